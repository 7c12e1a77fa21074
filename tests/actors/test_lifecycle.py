"""Start-up, shutdown and overload: nothing leaks, and a full queue answers at once."""

from __future__ import annotations

import threading

import trio
import trio.testing

from sandman.actors import Inference, open_app
from sandman.actors._common import run_generation
from sandman.inference import Completion, ScriptedModel
from sandman.messages import Generate, GenerationFailed, GenerationFinished, TextDelta

from .conftest import MemoryJournal, TagPolicy


class TaskCounter(trio.abc.Instrument):
    def __init__(self) -> None:
        self.live: set[trio.lowlevel.Task] = set()

    def task_spawned(self, task: trio.lowlevel.Task) -> None:
        self.live.add(task)

    def task_exited(self, task: trio.lowlevel.Task) -> None:
        self.live.discard(task)


def _busy_threads() -> list[str]:
    # trio keeps idle worker threads cached under their default name; anything else is ours.
    return [
        t.name
        for t in threading.enumerate()
        if t is not threading.main_thread() and not t.name.startswith("Trio thread")
    ]


async def test_closing_the_app_mid_turn_leaves_no_task_thread_or_stream_behind() -> None:
    model = ScriptedModel()
    journal = MemoryJournal()
    model.enqueue("<respond />", ["word "] * 10_000)
    counter = TaskCounter()
    threads_before = _busy_threads()
    trio.lowlevel.add_instrument(counter)
    try:
        async with open_app(
            inference=Inference(model), policy=TagPolicy(), tools=journal, history=journal
        ) as app:
            async with trio.open_nursery() as nursery:
                got_text = trio.Event()

                async def reader() -> None:
                    async for event in app.chat("a very long story"):
                        if isinstance(event, TextDelta):
                            got_text.set()

                nursery.start_soon(reader)
                await got_text.wait()
                nursery.cancel_scope.cancel()  # the UI goes away in the middle of the reply
            assert counter.live  # the actors are running
    finally:
        trio.lowlevel.remove_instrument(counter)
    await trio.testing.wait_all_tasks_blocked()
    assert counter.live == set(), [t.name for t in counter.live]
    assert model.streaming == 0  # the decode generator was closed
    assert model.produced < 100
    assert _busy_threads() == threads_before


async def test_full_queue_is_answered_busy_at_once() -> None:
    model = ScriptedModel()
    release = trio.Event()
    model.enqueue(*(["a", "b"] for _ in range(3)))
    inference = Inference(model, queue_size=1)
    outcomes: dict[str, GenerationFinished | GenerationFailed] = {}

    async def ask(n: int) -> None:
        request = Generate(
            turn_id=f"t{n}", request_id=f"r{n}", purpose="route", completion=Completion(prompt="p")
        )

        async def hold(_event: object) -> None:
            await release.wait()

        outcomes[f"r{n}"] = await run_generation(inference, request, hold)

    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        async with trio.open_nursery() as clients:
            clients.start_soon(ask, 0)  # runs, then blocks on its first token
            await trio.testing.wait_all_tasks_blocked()
            clients.start_soon(ask, 1)  # waits in the queue (size 1)
            await trio.testing.wait_all_tasks_blocked()
            clients.start_soon(ask, 2)  # no room: refused at once
            await trio.testing.wait_all_tasks_blocked()
            assert isinstance(outcomes.get("r2"), GenerationFailed)
            assert outcomes["r2"].kind == "busy"  # type: ignore[union-attr]
            assert "r0" not in outcomes and "r1" not in outcomes
            release.set()
        nursery.cancel_scope.cancel()
    assert isinstance(outcomes["r0"], GenerationFinished)
    assert isinstance(outcomes["r1"], GenerationFinished)
    assert inference.statistics().refused == 1
