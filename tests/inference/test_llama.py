"""The llama.cpp backend on the real bundled SmolLM2-135M model."""

from __future__ import annotations

import pytest
import trio

from sandman.inference import (
    Completion,
    CompletionStats,
    LlamaModel,
    Model,
    ModelError,
    PromptTooLong,
    load_model,
)
from sandman.inference._llama_slots import MIN_STASH_CONTEXT
from sandman.inference._stops import StopScanner
from sandman.prompts import render_chat


def chat(text: str, system: str = "You are a helpful assistant.") -> str:
    return render_chat("chatml", [("system", system), ("user", text)])


def run(model: LlamaModel, request: Completion) -> tuple[list[str], CompletionStats]:
    pieces: list[str] = []
    gen = model.stream(request)
    while True:
        try:
            pieces.append(next(gen))
        except StopIteration as done:
            return pieces, done.value


def test_real_model_satisfies_the_model_protocol(real_model: LlamaModel) -> None:
    assert isinstance(real_model, Model)
    assert (real_model.family, real_model.context_size) == ("chatml", 4096)
    assert (
        real_model.count_tokens("<|im_start|>user\n")
        == len(real_model.tokenize("<|im_start|>user\n"))
        == 3
    )


def test_completion_streams_pieces_and_reports_honest_stats(real_model: LlamaModel) -> None:
    prompt = chat("Write two sentences about the moon.")
    pieces, stats = run(
        real_model, Completion(prompt=prompt, temperature=0, max_tokens=24, slot="t-stream")
    )
    assert len(pieces) >= 5 and all(pieces)
    assert stats.prompt_tokens == real_model.count_tokens(prompt)
    assert stats.evaluated_tokens == stats.prompt_tokens  # a new slot starts cold
    assert 0 < stats.completion_tokens <= 24
    assert stats.stop_reason in ("stop", "length")
    assert "<|im_end|>" not in "".join(pieces)
    assert real_model.last_stats == stats


def test_max_tokens_ends_with_length(real_model: LlamaModel) -> None:
    request = Completion(
        prompt=chat("Count from one to fifty in words."), temperature=0, max_tokens=5, slot="t-len"
    )
    _, stats = run(real_model, request)
    assert (stats.completion_tokens, stats.stop_reason) == (5, "length")


def test_closing_the_stream_stops_decoding_and_the_model_stays_usable(
    real_model: LlamaModel,
) -> None:
    long_request = Completion(
        prompt=chat("Tell me a long story about a lighthouse."),
        temperature=0,
        max_tokens=200,
        slot="t-cancel",
    )
    gen = real_model.stream(long_request)
    first_two = [next(gen), next(gen)]
    gen.close()
    assert all(first_two)
    assert real_model.last_stats is not None
    assert real_model.last_stats.stop_reason == "cancelled"
    assert real_model.last_stats.completion_tokens <= 3

    pieces, stats = run(
        real_model,
        Completion(prompt=chat("Say hello."), temperature=0, max_tokens=8, slot="t-cancel"),
    )
    assert pieces and stats.completion_tokens > 0


def test_an_abandoned_stream_cannot_resume_after_a_newer_request(real_model: LlamaModel) -> None:
    old = real_model.stream(
        Completion(prompt=chat("Describe a forest."), temperature=0, max_tokens=50, slot="t-old")
    )
    next(old)
    run(
        real_model,
        Completion(prompt=chat("Describe a desert."), temperature=0, max_tokens=4, slot="t-old"),
    )
    with pytest.raises(ModelError, match="abandoned"):
        next(old)


def test_grammar_constrains_the_reply(real_model: LlamaModel) -> None:
    request = Completion(
        prompt=chat("Is the sky green? Answer yes or no."),
        grammar='root ::= "yes" | "no"',
        temperature=0.8,
        max_tokens=8,
        slot="t-grammar",
    )
    for _ in range(3):
        pieces, stats = run(real_model, request)
        assert "".join(pieces) in ("yes", "no")
        assert stats.stop_reason == "stop"


