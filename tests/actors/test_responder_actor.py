"""The Responder actor between its channels: after a reply it finishes the turn, hands reads
(and writes) back for one more pass, or hands writes over to be confirmed; and it keeps each
conversation's exchanges for the next prompt. Compared message by message."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
import trio
import trio.testing

from sandman.actors import ActorFailures, Inference
from sandman.actors._common import (
    ADVICE_HELD_REPLY,
    EMPTY_REPLY,
    HEARD_REPLY,
    SAID_AGAIN,
    Failures,
)
from sandman.actors.responder import responder
from sandman.inference import ScriptedModel
from sandman.messages import (
    HistoryItem,
    Respond,
    RunTools,
    TextDelta,
    ToolOutcome,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from sandman.prompts._respond import OWN_LINES

from .conftest import MemoryJournal

SEEN = ToolOutcome(call_id="k0", name="recent_dreams", ok=True, output="Dream #1: a flood.")


class Unreadable(MemoryJournal):
    async def recent_history(self, conversation_id: str, max_turns: int = 6) -> list[HistoryItem]:
        raise OSError("disk I/O error")


async def respond(
    *replies: str, messages: list[Respond], history: MemoryJournal | None = None
) -> tuple[list[UIEvent], list[RunTools], ScriptedModel, ActorFailures]:
    model = ScriptedModel()
    model.enqueue(*replies)
    inference = Inference(model)
    failures = Failures()
    inbox_send, inbox = trio.open_memory_channel[Respond](8)
    tools_out, tools = trio.open_memory_channel[RunTools](8)
    ui_out, ui = trio.open_memory_channel[UIEvent](64)
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        await nursery.start(
            lambda task_status: responder(
                inbox, inference=inference, history=history or MemoryJournal(), tools_out=tools_out,
                ui_out=ui_out, failures=failures, task_status=task_status,
            )
        )  # fmt: skip
        events: list[UIEvent] = []
        runs: list[RunTools] = []
        async with inbox_send:
            for message in messages:
                await inbox_send.send(message)
                # One turn at a time: until its reply ended or was handed on (a safety net
                # bounds the wait if it never does).
                with trio.fail_after(30):
                    while True:
                        await trio.testing.wait_all_tasks_blocked()
                        got = [*drain(ui)]
                        events += got
                        handed = [*drain(tools)]
                        runs += handed
                        if handed or any(isinstance(e, (TurnFinished, TurnFailed)) for e in got):
                            break
        events += [e async for e in ui]
        runs += [r async for r in tools]
        nursery.cancel_scope.cancel()
    return events, runs, model, failures.statistics()


def drain(channel: trio.MemoryReceiveChannel[Any]) -> Iterator[Any]:
    while True:
        try:
            yield channel.receive_nowait()
        except trio.WouldBlock:
            return


def message(text: str = "what did I dream?", **fields: Any) -> Respond:
    fields.setdefault("results", (SEEN,))
    return Respond(turn_id="t1", conversation_id="c", user_text=text, **fields)


def call_of(run: RunTools) -> list[tuple[str, dict[str, Any], str]]:
    return [(c.name, c.args, c.source) for c in run.calls]


async def test_a_plain_reply_finishes_the_turn() -> None:
    events, runs, _, _ = await respond("A flood means feelings.", messages=[message()])
    assert events[-1] == TurnFinished(turn_id="t1", text="A flood means feelings.")
    assert runs == []


async def test_a_reply_that_asks_to_read_more_hands_its_calls_back_for_one_more_pass() -> None:
    reply = (
        'Let me look. <remember fact="likes floods" /><search_dreams query="flood" /><remember />'
    )
    events, [run], _, _ = await respond(reply, messages=[message("please remember I like floods")])
    assert not any(isinstance(e, TurnFinished) for e in events)
    assert (run.turn_id, run.conversation_id, run.user_text) == (
        "t1",
        "c",
        "please remember I like floods",
    )
    assert call_of(run) == [
        ("remember", {"fact": "likes floods"}, "model"),
        ("search_dreams", {"query": "flood"}, "model"),
    ]
    assert (run.respond_pass, run.reply_so_far, run.then) == (2, "Let me look.", "respond")
    # What ran before stays; the malformed call is reported to the model as a failed result.
    assert run.earlier_results[0] == SEEN
    [rejected] = run.earlier_results[1:]
    assert (rejected.name, rejected.ok) == ("remember", False) and rejected.output.startswith(
        "Error: "
    )


async def test_on_the_extra_pass_reads_are_not_run_again() -> None:
    events, runs, _, _ = await respond(
        'Here it is. <search_dreams query="sea" />',
        messages=[message(respond_pass=2, reply_so_far="Looking.")],
    )
    assert runs == []
    assert events[-1] == TurnFinished(turn_id="t1", text="Looking.\nHere it is.")


async def test_a_reply_with_writes_hands_them_over_to_be_confirmed_and_claims_nothing_itself() -> (
    None
):
    reply = 'Sure. <remember fact="likes floods" />'
    events, [run], _, _ = await respond(reply, messages=[message("please remember I like floods")])
    assert call_of(run) == [("remember", {"fact": "likes floods"}, "model")]
    assert (run.respond_pass, run.reply_so_far, run.then) == (1, "Sure.", "finish")
    assert not any(
        isinstance(e, (TurnFinished, TurnFailed)) for e in events
    )  # the executor ends it


async def test_a_user_who_says_not_to_save_gets_no_write_from_the_model_either() -> None:
    reply = 'Of course. <remember fact="likes floods" />'
    events, runs, _, _ = await respond(
        reply, messages=[message("I like floods, but don't save that")]
    )
    assert runs == []
    assert events[-1] == TurnFinished(turn_id="t1", text="Of course.")


async def test_a_reply_with_nothing_to_show_is_never_empty() -> None:
    events, runs, _, _ = await respond("<search_dreams", messages=[message()])
    assert events == [
        TextDelta(turn_id="t1", text=EMPTY_REPLY, source="journal"),
        TurnFinished(turn_id="t1", text=EMPTY_REPLY),
    ]
    assert runs == []
    # something told, not asked, is heard (measured: "I'm not sure what to say to that" to "my
    # mom called today, she wants me to visit for christmas")
    told = message("my mom called today, she wants me to visit for christmas", results=())
    events, _, _, _ = await respond("<search_dreams", messages=[told])
    assert events[-1] == TurnFinished(turn_id="t1", text=HEARD_REPLY)
    # advice asked, and none of it kept: said plainly (probed: "I'm not sure what to say to that"
    # to "what can i do about it", after sleep paralysis told)
    asked = message("what can i do about it", results=())
    events, _, _, _ = await respond("<search_dreams", messages=[asked])
    assert events[-1] == TurnFinished(turn_id="t1", text=ADVICE_HELD_REPLY)


async def test_nothing_to_show_twice_in_a_row_is_said_in_other_words() -> None:
    # probed: "Thank you for telling me. I'm listening…" to "my mind keeps racing about work" and
    # the same words to "yeah i have a big presentation tomorrow"
    history = MemoryJournal()
    await history.append_exchange("c", "t0", "my boss called a meeting", HEARD_REPLY)
    # (a presentation ahead has its own line now: a meeting is nothing to meet)
    told = message("yeah we have a meeting tomorrow", results=())
    events, _, _, _ = await respond("<search_dreams", messages=[told], history=history)
    assert events[-1] == TurnFinished(turn_id="t1", text=SAID_AGAIN[HEARD_REPLY])
    await history.append_exchange("c", "t0", "what?", EMPTY_REPLY)
    events, _, _, _ = await respond("<search_dreams", messages=[message()], history=history)
    assert events[-1] == TurnFinished(turn_id="t1", text=SAID_AGAIN[EMPTY_REPLY])
    # not said just before: the first words
    events, _, _, _ = await respond("<search_dreams", messages=[told])
    assert events[-1] == TurnFinished(turn_id="t1", text=HEARD_REPLY)


async def test_nothing_to_show_is_read_with_the_message_before_it() -> None:
    # probed: "Thank you for telling me. I'm listening…" to "thats the third time this month",
    # after "i dreamt my teeth were falling out again" (the fallback read the message alone)
    history = MemoryJournal()
    await history.append_exchange("c", "t0", "i dreamt i was in a boat on a lake again", "Saved.")
    told = message("thats the third time this month", results=())
    events, _, _, _ = await respond("<search_dreams", messages=[told], history=history)
    # (a count said: how often it comes)
    assert events[-1] == TurnFinished(turn_id="t1", text=OWN_LINES["recurring:often"])


async def test_nothing_to_show_after_something_hard_stays_with_it() -> None:
    # probed: "Thank you for telling me…" to "its a man in a black coat, he just stands there",
    # after "every time i close my eyes i see the same face"
    history = MemoryJournal()
    hard = "every time i close my eyes i see the same face"
    await history.append_exchange("c", "t0", hard, OWN_LINES["feeling:hard"])
    told = message("its a man in a black coat, he just stands there", results=())
    events, _, _, _ = await respond("<search_dreams", messages=[told], history=history)
    assert events[-1] == TurnFinished(turn_id="t1", text=OWN_LINES["feeling:hard:again"])


async def test_a_reply_that_breaks_fails_its_turn_and_is_counted() -> None:
    events, _runs, _, failures = await respond("unused", messages=[message()], history=Unreadable())
    assert events == [
        TurnFailed(turn_id="t1", error="the reply failed: disk I/O error", kind="error")
    ]
    assert failures == ActorFailures(responder=1)


@pytest.mark.reply_style("conversation")
async def test_the_next_prompt_holds_the_conversations_earlier_exchange() -> None:
    first = message("I dreamt of a red door")
    second = Respond(turn_id="t2", conversation_id="c", user_text="what could it mean?")
    _, _, model, _ = await respond(
        "Doors are choices.", "Red is passion.", messages=[first, second]
    )
    later = model.history[1].prompt
    assert "I dreamt of a red door" in later and "Doors are choices." in later
    other = Respond(turn_id="t3", conversation_id="other", user_text="hello")
    _, _, model, _ = await respond("Doors are choices.", "Hi.", messages=[first, other])
    assert "red door" not in model.history[1].prompt  # another conversation starts afresh


@pytest.mark.reply_style("conversation")
async def test_a_lead_on_the_extra_pass_follows_the_reply_so_far_on_its_own_line() -> None:
    found = ToolOutcome(
        call_id="k1",
        name="search_dreams",
        ok=True,
        output="Dream #2: the sea.",
        lead="You dreamt of the sea on May 2.",
    )
    events, runs, model, _ = await respond(
        "It came back twice.",
        messages=[
            message(results=(SEEN, found), new_from=1, respond_pass=2, reply_so_far="Looking.")
        ],
    )
    assert runs == []
    assert events[0] == TextDelta(
        turn_id="t1", text="\nYou dreamt of the sea on May 2.", source="journal"
    )
    assert events[-1] == TurnFinished(
        turn_id="t1", text="Looking.\nYou dreamt of the sea on May 2.\nIt came back twice."
    )
    # The model continues after what the user has already read, the lead included.
    assert "Looking.\nYou dreamt of the sea on May 2." in model.history[-1].prompt


async def test_a_meaning_nothing_reads_is_asked_of_them_when_the_models_readings_are_held() -> None:
    # probed: "save this dream: a fox was sitting on my bed watching me. and what does a fox
    # mean": every reading of the 1.5B's held back (nothing reads a fox), and the meaning asked
    # was left unanswered
    told = "save this dream: a fox was sitting on my bed watching me. and what does a fox mean"
    saved = ToolOutcome(
        call_id="a", name="save_dream", ok=True, output="Saved your dream as #9.", lead="Saved."
    )
    fox = ToolOutcome(
        call_id="b",
        name="lookup_symbol",
        ok=True,
        output=(
            "You have not saved a meaning for fox.\nThe dictionary has no entry for fox.\n"
            "Past dreams with fox, latest entries first:\n- a fox was sitting on my bed."
        ),
        lead="One dream in your journal mentions fox.",
    )
    reading = "A fox symbolizes curiosity and mystery."
    events, _, _, _ = await respond(
        reading, reading, messages=[message(told, results=(saved, fox))]
    )
    assert isinstance(events[-1], TurnFinished)
    assert events[-1].text.endswith(OWN_LINES["meaning:unknown"])
    assert "curiosity" not in events[-1].text
