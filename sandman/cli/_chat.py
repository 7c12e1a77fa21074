"""``sandman chat`` and ``sandman ask``: conversation on top of the Python API.

Each ``chat`` (and each ``ask``) starts a new conversation unless told to continue one
(``--continue``: the latest; ``--conversation ID``). Conversations are kept in the journal.
"""

from __future__ import annotations

import argparse
import json
import sys

import trio

from ..inference import check_model_spec
from ..messages import (
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnFailed,
    TurnFinished,
)
from ..storage import open_journal
from ..wire import event_json
from ._common import (
    add_db_argument,
    add_max_in_flight_argument,
    add_model_argument,
    journal_path,
    prepare_default_folder,
)
from ._text import escape_controls
from ._trace import stderr_trace
from ._turns import ToolDisplay, check_message, closing, pick_conversation, status


async def _ask(args: argparse.Namespace) -> int:
    import sandman

    path = journal_path(args)
    check_model_spec(args.model)  # (before a journal is created for it)
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
    async with (
        sandman.open(
            model=args.model,
            db=path,
            max_in_flight=args.max_in_flight,
            trace=trace,
            read_ahead=False,  # one message and out
        ) as app,
        closing(app.chat(check_message(args.text), conversation_id=conversation)) as events,
    ):
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
        "--conversation",
        metavar="ID",
        help="continue the conversation ID (see `sandman conversations`)",
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


__all__ = ["event_json", "register"]
