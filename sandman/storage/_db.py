"""The only place that knows the journal runs on aiosqlite under trio through trio-asyncio.

aiosqlite awaits asyncio futures, which ``trio.run`` cannot; each ``Database`` therefore opens its
own trio-asyncio loop and calls aiosqlite through ``aio_as_trio`` with that loop passed explicitly,
so it works from any trio task and two databases can be open in one trio run. Callers see trio
only.

One aiosqlite connection is one SQLite connection: statements from two trio tasks must not mix
inside one transaction, so every use goes through ``read()`` or ``write()``, which hold a
``trio.Lock`` for the whole span.
"""

from __future__ import annotations

import contextlib
import os
import sqlite3
import urllib.parse
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeAlias

import aiosqlite
import trio
import trio_asyncio  # type: ignore[import-untyped]

from ._errors import JournalError, translated

Row: TypeAlias = tuple[Any, ...]
Params: TypeAlias = Sequence[Any]


class Session:
    """Statements inside one ``read()`` or ``write()`` span; valid only within it."""

    def __init__(self, conn: aiosqlite.Connection, loop: trio_asyncio.TrioEventLoop, path: Path):
        self._conn = conn
        self._loop = loop
        self._path = path

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        with translated(self._path):
            rows = await trio_asyncio.aio_as_trio(self._conn.execute_fetchall, loop=self._loop)(
                sql, params
            )
        return [tuple(r) for r in rows]

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None

    async def executemany(self, sql: str, rows: Sequence[Params]) -> int:
        """Run one statement for each of ``rows`` in one trip to the database thread; returns
        how many rows they changed in all."""
        if not rows:
            return 0
        with translated(self._path):
            cursor = await trio_asyncio.aio_as_trio(self._conn.executemany, loop=self._loop)(
                sql, rows
            )
        return max(int(cursor.rowcount), 0)

    async def execute(self, sql: str, params: Params = ()) -> tuple[int, int]:
        """Run one statement; returns ``(lastrowid, rowcount)``."""
        with translated(self._path):
            cursor = await trio_asyncio.aio_as_trio(self._conn.execute, loop=self._loop)(
                sql, params
            )
        return cursor.lastrowid or 0, cursor.rowcount


class Database:
    """An open journal file. Made by ``open_database``; closed when that context exits."""

    def __init__(
        self,
        conn: aiosqlite.Connection,
        loop: trio_asyncio.TrioEventLoop,
        path: Path,
        *,
        read_only: bool = False,
    ):
        self.path = path
        self.read_only = read_only
        self._session = Session(conn, loop, path)
        self._lock = trio.Lock()

    @asynccontextmanager
    async def read(self, *, snapshot: bool = False) -> AsyncIterator[Session]:
        """Hold the connection for reads; with ``snapshot`` they all see one committed state."""
        async with self._lock:
            if not snapshot:
                yield self._session
                return
            await self._session.execute("BEGIN DEFERRED")
            try:
                yield self._session
            finally:
                await self._end(commit=False)

    @asynccontextmanager
    async def write(self) -> AsyncIterator[Session]:
        """One write transaction: committed when the block ends, rolled back if it raises.

        ``BEGIN IMMEDIATE`` takes the write lock up front, so a busy journal fails here (after the
        busy timeout, as ``JournalError``) rather than half-way through. COMMIT and ROLLBACK are
        shielded from cancellation: once the block is done, the caller learns the real outcome.
        """
        async with self._lock:
            try:
                await self._session.execute("BEGIN IMMEDIATE")
            except BaseException:
                # Cancelled while waiting for the lock: BEGIN may still succeed in the worker
                # thread after we stopped waiting, so undo it in order behind it.
                await self._end(commit=False)
                raise
            try:
                yield self._session
            except BaseException:
                await self._end(commit=False)
                raise
            await self._end(commit=True)

    async def _end(self, *, commit: bool) -> None:
        with trio.CancelScope(shield=True):
            if commit:
                try:
                    await self._session.execute("COMMIT")
                    return
                except BaseException:
                    # A failed COMMIT (disk full, I/O error) can leave the transaction open.
                    await self._end(commit=False)
                    raise
            try:
                await self._session.execute("ROLLBACK")
            except Exception:
                # "no transaction is active" (BEGIN never happened) or a connection already
                # broken; either way nothing of ours is left to undo.
                pass


