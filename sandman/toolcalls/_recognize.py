"""Recognisers: given the text from a trigger character on, decide what starts there.

Each recogniser answers with one of
  ``None``                    undecided: more text could change the answer (only when not final),
  ``(SKIP, end)``             ``text[start:end]`` is prose,
  ``(MARKUP, end, items)``    ``text[start:end]`` is markup to hide; ``items`` are its calls/rejections,
  ``(STOP, end, items)``      an end-of-turn token: nothing from here on is part of the reply.
The contract that makes streaming equal whole-text parsing: a decided answer on a prefix is the
answer on every longer text and at the end of input. Recognisers therefore only decide on what
they have seen, and look for closing markers with searches whose first hit cannot move.

Rule separating an unknown tool's markup from HTML (hidden vs. shown): a tag is a tool call of an
unknown tool when its name is not an HTML element and it either contains ``_``, is self-closing
(``/>``) or carries ``key=value`` attributes; a JSON object is a call when it has a tool-name key
together with an arguments key (or the name is a registry tool). Everything else stays visible.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeAlias

from ._html import HTML_ELEMENTS
from ._registry import Registry, normalize
from ._types import Item, Rejection
from ._values import _NAME_KEYS, body_args, calls_from_json, cut_off, key_values, loads, pythonic_calls

SKIP, MARKUP, STOP = 0, 1, 2
Decision: TypeAlias = tuple[Any, ...] | None
SubParse: TypeAlias = Callable[[str], tuple[list[Item], str]]

CAP = 6000
# Prefixes models put before a tool name (``functions.remember(...)``); any other dotted name is
# ordinary code.
NAMESPACES = frozenset({"functions", "tools", "default_api", "api"})  # longest markup we wait for; past it the trigger character is prose

_NAME = re.compile(r"[A-Za-z_][\w\-.:]*")
_SPECIAL = re.compile(r"<\|([^|<>\s]{1,40})\|>")
_SPECIAL_PARTIAL = re.compile(r"<\|[^|<>\s]{0,40}\|?\Z")
_CLOSE_TAG = re.compile(r"</\s*([A-Za-z_][\w\-.:]*)\s*>")
_CLOSE_PARTIAL = re.compile(r"<(?:/\s*(?:[A-Za-z_][\w\-.:]*\s*)?)?\Z")
_ANY_CLOSE = re.compile(r"</\s*([A-Za-z_][\w\-.:]*)\s*>")

_STOP_SPECIALS = frozenset({"imend", "endoftext", "eotid", "end", "eos", "eot", "endofturn"})
_TURN_START = frozenset({"imstart", "startofturn"})
_ANGLE_TURN_TOKENS = frozenset({"endofturn", "startofturn", "eos"})  # Gemma's, written without pipes
_WRAPPERS = frozenset(
    {"toolcall", "toolcalls", "functioncall", "functioncalls", "tooluse", "startfunctioncall",
     "toolcallbegin", "toolcallsbegin", "toolcallssectionbegin", "pythontag", "toolcallsection"}
)
_RESULTS = frozenset(
    {"toolresult", "toolresults", "toolresponse", "toolresponses", "functionresult", "functionresponse",
     "startfunctionresponse", "tooloutput", "observation"}
)
_NAMED_CALL_TAGS = frozenset({"function", "invoke", "tool", "call"})
_LONE_TOKENS = frozenset({"bos", "pad", "unk", "mask", "escape", "endfunctioncall", "endfunctionresponse"})
_MARKUP_CLOSES = _WRAPPERS | _RESULTS | _NAMED_CALL_TAGS | {"parameter", "param", "arg", "argument", "arguments"}

# Where a wrapper's content ends. Turn tokens (group 1) are left for the main loop, which ends
# the reply there, instead of being eaten as the wrapper's close.
_TURN_ENDS = ("<|im_end|>", "<|endoftext|>", "<|eot_id|>", "<|end|>", "<|im_start|>", "<end_of_turn>",
              "<start_of_turn>", "<eos>")
_WRAPPER_CLOSES = (
    "</tool_call>", "</tool_calls>", "</toolcall>", "</function_call>", "</function_calls>",
    "</functioncall>", "</tool_use>", "</start_function_call>", "<|/tool_call|>", "<|/tool_calls|>",
    "<|/python_tag|>", "<|tool_call_end|>", "<|tool_calls_end|>", "<|tool_calls_section_end|>",
    "<|eom_id|>", "<|python_tag_end|>", "<end_function_call>", "[/TOOL_CALLS]",
)
_WRAPPER_END = re.compile(
    "(" + "|".join(map(re.escape, _TURN_ENDS)) + ")|" + "|".join(map(re.escape, _WRAPPER_CLOSES)), re.I
)
_ALL_WRAPPER_ENDS = tuple(m.lower() for m in _TURN_ENDS + _WRAPPER_CLOSES)
_RESULT_END = re.compile(
    r"</\s*(?:tool_?results?|tool_?responses?|function_?result|function_?response|tool_?output|observation)\s*>"
    r"|<\|/\s*tool_?(?:result|response)\|>|<\|tool_?(?:result|response)_end\|>|<end_function_response>",
    re.I,
)


def _need(final: bool, decision: Decision) -> Decision:
    return decision if final else None


def recognize(buf: str, s: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    """What starts at ``buf[s]`` (a trigger character). Never raises."""
    view = buf
    view_final = final
    if len(buf) - s > CAP:
        view, view_final = buf[: s + CAP], False
    try:
        decision = _dispatch(view, s, view_final, reg, sub)
    except RecursionError:
        decision = (SKIP, s + 1)
    if decision is None and view is not buf:
        return (SKIP, s + 1)
    return decision


def _dispatch(buf: str, s: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    c = buf[s]
    if c == "<":
        return _angle(buf, s, final, reg, sub)
    if c == "{":
        return _json_object(buf, s, final, reg)
    if c == "[":
        return _bracket(buf, s, final, reg, sub)
    if c == "`":
        return _fence(buf, s, final, reg, sub)
    return _identifier(buf, s, final, reg)


# --------------------------------------------------------------------------------------- tags


def _angle(buf: str, s: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    n = len(buf)
    if s + 1 >= n:
        return _need(final, (SKIP, s + 1))
    c = buf[s + 1]
    if c == "|":
        return _special(buf, s, final, reg, sub)
    if c == "/":
        return _closing(buf, s, final, reg)
    if not (c.isascii() and (c.isalpha() or c == "_")):
        return (SKIP, s + 1)
    m = _NAME.match(buf, s + 1)
    assert m is not None
    name = m.group()
    if m.end() >= n:
        if not final:
            return None
        # The output ends inside a tag name: a call cut off, if it was going to be one.
        tool = reg.match(name)
        if tool is not None or reg.could_become_name(name):
            return (MARKUP, n, [cut_off(reg, buf[s:], tool)])
        return (SKIP, s + 1)
    key = normalize(name.replace(":", "_"))
    after = m.end()
    if key in _ANGLE_TURN_TOKENS and buf[after] == ">":
        return _turn_token(buf, s, after + 1, key in _TURN_START, final)
    if key in _LONE_TOKENS and buf[after] == ">":
        return (MARKUP, after + 1, [])
    if key in _RESULTS:
        return _block(buf, s, final, _RESULT_END)
    if key in _WRAPPERS:
        return _wrapper_tag(buf, s, after, final, reg, sub)
    if key in _NAMED_CALL_TAGS:
        return _named_tag(buf, s, name, after, final, reg, sub)
    tool = reg.match(name)
    if tool is not None:
        return _tool_tag(buf, s, tool, after, final, reg)
    if name.lower() in HTML_ELEMENTS:
        return (SKIP, s + 1)
    return _unknown_tag(buf, s, name, after, final, reg)


def _turn_token(buf: str, s: int, end: int, starts_turn: bool, final: bool) -> Decision:
    if not starts_turn:
        return (STOP, len(buf), [])
    # A turn header: the model repeating its own header is dropped; any other role is a turn it
    # should not be writing, so the reply ends there.
    m = re.compile(r"[ \t]*([A-Za-z_]*)(\n?)").match(buf, end)
    assert m is not None
    if m.end() >= len(buf) and not final:
        return None
    if m.group(1).lower() in ("assistant", "model"):
        return (MARKUP, m.end(), [])
    return (STOP, len(buf), [])


def _special(buf: str, s: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    m = _SPECIAL.match(buf, s)
    if m is None:
        partial = _SPECIAL_PARTIAL.match(buf, s)
        if partial is not None and not final:
            return None
        if partial is not None and partial.end() - s > 2:
            return (MARKUP, len(buf), [])  # a special token cut off at the end of output
        return (SKIP, s + 1)
    key = normalize(m.group(1))
    if key in _STOP_SPECIALS:
        return (STOP, len(buf), [])
    if key in _TURN_START:
        return _turn_token(buf, s, m.end(), True, final)
    if key in _WRAPPERS:
        return _wrapper_content(buf, s, m.end(), final, reg, sub)
    if key in _RESULTS:
        return _block(buf, s, final, _RESULT_END)
    return (MARKUP, m.end(), [])


def _closing(buf: str, s: int, final: bool, reg: Registry) -> Decision:
    m = _CLOSE_TAG.match(buf, s)
    if m is None:
        if not final and _CLOSE_PARTIAL.match(buf, s):
            return None
        return (SKIP, s + 1)
    name = m.group(1)
    key = normalize(name.replace(":", "_"))
    if key in _MARKUP_CLOSES or key in _STOP_SPECIALS or reg.match(name) is not None:
        return (MARKUP, m.end(), [])
    if name.lower() not in HTML_ELEMENTS and "_" in name:
        return (MARKUP, m.end(), [])
    return (SKIP, s + 1)


def _block(buf: str, s: int, final: bool, end_re: re.Pattern[str]) -> Decision:
    m = end_re.search(buf, s + 1)
    if m is None:
        return _need(final, (MARKUP, len(buf), []))
    return (MARKUP, m.end(), [])


class _Head:
    """A parsed start tag: attributes in order, where it ends and how."""

    __slots__ = ("attrs", "end", "self_closing", "complete", "cut")

    def __init__(self) -> None:
        self.attrs: list[tuple[str | None, str | None]] = []
        self.end = 0
        self.self_closing = False
        self.complete = False  # ended with '>' (else: at the end of input)
        self.cut = False  # a quoted value never closed

    def named(self) -> dict[str, str]:
        return {k: v for k, v in self.attrs if k is not None and v is not None}


_QUOTES = {'"': '"', "'": "'", "“": "”", "‘": "’", "`": "`"}
_ATTR_KEY = re.compile(r"[A-Za-z_:][\w\-.:]*")
_UNQUOTED_STRICT = re.compile(r"[^\s\"'<>=`]+")
_UNQUOTED_END = re.compile(r"\s+[A-Za-z_][\w\-]*\s*=|\s*/?\s*>")


def _head(buf: str, i: int, final: bool, forgiving: bool) -> _Head | None | bool:
    """Parse attributes from ``i`` to the tag's end. None: undecided; False: not a tag (strict)."""
    import html as _html

    n = len(buf)
    head = _Head()
    while True:
        while i < n and buf[i].isspace():
            i += 1
        if i >= n:
            if not final:
                return None
            head.end = n
            return head
        c = buf[i]
        if c == ">":
            head.end, head.complete = i + 1, True
            return head
        if c == "/":
            j = i + 1
            while j < n and buf[j] in " \t":
                j += 1
            if j >= n:
                if not final:
                    return None
                head.end = n
                return head
            if buf[j] == ">":
                head.end, head.complete, head.self_closing = j + 1, True, True
                return head
            if not forgiving:
                return False
            i = j
            continue
        if c == "=" and not head.attrs:
            # ``<function=remember>``: a value right after the name.
            key: str | None = ""
            i += 1
        else:
            km = _ATTR_KEY.match(buf, i)
            if km is None:
                if forgiving and c in _QUOTES:
                    key = None  # a positional value: ``<remember "I have a cat" />``
                elif forgiving:
                    i += 1  # stray punctuation between attributes (``,``, ``;``)
                    continue
                else:
                    return False
            else:
                key = km.group()
                i = km.end()
                if i >= n and not final:
                    return None
                j = i
                while j < n and buf[j].isspace():
                    j += 1
                if j >= n and not final:
                    return None
                if j < n and buf[j] == "=":
                    i = j + 1
                else:
                    head.attrs.append((key, None))
                    continue
        while i < n and buf[i].isspace():
            i += 1
        if i >= n:
            if not final:
                return None
            head.attrs.append((key, ""))
            head.end = n
            return head
        q = buf[i]
        if q in _QUOTES:
            found = _closing_quote(buf, i + 1, _QUOTES[q], final)
            if found is not None and found < 0 and q == "“":
                found = _closing_quote(buf, i + 1, '"', final)
            if found is None:
                return None
            j = found
            if j < 0:
                if not final:
                    return None
                head.cut = True
                head.end = n
                return head
            head.attrs.append((key, _html.unescape(buf[i + 1 : j])))
            i = j + 1
            continue
        if key is None:
            return False
        if forgiving:
            um = _UNQUOTED_END.search(buf, i)
            if um is None:
                if not final:
                    return None
                head.attrs.append((key, _html.unescape(buf[i:].strip())))
                head.end = n
                return head
            if um.end() >= n and not final:
                return None
            head.attrs.append((key, _html.unescape(buf[i : um.start()].strip())))
            i = um.start()
            continue
        sm = _UNQUOTED_STRICT.match(buf, i)
        if sm is None:
            return False
        if sm.end() >= n and not final:
            return None
        head.attrs.append((key, _html.unescape(sm.group())))
        i = sm.end()


