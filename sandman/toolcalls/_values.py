"""Turning the bodies of calls (JSON, Python call syntax, FunctionGemma, key=value) into items.

Every function here is total: malformed input gives ``None`` (not a call) or a ``Rejection``,
never an exception.
"""

from __future__ import annotations

import ast
import html
import json
import re
from collections.abc import Mapping
from typing import Any

import json_repair

from ._registry import Registry, normalize
from ._types import Item, Rejection

_NAME_KEYS = ("name", "tool", "toolname", "function", "functionname", "recipientname", "toolcall")
_ARGS_KEYS = ("arguments", "args", "parameters", "params", "input", "actioninput", "kwargs", "argument", "toolinput")
_META_KEYS = frozenset({"type", "id", "callid", "toolcallid", "index"})


def loads(text: str, *, repair: bool = True) -> Any:
    """JSON, else a Python literal, else (when ``repair``) what json-repair makes of it; None on failure."""
    try:
        return json.loads(text)
    except (ValueError, RecursionError):
        pass
    try:
        return ast.literal_eval(text)
    except (ValueError, SyntaxError, TypeError, MemoryError, RecursionError):
        pass
    if not repair:
        return None
    try:
        return json_repair.loads(text)
    except Exception:  # noqa: BLE001 - the repair library's failures are "not JSON" to us
        return None


def calls_from_json(obj: Any, reg: Registry, raw: str) -> list[Item] | None:
    """The calls a decoded JSON value stands for, or None when it is not call-shaped."""
    if isinstance(obj, list):
        if not obj or not all(isinstance(x, dict) for x in obj):
            return None
        found: list[Item] = []
        for entry in obj:
            items = _one(entry, reg, raw)
            if items is None:
                return None
            found += items
        return found
    if isinstance(obj, dict):
        return _one(obj, reg, raw)
    return None


def _one(d: dict[Any, Any], reg: Registry, raw: str, depth: int = 0) -> list[Item] | None:
    if depth > 3:
        return None
    keys = {normalize(str(k)): k for k in d}
    for list_key in ("toolcalls", "calls", "functioncalls"):
        if list_key in keys and isinstance(d[keys[list_key]], list):
            return calls_from_json(d[keys[list_key]], reg, raw)
    inner = d.get(keys["function"]) if "function" in keys else None
    if isinstance(inner, dict):
        return _one(inner, reg, raw, depth + 1)
    name_key = next((keys[k] for k in _NAME_KEYS if k in keys and isinstance(d[keys[k]], str)), None)
    if name_key is None and "action" in keys and "actioninput" in keys:
        name_key = keys["action"]
    args_key = next((keys[k] for k in _ARGS_KEYS if k in keys), None)
    if name_key is not None:
        written = str(d[name_key])
        tool = reg.match(written)
        if args_key is None and tool is None:
            return None  # e.g. {"name": "Anna"}: data, not a call
        if tool is None:
            return [reg.unknown(raw, written)]
        if args_key is None:
            flat = {k: v for k, v in d.items() if k != name_key and normalize(str(k)) not in _META_KEYS}
            return [reg.build(raw, tool, flat)]
        return [_with_args(reg, raw, tool, d[args_key])]
    if len(d) == 1:
        ((key, value),) = d.items()
        tool = reg.match(str(key))
        if tool is not None and isinstance(value, (dict, str, type(None))):
            return [_with_args(reg, raw, tool, value)]
    return None


def _with_args(reg: Registry, raw: str, tool: str, value: Any) -> Item:
    if isinstance(value, str):
        text = value.strip()
        decoded = loads(text) if text[:1] in "{[" else None
        if isinstance(decoded, dict):
            return reg.build(raw, tool, decoded)
        return reg.build(raw, tool, body=text)
    if isinstance(value, dict):
        return reg.build(raw, tool, value)
    if isinstance(value, list):
        return reg.build(raw, tool, positional=value)
    return reg.build(raw, tool, {})


def _literal(node: ast.AST, source: str) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, SyntaxError, TypeError, RecursionError):
        # An unquoted word (``limit=five``, ``topic=family``) is what the model meant as text.
        segment = ast.get_source_segment(source, node)
        return segment if segment is not None else None


