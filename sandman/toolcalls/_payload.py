"""Reading call payloads written in wrappers: brace bodies (JSON or FunctionGemma's
``k:<escape>v<escape>``) and tag bodies (JSON, ``<parameter=k>``, GLM's ``<arg_key>``, child tags).

The other shapes have their own modules: JSON in ``_payload_json``, Python-style calls in
``_payload_python``, where a bracketed value ends in ``_payload_brackets``. Everything here works
on complete strings and never raises; a payload it cannot read yields nothing and the caller
decides whether that is prose or a rejected call.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Callable
from typing import Any

from ._payload_json import json_candidates, load_json

_GEMMA_ARG = re.compile(
    r"\s*([\w-]+)\s*:\s*(?:<escape>(.*?)<escape>|\"((?:[^\"\\]|\\.)*)\"|'((?:[^'\\]|\\.)*)'|([^,}]*))\s*,?",
    re.S,
)


def brace_args(body: str) -> dict[str, Any]:
    """Arguments of ``name{…}``: JSON, or FunctionGemma's ``k:<escape>v<escape>,k2:3``."""
    stripped = body.strip()
    if "<escape>" not in stripped and stripped.startswith("{"):
        value = load_json(stripped)
        if isinstance(value, dict):
            return {str(k): v for k, v in value.items()}
    inner = stripped[1:-1] if stripped.startswith("{") and stripped.endswith("}") else stripped
    out: dict[str, Any] = {}
    for m in _GEMMA_ARG.finditer(inner):
        key = m.group(1)
        if m.group(2) is not None:
            out[key] = m.group(2)
        elif m.group(3) is not None or m.group(4) is not None:
            out[key] = m.group(3) if m.group(3) is not None else m.group(4)
        else:
            raw = (m.group(5) or "").strip()
            try:
                out[key] = json.loads(raw)
            except ValueError:
                out[key] = raw
    return out


_PARAM_OPEN = re.compile(
    r"<\s*(?:[\w\-]+:)?parameter\s*(?:=\s*[\"']?([\w\-]+)[\"']?|\s+name\s*=\s*[\"']?([\w\-]+)[\"']?)\s*>",
    re.I,
)
_PARAM_CLOSE = re.compile(r"</\s*(?:[\w\-]+:)?parameter\s*>", re.I)
_KEY_VALUE = re.compile(
    r"<arg_key>(.*?)</arg_key>\s*<arg_value>(.*?)(?:</arg_value>|\Z)", re.S | re.I
)
_CHILD_TAG = re.compile(r"<\s*([A-Za-z_][\w-]*)\s*>(.*?)</\s*\1\s*>", re.S)


def parameter_spans(body: str) -> list[tuple[str, int, int, int]]:
    """``<parameter=k>v</parameter>`` (or ``name="k"``, any namespace) in a body: (key, value
    start, value end, end). A value runs to its ``</parameter>``, so markup inside it stays text;
    when closers are missing, a value that already has text ends at the next opener instead."""
    opens = list(_PARAM_OPEN.finditer(body))
    if not opens:
        return []
    closes = list(_PARAM_CLOSE.finditer(body))
    out: list[tuple[str, int, int, int]] = []
    pos = 0
    for index, m in enumerate(opens):
        if m.start() < pos:
            continue  # an opener inside the previous value is text
        close = next((c for c in closes if c.start() >= m.end()), None)
        later_opens = [o for o in opens[index + 1 :] if o.start() >= m.end()]
        nxt = later_opens[0] if later_opens else None
        closes_left = sum(1 for c in closes if c.start() >= m.end())
        unclosed = closes_left < 1 + len(later_opens)
        if nxt is not None and (
            close is None
            or (nxt.start() < close.start() and unclosed and body[m.end() : nxt.start()].strip())
        ):
            end = value_end = nxt.start()
        elif close is None:
            end = value_end = len(body)
        else:
            value_end, end = close.start(), close.end()
        out.append((m.group(1) or m.group(2), m.end(), value_end, end))
        pos = end
    return out


def _param_value(raw: str) -> str | None:
    value = html.unescape(raw.strip())
    return None if value == "null" else value  # the only way to write null in a tag


def body_args(
    body: str, tool_name: str | None, is_tool: Callable[[str], str | None]
) -> tuple[dict[str, Any] | None, str | None]:
    """What a tag body holds: keyword arguments (JSON object, ``<parameter=k>``, GLM's
    ``<arg_key>k</arg_key><arg_value>v</arg_value>``, ``<k>v</k>``) or plain text for the sole
    missing argument."""
    stripped = body.strip()
    if not stripped:
        return {}, None
    if stripped.startswith("{"):
        value = load_json(stripped)
        if isinstance(value, dict):
            cands = json_candidates(value, is_tool)
            if (
                cands
                and cands[0].explicit
                and cands[0].kwargs is not None
                and (tool_name is None or is_tool(cands[0].name or "") == tool_name)
            ):
                return cands[0].kwargs, None
            return {str(k): v for k, v in value.items()}, None
    params = parameter_spans(stripped)
    if params:
        return {key: _param_value(stripped[a:b]) for key, a, b, _ in params}, None
    pairs = list(_KEY_VALUE.finditer(stripped))
    if pairs:
        return {m.group(1).strip(): _param_value(m.group(2)) for m in pairs}, None
    children = list(_CHILD_TAG.finditer(stripped))
    if children and not _CHILD_TAG.sub("", stripped).strip():
        return {m.group(1): html.unescape(m.group(2).strip()) for m in children}, None
    return None, html.unescape(stripped)
