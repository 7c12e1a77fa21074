"""Dates as people write them: the one reader of dates that routing, the reply guard and the
evals share. Pure: ``today`` is passed in.

- ``calendar_days``: the calendar days a text names ("2026-11-03", "3 November", "Nov 3rd,
  2025"), as (month, day, year or None); ``without_dates`` takes them out (a date's day is no count).
- ``date_forms``: the ways a day may be written ("3 November", "November 3", "Nov 3", ISO).
- ``dream_date``: the night a told dream happened: "last night", "yesterday", "the night before
  last", "two days ago", "on Tuesday", or a calendar day. A dream is dated by the day the night
  began, as the journal does (``sandman log --date``): "last night" is yesterday's date. Nothing
  recognised means None (the caller uses today).
- ``dream_period``: the nights a question about the journal means ("in October", "last week").
"""

from __future__ import annotations

import calendar
import re
from datetime import date, timedelta
from typing import NamedTuple

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
_NUMBERS = {
    "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "a": 1,
    "few": 3, "couple": 2, "several": 4,
}  # fmt: skip
_MONTH = "|".join(sorted(_MONTHS, key=len, reverse=True))

_ISO = re.compile(r"\b(\d{4})-(\d{1,2})-(\d{1,2})\b")
_DAY_MONTH = re.compile(
    rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({_MONTH})\b\.?(?:,?\s+(\d{{4}}))?", re.I
)
_MONTH_DAY = re.compile(
    rf"\b({_MONTH})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s+(\d{{4}}))?", re.I
)
# Days said as ordinal words ("the first of November", "October the fifth"), read as digits.
_UNITS = "first second third fourth fifth sixth seventh eighth ninth".split()
_ORDINALS = {
    **{w: i for i, w in enumerate(_UNITS, start=1)},
    **{
        w: i
        for i, w in enumerate(
            "tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth "
            "eighteenth nineteenth twentieth".split(),
            start=10,
        )
    },
    **{f"twenty{w}": 20 + i for i, w in enumerate(_UNITS, start=1)},
    "thirtieth": 30,
    "thirtyfirst": 31,
}
_ORDINAL = "|".join(
    re.sub(r"^(twenty|thirty)(?!ieth)(?=.)", r"\1[\\s-]?", w)
    for w in sorted(_ORDINALS, key=len, reverse=True)
)
_ORDINAL_OF = re.compile(rf"\b({_ORDINAL})(?=\s+of\s+(?:{_MONTH})\b)", re.I)
_MONTH_ORDINAL = re.compile(
    rf"\b({_MONTH})\.?\s+(?:the\s+)?(?:({_ORDINAL})|(?<=the\s)(\d{{1,2}})(?:st|nd|rd|th)?)\b", re.I
)


def _ordinal(word: str) -> int:
    return _ORDINALS[re.sub(r"[\s-]+", "", word.lower())]


def _digits(text: str) -> str:
    """``text`` with days said in words written as digits ("the first of November" → "the 1st
    of November", "October the fifth" → "October 5th")."""
    text = _ORDINAL_OF.sub(lambda m: f"{_ordinal(m[1])}th", text)
    return _MONTH_ORDINAL.sub(lambda m: f"{m[1]} {_ordinal(m[2]) if m[2] else int(m[3])}th", text)


# ("a few nights ago", "a couple of days ago": measured, a dream told so was saved under today;
# a few is taken as three, a couple as two)
_AGO = re.compile(
    r"\b(\d+|one|two|three|four|five|six|seven|a(?=\s+(?:day|night|week)\b)|(?<=a\s)few|"
    r"(?<=a\s)couple(?=\s+of\b)|several)\s+(?:of\s+)?(day|night|week)s?\s+ago\b",
    re.I,
)
_MONTHS_AGO = re.compile(r"\b(\d+|one|two|three|four|five|six|a)\s+months?\s+ago\b", re.I)
_BEFORE_LAST = re.compile(r"\b(?:the\s+)?(?:night|day)\s+before\s+(?:last|yesterday)\b", re.I)
_LAST_NIGHT = re.compile(r"\blast\s+ni(?:ght|te)(?!\s+before)\b", re.I)
_AND_BEFORE = re.compile(
    r"\b(last\s+ni(?:ght|te)|yesterday)\s+(?:and|&|or)\s+(?:the\s+)?(?:night|day)\s+before\b", re.I
)
_YESTERDAY = re.compile(r"\b(?:last\s+ni(?:ght|te)|yesterday|yesternight)\b", re.I)
_TODAY = re.compile(r"\b(?:tonight|tonite|this\s+morning|today|just\s+now)\b", re.I)
_WEEKDAY = re.compile(r"\b(?:on\s+|last\s+)?(" + "|".join(_WEEKDAYS) + r")(?:\s+night)?\b", re.I)
# "on the 8th", "it was the 3rd, not the 4th": a day of a month named alone, where a night is
# meant (at the end, or before "not", "and", a comma, "night"; not "the 3rd time", "the 2nd floor")
_DAY_ALONE = re.compile(
    r"\b(?:on\s+)?the\s+(\d{1,2})(?:st|nd|rd|th)(?:\s+night)?(?=\s*(?:$|[,.;!?)]|not\b|and\b|"
    r"but\b|instead\b|i\b))",
    re.I,
)


