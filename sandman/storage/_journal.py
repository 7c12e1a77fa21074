"""The dream journal: dreams, symbol meanings, memories, conversation turns; the six tools."""

from __future__ import annotations

import functools
import io
import os
import sqlite3
from collections.abc import AsyncIterator, Iterator, Sequence
from typing import BinaryIO
from contextlib import asynccontextmanager
from pathlib import Path

import msgspec
import platformdirs
import trio

from ..messages import HistoryItem
from ..tools import (
    TOOLS,
    DreamRefArgs,
    ForgetArgs,
    LookupSymbolArgs,
    NoArgs,
    SaveDreamArgs,
    ToolResult,
    RecallMemoriesArgs,
    RecentDreamsArgs,
    RememberArgs,
    SaveSymbolMeaningArgs,
    SearchDreamsArgs,
    ToolArgs,
)
from . import _actions, _import, _leads, _render
from ._db import Database, Params, Row, Session, open_database
from ._dictionary import Dictionary, builtin_dictionary
from ._errors import JournalError, describe
from ._migrations import applied_names, migrate
from ._records import (
    MAX_DREAM_CHARS,
    MAX_FACT_CHARS,
    MAX_ID_CHARS,
    MAX_LIMIT,
    MAX_MEANING_CHARS,
    MAX_MOOD_CHARS,
    MAX_QUERY_CHARS,
    MAX_SYMBOL_CHARS,
    MAX_TITLE_CHARS,
    MAX_TURN_CHARS,
    Dream,
    ExportedConversation,
    ExportedDream,
    ExportedMemory,
    ExportedSymbol,
    ExportedTurn,
    ExportFile,
    ConversationSummary,
    ImportSummary,
    Memory,
    SymbolMeaning,
    Turn,
    check_date,
    check_limit,
    check_optional,
    check_text,
    now_utc,
)
from ._vocabulary import Vocabulary, builtin_vocabulary
from ._words import (
    EXACT,
    FORM,
    RELATED,
    SIMILAR,
    Expanded,
    all_of,
    any_of,
    apart,
    excerpt,
    fact_key,
    level_terms,
    match_terms,
    mentioned,
    phrase_terms,
    search_words,
    symbol_key,
    tiered_queries,
    word_forms,
)

DEFAULT_BUSY_TIMEOUT = 5.0
IMPORT_BATCH = 5_000  # records per import transaction
IMPORT_BATCH_CHARS = 4_000_000  # and at most about this much text
MAX_IMPORT_BYTES = _import.MAX_IMPORT_BYTES
RECENT_DREAMS_DEFAULT = 5
SYMBOL_DREAMS_FETCHED = 8
HISTORY_MAX_CHARS = 6_000

_DREAM_COLUMNS = "d.id, d.date, d.title, d.text, d.mood, d.created"
# No snippet(): it is quadratic in the number of hits and took seconds on long dreams.
# Rank inside the FTS table first and fetch only the winners' rows: sorting whole dream rows
# for every match cost 2-3x more on a 10,000-dream journal.
_LEVEL_SQL = f"""
    SELECT ? AS level, m.score, {_DREAM_COLUMNS}
    FROM dreams AS d JOIN (
        SELECT rowid, bm25(dreams_fts, 2.0, 1.0) AS score FROM dreams_fts
        WHERE dreams_fts MATCH ? ORDER BY score LIMIT ?
    ) AS m ON d.id = m.rowid"""
# Levels read in one trip to the database thread: the exact word with its other forms (narrow
# and cheap); then each level of related words only while the closer ones left room (ranking
# the hundreds of dreams they match is most of what a search costs).
_LEVEL_BATCHES = ((EXACT, FORM), (SIMILAR,), (RELATED,))
# A word in more than this share of a large journal says little about which dream is meant.
_COMMON_SHARE = 0.3
_COMMON_MIN_DOCS = 50

_encoder = msgspec.json.Encoder()


def _drain(records: Iterator[object]) -> None:
    for _ in records:
        pass


def default_db_path() -> Path:
    """``sandman.db`` in the user's data directory (the directory is created when opened)."""
    return platformdirs.user_data_path("sandman", appauthor=False) / "sandman.db"


def _dream(row: Row) -> Dream:
    id_, date, title, text, mood, created = row[:6]
    return Dream(
        id=int(id_),
        date=str(date),
        title=None if title is None else str(title),
        text=str(text),
        mood=None if mood is None else str(mood),
        created=str(created),
    )


def _hit(d: Dream, level: int, expanded: list[Expanded]) -> _render.Hit:
    """``d`` as a search hit: the excerpt around what matched, and for a match through related
    words (``SIMILAR`` or ``RELATED``) the ones it mentions."""
    if level < SIMILAR:
        needles = [w for e in expanded for w in (e.word, *e.forms)]
        return _render.Hit(d, excerpt(d.text, needles), level)
    groups = [g for e in expanded for g in (*e.similar, *e.related)]
    names = mentioned(f"{d.title or ''}\n{d.text}", groups)
    needles = [w for g in groups if g[0] in names for w in g]
    return _render.Hit(d, excerpt(d.text, needles), level, tuple(names))


