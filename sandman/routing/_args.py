"""Route arguments taken from the user's own words (the rules are in ``data/RULES.md``).

Extraction works on two aligned token lists: the words as typed, and the same words with typos
of the router's cue words repaired. Cues are matched on the repaired list, but every argument is
built from the words as typed (lowercased; a symbol also singularized), so nothing is invented.
"""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Iterator
from typing import Any

from ..language import (
    MONTH_WORDS,
    STOPWORDS,
    WH_WORDS,
    Speller,
    folk_meaning,
    normalize,
    singular,
    tokens,
    typo_speller,
)
from ..storage import builtin_dictionary
from ..tools import OWN_NAME

_DETERMINERS = frozenset(
    "a an the my your his her their our this that these those some being of about".split()
)
_MEANING_VERBS = frozenset(
    "mean means meant symbolize symbolise symbolizes symbolises represent represents signify "
    "signifies stand stands".split()
)
_MEANING_NOUNS = frozenset(
    "meaning meanings symbolism significance interpretation symbol symbols".split()
)
_QUESTION_HEADS = frozenset("what does do did dose is 's would".split())
_DREAM_WORDS = frozenset("dream dreams dreaming dreamt dreamed nightmare nightmares".split())
# "What do bees usually symbolize?": how often is not what.
_ADVERBS = frozenset(
    "usually typically often always generally commonly normally mostly sometimes ever "
    "actually really exactly".split()
)
# "Did I dream of snow in November?": the month is when, not what (a period the search ignores).
_MONTH_NAMES = MONTH_WORDS

SYMBOL_FRAME: frozenset[str] = (
    _MEANING_VERBS
    | _MEANING_NOUNS
    | _DREAM_WORDS
    | _ADVERBS
    | frozenset(
        "supposed look explain tell interpret sign say said think keep behind anything "
        "something keep bad good omen omens ill portent normal unlucky lucky dangerous weird strange "
        "worrying okay though tho together both combined "
        # "why do i keep dreaming that bad things happen to the people i love" (probed: "thing
        # happen" looked up)
        "thing things stuff happen happens happening happened "
        # "are you able to interpret dreams", "interpret my last one" (probed: "able", "last"
        # looked up)
        "able last latest first "
        # "why do i keep seeing my ex in my dreams" (probed: "seeing my ex" looked up)
        "seeing".split()
    )
)
_TIME_WORDS = frozenset(
    "night nights week weeks weekend year years month months time times today yesterday lately "
    "recently recent last latest newest ago morning tonight since until during past fortnight".split()
)
QUERY_FRAME: frozenset[str] = (
    _DREAM_WORDS
    | _TIME_WORDS
    | _ADVERBS
    | _MONTH_NAMES
    | frozenset(
        "find search show look list pull get give remind remember recall journal entry entries save saved "
        "ever before often many much mention mentions mentioning mentioned write wrote written "
        "down through log logged record recorded tell there had have about say says mean means "
        "first earliest time times date dated day think told shared keep keeps check else "
        "whens whats wheres hows second third fourth fifth right pattern patterns theme themes "
        # "i hate when i dream about work": how they take it, no word of the dream (measured:
        # "hate work" searched)
        "hate hated love loved "
        # "i keep having dreams that something happens to the baby" (probed: "happens baby")
        "happen happens happened happening "
        # "whats the difference between my two teeth dreams" (probed: "difference" looked up)
        "difference differences differ compare similar similarities alike between two both "
        # ("like the kitchen one i had before", "dreams with water like": probed, "like kitchen"
        # and "water like" searched)
        "like "
        # a greeting before it ("hi! had a dream about my old house": measured, "hi old house")
        "hi hello hey hiya "
        # "dreams where anna shows up", "any dreams where water appears" (probed: "anna shows"
        # searched, and no dream had every word)
        "shows showed showing appear appears appeared appearing "
        # "i keep dreaming that i forget the baby somewhere" (probed: "forget baby somewhere"
        # searched, and told back as "mentions forget baby somewhere")
        "somewhere anywhere everywhere nowhere something anything everything someplace "
        # "what dreams did i have with water and how did they feel" (probed: "water feel"
        # searched): how they felt is their moods, which the search shows
        "feel felt feeling feelings mood moods".split()
    )
)
TOPIC_FRAME: frozenset[str] = frozenset(
    "memories memory remember rememeber recall know name names again called facts fact details "
    "things stuff info information file stored saved told tell said say shared far personal "
    # ("what was my childhood like": probed, "childhood like" recalled)
    "remind like".split()
)

