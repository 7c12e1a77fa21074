"""A question that points back at the last message's subject with a pronoun.

"What does a snake mean to me?" then "Have I dreamed about one?": *one* is the snake. The
message alone names nothing to search for, so ``refer_back`` puts the earlier message's subject
(its symbol, search words or memory topic, as routing read them) in place of the pronoun:
"Have I dreamed about snake?". Messages that name their own subject are left alone, and so is a
dream the conversation was about ("when was that?" is ``_changes.follow_up``'s).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from datetime import date, timedelta
from typing import Any

from ..language import (
    HOLIDAY_WORDS,
    LIST_PLACES,
    MONTH_WORDS,
    STOPWORDS,
    common_english_words,
    dream_period,
    mend_typos,
    singular,
    tokens,
    typo_speller,
)
from ._args import dream_symbol, key_words, listed_symbols
from ._decision import RouteDecision
from ._intents import person_meant, said_day
from ._situation import NTH_TIME_ALONE, says_how_often_it_came, term_asked
from ._told import (
    announces_dream,
    asked_then_told,
    continued_dream,
    goes_on_with_a_telling,
    tells_a_dream,
    tells_recurring,
    told_then_asked,
)

# "about one", "of them", "with it", "about those" — at the end of a question about dreams.
_POINTS_BACK = re.compile(
    r"\b(?P<verb>dream(?:s|t|ed|ing)?|nightmares?)\b[^?.!]{0,30}?\b(?P<about>about|of|with|like)\s+"
    r"(?P<pronoun>one|ones|them|it|that|those|these|this|her|him|such\s+a\s+thing|one\s+of\s+(?:them|those))"
    # ("i dream about them a lot", after what snakes mean: probed, nothing read)
    r"(?P<rest>(?:\s+(?:before|again|ever|often|lately|recently|too|as\s+well|at\s+all|much|a\s+lot|so\s+much|"
    r"all\s+the\s+time|constantly|every\s+night|sometimes))*)"
    # ("i dont know why i keep dreaming about her, we broke up 2 years ago": probed, "broke"
    # looked up) a clause of their life after it
    r"\s*(?:[?.!]*|[,;]\s+(?!and\b|or\b)[^?]{1,80})\s*$",
    re.IGNORECASE,
)
# "does that connect to any of my other dreams?", "is this like any of my other dreams": the
# dream just talked about, set beside the others (measured: "connect" was searched)
_CONNECTS_BACK = re.compile(
    r"^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?)\W+)*(?:does|do|is|could|would|might|can)\s+(?:that|this|it)"
    r"(?:\s+(?:one|dream|nightmare))?\s+(?:(?:connect|relate|link|tie|compare|match)\w*\s+(?:in\s+)?"
    r"(?:to|with)|(?:look|seem|sound)?s?\s*(?:like|similar\s+to))\s+(?:any(?:thing)?\s+(?:of\s+|in\s+)?)?"
    r"(?:my\s+|the\s+)?(?:other\s+|earlier\s+|older\s+|past\s+|previous\s+)?"
    r"(?:dreams?|nightmares?|ones|journal)\b[^?.!]*[?.!]*\s*$",
    re.IGNORECASE,
)
# "when did i last have one like it", "when was the first time i had one like that": the dream
# just told, looked for among the others (probed, after "i dreamed i was late for an exam again":
# their memories listed)
_WHEN_LIKE_IT = re.compile(
    r"^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait)\W+)*when\s+(?:did\s+i\s+(?P<end>last|first)\s+(?:have|get|dream)"
    r"|was\s+the\s+(?P<end2>last|first)\s+time\s+i\s+(?:had|got|dreamt|dreamed))\s+"
    r"(?:one|a\s+dream|a\s+nightmare|something|anything)\s+like\s+(?:it|that|this)(?:\s+before)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "how many times have i had it", "how often have i had this one": the dream just told, counted
# (probed, after "had the falling dream again": the latest dreams listed)
_COUNTS_IT = re.compile(
    r"^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait)\W+)*how\s+(?:many\s+times|often)\s+(?:have|did|do)\s+i\s+"
    r"(?:(?:already|ever|actually)\s+)?(?:had|have|got|gotten|get)\s+(?:it|this|that|this\s+one|that\s+one|"
    r"(?:this|that|the\s+same)\s+(?:dream|nightmare|one))"
    r"(?:\s+(?:before|now|so\s+far|already|in\s+total|in\s+all|then))*\s*[?.!]*\s*$"
    # "how many times has that happened" (asked after a dream told: probed, "many time" looked up)
    r"|^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait)\W+)*how\s+(?:many\s+times|often)\s+(?:has|have|did|does)\s+"
    r"(?:it|this|that)\s+(?:(?:already|ever|actually)\s+)?(?:happened|happen|come\s+up|came\s+up|come\s+back|"
    r"came\s+back|shown\s+up|showed\s+up)(?:\s+(?:to\s+me|before|now|so\s+far|already|in\s+total|in\s+all|then))*"
    r"\s*[?.!]*\s*$"
    # "how many times?", "how often?" alone (probed, after "i dream about them a lot": "I'm not sure
    # what to say to that.")
    # ("how many times now", "how many is that", after "i dreamt about water again": probed, "I'm
    # not sure what to say to that.")
    r"|^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait)\W+)*how\s+(?:many\s+times|often|many)"
    r"(?:\s+(?:is\s+that|is\s+it|has\s+it\s+been|has\s+that\s+been|now|so\s+far|in\s+total|exactly|altogether))*"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "do i have any in my journal", "are there any like that in my journal": dreams of what was just
# talked about (probed, after what being chased means: the latest dreams listed)
_ANY_OF_IT = re.compile(
    r"^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait|well)\W+)*(?:"
    r"(?:do|did|have)\s+i\s+(?:ever\s+)?(?:have|got|get|had|save|saved|log|logged|write|written|wrote|record|"
    r"recorded|told\s+you(?:\s+about)?)\s+any"
    r"|(?:are|were|is)\s+there\s+any|any)"
    r"(?:\s+(?:of\s+(?:them|those|these)|like\s+(?:that|this|those|them|it)))?"
    r"(?:\s+(?:saved|logged|written\s+down|kept))?(?:\s+(?:in|on)\s+(?:my|the)\s+(?:journal|diary))?"
    r"(?:\s+(?:before|yet|so\s+far|at\s+all|then))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "do i have that one a lot?", "has that happened before in my journal?": the dream just told,
# set beside the others (probed: the latest dreams listed, twice)
_HAD_IT_BEFORE = re.compile(
    r"^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait)\W+)*(?:"
    r"(?:do|did)\s+i\s+(?:have|get|dream)\s+(?:that|this|it)(?:\s+(?:one|dream|nightmare))?\s+"
    r"(?:a\s+lot|often|much|all\s+the\s+time|regularly|every\s+so\s+often)"
    r"|(?:has|did)\s+(?:that|this|it)\s+(?:ever\s+)?(?:happen(?:ed)?|come\s+up|come\s+back|shown\s+up|show\s+up)\s+"
    r"(?:before|already)(?:\s+(?:in\s+(?:my|the)\s+(?:journal|dreams|diary)))?"
    r"|(?:have|had)\s+i\s+(?:ever\s+)?(?:had|dreamt|dreamed)\s+(?:that|this)(?:\s+(?:one|dream|nightmare))?\s+"
    r"(?:before|already)(?:\s+(?:in\s+(?:my|the)\s+(?:journal|dreams|diary)))?"
    r"|is\s+(?:that|this)(?:\s+(?:one|dream))?\s+(?:in\s+(?:my|the)\s+journal\s+already|a\s+repeat)"
    # ("has it come back since", after the dream of teeth shown: probed, the 1.5B's "It has come
    # back, but the details are different.")
    r"|(?:has|did|have)\s+(?:that|this|it)(?:\s+(?:one|dream|nightmare))?\s+(?:ever\s+)?(?:come\s+back|came\s+back|"
    r"happened\s+again|happen\s+again|returned|return|recurred|recur|come\s+up\s+again|come\s+again)"
    r"(?:\s+(?:since|since\s+then|after\s+that|lately|at\s+all))*"
    r")\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "has she been in others", "is he in any of my other dreams": the dreams someone just talked
# about was in (probed, after the dream with Anna: "others" searched)
_IN_OTHERS = re.compile(
    r"^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait)\W+)*(?:has|have|is|was|did|does)\s+(?P<pronoun>she|he)\s+"
    r"(?:ever\s+)?(?:been\s+in|appeared\s+in|shown\s+up\s+in|showed\s+up\s+in|come\s+up\s+in|in|appear\s+in|"
    r"show\s+up\s+in|come\s+up\s+in|been|appeared|shown\s+up|showed\s+up|come\s+up)\s+"
    r"(?:any\s+)?(?:of\s+)?(?:my\s+)?(?:others|other\s+(?:dreams|ones|nightmares)|dreams|ones)"
    r"(?:\s+(?:before|too|as\s+well|of\s+mine|lately))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_SUBJECT_ARGS = ("symbol", "query", "topic")
_KINDS_COUNTED = frozenset({"recurring dream"})  # words of dreaming the overview counts


# "can you show me the other dreams where he was" (probed, after a dream of their grandpa: the
# latest dreams listed): the dreams someone was in, named by "he" or "she"
_WHERE_THEY_WERE = re.compile(
    r"\b(?:dream(?:s|t|ed|ing)?|nightmares?|ones?)\b[^?.!]{0,20}?\b(?P<about>where|that|with)\s+"
    r"(?P<pronoun>he|she)\s+(?:was|is|were|appears?|appeared|shows?\s+up|showed\s+up|came|comes|"
    r"was\s+in|is\s+in)(?:\s+(?:in|too|again|before))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def _pointing(text: str) -> re.Match[str] | None:
    return _POINTS_BACK.search(text) or _WHERE_THEY_WERE.search(text)


# "how old is she", "whats her name", after a person or a pet of theirs was named (probed, after
# "do you remember my cats name": every memory listed, none of them her age)
_ASKED_OF_SOMEONE = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|wait|hmm+|also)\W+)*(?:how\s+old\s+is\s+(?P<she>she|he)"
    r"|(?:what(?:'s|s|\s+is)|whats)\s+(?P<her>her|his)\s+(?P<what>name|age|birthday|job|breed)"
    r"|when\s+is\s+(?P<her2>her|his)\s+birthday|where\s+does\s+(?P<she2>she|he)\s+(?:live|work))"
    r"(?:\s+again)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_of_someone(text: str) -> bool:
    """Whether ``text`` asks a fact of someone it points at ("how old is she")."""
    return _ASKED_OF_SOMEONE.match(text.strip()) is not None


def asked_of_someone(text: str, said: Sequence[str]) -> str | None:
    """``text`` ("how old is she") asked of the person or pet of theirs ``said`` (their last
    messages, the latest first) named last ("how old is my cat"), or None."""
    m = _ASKED_OF_SOMEONE.match(text.strip())
    if m is None:
        return None
    group = next(g for g in ("she", "her", "her2", "she2") if m[g])
    who = person_meant(m[group], said)
    if who is None:
        return None
    # ("whats her name": the name of whom they named, "my sister's")
    named = f"{who}'s" if group.startswith("her") else who
    start, end = m.span(group)
    stripped = text.strip()
    return f"{stripped[:start]}{named}{stripped[end:]}"


def points_back(text: str) -> bool:
    """Whether ``text`` asks about dreams of "one" / "them" / "it" and names nothing else."""
    return (
        _pointing(text) is not None
        or _CONNECTS_BACK.match(text) is not None
        or _COUNTS_IT.match(text) is not None
        or _WHEN_LIKE_IT.match(text) is not None
        or _ANY_OF_IT.match(text) is not None
        or _IN_OTHERS.match(text) is not None
        or _HAD_IT_BEFORE.match(text) is not None
    )


def refer_back(
    text: str,
    previous: str,
    read: Callable[[str], Mapping[str, Any]],
    earlier: Sequence[str] = (),
) -> str | None:
    """``text`` with its pronoun replaced by ``previous``'s subject, or None when ``text`` does
    not point back or ``previous`` had no subject. ``read`` gives a message's route arguments
    (``RouterPolicy.guess(...).args``). "her" and "him" are the person of theirs ``previous`` or
    the messages ``earlier`` (the latest first) named last ("my mom passed away in august" / … /
    "have i dreamed about her before": probed, the latest dreams were listed)."""
    if _pointing(text) is None and _HAD_IT_BEFORE.match(text):
        # (the dream just told is no answer to whether it came before: the others)
        text = "have I had other dreams like that before?"
    elif _pointing(text) is None and _CONNECTS_BACK.match(text):
        text = "have I had dreams like that before?"  # what it asks, said the way that points back
    elif _COUNTS_IT.match(text):
        text = "how many times have I dreamed about it?"
    elif (when := _WHEN_LIKE_IT.match(text)) is not None:
        text = f"when did I {(when['end'] or when['end2']).lower()} dream about it?"
    elif _ANY_OF_IT.match(text):
        # ("do i have any", after what a recurring dream is: probed, the 1.5B's "Yes, you do have
        # some dreams."): of that kind of dream, which the journal counts
        if (term := term_asked(previous)) in _KINDS_COUNTED:
            return f"do i have any {term}s"
        text = "have I dreamed about it before?"
    elif (someone := _IN_OTHERS.match(text)) is not None:
        text = f"have I dreamed about {'her' if someone['pronoun'].lower() == 'she' else 'him'} before?"
    m = _pointing(text)
    if m is None or not previous.strip():
        return None
    if m["pronoun"].lower() in ("her", "him", "he", "she"):
        who = person_meant(m["pronoun"], [previous, *earlier]) or _name_meant(
            [previous, *earlier], read
        )
        if who is None:
            return None
        if m.re is _WHERE_THEY_WERE:  # "the other dreams where he was": the dreams about him
            return f"{text[: m.start('about')]}about {who}"
        return f"{text[: m.start('pronoun')]}{who}{m['rest']}{text[m.end('rest') :]}"
    # ... the last message's subject; when it named none but itself pointed back, the subject of
    # the one before it ("had the falling dream again" / "why do i keep having it" / "how many
    # times have i had it": probed, the latest dreams listed)
    subject = ""
    chain = [previous, *earlier[:_SUBJECT_WITHIN], *earlier[_SUBJECT_WITHIN:][:1]]
    for said, before in zip(chain, [*chain[1:], ""]):
        # (a message that pointed back names no subject of its own: "how many times in total" /
        # "how often", after flying was searched; probed, "total" searched)
        subject = "" if points_back(said) else _subject_of(said, read)
        if not subject and before and continued_dream(before, said, date.today()) is not None:
            # ("like the hallways and i cant find my classroom", the telling of "i keep dreaming
            # about my old school": the telling's own first symbol)
            subject = dream_symbol(said) or ""
        # (nor when it asked the one before it again: "when was the last time i dreamed about
        # flying" / "and the first time" / "how many times in total": probed, "total" searched)
        if subject or not (_A_PRONOUN.search(said) or asks_again(said)):
            break
    if not subject:
        return None
    # "dreams like this" asks for dreams about it
    start = m.start("about") if m["about"].lower() == "like" else m.start("pronoun")
    lead = "about " if m["about"].lower() == "like" else ""
    return f"{text[:start]}{lead}{subject}{m['rest']}{text[m.end('rest') :]}"


_SUBJECT_WITHIN = 2  # messages before the last one that may name what a pronoun points at


def _name_meant(said: Sequence[str], read: Callable[[str], Mapping[str, Any]]) -> str | None:
    """The name the last messages (``said``, the latest first) were about, when their subject
    is one: a word not among English's common words ("tell me about the dream with anna" / "what
    did i feel in it" / "has she been in others": Anna); else None."""
    for text in said[: _SUBJECT_WITHIN + 1]:
        subject = _subject_of(text, read)
        if subject:
            one = subject.split()
            return (
                subject if len(one) == 1 and one[0].lower() not in common_english_words() else None
            )
        if not _A_PRONOUN.search(text):
            return None
    return None


