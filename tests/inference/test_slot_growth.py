"""A slot whose prompts outgrow its context keeps its cache: the grown context starts warm."""

from __future__ import annotations

from sandman.inference import Completion, LlamaModel
from sandman.inference._llama_slots import MIN_STASH_CONTEXT
from sandman.prompts import render_chat

STORY = " ".join(f"On night {i} I dreamt of a door." for i in range(1, 150))


def test_a_growing_slot_keeps_its_cache(real_model: LlamaModel) -> None:
    head = render_chat("chatml", [("system", "You are a dream companion."), ("user", STORY)])
    first = Completion(prompt=head, max_tokens=0, slot="t-grow-warm")
    list(real_model.stream(first))
    held, size = real_model.slots["t-grow-warm"]
    assert size == MIN_STASH_CONTEXT and MIN_STASH_CONTEXT * 3 // 4 < held < MIN_STASH_CONTEXT
    longer = (
        head
        + "Noted.<|im_end|>\n<|im_start|>user\nAnd the door?<|im_end|>\n<|im_start|>assistant\n"
    )
    list(
        real_model.stream(
            Completion(prompt=longer, max_tokens=200, temperature=0, slot="t-grow-warm")
        )
    )
    stats = real_model.last_stats
    assert (
        stats is not None and real_model.slots["t-grow-warm"][1] == 2 * MIN_STASH_CONTEXT
    )  # grown
    assert stats.evaluated_tokens <= stats.prompt_tokens - held + 1  # only the new suffix
