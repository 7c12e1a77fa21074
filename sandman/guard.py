"""The reply guard: what the model writes reaches the user only if it claims nothing untrue.

Sans-IO, like the tool-call parser: ``feed`` visible text (markup already stripped) as it
streams, take back the part that is safe to show, ``close()`` at the end. Text is judged a
clause at a time (up to a ``,`` ``;`` ``:`` or the end of a sentence) and shown a sentence at a
time, so a reply still streams; a sentence with a clause that breaks a rule is not shown at all,
and a reply cut off mid-sentence ends at its last whole sentence.

The rules, checked on every clause:
- **No claimed action that did not happen.** "I've saved that", "Done, deleted", "has been
  updated", and promises ("Got it, I'll remember", "I'm going to delete it"): allowed only if a write of that kind succeeded in this turn
  (``done``: ``save``, ``delete``, ``change``). An action Sandman has no tool for ("I will set
  an alarm", "I'll remind you") is never allowed.
- **Every fact from the sources.** A date, a quoted title or a ``#12`` reference must appear in
  the sources (the user's messages, this turn's tool results, the conversation); a capitalised
  name in mid-sentence too.
- **Nothing from the prompt's own examples.** ``foreign`` phrases (facts of the worked examples)
  are dropped unless the sources hold them as well.
- **No relation, number or dream the turn does not hold.** "Ines is your daughter", "it has four
  strings", "in your dream, you were crossing a bridge": who someone is to the user, how many of a
  thing, and what happened in a dream must be in the sources.
- **The user is "you".** "The user mentions…" speaks of them, not to them: dropped.
- **Their feeling read right** (``misreads``): no cheer for a hard feeling, no hard feeling said of
  them for a good one ("You're so tired today" to "I feel so rested").
- **Their feeling in their words, one dream at a time.** To a message that tells, a feeling said of
  them comes from that message (or the one it goes on with), not from another dream's mood; to a
  new dream told, a telling draws on one dream, and what only a dream told before holds stays out
  unless set beside it (``Sources``: ``felt_in``, ``message``, ``told_before``).
- **No advice for a hard feeling** (``advice=False``): "Try to relax" answers a feeling with a task.
- **Prose, not markup.** List markers, headings and ``**emphasis**`` are taken out as the text
  streams, so a list the model writes reads as lines of prose.
- **Never the user's own words as its own.** A clause in the first person that repeats the
  user's message ("I slept really well for once", "I was swimming with whales") is the companion
  speaking as the user, or echoing them: dropped (``user``).
"""

from __future__ import annotations

import difflib
import functools
import re
from collections.abc import Callable, Iterable, Sequence

from .language import (
    DANGLING,
    MONTH_NAMES,
    RELATIONS,
    STOPWORDS,
    asks,
    asks_yes_or_no_about_them,
    calendar_days,
    claimed_relations,
    common_english_words,
    count_claims,
    counts,
    dreads_sleep,
    dreamt_a_death,
    gives_thanks,
    numbers,
    relations,
    says_goodbye,
    stem,
    takes_leave,
    without_dates,
)

_QUOTED = re.compile(r"[\"“]([^\"“”\n]{2,80})[\"”]")
_REF = re.compile(r"#(\d+)\b")
_NAME = re.compile(r"(?<=[a-z,] )([A-Z][a-z]{1,})\b")
_COMMON_CAPS = frozenset(
    """I Sandman Monday Tuesday Wednesday Thursday Friday Saturday Sunday God English Internet
    Earth Moon Sun Christmas Easter Halloween Jung Freud""".split()
) | {m.capitalize() for m in MONTH_NAMES}

_VERBS = {
    "save": r"saved|stored|logged|recorded|noted(?:\s+down)?|added|written\s+down|wrote\s+down|"
    r"jotted(?:\s+down)?|remembered|kept|put\s+(?:it|that|this)\s+(?:in|into|down)|"
    r"(?:will|'ll|shall)\s+(?:remember|keep|note|save|store|log|record)|won'?t\s+forget|"
    r"made\s+a\s+note|taken\s+note|took\s+note",
    "delete": r"deleted|removed|erased|forgotten|forgot|cleared|wiped|(?:will|'ll)\s+(?:forget|delete|remove)",
    "change": r"updated|changed|edited|renamed|corrected|fixed|modified|replaced|"
    r"(?:will|'ll)\s+(?:update|change|edit|rename)",
}
# What a promise to act names ("I'll delete it", "we're going to save that").
_FUTURE = {
    "save": r"remember|keep|note|save|store|log|record|add|write|jot|put",
    "delete": r"forget|delete|remove|erase|clear|wipe",
    "change": r"update|change|edit|rename|correct|fix|modify|replace",
}
_WILL = r"(?:'ll|\s+will|\s+shall|(?:'m|\s+am|'re|\s+are)\s+going\s+to)"


def _claim_pattern(family: str, verbs: str) -> re.Pattern[str]:
    forms = [
        rf"\b(?:i|i've|i\s+have|i'd|we|we've)\b(?:\s+\w+){{0,3}}?\s+(?:{verbs})\b",
        # a contracted promise: "I'll delete", "I'm going to save" ("'ll" touches its subject)
        rf"\b(?:i|we){_WILL}\s+(?:\w+\s+){{0,2}}?(?:{_FUTURE[family]})\b",
        # "Yes, I can save that dream." (the 1.5B, to "can you save that dream?", nothing saved)
        rf"\b(?:i|we)\s+(?:can|could)\s+(?:now\s+|also\s+|definitely\s+)?(?:{_FUTURE[family]})\s+"
        r"(?:it|that|this|them|those|these|your\s+\w+)\b",
        rf"\b(?:has|have)\s+(?:now\s+|just\s+|also\s+)?been\s+(?:{verbs})\b",
        rf"\b(?:is|are|it's|that's)\s+(?:now\s+)?(?:{verbs})\b",
        rf"^\W*(?:ok(?:ay)?[,!]?\s+|all\s+)?(?:{verbs})\b",
        rf"\b(?:{verbs})\s+(?:it\s+|that\s+|this\s+)?(?:to|in|into|from)\s+(?:your|the)\s+"
        r"(?:journal|memor(?:y|ies)|list|diary)",
    ]
    if family == "change":
        # "Underwater school renamed to Fish School." (the 1.5B; nothing was renamed)
        forms.append(
            r"\brenamed\s+(?:it\s+)?(?:to|as)\b|\b(?:title|mood|name|date)\s+(?:is\s+now\s+|now\s+)?"
            r"(?:changed|updated|set)\s+to\b"
        )
    if family != "save":  # "you recorded it in March" is a fact; "you've deleted it" is a claim
        forms.append(rf"\byou(?:'ve|\s+have)\s+(?:now\s+|just\s+)?(?:{verbs})\b")
        # "all dreams were deleted": a dream's being recorded is a fact, its deletion is news
        forms.append(rf"\b(?:was|were)\s+(?:all\s+|now\s+|just\s+|successfully\s+)?(?:{verbs})\b")
    else:  # "Done!", "Got it": a bare acknowledgement claims the save the user asked for
        forms.append(r"^\W*(?:ok(?:ay)?[,!]?\s+|all\s+)?(?:done|got\s+it)\b")
    return re.compile("|".join(forms), re.IGNORECASE)


_CLAIMS = {family: _claim_pattern(family, verbs) for family, verbs in _VERBS.items()}
# A clause ends at a sentence end or a , ; : followed by a space (a "." at the very end of what
# has streamed so far may still be "3.5" or "e.g.": it waits for the next character).
_CLAUSE_END = re.compile(r"[.!?]+[\"”')\]]*(?=\s)|\n|[,;:](?=\s)")
_SENTENCE_END = re.compile(r"[.!?\n]")
# A run-on clause is judged and released in pieces of about this many characters, each judged
# with the part of its sentence already shown (so a claim split across pieces is still caught).
MAX_HELD = 96
# A sentence is shown whole once it ends; one that runs on past this many characters is shown as
# it goes (each piece still judged), so a reply without full stops still streams.
MAX_SENTENCE = 240


def _norm(text: str) -> str:
    return " ".join(re.sub(r"[\"“”'’`]", "", text).casefold().split())


# A clause that is only a name, perhaps after a greeting ("Hi Ana,", "Ana!", "…, Ana."): the user
# called by it (a vocative) when a greeting or a comma is next to it, or "!" ends it; a name alone
# after a full stop answers a question ("What's my sister's name?" "Ana.").
_NAME_ALONE = re.compile(
    r"\W*(?P<greeting>(?i:hi|hello|hey|dear|thanks|thank\s+you|good\s+night|good\s+morning|"
    r"good\s+evening|night|morning|evening)\W+)?"
    # (a greeting or a farewell alone is no name: "Goodnight!", to "goodnight sandman")
    r"(?!(?i:goodnight|goodbye|bye|night|morning|evening|hello|hey|welcome|cheers|sweet\s+dreams)\b)"
    r"(?P<name>[A-Z][a-z]{2,})\s*(?P<end>[,.!?]*)\s*"
)
# How a user gives their own name ("my name is Mara", "call me Mara", "I'm called Mara").
_OWN_NAME = re.compile(r"\b(?:my\s+name\s+is|call\s+me|im\s+called|i\s+am\s+called)\s+(\w+)")


# "best" of a best friend is no feeling ("The dream of your ex getting married to your best friend
# is a beautiful and intimate experience.", the 1.5B, kept: "best" made "beautiful" theirs)
_NO_FEELING_IN_A_NAME = re.compile(
    r"\b(?:best|good|great|nice|dear|close)\s+(?=(?:friends?|buddy|buddies|mates?|pals?|man|neighbou?rs?|"
    r"colleagues?|guy|girl|part|way|bet)\b)",
    re.IGNORECASE,
)


def _stems_told(text: str) -> set[str]:
    """The stems of ``text``'s words, its dictionary lines left out."""
    return {stem(w) for w in re.findall(r"\w+", _DICTIONARY_LINE.sub("", text).casefold())}


def _with_same_feelings(stems: set[str], text: str) -> set[str]:
    """``stems`` (``text``'s, ``_stems_told``) and the words of the same feelings as its own: a
    feeling said in a word of the same feeling ("You felt alone" to "it felt kind of lonely":
    measured, held back) is theirs; the "best" of a best friend is none."""
    named = _NO_FEELING_IN_A_NAME.search(text) is not None
    felt = _stems_told(_NO_FEELING_IN_A_NAME.sub(" ", text)) if named else stems
    return stems.union(*(group for group in _SAME_FEELING if group & felt))


def _content_words(text: str) -> list[str]:
    """The words of ``text`` long enough to judge (four letters or more), the linking ones left
    out, lower-cased, in order."""
    return [w for w in re.findall(r"[a-z]+", text.casefold()) if len(w) >= 4 and w not in _LINKING]


# "It might have been a big, friendly dog who chased after you and then wagged its tail…" (the
# 1.5B, to "i dremt i was chasd by a dog", which scared them): a thing they told, given a look
# and deeds they did not tell, as a guess
_MIGHT_HAVE_BEEN = re.compile(
    r"\b(?:it|he|she|they|the\s+[a-z]+)\s+(?:might|may|could|must|probably)\s+(?:have\s+been|be)\s+(?:a|an)\s+"
    r"(?P<what>(?:[a-z]+,?\s+){0,3}(?P<thing>[a-z]+))\s+(?:who|that|which)\b",
    re.IGNORECASE,
)
# "The tornado must have been very strong and intense." (the 1.5B, to "i had a dream about a
# tornado"): what a thing of their dream was like, guessed in words they did not say
_MUST_HAVE_BEEN = re.compile(
    r"\b(?:the|your|that|this)\s+(?P<thing>[a-z]+)\s+(?:must|might|may|would|probably)\s+have\s+been\s+"
    r"(?:so\s+|very\s+|really\s+|quite\s+|incredibly\s+|extremely\s+)?(?P<what>[a-z]+(?:\s+and\s+[a-z]+)?)\b",
    re.IGNORECASE,
)
# "I wonder if you ever thought about why your ex husband might have cheated on you?" (the 1.5B,
# to "i dreamt about my ex husband"): a wrong done to them by someone of theirs, nobody's words
_WRONG_IMPUTED = re.compile(
    r"\b(?:your|their)\s+(?:\w+\s+){0,2}?(?:ex|husband|wife|partner|boyfriend|girlfriend|bf|gf|fianc[eé]e?|friend|"
    r"mom|mum|mother|dad|father|sister|brother|boss|coworker|colleague|parents?|family)\s+(?:(?:might|may|could|must|"
    r"probably|actually|really|secretly)\s+)*(?:have\s+|has\s+|had\s+|did\s+)?(?P<wrong>cheated|cheating|lied|lying|betrayed|"
    r"abandoned|abused|manipulated|used\s+you|hated|hates|resents?|resented)\b",
    re.IGNORECASE,
)
# "Your boss fired you because they made a mistake." (the 1.5B, to "i dreamt my boss fired me"):
# why someone of their dream did what they did, made up
_WHY_THEY_DID = re.compile(
    r"\b(?:your\s+\w+|he|she|they)\s+(?:\w+ed|did\s+\w+|left|hit|told|took|said)\s+(?:you|them|him|her|it)?\s*"
    r"(?:\w+\s+){0,3}?because\s+(?P<why>[^.!?]{3,80})",
    re.IGNORECASE,
)
# "Maybe she's upset because something happened in the past, or maybe she just wants to make sure
# you're safe." (the 1.5B, to "i dreamt my mom was yelling at me"): why someone in it did what they
# did, guessed
_GUESSED_MOTIVE = re.compile(
    # "Well, it could be because they're hungry or scared." (the 1.5B, of wolves howling in a dream)
    # ("Or it could simply be that they're just enjoying their evening outside the window.", the
    # reply eval's next run)
    r"\bit\s+(?:could|might|may)\s+(?:also\s+|simply\s+|just\s+)?be\s+(?:because|that)\s+(?P<why3>(?:they|he|she)\b[^.!?]{3,80})|"
    r"\b(?:maybe|perhaps|probably|possibly)\s+(?:he|she|they|your\s+\w+)(?:'s|\s+is|\s+was|\s+were|'re)?\s+(?:just\s+)?"
    r"(?:(?:\w+\s+){0,2}?because\s+(?P<why>[^.!?]{3,80})|(?:wants?|wanted|needs?|needed|tried|trying|was\s+trying|"
    r"meant|means)\s+to\s+(?P<why2>[^.!?]{3,80})|(?:watching|looking|waiting|protecting|guarding|hunting|"
    r"searching|warning|calling|trying)\b(?P<why4>[^.!?]{3,80}))",
    re.IGNORECASE,
)
# "So, why do wolves howl?" (the 1.5B, to a dream of wolves howling outside a workshop): a question
# of the world asked, to answer itself
_WORLD_WHY = re.compile(
    r"^\W*(?:(?:so|well|hmm+|now)\W+)*why\s+(?:do|does|did)\s+(?!you\b|i\b|we\b|people\b|dreams?\b|it\b|that\b|this\b)"
    r"[a-z]+(?:\s+[a-z]+)?\s+[a-z]+\b[^.!?]*\?",
    re.IGNORECASE,
)
# "The dream you had last week was very interesting." (the 1.5B, to a dream told that night, with
# "finals next week" in it): a dream dated as they did not date it
_DREAM_DATED = re.compile(
    r"\b(?:the|your|that|this)\s+(?:dream|nightmare)\s+(?:you\s+had\s+|from\s+|of\s+)?(?P<when>last\s+(?:week|night|month|year)|"
    r"yesterday|the\s+other\s+(?:night|day)|a\s+few\s+(?:days|weeks|nights)\s+ago|(?:two|three|\d+)\s+(?:days|weeks|nights)\s+ago)\b",
    re.IGNORECASE,
)
# "They might have been waiting for their owners to come home or playing with each other on the
# porch." (the 1.5B, to "had a dream about puppies"): what they did, guessed
_MIGHT_HAVE_DONE = re.compile(
    r"^\W*(?:and\s+|so\s+|maybe\s+|perhaps\s+)?(?:it|he|she|they|the\s+[a-z]+)\s+(?:might|may|could|must|probably)\s+"
    r"have\s+been\s+(?=[a-z]+ing\b)",
    re.IGNORECASE,
)
# what was done, in the past ("chased", "wagged")
_DONE = re.compile(r"\b[a-z]{3,}ed\b", re.IGNORECASE)
# "That old house is so special to you. It holds memories of your childhood…" (the 1.5B, to "i had
# a dream i was at my old house, the one i grew up in"): what a thing means to them, and what
# they remember of it, are theirs to tell
_DEAR_TO_THEM = re.compile(
    r"\b(?:is|was|are|were|must\s+be|must\s+have\s+been|seems?)\s+(?:so\s+|very\s+|really\s+|truly\s+|such\s+an?\s+)?"
    r"(?=(?:special|important|dear|precious|meaningful|significant)\s+(?:place\s+)?(?:to|for)\s+you\b)"
    r"|\b(?:holds?|held|carries|carried|keeps?)\s+(?:so\s+|such\s+)?(?:many\s+|a\s+lot\s+of\s+|lots\s+of\s+|special\s+|"
    r"precious\s+|fond\s+|happy\s+|your\s+)?(?=memories\b)",
    re.IGNORECASE,
)
# "That's a clever way to describe your time travel adventure!" (the 1.5B, to "we got out in
# time though", after a dream of a wave): a tale of theirs named by what no one told
_YOUR_TALE = re.compile(
    r"\byour\s+(?P<what>(?:[\w'-]+\s+){1,3})(?:adventures?|journeys?|stor(?:y|ies)|experiences?|"
    r"quests?|trips?|escapades?|missions?|travels?|ordeals?)\b",
    re.IGNORECASE,
)
# a name of two letters too ("Io"), inside a sentence
_SHORT_NAME = re.compile(r"(?<=[a-z,] )([A-Z][a-z]+)\b")
# "in your dream", "in this dream": what a sentence says the dream held
_IN_THE_DREAM = re.compile(
    r"\b(?:in|into|from|within|during)\s+(?:your|this|that|the|last\s+night'?s)\s+(?:\w+\s+)?(?:dream|nightmare)\b",
    re.IGNORECASE,
)


class Sources:
    """What a reply may draw its facts from."""

    def __init__(
        self,
        texts: Iterable[str],
        foreign: Iterable[str] = (),
        *,
        theirs: Iterable[str] | None = None,
        felt_in: Iterable[str] | None = None,
        message: str | None = None,
        earlier: Iterable[str] = (),
        told_before: Iterable[str] = (),
        unread: bool = False,
    ) -> None:
        """``texts``: everything a reply may draw on; ``theirs``: what of it the user said or the
        journal holds of them (their messages, their dreams and moods), the only place a feeling
        told as theirs may come from (None: all of ``texts``, the dictionary's lines aside);
        ``felt_in``: when they told rather than asked, the words a feeling of theirs is said in
        (their message, and the one before it when this one goes on with it) — in a clause that
        names nothing only the journal holds (None: ``theirs``); ``message``: their message when
        it tells a new dream, ``earlier`` their messages before it and ``told_before`` those that
        told a dream — then a telling of a dream draws on one dream (``mixes``), and what only a
        dream told before holds is not brought into this one unless set beside it ("like",
        "earlier")."""
        # the symbols asked of have no reading in the journal: a reading, however hedged, is made up
        self._unread = unread
        texts = list(texts)
        self._theirs = None if theirs is None else "\n".join(theirs)
        self._felt_in = None if felt_in is None else "\n".join(felt_in)
        before = set(earlier)
        # what they said was done to them ("he used to read me stories"), never the companion's
        self.done_to_them = frozenset().union(*(_done_to_me(t) for t in [*texts, *earlier]))
        journal = [t for t in (theirs if theirs is not None else texts) if t not in before]
        # what only a dream told before holds: not this message's, nor the journal's this turn
        self._before_only = (
            set()
            if message is None
            else _stems_told("\n".join(told_before))
            - set().union(*(_stems_told(t) for t in journal))
            - _FRAME_STEMS
        )
        # what a telling may draw on, a dream at a time: each message of theirs whole, each line
        # of what the journal gave (a listed dream, a saved one, a linked one)
        self._pieces = (
            None
            if message is None
            else [
                found
                for piece in [
                    message,
                    *before,
                    *(line for t in journal if t != message for line in t.splitlines()),
                ]
                if (found := _stems_told(piece))
            ]
        )
        # the words of the dream told this turn, and of their messages before it
        self._told_now = (
            None
            if message is None
            else set(re.findall(r"\w+", "\n".join([message, *before]).casefold()))
        )
        joined = "\n".join(texts)
        self.text = _norm(joined)
        self.words = set(re.findall(r"\w+", joined.casefold()))
        days = calendar_days(joined)
        self.dates = {(d.month, d.day) for d in days}
        self.full_dates = {(d.month, d.day, d.year) for d in days if d.year is not None}
        self.refs = set(_REF.findall(joined)) | set(re.findall(r"\b\d+\b", joined))
        self.foreign = [f for f in (_norm(x) for x in foreign) if f and f not in self.text]
        self.relations = relations(joined)
        # a count the sources show: the numbers they state, and how many items a list of theirs has
        self.numbers = numbers(without_dates(joined)) | {
            float(sum(1 for line in t.splitlines() if line.lstrip().startswith("- ")))
            for t in texts
        }
        self.stems = {stem(w) for w in self.words}
        self._joined = joined
        # what the sources count: "calm (1)", "3 dreams", "water (3 dreams)"
        self.counts = counts(without_dates(joined))
        # the people (and pets) the sources name: capitalised words inside a sentence
        # (a name of two letters too, "a cat called Io", not a word that opens a clause: "It")
        self.names = {
            n
            for n in _NAME.findall(joined)
            if n not in _COMMON_CAPS and (len(n) > 2 or n.casefold() not in STOPWORDS)
        }

    @functools.cached_property
    def felt_stems(self) -> set[str]:
        """The stems of what they said or the journal holds of them, the dictionary's lines
        aside: a feeling told as theirs is told in these words. The companion's earlier words
        are not among them ("emotional state" said once carried "made you feel a mix of
        emotions - fear, shock, and relief" to a dream they told as waking up shaking)."""
        if self._theirs is None:
            return _with_same_feelings(self.told_stems, self._joined)
        return _with_same_feelings(_stems_told(self._theirs), self._theirs)

    @functools.cached_property
    def hold_a_loss(self) -> bool:
        """Whether the sources speak of a loss, a death, a trauma or a parting."""
        return _A_LOSS.search(self._joined) is not None

    @functools.cached_property
    def said_felt_stems(self) -> set[str]:
        """The stems of ``felt_in``, and the words of the same feelings (``felt_stems`` when
        none was given: they asked)."""
        if self._felt_in is None:
            return self.felt_stems
        return _with_same_feelings(_stems_told(self._felt_in), self._felt_in)

    def feeling_sources(self, clause: str) -> set[str]:
        """The stems a feeling told of them in ``clause`` may come from. To something they told,
        a feeling is theirs now, in their words: the moods of the journal's other dreams are not
        ("The dream about flying was very exciting for you", the 1.5B to a flying dream they
        called "kinda funny": "excited" was a linked earlier dream's mood; "You feel sad that
        Anna is not in your dreams" to "i miss her": "sad" was Anna's train dream's). A clause
        that names what only the journal holds (a title's word, a place of an earlier dream)
        speaks of that dream, and may say its mood."""
        said = self.said_felt_stems
        if self._felt_in is None:
            return said
        journal = self.felt_stems - said
        names_the_journal = any(
            stem(w) not in _FEELING_STEMS and stem(w) in journal for w in _content_words(clause)
        )
        return self.felt_stems if names_the_journal else said

    def mixes(self, telling: str, sentence: str) -> str | None:
        """Why ``telling`` (the clauses of ``sentence`` that tell what a dream held) draws on two
        dreams as if they were one: words some piece of the sources holds (a message, a listed
        dream), none holding them all ("The snake was dark and cold", the 1.5B to a snake that bit
        them: the dark and cold were the ocean they told a message before; "You were with your
        friends at the beach, and you saw a dog follow you home"). A sentence that compares
        ("like your rooftops dream", "again") may name two."""
        if self._pieces is None or _COMPARES.search(sentence):
            return None
        words = {stem(w) for w in _content_words(telling)} - _FRAME_STEMS
        held = {w for w in words if any(w in piece for piece in self._pieces)}
        if len(held) < 2 or any(held <= piece for piece in self._pieces):
            return None
        return f"tells of two dreams as one: {', '.join(sorted(held))}"

    @functools.cached_property
    def told_stems(self) -> set[str]:
        """The stems of all but the dictionary's lines: what their dreams and their words hold
        (worked out only for a clause that tells of their earlier dreams)."""
        return _stems_told(self._joined)

    def denies(self, clause: str) -> str | None:
        """The word of what they told that ``clause`` says was not so ("your father was not
        teaching you to drive again", to "i dreamt my dad was teaching me to drive again"), or
        None; what they told in the negative themselves ("i couldnt breathe") may be said so."""
        if re.match(r"\W*(?:i|i'm|im|we)\b", clause, re.IGNORECASE):
            return None  # ("I did not save the exam dream.": of itself, not of what they told)
        for found in _DENIED.finditer(clause):
            word = found["word"].casefold()
            if stem(word) not in self.told_stems:
                continue
            negated = rf"\b(?:not|never|no|\w+n'?t|cant|couldnt|didnt|wasnt|werent)\s+(?:\w+\s+){{0,2}}{re.escape(word)}"
            if not re.search(negated, self._joined, re.IGNORECASE):
                return word
        return None

    def unheld(self, text: str, stems: set[str] | None = None) -> str | None:
        """The first content word of ``text`` whose stem the sources (or ``stems``) do not hold,
        or None. Words of three letters are too short to judge, but for a feeling's ("sad",
        "mad")."""
        held = self.stems if stems is None else stems
        words: list[str] = re.findall(r"[a-z]+", text.casefold())
        return next(
            (
                w
                for w in words
                if (len(w) >= 4 or (len(w) == 3 and w in _FEELING_STEMS))
                and w not in _LINKING
                and stem(w) not in held
                # (a noun of a word they said: "freedom" of "free", "sadness" of "sad")
                and not (
                    (base := _NOUN_OF.sub("", w)) != w and len(base) >= 3 and stem(base) in held
                )
            ),
            None,
        )

    def unsupported(self, clause: str, before: str = "") -> str | None:
        """Why ``clause`` states something the sources do not hold, or None (``before``: the
        clauses of its sentence before it, which may say what dream it speaks of)."""
        for month, day, year, _ in calendar_days(clause):
            if (month, day) not in self.dates:
                return f"date {day}/{month} is not in the sources"
            if year is not None and self.full_dates and (month, day, year) not in self.full_dates:
                return f"date {day}/{month}/{year} is not in the sources"
        for quoted in _QUOTED.findall(clause):
            if _norm(quoted) not in self.text:
                return f"quote {quoted!r} is not in the sources"
        for ref in _REF.findall(clause):
            if ref not in self.refs:
                return f"#{ref} is not in the sources"
        for name in _NAME.findall(clause):
            if name not in _COMMON_CAPS and name.casefold() not in self.words:
                return f"name {name!r} is not in the sources"
        for kind in claimed_relations(clause):
            if kind not in self.relations:
                return f"relation {kind!r} is not in the sources"
        for ratio in _RATIO.finditer(clause):
            # ("The ratio of the sides is 4:3.", the 1.5B to "whats the ratio" after counts of
            # 2 and 4: both numbers in the sources, the ratio in none)
            if re.sub(r"\s+", "", ratio[0]) not in self.text.replace(" ", ""):
                return f"ratio {ratio[0]!r} is not in the sources"
        for number in numbers(without_dates(clause)):
            if number >= 2 and number not in self.numbers:
                return f"number {number:g} is not in the sources"
        for number, words, part in count_claims(without_dates(clause)):
            counted = next((w for w in words if w in self.counts), None)
            if counted is None:
                continue
            held = self.counts[counted]
            if (number > max(held)) if part else (number not in held):
                return f"count {number:g} of {counted!r} is not the journal's"
        # A thing nothing reads (no meaning of theirs, no dictionary entry): a reading of it in
        # any clause of a sentence that reads it, maybe or not, is made up (probed: "The fox could
        # symbolize someone watching you, possibly a parent, lover, or friend.")
        if self._unread and _reading_as_fact(f"{before} {clause}", hedged=True) is not None:
            plain = _WONDERED_READING.sub(" ", _READS_AS.sub(" ", _SYMBOL_CLAIM.sub(" ", clause)))
            if word := self.unheld(plain):
                return f"reads what nothing reads: {word!r}"
        # What a dream held, what they felt, what a thing reads as, what a person of theirs is:
        # told only in the sources' words.
        for opening, why in (
            (
                _DREAM_CLAIM.search(clause)
                or _narrates(clause)
                or self._narrates_now(clause)
                or _SCENE_NOW.match(clause),
                "a dream with {word!r} is not in the sources",
            ),
            (_tells_what_you_did(clause), "tells what they did beyond the sources: {word!r}"),
            (_reading_as_fact(clause), "gives a reading the sources do not hold: {word!r}"),
            (_person_claim(clause, self.names), "says of {who} what the sources do not: {word!r}"),
            (_REMEMBERS.search(clause), "remembers what the journal does not hold: {word!r}"),
            (_TIMES_WHEN.search(clause), "gives them a past the sources do not hold: {word!r}"),
            (
                _OF_YOUR_DREAMS.search(clause),
                "tells of their dreams what the journal does not: {word!r}",
            ),
            (
                _NIGHT_TOLD.search(clause),
                "tells a night of theirs the sources do not hold: {word!r}",
            ),
            (_OF_THEM.search(clause), "says what they are or lack beyond the sources: {word!r}"),
            (_THEY_HAVE.search(clause), "says what they have beyond the sources: {word!r}"),
            (_LIKENESS.search(clause), "paints a likeness the sources do not hold: {word!r}"),
            (_FILLED_WITH.search(clause), "paints a scene the sources do not hold: {word!r}"),
            (_PAINTED.search(clause), "paints a scene the sources do not hold: {word!r}"),
            (_THING_NOW.match(clause), "paints a scene the sources do not hold: {word!r}"),
            (_YOU_MAY_HAVE.search(clause), "guesses a past the sources do not hold: {word!r}"),
            (_YOU_ARE_IN_IT.match(clause), "paints a scene the sources do not hold: {word!r}"),
            (
                _WHO_THEY_MIGHT_BE.search(clause),
                "guesses of someone what the sources do not hold: {word!r}",
            ),
            (_EXPLAINED.search(clause), "explains it by what the sources do not hold: {word!r}"),
            (
                _DEAR_TO_THEM.search(clause),
                "says what it means to them beyond the sources: {word!r}",
            ),
        ):
            if opening is not None and (word := self.unheld(clause[opening.end() :])):
                return why.format(word=word, who=opening[1].strip() if opening.lastindex else "")
        # (what they have, said on after a comma: "You have two kids, a boy and a girl.")
        if (
            _THEY_HAVE.search(before)
            and re.match(r"\s*(?:a|an|one|two|both|\d+)\b", clause, re.IGNORECASE)
            and (word := self.unheld(clause))
        ):
            return f"says what they have beyond the sources: {word!r}"
        if (tale := _YOUR_TALE.search(clause)) is not None and (word := self.unheld(tale["what"])):
            return f"names a tale of theirs the sources do not hold: {word!r}"
        # (what it held, said after a comma: "Your earlier dream of "Ocean stairs" was peaceful,
        # with calm waters and gentle waves.", the 1.5B to a dream of flying over the ocean)
        if (
            (more := _WITH_MORE.match(clause)) is not None
            and _DREAM_CLAIM.search(before)
            and (word := self.unheld(clause[more.end() :]))
        ):
            return f"a dream with {word!r} is not in the sources"
        # (a name set off by commas, its claim in the clause after: "Your cat, Io, is a smart
        # friend who can speak several languages.", the 1.5B to a dream of Io talking)
        opened = f"{before.strip()} {clause}"
        if (
            before.strip()
            # (the clauses before come lower-cased)
            and (claim := _person_claim(opened, {n.casefold() for n in self.names})) is not None
            and claim.end() > len(before.strip())
            and (word := self.unheld(opened[claim.end() :]))
        ):
            return f"says of {claim[1].strip(' ,')} what the sources do not: {word!r}"
        sentence = f"{before} {clause}" if before.strip() else clause
        if (
            (told := _LONG_NARRATION.match(sentence)) is not None
            and told.end() > len(sentence) - len(clause)  # its telling is in this clause
            and (word := self.unheld(sentence[told.end() :]))
        ):
            return f"a dream with {word!r} is not in the sources"
        if (
            (often := _HOW_OFTEN.search(clause)) is not None
            and _norm(often[0]) not in self.text
            and not (often["habit"] and often["habit"].lower() in self.words)
        ):
            return f"tells a habit the sources do not hold: {often[0]!r}"
        if (felt := _DREAM_THING_FELT.search(clause)) is not None and (
            word := self.unheld(clause[felt.end() :], self.feeling_sources(f"{before} {clause}"))
        ):
            return f"says how the dream felt, which they did not say: {word!r}"
        if (named := _FEELING_NAMED.match(clause)) is not None and (
            word := self.unheld(named["felt"], self.feeling_sources(f"{before} {clause}"))
        ):
            return f"says they felt what they did not say: {word!r}"
        if (allowed := _FEELING_ALLOWED.search(clause)) is not None and (
            word := self.unheld(
                f"{allowed['felt']} {allowed['felt2'] or ''}",
                self.feeling_sources(f"{before} {clause}"),
            )
        ):
            return f"says they felt what they did not say: {word!r}"
        if (opening := _A_SENSE_OF.search(clause)) is not None and (
            word := self.unheld(clause[opening.end() :], self.feeling_sources(f"{before} {clause}"))
        ):
            return f"says how the dream felt, which they did not say: {word!r}"
        if (came := _SENSE_THAT_CAME.search(clause)) is not None and (
            word := self.unheld(came["felt"], self.feeling_sources(f"{before} {clause}"))
        ):
            return f"says how the dream felt, which they did not say: {word!r}"
        if (left := _LEFT_THEM.search(clause)) is not None and (
            word := self.unheld(left["how"], self.feeling_sources(f"{before} {clause}"))
        ):
            # ("The dream shook you very much.", the 1.5B to two dreams told plainly, a train and
            # lost shoes; "That dream has made a lasting impression on you.": the reply eval)
            return f"says how the dream left them, which they did not say: {word!r}"
        if (opening := _FELT_CLAIM.search(clause)) is not None:
            feelings = self.feeling_sources(f"{before} {clause}")
            if word := self.unheld(clause[opening.end() :], feelings):
                return f"says they felt what they did not say: {word!r}"
            # ("I see that you're feeling down.": the 1.5B, to "is that bad" after their moods
            # were counted; "down" is a word of every sentence, so a feeling unseen above)
            if (low := _LOW_SAID.match(clause[opening.end() :])) is not None and not (
                _LOW_STEMS & feelings
            ):
                return f"says they felt what they did not say: {low['low']!r}"
        if (judged := _DREAM_JUDGED.search(f"{before} {clause}")) is not None:
            feelings = self.feeling_sources(f"{before} {clause}")
            how = judged["how"] or judged["how2"] or judged["how3"]
            # ("It's wonderful to hear about your sister!", the 1.5B to "she had a baby last
            # week!": news of their life met, no dream judged)
            how = "" if _NEWS_MET.search(f"{how} {clause[judged.end() :]}") else how
            for word in re.findall(r"[a-z]+", how.casefold()):
                if word in _JUDGING and stem(word) not in feelings:
                    return f"says how the dream felt, which they did not say: {word!r}"
        if (dream_words := _dream_held(clause)) and (word := self.unheld(dream_words)):
            return f"a dream with {word!r} is not in the sources"
        if (
            (ranked := _RANKED_DREAM.search(clause)) is not None
            and not _NOT_TOLD.search(clause[: ranked.start()])
            and (word := self.unheld(clause[ranked.end() :]))
        ):
            return f"a dream with {word!r} is not in the sources"
        if (opening := _PAST_DREAMS.search(clause)) is not None and (
            word := self.unheld(clause[opening.end() :], self.told_stems)
        ):
            return f"tells of their earlier dreams what only the dictionary says: {word!r}"
        if _THE_PERSON.search(clause) and "person" not in self.words:
            return "speaks of them as 'the person'"
        if (
            _SOMEONE_LOVED.search(clause)
            and not (self.relations - _NOT_CLOSE)
            and not self.words & _CLOSE_WORDS
        ):
            # ("It can be very hard to deal with when someone you love is fired from their job."
            # (the 1.5B, to "i had a dream my boss fired me": probed)
            return "speaks of someone they love, whom nothing here names"
        if _THEIR_AGE.search(clause) and not _SPOKE_OF_THEIR_AGE.search(self._joined):
            return "speaks of their age, which nothing here holds"
        for span in _DURATION.finditer(clause):
            if _norm(span[0]) not in self.text:
                return f"adds a span of time the sources do not hold: {span[0]!r}"
        if (word := self._from_before(clause, f"{before} {clause}")) is not None:
            return f"brings a dream told before into this one: {word!r}"
        sentence = f"{before} {clause}"
        if (done := _MIGHT_HAVE_DONE.search(clause)) is not None and (
            word := self.unheld(clause[done.end() :])
        ) is not None:
            return f"paints what they told with what they did not: {word!r}"
        for reasoned in (_WHY_THEY_DID, _GUESSED_MOTIVE):
            # (their only groups are the reason's, one of which matched)
            if (reason := reasoned.search(clause)) is not None and (
                word := self.unheld(next(filter(None, reason.groups())))
            ) is not None:
                return f"gives a reason nobody told: {word!r}"
        if (wronged := _WRONG_IMPUTED.search(clause)) is not None and (
            stem(wronged["wrong"].split()[0].casefold()) not in self.stems
        ):
            return f"says someone of theirs wronged them, which nobody told: {wronged['wrong']!r}"
        if (dated := _DREAM_DATED.search(clause)) is not None and (
            _norm(dated["when"]) not in self.text
        ):
            return f"dates the dream as they did not: {dated['when']!r}"
        if (
            (guessed := _MUST_HAVE_BEEN.search(clause)) is not None
            and guessed["thing"].casefold() in self.words
            and (word := self.unheld(guessed["what"])) is not None
        ):
            return f"paints what they told with what they did not: {word!r}"
        if (
            (painted := _MIGHT_HAVE_BEEN.search(sentence)) is not None
            and painted["thing"].casefold() in self.words
            and (
                word := self.unheld(painted["what"])
                or self.unheld(" ".join(_DONE.findall(sentence[painted.end() :])))
            )
            is not None
        ):
            return f"paints what they told with what they did not: {word!r}"
        if (name := self._named_into_it(clause, f"{before} {clause}")) is not None:
            return f"brings into the dream told someone it did not hold: {name!r}"
        return self._foreign(clause)

    def _named_into_it(self, clause: str, sentence: str) -> str | None:
        """A name ``clause`` puts into the dream told this turn that they did not tell in it
        (only a kept fact or an earlier dream holds it), unless ``sentence`` asks or compares;
        else None. Probed: "You seem to have a very cute cat named Io in your dream." to "last
        night i dreamed the baby was a cat", with "I have a cat called Io." kept."""
        if self._told_now is None or not _IN_THE_DREAM.search(sentence):
            return None
        if sentence.rstrip().endswith("?") or _COMPARES.search(sentence):
            return None
        return next(
            (
                n
                for n in _SHORT_NAME.findall(clause)
                if n not in _COMMON_CAPS and n.casefold() not in self._told_now
            ),
            None,
        )

    def _from_before(self, clause: str, sentence: str) -> str | None:
        """The first word of ``clause`` that only a dream told before holds, unless ``sentence``
        sets that dream beside this one ("like the beach dream earlier"); else None. Probed:
        "What do you think about the feeling of being underwater?" to a dream of their dad
        cooking pancakes, told after one of breathing underwater."""
        if not self._before_only or (
            _COMPARES.search(sentence) and _NAMES_A_DREAM.search(sentence)
        ):
            return None
        return next((w for w in _content_words(clause) if stem(w) in self._before_only), None)

    def _narrates_now(self, clause: str) -> re.Match[str] | None:
        """The opening of a narration in the present of someone the sources name ("Ines is"),
        or of "he"/"she", else None."""
        found = _PRESENT_NARRATION.match(clause)
        if found is None:
            return None
        who = found["who"]
        return found if who.casefold() in ("he", "she") or who in self.names else None

    def opens_telling(self, clause: str) -> bool:
        """Whether ``clause`` tells what a dream held, what they did or felt ("In your dream,
        you…", "you felt…", "the wolves were…"): then the clauses that go on with it in the same
        sentence are a telling too."""
        return any(
            found is not None
            for found in (
                _DREAM_CLAIM.search(clause),
                _narrates(clause),
                _tells_what_you_did(clause),
                _FELT_CLAIM.search(clause),
            )
        )

    def goes_on_telling(self, clause: str) -> str | None:
        """Why ``clause``, going on with a telling ("…, causing the books to float and making it
        hard to read"), adds what the sources do not hold, or None."""
        found = _CONTINUES.match(clause) or _LISTED.fullmatch(clause)
        if found is None:
            return None
        # a participle's own word is the telling's verb; a listed item is all what it adds
        word = self.unheld(clause[found.end() :] if found.re is _CONTINUES else clause)
        return None if word is None else f"goes on telling beyond the sources: {word!r}"

    def _foreign(self, clause: str) -> str | None:
        low = _norm(clause)
        for phrase in self.foreign:
            if phrase in low:
                return f"{phrase!r} comes from the prompt's examples"
        return None


