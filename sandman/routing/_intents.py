"""Write intents said in so many words: "remember that …", "to me, a snake means change".

A 135M model does not reliably emit ``<remember … />`` when asked to, and when it tries it tends
to recite its instructions instead. Requests this explicit are recognised without the model, and
the calls run in the execute step, so the reply is written with their results in view ("Saved:
…"). A model able to emit the tags itself still can: the journal ignores a repeated fact, and an
identical symbol meaning is an idempotent upsert.

Only statements qualify: a question ("do you remember …?", "what does a snake mean to me?") is
never a write.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from datetime import date

import msgspec

from ..language import (
    LIST_PLACES,
    STOPWORDS,
    asks,
    calendar_days,
    dream_date,
    mend_typos,
    one_typo_apart,
    requests,
    singular,
    starts_as_question,
    stem,
    without_aside,
)
from ..tools import CHANGE_TOOLS, THEIR_DAY_ASKED, TOOLS, WHICH_ASKED, ToolArgumentError, validate
from ._changes import change_requests, dream_argument, follow_up, mood_named
from ._questions import told_mood
from ._situation import (
    asks_meaning,
    dreamt_a_death_of_theirs,
    part_forgotten,
    tells_a_loss,
    without_announcement,
)
from ._told import (
    announces_dream,
    asked_then_told,
    continued_dream,
    goes_on,
    goes_on_with_a_telling,
    later_dream_told,
    likened_to,
    maybe_told,
    names_a_later_one,
    not_wanted,
    recurring_then_told,
    recurring_told_again,
    save_that_asked,
    tells_a_dream,
    tells_a_scene,
    tells_of_a_dream,
    tells_recurring,
    told_apart,
    told_before_waking,
    told_dream,
    told_then_asked,
    without_trailing_question,
)

# What a thing means said as a statement ("water means my emotions", "they mean transition")
_MEANS_VERB = (
    r"(?:always\s+|usually\s+|often\s+)?(?:means?|represents?|symboli[sz]es?|stands?\s+for)"
)
_MEANING_SAID = (
    r"(?!(?:as|what|how|why|which)\b)(?:(?:a|an|the|my)\s+)?[a-z][a-z'\- ]{0,30}?\s+"
    + _MEANS_VERB
    + r"\b"
)
_REMEMBER = re.compile(
    # ("ok. also remember that i have a dentist appointment on friday": measured, not kept)
    r"^\s*(?:(?:hey|hi|ok|okay|so|and|also|oh|wait|actually|btw|by\s+the\s+way)[,.!]?\s+)*(?:sandman,?\s+)?(?:please\s+|pls\s+|(?:can|could|would|will) (?:you|u)\s+(?:please\s+)?)?"
    r"(?:remember|note|make a note|keep in mind|don'?t forget|do not forget|save the fact"
    # ("save a note that i was sick that week": probed, nothing kept; "add a note to my last
    # dream that…" adds to the dream)
    r"|(?:save|add|leave|write|take|keep|jot\s+down)\s+a\s+note(?:\s+for\s+me)?(?=\s*(?:that|:|,|-)\s)"
    r"|(?:write|jot|put)\s+(?:it\s+)?down(?=\s+that\s)"
    # "can you help me remember to tell my therapist about this" (probed: nothing kept)
    r"|(?:help\s+me\s+(?:to\s+)?remember|don'?t\s+let\s+me\s+forget)(?=\s+(?:to|that)\s)"
    # "can you save that i'm starting a new job on monday" (measured: not kept, "on monday" read
    # as the nights asked about); "save that I dreamt…" is a dream
    r"|save(?=\s+that\s+(?:i|i'm|im|i've|my|we|our)\b(?!\s+(?:dreamt|dreamed|had\s+a\s+(?:dream|nightmare))))"
    # "save that water means my emotions", "save that they mean transition for me"
    rf"|save(?=\s+that\s+{_MEANING_SAID})"
    # "also save that io is 5 years old" (measured: nothing kept): someone or something of theirs
    r"|save(?=\s+that\s+(?!(?:dream|nightmare|one|it|this|that|these|those)\b)[a-z][\w'-]*(?:'s\s+\w+)?\s+"
    r"(?:is|are|was|has|have|likes|loves|hates|lives|works|turned|turns)\b))"
    r"\s*(?:that|this|:|,|-)?\s+(?P<fact>.+?)\s*[.!?]*\s*$",
    re.IGNORECASE | re.DOTALL,
)
# "Remember when I dreamt of the flood" asks to recall, it states no fact.
# "My sister is called Ana, please remember that.": the fact first, the request after it.
_REMEMBER_AFTER = re.compile(
    r"^\s*(?P<fact>[^?]{3,300}?)\s*[,;.!:\-–—]+\s*(?:so\s+|and\s+)?(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?"
    r"(?:remember|note|keep|save|store|write|jot)\s+(?:that|this|it)(?:\s+down)?(?:\s+in\s+mind)?"
    r"(?:\s+for\s+(?:later|next\s+time|me))?(?:,?\s*please)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "Can you remember that I hate spiders?" asks for a fact to be kept; "can you remember my
# sister's name?" asks to recall one (no "that" and a clause).
_POLITE_REMEMBER = re.compile(
    r"^\s*(?:(?:and|also|so|ok|okay|oh)\W+)*(?:please\s+)?(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?"
    # ("can you help me remember to tell my therapist about this": probed, nothing kept)
    r"(?:help\s+me\s+(?:to\s+)?remember\s+(?:that\s+)?(?:to\s+\w|(?:i|i'm|im|my)\s)"
    r"|(?:remember|note|keep\s+in\s+mind|save|(?:save|add|write|take|leave|jot\s+down)\s+a\s+note|"
    r"(?:write|jot)\s+down)"
    rf"\s+(?:that\s+(?:(?:i|i'm|im|i've|my|we|our|me)\b|{_MEANING_SAID})"
    # "can u remember my therapist is called dr lee": a clause of theirs without "that" (not "can
    # you remember my sister?", which asks to recall)
    r"|(?:i|i'm|im|i've)\s+\w+|(?:my|her|his|their)\s+[\w']+(?:\s+[\w']+)?\s+(?:is|was|are|were|has|had|lives|"
    r"works|likes|loves|hates|called|named)\b))",
    re.IGNORECASE,
)
_RECALL = re.compile(
    r"(?:when|what|how|where|who|whether|if|the (?:time|day|night|dream))\b", re.IGNORECASE
)
_MEANS = r"(?:means?|represents?|symboli[sz]es?|stands? for|is about|signals?)"
_ARTICLE = r"(?:(?:a|an|the|my)\s+)?"
_SYMBOL = r"(?P<symbol>[a-z][a-z'\- ]{0,30}?)"
_MEANING = r"(?P<meaning>[^.!?\n]{2,200}?)"
_SYMBOL_PATTERNS = (
    # "To me, a snake means change." / "For me snakes represent new beginnings"
    re.compile(
        rf"^\s*(?:to|for) me,?\s+{_ARTICLE}{_SYMBOL}\s+(?:always\s+|usually\s+|often\s+)?{_MEANS}\s+{_MEANING}\s*[.!]*\s*$",
        re.IGNORECASE,
    ),
    # "A snake means change to me." / "Water means calm for me"
    re.compile(
        rf"^\s*{_ARTICLE}{_SYMBOL}\s+(?:always\s+|usually\s+|often\s+)?{_MEANS}\s+{_MEANING}\s+(?:to|for) me\s*[.!]*\s*$",
        re.IGNORECASE,
    ),
    # "When I dream of snakes, it means change." / "… it's about change for me"
    re.compile(
        rf"^\s*when(?:ever)? i dream (?:of|about) {_ARTICLE}{_SYMBOL},?\s+(?:it|that|they)\s+"
        rf"(?:always\s+|usually\s+|often\s+)?(?:{_MEANS}|is|are)\s+{_MEANING}(?:\s+(?:to|for) me)?\s*[.!]*\s*$",
        re.IGNORECASE,
    ),
)
# "can you save a meaning for dog, loyalty and home" / "save the meaning of dog as loyalty": asked
# as a question, and still a meaning to keep (probed: dog, loyalty and home each looked up)
_SAVE_MEANING = re.compile(
    r"^\s*(?:(?:please|pls|ok|okay|so)\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?"
    r"(?:save|keep|store|add|set|note|put)\s+(?:down\s+)?(?:a|the|my|this)?\s*(?:own\s+)?meaning\s+(?:for|of)\s+"
    rf"{_ARTICLE}{_SYMBOL}\s*(?:[:,=]|\s+[-–—]|\s+as|\s+to\s+be|\s+is)\s+(?:it'?s\s+)?{_MEANING}"
    r"(?:\s+(?:please|pls))?\s*[.!?]*\s*$",
    re.IGNORECASE,
)


_HEDGE = re.compile(
    r"^\s*(?:(?:so|well|ok|okay|and|also|honestly|personally),?\s+)*"
    r"(?:i\s+(?:think|guess|believe|feel\s+like|suppose|reckon)(?:\s+that)?|i'?d\s+say)\s+",
    re.IGNORECASE,
)
_IN_DREAMS = re.compile(
    r"\s+(?:in|within|inside)\s+(?:a|my|your|the|one's|our)?\s*(?:dreams?|nightmares?)$", re.I
)


def _symbol_named(said: str) -> str:
    """The symbol ``said`` names, its last word singular ("wolves" -> "wolf")."""
    words = said.lower().split()
    return " ".join([*words[:-1], singular(words[-1])])


# A meaning they ask to keep ("i think water means my emotions actually, save that", "save that
# they mean transition for me"): what the thing means to them, their own meaning (measured: kept
# as a fact, and "what does water mean to me" then read the dictionary).
_KEPT_MEANING = re.compile(
    rf"^\s*(?:(?:to|for)\s+me,?\s+)?{_ARTICLE}{_SYMBOL}\s+{_MEANS_VERB}\s+"
    r"(?!(?:a\s+lot|so\s+much|everything|nothing|the\s+world|much|a\s+great\s+deal)\b)"
    rf"{_MEANING}(?:\s+(?:to|for)\s+me)?(?:,?\s+(?:actually|really|i\s+think))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_NOT_A_SYMBOL = re.compile(
    r"\b(?:remember|save|note|keep|you|that|this|i|what|as|how|why|which)\b|^(?:it|they|those|these)$",
    re.IGNORECASE,
)
_POINTING = frozenset({"it", "they", "that", "this", "those", "these"})
# "what do airports mean": the thing whose meaning is asked, for "they" said beside it
_MEANING_ASKED = re.compile(
    rf"\bwhat\s+(?:do|does|did|might|could|would|can)\s+{_ARTICLE}(?P<symbol>[a-z][a-z'\- ]{{0,30}}?)\s+"
    r"(?:usually\s+)?(?:mean|represent|symboli[sz]e|stand\s+for)\b",
    re.IGNORECASE,
)


def _meaning_kept(fact: str, asked: str = "") -> WriteIntent | None:
    """The ``save_symbol_meaning`` call when the ``fact`` asked to be kept says what a thing means
    ("water means my emotions"; "they mean transition", the thing named by what ``asked`` asks
    the meaning of), or None."""
    m = _KEPT_MEANING.match(_HEDGE.sub("", fact))
    if m is None or (_NOT_A_SYMBOL.search(m["symbol"]) and m["symbol"].lower() not in _POINTING):
        return None
    named = (_IN_DREAMS.sub("", m["symbol"]) or m["symbol"]).strip()
    if named.lower() in _POINTING:
        found = _MEANING_ASKED.search(asked)
        if found is None:
            return None
        named = found["symbol"]
    if named.lower().split()[0] in ("i", "you", "he", "she", "we"):
        return None
    return _valid(
        "save_symbol_meaning", {"symbol": _symbol_named(named), "meaning": m["meaning"].strip()}
    )


class WriteIntent(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    args: dict[str, object]


def _valid(name: str, args: Mapping[str, object]) -> WriteIntent | None:
    try:
        checked = validate(name, args)
    except ToolArgumentError:
        return None
    args = {k: v for k, v in msgspec.to_builtins(checked).items() if v is not None}
    return WriteIntent(name=name, args=args)


# "no wait, keep it": words that hold no fact to keep
_NO_FACT = re.compile(
    r"\W*(?:(?:no|nope|wait|ok|okay|yes|yeah|actually|hmm|oh|um|please|so|well|sorry|hold\s+on)\W*)+",
    re.IGNORECASE,
)
_POINTER = re.compile(r"(?:this|that|it|these|those|the\s+(?:answer|result|results|one))\b", re.I)


# Where a message may hold two requests: a sentence's end, a comma, a dash, or "and" before the
# second; and the words that may open the second ("Also, show me…").
_CUT = re.compile(r"(?<=[.!?;])\s+|\s*,\s*|\s+-+\s+|\s+(?=and\b)", re.IGNORECASE)
GOES_ON = re.compile(r"^\W*(?:(?:and|also|oh|so|btw|by\s+the\s+way|plus|then)\b[\s,]*)+", re.I)
# A request cut off by a comma or "and" alone is about them or their journal ("…, and show me my
# dreams"); "remember that I dream of water and find it calming" keeps one fact.
_OF_THEIRS = re.compile(r"\b(?:me|my|mine|i|dreams?|nightmares?|journal)\b", re.IGNORECASE)


def _fact_asked_to_keep(part: str) -> str | None:
    """The fact ``part`` asks in so many words to be kept ("remember that my cat is Io", "my cat
    is Io, remember that"), or None: a question, a pointer ("remember the answer") or a few
    words that hold no fact."""
    if asks(part) and not _POLITE_REMEMBER.match(_remember_typo(part)):
        return None
    match = _REMEMBER.match(_remember_typo(part)) or _REMEMBER_AFTER.match(without_aside(part))
    fact = _as_fact(match["fact"]) if match else ""
    if (
        len(fact.split()) < 3
        or _RECALL.match(fact)
        or _POINTER.match(fact)
        or _NO_FACT.fullmatch(fact)
    ):
        return None
    return fact


def _as_fact(said: str) -> str:
    """The fact to keep of what a request to remember said: its words, a laugh after them left
    out ("can you remember that i'm allergic to cats? lol ironic"), and a thing to do said as
    theirs ("help me remember to tell my therapist about this": "I want to tell my therapist
    about this")."""
    fact = without_aside(said.strip())
    return f"I want {fact}" if re.match(r"to\s+\w", fact, re.IGNORECASE) else fact


def asks_to_keep_a_fact(message: str) -> bool:
    """Whether ``message`` asks, as a question, for a fact to be kept ("can you remember that I
    hate spiders?", "can you save a meaning for dog, loyalty and home"): the question is the
    keeping, no read of what was kept before."""
    return (
        _POLITE_REMEMBER.match(_remember_typo(message)) is not None
        or _SAVE_MEANING.match(message) is not None
    )


def fact_beside_request(message: str) -> tuple[str, str] | None:
    """(the fact to keep, what else is asked) when ``message`` asks for a fact to be kept and
    asks or asks for something else, in either order ("Remember that I started a new job on
    Monday. Also, what did I dream last night?", "my partner is Lee, remember that. also show me
    my last dream"), or None."""
    for cut in _CUT.finditer(message):
        left, right = message[: cut.start()].strip(), message[cut.end() :].strip()
        whole_sentence = left[-1:] in (".", "!", "?", ";")
        for keep, other in ((left, right), (right, left)):
            fact = _fact_asked_to_keep(keep)
            asked = GOES_ON.sub("", other).strip()
            if (
                fact is not None
                and asked
                and requests(asked)
                # ("what do airports mean, and can you save that they mean transition for me")
                and (whole_sentence or _OF_THEIRS.search(asked) or _MEANING_ASKED.search(asked))
            ):
                return fact, asked
    return None


def telling_again(
    earlier: Sequence[str], text: str, today: date | None = None
) -> WriteIntent | None:
    """The ``save_dream`` call for the dream that keeps coming back, told again a few messages
    after it was named (``recurring_told_again``), or None."""
    args = recurring_told_again(earlier, text, today or date.today())
    return None if args is None else _valid("save_dream", args)


def told_before_waking_up(
    previous: str, text: str, today: date | None = None
) -> WriteIntent | None:
    """The ``save_dream`` call when ``text`` wakes from the scene ``previous`` told ("i was being
    chased…" / "i woke up sweating"), or None."""
    args = told_before_waking(previous, text, today or date.today())
    return None if args is None else _valid("save_dream", args)


def continued_telling(previous: str, text: str, today: date | None = None) -> WriteIntent | None:
    """The ``save_dream`` call for a dream told in ``text`` after ``previous`` announced it ("I
    had the strangest dream" / "I was in a library and all the books were blank"), or None."""
    args = continued_dream(previous, text, today or date.today())
    return None if args is None else _valid("save_dream", args)


# Whose "her" or "his" a fact means, from the people of theirs the conversation named last
_HERS = (
    r"grandma|grandmother|granny|nana|mom|mum|mother|mommy|mama|sister|aunt|auntie|daughter|wife|"
    r"girlfriend|gf|fianc[eé]e|niece|stepmom|stepmother"
)
_HIS = (
    r"grandpa|grandfather|granddad|dad|father|daddy|papa|brother|uncle|son|husband|boyfriend|"
    r"bf|fianc[eé]|nephew|stepdad|stepfather"
)
_EITHER = (
    r"(?:best\s+)?friend|cousin|partner|boss|teacher|therapist|dog|cat|pet|neighbou?r|roommate|"
    # ("my ex showed up in my dream again" / "show me all my dreams about her": probed, the
    # latest dreams listed)
    r"coworker|colleague|grandparent|parent|child|kid|baby|ex|manager|crush"
)
_PRONOUN_FIRST = re.compile(r"^(?P<pronoun>her|his|she|he)(?='s\b|\b)", re.IGNORECASE)
_SHE = {"her": "she", "his": "he", "him": "he"}
# ("whats my sisters name and when did i last dream about her": probed, "her" unread) a
# possessive typed without its apostrophe, before what is theirs
_WHOSE_UNMARKED = (
    r"(?:s(?=\s+(?:name|age|birthday|house|home|place|husband|wife|partner|kids?|children|dog|cat|"
    r"job|number|phone|wedding|funeral)\b))?"
)
_THEIR_PERSON = {
    "she": re.compile(
        rf"\b(?P<my>my)\s+(?P<who>{_HERS}|{_EITHER}){_WHOSE_UNMARKED}\b", re.IGNORECASE
    ),
    "he": re.compile(
        rf"\b(?P<my>my)\s+(?P<who>{_HIS}|{_EITHER}){_WHOSE_UNMARKED}\b", re.IGNORECASE
    ),
}
# someone named as whose ("whats io's age again"), not a word that ends in "'s" ("it's")
_NAMED_AS_WHOSE = re.compile(
    r"\b(?!(?:it|that|what|who|where|when|how|there|here|she|he|let|this|everyone|someone|"
    r"nobody|somebody|today|tomorrow|yesterday|night|mom|mum|dad)'s\b)(?P<who>[a-z]{2,})'s\b",
    re.IGNORECASE,
)


_ASKED_ABOUT_BY_NAME = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|hey)\W+)*(?:what\s+do\s+you\s+(?:know|remember)\s+about|tell\s+me\s+about|"
    r"do\s+you\s+(?:know|remember)|who\s+is|who'?s)\s+(?P<who>[a-z]{2,})\s*[?.!]*$",
    re.IGNORECASE,
)
_NOT_A_NAME = frozenset(
    "me you it that this them dreams dream nightmares journal yourself myself everything anything".split()
)


