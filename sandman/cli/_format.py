"""How journal records read in a terminal (shared by the commands and the chat's / commands).

Everything that came from the journal goes through ``escape_controls``: a dream holding
``\\x1b]0;title\\x07`` prints as those characters, not as a terminal command.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..storage import ConversationSummary, Dream, Memory, Turn
from ._common import plural
from ._text import escape_controls, one_line

_LISTING_WIDTH = 100


def dream_heading(d: Dream) -> str:
    title = f' "{one_line(d.title, 80)}"' if d.title else ""
    mood = f" (mood: {one_line(d.mood, 40)})" if d.mood else ""
    return f"#{d.id}  {d.date}{title}{mood}"


def dream_summary(d: Dream) -> str:
    """Two lines: id, date, title and mood; then the start of the text."""
    return f"{dream_heading(d)}\n    {one_line(d.text, _LISTING_WIDTH)}"


def dream_full(d: Dream) -> str:
    """The whole dream, as ``show`` prints it."""
    return f"{dream_heading(d)}\n\n{escape_controls(d.text)}"


def dream_list(dreams: Sequence[Dream], search: str | None = None) -> str:
    if dreams:
        return "\n".join(dream_summary(d) for d in dreams)
    if search is not None:
        return f"No dreams match {escape_controls(repr(search))}."
    return 'No dreams yet. Add one with: sandman log "I was flying over a city"'


def memory_line(m: Memory) -> str:
    return f"#{m.id}  {one_line(m.fact, _LISTING_WIDTH)}"


def memory_list(memories: Sequence[Memory]) -> str:
    if not memories:
        return "Sandman remembers nothing about you yet."
    return "\n".join(memory_line(m) for m in memories)


def _when(stamp: str) -> str:
    """``2024-03-02T21:04:05.123Z`` → ``2024-03-02 21:04`` (UTC); anything else as it is."""
    return stamp[:16].replace("T", " ") if len(stamp) >= 16 and stamp[10] == "T" else stamp


def conversation_list(
    conversations: Sequence[ConversationSummary], current: str | None = None
) -> str:
    if not conversations:
        return "No conversations yet. Start one with: sandman chat"
    width = max(len(c.id) for c in conversations)
    lines = []
    for c in conversations:
        mark = "*" if c.id == current else " "
        lines.append(
            f"{mark}{escape_controls(c.id):<{width}}  {_when(c.updated)}  "
            f"{plural(c.turns, 'turn'):>9}  {one_line(c.last_user_text, 60)}"
        )
    return "\n".join(lines)


def turn_lines(turns: Sequence[Turn]) -> str:
    """A conversation as it was read: each message and its reply, oldest first."""
    out: list[str] = []
    for t in turns:
        out.append(f"[{_when(t.created)}] you: {escape_controls(t.user_text)}")
        out.append(f"sandman: {escape_controls(t.reply_text) or '(no reply)'}")
        out.append("")
    return "\n".join(out).rstrip("\n")
