"""The ``Model`` protocol: the only surface of a language model the rest of Sandman sees."""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import Protocol, TypeAlias, runtime_checkable

import msgspec

from ..errors import SandmanError


class Completion(msgspec.Struct, frozen=True, kw_only=True):
    """One completion request, already rendered to the model's chat format.

    ``slot`` names the KV cache to evaluate in: a backend may keep one context per slot so that
    the static prefix of each prompt role (router, responder) stays warm across turns.
    """

    prompt: str
    grammar: str | None = None
    temperature: float = 0.7
    max_tokens: int = 256
    stop: tuple[str, ...] = ()
    slot: str = "default"
    repeat_penalty: float = 1.0  # > 1 discourages repeating recent tokens (1.0: off)


class CompletionStats(msgspec.Struct, frozen=True, kw_only=True):
    prompt_tokens: int
    evaluated_tokens: int
    completion_tokens: int
    stop_reason: str = "stop"


CompletionStream: TypeAlias = Generator[str, None, CompletionStats]


class ModelError(SandmanError):
    """The model could not be loaded or failed while generating; the message is one clear line."""


class PromptTooLong(ModelError):
    """The rendered prompt does not fit the model's context window."""


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

    def score(self, prompt: str, continuations: Sequence[str], *, slot: str = "score") -> list[float]: ...

    def close(self) -> None: ...
