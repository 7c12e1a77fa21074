"""Leads: what a tool found, said in a sentence or a short list the user reads first.

The respond step shows a tool's lead as the start of the reply, before the model writes a word,
so the facts a user asked for (dates, titles, moods, their own meanings, "nothing found") come
from the journal itself, whatever the model then adds. Plain text, no markup.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from ..language import STOPWORDS, is_english_word, porter_stem, spoken_date, tokens
from ._records import Dream, Memory
from ._render import Found, Hit
from ._words import SIMILAR, clip

LEAD_ITEMS = 3
# Dreams a lead lists at most when a number of them was asked for ("show me my last 5 dreams":
# probed, three shown and "(and 2 more)"; "show me the rest": all of them, as far as this goes).
LEAD_MAX = 10


def lead_items(limit: int | None) -> int:
    """How many dreams a lead lists for a request of ``limit`` (none said: ``LEAD_ITEMS``)."""
    return min(limit, LEAD_MAX) if limit else LEAD_ITEMS


def human_date(iso: str) -> str:
    """``2026-11-03`` → ``3 November 2026`` (unchanged if it is not a date)."""
    try:
        day = date.fromisoformat(iso)
    except ValueError:
        return iso
    return spoken_date(day)


def dream_label(d: Dream, *, within: bool = False) -> str:
    """``3 November 2026, "Ocean swim" (mood: calm)``; ``within`` parentheses of its own, the
    mood after a comma (``#4 (3 November 2026, mood: calm)``, not ``(… (mood: calm))``)."""
    title = f', "{clip(d.title, 60)}"' if d.title else ""
    mood = (f", mood: {d.mood}" if within else f" (mood: {d.mood})") if d.mood else ""
    return f"{human_date(d.date)}{title}{mood}"


def _items(
    dreams: Sequence[tuple[Dream, str]], width: int = 110, shown: int = LEAD_ITEMS
) -> list[str]:
    return [f"- {dream_label(d)}: {clip(snip, width)}" for d, snip in dreams[:shown]]


def _more(total: int, shown: int = LEAD_ITEMS) -> list[str]:
    return [f"(and {total - shown} more)"] if total > shown else []


def _as_written(query: str, text: str) -> str:
    """``query``, each word a name the dream ``text`` writes with a capital written so ("anna"
    found in "My sister Anna…": "Anna"; probed, "One dream in your journal mentions anna:")."""
    names = {
        m[0].casefold(): m[0]
        for m in re.finditer(r"\b[A-Z][a-z]+\b", text)
        # (not a sentence's first word: "Water rose…")
        if text[: m.start()].rstrip()[-1:] not in ("", ".", "!", "?", "…", ":", '"')
    }
    return re.sub(r"\b[a-z]+\b", lambda m: names.get(m[0], m[0]), query)


def search_lead(found: Found) -> str:
    """What a search found, saying so when the dreams only mention related words."""
    query = clip(found.query, 60)
    if found.named:
        said = " ".join(f"Your {kind} is {name}, as you told me." for _, kind, name in found.named)
        return said + "\n" + search_lead(found._replace(named=()))
    if found.corrected:
        typed = " ".join(a for a, _ in found.corrected)
        read = " ".join(b for _, b in found.corrected if b)
        said = f"I read {clip(typed, 40)} as {read}." if read else f"I left out {clip(typed, 40)}."
        if read and all(is_english_word(a) for a, _ in found.corrected):
            # (their word spelled right, the journal's not: "spiders" found as "spidr", probed:
            # "I read spiders as spidr.")
            said = f"Your journal spells it {read}."
        return said + "\n" + search_lead(found._replace(corrected=()))
    where = found.within or "in your journal"
    if not found.hits:
        return f"I found no dream {where} that mentions {query}."
    direct = [(h.dream, h.excerpt) for h in found.hits if h.level < SIMILAR]
    if direct:
        query = _as_written(query, direct[0][0].text)
    # (a dream is listed as mentioning related words only when it holds one of them)
    related = [(h.dream, h.excerpt) for h in found.hits if h.level >= SIMILAR and h.related]
    words = ", ".join(dict.fromkeys(w for h in found.hits for w in h.related)) or "related words"
    if not direct:
        head = f"No dream {where} says {query}, but these mention {words}:"
        return "\n".join([head, *_items(related), *_more(len(related))])
    # how many dreams say the words, beyond those the search brought back ("how many times…")
    total = max(found.total, len(direct))
    if found.partial:
        head = f"No dream has every word of {query}; these come closest:"
    elif total == 1:
        head = f"One dream {where} mentions {query}:"
    else:
        order = {"oldest": ", the earliest first", "newest": ", the latest first"}.get(
            found.order or "", ""
        )
        # ("when was the last time i dreamt about water": how long ago, said)
        if found.order == "newest" and (ago := days_ago(direct[0][0].date)):
            order = f", the latest {ago}"
        head = f"{total} dreams {where} mention {query}{order}:"
    lines = [head, *_items(direct), *_more(total)]
    # Dreams found through related words only are never listed as mentioning the words.
    room = LEAD_ITEMS - len(direct)
    if related and room > 0:
        lines += [f"Others mention {words} instead:", *_items(related[:room])]
    return "\n".join(lines)


def days_ago(night: str, today: date | None = None) -> str:
    """How long ago ``night`` (YYYY-MM-DD) was: "today", "yesterday", "24 days ago"; empty for a
    date that does not read or is still to come. ("how many days since my last nightmare":
    probed, answered with the listing alone.)"""
    try:
        days = ((today or date.today()) - date.fromisoformat(night)).days
    except ValueError:
        return ""
    if days < 0:
        return ""
    return {0: "today", 1: "yesterday"}.get(days, f"{days} days ago")


def _apart(earlier: str, later: str) -> str:
    """How far apart two nights (YYYY-MM-DD) were: "from the same night", "a night apart", "9 days
    apart"; empty for a date that does not read."""
    try:
        days = abs((date.fromisoformat(later) - date.fromisoformat(earlier)).days)
    except ValueError:
        return ""
    return {0: "from the same night", 1: "a night apart"}.get(days, f"{days} days apart")


def recent_lead(
    dreams: Sequence[Dream], shown: int = LEAD_ITEMS, *, total: int | None = None
) -> str:
    """The latest dreams, ``shown`` of them listed; ``total``, how many the journal holds (None:
    ``dreams`` are all of them)."""
    if not dreams:
        return "Your journal has no dreams yet."
    head = "Your latest dreams:"
    if len(dreams) == 2 and (apart := _apart(dreams[1].date, dreams[0].date)):
        # ("whats the gap between my last two dreams": probed, both listed with their dates and
        # no gap said; the 1.5B counted none)
        head = f"Your latest two dreams, {apart}:"
    elif len(dreams) == 1:
        ago = days_ago(dreams[0].date)
        head = f"Your latest dream, {ago}:" if ago else "Your latest dream:"
    items = _items([(d, d.text) for d in dreams], shown=shown)
    more = _more(len(dreams) if total is None else total, min(shown, len(dreams)))
    return "\n".join([head, *items, *more])


_ASKED_OF = frozenset("name names called named date day days time age old number".split())


def _unsaid(topic: str, memories: Sequence[Memory]) -> tuple[list[str], list[str]]:
    """The words of ``topic`` that some memory says, and those none says (as forms of a word)."""
    said = {porter_stem(w) for m in memories for w in tokens(m.fact)}
    # (what is asked of a thing, whose answer is another word: "my cat's name" is "Io")
    words = [
        w for w in tokens(topic) if w not in STOPWORDS and w not in _ASKED_OF and w[:1].isalnum()
    ]
    known = {w: porter_stem(w) in said for w in words}
    return [w for w in words if known[w]], [w for w in words if not known[w]]


def memories_lead(topic: str | None, memories: Sequence[Memory]) -> str:
    about = f" about {clip(topic, 60)}" if topic else ""
    if not memories:
        return f"You haven't asked me to remember anything{about} yet."
    facts = [f"- {clip(m.fact, 160)}" for m in memories[:5]]
    more = [f"(and {len(memories) - 5} more)"] if len(memories) > 5 else []
    found, unsaid = _unsaid(topic, memories) if topic else ([], [])
    if found and unsaid:
        # "When is Lea's birthday?" with only "My partner is called Lea." kept: the birthday was
        # never told (measured: the Lea fact listed as if it answered)
        head = (
            f"Nothing you asked me to remember says {clip(' '.join(unsaid), 40)}. "
            f"About {clip(' '.join(found), 40)}, you told me:"
        )
        return "\n".join([head, *facts, *more])
    return "\n".join([f"What you asked me to remember{about}:", *facts, *more])


def symbol_lead(
    key: str,
    own: str | None,
    dictionary: tuple[str, str] | None,
    dreams: Sequence[Dream],
    total: int,
    related: Sequence[Hit] = (),
) -> str:
    """What is known of a symbol; ``related`` are dreams that mention only related words (sea
    or lake for water), said as such when no dream mentions the symbol itself."""
    if own is None and dictionary is None and not dreams and not related:
        return (
            f"I don't know {key} as a symbol yet: you haven't saved a meaning for it, my "
            f"dictionary has no entry, and no dream in your journal mentions it."
        )
    lines: list[str] = []
    if own is None and dictionary is None:
        # ("what does a mall mean", of a dream just saved, no reading: probed, "One dream in your
        # journal mentions mall; the latest is from" today, as if that were its meaning)
        lines.append(
            f"I don't know {key} as a symbol yet: you haven't saved a meaning for it, and my "
            "dictionary has no entry."
        )
    if own:
        lines.append(f"To you, {key} means: {clip(own, 200)}")
    if dictionary:
        name, reading = dictionary[0], _as_read(clip(dictionary[1], 200))
        if name == key:
            lines.append(f"Dream dictionaries read {key} as {reading}")
        else:  # a near entry's reading, borrowed ("tiger" read as "lion")
            lines.append(
                f"Dream dictionaries have no entry for {key}; they read {name}, the nearest, "
                f"as {reading}"
            )
    if dreams:
        latest = dreams[0]
        count = (
            "One dream in your journal mentions"
            if total == 1
            else f"{total} dreams in your journal mention"
        )
        # "it" once something above named it; else the symbol itself (measured: "One dream in
        # your journal mentions it" opened the reply for an airport no dictionary reads)
        said = "it" if lines else key
        lines.append(f"{count} {said}; the latest is from {dream_label(latest)}.")
    elif related:
        words = ", ".join(dict.fromkeys(w for h in related for w in h.related)) or "related words"
        latest = max((h.dream for h in related), key=lambda d: d.id)
        count = "one mentions" if len(related) == 1 else f"{len(related)} mention"
        lines.append(
            f"No dream in your journal mentions {key} itself, but {count} {words}; the latest "
            f"is from {dream_label(latest)}."
        )
    else:
        lines.append(f"No dream in your journal mentions {key} yet.")
    return "\n".join(lines)


def _as_read(meaning: str) -> str:
    """A reading as it goes on after "read X as": its capital dropped, unless the word is one
    that keeps it ("Transformation and…" → "transformation and…", "A set course" → "a set
    course", "I" stays)."""
    first = meaning.split(" ", 1)[0]
    if first == "A" or (len(first) > 1 and first[1:].islower()):
        return meaning[:1].lower() + meaning[1:]
    return meaning


def dream_lead(d: Dream, width: int = 600, today: date | None = None) -> str:
    """``Dream #7, 3 November 2026 (33 days ago), "Flying lesson" (mood: excited):`` and its
    words: how long ago it was is said with its date ("how long ago was that": probed, the date
    alone was shown, the sum left to the user)."""
    label = dream_label(d)
    if ago := days_ago(d.date, today):
        date_said = human_date(d.date)
        rest = label[len(date_said) :]
        # (no title: one parenthesis, "6 December 2026 (today, mood: calm)")
        label = (
            f"{date_said} ({ago}, {rest[2:]}"
            if rest.startswith(" (mood:")
            else f"{date_said} ({ago}){rest}"
        )
    return f"Dream #{d.id}, {label}:\n{clip(d.text, width)}"


def saved_dream_lead(d: Dream, new: bool) -> str:
    """``Saved your dream as #7 "Glass" (30 November 2026, mood: calm): I was walking…``."""
    what = "Saved your dream" if new else "That dream is already in your journal"
    title = f' "{clip(d.title, 60)}"' if d.title else ""
    mood = f", mood: {d.mood}" if d.mood else ""
    return f"{what} as #{d.id}{title} ({human_date(d.date)}{mood}): {clip(d.text, 100)}"
