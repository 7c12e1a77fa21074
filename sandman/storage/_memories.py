"""Facts the user asked Sandman to remember: store, list, find, forget."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date

from ..language import dated_fact, stem
from ._db import Database
from ._errors import JournalError
from ._overview import known_names, names_capitalized
from ._records import (
    MAX_FACT_CHARS,
    MAX_QUERY_CHARS,
    Memory,
    check_limit,
    check_optional,
    check_text,
    now_utc,
)
from ._rows import MEMORY_COLUMNS, memory, store_memories
from ._vocabulary import Vocabulary
from ._words import (
    FORM,
    RELATED,
    SIMILAR,
    all_of,
    any_of,
    fact_key,
    level_terms,
    match_terms,
    search_words,
)

_BY_ID = f"SELECT {MEMORY_COLUMNS} FROM memories AS m WHERE m.id = ?"
# Words that say a memory is one, not what it is about ("the cat thing", "that stuff about work")
_VAGUE = frozenset(
    "thing things stuff bit part info information detail details fact facts memory memories "
    "one about".split()
)
_BY_WORDS = f"""SELECT {MEMORY_COLUMNS}
    FROM memories_fts JOIN memories AS m ON m.id = memories_fts.rowid
    WHERE memories_fts MATCH ?"""


def fact_as_kept(fact: str) -> str:
    """``fact`` as the journal keeps it: its words of time that hold only today as the dates they
    mean, a name it gives in lower case capitalized."""
    return names_capitalized(dated_fact(fact.strip(), date.today()))


class Memories:
    """``Journal``'s memory methods (a part of it: it sets the attributes below)."""

    _db: Database
    _vocabulary: Vocabulary

    async def remember(self, fact: str) -> bool:
        """Store a fact about the user; False if the same fact (ignoring case/spacing) is known.
        Words of time that hold only today are kept as the dates they mean ("i started a new job
        last week": probed, kept as said, and so wrong a week later)."""
        fact = fact_as_kept(check_text(fact, "fact", MAX_FACT_CHARS))
        async with self._db.write() as s:
            added = await store_memories(s, [(fact, now_utc())])
        return added > 0

    async def memories(
        self, topic: str | None = None, limit: int = 10, *, alike: bool = True
    ) -> list[Memory]:
        """Stored facts, newest first; with ``topic``, those sharing a word with it, best first,
        or (``alike``) when none does, a word of much the same meaning ("job" finds "I work as a
        nurse"), then a related word."""
        check_limit(limit)
        topic = check_optional(topic, "topic", MAX_QUERY_CHARS)
        if topic is None:
            async with self._db.read() as s:
                rows = await s.fetchall(
                    f"SELECT {MEMORY_COLUMNS} FROM memories AS m ORDER BY m.id DESC LIMIT ?",
                    (limit,),
                )
            return [memory(r) for r in rows]
        # Other forms and words of the same meaning, then related words, each read only when the
        # closer ones find nothing: "what's my job" must not answer that nothing about it was
        # kept when "I work as a nurse" was, nor "my family" when "My sister's name is Anna" was.
        tiers = [match_terms(topic)]
        if alike:
            levels = [level_terms(self._vocabulary.expand(w)) for w in search_words(topic)]
            tiers.append([t for terms in levels for k in (FORM, SIMILAR) for t in terms[k]])
            tiers.append([t for terms in levels for t in terms[RELATED]])
        rows = []
        async with self._db.read() as s:
            for terms in tiers:
                if terms:
                    rows = await s.fetchall(
                        _BY_WORDS + " ORDER BY bm25(memories_fts), m.id DESC LIMIT ?",
                        (any_of(terms), limit),
                    )
                if rows or not tiers[0]:
                    break
            found = [memory(r) for r in rows]
            # ... and those that name what the facts found name ("how old is my cat": "I have a
            # cat called Io" names Io, and "io is 7 years old" is about her; probed, left out)
            said = {w.casefold() for w in search_words(topic)}
            for name in sorted(known_names([m.fact for m in found]) - said):
                if len(found) >= limit:
                    break
                more = await s.fetchall(
                    _BY_WORDS + " ORDER BY m.id DESC LIMIT ?", (any_of(match_terms(name)), limit)
                )
                seen = {m.id for m in found}
                found += [m for m in map(memory, more) if m.id not in seen][: limit - len(found)]
        return found

    async def get_memory(self, memory_id: int) -> Memory:
        async with self._db.read() as s:
            row = await s.fetchone(_BY_ID, (int(memory_id),))
        if row is None:
            raise JournalError(f"no memory #{memory_id}")
        return memory(row)

    async def forget_memory(self, memory_id: int) -> Memory:
        """Delete one memory by id and return it; ``JournalError`` when there is none."""
        gone = await self.forget_memories([memory_id])
        if not gone:
            raise JournalError(f"no memory #{memory_id}")
        return gone[0]

    async def memory_ids(self) -> list[int]:
        """Every memory's id, oldest first."""
        async with self._db.read() as s:
            rows = await s.fetchall("SELECT id FROM memories ORDER BY id")
        return [int(r[0]) for r in rows]

    async def forget_memories(self, memory_ids: Sequence[int]) -> list[Memory]:
        """Delete the memories with these ids in one transaction (all or none); returns those
        that were there, oldest first."""
        ids = sorted({int(i) for i in memory_ids})
        async with self._db.write() as s:
            gone = [memory(r) for i in ids if (r := await s.fetchone(_BY_ID, (i,))) is not None]
            await s.executemany("DELETE FROM memories WHERE id = ?", [(m.id,) for m in gone])
        return gone

    async def memories_corrected(self, fact: str, *, limit: int = 3) -> list[Memory]:
        """The kept facts that ``fact``, said to correct one ("i work day shifts now"), may
        correct: those sharing the most of its words, two at least ("I work as a nurse on night
        shifts."); up to ``limit``, oldest first. The same fact kept already is none."""
        fact = check_text(fact, "fact", MAX_FACT_CHARS)
        terms = match_terms(fact)
        if not terms:
            return []
        async with self._db.read() as s:
            rows = await s.fetchall(_BY_WORDS + " ORDER BY m.id", (any_of(terms),))
        said = {stem(w) for w in search_words(fact)}
        shared = [
            (len(said & {stem(w) for w in search_words(m.fact)}), m)
            for m in map(memory, rows)
            if fact_key(m.fact) != fact_key(fact)
        ]
        most = max((n for n, _ in shared), default=0)
        if most < 2:
            return []
        return [m for n, m in shared if n == most][:limit]

    async def replace_memory(self, memory_id: int, fact: str) -> Memory:
        """Keep ``fact`` in place of memory ``memory_id`` (one transaction) and return the memory
        as it was; ``JournalError`` when there is none. When ``fact`` is kept already, the old
        one is forgotten. Its words of time are kept as dates, as ``remember`` keeps them."""
        fact = fact_as_kept(check_text(fact, "fact", MAX_FACT_CHARS))
        async with self._db.write() as s:
            row = await s.fetchone(_BY_ID, (int(memory_id),))
            if row is None:
                raise JournalError(f"no memory #{memory_id}")
            old = memory(row)
            kept = await s.fetchone(
                "SELECT id FROM memories WHERE fact_key = ? AND id != ?", (fact_key(fact), old.id)
            )
            if kept is not None:
                await s.execute("DELETE FROM memories WHERE id = ?", (old.id,))
            else:
                await s.execute(
                    "UPDATE memories SET fact = ?, fact_key = ? WHERE id = ?",
                    (fact, fact_key(fact), old.id),
                )
        return old

    async def find_memory(self, fact: str) -> Memory | None:
        """The memory a user means by ``fact``: the same fact (case, spacing and end punctuation
        ignored), else the only memory sharing all its words; None when not exactly one fits."""
        found = await self.memories_meant(fact, limit=2)
        return found[0] if len(found) == 1 else None

    async def memories_meant(self, fact: str, *, limit: int = 4) -> list[Memory]:
        """The memories a user may mean by ``fact``: the same fact (case, spacing and end
        punctuation ignored) alone, else up to ``limit`` memories sharing all its words
        ("the cat" -> "my cat is called miso", "I have a cat called Io"), oldest first."""
        fact = check_text(fact, "fact", MAX_FACT_CHARS)
        async with self._db.read() as s:
            row = await s.fetchone(
                f"SELECT {MEMORY_COLUMNS} FROM memories AS m WHERE m.fact_key = ?",
                (fact_key(fact),),
            )
            if row is not None:
                return [memory(row)]
            # ("forget the cat thing": probed, "No memory matches 'the cat thing'") the words that
            # say what it is about, not that it is a thing
            said = [w for w in search_words(fact) if w not in _VAGUE]
            terms = match_terms(" ".join(said)) if said else match_terms(fact)
            if not terms:
                return []
            rows = await s.fetchall(_BY_WORDS + " ORDER BY m.id LIMIT ?", (all_of(terms), limit))
        return [memory(r) for r in rows]
