"""The Router actor between its channels: what it tells the UI and which calls it hands to the
ToolExecutor, for a route, a recognised request of the user's, a broken policy and a cancelled
turn. The route's own read call is dropped when the message is about one record ("delete my
dream about the glass forest" is not a search), kept when it refers back to the previous one."""

from __future__ import annotations

from datetime import date
from typing import Any

import trio

from sandman.actors import ActorFailures, Inference
from sandman.actors._common import Failures
from sandman.actors.router import router
from sandman.inference import ScriptedModel
from sandman.messages import CancelTurn, RouteDecided, RunTools, TurnFailed, UIEvent, UserMessage

from .conftest import Decision, TagPolicy


class FirstPass(TagPolicy):
    """Decides every message by the first pass: ``route`` with ``args``; raises if ``broken``."""

    def __init__(
        self, route: str, args: dict[str, Any] | None = None, broken: bool = False
    ) -> None:
        self.route, self.args, self.broken = route, args or {}, broken

    def first_pass(self, text: str) -> Decision | None:
        if self.broken:
            raise KeyError("no such cue")
        return Decision(route=self.route, args=self.args, source="first_pass", raw=text)  # type: ignore[arg-type]


async def route(
    policy: TagPolicy, *texts: str, cancelled: tuple[str, ...] = ()
) -> tuple[list[UIEvent], list[RunTools], ActorFailures]:
    inference = Inference(ScriptedModel())
    for turn_id in cancelled:
        inference.cancel(CancelTurn(turn_id=turn_id))
    failures = Failures()
    to_router, inbox = trio.open_memory_channel[UserMessage](8)
    tools_out, tools = trio.open_memory_channel[RunTools](8)
    ui_out, ui = trio.open_memory_channel[UIEvent](8)
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        await nursery.start(
            lambda task_status: router(
                inbox, policy=policy, inference=inference, tools_out=tools_out, ui_out=ui_out,
                failures=failures, task_status=task_status,
            )
        )  # fmt: skip
        async with to_router:
            for n, text in enumerate(texts):
                await to_router.send(UserMessage(turn_id=f"t{n}", conversation_id="c", text=text))
        events = [e async for e in ui]
        runs = [r async for r in tools]
        nursery.cancel_scope.cancel()
    return events, runs, failures.statistics()


def calls(run: RunTools) -> list[tuple[str, dict[str, Any], str]]:
    return [(c.name, c.args, c.source) for c in run.calls]


async def test_a_route_becomes_its_read_call_and_the_decision_is_shown() -> None:
    events, [run], _ = await route(
        FirstPass("lookup_symbol", {"symbol": "water"}), "what does water mean?"
    )
    assert events == [
        RouteDecided(
            turn_id="t0",
            route="lookup_symbol",
            args={"symbol": "water"},
            source="first_pass",
            raw="what does water mean?",
        )
    ]
    assert (run.turn_id, run.conversation_id, run.user_text) == ("t0", "c", "what does water mean?")
    assert calls(run) == [("lookup_symbol", {"symbol": "water"}, "model")]
    assert run.calls[0].call_id.startswith("call-")


async def test_a_message_that_lists_symbols_looks_each_one_up() -> None:
    text = "Tell me everything about water, oceans, rivers and rain in dreams"
    _, [run], _ = await route(FirstPass("lookup_symbol", {"symbol": "water ocean river"}), text)
    assert calls(run) == [
        ("lookup_symbol", {"symbol": s}, "model") for s in ("water", "ocean", "river", "rain")
    ]
    assert len({c.call_id for c in run.calls}) == 4


async def test_a_search_for_the_first_dreams_that_say_something_reads_the_earliest_first() -> None:
    policy = FirstPass("search_dreams", {"query": "water"})
    _, runs, _ = await route(
        policy, "When did I first dream about water?", "have I dreamt about water?"
    )
    assert [calls(run) for run in runs] == [
        [("search_dreams", {"query": "water", "order": "oldest"}, "model")],
        [("search_dreams", {"query": "water"}, "model")],
    ]


async def test_a_search_asked_of_a_period_keeps_to_it() -> None:
    # measured: "how many times have i dreamt about water this month" counted the October dreams
    policy = FirstPass("search_dreams", {"query": "water"})
    policy.today = lambda: date(2026, 12, 4)  # type: ignore[attr-defined]
    _, runs, _ = await route(
        policy,
        "how many times have i dreamt about water this month",
        "did i dream about water on my birthday?",
        "have I dreamt about water?",
    )
    assert [calls(run) for run in runs] == [
        [
            (
                "search_dreams",
                {"query": "water", "since": "2026-12-01", "until": "2026-12-04"},
                "model",
            )
        ],
        [("search_dreams", {"query": "water"}, "model")],
        [("search_dreams", {"query": "water"}, "model")],
    ]