MONTH_NAMES = (
    "january february march april may june july august september october november december"
).split()


# Every word that names a month, abbreviations too ("sept", "nov").
MONTH_WORDS = frozenset(_MONTHS)
# Every word that names a day ("what did i dream about yesterday": a night, not a thing dreamt)
DAY_WORDS = frozenset((*_WEEKDAYS, "yesterday", "yesternight", "today", "tonight", "tonite"))


def spoken_date(day: date) -> str:
    """``date(2026, 11, 3)`` → "3 November 2026", as the journal's lines write a day."""
    return f"{day.day} {MONTH_NAMES[day.month - 1].capitalize()} {day.year}"


class CalendarDay(NamedTuple):
    month: int
    day: int
    year: int | None
    text: str  # as written


def calendar_days(text: str) -> list[CalendarDay]:
    """The calendar days ``text`` names, in order: ISO dates and spoken ones ("3 November", "the
    3rd of Nov", "November 3rd, 2025"). Not checked against the calendar ("February 31" is
    returned as written: the caller decides what a date that cannot be means)."""
    found: list[tuple[int, CalendarDay]] = []
    for m in _ISO.finditer(text):
        found.append((m.start(), CalendarDay(int(m[2]), int(m[3]), int(m[1]), m[0])))
    for m in _DAY_MONTH.finditer(text):
        year = int(m[3]) if m[3] else None
        found.append(
            (m.start(), CalendarDay(_MONTHS[m[2].lower()], int(m[1]), year, m[0].strip(" .,")))
        )
    for m in _MONTH_DAY.finditer(text):
        year = int(m[3]) if m[3] else None
        found.append(
            (m.start(), CalendarDay(_MONTHS[m[1].lower()], int(m[2]), year, m[0].strip(" .,")))
        )
    return [day for _, day in sorted(found, key=lambda x: x[0])]


def real_date(day: CalendarDay, year: int = 2000) -> date | None:
    """``day`` as a date (``year`` when it names none; 2000 is a leap year, so any day fits), or
    None when no calendar has it ("2026-13-01", "31 February")."""
    return _safe(day.year if day.year is not None else year, day.month, day.day)


# "who passed last year", "he died on monday", "we broke up in march": a time said of something
# in their life, not of the night of a dream told beside it (probed: "had the best dream ever, i
# was on a beach with my grandpa who passed last year" was asked which night it was, "last year"
# read as the dream's)
_LIFE_EVENT_WHEN = re.compile(
    r"\b(?:passed(?:\s+away|\s+on)?|died|was\s+killed|broke\s+up|split\s+up|divorced|got\s+divorced|"
    r"got\s+married|married|moved(?:\s+(?:out|away|in|here|there|abroad))?|retired|graduated|"
    r"left\s+(?:me|us|home|the\s+\w+)|was\s+born|were\s+born|lost\s+(?:him|her|them|my\s+\w+))\s+"
    r"(?:(?:on|in|during|over|this|last|back\s+in)\s+(?:the\s+)?(?:"
    rf"{'|'.join(_WEEKDAYS)}|{'|'.join(MONTH_NAMES)}|"
    r"week|month|year|spring|summer|fall|autumn|winter|christmas|easter|\d{4})"
    r"|(?:a\s+few|\w+)\s+(?:days?|weeks?|months?|years?)\s+ago|yesterday|recently|today)\b",
    re.IGNORECASE,
)


def without_life_events(text: str) -> str:
    """``text`` without the times it says things in their life happened ("who passed last
    year"), so a period or day left in it is the dream's."""
    return _LIFE_EVENT_WHEN.sub(" ", text)


