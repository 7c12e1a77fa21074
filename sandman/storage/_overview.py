"""The journal as a whole: dreams of a night or a period, of a mood, oldest first, and an overview
(how many, in which months, which moods, what comes back across dreams), each with the lead that
says exactly what was asked ("3 dreams in October 2026: …") and plainly when nothing matches.

Moods are free text the user typed, so a mood asked for matches its kin ("anxious" finds
"nervous" and "worried"; ``MOOD_KIN``). What "comes back" is a content word (a person, a place, a
thing) found in two dreams or more, its plural and singular counted as one.
"""

from __future__ import annotations

import calendar
import itertools
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from datetime import date

import msgspec

from ..language import relations
from ._db import Database
from ._leads import LEAD_ITEMS, days_ago, dream_label, human_date
from ._records import Dream
from ._rows import DREAM_COLUMNS, dream
from ._words import SEARCH_STOPWORDS, clip, singulars, words

# Words that come back in any narration and say nothing about what a dream holds.
_NARRATION = frozenset(
    """was were saw see seen went go going got get gets felt feel feeling looked look looking came
    come coming one two three back then there could would something someone somebody suddenly around
    through over under down out still again only even way thing things kept keep started start began
    know knew think thought tried try wanted want made make said say told big little old new last
    first next same other another all each while because where here now well really just yes no not
    did done being stood standing walked walking ran running turned saw heard hear whole full empty
    inside outside behind front side end kind sort bit part place time day days morning evening
    reach reached reaching find found finding take took taking put give gave left leave leaving
    stay stayed hold held happen happened happening seem seemed seems trying couldnt didnt wasnt
    cant dont keeps tell telling asked ask asking""".split()
)
# ("i had one where the hospital hallway kept stretching and i couldnt reach the end": probed,
# "An earlier dream has reach too", of a flooded kitchen where water reached their knees)

# The mood a nightmare is asked for by ("my nightmares"): the moods of fear and unease.
NIGHTMARE = "nightmare"
GOOD = "good"  # the moods of a good dream, asked for as one
# the moods the overview counts as hard (fear, unease, sadness, anger, loneliness, shame), asked
# for as one: "which ones were hard", after "6 dreams in October (3 felt good, 2 hard)" (probed:
# the model's words alone, nothing read)
HARD = "hard"
_HARD_GROUPS = ("anxious", "scared", "sad", "angry", "lonely", "ashamed", NIGHTMARE)
# A mood asked for matches the moods the user may have written for it.
_KIN: tuple[frozenset[str], ...] = tuple(
    frozenset(group.split())
    for group in (
        "anxious anxiety nervous worried uneasy tense stressed",
        "scared afraid frightened fearful terrified fear scary",
        "happy joyful glad joy elated cheerful content",
        "sad sorrowful melancholy unhappy grief heartbroken down",
        "calm peaceful serene relaxed tranquil",
        "angry furious mad irritated annoyed",
        "confused disoriented puzzled",
        "lonely alone isolated",
        "excited thrilled",
        "nostalgic wistful",
        "curious intrigued",
        "ashamed embarrassed guilty",
        # "list my nightmares": a dream that frightened or troubled them, whatever its word
        NIGHTMARE + " nightmares nightmarish scared afraid frightened fearful terrified fear "
        "scary horrified panicked panic dread terror anxious anxiety nervous worried uneasy tense "
        "stressed distressed disturbed disturbing",
        # "when did i last have a good dream": a dream that felt good, whatever its word
        GOOD + " happy joyful glad joy elated cheerful content calm peaceful serene relaxed "
        "tranquil excited thrilled nice pleasant lovely warm hopeful loving grateful safe free",
    )
)
MOOD_KIN: tuple[frozenset[str], ...] = (
    *_KIN,
    frozenset({HARD}).union(*(g for g in _KIN if any(m in g for m in _HARD_GROUPS))),
)

RECURRING_SHOWN = 5
MOODS_SHOWN = 8