def opens_with_a_pronoun(fact: str) -> bool:
    """Whether ``fact`` opens with "her", "his", "she" or "he" ("she's 12 now")."""
    return _PRONOUN_FIRST.match(fact) is not None


def fact_of_theirs(fact: str, earlier: Sequence[str]) -> str:
    """``fact`` with its opening "her", "his", "she" or "he" said as whom it is of: the person
    of theirs the conversation's last messages (``earlier``, the latest first) named last ("my
    grandma used to take me to the library" / "can you remember her name was rosa": "my
    grandma's name was rosa"; "whats io's age again" / "remember she turns 6 in march": "io
    turns 6 in march"). Measured: "her name was rosa" was not kept, and kept, a fact would say
    nothing of whose. Unchanged when no such person was named."""
    first = _PRONOUN_FIRST.match(fact)
    if first is None:
        return fact
    pronoun = first["pronoun"].lower()
    who = person_meant(pronoun, earlier[:2])
    if who is None:
        return fact
    whose = "'s" if pronoun in ("her", "his") else ""  # "her name": "my grandma's name"
    return f"{who}{whose}{fact[first.end() :]}"


def person_meant(pronoun: str, earlier: Sequence[str]) -> str | None:
    """Whom "she", "her", "he", "him" or "his" stands for: the person of theirs the messages
    ``earlier`` (the latest first) named last, the latest message that names one first ("my
    grandma", "io"); None when none does."""
    said = pronoun.lower()
    person = _THEIR_PERSON[_SHE.get(said, said)]
    for message in earlier:
        named = [*person.finditer(message), *_NAMED_AS_WHOSE.finditer(message)]
        # (someone asked about by name: "what do you know about lea" / "how old is she"; probed,
        # every memory listed, a daughter's age among them)
        asked = _ASKED_ABOUT_BY_NAME.match(message.strip())
        if asked is not None and asked["who"].lower() not in STOPWORDS | _NOT_A_NAME:
            named.append(asked)
        if named:
            last = max(named, key=lambda m: m.start())
            who = re.sub(r"\s+", " ", last["who"]).lower()
            return f"my {who}" if last.groupdict().get("my") else who
    return None


_ASKED_OF_IT_WORDS = 6
_IS_IT_ASKED = re.compile(
    r"^\W*(?:(?:but|and|so|lol|hmm+)\W+)*(?:is|isn'?t|isnt|was|wasn'?t)\s+(?:that|it|this)\b",
    re.IGNORECASE,
)
_OF_SOMEONE = re.compile(
    r"^\W*(?:(?:and|then|so)\W+)?(?:he|she|they)\s+(?:was|were)\b", re.IGNORECASE
)
# "i could smell the soup": what they sensed in it (past the loss of the one in it, told between)
_SENSED_IN_IT = re.compile(
    r"^\W*(?:(?:and|then|so)\W+)?i\s+could\s+(?:still\s+)?(?:smell|hear|see|feel|taste)\b",
    re.IGNORECASE,
)
# "even my brother who lives abroad", after "i was on a beach with my whole family": someone more
# in it, said without a verb (probed: their memories of "brother" recalled)
_EVEN_THEM = re.compile(
    r"^\W*(?:and\s+)?(?:even|also|plus|including)\s+(?:my|our|his|her|their|the)\s+[^?]*$",
    re.IGNORECASE,
)
_EVEN_THEM_WORDS = 10
# "fire everywhere", "water all around me", after "i dreamed the world was ending" (probed: not
# added; the 1.5B's "You're describing an intense and chaotic environment.")
_ALL_AROUND = re.compile(
    r"^\W*(?:and\s+|just\s+)?[a-z]+(?:\s+[a-z]+)?\s+(?:everywhere|all\s+around(?:\s+(?:me|us))?|"
    r"all\s+over(?:\s+the\s+(?:place|floor|walls|sky|street|house))?)"
    # (and what else there was: "soldiers everywhere, explosions", after "i dreamt i was in a war";
    # probed, the 1.5B's "Soldiers are everywhere, and explosions are causing chaos.", not added)
    r"(?:\s*,\s*(?:and\s+)?[a-z]+(?:\s+[a-z]+)?){0,3}\s*[.!…]*\s*$",
    re.IGNORECASE,
)
_DESCRIBES_IT = re.compile(
    r"^\W*(?:(?:oh|and|also|btw)\W+)*(?:it|there|the\s+\w+)\s+(?:had|was|were|looked|smelled|felt|seemed)\b",
    re.IGNORECASE,
)


def names_more_in_it(text: str) -> bool:
    """Whether ``text`` names someone or something more in the dream told just before, without a
    verb ("even my brother who lives abroad")."""
    return (
        (
            _EVEN_THEM.match(text) is not None
            or _ALL_AROUND.match(text) is not None
            or _FIGURE_DESCRIBED.match(text.strip()) is not None
        )
        and len(text.split()) <= _EVEN_THEM_WORDS
        and not requests(text)
        and not starts_as_question(text)
    )


