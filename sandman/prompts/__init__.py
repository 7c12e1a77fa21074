"""Prompts as text files, their rendering, and chat formats per model family."""

from ._chat import FAMILIES, ChatMessage, render_chat, stop_markers
from ._respond import own_line
from ._translate import read_translation, translate_prompt

__all__ = [
    "FAMILIES",
    "ChatMessage",
    "own_line",
    "read_translation",
    "render_chat",
    "stop_markers",
    "translate_prompt",
]