class Overview(msgspec.Struct, frozen=True, kw_only=True):
    """The journal (or a period of it) at a glance."""

    total: int
    first: str | None  # the oldest dream's date
    last: str | None  # the newest dream's date
    months: tuple[tuple[str, int], ...]  # ("2026-10", 3), oldest first
    moods: tuple[tuple[str, int], ...]  # most frequent first
    recurring: tuple[tuple[str, tuple[int, ...]], ...]  # (word, ids of the dreams it is in)
    # (who, ids of the dreams that name them): "your sister", "Anna"; most dreams first
    people: tuple[tuple[str, tuple[int, ...]], ...] = ()
    nights: int = 0  # the different dates dreamt on
    # the longest time between two dreams: (days, the date before it, the date after it)
    longest_gap: tuple[int, str, str] | None = None
    # how the latest dreams with a mood felt against those before them: ((good, hard, of how
    # many) of the latest, the same of those before); None with too few moods to set apart
    lately: tuple[tuple[int, int, int], tuple[int, int, int]] | None = None
    # each month's dreams that felt good and hard, as ``months`` orders them ("which month was
    # happier": probed, the 1.5B's "It was happier in March.", of October and November)
    months_felt: tuple[tuple[int, int], ...] = ()


def mood_words(mood: str) -> list[str]:
    """``mood`` and its kin, lower-cased (just ``mood`` when it has none)."""
    key = mood.strip().lower()
    for group in MOOD_KIN:
        if key in group or any(s in group for s in singulars(key)):
            return sorted(group)
    return [key]


def widens_to_nightmares(mood: str) -> bool:
    """Whether dreams of ``mood`` (a fear or an unease, not "nightmare" itself), none found, are
    looked for among all the moods of fear and unease."""
    words = mood_words(mood)
    return NIGHTMARE not in words and set(words) <= _NIGHTMARE_MOODS


_NIGHTMARE_MOODS = next(group for group in MOOD_KIN if NIGHTMARE in group)


def _where(since: str | None, until: str | None, mood: str | None) -> tuple[str, list[object]]:
    clauses: list[str] = []
    params: list[object] = []
    if since:
        clauses.append("d.date >= ?")
        params.append(since)
    if until:
        clauses.append("d.date <= ?")
        params.append(until)
    if mood:
        kin = mood_words(mood)
        clauses.append("(" + " OR ".join("lower(d.mood) LIKE ?" for _ in kin) + ")")
        params += [f"%{k}%" for k in kin]
    return (" WHERE " + " AND ".join(clauses)) if clauses else "", params


async def select_dreams(
    db: Database,
    *,
    since: str | None = None,
    until: str | None = None,
    mood: str | None = None,
    oldest_first: bool = False,
    length: str | None = None,
    limit: int = 5,
) -> tuple[list[Dream], int]:
    """The dreams dated ``since``..``until`` (inclusive, either open) with ``mood`` or its kin,
    newest (or oldest) first, or the ``length`` ("longest", "shortest") first, at most
    ``limit``; and how many there are in all."""
    where, params = _where(since, until, mood)
    order = "ASC" if oldest_first else "DESC"
    # (its words: the spaces between them, then its letters)
    words = "length(trim(d.text)) - length(replace(trim(d.text), ' ', ''))"
    by_length = {
        "longest": f"{words} DESC, length(d.text) DESC, ",
        "shortest": f"{words} ASC, length(d.text) ASC, ",
    }
    first = by_length.get(length or "", "")
    async with db.read(snapshot=True) as s:
        rows = await s.fetchall(
            f"SELECT {DREAM_COLUMNS} FROM dreams AS d{where} "
            f"ORDER BY {first}d.date {order}, d.id {order} LIMIT ?",
            (*params, limit),
        )
        count = await s.fetchone(f"SELECT count(*) FROM dreams AS d{where}", params)
    return [dream(r) for r in rows], int(count[0]) if count else 0


async def nearest_dreams(db: Database, *, since: str | None, until: str | None) -> list[Dream]:
    """The dreams closest to a period that holds none: the latest before ``since`` and the
    earliest after ``until`` (either may be missing)."""
    out: list[Dream] = []
    async with db.read(snapshot=True) as s:
        for where, bound, order in (("<", since, "DESC"), (">", until, "ASC")):
            if bound is None:
                continue
            row = await s.fetchone(
                f"SELECT {DREAM_COLUMNS} FROM dreams AS d WHERE d.date {where} ? "
                f"ORDER BY d.date {order}, d.id {order} LIMIT 1",
                (bound,),
            )
            if row is not None:
                out.append(dream(row))
    return out