def test_invalid_grammar_is_a_model_error_and_the_model_stays_usable(
    real_model: LlamaModel,
) -> None:
    bad = Completion(prompt=chat("Hi"), grammar="root ::= (", max_tokens=4, slot="t-badgrammar")
    with pytest.raises(ModelError, match="invalid grammar"):
        run(real_model, bad)
    pieces, _ = run(
        real_model, Completion(prompt=chat("Hi"), temperature=0, max_tokens=4, slot="t-badgrammar")
    )
    assert pieces


def test_stop_strings_end_the_reply_and_are_not_emitted(real_model: LlamaModel) -> None:
    request = Completion(
        prompt=chat("List three colours, one per line."),
        temperature=0,
        max_tokens=40,
        stop=("\n",),
        slot="t-stop",
    )
    pieces, stats = run(real_model, request)
    assert "\n" not in "".join(pieces)
    assert stats.stop_reason == "stop" and stats.completion_tokens < 40


def test_over_long_prompt_raises_prompt_too_long(real_model: LlamaModel) -> None:
    huge = chat("dream " * 5000)
    with pytest.raises(
        PromptTooLong, match=r"too long for smollm2-135m: \d+ prompt tokens \+ 16 reply"
    ):
        run(real_model, Completion(prompt=huge, max_tokens=16, slot="t-long"))
    short = chat("Hi")
    with pytest.raises(PromptTooLong):
        run(real_model, Completion(prompt=short, max_tokens=4096, slot="t-long"))
    pieces, _ = run(
        real_model, Completion(prompt=short, temperature=0, max_tokens=4, slot="t-long")
    )
    assert pieces


def test_same_prompt_twice_is_served_from_the_kv_cache(real_model: LlamaModel) -> None:
    request = Completion(
        prompt=chat("What do dreams about water mean?"), temperature=0, max_tokens=4, slot="t-warm"
    )
    _, cold = run(real_model, request)
    _, warm = run(real_model, request)
    assert cold.evaluated_tokens == cold.prompt_tokens
    assert warm.prompt_tokens == cold.prompt_tokens and warm.evaluated_tokens == 1


def test_only_the_new_suffix_is_evaluated_after_a_shared_prefix(real_model: LlamaModel) -> None:
    system = "You are Sandman, a gentle dream-journal companion. " * 8
    first = render_chat("chatml", [("system", system), ("user", "I dreamt of a cat.")])
    second = render_chat(
        "chatml", [("system", system), ("user", "I dreamt of a staircase that never ended.")]
    )
    run(real_model, Completion(prompt=first, temperature=0, max_tokens=2, slot="t-prefix"))
    _, stats = run(
        real_model, Completion(prompt=second, temperature=0, max_tokens=2, slot="t-prefix")
    )
    shared = real_model.count_tokens(
        render_chat("chatml", [("system", system)])[: -len("<|im_start|>assistant\n")]
    )
    assert stats.evaluated_tokens <= stats.prompt_tokens - shared
    assert stats.evaluated_tokens < 20


def test_alternating_slots_keeps_both_prefixes_warm(real_model: LlamaModel) -> None:
    router = Completion(
        prompt=chat("Route: I saw a snake", system="Pick a route. " * 10),
        temperature=0,
        max_tokens=2,
        slot="t-router",
    )
    responder = Completion(
        prompt=chat("I saw a snake", system="Be kind and brief. " * 10),
        temperature=0,
        max_tokens=2,
        slot="t-responder",
    )
    cold = [run(real_model, router)[1], run(real_model, responder)[1]]
    warm = [run(real_model, router)[1], run(real_model, responder)[1]]
    assert [s.evaluated_tokens for s in cold] == [s.prompt_tokens for s in cold]
    assert [s.evaluated_tokens for s in warm] == [1, 1]
    assert {"t-router", "t-responder"} <= set(real_model.slots)