_A_PRONOUN = re.compile(r"\b(?:it|them|one|ones|that|this|those|these)\b", re.IGNORECASE)


def _subject_of(said: str, read: Callable[[str], Mapping[str, Any]]) -> str:
    """What ``said`` was about, as routing read it (its symbol, search words or memory topic),
    or a dream it told's first symbol; "" when it named nothing."""
    if not said.strip():
        return ""
    args = read(said)
    subject = next((str(args[k]) for k in _SUBJECT_ARGS if args.get(k)), "")
    if not subject and tells_a_dream(said, date.today()):
        # "I dreamt I was lost in an airport…" / "have I had dreams like this before?": the
        # dream's first symbol (measured: a search for "like"); none the dictionary reads, its
        # first words ("i dreamed i could breathe underwater" / "have i had that before":
        # probed, nothing read and the model's words)
        subject = dream_symbol(said) or " ".join(key_words(said, 2))
    return subject


# "what could that mean", "so what does it say about me?", "meaning?": the meaning of what was
# just told, with nothing named.
# ("what do you think my dream means", just after it was told: probed, nothing read, and the
# 1.5B said "without a dream journal entry… I can't provide an accurate interpretation")
# ("i had a dream about a wolf and a river" / "what do they mean": the things it told)
# ("show me my last 3 dreams" / "what does the second one mean": probed, "second" looked up)
_ONE_OF_THEM = r"the\s+(first|second|third|1st|2nd|3rd)\s+(?:one|dream|nightmare)"
_THAT = (
    r"(?:(?:that|it|this)(?:\s+dream)?|(?:my|the)\s+(?:last\s+)?dream|they|these|those|both|"
    + _ONE_OF_THEM
    + ")"
)
_MEANING_OF_THAT = re.compile(
    # ("bruh what does that even mean": probed, "bruh" looked up)
    r"^\W*(?:(?:so|and|but|ok|okay|hmm+|um+|interesting|wow|lol|lmao|haha+|weird|sandman|bruh|dude|man|omg|"
    r"honestly|seriously|like|idk)\W+)*(?:"
    rf"what\s+(?:could|does|might|would|do\s+you\s+think|did|can|do)\s+{_THAT}\s+"
    # ("lol what would that even mean": "lol" was looked up as a symbol)
    # ("what could that be about", after "ive been having a lot of dreams about my mom lately":
    # probed, the 1.5B's "…the relationship between you and your mother", nothing looked up)
    # ("what do they usually mean", after a dream of an exam told: probed, nothing looked up)
    r"(?:(?:even|actually|really|possibly|ever|usually|generally|typically|normally)\s+)?"
    # ("what does that say", after "every night this week i've dreamt about water": probed,
    # "I'm not sure what to say to that")
    r"(?:mean|say(?:\s+about\s+me)?|tell\s+me|symboli[sz]e|represent|be\s+about)"
    rf"|(?:any\s+idea\s+|what\s+do\s+you\s+think\s+)?what\s+{_THAT}\s+(?:means|could\s+mean|might\s+mean|says\s+about\s+me)"
    rf"|what\s+do\s+you\s+think\s+{_THAT}\s+(?:means|could\s+mean|might\s+mean|says\s+about\s+me|is\s+about)"
    rf"|what'?s\s+{_THAT}\s+(?:mean|about|supposed\s+to\s+mean)"
    rf"|what\s+do\s+you\s+make\s+of\s+{_THAT}|what'?s\s+the\s+meaning\s+of\s+{_THAT}"
    rf"|(?:the\s+)?meaning|(?:can\s+you\s+|could\s+you\s+|please\s+)?interpret\s+{_THAT}(?:\s+for\s+me)?"
    # "does that mean something good" (probed, after a fall that turned into flying: "Yes, it
    # means something good.", nothing looked up)
    rf"|(?:does|do|could|would|might|can)\s+{_THAT}\s+mean\s+(?:something|anything)(?:\s+(?:good|bad|positive|negative))?"
    # "i want to know what it means", "i wonder what that means"
    rf"|(?:i\s+(?:want|wanna|would\s+like|'d\s+like|d\s+like)\s+to\s+know|i\s+(?:wonder|am\s+wondering|'m\s+wondering)|"
    rf"i'?m\s+curious|(?:tell|explain\s+to)\s+me)\s+what\s+{_THAT}\s+(?:means|could\s+mean|might\s+mean)"
    # "lol what do you think", "any thoughts?" right after a dream (probed: "Could you please
    # give me more context or details about what the dream is?")
    rf"|what\s+do\s+(?:you|u)\s+think(?:\s+(?:about|of)\s+{_THAT})?|(?:any|your)\s+thoughts(?:\s+on\s+{_THAT})?"
    # ("should i read into it", after a dream of marrying a stranger: probed, the 1.5B's guess,
    # nothing looked up)
    rf"|should\s+i\s+read\s+(?:anything\s+)?into\s+{_THAT}|(?:is|was)\s+{_THAT}\s+(?:significant|meaningful)"
    rf"|what\s+are\s+your\s+thoughts(?:\s+on\s+{_THAT})?"
    r")\s*(?:then|though|lol|haha|please|pls)?"
    # ("…off the ground. whats that mean and save it please": probed, "save" looked up)
    r"(?:\s*(?:,|and|&|\+)\s*(?:(?:please|pls|also|then)\s+)?(?:save|log|keep|record)\s+(?:it|that|this)"
    r"(?:\s+(?:too|please|pls|as\s+well|for\s+me))*)?\W*$",
    re.IGNORECASE,
)


