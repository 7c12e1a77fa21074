"""Reading call payloads: JSON shapes, Python-style calls, FunctionGemma bodies, tag bodies.

Everything here works on complete strings and never raises; a payload it cannot read yields
nothing and the caller decides whether that is prose or a rejected call.
"""

from __future__ import annotations

import ast
import html
import json
import re
from collections.abc import Callable
from typing import Any, NamedTuple

import json_repair
import msgspec

_NAME_KEYS = ("name", "tool", "tool_name", "function_name", "function", "action", "recipient_name")
_ARGS_KEYS = ("arguments", "args", "parameters", "params", "input", "kwargs", "action_input", "tool_input")
_META_KEYS = frozenset({"type", "id", "call_id", "index"})
_LIST_KEYS = ("tool_calls", "calls", "function_calls", "tools")
MAX_NESTING = 16
_QUOTE_OPENERS = frozenset("{[(,:=")


class Candidate(NamedTuple):
    """A call as written: the name (None when unreadable) and its raw arguments."""

    name: str | None
    kwargs: dict[str, Any] | None
    positional: tuple[Any, ...]
    body: str | None
    explicit: bool  # written with an explicit call shape (name key + arguments key, call syntax)


_CLOSERS = {"{": "}", "[": "]", "(": ")"}


def _scan_brackets(text: str, start: int, stop: int, final: bool) -> tuple[int | None, list[str], str]:
    """(end just past the bracket closing the first one, or None; brackets still open; the
    string being read at the stop, or "")."""
    stack: list[str] = []
    i = start
    quote = ""
    last_sig = ""
    end = min(stop, len(text))
    while i < end:
        c = text[i]
        if quote:
            if quote == "<escape>":
                if text.startswith("<escape>", i):
                    quote = ""
                    i += 8
                    continue
            elif c == "\\":
                i += 2
                continue
            elif c == quote:
                if quote == "'":
                    if i + 1 >= end and not final:
                        return None, stack, quote
                    if i + 1 < end and text[i + 1].isalpha():
                        i += 1
                        continue
                quote = ""
                last_sig = c
            i += 1
            continue
        if c == '"':
            quote = c
        elif c == "'" and last_sig in _QUOTE_OPENERS:
            quote = c
        elif c == "<" and text.startswith("<escape>", i):
            quote = "<escape>"
            i += 8
            continue
        elif c in "{[(":
            stack.append(c)
            if len(stack) > MAX_NESTING:
                return i + 1, stack, ""
        elif c in "}])":
            if stack:
                stack.pop()
            if not stack:
                return i + 1, stack, ""
        if not c.isspace():
            last_sig = c
        i += 1
    return None, stack, quote


def balanced_end(text: str, start: int, stop: int) -> int | None:
    """Index just past the bracket matching ``text[start]`` (one of ``{[(``), searching below ``stop``.

    Strings in double or single quotes are skipped (an apostrophe only opens a string where a
    value can start, and only closes one before a non-letter, so "I'm" survives); FunctionGemma's
    ``<escape>…<escape>`` counts as a string. Returns None when ``stop`` comes first. Nesting
    deeper than any call (``MAX_NESTING``) ends the value right there: it is then read as a
    malformed value, which keeps degenerate input such as ``{a:{a:{a:…`` linear.
    """
    return _scan_brackets(text, start, stop, final=False)[0]


def missing_closers(text: str) -> str | None:
    """For an expression the reply ended in: the brackets that would close it, or None when it
    stopped inside a string (a call cut off mid-value, not one merely missing its last brackets)."""
    end, stack, quote = _scan_brackets(text, 0, len(text), final=True)
    if end is not None or quote:
        return None
    return "".join(_CLOSERS[c] for c in reversed(stack))


def ends_in_string(text: str) -> bool:
    """Whether the expression ``text`` stops inside a string or an ``<escape>`` value."""
    return bool(_scan_brackets(text, 0, len(text), final=True)[2])


# JSON's literals in Python syntax and Python's in JSON: small models mix them up.
_LITERAL_NAMES: dict[str, Any] = {"true": True, "false": False, "null": None, "True": True, "False": False, "None": None}


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
        elif c == '"' or (c == "'" and last_sig in _QUOTE_OPENERS):
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


_NAME_VALUE = re.compile(r"""["']?(?:name|tool|tool_name|function_name|function)["']?\s*:\s*["']([\w.\-:]+)["']""", re.I)
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


def json_candidates(value: Any, is_tool: Callable[[str], str | None], depth: int = 0) -> list[Candidate]:
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
        (key, inner), = value.items()
        if is_tool(key):
            kwargs, positional = _args_value(inner)
            return [Candidate(key, kwargs, positional, None, True)]
    return out


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
    for k, nxt in zip(keys, keys[1:] + [None]):
        kwargs[k.group(1)] = _unquote(inner[k.end() : nxt.start() if nxt else len(inner)])
    return [Candidate(name, kwargs, (), None, True)]


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
    r"<\s*(?:[\w\-]+:)?parameter\s*(?:=\s*[\"']?([\w\-]+)[\"']?|\s+name\s*=\s*[\"']?([\w\-]+)[\"']?)\s*>", re.I
)
_PARAM_CLOSE = re.compile(r"</\s*(?:[\w\-]+:)?parameter\s*>", re.I)
_KEY_VALUE = re.compile(r"<arg_key>(.*?)</arg_key>\s*<arg_value>(.*?)(?:</arg_value>|\Z)", re.S | re.I)
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
        if nxt is not None and (close is None or (
            nxt.start() < close.start() and unclosed and body[m.end() : nxt.start()].strip()
        )):
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


def body_args(body: str, tool_name: str | None, is_tool: Callable[[str], str | None]) -> tuple[dict[str, Any] | None, str | None]:
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
            if cands and cands[0].explicit and cands[0].kwargs is not None and (
                tool_name is None or is_tool(cands[0].name or "") == tool_name
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
