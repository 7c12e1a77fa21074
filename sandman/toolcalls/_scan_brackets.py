"""The scanner's rules for calls written as expressions, and for backtick code.

JSON (``{…}``, ``[{…}]``), Python-style calls (``name(…)``, ``[name(…)]``, ``functools[…]``),
``[TOOL_CALLS]``, FunctionGemma's ``call:name{…}`` and a tool named bare with its attributes
(``remember fact="…"``); inline code and code fences, which hide the calls they hold (the rules
themselves are described in ``_scan``).
"""

from __future__ import annotations

import html
import re

from .._edits import normalize
from ._args import build_call
from ._payload_brackets import balanced_end, missing_closers
from ._payload_python import pythonic
from ._scan_payload import CUT_OFF, IDENT, PayloadRules, stray_end
from ._scan_types import Decision, Found, Markup, More, Prose
from ._tags import CURLY_QUOTES
from ._types import Rejection
from ._vocab import CALL_CLOSERS

JSON_LIMIT = 4000  # a call's JSON is far shorter; a stray "{" is released after this many chars
CALL_LIMIT = 2000
INLINE_CODE_LIMIT = 200

_CUTOFF_JSON = re.compile(
    r"[{\[]\s*[\"']?(name|tool|tool_name|function|tool_calls)[\"']?\s*:", re.I
)

# How a JSON object or a call's argument list plausibly opens. Checking this before the (bounded
# but linear) bracket matching keeps degenerate text like '{"a{"a{"a…' from costing quadratic time.
_JSON_OBJECT_START = re.compile(
    r"\{\s{0,8}(?:\}|(?:\"[^\"\n]{1,60}\"|'[^'\n]{1,60}'|[A-Za-z_][\w\-]{0,60})\s{0,8}:\s{0,8}[\"'{\[\d\-tfnTFN])"
)
_CALL_ARGS_START = re.compile(r"\(\s{0,8}(?:\)|[\"'{]|[A-Za-z_][\w\-]{0,60}\s{0,8}[=:])")
_GEMMA_ARGS_START = re.compile(r"\{\s{0,8}(?:\}|[\"']|[A-Za-z_][\w\-]{0,60}\s{0,8}:)")
_OPENING_SPAN = 160  # longer than any match of the two patterns above

# 'remember fact="…"': a tool named bare, whitespace, then a parameter as a key="value" attribute.
# Every part is bounded, so the stream's hold of a final name and key (BARE_ATTRS_TAIL, within
# BARE_ATTRS_SPAN characters) sees the start of any text that may still become one.
_QUOTES = {'"': '"', "'": "'", **CURLY_QUOTES}  # opening quote -> closing quote
_QUOTE = "[" + "".join(_QUOTES) + "]"
_BARE_NAME = r"[A-Za-z_][\w.\-]{0,63}"
_KEY = r"[A-Za-z_][\w\-]{0,31}"
BARE_ATTRS = rf"{_BARE_NAME}[ \t]{{1,4}}{_KEY}={_QUOTE}"  # for the scanner's trigger
BARE_ATTRS_TAIL = re.compile(rf"(?<![\w.\-])({_BARE_NAME})[ \t]{{1,4}}(?:({_KEY})(=?))?\Z")
BARE_ATTRS_SPAN = 64 + 4 + 32 + 1
_BARE_ATTRS = re.compile(rf"({_BARE_NAME})[ \t]{{1,4}}({_KEY})=({_QUOTE})")
_NEXT_ATTR = re.compile(rf"(?:,[ \t]{{0,4}}|[ \t]{{1,4}})({_KEY})=({_QUOTE})")
_NEXT_ATTR_START = re.compile(
    rf"[ \t]{{0,4}},?[ \t]{{0,4}}(?:{_KEY}=?|/)?"
)  # may become one, or "/>"
_SELF_CLOSE = re.compile(r"[ \t]{0,4}/>")


def _opens(pattern: re.Pattern[str], buf: str, i: int, eof: bool) -> bool | None:
    """Whether ``pattern`` matches at ``i``; None while more text could still decide it.

    The patterns end in a fixed character, so a match found now is a match for any continuation.
    """
    if pattern.match(buf, i) is not None:
        return True
    if not eof and len(buf) - i < _OPENING_SPAN:
        return None
    return False


class BracketRules(PayloadRules):
    """Mixed into ``Scanner``: decides a candidate that starts with ``{``, ``[``, a backtick,
    ``call:``, a call marker word or ``name(``."""

    # -- "{", "[", "call:", name( ------------------------------------------------------------------

    def _json_like(self, buf: str, i: int, eof: bool) -> More | int | None:
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

    def _bare_attrs(self, buf: str, i: int, eof: bool) -> Decision:
        """``remember fact="…"``: a tool named exactly (it is bare: no typos), then one of its own
        parameters, ``=`` and a quote; any further ``key="value"`` attributes and a stray ``/>``
        belong to it. Otherwise the name is prose ("remember that fact=…")."""
        n = len(buf)
        m = _BARE_ATTRS.match(buf, i)
        assert m is not None  # the trigger matched it
        tool = self.names.resolve_exact(m.group(1))
        if tool is None or normalize(m.group(2)) not in self.params[tool]:
            return Prose(m.end(1))
        attrs: dict[str, str] = {}
        key, quote, k = m.group(2), m.group(3), m.end()
        while True:
            closer = _QUOTES[quote]
            e = buf.find(closer, k, k + CALL_LIMIT)
            while e >= 0 and e + 1 < n and (buf[e + 1].isalnum() or buf[e + 1] == "_"):
                e = buf.find(
                    closer, e + 1, k + CALL_LIMIT
                )  # inside a word ("I'm"), not a closing quote
            if e < 0:
                if n >= k + CALL_LIMIT:
                    return Prose(m.end(1))
                if eof:
                    return Markup(n, (Rejection(buf[i:n], tool, CUT_OFF),))
                return More(wait=closer, limit=k + CALL_LIMIT)
            if e + 1 >= n and not eof:
                return More()  # a letter after it would make it an apostrophe
            attrs[key] = html.unescape(buf[k:e])
            j = e + 1
            nxt = _NEXT_ATTR.match(buf, j)
            if nxt is None:
                break
            key, quote, k = nxt.group(1), nxt.group(2), nxt.end()
        if not eof and _NEXT_ATTR_START.fullmatch(buf, j):
            return More()
        close = _SELF_CLOSE.match(buf, j)
        end = close.end() if close else j
        return Markup(end, (build_call(self.tools, tool, buf[i:end], attrs, ()),))

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
