"""``Model.score``: log-probabilities of continuations, on the real SmolLM2 and the scripted fake."""

from __future__ import annotations

import math

import pytest

from sandman.inference import Completion, LlamaModel, ModelError, ScriptedModel
from sandman.prompts import render_chat

PROMPT = render_chat(
    "chatml", [("system", "Answer with one word."), ("user", "What colour is the sky?")]
)
ANSWERS = ["Blue", "Green", "The sky is blue.", "Purple elephants dance", "The"]


def test_scores_are_log_probabilities_and_do_not_depend_on_batching(real_model: LlamaModel) -> None:
    together = real_model.score(PROMPT, ANSWERS, slot="t-score")
    alone = [real_model.score(PROMPT, [answer], slot="t-score-alone")[0] for answer in ANSWERS]
    assert all(s < 0 for s in together)
    assert together == pytest.approx(alone, abs=1e-3)
    # a continuation's probability is at most that of its own first token
    assert real_model.tokenize("The sky is blue.")[0] == real_model.tokenize("The")[0]
    assert together[2] < together[4]
    assert together[ANSWERS.index("Blue")] > together[ANSWERS.index("Purple elephants dance")]


def test_the_greedy_reply_scores_above_other_replies(real_model: LlamaModel) -> None:
    greedy = "".join(
        real_model.stream(Completion(prompt=PROMPT, temperature=0, max_tokens=3, slot="t-greedy"))
    )
    scores = real_model.score(PROMPT, [greedy, "Green", "Purple"], slot="t-greedy")
    assert greedy and scores[0] == max(scores)


def test_one_token_continuation_probabilities_sum_to_at_most_one(real_model: LlamaModel) -> None:
    singles = [" a", " b", "Blue", "Red", "Yes", "No"]
    assert all(len(real_model.tokenize(s)) == 1 for s in singles)
    total = sum(math.exp(s) for s in real_model.score(PROMPT, singles, slot="t-singles"))
    assert 0 < total <= 1.0 + 1e-6


def test_scoring_keeps_the_prompt_warm_and_leaves_only_the_prompt_in_the_slot(
    real_model: LlamaModel,
) -> None:
    real_model.score(PROMPT, ANSWERS, slot="t-score-warm")
    stats_cold = real_model.last_stats
    assert stats_cold is not None
    held, _ = real_model.slots["t-score-warm"]
    assert held == stats_cold.prompt_tokens
    real_model.score(PROMPT, ANSWERS, slot="t-score-warm")
    warm = real_model.last_stats
    assert warm is not None and warm.evaluated_tokens < stats_cold.evaluated_tokens
    # only the prompt's last token (its logits pick the first continuation token) is re-evaluated
    assert warm.evaluated_tokens - 1 == sum(len(real_model.tokenize(a)) - 1 for a in ANSWERS)


def test_many_continuations_are_scored_in_several_batches(real_model: LlamaModel) -> None:
    words = [f" option {i}" for i in range(70)]  # more than one batch of sequences
    scores = real_model.score(PROMPT, words, slot="t-many")
    assert len(scores) == 70 and all(s < 0 for s in scores)
    # llama.cpp switches matrix kernels for bigger batches: the sums move in the third digit
    assert scores[5] == pytest.approx(
        real_model.score(PROMPT, [words[5]], slot="t-many")[0], rel=1e-2
    )


def test_an_empty_continuation_is_refused(real_model: LlamaModel) -> None:
    with pytest.raises(ModelError, match="empty continuation"):
        real_model.score(PROMPT, ["Blue", ""], slot="t-empty")
    assert real_model.score(PROMPT, [], slot="t-empty") == []


def test_scripted_model_scores_with_the_tests_scorer() -> None:
    model = ScriptedModel()
    with pytest.raises(ModelError, match="no scorer"):
        model.score("p", ["a"])
    model.scorer = lambda prompt, text: -len(text)
    assert model.score("p", ["a", "bcd"]) == [-1.0, -3.0]
    assert model.score_history == [("p", ("a",)), ("p", ("a", "bcd"))]
