"""Whitespace around removed markup, normalized the same way however the text was chunked.

Text without removals passes through unchanged. Where markup was cut out, the whitespace on both
sides of the cut collapses to one separator: a blank line if either side had one, else a newline
if any, else a space; none at the start or end of the reply, and none before closing punctuation
(``I'll note that <remember …/>.`` reads ``I'll note that.``). The only text held back is
trailing whitespace, since a cut may still follow it.
"""

from __future__ import annotations

import enum
import re

_RUNS = re.compile(r"(\s+)|(\S+)")
_CLOSING_PUNCTUATION = frozenset(".,;:!?)]}")


class _State(enum.Enum):
    START = "start"  # nothing visible yet
    TEXT = "text"  # visible text emitted; pending whitespace untouched by cuts
    CUT = "cut"  # visible text emitted, then markup removed since the last visible character
    START_CUT = "start_cut"  # markup removed before any visible text


class WhitespaceNormalizer:
    """Feed visible text and cut marks in order; get the text to show. Never raises."""

    def __init__(self) -> None:
        self._state = _State.START
        self._pending = ""

    def cut(self) -> None:
        if self._state is _State.START:
            self._state = _State.START_CUT
        elif self._state is _State.TEXT:
            self._state = _State.CUT

    def text(self, text: str) -> str:
        out: list[str] = []
        for m in _RUNS.finditer(text):
            ws = m.group(1)
            if ws is not None:
                self._pending += ws
                continue
            word = m.group(2)
            out.append(self._separator(word[0]))
            out.append(word)
            self._pending = ""
            self._state = _State.TEXT
        return "".join(out)

    def close(self) -> str:
        """The held-back trailing whitespace, unless markup was removed after the last word."""
        pending, self._pending = self._pending, ""
        return pending if self._state in (_State.START, _State.TEXT) else ""

    def _separator(self, following: str) -> str:
        pending = self._pending
        if self._state in (_State.START, _State.TEXT):
            return pending
        if self._state is _State.START_CUT:
            return ""
        newlines = pending.count("\n")
        if newlines >= 2:
            return "\n\n"
        if newlines == 1:
            return "\n"
        if not pending or following in _CLOSING_PUNCTUATION:
            return ""
        return " "
