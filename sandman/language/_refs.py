"""Which dream a person points at: "#12", "dream 12", "my last dream", "that one", "it", or words
to search for. One reader for routing (which turns the words of a request into a tool's ``dream``
argument) and storage (which finds the dream a tool's argument means, whoever wrote it).

Pure and deterministic.
"""

from __future__ import annotations

import re
from typing import Literal, NamedTuple, TypeAlias

RefKind: TypeAlias = Literal[
    "id", "last", "previous", "earliest", "latest-of-them", "before", "after", "nth", "words"
]

_ID = re.compile(
    r"^\s*(?:(?:dream|entry|memory|fact)\s*)?(?:#|no\.?\s*|number\s*)?(\d{1,9})\s*$", re.I
)
_LAST = frozenset("last latest newest recent most-recent".split())
_PREVIOUS = frozenset("previous that it this same whole whole-thing".split())
_BEFORE = frozenset({"before"})
_AFTER = frozenset({"after"})
# "the first one", "the older one": the earliest of the dreams the conversation was just about
_EARLIEST = frozenset("earliest first oldest older earlier".split())
# "what was the last one", "the newer one": the latest of them ("latest of them" as an argument)
_LATEST_OF_THEM = frozenset("latest-of-them last-of-them newest-of-them newer later".split())
# "delete the second one", after three dreams were listed: its place in that list (probed: "I
# couldn't find that dream in your journal")
ORDINALS = {
    "second": 2, "2nd": 2, "third": 3, "3rd": 3, "fourth": 4, "4th": 4, "fifth": 5, "5th": 5,
}  # fmt: skip
# The place in a list the words say, from 0 ("the first one", "the last one": -1), for a list as
# it was shown ("what does the second one mean", "6" or "the first one" when asked which)
LIST_PLACES = {"first": 0, "1st": 0, **{w: n - 1 for w, n in ORDINALS.items()}, "last": -1}
_FILLER = frozenset({"the", "my", "a", "one", "dream", "entry", "most"})
_ABOUT = re.compile(
    r"^(?:my|the|a)\s+(?:dream|nightmare|entry)\s+(?:about|of|with|where|in\s+which)\s+", re.I
)


# The same ways of pointing, as they are said inside a sentence ("change dream 12 to…", "delete
# my last dream", "forget that one"): for finding where a request's target is.
SAID_ID = r"(?:dream|entry)\s*(?:#|no\.?\s*|number\s*)?\d{1,9}|#\d{1,9}"
SAID_LAST = r"(?:my|the)\s+(?:last|latest|newest|most\s+recent)\s+(?:dream|entry)"
SAID_THAT = r"(?:that|this|the\s+same)\s+(?:dream|one|entry)|it"


class DreamRef(NamedTuple):
    kind: RefKind
    value: str = ""  # the id for ``id``, the words to search for ``words``, the place for ``nth``

    @property
    def argument(self) -> str:
        """The ``dream`` argument of a tool call that points this way."""
        return self.value if self.kind in ("id", "words", "nth") else self.kind


def _key(target: str) -> str:
    words = re.sub(r"[^\w#]+", " ", target.casefold()).split()
    return "-".join(w for w in words if w not in _FILLER)


def dream_ref(target: str) -> DreamRef:
    """How ``target`` points at a dream: by id ("12", "#12", "dream 12", "entry no. 12"), the
    latest ("last", "my latest dream"), the one the conversation was about ("that one", "it",
    "the whole dream"), the earliest of those ("the first one", "the older one"), the second or
    third of those as they were shown ("the second one"), the one dated before it ("before") or
    after it ("after"), or by its words."""
    text = target.strip().strip("\"'“”")
    if m := _ID.match(text):
        return DreamRef("id", m[1])
    key = _key(text)
    if not key or key in _LAST:  # "the one", "my dream": the latest
        return DreamRef("last")
    if key in _PREVIOUS:
        return DreamRef("previous")
    if key in _BEFORE:
        return DreamRef("before")
    if key in _AFTER:
        return DreamRef("after")
    if key in _EARLIEST:
        return DreamRef("earliest")
    if key in _LATEST_OF_THEM:
        return DreamRef("latest-of-them")
    if key in ORDINALS:
        return DreamRef("nth", key)
    words = _ABOUT.sub("", text)
    words = re.sub(r"^(?:the|my)\s+", "", words, flags=re.I)
    return DreamRef("words", words[:200])


# Sandman itself, pointed at ("i dont want to use this anymore", "im done with this app", "i want
# to delete this app"): as a regular expression, to go in others
SANDMAN_ITSELF = r"(?:this(?:\s+app|\s+thing|\s+program)?|the\s+(?:app|program)|you|u|sandman)"

# This conversation itself, pointed at ("this conversation", "our chat", "the chat history")
_THE_TALK = (
    r"(?:this|that|our|the|my|these|those|all\s+(?:of\s+)?(?:this|our|my|the))\s+(?:whole\s+|entire\s+)?"
    r"(?:conversation|chat|talk|convo)(?:\s+history)?s?\b"
)
# "can you forget this conversation", "delete our chat", "forget what i just said", "forget i said
# that": this conversation asked away (no memory or dream is meant: probed, "No memory matches
# 'this conversation'")
_TALK_AWAY = re.compile(
    r"^(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?|please\s+|i\s+want\s+(?:you\s+)?to\s+|"
    r"(?:how\s+(?:do|can)\s+i|can\s+i)\s+)?(?:just\s+)?"
    r"(?:forget|delete|erase|clear|wipe|remove|get\s+rid\s+of)\s+(?:"
    + _THE_TALK
    + r"|(?:what|everything)\s+i\s+(?:just\s+)?(?:said|wrote|typed)(?:\s+(?:today|tonight|just\s+now|"
    r"earlier))?\s*(?:please\s*)?[?.!]*\s*$"
    r"|(?:that\s+)?i\s+(?:ever\s+)?(?:said|wrote)\s+(?:that|this|anything)\b)",
    re.IGNORECASE,
)


