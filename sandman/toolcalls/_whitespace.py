"""Whitespace around removed markup, normalized the same way however the text was chunked.

Text without removals passes through unchanged. Where markup was cut out, the whitespace on both
sides of the cut collapses to one separator: a blank line if either side had one, else a newline
if either had one, else a space; none at the start or end of the reply, and none before closing punctuation
(``I'll note that <remember …/>.`` reads ``I'll note that.``). The only text held back is
trailing whitespace, since a cut may still follow it. Separators right after a cut (``;`` or
``,`` between two calls, ``{…}; {…}``) are held too: another cut drops them, text releases them.
"""

from __future__ import annotations

import enum
import re

_CLOSING_PUNCTUATION = frozenset(".,;:!?)]}")
_SEPARATOR_RUN = re.compile(r"[\s;,]*")


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
        self._run_start = 0  # where the whitespace after the latest cut starts in _pending
        self._most_newlines = 0  # in one whitespace run between cuts, since the last word
        self._held = ""  # separators (and whitespace) right after a cut

    def cut(self) -> None:
        if self._held:  # a separator between two cuts: only its whitespace counts
            self._pending += "".join(c for c in self._held if c.isspace())
            self._held = ""
        self._most_newlines = max(self._most_newlines, self._run_newlines())
        self._run_start = len(self._pending)
        if self._state is _State.START:
            self._state = _State.START_CUT
        elif self._state is _State.TEXT:
            self._state = _State.CUT

    def text(self, text: str) -> str:
        if self._state in (_State.CUT, _State.START_CUT):
            run = _SEPARATOR_RUN.match(text)
            assert run is not None
            if self._held or ";" in run.group() or "," in run.group():
                if run.end() == len(text):
                    self._held += text
                    return ""
                text, self._held = self._held + text, ""
        body = text.lstrip()
        if not body:
            self._pending += text
            return ""
        self._pending += text[: len(text) - len(body)]
        trail_start = len(body.rstrip())
        out = self._separator(body[0]) + body[:trail_start]
        self._pending = body[trail_start:]
        self._run_start = 0
        self._most_newlines = 0
        self._state = _State.TEXT
        return out

    def close(self) -> str:
        """The held-back trailing whitespace, unless markup was removed after the last word."""
        pending, self._pending = self._pending, ""
        self._held = ""
        self._run_start = 0
        return pending if self._state in (_State.START, _State.TEXT) else ""

    def _run_newlines(self) -> int:
        return self._pending.count("\n", self._run_start)

    def _separator(self, following: str) -> str:
        pending = self._pending
        if self._state in (_State.START, _State.TEXT):
            return pending
        if self._state is _State.START_CUT:
            return ""
        newlines = max(self._most_newlines, self._run_newlines())
        if newlines >= 2:
            return "\n\n"
        if newlines == 1:
            return "\n"
        if not pending or following in _CLOSING_PUNCTUATION:
            return ""
        return " "
