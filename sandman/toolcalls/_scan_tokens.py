"""The scanner's rules for special tokens and the turns, reasoning and results they open.

Special tokens (``<|…|>``, ``<｜…｜>``): end-of-turn tokens end the reply, call tokens open a wrapper,
the others are hidden, and some of those open more: a turn start or message header (the model's own
is hidden, another role's ends the reply), a reasoning block, an echoed tool result. ``_scan_tags``
reads ``<start_of_turn>``, ``<think>`` and result tags with the same rules (the rules themselves are
described in ``_scan``).
"""

from __future__ import annotations

import re

from ._scan_payload import SPECIAL, PayloadRules
from ._scan_types import Decision, Markup, More, Prose, Stop
from ._vocab import (
    BAR,
    CALL_CLOSERS,
    RESULT_CLOSERS,
    STOP_TOKENS,
    THINK_CLOSERS,
    is_call_token,
    is_end_token,
    is_result_token,
    is_think_token,
    token_name,
)

_SPECIAL_CHARS = re.compile(r"[^|\uff5c<>\s]{0,40}")
# GigaChat: "<|message_sep|>\n\nfunction call<|role_sep|>\n" heads the message holding the call.
_ROLE_HEADER = re.compile(rf"\s*([^<>\n|\uff5c]{{1,30}}?)\s*<{BAR}role_sep{BAR}>[^\S\n]*\n?")
_HEADER_LIMIT = 64
_ASSISTANT_ROLES = frozenset(
    {"assistant", "model", "function call", "function_call", "tool call", "tool_call"}
)
_ROLE_LINE = re.compile(r"[^\S\n]{0,8}([A-Za-z_]{1,20})[^\S\n]{0,8}(?:\n|\Z)")


class TokenRules(PayloadRules):
    """Mixed into ``Scanner`` under ``TagRules``: ``_special`` decides a candidate that starts with
    ``<|`` or ``<｜``; ``TagRules`` also enters turns, reasoning blocks and results from tags."""

    def _special(self, buf: str, i: int, eof: bool, depth: int) -> Decision:
        m = SPECIAL.match(buf, i)
        if m is None:
            partial = _SPECIAL_CHARS.match(buf, i + 2)
            assert partial is not None
            end = partial.end() + (
                1 if buf[partial.end() : partial.end() + 1] in ("|", "\uff5c") else 0
            )
            if end >= len(buf) and not eof:
                return More()
            return Prose(i + 1)
        token = token_name(m.group(1))
        if token in STOP_TOKENS:
            return Stop()
        if token == "im_start":
            return self._turn_start(buf, m.end(), eof)
        if token == "message_sep":
            return self._message_header(buf, m.end(), eof)
        if is_think_token(token):
            return self._think(buf, m.end(), eof, depth)
        if is_end_token(token):
            return Markup(m.end())
        if is_call_token(token):
            return self._wrapper(buf, i, m.end(), eof, depth, CALL_CLOSERS)
        if is_result_token(token):
            return self._result(buf, m.end(), eof)
        return Markup(m.end())

    def _turn_start(self, buf: str, start: int, eof: bool) -> Decision:
        """A chat-format turn header. The model echoing its own header ("assistant", "model") is
        hidden; any other role means it is writing the next turn, which ends the reply."""
        if not eof and not buf[start : start + 9].strip(" \t"):
            return More()  # nothing of the role yet
        m = _ROLE_LINE.match(buf, start)
        if m is None:
            return Stop()
        if m.end() == len(buf) and not eof:
            return More()  # the role word or its line may not be complete yet
        return Markup(m.end()) if m.group(1).lower() in ("assistant", "model") else Stop()

    def _message_header(self, buf: str, start: int, eof: bool) -> Decision:
        """After a message separator, a role header before ``<|role_sep|>``: the assistant's own or
        its function-call message continues the reply (header hidden); another role ends it."""
        m = _ROLE_HEADER.match(buf, start)
        if m is None:
            if not eof and len(buf) - start < _HEADER_LIMIT:
                return More(wait=">", limit=start + _HEADER_LIMIT)
            return Markup(start)
        if m.end() == len(buf) and not eof:
            return More()  # a newline may still follow the separator
        return Markup(m.end()) if m.group(1).strip().lower() in _ASSISTANT_ROLES else Stop()

    def _think(self, buf: str, start: int, eof: bool, depth: int) -> Decision:
        """A reasoning block, hidden to its closer. One that never closes hides the rest of the reply;
        the calls in it are then read, since the model acted without closing its thoughts. Calls
        inside a closed block are thoughts, not actions."""
        m = THINK_CLOSERS.search(buf, start)
        if m is not None:
            return Markup(m.end())
        if not eof:
            return More(wait=">")
        _, found = self.scan_all(buf[start:], depth)
        return Markup(len(buf), tuple(found))

    def _result(self, buf: str, start: int, eof: bool) -> Decision:
        m = RESULT_CLOSERS.search(buf, start)
        if m is not None:
            return Markup(m.end())
        return Markup(len(buf)) if eof else More(wait=">")