# someone in the dream just told, described in a few words: "a woman with red hair", "an old man
# in a long coat", "some kid wearing a mask" (probed, after "i dreamt about someone i dont know":
# searched for, and "she kept calling my name" then added to no dream)
_FIGURE_DESCRIBED = re.compile(
    r"^\W*(?:(?:it\s+was|just|like|um+|uh+)\W+)*(?:a|an|some|this)\s+(?:(?:very\s+)?[a-z]+\s+){0,2}(?:man|woman|guy|girl|boy|kid|"
    r"child|person|stranger|lady|figure|creature|dog|cat|animal|soldier|doctor|nurse|teacher|old\s+man|old\s+woman)\s+"
    r"(?:with|in|wearing|holding|carrying|named|called|without)\s+[a-z][a-z' ]{1,40}[.!]*$",
    re.IGNORECASE,
)


# "she was my cat", "he was my best friend", after a dream of their death (probed: added to the
# dream)
_WAS_THEIRS = re.compile(
    r"^\W*(?:(?:oh|and|well|um+|sorry|yeah)\W+)*(?:she|he|they|it)\s+(?:was|were)\s+(?:my|our)\s+(?:\w+\s+)?\w+\s*[.!]*\s*$",
    re.IGNORECASE,
)


def told_further(
    text: str, earlier: Sequence[str], today: date | None = None
) -> WriteIntent | None:
    """The ``continue_dream`` call for more of a dream told just before ("then the tide came in and
    washed everything away"; "i woke up sad after that", its mood too), or None. ``earlier``: the
    conversation's last messages, the latest first. It goes on with the one before it when that
    told a dream or more of one; past a question in between only when it says it goes on ("then
    …", "and …", "also …"). Which dream, and whether one was told at all, is the journal's to say
    (it keeps the one the conversation told)."""
    day = today or date.today()
    if earlier and _WAS_THEIRS.match(text) and dreamt_a_death_of_theirs(earlier[0]):
        return None  # (who the one who died in it was to them: their life, not more of it)
    if likened_to(text) is not None:
        return None  # (an earlier dream it is like: "like the kitchen one i had before")
    if (later := later_dream_told(text, earlier, day)) is not None:
        # (a later one of the dreams announced: a dream of its own)
        return _valid("save_dream", later)
    if names_a_later_one(text, earlier):
        return None  # (of the other dream, untold: "the other one was really scary")
    even = names_more_in_it(text)
    if tells_a_dream(text, day) or not (goes_on_with_a_telling(text) or even):
        return None

    def tells(message: str) -> bool:
        # (its meaning asked first: "can you help me interpret this: i was in a maze…" / "i was
        # so tired of running", probed, not added)
        return (
            tells_of_a_dream(message)
            or goes_on_with_a_telling(message)
            or asked_then_told(message) is not None
            # (who else was in it, added: "a woman with red hair" / "she kept calling my name")
            or names_more_in_it(message)
        )

    latest = earlier[:1]
    # (past a short question asked of it, what it held: "is that weird" / "it had a garden with
    # huge sunflowers", probed, not added, and the sunflowers then found in no dream)
    # (a question of what it is, "is that weird"; not a meaning looked up, "what do sandcastles
    # mean", after which a scene alone may be anything)
    asked_of_it = (
        bool(earlier)
        and _IS_IT_ASKED.match(earlier[0]) is not None
        and len(earlier[0].split()) <= _ASKED_OF_IT_WORDS
    )
    # (past who the one in it was, lost: "i had a dream about my grandpa last night" / "he died
    # 3 years ago" / "he was just sitting in his old chair smiling at me", probed, not added)
    loss_between = (
        bool(earlier)
        and tells_a_loss(earlier[0])
        and not asks(earlier[0])
        and len(earlier[0].split()) <= _ASKED_OF_IT_WORDS + 2
        and (_OF_SOMEONE.match(text) is not None or _SENSED_IN_IT.match(text) is not None)
    )
    # (past the part of it they wished they remembered, come back: "i wish i could remember what
    # he said" / "oh wait, he said i should plant more roses"; Sandman's line asks for it)
    recalled = bool(earlier) and part_forgotten(earlier[0])
    if even and not any(map(tells, latest)):
        return None
    if not any(map(tells, latest)) and not (
        (goes_on(text) or (asked_of_it and _DESCRIBES_IT.match(text)) or loss_between or recalled)
        and any(map(tells, earlier[:3]))
    ):
        return None
    # ("i had a weird dream but i dont want to save it" / "it was about my boss": probed, added)
    if any(not_wanted(m) for m in earlier[:3] if tells(m)):
        return None
    # (a question asked of it after it is not more of the dream: probed, "and my cat was with
    # me, is that important" added whole)
    args = {"text": without_trailing_question(text.strip())[:4000]}
    if (mood := told_mood(text)) is not None:
        args["mood"] = mood
    return _valid("continue_dream", args)


# "the one with the teeth", "the teeth one", "the falling dream": which dream came again, named
# right after "i had the dream again"
_THE_ONE_NAMED = re.compile(
    r"^\W*(?:(?:the|that|my)\s+(?:one|dream|nightmare)\s+(?:with|about|where|of)\s+\S.{0,80}"
    r"|(?:the|that|my)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:one|dream|nightmare))\s*[.!]*\s*$",
    re.IGNORECASE,
)
# ... after "i had the dream again", "had that nightmare again"
_HAD_IT_AGAIN = re.compile(
    r"^\W*(?:(?:ugh+|so|ok(?:ay)?|well|omg|and)\W+)*(?:i\s+)?(?:just\s+)?(?:had|got|have)\s+(?:the|that|my)\s+"
    r"(?:same\s+|old\s+|usual\s+)?(?:dream|nightmare|one)\s+again\b",
    re.IGNORECASE,
)
_BARE_AGAIN_WORDS = 6  # a dream told again in so few words tells nothing of it yet


def names_the_one(text: str) -> bool:
    """Whether ``text`` names a dream by what it held ("the one with the teeth", "the falling
    one"): ``named_again`` reads the last message only then."""
    return _THE_ONE_NAMED.match(text.strip()) is not None


def named_again(text: str, last: str) -> WriteIntent | None:
    """The ``continue_dream`` call when ``text`` names which dream came again, right after
    ``last`` told it came with nothing of it ("i had the dream again" / "the one with the teeth":
    probed, that dream shown, and the one kept said only "i had the dream again"); else None."""
    if not names_the_one(text) or not (tells_recurring(last) or _HAD_IT_AGAIN.match(last)):
        return None
    if len(re.findall(r"\w+", last)) > _BARE_AGAIN_WORDS:
        return None
    return _valid("continue_dream", {"text": text.strip()[:4000]})


# "can you just save that i had one", after "i had a nightmare" / "i dont want to talk about it";
# "log that i had a bad dream last night" (probed: "I'm not sure what to say to that")
_HAD_ONE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|but|and)\W+)*(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:just\s+)?"
    r"(?:save|log|note(?:\s+down)?|record|write\s+down|keep|put\s+down)\s+(?:that|the\s+fact\s+that)\s+i\s+had\s+"
    r"(?P<what>one|a\s+bad\s+one|an?\s+(?:bad\s+|weird\s+|good\s+|scary\s+)?(?:nightmare|dream))"
    r"(?P<when>\s+(?:last\s+ni(?:ght|te)|tonight|this\s+morning|yesterday))?(?:\s+(?:please|pls|tho|though))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_to_save_having_one(text: str) -> bool:
    """Whether ``text`` asks only that a dream or nightmare they had be kept, untold ("can you
    just save that i had one"): ``had_one_saved`` reads the last messages only then."""
    return _HAD_ONE.match(text.strip()) is not None


def had_one_saved(text: str, said: Sequence[str], today: date | None = None) -> WriteIntent | None:
    """The ``save_dream`` call that keeps a dream or nightmare untold, when ``text`` asks for it:
    in the words of the message of ``said`` (their last, the latest first) that announced it
    when ``text`` says "one", else in ``text``'s; a nightmare's mood with it. None otherwise."""
    m = _HAD_ONE.match(text.strip())
    if m is None:
        return None
    day = today or date.today()
    what = m["what"].lower()
    told = f"i had {what}{m['when'] or ''}"
    if what in ("one", "a bad one"):
        announced = next((t for t in said[:3] if announces_dream(t)), None)
        if announced is None:
            return None
        told = without_trailing_question(announced.strip())
    args: dict[str, str] = {"text": told[:4000]}
    if (when := dream_date(mend_typos(told), day)) is not None:
        args["date"] = when.isoformat()
    if re.search(r"\b(?:nightmare|bad\s+(?:dream|one)|scary)\b", f"{told} {what}", re.IGNORECASE):
        args["mood"] = "nightmare"
    return _valid("save_dream", args)


# "i had that last nite", "i dreamt of one last night", after a dream's meaning was asked ("wats
# the meaning of dreaming about ur teeth falling out"): that dream, had (probed: not saved, and
# "save it pls" then "Nothing was saved or changed just before this."; or saved as "i drempt of one
# last night", the thing it stood for lost)
_HAD_THAT = re.compile(
    r"^\W*(?:(?:oh|and|lol|omg|well|so|actually)\W+)*(?:i|i'?ve|ive|i\s+have)\s+(?:just\s+|actually\s+|also\s+)?"
    r"(?:had|dreamt|dreamed|drempt|dremt|dreamd)\s+(?:of\s+|about\s+)?"
    r"(?:that|this|it|one|that\s+one|the\s+same(?:\s+one|\s+thing)?|that\s+(?:dream|exact\s+dream)|one\s+like\s+that)"
    r"(?:\s+(?:last\s+ni(?:ght|te)|yesterday|this\s+morning|the\s+other\s+night|again|too|lol|once|before))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
_DREAM_ASKED_OF = re.compile(
    r"\b(?:dream(?:ing|s|t|ed)?|nightmares?)\s+(?:about|of|where|that)\s+(?P<what>[^?.!]{3,80}?)\s*[?.!]*\s*$"
    r"|\bwhat\s+(?:does|do|would)\s+(?:an?\s+|the\s+)?(?P<thing>[a-z][a-z' ]{1,40}?)\s+(?:mean|symboli[sz]e)\b",
    re.IGNORECASE,
)


def says_had_that(text: str) -> bool:
    """Whether ``text`` says they had the dream just talked of ("i had that last nite")."""
    return _HAD_THAT.match(text.strip()) is not None


def dream_of_the_asked(text: str, previous: str, today: date | None = None) -> WriteIntent | None:
    """The ``save_dream`` call for the dream ``text`` says they had ("i had that last nite"), in
    their words and in those of ``previous``, which asked what such a dream means ("…dreaming about
    ur teeth falling out"); None when ``previous`` asked of no dream."""
    if not says_had_that(text):
        return None
    m = _DREAM_ASKED_OF.search(previous.strip())
    if m is None:
        return None
    what = (m["what"] or m["thing"]).strip()
    told = f"{text.strip().rstrip('.!')}: {what}"
    args: dict[str, str] = {"text": told[:4000]}
    if (when := dream_date(mend_typos(text), today or date.today())) is not None:
        args["date"] = when.isoformat()
    return _valid("save_dream", args)


# "it felt so peaceful", "it was so weird": how the dream just told was, said after it
_HOW_IT_WAS = re.compile(
    r"^\W*(?:(?:and|but|so|honestly|lol)\W+)*(?:it|that|the\s+(?:dream|whole\s+thing))\s+"
    r"(?:felt|was|seemed|looked)\b(?![^?]*\?)",
    re.IGNORECASE,
)


def saved_from_before(
    previous: str, text: str, today: date | None = None, *, earlier: str = ""
) -> WriteIntent | None:
    """The ``save_dream`` call for the dream told in ``previous`` when ``text`` asks to save it
    ("I'm kind of sad today, my dog died last month and I dreamed about him" / "can you save that
    dream?": measured, "Yes, I can save that dream." and nothing saved), or None. ``previous``
    may be the telling of a dream ``earlier`` announced ("I just woke up from a nightmare" / "it
    was about a man at the foot of my bed" / "save this one as scary"). A mood or a title asked
    with it ("as scary") is the dream's. Their words are saved as they told them; a dream already
    saved is not saved twice (the journal's: it takes a mood it had none of)."""
    day = today or date.today()
    asked = save_that_asked(text)
    if asked is None:
        return None
    # ("write that down" after a scene told with no dream word: measured, nothing saved)
    if tells_a_dream(previous, day) or tells_a_scene(previous):
        args = told_dream(previous, day) or maybe_told(previous, day)
        if args is None:
            args = {"text": previous.strip()[:4000]}
            when = dream_date(previous, day)
            if when is not None:
                args["date"] = when.isoformat()
    else:
        args = continued_dream(earlier, previous, day) if earlier else None
        if (
            args is None
            and earlier
            # (a mood given: ``mood_of_that``; a title is the save's)
            and not (asked["mood"] or mood_named((asked["name"] or "").strip()))
            and tells_a_dream(earlier, day)
            and _HOW_IT_WAS.match(previous)
        ):
            # (more of it told after it: "i dreamed i could breathe underwater" / "it felt so
            # peaceful" / "save it": probed, nothing said of the save; the journal has it, with
            # what came after, and says so)
            args = told_dream(earlier, day) or maybe_told(earlier, day)
        if args is None:
            return None
    name = (asked["name"] or "").strip()
    # ("dreamt i fell off a cliff. save it as a nightmare": probed, titled "a nightmare")
    mood = (asked["mood"] or mood_named(name) or "").lower()
    if mood:
        args["mood"] = mood
    elif name:
        args["title"] = name
    return _valid("save_dream", args)


def each_told(intent: WriteIntent) -> list[WriteIntent]:
    """``intent``, a dream saved, as each of the dreams its telling marks apart ("i had two dreams
    last night. in the first…, in the second…" / "save both": probed, the whole telling saved as a
    third dream beside the two kept from it), else ``[intent]``."""
    apart = told_apart(str(intent.args.get("text", ""))) if intent.name == "save_dream" else []
    if len(apart) < 2:
        return [intent]
    rest = {k: v for k, v in intent.args.items() if k not in ("text", "title")}
    return [i for i in (_valid("save_dream", {**rest, "text": t}) for t in apart) if i]


def mood_of_that(text: str) -> WriteIntent | None:
    """The mood ``text`` gives the dream talked about when it saves "that" as a kind of dream
    and no dream told just before is there to save ("dreamt i was late for a shift…" / "that
    was creepy" / "save that as a nightmare": probed, titled "a nightmare"), or None."""
    asked = save_that_asked(text)
    if asked is None:
        return None
    mood = asked["mood"] or mood_named((asked["name"] or "").strip())
    return _valid("edit_dream", {"dream": "previous", "mood": mood.lower()}) if mood else None


# "remember it", "please note that", "don't forget that": the fact of the last message
_KEEP_THAT = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|yes|yeah|please|pls|oh|also|actually|wait)\W+)*"
    r"(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?)?"
    r"(?:remember|note|keep|save|store|write|jot|don'?t\s+forget)\s+(?:that|it|this)"
    r"(?:\s+(?:down|in\s+mind|for\s+me|please|too|as\s+well|for\s+later))*\W*$",
    re.IGNORECASE,
)
_MIN_FACT_WORDS = 3