def without_dates(text: str) -> str:
    """``text`` with its calendar days taken out: a date's day is no count of anything."""
    for pattern in (_ISO, _DAY_MONTH, _MONTH_DAY):
        text = pattern.sub(" ", text)
    return text


def date_forms(day: date) -> tuple[str, ...]:
    """The ways a text may write ``day``: ISO, "3 November", "November 3", "Nov 3", "03 Nov"."""
    month = MONTH_NAMES[day.month - 1]
    out = [day.isoformat()]
    for name in (month, month[:3]):
        for d in dict.fromkeys((str(day.day), f"{day.day:02d}")):
            out += [f"{d} {name}", f"{name} {d}"]
    return tuple(out)


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
    text = _digits(text)
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
    if m := _DAY_ALONE.search(text):
        return latest_day(int(m[1]), today)
    return None


def latest_day(day: int, until: date, months: int = 3) -> date | None:
    """The latest date on or before ``until`` that is the ``day`` of its month, within ``months``
    months back from ``until``'s (the 31st: of the last month that has one), or None."""
    year, month = until.year, until.month
    for _ in range(months):
        found = _safe(year, month, day)
        if found is not None and found <= until:
            return found
        year, month = (year, month - 1) if month > 1 else (year - 1, 12)
    return None


# --- periods: the nights a question about the journal means -----------------------------------

_IN_MONTH = re.compile(
    rf"\b(?:in|from|during|for|of|over)\s+(?:the\s+month\s+of\s+)?({_MONTH})\b\.?(?:,?\s+(\d{{4}}))?"
    rf"|\b({_MONTH})(?:'s|s)?\s+(?:dreams|entries|nightmares)\b|\bmy\s+({_MONTH})\s+dreams\b",
    re.I,
)
# "the last two weeks", "the past few nights", "these last 3 months", "the past fortnight"
_SPAN_COUNTS = {
    "few": 3, "several": 4, "couple": 2, "couple of": 2, "two": 2, "three": 3, "four": 4,
    "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10, "fortnight": 2,
}  # fmt: skip
_RELATIVE = re.compile(
    r"\b(this|last|past|previous)\s+(week|month|year)\b"
    r"|\b(?:past|last|previous|recent)\s+(\d{1,3}|few|several|couple(?:\s+of)?|two|three|four|five"
    r"|six|seven|eight|nine|ten)\s+(days|nights|weeks|months)\b"
    r"|\bso far this (week|month|year)\b"
    r"|\b(?:past|last|previous)\s+(fortnight)\b",
    re.I,
)
_IN_YEAR = re.compile(r"\b(?:in|from|during|of)\s+(\d{4})\b(?!\s*-\d)")
_UNTIL_NOW = re.compile(
    r"\bfrom\s+(?P<start>.{3,40}?)\s*(?:until|till|til|to|up\s+to)\s+(?:now|today|tonight)\b"
    r"|\bsince\s+(?P<since>.{3,40}?)\s*[?.!]*\s*$",
    re.I,
)
_PART_OF_MONTH = re.compile(
    rf"\b(early|mid|middle|late|end|beginning|start|(?:first|second|last|latter)\s+half)(?:-|\s+)"
    rf"(?:of\s+)?(?:({_MONTH})\b\.?(?:,?\s+(\d{{4}}))?|(this|last|past|previous)\s+month\b)",
    re.I,
)
# "the first week of November", "the last week of October": seven days of that month.
_WEEK_OF_MONTH = re.compile(
    rf"\b(first|1st|second|2nd|third|3rd|fourth|4th|last|final)\s+week\s+(?:of|in)\s+({_MONTH})\b\.?"
    r"(?:,?\s+(\d{4}))?",
    re.I,
)
_WEEK_NUMBERS = {
    "first": 0,
    "1st": 0,
    "second": 1,
    "2nd": 1,
    "third": 2,
    "3rd": 2,
    "fourth": 3,
    "4th": 3,
}
# "around Halloween", "near the 20th": a few days either side of the day named.
_AROUND = re.compile(r"\b(?:around|near|close\s+to)\s+(?:the\s+)?(?=\w)", re.I)
AROUND_DAYS = 3
# Shorthands of the words a period is said in ("last wk", "this yr", "frm").
_SHORTHANDS = {
    "wk": "week",
    "wks": "weeks",
    "yr": "year",
    "yrs": "years",
    "mo": "month",
    "mth": "month",
    "frm": "from",
    "nite": "night",
    "tmrw": "tomorrow",
    "yday": "yesterday",
    "yest": "yesterday",
}
_SHORTHAND = re.compile(r"\b(" + "|".join(_SHORTHANDS) + r")\b", re.I)
# The days of a month's part; "late", "end": the 21st to the last.
_MONTH_PARTS = {
    "early": (1, 10), "beginning": (1, 10), "start": (1, 10), "mid": (11, 20), "middle": (11, 20),
    "first half": (1, 15), "second half": (16, 31), "last half": (16, 31), "latter half": (16, 31),
}  # fmt: skip
_NTH_ALONE = re.compile(
    rf"\bthe\s+(\d{{1,2}})(?:st|nd|rd|th)\b(?!\s+(?:of\s+)?(?:{_MONTH}|floor|century|birthday|"
    r"anniversary|time|street|row|grade|place)\b)",
    re.I,
)
_ON_WEEKDAY = re.compile(r"\b(?:on|last)\s+(?:" + "|".join(_WEEKDAYS) + r")\b", re.I)
# "over the weekend", "last weekend", "this weekend": the latest Saturday and Sunday nights.
# "the week before this one": the calendar week before this one, Monday to Sunday ("last week"
# set against "this week" is read so: probed, the past seven days overlapped this week)
_WEEK_BEFORE_THIS = re.compile(r"\bthe\s+week\s+before\s+this\s+(?:one|week)\b", re.I)
_WEEKEND = re.compile(
    r"\b(?:over|on|during|from|of|at)\s+the\s+weekend\b|\b(?:this|last|past)\s+weekend\b", re.I
)
# Seasons as the northern hemisphere's months (meteorological): "in the summer", "last winter".
_SEASONS = {"spring": 3, "summer": 6, "autumn": 9, "fall": 9, "winter": 12}
_SEASON = re.compile(
    r"\b(?:(?:in|during|over|from)\s+(?:the\s+)?|(this|last|past)\s+)(spring|summer|autumn|fall|winter)\b"
    r"(?:\s+(?:of\s+)?(\d{4}))?",
    re.I,
)


