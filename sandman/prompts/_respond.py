"""The respond step's prompt: the persona file, recent history, the message and its tool results.

Layout, chosen so the KV cache keeps as much as possible across turns: the persona (static) first,
then history oldest-first (append-only between turns), then this turn's message with its
``<tool_result>`` blocks. A second respond pass continues the same assistant message.

Trimming policy when the prompt would not fit ``budget`` tokens: drop the oldest history first,
then cut tool results (longest first) down to what fits; if the message alone does not fit, raise
``PromptTooLong`` — the user gets a clear answer, never a truncated question.
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from importlib import resources

from ..inference import PromptTooLong
from ..messages import HistoryItem, ToolOutcome
from ._chat import ChatMessage, render_chat

PERSONA = resources.files(__package__).joinpath("respond.txt").read_text(encoding="utf-8").strip()

_MIN_RESULT_CHARS = 160


def render_result(outcome: ToolOutcome, *, max_chars: int | None = None) -> str:
    body = outcome.output if max_chars is None else _cut(outcome.output, max_chars)
    status = "" if outcome.ok else ' error="true"'
    return f'<tool_result name="{html.escape(outcome.name)}"{status}>\n{body}\n</tool_result>'


def _cut(text: str, max_chars: int) -> str:
    if len(text) <= max_chars:
        return text
    return text[: max(0, max_chars - 1)].rstrip() + "…"


def _user_turn(text: str, results: Sequence[ToolOutcome], max_chars: int | None) -> str:
    if not results:
        return text
    blocks = "\n".join(render_result(r, max_chars=max_chars) for r in results)
    return f"{text}\n\n{blocks}"


def render_respond(
    family: str,
    *,
    user_text: str,
    results: Sequence[ToolOutcome] = (),
    history: Sequence[HistoryItem] = (),
    reply_so_far: str = "",
    count_tokens: Callable[[str], int],
    budget: int,
) -> str:
    """The whole respond prompt in ``family``'s chat format, trimmed to ``budget`` tokens."""
    kept = list(history)
    max_chars: int | None = None
    while True:
        messages: list[ChatMessage] = [("system", PERSONA)]
        messages += [(item.role, item.text) for item in kept]
        messages.append(("user", _user_turn(user_text, results, max_chars)))
        prompt = render_chat(family, messages, assistant_prefix=reply_so_far.rstrip())
        size = count_tokens(prompt)
        if size <= budget:
            return prompt
        if kept:
            # Drop a whole exchange at a time so the history never starts with a reply.
            del kept[: 2 if len(kept) > 1 else 1]
            continue
        longest = max((len(r.output) for r in results), default=0)
        if results and (max_chars is None or max_chars > _MIN_RESULT_CHARS):
            max_chars = max(_MIN_RESULT_CHARS, (max_chars or longest) * 2 // 3)
            continue
        raise PromptTooLong(
            f"the message is too long for the model ({size} tokens with the instructions; "
            f"at most {budget} fit): please shorten it"
        )