def asks_the_talk_away(text: str) -> bool:
    """Whether ``text`` asks for this conversation, or what was just said in it, to be deleted
    ("can you forget this conversation", "forget i said that")."""
    return _TALK_AWAY.match(text.strip()) is not None


# "yes", "ok do it", "yes please, delete it": a change confirmed (the router's reading; what came
# after it reads it too: "wait no i wanted to keep it", after a deletion said yes to)
_YES = re.compile(
    r"^\s*(?:yes|yeah|yep|yup|y|sure|ok|okay|confirm(?:ed)?|do\s+it|go\s+ahead|please\s+do|"
    r"yes,?\s+please|correct|absolutely|definitely)(?:[,\s]+(?:please|do\s+it|go\s+ahead|"
    r"delete\s+it|forget\s+it|change\s+it|i'?m\s+sure|thanks?))*\s*[.!]*\s*$",
    re.IGNORECASE,
)


def says_yes(text: str) -> bool:
    """Whether ``text`` is a yes to a change asked ("yes", "ok do it", "yes please")."""
    return _YES.match(text) is not None


# "wait it was my phone not my wallet", "it wasn't a dog, it was a wolf", "i meant red not blue":
# a word of the dream just told, put right (probed: added to the dream as more of it, "wait it was
# my phone not my wallet")
_DET = r"(?:(?:a|an|the|my|his|her|their|our|some)\s+)?"
_WORDS = r"[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2}?"
_PUT_RIGHT = re.compile(
    r"^\W*(?:(?:wait|no|nope|actually|oh|oops|sorry|hmm+|um+|ah|correction|my\s+bad)\W+)*(?:"
    rf"(?:it|that|he|she|they)\s+(?:was|were)\s+(?:actually\s+)?{_DET}(?P<new>{_WORDS})\s*,?\s+(?:and\s+)?not\s+{_DET}(?P<old>{_WORDS})"
    rf"|(?:it|that|he|she|they)\s+(?:wasn'?t|wasnt|was\s+not|weren'?t|were\s+not)\s+{_DET}(?P<old2>{_WORDS})\s*[,;.]?\s+"
    rf"(?:it|that|he|she|they)\s+(?:was|were)\s+(?:actually\s+)?{_DET}(?P<new2>{_WORDS})"
    rf"|i\s+mean(?:t)?\s+{_DET}(?P<new3>{_WORDS})\s*,?\s+not\s+{_DET}(?P<old3>{_WORDS})"
    rf"|not\s+{_DET}(?P<old4>{_WORDS})\s*[,;]\s*{_DET}(?P<new4>{_WORDS})"
    r")\s*[.!]*\s*$",
    re.IGNORECASE,
)


# "wait no it was my keys", "oops it was a wolf": the word put right, the one it replaces unsaid
# (probed: added to the dream as more of it)
_PUT_RIGHT_ALONE = re.compile(
    r"^\W*(?:(?:wait|no|nope|actually|oh|oops|sorry|correction|my\s+bad)\W+)+"
    r"(?:it|that)\s+(?:was|were)\s+(?:actually\s+)?(?P<det>a|an|the|my|his|her|their|our)\s+(?P<new>[a-z][a-z'-]*)"
    r"(?:\s+(?:actually|instead|lol))*\s*[.!]*\s*$",
    re.IGNORECASE,
)


def puts_one_right(text: str) -> bool:
    """Whether ``text`` puts one word of a dream right, naming only the new one ("wait no it was
    my keys")."""
    return _PUT_RIGHT_ALONE.match(text.strip()) is not None


def correction_of_one(text: str, told: str) -> tuple[str, str] | None:
    """The words ``text`` puts right in ``told`` (the dream just told) when it names only the new
    one ("wait no it was my keys", after "i dreamt i lost my wallet" → ("keys", "wallet")): the
    one word ``told`` says after the same word ("my"); None when it says none, or more than one."""
    m = _PUT_RIGHT_ALONE.match(text.strip())
    if m is None:
        return None
    said = {
        w.casefold()
        for w in re.findall(rf"\b{re.escape(m['det'])}\s+([a-z][a-z'-]*)", told, re.IGNORECASE)
    } - {m["new"].casefold()}
    return (m["new"], said.pop()) if len(said) == 1 else None


def correction_of(text: str) -> tuple[str, str] | None:
    """The words ``text`` puts right in a dream just told, as (new, old): "wait it was my phone
    not my wallet" → ("phone", "wallet"); None when it corrects nothing."""
    m = _PUT_RIGHT.match(text.strip())
    if m is None:
        return None
    for n in ("", "2", "3", "4"):
        if m[f"new{n}"]:
            new, old = m[f"new{n}"].strip(), m[f"old{n}"].strip()
            return (new, old) if new.casefold() != old.casefold() else None
    return None