_NUMBERS = {
    w: i
    for i, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
}
_SINGULAR_ITEMS = frozenset("dream entry thing nightmare one".split())
_RECENCY = frozenset("last latest recent newest previous".split())
_SINGULAR_TIMES = (
    ("last", "night"),
    ("this", "morning"),
    ("most", "recently"),
)
_COLON_FORM = re.compile(r"^\s*(?:dream\s+)?(?:symbol|meaning|look\s*up)\s*:\s*(.+)$")
_QUOTED = re.compile(r"(?:^|\s)[\"']([a-z][^\"']{0,59})[\"']")


# What they say of their life after a question of the journal ("why do i always dream about
# school, i finished 10 years ago": probed, "school finished 10" searched, and nothing found)
_SAID_BESIDE = re.compile(
    r"(?<=\w)\s*(?:[,;]|\?|\s-\s|\.)\s+(?:(?:but|and|because|cause|cuz|since|lol|haha)\s+)?"
    r"(?:i|i'?m|im|i've|ive|we|we'?re|it'?s|its|he|she|they|my\s+\w+\s+(?:says?|said|thinks?|told))\s+"
    r"(?!dream|dreamt|dreamed|had\s+a\s+dream)[^?]*$",
    re.IGNORECASE,
)


# how often, said of a dream come again: "3 nights in a row" (probed: "row" searched)
_IN_A_ROW = re.compile(
    r"\b(?:(?:\d+|two|three|four|five|six|seven|several|a\s+few|many)\s+)?(?:nights?|times?|days?|weeks?)\s+"
    r"in\s+a\s+row\b|\bin\s+a\s+row\b",
    re.IGNORECASE,
)


class Words:
    """A message as typed (``raw``) and with cue-word typos repaired (``fixed``), aligned."""

    __slots__ = ("fixed", "raw", "speller", "text")

    def __init__(self, text: str, speller: Speller) -> None:
        self.text = text
        self.raw: list[str] = tokens(text)
        self.fixed: list[str] = speller.fix_all(self.raw)
        self.speller = speller


def _phrase(
    words: Words,
    start: int,
    end: int | None = None,
    *,
    frame: frozenset[str],
    max_words: int = 3,
    cut_at_ing: bool = True,
) -> list[str]:
    """The first content phrase in ``words[start:end]``: leading determiners, stopwords and frame
    words are skipped; it ends at the next one, at a possessive, or at an ``-ing`` word after
    its first word ("teeth falling out" -> "teeth")."""
    stop = len(words.raw) if end is None else end
    i = start
    skip = STOPWORDS | _DETERMINERS | frame
    while i < stop and (words.fixed[i] in skip or words.fixed[i] == "'s"):
        i += 1
    out: list[str] = []
    while i < stop and len(out) < max_words:
        w = words.fixed[i]
        if w in STOPWORDS or w in frame or w == "'s" or not w.isalpha():
            break
        if out and cut_at_ing and w.endswith("ing"):
            break
        out.append(words.raw[i])
        i += 1
    return out


# the words a clause's subject opens with ("…your teeth fall out", "…a snake bites you")
_SUBJECT_OPENERS = ("your", "my", "a", "an", "the")
# words before the thing a clause is about ("when my dead grandma visits": grandma)
_MODIFIERS = frozenset(
    "dead late old little big huge giant tiny baby black white red blue green dark ex former new "
    "own best whole".split()
)