def kept_from_before(
    previous: str, text: str, today: date | None = None, *, earlier: str = ""
) -> WriteIntent | None:
    """The ``remember`` call for the fact ``previous`` told when ``text`` asks to keep it ("my
    manager is called Priya" / "remember it": measured, "it" was kept as the fact), or None: a
    question, a request, a dream (``saved_from_before``), more of the dream ``earlier`` told or
    a few words are no fact."""
    if not _KEEP_THAT.match(text):
        return None
    if earlier and goes_on_with_a_telling(previous) and tells_of_a_dream(earlier):
        # ("i dreamt biscuit could talk" / "he told me he loved me lol" / "save it": probed, the
        # second kept as a fact about them; what was done with it is said instead)
        return None
    return _told_fact(without_aside(GOES_ON.sub("", previous.strip()).strip()), today)


def _told_fact(fact: str, today: date | None) -> WriteIntent | None:
    """The ``remember`` call for ``fact``, a fact told, or None: a question, a request, a dream
    or a few words are no fact."""
    if (
        len(fact.split()) < _MIN_FACT_WORDS
        or asks(fact)
        or requests(fact)
        or tells_a_dream(fact, today or date.today())
        # a night told ("i woke up shaking", more of a dream: probed, kept as a fact on "can you
        # save that")
        or _A_NIGHT_TOLD.search(fact)
        # ... nor what the thing talked about was like ("it was so real i could smell it", after
        # a dream of their grandma's kitchen and her death: probed, kept as a fact on "can you
        # save it")
        or _WHAT_IT_WAS_LIKE.match(fact)
        # (a lasting fact, only offered when told alone, is kept when asked)
        or any(i.name != "offer_memory" for i in write_intents(fact, today))
    ):
        return None
    return _valid("remember", {"fact": fact})


_WHAT_IT_WAS_LIKE = re.compile(
    # (not "it's my birthday on may 3", a fact: what it was, felt or seemed like)
    r"^\W*(?:(?:and|but|so|honestly|like)\W+)*(?:it|that|this|everything)\s+(?:was|felt|seemed|looked|"
    r"sounded|smelled|smelt|tasted)\b",
    re.IGNORECASE,
)
_A_NIGHT_TOLD = re.compile(
    r"\b(?:woke\s+up|dreamt|dreamed|dreaming|nightmares?|last\s+night|in\s+my\s+sleep)\b",
    re.IGNORECASE,
)


# "and i work night shifts at the hospital" after "remember that my cat is called miso": one more
# fact of theirs, added to the one they asked to keep (probed: "Remember that your cat is called
# miso and that you love her.", nothing kept)
_ADDS_A_FACT = re.compile(
    # ("and that my therapist is called dr li", after "remember that i started therapy": probed,
    # not kept)
    r"^\W*(?:and|also|plus|oh\s+and|and\s+also)\W+(?:that\s+)?"
    r"(?P<fact>(?:i|i'?m|im|i'?ve|my|(?P<pronoun>he|she)(?P<is>'?s)?)\b.+)$",
    re.IGNORECASE | re.DOTALL,
)
# whom a fact kept is about: "my brother" of "my brother is called tom", "Io" of "i have a cat
# called io" (a name given wins over "my …" only when there is no "my …" before the verb)
_FACT_ABOUT = re.compile(
    r"^(?:(?P<my>my\s+(?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:is|was|'s|has|lives|works|called|named)\b|"
    r".*?\b(?:called|named)\s+(?P<name>[A-Za-z]+)\b)",
    re.IGNORECASE,
)


def kept_further(previous: str, text: str, today: date | None = None) -> WriteIntent | None:
    """The ``remember`` call for the fact ``text`` adds ("and …", "also …") when ``previous``
    asked to keep one, or None: a question, a request, a dream or a few words are no fact."""
    added = _ADDS_A_FACT.match(text.strip())
    if added is None:
        return None
    kept = [i for i in write_intents(previous, today) if i.name == "remember"]
    if not kept:
        return None
    fact = without_aside(added["fact"].strip())
    if added["pronoun"]:
        # ("remember that my brother is called tom" / "and that he lives in lisbon": probed,
        # nothing kept) "he" is whom the fact before was about; a "he" of no one named is no fact
        about = _FACT_ABOUT.match(str(kept[-1].args["fact"]))
        if about is None:
            return None
        who = about["my"] or about["name"]
        rest = (
            fact[added.end("is") - added.start("fact") :]
            if added["is"]
            else fact[len(added["pronoun"]) :]
        )
        fact = f"{who}{' is' if added['is'] else ''}{rest}"
    return _told_fact(fact, today)


# "forget that" after a fact was kept or one was shown (measured: after "when did i start my new
# job", the model asked "When did you start your new job?", and the "yes" after it confirmed
# nothing); "forget it" alone, with no fact before it, is "never mind".
_FORGET_THAT = re.compile(
    r"^\W*(?:(?:ok|okay|actually|please|pls|no|wait|hmm+|oh)\W+)*(?:forget|delete|remove|erase|scratch)\s+"
    r"(?:that|it|this)(?:\s+(?:one|fact|memory|too))?(?:\s+(?:please|pls))?\W*$",
    re.IGNORECASE,
)
# the journal's words for a fact it kept, and for the facts it showed (``sandman.storage``)
_KEPT_LINE = re.compile(r"^Remembered: (?P<fact>.+)$", re.MULTILINE)
_SHOWN_FACTS = re.compile(
    r"^What you asked me to remember[^\n]*:\n(?P<facts>(?:- .+\n?)+)", re.MULTILINE
)


def asks_to_forget_that(text: str) -> bool:
    """Whether ``text`` asks to forget "that" ("forget that", "ok delete it please")."""
    return _FORGET_THAT.match(text) is not None


def forgotten_from_before(previous: str, reply: str, text: str) -> WriteIntent | None:
    """The ``forget`` call for the one fact the last exchange kept or showed when ``text`` asks to
    forget "that" ("remember that i started a new job in November" / "forget that"), or None."""
    if not asks_to_forget_that(text):
        return None
    kept = [i for i in write_intents(previous) if i.name == "remember"]
    facts = [str(i.args["fact"]) for i in kept] or [m["fact"] for m in _KEPT_LINE.finditer(reply)]
    if not facts and (m := _SHOWN_FACTS.search(reply)) is not None:
        facts = [line[2:].strip() for line in m["facts"].splitlines() if line.startswith("- ")]
    return _valid("forget", {"memory": facts[0]}) if len(facts) == 1 else None


# "please dont save it", "i didnt want that saved", right after a dream was saved: the dream
# just saved is to be deleted (probed: "I understand.", and the dream stayed)
_UNSAVE = re.compile(
    r"^\W*(?:(?:no+|nah+|nope|naw|wait|oh|oops|hey|but|um+|actually|sorry)\W+)*(?:please\s+|pls\s+|plz\s+)?(?:"
    r"(?:do\s*n[o']?t|do\s+not|dont|pls\s+dont)\s+(?:save|keep|log|record|store|write\s+down)\s+(?:it|that|this|that\s+one|this\s+one|"
    r"(?:the|that|this|my)\s+dream)"
    r"|i\s+(?:didn'?t|did\s+not|don'?t|do\s+not)\s+want\s+(?:you\s+to\s+(?:save|keep)\s+)?(?:it|that|this)(?:\s+(?:saved|kept|logged))?"
    r"|(?:unsave|undo)\s+(?:it|that|this|the\s+save)"
    r")(?:\s+(?:please|pls|plz|then|after\s+all|actually|i\s+said|lol|haha+))*\W*$",
    re.IGNORECASE,
)
_JUST_SAVED = re.compile(r"\bSaved your dream as #(\d+)\b")


def unsaved_from_before(replies: Sequence[str], text: str) -> WriteIntent | None:
    """The ``delete_dream`` call for the dream the latest of ``replies`` (the last few, newest
    first) that saved one saved, when ``text`` says not to save it ("please dont save it"; "nah
    dont save it" after a question between: probed, "I understand.", the dream kept), or None."""
    if not asks_not_to_save(text):
        return None
    m = next((m for r in replies if (m := _JUST_SAVED.search(r)) is not None), None)
    return _valid("delete_dream", {"dream": m[1]}) if m else None


# "no, to hopeful", "actually make it green bracelet", "scared instead", right after a change of a
# dream's title or mood was proposed (probed: "I understand. I'm here to listen…", and the "yes"
# after it confirmed nothing): the same change, to what they say now
_AMENDS = re.compile(
    r"^\W*(?P<cue>(?:(?:no|nah|nope|actually|wait|sorry|oops|oh|um+|hmm+|hold\s+on|on\s+second\s+thought)\W+)+)?"
    r"(?P<verb>(?:make|change|set|call|title|name|put)\s+(?:it|that|the\s+(?:title|mood|name))\s+)?(?:to\s+|as\s+)?"
    r"(?P<value>[a-z0-9][a-z0-9' -]{0,58}?)(?P<instead>\s+instead)?(?:\s+(?:please|pls|then))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_PROPOSED_EDIT = re.compile(
    r"Shall I change dream #(?P<id>\d+) \(.*?\): (?P<field>title|mood) to \"?(?P<old>[^\"?]*?)\"?\? "
    r"Nothing changes until you say yes\."
)


