"""Word-level helpers: tokens, stopwords, singular forms, and one-edit typo repair against a
reader's own vocabulary.

Everything here is pure and deterministic; nothing reads files or keeps state between calls.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable
from typing import Any

from .._edits import edit_distance, within_one_edit

_WORD_RUN = re.compile(r"[A-Za-z]+")
# Words after which a capitalised word names a day or a month, not a person ("on Wednesdy").
_BEFORE_A_DAY = frozenset("on last next this since from until till in by before after".split())
_TOKEN = re.compile(r"[a-z0-9]+(?:'[a-z]+)?|'s\b")
_APOSTROPHES = str.maketrans({"’": "'", "‘": "'", "`": "'", "´": "'"})

STOPWORDS: frozenset[str] = frozenset(
    """
    a an the and or but if then so of to in on at by for from with without into onto over under
    up down out off about above after before again also just only very really too quite
    i me my mine myself we us our you your yours yourself he him his she her hers it its they
    them their this that these those there here what whats which who whom whose when where why
    how whether is am are was were be been being do does did done doing have has had having
    will would shall should can could may might must not no nor any anything some something
    every everything all each few more most other such own same than as
    im ive id youre dont didnt doesnt isnt wasnt cant wont thats theres
    shes hes theyre youve weve theyve heres wheres itll
    u ur abt pls plz thx ok okay please one ones lot lots a lot
    both either neither itself ours theirs yet yes against because below between during further
    now once still through until while even someone
    s t d ll m re ve
    lol lmao haha hahaha hehe omg ugh hmm hmmm um umm uh oh ah wow yeah yep nope idk tbh btw
    bruh fr ngl
    """.split()
)
# The frame of a question about the journal ("do I dream about water a lot?", "how often have I
# dreamt of…", "show me entries that mention…"): words that say nothing about which dream is meant.
SEARCH_FRAME: frozenset[str] = frozenset(
    """dream dreams dreamed dreamt dreaming journal mention mentioned mentions mentioning remember
    search find show tell always ever never often sometimes usually lately recently times night
    nightmare nightmares like many much check kind kinds sort sorts stuff type types""".split()
)
# Words a sentence cannot end on: a reply that stops on one stopped mid-sentence ("…a light at
# the top used for").
DANGLING: frozenset[str] = frozenset(
    """a an the of to in on at by for from with into onto and or but if that which whose my your
    his her their our its as than like about over under through because while""".split()
)

# Irregular plurals that the suffix rules below would get wrong.
IRREGULAR_PLURALS: dict[str, str] = {
    "teeth": "tooth",
    "feet": "foot",
    "mice": "mouse",
    "lice": "louse",
    "geese": "goose",
    "oxen": "ox",
    "men": "man",
    "women": "woman",
    "children": "child",
    "people": "person",
    "wolves": "wolf",
    "knives": "knife",
    "leaves": "leaf",
    "lives": "life",
    "wives": "wife",
    "halves": "half",
    "shelves": "shelf",
    "thieves": "thief",
    "calves": "calf",
    "loaves": "loaf",
    "scarves": "scarf",
}
_INVARIANT_ENDINGS = ("ss", "us", "is", "ous", "ics")
# Words ending in "s" that are not plurals.
_NOT_PLURAL = frozenset(
    "always perhaps sometimes besides towards afterwards nowadays unless yes this thus does "
    "has was news lens species series".split()
)


def normalize(text: str) -> str:
    """Lowercase, with typographic apostrophes folded to ``'``."""
    return text.translate(_APOSTROPHES).lower()


def tokens(text: str) -> list[str]:
    """Lowercase word tokens; a possessive ``'s`` becomes its own token so it can end a phrase.

    Other contractions lose their apostrophe ("don't" -> "dont") so they meet the stopword list.
    """
    out: list[str] = []
    for tok in _TOKEN.findall(normalize(text)):
        if tok == "'s":
            out.append("'s")
        elif tok.endswith("'s"):
            out.extend((tok[:-2], "'s"))
        else:
            out.append(tok.replace("'", ""))
    return out


