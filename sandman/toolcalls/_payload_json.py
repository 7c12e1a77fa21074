"""Reading JSON-shaped call payloads: JSON-ish values (strict JSON, Python literals, faithful
repairs) and the calls written in them.

Everything here works on complete strings and never raises; a payload it cannot read yields
nothing and the caller decides whether that is prose or a rejected call.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Callable
from typing import Any, NamedTuple

import json_repair
import msgspec

from ._payload_brackets import QUOTE_OPENERS

_NAME_KEYS = ("name", "tool", "tool_name", "function_name", "function", "action", "recipient_name")
_ARGS_KEYS = (
    "arguments",
    "args",
    "parameters",
    "params",
    "input",
    "kwargs",
    "action_input",
    "tool_input",
)
_META_KEYS = frozenset({"type", "id", "call_id", "index"})
_LIST_KEYS = ("tool_calls", "calls", "function_calls", "tools")


class Candidate(NamedTuple):
    """A call as written: the name (None when unreadable) and its raw arguments."""

    name: str | None
    kwargs: dict[str, Any] | None
    positional: tuple[Any, ...]
    body: str | None
    explicit: bool  # written with an explicit call shape (name key + arguments key, call syntax)


# JSON's literals in Python syntax and Python's in JSON: small models mix them up.
_LITERAL_NAMES: dict[str, Any] = {
    "true": True,
    "false": False,
    "null": None,
    "True": True,
    "False": False,
    "None": None,
}


class _Literals(ast.NodeTransformer):
    def visit_Name(self, node: ast.Name) -> ast.AST:
        if node.id in _LITERAL_NAMES:
            return ast.copy_location(ast.Constant(_LITERAL_NAMES[node.id]), node)
        return node


def literal(node: ast.expr) -> Any:
    """A Python literal expression whose names may be JSON's ``true``, ``false``, ``null``."""
    return ast.literal_eval(_Literals().visit(node))


def _python_literal(text: str) -> Any:
    return literal(ast.parse(text, mode="eval").body)


def _structure(text: str) -> tuple[int, int]:
    """(objects, arrays) opened outside strings, by the string rules of ``balanced_end``."""
    objects = arrays = 0
    quote = ""
    last_sig = ""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if quote:
            if c == "\\":
                i += 2
                continue
            if c == quote and not (quote == "'" and i + 1 < n and text[i + 1].isalpha()):
                quote = ""
                last_sig = c
        elif c == '"' or (c == "'" and last_sig in QUOTE_OPENERS):
            quote = c
        elif c == "{":
            objects += 1
        elif c == "[":
            arrays += 1
        if not c.isspace() and not quote:
            last_sig = c
        i += 1
    return objects, arrays


def _shape(value: Any) -> tuple[int, int, list[str], list[str]]:
    """(objects, arrays, keys, string values) of a decoded value."""
    objects = arrays = 0
    keys: list[str] = []
    strings: list[str] = []
    stack = [value]
    while stack:
        v = stack.pop()
        if isinstance(v, dict):
            objects += 1
            keys.extend(str(k) for k in v)
            stack.extend(v.values())
        elif isinstance(v, list):
            arrays += 1
            stack.extend(v)
        elif isinstance(v, str):
            strings.append(v)
    return objects, arrays, keys, strings


def _faithful(source: str, value: Any) -> bool:
    """Whether a repaired value only fixed punctuation: the same objects and arrays as the text,
    every key written before a colon, every string written in the text. A repair that turns bare
    words into a structure (``{invalid json}`` -> ``["invalid json}"]``) is not a reading."""
    objects, arrays, keys, strings = _shape(value)
    if (objects, arrays) != _structure(source):
        return False
    for key in keys:
        if re.search(re.escape(key) + r"""["']?\s*:""", source) is None:
            return False
    return all(s in source or json.dumps(s)[1:-1] in source for s in strings if s)


def load_json(text: str) -> Any:
    """A JSON-ish value: strict JSON, then a Python literal (JSON's ``true``/``null`` allowed),
    then json-repair's reading if it only fixed punctuation (see ``_faithful``).

    Returns None when nothing sensible comes out; never raises.
    """
    text = text.strip()
    if not text:
        return None
    try:
        return msgspec.json.decode(text)
    except (msgspec.DecodeError, ValueError):
        pass
    try:
        return _python_literal(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        pass
    try:
        value = json_repair.loads(text)
    except Exception:  # json-repair is best effort; any failure means "unreadable"
        return None
    if value == "" or not _faithful(text, value):
        return None
    return value


_NAME_VALUE = re.compile(
    r"""["']?(?:name|tool|tool_name|function_name|function)["']?\s*:\s*["']([\w.\-:]+)["']""", re.I
)
_ARGS_KEY = re.compile(r"""["']?(?:arguments|args|parameters|params|input|kwargs)["']?\s*:""", re.I)


def call_name(text: str) -> str | None:
    """The tool a JSON call names, read from text that does not parse; None without a call's shape
    (a name key and an arguments key)."""
    m = _NAME_VALUE.search(text)
    if m is None or _ARGS_KEY.search(text) is None:
        return None
    return m.group(1)


def _args_value(value: Any) -> tuple[dict[str, Any] | None, tuple[Any, ...]]:
    if isinstance(value, str):
        # arguments double-encoded as a JSON string
        inner = load_json(value) if value.strip()[:1] in ("{", "[") else None
        if isinstance(inner, dict):
            return {str(k): v for k, v in inner.items()}, ()
        return None, (value,) if value.strip() else ()
    if isinstance(value, dict):
        return {str(k): v for k, v in value.items()}, ()
    if isinstance(value, list):
        return None, tuple(value)
    if value is None:
        return {}, ()
    return None, (value,)


def json_candidates(
    value: Any, is_tool: Callable[[str], str | None], depth: int = 0
) -> list[Candidate]:
    """Calls in a decoded JSON value, in order. ``is_tool(name)`` says whether a name is known.

    A dict is a call when it has a name key holding a string, or a ``function`` object, or a
    single key naming a known tool (``{"remember": {"fact": …}}``).
    """
    if depth > 4:
        return []
    out: list[Candidate] = []
    if isinstance(value, list):
        for item in value:
            out.extend(json_candidates(item, is_tool, depth + 1))
        return out
    if not isinstance(value, dict):
        return out
    value = {str(k): v for k, v in value.items()}
    lowered = {k.lower(): k for k in value}
    for key in _LIST_KEYS:
        if key in lowered and isinstance(value[lowered[key]], list):
            return json_candidates(value[lowered[key]], is_tool, depth + 1)
    fn_key = lowered.get("function")
    if fn_key is not None and isinstance(value[fn_key], dict):
        return json_candidates(value[fn_key], is_tool, depth + 1)
    for key in _NAME_KEYS:
        if key in lowered and isinstance(value[lowered[key]], str):
            name_key = lowered[key]
            args_key = next((lowered[a] for a in _ARGS_KEYS if a in lowered), None)
            if args_key is not None:
                kwargs, positional = _args_value(value[args_key])
                return [Candidate(value[name_key], kwargs, positional, None, True)]
            rest = {k: v for k, v in value.items() if k != name_key and k.lower() not in _META_KEYS}
            return [Candidate(value[name_key], rest, (), None, False)]
    if len(value) == 1:
        ((key, inner),) = value.items()
        if is_tool(key):
            kwargs, positional = _args_value(inner)
            return [Candidate(key, kwargs, positional, None, True)]
    return out
