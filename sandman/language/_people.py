"""The words a companion must not invent: who someone is to the user, and how many of a thing.

"Ines is your daughter" names a relation that neither the user nor the journal gave; "a saxophone
has four strings" a number. Both read as facts, and both are checked against what the turn holds.
"""

from __future__ import annotations

import re

from ._dates import MONTH_NAMES
from ._words import STOPWORDS, singular

# Each relation word, to the word that stands for its kind (mom and mother are one relation).
_KINDS = {
    "mother": "mother mom mum mommy mummy mama mamma ma mothers moms mums",
    "father": "father dad daddy papa pa fathers dads",
    "parent": "parent parents",
    "sister": "sister sis sisters",
    "brother": "brother bro brothers",
    "sibling": "sibling siblings",
    "son": "son sons",
    "daughter": "daughter daughters",
    "child": "child children kid kids",
    "wife": "wife wives",
    "husband": "husband husbands",
    "partner": "partner partners spouse",
    "girlfriend": "girlfriend girlfriends gf",
    "boyfriend": "boyfriend boyfriends bf",
    "fiance": "fiance fiancee fiancé fiancée",
    "grandmother": "grandmother grandma granny gran nana nan grandmothers",
    "grandfather": "grandfather grandpa granddad grandad grandfathers",
    "grandchild": "grandchild grandson granddaughter grandchildren grandsons granddaughters",
    "aunt": "aunt auntie aunty aunts",
    "uncle": "uncle uncles",
    "cousin": "cousin cousins",
    "niece": "niece nieces",
    "nephew": "nephew nephews",
    "friend": "friend friends bestie",
    "boss": "boss manager",
    "colleague": "colleague colleagues coworker coworkers co-worker",
    "neighbour": "neighbour neighbor neighbours neighbors",
    "teacher": "teacher teachers",
    "ex": "ex",
}
RELATIONS: dict[str, str] = {word: kind for kind, words in _KINDS.items() for word in words.split()}
# A relation word as said about someone ("your daughter", "Ines's aunt", "her friend"): a
# possessive before it, so "a friend in need" or "a mother bird" in a symbol reading is no claim.
_RELATION = re.compile(
    r"\b(?:your|my|his|her|their|our|\w+'s)\s+(?:(?:own|best|little|big|older|younger|late|"
    r"dear|old|new|ex-?)\s+)?(" + "|".join(sorted(RELATIONS, key=len, reverse=True)) + r")\b",
    re.IGNORECASE,
)


def _relation(word: str) -> str | None:
    """The kind of relation ``word`` names, said as a possessive with or without its apostrophe
    ("my grandmas house", "mom's": measured, "Your grandmother's pancakes" was held back after "my
    grandmas house")."""
    w = word.casefold().replace("’", "'")
    for form in (w, w.removesuffix("'s").removesuffix("'"), w.removesuffix("s")):
        if form in RELATIONS:
            return RELATIONS[form]
    return None


def relations(text: str) -> set[str]:
    """The kinds of relation ``text`` names ("mother" for "your mom")."""
    return {k for w in re.findall(r"[\w'’-]+", text) if (k := _relation(w)) is not None}


def claimed_relations(text: str) -> set[str]:
    """The kinds of relation ``text`` gives someone ("your daughter", "Ana's brother")."""
    return {RELATIONS[m.group(1).casefold()] for m in _RELATION.finditer(text)}


_NUMBER_WORDS = {
    w: n
    for n, w in enumerate(
        "zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen "
        "fifteen sixteen seventeen eighteen nineteen twenty".split()
    )
} | {"thirty": 30, "forty": 40, "fifty": 50, "hundred": 100, "thousand": 1000, "million": 10**6,
     "dozen": 12, "once": 1, "twice": 2}  # fmt: skip
# (a number with its unit joined on counts: "3am", "4pm", "2nd", "10k"; probed, "wake up at
# 3 AM" held back after "i keep waking up at 3am every night")
_NUMBER = re.compile(
    r"\b\d+(?:[.,]\d+)?(?:\b|(?=(?:am|pm|st|nd|rd|th|s|h|k|x)\b))|\b[a-z]+\b", re.IGNORECASE
)


def numbers(text: str) -> set[float]:
    """The numbers ``text`` states, in digits or in words ("four strings", "3 times", "twice")."""
    return {n for token in _NUMBER.findall(text) if (n := _number(token)) is not None}


def _number(token: str) -> float | None:
    if token[:1].isdigit():
        try:
            return float(token.replace(",", ""))
        except ValueError:
            return None
    n = _NUMBER_WORDS.get(token.casefold())
    return None if n is None else float(n)


_COUNTED_AFTER = re.compile(r"\b([a-z]+)\s+\((\d+)(?:\s+[a-z]+)?\)", re.IGNORECASE)
_COUNTED_MONTH = re.compile(r"\b([a-z]+)\s+\d{4}:\s+(\d+)\b", re.IGNORECASE)
_WORD = re.compile(r"[\w']+")
_NUMBER_THEN_WORD = re.compile(r"(?<![\w(])(\d+|[a-z]+)(?=[ \t]+([a-z]+)\b)", re.IGNORECASE)


