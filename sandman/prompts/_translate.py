"""A message in another language, put into English for routing (capable models only).

The rules that read a message are English, and a tiny model cannot translate; a capable one can,
in a short completion at temperature 0 (``sandman.routing.translate_request``: the prompt is
rendered here). Routing then reads the English words and the tools run on them; the journal's
lines answer, in English, with Sandman's line saying so (``lines.txt``, ``[not_english:found]``).
The translation is never stored: a dream is kept in the user's words.
"""

from __future__ import annotations

from importlib import resources

from ._chat import render_chat

_INSTRUCTION = (
    resources.files(__package__).joinpath("translate.txt").read_text(encoding="utf-8").strip()
)


def translate_prompt(family: str, text: str) -> str:
    """The prompt that asks for ``text`` in English, in the chat format of ``family``."""
    return render_chat(family, [("system", _INSTRUCTION), ("user", text.strip())])


def read_translation(output: str) -> str:
    """The translation in a model's output: its first line, without quotes or a label."""
    line = output.strip().splitlines()[0] if output.strip() else ""
    for label in ("Translation:", "English:", "English translation:"):
        if line.lower().startswith(label.lower()):
            line = line[len(label) :]
    return line.strip().strip("\"“”'«»").strip()
