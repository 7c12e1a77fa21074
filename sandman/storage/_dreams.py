"""The journal's dreams: add, read, change, delete, list, page through and search them."""

from __future__ import annotations

import re

from . import _render
from ._db import Database
from ._errors import JournalError
from ._records import (
    MAX_DREAM_CHARS,
    MAX_LIMIT,
    MAX_MOOD_CHARS,
    MAX_TITLE_CHARS,
    Dream,
    check_date,
    check_limit,
    check_optional,
    check_text,
    now_utc,
)
from ._rows import DREAM_COLUMNS, dream, insert_dream
from ._search import find
from ._vocabulary import Vocabulary

_BY_ID = f"SELECT {DREAM_COLUMNS} FROM dreams AS d WHERE d.id = ?"


class Dreams:
    """``Journal``'s dream methods (a part of it: it sets the attributes below)."""

    _db: Database
    _vocabulary: Vocabulary

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
        values = (
            check_date(date),
            check_optional(title, "title", MAX_TITLE_CHARS),
            text,
            check_optional(mood, "mood", MAX_MOOD_CHARS),
            now_utc(),
        )
        async with self._db.write() as s:
            return await insert_dream(s, values)

    async def list_dreams(self, limit: int = 20) -> list[Dream]:
        """The latest dreams by dream date, newest first."""
        check_limit(limit)
        async with self._db.read() as s:
            rows = await s.fetchall(
                f"SELECT {DREAM_COLUMNS} FROM dreams AS d ORDER BY d.date DESC, d.id DESC LIMIT ?",
                (limit,),
            )
        return [dream(r) for r in rows]

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

    async def _search(
        self,
        query: str,
        limit: int,
        *,
        counted: bool = False,
        order: str | None = None,
        period: tuple[str, str] | None = None,
    ) -> _render.Found:
        return await find(
            self._db, self._vocabulary, query, limit, counted=counted, order=order, period=period
        )

    async def get_dream(self, dream_id: int) -> Dream:
        """The dream with id ``dream_id``; ``JournalError`` ("no dream #N") when there is none."""
        async with self._db.read() as s:
            row = await s.fetchone(_BY_ID, (int(dream_id),))
        if row is None:
            raise JournalError(f"no dream #{dream_id} in the journal")
        return dream(row)

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
                await s.execute(
                    f"UPDATE dreams SET {', '.join(sets)} WHERE id = ?", (*params, int(dream_id))
                )
            row = await s.fetchone(_BY_ID, (int(dream_id),))
            if row is None:
                raise JournalError(f"no dream #{dream_id} in the journal")
        return dream(row)

    async def add_to_dream(self, dream_id: int, words: str, *, mood: str | None = None) -> Dream:
        """Add ``words`` to the end of a dream's text (what they told of it next), and ``mood`` if
        it has none, in one transaction; the dream as stored. ``JournalError`` if it does not exist
        or would grow past the limit."""
        words = check_text(words, "dream text", MAX_DREAM_CHARS)
        mood = check_optional(mood, "mood", MAX_MOOD_CHARS)
        async with self._db.write() as s:
            row = await s.fetchone(_BY_ID, (int(dream_id),))
            if row is None:
                raise JournalError(f"no dream #{dream_id} in the journal")
            told = dream(row).text.rstrip()
            joined = f"{told}{'' if told[-1:] in '.!?…' else '.'} {words}"
            check_text(joined, "dream text", MAX_DREAM_CHARS)
            await s.execute(
                "UPDATE dreams SET text = ?, mood = coalesce(nullif(mood, ''), ?) WHERE id = ?",
                (joined, mood, int(dream_id)),
            )
            row = await s.fetchone(_BY_ID, (int(dream_id),))
        assert row is not None  # updated in this transaction
        return dream(row)

    async def put_right(self, dream_id: int, new: str, old: str) -> Dream | None:
        """Put ``new`` in place of ``old`` wherever the dream's text says it (a word or a few, as
        words, any case), in one transaction; the dream as stored, or None when its text does
        not say ``old`` (nothing changed). ``JournalError`` if the dream does not exist."""
        said = re.compile(rf"(?<![\w'-]){re.escape(old)}(?![\w'-])", re.IGNORECASE)
        async with self._db.write() as s:
            row = await s.fetchone(_BY_ID, (int(dream_id),))
            if row is None:
                raise JournalError(f"no dream #{dream_id} in the journal")
            text, count = said.subn(lambda _: new, dream(row).text)
            if not count:
                return None
            text = check_text(text, "dream text", MAX_DREAM_CHARS)
            await s.execute("UPDATE dreams SET text = ? WHERE id = ?", (text, int(dream_id)))
            row = await s.fetchone(_BY_ID, (int(dream_id),))
        assert row is not None  # updated in this transaction
        return dream(row)

    async def delete_dream(self, dream_id: int) -> Dream:
        """Delete a dream and return what it was; ``JournalError`` if there is no such dream."""
        async with self._db.write() as s:
            row = await s.fetchone(_BY_ID, (int(dream_id),))
            if row is None:
                raise JournalError(f"no dream #{dream_id} in the journal")
            await s.execute("DELETE FROM dreams WHERE id = ?", (int(dream_id),))
        return dream(row)

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
                f"SELECT {DREAM_COLUMNS} FROM dreams AS d {where} "
                "ORDER BY d.date DESC, d.id DESC LIMIT ? OFFSET ?",
                (*params, limit, offset),
            )
            total = await s.fetchone(f"SELECT count(*) FROM dreams AS d {where}", params)
        assert total is not None
        return [dream(r) for r in rows], int(total[0])
