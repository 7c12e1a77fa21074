"""What the Inference actor sends back, event by event and field by field, for each way a
request can end: streamed from a model server, scored, failed with a ``ModelError``, broken by a
backend bug, cancelled before its end. Readers match events by ``turn_id`` and ``request_id``, so
each event is compared whole."""

from __future__ import annotations

import threading
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager

import msgspec
import pytest
import trio
import trio.testing

from sandman.actors import Inference
from sandman.actors._common import request_for, run_generation
from sandman.inference import Completion, CompletionStats, ModelError, ScriptedModel
from sandman.messages import (
    CancelTurn,
    Generate,
    GenerationFailed,
    GenerationFinished,
    InferenceEvent,
    TokenGenerated,
)

STATS = CompletionStats(
    prompt_tokens=5, evaluated_tokens=3, completion_tokens=2, stop_reason="length"
)


class Pieces:
    """A server's stream: its pieces, then ``stats`` (or ``fails`` raised after the pieces)."""

    def __init__(self, pieces: list[str], fails: Exception | None = None) -> None:
        self._pieces = iter(pieces)
        self._fails = fails
        self.stats: CompletionStats | None = None

    def __aiter__(self) -> Pieces:
        return self

    async def __anext__(self) -> str:
        await trio.lowlevel.checkpoint()
        for piece in self._pieces:
            return piece
        if self._fails is not None:
            raise self._fails
        self.stats = STATS
        raise StopAsyncIteration


class Server(ScriptedModel):
    """An ``AsyncModel``: every stream gives ``pieces``, then fails with ``fails`` if set."""

    def __init__(
        self, pieces: list[str], fails: Exception | None = None, gate: trio.Event | None = None
    ) -> None:
        super().__init__(name="server")
        self.pieces, self.fails, self.gate = pieces, fails, gate
        self.last_stats: CompletionStats | None = None

    @asynccontextmanager
    async def open_stream(self, request: Completion) -> AsyncIterator[Pieces]:
        self.history.append(request)
        if self.gate is not None:
            await self.gate.wait()
        yield Pieces(self.pieces, self.fails)


def request(n: int = 1, *, continuations: tuple[str, ...] = (), slot: str = "default") -> Generate:
    return Generate(
        turn_id=f"t{n}",
        request_id=f"r{n}",
        purpose="route",
        completion=Completion(prompt="p", slot=slot),
        continuations=continuations,
    )


async def events_of(inference: Inference, message: Generate) -> list[InferenceEvent]:
    async with inference.generate(message) as events:
        return [event async for event in events]


async def run(
    model: ScriptedModel, *messages: Generate
) -> tuple[list[list[InferenceEvent]], Inference]:
    inference = Inference(model)
    results = []
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        for message in messages:
            results.append(await events_of(inference, message))
        nursery.cancel_scope.cancel()
    return results, inference


async def test_a_served_stream_sends_each_piece_then_the_whole_text_with_its_counts() -> None:
    [events], inference = await run(Server(["Wa", "ter"]), request())
    assert events == [
        TokenGenerated(turn_id="t1", request_id="r1", text="Wa"),
        TokenGenerated(turn_id="t1", request_id="r1", text="ter"),
        GenerationFinished(
            turn_id="t1", request_id="r1", text="Water",
            prompt_tokens=5, evaluated_tokens=3, completion_tokens=2, stop_reason="length",
        ),
    ]  # fmt: skip
    stats = inference.statistics()
    assert (stats.completed, stats.failures, stats.busy) == (1, 0, False)


async def test_a_servers_model_error_ends_the_request_with_its_kind_and_words() -> None:
    model = Server(["Wa"], fails=ModelError("the server timed out", kind="timeout"))
    [events], inference = await run(model, request())
    assert events[-1] == GenerationFailed(
        turn_id="t1", request_id="r1", kind="timeout", error="the server timed out"
    )
    assert inference.statistics().failures == 0  # an expected failure, not a bug


