"""Prompts as text files, their rendering, and chat formats per model family."""

from ._chat import FAMILIES, ChatMessage, render_chat, stop_markers

__all__ = ["FAMILIES", "ChatMessage", "render_chat", "stop_markers"]
