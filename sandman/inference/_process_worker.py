"""The model process: ``python -m sandman.inference._process_worker``, started by ``ProcessModel``.

It reads frames (``_process_frames``) on its stdin and answers on its stdout. The first frame is
``Load``: the worker loads a ``LlamaModel`` and answers ``Ready`` (or ``Failed`` with id 0 and
exits). Then two threads share the work:

- the main thread runs the requests that use the model's contexts, one at a time and in order
  (``Stream``, ``Score``, ``ListSlots``), exactly as a ``LlamaModel`` runs them in-process;
- a reader thread reads every frame as it comes: it answers ``Tokenize`` at once (tokenizing
  reads only the vocabulary, so it is safe beside a decode, as it is in-process), turns ``More``
  and ``Stop`` into the running stream's flow control, and queues the rest for the main thread.

A stream sends at most ``window`` pieces that ``More`` has not answered, so the worker decodes at
most a piece ahead of its reader, and ``Stop`` takes effect between two tokens; either way it
ends with one ``End`` (its statistics, ``stop_reason="cancelled"`` when stopped) or ``Failed``.

The end of stdin is the end of the worker: the reader thread exits the process at once, even
mid-decode, so closing the pipe (``ProcessModel.close``, or Sandman's process ending in any way)
never leaves a worker behind. SIGINT is ignored: Ctrl-C is Sandman's to handle (cancel a turn,
shut a server down gracefully), not a reason for the model to die.
"""

from __future__ import annotations

import logging
import os
import queue
import signal
import sys
import threading
from collections.abc import Iterator

from ..errors import ModelError
from ._llama import LlamaModel
from ._model import CompletionStats
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

log = logging.getLogger("sandman.inference.worker")


class _Flow:
    """One stream's flow control, shared by the reader thread (``more``, ``stop``) and the main
    thread (``take`` before each piece)."""

    def __init__(self, window: int) -> None:
        self._changed = threading.Condition()
        self._credits = window
        self._stopped = False

    def more(self) -> None:
        with self._changed:
            self._credits += 1
            self._changed.notify()

    def stop(self) -> None:
        with self._changed:
            self._stopped = True
            self._changed.notify()

    def take(self) -> bool:
        """Wait until one more piece may be decoded (True) or the stream is stopped (False)."""
        with self._changed:
            while self._credits <= 0 and not self._stopped:
                self._changed.wait()
            if self._stopped:
                return False
            self._credits -= 1
            return True


