"""Chat formats per model family, rendered by hand so prefixes are byte-stable across turns.

A stable rendering matters for speed: the llama.cpp backend reuses the KV cache of the longest
common token prefix, so the static head of a prompt must render identically every turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, TypeAlias

Role: TypeAlias = Literal["system", "user", "assistant"]
ChatMessage: TypeAlias = tuple[Role, str]

FAMILIES = ("chatml", "gemma")


def render_chat(
    family: str,
    messages: Sequence[ChatMessage],
    *,
    assistant_prefix: str = "",
    open_assistant_turn: bool = True,
) -> str:
    """Render ``messages`` in ``family``'s format, ending with an open assistant turn (unless
    ``open_assistant_turn`` is false: then the text is a prefix of any longer conversation's).

    ``assistant_prefix`` is text the assistant's turn starts with (the model continues it).
    Gemma has no system role: the system text is folded into the first user turn, as its
    template does.
    """
    if family == "chatml":
        parts = [f"<|im_start|>{role}\n{text}<|im_end|>\n" for role, text in messages]
        if not open_assistant_turn:
            return "".join(parts)
        return "".join(parts) + "<|im_start|>assistant\n" + assistant_prefix
    if family == "gemma":
        parts = []
        pending_system = ""
        for role, text in messages:
            if role == "system":
                pending_system += text + "\n\n"
                continue
            turn_role = "model" if role == "assistant" else "user"
            if turn_role == "user" and pending_system:
                text, pending_system = pending_system + text, ""
            parts.append(f"<start_of_turn>{turn_role}\n{text}<end_of_turn>\n")
        if pending_system and open_assistant_turn:
            parts.append(f"<start_of_turn>user\n{pending_system.rstrip()}<end_of_turn>\n")
        if not open_assistant_turn:
            return "".join(parts)
        return "".join(parts) + "<start_of_turn>model\n" + assistant_prefix
    raise ValueError(f"unknown chat format family {family!r} (known: {', '.join(FAMILIES)})")


def user_opening(family: str) -> str:
    """What follows the end marker of a turn when the user's turn comes next: the newline and
    the user's turn's own opening ("\\n<|im_start|>user\\n" in ChatML). A kept first turn goes on
    through it (``sandman.inference._llama_slots``), since every respond prompt has it there."""
    marker = "\x00"
    text = render_chat(family, [("user", ""), ("user", marker)])
    end = stop_markers(family)[0]
    return text[text.index(end) + len(end) : text.index(marker)]


def stop_markers(family: str) -> tuple[str, ...]:
    """Strings that end an assistant turn in ``family``'s format."""
    if family == "chatml":
        return ("<|im_end|>", "<|im_start|>", "<|endoftext|>")
    if family == "gemma":
        return ("<end_of_turn>", "<start_of_turn>", "<eos>")
    raise ValueError(f"unknown chat format family {family!r}")
