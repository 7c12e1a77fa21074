"""The streaming stripper and parser (sans-IO): text in, visible text and calls out.

``parse(text)`` is exactly ``StreamParser`` fed the whole text and closed, so the two cannot
disagree; the recognisers' contract (see ``_recognize``) makes the result independent of how the
text was chunked.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Mapping

import msgspec

from ..tools import TOOLS, ToolSpec
from ._recognize import MARKUP, NAMESPACES, SKIP, STOP, recognize
from ._registry import Registry, registry_for
from ._types import Item, ParsedCall, ParseResult, Rejection

# Where markup may start: tag, JSON, list, fence, ``name(`` and ``call:name{``.
_TRIGGER = re.compile(r"[<{\[`]|(?<![\w\-.:])(?:call:[A-Za-z_][\w\-.]*\{|[A-Za-z_][\w\-.]*\()")
# A word at the very end that more text could turn into ``name(`` or ``call:name{``.
_TAIL_WORD = re.compile(r"(?<![\w\-.:])[A-Za-z_][\w\-.:]*\Z")
_MAX_DEPTH = 4
_CLOSING_PUNCTUATION = frozenset(".,;:!?)]}")


class _State(enum.Enum):
    SCANNING = "scanning"  # between markup
    STOPPED = "stopped"  # an end-of-turn token was seen: the rest is not part of the reply
    CLOSED = "closed"


class _Visible:
    """Visible text with the whitespace rule applied.

    Whitespace is held until the next visible character. Where markup was removed, the
    whitespace runs around it collapse to the widest one among them (a space, one newline or
    one blank line) — and to nothing at the start or end of the reply, or before closing
    punctuation (``I'll keep that <remember …/>.`` reads ``I'll keep that.``).
    """

    __slots__ = ("_parts", "_runs", "_gap", "_started")

    def __init__(self) -> None:
        self._parts: list[str] = []
        self._runs: list[str] = [""]
        self._gap = False
        self._started = False

    def text(self, s: str) -> None:
        if not s:
            return
        body = s.lstrip()
        if not body:
            self._runs[-1] += s
            return
        self._runs[-1] += s[: len(s) - len(body)]
        core = body.rstrip()
        self._flush_runs(core[0])
        self._parts.append(core)
        self._runs = [body[len(core) :]]
        self._started = True

    def markup(self) -> None:
        self._gap = True
        self._runs.append("")

    def _flush_runs(self, next_char: str) -> None:
        if self._gap:
            if self._started:
                newlines = max(r.count("\n") for r in self._runs)
                if newlines:
                    self._parts.append("\n" * min(newlines, 2))
                elif any(self._runs) and next_char not in _CLOSING_PUNCTUATION:
                    self._parts.append(" ")
            self._gap = False
        else:
            self._parts.append(self._runs[0])
        self._runs = [""]

    def take(self, final: bool) -> str:
        if final:
            if not self._gap:
                self._parts.append("".join(self._runs))
            self._runs, self._gap = [""], False
        out = "".join(self._parts)
        self._parts = []
        return out


class StreamParser:
    """Strips tool markup from streamed model output and collects the calls in it.

    ``feed(chunk)`` returns the text that is safe to show now; it holds back only a suffix that
    could still become markup (and trailing whitespace). ``close()`` returns the rest, and
    ``result`` then holds the calls and rejections of the whole input, with ``text`` equal to
    everything returned. Nothing here raises on any input; feeding after ``close()`` is a
    programming error and raises ``RuntimeError``. No I/O, no clock, no threads.
    """

    def __init__(self, tools: Mapping[str, ToolSpec] = TOOLS, *, _depth: int = 0) -> None:
        self._reg: Registry = registry_for(tools)
        self._depth = _depth
        self._buf = ""
        self._pos = 0
        self._items: list[Item] = []
        self._visible = _Visible()
        self._emitted: list[str] = []
        self._state = _State.SCANNING
        self._result: ParseResult | None = None

    def feed(self, chunk: str) -> str:
        if self._state is _State.CLOSED:
            raise RuntimeError("StreamParser.feed() after close()")
        return self._run(chunk, final=False)

    def close(self) -> str:
        if self._state is _State.CLOSED:
            return ""
        out = self._run("", final=True)
        self._state = _State.CLOSED
        self._result = _result(self._items, "".join(self._emitted))
        return out

    @property
    def result(self) -> ParseResult:
        """The whole input's calls, rejections and visible text; only after ``close()``."""
        if self._result is None:
            raise RuntimeError("StreamParser.result is only available after close()")
        return self._result

    def _run(self, chunk: str, final: bool) -> str:
        if self._state is _State.SCANNING:
            self._scan(chunk, final)
        out = self._visible.take(final)
        self._emitted.append(out)
        return out

    def _scan(self, chunk: str, final: bool) -> None:
        buf = self._buf + chunk
        pos = self._pos
        n = len(buf)
        visible = self._visible
        while pos < n:
            m = _TRIGGER.search(buf, pos)
            if m is None:
                hold = n if final else self._hold_from(buf, pos)
                visible.text(buf[pos:hold])
                pos = hold
                break
            start = m.start()
            if start > pos:
                visible.text(buf[pos:start])
                pos = start
            decision = recognize(buf, start, final, self._reg, self._sub)
            if decision is None:
                break
            if decision[0] == SKIP:
                visible.text(buf[start : decision[1]])
            else:
                self._items.extend(decision[2])
                visible.markup()
                if decision[0] == STOP:
                    self._state = _State.STOPPED
                    pos = n
                    break
            pos = decision[1]
        # Keep one character before ``pos``: the trigger pattern looks behind for a word edge.
        keep = max(0, pos - 1)
        self._buf = buf[keep:] if self._state is _State.SCANNING else ""
        self._pos = pos - keep if self._state is _State.SCANNING else 0

    def _hold_from(self, buf: str, pos: int) -> int:
        m = _TAIL_WORD.search(buf, pos)
        if m is None:
            return len(buf)
        word = m.group()
        low = word.lower()
        namespace, dot, name = low.rpartition(".")
        if dot:
            held = namespace in NAMESPACES and (not name or self._reg.could_become_name(name))
            return m.start() if held else len(buf)
        if (
            low.startswith("call:")
            or "call:".startswith(low)
            or any(ns.startswith(low) for ns in NAMESPACES)
            or self._reg.could_become_name(name.rstrip(":"))
        ):
            return m.start()
        return len(buf)

    def _sub(self, content: str) -> tuple[list[Item], str]:
        """Parse the inside of a wrapper or fence as a reply of its own."""
        if self._depth >= _MAX_DEPTH:
            return [], content
        inner = StreamParser(self._reg.tools, _depth=self._depth + 1)
        text = inner.feed(content) + inner.close()
        return list(inner._items), text


def _result(items: list[Item], text: str) -> ParseResult:
    calls: list[ParsedCall] = []
    rejected: list[Rejection] = []
    seen: set[bytes] = set()
    for item in items:
        # A model stuck in a loop repeats the same call; it runs once.
        key = msgspec.json.encode(item)
        if key in seen:
            continue
        seen.add(key)
        if isinstance(item, ParsedCall):
            calls.append(item)
        else:
            rejected.append(item)
    return ParseResult(calls=tuple(calls), text=text, rejected=tuple(rejected))


def parse(text: str, tools: Mapping[str, ToolSpec] = TOOLS) -> ParseResult:
    """Parse a whole model output: the calls in it, its visible text and the rejected calls.

    Same result as feeding ``text`` to a ``StreamParser`` in any chunks. Never raises.
    """
    parser = StreamParser(tools)
    parser.feed(text)
    parser.close()
    return parser.result
