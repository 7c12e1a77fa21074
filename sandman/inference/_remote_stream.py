"""Streaming a completion from a model server, under trio (``open_stream``) or blocking
(``stream``); a connection that fails before the reply's first byte is retried."""

from __future__ import annotations

import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx
import trio
from httpx_sse import EventSource, ServerSentEvent, SSEError

from ..errors import ModelError
from ._model import Completion, CompletionStats, CompletionStream
from ._openai import RemoteError, StreamReader, http_failure, one_line, request_body, server_message
from ._remote_http import transport_failure
from ._remote_tokens import RemoteTokens

_RETRYABLE = (httpx.ConnectError, httpx.ConnectTimeout, httpx.RemoteProtocolError, httpx.ReadError)


class _RemoteStream:
    """One completion's pieces, as ``open_stream`` hands them out."""

    def __init__(
        self,
        model: RemoteTokens,
        request: Completion,
        events: AsyncIterator[ServerSentEvent] | None,
        reader: StreamReader | None,
    ) -> None:
        self._model = model
        self._request = request
        self._events = events
        self._reader = reader
        self._tail: str | None = None
        self.stats: CompletionStats | None = None

    def __aiter__(self) -> _RemoteStream:
        return self

    async def __anext__(self) -> str:
        reader, events = self._reader, self._events
        if reader is None or events is None:  # nothing was asked for (max_tokens=0)
            if self.stats is None:
                self.stats = CompletionStats(
                    prompt_tokens=await self._model.count_tokens_async(self._request.prompt),
                    evaluated_tokens=0,
                    completion_tokens=0,
                    stop_reason="length",
                )
            raise StopAsyncIteration
        if self._tail is not None:
            tail, self._tail = self._tail, None
            if tail:
                return tail
            raise StopAsyncIteration
        while not reader.stopped:
            try:
                event = await events.__anext__()
            except StopAsyncIteration:
                break
            except (httpx.HTTPError, SSEError) as exc:
                raise transport_failure(exc, self._model.where, started=True) from None
            if event.event == "error":
                raise RemoteError(
                    "model_error", f"{self._model.where} failed mid-reply: {one_line(event.data)}"
                )
            if event.event not in ("message", ""):
                continue
            visible = reader.feed(event.data)
            if visible:
                return visible
        prompt_tokens = reader.usage.get("prompt_tokens") if reader.usage else None
        if not isinstance(prompt_tokens, int):
            prompt_tokens = await self._model.count_tokens_async(self._request.prompt)
        tail, self.stats = reader.finish(prompt_tokens=prompt_tokens)
        self._tail = ""
        if tail:
            return tail
        raise StopAsyncIteration


