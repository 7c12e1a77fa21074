"""A COMMIT that fails (a full disk, an I/O error) is never acknowledged, for every kind of write.

The connection is wrapped so that sqlite's COMMIT answers as it does on a full disk
(``SQLITE_FULL``) or a failing one (``SQLITE_IOERR``), once; the write must raise one clear
``JournalError``, leave nothing of itself stored, and the next write must work.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from sandman.storage import Journal, JournalError, _db, open_journal

from .conftest import read_rows

FAILURES = {
    "disk full": (sqlite3.OperationalError("database or disk is full"), "no_space"),
    "I/O error": (sqlite3.OperationalError("disk I/O error"), "unavailable"),
}


class CommitFault:
    """Makes the next COMMIT fail with ``error``, as sqlite would: nothing is committed."""

    def __init__(self, monkeypatch: pytest.MonkeyPatch) -> None:
        self.error: sqlite3.Error | None = None
        self.skip = 0
        self.fired = 0
        real = _db.Session.execute

        async def execute(session: _db.Session, sql: str, params: Any = ()) -> tuple[int, int]:
            if sql == "COMMIT" and self.error is not None and self.skip:
                self.skip -= 1
            elif sql == "COMMIT" and self.error is not None:
                error, self.error = self.error, None
                self.fired += 1
                with _db.translated(session._path):
                    raise error
            return await real(session, sql, params)

        monkeypatch.setattr(_db.Session, "execute", execute)

    def arm(self, error: sqlite3.Error, *, after: int = 0) -> None:
        """Fail the COMMIT after ``after`` successful ones."""
        self.error = error
        self.skip = after


@pytest.fixture
def fault(monkeypatch: pytest.MonkeyPatch) -> Iterator[CommitFault]:
    yield CommitFault(monkeypatch)


EXPORT: list[bytes] = []  # a real export, made once by ``_export``


async def _export(tmp: Path) -> bytes:
    if not EXPORT:
        async with open_journal(tmp / "source.db") as j:
            await j.add_dream("an imported dream", date="2026-11-02")
            EXPORT.append(await j.export_json())
    return EXPORT[0]


# Each kind of write, done on a journal that holds dream #1 and the memory "I have a cat".
WRITES: dict[str, Callable[[Journal], Awaitable[object]]] = {
    "dream": lambda j: j.add_dream("a dream that must not be half-kept"),
    "memory": lambda j: j.remember("I work nights"),
    "symbol meaning": lambda j: j.save_symbol_meaning("wolf", "my own fear"),
    "conversation turn": lambda j: j.append_exchange("c1", "t1", "hello", "hi"),
    "edit": lambda j: j.update_dream(1, title="A new title"),
    "delete": lambda j: j.delete_dream(1),
    "forget": lambda j: j.forget_memory(1),
    "import batch": lambda j: j.import_json(EXPORT[0]),
}


@pytest.mark.parametrize("failure", FAILURES.values(), ids=list(FAILURES))
@pytest.mark.parametrize("write", WRITES.values(), ids=list(WRITES))
async def test_a_failed_commit_raises_one_clear_error_and_keeps_nothing(
    db_path: Path,
    fault: CommitFault,
    write: Callable[[Journal], Awaitable[object]],
    failure: tuple[sqlite3.Error, str],
) -> None:
    error, kind = failure
    await _export(db_path.parent)
    async with open_journal(db_path) as j:
        await j.add_dream("the first dream", title="First")
        await j.remember("I have a cat")
        before = read_rows(db_path)
        fault.arm(error)
        with pytest.raises(JournalError) as raised:
            await write(j)
        assert fault.fired == 1
        assert raised.value.kind == kind
        assert "\n" not in str(raised.value) and str(db_path) in str(raised.value)
        assert read_rows(db_path) == before  # nothing of the write is stored
        await write(j)  # the same write, once the disk answers again, works
        assert read_rows(db_path) != before


def test_the_space_error_says_it_is_about_space(db_path: Path) -> None:
    error, _ = FAILURES["disk full"]
    with pytest.raises(JournalError) as raised, _db.translated(db_path):
        raise error
    assert "free space" in str(raised.value)


async def test_an_import_whose_second_batch_fails_to_commit_counts_only_the_first(
    db_path: Path, fault: CommitFault, monkeypatch: pytest.MonkeyPatch
) -> None:
    from sandman.storage import _transfer

    monkeypatch.setattr(_transfer, "IMPORT_BATCH", 3)
    async with open_journal(db_path.with_name("source.db")) as j:
        for i in range(5):
            await j.add_dream(f"dream {i}", date="2026-11-02")
        export = await j.export_json()
    async with open_journal(db_path) as j:
        fault.arm(FAILURES["disk full"][0], after=1)
        with pytest.raises(JournalError) as raised:
            await j.import_json(export)
        assert raised.value.kind == "no_space"
        assert "after adding 3 records" in str(raised.value)
        assert len(read_rows(db_path)["dreams"]) == 3
        summary = await j.import_json(export)  # again: the rest
        assert (summary.dreams, summary.skipped) == (2, 3)


def test_a_disk_io_error_on_a_nearly_full_disk_says_it_is_about_space(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """sqlite reports a read that needs room for its WAL index on a full disk as a plain "disk
    I/O error": with almost no space left, the line says what to do about it."""
    from types import SimpleNamespace

    from sandman.storage import _errors

    error = sqlite3.OperationalError("disk I/O error")
    kind, line = _errors.classify(error, db_path)
    assert kind == "unavailable" and "I/O error" in line  # this disk has room: a real I/O error
    monkeypatch.setattr(_errors.os, "statvfs", lambda p: SimpleNamespace(f_bavail=3, f_frsize=4096))
    kind, line = _errors.classify(error, db_path)
    assert kind == "no_space" and "not enough free space" in line and str(db_path) in line


def test_log_prints_no_id_when_its_commit_fails(
    tmp_path: Path, fault: CommitFault, capsys: pytest.CaptureFixture[str]
) -> None:
    """`sandman log`: a failed COMMIT is one line on stderr, status 1, and no id on stdout (a
    script reading the id has nothing to believe)."""
    from sandman.cli import main

    db = tmp_path / "j.db"
    assert main(["log", "a first dream", "--db", str(db)]) == 0
    capsys.readouterr()
    fault.arm(FAILURES["disk full"][0])
    assert main(["log", "a dream on a full disk", "--db", str(db)]) == 1
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("sandman: not enough free space") and err.count("\n") == 1
    assert [r[3] for r in read_rows(db)["dreams"]] == ["a first dream"]
