"""Reading a route tag out of whatever a small model wrote, forgivingly.

Accepted: ``<lookup_symbol symbol="water" />`` and its mangled cousins — single or missing
quotes, no closing ``/>``, case and hyphen variants, a one-letter typo in the name, a short name
("lookup", "recent"), a code fence around it, leading chatter, or a JSON object with a
``route``/``name`` key. Unreadable output gives ``None`` and the caller falls back.
"""

from __future__ import annotations

import re
from typing import Any

import msgspec

from .._edits import NameIndex
from ..messages import ROUTES, Route

_TAG = re.compile(r"<\s*([A-Za-z][A-Za-z0-9_\- ]*?)(?=[\s/>]|$)(.*?)(?:>|$)", re.DOTALL)
_ATTR = re.compile(r"""([A-Za-z_]+)\s*[=:]\s*(?:"([^"]*)"?|'([^']*)'?|([^\s/>"']+))""")
_BARE = re.compile(r"^\W*([A-Za-z][A-Za-z_\-]*)")
_ARG_NAMES = ("symbol", "query", "topic", "limit")


_ROUTE_NAMES = NameIndex(ROUTES, prefixes=True)


def resolve_route(name: str) -> Route | None:
    """The route a model meant by ``name``: the tool-call parser's rules for tool names (case and
    separators ignored, one typo), and a unique prefix ("lookup", "recent")."""
    found = _ROUTE_NAMES.resolve(name.strip())
    return next((route for route in ROUTES if route == found), None)


def _from_json(text: str) -> tuple[Route, dict[str, Any]] | None:
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end <= start:
        return None
    try:
        obj = msgspec.json.decode(text[start : end + 1])
    except msgspec.DecodeError:
        return None
    if not isinstance(obj, dict):
        return None
    name = obj.get("route") or obj.get("name") or obj.get("tool")
    route = resolve_route(name) if isinstance(name, str) else None
    if route is None:
        return None
    args = obj.get("args") or obj.get("arguments") or obj.get("parameters") or {}
    if not isinstance(args, dict):
        args = {}
    args = {**{k: v for k, v in obj.items() if k in _ARG_NAMES}, **args}
    return route, args


def read_tag(output: str) -> tuple[Route, dict[str, Any]] | None:
    """The first route tag in ``output`` and its attributes as strings, or None."""
    text = output.strip().strip("`").strip()
    for match in _TAG.finditer(text):
        route = resolve_route(match.group(1))
        if route is None:
            continue
        args: dict[str, Any] = {}
        for attr in _ATTR.finditer(match.group(2)):
            value = next(g for g in attr.groups()[1:] if g is not None)
            args.setdefault(attr.group(1).lower(), value.strip())
        return route, args
    found = _from_json(text)
    if found is not None:
        return found
    bare = _BARE.match(text)
    if bare:
        route = resolve_route(bare.group(1))
        if route is not None:
            args = {}
            for attr in _ATTR.finditer(text[bare.end() :]):
                value = next(g for g in attr.groups()[1:] if g is not None)
                args.setdefault(attr.group(1).lower(), value.strip())
            return route, args
    return None
