"""``Database.read`` and ``write`` (sandman/storage/_db.py), one guarantee per test, each failing
when its line is removed or weakened (the hand mutants ``db-*`` in tests/hand_mutants.py)."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
import trio
import trio.testing

from sandman.storage import JournalError
from sandman.storage._db import Database, Session, open_database


@pytest.fixture
async def db(db_path: Path) -> AsyncIterator[Database]:
    async with open_database(db_path, busy_timeout=0.1) as database:
        async with database.write() as s:
            await s.execute("CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)")
        yield database


def notes(path: Path) -> list[str]:
    """The rows another program sees (plain sqlite3, no Sandman code)."""
    conn = sqlite3.connect(path)
    try:
        return [row[0] for row in conn.execute("SELECT body FROM notes ORDER BY id")]
    finally:
        conn.close()


async def test_a_write_holds_the_write_lock_from_its_first_line(
    db: Database, db_path: Path
) -> None:
    other = sqlite3.connect(db_path, timeout=0)
    try:
        async with db.write():
            # Nothing written yet, and another program already cannot start writing.
            with pytest.raises(sqlite3.OperationalError, match="locked"):
                other.execute("BEGIN IMMEDIATE")
        other.execute("BEGIN IMMEDIATE")  # free again once the write is over
        other.execute("ROLLBACK")
    finally:
        other.close()


async def test_a_write_that_raises_leaves_nothing_and_the_next_write_works(
    db: Database, db_path: Path
) -> None:
    with pytest.raises(ValueError, match="half-way"):
        async with db.write() as s:
            await s.execute("INSERT INTO notes (body) VALUES ('half')")
            raise ValueError("failed half-way")
    assert notes(db_path) == []
    async with db.write() as s:
        await s.execute("INSERT INTO notes (body) VALUES ('whole')")
    assert notes(db_path) == ["whole"]


async def test_a_finished_write_is_committed_before_the_block_returns(
    db: Database, db_path: Path
) -> None:
    async with db.write() as s:
        await s.execute("INSERT INTO notes (body) VALUES ('kept')")
    assert notes(db_path) == ["kept"]  # seen by another program at once, not at the next write


async def test_two_tasks_writes_never_share_a_transaction(db: Database, db_path: Path) -> None:
    inside: list[str] = []
    wrote, release = trio.Event(), trio.Event()

    async def first() -> None:
        async with db.write() as s:
            inside.append("first")
            await s.execute("INSERT INTO notes (body) VALUES ('first')")
            wrote.set()
            await release.wait()

    async def second() -> None:
        async with db.write() as s:
            inside.append("second")
            await s.execute("INSERT INTO notes (body) VALUES ('second')")

    async with trio.open_nursery() as nursery:
        nursery.start_soon(first)
        await wrote.wait()
        nursery.start_soon(second)
        await trio.testing.wait_all_tasks_blocked()
        assert inside == ["first"]  # the second waits for the first's whole transaction
        release.set()
    assert inside == ["first", "second"]
    assert notes(db_path) == ["first", "second"]


async def test_a_snapshot_read_sees_one_committed_state(db: Database, db_path: Path) -> None:
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        async with db.read(snapshot=True) as s:
            before = await s.fetchall("SELECT count(*) FROM notes")
            other.execute("INSERT INTO notes (body) VALUES ('meanwhile')")  # autocommit
            during = await s.fetchall("SELECT count(*) FROM notes")
        async with db.read() as s:
            after = await s.fetchall("SELECT count(*) FROM notes")
    finally:
        other.close()
    assert before == during == [(0,)]
    assert after == [(1,)]


class LockedWhileSwitching:
    """``PRAGMA journal_mode=WAL`` finds the file locked ``times`` times, as a second opener of a
    brand-new journal does while the first switches it to WAL (sqlite's busy handler does not
    cover that step, so the opener retries by itself until its busy timeout)."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch, times: int) -> None:
        self.tries = 0
        real = Session.fetchone

        async def fetchone(session: Session, sql: str, params: Any = ()) -> Any:
            if sql == "PRAGMA journal_mode=WAL":
                self.tries += 1
                if self.tries <= times:
                    raise JournalError("the journal is locked") from sqlite3.OperationalError(
                        "database is locked"
                    )
            return await real(session, sql, params)

        monkeypatch.setattr(Session, "fetchone", fetchone)


async def test_an_opener_that_finds_the_journal_locked_while_it_switches_to_wal_tries_again(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    locked = LockedWhileSwitching(monkeypatch, times=1)
    async with open_database(db_path, busy_timeout=5.0) as database, database.read() as s:
        assert await s.fetchone("PRAGMA journal_mode") == ("wal",)
    assert locked.tries == 2


async def test_an_opener_gives_up_with_the_lock_error_once_its_busy_timeout_has_passed(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    locked = LockedWhileSwitching(monkeypatch, times=10**6)
    with pytest.raises(JournalError, match="locked"):
        async with open_database(db_path, busy_timeout=0.1):
            pass
    assert locked.tries > 1  # it did wait and retry, then said why it stopped
