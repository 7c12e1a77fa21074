"""The scanner's rules for markup that opens with ``<``.

Tool tags, call wrappers and ``<function=…>``; closing tags; and what tells an unknown tool's tag
from HTML (the rules themselves are described in ``_scan``). Special tokens (``<|…|>``) and what
turn, reasoning and result tags open are read by ``_scan_tokens``, which this builds on.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .._edits import normalize
from ._args import build_call, unfilled
from ._payload import body_args
from ._payload_brackets import ends_in_string
from ._payload_json import Candidate
from ._scan_payload import CUT_OFF, IDENT, PAYLOAD_LIMIT, UNREADABLE
from ._scan_tokens import TokenRules
from ._scan_types import Decision, Markup, More, Prose, Stop
from ._tags import NeedMore, lex_attrs
from ._types import Rejection
from ._vocab import (
    CALL_CLOSERS,
    FUNCTION_CLOSERS,
    HTML_TAGS,
    REPLY_TAGS,
    RESULT_TAGS,
    STOP_TAGS,
    THINK_TAGS,
    TOKEN_TAGS,
    TURN_TAGS,
    base_name,
    is_call_tag,
)

BODY_LIMIT = 400  # an optional body after "<tool …>" must close within this, on the same line

_TAG_NAME = re.compile(r"[A-Za-z_][\w\-]*(?::[A-Za-z_][\w\-]*)?")
_CLOSE_TAG = re.compile(r"</\s*([\w.\-:]+)\s*>")
_FUNCTION_EQ = re.compile(r"=\s*[\"']?([\w.\-]+)[\"']?\s*(/?>)")


class TagRules(TokenRules):
    """Mixed into ``Scanner``: ``_angle`` decides a candidate that starts with ``<``."""

    # -- "<" --------------------------------------------------------------------------------------

    def _angle(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        if i + 1 >= n:
            return Prose(n) if eof else More()
        c = buf[i + 1]
        if c in "|\uff5c":
            return self._special(buf, i, eof, depth)
        if c == "/":
            return self._close_tag(buf, i, eof)
        if c.isascii() and (c.isalpha() or c == "_"):
            return self._open_tag(buf, i, eof, depth)
        return Prose(i + 1)

    def _close_tag(self, buf: str, i: int, eof: bool) -> Decision:
        m = _CLOSE_TAG.match(buf, i)
        if m is None:
            rest = buf[i:]
            if not eof and re.fullmatch(r"</\s*[\w.\-:]*\s*", rest):
                return More(wait=">")
            return Prose(i + 1)
        name = m.group(1)
        base = base_name(name)
        if base == "s":
            # "</s>" ends the sequence when nothing follows; otherwise it closes a strikethrough
            if buf[m.end() :].strip():
                return Prose(i + 1)
            return Markup(m.end()) if eof else More()
        if (
            is_call_tag(base)
            or base in RESULT_TAGS
            or base in THINK_TAGS
            or base in REPLY_TAGS
            or base in ("function", "invoke", "parameter")
            or self.names.resolve(name) is not None
            or ("_" in name and base not in HTML_TAGS)
        ):
            return Markup(m.end())
        return Prose(i + 1)

    def _open_tag(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        n = len(buf)
        m = _TAG_NAME.match(buf, i + 1)
        assert m is not None
        k = m.end()
        if k >= n and not eof:
            return More()
        name = m.group()
        base = base_name(name)
        nxt = buf[k] if k < n else ""
        if base == "function":
            j = k
            while j < n and buf[j] in " \t":
                j += 1
            if j >= n and not eof:
                return More()
            if buf[j : j + 1] == "=":  # "<function=name>", "<function = name>"
                return self._function_eq(buf, i, j, eof, depth)
        if nxt == ">" and base in TURN_TAGS:
            return self._turn_start(buf, k + 1, eof)
        if nxt == ">" and (base in STOP_TAGS or base in TOKEN_TAGS):
            return Stop() if base in STOP_TAGS else Markup(k + 1)
        if nxt == ">" and base in THINK_TAGS:
            return self._think(buf, k + 1, eof, depth)
        if nxt == ">" and base in REPLY_TAGS:
            return Markup(k + 1)
        tool = self.names.resolve(base if ":" in name else name)
        if base in HTML_TAGS and (tool is None or normalize(name) != normalize(tool)):
            return Prose(i + 1)
        call_tag = is_call_tag(base)
        if tool is None and nxt == "=" and not call_tag:
            fused = self._fused(buf, i, name, eof)
            if fused is not None:
                return fused
        lenient = (
            tool is not None or call_tag or base in RESULT_TAGS or base in ("invoke", "function")
        )
        lexed = lex_attrs(buf, k, eof, lenient)
        if isinstance(lexed, NeedMore):
            return More(wait=lexed.wait)
        if lexed is None:
            return Prose(i + 1)
        attrs, bare, end, self_closing, closed, cut = lexed
        if base in RESULT_TAGS:
            return Markup(end) if self_closing else self._result(buf, end, eof)
        if call_tag or (base in ("invoke", "function") and tool is None):
            target = next((v for key, v in attrs if key.lower() in ("name", "tool") and v), None)
            params = {key: v for key, v in attrs if key.lower() not in ("name", "tool")}
            if self_closing or not closed:
                if target is None:
                    return Markup(end, (Rejection(buf[i:end], None, "empty tool call"),))
                return Markup(end, (self._named_call(buf[i:end], target, params, None),))
            if target is None and call_tag:
                if not attrs:
                    mention = self._mention(buf, end, eof)
                    if isinstance(mention, More):
                        return mention
                    if mention:
                        return Prose(end)
                return self._wrapper(buf, i, end, eof, depth, CALL_CLOSERS)
            if target is None:
                return Markup(end, (Rejection(buf[i:end], None, UNREADABLE),))
            closers = CALL_CLOSERS if call_tag else FUNCTION_CLOSERS
            return self._function_body(buf, i, end, eof, target, depth, params, closers)
        if tool is not None:
            return self._tool_tag(buf, i, tool, attrs, bare, end, self_closing, closed, cut, eof)
        if closed and not self_closing and not attrs and "_" not in name:
            return self._format_wrapper(buf, i, end, name, eof, depth)
        looks_like_call = "_" in name or any(v is not None for _, v in attrs) or self_closing
        if not closed or not looks_like_call:
            return Prose(i + 1)
        raw_end = end
        if not self_closing:
            close = self._find_close(
                buf, end, n, lambda w: w.lower() == name.lower(), BODY_LIMIT, eof, same_line=True
            )
            if isinstance(close, More):
                return close
            if close is not None:
                raw_end = close[1]
        return Markup(raw_end, (self._unknown(buf[i:raw_end], name),))

    def _fused(self, buf: str, i: int, name: str, eof: bool) -> Decision | None:
        """A tool name fused with its argument: ``<remember_fact="…"/>`` is ``remember(fact=…)``.
        None when no split of the name gives a known tool and one of its arguments."""
        for sep in range(len(name) - 1, 0, -1):
            if name[sep] not in "_-":
                continue
            tool = self.names.resolve_exact(name[:sep])
            if tool is None:
                continue
            if normalize(name[sep + 1 :]) not in self.params[tool]:
                continue
            lexed = lex_attrs(buf, i + 1 + sep + 1, eof, True)
            if isinstance(lexed, NeedMore):
                return More(wait=lexed.wait)
            if lexed is None:
                return None
            attrs, bare, end, self_closing, closed, cut = lexed
            return self._tool_tag(buf, i, tool, attrs, bare, end, self_closing, closed, cut, eof)
        return None

    def _callish(self, buf: str, k: int, eof: bool) -> bool | More:
        """Whether the payload starting at ``k`` begins like a call: markup, JSON, a code fence, a
        known tool's name or any name followed by its arguments."""
        n = len(buf)
        c = buf[k]
        if c in "{[<`":
            return True
        m = IDENT.match(buf, k)
        if m is None:
            return False
        j = m.end()
        while j < n and buf[j] in " \t":
            j += 1
        if j >= n and not eof:
            return More()
        if self.names.resolve(m.group()) is not None or m.group() == "call":
            return True
        return j < n and buf[j] in "({:"

    def _mention(self, buf: str, start: int, eof: bool) -> bool | More:
        """Whether a ``<tool_call>`` opener at ``start`` is a word in prose rather than a wrapper:
        what follows does not begin like a call and no closer ends its line (or another opener
        follows at once). A wrapper with nothing after it is a cut-off call, not a mention."""
        n = len(buf)
        k = start
        while k < n and buf[k].isspace():
            k += 1
        if k >= n:
            return More(wait="") if not eof else False
        if buf[k] == "<":
            m = _TAG_NAME.match(buf, k + 1)
            if m is None or m.end() >= n:
                return More() if m is not None and not eof else False
            return is_call_tag(base_name(m.group())) and buf[m.end()] == ">"
        callish = self._callish(buf, k, eof)
        if callish is not False:
            return callish if isinstance(callish, More) else False
        line_end = buf.find("\n", k, k + BODY_LIMIT)
        stop = line_end if line_end >= 0 else min(n, k + BODY_LIMIT)
        if CALL_CLOSERS.search(buf, k, stop) is not None:
            return False
        if line_end < 0 and not eof and n < k + BODY_LIMIT:
            return More(wait="\n>", limit=k + BODY_LIMIT)
        return True

    def _format_wrapper(
        self, buf: str, i: int, end: int, name: str, eof: bool, depth: int
    ) -> Decision:
        """``<json>…</json>``, ``<xml>…</xml>``: an unknown tag around nothing but calls is part of
        them. Decided on the first character of its content, so prose tags cost nothing."""
        n = len(buf)
        k = end
        while k < n and buf[k].isspace():
            k += 1
        if k >= n:
            return Prose(i + 1) if eof else More()
        if buf[k] not in "{[<":
            return Prose(i + 1)
        close = self._find_close(
            buf, end, n, lambda w: w.lower() == name.lower(), PAYLOAD_LIMIT, eof
        )
        if isinstance(close, More):
            return close
        if close is None:
            return Prose(i + 1)
        visible, found = self.scan_all(buf[end : close[0]], depth)
        if found and not visible.strip():
            return Markup(close[1], tuple(found))
        return Prose(i + 1)

    def _find_close(
        self,
        buf: str,
        start: int,
        n: int,
        matches: Callable[[str], bool],
        limit: int,
        eof: bool,
        same_line: bool = False,
    ) -> More | tuple[int, int] | None:
        """The first ``</name>`` accepted by ``matches`` that ends within ``limit`` chars of
        ``start`` (and, with ``same_line``, before the next newline)."""
        window_end = min(n, start + limit)
        newline = buf.find("\n", start, window_end) if same_line else -1
        if newline >= 0:
            window_end = newline
        for m in _CLOSE_TAG.finditer(buf, start, window_end):
            if matches(m.group(1)):
                return m.start(), m.end()
        if newline < 0 and not eof and n < start + limit:
            return More(wait=">\n" if same_line else ">", limit=start + limit)
        return None

    def _tool_tag(
        self,
        buf: str,
        i: int,
        tool: str,
        attrs: list[tuple[str, str | None]],
        bare: list[str],
        end: int,
        self_closing: bool,
        closed: bool,
        cut: bool,
        eof: bool,
    ) -> Decision:
        n = len(buf)
        kwargs = {key: v for key, v in attrs if v is not None}
        positional = (" ".join(bare),) if bare else ()
        if cut:
            return Markup(n, (Rejection(buf[i:n], tool, CUT_OFF),))
        if not closed or self_closing:
            return Markup(end, (build_call(self.tools, tool, buf[i:end], kwargs, positional),))
        first = build_call(self.tools, tool, buf[i:end], kwargs, positional)
        needs_body = isinstance(first, Rejection) and "missing required argument" in first.reason
        if not needs_body and not unfilled(self.tools[tool], kwargs, positional):
            # ">" instead of "/>": nothing is left for a body to say, so no waiting for one
            return Markup(end, (first,))
        same = lambda w: self.names.resolve(w) == tool  # noqa: E731
        if needs_body:
            close = self._find_close(buf, end, n, same, n, eof)
        else:  # an optional argument may come as a short body on the same line
            close = self._find_close(buf, end, n, same, BODY_LIMIT, eof, same_line=True)
        if isinstance(close, More):
            return More(wait=">") if needs_body else close
        if close is None:
            if needs_body and eof:
                body = buf[end:n]
                if not body.strip():
                    return Markup(n, (first,))
                return Markup(
                    n, (build_call(self.tools, tool, buf[i:n], kwargs, positional, body.strip()),)
                )
            return Markup(end, (first,))
        body = buf[end : close[0]]
        raw = buf[i : close[1]]
        extra, text = body_args(body, tool, self.names.resolve)
        merged = {**(extra or {}), **kwargs}
        return Markup(close[1], (build_call(self.tools, tool, raw, merged, positional, text),))

    # -- <function=…> -----------------------------------------------------------------------------

    def _function_eq(self, buf: str, i: int, k: int, eof: bool, depth: int) -> Decision:
        m = _FUNCTION_EQ.match(buf, k)
        if m is None:
            if not eof and re.fullmatch(r"=\s*[\"']?[\w.\-]*[\"']?\s*/?", buf[k:]):
                return More()
            return Prose(i + 1)
        if m.group(2) == "/>":
            return Markup(
                m.end(),
                tuple(
                    self._candidates([Candidate(m.group(1), {}, (), None, True)], buf[i : m.end()])
                ),
            )
        return self._function_body(buf, i, m.end(), eof, m.group(1), depth, {})

    def _function_body(
        self,
        buf: str,
        i: int,
        start: int,
        eof: bool,
        target: str,
        depth: int,
        params: dict[str, str | None],
        closers: re.Pattern[str] = FUNCTION_CLOSERS,
    ) -> Decision:
        span = self._payload_span(buf, start, eof, closers)
        if isinstance(span, More):
            return span
        p_end, end, cut = span
        raw = buf[i:end]
        body = buf[start:p_end]
        if cut and body.strip()[:1] in ("{", "[") and ends_in_string(body):
            return Markup(end, (Rejection(raw, self.names.resolve(target) or target, CUT_OFF),))
        return Markup(end, (self._named_call(raw, target, params, body),))
