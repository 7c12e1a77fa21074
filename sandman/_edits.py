"""Edit distance of one, shared by the router's and the tool-call parser's typo tolerance."""

from __future__ import annotations


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
