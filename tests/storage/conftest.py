"""Fixtures for journal tests: a fresh journal file, and a way to read its rows without Sandman."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Callable
from pathlib import Path

import pytest

from sandman.storage import Journal, open_journal

TABLES = ("dreams", "symbols", "memories", "conversations", "turns", "migrations")


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "journal.db"


@pytest.fixture
async def journal(db_path: Path) -> AsyncIterator[Journal]:
    async with open_journal(db_path) as j:
        yield j


def read_rows(path: Path) -> dict[str, list[tuple[object, ...]]]:
    """Every row of every journal table, read with plain sqlite3 (no Sandman code involved)."""
    conn = sqlite3.connect(path)
    try:
        return {t: conn.execute(f"SELECT * FROM {t} ORDER BY rowid").fetchall() for t in TABLES}
    finally:
        conn.close()


@pytest.fixture
def rows() -> Callable[[Path], dict[str, list[tuple[object, ...]]]]:
    return read_rows
