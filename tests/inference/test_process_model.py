"""The model in a worker process (``ProcessModel``, what ``load_model`` gives for a model on the
device), on the real bundled model: a crash costs the request in flight and nothing else; the
worker never outlives Sandman; tokens are counted beside a decode."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import sys
import threading
import time

import pytest

from sandman.inference import (
    Completion,
    CompletionStats,
    ModelError,
    ProcessModel,
    _process,
    load_model,
)
from sandman.prompts import render_chat

LONG = Completion(
    prompt=render_chat(
        "chatml",
        [
            ("system", "You are a storyteller."),
            ("user", "Tell me a long story about a lighthouse."),
        ],
    ),
    temperature=0,
    max_tokens=200,
    slot="t-crash",
)


def run(model: ProcessModel, request: Completion) -> tuple[list[str], CompletionStats]:
    pieces: list[str] = []
    stream = model.stream(request)
    while True:
        try:
            pieces.append(next(stream))
        except StopIteration as done:
            return pieces, done.value


def wait_gone(pid: int, timeout: float = 30) -> bool:
    """Whether process ``pid`` (not necessarily a child of ours) ends within ``timeout`` s."""
    try:
        fd = os.pidfd_open(pid)
    except ProcessLookupError:
        return True
    try:
        return bool(select.select([fd], [], [], timeout)[0])
    finally:
        os.close(fd)


@pytest.mark.parametrize(
    "sig", [signal.SIGSEGV, signal.SIGILL, signal.SIGABRT, signal.SIGKILL], ids=lambda s: s.name
)
def test_a_worker_killed_mid_stream_fails_that_request_once_and_restarts_cold(
    crashable_model: ProcessModel, sig: signal.Signals
) -> None:
    model = crashable_model
    short = Completion(prompt=LONG.prompt, temperature=0, max_tokens=6, slot=LONG.slot)
    warm, _ = run(model, short)  # the slot holds the prompt now
    pid = model.pid
    assert pid is not None and warm
    stream = model.stream(LONG)
    assert next(stream)  # decoding: the worker is at most one piece ahead of us
    os.kill(pid, sig)
    with pytest.raises(ModelError) as caught:
        next(stream)
        for _ in stream:
            pass
    assert caught.value.kind == "model_crashed"
    assert str(caught.value) == f"the model process crashed ({sig.name}); it is restarting"
    assert model.statistics().restarts == 1 and model.statistics().last_crash == sig.name
    # A new worker answers the next request, its slots cold: the prompt is read again in full.
    assert model.pid not in (None, pid)
    pieces, stats = run(model, short)
    assert pieces == warm and stats.evaluated_tokens == stats.prompt_tokens
    assert model.statistics().restarts == 1


def test_the_worker_decodes_at_most_one_piece_ahead_of_its_reader(
    crashable_model: ProcessModel,
) -> None:
    stream = crashable_model.stream(LONG)
    first = [next(stream), next(stream)]
    # Not a synchronisation: whatever the timing, the worker may decode only the piece after
    # the last one read; the pause gives a worker that ran ahead the time to show it.
    time.sleep(0.5)
    stream.close()
    stats = crashable_model.last_stats
    assert all(first) and stats is not None and stats.stop_reason == "cancelled"
    assert stats.completion_tokens <= 3, stats


def test_a_dead_worker_is_seen_dead_while_its_reader_holds_the_wait_lock() -> None:
    # The race behind a flaky "died between requests": the reader thread reaping the worker
    # holds Popen's wait lock, and poll() then answers None as if it lived.
    alive = subprocess.Popen([sys.executable, "-c", "input()"], stdin=subprocess.PIPE)
    dead = subprocess.Popen([sys.executable, "-c", "import os; os.kill(os.getpid(), 9)"])
    try:
        assert wait_gone(dead.pid)
        with dead._waitpid_lock:  # type: ignore[attr-defined]  # as the reader's wait() does
            assert dead.poll() is None  # the trap
            assert _process._exited(dead)
        assert not _process._exited(alive)
        assert dead.wait(timeout=5) == -signal.SIGKILL
        assert _process._exited(dead)  # reaped: still exited
    finally:
        alive.kill()
        alive.wait(timeout=5)


def test_a_worker_that_died_between_requests_is_replaced_before_the_next_one(
    crashable_model: ProcessModel,
) -> None:
    pid = crashable_model.pid
    assert pid is not None
    counted = crashable_model.count_tokens("a lighthouse")
    os.kill(pid, signal.SIGKILL)
    assert wait_gone(pid)
    # No request was in flight: none fails, and the next one runs on the new worker.
    pieces, _ = run(crashable_model, Completion(prompt=LONG.prompt, temperature=0, max_tokens=4))
    assert pieces and crashable_model.pid not in (None, pid)
    assert crashable_model.count_tokens("a lighthouse") == counted
    assert crashable_model.statistics().last_crash == "SIGKILL"


def test_a_worker_that_stops_answering_is_killed_and_that_is_a_crash(
    crashable_model: ProcessModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    pid = crashable_model.pid
    assert pid is not None
    monkeypatch.setattr(_process, "STALL_S", 2.0)
    stream = crashable_model.stream(LONG)
    assert next(stream)
    os.kill(pid, signal.SIGSTOP)  # alive, but silent
    with pytest.raises(
        ModelError, match=r"^the model process crashed \(no answer in 2 s\); it is restarting$"
    ):
        for _ in stream:
            pass
    monkeypatch.undo()
    assert wait_gone(pid)
    assert run(crashable_model, Completion(prompt=LONG.prompt, temperature=0, max_tokens=4))[0]


def test_a_worker_that_takes_no_request_is_killed_and_the_count_asked_again(
    crashable_model: ProcessModel, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = "a lighthouse on a hill " * 15_000  # more than a pipe holds: writing it must wait
    expected = crashable_model.count_tokens(text)
    pid = crashable_model.pid
    assert pid is not None
    monkeypatch.setattr(_process, "STALL_S", 2.0)
    os.kill(pid, signal.SIGSTOP)  # alive, but reading nothing
    assert crashable_model.count_tokens(text) == expected  # on the restarted worker
    assert crashable_model.statistics().last_crash == "no answer in 2 s"
    assert wait_gone(pid)


def test_closing_the_model_ends_its_worker(crashable_model: ProcessModel) -> None:
    pid = crashable_model.pid
    assert pid is not None
    stream = crashable_model.stream(LONG)
    assert next(stream)
    crashable_model.close()  # mid-stream: the worker is not left decoding
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)  # reaped, not a zombie
    with pytest.raises(ModelError, match="is closed"):
        next(stream)
    with pytest.raises(ModelError, match="is closed"):
        crashable_model.count_tokens("x")


def test_the_worker_exits_when_sandman_dies_without_closing_it() -> None:
    # A Sandman process that loads the model and is then killed outright (no cleanup runs): its
    # worker sees its stdin end and exits.
    script = (
        "import sys; from sandman.inference import load_model; m = load_model('smollm2-135m'); "
        "print(m.pid, flush=True); sys.stdin.read()"
    )
    parent = subprocess.Popen(
        [sys.executable, "-c", script], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )
    try:
        assert parent.stdout is not None
        worker = int(parent.stdout.readline())
        parent.kill()
        parent.wait(timeout=30)
        assert wait_gone(worker), "the worker outlived the process that started it"
    finally:
        parent.kill()
        parent.wait(timeout=30)


def test_tokens_are_counted_from_another_thread_while_a_stream_decodes(
    crashable_model: ProcessModel,
) -> None:
    model = crashable_model
    text = "What does a snake mean in my dreams? " * 20
    expected = model.count_tokens(text)
    counts: list[int] = []
    stream = model.stream(LONG)
    assert next(stream)

    def count() -> None:
        counts.extend(model.count_tokens(text) for _ in range(20))

    counter = threading.Thread(target=count)
    counter.start()
    pieces = [piece for piece in stream]  # the stream goes on meanwhile
    counter.join(timeout=60)
    assert counts == [expected] * 20 and pieces


def test_a_model_that_cannot_load_is_one_line_and_leaves_no_worker(
    tmp_path: os.PathLike[str],
) -> None:
    junk = os.path.join(tmp_path, "junk.gguf")
    with open(junk, "wb") as f:
        f.write(b"GGUF" + b"\0" * 64)
    before = set(_children())
    with pytest.raises(ModelError, match=r"^could not load model file .*junk\.gguf"):
        load_model(junk)
    assert set(_children()) <= before


def _children() -> list[int]:
    me = str(os.getpid())
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as f:
                    if f.read().rsplit(")", 1)[1].split()[1] == me:
                        found.append(int(entry))
            except OSError:
                pass
    return found
