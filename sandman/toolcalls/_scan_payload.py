"""What the scanner's rules share: reading what an explicit call wrapper holds into calls or rejections.

The rules for tags and the rules for brackets both open wrappers (``<tool_call>``, ``<|python_tag|>``,
``[TOOL_CALLS]``) and name tools; this is the one place that turns a payload, an expression or a
named tool with its arguments into calls and rejections.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from .._edits import normalize
from ..tools import ToolSpec
from ._args import build_call
from ._names import Names
from ._payload import body_args, brace_args
from ._payload_brackets import balanced_end, ends_in_string
from ._payload_json import Candidate, call_name, json_candidates, load_json
from ._payload_python import pythonic
from ._scan_types import Decision, Found, Markup, More
from ._types import Rejection
from ._vocab import BAR

PAYLOAD_LIMIT = 2000
MAX_DEPTH = 4

CUT_OFF = "the tool call was cut off before it ended"
UNREADABLE = "could not read a tool call here"
UNREADABLE_ARGS = "the arguments could not be read"

IDENT = re.compile(r"[A-Za-z_][\w.\-]*")
SPECIAL = re.compile(rf"<{BAR}([^|\uff5c<>\s]{{1,40}}){BAR}>")
_SPECIAL_TOKEN = rf"<{BAR}[^|\uff5c<>\s]{{1,40}}{BAR}>"
_ARGS_ATTRS = frozenset({"arguments", "args", "parameters", "params"})
# "name<sep>args": DeepSeek's "function<｜tool▁sep｜>name\n```json\n{…}\n```", its V3.1 "name<｜tool▁sep｜>{…}",
# Kimi's "functions.name:0<|tool_call_argument_begin|>{…}"
_SEPARATED_CALL = re.compile(
    rf"\s*(?:{_SPECIAL_TOKEN}\s*)*(?:function\s*{_SPECIAL_TOKEN}\s*)?([A-Za-z_][\w.\-]*(?::\d+)?)\s*(?:{_SPECIAL_TOKEN})?"
    r"\s*(?:```\w*\s*)?([{\[].*?)\s*(?:```)?\s*\Z",
    re.S,
)
_PARAM_OPEN = re.compile(r"<\s*(?:[\w\-]+:)?parameter\s*(?:=|\s+name\s*=)", re.I)
_PARAM_CLOSE = re.compile(r"</\s*(?:[\w\-]+:)?parameter\s*>", re.I)
_WS = re.compile(r"[\s,;]*")


def stray_end(text: str, pos: int) -> int:
    """Past closing brackets a model added after a complete call (``{…}}``, ``[…]]``)."""
    while pos < len(text) and text[pos] in "]}":
        pos += 1
    return pos


def skip(text: str, pos: int) -> int:
    """Past whitespace and list separators."""
    m = _WS.match(text, pos)
    return pos if m is None else m.end()


class PayloadRules:
    """What every group of the scanner's rules builds on. ``Scanner.__init__`` sets the attributes;
    ``scan_all``, which rules use on nested regions, is the scanner's own."""

    tools: Mapping[str, ToolSpec]
    names: Names
    params: Mapping[str, frozenset[str]]  # each tool's argument names, normalized
    _known: str

    if TYPE_CHECKING:

        def scan_all(self, text: str, depth: int) -> tuple[str, list[Found]]: ...

    # -- results --------------------------------------------------------------------------------

    def _unknown(self, raw: str, name: str) -> Rejection:
        return Rejection(raw, name, f"unknown tool {name!r}; known tools: {self._known}")

    def _candidates(self, cands: list[Candidate], raw: str) -> list[Found]:
        out: list[Found] = []
        for cand in cands:
            if not cand.name:
                out.append(Rejection(raw, None, UNREADABLE))
                continue
            tool = self.names.resolve(cand.name)
            if tool is None:
                out.append(self._unknown(raw, cand.name))
            else:
                out.append(
                    build_call(self.tools, tool, raw, cand.kwargs, cand.positional, cand.body)
                )
        return out

    def _read_payload(
        self, payload: str, raw: str, depth: int, cut: bool = False
    ) -> tuple[Found, ...]:
        """Everything inside an explicit call wrapper; unknown names are rejected, not prose.

        ``cut``: the reply ended inside the payload, so an unbalanced expression is a call cut
        off mid-way and is rejected rather than repaired.
        """
        found: list[Found] = []
        if "```" in payload or SPECIAL.search(payload) is not None:
            m = _SEPARATED_CALL.match(payload)
            if m is not None:
                return (self._separated_call(m.group(1), m.group(2), raw),)
        pos, n = 0, len(payload)
        while True:
            pos = skip(payload, pos)
            if pos >= n:
                break
            c = payload[pos]
            if c == "<" or depth > MAX_DEPTH:
                _, inner = self.scan_all(payload[pos:], depth)
                found.extend(inner if inner else [Rejection(raw, None, UNREADABLE)])
                break
            end = self._expr_end(payload, pos, n)
            if end is None and not any(c in payload[pos:] for c in "([{"):
                end = False  # a bare name at the end of the payload
            if end is None:
                if cut and ends_in_string(payload[pos:]):
                    names = [f.name for f in self._expression(payload[pos:], raw, explicit=True)]
                    found.extend(Rejection(raw, name, CUT_OFF) for name in names or [None])
                    break
                end = n  # unbalanced up to the closer (or a missing final brace): JSON repair
            if end is False:
                # "name", "name: text" or "name text": the sole missing argument is the text
                m = IDENT.match(payload, pos)
                tool = self.names.resolve(m.group()) if m else None
                if m is None or tool is None:
                    found.append(Rejection(raw, None, UNREADABLE))
                    break
                rest = payload[m.end() :].lstrip(" \t:")
                found.append(self._named_call(raw, tool, {}, rest))
                break
            assert isinstance(end, int)
            found.extend(self._expression(payload[pos:end], raw, explicit=True))
            pos = end
        if not found:
            found.append(Rejection(raw, None, "empty tool call"))
        return tuple(found)

    def _separated_call(self, name: str, args: str, raw: str) -> Found:
        value = load_json(args)
        if not isinstance(value, dict):
            tool = self.names.resolve(name)
            return Rejection(raw, tool or name, f"{tool or name}: {UNREADABLE_ARGS}")
        return self._candidates(
            [Candidate(name, {str(k): v for k, v in value.items()}, (), None, True)], raw
        )[0]

    def _expression(self, expr: str, raw: str, explicit: bool) -> list[Found]:
        """Calls in one complete JSON value, Python-style call (list) or ``[call:]name{…}``."""
        cands: list[Candidate] | None
        if expr[0] in "{[":
            value = load_json(expr)
            cands = json_candidates(value, self.names.resolve)
            if not cands and expr[0] == "[":
                cands = pythonic(expr) or []
            if not cands and value is None:
                # a call whose arguments do not parse is fed back, never run with guessed arguments
                name = call_name(expr)
                if name is not None:
                    tool = self.names.resolve(name)
                    return [Rejection(raw, tool or name, f"{tool or name}: {UNREADABLE_ARGS}")]
            if not explicit:
                cands = [c for c in cands if c.explicit or (c.name and self.names.resolve(c.name))]
        else:
            body = expr[5:] if expr.startswith("call:") else expr
            m = IDENT.match(body)
            rest = body[m.end() :].lstrip().removeprefix(":").lstrip() if m else ""
            if m and rest.startswith("{"):
                cands = [Candidate(m.group(), brace_args(rest), (), None, True)]
            else:
                cands = pythonic(expr) or []
        if not cands:
            return [Rejection(raw, None, UNREADABLE)] if explicit else []
        return self._candidates(cands, raw)

    def _expr_end(self, text: str, i: int, stop: int) -> int | bool | None:
        """End of the expression at ``i``: int, None (text ends first), False (not one)."""
        c = text[i]
        if c in "{[":
            return balanced_end(text, i, stop)
        j = i + 5 if text.startswith("call:", i) else i
        m = IDENT.match(text, j)
        if m is None:
            return False
        k = m.end()
        while k < len(text) and text[k].isspace():
            k += 1
        if k < len(text) and text[k] == ":" and j == i:  # "name: {…}"
            k += 1
            while k < len(text) and text[k].isspace():
                k += 1
        if k >= len(text):
            return None
        if text[k] in "({":
            return balanced_end(text, k, stop)
        return False

    # -- wrappers ---------------------------------------------------------------------------------

    def _payload_span(
        self, buf: str, start: int, eof: bool, closers: re.Pattern[str]
    ) -> More | tuple[int, int, bool]:
        """(payload end, markup end, cut off) of a wrapper's content starting at ``start``.

        An expression (JSON, call) ends the payload by itself, so an unclosed wrapper followed by
        prose is decided as soon as the expression closes; anything else runs to a closer.
        """
        n = len(buf)
        window = min(n, start + PAYLOAD_LIMIT)
        full = n >= start + PAYLOAD_LIMIT  # the window is complete: decide without waiting
        k = skip(buf, start)
        if k >= n:
            return (n, n, True) if eof else More()
        while k < window and self._expr_end(buf, k, window) is not False:
            # an expression ends the payload by itself, unless a closer comes before its end
            cm = closers.search(buf, k, window)
            expr_end = self._expr_end(buf, k, cm.start() if cm else window)
            if expr_end is None or expr_end is False:
                if cm is not None:
                    return cm.start(), cm.end(), False
                if full:
                    return start, start, False
                # only a closing bracket, a closer's ">" or a full window can decide this
                return (n, n, True) if eof else More(wait="}])>", limit=start + PAYLOAD_LIMIT)
            k = skip(buf, expr_end)
            if k >= n:
                return (expr_end, expr_end, False) if eof else More()
            if buf[k] in "]}":  # stray closing brackets after the call belong to it
                j = stray_end(buf, k)
                if j >= n and not eof:
                    return More()
                cm = closers.match(buf, skip(buf, j))
                return (expr_end, cm.end() if cm else j, False)
            cm = closers.match(buf, k)
            if cm is not None:
                return expr_end, cm.end(), False
            rest = buf[k : k + 40]
            if (
                not eof
                and rest[0] in "<["
                and len(rest) < 40
                and ">" not in rest
                and "]" not in rest[1:]
            ):
                return More()  # may still become a closer
            if buf[k] not in "{[":
                return expr_end, expr_end, False
        closer = self._closer(buf, closers, start, window, eof or full)
        if isinstance(closer, More):
            return More(wait=">", limit=start + PAYLOAD_LIMIT)
        if closer is not None:
            return closer.start(), closer.end(), False
        if full:
            return start, start, False
        if eof:
            return n, n, True
        return More(wait=">", limit=start + PAYLOAD_LIMIT)

    @staticmethod
    def _closer(
        buf: str, closers: re.Pattern[str], start: int, stop: int, final: bool
    ) -> re.Match[str] | More | None:
        """The first closer in ``buf[start:stop]`` that is not text inside a ``<parameter>`` value
        (a value may quote ``</tool_call>``): one inside a value counts only if the value never closes."""
        for cm in closers.finditer(buf, start, stop):
            opened = len(_PARAM_OPEN.findall(buf, start, cm.start())) - len(
                _PARAM_CLOSE.findall(buf, start, cm.start())
            )
            if opened <= 0:
                return cm
            if _PARAM_CLOSE.search(buf, cm.end(), stop) is not None:
                continue
            return cm if final else More()
        return None

    def _named_call(
        self, raw: str, target: str, params: Mapping[str, str | None], body: str | None
    ) -> Found:
        """A call whose tool is named by an attribute; JSON in an ``arguments`` attribute counts."""
        tool = self.names.resolve(target)
        if tool is None:
            return self._unknown(raw, target)
        kwargs: dict[str, Any] = {}
        for key, value in params.items():
            if value is None:
                continue
            if normalize(key) in _ARGS_ATTRS and value.strip().startswith("{"):
                decoded = load_json(value)
                if isinstance(decoded, dict):
                    kwargs.update({str(k): v for k, v in decoded.items()})
                    continue
            kwargs[key] = value
        extra, text = (
            body_args(body, tool, self.names.resolve) if body is not None else (None, None)
        )
        return build_call(self.tools, tool, raw, {**(extra or {}), **kwargs}, (), text)

    def _wrapper(
        self, buf: str, i: int, start: int, eof: bool, depth: int, closers: re.Pattern[str]
    ) -> Decision:
        span = self._payload_span(buf, start, eof, closers)
        if isinstance(span, More):
            return span
        p_end, end, cut = span
        raw = buf[i:end]
        payload = buf[start:p_end]
        if not payload.strip():
            return Markup(end, (Rejection(raw, None, CUT_OFF if cut else "empty tool call"),))
        return Markup(end, self._read_payload(payload, raw, depth, cut))
