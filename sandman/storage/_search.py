"""How dreams are searched: the words of a query, their other forms and related words, by level.

``find`` reads each level of closeness (``_words.LEVELS``) in as few trips to the database
thread as it can and ranks each by bm25; it never reads the query as FTS5 syntax.
"""

from __future__ import annotations

import difflib
import re
from collections import Counter
from collections.abc import Sequence

from ..language import RELATIONS, common_english_words, one_typo_apart, porter_stem
from . import _render
from ._db import Database, Session
from ._errors import JournalError
from ._records import MAX_QUERY_CHARS, Dream, check_limit, check_text
from ._rows import DREAM_COLUMNS, dream
from ._vocabulary import Vocabulary
from ._words import (
    EXACT,
    FORM,
    RELATED,
    SEARCH_STOPWORDS,
    SIMILAR,
    Expanded,
    any_of,
    apart,
    excerpt,
    level_terms,
    match_terms,
    mentioned,
    search_words,
    tiered_queries,
    words,
)

# No snippet(): it is quadratic in the number of hits and took seconds on long dreams.
# Rank inside the FTS table first and fetch only the winners' rows: sorting whole dream rows
# for every match cost 2-3x more on a 10,000-dream journal.
_LEVEL_SQL = f"""
    SELECT ? AS level, m.score, {DREAM_COLUMNS}
    FROM dreams AS d JOIN (
        SELECT rowid, bm25(dreams_fts, 2.0, 1.0) AS score FROM dreams_fts
        WHERE dreams_fts MATCH ?{{within}} ORDER BY score LIMIT ?
    ) AS m ON d.id = m.rowid"""
# The dreams of a period only ("did I dream about water this month?"): after each MATCH, its
# first and last dates as parameters.
_WITHIN = " AND rowid IN (SELECT id FROM dreams WHERE date BETWEEN ? AND ?)"
Period = tuple[str, str]
# Levels read in one trip to the database thread: the exact word with its other forms (narrow
# and cheap); then each level of related words only while the closer ones left room (ranking
# the hundreds of dreams they match is most of what a search costs).
_LEVEL_BATCHES = ((EXACT, FORM), (SIMILAR,), (RELATED,))
# A word in more than this share of a large journal says little about which dream is meant.
_COMMON_SHARE = 0.3
_COMMON_MIN_DOCS = 50


_EITHER = re.compile(r"\w\s+or\s+\w", re.IGNORECASE)


async def find(
    db: Database,
    vocabulary: Vocabulary,
    query: str,
    limit: int,
    *,
    counted: bool = False,
    order: str | None = None,
    period: Period | None = None,
) -> _render.Found:
    """Up to ``limit`` dreams matching ``query`` (see ``Journal.search_dreams``), as hits; with
    ``counted``, how many dreams say the words (``Found.total``, one more read when the hits
    fill ``limit``); with ``order="oldest"``, the dreams that say them are the earliest ones,
    oldest first ("when did I first dream about water?"), with ``"newest"`` the latest ones, newest
    first ("the most recent one about water"); with ``period`` (first and last date), only
    the dreams dated in it.

    Raises ``JournalError`` when ``query`` holds no word at all.
    """
    query = check_text(query, "search", MAX_QUERY_CHARS)
    check_limit(limit)
    expanded = apart([vocabulary.expand(w) for w in search_words(query)])
    if not expanded:
        raise JournalError(f"search {query!r} has no words to look for")
    partial = False
    # "water or ocean": the dreams that say either (probed: "can you show me dreams with water
    # or the ocean" listed the one that says both)
    either = len(expanded) > 1 and _EITHER.search(query) is not None
    async with db.read() as s:
        queries = tiered_queries(expanded, every=not either)
        found = await _by_level(s, queries, limit, period)
        if not found and len(expanded) > 1:
            useful = await _selective(s, expanded)
            if useful:
                queries = tiered_queries(useful, every=False)
                found = await _by_level(s, queries, limit, period)
                partial = bool(found)
        corrected: tuple[tuple[str, str], ...] = ()
        if not found:
            # Words the journal does not have may be typos of words it has ("libary").
            fixes = await _spellings(s, [e.word for e in expanded])
            if fixes:
                fixed = [fixes.get(e.word, e.word) for e in expanded]
                retry = apart(
                    [vocabulary.expand(w) for w in fixed if w and w not in SEARCH_STOPWORDS]
                )
                queries = tiered_queries(retry) if retry else queries
                found = await _by_level(s, queries, limit, period) if retry else []
                if found:
                    expanded = retry
                    corrected = tuple(fixes.items())
        named: tuple[tuple[str, str, str], ...] = ()
        if not found:
            # "my brother" (or "bruther") when no dream says it: the name the memories give him.
            people = await _people(s, [e.word for e in expanded])
            if people:
                named_words = {word: name for word, (_, name) in people.items()}
                retry = apart(
                    [vocabulary.expand(named_words.get(e.word, e.word)) for e in expanded]
                )
                queries = tiered_queries(retry, every=False)
                found = await _by_level(s, queries, limit, period)
                if found:
                    expanded = retry
                    named = tuple((w, kind, name) for w, (kind, name) in people.items())
        direct = sum(1 for _, level in found if level < SIMILAR)
        total = direct
        if direct and (order or (counted and direct >= limit)):
            total = await _count_direct(s, queries, period)
        if order and direct:
            by_date = await _direct_by_date(s, queries, limit, period, newest=order == "newest")
            found = by_date + [(d, level) for d, level in found if level >= SIMILAR]
            found = found[:limit]
    tried = tuple(dict.fromkeys(g[0] for e in expanded for g in (*e.similar, *e.related)))
    hits = [hit(d, level, expanded) for d, level in found]
    return _render.Found(
        (" or " if either else " ").join(e.word for e in expanded),
        hits,
        partial,
        tried,
        corrected,
        named,
        total=total,
        order=order if direct else None,
    )


