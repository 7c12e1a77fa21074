"""``StreamParser`` (feed text as it streams, get the visible part) and ``parse`` (whole text)."""

from __future__ import annotations

import enum
from collections.abc import Mapping
from functools import lru_cache

from ..tools import TOOLS, ToolSpec
from ._scan import Scanner, log
from ._scan_types import Cut, Failed, More, Stop, Text
from ._types import ParsedCall, ParseResult, Rejection
from ._whitespace import WhitespaceNormalizer


@lru_cache(maxsize=16)
def _scanner_for(tools: tuple[tuple[str, ToolSpec], ...]) -> Scanner:
    # Scanners hold no per-reply state, only name caches worth keeping across replies.
    return Scanner(dict(tools))


def _scanner(tools: Mapping[str, ToolSpec]) -> Scanner:
    try:
        return _scanner_for(tuple(tools.items()))
    except TypeError:  # a registry with unhashable specs: no sharing
        return Scanner(tools)


class _State(enum.Enum):
    OPEN = "open"
    STOPPED = "stopped"  # an end-of-turn token was seen: the rest is dropped
    CLOSED = "closed"


class StreamParser:
    """Sans-IO tool-call parser and markup stripper for one model reply.

    ``feed(chunk)`` returns the visible text that is safe to show now; it holds back only a
    suffix that could still turn out to be markup (an unfinished tag, JSON object, fence, a word
    that may become ``remember(``, a tool's name that may become ``remember fact="``) and trailing
    whitespace. ``close()`` returns the rest and fixes ``result``. For any chunking, the
    concatenated output equals ``parse(text).text``.

    Errors and resources: nothing raises on any input text. Feeding after ``close()`` is a
    programming error and raises ``RuntimeError``; ``close()`` again returns "". Before
    ``close()``, ``result`` holds what has been decided so far (calls can be started early). The
    parser owns no I/O and no clock, only its buffer of undecided text. Identical calls (same tool,
    same arguments) are reported once: a model looping on one call must not store a fact twice.

    Reasoning (``<think>…</think>`` and its variants) is never visible. ``reasoning_open=True``
    says the prompt ended inside an open reasoning block (as Qwen3 and DeepSeek-R1 templates
    render it), so the reply is hidden up to the first ``</think>``; without it, text before a
    stray ``</think>`` has already been shown and stays visible.

    A bug in the parser never shows raw markup: it is logged (logger ``sandman.toolcalls``),
    counted in ``failures``, and the rest of the reply (from the text not yet decided) is hidden.
    """

    def __init__(
        self, tools: Mapping[str, ToolSpec] = TOOLS, *, reasoning_open: bool = False
    ) -> None:
        self._scanner = _scanner(tools)
        # buf[0] is the last decided character: context for word boundaries
        self._buf = "\n<think>" if reasoning_open else "\n"
        self._failures = 0
        self._ws = WhitespaceNormalizer()
        self._out: list[str] = []
        self._calls: list[ParsedCall] = []
        self._rejected: list[Rejection] = []
        self._state = _State.OPEN
        self._wait: More | None = None

    def feed(self, chunk: str) -> str:
        if self._state is _State.CLOSED:
            raise RuntimeError("StreamParser.feed() after close()")
        if self._state is _State.STOPPED or not chunk:
            return ""
        self._buf += chunk
        wait = self._wait
        if (
            wait is not None
            and len(self._buf) < wait.limit
            and not any(c in chunk for c in wait.wait)
        ):
            return ""  # the undecided candidate cannot be decided by this chunk
        return self._step(eof=False)

    def close(self) -> str:
        if self._state is _State.CLOSED:
            return ""
        out = self._step(eof=True) if self._state is _State.OPEN else ""
        tail = self._ws.close()
        self._out.append(tail)
        self._state = _State.CLOSED
        self._buf = ""
        return out + tail

    @property
    def failures(self) -> int:
        """How many times the scanner failed on this reply (0 or 1: the rest is then hidden)."""
        return self._failures

    @property
    def result(self) -> ParseResult:
        return ParseResult(tuple(self._calls), "".join(self._out), tuple(self._rejected))

    def _step(self, eof: bool) -> str:
        try:
            return self._scan(eof)
        except Exception:  # a bug must not show markup: hide the undecided rest, say so in the log
            log.exception("tool-call parser failed; the rest of the reply is hidden")
            self._failures += 1
            self._ws.cut()
            self._state = _State.STOPPED
            self._buf = "\n"
            self._wait = None
            return ""

    def _scan(self, eof: bool) -> str:
        events, consumed, hint = self._scanner.scan(self._buf, eof)
        out: list[str] = []
        for event in events:
            if isinstance(event, Text):
                out.append(self._ws.text(event.text))
            elif isinstance(event, Cut):
                self._ws.cut()
                for found in event.found:
                    if isinstance(found, ParsedCall):
                        if found not in self._calls:
                            self._calls.append(found)
                    elif found not in self._rejected:
                        self._rejected.append(found)
            elif isinstance(event, (Stop, Failed)):
                self._ws.cut()
                self._state = _State.STOPPED
                self._failures += isinstance(event, Failed)
        shift = consumed - 1
        self._buf = self._buf[shift:]
        if hint is not None and hint.wait:
            # without a limit, only the awaited characters (or close()) can decide
            limit = hint.limit - shift if hint.limit else 1 << 62
            self._wait = More(hint.wait, limit)
        else:
            self._wait = None
        text = "".join(out)
        self._out.append(text)
        return text


def parse(
    text: str, tools: Mapping[str, ToolSpec] = TOOLS, *, reasoning_open: bool = False
) -> ParseResult:
    """Calls, rejections and visible text of a complete model reply. Never raises."""
    parser = StreamParser(tools, reasoning_open=reasoning_open)
    parser.feed(text)
    parser.close()
    return parser.result