def asks_meaning_of_that(text: str) -> bool:
    """Whether ``text`` asks what the last thing told means, naming nothing ("what could that
    mean")."""
    return _MEANING_OF_THAT.match(text) is not None


# "which of those was the happiest", "which one of them was scariest": among what was just read
_AMONG_THOSE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|but)\W+)?(?:which|what)\s+(?:one\s+|dream\s+)?of\s+(?:those|them|these)\b"
    r"[^?.!]{0,50}[?.!]*\s*$"
    # ("read me the scariest one", after October's dreams were counted: probed, the latest read)
    r"|^\W*(?:(?:and|so|ok|okay|now|then)\W+)?(?:(?:can|could)\s+(?:you|u)\s+)?(?:read|show|tell|give)\s+"
    r"(?:me\s+)?(?:about\s+)?the\s+(?:very\s+)?[a-z]+(?:est|iest)\s+one(?:\s+(?:please|pls))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "show me the rest", "what are the other ones", "all of them please": the last listing in full
# (probed, after October's dreams, three shown "and 3 more": the latest dreams listed instead)
_THE_REST = re.compile(
    r"^\W*(?:(?:ok|okay|and|so|yes|yeah|please|pls|can\s+(?:you|u)|could\s+(?:you|u))\W+)*"
    r"(?:(?:show|list|give|tell|read)\s+(?:me\s+)?|what\s+(?:are|were|about)\s+|see\s+)?"
    r"(?:the\s+(?:rest|others|other\s+(?:ones|dreams|\d+|two|three|four|five|six|seven))|all\s+of\s+them|"
    r"them\s+all|the\s+whole\s+list|(?:some\s+)?more(?:\s+of\s+them)?)"
    r"(?:\s+(?:of\s+them|please|pls|too|as\s+well))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "when was the first time", "and the last time?", after a search (probed: nothing read, and the
# 1.5B's "The first time I remember dreaming was when I was very young"; the latest dreams of all)
_WHICH_TIME = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|but|hmm+)\W+)*(?:when\s+(?:was|is)\s+)?(?:the|my)\s+(?:very\s+)?"
    r"(?P<which>first|earliest|last|latest|most\s+recent)\s+time"
    r"(?:\s+i\s+(?:had|dreamt|dreamed|dreamt\s+about|dreamed\s+about|saw)\s+(?:it|that|one|them|about\s+it))?"
    r"\s*[?.!]*\s*$"
    # ("which was first", after "and about flying?": probed, "I'm not sure what to say to that")
    r"|^\W*(?:(?:and|so|ok|okay|but|hmm+)\W+)*which\s+(?:one\s+|dream\s+|of\s+them\s+)?(?:was|came|is)\s+"
    r"(?:the\s+)?(?P<which2>first|earliest|last|latest|most\s+recent)(?:\s+one)?\s*[?.!]*\s*$"
    # ("when was the first", after how many times they dreamt of anna: probed, "I'm not sure what to
    # say to that")
    r"|^\W*(?:(?:and|so|ok|okay|but|hmm+)\W+)*when\s+(?:was|is)\s+(?:the|my)\s+(?:very\s+)?"
    r"(?P<which3>first|earliest|last|latest|most\s+recent)(?:\s+(?:one|dream))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "and before that?", "the time before?", after "when was the last time i dreamed about anna"
# (probed: the dream before that one in the journal, of anything, was shown): the earlier ones
# of the same search
_TIME_BEFORE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|but|hmm+|what\s+about)\W+)*(?:and\s+)?(?:(?:the\s+)?(?:time|one)\s+)?before\s+"
    r"(?:that|then|it)(?:\s+one)?\s*[?.!]*\s*$|^\W*(?:and\s+)?the\s+(?:time|one)\s+before\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def order_asked(text: str) -> str | None:
    """The order of the last search ``text`` asks again in ("when was the first time":
    "oldest"; "and the last time?", "and before that?": "newest"), or None."""
    if _TIME_BEFORE.match(text.strip()):
        return "newest"
    m = _WHICH_TIME.match(text.strip())
    if m is None:
        return None
    which = (m["which"] or m["which2"] or m["which3"]).lower()
    return "oldest" if which in ("first", "earliest") else "newest"