# A clause that goes on with the one before it as its participle ("causing the books to float",
# "and making it hard to read"): what it adds belongs to the same telling.
_CONTINUES = re.compile(r"\W*(?:(?:and|then|while)\s+)?[a-z]{3,}ing\b", re.IGNORECASE)
# ... or as one more item of its list ("made you feel fear, shock, and relief": "shock,", "and
# relief."), a few words with no verb of their own.
# An exclamation is no item ("You were flying over Porto, how free.").
_LISTED = re.compile(
    r"\W*(?:(?:and|or)\s+)?(?!(?:how|what|so|such|too|which|who|yes|no|right|really)\b)"
    r"(?:[a-z'-]+\s+){0,2}[a-z'-]+\W*",
    re.IGNORECASE,
)


# Sandman has no tool for these: a promise or a claim of one is never true.
_UNDOABLE = re.compile(
    rf"\b(?:i|we)(?:{_WILL}|'ve|\s+have|\s+just)?\s+(?:\w+\s+){{0,2}}?"
    # (waking them: "I'll wake you at 7"; not "when I wake up", the 1.5B speaking as them, probed)
    r"(?:set|remind|call|send|book|schedule|order|text|email|wake\s+(?:you|u)|alert|notify|reminded|booked|"
    r"scheduled|ordered|texted|emailed|notified"
    # ("I've exported your journal.", the 1.5B to "export my journal": the chat exports nothing)
    r"|export|exported|download|downloaded|upload|uploaded|print|printed|back\s+(?:it|them|that|this|"
    r"your\s+\w+)\s+up|backed\s+(?:(?:it|them|that|this|your\s+\w+)\s+)?up|sync|synced|attach|attached)\b(?!\s+(?:you\s+)?(?:of|that)\b)",
    re.IGNORECASE,
)
# What it did not do, said by the model ("I did not save the exam dream.")
_NOT_DONE_BY_IT = re.compile(
    r"\bi\s+(?:did\s+not|didn'?t|have\s+not|haven'?t|never|couldn'?t|could\s+not|was\s+not\s+able\s+to|"
    r"wasn'?t\s+able\s+to|can'?t|cannot)\s+(?:\w+\s+)?(?:save|saved|keep|kept|log|logged|record|recorded|"
    r"delete|deleted|store|stored|add|added|find|found)\b",
    re.IGNORECASE,
)
# Correcting them ("You are missing a key detail", "That's not what happened")
_CORRECTS_THEM = re.compile(
    r"\byou(?:'re|\s+are)\s+(?:missing|forgetting|wrong|mistaken|confused)\b"
    r"|\bthat(?:'s|\s+is|\s+was)\s+not\s+(?:true|right|correct|accurate|what\s+happened)\b",
    re.IGNORECASE,
)
# What was told, said not to be so ("your father was not teaching you to drive again")
_DENIED = re.compile(
    r"\b(?:was|were|is|are|did|do|does|had|has)(?:n'?t|\s+not|\s+never)\s+(?:really\s+|actually\s+|even\s+)?"
    r"(?P<word>[a-z]{4,})",
    re.IGNORECASE,
)
# "Sure! Let's write a letter to your mom." (the 1.5B, to "i think ill write her a letter"): a
# thing done together in the world, which a journal cannot do (nobody asked it to: no "I can't")
_DONE_TOGETHER = re.compile(
    r"\blet'?s\s+(?:write|send|call|draw|make|plan|book|go|visit|read|cook|bake|sing|paint|create|"
    r"take|try|do|enjoy|play|dance|swim|walk|watch|listen)\b(?!\s+(?:a\s+)?(?:look|talk|think))"
    # "How about we take some time to play it together?" (the 1.5B, to a guitar bought in a
    # dream); "let's enjoy your time together in the water" (to a dolphin that talked)
    r"|\bhow\s+about\s+we\s+(?!talk|look|think)\w+"
    r"|\bwe\s+(?:could|can|should|will)\s+(?:\w+\s+)?(?:play|go|swim|dance|sing|walk|watch|listen|cook|bake)\b"
    r"[^.!?]*\btogether\b",
    re.IGNORECASE,
)


CANNOT_ACT = "promises an action Sandman has no tool for"
REPEATS = "repeats what was already shown"
# Reasons that cut a sentence short without making the rest of it suspect.
CALLS_SANDMAN = "calls the user by its own name"
# Reasons that cost a sentence nothing before the clause: "Sleep tight, Sandman!" → "Sleep tight."
_REDUNDANT = frozenset({REPEATS, "no words", "only markup", CALLS_SANDMAN})

# The companion telling what happened in a dream ("In your dream, you were crossing a bridge",
# "you dreamt that…"): what follows must be in the sources, or it imagines a dream.
_IN_A_DREAM = r"(?:in|during)\s+(?:your|this|that|the)\s+(?:\w+\s+)?(?:dream|nightmare)s?"
_WITH_MORE = re.compile(r"^\W*(?:and\s+)?(?:with|full\s+of|where)\s+", re.IGNORECASE)
_DREAM_CLAIM = re.compile(
    rf"\b{_IN_A_DREAM}\b,?\s+(?:you|there)\b"
    # "The dream was about the way you speak to me in your journal." (the 1.5B, to "i had a dream
    # about you sandman")
    # ("This dream is about…" reads it, which a question of its meaning may ask for)
    r"|\b(?:the|your|this|that)\s+(?:dream|nightmare)\s+was\s+(?:all\s+|really\s+|mostly\s+)?about\b"
    # "The dream was a visual journey that opened your eyes to the richness of color" (the 1.5B,
    # to "i dreamt in color for the first time"): what it was, in words nobody told
    r"|\b(?:the|your|this|that)\s+(?:dream|nightmare)\s+(?:was|is)\s+(?:like\s+)?(?:a|an)\b"
    # "Your earlier dream of "Ocean stairs" was peaceful, with calm waters and gentle waves." (the
    # 1.5B, to a dream of flying over the ocean, the earlier one linked): an earlier dream told
    # again in words it never had
    r"|\b(?:the|your|that)\s+(?:earlier|other|previous|older|last)\s+(?:dream|nightmare)(?:\s+(?:of|about|called)\s+"
    r"\"?[^\",.!?]{1,40}\"?)?\s+(?:was|had|felt)\b"
    r"|\byou\s+(?:may\s+|might\s+|must\s+|probably\s+)?(?:have\s+)?(?:dreamt|dreamed|dreamed\s+of|"
    r"dreamt\s+of)\b"
    # "You had a dream about a tidal wave that was powerful and caused significant damage." (the
    # 1.5B, to "i had a dream about a tidal wave, and another one about my dog")
    r"|\byou\s+(?:had|have\s+had|just\s+had)\s+(?:a|an|this|that|another)\s+(?:\w+\s+)?(?:dream|nightmare|one)\b",
    re.IGNORECASE,
)
# What their earlier dreams held, in general ("In past dreams, snakes have warned of danger"): told
# only in the words of the dreams and of what they said, never the dictionary's (its reading is
# not what their dreams held).
_PAST_DREAMS = re.compile(
    r"\b(?:in|across|throughout)\s+(?:(?:some|many|all)\s+of\s+)?(?:your\s+|the\s+)?"
    r"(?:past|earlier|previous|other|older)\s+dreams\b",
    re.IGNORECASE,
)
# The dictionary's lines in the sources: the tools' ("Dictionary (snake): …") and the leads'.
_DICTIONARY_LINE = re.compile(
    r"^.*\b(?:Dictionary \(|Dream dictionaries (?:read|have no entry)\b).*$", re.MULTILINE
)
# A clause that narrates what someone or something did or felt ("Ines was curious about riding a
# bike", "The wolves were guarding you"): the telling of a dream, whose words must be the sources'.
_NARRATION = re.compile(
    # ("…, as your grandpa was steering you in the garage like he used to": the 1.5B, asked what
    # a car means after a dream of their late grandpa fixing his car)
    r"^\W*(?:(?:and|but|so|then|as|while|because|since|when|until)\s+)?"
    # ("It feels like your heart was pounding in your chest": the 1.5B, to "i dreamt i was
    # getting married to a stranger")
    r"(?:(?:it\s+)?(?:feels|felt|seems|seemed|sounds|sounded|looks)\s+like\s+)?(?:the\s+|your\s+)?(?:[A-Za-z]+\s+(?=[A-Za-z]+\s+(?:was|were)\b))?"
    # ... also where it was: "The hors in your kitchen looked like a fluffy, white horse with
    # long brown hair and a large horn." (the 1.5B, to "i had a dreem abt a hors in my kichen")
    r"([A-Za-z]+)\s+(?:(?:in|on|at|by|near|under|from|inside|outside)\s+(?:your|the|a|an|that|this)\s+"
    r"(?:[A-Za-z]+\s+)?[A-Za-z]+\s+)?(?:was|were|felt|seemed|wanted|"
    r"looked|tried|started|kept|became|wished|hoped|loved|liked|had\s+been|had|"
    # "The bus continued to float, its passengers terrified." (the 1.5B, to "but then it just
    # floated up into the sky")
    r"continued|floated|flew|fell|ran|turned|came|went|stopped|began|moved|rose|sank|crashed|"
    r"disappeared|appeared|changed|grew|opened|closed|followed|arrived|smiled|laughed|cried|"
    r"screamed|shouted|said|told|asked"
    # "Your brother sat next to you, reading a book he had brought for you." (the 1.5B, to "i
    # dreamed i was on a boat with my brother", in the terminal chat)
    r"|sat|stood|lay|held|gave|brought|read|sang|walked|watched|waited"
    # "He worked hard to make it run smoothly and look great." (the 1.5B, to "i dreamt my uncle was
    # fixing his old car", in the reply eval)
    r"|worked|made|built|fixed|cooked|baked|played|helped|showed|taught|spent|drove|took|found|bought|enjoyed)\b",
    re.IGNORECASE,
)
# ... and in the present ("The young girl Ines is curious about riding a bike on such an
# extraordinary roof", the 1.5B to a dream of Ines learning to ride on a hospital roof), of a
# person the sources name, or "he"/"she": "Water is a symbol of…" reads, it narrates nothing.
_PRESENT_NARRATION = re.compile(
    r"^\W*(?i:(?:and|but|so|then)\s+)?(?i:(?:the|a|your)\s+)?(?:[a-z]+\s+){0,2}"
    # ("She's a young girl with bright eyes and playful spirit.": the 1.5B, to "she's 5", of
    # their daughter)
    r"(?P<who>[A-Z][a-z]{2,}|[Hh]e|[Ss]he)(?:'s|\s+(?:is|feels|seems|wants|looks|tries|loves|likes|keeps|"
    r"becomes|has|gets|thinks|knows))\b"
)
# "The man is sitting on a bench near a window, looking out at the cityscape." (the 1.5B, to "the one
# with the teeth", of a dream come again): a scene in the present, of someone unnamed
_SCENE_NOW = re.compile(
    r"^\W*(?:and\s+|then\s+)?(?:the|a|an)\s+(?:(?:old|young|little|tall|strange|mysterious)\s+)?"
    r"(?:man|woman|boy|girl|stranger|figure|child|kid|person|lady|guy|crowd|people|men|women)\s+"
    r"(?:is|are)\s+(?:\w+ing)\b",
    re.IGNORECASE,
)
# "It was filled with memories of sunny days, warm sand, and stories of playing under the trees."
# (the 1.5B, to "i had a dream about the beach house we used to rent as kids"): what it held,
# painted
_FILLED_WITH = re.compile(
    # ("Perhaps your trip was filled with pleasant experiences and memories", the reply eval, to a
    # boat on a sea turned into honey)
    r"\b(?:it|the\s+\w+|your\s+\w+|this|that|they|those\s+\w+)\s+(?:was|were|is|are|seemed|felt)\s+(?:so\s+|all\s+)?"
    r"(?:filled|full|packed|bursting|overflowing|brimming)\s+(?:with|of)\s+(?:(?:the\s+)?memories\s+of\s+)?",
    re.IGNORECASE,
)
# "It was likely a small, quaint house with a garden and a treehouse" (the 1.5B, to "i dreamt about
# my childhood home"): what the place they told was like, painted, however hedged
_PAINTED = re.compile(
    r"\b(?:it|that|this\s+place|the\s+(?:place|house|home|room))\s+(?:was|must\s+have\s+been|would\s+have\s+been|"
    r"could\s+have\s+been|might\s+have\s+been)\s+(?:likely|probably|perhaps|maybe|surely|most\s+likely)\s+an?\s+"
    r"|\b(?:it|that|this\s+place|the\s+(?:place|house|home|room))\s+(?:must|would|could|might)\s+have\s+been\s+an?\s+"
    r"|\bthere\s+(?:was|were|must\s+have\s+been|might\s+have\s+been)\s+(?:likely\s+|probably\s+|perhaps\s+|maybe\s+)?"
    r"(?:an?|some|many|lots\s+of)\s+",
    re.IGNORECASE,
)
# "You're in your cozy house, and suddenly a flurry of snow falls down." (the 1.5B, to "i dreamed
# about snow falling inside my house"): their dream told back to them as now, painted
_YOU_ARE_IN_IT = re.compile(
    r"^\W*(?:and\s+|then\s+|so\s+)?you(?:'re|\s+are|re)\s+(?:in|on|at|inside|standing|walking|sitting|running|flying|"
    r"floating|lying|swimming|back)\b",
    re.IGNORECASE,
)
# "It's possible that she is from the same department as you, or she has worked with you before."
# (the 1.5B, to "i dreamt i kissed a woman from work"; the reply eval): who someone is, guessed
_WHO_THEY_MIGHT_BE = re.compile(
    r"\b(?:it'?s\s+possible\s+that|maybe|perhaps|it\s+(?:could|might|may)\s+be\s+that|probably|i\s+(?:bet|guess|imagine))\s+"
    r"(?:she|he|they)\s+(?:is|was|are|were|works?|worked|has|had|lives?|lived|comes?|came|knows?|knew)\s+"
    # ("It's possible that you and this person have a strong connection, such as work-related
    # activities…": the 1.5B, to "i dreamt i kissed a woman from work"; the reply eval)
    r"|\b(?:it'?s\s+possible\s+that|maybe|perhaps|it\s+(?:could|might|may)\s+be\s+that|probably)\s+"
    r"(?:you\s+and\s+(?:this|that|the|your)\s+[a-z]+|you\s+two|the\s+two\s+of\s+you)\s+(?:have|share|had|shared)\s+",
    re.IGNORECASE,
)
# "The car feels heavy, like it's going to fall over." (the 1.5B, to "im in a car and the brakes
# dont work"; the reply eval): a thing of their dream given how it is, now or then
_THING_NOW = re.compile(
    r"^\W*(?:and\s+|then\s+)?the\s+[a-z]+\s+(?:feels|felt|looks|looked|seemed|smells|smelled)\s+",
    re.IGNORECASE,
)
# "…but it brought with it a sense of hope and possibility" (the 1.5B, to a stranger handing them
# a letter; the reply eval): a feeling given to the dream
_A_SENSE_OF = re.compile(
    r"\b(?:(?:brought|brings|bringing|gave|gives|giving|left|leaves)\s+(?:with\s+it\s+|you\s+)?"
    # ("…but you also have a deep sense of awe for their survival skills", the 1.5B to "i hate
    # spiders", after a dream of one: probed)
    r"|you\s+(?:also\s+|still\s+|may\s+|might\s+)?(?:have|feel|had|felt)\s+)(?:a|an)\s+"
    r"(?:\w+\s+)?(?:sense|feeling)\s+of\s+"
    # ("You dreamt about your crush, perhaps feeling a mix of love and confusion.", the 1.5B)
    r"|\b(?:perhaps|maybe|probably|possibly)\s+feeling\s+(?:a\s+(?:mix|sense|bit|little|lot)\s+of\s+)?",
    re.IGNORECASE,
)
# "What do you think about the sense of freedom that came with being able to escape?" (the 1.5B,
# to "i dreamed io ran away"): a feeling given the dream, in a question about it
_SENSE_THAT_CAME = re.compile(
    r"\bthe\s+(?:\w+\s+)?(?:sense|feeling)\s+of\s+(?P<felt>(?:\w+\s+){0,2}?\w+)\s+(?:that|which|you)\s+"
    r"(?:came|comes|felt|had|got|experienced)\b",
    re.IGNORECASE,
)
# "You may have spent many hours dreaming about the sights, sounds, smells and textures of this
# place" (the 1.5B, to the same): a past of theirs, guessed
_YOU_MAY_HAVE = re.compile(
    r"\byou\s+(?:may|might|must|probably|likely|could)\s+(?:also\s+)?have\s+spent\b",
    re.IGNORECASE,
)
_THE_PERSON = re.compile(r"\bthe\s+person(?:'s)?\b", re.IGNORECASE)
# "someone you love", "a loved one": someone close to them, spoken of
_SOMEONE_LOVED = re.compile(
    r"\b(?:someone|somebody|a\s+person|people|anyone)\s+(?:you\s+(?:love|care\s+(?:about|for))|(?:close|dear)\s+to\s+you)\b"
    r"|\b(?:a|your)\s+loved\s+ones?\b",
    re.IGNORECASE,
)
# relations that are no one close (a boss fired them in a dream), and words that name someone or
# something loved (a pet, love itself)
_NOT_CLOSE = frozenset(
    "boss coworker colleague manager teacher neighbor neighbour stranger landlord doctor therapist "
    "classmate student client customer ex".split()
)
_CLOSE_WORDS = frozenset("love loved loves cat dog pet puppy kitten".split())
# What they are or lack, said of them: "You are always such an amazing teacher!" (the 1.5B, to a
# dream of teaching someone to fly), "even though you don't have personal experiences with him"
# (to a dream of fishing with their brother); not "you don't have to…"
_OF_THEM = re.compile(
    r"\byou(?:'re|\s+are)\s+(?:always\s+)?such\s+(?:an?\s+)?|\byou(?:'re|\s+are)\s+always\s+"
    r"|\byou\s+(?:don'?t|do\s+not|never)\s+(?:have|had|get|got)\s+(?!to\b)|\byou\s+have\s+no\s+"
    # "It shows that you were patient and respectful during the dream." (to "i feel kind of proud
    # i didnt open it")
    r"|\b(?:shows?|showed|proves?|proved)\s+(?:that\s+|how\s+)?you(?:'re|\s+are|\s+were)\s+"
    # "You'll be prepared with your notes and practice your speech." (the 1.5B, to "i'm anxious
    # about tomorrow, big presentation"): what they will do or be, which nobody knows
    r"|\byou(?:'ll|\s+will)\s+(?:surely\s+|definitely\s+|certainly\s+)?(?:be|do|feel|have|get|make|find|nail|ace)\s+"
    # "You're a kind and gentle companion, just like me." (the 1.5B, to "i didnt let him in"):
    # what they are
    r"|\byou(?:'re|\s+are)\s+(?:a|an|such\s+a|so|very|really)\s+(?:\w+\s+){0,3}?(?:person|soul|friend|"
    r"companion|kind|gentle|strong|brave|caring|good|sweet|wonderful|amazing|thoughtful|loving)\b",
    re.IGNORECASE,
)
# "You have two pets, a cat and a dog." (the 1.5B, to "i have two, theyre 4 and 7" after a
# nightmare of not finding their kids; their memories hold a cat): what they have
_THEY_HAVE = re.compile(
    # (a count of them: "You have a lovely smile" is no inventory)
    r"\byou(?:\s+have|'ve\s+got|\s+own)\s+(?=(?:two|three|four|five|six|\d+|several)\b)",
    re.IGNORECASE,
)
# "Dreams can sometimes become darker or less vivid as you get older." (the 1.5B, to "i feel
# like my dreams are getting darker"; and "…especially as you grow older" to dreams that feel
# random): their age, which nothing told
_THEIR_AGE = re.compile(
    r"\bas\s+(?:you|we|people)\s+(?:get|grow|become)\s+older\b|\bat\s+your\s+age\b"
    r"|\bwith\s+age\b|\bas\s+(?:you|we)\s+age\b"
    # "…the times when you were younger and loved to spend time there" (the 1.5B, to a dream of
    # their old house): a childhood they did not speak of
    r"|\bwhen\s+you\s+were\s+(?:younger|little|small|young|a\s+(?:kid|child|teenager))\b"
    r"|\b(?:in\s+)?your\s+childhood\b|\bas\s+a\s+(?:kid|child)\b",
    re.IGNORECASE,
)
# ... which they may have: "my childhood bedroom", "when i was little"
_SPOKE_OF_THEIR_AGE = re.compile(
    r"\b(?:childhood|younger|kid|child|grew\s+up|teenager|years?\s+old)\b"
    r"|\bwhen\s+i\s+was\s+(?:little|small|young)\b",
    re.IGNORECASE,
)
# A dream called funny that they did not laugh at ("That's a funny dream.", the 1.5B, to "i
# dreamt my ex was at my door and i didnt open it")
_CALLS_IT_FUNNY = re.compile(
    r"\b(?:funny|hilarious|amusing)\s+(?:dream|nightmare|one|night|story)\b"
    r"|\b(?:that|it)(?:'s|\s+is|\s+was)\s+(?:so\s+|really\s+|pretty\s+)?(?:funny|hilarious|amusing)\b",
    re.IGNORECASE,
)
_THEY_LAUGHED = re.compile(
    r"\b(?:funny|fun|lol|lmao|haha\w*|hilarious|laugh\w*|silly|ridiculous|absurd|amusing|"
    r"joke|jk|xd)\b|😂|🤣",
    re.IGNORECASE,
)
# "The bridge represents a decision that you keep putting off for years." (the 1.5B, their meaning
# "a decision I keep putting off"): how long something has lasted is theirs to say.
_DURATION = re.compile(
    r"\bfor\s+(?:(?:so\s+)?many\s+)?(?:years|months|decades|ages|a\s+long\s+time|so\s+long|"
    r"your\s+whole\s+life|most\s+of\s+your\s+life)\b"
    r"|\bsince\s+(?:your\s+)?(?:childhood|you\s+were\s+(?:a\s+)?(?:child|kid|little|young))\b",
    re.IGNORECASE,
)
# A likeness that paints a scene ("It's like a secret garden with towering trees and lush
# greenery.", the 1.5B to a dream of a bike lesson on a hospital roof): its words must be the
# sources'. "It sounds like a hard night" is no likeness (empathy), and is left alone.
# "It was a beautiful scene, with her soft hair and warm smile." (the 1.5B, to "save it please"
# after a dream of their mother young again): a scene painted, whose words must be the sources'.
_SCENE = re.compile(
    r"\b(?:a|an|the|such\s+a)\s+(?:\w+\s+){0,2}(?:scene|image|picture|sight|moment|setting|place|view)"
    r"\s*,?\s+(?:with|where|full\s+of|filled\s+with|of)\b",
    re.IGNORECASE,
)
# "You could smell the fresh air from outside and hear the sound of birds singing outside." (the
# 1.5B, to "i dreamt about the house i grew up in"): what they sensed in it, which they did not
# tell; its words must be the sources'.
_SENSED = re.compile(
    r"(?<!what\s)(?<!how\s)\byou\s+(?:(?:could|can|would|might|may|must|probably)\s+(?:almost\s+)?(?:have\s+)?"
    r"(?:smell(?:ed)?|hear(?:d)?|see|seen|taste(?:d)?|sense(?:d)?|feel\s+the|felt\s+the)"
    # (a sense said as theirs in the dream, not "what you see in the world around you")
    r"|(?:almost\s+)?(?:smelled|heard|saw|tasted|sensed|felt\s+the))\b"
    # (not "you can see how much it means to you", "you could see it as…": no scene)
    r"(?!\s+(?:how|why|what|that|if|whether|it\s+as|this\s+as|yourself|where)\b)",
    re.IGNORECASE,
)
# "The smell of freshly baked bread and the soft sound of birds chirping filled the air." (the
# 1.5B, to "i dremt of my grandmas hous"): what the place smelled and sounded like, told as so
_SENSE_OF = re.compile(
    r"^\W*(?:(?:and|but|then|so)\s+)?(?:the|a|an)\s+(?:\w+\s+){0,2}?(?:smells?|scents?|aromas?|sounds?|tastes?|"
    r"warmth|sights?|noises?|feel)\s+of\b|\b(?:filled|fills|filling)\s+the\s+(?:air|room|house|space)\b",
    re.IGNORECASE,
)
# ... unless wondered about, not said ("maybe you could hear the sea?")
_WONDERED = re.compile(r"\b(?:if|whether|perhaps|maybe)\b|\?", re.IGNORECASE)
_LIKENESS = re.compile(
    r"\b(?:it|that|this)(?:'s|\s+is|\s+was)\s+(?:just\s+|almost\s+|a\s+bit\s+|a\s+little\s+|kind\s+of\s+|"
    r"kinda\s+|sort\s+of\s+)?like\s+"
    # ... or a scene of its own: "It's like how the color blue can make people feel calm"; "It's
    # like having a treasure that always brings joy!" (the 1.5B, to a teeth dream come again)
    r"(?:a|an|the|how|when|whenever|\w+ing)\b"
    # "Teeth dreams are like a treasure."
    r"|\b(?:dreams?|nightmares?|it|they|this|that)\s+(?:are|is|were|was|feels?|felt|seems?|seemed)\s+"
    r"(?:just\s+|almost\s+|a\s+bit\s+|kind\s+of\s+)?like\s+(?:a|an|the|\w+ing)\b"
    # "…, much like how you might cross over rivers to reach new places" (the reply eval)
    r"|\b(?:much|just|a\s+bit|very)\s+like\s+(?:how|when|whenever)\b"
    # "…, like when you cross from one room to the other" (the reply eval): a clause of its own
    r"|^\W*like\s+(?:how|when|whenever)\b"
    # "It was as if you were trapped in a dream that seemed to hold you captive forever." (the
    # 1.5B, to "i dreamt i died")
    r"|\b(?:it|that|this|they|you)(?:'s|\s+was|\s+were|\s+is|\s+are|\s+felt|\s+feels?|\s+seemed|\s+seems)\s+"
    r"(?:almost\s+|just\s+)?as\s+(?:if|though)\b|^\W*as\s+(?:if|though)\b"
    # "The dream was about you, like a warm embrace." (the 1.5B, to "i had a dream about you
    # sandman"): a likeness as a clause of its own
    r"|^\W*(?:just\s+|almost\s+)?like\s+(?:a|an)\s+(?=\w+\s+\w+)"
    # "You dreamed about me, as if the stars were watching over you." (the 1.5B)
    r"|\bas\s+(?:if|though)\s+(?:the|a|an|some|someone|something|everything|nothing|they|it)\b",
    re.IGNORECASE,
)
# How often something happens: "The childhood house is a place you could visit with your mom
# every day." (the 1.5B, to a dream of their childhood house): a habit nobody told
_HOW_OFTEN = re.compile(
    r"\b(?:every|each)\s+(?:single\s+)?(?:day|night|morning|evening|week|weekend|summer|winter|"
    r"year|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b|\ball\s+the\s+time\b"
    # "Yes, you do dream about flying often." (the 1.5B, to "is that a lot", of 2 dreams in 8):
    # how often they dream it is the journal's count to say
    r"|\byou\s+(?:do\s+|really\s+|seem\s+to\s+)?(?:dream|have\s+dreams?)\s+(?:about|of)\s+[^.!?]{1,40}?\s+"
    r"(?:very\s+|quite\s+)?(?:often|frequently|a\s+lot|rarely|regularly|constantly)\b"
    r"|\byou\s+(?:very\s+|quite\s+)?(?:often|frequently|rarely|regularly|constantly)\s+(?:dream|have\s+dreams)\b"
    # "The nurse you work as is always late for shifts." (the 1.5B, to one dream of being late for
    # a shift): a habit of theirs made of one night
    r"|(?:\byou(?:'re|\s+are|\s+were)?|\bthe\s+\w+\s+you\s+(?:are|work\s+as)\s+(?:is|was))\s+"
    r"(?P<habit>always|constantly|usually|forever|often)\s+"
    r"(?!(?:have|had|need|needed|be\s+welcome|welcome|here|there|alone|free|allowed)\b)\w+",
    re.IGNORECASE,
)
# A dream named by what it held ("It's like a dream of a strange forest, full of animals", the
# 1.5B to "What's the weirdest dream I've told you?", with no dream read): what it held must be
# the sources'. Wondering ("could it be a dream about change?") and dreams in general ("many
# people have a dream about falling") are left alone.
_A_DREAM_OF = re.compile(
    r"\b(?:a|the|your|that|this)\s+(?:\w+\s+)?(?:dream|nightmare)\s+(?:of|about|where|in\s+which|with)\b",
    re.IGNORECASE,
)
_NOT_TOLD = re.compile(
    r"\b(?:could|might|may|perhaps|maybe|if|whether|common|people|often|many|some|usually)\b|\?",
    re.IGNORECASE,
)
# Where the naming of what a dream held ends and the companion's comment on it begins: a verb
# ("…about the exam sounds stressful") or any function word but those inside a noun phrase.
_COMMENT_VERBS = frozenset("sounds seems seemed feels felt".split())
_IN_A_NOUN_PHRASE = frozenset("a an the my your his her their our of in on at with to".split())


