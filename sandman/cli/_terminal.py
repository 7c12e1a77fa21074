"""The chat's terminal: reading messages (prompt_toolkit at a terminal, lines from a pipe), the
keys pressed while a reply streams, and the activity indicator.

prompt_toolkit runs its own asyncio loop; it is run in a worker thread (``trio.to_thread``), one
prompt at a time, so trio keeps the main thread and its signal handling. While a reply streams,
the terminal is switched to deliver Ctrl-C as a key rather than a signal: the reply is cancelled
and nothing else sees an interrupt (``make run`` does not end, a parent shell script does not stop).
"""

from __future__ import annotations

import os
import re
import select
import sys
import termios
from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from pathlib import Path
from typing import TYPE_CHECKING, Any, BinaryIO, TextIO

import platformdirs
import trio

from ._common import InputError, decode_input
from ._slash import block_text, opens_block

if TYPE_CHECKING:
    from prompt_toolkit.formatted_text import HTML

CTRL_C = 0x03
_ESCAPE_SEQUENCE = re.compile(r"\x1b(\[[0-9;?]*[ -/]*[@-~]|O.|.)?", re.DOTALL)


class PromptInterrupted(Exception):
    """Ctrl-C at the prompt: the line was cleared."""


def history_path() -> Path:
    """Where typed messages are kept between sessions (per user, private to them)."""
    return platformdirs.user_data_path("sandman", appauthor=False) / "chat_history"


class TerminalInput:
    """Messages typed at a terminal: line editing, persisted history (↑/↓), ``\"\"\"`` blocks and
    bracketed paste (a pasted text with line breaks is one message, sent with Enter)."""

    def __init__(self, history: Path | None = None) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, History, InMemoryHistory
        from prompt_toolkit.key_binding import KeyBindings, KeyPressEvent

        bindings = KeyBindings()

        @bindings.add("enter")
        def _enter(event: KeyPressEvent) -> None:
            buffer = event.current_buffer
            if opens_block(buffer.text) and buffer.cursor_position == len(buffer.text):
                buffer.insert_text("\n")
            else:
                buffer.validate_and_handle()

        @bindings.add("escape", "enter")
        def _newline(event: KeyPressEvent) -> None:
            event.current_buffer.insert_text("\n")

        store: History = InMemoryHistory()
        if history is not None:
            try:
                history.parent.mkdir(parents=True, exist_ok=True)
                history.touch(mode=0o600, exist_ok=True)
                store = FileHistory(str(history))
            except OSError:
                pass  # a read-only home: history lasts for this session only
        self._session: PromptSession[str] = PromptSession(
            history=store,
            key_bindings=bindings,
            prompt_continuation="... ",
            placeholder=_placeholder(),
        )

    async def read(self, prompt: str = ">>> ", default: str = "") -> str | None:
        """The next message (``\"\"\"`` fences removed), None after Ctrl-D on an empty line.

        Raises ``PromptInterrupted`` for Ctrl-C (the line is dropped)."""

        def ask() -> str | None:
            try:
                return self._session.prompt(prompt, default=default, handle_sigint=False)
            except EOFError:
                return None
            except KeyboardInterrupt:
                raise PromptInterrupted() from None

        text = await trio.to_thread.run_sync(ask)
        return None if text is None else block_text(text)


def _placeholder() -> HTML:
    from prompt_toolkit.formatted_text import HTML

    return HTML("<style fg='ansibrightblack'>Send a message (/? for help)</style>")


class PipedInput:
    """Messages from a pipe or a file: one a line (a ``\"\"\"`` block spans lines). A line that
    is not UTF-8 raises ``InputError`` naming it; the next ``read`` goes on after it."""

    def __init__(self, stream: BinaryIO) -> None:
        self._stream = stream
        self._line = 0

    async def _next_line(self) -> str | None:
        raw = await trio.to_thread.run_sync(self._stream.readline, abandon_on_cancel=True)
        if not raw:
            return None
        self._line += 1
        return decode_input(raw, f"line {self._line} of standard input").rstrip("\r\n")

    async def read(self) -> str | None:
        first = await self._next_line()
        if first is None or not opens_block(first):
            return first
        lines = [first]
        while opens_block("\n".join(lines)):
            more = await self._next_line()
            if more is None:
                break
            lines.append(more)
        return block_text("\n".join(lines))


