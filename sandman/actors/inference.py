"""The Inference actor: the only code that touches the model.

It serializes every request (FIFO, from a bounded queue: a full queue is answered at once with
``GenerationFailed(kind="busy")``), runs the blocking decode in a worker thread, streams tokens back
into trio with backpressure (a slow reader slows decoding instead of growing a buffer), stops
between tokens when a turn is cancelled, and counts respond passes per turn: the third is refused
(``kind="loop_cap"``), so no bug elsewhere can loop the model.

A model server (an ``AsyncModel``, such as ``RemoteModel``) batches requests itself: for one,
up to ``max_in_flight`` requests run at once, each streamed in a trio task with no thread, and
cancelling one closes its HTTP stream at once. An on-device model stays strictly serial.

Here: admission, the queue, turn accounting and the statistics. Running an admitted request
(the worker-thread decode, token forwarding, streaming from a server, scoring) is the
``Decoding`` mixin's, in ``_decoding``, with the job record.
"""

from __future__ import annotations

import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import msgspec
import trio

from .._bounded import BoundedDict
from ..inference import AsyncModel, Model
from ..messages import CancelTurn, FailureKind, Generate, GenerationFailed, InferenceEvent
from ._decoding import TOKENS_IN_FLIGHT, Decoding, Job

__all__ = [
    "MAX_IN_FLIGHT",
    "MAX_RESPOND_PASSES",
    "TOKENS_IN_FLIGHT",
    "Inference",
    "InferenceStatistics",
]

MAX_RESPOND_PASSES = 2  # the reply, plus at most one more after read-only tool calls
MAX_IN_FLIGHT = 4  # requests a model server may have at once (on-device: always 1)


class InferenceStatistics(msgspec.Struct, frozen=True, kw_only=True):
    queued: int
    busy: bool
    completed: int
    refused: int
    in_flight: int = 0
    max_in_flight: int = 1
    failures: int = 0  # model calls that raised something other than a ``ModelError`` (logged)