async def overview(
    db: Database, *, since: str | None = None, until: str | None = None, mood: str | None = None
) -> tuple[Overview, list[Dream]]:
    """How many dreams (in the period, of the mood), in which months, with which moods, and the
    words that come back in more than one of them; and those dreams, oldest first."""
    where, params = _where(since, until, mood)
    async with db.read(snapshot=True) as s:
        rows = await s.fetchall(
            f"SELECT {DREAM_COLUMNS} FROM dreams AS d{where} ORDER BY d.date, d.id", params
        )
        facts = [str(r[0]) for r in await s.fetchall("SELECT fact FROM memories")]
    dreams = [dream(r) for r in rows]
    months = Counter(d.date[:7] for d in dreams)
    felt = [d.mood.strip().lower() for d in dreams if d.mood and d.mood.strip()]  # oldest first
    moods = Counter(felt)
    felt_by_month: dict[str, list[str]] = {}
    for d in dreams:
        if d.mood and d.mood.strip():
            felt_by_month.setdefault(d.date[:7], []).append(d.mood.strip().lower())
    return Overview(
        total=len(dreams),
        first=dreams[0].date if dreams else None,
        last=dreams[-1].date if dreams else None,
        months=tuple(sorted(months.items())),
        moods=tuple(sorted(moods.items(), key=lambda kv: (-kv[1], kv[0]))),
        recurring=recurring(dreams),
        people=people_in(dreams, known_names(facts), kin_of_names(facts)),
        nights=len({d.date for d in dreams}),
        longest_gap=longest_gap(dreams),
        lately=lately(felt) if mood is None else None,
        months_felt=tuple(_good_and_hard(felt_by_month.get(m, ())) for m in sorted(months))
        if mood is None
        else (),
    ), dreams


def _felt_said(good: int, hard: int) -> str:
    """ " (1 felt good, 2 hard)", each part said only when there are some."""
    said = [f"{good} felt good" if good else "", f"{hard} hard" if hard else ""]
    return f" ({', '.join(p for p in said if p)})" if good or hard else ""


def _good_and_hard(moods: Sequence[str]) -> tuple[int, int]:
    """How many of ``moods`` (lower case) felt good, and how many hard."""
    return sum(m in _GOOD_MOODS for m in moods), sum(m in _HARD_MOODS for m in moods)


# The latest dreams "lately" sets apart from those before them, and the fewest moods it needs
LATELY = 3
_LATELY_MIN = 5
_GOOD_MOODS = frozenset(mood_words(GOOD)) - {GOOD}
_HARD_MOODS = frozenset(mood_words(HARD)) - {HARD, NIGHTMARE}


def lately(moods: Sequence[str]) -> tuple[tuple[int, int, int], tuple[int, int, int]] | None:
    """How the ``LATELY`` latest of the dreams whose ``moods`` are given (oldest first, lower
    case) felt, against those before them: good and hard ones of each, and how many ("have my
    dreams been more positive lately?": probed, the latest listed, their moods left to guess)."""
    if len(moods) < _LATELY_MIN:
        return None

    def felt(group: Sequence[str]) -> tuple[int, int, int]:
        return (*_good_and_hard(group), len(group))

    return felt(moods[-LATELY:]), felt(moods[:-LATELY])


def longest_gap(dreams: Sequence[Dream]) -> tuple[int, str, str] | None:
    """The longest time between two dreams of ``dreams`` (oldest first) in days, and the dates
    on either side of it; None with fewer than two dates (or a date that is not one)."""
    try:
        nights = sorted({date.fromisoformat(d.date) for d in dreams})
    except ValueError:
        return None
    pairs = list(itertools.pairwise(nights))
    if not pairs:
        return None
    a, b = max(pairs, key=lambda pair: (pair[1] - pair[0]).days)  # the first of the longest
    return (b - a).days, a.isoformat(), b.isoformat()


def _key(word: str) -> str:
    forms = [s for s in singulars(word) if len(s) >= 3]
    return forms[-1] if forms and word.endswith("s") else word


def content_words(text: str) -> list[str]:
    """The words of ``text`` that say what a dream holds (not the frame of a narration), in
    order, without repeats."""
    return [
        w
        for w in words(text)
        if len(w) >= 3 and not w.isdigit() and w not in SEARCH_STOPWORDS and w not in _NARRATION
    ]


def recurring(dreams: Sequence[Dream]) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """Content words in two dreams or more, most dreams first: (word, dream ids)."""
    where: dict[str, list[int]] = {}
    shown: dict[str, Counter[str]] = {}
    for d in dreams:
        seen: set[str] = set()
        for w in content_words(f"{d.title or ''} {d.text}"):
            key = _key(w)
            if key in seen:
                continue
            seen.add(key)
            where.setdefault(key, []).append(d.id)
            shown.setdefault(key, Counter())[w] += 1
    found = [
        (shown[k].most_common(1)[0][0], tuple(ids)) for k, ids in where.items() if len(ids) >= 2
    ]
    found.sort(key=lambda item: (-len(item[1]), item[0]))
    return tuple(found)


