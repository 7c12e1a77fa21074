"""What ties a dream just told to the rest of the journal, said in the journal's own words.

After a told dream is saved, its content words (not the frame of a narration: "was", "saw",
"suddenly"…) are looked up, read-only: earlier dreams that share them (by the Porter stems the
search index uses, so "wolves" meets "wolf"), the user's own meanings of symbols in it, and the
memories that share its words ("my brother" meets "My brother Tomas lives in Porto"). At most
``MAX_LINKS`` lines, the closest first; none when nothing links. The companion takes them up;
a model that cannot still shows the user something true about their own journal.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ..language import porter_stem
from ._db import Database
from ._leads import dream_label
from ._memories import Memories
from ._overview import content_words
from ._records import Dream, Memory, SymbolMeaning
from ._rows import DREAM_COLUMNS, dream
from ._symbols import Symbols
from ._words import any_of, clip, singulars

MAX_LINKS = 3
_MAX_TERMS = 12
# A word found in more than this share of a journal's dreams says little about one of them.
_COMMON_SHARE = 0.34


def _stems(ws: Sequence[str]) -> dict[str, str]:
    return {porter_stem(w): w for w in ws}


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " and " + items[-1]


def _meaning_links(meanings: Sequence[SymbolMeaning], mine: Sequence[str]) -> list[str]:
    forms = {form for w in mine for form in (w, *singulars(w))}
    return [
        f"To you, {m.symbol} means: {clip(m.meaning, 120)}"
        for m in meanings
        if m.symbol.lower() in forms
    ][:2]


# Words that say how a fact is put, not what it is about: "my passport kept changing names" is
# not about "My sister's name is Anna" (measured: that memory was shown beside the dream).
_FACT_FRAME = frozenset(porter_stem(w) for w in "name names named called call calls".split())


def _memory_links(facts: Sequence[Memory], stems: dict[str, str]) -> list[str]:
    out: list[str] = []
    for fact in facts:
        theirs = _stems(content_words(fact.fact))
        if any(
            stem in theirs and stem not in _FACT_FRAME and _same_kind(stems[stem], theirs[stem])
            for stem in stems
        ):
            out.append(f"You told me: {clip(fact.fact, 120)}")
    return out[:1]


def _same_kind(mine: str, theirs: str) -> bool:
    """Whether two words of one stem are the same kind of word: not a thing and a doing ("i was on
    a train" is not about "I'm training for a half marathon": probed, that memory shown)."""
    return mine.lower().endswith("ing") == theirs.lower().endswith("ing")


# A verb said as not done is no thing of the dream: "the brakes didnt work" is not about "I work as
# a nurse on night shifts" (probed: that memory shown, and the 1.5B asked about their job); nor one
# said to stop ("i had a nightmare my baby stopped breathing": probed, linked to a peaceful dream
# where they could breathe under the water)
_NOT_DONE = re.compile(
    r"\b(?:didn'?t|doesn'?t|don'?t|won'?t|wouldn'?t|couldn'?t|can'?t|cannot|wasn'?t|weren'?t|"
    r"never|not|stopped|stops|quit|ceased)\s+(?:even\s+|really\s+)?([a-z]+)",
    re.IGNORECASE,
)


def _told_words(saved: Dream) -> list[str]:
    """The content words of ``saved`` that name something of it, not a verb said as not done."""
    undone = {m[1].lower() for m in _NOT_DONE.finditer(saved.text)}
    return [w for w in content_words(f"{saved.title or ''} {saved.text}") if w not in undone]


class Links(Symbols, Memories):
    """``Journal``'s links from a told dream to the rest of the journal (a part of it: it sets
    ``_db``; the symbol and memory parts are its bases)."""

    _db: Database

    async def _links(self, saved: Dream) -> list[str]:
        """Lines tying ``saved`` to the journal: the earlier dream sharing most of its words, the
        user's own meanings of symbols in it, the memories that share its words."""
        mine = _told_words(saved)[:_MAX_TERMS]
        if not mine:
            return []
        stems = _stems(mine)
        lines: list[str] = []
        lines += await self._dream_links(saved, stems)
        lines += _meaning_links(await self.symbol_meanings(), mine)
        # (no words of the same meaning: a link shares a word itself)
        lines += _memory_links(
            await self.memories(" ".join(stems.values()), limit=5, alike=False), stems
        )
        return lines[:MAX_LINKS]

    async def _dream_links(self, saved: Dream, stems: dict[str, str]) -> list[str]:
        terms = any_of(f'"{stem}"' for stem in stems)
        async with self._db.read() as s:
            total = (await s.fetchone("SELECT count(*) FROM dreams"))[0]  # type: ignore[index]
            rows = await s.fetchall(
                f"SELECT {DREAM_COLUMNS} FROM dreams AS d WHERE d.id IN "
                "(SELECT rowid FROM dreams_fts WHERE dreams_fts MATCH ?) AND d.id != ? "
                "ORDER BY d.date DESC, d.id DESC LIMIT 200",
                (terms, saved.id),
            )
        found = [dream(r) for r in rows]
        shared: list[tuple[Dream, list[str]]] = []
        counts: dict[str, int] = {}
        for d in found:
            theirs = _stems(content_words(f"{d.title or ''} {d.text}"))
            common = [stem for stem in stems if stem in theirs]
            for stem in common:
                counts[stem] = counts.get(stem, 0) + 1
            if common:
                shared.append((d, common))
        if total >= 6:  # in a small journal every shared word counts
            common_stems = {stem for stem, n in counts.items() if n > _COMMON_SHARE * total}
            shared = [(d, [w for w in ws if w not in common_stems]) for d, ws in shared]
            shared = [(d, ws) for d, ws in shared if ws]
        if not shared:
            return []
        # The dream sharing the most words (the rarest first), the latest on a tie.
        best, ws = max(shared, key=lambda item: (len(item[1]), -sum(counts[w] for w in item[1])))
        rarest = sorted(ws, key=lambda w: counts[w])
        said = _and([stems[w] for w in rarest[:3]])
        first = rarest[0]
        more = counts[first] - 1  # other dreams with its rarest shared word
        others = (
            f" (and {more} more {'dream' if more == 1 else 'dreams'} with {stems[first]})"
            if more
            else ""
        )
        return [f"An earlier dream has {said} too: {dream_label(best)}{others}."]
