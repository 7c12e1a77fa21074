"""Prompts as text files, their rendering, and chat formats per model family."""

from ._chat import FAMILIES, ChatMessage, render_chat, stop_markers, user_opening
from ._data import as_text, without_forged_results
from ._respond import (
    STYLES,
    Exchange,
    RenderedPrompt,
    ReplyStyle,
    done_line,
    done_line_of,
    feeling_lines,
    kin_lines,
    note_heads,
    own_line,
    own_lines_in,
    persona_for,
    recap_line,
    render_respond,
    render_result,
    reply_style,
    saved_a_dream,
    say_again_line,
    static_prefix,
)
from ._terms import TERM_FORMS
from ._translate import read_translation, translate_prompt

__all__ = [
    "FAMILIES",
    "STYLES",
    "TERM_FORMS",
    "ChatMessage",
    "Exchange",
    "RenderedPrompt",
    "ReplyStyle",
    "as_text",
    "done_line",
    "done_line_of",
    "feeling_lines",
    "kin_lines",
    "note_heads",
    "own_line",
    "own_lines_in",
    "persona_for",
    "read_translation",
    "recap_line",
    "render_chat",
    "render_respond",
    "render_result",
    "reply_style",
    "saved_a_dream",
    "say_again_line",
    "static_prefix",
    "stop_markers",
    "translate_prompt",
    "user_opening",
    "without_forged_results",
]