# "what does 7 mean", "what does the number 13 mean in a dream": a number asked of (probed: the
# respond route, the model left to read numerology in it); not a dream's number ("dream 7")
_NUMBER_ASKED = re.compile(
    r"\bwhat\s+(?:does|do|could|would|might|can)\s+(?:the\s+)?(?:numbers?\s+)?(\d{1,4})\s+"
    r"(?:mean|symboli[sz]e|stand\s+for|represent)\b",
    re.IGNORECASE,
)


def _symbol_words(text: str, words: Words) -> list[str]:
    if number := _NUMBER_ASKED.search(text):
        return [number[1]]
    fixed = words.fixed
    colon = _COLON_FORM.match(normalize(text))
    if colon:
        found = _phrase(Words(colon.group(1), _NO_SPELLER), 0, frame=SYMBOL_FRAME)
        if found:
            return found
    quoted = _QUOTED.search(normalize(text))
    if quoted:
        found = _phrase(Words(quoted.group(1), _NO_SPELLER), 0, frame=SYMBOL_FRAME)
        if found:
            return found
    for i, w in enumerate(fixed[:-1]):
        if w in _MEANING_NOUNS and fixed[i + 1] in ("of", "behind", "for"):
            found = _phrase(words, i + 2, frame=SYMBOL_FRAME)
            if found:
                return found
    for k, w in enumerate(fixed):
        if w not in _MEANING_VERBS:
            continue
        if k > 0 and fixed[k - 1] == "it":
            # "what does it mean to dream of X": the symbol follows the dream verb.
            for j in range(k + 1, len(fixed) - 1):
                if fixed[j] in _DREAM_WORDS and fixed[j + 1] in ("of", "about"):
                    found = _phrase(words, j + 2, frame=SYMBOL_FRAME)
                    if found:
                        return found
                # "…if you dream your teeth fall out": a clause, whose subject is the symbol
                if fixed[j] in _DREAM_WORDS and fixed[j + 1] in ("that", *_SUBJECT_OPENERS):
                    found = _phrase(words, j + 1, frame=SYMBOL_FRAME, max_words=1)
                    if found:
                        return found
            # "what does it mean when your teeth fall out": the clause's subject (probed:
            # "tooth fall" looked up, and read as falling)
            if (
                k + 2 < len(fixed)
                and fixed[k + 1] in ("when", "if")
                and fixed[k + 2] in _SUBJECT_OPENERS
            ):
                start = k + 4 if fixed[k + 3 : k + 4] and fixed[k + 3] in _MODIFIERS else k + 2
                found = _phrase(words, start, frame=SYMBOL_FRAME, max_words=1)
                if found:
                    return found
            continue
        head = max((j for j in range(k) if fixed[j] in _QUESTION_HEADS), default=-1)
        found = _phrase(words, head + 1, k, frame=SYMBOL_FRAME)
        if found:
            return found
    for j in range(len(fixed) - 1):
        if fixed[j] in _DREAM_WORDS and fixed[j + 1] in ("of", "about"):
            found = _phrase(words, j + 2, frame=SYMBOL_FRAME)
            if found:
                return found
    # "i keep dreaming im back in school… what does it mean??": a dream told before what is asked;
    # the symbol is the first thing in it the dictionary reads ("school", not "back")
    for j in range(len(fixed) - 1):
        if fixed[j] in _DREAM_WORDS and fixed[j + 1] in _CLAUSE_OPENERS:
            known = _known_symbol(words, j + 1)
            if known:
                return [known]
    for i, w in enumerate(fixed):
        if w in ("meaning", "symbolism") and i > 0:
            found = _phrase(words, 0, i, frame=SYMBOL_FRAME)
            if found:
                return found
    for i in range(len(fixed) - 1):
        if fixed[i] == "look" and fixed[i + 1] == "up":
            found = _phrase(words, i + 2, frame=SYMBOL_FRAME)
            if found:
                return found
    return _phrase(words, 0, frame=SYMBOL_FRAME)


_PLACE_BESIDE = frozenset("foot top bottom edge side back front end middle head corner".split())
# What opens the clause a dream is told in ("dreamt (that) I was…", "dreaming im back…").
_CLAUSE_OPENERS = frozenset("that i im i'm my we he she they there a the".split())


_FALL_OF_A_THING = frozenset("fell fall falls falling".split())