# "The weirdest dream you've had is when you find yourself floating through space with aliens."
# (the 1.5B, to "and the most normal one" after the journal could not weigh their dreams): one of
# their dreams picked out and told; its words must be the sources'
_RANKED_DREAM = re.compile(
    r"\b(?:the|your)\s+(?:most\s+\w+|least\s+\w+|\w+est|best|worst)\s+(?:dream|nightmare|one)\s+"
    r"(?:(?:that\s+)?you(?:'ve|\s+have|\s+ever|'ve\s+ever|\s+have\s+ever)?\s+(?:had|dreamt|dreamed)\s+)?"
    r"(?:(?:is|was)\s+(?:when|where|about|of|the\s+one|that|one)|(?:is|was)\b)",
    re.IGNORECASE,
)


def _dream_held(clause: str) -> str | None:
    """The words naming what a dream held in ``clause`` ("a strange forest" in "a dream of a
    strange forest, full of…"), or None when it names no dream that way (or only wonders)."""
    found = _A_DREAM_OF.search(clause)
    # (wondered before it, or asked; not a "could" inside what it holds: "It was a dream of going
    # to an abandoned park where … no one could be found", the 1.5B's, to a nightmare forgotten)
    if found is None or _NOT_TOLD.search(clause[: found.start()]) or "?" in clause:
        return None
    held: list[str] = []
    for word in re.findall(r"[\w']+", clause[found.end() :])[:5]:
        low = word.casefold()
        if low in _COMMENT_VERBS or (low in STOPWORDS and low not in _IN_A_NOUN_PHRASE):
            break
        held.append(word)
    return " ".join(held)


# "…, but everyone appreciated your effort." (the 1.5B, to a dream where the presentation "went
# terribly and everyone laughed"): what the people of a dream did
_CROWD_NARRATION = re.compile(
    r"^\W*(?:(?:and|but|so|then|yet)\s+)?(?:everyone|everybody|nobody|no\s+one|someone|somebody|"
    r"people|the\s+(?:audience|crowd|others))\s+(?:\w+ed|was|were|had|felt|did|saw|thought|knew|"
    r"gave|took|made|said|told|came|went)\b",
    re.IGNORECASE,
)


# "It seemed to be coming faster and faster, and it was getting closer and closer to you." (the
# 1.5B, to a nightmare of being chased through an old school): "it" doing what the dream did
_IT_NARRATION = re.compile(
    r"^\W*(?:(?:and|but|so|then)\s+)?(?:it|something|someone|somebody)\s+(?:seemed\s+to\s+be\s+\w+ing|"
    r"kept\s+\w+ing|was\s+(?:getting|coming|moving|running|chasing|following|closing|growing|"
    r"reaching|rising|falling|pulling|pushing|crawling|whispering|calling|waiting)|"
    r"followed|ran|chased|caught|grabbed|vanished|crept|crawled|jumped|attacked|whispered|screamed)\b",
    re.IGNORECASE,
)


# "The tall woman with red hair, who you don't know, seemed very intelligent and kind." (the 1.5B,
# to "she was in my dream before i think"): one of the dream, named in a longer phrase, told
_LONG_NARRATION = re.compile(
    r"^\W*(?:(?:and|but|so|then)\s+)?(?:the|your|that|this)\s+(?:[a-z]+\s+){0,3}?"
    r"(?!(?:dream|dreams|nightmare|nightmares|journal|entry|one|day|night|date|mood|title)\b)[a-z]+"
    r"(?:\s+(?:with|in|from|on|at|of|by)\s+(?:(?:the|a|an|your)\s+)?(?:[a-z]+\s+){0,2}?[a-z]+)?"
    r"(?:\s*,?\s*(?:who|that|which)\b[^.!?]{0,40}?,?)?\s+(?:was|were|seemed|looked|felt|appeared|acted)\b",
    re.IGNORECASE,
)


def _narrates(clause: str) -> re.Match[str] | None:
    """The narrating opening of ``clause`` ("Ines was", "the bridge was", "They were"), or None:
    any other function word as the subject ("It was", "That was", "You were") tells nothing of a
    dream. "They were a dark shade of blue", said of the wolves, answers what no dream says."""
    if (crowd := _CROWD_NARRATION.match(clause) or _IT_NARRATION.match(clause)) is not None:
        return crowd
    found = _NARRATION.match(clause)
    if found is None:
        return None
    subject = found[1].casefold()
    if subject in _PEOPLE_PRONOUNS:
        return found
    if subject in STOPWORDS or subject in _DREAM_SUBJECTS:
        return None
    return found


_PEOPLE_PRONOUNS = frozenset("he she they".split())

# What the user did, told as a fact ("On October 12, you were walking along a beach when you saw
# a mysterious figure"): what follows must be in the sources' words, or it invents a memory. Talk
# of this conversation ("you said", "you mentioned") is not a telling, nor wondering ("you might
# have…", no verb right after "you"), nor a question.
_YOU_DID = re.compile(
    # ":You're walking down the street when you suddenly hear a barking dog." (the 1.5B, to "add
    # to my last dream that there was a dog too"): a scene of theirs told in the present
    r"^\W*(?:(?:and|then|suddenly|so)\s+)?you(?:'re|\s+are)\s+(?:walking|running|standing|sitting|flying|swimming|"
    r"driving|riding|climbing|falling|floating|wandering|exploring|hiding|being\s+chased|holding|carrying|"
    r"searching|lying)\b|"
    # "You're in a dark room, and someone is calling your name." (the 1.5B, to "and someone was
    # calling my name", more of a nightmare): where they are, told in the present
    r"^\W*(?:(?:and|then|suddenly|so)\s+)?you(?:'re|\s+are)\s+(?:in|at|on|inside|outside|under|near)\s+"
    r"(?:a|an|the|some)\b|"
    # "You were in a quiet room." (the 1.5B, to "i couldn't remember where i was for a second"),
    # "such as when you were nervous about making a speech": where they were, a time of theirs
    r"\byou\s+were\s+(?:still\s+|again\s+|already\s+)?(?:in|at|on|inside|outside|under|near|"
    r"back\s+(?:in|at|home))\s+(?:a|an|the|your|some)\b"
    # "You were still in school, but now you had a few new friends who didn't know where to go."
    # (the 1.5B, to "it was on the 3rd actually" after a dream of school): where they were, and
    # what they had there, made up
    r"|\byou\s+were\s+still\s+(?=(?:in|at)\s)"
    r"|\byou\s+had\s+(?=(?:a\s+few|a|an|some|new|no)\s+(?!(?:\w+\s+)?(?:dreams?|nightmares?)\b))"
    # "You were in complete disbelief that something could actually chase you" (the 1.5B, to a
    # nightmare of being chased)
    r"|\byou\s+were\s+in\s+(?:complete|total|utter|such|pure|deep|shock|awe|panic|disbelief|tears|"
    r"terror|denial)\b"
    # "You were in charge of taking care of patients." (the 1.5B, to "i dreamt i was a nurse on a
    # ship"): what they were there, made up
    r"|\byou\s+were\s+(?:in\s+charge|responsible|tasked|supposed|the\s+one\s+(?:who|in\s+charge))\b"
    # "you had to be alert at all times to keep an eye on the light" (the 1.5B, to a lighthouse
    # keeper on the moon): what they had to do there, made up
    r"|\byou\s+had\s+to\s+(?!say\b|tell\b|go\s+through\b)[a-z]+"
    # "The dream was about your day at the beach, with you swimming and playing volleyball."
    # (the 1.5B, to three dreams told, one at a beach): deeds of theirs made up
    r"|\bwith\s+you\s+(?!(?:feeling|thinking|wondering|dreaming)\b)[a-z]+ing\b"
    r"|\b(?:such\s+as|like|as)\s+when\s+you\s+(?:were|had|did|felt|went|got)\b|"
    r"\byou\s+(?:were\s+(?!not\b)[a-z]+ing|had\s+been\s+[a-z]+ing|"
    r"(?!(?:said|told|mentioned|shared|asked|noted|described|logged|saved|wrote|recorded|wondered|"
    r"wanted|needed|used|called|named|added|deleted|changed|entered|typed|seemed|felt|dreamed)\b)"
    r"(?:[a-z]{2,}ed|saw|met|found|ran|went|flew|swam|heard|stood|sat|became|got|came|left|lost|"
    r"fell|took|made|gave|knew|drove|rode|woke|spoke|held|built|caught|bought|began|fought|hid|"
    r"sang|wore|won|ate|drank|threw|grew|dug|led|fled|climbed|sank|broke|chose|forgot|hit|hurt|"
    r"kept|read|ride|rose|shook|slept|stole|swung|taught|tore|wept|wrote|thought)\b)",
    re.IGNORECASE,
)


def _tells_what_you_did(clause: str) -> re.Match[str] | None:
    """The "you were walking" / "you saw" of a statement, or None (a question asks, an "if"
    supposes)."""
    if clause.rstrip().endswith("?"):
        return None
    found = _YOU_DID.search(clause)
    if found is None or re.search(r"\bif\s+$", clause[: found.start()], re.IGNORECASE):
        return None
    return found


# Words of feeling: what a feeling told of them is said in, and never what names the dream it
# belongs to. Those that read as a feeling after "you were" are the adjectives of the first lines.
_FELT_AFTER_WERE = """
    scared afraid frightened terrified anxious nervous worried uneasy sad unhappy lonely angry
    mad furious tired exhausted happy joyful excited calm peaceful relieved curious confused
    embarrassed ashamed guilty overwhelmed stressed hopeful proud grateful upset frustrated
    thrilled exhilarated nostalgic amused tense panicked content
""".split()
# The words that frame a telling ("in your dream you felt"), not what it tells.
_FRAME_WORDS = "dream dreams dreamt dreamed dreaming nightmare nightmares night sleep feel felt feeling feelings"
_FRAME_STEMS = frozenset(stem(w) for w in f"{_FRAME_WORDS} last time".split())
# A sentence that sets two dreams side by side ("like your rooftops dream", "again", "both").
_COMPARES = re.compile(
    r"\b(?:like|unlike|alike|similar|same|both|too|also|again|earlier|before|another|other|"
    r"remind\w*|echo\w*|just\s+as|as\s+in|compared?)\b",
    re.IGNORECASE,
)
# ... and names a dream as it does ("like the beach dream earlier"; not "what was it like").
_NAMES_A_DREAM = re.compile(
    r"\b(?:dream\w*|nightmares?|earlier|before|last\s+time|that\s+one|the\s+other\s+one)\b",
    re.IGNORECASE,
)
_FEELING_STEMS = frozenset(
    stem(w)
    for w in _FELT_AFTER_WERE
    + """
    fear fearful scary anxiety worry down sorrow sadness alone lonesome isolated anger drained
    happiness joy excitement exciting calmness peace relief curiosity confusion guilt stress hope
    frustration awe wonder amazed amazing thrilling exhilarating nostalgia comfort comforting
    comforted warm warmth love loved funny fun weird strange uncomfortable tension panic dread
    feels emotion emotions sense
    """.split()
    + _FRAME_WORDS.split()
)


_DREAM_SUBJECTS = frozenset("dream dreams nightmare nightmares".split())
# A feeling told as theirs or as someone's in their dream ("It was a magical experience that
# made you feel alive again", "you felt at peace", "It made Ines feel excited"): only in the words
# they or the journal used. Wondering is not telling: "you must have felt…", "it might make you
# feel…" are left alone.
# what the dream did to them, said as so: "it shook you", "it made a lasting impression on you"
_LEFT_THEM = re.compile(
    r"\b(?P<how>shook|shakes|shaken|rattled|unsettled|upset|scared|frightened|haunted|haunts|moved|touched|"
    r"made\s+a\s+(?:\w+\s+)?impression\s+on)\s+you\b(?!\?)",
    re.IGNORECASE,
)
_FELT_CLAIM = re.compile(
    # ("They always make you feel happy when they visit.", the 1.5B to a picnic dreamt with
    # their sister and their cat)
    # (not asked: "How does this make you feel right now?")
    r"\b(?:(?:made|makes|making|(?:always|often|usually|really|still|will|must|can|would|might|may)\s+make)\s+"
    r"(?:you|him|her|them|your\s+[a-z]+|[a-z]+)\s+feel|"
    # "…something fell, which made you laugh" (the 1.5B, to "had the falling dream again")
    r"(?:made|makes|making)\s+you(?=\s+(?:laugh|smile|cry|giggle|scream|shiver|blush|gasp)\b)|"
    # "it made you wonder if you might be having some trouble with your body or mental health"
    # (the 1.5B, to "i had the dream again where i drown"): what it made them think is theirs too
    r"(?:made|makes|making|got|gets)\s+you\s+(?:wonder|think|question|worry|realize|realise|doubt|"
    # "It makes you remember how special it was when your ex got married to their best friend."
    # (the 1.5B, to "and i was the one officiating lol", of a dream)
    r"remember|recall|miss|reminisce)|"
    # "It reminded you that even in difficult times, there is always something new to learn." (the
    # 1.5B, to "i dreamt leo was flying a kite on the roof"): a lesson they drew, which they did not
    # ("it might remind you of…" wonders, and stays)
    r"(?:reminded|reminds)\s+you\s+(?:that|how)\b|"
    # "It sounds like you're feeling overwhelmed by your role as a mother." (the 1.5B, to "i feel
    # like a terrible mother already"): a reflection names their feeling, not a new one
    r"\b(?:sounds|seems|looks)\s+like\s+you(?:'re|\s+are|\s+were|\s+might\s+be|\s+may\s+be)?\s+"
    # ("It sounds like you're experiencing a strong sense of pregnancy.": the 1.5B, to "i
    # dreamed i was pregnant")
    r"(?:feeling|felt|feel|experiencing|experienced)\b|"
    # "I see that you're feeling down." (the 1.5B, to "is that bad" after their moods were
    # counted): a feeling seen in them, which they did not say
    r"\bi\s+(?:can\s+)?(?:see|tell|notice|sense|hear|understand)\s+(?:that\s+)?you(?:'re|\s+are|\s+have\s+been|'ve\s+been)\s+"
    r"(?:feeling|experiencing|going\s+through)\b|"
    # "It's possible that you're feeling anxious or uncertain about something." (the 1.5B, to "i
    # dont remember why", after "i woke up laughing"): a feeling given them, however hedged
    r"\b(?:it'?s|it\s+is)\s+(?:possible|likely|probable)\s+(?:that\s+)?you(?:'re|\s+are)\s+(?:feeling|experiencing)\b|"
    # "It sounds like you're excited about the prospect of having a baby" (the 1.5B, to "i think
    # im pregnant and i had a dream about a baby"): a feeling, named without "feeling"
    r"\b(?:sounds|seems|looks)\s+like\s+you(?:'re|\s+are|\s+were)\s+(?=(?:so\s+|really\s+|very\s+|quite\s+|"
    r"a\s+(?:bit|little)\s+)?(?:[a-z]+ed|[a-z]+ful|[a-z]+ous|happy|sad|glad|angry|upset|lonely|anxious)\b)|"
    # "You seem to be experiencing a sense of isolation" (the 1.5B, to waking unable to move),
    # "You might be feeling more relaxed now" (to a dream of an ex)
    # ("You seem to have felt very sad or frustrated about your work.": the 1.5B, to "work was
    # awful")
    r"\b(?:you|she|he|your\s+[a-z]+)\s+(?:seems?|appears?)\s+(?:to\s+be\s+|to\s+(?:have\s+)?)?(?:feeling|experiencing|feel|felt)\b|"
    r"\b(?:you|she|he|your\s+[a-z]+)\s+(?:may|might|could|must)\s+(?:be|have\s+been)\s+(?:feeling|experiencing)\b|"
    r"(?:you|he|she|they)\s+(?:felt|were\s+feeling|was\s+feeling|feel\s+so)|"
    # "You must have felt a lot of excitement and wonder…" (the 1.5B, to "i had a dream i was
    # pregnant but im a guy lol"); "…because she feels threatened by your presence" (to a dream
    # of a best friend who stopped talking to them): a feeling given to them, or to someone else
    # ("you might have felt…" wonders, and stays)
    r"\byou\s+(?:must|would)\s+have\s+(?:felt|been\s+feeling)\b|"
    # "…lost in a maze of hedges, which was quite disorienting." (the 1.5B, to "i dreamt i was lost
    # in a maze of hedges"; the reply eval): how it was, said for them
    r"\b(?:which|that)\s+(?:was|felt)\s+(?:so\s+|very\s+|really\s+|quite\s+|pretty\s+|a\s+bit\s+|rather\s+)?"
    r"(?=[a-z]+(?:ing|ed|ful|ous)\b)|"
    # "The feeling of having them fall out was a bit like losing a part of yourself" (the 1.5B, to
    # "i had a dream my teeth fell out"): what it felt like, said for them
    r"\bthe\s+feeling\s+of\s+[^.!?]{0,60}?\s+(?:was|is|felt|must\s+have\s+been)\s+(?:a\s+bit\s+|a\s+little\s+|"
    r"kind\s+of\s+|just\s+|probably\s+)?(?:like\s+)?|"
    # "You were the only one awake among everyone else, which must have been very exciting." (the
    # 1.5B, to "i was on a train that never stopped, everyone was asleep but me")
    r"\b(?:which|that|this|it)\s+must\s+have\s+been\s+(?:so\s+|very\s+|really\s+|quite\s+|pretty\s+)?"
    r"(?=[a-z]+(?:ing|ed|ful|ous)\b)|"
    # "You sound tired." (the 1.5B, to "i had a hard day"): a feeling heard in them
    r"\byou\s+(?:sound|seem|look)\s+(?:so\s+|really\s+|very\s+|a\s+(?:bit|little)\s+|quite\s+)?"
    rf"(?=(?:{'|'.join(_FELT_AFTER_WERE)})\b)|"
    # "You must feel excited and happy about it." (the 1.5B, to "i dreamed i was pregnant lol")
    r"\byou\s+must\s+(?:be\s+feeling|feel|be(?=\s+(?:so\s+|really\s+|very\s+)?(?:[a-z]+ed|happy|sad|glad|upset|excited)\b))\b|"
    r"\b(?:he|she|they)\s+(?:must|might|may|could|would)\s+have\s+(?:felt|been\s+feeling)\b|"
    r"\b(?:he|she|they)\s+(?:feels?|is\s+feeling|are\s+feeling|'s\s+feeling)\b|"
    # "You feel angry and disappointed." (the 1.5B, to "I'm angry, I dreamed my boss fired me…"),
    # opening a clause (not "if you feel", "whatever you feel": wondering)
    r"^\W*(?:and\s+|so\s+)?you\s+feel\b|"
    # "You're feeling anxious or excited." (the 1.5B, to "i just woke up and my heart is racing")
    r"^\W*(?:and\s+|so\s+)?you(?:'re|\s+are)\s+(?:feeling|so|very|really|quite|a\s+bit|probably\s+feeling)\b|"
    # "It felt like a crushing blow." (the 1.5B, to a dream of being late for their wedding)
    r"^\W*(?:it|the\s+dream|that\s+dream|this\s+dream|the\s+nightmare|that\s+nightmare)\s+"
    r"felt(?:\s+like)?|"
    # "Your dream about Karen yelling at you in a meeting was peaceful." (the 1.5B; "peaceful" was
    # an earlier dream's mood): what a dream of theirs was like is theirs to say
    r"\b(?:your|the|that|this)\s+(?:\w+\s+){0,2}(?:dream|nightmare)(?:\s+(?:about|of|with|where)"
    # ("The dream you had was filled with a deep sense of connection and protection.": the 1.5B,
    # to "i dreamed about you sandman")
    r"\s+[^.!?,;]{0,60}?|\s+(?:that\s+)?you\s+(?:had|told\s+me(?:\s+about)?|described|shared))?\s+(?:was|is|seemed|seems)\s+(?:so\s+|very\s+|really\s+|quite\s+|truly\s+)?"
    r"(?!(?:on|in|at|from|about|with|full|dated|saved|logged|kept|one|the|a|an|your|my|not|also)\b)|"
    # "They sing to you with a melody that makes your heart race with joy." (the 1.5B, to a dream
    # of singing stars): a body's feeling is a feeling told
    r"(?:made|makes|making|make|fills|filled|filling|fill)\s+your\s+(?:heart|chest|stomach|skin|"
    r"soul|spirit|body)|"
    # "It brought to mind feelings of peace and tranquility." (the 1.5B, to "what does water
    # mean?" with no dream of water): a feeling given to them by what they told
    # "As you sleep, you may experience feelings of anxiety or stress." (the 1.5B, to "i keep
    # waking up at 3am")
    r"\byou\s+(?:may|might|could|will|would|probably)\s+(?:also\s+|often\s+)?(?:experience|have|get|feel)\s+"
    r"(?:(?:some|strong|intense|deep)\s+)?(?:feelings?|sense|emotions?)\s+of|"
    r"(?:brought|brings|bring|evoked|evokes|evoke|stirred|stirs|stir|sparked|sparks|awakened|awakens)"
    # ("it always brings up similar feelings of nostalgia and longing": the 1.5B, to a house
    # that keeps coming back)
    r"\s+(?:up\s+|out\s+|to\s+mind\s+)?(?:(?:a|some|similar|the\s+same|familiar|strong|deep|old)\s+)*"
    r"(?:feelings?|sense|emotions?)\s+of|"
    # "But it also brought about mixed emotions - excitement…" (the 1.5B, to a fall into a lake)
    r"(?:brought|brings|bring|stirred|stirs)\s+(?:about|up|out)\s+(?:(?:a|some|many|mixed|strong|deep)\s+)*"
    r"(?:feelings?|emotions?)\b|"
    r"(?:fills|filled|filling)\s+you\s+with|"
    # "It was an experience that left you feeling both exhilarated and scared." (the 1.5B, to a
    # dream told with no feeling)
    r"(?:left|leaves|leaving)\s+you\s+(?:feeling|so|with)|"
    # "You knew all the answers, which gave you a sense of satisfaction and security." and "It's
    # a reminder of how much you love your family and friends." (the 1.5B, to dreams told
    # without either)
    r"(?:gave|gives|giving|give|brought|brings)\s+you\s+(?:a\s+)?(?:sense|feeling)s?\s+of|"
    r"how\s+much\s+you\s+(?:love|care\s+about|miss|value|enjoy|need)|"
    # "It sounds like you've been sleeping well lately" (the 1.5B, nothing read) and "I
    # understand you feel sad about your dog dying" (to a dream of him running in a field)
    r"\byou(?:'ve|\s+have)\s+been\s+(?:sleeping|feeling|doing)\b|"
    # "You remember feeling happy and safe there" (the 1.5B, to "had a dream about my old house")
    r"\byou\s+(?:remember|recall)\s+(?:feeling|being)\b|"
    # "Why do you think it was so scary?" (the 1.5B, to a dream of losing a passport, no fear
    # said): a question that takes a feeling as given gives it
    r"\b(?:it|that|this|the\s+dream)\s+(?:was|is|felt|must\s+have\s+been)\s+(?:so|really|very|quite|a\s+bit|kind\s+of)\s+"
    r"(?=(?:scary|frightening|terrifying|sad|lonely|stressful|upsetting|exciting|thrilling|fun|"
    r"funny|joyful|peaceful|calming|comforting|beautiful|magical|wonderful|lovely|sweet)\b)|"
    r"\b(?:understand|see|know|hear|sense|can\s+tell)\s+(?:that\s+)?you(?:'re|\s+are)?\s+"
    r"(?:feel|feeling)\b|"
    # "You're not alone in feeling overwhelmed." (the 1.5B, to "ugh work dreams again")
    r"\balone\s+in\s+feeling|"
    # "You dreamed about teeth when you were worried about appearance." (the 1.5B: the
    # dictionary's reading given as their feeling), not "if you were scared" (wondering)
    r"(?<!\bif\s)(?<!\bwhether\s)\b(?:you|he|she|they)\s+(?:were|was|are|'re)\s+(?:so\s+|very\s+|"
    r"really\s+|quite\s+|a\s+(?:bit|little)\s+|still\s+|feeling\s+)?(?=(?:"
    + "|".join(_FELT_AFTER_WERE)
    + r")\b))",
    re.IGNORECASE,
)
# A dream called by how it felt ("That's a beautiful, peaceful dream.", the 1.5B to "i was
# flying over a forest and then i fell into a lake"; "What a wonderful, comforting dream" to a
# fear): how it felt is theirs to say. ("a strange dream", "an interesting dream" judge no feeling;
# a funny one is ``_CALLS_IT_FUNNY``'s.)
_DREAM_JUDGED = re.compile(
    r"\b(?:a|an)\s+(?P<how>(?:[a-z]+,?\s+(?:and\s+)?){1,3})(?:dream|nightmare|experience|adventure|journey|"
    # ("…the sea turning into honey is a beautiful and inspiring image", the reply eval)
    r"moment|scene|image|picture|sight|vision|story)s?\b"
    # "The dream was a warm, peaceful experience." (the 1.5B, to wolves howling outside a
    # workshop window): how it felt, said of the dream
    r"|\b(?:the|this|that|your)\s+(?:dream|nightmare)\s+(?:was|is|felt|seemed|seems)\s+(?:(?:such|so|really|"
    r"very|quite)\s+)?(?:(?:a|an)\s+)?(?P<how2>(?:[a-z]+,?\s+(?:and\s+)?){0,3}[a-z]+)"
    # "It's so peaceful and magical." (the 1.5B, to a sea turned into honey, told without a
    # feeling); "that sounds…" meets what they said, and stays
    r"|^\W*it(?:'s|\s+is|\s+was|\s+must\s+have\s+been|\s+sounds|\s+seems|\s+felt)\s+(?!like\b)(?:so\s+|such\s+|really\s+|"
    r"very\s+|quite\s+|truly\s+)?(?:(?:a|an)\s+)?(?P<how3>(?:[a-z]+,?\s+(?:and\s+)?){0,2}[a-z]+)",
    re.IGNORECASE,
)
# "Isn't that cool?", "How fun!" (the 1.5B, to a spider in their bed, told without a feeling):
# a dream just told, exclaimed over
_EXCLAIMED = re.compile(
    r"^\W*(?:(?:isn'?t|wasn'?t)\s+(?:that|it|this)\s+(?:so\s+|just\s+|really\s+)?|how\s+)(?P<how>[a-z]+)\s*[!?.]",
    re.IGNORECASE,
)
_CHEERING = frozenset(
    "cool fun awesome amazing wonderful lovely beautiful exciting magical nice sweet cute neat "
    "exhilarating delightful thrilling incredible".split()
)
# "That's great!", "How wonderful!", "Awesome!": cheer, said as a whole sentence
_CHEERED = re.compile(
    r"^\W*(?:oh\W+|wow\W+)?(?:that'?s|that\s+is|it'?s|what\s+a|how)?\s*(?:so\s+|really\s+|just\s+)?"
    r"(?:great|wonderful|amazing|awesome|fantastic|lovely|fun|cool|exciting|delightful|nice|good)"
    r"(?:\s+(?:news|thing|dream|to\s+hear))?\s*[!.]*\s*$",
    re.IGNORECASE,
)
_NEWS_MET = re.compile(r"^\s*\w+\s+(?:to\s+(?:hear|know|read|see)|news)\b", re.IGNORECASE)
_JUDGING = frozenset(
    """
    beautiful peaceful nice lovely wonderful comforting calming sweet happy joyful
    scary frightening terrifying unsettling disturbing sad lonely stressful upsetting exciting
    thrilling magical pleasant intense powerful emotional touching heartwarming heartbreaking
    haunting creepy eerie tranquil serene relaxing cozy warm bittersweet tender painful awful
    horrible terrible amazing incredible delightful charming cute adorable hopeful uplifting
    inspiring positive negative gentle dark cheerful joyous blissful idyllic soothing
    reassuring heavy hard difficult distressing troubling worrying anxious nervous exhilarating
    whimsical imaginative surreal mysterious enchanting dreamy ethereal otherworldly fascinating
    playful fun lighthearted adventurous carefree cool awesome neat wonder wondrous curiosity
    joy
    """.split()
)
# How something came about, told as a cause ("This could be due to various reasons such as a
# delayed departure", the 1.5B to a dream of missing every flight): the cause must be theirs.
_EXPLAINED = re.compile(
    r"\b(?:due\s+to|because\s+of|caused\s+by|(?:the\s+)?result\s+of|stems?\s+from)\b"
    # "Maybe it's because you've been eating too many sugary snacks, or you're stressed out from
    # work or school." (the 1.5B, to "dreamt about my teeth crumbling again")
    r"|\b(?:it'?s|it\s+is|it\s+was|that'?s|this\s+is|could\s+be|might\s+be|may\s+be)\s+(?:just\s+|partly\s+)?"
    r"because(?=\s+(?:you|your)\b)",
    re.IGNORECASE,
)
# What they knew or could not tell, said for them ("You didn't know why you couldn't fall back
# asleep.", the 1.5B to a night of waking).
_THEIR_MIND = re.compile(
    r"^\W*(?:and\s+|but\s+|so\s+)?you(?:\s+(?:didn'?t|did\s+not|couldn'?t|could\s+not|don'?t|do\s+not)\s+"
    r"(?:know|understand|figure\s+out|tell|realize|realise|see)"
    # "You're not sure what Priya means to you." (the 1.5B, to "my manager is called Priya")
    r"|(?:'re|\s+are|\s+were)\s+not\s+(?:sure|certain)|\s+(?:aren'?t|weren'?t)\s+(?:sure|certain))"
    r"\s+(?:why|what|how|where|who|whether|if|about)\b"
    # "You didn't know dogs could communicate this way until you experienced it in your dream."
    # (the 1.5B, to a dream of a dog that could talk)
    r"|^\W*(?:and\s+|but\s+|so\s+)?you\s+(?:didn'?t|did\s+not|never)\s+(?:know|realize|realise)\s+"
    r"(?:that\s+)?[a-z]+\s+(?:\w+\s+)?(?:could|can|would|was|were|is|are|had|has)\b",
    re.IGNORECASE,
)
# "The snake in your grandmother's kitchen reminds you of the time when you learned to bake." (the
# 1.5B, to a snake dream): what something brings to their mind, said as known. Said as a maybe
# ("… might remind you of …") it is theirs to take up or not; asked or hedged, it is left as is.
_REMINDS_THEM = re.compile(
    r"^(?!.*\b(?:might|may|could|would|perhaps|maybe|wonder|if|whether)\b)(?!.*\?\s*$)"
    r".*?\b(?P<verb>reminds|reminded)\s+you\s+of\b",
    re.IGNORECASE,
)


def _as_a_maybe(clause: str) -> str:
    """``clause`` with what it says something reminds them of offered as a maybe."""
    m = _REMINDS_THEM.search(clause)
    if m is None:
        return clause
    hedge = "might remind" if m["verb"].lower() == "reminds" else "might have reminded"
    return clause[: m.start("verb")] + hedge + clause[m.end("verb") :]