# "does that happen often", "how often do i get those", after dreams of a mood or a thing were read
# (probed, after their latest nightmare was shown: the 1.5B's "Yes, it does happen often.", of two)
_HOW_OFTEN_THAT = re.compile(
    r"^\W*(?:(?:and|so|but|ok(?:ay)?|hmm+|wait)\W+)*(?:"
    r"(?:does|do)\s+(?:that|it|this|they|those|these)\s+(?:happen|come(?:\s+back)?|show\s+up)\s+(?:often|a\s+lot|much|regularly)"
    r"|how\s+often\s+(?:does\s+(?:that|it|this)\s+happen|do\s+(?:they|those|these)\s+(?:happen|come)|do\s+i\s+(?:have|get|dream)\s+"
    r"(?:that|it|them|those|these|one|ones)(?:\s+ones)?)"
    r"|do\s+i\s+(?:have|get)\s+(?:that|it|them|those|these)(?:\s+ones)?\s+(?:often|a\s+lot|much)"
    r")\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_how_often_that(text: str) -> bool:
    """Whether ``text`` asks how often what was just read comes ("does that happen often")."""
    return _HOW_OFTEN_THAT.match(text.strip()) is not None


def asks_the_rest(text: str) -> bool:
    """Whether ``text`` asks for the rest of what the last reply listed ("show me the rest")."""
    return _THE_REST.match(text.strip()) is not None


# "and how many were nightmares", "were any of them scary", "which ones were happy", after "how
# many dreams did i log in November" (probed: the nightmares of the whole journal counted)
_MOOD_AMONG_THOSE = re.compile(
    r"^\W*(?:(?:and|so|ok|okay|but|also)\W+)?(?:"
    r"how\s+many(?:\s+of\s+(?:them|those|these))?\s+(?:were|was)"
    r"|(?:were|was)\s+any(?:\s+of\s+(?:them|those|these))?"
    # ("and which were happy", after October's scary ones: probed, the latest dreams listed)
    r"|(?:which|what)(?:\s+(?:ones?|dreams?))?(?:\s+of\s+(?:them|those|these))?\s+(?:were|was)"
    # ("anything spooky?", after the dreams around halloween: probed, "I don't have any spooky
    # experiences.")
    r"|any(?:thing|\s+of\s+(?:them|those|these))?(?=\s+(?:scary|spooky|creepy|sad|happy|good|bad|nice|dark|weird|"
    r"scarier|happier|frightening|upsetting|nightmares?|calm|peaceful)\b))\s+"
    r"(?P<mood>(?:an?\s+)?[a-z]+(?:\s+(?:ones?|dreams?))?)"
    r"(?:\s+(?:among|of)\s+(?:them|those|these))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def mood_among_those(text: str) -> str | None:
    """The mood words ``text`` asks the dreams just read of ("and how many were nightmares":
    "nightmares"; "were any of them scary": "scary"), or None."""
    m = _MOOD_AMONG_THOSE.match(text.strip())
    return None if m is None else m["mood"]


# "was it a good week for dreams", "how did i feel in those", "what were the moods", after a
# period's dreams were read (probed, after "what about the week after": the 1.5B's "It was a good
# week for dreams, as you can see…", then the whole journal's overview)
_HOW_THOSE_FELT = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but|also|hmm+)\W+)*(?:"
    r"(?:was|were)\s+(?:it|that|this|they|those|these)\s+(?:a\s+)?(?:good|bad|nice|rough|hard|happy|sad|"
    r"calm|peaceful|scary|tough|okay|ok)\s*(?:week|month|night|weekend|time|period|one|ones|dreams)?"
    r"(?:\s+for\s+(?:dreams|my\s+dreams|sleep|me))?"
    r"|how\s+did\s+i\s+feel\s+(?:in|during|about)\s+(?:them|those|these|that\s+(?:week|month|time))"
    r"|how\s+(?:were|was|did)\s+(?:they|those|these|that\s+(?:week|month))(?:\s+feel)?"
    r"|what\s+(?:were|was)\s+(?:the|their|my)\s+moods?(?:\s+(?:in|of)\s+(?:them|those|these))?"
    r")\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_how_those_felt(text: str) -> bool:
    """Whether ``text`` asks how the dreams just read felt, together ("was it a good week for
    dreams", "how did i feel in those")."""
    return _HOW_THOSE_FELT.match(text.strip()) is not None


def asks_among_those(text: str) -> bool:
    """Whether ``text`` asks which of the dreams just read ("which of those was the happiest")."""
    return _AMONG_THOSE.match(text.strip()) is not None


def _meaning_asked(told: str, asked: str, symbol: str) -> str:
    """The question of what ``symbol`` of the dream ``told`` means; of each thing it told when
    ``asked`` asks of them all ("what do they mean", after a wolf and a river)."""
    symbols = listed_symbols(f"{told} {asked}", symbol) if _THEM_SAID.search(asked) else [symbol]
    if len(symbols) > 1:
        return f"what do {', '.join(symbols[:-1])} and {symbols[-1]} mean in my dream?"
    return f"what does {symbol} mean in my dream?"


_THEM_SAID = re.compile(r"\b(?:they|these|those|both)\b", re.IGNORECASE)


def meaning_of_told(
    text: str, previous: str, today: date | None = None, *, earlier: Sequence[str] = ()
) -> str | None:
    """The question ``text`` asks when it asks what a dream just told in ``previous`` means
    ("I had a dream that I was pregnant" / "what could that mean" → "what does pregnant mean in
    my dream?"), or None: another question, no dream told, nothing in it the dictionary reads
    (measured: "what could that mean" was answered "That could mean something significant or
    personal to them."). ``previous`` may tell more of a dream told in ``earlier`` (the messages
    before it, the latest first): "i dreamt my teeth were crumbling" / "and everyone just kept
    eating" / "i felt so embarassed" / "whats that supposed to mean" asks of the teeth."""
    if not asks_meaning_of_that(text):
        return None
    day = today or date.today()
    went_on: list[str] = []  # what was told of it after its telling, the latest first
    for n, told in enumerate((previous, *earlier)):
        # (the telling of a dream announced before it: "i had the same dream 3 nights in a row" /
        # "im in a car and the brakes dont work" / "what does it mean"; probed, nothing looked up)
        # (or one that keeps coming, told next: "ive had the same dream since i was a kid" / "im on
        # a staircase that never ends" / "what could it mean"; probed, "kid" looked up)
        announced = (
            n == 0
            and bool(earlier)
            and (announces_dream(earlier[0]) or continued_dream(earlier[0], told, day) is not None)
        )
        if tells_a_dream(told, day) or announced:
            symbol = dream_symbol(told)
            # ("i had a dream i was pregnant" / "and also my teeth fell out" / "what do those
            # mean": probed, pregnancy alone looked up) the dream as told in all its messages
            whole = " ".join([told, *reversed(went_on)])
            return None if symbol is None else _meaning_asked(whole, text, symbol)
        # (a word on their life between, said of it: "i dreamed i forgot my baby at the
        # supermarket" / "i dont even have kids" / "what does that mean", probed: a reading of
        # "the absence of children", nothing looked up)
        # (or how often it came: "i had a dream my teeth fell out again" / "this is the 4th time"
        # / "what does it mean", probed: nothing looked up)
        between = n == 0 and (_A_REMARK.match(told.strip()) or says_how_often_it_came(told))
        if not goes_on_with_a_telling(told) and not between:
            break
        if not between:
            went_on.append(told)
    # "what do you think my dream means", no dream told just before: their last one
    return "what does my last dream mean?" if _MY_DREAM.search(text) else None


# A dream the journal's lines showed: one item of a list ("- 20 October 2026, "Ocean stairs" (mood:
# peaceful): Stairs led…") or one dream shown whole ("Dream #4, 14 October 2026, …:\nA green…")
_SHOWN_ITEM = re.compile(
    r"^- \d{1,2} [A-Z][a-z]+ \d{4}(?:, \"[^\"\n]*\")?(?: \(mood: [^)\n]*\))?: (?P<text>[^\n]+)$",
    re.M,
)
_SHOWN_WHOLE = re.compile(r"^Dream #\d+, [^\n]*:\n(?P<text>[^\n]+)", re.M)


def meaning_of_searched(
    text: str, said: Sequence[str], read: Callable[[str], RouteDecision]
) -> str | None:
    """The question ``text`` asks when it asks what the one thing their last message looked for
    in their dreams means ("ive been having a lot of dreams about my mom lately" / "what could
    that be about" → "what does mom mean in my dream?"), or the thing of a dream they said keeps
    coming back ("i keep dreaming im back in high school" / "like every week" / "what does that
    mean": school); else None. ``said`` is their last messages, the latest first; a few words
    between that route nowhere ("like every week") are passed over. ``read`` gives a message's
    route and arguments (the first pass's guess)."""
    if not asks_meaning_of_that(text):
        return None
    for place, earlier in enumerate(said[:2]):
        decided = read(earlier)
        route, query = decided.route, str(decided.args.get("query", "")).strip()
        if route == "search_dreams" and tells_recurring(earlier):
            # (or what was looked for, when the dictionary reads no word of it: "i keep seeing the
            # number 11 in dreams" / "what does it mean"; probed, the 1.5B's "It might symbolize a
            # goal or a milestone…")
            symbol = dream_symbol(earlier) or (query if 0 < len(query.split()) <= 2 else None)
            return None if symbol is None else f"what does {symbol} mean in my dream?"
        if route == "search_dreams" and query and len(query.split()) == 1:
            return f"what does {query} mean in my dream?"
        if place == 0 and (route != "respond" or len(earlier.split()) > 5):
            return None
    return None


_COMES_BACK_LINE = re.compile(r"^What comes back: (?P<thing>[a-z][a-z' -]*?) \(\d+ dreams\)", re.M)
_ONE_OF_THEM_SAID = re.compile(r"\b(?:first|second|third|last|latest|dream|one)\b", re.IGNORECASE)


def _dreams_shown(text: str) -> list[str]:
    """The words of each dream the journal's lines in ``text`` show, whole ones first."""
    return [m["text"] for m in (*_SHOWN_WHOLE.finditer(text), *_SHOWN_ITEM.finditer(text))]


def meaning_of_shown(text: str, reply: str) -> str | None:
    """The question ``text`` asks when it asks what the one dream the last reply showed means
    ("what was my dream on October 20 about" / "what does that mean" → "what does stairs mean in
    my dream?"; probed: the 1.5B's "…was likely about a period of change", nothing looked up), or
    None: another question, no dream or several shown, nothing in it the dictionary reads."""
    if not asks_meaning_of_that(text):
        return None
    if (comes_back := _COMES_BACK_LINE.search(reply)) is not None and not _ONE_OF_THEM_SAID.search(
        text
    ):
        # ("whats the most common symbol in my dreams" / "what does it mean": probed, the 1.5B on
        # clouds and butterflies) what comes back most, which the overview named first
        return f"what does {comes_back['thing']} mean in my dream?"
    shown = _dreams_shown(reply)
    if (which := re.search(_ONE_OF_THEM, text, re.IGNORECASE)) is not None:
        # one of a list ("what does the second one mean"): as listed, which is what they see
        listed = [m["text"] for m in _SHOWN_ITEM.finditer(reply)]
        place = LIST_PLACES[which[1].lower()]
        shown = listed[place : place + 1]
    if len(shown) != 1:
        return None
    symbol = dream_symbol(shown[0])
    return None if symbol is None else f"what does {symbol} mean in my dream?"


# "show me my last dream and tell me what it means", "what did my dream on the 20th mean": a
# meaning asked in the same message as the read that finds the dream (probed: the dream shown,
# nothing of it read)
_MEANING_ASKED = re.compile(
    r"\bwhat\b[^.?!]{0,40}?\b(?:mean|means|meant|signif(?:y|ies)|symboli[sz]es?|represents?|"
    r"says?\s+about\s+me)\b|\b(?:the|its|a)\s+meaning\b|\binterpret\w*",
    re.IGNORECASE,
)


def reading_of_one_shown(text: str, shown_by_reads: Sequence[str]) -> str | None:
    """The thing to look up in the dream dictionary when ``text`` asks what a dream means and
    the turn's reads (``shown_by_reads``: what each showed the user) found exactly one dream:
    that dream's first symbol the dictionary reads. None otherwise (no meaning asked, several
    dreams or none, nothing in it the dictionary reads)."""
    if not _MEANING_ASKED.search(text):
        return None
    shown = [told for lead in shown_by_reads for told in _dreams_shown(lead)]
    return dream_symbol(shown[0]) if len(shown) == 1 else None


# ... a word that sets their life against the dream ("i dont even have kids", "im already
# married lol"; not "i think i miss her", which says something of its own)
_A_REMARK = re.compile(
    # ("my dad is a nurse in real life actually", after a dream of him as a doctor: probed, nothing
    # looked up for "does that mean anything")
    r"^(?=(?:\S+\s+){0,9}\S+\s*[.!]*\s*$)(?!.*\?)\W*(?:(?:lol|haha|but|and|well|honestly|like)\W+)*"
    r"(?:i|i'?m|im|i\s+am|we|we'?re|my|it'?s|its|thats|that'?s)\b(?!.*\b(?:dream\w*|nightmare\w*)\b)"
    # ("im a guy btw", after a dream of being pregnant: probed, the meaning lost)
    r"(?=.*\b(?:don'?t|dont|do\s+not|not|never|already|even|irl|in\s+real\s+life|actually|no\s+longer|"
    r"btw|fyi|by\s+the\s+way|"
    # ("its always water", after "i dreamt of water again": probed, "what does that say about me"
    # then recalled their memories)
    r"always|every\s+(?:time|single\s+time)|"
    # ("im 52 lol", after a dream of being pregnant with twins: probed, "what does that mean" then
    # read the age: "You could mean that you are 52 years old and laughing.")
    r"lol|lmao|haha\w*|\d{1,3})\b)"
    # ... or a reaction alone ("ew", after a dream of being pregnant by their ex: probed, "what does
    # it mean" then read the "ew": "It could mean something unpleasant, like being disgusted")
    r"|^\W*(?:e+w+|gross|yuck|yikes|ick|omg|wow|wtf|lol|lmao|haha+|weird|creepy|so\s+(?:weird|creepy|gross))"
    r"(?:\W+(?:lol|lmao|haha+|omg))*\W*$" + NTH_TIME_ALONE,
    # ... or how often it has come ("third time this month", after a dream of flying again: probed,
    # "does it mean something" then read as repeating oneself)
    re.IGNORECASE,
)
_MY_DREAM = re.compile(r"\b(?:my|the)\s+(?:last\s+)?dream\b", re.IGNORECASE)


def meaning_of_own_telling(text: str) -> str | None:
    """The question ``text`` asks when it tells more of a dream and asks what that means at its
    end ("then my mom showed up, what does that mean?" → "what does mom mean in my dream?"), or
    None (probed: "mom showed" looked up)."""
    if (first := asked_then_told(text)) is not None:
        # ("can you help me interpret this: i was in a maze…": probed, "help" looked up)
        symbol = dream_symbol(first[1])
        return None if symbol is None else _meaning_asked(first[1], "what does it mean", symbol)
    if (split := told_then_asked(text)) is None or not asks_meaning_of_that(split[1]):
        return None
    told, asked = split
    if not (tells_a_dream(told, date.today()) or goes_on_with_a_telling(told)):
        return None
    symbol = dream_symbol(told)
    return None if symbol is None else _meaning_asked(told, asked, symbol)


# "and the cat?", "what about snakes?", "how about my brother": the last question asked again of
# something else (measured: "and the cat?" after "what does a flood mean" recalled memories).
_AND_THE = re.compile(
    r"^\W*(?:and\s+what\s+about|and\s+how\s+about|and|what\s+about|how\s+about|also|same\s+for|now"
    # "and what if its your childhood home" (probed: every memory recalled)
    r"|(?:and\s+|but\s+|so\s+)?what\s+if\s+(?:it'?s|its|it\s+is|it\s+was|there'?s|there\s+is))\s+"
    # ("and with my sister", after "how many dreams do i have with anna": probed, "You have about
    # 2-3 dreams with Anna" held back, nothing read)
    # ("and how many happy ones", after "how many nightmares have i had this year": probed,
    # nothing read, and the 1.5B's "4 nightmares" held back)
    r"(?:how\s+many\s+(?=[a-z'-]+\s+(?:ones|dreams|nightmares)\s*\??\s*$))?"
    # ("and wat about teeth falling out", after a snake looked up: probed, the model's words)
    r"(?:(?:with|about|of)\s+)?(?:the\s+|a\s+|an\s+|my\s+|your\s+)?(?P<subject>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*){0,2})\s*\??\s*$",
    re.IGNORECASE,
)
_NOT_A_SUBJECT = STOPWORDS | frozenset(
    "thanks thank ty bye goodbye goodnight night sorry well else".split()
)


# "which ones", "what are they", "list them", after a count or a list of dreams: the same read
# again, its dreams listed (probed: "which ones" after a search listed the journal's latest)
_THEM_ASKED = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|oh|hmm+|wait)\W+)*(?:which\s+ones?|which\s+(?:dreams|ones)\s+(?:were|are)\s+(?:they|those)|"
    # ("were there others", after the latest dream with Anna was found: probed, "others" searched)
    r"(?:were|are|was|is)\s+there\s+(?:any\s+)?(?:others?|more|other\s+ones?|any\s+more)|"
    r"any\s+(?:others?|more)|"
    r"what\s+(?:are|were)\s+they|(?:show|list|give)\s+(?:me\s+)?(?:them|those|which\s+ones)|"
    r"(?:can|could)\s+i\s+see\s+(?:them|those)|let\s+me\s+see\s+(?:them|those))"
    r"(?:\s+(?:please|pls|again|then))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "how many are there", "how many is that": the count of what was just read (after the latest
# dreams, of the whole journal; probed, "I can see multiple dreams a night, but I can't count
# them all.")
_HOW_MANY_OF_THEM = re.compile(
    # ("how many was that", "how many dreams is that", "so how many", after October's dreams:
    # probed, the model's words, or the whole journal counted)
    r"^\W*(?:(?:and|so|ok(?:ay)?|oh|wait|but)\W+)*how\s+many(?:\s+(?:dreams|nightmares|ones))?"
    r"(?:\s+(?:are\s+there|were\s+there|is\s+that|was\s+that|are\s+those|were\s+those|are\s+they|"
    r"were\s+they|(?:do|did)\s+i\s+have|have\s+i\s+got|(?:are\s+there\s+)?in\s+(?:total|all)))?"
    r"(?:\s+(?:in\s+(?:total|all)|altogether|then|now|exactly))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "how many are left", "how many do i have now", after a dream deleted: the journal's count
# (probed: "I'm not sure what to say to that.", the 1.5B's "3 people left" held back)
_HOW_MANY_LEFT = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|oh|wait|but|now)\W+)*how\s+many\s+(?:dreams\s+|entries\s+)?"
    r"(?:are|is|do\s+i\s+have|have\s+i\s+got|does\s+it\s+have)\s+(?:left|remaining|still\s+there)"
    r"(?:\s+(?:now|then|in\s+(?:my|the)\s+journal))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "what do they say about me", after their dreams were read (probed: their memories recalled)