def _dictionary_words(words: Words, start: int = 0) -> Iterator[str]:
    """The words from ``start`` on that the dream dictionary reads, in order, as typed (a time
    such as "last night" is when, not what)."""
    dictionary = builtin_dictionary()
    # (a start past the last word, when the dream word ends the message: "i keep seeing the number
    # 11 in dreams" raised here, and its meaning asked next fell back to the model's words)
    following = [*words.fixed[start + 1 :], ""][: len(words.fixed[start:])]
    read_before = False  # the word just before was one the dictionary reads
    for raw, fixed, after in zip(words.raw[start:], words.fixed[start:], following, strict=True):
        if (
            fixed in STOPWORDS
            or fixed in SYMBOL_FRAME
            or fixed in _TIME_WORDS
            or not fixed.isalpha()
            # "a man standing at the foot of my bed": a place beside a thing, not a thing
            or (fixed in _PLACE_BESIDE and after == "of")
            # "my teeth fell out": what the thing did, not a fall of theirs (probed: "fell"
            # looked up as falling beside the teeth)
            or (read_before and fixed in _FALL_OF_A_THING)
        ):
            read_before = False
            continue
        read_before = dictionary.name_of(raw) is not None
        if read_before:
            yield raw


def _known_symbol(words: Words, start: int) -> str | None:
    """The first word from ``start`` on that the dream dictionary reads, or None."""
    return next(_dictionary_words(words, start), None)


def key_words(text: str, most: int = 2) -> list[str]:
    """What ``text`` (a dream) is most about: the things in it the dream dictionary reads,
    singular, the first ``most``; else its first content words."""
    words = Words(text, _NO_SPELLER)
    read = list(dict.fromkeys(singular(w.lower()) for w in _dictionary_words(words)))
    if not read:
        content = extract_query(words)
        read = content.split() if content else []
    return read[:most]


def dream_symbol(text: str) -> str | None:
    """The first thing a dream told in ``text`` holds that the dream dictionary reads, singular
    ("I had a dream that I was pregnant" → "pregnant"; "my dog died last month and I dreamed
    about him" → "dog"): what a later "what could that mean?" asks about. None when the
    dictionary reads nothing in it."""
    words = Words(text, _NO_SPELLER)
    after_dream = [j + 1 for j, w in enumerate(words.fixed) if w in _DREAM_WORDS]
    for start in [*after_dream, 0]:
        found = _known_symbol(words, start)
        if found is not None:
            return singular(found)
    return None


# "water, oceans, rivers and rain": a list of up to five items of one or two words each.
_ITEM = r"[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?"
_LIST = re.compile(rf"\b({_ITEM})((?:\s*,\s*{_ITEM}){{0,3}})\s*,?\s+(?:and|or|&)\s+({_ITEM})\b")
MAX_SYMBOLS = 4


