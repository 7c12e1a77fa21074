"""A model behind an OpenAI-compatible server: llama.cpp's ``llama-server``, llama-cpp-python's
server, vLLM, Ollama (or any other server speaking the same API, with fewer features).

``--model http://HOST:PORT/v1`` (optionally ``#MODEL_NAME``) loads one. The API key, if the
server wants one, comes only from ``$SANDMAN_API_KEY``; it is sent as a bearer token and never
printed, logged or put in an error message.

**Which endpoint.** ``/v1/completions`` with the prompt Sandman rendered itself, wherever the
server takes a raw prompt (llama.cpp, llama-cpp-python, vLLM, others): Sandman's chat formats,
stop markers, the continuation of a reply after a tool call and the server's prefix cache all
keep working exactly as on the device. Ollama's ``/v1/completions`` wraps any prompt in the
model's own template (it has no raw mode there), so for Ollama the rendered prompt is split
back into messages and sent to ``/v1/chat/completions``, whose template is the model's own.

**What each engine is sent** (detected when the model is opened, or forced with ``engine=``):
a grammar for routing where the engine accepts one (llama.cpp and llama-cpp-python: GBNF in
``grammar``; vLLM: ``structured_outputs.grammar``, ``guided_grammar`` before 0.11; Ollama: a
JSON schema in ``response_format``, derived from the router's grammar), the seed everywhere, the
repeat penalty where supported (llama.cpp's ``repeat_penalty``, vLLM's ``repetition_penalty``).
Tokens are counted with the server's tokenizer where it has an endpoint for it (llama.cpp
``/tokenize``, llama-cpp-python ``/extras/tokenize``, vLLM ``/tokenize``); elsewhere with an
estimate of one token per three bytes of UTF-8, on the high side for English so that a prompt
budget errs towards fitting.

**Failures** are ``ModelError``s whose ``kind`` says what happened: ``unreachable`` (refused,
no route, DNS), ``timeout`` (connecting, or waiting between two pieces of the reply),
``http_error`` (a 4xx/5xx, with the server's own message), ``too_long`` (the server says the
context overflowed), ``disconnected`` (the connection broke mid-reply), ``incomplete`` (the
stream ended without a finish reason), ``bad_stream`` (not an event stream, or data that is not
a completion chunk). Connection failures and 503s are retried with exponential backoff, a bounded
number of times, and only before the reply's first byte: nothing is ever shown twice.
"""

from __future__ import annotations

import logging
import os
import re
import threading
import time
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from typing import Any

import httpx
import msgspec
import trio
from httpx_sse import EventSource, ServerSentEvent, SSEError

from .._bounded import BoundedDict
from ._model import Completion, CompletionStats, CompletionStream, ModelError, PromptTooLong
from ._openai import (
    API_KEY_ENV,
    ENGINES,
    Engine,
    RemoteError,
    StreamReader,
    http_failure,
    is_remote,
    one_line,
    parse_url,
    request_body,
    server_message,
)

__all__ = [
    "API_KEY_ENV",
    "ENGINES",
    "DEFAULT_CONTEXT",
    "Engine",
    "RemoteError",
    "RemoteModel",
    "is_remote",
]

log = logging.getLogger("sandman.inference")

# A server that does not say how long its context is (llama-cpp-python's) is assumed to have the
# context Sandman gives an on-device model; ``context_size=`` overrides it.
DEFAULT_CONTEXT = 4096
BYTES_PER_TOKEN = 3  # the estimate where the server cannot count tokens (see the module doc)


def _transport_failure(exc: Exception, where: str, *, started: bool) -> RemoteError:
    """The failure an httpx exception stands for, before (``started=False``) or during a reply."""
    if isinstance(exc, httpx.ConnectTimeout):
        return RemoteError("timeout", f"{where} did not accept a connection in time")
    if isinstance(exc, httpx.TimeoutException):
        what = "between two pieces of the reply" if started else "before answering"
        return RemoteError("timeout", f"{where} sent nothing for too long {what}")
    if isinstance(exc, httpx.ConnectError):
        reason = str(exc) or type(exc).__name__
        return RemoteError("unreachable", f"cannot reach {where}: {one_line(reason, 120)}")
    if isinstance(exc, SSEError):
        return RemoteError("bad_stream", f"{where} did not answer with an event stream: {exc}")
    if started:
        return RemoteError("disconnected", f"{where} closed the connection mid-reply")
    return RemoteError("unreachable", f"{where} closed the connection before answering")


_RETRYABLE = (httpx.ConnectError, httpx.ConnectTimeout, httpx.RemoteProtocolError, httpx.ReadError)


