"""Schema migrations: recorded by name, applied once, append-only."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from sandman.storage import Journal, JournalError, open_journal
from sandman.storage._db import Session, open_database
from sandman.storage._dictionary import builtin_dictionary
from sandman.storage._migrations import MIGRATIONS, migrate

NAMES = [m.__name__ for m in MIGRATIONS]


def _recorded(path: Path) -> list[tuple[str, str]]:
    with sqlite3.connect(path) as conn:
        return conn.execute("SELECT name, applied FROM migrations ORDER BY id").fetchall()


async def test_new_journal_records_every_migration_by_name(db_path: Path) -> None:
    async with open_journal(db_path) as journal:
        assert await journal.applied_migrations() == NAMES
    assert [name for name, _ in _recorded(db_path)] == NAMES


async def test_reopening_applies_nothing_twice(db_path: Path) -> None:
    async with open_journal(db_path) as journal:
        await journal.add_dream("kept across reopening")
    first = _recorded(db_path)
    for _ in range(3):
        async with open_journal(db_path) as journal:
            assert len(await journal.list_dreams()) == 1
    assert _recorded(db_path) == first
    async with open_database(db_path, busy_timeout=1.0) as db:
        assert await migrate(db) == []


async def test_a_new_migration_appended_later_is_the_only_one_applied(db_path: Path) -> None:
    async with open_journal(db_path):
        pass

    async def m005_dream_tags(s: Session) -> None:
        await s.execute(
            "CREATE TABLE dream_tags (dream_id INTEGER REFERENCES dreams (id), tag TEXT)"
        )

    async with open_database(db_path, busy_timeout=1.0) as db:
        assert await migrate(db, (*MIGRATIONS, m005_dream_tags)) == ["m005_dream_tags"]
        assert await migrate(db, (*MIGRATIONS, m005_dream_tags)) == []
    assert [name for name, _ in _recorded(db_path)] == [*NAMES, "m005_dream_tags"]


async def test_failed_migration_leaves_the_journal_as_it_was_and_writable(db_path: Path) -> None:
    async with open_journal(db_path):
        pass

    async def m005_broken(s: Session) -> None:
        await s.execute("CREATE TABLE half_done (x)")
        await s.execute("THIS IS NOT SQL")

    async with open_database(db_path, busy_timeout=1.0) as db:
        with pytest.raises(JournalError):
            await migrate(db, (*MIGRATIONS, m005_broken))
        # On the same connection, which would still see its own transaction were it left open.
        async with db.read() as s:
            assert ("half_done",) not in await s.fetchall("SELECT name FROM sqlite_master")
        journal = Journal(db, builtin_dictionary())
        dream_id = await journal.add_dream("written after the failed migration")
        assert (await journal.get_dream(dream_id)).text == "written after the failed migration"
    with sqlite3.connect(db_path) as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
    assert "half_done" not in tables
    assert [name for name, _ in _recorded(db_path)] == NAMES


async def test_journal_from_a_newer_version_is_refused_clearly(db_path: Path) -> None:
    async with open_journal(db_path):
        pass
    with sqlite3.connect(db_path) as conn:
        conn.execute("INSERT INTO migrations (name, applied) VALUES ('m999_future', 'x')")
    with pytest.raises(JournalError, match=r"newer or different version.*m999_future"):
        async with open_journal(db_path):
            pass


async def test_journal_uses_wal_foreign_keys_and_full_sync(db_path: Path) -> None:
    async with open_journal(db_path) as journal, journal._db.read() as s:
        assert await s.fetchone("PRAGMA journal_mode") == ("wal",)
        assert await s.fetchone("PRAGMA foreign_keys") == (1,)
        assert await s.fetchone("PRAGMA synchronous") == (2,)
        with pytest.raises(JournalError, match="FOREIGN KEY"):
            await s.execute(
                "INSERT INTO turns (conversation_id, turn_id, user_text, reply_text, created)"
                " VALUES ('nope', 't', 'u', 'r', 'now')"
            )