# "and make the mood peaceful", "also set the title to lighthouse", right after a change of the
# other field was proposed (probed: nothing changed, and the 1.5B's "You can change the title of
# your last dream to the lighthouse."): the change proposed, with this one too
_ADDS_TO_CHANGE = re.compile(
    r"^\W*(?:(?:and|also|plus|oh|ok(?:ay)?|then)\W+)+(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?"
    r"(?:make|set|change|put|give)\s+(?:the|its|it\s+a|it)\s+(?P<field>mood|title|name)\s+(?:to\s+|as\s+)?"
    r"(?P<value>[a-z0-9][a-z0-9' -]{0,58}?)(?:\s+(?:please|pls|too|as\s+well))?\s*[.!]*\s*$",
    re.IGNORECASE,
)


def may_amend(text: str) -> bool:
    """Whether ``text`` could amend a change just proposed ("no, to hopeful"): ``amended_change``
    reads the last reply only then."""
    m = _AMENDS.match(text.strip())
    return (m is not None and bool(m["cue"] or m["verb"] or m["instead"])) or bool(
        _ADDS_TO_CHANGE.match(text.strip())
    )


# The journal's question when a change could mean several dreams ("Which dream do you mean? #6 (27
# October 2026, …); #5 (…). Tell me its number…"), and an answer to it: "6", "#6", "dream 6",
# "the second one" (probed: "6" after it got the 1.5B's "You're looking for a friend.")
_WHICH_ASKED = re.compile(
    re.escape(WHICH_ASKED.split("{options}")[0])
    + r"(?P<options>.+?)"
    + re.escape(WHICH_ASKED.split("{options}")[1].split(",")[0])
)
_OPTION_ID = re.compile(r"#(\d+) \(")
_CHOSEN = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|yes|yeah|um+|uh+|oh|no|nope|wait|sorry|oops|hmm+)\W+)*"
    # ("no wait not everything, just the teeth dream", after "delete everything" was asked which:
    # probed, "wait" looked up)
    r"(?:not\s+(?:everything|all(?:\s+of\s+them)?|all\s+my\s+dreams|them\s+all)\W+)?"
    r"(?:(?:that\s+would\s+be|it'?s|its|i\s+mean(?:t)?|just|only)\s+)*"
    r"(?:(?:(?:dream|number|no\.?|entry)\s*)?#?(?P<id>\d{1,6})"
    r"|(?:the\s+)?(?P<nth>first|second|third|1st|2nd|3rd|last)(?:\s+(?:one|dream))?"
    r"|(?:the|my)\s+(?P<words>[a-z']+(?:\s+[a-z']+){0,2}?)\s+(?:dream|one|nightmare))"
    r"(?:\s+(?:please|pls|thanks))?\W*$",
    re.IGNORECASE,
)


# The journal's question of the date of a day of theirs ("I don't know when your birthday is. If
# you tell me the date…"), and the date given in a few words after it ("march 3rd")
_DAY_ASKED = re.compile(
    re.escape(THEIR_DAY_ASKED.split("{day}")[0])
    + r"(?P<day>[a-z ]+?)"
    + re.escape(THEIR_DAY_ASKED.split("{day}")[1].split(",")[0])
)
# (also after a question of a night: "what did i dream the night before my exam" / "it was oct
# 10", ``_refer.night_of_a_date``)
_DATE_GIVEN = re.compile(
    r"^\W*(?:(?:it'?s|its|it\s+is|oh|um+|hmm+|well|so|ok(?:ay)?|sure|yeah|i\s+think|maybe|probably|"
    r"mine\s+is|my\s+\w+\s+is|(?:it|that|this|the\s+\w+)\s+(?:was|would\s+(?:have\s+)?been)|that'?s|thats)\W+)*"
    r"(?:on\s+)?(?:the\s+)?(?P<when>[a-z0-9 ]{3,30}?)"
    r"(?:\s*,?\s*(?:i\s+think|maybe|probably|i\s+guess|or\s+so|i\s+believe))?\s*[.!]*\s*$",
    re.IGNORECASE,
)


def said_day(text: str) -> str | None:
    """The words of a day ``text`` gives on its own, in a few words ("its march 3rd", "it was
    oct 10 i think": "oct 10"), not yet read as one; None when it is more than that."""
    given = _DATE_GIVEN.match(text.strip())
    return None if given is None else given["when"].strip()


def _date_given(text: str) -> str | None:
    """The one date ``text`` gives in a few words ("its march 3rd": "march 3rd"), or None."""
    when = said_day(text)
    return None if when is None or len(calendar_days(when)) != 1 else when


def gives_a_date(text: str) -> bool:
    """Whether ``text`` is a date given in a few words ("march 3rd"): ``date_of_their_day``
    reads the last exchange only then."""
    return _date_given(text) is not None


def date_of_their_day(reply: str, text: str) -> WriteIntent | None:
    """The fact to keep when ``text`` gives the date the journal's ``reply`` asked of a day of
    theirs ("march 3rd", after "I don't know when your birthday is…": "My birthday is march
    3rd."), or None."""
    asked = _DAY_ASKED.search(reply)
    given = _date_given(text)
    if asked is None or given is None:
        return None
    return _valid("remember", {"fact": f"My {asked['day']} is {given}."})


def may_choose(text: str) -> bool:
    """Whether ``text`` could answer which dream a change meant ("6", "the second one"):
    ``chosen_of_which`` reads the last exchange only then."""
    return _CHOSEN.match(text.strip()) is not None


def chosen_of_which(asked: str, reply: str, text: str) -> WriteIntent | None:
    """The change the message ``asked`` requested, of the dream ``text`` chooses among those the
    journal's ``reply`` listed when it asked which one was meant; or None."""
    listed = _WHICH_ASKED.search(reply)
    chosen = _CHOSEN.match(text.strip())
    if listed is None or chosen is None:
        return None
    ids = _OPTION_ID.findall(listed["options"])
    if chosen["words"]:
        dream = chosen["words"]  # (the journal finds it by its words, among all)
    elif chosen["id"]:
        dream = chosen["id"]
    else:
        place = LIST_PLACES[chosen["nth"].lower()]
        if not ids or place >= len(ids):
            return None
        dream = ids[place]
    changes = [i for i in write_intents(asked) if i.name in ("delete_dream", "edit_dream")]
    if len(changes) != 1:
        return None
    return _valid(changes[0].name, {**changes[0].args, "dream": dream})


def amended_change(reply: str, text: str) -> WriteIntent | None:
    """The ``edit_dream`` call that makes the change the last reply proposed (one dream's title
    or mood) say what ``text`` says now ("no, to hopeful"), or None."""
    proposed = _PROPOSED_EDIT.search(reply.strip())
    added = _ADDS_TO_CHANGE.match(text.strip())
    if proposed is not None and added is not None:
        field = "title" if added["field"].lower() == "name" else added["field"].lower()
        if field != proposed["field"]:
            value = added["value"].strip()
            return _valid(
                "edit_dream",
                {
                    "dream": proposed["id"],
                    proposed["field"]: proposed["old"],
                    field: value.lower() if field == "mood" else value,
                },
            )
    m = _AMENDS.match(text.strip())
    if proposed is None or m is None or not (m["cue"] or m["verb"] or m["instead"]):
        return None
    value = m["value"].strip()
    words = value.split()
    # ("no, i want to talk about something else" is no new title)
    most = 3 if proposed["field"] == "mood" else 6
    if (
        _YES_OR_NO.match(value)
        or _NO_VALUE.match(value)
        or len(words) > most
        or value.lower() == proposed["old"].lower()
    ):
        return None
    if proposed["field"] == "mood":
        value = value.lower()
    return _valid("edit_dream", {"dream": proposed["id"], proposed["field"]: value})


_NO_VALUE = re.compile(
    r"^(?:i|i'?m|im|you|u|we|he|she|they|it'?s|its|what|whats|why|how|when|where|who|which|can|could|"
    r"would|do|did|does|is|are|was|please|just|that'?s|thats|let'?s|lets|not|don'?t|dont)\b",
    re.IGNORECASE,
)
_YES_OR_NO = re.compile(
    r"^(?:yes|yeah|yep|no|nope|nah|ok(?:ay)?|sure|thanks?|never\s*mind|cancel|it|that|this|keep\s+it)$",
    re.IGNORECASE,
)


# "actually its dr li", "no, her name is mia", right after one kept fact was shown or kept
# ("my therapist is called dr lee": probed, "You can call Dr. Li for help with your therapy.",
# nothing changed): the fact with its name as they say it now
_CORRECTS_NAME = re.compile(
    r"^\W*(?:(?:no|nope|nah|actually|wait|sorry|oops|oh|um+|hmm+|correction)\W+)+"
    r"(?:(?:it'?s\s+|its\s+)?(?:spelled|spelt)|it'?s|its|it\s+is|that'?s|thats|(?:his|her|their|the)\s+name'?s|(?:his|her|their|the)\s+name\s+is|"
    r"(?:he|she|they)'?s|(?:he|she|they)\s+(?:is|are)\s+called)\s+"
    r"(?P<name>[a-z][a-z.'-]*(?:\s+[a-z][a-z.'-]*){0,2}?)(?:\s*,?\s*not\s+[a-z .'-]+)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_ONE_FACT = re.compile(
    r"(?:^|\n)(?:Remembered: (?P<kept>[^\n]+)|What you asked me to remember[^\n]*:\n- (?P<shown>[^\n]+)"
    # ("actually her name is hannah", after "can you forget that my sister is named anna" was
    # proposed: probed, nothing changed) the fact proposed to forget
    r'|Shall I forget "(?P<proposed>[^\n]+?)"\? Nothing changes)'
    r"(?P<more>\n- )?"
)
_NAMED_AS = (
    re.compile(r"\b(?:called|named)\s+(?P<name>[^,;]+?)(?P<end>[.!]?)$", re.IGNORECASE),
    re.compile(r"\bis\s+(?P<name>[^,;]+?)(?P<end>[.!]?)$", re.IGNORECASE),
)
# ("actually its fine" names nobody)
_NO_NAME = re.compile(
    r"^(?:fine|ok(?:ay)?|alright|all\s+right|nothing|right|wrong|true|false|correct|good|bad|great|cool|"
    r"me|you|him|her|them|that|this|it|not|so|too|same|spelled|spelt|okay\s+now|fine\s+now)\b",
    re.IGNORECASE,
)


def may_correct(text: str) -> bool:
    """Whether ``text`` could correct the name in a fact just shown ("actually its dr li"):
    ``corrected_from_before`` reads the last reply only then."""
    return _CORRECTS_NAME.match(text.strip()) is not None


def corrected_from_before(reply: str, text: str) -> WriteIntent | None:
    """The ``update_memory`` call for the one kept fact the last reply showed or kept, its name
    as ``text`` says it now ("actually its dr li"), or None."""
    said = _CORRECTS_NAME.match(text.strip())
    shown = _ONE_FACT.search(reply)
    if said is None or shown is None or shown["more"]:
        return None
    fact = (shown["kept"] or shown["shown"] or shown["proposed"]).strip()
    named = next((m for p in _NAMED_AS if (m := p.search(fact)) is not None), None)
    if (
        named is None
        or _NO_NAME.match(said["name"])
        or named["name"].lower() == said["name"].lower()
    ):
        return None
    name = said["name"]
    if named["name"][:1].isupper() and name.islower():
        # ("actually her name is hannah", of "My sister's name is Anna.": a name as the fact had it)
        name = " ".join(w[:1].upper() + w[1:] for w in name.split())
    new = f"{fact[: named.start('name')]}{name}{named['end']}"
    return _valid("update_memory", {"fact": new})


