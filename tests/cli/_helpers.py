"""Helpers for the CLI tests."""

from __future__ import annotations

import os
import sys

import pytest

from sandman.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``sandman ARGV`` in-process: (status, stdout, stderr)."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("sandman: ")
    assert "Traceback" not in err
    return lines[0]


def sandman_env(**extra: str) -> dict[str, str]:
    """The environment for ``python -m sandman.cli`` in a subprocess (private data directory
    taken from the test's ``XDG_DATA_HOME``; the suite's workhorse model; the reply style a test
    is pinned to, if any)."""
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("SANDMAN_") or k == "SANDMAN_REPLY_STYLE"
    }
    env["SANDMAN_MODEL"] = "smollm2-135m"  # the suite's workhorse
    env.update(extra)
    return env


SANDMAN = [sys.executable, "-m", "sandman.cli"]
