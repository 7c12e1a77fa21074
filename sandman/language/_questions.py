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
# "Had a weird dream last night", "Had the falling dream again": "had" opening a telling with its
# subject left out, not a question.
HAD_TOLD = r"had\s+(?:a|an|another|this|such|the|that)\b"
# The words that open a wh-clause ("where my brother lives", "whether I dreamt it").
WH_WORDS = frozenset([*_WH.split("|"), "whether", "if"])
# "When I woke up…", "What I saw was…": a wh-word then its clause's subject opens a statement;
# so does "had a…" with its subject left out ("Had a weird dream last night").
# Typed fast: "whats that supposed to mean", "wat does it mean", "so what do u think happened"
# (measured: the first was read as more of a dream told, and added to it).
_WH_TYPED = r"whats|wats|wat|wut|hows|wheres|whos|whys"
# …of which these say "is" with the wh-word: "whats my most common mood" asks (probed: read as
# a statement, like "what my mother said…")
_WH_IS_TYPED = r"whats|wats|hows|wheres|whos"
# The question words with their typed forms, for readers that find a question inside a message.
QUESTION_WORDS_TYPED = f"{QUESTION_WORDS}|{_WH_TYPED}"
_STARTS = re.compile(
    # ("wait did you save it": probed, added to the dream told before as more of it)
    # ("anyway how was your day", after a dream told: probed, added to the dream)
    r"^\W*(?:(?:so|and|but|ok|okay|well|also|hmm+|um+|wait|oh|hey|anyway|anyways|btw|lol|haha)\W+)*"
    rf"(?:(?!{HAD_TOLD})(?:{_AUXILIARIES})\b|(?:{_WH_IS_TYPED})\b"
    rf"|(?:{_WH}|{_WH_TYPED})\b(?!\s+(?:i|we|he|she|they|my|our)\b))",
    re.IGNORECASE,
)


def starts_as_question(text: str) -> bool:
    """Whether ``text`` opens as a question ("did I…", "what does…"; not "when I woke up…")."""
    return _STARTS.search(text) is not None


def asks(text: str) -> bool:
    """Whether ``text`` asks something: it holds a question mark or opens as a question."""
    return "?" in text or starts_as_question(text)


# A request to the companion, by the verb it opens with ("show me…", "list my…", "can you…").
_REQUEST = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|also|now|then|plus|please|pls)\W+)*(?:show|list|find|search|give|"
    r"tell\s+me|read|open|delete|remove|change|edit|rename|summari[sz]e|sum\s+up|look\s+up|"
    r"pull\s+up|get\s+me|(?:can|could|would|will)\s+you|let'?s)\b",
    re.IGNORECASE,
)


def requests(text: str) -> bool:
    """Whether ``text`` asks something or asks for something ("show me my last dream", "can you
    list…"): what a telling or a fact to keep is not."""
    return asks(text) or _REQUEST.match(text) is not None


_ADVICE_WANTED = re.compile(
    r"\b(?:what|how)\s+(?:should|can|could|do|might|would)\s+i\b|\bany\s+(?:tips|advice|ideas)\b"
    r"|\b(?:help|advise)\s+me\b|\bwhat\s+(?:helps|would\s+help)\b"
    # "do you think i should be worried" (measured: every word held back as advice not asked)
    r"|\b(?:should\s+i|i\s+should)\s+(?:be\s+)?(?:worried|concerned|scared|afraid|worry)\b"
    # "do you think i should call her" (probed: the answer held back as advice not asked, and
    # "I'm not sure what to say to that" said instead)
    r"|\b(?:do|would)\s+you\s+think\s+i\s+should\b|^\W*(?:so\s+|but\s+|and\s+)?should\s+i\s+(?!save|log|keep|delete|"
    r"remember|forget)\w+",
    re.IGNORECASE,
)


def asks_for_advice(text: str) -> bool:
    """Whether ``text`` asks what to do ("how can I sleep better?", "any tips?")."""
    return _ADVICE_WANTED.search(text) is not None


# A yes/no question about what the user did, said or has, that the journal can answer: "Have I
# mentioned any health problems?", "did i ever dream of a cat", "Is there a dream with my
# brother?", "Do you remember my sister's name?". Not one about the world ("Is it a bad sign to
# dream of teeth?", "Do dreams mean anything?").
_POLAR_ABOUT_THEM = re.compile(
    r"(?:^|[.!?:;]\s+|\b(?:so|and|but|hey|also|quick\s+question),?\s+)"
    r"(?:(?:have|had|did|do|was|were|am)\s+i|(?:has|have|did|does|do|was|were|is)\s+my|"
    r"(?:is|are|was|were)\s+there|(?:do|did|have)\s+you\s+(?:still\s+)?"
    r"(?:remember|know|have|keep|recall|save|saved|kept|record|recorded|note|noted))\b",
    re.IGNORECASE,
)


_THANKS_GIVEN = re.compile(
    r"\b(?:thanks?|thank\s+you|thx|ty|cheers|appreciated?|grateful)\b", re.IGNORECASE
)


def gives_thanks(text: str) -> bool:
    """Whether ``text`` thanks someone ("thanks!", "I appreciate it"; not "you're a good
    listener", a compliment, to which "you're welcome" is no answer)."""
    return _THANKS_GIVEN.search(text) is not None


