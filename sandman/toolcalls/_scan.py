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
tools, and bare ones only when named without typos; inside an explicit wrapper (``<tool_call>``,
``<|python_tag|>``, FunctionGemma's ``call:``…) every call counts, and unknown names are rejected.

A wrapper tag is a word in prose, shown as written, when what follows it does not begin like a
call (markup, JSON, a code fence, a known tool's name, a name with arguments) and no closer ends
that line: "Use the <tool_call> syntax" swallows nothing. An unknown tag such as ``<json>`` around
nothing but calls is part of them. Reasoning blocks (``<think>…</think>`` and their variants) are
hidden; calls inside a closed one are thoughts, calls inside one the reply ends in are read.

Always hidden: special tokens (``<|…|>``, ``<｜…｜>``), echoed tool results (``<tool_result>…</tool_result>``
with their content, to the end of the reply when unclosed), closing tags of tools and wrappers,
and the model echoing its own turn header (``<|im_start|>assistant``). An end-of-turn token
(``<|im_end|>``, ``<end_of_turn>``…) or the header of another role's turn ends the reply: what
follows is dropped, calls included. A call still open when the reply ends is rejected as cut off
when it stopped inside a value, and read when it only lacks its closing brackets or tag.
A code fence that holds calls is hidden; one that holds none is shown verbatim.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Mapping

from .._edits import normalize
from ..tools import ToolSpec
from ._args import build_call, unfilled
from ._names import Names
from ._payload import Candidate, balanced_end, body_args, ends_in_string, missing_closers, pythonic
from ._scan_payload import CUT_OFF, IDENT, MAX_DEPTH, PAYLOAD_LIMIT, SPECIAL, UNREADABLE, PayloadRules, stray_end
from ._scan_types import Cut, Decision, Event, Failed, Found, Markup, More, Prose, Stop, Text
from ._tags import NeedMore, lex_attrs
from ._types import Rejection

from ._vocab import (
    BAR,
    CALL_CLOSERS,
    CALL_MARKERS,
    FUNCTION_CLOSERS,
    HTML_TAGS,
    REPLY_TAGS,
    RESULT_CLOSERS,
    RESULT_TAGS,
    STOP_TAGS,
    STOP_TOKENS,
    THINK_CLOSERS,
    THINK_TAGS,
    TOKEN_TAGS,
    TURN_TAGS,
    base_name,
    is_call_tag,
    is_call_token,
    is_end_token,
    is_result_token,
    is_think_token,
    token_name,
)

log = logging.getLogger("sandman.toolcalls")

JSON_LIMIT = 4000  # a call's JSON is far shorter; a stray "{" is released after this many chars
CALL_LIMIT = 2000
BODY_LIMIT = 400  # an optional body after "<tool …>" must close within this, on the same line
INLINE_CODE_LIMIT = 200

# Where markup may start: "<", "{", "[", a backtick, "call:", an identifier touching "(", or a
# call marker word touching "[" ("functools[").
_MARKERS = "|".join(sorted(CALL_MARKERS))
_TRIGGER = re.compile(rf"[<{{\[`]|(?<![\w.\-])(?:call:|(?:{_MARKERS})\[|[A-Za-z_][\w.\-]*\()")
_WORD_CHAR = re.compile(r"[\w.\-]")  # exactly the characters _TRIGGER treats as part of a name
_TAIL_WORD = re.compile(r"[\w.\-]*\Z")
_TAIL_WINDOW = 80  # a final word longer than this cannot become a tool name
_CALL_PREFIXES = frozenset("call"[:k] for k in range(1, 5))  # may become "call:"
_MARKER_PREFIXES = frozenset(m[:k] for m in CALL_MARKERS for k in range(1, len(m) + 1))
_TAG_NAME = re.compile(r"[A-Za-z_][\w\-]*(?::[A-Za-z_][\w\-]*)?")
_SPECIAL_CHARS = re.compile(r"[^|\uff5c<>\s]{0,40}")
_CLOSE_TAG = re.compile(r"</\s*([\w.\-:]+)\s*>")
# GigaChat: "<|message_sep|>\n\nfunction call<|role_sep|>\n" heads the message holding the call.
_ROLE_HEADER = re.compile(rf"\s*([^<>\n|\uff5c]{{1,30}}?)\s*<{BAR}role_sep{BAR}>[^\S\n]*\n?")
_HEADER_LIMIT = 64
_ASSISTANT_ROLES = frozenset({"assistant", "model", "function call", "function_call", "tool call", "tool_call"})
_ROLE_LINE = re.compile(r"[^\S\n]{0,8}([A-Za-z_]{1,20})[^\S\n]{0,8}(?:\n|\Z)")
_FUNCTION_EQ = re.compile(r"=\s*[\"']?([\w.\-]+)[\"']?\s*(/?>)")
_CUTOFF_JSON = re.compile(r"[{\[]\s*[\"']?(name|tool|tool_name|function|tool_calls)[\"']?\s*:", re.I)

# How a JSON object or a call's argument list plausibly opens. Checking this before the (bounded
# but linear) bracket matching keeps degenerate text like '{"a{"a{"a…' from costing quadratic time.
_JSON_OBJECT_START = re.compile(
    r"\{\s{0,8}(?:\}|(?:\"[^\"\n]{1,60}\"|'[^'\n]{1,60}'|[A-Za-z_][\w\-]{0,60})\s{0,8}:\s{0,8}[\"'{\[\d\-tfnTFN])"
)
_CALL_ARGS_START = re.compile(r"\(\s{0,8}(?:\)|[\"'{]|[A-Za-z_][\w\-]{0,60}\s{0,8}[=:])")
_GEMMA_ARGS_START = re.compile(r"\{\s{0,8}(?:\}|[\"']|[A-Za-z_][\w\-]{0,60}\s{0,8}:)")
_OPENING_SPAN = 160  # longer than any match of the two patterns above


def _opens(pattern: re.Pattern[str], buf: str, i: int, eof: bool) -> bool | None:
    """Whether ``pattern`` matches at ``i``; None while more text could still decide it.

    The patterns end in a fixed character, so a match found now is a match for any continuation.
    """
    if pattern.match(buf, i) is not None:
        return True
    if not eof and len(buf) - i < _OPENING_SPAN:
        return None
    return False


class Scanner(PayloadRules):
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
            except Exception:  # a bug must not show markup: hide what is left, say so in the log
                if depth:
                    raise
                log.exception("tool-call scanner failed on %r; the rest of the reply is hidden", buf[t : t + 80])
                events.append(Failed())
                return events, n, None
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
        n = len(buf)
        if not buf or not (buf[-1].isalnum() or buf[-1] in "_.-"):  # _WORD_CHAR, as re's \w is isalnum()
            return n
        window = n - _TAIL_WINDOW if n > _TAIL_WINDOW else 0
        m = _TAIL_WORD.search(buf, window)
        assert m is not None
        i = m.start()
        if i == window and window > 0 and _WORD_CHAR.match(buf, window - 1):
            return n  # longer than any name
        if i < pos or not ("a" <= buf[i].lower() <= "z" or buf[i] == "_"):
            return n
        word = buf[i:]
        if word in _CALL_PREFIXES or word.lower() in _MARKER_PREFIXES or self.names.could_become_call(word):
            return i
        return n

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
        if trigger.endswith("["):
            return self._marker(buf, i, i + len(trigger) - 1, eof, depth)
        return self._bare_call(buf, i, i + len(trigger) - 1, eof)

    # -- "<" --------------------------------------------------------------------------------------

    def _angle(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        if i + 1 >= n:
            return Prose(n) if eof else More()
        c = buf[i + 1]
        if c in "|\uff5c":
            return self._special(buf, i, eof, depth)
        if c == "/":
            return self._close_tag(buf, i, eof)
        if c.isascii() and (c.isalpha() or c == "_"):
            return self._open_tag(buf, i, eof, depth)
        return Prose(i + 1)

    def _special(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        m = SPECIAL.match(buf, i)
        if m is None:
            partial = _SPECIAL_CHARS.match(buf, i + 2)
            assert partial is not None
            end = partial.end() + (1 if buf[partial.end() : partial.end() + 1] in ("|", "\uff5c") else 0)
            if end >= len(buf) and not eof:
                return More()
            return Prose(i + 1)
        token = token_name(m.group(1))
        if token in STOP_TOKENS:
            return Stop()
        if token == "im_start":
            return self._turn_start(buf, m.end(), eof)
        if token == "message_sep":
            return self._message_header(buf, m.end(), eof)
        if is_think_token(token):
            return self._think(buf, m.end(), eof, depth)
        if is_end_token(token):
            return Markup(m.end())
        if is_call_token(token):
            return self._wrapper(buf, i, m.end(), eof, depth, CALL_CLOSERS)
        if is_result_token(token):
            return self._result(buf, m.end(), eof)
        return Markup(m.end())

    def _turn_start(self, buf: str, start: int, eof: bool) -> Decision:
        """A chat-format turn header. The model echoing its own header ("assistant", "model") is
        hidden; any other role means it is writing the next turn, which ends the reply."""
        if not eof and not buf[start : start + 9].strip(" \t"):
            return More()  # nothing of the role yet
        m = _ROLE_LINE.match(buf, start)
        if m is None:
            return Stop()
        if m.end() == len(buf) and not eof:
            return More()  # the role word or its line may not be complete yet
        return Markup(m.end()) if m.group(1).lower() in ("assistant", "model") else Stop()

    def _message_header(self, buf: str, start: int, eof: bool) -> Decision:
        """After a message separator, a role header before ``<|role_sep|>``: the assistant's own or
        its function-call message continues the reply (header hidden); another role ends it."""
        m = _ROLE_HEADER.match(buf, start)
        if m is None:
            if not eof and len(buf) - start < _HEADER_LIMIT:
                return More(wait=">", limit=start + _HEADER_LIMIT)
            return Markup(start)
        if m.end() == len(buf) and not eof:
            return More()  # a newline may still follow the separator
        return Markup(m.end()) if m.group(1).strip().lower() in _ASSISTANT_ROLES else Stop()

    def _think(self, buf: str, start: int, eof: bool, depth: int) -> Decision:
        """A reasoning block, hidden to its closer. One that never closes hides the rest of the reply;
        the calls in it are then read, since the model acted without closing its thoughts. Calls
        inside a closed block are thoughts, not actions."""
        m = THINK_CLOSERS.search(buf, start)
        if m is not None:
            return Markup(m.end())
        if not eof:
            return More(wait=">")
        _, found = self.scan_all(buf[start:], depth)
        return Markup(len(buf), tuple(found))

    def _close_tag(self, buf: str, i: int, eof: bool) -> Decision:
        m = _CLOSE_TAG.match(buf, i)
        if m is None:
            rest = buf[i:]
            if not eof and re.fullmatch(r"</\s*[\w.\-:]*\s*", rest):
                return More(wait=">")
            return Prose(i + 1)
        name = m.group(1)
        base = base_name(name)
        if base == "s":
            # "</s>" ends the sequence when nothing follows; otherwise it closes a strikethrough
            if buf[m.end() :].strip():
                return Prose(i + 1)
            return Markup(m.end()) if eof else More()
        if (
            is_call_tag(base) or base in RESULT_TAGS or base in THINK_TAGS or base in REPLY_TAGS
            or base in ("function", "invoke", "parameter")
            or self.names.resolve(name) is not None
            or ("_" in name and base not in HTML_TAGS)
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
        base = base_name(name)
        nxt = buf[k] if k < n else ""
        if base == "function":
            j = k
            while j < n and buf[j] in " \t":
                j += 1
            if j >= n and not eof:
                return More()
            if buf[j : j + 1] == "=":  # "<function=name>", "<function = name>"
                return self._function_eq(buf, i, j, eof, depth)
        if nxt == ">" and base in TURN_TAGS:
            return self._turn_start(buf, k + 1, eof)
        if nxt == ">" and (base in STOP_TAGS or base in TOKEN_TAGS):
            return Stop() if base in STOP_TAGS else Markup(k + 1)
        if nxt == ">" and base in THINK_TAGS:
            return self._think(buf, k + 1, eof, depth)
        if nxt == ">" and base in REPLY_TAGS:
            return Markup(k + 1)
        tool = self.names.resolve(base if ":" in name else name)
        if base in HTML_TAGS and (tool is None or normalize(name) != normalize(tool)):
            return Prose(i + 1)
        call_tag = is_call_tag(base)
        if tool is None and nxt == "=" and not call_tag:
            fused = self._fused(buf, i, name, eof)
            if fused is not None:
                return fused
        lenient = tool is not None or call_tag or base in RESULT_TAGS or base in ("invoke", "function")
        lexed = lex_attrs(buf, k, eof, lenient)
        if isinstance(lexed, NeedMore):
            return More(wait=lexed.wait)
        if lexed is None:
            return Prose(i + 1)
        attrs, bare, end, self_closing, closed, cut = lexed
        if base in RESULT_TAGS:
            return Markup(end) if self_closing else self._result(buf, end, eof)
        if call_tag or (base in ("invoke", "function") and tool is None):
            target = next((v for key, v in attrs if key.lower() in ("name", "tool") and v), None)
            params = {key: v for key, v in attrs if key.lower() not in ("name", "tool")}
            if self_closing or not closed:
                if target is None:
                    return Markup(end, (Rejection(buf[i:end], None, "empty tool call"),))
                return Markup(end, (self._named_call(buf[i:end], target, params, None),))
            if target is None and call_tag:
                if not attrs:
                    mention = self._mention(buf, end, eof)
                    if isinstance(mention, More):
                        return mention
                    if mention:
                        return Prose(end)
                return self._wrapper(buf, i, end, eof, depth, CALL_CLOSERS)
            if target is None:
                return Markup(end, (Rejection(buf[i:end], None, UNREADABLE),))
            closers = CALL_CLOSERS if call_tag else FUNCTION_CLOSERS
            return self._function_body(buf, i, end, eof, target, depth, params, closers)
        if tool is not None:
            return self._tool_tag(buf, i, tool, attrs, bare, end, self_closing, closed, cut, eof)
        if closed and not self_closing and not attrs and "_" not in name:
            return self._format_wrapper(buf, i, end, name, eof, depth)
        looks_like_call = "_" in name or any(v is not None for _, v in attrs) or self_closing
        if not closed or not looks_like_call:
            return Prose(i + 1)
        raw_end = end
        if not self_closing:
            close = self._find_close(buf, end, n, lambda w: w.lower() == name.lower(), BODY_LIMIT, eof, same_line=True)
            if isinstance(close, More):
                return close
            if close is not None:
                raw_end = close[1]
        return Markup(raw_end, (self._unknown(buf[i:raw_end], name),))

    def _fused(self, buf: str, i: int, name: str, eof: bool) -> Decision | None:
        """A tool name fused with its argument: ``<remember_fact="…"/>`` is ``remember(fact=…)``.
        None when no split of the name gives a known tool and one of its arguments."""
        for sep in range(len(name) - 1, 0, -1):
            if name[sep] not in "_-":
                continue
            tool = self.names.resolve_exact(name[:sep])
            if tool is None:
                continue
            args = {normalize(a) for a in self.tools[tool].args_type.__struct_fields__}
            if normalize(name[sep + 1 :]) not in args:
                continue
            lexed = lex_attrs(buf, i + 1 + sep + 1, eof, True)
            if isinstance(lexed, NeedMore):
                return More(wait=lexed.wait)
            if lexed is None:
                return None
            attrs, bare, end, self_closing, closed, cut = lexed
            return self._tool_tag(buf, i, tool, attrs, bare, end, self_closing, closed, cut, eof)
        return None

    def _callish(self, buf: str, k: int, eof: bool) -> bool | More:
        """Whether the payload starting at ``k`` begins like a call: markup, JSON, a code fence, a
        known tool's name or any name followed by its arguments."""
        n = len(buf)
        c = buf[k]
        if c in "{[<`":
            return True
        m = IDENT.match(buf, k)
        if m is None:
            return False
        j = m.end()
        while j < n and buf[j] in " \t":
            j += 1
        if j >= n and not eof:
            return More()
        if self.names.resolve(m.group()) is not None or m.group() == "call":
            return True
        return j < n and buf[j] in "({:"

    def _mention(self, buf: str, start: int, eof: bool) -> bool | More:
        """Whether a ``<tool_call>`` opener at ``start`` is a word in prose rather than a wrapper:
        what follows does not begin like a call and no closer ends its line (or another opener
        follows at once). A wrapper with nothing after it is a cut-off call, not a mention."""
        n = len(buf)
        k = start
        while k < n and buf[k].isspace():
            k += 1
        if k >= n:
            return More(wait="") if not eof else False
        if buf[k] == "<":
            m = _TAG_NAME.match(buf, k + 1)
            if m is None or m.end() >= n:
                return More() if m is not None and not eof else False
            return is_call_tag(base_name(m.group())) and buf[m.end()] == ">"
        callish = self._callish(buf, k, eof)
        if callish is not False:
            return callish if isinstance(callish, More) else False
        line_end = buf.find("\n", k, k + BODY_LIMIT)
        stop = line_end if line_end >= 0 else min(n, k + BODY_LIMIT)
        if CALL_CLOSERS.search(buf, k, stop) is not None:
            return False
        if line_end < 0 and not eof and n < k + BODY_LIMIT:
            return More(wait="\n>", limit=k + BODY_LIMIT)
        return True

    def _format_wrapper(self, buf: str, i: int, end: int, name: str, eof: bool, depth: int) -> Decision:
        """``<json>…</json>``, ``<xml>…</xml>``: an unknown tag around nothing but calls is part of
        them. Decided on the first character of its content, so prose tags cost nothing."""
        n = len(buf)
        k = end
        while k < n and buf[k].isspace():
            k += 1
        if k >= n:
            return Prose(i + 1) if eof else More()
        if buf[k] not in "{[<":
            return Prose(i + 1)
        close = self._find_close(buf, end, n, lambda w: w.lower() == name.lower(), PAYLOAD_LIMIT, eof)
        if isinstance(close, More):
            return close
        if close is None:
            return Prose(i + 1)
        visible, found = self.scan_all(buf[end : close[0]], depth)
        if found and not visible.strip():
            return Markup(close[1], tuple(found))
        return Prose(i + 1)

    def _find_close(
        self,
        buf: str,
        start: int,
        n: int,
        matches: Callable[[str], bool],
        limit: int,
        eof: bool,
        same_line: bool = False,
    ) -> More | None | tuple[int, int]:
        """The first ``</name>`` accepted by ``matches`` that ends within ``limit`` chars of
        ``start`` (and, with ``same_line``, before the next newline)."""
        window_end = min(n, start + limit)
        newline = buf.find("\n", start, window_end) if same_line else -1
        if newline >= 0:
            window_end = newline
        for m in _CLOSE_TAG.finditer(buf, start, window_end):
            if matches(m.group(1)):
                return m.start(), m.end()
        if newline < 0 and not eof and n < start + limit:
            return More(wait=">\n" if same_line else ">", limit=start + limit)
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
        if not needs_body and not unfilled(self.tools[tool], kwargs, positional):
            # ">" instead of "/>": nothing is left for a body to say, so no waiting for one
            return Markup(end, (first,))
        same = lambda w: self.names.resolve(w) == tool  # noqa: E731
        if needs_body:
            close = self._find_close(buf, end, n, same, n, eof)
        else:  # an optional argument may come as a short body on the same line
            close = self._find_close(buf, end, n, same, BODY_LIMIT, eof, same_line=True)
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

    # -- results, <function=…> --------------------------------------------------------------------

    def _result(self, buf: str, start: int, eof: bool) -> Decision:
        m = RESULT_CLOSERS.search(buf, start)
        if m is not None:
            return Markup(m.end())
        return Markup(len(buf)) if eof else More(wait=">")

    def _function_eq(self, buf: str, i: int, k: int, eof: bool, depth: int) -> Decision:
        m = _FUNCTION_EQ.match(buf, k)
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
        closers: re.Pattern[str] = FUNCTION_CLOSERS,
    ) -> Decision:
        span = self._payload_span(buf, start, eof, closers)
        if isinstance(span, More):
            return span
        p_end, end, cut = span
        raw = buf[i:end]
        body = buf[start:p_end]
        if cut and body.strip()[:1] in ("{", "[") and ends_in_string(body):
            return Markup(end, (Rejection(raw, self.names.resolve(target) or target, CUT_OFF),))
        return Markup(end, (self._named_call(raw, target, params, body),))

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

    def _call_at_end(self, raw: str, explicit: bool = True) -> tuple[Found, ...]:
        """A call (JSON, Python-style, ``call:``) still open when the reply ended: missing only
        closing brackets, it is closed and read (a call, or a rejection of what it says); stopped
        inside a value, it was cut off. Not ``explicit`` (JSON in prose): () when it does not have
        a call's shape."""
        closers = missing_closers(raw)
        found = self._expression(raw + (closers or ""), raw, explicit=explicit)
        if not found:
            return ()
        if closers is not None:
            return tuple(found)
        names: list[str | None] = list(dict.fromkeys(f.name for f in found if f.name))
        names = names or [self._leading_name(raw)]
        return tuple(Rejection(raw, name, CUT_OFF) for name in names)

    def _leading_name(self, raw: str) -> str | None:
        m = IDENT.match(raw.lstrip("[ ").removeprefix("call:"))
        return (self.names.resolve(m.group()) or m.group()) if m else None

    def _brace(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        return self._json_call(buf, i, i, eof)

    def _json_call(self, buf: str, i: int, k: int, eof: bool) -> Decision:
        """A JSON call whose markup starts at ``i`` and whose object opens at ``k``."""
        n = len(buf)
        opening = _opens(_JSON_OBJECT_START, buf, k, eof)
        if opening is not True:
            return More() if opening is None else Prose(i + 1)
        e = self._json_like(buf, i, eof)
        if isinstance(e, More):
            return e
        if e is None:
            if eof and n < i + JSON_LIMIT and _CUTOFF_JSON.match(buf, k):
                at_end = self._call_at_end(buf[i:n], explicit=False)
                if at_end:
                    return Markup(n, at_end)
            return Prose(i + 1)
        j = stray_end(buf, e)
        if j >= n and not eof:
            return More()  # a stray closing bracket may still follow (decided before any parsing)
        found = self._expression(buf[i:e], buf[i:e], explicit=False)
        return Markup(j, tuple(found)) if found else Prose(e)

    def _marker(self, buf: str, i: int, bracket: int, eof: bool, depth: int) -> Decision:
        """``functools[…]``: the marker word belongs to the calls after it, or is prose."""
        d = self._bracket(buf, bracket, eof, depth)
        if isinstance(d, (More, Markup)):
            return d
        return Prose(bracket)

    def _bracket(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        if buf.startswith("[TOOL_CALLS]", i):
            return self._wrapper(buf, i, i + 12, eof, depth, CALL_CLOSERS)
        if not eof and "[TOOL_CALLS]".startswith(buf[i:]):
            return More()
        k = i + 1
        while k < n and buf[k].isspace():
            k += 1
        if k >= n:
            return Prose(i + 1) if eof else More()
        if buf[k] == "{":
            return self._json_call(buf, i, k, eof)
        m = IDENT.match(buf, k)
        if m is None:
            return Prose(i + 1)
        if m.end() >= n:
            return Prose(i + 1) if eof else More()
        if buf[m.end()] != "(" or self.names.resolve(m.group()) is None:
            return Prose(i + 1)
        opening = _opens(_CALL_ARGS_START, buf, m.end(), eof)
        if opening is not True:
            return More() if opening is None else Prose(i + 1)
        e = balanced_end(buf, i, min(n, i + CALL_LIMIT))
        if e is None:
            if n >= i + CALL_LIMIT:
                return Prose(i + 1)
            if eof:
                return Markup(n, self._call_at_end(buf[i:n]))
            return More(wait="])", limit=i + CALL_LIMIT)
        j = stray_end(buf, e)
        if j >= n and not eof:
            return More()  # a stray closing bracket may still follow (decided before any parsing)
        cands = pythonic(buf[i:e])
        if not cands or any(c.name is None or self.names.resolve(c.name) is None for c in cands):
            return Prose(i + 1)
        return Markup(j, tuple(self._candidates(cands, buf[i:e])))

    def _bare_call(self, buf: str, i: int, paren: int, eof: bool) -> Decision:
        n = len(buf)
        tool = self.names.resolve_exact(buf[i:paren])
        if tool is None:
            return Prose(paren)
        opening = _opens(_CALL_ARGS_START, buf, paren, eof)
        if opening is not True:
            return More() if opening is None else Prose(paren)
        e = balanced_end(buf, paren, min(n, paren + CALL_LIMIT))
        if e is None:
            if n >= paren + CALL_LIMIT:
                return Prose(paren)
            if eof:
                return Markup(n, self._call_at_end(buf[i:n]))
            return More(wait=")", limit=paren + CALL_LIMIT)
        cands = pythonic(buf[i:e])
        if not cands:
            return Prose(paren)
        return Markup(e, tuple(self._candidates(cands, buf[i:e])))

    def _gemma(self, buf: str, i: int, eof: bool) -> Decision:
        n = len(buf)
        m = IDENT.match(buf, i + 5)
        if m is None:
            return Prose(i + 1) if eof or i + 5 < n else More()
        k = m.end()
        while k < n and buf[k] in " \t":
            k += 1
        if k >= n:
            return Prose(i + 1) if eof else More()
        if buf[k] != "{":
            return Prose(i + 1)
        opening = _opens(_GEMMA_ARGS_START, buf, k, eof)
        if opening is not True:
            return More() if opening is None else Prose(i + 1)
        e = balanced_end(buf, k, min(n, k + CALL_LIMIT))
        if e is None:
            if n >= k + CALL_LIMIT:
                return Prose(i + 1)
            if eof:
                return Markup(n, self._call_at_end(buf[i:n]))
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
