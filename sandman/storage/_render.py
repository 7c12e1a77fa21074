"""Tool result bodies: short plain sentences a small model can read, cut to a character budget."""

from __future__ import annotations

from collections.abc import Sequence
from typing import NamedTuple

from ..tools import NO_ENTRY, NO_OWN_MEANING, NOTHING_KNOWN
from ._records import Dream, Memory
from ._words import SIMILAR, clip


def fit(lines: Sequence[str], items: Sequence[str], budget: int, total: int | None = None) -> str:
    """``lines`` (cut if they must be), then as many ``items`` as fit in ``budget`` characters.

    Left-out items (of ``total``, when more exist than were passed) are counted in a last line,
    so the reader knows the list is not complete.
    """
    total = max(total or 0, len(items))
    out: list[str] = []

    def size() -> int:
        return len("\n".join(out))

    for line in lines:
        room = budget - size() - (1 if out else 0)
        if room <= 0:
            break
        out.append(clip(line, room))
    shown = 0
    for i, item in enumerate(items):
        left = total - i - 1
        note = len(f"\n({left} more not shown)") if left else 0
        if size() + 1 + len(item) + note > budget:
            break
        out.append(item)
        shown += 1
    if shown < total:
        out.append(f"({total - shown} more not shown)")
    return "\n".join(out)[:budget]


def dream_line(d: Dream, body: str, width: int) -> str:
    """``2024-03-02 "Flooded house" (mood: uneasy): text…`` on one line."""
    title = f' "{clip(d.title, 60)}"' if d.title else ""
    mood = f" (mood: {d.mood})" if d.mood else ""
    return clip(f"- {d.date}{title}{mood}: {body}", width)


class Hit(NamedTuple):
    """A dream found by a search, the part of it to show, and how it matched."""

    dream: Dream
    excerpt: str
    #: ``EXACT`` (the word itself), ``FORM`` (another form of it), ``SIMILAR`` or ``RELATED``
    #: (only related words: "related" to the user either way).
    level: int
    #: For a hit through related words, those the dream mentions ("ocean", "sea").
    related: tuple[str, ...] = ()


class Found(NamedTuple):
    """What a search found, with what the result must say about it."""

    #: The words searched for ("water" for "Do I dream about water a lot?").
    query: str
    hits: Sequence[Hit]
    #: True when no dream matched every word and the hits match some of them.
    partial: bool = False
    #: Related words the search also looked for (to name them when nothing was found).
    tried: tuple[str, ...] = ()
    #: Words the journal does not have, read as the journal's own closest words: (typed, read).
    corrected: tuple[tuple[str, str], ...] = ()
    #: Relation words no dream has, read as the name the memories give: (typed, relation, name).
    named: tuple[tuple[str, str, str], ...] = ()
    #: How many dreams say the words (or another form of them), shown or not.
    total: int = 0
    #: "oldest" when the dreams that say the words are the earliest ones, oldest first; "newest"
    #: when they are the latest ones, newest first; None: best match first.
    order: str | None = None
    #: The period searched ("in December 2026"), when the search kept to one.
    within: str = ""


def _plural(n: int) -> str:
    return "1 dream" if n == 1 else f"{n} dreams"


def _names(words: Sequence[str], most: int = 4) -> str:
    shown = list(dict.fromkeys(words))
    return ", ".join(shown[:most]) + (", …" if len(shown) > most else "")


def _grouped(hits: Sequence[Hit], width: int, related_header: str | None) -> list[str]:
    """One line per hit; the first related hit after direct ones carries ``related_header``."""
    out: list[str] = []
    for i, h in enumerate(hits):
        line = dream_line(h.dream, h.excerpt, width)
        first = h.level >= SIMILAR and (i == 0 or hits[i - 1].level < SIMILAR)
        if related_header and first:
            line = related_header + "\n" + line
        out.append(line)
    return out


