"""The parser's result records. Plain frozen Structs so they log and compare by value."""

from __future__ import annotations

from typing import Any

import msgspec


class ParsedCall(msgspec.Struct, frozen=True):
    """A call of a registry tool whose arguments passed validation.

    ``name`` is the canonical registry name (whatever spelling the model used); ``args`` are the
    validated arguments as plain builtins, with unset optional arguments omitted.
    """

    name: str
    args: dict[str, Any]


class Rejection(msgspec.Struct, frozen=True):
    """Markup that was clearly meant as a tool call but cannot run.

    ``raw`` is the markup as the model wrote it; ``name`` is the canonical tool name when the
    tool was recognised, the name as written for an unknown tool, and None when no name could be
    read (or a JSON call was cut off); ``reason`` is one line meant to be shown to the model.
    """

    raw: str
    name: str | None
    reason: str


class ParseResult(msgspec.Struct, frozen=True):
    """Everything parsed from one model output: calls in order, the visible text, rejections."""

    calls: tuple[ParsedCall, ...]
    text: str
    rejected: tuple[Rejection, ...]


Item = ParsedCall | Rejection
