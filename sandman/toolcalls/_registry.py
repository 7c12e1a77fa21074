"""Matching what a model wrote against the tool registry, and validating the arguments.

Names are compared case- and separator-insensitively (``Save-Symbol-Meaning``,
``saveSymbolMeaning`` and ``save_symbol_meaning`` are one name); a name one edit (or one swap of
neighbours) away from exactly one tool, with the same first letter and both at least four letters
long, is that tool. Argument names are matched the same way.

Rule for arguments the tool does not have: they are dropped and the call still runs when the
arguments it does have validate; the one exception is a call with exactly one unknown argument and
exactly one missing required argument, where the value goes to the missing one
(``<remember text="…"/>``). Small models decorate calls with invented extras (``"reason"``,
``"confidence"``); the arguments that match are what the model meant, and a misspelled *required*
argument still fails validation as "missing", so nothing is guessed. Empty strings and nulls count
as "not given".
"""

from __future__ import annotations

import functools
import html
import re
from collections.abc import Mapping, Sequence
from typing import Any

import msgspec

from .. import tools as _tools
from ..tools import ToolSpec
from ._types import Item, ParsedCall, Rejection

_NON_ALNUM = re.compile(r"[^a-z0-9]+")
_MIN_FUZZY = 4


def normalize(name: str) -> str:
    """Lower case, separators removed; a dotted namespace (``functions.remember``) is dropped."""
    name = name.rsplit(".", 1)[-1]
    return _NON_ALNUM.sub("", name.lower())


def _within_one_edit(a: str, b: str) -> bool:
    if a == b:
        return True
    la, lb = len(a), len(b)
    if abs(la - lb) > 1:
        return False
    if la == lb:
        diffs = [i for i in range(la) if a[i] != b[i]]
        if len(diffs) == 1:
            return True
        # A swap of two neighbours is one slip of the keyboard too.
        return len(diffs) == 2 and diffs[1] == diffs[0] + 1 and a[diffs[0]] == b[diffs[1]] and a[diffs[1]] == b[diffs[0]]
    if la > lb:
        a, b = b, a
    i = 0
    while i < len(a) and a[i] == b[i]:
        i += 1
    return a[i:] == b[i + 1 :]


def _prefix_distance_at_most_one(word: str, name: str) -> bool:
    """Whether ``word`` is within one edit (or one swap of neighbours) of some prefix of ``name``."""
    before: list[int] = []
    prev = list(range(len(name) + 1))
    for i, ch in enumerate(word, 1):
        cur = [i] + [0] * len(name)
        for j, nch in enumerate(name, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ch != nch))
            if i > 1 and j > 1 and ch == name[j - 2] and word[i - 2] == nch:
                cur[j] = min(cur[j], before[j - 2] + 1)
        before, prev = prev, cur
    return min(prev) <= 1


def _fuzzy_lookup(raw: str, table: Mapping[str, str]) -> str | None:
    key = normalize(raw)
    if not key:
        return None
    found = table.get(key)
    if found is not None or len(key) < _MIN_FUZZY:
        return found
    # The first letter must match: it keeps ``mremember`` (a word glued to a name) from matching
    # and lets the stream decide early that a word cannot become a name.
    hits = {v for k, v in table.items() if len(k) >= _MIN_FUZZY and k[0] == key[0] and _within_one_edit(key, k)}
    return hits.pop() if len(hits) == 1 else None


