"""The journal file itself: private, readable on a read-only disk, safe to open twice at once,
refused when damaged by every way in."""

from __future__ import annotations

import sqlite3
import stat
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
import trio

import sandman
from sandman.actors import Inference, open_app
from sandman.inference import ScriptedModel
from sandman.messages import TurnFailed
from sandman.routing import RouterPolicy
from sandman.storage import JournalError, open_journal


async def test_a_new_journal_and_its_side_files_are_private(db_path: Path) -> None:
    async with open_journal(db_path) as journal:
        await journal.add_dream("a private dream")
        for path in (db_path, Path(f"{db_path}-wal"), Path(f"{db_path}-shm")):
            assert stat.S_IMODE(path.stat().st_mode) == 0o600, path


async def test_two_openers_of_a_brand_new_journal_both_succeed(tmp_path: Path) -> None:
    # Without the retry, about one brand-new journal in seven failed here with "locked".
    for i in range(30):
        db = tmp_path / f"new{i}.db"
        errors: list[str] = []

        async def open_it(db: Path, errors: list[str]) -> None:
            try:
                async with open_journal(db) as journal:
                    await journal.add_dream("opened")
            except JournalError as exc:
                errors.append(str(exc))

        async with trio.open_nursery() as nursery:
            for _ in range(3):
                nursery.start_soon(open_it, db, errors)
        assert errors == [], (i, errors)


@pytest.fixture
def mount(tmp_path: Path) -> Iterator[Path]:
    """A small tmpfs of our own (the tests run as root, as CI does), unmounted afterwards."""
    where = tmp_path / "mnt"
    where.mkdir()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=8m", "tmpfs", str(where)], check=True)
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


async def test_a_journal_on_a_read_only_mount_can_be_read(mount: Path) -> None:
    db = mount / "journal.db"
    async with open_journal(db) as journal:
        await journal.add_dream("I was on a read-only island", title="Island")
        assert not journal.read_only and journal.path == db
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    async with open_journal(db) as journal:
        assert journal.read_only
        assert [d.title for d in await journal.list_dreams()] == ["Island"]
        assert [d.title for d in await journal.search_dreams("island")] == ["Island"]
        with pytest.raises(JournalError, match="is read-only; Sandman cannot save to it"):
            await journal.add_dream("no room for this")
    out = subprocess.run(
        [sys.executable, "-m", "sandman.cli", "dreams", "--db", str(db)],
        capture_output=True,
        text=True,
    )
    assert out.returncode == 0 and "Island" in out.stdout, out.stderr


def _crash_after_a_write(db: Path) -> None:
    """A writer that dies after its second dream is acknowledged, before any checkpoint: that
    dream lives only in the -wal file (with the -shm index beside it)."""
    code = f"""
import os, trio
from sandman.storage import open_journal
async def main():
    async with open_journal({str(db)!r}) as journal:
        await journal.add_dream("the first dream", title="First")
    opened = open_journal({str(db)!r})  # entered, never left: the process dies inside
    journal = await opened.__aenter__()
    await journal.add_dream("the second dream", title="Second")
    os._exit(0)
trio.run(main)
"""
    subprocess.run([sys.executable, "-c", code], check=True)
    assert Path(f"{db}-wal").stat().st_size > 0


async def test_a_read_only_journal_shows_the_dreams_a_crash_left_in_its_wal(mount: Path) -> None:
    db = mount / "journal.db"
    _crash_after_a_write(db)
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    async with open_journal(db) as journal:
        assert journal.read_only
        assert [d.title for d in await journal.list_dreams()] == ["Second", "First"]


async def test_a_read_only_journal_whose_wal_cannot_be_read_is_refused_not_shown_stale(
    mount: Path,
) -> None:
    db = mount / "journal.db"
    _crash_after_a_write(db)
    Path(f"{db}-shm").unlink()  # without its index the -wal cannot be read on a read-only disk
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    with pytest.raises(
        JournalError,
        match=r"is read-only and holds changes not yet merged into it \(in journal.db-wal\)",
    ):
        async with open_journal(db):
            pass


async def test_an_empty_wal_beside_a_read_only_journal_is_no_obstacle(mount: Path) -> None:
    db = mount / "journal.db"
    async with open_journal(db) as journal:
        await journal.add_dream("I was on a read-only island", title="Island")
    Path(f"{db}-wal").touch()
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    async with open_journal(db) as journal:
        assert [d.title for d in await journal.list_dreams()] == ["Island"]
        with pytest.raises(JournalError, match="is read-only; Sandman cannot save to it"):
            await journal.add_dream("no room for this")


async def test_a_damaged_journal_on_a_read_only_mount_is_refused_with_sqlites_reason(
    mount: Path,
) -> None:
    db = mount / "journal.db"
    db.write_bytes(b"this is not a journal" * 500)
    subprocess.run(["mount", "-o", "remount,ro", str(mount)], check=True)
    with pytest.raises(JournalError, match=r"is not a Sandman journal \(not an SQLite database\)"):
        async with open_journal(db):
            pass


def _damage(db: Path, marker: str) -> None:
    """Break the b-tree page that holds ``marker`` (a dream's text): its page type byte."""
    data = db.read_bytes()
    page_size = int.from_bytes(data[16:18], "big")
    page = data.index(marker.encode()) // page_size
    with db.open("r+b") as f:
        f.seek(page * page_size)
        f.write(b"\xff" * 8)


async def test_a_damaged_journal_is_refused_by_chat_with_the_line_dreams_gives(
    tmp_path: Path,
) -> None:
    db = tmp_path / "journal.db"
    async with open_journal(db) as journal:
        for i in range(300):
            await journal.add_dream(f"dream number {i} " + "about the sea " * 30)
    _damage(db, "dream number 150 ")
    dreams = subprocess.run(
        [sys.executable, "-m", "sandman.cli", "dreams", "--limit", "1000", "--db", str(db)],
        capture_output=True,
        text=True,
    )
    assert dreams.returncode == 1
    line = dreams.stderr.strip()
    assert line.startswith("sandman: journal") and "is damaged" in line and "\n" not in line

    model = ScriptedModel()
    with pytest.raises(JournalError) as refused:
        async with sandman.open(model=model, db=db):
            pass
    assert f"sandman: {refused.value}" == line
    assert model.history == []  # nothing was asked of the model, nothing written
    # The journal API still opens it (the CLI's own reads say what is wrong where they hit it).
    async with open_journal(db):
        pass


async def test_a_conversation_the_locked_journal_cannot_keep_is_a_turn_failure(
    tmp_path: Path,
) -> None:
    db = tmp_path / "journal.db"
    model = ScriptedModel()
    model.enqueue("Hello there.")
    async with open_journal(db, busy_timeout=0.2) as journal:
        other = sqlite3.connect(db, isolation_level=None)  # another program
        other.execute("BEGIN EXCLUSIVE")
        try:
            policy = RouterPolicy.for_model("smollm2-135m", "chatml")
            async with open_app(
                inference=Inference(model), policy=policy, tools=journal, history=journal
            ) as app:
                events = [e async for e in app.chat("hello")]
        finally:
            other.execute("ROLLBACK")
            other.close()
    final = events[-1]
    assert isinstance(final, TurnFailed) and final.kind == "not_saved"
    assert "is locked by another program" in final.error and "\n" not in final.error
    assert sum(isinstance(e, TurnFailed) for e in events) == 1
