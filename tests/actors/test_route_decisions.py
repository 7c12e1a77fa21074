"""``router.decide_route`` for each way a route is decided: by the first pass, by the model's
answer, by the model's probabilities, and when the model fails or the turn is cancelled. The
decision is compared whole, and every model request is checked to belong to the turn (so that
cancelling the turn stops it) and to say what it is for."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Any

import pytest
import trio

from sandman.actors import Inference
from sandman.actors.router import InferenceScorer, decide_route, warm_up_router
from sandman.inference import Completion, ModelError, ScriptedModel
from sandman.messages import CancelTurn, Generate, InferenceEvent, RouteDecided, UserMessage

from .conftest import Decision, TagPolicy


class Policy(TagPolicy):
    """Records the texts it is given; decides by the first pass when ``first`` is set, by
    scoring when ``scores`` is set, else by asking the model (``TagPolicy``)."""

    def __init__(self, first: Decision | None = None, scores: bool = False) -> None:
        self.first, self.scores = first, scores
        self.seen: list[tuple[str, str]] = []

    def first_pass(self, text: str) -> Decision | None:
        self.seen.append(("first_pass", text))
        return self.first

    def request(self, text: str) -> Completion:
        self.seen.append(("request", text))
        return super().request(text)

    def parse(self, output: str, text: str) -> Decision:
        self.seen.append(("parse", text))
        return super().parse(output, text)

    @property
    def scores_with_model(self) -> bool:
        return self.scores

    def score_route(self, model: Any, text: str) -> Decision:
        self.seen.append(("score_route", text))
        logprobs = model.score(
            f"Route: {text}", ["<respond />", "<recent_dreams />"], slot="router"
        )
        best = "recent_dreams" if logprobs[1] > logprobs[0] else "respond"
        return Decision(route=best, source="logprob", raw=f"{logprobs}")  # type: ignore[arg-type]


@pytest.fixture
async def running() -> AsyncIterator[tuple[ScriptedModel, Inference, list[Generate]]]:
    model = ScriptedModel()
    requests: list[Generate] = []

    def seen(request: Generate, event: InferenceEvent) -> None:
        requests.append(request)

    inference = Inference(model, on_outcome=seen)
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        yield model, inference, requests
        nursery.cancel_scope.cancel()


MESSAGE = UserMessage(turn_id="t7", conversation_id="c", text="what did I dream lately?")


async def test_a_first_pass_decision_is_taken_as_it_is_without_the_model(running: Any) -> None:
    _model, inference, requests = running
    policy = Policy(
        first=Decision(
            route="lookup_symbol", args={"symbol": "owl"}, source="first_pass", raw="owl"
        )
    )
    decided = await decide_route(policy, inference, MESSAGE)
    assert decided == RouteDecided(
        turn_id="t7", route="lookup_symbol", args={"symbol": "owl"}, source="first_pass", raw="owl"
    )
    assert policy.seen == [("first_pass", MESSAGE.text)]
    assert requests == []


async def test_the_models_answer_is_parsed_and_its_request_belongs_to_the_turn(
    running: Any,
) -> None:
    model, inference, requests = running
    model.enqueue('<lookup_symbol symbol="water" />')
    policy = Policy()
    decided = await decide_route(policy, inference, MESSAGE)
    assert decided == RouteDecided(
        turn_id="t7", route="lookup_symbol", args={"symbol": "water"}, source="model",
        raw='<lookup_symbol symbol="water" />',
    )  # fmt: skip
    assert policy.seen == [
        ("first_pass", MESSAGE.text),
        ("request", MESSAGE.text),
        ("parse", MESSAGE.text),
    ]
    [request] = requests
    assert (request.turn_id, request.purpose, request.completion.slot) == ("t7", "route", "router")


async def test_a_failed_model_falls_back_to_respond_and_keeps_the_error(running: Any) -> None:
    model, inference, _ = running
    model.enqueue(ModelError("the model ran out of context", kind="too_long"))
    decided = await decide_route(Policy(), inference, MESSAGE)
    assert decided == RouteDecided(
        turn_id="t7", route="respond", source="fallback", raw="the model ran out of context"
    )


@pytest.mark.parametrize("scores", [False, True])
async def test_a_cancelled_turn_decides_nothing(running: Any, scores: bool) -> None:
    model, inference, _requests = running
    inference.cancel(CancelTurn(turn_id="t7"))
    assert await decide_route(Policy(scores=scores), inference, MESSAGE) is None
    assert model.history == [] and model.score_history == []


async def test_scoring_asks_the_model_through_the_turns_requests(running: Any) -> None:
    model, inference, requests = running
    model.scorer = lambda prompt, text: -1.0 if "recent" in text else -2.0
    policy = Policy(scores=True)
    decided = await decide_route(policy, inference, MESSAGE)
    assert decided == RouteDecided(
        turn_id="t7", route="recent_dreams", source="logprob", raw="[-2.0, -1.0]"
    )
    assert policy.seen == [("first_pass", MESSAGE.text), ("score_route", MESSAGE.text)]
    assert model.score_history == [(f"Route: {MESSAGE.text}", ("<respond />", "<recent_dreams />"))]
    [request] = requests
    assert request.turn_id == "t7" and request.request_id.startswith("score-")
    assert (request.purpose, request.completion.max_tokens, request.completion.slot) == (
        "route",
        0,
        "router",
    )
    assert request.completion.prompt == f"Route: {MESSAGE.text}"


async def test_failed_scoring_falls_back_to_respond_and_keeps_the_error(running: Any) -> None:
    _model, inference, _ = running  # no scorer set: the scripted model fails the request
    decided = await decide_route(Policy(scores=True), inference, MESSAGE)
    assert decided == RouteDecided(
        turn_id="t7",
        route="respond",
        source="fallback",
        raw="ScriptedModel: no scorer set for this request",
    )


async def test_scoring_nothing_asks_nothing(running: Any) -> None:
    _model, inference, requests = running
    scorer = InferenceScorer(inference, "t1")
    assert await trio.to_thread.run_sync(lambda: scorer.score("p", [])) == []
    assert requests == []


async def test_warm_up_evaluates_the_router_prompts_head_once_and_only_when_there_is_one(
    running: Any,
) -> None:
    _model, inference, requests = running

    class Static(Policy):
        def __init__(self, head: object) -> None:
            super().__init__()
            self.head = head

        def static_prompt(self) -> object:
            return self.head

    await warm_up_router(Static(""), inference)
    await warm_up_router(Static(None), inference)
    await warm_up_router(Policy(), inference)
    assert requests == []
    await warm_up_router(Static("<|im_start|>system\nRoute."), inference)
    [request] = requests
    assert (
        request.turn_id,
        request.purpose,
        request.completion.slot,
        request.completion.max_tokens,
    ) == (
        "warmup",
        "warmup",
        "router",
        0,
    )
    assert request.completion.prompt == "<|im_start|>system\nRoute."
