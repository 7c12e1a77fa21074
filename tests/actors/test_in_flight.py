"""Inference with a model server: up to ``max_in_flight`` requests at once, FIFO beyond that;
an on-device model stays strictly serial whatever ``max_in_flight`` says."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager

import trio
import trio.testing

from sandman.actors import Inference
from sandman.actors._common import run_generation
from sandman.inference import AsyncModel, Completion, CompletionStats, ScriptedModel
from sandman.messages import CancelTurn, Generate, GenerationFailed, GenerationFinished


class Pieces:
    def __init__(self, pieces: list[str]) -> None:
        self._pieces = iter(pieces)
        self.stats: CompletionStats | None = None

    def __aiter__(self) -> Pieces:
        return self

    async def __anext__(self) -> str:
        await trio.lowlevel.checkpoint()
        for piece in self._pieces:
            return piece
        self.stats = CompletionStats(prompt_tokens=1, evaluated_tokens=1, completion_tokens=2)
        raise StopAsyncIteration


class GatedServer(ScriptedModel):
    """An ``AsyncModel`` whose streams all wait at ``gate`` before their first piece."""

    def __init__(self) -> None:
        super().__init__()
        self.gate = trio.Event()
        self.open = 0
        self.peak = 0
        self.started: list[str] = []

    @asynccontextmanager
    async def open_stream(self, request: Completion) -> AsyncIterator[Pieces]:
        self.started.append(request.prompt)
        self.open += 1
        self.peak = max(self.peak, self.open)
        try:
            await self.gate.wait()
            yield Pieces(["a", "b"])
        finally:
            self.open -= 1


def generate(n: int) -> Generate:
    return Generate(
        turn_id=f"t{n}", request_id=f"r{n}", purpose="route", completion=Completion(prompt=f"p{n}")
    )


async def test_a_server_gets_at_most_max_in_flight_requests_and_the_rest_wait_in_order() -> None:
    model = GatedServer()
    assert isinstance(model, AsyncModel)
    inference = Inference(model, max_in_flight=4)
    outcomes: dict[int, GenerationFinished | GenerationFailed] = {}

    async def ask(n: int) -> None:
        outcomes[n] = await run_generation(inference, generate(n))

    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        for n in range(6):
            nursery.start_soon(ask, n)
            await trio.testing.wait_all_tasks_blocked()
        assert model.open == 4 and model.started == ["p0", "p1", "p2", "p3"]
        stats = inference.statistics()
        assert (stats.in_flight, stats.queued, stats.max_in_flight) == (4, 2, 4)
        model.gate.set()
        await inference.wait_idle()
        nursery.cancel_scope.cancel()
    assert model.peak == 4 and model.started == [f"p{n}" for n in range(6)]
    assert all(isinstance(o, GenerationFinished) and o.text == "ab" for o in outcomes.values())


async def test_an_on_device_model_stays_serial_whatever_max_in_flight_says() -> None:
    model = ScriptedModel()
    model.enqueue(*(["x"] * 20 for _ in range(3)))
    inference = Inference(model, max_in_flight=4)
    assert inference.max_in_flight == 1
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        async with trio.open_nursery() as clients:
            for n in range(3):
                clients.start_soon(run_generation, inference, generate(n))
        nursery.cancel_scope.cancel()
    assert model.max_streaming == 1 and len(model.history) == 3


async def test_cancelling_a_turn_closes_its_stream_even_before_the_first_piece() -> None:
    model = GatedServer()
    inference = Inference(model)
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        result: list[GenerationFinished | GenerationFailed] = []

        async def ask() -> None:
            result.append(await run_generation(inference, generate(0)))

        nursery.start_soon(ask)
        await trio.testing.wait_all_tasks_blocked()
        assert model.open == 1
        inference.cancel(CancelTurn(turn_id="t0"))
        await trio.testing.wait_all_tasks_blocked()
        assert model.open == 0  # closed at once, no piece needed
        nursery.cancel_scope.cancel()
    assert isinstance(result[0], GenerationFailed) and result[0].kind == "cancelled"
