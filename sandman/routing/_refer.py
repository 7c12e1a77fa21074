"""A question that points back at the last message's subject with a pronoun.

"What does a snake mean to me?" then "Have I dreamed about one?": *one* is the snake. The
message alone names nothing to search for, so ``refer_back`` puts the earlier message's subject
(its symbol, search words or memory topic, as routing read them) in place of the pronoun:
"Have I dreamed about snake?". Messages that name their own subject are left alone, and so is a
dream the conversation was about ("when was that?" is ``_changes.follow_up``'s).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

# "about one", "of them", "with it", "about those" — at the end of a question about dreams.
_POINTS_BACK = re.compile(
    r"\b(?P<verb>dream(?:s|t|ed|ing)?|nightmares?)\b[^?.!]{0,30}?\b(?:about|of|with)\s+"
    r"(?P<pronoun>one|ones|them|it|that|those|these|this|such\s+a\s+thing|one\s+of\s+(?:them|those))"
    r"(?P<rest>(?:\s+(?:before|again|ever|often|lately|recently|too|as\s+well|at\s+all|much))*)"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_SUBJECT_ARGS = ("symbol", "query", "topic")


def points_back(text: str) -> bool:
    """Whether ``text`` asks about dreams of "one" / "them" / "it" and names nothing else."""
    return _POINTS_BACK.search(text) is not None


def refer_back(text: str, previous: str, read: Callable[[str], Mapping[str, Any]]) -> str | None:
    """``text`` with its pronoun replaced by ``previous``'s subject, or None when ``text`` does
    not point back or ``previous`` had no subject. ``read`` gives a message's route arguments
    (``RouterPolicy.guess(...).args``)."""
    m = _POINTS_BACK.search(text)
    if m is None or not previous.strip():
        return None
    args = read(previous)
    subject = next((str(args[k]) for k in _SUBJECT_ARGS if args.get(k)), "")
    if not subject:
        return None
    return f"{text[: m.start('pronoun')]}{subject}{m['rest']}{text[m.end('rest') :]}"
