"""What the scanner's rules decide about a candidate, and the events a scan of a buffer yields."""

from __future__ import annotations

from typing import NamedTuple, TypeAlias

from ._types import ParsedCall, Rejection

Found: TypeAlias = ParsedCall | Rejection


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


class Failed(NamedTuple):
    """The scanner itself failed (a bug): the rest of the reply is hidden, never shown raw."""


Decision: TypeAlias = More | Prose | Markup | Stop


class Text(NamedTuple):
    text: str


class Cut(NamedTuple):
    found: tuple[Found, ...]


Event: TypeAlias = Text | Cut | Stop | Failed
