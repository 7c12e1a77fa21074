"""``BoundedDict``: the one bounded mapping of the package (turn ids, transcripts, token counts)."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable, Iterator
from typing import Generic, TypeVar, overload

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")
D = TypeVar("D")


class BoundedDict(Generic[K, V]):
    """A mapping that keeps the ``size`` most recently set keys: setting a key makes it the
    newest, and past ``size`` the oldest is forgotten, so memory stays bounded however long the
    process runs. Reading does not refresh a key (set it again to keep it). Not thread-safe."""

    def __init__(self, size: int) -> None:
        if size < 1:
            raise ValueError(f"size must be at least 1 (got {size})")
        self.size = size
        self._items: OrderedDict[K, V] = OrderedDict()

    @overload
    def get(self, key: K) -> V | None: ...
    @overload
    def get(self, key: K, default: D) -> V | D: ...
    def get(self, key: K, default: object = None) -> object:
        return self._items.get(key, default)

    def __setitem__(self, key: K, value: V) -> None:
        self._items[key] = value
        self._items.move_to_end(key)
        while len(self._items) > self.size:
            self._items.popitem(last=False)

    def pop(self, key: K) -> V | None:
        """Forget ``key``; its value, or None when it was not there."""
        return self._items.pop(key, None)

    def __contains__(self, key: object) -> bool:
        return key in self._items

    def __len__(self) -> int:
        return len(self._items)

    def __iter__(self) -> Iterator[K]:
        """Keys, oldest first."""
        return iter(self._items)
