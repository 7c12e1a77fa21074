"""The decode machinery of the Inference actor: running one admitted request on the model.

``Decoding`` is mixed into ``Inference``: a blocking decode (or a scoring request) runs in a
worker thread and hands each token to trio, where ``_forward`` passes it on to the reader with
backpressure; a request to an ``AsyncModel`` streams in a trio task instead. Either way the
request ends as one ``GenerationFinished`` or ``GenerationFailed``. ``Job`` is the record of one
request, shared with ``Inference``, which admits, queues and accounts for it.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from typing import Any

import msgspec
import trio

from ..inference import AsyncModel, CompletionStats, Model, ModelError
from ..messages import (
    FailureKind,
    Generate,
    GenerationFailed,
    GenerationFinished,
    InferenceEvent,
    TokenGenerated,
)

log = logging.getLogger("sandman.actors")


# Tokens the decode thread may run ahead of the reader. The thread hands each token over without
# waiting for trio (so decoding and the reader's work overlap on two cores), but blocks once this
# many are undelivered: memory stays bounded and a slow reader still slows decoding down.
TOKENS_IN_FLIGHT = 4


class Job(msgspec.Struct, kw_only=True):
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
    # When it was queued, began on the model, and its first token reached trio (for the trace).
    queued_at: float = msgspec.field(default_factory=time.perf_counter)
    started_at: float = 0.0
    first_token_at: float = 0.0
    # What the model wrote so far (the trace shows it for a reply stopped early, too).
    output: list[str] = msgspec.field(default_factory=list)


class Decoding:
    """Mixed into ``Inference``: runs one admitted request and builds its final event.
    ``Inference.__init__`` sets the attributes."""

    model: Model
    _failures: int

    async def _decode_in_thread(self, job: Job) -> InferenceEvent:
        async with trio.open_nursery() as nursery:
            nursery.start_soon(self._forward, job)
            try:
                return await trio.to_thread.run_sync(
                    self._decode, job, trio.lowlevel.current_trio_token()
                )
            finally:
                job.decoded = True
                job.arrived.set()

    async def _stream(self, job: Job, model: AsyncModel) -> InferenceEvent:
        """Streams one request from a model server in this task: each piece goes to the reader
        as it arrives (a slow reader slows the HTTP stream down); ``cancel`` or the reader
        leaving cancels the scope, which closes the HTTP stream at once."""
        request = job.request
        pieces = job.output
        stats: CompletionStats | None = None
        try:
            with trio.CancelScope() as scope:
                job.delivery = scope
                if job.stop.is_set():
                    scope.cancel()
                async with model.open_stream(request.completion) as stream:
                    async for piece in stream:
                        if not job.first_token_at:
                            job.first_token_at = time.perf_counter()
                        pieces.append(piece)
                        await job.reply.send(
                            TokenGenerated(
                                turn_id=request.turn_id, request_id=request.request_id, text=piece
                            )
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

    def _finished(self, job: Job, pieces: list[str], stats: CompletionStats) -> GenerationFinished:
        request = job.request
        return GenerationFinished(
            turn_id=request.turn_id,
            request_id=request.request_id,
            text="".join(pieces),
            prompt_tokens=stats.prompt_tokens,
            evaluated_tokens=stats.evaluated_tokens,
            completion_tokens=stats.completion_tokens,
            stop_reason=stats.stop_reason,
            drafted_tokens=stats.drafted_tokens,
            accepted_tokens=stats.accepted_tokens,
        )

    def _raised(self, request: Generate, exc: Exception) -> GenerationFailed:
        """A model call raised something other than a ``ModelError``: a bug in a backend, logged
        with its traceback and counted (``statistics().failures``); the request fails."""
        self._failures += 1  # on-device decodes run one at a time; a server's run in trio
        log.error(
            "inference: %s request %s raised", request.purpose, request.request_id, exc_info=exc
        )
        return GenerationFailed(
            turn_id=request.turn_id,
            request_id=request.request_id,
            kind="model_error",
            error=f"{type(exc).__name__}: {exc}",
        )

    @staticmethod
    def _failure(job: Job, kind: FailureKind, error: str) -> GenerationFailed:
        return GenerationFailed(
            turn_id=job.request.turn_id, request_id=job.request.request_id, kind=kind, error=error
        )

    def trace_record(self, job: Job, event: InferenceEvent) -> dict[str, Any]:
        """One model call as ``sandman ask --trace`` shows it: its role, the prompt as sent,
        the raw output, tokens evaluated and reused, and timings; a reply stopped early (at its
        cap of sentences) with the model's own figures for what it had read and written."""
        request = job.request
        end = time.perf_counter()
        record: dict[str, Any] = {
            "trace": "model_call",
            "turn_id": request.turn_id,
            "role": request.purpose,
            "slot": request.completion.slot,
            "temperature": request.completion.temperature,
            "max_tokens": request.completion.max_tokens,
            "grammar": request.completion.grammar is not None,
            "prompt": request.completion.prompt,
            "queued_ms": round(((job.started_at or end) - job.queued_at) * 1000, 1),
            "first_token_ms": (
                round((job.first_token_at - job.started_at) * 1000, 1)
                if job.first_token_at
                else None
            ),
            "total_ms": round((end - (job.started_at or end)) * 1000, 1),
        }
        if isinstance(event, GenerationFinished):
            record.update(
                output=event.text,
                prompt_tokens=event.prompt_tokens,
                evaluated_tokens=event.evaluated_tokens,
                reused_tokens=max(event.prompt_tokens - event.evaluated_tokens, 0),
                completion_tokens=event.completion_tokens,
                stop_reason=event.stop_reason,
            )
            if request.continuations:
                record.update(
                    continuations=list(request.continuations), logprobs=list(event.logprobs)
                )
        elif isinstance(event, GenerationFailed):
            record.update(failed=event.kind, error=event.error, output="".join(job.output))
            stats = getattr(self.model, "last_stats", None)
            if (
                event.kind == "cancelled"
                and isinstance(stats, CompletionStats)
                and stats.stop_reason == "cancelled"
            ):
                record.update(
                    prompt_tokens=stats.prompt_tokens,
                    evaluated_tokens=stats.evaluated_tokens,
                    reused_tokens=max(stats.prompt_tokens - stats.evaluated_tokens, 0),
                    completion_tokens=stats.completion_tokens,
                    stop_reason="cancelled",
                )
        return record

    async def _finish(self, job: Job, event: InferenceEvent) -> None:
        try:
            await job.reply.send(event)
        except (trio.BrokenResourceError, trio.ClosedResourceError):
            pass  # the reader left early; nobody is waiting for the outcome
        finally:
            job.reply.close()

    @staticmethod
    def _arrive(job: Job, event: TokenGenerated) -> None:
        """Called in trio's thread for each decoded token (never blocks)."""
        if not job.first_token_at:
            job.first_token_at = time.perf_counter()
        job.pending.append(event)
        job.arrived.set()

    async def _forward(self, job: Job) -> None:
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
            logprobs = self.model.score(
                request.completion.prompt, request.continuations, slot=request.completion.slot
            )
        except ModelError as exc:
            return GenerationFailed(
                turn_id=request.turn_id,
                request_id=request.request_id,
                kind=exc.kind,
                error=str(exc),
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

    def _decode(self, job: Job, token: trio.lowlevel.TrioToken) -> InferenceEvent:
        """Runs in a worker thread: decode, hand each piece to trio, stop when asked."""
        request = job.request
        if request.continuations:
            return self._score(request)
        completion = request.completion
        pieces = job.output
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
