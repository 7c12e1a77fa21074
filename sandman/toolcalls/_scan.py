"""The scanner: finds tool markup in a buffer and decides, per candidate, prose or markup.

Every decision is *prefix-stable*: with ``eof=False`` a matcher answers ``More`` unless the text it
has seen already fixes the outcome for every possible continuation. That single rule is what makes
streamed output identical to whole-text output; the stream only re-runs the scanner on the
undecided tail. Bounded look-aheads (the ``*_LIMIT`` constants) keep a stray ``{`` or ``<`` from
holding text back for long.

Rule separating an unknown tool call from HTML: a tag whose name is a known tool (after
normalization and typo matching) is a call; a tag whose name is an HTML element is prose; any
other well-formed tag is an unknown tool's call (hidden, rejected) when its name contains ``_``,
or it carries ``key=value`` attributes, or it is self-closing. ``<dream>`` stays visible,
``<fly_to x="moon"/>`` is hidden. JSON in prose is a call when it has a name key together with an
arguments key, a ``function`` object, or names a known tool; ``{"mood": "calm"}`` stays visible.
Bare and pythonic calls (``remember(fact="x")``, ``[remember(fact="x")]``) count only for known
tools; inside an explicit wrapper (``<tool_call>``, ``<|python_tag|>``, FunctionGemma's
``call:``…) every call counts, and unknown names are rejected.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable, Mapping
from typing import NamedTuple, TypeAlias

from ..tools import ToolSpec
from ._args import build_call
from ._names import Names, normalize
from ._payload import Candidate, balanced_end, body_args, brace_args, json_candidates, load_json, pythonic
from ._types import ParsedCall, Rejection

Found: TypeAlias = ParsedCall | Rejection

JSON_LIMIT = 4000  # a call's JSON is far shorter; a stray "{" is released after this many chars
CALL_LIMIT = 2000
PAYLOAD_LIMIT = 2000
BODY_LIMIT = 400  # an optional body after "<tool attr=…>" must close within this
STRICT_TAG_LIMIT = 300
INLINE_CODE_LIMIT = 200
MAX_DEPTH = 4

CUT_OFF = "the tool call was cut off before it ended"
UNREADABLE = "could not read a tool call here"

# Where markup may start: "<", "{", "[", a backtick, "call:" or an identifier touching "(".
_TRIGGER = re.compile(r"[<{\[`]|(?<![\w.\-])(?:call:|[A-Za-z_][\w.\-]*\()")
_WORD_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.-")
_IDENT = re.compile(r"[A-Za-z_][\w.\-]*")
_TAG_NAME = re.compile(r"[A-Za-z_][\w\-]*")
_SPECIAL = re.compile(r"<\|([^|<>\s]{1,40})\|>")
_SPECIAL_CHARS = re.compile(r"[^|<>\s]{0,40}")
_CLOSE_TAG = re.compile(r"</\s*([\w.\-]+)\s*>")
_NEXT_KEY = re.compile(r"\s+[A-Za-z_][\w\-]*\s*=|/>|>")
_WS = re.compile(r"[\s,;]*")
_CUTOFF_JSON = re.compile(r"[{\[]\s*[\"']?(name|tool|tool_name|function|tool_calls)[\"']?\s*:", re.I)

_CALL_CLOSERS = re.compile(
    r"</\s*(?:tool_calls?|function_calls?|tool_code|toolcall|functioncall)\s*>"
    r"|<\|/(?:tool_calls?|function_calls?|python_tag)\|>"
    r"|<\|(?:tool_calls?|function_calls?|tool_calls_section)_end\|>"
    r"|<\|end_(?:tool_calls?|function_calls?)\|>"
    r"|<end_function_call>|\[/TOOL_CALLS\]",
    re.I,
)
_FUNCTION_CLOSERS = re.compile(r"</\s*(?:function|invoke)\s*>|" + _CALL_CLOSERS.pattern, re.I)
_RESULT_CLOSERS = re.compile(
    r"</\s*(?:tool_results?|tool_response|function_response|tool_output|function_results?)\s*>"
    r"|<\|/(?:tool_results?|tool_response|tool_output)\|>"
    r"|<\|(?:tool_results?|tool_response|tool_output)_end\|>|<end_function_response>",
    re.I,
)
_CLOSER_LITERALS = (
    "</tool_call>", "</tool_calls>", "</function_call>", "</function>", "</invoke>", "<|/tool_call|>",
    "<|tool_call_end|>", "<|tool_calls_end|>", "<end_function_call>", "[/TOOL_CALLS]", "</tool_code>",
)

CALL_TAGS = frozenset(
    {"tool_call", "tool_calls", "toolcall", "function_call", "function_calls", "functioncall", "tool_code",
     "start_function_call", "tool_use", "tools"}
)
RESULT_TAGS = frozenset(
    {"tool_result", "tool_results", "tool_response", "function_response", "tool_output", "function_results",
     "function_result", "start_function_response"}
)
STOP_TAGS = frozenset({"end_of_turn", "start_of_turn", "eos"})
TOKEN_TAGS = frozenset({"end_function_call", "end_function_response", "escape", "bos", "pad", "parameter"})
STOP_TOKENS = frozenset(
    {"im_end", "im_start", "endoftext", "end_of_text", "eot_id", "eom_id", "end", "start_header_id", "eos"}
)
HTML_TAGS = frozenset(
    "a abbr address article aside audio b bdi bdo big blockquote body br button caption center cite code col "
    "colgroup data dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form h1 "
    "h2 h3 h4 h5 h6 head header hr html i iframe img input ins kbd label legend li link main map mark menu meta "
    "meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp "
    "section select small source span strike strong style sub summary sup svg table tbody td template "
    "textarea tfoot th thead time title tr track tt u ul var video wbr".split()
)


class More(NamedTuple):
    """Undecided: needs more text. Re-scanning is pointless until one of ``wait`` arrives or the
    buffer reaches index ``limit`` (both optional hints)."""

    wait: str = ""
    limit: int = 0


class Prose(NamedTuple):
    end: int


class Markup(NamedTuple):
    end: int
    found: tuple[Found, ...] = ()
    text: str = ""  # visible replacement (a code fence with its calls taken out)


class Stop(NamedTuple):
    """An end-of-turn token: the reply is over, the rest is dropped."""


Decision: TypeAlias = More | Prose | Markup | Stop


class Text(NamedTuple):
    text: str


class Cut(NamedTuple):
    found: tuple[Found, ...]


Event: TypeAlias = Text | Cut | Stop


def _proper_prefix_of_any(tail: str, literals: tuple[str, ...]) -> bool:
    low = tail.lower()
    return any(len(low) < len(lit) and lit.lower().startswith(low) for lit in literals)


class Scanner:
    """Stateless over calls: ``scan(buf, eof)`` decides as much of ``buf`` as it can. Never raises."""

    def __init__(self, tools: Mapping[str, ToolSpec]) -> None:
        self.tools = tools
        self.names = Names(tools)
        self._known = ", ".join(tools)

    # -- driver ---------------------------------------------------------------------------------

    def scan(self, buf: str, eof: bool, depth: int = 0) -> tuple[list[Event], int, More | None]:
        """Scan ``buf[1:]`` (``buf[0]`` is the character before it, kept as context).

        Returns the events, the index up to which ``buf`` is decided, and the hint of the
        undecided candidate, if any.
        """
        events: list[Event] = []
        pos, n = 1, len(buf)
        while pos < n:
            m = _TRIGGER.search(buf, pos)
            if m is None:
                hold = n if eof else self._tail_hold(buf, pos)
                if hold > pos:
                    events.append(Text(buf[pos:hold]))
                return events, hold, None
            t = m.start()
            if t > pos:
                events.append(Text(buf[pos:t]))
            try:
                d = self._dispatch(buf, t, m.group(), eof, depth)
            except Exception:  # a bug in one matcher must cost a character of markup, not the reply
                d = Prose(t + 1)
            if isinstance(d, More):
                return events, t, d
            if isinstance(d, Prose):
                events.append(Text(buf[t : d.end]))
            elif isinstance(d, Markup):
                events.append(Cut(d.found))
                if d.text:
                    events.append(Text(d.text))
            else:
                events.append(d)
                return events, n, None
            pos = d.end
        return events, pos, None

    def scan_all(self, text: str, depth: int) -> tuple[str, list[Found]]:
        """Whole-text scan of a nested region: its raw visible text and what it holds."""
        if depth > MAX_DEPTH:
            return text, []
        events, _, _ = self.scan("\n" + text, True, depth + 1)
        visible: list[str] = []
        found: list[Found] = []
        for e in events:
            if isinstance(e, Text):
                visible.append(e.text)
            elif isinstance(e, Cut):
                found.extend(e.found)
        return "".join(visible), found

    def _tail_hold(self, buf: str, pos: int) -> int:
        """Where undecided trailing text starts: a final word that may still become ``name(``."""
        i = len(buf)
        while i > 0 and buf[i - 1] in _WORD_CHARS:
            i -= 1
        if i < pos or i == len(buf) or buf[i] not in _WORD_CHARS or buf[i] in "0123456789.-":
            return len(buf)
        word = buf[i:]
        if "call".startswith(word) or self.names.could_become_tool(word):
            return i
        return len(buf)

    def _dispatch(self, buf: str, i: int, trigger: str, eof: bool, depth: int) -> Decision:
        c = trigger[0]
        if c == "<":
            return self._angle(buf, i, eof, depth)
        if c == "{":
            return self._brace(buf, i, eof, depth)
        if c == "[":
            return self._bracket(buf, i, eof, depth)
        if c == "`":
            return self._backtick(buf, i, eof, depth)
        if trigger == "call:":
            return self._gemma(buf, i, eof)
        return self._bare_call(buf, i, i + len(trigger) - 1, eof)

    # -- results --------------------------------------------------------------------------------

    def _unknown(self, raw: str, name: str) -> Rejection:
        return Rejection(raw, name, f"unknown tool {name!r}; known tools: {self._known}")

    def _candidates(self, cands: list[Candidate], raw: str) -> list[Found]:
        out: list[Found] = []
        for cand in cands:
            if not cand.name:
                out.append(Rejection(raw, None, UNREADABLE))
                continue
            tool = self.names.resolve(cand.name)
            if tool is None:
                out.append(self._unknown(raw, cand.name))
            else:
                out.append(build_call(self.tools, tool, raw, cand.kwargs, cand.positional, cand.body))
        return out

    def _read_payload(self, payload: str, raw: str, depth: int) -> tuple[Found, ...]:
        """Everything inside an explicit call wrapper; unknown names are rejected, not prose."""
        found: list[Found] = []
        pos, n = 0, len(payload)
        while True:
            pos = _WS.match(payload, pos).end()  # type: ignore[union-attr]
            if pos >= n:
                break
            c = payload[pos]
            if c == "<" or depth > MAX_DEPTH:
                _, inner = self.scan_all(payload[pos:], depth)
                found.extend(inner if inner else [Rejection(raw, None, UNREADABLE)])
                break
            end = self._expr_end(payload, pos, n)
            if not isinstance(end, int):
                found.append(Rejection(raw, None, UNREADABLE))
                break
            found.extend(self._expression(payload[pos:end], raw, explicit=True))
            pos = end
        if not found:
            found.append(Rejection(raw, None, "empty tool call"))
        return tuple(found)

    def _expression(self, expr: str, raw: str, explicit: bool) -> list[Found]:
        """Calls in one complete JSON value, Python-style call (list) or ``[call:]name{…}``."""
        cands: list[Candidate] | None
        if expr[0] in "{[":
            cands = json_candidates(load_json(expr), self.names.resolve)
            if not cands and expr[0] == "[":
                cands = pythonic(expr) or []
            if not explicit:
                cands = [c for c in cands if c.explicit or (c.name and self.names.resolve(c.name))]
        else:
            body = expr[5:] if expr.startswith("call:") else expr
            m = _IDENT.match(body)
            rest = body[m.end() :].lstrip() if m else ""
            if m and rest.startswith("{"):
                cands = [Candidate(m.group(), brace_args(rest), (), None, True)]
            else:
                cands = pythonic(expr) or []
        if not cands:
            return [Rejection(raw, None, UNREADABLE)] if explicit else []
        return self._candidates(cands, raw)

    def _expr_end(self, text: str, i: int, stop: int) -> int | None | bool:
        """End of the expression at ``i``: int, None (text ends first), False (not one)."""
        c = text[i]
        if c in "{[":
            return balanced_end(text, i, stop)
        j = i + 5 if text.startswith("call:", i) else i
        m = _IDENT.match(text, j)
        if m is None:
            return False
        k = m.end()
        while k < len(text) and text[k] in " \t":
            k += 1
        if k >= len(text):
            return None
        if text[k] in "({":
            return balanced_end(text, k, stop)
        return False

    # -- "<" --------------------------------------------------------------------------------------

    def _angle(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        if i + 1 >= n:
            return Prose(n) if eof else More()
        c = buf[i + 1]
        if c == "|":
            return self._special(buf, i, eof, depth)
        if c == "/":
            return self._close_tag(buf, i, eof)
        if c.isascii() and (c.isalpha() or c == "_"):
            return self._open_tag(buf, i, eof, depth)
        return Prose(i + 1)

    def _special(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        m = _SPECIAL.match(buf, i)
        if m is None:
            partial = _SPECIAL_CHARS.match(buf, i + 2)
            assert partial is not None
            end = partial.end() + (1 if buf.startswith("|", partial.end()) else 0)
            if end >= len(buf) and not eof:
                return More()
            return Prose(i + 1)
        token = m.group(1).lower()
        if token in STOP_TOKENS:
            return Stop()
        if token.startswith("/") or token.endswith("end") or "_end_" in token:
            return Markup(m.end())
        if "tool_call" in token or "function_call" in token or token == "python_tag":
            return self._wrapper(buf, i, m.end(), eof, depth, _CALL_CLOSERS)
        if "tool_result" in token or "tool_response" in token or "tool_output" in token:
            return self._result(buf, m.end(), eof)
        return Markup(m.end())

    def _close_tag(self, buf: str, i: int, eof: bool) -> Decision:
        m = _CLOSE_TAG.match(buf, i)
        if m is None:
            rest = buf[i:]
            if not eof and re.fullmatch(r"</\s*[\w.\-]*\s*", rest):
                return More(wait=">")
            return Prose(i + 1)
        name = m.group(1)
        low = name.lower()
        if (
            low in CALL_TAGS or low in RESULT_TAGS or low in ("function", "invoke", "parameter")
            or self.names.resolve(name) is not None
            or ("_" in name and low not in HTML_TAGS)
        ):
            return Markup(m.end())
        return Prose(i + 1)

    def _open_tag(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        m = _TAG_NAME.match(buf, i + 1)
        assert m is not None
        k = m.end()
        if k >= n and not eof:
            return More()
        name = m.group()
        low = name.lower()
        nxt = buf[k] if k < n else ""
        if low == "function" and nxt == "=":
            return self._function_eq(buf, i, k, eof, depth)
        if low in STOP_TAGS or low in TOKEN_TAGS:
            if nxt == ">":
                return Stop() if low in STOP_TAGS else Markup(k + 1)
        tool = self.names.resolve(name)
        if low in HTML_TAGS and (tool is None or normalize(name) != normalize(tool)):
            return Prose(i + 1)
        lenient = tool is not None or low in CALL_TAGS or low in RESULT_TAGS or low in ("invoke", "function")
        lexed = self._lex_attrs(buf, k, eof, lenient)
        if isinstance(lexed, More):
            return lexed
        if lexed is None:
            return Prose(i + 1)
        attrs, bare, end, self_closing, closed, cut = lexed
        if low in CALL_TAGS:
            if self_closing:
                return Markup(end, (Rejection(buf[i:end], None, "empty tool call"),))
            return self._wrapper(buf, i, end, eof, depth, _CALL_CLOSERS, attrs)
        if low in RESULT_TAGS:
            return Markup(end) if self_closing else self._result(buf, end, eof)
        if low in ("invoke", "function") and tool is None:
            target = next((v for key, v in attrs if key.lower() == "name"), None)
            if target is None:
                return Markup(end, (Rejection(buf[i:end], None, UNREADABLE),))
            params = {key: v for key, v in attrs if key.lower() != "name"}
            return self._function_body(buf, i, end, eof, target, depth, params)
        if tool is not None:
            return self._tool_tag(buf, i, tool, attrs, bare, end, self_closing, closed, cut, eof)
        looks_like_call = "_" in name or any(v is not None for _, v in attrs) or self_closing
        if not closed or not looks_like_call:
            return Prose(i + 1)
        raw_end = end
        if not self_closing:
            close = self._find_close(buf, end, n, lambda w: w.lower() == low, BODY_LIMIT, eof)
            if isinstance(close, More):
                return close
            if close is not None:
                raw_end = close[1]
        return Markup(raw_end, (self._unknown(buf[i:raw_end], name),))

    def _lex_attrs(
        self, buf: str, k: int, eof: bool, lenient: bool
    ) -> More | None | tuple[list[tuple[str, str | None]], list[str], int, bool, bool, bool]:
        """Attributes from ``k`` to the tag's end.

        Returns (attrs, bare words, end, self-closing, closed, cut inside a value), More, or None
        when a strict (non-tool) tag is malformed. Lenient lexing accepts single, missing and
        mismatched quotes and ends at eof when the tag never closes.
        """
        n = len(buf)
        attrs: list[tuple[str, str | None]] = []
        bare: list[str] = []
        limit = n if lenient else min(n, k + STRICT_TAG_LIMIT)
        wait = More(wait=">") if lenient else More()
        while True:
            while k < limit and buf[k].isspace():
                k += 1
            if k >= limit:
                if lenient:
                    return (attrs, bare, n, False, False, False) if eof else wait
                return None if eof or limit < n else wait
            c = buf[k]
            if c == ">":
                return attrs, bare, k + 1, False, True, False
            if c == "/":
                if k + 1 >= n:
                    return None if eof and not lenient else (wait if not eof else (attrs, bare, n, False, False, False))
                if buf[k + 1] == ">":
                    return attrs, bare, k + 2, True, True, False
                if not lenient:
                    return None
                k += 1
                continue
            km = re.compile(r"[^\s=/>\"']+").match(buf, k)
            if km is None:
                if not lenient:
                    return None
                k += 1  # a stray quote
                continue
            key, k = km.group(), km.end()
            if k >= n and not eof:
                return wait
            j = k
            while j < n and buf[j].isspace():
                j += 1
            if j >= n and not eof:
                return wait
            if j >= n or buf[j] != "=":
                if not lenient and not re.fullmatch(r"[A-Za-z_:][\w:.\-]*", key):
                    return None
                bare.append(key)
                attrs.append((key, None))
                continue
            j += 1
            while j < n and buf[j].isspace():
                j += 1
            if j >= n:
                if not eof:
                    return wait
                return (attrs, bare, n, False, False, True) if lenient else None
            q = buf[j]
            if q in "\"'":
                v = j + 1
                while True:
                    e = buf.find(q, v)
                    if e < 0:
                        if not eof:
                            return wait
                        if not lenient:
                            return None
                        attrs.append((key, html.unescape(buf[j + 1 :])))
                        return attrs, bare, n, False, False, True
                    if not lenient:
                        break
                    if e + 1 >= n:
                        if not eof:
                            return wait
                        break
                    if buf[e + 1].isspace() or buf[e + 1] in "/>":
                        break
                    v = e + 1
                attrs.append((key, html.unescape(buf[j + 1 : e])))
                k = e + 1
                continue
            if not lenient:
                vm = re.compile(r"[^\s\"'=<>`/]+").match(buf, j)
                if vm is None:
                    return None
                attrs.append((key, html.unescape(vm.group())))
                k = vm.end()
                continue
            stop = _NEXT_KEY.search(buf, j)
            if stop is None:
                if not eof:
                    return wait
                attrs.append((key, html.unescape(buf[j:].strip())))
                return attrs, bare, n, False, False, False
            attrs.append((key, html.unescape(buf[j : stop.start()].strip())))
            k = stop.start()

    def _find_close(
        self, buf: str, start: int, n: int, matches: Callable[[str], bool], limit: int, eof: bool
    ) -> More | None | tuple[int, int]:
        """The first ``</name>`` accepted by ``matches`` that ends within ``limit`` chars of ``start``."""
        window_end = min(n, start + limit)
        for m in _CLOSE_TAG.finditer(buf, start, window_end):
            if matches(m.group(1)):
                return m.start(), m.end()
        if not eof and n < start + limit:
            return More(wait=">", limit=start + limit)
        return None

    def _tool_tag(
        self,
        buf: str,
        i: int,
        tool: str,
        attrs: list[tuple[str, str | None]],
        bare: list[str],
        end: int,
        self_closing: bool,
        closed: bool,
        cut: bool,
        eof: bool,
    ) -> Decision:
        n = len(buf)
        kwargs = {key: v for key, v in attrs if v is not None}
        positional = (" ".join(bare),) if bare else ()
        if cut:
            return Markup(n, (Rejection(buf[i:n], tool, CUT_OFF),))
        if not closed or self_closing:
            return Markup(end, (build_call(self.tools, tool, buf[i:end], kwargs, positional),))
        first = build_call(self.tools, tool, buf[i:end], kwargs, positional)
        needs_body = isinstance(first, Rejection) and "missing required argument" in first.reason
        same = lambda w: self.names.resolve(w) == tool  # noqa: E731
        close = self._find_close(buf, end, n, same, n if needs_body else BODY_LIMIT, eof)
        if isinstance(close, More):
            return More(wait=">") if needs_body else close
        if close is None:
            if needs_body and eof:
                body = buf[end:n]
                if not body.strip():
                    return Markup(n, (first,))
                return Markup(n, (build_call(self.tools, tool, buf[i:n], kwargs, positional, body.strip()),))
            return Markup(end, (first,))
        body = buf[end : close[0]]
        raw = buf[i : close[1]]
        extra, text = body_args(body, tool, self.names.resolve)
        merged = {**(extra or {}), **kwargs}
        return Markup(close[1], (build_call(self.tools, tool, raw, merged, positional, text),))

    # -- wrappers, results, <function=…> ----------------------------------------------------------

    def _payload_span(
        self, buf: str, start: int, eof: bool, closers: re.Pattern[str]
    ) -> More | tuple[int, int, bool]:
        """(payload end, markup end, cut off) of a wrapper's content starting at ``start``.

        An expression (JSON, call) ends the payload by itself, so an unclosed wrapper followed by
        prose is decided as soon as the expression closes; anything else runs to a closer.
        """
        n = len(buf)
        window = min(n, start + PAYLOAD_LIMIT)
        full = n >= start + PAYLOAD_LIMIT  # the window is complete: decide without waiting
        k = _WS.match(buf, start).end()  # type: ignore[union-attr]
        if k >= n:
            return (n, n, True) if eof else More()
        while k < window and self._expr_end(buf, k, window) is not False:
            # an expression ends the payload by itself, unless a closer comes before its end
            cm = closers.search(buf, k, window)
            expr_end = self._expr_end(buf, k, cm.start() if cm else window)
            if not isinstance(expr_end, int):
                if cm is not None:
                    return cm.start(), cm.end(), False
                if full:
                    return start, start, False
                return (n, n, True) if eof else More()
            k = _WS.match(buf, expr_end).end()  # type: ignore[union-attr]
            if k >= n:
                return (expr_end, expr_end, False) if eof else More()
            cm = closers.match(buf, k)
            if cm is not None:
                return expr_end, cm.end(), False
            rest = buf[k : k + 40]
            if not eof and rest[0] in "<[" and len(rest) < 40 and ">" not in rest and "]" not in rest[1:]:
                return More()  # may still become a closer
            if buf[k] not in "{[":
                return expr_end, expr_end, False
        cm = closers.search(buf, start, window)
        if cm is not None:
            return cm.start(), cm.end(), False
        if full:
            return start, start, False
        if eof:
            return n, n, True
        return More(wait=">", limit=start + PAYLOAD_LIMIT)

    def _wrapper(
        self,
        buf: str,
        i: int,
        start: int,
        eof: bool,
        depth: int,
        closers: re.Pattern[str],
        attrs: list[tuple[str, str | None]] | None = None,
    ) -> Decision:
        target = next((v for key, v in attrs or () if key.lower() == "name" and v), None)
        if target is not None:
            params = {key: v for key, v in attrs or () if key.lower() != "name"}
            return self._function_body(buf, i, start, eof, target, depth, params, closers)
        span = self._payload_span(buf, start, eof, closers)
        if isinstance(span, More):
            return span
        p_end, end, cut = span
        raw = buf[i:end]
        payload = buf[start:p_end]
        if not payload.strip():
            return Markup(end, (Rejection(raw, None, CUT_OFF if cut else "empty tool call"),))
        found = self._read_payload(payload, raw, depth)
        if cut and p_end == len(buf) and all(isinstance(f, Rejection) for f in found):
            found = tuple(Rejection(raw, f.name, CUT_OFF) for f in found if isinstance(f, Rejection))
        return Markup(end, found)

    def _result(self, buf: str, start: int, eof: bool) -> Decision:
        m = _RESULT_CLOSERS.search(buf, start)
        if m is not None:
            return Markup(m.end())
        return Markup(len(buf)) if eof else More(wait=">")

    def _function_eq(self, buf: str, i: int, k: int, eof: bool, depth: int) -> Decision:
        m = re.compile(r"=\s*[\"']?([\w.\-]+)[\"']?\s*(/?>)").match(buf, k)
        if m is None:
            if not eof and re.fullmatch(r"=\s*[\"']?[\w.\-]*[\"']?\s*/?", buf[k:]):
                return More()
            return Prose(i + 1)
        if m.group(2) == "/>":
            return Markup(m.end(), tuple(self._candidates([Candidate(m.group(1), {}, (), None, True)], buf[i : m.end()])))
        return self._function_body(buf, i, m.end(), eof, m.group(1), depth, {})

    def _function_body(
        self,
        buf: str,
        i: int,
        start: int,
        eof: bool,
        target: str,
        depth: int,
        params: dict[str, str | None],
        closers: re.Pattern[str] = _FUNCTION_CLOSERS,
    ) -> Decision:
        span = self._payload_span(buf, start, eof, closers)
        if isinstance(span, More):
            return span
        p_end, end, cut = span
        raw = buf[i:end]
        tool = self.names.resolve(target)
        if tool is None:
            return Markup(end, (self._unknown(raw, target),))
        if cut and buf[start:p_end].strip()[:1] in ("{", "["):
            return Markup(end, (Rejection(raw, tool, CUT_OFF),))
        kwargs, text = body_args(buf[start:p_end], tool, self.names.resolve)
        merged = {**{k: v for k, v in params.items() if v is not None}, **(kwargs or {})}
        return Markup(end, (build_call(self.tools, tool, raw, merged, (), text),))

    # -- "{", "[", "call:", name( ------------------------------------------------------------------

    def _json_like(self, buf: str, i: int, eof: bool) -> More | None | int:
        """End of a JSON-looking value at ``i``; None when it is not one (or never closes)."""
        n = len(buf)
        e = balanced_end(buf, i, min(n, i + JSON_LIMIT))
        if e is not None:
            return e
        if not eof and n < i + JSON_LIMIT:
            return More(wait="}])", limit=i + JSON_LIMIT)
        return None

    def _brace(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        k = i + 1
        while k < n and buf[k].isspace():
            k += 1
        if k >= n:
            return Prose(i + 1) if eof else More()
        c = buf[k]
        if c not in "\"'":
            m = _IDENT.match(buf, k)
            if m is None:
                return Prose(i + 1)
            j = m.end()
            while j < n and buf[j].isspace():
                j += 1
            if j >= n:
                return Prose(i + 1) if eof else More()
            if buf[j] != ":":
                return Prose(i + 1)
        e = self._json_like(buf, i, eof)
        if isinstance(e, More):
            return e
        if e is None:
            if eof and n < i + JSON_LIMIT and _CUTOFF_JSON.match(buf, i):
                return Markup(n, (Rejection(buf[i:n], None, CUT_OFF),))
            return Prose(i + 1)
        found = self._expression(buf[i:e], buf[i:e], explicit=False)
        return Markup(e, tuple(found)) if found else Prose(e)

    def _bracket(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        if buf.startswith("[TOOL_CALLS]", i):
            return self._wrapper(buf, i, i + 12, eof, depth, _CALL_CLOSERS)
        if not eof and "[TOOL_CALLS]".startswith(buf[i:]):
            return More()
        k = i + 1
        while k < n and buf[k].isspace():
            k += 1
        if k >= n:
            return Prose(i + 1) if eof else More()
        if buf[k] == "{":
            e = self._json_like(buf, i, eof)
            if isinstance(e, More):
                return e
            if e is None:
                if eof and n < i + JSON_LIMIT and _CUTOFF_JSON.match(buf, k):
                    return Markup(n, (Rejection(buf[i:n], None, CUT_OFF),))
                return Prose(i + 1)
            found = self._expression(buf[i:e], buf[i:e], explicit=False)
            return Markup(e, tuple(found)) if found else Prose(e)
        m = _IDENT.match(buf, k)
        if m is None:
            return Prose(i + 1)
        if m.end() >= n:
            return Prose(i + 1) if eof else More()
        if buf[m.end()] != "(" or self.names.resolve(m.group()) is None:
            return Prose(i + 1)
        e = balanced_end(buf, i, min(n, i + CALL_LIMIT))
        if e is None:
            if n >= i + CALL_LIMIT:
                return Prose(i + 1)
            if eof:
                return Markup(n, (Rejection(buf[i:n], self.names.resolve(m.group()), CUT_OFF),))
            return More(wait="])", limit=i + CALL_LIMIT)
        cands = pythonic(buf[i:e])
        if not cands or any(c.name is None or self.names.resolve(c.name) is None for c in cands):
            return Prose(i + 1)
        return Markup(e, tuple(self._candidates(cands, buf[i:e])))

    def _bare_call(self, buf: str, i: int, paren: int, eof: bool) -> Decision:
        n = len(buf)
        tool = self.names.resolve(buf[i:paren])
        if tool is None:
            return Prose(paren)
        e = balanced_end(buf, paren, min(n, paren + CALL_LIMIT))
        if e is None:
            if n >= paren + CALL_LIMIT:
                return Prose(paren)
            if eof:
                return Markup(n, (Rejection(buf[i:n], tool, CUT_OFF),))
            return More(wait=")", limit=paren + CALL_LIMIT)
        cands = pythonic(buf[i:e])
        if not cands:
            return Prose(paren)
        return Markup(e, tuple(self._candidates(cands, buf[i:e])))

    def _gemma(self, buf: str, i: int, eof: bool) -> Decision:
        n = len(buf)
        m = _IDENT.match(buf, i + 5)
        if m is None:
            return Prose(i + 1) if eof or i + 5 < n else More()
        k = m.end()
        while k < n and buf[k] in " \t":
            k += 1
        if k >= n:
            return Prose(i + 1) if eof else More()
        if buf[k] != "{":
            return Prose(i + 1)
        e = balanced_end(buf, k, min(n, k + CALL_LIMIT))
        if e is None:
            if n >= k + CALL_LIMIT:
                return Prose(i + 1)
            if eof:
                return Markup(n, (Rejection(buf[i:n], self.names.resolve(m.group()) or m.group(), CUT_OFF),))
            return More(wait="}", limit=k + CALL_LIMIT)
        return Markup(e, tuple(self._expression(buf[i:e], buf[i:e], explicit=True)))

    # -- backticks ---------------------------------------------------------------------------------

    def _backtick(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        if buf.startswith("```", i):
            nl = buf.find("\n", i + 3)
            if nl < 0:
                return Prose(n) if eof else More(wait="\n")
            close = buf.find("```", nl + 1)
            if close < 0:
                if not eof:
                    return More(wait="`")
                content, end, fence_end = buf[nl + 1 :], n, ""
            else:
                content, end, fence_end = buf[nl + 1 : close], close + 3, "```"
            visible, found = self.scan_all(content, depth)
            if not found:
                return Prose(end)
            if not visible.strip():
                return Markup(end, tuple(found))
            return Markup(end, tuple(found), buf[i : nl + 1] + visible + fence_end)
        if i + 1 >= n or (buf[i + 1] == "`" and i + 2 >= n):
            return Prose(i + 1) if eof else More()
        if buf[i + 1] == "`":
            return Prose(i + 2)
        window = buf[i + 1 : i + 1 + INLINE_CODE_LIMIT]
        close = window.find("`")
        nl = window.find("\n")
        if close < 0 or (0 <= nl < close):
            if nl < 0 and not eof and n < i + 1 + INLINE_CODE_LIMIT:
                return More(wait="`\n", limit=i + 1 + INLINE_CODE_LIMIT)
            return Prose(i + 1)
        end = i + 2 + close
        visible, found = self.scan_all(buf[i + 1 : end - 1], depth)
        if found and not visible.strip():
            return Markup(end, tuple(found))
        return Prose(i + 1)