@functools.cache
@functools.lru_cache(maxsize=1)
def _porter() -> Any:
    import snowballstemmer  # type: ignore[import-untyped]

    return snowballstemmer.stemmer("porter")


@functools.lru_cache(maxsize=4096)
def porter_stem(word: str) -> str:
    """``word`` as the Porter stemmer reads it, and so as SQLite FTS5's ``porter`` tokenizer
    indexes it: "rested", "restful" and "rest" are all "rest"."""
    return str(_porter().stemWord(word))


def stem(word: str) -> str:
    """The one stem every reader compares words by: the singular ("wolves" → "wolf", "teeth" →
    "tooth"), then Porter's stem ("crossing"/"crossed" → "cross", "rested"/"restful" → "rest",
    "likes"/"liking" → "like")."""
    return porter_stem(singular(word.casefold()))


def singular(word: str) -> str:
    """The singular of an English noun by rule (good enough for dream symbols); other words pass."""
    if word in IRREGULAR_PLURALS:
        return IRREGULAR_PLURALS[word]
    if (
        len(word) <= 3
        or not word.endswith("s")
        or word.endswith(_INVARIANT_ENDINGS)
        or word in _NOT_PLURAL
    ):
        return word
    if word.endswith("ies") and len(word) > 4:
        return word[:-3] + "y"
    if word.endswith(("sses", "shes", "ches", "xes", "zes")):
        return word[:-2]
    return word[:-1]


def word_set(phrase: str) -> frozenset[str]:
    """The singular content words of a phrase: how arguments are compared."""
    return frozenset(singular(t) for t in tokens(phrase) if t not in STOPWORDS and t != "'s")


class Speller:
    """Repairs one-edit typos of a set of words ("whta" -> "what", "seach" -> "search", "dremt"
    -> "dreamt"); a word it already knows is never changed, so real words stay as typed.

    ``shortest``: words (and targets) shorter than this are never repaired; ``same_start``: a
    repair keeps the first letter (people rarely mistype it, and it keeps "cream" from becoming
    "dream"). Targets are tried in order: the first within one edit wins. ``one_short``: a word
    one letter shorter than ``shortest`` is mended too when exactly one target is it with a
    letter added ("mny" -> "many", "wht" -> "what"; "lst" could be "list" or "last": kept).
    ``two_edits_from``: a word at least this long, one edit from no target, is mended to the one
    target two edits from it ("drempt" -> "dreamt"; none when two are, or none is).
    """

    def __init__(
        self,
        targets: Iterable[str],
        known: Iterable[str],
        *,
        shortest: int = 3,
        same_start: bool = False,
        one_short: bool = False,
        two_edits_from: int = 0,
    ) -> None:
        self._targets = tuple(dict.fromkeys(t for t in targets if len(t) >= shortest))
        self._known = frozenset(known) | frozenset(self._targets) | STOPWORDS
        self._shortest = shortest
        self._same_start = same_start
        self._one_short = one_short
        self._two_edits_from = two_edits_from

    def fix(self, word: str) -> str:
        if word in self._known or not word.isalpha():
            return word
        if self._one_short and len(word) == self._shortest - 1:
            return self._lengthened(word)
        if len(word) < self._shortest:
            return word
        for target in self._targets:
            if self._same_start and target[0] != word[0]:
                continue
            # A plural or past tense of a real word is not a typo ("thing" is not "things").
            if target.rstrip("sd") == word.rstrip("sd"):
                continue
            if within_one_edit(word, target):
                return target
        if self._two_edits_from and len(word) >= self._two_edits_from:
            return self._two_edits_away(word)
        return word

    def _two_edits_away(self, word: str) -> str:
        """The one target two edits from ``word`` (its first letter kept when asked), or ``word``
        as written."""
        found = [
            target
            for target in self._targets
            if (not self._same_start or target[0] == word[0])
            and target.rstrip("sd") != word.rstrip("sd")
            and edit_distance(word, target) == 2
        ]
        return found[0] if len(found) == 1 else word

    def _lengthened(self, word: str) -> str:
        """The one target that is ``word`` with a letter added, or ``word`` as written."""
        found = [
            target
            for target in self._targets
            if len(target) == len(word) + 1
            and (not self._same_start or target[0] == word[0])
            and within_one_edit(word, target)
        ]
        return found[0] if len(found) == 1 else word

    def fix_all(self, words: Iterable[str]) -> list[str]:
        return [self.fix(w) for w in words]

    def mend(self, text: str) -> str:
        """``text`` with each word it would fix fixed (lower case); every other character, and
        every word it keeps, as written. A word capitalised inside a sentence is a name, kept
        ("I dreamt about Frida" is not "friday"), unless a day or month is named there ("on
        Wednesdy", "in Novmber")."""

        def mended(match: re.Match[str]) -> str:
            word = match[0]
            if word[0].isupper() and _a_name(text[: match.start()].rstrip()):
                return word
            fixed = self.fix(word.lower())
            return word if fixed == word.lower() else fixed

        return _WORD_RUN.sub(mended, text)


