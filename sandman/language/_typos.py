"""One-typo misspellings of the words that decide what a message asks, mended before it is read.

"how mnay dreams do i have" searched for "mnay", "whta did i dream yesterdy" listed the latest
dreams instead of yesterday's, "list my nightmars" read nothing: a reader's rule cannot match a
word it cannot see. A word is mended only when English does not know it (pyspellchecker's English
word list, ~160,000 words with their frequencies), it keeps its first letter, and it is one edit
(a letter changed, added or dropped, two neighbours swapped) from a word the readers key on: "weak"
stays "weak" (it is a word), "weke" becomes "week". Names nobody's list holds ("Priya") are one
edit from none of those words, so they stay as written.

The words the user wrote are kept wherever they are kept (a dream is saved as told); the mended
text is only read.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable

from spellchecker import SpellChecker

from ._dates import MONTH_NAMES
from ._words import DREAM_WORDS, NITE_SPELLING, STOPWORDS, Speller

# The words the routing readers key on: asking and requesting, counting, periods and days, the
# journal's own words. Earlier ones win a tie ("meen" is "mean", not "men").
ROUTING_WORDS: tuple[str, ...] = (
    *DREAM_WORDS,
    *"""
    what when where which many much often show list find search tell give remember forget delete
    remove save change rename mean means meaning symbol journal about again recent recently lately
    yesterday today tonight tomorrow week weeks weekend month months year years ago last morning
    night nights monday tuesday wednesday thursday friday saturday sunday
    common usual usually mood moods first earliest oldest latest newest
    keep dreaming having seeing recurring coming comes average
    """.split(),
    *MONTH_NAMES,
)
_SHORTEST = 4
# Words this long may carry two typos ("drempt" is "dreamt", "nitemere" "nightmare": probed, "i
# drempt of one last nite" was not read as a dream told); a shorter word two edits from a target
# is as often another word
_TWO_TYPOS = 6


# Contractions typed without their apostrophe, which the English list lacks ("i havent
# remembered any dreams for two weeks": probed, "havent" mended to "having", and the message
# then read as nothing the readers know)
_CONTRACTIONS_TYPED = frozenset(
    """
    havent hadnt hasnt dont doesnt didnt cant couldnt wont wouldnt shouldnt isnt arent wasnt
    werent mustnt neednt ive youve weve theyve youre theyre youll theyll itll shes hes thats
    whats wheres theres heres whos hows
    """.split()
)


@functools.cache
def _english() -> frozenset[str]:
    """Every word of pyspellchecker's English list (loaded once, ~0.2 s), the dream words it
    lacks ("dreamt", which two edits would make "dread") and contractions typed without their
    apostrophe ("havent")."""
    return (
        frozenset(SpellChecker(language="en").word_frequency.dictionary)
        | frozenset(DREAM_WORDS)
        | _CONTRACTIONS_TYPED
    )


# How often a word must occur in the English list's counts to be too common to be a typo ("man",
# 1.5 million, is no "mean"; "abut", 330, is "about" typed fast)
COMMON_COUNT = 5_000


@functools.cache
def common_english_words() -> frozenset[str]:
    """The English words too common to be anyone's typo (loaded once)."""
    counts = SpellChecker(language="en").word_frequency
    return frozenset(w for w in counts.dictionary if counts[w] >= COMMON_COUNT)


def is_english_word(word: str) -> bool:
    """Whether ``word`` (any case) is an English word."""
    return word.lower() in _english() or word.lower() in STOPWORDS


def typo_speller(targets: Iterable[str], *, two_typos: bool = False) -> Speller:
    """A speller that mends one-typo misspellings of ``targets`` that are no English words, the
    first letter kept; with ``two_typos``, two-typo ones of the longer words too, when one target
    is that near (``Speller``)."""
    return Speller(
        targets,
        _english(),
        shortest=_SHORTEST,
        same_start=True,
        two_edits_from=_TWO_TYPOS if two_typos else 0,
    )


@functools.cache
def _routing_speller() -> Speller:
    return Speller(
        ROUTING_WORDS,
        _english(),
        shortest=_SHORTEST,
        same_start=True,
        one_short=True,
        two_edits_from=_TWO_TYPOS,
    )


def mend_typos(text: str) -> str:
    """``text`` with each one-typo misspelling of a routing word spelled right ("how mnay dreams
    from last weke" -> "how many dreams from last week"); every other character as written."""
    return _routing_speller().mend(_spelled_out(NITE_SPELLING.sub("night", text)))


# Short forms and misspellings too short for one typo's rule ("wat dremz did i hav last wek":
# probed, the latest dreams listed instead of last week's), as the readers key on them
_SHORT_FORMS = {
    "wek": "week",
    "wk": "week",
    "wks": "weeks",
    "mth": "month",
    "mnth": "month",
    "yday": "yesterday",
    "ystrdy": "yesterday",
    "yest": "yesterday",
    "tmrw": "tomorrow",
    "tmr": "tomorrow",
    "wat": "what",
    "wut": "what",
    "hav": "have",
    "abt": "about",
    "befor": "before",
    "b4": "before",
    "dremz": "dreams",
    "dreamz": "dreams",
    "drms": "dreams",
    "drm": "dream",
    # (two edits, and four letters: "wat does a snek mean in dreams", probed, "snek" looked up)
    "snek": "snake",
    "sneks": "snakes",
    "nitemare": "nightmare",
    "nitemares": "nightmares",
    # ("wat did i dream lst nite" / "and the nite before": probed, read as nothing asked; the
    # dates read "nite", the follow-ups did not)
    "nite": "night",
    "nites": "nights",
    "2nite": "tonight",
    # ("do i have any recuring dreams": probed, "recuring" searched for; these are two edits)
    "reccuring": "recurring",
    "reoccuring": "recurring",
    "reocurring": "recurring",
    "reoccurring": "recurring",
}
_SHORT_FORM = re.compile(rf"\b(?:{'|'.join(_SHORT_FORMS)})\b", re.IGNORECASE)


# "lst" is "list" or "last": "last" where a time or a dream is said with it ("shwo me my lst
# drem": probed, the latest dreams listed, not the last one); "a lst of my dreams" is kept
_LAST_SAID = re.compile(
    r"\b(?:lst|lats)(?=\s+(?:night|nite|week|wek|month|year|time|one|dream|drem|drm|dreams|nightmare)\b)",
    re.IGNORECASE,
)


def _spelled_out(text: str) -> str:
    return _LAST_SAID.sub("last", _SHORT_FORM.sub(lambda m: _SHORT_FORMS[m[0].lower()], text))