def listed_symbols(text: str, symbol: str) -> list[str]:
    """The symbols of a message that asks about several at once ("Tell me everything about
    water, oceans, rivers and rain in dreams": water, ocean, river, rain), ``symbol`` (the one
    the route found) first; just ``[symbol]`` when the message lists none with it."""
    first = symbol.split()[0] if symbol else ""
    text = _THEN_KEEP.split(text, maxsplit=1)[0]
    # only what is asked: a dream told before the question lists nothing ("save this dream: i was
    # lost in a mall and couldnt find the exit. and what does a mall mean": probed, "couldnt
    # find" looked up)
    asked = [
        part
        for part in re.split(r"(?<=[.!?])\s+", text)
        if _ASKING.search(part) or part.rstrip().endswith("?")
    ]
    # ... unless the question asks of the things it told ("i had a dream about a wolf and a
    # river. what do they mean": probed, the wolf alone looked up, the river read by the model)
    if not any(_OF_THEM.search(part) for part in asked):
        text = " ".join(asked) or text
    for m in _LIST.finditer(normalize(text)):
        items = [m[1], *(i for i in re.split(r"\s*,\s*", m[2]) if i), m[3]]
        # (a question of its own after "and" is no item: "what does water mean and how many
        # dreams do i have about water", probed, "many" looked up)
        items = [i for i in items if i.split()[:1] and i.split()[0] not in WH_WORDS]
        phrases = [_phrase(Words(item, _NO_SPELLER), 0, frame=SYMBOL_FRAME) for item in items]
        found = [" ".join(singular(w) for w in p) for p in phrases if p]
        if len(found) >= 2 and first in {w for f in found for w in f.split()}:
            return list(dict.fromkeys(found))[:MAX_SYMBOLS]
    # "what's a wedding mean? and the sea?": a symbol asked after, in a question of its own
    more = [
        " ".join(singular(w) for w in p)
        for m in _ASKED_AFTER.finditer(normalize(text))
        if (p := _phrase(Words(m[1], _NO_SPELLER), 0, frame=SYMBOL_FRAME))
    ]
    if symbol and more:
        return list(dict.fromkeys([symbol, *more]))[:MAX_SYMBOLS]
    if symbol and any(_OF_THEM.search(part) for part in asked):
        # "i dream about water a lot, and snakes too. what do both mean" (probed: water alone
        # looked up, and the 1.5B's own "symbols of danger in many cultures" for the snakes):
        # each thing the dictionary reads, in the order told
        read = [singular(raw) for raw in _dictionary_words(Words(text, _NO_SPELLER))]
        if symbol in read and len(set(read)) >= 2:
            return list(dict.fromkeys([symbol, *read]))[:MAX_SYMBOLS]
    return [symbol]


_OF_THEM = re.compile(
    r"\bwhat\s+(?:do|could|might|would|can)\s+(?:they|these|those|both|the\s+two|all\s+of\s+them)\s+"
    r"(?:\w+\s+)?(?:mean|symboli[sz]e|represent|say)\b|\bwhat\s+(?:they|these|those|both)\s+mean\b"
    r"|\bthe\s+meaning\s+of\s+(?:them|these|those|both)\b",
    re.IGNORECASE,
)
_ASKING = re.compile(
    r"\b(?:what|whats|what's|how|why|tell\s+me|explain|meaning|mean|means|symboli[sz]e|represent|"
    r"interpret)\b",
    re.IGNORECASE,
)
# "what do snakes mean and save that they mean change": a request to keep, no symbol listed
# (measured: "save" looked up)
_THEN_KEEP = re.compile(
    r"(?:\s+(?:and|also|then)\s+|\s*[,;]\s*)(?:(?:can|could|would|will)\s+you\s+)?(?:please\s+)?"
    r"(?:save|remember|note|keep\s+in\s+mind)\b",
    re.IGNORECASE,
)
_ASKED_AFTER = re.compile(
    r"[?.!]\s*(?:and|also|what\s+about|how\s+about|and\s+what\s+about)\s+(?:the\s+|a\s+|an\s+|my\s+)?"
    r"([a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)\s*\?"
)


_SENTENCE = re.compile(r"[^.?!;]+[.?!;]*")
_MEANING_WORDS = _MEANING_VERBS | _MEANING_NOUNS


# "a break in", "someone broke into my house": the dictionary's intruder (probed: "what does it
# mean when you dream about a break in" looked up "break", of which it knows nothing)
_BROKEN_INTO = re.compile(r"\b(?:break|breaks|broke|breaking)(?:\s+|-)in(?:to)?\b", re.IGNORECASE)


def extract_symbol(text: str, words: Words) -> str | None:
    """The symbol asked about, singular and lowercase, or None when the message names none.

    When a message holds more than one sentence, a question about a meaning is read on its own
    first: "What does a snake mean to me? Also, set my snake meaning to 'evil'" asks about the
    snake, whatever the other sentence says."""
    if (folk := folk_meaning(text)) is not None:
        # "my grandma says dreaming of fish means someone is pregnant": the thing dreamt of
        # (probed: "grandma used" looked up)
        return " ".join(singular(w) for w in folk.split())
    if (broken := _BROKEN_INTO.search(text)) is not None:
        return broken[0].lower().replace("-", " ")
    sentences = [s.strip() for s in _SENTENCE.findall(text) if s.strip()]
    if len(sentences) > 1:
        for sentence in sentences:
            own = Words(sentence, words.speller)
            if sentence.endswith("?") and _MEANING_WORDS.intersection(own.fixed):
                found = _symbol_words(sentence, own)
                if found:
                    return " ".join(singular(w) for w in found)
    found = _with_its_object(_symbol_words(text, words), words)
    return " ".join(singular(w) for w in found) if found else None