def symbol_result(
    key: str,
    own: str | None,
    dictionary: tuple[str, str] | None,
    dreams: Sequence[tuple[Dream, str]],
    total: int,
    budget: int,
    related: Sequence[Hit] = (),
) -> str:
    """What is known about a symbol. ``dreams`` mention it (``total`` in all); ``related`` only
    mention related words, and are shown, after them, when every dream that mentions it is."""
    if own is None and dictionary is None and not dreams and not related:
        return (
            f"{NOTHING_KNOWN} '{key}' yet: you have not saved a meaning for it, the dictionary "
            f"has no entry, and no dreams mention it."
        )[:budget]
    names = _names([w for h in related for w in h.related])
    if dreams:
        dreams_line = f"Past dreams with {key}, latest entries first:"
    elif related:
        dreams_line = (
            f"No dreams mention '{key}' itself; these mention related words ({names}), "
            f"latest entries first:"
        )
    else:
        dreams_line = f"No dreams mention '{key}' yet."
    lines = [
        f"Your meaning for {key}: {own}" if own else f"{NO_OWN_MEANING} {key}.",
        (
            f"Dictionary ({dictionary[0]}): {dictionary[1]}"
            if dictionary[0] == key
            else f"Dictionary (no entry for {key}; {dictionary[0]}, the nearest): {dictionary[1]}"
        )
        if dictionary
        else f"{NO_ENTRY} {key}.",
        dreams_line,
    ]
    width = max(80, budget // 3)
    items = [dream_line(d, snip, width) for d, snip in dreams]
    if not dreams and related:
        # (beside dreams of the thing itself, those of related words are left out: the lead
        # shows only the first, and "i dreamt i could talk to animals" / "what does it mean" got
        # the 1.5B's "The animal may have been a snake…", of another dream of the journal's)
        items += _grouped(related, width, None)
        total = len(items)
    return fit(lines, items, budget, total)


def search_result(found: Found, budget: int) -> str:
    """The search tool's answer. It says in words when the dreams shown only match related words
    ("No dream says 'water', but these mention related words (ocean, sea)"), or only some of the
    words, so a reply built on it does not claim more than was found."""
    query = clip(found.query, 80)
    if found.named:
        head = "; ".join(
            f"'{a}' read as {n}, the user's {k} (their memories say so)" for a, k, n in found.named
        )
        rest = search_result(found._replace(named=()), budget - len(head) - 3)
        return f"({head})\n{rest}"[:budget]
    if found.corrected:
        head = "; ".join(
            f"'{a}' read as '{b}'" if b else f"'{a}' left out" for a, b in found.corrected
        )
        rest = search_result(found._replace(corrected=()), budget - len(head) - 3)
        return f"({head})\n{rest}"[:budget]
    within = f" {found.within}" if found.within else ""
    if not found.hits:
        if found.tried:
            such = ", ".join(found.tried[:3])
            return f"No dreams{within} match '{query}' (nor related words such as {such})."[:budget]
        return f"No dreams{within} match '{query}'."[:budget]
    direct = [h for h in found.hits if h.level < SIMILAR]
    names = _names([w for h in found.hits for w in h.related])
    if found.partial:
        some = "some of them" if direct else f"related words ({names}) for some of them"
        head = f"No dream has every word of '{query}'; these have {some}, best match first:"
    elif direct:
        total = max(found.total, len(direct))
        order = {"oldest": "earliest first", "newest": "latest first"}.get(
            found.order or "", "best match first"
        )
        shown = f", {len(direct)} shown" if total > len(direct) else ""
        head = f"{_plural(total)}{within} matching '{query}'{shown}, {order}:"
    else:
        head = f"No dream{within} says '{query}', but these mention related words ({names}):"
    header = f"These do not say '{query}' but mention related words ({names}):" if direct else None
    width = max(80, budget // 4)
    return fit([head], _grouped(found.hits, width, header), budget)


def recent_result(dreams: Sequence[Dream], budget: int) -> str:
    if not dreams:
        return "The journal has no dreams yet."
    width = max(80, budget // max(len(dreams), 1) - 2)
    return fit(
        ["Latest dreams, newest first:"],
        [dream_line(d, d.text, width) for d in dreams],
        budget,
    )


def memories_result(topic: str | None, memories: Sequence[Memory], budget: int) -> str:
    if not memories:
        if topic:
            return f"No memories about '{clip(topic, 80)}' yet."[:budget]
        return "No memories saved yet."
    head = (
        f"Things you asked me to remember about '{clip(topic, 80)}':"
        if topic
        else "Things you asked me to remember, newest first:"
    )
    return fit([head], [clip(f"- {m.fact}", 300) for m in memories], budget)


def saved_symbol_result(key: str, meaning: str, previous: str | None, budget: int) -> str:
    if previous is None:
        text = f"Saved: to you, {key} means: {meaning}"
    elif previous == meaning:
        text = f"Already saved: to you, {key} means: {meaning}"
    else:
        text = f"Updated: to you, {key} now means: {meaning} (before: {previous})"
    return clip(text, budget)


def remembered_result(fact: str, new: bool, budget: int) -> str:
    return clip(f"Remembered: {fact}" if new else f"Already remembered: {fact}", budget)
