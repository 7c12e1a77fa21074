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
import fcntl
import logging
import os
import sqlite3
import time
import urllib.parse
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeAlias

import aiosqlite
import trio
import trio_asyncio  # type: ignore[import-untyped]

from ._errors import JournalError, translated

log = logging.getLogger(__name__)

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
        # A descriptor on the file this connection has open, and the journal's own stamp (the
        # header's application_id), set once the journal is set up; see ``check_file``.
        self._file: _Handle | None = None
        self.stamp = 0

    def check_file(self) -> None:
        """Raise ``JournalError(kind="replaced")`` unless ``path`` still names the file this
        connection has open: it exists, is the same file (device and inode), and still starts
        as an SQLite database carrying this journal's stamp.

        sqlite keeps writing to the file it opened, so a journal removed, renamed over (a
        backup restored with ``mv``, a sync tool's replace) or overwritten in place would take
        writes that no later open sees. Every write checks before it starts and again after
        its COMMIT, so such a write is refused, never acknowledged and then lost.
        """
        if self._file is None:
            return
        path = self.path
        restart = "; restart Sandman to use the journal now at that path"
        try:
            st = os.stat(path)
        except FileNotFoundError:
            raise JournalError(
                f"the journal file {path} was moved or removed while Sandman was running{restart}",
                kind="replaced",
            ) from None
        except OSError as exc:
            raise JournalError(
                f"cannot check journal {path}: {exc.strerror or exc}", kind="unavailable"
            ) from None
        if (st.st_dev, st.st_ino) != self._file.key:
            raise JournalError(
                f"the journal file {path} was replaced by another file while Sandman was "
                f"running{restart}",
                kind="replaced",
            )
        header = self._file.header()
        if not header.startswith(_MAGIC):
            raise JournalError(
                f"the journal file {path} was overwritten while Sandman was running (it is no "
                f"longer a database){restart}",
                kind="replaced",
            )
        stamp = _header_stamp(header)
        if self.stamp and stamp not in (0, self.stamp):
            raise JournalError(
                f"the journal file {path} was overwritten with another journal while Sandman "
                f"was running{restart}",
                kind="replaced",
            )

    async def _identify(self, handle: _Handle | None) -> None:
        """Record which file is open and give the journal its stamp if it has none yet."""
        if handle is None:
            return
        try:
            st = os.stat(self.path)
        except OSError:
            return
        if (st.st_dev, st.st_ino) != handle.key:
            return  # replaced while being opened: sqlite's own answers will have to do
        self._file = handle
        async with self.read() as s:
            row = await s.fetchone("PRAGMA application_id")
            stamp = int(row[0]) if row else 0
            if stamp == 0 and not self.read_only:
                # A random non-zero 31-bit stamp: one per journal, kept for its life.
                stamp = int.from_bytes(os.urandom(4), "big") & 0x7FFFFFFF or 1
                await s.execute("BEGIN IMMEDIATE")
                try:
                    now = await s.fetchone("PRAGMA application_id")
                    if now and int(now[0]):
                        stamp = int(now[0])  # another opener stamped it first
                    else:
                        await s.execute(f"PRAGMA application_id={stamp}")
                    await s.execute("COMMIT")
                except BaseException:
                    await self._end(commit=False)
                    raise
        self.stamp = handle.stamp = stamp

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
            self.check_file()
            try:
                await self._session.execute("BEGIN IMMEDIATE")
                if self.stamp:
                    # Rewriting the stamp puts the header page in every transaction's WAL
                    # frames, so a WAL left beside another file is recognised (``_set_aside_stale_wal``).
                    await self._session.execute(f"PRAGMA application_id={self.stamp}")
            except BaseException:
                # Cancelled while waiting for the lock: BEGIN may still succeed in the worker
                # thread after we stopped waiting, so undo it in order behind it.
                await self._end(commit=False)
                raise
            try:
                yield self._session
                self.check_file()
            except BaseException:
                await self._end(commit=False)
                raise
            await self._end(commit=True)
            # Committed into the file sqlite has open: if that is no longer the journal (it was
            # replaced in the meantime), the write is not acknowledged.
            self.check_file()

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
    handle = _HANDLES.acquire(path)
    if handle is not None:
        # Released after the connection has closed (the exit stack unwinds in reverse).
        stack.callback(_HANDLES.release, handle)
        if existed:
            _set_aside_stale_wal(path, handle.header(), shared=_HANDLES.shared(handle))
        # Runs once the connection has closed: sqlite leaves the WAL of a file replaced under
        # it at the path, where the next opener (any sqlite program) would replay it.
        stack.callback(_after_close, path, handle)
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
        await db._identify(handle)
        return db
    await attempt.aclose()
    db = await _open_read_only(stack, path, loop, busy_timeout)
    await db._identify(handle)
    return db


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


_MAGIC = b"SQLite format 3\x00"
_WAL_MAGIC = (0x377F0682, 0x377F0683)


class _Handle:
    """A read-only descriptor on an open journal file, shared by this process's connections
    to it (see ``_Handles``)."""

    def __init__(self, fd: int, key: tuple[int, int], path: Path) -> None:
        self.fd = fd
        self.key = key
        self.path = path
        self.users = 0
        self.stamp = 0  # the journal's stamp, once known

    def header(self) -> bytes:
        try:
            return os.pread(self.fd, 100, 0)
        except OSError:
            return b""


