"""Pure text helpers: symbol keys and their word forms, and safe FTS5 queries. No I/O.

User text never reaches FTS5 as syntax: queries are rebuilt from the words found in it, each one
double-quoted (a string in FTS5 grammar), so ``"``, ``AND``, ``NEAR(``, ``*``, ``-`` and ``col:``
are only ever searched for as words.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

_WORD = re.compile(r"\w+", re.UNICODE)
_ARTICLES = ("a ", "an ", "the ", "my ", "some ")
_TRIM = " \t\r\n\"'`.,;:!?()[]{}<>«»“”‘’"

_IRREGULAR_PLURALS = {
    "teeth": "tooth",
    "feet": "foot",
    "geese": "goose",
    "mice": "mouse",
    "lice": "louse",
    "children": "child",
    "men": "man",
    "women": "woman",
    "people": "person",
    "oxen": "ox",
}
_IRREGULAR_SINGULARS = {v: k for k, v in _IRREGULAR_PLURALS.items()}

# Words that say nothing about which dream is meant; dropped from searches unless nothing else is
# left.
_STOPWORDS = frozenset(
    """a an and any are about at be been did do does dream dreams dreamed dreamt ever for from had
    have i in is it me my of on or that the this to was were what when where which with""".split()
)

MAX_QUERY_WORDS = 12


def symbol_key(text: str) -> str:
    """The canonical spelling of a symbol as typed: case-folded, trimmed, no leading article."""
    key = " ".join(text.casefold().split()).strip(_TRIM)
    for article in _ARTICLES:
        if key.startswith(article) and len(key) > len(article):
            key = key[len(article) :]
            break
    return " ".join(key.split())


def _singulars(word: str) -> list[str]:
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
    for variant in _singulars(last) + _plurals(last):
        candidate = prefix + variant
        if candidate not in forms:
            forms.append(candidate)
    return forms


def words(text: str) -> list[str]:
    """The searchable words of ``text``, lower-cased, in order, without repeats."""
    seen: dict[str, None] = {}
    for w in _WORD.findall(text.casefold()):
        w = w.strip("_")
        if w:
            seen.setdefault(w, None)
    return list(seen)


def _quoted(term: str) -> str:
    return '"' + term.replace('"', '""') + '"'


def match_terms(text: str) -> list[str]:
    """FTS5 terms for a search: each word quoted, prefix-matched when 3+ characters long."""
    found = words(text)
    meaningful = [w for w in found if w not in _STOPWORDS] or found
    return [_quoted(w) + ("*" if len(w) >= 3 else "") for w in meaningful[:MAX_QUERY_WORDS]]


def all_of(terms: Iterable[str]) -> str:
    return " AND ".join(terms)


def any_of(terms: Iterable[str]) -> str:
    return " OR ".join(terms)


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
