"""The UIBridge actor: the only door between a user interface and the actors.

Guarantees, whatever fails inside: every turn a UI starts gets exactly one final event
(``TurnFinished`` or ``TurnFailed``) and nothing after it; text is never shown twice; a UI that
reads slowly slows the turn down instead of growing a buffer (each turn's channel is bounded and
the bridge waits on it); a UI that stops reading cancels its turn.
"""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

import msgspec
import trio

from ..messages import (
    CancelTurn,
    TurnFailed,
    TurnFinished,
    UIEvent,
    UserMessage,
)
from ._common import new_id
from .inference import Inference
from .responder import HistoryStore

log = logging.getLogger(__name__)

MAX_MESSAGE_CHARS = 4000


class _Turn(msgspec.Struct, kw_only=True):
    turn_id: str
    conversation_id: str
    text: str
    events: trio.MemorySendChannel[UIEvent]
    done: bool = False
    watchdog: trio.CancelScope = msgspec.field(default_factory=trio.CancelScope)


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
        event_buffer: int = 16,
        turn_timeout: float = 600.0,
        max_message_chars: int = MAX_MESSAGE_CHARS,
    ) -> None:
        self._router_out = router_out
        self._inference = inference
        self._history = history
        self._max_active = max_active_turns
        self._buffer = event_buffer
        self._turn_timeout = turn_timeout
        self._max_chars = max_message_chars
        self._turns: dict[str, _Turn] = {}
        self._nursery: trio.Nursery | None = None

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
                    await self._dispatch(event)
            finally:
                self._nursery = None
                for turn in list(self._turns.values()):
                    turn.watchdog.cancel()
                    turn.events.close()

    async def _dispatch(self, event: UIEvent) -> None:
        turn = self._turns.get(event.turn_id)
        if turn is None or turn.done:
            return  # a turn already ended (cancelled, timed out): late events are dropped
        final = isinstance(event, (TurnFinished, TurnFailed))
        if final:
            turn.done = True
            turn.watchdog.cancel()
        if isinstance(event, TurnFinished):
            await self._remember(turn, event.text)
        try:
            await turn.events.send(event)
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            self._abandon(turn)
        if final:
            turn.events.close()

    async def _remember(self, turn: _Turn, reply: str) -> None:
        try:
            await self._history.append_exchange(turn.conversation_id, turn.turn_id, turn.text, reply)
        except Exception:
            # The reply was already shown; losing it from the history is logged, not fatal.
            log.exception("could not save turn %s to the conversation history", turn.turn_id)

    def _abandon(self, turn: _Turn) -> None:
        if not turn.done:
            turn.done = True
        turn.watchdog.cancel()
        self._inference.cancel(CancelTurn(turn_id=turn.turn_id))

    def cancel(self, turn_id: str, *, reason: str = "the turn was cancelled", kind: str = "cancelled") -> bool:
        """End ``turn_id`` now with ``TurnFailed``; False if it had already ended."""
        self._inference.cancel(CancelTurn(turn_id=turn_id))
        turn = self._turns.get(turn_id)
        if turn is None or turn.done or self._nursery is None:
            return False
        turn.done = True
        turn.watchdog.cancel()
        self._nursery.start_soon(
            self._end_with, turn, TurnFailed(turn_id=turn_id, error=reason, kind=kind)
        )
        return True

    @staticmethod
    async def _end_with(turn: _Turn, event: TurnFailed) -> None:
        try:
            await turn.events.send(event)
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass
        finally:
            turn.events.close()

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

        Leaving the iteration early cancels the turn (the model stops between two tokens).
        """
        turn_id = turn_id or new_id("turn")
        refusal = self._refusal(turn_id, text)
        if refusal is not None:
            yield refusal
            return
        assert self._nursery is not None
        send, receive = trio.open_memory_channel[UIEvent](self._buffer)
        turn = _Turn(turn_id=turn_id, conversation_id=conversation_id, text=text, events=send)
        self._turns[turn_id] = turn
        self._nursery.start_soon(self._watch, turn)
        try:
            await self._router_out.send(
                UserMessage(turn_id=turn_id, conversation_id=conversation_id, text=text)
            )
            async with receive:
                async for event in receive:
                    yield event
                    if isinstance(event, (TurnFinished, TurnFailed)):
                        return
            # The channel closed with no final event: the bridge is shutting down.
            yield TurnFailed(turn_id=turn_id, error="Sandman is shutting down", kind="cancelled")
        finally:
            self._turns.pop(turn_id, None)
            if not turn.done:
                self._abandon(turn)
