"""The journal knows its file: a write into a file removed, moved or replaced under an open
journal is refused, never acknowledged and then lost; a WAL left beside another file is never
merged into it.

sqlite keeps writing to the file it opened, so without these checks ``add_dream`` would return an
id for a row that lives only in a file (or a leftover ``-wal``) no later open sees.
"""

from __future__ import annotations

import os
import shutil
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from sandman.storage import JournalError, open_journal


def _stored_texts(path: Path) -> list[str]:
    conn = sqlite3.connect(path)
    try:
        return [r[0] for r in conn.execute("SELECT text FROM dreams ORDER BY id")]
    finally:
        conn.close()


async def _journal_with(path: Path, *texts: str) -> None:
    async with open_journal(path) as j:
        for text in texts:
            await j.add_dream(text)


def _remove(path: Path, other: Path) -> None:
    path.unlink()


def _rename_away(path: Path, other: Path) -> None:
    path.rename(path.with_name("moved.db"))


def _replace_by_rename(path: Path, other: Path) -> None:
    # A backup restored with `mv`, or a sync tool's atomic replace.
    os.replace(other, path)


def _overwrite_with_garbage(path: Path, other: Path) -> None:
    with open(path, "r+b") as f:  # the same inode, other bytes
        f.write(b"this is not a database\n" * 400)


def _overwrite_with_another_journal(path: Path, other: Path) -> None:
    # `cp backup.db journal.db`: cp writes into the existing file (the same inode).
    with open(other, "rb") as src, open(path, "r+b") as dst:
        dst.truncate(0)
        shutil.copyfileobj(src, dst)


CHANGES = {
    "removed": _remove,
    "moved": _rename_away,
    "replaced by rename": _replace_by_rename,
    "overwritten with garbage": _overwrite_with_garbage,
    "overwritten with another journal": _overwrite_with_another_journal,
}


@pytest.mark.parametrize("change", CHANGES.values(), ids=list(CHANGES))
async def test_a_write_after_the_file_is_removed_or_replaced_is_refused_not_acknowledged(
    tmp_path: Path, change
) -> None:
    path = tmp_path / "journal.db"
    other = tmp_path / "backup.db"
    await _journal_with(other, "the backup's dream")
    async with open_journal(path) as j:
        kept = await j.add_dream("before the change")
        j.check_file()
        change(path, other)
        with pytest.raises(JournalError) as err:
            j.check_file()
        assert err.value.kind == "replaced"
        assert "restart" in str(err.value)
        for write in (
            j.add_dream("after the change"),
            j.remember("I work nights"),
            j.delete_dream(kept),
        ):
            with pytest.raises(JournalError) as err:
                await write
            assert err.value.kind == "replaced", str(err.value)
            assert "while Sandman was running" in str(err.value)
        # Reads of what it already has keep working (the chat can still answer).
        assert (await j.get_dream(kept)).text == "before the change"


async def test_a_write_whose_file_is_replaced_during_its_transaction_is_not_acknowledged(
    tmp_path: Path,
) -> None:
    """The check after COMMIT: the file replaced between BEGIN and COMMIT (or during it)."""
    path = tmp_path / "journal.db"
    other = tmp_path / "backup.db"
    await _journal_with(other, "the backup's dream")
    async with open_journal(path) as j:
        db = j._db
        with pytest.raises(JournalError) as err:
            async with db.write() as s:
                await s.execute(
                    "INSERT INTO dreams (date, text, created) VALUES ('2026-12-01', ?, 'now')",
                    ("in flight",),
                )
                os.replace(other, path)
        assert err.value.kind == "replaced"
    # Read with plain sqlite3: the WAL the replaced file left at the path was set aside when
    # the journal closed, so no sqlite program replays it into the backup.
    assert _stored_texts(path) == ["the backup's dream"]


async def test_the_restored_file_is_the_journal_after_a_restart_with_nothing_of_the_old_wal(
    tmp_path: Path,
) -> None:
    """A backup restored with `mv` while the journal is open: once reopened, it holds exactly
    the backup, and the old file's writes are not mixed into it."""
    path = tmp_path / "journal.db"
    other = tmp_path / "backup.db"
    await _journal_with(other, "the backup's dream")
    async with open_journal(path) as j:
        for i in range(5):
            await j.add_dream(f"old dream {i}")
        os.replace(other, path)
    async with open_journal(path) as j:
        assert [d.text for d in await j.list_dreams(limit=10)] == ["the backup's dream"]
        await j.add_dream("a new dream")
    assert _stored_texts(path) == ["the backup's dream", "a new dream"]


