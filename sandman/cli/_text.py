"""Text for a terminal: control characters made visible, streamed text wrapped at word
boundaries. Pure functions and small state machines; no I/O."""

from __future__ import annotations

import re
import unicodedata

from wcwidth import wcwidth

_KEEP = frozenset("\n\t")


def _is_control(char: str) -> bool:
    return unicodedata.category(char) == "Cc" and char not in _KEEP


def escape_controls(text: str) -> str:
    """``text`` with every control character but newline and tab written out as ``\\xNN`` (or
    ``\\uNNNN``), so stored text can never move the cursor, retitle the window or clear the
    screen when printed. The stored text itself is left as the user wrote it."""
    if not any(_is_control(c) for c in text):
        return text
    return "".join(
        (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}") if _is_control(c) else c
        for c in text
    )


def one_line(text: str, width: int) -> str:
    """``text`` on one line (whitespace collapsed, controls escaped), cut to ``width`` with '…'."""
    body = " ".join(escape_controls(text).split())
    if len(body) > width:
        body = body[: width - 1].rstrip() + "…"
    return body


def display_width(text: str) -> int:
    """Columns ``text`` takes in a terminal (wide characters count 2, combining ones 0)."""
    return sum(max(wcwidth(c), 0) for c in text)


_SPACE = re.compile(r"(\s)")


class WordWrapper:
    """Wraps text that arrives in pieces (streamed tokens) at word boundaries.

    ``feed(piece)`` returns what can be printed now: whole words, each preceded by a line break
    when it would not fit on the current line; the word still arriving is held back until a
    space or a line break ends it (``flush()`` releases it at the end). Words longer than a
    line are broken. Newlines in the text start a new line as usual. ``width`` 0 disables
    wrapping (everything passes straight through).
    """

    def __init__(self, width: int, column: int = 0) -> None:
        self.width = width
        self.column = column
        self._word = ""
        self._pending_space = ""

    def feed(self, piece: str) -> str:
        if self.width <= 0:
            return piece
        out: list[str] = []
        for part in _SPACE.split(piece):
            if not part:
                continue
            if part == "\n":
                out.append(self._emit_word())
                self._pending_space = ""
                out.append("\n")
                self.column = 0
            elif part.isspace():
                out.append(self._emit_word())
                if self.column > 0:
                    self._pending_space += " " if part != "\t" else "    "
            else:
                self._word += part
        return "".join(out)

    def flush(self) -> str:
        return self._emit_word() if self.width > 0 else ""

    def _emit_word(self) -> str:
        word, self._word = self._word, ""
        if not word:
            return ""
        space, self._pending_space = self._pending_space, ""
        size = display_width(word)
        out: list[str] = []
        if self.column > 0 and self.column + display_width(space) + size > self.width:
            out.append("\n")
            self.column = 0
            space = ""
        out.append(space)
        self.column += display_width(space)
        while self.column + size > self.width:  # a word longer than the line: break it
            room = self.width - self.column
            cut = _prefix_fitting(word, room) or 1
            out.append(word[:cut] + "\n")
            word = word[cut:]
            size = display_width(word)
            self.column = 0
        out.append(word)
        self.column += size
        return "".join(out)


def _prefix_fitting(word: str, columns: int) -> int:
    used = 0
    for i, c in enumerate(word):
        used += max(wcwidth(c), 0)
        if used > columns:
            return i
    return len(word)