def _closing_quote(buf: str, i: int, close: str, final: bool) -> int | None:
    """Index of the quote that ends a value starting at ``i``; -1 if none; None if undecided.

    A quote followed by a letter is an apostrophe inside the value (``'I'm here'``), so only a
    quote followed by whitespace, ``/``, ``>``, ``,`` or the end of input closes the value.
    """
    n = len(buf)
    while True:
        j = buf.find(close, i)
        if j < 0:
            return -1
        if j + 1 >= n:
            return j if final else None
        if buf[j + 1].isspace() or buf[j + 1] in "/>,":
            return j
        i = j + 1


def _close_of(buf: str, start: int, matches: Callable[[str], bool]) -> re.Match[str] | None:
    """The first closing tag from ``start`` whose name satisfies ``matches``."""
    for m in _ANY_CLOSE.finditer(buf, start):
        if matches(m.group(1)):
            return m
    return None


_PEEK = 200
_PEEK_TEXT = re.compile(r"[^<\n]{0,200}")


def _tool_tag(buf: str, s: int, tool: str, after: int, final: bool, reg: Registry) -> Decision:
    head = _head(buf, after, final, forgiving=True)
    if head is None:
        return None
    assert isinstance(head, _Head)
    n = len(buf)
    if head.cut:
        return (MARKUP, n, [cut_off(reg, buf[s:n], tool)])
    named = head.named()
    positional = [v for k, v in head.attrs if k is None and v is not None]
    if head.self_closing or not head.complete:
        return (MARKUP, head.end, [reg.build(buf[s : head.end], tool, named, positional=positional)])
    same = lambda written: reg.match(written) == tool  # noqa: E731
    if reg.missing_required(tool, named, len(positional)):
        close = _close_of(buf, head.end, same)
        if close is None:
            if not final:
                return None
            end, body = n, buf[head.end :]
        else:
            end, body = close.end(), buf[head.end : close.start()]
        structured = body_args(body)
        raw = buf[s:end]
        if structured is not None:
            return (MARKUP, end, [reg.build(raw, tool, {**named, **structured}, positional=positional)])
        return (MARKUP, end, [reg.build(raw, tool, named, positional=positional, body=body)])
    # Everything needed is in the attributes: ``>`` was meant as ``/>`` unless a close tag of
    # the same tool follows on the same line (then the text between is the body).
    close_end = _same_line_close(buf, head.end, final, same)
    if close_end is None:
        return None
    if close_end >= 0:
        body = buf[head.end : buf.rindex("<", head.end, close_end)]
        return (MARKUP, close_end, [reg.build(buf[s:close_end], tool, named, positional=positional, body=body)])
    return (MARKUP, head.end, [reg.build(buf[s : head.end], tool, named, positional=positional)])


