"""The journal's state as the eval sees it: what a turn wrote, and the case's journal checks."""

from __future__ import annotations

import datetime as dt

import msgspec

from ..storage import ExportFile
from ._cases import JournalCheck
from ._claims import ClaimKind
from ._text import contains, normalize, resolve_date


class DreamState(msgspec.Struct, frozen=True, kw_only=True):
    key: str  # stable across edits: when the dream was created
    date: str
    title: str
    text: str
    mood: str


class JournalState(msgspec.Struct, frozen=True, kw_only=True):
    dreams: tuple[DreamState, ...]
    memories: tuple[str, ...]
    symbols: dict[str, str]

    def corpus(self) -> list[str]:
        """Everything the journal says, normalized: what a reply may repeat without copying."""
        out = [normalize(f"{d.date} {d.title} {d.mood} {d.text}") for d in self.dreams]
        out += [normalize(m) for m in self.memories]
        out += [normalize(f"{k} {v}") for k, v in self.symbols.items()]
        return out


def state_of(export: ExportFile) -> JournalState:
    return JournalState(
        dreams=tuple(
            DreamState(
                key=d.created,
                date=d.date,
                title=d.title or "",
                text=d.text,
                mood=d.mood or "",
            )
            for d in export.dreams
        ),
        memories=tuple(m.fact for m in export.memories),
        symbols={s.symbol: s.meaning for s in export.symbols},
    )


def writes_between(before: JournalState, after: JournalState) -> set[ClaimKind]:
    """The kinds of writes that turn ``before`` into ``after``."""
    kinds: set[ClaimKind] = set()
    old = {d.key: d for d in before.dreams}
    new = {d.key: d for d in after.dreams}
    added = set(after.memories) - set(before.memories)
    removed = set(before.memories) - set(after.memories)
    if added and len(added) == len(removed):
        # a fact kept in other words ("Updated: "my cat is called luna""): one changed, not one
        # forgotten and another kept (the journal keeps a memory by its words)
        kinds.add("change")
        added = removed = set()
    if new.keys() - old.keys() or added:
        kinds.add("save")
    if old.keys() - new.keys() or removed:
        kinds.add("remove")
    if any(old[k] != new[k] for k in old.keys() & new.keys()):
        kinds.add("change")
    if after.symbols.keys() - before.symbols.keys():
        kinds.add("save")
    if before.symbols.keys() - after.symbols.keys():
        kinds.add("remove")
    if any(
        before.symbols[k] != after.symbols[k] for k in before.symbols.keys() & after.symbols.keys()
    ):
        kinds.add("change")
    return kinds


def _has(text: str, part: str) -> bool:
    return contains(normalize(text), normalize(part))


def _same_symbol(a: str, b: str) -> bool:
    x, y = normalize(a), normalize(b)
    return x == y or x in (y + "s", y + "es") or y in (x + "s", x + "es")


def _dream_fits(d: DreamState, check: JournalCheck, today: dt.date) -> bool:
    assert check.dream is not None
    if not (_has(d.title, check.dream) or _has(d.text, check.dream)):
        return False
    if check.date is not None:
        want = resolve_date(check.date, today)
        if want is None or d.date != want.isoformat():
            return False
    if check.title is not None and not _has(d.title, check.title):
        return False
    return check.mood is None or _has(d.mood, check.mood)


def check_journal(check: JournalCheck, state: JournalState, today: dt.date) -> str | None:
    """None when ``check`` holds in ``state``, else what is wrong, in one short line."""
    if check.dreams is not None and len(state.dreams) != check.dreams:
        return f"{len(state.dreams)} dreams, expected {check.dreams}"
    if check.memories is not None and len(state.memories) != check.memories:
        return f"{len(state.memories)} memories, expected {check.memories}"
    if check.symbols is not None and len(state.symbols) != check.symbols:
        return f"{len(state.symbols)} symbol meanings, expected {check.symbols}"
    if check.memory is not None:
        found = any(_has(m, check.memory) for m in state.memories)
        if found != check.present:
            return f"memory {check.memory!r} " + ("not saved" if check.present else "is saved")
    if check.dream is not None:
        details = ", ".join(
            f"{k} {v!r}"
            for k, v in (("date", check.date), ("title", check.title), ("mood", check.mood))
            if v
        )
        if check.present and not any(_dream_fits(d, check, today) for d in state.dreams):
            return f"no dream with {check.dream!r}" + (f" ({details})" if details else "")
        if not check.present and any(_dream_fits(d, check, today) for d in state.dreams):
            return f"a dream with {check.dream!r} exists"
    if check.symbol is not None:
        meaning = next((v for k, v in state.symbols.items() if _same_symbol(k, check.symbol)), None)
        if not check.present and meaning is not None:
            return f"a meaning for {check.symbol!r} is saved ({meaning!r})"
        if check.present and meaning is None:
            return f"no meaning saved for {check.symbol!r}"
        if check.present and check.meaning is not None and not _has(meaning or "", check.meaning):
            return f"the meaning of {check.symbol!r} is {meaning!r}, expected it to contain {check.meaning!r}"
    return None