def _a_name(before: str) -> bool:
    """Whether a capitalised word after ``before`` is a name: inside a sentence, and not where a
    day or month is named ("on Wednesdy")."""
    return (
        bool(before)
        and before[-1] not in '.!?:;"“(\n'
        and before.rsplit(None, 1)[-1].lower() not in _BEFORE_A_DAY
    )


def one_typo_apart(a: str, b: str) -> bool:
    """Whether ``a`` and ``b`` differ by one typo: a letter changed, added or dropped, or two
    neighbours swapped ("brohter" / "brother"). Words under five letters must match exactly."""
    if min(len(a), len(b)) < 5:
        return a == b
    return within_one_edit(a, b)


# The words that say a dream is being told, and the real words one typo away from them that
# must stay as typed ("I dread…", "I creamed the butter" are no dreams).
# Past tenses first: "dreamd" is a typo of "dreamt", not of "dream".
DREAM_WORDS: tuple[str, ...] = (
    "dreamt",
    "dreamed",
    "dreaming",
    "nightmare",
    "nightmares",
    "dream",
    "dreams",
)
_DREAM_LOOKALIKES = frozenset("dread dreads dreamy dreamer dreamers creamed creaming".split())
_DREAM_SPELLER = Speller(DREAM_WORDS, _DREAM_LOOKALIKES, shortest=5, same_start=True)


def mend_dream_words(text: str) -> str:
    """``text`` with one-typo misspellings of the dream words spelled right ("i dremt" -> "i
    dreamt", "a weird dreem" -> "a weird dream", "nightmre"), for reading what a message does;
    the words a user wrote are kept elsewhere as written. Real words stay as typed. "nite" said
    for "night" in a nightmare too ("my nitemares")."""
    return _DREAM_SPELLER.mend(NITE_SPELLING.sub("night", text))


NITE_SPELLING = re.compile(r"\bnite(?=m[ae]res?\b)", re.IGNORECASE)


# A laugh, an emoticon or an emoji closing a message, and what follows a laugh ("i'm allergic to
# cats? lol ironic", "my boss is Priya :)"): said beside the words, not part of them.
_ASIDE = re.compile(
    r"(?:\s*[?!.,]+\s*(?:lol|lmao|rofl|haha\w*|hehe\w*|jk|xd)\b(?:\s+[\w']+){0,3}"
    r"|\s+(?:lol|lmao|rofl|haha\w*|hehe\w*|jk|xd)\b"
    r"|\s*[:;=]-?[)(dpDP3]+|\s*[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F]+)+[\s.!?]*$",
    re.IGNORECASE,
)


def without_aside(text: str) -> str:
    """``text`` without a closing aside: a laugh and the few words after it, an emoticon, emoji
    ("i'm allergic to cats? lol ironic" -> "i'm allergic to cats"); ``text`` itself when that is
    all it holds."""
    return _ASIDE.sub("", text).strip() or text
