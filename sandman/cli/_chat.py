"""``sandman chat`` and ``sandman ask``: conversation on top of the Python API.

Each ``chat`` (and each ``ask``) starts a new conversation unless told to continue one
(``--continue``: the latest; ``--conversation ID``). Conversations are kept in the journal.
"""

from __future__ import annotations

import argparse
import json
import secrets
import sys
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import TextIO, TypeVar

import trio

from ..messages import (
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnFailed,
    TurnFinished,
)
from ..storage import Journal, JournalError, open_journal
from ..wire import event_json
from ._trace import stderr_trace
from ._common import (
    InputError,
    add_db_argument,
    add_max_in_flight_argument,
    add_model_argument,
    journal_path,
    prepare_default_folder,
)
from ..wire import event_json
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


async def _ask(args: argparse.Namespace) -> int:
    import sandman

    path = journal_path(args)
    prepare_default_folder(path)
    existed = path.exists()
    async with open_journal(path) as journal:
        if not existed and not args.json:
            status(f"Created a new journal at {path}")
        conversation, _ = await pick_conversation(journal, args)
    tools = ToolDisplay(sys.stderr)
    failed = False
    line_open = False  # reply text printed since the last line break
    trace = stderr_trace(args.json) if args.trace else None
    async with sandman.open(
        model=args.model, db=path, max_in_flight=args.max_in_flight, trace=trace
    ) as app:
        async with closing(app.chat(check_message(args.text), conversation_id=conversation)) as events:
            async for event in events:
                if args.json:
                    print(json.dumps(event_json(event), ensure_ascii=False), flush=True)
                    failed = failed or isinstance(event, TurnFailed)
                    continue
                match event:
                    case TextDelta():
                        print(escape_controls(event.text), end="", flush=True)
                        line_open = line_open or bool(event.text)
                    case ToolStarted():
                        tools.started(event)
                    case ToolFinished():
                        tools.finished(event)
                    case TurnFinished():
                        print(flush=True)
                    case TurnFailed():
                        failed = True
                        if line_open:
                            print(flush=True)
                        print(f"sandman: {event.error}", file=sys.stderr, flush=True)
    return 1 if failed else 0


def _run_chat(args: argparse.Namespace) -> int:
    from ._session import run_chat

    return run_chat(args)


def _add_conversation_arguments(parser: argparse.ArgumentParser) -> None:
    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "-c",
        "--continue",
        dest="continue_",
        action="store_true",
        help="continue the latest conversation",
    )
    which.add_argument(
        "--conversation", metavar="ID", help="continue the conversation ID (see `sandman conversations`)"
    )


_CHAT_EPILOG = """\
in the chat:
  /help or /?           the chat's commands (/new, /dreams, /show ID, /log, /forget, /model …)
  \"\"\" … \"\"\"             a message over several lines (a pasted text is one message anyway)
  ↑ / ↓                 earlier messages (kept in your data directory)
  Ctrl-C                stops a reply (at the prompt: clears the line)
  Ctrl-D, /bye, exit    leave

examples:
  sandman chat
  sandman chat --continue
  printf "I dreamt of water\\nwhat does water mean?\\n" | sandman chat     one message a line
  sandman chat --model http://127.0.0.1:8080/v1    a model served by llama-server, vLLM, Ollama…
"""


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    chat = sub.add_parser(
        "chat",
        help="talk to Sandman (streams replies; reads one message a line when piped)",
        description="Interactive chat, streamed, in a new conversation unless you continue one. "
        "When stdin is not a terminal, each line is a message.",
        epilog=_CHAT_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_conversation_arguments(chat)
    add_db_argument(chat)
    add_model_argument(chat)
    add_max_in_flight_argument(chat)
    chat.set_defaults(func=_run_chat)

    ask = sub.add_parser(
        "ask",
        help="one turn; --json prints the UI events as JSON lines",
        description="One turn, in a new conversation unless you continue one. The reply goes to "
        "stdout; what tools found goes to stderr.",
        epilog='examples:\n  sandman ask "what does a snake mean?"\n'
        '  sandman ask "what does a snake mean?" --json\n  sandman ask -c "and a spider?"\n'
        '  sandman ask "I dreamt of a wolf" --trace     the prompts and raw outputs behind the reply\n',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ask.add_argument("text", help="the message")
    ask.add_argument("--json", action="store_true", help="print UI events as JSON lines")
    ask.add_argument(
        "--trace",
        action="store_true",
        help="on stderr, each model call of the turn (role, prompt as sent, raw output, tokens, "
        "timings) and what the parser and guard kept and dropped; JSON lines with --json",
    )
    _add_conversation_arguments(ask)
    add_db_argument(ask)
    add_model_argument(ask)
    add_max_in_flight_argument(ask)
    ask.set_defaults(func=lambda args: trio.run(_ask, args))


__all__ = [
    "ToolDisplay",
    "check_message",
    "closing",
    "event_json",
    "new_conversation_id",
    "new_turn_id",
    "pick_conversation",
    "register",
    "status",
]