async def test_a_backend_bug_ends_the_request_as_a_model_error_and_is_counted_each_time() -> None:
    model = Server([], fails=KeyError("choices"))
    [first, second], inference = await run(model, request(1), request(2))
    assert first == [
        GenerationFailed(
            turn_id="t1", request_id="r1", kind="model_error", error="KeyError: 'choices'"
        )
    ]
    assert second == [
        GenerationFailed(
            turn_id="t2", request_id="r2", kind="model_error", error="KeyError: 'choices'"
        )
    ]
    assert inference.statistics().failures == 2


async def test_a_stream_cancelled_before_its_end_fails_as_cancelled() -> None:
    gate = trio.Event()
    inference = Inference(Server(["a", "b"], gate=gate))
    got: list[InferenceEvent] = []
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)

        async def ask() -> None:
            got.extend(await events_of(inference, request()))

        nursery.start_soon(ask)
        await trio.testing.wait_all_tasks_blocked()
        assert inference.statistics().busy is True
        inference.cancel(CancelTurn(turn_id="t1"))
        await trio.testing.wait_all_tasks_blocked()
        # The turn stays cancelled: a later request of it is refused before it reaches the model.
        later = await events_of(inference, request(1))
        nursery.cancel_scope.cancel()
    assert got == [
        GenerationFailed(
            turn_id="t1",
            request_id="r1",
            kind="cancelled",
            error="stopped before the end of the completion",
        )
    ]
    assert later == [
        GenerationFailed(
            turn_id="t1", request_id="r1", kind="cancelled", error="the turn was cancelled"
        )
    ]


async def _traced_cancelled(model: Server) -> list[dict[str, object]]:
    """The trace records of one request to ``model``, cancelled while it waits at the gate."""
    records: list[dict[str, object]] = []
    inference = Inference(model, trace=records.append)
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        nursery.start_soon(events_of, inference, request())
        await trio.testing.wait_all_tasks_blocked()
        inference.cancel(CancelTurn(turn_id="t1"))
        await trio.testing.wait_all_tasks_blocked()
        nursery.cancel_scope.cancel()
    return records


async def test_a_trace_of_a_reply_stopped_early_carries_what_the_model_read_and_wrote() -> None:
    # A reply stopped at its cap of sentences ends as "cancelled"; its trace had no token counts
    # (`sandman ask --trace` showed none for such a reply).
    gate = trio.Event()
    model = Server(["a", "b"], gate=gate)
    model.last_stats = msgspec.structs.replace(STATS, stop_reason="cancelled")
    [record] = await _traced_cancelled(model)
    assert record["failed"] == "cancelled" and record["stop_reason"] == "cancelled"
    assert isinstance(record["output"], str)
    assert (record["prompt_tokens"], record["evaluated_tokens"], record["completion_tokens"]) == (
        STATS.prompt_tokens,
        STATS.evaluated_tokens,
        STATS.completion_tokens,
    )
    # the figures of an earlier, finished call are never passed off as this one's
    model.last_stats = STATS
    [record] = await _traced_cancelled(model)
    assert "evaluated_tokens" not in record


class Scorer(ScriptedModel):
    """Scores each continuation by its length; keeps the counts of its last call."""

    def __init__(self, fails: Exception | None = None) -> None:
        super().__init__(name="scorer")
        self.fails = fails
        self.slots: list[str] = []
        self.last_stats = STATS

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
        self.slots.append(slot)
        if self.fails is not None:
            raise self.fails
        return [-float(len(prompt + c)) for c in continuations]


async def test_a_scoring_request_returns_one_logprob_per_continuation_and_the_prompt_counts() -> (
    None
):
    model = Scorer()
    [events], _ = await run(model, request(continuations=("ab", "abcd"), slot="router"))
    assert events == [
        GenerationFinished(
            turn_id="t1",
            request_id="r1",
            text="",
            prompt_tokens=5,
            evaluated_tokens=3,
            logprobs=(-3.0, -5.0),
        )
    ]
    assert model.slots == ["router"]


