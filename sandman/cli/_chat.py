"""``sandman chat`` and ``sandman ask``: conversation on top of the Python API."""

from __future__ import annotations

import argparse
import json
import signal
import sys
from typing import Any, TextIO

import trio

from ..messages import (
    RouteDecided,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from ._common import add_db_argument, add_max_in_flight_argument, add_model_argument


def event_json(event: UIEvent) -> dict[str, Any]:
    """A UI event as one line of ``sandman ask --json`` (the command-line contract)."""
    match event:
        case RouteDecided():
            return {"type": "route", "route": event.route, "args": event.args, "source": event.source}
        case ToolStarted():
            return {"type": "tool_started", "name": event.name, "args": event.args}
        case ToolFinished():
            return {"type": "tool_finished", "name": event.name, "args": event.args, "ok": event.ok}
        case TextDelta():
            return {"type": "text", "text": event.text}
        case TurnFinished():
            return {"type": "turn_finished", "text": event.text}
        case TurnFailed():
            return {"type": "turn_failed", "error": event.error, "kind": event.kind}
    raise TypeError(f"not a UI event: {event!r}")


def _status(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def _describe_tool(event: ToolStarted) -> str:
    args = ", ".join(f"{k}={v!r}" for k, v in event.args.items())
    return f"  · {event.name}({args})"


async def _ask(args: argparse.Namespace) -> int:
    import sandman

    failed = False
    async with sandman.open(model=args.model, db=args.db, max_in_flight=args.max_in_flight) as app:
        async for event in app.chat(args.text):
            if args.json:
                print(json.dumps(event_json(event), ensure_ascii=False), flush=True)
            elif isinstance(event, TextDelta):
                print(event.text, end="", flush=True)
            elif isinstance(event, TurnFinished):
                print(flush=True)
            if isinstance(event, TurnFailed):
                failed = True
                if not args.json:
                    print(f"\nsandman: {event.error}", file=sys.stderr)
    return 1 if failed else 0


async def _read_line(stream: TextIO) -> str | None:
    line = await trio.to_thread.run_sync(stream.readline, abandon_on_cancel=True)
    return line if line else None


async def _chat(args: argparse.Namespace) -> int:
    import sandman

    interactive = sys.stdin.isatty()
    _status("Loading the model…")
    async with sandman.open(
        model=args.model, db=args.db, on_status=_status, max_in_flight=args.max_in_flight
    ) as app:
        _status(f"Ready ({app.model.name}). Tell me a dream, or ask about one. Ctrl-D to leave.")
        current: list[str] = []  # the turn now streaming, if any

        with trio.open_signal_receiver(signal.SIGINT) as interrupts:
            async with trio.open_nursery() as nursery:

                async def on_interrupt() -> None:
                    async for _ in interrupts:
                        if current:
                            app.cancel(current[0])  # Ctrl-C stops the reply, not the program
                        else:
                            nursery.cancel_scope.cancel()

                nursery.start_soon(on_interrupt)
                while True:
                    if interactive:
                        print("\nyou> ", end="", flush=True)
                    line = await _read_line(sys.stdin)
                    if line is None or line.strip() in {"/quit", "/exit"}:
                        break
                    if not line.strip():
                        continue
                    print("sandman> " if interactive else "", end="", flush=True)
                    async for event in app.chat(line.rstrip("\n")):
                        current[:] = [event.turn_id]
                        if isinstance(event, TextDelta):
                            print(event.text, end="", flush=True)
                        elif isinstance(event, ToolStarted) and interactive:
                            print(_describe_tool(event), file=sys.stderr, flush=True)
                        elif isinstance(event, ToolFinished) and interactive:
                            # What the tool found, dimmed: small models paraphrase it loosely.
                            body = "\n".join(f"    {line}" for line in event.output.splitlines())
                            print(f"\x1b[2m{body}\x1b[0m", file=sys.stderr, flush=True)
                        elif isinstance(event, TurnFinished):
                            print(flush=True)
                        elif isinstance(event, TurnFailed):
                            print(f"\n[{event.error}]", flush=True)
                    current.clear()
                nursery.cancel_scope.cancel()
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    chat = sub.add_parser(
        "chat",
        help="talk to Sandman (streams replies; reads lines from stdin when piped)",
        description="Interactive chat. Ctrl-C stops a reply, Ctrl-D leaves.",
        epilog='examples:\n  printf "I dreamt of water\\nwhat does water mean?\\n" | sandman chat\n'
        "  sandman chat --model http://127.0.0.1:8080/v1   a model served by llama-server, vLLM…",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add_db_argument(chat)
    add_model_argument(chat)
    add_max_in_flight_argument(chat)
    chat.set_defaults(func=lambda args: trio.run(_chat, args))

    ask = sub.add_parser(
        "ask",
        help="one turn; --json prints the UI events as JSON lines",
        epilog='example:  sandman ask "what does a snake mean?" --json',
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    ask.add_argument("text", help="the message")
    ask.add_argument("--json", action="store_true", help="print UI events as JSON lines")
    add_db_argument(ask)
    add_model_argument(ask)
    add_max_in_flight_argument(ask)
    ask.set_defaults(func=lambda args: trio.run(_ask, args))


__all__ = ["event_json", "register"]