_THEY_SAY_OF_ME = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but|hmm+)\W+)*what\s+(?:(?:do|could|might|would|can)\s+(?:they|these|those|all\s+of\s+them)"
    # ("what does that say about me", after what comes back in them: probed, their memories listed)
    r"|(?:does|could|might|would|can)\s+(?:that|this|all\s+(?:of\s+)?(?:that|this)))"
    r"(?:\s+dreams)?\s+(?:say|tell\s+(?:you|me)|reveal|mean|show)\s+about\s+me\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "is that getting worse", "are they getting better", after dreams were read: how their dreams
# have gone lately, which the overview's "Lately" line says (probed, after their nightmares were
# counted: the 1.5B's "Yes, getting worse.", of nothing read)
_GETTING_WORSE = re.compile(
    r"^\W*(?:(?:and|so|but|hmm+|ok(?:ay)?|wait)\W+)*(?:is|are|has|have)\s+(?:that|it|this|they|those|these)\s+"
    r"(?:been\s+)?(?:getting|gotten|got|becoming)\s+(?:any\s+)?(?:worse|better|more\s+common|less\s+common|"
    r"more\s+frequent|less\s+frequent)(?:\s+(?:lately|recently|over\s+time|then|now))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_how_many_of_them(text: str) -> bool:
    """Whether ``text`` asks how many dreams were just read ("how many was that")."""
    return _HOW_MANY_OF_THEM.match(text.strip()) is not None


def asks_of_them(text: str) -> bool:
    """Whether ``text`` asks which dreams were just found, or how many ("which ones"), or what
    they say of them."""
    text = text.strip()
    return bool(
        _THEM_ASKED.match(text)
        or _HOW_MANY_OF_THEM.match(text)
        or _HOW_MANY_LEFT.match(text)
        or _THEY_SAY_OF_ME.match(text)
        or _GETTING_WORSE.match(text)
        or _IN_TOTAL.match(text)
    )


def them_asked(text: str, previous: str, read: Callable[[str], RouteDecision]) -> str | None:
    """``previous`` asked again when ``text`` asks which dreams it found or how many ("which
    ones", "how many are there"), and ``read`` (the policy's first guess) reads ``previous`` as a
    read of dreams; how many, after the latest dreams alone, is how many the journal holds; else
    None."""
    them = _THEM_ASKED.match(text.strip()) is not None
    if _HOW_MANY_LEFT.match(text.strip()):
        return "how many dreams do i have in my journal"
    if _IN_TOTAL.match(text.strip()) and not _HOW_MANY_OF_THEM.match(text.strip()):
        return (
            "how many dreams do i have in my journal" if _A_COUNT_ASKED.search(previous) else None
        )
    # ("how did i feel in those", after the dreams with Anna were searched: probed, the whole
    # journal's overview and the last two dreams shown) the search again, each with its mood
    felt = asks_how_those_felt(text)
    if not (asks_of_them(text) or felt) or not previous.strip():
        return None
    decided = read(previous)
    if _THEY_SAY_OF_ME.match(text.strip()):
        # (a read of dreams, a word of dreaming answered, or a question that asked for dreams
        # by pointing back: "do i have any")
        of_dreams = (
            decided.route in ("search_dreams", "recent_dreams")
            or term_asked(previous)
            or points_back(previous)
        )
        return "what do my dreams say about me" if of_dreams else None
    if decided.route not in ("search_dreams", "recent_dreams"):
        return None
    if _GETTING_WORSE.match(text.strip()):
        return "are my dreams getting worse"
    if not them and decided.route == "recent_dreams" and not decided.args:
        return "how many dreams do i have in my journal"
    return previous


# "which is more common", "which do i dream about more", after two things were searched in two
# turns ("how many dreams mention water" / "and fire?": probed, the 1.5B's "Dreams are more common
# than nightmares.")
_WHICH_MORE = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|then|hmm+)\W+)*(?:which|what)\s+(?:one\s+)?(?:is|was|comes?\s+up|shows?\s+up|"
    r"do\s+i\s+(?:dream\s+(?:about|of)|have|get))\s+(?:more|most|the\s+most)(?:\s+(?:common|often|frequent|frequently))?"
    r"(?:\s+(?:then|of\s+the\s+two))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_which_more(text: str) -> bool:
    """Whether ``text`` asks which of the two things just searched comes more often."""
    return _WHICH_MORE.match(text.strip()) is not None


def which_more(
    text: str, said: Sequence[str], read: Callable[[str], Mapping[str, Any]]
) -> str | None:
    """The comparison ``text`` asks of the two things the last two messages of ``said`` (the
    latest first) searched ("how many dreams mention water" / "and fire?" / "which is more
    common" → "do i dream about water more than fire"), or None."""
    if not asks_which_more(text) or len(said) < 2:
        return None
    latest, before = said[0], said[1]
    asked = asked_again(latest, before, read) or latest
    things = [
        str(args.get("query") or args.get("symbol") or "") for args in (read(before), read(asked))
    ]
    if not all(things) or things[0] == things[1]:
        return None
    return f"do i dream about {things[0]} more than {things[1]}"


def _and_the(text: str) -> re.Match[str] | None:
    """ "and the cat?" in ``text``, as typed or with its typos mended ("and wat about teeth":
    probed, the model's words)."""
    return _AND_THE.match(text.strip()) or _AND_THE.match(mend_typos(text).strip())


def asks_again(text: str) -> bool:
    """Whether ``text`` is "and the cat?": the last question, of something else."""
    m = _and_the(text)
    return m is not None and m["subject"].split()[0].casefold() not in _NOT_A_SUBJECT


# "and the happiest", after "whats the weirdest dream ive had" or "whats my scariest dream": a dream
# ranked by a mood the journal keeps, asked in a word (probed: the model's words, nothing read)
_RANK_AGAIN = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but|what\s+about|how\s+about|then)\W+)*(?:the\s+|my\s+)?"
    r"(?P<rank>happiest|saddest|scariest|calmest|creepiest|most\s+(?:peaceful|anxious|frightening|terrifying|"
    r"joyful|upsetting|stressful|relaxing|calm|scary|sad|happy))(?:\s+(?:one|dream|nightmare))?"
    r"(?:\s+(?:then|lol|haha|though|tho))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "and in total?", "overall?", after a count of some dreams: how many the journal holds (probed,