# "when did she leave on the train", right after dreams were listed (probed: "I'm not sure what
# to say to that", and "She left on the train around 10 AM." held back): when it was dreamt, by
# the dream the question's words are in
_WHEN_IN_IT = re.compile(
    r"^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*when\s+(?:did|was|were|had|does)\s+"
    r"(?:i|we|she|he|they|it|that|my\s+[a-z]+|[a-z]+)\s+(?P<rest>[a-z][a-z' ]{2,60}?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_LISTED_DREAM = re.compile(r'^- [^\n]*?\d{4}, "(?P<title>[^"\n]+)"[^\n]*?: (?P<text>[^\n]+)$', re.M)


def may_ask_when(text: str) -> bool:
    """Whether ``text`` could ask when something of a dream just listed happened ("when did she
    leave on the train"): ``when_in_what_was_shown`` reads the last reply only then."""
    return _WHEN_IN_IT.match(text.strip()) is not None


def when_in_what_was_shown(reply: str, text: str) -> WriteIntent | None:
    """``show_dream`` for the one dream the last reply listed that holds every word ``text``
    asks when of ("leave", "train" in "…Anna was leaving on a train…"), or None: the dream, shown,
    says when it was dreamt."""
    asked = _WHEN_IN_IT.match(text.strip())
    if asked is None:
        return None
    words = {stem(w) for w in re.findall(r"[a-z']+", asked["rest"].lower()) if w not in STOPWORDS}
    if not words:
        return None

    def holds(dream: str) -> bool:
        return words <= {stem(w) for w in re.findall(r"[a-z']+", dream.lower())}

    found = [m["title"] for m in _LISTED_DREAM.finditer(reply) if holds(m["text"])]
    if len(found) != 1:
        return None
    return _valid("show_dream", {"dream": found[0]})


# "what should i call that dream", "give it a title", right after a dream was saved (probed: "I
# don't have good advice for that", the request read as one for advice): a title proposed, in
# their own words
_TITLE_ASKED = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|hmm+|and|also|hey)\W+)*(?:"
    r"what\s+(?:should|could|would|do\s+you\s+think)\s+(?:i|we)\s+(?:call|name|title)\s+(?:it|that|this)"
    r"(?:\s+(?:one|dream|nightmare))?"
    r"|what\s+(?:would|could|should|is|'s)\s+(?:be\s+)?a\s+good\s+(?:title|name)\s+for\s+(?:it|that|this)"
    r"(?:\s+(?:one|dream|nightmare))?"
    r"|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?(?:name|title)\s+(?:it|that|this)(?:\s+(?:one|dream))?"
    r"(?:\s+for\s+me)?"
    r"|(?:(?:can|could|would)\s+(?:you|u)\s+)?(?:please\s+)?(?:give|suggest)\s+(?:(?:it|that|this(?:\s+dream)?|me)\s+)?"
    r"a\s+(?:title|name)(?:\s+for\s+(?:it|that|this)(?:\s+(?:one|dream))?)?"
    r")\s*(?:please|pls)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_SAVED_AS = re.compile(r"(?:Saved your dream as|Added to your dream) #(?P<id>\d+)")
_TOLD_OPENING = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|um+|well|hey)\W+)*(?:last\s+night\s+|this\s+morning\s+)?"
    r"(?:i\s+(?:just\s+)?(?:dreamt|dreamed|dreampt|had\s+(?:a|this|the)\s+(?:\w+\s+)?(?:dream|nightmare))"
    r"(?:\s+(?:that|about|where|of|in\s+which))?\s+|(?:in\s+my\s+dream\s*,?\s*)"
    # ("it started on a train going through mountains": probed, titled "It started on a train going")
    r"|it\s+(?:all\s+)?(?:started|began|starts|begins)\s+(?:(?:on|in|at|with)\s+)?)?(?:i\s+was\s+|i'?m\s+|im\s+)?",
    re.IGNORECASE,
)
_TITLE_ENDS = re.compile(
    r"\s*(?:[,.;:!?]|\s(?:and|but|then|so|because|while|when|until|looking|trying|which|who)\b).*$",
    re.IGNORECASE | re.DOTALL,
)
_TITLE_WORDS = 7
_KEPT_LAST = frozenset({"me", "us", "him", "them", "you"})  # "A big black dog chasing me"


def asks_for_a_title(text: str) -> bool:
    """Whether ``text`` asks what to call the dream just told ("what should i call that dream"):
    ``title_for_the_last_dream`` reads the last exchange only then."""
    return _TITLE_ASKED.match(text.strip()) is not None


def title_for_the_last_dream(told: str, reply: str, text: str) -> WriteIntent | None:
    """The ``edit_dream`` call that titles the dream the last reply saved (or added to) with the
    opening words of its telling ``told`` ("i dreamt i was lost in a huge library looking for a
    book…" → "Lost in a huge library"), when ``text`` asks what to call it; else None. Their own
    words, proposed: a yes sets it, "no, call it …" another."""
    saved = _SAVED_AS.search(reply)
    if not asks_for_a_title(text) or saved is None:
        return None
    body = _TITLE_ENDS.sub("", _TOLD_OPENING.sub("", told.strip(), count=1))
    words = body.split()[:_TITLE_WORDS]
    while words and words[-1].lower() in STOPWORDS - _KEPT_LAST:
        words.pop()
    if not words or all(w.lower() in STOPWORDS for w in words):
        return None
    title = " ".join(words)
    return _valid("edit_dream", {"dream": saved["id"], "title": title[0].upper() + title[1:]})


def telling_that_saved(reply: str, exchanges: Sequence[tuple[str, str]]) -> tuple[str, str] | None:
    """Of ``exchanges`` (message and reply, oldest first), the one whose reply saved the dream
    ``reply`` added to ("Added to your dream #9…": the telling of #9, for a title asked after a
    dream told in pieces), or None when ``reply`` added to none or none of them saved it."""
    added = _SAVED_AS.match(reply)
    if added is None or not reply.startswith("Added"):
        return None
    return next(
        (
            (told, said)
            for told, said in exchanges
            if (saved := _JUST_SAVED.match(said)) is not None and saved[1] == added["id"]
        ),
        None,
    )


# "forget it", "scratch that", "forget everything", right after a dream was saved (probed: the
# 1.5B's words alone, and the dream stayed): the dream just saved, proposed to be deleted
_FORGET_THE_DREAM = re.compile(
    r"^\W*(?:(?:no+|nah+|nope|wait|oh|oops|ok(?:ay)?|actually|hmm+|ugh|never\s*mind|nvm)\W+)*(?:please\s+|pls\s+)?"
    r"(?:forget|scratch|erase|remove)\s+(?:it|that|this|that\s+one|this\s+one|everything|it\s+all|all\s+of\s+it"
    r"|about\s+(?:it|that|this))"
    r"(?:\s+(?:please|pls|then|actually|lol))*\W*$",
    re.IGNORECASE,
)


def asks_to_forget_it(text: str) -> bool:
    """Whether ``text`` asks to forget what was just said ("forget it", "scratch that")."""
    return _FORGET_THE_DREAM.match(text.strip()) is not None


def forgotten_dream_from_before(reply: str, text: str) -> WriteIntent | None:
    """The ``delete_dream`` call for the dream ``reply`` (the last one) saved, when ``text`` asks
    to forget it ("i dreamt a wolf chased me" / "forget it"), or None."""
    if not asks_to_forget_it(text):
        return None
    saved = _JUST_SAVED.search(reply)
    return _valid("delete_dream", {"dream": saved[1]}) if saved else None


def asks_not_to_save(text: str) -> bool:
    """Whether ``text`` says not to save it ("please dont save it"), naming nothing else."""
    return _UNSAVE.match(text.strip()) is not None


# "save that as what underwater means to me", "that's what a train means to me": the meaning of
# the last message, kept for the thing it names (measured: nothing kept, and the model answered
# "Underwater can be a challenging and overwhelming experience")
_MEANING_OF_BEFORE = re.compile(
    r"^\W*(?:(?:ok|okay|so|yes|yeah|please|pls)\W+)*(?:"
    r"(?:save|keep|remember|note|store)\s+(?:that|this|it)\s+as\s+(?:(?:what|how)\s+)?(?:(?:an?|the|my)\s+)?"
    r"(?P<symbol>[a-z][a-z' -]{0,30}?)\s+(?:means|stands\s+for)\s+(?:to|for)\s+me"
    r"|(?:save|keep|remember|note|store)\s+(?:that|this|it)\s+as\s+(?:my\s+|the\s+)?meaning\s+(?:of|for)\s+"
    r"(?:(?:an?|the|my)\s+)?(?P<symbol2>[a-z][a-z' -]{0,30}?)"
    r"|that'?s\s+what\s+(?:(?:an?|the|my)\s+)?(?P<symbol3>[a-z][a-z' -]{0,30}?)\s+(?:means|stands\s+for)\s+(?:to|for)\s+me"
    r")\s*(?:please)?\W*$",
    re.IGNORECASE,
)
_SAYS_ITS_MEANING = re.compile(
    r"^\s*(?:(?:so|well|ok|okay|and|honestly|maybe|perhaps),?\s+)*"
    r"(?:i\s+(?:think|guess|feel\s+like|suppose|reckon)(?:\s+that)?\s+)?"
    r"(?:(?:it'?s|it\s+is|it\s+was|that'?s|it\s+means|it\s+might\s+be|it\s+could\s+be)\s+(?:about\s+|like\s+)?)?",
    re.IGNORECASE,
)


def asks_to_keep_that(text: str) -> bool:
    """Whether ``text`` asks to keep what the last message said, telling nothing itself ("remember
    it", "save that as what water means to me")."""
    return _KEEP_THAT.match(text) is not None or _MEANING_OF_BEFORE.match(text) is not None


# A meaning of theirs for the thing just looked up, the thing not named ("ok save that it means
# stress for me", "for me it means feeling trapped", "sav that it means feeling trapped to me"):
# probed, "it means stress for me" kept as a fact, or nothing kept at all
_ITS_MEANING_SAID = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|well|yeah|yes|and|but|hmm+|honestly|actually)\W+)*"
    r"(?:(?:please\s+|pls\s+|can\s+you\s+|could\s+you\s+)?(?P<verb>save|sav|safe|keep|note|store|remember|rember|"
    r"write\s+down|put\s+down)\s+(?:that\s+|this\s+|down\s+that\s+)?|(?P<own>(?:for|to)\s+me)\W+)?"
    r"(?:i\s+think\s+)?(?:it|they|that|this|those)\s+(?:means?|meant|stands?\s+for|is\s+about|are\s+about|"
    r"represents?|symboli[sz]es?)\s+(?P<meaning>.+?)(?P<tome>\s+(?:to|for)\s+me)?\s*(?:please|pls)?\W*$",
    re.IGNORECASE,
)
# The thing the journal's reply read the meaning of (its lookup's first line)
_LOOKED_UP = re.compile(
    r"^(?:To you, (?P<own>.+?) means:|Dream dictionaries read (?P<read>.+?) as |"
    r"Dream dictionaries have no entry for (?P<none>.+?);|I don't know (?P<unknown>.+?) as a symbol yet|"
    # (no reading, only the dreams that mention it: "2 dreams in your journal mention piano; …")
    r"(?:One dream in your journal mentions|\d+ dreams in your journal mention) (?P<mentioned>[^;\n]+?);|"
    r"No dream in your journal mentions (?P<related>.+?) itself)"
)


def _its_meaning(text: str) -> re.Match[str] | None:
    """How ``text`` gives a meaning of theirs for a thing it does not name, as theirs or asked
    kept (not "i think it means im stressed"), or None."""
    m = _ITS_MEANING_SAID.match(text)
    return m if m is not None and (m["verb"] or m["own"] or m["tome"]) else None


def says_a_meaning_of_theirs(text: str) -> bool:
    """Whether ``text`` gives a meaning of theirs for a thing it does not name ("for me it means
    feeling trapped", "save that it means stress for me"); what it is said of is read elsewhere."""
    return _its_meaning(text) is not None


def meaning_of_the_looked_up(reply: str, text: str) -> WriteIntent | None:
    """The ``save_symbol_meaning`` call when ``text`` gives a meaning of theirs for the thing
    ``reply`` (the last reply) looked up ("what does a spider mean" / "for me it means feeling
    trapped": spider, feeling trapped), or None."""
    said = _its_meaning(text)
    looked = _LOOKED_UP.match(reply)
    if said is None or looked is None:
        return None
    symbol = next(g for g in looked.groups() if g)
    return _valid(
        "save_symbol_meaning", {"symbol": symbol, "meaning": said["meaning"].strip(" ,;")}
    )


