"""Prompt-lookup decoding: drafts read from the prompt, checked in a batch, and a reply that is
token for token the one plain decoding gives (the real bundled SmolLM2-135M)."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from sandman.inference import Completion, CompletionStats, LlamaModel, ModelError
from sandman.inference._llama_lookup import Drafter, configured_lookup
from sandman.inference._presets import PRESETS
from sandman.prompts import render_chat

SAID = (
    "Stairs led down into the ocean and I could breathe under the water, and at the bottom "
    "my sister Anna was waiting with a lantern."
)


def _run(model: LlamaModel, request: Completion) -> tuple[str, CompletionStats]:
    text, gen = "", model.stream(request)
    while True:
        try:
            text += next(gen)
        except StopIteration as done:
            return text, done.value


@pytest.fixture(scope="module")
def in_process() -> Iterator[LlamaModel]:
    """The workhorse in this process (the suite's ``real_model`` runs in a worker), seeded."""
    with LlamaModel(PRESETS["smollm2-135m"].locate(None), context_size=1024, seed=7) as model:
        yield model


@pytest.fixture
def lookup_off(in_process: LlamaModel) -> Iterator[LlamaModel]:
    in_process.lookup = 0
    yield in_process


def test_a_draft_is_what_followed_the_last_words_where_they_came_before() -> None:
    drafter = Drafter([1, 2, 3, 4, 5, 6, 9, 1, 2, 3])
    assert drafter.draft(2) == [4, 5]
    assert drafter.draft(10) == [4, 5, 6, 9, 1, 2, 3]
    drafter.add(7)  # "2 3 7" came nowhere before
    assert drafter.draft(4) == []
    # the latest earlier place wins, and the longest n-gram found
    drafter = Drafter([5, 1, 2, 3, 8, 0, 1, 2, 3, 9, 4, 1, 2, 3])
    assert drafter.draft(1) == [9]
    drafter = Drafter([0, 1, 2, 3, 7, 4, 1, 2, 3, 8, 0, 1, 2, 3])
    assert drafter.draft(1) == [7]
    assert Drafter([1, 2, 3]).draft(3) == []
    assert Drafter([1, 2, 3, 1, 2, 3]).draft(0) == []


@pytest.mark.parametrize("temperature", [0.0, 0.8])
def test_a_reply_decoded_with_drafts_is_the_one_plain_decoding_gives(
    lookup_off: LlamaModel, temperature: float
) -> None:
    model = lookup_off
    prompt = render_chat(
        "chatml",
        [("system", "You repeat what you are given."), ("user", f"Repeat exactly: {SAID}")],
    )
    plain, plain_stats = _run(
        model,
        Completion(prompt=prompt, temperature=temperature, max_tokens=48, slot="t-lookup-plain"),
    )
    model.lookup = 6
    drafted, stats = _run(
        model,
        Completion(prompt=prompt, temperature=temperature, max_tokens=48, slot="t-lookup"),
    )
    assert drafted == plain and plain
    assert stats.completion_tokens == plain_stats.completion_tokens
    assert stats.accepted_tokens > 0 and stats.drafted_tokens >= stats.accepted_tokens
    assert plain_stats.drafted_tokens == 0
    # the slot holds what it evaluated, no draft's rejected tail: the same prompt again reads
    # its cache and decodes the same reply
    again, again_stats = _run(
        model,
        Completion(prompt=prompt, temperature=temperature, max_tokens=48, slot="t-lookup"),
    )
    assert again == plain and again_stats.evaluated_tokens == 1


def test_a_grammar_reply_is_not_drafted(lookup_off: LlamaModel) -> None:
    model = lookup_off
    model.lookup = 6
    # (a reply the prompt holds word for word, which a draft would guess)
    prompt = render_chat("chatml", [("user", f"Repeat exactly: {SAID}")])
    text, stats = _run(
        model,
        Completion(
            prompt=prompt,
            temperature=0,
            max_tokens=24,
            slot="t-lookup-grammar",
            grammar=f'root ::= "{SAID[:60]}"',
        ),
    )
    assert text == SAID[:60] and stats.drafted_tokens == 0


def test_the_draft_length_is_read_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SANDMAN_LOOKUP", "5")
    assert configured_lookup() == 5
    monkeypatch.setenv("SANDMAN_LOOKUP", "many")
    with pytest.raises(ModelError, match="SANDMAN_LOOKUP"):
        configured_lookup()


def test_a_sliding_window_model_is_not_drafted(lookup_off: LlamaModel) -> None:
    # its cache may not drop a rejected draft's tail alone (SmolLM2 marked as one here)
    model = lookup_off
    model.lookup, model._swa = 6, True
    try:
        prompt = render_chat(
            "chatml",
            [("system", "You repeat what you are given."), ("user", f"Repeat exactly: {SAID}")],
        )
        _, stats = _run(
            model, Completion(prompt=prompt, temperature=0, max_tokens=48, slot="t-lookup-swa")
        )
    finally:
        model._swa = False
    assert stats.drafted_tokens == 0 and stats.completion_tokens > 0
