"""What every write transaction promises: all or nothing, the write lock held from its first
statement, and committed (visible to other programs) before the call returns."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sandman.storage import Journal, JournalError
from sandman.storage._db import open_database
from sandman.storage._migrations import migrate

INSERT = "INSERT INTO dreams (date, text, created) VALUES ('2024-01-01', ?, 'now')"


def _other(path: Path) -> sqlite3.Connection:
    """Another program's connection that never waits for a lock."""
    return sqlite3.connect(path, timeout=0, isolation_level=None)


async def test_a_write_that_fails_half_way_leaves_nothing_and_the_next_write_works(
    db_path: Path,
) -> None:
    async with open_database(db_path, busy_timeout=1.0) as db:
        await migrate(db)
        with pytest.raises(JournalError):
            async with db.write() as s:
                await s.execute(INSERT, ("half of a write",))
                await s.execute("THIS IS NOT SQL")
        # Read on the same connection: it would see its own transaction if it were still open.
        async with db.read() as s:
            assert await s.fetchall("SELECT text FROM dreams") == []
        async with db.write() as s:
            await s.execute(INSERT, ("whole",))
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("SELECT text FROM dreams").fetchall() == [("whole",)]
    conn.close()


async def test_a_journal_call_that_fails_inside_its_transaction_leaves_the_journal_writable(
    journal: Journal,
) -> None:
    with pytest.raises(JournalError, match="no dream #99"):
        await journal.delete_dream(99)
    with pytest.raises(JournalError, match="no memory #5"):
        await journal.forget_memory(5)
    dream_id = await journal.add_dream("still writable")
    assert [d.id for d in await journal.list_dreams()] == [dream_id]


async def test_a_write_transaction_holds_the_write_lock_from_its_first_statement(
    db_path: Path,
) -> None:
    async with open_database(db_path, busy_timeout=1.0) as db:
        await migrate(db)
        other = _other(db_path)
        try:
            async with db.write() as s:
                # A read first, as delete_dream and save_symbol_meaning do: another program
                # must not slip a commit in between, which would make the write below fail
                # (a deferred transaction cannot upgrade past a newer commit).
                assert await s.fetchone("SELECT count(*) FROM dreams") == (0,)
                with pytest.raises(sqlite3.OperationalError, match="locked"):
                    other.execute(INSERT, ("from another program",))
                await s.execute(INSERT, ("ours",))
            other.execute(INSERT, ("from another program, after ours",))
        finally:
            other.close()
    with sqlite3.connect(db_path) as conn:
        texts = [r[0] for r in conn.execute("SELECT text FROM dreams ORDER BY id")]
    conn.close()
    assert texts == ["ours", "from another program, after ours"]


async def test_a_write_is_committed_before_the_call_returns(journal: Journal) -> None:
    other = _other(journal.path)
    try:
        for text in ("first", "second"):
            dream_id = await journal.add_dream(text)
            # Another program sees it at once: nothing is left pending for a later write.
            assert other.execute("SELECT text FROM dreams WHERE id = ?", (dream_id,)).fetchall() == [
                (text,)
            ]
        assert await journal.remember("my sister is Anna")
        assert other.execute("SELECT fact FROM memories").fetchall() == [("my sister is Anna",)]
    finally:
        other.close()