def _same_line_close(buf: str, start: int, final: bool, same: Callable[[str], bool]) -> int | None:
    """End of a matching close tag before the next ``<`` or newline (at most 200 characters on);
    -1 when there is none; None when more text could still bring one."""
    n = len(buf)
    pm = _PEEK_TEXT.match(buf, start)
    assert pm is not None
    j = pm.end()
    if j >= n:
        return None if not final and j - start < _PEEK else -1
    if buf[j] != "<":
        return -1
    cm = _CLOSE_TAG.match(buf, j)
    if cm is None:
        return None if not final and _CLOSE_PARTIAL.match(buf, j) else -1
    return cm.end() if same(cm.group(1)) else -1


def _unknown_tag(buf: str, s: int, name: str, after: int, final: bool, reg: Registry) -> Decision:
    head = _head(buf, after, final, forgiving=False)
    if head is None:
        return None
    if head is False:
        return (SKIP, s + 1)
    assert isinstance(head, _Head)
    has_values = any(k is not None and v is not None for k, v in head.attrs)
    if head.cut and "_" in name:
        return (MARKUP, len(buf), [cut_off(reg, buf[s:], None)])
    if not head.complete:
        return (SKIP, s + 1)
    if not ("_" in name or head.self_closing or has_values):
        return (SKIP, s + 1)
    end = head.end
    if not head.self_closing:
        close = _same_line_close(buf, head.end, final, lambda w: w.lower() == name.lower())
        if close is None:
            return None
        end = close if close >= 0 else head.end
    return (MARKUP, end, [reg.unknown(buf[s:end], name)])