def _closest(hits: Sequence[_render.Hit]) -> list[_render.Hit]:
    """The hits that say the words themselves, or, when none does, those with related words."""
    direct = [h for h in hits if h.level < SIMILAR]
    return direct or list(hits)


class Journal:
    """An open journal. Get one from ``open_journal``; it is only usable inside that block.

    Methods may be called from several trio tasks at once: each call holds the connection for
    its whole span, and every write is one transaction (all or nothing). Bad input and storage
    failures raise ``JournalError`` with one line for the user; the journal is left unchanged.
    """

    def __init__(
        self, db: Database, dictionary: Dictionary, vocabulary: Vocabulary | None = None
    ):
        self._db = db
        self._dictionary = dictionary
        self._vocabulary = builtin_vocabulary() if vocabulary is None else vocabulary

    @property
    def path(self) -> Path:
        return self._db.path

    # --- dreams ---------------------------------------------------------------------------

    async def add_dream(
        self,
        text: str,
        *,
        date: str | None = None,
        title: str | None = None,
        mood: str | None = None,
    ) -> int:
        """Store a dream and return its id once it is committed (durable: fsynced)."""
        text = check_text(text, "dream text", MAX_DREAM_CHARS)
        day = check_date(date)
        title = check_optional(title, "title", MAX_TITLE_CHARS)
        mood = check_optional(mood, "mood", MAX_MOOD_CHARS)
        async with self._db.write() as s:
            dream_id, _ = await s.execute(
                "INSERT INTO dreams (date, title, text, mood, created) VALUES (?, ?, ?, ?, ?)",
                (day, title, text, mood, now_utc()),
            )
        return dream_id

    async def list_dreams(self, limit: int = 20) -> list[Dream]:
        """The latest dreams by dream date, newest first."""
        check_limit(limit)
        async with self._db.read() as s:
            rows = await s.fetchall(
                f"SELECT {_DREAM_COLUMNS} FROM dreams AS d ORDER BY d.date DESC, d.id DESC LIMIT ?",
                (limit,),
            )
        return [_dream(r) for r in rows]

    async def search_dreams(self, query: str, limit: int = 10) -> list[Dream]:
        """Dreams matching the words of ``query``, closest match first.

        Every word must match. Dreams with the words as typed come first (the index stems regular
        endings: fly, flying), then those with another form of them (flew, flight; tooth for
        teeth), then those with only related words (ocean, lake, rain for water), each group
        ranked by bm25 with titles weighing double. If no dream has every word, dreams with any
        of them are returned the same way (ignoring, in a large journal, words found in most
        dreams, unless nothing rarer matched). ``query`` is never read as FTS5 syntax, and the
        frame of a question ("do I dream about … a lot?") is not searched for.
        Raises ``JournalError`` when ``query`` holds no word at all.
        """
        return [h.dream for h in (await self._search(query, limit)).hits]

    async def _search(self, query: str, limit: int) -> _render.Found:
        query = check_text(query, "search", MAX_QUERY_CHARS)
        check_limit(limit)
        expanded = apart([self._vocabulary.expand(w) for w in search_words(query)])
        if not expanded:
            raise JournalError(f"search {query!r} has no words to look for")
        partial = False
        async with self._db.read() as s:
            found = await self._by_level(s, tiered_queries(expanded), limit)
            if not found and len(expanded) > 1:
                useful = await self._selective(s, expanded)
                if useful:
                    found = await self._by_level(s, tiered_queries(useful, every=False), limit)
                    partial = bool(found)
        tried = tuple(dict.fromkeys(g[0] for e in expanded for g in (*e.similar, *e.related)))
        hits = [_hit(d, level, expanded) for d, level in found]
        return _render.Found(" ".join(e.word for e in expanded), hits, partial, tried)

    @staticmethod
    async def _by_level(s: Session, queries: list[str], limit: int) -> list[tuple[Dream, int]]:
        """Up to ``limit`` dreams, closest level first (``tiered_queries``), each level by bm25.

        The related levels are read only when the closer ones left room: ranking the thousands
        of dreams a broad related-word query matches is what costs time.
        """
        found: list[tuple[Dream, int]] = []
        for batch in _LEVEL_BATCHES:
            wanted = [(level, queries[level]) for level in batch if queries[level]]
            if len(found) >= limit or not wanted:
                continue
            room = limit - len(found)
            rows = await s.fetchall(
                " UNION ALL ".join([_LEVEL_SQL] * len(wanted)) + " ORDER BY 1, 2, d.id DESC",
                [p for level, fts in wanted for p in (level, fts, room)],
            )
            found += [(_dream(r[2:]), int(r[0])) for r in rows[:room]]
        return found

    @staticmethod
    async def _selective(s: Session, expanded: list[Expanded]) -> list[Expanded]:
        """The words worth ranking by when not every word matched.

        Ranking thousands of matches of a word found in most dreams cost ~35 ms on a 10,000-dream
        journal and barely moves bm25; such words are dropped unless nothing rarer matched.
        Words that match nothing (in any form, or through related words) are dropped too.
        """
        groups = ["(" + any_of(t for terms in level_terms(e) for t in terms) + ")" for e in expanded]
        counts = await s.fetchone(
            "SELECT (SELECT count(*) FROM dreams)"
            + "".join(
                ", (SELECT count(*) FROM dreams_fts WHERE dreams_fts MATCH ?)" for _ in groups
            ),
            groups,
        )
        assert counts is not None
        total, per_word = int(counts[0]), [int(c) for c in counts[1:]]
        common = max(_COMMON_MIN_DOCS, total * _COMMON_SHARE)
        matching = [(n, i) for i, n in enumerate(per_word) if n > 0]
        if not matching:
            return []
        kept = [i for n, i in matching if n <= common] or [min(matching)[1]]
        return [expanded[i] for i in kept]

    async def get_dream(self, dream_id: int) -> Dream:
        """The dream with id ``dream_id``; ``JournalError`` ("no dream #N") when there is none."""
        async with self._db.read() as s:
            row = await s.fetchone(
                f"SELECT {_DREAM_COLUMNS} FROM dreams AS d WHERE d.id = ?", (int(dream_id),)
            )
        if row is None:
            raise JournalError(f"no dream #{dream_id} in the journal")
        return _dream(row)

    async def update_dream(
        self,
        dream_id: int,
        *,
        text: str | None = None,
        date: str | None = None,
        title: str | None = None,
        mood: str | None = None,
    ) -> Dream:
        """Change the given fields of a dream (None: leave as is; "" clears a title or mood) in
        one transaction and return the dream as stored. ``JournalError`` if it does not exist."""
        sets: list[str] = []
        params: list[object] = []
        if text is not None:
            sets.append("text = ?")
            params.append(check_text(text, "dream text", MAX_DREAM_CHARS))
        if date is not None:
            sets.append("date = ?")
            params.append(check_date(date))
        if title is not None:
            sets.append("title = ?")
            params.append(check_optional(title, "title", MAX_TITLE_CHARS))
        if mood is not None:
            sets.append("mood = ?")
            params.append(check_optional(mood, "mood", MAX_MOOD_CHARS))
        async with self._db.write() as s:
            if sets:
                _, changed = await s.execute(
                    f"UPDATE dreams SET {', '.join(sets)} WHERE id = ?", (*params, int(dream_id))
                )
            row = await s.fetchone(
                f"SELECT {_DREAM_COLUMNS} FROM dreams AS d WHERE d.id = ?", (int(dream_id),)
            )
            if row is None:
                raise JournalError(f"no dream #{dream_id} in the journal")
        return _dream(row)

    async def delete_dream(self, dream_id: int) -> Dream:
        """Delete a dream and return what it was; ``JournalError`` if there is no such dream."""
        async with self._db.write() as s:
            row = await s.fetchone(
                f"SELECT {_DREAM_COLUMNS} FROM dreams AS d WHERE d.id = ?", (int(dream_id),)
            )
            if row is None:
                raise JournalError(f"no dream #{dream_id} in the journal")
            await s.execute("DELETE FROM dreams WHERE id = ?", (int(dream_id),))
        return _dream(row)

    async def browse_dreams(
        self,
        *,
        limit: int = 20,
        offset: int = 0,
        mood: str | None = None,
        search: str | None = None,
    ) -> tuple[list[Dream], int]:
        """One page of dreams and how many match in all: newest night first, or best match first
        with ``search``; ``mood`` keeps the dreams of that mood (case-insensitive)."""
        check_limit(limit)
        if offset < 0:
            raise JournalError(f"offset must not be negative (got {offset})")
        mood = check_optional(mood, "mood", MAX_MOOD_CHARS)
        if search is not None and search.strip():
            found = await self.search_dreams(search, limit=MAX_LIMIT)
            if mood is not None:
                found = [d for d in found if (d.mood or "").casefold() == mood.casefold()]
            return found[offset : offset + limit], len(found)
        where, params = ("WHERE d.mood = ? COLLATE NOCASE", [mood]) if mood else ("", [])
        async with self._db.read() as s:
            rows = await s.fetchall(
                f"SELECT {_DREAM_COLUMNS} FROM dreams AS d {where} "
                "ORDER BY d.date DESC, d.id DESC LIMIT ? OFFSET ?",
                (*params, limit, offset),
            )
            total = await s.fetchone(f"SELECT count(*) FROM dreams AS d {where}", params)
        assert total is not None
        return [_dream(r) for r in rows], int(total[0])

    # --- symbols --------------------------------------------------------------------------

    async def save_symbol_meaning(self, symbol: str, meaning: str) -> tuple[str, str | None]:
        """Store what ``symbol`` means to the user (replacing an older meaning).

        Returns the symbol's stored name (a dictionary name when it is one, ``teeth`` → ``tooth``)
        and the meaning it replaced, if any.
        """
        key = symbol_key(check_text(symbol, "symbol", MAX_SYMBOL_CHARS))
        if not key:
            raise JournalError(f"{symbol!r} is not a symbol name")
        meaning = check_text(meaning, "meaning", MAX_MEANING_CHARS)
        entry = self._dictionary.find(key)
        async with self._db.write() as s:
            found = await self._own_meaning(s, key)
            if entry is not None:
                name = entry.name
            else:
                name = found[0] if found else key
            previous = found[1] if found else None
            if found and found[0] != name:
                await s.execute("DELETE FROM symbols WHERE symbol = ?", (found[0],))
            await s.execute(
                """INSERT INTO symbols (symbol, meaning, updated) VALUES (?, ?, ?)
                   ON CONFLICT (symbol) DO UPDATE SET meaning = excluded.meaning,
                                                      updated = excluded.updated""",
                (name, meaning, now_utc()),
            )
        return name, previous

    def _own_forms(self, key: str) -> list[str]:
        """Names a user's meaning for ``key`` may be stored under, the most likely first."""
        forms = word_forms(key)
        entry = self._dictionary.find(key)
        return [entry.name, *forms] if entry is not None else forms

    async def _own_meaning(self, s: Session, key: str) -> tuple[str, str] | None:
        """The user's stored (name, meaning) for any spelling of ``key``, or None."""
        forms = self._own_forms(key)
        marks = ", ".join("?" * len(forms))
        rows = await s.fetchall(
            f"SELECT symbol, meaning FROM symbols WHERE symbol IN ({marks})", forms
        )
        by_name = {str(r[0]): str(r[1]) for r in rows}
        for form in forms:
            if form in by_name:
                return form, by_name[form]
        return None

    async def _lookup_symbol(self, symbol: str, budget: int) -> ToolResult:
        key = symbol_key(symbol)
        entry = self._dictionary.find(key)
        names = [key] if entry is None else [key, entry.name]
        spellings = {*word_forms(key), *(f for n in names for f in self._vocabulary.forms(n))}
        if entry is not None:
            spellings |= {entry.name, *entry.forms}
            spellings |= {f for form in entry.forms for f in word_forms(symbol_key(form))[:2]}
        terms = phrase_terms(sorted(spellings, key=len))[:24]
        if not terms:
            text = f"'{symbol}' is not a symbol I can look up."[:budget]
            return ToolResult(text=text, lead=text)
        groups = [
            g
            for n in dict.fromkeys(names)
            for e in [self._vocabulary.expand(n)]
            for g in (*e.similar, *e.related)
            if spellings.isdisjoint(g)
        ]
        related_terms = [t for t in phrase_terms(w for g in groups for w in g) if t not in terms]
        # Dreams with related words only; a query that can match nothing when there are none.
        related_query = (
            f"({any_of(related_terms[:32])}) NOT ({any_of(terms)})" if related_terms else terms[0]
        )
        forms = self._own_forms(key)
        # One statement, one trip to the database thread: the trips, not the queries, dominate.
        marks = ", ".join("?" * len(forms))
        rows = await self._read(
            f"""SELECT 0, symbol, meaning, NULL, NULL, NULL, NULL
                FROM symbols WHERE symbol IN ({marks})
                UNION ALL
                SELECT 1, count(*), NULL, NULL, NULL, NULL, NULL
                FROM dreams_fts WHERE dreams_fts MATCH ?
                UNION ALL
                -- Latest entries first: FTS5 walks its index backwards by rowid and stops at
                -- LIMIT; ordering by dream date sorted every match (~4 ms at 10,000 dreams).
                SELECT 2, {_DREAM_COLUMNS} FROM dreams AS d JOIN (
                    SELECT rowid FROM dreams_fts WHERE dreams_fts MATCH ?
                    ORDER BY rowid DESC LIMIT ?
                ) AS m ON d.id = m.rowid
                UNION ALL
                SELECT 3, {_DREAM_COLUMNS} FROM dreams AS d JOIN (
                    SELECT rowid FROM dreams_fts WHERE dreams_fts MATCH ?
                    ORDER BY rowid DESC LIMIT ?
                ) AS m ON d.id = m.rowid""",
            (
                *forms,
                any_of(terms),
                any_of(terms),
                SYMBOL_DREAMS_FETCHED,
                related_query,
                SYMBOL_DREAMS_FETCHED if related_terms else 0,
            ),
        )
        own = {str(r[1]): str(r[2]) for r in rows if r[0] == 0}
        total = next(int(r[1]) for r in rows if r[0] == 1)
        dreams = sorted((_dream(r[1:]) for r in rows if r[0] == 2), key=lambda d: -d.id)
        related = sorted((_dream(r[1:]) for r in rows if r[0] == 3), key=lambda d: -d.id)
        as_related = [Expanded(key, related=tuple(groups))]
        name = entry.name if entry else key
        own_meaning = next((own[f] for f in forms if f in own), None)
        known = (entry.name, entry.meaning) if entry else None
        text = _render.symbol_result(
            name,
            own_meaning,
            known,
            [(d, excerpt(d.text, spellings)) for d in dreams],
            total,
            budget,
            related=[_hit(d, RELATED, as_related) for d in related[: SYMBOL_DREAMS_FETCHED - total]],
        )
        return ToolResult(
            text=text,
            lead=_leads.symbol_lead(name, own_meaning, known, dreams, total),
            refs=tuple(d.id for d in dreams[:3]),
        )

    async def symbol_meanings(self) -> list[SymbolMeaning]:
        """The user's own symbol meanings, by symbol name."""
        async with self._db.read() as s:
            rows = await s.fetchall("SELECT symbol, meaning, updated FROM symbols ORDER BY symbol")
        return [SymbolMeaning(symbol=str(a), meaning=str(b), updated=str(c)) for a, b, c in rows]

    async def delete_symbol_meaning(self, symbol: str) -> SymbolMeaning:
        """Forget the user's meaning for ``symbol`` (any spelling of it) and return it;
        ``JournalError`` when none is saved. The built-in dictionary is unaffected."""
        key = symbol_key(check_text(symbol, "symbol", MAX_SYMBOL_CHARS))
        async with self._db.write() as s:
            found = await self._own_meaning(s, key) if key else None
            if found is None:
                raise JournalError(f"you have not saved a meaning for {symbol.strip()!r}")
            row = await s.fetchone(
                "SELECT symbol, meaning, updated FROM symbols WHERE symbol = ?", (found[0],)
            )
            await s.execute("DELETE FROM symbols WHERE symbol = ?", (found[0],))
        assert row is not None
        return SymbolMeaning(symbol=str(row[0]), meaning=str(row[1]), updated=str(row[2]))

    async def _read(self, sql: str, params: Params) -> list[Row]:
        async with self._db.read() as s:
            return await s.fetchall(sql, params)

    # --- memories -------------------------------------------------------------------------

    async def remember(self, fact: str) -> bool:
        """Store a fact about the user; False if the same fact (ignoring case/spacing) is known."""
        fact = check_text(fact, "fact", MAX_FACT_CHARS)
        async with self._db.write() as s:
            _, added = await s.execute(
                "INSERT INTO memories (fact, fact_key, created) VALUES (?, ?, ?) "
                "ON CONFLICT (fact_key) DO NOTHING",
                (fact, fact_key(fact), now_utc()),
            )
        return added > 0

    async def memories(self, topic: str | None = None, limit: int = 10) -> list[Memory]:
        """Stored facts, newest first; with ``topic``, those sharing a word with it, best first."""
        check_limit(limit)
        topic = check_optional(topic, "topic", MAX_QUERY_CHARS)
        terms = match_terms(topic) if topic else []
        async with self._db.read() as s:
            if topic is None:
                rows = await s.fetchall(
                    "SELECT id, fact, created FROM memories ORDER BY id DESC LIMIT ?", (limit,)
                )
            elif not terms:
                rows = []
            else:
                rows = await s.fetchall(
                    """SELECT m.id, m.fact, m.created
                       FROM memories_fts JOIN memories AS m ON m.id = memories_fts.rowid
                       WHERE memories_fts MATCH ? ORDER BY bm25(memories_fts), m.id DESC LIMIT ?""",
                    (any_of(terms), limit),
                )
        return [Memory(id=int(r[0]), fact=str(r[1]), created=str(r[2])) for r in rows]

    async def get_memory(self, memory_id: int) -> Memory:
        async with self._db.read() as s:
            row = await s.fetchone(
                "SELECT id, fact, created FROM memories WHERE id = ?", (int(memory_id),)
            )
        if row is None:
            raise JournalError(f"no memory #{memory_id}")
        return Memory(id=int(row[0]), fact=str(row[1]), created=str(row[2]))

    async def forget_memory(self, memory_id: int) -> Memory:
        """Delete one memory by id and return it; ``JournalError`` when there is none."""
        async with self._db.write() as s:
            row = await s.fetchone(
                "SELECT id, fact, created FROM memories WHERE id = ?", (int(memory_id),)
            )
            if row is None:
                raise JournalError(f"no memory #{memory_id}")
            await s.execute("DELETE FROM memories WHERE id = ?", (int(memory_id),))
        return Memory(id=int(row[0]), fact=str(row[1]), created=str(row[2]))

    async def find_memory(self, fact: str) -> Memory | None:
        """The memory a user means by ``fact``: the same fact (case, spacing and end punctuation
        ignored), else the only memory sharing all its words; None when not exactly one fits."""
        fact = check_text(fact, "fact", MAX_FACT_CHARS)
        async with self._db.read() as s:
            row = await s.fetchone(
                "SELECT id, fact, created FROM memories WHERE fact_key = ?", (fact_key(fact),)
            )
            if row is None and match_terms(fact):
                rows = await s.fetchall(
                    """SELECT m.id, m.fact, m.created FROM memories_fts
                       JOIN memories AS m ON m.id = memories_fts.rowid
                       WHERE memories_fts MATCH ? LIMIT 2""",
                    (all_of(match_terms(fact)),),
                )
                row = rows[0] if len(rows) == 1 else None
        return None if row is None else Memory(id=int(row[0]), fact=str(row[1]), created=str(row[2]))

    # --- conversations --------------------------------------------------------------------

    async def append_exchange(
        self, conversation_id: str, turn_id: str, user_text: str, reply_text: str
    ) -> None:
        """Record one finished turn. Recording the same ``turn_id`` again replaces its texts."""
        conversation_id = check_text(conversation_id, "conversation id", MAX_ID_CHARS)
        turn_id = check_text(turn_id, "turn id", MAX_ID_CHARS)
        user_text = check_text(user_text, "message", MAX_TURN_CHARS)
        if len(reply_text) > MAX_TURN_CHARS:
            raise JournalError(f"reply is too long (the limit is {MAX_TURN_CHARS:,} characters)")
        now = now_utc()
        async with self._db.write() as s:
            await s.execute(
                "INSERT INTO conversations (id, created) VALUES (?, ?) ON CONFLICT DO NOTHING",
                (conversation_id, now),
            )
            await s.execute(
                """INSERT INTO turns (conversation_id, turn_id, user_text, reply_text, created)
                   VALUES (?, ?, ?, ?, ?)
                   ON CONFLICT (conversation_id, turn_id) DO UPDATE SET
                       user_text = excluded.user_text, reply_text = excluded.reply_text""",
                (conversation_id, turn_id, user_text, reply_text, now),
            )

    async def recent_history(
        self, conversation_id: str, max_turns: int = 6, *, max_chars: int = HISTORY_MAX_CHARS
    ) -> list[HistoryItem]:
        """The last ``max_turns`` exchanges of a conversation as user/assistant items, oldest first.

        Older exchanges are dropped first to stay within ``max_chars``; the latest one is always
        kept (cut to ``max_chars`` if it alone is longer). Unknown conversations give ``[]``.
        """
        check_limit(max_turns, "max_turns")
        async with self._db.read() as s:
            rows = await s.fetchall(
                "SELECT user_text, reply_text FROM turns WHERE conversation_id = ? "
                "ORDER BY id DESC LIMIT ?",
                (conversation_id, max_turns),
            )
        kept: list[tuple[str, str]] = []
        used = 0
        for user_text, reply_text in rows:
            size = len(user_text) + len(reply_text)
            if kept and used + size > max_chars:
                break
            if not kept and size > max_chars:
                user_text = user_text[: max_chars // 2]
                reply_text = reply_text[: max_chars - len(user_text)]
            kept.append((str(user_text), str(reply_text)))
            used += size
        items: list[HistoryItem] = []
        for user_text, reply_text in reversed(kept):
            items.append(HistoryItem(role="user", text=user_text))
            if reply_text:
                items.append(HistoryItem(role="assistant", text=reply_text))
        return items

    async def conversations(self, limit: int = 50) -> list[ConversationSummary]:
        """Conversations with at least one turn, the most recently active first."""
        check_limit(limit)
        async with self._db.read() as s:
            rows = await s.fetchall(
                """SELECT c.id, c.created, max(t.created), count(t.id),
                          (SELECT user_text FROM turns WHERE conversation_id = c.id
                           ORDER BY id DESC LIMIT 1)
                   FROM conversations AS c JOIN turns AS t ON t.conversation_id = c.id
                   GROUP BY c.id ORDER BY max(t.id) DESC LIMIT ?""",
                (limit,),
            )
        return [
            ConversationSummary(
                id=str(r[0]), created=str(r[1]), updated=str(r[2]), turns=int(r[3]),
                last_user_text=str(r[4]),
            )
            for r in rows
        ]

    async def conversation_turns(self, conversation_id: str) -> list[Turn]:
        """Every turn of a conversation, oldest first; ``JournalError`` if it does not exist."""
        async with self._db.read() as s:
            known = await s.fetchone("SELECT 1 FROM conversations WHERE id = ?", (conversation_id,))
            if known is None:
                raise JournalError(f"no conversation {conversation_id!r}")
            rows = await s.fetchall(
                "SELECT turn_id, user_text, reply_text, created FROM turns "
                "WHERE conversation_id = ? ORDER BY id",
                (conversation_id,),
            )
        return [
            Turn(turn_id=str(a), user_text=str(b), reply_text=str(c), created=str(d))
            for a, b, c, d in rows
        ]

    # --- tools ----------------------------------------------------------------------------

    async def run_tool(
        self,
        name: str,
        args: ToolArgs,
        *,
        budget: int = _render.DEFAULT_BUDGET,
        conversation_id: str = "",
    ) -> ToolResult:
        """Run one validated tool call: its result body for the model (at most ``budget``
        characters), a lead for the user, and the dreams it showed (remembered as what
        ``conversation_id`` is about, for follow-ups).

        Raises ``JournalError`` for an unknown tool, arguments of the wrong schema, or a storage
        failure; the caller turns that into an error result for the model.
        """
        result = await self._run_tool(name, args, budget, conversation_id)
        if result.refs and (TOOLS[name].read_only or name == "save_dream"):
            await _actions.set_context(self, conversation_id, result.refs)
        return result

    async def _run_tool(
        self, name: str, args: ToolArgs, budget: int, conversation_id: str
    ) -> ToolResult:
        match name, args:
            case "lookup_symbol", LookupSymbolArgs(symbol=symbol):
                return await self._lookup_symbol(symbol, budget)
            case "search_dreams", SearchDreamsArgs(query=query):
                if not search_words(query):
                    text = f"'{query}' has no words to search for."[:budget]
                    return ToolResult(text=text, lead=text)
                found = await self._search(query, 8)
                return ToolResult(
                    text=_render.search_result(found, budget),
                    lead=_leads.search_lead(found),
                    refs=tuple(h.dream.id for h in _closest(found.hits)[:3]),
                )
            case "recall_memories", RecallMemoriesArgs(topic=topic):
                facts = await self.memories(topic, limit=20)
                return ToolResult(
                    text=_render.memories_result(topic, facts, budget),
                    lead=_leads.memories_lead(topic, facts),
                )
            case "recent_dreams", RecentDreamsArgs(limit=limit):
                found_dreams = await self.list_dreams(limit or RECENT_DREAMS_DEFAULT)
                return ToolResult(
                    text=_render.recent_result(found_dreams, budget),
                    lead=_leads.recent_lead(found_dreams),
                    refs=tuple(d.id for d in found_dreams[:3]),
                )
            case "save_symbol_meaning", SaveSymbolMeaningArgs(symbol=symbol, meaning=meaning):
                stored, previous = await self.save_symbol_meaning(symbol, meaning)
                text = _render.saved_symbol_result(stored, meaning.strip(), previous, budget)
                return ToolResult(text=text, lead=text)
            case "remember", RememberArgs(fact=fact):
                added = await self.remember(fact)
                text = _render.remembered_result(fact.strip(), added, budget)
                return ToolResult(text=text, lead=text)
            case "save_dream", SaveDreamArgs(text=text, date=day, title=title, mood=mood):
                return await _actions.save_dream(self, text, date=day, title=title, mood=mood)
            case "show_dream", DreamRefArgs():
                return await _actions.show_dream(self, args, conversation_id)
            case "delete_dream" | "edit_dream" | "forget", DreamRefArgs() | ForgetArgs():
                return await _actions.propose(self, name, args, conversation_id)
            case "confirm_change", NoArgs():
                return await _actions.confirm(self, conversation_id)
            case "decline_change", NoArgs():
                return await _actions.decline(self, conversation_id)
            case _:
                raise JournalError(f"no tool {name!r} takes {type(args).__name__}")

    # --- export and import ----------------------------------------------------------------

    async def export(self) -> ExportFile:
        """Everything in the journal, read as one consistent snapshot."""
        async with self._db.read(snapshot=True) as s:
            dreams = await s.fetchall(
                "SELECT date, title, text, mood, created FROM dreams ORDER BY id"
            )
            symbols = await s.fetchall(
                "SELECT symbol, meaning, updated FROM symbols ORDER BY symbol"
            )
            memories = await s.fetchall("SELECT fact, created FROM memories ORDER BY id")
            conversations = await s.fetchall(
                "SELECT id, created FROM conversations ORDER BY created, id"
            )
            turns = await s.fetchall(
                "SELECT conversation_id, turn_id, user_text, reply_text, created "
                "FROM turns ORDER BY id"
            )
        by_conversation: dict[str, list[ExportedTurn]] = {str(c[0]): [] for c in conversations}
        for cid, tid, user_text, reply_text, created in turns:
            by_conversation[cid].append(
                ExportedTurn(
                    turn_id=tid, user_text=user_text, reply_text=reply_text, created=created
                )
            )
        return ExportFile(
            dreams=tuple(
                ExportedDream(date=d, title=t, text=x, mood=m, created=c)
                for d, t, x, m, c in dreams
            ),
            symbols=tuple(ExportedSymbol(symbol=a, meaning=b, updated=c) for a, b, c in symbols),
            memories=tuple(ExportedMemory(fact=f, created=c) for f, c in memories),
            conversations=tuple(
                ExportedConversation(id=cid, created=created, turns=tuple(by_conversation[cid]))
                for cid, created in conversations
            ),
        )

    async def export_json(self) -> bytes:
        """The journal as indented JSON; importing it into an empty journal and exporting again
        gives the same bytes."""
        return msgspec.json.format(_encoder.encode(await self.export()), indent=2) + b"\n"

    async def export_markdown(self) -> str:
        """The journal as a readable Markdown document (not meant to be imported)."""
        doc = await self.export()
        out = ["# Dream journal", ""]
        for d in doc.dreams:
            out.append(f"## {d.date}" + (f" — {d.title}" if d.title else ""))
            if d.mood:
                out.append(f"*Mood: {d.mood}*")
            out += ["", d.text, ""]
        if doc.symbols:
            out += ["# My symbols", ""]
            out += [f"- **{s.symbol}**: {s.meaning}" for s in doc.symbols]
            out.append("")
        if doc.memories:
            out += ["# Things to remember", ""]
            out += [f"- {m.fact}" for m in doc.memories]
            out.append("")
        return "\n".join(out)

    async def import_json(self, data: bytes | str) -> ImportSummary:
        """Add what an export holds (see ``import_stream``)."""
        raw = data.encode() if isinstance(data, str) else data
        return await self.import_stream(io.BytesIO(raw))

    async def import_stream(
        self, source: BinaryIO, *, max_bytes: int = MAX_IMPORT_BYTES
    ) -> ImportSummary:
        """Add what the export read from ``source`` holds; records already present are skipped,
        nothing is replaced (except an older saved meaning of the same symbol by a newer one).

        Streams: memory stays bounded whatever the size of the input, which may not exceed
        ``max_bytes``. Every field is checked as the app checks what a user types. When
        ``source`` is seekable (a file), the whole file is checked first and nothing is written
        unless all of it is valid; then records are written in transactions of a bounded size
        (``IMPORT_BATCH`` records), so an import that fails half-way (disk full) keeps what it
        committed, and importing the same file again adds the rest. Raises ``JournalError``
        naming the first problem.
        """

        def read(n: int) -> bytes:
            try:
                return source.read(n)
            except OSError as exc:
                raise JournalError(f"cannot read the import file: {exc.strerror or exc}") from None

        try:
            seekable = source.seekable()
            if seekable and source.seek(0, os.SEEK_END) > max_bytes:
                raise JournalError(f"the file is too large to import (more than {max_bytes:,} bytes)")
            if seekable:
                source.seek(0)
                await trio.to_thread.run_sync(_drain, _import.records(read, max_bytes=max_bytes))
                source.seek(0)
        except OSError as exc:
            raise JournalError(f"cannot read the import file: {exc.strerror or exc}") from None
        stream = _import.records(read, max_bytes=max_bytes)
        counts = {"dreams": 0, "symbols": 0, "memories": 0, "turns": 0, "skipped": 0}
        while True:
            records = await trio.to_thread.run_sync(
                functools.partial(
                    _import.batch, stream, max_records=IMPORT_BATCH, max_chars=IMPORT_BATCH_CHARS
                )
            )
            if not records:
                break
            try:
                async with self._db.write() as s:
                    await self._import_batch(s, records, counts)
            except JournalError as exc:
                done = counts["dreams"] + counts["symbols"] + counts["memories"] + counts["turns"]
                if not done:
                    raise
                raise JournalError(
                    f"{exc} (the import stopped after adding {done:,} records; importing the "
                    "same file again adds the rest)"
                ) from None
        return ImportSummary(**counts)

    @staticmethod
    async def _import_batch(
        s: Session, records: list[_import.Record], counts: dict[str, int]
    ) -> None:
        dreams = [r for r in records if isinstance(r, _import.DreamRow)]
        symbols = [r for r in records if isinstance(r, _import.SymbolRow)]
        memories = [r for r in records if isinstance(r, _import.MemoryRow)]
        conversations = [r for r in records if isinstance(r, _import.Conversation)]
        turns = [r for r in records if isinstance(r, _import.TurnRow)]
        # A dream already present is found through the index on `created`, not by a scan.
        added = await s.executemany(
            """INSERT INTO dreams (date, title, text, mood, created)
               SELECT ?1, ?2, ?3, ?4, ?5 WHERE NOT EXISTS (
                   SELECT 1 FROM dreams WHERE created = ?5 AND date = ?1 AND text = ?3
                   AND title IS ?2 AND mood IS ?4)""",
            [(d.date, d.title, d.text, d.mood, d.created) for d in dreams],
        )
        counts["dreams"] += added
        counts["skipped"] += len(dreams) - added
        added = await s.executemany(
            """INSERT INTO symbols (symbol, meaning, updated) VALUES (?, ?, ?)
               ON CONFLICT (symbol) DO UPDATE SET meaning = excluded.meaning,
                   updated = excluded.updated WHERE excluded.updated > symbols.updated""",
            [(y.symbol, y.meaning, y.updated) for y in symbols],
        )
        counts["symbols"] += added
        counts["skipped"] += len(symbols) - added
        added = await s.executemany(
            "INSERT INTO memories (fact, fact_key, created) VALUES (?, ?, ?) "
            "ON CONFLICT (fact_key) DO NOTHING",
            [(m.fact, m.key, m.created) for m in memories],
        )
        counts["memories"] += added
        counts["skipped"] += len(memories) - added
        await s.executemany(
            "INSERT INTO conversations (id, created) VALUES (?, ?) ON CONFLICT DO NOTHING",
            [(c.id, c.created) for c in conversations],
        )
        added = await s.executemany(
            """INSERT INTO turns (conversation_id, turn_id, user_text, reply_text, created)
               VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING""",
            [(t.conversation_id, t.turn_id, t.user_text, t.reply_text, t.created) for t in turns],
        )
        counts["turns"] += added
        counts["skipped"] += len(turns) - added

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
    once (``Journal.check_integrity``) instead of when a query reaches the damage. Waits up to ``busy_timeout`` seconds (default
    ``DEFAULT_BUSY_TIMEOUT``) for another program's write lock before failing. Raises
    ``JournalError`` if the file is not a journal, is damaged, locked or cannot be created; the
    connection is closed when the block exits, even on cancellation. Must run under trio.
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
