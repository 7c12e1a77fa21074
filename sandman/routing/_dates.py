"""The night a told dream happened, from the words the user used. Pure: ``today`` is passed in.

"last night", "yesterday", "the night before last", "two days ago", "on Tuesday", "2026-11-03",
"3 November", "November 3rd, 2025". A dream is dated by the day the night began, as the journal
does (``sandman log --date``): "last night" is yesterday's date. Nothing recognised means None
(the caller uses today).
"""

from __future__ import annotations

import re
from datetime import date, timedelta

_MONTHS = {
    name: i
    for i, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "a": 1}
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))

_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_DAY_MONTH = re.compile(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})\b\.?(?:,?\s+(\d{{4}}))?", re.I)
_MONTH_DAY = re.compile(rf"\b({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?", re.I)
_AGO = re.compile(r"\b(\d+|one|two|three|four|five|six|seven|a)\s+(day|night|week)s?\s+ago\b", re.I)
_BEFORE_LAST = re.compile(r"\b(?:the\s+)?(?:night|day)\s+before\s+(?:last|yesterday)\b", re.I)
_YESTERDAY = re.compile(r"\b(?:last\s+night|yesterday|yesternight)\b", re.I)
_TODAY = re.compile(r"\b(?:tonight|this\s+morning|today|just\s+now)\b", re.I)
_WEEKDAY = re.compile(r"\b(?:on\s+|last\s+)?(" + "|".join(_WEEKDAYS) + r")(?:\s+night)?\b", re.I)


def _safe(year: int, month: int, day: int) -> date | None:
    try:
        return date(year, month, day)
    except ValueError:
        return None


def _without_future(found: date | None, today: date, year_given: bool) -> date | None:
    """A date without a year that lies ahead means last year's (dreams are in the past)."""
    if found is not None and not year_given and found > today:
        return _safe(found.year - 1, found.month, found.day)
    return found


def dream_date(text: str, today: date) -> date | None:
    """The date ``text`` gives for a dream, or None when it names none."""
    if m := _ISO.search(text):
        return _safe(int(m[1]), int(m[2]), int(m[3]))
    if m := _DAY_MONTH.search(text):
        year = int(m[3]) if m[3] else today.year
        return _without_future(_safe(year, _MONTHS[m[2].lower()], int(m[1])), today, bool(m[3]))
    if m := _MONTH_DAY.search(text):
        year = int(m[3]) if m[3] else today.year
        return _without_future(_safe(year, _MONTHS[m[1].lower()], int(m[2])), today, bool(m[3]))
    if m := _AGO.search(text):
        count = int(m[1]) if m[1].isdigit() else _NUMBERS[m[1].lower()]
        days = count * (7 if m[2].lower() == "week" else 1)
        return today - timedelta(days=days)
    if _BEFORE_LAST.search(text):
        return today - timedelta(days=2)
    if _YESTERDAY.search(text):
        return today - timedelta(days=1)
    if _TODAY.search(text):
        return today
    if m := _WEEKDAY.search(text):
        back = (today.weekday() - _WEEKDAYS.index(m[1].lower())) % 7 or 7
        return today - timedelta(days=back)
    return None