class Inference(Decoding):
    """Owns a ``Model``; everything that wants a completion goes through ``generate``.

    Start it with ``await nursery.start(inference.run)``. Cancelling ``run`` stops the requests
    in flight between two tokens and fails every queued one with ``kind="cancelled"``; the model
    itself is not closed (whoever loaded it closes it).
    """

    def __init__(
        self,
        model: Model,
        *,
        queue_size: int = 8,
        max_respond_passes: int = MAX_RESPOND_PASSES,
        max_in_flight: int = MAX_IN_FLIGHT,
        remembered_turns: int = 4096,
        on_outcome: Callable[[Generate, InferenceEvent], None] | None = None,
        trace: Callable[[dict[str, Any]], None] | None = None,
    ) -> None:
        """``on_outcome`` sees every request the model ran with its final event (for benchmarks
        and logs); it runs in the actor's task and must not block. ``trace``, when given, gets
        one record per model call (``Decoding.trace_record``) and the responder's record of
        what its parser and guard kept and dropped: ``sandman ask --trace``. ``max_in_flight`` bounds the
        requests running at once on an ``AsyncModel``; any other model runs one at a time."""
        if max_in_flight < 1:
            raise ValueError(f"max_in_flight must be at least 1 (got {max_in_flight})")
        self.model = model
        self._async_model = model if isinstance(model, AsyncModel) else None
        self.max_in_flight = max_in_flight if self._async_model is not None else 1
        self._on_outcome = on_outcome
        self.trace = trace
        self._max_passes = max_respond_passes
        self._send, self._receive = trio.open_memory_channel[Job](queue_size)
        # Per turn id, for the last ``remembered_turns`` turns (memory stays bounded).
        self._passes = BoundedDict[str, int](remembered_turns)
        self._cancelled = BoundedDict[str, bool](remembered_turns)
        self._active: list[Job] = []
        self._completed = 0
        self._refused = 0
        self._failures = 0
        self._running = False
        self._idle = trio.Event()
        self._idle.set()

    # --- the client side -------------------------------------------------------------------

    @asynccontextmanager
    async def generate(
        self, request: Generate
    ) -> AsyncIterator[trio.MemoryReceiveChannel[InferenceEvent]]:
        """Queue ``request``; yields the channel its events arrive on.

        The channel gives ``TokenGenerated`` events and ends with exactly one
        ``GenerationFinished`` or ``GenerationFailed``. Leaving the block early (or cancelling the
        caller) stops the decode between two tokens: the model is freed for the next request.
        """
        send, receive = trio.open_memory_channel[InferenceEvent](0)
        job = Job(request=request, reply=send)
        refusal = self._admit(job)
        if refusal is not None:
            self._refused += 1
            receive.close()
            send.close()
            solo_send, solo_receive = trio.open_memory_channel[InferenceEvent](1)
            solo_send.send_nowait(refusal)
            solo_send.close()
            async with solo_receive:
                yield solo_receive
            return
        try:
            async with receive:
                yield receive
        finally:
            job.stop.set()
            if job.delivery is not None:
                job.delivery.cancel()

    def begin_turn(self, turn_id: str) -> None:
        """A new turn called ``turn_id`` starts: nothing counted for an earlier turn of that id
        (respond passes, a cancellation) applies to it."""
        self._passes.pop(turn_id)
        self._cancelled.pop(turn_id)

    def cancel(self, message: CancelTurn) -> None:
        """Stop ``message.turn_id`` now: its running decode stops, its queued and future requests fail."""
        self._cancelled[message.turn_id] = True
        for job in self._active:
            if job.request.turn_id == message.turn_id:
                self._stop(job)

    @staticmethod
    def _stop(job: Job) -> None:
        job.stop.set()
        if job.delivery is not None:
            job.delivery.cancel()

    async def wait_idle(self) -> None:
        """Return once no request is decoding or waiting (the decode thread has let go of the model)."""
        while not self._idle.is_set():
            await self._idle.wait()

    def _mark_idle_if_done(self) -> None:
        if not self._active and self._send.statistics().current_buffer_used == 0:
            self._idle.set()

    def count_tokens(self, text: str) -> int:
        """Tokens in ``text`` by the model's tokenizer. Safe from any thread, at any time; it may
        block on a round trip (to the model's worker process, or over HTTP to a model server, and
        while a crashed worker restarts), so call it from a worker thread."""
        return self.model.count_tokens(text)

    def statistics(self) -> InferenceStatistics:
        return InferenceStatistics(
            queued=self._send.statistics().current_buffer_used,
            busy=bool(self._active),
            completed=self._completed,
            refused=self._refused,
            in_flight=len(self._active),
            max_in_flight=self.max_in_flight,
            failures=self._failures,
        )

    def _admit(self, job: Job) -> GenerationFailed | None:
        request = job.request

        def failed(kind: FailureKind, error: str) -> GenerationFailed:
            return GenerationFailed(
                turn_id=request.turn_id, request_id=request.request_id, kind=kind, error=error
            )

        if not self._running:
            return failed("model_error", "the model is not running")
        if request.turn_id in self._cancelled:
            return failed("cancelled", "the turn was cancelled")
        if request.purpose == "respond":
            passes = self._passes.get(request.turn_id, 0) + 1
            if passes > self._max_passes:
                return failed(
                    "loop_cap",
                    f"LoopCapExceeded: respond pass {passes} refused "
                    f"(at most {self._max_passes} per turn)",
                )
        try:
            self._send.send_nowait(job)
        except trio.WouldBlock:
            return failed("busy", "the model is busy: too many requests are waiting")
        if self._idle.is_set():
            # Not idle from the moment a request is queued (not only once the loop takes it).
            self._idle = trio.Event()
        if request.purpose == "respond":
            self._passes[request.turn_id] = passes
        return None

    # --- the actor -------------------------------------------------------------------------

    async def run(self, *, task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED) -> None:
        self._running = True
        try:
            async with trio.open_nursery() as nursery:
                nursery.start_soon(self._serve)
                task_status.started()
                try:
                    await trio.sleep_forever()
                finally:
                    # The decode thread cannot be cancelled from outside: ask it to stop instead.
                    self._running = False
                    for job in self._active:
                        self._stop(job)
        finally:
            self._running = False
            self._send.close()
            await self._fail_queued()

    async def _fail_queued(self) -> None:
        # Readers of queued requests see their channel end with no final event: cancelled.
        while True:
            try:
                job = self._receive.receive_nowait()
            except (trio.WouldBlock, trio.EndOfChannel, trio.ClosedResourceError):
                break
            job.reply.close()
        self._receive.close()
        self._idle.set()

    async def _serve(self) -> None:
        """Takes requests in FIFO order, each once one of the ``max_in_flight`` places is free."""
        places = trio.Semaphore(self.max_in_flight)
        async with trio.open_nursery() as nursery:
            while True:
                # A place first: until one is free, requests wait in the bounded queue (and a
                # full queue is answered "busy").
                await places.acquire()
                try:
                    job = await self._receive.receive()
                except (trio.EndOfChannel, trio.ClosedResourceError):
                    places.release()
                    return
                # A request whose turn was cancelled, or whose reader left (nobody reads its
                # answer then), while it waited never reaches the model.
                if job.stop.is_set() or job.request.turn_id in self._cancelled:
                    places.release()
                    self._mark_idle_if_done()
                    await self._finish(
                        job, self._failure(job, "cancelled", "the turn was cancelled")
                    )
                    continue
                self._active.append(job)
                nursery.start_soon(self._run_job, job, places)

    async def _run_job(self, job: Job, places: trio.Semaphore) -> None:
        job.started_at = time.perf_counter()
        try:
            try:
                if self._async_model is not None and not job.request.continuations:
                    outcome = await self._stream(job, self._async_model)
                else:
                    outcome = await self._decode_in_thread(job)
            finally:
                self._active.remove(job)
                self._mark_idle_if_done()
            self._completed += 1
            if self._on_outcome is not None:
                self._on_outcome(job.request, outcome)
            if self.trace is not None:
                self.trace(self.trace_record(job, outcome))
            await self._finish(job, outcome)
        finally:
            # Cancelled mid-request (Inference stopping), the reader must still see its channel
            # end, or it would wait forever; it then counts the request as cancelled.
            job.reply.close()
            places.release()