_OBJECT_WITHIN = 4  # how far past a doing the thing it is done to may be looked for


def _with_its_object(found: list[str], words: Words) -> list[str]:
    """``found``, a doing the dream dictionary does not read ("failing", "losing", "chased"),
    with the words up to the thing it is done to that the dictionary reads ("failing an exam",
    "losing my teeth"; probed: "failing" looked up, and nothing read); else as it is."""
    dictionary = builtin_dictionary()
    if (
        len(found) != 1
        or not re.search(r"(?:ing|ed)$", found[0])
        or dictionary.name_of(found[0]) is not None
        or found[0] not in words.raw
    ):
        return found
    start = words.raw.index(found[0])
    stop = start + 1
    while (
        stop < min(len(words.raw), start + 1 + _OBJECT_WITHIN)
        and words.fixed[stop].isalpha()
        and words.fixed[stop] not in _MEANING_VERBS
    ):
        stop += 1
    end = next(
        (
            i + 1
            for i in range(start + 1, stop)
            if words.fixed[i] not in STOPWORDS and dictionary.name_of(words.raw[i]) is not None
        ),
        None,
    )
    return found if end is None else words.raw[start:end]


_QUERY_QUOTED = re.compile(
    r"[\"“‘](?P<q>[^\"“”‘’\n]{1,60}?)[\"”’]|(?<!\w)'(?P<q2>[^'\n]{1,60}?)'(?!\w)"
)
_THE_WORD = re.compile(
    r"\bthe\s+(?:word|words|phrase|name)\s+(?P<q>[^\s.,;:!?\"”’]+(?:\s+[^\s.,;:!?\"”’]+){0,3}?)\s*(?:[.,;:!?]|$|\s+(?:in|from)\b)",
    re.I,
)
_SEARCH_FOR = re.compile(
    r"^\s*(?:please\s+|can\s+you\s+|could\s+you\s+)?(?:search|look|check|go)\s+(?:through\s+|in\s+)?"
    r"(?:my|the)\s+(?:dreams|journal|dream\s+journal|entries|diary)\s+for\s+(?P<q>[^.?!,;]{1,60}?)\s*[.?!]*\s*$",
    re.I,
)


def explicit_query(text: str) -> str | None:
    """What the user asked to search for in so many words: a quoted term, "the word X", or
    "search my dreams for X" — taken as said, even when it is a word like "remember"."""
    for pattern in (_QUERY_QUOTED, _THE_WORD, _SEARCH_FOR):
        m = pattern.search(text)
        if m is not None:
            q = (m["q"] if "q" in pattern.groupindex and m["q"] else m.groupdict().get("q2")) or ""
            q = re.sub(r"^(?:the|a|an)\s+(?=\S)", "", q.strip(), flags=re.I)
            if q:
                return q
    return None


_NUMBERED = frozenset(
    "number room door floor page bus level chapter gate seat track platform".split()
)


def extract_query(words: Words) -> str | None:
    """The content words of a journal search, in the user's order, or None when only the request
    frame and time words remain ("what did I dream about last night")."""
    skip = STOPWORDS | QUERY_FRAME
    # (a digit that a number names: "i keep seeing the number 7", probed, "number" searched)
    after = ["", *words.fixed][: len(words.fixed)]
    kept = [
        raw
        for raw, fixed, before in zip(words.raw, words.fixed, after, strict=True)
        if fixed not in skip
        and fixed != "'s"
        and (fixed.isalpha() or len(fixed) > 1 or (fixed.isdigit() and before in _NUMBERED))
    ]
    # a word said twice, once as a plural, is searched once ("the snake … what snakes mean":
    # measured, "snake snakes")
    once: dict[str, str] = {}
    for w in kept:
        once.setdefault(singular(w.lower()), w)
    found = list(once.values())[:6]
    either = _EITHER_OF.search(words.text)
    if (
        len(found) == 2
        and either is not None
        and all(re.search(rf"\b{re.escape(w)}\b", either[0], re.I) for w in found)
    ):
        # "dreams with water or the ocean": either (probed: the one that says both listed)
        return f"{found[0]} or {found[1]}"
    return " ".join(found) if found else None


