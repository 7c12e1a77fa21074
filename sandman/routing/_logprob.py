"""Routing by the model's probabilities instead of its samples.

The router prompt is scored, not sampled: first the five route heads (``<respond``,
``<lookup_symbol`` …: no head is a prefix of another, so their probabilities compare fairly),
then, for the chosen route, each candidate argument span taken from the message's own words
(`` symbol="snake" />``, `` />`` when the argument is optional). Both steps are two
``Model.score`` calls over the router prompt, whose static head stays in the slot's KV cache.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Protocol

import msgspec

from ..language import STOPWORDS
from ..messages import ROUTES, Route
from ._args import _DETERMINERS, QUERY_FRAME, SYMBOL_FRAME, TOPIC_FRAME, Words, extract_limit
from ._prompt import render_router_prompt

HEADS: dict[Route, str] = {route: f"<{route}" for route in ROUTES}
_ARGUMENT: dict[Route, tuple[str, frozenset[str], bool]] = {
    # route -> (argument name, frame words that are never the argument, required)
    "lookup_symbol": ("symbol", SYMBOL_FRAME, True),
    "search_dreams": ("query", QUERY_FRAME, True),
    "recall_memories": ("topic", TOPIC_FRAME, False),
}
_SKIP = STOPWORDS | _DETERMINERS
MAX_SPAN_WORDS = 3
MAX_SPANS = 24


class Scorer(Protocol):
    """What scoring needs of a model: ``Model.score`` (the Router actor passes a stand-in that
    asks the Inference actor)."""

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]: ...


class ModelScores(msgspec.Struct, frozen=True, kw_only=True):
    """What the model's probabilities say about one message: a probability per route (softmax of
    the heads' log-probabilities) and the best arguments for the most probable route."""

    probabilities: dict[Route, float]
    route: Route
    args: dict[str, Any]


def spans(route: Route, words: Words) -> list[str]:
    """Candidate argument values for ``route``: runs of the message's words (as typed) that are
    neither stopwords nor the route's frame words, and their sub-runs of up to three words."""
    spec = _ARGUMENT.get(route)
    if spec is None:
        return []
    _, frame, _ = spec
    runs: list[list[str]] = [[]]
    for raw, fixed in zip(words.raw, words.fixed):
        if raw.isalnum() and len(raw) > 1 and not {raw, fixed} & _SKIP and fixed not in frame:
            runs[-1].append(raw)
        elif runs[-1]:
            runs.append([])
    found: dict[str, None] = {}
    for run in runs:
        for size in range(1, MAX_SPAN_WORDS + 1):
            for start in range(len(run) - size + 1):
                found[" ".join(run[start : start + size])] = None
    return list(found)[:MAX_SPANS]


def _endings(route: Route, words: Words) -> list[tuple[str, dict[str, Any]]]:
    """The continuations after a route's head, with the arguments each one means."""
    if route == "respond":
        return [(" />", {})]
    if route == "recent_dreams":
        out: list[tuple[str, dict[str, Any]]] = [(" />", {})]
        limit = extract_limit(words)
        if limit is not None:
            out.append((f' limit="{limit}" />', {"limit": limit}))
        return out
    name, _, required = _ARGUMENT[route]
    out = [] if required else [(" />", {})]
    out += [(f' {name}="{span}" />', {name: span}) for span in spans(route, words)]
    return out


def softmax(logprobs: Sequence[float]) -> list[float]:
    top = max(logprobs)
    weights = [math.exp(lp - top) for lp in logprobs]
    total = sum(weights)
    return [w / total for w in weights]


def model_scores(
    model: Scorer, family: str, text: str, words: Words, routes: Sequence[Route] = ROUTES
) -> ModelScores:
    """Score ``routes``' heads after the router prompt for ``text``, then the arguments of the
    most probable one (an argument-taking route without any candidate span is passed over)."""
    prompt = render_router_prompt(family, text)
    heads = model.score(prompt, [HEADS[r] for r in routes], slot="router")
    probabilities = dict(zip(routes, softmax(heads)))
    for route in sorted(routes, key=lambda r: probabilities[r], reverse=True):
        endings = _endings(route, words)
        if not endings:
            continue
        args = endings[0][1]
        if len(endings) > 1:
            scores = model.score(prompt + HEADS[route], [e for e, _ in endings], slot="router")
            args = endings[max(range(len(endings)), key=scores.__getitem__)][1]
        return ModelScores(probabilities=probabilities, route=route, args=args)
    return ModelScores(probabilities=probabilities, route="respond", args={})