# "It's difficult to say for sure what you were dreaming about, but…" (the 1.5B, to "it honestly
# freaked me out" after a dream they told): the dream is theirs and was told.
_DREAM_UNKNOWN = re.compile(
    r"\b(?:hard|difficult|impossible|tough|tricky)\s+to\s+(?:say|know|tell)\s+(?:for\s+sure\s+|exactly\s+)?"
    r"what\s+you\s+(?:were\s+|are\s+)?(?:dream\w*|saw|seeing)\b",
    re.IGNORECASE,
)
# A death in a dream, said back as a real one ("It feels very sad to hear that your mom passed
# away.", the 1.5B to "I dreamt my mom died and I woke up crying"): the loss must be theirs to say.
_LOSS_AS_REAL = re.compile(
    r"\b(?:passed\s+away|died|your\s+loss|(?:loss|death)\s+of\s+your|lost\s+your|(?:he|she|they)"
    r"(?:'s|\s+is|\s+are|'re)\s+gone"
    # "You did your best to save your brother, but unfortunately he didn't survive." (the 1.5B,
    # to a dream of a little brother drowning, who was asleep in the next room)
    r"|(?:didn'?t|did\s+not|couldn'?t|could\s+not|won'?t|never)\s+(?:make\s+it|survive|come\s+back|wake\s+up))\b",
    re.IGNORECASE,
)
_OF_A_DREAM = re.compile(r"\b(?:dream\w*|nightmares?)\b", re.IGNORECASE)
_A_LOSS = re.compile(
    r"\b(?:loss|death|died|dying|passing|passed\s+away|grief|griev\w*|trauma\w*|funeral|mourn\w*|"
    r"bereave\w*|breakup|break-up|broke\s+up|divorce\w*)\b"
    # "Tell her you're sad to lose your baby." (the 1.5B, to "she's 6", of a daughter's nightmares)
    r"|\b(?:lose|lost|losing)\s+(?:your|her|his|their|the|a)\s+(?:baby|child|son|daughter|kid|mom|mum|"
    r"mother|dad|father|husband|wife|partner|brother|sister|friend|grandma|grandpa|grandmother|"
    r"grandfather|pet|dog|cat|loved\s+one)\b",
    re.IGNORECASE,
)
_SAID_NOT_KNOWING = re.compile(
    r"\b(?:don'?t|didn'?t|do\s+not|did\s+not|can'?t|couldn'?t|no)\s+(?:\w+\s+)?(?:know|understand|idea|clue|tell)\b",
    re.IGNORECASE,
)
# A reading stated as fact ("The giant owl is a symbol of safety and protection"): what it is a
# symbol of must be the sources' (the user's meaning, the dictionary's); "could be a sign of" is
# the companion wondering, and is left to the other checks.
_SYMBOL_CLAIM = re.compile(
    r"\b(?:is|are)\s+(?:often\s+|usually\s+|always\s+)?(?:a\s+|the\s+)?(?:symbol|sign|metaphor)s?\s+(?:of|for)\b",
    re.IGNORECASE,
)
# ... and as a verb ("The locked door in your old house represents an uncomfortable feeling",
# "Wolves in dreams often symbolize protection"); after "could", "might", "can" or "to" it is
# wondering, and a question asks.
_READS_AS = re.compile(
    # (and told as what it was: "The dream represented the physical and emotional turmoil you
    # experienced", the 1.5B to teeth falling out with no fear at all)
    r"\b(?:represent(?:s|ed)?|symboli[sz](?:es|ed|e)|signif(?:ies|y|ied)|stands?\s+for|stood\s+for)\b",
    re.IGNORECASE,
)
# A reading of a dream they told and did not ask about (``readings=False``): "This made her seem
# like a distant figure rather than someone present…" (the 1.5B, to a dream of a mother who had
# died, making breakfast), "The flood could symbolize something dark or frightening that happened
# to you", "It's a reminder of the joy and freedom that came with driving at that age",
# "Perhaps you're thinking about how to make breakfast for yourself now?": a meaning, however
# hedged, is theirs to ask for.
_UNASKED_READING = re.compile(
    r"\b(?:symboli[sz]\w*|represent\w*|metaphor\w*|stands?\s+for|signif(?:ies|y|ied)"
    r"|(?:a|the)\s+(?:\w+\s+)?(?:sign|reminder|reflection|symbol|manifestation)\s+(?:of|that)"
    # "Perhaps it was a good reminder to slow down and focus more on what's important in life"
    # (the 1.5B, to a dream of being chased by a math teacher on a scooter)
    r"|(?:a|the)\s+(?:\w+\s+)?(?:reminder|message|lesson|sign|wake-?up\s+call)\s+(?:to|for\s+you)\b"
    # ("It could be an emotional reminder of something you've been thinking about…", the 1.5B to
    # "i dreamt about the flood again": the reply eval)
    r"|(?:a|an|the)\s+(?:\w+\s+)?reminder\s+of\b"
    # "This dream is about a strong relationship between you and your grandpa." (the 1.5B)
    r"|\b(?:this|that|the|your)\s+dream\s+(?:is|was|seems|might\s+be|could\s+be)\s+(?:really\s+|probably\s+|likely\s+|all\s+)?about\s+(?:a|an|the\s+(?:idea|feeling|need)|how|what|your\s+(?:relationship|feelings?|need|fear|desire)"
    # "The dream is about looking back on the past…" (the 1.5B, to a flight over a hometown)
    r"|(?:looking|moving|letting|finding|leaving|growing|facing|searching|coming)\b)\b"
    r"|hints?\s+at|suggest(?:s|ing)?\s+(?:that|a|an|your|you)"
    # "It shows the deep connection you have with them and the warmth and support you offer." (the
    # 1.5B, to "and i was the one officiating lol", after a dream of an ex marrying their friend)
    r"|\b(?:it|this|that|the\s+dream|this\s+dream|your\s+dream)\s+(?:shows|showed|reveals|revealed|"
    r"says\s+a\s+lot\s+about|tells\s+(?:me|us)\s+(?:a\s+lot\s+)?about)\s+(?:that\s+|how\s+|what\s+)?"
    # ("It shows how important it is to remember who you are.": the 1.5B, to "i dreamt my mom
    # forgot who i was") a lesson drawn from it
    r"(?:the|your|you|a|an|important|much|deeply)\b"
    # "It sounds like you're in the early stages of pregnancy…" (the 1.5B, to "i had a dream i was
    # pregnant"): the dream read as their life
    r"|\b(?:sounds|seems|looks)\s+like\s+you(?:'re|\s+are)\s+(?:in\s+(?:the\s+)?(?:early|late|first|final)\s+stages?|"
    r"in\s+the\s+(?:process|middle)\s+of|about\s+to|expecting|pregnant"
    # "It sounds like you're experiencing a flood in your kitchen. Do you have any water damage?"
    # (the 1.5B, to "the water was higher this time", of a dream of a flooded kitchen)
    r"|experiencing\s+(?:a|an)\s+(?!lot\b|bit\b|little\b|mix\b|range\b|sense\b|feeling\b)[a-z]+)\b"
    # "It feels like you're exploring some new territory." (the 1.5B, to "add to my last dream
    # that there was also a red door"): the dream read as a step they are taking
    # (what they are going through, reflected, stays: "It sounds like you're navigating a lot")
    r"|\b(?:feels|sounds|seems|looks)\s+like\s+you(?:'re|\s+are)\s+(?:\w+\s+)?(?:exploring|discovering|"
    r"venturing|entering|embarking|stepping\s+(?:into|out)|on\s+(?:a|the)\s+(?:journey|path|quest))\b"
    r"|reflect(?:s|ing)?\s+(?:on\s+)?(?:your|a|an|how|what|the)"
    # "It might imply that you're concerned about the state of your oral health…" (the 1.5B, to a
    # dream of teeth crumbling told with a dentist's appointment)
    r"|\bimpl(?:y|ies|ying)\s+(?:that\s+)?(?:you|your|a|an)\b"
    # "Night shift is often associated with a sense of responsibility and dedication." (the 1.5B,
    # to "add that it was night shift", of a dream told): a thing of it read
    r"|\b(?:is|are|can\s+be)\s+(?:often\s+|usually\s+|commonly\s+|typically\s+|generally\s+|sometimes\s+)?"
    r"(?:associated|linked|connected|tied)\s+(?:with|to)\b"
    # "It could be about a dream of peace, harmony, or something else entirely." (the 1.5B, to
    # "Save this dream: I was on a boat with Tomas and the sea turned into honey": the reply eval)
    r"|(?:could|might|may)\s+(?:also\s+)?be\s+about\b"
    r"|(?:could|might|may)\s+(?:also\s+)?(?:mean|indicate|signal|point\s+to|be\s+(?:a\s+)?(?:sign|way|reflection|"
    r"symbol|metaphor))\b|means\s+that\s+you"
    r"|(?:made|makes)\s+(?:her|him|them|it|this|that)\s+seem"
    # "It's an interesting way to visualize your thoughts about stopping for rest" (the reply eval)
    r"|\bway\s+(?:to|of)\s+(?:visuali[sz]\w*|express\w*|process\w*|explor\w*|represent\w*)\s+(?:your|how|what)"
    r"|\b(?:perhaps|maybe)\s+you(?:'re|\s+are|\s+were|'ve|\s+have)?\s+(?:thinking|feeling|worried|missing|"
    r"longing|wishing|trying|searching|looking|dealing|processing|struggling)"
    # "You might be searching for something meaningful in your life." (the 1.5B, to "i felt like i
    # was looking for something", in a house of endless rooms); "You've expressed a desire for more
    # exploration." (to "every door led to another hallway")
    r"|\byou\s+(?:might|may|could|must)\s+(?:also\s+)?(?:be|have\s+been)\s+(?:searching|looking|longing|yearning|"
    r"seeking|wishing|craving|hoping)\s+for\b"
    r"|\byou(?:'ve|\s+have)\s+(?:expressed|shown|revealed)\s+(?:a|an|your)\s+(?:\w+\s+)?(?:desire|need|wish|longing|"
    r"yearning|fear|hope)\b"
    r"|\byour\s+(?:subconscious|unconscious|inner\s+self|psyche)\b"
    # "The secret room could be a place where you can retreat to when things get too
    # overwhelming… Maybe it's a safe haven…" (the 1.5B, to "i dreamed my house had a secret room")
    r"|\b(?:could|might|may)\s+(?:also\s+)?be\s+(?:a|the|your)\s+(?:\w+\s+)?(?:place|space|part|side|haven|refuge|"
    r"escape|sanctuary)\s+(?:where|for|of|in|that)\b"
    r"|\b(?:it'?s|it\s+is|maybe\s+it'?s|perhaps\s+it'?s)\s+(?:a|your)\s+(?:safe\s+)?(?:haven|refuge|escape|sanctuary)\b"
    # "Your teeth were crumbling because you had a dentist appointment Friday." (the 1.5B, to a
    # dream of teeth and a dentist's appointment told in one message): the dream explained by
    # their life
    r"|\b(?:your\s+\w+|you|it|they|he|she)\s+(?:were|was)\s+(?:\w+\s+){0,3}?because\s+(?:you|of\s+(?:your|the))\b"
    r"|\byou\s+(?:dreamt|dreamed|had\s+(?:that|this|the)\s+dream)\s+(?:\w+\s+){0,4}?because\b"
    # "They remind you of the joy and growth you've experienced…" (the 1.5B, to "it was full of
    # old toys", after a dream of a room never known)
    # ("The water in your dream might remind you of the calmness and soothing nature of the ocean",
    # the 1.5B, to "i dreamt of water again")
    r"|\b(?:they|it|this|that|these|those|the\s+(?:\w+\s+){0,1}\w+)(?:\s+in\s+(?:your|the|that|this)\s+(?:dream|nightmare))?"
    # ("It might have reminded you of how your heart beats when you're alone.", the 1.5B, to a
    # dream of flying over the ocean)
    r"\s+(?:might\s+|may\s+|could\s+|probably\s+)?(?:have\s+)?(?:remind|reminds|reminded)\s+"
    r"you\s+of\s+(?:the\s+|your\s+|a\s+|how\s+)?(?!it\b))",
    re.IGNORECASE,
)
# the journal's line for a meaning of their own (``sandman.storage``'s leads and links)
_OWN_MEANING_LINE = re.compile(r"^to you, .+? means: (.+)$", re.IGNORECASE | re.MULTILINE)
# A sentence that goes on from the one before it ("It might also suggest…", "Also, …", "How
# about you?" after its "I'm doing well").
_LEANS = re.compile(
    r"\W*(?:(?:[\w']+[\s,]+){0,4}?(?:also|as\s+well)\b|(?:and\s+)?(?:how|what)\s+about\s+you\b|"
    r"and\s+you\W*$)",
    re.IGNORECASE,
)
_WONDERING = frozenset("could might may can would to does do did".split())


# ... and wondered in other words ("It could be a symbol of friendliness or calmness", "it might
# mean freedom"; not "Could a fox mean something?", which asks)
_WONDERED_READING = re.compile(
    r"\b(?:be|being)\s+(?:a\s+|the\s+)?(?:symbol|sign|metaphor)s?\s+(?:of|for)\b"
    r"|\bmeans?\s+(?!(?:something|anything|to\s+you|for\s+you|in\s+(?:a\s+)?dreams?)\b)"
    r"|\b(?:suggests?|reflects?|indicates?|points?\s+to|associated\s+with|linked\s+(?:to|with))\b",
    re.IGNORECASE,
)


def _reading_as_fact(clause: str, *, hedged: bool = False) -> re.Match[str] | None:
    """The "is a symbol of" / "represents" of a reading stated as fact, or None; with
    ``hedged``, of a reading wondered or asked too ("It could symbolize innocence", where nothing
    reads the thing: the 1.5B, of a fox no dictionary has)."""
    if clause.rstrip().endswith("?") and not hedged:
        return None
    if (found := _SYMBOL_CLAIM.search(clause)) is not None:
        return found
    if hedged and (found := _WONDERED_READING.search(clause)) is not None:
        return found
    for found in _READS_AS.finditer(clause):
        # "could represent", "might also symbolize", "to stand for": wondering
        if hedged or not _WONDERING.intersection(clause[: found.start()].casefold().split()[-2:]):
            return found
    return None


# What a person is, has or does ("Your brother Tomas is a kind and warm person who loves Porto",
# "Lea loves the sea"): a person of theirs is described only in the sources' words.
_PERSON_CLAIM = re.compile(
    r"^\W*(?:(?i:and|but|so)\s+)?"
    # "It sounds like Io is a playful and curious cat." (the 1.5B, to a dream of a flying cat,
    # Io being theirs): a person or pet of theirs, described as it seems
    r"(?:(?i:it\s+)?(?i:sounds|seems|looks)\s+(?i:like|as\s+if)\s+)?"
    # ("Your cat, Io, is a smart friend who can speak several languages.": the 1.5B, to a dream of
    # Io talking, Io being theirs; a name set off by commas)
    r"((?:(?i:your|my)\s+)?(?:[A-Za-z'-]+,?\s+){0,1}?[A-Za-z'-]+),?\s+"
    # (where they were in the dream between: "Your grandpa in his garden is a very gentle and kind
    # figure.", the 1.5B in the terminal chat, to "i dreamt about my grandpa in his garden")
    r"(?:(?i:in|at|on|by)\s+(?i:his|her|their|your|the|a)\s+[A-Za-z'-]+\s+)?"
    # ("Wow, Io sounds like a playful friend!": the 1.5B, to the same)
    r"(?:(?:sounds|seems|looks)\s+like\s+(?=an?\s)|"
    r"is|are|was|were|loves?|likes?|has|have|feels?|seems?|wants?|lives?|works?|enjoys?|"
    r"cares?|always|never|must\s+be|(?:will|would)\s+(?:surely\s+|certainly\s+|definitely\s+)?be)\b",
)


# The companion telling a memory of its own ("I remember Anna as a kind and loving sister who
# always had my back"): it remembers only what the journal holds, so what it says it remembers is
# told in the sources' words. Talk of this conversation ("I remember you told me about Anna") is
# not a memory of theirs; "I don't remember" claims nothing.
_REMEMBERS = re.compile(
    r"\bI\s+(?:(?:do|can|still|well)\s+)?(?:remember|recall|recollect)(?:ed)?\b(?:\s+that\b)?"
    r"(?:\s+(?:you|they)\s+(?:told|said|mentioned|shared|wrote|asked)\b(?:\s+me\b)?"
    r"(?:\s+(?:that|about)\b)?)?",
    re.IGNORECASE,
)


# "The most common thing in your dreams is a candle." (the 1.5B, to "and the least common", after
# the overview): what their dreams hold, said of them all
_OF_YOUR_DREAMS = re.compile(
    r"\b(?:in|of|across|throughout)\s+(?:all\s+)?(?:of\s+)?your\s+dreams\s+(?:is|are|was|were|has\s+been|seems?\s+to\s+be)\b"
    r"|\byour\s+dreams\s+(?:are|were|have\s+been)\s+(?:mostly|often|usually|always|full\s+of|all\s+about|filled\s+with)\b",
    re.IGNORECASE,
)
# "It was a quiet night, calm and peaceful." (the 1.5B, to "it was oct 10", the night before an
# exam asked of): their night, told
_NIGHT_TOLD = re.compile(
    r"\b(?:it|that|the\s+night|your\s+night|your\s+sleep)\s+(?:was|must\s+have\s+been)"
    r"(?=\s+(?:a\s+|an\s+)?(?:[a-z]+\s+){1,2}(?:night|sleep|evening)\b)",
    re.IGNORECASE,
)
# "The pool could bring to mind memories of times when you were late for your wedding and felt
# overwhelmed…" (the 1.5B, asked what a church and a pool in their dream mean): a past of theirs
_TIMES_WHEN = re.compile(
    r"\b(?:memories|memory|times|moments|days)\s+(?:of\s+(?:the\s+)?(?:times?|moments?|days?)\s+)?(?:when|that)\s+you\b"
    # "It's a special memory that brings back happy memories of your past." (the 1.5B, to a dream
    # of their childhood house)
    r"|\b(?:brings?|brought|bringing)\s+back(?=\s+(?:\w+\s+)?memories\b)",
    re.IGNORECASE,
)


def _person_claim(clause: str, names: set[str]) -> re.Match[str] | None:
    """The opening of ``clause`` when it says what a person of theirs is or does ("Your brother
    Tomas is", "Lea loves"), or None: the subject is a relation ("your brother") or a name the
    sources give, nothing else ("Snakes are…" speaks of a symbol)."""
    found = _PERSON_CLAIM.match(clause)
    if found is None:
        return None
    words = [w.strip(",") for w in found[1].split()]
    theirs = words[0].casefold() in ("your", "my")
    if theirs:
        words = words[1:]
    if [w.casefold() for w in words] in (["he"], ["she"]) and names:
        return found  # someone the sources name, by a pronoun ("she will surely be a brave girl")
    # (a pet of theirs too: "Your cat Io is a soft, fluffy friend who loves to play", the 1.5B,
    # to "i dreamed i was a cat", Io being theirs)
    if not words or not all(
        w.casefold() in RELATIONS or (theirs and w.casefold() in _PETS) or w in names for w in words
    ):
        return None
    return found


# "Your sister,", "my cat,": a clause that names whose someone is, a name set beside it after
_WHOSE_BEFORE = re.compile(
    r"\b(?:your|my)\s+(?:[a-z'-]+\s+)?(?P<who>[a-z'-]+)\s*,\s*$", re.IGNORECASE
)


def _names_whose(clause: str) -> bool:
    """Whether ``clause`` ends naming whose someone is ("Your sister,", "my cat,"): a name after
    it is set beside them, not said to the user."""
    m = _WHOSE_BEFORE.search(clause)
    return m is not None and (m["who"].casefold() in RELATIONS or m["who"].casefold() in _PETS)


_PETS = frozenset(
    "cat cats dog dogs puppy kitten pet pets bird parrot hamster rabbit bunny horse pony".split()
)


# "In your dream," alone: judged together with the clause it opens.
_DREAM_OPENER = re.compile(
    rf"\s*(?:(?:and|so|but)\s+)?(?:{_IN_A_DREAM}|{_PAST_DREAMS.pattern})\s*,", re.IGNORECASE
)
# "down", "low", "blue" said as a feeling, and the stems that would hold it
_LOW_SAID = re.compile(
    r"\s*(?:so\s+|really\s+|very\s+|a\s+(?:bit|little)\s+|pretty\s+|kind\s+of\s+|kinda\s+)*(?P<low>down|low|blue)\b",
    re.IGNORECASE,
)
_LOW_STEMS = frozenset({"down", "low", "blue", "sad", "depress", "unhappi", "miser"})
# "It was the bear.", "That would be the red one", to a question of which: the one asked for,
# said as a thing
_WHICH_ASKED = re.compile(r"\bwhich\b|\b(?:what|who)\s+was\s+(?:it|the)\b", re.IGNORECASE)
_IT_WAS_THE = re.compile(
    r"^\W*(?:it|that|the\s+\w+(?:est)?\s+one)\s+(?:was|is|would\s+be|must\s+be)\s+(?:the|your)\s+"
    r"(?P<what>[a-z]+(?:\s+[a-z]+)?)(?:\s+one)?\W*$",
    re.IGNORECASE,
)
# the words that pick one of a list, not a thing of it ("It was the first one.")
_PLACES_IN_A_LIST = frozenset(
    "first second third fourth fifth last latest earlier earliest other same newest oldest "
    "longest shortest later".split()
)
# the endings that make a noun of a word ("freedom", "sadness"): held when the word is held
_NOUN_OF = re.compile(r"(?:dom|ness)$")
# Words that carry no content of their own in a dream's telling.
_LINKING = STOPWORDS | frozenset(
    """been were seem seemed seems felt feel feeling maybe perhaps probably something someone
    somewhere things thing like which while because could would should might about around
    through having being dream dreams dreamt dreamed once twice times again often before
    together""".split()
)


