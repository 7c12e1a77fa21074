"""The on-device model in a process of its own: ``ProcessModel``.

llama.cpp is native code: a segfault, an illegal instruction (a build for another CPU), an
abort or the OOM killer's SIGKILL would take the whole of Sandman down with it — the chat, or a
server with every conversation in flight. ``ProcessModel`` runs a ``LlamaModel`` in a worker
process (``_process_worker``) and speaks to it in frames over its pipes (``_process_frames``),
behind the same ``Model`` protocol, with the same slots, scoring and cancellation.

What a crash costs: the request in flight fails with ``ModelError(kind="model_crashed")`` and a
line naming the signal ("the model process crashed (SIGSEGV); it is restarting"); a new worker is
started at once, its slots cold, and the next request waits for it to load. ``statistics()``
counts the restarts and names the last crash. Nothing else is lost: the journal lives here.

Every wait on the worker ends: on its answer, on the end of its pipe (it died), or after
``STALL_S`` seconds without a word (it is killed, and that counts as a crash). The worker exits
when its stdin closes, so it never outlives Sandman; ``close()`` also kills it if it lingers.
"""

from __future__ import annotations

import itertools
import logging
import os
import queue
import select
import signal
import subprocess
import sys
import threading
import time
from collections import deque
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import cast, get_args

import msgspec

from ..errors import ModelError, PromptTooLong
from ..messages import FailureKind
from ._model import Completion, CompletionStats, CompletionStream
from ._native import default_threads
from ._process_frames import (
    End,
    Failed,
    FrameError,
    FrameReader,
    FromWorker,
    ListSlots,
    Load,
    More,
    Piece,
    Ready,
    Score,
    Scored,
    Slots,
    Stop,
    Stream,
    Tokenize,
    Tokens,
    ToWorker,
    encode,
)

log = logging.getLogger("sandman.inference")

# The longest wait for any word from the worker (a long prompt on a big model on a busy machine
# takes tens of seconds to read; a token, a fraction of one). Past it the worker is hung: killed.
STALL_S = 300.0
# How long the worker may take to load the weights.
LOAD_S = 300.0
# How long a closed worker gets to exit by itself before it is killed.
CLOSE_S = 5.0
# Pieces the worker may decode ahead of the reader: one, so that while the reader handles a
# piece the next is decoded, and a stop takes effect after at most the piece in progress.
WINDOW = 1


class ProcessStatistics(msgspec.Struct, frozen=True, kw_only=True):
    """The worker process: its pid (None between a crash and the restart), how many times it was
    restarted after a crash, and what ended the last one that crashed ("SIGSEGV", "exit status
    1", "no answer in 300 s")."""

    pid: int | None
    restarts: int
    last_crash: str | None


def _exited(process: subprocess.Popen[bytes]) -> bool:
    """Whether ``process`` has exited, reaped or not. Not ``Popen.poll()``: it answers None
    while another thread holds the process's wait lock (the reader thread reaping it), so a
    worker that died between two requests could be taken for alive. ``waitid`` with
    ``WNOWAIT`` looks without reaping, leaving that to the reader."""
    if process.returncode is not None:
        return True
    waitid = getattr(os, "waitid", None)
    if waitid is None:  # not on every platform: poll() is right but for that race
        return process.poll() is not None
    try:
        return waitid(os.P_PID, process.pid, os.WEXITED | os.WNOHANG | os.WNOWAIT) is not None
    except ChildProcessError:  # reaped already
        return True


def _describe(returncode: int) -> str:
    if returncode < 0:
        try:
            return signal.Signals(-returncode).name
        except ValueError:
            return f"signal {-returncode}"
    return f"exit status {returncode}"