async def test_a_scoring_model_error_and_a_scoring_bug_each_end_their_request() -> None:
    [events], inference = await run(
        Scorer(ModelError("too long", kind="too_long")), request(continuations=("a",))
    )
    assert events == [
        GenerationFailed(turn_id="t1", request_id="r1", kind="too_long", error="too long")
    ]
    assert inference.statistics().failures == 0
    [events], inference = await run(Scorer(ZeroDivisionError("x")), request(continuations=("a",)))
    assert events == [
        GenerationFailed(
            turn_id="t1", request_id="r1", kind="model_error", error="ZeroDivisionError: x"
        )
    ]
    assert inference.statistics().failures == 1


def test_a_completion_survives_the_trip_through_a_generate_message_whole() -> None:
    completion = Completion(
        prompt="p", grammar='root ::= "a"', temperature=0.3, max_tokens=17, stop=("\n",), slot="router",
        repeat_penalty=1.2,
    )  # fmt: skip
    request = request_for(completion, turn_id="t3", purpose="route")
    assert (request.turn_id, request.purpose) == ("t3", "route")
    assert request.request_id.startswith("route-")
    assert request.completion == completion
    assert request_for(completion, turn_id="t3", purpose="route").request_id != request.request_id


async def test_requests_in_flight_or_queued_when_inference_stops_end_as_cancelled() -> None:
    # Their readers are elsewhere (a web request, say): each must still get its one outcome.
    inference = Inference(Server(["a"], gate=trio.Event()), max_in_flight=1)
    got: dict[str, GenerationFinished | GenerationFailed] = {}

    async def ask(n: int) -> None:
        got[f"r{n}"] = await run_generation(inference, request(n))

    with trio.fail_after(5):
        async with trio.open_nursery() as readers, trio.open_nursery() as actor:
            await actor.start(inference.run)
            readers.start_soon(ask, 1)  # waits at the server's gate
            readers.start_soon(ask, 2)  # waits in the queue
            await trio.testing.wait_all_tasks_blocked()
            assert inference.statistics().queued == 1
            actor.cancel_scope.cancel()  # Sandman stops
    stopped = "the model stopped before finishing"
    assert got == {
        "r1": GenerationFailed(turn_id="t1", request_id="r1", kind="cancelled", error=stopped),
        "r2": GenerationFailed(turn_id="t2", request_id="r2", kind="cancelled", error=stopped),
    }


async def test_a_local_models_pieces_carry_their_request_and_end_in_the_whole_text() -> None:
    model = ScriptedModel()
    model.enqueue(["Hel", "lo"], ModelError("the prompt does not fit", kind="too_long"))
    [events, refused], _ = await run(model, request(1), request(2))
    assert events[:-1] == [
        TokenGenerated(turn_id="t1", request_id="r1", text="Hel"),
        TokenGenerated(turn_id="t1", request_id="r1", text="lo"),
    ]
    end = events[-1]
    assert isinstance(end, GenerationFinished)
    assert (end.turn_id, end.request_id, end.text) == ("t1", "r1", "Hello")
    assert refused == [
        GenerationFailed(
            turn_id="t2", request_id="r2", kind="too_long", error="the prompt does not fit"
        )
    ]


async def test_a_local_model_stopped_mid_reply_fails_as_cancelled() -> None:
    model = ScriptedModel()
    model.enqueue(["a", "b", "c"])
    reached, release = threading.Event(), threading.Event()

    def on_chunk(n: int) -> None:
        if n == 1:
            reached.set()
            release.wait(10)  # the decode thread holds here until the turn is cancelled

    model.on_chunk = on_chunk
    inference = Inference(model)
    got: list[InferenceEvent] = []
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        done = trio.Event()

        async def ask() -> None:
            got.extend(await events_of(inference, request()))
            done.set()

        nursery.start_soon(ask)
        await trio.to_thread.run_sync(reached.wait)
        inference.cancel(CancelTurn(turn_id="t1"))
        release.set()
        await done.wait()
        nursery.cancel_scope.cancel()
    assert got[-1] == GenerationFailed(
        turn_id="t1",
        request_id="r1",
        kind="cancelled",
        error="stopped before the end of the completion",
    )
    assert model.produced < 3


