"""Tool-name resolution: case-, separator- and namespace-insensitive, with one-edit typos
(the rules are ``sandman._edits.NameIndex``'s, shared with the router's route names).

Bare calls in prose (``remember(fact="x")``) must name a tool exactly (up to case, separators
and namespace): that keeps typo matching from eating prose, and it is what lets the stream hold
back only words that are a prefix of a tool name (``could_become_call``) rather than every
word one edit away from one. The two must agree, or streamed output would differ from whole-text
output.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import lru_cache

from .._edits import NameIndex, normalize
from ..tools import ToolSpec

# OpenAI-style and similar namespaces models put in front of a function name.
NAMESPACES = ("functions.", "default_api.")


# A call index (Kimi's ``functions.name:0``) or Llama 3's built-in call suffix (``python.call``).
_SUFFIX = re.compile(r"(?::\d+|\.call)\Z")


def strip_namespace(name: str) -> str:
    """The tool name a model wrote around: ``functions.remember``, ``remember:0``, ``python.call``."""
    lowered = name.lower()
    for prefix in NAMESPACES:
        if lowered.startswith(prefix):
            name = name[len(prefix) :]
            break
    return _SUFFIX.sub("", name)


class Names:
    """Resolves names against one registry. Build once per registry; lookups are cached."""

    def __init__(self, tools: Mapping[str, ToolSpec]) -> None:
        self._index = NameIndex(tools)
        self._keys = self._index.keys
        self.resolve = lru_cache(maxsize=512)(self._resolve)
        self.could_become_call = lru_cache(maxsize=2048)(self._could_become_call)

    def resolve_exact(self, written: str) -> str | None:
        """The tool ``written`` names without typos, or None. A name spelled exactly as
        registered wins over a normalized match (``complexTool`` next to ``complex_tool``)."""
        return self._index.exact(strip_namespace(written.strip()))

    def _resolve(self, written: str) -> str | None:
        """The canonical tool name ``written`` means, or None (unknown or ambiguous)."""
        return self._index.resolve(strip_namespace(written.strip()))

    def _could_become_call(self, word: str) -> bool:
        """Whether more name characters after ``word`` could make it a name ``resolve_exact``
        accepts. A superset is fine (it only delays text); a miss would break the stream."""
        lowered = word.lower()
        if any(ns.startswith(lowered) for ns in NAMESPACES):
            return True
        head, dot, tail = strip_namespace(word).rpartition(".")
        if dot and "call".startswith(tail.lower()) and normalize(head) in self._keys:
            return True  # "python.ca" may become "python.call("
        rest = strip_namespace(word)
        # "functions." or separators only: anything may follow
        return not normalize(rest) or self.starts_name(rest)

    def starts_name(self, word: str) -> bool:
        """Whether ``word`` is the start of a tool's name, case and separators aside (``Reme``)."""
        key = normalize(word)
        return bool(key) and any(tool.startswith(key) for tool in self._keys)
