"""One turn's outbox (the bridge's bound on what a reader that stopped reading can cost) and the
bridge's refusals, each compared exactly: the bounds are README's numbers, reached and not passed;
a refusal names the turn it refuses and says why."""

from __future__ import annotations

import trio
import trio.testing

from sandman.actors import Inference
from sandman.actors.ui_bridge import UIBridge, _Outbox
from sandman.inference import ScriptedModel
from sandman.messages import TextDelta, ToolStarted, TurnFailed, UIEvent, UserMessage

from .conftest import MemoryJournal


def delta(text: str) -> TextDelta:
    return TextDelta(turn_id="t", text=text)


def started(n: int) -> ToolStarted:
    return ToolStarted(turn_id="t", call_id=f"c{n}", name="lookup_symbol")


async def drain(box: _Outbox) -> list[UIEvent]:
    box.close()
    got = []
    while (event := await box.get()) is not None:
        got.append(event)
    return got


async def test_text_fills_the_outbox_up_to_its_character_bound_and_not_past_it() -> None:
    box = _Outbox(max_events=3, max_chars=10)
    assert box.put(delta("abcde")) and box.put(delta("fghij"))  # exactly the bound
    assert not box.put(delta("k"))
    assert box.put(started(1))  # events that are not text cost no characters
    assert await drain(box) == [delta("abcdefghij"), started(1)]


async def test_events_fill_the_outbox_up_to_its_event_bound_and_not_past_it() -> None:
    box = _Outbox(max_events=3, max_chars=10)
    assert all(box.put(started(n)) for n in range(3))
    assert not box.put(started(3))
    assert len(box) == 3
    assert box.put(started(4), force=True)  # the final event (or a held write's) always fits
    assert not box.put(delta("x"))  # text cannot merge with an event: it needs a place
    assert await drain(box) == [started(0), started(1), started(2), started(4)]


async def test_text_merges_with_the_text_waiting_before_it() -> None:
    box = _Outbox(max_events=1, max_chars=100)
    assert box.put(delta("Water ")) and box.put(delta("is ")) and box.put(delta("emotion."))
    assert len(box) == 1
    assert await drain(box) == [delta("Water is emotion.")]


async def test_reading_text_frees_its_characters() -> None:
    box = _Outbox(max_events=8, max_chars=10)
    assert box.put(delta("0123456789"))
    assert await box.get() == delta("0123456789")
    assert box.put(delta("abcdefghij"))  # room again, exactly the bound
    assert not box.put(delta("!"))


async def test_a_closed_outbox_takes_nothing_more_and_ends_after_what_it_holds() -> None:
    box = _Outbox(max_events=8, max_chars=10)
    box.put(started(1))
    box.close()
    assert box.put(started(2))  # accepted and dropped: the turn is over
    assert await box.get() == started(1)
    assert await box.get() is None


async def test_a_reader_waiting_for_an_event_gets_it_when_it_comes() -> None:
    box = _Outbox(max_events=8, max_chars=10)
    got: list[UIEvent | None] = []

    async def read() -> None:
        got.append(await box.get())

    async with trio.open_nursery() as nursery:
        nursery.start_soon(read)
        await trio.testing.wait_all_tasks_blocked()
        assert got == []
        box.put(delta("hi"))
    assert got == [delta("hi")]


# --- refusals -----------------------------------------------------------------------------------


async def refusal(
    text: str, *, turn_id: str | None = "t9", running: bool = True, **options: int
) -> TurnFailed:
    to_router, _from_bridge = trio.open_memory_channel[UserMessage](8)
    bridge = UIBridge(
        router_out=to_router,
        inference=Inference(ScriptedModel()),
        history=MemoryJournal(),
        **options,
    )  # type: ignore[arg-type]
    _inbox_send, inbox = trio.open_memory_channel[UIEvent](8)
    async with trio.open_nursery() as nursery:
        if running:
            await nursery.start(bridge.run, inbox)
        events = [event async for event in bridge.chat(text, conversation_id="c", turn_id=turn_id)]
        nursery.cancel_scope.cancel()
    [final] = events
    assert isinstance(final, TurnFailed)
    return final


async def test_an_empty_message_is_refused_as_bad_input() -> None:
    assert await refusal(" \n ") == TurnFailed(
        turn_id="t9", error="the message is empty", kind="bad_input"
    )


async def test_a_message_past_the_limit_is_refused_and_one_at_the_limit_is_not() -> None:
    assert await refusal("x" * 11, max_message_chars=10) == TurnFailed(
        turn_id="t9",
        error="the message is too long (11 characters; the limit is 10)",
        kind="too_long",
    )
    # At the limit it is a turn like any other; nobody answers it here, so it times out.
    at_limit = await refusal("x" * 10, max_message_chars=10, turn_timeout=0)
    assert (at_limit.turn_id, at_limit.kind) == ("t9", "timeout")


async def test_a_bridge_that_is_not_running_refuses_with_one_line() -> None:
    assert await refusal("hello", running=False) == TurnFailed(
        turn_id="t9", error="Sandman is not running", kind="error"
    )


async def test_a_turn_without_an_id_gets_a_fresh_one() -> None:
    final = await refusal("", turn_id=None)
    assert final.turn_id.startswith("turn-") and final.kind == "bad_input"


async def test_a_reader_of_a_bridge_that_stops_gets_one_final_event() -> None:
    to_router, _from_bridge = trio.open_memory_channel[UserMessage](8)
    bridge = UIBridge(
        router_out=to_router, inference=Inference(ScriptedModel()), history=MemoryJournal()
    )
    _inbox_send, inbox = trio.open_memory_channel[UIEvent](8)
    events: list[UIEvent] = []

    async def read() -> None:
        async for event in bridge.chat("hello", conversation_id="c", turn_id="t1"):
            events.append(event)

    async with trio.open_nursery() as outer, trio.open_nursery() as actors:
        await actors.start(bridge.run, inbox)
        outer.start_soon(read)
        await trio.testing.wait_all_tasks_blocked()
        actors.cancel_scope.cancel()  # the bridge stops; its reader is still reading
    assert events == [TurnFailed(turn_id="t1", error="Sandman is shutting down", kind="cancelled")]
