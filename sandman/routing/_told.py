"""A dream told in the chat becomes a journal entry: "I dreamt …", "save this dream: …".

Recognised without the model (a 135M model cannot be trusted to emit a save call, and a bigger
one should not have to): the text is kept as the user wrote it (minus a leading "save this
dream:" and trailing "title: …" / "mood: …" lines, which become the title and mood), dated by
the night the user names ("last night", "yesterday", "on Tuesday", "3 November"; else today).
A typo in the dream word ("i dremt", "had a weird dreem") or the night ("yesterdy") does not hide
the telling (``language.mend_typos``).
Saying you do not want it logged ("don't save this", "off the record") saves nothing, and so do
questions about dreams ("did I dream of …?", "what does it mean when I dream of …?").
A dream may come under a heading ("my dream last night: …", "Weird dream - …"), as a noun ("My
dream last night was that…"), or in two messages: "I had the strangest dream" announces it and
saves nothing; the next message, when it tells something, is the dream (``continued_dream``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from datetime import date

from ..language import (
    MONTH_NAMES,
    QUESTION_WORDS,
    QUESTION_WORDS_TYPED,
    dream_date,
    mend_typos,
    one_typo_apart,
    requests,
    starts_as_question,
    without_life_events,
)

_LEAD_IN = (
    # ("also i dreamt about my teeth again last night": probed, not saved)
    r"(?:(?:so|ok|okay|well|hey|hi|hello|um|oh|and|also|btw|plus|anyway|guess what|you know what|lol|"
    r"lmao|haha|omg|"
    # ("lol i dreamt my cat could talk": measured, not saved)
    r"ugh|wow|man|dude|yo|welp|"
    # ("because i dreamt my friend got into an accident and now im worried", after "do u think
    # dreams can predict the future": probed, not saved)
    r"because|cause|cuz|coz|bc)[,!.]?\s+"
    # "I'm angry, I dreamed my boss fired me…", "I'm so happy, I finally had a nice dream…": a
    # feeling before the telling (measured: neither was saved)
    r"|(?:i'?m|i\s+am|im|i\s+feel|feeling)\s+(?:so\s+|really\s+|kind\s+of\s+|a\s+bit\s+|very\s+|"
    r"still\s+|pretty\s+|quite\s+)?[a-z]+[,.!;:\-–—]+\s+"
    # "i want to remember that i dreamed about a white horse" (probed: not saved, and "was likely
    # filled with joy and wonder"): keeping it asked, before the telling
    r"|(?:i\s+(?:want|wanna|need|would\s+like)\s+to|i'?d\s+like\s+to|help\s+me|let\s+me|please)\s+"
    r"(?:remember|record|save|log|keep|note|write\s+down)\s+(?:that\s+)?)*"
)
_WHEN = (
    r"(?:(?:last ni(?:ght|te)|yesterday|this morning|tonight|tonite|the other night|on \w+(?: night)?|"
    r"a few nights ago|\w+ nights? ago|early this morning|"
    # ("last tuesday i dreamed my cat io could talk": probed, searched for, not saved)
    r"last (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|week|weekend)(?: night)?|"
    r"(?:a few|a couple of|\w+) days ago|the night before last|over the weekend)[,]?\s+)?"
)
# "a weird one", "another scary one": a dream, said without the word
_ONE_OF_A_KIND = (
    r"(?:really\s+|super\s+|very\s+|pretty\s+|kinda\s+|kind\s+of\s+|such\s+a\s+)?(?:weird|strange|crazy|"
    r"wild|scary|bad|vivid|intense|odd|bizarre|creepy|terrifying|horrible|awful|messed\s+up|trippy)"
)
_WE_BOTH = r"(?:we|(?:my\s+\w+|\w+)\s+and\s+i)"
_NARRATION = re.compile(
    rf"^\s*{_LEAD_IN}{_WHEN}(?:i\s+(?:just\s+|finally\s+|also\s+|actually\s+)?"
    r"(?:dreamt|dreamed|dreamd|had\s+(?:a|this|the|another|such\s+a|a(?:\s+\w+){1,2})\s+(?:dream|nightmare)|"
    # (typed without its article: "i had sex dream about my coworker", probed, searched for)
    r"had\s+(?!(?:a|an|the|this|that|no|any|my)\b)[a-z]+\s+(?:dream|nightmare)\s+(?=(?:about|of|where|with|that)\b)|"
    r"was\s+dreaming|had\s+a\s+dream)|(?:just\s+)?had\s+(?:a|this|another|such\s+a|a(?:\s+\w+){1,2})\s+(?:dream|nightmare)"
    # "Had the falling dream again", "had that same nightmare": one told before, told again
    r"|(?:i\s+)?(?:just\s+)?had\s+(?:the|that)\s+(?:\w+\s+){0,2}(?:dream|nightmare)"
    # "i had a weird one. i was at my own funeral…" (probed: not saved, and met as a loss)
    rf"|(?:i\s+)?(?:just\s+)?had\s+(?:a|another)\s+{_ONE_OF_A_KIND}\s+one(?:\s+last\s+night)?\s*[.!:,]+\s+(?=\S)"
    # "weird one last night, i was at a party with all my exes", "crazy dream, i was a cat"
    # (probed: not saved; the latest dream listed, then the rest told went on from nothing)
    rf"|(?:a\s+|another\s+|such\s+a\s+)?{_ONE_OF_A_KIND}\s+(?:one|dream|nightmare)"
    r"(?:\s+(?:last\s+night|this\s+morning|again|yesterday|tonight))?\s*[.!:,;\-–—]+\s+"
    r"(?!i\s+(?:know|mean|guess|think|agree|bet)\b)(?=(?:i|we|my|there|it|everyone|someone|me|the|a|an|this|all)\b)"
    # "i had one where the hospital hallway kept stretching" (probed, after "my dreams are so
    # weird": not saved, and the next message went on with nothing)
    rf"|(?:i\s+)?(?:just\s+|also\s+)?had\s+(?:another\s+|a\s+new\s+|(?:a|another)\s+{_ONE_OF_A_KIND}\s+)?one"
    r"(?:\s+(?:last\s+night|again|yesterday|this\s+morning|tonight))?\s+(?:where|in\s+which|about|that\s+(?!was\b))"
    r"|in\s+(?:my|last\s+night's|a)\s+dream(?:\s+last\s+night)?[,]?\s+"
    # a dream they shared ("we both dreamt about our old house burning", "my sister and i had the
    # same dream, we were lost in a mall": probed, searched for, and nothing saved)
    rf"|{_WE_BOTH}\s+(?:both\s+|all\s+)?(?:dreamt|dreamed|had\s+(?:a|the\s+same|this)\s+(?:\w+\s+)?(?:dream|nightmare)))"
    r"\b",
    re.IGNORECASE,
)
_COMMAND = re.compile(
    # ("hey can you save this: i was swimming with dolphins…": probed, not saved)
    r"^\s*(?:(?:hey|hi|hello|ok|okay|so|oh|and|also|btw|sandman|um+)[,!.]?\s+)*"
    # ("can u save my dream from last night: …": probed, not saved, and the 1.5B's "Sure, I can
    # help you remember your dream.")
    r"(?:please\s+|pls\s+|(?:can|could|would)\s+(?:you|u|ya)\s+)?(?:please\s+|pls\s+)?"
    # (typed fast: "save ths dream pls: …", measured: not saved, "save ths" searched)
    r"(?:(?:save|sav|svae|log|record|add|write\s+down|note\s+down|keep|store|journal|put)\s+"
    r"(?:this|ths|thsi|tis|my|the|a|that|tht)?\s*(?:new\s+)?(?:dream|nightmare|entry|one)?\s*"
    r"(?:(?:from|of|on)\s+[^:\n]{1,30}(?=:))?"
    r"(?:(?:to|in|into|for)\s+(?:my|the)\s+(?:journal|diary|dream\s+journal)\s*)?(?:for\s+me\s*)?"
    r"(?:instead\s*)?(?:(?:please|pls|plz)\s*)?|(?:new\s+)?(?:dream|nightmare)(?:\s+entry)?\s*(?=[:\-–—]))"
    r"(?:titled\s+[\"“']?(?P<title>[^\"”':]{1,80})[\"”']?\s*)?"
    # ("save this dream and tell me how many i have: i was in a forest…": probed, not saved, and
    # its words searched) a request beside the save, read on its own
    r"(?:,?\s*(?:and|then|also|plus)\s+(?P<also>(?:tell|show|give|let)\s+me\b[^:\n]{1,60}?|"
    r"(?:how|what|when|which)\b[^:\n]{1,60}?))?"
    r"\s*[:\-–—]\s*(?P<text>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# "My dream last night: a wave swallowed the house", "Weird dream - I was…", "Here's last night's
# dream: …": a dream named as a heading, its words after the colon or dash.
_NIGHT = (
    r"(?:last\s+ni(?:ght|te)|yesterday|this\s+morning|tonight|the\s+other\s+night|on\s+\w+(?:\s+night)?"
    r"|a\s+few\s+nights\s+ago|\w+\s+nights?\s+ago)"
)
_NOT_AN_ADJECTIVE = rf"(?!(?:{QUESTION_WORDS}|about|my|your|the|this|that)\b)"
_HEADING = re.compile(
    rf"^\s*{_LEAD_IN}(?:here'?s\s+|here\s+is\s+|this\s+is\s+"
    # ("ok ill tell you my dream from last night: i was on a train to nowhere": probed, not saved)
    r"|(?:i'?ll|ill|i\s+will|let\s+me|i\s+want\s+to|i\s+wanna|i'?m\s+(?:going\s+to|gonna)|im\s+(?:going\s+to|gonna))"
    r"\s+tell\s+(?:you\s+)?(?:about\s+)?)?"
    # "had a weird one last night - I was a fish in a bowl…" (not saved; answered with "Did
    # you dream anything you'd like to tell me about?")
    r"(?:(?:i\s+)?(?:just\s+)?(?:had|have\s+had)\s+)?"
    rf"(?:(?:my|a|the|another|(?:last\s+night|tonight|this\s+morning|yesterday|today)'?s)\s+)?"
    rf"(?:{_NOT_AN_ADJECTIVE}[a-z'-]+\s+){{0,2}}(?:dream|nightmare|(?<=[a-z]\s)(?<!the\s)(?<!that\s)(?<!this\s)one)"
    rf"(?:\s+(?:from\s+)?{_NIGHT})?\s*[:\-–—]\s*(?P<text>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# "i had 3 dreams last night. first i was at the beach, then i was in a mall…": several dreams
# told in one message (probed: read as "show me 3 dreams", and the latest three listed), saved
# as told
# "i had two dreams last night", "had a few weird dreams": several dreams, said of them all
_SEVERAL = (
    r"(?:i\s+)?had\s+(?:like\s+)?(?:\d+|two|three|four|five|a\s+few|a\s+couple(?:\s+of)?|several|"
    r"multiple)\s+(?:\w+\s+)?(?:dreams|nightmares)(?:\s+(?:last\s+night|tonight|this\s+morning|yesterday))?"
)
_SEVERAL_TOLD = re.compile(
    rf"^\s*{_LEAD_IN}{_SEVERAL}"
    r"\s*[,.;:!—–-]+\s*(?:(?:so|ok|okay|well)\W+)?"
    r"(?:first(?:ly)?|in\s+(?:one|the\s+first(?:\s+one)?)|one\s+(?:was|where|of\s+them)|the\s+first\s+(?:was|one)|"
    r"i\s+was|i\s+dreamt|i\s+dreamed|there\s+was)\b.{15,}$",
    re.IGNORECASE | re.DOTALL,
)
# "nightmare again. same one. the man in the hallway": a dream come back, told in a few words
# (probed: not saved, and the 1.5B added "something else is behind him")
_BACK_AGAIN_TOLD = re.compile(
    r"^\W*(?:(?:ugh+|oh|so|and|well|great|welp|argh+)\W+)*(?:the\s+|that\s+)?(?:same\s+)?(?:\w+\s+)?"
    r"(?:dream|nightmare)\s+again\s*[.!,;:…—–-]+\s*"
    r"(?:(?:the\s+|that\s+)?same\s+one(?:\s+again)?\s*[.!,;:…—–-]+\s*)?(?P<text>[a-z].{6,})$",
    re.IGNORECASE | re.DOTALL,
)
# "My dream last night was that…", "Last night's dream was about…", "Dreamt that I…": told
# without "I" before the dream word.
_TOLD_AS_NOUN = re.compile(
    rf"^\s*{_LEAD_IN}(?:{_NIGHT}[,]?\s+)?(?:(?:my|the|(?:last\s+night|this\s+morning)'?s)\s+"
    rf"(?:dream|nightmare)(?:\s+(?:from\s+)?{_NIGHT})?\s+was\s+(?:that|about|of|this|like)\b"
    rf"|(?:dreamt|dreamed|dreamd)\s+(?:that|about|of|i|my|we|a|an|the)\b)",
    re.IGNORECASE,
)
_NOT_WANTED = re.compile(
    r"\b(?:do\s*n[o']?t|do\s+not|don't|no\s+need\s+to|not|never|without)\s+"
    # ("not sure why I keep having it" keeps nothing back: "keep" then a verb in -ing)
    r"(?:\w+\s+){0,3}(?:sav(?:e|ing)|log(?:ging)?|record(?:ing)?|keep(?:ing)?(?!\s+\w+ing\b)|writ(?:e|ing)|journal(?:ing)?"
    r"|stor(?:e|ing)|add(?:ing)?|not(?:e|ing)|put(?:ting)?)\b|\boff\s+the\s+record\b"
    r"|\bnot\s+(?:for|in)\s+(?:the|my)\s+journal\b",
    re.IGNORECASE,
)
# The words that join a question to a telling ("…. so what does it mean", "…, btw how many…").
_JOINER_WORDS = r"so|and|but|also|oh|btw|by\s+the\s+way|anyway"
_JOINERS = rf"(?:(?:{_JOINER_WORDS})[,]?\s+)*"
# "…, what does that mean?" after a told dream: the dream is the part before the question.
_TRAILING_QUESTION = re.compile(
    rf"(?:[,;:\-–—]\s*|(?<=[.!])\s+){_JOINERS}"
    rf"(?:{QUESTION_WORDS_TYPED}|any\s+idea)\b[^.!]*\?\s*$"
    # "… the hallways never ended. also what do hallways mean": a last sentence asked without
    # its question mark (measured: saved with the dream)
    rf"|(?:(?<=[.!])\s+|[,;:\-–—]\s*){_JOINERS}"
    r"(?:(?:what|why|how)\s+(?:do|does|did|is|are|could|would|might|can)|whats|hows)\s+[^.!?]*$"
    # "… couldnt find the room and also whats my most common mood": a question of theirs joined
    # to the telling by "and also", "btw" (probed: saved in the dream, and the mood invented)
    r"|[,;]?\s+(?:and\s+|oh\s+)?(?:also|btw|by\s+the\s+way|plus)[,]?\s+"
    r"(?!what\s+(?:was|is)\s+(?:\w+\s+){0,2}?(?:weird|strange|funny|scary|odd|interesting|creepy|cool|"
    r"crazy|wild|worse|worst|best|part|thing)\b)"
    r"(?:(?:what|when|where|who|which|why|how|whats|wats|hows|wheres|whos)\s+"
    r"(?:\w+\s+){0,2}?(?:my|i|me|you|u|dreams?|moods?|journal)\b"
    r"|(?:do|did|does|can|could|have|has|is|are|would|will|should)\s+(?:i|you|u|my|there)\b)[^.!]*\??\s*$"
    # "… a city made of glass and also what does flying mean": a meaning asked, joined by "and"
    # or "also" without a comma (probed: saved with the dream)
    r"|[,;]?\s+(?:and\s+(?:also\s+|then\s+)?|(?:and\s+)?(?:also|btw|by\s+the\s+way|plus)[,]?\s+)"
    r"(?:what|whats|what'?s)\s+(?:(?:does|do|did|could|might|would|is|are)\s+)?(?:\w+\s+){0,3}?"
    r"(?:mean|means|symboli[sz]es?|represents?|stands?\s+for)(?:\s+in\s+(?:a\s+)?dreams?)?\s*\?*\s*$"
    # "…, and tell me what a library means": a request for a meaning joined to the telling
    # (probed: saved with the dream, and nothing looked up)
    r"|(?:[,;:\-–—]\s*|(?<=[.!])\s+|\s+(?=and\s))(?:(?:and|so|also|then|now|pls|please|can\s+you|could\s+you)[,]?\s+)*"
    r"(?:(?:tell|explain\s+to|show)\s+me|i\s+(?:want|wanna|would\s+like|'d\s+like|d\s+like)\s+to\s+know|"
    # ("… a white tiger last night and i want to know what it means": probed, "white tiger last"
    # looked up)
    r"i\s+(?:wonder|am\s+wondering|'m\s+wondering|m\s+wondering)|i'?m\s+curious)\s+what\s+[^.!?]{1,60}?\b"
    r"(?:means?|symboli[sz]es?|represents?|signifies|signify)"
    r"(?:\s+in\s+(?:a\s+)?dreams?)?\s*[?.!]*\s*$"
    # "… made of glass, weird right?", "…, crazy huh?": a remark asked of it (measured: not saved)
    r"|[,;:\-–—]\s*(?:so\s+|how\s+|pretty\s+|kinda\s+)?(?:weird|strange|crazy|wild|funny|odd|random|"
    r"creepy|cool|cute|bizarre)\s*(?:,?\s*(?:right|huh|no|eh|lol|haha))?\s*\?+\s*$"
    # "and my cat was with me, is that important": a yes/no question of it after a comma, asked
    # without its question mark (probed: kept in the dream)
    r"|[,;]\s*(?:(?:so|and|but)\s+)?(?:is|does|do|was|could|would|should|can|did)\s+(?:that|this|it)\s+"
    r"(?:\w+\s+){0,3}?(?:mean|matter|important|significant|normal|bad|good|weird|strange|a\s+sign|"
    r"signify|symboli[sz]e)\w*(?:\s+anything)?\s*\?*\s*$",
    re.IGNORECASE,
)


# "can you help me interpret this: i was in a maze and i couldnt find the exit", "what does this
# mean - …": the meaning asked first, the dream told after it (probed: "help" looked up, and the
# dream not saved)
_ASKED_FIRST = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|hey|hi|sandman)\W+)*(?P<asked>"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?(?:help\s+me\s+)?"
    r"(?:interpret|analy[sz]e|read|explain|decode|understand|make\s+sense\s+of)\s+"
    r"(?:this|this\s+one|this\s+dream|my\s+dream|a\s+dream|something|it)(?:\s+(?:for\s+me|please|pls))*"
    r"|what\s+(?:does|do|could|might|would)\s+(?:this|it)\s+(?:dream\s+)?mean|thoughts\s+on\s+this(?:\s+one|\s+dream)?"
    r")\s*\??\s*[:\-–—]+\s*(?P<told>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)


def asked_then_told(text: str) -> tuple[str, str] | None:
    """The question and the dream when ``text`` asks what a dream means first and tells it after
    ("interpret this: i was in a maze…" → ("interpret this", "i was in a maze…")), or None."""
    m = _ASKED_FIRST.match(text.strip())
    if m is None or (not tells_a_scene(m["told"]) and not tells_a_dream(m["told"], date.today())):
        return None
    return m["asked"], m["told"].strip()


def asked_beside_save(text: str) -> str | None:
    """The request asked beside a save before the dream told ("save this dream and tell me how
    many i have: …" → "tell me how many i have"), or None."""
    m = _COMMAND.match(text)
    if m is None or not m["also"]:
        return None
    # ("how many i have", beside a dream saved: how many dreams)
    return re.sub(
        r"\bhow\s+many\b(?=\s+(?:i|do|are|there|is|have)\b)", "how many dreams", m["also"].strip()
    )


def without_trailing_question(text: str) -> str:
    """``text``, a telling, without a question asked of it at its end ("…, is that important")."""
    return _TRAILING_QUESTION.sub("", text).strip() or text


def told_then_asked(text: str) -> tuple[str, str] | None:
    """A telling and the question asked at its end ("i was on a train… what does the train
    mean?" → the train's scene, "what does the train mean?"), or None when no question ends it."""
    told = without_trailing_question(text.strip())
    if told == text.strip():
        return None
    return told, text.strip()[len(told) :].strip(" ,;:-–—")


def trailing_question(text: str) -> str | None:
    """The question asked at the end of ``text``, a telling, or None (``without_trailing_question``
    keeps the rest): "how many dreams have i logged" of "i dreamt … . how many dreams have i
    logged?"."""
    found = _TRAILING_QUESTION.search(text)
    if found is None or not text[: found.start()].strip():
        return None
    joined = rf"^[\s,;:\-–—]*(?:(?:{_JOINER_WORDS}|plus)[,]?\s+)*"
    asked = re.sub(joined, "", found[0], flags=re.IGNORECASE)
    return asked.strip() or None


# "…, save it please", "… Save it with the title Balloon bus": the request, not the dream (a
# title given with it is the dream's title).
_TRAILING_SAVE = re.compile(
    # ("last week i dreamt i was on a boat but i didnt tell you. can you add it": probed, saved
    # with every word of it) what was not told before, and the request to add it
    r"(?:,?\s+(?:but|and)\s+i\s+(?:didn'?t|didnt|did\s+not|never|forgot\s+to)\s+tell\s+(?:you|u)(?:\s+about\s+it)?)?"
    r"\s*[,;.!\-–—]+\s*(?:so\s+|and\s+)?(?:please\s+|pls\s+|can\s+(?:you|u)\s+|could\s+(?:you|u)\s+)?"
    # ("… can you save both", after two dreams told: probed, kept as the second's words)
    r"(?:save|log|record|keep|store|journal|add|write\s+down)\s+"
    r"(?:it|this|that|both(?:\s+of\s+them)?|them(?:\s+both)?|these|all\s+of\s+them)"
    r"(?:\s+(?:for\s+me|please|too|(?:to|in(?:to)?)\s+(?:my|the)\s+(?:journal|dreams|diary)|now))*"
    r"(?:,?\s+(?:with\s+the\s+title|titled|as|under|and\s+(?:call|name|title)\s+it)\s+[\"“']?"
    r"(?P<title>[^\"”'.!?\n]{1,80}?)[\"”']?)?"
    # "… save it with mood scared" (measured: saved as the dream's words, no mood)
    r"(?:,?\s+(?:and\s+)?(?:with\s+(?:the\s+|a\s+)?mood|mood)\s*(?:of\s+|as\s+|:\s*)?[\"“']?(?P<mood>[a-z]{3,20})[\"”']?)?"
    r"\s*[.!]*\s*$",
    re.IGNORECASE,
)
_SAVED_AS = re.compile(
    r"\b(?:save|log|keep|store)\s+(?:it|this|that)(?:\s+(?:for\s+me|please))*\s+(?:as|titled|under)\s+"
    r"[\"“'](?P<title>[^\"”'\n]{1,80})[\"”']",
    re.IGNORECASE,
)
_META = re.compile(
    r"(?:^|\n|(?<=[.;])\s+|\(\s*)(title|mood)\s*[:=]\s*(?P<value>[^\n;()]{1,80}?)\s*\)?\s*(?=$|\n|;|\.\s)",
    re.I,
)
# What a scene told opens with ("there was…", "i was…", "the…"), looked ahead to.
_SCENE_STARTS = (
    r"(?=(?:there\s+(?:was|were)|i\s+was|we\s+were|i\s+saw|it\s+was|someone|somebody|a|an|the|"
    r"my\s+\w+\s+(?:was|were))\b)"
)
# "actually wait, i remember a bit. there was a dog on a beach…": a dream recalled after all
# (measured: read as a question about memories, and the dream was lost); the telling is what
# follows, and it must tell a scene.
_RECALLED = re.compile(
    rf"^\s*{_LEAD_IN}(?:(?:actually|wait|oh|hold\s+on|hang\s+on|ooh|ah|but|today|finally|this\s+morning|"
    r"for\s+once)[,!.]?\s+)*"
    r"(?:i\s+(?:do\s+|just\s+|finally\s+|actually\s+)?(?:remember(?:ed)?|recall(?:ed)?)|it'?s\s+coming\s+back)"
    r"(?:\s+(?:a\s+bit|a\s+little|something|some\s+of\s+it|part\s+of\s+it|(?:it\s+)?now|one\s+thing|a\s+piece"
    # ("today i remembered one tho. i was at a beach", after "i mean i dont remember any":
    # probed, "You were at the beach, right?", nothing saved)
    r"|one|a\s+dream|my\s+dream|a\s+nightmare|(?:for\s+)?once|tho|though|today|finally|this\s+morning"
    r"|(?:a\s+)?(?:bit|part|piece)\s+of\s+(?:it|the\s+dream|my\s+dream)))*(?:\s+now)?\s*[.,:;!…—–-]+\s*"
    rf"{_SCENE_STARTS}(?P<text>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# "i had 3 dreams last night but i only remember one, i was in a forest and a deer talked to me",
# "i had two dreams. in the first one i was…": the one of several told (probed: not saved, the
# latest three dreams listed, and "do deers mean anything" then found no dream of a deer)
_ONE_OF_SEVERAL = re.compile(
    rf"^\s*{_LEAD_IN}(?:i\s+had\s+(?:like\s+)?(?:\d+|two|three|four|five|a\s+few|a\s+couple(?:\s+of)?|several|many|"
    r"so\s+many|lots\s+of|a\s+bunch\s+of|multiple)\s+(?:\w+\s+)?(?:dreams|nightmares)"
    r"(?:\s+(?:last\s+night|tonight|this\s+morning|yesterday|again))?\s*(?:[,.;:!]+\s*|\s+(?:but|and)\s+)"
    r"(?:(?:but|and|so)\s+)?)?"
    r"(?:i\s+(?:only\s+|just\s+|can\s+only\s+|barely\s+)?(?:remember|recall)\s+(?:one|the\s+(?:last|first)\s+one|"
    r"one\s+of\s+them|(?:a|one)\s+(?:bit|part|piece)(?:\s+of\s+(?:it|them|one))?)"
    r"|in\s+the\s+(?:first|second|third|last|other)\s+one)(?:\s+(?:well|clearly|properly))?\s*[.,:;!…—–-]*\s*"
    rf"{_SCENE_STARTS}(?P<text>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
# "…and I was surfing it, mood excited, title Big wave": a title or mood given at the end after a
# comma, without a colon (measured: saved as the dream's words). Only at the very end, one after
# the other, so "the mood was tense at the party" inside a dream stays in it.
_TRAILING_META = re.compile(
    r"(?:\s*[,;]\s*|\s+-\s+|(?<=[.!])\s+)(?:and\s+)?(?:with\s+)?(?:the\s+|a\s+)?(?P<field>title|mood)"
    # ("title it whale song, mood peaceful": probed, titled "it whale song")
    r"\s*(?:[:=]\s*|\s+(?:is\s+|as\s+|of\s+|it\s+(?:as\s+)?)?)[\"“']?(?P<value>[^,;:\n\"”'.!?]{1,60}?)[\"”']?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_MIN_WORDS = 3
# One or two short sentences that ask nothing ("hey, rough night.", "Good morning! Ugh.") before
# a telling.
_OPENING = re.compile(r"^\s*(?:[^.!?\n]{1,40}?[.!…]+\s+){1,2}(?=\S)")
# "i think im pregnant and i had a dream about a baby": a word of their life, then the dream
# (probed: "pregnant baby" searched, the dream not saved)
_CLAUSE_THEN_TOLD = re.compile(
    r"^[^.!?]{3,80}?(?:(?:,\s*|\s+)(?:and|but|so|then|plus)\s+(?=i\s+)|,\s*)"
    # ("slept ok i guess, had a dream about my boss yelling at me": probed, "slept guess boss
    # yelling" searched, the dream not saved)
    r"(?=(?:i\s+)?(?:just\s+|also\s+)?(?:had\s+(?:a|this|another)\s+(?:\w+\s+)?(?:dream|nightmare)|dreamt|dreamed|dreamd)\b)",
    re.IGNORECASE,
)
# "my mom and i had a fight today. then i dreamed she was gone": when the dream came, after the
# day told (probed: "mom fight gone" searched, the dream not saved)
_AFTER_THAT = re.compile(
    r"^\s*(?:(?:and\s+)?then|so|and|later(?:\s+on)?|after\s+that|that\s+night|last\s+night|tonight|"
    r"this\s+morning|and\s+that\s+night)\s*,?\s+(?=i\s)",
    re.IGNORECASE,
)
_JUDGED_THEN_TOLD = re.compile(
    r"^\W*(?:(?:so|ok|okay|ugh+|omg|hey)\W+)*(?:my|the|last\s+night'?s|this\s+morning'?s)\s+(?:dream|nightmare)"
    r"(?:\s+(?:last\s+night|this\s+morning))?\s+was\s+(?:so\s+|really\s+|super\s+|kinda\s+|kind\s+of\s+|pretty\s+|"
    # ("my dream last night was so boring lol i was just doing laundry": probed, not saved)
    r"very\s+|just\s+)?[a-z]+(?:\s*[,.:;!–—-]+|\s+(?:lol|lmao|haha\w*|honestly|tbh|ngl))+\s*(?P<told>\S.*)$",
    re.IGNORECASE | re.DOTALL,
)
_HEDGED = re.compile(
    r"^\s*(?:(?:so|ok|okay|um+|hmm+)\W+)?(?:i\s+think|i\s+guess|i\s+believe|i'?m\s+pretty\s+sure|"
    r"pretty\s+sure|maybe|probably)\s+(?=i\s|my\s+(?:\w+\s+)?(?:dream|nightmare)\b)",
    re.IGNORECASE,
)
# A verb of a scene that happened: "was", "fell", "followed".
_PAST = (
    r"(?:was|were|had|did|saw|fell|ran|flew|came|went|got|took|found|met|lost|left|swam|kept|told|"
    r"made|gave|held|sat|stood|ate|drank|broke|drove|rode|hid|won|sang|began|knew|grew|became|"
    # ("she said i should quit my job", of a cat that talked in the dream: probed, not kept)
    # (not "thought": "i thought i was over him" is what they make of it now; probed, added)
    r"said|heard|spoke|sent|brought|bought|caught|taught|threw|wore|wrote|shook|stole|chose|"
    r"froze|bit|fought|sold|built|"
    # ("every door led to another hallway", after a dream of a house with endless rooms: probed,
    # added to no dream)
    r"led|fled|fed|sped|slid|spun|swung|struck|stuck|hung|dug|shot|shut|crept|slept|wept|spent|bent|"
    r"drew|blew|sank|rang|tore|stung|clung|flung|"
    r"could|couldn'?t|couldnt|didn'?t|didnt|wasn'?t|wasnt|weren'?t|werent|hadn'?t|hadnt|[a-z]{2,}ed)"
)
# "my brother was in my dream, we were fishing", "a dog followed me home in my dream", "my teeth
# fell out in my dream but i wasn't scared": a scene told, the dream named after it (measured:
# none was saved; the model's replies mixed them with the dream before)
_TOLD_IN_A_DREAM = re.compile(
    rf"^[^.!?\n]{{0,80}}?\b{_PAST}\b[^.!?\n]{{0,60}}?\bin\s+(?:(?:my|a|last\s+night'?s)\s+"
    r"(?:dream|nightmare)\b(?!s)"
    # (a remark of a dream before, no dream told: "she was in my dream before i think", after a
    # dream of a stranger: probed, saved as a dream of its own)
    r"(?!\s+(?:before|already|previously|earlier|once\s+before|(?:a\s+)?(?:few|many|several|couple(?:\s+of)?|lot\s+of)\s+times|"
    r"a\s+lot|lots|other\s+times|in\s+the\s+past)\b)"
    # ("my grandpa was in one last night", after a question about dreams of the dead: probed,
    # met as a feeling, the dream not kept): "one", "mine", a night said with it
    r"|(?:one|mine)\s+(?:last\s+night|yesterday|this\s+morning|the\s+other\s+night|again)\b)",
    re.IGNORECASE,
)
# "my dog died last year and i dreamed about him last night, he was running in a field": what
# happened first, then the dream told (measured: not saved)
_TOLD_AFTER = re.compile(
    r"^[^?\n]{3,120}?(?:[,;]\s*|\s+)(?:and|but|so|then)\s+(?:(?:last\s+night|yesterday|then)\s+)?"
    r"i\s+(?:dreamt|dreamed|had\s+a\s+(?:\w+\s+)?(?:dream|nightmare))\b(?=(?:[^?\n]*?\b\w+\b){5})"
    r"[^?\n]*$",
    re.IGNORECASE,
)
# A lucid dream told: "i tried it last night and it worked!! i knew i was dreaming and i flew over
# the ocean" (probed: not saved, and what they told next was added to no dream)
_LUCID_TOLD = re.compile(
    r"^[^?\n]{0,120}?\bi\s+(?:(?:knew|realized|realised|noticed|understood|figured\s+out|became\s+aware)\s+"
    r"(?:that\s+)?i\s+was\s+(?:dreaming|in\s+a\s+dream)|(?:became|got|went|was)\s+lucid)\b"
    r"(?=(?:[^?\n]*?\b\w+\b){4})[^?\n]*$",
    re.IGNORECASE,
)
# ... but not what they cannot recall of one ("i forgot what happened in my dream")
_NOT_RECALLED = re.compile(
    r"\b(?:forgot|forget|remember|recall|don'?t\s+know|no\s+idea)\b"
    # a wish of theirs, not what someone in the dream wanted ("everyone wanted to eat me": probed,
    # left out of the dream told before)
    r"|\b(?:i|i'?d|we)\s+(?:\w+\s+)?(?:wish|want(?:ed)?|hope)\b",
    re.I,
)


_FIRST_SENTENCE = re.compile(r"^\s*(.+?[.!:…]+)\s+(?=\S)")


# Where each of several dreams told in one message begins: "in the first (one)", "in the second
# dream", "in the other one", "in another", "the second one was", "then i had another one where"
# (probed: "i had two dreams last night. in the first i was at a wedding. in the second i was lost
# in a forest" kept as one dream); a plain "first…, then…" is one dream's course, not two.
_NTH = r"(?:first|second|third|fourth|fifth|last|other|next)"
_LATER_NTH = r"(?:second|other|next|third|last)"  # a dream after the first of several
_DREAM_BEGINS = re.compile(
    r"(?:^|(?<=[.;!?:,])|(?<=\band)|(?<=\bthen)|(?<=\balso)|(?<=\bbut))\s*"
    rf"(?P<mark>in\s+(?:the\s+{_NTH}|one|another|{_NTH})(?:\s+(?:one|dream|nightmare))?"
    rf"|the\s+{_NTH}\s+(?:one|dream|nightmare)(?=\s+(?:was|had|i|we|there|where|is)\b)"
    rf"|{_NTH}\s+(?:dream|nightmare|one)\s*:"
    r"|(?:then\s+|and\s+|also\s+)?i\s+(?:also\s+)?had\s+another\s+(?:one|dream|nightmare)(?:\s+(?:where|about|that|in\s+which))?"
    # ("i had a dream about a tidal wave, and another one about my dog": probed, kept as one)
    r"|(?:and\s+)?another\s+(?:one|dream|nightmare)(?=\s+(?:about|where|with|of|in\s+which)\b)"
    r")(?!\w)[\s,:]*"
    # (a scene follows: not "in one room", "in the first part of it")
    r"(?=(?:i|we|there|my|it|a|an|the|someone|somebody|he|she|they|was|had|where|about|that|in\s+which)\b)",
    re.IGNORECASE,
)
# "…and then i had another dream where…", "… second dream: …": a second dream said to be one,
# after a first told
_DREAM_NAMED = re.compile(
    r"\banother\s+(?:dream|nightmare|one)\b|\b(?:dream|nightmare)\s*:", re.IGNORECASE
)
# "i had two dreams last night.": the opening before them
_SEVERAL_OPENING = re.compile(rf"^\s*{_LEAD_IN}{_SEVERAL}\s*[,.;:!—–-]*\s*", re.IGNORECASE)
_MIN_APART_WORDS = 3
# ... then told in order: "first i was…, then i was…"
_FIRST_THEN = re.compile(
    r"^\s*(?:first(?:ly)?|at\s+first|first\s+one)\s*[,:]?\s+(?P<a>.+?)\s*[,.;]\s*"
    r"(?:and\s+)?(?:then|after\s+that|second(?:ly)?|later|the\s+second\s+(?:one\s+)?was)\s*[,:]?\s+(?P<b>.+)$",
    re.IGNORECASE | re.DOTALL,
)


def told_apart(text: str) -> list[str]:
    """The dreams of a telling, each as told (``[text]`` when it tells one): several when two or
    more of them are marked as such ("in the first…, in the second…")."""
    opening = _SEVERAL_OPENING.match(text)
    rest = text[opening.end() :] if opening else text
    if (
        opening
        and re.search(r"\b(?:two|2|couple)\b", opening[0], re.IGNORECASE)
        and (ordered := _FIRST_THEN.match(rest)) is not None
    ):
        # ("i had two dreams last night. first i was swimming with dolphins, then i was stuck in
        # an elevator": probed, kept as one) "then" parts them only after two were announced (of
        # three, it may be one's course)
        parts = [ordered["a"].strip(" ,;."), ordered["b"].strip()]
        if all(len(re.findall(r"\w+", p)) >= _MIN_APART_WORDS for p in parts):
            return parts
    marks = list(_DREAM_BEGINS.finditer(rest))
    head = rest[: marks[0].start()].strip(" .,;:!") if marks else ""
    parts = []
    if head and not opening and all(_DREAM_NAMED.search(m["mark"]) for m in marks):
        # the first dream, told before "then i had another one where…"
        told = rest[: marks[0].start()].rstrip(" ,;:")
        parts.append(re.sub(r"\s+(?:and|but|then|so)$", "", told, flags=re.IGNORECASE))
    elif len(marks) < 2 or head:
        return [text]
    for mark, after in zip(marks, [*marks[1:], None], strict=True):
        part = rest[mark.end() : after.start() if after else len(rest)].strip(" ,;")
        # ("in the first i was at a wedding", "second dream: …": the scene; "the second one was
        # about my mom": as told)
        if mark["mark"].lower().startswith("the "):
            part = f"{mark['mark']} {part}"
        elif (
            another := re.match(r"(?:and\s+)?(another\s+\w+)$", mark["mark"].strip(), re.I)
        ) is not None:
            part = f"{another[1]} {part}"  # "another one about my dog"
        parts.append(part)
    if any(len(re.findall(r"\w+", p)) < _MIN_APART_WORDS for p in parts):
        return [text]
    return parts


# "like last night i gave birth to a cat", after "ive been having crazy dreams": one told as an
# example of them (probed: not saved, and "It's great to hear you had a cat baby!")
_FOR_EXAMPLE = re.compile(
    r"^\W*(?:like|for\s+example|for\s+instance|e\.?g\.?)\s*[,:]?\s+(?=(?:last|yesterday|the\s+other|this|one|i)\b)",
    re.IGNORECASE,
)


def _as_told(message: str) -> str:
    """``message`` stripped, and without the "like" that gives it as an example of others."""
    return _FOR_EXAMPLE.sub("", message.strip())


def told_dream(message: str, today: date) -> dict[str, str] | None:
    """The ``save_dream`` arguments for a dream told in ``message``, or None."""
    text = _as_told(message)
    if not text or _NOT_WANTED.search(text):
        return None
    command = _COMMAND.match(text)
    title: str | None = None
    mood: str | None = None
    mended = mend_typos(text)  # read through its typos; the text is kept as written
    if command:
        body = command["text"].strip()
        title = command["title"].strip() if command["title"] else None
    elif (
        (heading := _HEADING.match(mended))
        and not starts_as_question(text)
        # ("hey, quick one: show me my last dream and also what does water mean": probed, saved
        # as a dream) a request after the heading is no dream
        and not starts_as_question(heading["text"])
        and not requests(heading["text"])
    ):
        body = _as_written(text, heading.string, heading.start("text"))
    elif (_NARRATION.match(mended) or _TOLD_AS_NOUN.match(mended)) and not starts_as_question(text):
        # "i dremt i was flyin…": the dream words are read through their typos; the text is
        # kept as written.
        body = text
    elif (
        not starts_as_question(text)
        and (
            _TOLD_AFTER.match(mended)
            or _LUCID_TOLD.match(mended)
            or (_TOLD_IN_A_DREAM.match(mended) and not _NOT_RECALLED.search(text))
        )
    ) or _told_again(mended):
        body = text
    elif (recalled := _RECALLED.match(text) or _ONE_OF_SEVERAL.match(text)) is not None:
        body = recalled["text"].strip()
    elif (_SEVERAL_TOLD.match(mended) and not starts_as_question(text)) or (
        (again := _BACK_AGAIN_TOLD.match(mended)) is not None
        and not starts_as_question(again["text"])
        and not requests(again["text"])
    ):
        body = text
    elif (
        (judged := _JUDGED_THEN_TOLD.match(mended)) is not None
        and _TOLD_PAST.search(judged["told"]) is not None
        and len(judged["told"].split()) >= 4
        and not requests(judged["told"])
        and not starts_as_question(judged["told"])
    ):
        # "my dream was weird, my boss was a giant cat and he fired me" (probed: not saved, and
        # "what does a cat mean" then found no dream of a cat)
        body = text
    elif (
        (hedge := _HEDGED.match(mended)) is not None
        # ("i think my dream last night was about my anxiety": probed, not saved, nor what they
        # told of it next)
        and (_NARRATION.match(mended[hedge.end() :]) or _TOLD_AS_NOUN.match(mended[hedge.end() :]))
        and not starts_as_question(text)
    ):
        # "i think i had a short dream about being late for work but i dont remember much"
        # (probed: "short late work" searched): a dream told, however unsure
        body = text
    elif (
        (first := _FIRST_SENTENCE.match(mended)) is not None
        and announces_dream(first[1])
        and _TOLD_PAST.search(mended[first.end() :]) is not None
        and len(re.findall(r"\w+", mended[first.end() :])) >= _MIN_WORDS
        and not starts_as_question(mended[first.end() :])
        and not requests(mended[first.end() :])
    ):
        # "So last night I had this really long dream. It started at my grandmother's house…"
        # (probed: not saved): a dream announced, then told in the same message
        body = text
    elif (
        (opening := _OPENING.match(text) or _CLAUSE_THEN_TOLD.search(text)) is not None
        and _NARRATION.match(_AFTER_THAT.sub("", mend_typos(text[opening.end() :])))
        and not starts_as_question(text)
    ):
        # "hey, rough night. I dreamt I was lost in an airport…" (measured: not saved): a few
        # words before the telling, kept with it
        body = text
    else:
        return None
    # a title asked in a question after it ("… what could that mean and can u save it as "late
    # wedding"": measured, saved without its title)
    titled = _SAVED_AS.search(body)
    body = without_trailing_question(body)
    # their waking life said after it ("… but I couldnt answer it. I'm waiting for test results
    # irl": probed, kept as part of the dream, and an exam dream found "too")
    while (
        life := _LIFE_AFTER.search(body) or _LOSS_AFTER.search(body) or _PLANS_AFTER.search(body)
    ) is not None and len(re.findall(r"\w+", body[: life.start()])) >= _MIN_WORDS:
        body = body[: life.start()].rstrip()
    if (felt := felt_since(body)) is not None:
        body = body[:felt].rstrip()  # what it left them feeling, now, is not the dream
    if (life := _BUT_IN_LIFE.search(body)) is not None and len(
        re.findall(r"\w+", body[: life.start()])
    ) >= _MIN_WORDS:
        body = body[: life.start()].rstrip()
    if titled is not None and titled.start() >= len(body):
        title = title or titled["title"].strip()
    if (save := _TRAILING_SAVE.search(body)) is not None and body[: save.start()].strip():
        title = title or (save["title"].strip() if save["title"] else None)
        mood = save["mood"]
        body = body[: save.start()].strip()
    if command is None and body.endswith("?"):
        return None
    meta: dict[str, str] = {}
    while (end := _TRAILING_META.search(body)) is not None and body[: end.start()].strip():
        meta.setdefault(end["field"].lower(), end["value"].strip())
        body = body[: end.start()].rstrip()
    for match in reversed(list(_META.finditer(body))):
        meta.setdefault(match[1].lower(), match["value"].strip().strip("\"'“”."))
        body = (body[: match.start()] + body[match.end() :]).strip()
        body = re.sub(r"\.(?:\s*\.)+", ".", body)  # "… roof. Title: X. Mood: Y" leaves stray dots
    if len(re.findall(r"\w+", body)) < _MIN_WORDS or (command is None and announces_dream(body)):
        return None  # "I had the strangest dream": nothing told yet (``continued_dream``)
    args = {"text": body[:4000]}
    # (a day said of their life is not the dream's: "i dreamt of my grandpa who died on monday")
    when = dream_date(without_life_events(mended), today)
    if when is not None:
        args["date"] = when.isoformat()
    if title or meta.get("title"):
        args["title"] = (title or meta["title"])[:80]
    if mood or meta.get("mood"):
        args["mood"] = (mood or meta["mood"])[:80]
    return args


# "Last night I was flying over Porto…": a night told without the word "dream" may be one.
_NIGHT_TOLD = re.compile(
    rf"^\s*{_LEAD_IN}(?:last\s+ni(?:ght|te)|this\s+morning|the\s+other\s+night|a\s+few\s+nights\s+ago|\w+\s+nights?\s+ago)"
    r"(?:[,:]?\s+(?:i|we|my|there|someone|a|an|the)\b"
    # ("last night: running late for an exam i never studied for. classic.": probed, neither saved
    # nor offered) a scene told as a note, after a colon or a dash
    r"|\s*[:\-–—]\s*(?:me\s+|being\s+)?[a-z]{2,}ing\b)",
    re.IGNORECASE,
)
# …but not a night of sleep itself ("last night I couldn't sleep", "I woke up at 3").
_SLEEP_ITSELF = re.compile(
    r"\b(?:sleep|slept|asleep|awake|woke|wake|insomnia|tired|bed|nap|rest(?:ed|less)?|dream\w*|nightmare\w*)\b",
    re.IGNORECASE,
)
_MIN_OFFER_WORDS = 6
# "… and then i woke up screaming": the telling's end, waking from it (probed: "last night i was
# falling and falling and then i woke up screaming" was neither saved nor offered, read as a night
# of sleep itself)
_WOKE_FROM_IT = re.compile(
    r"[,.;]?\s*(?:and\s+)?(?:then|until|till|before|and|when|but)\s+(?:suddenly\s+|finally\s+)?i\s+"
    r"(?:woke|jolted\s+awake|jerked\s+awake)\b.*$",
    re.IGNORECASE | re.DOTALL,
)


_A_SCENE_WOKEN_FROM = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|ugh|omg)\W+)*(?P<scene>(?:i|we)\s+(?:was|were)\s+[a-z]+ing\b"
    r"[^?]*?)[,.;]?\s*(?:and\s+|but\s+)?(?:then\s+|suddenly\s+|finally\s+)*(?:i\s+)?"
    r"(?:woke(?:\s+up)?|jolted\s+awake|jerked\s+awake)\b[^?]*$",
    re.IGNORECASE,
)


# "actually wait i remember something about a train": a piece of a night come back (probed,
# after "no dreams i think": their memories searched for "train")
_RECALLED_PIECE = re.compile(
    rf"^\s*{_LEAD_IN}(?:(?:actually|wait|oh|hold\s+on|hang\s+on|ooh|ah|hmm+)[,!.]?\s+)*"
    r"i\s+(?:do\s+|just\s+|kind\s+of\s+|kinda\s+|sort\s+of\s+|vaguely\s+)?(?:remember(?:ed)?|recall(?:ed)?)\s+"
    r"(?:something|a\s+(?:bit|little)|one\s+thing|bits|a\s+few\s+things)\s+(?:about|with|of|involving)\s+"
    r"(?!(?:it|that|this|them)\b)\S"
    # "i dont remember much, just that it was dark", after "i had a nightmare" (probed: met with
    # the line for no dream remembered, and what came next added to no dream)
    r"|^\s*(?:(?:well|um+|hmm+|honestly|not\s+really|no)[,!.]?\s+)*i\s+(?:don'?t|dont|do\s+not|can'?t|cant|cannot)\s+"
    r"(?:really\s+)?(?:remember|recall)\s+(?:much|a\s+lot|it\s+all|everything|all\s+of\s+it|the\s+rest|"
    r"many\s+details|the\s+details)(?:\s+of\s+it)?\s*[,;:.\-–—]*\s*(?:just|only|except(?:\s+for)?|but|apart\s+from|"
    r"other\s+than)\s+(?:that\s+|the\s+|a\s+)?\S",
    re.IGNORECASE,
)


def maybe_told(message: str, today: date) -> dict[str, str] | None:
    """The ``save_dream`` arguments for a night told without saying it was a dream ("Last night
    I was flying over Porto and saw my brother…", "i remember something about a train"), to be
    offered, not saved; else None."""
    text = _as_told(message)
    if _RECALLED_PIECE.match(text):
        if _NOT_WANTED.search(text) or text.endswith("?"):
            return None
        return {"text": text[:4000]}
    night = _WOKE_FROM_IT.sub("", text)
    # (a scene they woke from, told with no night: "i was flying but then i started falling and
    # woke up with a jolt"; probed, the jolt met and the dream neither saved nor offered)
    scene = _A_SCENE_WOKEN_FROM.match(text)
    if scene is not None:
        night = scene["scene"]
    if (
        not (_NIGHT_TOLD.match(text) or scene is not None)
        or _NOT_WANTED.search(text)
        or _SLEEP_ITSELF.search(night)
    ):
        return None
    if len(re.findall(r"\w+", night)) < _MIN_OFFER_WORDS:
        return None
    if text.endswith("?") or starts_as_question(text):
        return None
    if len(re.findall(r"\w+", text)) < _MIN_OFFER_WORDS:
        return None
    args = {"text": text[:4000]}
    when = dream_date(mend_typos(text), today)
    if when is not None:
        args["date"] = when.isoformat()
    return args


# "I had the strangest dream", "morning :) had a weird nightmare last night": a dream announced,
# its telling still to come (the next message).
_ANNOUNCED = re.compile(
    r"\b(?:i\s+)?(?:just\s+)?(?:had|have\s+had|woke\s+(?:up\s+)?from|(?:was\s+)?woken\s+(?:up\s+)?by)\s+"
    r"(?:a|an|this|such\s+a|another|the\s+(?=\w+est\b|most\b|worst\b)"
    # ("i had two dreams last night": probed, two dreams listed)
    r"|(?:two|three|four|\d+|a\s+few|a\s+couple\s+of|several|some)(?=\s+(?:[a-z']+\s+){0,2}(?:dreams|nightmares)\b))"
    rf"\s*(?:(?:[a-z']+\s+){{0,2}}(?:dream|nightmare)s?|{_ONE_OF_A_KIND}\s+one)"
    # ("i had the best dream ever", "the worst nightmare of my life": probed, saved as the dream;
    # either way round with its night: "the best dream ever last night", probed, saved too)
    r"(?:\s+(?:last\s+ni(?:ght|te)|tonight|this\s+morning|yesterday|again"
    r"|ever|of\s+my\s+(?:life|entire\s+life|whole\s+life)|in\s+(?:years|ages|forever|a\s+long\s+time|"
    r"months|weeks|my\s+life))){0,2}"
    # "i had a really nice dream for once" (measured: saved as the dream, and its telling next was
    # not)
    r"(?:\s*,?\s+(?:for\s+once|finally|at\s+last|again|too|lol|haha|tbh|honestly))*"
    # "I just woke up from a nightmare and I'm shaking": how it left them, the dream still untold
    # (measured: "Thank you for telling me about your dream", and its telling next was not saved)
    r"(?:\s*[,;]?\s*(?:(?:and|but|so|now)\s+)?(?:now\s+)?(?:i'?m|i\s+am|im|i\s+feel|"
    # ("i had a nightmare and now i cant fall back asleep": measured, saved as the dream)
    r"i\s+can'?t\s+(?:stop|sleep|breathe|calm|fall|get|go|catch)"
    r"|still|my\s+heart)\b[^.!?]{0,60})?"
    r"\s*[.!:…)(:;-]*\s*$",
    re.IGNORECASE,
)
# "bad dream last night", "weird one this morning", "nightmare again": announced in a few words,
# no "I had" (measured: the latest dream listed and "You feel uneasy about your teeth.", then the
# telling not saved)
_ANNOUNCED_SHORT = re.compile(
    r"^\W*(?:(?:ugh+|oh|ok|okay|so|man|wow|omg|hey|yo|morning|hi|welp|well)\W+)*"
    r"(?:(?:a|another|such\s+a|one\s+more|the(?=\s+\w+est\b))\s+)?"
    r"(?:(?:really|so|very|super|pretty|kind\s+of|kinda)\s+)?"
    r"(?:(?:bad|weird|strange|crazy|scary|awful|terrible|horrible|vivid|intense|wild|odd|creepy|sad|"
    r"nice|good|lovely|beautiful|\w+est)\s+(?:dream|nightmare)|nightmare)"
    r"(?:\s+(?:last\s+ni(?:ght|te)|tonight|this\s+morning|again|yesterday))?\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "my dream last night was so vivid i thought it was real", "that nightmare felt so real": a
# dream said of how it was, not what it held (probed: "You had a very vivid dream last night.",
# then its telling, "i was at the beach with my grandma", not saved)
_ANNOUNCED_BY_HOW = re.compile(
    r"^\W*(?:(?:ugh+|oh|omg|wow|so|man|honestly|hey)\W+)*"
    r"(?:(?:my|the|that|this|last\s+night'?s|this\s+morning'?s)\s+)(?:\w+\s+)?(?:dream|nightmare)"
    r"(?:\s+(?:i\s+had\s+)?(?:last\s+night|this\s+morning|yesterday|tonight)|\s+i\s+had)?\s+"
    r"(?:was|felt|seemed|is"
    # ("my dream made me feel embarrassed": probed, its telling next, "i was naked at work", not
    # saved)
    r"|made\s+me(?:\s+feel)?|left\s+me(?:\s+feeling)?)\s+(?:(?:so|really|super|very|incredibly|way\s+too|crazy|insanely|extremely|kind\s+of|kinda|a\s+bit|a\s+little)\s+)*"
    r"(?:vivid|real|realistic|intense|weird|strange|wild|crazy|scary|beautiful|bizarre|odd|lucid|"
    r"long|detailed|clear|disturbing|messed\s+up|trippy|embarrassed|ashamed|sad|scared|anxious|uneasy|"
    r"confused|guilty|angry|upset|shaken|awful|terrible|nostalgic|lonely|happy|uncomfortable|cringe)"
    # how it left them, its telling still to come
    r"(?:\s*[,.!…]*\s*(?:(?:and|that|like)\s+)?(?:i\s+(?:thought|swear|was\s+sure)\s+it\s+was\s+real|"
    r"it\s+felt\s+(?:so\s+)?real|like\s+(?:a\s+movie|real\s+life)|lol|haha|omg|honestly|tbh))*"
    r"\s*[.!…]*\s*$",
    re.IGNORECASE,
)
# "can you help me interpret my dream", "i want to tell you about a dream": a dream to come
# (probed: "help" looked up as a symbol, and the telling next was not saved)
_HELP_WITH_A_DREAM = re.compile(
    r"^\W*(?:(?:hey|hi|ok(?:ay)?|so|sandman|um+)\W+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|i\s+need\s+you\s+to\s+)?"
    r"(?:help\s+me\s+(?:to\s+)?(?:interpret|understand|make\s+sense\s+of|figure\s+out|decode|analy[sz]e|with)|"
    r"(?:interpret|analy[sz]e|decode)|i\s+(?:want|wanna|need|would\s+like)\s+to\s+(?:tell\s+you\s+about|share|talk\s+about)"
    # ("oh wait i forgot to tell you my dream from last night": probed, the latest dream shown,
    # and its telling next not saved)
    r"|(?:oh\s+)?(?:wait\s+)?i\s+(?:forgot|never\s+got)\s+to\s+tell\s+(?:you|u)(?:\s+about)?"
    # ("ok save a dream for me", then the dream: probed, "Thank you for telling me…", and its
    # telling next not saved)
    r"|(?:save|log|record|keep|write\s+down)(?=\s+(?:a|one)\s+(?:new\s+)?(?:dream|nightmare)\s+for\s+me\b)"
    r"|i\s+(?:want|wanna|need|would\s+like)\s+to\s+(?:save|log|record|add|write\s+down))\s+"
    # (not "my last dream": the journal's latest, to read; probed, "Tell me about it")
    r"(?:a|my|this|one|the)\s+(?!(?:last|latest|previous|most\s+recent|newest)\b)(?:\w+\s+)?(?:dream|nightmare)"
    r"(?:\s+(?:i\s+had|from\s+last\s+night|last\s+night|for\s+me))*(?:\s+(?:please|pls))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "ok so this is a long one", "got another weird one for you", "ok so this one was wild": a dream
# announced as "one", in a journal of dreams (probed: its telling next, "it started on a train
# going through mountains", was not saved, and the pieces after it were added to nothing)
_ONE_ADJ = (
    r"(?:(?:really|so|pretty|super|very|kinda|kind\s+of|bit\s+of\s+a|little|real)\s+)*"
    # (not "good", "funny", "sad": said of a dream shown, or of a joke, as often)
    r"(?:long|weird|strange|wild|crazy|odd|bizarre|trippy|scary|creepy|intense|messed\s+up|\w+est)"
)
_ANNOUNCED_AS_ONE = re.compile(
    r"^\W*(?:(?:hey|hi|morning|omg|wow|man|ugh+|oh|lol)\W+)*(?:"
    rf"(?:(?:ok(?:ay)?|so|alright|right)\W+)*this\s+(?:is|was|'s|s)\s+(?:gonna\s+be\s+|going\s+to\s+be\s+)?"
    rf"(?:a|an)\s+{_ONE_ADJ}\s+one"
    rf"|(?:(?:ok(?:ay)?|so|alright|right)\W+)+this\s+one(?:'s|s|\s+is|\s+was)\s+(?:a\s+|an\s+)?{_ONE_ADJ}"
    rf"(?:\s+one)?"
    rf"|(?:(?:ok(?:ay)?|so|alright|right)\W+)*(?:i\s+)?(?:got|have|had)\s+(?:a|an|another|the(?=\s+\w+est\b))\s+{_ONE_ADJ}\s+one"
    r"(?:\s+for\s+(?:you|u))?(?:\s+(?:last\s+ni(?:ght|te)|this\s+morning|tonight))?)"
    r"(?:\s*[,.!]*\s*(?:lol|haha+|tbh|honestly|buckle\s+up|bear\s+with\s+me|get\s+ready))*\s*[.!…:]*\s*$",
    re.IGNORECASE,
)
# "i had the same dream 3 nights in a row", "ive had this nightmare all week": a dream come back,
# said without what it holds (probed: saved as the dream, and its telling next, "im in a car and
# the brakes dont work", kept nowhere)
# the same dream as someone else's, announced ("i think i had the same dream as my sister last
# night": probed, saved as the dream, and the telling after it searched for)
_SAME_AS_THEIRS = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|hey|omg|well|and|weird(?:ly)?|guess\s+what)\W+)*(?:i\s+(?:think|swear|guess)\s+)?"
    rf"(?:{_WE_BOTH}\s+(?:both\s+)?(?:had|have\s+had|dreamt|dreamed)\s+the\s+(?:exact\s+)?same\s+(?:\w+\s+)?"
    r"(?:dream|nightmare|thing)(?:\s+(?:as|like)\s+(?:my\s+\w+|\w+))?"
    r"|i\s+(?:had|have\s+had|dreamt|dreamed)\s+the\s+(?:exact\s+)?same\s+(?:\w+\s+)?(?:dream|nightmare|thing)\s+"
    r"(?:as|like)\s+(?:my\s+\w+|\w+))"
    r"(?:\s+(?:last\s+night|again|too|yesterday|this\s+morning|the\s+other\s+night))*\s*[.!?…]*\s*$",
    re.IGNORECASE,
)
_SAME_AGAIN = re.compile(
    r"^\W*(?:(?:ugh+|so|ok(?:ay)?|hey|man|omg|well|and)\W+)*(?:i\s+(?:think|swear|guess)\s+)?"
    r"(?:i\s+|i(?='?ve\b)|i(?='?m\b))?(?:had|have\s+had|'?ve\s+had|ve\s+had|"
    # ("i think i'm having the same dream as in october": probed, the 1.5B's "That's great to know!")
    r"'?m\s+having|am\s+having|"
    r"keep\s+having|kept\s+having|(?:have\s+|'?ve\s+)?been\s+having)\s+(?:the|that|this)\s+(?:exact\s+)?same\s+"
    r"(?:\w+\s+)?(?:dream|nightmare)"
    r"(?:\s+(?:as\s+(?:in|last|back\s+in|before|on)(?:\s+\w+)?|again|(?:\d+|two|three|four|five|six|seven|a\s+few|several)\s+(?:nights|times|days)(?:\s+in\s+a\s+row)?"
    r"|(?:all|this)\s+week|every\s+night|(?:again\s+)?last\s+night|over\s+and\s+over|for\s+(?:days|weeks|a\s+week)"
    r"|(?:in\s+a\s+row)|now|lately))*\s*[.!…]*\s*$",
    re.IGNORECASE,
)
_NOT_A_TELLING = re.compile(
    r"\b(?:remember|forgot|forget|recall|don'?t\s+know|no\s+idea|never\s*mind|thanks?|thank\s+you)\b"
    # ("i dont feel like talking", after a nightmare told: probed, saved as a dream of its own)
    r"|\b(?:don'?t|dont|do\s+not|not|rather\s+not)\s+(?:really\s+)?(?:feel\s+like|want\s+to|wanna|ready\s+to)\s+"
    r"(?:talk|talking|say|share|get\s+into|go\s+into)\b",
    re.IGNORECASE,
)
_MIN_CONTINUED_WORDS = 5


# "i cant stop thinking about the dream i had", "i keep thinking about this nightmare from last
# night": a dream they dwell on, told next (probed: its telling, "it was about my exam tomorrow…",
# was not saved)
_DWELLS_ON = re.compile(
    # ("i feel weird today. cant shake the dream from last night": probed, "It's okay to feel this
    # way, but it doesn't mean you have a problem.", a short sentence of how they are before it)
    r"^\W*(?:[^.!?]{0,40}[.!?]+\s+)?(?:(?:ugh+|so|hey|ok|okay|honestly|man|and|just)\W+)*(?:i\s+)?(?:"
    r"(?:(?:can'?t|cant|cannot)\s+stop|keep)\s+thinking\s+(?:about|of)"
    r"|(?:can'?t|cant|cannot|couldn'?t)\s+(?:seem\s+to\s+)?(?:shake(?:\s+off)?|get\s+over|forget|stop\s+replaying)"
    r"|(?:i'?m|i\s+am|am)\s+still\s+(?:thinking\s+about|shaken\s+by|haunted\s+by|stuck\s+on))\s+"
    r"(?:the|this|that|my|a)\s+(?:\w+\s+)?(?:dream|nightmare)"
    r"(?:\s+(?:i\s+had|from))?(?:\s+(?:last\s+night|this\s+morning|yesterday|tonight))?\s*[.!…]*\s*$",
    re.IGNORECASE,
)


# "can you save that dream?", "please save it", "log that one too": the dream of the last message
# ("save both", "save them both", "log both of them": the dreams of a telling of two)
_SAVE_THAT = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|yes|yeah|please|pls|oh|also|actually|wait|hey|hi|um+)\W+)*"
    r"(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?)?(?:save|log|record|store|journal|add|write|jot)\s+"
    r"(?:(?:that|it|this)(?:\s+(?:dream|one|nightmare))?"
    r"|(?:both(?:\s+of\s+them)?|them(?:\s+both)?|those(?:\s+two)?|these(?:\s+two)?|the\s+two)"
    r"(?:\s+(?:dreams|ones|nightmares))?)"
    r"(?:\s+(?:for\s+me|please|too|as\s+well|down|"
    r"to\s+(?:my|the)\s+journal|in\s+(?:my|the)\s+journal))*"
    # "save this one as scary", "log it with the mood sad", "save it as Glass house"
    r"(?:\s*,?\s+(?:(?:with\s+(?:the\s+|a\s+)?)?mood\s*(?:of\s+|as\s+|:\s*)?[\"“']?(?P<mood>[a-z]{3,20})[\"”']?"
    r"|(?:as|titled|called)\s+[\"“']?(?P<name>[^\"”'.!?\n]{1,60}?)[\"”']?))?"
    # ("save it haha": probed, the 1.5B's "Okay, let's save that dream.", saved already)
    r"(?:\s+(?:please|pls|thanks|haha+|ha(?:ha)+|lol|lmao|xd))?\W*$",
    re.IGNORECASE,
)


