"""Matching reply text against expected facts: normalization, dates, and containment. No I/O.

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

_MONTHS = (
    "january february march april may june july august september october november december"
).split()
_NON_WORD = re.compile(r"[^\w]+", re.UNICODE)
_ORDINAL = re.compile(r"\b(\d{1,2})(?:st|nd|rd|th)\b")
_DAY_OF_MONTH = re.compile(r"\b(\d{1,2}) of (" + "|".join(_MONTHS) + r")\b")
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


def date_forms(day: dt.date) -> tuple[str, ...]:
    """The ways a reply may write ``day``: ISO, "3 November", "November 3", "Nov 3", "03 Nov"."""
    month = _MONTHS[day.month - 1]
    out = [day.isoformat()]
    for name in (month, month[:3]):
        for d in {str(day.day), f"{day.day:02d}"}:
            out += [f"{d} {name}", f"{name} {d}"]
    return tuple(out)


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