def counts(text: str) -> dict[str, set[float]]:
    """What ``text`` counts, per word (in the singular): "3 dreams" → dream: {3}; "calm (1)" and
    "water (3 dreams)" → calm: {1}, water: {3}; "September 2026: 1" → september: {1}."""
    found: dict[str, set[float]] = {}
    for word, n in [*_COUNTED_AFTER.findall(text), *_COUNTED_MONTH.findall(text)]:
        found.setdefault(singular(word.casefold()), set()).add(float(n))
    # a number and the word right after it, nothing but spaces between ("3 dreams"; not the
    # "1), nervous" of a list of counts)
    for token, next_word in _NUMBER_THEN_WORD.findall(text):
        n, word = _number(token), next_word.casefold()
        if (
            n is not None
            and n < 1000
            and word.isalpha()
            and word not in STOPWORDS
            and _number(word) is None
        ):
            found.setdefault(singular(word), set()).add(n)
    return found


def count_claims(text: str, reach: int = 4) -> list[tuple[float, tuple[str, ...], bool]]:
    """Each number ``text`` states (in digits or words), with the content words among the
    ``reach`` words that follow it (in the singular) and whether it counts a part of a whole ("two
    of them were calm": at most as many as the whole holds): "Two of them were calm" → (2,
    ("calm",), True); "three dreams" → (3, ("dream",), False)."""
    words = _WORD.findall(text)
    claims = []
    for i, token in enumerate(words):
        n = _number(token)
        if n is None:
            continue
        part = i + 1 < len(words) and words[i + 1].casefold() == "of"
        after = [w.casefold() for w in words[i + 1 : i + 1 + reach + part]]
        content = [singular(w) for w in after if w not in STOPWORDS and _number(w) is None]
        if part and content and after[1:2] not in (["them"], ["those"]):
            content = content[1:]  # "two of your dreams were calm": the whole is not counted
        claims.append((n, tuple(content), part))
    return claims


# Someone dying in a dream told ("i had a nightmare that my dog died"), not in their life ("i
# dreamt of my dad, who died last year"): the guard holds a death told back as real, and the
# companion meets no loss.
_DREAMT_A_DEATH = re.compile(
    r"\b(?:dreamt|dreamed|dreamd|dream|nightmare)\b[^.!?]{0,80}?\b(?:died|dies|dying|dead|"
    r"was\s+killed|got\s+killed|passed\s+away|funeral|drowned|drowning|was\s+shot|got\s+shot|"
    r"couldn'?t\s+save"
    # ("i dreamt my partner left me and i woke up crying. hes asleep next to me": probed, met as
    # someone lost) a parting in the dream
    r"|left\s+me|broke\s+up\s+with\s+me|dumped\s+me|divorced\s+me|abandoned\s+me|cheated\s+on\s+me)\b"
    # ("my dog died in my dream last night": probed, met as a dog lost in life) said before it
    r"|\b(?:died|was\s+killed|got\s+killed|passed\s+away|drowned|was\s+shot|got\s+shot)\s+in\s+(?:my|a|the|that|this)\s+"
    r"(?:dream|nightmare)\b",
    re.IGNORECASE,
)
_REAL_LOSS = re.compile(
    r"\bwho\s+(?:has\s+|had\s+)?(?:died|passed(?:\s+away|\s+on)?|drowned|was\s+killed|got\s+killed)\b"
    r"|\b(?:died|passed\s+away|passed\s+on|drowned|was\s+killed|got\s+killed)\s+(?:last\s+(?!night\b)\w+|in\s+\d{4}|(?:a\s+few|\w+)\s+(?:days?|weeks?|"
    r"months?|years?)\s+ago|recently|when\s+i"
    # ("i dreamt my grandma was cooking in her kitchen again, she died in march": probed, "How
    # did it make you feel?")
    rf"|(?:in|this|last|over\s+the)\s+(?:the\s+)?(?:{'|'.join(MONTH_NAMES)}|spring|summer|fall|autumn|winter)"
    r"|(?:this|last)\s+(?:year|month|week)|before\s+(?:christmas|easter|thanksgiving))\b|\b(?:late|deceased)\s+\w+"
    # ("i dreamt about my dead grandma hugging me": probed, met as a dream of her dying)
    r"|\b(?:my|our)\s+dead\s+(?!end\b|tired\b|battery\b|phone\b)\w+",
    re.IGNORECASE,
)


# ... of a thing, no one's ("i was lost in a mall and my phone was dead": probed, met as a dream
# of someone loved dying), and "dead" that means something else ("a dead end", "dead tired")
_NO_ONES_DEATH = re.compile(
    r"\b(?:phone|cell|cellphone|battery|batteries|car|engine|laptop|computer|tablet|screen|torch|"
    r"flashlight|radio|line|signal|wifi|wi-fi|lights?|plants?|flowers?|trees?|grass|leaves|garden|"
    r"mic|microphone|controller|remote|lamp|tv|television|game|server|app)\s+"
    r"(?:(?:was|were|is|are|went|had\s+gone|had|kept|just|suddenly|completely|totally|already|all|"
    r"finally|always)\s+)*(?:dead|died|dies|dying)\b"
    r"|\bdead\s+(?:end|ends|tired|silent|silence|quiet|serious|cent(?:er|re)|of\s+(?:night|winter)|"
    r"leaves|battery|phone|zone|weight|calm|still|set)\b",
    re.IGNORECASE,
)


def without_things_ended(text: str) -> str:
    """``text`` without the ends of things that are no one's death ("my phone was dead", "my car
    battery died", "a dead end", "dead tired")."""
    return _NO_ONES_DEATH.sub(" ", text)


def dreamt_a_death(text: str) -> bool:
    """Whether ``text`` tells of a death in a dream, and of none in their life."""
    text = without_things_ended(text)
    return bool(_DREAMT_A_DEATH.search(text)) and not _REAL_LOSS.search(text)