# A name the user's memories give someone ("My sister's name is Anna", "My brother Tomas lives in
# Porto", "I have a cat called Io"): a capitalised word after a relation or a naming word
# (the words that give a name, read by the journal's proposals too: ``_actions._named_as_kept``)
NAMING_WORDS = r"called|named|name\s+is|name's"
# "my dog's name is biscuit", "my cat is called io", "his name is tom": a name given in lower case,
# kept as a name (probed: "You told me: my dog's name is biscuit", and the 1.5B then read biscuits
# as food, "associated with memories and nostalgia")
_NAME_GIVEN = re.compile(
    r"(?:\b(?:name\s+is|name's|named)"
    r"|\b(?:cat|dog|puppy|kitten|pet|bird|parrot|hamster|rabbit|horse|sister|brother|mom|mum|mother|dad|father|"
    r"son|daughter|baby|friend|partner|boyfriend|girlfriend|husband|wife|grandma|grandpa|grandmother|grandfather|"
    r"aunt|uncle|cousin|boss|teacher|therapist|niece|nephew|kid|child)\s+(?:is\s+|was\s+)?called)"
    r"\s+(?P<name>(?:(?:dr|mr|mrs|ms|miss|prof)\.?\s+)?[a-z][a-z'-]+)\b",
    re.IGNORECASE,
)
_NOT_A_NAME = frozenset("a an the my his her their our your after because so not also just".split())


def names_capitalized(fact: str) -> str:
    """``fact`` with a name it gives in lower case capitalized ("my dog's name is biscuit": "…
    is Biscuit")."""

    def capital(m: re.Match[str]) -> str:
        name = m["name"]
        if name.lower() in _NOT_A_NAME or not name.split()[-1].islower():
            return m[0]
        # (a title with it, "dr li": both words)
        named = " ".join(w[:1].upper() + w[1:] for w in name.split(" "))
        return m[0][: m.start("name") - m.start()] + named

    return _NAME_GIVEN.sub(capital, fact)


_NAMED = re.compile(
    rf"\b(?:{NAMING_WORDS}|names\s+are)\s+(?P<a>[A-Z][a-z]+)"
    r"|\b[Mm]y\s+[a-z]+\s+(?P<b>[A-Z][a-z]+)\b"
)


def known_names(facts: Sequence[str]) -> frozenset[str]:
    """The names the user's memories give people (and pets) of theirs."""
    return frozenset(m["a"] or m["b"] for f in facts for m in _NAMED.finditer(f))


def kin_of_names(facts: Sequence[str]) -> dict[str, str]:
    """The relation each name their memories give is of, when a fact says both ("My sister's
    name is Anna.": Anna, sister)."""
    kin: dict[str, str] = {}
    for f in facts:
        kinds = relations(f)
        found = {m["a"] or m["b"] for m in _NAMED.finditer(f)}
        if len(kinds) == 1 and len(found) == 1:
            kin[found.pop()] = next(iter(kinds))
    return kin


def people_in(
    dreams: Sequence[Dream],
    names: frozenset[str] = frozenset(),
    kin: Mapping[str, str] | None = None,
) -> tuple[tuple[str, tuple[int, ...]], ...]:
    """The people the dreams name, by relation ("your sister", "your mother" for "mom") or by a
    name their memories give ("Anna"), most dreams first: (who, dream ids). A place's name
    ("Porto") is no one's. A name whose relation ``kin`` gives is said with it ("your sister
    Anna"), and a dream that says both counts them once (probed: "Who is in them: Anna (1
    dream), your sister (1 dream)", of "My sister Anna was leaving on a train")."""
    kin = kin or {}
    where: dict[str, list[int]] = {}
    for d in dreams:
        said = set(re.findall(r"[a-z]+", d.text.casefold()))
        named = {f"your {kind}" for kind in relations(d.text)}
        for n in names:
            if n.casefold() not in said:
                continue
            if n in kin:
                named.discard(f"your {kin[n]}")
                named.add(f"your {kin[n]} {n}")
            else:
                named.add(n)
        for who in named:
            where.setdefault(who, []).append(d.id)
    found = [(who, tuple(ids)) for who, ids in where.items()]
    found.sort(key=lambda item: (-len(item[1]), item[0]))
    return tuple(found)