def save_that_asked(text: str) -> re.Match[str] | None:
    """How ``text`` asks for "that dream" to be saved (its ``mood`` and ``name``, when given), or
    None."""
    return _SAVE_THAT.match(text)


def asks_to_save_that(text: str) -> bool:
    """Whether ``text`` asks for "that dream" to be saved, telling none."""
    return save_that_asked(text) is not None


# where a request to save "that dream" ends and another begins ("save it and tell me what water
# means")
_THEN_ASKS = re.compile(
    r"\s*(?:[,;.]\s*(?:and\s+|also\s+|then\s+)?|\s+(?:and|then)\s+(?:then\s+|also\s+)?)"
)


def save_that_first(text: str) -> tuple[str, str] | None:
    """(the request to save "that dream", what else is asked after it) when ``text`` asks both
    ("save it and tell me what water means": probed, the meaning read and the save not said),
    else None."""
    for cut in _THEN_ASKS.finditer(text):
        left, right = text[: cut.start()], text[cut.end() :].strip()
        if right and asks_to_save_that(left):
            return left, right
    return None


_SYMBOLS = re.compile(r"[^\w\s.,!?;:'\"()\-]+")


def announces_dream(message: str) -> bool:
    """Whether ``message`` says a dream was had without telling it ("I had the strangest dream",
    "morning :) had a nightmare last night", "i cant stop thinking about the dream i had"): a few
    words of greeting at most before it."""
    # (an emoji or two after it: "omg i had the craziest dream 😭😭" was saved as the dream)
    text = mend_typos(_SYMBOLS.sub(" ", message).strip())
    if any(
        p.match(text)
        for p in (
            _ANNOUNCED_SHORT,
            _ANNOUNCED_BY_HOW,
            _DWELLS_ON,
            _HELP_WITH_A_DREAM,
            _ANNOUNCED_AS_ONE,
            _SAME_AGAIN,
            _SAME_AS_THEIRS,
        )
    ):
        return True
    m = _ANNOUNCED.search(text)
    # (someone else's: "my husband had a nightmare last night" / "he dreamt someone broke into
    # our house", probed: saved as their own dream)
    return (
        m is not None
        and len(re.findall(r"\w+", text[: m.start()])) <= 3
        and not _SOMEONE_ELSES.search(text[: m.start()])
    )


