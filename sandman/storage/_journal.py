"""The journal: ``Journal`` put together from its parts, and ``open_journal``.

Each part lives with its own queries: dreams (``_dreams``, searched by ``_search``), symbol
meanings (``_symbols``), memories (``_memories``), conversations (``_conversations``), export
and import (``_transfer``); the tools are dispatched by ``_dispatch``, to the chat's own actions
(``_actions``) and the links from a told dream (``_links``) among others.
"""

from __future__ import annotations

import os
import sqlite3
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import platformdirs

from ..tools import RESULT_BUDGET, ToolArgs, ToolResult
from ._conversations import Conversations
from ._db import Database, open_database
from ._dictionary import Dictionary, builtin_dictionary
from ._dispatch import Dispatch
from ._dreams import Dreams
from ._errors import JournalError, describe
from ._memories import Memories
from ._migrations import applied_names, migrate
from ._symbols import Symbols
from ._transfer import Transfer
from ._vocabulary import Vocabulary, builtin_vocabulary

DEFAULT_BUSY_TIMEOUT = 5.0


def default_db_path() -> Path:
    """``sandman.db`` in the user's data directory (the directory is created when opened)."""
    return platformdirs.user_data_path("sandman", appauthor=False) / "sandman.db"


class Journal(Dispatch, Dreams, Symbols, Memories, Conversations, Transfer):
    """An open journal. Get one from ``open_journal``; it is only usable inside that block.

    It stores dreams, the user's own symbol meanings, memories and conversation turns, and
    runs the tools (``run_tool``). Methods may be called from several trio tasks at once: each
    call holds the connection for its whole span, and every write is one transaction (all or
    nothing). Bad input and storage failures raise ``JournalError`` with one line for the user;
    the journal is left unchanged.
    """

    def __init__(self, db: Database, dictionary: Dictionary, vocabulary: Vocabulary | None = None):
        self._db = db
        self._dictionary = dictionary
        self._vocabulary = builtin_vocabulary() if vocabulary is None else vocabulary

    @property
    def path(self) -> Path:
        return self._db.path

    @property
    def read_only(self) -> bool:
        """True when the file could only be opened for reading (a read-only file or mount):
        reading works, and every write raises ``JournalError`` saying it is read-only."""
        return self._db.read_only

    def check_file(self) -> None:
        """Raise ``JournalError(kind="replaced")`` if the journal's file was removed, moved or
        replaced since it was opened (every write is then refused); see ``Database.check_file``."""
        self._db.check_file()

    async def run_tool(
        self,
        name: str,
        args: ToolArgs,
        *,
        budget: int = RESULT_BUDGET,
        conversation_id: str = "",
    ) -> ToolResult:
        """Run one validated tool call: its result body for the model (at most ``budget``
        characters), a lead for the user, and the dreams it showed (remembered as what
        ``conversation_id`` is about, for follow-ups).

        Raises ``JournalError`` for an unknown tool, arguments of the wrong schema, or a storage
        failure; the caller turns that into an error result for the model.
        """
        return await self._run_tool(name, args, budget, conversation_id)

    async def check_integrity(self) -> None:
        """Raise ``JournalError`` — the same line a damaged journal gives any command that reads
        it — unless sqlite's ``PRAGMA quick_check`` finds the file sound (it reads every page:
        about a second per few hundred MB)."""
        async with self._db.read() as s:
            rows = await s.fetchall("PRAGMA quick_check")
        if rows != [("ok",)]:
            raise JournalError(
                describe(sqlite3.DatabaseError("database disk image is malformed"), self.path)
            )

    async def applied_migrations(self) -> list[str]:
        """Names of the schema migrations recorded in this journal, in order."""
        async with self._db.read() as s:
            return await applied_names(s)


@asynccontextmanager
async def open_journal(
    path: str | os.PathLike[str] | None = None,
    *,
    busy_timeout: float | None = None,
    check_integrity: bool = False,
) -> AsyncIterator[Journal]:
    """Open (creating if needed) the journal at ``path``, or at ``default_db_path()`` when None.

    Brings the schema up to date first. With ``check_integrity``, a damaged file is refused at
    once (``Journal.check_integrity``) instead of when a query reaches the damage. Waits up to
    ``busy_timeout`` seconds (default ``DEFAULT_BUSY_TIMEOUT``) for another program's write lock
    before failing. Raises ``JournalError`` if the file is not a journal, is damaged, locked or
    cannot be created; the connection is closed when the block exits, even on cancellation.
    Must run under trio.
    """
    if path is None or os.fspath(path) == "":
        target = default_db_path()
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise JournalError(
                f"cannot create the journal folder {target.parent}: {exc.strerror}"
            ) from None
    else:
        target = Path(os.fspath(path)).expanduser()
    timeout = DEFAULT_BUSY_TIMEOUT if busy_timeout is None else busy_timeout
    async with open_database(target, busy_timeout=timeout) as db:
        journal = Journal(db, builtin_dictionary())
        if check_integrity:
            await journal.check_integrity()
        await migrate(db)
        yield journal
