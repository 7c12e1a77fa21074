"""Fixtures shared by every test package."""

from __future__ import annotations

import inspect
import os
import re
import subprocess
import sys
import threading
import time
from collections.abc import Awaitable, Callable, Iterator
from typing import Any

import httpx
import pytest
import trio

from sandman.inference import PRESETS, LlamaModel, ProcessModel, load_model

# Fixtures that load a real GGUF model (in-process or behind a real server). A test that asks for
# one, directly or through another fixture, is marked `model`: `pytest -m "not model"` runs the
# model-free rest, which is what `make mutate` runs against each mutant.
MODEL_FIXTURES = frozenset({"real_model", "capable_model", "llama_server", "crashable_model"})


# Every test is bounded, so a regression that hangs fails that test by name instead of stalling
# the run: a trio test runs under ``trio.fail_after`` (its own tasks are cancelled and the next
# test starts cleanly), and pytest-timeout (``timeout`` in pyproject.toml) stops anything else,
# sync tests and fixtures included. A test that loads a real model gets more time.
TRIO_LIMIT_S = float(os.environ.get("SANDMAN_TEST_TRIO_LIMIT_S", "120"))
MODEL_TRIO_LIMIT_S = 600.0
MODEL_TIMEOUT_S = 900.0


def _bounded_run(limit: float) -> Callable[..., Any]:
    def run(fn: Callable[[], Awaitable[Any]], *, clock: Any = None, **kwargs: Any) -> Any:
        if clock is not None:
            # A test on a mock clock measures virtual time: a real-time bound is pytest-timeout's.
            return trio.run(fn, clock=clock, **kwargs)

        async def bounded() -> Any:
            try:
                with trio.fail_after(limit):
                    return await fn()
            except trio.TooSlowError:
                pytest.fail(
                    f"the test did not finish within {limit:.0f} s (a hang?)", pytrace=False
                )

        return trio.run(bounded, **kwargs)

    return run


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    for item in items:
        uses_model = bool(MODEL_FIXTURES & set(getattr(item, "fixturenames", ())))
        if uses_model:
            item.add_marker(pytest.mark.model)
        if uses_model or item.get_closest_marker("model") is not None:
            if item.get_closest_marker("timeout") is None:
                item.add_marker(pytest.mark.timeout(MODEL_TIMEOUT_S))
            limit = MODEL_TRIO_LIMIT_S
        else:
            limit = TRIO_LIMIT_S
        if inspect.iscoroutinefunction(getattr(item, "obj", None)):
            # Put first, so pytest-trio runs the test with this runner.
            item.add_marker(pytest.mark.trio(run=_bounded_run(limit)), append=False)


def pytest_terminal_summary(
    terminalreporter: pytest.TerminalReporter, config: pytest.Config
) -> None:
    """Name the random test order (pytest-randomly) even under ``-q``, so a failure that depends
    on it can be replayed: ``pytest -p randomly --randomly-seed=N``."""
    seed = getattr(config.option, "randomly_seed", None)
    if isinstance(seed, int) and config.pluginmanager.has_plugin("randomly"):
        terminalreporter.write_line(f"test order: --randomly-seed={seed}")


REAL_MODEL_SEED = 20240601
# The capable preset the few bigger-model tests load: the one marked `in_tests` in PRESETS (`make
# test` pulls every such preset).
CAPABLE_MODEL = next(p.name for p in PRESETS.values() if p.in_tests and p.tier == "capable")


WORKHORSE = "smollm2-135m"
"""The model the suite runs on (``EMBEDDED_PRESET``): what a test that names no model gets, in
process and in a subprocess (``SANDMAN_MODEL``). The default companion gets focused tests."""