# A definition of a kind of thing ("A lighthouse is a tall tower…", "Fire is a chemical
# reaction"): a fact the journal does not hold, and not what the thing could mean to them. "The
# hospital roof is a magical place" speaks of the thing in their dream: not a definition.
# "Water is a liquid that can be found in many places…" (the 1.5B, asked what water means): what
# a thing is, a kind of things named, whatever hedge follows
# the kinds of things a definition names ("a document", "an animal"), in both rules below
_THING_KINDS = (
    r"substance|material|document|device|object|tool|animal|creature|reptile|mammal|bird|insect|plant|"
    r"structure|building|vehicle|machine|container|instrument|item"
)
_DEFINED_AS_A_KIND = re.compile(
    r"^\W*(?:(?:a|an|the)\s+)?[a-z]+\s+(?:is|are)\s+(?:a|an)\s+(?:\w+\s+)?"
    rf"(?:{_THING_KINDS}|liquid|gas|solid|fruit|food|drink|mineral|element|metal)s?\s+"
    r"(?:that|which|used|for|of|with|found|made)\b"
    # (a reading hedged after it stays: "A snake is an animal that could symbolize change.")
    r"(?!\s+(?:could|might|may|can|often|usually|sometimes)\s+(?:symboli[sz]e|represent|stand\s+for|mean|signify))",
    re.IGNORECASE,
)
_DEFINITION = re.compile(
    r"^\W*(?:(?:a|an)\s+)?(?!(?:the|that|this|it|there|here|what|which|who|he|she|they|you|i|we|"
    r"your|my|its|their|our|his|her)\b)[a-z]+(?:\s+[a-z]+)?\s+(?:is|are|means)\s+(?:a|an|the|one)\s"
    # (not a weight given: "Interviewing is a big deal.", probed, held back, to a job interview told)
    r"(?!(?:big|huge|real|really\s+big)\s+(?:deal|step|moment|thing)\b|lot\b|milestone\b)"
    # "The passport is a document that identifies an individual's identity" (the 1.5B, asked what
    # a passport in their dream means): what a thing is, said with "the"
    rf"|^\W*the\s+[a-z]+\s+(?:is|are)\s+(?:a|an)\s+(?:\w+\s+)?(?:{_THING_KINDS}|type|kind|piece|form)s?\s+"
    r"(?:that|which|used|for|of|with)\b"
    # "The mall is a large indoor shopping center where people go to buy clothes…" (the 1.5B,
    # asked what a mall in their dream means): what a thing is, for everyone
    r"|^\W*the\s+[a-z]+\s+(?:is|are)\s+(?:a|an)\s+(?:[\w-]+\s+){0,4}?[\w-]+\s+(?:where|that|which|in\s+which|used\s+by)\s+"
    r"(?:people|someone|somebody|everyone|one|shoppers|customers|visitors|travell?ers|things)\b"
    # "The word "mall" means a large shopping center or department store." (the 1.5B, asked what
    # a mall in their dream means): the word's dictionary sense, not the dream's
    r"|\bthe\s+(?:word|term)\s+[\"'“‘]?[a-z][\w\s-]{0,30}?[\"'”’]?\s+(?:means|refers\s+to|is\s+defined|describes)\b"
    # "The fjords are like giant waterfalls that flow down steep cliffs" (the 1.5B, to a dream of
    # fjords seen from a boat): what a thing is like, for everyone
    r"|^\W*the\s+[a-z]+\s+(?:is|are)\s+like\s+(?:a\s+|an\s+)?(?:[a-z]+\s+){0,3}?[a-z]+\s+(?:that|which|who|with)\b"
    # "The fjords are surrounded by mountains and have crystal-clear water, making them a perfect
    # spot for relaxation." (the 1.5B, to the same dream): where a thing is and what it is like
    r"|^\W*the\s+[a-z]+\s+(?:is|are)\s+(?:usually\s+|often\s+|always\s+)?(?:surrounded|located|found|famous|"
    r"popular|home\s+to|lined\s+with|full\s+of|covered\s+(?:in|with)|made\s+(?:of|from)|built\s+(?:on|in|from))\b"
    r"|\ba\s+(?:perfect|great|popular|ideal|wonderful)\s+(?:spot|place|destination|location)\s+(?:for|to)\b",
    re.IGNORECASE,
)
# "It's worth visiting if you're interested in history and art." (the 1.5B, to "ive never been
# to paris", after a dream of flying over it): a place in the world recommended
# "Dreams can be unpredictable, but they also provide insights into the subconscious mind." (the
# 1.5B, to "my dreams have been so boring lately"): what dreams are, for everyone, which is
# Sandman's own view to give (``belief``), not the model's
_WHAT_DREAMS_ARE = re.compile(
    r"\b(?:dreams?|they)\s+(?:can\s+|often\s+|also\s+|may\s+|might\s+|usually\s+|sometimes\s+)*"
    r"(?:provide|offer|give|are|serve\s+as)\s+(?:us\s+)?(?:(?:a|an|valuable|important|great|unique|deep)\s+)*"
    r"(?:insights?|windows?|glimpses?|gateways?)\s+(?:into|to|of)\b"
    r"|\b(?:the|our)\s+(?:subconscious|unconscious)\s+mind\b",
    re.IGNORECASE,
)
_WORTH_A_VISIT = re.compile(
    r"\bworth\s+(?:a\s+)?(?:visiting|a\s+visit|seeing|the\s+trip|going\s+to)\b", re.IGNORECASE
)
_HEDGED = re.compile(
    r"\b(?:could|might|may|can|often|symboli[sz]e|represent|stands?\s+for|feel|remind|seem|sound|dream|"
    r"you|your)",
    re.IGNORECASE,
)
# "What was your dream about Paris?" (the 1.5B, to "ive never been to paris", right after the
# dream of flying over it was told)
_WHAT_WAS_IT_ABOUT = re.compile(
    r"\bwhat\s+(?:was|is)\s+(?:your|the|this|that)\s+(?:\w+\s+)?(?:dream|nightmare)\s+(?:about|like)\b"
    r"|\bwhat\s+did\s+you\s+dream(?:\s+about)?\b|\bwhat\s+happened\s+in\s+(?:your|the|that)\s+dream\b"
    # ("What was it about?", the 1.5B's whole reply to "but it scared me", said of a dream told
    # two messages before)
    r"|^\W*what\s+was\s+it\s+(?:about|like)\b",
    re.IGNORECASE,
)
# Ending the talk ("Goodbye.", "See you tomorrow!"): theirs to do, never the companion's first.
_ENDS_TALK = re.compile(
    r"\b(?:good\s*-?bye|bye(?:\s+for\s+now)?|see\s+(?:you|ya)\b|talk\s+(?:to\s+you\s+)?(?:soon|later|tomorrow)"
    r"|ttyl|cya|until\s+next\s+time)\b",
    re.IGNORECASE,
)
# A goodnight to a morning ("That's wonderful to hear! Goodnight." to "Good morning! I slept
# really well"): the companion does not end the day the user is starting.
_MORNING = re.compile(
    r"\b(?:good\s+morning|morning|this\s+morning|woke|just\s+got\s+up|today|slept|"
    r"(?:rough|long|bad|terrible|awful|sleepless|restless)\s+night)\b",
    re.IGNORECASE,
)
# "Goodnight, little one." (the 1.5B, to "hiya! slept terribly"): a grown-up is not its child.
_PET_NAME = re.compile(
    r"\b(?:little\s+one|sweet\s+one|sweetie|sweetheart|honey|darling|dearie|kiddo|my\s+dear|buddy|pal|"
    r"my\s+friend|love)\s*[.!,?]|\b(?:little\s+one|sweet\s+one|sweetie|sweetheart|darling|dearie|kiddo)\b"
    r"|,\s*dear\b|\bdear\s*[.!,]",
    re.IGNORECASE,
)
# "Good night! How was your sleep?" to "good night!": the night is still to come.
_ASKS_THE_NIGHT = re.compile(
    r"\bhow\s+(?:was|did)\s+(?:your|you)\s+(?:sleep|night|slept)|\bhow\s+did\s+you\s+sleep"
    r"|\bdid\s+you\s+(?:dream|have\s+(?:any|a)\s+dreams?)|\bany\s+dreams\s+(?:last\s+night|to\s+tell)",
    re.IGNORECASE,
)
# A night already past wished to someone going to sleep (measured: "I hope you had a wonderful
# dream and that it was filled with love and happiness." to "goodnight sandman").
_NIGHT_PAST = re.compile(
    r"\bhope\s+(?:you\s+(?:had|have\s+had|enjoyed)|(?:your|the)\s+(?:dream|night|sleep)\s+was)\b",
    re.IGNORECASE,
)
# That they never dreamed something ("You did not dream on your birthday", "You haven't dreamed
# of the sea"): the journal holds only the dreams they told it, so it cannot know; its own answer
# ("I found no dream in your journal that mentions…") already says what it can.
_DENIES_DREAMING = re.compile(
    r"\byou\s+(?:did\s*n[o']t|didnt|never|have\s*n[o']t|havent|had\s*n[o']t|hadnt|do\s*n[o']t|dont)\s+"
    r"(?:ever\s+|really\s+|actually\s+)?(?:dream|dreamt|dreamed|dreaming|ha(?:ve|d)\s+(?:a|any)\s+dreams?)\b",
    re.IGNORECASE,
)
# The companion speaking of itself as a machine ("I'm just a computer program, so I don't have
# feelings or sleep", "As an AI, …"): it breaks the companion the persona asks for, and says
# nothing of theirs. Measured on the 1.5B, to "Hi Sandman, how are you?".
_MACHINE_TALK = re.compile(
    r"\b(?:as\s+an?\s+(?:ai|a\.i\.|artificial|language\s+model|computer|program|machine|chatbot|bot)|"
    # "As a warm, gentle companion, I don't have a personal mood." (the 1.5B, to "whats my most
    # common mood"): its instructions' words for itself
    r"as\s+(?:a|an|your)\s+(?:[\w-]+,?\s+){0,3}(?:companion|assistant|dream\s+journal)|"
    r"i(?:'m|\s+am)\s+(?:just\s+|only\s+|merely\s+)?(?:an?\s+)?(?:computer\s+program|program|ai|a\.i\.|"
    r"artificial\s+intelligence|bot|chatbot|machine|language\s+model|virtual\s+assistant|assistant)|"
    r"i\s+(?:do\s*n[o']t|cannot|can't|can\s+not)\s+(?:have|feel|experience)\s+(?:any\s+)?"
    r"(?:feelings|emotions|a\s+body))\b",
    re.IGNORECASE,
)
# The companion naming what it is about to do, in its instructions' terms ("Now, how about asking
# a gentle question about your dream?", the 1.5B after a dream told): the move, not its name.
_STAGE_TALK = re.compile(
    r"\b(?:how|what)\s+about\s+(?:i\s+|we\s+|me\s+)?(?:ask|asking|say|saying|name|naming)\b"
    r"|\b(?:gentle|curious|kind)\s+question\b|\bsay\s+something\s+(?:kind|curious)\b"
    # "That's a very kind and curious thing about your brother." (the 1.5B)
    r"|\bkind\s+(?:and|or)\s+curious\b"
    # "You could say something like, "That's amazing!…"" (the 1.5B, to "it felt magical
    # honestly": its note's example, said as advice to itself)
    r"|\b(?:you|i|we)\s+(?:could|can|might|should|would)\s+say\s+something\s+like\b"
    # "Sure, here's a dream idea for your last dream" (the 1.5B, to "add to my last dream that
    # there was a dog too"): a dream of its own offered
    r"|\bhere'?s\s+(?:a|an|one|my)\s+(?:\w+\s+)?(?:dream|story|scenario|idea|version)\b"
    # "You could ask\n\n:"What made you think of a tsunami…"" (the 1.5B, to a dream of a tsunami):
    # a line proposed for itself, and the line
    r"|\b(?:you|i|we)\s+(?:could|can|might|should|would)\s+(?:also\s+)?(?:ask|reply|respond|answer)"
    r"(?:\s+(?:them|something\s+like|with|like|this|that))?\s*[:,\-]?\s*(?:[\"“]|$)"
    # "Sure, let me take a look." (the 1.5B, to "can you check", after "she was in my dream before
    # i think": nothing looked at): a search it only says it makes
    r"|\blet\s+me\s+(?:just\s+|quickly\s+)?(?:take\s+a\s+(?:quick\s+)?look|have\s+a\s+(?:quick\s+)?look|check|"
    # (a bare "Let me look." goes before a search it makes: its words go on after the results)
    r"look\s+(?:(?:it|that|this)\s+up|up|into|through)\b|search\s+(?:for|your|the)|find\s+(?:it|that|out)|"
    r"pull\s+(?:it|that|this|them)\s+up|go\s+through)"
    r"|\b(?:i'?ll|i\s+will|i'?m\s+going\s+to)\s+(?:just\s+|quickly\s+)?(?:take\s+a\s+look|have\s+a\s+look|check|look\s+(?:it\s+up|into|through)|search)\b"
    r"|\b(?:i'?m|i\s+am)\s+(?:now\s+)?(?:checking|looking\s+(?:it\s+up|into\s+it|through)|searching)\b",
    re.IGNORECASE,
)
# A life of its own ("it reminds me of my childhood memories of camping in the woods", "when I
# was a child", "my grandmother used to…"): the companion has no past, family or memories to tell.
# "I feel scared and overwhelmed." (the 1.5B, to a dream of a house flooding): a feeling of its
# own, or theirs said as its own
_ITS_FEELING = re.compile(
    # ("I felt…" is ``_OWN_FEELING``'s, judged before this)
    r"^\W*(?:(?:and|so|honestly|oh)\W+)?i\s+(?:feel|am\s+feeling|'m\s+feeling|was\s+feeling)\s+"
    rf"(?:so\s+|really\s+|very\s+|quite\s+|a\s+(?:bit|little)\s+)?(?:{'|'.join(_FELT_AFTER_WERE)})\b"
    # "I was so scared that I couldn't even think straight!" (the 1.5B, to a dream of a brother in
    # a car accident): a fright of its own ("I'm glad", "I'm sorry" stay)
    r"|^\W*(?:(?:and|so|honestly|oh)\W+)?i\s*(?:was|am|'m|m)\s+(?:so\s+|really\s+|very\s+|quite\s+|a\s+(?:bit|little)\s+)?"
    r"(?:scared|afraid|frightened|terrified|anxious|nervous|panicked|shaken|shocked|heartbroken|devastated|"
    r"lonely|angry|furious|overwhelmed|confused|excited|thrilled)\b",
    re.IGNORECASE,
)
_OWN_LIFE = re.compile(
    r"\b(?:my\s+(?:own\s+)?(?:childhood|memories|memory\s+of|past|youth|family|mother|father|job|work|boss|"
    r"mom|mum|dad|parents?|brother|sister|grand(?:mother|father|ma|pa)|friends?|dog|cat|home\s+town|"
    r"hometown)\b|when\s+i\s+was\s+(?:a\s+)?(?:child|kid|little|young|small|younger|a\s+boy|a\s+girl)|"
    r"i\s+grew\s+up\b|i\s+used\s+to\b|remind(?:s|ed)\s+me\s+of\s+(?:my|when\s+i|the\s+time\s+i)"
    # "It reminded me of my first time swimming in the ocean." (the 1.5B, to a dream of dolphins)
    r"|\bmy\s+(?:very\s+)?first\s+(?:time|day|trip|visit|kiss|job)\b"
    # "It was a fun game we used to play together when you were younger." (the 1.5B, to a dream
    # of playing chess with their grandpa "like we used to"): no past shared with anyone
    r"|\bwe\s+(?:used\s+to|would\s+always|always\s+used\s+to)\b|\bwhen\s+we\s+were\s+(?:kids|young|little|younger)\b"
    # "He always tried his best to help and support me, even when things were tough." (the 1.5B,
    # to "my boss was nice for once" of a dream of their old job): someone of its own
    r"|\b(?:he|she|they)\s+(?:\w+\s+){0,6}?(?:help(?:ed)?|support(?:ed)?|taught|gave|hugged|loved|encouraged|"
    r"protected|visited|believed\s+in|stood\s+by|looked\s+after|took\s+care\s+of)\s+(?:\w+\s+){0,3}?me\b"
    # "It reminded me of how much I enjoy helping others learn new skills." (the 1.5B, to a
    # dream of teaching someone to fly): no pastimes of its own ("I love hearing…" stays)
    r"|\breminds?\s+me\s+of\s+how\s+(?:much\s+)?i\b|\breminded\s+me\s+of\s+how\s+(?:much\s+)?i\b"
    # "It reminded me of how you always listen carefully and help me understand the world" (the
    # 1.5B, to "i had a dream about you sandman"): no memories of them either
    r"|\breminds?\s+me\s+of\s+how\s+you\b|\breminded\s+me\s+of\s+how\s+you\b"
    r"|\bi\s+(?:really\s+|always\s+)?(?:enjoy|enjoyed|love|loved|like|liked)\s+"
    r"(?!(?:hearing|reading|listening|talking|learning\s+about|that|how|it\b|this\b|your\b|you\b))\w+ing\b"
    # "It reminds me of the feeling of being surrounded by water" (the 1.5B, to their honey-sea
    # dream); "reminds me of your dream about Porto" stays
    r"|reminds\s+me\s+of\s+(?:the\s+)?(?:feeling|times?|days|moments?|smell|sound|taste|summers?|"
    r"winters?|nights?)\b"
    # "I was listening to a conversation with someone, and then they called my name." (the 1.5B,
    # to "and someone was calling my name", more of their nightmare): a day or a dream of its own
    # "It's been a long time since we last talked. What do you remember about our last
    # conversation?" (the 1.5B, to "we havent talked in years", of a school friend): a past with them
    r"|\bsince\s+we\s+(?:last\s+)?(?:talked|spoke|chatted|met|saw\s+each\s+other)\b"
    r"|\bour\s+(?:last|first|previous)\s+(?:conversation|chat|talk|meeting)\b"
    # "I love every night." (the 1.5B, to "every night", of nightmares): nights of its own
    r"|\bi\s+(?:really\s+|just\s+|also\s+)?(?:love|like|enjoy|hate|dread)\s+(?:every|each|all\s+the|the|my)?\s*"
    r"(?:nights?|mornings?|evenings?|sleep|sleeping|dreaming|bedtime)\b"
    # "I understand how it feels to lose someone as close as you can be." (the 1.5B, to "i dreamt
    # my best friend betrayed me"): a life of its own to know it from, and a loss nobody told
    r"|\bi\s+(?:understand|know)\s+(?:exactly\s+|just\s+)?(?:how|what)\s+it(?:'s|\s+is|\s+feels|\s+must\s+feel|"
    r"\s+can\s+feel)?\s+(?:like\s+)?to\s+[a-z]+"
    r"|\bi\s+was\s+(?:just\s+)?(?!(?:thinking|wondering|hoping|going|trying|saying|asking|referring|meaning|"
    r"curious|glad|happy|sorry|reading|listening\s+to\s+(?:you|what))\b)[a-z]+ing\b"
    r"|\bi\s+(?:went|walked|ran|flew|swam|drove|visited|travell?ed|woke\s+up|fell\s+asleep)\b"
    # "It reminds me of the peacefulness and beauty of Norway… I can't wait to see how it looks
    # from the boat!" (the 1.5B, to "i dreamt i was in norway looking at the fjords from a boat"):
    # no associations of its own, and no places or sights still to see
    r"|\b(?:reminds?|reminded)\s+me\s+of\s+(?!(?:your|you|what\s+you|(?:the|that|a)\s+(?:dream|nightmare|one)s?\s+"
    r"(?:you|about|where|with))\b)"
    r"|\bi\s+(?:can'?t|cannot)\s+wait\s+to\s+(?:see|visit|go|travel|explore|experience|try|be\s+there)\b"
    # "I'll be there." (the 1.5B, to "i have a dentist appointment tomorrow lol"): a place of its
    # own to be in ("I'll be here" stays: it is)
    r"|\bi(?:'ll|\s+will|\s+can)\s+(?:be\s+there|come\s+with\s+you|go\s+with\s+you|join\s+you|meet\s+you)\b"
    # "Maybe we could visit it again someday and relive those memories?" (the 1.5B, in the reply
    # eval, to a dream of the beach house of their childhood): places it could go with them
    r"|\bwe\s+(?:could|can|should|might|will|'ll)\s+(?:\w+\s+)?(?:visit|go\s+(?:back|there|together)|travel|"
    r"return|relive|explore)\b"
    # "The happiest dream I've had is about my favorite hobby" (the 1.5B, to "why was it happy"):
    # dreams and pastimes of its own
    r"|\b(?:dream|nightmare)s?\s+(?:that\s+)?i(?:'ve|\s+have)\s+(?:ever\s+)?(?:had|dreamt|dreamed)\b"
    r"|\bmy\s+(?:favou?rite|own)\s+(?:hobby|hobbies|thing|things|food|place|song|book|movie|colou?r|memory|dream)\b"
    r"|\bmy\s+(?:hobby|hobbies|favou?rites?)\b"
    # "Yes, I am a real person." (the 1.5B, to "are you a real person"): it is a program
    r"|\bi\s*(?:'m|\s+am)\s+(?:(?:a\s+)?(?:real|living|actual)\s+(?:person|human|man|woman|being)|"
    r"(?:a\s+)?(?:human(?:\s+being)?|person|man|woman|girl|guy|alive)\b(?!\s+(?:who|that)\b))\b"
    r"|\bi'?d\s+love\s+to\s+(?:visit|go\s+(?:to|there)|travel|explore|be\s+there|see\s+(?:it|them|that|the))\b)",
    re.IGNORECASE,
)
# Their dream or day told as something that moved the companion ("It was very frightening and
# made me feel sad." to a nightmare of theirs; "I found it comforting…"): it was not there, and a
# feeling of its own puts it in their place.
_OWN_FEELING = re.compile(
    r"\b(?:made|makes|make|making|left|leaves)\s+me\s+(?:feel\s+|so\s+|very\s+|a\s+bit\s+)*\w+"
    # "She might be laughing at my exaggeration or to make me feel better." (the 1.5B, to "why
    # would she laugh at me"): someone of their dream acting on the companion
    r"|\b(?:she|he|they)\s+(?:\w+\s+){0,3}(?:laughing|laughed|laughs|yelling|yelled|looking|looked|"
    r"smiling|smiled|staring|stared|talking|talked|angry|mad)\s+(?:at|to|with)\s+(?:me|my)\b"
    r"|\bi\s+(?:felt|found\s+it)\b"
    r"|\b(?:it|that|this)\s+(?:really\s+)?(?:scared|frightened|saddened|upset|terrified|moved)\s+me\b"
    # "It was a beautiful sight and I couldn't help but smile." (the 1.5B, to a dream saved)
    r"|\bi\s+(?:couldn'?t|could\s+not|can'?t)\s+help\s+but\b|\bi\s+(?:smiled|laughed|cried|gasped|shivered)\b"
    r"|\bmade\s+me\s+(?:smile|laugh|cry|shiver)\b"
    # "I often feel calm and relaxed, or anxious and nervous." (the 1.5B, to "what moods come up
    # most for me"): moods of its own, as a habit
    r"|\bi\s+(?:often|usually|sometimes|always|mostly|also|tend\s+to)\s+(?:feel|get)\b"
    # "…the warmth of his jacket filled my heart." (the 1.5B, to "it felt so real, i could smell
    # his jacket", a late father's): a heart of its own
    r"|\b(?:filled|fills|warmed|warms|touched|touches|broke|breaks|melted|melts|lifted)\s+my\s+heart\b"
    r"|\bmy\s+heart\s+(?:is|was|feels|felt|goes|went|aches|ached|sank|broke|skipped|raced|melted)\b",
    re.IGNORECASE,
)
# A condition given them ("You might be experiencing a bit of stress or anxiety"): theirs to tell.
_CONDITION = re.compile(
    r"\byou(?:'re|\s+are|\s+(?:might|may|could|must)\s+be|\s+(?:might|may|could)\s+have\s+been)\s+"
    r"(?:\w+\s+)?(?:experiencing|suffering\s+from|dealing\s+with|going\s+through|struggling\s+with|having)\s+"
    r"(?:a\s+(?:bit|lot)\s+of\s+|some\s+|a\s+|an\s+)?(?:\w+\s+)?"
    r"(?P<what>stress|anxiety|depression|trauma|ptsd|burnout|insomnia|grief|panic|an?\s+crisis|"
    # ("You might be experiencing sleep apnea, which can cause you to wake up at night.", the
    # 1.5B to "i keep waking up at 3am every night")
    r"sleep\s+apnea|apnea|narcolepsy|parasomnia|night\s+terrors|sleep\s+paralysis|restless\s+legs?|"
    r"sleep\s+disorder|disorder|mental\s+health\s+\w+)\b"
    # "Could this mean you have an anxiety disorder related to dental issues?" (the 1.5B, to a
    # dream of loose teeth shown and its meaning asked)
    r"|\b(?:mean|means|meaning|suggests?|indicates?|shows?)\s+(?:that\s+)?you\s+(?:have|might\s+have|may\s+have|could\s+have|"
    r"are\s+suffering\s+from|suffer\s+from)\s+(?:an?\s+)?(?:\w+\s+)?(?P<said>(?:\w+\s+)?(?:disorder|disease|"
    r"illness|condition|depression|anxiety|ptsd|trauma|phobia|syndrome))\b",
    re.IGNORECASE,
)
# An illness read into a dream ("it might also indicate an underlying physical condition", the
# 1.5B to a dream of teeth falling out): their health is not a dream's to tell.
_ILLNESS = re.compile(
    r"\b(?:underlying|physical|medical|health|neurological|psychiatric)\s+"
    r"(?:conditions?|problems?|issues?|illness(?:es)?|disorders?|causes?)\b"
    r"|\b(?:sign|symptom|signs|symptoms|indicat\w+)\s+(?:of\s+)?(?:an?\s+)?(?:illness|disease|sickness)\b",
    re.IGNORECASE,
)
_HEALTH_SAID = re.compile(
    r"\b(?:health|healthy|ill|illness|sick|sickness|disease|doctor|medical|condition|symptoms?|pain)\b",
    re.IGNORECASE,
)
# What someone of theirs would feel, say or think, told as known ("He would likely feel sad or
# guilty about not being able to be with you right now.", the 1.5B to "what would he say if he
# saw me now", of a father who had died): nobody here can know it.
_SPEAKS_FOR = re.compile(
    r"^\W*(?:and\s+|but\s+|so\s+|i\s+think\s+|i'?m\s+sure\s+)?(?:he|she|your\s+(?:mom|mum|mother|dad|father|"
    r"grandma|grandmother|grandpa|grandfather|brother|sister|wife|husband|partner|son|daughter|friend|"
    r"aunt|uncle|nana|granny))\s+(?:would|will|must)\s+(?:have\s+)?(?:\w+ly\s+)?(?:feel|felt|be|been|say|said|"
    r"think|thought|want|wanted|tell|told|love|loved|miss|missed|worry|worried|know|knew)\b",
    re.IGNORECASE,
)
_NOT_FELT = re.compile(
    r"\b(?:didn'?t|did\s+not|don'?t|do\s+not|wasn'?t|was\s+not|never|not|wasnt|didnt|dont)\s+"
    r"(?:feel\s+|felt\s+|really\s+|even\s+|at\s+all\s+)*(?:(?:so|that|very|too)\s+)?(?P<mood>[a-z]+)",
    re.IGNORECASE,
)
# "you could have felt", "you must feel", "you were feeling", "you're": a feeling given to them
_FEELING_SAID = re.compile(
    r"\byou(?:'re|\s+are|\s+were|\s+(?:could|might|may|must|would)\s+(?:have\s+)?(?:felt|feel|been|be)|"
    r"\s+felt|\s+feel|\s+(?:seem|seemed)\s+(?:to\s+(?:be|feel)\s+)?)\s+(?:(?:so|very|really|a\s+bit|quite|"
    r"feeling)\s+)?",
    re.IGNORECASE,
)
# "You have a beautiful smile and kind heart." (the 1.5B, to "whatever, tell me something
# nice"): how they look, which it has never seen
_THEIR_LOOKS = re.compile(
    r"\byou(?:\s+have|'ve\s+got)\s+(?:(?:a|an|such\s+a|the\s+most|so|really|very)\s+)?"
    r"(?:\w+\s+){0,2}?(?:smile|eyes|face|hair|voice|laugh|skin|body|figure)\b"
    r"|\byou(?:\s+look|\s+are|'re)\s+(?:so\s+|really\s+|very\s+)?(?:beautiful|pretty|handsome|"
    r"gorgeous|cute|stunning|attractive|lovely\s+to\s+look\s+at)\b",
    re.IGNORECASE,
)
# "The journal found that you were more anxious about flying and water when stressed" (the
# 1.5B, to "do i dream more when im stressed?", over a count of moods): a finding the journal's
# lines did not make; what the journal found, it says itself
_FOR_THE_JOURNAL = re.compile(
    # ("The dream journal tells you that you are dreaming of swimming with whales, which is
    # beautiful and peaceful.", the 1.5B to "i want to go back there")
    r"\b(?:the|your)\s+(?:dream\s+)?(?:journal|entries|records?)\s+(?:also\s+)?(?:found|finds|shows?|showed|"
    r"says|said|suggests?|suggested|indicates?|indicated|reveals?|revealed|notes?|noted|tells?|told)\b",
    re.IGNORECASE,
)
# "I love you and wish you a peaceful sleep." (the 1.5B, to "sleep tight sandman"): a bond it
# cannot have; "I'd love to hear it" stays.
# "…or how a certain smell might remind us of our favorite memories" (the 1.5B, to a dream of a
# fish in a bowl): the companion has no memories to share with them, nor a life like theirs.
# ("Sometimes, even in the most ordinary dreams, we can feel a sense of nostalgia": the 1.5B, to
# "i feel stupid crying over a dream")
_ONE_OF_US = re.compile(
    r"\b(?:us|our|ours|ourselves)\b|\bwe\s+(?:all\s+)?(?:can|could|may|might|often|sometimes|tend\s+to|"
    r"feel|all\s+feel|dream|experience|have)\b",
    re.IGNORECASE,
)
# Their "we" said back as the companion's own ("I understand that we may not be talking
# anymore.", the 1.5B to "we dont really talk anymore", of their father): the words after a "we"
# of theirs, after a "we" of its own.
_WE_DOES = re.compile(r"\bwe\s+((?:[\w']+\s*){1,4})", re.IGNORECASE)


_WE_ASKED = re.compile(
    r"\b(?:can|could|shall|should|would|will|may|might|do)\s+we\b|\blet'?s\b", re.IGNORECASE
)


def _done_by_we(text: str) -> set[str]:
    """The stems of what ``text`` says "we" do (its auxiliaries left out)."""
    return {
        stem(w)
        for m in _WE_DOES.finditer(text)
        for w in re.findall(r"[\w']+", m[1].casefold().replace("'", ""))
        if w not in STOPWORDS
    }


_DECLARES_LOVE = re.compile(
    # "Goodnight, sweet one. I'll miss you too." (the 1.5B, to "goodnight")
    r"(?:^\W*|\bi(?:'ll|\s+will)?\s+(?:really\s+|truly\s+)?)(?:love|adore|miss)\s+you\b"
    # "Sleep well and remember me." (the 1.5B, to "good night"): a wish of its own, to be kept
    r"|\b(?:remember|don'?t\s+forget|do\s+not\s+forget|think\s+of|dream\s+(?:of|about))\s+me\b",
    re.IGNORECASE,
)
# "…and couldnt find the exit" told, "you managed to find your way out" answered (the 1.5B): a
# dream told back with its ending turned. Read on normalised text (no apostrophes).
_NOT_DONE = re.compile(
    r"\b(?:couldn?t|could\s+not|can\s*not|cant|didn?t|did\s+not|never|wasn?t\s+able\s+to|"
    r"was\s+not\s+able\s+to|unable\s+to|failed\s+to|no\s+way\s+to)\s+(?:\w+ly\s+)?([a-z]+)"
)
_YOU_DID_IT = re.compile(
    r"\byou\s+(?:(?:finally|eventually|still|somehow|really)\s+)?(?:(?:managed|were\s+able|got)\s+to\s+|"
    r"could\s+|did\s+)?(?!not\b|never\b)([a-z]+)"
)
_IRREGULAR_PAST = {
    "found": "find", "got": "get", "saw": "see", "ran": "run", "woke": "wake", "slept": "sleep",
    "made": "make", "left": "leave", "came": "come", "went": "go", "took": "take", "fled": "flee",
    "caught": "catch", "held": "hold", "stood": "stand", "flew": "fly", "swam": "swim",
    "spoke": "speak", "heard": "hear", "reached": "reach",
}  # fmt: skip


def _base(verb: str) -> str:
    """A verb's plain form, near enough to compare: "found" -> "find", "escaped" -> "escap"."""
    verb = _IRREGULAR_PAST.get(verb, verb)
    return verb[:-2] if verb.endswith("ed") else verb.removesuffix("e")


# "I'm so stressed" told, "I'm ready to face it" answered (the 1.5B, to a told exam dream): the
# companion speaking as them. A state of the companion's own is one of a listener's.
_STATE = re.compile(
    r"\bI(?:'m|\s+am|\s+feel|\s+felt|\s+was)\s+(?:so\s+|really\s+|very\s+|a\s+bit\s+|quite\s+|too\s+|"
    r"also\s+|still\s+|truly\s+|just\s+|always\s+)*(?P<word>[a-z]+)(?P<rest>(?:\s+[a-z]+){0,2})",
    re.IGNORECASE,
)
_LISTENER_STATES = frozenset(
    """sorry glad happy here curious listening sure interested wondering thinking grateful
    thankful honored honoured excited delighted pleased touched sandman with all around looking
    keeping saving noting able unable not afraid a an your only hoping rooting proud moved
    struck""".split()
)


def _companion_state(state: re.Match[str]) -> bool:
    """Whether a state the companion tells of itself is a listener's ("I'm sorry", "I'm here",
    "I'm ready to listen"), not one of the person it listens to."""
    word, after = state["word"].lower(), state["rest"].lower().split()
    if word == "ready":
        return after[:1] == ["whenever"] or after[:2] in (["to", w] for w in _LISTENING)
    return word in _LISTENER_STATES


_LISTENING = ("listen", "hear", "help", "talk")


# A thing of the world defined ("It's a place where doctors and nurses work…", "It could be a
# physical structure like a suspension bridge"), where the persona asks what it could mean to
# them; hedged and about them ("a place where you feel safe") it is a reading.
_PHYSICAL = re.compile(
    r"\bphysical\s+(?:structure|object|place|thing|building)\b"
    # "It is essential for life as it provides oxygen for plants and animals" (the 1.5B, asked
    # what water means): what a thing does in the world
    r"|\b(?:is|are)\s+(?:essential|necessary|vital|needed|crucial)\s+(?:for|to)\s+(?:all\s+)?(?:life|survival|"
    r"humans|plants|animals|living|health|the\s+body)\b"
    r"|\bprovides?\s+(?:\w+\s+)?(?:oxygen|nutrients|energy|nourishment)\b|\bregulates?\s+(?:the\s+)?(?:climate|temperature)\b",
    re.IGNORECASE,
)
_DEFINES_A_THING = re.compile(
    # ("It was a place where you could go to work or school", the 1.5B, to "and it was a bus
    # station": a place of the dream, told as the world's)
    r"\b(?:it's|it\s+is|it\s+was|they're|they\s+are|they\s+were|[a-z]+s?\s+(?:is|are))\s+(?:a|an)\s+(?:\w+\s+)?"
    r"(?:place|space|room|building|structure|facility|institution|device|tool|animal|creature|object|vehicle|"
    r"type|kind)\s+(?:where|that|which|used|of|for|in\s+which)\b",
    re.IGNORECASE,
)
# "The library could be a place where people go to read books." (the 1.5B, to a dream of a
# library of blank books): what a thing is for everyone, hedged or not
_FOR_EVERYONE = re.compile(
    r"\b(?:place|space|room|building|thing)\s+(?:where|that|which)\s+(?:people|everyone|anyone|readers|visitors)\b"
    # ("It was a place where you could go to work or school", the 1.5B, to "and it was a bus
    # station": "you" as anyone)
    r"|\b(?:place|space|room|building)\s+(?:where|that|which)\s+(?:you|one)\s+(?:could|can|would|might)\s+"
    r"(?:go|come|take|get|buy|find|see|meet|catch|wait|relax|rest)\b"
    # "Golden retrievers are known for their loyalty and playfulness, which can make them great
    # pets." (the 1.5B, to "they were golden retrievers", of puppies in a dream)
    r"|\b(?:are|is)\s+(?:well\s+|widely\s+|often\s+)?known\s+(?:for|to\s+be)\b"
    # "…Porto, which is a beautiful city with lots of green spaces and historical landmarks." (the
    # 1.5B, in the reply eval): a place in the world described
    r"|\b(?:is|'s|are)\s+(?:a|an)\s+(?:\w+\s+){0,2}(?:city|town|country|island|village|region|capital)\s+"
    r"(?:with|known|famous|full|where|that|of)\b",
    re.IGNORECASE,
)
# (a reading of them, or a hedged reading: not "It's a place that could be found in many
# different settings, from art galleries to bookstores", the 1.5B to a station made of books)
_HEDGED_READING = re.compile(
    r"\b(?:you|your)\b|\b(?:could|might|may)\b(?=.*\b(?:symboli[sz]\w*|represent\w*|stand\w*\s+for|mean\w*|"
    r"reflect\w*|suggest\w*|point\w*\s+to|sign)\b)",
    re.IGNORECASE,
)
# A line of the journal's results copied out ("2026-10-22 "Bridge of glass" (mood: dizzy): You
# had to…"): data as the tools write it for the model, not words for the user (the journal's own
# lines say it as people do).
_STORED_LINE = re.compile(r"\b\d{4}-\d{2}-\d{2}\s+[\"“]|\(mood:\s*\w+\)", re.IGNORECASE)
# A message about someone else ("he's getting married next month", "my brother got a new job"),
# and a reply's clause that says it of them ("You're married next month.")
_OF_ANOTHER = re.compile(
    r"^\W*(?:(?:so|and|oh|well|btw|also|but)\W+)*(?:he|she|they|my\s+(?:\w+\s+)?\w+|our\s+\w+)"
    r"(?:'s|'re|\s+is|\s+are|\s+was|\s+were|\s+will|'ll|\s+has|\s+have|\s+got|\s+just|\s+gets)\b",
    re.IGNORECASE,
)
_OF_THEMSELVES = re.compile(r"\b(?:i|i'm|im|i've|ive|me|myself|we)\b", re.IGNORECASE)
_YOU_ARE = re.compile(
    r"^\W*(?:(?:so|and|oh|wow)\W+)*you(?:'re|\s+are|\s+were|'ll|\s+will|'ve|\s+have|\s+got|\s+get|\s+are\s+getting)\b",
    re.IGNORECASE,
)
# Speaking of the user instead of to them.
_THIRD_PERSON = re.compile(
    r"\bthe\s+(?:user|dreamer|speaker)(?:'s)?\b"
    # "Yes, the message suggests a false awakening because they were still in their bed." (the
    # 1.5B, to "is that a false awakening?")
    r"|\bthe\s+(?:message|text|input)\s+(?:suggests|says|indicates|implies|shows|mentions|describes)\b"
    # 'The message "like every week" could mean that they are…', "The second sentence could mean
    # that flying is…" (the 1.5B, to "what does that mean" and "what does the second one mean");
    # not "the message of a dream"
    r"|\b(?:the|your|this|their)\s+(?:last\s+|previous\s+|first\s+|second\s+|third\s+)?"
    r"(?:message|sentence|statement|input|query|prompt)\b(?!\s+of\s+(?:a|the|your|this|that|my)\s+dream)",
    re.IGNORECASE,
)
# "They might be talking about a recurring theme of humor in their dreams." (the 1.5B, to "my
# friend jess was there, she was laughing at me"): the dreams are the user's, unless people
# are spoken of ("many people forget their dreams")
_THEIR_DREAMS = re.compile(
    r"\btheir\s+(?:own\s+)?(?:dreams?|nightmares?|dream\s+journal|journal)\b", re.IGNORECASE
)
_PEOPLE = re.compile(
    r"\b(?:people|persons|others|everyone|everybody|many|most|someone|somebody|anyone|children|"
    r"kids|adults|dreamers|humans)\b",
    re.IGNORECASE,
)
# "It could mean that the door is closed to them because they are not ready", "That could mean
# something personal to them" (the 1.5B, to "what could that mean"): "they" with no one and
# nothing it could stand for — the user, spoken of instead of to.
_THEY = re.compile(
    r"\b(?:they|them|their|theirs|themselves|they're|theyre|they've|they'll|they'd)\b",
    re.IGNORECASE,
)
_THEY_DREAMED = re.compile(
    r"\bthey\s+(?:(?:might|may|could|would|must|probably|often)\s+(?:have\s+)?)?(?:dream(?:ed|t|s)?|"
    r"had\s+(?:a|this|that|the)\s+(?:dream|nightmare))\b",
    re.IGNORECASE,
)
# "It's possible that they're dealing with stress, anxiety or other emotions that are causing
# them to feel overwhelmed." (the 1.5B, to "why do you think that keeps happening", of a dream
# that keeps coming back): what the dreamer lives, said of "them"
_THEY_LIVE = re.compile(
    r"\bthey(?:'re|\s+are|\s+(?:might|may|could|must)\s+be)\s+(?:\w+ly\s+)?(?:dealing|struggling|"
    r"coping|going\s+through|experiencing|feeling|processing|worrying|overwhelmed|stressed|anxious)\b"
    r"|\b(?:causing|making|leaving|helping)\s+them\s+(?:to\s+)?feel\b"
    # "It's possible that their stress levels are high" (the 1.5B, the same question asked again)
    r"|\btheir\s+(?:own\s+)?(?:stress|anxiety|anxieties|worries|fears|feelings|emotions|mind|thoughts|"
    r"mood|sleep|subconscious)\b",
    re.IGNORECASE,
)
# Someone in their life, as a reply speaks of them: "she", "your boyfriend", "your best friend"
_SOMEONE_OF_THEIRS = (
    r"\b(?:she|he|they|your\s+(?:\w+\s+)?(?:friend|mom|mum|mother|dad|father|sister|brother|boss|"
    r"partner|ex|boyfriend|girlfriend|husband|wife|family|parents|grandma|grandpa|teacher|coworker))"
)
# "She may actually hate you because she doesn't see the value in your friendship." (the 1.5B,
# to "i dreamt my best friend stopped talking to me and now im paranoid she actually hates me"):
# what someone in their life feels about them, which nobody here can know
_OTHERS_MIND = re.compile(
    rf"{_SOMEONE_OF_THEIRS}\s+"
    r"(?:(?:may|might|could|must|probably|likely|actually|really|secretly|still|clearly|definitely|"
    r"just|does|do|doesn'?t|does\s+not|don'?t|do\s+not|didn'?t|did\s+not)\s+){0,3}"
    r"(?:hates?|loves?|likes?|resents?|blames?|dislikes?|cares?\s+about|misses|miss|wants?|"
    r"forgives?|trusts?|see|sees|values?|respects?|appreciates?|is\s+(?:angry|mad|upset|jealous|"
    r"disappointed|proud)\s+(?:with|at|of)|are\s+(?:angry|mad|upset|jealous|disappointed|proud)\s+"
    r"(?:with|at|of)|(?:is|are)\s+(?:jealous|afraid|scared|tired)\s+of)\s+(?:you|your)\b",
    re.IGNORECASE,
)
# "It's possible that he may have been having a difficult time with something" (the 1.5B, to "i
# dreamt my boyfriend was cheating on me"): what someone in their life goes through, guessed from
# a dream
_GUESSED_LIFE = re.compile(
    rf"{_SOMEONE_OF_THEIRS}\s+"
    r"(?:(?:may|might|could|must|probably|likely)\s+){1,2}(?:have\s+been|be)\s+"
    r"(?:(?:secretly|really|actually)\s+)?(?:having\s+a\s+(?:hard|difficult|tough|rough)\s+time|going\s+through|"
    r"struggling|dealing\s+with|hiding|keeping\s+(?:something|secrets?)|cheating|lying|unhappy|stressed|"
    r"under\s+(?:a\s+lot\s+of\s+)?(?:stress|pressure)"
    # "It sounds like your boss might be a bit tense or anxious about something." (the 1.5B, to a
    # dream of their teeth falling out with their boss there)
    r"|(?:(?:a\s+(?:bit|little)|quite|very|really|feeling|so)\s+)?(?:tense|anxious|worried|nervous|sad|angry|"
    r"upset|lonely|scared|afraid|frustrated|overwhelmed|jealous|insecure|depressed))\b",
    re.IGNORECASE,
)
# "It doesn't have any meaning for you." (the 1.5B, to "why would i dream that lol" after a
# mother who was a giraffe): their dream dismissed, which is theirs to judge
_MEANS_NOTHING = re.compile(
    r"\b(?:it|that|this|your\s+dream|the\s+dream|dreams?)\s+(?:doesn'?t|does\s+not|didn'?t|don'?t|do\s+not)\s+"
    r"(?:really\s+)?(?:(?:have|hold|carry)\s+(?:any\s+|much\s+)?(?:real\s+)?(?:meaning|significance)|mean\s+anything)\b",
    re.IGNORECASE,
)
# ... unless someone else is spoken of in their message
_SOMEONE_ELSE = re.compile(
    r"\b(?:he|she|they|his|her|their|him|them|everyone|everybody|people|friends|family|kids|"
    r"parents|coworkers|colleagues)\b",
    re.IGNORECASE,
)
_SOMEONE_DREAMED = re.compile(
    r"\b(?:he|she|they|we|(?:my|our|his|her|their)\s+\w+)\s+(?:also\s+|once\s+|just\s+)?"
    r"(?:dream(?:ed|t|s)|had\s+(?:a|this|that|the)\s+(?:dream|nightmare))\b",
    re.IGNORECASE,
)
_THEY_AS_I = {"they": "i", "them": "me", "their": "my", "theirs": "mine", "themselves": "myself"}
# ... what "they" may stand for: a plural (not "is", "this", "always", "less"), people, a person.
_PLURAL = re.compile(
    r"\b(?!(?:this|thus|always|perhaps|sometimes|its|his|hers|yours|ours|yes|does|"
    r"was|has|is|as|us|plus|unless|whereas|across|towards|afterwards|besides|news|lens|bus|gas|"
    r"means|series|species|process|focus|status|bonus|virus|chaos|anxious|nervous|serious|curious|"
    r"famous|various|previous|obvious|gorgeous|precious|joyous|wondrous|mysterious|glorious|"
    r"delicious|conscious|subconscious)\b)[a-z]{2,}[^s\W']s\b"
    r"|\b(?:people|everyone|everybody|someone|somebody|anyone|anybody|others|folks|person|"
    r"children|men|women|mice|geese|teeth|feet|police|crowd|family|team|group|couple|"
    r"one|each|both|many|few|some|all|no\s+one|nobody)\b"
)
# A help desk's words, not a companion's ("Do you have any questions about Porto or the dream?",
# "I'm here and ready to help you.", "Feel free to ask"): measured on the 1.5B.
_HELP_DESK = re.compile(
    # ("Do you have any other ideas or questions about your dream?", the 1.5B to a dream told)
    r"\b(?:do\s+you\s+have\s+any\s+(?:other\s+|more\s+|further\s+)?(?:\w+\s+or\s+)?questions|any\s+(?:other\s+)?questions\s+"
    r"(?:about|regarding)|is\s+there\s+anything\s+else|feel\s+free\s+to|let\s+me\s+know\s+if\s+you\s+(?:have|need)|"
    r"(?:here\s+and\s+)?(?:ready|happy|here)\s+to\s+(?:help|assist)|how\s+(?:can|may)\s+i\s+(?:help|assist)"
    # "If you need anything else, please let me know." (the 1.5B, to "she passed away two years
    # ago")
    r"|if\s+you\s+(?:ever\s+)?need\s+anything(?:\s+else)?\b"
    # "That's a bit tricky, but I can help you with something else." (the 1.5B, to "and my boss
    # was yelling at me", more of a dream told)
    r"|\b(?:help|assist)\s+(?:you\s+)?with\s+(?:something|anything)\s+else\b"
    # "If you need further support, please let me know." (the 1.5B, to "work was awful")
    r"|if\s+you\s+(?:ever\s+)?need\s+(?:any\s+)?(?:further|more|additional|other)\s+(?:support|help|assistance)\b"
    r"|(?:please\s+)?let\s+me\s+know\s+if\s+you\s+(?:ever\s+)?(?:want|would\s+like)\s+(?:more|further|any)\s+(?:help|support)\b"
    # "Do you ever dream about anything else?" (the 1.5B, to a dream of their grandma's kitchen,
    # told that moment); "Do you have any other dreams you'd like me to talk about?": the dream
    # told passed over for the next one
    r"|\b(?:do|did)\s+you\s+(?:ever\s+)?(?:dream|have\s+dreams?)\s+(?:about|of)\s+(?:anything|something)\s+else\b"
    r"|\b(?:do\s+you\s+have|are\s+there)\s+any\s+other\s+dreams\s+(?:you'?d|you\s+would|you\s+want)\b"
    # "Let me know if there's anything else I can help you with." (the 1.5B, to "cool ty")
    r"|let\s+me\s+know\s+if\s+(?:there'?s|there\s+is)\s+anything|anything\s+else\s+(?:i\s+can|you\s+need)\b"
    # "I'm sorry, but I don't have enough information to answer your question." (the 1.5B, to
    # "only that something was chasing me")
    r"|(?:don'?t|do\s+not)\s+have\s+enough\s+(?:information|context|details)\b"
    # "If you ever feel overwhelmed…, don't hesitate to reach out for help" (to "I just woke up
    # from a nightmare and I'm shaking")
    r"|don'?t\s+hesitate\s+to|reach\s+out\s+(?:for|to\s+(?:someone|a\s+professional|others))\b"
    # "Could you please rephrase your question or provide more information so that I can better
    # assist you?" (the 1.5B, to "i don't think you understand me")
    r"|rephrase\s+your\s+(?:question|request)|provide\s+(?:me\s+with\s+)?(?:more|additional|further)\s+"
    r"(?:information|details|context)|(?:so\s+that\s+)?i\s+can\s+(?:better\s+)?assist\s+you"
    # "I'm sorry, but I can't assist with that." (the 1.5B, to "bad dream last night", in the
    # terminal chat): a refusal nobody asked for
    r"|(?:can'?t|cannot|can\s+not|am\s+unable\s+to|i'?m\s+unable\s+to|am\s+not\s+able\s+to)\s+"
    r"(?:assist|help)\s+(?:you\s+)?with\s+(?:that|this)"
    # "I'm sorry to hear about your loss, but I can't provide any advice or support for that."
    # (the 1.5B, to "he passed away 3 years ago")
    r"|(?:can'?t|cannot|can\s+not|am\s+unable\s+to|i'?m\s+unable\s+to|am\s+not\s+able\s+to)\s+"
    r"(?:provide|offer|give)\s+(?:you\s+)?(?:any\s+)?(?:advice|support|help|guidance|counsel\w*)"
    # "I'm sorry, but I can't continue the dream with that information. It seems like you just
    # told me about the previous dream and then asked a question about it." (the 1.5B, to the
    # fourth piece of a dream told in pieces)
    r"|(?:can'?t|cannot|can\s+not|am\s+unable\s+to|i'?m\s+unable\s+to)\s+(?:continue|complete|finish|process)\b"
    r"|\bit\s+(?:seems|sounds)\s+like\s+you\s+(?:just\s+)?(?:told|asked|mentioned|said)\s+(?:me\s+)?"
    r"(?:about\s+)?(?:the\s+|a\s+|your\s+)?(?:previous|last|earlier|same)\b"
    # "What do you want to do next?" (the 1.5B, to "i wasnt invited", of a dream of a sister's
    # wedding); "Do you have any specific questions or concerns?" (to a dream of a tornado): a
    # task or a ticket asked for, where a dream was told
    r"|\bwhat\s+(?:do|would)\s+you\s+(?:want|like|plan)\s+to\s+do\s+(?:next|now|about\s+it)\b"
    r"|\b(?:specific|particular)\s+(?:questions?|concerns?)\b|\bquestions\s+or\s+concerns\b"
    # "Do you have any other suggestions for what you'd like to explore in your dream?" (the 1.5B,
    # to "it was so fun", of a dream of a candy house)
    r"|\b(?:any|other)\s+(?:other\s+)?suggestions\b)\b",
    re.IGNORECASE,
)
# "The dictionary defines "mall" as a large shopping center" (the 1.5B, to a mall no dictionary
# entry reads): what the dictionary says, when it said nothing of it
_RATIO = re.compile(r"\b\d+\s*:\s*\d\b(?!\s*(?:am|pm|a\.m|p\.m|o'?clock)\b)", re.IGNORECASE)
# "As you have already read this dream, I can tell that you find it both challenging and
# rewarding." (the 1.5B, to a promotion in a dream of a boss)
_READS_THEIR_MIND = re.compile(
    r"\bi\s+can\s+(?:tell|see|sense)\s+(?:that\s+)?(?:you|this|it)\b|\bas\s+you\s+have\s+already\s+read\b",
    re.IGNORECASE,
)
# "The dream was about his boss giving him a promotion…" (the 1.5B, to "i had a dream about my
# boss" / "he was giving me a promotion"): the one who told it, spoken of as "him"
_OF_THEM_AS_HIM = re.compile(
    r"\b(?:his|her)\s+(boss|career|job|manager|coworker|colleague|mom|mother|dad|father|sister|brother|"
    r"partner|wife|husband|boyfriend|girlfriend)\b",
    re.IGNORECASE,
)
# "You're a curious dreamer, aren't you?" (the 1.5B, to more of a dream told)
# "Question: Did you have any other thoughts…" (the 1.5B, after a reading): a label of a
# question-and-answer template, said as if to them
_TEMPLATE_LABEL = re.compile(
    r"^\W*(?:question|answer|q|a|user|assistant|response|reply|sandman|companion)\s*:\s*",
    re.IGNORECASE,
)
# "You asked: …", "You said: …": words given to them as theirs, quoted
_YOU_ASKED = re.compile(
    r"^\W*you\s+(?:asked|said|wrote|told\s+me|wanted\s+to\s+know)\s*:\s*", re.IGNORECASE
)


