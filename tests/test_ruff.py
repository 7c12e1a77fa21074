"""The code passes ``ruff check`` (the lint rules and import order chosen in pyproject.toml,
``[tool.ruff.lint]``) and is as ``ruff format`` writes it, on sandman/, tests/ and benchmarks/."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.timeout(120)

ROOT = Path(__file__).parent.parent
CHECKED = ["sandman", "tests", "benchmarks"]


def ruff(*args: str) -> subprocess.CompletedProcess[str]:
    """``ruff`` on the checked folders, with no cache (a run leaves nothing behind)."""
    return subprocess.run(
        [sys.executable, "-m", "ruff", *args, "--no-cache", *CHECKED],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=100,
    )


def test_ruff_check_finds_nothing() -> None:
    done = ruff("check")
    assert done.returncode == 0, done.stdout + done.stderr


def test_the_code_is_formatted() -> None:
    done = ruff("format", "--check")
    assert done.returncode == 0, done.stdout + done.stderr