@pytest.fixture(autouse=True)
def _workhorse(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SANDMAN_MODEL", WORKHORSE)


@pytest.fixture(autouse=True)
def _reply_style(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    """``@pytest.mark.reply_style("conversation")`` pins a test (or a module) to a reply style
    by name (``SANDMAN_REPLY_STYLE``, subprocesses included): for a test of a mechanism that one
    style has (streaming the model's words, the conversation in the KV cache) whatever the
    shipped style of its model. Unmarked tests run the shipped styles."""
    marker = request.node.get_closest_marker("reply_style")
    if marker is not None:
        monkeypatch.setenv("SANDMAN_REPLY_STYLE", marker.args[0])
    else:
        monkeypatch.delenv("SANDMAN_REPLY_STYLE", raising=False)


@pytest.fixture(scope="session")
def real_model() -> Iterator[LlamaModel]:
    """The suite's workhorse (the embedded SmolLM2-135M), loaded once per test run.

    Shared by every test that asks for it: tests should use their own ``Completion.slot`` names
    when they assert on KV-cache reuse. Seeded, so a sampled reply depends only on its request,
    not on the run. Closed when the session ends.
    """
    model = load_model(WORKHORSE, seed=REAL_MODEL_SEED)
    try:
        yield model
    finally:
        model.close()


@pytest.fixture
def crashable_model() -> Iterator[ProcessModel]:
    """The workhorse in a worker process of its own for one test, which may kill it (``pid``):
    the shared ``real_model`` keeps its warm slots. Seeded like ``real_model``."""
    model = load_model(WORKHORSE, seed=REAL_MODEL_SEED)
    assert isinstance(model, ProcessModel)
    try:
        yield model
    finally:
        model.close()


@pytest.fixture(scope="session")
def capable_model() -> Iterator[LlamaModel]:
    """The capable preset (``CAPABLE_MODEL``), loaded once per test run, seeded like
    ``real_model``. Fails with one line saying `sandman models pull …` when it is not pulled."""
    model = load_model(CAPABLE_MODEL, seed=REAL_MODEL_SEED)
    try:
        yield model
    finally:
        model.close()


# --- a real OpenAI-compatible server (llama-cpp-python's) serving the bundled model -------------

SERVER_API_KEY = "sk-test-7f3a9c1e55d2"  # a server started with a key: Sandman must send it
_LISTENING = re.compile(r"Uvicorn running on http://127\.0\.0\.1:(\d+)")


class LlamaServer:
    """``python -m llama_cpp.server`` on 127.0.0.1 (a port the OS picks), serving the bundled
    SmolLM2 file. Its output is read by a thread into ``lines``; ``stop()`` kills it."""

    def __init__(self, *, api_key: str | None = SERVER_API_KEY, n_ctx: int = 4096) -> None:
        from sandman.inference import PRESETS

        path = PRESETS["smollm2-135m"].locate(None)
        command = [
            sys.executable, "-m", "llama_cpp.server",
            "--model", str(path), "--model_alias", "smollm2-135m",
            "--host", "127.0.0.1", "--port", "0",
            "--n_ctx", str(n_ctx), "--n_threads", "1", "--n_threads_batch", "1",
            # Its default stops a streaming reply whenever another request arrives.
            "--interrupt_requests", "false",
        ]  # fmt: skip
        if api_key:
            command += ["--api_key", api_key]
        self.lines: list[str] = []
        self._changed = threading.Condition()
        self.process = subprocess.Popen(
            command,
            stdout=subprocess.PIPE,
            stderr=subprocess.STDOUT,
            text=True,
            env=dict(os.environ, PYTHONUNBUFFERED="1"),
        )
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()
        try:
            port = self.wait_for(_LISTENING, timeout=120).group(1)
            self.url = f"http://127.0.0.1:{port}/v1"
            self._probe(api_key)
        except BaseException:
            self.stop()
            raise

    def _read(self) -> None:
        assert self.process.stdout is not None
        for line in self.process.stdout:
            with self._changed:
                self.lines.append(line.rstrip("\n"))
                self._changed.notify_all()
        with self._changed:
            self._changed.notify_all()

    def wait_for(
        self, pattern: re.Pattern[str] | str, *, timeout: float = 30, since: int = 0
    ) -> re.Match[str]:
        """The first output line from line ``since`` on matching ``pattern``, waiting for it up
        to ``timeout`` s. Fails at once, with the output, if the server exits first."""
        compiled = re.compile(pattern) if isinstance(pattern, str) else pattern
        deadline = time.monotonic() + timeout
        with self._changed:
            while True:
                for line in self.lines[since:]:
                    found = compiled.search(line)
                    if found:
                        return found
                left = deadline - time.monotonic()
                if self.process.poll() is not None and not self._reader.is_alive():
                    pytest.fail(f"the llama-cpp-python server exited: {self.output()}")
                if left <= 0:
                    pytest.fail(
                        f"no {compiled.pattern!r} from the server in {timeout} s: {self.output()}"
                    )
                self._changed.wait(left)

    def _probe(self, api_key: str | None) -> None:
        """Readiness: /v1/models answers (a bounded number of tries)."""
        headers = {"Authorization": f"Bearer {api_key}"} if api_key else {}
        for _ in range(50):
            try:
                if httpx.get(f"{self.url}/models", headers=headers, timeout=5).status_code == 200:
                    return
            except httpx.HTTPError:
                pass
            time.sleep(0.1)
        pytest.fail(f"the server at {self.url} never answered /v1/models: {self.output()}")

    def output(self) -> str:
        with self._changed:
            return "\n".join(self.lines[-30:])

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
        self.process.wait(timeout=30)
        self._reader.join(timeout=5)


@pytest.fixture(scope="module")
def llama_server() -> Iterator[LlamaServer]:
    """One real server per test module (started with ``SERVER_API_KEY``)."""
    server = LlamaServer()
    try:
        yield server
    finally:
        server.stop()


@pytest.fixture
def api_key(monkeypatch: pytest.MonkeyPatch) -> str:
    monkeypatch.setenv("SANDMAN_API_KEY", SERVER_API_KEY)
    return SERVER_API_KEY
