"""Prompts as text files, their rendering, and chat formats per model family."""

from ._chat import FAMILIES, ChatMessage, render_chat, stop_markers
from ._respond import own_line

__all__ = ["FAMILIES", "ChatMessage", "own_line", "render_chat", "stop_markers"]