# two things asked as either ("water or the ocean", "cats or dogs")
_EITHER_OF = re.compile(
    r"\b[a-z][\w'-]*\s+or\s+(?:the\s+|a\s+|an\s+|my\s+|some\s+)?[a-z][\w'-]*\b", re.IGNORECASE
)


# their own name asked ("whats my name": probed, every memory listed, and not a word that none
# of them says it); the topic is "my name", words the message holds (``grounded``)
_OWN_NAME_ASKED = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hey|wait)\W+)*(?:what(?:'s|s|\s+is|\s+was)\s+my\s+name|"
    r"(?:do|did)\s+(?:you|u)\s+(?:know|remember)\s+my\s+name)(?:\s+again)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# their own life asked ("what shifts do i work", "which days do i go to the gym")
_THEIR_LIFE_ASKED = re.compile(
    r"^(?:so |and |also |hey |wait |ok |okay )?(?:what|which|when|where|how many|how often)"
    r"(?P<what>(?: [a-z]+){0,3}) do i (?:usually )?(?P<verb>[a-z]+)(?P<rest>(?: [a-z']+){0,5})$"
)
_KIND_OF = frozenset("kind kinds sort sorts type types usually".split())


def extract_topic(words: Words) -> str | None:
    """What a memory question is about ("my sister's name" -> "sister"; "whats my name" ->
    ``OWN_NAME``), or None for "me"."""
    if _OWN_NAME_ASKED.match(words.text):
        return OWN_NAME
    fixed = words.fixed
    for i, w in enumerate(fixed):
        if w == "about":
            if i + 1 < len(fixed) and fixed[i + 1] in ("me", "myself", "us"):
                return None
            found = _phrase(words, i + 1, frame=TOPIC_FRAME, cut_at_ing=False)
            if found:
                return " ".join(found)
    for i in range(len(fixed) - 1):
        # "who is Tom", "when is Lea's birthday", "how old is io": whom or what it asks of
        if (
            (
                fixed[i] == "who"
                or (fixed[i] == "when" and "my" not in fixed)
                or (fixed[i] == "old" and i > 0 and fixed[i - 1] == "how")
            )
            and fixed[i + 1] in ("is", "'s", "was")
        ) or (fixed[i] in ("where", "what") and fixed[i + 1] == "does" and "my" not in fixed):
            # ("where does anna live": whom it asks of)
            found = _phrase(words, i + 2, frame=TOPIC_FRAME, cut_at_ing=False)
            after = words.raw.index(found[0], i + 2) + len(found) if found else 0
            if found and after < len(fixed) and fixed[after] == "'s":
                # "Lea's birthday": whose, and what of theirs
                found += _phrase(words, after + 1, frame=TOPIC_FRAME, cut_at_ing=False)
            if found:
                return " ".join(found)
    for i, w in enumerate(fixed):
        # "what's anna's birthday", "whats io's age again": whose, and what of theirs (measured:
        # every memory listed)
        start = i + 1 if w == "whats" else i + 2
        if (
            w in ("what", "whats")
            and (w == "whats" or fixed[i + 1 : i + 2] in (["'s"], ["is"], ["was"]))
            and fixed[start + 1 : start + 2] == ["'s"]
            and "my" not in fixed
        ):
            thing = _phrase(words, start + 2, frame=TOPIC_FRAME, cut_at_ing=False)
            return " ".join([fixed[start], *thing])
    if (life := _THEIR_LIFE_ASKED.match(" ".join(fixed))) is not None:
        # "what shifts do i work" -> "shifts work", "what kind of car do i drive" -> "car drive"
        said = f"{life['what']} {life['verb']} {life['rest'] or ''}".split()
        found = [w for w in said if w not in STOPWORDS and w not in _KIND_OF]
        if found:
            return " ".join(found)
    for i, w in enumerate(fixed):
        # "Have I mentioned any health problems to you?": what was mentioned.
        if (
            w in ("mentioned", "mention", "shared")
            and i + 1 < len(fixed)
            and fixed[i + 1] not in ("me", "myself")
        ):
            found = _phrase(words, i + 1, frame=TOPIC_FRAME, cut_at_ing=False)
            if found:
                return " ".join(found)
    for i, w in enumerate(fixed):
        if w == "my":
            found = _phrase(words, i + 1, frame=TOPIC_FRAME, cut_at_ing=False)
            if len(found) > 1 and i > 0 and fixed[i - 1] in WH_WORDS:
                # "where my brother lives", "when my best friend moved": the clause's verb ends it
                found = found[:-1]
            if found:
                return " ".join(found)
    return None


def extract_limit(words: Words) -> int | None:
    """How many entries: a number in digits or words, 2 for "a couple", 1 for a singular request
    ("my last dream", "last night"), None for a plural without a number."""
    fixed = words.fixed
    for i, w in enumerate(fixed):
        if w.isdigit() and 0 < int(w) <= 50:
            return int(w)
        if (
            w in _NUMBERS
            and _NUMBERS[w] > 0
            and not (w == "one" and i > 0 and fixed[i - 1] == "the")
        ):
            return _NUMBERS[w]
        if w == "couple":
            return 2
    pairs = set(itertools.pairwise(fixed))
    if any(p in pairs for p in _SINGULAR_TIMES) or "yesterday" in fixed:
        return 1
    for i, w in enumerate(fixed):
        if w in _SINGULAR_ITEMS and i > 0 and fixed[i - 1] in _RECENCY:
            return 1
    return None


def extract_args(route: str, text: str, words: Words) -> dict[str, Any] | None:
    """The arguments of ``route`` for ``text``; None when a required argument is not in the text.

    A last check drops any text argument with a word the message does not contain (a guard
    against a pattern above misfiring), so the result never holds an invented word.
    """
    args = _extract(route, text, words)
    if args and not grounded(args, words):
        return None if route in ("lookup_symbol", "search_dreams") else {}
    return args


def grounded(args: dict[str, Any], words: Words) -> bool:
    """True when every word of every text argument occurs in the message (or is the singular
    of a word that does)."""
    said = set(words.raw) | {singular(w) for w in words.raw}
    return all(w in said for v in args.values() if isinstance(v, str) for w in tokens(v))


def _extract(route: str, text: str, words: Words) -> dict[str, Any] | None:
    if route == "lookup_symbol":
        symbol = extract_symbol(text, words)
        return None if symbol is None else {"symbol": symbol}
    if route == "search_dreams":
        asked = _IN_A_ROW.sub(" ", _SAID_BESIDE.sub("", text))
        if asked != text:  # the question alone, not what they said of their life beside it
            words = Words(asked, words.speller)
        query = explicit_query(text) or extract_query(words)
        return None if query is None else {"query": query}
    if route == "recall_memories":
        topic = extract_topic(words)
        return {} if topic is None else {"topic": topic}
    if route == "recent_dreams":
        limit = extract_limit(words)
        return {} if limit is None else {"limit": limit}
    return {}


_NO_SPELLER = Speller((), ())


@functools.cache
def _symbol_speller() -> Speller:
    """Mends a one-typo misspelling of a word the dream dictionary reads ("snkae", "weddin"), or
    a two-typo one of a longer word ("weddding")."""
    forms = builtin_dictionary().forms()
    return typo_speller(sorted(f for f in forms if f.isalpha()), two_typos=True)


def mend_symbols(text: str) -> str:
    """``text`` with each word English does not know, one typo from a word the dream dictionary
    reads, spelled as the dictionary does ("what does a snkae mean" -> "… snake …"; measured:
    "snkae" was looked up, and nothing was known of it)."""
    return _symbol_speller().mend(text)
