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
from collections.abc import Mapping

from ..tools import ToolSpec
from ._names import Names
from ._payload import balanced_end, missing_closers, pythonic
from ._scan_payload import CUT_OFF, IDENT, MAX_DEPTH, stray_end
from ._scan_tags import TagRules
from ._scan_types import Cut, Decision, Event, Failed, Found, Markup, More, Prose, Text
from ._types import Rejection
from ._vocab import CALL_CLOSERS, CALL_MARKERS

log = logging.getLogger("sandman.toolcalls")

JSON_LIMIT = 4000  # a call's JSON is far shorter; a stray "{" is released after this many chars
CALL_LIMIT = 2000
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


class Scanner(TagRules):
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
