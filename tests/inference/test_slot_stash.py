"""A generating slot keeps the first turns of its last few prompts: a prompt that opens like an
earlier one (the same system text, ending with the same situation's note) starts from it, and
decodes what a cold slot would (the same text, but for rounding: the cells of a shared cache are
summed in another order, so a greedy reply may part from a cold slot's after some words)."""

from __future__ import annotations

from sandman.inference import Completion, LlamaModel
from sandman.inference._llama_slots import MIN_STASH_CONTEXT
from sandman.prompts import render_chat

PERSONA = "You are Sandman, a gentle companion who keeps a dream journal with them. " * 4
NOTES = (
    "They greet you. Greet them back in one short line.",
    "They ask what a symbol could mean. Answer in two sentences.",
    "They tell you how they feel. Stay with the feeling.",
)


def _prompt(note: str, message: str) -> str:
    return render_chat("chatml", [("system", f"{PERSONA}\n{note}"), ("user", message)])


def _agrees(text: str, cold: str) -> bool:
    """Whether ``text`` starts as ``cold`` does, for at least half of it."""
    shared = next(
        (i for i, (a, b) in enumerate(zip(text, cold)) if a != b), min(len(text), len(cold))
    )
    return shared >= len(cold) // 2 > 0


def _reply(model: LlamaModel, prompt: str, slot: str, max_tokens: int = 16) -> tuple[str, int]:
    text = "".join(
        model.stream(Completion(prompt=prompt, max_tokens=max_tokens, temperature=0, slot=slot))
    )
    assert model.last_stats is not None
    return text, model.last_stats.evaluated_tokens


def test_a_prompt_whose_system_turn_was_read_before_reads_only_what_follows(
    real_model: LlamaModel,
) -> None:
    slot = "t-stash-notes"
    for note, message in zip(NOTES, ("hello", "what does a bridge mean?", "I feel low")):
        _reply(real_model, _prompt(note, message), slot)
    again = _prompt(NOTES[0], "good evening, Sandman")
    text, evaluated = _reply(real_model, again, slot)
    opened = again.index("<|im_start|>user\n") + len("<|im_start|>user\n")
    # Only the user's message and the assistant's opening: not the note, not the persona, not
    # the opening of the user's turn.
    after = real_model.count_tokens(again) - real_model.count_tokens(again[:opened])
    assert evaluated == after
    cold, cold_evaluated = _reply(real_model, again, "t-stash-cold")
    assert _agrees(text, cold) and cold_evaluated == real_model.count_tokens(again)


def test_a_slot_out_of_room_lets_its_kept_turns_go_and_answers_the_same(
    real_model: LlamaModel,
) -> None:
    slot = "t-stash-full"
    story = " ".join(f"On night {i} I dreamt of a door." for i in range(1, 60))
    for i in range(4):  # four kept first turns, each with ~370 tokens of its own
        _reply(real_model, _prompt(f"{NOTES[i % 3]} Also: {story[: 1000 + i * 10]}", "hi"), slot)
    long_prompt = _prompt(NOTES[1], story)  # with its reply, more than the cells left
    assert real_model.slots[slot][1] == MIN_STASH_CONTEXT
    text, _ = _reply(real_model, long_prompt, slot, max_tokens=200)
    cold, _ = _reply(real_model, long_prompt, "t-stash-full-cold", max_tokens=200)
    assert _agrees(text, cold) and real_model.slots[slot][1] == MIN_STASH_CONTEXT
