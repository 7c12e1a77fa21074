"""Phrasings whose route is plain before any scoring (``RouterPolicy.ruled``):

- thanks, a compliment or a greeting, short and asking for nothing ("You're really kind, thank
  you", "good night sandman") → ``respond``: their words ("kind", "thank") are no search;
- asking for advice ("how do I remember my dreams better?", "how can I sleep better") →
  ``respond``: "remember" there is no request to recall memories;
- an omen ("is dreaming of a snake a bad omen", "is it a bad sign to dream of teeth") →
  ``lookup_symbol``;
- "remind me what the lighthouse dream was about", "remind me of the dream with the piano" →
  ``search_dreams``.

Each returns a route name; the arguments come from ``_args`` as for any route. None: score as
usual.
"""

from __future__ import annotations

import re

from ..messages import Route
from ._situation import asks_meaning, situation_of

_SMALL_TALK_MAX_WORDS = 8
_ABOUT_JOURNAL = re.compile(
    r"\b(?:dreams?|dreamt|dreamed|nightmares?|journal|remember|remind|symbol|mean|means|meaning)\b", re.I
)
_ADVICE = re.compile(
    r"^\W*(?:so\s+|and\s+|but\s+)?how\s+(?:do|can|could|should|would|might)\s+(?:i|we|one|people|you)\b"
    r"(?!\s+(?:find|see|look|read|get)\s+(?:my|the|a|an)?\s*(?:dream|entry|journal))|^\W*how\s+to\b"
    r"|^\W*(?:any\s+)?tips?\s+(?:for|on|to)\b|^\W*(?:what|which)\s+(?:helps?|can\s+help)\b",
    re.I,
)
_COUNTING = re.compile(r"^\W*how\s+(?:many|much|often|long|far)\b", re.I)
_OMEN = re.compile(r"\b(?:bad|good|ill)\s+(?:sign|omen)\b|\bomens?\b|\bportent\b", re.I)
_REMIND = re.compile(
    r"\bremind\s+me\s+(?:what|of|about|how|when|where)\b.*\b(?:dream|nightmare)\b"
    r"|\bremind\s+me\s+(?:of|about)\s+(?:the|my|that)\s+(?:\w+\s+){0,3}(?:dream|nightmare)",
    re.I,
)


def plain_reading(text: str) -> Route | None:
    """The route ``text`` plainly asks for (see the module's doc), or None."""
    words = re.findall(r"\w+", text)
    situation = situation_of(text)
    if (
        situation.kind in ("thanks", "greeting")
        and len(words) <= _SMALL_TALK_MAX_WORDS
        and not _ABOUT_JOURNAL.search(text)
        and not asks_meaning(text)
    ):
        return "respond"
    if _ADVICE.search(text) and not _COUNTING.search(text):
        return "respond"
    if _OMEN.search(text):
        return "lookup_symbol"
    if _REMIND.search(text):
        return "search_dreams"
    return None