_SOMEONE_ELSES = re.compile(
    r"\b(?:my|his|her|their|our|your|he|she|they|we|you|u)\b", re.IGNORECASE
)


# "but then i woke up right away", after a lucid dream told (probed: "Thank you for telling me")
WOKE_AT_ONCE = re.compile(
    r"^\W*(?:(?:but|and|then|so|sadly|unfortunately|of\s+course|lol)\W+)*(?:then\s+|it\s+only\s+lasted\s+a\s+second\s+and\s+)?"
    r"i\s+(?:\w+\s+)?(?:woke|woken|wake)\s+(?:up\s+)?(?:right\s+away|immediately|instantly|straight\s+away|right\s+after|"
    r"(?:pretty\s+much\s+)?(?:right\s+)?(?:as\s+soon\s+as|the\s+second|the\s+moment|when)\s+i\s+(?:realized|realised|noticed|knew)(?:\s+it)?)"
    r"(?:\s+(?:lol|haha|ugh))*\s*[.!]*\s*$",
    re.IGNORECASE,
)


# "i have a real exam next week", "shes actually engaged", "i've got an interview tomorrow": their
# life now or ahead, said after a dream (probed: the first saved as the telling of "ugh another
# exam dream", the second added to a dream of Anna's wedding)
_LIFE_NOW = re.compile(
    r"\b(?:he|she|they|we|it)(?:'s|s|\s+is|\s+are|'re|re)\s+actually\s+(?!in\s+(?:the|my|that)\s+dream)"
    r"|\bi\s+(?:have|'ve\s+got|ve\s+got|got)\s+(?:a|an|my|this)\s+(?:real\s+|actual\s+|big\s+)?[a-z]+(?:\s+[a-z]+)?\s+"
    r"(?:next\s+\w+|tomorrow|tonight|this\s+(?:week|weekend|month|friday|monday|tuesday|wednesday|thursday|saturday|sunday)|"
    r"on\s+\w+day|coming\s+up|soon|later\s+today)\b"
    r"|\b(?:a|an|my)\s+(?:real|actual)\s+(?:exam|test|interview|wedding|date|job|appointment|surgery|trip|flight)\b",
    re.IGNORECASE,
)


