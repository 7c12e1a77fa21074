"""Every test is bounded: a hanging trio test and a hanging sync test each fail by name within
their limit, and the tests after them still run (tests/conftest.py, pytest-timeout)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

PROBE = """
import threading, time
import trio

async def test_waits_forever_on_an_event():
    await trio.Event().wait()

async def test_waits_forever_in_a_thread():
    await trio.to_thread.run_sync(threading.Event().wait, abandon_on_cancel=True)

def test_sync_loops_forever():
    while True:
        time.sleep(0.05)

async def test_after_the_hangs():
    await trio.sleep(0)
"""


def test_a_hanging_test_fails_by_name_and_the_run_goes_on(tmp_path: Path) -> None:
    shutil.copy(Path(__file__).with_name("conftest.py"), tmp_path / "conftest.py")
    (tmp_path / "test_probe.py").write_text(PROBE)
    (tmp_path / "pytest.ini").write_text("[pytest]\ntrio_mode = true\ntimeout = 3\n")
    env = {**os.environ, "SANDMAN_TEST_TRIO_LIMIT_S": "2"}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:randomly",
            "-p",
            "no:cacheprovider",
            "test_probe.py",
        ],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    out = done.stdout
    assert "FAILED test_probe.py::test_waits_forever_on_an_event" in out, out
    assert "FAILED test_probe.py::test_waits_forever_in_a_thread" in out, out
    assert "FAILED test_probe.py::test_sync_loops_forever" in out, out
    assert "3 failed, 1 passed" in out, out
