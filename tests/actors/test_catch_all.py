"""No silent failure: what an actor's catch-all catches is logged (``sandman.actors``, with its
traceback unless it is a ``SandmanError``) and counted in ``App.statistics().failures``, and the
user sees a clean turn (exactly one final event, no markup)."""

from __future__ import annotations

import logging
from collections.abc import Iterator
from typing import Any

import pytest
import trio

from sandman.actors import ActorFailures, AppStatistics, Inference, open_app
from sandman.actors._common import Failures
from sandman.actors.tool_executor import tool_executor
from sandman.inference import ModelError, ScriptedModel
from sandman.messages import (
    HistoryItem,
    Respond,
    RouteDecided,
    RunTools,
    TextDelta,
    ToolCall,
    ToolFinished,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from sandman.storage import JournalError
from sandman.toolcalls._scan import Scanner

from .conftest import MemoryJournal, TagPolicy, texts

MARKUP = ("<", ">", "{", "}")


class BrokenHistory(MemoryJournal):
    async def recent_history(self, conversation_id: str, max_turns: int = 6) -> list[HistoryItem]:
        raise RuntimeError("history exploded")


class UnsavingJournal(MemoryJournal):
    async def append_exchange(
        self, conversation_id: str, turn_id: str, user_text: str, reply_text: str
    ) -> None:
        raise RuntimeError("save exploded")


class BrokenPolicy(TagPolicy):
    def first_pass(self, text: str) -> Any:
        raise RuntimeError("policy exploded")


async def one_turn(
    model: ScriptedModel, journal: MemoryJournal, text: str, policy: Any = None
) -> tuple[list[UIEvent], AppStatistics]:
    """One turn through the whole app: its events and the app's statistics after it."""
    async with open_app(
        inference=Inference(model), policy=policy or TagPolicy(), tools=journal, history=journal
    ) as app:
        events = [e async for e in app.chat(text)]
        return events, app.statistics()


def clean(events: list[UIEvent]) -> UIEvent:
    """Exactly one final event, last; no markup in any text the user sees. Returns it."""
    finals = [e for e in events if isinstance(e, (TurnFinished, TurnFailed))]
    assert len(finals) == 1 and finals[0] is events[-1], events
    shown = texts(events) + (events[-1].text if isinstance(events[-1], TurnFinished) else "")
    assert not any(m in shown for m in MARKUP), shown
    return events[-1]


def logged(caplog: pytest.LogCaptureFixture, message: str) -> logging.LogRecord:
    """The one record of ``sandman.actors`` whose message contains ``message``."""
    records = [
        r for r in caplog.records if r.name == "sandman.actors" and message in r.getMessage()
    ]
    assert len(records) == 1, [r.getMessage() for r in caplog.records]
    return records[0]


def only(failures: ActorFailures, **expected: int) -> None:
    counts = {name: getattr(failures, name) for name in ActorFailures.__struct_fields__}
    assert counts == {name: expected.get(name, 0) for name in counts}


@pytest.fixture(autouse=True)
def _capture(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    with caplog.at_level(logging.DEBUG, logger="sandman"):
        yield


async def test_a_router_exception_is_logged_counted_and_the_turn_is_answered(
    caplog: pytest.LogCaptureFixture,
) -> None:
    model = ScriptedModel()
    model.enqueue("Hello there.")
    events, stats = await one_turn(model, MemoryJournal(), "hi", BrokenPolicy())
    assert isinstance(clean(events), TurnFinished)
    route = next(e for e in events if isinstance(e, RouteDecided))
    assert (route.route, route.source) == ("respond", "fallback")
    record = logged(caplog, "router: routing")
    assert record.levelno == logging.ERROR and record.exc_info is not None
    assert "policy exploded" in str(record.exc_info[1])
    only(stats.failures, router=1)


async def test_a_responder_exception_is_logged_counted_and_the_turn_fails(
    caplog: pytest.LogCaptureFixture,
) -> None:
    model = ScriptedModel()
    model.enqueue("<respond />")
    events, stats = await one_turn(model, BrokenHistory(), "hi")
    final = clean(events)
    assert isinstance(final, TurnFailed) and final.kind == "error"
    record = logged(caplog, "responder: the reply of")
    assert record.levelno == logging.ERROR and record.exc_info is not None
    only(stats.failures, responder=1)


@pytest.mark.parametrize(
    ("error", "message", "level", "counted"),
    [
        # a bug in a tool: logged with its traceback, counted
        (RuntimeError("disk on fire"), "tool lookup_symbol raised", logging.ERROR, 1),
        # the journal's own one-line answer: an answer for the model, not a failure
        (
            JournalError("'x' is not a symbol name"),
            "tool lookup_symbol: 'x' is not a symbol name",
            logging.INFO,
            0,
        ),
    ],
)
async def test_a_tool_that_raises_is_logged_and_reported_to_the_model(
    caplog: pytest.LogCaptureFixture, error: Exception, message: str, level: int, counted: int
) -> None:
    model, journal = ScriptedModel(), MemoryJournal()
    journal.failures["lookup_symbol"] = error
    model.enqueue('<lookup_symbol symbol="snake" />', "I could not look that up.")
    events, stats = await one_turn(model, journal, "what do snakes mean")
    assert isinstance(clean(events), TurnFinished)
    assert [e.ok for e in events if isinstance(e, ToolFinished)] == [False]
    record = logged(caplog, message)
    assert record.levelno == level and (record.exc_info is not None) == bool(counted)
    only(stats.failures, tool_executor=counted)


async def test_an_executor_exception_is_logged_counted_and_the_turn_fails(
    caplog: pytest.LogCaptureFixture,
) -> None:
    class BrokenGate:
        def hold_write(self, turn_id: str, call_id: str) -> Any:
            raise RuntimeError("gate exploded")

    failures = Failures()
    inbox_send, inbox = trio.open_memory_channel[RunTools](1)
    respond_out, _respond_in = trio.open_memory_channel[Respond](1)
    ui_out, ui_in = trio.open_memory_channel[UIEvent](8)
    async with trio.open_nursery() as nursery:
        await nursery.start(
            lambda task_status: tool_executor(
                inbox,
                backend=MemoryJournal(),
                respond_out=respond_out,
                ui_out=ui_out,
                gate=BrokenGate(),
                failures=failures,
                task_status=task_status,
            )
        )
        call = ToolCall(call_id="c1", name="remember", args={"fact": "I have a cat"}, source="user")
        await inbox_send.send(
            RunTools(turn_id="t1", conversation_id="c", user_text="I have a cat", calls=(call,))
        )
        event = await ui_in.receive()
        await inbox_send.aclose()
    assert isinstance(event, TurnFailed) and event.kind == "error"
    record = logged(caplog, "tool_executor: the tools of t1 failed")
    assert record.exc_info is not None and "gate exploded" in str(record.exc_info[1])
    only(failures.statistics(), tool_executor=1)


async def test_a_conversation_that_cannot_be_saved_is_logged_and_counted(
    caplog: pytest.LogCaptureFixture,
) -> None:
    model = ScriptedModel()
    model.enqueue("<respond />", "Hello there.")
    events, stats = await one_turn(model, UnsavingJournal(), "hi")
    final = clean(events)
    assert isinstance(final, TurnFailed) and final.kind == "not_saved"
    record = logged(caplog, "bridge: the exchange of")
    assert record.levelno == logging.ERROR and record.exc_info is not None
    only(stats.failures, bridge=1)


async def test_a_model_that_raises_is_logged_and_counted_by_inference(
    caplog: pytest.LogCaptureFixture,
) -> None:
    model = ScriptedModel()
    model.enqueue("<respond />", RuntimeError("decoder exploded"))
    events, stats = await one_turn(model, MemoryJournal(), "hi")
    final = clean(events)
    assert isinstance(final, TurnFailed) and final.kind == "model_error"
    record = logged(caplog, "inference: respond request")
    assert record.levelno == logging.ERROR and "decoder exploded" in str(
        record.exc_info and record.exc_info[1]
    )
    assert stats.inference.failures == 1
    only(stats.failures, inference=1)


@pytest.mark.parametrize("at", ["route", "reply", "count"])
async def test_a_model_crash_ends_the_turn_once_as_model_crashed_wherever_it_comes(
    at: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A crashed model process (ProcessModel) fails the request in flight with this error: the
    # router does not fall back to a route without the model, the responder does not go on.
    crash = ModelError(
        "the model process crashed (SIGSEGV); it is restarting", kind="model_crashed"
    )
    model = ScriptedModel()
    if at == "route":
        model.enqueue(crash)
    elif at == "reply":
        model.enqueue("<respond />", crash)
    else:  # counting the reply prompt's tokens, while the model restarts and cannot load
        model.enqueue("<respond />")
        counted = model.count_tokens

        def count(text: str) -> int:
            if "<|im_start|>assistant" in text:
                raise crash
            return counted(text)

        monkeypatch.setattr(model, "count_tokens", count)
    events, stats = await one_turn(model, MemoryJournal(), "hi")
    final = clean(events)
    assert isinstance(final, TurnFailed)
    assert (final.kind, final.error) == ("model_crashed", str(crash))
    assert not any(isinstance(e, RouteDecided) and e.source == "fallback" for e in events)
    only(stats.failures)  # a crash is the model's, not a bug of an actor's


async def test_a_parser_failure_hides_the_rest_of_the_reply_and_is_counted(
    caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*args: object) -> None:
        raise ValueError("scanner bug")

    monkeypatch.setattr(Scanner, "_brace", broken)
    model = ScriptedModel()
    model.enqueue(
        "<respond />",
        'Sleep well. {"name": "remember", "arguments": {"fact": "x"}} <remember fact="y"/> bye',
    )
    events, stats = await one_turn(model, MemoryJournal(), "goodnight")
    final = clean(events)
    assert isinstance(final, TurnFinished) and final.text == "Sleep well."
    assert "".join(e.text for e in events if isinstance(e, TextDelta)) == "Sleep well."
    parser_logs = [r for r in caplog.records if r.name == "sandman.toolcalls"]
    assert len(parser_logs) == 1 and parser_logs[0].exc_info is not None
    only(stats.failures, parser=1)


def test_failures_add_up_per_actor_and_each_is_logged(caplog: pytest.LogCaptureFixture) -> None:
    failures = Failures()
    with caplog.at_level(logging.WARNING, logger="sandman"):
        failures.record("router", KeyError("a"), "routing %s failed", "t1")
        failures.record("router", JournalError("journal is locked"), "routing %s failed", "t2")
        failures.count("parser", 2)
        failures.count("parser", 3)
    assert failures.statistics(inference=4) == ActorFailures(router=2, parser=5, inference=4)
    # A bug is an error with its traceback; a SandmanError (expected trouble) one warning line.
    [bug, expected] = caplog.records
    assert (bug.levelname, bug.getMessage(), bug.exc_info is not None) == (
        "ERROR",
        "router: routing t1 failed",
        True,
    )
    assert (expected.levelname, expected.getMessage(), expected.exc_info) == (
        "WARNING",
        "router: routing t2 failed: journal is locked",
        None,
    )