@asynccontextmanager
async def open_database(path: Path, *, busy_timeout: float) -> AsyncIterator[Database]:
    """Open ``path`` in WAL mode with foreign keys, full fsync on commit and a busy timeout.

    A new journal file is created readable by its owner only (0600). A journal that cannot be
    written (a read-only file or mount) is opened read-only: reading works, and every write
    fails with a ``JournalError`` saying it is read-only (``Database.read_only``). Two programs
    opening a brand-new journal at once both succeed: switching it to WAL is retried within the
    busy timeout. Raises ``JournalError`` if the file cannot be opened or is not a database; the
    connection's worker thread and the asyncio loop are always shut down on exit, even when
    cancelled. Exceptions leave as themselves, not wrapped in the groups of the loop's nurseries.
    """
    from_body: BaseException | None = None
    try:
        async with trio_asyncio.open_loop() as loop, contextlib.AsyncExitStack() as stack:
            db = await _open(stack, path, loop, busy_timeout)
            try:
                yield db
            except BaseException as exc:
                from_body = exc
                raise
    except BaseExceptionGroup as group:
        inner = _unwrap(group, from_body)
        if inner is group:
            raise
    else:
        return
    # Raised outside the handler so the exception is not chained to the group it came out of.
    raise inner


def _create_private(path: Path) -> None:
    """Create ``path`` empty with mode 0600 if it does not exist (sqlite would use 0644; its
    -wal and -shm files copy the database file's mode)."""
    try:
        fd = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o600)
    except OSError:
        return  # it exists (another opener was first), or sqlite will say why it cannot be made
    os.close(fd)


async def _open(
    stack: contextlib.AsyncExitStack,
    path: Path,
    loop: trio_asyncio.TrioEventLoop,
    busy_timeout: float,
) -> Database:
    existed = path.is_file()
    if not existed:
        _create_private(path)
    attempt = contextlib.AsyncExitStack()
    try:
        conn = await attempt.enter_async_context(_connection(path, loop, busy_timeout))
        # sqlite itself falls back to reading only when the file cannot be opened for writing
        # (a read-only mount with the WAL's side files present); say so as it would.
        db = Database(conn, loop, path, read_only=not os.access(path, os.W_OK, effective_ids=True))
        writable = await _set_up(db, busy_timeout)
    except JournalError as exc:
        await attempt.aclose()
        if not existed or not _unwritable(exc):
            raise
        writable = False  # e.g. on a read-only mount sqlite cannot even open it read-write
    except BaseException:
        await attempt.aclose()
        raise
    if writable:
        stack.push_async_exit(attempt)
        return db
    await attempt.aclose()
    return await _open_read_only(stack, path, loop, busy_timeout)


async def _set_up(db: Database, busy_timeout: float) -> bool:
    """WAL, fsync and foreign keys; False when the journal cannot be written."""
    deadline = trio.current_time() + busy_timeout
    async with db.read() as s:
        while True:
            try:
                # The first statement reads the header: a text file or garbage fails here.
                mode = await s.fetchone("PRAGMA journal_mode=WAL")
                break
            except JournalError as exc:
                # A second opener of a brand-new journal can find it locked while the first
                # switches it to WAL; sqlite's busy handler does not cover that step.
                if not _locked(exc) or trio.current_time() >= deadline:
                    raise
                await trio.sleep(0.02)
        if mode is None or str(mode[0]).lower() not in ("wal", "memory"):
            # sqlite answers with the old mode, not an error, when it cannot switch.
            return False
        await s.execute("PRAGMA synchronous=FULL")
        await s.execute("PRAGMA foreign_keys=ON")
        await s.execute(f"PRAGMA busy_timeout={int(busy_timeout * 1000)}")
    return True


