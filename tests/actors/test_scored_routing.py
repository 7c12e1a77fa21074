"""A policy that routes by the model's probabilities asks Inference to score, never to sample."""

from __future__ import annotations

import pytest
import trio.testing

from sandman.actors import Inference, open_app
from sandman.inference import ModelError, ScriptedModel
from sandman.messages import RouteDecided, TurnFinished
from sandman.routing import RouterPolicy, Strategy

from .conftest import MemoryJournal


def _policy() -> RouterPolicy:
    return RouterPolicy(family="chatml", strategy=Strategy(mode="logprob"))


async def test_a_scoring_policy_routes_through_inference_scoring(journal: MemoryJournal) -> None:
    model = ScriptedModel()
    model.scorer = lambda prompt, text: {
        "<search_dreams": -0.2,
        ' query="lighthouse" />': -0.5,
    }.get(text, -9.0)
    model.enqueue("You dreamed of it twice.")
    async with open_app(
        inference=Inference(model), policy=_policy(), tools=journal, history=journal
    ) as app:
        events = [e async for e in app.chat("have I ever dreamed of a lighthouse in a storm?")]
    route = next(e for e in events if isinstance(e, RouteDecided))
    assert (route.route, route.args, route.source) == (
        "search_dreams",
        {"query": "lighthouse"},
        "model",
    )
    assert journal.calls == [("search_dreams", {"query": "lighthouse"})]
    assert isinstance(events[-1], TurnFinished)
    assert len(model.score_history) == 2  # the heads, then the argument spans
    assert [r.slot for r in model.history] == ["responder"]  # nothing was sampled for the route


async def test_a_failed_scoring_falls_back_to_respond_and_the_turn_goes_on(
    journal: MemoryJournal,
) -> None:
    model = ScriptedModel()

    def broken(prompt: str, text: str) -> float:
        raise ModelError("scoring failed")

    model.scorer = broken
    model.enqueue("Hello!")
    async with open_app(
        inference=Inference(model), policy=_policy(), tools=journal, history=journal
    ) as app:
        events = [e async for e in app.chat("hmm, the dream thing again")]
    route = next(e for e in events if isinstance(e, RouteDecided))
    assert (route.route, route.source) == ("respond", "fallback") and "scoring failed" in route.raw
    assert isinstance(events[-1], TurnFinished) and events[-1].text == "Hello!"


async def test_warm_up_also_evaluates_the_router_prompt_when_the_model_routes(
    journal: MemoryJournal,
) -> None:
    model = ScriptedModel(name="qwen2.5-1.5b")
    policy = RouterPolicy(
        family="chatml", strategy=Strategy(mode="combined", weight=0.7, threshold=0.5)
    )
    async with open_app(
        inference=Inference(model), policy=policy, tools=journal, history=journal, warm_up=True
    ) as app:
        await trio.testing.wait_all_tasks_blocked()
        await app.inference.wait_idle()
    warm = {r.slot: r for r in model.history}
    assert set(warm) == {"responder", "router"} and all(r.max_tokens == 0 for r in model.history)
    full = policy.request("what does a snake mean?").prompt
    assert full.startswith(warm["router"].prompt.removesuffix("<|im_start|>assistant\n"))
    assert len(warm["router"].prompt) > 0.8 * len(full)


@pytest.mark.reply_style("small")
async def test_no_router_warm_up_when_the_first_pass_decides_alone(journal: MemoryJournal) -> None:
    model = ScriptedModel(name="smollm2-135m")
    policy = RouterPolicy(family="chatml", strategy=Strategy(mode="first_pass"))
    async with open_app(
        inference=Inference(model), policy=policy, tools=journal, history=journal, warm_up=True
    ) as app:
        await trio.testing.wait_all_tasks_blocked()
        await app.inference.wait_idle()
    assert [r.slot for r in model.history] == ["responder"]