def meaning_from_before(previous: str, text: str) -> WriteIntent | None:
    """The ``save_symbol_meaning`` call when ``text`` asks to keep what ``previous`` said as what
    a thing means to them ("i feel like it's about feeling out of my depth at work" / "save that
    as what underwater means to me" → underwater: feeling out of my depth at work), or None."""
    m = _MEANING_OF_BEFORE.match(text)
    said = previous.strip()
    if m is None or not said or asks(said):
        return None
    named = (m["symbol"] or m["symbol2"] or m["symbol3"]).strip().lower()
    # ("for me the ocean means feeling safe" / "save that as what the ocean means to me": probed,
    # the meaning kept was overwritten by the whole sentence) a meaning said of a thing is the
    # meaning, not the sentence that says it
    own = _symbol_meaning_said(said)
    meaning = (
        str(own.args["meaning"])
        if own is not None
        else _SAYS_ITS_MEANING.sub("", said, count=1).strip().rstrip(".!") or said
    )
    symbol = _symbol_named(_IN_DREAMS.sub("", named) or named)
    return _valid("save_symbol_meaning", {"symbol": symbol, "meaning": meaning})


def _remember_typo(message: str) -> str:
    """``message`` with a typo of "remember" as its first word read as the word ("rememebr that
    …", "remmeber …")."""
    first = re.match(
        r"\s*(?:please\s+|pls\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?([A-Za-z]+)",
        message,
    )
    if first and first[1].lower() != "remember" and one_typo_apart(first[1].lower(), "remember"):
        return message[: first.start(1)] + "remember" + message[first.end(1) :]
    return message


# "delete my last dream and save this one instead: …", "forget my sister's name and remember that
# my sister is called Ana": a change, then a write of its own (measured: the change's target
# swallowed the rest, "last dream and save this one instead: I was a fox…").
_THEN_WRITE = re.compile(
    # ("delete the teeth dream and also remember that i started a new job": probed, the fact was
    # read as part of the dream to delete)
    r"\s*(?:,\s*|\s+)(?:and|then|but|plus)\s+(?:then\s+|also\s+|(?:can|could|would)\s+you\s+(?:also\s+)?)*"
    r"(?=(?:please\s+)?(?:save|remember|log|note|keep\s+in\s+mind|add|record)\b)",
    re.IGNORECASE,
)


def change_after_request(message: str) -> int | None:
    """Where a change asked after a read begins in ``message`` ("show me my dreams from october
    and delete the teeth one": at "delete"), or None: the read is answered and the change
    proposed."""
    after = _CHANGE_AFTER.search(message)
    if after is None or not (asks(message[: after.start()]) or requests(message[: after.start()])):
        return None
    return after.end()


def _joint(message: str) -> int:
    """Where the read asked before a change ends in ``message`` (``change_after_request``)."""
    after = _CHANGE_AFTER.search(message)
    return len(message) if after is None else after.start()


_CHANGE_AFTER = re.compile(
    r"\s*(?:,\s*|\s+)(?:and|then|but|also)\s+(?:then\s+|also\s+)?(?=(?:please\s+)?(?:delete|remove|erase|"
    r"get\s+rid\s+of|forget|rename|retitle|change|edit|call\s+(?:it|that|the))\b)",
    re.IGNORECASE,
)

# ... after a dream told, as a sentence of its own ("… again. delete the teeth one pls")
_CHANGE_AFTER_TELLING = re.compile(
    r"(?:[.!;]\s*|\s*,\s*(?:and|also|oh\s+and|btw)\s+|\s+(?:also|oh\s+and|btw)\s+)(?:(?:also|and|oh|btw|ok|"
    r"anyway)\W+)*(?=(?:please\s+|pls\s+|can\s+(?:you|u)\s+|could\s+(?:you|u)\s+)?(?:delete|remove|erase|"
    r"get\s+rid\s+of|rename|retitle)\b)",
    re.IGNORECASE,
)

# "delete my last dream and show me the ones about water": a read asked after a change (probed:
# the delete proposed, the water dreams never shown)
_READ_AFTER = re.compile(
    r"\s*(?:[,;.]\s*|\s+)(?:(?:and|then|also|plus)\s+)+(?=(?:please\s+)?(?:(?:can|could)\s+(?:you|u)\s+)?"
    r"(?:show|list|find|search|give|read|tell|pull\s+up|what|whats|how|when|which|who|where|did|do|have)\b)",
    re.IGNORECASE,
)


def _change_then_read(message: str, today: date) -> re.Match[str] | None:
    """Where a read asked after a change asked first begins in ``message``, or None."""
    after = _READ_AFTER.search(message)
    if after is None:
        return None
    head = _mended_request(message[: after.start()])
    if _ONLY_OK.match(head):
        # "ok then what can you do" (probed: a change confirmed, with none waiting): "ok" is how
        # the question begins, no yes to a change
        return None
    if not any(name in CHANGE_TOOLS for name, _ in change_requests(head, today)):
        return None
    return after


_ONLY_OK = re.compile(r"^\W*(?:ok(?:ay)?|k|alright|all\s+right)\W*$", re.IGNORECASE)


def read_after_change(message: str, today: date | None = None) -> str | None:
    """What is asked after a change asked first in ``message`` ("delete my last dream and show
    me the ones about water": "show me the ones about water"), or None."""
    after = _change_then_read(message, today or date.today())
    if after is None:
        return None
    asked = message[after.end() :].strip()
    # ("show me the ones about water": the dreams, said without the word)
    return re.sub(r"\b(?:the|those)\s+ones\b", "my dreams", asked, flags=re.IGNORECASE) or None


# A fact asked to be kept after a dream told: ", and also remember that…", ". Remember that…"
# (not "i dreamed i had to remember that…": part of the dream).
_KEEP_AFTER = re.compile(
    r"(?:[,;]\s*|\s+)(?:and\s+)?(?:also|please|pls|can\s+you|could\s+you)\s+(?:also\s+)?(?:please\s+)?"
    r"(?=(?:remember|keep\s+in\s+mind)\s+that\b)|[.!]\s+(?:and\s+)?(?:also\s+)?"
    r"(?=(?:please\s+)?(?:remember|keep\s+in\s+mind)\s+that\b)"
    # ("i had a dream my teeth were crumbling, remember that i have a dentist appointment friday":
    # probed, kept in the dream, dated by the friday)
    r"|[,;]\s*(?=(?:remember|keep\s+in\s+mind)\s+that\s+(?:i|my|i'?m|im|i'?ve|ive)\b)",
    re.IGNORECASE,
)
_FIRST = re.compile(
    r"^\W*(?:(?:please|pls|ok|okay|so|now|also|can\s+you|could\s+you)\W+)*([A-Za-z]+)"
)


def _mended_request(message: str) -> str:
    """``message`` with a typo of its request word mended ("delte my last dream", "shwo me dream
    3"); its other words, which a change may keep (a title, a note), as written."""
    message = _FILLER.sub("", message, count=1)
    m = _FIRST.match(message)
    if m is None:
        return message
    return message[: m.start(1)] + mend_typos(m[1]) + message[m.end(1) :]


# "actually call it "pocket teeth"", "oh and delete the exam one": a word that only leads in
# (probed: the title not changed, and the model spoke of "tiny teeth inside your mouth")
_FILLER = re.compile(
    r"^\W*(?:(?:actually|oh|ok|okay|and|also|wait|hmm+|so|um+|sorry|btw|hey|then)\b[\s,!.:;-]*)+"
    r"(?=(?:please\s+)?(?:call|name|rename|retitle|title|delete|remove|erase|change|edit|forget|set|move|"
    r"mark|add|update)\b)",
    re.IGNORECASE,
)


