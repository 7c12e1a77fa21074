"""The Inference actor: the only code that touches the model.

It serializes every request (FIFO, from a bounded queue: a full queue is answered at once with
``GenerationFailed(kind="busy")``), runs the blocking decode in a worker thread, streams tokens back
into trio with backpressure (a slow reader slows decoding instead of growing a buffer), stops
between tokens when a turn is cancelled, and counts respond passes per turn: the third is refused
(``kind="loop_cap"``), so no bug elsewhere can loop the model.

A model server (an ``AsyncModel``, such as ``RemoteModel``) batches requests itself: for one,
up to ``max_in_flight`` requests run at once, each streamed in a trio task with no thread, and
cancelling one closes its HTTP stream at once. An on-device model stays strictly serial.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager

import msgspec
import trio

from .._bounded import BoundedDict
from ..inference import AsyncModel, Completion, CompletionStats, Model, ModelError
from ..messages import (
    CancelTurn,
    FailureKind,
    Generate,
    GenerationFailed,
    GenerationFinished,
    InferenceEvent,
    TokenGenerated,
)

log = logging.getLogger("sandman.actors")

MAX_RESPOND_PASSES = 2  # the reply, plus at most one more after read-only tool calls
MAX_IN_FLIGHT = 4  # requests a model server may have at once (on-device: always 1)


def completion_of(request: Generate) -> Completion:
    """The model-level request a ``Generate`` message asks for."""
    return Completion(
        prompt=request.prompt,
        grammar=request.grammar,
        temperature=request.temperature,
        max_tokens=request.max_tokens,
        stop=request.stop,
        slot=request.slot,
        repeat_penalty=request.repeat_penalty,
    )


# Tokens the decode thread may run ahead of the reader. The thread hands each token over without
# waiting for trio (so decoding and the reader's work overlap on two cores), but blocks once this
# many are undelivered: memory stays bounded and a slow reader still slows decoding down.
TOKENS_IN_FLIGHT = 4


class _Job(msgspec.Struct, kw_only=True):
    request: Generate
    reply: trio.MemorySendChannel[InferenceEvent]
    stop: threading.Event = msgspec.field(default_factory=threading.Event)
    delivery: trio.CancelScope | None = None
    credits: threading.Semaphore = msgspec.field(
        default_factory=lambda: threading.Semaphore(TOKENS_IN_FLIGHT)
    )
    pending: deque[TokenGenerated] = msgspec.field(default_factory=deque)
    arrived: trio.Event = msgspec.field(default_factory=trio.Event)
    decoded: bool = False


class InferenceStatistics(msgspec.Struct, frozen=True, kw_only=True):
    queued: int
    busy: bool
    completed: int
    refused: int
    in_flight: int = 0
    max_in_flight: int = 1
    failures: int = 0  # model calls that raised something other than a ``ModelError`` (logged)


class Inference:
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
    ) -> None:
        """``on_outcome`` sees every request the model ran with its final event (for benchmarks
        and logs); it runs in the actor's task and must not block. ``max_in_flight`` bounds the
        requests running at once on an ``AsyncModel``; any other model runs one at a time."""
        if max_in_flight < 1:
            raise ValueError(f"max_in_flight must be at least 1 (got {max_in_flight})")
        self.model = model
        self._async_model = model if isinstance(model, AsyncModel) else None
        self.max_in_flight = max_in_flight if self._async_model is not None else 1
        self._on_outcome = on_outcome
        self._max_passes = max_respond_passes
        self._send, self._receive = trio.open_memory_channel[_Job](queue_size)
        # Per turn id, for the last ``remembered_turns`` turns (memory stays bounded).
        self._passes = BoundedDict[str, int](remembered_turns)
        self._cancelled = BoundedDict[str, bool](remembered_turns)
        self._active: list[_Job] = []
        self._completed = 0
        self._refused = 0
        self._failures = 0
        self._running = False
        self._idle = trio.Event()
        self._idle.set()

    # --- the client side -------------------------------------------------------------------

    @asynccontextmanager
    async def generate(self, request: Generate) -> AsyncIterator[trio.MemoryReceiveChannel[InferenceEvent]]:
        """Queue ``request``; yields the channel its events arrive on.

        The channel gives ``TokenGenerated`` events and ends with exactly one
        ``GenerationFinished`` or ``GenerationFailed``. Leaving the block early (or cancelling the
        caller) stops the decode between two tokens: the model is freed for the next request.
        """
        send, receive = trio.open_memory_channel[InferenceEvent](0)
        job = _Job(request=request, reply=send)
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
    def _stop(job: _Job) -> None:
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
        """Tokens in ``text`` by the model's tokenizer. Safe from any thread, at any time; for a
        model server it may block on an HTTP round trip, so call it from a worker thread."""
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

    def _admit(self, job: _Job) -> GenerationFailed | None:
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
                    await self._finish(job, self._failure(job, "cancelled", "the turn was cancelled"))
                    continue
                self._active.append(job)
                nursery.start_soon(self._run_job, job, places)

    async def _run_job(self, job: _Job, places: trio.Semaphore) -> None:
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
            await self._finish(job, outcome)
        finally:
            # Cancelled mid-request (Inference stopping), the reader must still see its channel
            # end, or it would wait forever; it then counts the request as cancelled.
            job.reply.close()
            places.release()

    async def _decode_in_thread(self, job: _Job) -> InferenceEvent:
        async with trio.open_nursery() as nursery:
            nursery.start_soon(self._forward, job)
            try:
                return await trio.to_thread.run_sync(
                    self._decode, job, trio.lowlevel.current_trio_token()
                )
            finally:
                job.decoded = True
                job.arrived.set()

    async def _stream(self, job: _Job, model: AsyncModel) -> InferenceEvent:
        """Streams one request from a model server in this task: each piece goes to the reader
        as it arrives (a slow reader slows the HTTP stream down); ``cancel`` or the reader
        leaving cancels the scope, which closes the HTTP stream at once."""
        request = job.request
        pieces: list[str] = []
        stats: CompletionStats | None = None
        try:
            with trio.CancelScope() as scope:
                job.delivery = scope
                if job.stop.is_set():
                    scope.cancel()
                async with model.open_stream(completion_of(request)) as stream:
                    async for piece in stream:
                        pieces.append(piece)
                        await job.reply.send(
                            TokenGenerated(turn_id=request.turn_id, request_id=request.request_id, text=piece)
                        )
                stats = stream.stats
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass  # the reader left: the stream is closed, the request cancelled
        except ModelError as exc:
            return self._failure(job, exc.kind, str(exc))
        except Exception as exc:  # a model failure ends this request, never the actor
            return self._raised(job.request, exc)
        finally:
            job.delivery = None
        if stats is None:
            return self._failure(job, "cancelled", "stopped before the end of the completion")
        return self._finished(job, pieces, stats)

    def _finished(self, job: _Job, pieces: list[str], stats: CompletionStats) -> GenerationFinished:
        request = job.request
        return GenerationFinished(
            turn_id=request.turn_id,
            request_id=request.request_id,
            text="".join(pieces),
            prompt_tokens=stats.prompt_tokens,
            evaluated_tokens=stats.evaluated_tokens,
            completion_tokens=stats.completion_tokens,
            stop_reason=stats.stop_reason,
        )

    def _raised(self, request: Generate, exc: Exception) -> GenerationFailed:
        """A model call raised something other than a ``ModelError``: a bug in a backend, logged
        with its traceback and counted (``statistics().failures``); the request fails."""
        self._failures += 1  # on-device decodes run one at a time; a server's run in trio
        log.error("inference: %s request %s raised", request.purpose, request.request_id, exc_info=exc)
        return GenerationFailed(
            turn_id=request.turn_id, request_id=request.request_id, kind="model_error",
            error=f"{type(exc).__name__}: {exc}",
        )

    @staticmethod
    def _failure(job: _Job, kind: FailureKind, error: str) -> GenerationFailed:
        return GenerationFailed(
            turn_id=job.request.turn_id, request_id=job.request.request_id, kind=kind, error=error
        )

    async def _finish(self, job: _Job, event: InferenceEvent) -> None:
        try:
            await job.reply.send(event)
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass  # the reader left early; nobody is waiting for the outcome
        finally:
            job.reply.close()

    @staticmethod
    def _arrive(job: _Job, event: TokenGenerated) -> None:
        """Called in trio's thread for each decoded token (never blocks)."""
        job.pending.append(event)
        job.arrived.set()

    async def _forward(self, job: _Job) -> None:
        """Moves decoded tokens to the reader, in order, with backpressure; returns once the
        decode is over and everything is delivered, or the reader is gone."""
        with trio.CancelScope() as scope:
            job.delivery = scope
            while True:
                await job.arrived.wait()
                job.arrived = trio.Event()
                while job.pending:
                    event = job.pending.popleft()
                    try:
                        await job.reply.send(event)
                    except (trio.BrokenResourceError, trio.ClosedResourceError):
                        job.stop.set()
                        return
                    finally:
                        job.credits.release()
                if job.decoded:
                    return
        job.delivery = None
        if scope.cancelled_caught:
            job.stop.set()
            job.credits.release()  # a decode thread waiting for room must see the stop

    def _score(self, request: Generate) -> InferenceEvent:
        """Runs in a worker thread: a scoring request (no tokens are generated)."""
        try:
            logprobs = self.model.score(request.prompt, request.continuations, slot=request.slot)
        except ModelError as exc:
            return GenerationFailed(
                turn_id=request.turn_id, request_id=request.request_id, kind=exc.kind, error=str(exc)
            )
        except Exception as exc:  # a model failure ends this request, never the actor
            return self._raised(request, exc)
        stats = getattr(self.model, "last_stats", None)
        return GenerationFinished(
            turn_id=request.turn_id,
            request_id=request.request_id,
            text="",
            prompt_tokens=stats.prompt_tokens if isinstance(stats, CompletionStats) else 0,
            evaluated_tokens=stats.evaluated_tokens if isinstance(stats, CompletionStats) else 0,
            logprobs=tuple(logprobs),
        )

    def _decode(self, job: _Job, token: trio.lowlevel.TrioToken) -> InferenceEvent:
        """Runs in a worker thread: decode, hand each piece to trio, stop when asked."""
        request = job.request
        if request.continuations:
            return self._score(request)
        completion = completion_of(request)
        pieces: list[str] = []
        stats: CompletionStats | None = None
        try:
            stream = self.model.stream(completion)
            try:
                while not job.stop.is_set():
                    try:
                        piece = next(stream)
                    except StopIteration as done:
                        stats = done.value
                        break
                    pieces.append(piece)
                    event = TokenGenerated(
                        turn_id=request.turn_id, request_id=request.request_id, text=piece
                    )
                    while not job.credits.acquire(timeout=0.05):
                        if job.stop.is_set():
                            break
                    if job.stop.is_set():
                        break
                    token.run_sync_soon(self._arrive, job, event)
            finally:
                stream.close()
        except ModelError as exc:
            return self._failure(job, exc.kind, str(exc))
        except Exception as exc:  # a model failure ends this request, never the actor
            return self._raised(job.request, exc)
        if stats is None:
            return self._failure(job, "cancelled", "stopped before the end of the completion")
        return self._finished(job, pieces, stats)
