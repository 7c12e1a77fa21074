"""Reading Python-style calls: ``name(a="x")``, ``[a(x=1), b()]``, ``functions.name(...)``.

Works on complete strings and never raises; text that is not a call of that shape yields None.
"""

from __future__ import annotations

import ast
import re
from typing import Any

from ._payload_json import Candidate, literal


def _dotted(node: ast.expr) -> str | None:
    if isinstance(node, ast.Name):
        return node.id
    if isinstance(node, ast.Attribute):
        base = _dotted(node.value)
        return None if base is None else f"{base}.{node.attr}"
    return None


def _from_call(node: ast.expr) -> Candidate | None:
    if not isinstance(node, ast.Call):
        return None
    name = _dotted(node.func)
    if name is None:
        return None
    try:
        positional = tuple(literal(a) for a in node.args)
        kwargs = {kw.arg: literal(kw.value) for kw in node.keywords if kw.arg is not None}
    except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
        return None
    if len(positional) == 1 and isinstance(positional[0], dict) and not kwargs:
        return Candidate(name, {str(k): v for k, v in positional[0].items()}, (), None, True)
    return Candidate(name, kwargs, positional, None, True)


_LENIENT_CALL = re.compile(r"\s*([A-Za-z_][\w.-]*)\s*\((.*)\)\s*\Z", re.S)
_LENIENT_KEY = re.compile(r"(?:^|,)\s*([A-Za-z_][\w-]*)\s*[=:]\s*")


def _unquote(value: str) -> str:
    value = value.strip().rstrip(",").strip()
    if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
        return value[1:-1]
    return value


def pythonic(text: str) -> list[Candidate] | None:
    """``name(a="x")``, ``[a(x=1), b()]`` or ``functions.name(...)``; None when not that shape.

    Arguments must be literals; when Python cannot parse the text (mixed quotes, unquoted text),
    a lenient ``key=value`` split is tried so ``remember(fact=I have a cat)`` still reads.
    """
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        tree = None
    if tree is not None:
        body = tree.body
        nodes = body.elts if isinstance(body, (ast.List, ast.Tuple)) else [body]
        cands = [_from_call(n) for n in nodes]
        if nodes and all(c is not None for c in cands):
            return [c for c in cands if c is not None]
        return None
    text = text.strip()
    if text.startswith("[") and text.endswith("]"):
        text = text[1:-1]
    m = _LENIENT_CALL.match(text)
    if m is None:
        return None
    name, inner = m.group(1), m.group(2)
    keys = list(_LENIENT_KEY.finditer(inner))
    if not keys:
        value = inner.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "\"'":
            return [Candidate(name, {}, (value[1:-1],), None, True)]
        return None
    if inner[: keys[0].start()].strip():
        return None
    kwargs: dict[str, Any] = {}
    for k, nxt in zip(keys, [*keys[1:], None]):
        kwargs[k.group(1)] = _unquote(inner[k.end() : nxt.start() if nxt else len(inner)])
    return [Candidate(name, kwargs, (), None, True)]