# --- the model ----------------------------------------------------------------------------------


class _AsyncClientHolder(msgspec.Struct, kw_only=True):
    token: Any
    client: httpx.AsyncClient
    scope: trio.CancelScope


class _RemoteStream:
    """One completion's pieces, as ``open_stream`` hands them out."""

    def __init__(
        self,
        model: RemoteModel,
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
                raise _transport_failure(exc, self._model.where, started=True) from None
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


class RemoteModel:
    """A model served over HTTP, satisfying ``Model`` (blocking) and ``AsyncModel`` (trio).

    Opening it (``RemoteModel.open(url)``, or ``load_model(url)``) asks the server which models
    it serves and which engine it is, so a server that is down or refuses the key is one clear
    ``ModelError`` at start-up. Several requests may run at once (the Inference actor bounds
    them). ``close()`` closes its connections; it is idempotent.
    """

    def __init__(
        self,
        base_url: str,
        *,
        model: str,
        engine: Engine,
        family: str = "chatml",
        context_size: int = DEFAULT_CONTEXT,
        seed: int | None = None,
        api_key: str | None = None,
        connect_timeout: float = 5.0,
        read_timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.25,
        token_offset: int = 0,
    ) -> None:
        from ..prompts._chat import FAMILIES

        if family not in FAMILIES:
            raise ModelError(f"unknown chat family {family!r} (known: {', '.join(FAMILIES)})")
        self.base_url = base_url.rstrip("/")
        self.root_url = (
            self.base_url[: -len("/v1")] if self.base_url.endswith("/v1") else self.base_url
        )
        self.name = model
        self.family = family
        self.context_size = context_size
        self.engine = engine
        self.seed = seed
        self.retries = retries
        self.backoff = backoff
        self.where = f"the model server at {self.base_url}"
        self._token_offset = token_offset
        self._headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        self._timeout = httpx.Timeout(read_timeout, connect=connect_timeout)
        self._client = httpx.Client(headers=self._headers, timeout=self._timeout)
        self._async: _AsyncClientHolder | None = None
        self._counts = BoundedDict[str, int](256)  # token counts of recent texts
        self._lock = threading.Lock()
        self._closed = False

    # -- opening -----------------------------------------------------------------------------

    @classmethod
    def open(
        cls,
        url: str,
        *,
        engine: str | None = None,
        family: str | None = None,
        context_size: int | None = None,
        seed: int | None = None,
        connect_timeout: float = 5.0,
        read_timeout: float = 60.0,
        retries: int = 3,
        backoff: float = 0.25,
    ) -> RemoteModel:
        """Connect to the server at ``url`` (``http://HOST:PORT/v1``, optionally ``#MODEL``)
        and learn what it serves. Blocking. Raises ``ModelError`` with one line when the URL is
        bad, the server cannot be reached or refuses, or the model is not among its models."""
        base, root, wanted = parse_url(url)
        if engine is not None and engine not in ENGINES:
            raise ModelError(f"unknown engine {engine!r} (known: {', '.join(ENGINES)})")
        api_key = os.environ.get(API_KEY_ENV) or None
        model = cls(
            base,
            model=wanted or "",
            engine=ENGINES[engine or "openai"],
            family=family or "chatml",
            seed=seed,
            api_key=api_key,
            connect_timeout=connect_timeout,
            read_timeout=read_timeout,
            retries=retries,
            backoff=backoff,
        )
        try:
            model._discover(root, wanted, engine=engine, family=family, context_size=context_size)
        except BaseException:
            model.close()
            raise
        return model

    def _get_json(self, url: str, *, method: str = "GET", body: Any = None) -> Any | None:
        """A discovery request: the decoded JSON, or None when the server has no such endpoint."""
        try:
            response = self._client.request(method, url, json=body)
        except httpx.HTTPError as exc:
            raise _transport_failure(exc, self.where, started=False) from None
        if response.status_code in (401, 403):
            raise http_failure(response.status_code, server_message(response.content), self.where)
        if response.status_code >= 400:
            return None
        try:
            return msgspec.json.decode(response.content)
        except msgspec.DecodeError:
            return None

    def _discover(
        self,
        root: str,
        wanted: str | None,
        *,
        engine: str | None,
        family: str | None,
        context_size: int | None,
    ) -> None:
        listing = self._get_json(f"{self.base_url}/models")
        if listing is None:
            raise RemoteError(
                "http_error",
                f"{self.where} does not list its models at /models: is it OpenAI-compatible?",
            )
        entries = (
            [e for e in listing.get("data", []) if isinstance(e, dict) and "id" in e]
            if isinstance(listing, dict)
            else []
        )
        ids = [str(e["id"]) for e in entries]
        if wanted is None:
            if len(ids) != 1:
                choice = ", ".join(ids[:8]) or "none"
                raise ModelError(
                    f"{self.where} serves {len(ids)} models ({choice}): name one as URL#MODEL"
                )
            wanted = ids[0]
        elif ids and wanted not in ids and not any(i.startswith(wanted + ":") for i in ids):
            raise ModelError(
                f"{self.where} does not serve {wanted!r} (it serves: {', '.join(ids[:8])})"
            )
        self.name = wanted
        known_context: int | None = None
        template = ""
        detected: str = "openai"
        props = self._get_json(f"{root}/props")
        if isinstance(props, dict) and isinstance(props.get("default_generation_settings"), dict):
            detected = "llama.cpp"
            n_ctx = props["default_generation_settings"].get("n_ctx")
            known_context = n_ctx if isinstance(n_ctx, int) and n_ctx > 0 else None
            template = str(props.get("chat_template") or "")
        elif isinstance(self._get_json(f"{root}/api/version"), dict):
            detected = "ollama"
        else:
            version = self._get_json(f"{root}/version")
            if isinstance(version, dict) and isinstance(version.get("version"), str):
                detected = "vllm"
                entry = next((e for e in entries if e.get("id") == wanted), {})
                if isinstance(entry.get("max_model_len"), int):
                    known_context = entry["max_model_len"]
                if _version(version["version"]) < (0, 11):
                    self.engine = msgspec.structs.replace(ENGINES["vllm"], grammar="guided_grammar")
            elif isinstance(
                self._get_json(f"{root}/extras/tokenize", method="POST", body={"input": ""}), dict
            ):
                detected = "llama-cpp-python"
        if engine is None:
            self.engine = self.engine if self.engine.name == detected else ENGINES[detected]
        else:
            self.engine = ENGINES[engine]
        self.context_size = context_size or known_context or DEFAULT_CONTEXT
        if family is None:
            lowered = (template + " " + wanted).lower()
            self.family = (
                "gemma" if "<start_of_turn>" in template or "gemma" in lowered else "chatml"
            )
        # A tokenizer that adds a BOS token counts it in every text: measure it once.
        empty = self._tokenize_sync("")
        self._token_offset = len(empty) if empty is not None else 0
        log.debug(
            "model server %s: engine %s, model %s, context %d",
            self.base_url,
            self.engine.name,
            self.name,
            self.context_size,
        )

    # -- tokens ------------------------------------------------------------------------------

    def _tokenize_request(self, text: str) -> tuple[str, dict[str, Any]] | None:
        match self.engine.tokenize:
            case "llama.cpp":
                return f"{self.root_url}/tokenize", {
                    "content": text,
                    "add_special": False,
                    "parse_special": True,
                }
            case "llama-cpp-python":
                return f"{self.root_url}/extras/tokenize", {"input": text, "model": self.name}
            case "vllm":
                return f"{self.root_url}/tokenize", {
                    "model": self.name,
                    "prompt": text,
                    "add_special_tokens": False,
                }
        return None

    @staticmethod
    def _tokens_of(response: httpx.Response) -> list[int] | None:
        if response.status_code != 200:
            return None
        try:
            data = msgspec.json.decode(response.content)
        except msgspec.DecodeError:
            return None
        tokens = data.get("tokens") if isinstance(data, dict) else None
        if not isinstance(tokens, list):
            return None
        return [t if isinstance(t, int) else int(t.get("id", 0)) for t in tokens]

    def _tokenize_sync(self, text: str) -> list[int] | None:
        call = self._tokenize_request(text)
        if call is None:
            return None
        try:
            return self._tokens_of(self._client.post(call[0], json=call[1]))
        except httpx.HTTPError:
            return None

    @staticmethod
    def estimate_tokens(text: str) -> int:
        """The estimate used where the server cannot count: a token per three bytes."""
        return len(text.encode("utf-8")) // BYTES_PER_TOKEN + 1

    def _cached(self, text: str) -> int | None:
        with self._lock:
            count = self._counts.get(text)
            if count is not None:
                self._counts[text] = count  # recently used: kept longer
            return count

    def _remember(self, text: str, count: int) -> int:
        with self._lock:
            self._counts[text] = count
        return count

    def tokenize(self, text: str) -> list[int]:
        """The server's tokens for ``text`` (without BOS). Raises ``ModelError`` when the
        server has no tokenizer endpoint or does not answer."""
        tokens = self._tokenize_sync(text)
        if tokens is None:
            raise ModelError(
                f"{self.where} cannot tokenize text ({self.engine.name} has no tokenizer endpoint, or it failed)"
            )
        return tokens[self._token_offset :]

    def count_tokens(self, text: str) -> int:
        """Tokens in ``text``: the server's count (cached), else the estimate. Blocking: it may
        make one HTTP request, so call it from a worker thread."""
        cached = self._cached(text)
        if cached is not None:
            return cached
        tokens = self._tokenize_sync(text)
        if tokens is None:
            return self.estimate_tokens(text)
        return self._remember(text, max(0, len(tokens) - self._token_offset))

    async def count_tokens_async(self, text: str) -> int:
        """``count_tokens`` without blocking trio."""
        cached = self._cached(text)
        if cached is not None:
            return cached
        call = self._tokenize_request(text)
        if call is None:
            return self.estimate_tokens(text)
        try:
            tokens = self._tokens_of(await self._async_client().post(call[0], json=call[1]))
        except httpx.HTTPError:
            tokens = None
        if tokens is None:
            return self.estimate_tokens(text)
        return self._remember(text, max(0, len(tokens) - self._token_offset))

    def _fits(self, request: Completion, count: int | None) -> None:
        if count is not None and count + request.max_tokens > self.context_size:
            raise PromptTooLong(
                f"the prompt is too long for {self.name}: {count} prompt tokens + "
                f"{request.max_tokens} reply tokens exceed its {self.context_size}-token context"
            )

    def _may_overflow(self, request: Completion) -> bool:
        # Every token is at least one byte (the BOS aside): a prompt this short always fits.
        return len(request.prompt.encode("utf-8")) + 1 + request.max_tokens > self.context_size

    # -- streaming under trio ------------------------------------------------------------------

    def _async_client(self) -> httpx.AsyncClient:
        """This trio run's client: created on first use in a run and closed when the run ends
        (or at ``close()``), by a system task that owns it."""
        if self._closed:
            raise ModelError(f"the model {self.name} is closed")
        token = trio.lowlevel.current_trio_token()
        held = self._async
        if held is not None and held.token is token:
            return held.client
        client = httpx.AsyncClient(headers=self._headers, timeout=self._timeout)
        scope = trio.CancelScope()
        self._async = _AsyncClientHolder(token=token, client=client, scope=scope)
        trio.lowlevel.spawn_system_task(_hold_client, client, scope, name="sandman-http-client")
        return client

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
                        _transport_failure(exc, self.where, started=False), attempt
                    ) from None
                await trio.sleep(self.backoff * 2**attempt)
                continue
            except httpx.HTTPError as exc:
                raise _transport_failure(exc, self.where, started=False) from None
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
                raise _transport_failure(exc, self.where, started=True) from None
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
                        _transport_failure(exc, self.where, started=False), attempt
                    ) from None
                time.sleep(self.backoff * 2**attempt)
                continue
            except httpx.HTTPError as exc:
                raise _transport_failure(exc, self.where, started=False) from None
            if response.status_code == 503 and attempt < self.retries:
                response.close()
                time.sleep(self.backoff * 2**attempt)
                continue
            return response
        raise AssertionError("unreachable")  # pragma: no cover

    def score(self, prompt: str, continuations: Sequence[str], *, slot: str = "score") -> list[float]:
        """Not offered: OpenAI-compatible servers do not agree on a way to return the
        log-probabilities of given continuations. Raises ``ModelError`` (the router then falls
        back as for any failed model call)."""
        raise ModelError(
            f"{self.where} cannot score continuations: route {self.name} by sampling instead"
        )

    # -- lifetime ------------------------------------------------------------------------------

    def close(self) -> None:
        """Close the connections. Idempotent."""
        self._closed = True
        self._client.close()
        held, self._async = self._async, None
        if held is not None:
            try:
                same_run = trio.lowlevel.current_trio_token() is held.token
            except RuntimeError:
                same_run = False  # that run is over: its system task closed the client
            if same_run:
                held.scope.cancel()

    def __enter__(self) -> RemoteModel:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def __repr__(self) -> str:  # never the key
        return (
            f"RemoteModel(name={self.name!r}, url={self.base_url!r}, engine={self.engine.name!r})"
        )


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


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text)[:3]) or (0,)


async def _hold_client(client: httpx.AsyncClient, scope: trio.CancelScope) -> None:
    try:
        with scope:
            await trio.sleep_forever()
    finally:
        with trio.CancelScope(shield=True):
            try:
                await client.aclose()
            except Exception:  # a system task must not crash the run
                log.debug("closing the HTTP client failed", exc_info=True)