# Days named by a fixed holiday: the night of it ("on Christmas", "at New Year's Eve 2025").
_HOLIDAYS = {
    "christmas eve": (12, 24),
    "christmas day": (12, 25),
    "christmas": (12, 25),
    "xmas": (12, 25),
    "new year's eve": (12, 31),
    "new years eve": (12, 31),
    "new year's day": (1, 1),
    "new years day": (1, 1),
    "new year's": (1, 1),
    "new year": (1, 1),
    "halloween": (10, 31),
    "valentine's day": (2, 14),
    "valentines day": (2, 14),
    "valentine's": (2, 14),
}
# The words of those holidays' names, for readers that take a period said alone ("what about
# christmas last year")
HOLIDAY_WORDS = frozenset(w for h in _HOLIDAYS for w in re.findall(r"[a-z]+", h))
_HOLIDAY = re.compile(
    r"\b(?:on|at|over|during|for|around|of|from)\s+(?:(?:this|last|the)\s+(?:past\s+)?)?("
    + "|".join(sorted((re.escape(h) for h in _HOLIDAYS), key=len, reverse=True))
    + r")(?!\w)(?:,?\s+(\d{4}))?",
    re.I,
)


def _holiday(text: str, today: date) -> date | None:
    """The day a fixed holiday in ``text`` names: its year's, else the latest up to ``today``."""
    m = _HOLIDAY.search(text.replace("’", "'"))
    if m is None:
        return None
    month, day = _HOLIDAYS[m[1].lower()]
    if m[2]:
        return _safe(int(m[2]), month, day)
    found = date(today.year, month, day)
    return found if found <= today else date(today.year - 1, month, day)


def _season(name: str, which: str, year: int | None, today: date) -> tuple[date, date]:
    """The three months of season ``name`` that ``which`` ("this", "last", or "" for the
    latest) or ``year`` points at, up to ``today``; winter runs December to February."""
    first = _SEASONS[name]
    if year is not None:
        start = date(year, first, 1)
    else:
        start = date(today.year, first, 1)
        if first == 12 and today.month < 3:
            start = date(today.year - 1, 12, 1)  # this winter began last December
        if start > today:
            start = date(start.year - 1, first, 1)
        if which in ("last", "past") and start <= today <= _season_end(start):
            start = date(start.year - 1, first, 1)  # the one before the season we are in
    return start, min(_season_end(start), today)


