"""From loosely written arguments to a validated call or a one-line rejection.

Argument rules (applied in this order, for every syntax):

- keys match the schema case- and separator-insensitively (``Fact``, ``symbol-name`` is not ``symbol``);
- ``None`` values and empty strings for optional arguments count as "not given";
- positional values fill the required arguments, then the optional ones, in schema order;
- a body (``<remember>I have a cat</remember>``) fills the sole missing required argument, or,
  when nothing required is missing, the sole argument not given yet;
- **unknown extra arguments are dropped**, except that a single unknown text argument fills a
  single missing required one (``<remember text="…"/>``); small models invent argument names,
  and a dropped extra can never reach a tool;
- numbers given for text arguments become text, objects and lists written as text (an XML
  parameter) are decoded for object and list arguments; everything then goes through the tool's msgspec
  schema (``sandman.tools.validate`` for the shared registry), so a call missing a required
  argument, or with a value out of range, is rejected and never half-run.
"""

from __future__ import annotations

import logging
from collections.abc import Mapping, Sequence
from functools import lru_cache
from typing import Any

import msgspec

from .._edits import normalize
from ..tools import TOOLS, ToolArgs, ToolArgumentError, ToolSpec, validate
from ._payload_json import load_json
from ._types import ParsedCall, Rejection

log = logging.getLogger("sandman.toolcalls")

_MISSING = object()


@lru_cache(maxsize=64)
def _fields(args_type: type[ToolArgs]) -> tuple[tuple[str, bool, Any], ...]:
    """(name, required, type info) of each argument; cached, as inspecting a schema is slow."""
    info = msgspec.inspect.type_info(args_type)
    assert isinstance(info, msgspec.inspect.StructType)
    return tuple((f.name, f.required, f.type) for f in info.fields)


def _is_text_type(t: msgspec.inspect.Type) -> bool:
    if isinstance(t, msgspec.inspect.StrType):
        return True
    if isinstance(t, msgspec.inspect.UnionType):
        return any(isinstance(x, msgspec.inspect.StrType) for x in t.types)
    return False


_CONTAINERS = (msgspec.inspect.DictType, msgspec.inspect.ListType, msgspec.inspect.StructType)


def _is_container_type(t: msgspec.inspect.Type) -> bool:
    if isinstance(t, msgspec.inspect.UnionType):
        return any(isinstance(x, _CONTAINERS) for x in t.types) and not _is_text_type(t)
    return isinstance(t, _CONTAINERS)


def _clean(value: Any, t: msgspec.inspect.Type) -> Any:
    if isinstance(value, str):
        if _is_container_type(t):
            # an object or list written as text (a tag body, an XML parameter): decode it
            decoded = load_json(value)
            if isinstance(decoded, (dict, list)):
                return decoded
        return value.strip()
    if _is_text_type(t) and isinstance(value, (int, float)) and not isinstance(value, bool):
        return str(value)
    return value


def build_call(
    tools: Mapping[str, ToolSpec],
    name: str,
    raw: str,
    kwargs: Mapping[str, Any] | None = None,
    positional: Sequence[Any] = (),
    body: str | None = None,
) -> ParsedCall | Rejection:
    """Validate one call of the known tool ``name`` (canonical). Never raises."""
    spec = tools[name]
    fields = _fields(spec.args_type)
    by_key = {normalize(f): f for f, _, _ in fields}
    given: dict[str, Any] = {}
    unknown: list[Any] = []
    for key, value in (kwargs or {}).items():
        field = by_key.get(normalize(str(key)))
        if field is None:
            unknown.append(value)
        elif field not in given:
            given[field] = value

    def empty(v: Any) -> bool:
        return v is None or (isinstance(v, str) and not v.strip())

    optional = {f for f, req, _ in fields if not req}
    for f in list(given):
        if (empty(given[f]) and f in optional) or given[f] is None:
            del given[f]

    order = [f for f, req, _ in fields if req] + [f for f, req, _ in fields if not req]
    for value in positional:
        free = [f for f in order if f not in given]
        if not free:
            break
        if not empty(value):
            given[free[0]] = value
    if body is not None and body.strip():
        missing_req = [f for f, req, _ in fields if req and f not in given]
        free = [f for f, _, _ in fields if f not in given]
        if len(missing_req) == 1:
            given[missing_req[0]] = body
        elif not missing_req and len(free) == 1:
            given[free[0]] = body
    missing_req = [f for f, req, _ in fields if req and f not in given]
    if (
        len(missing_req) == 1
        and len(unknown) == 1
        and isinstance(unknown[0], str)
        and unknown[0].strip()
    ):
        given[missing_req[0]] = unknown[0]
        missing_req = []
    if missing_req:
        return Rejection(raw, name, f"{name}: missing required argument {missing_req[0]!r}")

    types = {f: t for f, _, t in fields}
    cleaned = {f: _clean(v, types[f]) for f, v in given.items()}
    try:
        if TOOLS.get(name) is spec:
            checked = validate(name, cleaned)
        else:
            checked = msgspec.convert(cleaned, spec.args_type, strict=False)
    except (ToolArgumentError, msgspec.ValidationError) as exc:
        reason = str(exc).splitlines()[0] if str(exc) else "invalid arguments"
        if not reason.startswith(f"{name}: "):
            reason = f"{name}: {reason}"
        return Rejection(raw, name, reason)
    except Exception as exc:  # a registry's own schema hook misbehaving must not escape
        log.warning("tool %s: its argument schema raised; the call is rejected", name, exc_info=exc)
        return Rejection(raw, name, f"{name}: invalid arguments ({type(exc).__name__})")
    args = {k: v for k, v in msgspec.to_builtins(checked).items() if v is not None}
    return ParsedCall(name, args)


def unfilled(
    spec: ToolSpec, kwargs: Mapping[str, Any], positional: Sequence[Any] = ()
) -> tuple[str, ...]:
    """Arguments of ``spec`` that ``kwargs`` and ``positional`` leave open (whatever their values)."""
    fields = _fields(spec.args_type)
    given = {normalize(str(k)) for k in kwargs}
    order = [f for f, req, _ in fields if req] + [f for f, req, _ in fields if not req]
    free = [f for f in order if normalize(f) not in given]
    return tuple(free[len(positional) :])
