"""Several journals and tasks at once, locks held by other programs, and cancellation."""

from __future__ import annotations

import re
import sqlite3
import threading
from pathlib import Path

import pytest
import trio

from sandman.storage import JournalError, open_journal
from sandman.tools import RememberArgs, SearchDreamsArgs, validate


async def test_tools_write_through_one_journal_while_another_reads_the_same_file(
    db_path: Path,
) -> None:
    writes = 30
    snapshots: list[int] = []
    async with open_journal(db_path) as writer, open_journal(db_path) as reader:
        finished = trio.Event()

        async def write() -> None:
            for i in range(writes):
                await writer.add_dream(f"dream {i} about the sea")
                await writer.run_tool("remember", RememberArgs(fact=f"fact {i}"))
            finished.set()

        async def read() -> None:
            while not finished.is_set():
                ids = sorted(d.id for d in await reader.list_dreams(limit=1000))
                # A reader only ever sees whole commits: ids 1..n with no gaps.
                assert ids == list(range(1, len(ids) + 1))
                snapshots.append(len(ids))
                result = (
                    await reader.run_tool("search_dreams", SearchDreamsArgs(query="sea"))
                ).text
                assert re.match(r"(?:\d+|No) dreams? match", result)

        async with trio.open_nursery() as nursery:
            nursery.start_soon(write)
            nursery.start_soon(read)
        assert len(await reader.list_dreams(limit=1000)) == writes
        assert (
            "fact 29"
            in (await reader.run_tool("recall_memories", validate("recall_memories", {}))).text
        )
    assert snapshots and snapshots == sorted(snapshots)


async def test_many_tasks_sharing_one_journal_do_not_mix_their_transactions(
    db_path: Path,
) -> None:
    async with open_journal(db_path) as journal:

        async def add(worker: int) -> None:
            for i in range(8):
                await journal.add_dream(f"worker {worker} dream {i}")
                await journal.save_symbol_meaning(f"thing{worker}", f"meaning {i}")

        async with trio.open_nursery() as nursery:
            for worker in range(4):
                nursery.start_soon(add, worker)
        assert len(await journal.list_dreams(limit=100)) == 32
        with sqlite3.connect(db_path) as conn:
            assert conn.execute("SELECT count(*) FROM symbols").fetchone() == (4,)


async def test_two_journals_on_different_files_in_one_trio_run(tmp_path: Path) -> None:
    async with open_journal(tmp_path / "a.db") as a, open_journal(tmp_path / "b.db") as b:
        await a.add_dream("only in a")
        assert await b.list_dreams() == []
        assert [d.text for d in await a.list_dreams()] == ["only in a"]


async def test_write_lock_held_elsewhere_fails_clearly_after_the_busy_timeout(
    db_path: Path,
) -> None:
    async with open_journal(db_path) as journal:
        await journal.add_dream("before the lock")
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        async with open_journal(db_path, busy_timeout=0.2) as journal:
            with trio.fail_after(10):
                with pytest.raises(JournalError, match="locked by another program"):
                    await journal.add_dream("during the lock")
                # Reading still works while another program writes (WAL).
                assert [d.text for d in await journal.list_dreams()] == ["before the lock"]
            other.execute("ROLLBACK")
            await journal.add_dream("after the lock")
            assert len(await journal.list_dreams()) == 2
    finally:
        other.close()


async def test_cancelled_write_leaves_nothing_behind_and_the_journal_usable(
    db_path: Path,
) -> None:
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        async with open_journal(db_path, busy_timeout=0.3) as journal:
            other.execute("BEGIN IMMEDIATE")
            with trio.CancelScope() as scope:
                async with trio.open_nursery() as nursery:

                    async def cancel_once_waiting() -> None:
                        # The writer is parked on the sqlite lock in aiosqlite's thread.
                        await trio.testing.wait_all_tasks_blocked()
                        scope.cancel()

                    nursery.start_soon(journal.add_dream, "never stored")
                    nursery.start_soon(cancel_once_waiting)
            assert scope.cancelled_caught
            other.execute("ROLLBACK")
            await journal.add_dream("stored")
            assert [d.text for d in await journal.list_dreams()] == ["stored"]
    finally:
        other.close()


async def test_cancelling_an_open_journal_closes_its_connection_and_thread(
    db_path: Path,
) -> None:
    threads_before = set(threading.enumerate())
    with trio.CancelScope() as scope:
        async with open_journal(db_path) as journal:
            workers = set(threading.enumerate()) - threads_before
            await journal.add_dream("first")
            async with trio.open_nursery() as nursery:

                async def keep_reading() -> None:
                    while True:
                        await journal.list_dreams()

                nursery.start_soon(keep_reading)
                await journal.add_dream("second")
                scope.cancel()
    assert scope.cancelled_caught
    assert workers
    for worker in workers:
        # The connection's thread was told to stop before the block exited; it ends on its own.
        worker.join(timeout=10)
        assert not worker.is_alive()
    async with open_journal(db_path) as journal:
        assert len(await journal.list_dreams()) == 2


async def test_errors_from_inside_the_block_come_out_as_themselves(db_path: Path) -> None:
    with pytest.raises(KeyError):
        async with open_journal(db_path):
            raise KeyError("mine")
    group = ExceptionGroup("callers own", [ValueError("inner")])
    with pytest.raises(ExceptionGroup) as info:
        async with open_journal(db_path):
            raise group
    assert info.value is group
