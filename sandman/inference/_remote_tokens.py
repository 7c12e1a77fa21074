"""Counting tokens on a model server: with its tokenizer endpoint where it has one (llama.cpp,
llama-cpp-python, vLLM), remembering recent counts, else with an estimate; and whether a prompt
fits the context."""

from __future__ import annotations

import threading
from typing import Any

import httpx
import msgspec

from .._bounded import BoundedDict
from ..errors import ModelError, PromptTooLong
from ._model import Completion
from ._openai import Engine
from ._remote_http import RemoteClients

BYTES_PER_TOKEN = 3  # the estimate where the server cannot count tokens (see _remote's doc)


class RemoteTokens(RemoteClients):
    """Mixed into ``RemoteModel``: tokens and their counts. ``RemoteModel.__init__`` sets the
    attributes; opening the model measures ``_token_offset``."""

    engine: Engine
    root_url: str
    context_size: int
    where: str
    _token_offset: int  # tokens the server's tokenizer adds to every text (a BOS)
    _counts: BoundedDict[str, int]
    _lock: threading.Lock  # guards _counts: counts come from worker threads and trio at once

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
