"""The parser's results: frozen msgspec Structs, safe to log and to compare."""

from __future__ import annotations

from typing import Any

import msgspec


class ParsedCall(msgspec.Struct, frozen=True):
    """A call of a registered tool whose arguments passed validation.

    ``name`` is the registry's canonical name; ``args`` are the validated arguments as plain
    builtins, with unset optional arguments omitted.
    """

    name: str
    args: dict[str, Any]


class Rejection(msgspec.Struct, frozen=True):
    """Markup that looked like a tool call but cannot be run.

    ``raw`` is the hidden markup as the model wrote it, ``name`` the tool it named (canonical when
    known, as written otherwise, None when no name could be read), ``reason`` one line meant to be
    fed back to the model.
    """

    raw: str
    name: str | None
    reason: str


class ParseResult(msgspec.Struct, frozen=True):
    """Everything read from one model output: calls in order, the visible text, the rejections."""

    calls: tuple[ParsedCall, ...]
    text: str
    rejected: tuple[Rejection, ...]
