"""Matching reply text against expected facts and the journal: normalization, dates,
containment, and dates or quotes a reply made up. No I/O.

A fact is matched case-insensitively and tolerant of trivial formatting: accents, punctuation,
apostrophes, hyphens, ordinal suffixes ("3rd") and "of" in dates ("3rd of November") do not
matter, and an ISO date (or ``{today}`` / ``{yesterday}``) also matches its spoken forms
("3 November", "November 3", "Nov 3"). Matches are whole words: "cat" is not found in "category".
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from collections.abc import Iterable, Sequence

from ..language import MONTH_NAMES, calendar_days, date_forms, real_date

_NON_WORD = re.compile(r"[^\w]+", re.UNICODE)
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b")
_DAY_OF_MONTH = re.compile(r"\b(\d{1,2}) of (" + "|".join(MONTH_NAMES) + r")\b")
_ISO = re.compile(r"^\s*(\d{4})-(\d{2})-(\d{2})\s*$")
RELATIVE_DATES = ("{today}", "{yesterday}")


def normalize(text: str) -> str:
    """Case-folded words separated by single spaces: accents, punctuation and ordinals dropped."""
    decomposed = unicodedata.normalize("NFKD", text)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    words = _NON_WORD.sub(" ", plain.replace("_", " "))
    words = _ORDINAL.sub(r"\1", words)
    words = _DAY_OF_MONTH.sub(r"\1 \2", words)
    return " ".join(words.split())


def resolve_date(value: str, today: dt.date) -> dt.date | None:
    """``value`` as a date when it is ISO, ``{today}``/``today`` or ``{yesterday}``/``yesterday``."""
    key = value.strip().strip("{}").lower()
    if key == "today":
        return today
    if key == "yesterday":
        return today - dt.timedelta(days=1)
    match = _ISO.match(value)
    if match is None:
        return None
    try:
        return dt.date(int(match[1]), int(match[2]), int(match[3]))
    except ValueError:
        return None


def forms(alternative: str, today: dt.date) -> tuple[str, ...]:
    """Normalized forms of one acceptable alternative (several for a date)."""
    day = resolve_date(alternative, today) if ("-" in alternative or "{" in alternative) else None
    raw = date_forms(day) if day is not None else (alternative,)
    return tuple(dict.fromkeys(f for f in (normalize(r) for r in raw) if f))


def contains(normalized_text: str, normalized_form: str) -> bool:
    """Whole-word containment of one normalized string in another."""
    return bool(normalized_form) and f" {normalized_form} " in f" {normalized_text} "


def matches_any(text: str, alternatives: Sequence[str], today: dt.date) -> str | None:
    """The first alternative found in ``text`` (as written in the case), or None."""
    haystack = normalize(text)
    for alternative in alternatives:
        if any(contains(haystack, f) for f in forms(alternative, today)):
            return alternative
    return None


def found_in(normalized_form: str, corpus: Iterable[str]) -> bool:
    """True when ``normalized_form`` occurs in any of the (already normalized) texts."""
    return any(contains(text, normalized_form) for text in corpus)


# --- dates and titles a reply made up ------------------------------------------------------------

_ISO_LIKE = re.compile(r"(?<![\d-])(\d{4})-(\d{1,2})(?:-(\d{1,4}))?(?![\d-])")
_NORMALIZED_ISO = re.compile(r"\b(\d{4}) (\d{2}) (\d{2})\b")
_QUOTE = re.compile(r"\"([^\"\n]{2,80})\"|“([^”\n]{2,80})”")


def invented_dates(reply: str, corpus: Sequence[str], today: dt.date) -> list[str]:
    """Dates in ``reply`` that no grounding text (normalized) mentions, today and yesterday
    aside; one no calendar has ("2026-13", "2019-02-31") is always made up."""
    yesterday = today - dt.timedelta(days=1)
    known = [
        day
        for text in [*corpus, f"{today} {yesterday}"]
        for day in calendar_days(_NORMALIZED_ISO.sub(r"\1-\2-\3", text))
    ]
    days = {(d.month, d.day) for d in known}
    full = {(d.month, d.day, d.year) for d in known if d.year is not None}
    out = [m.group() for m in _ISO_LIKE.finditer(reply) if not m[3]]  # a month with no day
    for day in calendar_days(reply):
        if (
            real_date(day) is None
            or (day.month, day.day) not in days
            or (day.year is not None and (day.month, day.day, day.year) not in full)
        ):
            out.append(day.text)
    return list(dict.fromkeys(out))


def invented_quotes(reply: str, corpus: Sequence[str]) -> list[str]:
    """Text the reply puts in double quotes ("Missed bus") that no grounding text holds: a title
    or a saying it made up."""
    out: list[str] = []
    for match in _QUOTE.finditer(reply):
        quoted = (match[1] or match[2]).strip()
        key = normalize(quoted)
        if key and not found_in(key, corpus):
            out.append(quoted)
    return out
