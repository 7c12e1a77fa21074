"""CLI tests run with a private data directory and no Sandman environment variables but the
suite's workhorse model, so that nothing reads or writes the real user's journal or chat history."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Path]:
    data = tmp_path / "data"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    for name in ("SANDMAN_DB", "SANDMAN_THREADS", "SANDMAN_LOG", "VISUAL", "EDITOR"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("SANDMAN_MODEL", "smollm2-135m")  # the suite's workhorse
    yield data


@pytest.fixture
def db(tmp_path: Path) -> Path:
    return tmp_path / "journal.db"
