"""The built-in dream-symbol dictionary, shipped as package data (``symbols.json``)."""

from __future__ import annotations

import functools
from collections.abc import Mapping
from importlib import resources
from types import MappingProxyType

import msgspec

from ._words import symbol_key, word_forms


class Entry(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """A symbol's reading. ``forms`` are other words for the same thing (teeth, sea for ocean,
    mum for mother); ``near`` are other things the entry is read for, for want of their own
    (tiger → lion, owl → bird): their reading is borrowed, never their owner's meaning."""

    name: str
    meaning: str
    forms: tuple[str, ...] = ()
    near: tuple[str, ...] = ()


class _File(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    format: str
    version: int
    symbols: tuple[Entry, ...]


class Dictionary:
    """Entries found by any of their forms (``teeth`` → ``tooth``, ``Snakes`` → ``snake``), or
    by a near word (``tiger`` → ``lion``)."""

    def __init__(self, entries: tuple[Entry, ...]):
        self.entries = entries
        self._by_form: dict[str, Entry] = {}
        self._near: set[str] = set()
        for entry in entries:
            for form in (entry.name, *entry.forms):
                self._by_form.setdefault(symbol_key(form), entry)
        for entry in entries:
            for word in entry.near:
                if self._by_form.setdefault(symbol_key(word), entry) is entry:
                    self._near.add(symbol_key(word))
        self._names = MappingProxyType({f: e.name for f, e in self._by_form.items()})

    def find(self, symbol: str) -> Entry | None:
        """The entry for ``symbol`` under any spelling of it, or a near one's; None."""
        for form in word_forms(symbol_key(symbol)):
            entry = self._by_form.get(form)
            if entry is not None:
                return entry
        return None

    def same(self, symbol: str) -> Entry | None:
        """The entry that is ``symbol`` itself under any spelling of it (not a near one), or
        None: what a meaning of the user's for ``symbol`` is stored under."""
        for form in word_forms(symbol_key(symbol)):
            entry = self._by_form.get(form)
            if entry is not None:
                return None if form in self._near else entry
        return None

    def name_of(self, symbol: str) -> str | None:
        """The dictionary's own name for ``symbol``: its entry's (``teeth`` → ``tooth``), or
        the near word as the dictionary spells it (``tigers`` → ``tiger``); None if unknown."""
        for form in word_forms(symbol_key(symbol)):
            entry = self._by_form.get(form)
            if entry is not None:
                return form if form in self._near else entry.name
        return None

    def forms(self) -> Mapping[str, str]:
        """Every spelling the dictionary knows (as ``symbol_key`` gives it) -> its entry's name."""
        return self._names

    def __len__(self) -> int:
        return len(self.entries)


@functools.cache
def builtin_dictionary() -> Dictionary:
    """The dictionary from package data, parsed once per process (it is immutable)."""
    data = resources.files(__package__).joinpath("symbols.json").read_bytes()
    return Dictionary(msgspec.json.decode(data, type=_File).symbols)
