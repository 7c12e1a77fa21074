"""The ``Model`` protocol: the only surface of a language model the rest of Sandman sees."""

from __future__ import annotations

from collections.abc import AsyncIterator, Generator, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Protocol, TypeAlias, runtime_checkable

import msgspec

from ..messages import Completion as Completion  # defined with the messages that carry it


class CompletionStats(msgspec.Struct, frozen=True, kw_only=True):
    prompt_tokens: int
    evaluated_tokens: int
    completion_tokens: int
    stop_reason: str = "stop"
    # of the completion tokens, how many were drafted from the prompt and checked in a batch, and
    # how many of those the model agreed with (prompt-lookup decoding; 0 without it)
    drafted_tokens: int = 0
    accepted_tokens: int = 0


CompletionStream: TypeAlias = Generator[str, None, CompletionStats]


@runtime_checkable
class Model(Protocol):
    """A language model. Calls are blocking and must not be made concurrently.

    ``stream`` yields text pieces as they are decoded and returns the request's statistics; the
    consumer may stop iterating (``close()`` the generator) between any two pieces. ``score``
    gives the log-probability of each continuation right after a prompt (summed over its tokens,
    natural log), without sampling: for choosing among known answers.
    """

    name: str
    family: str
    context_size: int

    def tokenize(self, text: str) -> list[int]: ...

    def count_tokens(self, text: str) -> int: ...

    def stream(self, request: Completion) -> CompletionStream: ...

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]: ...

    def close(self) -> None: ...


class AsyncCompletionStream(Protocol):
    """The pieces of one completion as they arrive (``async for``); ``stats`` is set once the
    iteration has ended normally, and stays None when it was cut short."""

    stats: CompletionStats | None

    def __aiter__(self) -> AsyncIterator[str]: ...


@runtime_checkable
class AsyncModel(Model, Protocol):
    """A ``Model`` that can also stream without a thread, and serve several requests at once
    (a model server). The Inference actor uses ``open_stream`` when a model has it.

    Leaving the ``async with`` block, or cancelling the task in it, ends the request at once
    (a server's HTTP stream is closed). Failures are ``ModelError`` subclasses, raised from
    ``__aenter__`` or from the iteration.
    """

    def open_stream(
        self, request: Completion
    ) -> AbstractAsyncContextManager[AsyncCompletionStream]: ...
