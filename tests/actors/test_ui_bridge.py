"""Guarantees of the bridge, the tool executor and the write confirmation, each held by a test that
fails when its code is removed or inverted (`make mutate`; tests/mutants.py).

The bridge tests play every other actor themselves: they read the ``UserMessage`` a turn sends
and answer with the events the actors would send, so each one forces one exact situation.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import pytest
import trio
import trio.testing

from sandman.actors import App, Inference, open_app
from sandman.actors.inference import TOKENS_IN_FLIGHT
from sandman.actors.responder import EMPTY_REPLY
from sandman.actors.tool_executor import tool_executor
from sandman.actors.ui_bridge import UIBridge
from sandman.inference import ScriptedModel
from sandman.messages import (
    CancelTurn,
    Respond,
    RunTools,
    TextDelta,
    ToolCall,
    ToolFinished,
    ToolStarted,
    TurnFailed,
    TurnFinished,
    UIEvent,
    UserMessage,
)
from sandman.tools import RESULT_BUDGET, ToolArgs

from .conftest import MemoryJournal, TagPolicy, texts


class RecordingInference(Inference):
    """An Inference (not running) that records which turns were cancelled."""

    def __init__(self) -> None:
        super().__init__(ScriptedModel())
        self.cancelled: list[str] = []

    def cancel(self, message: CancelTurn) -> None:
        self.cancelled.append(message.turn_id)
        super().cancel(message)


@dataclass
class SlowSave(MemoryJournal):
    """Saving a conversation waits until ``release`` is set."""

    release: trio.Event = field(default_factory=trio.Event)
    saving: trio.Event = field(default_factory=trio.Event)

    async def append_exchange(
        self, conversation_id: str, turn_id: str, user_text: str, reply_text: str
    ) -> None:
        self.saving.set()
        await self.release.wait()
        await super().append_exchange(conversation_id, turn_id, user_text, reply_text)


@dataclass
class Bridge:
    bridge: UIBridge
    inference: RecordingInference
    actors_out: trio.MemorySendChannel[UIEvent]  # what the actors would send to the bridge
    started: trio.MemoryReceiveChannel[UserMessage]  # what the bridge sends to the router
    events: dict[str, list[UIEvent]] = field(default_factory=dict)

    async def read(self, turn_id: str, text: str = "hello") -> None:
        """One reader: every event of a new turn, into ``events[turn_id]``."""
        got = self.events.setdefault(turn_id, [])
        async for event in self.bridge.chat(text, conversation_id="c", turn_id=turn_id):
            got.append(event)


@asynccontextmanager
async def bridge(journal: MemoryJournal | None = None, **options: float) -> AsyncIterator[Bridge]:
    to_router, started = trio.open_memory_channel[UserMessage](16)
    actors_out, inbox = trio.open_memory_channel[UIEvent](16)
    inference = RecordingInference()
    ui = UIBridge(
        router_out=to_router,
        inference=inference,
        history=journal or MemoryJournal(),
        **options,  # type: ignore[arg-type]
    )
    async with trio.open_nursery() as nursery:
        await nursery.start(ui.run, inbox)
        yield Bridge(bridge=ui, inference=inference, actors_out=actors_out, started=started)
        nursery.cancel_scope.cancel()


@asynccontextmanager
async def running(model: ScriptedModel, journal: MemoryJournal) -> AsyncIterator[App]:
    async with open_app(
        inference=Inference(model), policy=TagPolicy(), tools=journal, history=journal
    ) as app:
        yield app


# --- the bridge -------------------------------------------------------------------------------


async def test_a_turn_past_the_active_limit_is_refused_busy_at_once() -> None:
    async with bridge(max_active_turns=2) as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        readers.start_soon(b.read, "t1")
        await trio.testing.wait_all_tasks_blocked()
        assert b.bridge.statistics().active_turns == 2
        readers.start_soon(b.read, "t2")
        await trio.testing.wait_all_tasks_blocked()
        assert b.events["t2"] == [
            TurnFailed(turn_id="t2", error="too many turns at once (at most 2)", kind="busy")
        ]
        # One turn ends: its place is free again.
        await b.actors_out.send(TurnFinished(turn_id="t0", text="done"))
        await trio.testing.wait_all_tasks_blocked()
        readers.start_soon(b.read, "t3")
        await trio.testing.wait_all_tasks_blocked()
        assert {b.started.receive_nowait().turn_id for _ in range(3)} == {"t0", "t1", "t3"}
        assert b.events["t0"] == [TurnFinished(turn_id="t0", text="done")]
        assert b.events["t3"] == []  # running, not refused
        readers.cancel_scope.cancel()


async def test_a_turn_nobody_answers_ends_at_the_turn_timeout(
    autojump_clock: trio.testing.MockClock,
) -> None:
    async with bridge(turn_timeout=30) as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.sleep(29.9)  # virtual time (MockClock)
        assert b.events["t0"] == [] and b.inference.cancelled == []
        await trio.sleep(0.2)
        assert b.events["t0"] == [
            TurnFailed(turn_id="t0", error="no answer within 30 s", kind="timeout")
        ]
        assert b.inference.cancelled == ["t0"]  # its decoding is stopped too
        assert b.bridge.statistics().active_turns == 0


async def test_a_finished_turn_has_no_watchdog_left(
    autojump_clock: trio.testing.MockClock,
) -> None:
    async with bridge(turn_timeout=30) as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        await b.actors_out.send(TurnFinished(turn_id="t0", text="done"))
        await trio.sleep(100)  # long past the timeout
        assert b.events["t0"] == [TurnFinished(turn_id="t0", text="done")]
        assert b.inference.cancelled == []


async def test_cancel_while_a_finished_turn_is_saved_is_refused_and_the_reply_stands() -> None:
    journal = SlowSave()
    async with bridge(journal) as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        await b.actors_out.send(TurnFinished(turn_id="t0", text="done"))
        await journal.saving.wait()
        assert not b.bridge.cancel("t0")  # decided: it finished
        journal.release.set()
    assert b.events["t0"] == [TurnFinished(turn_id="t0", text="done")]
    assert journal.exchanges == [("c", "hello", "done")]


async def test_a_turn_withdrawn_while_it_runs_ends_cancelled_and_is_not_kept() -> None:
    journal = MemoryJournal()
    async with bridge(journal) as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        await b.bridge.withdraw("other", "t0")  # not that conversation's turn: it runs on
        assert b.inference.cancelled == [] and b.bridge.statistics().active_turns == 1
        await b.bridge.withdraw("c", "t0")
        await b.actors_out.send(TurnFinished(turn_id="t0", text="late"))  # dropped
        await trio.testing.wait_all_tasks_blocked()
    assert b.events["t0"] == [
        TurnFailed(turn_id="t0", error="the turn was cancelled", kind="cancelled")
    ]
    assert b.inference.cancelled == ["t0"] and journal.exchanges == []


async def test_a_turn_withdrawn_while_it_is_being_kept_is_not_kept() -> None:
    # Stop pressed as the last words arrived: the exchange was being saved; it does not stay.
    journal = SlowSave()
    await MemoryJournal.append_exchange(journal, "c", "before", "earlier", "kept")
    async with bridge(journal) as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        await b.actors_out.send(TurnFinished(turn_id="t0", text="done"))
        await journal.saving.wait()
        await b.bridge.withdraw("c", "t0")
        journal.release.set()
    assert journal.exchanges == [("c", "earlier", "kept")]


async def test_a_finished_turn_withdrawn_is_removed_and_only_it() -> None:
    journal = MemoryJournal()
    async with bridge(journal) as b, trio.open_nursery() as readers:
        for turn_id in ("t0", "t1"):
            readers.start_soon(b.read, turn_id)
            await trio.testing.wait_all_tasks_blocked()
            await b.actors_out.send(TurnFinished(turn_id=turn_id, text=f"reply {turn_id}"))
            await trio.testing.wait_all_tasks_blocked()
        await b.bridge.withdraw("other", "t1")  # not that conversation's turn
        await b.bridge.withdraw("c", "never-started")
        assert len(journal.exchanges) == 2
        await b.bridge.withdraw("c", "t0")
    assert journal.exchanges == [("c", "hello", "reply t1")]
    assert b.events["t0"] == [TurnFinished(turn_id="t0", text="reply t0")]  # it had ended


async def test_cancel_ends_a_running_turn_at_once_and_only_once() -> None:
    async with bridge() as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        assert b.bridge.cancel("t0", reason="stop", kind="cancelled")
        assert b.bridge.statistics().active_turns == 0
        assert not b.bridge.cancel("t0")
        await b.actors_out.send(TextDelta(turn_id="t0", text="late"))  # dropped
        await trio.testing.wait_all_tasks_blocked()
        assert b.events["t0"] == [TurnFailed(turn_id="t0", error="stop", kind="cancelled")]


async def test_a_reader_leaving_after_a_tool_result_stops_the_rest_of_the_reply() -> None:
    model, journal = ScriptedModel(), MemoryJournal()
    model.enqueue(
        "<respond />",
        'Let me look. <search_dreams query="cats" />',
        ["word "] * 200,  # the second pass, which nobody will read
    )
    async with running(model, journal) as app:
        gen = app.chat("did I dream about cats?")
        async for event in gen:
            if isinstance(event, ToolFinished):
                break
        at_leave = model.produced
        await gen.aclose()
        await trio.testing.wait_all_tasks_blocked()
        await app.inference.wait_idle()
        assert app.statistics().bridge.active_turns == 0
    assert model.produced - at_leave <= TOKENS_IN_FLIGHT + 2
    assert journal.exchanges == []  # an abandoned turn is not saved


async def test_a_write_that_ends_without_a_confirmation_does_not_hold_a_cancelled_turn() -> None:
    async with bridge() as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        with b.bridge.hold_write("t0", "w1") as hold:
            assert hold.live
            assert b.bridge.cancel("t0")
            await trio.testing.wait_all_tasks_blocked()
            assert b.events["t0"] == []  # the write may still be reported: the end waits
        # The write ended without sending its ToolFinished: nothing more is coming.
        await trio.testing.wait_all_tasks_blocked()
        assert b.events["t0"] == [
            TurnFailed(turn_id="t0", error="the turn was cancelled", kind="cancelled")
        ]
        readers.cancel_scope.cancel()


async def test_no_write_starts_in_a_cancelled_turn_that_waits_for_another_write() -> None:
    async with bridge() as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        with b.bridge.hold_write("t0", "w1") as first:
            assert first.live
            assert b.bridge.cancel("t0")  # the turn now ends once w1 is done…
            with b.bridge.hold_write("t0", "w2") as second:
                assert not second.live  # …and no further write may start meanwhile
        await trio.testing.wait_all_tasks_blocked()
        assert b.events["t0"] == [
            TurnFailed(turn_id="t0", error="the turn was cancelled", kind="cancelled")
        ]
        readers.cancel_scope.cancel()


async def test_a_cancelled_turn_waits_for_a_sent_confirmation_not_for_the_writes_start() -> None:
    started = ToolStarted(turn_id="t0", call_id="w1", name="remember")
    finished = ToolFinished(turn_id="t0", call_id="w1", name="remember", ok=True, output="Saved.")
    async with bridge() as b, trio.open_nursery() as readers:
        readers.start_soon(b.read, "t0")
        await trio.testing.wait_all_tasks_blocked()
        with b.bridge.hold_write("t0", "w1") as hold:
            await b.actors_out.send(started)  # the write's start is no confirmation
            await trio.testing.wait_all_tasks_blocked()
            assert b.bridge.cancel("t0")
            hold.confirmation_sent()  # its ToolFinished is on the way
        await trio.testing.wait_all_tasks_blocked()
        assert b.events["t0"] == [started]  # so the end waits for it
        await b.actors_out.send(finished)
        await trio.testing.wait_all_tasks_blocked()
        assert b.events["t0"] == [
            started,
            finished,
            TurnFailed(turn_id="t0", error="the turn was cancelled", kind="cancelled"),
        ]
        readers.cancel_scope.cancel()


async def test_a_held_writes_confirmation_reaches_a_reader_whose_outbox_is_full() -> None:
    async with bridge(event_buffer=2) as b:
        chat = b.bridge.chat("hello", conversation_id="c", turn_id="t0")
        async with trio.open_nursery() as nursery:
            nursery.start_soon(b.actors_out.send, TextDelta(turn_id="t0", text="Let me look."))
            assert await chat.__anext__() == TextDelta(turn_id="t0", text="Let me look.")
        # The reader stops reading; two events fill its outbox.
        for n in (1, 2):
            await b.actors_out.send(
                ToolStarted(turn_id="t0", call_id=f"r{n}", name="lookup_symbol")
            )
        await trio.testing.wait_all_tasks_blocked()
        with b.bridge.hold_write("t0", "w1") as hold:
            assert b.bridge.cancel("t0")
            finished = ToolFinished(
                turn_id="t0", call_id="w1", name="remember", ok=True, output="Saved."
            )
            await b.actors_out.send(finished)
            hold.confirmation_sent()
        await trio.testing.wait_all_tasks_blocked()
        rest = [event async for event in chat]
    assert rest == [
        ToolStarted(turn_id="t0", call_id="r1", name="lookup_symbol"),
        ToolStarted(turn_id="t0", call_id="r2", name="lookup_symbol"),
        finished,  # past the bound: the reader must learn what was saved
        TurnFailed(turn_id="t0", error="the turn was cancelled", kind="cancelled"),
    ]


# --- the tool executor ------------------------------------------------------------------------


@dataclass
class StuckJournal(MemoryJournal):
    """Every tool call hangs."""

    async def run_tool(
        self, name: str, args: ToolArgs, *, budget: int = RESULT_BUDGET, conversation_id: str = ""
    ) -> str:
        await super().run_tool(name, args, budget=budget, conversation_id=conversation_id)
        await trio.sleep_forever()
        raise AssertionError("unreachable")


async def run_tools(
    journal: MemoryJournal, message: RunTools, **options: float
) -> tuple[list[UIEvent], list[Respond]]:
    """Hand ``message`` to a ToolExecutor; what it sent to the UI and to the Responder."""
    tools_send, tools_receive = trio.open_memory_channel[RunTools](1)
    respond_send, respond_receive = trio.open_memory_channel[Respond](4)
    ui_send, ui_receive = trio.open_memory_channel[UIEvent](16)
    async with trio.open_nursery() as nursery:
        await nursery.start(
            lambda task_status: tool_executor(
                tools_receive,
                backend=journal,
                respond_out=respond_send,
                ui_out=ui_send,
                task_status=task_status,
                **options,  # type: ignore[arg-type]
            )
        )
        async with tools_send:
            await tools_send.send(message)
    # The executor has closed both channels: everything it sent is buffered.
    return [e async for e in ui_receive], [r async for r in respond_receive]


def read_call(name: str, **args: object) -> RunTools:
    return RunTools(
        turn_id="t0",
        conversation_id="c",
        user_text="what does a snake mean?",
        calls=(ToolCall(call_id="k1", name=name, args=args),),
    )


async def test_a_tool_that_hangs_is_an_error_result_at_the_timeout(
    autojump_clock: trio.testing.MockClock,
) -> None:
    with trio.fail_after(1000):  # virtual time (MockClock): without the timeout it hangs
        ui, responds = await run_tools(
            StuckJournal(), read_call("lookup_symbol", symbol="snake"), timeout=3
        )
    assert trio.current_time() == pytest.approx(3)
    finished = [e for e in ui if isinstance(e, ToolFinished)]
    assert len(finished) == 1 and not finished[0].ok
    assert finished[0].output == "Error: lookup_symbol took longer than 3 s."
    (respond,) = responds
    assert [(o.ok, o.output) for o in respond.results] == [
        (False, "Error: lookup_symbol took longer than 3 s.")
    ]


async def test_an_unknown_tool_is_an_error_result_and_nothing_runs() -> None:
    journal = MemoryJournal()
    ui, responds = await run_tools(journal, read_call("fly_away", height=3))
    assert journal.calls == []
    assert [type(e) for e in ui] == [ToolStarted, ToolFinished]
    finished = ui[1]
    assert isinstance(finished, ToolFinished) and not finished.ok
    assert finished.output == "Error: there is no tool named 'fly_away'."
    (respond,) = responds
    assert [o.ok for o in respond.results] == [False]


# --- the confirmation of a write --------------------------------------------------------------


async def test_a_reply_that_is_only_a_write_is_answered_by_the_journals_confirmation_alone() -> (
    None
):
    model, journal = ScriptedModel(), MemoryJournal()
    model.enqueue("<respond />", '<remember fact="I have a cat named Io" />')
    async with running(model, journal) as app:
        events = [e async for e in app.chat("I have a cat named Io, keep that in mind, will you")]
    final = events[-1]
    confirmation = "[remember found {'fact': 'I have a cat named Io'}]"
    assert isinstance(final, TurnFinished) and final.text == confirmation
    assert texts(events) == confirmation and EMPTY_REPLY not in final.text


async def test_a_write_that_fails_is_reported_as_not_done_in_the_reply() -> None:
    model, journal = ScriptedModel(), MemoryJournal()
    journal.failures["remember"] = OSError("disk full")
    model.enqueue("<respond />", 'A cat! <remember fact="I have a cat named Io" />')
    async with running(model, journal) as app:
        events = [e async for e in app.chat("I have a cat named Io, keep that in mind, will you")]
    final = events[-1]
    assert isinstance(final, TurnFinished)
    assert final.text == "A cat!\nNot done (remember): Error: remember failed: disk full"
    assert texts(events) == final.text


async def test_a_held_writes_confirmation_passes_a_full_outbox_of_a_running_turn() -> None:
    async with bridge(event_buffer=2) as b:
        chat = b.bridge.chat("hello", conversation_id="c", turn_id="t0")
        async with trio.open_nursery() as nursery:
            nursery.start_soon(b.actors_out.send, TextDelta(turn_id="t0", text="Let me look."))
            assert await chat.__anext__() == TextDelta(turn_id="t0", text="Let me look.")
        for n in (1, 2):  # the reader stops reading; two events fill its outbox
            await b.actors_out.send(
                ToolStarted(turn_id="t0", call_id=f"r{n}", name="lookup_symbol")
            )
        await trio.testing.wait_all_tasks_blocked()
        with b.bridge.hold_write("t0", "w1") as hold:
            finished = ToolFinished(
                turn_id="t0", call_id="w1", name="remember", ok=True, output="Saved."
            )
            await b.actors_out.send(finished)
            hold.confirmation_sent()
        await b.actors_out.send(TextDelta(turn_id="t0", text="More."))  # this one has no room
        await trio.testing.wait_all_tasks_blocked()
        rest = [event async for event in chat]
    assert rest[:3] == [
        ToolStarted(turn_id="t0", call_id="r1", name="lookup_symbol"),
        ToolStarted(turn_id="t0", call_id="r2", name="lookup_symbol"),
        finished,  # past the bound: the reader must learn what was saved
    ]
    assert len(rest) == 4 and isinstance(rest[3], TurnFailed) and rest[3].kind == "slow_reader"
    assert rest[3].error == (
        "the reader stopped reading: the turn was cancelled "
        "(at most 2 events or 16,000 characters wait for a reader)"
    )