def _season_end(start: date) -> date:
    end_month = (start.month + 2 - 1) % 12 + 1
    end_year = start.year + (start.month + 2 > 12)
    return _month_range(end_year, end_month)[1]


def _month_range(year: int, month: int) -> tuple[date, date]:
    last = (date(year + (month == 12), month % 12 + 1, 1) - timedelta(days=1)).day
    return date(year, month, 1), date(year, month, last)


# "the week before halloween", "the day after my birthday on march 3", "a few days after october
# 12": nights counted from a day named (probed: "halloween" searched for as a word)
_NEXT_TO_A_DAY = re.compile(
    r"\b(?:the|a)\s+(?P<span>day|night|week|weekend|few\s+days|couple\s+(?:of\s+)?days|two\s+days|"
    r"three\s+days|2\s+days|3\s+days)\s+(?P<side>before|after)\s+(?P<day>\S.*)$",
    re.IGNORECASE,
)
_SPAN_NIGHTS = {"day": 1, "night": 1, "week": 7, "few": 3, "couple": 2, "two": 2, "2": 2}


def _next_to_a_day(text: str, today: date) -> tuple[date, date] | None:
    """The nights ``text`` counts before or after a day it names, or None."""
    m = _NEXT_TO_A_DAY.search(text)
    if m is None:
        return None
    named = _period(f"on {m['day']}", today)
    if named is None or named[0] != named[1]:
        return None
    day, nights = named[0], _SPAN_NIGHTS.get(m["span"].lower().split()[0], 3)
    before = m["side"].lower() == "before"
    if m["span"].lower() == "weekend":
        # the Saturday and Sunday before it (or after it)
        saturday = (
            day - timedelta(days=(day.weekday() + 1) % 7 or 7) - timedelta(days=1)
            if before
            else day + timedelta(days=(5 - day.weekday()) % 7 or 7)
        )
        if saturday >= today:
            return None
        return saturday, min(saturday + timedelta(days=1), today)
    if before:
        return day - timedelta(days=nights), day - timedelta(days=1)
    if day >= today:
        return None
    return day + timedelta(days=1), min(day + timedelta(days=nights), today)


# "last week and the week before", "october and the month before": the period named, and one more
# of its kind before it ("yesterday and the day before" is read by ``_period`` itself)
_AND_THE_ONE_BEFORE = re.compile(
    r"\b(?:and|plus|&)\s+the\s+(?P<unit>week|month|year)\s+before(?:\s+(?:it|that))?\b(?!\s+\w+day\b)",
    re.IGNORECASE,
)


def dream_period(text: str, today: date) -> tuple[date, date] | None:
    """The nights ``text`` asks about (``_period``), shorthands read ("last wk"), nights counted
    from a day named ("the week before halloween"), and a day said "around" widened by
    ``AROUND_DAYS`` on either side (never past ``today``)."""
    text = _digits(_SHORTHAND.sub(lambda m: _SHORTHANDS[m[1].lower()], text))
    if (next_to := _next_to_a_day(text, today)) is not None:
        return next_to
    period = _period(text, today)
    if period is not None and (before := _AND_THE_ONE_BEFORE.search(text)) is not None:
        # ("show me dreams from last week and the week before": probed, last week alone)
        first, last = period
        unit = before["unit"].lower()
        if unit == "week":
            first -= timedelta(days=7)
        elif unit == "month":
            first = (first.replace(day=1) - timedelta(days=1)).replace(day=1)
        else:
            first = _safe(first.year - 1, first.month, first.day) or first
        return first, last
    if period is not None and period[0] == period[1] and _AROUND.search(text):
        day = period[0]
        return day - timedelta(days=AROUND_DAYS), min(day + timedelta(days=AROUND_DAYS), today)
    return period


# "between nov 1 and nov 5", "from october 3 to october 9", "nov 1-5", "the 1st to the 5th of
# november" (probed: "any dreams between nov 1 and nov 5" read the 1st alone)
_SPAN_BETWEEN = re.compile(
    r"\b(?:between|from)\s+(?:the\s+)?(?P<a>[a-z0-9 .]+?)\s+(?:and|to|till|until|through|thru|-|–)\s+"
    r"(?:the\s+)?(?P<b>[a-z0-9 .]+?)(?=\s*(?:[?.!,;]|\band\b|\bwhat\b|$))",
    re.IGNORECASE,
)
_SPAN_DAYS = re.compile(
    rf"\b(?P<a>(?:{_MONTH})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?)\s*(?:-|–|to|through|thru)\s*(?P<b>\d{{1,2}}(?:st|nd|rd|th)?)\b"
    rf"|\b(?:the\s+)?(?P<a2>\d{{1,2}}(?:st|nd|rd|th)?)\s*(?:-|–|to|and|through|thru)\s*(?:the\s+)?"
    rf"(?P<b2>\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTH})\b)",
    re.IGNORECASE,
)
_DAY_NUMBER = re.compile(r"^(\d{1,2})(?:st|nd|rd|th)?$", re.IGNORECASE)


