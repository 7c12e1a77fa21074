"""Forgiving name lookup, shared by the tool-call parser (tool names) and the router (route
names), so both forgive the same typos: case and separators are ignored, then one edit is
allowed in a name of at least ``MIN_TYPO_LEN`` characters whose first letter is right, and only
when it points at a single name. The router also takes a unique prefix ("lookup", "recent");
the parser never does (a prefix of a tool name is an ordinary word in prose)."""

from __future__ import annotations

import re
from collections.abc import Iterable

_SEPARATORS = re.compile(r"[\s_\-.]+")
# Shorter names are too easily one edit away from an ordinary word.
MIN_TYPO_LEN = 4


def normalize(name: str) -> str:
    """``Save-Symbol-Meaning``, ``saveSymbolMeaning`` and ``save_symbol_meaning`` all become one key."""
    return _SEPARATORS.sub("", name).lower()


def within_one_edit(a: str, b: str) -> bool:
    """True when ``a`` becomes ``b`` by at most one insertion, deletion, substitution or swap of
    neighbours (optimal-string-alignment distance <= 1)."""
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    if la == lb:
        diff = [i for i in range(la) if a[i] != b[i]]
        if len(diff) == 1:
            return True
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and a[diff[0]] == b[diff[1]]
            and a[diff[1]] == b[diff[0]]
        )
    short, long_ = (a, b) if la < lb else (b, a)
    i = 0
    while i < len(short) and short[i] == long_[i]:
        i += 1
    return short[i:] == long_[i + 1 :]


def edit_distance(a: str, b: str, limit: int = 2) -> int:
    """The optimal-string-alignment distance of ``a`` and ``b`` (insertions, deletions,
    substitutions, swaps of neighbours), or ``limit + 1`` once it is known to exceed ``limit``."""
    if abs(len(a) - len(b)) > limit:
        return limit + 1
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i in range(1, len(a) + 1):
        above, before, row = before, row, [i] + [0] * len(b)
        for j in range(1, len(b) + 1):
            cost = a[i - 1] != b[j - 1]
            row[j] = min(before[j] + 1, row[j - 1] + 1, before[j - 1] + cost)
            if i > 1 and j > 1 and a[i - 1] == b[j - 2] and a[i - 2] == b[j - 1]:
                row[j] = min(row[j], above[j - 2] + 1)
        if min(row) > limit:
            return limit + 1
    return min(row[-1], limit + 1)


class NameIndex:
    """Resolves what a model wrote to one of ``names``. ``prefixes=True`` also accepts a unique
    prefix of at least ``MIN_TYPO_LEN`` characters (after normalizing)."""

    def __init__(self, names: Iterable[str], *, prefixes: bool = False) -> None:
        names = tuple(names)
        self._verbatim = frozenset(names)
        self._exact: dict[str, str] = {normalize(name): name for name in names}
        self.keys: tuple[str, ...] = tuple(self._exact)
        self._prefixes = prefixes

    def exact(self, written: str) -> str | None:
        """The name ``written`` is without typos, or None. A name spelled exactly as given wins
        over a normalized match (``complexTool`` next to ``complex_tool``)."""
        return written if written in self._verbatim else self._exact.get(normalize(written))

    def resolve(self, written: str) -> str | None:
        """The name ``written`` means, or None (unknown or ambiguous)."""
        found = self.exact(written)
        if found is not None:
            return found
        key = normalize(written)
        if len(key) < MIN_TYPO_LEN:
            return None
        close = [k for k in self.keys if k[0] == key[0] and within_one_edit(k, key)]
        if len(close) == 1:
            return self._exact[close[0]]
        if self._prefixes:
            longer = [k for k in self.keys if k.startswith(key)]
            if len(longer) == 1:
                return self._exact[longer[0]]
        return None
