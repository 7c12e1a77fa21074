"""A crash of the model under ``sandman ask`` (a subprocess, the real bundled model in its own
worker process, killed by the test mid-reply): one ``turn_failed`` line, a non-zero exit, the
journal intact, and the next ``ask`` answers."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from pathlib import Path
from typing import Any

import pytest

from ._helpers import SANDMAN, sandman_env

# The conversation style: the model's own words run over several sentences, so its first words
# are printed while it is still decoding.
pytestmark = [pytest.mark.model, pytest.mark.reply_style("conversation"), pytest.mark.timeout(300)]

STORY = "Tell me a long story about the sea and the ships on it."


def worker_of(pid: int) -> int:
    """The model worker process that process ``pid`` started."""
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat") as f:
                parent = int(f.read().rsplit(")", 1)[1].split()[1])
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                command = f.read()
        except OSError:
            continue
        if parent == pid and b"sandman.inference._process_worker" in command:
            return int(entry)
    raise AssertionError(f"process {pid} has no model worker")


def finals(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] in ("turn_finished", "turn_failed")]


def test_ask_killed_mid_reply_prints_one_model_crashed_and_the_next_ask_works(
    tmp_path: Path,
) -> None:
    env = sandman_env(XDG_DATA_HOME=str(tmp_path / "data"))
    db = str(tmp_path / "j.db")
    logged = subprocess.run(
        [*SANDMAN, "log", "A ship with red sails came into the harbour.", "--db", db],
        capture_output=True, text=True, env=env, timeout=120,
    )  # fmt: skip
    assert (
        logged.returncode == 0 and logged.stdout.strip() == "1"
    )  # the id, printed after the commit

    # Each ask samples afresh: a story the guard holds back whole shows no model words to kill
    # the model after, and one whose first shown words were its last ends before the kill lands;
    # either is asked again (at most four times).
    for _ in range(4):
        killed = False
        ask = subprocess.Popen(
            [*SANDMAN, "ask", STORY, "--json", "--db", db],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
        )  # fmt: skip
        try:
            assert ask.stdout is not None and ask.stderr is not None
            events: list[dict[str, Any]] = []
            for line in ask.stdout:
                events.append(json.loads(line))
                if not killed and events[-1]["type"] == "text" and events[-1]["source"] == "model":
                    os.kill(worker_of(ask.pid), signal.SIGKILL)  # as the OOM killer does
                    killed = True
            err = ask.stderr.read()
            status = ask.wait(timeout=60)
        finally:
            ask.kill()
            ask.wait(timeout=60)
        if killed and events[-1]["type"] == "turn_failed":
            break
    assert killed, events
    assert (
        finals(events)
        == [events[-1]]
        == [
            {
                "type": "turn_failed",
                "kind": "model_crashed",
                "error": "the model process crashed (SIGKILL); it is restarting",
            }
        ]
    )
    assert status == 1 and err == ""  # one JSON line says it all; no traceback

    listed = subprocess.run(
        [*SANDMAN, "dreams", "--json", "--db", db],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert [d["text"] for d in json.loads(listed.stdout)] == [
        "A ship with red sails came into the harbour."
    ]

    again = subprocess.run(
        [*SANDMAN, "ask", "Hello, good morning!", "--json", "--db", db],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert again.returncode == 0, again.stderr
    answered = [json.loads(line) for line in again.stdout.splitlines()]
    assert finals(answered) == [answered[-1]] and answered[-1]["type"] == "turn_finished"
