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


async def _numbers(journal: Journal) -> tuple[list[int], list[int]]:
    dreams = sorted(d.id for d in await journal.list_dreams(limit=100))
    return dreams, sorted(await journal.memory_ids())


async def test_a_deleted_number_is_never_given_to_the_next_dream_or_memory(
    db_path: Path,
) -> None:
    async with open_journal(db_path) as journal:
        for text in ("a red door", "a long corridor", "the newest dream"):
            await journal.add_dream(text)
        await journal.remember("I have a sister named Anna")
        await journal.remember("I work nights")
        await journal.delete_dream(3)
        await journal.forget_memory(2)
    # Reopened, as the web app and the chat are, between the delete and the next write.
    async with open_journal(db_path) as journal:
        assert await journal.add_dream("a dream told after the delete") == 4
        await journal.remember("My cat is called Io")
        assert await _numbers(journal) == ([1, 2, 4], [1, 3])
        assert (await journal.get_memory(3)).fact == "My cat is called Io"


async def test_a_journal_from_before_keeps_its_numbers_and_its_search(db_path: Path) -> None:
    # A journal written by the version before m007, with a dream deleted from the middle.
    async with open_database(db_path, busy_timeout=1.0) as db:
        await migrate(db, MIGRATIONS[:6])
        before = Journal(db, builtin_dictionary())
        for text in ("swimming in a green lake", "a train that never stops", "my old school"):
            await before.add_dream(text)
        await before.remember("I grew up by the sea")
        await before.delete_dream(2)
    async with open_journal(db_path) as journal:
        assert await journal.applied_migrations() == NAMES
        assert await _numbers(journal) == ([1, 3], [1])
        assert [d.id for d in await journal.search_dreams("lake")] == [1]
        assert [m.fact for m in await journal.memories("sea")] == ["I grew up by the sea"]
        # The index follows edits, deletes and new rows after the tables were rebuilt.
        await journal.update_dream(1, text="reading in a quiet library")
        assert await journal.search_dreams("swimming") == []
        assert [d.id for d in await journal.search_dreams("library")] == [1]
        assert await journal.add_dream("a lighthouse in fog") == 4
        await journal.delete_dream(4)
        assert await journal.search_dreams("lighthouse") == []
        assert await journal.add_dream("the lighthouse again") == 5
        assert [d.id for d in await journal.search_dreams("lighthouse")] == [5]
        await journal.remember("My brother lives in Oslo")
        assert [m.fact for m in await journal.memories("Oslo")] == ["My brother lives in Oslo"]
    with sqlite3.connect(db_path) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone() == ("ok",)
        conn.execute("INSERT INTO dreams_fts (dreams_fts) VALUES ('integrity-check')")
        conn.execute("INSERT INTO memories_fts (memories_fts) VALUES ('integrity-check')")
