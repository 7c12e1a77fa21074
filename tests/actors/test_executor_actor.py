"""The ToolExecutor actor between its channels, compared event by event: what the UI is told
about each call, what the Responder is handed (this pass's results after the earlier ones), how a
turn that ends with writes is confirmed in the journal's words, and what a closed write gate, an
unreadable history and a broken step do."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

import trio

from sandman.actors import ActorFailures
from sandman.actors._common import EMPTY_REPLY, Failures
from sandman.actors.tool_executor import tool_executor
from sandman.actors.ui_bridge import WriteHold
from sandman.messages import (
    HistoryItem,
    Respond,
    RunTools,
    TextDelta,
    ToolCall,
    ToolFinished,
    ToolOutcome,
    ToolStarted,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from sandman.tools import RESULT_BUDGET, ToolArgs, ToolResult

from .conftest import MemoryJournal


@dataclass
class Journal(MemoryJournal):
    """Writes answer with a lead, as the real journal does; ``history`` is what the user said
    earlier (``None``: unreadable)."""

    history: list[str] | None = field(default_factory=list)

    async def run_tool(
        self, name: str, args: ToolArgs, *, budget: int = RESULT_BUDGET, conversation_id: str = ""
    ) -> str | ToolResult:  # type: ignore[override]
        text = await super().run_tool(name, args, budget=budget, conversation_id=conversation_id)
        return ToolResult(text=text, lead=f"Kept ({name}).") if name == "remember" else text

    async def recent_history(self, conversation_id: str, max_turns: int = 6) -> list[HistoryItem]:
        if self.history is None:
            raise OSError("disk I/O error")
        return [HistoryItem(role="user", text=t) for t in self.history] + [
            HistoryItem(role="assistant", text="I will remember that you hate cats.")
        ]


class ClosedGate:
    @contextmanager
    def hold_write(self, turn_id: str, call_id: str) -> Iterator[WriteHold]:
        yield WriteHold(False)


async def execute(
    message: RunTools, journal: Journal, **options: Any
) -> tuple[list[UIEvent], list[Respond], ActorFailures]:
    failures = Failures()
    tools_send, tools_receive = trio.open_memory_channel[RunTools](1)
    respond_send, respond_receive = trio.open_memory_channel[Respond](4)
    ui_send, ui_receive = trio.open_memory_channel[UIEvent](16)
    async with trio.open_nursery() as nursery:
        await nursery.start(
            lambda task_status: tool_executor(
                tools_receive, backend=journal, respond_out=respond_send, ui_out=ui_send,
                history=journal, failures=failures, task_status=task_status, **options,
            )
        )  # fmt: skip
        async with tools_send:
            await tools_send.send(message)
    return [e async for e in ui_receive], [r async for r in respond_receive], failures.statistics()


def tools(*calls: ToolCall, **fields: Any) -> RunTools:
    fields.setdefault("user_text", "please remember that I hate cats")
    return RunTools(turn_id="t0", conversation_id="c", calls=calls, **fields)


LOOKUP = ToolCall(call_id="k1", name="lookup_symbol", args={"symbol": "cat"})
REMEMBER = ToolCall(call_id="k2", name="remember", args={"fact": "hates cats"})
FOUND = "[lookup_symbol found {'symbol': 'cat'}]"
KEPT = "[remember found {'fact': 'hates cats'}]"


async def test_each_call_is_started_and_finished_for_the_ui_and_the_results_go_to_the_responder() -> (
    None
):
    earlier = ToolOutcome(call_id="k0", name="recent_dreams", ok=True, output="two dreams")
    ui, responds, _ = await execute(
        tools(
            LOOKUP,
            REMEMBER,
            respond_pass=2,
            reply_so_far="Let me look.",
            earlier_results=(earlier,),
        ),
        Journal(),
    )
    assert ui == [
        ToolStarted(turn_id="t0", call_id="k1", name="lookup_symbol", args={"symbol": "cat"}),
        ToolFinished(
            turn_id="t0",
            call_id="k1",
            name="lookup_symbol",
            args={"symbol": "cat"},
            ok=True,
            output=FOUND,
        ),
        ToolStarted(turn_id="t0", call_id="k2", name="remember", args={"fact": "hates cats"}),
        ToolFinished(
            turn_id="t0",
            call_id="k2",
            name="remember",
            args={"fact": "hates cats"},
            ok=True,
            output=KEPT,
        ),
    ]
    assert responds == [
        Respond(
            turn_id="t0", conversation_id="c", user_text="please remember that I hate cats",
            results=(
                earlier,
                ToolOutcome(call_id="k1", name="lookup_symbol", args={"symbol": "cat"}, ok=True, output=FOUND),
                ToolOutcome(call_id="k2", name="remember", args={"fact": "hates cats"}, ok=True, output=KEPT, lead="Kept (remember)."),
            ),
            new_from=1, respond_pass=2, reply_so_far="Let me look.",
        )
    ]  # fmt: skip


async def test_a_turn_that_ends_with_writes_is_confirmed_in_the_journals_words() -> None:
    ui, responds, _ = await execute(tools(REMEMBER, then="finish"), Journal())
    assert ui[-2:] == [
        TextDelta(turn_id="t0", text="Kept (remember).", source="journal"),
        TurnFinished(turn_id="t0", text="Kept (remember)."),
    ]
    assert responds == []
    ui, _, _ = await execute(tools(REMEMBER, then="finish", reply_so_far="Noted."), Journal())
    assert ui[-2:] == [
        TextDelta(turn_id="t0", text="\nKept (remember).", source="journal"),
        TurnFinished(turn_id="t0", text="Noted.\nKept (remember)."),
    ]


async def test_a_write_that_failed_is_reported_as_not_done() -> None:
    journal = Journal(failures={"remember": OSError("disk full")})
    ui, _, _ = await execute(tools(REMEMBER, then="finish"), journal)
    text = "Not done (remember): Error: remember failed: disk full"
    assert ui[-2:] == [
        TextDelta(turn_id="t0", text=text, source="journal"),
        TurnFinished(turn_id="t0", text=text),
    ]


async def test_a_write_the_user_never_asked_for_stays_out_of_the_reply() -> None:
    unasked = ToolCall(call_id="k3", name="remember", args={"fact": "loves spiders"})
    ui, _, _ = await execute(tools(unasked, then="finish"), Journal())
    assert ui[-2:] == [
        TextDelta(turn_id="t0", text=EMPTY_REPLY, source="journal"),
        TurnFinished(turn_id="t0", text=EMPTY_REPLY),
    ]
    ui, _, _ = await execute(tools(unasked, then="finish", reply_so_far="Spiders!"), Journal())
    assert ui[-1:] == [TurnFinished(turn_id="t0", text="Spiders!")]  # the reply stands alone
    assert not any(isinstance(e, TextDelta) for e in ui)


async def test_earlier_user_messages_ground_a_write_and_an_unreadable_history_grounds_nothing() -> (
    None
):
    call = ToolCall(call_id="k4", name="remember", args={"fact": "works nights at the bakery"})
    message = tools(call, user_text="please remember that")
    _, [respond], _ = await execute(message, Journal(history=["I work nights at the bakery"]))
    assert respond.results[0].ok is True
    _, [respond], failures = await execute(message, Journal(history=None))
    assert respond.results[0].ok is False and "never said" in respond.results[0].output
    assert failures == ActorFailures(tool_executor=1)
    # What the model said earlier grounds nothing: only the user's own messages do.
    _, [respond], _ = await execute(
        tools(
            ToolCall(call_id="k5", name="remember", args={"fact": "hates cats"}),
            user_text="please remember it",
        ),
        Journal(),
    )
    assert respond.results[0].ok is False


async def test_a_write_of_a_turn_that_may_no_longer_write_is_not_run_nor_announced() -> None:
    journal = Journal()
    ui, [respond], _ = await execute(tools(REMEMBER), journal, gate=ClosedGate())
    assert ui == []
    assert respond.results == (
        ToolOutcome(
            call_id="k2",
            name="remember",
            args={"fact": "hates cats"},
            ok=False,
            output="Error: not saved: the turn was cancelled.",
        ),
    )
    assert journal.calls == []


async def test_a_step_that_breaks_fails_its_turn_once_and_is_counted() -> None:
    class BrokenGate:
        @contextmanager
        def hold_write(self, turn_id: str, call_id: str) -> Iterator[WriteHold]:
            raise RuntimeError("the gate broke")
            yield WriteHold(False)

    ui, responds, failures = await execute(tools(LOOKUP, REMEMBER), Journal(), gate=BrokenGate())
    assert ui[-1] == TurnFailed(turn_id="t0", error="tools failed: the gate broke", kind="error")
    assert [type(e) for e in ui] == [ToolStarted, ToolFinished, TurnFailed]
    assert responds == []
    assert failures == ActorFailures(tool_executor=1)


async def test_a_write_under_way_finishes_when_its_turn_is_cancelled() -> None:
    # Once a write has started, cancelling the turn must not cut it off half-way: the user may
    # already have seen it announced, and the journal decides its outcome, not the cancel.
    started, release = trio.Event(), trio.Event()

    @dataclass
    class Slow(Journal):
        finished: list[str] = field(default_factory=list)

        async def run_tool(self, name: str, args: ToolArgs, **options: Any) -> str | ToolResult:  # type: ignore[override]
            started.set()
            await release.wait()
            result = await super().run_tool(name, args, **options)
            self.finished.append(name)
            return result

    journal = Slow()
    tools_send, tools_receive = trio.open_memory_channel[RunTools](1)
    respond_send, _respond_receive = trio.open_memory_channel[Respond](4)
    ui_send, _ui_receive = trio.open_memory_channel[UIEvent](16)
    async with trio.open_nursery() as nursery:
        await nursery.start(
            lambda task_status: tool_executor(
                tools_receive, backend=journal, respond_out=respond_send, ui_out=ui_send,
                history=journal, task_status=task_status,
            )
        )  # fmt: skip
        await tools_send.send(tools(REMEMBER))
        await started.wait()
        nursery.cancel_scope.cancel()
        release.set()  # after the cancel: only a shielded write still gets to run on
    assert journal.finished == ["remember"]


async def test_a_read_gets_the_executors_budget_time_limit_and_failure_count(
    autojump_clock: trio.testing.MockClock,
) -> None:
    journal = Journal()
    _, [respond], _ = await execute(tools(LOOKUP), journal, result_budget=321)
    assert journal.budgets == [321] and respond.results[0].ok

    @dataclass
    class Stuck(Journal):
        async def run_tool(self, name: str, args: ToolArgs, **options: Any) -> str | ToolResult:  # type: ignore[override]
            await trio.sleep(60)
            return "never"

    _, [respond], _ = await execute(tools(LOOKUP), Stuck(), timeout=2.5)
    assert respond.results[0].output == "Error: lookup_symbol took longer than 2.5 s."

    _, [respond], failures = await execute(
        tools(LOOKUP), Journal(failures={"lookup_symbol": ValueError("bug")})
    )
    assert respond.results[0].output == "Error: lookup_symbol failed: bug"
    assert failures == ActorFailures(tool_executor=1)


async def test_each_write_of_a_finished_turn_is_confirmed_on_its_own_line() -> None:
    calls = (REMEMBER, ToolCall(call_id="k6", name="remember", args={"fact": "loves dogs"}))
    ui, _, _ = await execute(
        tools(*calls, then="finish", user_text="remember that I hate cats and love dogs"), Journal()
    )
    assert ui[-1] == TurnFinished(turn_id="t0", text="Kept (remember).\nKept (remember).")


async def test_a_write_gets_the_executors_budget_time_limit_and_failure_count(
    autojump_clock: trio.testing.MockClock,
) -> None:
    journal = Journal()
    _, [respond], _ = await execute(tools(REMEMBER), journal, result_budget=321)
    assert journal.budgets == [321] and respond.results[0].ok

    @dataclass
    class Stuck(Journal):
        async def run_tool(self, name: str, args: ToolArgs, **options: Any) -> str | ToolResult:  # type: ignore[override]
            await trio.sleep(60)
            return "never"

    _, [respond], _ = await execute(tools(REMEMBER), Stuck(), timeout=2.5)
    assert respond.results[0].output == "Error: remember took longer than 2.5 s."

    _, [respond], failures = await execute(
        tools(REMEMBER), Journal(failures={"remember": ValueError("bug")})
    )
    assert respond.results[0].output == "Error: remember failed: bug"
    assert failures == ActorFailures(tool_executor=1)


class RecordingGate:
    """Lets every write run and keeps its hold, to see whether the executor said its
    confirmation was sent (the bridge waits for a sent one before ending a cancelled turn)."""

    def __init__(self) -> None:
        self.holds: list[WriteHold] = []

    @contextmanager
    def hold_write(self, turn_id: str, call_id: str) -> Iterator[WriteHold]:
        hold = WriteHold(True)
        self.holds.append(hold)
        yield hold


async def test_a_write_tells_its_hold_that_the_confirmation_was_sent_only_when_it_was() -> None:
    gate = RecordingGate()
    ui, _, _ = await execute(tools(REMEMBER), Journal(), gate=gate)
    assert ToolFinished in [type(e) for e in ui]
    assert [h.sent for h in gate.holds] == [True]
    # A UI that has gone away got no confirmation: the bridge must not wait for one.
    gone = RecordingGate()
    tools_send, tools_receive = trio.open_memory_channel[RunTools](1)
    respond_send, respond_receive = trio.open_memory_channel[Respond](4)
    ui_send, ui_receive = trio.open_memory_channel[UIEvent](16)
    await ui_receive.aclose()
    async with trio.open_nursery() as nursery:
        await nursery.start(
            lambda task_status: tool_executor(
                tools_receive, backend=Journal(), respond_out=respond_send, ui_out=ui_send,
                gate=gone, task_status=task_status,
            )
        )  # fmt: skip
        async with tools_send:
            await tools_send.send(tools(REMEMBER))
    [respond] = [r async for r in respond_receive]
    assert respond.results[0].ok is True  # the write ran…
    assert [h.sent for h in gone.holds] == [False]  # …but nobody was told