class Worker:
    """The worker's two threads around one ``LlamaModel``, speaking frames on ``fd_in``/``fd_out``."""

    def __init__(self, fd_in: int, fd_out: int) -> None:
        self._in = fd_in
        self._out = fd_out
        self._writing = threading.Lock()
        self._requests: queue.SimpleQueue[Stream | Score | ListSlots] = queue.SimpleQueue()
        self._flows: dict[int, _Flow] = {}
        self._flows_lock = threading.Lock()

    def send(self, message: FromWorker) -> None:
        data = memoryview(encode(message))
        with self._writing:
            try:
                while data:
                    data = data[os.write(self._out, data) :]
            except OSError:
                os._exit(0)  # Sandman is gone: nobody is left to answer

    def _frames(self) -> Iterator[ToWorker]:
        reader = FrameReader[ToWorker](ToWorker)
        while True:
            data = os.read(self._in, 1 << 16)
            if not data:
                return
            yield from reader.feed(data)

    def run(self) -> int:
        frames = self._frames()
        load = next(frames, None)
        if not isinstance(load, Load):
            return 2
        try:
            model = LlamaModel(
                load.path,
                name=load.name,
                family=load.family,
                n_threads=load.n_threads,
                context_size=load.context_size,
                seed=load.seed,
                repack=load.repack,
                # Sandman's own work (the actors, the guard) is no other process's: it does not
                # take a core from the model.
                shares_cores_with=os.getppid(),
            )
        except ModelError as exc:
            self.send(Failed(id=0, kind=exc.kind, message=str(exc)))
            return 1
        self.send(Ready(pid=os.getpid(), family=model.family, context_size=model.context_size))
        threading.Thread(target=self._listen, args=(frames, model), daemon=True).start()
        while True:
            match self._requests.get():
                case Stream() as request:
                    self._stream(model, request)
                case Score() as request:
                    self._score(model, request)
                case ListSlots(id=rid):
                    self.send(Slots(id=rid, slots=model.slots))

    def _listen(self, frames: Iterator[ToWorker], model: LlamaModel) -> None:
        try:
            for frame in frames:
                match frame:
                    case Tokenize(id=rid, text=text):
                        try:
                            self.send(Tokens(id=rid, tokens=tuple(model.tokenize(text))))
                        except ModelError as exc:
                            self.send(Failed(id=rid, kind=exc.kind, message=str(exc)))
                    case More(id=rid) | Stop(id=rid):
                        with self._flows_lock:
                            flow = self._flows.get(rid)
                        if flow is not None:  # else the stream has ended already
                            (flow.more if isinstance(frame, More) else flow.stop)()
                    case Stream(id=rid, window=window):
                        # Registered here, before the main thread takes it, so that a Stop sent
                        # at once is not lost.
                        with self._flows_lock:
                            self._flows[rid] = _Flow(window)
                        self._requests.put(frame)
                    case Score() | ListSlots():
                        self._requests.put(frame)
                    case _:
                        log.error("model process: unexpected %s", type(frame).__name__)
        except (FrameError, OSError) as exc:
            log.error("model process: cannot read its requests: %s", exc)
        finally:
            # stdin ended (Sandman closed the model, or is gone) or cannot be read: without
            # this thread nobody would hear Sandman, so the worker ends here, whatever ended it.
            os._exit(0)

    def _stream(self, model: LlamaModel, request: Stream) -> None:
        with self._flows_lock:
            flow = self._flows[request.id]
        stream = model.stream(request.completion)
        stats: CompletionStats | None = None
        try:
            while flow.take():
                try:
                    piece = next(stream)
                except StopIteration as done:
                    stats = done.value
                    break
                self.send(Piece(id=request.id, text=piece))
            else:
                stream.close()  # stopped: the model records the cancelled request's statistics
                stats = model.last_stats
        except ModelError as exc:
            self.send(Failed(id=request.id, kind=exc.kind, message=str(exc)))
            return
        except Exception as exc:  # a bug in the backend: logged (Sandman logs our stderr)
            log.exception("model process: the stream failed")
            self.send(
                Failed(
                    id=request.id,
                    kind="model_error",
                    message=f"{type(exc).__name__}: {exc}",
                    bug=True,
                )
            )
            return
        finally:
            stream.close()
            with self._flows_lock:
                del self._flows[request.id]
        if stats is None:
            stats = CompletionStats(
                prompt_tokens=0, evaluated_tokens=0, completion_tokens=0, stop_reason="cancelled"
            )
        self.send(End(id=request.id, stats=stats))

    def _score(self, model: LlamaModel, request: Score) -> None:
        try:
            scores = model.score(request.prompt, request.continuations, slot=request.slot)
        except ModelError as exc:
            self.send(Failed(id=request.id, kind=exc.kind, message=str(exc)))
            return
        except Exception as exc:
            log.exception("model process: scoring failed")
            self.send(
                Failed(
                    id=request.id,
                    kind="model_error",
                    message=f"{type(exc).__name__}: {exc}",
                    bug=True,
                )
            )
            return
        self.send(Scored(id=request.id, scores=tuple(scores), stats=model.last_stats))


def main() -> int:
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    # The frames get private copies of the pipes; fd 0 and 1 become /dev/null and stderr, so
    # that nothing else in the process (a library printing to stdout) can write into a frame.
    fd_in, fd_out = os.dup(0), os.dup(1)
    null = os.open(os.devnull, os.O_RDONLY)
    os.dup2(null, 0)
    os.close(null)
    os.dup2(2, 1)
    # Only the worker's own failures reach stderr (Sandman logs it); llama.cpp's log stays quiet.
    handler = logging.StreamHandler(sys.stderr)
    handler.setFormatter(logging.Formatter("%(message)s"))
    log.addHandler(handler)
    return Worker(fd_in, fd_out).run()


if __name__ == "__main__":
    sys.exit(main())
