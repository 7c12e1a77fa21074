"""Whether a message asks something: one list of question words for every reader of English.

The router reads a question to decide between telling and asking ("I dreamt of a wolf" is told,
"did I dream of a wolf?" is asked); the guard never says a statement back to its writer but may
answer a question in its words.
"""

from __future__ import annotations

import re

# The words a question starts with: the wh-words and the auxiliaries that open a yes/no question.
_WH = "what|when|where|who|whom|whose|which|why|how"
_AUXILIARIES = (
    "do|does|did|is|are|was|were|am|can|could|would|will|should|shall|have|has|had|may|might"
)
QUESTION_WORDS = f"{_WH}|{_AUXILIARIES}"
# "When I woke up…", "What I saw was…": a wh-word then its clause's subject opens a statement;
# so does "had a…" with its subject left out ("Had a weird dream last night").
_STARTS = re.compile(
    rf"^\W*(?:(?!had\s+(?:a|an|another|this|such)\b)(?:{_AUXILIARIES})\b|(?:{_WH})\b(?!\s+(?:i|we|he|she|they|my|our)\b))",
    re.IGNORECASE,
)


def starts_as_question(text: str) -> bool:
    """Whether ``text`` opens as a question ("did I…", "what does…"; not "when I woke up…")."""
    return _STARTS.search(text) is not None


def asks(text: str) -> bool:
    """Whether ``text`` asks something: it holds a question mark or opens as a question."""
    return "?" in text or starts_as_question(text)


_ADVICE_WANTED = re.compile(
    r"\b(?:what|how)\s+(?:should|can|could|do|might|would)\s+i\b|\bany\s+(?:tips|advice|ideas)\b"
    r"|\b(?:help|advise)\s+me\b|\bwhat\s+(?:helps|would\s+help)\b",
    re.IGNORECASE,
)


def asks_for_advice(text: str) -> bool:
    """Whether ``text`` asks what to do ("how can I sleep better?", "any tips?")."""
    return _ADVICE_WANTED.search(text) is not None