# --- how a period, a result and an overview are said ---------------------------------------------


def period_words(since: str | None, until: str | None) -> str:
    """``on 12 October 2026``, ``in October 2026``, ``in 2026``, ``from 23 to 30 November
    2026``, ``since 1 November 2026``; empty for no period."""
    if not since and not until:
        return ""
    if since and not until:
        return f"since {human_date(since)}"
    if until and not since:
        return f"until {human_date(until)}"
    assert since and until
    if since == until:
        return f"on {human_date(since)}"
    try:
        a, b = date.fromisoformat(since), date.fromisoformat(until)
    except ValueError:
        return f"from {since} to {until}"
    if (a.month, a.day, b.month, b.day) == (1, 1, 12, 31) and a.year == b.year:
        return f"in {a.year}"
    if (
        a.day == 1
        and (a.year, a.month) == (b.year, b.month)
        and b.day == calendar.monthrange(b.year, b.month)[1]
    ):
        return f"in {calendar.month_name[a.month]} {a.year}"
    if a.year == b.year and a.month == b.month:
        return f"from {a.day} to {human_date(until)}"
    if a.year == b.year:
        return f"from {a.day} {calendar.month_name[a.month]} to {human_date(until)}"
    return f"from {human_date(since)} to {human_date(until)}"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def asked(since: str | None, until: str | None, mood: str | None) -> str:
    """`` in October 2026 with the mood anxious`` (or empty)."""
    parts = []
    period = period_words(since, until)
    if period:
        parts.append(period)
    if mood and mood.strip().lower() == NIGHTMARE:
        parts.append("with a nightmare's mood")
    elif mood and mood.strip().lower() == GOOD:
        parts.append("with a good mood")
    elif mood and mood.strip().lower() == HARD:
        parts.append("that felt hard")
    elif mood:
        parts.append(f"with the mood {clip(mood, 40)}")
    return (" " + " ".join(parts)) if parts else ""


def dreams_lead(
    dreams: Sequence[Dream],
    total: int,
    *,
    since: str | None,
    until: str | None,
    mood: str | None,
    oldest_first: bool,
    nearest: Sequence[Dream] = (),
    latest: bool = False,
    shown: int = LEAD_ITEMS,
) -> str:
    """The lead for dreams asked for by night, period, mood or order; with none in a period, the
    ``nearest`` dreams on either side of it. ``latest``: the last one was asked for ("my last
    nightmare"), said with how long ago it was and how many there are in all. ``shown``: how
    many are listed (``_leads.lead_items``)."""
    what = asked(since, until, mood)
    if latest and dreams and not oldest_first and not period_words(since, until):
        ago = days_ago(dreams[0].date)
        head = f"Your latest dream{what}" + (f", {ago}:" if ago else ":")
        all_of_them = [f"({total} in all)"] if total > 1 else []
        return "\n".join(
            [head, f"- {dream_label(dreams[0])}: {clip(dreams[0].text, 110)}", *all_of_them]
        )
    if not dreams:
        if not what:
            return "Your journal has no dreams yet."
        near = [f"- {dream_label(d)}: {clip(d.text, 110)}" for d in nearest[:LEAD_ITEMS]]
        if mood:
            head = "Dreams of fear or unease in other words:"
        else:
            head = "The nearest dream in your journal:" if len(near) == 1 else "The nearest ones:"
        return "\n".join([f"Your journal has no dream{what}.", *([head, *near] if near else [])])
    if oldest_first and not what:
        head = (
            "Your first dream in the journal:"
            if len(dreams) == 1
            else f"Your first {len(dreams)} dreams in the journal:"
        )
        total = len(dreams)  # "the first three" asks for three, not for how many there are
    else:
        order = ", oldest first" if oldest_first and total > 1 else ""
        if mood:
            # The moods found, when they are kin of the one asked for rather than it.
            found = sorted(
                {d.mood.strip().lower() for d in dreams if d.mood} - {mood.strip().lower()}
            )
            close = "" if mood.strip().lower() in (NIGHTMARE, GOOD, HARD) else " or close to it"
            what += f"{close} ({', '.join(found)})" if found else ""
        head = f"{_plural(total, 'dream')}{what}{order}:"
    items = [f"- {dream_label(d)}: {clip(d.text, 110)}" for d in dreams[:shown]]
    # (the ones not shown: "the latest good one" shows one of four, "and 3 more"; it said "and 1")
    more = [f"(and {total - len(items)} more)"] if total > len(items) else []
    return "\n".join([head, *items, *more])