def could_continue(message: str) -> bool:
    """Whether ``message`` could be the telling of a dream announced before it: it asks nothing,
    keeps nothing back, is not about remembering it, and has a few words at least."""
    text = message.strip()
    return not (
        # a request is no telling: "show me dreams from 2025" after "I think I had a lucid
        # dream!" was saved as the dream
        requests(text)
        or _NOT_WANTED.search(text)
        # (waking at once is none: "i had a lucid dream last night" / "but then i woke up right
        # away", probed, saved as the dream)
        or WOKE_AT_ONCE.match(text)
        or _LIFE_NOW.search(text)
        # (what little is left of it is one: "i dont remember much, just that it was dark")
        or (_NOT_A_TELLING.search(text) and not _RECALLED_PIECE.match(text))
        or (
            len(re.findall(r"\w+", text)) < _MIN_CONTINUED_WORDS
            # ("i was a fish", after "i had a weird dream": probed, not saved, and added to no
            # dream) a scene in a few words
            and not _SHORT_SCENE.match(text)
        )
    )


_SHORT_SCENE = re.compile(
    r"^\W*(?:and\s+|so\s+)?(?:i|we)\s+(?:was|were)\s+(?:a|an|in|on|at|under|inside|underwater|"
    r"(?!freaking|crying|shaking|sweating|panicking|screaming)[a-z]+ing)\b[^?]*$",
    re.IGNORECASE,
)