async def test_the_respond_route_runs_no_read_call() -> None:
    _, [run], _ = await route(FirstPass("respond"), "hello there")
    assert run.calls == ()


async def test_a_message_about_one_record_is_answered_by_that_action_alone() -> None:
    _, [run], _ = await route(
        FirstPass("search_dreams", {"query": "glass forest"}),
        "delete my dream about the glass forest",
    )
    assert calls(run) == [("delete_dream", {"dream": "glass forest"}, "user")]


async def test_a_request_about_the_previous_dream_keeps_the_routes_read_call() -> None:
    _, [run], _ = await route(FirstPass("recent_dreams"), "delete that dream")
    assert calls(run) == [
        ("recent_dreams", {}, "model"),
        ("delete_dream", {"dream": "previous"}, "user"),
    ]
    assert len({c.call_id for c in run.calls}) == 2


async def test_a_change_to_the_previous_dream_is_no_search_for_its_words() -> None:
    # probed: "change the date of that dream to december 3" searched "change"
    _, [run], _ = await route(
        FirstPass("search_dreams", {"query": "change"}),
        "change the date of that dream to december 3",
    )
    assert [(name, args.get("dream")) for name, args, _ in calls(run)] == [
        ("edit_dream", "previous")
    ]


async def test_a_request_to_keep_something_is_answered_by_keeping_it() -> None:
    # measured: the read's "You haven't asked me to remember anything about brother yet." came
    # before "Remembered: my brother's name is Tomas"
    _, [run], _ = await route(FirstPass("recall_memories"), "remember that my sister is Anna")
    assert calls(run) == [("remember", {"fact": "my sister is Anna"}, "user")]


async def test_a_request_to_keep_something_beside_a_question_comes_with_the_routes_read() -> None:
    _, [run], _ = await route(
        FirstPass("recall_memories"), "remember that my sister is Anna. Who is my brother?"
    )
    assert calls(run) == [
        ("recall_memories", {}, "model"),
        ("remember", {"fact": "my sister is Anna"}, "user"),
    ]


async def test_a_request_to_keep_something_beside_another_request_comes_with_its_read() -> None:
    # probed: "my partner's name is Lee and she snores, remember that. also show me my last dream"
    # lost the fact; kept alone, the request for the dream would go unanswered
    _, [run], _ = await route(
        FirstPass("recent_dreams"), "my partner is Lee, remember that. also show me my last dream"
    )
    assert calls(run) == [
        ("recent_dreams", {}, "model"),
        ("remember", {"fact": "my partner is Lee"}, "user"),
    ]


async def test_a_change_asked_first_runs_before_the_dream_saved_after_it() -> None:
    # "my last dream" is the one before the dream told in the same message
    _, [run], _ = await route(
        FirstPass("respond"),
        "delete my last dream and save this one instead: I was a fox in the snow",
    )
    assert [(c.name, c.args) for c in run.calls] == [
        ("delete_dream", {"dream": "last"}),
        ("save_dream", {"text": "I was a fox in the snow"}),
    ]


async def test_a_policy_that_raises_takes_the_respond_route_and_is_counted() -> None:
    events, [run], failures = await route(FirstPass("respond", broken=True), "hello")
    assert events == [
        RouteDecided(
            turn_id="t0", route="respond", source="fallback", raw="KeyError('no such cue')"
        )
    ]
    assert run.calls == ()
    assert failures == ActorFailures(router=1)


async def test_a_cancelled_turn_is_told_once_and_the_next_message_is_still_routed() -> None:
    # The model is asked (no first pass) for turns already cancelled: nothing runs for either.
    events, runs, _ = await route(TagPolicy(), "first", "second", cancelled=("t0", "t1"))
    assert events == [
        TurnFailed(turn_id="t0", error="the turn was cancelled", kind="cancelled"),
        TurnFailed(turn_id="t1", error="the turn was cancelled", kind="cancelled"),
    ]
    assert runs == []


async def test_a_dream_told_with_tell_me_what_it_means_is_saved_alone_and_looked_up() -> None:
    # probed: "save this: …, and tell me what a library means" was saved whole, request and all,
    # and nothing was looked up (the model defined libraries)
    text = "save this: i was in a library where all the books were blank, and tell me what a library means"
    _, [run], _ = await route(FirstPass("lookup_symbol", {"symbol": "library"}), text)
    assert calls(run) == [
        ("save_dream", {"text": "i was in a library where all the books were blank"}, "user"),
        ("lookup_symbol", {"symbol": "library"}, "model"),
    ]
