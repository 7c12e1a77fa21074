"""Prompt-lookup drafting: the tokens likely to come next, read from where the last few tokens
occurred before in the prompt or the reply so far.

A reply that builds on the journal repeats its words (a dream's title, a name, a phrase the user
wrote), and where it does, the tokens that followed those words before are a good guess at what
follows them now. The guess (the draft) costs no model call; the backend evaluates it in one
batch with the token just sampled and keeps the prefix that the model, sampling as it always
does, agrees with (``LlamaModel.stream``). llama.cpp's ``lookup`` example and
llama-cpp-python's ``LlamaPromptLookupDecoding`` draft the same way.
"""

from __future__ import annotations

import os
from collections.abc import Iterable

from ..errors import ModelError

# The longest and shortest n-gram looked up (the longest found wins: its guess is the surest).
NGRAM_MAX = 4
NGRAM_MIN = 3
# The most tokens drafted per step when neither the model's ``lookup`` nor $SANDMAN_LOOKUP says
LOOKUP_DEFAULT = 0


def configured_lookup() -> int:
    """The most tokens to draft per step: $SANDMAN_LOOKUP (0 turns drafting off), else
    ``LOOKUP_DEFAULT``."""
    said = os.environ.get("SANDMAN_LOOKUP", "").strip()
    if not said:
        return LOOKUP_DEFAULT
    if not said.isdigit() or int(said) > 32:
        raise ModelError(f"SANDMAN_LOOKUP must be a number of tokens from 0 to 32, not {said!r}")
    return int(said)


class Drafter:
    """Drafts the next tokens of a sequence from its own earlier n-grams.

    ``add`` each token as it is decided; ``draft(most)`` gives up to ``most`` tokens that followed
    the latest earlier occurrence of the sequence's last ``NGRAM_MAX``..``NGRAM_MIN`` tokens, or
    [] when they occurred nowhere before. An index of every n-gram keeps both O(1) per token.
    """

    def __init__(self, tokens: Iterable[int]) -> None:
        self._tokens: list[int] = []
        # n-gram -> the index just past its latest occurrence that is not the sequence's end
        self._seen: dict[tuple[int, ...], int] = {}
        for token in tokens:
            self.add(token)

    def add(self, token: int) -> None:
        tokens = self._tokens
        # the n-grams ending at the token before this one become "earlier" ones now
        end = len(tokens)
        for size in range(NGRAM_MIN, NGRAM_MAX + 1):
            if end >= size:
                self._seen[tuple(tokens[end - size : end])] = end
        tokens.append(token)

    def draft(self, most: int) -> list[int]:
        tokens = self._tokens
        if most <= 0:
            return []
        for size in range(NGRAM_MAX, NGRAM_MIN - 1, -1):
            if len(tokens) < size:
                continue
            after = self._seen.get(tuple(tokens[-size:]))
            if after is not None:
                return tokens[after : after + most]
        return []