class ReplyKeys:
    """Ctrl-C as a key, not a signal, for the whole interactive session.

    ``session()`` turns the terminal's signal keys off until it ends (prompt_toolkit saves and
    restores the modes it finds, so they stay off after each prompt: a Ctrl-C pressed just as
    a message is sent is a byte waiting to be read, never a SIGINT that could arrive before
    the reply is there to stop). ``watching(on_interrupt)``, while a message is handled, also
    turns off line buffering and echo and calls ``on_interrupt`` (in trio) for each Ctrl-C;
    leaving it returns, in ``typed_ahead``, printable text typed meanwhile (for the next prompt).
    """

    def __init__(self, fd: int) -> None:
        self._fd = fd
        self._saved: list[Any] | None = None
        self.typed_ahead = ""

    @contextmanager
    def session(self) -> Iterator[None]:
        self._saved = termios.tcgetattr(self._fd)
        no_signals = termios.tcgetattr(self._fd)
        no_signals[3] &= ~termios.ISIG
        termios.tcsetattr(self._fd, termios.TCSANOW, no_signals)
        try:
            yield
        finally:
            self.restore()

    def restore(self) -> None:
        """Put the terminal back as the session found it (also before dying of a signal)."""
        if self._saved is not None:
            termios.tcsetattr(self._fd, termios.TCSANOW, self._saved)

    @asynccontextmanager
    async def watching(self, on_interrupt: Callable[[], None]) -> AsyncIterator[None]:
        saved = termios.tcgetattr(self._fd)
        quiet = termios.tcgetattr(self._fd)
        quiet[3] &= ~(termios.ICANON | termios.ECHO | termios.ISIG)
        quiet[6][termios.VMIN] = 1
        quiet[6][termios.VTIME] = 0
        termios.tcsetattr(self._fd, termios.TCSANOW, quiet)
        wake_read, wake_write = os.pipe()
        typed = bytearray()
        try:
            async with trio.open_nursery() as nursery:
                nursery.start_soon(
                    trio.to_thread.run_sync, self._watch, wake_read, on_interrupt, typed
                )
                try:
                    yield
                finally:
                    os.write(wake_write, b"x")  # the watcher returns at once
        finally:
            termios.tcsetattr(self._fd, termios.TCSANOW, saved)
            os.close(wake_read)
            os.close(wake_write)
            self.typed_ahead = _printable(typed)

    def _watch(self, wake: int, on_interrupt: Callable[[], None], typed: bytearray) -> None:
        while True:
            ready, _, _ = select.select([self._fd, wake], [], [])
            if wake in ready:
                return
            data = os.read(self._fd, 1024)
            if not data:
                return
            if CTRL_C in data:
                trio.from_thread.run_sync(on_interrupt)
            typed += data.replace(bytes([CTRL_C]), b"")


def _printable(data: bytes | bytearray) -> str:
    text = _ESCAPE_SEQUENCE.sub("", data.decode("utf-8", "ignore"))
    return "".join(c for c in text if c.isprintable())


class Activity:
    """A quiet one-line "working" sign on a terminal from a message until the first text of
    the reply; ``hide()`` erases it before anything else is printed. Disabled (never drawn) when
    ``enabled`` is False, e.g. when the output is not a terminal."""

    FRAMES = ("·  ", "·· ", "···", " ··", "  ·", "   ")

    def __init__(self, out: TextIO, *, enabled: bool) -> None:
        self._out = out
        self._enabled = enabled
        self._scope: trio.CancelScope | None = None
        self._drawn = False

    def show(self, nursery: trio.Nursery) -> None:
        if not self._enabled or self._scope is not None:
            return
        self._scope = trio.CancelScope()
        nursery.start_soon(self._animate, self._scope)

    def hide(self) -> None:
        if self._scope is not None:
            self._scope.cancel()
            self._scope = None
        if self._drawn:
            self._out.write("\r\x1b[K")
            self._out.flush()
            self._drawn = False

    async def _animate(self, scope: trio.CancelScope) -> None:
        with scope:
            frame = 0
            while True:
                self._out.write(f"\r\x1b[2m{self.FRAMES[frame % len(self.FRAMES)]}\x1b[0m")
                self._out.flush()
                self._drawn = True
                frame += 1
                await trio.sleep(0.15)  # animation pace, not synchronisation


def stdin_is_terminal() -> bool:
    try:
        return sys.stdin.isatty()
    except ValueError:  # closed
        return False


__all__ = [
    "Activity",
    "InputError",
    "PipedInput",
    "PromptInterrupted",
    "ReplyKeys",
    "TerminalInput",
    "history_path",
    "stdin_is_terminal",
]