def _said_in(quoted: str, user: str) -> bool:
    """Whether most of ``quoted``'s words are the user's own (a quote of what they said)."""
    words = [w for w in re.findall(r"[a-z']+", quoted.casefold()) if w not in STOPWORDS]
    theirs = set(re.findall(r"[a-z']+", user.casefold()))
    return bool(words) and sum(w in theirs for w in words) * 2 >= len(words)


_LABELS_THEM = re.compile(
    r"\byou(?:'re|\s+are|\s+must\s+be)\s+(?:a|an|such\s+a|quite\s+a|a\s+real|a\s+true)\s+(?:\w+\s+)?"
    r"(?:dreamer|thinker|explorer|adventurer|romantic|optimist|pessimist|soul)\b"
    # "You must be a very kind and gentle person, as you found such fun in your dream." (the 1.5B,
    # to "it was so fun", of a dream of talking to animals)
    # ("It doesn't mean you're a bad person." answers a fear, and stays)
    r"|(?<!mean\s)(?<!make\s)(?<!makes\s)\byou(?:'re|\s+are|\s+must\s+be|\s+seem\s+(?:to\s+be\s+)?(?:like\s+)?)\s+"
    r"(?:a|an|such\s+a|quite\s+a)\s+"
    r"(?:(?:very|really|truly|so)\s+)?[a-z]+(?:\s+and\s+[a-z]+)?\s+(?:person|soul|human|individual)\b",
    re.IGNORECASE,
)
# "Do you know what the moon cycle looks like?" (the 1.5B, to a lucid dream of two moons)
_QUIZ = re.compile(
    r"^\W*(?:so\W+|but\W+)?(?:do|did)\s+you\s+know\s+(?:what|how|why|where|when|which|that)\b"
    # "Have you ever had a dream where you see yourself falling asleep?" (the 1.5B, to more of a
    # dream of teeth and a boss): another dream asked about, not the one told
    r"|^\W*(?:so\W+|but\W+|and\W+)?(?:have|did|do)\s+you\s+ever\s+(?:had|have|dreamt|dreamed)\s+(?:of\s+|about\s+)?"
    r"(?:a|any|an)\s+(?:\w+\s+)?(?:dream|nightmare)s?\s+(?:where|in\s+which|about|that)\b",
    re.IGNORECASE,
)
_DICTIONARY_SAYS = re.compile(
    r"\b(?:the\s+|a\s+|my\s+|our\s+)?(?:dream\s+)?dictionar(?:y|ies)\s+(?:also\s+)?"
    r"(?:defines?|says?|reads?|describes?|calls?|lists?|explains?|suggests?|tells?|mentions?)\b"
    r"|\b(?:according\s+to|in)\s+(?:the\s+|a\s+|my\s+)?(?:dream\s+)?dictionar(?:y|ies)\b",
    re.IGNORECASE,
)
# What only eyes could tell ("You look so relaxed and happy!", the 1.5B to "io is sitting on my
# lap right now lol"): Sandman reads words, it sees no one.
_SEES_THEM = re.compile(
    r"\byou\s+(?:look|looked)\s+(?:so\s+|very\s+|really\s+|quite\s+)?(?!like\b|at\b|for\b|into\b|around\b|back\b|up\b|down\b)[a-z]+"
    r"|\bi\s+(?:can\s+)?see\s+(?:you|that\s+you(?:'re|\s+are)\s+(?:smiling|crying|tired|happy|sad))\b",
    re.IGNORECASE,
)
# How common a dream is, which nothing Sandman reads holds ("The giraffe at the wedding is a
# common dream.", the 1.5B to a dream nobody has had before).
_HOW_COMMON = re.compile(
    r"\b(?:is|are|was|'s)\s+(?:a\s+|an\s+)?(?:very\s+|quite\s+|pretty\s+|really\s+|fairly\s+|such\s+a\s+)?"
    r"(?:common|typical|frequent|universal|classic|rare|uncommon|popular)\s+"
    r"(?:dream|dreams|nightmare|nightmares|theme|themes|symbol|symbols|image|motif|experience|problem|thing|"
    r"worry|fear|struggle|issue)\b"
    # "It's a common problem that everyone faces at some point." (the 1.5B, to a dream of forgetting
    # how to read before finals)
    r"|\b(?:everyone|everybody|most\s+people|all\s+of\s+us)\s+(?:faces?|goes?\s+through|has|have|gets?|experiences?)\b"
    r"[^.!?]{0,20}\b(?:at\s+some\s+point|sometimes|now\s+and\s+then|in\s+their\s+li(?:fe|ves))\b"
    # "Your nightmares are a common part of life." (the 1.5B, to "i'm honestly so tired of having
    # nightmares"): a hard thing made ordinary
    r"|\b(?:is|are|'re|'s)\s+(?:just\s+)?(?:a\s+)?(?:very\s+|quite\s+|perfectly\s+)?(?:common|normal|natural|"
    r"regular|ordinary)\s+part\s+of\b"
    # "It's quite unusual to have your teeth fall out in a dream." (the 1.5B, to a dream that kept
    # coming back; among the commonest there are): their dream called rare, which alarms
    r"|\b(?:it'?s|it\s+is|that'?s|that\s+is|this\s+is|it\s+was|that\s+was|they'?re|they\s+are)\s+"
    r"(?:quite\s+|very\s+|pretty\s+|really\s+|rather\s+|a\s+bit\s+|somewhat\s+|extremely\s+|highly\s+)?"
    r"(?:unusual|rare|uncommon|abnormal|not\s+(?:normal|common|usual))\b"
    # "It's not uncommon to experience this when driving on icy roads…" (the 1.5B, to a dream of
    # brakes that did not work): how often it happens, awake, said as known
    r"|\b(?:it'?s|it\s+is)\s+(?:not\s+uncommon|(?:very\s+|quite\s+|pretty\s+|fairly\s+)?common|normal)\s+"
    r"(?:for\s+\w+\s+)?to\s+(?:experience|have|feel|see|get)\s+(?:this|that|it|these|those)\s+(?:when|if|while|after)\b",
    re.IGNORECASE,
)
# "…but it's not the only place in your life you can miss. You have so many other memories and
# experiences to look back on." (the 1.5B, to "i miss that place", a home their parents sold):
# what they feel, made smaller
# "…a reflection of your fears or anxieties about something in your life, such as a job change,
# relationship issues, or health problems." (the 1.5B, to "why do you think i had it")
_LIFE_LISTED = re.compile(
    r"\b(?:something|anything|things?|what'?s\s+(?:going\s+on|happening))\s+in\s+your\s+(?:life|waking\s+life|days?)"
    r"\s*,?\s+(?:such\s+as|like)\s+(?:a\s+|an\s+|your\s+)?(?:new\s+)?(?:job|work|relationship|health|money|financial|"
    r"family|school|exams?|move|moving|loss|breakup|divorce)",
    re.IGNORECASE,
)
# "You must have been flying through the air and then suddenly hit the ground." (the 1.5B, to "and
# i woke up right before i hit the ground"): what they lived, guessed as sure
_PRESUMES = re.compile(r"\byou\s+must\s+have\s+(?!felt\b)[a-z]+", re.IGNORECASE)
# "I assure you that everything will be okay" (the 1.5B, to "she told me to stop worrying", of a
# cat in a dream): nobody can promise it
_ASSURES = re.compile(
    r"\bi\s+(?:can\s+)?(?:assure|promise|guarantee)\s+(?:you\b|that\b)"
    r"|\b(?:everything|things|it\s+all|all)\s+(?:will|is\s+going\s+to|'ll)\s+(?:definitely\s+|surely\s+)?"
    r"(?:be|turn\s+out)\s+(?:okay|ok|fine|alright|all\s+right|well)\b",
    re.IGNORECASE,
)
_MAKES_LIGHT = re.compile(
    r"\b(?:it|that|this|she|he)(?:'s|\s+is|\s+was|\s+isn'?t|\s+wasn'?t)\s+not\s+the\s+only\b"
    r"|\b(?:it|that|this|she|he)\s+(?:isn'?t|wasn'?t)\s+the\s+only\b"
    r"|\byou\s+(?:still\s+)?have\s+(?:so\s+many|plenty\s+of|lots\s+of|many|a\s+lot\s+of)\s+other\b"
    r"|\bat\s+least\s+(?:you|it|he|she|they)\b|\b(?:look\s+on|see)\s+the\s+bright\s+side\b"
    r"|\bthere\s+(?:are|will\s+be)\s+(?:plenty|lots|so\s+many)\s+(?:of\s+)?other\b|\bplenty\s+more\s+fish\b"
    r"|\b(?:don'?t|do\s+not|try\s+not\s+to)\s+(?:dwell|worry\s+too\s+much|be\s+so\s+sad|be\s+sad)\b",
    re.IGNORECASE,
)
# "That's common for many people.", "It's common for people to wake up early when they have
# stress" (the 1.5B, to "i keep waking up at 3am"): what they told made ordinary, unasked
_MADE_ORDINARY = re.compile(
    r"\b(?:that|this|it)(?:'s|\s+is)\s+(?:very\s+|quite\s+|pretty\s+|really\s+|so\s+)?(?:common|normal|typical)\s+"
    r"(?:for|among|in)\s+(?:many\s+|most\s+|lots\s+of\s+|a\s+lot\s+of\s+)?(?:people|adults|folks|us)\b"
    # "You're not the only one who's had a dream about someone you've lost." (the 1.5B, to "my ex
    # texted me today and then i dreamed about him")
    r"|\byou(?:'re|\s+are)\s+(?:definitely\s+|certainly\s+)?not\s+the\s+only\s+one\b"
    # "…afraid of change, which is a common fear in many people's lives." (the 1.5B, in the reply
    # eval)
    r"|\b(?:a\s+)?(?:very\s+)?common\s+(?:fear|feeling|experience|worry|struggle|thing)\s+(?:in|for|among)\s+"
    r"(?:many|most|lots\s+of)\s+(?:people|adults)\b"
    # "Grandma baking bread is a cherished memory for many." (the 1.5B, to "i dreamt my grandma
    # was baking bread in her old kitchen"): theirs made everyone's
    r"|\b(?:is|are)\s+(?:a|an)\s+(?:\w+\s+)?(?:memory|memories|experience|thing|image|sight|moment|scene)\s+"
    r"(?:for|of|to|in|among)\s+(?:so\s+)?(?:many|most|lots\s+of|everyone|everybody)\b",
    re.IGNORECASE,
)
# "I remember your cat, but I can't recall what you told me about it." (the 1.5B, to "she's 12
# now", right after "I have a cat called Io." was shown): what it holds is the journal's to say
_FORGETS = re.compile(
    r"\bi\s+(?:can'?t|cannot|couldn'?t|don'?t|do\s+not|didn'?t)\s+(?:quite\s+|really\s+)?(?:recall|remember)\s+"
    r"(?:what|anything|everything|much|all)\s+(?:of\s+what\s+)?(?:you|u)\s+(?:told|said|shared|mentioned|asked)\b",
    re.IGNORECASE,
)
# "Would you like me to continue the dream or ask about something else?" (the 1.5B, to "it felt so
# real", of a dream of a mother who died): a dream is theirs to tell, not the companion's to go on
_MAKES_UP_OFFER = re.compile(
    r"\b(?:like|want)\s+me\s+to\s+(?:continue|finish|write|make\s+up|create|imagine|complete)\s+"
    r"(?:the\s+rest\s+of\s+)?(?:the|your|this|that|a|an)\s+(?:\w+\s+)?(?:dream|story|ending|nightmare)\b",
    re.IGNORECASE,
)
# "The glass trees in your dream were so beautiful and peaceful." (the 1.5B, to a forest of glass
# trees, in the reply eval): what was in it, said how it felt
_DREAM_THING_FELT = re.compile(
    r"\bin\s+your\s+(?:\w+\s+)?(?:dream|nightmare)\s+(?:was|were|is|are|seemed|looked|felt)\s+"
    r"(?:so\s+|very\s+|really\s+|quite\s+|truly\s+)?(?=[a-z]+(?:\s+and\s+[a-z]+)?\s*(?:[.!,]|$))",
    re.IGNORECASE,
)
# "It's okay to feel sad or regretful about past relationships." (the 1.5B, to "i dreamt about my
# ex again"): a feeling allowed them that they did not say ("…to feel exhausted", to "im
# exhausted", stays)
_FEELING_ALLOWED = re.compile(
    r"\b(?:it'?s|its|it\s+is)\s+(?:completely\s+|totally\s+|perfectly\s+|also\s+)?(?:okay|ok|normal|natural|"
    r"understandable|fine|alright|all\s+right)\s+to\s+(?:feel|be)\s+(?:a\s+(?:bit|little)\s+|so\s+)?"
    r"(?P<felt>[a-z]+)(?:,?\s+(?:or|and)\s+(?P<felt2>[a-z]+))?\b",
    re.IGNORECASE,
)
# "You're excited to start therapy!" (the 1.5B, to "im starting therapy next week"): a feeling
# named without "feeling"
_FEELING_NAMED = re.compile(
    r"^\W*(?:and\s+|so\s+)?you(?:'re|\s+are)\s+(?P<felt>excited|nervous|anxious|scared|afraid|happy|sad|worried|"
    r"thrilled|upset|angry|glad|relieved|overwhelmed|stressed|eager|terrified|proud|ashamed|lonely)\b",
    re.IGNORECASE,
)
# "How did you feel about this?" (the 1.5B, to "i was so scared i couldnt move"), "How did it make
# you feel?" (to "honestly it was kinda funny"): what they just said, asked back
_HOW_FELT_ASKED = re.compile(
    r"\bhow\s+(?:did|do|does|would|has|have)\s+(?:(?:it|that|this|(?:the|this|that)\s+(?:dream|nightmare))\s+"
    r"(?:make\s+you\s+)?feel|"
    r"you\s+feel)\b"
    # ("What did it make you feel?", the 1.5B to "but i woke up so anxious", after a dream told)
    r"|\bwhat\s+(?:did|does|do|would)\s+(?:it|that|this|the\s+(?:dream|nightmare))\s+make\s+you\s+feel\b",
    re.IGNORECASE,
)
_ASKS_HOW_COMMON = re.compile(
    r"\b(?:normal|common|usual|typical|rare|weird|strange)\b", re.IGNORECASE
)
# "Sleep well and rest in peace." (the 1.5B, to "goodnight sandman")
_OF_THE_DEAD = re.compile(r"\brest\s+in\s+peace\b", re.IGNORECASE)
# the companion's own body, felt: "the warm sun on my skin", "the sand under my feet"
_ITS_BODY = re.compile(
    r"\b(?:on|in|under|through|against|between|across)\s+my\s+(?:skin|face|hair|body|feet|toes|hands?|"
    r"fingers|cheeks?|arms?|legs?|back|shoulders?|lungs)\b"
    r"|\b(?:reminded|reminds)\s+me\s+of\s+(?:the\s+)?(?:time|times|when|my\s+(?:own\s+)?(?:childhood|youth|mother|father|"
    r"mom|dad|grandmother|grandma|home|summers?))\b",
    re.IGNORECASE,
)
# what they did, said of a dream told: "for what you did", "what you've done"
_WHAT_YOU_DID = re.compile(
    r"\b(?:for|about|of|over|with)\s+what\s+you(?:'ve|\s+have|\s+had)?\s+(?:did|done)\b"
    # "And you did a wonderful job getting that raise." (the 1.5B, to "i dreamt my boss gave me a
    # raise lol i wish"): praise for what happened in a dream, as if they had lived it
    r"|\byou\s+did\s+(?:a\s+|such\s+a\s+)?(?:really\s+|very\s+)?(?:great|wonderful|good|fantastic|amazing|fine|brilliant)\s+job\b"
    r"|^\W*(?:congratulations|congrats|well\s+done)\b",
    re.IGNORECASE,
)
# "You must be careful with what you dream about. It can sometimes lead to nightmares or even
# real-life situations." (the 1.5B, to "i dreamt i killed someone"): a dream said to make things
# happen in their life, or to be a thing to watch
_DREAM_INTO_LIFE = re.compile(
    r"\b(?:lead|leads|led|turn|turns|spill|spills)\s+(?:over\s+)?(?:in)?to\b[^.!?]{0,50}"
    r"\b(?:real[-\s]life|reality|(?:in|into)\s+(?:your|real)\s+life|the\s+real\s+world)\b"
    r"|\b(?:cause|causes|make|makes)\s+(?:it|things|them|that)\s+(?:to\s+)?(?:happen|come\s+true)\s+"
    r"(?:in\s+(?:real\s+life|reality|your\s+life))"
    r"|\bcareful\s+(?:with|about|of)\s+what\s+you\s+(?:dream|dreamt|dreamed|think)\b",
    re.IGNORECASE,
)
# "Even though you haven't been to the beach in years, you still hold onto the memories and look
# forward to getting back there someday." (the 1.5B, to "i miss those summers", after a dream of a
# beach house of their childhood): how long since they did a thing, and what they hope for, said
# for them
_THEIR_TIME_SAID = re.compile(
    r"\byou\s+(?:haven'?t|havent|have\s+not|hadn'?t|hadnt|had\s+not)\s+(?:\w+\s+){0,6}?(?:in|for)\s+"
    r"(?:(?:so\s+)?many\s+)?(?:years|months|weeks|ages|decades|a\s+(?:long\s+)?(?:while|time)|so\s+long)\b"
    r"|\byou(?:'re|\s+are|re)?\s+(?:still\s+)?(?:look|looking)\s+forward\s+to\b"
    r"|\byou(?:'ll|\s+will|ll)\s+[^.!?]{0,60}?\b(?:someday|some\s+day|one\s+day)\b",
    re.IGNORECASE,
)
# ... which their own words may have said ("we havent talked in years")
_TIME_SAID_BY_THEM = re.compile(
    r"\b(?:in|for)\s+(?:(?:so\s+)?many\s+)?(?:years|months|weeks|ages|decades|a\s+(?:long\s+)?(?:while|time)|"
    r"so\s+long)\b|\blook(?:ing)?\s+forward\b|\b(?:someday|some\s+day|one\s+day)\b",
    re.IGNORECASE,
)
# "The dream you described could mean that you are experiencing the first trimester of pregnancy,
# as you were told earlier." (the 1.5B, to "what does that mean" after a dream of being pregnant
# and "im 52 lol"): a pregnancy said of them, and what they were "told earlier", by nobody
_PREGNANCY_OF_THEIRS = re.compile(
    r"\byou(?:'re|\s+are|re|\s+might\s+be|\s+may\s+be|\s+could\s+be|\s+must\s+be)\s+(?:\w+\s+)?(?:pregnant|expecting\s+a\s+baby)\b"
    # "Maybe you're not ready for the pregnancy yet, but it's happening anyway." (the 1.5B, to "i
    # dreamt i was pregnant but im not even trying")
    r"|\b(?:ready|prepared)\s+for\s+(?:the|this|your)\s+(?:pregnancy|baby)\b|\byour\s+pregnancy\b"
    r"|\b(?:first|second|third)\s+trimester\b",
    re.IGNORECASE,
)
_THEY_WERE_TOLD = re.compile(
    r"\bas\s+you\s+(?:were|have\s+been|'ve\s+been)\s+told\b|\byou\s+were\s+told\s+(?:earlier|before)\b",
    re.IGNORECASE,
)
_PREGNANCY_TOLD = re.compile(
    r"\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:\w+\s+){0,2}?(?:pregnant|expecting)\b|\btrimester\b|\bpregnancy\b",
    re.IGNORECASE,
)
# "you're still searching for your baby", "you are still lost in the forest": a dream's scene said
# of them as going on now
_STILL_IN_IT = re.compile(
    r"\byou(?:'re|\s+are|re)\s+still\s+(?:searching|looking|trying\s+to\s+find|lost|trapped|stuck|running|falling|"
    r"hiding|waiting|drowning|flying|chased|being\s+chased|in\s+(?:the|that|a)\s+\w+)\b"
    # "It sounds like you're in a car with no brakes, which could be dangerous." (the 1.5B, to "im
    # in a car and the brakes dont work", a dream told after it was announced): a danger now
    r"|\b(?:which|that|this|it)\s+(?:could|can|might|would|is)\s+(?:be\s+)?(?:very\s+|really\s+|quite\s+)?"
    r"(?:dangerous|risky|unsafe|life[-\s]threatening)\b",
    re.IGNORECASE,
)
# Advice: a task where a feeling was told ("Try to relax", "you could write it down").
_ADVICE = re.compile(
    r"^\W*(?:(?:so|and|but|maybe|perhaps|first|next|then|also|finally|first\s+of\s+all),?\s+)?"
    r"(?:try|consider|make\s+sure|remember\s+to|"
    r"take\s+(?:a|some|time)|practice|practise|avoid|focus\s+on|keep\s+a|write|breathe|relax"
    # "First, take deep breaths and try to relax.", "set some achievable goals for yourself and
    # break them down" (the 1.5B, to "i'm anxious about tomorrow, big presentation")
    r"|take\s+(?:a\s+|some\s+)?(?:deep\s+|slow\s+)?breaths?|set\s+(?:some\s+|a\s+)?(?:\w+\s+)?(?:goals?|boundaries|"
    r"limits|routine|reminders?)|break\s+(?:it|them|things|tasks)\s+(?:down|into)"
    # "Be honest and open with yourself, but also take things one step at a time." (the 1.5B, to
    # "I'm nervous about a job interview tomorrow")
    r"|be\s+(?:honest|kind|gentle|patient|open|confident|brave|easy)|take\s+(?:things|it|each\s+day)\s+one"
    r"|get\s+(?:some|enough|plenty\s+of)\s+(?:rest|sleep)|stay\s+(?:calm|positive|focused|strong))\b"
    # "Why not try planning something fun or exciting that you can do soon?" (the 1.5B, to a dream
    # of a giant clock melting in the kitchen)
    # "Do you want to try restarting the car or using some other emergency brake system?" (the
    # 1.5B, in the terminal chat, to "im in a car and the brakes dont work", a dream told)
    r"|\b(?:do|would)\s+you\s+(?:want|like)\s+to\s+try\b|\bhave\s+you\s+(?:tried|thought\s+about\s+trying)\b"
    # "What do you think about how you can improve your driving skills?" (the 1.5B, to "im in a
    # car and the brakes dont work", a dream come again): a task, asked
    r"|\bhow\s+(?:you|to)\s+(?:can\s+|could\s+|might\s+|would\s+)?(?:improve|fix|avoid|prevent|overcome|deal\s+with|"
    r"cope\s+with|get\s+better\s+at|work\s+on|handle)\b"
    # "Why don't you ask your sister if she's happy or sad right now?" (the 1.5B, to a dream of
    # their sister as a little girl again)
    r"|\bwhy\s+(?:don'?t|dont|do\s+not)\s+you\s+(?:just\s+)?(?:ask|tell|call|text|try|talk|write|go|take|visit|reach)\b"
    r"|\b(?:why\s+not|how\s+about|what\s+if\s+you)\s+(?:try|trying|plan|planning|take|taking|go|going|"
    r"do|doing|make|making|start|starting|give|giving|write|writing|talk|talking|spend|spending)\b"
    r"|\byou\s+(?:should|could|might|may|can|need\s+to|must)\s+(?:also\s+)?(?:want\s+to\s+)?"
    r"(?:try|consider|talk|write|take|practi[cs]e|avoid|focus|keep|think\s+about|seek|see\s+a|explore|look\s+into|"
    r"work\s+on|reflect\s+on|"
    r"speak|relax|breathe|journal|(?:tell|call|text|ask|visit|reach)\s+(?:him|her|them|out)"
    r"|apologi[sz]e|forgive)\b"
    # "It sounds like you might want to revisit your dream journal" (the 1.5B, to "i stopped
    # writing my dreams down for a bit"): whatever the task
    r"|\byou\s+(?:might|may|could|would)\s+(?:also\s+)?want\s+to\s+(?!know\b|hear\b|say\b|tell\s+me\b)\w+"
    # "You should be careful with what you say in your dream journal." (the 1.5B, to teeth of
    # glass that shattered in a dream); "It reminded you to be careful when outside and to stay
    # informed about weather conditions." (to a dream of a tornado)
    r"|\byou\s+(?:should|need\s+to|must|have\s+to|ought\s+to)\s+(?:also\s+|always\s+)?(?:be\s+(?:careful|cautious|"
    r"mindful|aware|prepared)|stay\s+(?:safe|informed|alert))\b"
    r"|\b(?:reminded|reminds|reminding)\s+you\s+to\b"
    # "If I were you, I might wonder if there are any ways to resolve these feelings…" (the 1.5B,
    # to "i had a dream about my ex again"), "Alternatively, you could explore…"
    r"|\bif\s+i\s+were\s+you\b|\b(?:alternatively|instead),?\s+you\s+(?:could|might|can|may)\b"
    # "It's always good to be careful when flying, especially near large buildings." (the 1.5B,
    # to a dream of flying and falling: the dream taken for their life)
    r"|\bit'?s\s+(?:always\s+)?(?:good|important|best|wise|smart|better)\s+to\s+(?:be\s+careful|stay\s+safe|"
    r"watch\s+out|avoid|make\s+sure|keep\s+(?:an\s+eye|away|safe)|look\s+out)\b"
    # "It's always good to practice your delivery in front of others before delivering something
    # important." (the 1.5B, to a dream of forgetting a speech)
    # (what is helpful, wise or important to do: below)
    r"|\bit(?:'?s|\s+is)\s+(?:always\s+|usually\s+|often\s+|also\s+)?(?:good|smart|essential|crucial|vital)\s+to\s+"
    r"(?!(?:hear|see|know|notice|feel|remember|have\s+you|meet|talk\s+to\s+you)\b)\w+"
    # "You can help her by talking about the dangers of predators" (the 1.5B, to a daughter's
    # nightmares of a wolf)
    r"|\byou\s+(?:can|could|might|may|should)\s+(?:also\s+)?(?:help|comfort|reassure|support)\s+"
    r"(?:her|him|them|your\s+\w+|yourself)\b"
    r"|\b(?:it|this|that)\s+(?:might|may|could|can|would|will)\s+(?:also\s+)?(?:help|be\s+helpful|be\s+good)\b"
    # "speaking with a therapist or counselor might help", "trying to focus on other things can
    # help reduce the anxiety" (the 1.5B, to a fear of nightmares and a recurring exam dream)
    r"|\b\w+ing\b[^.!?]{0,60}\b(?:might|may|could|can|would|will)\s+(?:also\s+|really\s+)?help\b"
    # "It's okay to feel relieved when things go wrong, as long as you learn from it and move on."
    # (the 1.5B, to a dream of a house burned down, and relief)
    r"|\bas\s+long\s+as\s+you\b|\b(?:learn\s+from\s+it|move\s+on|let\s+(?:it|them)\s+go)\b"
    # "…, talking to a trusted friend or family member can be helpful." (the 1.5B, to "im so
    # tired of having nightmares")
    r"|\b\w+ing\b[^.!?]{0,60}\b(?:might|may|could|can|would|will)\s+(?:also\s+|really\s+)?be\s+(?:very\s+|really\s+)?"
    r"(?:helpful|useful|good\s+for\s+you|a\s+good\s+idea)\b"
    r"|\b(?:therapist|counsel+or|psychologist|doctor|professional)\b"
    # "Let's focus on what you can do today to manage your workload" (the 1.5B, to "my mind
    # keeps racing about work"); "Sometimes, it's best to take a break and relax" (to "just
    # couldnt sleep"): a task, said as ours or as what is best
    r"|\blet'?s\s+(?:(?:just|try\s+to)\s+)?(?:focus|work\s+(?:on|through)|try|think\s+about|take|make|plan|"
    r"start|figure|find|come\s+up|break)\b"
    r"|\b(?:it'?s|it\s+is)\s+(?:often\s+|usually\s+|always\s+|probably\s+|sometimes\s+)?(?:best|better|"
    r"wise|a\s+good\s+idea)\s+to\s+(?!hear\b|see\b|know\b|feel\b|be\s+(?:here|heard)\b)\w+"
    # "Maybe it's time for some reflection and planning." (the 1.5B, to "i wasnt invited", of a
    # dream of a sister's wedding)
    r"|\b(?:it'?s|it\s+is|this\s+is|now\s+is)\s+(?:maybe\s+|perhaps\s+|probably\s+)?(?:the\s+)?"
    r"(?:time|moment)\s+(?:for\s+(?:some|a|you)\b|to\s+(?!wake\b|sleep\b)\w+)"
    # "Maybe you would enjoy visiting Porto some day to see the real thing?" (the 1.5B, to a sea
    # that turned into honey): an outing proposed
    r"|\byou\s+(?:would|might|may|could)\s+(?:really\s+)?(?:enjoy|like|love)\s+[a-z]+ing\b"
    # "Sometimes, it helps to focus on something you enjoy"
    r"|\b(?:it|this|that)\s+(?:often\s+|usually\s+|really\s+|also\s+)?helps\s+(?:to|if|when)\b"
    # ("it's important for you to talk about your feelings with someone", to a breakup)
    r"|\b(?:helpful|beneficial|useful|wise|a\s+good\s+idea|important)\s+(?:for\s+you\s+)?(?:not\s+)?to\b"
    # "Maybe you should check with the people who work there", "It reminds you to stay focused",
    # "there are ways to help yourself" (not "you must have felt…": an inference)
    r"|\byou\s+(?:should|ought\s+to|need\s+to|have\s+to|must)\s+(?!have\b|be\b|feel\b|\w+ed\b)\w+"
    r"|\breminds?\s+you\s+to\b|\bhelp\s+yourself\b|\bways\s+to\s+(?:help|cope|deal|manage)\b"
    # "Maybe it's time to relax and enjoy your day!" (to a racing heart)
    r"|\b(?:it'?s|it\s+is|now\s+is)\s+(?:a\s+good\s+)?time\s+to\s+(?!say\b|go\b|sleep\b)[a-z]+"
    # "It's a reminder to stay alert and keep an eye out for danger." (the 1.5B, to a wolf)
    r"|\b(?:a|an)\s+(?:reminder|sign|signal|call|cue|invitation|nudge|message)\s+(?:for\s+you\s+)?to\s+"
    r"(?!(?:you|your|me|my)\b)[a-z]+"
    # a lesson: "Remember, you're in control of your thoughts", "Remember, dreams are natural",
    # "…but remember that dreams are just like any other part of your life" (to a fear)
    r"|^\W*remember\s*,|\bremember\s+that\b(?!\s+i\b)"
    # "You're feeling restless and may need to try a different sleep position" (the 1.5B, to
    # "I woke up at 3am and couldn't fall back asleep")
    r"|\b(?:may|might|could)\s+(?:need|want)\s+to\s+(?:try|consider|use|practi[cs]e|talk|see|get|take|"
    r"avoid|keep|make|change|find|start|stop|limit|cut|ask|speak|seek|look\s+into|research|read\s+up)\b"
    # "Do not hesitate to ask for help if you need it.", "there are many resources available
    # online" (the 1.5B, to "i'm kind of scared to go back to sleep" and "i felt so embarassed")
    r"|\b(?:do\s+not|don'?t)\s+hesitate\b|\b(?:reach\s+out|ask\s+for\s+help|seek\s+(?:out\s+)?(?:help|support))\b"
    r"|\bresources?\s+(?:are\s+|is\s+)?(?:available|out\s+there|online)\b"
    # "Have you ever considered asking them about their day?" (the 1.5B, to "my boss was the
    # lifeguard lol"); "Work is stressful, but it can also be rewarding." (to "ugh work has been
    # so stressful"): a task, or a bright side, where something hard was told
    r"|\bhave\s+you\s+(?:ever\s+)?(?:considered|thought\s+about|tried)\b"
    # "Could you look up the definition of "being late" in a dictionary?" (the 1.5B, to a dream
    # of being late for a wedding)
    r"|\b(?:could|can|would)\s+you\s+(?:look\s+up|search\s+for|google|find\s+out|read\s+up)\b"
    # "You might find comfort in knowing that … crying is a natural response to stress" (the
    # 1.5B, to "i woke up crying")
    r"|\byou\s+(?:might|may|could|can)\s+find\s+(?:some\s+)?(?:comfort|solace|peace|relief|it\s+helpful)\b"
    r"|\bbut\s+(?:it|they|that|this)\s+(?:can|could|may|might)\s+also\s+be\s+(?:\w+\s+)?(?:rewarding|good|"
    r"an\s+opportunity|positive|helpful|beneficial|a\s+blessing|a\s+chance)\b|\bbright\s+side\b|\bsilver\s+lining\b"
    r"|\bfind\s+(?:something|anything)\s+(?:positive|good)\b"
    # "You feel scared, which is normal and common." (the 1.5B, to "im scared to go to sleep"):
    # a hard feeling made ordinary
    r"|\bwhich\s+is\s+(?:completely\s+|perfectly\s+|totally\s+|entirely\s+|very\s+|quite\s+)?(?:normal|common|natural)\b"
    # "It's good to keep reminding yourself that it's okay to feel uncomfortable sometimes" (the
    # 1.5B, to a dream of their teeth falling out while their mom laughed)
    r"|\bit(?:'s|\s+is)\s+(?:good|healthy|helpful|okay|ok|wise|worth)\s+to\s+(?:keep\s+)?(?:remind(?:ing)?|"
    r"remember(?:ing)?|tell(?:ing)?\s+yourself)\b"
    # "You might need some time to recharge." (the 1.5B, to "i had a rough day"): what they need
    r"|\byou\s+(?:might|may|could|probably|just)\s+(?:just\s+|really\s+)?need\s+(?:some|a|an|more|to)\b"
    # "It's okay if no one pays attention to you, and that's normal!" (the 1.5B, to "i feel like
    # nobody listens to me"): the hard thing itself waved through
    r"|\b(?:and\s+)?that(?:'s|\s+is)\s+(?:completely\s+|perfectly\s+|totally\s+|entirely\s+|very\s+|quite\s+)?"
    r"(?:normal|common|natural|fine)\s*[!.]*\s*$"
    r"|\bit(?:'s|\s+is)\s+(?:okay|ok|alright|all\s+right|fine|normal)\s+(?:if|that|when)\s+(?:no\s*one|nobody|"
    r"people|they|others|no\s+one|you\s+(?:don'?t|can'?t|aren'?t|are\s+not))\b",
    re.IGNORECASE,
)