def _matched(fts: str, period: Period | None) -> list[object]:
    """The parameters of one MATCH (``_WITHIN`` after it for a period)."""
    return [fts, *period] if period else [fts]


async def _count_direct(s: Session, queries: list[str], period: Period | None = None) -> int:
    """How many dreams say the words themselves or another form of them (the levels of
    ``tiered_queries`` do not overlap, so their counts add up)."""
    direct = [q for q in queries[:SIMILAR] if q]
    within = _WITHIN if period else ""
    row = await s.fetchone(
        "SELECT "
        + " + ".join(
            [f"(SELECT count(*) FROM dreams_fts WHERE dreams_fts MATCH ?{within})"] * len(direct)
        ),
        [p for q in direct for p in _matched(q, period)],
    )
    return int(row[0]) if row else 0


async def _direct_by_date(
    s: Session,
    queries: list[str],
    limit: int,
    period: Period | None = None,
    *,
    newest: bool = False,
) -> list[tuple[Dream, int]]:
    """The ``limit`` earliest dreams that say the words (or another form of them), oldest first;
    with ``newest``, the latest, newest first."""
    wanted = [(level, q) for level, q in enumerate(queries[:SIMILAR]) if q]
    within = _WITHIN if period else ""
    rows = await s.fetchall(
        " UNION ALL ".join(
            [
                f"SELECT ? AS level, {DREAM_COLUMNS} FROM dreams AS d WHERE d.id IN "
                f"(SELECT rowid FROM dreams_fts WHERE dreams_fts MATCH ?{within})"
            ]
            * len(wanted)
        )
        + (" ORDER BY 3 DESC, 2 DESC LIMIT ?" if newest else " ORDER BY 3, 2 LIMIT ?"),
        [p for level, q in wanted for p in (level, *_matched(q, period))] + [limit],
    )
    return [(dream(r[1:]), int(r[0])) for r in rows]


def _relation(word: str) -> str:
    """The relation ``word`` names, typos allowed ("bruther" → "brother"), or ""."""
    if word in RELATIONS:
        return RELATIONS[word]
    return next((RELATIONS[r] for r in RELATIONS if len(r) >= 5 and one_typo_apart(word, r)), "")


async def _people(s: Session, typed: Sequence[str]) -> dict[str, tuple[str, str]]:
    """For each word of ``typed`` that names a relation, the relation and the name the user's
    memories give it ("brother" → ("brother", "Tomas") from "My brother Tomas lives in Porto")."""
    relations = {w: kind for w in typed if (kind := _relation(w))}
    if not relations:
        return {}
    facts = [r[0] for r in await s.fetchall("SELECT fact FROM memories ORDER BY id DESC")]
    found: dict[str, tuple[str, str]] = {}
    for word, kind in relations.items():
        forms = "|".join(w for w, k in RELATIONS.items() if k == kind)
        pattern = re.compile(
            rf"\bmy\s+(?:\w+\s+)?(?:{forms})\s+(?:is\s+(?:called|named)\s+|,\s*)?(?P<a>[A-Z][\w-]+)"
            rf"|(?P<b>[A-Z][\w-]+)\s+is\s+my\s+(?:\w+\s+)?(?:{forms})\b",
            re.IGNORECASE,
        )
        for fact in facts:
            match = pattern.search(fact)
            name = match and (match["a"] or match["b"])
            if name and name[0].isupper() and name.casefold() not in RELATIONS:
                found[word] = (kind, name)
                break
    return found


# A typo is read as the journal's own word when they are this alike (difflib's ratio).
_SPELLING_CUTOFF = 0.8