# "i woke up sweating", "and then my alarm went off": waking, said right after a scene told without
# saying it was a dream ("i was being chased by something but i couldnt see it": probed, neither
# saved nor offered, then "I'm still here with you. Take your time…")
_WOKE_AFTER = re.compile(
    r"^\W*(?:(?:and|then|but|so|after\s+that|suddenly|finally|lol|omg)\W+)*"
    r"(?:i\s+(?:(?:just|finally|suddenly)\s+)?(?:woke\s+up|woke|jolted\s+awake|jerked\s+awake)"
    r"|my\s+alarm\s+(?:went\s+off|rang|woke\s+me(?:\s+up)?))\b[^?]{0,60}$",
    re.IGNORECASE,
)
_SCENE = re.compile(rf"\b(?:{_PAST}|was|were|had)\b", re.IGNORECASE)


def wakes_up(message: str) -> bool:
    """Whether ``message`` says they woke ("i woke up sweating"): the message before it is read
    only then."""
    return _WOKE_AFTER.match(message.strip()) is not None


def told_before_waking(previous: str, message: str, today: date) -> dict[str, str] | None:
    """The ``save_dream`` arguments when ``message`` wakes from the scene ``previous`` told
    without saying it was a dream ("i was being chased by something but i couldnt see it" / "i
    woke up sweating"): the two, told as one; else None."""
    if not _WOKE_AFTER.match(message.strip()):
        return None
    scene = previous.strip()
    if (
        len(re.findall(r"\w+", scene)) < _MIN_OFFER_WORDS
        or scene.endswith("?")
        or starts_as_question(scene)
        or requests(scene)
        or told_dream(scene, today) is not None
        or _NOT_WANTED.search(scene)
        or _SLEEP_ITSELF.search(scene)
        or _WAKING_LIFE.search(scene)
        or not _SCENE.search(scene)
    ):
        return None
    scene = scene if scene[-1:] in ".!…" else f"{scene}."
    return _told_args(f"{scene} {message.strip()}", today)


def continued_dream(previous: str, message: str, today: date) -> dict[str, str] | None:
    """The ``save_dream`` arguments when ``previous`` announced a dream without telling it ("I
    had the strangest dream") and ``message`` tells it ("I was in a library and all the books
    were blank"); else None. Measured: the telling was not saved, and the model answered it as
    chat."""
    # (or told one that keeps coming back: "i keep dreaming that i forget the baby somewhere" /
    # "last night i left her at the supermarket": probed, offered as maybe a dream, then "It's
    # normal to leave someone at the supermarket")
    if not could_continue(message):
        return None
    # (a dream told whole after its announcement, "nightmare again. the same man chasing me", is
    # none to be told next)
    if told_dream(previous, today) is not None:
        return None
    announced = (
        announces_dream(previous)
        # (not their waking life around it: "it was last year, a truck hit us on the highway",
        # after "ever since the accident i keep dreaming about the crash")
        or (tells_recurring(previous) and not _WAKING_LIFE.search(mend_typos(message)))
        # ("ive been having crazy dreams" / "like last night i gave birth to a cat": one of them)
        or (_DREAMS_OF_A_KIND.search(previous) and _FOR_EXAMPLE.match(message.strip()))
    )
    if not announced:
        return None
    args = _told_args(message, today, dated_by=previous)
    if tells_recurring(previous):
        args["text"] = _leaning_on(previous, args["text"])
    return args