class _Worker:
    """One worker process: its pipes, the thread that reads its answers and hands each to the
    request it names, and the thread that logs its stderr. ``lost`` says why it is gone."""

    def __init__(self, load: Load, on_lost: Callable[[_Worker], None]) -> None:
        package_root = str(Path(__file__).resolve().parents[2])
        env = dict(os.environ)
        # The worker runs this very copy of Sandman, whatever the working directory holds.
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [package_root, env.get("PYTHONPATH")]))
        self.process = subprocess.Popen(
            [sys.executable, "-m", "sandman.inference._process_worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            bufsize=0,
            env=env,
            # Its own session: the terminal's Ctrl-C and Ctrl-Z reach Sandman, not the model.
            start_new_session=True,
        )
        self.pid = self.process.pid
        assert self.process.stdin is not None
        os.set_blocking(self.process.stdin.fileno(), False)  # see send()
        self.ready: Ready | None = None
        self.load_error: Failed | None = None
        self.loaded = threading.Event()  # set on Ready, on a failed load, or when lost
        self.lost: str | None = None
        self.closing = False
        self.used = False  # asked anything since it loaded
        self._on_lost = on_lost
        self._ids = itertools.count(1)
        self._inboxes: dict[int, queue.SimpleQueue[FromWorker | None]] = {}
        self._lock = threading.Lock()
        self._writing = threading.Lock()
        self._stderr: deque[str] = deque(maxlen=5)
        self._logger = threading.Thread(
            target=self._log_stderr, daemon=True, name="sandman-model-stderr"
        )
        self._logger.start()
        self.send(load)
        self._reader = threading.Thread(target=self._read, daemon=True, name="sandman-model-reader")
        self._reader.start()

    # -- requests --------------------------------------------------------------------------

    def open(self) -> tuple[int, queue.SimpleQueue[FromWorker | None]]:
        """A new request id and the inbox its answers arrive in (None: the worker is gone)."""
        inbox: queue.SimpleQueue[FromWorker | None] = queue.SimpleQueue()
        with self._lock:
            self.used = True
            rid = next(self._ids)
            if self.lost is not None:
                inbox.put(None)
            else:
                self._inboxes[rid] = inbox
        return rid, inbox

    def release(self, rid: int) -> None:
        with self._lock:
            self._inboxes.pop(rid, None)

    def send(self, message: ToWorker) -> None:
        """Write one frame. A worker that is gone cannot take it (EPIPE: Python ignores SIGPIPE):
        its reader reports the loss to every waiting request, so the error is not raised here.
        The pipe does not block: a worker that takes nothing for ``STALL_S`` s is killed."""
        data = memoryview(encode(message))
        stdin = self.process.stdin
        assert stdin is not None
        with self._writing:
            try:
                fd = stdin.fileno()
                deadline = time.monotonic() + STALL_S
                while data:
                    try:
                        data = data[os.write(fd, data) :]
                    except BlockingIOError:
                        left = deadline - time.monotonic()
                        if left <= 0 or not select.select([], [fd], [], left)[1]:
                            log.error(
                                "the model process %d took nothing for %g s: stopping it",
                                self.pid,
                                STALL_S,
                            )
                            self._hung = STALL_S
                            self.kill()
                            return
            except (OSError, ValueError):
                pass

    def receive(self, inbox: queue.SimpleQueue[FromWorker | None]) -> FromWorker | None:
        """The next answer in ``inbox``, or None once the worker is gone. A worker silent for
        ``STALL_S`` seconds is hung: it is killed, and that is its loss."""
        timeout = STALL_S
        if self.lost is not None:  # everything it sent before it went is in the inbox already
            try:
                return inbox.get_nowait()
            except queue.Empty:
                return None
        try:
            return inbox.get(timeout=timeout)
        except queue.Empty:
            log.error("the model process %d sent nothing for %g s: stopping it", self.pid, timeout)
            with self._lock:
                if self.lost is None:
                    self._hung = timeout
            self.kill()
            try:
                return inbox.get(timeout=CLOSE_S * 2)
            except queue.Empty:
                return None

    # -- lifetime --------------------------------------------------------------------------

    _hung: float | None = None

    def settle(self) -> None:
        """If the process has exited, wait (bounded) for its reader to say so (``lost``): a
        worker that died between two requests is then replaced before the next one is sent,
        instead of failing it."""
        if self.lost is None and _exited(self.process):
            self._reader.join(timeout=CLOSE_S)

    def kill(self) -> None:
        try:
            self.process.kill()
        except OSError:
            pass

    def close(self) -> None:
        """Close its stdin (it exits at once), kill it if it lingers, and wait for its threads."""
        self.closing = True
        if self.process.stdin is not None:
            with self._writing:
                try:
                    self.process.stdin.close()
                except OSError:
                    pass
        try:
            self.process.wait(timeout=CLOSE_S)
        except subprocess.TimeoutExpired:
            self.kill()
            self.process.wait(timeout=CLOSE_S)
        if threading.current_thread() is not self._reader:
            self._reader.join(timeout=CLOSE_S)

    def _read(self) -> None:
        reader = FrameReader[FromWorker](FromWorker)
        stdout = self.process.stdout
        assert stdout is not None
        try:
            while True:
                data = os.read(stdout.fileno(), 1 << 16)
                if not data:
                    break
                for message in reader.feed(data):
                    self._dispatch(message)
        except (OSError, FrameError) as exc:
            log.error(
                "the model process %d: its answers cannot be read (%s): stopping it", self.pid, exc
            )
            self.kill()
        stdout.close()
        self._gone()

    def _dispatch(self, message: FromWorker) -> None:
        match message:
            case Ready():
                self.ready = message
                self.loaded.set()
            case Failed(id=0):
                self.load_error = message
                self.loaded.set()
            case _:
                with self._lock:
                    inbox = self._inboxes.get(message.id)
                if inbox is not None:  # else the request was given up (abandoned or closed)
                    inbox.put(message)

    def _gone(self) -> None:
        """Its stdout ended: it exited (or is about to). Reap it, say why, tell every waiter."""
        try:
            returncode = self.process.wait(timeout=CLOSE_S)
        except subprocess.TimeoutExpired:  # it closed its stdout but lives on: not ours any more
            self.kill()
            returncode = self.process.wait(timeout=CLOSE_S)
        self._logger.join(timeout=1.0)
        with self._writing:
            if self.process.stdin is not None:
                self.process.stdin.close()
        with self._lock:
            if self._hung is not None:
                self.lost = f"no answer in {self._hung:g} s"
            else:
                self.lost = _describe(returncode)
                if returncode > 0 and self._stderr:
                    self.lost += f": {self._stderr[-1]}"
            waiting = list(self._inboxes.values())
            self._inboxes.clear()
        self.loaded.set()
        if not self.closing:
            # Replaced before the waiting requests hear of it: whoever reads their failure
            # finds the restart under way (and counted).
            try:
                self._on_lost(self)
            except Exception:  # the waiters must hear of the loss whatever happens here
                log.exception("the model process %d: replacing it failed", self.pid)
        for inbox in waiting:
            inbox.put(None)

    def _log_stderr(self) -> None:
        stderr = self.process.stderr
        assert stderr is not None
        with stderr:
            for raw in iter(stderr.readline, b""):
                line = raw.decode("utf-8", errors="replace").rstrip()
                if line:
                    self._stderr.append(line)
                    log.warning("model process %d: %s", self.pid, line)


class ProcessModel:
    """A GGUF model run by llama.cpp in a worker process, satisfying ``sandman.inference.Model``.

    It behaves as ``LlamaModel`` does (slots, scoring, ``last_stats``, ``slots``; closing a
    stream between pieces stops decoding; a new request abandons an unfinished stream, which
    then raises ``ModelError`` if resumed), with one more failure: ``ModelError`` of kind
    ``model_crashed`` when the worker dies under a request. The worker is then restarted at
    once; ``pid`` is the current one's, ``statistics()`` counts the restarts.

    ``tokenize``/``count_tokens`` are answered by the worker beside any decode, so they are safe
    from any thread at any time (during a restart they wait for the new worker). Other calls
    must not overlap. Construction waits for the weights to load and raises ``ModelError`` as
    ``LlamaModel`` does (one line: missing, corrupt, …). ``close()`` ends the worker; it is
    idempotent.
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        name: str | None = None,
        family: str | None = None,
        n_threads: int | None = None,
        context_size: int = 4096,
        seed: int | None = None,
        repack: bool = True,
    ) -> None:
        self.path = Path(path)
        self.name = name or self.path.stem
        self.n_threads = n_threads or default_threads()
        self.seed = seed
        self.last_stats: CompletionStats | None = None
        self._load = Load(
            path=str(self.path),
            name=self.name,
            family=family,
            n_threads=n_threads,  # None: the worker's own share of the cores, per request
            context_size=context_size,
            seed=seed,
            repack=repack,
        )
        # ``_swap`` guards which worker is current (and the counts); it is never held while
        # waiting for a worker. ``_lock`` guards the stream in progress and is held while one
        # is stopped and drained, so a new request starts only once the old one has ended.
        self._swap = threading.Lock()
        self._lock = threading.RLock()
        self._closed = False
        self._restarts = 0
        self._last_crash: str | None = None
        # The stream the model is on: (worker, request id, inbox); a newer request abandons it.
        self._current: tuple[_Worker, int, queue.SimpleQueue[FromWorker | None]] | None = None
        self._worker: _Worker | None = self._start()
        try:
            ready = self._ready(self._worker).ready
            assert ready is not None
        except BaseException:
            self.close()
            raise
        self.family = ready.family
        self.context_size = ready.context_size
        self._load = msgspec.structs.replace(self._load, family=ready.family)

    # -- the worker ------------------------------------------------------------------------

    @property
    def pid(self) -> int | None:
        """The worker process's id (None while none runs)."""
        worker = self._worker
        return worker.pid if worker is not None and worker.lost is None else None

    def statistics(self) -> ProcessStatistics:
        return ProcessStatistics(pid=self.pid, restarts=self._restarts, last_crash=self._last_crash)

    def _lost(self, worker: _Worker) -> None:
        """A worker died under us (called in its reader thread, or by whoever sees it first):
        counted and replaced, once."""
        with self._swap:
            if worker is not self._worker or self._closed:
                return
            self._worker = None
            if worker.ready is None:
                return  # it never loaded: that is the failure of whoever waits for it
            self._restarts += 1
            self._last_crash = worker.lost
            log.warning("the model process %d crashed (%s): restarting it", worker.pid, worker.lost)
            if worker.used:
                # Started at once, as the next turn is likely to follow. A worker that dies
                # before it is asked anything is started again only when asked: never in a loop.
                try:
                    self._worker = _Worker(self._load, self._lost)
                except OSError as exc:  # no process to be had now: the next request tries again
                    log.error("cannot start the model process: %s", exc)

    def _start(self) -> _Worker:
        try:
            return _Worker(self._load, self._lost)
        except OSError as exc:
            raise ModelError(f"cannot start the model process: {exc.strerror or exc}") from exc

    def _running(self) -> _Worker:
        """The loaded worker, started (and waited for) if there is none. Never takes ``_lock``,
        so a token count does not wait behind a stream's stop."""
        while True:
            self._check_open()
            worker = self._worker
            if worker is None:
                with self._swap:
                    self._check_open()
                    if self._worker is None:
                        self._worker = self._start()
                continue
            worker.settle()
            if worker.lost is not None:
                self._lost(worker)  # it died between requests: replaced before this one runs
                continue
            return self._ready(worker)

    def _ready(self, worker: _Worker) -> _Worker:
        if not worker.loaded.wait(LOAD_S):
            worker.kill()
            raise ModelError(
                f"the model process did not load {self.name} in {LOAD_S:g} s", kind="model_crashed"
            )
        if worker.load_error is not None:
            raise self._error(worker.load_error)
        if worker.ready is None:
            self._check_open()
            raise ModelError(
                f"the model process exited while loading {self.name} ({worker.lost})",
                kind="model_crashed",
            )
        return worker

    def _crashed(self, worker: _Worker) -> ModelError:
        if self._closed:
            return ModelError(f"the model {self.name} is closed")
        return ModelError(
            f"the model process crashed ({worker.lost}); it is restarting", kind="model_crashed"
        )

    @staticmethod
    def _error(failed: Failed) -> ModelError:
        if failed.kind == "too_long":
            return PromptTooLong(failed.message)
        known = failed.kind in get_args(FailureKind)
        return ModelError(
            failed.message, kind=cast(FailureKind, failed.kind) if known else "model_error"
        )

    def _check_open(self) -> None:
        if self._closed:
            raise ModelError(f"the model {self.name} is closed")

    def _answer(self, worker: _Worker, inbox: queue.SimpleQueue[FromWorker | None]) -> FromWorker:
        message = worker.receive(inbox)
        if message is None:
            raise self._crashed(worker)
        return message

    # -- the Model protocol ----------------------------------------------------------------

    def tokenize(self, text: str) -> list[int]:
        """As ``LlamaModel.tokenize``; answered by the worker even while it decodes. A worker
        lost meanwhile is asked again once restarted."""
        for attempt in range(2):
            worker = self._running()
            rid, inbox = worker.open()
            try:
                worker.send(Tokenize(id=rid, text=text))
                message = worker.receive(inbox)
            finally:
                worker.release(rid)
            match message:
                case Tokens(tokens=tokens):
                    return list(tokens)
                case Failed():
                    raise self._error(message)
                case None if attempt == 0:
                    continue
                case _:
                    break
        raise self._crashed(worker)

    def count_tokens(self, text: str) -> int:
        return len(self.tokenize(text))

    def stream(self, request: Completion) -> CompletionStream:
        """As ``LlamaModel.stream``: pieces as the worker decodes them, then its statistics."""
        with self._lock:
            self._abandon()
            worker = self._running()
            rid, inbox = worker.open()
            me = (worker, rid, inbox)
            self._current = me
        worker.send(Stream(id=rid, completion=request, window=WINDOW))
        ended = False
        try:
            while True:
                message = self._answer(worker, inbox)
                match message:
                    case Piece(text=text):
                        worker.send(More(id=rid))
                        yield text
                        if self._current is not me:
                            self._check_open()
                            raise ModelError(
                                "this completion was abandoned: a newer request started on the model"
                            )
                    case End(stats=stats):
                        ended = True
                        self.last_stats = stats
                        return stats
                    case Failed():
                        ended = True
                        raise self._error(message)
                    case _:
                        raise ModelError(
                            f"the model process answered a stream with {type(message).__name__}"
                        )
        finally:
            with self._lock:
                if self._current is me:
                    if not ended:
                        self._stop(me)
                    self._current = None
            worker.release(rid)

    def _stop(self, current: tuple[_Worker, int, queue.SimpleQueue[FromWorker | None]]) -> None:
        """Stop a stream between two tokens and wait for its end (its statistics: cancelled)."""
        worker, rid, inbox = current
        worker.send(Stop(id=rid))
        while (message := worker.receive(inbox)) is not None:
            if isinstance(message, End):
                self.last_stats = msgspec.structs.replace(message.stats, stop_reason="cancelled")
                return
            if isinstance(message, Failed):
                return

    def _abandon(self) -> None:
        if self._current is not None:
            self._stop(self._current)
            self._current = None

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
        """As ``LlamaModel.score``, in the worker. Abandons an unfinished ``stream``."""
        with self._lock:
            self._abandon()
            worker = self._running()
            rid, inbox = worker.open()
        try:
            worker.send(Score(id=rid, prompt=prompt, continuations=tuple(continuations), slot=slot))
            message = self._answer(worker, inbox)
        finally:
            worker.release(rid)
        match message:
            case Scored(scores=scores, stats=stats):
                self.last_stats = stats
                return list(scores)
            case Failed():
                raise self._error(message)
        raise ModelError(f"the model process answered scoring with {type(message).__name__}")

    @property
    def slots(self) -> dict[str, tuple[int, int]]:
        """As ``LlamaModel.slots``: slot name -> (tokens its cache holds, its context size)."""
        worker = self._running()
        rid, inbox = worker.open()
        try:
            worker.send(ListSlots(id=rid))
            message = self._answer(worker, inbox)
        finally:
            worker.release(rid)
        if not isinstance(message, Slots):
            raise ModelError(f"the model process answered with {type(message).__name__}")
        return {name: (held, size) for name, (held, size) in message.slots.items()}

    # -- lifetime --------------------------------------------------------------------------

    def close(self) -> None:
        """End the worker (its stdin is closed; killed if it lingers). Idempotent."""
        with self._swap:
            if self._closed:
                return
            self._closed = True
            worker, self._worker = self._worker, None
        if worker is not None:
            worker.close()
        self._current = None

    def __del__(self) -> None:
        if not getattr(self, "_closed", True):
            try:
                self.close()
            except Exception:
                pass

    def __enter__(self) -> ProcessModel:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"ProcessModel(name={self.name!r}, family={self.family!r}, pid={self.pid})"
