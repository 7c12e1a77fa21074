"""What ``sandman chat`` and ``sandman ask`` share: conversation and turn ids, the message check,
which conversation to talk in, the tools shown on stderr, and closing a turn's events."""

from __future__ import annotations

import argparse
import secrets
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TextIO, TypeVar

from ..messages import ToolFinished, ToolStarted
from ..storage import Journal, JournalError
from ._common import InputError
from ._text import escape_controls

T = TypeVar("T")


def status(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def new_conversation_id() -> str:
    return secrets.token_hex(4)


def new_turn_id() -> str:
    return f"turn-{secrets.token_hex(6)}"


def check_message(text: str) -> str:
    """A message must be valid Unicode text to be stored and tokenized."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise InputError("the message is not valid UTF-8; it was not sent") from None
    return text


class ToolDisplay:
    """Which tools ran, on stderr (dimmed at a terminal), so that stdout carries only the reply.
    What they found is not repeated here: the reply opens with it (its lead)."""

    def __init__(self, out: TextIO) -> None:
        self._out = out
        self._dim = out.isatty()

    def _write(self, text: str) -> None:
        if self._dim:
            text = f"\x1b[2m{text}\x1b[0m"
        print(text, file=self._out, flush=True)

    def started(self, event: ToolStarted) -> None:
        args = ", ".join(f"{k}={v!r}" for k, v in event.args.items())
        self._write(escape_controls(f"  · {event.name}({args})"))

    def finished(self, event: ToolFinished) -> None:
        if not event.ok:
            first = event.output.strip().splitlines()[:1] or ["failed"]
            self._write(escape_controls(f"    {event.name} failed: {first[0]}"))


@asynccontextmanager
async def closing(events: AsyncIterator[T]) -> AsyncIterator[AsyncIterator[T]]:
    """Close an async generator when the block ends, however it ends (the turn is cancelled
    if it was still running), instead of leaving it to the garbage collector."""
    try:
        yield events
    finally:
        aclose = getattr(events, "aclose", None)
        if aclose is not None:
            await aclose()


async def pick_conversation(journal: Journal, args: argparse.Namespace) -> tuple[str, int]:
    """The conversation to talk in and how many turns it already has: ``--conversation ID``
    (which must exist), the latest one for ``--continue``, else a new one."""
    if args.conversation is not None:
        try:
            turns = await journal.conversation_turns(args.conversation)
        except JournalError:
            raise InputError(
                f"no conversation {args.conversation!r} in {journal.path} "
                "(`sandman conversations` lists them)"
            ) from None
        return args.conversation, len(turns)
    if args.continue_:
        latest = await journal.conversations(limit=1)
        if latest:
            return latest[0].id, latest[0].turns
        status("No earlier conversation to continue; starting a new one.")
    return new_conversation_id(), 0


__all__ = [
    "ToolDisplay",
    "check_message",
    "closing",
    "new_conversation_id",
    "new_turn_id",
    "pick_conversation",
    "status",
]