# "in the second one my car got stolen", "the other one was about my mom": a later dream of those
# announced ("i had 2 dreams last night"), the first told before it (probed: added to the first)
_A_LATER_ONE = re.compile(
    rf"^\W*(?:(?:and|ok(?:ay)?|so|then|also)\W+)*(?P<mark>in\s+the\s+{_LATER_NTH}"
    rf"(?:\s+(?:one|dream|nightmare))?|(?P<named>the\s+{_LATER_NTH}\s+(?:one|dream|nightmare))"
    # (what it held, not how it was: "the other one was scary" tells nothing of it yet)
    r"(?=\s+(?:was|is)\s+(?:about|where|of)\b|\s+had\b)|(?:second|next|other)\s+(?:one|dream|nightmare)\s*:"
    # ("second one i was lost in a forest at night", after "i had 2 dreams last night" and the
    # first told: probed, added to the first) the telling right after it
    rf"|(?:the\s+)?{_LATER_NTH}\s+(?:one|dream|nightmare)\s*[,\-–—]?(?=\s*(?:i|we|my|there|someone)\s)"
    r"|(?:then\s+)?i\s+(?:also\s+)?had\s+another\s+(?:one|dream|nightmare)(?:\s+(?:where|about|that|in\s+which))?)"
    r"[\s,:]*(?=\w)",
    re.IGNORECASE,
)


_A_LATER_ONE_NAMED = re.compile(
    rf"^\W*(?:(?:and|ok(?:ay)?|so|then|also)\W+)*(?:in\s+)?the\s+{_LATER_NTH}\s+(?:one|dream|nightmare)\b",
    re.IGNORECASE,
)


def names_a_later_one(message: str, earlier: Sequence[str]) -> bool:
    """Whether ``message`` speaks of a later one of several dreams announced in ``earlier`` ("the
    other one was really scary"): not more of the first, told or not."""
    return _A_LATER_ONE_NAMED.match(message) is not None and any(
        _SEVERAL_OPENING.match(t.strip()) for t in earlier[:4]
    )


def later_dream_told(message: str, earlier: Sequence[str], today: date) -> dict[str, str] | None:
    """The ``save_dream`` arguments when ``message`` tells a later one of several dreams announced
    in ``earlier`` (their last messages, the latest first), the first told after the announcement
    ("i had 2 dreams last night" / "in the first one i was at the beach" / "in the second one my
    car got stolen"); else None: it is a dream of its own, not more of the first."""
    announced = next((t for t in earlier[:4] if _SEVERAL_OPENING.match(t.strip())), None)
    if announced is None or not could_continue(message):
        return None
    if earlier and names_a_later_one(earlier[0], earlier[1:]) and not starts_as_question(message):
        # (told after it was spoken of: "the other one was really scary" / "i was being chased
        # by a man in a hallway")
        return _told_args(message, today, dated_by=announced)
    m = _A_LATER_ONE.match(message)
    if m is None:
        return None
    # ("the other one was about my mom": as told; "in the second one my car got stolen": the scene)
    told = message.strip() if m["named"] else message[m.end() :]
    return _told_args(told, today, dated_by=announced)


def announced_night(previous: str, today: date) -> str | None:
    """The night (ISO date) ``previous`` announced a dream or several of (``"i had 2 dreams last
    night"``), for a dream told next that names none (probed: "in the first one i was at the
    beach" saved under today, the second under last night); else None."""
    if not (announces_dream(previous) or _SEVERAL_OPENING.match(previous.strip())):
        return None
    when = dream_date(mend_typos(previous), today)
    return None if when is None else when.isoformat()


# a telling that leans on the dream named before it: "same as before, they crumbled in my hand"
# after "i keep dreaming my teeth fall out" (probed: saved without the teeth it is about), "last
# night i left her at the supermarket" after "i keep dreaming that i forget the baby somewhere"
_LEANS = re.compile(r"\b(?:they|them|their|she|her|he|him|his|it|its)\b", re.IGNORECASE)


def _leaning_on(named: str, told: str) -> str:
    """``told`` with the dream it leans on (``named``: "i keep dreaming my teeth fall out") before
    it, when it leans on it ("same as before, they crumbled"); else ``told`` as it is."""
    if not (_AGAIN_TOLD.search(told) or _LEANS.search(told)):
        return told
    lead = without_trailing_question(named).strip().rstrip(",;:")
    lead = lead if lead[-1:] in ".!?…" else f"{lead}."
    return f"{lead} {told}"[:4000]


# "ive been having crazy dreams", "i get such weird dreams lately": dreams of a kind, told of
_DREAMS_OF_A_KIND = re.compile(
    r"\b(?:i'?ve\s+been|ive\s+been|i\s+have\s+been|i'?m|im|i\s+keep|i)\s+(?:having|getting|have|get)\s+"
    r"(?:(?:such|so\s+many|so|really|very|super|the|some|lots\s+of|a\s+lot\s+of)\s+)*"
    r"(?:crazy|weird|strange|vivid|wild|intense|odd|bizarre|bad|scary|awful|realistic)\s+(?:dreams|nightmares)\b",
    re.IGNORECASE,
)


def _told_args(message: str, today: date, *, dated_by: str = "") -> dict[str, str]:
    """The ``save_dream`` arguments for ``message``, a dream told: its words, and its night when
    ``dated_by`` (the message that announced it) or ``message`` names one."""
    text = _as_told(message)
    args = {"text": text[:4000]}
    when = dream_date(mend_typos(dated_by), today) or dream_date(mend_typos(text), today)
    if when is not None:
        args["date"] = when.isoformat()
    return args


# "last night it was the same, the glass breaking and the noise": the dream that keeps coming back,
# told again a few messages after it was named (probed: added to no dream, and lost)
_AGAIN_TOLD = re.compile(
    r"\b(?:it\s+was\s+(?:the\s+|exactly\s+the\s+)?same|(?:the\s+)?same\s+(?:thing|dream|one|nightmare)|"
    r"same\s+as\s+(?:before|always|usual|ever|last\s+time)|"
    r"it\s+(?:happened|came\s+back)\s+again|again\s+last\s+night|had\s+it\s+again)\b",
    re.IGNORECASE,
)


def recurring_told_again(
    earlier: Sequence[str], message: str, today: date
) -> dict[str, str] | None:
    """The ``save_dream`` arguments when ``message`` tells again the dream that keeps coming
    back, named in one of ``earlier`` (their last messages, the latest first): "ever since the
    accident i keep dreaming about the crash" / … / "last night it was the same, the glass
    breaking"; else None."""
    if not _AGAIN_TOLD.search(message) or not could_continue(message):
        return None
    named = next((m for m in earlier[:3] if tells_recurring(m)), None)
    if named is None:
        return None
    args = _told_args(message, today)
    args["text"] = _leaning_on(named, args["text"])
    return args


# "then the tide came in", "but then it just floated up", "also my friend jess was there": words
# that go on with what was told before.
_GOES_ON = re.compile(
    r"^\W*(?:(?:oh\s+)?(?:and|but|so|also|plus|then|after\s+that|afterwards|later(?:\s+on)?|"
    r"suddenly|next|eventually|finally|meanwhile|at\s+(?:the|one)\s+(?:end|point)|in\s+the\s+end|"
    r"at\s+first)\b[,]?\s+)+",
    re.IGNORECASE,
)
# The last sentence of a telling, said of their waking life in so many words ("I'm waiting for
# test results irl", "btw my sister really is pregnant")
_LIFE_AFTER = re.compile(
    r"(?<=[.!?…])\s+(?P<life>[^.!?…]*\b(?:irl|in\s+real\s+life|in\s+reality|in\s+my\s+(?:real|waking)\s+life|"
    r"for\s+context|btw|fyi)\b[^.!?…]*[.!?…]*)\s*$",
    re.IGNORECASE,
)
# ... a loss of theirs, dated, or missing them, told in a sentence after it ("dreamed about my
# grandpa again. he passed 2 years ago. i miss him so much": probed, kept as the dream's)
_LOSS_AFTER = re.compile(
    r"(?<=[.!?…])\s+(?P<life>(?:(?:and|but|so)\s+)?(?:"
    r"(?:he|she|they|my\s+\w+(?:\s+\w+)?|\w+)\s+(?:passed(?:\s+away|\s+on)?|died)\b[^.!?…]*?"
    r"\b(?:ago|last\s+(?!night\b)\w+|in\s+\d{4}|when\s+i\s+was)\b"
    r"|i\s+(?:really\s+|still\s+|just\s+|so\s+)?miss\s+(?:him|her|them|my\s+\w+|\w+)\b)"
    r"[^.!?…]*[.!?…]*)\s*$",
    re.IGNORECASE,
)
# ... what is ahead in their life, told in a sentence after it ("i dreamt i was late for my own
# wedding. im getting married in june!": probed, kept as the dream's, and the dream asked its night
# for "june")
_PLANS_AFTER = re.compile(
    r"(?<=[.!?…])\s+(?P<life>(?:(?:and|but|so|also|btw)\s+)?(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+"
    r"(?:actually\s+|really\s+|finally\s+)?(?:getting|going|starting|moving|having|flying|leaving|graduating|"
    r"retiring|travell?ing)\b[^.!?…]*?\b(?:in\s+[a-z]+|next\s+[a-z]+|tomorrow|soon|this\s+(?:week|month|year|"
    r"summer|winter|spring|fall|autumn|weekend)|on\s+[a-z]+day)\b[^.!?…]*[.!?…]*)\s*$",
    re.IGNORECASE,
)
# A scene or a feeling told in the past: "the bus had no brakes and i was scared", "it felt so
# peaceful", "i woke up sad after that".
_TOLD_PAST = re.compile(rf"\b(?:{_PAST}|felt|woke)\b", re.IGNORECASE)
# ... but a dream's scene likened to it ("she was baking bread like she used to", after a dream of
# a grandma: probed, added to no dream)
_LIKE_IT_USED_TO = "".join(
    rf"(?<!{w}\s{who}\s)" for w in ("like", "as") for who in ("she", "he", "they", "we", "i")
)
# "now im kind of mad at him even though he did nothing", "i feel weird around her today": a
# feeling a dream left toward someone in their life (``lingering``)
LINGERING = re.compile(
    r"^\W*(?:(?:and|but|so|now|honestly|tbh|lol|ugh+|like|still)\W+)*(?:"
    r"(?:i'?m|im|i\s+am|i\s+feel|i\s+felt|i\s+got|i'?ve\s+been|i\s+was)\s+(?:(?:kind\s+of|kinda|sort\s+of|so|really|still|"
    r"a\s+bit|a\s+little|actually|lowkey|weirdly|low\s+key|now)\s+)*"
    r"(?:mad|angry|annoyed|upset|pissed(?:\s+off)?|irritated|cross|jealous|hurt|weird|awkward|distant|cold|suspicious|"
    r"off|salty|grumpy)\s+(?:at|with|toward|towards|around|about)\s+(?:him|her|them|my\s+[a-z]+)"
    r"|i\s+(?:can'?t|cant|cannot)\s+(?:even\s+)?look\s+at\s+(?:him|her|them|my\s+[a-z]+)"
    # ("its so awkward now", after "i had a sex dream about my coworker": probed, "Thank you for
    # telling me…")
    r"|(?:it'?s|its|it\s+is|things\s+are|everything\s+is|it\s+feels)\s+(?:so\s+|kind\s+of\s+|kinda\s+|really\s+|a\s+bit\s+|super\s+)?"
    r"(?:awkward|weird|strange|uncomfortable|embarrassing)(?=\s+(?:now|with|around|between|at\s+work)|\s*[.!…]*\s*$))"
    r"\b[^?]*[.!…]*\s*$",
    re.IGNORECASE,
)
# ... said at the end of the dream's telling: "i dreamed my partner cheated on me and now im kind of
# mad at him lol"
_NOW_AFTER = re.compile(r"(?:[,.;!…]\s*|\s+)(?=(?:and\s+|but\s+|so\s+)?now\s)", re.IGNORECASE)


# ... and how things stand in their life, against it: "i dreamt i was pregnant but im not even
# trying", "… but shes only 12", "… but we're not together anymore" (probed: kept as the dream's);
# what they recall of the dream stays ("… but im not sure whose it was")
_BUT_IN_LIFE = re.compile(
    r"(?:,\s*|\s+)(?:but|though|tho|although|even\s+though)\s+"
    r"(?:i'?m|im|i\s+am|i\s+(?:don'?t|dont|do\s+not|haven'?t|havent|have\s+not|never|literally)|"
    r"we'?re\b(?<!were)|we\s+are|we\s+(?:don'?t|dont|haven'?t|havent)|she'?s|shes|she\s+is|he'?s|hes|he\s+is|"
    r"(?:she|he)\s+(?:doesn'?t|doesnt|does\s+not|has\s+never|never))\b"
    r"(?![^.!?]*\b(?:sure|remember|recall|know|think|forget|forgot|understand|get\s+why|certain)\b)"
    r"[^.!?]*[.!?]*\s*$"
    # "i dreamt my boss gave me a raise lol i wish" (probed: kept as the dream's)
    r"|[\s,.!]+(?:(?:lol|haha+|lmao)\s+)?(?:i\s+wish|if\s+only|as\s+if)(?:\s+(?:lol|haha+|lmao))?\s*[.!…]*\s*$",
    re.IGNORECASE,
)


def plans_after(text: str) -> tuple[str, str] | None:
    """A dream told, and what is ahead in their life told in a sentence after it ("i dreamt i was
    late for my own wedding. im getting married in june!"), as the two; else None."""
    if (plans := _PLANS_AFTER.search(text)) is None:
        return None
    return text[: plans.start()].strip(), plans["life"].strip()


def felt_since(text: str) -> int | None:
    """Where a feeling the dream left toward someone in their life starts in ``text``, a dream
    told ("… and now im kind of mad at him"), or None."""
    for found in _NOW_AFTER.finditer(text):
        if (
            LINGERING.match(text[found.end() :])
            and len(re.findall(r"\w+", text[: found.start()])) >= _MIN_WORDS
        ):
            return found.start()
    return None