def _call_name(func: ast.expr) -> str | None:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def pythonic_calls(text: str, reg: Registry, raw: str, *, require_known: bool = True) -> list[Item] | None:
    """Calls written as Python (``[a(x=1), b()]`` or ``a(x=1)``); None when it is not that."""
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except (SyntaxError, ValueError, MemoryError, RecursionError):
        return None
    body = tree.body
    nodes = body.elts if isinstance(body, (ast.List, ast.Tuple)) else [body]
    if not nodes or not all(isinstance(n, ast.Call) for n in nodes):
        return None
    items: list[Item] = []
    known = 0
    source = text.strip()
    for node in nodes:
        assert isinstance(node, ast.Call)
        written = _call_name(node.func)
        tool = reg.match(written) if written else None
        if tool is None:
            items.append(reg.unknown(raw, written))
            continue
        known += 1
        kwargs: dict[str, Any] = {}
        for kw in node.keywords:
            if kw.arg is None:
                value = _literal(kw.value, source)
                if isinstance(value, dict):
                    kwargs.update(value)
            else:
                kwargs[kw.arg] = _literal(kw.value, source)
        try:
            positional = [ast.literal_eval(a) for a in node.args]
        except (ValueError, SyntaxError, TypeError, RecursionError):
            return None  # ``remember(ed)``: a word in brackets, not an argument
        if len(positional) == 1 and isinstance(positional[0], dict) and not kwargs:
            items.append(reg.build(raw, tool, positional[0]))
        else:
            items.append(reg.build(raw, tool, kwargs, positional=positional))
    if require_known and not known:
        return None
    return items


_KV = re.compile(
    r"""\s*([A-Za-z_][\w\-]*)\s*[=:]\s*
    (?:<escape>(.*?)<escape>|"(.*?)"(?=\s*(?:,|\Z))|'(.*?)'(?=\s*(?:,|\Z))|([^,]*))\s*(?:,|\Z)""",
    re.S | re.X,
)


def key_values(text: str) -> dict[str, Any] | None:
    """``a=1, b="x y"`` / ``a:<escape>x<escape>`` pairs; None unless the whole text is such pairs."""
    out: dict[str, Any] = {}
    pos = 0
    text = text.strip()
    while pos < len(text):
        m = _KV.match(text, pos)
        if m is None or m.end() == pos:
            return None
        key = m.group(1)
        if m.group(2) is not None:
            out[key] = m.group(2)
        elif m.group(3) is not None or m.group(4) is not None:
            out[key] = m.group(3) if m.group(3) is not None else m.group(4)
        else:
            bare = m.group(5).strip()
            out[key] = _scalar(bare)
        pos = m.end()
    return out


def _scalar(text: str) -> Any:
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    if low in ("null", "none"):
        return None
    try:
        return int(text)
    except ValueError:
        return text


_CHILD = re.compile(r"<\s*([A-Za-z_][\w\-]*)\s*>(.*?)</\s*\1\s*>", re.S)
_PARAM = re.compile(
    r"""<\s*(?:parameter|param|arg|argument)\s*(?:=|\s+name\s*=)\s*["']?([\w\-.]+)["']?\s*>
    (.*?)(?:</\s*(?:parameter|param|arg|argument)\s*>|(?=<\s*(?:parameter|param|arg|argument)\b)|\Z)""",
    re.S | re.X,
)


def body_args(body: str) -> dict[str, Any] | None:
    """Arguments written as a tag body: JSON, ``<parameter=k>v</parameter>`` or ``<k>v</k>`` children."""
    text = body.strip()
    if text.startswith("{"):
        obj = loads(text)
        if isinstance(obj, dict):
            keys = {normalize(str(k)): k for k in obj}
            for k in _ARGS_KEYS:
                if k in keys and isinstance(obj[keys[k]], dict) and len(obj) <= 2:
                    return dict(obj[keys[k]])
            return obj
    params = _PARAM.findall(text)
    if params:
        return {k: html.unescape(v).strip() for k, v in params}
    children = _CHILD.findall(text)
    if children and not _CHILD.sub("", text).strip():
        return {k: html.unescape(v).strip() for k, v in children}
    return None


def arg_mapping(args: Mapping[str, Any] | None) -> dict[str, Any]:
    return dict(args) if args else {}


def cut_off(reg: Registry, raw: str, tool: str | None) -> Rejection:
    return Rejection(raw=raw, name=tool, reason=f"{tool or 'tool call'}: the call was cut off before it ended")
