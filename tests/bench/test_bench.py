"""The benchmark's three runs on the real model, on a short conversation."""

from __future__ import annotations

import pytest

from sandman.bench import CONVERSATION, run_bench
from sandman.routing import RouterPolicy


def test_bench_conversation_exercises_every_route() -> None:
    policy = RouterPolicy.for_model("smollm2-135m", "chatml")
    routes = set()
    for text in CONVERSATION:
        decision = policy.first_pass(text)
        assert decision is not None
        routes.add(decision.route)
    assert len(CONVERSATION) >= 8
    assert routes == {
        "respond",
        "lookup_symbol",
        "search_dreams",
        "recall_memories",
        "recent_dreams",
    }


@pytest.mark.reply_style("small")
def test_bench_measures_equal_work_three_ways() -> None:
    result = run_bench(
        "smollm2-135m",
        threads=2,
        conversation=("Show me my last two dreams.", "What does a snake mean?"),
    )
    assert result.turns == 2 and result.failed_turns == 0
    assert result.routes == {"recent_dreams": 1, "lookup_symbol": 1}
    # Seeded sampling on a fixed number of threads: the raw replay decodes exactly what the actors
    # did.
    assert result.raw_generated_tokens == result.actor_generated_tokens > 0
    assert 0 < result.evaluated_tokens <= result.prompt_tokens
    assert result.baseline_model_calls >= 2 and result.baseline_prompt_tokens > 0
    assert result.ttft_ms_p50 <= result.turn_ms_p50
    # The model spoke (after the journal's lines) in at least one turn, and its first word is timed.
    assert 1 <= result.model_turns <= 2 and result.model_first_word_ms_p50 > 0
    # ... and the words of it shown are counted (at most one word per token generated)
    assert 0 < result.shown_model_words <= result.reply_tokens
    assert result.peak_rss_mb > 50


@pytest.mark.reply_style("capable")
def test_the_raw_replay_stops_where_a_reply_was_stopped_at_its_cap() -> None:
    # The style caps the reply at three sentences (the 135M writes more here: stopped after 54
    # tokens); the replay decodes no further.
    result = run_bench("smollm2-135m", threads=2, conversation=("What does water mean in dreams?",))
    # ... and the stopped reply is counted: its tokens, and what it read
    assert result.raw_generated_tokens == result.actor_generated_tokens == result.reply_tokens > 0
    assert result.evaluated_tokens > 0


def test_the_giant_prompt_speaks_even_where_sandmans_replies_are_the_journals_lines() -> None:
    # The shipped style of the 135M writes no model words; the baseline it is measured against
    # still has to answer in words of its own (it has no journal lines to show).
    result = run_bench("smollm2-135m", threads=2, conversation=("What does a snake mean?",))
    assert result.model_turns == 0 and result.reply_tokens == result.shown_model_words == 0
    assert result.baseline_reply_tokens > 0 and result.baseline_shown_words > 0
