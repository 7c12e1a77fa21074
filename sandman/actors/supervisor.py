"""The supervisor: wires the actors together under one nursery and hands out an ``App``.

Start-up order is explicit (downstream first, each with ``nursery.start`` so it is listening
before anyone can send to it): Inference, UIBridge, Responder, ToolExecutor, Router. Channel
ownership is explicit too: each producer gets its own clone of a send channel and closes it, so
closing the Router's inbox winds the whole pipeline down in order. Leaving the ``open_app``
block cancels every actor; no task, thread or channel outlives it.
"""

from __future__ import annotations

import functools
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import msgspec
import trio

from ..messages import Respond, RunTools, UIEvent, UserMessage
from ..tools import ToolBackend
from ._common import ActorFailures, Failures, style_of
from .inference import Inference, InferenceStatistics
from .responder import HistoryStore, Transcripts, responder, warm_up_responder
from .router import RoutePolicy, router, warm_up_router
from .tool_executor import tool_executor
from .ui_bridge import EVENT_BUFFER, TEXT_BUFFER_CHARS, BridgeStatistics, UIBridge


class AppStatistics(msgspec.Struct, frozen=True, kw_only=True):
    inference: InferenceStatistics
    bridge: BridgeStatistics
    failures: ActorFailures  # exceptions each actor caught, logged (logger ``sandman.actors``)


class App:
    """A running Sandman: ``async for event in app.chat(text): …``."""

    def __init__(
        self,
        *,
        inference: Inference,
        bridge: UIBridge,
        conversation_id: str,
        failures: Failures | None = None,
        warmed: trio.Event | None = None,
    ) -> None:
        self.inference = inference
        self._warmed = warmed
        self.model = inference.model
        self.conversation_id = conversation_id
        self._bridge = bridge
        self._failures = failures if failures is not None else Failures()

    def chat(
        self, text: str, *, conversation_id: str | None = None, turn_id: str | None = None
    ) -> AsyncIterator[UIEvent]:
        """Start a turn; yields ``RouteDecided``, ``ToolStarted``/``ToolFinished``, ``TextDelta``
        events and, last and exactly once, ``TurnFinished`` or ``TurnFailed``.

        Stop iterating early and the turn is cancelled.
        """
        return self._bridge.chat(
            text, conversation_id=conversation_id or self.conversation_id, turn_id=turn_id
        )

    async def wait_warm(self) -> None:
        """Return once the warm-up (``open_app``'s ``warm_up``) is over: the prompts' heads the
        model reads ahead of the turns are in its cache (at once without a warm-up)."""
        if self._warmed is not None:
            await self._warmed.wait()

    def cancel(self, turn_id: str) -> bool:
        """Cancel a running turn: its reader gets ``TurnFailed(kind="cancelled")`` next."""
        return self._bridge.cancel(turn_id)

    async def withdraw(self, conversation_id: str, turn_id: str) -> None:
        """The user stopped ``turn_id``: cancel it if it runs, and keep no exchange of it in
        ``conversation_id`` even if it had just finished (see ``UIBridge.withdraw``)."""
        await self._bridge.withdraw(conversation_id, turn_id)

    def statistics(self) -> AppStatistics:
        inference = self.inference.statistics()
        return AppStatistics(
            inference=inference,
            bridge=self._bridge.statistics(),
            failures=self._failures.statistics(inference=inference.failures),
        )


@asynccontextmanager
async def open_app(
    *,
    inference: Inference,
    policy: RoutePolicy,
    tools: ToolBackend,
    history: HistoryStore,
    conversation_id: str = "default",
    max_active_turns: int = 8,
    event_buffer: int = 16,
    turn_buffer: int = EVENT_BUFFER,
    turn_text_chars: int = TEXT_BUFFER_CHARS,
    context_budget: int | None = None,
    warm_up: bool = False,
    read_ahead: bool = True,
) -> AsyncIterator[App]:
    """Run the actors for as long as the block lasts (the model and journal are the caller's).

    ``event_buffer`` bounds the channels between actors; ``turn_buffer`` and ``turn_text_chars``
    bound what one turn's reader may leave unread before its turn ends as ``slow_reader``.
    With ``warm_up``, the respond prompt's static head is evaluated into its KV cache right
    away, while the user is still typing, so the first reply starts as fast as later ones; then,
    with ``read_ahead``, whenever no turn runs, the first turn of each situation's prompt
    (``App.wait_warm``): worth it for a conversation, not for one message and out.
    """
    failures = Failures()
    transcripts = Transcripts()
    ui_send, ui_receive = trio.open_memory_channel[UIEvent](event_buffer)
    user_send, user_receive = trio.open_memory_channel[UserMessage](max_active_turns)
    tools_send, tools_receive = trio.open_memory_channel[RunTools](max_active_turns)
    respond_send, respond_receive = trio.open_memory_channel[Respond](max_active_turns)
    bridge = UIBridge(
        router_out=user_send,
        inference=inference,
        history=history,
        max_active_turns=max_active_turns,
        event_buffer=turn_buffer,
        text_buffer_chars=turn_text_chars,
        failures=failures,
        transcripts=transcripts,
    )
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        await nursery.start(bridge.run, ui_receive)
        await nursery.start(
            functools.partial(
                responder,
                respond_receive,
                inference=inference,
                history=history,
                tools_out=tools_send.clone(),
                ui_out=ui_send.clone(),
                context_budget=context_budget,
                failures=failures,
                transcripts=transcripts,
            )
        )
        await nursery.start(
            functools.partial(
                tool_executor,
                tools_receive,
                backend=tools,
                respond_out=respond_send,
                ui_out=ui_send.clone(),
                result_budget=style_of(inference.model.name).result_chars,
                gate=bridge,
                history=history,
                failures=failures,
            )
        )
        await nursery.start(
            functools.partial(
                router,
                user_receive,
                policy=policy,
                inference=inference,
                tools_out=tools_send,
                ui_out=ui_send,
                failures=failures,
                history=history,
            )
        )
        warmed = trio.Event()

        async def quiet() -> None:
            # No turn running and the model idle: a turn that starts now waits for one head.
            while True:
                await bridge.wait_quiet()
                await inference.wait_idle()
                if bridge.quiet:
                    return

        async def warm_up_all() -> None:
            try:
                async with trio.open_nursery() as warming:
                    warming.start_soon(warm_up_responder, inference, quiet if read_ahead else None)
                    warming.start_soon(warm_up_router, policy, inference)
            finally:
                warmed.set()

        if warm_up:
            nursery.start_soon(warm_up_all)
        else:
            warmed.set()
        try:
            yield App(
                inference=inference,
                bridge=bridge,
                conversation_id=conversation_id,
                failures=failures,
                warmed=warmed,
            )
        finally:
            nursery.cancel_scope.cancel()