def _unwritable(exc: JournalError) -> bool:
    cause = str(exc.__cause__).lower()
    return "unable to open" in cause or "readonly" in cause or "read-only" in cause


def _locked(exc: JournalError) -> bool:
    cause = exc.__cause__
    return isinstance(cause, sqlite3.OperationalError) and (
        "locked" in str(cause).lower() or "busy" in str(cause).lower()
    )


async def _open_read_only(
    stack: contextlib.AsyncExitStack,
    path: Path,
    loop: trio_asyncio.TrioEventLoop,
    busy_timeout: float,
) -> Database:
    """Open ``path`` for reading only. On a read-only mount sqlite cannot create the WAL's
    shared-memory file, so the file is opened as immutable — safe there (nobody can write it),
    unless a crash left committed changes in its -wal file, which immutable would not see."""
    uri = f"file:{urllib.parse.quote(str(path))}"
    last: JournalError | None = None
    for query in ("mode=ro", "immutable=1"):
        if query == "immutable=1":
            wal = Path(f"{path}-wal")
            if wal.exists() and wal.stat().st_size > 0:
                raise JournalError(
                    f"journal {path} is read-only and holds changes not yet merged into it "
                    f"(in {wal.name}); open it once where it can be written"
                )
        attempt = contextlib.AsyncExitStack()
        try:
            conn = await attempt.enter_async_context(
                _connection(path, loop, busy_timeout, uri=f"{uri}?{query}")
            )
            db = Database(conn, loop, path, read_only=True)
            async with db.read() as s:
                await s.fetchone("SELECT count(*) FROM sqlite_master")
                await s.execute("PRAGMA foreign_keys=ON")
                await s.execute(f"PRAGMA busy_timeout={int(busy_timeout * 1000)}")
        except JournalError as exc:
            await attempt.aclose()
            last = exc
            continue
        except BaseException:
            await attempt.aclose()
            raise
        stack.push_async_exit(attempt)
        return db
    assert last is not None
    raise last


def _unwrap(group: BaseExceptionGroup[BaseException], body: BaseException | None) -> BaseException:
    """What to re-raise for ``group``: the caller's own exception ``body`` (which may be a group
    itself) when the group holds just that, else the exception inside single-member groups."""
    if body is not None and _leaves(group) == _leaves(body):
        return body
    inner: BaseException = group
    while isinstance(inner, BaseExceptionGroup) and len(inner.exceptions) == 1:
        inner = inner.exceptions[0]
    return inner


def _leaves(exc: BaseException) -> list[int]:
    # Identities, because nurseries may split and rebuild groups but keep the leaf objects.
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in _leaves(inner)]
    return [id(exc)]


@asynccontextmanager
async def _connection(
    path: Path, loop: trio_asyncio.TrioEventLoop, busy_timeout: float, *, uri: str | None = None
) -> AsyncIterator[aiosqlite.Connection]:
    failure: list[sqlite3.Error] = []

    def connector() -> sqlite3.Connection:
        # If sqlite3.connect fails inside aiosqlite's thread, aiosqlite stops the thread without
        # waiting, and the thread later reports to a loop we have closed. Handing it a stand-in
        # connection instead lets us shut it down in order and then raise the real error.
        try:
            return sqlite3.connect(
                uri or str(path), isolation_level=None, timeout=busy_timeout, uri=uri is not None
            )
        except sqlite3.Error as exc:
            failure.append(exc)
            return sqlite3.connect(":memory:")

    conn = aiosqlite.Connection(connector, iter_chunk_size=64)
    await trio_asyncio.aio_as_trio(conn.__aenter__, loop=loop)()
    try:
        if failure:
            with translated(path):
                raise failure[0]
        yield conn
    finally:
        with trio.CancelScope(shield=True):
            try:
                await trio_asyncio.aio_as_trio(conn.close, loop=loop)()
            except (sqlite3.Error, ValueError):
                pass
