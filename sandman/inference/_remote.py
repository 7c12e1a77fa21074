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

**Where the code is.** ``RemoteModel`` (here: opening, lifetime) is built from mixins, one
concern each: ``_remote_discovery`` (what the server serves and is), ``_remote_tokens`` (token
counts and whether a prompt fits), ``_remote_stream`` (completions, with their retries) and
``_remote_http`` (the clients and what a transport failure means).
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence

import httpx
import trio

from .._bounded import BoundedDict
from ..errors import ModelError
from ._openai import API_KEY_ENV, ENGINES, Engine, RemoteError, is_remote, parse_url
from ._remote_discovery import DEFAULT_CONTEXT, RemoteDiscovery
from ._remote_stream import RemoteStreaming

__all__ = [
    "API_KEY_ENV",
    "DEFAULT_CONTEXT",
    "ENGINES",
    "Engine",
    "RemoteError",
    "RemoteModel",
    "is_remote",
]


class RemoteModel(RemoteDiscovery, RemoteStreaming):
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
        from ..prompts import FAMILIES

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
        self._async = None  # RemoteClients._async_client makes one per trio run
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

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
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