def _day_number(said: str) -> int | None:
    """The day of a month ``said`` alone ("5", "5th", "fifth"), or None."""
    if (m := _DAY_NUMBER.match(said)) is not None:
        return int(m[1])
    return _ORDINALS.get(said.lower())


def _span(text: str, today: date) -> tuple[date, date] | None:
    """The nights from one calendar day to another that ``text`` names, or None."""
    m = _SPAN_DAYS.search(text) or _SPAN_BETWEEN.search(text)
    if m is None:
        return None
    a, b = (m["a"] or m["a2"] or "").strip(), (m["b"] or m["b2"] or "").strip()
    first, last = dream_date(a, today), dream_date(b, today)
    # a day alone takes the other's month ("nov 1-5", "the 1st to the 5th of november", "from
    # the first to the fifth of november")
    if last is None and first is not None and (day := _day_number(b)):
        last = _safe(first.year, first.month, day)
    if first is None and last is not None and (day := _day_number(a)):
        first = _safe(last.year, last.month, day)
    if first is None or last is None or first == last:
        return None
    if first > last:  # "from december 28 to january 3": the first in the year before
        first = _safe(first.year - 1, first.month, first.day) or first
    return (first, last) if first <= last else None


def _month_began(said: str, today: date) -> date | None:
    """The first night of the month ``said`` names ("october", "last month", "the beginning of
    november"), for a span from it to today; None for anything else."""
    month = _period(f"in {said}", today)
    return month[0] if month is not None and month[0].day == 1 and month[0] <= today else None


