"""The respond prompt's first turns (the persona and each situation's note) are read into the
model's cache while no turn runs: a turn then reads its message and results, not its note, and a
turn that starts during the warm-up never has a head read in the middle of it."""

from __future__ import annotations

import pytest

from sandman.actors import Inference, open_app
from sandman.inference import LlamaModel, ScriptedModel
from sandman.messages import Generate, GenerationFinished, InferenceEvent, TurnFinished
from sandman.prompts import note_heads, render_chat
from sandman.prompts._respond import DEFAULT_STYLE, SITUATION_NOTES, persona_for
from sandman.routing import RouterPolicy

from .conftest import MemoryJournal, TagPolicy

pytestmark = pytest.mark.reply_style("capable")


def test_every_situation_with_a_note_has_the_first_turn_of_its_prompt_read_ahead() -> None:
    heads = note_heads("chatml", DEFAULT_STYLE)
    assert len(set(heads)) == len(heads) == len(set(SITUATION_NOTES.values()))
    for key in SITUATION_NOTES:
        prompt = render_chat(
            "chatml", [("system", persona_for(DEFAULT_STYLE, (key,))), ("user", "hello")]
        )
        [head] = [h for h in heads if prompt.startswith(h)]
        assert head.endswith("<|im_end|>\n<|im_start|>user\n") and SITUATION_NOTES[key] in head


def test_no_heads_where_the_system_text_is_folded_into_the_users_turn_or_there_are_no_notes() -> (
    None
):
    assert note_heads("gemma", DEFAULT_STYLE) == ()
    assert note_heads("chatml", DEFAULT_STYLE.__class__(**{
        **{f: getattr(DEFAULT_STYLE, f) for f in DEFAULT_STYLE.__struct_fields__},
        "notes": False,
    })) == ()  # fmt: skip


async def test_after_the_warm_up_a_turn_reads_its_message_and_results_not_its_note(
    real_model: LlamaModel, journal: MemoryJournal
) -> None:
    calls: list[tuple[Generate, InferenceEvent]] = []
    inference = Inference(real_model, on_outcome=lambda r, e: calls.append((r, e)))
    policy = RouterPolicy.for_model(real_model.name, real_model.family)
    heads = note_heads(real_model.family, DEFAULT_STYLE)
    async with open_app(
        inference=inference, policy=policy, tools=journal, history=journal, warm_up=True
    ) as app:
        await app.wait_warm()
        warmed = [r.completion.prompt for r, _ in calls if r.purpose == "warmup"]
        assert [p for p in warmed if p in heads] == list(heads)
        events = [e async for e in app.chat("I dreamt of a lighthouse on a green hill at dawn")]
    assert isinstance(events[-1], TurnFinished)
    request, outcome = next((r, e) for r, e in calls if r.purpose == "respond")
    assert isinstance(outcome, GenerationFinished)
    [head] = [h for h in heads if request.completion.prompt.startswith(h)]
    # Cold, the note would be read with the message: now only what follows the system turn and
    # the opening of the user's turn.
    assert outcome.evaluated_tokens == outcome.prompt_tokens - real_model.count_tokens(head)


async def test_a_turn_started_while_the_heads_are_read_has_none_read_in_its_middle(
    journal: MemoryJournal,
) -> None:
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("<respond />", "Hello there.")  # the route, then the reply
    async with open_app(
        inference=Inference(model), policy=TagPolicy(), tools=journal, history=journal, warm_up=True
    ) as app:
        events = [e async for e in app.chat("hi")]
        await app.wait_warm()
    assert isinstance(events[-1], TurnFinished)
    heads = note_heads("chatml", DEFAULT_STYLE)
    turn = [i for i, r in enumerate(model.history) if r.max_tokens > 0]
    read = [i for i, r in enumerate(model.history) if r.prompt in heads]
    assert len(turn) == 2 and [model.history[i].prompt for i in read] == list(heads)
    assert not any(turn[0] < i < turn[-1] for i in read)  # the persona's warm-up may be


async def test_one_message_and_out_reads_no_heads_ahead(journal: MemoryJournal) -> None:
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("<respond />", "Hello there.")
    async with open_app(
        inference=Inference(model),
        policy=TagPolicy(),
        tools=journal,
        history=journal,
        warm_up=True,
        read_ahead=False,
    ) as app:
        [e async for e in app.chat("hi")]
        await app.wait_warm()
    heads = note_heads("chatml", DEFAULT_STYLE)
    warm = [r for r in model.history if r.max_tokens == 0]
    assert len(warm) == 1 and warm[0].prompt not in heads  # the persona alone