async def _spellings(s: Session, typed: list[str]) -> dict[str, str]:
    """For each word of ``typed`` that no dream has, the journal's closest word ("libary" →
    "library"), or "" to leave it out (no close word, or a typo of a word not worth searching:
    "abut" → "about"); empty when no word was read as one of the journal's. The index holds stems (porter), so a candidate is a stem of the
    index, shown as the word of a dream that has it."""
    await s.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.dream_terms USING fts5vocab(main, 'dreams_fts', 'row')"
    )
    fixes: dict[str, str] = {}
    for word in typed:
        if len(word) < 4 or not word.isalpha() or word.lower() in common_english_words():
            # a common word is meant as written (probed: "everyone is staring at me" was read
            # as "stairs", and the ocean stairs dream shown as the one that keeps coming back)
            continue
        count = await s.fetchone(
            "SELECT count(*) FROM dreams_fts WHERE dreams_fts MATCH ?", (match_terms(word)[0],)
        )
        if count and int(count[0]):
            continue  # the journal has it
        rows = await s.fetchall(
            "SELECT term FROM temp.dream_terms WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?",
            (word[0], chr(ord(word[0]) + 1), len(word) - 2, len(word) + 2),
        )
        # Compared as stems, as the index holds them: "libary" → "libari" is close to "librari".
        close = difflib.get_close_matches(
            porter_stem(word), [r[0] for r in rows], n=1, cutoff=_SPELLING_CUTOFF
        )
        surface = await _surface(s, close[0]) if close else ""
        fixes[word] = "" if surface in SEARCH_STOPWORDS else surface
    # Worth a second search only when some word was read as one the journal has.
    return fixes if any(fixes.values()) else {}


async def _surface(s: Session, stem: str) -> str:
    """The word as the dreams write it, for an index stem ("librari" → "library")."""
    await s.execute(
        "CREATE VIRTUAL TABLE IF NOT EXISTS temp.dream_term_places "
        "USING fts5vocab(main, 'dreams_fts', 'instance')"
    )
    rows = await s.fetchall(
        "SELECT d.title, d.text FROM dreams AS d WHERE d.id IN "
        "(SELECT doc FROM temp.dream_term_places WHERE term = ? LIMIT 5)",
        (stem,),
    )
    seen = Counter(w for r in rows for w in words(f"{r[0] or ''} {r[1]}") if porter_stem(w) == stem)
    return min(seen, key=lambda w: (-seen[w], len(w))) if seen else ""


def hit(d: Dream, level: int, expanded: list[Expanded]) -> _render.Hit:
    """``d`` as a search hit: the excerpt around what matched, and for a match through related
    words (``SIMILAR`` or ``RELATED``) the ones it mentions."""
    if level < SIMILAR:
        needles = [w for e in expanded for w in (e.word, *e.forms)]
        return _render.Hit(d, excerpt(d.text, needles), level)
    groups = [g for e in expanded for g in (*e.similar, *e.related)]
    names = mentioned(f"{d.title or ''}\n{d.text}", groups)
    needles = [w for g in groups if g[0] in names for w in g]
    return _render.Hit(d, excerpt(d.text, needles), level, tuple(names))


def closest(hits: Sequence[_render.Hit]) -> list[_render.Hit]:
    """The hits that say the words themselves, or, when none does, those with related words."""
    direct = [h for h in hits if h.level < SIMILAR]
    return direct or list(hits)


async def _by_level(
    s: Session, queries: list[str], limit: int, period: Period | None = None
) -> list[tuple[Dream, int]]:
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
        sql = _LEVEL_SQL.format(within=_WITHIN if period else "")
        rows = await s.fetchall(
            " UNION ALL ".join([sql] * len(wanted)) + " ORDER BY 1, 2, d.id DESC",
            [p for level, fts in wanted for p in (level, *_matched(fts, period), room)],
        )
        found += [(dream(r[2:]), int(r[0])) for r in rows[:room]]
    return found


async def _selective(s: Session, expanded: list[Expanded]) -> list[Expanded]:
    """The words worth ranking by when not every word matched.

    Ranking thousands of matches of a word found in most dreams cost ~35 ms on a 10,000-dream
    journal and barely moves bm25; such words are dropped unless nothing rarer matched.
    Words that match nothing (in any form, or through related words) are dropped too.
    """
    groups = ["(" + any_of(t for terms in level_terms(e) for t in terms) + ")" for e in expanded]
    counts = await s.fetchone(
        "SELECT (SELECT count(*) FROM dreams)"
        + "".join(", (SELECT count(*) FROM dreams_fts WHERE dreams_fts MATCH ?)" for _ in groups),
        groups,
    )
    assert counts is not None
    total, per_word = int(counts[0]), [int(c) for c in counts[1:]]
    common = max(_COMMON_MIN_DOCS, total * _COMMON_SHARE)
    matching = [(n, i) for i, n in enumerate(per_word) if n > 0]
    if not matching:
        return []
    kept = [i for n, i in matching if n <= common] or [min(matching)[1]]
    # (a word that only describes is no match by itself: "my old job" came closest to "an old
    # city", probed)
    # (nor beside another word: "my old house" came closest to "an old city" too, the house
    # matched only by a kitchen; probed)
    kept = [i for i in kept if expanded[i].word not in _DESCRIBING]
    return [expanded[i] for i in kept]


_DESCRIBING = frozenset(
    "old new big small little large huge tiny same other different first last next bad good "
    "weird strange real whole long short young dark bright nice".split()
)
