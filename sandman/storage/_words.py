"""Pure text helpers: symbol keys and their word forms, and safe FTS5 queries. No I/O.

User text never reaches FTS5 as syntax: queries are rebuilt from the words found in it, each one
double-quoted (a string in FTS5 grammar), so ``"``, ``AND``, ``NEAR(``, ``*``, ``-`` and ``col:``
are only ever searched for as words.
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Iterable, Sequence
from typing import NamedTuple

from ..language import IRREGULAR_PLURALS, SEARCH_FRAME, STOPWORDS, porter_stem

_WORD = re.compile(r"\w+", re.UNICODE)
_ARTICLES = ("a ", "an ", "the ", "my ", "some ")
_TRIM = " \t\r\n\"'`.,;:!?()[]{}<>«»“”‘’"

_IRREGULAR_PLURALS = IRREGULAR_PLURALS
_IRREGULAR_SINGULARS = {v: k for k, v in _IRREGULAR_PLURALS.items()}

# Words that say nothing about which dream is meant: function words and the frame of a question
# about the journal. Dropped from searches unless nothing else is left.
_STOPWORDS = STOPWORDS | SEARCH_FRAME
SEARCH_STOPWORDS = _STOPWORDS  # the words a search never looks for alone

MAX_QUERY_WORDS = 12


def symbol_key(text: str) -> str:
    """The canonical spelling of a symbol as typed: case-folded, trimmed, no leading article."""
    key = " ".join(text.casefold().split()).strip(_TRIM)
    for article in _ARTICLES:
        if key.startswith(article) and len(key) > len(article):
            key = key[len(article) :]
            break
    return " ".join(key.split())


def singulars(word: str) -> list[str]:
    """Singular spellings ``word`` may be the plural of (over-generated; none for a singular)."""
    out: list[str] = []
    if word in _IRREGULAR_PLURALS:
        out.append(_IRREGULAR_PLURALS[word])
    if word.endswith("ves") and len(word) > 4:
        out += [word[:-3] + "f", word[:-3] + "fe"]
    if word.endswith("ies") and len(word) > 4:
        out.append(word[:-3] + "y")
    if word.endswith("es") and len(word) > 3:
        out.append(word[:-2])
    if word.endswith("s") and not word.endswith(("ss", "us", "is")) and len(word) > 2:
        out.append(word[:-1])
    return out


def _plurals(word: str) -> list[str]:
    out: list[str] = []
    if word in _IRREGULAR_SINGULARS:
        out.append(_IRREGULAR_SINGULARS[word])
    if word.endswith("y") and len(word) > 2 and word[-2] not in "aeiou":
        out.append(word[:-1] + "ies")
    if word.endswith("fe"):
        out.append(word[:-2] + "ves")
    elif word.endswith("f"):
        out.append(word[:-1] + "ves")
    if word.endswith(("s", "x", "z", "ch", "sh")):
        out.append(word + "es")
    else:
        out.append(word + "s")
    return out


def word_forms(key: str) -> list[str]:
    """``key`` first, then singular and plural spellings of its last word.

    Over-generated on purpose: they are only ever compared against known symbols or searched for.
    """
    head, _, last = key.rpartition(" ")
    prefix = head + " " if head else ""
    forms = [key]
    for variant in singulars(last) + _plurals(last):
        candidate = prefix + variant
        if candidate not in forms:
            forms.append(candidate)
    return forms


def _plain(text: str) -> str:
    """``text`` in lower case without diacritics, as the FTS5 tokenizer indexes it: "İ" is "i"
    (not "i" and a separate dot), "é" is "e"; other characters are left as they are."""
    out: list[str] = []
    for ch in text.lower():
        if unicodedata.combining(ch):
            continue
        if not ch.isascii():
            split = unicodedata.normalize("NFD", ch)
            if any(unicodedata.combining(c) for c in split):
                ch = "".join(c for c in split if not unicodedata.combining(c))
        out.append(ch)
    return "".join(out)


def words(text: str) -> list[str]:
    """The searchable words of ``text``, lower-cased, without diacritics, in order, without
    repeats."""
    seen: dict[str, None] = {}
    for w in _WORD.findall(_plain(text)):
        w = w.strip("_")
        if w:
            seen.setdefault(w, None)
    return list(seen)


def _quoted(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def search_words(text: str) -> list[str]:
    """The words of ``text`` worth searching for: without the frame of a question ("do I dream
    about water a lot?" → water), unless nothing else is left; at most ``MAX_QUERY_WORDS``."""
    found = words(text)
    meaningful = [w for w in found if w not in _STOPWORDS] or found
    return meaningful[:MAX_QUERY_WORDS]


def match_terms(text: str) -> list[str]:
    """FTS5 terms for a search: each word quoted, prefix-matched when 3+ characters long."""
    return [_quoted(w) + ("*" if len(w) >= 3 else "") for w in search_words(text)]


def all_of(terms: Iterable[str]) -> str:
    return " AND ".join(terms)


def any_of(terms: Iterable[str]) -> str:
    return " OR ".join(terms)


class Expanded(NamedTuple):
    """One searched word and what else finds it, closest first."""

    word: str
    #: Other spellings of the word itself: plurals, irregular forms (flew → fly, flying, flight).
    forms: tuple[str, ...] = ()
    #: Words of much the same meaning (sea for ocean, mum for mother), each as a group: the word
    #: as listed, then its other forms.
    similar: tuple[tuple[str, ...], ...] = ()
    #: Related words or phrases (lake, rain, flood for water), grouped the same way.
    related: tuple[tuple[str, ...], ...] = ()


#: The levels of a match, closest first: the word as typed (the index stems regular endings:
#: flying, flies), another form of it, a word of much the same meaning, a related word. The last
#: two are both "related words" to the user.
EXACT, FORM, SIMILAR, RELATED = 0, 1, 2, 3
LEVELS = (EXACT, FORM, SIMILAR, RELATED)

# Prefix matching ("roof" finds "rooftops") only for words this long: shorter prefixes are mostly
# other words ("sea" → "search", "bee" → "been"). And only for a word the index's stemmer leaves
# whole: the prefix applies to the stem, so "tomas*" is "toma*" and found "tomatoes".
_PREFIX_MIN = 4


def _terms(phrases: Iterable[str]) -> list[str]:
    out: list[str] = []
    for p in phrases:
        ws = words(p)
        term = _quoted(" ".join(ws)) if ws else ""
        if term and term not in out:
            out.append(term)
    return out


def apart(expanded: Sequence[Expanded]) -> list[Expanded]:
    """``expanded`` without related words that are another searched word (or a form of one):
    in "flooded water", "water" must not count as a word related to "flooded", or any dream
    with water in it would match both words."""
    out: list[Expanded] = []
    for i, e in enumerate(expanded):
        others = {w for j, o in enumerate(expanded) if j != i for w in (o.word, *o.forms)}
        out.append(
            e._replace(
                similar=tuple(g for g in e.similar if others.isdisjoint(g)),
                related=tuple(g for g in e.related if others.isdisjoint(g)),
            )
        )
    return out


def _searchable(words_: Iterable[str]) -> list[str]:
    """``words_`` but those the index's stemmer reads as a word every dream has ("ate" is
    stemmed "at": measured, a search for "food" listed "I was back at school" as mentioning
    kitchen, through "ate")."""
    return [w for w in words_ if " " in w or porter_stem(w) not in SEARCH_STOPWORDS]


@functools.lru_cache(maxsize=4096)
def level_terms(e: Expanded) -> tuple[tuple[str, ...], ...]:
    """The FTS5 terms that find ``e`` at each of the ``LEVELS``, none repeated."""
    exact = _terms([e.word])
    forms = _terms(_searchable(e.forms))
    if len(e.word) >= _PREFIX_MIN and exact and porter_stem(e.word) == e.word:
        forms.append(exact[0] + "*")
    similar = _terms(_searchable(w for group in e.similar for w in group))
    related = _terms(_searchable(w for group in e.related for w in group))
    out: list[tuple[str, ...]] = []
    seen: set[str] = set()
    for terms in (exact, forms, similar, related):
        out.append(tuple(t for t in terms if t not in seen))
        seen.update(terms)
    return tuple(out)


def tiered_queries(expanded: Sequence[Expanded], *, every: bool = True) -> list[str]:
    """One FTS5 query per level: the dreams that match every word of ``expanded`` (any word, with
    ``every=False``) at that level or closer, and not at a closer one. "" for a level that adds
    nothing to the one before."""
    per_word = [level_terms(e) for e in expanded]
    join = all_of if every else any_of
    out: list[str] = []
    closer = ""
    for level in LEVELS:
        groups = [[t for k in range(level + 1) for t in terms[k]] for terms in per_word]
        groups = [g for g in groups if g]
        query = join("(" + any_of(g) + ")" for g in groups)
        if level > EXACT and all(not terms[level] for terms in per_word):
            out.append("")
        else:
            out.append(f"({query}) NOT ({closer})" if closer else query)
        closer = query
    return out


def _inflected(phrase: str) -> str:
    """A pattern for ``phrase`` with a regular ending on its last word (drop → dropped,
    chase → chasing, study → studied); phrases match across any spacing."""
    ws = words(phrase)
    if not ws:
        return "(?!)"
    head = r"\s+".join(re.escape(w) for w in ws[:-1])
    last = ws[-1]
    alts = [re.escape(last) + "(?:s|es|d|ed|ing|er|ers)?"]
    if last.endswith("e"):
        alts.append(re.escape(last[:-1]) + "(?:ing|ed|er|ers)")
    if last.endswith("y"):
        alts.append(re.escape(last[:-1]) + "(?:ies|ied)")
    if last[-1] not in "aeiouwxy":
        alts.append(re.escape(last + last[-1]) + "(?:ing|ed|er|ers)")
    return (head + r"\s+" if head else "") + "(?:" + "|".join(alts) + ")"


@functools.lru_cache(maxsize=256)
def _groups_pattern(groups: tuple[tuple[str, ...], ...]) -> re.Pattern[str]:
    """One pattern for all ``groups``; the match's ``lastgroup`` is ``g<index>``."""
    alternatives = [
        f"(?P<g{i}>" + "|".join(_inflected(w) for w in group) + ")"
        for i, group in enumerate(groups)
        if group
    ]
    return re.compile(r"\b(?:" + "|".join(alternatives or ["(?!)"]) + r")\b", re.IGNORECASE)


def mentioned(text: str, groups: Sequence[tuple[str, ...]]) -> list[str]:
    """The first word of each group of which ``text`` holds some form, in the groups' order."""
    groups = tuple(groups)
    hit = {int(m.lastgroup[1:]) for m in _groups_pattern(groups).finditer(text) if m.lastgroup}
    return list(dict.fromkeys(groups[i][0] for i in sorted(hit)))


def phrase_terms(phrases: Iterable[str]) -> list[str]:
    """FTS5 terms matching each phrase's words in order (no prefix matching)."""
    out: list[str] = []
    for p in phrases:
        ws = words(p)
        if ws:
            term = _quoted(" ".join(ws))
            if term not in out:
                out.append(term)
    return out


def fact_key(fact: str) -> str:
    """What makes two remembered facts "identical": case, spacing and end punctuation ignored."""
    return " ".join(fact.casefold().split()).rstrip(".!?… ")


def clip(text: str, limit: int) -> str:
    """``text`` on one line, cut to ``limit`` characters with an ellipsis if it was longer."""
    flat = " ".join(text.split())
    if len(flat) <= limit:
        return flat
    return flat[: max(limit - 1, 0)].rstrip() + "…"


def excerpt(text: str, needles: Iterable[str], width: int = 160) -> str:
    """About ``width`` characters of ``text`` around the first word starting like a needle.

    A needle matches by its first letters (all but a short ending), so ``flying`` finds "flew"
    no better than FTS would, but "flies" and "flying" both find "fly…". Without a hit, the
    start of the text.
    """
    flat = " ".join(text.split())
    if len(flat) <= width:
        return flat
    stems = sorted({n[: max(4, len(n) - 3)] for n in needles if n}, key=len, reverse=True)
    hit = None
    if stems:
        pattern = r"\b(?:" + "|".join(re.escape(s) for s in stems) + ")"
        hit = re.search(pattern, flat, re.IGNORECASE)
    if hit is None or hit.start() < width // 3:
        return clip(flat, width)
    start = flat.rfind(" ", 0, hit.start() - width // 4) + 1
    return clip("…" + flat[start:], width)