# A sentence left hanging on a word that needs what follows ("It was like...", and nothing after,
# or a new sentence; not "It was so... strange.", which goes on)
# A question in its words ended with a full stop ("Could the wolf represent your instinct for
# loyalty to the group.", the 1.5B): its question mark; not an exclamation ("What a dream.",
# "How lovely.") nor "who knows"
_ASKED_WITH_A_STOP = re.compile(
    r"^(?P<asked>\s*(?:(?:could|would|can|do|does|did|is|are|was|were|have|has|will|should)\s+(?:you|it|this|that|the|there|your|they|he|she|i|we)\b"
    r"|what\s+(?!a\b|an\b)|how\s+(?:do|does|did|are|is|was|were|can|could|would|about|long|often|many|much)\b"
    r"|why\s+(?!not\b)|(?:where|when|which)\s+)[^.!?]*?)\.(?P<end>\s*)$",
    re.IGNORECASE,
)


def _opens_a_quote(sentence: str) -> bool:
    """Whether ``sentence`` opens a quotation it does not close."""
    return sentence.count('"') % 2 == 1 or sentence.count("“") > sentence.count("”")


_HANGS_ON_A_WORD = re.compile(
    rf"\b(?:{'|'.join(sorted(DANGLING))})\s*(?:\.{{2,}}|…)(?=\s*$|\s+[A-Z])",
    re.IGNORECASE,
)
# A word or two that trail off and say nothing ("You're feeling...", "Well…"; not "It was so...
# strange.", whose sentence goes on).
_TRAILS_OFF = re.compile(
    r"^\W*(?:you'?re|you\s+are|i'?m|it'?s|that'?s|so|well|hmm+|um+|uh+|oh)(?:\s+[\w']+)?\s*(?:\.\.\.+|…)\s*$",
    re.IGNORECASE,
)
# "Alarm set for 7am", "your reminder has been scheduled": the same claim without an "I".
_UNDONE = re.compile(
    r"\b(?:alarm|reminder|timer|appointment|booking|email|text|message)s?\s+(?:is\s+|are\s+|has\s+been\s+|"
    r"have\s+been\s+|was\s+|now\s+)*(?:set|scheduled|created|booked|sent)\b"
    # "Here's your journal." (the 1.5B, to "export my journal": nothing was exported), "your
    # journal has been exported"
    r"|\bhere(?:'s|s|\s+is|\s+are)\s+(?:your|the)\s+(?:\w+\s+)?(?:journal|file|export|backup|copy|download|"
    r"pdf|csv|link)\b"
    r"|\b(?:journal|file|export|backup|copy|data|dreams)\s+(?:is\s+|are\s+|has\s+been\s+|have\s+been\s+|"
    r"was\s+|were\s+|now\s+)+(?:exported|downloaded|uploaded|backed\s+up|printed|synced|sent|attached)\b",
    re.IGNORECASE,
)
# "I can't set alarms" says what is true.
_NEGATED = re.compile(
    r"\b(?:can'?t|cannot|can\s+not|not|unable|won'?t|don'?t|never|no)\b", re.IGNORECASE
)


def claimed_action(clause: str, done: Iterable[str]) -> str | None:
    """The kind of action ``clause`` claims that is not in ``done`` (``act`` for one Sandman has
    no tool for: an alarm, a reminder, a message), or None."""
    undoable = _UNDOABLE.search(clause) or _UNDONE.search(clause)
    if undoable is not None and not _NEGATED.search(undoable.group()):
        return "act"
    allowed = set(done)
    for family, pattern in _CLAIMS.items():
        if family not in allowed and pattern.search(clause):
            return family
    return None


# Words of one feeling, by stem: a feeling they said may be told back in another of them.
_SAME_FEELING: tuple[frozenset[str], ...] = tuple(
    frozenset(stem(w) for w in group.split())
    for group in (
        "lonely alone lonesome isolated",
        # (a nightmare is a frightening dream: "That sounds like a scary nightmare" is theirs)
        "scared afraid frightened fear fearful terrified scary frightening terrifying nightmare",
        "happy joyful joyous cheerful glad",
        # (to "i had the best dream ever": "That's an amazing dream" is theirs; not "wonderful",
        # whose stem is wonder's)
        "good great best amazing awesome fantastic lovely beautiful nice incredible",
        "uneasy unsettling unsettled disturbing creepy eerie",
        "fun funny amusing hilarious",
        "sad unhappy down sorrow",
        "anxious nervous worried uneasy",
        "angry mad furious",
        "tired exhausted drained",
    )
)


class ReplyGuard:
    """Streams a reply, dropping clauses that claim undone actions or unsupported facts.

    ``dropped`` lists (clause, reason) for every clause held back, for logs and evaluation.
    """

    def __init__(
        self,
        sources: Sources,
        *,
        done: Iterable[str] = (),
        shown: str = "",
        user: str = "",
        message: str = "",
        advice: bool = True,
        readings: bool = True,
        misreads: Callable[[str], bool] | None = None,
        instructions: str = "",
        found: bool | None = None,
        dream_told: bool = False,
    ) -> None:
        self._sources = sources
        # a dream told in this message or their last one: not asked for again
        self._dream_told = dream_told
        self._advice = advice
        self._readings = readings
        self._misreads = misreads  # whether a clause misreads how the user feels
        # The prompt's own instructions (persona, note): never recited to the user.
        self._instructions = re.findall(r"[\w']+", _norm(instructions))
        self._plain = _Plain()
        # The user's message when it states something (a question may be answered in its words):
        # never said back to them, in any person ("You feel so rested today" for "I feel so…").
        self._statement = "" if asks(message) else _norm(message)
        self._done = frozenset(done)
        self._shown = _norm(shown)  # what the user already read: nothing is said twice
        self._user = _norm(user)  # the user's message: never said back as the companion's own
        # meanings of their own the journal showed ("To you, bridge means: …")
        self._own_meanings = [m[1] for m in _OWN_MEANING_LINE.finditer(user)]
        self._user_words = re.findall(r"[\w']+", self._user)
        # they spoke of being reminded: what something reminds them of is theirs, left as said
        self._said_remind = re.search(r"\bremind", self._user) is not None
        self._said_we = _ONE_OF_US.search(message) is not None or bool(
            re.search(r"\bwe\b", message, re.IGNORECASE)
        )
        # (not a "we" asked of Sandman: "can we talk about something else")
        self._done_by_their_we = set() if _WE_ASKED.search(message) else _done_by_we(message)
        # What the user said they did ("I climbed…"), never said by the companion as its own.
        self._their_deeds = {w for w in _I_VERB.findall(self._user) if w not in _COMPANION_VERBS}
        # The journal's answer to a yes/no question about the user ("Have I mentioned…?"):
        # whether it found what was asked; None when no such question was asked of it.
        self._found = found if asks_yes_or_no_about_them(message) else None
        self._thanked = gives_thanks(message)
        self._asks_how_common = _ASKS_HOW_COMMON.search(message) is not None
        self._told_feeling = not asks(message) and any(
            stem(w) in _FEELING_STEMS - _FRAME_STEMS
            for w in re.findall(r"[a-z]+", message.casefold())
        )
        # the times of day their words name, which a greeting may say back
        self._times_said = {
            _DAYTIME_WORDS.get(w, w) for w in re.findall(r"[a-z]+", self._user.casefold())
        } & {"morning", "afternoon", "evening", "night"}
        # feelings they said they did not have ("i didnt feel sad though")
        self._not_felt = frozenset(stem(m["mood"]) for m in _NOT_FELT.finditer(message))
        # someone besides them spoken of in their message, whom "they" may stand for
        self._others_told = bool(_SOMEONE_ELSE.search(message) or relations(message))
        # someone died in the dream they told, not in their life
        self._dreamt_a_death = dreamt_a_death(message)
        self._own_names = set(_OWN_NAME.findall(self._user))  # what the user may be called
        # what they told of someone else, never said back as theirs ("You're married next
        # month.", the 1.5B, to "he's getting married next month")
        self._of_another = (
            {stem(w) for w in _content_words(message)}
            if _OF_ANOTHER.match(message) and not _OF_THEMSELVES.search(message)
            else frozenset()
        )
        self._tells_state = _STATE.search(user) is not None  # "I'm so stressed", "I feel…"
        # they say goodbye, or that they are off to bed
        self._leaving = bool(takes_leave(self._user))
        self._dreads_sleep = dreads_sleep(self._user)  # "I'm scared to go to sleep tonight"
        # What they said they could not or did not do ("couldnt find the exit"): never told back
        # as done ("you managed to find your way out").
        self._not_done = {_base(m[1]) for m in _NOT_DONE.finditer(self._user)}
        self._after_comma = False  # the clause before the one judged ended with a comma
        self._clause_before = ""  # ... that clause
        self._telling = False  # a clause of this sentence told what a dream held or they did
        self._told_words = ""  # ... those clauses, of this sentence
        self._sentence_words: list[str] = []  # the words of this sentence's clauses so far
        self._after_lost = False  # the model's last sentence was held back
        self._sentence_length = 0  # words of this sentence released so far, pieces included
        self.sentences = 0  # sentences released so far
        # ... of them, those that say something: three words or more ("Good morning!", "You're
        # welcome!" are not counted against a reply's cap of sentences)
        self.full_sentences = 0
        self._buffer = ""
        self._tainted = False  # the current sentence already lost a clause
        self._asked = False  # a question of the reply's was shown
        self._run = ""  # the released pieces of a run-on clause
        self._emitted_any = False
        # A released clause's trailing ", " waits for the next clause: a "." instead if that one
        # is dropped, so a cut sentence never ends on a comma ("Fire can symbolize passion,").
        self._pause = ""
        self._space_next = False
        # The current sentence's kept text, shown once the sentence ends, and only if none of its
        # clauses was dropped: a sentence is shown whole or not at all.
        self._sentence = ""
        self._ended = False  # the clause just judged ended its sentence
        self._run_on_shown = False  # part of the sentence going on was shown (it ran too long)
        self._lost = False  # the current sentence lost a clause that makes it suspect
        self._redundant = False  # the clause that tainted the sentence only repeated itself
        self._tail = ""  # the last character shown ("" until some text has been shown)
        self.dropped: list[tuple[str, str]] = []

    def _judge(self, clause: str, *, partial: bool = False) -> str:
        if not self._said_remind:
            clause = _as_a_maybe(clause)
        body = clause.strip()
        if not body:
            return clause if self._emitted_any else ""
        ends = not partial and bool(_SENTENCE_END.search(clause.rstrip()[-1:] or "\n"))
        # A piece of a run-on clause is judged with the run so far (a claim may span pieces).
        context = (self._run + clause).strip() if self._run else body
        reason = None if self._tainted else self._reason(context)
        if (
            reason is None
            and self._after_lost
            and not self._sentence_words
            and not self._run
            and _LEANS.match(body)
        ):
            # "They can also represent a threat…" after "Wolves often symbolize protection." was
            # held back: what it goes on from is gone.
            reason = "goes on from a sentence that was held back"
        if not partial:
            # The same words over and over in one sentence ("Could, is, could, could, could."),
            # judged across its clauses.
            words = self._sentence_words + re.findall(r"[\w']+", _norm(body))
            if reason is None and len(words) >= 4 and len(set(words)) * 2 <= len(words):
                reason = "says the same words over and over"
            self._sentence_words = [] if ends else words
        if reason is None and self._telling and not partial:
            reason = self._sources.goes_on_telling(body)
        if (
            reason is None
            and not partial
            and not self._tainted
            and (self._telling or self._sources.opens_telling(body))
        ):
            self._told_words += f" {body}"
            reason = self._sources.mixes(self._told_words, " ".join(words))
        if ends:
            self._told_words = ""
        self._after_comma = clause.rstrip().endswith(",")
        self._clause_before = clause
        if not partial:
            self._telling = not ends and (
                self._telling or (reason is None and self._sources.opens_telling(body))
            )
        self._ended = ends
        if self._tainted or reason is not None:
            self.dropped.append((body, reason or "rest of a dropped sentence"))
            # A clause that only says again what was shown costs its sentence nothing before it
            # ("Fire could symbolize passion, anger or change" → "Fire could symbolize passion.");
            # one that claims or invents makes the whole sentence suspect.
            if reason is not None:
                self._redundant = reason in _REDUNDANT
            self._lost = self._lost or not self._redundant
            self._tainted = not ends
            if ends:
                self._sentence_length = 0
            self._run = ""
            out = ""
            if self._pause:  # the sentence so far ends here
                out, self._pause, self._space_next = ".", "", True
            if clause.endswith("\n") and self._emitted_any:
                out, self._space_next = out + "\n", False
            return out
        self._run = self._run + clause if partial else ""
        self._sentence_length += len(re.findall(r"[\w']+", body))
        if ends:
            self._tainted = False
            self.sentences += 1
            self.full_sentences += self._sentence_length >= 3
            self._sentence_length = 0
        self._emitted_any = True
        self._shown += " " + _norm(clause)
        out = self._pause + clause
        if self._space_next and not out[:1].isspace():
            out = " " + out
        self._pause, self._space_next = "", False
        if not partial and (m := _PAUSE.search(out)) is not None:
            out, self._pause = out[: m.start()], m.group(0)
        return out

    def _reason(self, body: str) -> str | None:
        said = _norm(body).rstrip(".!?,;:")
        if not re.search(r"\w", said):
            return "no words"
        if _TRAILS_OFF.match(body):
            # "You're feeling..." (the 1.5B's whole reply, to "just the feeling"): no sentence
            return "trails off"
        if _TAG_TOKEN.search(body) and not re.search(r"\w", _TAG_TOKEN.sub("", body)):
            # "<quit>", "<end>": a tag the parser left as prose (an unknown name, no call), alone.
            return "only markup"
        if len(said.split()) >= 3 and said in self._shown:
            return REPEATS
        family = claimed_action(body, self._done)
        if family == "act":
            return CANNOT_ACT
        if family is not None:
            return f"claims a {family} that did not happen"
        if _OWN_DREAM.search(body):
            return "tells a dream as its own"
        if _MIND_JUDGED.search(body):
            return "judges their mind"
        if _BLAMED.search(body) and not re.search(r"\b(?:because|fault|blame)", self._user):
            # ("You were fired from your old job last year because you weren't doing a good job.",
            # the 1.5B to "i got fired from there last year", after a dream of that job)
            return "blames them for what happened to them, which nobody told"
        if _DESIRE_CLAIM.search(body) and not _DESIRE_SAID.search(self._sources.text):
            return "says what they desire, which they did not say"
        if _PLACE_OF_THEIRS.search(body) and not re.search(
            r"\bwhere\s+i\b", self._sources.text, re.IGNORECASE
        ):
            # ("It was a place where you could escape from reality and create your own dream
            # world…", the 1.5B to "i dreamt i was back in my childhood bedroom" / "it felt so
            # safe")
            return "says what a place of their life was to them, which they did not say"
        if self._instructions and _recites(said, self._instructions):
            return "recites its instructions"
        if _LECTURES.search(body):
            # ("Some people enjoy watching them in their natural habitat…, while others may find
            # them creepy… Ultimately, it's up to each person to decide…", the 1.5B to "i hate
            # spiders", after a nightmare of one)
            return "lectures on what people should think, not to them"
        if _STAGE_TALK.search(body):
            return "speaks of its own next move instead of making it"
        if _CALLS_IT_FUNNY.search(body) and not _THEY_LAUGHED.search(self._user):
            return "calls funny what they did not laugh at"
        if (contradiction := self._answers_against_the_journal(said)) is not None:
            return contradiction
        if _DENIES_DREAMING.search(body) and not body.rstrip().endswith("?"):
            return "says they never dreamed it, which the journal cannot know"
        if not self._thanked and _WELCOME.search(said):
            return "answers a thanks that was not given"
        if not (self._thanked or _PRAISED.search(self._user)) and _KIND_OF_YOU.search(said):
            # ("That's very kind of you to say! How does this make you feel right now?", the 1.5B
            # to "i had a dream my dad came back", a father who died)
            return "answers kind words that were not said"
        if (daytime := _TIME_OF_DAY.search(said)) is not None and (
            daytime["when"] not in self._times_said
        ):
            return "names a time of day they did not say"
        if self._statement and _FOR_ASKING.search(said):
            return "thanks them for a question they did not ask"
        if (
            (alone := _NAME_ALONE.fullmatch(body)) is not None
            and (alone["greeting"] or self._after_comma or alone["end"][:1] in (",", "!"))
            # (a name set beside whose it is: "Your sister, Anna, was leaving on a train.")
            and not _names_whose(self._clause_before)
        ):
            # someone the journal names (a sister, a friend) who is not the user, however they
            # wrote the name ("That's a wonderful gift, Taylor.", the 1.5B, to more of a dream of
            # meeting "taylor swift")
            name = alone["name"]
            named = name in self._sources.names or (
                name != "Sandman"
                and name.casefold() not in common_english_words()
                and re.search(rf"\b{re.escape(name.casefold())}\b", self._sources.text) is not None
            )
            if named and name.casefold() not in self._own_names:
                return f"calls the user {name!r}, which is not their name"
            # "Good morning, Sandman!" (the 1.5B, to "morning sandman"): the companion's own name
            if name == "Sandman" and "sandman" not in self._own_names:
                return CALLS_SANDMAN
        if self._of_another and (you := _YOU_ARE.match(body)) is not None:
            told = {stem(w) for w in _content_words(body[you.end() :])}
            if told & self._of_another:
                return "tells what they said of someone else as theirs"
        if _THIRD_PERSON.search(body) or (
            _THEIR_DREAMS.search(body) and not _PEOPLE.search(f"{self._sentence} {body}")
        ):
            return "speaks of the user, not to them"
        if (they := _THEY.search(body)) is not None and (
            not self._they_stands_for_someone(body[: they.start()])
            # "The teeth were loose and they kept them in their pocket" (the 1.5B, their dream
            # "My teeth were loose and I kept them in my pocket" in the third person)
            or _their_words_as_they(said.split(), self._user_words) >= 4
            # "It's likely that they dreamed about hurting their sister" (the 1.5B, to "why would
            # i dream it"): the dreamer is the user, unless their message tells of someone's dream
            or (_THEY_DREAMED.search(body) and not _SOMEONE_DREAMED.search(self._user))
            or (_THEY_LIVE.search(body) and not self._others_told)
        ):
            return "speaks of the user as 'they', not to them"
        # (with the sentence so far: "It was a beautiful scene," and "with her soft hair" come
        # in two clauses; wondering paints no scene)
        joined = f"{self._sentence} {body}"
        if (
            (scene := _SCENE.search(joined)) is not None
            and not _NOT_TOLD.search(joined)
            and (word := self._sources.unheld(joined[scene.end() :])) is not None
        ):
            return f"paints a scene the sources do not hold: {word!r}"
        if (
            (sensed := _SENSED.search(body)) is not None
            and not _WONDERED.search(joined)
            and (word := self._sources.unheld(body[sensed.end() :])) is not None
        ):
            return f"paints a scene the sources do not hold: {word!r}"
        if (
            (sense := _SENSE_OF.search(body)) is not None
            and not _WONDERED.search(joined)
            and (word := self._sources.unheld(_SENSE_OF.sub(" ", body[sense.start() :])))
            is not None
        ):
            return f"paints a scene the sources do not hold: {word!r}"
        # (with the sentence so far: "As a warm, gentle companion," comes in three clauses)
        if _MACHINE_TALK.search(f"{self._sentence} {body}"):
            return "speaks of itself as a machine"
        if _OWN_LIFE.search(body):
            return "tells a life of its own"
        if _PET_NAME.search(body) and not _PET_NAME.search(self._user):
            return "calls them by a pet name"
        if _OTHERS_MIND.search(body):
            return "says what someone in their life feels about them"
        if _GUESSED_LIFE.search(body):
            return "guesses what someone in their life is going through"
        if _MEANS_NOTHING.search(body):
            return "says their dream means nothing"
        if _DECLARES_LOVE.search(body):
            return "declares a love or a bond it cannot have"
        if _ONE_OF_US.search(body) and not self._said_we:
            return "speaks as one of the people it talks to"
        if self._done_by_their_we and _done_by_we(body) & self._done_by_their_we:
            return 'says their "we" as its own'
        if (
            self._dreamt_a_death
            and _LOSS_AS_REAL.search(body)
            and not _OF_A_DREAM.search(f"{self._sentence} {body}")
        ):
            return "speaks of a death in their dream as a real one"
        if self._dreamt_a_death and _CHEERED.match(body):
            # "That's great!" (the 1.5B, to "i dreamt about my best friend dying and i woke up so
            # relieved it wasnt real"): relief after a death dreamt is no good news
            return "cheers a dream of a death"
        if _A_LOSS.search(body) and not self._sources.hold_a_loss:
            # "It's normal to have negative emotions after a traumatic event, such as the loss of
            # your loved one" (the 1.5B, to "i woke up sad after that", nobody lost)
            return "speaks of a loss or a trauma they did not tell"
        if _THEIR_MIND.search(body) and not _SAID_NOT_KNOWING.search(self._user):
            return "says what they did not know, which they did not say"
        if _DREAM_UNKNOWN.search(body):
            return "says it cannot know the dream they told"
        if _OWN_FEELING.search(body):
            return "tells what they lived as having moved itself"
        # (each word of it: "sleep paralysis" told was held back as never said)
        if (found := _CONDITION.search(body)) is not None and not {
            stem(w) for w in (found["what"] or found["said"]).casefold().split()
        } <= {stem(w.casefold()) for w in self._user_words}:
            # "You might be experiencing a bit of stress or anxiety." (the 1.5B, to "is something
            # wrong with me", after a nightmare that keeps coming back)
            return f"names a condition they did not tell: {found['what'] or found['said']!r}"
        if _ILLNESS.search(body) and not _HEALTH_SAID.search(self._user):
            return "reads an illness into their dream"
        if _NOT_DONE_BY_IT.search(body):
            # "I did not save the exam dream." (the 1.5B, to "did you save the exam dream", which
            # was saved): what was done is the journal's to say
            return "says what it did not do, which only the journal says"
        if _CORRECTS_THEM.search(body):
            # "You are missing a key detail: your father was not teaching you to drive again."
            # (the 1.5B, to "he passed away 3 years ago", after that dream)
            return "corrects them"
        if not body.rstrip().endswith("?") and (denied := self._sources.denies(body)) is not None:
            return f"says what they told was not so: {denied!r}"
        if _DONE_TOGETHER.search(body):
            return "offers to do with them what it cannot"
        if self._not_felt and (said_felt := _FEELING_SAID.search(body)) is not None:
            # "You could have felt sad because you were confused" (the 1.5B, to "i didnt feel sad
            # though, just confused"): a feeling they said they did not have
            felt = {stem(w) for w in re.findall(r"[a-z]+", body[said_felt.end() :].casefold())[:4]}
            if felt & self._not_felt:
                return "gives them a feeling they said they did not have"
        if (looks := _THEIR_LOOKS.search(body)) is not None and not re.search(
            rf"\b{re.escape(looks[0].split()[-1])}\b", self._user, re.IGNORECASE
        ):
            return "speaks of how they look, which it has never seen"
        if _FOR_THE_JOURNAL.search(body):
            return "says what the journal found, which only the journal's lines say"
        if _SPEAKS_FOR.search(body):
            return "says what someone of theirs would feel or say, which nobody here can know"
        if _STORED_LINE.search(body):
            return "copies a line of the journal's results"
        if _HELP_DESK.search(body):
            return "speaks like a help desk"
        if _QUIZ.match(body):
            return "quizzes them on what they did not ask"
        if _TEMPLATE_LABEL.match(body):
            return "speaks in a template's labels"
        if (quoted := _YOU_ASKED.match(body)) is not None and not _said_in(
            body[quoted.end() :], self._user
        ):
            # "You asked: What could this dream mean to you?" (the 1.5B, to "i had a dream in
            # french last night", which asked nothing)
            return "puts words in their mouth"
        if _LABELS_THEM.search(body):
            return "says what kind of person they are, which nobody told"
        if _READS_THEIR_MIND.search(body):
            return "says it knows what they feel, which they did not say"
        if any(f"my {m[1].lower()}" in self._sources.text for m in _OF_THEM_AS_HIM.finditer(body)):
            return "speaks of them as someone else"
        if _DICTIONARY_SAYS.search(body) and "dream dictionaries read" not in self._sources.text:
            return "says what the dictionary holds, which it read nothing of"
        if _FORGETS.search(body):
            return "says what it does not remember, which only the journal says"
        if _MAKES_UP_OFFER.search(body):
            return "offers to make up their dream"
        if self._dream_told and _WHAT_WAS_IT_ABOUT.search(body):
            return "asks what the dream was, which they just told"
        if self._dream_told and (
            _IN_DANGER_NOW.search(body)
            or (
                _CARE_OF_THE_ILL.search(body)
                and not (_CARE_OF_THE_ILL.search(self._user) or _ILL_IN_LIFE.search(self._user))
            )
        ):
            # "Oh no! It sounds like you're in a real danger. You must get down from there
            # quickly!" (the 1.5B, to "i dreamt i was falling and woke up with a jolt")
            return "takes the dream they told for their life"
        if self._dream_told and _WHAT_YOU_DID.search(body):
            # "You feel guilty for what you did." (the 1.5B, to "i feel so guilty now", after "i
            # dreamt i killed someone")
            return "takes what they did in a dream for a deed of theirs"
        if _ITS_BODY.search(body) and not _ITS_BODY.search(self._user):
            # "They reminded me of the warm sun on my skin and the gentle breeze…" (the 1.5B, to
            # "the waves were pink"): a body and a past it has not got
            return "speaks of a body and a past of its own"
        if _DREAM_INTO_LIFE.search(body):
            return "says a dream makes things happen in their life"
        if _PREGNANCY_OF_THEIRS.search(body) and not _PREGNANCY_TOLD.search(self._user):
            return "says they are pregnant, which they did not say"
        if _THEY_WERE_TOLD.search(body):
            return "says they were told something, which nobody here told them"
        if _THEIR_TIME_SAID.search(body) and not _TIME_SAID_BY_THEM.search(self._user):
            return "says how long since they did a thing, or what they hope for, which nobody told"
        if self._dream_told and _STILL_IN_IT.search(body) and not _STILL_IN_IT.search(self._user):
            # "It sounds like you're still searching for your baby, even though you're in the
            # car." (the 1.5B, to "i dreamt i forgot my baby in the car"): the dream as their now
            return "takes the dream for where they are now"
        if (
            self._dream_told
            and (cheer := _EXCLAIMED.match(body)) is not None
            # (cheer, the misreading of a dream told without a feeling; "How eerie." meets it)
            and (how := cheer["how"].casefold()) in _CHEERING
            and stem(how) not in self._sources.feeling_sources(body)
        ):
            return f"says how the dream felt, which they did not say: {how!r}"
        if self._told_feeling and _HOW_FELT_ASKED.search(body):
            return "asks how they felt, which they just said"
        if _SEES_THEM.search(body):
            return "speaks as if it could see them"
        if _LIFE_LISTED.search(f"{self._sentence} {body}"):
            return "guesses what is going on in their life"
        if _MAKES_LIGHT.search(body):
            return "makes light of what they feel"
        if _ASSURES.search(body):
            return "promises how things will go"
        if _PRESUMES.search(body):
            return "presumes what happened to them"
        if _HOW_COMMON.search(body) or (_MADE_ORDINARY.search(body) and not self._asks_how_common):
            return "says how common it is, which nothing here holds"
        if (_DEFINITION.search(body) and not _HEDGED.search(body)) or _DEFINED_AS_A_KIND.match(
            body
        ):
            return "defines a thing in the world"
        if self._misreads is not None and self._misreads(body):
            return "misreads how they feel"
        # ("You're not alone" comforts; it denies no feeling of theirs)
        if any(
            m[1].lower() in self._user_words and m[1].lower() != "alone"
            for m in _NOT_SO.finditer(body)
        ):
            return "denies what they said of themselves"
        if _OF_THE_DEAD.search(body) and not _OF_THE_DEAD.search(self._user):
            return "says to them what is said of the dead"
        if not self._advice and _ADVICE.search(body):
            return "gives advice the user did not ask for"
        if (
            _WHICH_ASKED.search(self._user)
            and (named := _IT_WAS_THE.match(f"{self._sentence} {body}")) is not None
            and (word := self._sources.unheld(named["what"]))
            and word not in _PLACES_IN_A_LIST
        ):
            # ("It was the bear.", the 1.5B to "which one was scarier", of two nights with no
            # dream kept: probed) the one asked for, named from nothing
            return f"names as the one asked for what the sources do not hold: {word!r}"
        if (
            not self._readings
            and _UNASKED_READING.search(f"{self._sentence} {body}")
            and not self._their_meaning_in(f"{self._sentence} {body}")
        ):
            return "reads a meaning into a dream they only told"
        if not self._leaving and (
            (_MORNING.search(self._user) and says_goodbye(body))
            # (measured: "Goodbye. Stay cozy." to "ok its passing now", after a racing heart)
            or _ENDS_TALK.search(body)
            # (measured: "Goodnight!" to "i'm scared to go to sleep tonight")
            or (self._dreads_sleep and says_goodbye(body))
            # (probed: "Good night, and may you have a restful sleep." to "i just want one good
            # night", a good night wished for, no goodbye)
            or (re.search(r"\bgood\s*night\b", self._user, re.IGNORECASE) and says_goodbye(body))
        ):
            return "says goodbye when they did not"
        if self._leaving and (_ASKS_THE_NIGHT.search(body) or _NIGHT_PAST.search(body)):
            return "asks about a night they are only going to"
        if _FIRST_PERSON.search(said) and len(said.split()) >= 3 and _echoes(said, self._user):
            return "says the user's own words as its own"
        if _done_to_me(said) & self._sources.done_to_them:
            # "It's been a long time since you stopped reading me stories." (the 1.5B, after "he
            # used to read me stories before bed" / "its been 3 years")
            return "says the user's own words as its own"
        if self._statement and _mirrors(said, self._statement):
            return MIRRORS
        if any(w in self._their_deeds for w in _I_VERB.findall(said)):
            return "tells what the user did as its own"
        if _OWN_DREAMING.search(said):
            # ("It was very frightening, and I had a lot of nightmares about spiders.", the 1.5B
            # to "i had a nightmare about spiders, it was scary": the reply eval)
            return "speaks of dreams of its own"
        if self._not_done and any(
            _base(m[1]) in self._not_done for m in _YOU_DID_IT.finditer(said)
        ):
            return "says they did what they said they could not"
        if self._tells_state and (state := _STATE.search(body)) and not _companion_state(state):
            return "tells a state of its own as if it were them"
        if _ITS_FEELING.search(body):
            return "tells a feeling of its own"
        if (
            _PHYSICAL.search(body)
            or _FOR_EVERYONE.search(body)
            or _WORTH_A_VISIT.search(body)
            or _WORLD_WHY.search(body)
            or _WHAT_DREAMS_ARE.search(body)
            or (_DEFINES_A_THING.search(body) and not _HEDGED_READING.search(body))
        ):
            return "defines a thing in the world"
        return self._sources.unsupported(body, " ".join(self._sentence_words))

    def _their_meaning_in(self, sentence: str) -> bool:
        """Whether ``sentence`` reads the dream by a meaning of their own that the journal showed
        ("To you, bridge means: a decision I keep putting off" / "The bridge could be a decision
        you keep putting off"): theirs to hear again, asked or not."""
        said = {stem(w) for w in _content_words(sentence)}
        return any(said & {stem(w) for w in _content_words(m)} for m in self._own_meanings)

    def _they_stands_for_someone(self, before: str) -> bool:
        """Whether "they" after ``before`` (the clause up to it) may stand for someone or
        something said: a plural or people in their message, in the reply so far or before it
        in the clause, or a person (a relation, a name) there or in what the journal gave."""
        said = " ".join((self._user, self._shown, _norm(self._sentence), _norm(before)))
        people = self._sources.relations or self._sources.names  # in a dream read, a person
        return bool(people or _PLURAL.search(said) or relations(said) or self._names_in(before))

    def _names_in(self, text: str) -> bool:
        return any(n not in _COMMON_CAPS for n in _NAME.findall(text))

    def _answers_against_the_journal(self, said: str) -> str | None:
        """Why ``said`` (normalised) is a yes or a no that the journal's answer to the user's
        yes/no question denies ("Yes, I have." after "You haven't asked me to remember anything
        about health problems yet."), or None."""
        if self._found is None:
            return None
        if _ANSWERS_FOR_ITSELF.match(said):
            return "answers the user's question about themselves as if asked about itself"
        if not self._found and _SAYS_YES.match(said):
            return "says yes when the journal found nothing"
        if self._found and _SAYS_NO.match(said):
            return "says no when the journal found it"
        return None

    def _collect(self, text: str) -> str:
        """What may be shown now of the sentence ``text`` (what ``_judge`` kept) belongs to: the
        whole sentence once it ends, nothing if it lost a clause. A run-on sentence longer than
        ``MAX_SENTENCE`` is shown as it goes, so a reply without full stops still streams."""
        self._sentence += text
        if not self._ended:
            if len(self._sentence) > MAX_SENTENCE and not self._lost:
                self._run_on_shown = True
                return self._show_sentence()
            return ""
        self._ended = False
        self._run_on_shown = False
        if self._lost:
            return self._lose_sentence()
        return self._end_sentence()

    def _end_sentence(self) -> str:
        """Show the sentence just ended, unless, whole, it says the user's message back to them:
        its clauses may each pass ("You felt so rested today," "best sleep in weeks.")."""
        if self._statement and _mirrors(self._sentence, self._statement):
            return self._lose_sentence(MIRRORS)
        if self._statement and _doubts_feeling(self._sentence, self._statement):
            return self._lose_sentence("doubts a feeling they told")
        if _HANGS_ON_A_WORD.search(self._sentence):
            # ("It was like...", the 1.5B's whole reply once the rest was held back)
            return self._lose_sentence("trails off")
        if _opens_a_quote(self._sentence):
            # ('Maybe you thought, "What could this mean?', the 1.5B's whole reply to a dream of
            # falling once the rest was held back: a quote left open; one closed is judged as a
            # quote)
            return self._lose_sentence("leaves a quote open")
        self._sentence = _ASKED_WITH_A_STOP.sub(r"\g<asked>?\g<end>", self._sentence)
        if self._sentence.rstrip().endswith("?"):
            # one question a reply ("Do you ever feel scared…? Is it possible that the wave could
            # hurt you? What would you do if you had to run for your life?", the 1.5B to a dream
            # of a wave): the rest wait for its answer
            if self._asked:
                return self._lose_sentence("asks a second question")
            self._asked = True
        return self._show_sentence()

    def _show_sentence(self) -> str:
        out, self._sentence = self._sentence, ""
        if not out.strip():
            return out if self._tail else ""
        self._after_lost = False
        # One space between sentences, whichever sentence between them was lost.
        if not self._tail or self._tail.isspace():
            out = out.lstrip(" ")
        elif not out[:1].isspace():
            out = " " + out
        self._tail = out[-1:]
        return out

    def _lose_sentence(self, why: str = "rest of a sentence that lost a clause") -> str:
        lost, self._sentence, self._lost = self._sentence, "", False
        self._after_lost = True
        if lost.strip(" .\n"):
            self.dropped.append((lost.strip(), why))
        if lost.endswith("\n") and self._tail and self._tail != "\n":
            self._tail = "\n"
            return "\n"
        return ""

    def feed(self, text: str) -> str:
        self._buffer += self._plain.feed(text)
        out: list[str] = []
        while True:
            match = _CLAUSE_END.search(self._buffer)
            # "In your dream," is judged with what it opens ("…you were crossing a bridge").
            while match is not None and _DREAM_OPENER.fullmatch(self._buffer[: match.end()]):
                match = _CLAUSE_END.search(self._buffer, match.end())
            if match is None:
                if len(self._buffer) > MAX_HELD:
                    cut = self._buffer.rfind(" ", 0, MAX_HELD) + 1 or MAX_HELD
                    out.append(self._collect(self._judge(self._buffer[:cut], partial=True)))
                    self._buffer = self._buffer[cut:]
                    continue
                break
            end = match.end()
            # keep the following spaces with the clause they end
            while end < len(self._buffer) and self._buffer[end] == " ":
                end += 1
            out.append(self._collect(self._judge(self._buffer[:end])))
            self._buffer = self._buffer[end:]
        return "".join(out)

    def close(self, *, cut: bool = False) -> str:
        """What is left to show once the reply has ended; ``cut``: it ended at its length cap,
        so a sentence still open was cut off, whatever word it stopped on."""
        out = self.feed(self._plain.close())
        rest, self._buffer = self._buffer, ""
        out += self._collect(self._judge(rest)) if rest else ""
        if self._pause and not cut:  # the reply stopped after a comma: its sentence ends there
            self._sentence, self._pause = self._sentence + ".", ""
        if self._sentence:  # the reply ended inside a sentence
            last = re.findall(r"[\w']+", self._sentence.casefold())[-1:]
            if (
                self._lost
                # ("…The car could represent… They may feel like they have no", the 1.5B's reply
                # to "what does that mean" at its cap: probed, shown as it was; a run-on shown
                # as it went keeps its end, or its shown part would be cut anyway)
                or (cut and not self._run_on_shown)
                # (the whole reply too: "It was like", the rest held back)
                or (last and last[0] in DANGLING)
                # (measured: "In terms of what this dream could mean for you" as a whole reply,
                # the model's pass cut by a lookup)
                or _ONLY_OPENS.match(self._sentence)
                # (a question cut off: "Do you ever wonder what kind", the 1.5B's whole reply to
                # "i dreamt i was a bird", the rest held back; ended with a full stop it is no
                # question and no statement)
                or _ASKS_OPEN.match(self._sentence)
                # (a few words cut off after what was shown: "…something developing in you: a
                # plan.\n The journal", the 1.5B's reply at its cap; probed)
                # (not a closing: "Sleep well")
                or (
                    self._tail
                    and len(re.findall(r"[\w']+", self._sentence)) <= _CUT_OFF_WORDS
                    and _OPENS_A_CLAUSE.match(self._sentence) is not None
                )
            ):
                return out + self._lose_sentence("an unfinished sentence at the end")
            out += self._end_sentence()
        return out


