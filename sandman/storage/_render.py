"""Tool result bodies: short plain sentences a small model can read, cut to a character budget."""

from __future__ import annotations

from collections.abc import Sequence

from ._records import Dream, Memory
from ._words import clip

DEFAULT_BUDGET = 1_200


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


def symbol_result(
    key: str,
    own: str | None,
    dictionary: tuple[str, str] | None,
    dreams: Sequence[tuple[Dream, str]],
    total: int,
    budget: int,
) -> str:
    if own is None and dictionary is None and not dreams:
        return (
            f"Nothing known about '{key}' yet: you have not saved a meaning for it, the dictionary "
            f"has no entry, and no dreams mention it."
        )[:budget]
    lines = [
        f"Your meaning for {key}: {own}" if own else f"You have not saved a meaning for {key}.",
        f"Dictionary ({dictionary[0]}): {dictionary[1]}"
        if dictionary
        else f"The dictionary has no entry for {key}.",
        f"Past dreams with {key}, latest entries first:"
        if dreams
        else f"No dreams mention '{key}' yet.",
    ]
    width = max(80, budget // 3)
    return fit(lines, [dream_line(d, snip, width) for d, snip in dreams], budget, total)


def search_result(query: str, hits: Sequence[tuple[Dream, str]], budget: int) -> str:
    if not hits:
        return f"No dreams match '{clip(query, 80)}'."[:budget]
    width = max(80, budget // 4)
    return fit(
        [f"Dreams matching '{clip(query, 80)}', best match first:"],
        [dream_line(d, snip, width) for d, snip in hits],
        budget,
    )


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
