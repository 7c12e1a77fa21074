"""The user's own symbol meanings, and ``lookup_symbol``: a symbol's meanings and its dreams."""

from __future__ import annotations

from itertools import chain

from ..language import one_typo_apart
from ..tools import ToolResult
from . import _leads, _render
from ._db import Database, Session
from ._dictionary import Dictionary
from ._errors import JournalError
from ._records import MAX_MEANING_CHARS, MAX_SYMBOL_CHARS, SymbolMeaning, check_text, now_utc
from ._rows import DREAM_COLUMNS, dream, store_meanings
from ._search import hit
from ._vocabulary import Vocabulary
from ._words import RELATED, Expanded, any_of, excerpt, phrase_terms, symbol_key, word_forms

SYMBOL_DREAMS_FETCHED = 8


def _typo_of(key: str, form: str) -> bool:
    """Whether ``key`` is ``form`` mistyped: one typo apart, or, for a word of four letters, the
    word with one letter dropped ("snak" for snake; four letters are too few to guess more)."""
    if len(key) == 4:
        return len(form) == 5 and any(form[:i] + form[i + 1 :] == key for i in range(5))
    return one_typo_apart(key, form)


class Symbols:
    """``Journal``'s symbol methods (a part of it: it sets the attributes below)."""

    _db: Database
    _dictionary: Dictionary
    _vocabulary: Vocabulary

    async def save_symbol_meaning(self, symbol: str, meaning: str) -> tuple[str, str | None]:
        """Store what ``symbol`` means to the user (replacing an older meaning).

        Returns the symbol's stored name (a dictionary name when it is one, ``teeth`` → ``tooth``)
        and the meaning it replaced, if any.
        """
        key = symbol_key(check_text(symbol, "symbol", MAX_SYMBOL_CHARS))
        if not key:
            raise JournalError(f"{symbol!r} is not a symbol name")
        meaning = check_text(meaning, "meaning", MAX_MEANING_CHARS)
        # "tiger means power to me" is the tiger's meaning, though the dictionary reads a tiger
        # as it reads a lion (it was saved as the lion's)
        known = self._dictionary.name_of(key)
        async with self._db.write() as s:
            found = await self._own_meaning(s, key)
            if known is not None:
                name = known
            elif found:
                name = found[0]
            else:
                name = key
            previous = found[1] if found else None
            if found and found[0] != name:
                await s.execute("DELETE FROM symbols WHERE symbol = ?", (found[0],))
            await store_meanings(s, [(name, meaning, now_utc())])
        return name, previous

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

    def _own_forms(self, key: str) -> list[str]:
        """Names a user's meaning for ``key`` may be stored under, the most likely first."""
        forms = word_forms(key)
        entry = self._dictionary.same(key)
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
        """The ``lookup_symbol`` tool: the user's meaning, the dictionary's, the latest dreams
        with the symbol in any spelling and, when few, dreams with related words only.

        A symbol nothing knows may be a typo of one the journal knows ("snaek"): read as that
        one when exactly one is a typo away; a phrase nothing knows ("broken mirror") is read as
        its last word something knows, then the ones before it. The answer says how it was read."""
        result, known = await self._lookup_once(symbol, budget)
        if known:
            return result
        key = symbol_key(symbol)
        # "snaek" → snake; "broken mirror" → mirror: a phrase's head is its last word in English
        # ("red door", "old house"), then the words before it.
        fix = await self._spelled_as(key)
        words = key.split()
        tries = (
            [fix]
            if fix is not None
            else [w for w in reversed(words) if len(words) > 1 and len(w) >= 3]
        )
        for name in tries:
            said = f"I read '{symbol.strip()}' as '{name}'."
            fixed, known = await self._lookup_once(name, budget - len(said) - 1)
            if known:
                return ToolResult(
                    text=f"{said}\n{fixed.text}"[:budget],
                    lead=f"{said}\n{fixed.lead}",
                    refs=fixed.refs,
                )
        return result

    async def _spelled_as(self, key: str) -> str | None:
        """The one symbol the user saved or the dictionary holds that ``key`` is a typo of, or
        None (none, or more than one: then it is not guessed; a four-letter word only with a
        letter dropped)."""
        if " " in key or len(key) < 4:
            return None
        async with self._db.read() as s:
            own = [str(r[0]) for r in await s.fetchall("SELECT symbol FROM symbols")]
        mine = {symbol_key(name): name for name in reversed(own)}  # the first saved wins
        # the user's spellings, then the dictionary's that the user's do not shadow (no copy)
        spellings = chain(
            mine.items(), ((f, n) for f, n in self._dictionary.forms().items() if f not in mine)
        )
        close = {name for form, name in spellings if form != key and _typo_of(key, form)}
        return close.pop() if len(close) == 1 else None

    async def _lookup_once(self, symbol: str, budget: int) -> tuple[ToolResult, bool]:
        """``lookup_symbol`` for ``symbol`` as written, and whether anything knows it (the
        user's meaning, the dictionary, or a dream that mentions it)."""
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
            return ToolResult(text=text, lead=text), False
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
        async with self._db.read() as s:
            rows = await s.fetchall(
                f"""SELECT 0, symbol, meaning, NULL, NULL, NULL, NULL
                    FROM symbols WHERE symbol IN ({marks})
                    UNION ALL
                    SELECT 1, count(*), NULL, NULL, NULL, NULL, NULL
                    FROM dreams_fts WHERE dreams_fts MATCH ?
                    UNION ALL
                    -- Latest entries first: FTS5 walks its index backwards by rowid and stops at
                    -- LIMIT; ordering by dream date sorted every match (~4 ms at 10,000 dreams).
                    SELECT 2, {DREAM_COLUMNS} FROM dreams AS d JOIN (
                        SELECT rowid FROM dreams_fts WHERE dreams_fts MATCH ?
                        ORDER BY rowid DESC LIMIT ?
                    ) AS m ON d.id = m.rowid
                    UNION ALL
                    SELECT 3, {DREAM_COLUMNS} FROM dreams AS d JOIN (
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
        dreams = sorted((dream(r[1:]) for r in rows if r[0] == 2), key=lambda d: -d.id)
        related = sorted((dream(r[1:]) for r in rows if r[0] == 3), key=lambda d: -d.id)
        as_related = [Expanded(key, related=tuple(groups))]
        # a near word's reading is borrowed ("tiger" read as "lion"): the symbol is still theirs
        name = entry.name if entry and self._dictionary.same(key) is entry else key
        own_meaning = next((own[f] for f in forms if f in own), None)
        known = (entry.name, entry.meaning) if entry else None
        related_hits = [
            hit(d, RELATED, as_related) for d in related[: SYMBOL_DREAMS_FETCHED - total]
        ]
        text = _render.symbol_result(
            name,
            own_meaning,
            known,
            [(d, excerpt(d.text, spellings)) for d in dreams],
            total,
            budget,
            related=related_hits,
        )
        result = ToolResult(
            text=text,
            lead=_leads.symbol_lead(name, own_meaning, known, dreams, total, related_hits),
            refs=tuple(d.id for d in dreams[:3]),
        )
        return result, bool(own_meaning or known or total)