_CUT_OFF_WORDS = 3
_OPENS_A_CLAUSE = re.compile(
    r"^\W*(?:the|a|an|this|that|these|those|your|my|his|her|their|our|its|it|you|i|we|they|he|she|"
    r"and|but|so|or)\b",
    re.IGNORECASE,
)
_ASKS_OPEN = re.compile(
    r"^\W*(?:do|does|did|have|has|is|are|was|were|can|could|would|will|what|how|why|where|which|who)\b",
    re.IGNORECASE,
)
# What only opens a sentence: ended there, it said nothing.
_ONLY_OPENS = re.compile(
    r"^\W*(?:in\s+terms\s+of|as\s+for|when|whenever|if|because|although|though|while|since|after|"
    r"before|unless|until|whether|in\s+order\s+to|for\s+example|such\s+as|regarding|considering)\b",
    re.IGNORECASE,
)
MIRRORS = "says the user's message back to them"
# A yes or a no, as the first words of a clause (normalised: no apostrophes, lower case).
_SAYS_YES = re.compile(
    r"\W*(?:yes|yeah|yep|yup|indeed|of\s+course|absolutely|definitely|certainly|sure|"
    r"you\s+(?:did|have|had|do|were|was)\b(?!\s*(?:nt|not|never)))\b"
)
_SAYS_NO = re.compile(
    r"\W*(?:no\b(?!\s+(?:worries|problem|wonder|doubt|matter))|nope|not\s+yet|never|"
    r"you\s+(?:didnt|did\s+not|havent|have\s+not|hadnt|dont|do\s+not|never|werent|wasnt)\b)"
)
# "Yes, I have." to "Have I mentioned…?": the short answer said of itself.
_ANSWERS_FOR_ITSELF = re.compile(
    r"\W*(?:(?:yes|yeah|no|nope)\W+)?i\s+(?:have|havent|did|didnt|do|dont|was|wasnt|had|hadnt)"
    r"(?:\s+not)?\W*$"
)
# Their own word denied ("You're not nervous about the exam; you're preparing for it." to "i'm
# nervous about my exam tomorrow"): what they feel is theirs to say.
_NOT_SO = re.compile(
    r"\byou(?:'re|\s+are|\s+were|re)\s+not\s+(?:really\s+|actually\s+|just\s+|truly\s+)?([a-z]{3,})\b",
    re.IGNORECASE,
)
# (measured: "Evening, thank you for asking." to "evening")
_FOR_ASKING = re.compile(
    r"\b(?:thank\s+you|thanks)\s+(?:so\s+much\s+)?for\s+(?:asking|the\s+question)\b"
)
# "Good evening." (the 1.5B, to "hi sandman" at six in the morning): the time of day is theirs
# to say; the companion knows no clock.
_TIME_OF_DAY = re.compile(r"\bgood\s*(?P<when>morning|afternoon|evening|night)\b")
_DAYTIME_WORDS = {
    "mornin": "morning",
    "morn": "morning",
    "gm": "morning",
    "tonight": "night",
    "tonite": "night",
    "nite": "night",
    "goodnight": "night",
    "gn": "night",
    "nighty": "night",
    "bed": "night",
    "sleep": "night",
    "asleep": "night",
    "evenin": "evening",
}
# ... or kind words ("That's very kind of you to say!"), in normalised text
_KIND_OF_YOU = re.compile(
    r"\b(?:thats|that\s+is|its|how)\s+(?:very\s+|so\s+|really\s+)?(?:kind|sweet|nice|lovely)\s+of\s+you\b"
    # ("That's a very kind thing to say!", the 1.5B to a dream of a best friend gone silent)
    r"|\b(?:thats|that\s+is|what)\s+(?:a\s+)?(?:very\s+|so\s+|really\s+)?(?:kind|sweet|nice|lovely)\s+thing\s+to\s+say\b"
    r"|\bthank\s+you\s+for\s+(?:the|your|those)\s+(?:kind|nice|sweet)\s+words\b"
)
# ... which they said of the companion ("you're so kind", "i love talking to you")
_PRAISED = re.compile(
    r"\byou(?:'re|’re|re|\s+are)\s+(?:\w+\s+)?(?:kind|sweet|nice|great|amazing|awesome|helpful|lovely|the\s+best)\b"
    r"|\b(?:love|like|enjoy)\s+(?:talking|chatting)\s+(?:to|with)\s+you\b|\bappreciate\s+(?:you|it|this)\b",
    re.IGNORECASE,
)
_BLAMED = re.compile(
    r"\b(?:because|since|as)\s+you\s+(?:weren'?t|were\s+not|wasn'?t|werent|didn'?t|didnt|did\s+not|couldn'?t|couldnt|"
    r"could\s+not|failed|never|were\s+(?:too\s+)?(?:lazy|late|careless|slow|bad|rude|weak)|made\s+(?:a\s+)?mistakes?)\b"
    r"|\b(?:it|that)\s+(?:was|is)\s+(?:all\s+)?your\s+(?:own\s+)?fault\b|\byou\s+(?:deserved|had\s+it\s+coming|brought\s+it\s+on)\b",
    re.IGNORECASE,
)
_LECTURES = re.compile(
    r"\bultimately,?\s+it(?:s|'s|\s+is)\s+up\s+to\b|\bup\s+to\s+(?:each|every)\s+(?:person|one|individual)\b"
    r"|\bsome\s+people\b[^.!?]{0,80}\bwhile\s+others\b|^\W*while\s+others\b|\beveryone\s+is\s+different\b"
    # ("…but it also shows the importance of standing up for yourself", the 1.5B to a dream of a
    # teacher yelling at them): a lesson drawn for them
    r"|\bshows?\s+(?:the\s+)?importance\s+of\b|\b(?:its|it\s+is|this\s+is|thats)\s+a\s+(?:good\s+)?reminder\s+(?:that|to)\b"
    # ("It's important to recognize and understand them, so you can learn from them and grow
    # stronger in the future.", the 1.5B to "why do i have so many hard ones")
    r"|\b(?:so\s+(?:that\s+)?)?you\s+can\s+learn\s+from\s+(?:them|it|this|that|these)\b|\bgrow\s+stronger\b"
    # ("Perhaps it was a good example of how to be punctual and follow one's commitments", the
    # 1.5B to a dream of being late for their own wedding)
    r"|\b(?:it|this|that|the\s+dream)\s+(?:was|is|could\s+be|may\s+be|might\s+be)\s+(?:a|an)\s+(?:good\s+|great\s+|"
    r"important\s+|valuable\s+)?(?:example|lesson|reminder)\s+(?:of|in|about)\s+(?:how|the\s+importance|why)\b"
)
# What a place or a time of their life was to them: "It was a place where you could…"
_PLACE_OF_THEIRS = re.compile(
    r"\b(?:it|that|this)\s+(?:was|is|must\s+have\s+been|seems\s+to\s+have\s+been)\s+(?:a|the|your)\s+(?:\w+\s+)?"
    r"(?:place|space|room|home|refuge|haven|sanctuary|time)\s+(?:where|when|in\s+which)\s+you\b",
    re.IGNORECASE,
)
_WELCOME = re.compile(
    r"\byoure\s+(?:very\s+|so\s+|most\s+)?welcome\b|\b(?:my\s+pleasure|no\s+problem)\b"
)
# "I <verb>" in normalised text: what someone says they did ("i climbed").
_I_VERB = re.compile(r"\bi\s+(\w+)")
# Sandman has no nights: "I had a lot of nightmares about spiders", "I dreamt of…", "I've had
# dreams like that"
_OWN_DREAMING = re.compile(
    r"\bi(?:'ve|\s+have|\s+also|\s+too)?\s+(?:had|have\s+had|keep\s+having|dreamt|dreamed|keep\s+dreaming)\b"
    r"(?:\s+(?:dreamt|dreamed)\b|(?:\s+[\w']+){0,4}?\s+(?:dreams?|nightmares?)\b)"
    r"|\bi\s+(?:dreamt|dreamed)\b",
    re.IGNORECASE,
)
# What the companion may say of itself in the first person ("I think", "I see", "I found"),
# whatever the user wrote with the same words; any other "I <verb>" the user wrote of themselves
# ("I climbed a lighthouse") is theirs.
_COMPANION_VERBS = frozenset(
    """am was have had do did dont didnt can cant cannot could couldnt would wouldnt will wont
    shall should may might must think know hope see understand wonder wondered feel hear
    remember recall read found find noticed notice love like agree imagine guess believe bet
    appreciate mean meant said say just also really only need want got get sense keep kept
    saved save looked look checked searched wish promise havent hadnt wasnt m ll ve d too
    still cannot help care""".split()
)
_TAG_TOKEN = re.compile(r"</?\s*[A-Za-z_][\w\-:.]*\s*/?>")
_PAUSE = re.compile(r"[,;:]\s*$")
_FIRST_PERSON = re.compile(r"\b(?:i|me|my|mine|myself|im|ive|id|we|us|our|ours)\b")
# The companion has no dreams: "In my dream…", "I dreamt…" is the user's dream told as its own.
# A dream told taken for their life now: danger they are in, an escape urged
_IN_DANGER_NOW = re.compile(
    r"\byou(?:'re|\s+are|\s+might\s+be|\s+may\s+be)\s+(?:in\s+(?:a\s+)?(?:real|serious|great|grave|immediate)?\s*danger\b"
    r"|not\s+safe\b)"
    r"|\byou\s+(?:must|need\s+to|have\s+to|should)\s+(?:get\s+(?:down|out|away)|run|escape|call\s+(?:for\s+help|911|the\s+police))\b",
    re.IGNORECASE,
)
# "It's important for her to get treatment quickly, so you can be there with her during her
# recovery." (the 1.5B, to "i had a dream my mom was in the hospital"): an illness dreamt, cared
# for as their life's
_CARE_OF_THE_ILL = re.compile(
    r"\b(?:her|his|their|your\s+\w+'?s)\s+(?:recovery|treatment|surgery|diagnosis|illness|prognosis|"
    r"health\s+(?:condition|issues?|problems?))\b"
    r"|\b(?:get|gets|getting|receive|receives|receiving)\s+(?:the\s+)?(?:proper\s+|right\s+|medical\s+)?"
    r"(?:treatment|care|medical\s+(?:help|attention))\b"
    r"|\b(?:speedy|quick|full|fast)\s+recovery\b|\bgets?\s+better\s+soon\b"
    r"|\bwish\s+(?:her|him|them)\s+(?:well|the\s+best)\b",
    re.IGNORECASE,
)
# ... unless someone is ill in their life, said ("my mom is actually in the hospital")
_ILL_IN_LIFE = re.compile(
    r"\b(?:is|are|'s|has\s+been|have\s+been)\s+(?:actually\s+|really\s+|still\s+|currently\s+)?(?:in\s+(?:the\s+)?hospital|"
    r"sick|ill|unwell|having\s+(?:surgery|treatment|chemo))\b"
    r"|\b(?:has|have|got|was\s+diagnosed\s+with)\s+(?:cancer|covid|dementia|an?\s+(?:illness|disease|infection))\b",
    re.IGNORECASE,
)
# "Yes, you are going crazy." (the 1.5B, to "am i going crazy" after waking unable to move): a
# verdict on their mind ("you're not going crazy" answers, and stays)
_MIND_JUDGED = re.compile(
    r"\byou(?:'re|\s+are|\s+might\s+be|\s+may\s+be|\s+must\s+be|\s+could\s+be|\s+seem(?:\s+to\s+be)?|"
    r"\s+sound|\s+are\s+definitely|\s+are\s+probably|'re\s+definitely|'re\s+probably)\s+(?:really\s+|just\s+|"
    r"a\s+(?:little|bit)\s+)?(?:going\s+|becoming\s+)?(?:crazy|insane|mad|nuts|mentally\s+ill|delusional|"
    r"psychotic|paranoid|losing\s+(?:your\s+mind|it|touch\s+with\s+reality)|out\s+of\s+your\s+mind)\b",
    re.IGNORECASE,
)
# "You were sexually aroused by your coworker's physical appearance and behavior." (the 1.5B, to
# "i had a sex dream about my coworker"): a desire given to them that they did not tell
_DESIRE_CLAIM = re.compile(
    r"\byou(?:'re|\s+are|\s+were|\s+felt|\s+feel|\s+must\s+(?:be|have\s+been)|\s+might\s+be|"
    r"\s+may\s+be|\s+seem(?:\s+to\s+be)?|\s+secretly|\s+clearly|\s+probably)?\s+(?:\w+ly\s+)?"
    r"(?:aroused|attracted\s+to|turned\s+on|in\s+love\s+with|drawn\s+to|infatuated|lust(?:ing)?\s+(?:for|after)|"
    r"(?:have|had)\s+(?:a\s+crush|feelings|a\s+thing)\s+(?:on|for)|desire\s+(?:him|her|them|your)|"
    r"want\s+to\s+(?:sleep|be)\s+with)\b",
    re.IGNORECASE,
)
_DESIRE_SAID = re.compile(
    r"\b(?:arous\w*|attract\w*|turned\s+on|in\s+love|crush|feelings\s+for|infatuat\w*|lust\w*|"
    r"desire\w*|want\s+(?:to\s+(?:sleep|be)\s+with|him|her))\b",
    re.IGNORECASE,
)
_OWN_DREAM = re.compile(
    r"\b(?:my|our)\s+(?:own\s+)?(?:dream|nightmare)s?\b|\b(?:i|we)\s+(?:once\s+|also\s+)?(?:dreamt|dreamed|had\s+a\s+dream)\b"
    # "Yes, I do dream.", "I often have nightmares too": it sleeps and dreams no more than it has
    # a childhood
    r"|\b(?:i|we)\s+(?:do\s+|often\s+|also\s+|sometimes\s+|usually\s+|still\s+|too\s+)*"
    r"(?:dream|have\s+(?:\w+\s+)?(?:dreams|nightmares))\b(?!\s+(?:of|about)\s+(?:hearing|helping|a\s+world))"
    # "Finally, I came to a stop in front of a tree, and I realized that I had lost all my energy"
    # (the 1.5B, to "i dreamt i was in a car with no brakes going down a hill"): the dream told on,
    # in the first person, as its own
    r"|\b(?:i|we)\s+(?:finally\s+|suddenly\s+|then\s+|just\s+)?(?:came\s+to|went\s+(?:down|up|into|through|back)|"
    r"realized\s+that\s+i|realised\s+that\s+i|ran\s+(?:into|to|away|down|up)|woke\s+up\s+(?:in|on|at)|"
    r"crashed|flew\s+(?:over|into|away)|fell\s+(?:into|off|down)|drove\s+(?:down|into|off)"
    # "I tried to wake up but the darkness was too strong." (the 1.5B, to a tsunami that drowned
    # their family): the nightmare told on as its own
    r"|tried\s+to\s+(?:wake(?:\s+up)?|run|scream|shout|escape|move|get\s+(?:away|out)|breathe|swim|call\s+for)"
    r"|(?:couldn'?t|could\s+not|was\s+unable\s+to)\s+(?:breathe|move|scream|wake\s+up|run|escape|get\s+out)"
    # "It was a terrifying experience, but I managed to stay calm and focused." (the 1.5B, to "i
    # had a nightmare that someone was in my house"): its own night, lived through
    r"|(?:managed|was\s+able)\s+to\s+(?:stay|keep|remain|escape|hide|get\s+away|get\s+out|fight|calm|survive|breathe)"
    r"|(?:stayed|kept|remained)\s+(?:calm|quiet|hidden|still|focused)|(?:hid|froze|panicked|screamed)\b)\b"
    r"|\bmy\s+heart\s+(?:was\s+(?:racing|pounding|going\s+to)|pounded|raced|stopped)\b",
    re.IGNORECASE,
)


# "read me stories", "reading me a story": what was done to the one speaking, by its verb and
# what follows; not the ways of asking ("tell me more", "let me know")
_DONE_TO_ME = re.compile(
    r"\b([a-z]{3,})\s+me\s+(?:a\s+|an\s+|the\s+|some\s+)?([a-z]{3,})\b", re.IGNORECASE
)
_ASKING_VERBS = frozenset(
    "tell tells told let lets give gives gave show shows showed ask asks asked help helps helped remind reminds reminded excuse forgive call".split()
)


def _done_to_me(text: str) -> set[tuple[str, str]]:
    """The (verb, thing) pairs of what ``text`` says was done to "me", by their stems ("reading
    me stories" and "read me a story" are both ("read", "stori"))."""
    return {
        (stem(m[1].lower()), stem(m[2].lower()))
        for m in _DONE_TO_ME.finditer(text)
        if m[1].lower() not in _ASKING_VERBS
    }


def _echoes(said: str, user: str) -> bool:
    """Whether ``said`` carries a run of the user's own words: five of them in a row, or three or
    more that cover three quarters of it."""
    if not user:
        return False
    words = re.findall(r"[\w']+", said)
    run = _longest_run(words, re.findall(r"[\w']+", user))
    return run >= 5 or (run >= 3 and run >= 0.75 * len(words))


def _recites(said: str, instructions: Sequence[str]) -> bool:
    """Whether ``said`` carries six words of the instructions in a row ("Acknowledge the feeling
    gently in one or two sentences", "who keeps a dream journal with the person…")."""
    words = re.findall(r"[\w']+", said)
    return _longest_run(words, instructions) >= 6


def _longest_run(words: Sequence[str], theirs: Sequence[str]) -> int:
    """How many words the longest run that ``words`` shares with ``theirs``, in order, has."""
    matcher = difflib.SequenceMatcher(None, words, theirs, autojunk=False)
    return matcher.find_longest_match(0, len(words), 0, len(theirs)).size


def _their_words_as_they(words: Sequence[str], theirs: Sequence[str]) -> int:
    """How many words the longest run has that ``words``, its "they" read as "I", shares with
    ``theirs`` through a "they" ("they kept them in their pocket" in "I kept them in my
    pocket"); a run beside it ("…for people to dream about someone they've lost" after "is it
    normal to dream about someone who died") is no retelling in the third person."""
    read = [_THEY_AS_I.get(w, w) for w in words]
    matcher = difflib.SequenceMatcher(None, read, theirs, autojunk=False)
    return max(
        (
            block.size
            for block in matcher.get_matching_blocks()
            if any(w in _THEY_AS_I for w in words[block.a : block.a + block.size])
        ),
        default=0,
    )


_TO_FIRST_PERSON = {
    "you": "i", "your": "my", "yours": "mine", "yourself": "myself", "you're": "i'm",
    "youre": "im", "you've": "i've", "youve": "ive", "you'd": "i'd",
}  # fmt: skip


# "You might feel lonely." (the 1.5B, to "im kinda lonely lately"): the feeling they told,
# only maybe theirs
_MAYBE_FELT = re.compile(
    r"^\W*(?:you|it\s+(?:seems|sounds)\s+(?:like\s+)?you)\s+(?:might|may|could|probably)\s+"
    r"(?:be\s+)?(?:feel|feeling|be)\s+(?:a\s+(?:bit|little)\s+|kind\s+of\s+|kinda\s+|so\s+|really\s+|"
    r"quite\s+|very\s+)?(?P<felt>[a-z]+)(?:\s+(?:lately|now|right\s+now|today|sometimes))?\W*$",
    re.IGNORECASE,
)


def _doubts_feeling(said: str, message: str) -> bool:
    """Whether ``said``, a whole sentence, only says that they may feel what ``message`` told
    they feel ("You might feel lonely." to "im kinda lonely lately")."""
    m = _MAYBE_FELT.match(said.strip())
    return m is not None and m["felt"].casefold() in re.findall(r"[a-z]+", message.casefold())


_SOCIAL_WORDS = frozenset(
    "hi hello hey hiya morning evening night good goodnight thanks thank you bye goodbye "
    "ok okay yes no sure cool nice great welcome cheers".split()
)


def _mirrors(said: str, message: str) -> bool:
    """Whether ``said``, its "you" read as "I", repeats most of ``message``: a run of four of
    its words (all three of a three-word message) that is at least half of them, or of three
    that is three quarters ("That was beautiful." to "that was beautiful honestly")."""
    words = [_TO_FIRST_PERSON.get(w, w) for w in re.findall(r"[\w']+", said)]
    theirs = re.findall(r"[\w']+", message)
    if len(theirs) < 3:
        # a message of a word or two, said back whole ("It hurt." to "it hurt", after a dream of
        # a sister's wedding they weren't invited to: probed, the 1.5B's whole reply); not a
        # greeting or a thanks returned
        said_back = [w.casefold() for w in words] == [w.casefold() for w in theirs]
        return said_back and not _SOCIAL_WORDS.issuperset(w.casefold() for w in theirs)
    run = _longest_run(words, theirs)
    # ... or runs of three words or more that together say two thirds of it ("You're nervous
    # about your exam tomorrow, but you can't stop thinking about it." to "i'm nervous about my
    # exam tomorrow and i can't stop thinking about it")
    blocks = difflib.SequenceMatcher(None, words, theirs, autojunk=False).get_matching_blocks()
    covered = sum(b.size for b in blocks if b.size >= 3)
    # ... or nothing but their words, most of them ("You feel anxious today." to "i feel really
    # anxious today": probed, the 1.5B's whole reply)
    own = {w.casefold() for w in theirs}
    only_theirs = len(words) >= 3 and all(w.casefold() in own for w in words)
    return (
        (run >= min(4, len(theirs)) and run >= 0.5 * len(theirs))
        or (run >= 3 and run >= 0.75 * len(theirs))
        or covered >= 2 / 3 * len(theirs)
        or (only_theirs and len(words) >= 0.6 * len(theirs))
    )


# A list item's or heading's marker at a line's start; what may still grow into one.
_MARKER = re.compile(r"[ \t]*(?:[-*•+]|\d{1,2}[.)]|#{1,6})[ \t]+")
_MAYBE_MARKER = re.compile(r"[ \t]*(?:[-*•+]|\d{1,2}[.)]?|#{1,6})?")
_EMPHASIS = re.compile(r"\*+|__|`")


class _Plain:
    """Takes Markdown's list markers, headings and emphasis out of streamed text (sans-IO)."""

    def __init__(self) -> None:
        self._held = ""
        self._line_start = True

    def feed(self, text: str, *, final: bool = False) -> str:
        self._held += text
        out: list[str] = []
        while self._held:
            if self._line_start:
                marker = _MARKER.match(self._held)
                if marker is not None:
                    self._held = self._held[marker.end() :]
                    self._line_start = False
                    continue
                if not final and _MAYBE_MARKER.fullmatch(self._held):
                    break  # "1" or "-" alone: a marker, or the start of a line's words
                self._line_start = False
            newline = self._held.find("\n")
            if newline < 0:
                out.append(self._held)
                self._held = ""
            else:
                out.append(self._held[: newline + 1])
                self._held = self._held[newline + 1 :]
                self._line_start = True
        shown = "".join(out)
        if not final:  # a "*" or "_" may be half of a "**" or "__"
            kept = shown.rstrip("*_")
            shown, self._held = kept, shown[len(kept) :] + self._held
        return _EMPHASIS.sub("", shown)

    def close(self) -> str:
        return self.feed("", final=True)


def guarded(text: str, sources: Sources, *, done: Sequence[str] = ()) -> str:
    """``text`` as the guard lets it through (whole-text form of ``ReplyGuard``)."""
    guard = ReplyGuard(sources, done=done)
    return guard.feed(text) + guard.close()