# "my birthday is on march 3rd", "my brother's name is Tomas", "i have a cat called Miso", "i
# live in Lisbon", "i work as a nurse": a fact of their life that lasts, told in passing. It is
# offered to keep, and kept on a yes (probed: "It's a great day!", and nothing kept; a write the
# user did not ask for never runs).
_PETS_AND_PEOPLE = (
    r"cat|dog|puppy|kitten|rabbit|bunny|hamster|parrot|bird|horse|turtle|tortoise|fish|lizard|"
    r"snake|ferret|guinea\s+pig|son|daughter|brother|sister|boyfriend|girlfriend|husband|wife|"
    r"partner|kid|baby|twin"
)
# what they work as, said as who they are ("i'm a nurse"; not "i'm a mess")
_JOBS = (
    r"nurse|doctor|teacher|student|engineer|developer|programmer|designer|artist|writer|chef|cook|"
    r"baker|driver|pilot|lawyer|accountant|paramedic|firefighter|police\s+officer|cop|soldier|"
    r"farmer|musician|waiter|waitress|bartender|barista|cashier|mechanic|electrician|plumber|"
    r"carpenter|vet|dentist|pharmacist|therapist|social\s+worker|scientist|researcher|professor|"
    r"librarian|photographer|journalist|midwife|caregiver|carer|nanny|security\s+guard|"
    r"mom|mum|dad|single\s+(?:mom|mum|dad)|stay[\s-]at[\s-]home\s+(?:mom|mum|dad|parent)"
)
_LASTING_FACT = re.compile(
    r"^\W*(?:(?:oh|and|also|so|btw|by\s+the\s+way|fyi|just\s+so\s+you\s+know|fun\s+fact)\W+)*"
    r"(?P<fact>my\s+(?:birthday|bday|b-day)\s+is\s+(?:on\s+)?"
    r"(?!(?:today|tomorrow|tmrw|yesterday|soon|coming|next|this|in\s+\d|in\s+a|on\s+(?:monday|tuesday|"
    r"wednesday|thursday|friday|saturday|sunday))\b)[a-z0-9][^?!.,]{2,30}?"
    # ("my therapist's name is dr kim": probed, not offered, and the 1.5B's "You might be thinking
    # about Dr.")
    r"|my\s+\w+(?:'s|s)?\s+(?:\w+\s+)?(?:name\s+is|is\s+called|is\s+named)\s+"
    r"(?:(?:dr|mr|mrs|ms|miss|prof|doctor|professor|aunt|uncle|auntie|nana|grandma|grandpa)\.?\s+)?[A-Za-z][\w'-]*"
    # ("my name is sam btw": probed, nothing kept, and "what's my name?" then listed other facts)
    # ("my names sam btw": probed, not offered)
    r"|my\s+name(?:\s+is|'s|s)\s+[A-Za-z][\w'-]*|i'?m\s+called\s+[A-Za-z][\w'-]*"
    rf"|i\s+have\s+(?:a|an|two|three|one)\s+(?:\w+\s+)?(?:{_PETS_AND_PEOPLE})s?\s+(?:called|named)\s+"
    r"[A-Za-z][\w'-]*(?:\s+and\s+[A-Za-z][\w'-]*)?"
    # ("i live in fear" is no place)
    r"|i\s+live\s+in\s+(?!(?:fear|hope|denial|peace|pain|constant|shame|terror|dread|misery|hell|anxiety|"
    r"sadness|silence|fantasy|the\s+moment|the\s+past|my\s+head|a\s+(?:bubble|dream|nightmare))\b)"
    r"[A-Za-z][\w'-]*(?:\s+[A-Za-z][\w'-]*){0,2}"
    r"|i\s+work\s+as\s+an?\s+[a-z]+(?:\s+[a-z]+)?"
    # ("i work night shifts so i sleep during the day": probed, not offered)
    r"|i\s+work\s+(?:(?:night|day|early|late|double|morning|evening|graveyard|12[\s-]hour)\s+shifts?|nights)"
    rf"|(?:i'?m|i\s+am)\s+an?\s+(?:[a-z]+\s+){{0,2}}?(?:{_JOBS})"
    r"|i'?m\s+retired|i\s+am\s+retired"
    # ("im a guy btw", after a dream of being pregnant: probed, "You sound like a guy! How about
    # we talk?") who they are, how old, who they live with
    r"|(?:i'?m|i\s+am)\s+(?:a\s+(?:guy|man|woman|girl|boy|dude|lady|gal|trans\s+(?:man|woman|guy|girl))|"
    r"(?:male|female|non-?binary|trans|married|divorced|widowed|engaged)|\d{1,2}(?:\s+(?:years?\s+old|yo|y/o))?)"
    rf"|i\s+have\s+(?:a|an|one|two|three|four|five|\d)\s+(?:\w+\s+)?(?:{_PETS_AND_PEOPLE}|kids?|children|"
    r"grandkids|grandchildren|twins)s?)"
    # what comes after the fact, of it ("… so i sleep during the day")
    r"(?:\s*,?\s+(?:so|and)\s+i\s+[^?!.]{1,60})?"
    r"(?:\s*,?\s*(?:lol|haha|btw|fyi|by\s+the\s+way))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
# ... not of a dream, and not one that ends soon
_NOT_LASTING = re.compile(
    r"\b(?:dream\w*|nightmare\w*|now|anymore|no\s+longer|for\s+now|right\s+now|this\s+week|"
    r"for\s+a\s+while|at\s+the\s+moment)\b",
    re.IGNORECASE,
)


_REMARK_BEFORE = re.compile(
    r"^\W*(?:[\w']+\s+){0,3}[\w']+\s*[,.!]+\s+(?=(?:(?:please|pls|ok|okay|and|so)\s+)?"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?"
    r"(?:save|remember|keep|note|log|write|delete|forget|remove|erase|call\s+it|rename)\b)",
    re.IGNORECASE,
)


# "i want to add something to it, the leaves were purple" (probed: nothing added, and "Thank you
# for telling me"): more of the dream they told, asked to be added in so many words
_ADD_TO_IT = re.compile(
    r"^\W*(?:(?:oh|ok|okay|so|and|also|wait|actually|hmm+)\W+)*"
    r"(?:i\s+(?:want|wanna|would\s+like|'d\s+like|d\s+like|need|forgot)\s+to\s+add|(?:can|could)\s+(?:you|u)\s+(?:please\s+)?add|"
    # ("add a note to my last dream that…": read as nothing; "add a note that…" is a fact kept)
    r"(?:please\s+)?add)\s+(?:something|this|one\s+more\s+thing|a\s+(?:detail|thing|bit)|a\s+(?:note|line)(?=\s+to\s)|more)?\s*"
    r"(?:to\s+(?:it|that|the\s+dream|my\s+dream|that\s+dream|that\s+one|"
    # ("add to my last dream that there was a dog too": probed, added to no dream)
    r"(?P<target>(?:my|the)\s+(?:(?:last|latest)\s+(?:dream|one)|[\w' ]{1,30}?\s+(?:dream|one))|dream\s+#?\d+|#\d+)))?\s*"
    r"(?:[,:;.—–-]+\s*(?:that\s+)?|(?<=\s)that\s+)(?P<text>\S.{2,})$",
    re.IGNORECASE | re.DOTALL,
)


def lasting_fact(message: str) -> str | None:
    """A lasting fact of their life told in passing, to offer to keep ("my birthday is on march
    3rd"), in their words; else None."""
    m = _LASTING_FACT.match(message.strip())
    if m is None or _NOT_LASTING.search(m["fact"]):
        return None
    # ("my names sam", "im a nurse": kept as they would write it out)
    fact = re.sub(r"^my\s+names\b", "my name is", m["fact"].strip(), flags=re.IGNORECASE)
    return re.sub(r"^im\b", "I'm", fact, flags=re.IGNORECASE)


_MIN_SCENE_OFFERED = 8  # words of a scene told before what it means is asked


def _scene_asked_of(message: str) -> dict[str, str] | None:
    """The ``offer_dream`` arguments for a scene told without a dream word and asked of at its
    end ("i was on a train with anna and we were going to our old school, it felt nostalgic.
    what does the train mean?": probed, the train looked up and the scene kept nowhere); else
    None."""
    if (split := told_then_asked(message)) is None:
        return None
    told, asked = split
    if not asks_meaning(asked) or not tells_a_scene(told):
        return None
    if len(re.findall(r"\w+", told)) < _MIN_SCENE_OFFERED:
        return None
    return {"text": told[:4000]}


# a request to keep what came before it, at a message's end ("…, save that", "… can you
# remember that?")
_KEEP_TAIL = re.compile(
    r"\s*[,;.!:\-–—]+\s*(?:so\s+|and\s+)?(?:please\s+|pls\s+|(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?"
    r"(?:remember|note|keep|save|store|write|jot)\s+(?:that|this|it)(?:\s+down)?(?:\s+for\s+me)?"
    r"(?:,?\s*(?:please|pls))?\s*[.!?]*\s*$",
    re.IGNORECASE,
)


def _symbol_meaning_said(text: str) -> WriteIntent | None:
    """The ``save_symbol_meaning`` call when ``text`` says what a thing means to them ("for me
    snakes mean change"), or None."""
    for pattern in _SYMBOL_PATTERNS:
        # "i think water means my emotions to me": the symbol is water, not "i think water"
        match = pattern.match(_HEDGE.sub("", text))
        # (not "remember that my job means a lot to me": a request, no symbol)
        if match and not _NOT_A_SYMBOL.search(match["symbol"]):
            # "a snake in a dream means …" is about the snake.
            named = _IN_DREAMS.sub("", match["symbol"]) or match["symbol"]
            return _valid(
                "save_symbol_meaning",
                {"symbol": _symbol_named(named), "meaning": match["meaning"].strip()},
            )
    return None


def write_intents(text: str, today: date | None = None) -> list[WriteIntent]:
    """The calls ``text`` asks for in so many words, or none: a change to one record or its
    confirmation (``_changes``) — with a write asked after it ("… and remember that …") — a
    fact or symbol meaning to keep, a told dream."""
    message = without_announcement(text.strip())
    day = today or date.today()
    cut = _THEN_WRITE.search(message)
    head = change_requests(_mended_request(message[: cut.start()]), day) if cut else []
    if cut and head and TOOLS[head[0][0]].destructive:
        then = write_intents(message[cut.end() :], day)
        return [i for i in (_valid(*head[0]), *then) if i is not None]
    # "show me my dreams from october and delete the teeth one": a change asked after a read
    # (probed: the read answered, the delete dropped without a word)
    if (after := change_after_request(message)) is not None:
        for name, args in change_requests(_mended_request(message[after:]), day):
            # ("show me the snake dream and delete it": probed, "it" read as the dream talked
            # about before, none, and "show" looked up) the dream the request names
            shown = (
                [
                    i
                    for i in change_requests(_mended_request(message[: _joint(message)]), day)
                    if i[0] == "show_dream"
                ]
                if args.get("dream") == "previous"
                else []
            )
            if shown:
                args = {**args, "dream": shown[0][1]["dream"]}
                return [i for i in (_valid(*shown[0]), _valid(name, args)) if i is not None]
            intent = _valid(name, args)
            return [intent] if intent else []
    # ("change the mood of my last dream to sad and show me my sad dreams": the change is the
    # part before the read, probed: the mood "sad and show me my sad dreams")
    read = _change_then_read(message, day)
    for name, args in change_requests(
        _mended_request(message[: read.start()] if read else message), day
    ):
        intent = _valid(name, args)
        return [intent] if intent else []
    if not message:
        return []
    # "save this dream: i was in a library… , and also remember that i love libraries": the
    # dream, and the fact asked to be kept after it (measured: the fact was saved in the dream)
    keep = _KEEP_AFTER.search(message)
    if keep is not None and (told := told_dream(message[: keep.start()], day)) is not None:
        kept_too = write_intents(message[keep.end() :], day)
        if kept_too and all(i.name == "remember" for i in kept_too):
            intent = _valid("save_dream", told)
            return [i for i in (intent, *kept_too) if i is not None]
    # "i think i dreamt about work again. delete the teeth one pls": a dream told, then a change
    # asked of another (probed: the request saved in the dream, the delete never proposed)
    if (after_told := _CHANGE_AFTER_TELLING.search(message)) is not None and (
        told := told_dream(message[: after_told.start()].strip(), day)
    ) is not None:
        changes = change_requests(_mended_request(message[after_told.end() :]), day)
        if changes and changes[0][0] in ("delete_dream", "edit_dream"):
            return [i for i in (_valid("save_dream", told), _valid(*changes[0])) if i is not None]
    if (both := recurring_then_told(message, day)) is not None:
        # (the new dream saved; the one that keeps coming back is searched: the route's)
        intent = _valid("save_dream", both[1])
        return [intent] if intent else []
    # A told dream may end with a question ("… Can you save it?"); told_dream knows which
    # questions are not tellings ("did I dream of …?"). Asked first, it is told after a colon
    # ("interpret this: i was in a maze…"), a dream though it names none.
    first = asked_then_told(message)
    told = (
        told_dream(message, day)
        if first is None
        else told_dream(first[1], day) or {"text": first[1][:4000]}
    )
    if told is not None:
        # ("dreamt i fell off a cliff. save it as a nightmare": probed, titled "a nightmare")
        if "mood" not in told and (mood := mood_named(told.get("title", ""))) is not None:
            told["mood"] = mood
            del told["title"]
        elif "mood" not in told and (felt := told_mood(told["text"])) is not None:
            # ("… It was sunset and I felt calm.": probed, saved with no mood, and "whats the
            # mood of it" answered "I'm not sure what to say to that")
            told["mood"] = felt
        # ("i had two dreams last night. in the first…, in the second…": probed, kept as one)
        # (its opening left out of the telling: "…in the first one i was at the beach. in the
        # second my teeth fell out", probed, kept as one from "i was at the beach")
        apart = told_apart(told["text"])
        if len(apart) < 2 and len(whole := told_apart(message if first is None else first[1])) > 1:
            apart = whole
        if len(apart) > 1:
            rest = {k: v for k, v in told.items() if k not in ("text", "title")}
            return [i for i in (_valid("save_dream", {**rest, "text": t}) for t in apart) if i]
        intent = _valid("save_dream", told)
        return [intent] if intent else []
    offered = maybe_told(message, day) or _scene_asked_of(message)
    if offered is not None:
        intent = _valid("offer_dream", offered)
        return [intent] if intent else []
    # "Remember that I started a new job on Monday. Also, what did I dream last night?": what is
    # asked is routed as usual (``asked_part``), and the fact said to be kept is kept with it.
    kept = fact_beside_request(message)
    if kept is not None:
        intent = _meaning_kept(kept[0], kept[1]) or _valid("remember", {"fact": kept[0]})
        # a change asked beside it is proposed too ("remember that i work from home now and
        # delete the teeth dream": probed, the delete searched for)
        changed = [i for i in write_intents(kept[1], day) if TOOLS[i.name].destructive]
        return [intent, *changed] if intent else changed
    if (asked := _SAVE_MEANING.match(message)) is not None and not _NOT_A_SYMBOL.search(
        asked["symbol"]
    ):
        intent = _valid(
            "save_symbol_meaning",
            {"symbol": _symbol_named(asked["symbol"]), "meaning": asked["meaning"]},
        )
        return [intent] if intent else []
    if (added := _ADD_TO_IT.match(message)) is not None:
        more: dict[str, str] = {"text": added["text"].strip()[:4000]}
        if (mood := told_mood(added["text"])) is not None:
            more["mood"] = mood
        if added["target"]:
            more["dream"] = dream_argument(added["target"])
        intent = _valid("continue_dream", more)
        return [intent] if intent else []
    # ("for me snakes mean change, save that": probed, kept as meaning "change, save that")
    if (tail := _KEEP_TAIL.search(message)) is not None and (
        meant := _symbol_meaning_said(message[: tail.start()])
    ):
        return [meant]
    if asks(message) and not _POLITE_REMEMBER.match(_remember_typo(message)):
        return [i for name, args in follow_up(message) if (i := _valid(name, args))]
    if (meant := _symbol_meaning_said(message)) is not None:
        return [meant]
    match = _REMEMBER.match(_remember_typo(message)) or _REMEMBER_AFTER.match(
        without_aside(message)
    )
    if (
        match
        and not _RECALL.match(match["fact"])
        and not _NO_FACT.fullmatch(match["fact"])
        # "remember it": the fact is the last message's (``kept_from_before``), not "it"
        and not _POINTER.fullmatch(match["fact"].strip())
    ):
        fact = _as_fact(match["fact"])
        intent = _meaning_kept(fact) or _valid("remember", {"fact": fact})
        return [intent] if intent else []
    # "i love that, save that balloons mean freedom for me": a remark of a few words before the
    # request (probed: nothing kept, and the 1.5B said "I'll keep that in mind")
    if (remark := _REMARK_BEFORE.match(message)) is not None:
        after_remark = write_intents(message[remark.end() :], day)
        if after_remark:
            return after_remark
    if (lasting := lasting_fact(message)) is not None:
        intent = _valid("offer_memory", {"fact": lasting})
        return [intent] if intent else []
    return [i for name, args in follow_up(message) if (i := _valid(name, args))]
