"""The log-probability and combined routing strategies, with a scripted scorer; model tiers."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from sandman.inference import ScriptedModel
from sandman.routing import (
    DEFAULT_STRATEGY,
    STRATEGIES,
    RouterPolicy,
    Strategy,
    route_text,
    strategy_for,
)
from sandman.routing._logprob import spans
from sandman.routing._policy import TINY_STRATEGY


def scorer(best: dict[str, float]) -> Callable[[str, str], float]:
    """Log-probabilities: the given continuations score as listed, everything else -20."""
    return lambda prompt, text: best.get(text, -20.0)


def policy(mode: str, **kw: float) -> RouterPolicy:
    return RouterPolicy(family="chatml", strategy=Strategy(mode=mode, **kw))  # type: ignore[arg-type]


def test_logprob_routes_by_the_likeliest_head_then_the_likeliest_span() -> None:
    model = ScriptedModel()
    model.scorer = scorer({"<search_dreams": -0.5, "<respond": -2.0, ' query="dad" />': -1.0})
    decision = route_text(policy("logprob"), model, "have I ever dreamed about my dad or the sea?")
    assert (decision.route, decision.args, decision.source) == (
        "search_dreams",
        {"query": "dad"},
        "model",
    )
    assert model.history == []  # nothing sampled
    (p1, heads), (p2, endings) = model.score_history
    assert set(heads) == {
        "<respond",
        "<lookup_symbol",
        "<search_dreams",
        "<recall_memories",
        "<recent_dreams",
    }
    assert p2 == p1 + "<search_dreams" and p1.endswith("<|im_start|>assistant\n")
    assert ' query="sea" />' in endings and ' query="dad" />' in endings
    assert all("ever" not in e and "dreamed" not in e for e in endings)  # frame words are not spans


def test_logprob_optional_argument_may_be_left_out() -> None:
    model = ScriptedModel()
    model.scorer = scorer({"<recall_memories": -0.1, " />": -0.2})
    decision = route_text(policy("logprob"), model, "what do you know about me and my life?")
    assert (decision.route, decision.args) == ("recall_memories", {})


def test_logprob_respond_needs_no_second_call() -> None:
    model = ScriptedModel()
    model.scorer = scorer({"<respond": -0.1})
    decision = route_text(policy("logprob"), model, "the weather is lovely today")
    assert decision.route == "respond" and len(model.score_history) == 1


def test_combined_lets_a_sure_first_pass_overrule_an_unsure_model() -> None:
    model = ScriptedModel()
    # The model mildly prefers respond; the first pass is sure it is a symbol lookup.
    model.scorer = scorer({"<respond": -1.0, "<lookup_symbol": -1.3})
    text = "what does a snake mean in dreams?"
    assert route_text(policy("logprob"), model, text).route == "respond"
    decision = route_text(policy("combined", weight=0.5), model, text)
    assert (decision.route, decision.args) == ("lookup_symbol", {"symbol": "snake"})


def test_combined_lets_a_sure_model_overrule_an_unsure_first_pass() -> None:
    text = "hmm, the dream thing again"
    first = RouterPolicy(family="chatml", strategy=Strategy(mode="first_pass")).guess(text)
    target = "recall_memories" if first.route != "recall_memories" else "recent_dreams"
    model = ScriptedModel()
    model.scorer = scorer({f"<{target}": -0.01})
    assert route_text(policy("combined", weight=0.3), model, text).route == target


def test_combined_with_a_threshold_skips_the_model_when_the_first_pass_is_sure() -> None:
    model = ScriptedModel()
    sure = policy("combined", weight=0.5, threshold=0.6)
    assert sure.first_pass("show me my last four dreams") is not None
    assert sure.first_pass("hmm, the dream thing again") is None
    assert policy("combined", weight=0.5).first_pass("show me my last four dreams") is None
    assert model.score_history == []


def test_spans_are_runs_of_the_messages_content_words() -> None:
    p = RouterPolicy(family="chatml", strategy=Strategy(mode="logprob"))
    words = p._first.words("What does a black cat mean in my dream?")
    assert spans("lookup_symbol", words) == ["black", "cat", "black cat"]
    assert spans("respond", words) == []


@pytest.mark.parametrize(
    ("name", "expected"),
    [
        ("smollm2-135m", STRATEGIES["smollm2-135m"]),
        ("SmolLM2-135M-Instruct.Q4_1", STRATEGIES["smollm2-135m"]),
        ("some-model-135M", TINY_STRATEGY),
        ("some-model-7B", DEFAULT_STRATEGY),
    ],
)
def test_a_model_outside_the_table_gets_its_tiers_strategy(name: str, expected: Strategy) -> None:
    assert strategy_for(name) is expected


def test_an_explicit_tier_decides_for_an_unknown_name() -> None:
    assert strategy_for("mystery", "tiny") is TINY_STRATEGY
    assert strategy_for("mystery", "capable") is DEFAULT_STRATEGY


def test_every_preset_has_a_measured_strategy() -> None:
    from sandman.inference import PRESETS

    assert set(STRATEGIES) == set(PRESETS)
    assert all(s.measured.startswith("dev:") for s in STRATEGIES.values())
