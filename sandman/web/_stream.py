"""``POST /api/chat``: one turn, streamed as Server-Sent Events.

Each event's ``data:`` line is one JSON object exactly as ``sandman ask --json`` prints it
(``sandman.wire.event_json``); the stream ends right after the final event. When the client goes
away (``http.disconnect``, e.g. the page's Stop button aborting the request), the turn is
abandoned: the bridge cancels it and the model stops between two tokens.
"""

from __future__ import annotations

import json
import secrets
from collections.abc import AsyncGenerator, AsyncIterator
from typing import Protocol

import trio
from starlette.responses import Response

from ..messages import TurnFailed, TurnFinished, UIEvent
from ..wire import event_json
from ._types import Receive, Scope, Send


class _Named(Protocol):
    @property
    def name(self) -> str: ...


class ChatBackend(Protocol):
    """What the web app needs of a running Sandman (``sandman.App`` is one)."""

    @property
    def model(self) -> _Named: ...

    def chat(
        self, text: str, *, conversation_id: str | None = None, turn_id: str | None = None
    ) -> AsyncIterator[UIEvent]: ...

    def cancel(self, turn_id: str) -> bool: ...


def sse(event: UIEvent) -> bytes:
    """One Server-Sent Event. ``json.dumps`` escapes newlines, so ``data:`` is always one line."""
    return b"data: " + json.dumps(event_json(event), ensure_ascii=False).encode() + b"\n\n"


class ChatStreams:
    """Starts chat turns for HTTP clients and knows which are in flight, so that a shutting-down
    server can end each of them with its final event instead of cutting the stream."""

    def __init__(self, backend: ChatBackend) -> None:
        self.backend = backend
        self._active: set[str] = set()
        self.closing = False

    @property
    def active(self) -> int:
        return len(self._active)

    def stream(self, text: str, conversation_id: str | None) -> Response:
        return _EventStream(self, text, conversation_id)

    def cancel_all(self) -> int:
        """Stop taking turns and cancel those in flight; returns how many were running."""
        self.closing = True
        running = list(self._active)
        for turn_id in running:
            self.backend.cancel(turn_id)
        return len(running)

    async def relay(self, text: str, conversation_id: str | None, send: Send) -> None:
        turn_id = f"web-{secrets.token_hex(6)}"
        self._active.add(turn_id)
        events = self.backend.chat(text, conversation_id=conversation_id, turn_id=turn_id)
        try:
            async for event in events:
                await send({"type": "http.response.body", "body": sse(event), "more_body": True})
                if isinstance(event, (TurnFinished, TurnFailed)):
                    break
        finally:
            self._active.discard(turn_id)
            # Leaving the iteration early (client gone, send failed) cancels the turn.
            if isinstance(events, AsyncGenerator):
                with trio.CancelScope(shield=True):
                    await events.aclose()
        await send({"type": "http.response.body", "body": b"", "more_body": False})


class _EventStream(Response):
    def __init__(self, streams: ChatStreams, text: str, conversation_id: str | None) -> None:
        super().__init__(status_code=200)
        self.raw_headers = [
            (b"content-type", b"text/event-stream; charset=utf-8"),
            (b"cache-control", b"no-store"),
            (b"x-accel-buffering", b"no"),  # proxies must not buffer the stream
        ]
        self._streams = streams
        self._text = text
        self._conversation_id = conversation_id

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await send(
            {"type": "http.response.start", "status": 200, "headers": self.raw_headers}
        )
        async with trio.open_nursery() as nursery:
            nursery.start_soon(_cancel_on_disconnect, receive, nursery.cancel_scope)
            try:
                await self._streams.relay(self._text, self._conversation_id, send)
            except OSError:
                pass  # the client went away mid-send (ASGI 2.4 servers raise OSError then)
            nursery.cancel_scope.cancel()


async def _cancel_on_disconnect(receive: Receive, scope: trio.CancelScope) -> None:
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            scope.cancel()
            return