class _Handles:
    """One descriptor per journal file (device, inode) for the whole process.

    sqlite locks its files with POSIX record locks, and closing *any* descriptor of a file
    drops every such lock the process holds on it — which would let another program
    checkpoint and delete a WAL still in use here. So Sandman never opens and closes the
    journal file beside sqlite's connections: each file gets one descriptor, closed only when
    the last of this process's connections to it has closed.
    """

    def __init__(self) -> None:
        self._open: dict[tuple[int, int], _Handle] = {}

    def acquire(self, path: Path) -> _Handle | None:
        try:
            st = os.stat(path)
        except OSError:
            return None
        key = (st.st_dev, st.st_ino)
        handle = self._open.get(key)
        if handle is None:
            try:
                fd = os.open(path, os.O_RDONLY | getattr(os, "O_CLOEXEC", 0))
            except OSError:
                return None
            real = os.fstat(fd)
            key = (real.st_dev, real.st_ino)
            handle = self._open.get(key)
            if handle is None:
                handle = self._open[key] = _Handle(fd, key, path)
            else:  # pragma: no cover - the file changed between stat and open
                os.close(fd)
        handle.users += 1
        return handle

    def release(self, handle: _Handle) -> None:
        handle.users -= 1
        if handle.users == 0:
            del self._open[handle.key]
            os.close(handle.fd)

    def holds(self, key: tuple[int, int]) -> bool:
        return key in self._open

    def shared(self, handle: _Handle) -> bool:
        """True when this process has another connection to ``handle``'s file, or to another
        file once opened at the same path (a journal since replaced)."""
        return handle.users > 1 or any(
            h.path == handle.path and h is not handle for h in self._open.values()
        )


_HANDLES = _Handles()


def _header_stamp(header: bytes) -> int:
    """The journal's stamp: the header's application_id (bytes 68-71, big-endian)."""
    return int.from_bytes(header[68:72], "big") if len(header) >= 72 else 0


def _wal_stamp(wal: Path) -> int:
    """The stamp in the newest header page among ``wal``'s current frames; 0 if it holds none
    (or is not a WAL). Frames left from before the WAL's last restart carry other salts and are
    skipped, as sqlite skips them."""
    try:
        with open(wal, "rb") as f:
            head = f.read(32)
            if len(head) < 32 or int.from_bytes(head[0:4], "big") not in _WAL_MAGIC:
                return 0
            page_size = int.from_bytes(head[8:12], "big")
            salts = head[16:24]
            if page_size < 512 or page_size & (page_size - 1):
                return 0
            stamp = 0
            while True:
                frame = f.read(24)
                if len(frame) < 24 or frame[8:16] != salts:
                    return stamp
                if int.from_bytes(frame[0:4], "big") == 1:
                    page = f.read(100)
                    if len(page) < 100:
                        return stamp
                    stamp = _header_stamp(page)
                    f.seek(page_size - 100, os.SEEK_CUR)
                else:
                    f.seek(page_size, os.SEEK_CUR)
    except OSError:
        return 0


def _set_aside_stale_wal(path: Path, header: bytes, *, shared: bool) -> None:
    """Keep a WAL left by another file from being replayed into the journal at ``path``.

    sqlite replays ``<path>-wal`` into whatever file is at ``path``: after a journal was
    replaced while a program had it open (a backup restored with ``mv``), the old file's WAL
    would be merged into the new one's pages. Sandman stamps every transaction's header page,
    so a WAL whose stamp differs from the file's belongs to another journal. If no program has
    it open (sqlite's own lock on its index is free) it is renamed aside, kept for inspection,
    and the journal opens as it is; if one still has it open, opening is refused.
    """
    wal = Path(f"{path}-wal")
    try:
        if wal.stat().st_size <= 32:
            return
    except OSError:
        return
    file_stamp = _header_stamp(header) if header.startswith(_MAGIC) else 0
    wal_stamp = _wal_stamp(wal)
    if not file_stamp or not wal_stamp or file_stamp == wal_stamp:
        return
    shm = Path(f"{path}-shm")
    # sqlite's locks are per process, so its lock cannot tell about this process's own users.
    if shared or _in_use(shm):
        raise JournalError(
            f"{wal.name} beside journal {path} belongs to another journal file that a running "
            f"program still has open; stop that program (it was using a file since replaced) "
            f"and open the journal again",
            kind="replaced",
        )
    _move_aside(path)


def _move_aside(path: Path) -> None:
    """Rename ``path``'s -wal and -shm out of sqlite's way, kept for inspection."""
    suffix = f".from-another-file-{int(time.time())}"
    for side in (Path(f"{path}-wal"), Path(f"{path}-shm")):
        with contextlib.suppress(FileNotFoundError):
            side.rename(side.with_name(side.name + suffix))
    log.warning(
        "%s-wal belonged to another journal file (replaced while a program had it open); "
        "kept as %s-wal%s and not merged into it",
        path,
        path.name,
        suffix,
    )


def _after_close(path: Path, handle: _Handle) -> None:
    """If the file at ``path`` is no longer ``handle``'s, set aside the WAL it left there."""
    try:
        st = os.stat(path)
    except OSError:
        return
    key = (st.st_dev, st.st_ino)
    if key == handle.key or _HANDLES.holds(key) or not handle.stamp:
        return  # still the journal, or open here: its own connections are in charge
    wal = Path(f"{path}-wal")
    if _wal_stamp(wal) != handle.stamp:
        return  # not the WAL of the file that was replaced
    if _HANDLES.shared(handle) or _in_use(Path(f"{path}-shm")):
        return  # still in use; the next opener here refuses it
    _move_aside(path)


def _in_use(shm: Path) -> bool:
    """True when a program has the WAL index open: sqlite holds a shared lock on byte 128 of
    its ``-shm`` file for as long as a connection uses it."""
    try:
        fd = os.open(shm, os.O_RDWR)
    except FileNotFoundError:
        return False
    except OSError:
        return True
    try:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, 128)
    except OSError:
        return True
    else:
        fcntl.lockf(fd, fcntl.LOCK_UN, 1, 128)
        return False
    finally:
        os.close(fd)


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