class Registry:
    """A tool registry prepared for forgiving lookups. Immutable once built."""

    def __init__(self, tools: Mapping[str, ToolSpec]) -> None:
        self.tools: dict[str, ToolSpec] = dict(tools)
        self._names = {normalize(n): n for n in self.tools}
        self._args = {n: {normalize(a): a for a in s.arg_names} for n, s in self.tools.items()}
        self._required = {n: s.required_args for n, s in self.tools.items()}
        self._could: dict[str, bool] = {}  # memo for could_become_name: the stream asks per token

    def match(self, raw: str) -> str | None:
        """The canonical name ``raw`` means, or None when it is not (unambiguously) a tool."""
        return _fuzzy_lookup(raw, self._names)

    def could_become_name(self, word: str) -> bool:
        """Whether more characters could turn ``word`` into a tool name (used to hold back text)."""
        key = normalize(word)
        if not key:
            return False
        known = self._could.get(key)
        if known is None:
            known = any(
                name.startswith(key)
                or (
                    len(name) >= _MIN_FUZZY
                    and key[0] == name[0]
                    and len(key) <= len(name) + 1
                    and _prefix_distance_at_most_one(key, name)
                )
                for name in self._names
            )
            if len(self._could) > 4096:
                self._could.clear()
            self._could[key] = known
        return known

    def missing_required(self, name: str, args: Mapping[str, Any], positional: int = 0) -> bool:
        """Whether required arguments of ``name`` are still unset by ``args`` and ``positional``."""
        table = self._args[name]
        given = {_fuzzy_lookup(str(k), table) for k, v in args.items() if _present(v)}
        missing = [a for a in self._required[name] if a not in given]
        return len(missing) > positional

    def build(
        self,
        raw: str,
        name: str,
        args: Mapping[str, Any] | None = None,
        *,
        positional: Sequence[Any] = (),
        body: str | None = None,
    ) -> Item:
        """Validate one call of the known tool ``name``; never raises.

        ``positional`` fills the tool's arguments in declaration order; ``body`` (the text inside a
        paired tag) fills the sole missing required argument, or else the sole unset argument.
        """
        try:
            return self._build(raw, name, args or {}, positional, body)
        except Exception as exc:  # noqa: BLE001 - a parser for model output must never raise
            return Rejection(raw=raw, name=name, reason=f"{name}: {_one_line(str(exc))}")

    def _build(
        self, raw: str, name: str, args: Mapping[str, Any], positional: Sequence[Any], body: str | None
    ) -> Item:
        spec = self.tools[name]
        table = self._args[name]
        given: dict[str, Any] = {}
        stray: list[Any] = []
        for key, value in args.items():
            arg = _fuzzy_lookup(str(key), table)
            if arg is not None and _present(value) and arg not in given:
                given[arg] = _clean(value)
            elif arg is None and _present(value):
                stray.append(value)
        missing = [a for a in self._required[name] if a not in given]
        if len(missing) == 1 and len(stray) == 1 and not positional and body is None:
            # ``<remember text="…"/>``: the one argument given under another name is the one
            # the tool needs.
            given[missing[0]] = _clean(stray[0])
        free = [a for a in spec.arg_names if a not in given]
        for value in positional:
            if free and _present(value):
                given[free.pop(0)] = _clean(value)
        if body is not None and _present(body.strip()):
            missing = [a for a in self._required[name] if a not in given]
            unset = [a for a in spec.arg_names if a not in given]
            target = missing if missing else unset
            if len(target) == 1:
                given[target[0]] = body.strip()
        try:
            if _tools.TOOLS.get(name) is spec:
                checked: Any = _tools.validate(name, given)
            else:
                checked = msgspec.convert(given, spec.args_type, strict=False)
        except (_tools.ToolArgumentError, msgspec.ValidationError) as exc:
            message = str(exc).removeprefix(f"{name}: ")
            message = message.replace("Object missing required field", "missing required argument")
            return Rejection(raw=raw, name=name, reason=f"{name}: {_one_line(message)}")
        plain = msgspec.to_builtins(checked)
        return ParsedCall(name=name, args={k: v for k, v in plain.items() if v is not None})

    def unknown(self, raw: str, written_name: str | None) -> Rejection:
        known = ", ".join(self.tools)
        if written_name:
            reason = f"unknown tool {_one_line(written_name)[:60]!r}; known tools: {known}"
        else:
            reason = f"no tool name in the call; known tools: {known}"
        written = _one_line(written_name)[:60] if written_name else None
        return Rejection(raw=raw, name=written or None, reason=reason)


def _present(value: Any) -> bool:
    return value is not None and value != ""


def _clean(value: Any) -> Any:
    if isinstance(value, str):
        return html.unescape(value).strip()
    return value


def _one_line(text: str) -> str:
    return " ".join(text.split())


@functools.lru_cache(maxsize=32)
def _cached(items: tuple[tuple[str, ToolSpec], ...]) -> Registry:
    return Registry(dict(items))


def registry_for(tools: Mapping[str, ToolSpec]) -> Registry:
    """A prepared registry, cached by content so ``parse`` stays cheap per call."""
    try:
        return _cached(tuple(tools.items()))
    except TypeError:  # an unhashable spec: still correct, just not cached
        return Registry(tools)