# Their waking life, not the dream: "my dog died last year", "we used to go there as kids", "i had
# a cat named io", "that never happened in real life".
_WAKING_LIFE = re.compile(
    # ("we broke up in march", after a dream of their ex's new girlfriend: probed, added to the
    # dream) a parting or a loss of theirs, dated
    r"\b(?:we|i|he|she|they)\s+(?:broke\s+up|split(?:\s+up)?|separated|divorced|got\s+divorced|ended\s+things|"
    r"passed(?:\s+away|\s+on)?|died)\b[^.!?…]*?\b(?:ago|last\s+(?!night\b)\w+|in\s+\d{4}|"
    rf"in\s+(?:{'|'.join(MONTH_NAMES)})|when\s+i\s+was|this\s+(?:year|month|spring|summer|fall|autumn|winter))\b|"
    # ("io was fine when i woke up", after a dream of losing their cat in a flood: probed, added to
    # the dream, and the 1.5B's "Wow, that's great!")
    r"\b(?:was|is|were|are)\s+(?:totally\s+|completely\s+|perfectly\s+|just\s+)?(?:fine|ok|okay|safe|alright|"
    r"all\s+right|right\s+there|asleep\s+next\s+to\s+me)\s+when\s+i\s+(?:woke|got\s+up)\b|"
    # ("then i woke up for real and i was still in my bed": probed, after a dream inside a dream;
    # waking from it ends the telling)
    rf"{_LIKE_IT_USED_TO}\bused\s+to"
    # what they did once awake ("i hugged my mom when i woke up", "i woke up and called my
    # sister", after a dream of her lost: probed, added to the dream); how it left them stays
    # ("when i woke up i was crying"), and a waking inside the dream is the dream's
    r"|^(?!.*\bin\s+(?:the|my|that)\s+dream\b)(?=.*\b(?:(?:when|after|once|as\s+soon\s+as|the\s+(?:second|moment|minute))\s+"
    r"i\s+(?:woke|got\s+up)|woke\s+up\s+and)\b).*\b(?:i|and)\s+(?:\w+\s+)?(?:hugged|held|cuddled|kissed|called|"
    r"texted|messaged|rang|checked|googled|looked\s+(?:it\s+)?up|searched|wrote|told|went|ran\s+to|grabbed|prayed|drank)\b"
    # what they did once awake ("i checked all the locks twice after", after a nightmare of a
    # break-in: probed, added to the dream)
    # (waking, and how it left them, stay part of the telling: "i woke up sad after that", "felt
    # kinda guilty after")
    r"|^(?!.*\b(?:woke|felt|feel|feeling|was|were)\b).*\bafter(?:wards)?\s*[.!…]*\s*$"
    # a step of their life ("my boyfriend and i just moved in together though", after a dream of
    # a wedding: probed, added to the dream), or their present set against it ("im not even
    # engaged though")
    r"|\b(?:just|recently|finally)\s+(?:moved|got\s+(?:engaged|married|divorced|promoted|fired|a\s+new)|"
    r"started|broke\s+up|had\s+(?:a|our|my|the)\s+baby|graduated|quit|retired|bought\s+a\s+(?:house|flat|car))\b"
    r"|^(?=.*\b(?:i'?m|im|i\s+am|we'?re|we\s+are|i'?ve|we'?ve|i\s+have|we\s+have)\b).*\b(?:though|tho)\s*[.!…]*\s*$"
    # someone of theirs fine now ("shes fine, i checked", after a nightmare of a baby that stopped
    # breathing: probed, added to the dream)
    r"|^\W*(?:(?:but|and|ok|okay|lol|phew|thankfully|luckily)\W+)*(?:(?:he|she|they|it)(?:'s|s|\s+is|'re|re|\s+are)|"
    r"(?:my\s+)?[a-z]+\s+(?:is|are))\s+(?:totally\s+|completely\s+|perfectly\s+|just\s+|all\s+)?(?:fine|ok|okay|safe|"
    r"alright|all\s+right)\b"
    # who they are with now ("i feel guilty now, im married", after a happy dream of an ex:
    # probed, "im married" added to the dream)
    r"|\b(?:i'?m|im|i\s+am|we'?re|we\s+are)\s+(?:happily\s+|still\s+|now\s+)?(?:married|engaged|together|"
    r"in\s+a\s+relationship|seeing\s+someone)\b"
    r"|\bi\s+(?:have|'ve\s+got|ve\s+got|got)\s+a\s+(?:husband|wife|partner|boyfriend|girlfriend|bf|gf|fianc[eé]e?)\b"
    r"|\b(?:in\s+real\s+life|irl|(?<!woke\s)(?<!up\s)for\s+real|as\s+a\s+(?:kid|child|teen(?:ager)?)|growing\s+up|"
    r"grew\s+up|when\s+i\s+was\s+(?:a\s+)?(?:kid|child|little|young|younger|small|teen(?:ager)?|\d+)|"
    r"(?:last|this|that)\s+(?:year|month|week|summer|winter|spring|fall|autumn)|years?\s+ago|"
    r"months?\s+ago|weeks?\s+ago|(?:19|20)\d\d|named|called|never\s+happened|"
    # what they have never done or seen ("ive never even been to the beach", after "i keep dreaming
    # about the ocean": probed, saved as the dream), not how it made them feel ("ive never been
    # so scared")
    r"(?:i'?ve|ive|i\s+have|i)\s+never\s+(?:even\s+|actually\s+|really\s+|ever\s+)?(?:been\s+(?!so\b|that\b|more\b|as\b)|"
    r"seen|met|owned|had\s+(?:a|an|any)\b|lived|gone|visited|flown|swum|learned|learnt|traveled|travelled)|"
    # a span of their life ("ive been out for 20 years", after "i keep dreaming im back in high
    # school": probed, saved as the dream)
    r"for\s+(?:over\s+|almost\s+|about\s+|like\s+|nearly\s+|more\s+than\s+)?(?:\d+|a\s+few|a\s+couple\s+of|many|"
    r"several|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|forty)\s+(?:years?|decades?)|"
    r"(?:really|actually)\s+happened|passed\s+away|died|my\s+whole\s+life|in\s+my\s+life|"
    # (not "in the dream": "she was so kind to me in the dream" tells more of it; probed, not kept)
    r"today|yesterday|tonight|this\s+morning|(?<!\bin\sthe\s)(?<!\bin\smy\s)(?<!\bin\sthat\s)"
    r"(?:dream(?:s|ed|t)?|nightmares?)|"
    # the night around it: "i went to bed late", "i slept badly", "we watched a movie before bed"
    # (not someone asleep in it: "she was sleeping on my chest like always", of a cat lost:
    # probed, not added)
    r"went\s+to\s+bed|fell\s+asleep|slept|(?<!she\swas\s)(?<!he\swas\s)(?<!they\swere\s)(?<!it\swas\s)sleeping|"
    r"bedtime|before\s+(?:bed|sleep(?:ing)?)|"
    r"couldn'?t\s+sleep|all\s+day|the\s+whole\s+day|after\s+work|"
    # how often it comes: "it happens like every week" (probed, after "i keep dreaming my phone
    # wont work…": saved as the dream)
    r"(?:every|each)\s+(?:other\s+)?(?:night|week|month|day|morning)|(?:once|twice)\s+a\s+(?:week|month|night)|"
    r"all\s+the\s+time|happens|keeps\s+happening|for\s+(?:years|months|weeks|ages)|"
    # ("we havent talked in years", after a dream of a school friend: probed, added to the dream)
    r"in\s+(?:years|ages|months|forever|a\s+long\s+time|a\s+while)|anymore|any\s+more|these\s+days|nowadays)\b",
    re.IGNORECASE,
)
# Said of what was said: "that was a relief honestly", "this is helpful", "it's fine"; an answer
# to the companion's question ("yes", "no, not really"); what they think of it now.
_REACTION = re.compile(
    # ("now im kind of mad at him even though he did nothing", after a dream of a partner who
    # cheated: probed, added to the dream) how they are now
    r"^\W*(?:(?:and|but|so)\s+)?(?:now|still|honestly)?\W*(?:(?:that|this)(?:'s|\s+(?:was|is|sounds|seems|feels|makes))|it'?s\b|it\s+is\b|"
    # (not "no actually he promoted me": the dream told again, corrected; probed, left out)
    r"(?:yes|yeah|yep|yup|no(?!,?\s+(?:actually|wait)\b)|nope|nah|not\s+really|ok|okay|sure|maybe|haha|lol|"
    r"hmm+|idk)\b|"
    r"i\s+(?:think|guess|believe|wonder|feel\s+like|mean|suppose|hope|wish|want|need|miss|love|like|"
    r"hate|know|don'?t|can'?t|am|'m)\b|i'm\b|im\b"
    # ("ive always loved the sea", after a dream of a calm ocean: probed, added to the dream)
    r"|(?:i'?ve|ive|i\s+have)\s+(?:always|never)\b|i\s+always\s+(?:loved|liked|hated|wanted|been)\b"
    # ("i needed that", after a good dream for once: probed, added to the dream)
    r"|i\s+(?:really\s+|so\s+|just\s+)?(?:needed|loved|liked|enjoyed|missed|hated|wanted)\s+(?:that|this|it)"
    r"(?:\s+(?:so\s+much|a\s+lot|lol|tbh|honestly))*\s*[.!…]*\s*$"
    # ("i thought i was over him", after a dream of an ex: probed, added to the dream) what they
    # had thought of their life
    r"|i\s+(?:thought|figured|believed|assumed|was\s+sure)\s+(?:that\s+)?i\s*(?:was|had|'d|would|could)\b"
    # what would have been, said of it ("she would have loved that", after a dream of buying their
    # mom a house: probed, added to the dream)
    r"|(?:she|he|they|it|that|this|we|you|my\s+\w+)\s+(?:would|could|should|might)(?:\s+have|'ve|ve)\b"
    r"|(?:she|he|they)'d\s+have\b|if\s+only\b"
    # what someone was to them ("he was the best dog", after a dream of their dog, who died:
    # probed, added to the dream)
    r"|(?!.*\bin\s+(?:the|my|that)\s+dream\b)(?:she|he|they|it)\s+(?:was|were|is|are)\s+(?:just\s+|really\s+)?(?:the\s+(?:best|sweetest|kindest|greatest|"
    r"most\s+\w+)|such\s+an?|so\s+(?:sweet|kind|good|loyal|gentle|funny|special|loving))\b)",
    re.IGNORECASE,
)
_MIN_GOES_ON_WORDS = 3


# "like the kitchen one i had before", "it was just like my flying dream": an earlier dream pointed
# at by likeness, after one told (probed: added to it as its words, and the 1.5B's "imagining your
# house as a big, messy kitchen")
_LIKE_AN_EARLIER = re.compile(
    r"^\W*(?:(?:it|this|that)\s+(?:was|is|felt)\s+)?(?:(?:just|kinda|kind\s+of|sort\s+of|a\s+lot|so|a\s+bit)\s+)*"
    r"(?:like|similar\s+to|the\s+same\s+as)\s+(?:the|my|that)\s+(?:old\s+)?(?P<like>[a-z]{3,}(?:\s+[a-z]{3,})?)\s+(?:one|dream|nightmare)\b",
    re.IGNORECASE,
)


def likened_to(text: str) -> str | None:
    """The thing an earlier dream is pointed at by, when ``text`` likens one to it ("like the
    kitchen one i had before": "kitchen"): no more of the dream told, a dream pointed at."""
    like = _LIKE_AN_EARLIER.match(text)
    return None if like is None else like["like"]


def goes_on(message: str) -> bool:
    """Whether ``message`` says it goes on with what was told ("then…", "and…", "also…")."""
    return _GOES_ON.match(message) is not None


_SAID_IN_IT = re.compile(
    r"\b(?:he|she|they|it|someone|somebody|[a-z]+)\s+(?:told|asked|warned|reminded)\s+(?:me|us)\s+(?:that\s+)?[^.!?;]*"
    r"|\b(?:he|she|they|someone|somebody)\s+(?:said|kept\s+saying|whispered|yelled|shouted)\s+(?:that\s+)?[^.!?;]*",
    re.IGNORECASE,
)


def goes_on_with_a_telling(message: str) -> bool:
    """Whether ``message`` tells more of a dream told just before it ("then the tide came in and
    washed everything away", "the bus had no brakes and i was scared", "i woke up sad after
    that"): something that happened, or how it felt, told in the past, asking nothing; not a
    dream of its own, their waking life, or what they make of it now. Measured: each was left
    out of the dream saved a message before, so the journal held the first sentence of it. A
    question asked of it at its end is no part of it ("then my mom showed up, what does that
    mean?": probed, lost)."""
    text = without_trailing_question(message.strip())
    mended = mend_typos(text)
    plain = _GOES_ON.sub("", mended, count=1)
    # (what someone said in it is the dream's: "she told me i forgot something", after a dream of
    # an old teacher: probed, not added, for its "forgot")
    own = _SAID_IN_IT.sub(" ", text)
    return (
        len(re.findall(r"\w+", text)) >= _MIN_GOES_ON_WORDS
        and not text.endswith("?")
        and not starts_as_question(plain)
        and not requests(text)
        and not _NOT_WANTED.search(text)
        and not _NOT_A_TELLING.search(own)
        and not _NOT_RECALLED.search(own)
        and not _WAKING_LIFE.search(_DIED_NEXT.sub(" ", mended) if _NEXT.match(mended) else mended)
        and not _LIFE_NOW.search(mended)
        and not _REACTION.match(plain)
        and _TOLD_PAST.search(plain) is not None
    )


# "then she died in my arms", after "i dreamt my cat ran away": a death that comes next in the
# telling is the dream's (probed: met as someone lost in their life); dated, it is still theirs
_NEXT = re.compile(r"^\W*(?:and\s+)?(?:then|suddenly|next|after\s+that)\b", re.IGNORECASE)
_DIED_NEXT = re.compile(r"\b(?:died|passed\s+away)\b", re.IGNORECASE)


def not_wanted(message: str) -> bool:
    """Whether the user says that nothing of this message is to be saved."""
    return bool(_NOT_WANTED.search(message))


def _as_written(text: str, mended: str, start: int) -> str:
    """The part of ``text`` that is ``mended[start:]`` before its dream words were mended (a
    mended word may be longer or shorter than the one typed)."""
    tail = mended[start:]
    for k in sorted(
        range(max(0, start - 8), min(len(text), start + 8) + 1), key=lambda k: abs(k - start)
    ):
        if mend_typos(text[k:]) == tail:
            return text[k:].strip()
    return tail.strip()


# Words that ask for something to be kept: "remember", "note that down", "keep it in mind",
# "save this", "for later", "don't forget"…
_KEEP = re.compile(
    r"\b(?:remember|memori[sz]e|make\s+a\s+note|take\s+note|note\s+(?:\w+\s+){0,2}(?:down|that|this|it)"
    r"|(?:in|to)\s+(?:your|my|the)\s+(?:notes|memory)|jot|write\s+(?:\w+\s+){0,2}down"
    r"|keep\s+(?:\w+\s+){0,3}(?:in\s+mind|on\s+file|track)|keep\s+(?:that|this|it)\b"
    r"|save|store|log|record|for\s+later|for\s+next\s+time|do\s*n[o']?t\s+forget|do\s+not\s+forget"
    r"|never\s+forget)\b",
    re.IGNORECASE,
)
# "Did you save this one?", "Do you remember my sister?": questions about keeping, not requests.
_ABOUT_KEEPING = re.compile(
    r"^\s*(?:and\s+|so\s+|but\s+)?(?:did|have|has|had|was|were|do|does|is|are|what|which|who|when|where|why|how)\b",
    re.IGNORECASE,
)
_SENTENCE = re.compile(r"[^.!?\n]+[.!?]*")
# "To me, snakes mean change": the user's own meaning of a symbol, said as theirs.
_OWN_MEANING = re.compile(
    r"\b(?:to|for)\s+me\b|\bpersonally\b|\bmy\s+own\b|\bin\s+my\s+(?:life|dreams)\b", re.I
)


def asked_to_keep(message: str, tool: str) -> bool:
    """Whether ``message`` asks for something to be kept, so that a write of ``tool`` the model
    wrote may run: a request to remember or save (not a question about it, not "don't save"),
    or, for ``save_symbol_meaning``, a meaning the user gives as their own."""
    if not_wanted(message):
        return False
    for sentence in _SENTENCE.findall(message):
        question = sentence.rstrip().endswith("?") and _ABOUT_KEEPING.match(sentence)
        if question:
            continue
        if _KEEP.search(sentence) or any(
            one_typo_apart(w, "remember") for w in re.findall(r"[a-z]+", sentence.lower())
        ):
            return True
        if tool == "save_symbol_meaning" and _OWN_MEANING.search(sentence):
            return True
    return False