_FAREWELL = re.compile(
    # (not one wished for: "i just want one good night", "i need a good night's sleep": probed,
    # met with "I'll see you tomorrow morning!")
    r"\b(?:(?<!\bone\s)(?<!\banother\s)(?<!\bsingle\s)(?<!\bneed\sa\s)(?<!\bwant\sa\s)good\s*night(?!'?s\s+sleep|\s+of\s+sleep|\s+sleep)|"
    r"goodbye|good\s+bye|bye|sweet\s+dreams|sleep\s+(?:well|tight)|"
    # ("see u tmrw": probed, "Thank you for telling me. I'm listening…")
    r"(?:see|c)\s+(?:you|ya|u)\s+(?:soon|later|tomorrow|tmrw|tmr|tomoz|2moro|2morrow|l8r)|cya|ttyl|gn|take\s+care|"
    r"night\s+night|nighty\s+night|talk\s+(?:to\s+(?:you|u)\s+)?(?:soon|later|tomorrow|tmrw|tmr))\b"
    # "night!", "'night sandman": good night, said short (measured: "Good night! What's on your
    # mind?")
    r"|^\W*(?:night|nite)(?=(?:\s+(?:sandman|then|now|all|friend))?\W*$)|\bnite\s+nite\b",
    re.IGNORECASE,
)
_TAKING_LEAVE = re.compile(
    r"\b(?:going\s+to\s+(?:bed|sleep)|off\s+to\s+(?:bed|sleep)|heading\s+to\s+bed|gotta\s+go|got\s+to\s+go|"
    # "gonna try to go back to sleep", "time to get some sleep"
    r"(?:go|get|going|head)\s+(?:back\s+)?to\s+(?:bed|sleep)|get\s+some\s+sleep|sleep\s+now|"
    r"(?:have|need)\s+to\s+go|later|"
    # "i should probably sleep", "time for bed", "that's all for tonight", "logging off"
    r"(?:should|must|better|ought\s+to)\s+(?:probably\s+|really\s+|just\s+|try\s+to\s+)?"
    r"(?:go\s+)?(?:sleep|bed)|(?:time\s+for|off\s+to)\s+bed|bed\s*time|"
    r"(?:that'?s|thats)\s+(?:it|all|enough)\s+for\s+(?:tonight|today|now)|"
    r"(?:logging|signing|heading)\s+off)\b",
    re.IGNORECASE,
)
# Sleep they fear, cannot reach or do not want ("I'm scared to go to sleep tonight", "I can't get
# to sleep", "I don't want to go to bed"): no leave taken (measured: "Goodnight!" to "i'm scared
# to go to sleep tonight").
_SLEEP_AVERSE = re.compile(
    r"\b(?:scared|afraid|terrified|frightened|nervous|anxious|worried|dread\w*|fear\w*|hate|"
    r"can'?t|cannot|could\s*n'?t|couldnt|unable|won'?t|don'?t\s+want|do\s+not\s+want|"
    r"not\s+(?:going|ready|able|sleepy|tired)|never)\b",
    re.IGNORECASE,
)


def says_goodbye(text: str) -> bool:
    """Whether ``text`` says goodbye ("good night", "sleep tight", "talk later")."""
    return _FAREWELL.search(text) is not None


def takes_leave(text: str) -> bool:
    """Whether ``text`` says goodbye or that they are off ("gotta go", "going to bed"; not "I'm
    scared to go to sleep")."""
    if says_goodbye(text):
        return True
    return _TAKING_LEAVE.search(text) is not None and _SLEEP_AVERSE.search(text) is None


_SLEEP = re.compile(r"\b(?:sleep\w*|bed|tonight|night|asleep|nap)\b", re.IGNORECASE)


def dreads_sleep(text: str) -> bool:
    """Whether ``text`` says sleep is feared or out of reach ("I'm scared to go to sleep
    tonight", "I can't get to sleep"): a goodnight is no answer to it."""
    return _SLEEP_AVERSE.search(text) is not None and _SLEEP.search(text) is not None


def asks_yes_or_no_about_them(text: str) -> bool:
    """Whether ``text`` asks a yes/no question that the user's own journal answers: whether they
    dreamt, said or saved something ("Have I…", "Did I ever…", "Is there…", "Do you remember…")."""
    return _POLAR_ABOUT_THEM.search(text.strip()) is not None


# "my grandma used to say dreaming of fish means someone is pregnant", "they say if you dream of
# teeth falling out someone will die": a meaning someone holds of a thing dreamt (probed: "grandma
# used" looked up, then "Yes, that's true." to "is that true")
_FOLK_MEANING = re.compile(
    r"\b(?:says?|said|used\s+to\s+say|told\s+me|tells\s+me|believes?|believed|thinks?|reckons?|"
    r"heard|read|supposedly|apparently|they\s+say|people\s+say)\b[^.?!]{0,30}?"
    r"\b(?:dreaming|dream(?:t|ed|s)?|to\s+dream)\s+(?:of|about)\s+(?:an?\s+|the\s+|your\s+|my\s+)?"
    r"(?P<thing>[a-z]+(?:\s+(?!(?:it|that|this|then|means?)\b)[a-z]+)?)\s+(?:(?:falling\s+out|coming\s+out)\s+)?"
    r"(?:,?\s*(?:it|that|this)\s+)?(?:means?|meant|is\s+a\s+(?:sign|omen|warning)|signals?|signif(?:ies|y)|predicts?|brings?|"
    r"(?:,\s*)?(?:then\s+)?(?:someone|somebody|you|it)\s+(?:will|is\s+going\s+to|gonna))\b",
    re.IGNORECASE,
)


def folk_meaning(text: str) -> str | None:
    """The thing dreamt of that ``text`` tells a meaning someone holds of ("my grandma says
    dreaming of fish means someone is pregnant": "fish"), or None."""
    m = _FOLK_MEANING.search(text)
    return None if m is None else m["thing"].lower()