class RemoteStreaming(RemoteTokens):
    """Mixed into ``RemoteModel``: its completions. ``RemoteModel.__init__`` sets the attributes."""

    base_url: str
    family: str
    seed: int | None
    retries: int  # tries after the first, before the reply's first byte only
    backoff: float  # seconds before the first retry; doubled for each one after it

    @asynccontextmanager
    async def open_stream(self, request: Completion) -> AsyncIterator[_RemoteStream]:
        """Start one completion; iterate the result for its pieces. Leaving the block (or being
        cancelled) closes the HTTP stream at once. ``max_tokens=0`` sends nothing."""
        if request.max_tokens <= 0:
            yield _RemoteStream(self, request, None, None)
            return
        if self._may_overflow(request) and self.engine.tokenize is not None:
            self._fits(request, await self.count_tokens_async(request.prompt))
        path, body = request_body(self.engine, self.name, self.family, request, seed=self.seed)
        client = self._async_client()
        response: httpx.Response | None = None
        for attempt in range(self.retries + 1):
            try:
                sent = client.build_request(
                    "POST", self.base_url + path, json=body, headers=_SSE_HEADERS
                )
                response = await client.send(sent, stream=True)
            except _RETRYABLE as exc:
                if attempt == self.retries:
                    raise _retried(
                        transport_failure(exc, self.where, started=False), attempt
                    ) from None
                await trio.sleep(self.backoff * 2**attempt)
                continue
            except httpx.HTTPError as exc:
                raise transport_failure(exc, self.where, started=False) from None
            if response.status_code == 503 and attempt < self.retries:
                await response.aclose()
                await trio.sleep(self.backoff * 2**attempt)
                continue
            break
        assert response is not None
        events: Any = None
        try:
            if response.status_code >= 400:
                try:
                    content = await response.aread()
                except httpx.HTTPError:
                    content = b""
                raise http_failure(response.status_code, server_message(content), self.where)
            _check_event_stream(response, self.where)
            events = EventSource(response).aiter_sse()
            reader = StreamReader(self.engine.api, request.stop, self.where)
            yield _RemoteStream(self, request, events, reader)
        finally:
            with trio.CancelScope(shield=True):
                if events is not None:
                    await events.aclose()
                await response.aclose()

    # -- blocking streaming (the Model protocol: benchmarks, the router CLI) -------------------

    def stream(self, request: Completion) -> CompletionStream:
        """The same completion, blocking (a generator, as ``Model`` has it)."""
        if self._closed:
            raise ModelError(f"the model {self.name} is closed")
        if request.max_tokens <= 0:
            return CompletionStats(
                prompt_tokens=self.count_tokens(request.prompt),
                evaluated_tokens=0,
                completion_tokens=0,
                stop_reason="length",
            )
        if self._may_overflow(request) and self.engine.tokenize is not None:
            self._fits(request, self.count_tokens(request.prompt))
        path, body = request_body(self.engine, self.name, self.family, request, seed=self.seed)
        response = self._connect_sync(path, body)
        reader = StreamReader(self.engine.api, request.stop, self.where)
        try:
            if response.status_code >= 400:
                response.read()
                raise http_failure(
                    response.status_code, server_message(response.content), self.where
                )
            _check_event_stream(response, self.where)
            try:
                for event in EventSource(response).iter_sse():
                    if event.event == "error":
                        raise RemoteError(
                            "model_error", f"{self.where} failed mid-reply: {one_line(event.data)}"
                        )
                    visible = reader.feed(event.data) if event.event in ("message", "") else ""
                    if visible:
                        yield visible
                    if reader.stopped:
                        break
            except (httpx.HTTPError, SSEError) as exc:
                raise transport_failure(exc, self.where, started=True) from None
        finally:
            response.close()
        usage_prompt = reader.usage.get("prompt_tokens") if reader.usage else None
        tail, stats = reader.finish(
            prompt_tokens=usage_prompt
            if isinstance(usage_prompt, int)
            else self.count_tokens(request.prompt)
        )
        if tail:
            yield tail
        return stats

    def _connect_sync(self, path: str, body: dict[str, Any]) -> httpx.Response:
        for attempt in range(self.retries + 1):
            try:
                sent = self._client.build_request(
                    "POST", self.base_url + path, json=body, headers=_SSE_HEADERS
                )
                response = self._client.send(sent, stream=True)
            except _RETRYABLE as exc:
                if attempt == self.retries:
                    raise _retried(
                        transport_failure(exc, self.where, started=False), attempt
                    ) from None
                time.sleep(self.backoff * 2**attempt)
                continue
            except httpx.HTTPError as exc:
                raise transport_failure(exc, self.where, started=False) from None
            if response.status_code == 503 and attempt < self.retries:
                response.close()
                time.sleep(self.backoff * 2**attempt)
                continue
            return response
        raise AssertionError("unreachable")  # pragma: no cover


_SSE_HEADERS = {"Accept": "text/event-stream", "Cache-Control": "no-store"}


def _check_event_stream(response: httpx.Response, where: str) -> None:
    content_type = response.headers.get("content-type", "").partition(";")[0].strip()
    if content_type != "text/event-stream":
        raise RemoteError(
            "bad_stream",
            f"{where} did not answer with an event stream (Content-Type {content_type!r})",
        )


def _retried(error: RemoteError, attempts: int) -> RemoteError:
    if attempts == 0:
        return error
    return RemoteError(error.kind, f"{error} ({attempts + 1} tries)")
