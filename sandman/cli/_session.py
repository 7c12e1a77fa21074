"""One ``sandman chat`` session: read a message, run a command or a turn, show the reply.

At a terminal: prompt_toolkit input, word wrap, an activity indicator, Ctrl-C that stops a reply
and keeps the session. From a pipe: one message a line, plain output, Ctrl-C ends the program.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import sys
from collections.abc import AsyncIterator
from typing import TYPE_CHECKING

import trio

from ..errors import SandmanError
from ..inference import check_model_spec
from ..messages import TextDelta, TextSource, ToolFinished, ToolStarted, TurnFailed, TurnFinished
from ..storage import Journal, open_journal
from ._common import InputError, journal_path, plural, prepare_default_folder
from ._format import conversation_list, dream_full, dream_list, memory_line, memory_list
from ._records import dream_id, forget
from ._slash import Command, Unknown, help_text, literal_message, parse_command
from ._terminal import (
    Activity,
    PipedInput,
    PromptInterrupted,
    ReplyKeys,
    TerminalInput,
    history_path,
    stdin_is_terminal,
)
from ._text import WordWrapper, escape_controls
from ._trace import trace_from_env
from ._turns import (
    ToolDisplay,
    check_message,
    closing,
    new_conversation_id,
    new_turn_id,
    pick_conversation,
    status,
)

if TYPE_CHECKING:
    from ..actors import App

LEAVE_HINT = "To leave, press Ctrl-D or type /bye."


def run_chat(args: argparse.Namespace) -> int:
    return trio.run(_chat, args)


async def _chat(args: argparse.Namespace) -> int:
    import sandman

    path = journal_path(args)
    check_model_spec(args.model)  # (before a journal is created for it)
    prepare_default_folder(path)
    existed = path.exists()
    async with open_journal(path) as journal:
        if not existed:
            status(f"Created a new journal at {path}")
        conversation, turns = await pick_conversation(journal, args)
        with trace_from_env() as trace:
            async with sandman.open(
                model=args.model,
                db=path,
                on_status=status,
                max_in_flight=args.max_in_flight,
                trace=trace,
            ) as app:
                session = ChatSession(app, journal, conversation)
                if turns:
                    status(f"Continuing conversation {conversation} ({plural(turns, 'turn')}).")
                status(
                    f"Ready ({app.model.name}). Tell me a dream, or ask about one. "
                    "/? for help, Ctrl-D to leave."
                )
                return await session.run()


# The journal's own lines on a terminal: cyan, a colour every terminal has and that reads as a
# quotation beside plain text (README, "The chat").
JOURNAL_COLOUR = "\x1b[36m"


class ChatSession:
    def __init__(self, app: App, journal: Journal, conversation: str) -> None:
        self._source: TextSource = "model"  # whose words the reply is printing now
        self.app = app
        self.journal = journal
        self.conversation = conversation
        self.interactive = stdin_is_terminal()
        self.out_is_terminal = sys.stdout.isatty()
        self.tools = ToolDisplay(sys.stderr)
        self.log_next = False  # /log alone: the next message is a dream
        self.rejected_lines = 0
        self._turn: str | None = None
        self._busy = False  # between taking a message and the next prompt (at a terminal)
        self._stop_requested = False
        self._stopped = False  # the turn's reply was stopped by a Ctrl-C ("[stopped]" shown)
        self._at_line_start = True
        self._wrote = False

    # --- the loop -------------------------------------------------------------------------

    async def run(self) -> int:
        if not self.interactive:
            return await self._run_piped(PipedInput(sys.stdin.buffer))
        terminal = TerminalInput(history_path())
        keys = ReplyKeys(sys.stdin.fileno())
        signals = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
        with keys.session(), trio.open_signal_receiver(*signals) as received:
            async with trio.open_nursery() as nursery:
                nursery.start_soon(self._on_signals, received, keys)
                code = await self._run_terminal(terminal, keys)
                nursery.cancel_scope.cancel()
        return code

    async def _on_signals(self, received: AsyncIterator[int], keys: ReplyKeys) -> None:
        async for number in received:
            if number == signal.SIGINT:
                # The keyboard sends no SIGINT during the session (Ctrl-C is a key); one sent
                # from outside (kill -INT) is treated like the key.
                self.interrupt()
            else:
                # Terminated or hung up: give the terminal back as it was, then die of it.
                keys.restore()
                signal.signal(number, signal.SIG_DFL)
                os.kill(os.getpid(), number)

    async def _run_terminal(self, terminal: TerminalInput, keys: ReplyKeys) -> int:
        default = ""
        while True:
            try:
                text = await terminal.read(self._prompt(), default)
            except PromptInterrupted:
                print(LEAVE_HINT, flush=True)
                default = ""
                continue
            if text is None:  # Ctrl-D
                print(flush=True)
                return 0
            # From the moment a message is taken until the next prompt, Ctrl-C is a key that
            # stops the reply (pressed before the reply began, it stops it at once).
            self._busy, self._stop_requested, self._stopped = True, False, False
            try:
                async with keys.watching(self.interrupt):
                    keep_going = await self.handle(text)
            finally:
                self._busy = False
            if not keep_going:
                return 0
            if self._stop_requested and not self._stopped:
                # a Ctrl-C that landed as the reply ended stopped nothing: it is answered as one
                # at the prompt is, never swallowed (seen in CI: no "[stopped]", no hint)
                print(LEAVE_HINT, flush=True)
            default, keys.typed_ahead = keys.typed_ahead, ""

    async def _run_piped(self, source: PipedInput) -> int:
        while True:
            try:
                text = await source.read()
            except InputError as exc:
                self.rejected_lines += 1
                print(f"sandman: {exc} (skipped)", file=sys.stderr, flush=True)
                continue
            if text is None or not await self.handle(text):
                return 1 if self.rejected_lines else 0

    def _prompt(self) -> str:
        return "dream> " if self.log_next else ">>> "

    # --- one message ----------------------------------------------------------------------

    async def handle(self, text: str) -> bool:
        """Act on one message or command; False to leave."""
        if not text.strip():
            return True
        try:
            check_message(text)
            command = parse_command(text)
            if isinstance(command, Unknown):
                self.say(f"Unknown command {escape_controls(command.name)}; /help lists them.")
            elif isinstance(command, Command):
                return await self.command(command)
            elif self.log_next:
                self.log_next = False
                await self.save_dream(literal_message(text))
            else:
                await self.turn(literal_message(text))
        except SandmanError as exc:  # a bad command or a refused write: say so, keep talking
            self.say(f"sandman: {exc}", error=True)
        return True

    def say(self, text: str, *, error: bool = False) -> None:
        print(text, file=sys.stderr if error and not self.interactive else sys.stdout, flush=True)

    async def command(self, command: Command) -> bool:
        arg = command.argument
        match command.name:
            case "/bye":
                return False
            case "/help":
                self.say(help_text())
            case "/new":
                self.conversation = new_conversation_id()
                self.log_next = False
                self.say(f"New conversation {self.conversation}.")
            case "/conversations":
                found = await self.journal.conversations(limit=20)
                self.say(conversation_list(found, current=self.conversation))
            case "/dreams":
                dreams = (
                    await self.journal.search_dreams(arg, limit=10)
                    if arg
                    else await self.journal.list_dreams(limit=10)
                )
                self.say(dream_list(dreams, arg or None))
            case "/show":
                if not arg:
                    raise InputError("which dream? /show ID (ids are in /dreams)")
                try:
                    number = dream_id(arg)
                except argparse.ArgumentTypeError as exc:
                    raise InputError(str(exc)) from None
                self.say(dream_full(await self.journal.get_dream(number)))
            case "/log":
                if arg:
                    await self.save_dream(arg)
                else:
                    self.log_next = not self.log_next
                    self.say(
                        "Your next message will be saved as a dream (/log again to cancel)."
                        if self.log_next
                        else "Not logging a dream."
                    )
            case "/forget":
                if not arg:
                    self.say(memory_list(await self.journal.memories(limit=50)))
                    self.say("Forget one with /forget ID or /forget its words.")
                else:
                    self.say(f"Forgot {memory_line(await forget(self.journal, arg))}")
            case "/model":
                from ..inference import PRESETS

                self.say(
                    f"Model: {self.app.model.name} ({self.app.model.family} chat format). "
                    f"To use another, start with --model: {', '.join(PRESETS)} or a .gguf file."
                )
        return True

    async def save_dream(self, text: str) -> None:
        dream_id_ = await self.journal.add_dream(text)
        dream = await self.journal.get_dream(dream_id_)
        self.say(f"Saved dream #{dream.id} ({dream.date}). /show {dream.id} to read it.")

    # --- one turn -------------------------------------------------------------------------

    def interrupt(self) -> None:
        """Ctrl-C while a message is being handled: stop its reply (the session goes on)."""
        if not self._busy:
            return
        self._stop_requested = True
        if self._turn is not None:
            self.app.cancel(self._turn)

    async def turn(self, text: str) -> None:
        turn_id = new_turn_id()
        self._turn = turn_id
        self._at_line_start, self._wrote = True, False
        self._source = "model"
        width = shutil.get_terminal_size().columns if self.out_is_terminal else 0
        wrapper = WordWrapper(width)
        activity = Activity(sys.stdout, enabled=self.out_is_terminal)
        try:
            async with trio.open_nursery() as nursery:
                activity.show(nursery)
                events = self.app.chat(text, conversation_id=self.conversation, turn_id=turn_id)
                async with closing(events):
                    async for event in events:
                        if self._stop_requested:
                            self.app.cancel(turn_id)  # the turn may not have been known yet
                        match event:
                            case TextDelta():
                                activity.hide()
                                if event.source != self._source:
                                    self._write(self._paint(wrapper.flush()))
                                    self._source = event.source
                                self._write(self._paint(wrapper.feed(escape_controls(event.text))))
                            case ToolStarted():
                                activity.hide()
                                self._end_line(wrapper)
                                self.tools.started(event)
                            case ToolFinished():
                                self.tools.finished(event)
                                activity.show(nursery)
                            case TurnFinished():
                                activity.hide()
                                self._end_line(wrapper, final=True)
                            case TurnFailed():
                                activity.hide()
                                self._end_line(wrapper)
                                self._failed(event)
                activity.hide()
        finally:
            self._turn = None
        if self.interactive:
            print(flush=True)  # a blank line between exchanges

    def _write(self, text: str) -> None:
        if text:
            sys.stdout.write(text)
            sys.stdout.flush()
            self._at_line_start = text.endswith("\n")
            self._wrote = True

    def _end_line(self, wrapper: WordWrapper, *, final: bool = False) -> None:
        """Finish the line the reply is on. At the end of a turn from a pipe, a reply is always
        followed by exactly one line break (an empty reply is an empty line)."""
        self._write(self._paint(wrapper.flush()))
        if not self._at_line_start or (final and not self._wrote and not self.interactive):
            self._write("\n")
        wrapper.column = 0

    def _paint(self, text: str) -> str:
        """On a terminal, the journal's lines (leads, confirmations) in the journal's colour,
        so they read as quoted facts apart from the companion's own words."""
        if not text or not self.out_is_terminal or self._source != "journal":
            return text
        out = []
        for line in text.splitlines(keepends=True):
            body = line.rstrip("\n")
            out.append(
                f"{JOURNAL_COLOUR}{body}\x1b[0m{line[len(body) :]}" if body.strip() else line
            )
        return "".join(out)

    def _failed(self, event: TurnFailed) -> None:
        note = "stopped" if event.kind == "cancelled" and self._stop_requested else event.error
        self._stopped = note == "stopped"
        line = f"[{escape_controls(note)}]"
        if self.out_is_terminal:
            line = f"\x1b[2m{line}\x1b[0m"
        print(line, flush=True)