def _named_tag(buf: str, s: int, tag: str, after: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    """``<function=name>…</function>``, ``<invoke name="x">…</invoke>`` and the like."""
    head = _head(buf, after, final, forgiving=True)
    if head is None:
        return None
    assert isinstance(head, _Head)
    named = head.named()
    written = named.pop("", None) or named.pop("name", None)
    if written is None:
        return _unknown_tag(buf, s, tag, after, final, reg) if tag.lower() != "function" else (SKIP, s + 1)
    n = len(buf)
    if head.cut:
        return (MARKUP, n, [cut_off(reg, buf[s:n], reg.match(written))])
    end, body = head.end, ""
    if head.complete and not head.self_closing:
        key = normalize(tag)
        close = _close_of(buf, head.end, lambda w: normalize(w) == key)
        if close is None:
            if not final:
                return None
            end, body = n, buf[head.end :]
        else:
            end, body = close.end(), buf[head.end : close.start()]
    raw = buf[s:end]
    tool = reg.match(written)
    if tool is None:
        return (MARKUP, end, [reg.unknown(raw, written)])
    for k in ("arguments", "args", "parameters"):
        if k in named:
            decoded = loads(named.pop(k))
            if isinstance(decoded, dict):
                named.update(decoded)
    structured = body_args(body) if body.strip() else {}
    if structured is None:
        return (MARKUP, end, [reg.build(raw, tool, named, body=body)])
    return (MARKUP, end, [reg.build(raw, tool, {**named, **structured})])


def _wrapper_tag(buf: str, s: int, after: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    head = _head(buf, after, final, forgiving=True)
    if head is None:
        return None
    assert isinstance(head, _Head)
    named = head.named()
    if "name" in named or head.self_closing:
        # ``<tool_call name="remember" fact="x" />``: the wrapper used as the call itself.
        return _named_tag(buf, s, "tool_call", after, final, reg, sub)
    if head.cut:
        return (MARKUP, len(buf), [cut_off(reg, buf[s:], None)])
    return _wrapper_content(buf, s, head.end, final, reg, sub)


def _wrapper_content(buf: str, s: int, start: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    payload_end = _payload_end(buf, start, final)
    if payload_end is None:
        return None
    m = _WRAPPER_END.search(buf, start)
    if payload_end >= 0 and (m is None or m.start() >= payload_end):
        end = content_end = payload_end
    elif m is None:
        if not final:
            return None
        end = content_end = len(buf)
    elif m.group(1) is not None:
        end = content_end = m.start()
    else:
        end, content_end = m.end(), m.start()
    content = buf[start:content_end]
    raw = buf[s:end]
    items, _visible = sub(content)
    if not items:
        items = [_loose(raw, content, reg)]
    return (MARKUP, end, items)


_PAYLOAD_START = re.compile(r"\s*(?=\{|\[\s*(?:\{|[A-Za-z_][\w\-.]*\s*\())")


def _payload_end(buf: str, start: int, final: bool) -> int | None:
    """Where an unclosed wrapper's JSON payload ends when prose follows it; -1 when it does not.

    ``<tool_call>{…}`` then ``Noted!`` (no ``</tool_call>``): the prose is the reply again.
    """
    m = _PAYLOAD_START.match(buf, start)
    if m is None:
        if not final and _could_start_payload(buf[start:]):
            return None
        return -1
    scan = _balanced(buf, m.end())
    if scan.end is None:
        return -1
    j = scan.end
    n = len(buf)
    while j < n and buf[j].isspace():
        j += 1
    if j >= n:
        return None if not final else -1
    if _WRAPPER_END.match(buf, j):
        return -1
    rest = buf[j:].lower()
    if not final and any(end.startswith(rest) for end in _ALL_WRAPPER_ENDS):
        return None
    return scan.end


_PAYLOAD_PREFIX = re.compile(r"\s*(?:\[\s*(?:[A-Za-z_][\w\-.]*\s*)?)?\Z")


def _could_start_payload(text: str) -> bool:
    return _PAYLOAD_PREFIX.match(text) is not None


_LOOSE = re.compile(r"(?:call:)?([A-Za-z_][\w\-.]*)\s*(?::|\n|\s)?\s*(.*)\Z", re.S)


def _loose(raw: str, content: str, reg: Registry) -> Item:
    """A wrapper's content that no recogniser claimed: ``name {json}``, ``name``, ``name text``."""
    text = content.strip()
    if not text:
        return Rejection(raw=raw, name=None, reason="an empty tool call block; write the call inside it")
    if text[:1] in "{[":
        decoded = loads(text)
        entry = decoded[0] if isinstance(decoded, list) and decoded else decoded
        if isinstance(entry, dict):
            written = next((v for k, v in entry.items() if normalize(str(k)) in _NAME_KEYS), None)
            return reg.unknown(raw, str(written) if written is not None else None)
    m = _LOOSE.match(text)
    if m is not None:
        tool = reg.match(m.group(1))
        rest = m.group(2).strip()
        if tool is None:
            return reg.unknown(raw, m.group(1)) if not rest or rest[:1] in "{(" else reg.unknown(raw, None)
        if not rest:
            return reg.build(raw, tool, {})
        if rest[:1] in "{(":
            inner = rest[1:-1] if rest.startswith("(") and rest.endswith(")") else rest
            decoded = loads(inner)
            if isinstance(decoded, dict):
                return reg.build(raw, tool, decoded)
            kv = key_values(inner)
            if kv is not None:
                return reg.build(raw, tool, kv)
        return reg.build(raw, tool, body=rest)
    return reg.unknown(raw, None)


# ------------------------------------------------------------------------- JSON and brackets

_OPENERS = {"{": "}", "[": "]", "(": ")"}
_STRUCT = re.compile(r"[\"'{}\[\]()\\]")


class _Scan:
    __slots__ = ("end", "in_string", "dangling")

    def __init__(self, end: int | None, in_string: bool, dangling: bool) -> None:
        self.end = end  # index after the matching close, or None when not closed yet
        self.in_string = in_string
        self.dangling = dangling  # input ended right after ',' or ':'


def _balanced(buf: str, s: int) -> _Scan:
    """Find the bracket matching ``buf[s]``. Quotes open a string only where a value can start,
    so apostrophes in prose (``{it's}``) do not swallow the rest of the text."""
    depth = 0
    i = s
    n = len(buf)
    while i < n:
        m = _STRUCT.search(buf, i)
        if m is None:
            break
        j = m.start()
        c = buf[j]
        if c in "\"'":
            k = j - 1
            while k >= s and buf[k] in " \t\r\n":
                k -= 1
            if k >= s and buf[k] in "{[(,:=":
                close = _string_end(buf, j + 1, c)
                if close is None:
                    return _Scan(None, True, False)
                i = close + 1
                continue
            i = j + 1
        elif c == "\\":
            i = j + 2
        elif c in "{[(":
            depth += 1
            i = j + 1
        else:
            depth -= 1
            i = j + 1
            if depth == 0:
                return _Scan(i, False, False)
    tail = buf[s:].rstrip()
    return _Scan(None, False, tail.endswith((",", ":")))


def _string_end(buf: str, i: int, quote: str) -> int | None:
    n = len(buf)
    while i < n:
        j = buf.find(quote, i)
        if j < 0:
            return None
        k = j - 1
        slashes = 0
        while buf[k] == "\\":
            slashes += 1
            k -= 1
        if slashes % 2 == 0:
            return j
        i = j + 1
    return None


def _json_object(buf: str, s: int, final: bool, reg: Registry) -> Decision:
    scan = _balanced(buf, s)
    if scan.end is None:
        if not final:
            return None
        return _json_at_eof(buf, s, scan, reg)
    text = buf[s : scan.end]
    if not _json_candidate(text):
        return (SKIP, s + 1)
    items = calls_from_json(loads(text), reg, text)
    if items is None:
        return (SKIP, s + 1)
    return (MARKUP, scan.end, items)


_KEYISH = re.compile(r"[{\[]\s*[\"'{A-Za-z_]")


def _json_candidate(text: str) -> bool:
    """Cheap test before decoding: a JSON-ish object starts with a key or a nested value."""
    return _KEYISH.match(text) is not None and (":" in text)


def _json_at_eof(buf: str, s: int, scan: _Scan, reg: Registry) -> Decision:
    text = buf[s:]
    if not _json_candidate(text):
        return (SKIP, s + 1)
    items = calls_from_json(loads(text), reg, text)
    if items is None:
        return (SKIP, s + 1)
    if scan.in_string or scan.dangling:
        # Cut inside a value: what was written may not even be the whole name.
        return (MARKUP, len(buf), [cut_off(reg, text, None)])
    return (MARKUP, len(buf), items)  # only closing brackets were missing


_TOOL_CALLS_TOKEN = "[TOOL_CALLS]"


def _bracket(buf: str, s: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    head = buf[s : s + len(_TOOL_CALLS_TOKEN)]
    if _TOOL_CALLS_TOKEN.startswith(head) and len(head) < len(_TOOL_CALLS_TOKEN) and not final:
        return None
    if head == _TOOL_CALLS_TOKEN:
        return _wrapper_content(buf, s, s + len(head), final, reg, sub)
    scan = _balanced(buf, s)
    if scan.end is None:
        if not final:
            return None
        text = buf[s:]
        if re.match(r"\[\s*\{", text):
            return _json_at_eof(buf, s, scan, reg)
        m = re.match(r"\[\s*([A-Za-z_][\w\-.]*)\s*\(", text)
        if m and reg.match(m.group(1)) is not None:
            return (MARKUP, len(buf), [cut_off(reg, text, reg.match(m.group(1)))])
        return (SKIP, s + 1)
    text = buf[s : scan.end]
    inner = text[1:-1].strip()
    if inner.startswith("{"):
        items = calls_from_json(loads(text), reg, text)
        if items is not None:
            return (MARKUP, scan.end, items)
        return (SKIP, s + 1)
    if re.match(r"[A-Za-z_][\w\-.]*\s*\(", inner):
        items = pythonic_calls(text, reg, text)
        if items is not None:
            return (MARKUP, scan.end, items)
    return (SKIP, s + 1)


# ------------------------------------------------------------------------------ identifiers

_IDENT = re.compile(r"(call:)?([A-Za-z_][\w\-.]*)")


def _identifier(buf: str, s: int, final: bool, reg: Registry) -> Decision:
    m = _IDENT.match(buf, s)
    assert m is not None
    written = m.group(2)
    if m.group(1):
        return _function_gemma(buf, s, m.end(), written, final, reg)
    namespace, dot, _ = written.rpartition(".")
    if dot and namespace.lower() not in NAMESPACES:
        return (SKIP, m.end())
    tool = reg.match(written)
    if tool is None:
        return (SKIP, m.end())
    scan = _balanced(buf, m.end())
    if scan.end is None:
        if not final:
            return None
        if scan.in_string or scan.dangling or "=" in buf[m.end() :]:
            return (MARKUP, len(buf), [cut_off(reg, buf[s:], tool)])
        return (SKIP, m.end())
    text = buf[s : scan.end]
    items = pythonic_calls(text, reg, text)
    if items is None:
        kv = key_values(buf[m.end() + 1 : scan.end - 1])
        if not kv:
            return (SKIP, m.end())
        items = [reg.build(text, tool, kv)]
    return (MARKUP, scan.end, items)


_ESCAPE = "<escape>"


def _function_gemma(buf: str, s: int, brace: int, written: str, final: bool, reg: Registry) -> Decision:
    """``call:name{key:<escape>value<escape>,n:3}``: strings live between ``<escape>`` tokens."""
    n = len(buf)
    i = brace + 1
    depth = 1
    while i < n:
        if buf.startswith(_ESCAPE, i):
            j = buf.find(_ESCAPE, i + len(_ESCAPE))
            if j < 0:
                break
            i = j + len(_ESCAPE)
            continue
        if not final and _ESCAPE.startswith(buf[i : i + len(_ESCAPE)]) and i + len(_ESCAPE) > n:
            return None
        c = buf[i]
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                break
        i += 1
    tool = reg.match(written)
    if i >= n or buf[i] != "}":
        if not final:
            return None
        return (MARKUP, n, [cut_off(reg, buf[s:], tool)])
    end = i + 1
    raw = buf[s:end]
    if tool is None:
        return (MARKUP, end, [reg.unknown(raw, written)])
    kv = key_values(buf[brace + 1 : i])
    if kv is None:
        return (MARKUP, end, [Rejection(raw=raw, name=tool, reason=f"{tool}: could not read the arguments")])
    return (MARKUP, end, [reg.build(raw, tool, kv)])


_INLINE = re.compile(r"`([^`\n]{1,300})`")
_INLINE_PARTIAL = re.compile(r"`[^`\n]{0,300}\Z")


def _inline_code(buf: str, s: int, final: bool, sub: SubParse) -> Decision:
    """A call in single backticks (`remember(fact="x")`): the backticks belong to the call."""
    m = _INLINE.match(buf, s)
    if m is None:
        if not final and _INLINE_PARTIAL.match(buf, s):
            return None
        return (SKIP, s + 1)
    items, visible = sub(m.group(1))
    if items and not visible.strip():
        return (MARKUP, m.end(), items)
    return (SKIP, s + 1)


def _fence(buf: str, s: int, final: bool, reg: Registry, sub: SubParse) -> Decision:
    n = len(buf)
    ticks = buf[s : s + 3]
    if ticks != "```":
        if "```".startswith(ticks) and not final:
            return None
        if ticks.startswith("``"):
            return (SKIP, s + 2)
        return _inline_code(buf, s, final, sub)
    info = re.compile(r"[\w+\-.]*[ \t]*\n?").match(buf, s + 3)
    assert info is not None
    start = info.end()
    if start >= n and not final:
        return None
    close = buf.find("```", start)
    if close < 0:
        if not final:
            return None
        end, content = n, buf[start:]
    else:
        end, content = close + 3, buf[start:close]
    items, _visible = sub(content)
    if items:
        # A fence holding a call is a call block: prose inside it goes with the markup.
        return (MARKUP, end, items)
    return (SKIP, end)