async def test_a_request_is_refused_in_words_when_the_model_is_not_running_or_its_queue_is_full() -> (
    None
):
    idle = Inference(ScriptedModel())
    assert await events_of(idle, request()) == [
        GenerationFailed(
            turn_id="t1", request_id="r1", kind="model_error", error="the model is not running"
        )
    ]
    inference = Inference(Server(["a"], gate=trio.Event()), max_in_flight=1, queue_size=1)
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        for n in (1, 2):  # one decoding, one waiting in the queue
            nursery.start_soon(events_of, inference, request(n))
            await trio.testing.wait_all_tasks_blocked()
        busy = await events_of(inference, request(3))
        nursery.cancel_scope.cancel()
    assert busy == [
        GenerationFailed(
            turn_id="t3",
            request_id="r3",
            kind="busy",
            error="the model is busy: too many requests are waiting",
        )
    ]


@pytest.mark.parametrize("how", ["the turn is cancelled", "the reader leaves"])
async def test_a_queued_request_given_up_while_it_waited_never_reaches_the_model(how: str) -> None:
    gate = trio.Event()
    model = Server(["a"], gate=gate)
    inference = Inference(model, max_in_flight=1)
    got: dict[str, list[InferenceEvent]] = {}

    async def ask(n: int) -> None:
        got[f"r{n}"] = await events_of(inference, request(n))

    with trio.fail_after(5):
        async with trio.open_nursery() as nursery:
            await nursery.start(inference.run)
            nursery.start_soon(ask, 1)  # decoding, held at the gate
            await trio.testing.wait_all_tasks_blocked()
            if how == "the turn is cancelled":
                nursery.start_soon(ask, 2)  # waits in the queue
                await trio.testing.wait_all_tasks_blocked()
                inference.cancel(CancelTurn(turn_id="t2"))
            else:
                async with inference.generate(request(2)):
                    await trio.testing.wait_all_tasks_blocked()
                    assert inference.statistics().queued == 1
                # nobody reads r2's answer now: the model must not spend a decode on it
            gate.set()
            await trio.testing.wait_all_tasks_blocked()
            await ask(3)  # the queue still serves the requests after it
            nursery.cancel_scope.cancel()
    if how == "the turn is cancelled":
        assert got["r2"] == [
            GenerationFailed(
                turn_id="t2", request_id="r2", kind="cancelled", error="the turn was cancelled"
            )
        ]
    assert isinstance(got["r1"][-1], GenerationFinished) and isinstance(
        got["r3"][-1], GenerationFinished
    )
    assert len(model.history) == 2  # r1 and r3 only


async def test_a_scorer_without_counts_reports_none_and_every_finished_request_is_counted_once() -> (
    None
):
    model = Scorer()
    model.last_stats = None  # type: ignore[assignment]  # a model server that gives no counts
    seen: list[tuple[str, InferenceEvent]] = []
    inference = Inference(
        model, on_outcome=lambda request, event: seen.append((request.request_id, event))
    )
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        events = [await events_of(inference, request(n, continuations=("a",))) for n in (1, 2)]
        nursery.cancel_scope.cancel()
    assert events[0] == [
        GenerationFinished(turn_id="t1", request_id="r1", text="", logprobs=(-2.0,))
    ]
    assert inference.statistics().completed == 2
    assert seen == [("r1", events[0][0]), ("r2", events[1][0])]


def test_inference_refuses_fewer_than_one_request_in_flight() -> None:
    with pytest.raises(ValueError, match=r"max_in_flight must be at least 1 \(got 0\)"):
        Inference(ScriptedModel(), max_in_flight=0)
