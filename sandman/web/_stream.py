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

    async def withdraw(self, conversation_id: str, turn_id: str) -> None: ...


def sse(event: UIEvent, **extra: str) -> bytes:
    """One Server-Sent Event. ``json.dumps`` escapes newlines, so ``data:`` is always one line."""
    data = {**event_json(event), **extra}
    return b"data: " + json.dumps(data, ensure_ascii=False).encode() + b"\n\n"


# A turn refused as busy before it started (its first and only event) is answered 503 with
# Retry-After instead of a stream, so a client can retry without parsing events. A turn that was
# already streaming keeps the SSE contract (its ``turn_failed`` event), and so do the refusals
# of the message itself (empty, too long), exactly as ``ask --json`` shows them.
_REFUSED: dict[str, tuple[int, dict[str, str]]] = {"busy": (503, {"retry-after": "2"})}


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
        """The turn's events as a stream. Without ``conversation_id`` the turn starts a
        conversation of its own (never one shared by every client): its id is sent as the
        ``X-Conversation-Id`` header and as ``conversation_id`` on the first event. The turn's own id
        is sent as ``X-Turn-Id``, for withdrawing it (``DELETE /api/conversations/{id}/turns/{turn}``)."""
        return _EventStream(self, text, conversation_id)

    async def withdraw(self, conversation_id: str, turn_id: str) -> None:
        """Stop pressed on ``turn_id`` (named by the stream's ``X-Turn-Id``): cancelled if it
        runs, and its exchange is not kept even if it had just been saved."""
        await self.backend.withdraw(conversation_id, turn_id)

    def cancel_all(self) -> int:
        """Stop taking turns and cancel those in flight; returns how many were running."""
        self.closing = True
        running = list(self._active)
        for turn_id in running:
            self.backend.cancel(turn_id)
        return len(running)

    async def relay(
        self, text: str, conversation_id: str | None, send: Send, headers: list[tuple[bytes, bytes]]
    ) -> None:
        """Start the turn; answer with a status if it is refused at once, else stream it."""
        turn_id = f"web-{secrets.token_hex(6)}"
        chosen = conversation_id is None
        cid = f"web-{secrets.token_hex(8)}" if conversation_id is None else conversation_id
        self._active.add(turn_id)
        events = self.backend.chat(text, conversation_id=cid, turn_id=turn_id)
        started = False
        try:
            async for event in events:
                if not started:
                    started = True
                    if isinstance(event, TurnFailed) and event.kind in _REFUSED:
                        status, extra = _REFUSED[event.kind]
                        await _refuse(send, status, event.error, extra)
                        return
                    # A turn refused outright (its first event is its end) started nothing.
                    chosen = chosen and not isinstance(event, TurnFailed)
                    head = [*headers, (b"x-turn-id", turn_id.encode())]
                    if chosen:
                        head.append((b"x-conversation-id", cid.encode()))
                    await send({"type": "http.response.start", "status": 200, "headers": head})
                    body = sse(event, conversation_id=cid) if chosen else sse(event)
                else:
                    body = sse(event)
                await send({"type": "http.response.body", "body": body, "more_body": True})
                if isinstance(event, (TurnFinished, TurnFailed)):
                    break
        finally:
            self._active.discard(turn_id)
            # Leaving the iteration early (client gone, send failed) cancels the turn.
            if isinstance(events, AsyncGenerator):
                with trio.CancelScope(shield=True):
                    await events.aclose()
        if not started:  # no event at all (cannot happen with the bridge's guarantees)
            await _refuse(send, 500, "the turn ended without an answer", {})
            return
        await send({"type": "http.response.body", "body": b"", "more_body": False})


async def _refuse(send: Send, status: int, error: str, headers: dict[str, str]) -> None:
    body = json.dumps({"error": error}, ensure_ascii=False).encode()
    raw = [(b"content-type", b"application/json"), (b"cache-control", b"no-store")]
    raw += [(k.encode(), v.encode()) for k, v in headers.items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body, "more_body": False})


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
        async with trio.open_nursery() as nursery:
            nursery.start_soon(_cancel_on_disconnect, receive, nursery.cancel_scope)
            try:
                await self._streams.relay(self._text, self._conversation_id, send, self.raw_headers)
            except OSError:
                pass  # the client went away mid-send (ASGI 2.4 servers raise OSError then)
            nursery.cancel_scope.cancel()


async def _cancel_on_disconnect(receive: Receive, scope: trio.CancelScope) -> None:
    while True:
        message = await receive()
        if message["type"] == "http.disconnect":
            scope.cancel()
            return
