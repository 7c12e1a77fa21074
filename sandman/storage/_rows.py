"""Records as table rows: how a dream row is read, and the one statement that writes each kind
of record, used alike by the single writes (``add_dream``, ``remember`` …) and by import.

Each writer takes the ``Session`` of a write transaction the caller holds.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TypeAlias

from ._db import Row, Session
from ._records import Dream, Memory
from ._words import fact_key

DREAM_COLUMNS = "d.id, d.date, d.title, d.text, d.mood, d.created"
MEMORY_COLUMNS = "m.id, m.fact, m.created"

#: date, title, text, mood, created
DreamValues: TypeAlias = tuple[str, str | None, str, str | None, str]
#: symbol, meaning, updated
MeaningValues: TypeAlias = tuple[str, str, str]
#: fact, created
MemoryValues: TypeAlias = tuple[str, str]
#: conversation id, created
ConversationValues: TypeAlias = tuple[str, str]
#: conversation id, turn id, user text, reply text, created
TurnValues: TypeAlias = tuple[str, str, str, str, str]

_INSERT_DREAM = "INSERT INTO dreams (date, title, text, mood, created) SELECT ?1, ?2, ?3, ?4, ?5"
# A dream already present is found through the index on `created`, not by a scan.
_UNLESS_PRESENT = """ WHERE NOT EXISTS (
    SELECT 1 FROM dreams WHERE created = ?5 AND date = ?1 AND text = ?3
    AND title IS ?2 AND mood IS ?4)"""
_STORE_MEANING = """INSERT INTO symbols (symbol, meaning, updated) VALUES (?, ?, ?)
    ON CONFLICT (symbol) DO UPDATE SET meaning = excluded.meaning, updated = excluded.updated"""
_STORE_MEMORY = """INSERT INTO memories (fact, fact_key, created) VALUES (?, ?, ?)
    ON CONFLICT (fact_key) DO NOTHING"""
_ENSURE_CONVERSATION = (
    "INSERT INTO conversations (id, created) VALUES (?, ?) ON CONFLICT DO NOTHING"
)
_STORE_TURN = """INSERT INTO turns (conversation_id, turn_id, user_text, reply_text, created)
    VALUES (?, ?, ?, ?, ?) ON CONFLICT (conversation_id, turn_id) DO"""


def dream(row: Row) -> Dream:
    """The ``Dream`` of a row that starts with ``DREAM_COLUMNS``."""
    id_, date, title, text, mood, created = row[:6]
    return Dream(
        id=int(id_),
        date=str(date),
        title=None if title is None else str(title),
        text=str(text),
        mood=None if mood is None else str(mood),
        created=str(created),
    )


def memory(row: Row) -> Memory:
    """The ``Memory`` of a row of ``MEMORY_COLUMNS``."""
    return Memory(id=int(row[0]), fact=str(row[1]), created=str(row[2]))


async def insert_dream(s: Session, values: DreamValues) -> int:
    """Add one dream; returns its id."""
    dream_id, _ = await s.execute(_INSERT_DREAM, values)
    return dream_id


async def insert_missing_dreams(s: Session, rows: Sequence[DreamValues]) -> int:
    """Add the dreams not already present (same fields, same ``created``); returns how many."""
    return await s.executemany(_INSERT_DREAM + _UNLESS_PRESENT, rows)


async def store_meanings(
    s: Session, rows: Sequence[MeaningValues], *, only_newer: bool = False
) -> int:
    """Save the user's meanings, replacing the one a symbol had (``only_newer``: only when this
    one was updated later); returns how many were added or replaced."""
    sql = _STORE_MEANING + (" WHERE excluded.updated > symbols.updated" if only_newer else "")
    return await s.executemany(sql, rows)


async def store_memories(s: Session, rows: Sequence[MemoryValues]) -> int:
    """Add the facts not already known (``fact_key``: case, spacing and end punctuation
    ignored); returns how many were added."""
    return await s.executemany(_STORE_MEMORY, [(f, fact_key(f), c) for f, c in rows])


async def ensure_conversations(s: Session, rows: Sequence[ConversationValues]) -> None:
    """Create the conversations that do not exist yet."""
    await s.executemany(_ENSURE_CONVERSATION, rows)


async def store_turns(s: Session, rows: Sequence[TurnValues], *, replace: bool) -> int:
    """Add turns to their (existing) conversations; a turn id already there keeps its texts,
    or with ``replace`` takes the new ones. Returns how many were added or replaced."""
    action = (
        " UPDATE SET user_text = excluded.user_text, reply_text = excluded.reply_text"
        if replace
        else " NOTHING"
    )
    return await s.executemany(_STORE_TURN + action, rows)
