"""The journal's schema, as an append-only list of small named migrations.

Each migration is an async function taking the write ``Session`` it runs in; its name is stored
in ``migrations`` once applied. Never edit or reorder one that has shipped: fix mistakes with a
new migration appended at the end.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime

from ._db import Database, Session
from ._errors import JournalError

Migration = Callable[[Session], Awaitable[None]]


async def m001_dreams(s: Session) -> None:
    await s.execute(
        """CREATE TABLE dreams (
            id INTEGER PRIMARY KEY,
            date TEXT NOT NULL,
            title TEXT,
            text TEXT NOT NULL,
            mood TEXT,
            created TEXT NOT NULL
        )"""
    )
    await s.execute("CREATE INDEX dreams_by_date ON dreams (date DESC, id DESC)")
    # External-content FTS5: the text lives once, in `dreams`; triggers keep the index in step.
    await s.execute(
        """CREATE VIRTUAL TABLE dreams_fts USING fts5(
            title, text, content='dreams', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        )"""
    )
    await s.execute(
        """CREATE TRIGGER dreams_ai AFTER INSERT ON dreams BEGIN
            INSERT INTO dreams_fts (rowid, title, text) VALUES (new.id, new.title, new.text);
        END"""
    )
    await s.execute(
        """CREATE TRIGGER dreams_ad AFTER DELETE ON dreams BEGIN
            INSERT INTO dreams_fts (dreams_fts, rowid, title, text)
            VALUES ('delete', old.id, old.title, old.text);
        END"""
    )
    await s.execute(
        """CREATE TRIGGER dreams_au AFTER UPDATE ON dreams BEGIN
            INSERT INTO dreams_fts (dreams_fts, rowid, title, text)
            VALUES ('delete', old.id, old.title, old.text);
            INSERT INTO dreams_fts (rowid, title, text) VALUES (new.id, new.title, new.text);
        END"""
    )


async def m002_symbols(s: Session) -> None:
    # Only the user's own meanings; the built-in dictionary ships as package data.
    await s.execute(
        """CREATE TABLE symbols (
            symbol TEXT PRIMARY KEY,
            meaning TEXT NOT NULL,
            updated TEXT NOT NULL
        )"""
    )


async def m003_memories(s: Session) -> None:
    await s.execute(
        """CREATE TABLE memories (
            id INTEGER PRIMARY KEY,
            fact TEXT NOT NULL,
            fact_key TEXT NOT NULL UNIQUE,
            created TEXT NOT NULL
        )"""
    )
    await s.execute(
        """CREATE VIRTUAL TABLE memories_fts USING fts5(
            fact, content='memories', content_rowid='id',
            tokenize='porter unicode61 remove_diacritics 2'
        )"""
    )
    await s.execute(
        """CREATE TRIGGER memories_ai AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts (rowid, fact) VALUES (new.id, new.fact);
        END"""
    )
    await s.execute(
        """CREATE TRIGGER memories_ad AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, fact)
            VALUES ('delete', old.id, old.fact);
        END"""
    )
    await s.execute(
        """CREATE TRIGGER memories_au AFTER UPDATE ON memories BEGIN
            INSERT INTO memories_fts (memories_fts, rowid, fact)
            VALUES ('delete', old.id, old.fact);
            INSERT INTO memories_fts (rowid, fact) VALUES (new.id, new.fact);
        END"""
    )


async def m004_conversations(s: Session) -> None:
    await s.execute(
        """CREATE TABLE conversations (
            id TEXT PRIMARY KEY,
            created TEXT NOT NULL
        )"""
    )
    await s.execute(
        """CREATE TABLE turns (
            id INTEGER PRIMARY KEY,
            conversation_id TEXT NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
            turn_id TEXT NOT NULL,
            user_text TEXT NOT NULL,
            reply_text TEXT NOT NULL,
            created TEXT NOT NULL,
            UNIQUE (conversation_id, turn_id)
        )"""
    )
    await s.execute("CREATE INDEX turns_by_conversation ON turns (conversation_id, id DESC)")


async def m005_dreams_by_created(s: Session) -> None:
    # Import finds a dream already present through this index, not by scanning every row.
    await s.execute("CREATE INDEX dreams_by_created ON dreams (created)")


async def m006_conversation_state(s: Session) -> None:
    # What a conversation was last about (dream ids, JSON), so a follow-up ("when was that?")
    # is answered from the journal, also after a restart.
    await s.execute("ALTER TABLE conversations ADD COLUMN context TEXT")
    # A destructive change proposed in one turn, carried out only if the next turn confirms it.
    await s.execute(
        """CREATE TABLE pending_changes (
            conversation_id TEXT PRIMARY KEY REFERENCES conversations (id) ON DELETE CASCADE,
            tool TEXT NOT NULL,
            args TEXT NOT NULL,
            summary TEXT NOT NULL,
            turns_before INTEGER NOT NULL,
            created TEXT NOT NULL
        )"""
    )


async def m007_ids_never_reused(s: Session) -> None:
    # A dream or memory is named to the user by its number ("#9"). Without AUTOINCREMENT SQLite
    # gives the next row the highest id in use plus one, so deleting the newest dream handed its
    # number to the next one. SQLite cannot add AUTOINCREMENT to a column: each table is copied
    # into one that has it, ids kept, and its indexes and triggers made again. The FTS indexes
    # are keyed by those same ids and stay valid. Numbers deleted before this ran are unknown
    # and may still be given once more.
    await _with_autoincrement(
        s,
        "dreams",
        "date TEXT NOT NULL, title TEXT, text TEXT NOT NULL, mood TEXT, created TEXT NOT NULL",
        "date, title, text, mood, created",
    )
    await s.execute("CREATE INDEX dreams_by_date ON dreams (date DESC, id DESC)")
    await s.execute("CREATE INDEX dreams_by_created ON dreams (created)")
    await _index_triggers(s, "dreams", "title, text", "new.title, new.text", "old.title, old.text")
    await _with_autoincrement(
        s,
        "memories",
        "fact TEXT NOT NULL, fact_key TEXT NOT NULL UNIQUE, created TEXT NOT NULL",
        "fact, fact_key, created",
    )
    await _index_triggers(s, "memories", "fact", "new.fact", "old.fact")


async def _with_autoincrement(s: Session, table: str, definition: str, columns: str) -> None:
    """``table`` copied into one whose ``id`` is ``AUTOINCREMENT`` (its other columns as
    ``definition`` says), ids kept; its indexes and triggers are gone with the old one."""
    await s.execute(
        f"CREATE TABLE {table}_next (id INTEGER PRIMARY KEY AUTOINCREMENT, {definition})"
    )
    await s.execute(f"INSERT INTO {table}_next (id, {columns}) SELECT id, {columns} FROM {table}")
    await s.execute(f"DROP TABLE {table}")
    await s.execute(f"ALTER TABLE {table}_next RENAME TO {table}")


async def _index_triggers(s: Session, table: str, columns: str, new: str, old: str) -> None:
    """The triggers that keep ``{table}_fts`` (external content) in step with ``table``."""
    fts = f"{table}_fts"
    await s.execute(
        f"""CREATE TRIGGER {table}_ai AFTER INSERT ON {table} BEGIN
            INSERT INTO {fts} (rowid, {columns}) VALUES (new.id, {new});
        END"""
    )
    await s.execute(
        f"""CREATE TRIGGER {table}_ad AFTER DELETE ON {table} BEGIN
            INSERT INTO {fts} ({fts}, rowid, {columns}) VALUES ('delete', old.id, {old});
        END"""
    )
    await s.execute(
        f"""CREATE TRIGGER {table}_au AFTER UPDATE ON {table} BEGIN
            INSERT INTO {fts} ({fts}, rowid, {columns}) VALUES ('delete', old.id, {old});
            INSERT INTO {fts} (rowid, {columns}) VALUES (new.id, {new});
        END"""
    )


MIGRATIONS: tuple[Migration, ...] = (
    m001_dreams,
    m002_symbols,
    m003_memories,
    m004_conversations,
    m005_dreams_by_created,
    m006_conversation_state,
    m007_ids_never_reused,
)


def _names(migrations: tuple[Migration, ...]) -> list[str]:
    return [m.__name__ for m in migrations]


async def applied_names(s: Session) -> list[str]:
    """Names of the migrations recorded in the journal, in the order they were applied."""
    exists = await s.fetchone(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'migrations'"
    )
    if exists is None:
        return []
    return [str(r[0]) for r in await s.fetchall("SELECT name FROM migrations ORDER BY id")]


async def migrate(db: Database, migrations: tuple[Migration, ...] = MIGRATIONS) -> list[str]:
    """Apply the migrations not yet recorded, all in one transaction; return their names.

    A journal already up to date takes no write lock, so it opens while another program writes.
    Two programs opening a fresh journal at once are safe: the check is repeated under the lock.
    Raises ``JournalError`` if the journal holds migrations this version does not know.
    """
    known = _names(migrations)
    async with db.read() as s:
        done = await applied_names(s)
    _check_known(db, done, known)
    if len(done) == len(known):
        return []
    async with db.write() as s:
        await s.execute(
            """CREATE TABLE IF NOT EXISTS migrations (
                id INTEGER PRIMARY KEY,
                name TEXT NOT NULL UNIQUE,
                applied TEXT NOT NULL
            )"""
        )
        done = await applied_names(s)
        _check_known(db, done, known)
        new: list[str] = []
        for migration in migrations[len(done) :]:
            await migration(s)
            await s.execute(
                "INSERT INTO migrations (name, applied) VALUES (?, ?)",
                (migration.__name__, datetime.now(UTC).isoformat(timespec="milliseconds")),
            )
            new.append(migration.__name__)
    return new


def _check_known(db: Database, done: list[str], known: list[str]) -> None:
    if done != known[: len(done)]:
        unknown = next(n for i, n in enumerate(done) if i >= len(known) or known[i] != n)
        raise JournalError(
            f"journal {db.path} was written by a newer or different version of Sandman "
            f"(unknown schema step {unknown!r})"
        )