def _period(text: str, today: date) -> tuple[date, date] | None:
    """The nights ``text`` asks about, first and last inclusive: a day ("on October 12",
    "2026-10-12", "on Tuesday", "on Christmas"), a month ("in October", "October's dreams"; a month ahead of
    ``today`` without a year means last year's), a year ("in 2025"), or a span relative to
    ``today`` ("this week", "last month", "the past 3 days"). A day named from ``today``
    ("yesterday", "two days ago", "the night before last") is that day; "last night" is
    yesterday and today, since a dream told this morning without a date is kept under today's.
    None when it names none.
    """
    if (m := _UNTIL_NOW.search(text)) is not None and (
        # ("how many dreams have i had since halloween": probed, the whole journal counted)
        start := dream_date(m["start"] or m["since"], today)
        or _holiday(f"on {m['start'] or m['since']}", today)
        # ("how many nightmares have i had since october": probed, the whole journal counted)
        or _month_began(m["start"] or m["since"], today)
    ) is not None:
        # "from 2 weeks ago until now", "since October 12", "since christmas": that day to today
        return start, today
    if (span := _span(_digits(text), today)) is not None:
        return span
    if (m := _AND_BEFORE.search(text)) is not None:
        # "what did I dream yesterday and the day before?" (it was read as yesterday alone)
        yesterday = today - timedelta(days=1)
        return yesterday - timedelta(days=1), today if m[1].lower().startswith(
            "last"
        ) else yesterday
    if _LAST_NIGHT.search(text):
        return today - timedelta(days=1), today
    if re.search(r"\bnight\s+before\s+(?:last|yesterday)\b", text, re.I):
        # the night before last, and the day after it: a dream told the next morning without a
        # date is kept under that day, as "last night" reads today too (probed: its day alone)
        return today - timedelta(days=2), today - timedelta(days=1)
    if _WEEK_BEFORE_THIS.search(text):
        monday = today - timedelta(days=today.weekday() + 7)
        return monday, monday + timedelta(days=6)
    if (m := _AGO.search(text)) is not None and m[2].lower() == "week":
        # "which dreams did I have two weeks ago": that week, Monday to Sunday (read as the one
        # day fourteen days back, which held none)
        back = today - timedelta(days=7 * (int(m[1]) if m[1].isdigit() else _NUMBERS[m[1].lower()]))
        monday = back - timedelta(days=back.weekday())
        return monday, min(monday + timedelta(days=6), today)
    if (m := _MONTHS_AGO.search(text)) is not None:
        # "and a month ago" (probed: the model made up a trip): the week around that day
        n = int(m[1]) if m[1].isdigit() else _NUMBERS.get(m[1].lower(), 1)
        month = today.month - n
        year = today.year + (month - 1) // 12
        month = (month - 1) % 12 + 1
        back = date(year, month, min(today.day, calendar.monthrange(year, month)[1]))
        monday = back - timedelta(days=back.weekday())
        return monday, min(monday + timedelta(days=6), today)
    if _AGO.search(text) or _BEFORE_LAST.search(text) or _YESTERDAY.search(text):
        day = dream_date(text, today)
        if day is not None:
            return day, day
    # A calendar day, or "on Tuesday" (a weekday alone, as in "Tuesday's dream", is not asked).
    if (
        _ISO.search(text)
        or _DAY_MONTH.search(text)
        or _MONTH_DAY.search(text)
        or _ON_WEEKDAY.search(text)
    ):
        day = dream_date(text, today)
        if day is not None:
            return day, day
    if (holiday := _holiday(text, today)) is not None:
        return holiday, holiday
    if _WEEKEND.search(text):
        sunday = today - timedelta(days=(today.weekday() + 1) % 7)
        return (
            (sunday - timedelta(days=1), sunday)
            if sunday < today
            else (sunday - timedelta(days=1), today)
        )
    if m := _SEASON.search(text):
        return _season(m[2].lower(), (m[1] or "").lower(), int(m[3]) if m[3] else None, today)
    if m := _WEEK_OF_MONTH.search(text):
        month = _MONTHS[m[2].lower()]
        year = int(m[3]) if m[3] else today.year - (month > today.month)
        first, last = _month_range(year, month)
        start = (
            last - timedelta(days=6)
            if m[1].lower() in ("last", "final")
            else first + timedelta(days=7 * _WEEK_NUMBERS[m[1].lower()])
        )
        return start, min(start + timedelta(days=6), today)
    if m := _PART_OF_MONTH.search(text):
        # "in mid-October", "early November": a third of the month; "the first half of
        # October", "the end of last month" (probed: the whole month, and its first dream)
        if m[4]:
            months_back = 0 if m[4].lower() == "this" else 1
            year, month = divmod(today.year * 12 + today.month - 1 - months_back, 12)
            month += 1
        else:
            month = _MONTHS[m[2].lower()]
            year = int(m[3]) if m[3] else today.year - (month > today.month)
        first, last = _month_range(year, month)
        from_day, to_day = _MONTH_PARTS.get(" ".join(m[1].lower().split()), (21, last.day))
        return first.replace(day=from_day), min(first.replace(day=min(to_day, last.day)), today)
    if m := _IN_MONTH.search(text):
        name = (m[1] or m[3] or m[4]).lower()
        month = _MONTHS[name]
        year = int(m[2]) if m[2] else today.year - (month > today.month)
        return _month_range(year, month)
    if m := _RELATIVE.search(text):
        which, unit = (m[1] or "").lower(), (m[2] or "").lower()
        if m[5]:
            which, unit = "this", m[5].lower()
        if m[6]:
            return today - timedelta(days=14), today
        if m[3]:
            said = " ".join(m[3].lower().split())
            count = int(said) if said.isdigit() else _SPAN_COUNTS[said]
            if m[4].lower() == "months":
                year, month = divmod(today.year * 12 + today.month - 1 - count, 12)
                start = date(year, month + 1, 1)
                return start.replace(
                    day=min(today.day, _month_range(year, month + 1)[1].day)
                ), today
            days = count * (7 if m[4].lower() == "weeks" else 1)
            return today - timedelta(days=days), today
        if unit == "week":
            if which == "this":
                return today - timedelta(days=today.weekday()), today
            return today - timedelta(days=7), today
        if unit == "month":
            if which == "this":
                return today.replace(day=1), today
            last_month = today.replace(day=1) - timedelta(days=1)
            return _month_range(last_month.year, last_month.month)
        if unit == "year":
            if which == "this":
                return date(today.year, 1, 1), today
            return date(today.year - 1, 1, 1), date(today.year - 1, 12, 31)
    if m := _NTH_ALONE.search(text):
        # "the dream from the 20th": the latest 20th up to today
        nth, back = int(m[1]), today
        for _ in range(3):
            if nth <= _month_range(back.year, back.month)[1].day and back.replace(day=nth) <= today:
                return back.replace(day=nth), back.replace(day=nth)
            back = back.replace(day=1) - timedelta(days=1)
    if m := _IN_YEAR.search(text):
        year = int(m[1])
        if 1900 < year <= today.year:
            return date(year, 1, 1), date(year, 12, 31)
    return None


