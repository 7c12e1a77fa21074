"""The UIBridge actor: the only door between a user interface and the actors.

Guarantees, whatever fails inside: every turn a UI starts gets exactly one final event
(``TurnFinished`` or ``TurnFailed``) and nothing after it; text is never shown twice; a turn's
write is committed only if the turn's reader is told (its ``ToolFinished`` comes before the
final event, even when the turn is cancelled while the write runs).

No reader can hold up another turn: the bridge never waits for a reader. Each turn has its own
bounded outbox; consecutive text deltas merge in it, so a slow reader just gets bigger deltas,
and a reader that stops reading (or drops its generator without ``aclose()``) lets its outbox
fill up to the bound, at which point that turn alone ends with ``TurnFailed(kind="slow_reader")``.
A turn that has ended no longer counts as active, whether or not its reader ever comes back.
"""

from __future__ import annotations

from collections import deque
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager

import msgspec
import trio

from .._bounded import BoundedDict
from ..messages import (
    CancelTurn,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnFailed,
    TurnFinished,
    UIEvent,
    UserMessage,
)
from ._common import Failures, new_id
from .inference import Inference
from .responder import HistoryStore, Transcripts

MAX_MESSAGE_CHARS = 4000
# Bounds of one turn's undelivered events (memory per turn): events that cannot merge, and
# characters of text. A whole reply of the shipped models is ~1,000 characters.
EVENT_BUFFER = 64
TEXT_BUFFER_CHARS = 16_000
REMEMBERED_TURNS = 4096


class _Outbox:
    """One turn's undelivered events. ``put`` never blocks; one reader ``get``s them in order.

    Text deltas merge with a text delta still waiting, so only a reader that has stopped reading
    can reach the bounds. ``put(final=True)`` always fits (one slot is kept for the final event).
    """

    def __init__(self, *, max_events: int, max_chars: int) -> None:
        self._events: deque[UIEvent] = deque()
        self._chars = 0
        self._max_events = max_events
        self._max_chars = max_chars
        self._closed = False
        self._ready = trio.Event()

    def put(self, event: UIEvent, *, force: bool = False) -> bool:
        """Queue ``event``; False (and nothing queued) when that would pass a bound."""
        if self._closed:
            return True
        size = len(event.text) if isinstance(event, TextDelta) else 0
        if not force and self._chars + size > self._max_chars:
            return False
        last = self._events[-1] if self._events else None
        if (
            isinstance(event, TextDelta)
            and isinstance(last, TextDelta)
            and last.source == event.source
        ):
            self._events[-1] = TextDelta(
                turn_id=event.turn_id, text=last.text + event.text, source=event.source
            )
        elif not force and len(self._events) >= self._max_events:
            return False
        else:
            self._events.append(event)
        self._chars += size
        self._ready.set()
        return True

    def close(self) -> None:
        self._closed = True
        self._ready.set()

    async def get(self) -> UIEvent | None:
        """The next event, waiting for one; None once closed and empty."""
        while not self._events:
            if self._closed:
                return None
            self._ready = trio.Event()
            await self._ready.wait()
        await trio.lowlevel.checkpoint()
        if not self._events:  # pragma: no cover - only one reader per outbox
            return await self.get()
        event = self._events.popleft()
        if isinstance(event, TextDelta):
            self._chars -= len(event.text)
        return event

    def __len__(self) -> int:
        return len(self._events)


class _Turn(msgspec.Struct, kw_only=True):
    turn_id: str
    conversation_id: str
    text: str
    outbox: _Outbox
    done: bool = False  # its final event is decided: nothing else reaches the reader
    ending: TurnFailed | None = None  # cancelled; the final event waits for writes in progress
    open_holds: int = 0
    awaited: set[str] = msgspec.field(default_factory=set)  # write confirmations still to deliver
    held: set[str] = msgspec.field(default_factory=set)
    watchdog: trio.CancelScope = msgspec.field(default_factory=trio.CancelScope)