def of_mood(dreams: Sequence[Dream], mood: str) -> list[Dream]:
    """Those of ``dreams`` whose saved mood is ``mood`` or its kin (``mood_words``)."""
    words = set(mood_words(mood))
    return [d for d in dreams if d.mood and d.mood.strip().lower() in words]


def shown_of_a_mood_lead(dreams: Sequence[Dream], mood: str) -> str:
    """Which of ``dreams`` (two or more, the ones just shown) felt ``mood`` or close to it ("which
    was the scariest", after a search), or that none did, with the moods they have."""
    matched = of_mood(dreams, mood)
    n = len(dreams)
    said = asked(None, None, mood).strip().removeprefix("with the mood ")
    close = "" if mood.strip().lower() in (NIGHTMARE, GOOD, HARD) else " or close to it"
    felt = f"felt {said}{close}" if not said.startswith("with ") else f"had {said[5:]}"
    if said == "that felt hard":
        felt = "felt hard"
    if matched:
        every = "Both" if n == 2 else f"All {n}"
        head = (
            f"{every} of the dreams just shown {felt}:"
            if len(matched) == n
            else f"Of the {n} dreams just shown, {len(matched)} {felt}:"
            if len(matched) > 1
            else f"Of the {n} dreams just shown, this one {felt}:"
        )
        return "\n".join([head, *(f"- {dream_label(d)}: {clip(d.text, 110)}" for d in matched)])
    moods = [d.mood.strip().lower() for d in dreams if d.mood and d.mood.strip()]
    which = f"the {n} dreams just shown" if n > 2 else "the two dreams just shown"
    if not moods:
        # (how they felt is not kept: nothing is said of it)
        none = "Neither of" if n == 2 else "None of"
        return f"{none} {which} has a mood saved, so I can't tell which felt that way."
    listed = ", ".join(moods[:-1]) + f" and {moods[-1]}" if len(moods) > 1 else moods[0]
    unsaved = n - len(moods)
    if unsaved:
        return (
            f"None of {which} with a mood saved {felt}: their moods are {listed} "
            f"({unsaved} has no mood saved)."
        )
    none = "Neither of" if n == 2 else "None of"
    return f"{none} {which} {felt}: their moods are {listed}."


def length_lead(dreams: Sequence[Dream], total: int, what: str, length: str) -> str:
    """The lead for the longest or shortest dreams (``length``), each with its count of words."""
    if not dreams:
        return f"Your journal has no dream{what}." if what else "Your journal has no dreams yet."
    which = f"{length} dream" if len(dreams) == 1 else f"{len(dreams)} {length} dreams"
    of = f"{what}, of {total}" if total > len(dreams) else what
    items = [
        f"- {dream_label(d)}, {_plural(len(d.text.split()), 'word')}: {clip(d.text, 110)}"
        for d in dreams
    ]
    return "\n".join([f"Your {which}{of}:", *items])