# "i keep dreaming im back in school…", "I keep having the same dream about falling": a recurring
# dream of theirs told (a meaning asked is of it), not a question about what recurs in the journal
# ("what do I keep dreaming about?").
_TELLS_RECURRING = re.compile(
    # ("ever since the accident i keep dreaming about the crash")
    r"(?:^|[.!?;,]\s*|\b(?:and|but|so|lately|recently|now)\s+|\b(?:ever\s+)?since\s+[^.!?;,]{1,40}?\s+)"
    r"\W*i\s+(?:always\s+|still\s+|often\s+)?"
    r"keep\s+(?:dreaming\b(?!\s+about\s*\??\s*$)|(?:having|seeing|getting)\b(?!\s+about\s*\??\s*$)"
    # (dreams of a kind, no one dream: "i keep having weird dreams", probed: "weird" searched, and
    # met with the line for a dream that keeps coming back)
    r"(?!\s+(?:(?:such|so|these|really|very|super|the|some|more|lots\s+of|a\s+lot\s+of)\s+)*(?:weird|strange|crazy|"
    r"vivid|intense|odd|bizarre|wild|realistic|random|lucid|long|short|busy|detailed|colou?rful)\s+"
    r"(?:dreams|nightmares)\b)"
    # (seeing it awake is no dream: "i keep seeing it when i close my eyes", after a crash told)
    r"(?!\s+flashbacks\b|[^.!?]*\b(?:when(?:ever)?|every\s+time)\s+i\s+(?:close|shut)\s+my\s+eyes"
    r"|[^.!?]*\bwhile\s+i'?m\s+awake"
    # ("i keep seeing 23 everywhere", after a dream of the number: probed, met as a dream that
    # keeps coming back)
    r"|(?<=seeing)[^.!?]*\b(?:everywhere|all\s+around|on\s+(?:clocks?|signs?|my\s+phone|plates?|receipts?)|"
    r"in\s+real\s+life|irl|during\s+the\s+day|when\s+i'?m\s+awake)\b))",
    re.IGNORECASE,
)


# "ugh, work dreams again", "another falling dream last night", "the teeth dream is back": a
# dream named by its thing, come again (measured: "ugh, work dreams again. the whole shift
# repeated over and over" listed the latest dreams)
_AGAIN = re.compile(
    r"(?:^|[.!?;,]\s*|\b(?:ugh+|so|and|but|oh|great|not)\W+)\W*"
    r"(?:(?:another|the|my|those|these|that)\s+)?"
    r"(?!(?:bad|weird|strange|crazy|vivid|scary|good|same|these|those|more|other|new|last|a|my|the|"
    r"recurring|usual)\b)(?P<thing>[a-z][a-z']+(?:\s+[a-z][a-z']+)?)\s+(?:dreams?|nightmares?)\s+"
    r"(?:again|(?:is|are)\s+back|came\s+back|(?:has|have)\s+come\s+back|returned)\b"
    r"|\banother\s+(?!(?:bad|weird|strange|crazy|vivid|scary|good|one)\b)(?P<thing2>[a-z][a-z']+)\s+"
    r"(?:dream|nightmare)\b",
    re.IGNORECASE,
)


def _told_again(message: str) -> bool:
    """Whether ``message`` names a dream come again and tells what happened in it this time
    ("another train dream, anna was there and she waved goodbye", "ugh, work dreams again. the
    whole shift repeated over and over"): a dream of a new night, to keep (measured: only the
    earlier dreams were searched)."""
    again = _AGAIN.search(message)
    if again is None or starts_as_question(message) or message.rstrip().endswith("?"):
        return False
    told = message[again.end() :]
    return (
        len(re.findall(r"\w+", told)) >= _MIN_CONTINUED_WORDS - 1
        and re.search(rf"\b{_PAST}\b", told, re.IGNORECASE) is not None
        and not _NOT_RECALLED.search(told)
    )


# "every night this week i've dreamt about water", "i've dreamed of her every night" (probed: the
# 1.5B's "You've had a dream about water.", nothing read)
_EVERY_NIGHT_OF = re.compile(
    r"\b(?:every|each)\s+night(?:\s+(?:this|last)\s+(?:week|month))?\b[^.!?]{0,20}?\bi(?:'ve|\s+have|ve)?\s+(?:been\s+)?"
    r"(?:dreamt|dreamed|dreaming|had\s+(?:a\s+)?(?:dreams?|nightmares?))\s+(?:about|of)\b"
    r"|\bi(?:'ve|\s+have|ve)?\s+(?:been\s+)?(?:often\s+|always\s+)?(?:dreamt|dreamed|dreaming|dream|have\s+dreams|"
    r"had\s+(?:dreams|nightmares)|have\s+nightmares)\s+(?:about|of)\s+"
    r"[^.!?]{1,40}?\s+(?:(?:almost|nearly|pretty\s+much|basically)\s+)?(?:every|each)\s+night\b",
    re.IGNORECASE,
)


# "i keep dreaming my teeth fall out and also last night i dreamt about a spider": a dream that
# keeps coming back, named, then a new one told (probed: one search for "teeth fall spider" in
# last night's dates; neither done)
_THEN_A_NEW_ONE = re.compile(
    # (at a clause's start only: "…, how many times have i dreamt it" tells none; probed, "i dreamt
    # it" saved as a dream)
    r"(?:\s*[,.;]\s*|\s+(?=(?:and|but|also|then)\s))(?:and\s+|but\s+)?(?:also\s+|then\s+)?(?=(?:(?:last\s+night|yesterday|this\s+morning|"
    r"the\s+other\s+night|last\s+\w+day)[,]?\s+)?i\s+(?:dreamt|dreamed|had\s+(?:a|an|another)\s+(?:\w+\s+)?(?:dream|nightmare)))",
    re.IGNORECASE,
)


def recurring_then_told(text: str, today: date) -> tuple[str, dict[str, str]] | None:
    """A dream that keeps coming back named first in ``text`` and a new dream told after it: the
    part that names the one coming back (its search), and the ``save_dream`` arguments of the
    new one; else None."""
    for cut in _THEN_A_NEW_ONE.finditer(text):
        head, tail = text[: cut.start()].strip(), text[cut.end() :].strip()
        if head and tells_recurring(head) and told_dream(head, today) is None:
            told = told_dream(tail, today)
            if told is not None:
                return head, told
    return None


# "im so tired of dreaming about exams", "i'm sick of having nightmares about work": a dream that
# keeps coming back, worn of (probed: "tired exams" searched, and "how do i make it stop" after it
# got the 1.5B's "Try taking a break…")
_TIRED_OF_DREAMING = re.compile(
    r"\b(?:i'?m|im|i\s+am)\s+(?:so\s+|really\s+|just\s+|getting\s+)*(?:tired|sick|fed\s+up)\s+of\s+"
    r"(?:always\s+)?(?:dreaming|having\s+(?:(?:the\s+same\s+|these\s+|those\s+)?(?:dreams?|nightmares?)))"
    r"(?=\s+(?:about|of|where|that)\b)",
    re.IGNORECASE,
)


def worn_by_a_dream(message: str) -> bool:
    """Whether ``message`` says they are tired of a dream that keeps coming back ("im so tired of
    dreaming about exams", "i keep dreaming about exams and im sick of it")."""
    return _TIRED_OF_DREAMING.search(message) is not None or (
        _TELLS_RECURRING.search(message) is not None and _SICK_OF_IT.search(message) is not None
    )


_SICK_OF_IT = re.compile(
    r"\b(?:i'?m|im|i\s+am)\s+(?:so\s+|really\s+|just\s+|getting\s+)*(?:tired|sick|fed\s+up)\s+of\s+(?:it|them)\b",
    re.IGNORECASE,
)


# "ive been dreaming about doors a lot", "i dream about my old school all the time": a thing that
# keeps coming back, said with how often (probed: "doors" searched, none found, and nothing more)
_DREAMT_OF_OFTEN = re.compile(
    r"^\W*(?:(?:so|and|but|lately|recently|honestly|hey|also|ok(?:ay)?)\W+)*"
    r"(?:(?:i'?ve|ive|i\s+have)\s+been\s+(?:dreaming|having\s+(?:dreams|nightmares))|i\s+(?:dream|have\s+dreams|get\s+dreams))\s+"
    r"(?P<thing>(?:about|of)\s+(?!(?:it|that|this|them|him|her|stuff|things|weird|random)\b)[a-z][^.!?,]{0,40}?)\s+"
    r"(?:a\s+lot|so\s+much|so\s+often|all\s+the\s+time|constantly|every\s+night|nonstop|non-stop)"
    r"(?:\s+(?:lately|recently|now|these\s+days|tbh|honestly))*\s*[.!?]*\s*$",
    re.IGNORECASE,
)


def tells_recurring(message: str) -> bool:
    """Whether ``message`` tells a dream of theirs that keeps coming back."""
    return (
        _TELLS_RECURRING.search(message) is not None
        or _DREAMT_OF_OFTEN.match(message.strip()) is not None
        or _TIRED_OF_DREAMING.search(message) is not None
        or _EVERY_NIGHT_OF.search(message) is not None
        or _BACK_AGAIN_TOLD.match(message) is not None
        or _AGAIN.search(message) is not None
        or _SAME_ONE.search(message) is not None
    )


def tells_the_same_one(message: str) -> bool:
    """Whether ``message`` says the same dream comes ("i get the same dream every time im
    stressed")."""
    return _SAME_ONE.search(message) is not None


# "i get the same dream every time im stressed" (probed: a lecture on stress, and the telling next
# met with "I'm still here with you")
_SAME_ONE = re.compile(
    r"\bi\s+(?:always\s+|often\s+|still\s+|usually\s+|sometimes\s+)?(?:get|have|see)\s+(?:the|this|that)\s+"
    r"(?:exact\s+|very\s+)?same\s+(?:\w+\s+)?(?:dream|nightmare)s?\b"
    # ("ive had the same dream since i was a kid": probed, "kid" searched, and its telling next
    # neither saved nor met)
    r"|\bi(?:'ve|\s+have|ve)\s+(?:always\s+)?(?:had|been\s+having)\s+(?:the|this|that)\s+(?:exact\s+|very\s+)?same\s+"
    r"(?:\w+\s+)?(?:dream|nightmare)s?\s+(?:since|for)\b"
    # ("ive had the same dream 3 nights in a row": probed, announced, and "what should i do" after
    # its telling met by the 1.5B's "Take a warm bath and meditate.")
    r"|\bi(?:'ve|\s+have|ve)?\s+(?:had|been\s+having|have)\s+(?:the|this|that)\s+(?:exact\s+|very\s+)?same\s+"
    r"(?:\w+\s+)?(?:dream|nightmare)s?\s+(?:\w+\s+){1,2}(?:nights?|times?)\s+(?:in\s+a\s+row|this\s+week|now|already)\b",
    re.IGNORECASE,
)


_CLAUSE_END = re.compile(
    r"[.?!;,]|\s(?:and|but|so)\s+(?:is|isn'?t|why|what|how|does|do|should|i|i'm|im|it|it's|that|"
    r"this|now)\b"
    # ("i keep dreaming about being late for exams even though i graduated 10 years ago": probed,
    # "late exams though graduated 10" searched)
    r"|\s(?:even\s+)?(?:though|tho|although|despite|because|cause|since|even\s+if|when\s+i(?:'ve|\s+have)?\s+"
    r"(?:never|not|already|long))\b",
    re.I,
)


def recurring_told(message: str) -> str:
    """What ``message`` tells keeps coming back ("i keep dreaming about my sister leaving, is that
    normal?" -> "about my sister leaving"): what the journal is searched for, the question beside
    it left out; "" when it tells none."""
    m = _TELLS_RECURRING.search(message) or _TIRED_OF_DREAMING.search(message)
    if m is None and (nightly := _EVERY_NIGHT_OF.search(message)) is not None:
        # ("every night this week i've dreamt about water": what follows "about"; "i've dreamt
        # about water every night": what comes before "every night")
        said = nightly.group(0)
        rest = message[nightly.end() :] if re.search(r"\b(?:about|of)$", said, re.I) else said
        rest = re.sub(
            r"\s*\b(?:(?:almost|nearly|pretty\s+much|basically)\s+)?(?:every|each)\s+night\b.*$",
            "",
            rest,
            flags=re.IGNORECASE,
        )
        end = _CLAUSE_END.search(rest)
        return rest[: end.start() if end else len(rest)].strip()
    if m is None and (often := _DREAMT_OF_OFTEN.match(message.strip())) is not None:
        return often["thing"]  # ("ive been dreaming about doors a lot": "about doors")
    if m is None:
        again = _AGAIN.search(message)
        return (again["thing"] or again["thing2"]) if again else ""
    end = _CLAUSE_END.search(message, m.end())
    return message[m.end() : end.start() if end else len(message)].strip()


_DREAM_TOLD = re.compile(
    r"\bi\s+(?:dreamt|dreamed|dremt|had\s+(?:a|this|the)\s+(?:\w+\s+)?(?:dream|nightmare))\b", re.I
)


def tells_a_dream(message: str, today: date) -> bool:
    """Whether ``message`` tells a dream of theirs, however little of it ("…my dog died last
    month and I dreamed about him"): what "save that dream" or "what could that mean" after it
    is about."""
    return (
        told_dream(message, today) is not None
        or maybe_told(message, today) is not None
        or tells_recurring(message)
        or _DREAM_TOLD.search(message) is not None
    )


def tells_of_a_dream(message: str) -> bool:
    """Whether ``message`` tells a dream, or a scene of one: what a reply to a dream told after
    it does not mix in."""
    return tells_a_dream(message, date.today()) or tells_a_scene(message)


# "i was at my old highschool but it was underwater and the teachers were fish": a scene told in
# the past, first person, though no dream word is said.
_SCENE_TOLD = re.compile(
    r"\b(?:i|we)\s+(?:was|were)\b|\bthere\s+(?:was|were)\b"
    r"|\b(?:i|we)\s+(?:saw|found|met|walked|ran|flew|fell|swam|climbed|heard)\b",
    re.IGNORECASE,
)
_MIN_SCENE_WORDS = 6


def tells_a_scene(message: str) -> bool:
    """Whether ``message`` tells a scene of theirs in the past ("ok so this one was wild. i was
    at my old highschool but it was underwater…"), asking nothing: a dream when they ask to save
    it, though it names none."""
    text = message.strip()
    return (
        _SCENE_TOLD.search(text) is not None
        and len(re.findall(r"\w+", text)) >= _MIN_SCENE_WORDS
        # (their waking life: "he died when i was 12", measured, read as a dream told)
        and not _WAKING_LIFE.search(mend_typos(text))
        and not text.endswith("?")
        and not requests(text)
        and not _NOT_WANTED.search(text)
    )
