"""The router's answer for one message."""

from __future__ import annotations

from typing import Any, Literal, TypeAlias

import msgspec

from ..messages import Route

Source: TypeAlias = Literal["first_pass", "model", "fallback"]


class RouteDecision(msgspec.Struct, frozen=True, kw_only=True):
    """A route and its validated arguments.

    ``source`` says who decided: ``"first_pass"`` (no model), ``"model"`` (a parsed route tag)
    or ``"fallback"`` (the model's output was unreadable or unusable). ``confidence`` is the
    first pass's probability for its route (1.0 for a model decision); ``raw`` is the model's
    output as it came, for logs.
    """

    route: Route
    args: dict[str, Any] = {}
    source: str
    confidence: float = 1.0
    raw: str = ""