def dreams_result(dreams: Sequence[Dream], total: int, what: str, budget: int) -> str:
    """The tool result for the model: every dream shown, in full as far as the budget goes."""
    if not dreams:
        return f"No dreams{what}."[:budget]  # (the nearest are in the lead, which the user reads)
    head = (
        f"{_plural(total, 'dream')}{what}"
        + (f", {len(dreams)} shown" if total > len(dreams) else "")
        + ":"
    )
    width = max(80, budget // max(len(dreams), 1) - 40)
    return _fit([head] + [f"- {dream_label(d)}: {clip(d.text, width)}" for d in dreams], budget)


# An overview of this many dreams or fewer shows them too ("can u summarize my dreams this month"
# answered "You have logged 1 dream from 1 to 3 December 2026, on 3 December 2026.", nothing of it).
FEW_SHOWN = 3


def overview_lead(
    o: Overview,
    *,
    since: str | None,
    until: str | None,
    mood: str | None,
    dreams: Sequence[Dream] = (),
    nearest: Sequence[Dream] = (),
) -> str:
    """The overview's figures: how many dreams over what span, by month, their moods, what comes
    back; and ``dreams`` themselves (the newest first) when there are ``FEW_SHOWN`` or fewer.
    With none in the period, the ``nearest`` on either side of it."""
    what = asked(since, until, mood)
    if o.total == 0:
        if not what:
            return "Your journal has no dreams yet."
        # ("can you sum up my dreams from this month", a week into a month with none yet: probed,
        # the empty month said and nothing else)
        near = [f"- {dream_label(d)}: {clip(d.text, 110)}" for d in nearest[:LEAD_ITEMS]]
        head = "The nearest dream in your journal:" if len(near) == 1 else "The nearest ones:"
        return "\n".join(
            [f"Your journal has no dreams{what} yet.", *([head, *near] if near else [])]
        )
    assert o.first and o.last
    listed = 0 < o.total <= FEW_SHOWN and len(dreams) == o.total
    span = ", " + period_words(o.first, o.last)
    if what:  # ("…from 1 January to 5 December 2026, from 2 October…": probed, two spans)
        span = ", dated " + span.removeprefix(", ").removeprefix("on ")
    if what and listed:
        # (the dreams listed below say their dates: "2 dreams from 8 to 14 October 2026 (1
        # hard), dated from 9 to 14 October 2026." read as the same span twice)
        span = ""
    # how they felt, of the whole span (two months asked, which was happier: probed, each month's
    # moods listed and the sum left to the model); not of a mood asked ("3 dreams with a
    # nightmare's mood (3 hard)")
    good, hard = (sum(g for g, _ in o.months_felt), sum(h for _, h in o.months_felt))
    in_all = _felt_said(good, hard) if not mood else ""
    # (the nights, when some held more than one dream: "how many nights have i logged")
    nights = f" on {_plural(o.nights, 'night')}" if 0 < o.nights < o.total else ""
    lines = [f"You have logged {_plural(o.total, 'dream')}{nights}{what}{in_all}{span}."]
    if len(o.months) > 1:
        felt = o.months_felt if len(o.months_felt) == len(o.months) else ((0, 0),) * len(o.months)
        lines.append(
            "By month: "
            + ", ".join(
                f"{calendar.month_name[int(m[5:])]} {m[:4]}: {n}" + _felt_said(good, hard)
                for (m, n), (good, hard) in zip(o.months, felt, strict=True)
            )
            + "."
        )
    if o.longest_gap is not None and o.nights >= 3:
        # "whats the longest gap between my dreams", "how often do i dream" (probed: the 1.5B
        # made a gap up, "typically a few hours to a day")
        days, before, after = o.longest_gap
        assert o.first and o.last
        mean = (date.fromisoformat(o.last) - date.fromisoformat(o.first)).days / (o.nights - 1)
        lines.append(
            f"Between dreams: about {_plural(round(mean), 'day')} on average, at most "
            f"{_plural(days, 'day')} ({period_words(before, after)})."
        )
    if o.moods:
        # every mood, or the most frequent and how many others: a list cut silently reads
        # as all there is (it showed 6 of 8, "sad" and "uneasy" missing)
        shown = [f"{m} ({n})" for m, n in o.moods[:MOODS_SHOWN]]
        others = sum(1 for _ in o.moods[MOODS_SHOWN:])
        more = f", and {_plural(others, 'other')}" if others else ""
        lines.append("Moods: " + ", ".join(shown) + more + ".")
    if o.lately is not None:
        (good, hard, n), (good_before, hard_before, n_before) = o.lately
        lines.append(
            f"Lately: of your {n} latest dreams with a mood, {good} felt good and {hard} hard; "
            f"of the {n_before} before them, {good_before} good and {hard_before} hard."
        )
    if o.recurring:
        lines.append(
            "What comes back: "
            + ", ".join(f"{w} ({len(ids)} dreams)" for w, ids in o.recurring[:RECURRING_SHOWN])
            + "."
        )
    elif o.total > 1:
        lines.append("No word comes back in more than one dream yet.")
    if o.people:
        lines.append(
            "Who is in them: "
            + ", ".join(
                f"{who} ({_plural(len(ids), 'dream')})" for who, ids in o.people[:RECURRING_SHOWN]
            )
            + "."
        )
    if listed:
        lines += [f"- {dream_label(d)}: {clip(d.text, 110)}" for d in dreams]
    return "\n".join(lines)


def weekdays_lead(dreams: Sequence[Dream], what: str) -> str:
    """On which days of the week ``dreams`` (those of the period asked, ``what``: " in October
    2026") are dated, each day's count, the most frequent and how many on a weekend ("what day
    of the week do i dream the most": probed, the overview, which keeps no weekdays)."""
    days: Counter[int] = Counter()
    for d in dreams:
        try:
            days[date.fromisoformat(d.date).weekday()] += 1
        except ValueError:
            continue  # (a date that is not one counts on no day)
    n = sum(days.values())
    if n == 0:
        return f"Your journal has no dreams{what} yet."
    each = ", ".join(f"{calendar.day_name[day]} {days[day]}" for day in sorted(days))
    lines = [f"By the day of the week they're dated, your {_plural(n, 'dream')}{what}: {each}."]
    top = max(days.values())
    tops = [calendar.day_name[day] for day in sorted(days) if days[day] == top]
    if n > 1 and (top == 1 or len(tops) == len(days) > 1):
        lines.append("No day comes up more often than another yet.")
    elif n > 1 and len(tops) == 1:
        lines.append(f"Most often a {tops[0]} ({top} of {n}).")
    elif n > 1:
        lines.append(f"Most often a {' or a '.join(tops)} ({top} each, of {n}).")
    weekend = days[5] + days[6]
    lines.append(f"On a weekend (Saturday or Sunday): {weekend} of {n}.")
    return "\n".join(lines)


def shared_lead(
    dreams: Sequence[Dream],
    names: frozenset[str] = frozenset(),
    kin: Mapping[str, str] | None = None,
) -> str:
    """What ``dreams`` (two or more, the ones just talked about) have in common: the words and
    the people in all of them (and, of three or more, in some), and how they felt."""
    n = len(dreams)
    every = "both" if n == 2 else f"all {n}"
    titled = all(d.title for d in dreams)
    which = (
        " and ".join(f'"{d.title}"' for d in dreams)
        if n == 2 and titled
        else f"the {n} dreams we just talked about"
    )
    lines = [f"What {which} have in common:"]
    words = recurring(dreams)
    in_all = [w for w, ids in words if len(ids) == n]
    in_some = [(w, ids) for w, ids in words if len(ids) < n]
    people = [(who, ids) for who, ids in people_in(dreams, names, kin) if len(ids) >= 2]
    if in_all:
        lines.append(f"In {every}: " + ", ".join(in_all[:RECURRING_SHOWN]) + ".")
    else:
        lines.append(f"No word is in {every} of them.")
    if in_some:
        lines.append(
            "In some of them: "
            + ", ".join(f"{w} ({len(ids)} of {n})" for w, ids in in_some[:RECURRING_SHOWN])
            + "."
        )
    if people:
        lines.append(
            "Who is in them: "
            + ", ".join(f"{who} ({len(ids)} of {n})" for who, ids in people[:RECURRING_SHOWN])
            + "."
        )
    felt = [d.mood.strip().lower() for d in dreams if d.mood and d.mood.strip()]
    if felt:
        good, hard = _good_and_hard(felt)
        together = (
            f", {every} felt good" if good == n else f", {every} felt hard" if hard == n else ""
        )
        lines.append("Moods: " + ", ".join(felt) + together + ".")
    return "\n".join(lines)


def shared_result(dreams: Sequence[Dream], lead: str, budget: int) -> str:
    """``shared_lead`` for the model, and the dreams themselves as far as the budget goes."""
    lines = [lead, "The dreams:"]
    lines += [f"- #{d.id} {dream_label(d)}: {clip(d.text, 160)}" for d in dreams]
    return _fit(lines, budget)


def overview_result(o: Overview, dreams: Sequence[Dream], lead: str, budget: int) -> str:
    """The overview for the model: the lead's figures, where each recurring word occurs, and the
    dreams themselves as far as the budget goes."""
    lines = [lead]
    for w, ids in o.recurring[:RECURRING_SHOWN]:
        lines.append(f"'{w}' is in dreams " + ", ".join(f"#{i}" for i in ids))
    if dreams:
        lines.append("The dreams:")
        lines += [f"- #{d.id} {dream_label(d)}: {clip(d.text, 160)}" for d in dreams]
    return _fit(lines, budget)


def _fit(lines: Sequence[str], budget: int) -> str:
    """As many whole lines as fit in ``budget`` characters (the first one cut if it alone does not)."""
    out = ""
    for line in lines:
        if len(out) + len(line) + 1 > budget:
            break
        out += line + "\n"
    return out.rstrip("\n") or (lines[0][:budget] if lines else "")