STALE_WAL_HOLDER = """
import os, sqlite3, sys, time
# Hold a journal open with committed frames in its WAL, then die without closing it.
conn = sqlite3.connect(sys.argv[1], isolation_level=None)
conn.execute("PRAGMA wal_autocheckpoint=0")
conn.execute("BEGIN IMMEDIATE")
conn.execute("PRAGMA application_id=%s" % sys.argv[2])
conn.execute("INSERT INTO dreams (date, text, created) VALUES ('2026-01-01', 'stale', 'now')")
conn.execute("COMMIT")
print("ready", flush=True)
os._exit(0)
"""


async def test_a_wal_left_by_another_file_is_set_aside_not_merged(tmp_path: Path) -> None:
    """A program killed while it had the old journal open leaves its -wal; a backup moved into
    place must open as the backup, with that WAL kept aside, not replayed into it."""
    path = tmp_path / "journal.db"
    other = tmp_path / "backup.db"
    await _journal_with(path, "old dream")
    await _journal_with(other, "the backup's dream")
    stamp = sqlite3.connect(path).execute("PRAGMA application_id").fetchone()[0]
    assert stamp != 0
    out = subprocess.run(
        [sys.executable, "-c", STALE_WAL_HOLDER, str(path), str(stamp)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.stdout.strip() == "ready", out.stderr
    wal = Path(f"{path}-wal")
    assert wal.stat().st_size > 32  # the killed writer's frames are there
    os.replace(other, path)
    async with open_journal(path) as j:
        texts = [d.text for d in await j.list_dreams(limit=10)]
        await j.add_dream("after the restore")
    assert texts == ["the backup's dream"]
    assert _stored_texts(path) == ["the backup's dream", "after the restore"]
    aside = [p.name for p in tmp_path.iterdir() if ".from-another-file-" in p.name]
    assert any(name.startswith("journal.db-wal") for name in aside), aside


async def test_a_wal_of_the_same_journal_is_replayed_as_always(tmp_path: Path) -> None:
    """The crash case the check must not break: a writer killed after COMMIT leaves its
    frames in the journal's own WAL, and the next open keeps them."""
    path = tmp_path / "journal.db"
    await _journal_with(path, "first")
    stamp = sqlite3.connect(path).execute("PRAGMA application_id").fetchone()[0]
    out = subprocess.run(
        [sys.executable, "-c", STALE_WAL_HOLDER, str(path), str(stamp)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.stdout.strip() == "ready", out.stderr
    async with open_journal(path) as j:
        assert sorted(d.text for d in await j.list_dreams(limit=10)) == ["first", "stale"]
    assert not [p for p in tmp_path.iterdir() if ".from-another-file-" in p.name]


async def test_a_wal_of_another_file_still_in_use_refuses_to_open(tmp_path: Path) -> None:
    """While the journal is open here, a second opener of the path, now another file, finds
    the first's WAL: it refuses rather than merge or move a WAL in use."""
    path = tmp_path / "journal.db"
    other = tmp_path / "backup.db"
    await _journal_with(other, "the backup's dream")
    async with open_journal(path) as j:
        await j.add_dream("old dream")
        os.replace(other, path)
        with pytest.raises(JournalError) as err:
            async with open_journal(path):
                pass
        assert err.value.kind == "replaced"
    async with open_journal(path) as j:
        assert [d.text for d in await j.list_dreams(limit=10)] == ["the backup's dream"]


async def test_every_journal_gets_a_stamp_of_its_own(tmp_path: Path) -> None:
    a, b = tmp_path / "a.db", tmp_path / "b.db"
    await _journal_with(a)
    await _journal_with(b)
    stamps = [sqlite3.connect(p).execute("PRAGMA application_id").fetchone()[0] for p in (a, b)]
    assert 0 not in stamps and stamps[0] != stamps[1]
    async with open_journal(a) as j:  # kept on reopening
        await j.add_dream("x")
    assert sqlite3.connect(a).execute("PRAGMA application_id").fetchone()[0] == stamps[0]