# after "how many dreams did i have about anna": "I'm not sure what to say to that", the 1.5B's
# "You had 23 dreams about Anna." held back)
_IN_TOTAL = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but|what\s+about|how\s+about|how\s+many)\W+)*(?:in\s+total|overall|altogether|"
    r"all\s+together|in\s+all|total|all\s+of\s+them|all\s+my\s+dreams)(?:\s+(?:then|though|tho))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_A_COUNT_ASKED = re.compile(r"\bhow\s+many\b", re.IGNORECASE)
_A_RANK_ASKED = re.compile(
    r"\b(?:\w+est|most\s+\w+|least\s+\w+|best|worst|favou?rite)\s+(?:dream|nightmare|one)s?\b",
    re.IGNORECASE,
)


def asks_rank_again(text: str) -> bool:
    """Whether ``text`` asks in a word for a dream ranked by its mood ("and the happiest")."""
    return _RANK_AGAIN.match(text) is not None


def rank_asked_again(text: str, previous: str) -> str | None:
    """The question ``text`` asks in a word after ``previous`` asked for a ranked dream ("and the
    happiest" → "what's my happiest dream"), or None."""
    m = _RANK_AGAIN.match(text)
    if m is None or _A_RANK_ASKED.search(previous) is None:
        return None
    return f"what's my {m['rank'].lower()} dream"


def asked_again(text: str, previous: str, read: Callable[[str], Mapping[str, Any]]) -> str | None:
    """``previous`` asked again about what ``text`` names ("what does a flood mean" / "and the
    cat?" → "what does a cat mean"), or None: ``text`` is no such follow-up, or ``previous`` had
    no subject in its words to put it in place of."""
    m = _and_the(text)
    if m is None or not asks_again(text) or not previous.strip():
        return None
    # ("and happy ones", after "how many nightmares have i had": probed, nothing read) a mood
    # asked of instead of the last one, and "ones" the dreams
    subject = re.sub(r"\bones$", "dreams", m["subject"])
    args = read(previous)
    old = next((str(args[k]) for k in (*_SUBJECT_ARGS, "mood") if args.get(k)), "")
    if not old:
        return None
    # the subject as the earlier message wrote it ("teeth" for the symbol "tooth"), each time:
    # ("i was on a boat in a storm… also what does a storm mean?" / "and what about boats":
    # probed, the storm of the dream told replaced, and the storm looked up again)
    first = old.split()[0]
    if len(old.split()) > 1 and (whole := re.search(rf"\b{re.escape(old)}\b", previous, re.I)):
        # ("what dreams did i have about my sister anna" / "what about my mom": probed, "mom anna"
        # searched) the whole of what it was about, replaced
        return f"{previous[: whole.start()]}{subject}{previous[whole.end() :]}"

    def put(w: re.Match[str]) -> str:
        return subject if first in (w[0].casefold(), singular(w[0].casefold())) else w[0]

    asked = re.sub(r"[A-Za-z][\w'-]*", put, previous)
    if asked == previous:
        # (the subject typed with a typo: "wat does a snak mean in a dreem", probed: the model's
        # words to "and wat about teeth falling out")
        speller = typo_speller((first,))
        mended = mend_typos(previous)
        asked = re.sub(
            r"[A-Za-z][\w'-]*",
            lambda w: subject if speller.fix(w[0].casefold()) == first else w[0],
            mended,
        )
        if asked == mended:
            return None
    return re.sub(r"\bdreams\s+dreams\b", "dreams", asked)


# "it happens like every week", "that was beautiful honestly", "and he was crying too": a short
# message that goes on from the last one, which it does not name (measured: with no earlier
# exchange in the prompt, the 1.5B answered "I don't have enough context to understand why this
# is happening").
_GOES_ON_FROM = re.compile(
    r"^\W*(?:and|but|so|also|because|cause|cuz|like|plus|then|still|though"
    # ("even my brother who lives abroad", after a dream of a beach with the whole family:
    # probed, their memories of "brother" recalled)
    r"|even|except|especially|including|not\s+even)\b"
    # ("ok its passing now": "it's" typed without its apostrophe; measured, read alone, it got
    # "I'm sorry to hear that it's passed. Goodnight")
    r"|\b(?:it|its|that|this|those|these|they|them|he|she|him|her|there)\b",
    re.IGNORECASE,
)
_GOES_ON_MAX_WORDS = 12


def leans_on_before(text: str) -> bool:
    """Whether ``text`` is a few words that go on from the last message ("it happens like every
    week"): the reply reads that message with it."""
    return len(re.findall(r"\w+", text)) <= _GOES_ON_MAX_WORDS and bool(_GOES_ON_FROM.search(text))


# "and in November?", "what about last week?" after "how many dreams did I have in October": the
# last question asked again of another period (measured: their memories were listed).
_AND_WHEN = re.compile(
    # ("what about compared to october", after "am i dreaming more than usual": probed, "The fall
    # season is often associated with various emotions")
    r"^\W*(?:(?:and|but|ok|okay|so|what\s+about|how\s+about|and\s+what\s+about|same\s+for|also|now|then)\s+)*"
    # ("what about just November", after nightmares counted: probed, "I'm not sure what to say")
    r"(?:(?:just|only)\s+)?"
    r"(?:(?:compared\s+(?:to|with)|vs\.?|versus|than)\s+)?(?<=\s)"
    # ("compared to october i mean": probed, "compared" looked up)
    r"(?P<when>[^?.!]{3,40}?)(?:\s*,?\s*(?:i\s+mean|then|though|tho|instead|actually|i\s+guess))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# (the words of holidays that are no period's: "day", "year" are)
_PERIOD_NAMES = frozenset("day year new".split())
# ("what about christmas last year": probed, the latest dreams listed)
_PERIOD_WORDS = (
    MONTH_WORDS
    | HOLIDAY_WORDS
    | frozenset(
        "last this past previous next week weeks month months year weekend night nights yesterday "
        "today tonight before ago days day first second third fourth half start end beginning "
        # ("ok what about early october": probed, the model asked what they were looking for)
        "early late mid middle "
        "one two three four five "
        # ("what about last monday": probed, the latest dreams listed)
        "monday tuesday wednesday thursday friday saturday sunday".split()
    )
)


# "what about the month before?": the period before the one the last question read
_THE_ONE_BESIDE = re.compile(
    r"^\W*(?:(?:and|what\s+about|how\s+about|and\s+what\s+about|same\s+for|then|ok(?:ay)?|so)\s+"
    # "what did i dream the night before that" (measured: the latest dreams were listed)
    r"(?:(?:what\s+did\s+i\s+dream|what\s+(?:was|were)\s+my\s+dreams?|did\s+i\s+dream(?:\s+anything)?|"
    r"any\s+dreams?)\s+(?:on\s+|in\s+|during\s+|from\s+)?)?(?:the\s+)?"
    r"|(?:what\s+did\s+i\s+dream|what\s+(?:was|were)\s+my\s+dreams?|did\s+i\s+dream(?:\s+anything)?|"
    r"any\s+dreams?)\s+(?:on\s+|in\s+|during\s+|from\s+)?the\s+|the\s+)(?:(?P<unit>month|weekend|week|day|night)\s+(?P<side>before|after)(?:\s+(?:that|it))?"
    # "and the next week?", "what about the following month?"
    r"|(?P<side2>next|following|previous)\s+(?P<unit2>month|weekend|week|day|night))\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "and the second week?", after the first week of October (probed: the latest dreams listed): a
# week of the month the last question read
_WEEK_OF_IT = re.compile(
    r"^\W*(?:(?:and|what\s+about|how\s+about|and\s+what\s+about|same\s+for|then|ok(?:ay)?|so)\s+)?(?:the\s+)?"
    r"(?P<nth>first|second|third|fourth|last|final|1st|2nd|3rd|4th)\s+week(?:\s+of\s+(?:it|that\s+month))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_period_beside(text: str) -> bool:
    """Whether ``text`` asks the last question again of the period before or after the last
    one ("and the week before?", "what about the week after?", "and the next month?"), or of a
    week of its month ("and the second week?")."""
    text = mend_typos(text).strip()
    return (
        _THE_ONE_BESIDE.match(text) is not None
        or _WEEK_OF_IT.match(text) is not None
        or _SPAN_BESIDE.match(text) is not None
    )


# "and before that", "what about after that": as long a span again, just before or after the
# last one (probed, after "how many dreams did i have in the last two weeks": the journal's second
# latest dream shown, older than the two weeks before)
_SPAN_BESIDE = re.compile(
    # ("what about the two weeks before that", after "…in the last two weeks": probed, the
    # model's route, the latest two dreams)
    r"^\W*(?:(?:and|so|ok(?:ay)?|what\s+about|how\s+about)\W+)*(?:the\s+(?:(?:two|three|four|\d+|few|couple\s+of)\s+)?"
    r"(?:ones?|time|days|weeks|months)\s+)?"
    r"(?P<side>before|after)\s+(?:that|then)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def _next_month(day: date) -> date:
    """The first day of the month after ``day``'s."""
    return (day.replace(day=28) + timedelta(days=4)).replace(day=1)


def period_beside(text: str, period: tuple[date, date]) -> tuple[date, date] | None:
    """The period ``text`` asks the last question again of when it says "the month (week, day)
    before" or "after" (or "the next week") and the last one was ``period`` (first and last
    night); else None."""
    if (week := _WEEK_OF_IT.match(mend_typos(text).strip())) is not None:
        month = f"{period[0]:%B} {period[0].year}"
        return dream_period(f"the {week['nth']} week of {month}", max(date.today(), period[1]))
    if (span := _SPAN_BESIDE.match(mend_typos(text).strip())) is not None:
        since, until = period
        length = until - since
        if length <= timedelta(days=1) and span["side"].lower() == "before":
            # ("and before that", after "what did i dream last night": probed, the night before
            # read, and the same nearest dream shown again) the dream before, not the night
            return None
        if span["side"].lower() == "after":
            return until + timedelta(days=1), until + timedelta(days=1) + length
        return since - timedelta(days=1) - length, since - timedelta(days=1)
    m = _THE_ONE_BESIDE.match(mend_typos(text).strip())
    if m is None:
        return None
    unit = (m["unit"] or m["unit2"]).lower()
    after = (m["side"] or m["side2"]).lower() in ("after", "next", "following")
    since, until = period
    if unit == "month":
        if after:
            start = _next_month(until)
            return start, _next_month(start) - timedelta(days=1)
        end = since.replace(day=1) - timedelta(days=1)
        return end.replace(day=1), end
    if unit == "weekend":
        # ("what about the weekend" / "and the weekend before": its days a week before or after)
        shift = timedelta(days=7 if after else -7)
        return since + shift, until + shift
    days = 7 if unit == "week" else 1
    if after:
        return until + timedelta(days=1), until + timedelta(days=days)
    return since - timedelta(days=days), since - timedelta(days=1)


# "which ones were in october", "any from last week?", "only the ones from November", after a
# search (probed: the latest dreams listed): the last search, of that period
_THOSE_OF_A_PERIOD = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but|now)\W+)*(?:which\s+(?:ones?|of\s+(?:them|those|these))|any(?:\s+of\s+(?:them|those))?|"
    r"(?:only|just)\s+(?:the\s+ones?|those|them))\s+(?:were\s+|was\s+|are\s+|is\s+)?(?:from|in|during|over)\s+"
    r"(?P<when>[^?.!]{3,40}?)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "anything about work?", "any with anna?", after a period's dreams were read ("summarize my
# dreams this week"): those of them with the thing (probed: "I don't have information about your
# work.", and "anything about water?" read their memories)
_ANY_ABOUT = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|also|but|hmm+)\W+)*(?:anything|any(?:\s+(?:ones?|dreams?|nightmares?))?|"
    r"were\s+there\s+any(?:\s+dreams?)?|was\s+there\s+any(?:thing|\s+dream)?|"
    r"did\s+i\s+(?:have|dream)\s+any(?:thing|\s+dreams?)?)\s+"
    r"(?:about|with|of|mentioning|involving)\s+(?:the\s+|a\s+|an\s+|my\s+)?(?P<what>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)"
    r"(?:\s+(?:in\s+(?:them|there|those)|among\s+(?:them|those)))?\s*[?.!]*\s*$"
    # "which of those were about water", "were any of them about flying" (probed, after the last
    # two months' dreams were listed: the whole journal searched, a dream from before them shown)
    r"|^\W*(?:(?:and|so|ok(?:ay)?|also|but|hmm+)\W+)*(?:"
    r"(?:which|what)(?:\s+(?:ones?|dreams?))?(?:\s+of\s+(?:them|those|these))?\s+(?:were|was|are|is)"
    r"|(?:were|are|was)\s+any(?:\s+(?:ones?|dreams?))?(?:\s+of\s+(?:them|those|these))?)\s+"
    r"(?:about|with|of|mentioning|involving)\s+(?:the\s+|a\s+|an\s+|my\s+)?(?P<what2>[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?)"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def thing_asked_among(text: str) -> str | None:
    """The thing ``text`` asks the dreams just read about ("anything about work?": "work"), or
    None."""
    m = _ANY_ABOUT.match(text.strip())
    what = (m["what"] or m["what2"]) if m is not None else None
    if what is None or what.split()[0].casefold() in _NOT_A_SUBJECT:
        return None
    return what.strip()


def those_of_a_period(text: str, today: date) -> tuple[date, date] | None:
    """The period ``text`` asks the dreams just found of ("which ones were in october"), or
    None."""
    m = _THOSE_OF_A_PERIOD.match(text.strip())
    if m is None:
        return None
    return dream_period(f"in {m['when']}", today) or dream_period(m["when"], today)


# "what did i dream the night before my exam", then "it was oct 10" (probed: "Thank you for
# telling me."): a question of what was dreamt on a night it did not date, and its day given
_NIGHT_ASKED = re.compile(
    r"\b(?:what|which)\s+(?:did\s+i\s+dream|dreams?\s+did\s+i\s+(?:have|log|save)|(?:was|were)\s+my\s+dreams?)\b"
    r"|\bdid\s+i\s+(?:have\s+(?:any|a)\s+dreams?|dream(?:\s+anything)?)\b",
    re.IGNORECASE,
)
_NIGHT_BESIDE = re.compile(r"\b(?:night|evening|day)\s+(?P<side>before|after)\b", re.IGNORECASE)


def date_given(text: str, today: date) -> tuple[date, date] | None:
    """The nights of the day ``text`` gives on its own ("it was oct 10", "the 10th i think"), or
    None when it says anything else."""
    when = said_day(text)
    if when is None:
        return None
    words = [w for w in tokens(when) if w not in STOPWORDS and not w[:1].isdigit()]
    if any(w not in _PERIOD_WORDS for w in words):
        return None
    return dream_period(when, today) or dream_period(f"the {when}", today)


def night_of_a_date(
    period: tuple[date, date], previous: str, today: date
) -> tuple[date, date] | None:
    """The nights to read when ``period`` (the day ``date_given`` read) is that of the night
    ``previous`` asked of ("what did i dream the night before my exam" / "it was oct 10": the
    9th and the 10th), or None."""
    if not _NIGHT_ASKED.search(previous) or dream_period(previous, today) is not None:
        return None
    side = _NIGHT_BESIDE.search(previous)
    if side is not None and side["side"].lower() == "before":
        return period[0] - timedelta(days=1), period[1]
    if side is not None:
        return period[0], min(period[1] + timedelta(days=1), today)
    return period


# "what did i dream that night", after "my birthday is october 20" (probed: the latest dreams
# listed): the night a message before it dated
_THAT_NIGHT = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|then|hmm+|wait|but|oh)\W+)*(?:"
    r"(?:what|which)\s+(?:did\s+i\s+dream(?:\s+about)?|dreams?\s+did\s+i\s+(?:have|log|save)|(?:was|were)\s+my\s+dreams?)"
    r"|did\s+i\s+(?:have\s+(?:any|a)\s+dreams?|dream(?:\s+anything)?)|any\s+dreams?)"
    r"\s+(?:on\s+)?(?:that|this)\s+(?:night|day|date|morning)(?:\s+(?:then|too))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_that_night(text: str) -> bool:
    """Whether ``text`` asks of the dreams of a night said before ("what did i dream that
    night")."""
    return _THAT_NIGHT.match(text.strip()) is not None


def night_pointed_at(text: str, said: Sequence[str], today: date) -> tuple[date, date] | None:
    """The night ``text`` points at ("what did i dream that night") that the latest of ``said``
    (the user's last messages, the latest first) to date anything dated as one day ("my birthday
    is october 20"), or None (a longer period, or nothing dated)."""
    if not asks_that_night(text):
        return None
    for message in said:
        if (period := dream_period(message, today)) is not None:
            return period if period[0] == period[1] else None
    return None


# "the 20th", "on the 3rd": a day of the month alone
_DAY_ALONE = re.compile(r"^(?:on\s+)?(?:the\s+)?(?P<day>\d{1,2})(?:st|nd|rd|th)?$", re.IGNORECASE)


def period_asked_again(
    text: str, today: date, last: tuple[date, date] | None = None
) -> tuple[date, date] | None:
    """The period ``text`` asks the last question again of ("and in November?" -> November), or
    None when it is no such follow-up (it names anything but a period); typed fast too ("wat
    abt the wek befor"). A day of the month alone ("and the 20th?") is of the month of the
    ``last`` period asked of, when that was one month's."""
    text = mend_typos(text)
    m = _AND_WHEN.match(text.strip())
    if m is None or _THE_ONE_BESIDE.match(text.strip()):
        return None
    when = m["when"]
    day = _DAY_ALONE.match(when.strip())
    if (
        day is not None
        and last is not None
        and (last[0].year, last[0].month)
        == (
            last[1].year,
            last[1].month,
        )
    ):
        # ("what did i dream on october 14" / "and the 20th?": probed, the 20th of November read)
        try:
            night = last[0].replace(day=int(day["day"]))
        except ValueError:
            return None
        return (night, night) if night <= today else None
    words = [w for w in tokens(when) if w not in STOPWORDS and not w[:1].isdigit()]
    if any(w not in _PERIOD_WORDS for w in words):
        return None
    # a holiday first: "christmas last year" is a day, not the year
    holiday = any(w in HOLIDAY_WORDS - _PERIOD_NAMES for w in words)
    return (
        (dream_period(f"on {when}", today) if holiday else None)
        or dream_period(when, today)
        or dream_period(f"in {when}", today)
        # ("what did i dream last tuesday" / "what about the weekend": probed, nothing read)
        or dream_period(f"on {when}", today)
    )


# "is it the same as last time", "is this the same dream as before": the dream just told set
# beside the earlier ones (probed, after "i dreamed my teeth fell out again": "Yes, the dream is
# the same.", of a dream of loose teeth kept in a pocket)
_SAME_AS_BEFORE = re.compile(
    r"^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*(?:is|was)\s+(?:it|that|this)\s+(?:the\s+|really\s+the\s+)?same"
    r"(?:\s+(?:one|dream|nightmare))?(?:\s+as\s+(?:last\s+time|before|(?:the\s+)?(?:last|other|earlier|previous|"
    r"first)\s+(?:one|dream|nightmare|time)|the\s+one\s+(?:before|i\s+had)))?(?:\s+again)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def may_ask_if_same(text: str) -> bool:
    """Whether ``text`` asks whether a dream is the same as before (the last message is read
    only then)."""
    return _SAME_AS_BEFORE.match(text.strip()) is not None


def same_as_before_query(text: str, previous: str) -> str | None:
    """What to search the journal for when ``text`` asks whether the dream ``previous`` told is
    the same as before ("tooth", after "i dreamed my teeth fell out again"), or None."""
    if not _SAME_AS_BEFORE.match(text.strip()) or not tells_a_dream(previous, date.today()):
        return None
    return dream_symbol(previous)


# "can you find similar ones", "any others like it", "show me more like that": dreams like the one
# just shown (probed, after "show me my happiest dream": the 1.5B's "Sure, I can help you find
# similar dreams.", nothing read)
_SIMILAR_ASKED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|cool|nice|great)\W+)*(?:(?:can|could)\s+(?:you|u)\s+)?(?:please\s+)?"
    r"(?:(?:find|show|list|get|give)\s+(?:me\s+)?(?:some\s+|any\s+|more\s+|other\s+)?(?:similar|like\s+(?:it|that|this))"
    r"(?:\s+(?:ones|dreams))?|(?:find|show|list|get|give)\s+(?:me\s+)?(?:some\s+|any\s+)?(?:more|others|other\s+(?:ones|dreams))"
    r"\s+like\s+(?:it|that|this|that\s+one)|(?:are\s+there\s+|do\s+i\s+have\s+|any\s+)(?:any\s+)?(?:more|others|other\s+(?:ones|dreams)|similar\s+(?:ones|dreams))"
    r"(?:\s+like\s+(?:it|that|this|that\s+one))?|(?:any|more)\s+similar\s+(?:ones|dreams))"
    r"(?:\s+(?:please|pls))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# The first dream a reply of the journal's showed: "Dream #7, …:\n<text>" or "- <date>…: <text>"
_SHOWN_DREAM = re.compile(
    r"^(?:Dream #\d+, [^\n]*:\n|- [^\n]*?\): |- \d+ \w+ \d{4}: )(?P<text>[^\n]+)", re.M
)


def asks_for_similar(text: str) -> bool:
    """Whether ``text`` asks for dreams like the one just shown (the last reply is read only
    then)."""
    return _SIMILAR_ASKED.match(text.strip()) is not None


def similar_query(reply: str) -> str | None:
    """The search for dreams like the first one ``reply`` showed: the things in it the dream
    dictionary reads (two at most, either), else its first content words; None when it showed
    none."""
    shown = _SHOWN_DREAM.search(reply)
    if shown is None:
        return None
    return " or ".join(key_words(shown["text"])) or None