class WriteHold:
    """A write in progress for one turn (see ``UIBridge.hold_write``)."""

    def __init__(self, live: bool) -> None:
        self.live = live
        self.sent = False

    def confirmation_sent(self) -> None:
        """The write's ``ToolFinished`` is on its way to the bridge."""
        self.sent = True


class BridgeStatistics(msgspec.Struct, frozen=True, kw_only=True):
    active_turns: int


class UIBridge:
    """Starts turns, routes each actor event to its turn's reader, and ends turns exactly once."""

    def __init__(
        self,
        *,
        router_out: trio.MemorySendChannel[UserMessage],
        inference: Inference,
        history: HistoryStore,
        max_active_turns: int = 8,
        event_buffer: int = EVENT_BUFFER,
        text_buffer_chars: int = TEXT_BUFFER_CHARS,
        turn_timeout: float = 600.0,
        max_message_chars: int = MAX_MESSAGE_CHARS,
        remembered_turns: int = REMEMBERED_TURNS,
        failures: Failures | None = None,
        transcripts: Transcripts | None = None,
    ) -> None:
        self._router_out = router_out
        self._inference = inference
        self._history = history
        self._max_active = max_active_turns
        self._buffer = event_buffer
        self._text_buffer = text_buffer_chars
        self._turn_timeout = turn_timeout
        self._max_chars = max_message_chars
        self._turns: dict[str, _Turn] = {}
        self._quiet = trio.Event()  # set while no turn runs
        self._quiet.set()
        self._used = BoundedDict[str, None](remembered_turns)  # the last turn ids started
        self._withdrawn = BoundedDict[str, None](remembered_turns)  # stopped by their reader
        self._transcripts = transcripts
        self._nursery: trio.Nursery | None = None
        self._failures = failures if failures is not None else Failures()

    def statistics(self) -> BridgeStatistics:
        return BridgeStatistics(active_turns=len(self._turns))

    async def run(
        self,
        inbox: trio.MemoryReceiveChannel[UIEvent],
        *,
        task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED,
    ) -> None:
        async with inbox, self._router_out, trio.open_nursery() as nursery:
            self._nursery = nursery
            task_status.started()
            try:
                async for event in inbox:
                    self._dispatch(event)
            finally:
                self._nursery = None
                for turn in list(self._turns.values()):
                    turn.watchdog.cancel()
                    turn.outbox.close()

    # --- events from the actors -----------------------------------------------------------

    def _dispatch(self, event: UIEvent) -> None:
        """Hand ``event`` to its turn's outbox. Never waits: no reader can hold up the bridge."""
        turn = self._turns.get(event.turn_id)
        if turn is None or turn.done:
            return  # a turn already ended (cancelled, timed out): late events are dropped
        call_id = event.call_id if isinstance(event, (ToolStarted, ToolFinished)) else None
        if turn.ending is not None:
            # Cancelled while a write ran: only that write's own events still go through.
            if call_id in turn.held:
                turn.outbox.put(event, force=True)
                if isinstance(event, ToolFinished):
                    turn.awaited.discard(call_id)
                    self._maybe_end(turn)
            return
        if isinstance(event, TurnFinished):
            turn.done = True
            turn.watchdog.cancel()
            assert self._nursery is not None
            self._nursery.start_soon(self._finish, turn, event)
            return
        if isinstance(event, TurnFailed):
            self._end(turn, event)
            return
        if isinstance(event, ToolFinished) and call_id is not None:
            turn.awaited.discard(call_id)
        if not turn.outbox.put(event, force=call_id in turn.held):
            self._inference.cancel(CancelTurn(turn_id=turn.turn_id))
            self._end(
                turn,
                TurnFailed(
                    turn_id=turn.turn_id,
                    error="the reader stopped reading: the turn was cancelled "
                    f"(at most {self._buffer} events or {self._text_buffer:,} characters "
                    "wait for a reader)",
                    kind="slow_reader",
                ),
            )

    async def _finish(self, turn: _Turn, event: TurnFinished) -> None:
        """Save the finished exchange, then give the reader the final event: a reply that could
        not be kept ends the turn with ``TurnFailed(kind="not_saved")``, or ``"journal_replaced"`` when
        the journal's file was removed or replaced under Sandman."""
        final: TurnFinished | TurnFailed = event
        try:
            await self._history.append_exchange(
                turn.conversation_id, turn.turn_id, turn.text, event.text
            )
            if turn.turn_id in self._withdrawn:  # stopped while it was being kept
                await self._history.withdraw_exchange(turn.conversation_id, turn.turn_id)
        except Exception as exc:  # the user must not believe it was kept
            self._failures.record("bridge", exc, "the exchange of %s was not saved", turn.turn_id)
            # The journal's file removed or replaced under a running Sandman: every write is
            # refused until it restarts, which the front end says as such.
            replaced = getattr(exc, "kind", None) == "replaced"
            final = TurnFailed(
                turn_id=turn.turn_id,
                error=str(exc) if replaced else f"the conversation could not be saved: {exc}",
                kind="journal_replaced" if replaced else "not_saved",
            )
        self._close(turn, final)

    def _close(self, turn: _Turn, final: TurnFinished | TurnFailed) -> None:
        """Deliver ``final`` as the turn's last event; the turn stops being active."""
        turn.done = True
        turn.watchdog.cancel()
        turn.outbox.put(final, force=True)
        turn.outbox.close()
        if self._turns.get(turn.turn_id) is turn:
            del self._turns[turn.turn_id]
        if not self._turns:
            self._quiet.set()

    def _end(self, turn: _Turn, failure: TurnFailed) -> None:
        """End ``turn`` with ``failure`` once the writes it is running have been confirmed."""
        if turn.done or turn.ending is not None:
            return
        turn.ending = failure
        turn.watchdog.cancel()
        self._maybe_end(turn)

    def _maybe_end(self, turn: _Turn) -> None:
        if turn.ending is not None and not turn.done and turn.open_holds == 0 and not turn.awaited:
            self._close(turn, turn.ending)

    # --- writes ---------------------------------------------------------------------------

    @contextmanager
    def hold_write(self, turn_id: str, call_id: str) -> Iterator[WriteHold]:
        """Run one write of ``turn_id`` inside this block, and only if ``hold.live``.

        While a write is held, cancelling its turn waits: the turn's final event comes after the
        write's ``ToolFinished`` (once ``hold.confirmation_sent()`` says it was sent), so a
        cancelled turn never saved anything its reader was not told about. A turn already
        ending or ended gives ``live=False``: the write must not run.
        """
        turn = self._turns.get(turn_id)
        if turn is None or turn.done or turn.ending is not None:
            yield WriteHold(False)
            return
        hold = WriteHold(True)
        turn.open_holds += 1
        turn.held.add(call_id)
        turn.awaited.add(call_id)
        try:
            yield hold
        finally:
            turn.open_holds -= 1
            if not hold.sent:
                turn.awaited.discard(call_id)  # no confirmation is coming
            self._maybe_end(turn)

    # --- turns ----------------------------------------------------------------------------

    def cancel(
        self, turn_id: str, *, reason: str = "the turn was cancelled", kind: str = "cancelled"
    ) -> bool:
        """End ``turn_id`` with ``TurnFailed``; False if it had already ended.

        Works whatever its reader is doing (reading or not). A write the turn is running is
        finished and reported first.
        """
        self._inference.cancel(CancelTurn(turn_id=turn_id))
        turn = self._turns.get(turn_id)
        if turn is None or turn.done or turn.ending is not None:
            return False
        self._end(turn, TurnFailed(turn_id=turn_id, error=reason, kind=kind))
        return True

    async def withdraw(self, conversation_id: str, turn_id: str) -> None:
        """The user stopped ``turn_id``: it ends as cancelled if it is still running, and is not
        kept in its conversation even if it had just finished (a Stop pressed as the last words
        arrived). What the turn wrote to the journal stays; only the exchange goes."""
        if turn_id not in self._used:
            return  # never started here: nothing of it can be kept
        turn = self._turns.get(turn_id)
        if turn is not None and turn.conversation_id != conversation_id:
            return  # not that conversation's turn
        self._withdrawn[turn_id] = None
        self.cancel(turn_id)
        await self._history.withdraw_exchange(conversation_id, turn_id)
        if self._transcripts is not None:
            self._transcripts.forget(conversation_id)

    @property
    def quiet(self) -> bool:
        """Whether no turn is running."""
        return not self._turns

    async def wait_quiet(self) -> None:
        """Return once no turn is running."""
        while not self._quiet.is_set():
            await self._quiet.wait()

    async def _watch(self, turn: _Turn) -> None:
        with turn.watchdog:
            await trio.sleep(self._turn_timeout)
            self.cancel(
                turn.turn_id, reason=f"no answer within {self._turn_timeout:g} s", kind="timeout"
            )

    def _refusal(self, turn_id: str, text: str) -> TurnFailed | None:
        if not text.strip():
            return TurnFailed(turn_id=turn_id, error="the message is empty", kind="bad_input")
        if len(text) > self._max_chars:
            return TurnFailed(
                turn_id=turn_id,
                error=f"the message is too long ({len(text)} characters; "
                f"the limit is {self._max_chars})",
                kind="too_long",
            )
        if turn_id in self._turns or turn_id in self._used:
            return TurnFailed(
                turn_id=turn_id,
                error=f"turn id {turn_id!r} is already used by another turn; "
                "give each turn its own id (or none)",
                kind="bad_input",
            )
        if self._nursery is None:
            return TurnFailed(turn_id=turn_id, error="Sandman is not running", kind="error")
        if len(self._turns) >= self._max_active:
            return TurnFailed(
                turn_id=turn_id,
                error=f"too many turns at once (at most {self._max_active})",
                kind="busy",
            )
        return None

    async def chat(
        self, text: str, *, conversation_id: str, turn_id: str | None = None
    ) -> AsyncIterator[UIEvent]:
        """Start a turn and yield its events, ending with exactly one final event.

        Leaving the iteration early (``aclose()``, or ``break`` out of ``async for`` on the
        generator itself) cancels the turn. A turn id must not repeat one this app is running or
        has run recently: such a turn is refused with ``TurnFailed(kind="bad_input")``.
        """
        turn_id = turn_id or new_id("turn")
        refusal = self._refusal(turn_id, text)
        if refusal is not None:
            yield refusal
            return
        assert self._nursery is not None
        turn = _Turn(
            turn_id=turn_id,
            conversation_id=conversation_id,
            text=text,
            outbox=_Outbox(max_events=self._buffer, max_chars=self._text_buffer),
        )
        self._turns[turn_id] = turn
        if self._quiet.is_set():
            self._quiet = trio.Event()
        self._used[turn_id] = None
        self._inference.begin_turn(turn_id)
        self._nursery.start_soon(self._watch, turn)
        try:
            await self._router_out.send(
                UserMessage(turn_id=turn_id, conversation_id=conversation_id, text=text)
            )
            while (event := await turn.outbox.get()) is not None:
                yield event
                if isinstance(event, (TurnFinished, TurnFailed)):
                    return
            # The outbox closed with no final event: the bridge is shutting down.
            yield TurnFailed(turn_id=turn_id, error="Sandman is shutting down", kind="cancelled")
        finally:
            if not turn.done and turn.ending is None:
                self.cancel(turn_id, reason="the reader left", kind="cancelled")
            turn.outbox.close()
