"""``ScriptedModel``: a deterministic stand-in for message-level tests (never for the real path)."""

from __future__ import annotations

import re
import threading
from collections import deque
from collections.abc import Callable, Iterable, Sequence

from ..errors import ModelError
from ._model import Completion, CompletionStats, CompletionStream

_PIECE = re.compile(r"\s*\S+|\s+")

Script = str | Iterable[str] | BaseException | Callable[[Completion], "str | Iterable[str]"]


class ScriptedModel:
    """A model whose outputs are queued by the test.

    ``enqueue(...)`` appends outputs, consumed one per request in FIFO order: a string (streamed
    word by word), a list of chunks (streamed as given), an exception (raised when streaming
    starts), or a function of the request returning either. ``history`` records every request;
    ``produced`` counts the chunks actually handed out, so a test can see decoding stop early.
    With nothing queued, a request fails with ``ModelError``. A request for no tokens (a
    warm-up: the prompt read into the cache) is recorded and answered with nothing, taking no
    output from the queue.

    ``score`` asks ``scorer(prompt, continuation)`` for each continuation (set it in the test; a
    model without one fails with ``ModelError``) and records ``(prompt, continuations)`` in
    ``score_history``.
    """

    family = "chatml"

    def __init__(self, *, name: str = "scripted", context_size: int = 4096) -> None:
        self.name = name
        self.context_size = context_size
        self.history: list[Completion] = []
        self.produced = 0
        self.closed = False
        self._queue: deque[Script] = deque()
        self._lock = threading.Lock()
        self.on_chunk: Callable[[int], None] | None = None
        self.scorer: Callable[[str, str], float] | None = None
        self.score_history: list[tuple[str, tuple[str, ...]]] = []
        self.streaming = 0  # streams open right now; ``max_streaming`` > 1 means overlapping use
        self.max_streaming = 0

    def enqueue(self, *outputs: Script) -> None:
        self._queue.extend(outputs)

    @property
    def pending(self) -> int:
        return len(self._queue)

    def tokenize(self, text: str) -> list[int]:
        return [hash(piece) & 0xFFFF for piece in _PIECE.findall(text)]

    def count_tokens(self, text: str) -> int:
        return len(_PIECE.findall(text))

    def stream(self, request: Completion) -> CompletionStream:
        with self._lock:
            self.history.append(request)
            if request.max_tokens == 0:
                prompt_tokens = self.count_tokens(request.prompt)
                return CompletionStats(
                    prompt_tokens=prompt_tokens, evaluated_tokens=prompt_tokens, completion_tokens=0
                )
            script = self._queue.popleft() if self._queue else None
        if script is None:
            raise ModelError("ScriptedModel: no output enqueued for this request")
        if callable(script) and not isinstance(script, BaseException):
            script = script(request)
        if isinstance(script, BaseException):
            raise script
        chunks = _PIECE.findall(script) if isinstance(script, str) else list(script)
        n = 0
        with self._lock:
            self.streaming += 1
            self.max_streaming = max(self.max_streaming, self.streaming)
        try:
            for chunk in chunks[: request.max_tokens]:
                n += 1
                with self._lock:
                    self.produced += 1
                if self.on_chunk is not None:
                    self.on_chunk(self.produced)
                yield chunk
        finally:
            with self._lock:
                self.streaming -= 1
        prompt_tokens = self.count_tokens(request.prompt)
        return CompletionStats(
            prompt_tokens=prompt_tokens,
            evaluated_tokens=prompt_tokens,
            completion_tokens=n,
            stop_reason="length" if n < len(chunks) else "stop",
        )

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
        with self._lock:
            self.score_history.append((prompt, tuple(continuations)))
        if self.scorer is None:
            raise ModelError("ScriptedModel: no scorer set for this request")
        return [float(self.scorer(prompt, text)) for text in continuations]

    def close(self) -> None:
        self.closed = True