# Words of time that only hold on the day they are said ("i started a new job last week"): a fact
# kept with them would read wrong a month later
_SAID_OF_NOW = re.compile(
    r"\b(?P<what>yesterday|today|this\s+morning|tomorrow|last\s+week|this\s+week|next\s+week|"
    r"last\s+month|this\s+month|next\s+month|last\s+year|this\s+year|next\s+year|"
    r"(?P<n>\d+|one|two|three|four|five|six|a|a\s+couple\s+of|a\s+few)\s+(?P<unit>day|week|month|year)s?\s+ago)\b"
    # (not a possessive or "is" run in: "today's my birthday" stays as said, not "on 7 December
    # 2026's my birthday")
    r"(?!['’]s\b)",
    re.IGNORECASE,
)
_COUNTS = {"one": 1, "a": 1, "two": 2, "a couple of": 2, "three": 3, "a few": 3, "four": 4,
           "five": 5, "six": 6}  # fmt: skip


# ... and a weekday said of one near ("my exam is on friday", "i started last monday"): "last" is
# the one before today; "this", "this coming" or "on" one ahead, in a fact that tells of now or
# ahead (not "i got fired on friday", which was the last one; left as said there)
_WEEKDAY_SAID = re.compile(
    r"\b(?P<step>last|this\s+coming|this|coming|on)\s+(?P<day>"
    + "|".join(_WEEKDAYS)
    + r")\b(?!['’]s\b)",
    re.IGNORECASE,
)
_TOLD_IN_THE_PAST = re.compile(
    r"\b(?:was|were|had|did|got|went|saw|met|left|came|began|lost|found|quit|took|broke|fell|said|told|"
    r"made|gave|ran|won|became|bought|sold|moved|[a-z]+ed)\b",
    re.IGNORECASE,
)


def _month_said(day: date) -> str:
    return f"{MONTH_NAMES[day.month - 1].capitalize()} {day.year}"


def dated_fact(fact: str, today: date) -> str:
    """``fact`` with its words of time that hold only on ``today`` put as the dates they mean
    ("i started a new job last week" → "i started a new job in the week of 23 November 2026";
    "yesterday" → "on 5 December 2026"; "2 months ago" → "around October 2026"; "my exam is on
    friday" → "… on 11 December 2026", on a Monday), so the fact
    still reads right later; every other word as written."""

    def put(m: re.Match[str]) -> str:
        what = " ".join(m["what"].lower().split())
        monday = today - timedelta(days=today.weekday())
        if m["unit"]:
            n = int(m["n"]) if m["n"].isdigit() else _COUNTS[" ".join(m["n"].lower().split())]
            unit = m["unit"].lower()
            if unit == "day":
                return f"on {spoken_date(today - timedelta(days=n))}"
            if unit == "week":
                return f"around {spoken_date(today - timedelta(weeks=n))}"
            if unit == "month":
                month = (today.year * 12 + today.month - 1) - n
                return f"around {_month_said(date(month // 12, month % 12 + 1, 1))}"
            return f"in {today.year - n}"
        days = {"yesterday": -1, "today": 0, "this morning": 0, "tomorrow": 1}
        if what in days:
            return f"on {spoken_date(today + timedelta(days=days[what]))}"
        step, unit = what.split()
        shift = {"last": -1, "this": 0, "next": 1}[step]
        if unit == "week":
            return f"in the week of {spoken_date(monday + timedelta(weeks=shift))}"
        if unit == "month":
            month = (today.year * 12 + today.month - 1) + shift
            return f"in {_month_said(date(month // 12, month % 12 + 1, 1))}"
        return f"in {today.year + shift}"

    def weekday(m: re.Match[str]) -> str:
        index = _WEEKDAYS.index(m["day"].lower())
        if m["step"].lower() == "last":
            return f"on {spoken_date(today - timedelta(days=(today.weekday() - index) % 7 or 7))}"
        if _TOLD_IN_THE_PAST.search(fact):
            return m[0]
        # (one ahead: "on monday", said on a Monday, is the next one; today would be "today")
        return f"on {spoken_date(today + timedelta(days=(index - today.weekday()) % 7 or 7))}"

    return _WEEKDAY_SAID.sub(weekday, _SAID_OF_NOW.sub(put, fact))