async def test_streams_from_worker_threads_in_turn(real_model: LlamaModel) -> None:
    request = Completion(
        prompt=chat("Name a planet."), temperature=0, max_tokens=6, slot="t-threads"
    )
    results = [await trio.to_thread.run_sync(run, real_model, request) for _ in range(2)]
    assert results[0][0] == results[1][0]  # greedy: same text from a fresh and a warm cache
    assert results[1][1].evaluated_tokens == 1


@pytest.mark.parametrize("split", ["whole", "chars"])
def test_stop_scanner_never_emits_part_of_a_split_marker(split: str) -> None:
    text = "Sure <b> x <|im_e <|im_end|> hidden"
    chunks = [text] if split == "whole" else list(text)
    scanner = StopScanner(("<|im_end|>", "<|im_start|>"))
    out, stopped = "", False
    for chunk in chunks:
        visible, stopped = scanner.feed(chunk)
        out += visible
        if stopped:
            break
    assert (out, stopped) == ("Sure <b> x <|im_e ", True)


def test_stop_scanner_releases_a_held_back_tail_on_flush() -> None:
    scanner = StopScanner(("<|im_end|>",))
    assert scanner.feed("3 <") == ("3 ", False)
    assert scanner.flush() == "<"


def test_zero_max_tokens_only_warms_the_slot(real_model: LlamaModel) -> None:
    prompt = chat("Remember: the red door means home.")
    pieces, warmup = run(real_model, Completion(prompt=prompt, max_tokens=0, slot="t-warmup"))
    assert (pieces, warmup.completion_tokens, warmup.stop_reason) == ([], 0, "length")
    assert warmup.evaluated_tokens == warmup.prompt_tokens
    _, stats = run(
        real_model, Completion(prompt=prompt, temperature=0, max_tokens=3, slot="t-warmup")
    )
    assert stats.evaluated_tokens == 1


def test_a_seeded_model_samples_the_same_reply_twice() -> None:
    request = Completion(
        prompt=chat("Invent a name for a dream creature."), temperature=1.0, max_tokens=12
    )
    with load_model(context_size=256, seed=7) as model:
        first, _ = run(model, request)
        second, _ = run(
            model, Completion(prompt=request.prompt, temperature=1.0, max_tokens=12, slot="other")
        )
    assert first == second and first


def test_a_slot_grows_its_context_only_when_a_request_needs_it(real_model: LlamaModel) -> None:
    small = Completion(prompt=chat("Hi"), temperature=0, max_tokens=2, slot="t-grow")
    run(real_model, small)
    assert real_model.slots["t-grow"][1] == MIN_STASH_CONTEXT  # a generating slot's smallest
    roomy = Completion(prompt=chat("Hi"), grammar='root ::= "ok"', max_tokens=2500, slot="t-grow")
    pieces, stats = run(real_model, roomy)
    assert "".join(pieces) == "ok"
    assert real_model.slots["t-grow"][1] == 2 * MIN_STASH_CONTEXT
    assert stats.evaluated_tokens == 1  # the larger context starts with the old one's cache
    _, again = run(real_model, small)
    assert again.evaluated_tokens == 1 and real_model.slots["t-grow"][1] == 2 * MIN_STASH_CONTEXT


def test_grammar_forces_text_the_model_would_not_write(real_model: LlamaModel) -> None:
    request = Completion(
        prompt=chat("Tell me about your day."),
        grammar='root ::= "[" [0-9] [0-9] "]"',
        temperature=0.7,
        max_tokens=10,
        slot="t-grammar-digits",
    )
    pieces, stats = run(real_model, request)
    text = "".join(pieces)
    assert len(text) == 4 and text[0] == "[" and text[1:3].isdigit() and text[3] == "]"
    assert stats.stop_reason == "stop"
