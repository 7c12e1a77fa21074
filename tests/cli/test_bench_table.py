"""``sandman bench`` prints a table for people (``--json`` is tested with the bench itself)."""

from __future__ import annotations

from sandman.cli._bench import format_bench

RESULT = {
    "model": "smollm2-135m",
    "threads": 1,
    "turns": 9,
    "model_calls": 18,
    "prompt_tokens": 3984,
    "evaluated_tokens": 1136,
    "evaluated_ratio": 0.285,
    "ttft_ms_p50": 1022.4,
    "turn_ms_p50": 1291.0,
    "turn_ms_p95": 3949.2,
    "baseline_turn_ms_p50": 4122.7,
    "baseline_ttft_ms_p50": 407.1,
    "baseline_prompt_tokens": 20000,
    "baseline_evaluated_tokens": 5000,
    "baseline_model_calls": 18,
    "baseline_reply_tokens": 898,
    "ms_per_reply_token": 64.8,
    "baseline_ms_per_reply_token": 52.3,
    "raw_ms": 19700.0,
    "raw_generated_tokens": 325,
    "actor_generated_tokens": 325,
    "actor_ms": 21100.0,
    "actor_overhead_pct": 6.7,
    "reply_tokens": 325,
    "shown_model_words": 210,
    "baseline_shown_words": 640,
    "peak_rss_mb": 204.3,
    "failed_turns": 0,
    "routes": {"respond": 3, "lookup_symbol": 2},
    "a_new_field": 7,
}


def test_the_table_is_readable_and_shows_every_field() -> None:
    text = format_bench(RESULT)
    assert "{" not in text and "}" not in text  # no Python dict printed
    lines = text.splitlines()
    assert lines[0] == "model smollm2-135m, 1 thread, 9 turns (0 failed turns)"
    [turn] = [line for line in lines if line.startswith("turn, p50")]
    assert turn.split() == ["turn,", "p50", "1,291", "ms", "4,123", "ms"]
    assert any("28.5%" in line for line in lines)
    [words] = [line for line in lines if line.startswith("model words shown")]
    assert words.split()[-2:] == ["210", "640"]
    assert "routes: respond 3, lookup_symbol 2" in lines
    assert lines[-1].split() == ["a_new_field", "7"]  # fields added later are not lost
    header = next(line for line in lines if "Sandman" in line)
    assert header.index("Sandman") + len("Sandman") == turn.index("1,291 ms") + len("1,291 ms")
