"""The completion that puts a message in another language into English, for routing (capable
models only: ``sandman.actors.router``); its prompt is ``sandman.prompts.translate_prompt``."""

from __future__ import annotations

from ..inference import Completion
from ..prompts import stop_markers, translate_prompt

TRANSLATE_MAX_TOKENS = 64


def translate_request(family: str, text: str) -> Completion:
    """The completion that translates ``text`` into English."""
    return Completion(
        prompt=translate_prompt(family, text),
        max_tokens=TRANSLATE_MAX_TOKENS,
        temperature=0.0,
        stop=(*stop_markers(family), "\n"),
        slot="translate",
    )
