"""Requests about one record, said in so many words, recognised without the model.

- "show me dream 3", "read me that dream" → ``show_dream``
- "delete my dream about the snake", "remove dream #3" → ``delete_dream`` (a proposal)
- "change the title of my last dream to Glass forest", "set the mood of dream 3 to calm"
  → ``edit_dream`` (a proposal)
- "forget that my sister is Anna", "forget memory 2" → ``forget`` (a proposal); "forget
  everything you know about me" → ``forget(memory="everything")``
- "edit my last dream: the wedding was my cousin's" → ``edit_dream`` with that ``note`` added
- "yes" / "do it" after a proposal → ``confirm_change``; "no" / "keep it" → ``decline_change``
- a follow-up about what the conversation was just about ("when was that?", "how did I feel in
  it?", "what else happened?") → ``show_dream(dream="previous")``

Destructive requests only ever *propose*: the journal stores the change and the next message has
to confirm it (``sandman.storage`` enforces that; nothing is deleted by a single message).
"""

from __future__ import annotations

import re
from datetime import date

from ..language import (
    MONTH_NAMES,
    ORDINALS,
    SAID_ID,
    SAID_LAST,
    SAID_THAT,
    SANDMAN_ITSELF,
    asks_the_talk_away,
    calendar_days,
    dream_date,
    dream_ref,
    mend_dream_words,
    says_yes,
)
from ..tools import FORGET_EVERYTHING
from ._questions import MOOD_WORDS

_POLITE = (
    r"^\s*(?:(?:ok|okay|so|and|also|hey|now|whatever|fine|anyway|alright|well|ok\s+fine)[,]?\s+)?"
    # "actually yes delete it", after "wait no" (probed: nothing asked, and the 1.5B's "Sure."):
    # the change asked anew
    r"(?:(?:actually|on\s+second\s+thought|no\s+wait|hmm+)[,]?\s+(?:(?:yes|yeah|yep|ok|okay)[,]?\s+)?)?"
    r"(?:please\s+|pls\s+|(?:can|could|would)\s+(?:you|u)\s+(?:please\s+)?)?"
)
_ID, _LAST, _THAT = SAID_ID, SAID_LAST, SAID_THAT

# "i want to delete all my dreams from october", "i'd like to remove dream 4" (probed: no request
# read): a wish to delete, of a dream or the journal only, since "i want to get rid of these
# nightmares" or "i want to erase it from my mind" are feelings, not requests
_WANT = (
    r"(?:i\s+(?:really\s+|just\s+)?(?:want|wanna|would\s+like|need)\s+(?:to\s+)?|i'?d\s+like\s+to\s+)"
    r"(?=(?:delete|remove)\s+(?:(?:all\s+(?:of\s+)?)?(?:my|the|this|that|it|dream|entry|#?\d)|everything)"
    r"(?![^.?!]*\b(?:from|out\s+of)\s+my\s+(?:head|mind|life|memory|thoughts)))"
)
# "wipe my whole journal", "clear all my dreams": of the journal only ("clear my head" is no request)
_WIPE = (
    r"(?:wipe|clear)(?:\s+out)?(?=\s+(?:(?:all\s+(?:of\s+)?)?(?:my|the)\s+[^.?!]*?\b(?:journal|diary|dreams|entries)\b"
    r"|everything\s*[.!]*\s*$))"
)
_DELETE = re.compile(
    _POLITE
    + r"(?:"
    + _WANT
    + r")?(?:delete|remove|erase|get\s+rid\s+of|throw\s+away|discard|trash|"
    + _WIPE
    # ("i want to delete this app": Sandman itself, no dream)
    + r")\s+(?P<target>(?!(?:this|the)\s+(?:app|program)\b|sandman\b|you\b).+?)"
    r"(?:\s+(?:from|in)\s+(?:my|the)\s+(?:journal|diary))?\s*(?:please)?[.!]*\s*$",
    re.IGNORECASE,
)
_FORGET = re.compile(
    _POLITE + r"(?:forget|stop\s+remembering|unremember|erase\s+the\s+memory)\s+"
    # ("forget what i told you about my cat": probed, that whole phrase looked for)
    r"(?:(?:that|about|the\s+fact\s+that|(?:what|everything|anything|all|whatever)\s+(?:that\s+)?i\s+"
    r"(?:said|told\s+you|mentioned|wrote|shared|asked\s+you\s+to\s+remember)\s+(?:about|of|on)|"
    r"(?:everything|anything|all)\s+(?:you\s+know\s+)?about|the\s+(?:thing|stuff|bit|part|one)\s+about)\s+)?"
    r"(?P<target>.+?)\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "delete everything i told you about my sister", "forget all you know about my job": every memory
# of one thing (probed: all three of their memories proposed, and forgotten on "yes")
_FORGET_ALL_OF = re.compile(
    _POLITE
    + r"(?:forget|delete|remove|erase|wipe|clear)\s+(?:everything|all(?:\s+of\s+)?(?:the\s+)?"
    r"(?:things|facts|memories|stuff)?|anything|whatever)\s+(?:that\s+)?(?:i(?:'ve|\s+have)?\s+(?:said|told\s+you|"
    r"mentioned|shared|asked\s+you\s+to\s+remember)|you\s+(?:know|remember|have\s+on\s+me))?\s*"
    r"(?:about|of|on|regarding|concerning)\s+(?!(?:me|myself|that|it|this|those|them|these)\b)(?P<target>.+?)\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "i want to change the title of my last dream to teeth again", "can i rename the teeth dream"
# (probed: the latest dream listed, nothing changed): a wish to change a dream, said of one
_EDIT_WANT = (
    r"(?:(?:i\s+(?:really\s+|just\s+)?(?:want|wanna|would\s+like|need)\s+(?:to\s+)?|i'?d\s+like\s+to\s+|id\s+like\s+to\s+|"
    r"(?:can|could|may)\s+i\s+|let\s+me\s+)"
    r"(?=\w+\s+[^.?!]*\b(?:dream|dreams|title|mood|entry|nightmare)\b))?"
)
_EDIT = re.compile(
    _POLITE + _EDIT_WANT + r"(?:change|set|update|edit|fix|correct|make|rename)\s+"
    r"(?:the\s+(?P<field>title|mood|date|text|name)\s+(?:of|for|on)\s+)?(?P<target>.+?)"
    # "change my last dream to: …" gives the new text (its "to" was read as the dream's name);
    # "edit my last dream, the car was blue not red" corrects a detail, as after a colon
    r"(?:\s+(?:to|as|into|should\s+be)(?:\s*:)?|\s*(?P<colon>[:,;–—]))\s+[\"“']?(?P<value>.+?)[\"”']?\s*[.!]*\s*$",
    re.IGNORECASE | re.DOTALL,
)
_AND_ITS_MOOD = re.compile(
    r"\s*,?\s+and\s+(?:(?:also|then)\s+)?(?:set|change|make|put)\s+(?:the|its|it'?s|her|his)\s+mood\s+(?:to\s+|as\s+)?"
    r"(?P<mood>[a-z]+)\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "and set the mood to funny", "change its title to Potato panic": the dream talked about (probed:
# after a title was proposed, the 1.5B went on about a bowl of potatoes, nothing changed)
_WITH_MOOD = re.compile(
    # "save it with the mood excited", "log it as mood: calm" (probed: the 1.5B went on about
    # having more lucid dreams, nothing changed)
    _POLITE
    + r"(?:save|keep|log|mark|tag)\s+(?:it|that|this(?:\s+one)?)\s+(?:with|as)\s+(?:the\s+|a\s+)?mood\s*"
    r"(?:of|as|:|to)?\s+(?P<mood>[a-z]+)\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "mark it as a bad dream", "tag this one as a happy one", "call it a nightmare": a kind of dream
# said, its mood (probed: "save that as a nightmare" proposed the title "a nightmare")
_AS_A_KIND = re.compile(
    _POLITE
    # (saved as one, "save that as a nightmare", is the telling's: ``saved_from_before``, else
    # ``sandman.routing._intents.mood_of_that``)
    + r"(?:(?:mark|tag|label|file|count|class(?:ify)?)\s+(?:it|that|this)(?:\s+one)?\s+"
    r"(?:as\s+)?(?P<kind>(?:an?\s+)?[a-z]+(?:\s+(?:dream|one))?)"
    # ("call it scary" names it; "call it a nightmare" says what kind it was)
    r"|call\s+(?:it|that|this)(?:\s+one)?\s+(?P<called>an?\s+[a-z]+(?:\s+(?:dream|one))?))\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "mark my last dream as a nightmare", "tag the snake dream as scary", "label dream 3 as happy"
# (probed: the latest dream shown, or the 1.5B's words alone; nothing changed): a dream named,
# and its mood
_MARK_ONE_AS = re.compile(
    _POLITE
    + r"(?:mark|tag|label|file|classify|count)\s+(?P<target>(?:dream\s+#?\d+|#\d+|(?:my|the|that)\s+[^.?!]{0,60}?"
    r"\b(?:dream|nightmare|one|entry)))\s+as\s+(?P<kind>(?:an?\s+)?[a-z]+(?:\s+(?:dream|one))?)\s*[.!]*\s*$",
    re.IGNORECASE,
)
_KIND = re.compile(
    r"^(?:an?\s+)?(?:(?P<nightmare>nightmare|bad\s+(?:dream|one))|(?P<good>good\s+(?:dream|one))|"
    r"(?P<mood>[a-z]+)(?:\s+(?:dream|one))?)$",
    re.IGNORECASE,
)


def mood_named(kind: str) -> str | None:
    """The mood a kind of dream names ("a nightmare", "a bad one": nightmare; "a good dream":
    good; "a happy one", "scary": that mood), or None (a title: "a flying dream")."""
    m = _KIND.match(kind.strip())
    if m is None:
        return None
    if m["nightmare"] or m["good"]:
        return "nightmare" if m["nightmare"] else "good"  # the journal's moods of either
    return m["mood"].lower() if m["mood"].lower() in MOOD_WORDS else None


# "mood: peaceful", on its own line after a dream told (probed: nothing changed)
_MOOD_ALONE = re.compile(
    r"^\W*(?:(?:its|it'?s|the|and\s+the)\s+)?mood\s*(?:[:\-–—=]|\s(?:was|is|should\s+be))\s*(?P<mood>[a-z]+)\s*[.!]*\s*$",
    re.IGNORECASE,
)
_SET_ITS = re.compile(
    _POLITE
    + r"(?:change|set|update|make|put)\s+(?:the|its|it'?s)\s+(?P<field>title|mood|date|name)\s+"
    # ("make its mood scary too": probed, the model's words, nothing changed)
    r"(?:(?:to|as)\s+|(?<=mood\s)(?!(?:of|for|on|in)\b))[\"“']?(?P<value>[^\"”']{1,80}?)[\"”']?(?:\s+(?:too|as\s+well|please))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "actually the exam dream was on october 8", "the teeth one was from tuesday, not wednesday": its
# night corrected (probed: "exam 8th 9th" searched); said as a correction, with a cue or a "not"
_WAS_ON = re.compile(
    r"^\W*(?P<cue>(?:(?:actually|oh|wait|sorry|oops|correction|no|um+)\W+)+)?(?:the|my|that)\s+"
    r"(?P<target>(?:[\w']+\s+){0,3}?(?:dream|nightmare|one))\s+was\s+(?:actually\s+|really\s+)?"
    r"(?:on|from)\s+(?P<when>[^,.!?]+?)(?P<not>\s*,?\s*not\s+[^.!?]+)?\s*[.!]*\s*$",
    re.IGNORECASE,
)
# "it was on the 8th not the 9th", "oops the date is wrong, it was the 8th", "actually that was
# tuesday, not wednesday", "i had it 2 nights ago not last night": the night of the dream talked
# about, corrected (probed: each met with words, nothing changed). A day named alone goes to the
# journal as ``day``, which the dream's own month completes; the change waits for a yes.
_DATE_FIX = re.compile(
    r"^\W*(?P<cue>(?:(?:actually|oh|wait|sorry|oops|correction|no|um+|hmm+|ah)\W+)+)?"
    r"(?:(?P<wrong>(?:the\s+)?date\s+(?:is|was|'?s)\s+wrong|wrong\s+date|(?:the|its|it'?s)\s+date\s+"
    r"(?:should\s+be|is)|fix\s+the\s+date)\W+)?"
    r"(?P<lead>(?:it|that|this)(?:\s+one|\s+dream)?\s+(?:was|happened|should\s+be)(?:\s+actually|\s+really)?"
    r"|i\s+(?:had|dreamt|dreamed)\s+(?:it|that|this)(?:\s+one|\s+dream)?(?:\s+actually)?)?"
    r"\s*(?:on\s+|from\s+)?(?P<when>[^,.!?]+?)(?P<not>\s*,?\s*(?:and\s+)?not\s+[^.!?]+?)?"
    # ("it was on the 3rd actually": probed, added to the dream's words)
    r"(?P<after>\s*,?\s*(?:actually|i\s+think|sorry|oops|my\s+bad|instead))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_A_NIGHT_SAID = re.compile(
    r"(?:last\s+|this\s+(?:past\s+)?)?(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?:\s+night)?"
    # (not "it was last night": said, not corrected)
    r"|the\s+night\s+before(?:\s+last)?|(?:two|three|2|3)\s+nights\s+ago",
    re.IGNORECASE,
)
_NAMED_TARGET = (
    r"(?P<target>(?:the|that|this|my\s+last)\s+(?:dream|one|nightmare)|"
    r"(?:the|my)\s+(?!(?:dream|one|nightmare)\b)[a-z]+(?:\s+[a-z]+)?\s+(?:dream|one|nightmare)|it|that|this|"
    + SAID_ID
    + r")"
)
# (asked, "can you title it Hometown Sunset?": probed, the 1.5B's "Hometown Sunset", nothing
# changed; not a title to be thought of: "can you name it something nice?")
_NEW_TITLE = (
    r"(?:[\"“'](?P<quoted>[^\"”']{1,80})[\"”']|(?!(?:something|anything|whatever)\b)(?P<plain>[a-z][\w' -]{0,60}?))"
    r"\s*[.!?]*\s*$"
)
# "can u call the dream "the door"", "name it Glass house", "title that one Wedding": its title
# (measured: "Certainly! The dream "the door" can be a metaphor…", nothing changed)
_NAME_IT = re.compile(
    _POLITE
    # ('ok log it please, call it "the kitchen"': probed, "I understand.", nothing changed; the
    # dream was saved when it was told, so its title is what is asked)
    + r"(?:(?:save|log|keep|record)\s+(?:it|that|this(?:\s+one)?)(?:\s+please)?\s*(?:,|and|&|\.)\s*"
    r"(?:and\s+|then\s+)?(?:please\s+)?)?"
    # ("can u save it as "crystal cave"", after the dream was saved: probed, nothing changed)
    + r"(?:call|name|title|(?:save|keep|file)(?=\s+\S+(?:\s+(?:dream|one|nightmare))?\s+as\s))\s+"
    # ("call the snake dream bracelet": probed, read as a phone call Sandman cannot make)
    + _NAMED_TARGET
    + r"\s+(?:as\s+)?"
    + _NEW_TITLE,
    re.IGNORECASE,
)
# "can you give my last dream a title? call it glass bridge", "give the snake dream the title
# bracelet" (probed: the latest dream shown, nothing changed)
_GIVE_TITLE = re.compile(
    _POLITE + r"(?:give|put)\s+" + _NAMED_TARGET + r"\s+(?:a|the)\s+(?:title|name)(?:\s+of)?"
    r"(?:\s*[?.,;:!]+\s*(?:and\s+|then\s+)?(?:please\s+)?(?:call|name|title)\s+it|\s*:|\s+like)?\s+"
    + _NEW_TITLE,
    re.IGNORECASE,
)
# "forget everything you know about me", "delete all the things I told you": every memory.
_FORGET_ALL = re.compile(
    _POLITE + r"(?:forget|delete|erase|wipe|remove|clear)\s+(?:everything|all(?:\s+(?:of\s+)?"
    r"(?:the\s+|my\s+)?(?:things|facts|memories|stuff|that))?)\s+"
    r"(?:(?:that\s+)?(?:you\s+(?:know|remember|learned|have\s+learned|have\s+on\s+me)"
    r"|i(?:'ve|\s+have)?\s+told\s+you|about\s+me)\b|you\s+know\b)"
    # (not all of one thing: "can you delete everything i told you about my sister", probed: all
    # three of their memories proposed, and forgotten on "yes")
    r"(?!\s+(?:about|of|regarding|concerning|on|to\s+do\s+with)\s+(?!(?:me|myself|it|that)\b))"
    r"[^.!?]{0,40}[.!]*\s*$"
    # ("forget everything", "delete all my memories": probed, the 1.5B's words alone, and a dream
    # called "all my memories" looked for)
    r"|" + _POLITE + r"(?:forget\s+everything"
    r"|(?:forget|delete|erase|wipe|remove|clear)\s+(?:all\s+(?:of\s+)?|every\s+)?(?:my\s+|the\s+|your\s+)?"
    r"(?:memories|memory|facts|saved\s+facts|things\s+you\s+remember))"
    r"(?:\s+(?:please|pls|now|then|too))?\s*[.!]*\s*$",
    re.IGNORECASE,
)
_SHOW = re.compile(
    _POLITE + r"(?:show|read|open|display|give|tell)\s+(?:me\s+)?(?:again\s+)?"
    # "tell me about my last dream"; not "tell me about it", which is no dream named
    r"(?:about\s+(?!(?:it|that|this)\s*(?:again\s*)?(?:please\s*)?[.!?]*\s*$))?"
    rf"(?:(?P<target>{_ID}|{_LAST}|{_THAT}|the\s+whole\s+(?:dream|thing))"
    r"|(?:the|my)\s+dream\s+(?:called|titled|named)\s+[\"“']?(?P<title>[^\"”'?!]{1,80}?)[\"”']?)"
    # ("show it to me", after a dream saved: probed, "Sure, I'll show you the dream.", nothing shown)
    r"(?:\s+to\s+me)?(?:\s+again)?\s*(?:please)?[.!?]*\s*$",
    re.IGNORECASE,
)
# "what did she say in the dream", "who was the man in that dream": a question asked of the dream
# talked about, which holds what they told of it (probed: "I'm not sure what to say to that", the
# 1.5B's answer, made up, held back)
_ASKED_OF_IT = re.compile(
    r"^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*(?:what|who|where|why|how|which)\b"
    r"(?![^?.!]*\b(?:mean|means|meaning|symboli[sz]e|represent)\b)[^?.!]{0,60}?\b(?:in|during|from)\s+"
    r"(?:the|that|this)\s+(?:dream|nightmare|one)\s*[?.!]*\s*$"
    # "what did i say it felt like", "what did i say it was about" (probed, after a dream asked
    # for: their memories listed)
    r"|^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*what\s+did\s+i\s+(?:say|tell\s+(?:you|u)|write)\s+"
    r"(?:it|that|that\s+one|that\s+dream)\s+(?:felt\s+like|was\s+(?:about|like))\s*[?.!]*\s*$"
    # "whats the mood of it", "what title does it have" (probed, after a dream saved: "I'm not sure
    # what to say to that")
    r"|^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*(?:what'?s|whats|what\s+(?:is|was))\s+(?:the\s+)?"
    r"(?:mood|title|date|name)\s+(?:of|for|on)\s+(?:it|that|this)(?:\s+(?:one|dream|nightmare))?\s*[?.!]*\s*$"
    r"|^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*what\s+(?:mood|title|date)\s+(?:does|did|is|was)\s+(?:it|that|this)"
    r"(?:\s+(?:one|dream))?(?:\s+(?:have|get|saved\s+(?:as|with)))?\s*[?.!]*\s*$"
    # "do you remember this dream", "remember the dream i told you about" (probed: their memories
    # recalled)
    r"|^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?|hey)\W+)*(?:(?:do|did|can|could)\s+(?:you|u)\s+(?:still\s+)?)?"
    r"(?:remember|recall)\s+(?:this|that|the|my)\s+(?:dream|nightmare|one)"
    r"(?:\s+(?:i|we)\s+(?:just\s+)?(?:told\s+(?:you|u)(?:\s+about)?|talked\s+about|had|saved))?"
    r"(?:\s+(?:earlier|before|just\s+now))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "read me my dream about the ocean" (probed: "read ocean" searched); "do you remember the dream i
# told you about the green snake" (probed: their memories searched for "green snake", "You
# haven't asked me to remember anything about green snake yet.")
_SHOW_ABOUT = re.compile(
    _POLITE
    + r"(?:show|read|open|display|pull\s+up|bring\s+up|find|(?:do\s+(?:you|u)\s+)?(?:remember|recall))\s+"
    r"(?:me\s+)?(?:again\s+)?"
    r"(?:the|my|that)\s+(?:dream|nightmare)\s+(?:(?:i|that\s+i)\s+(?:told\s+(?:you|u)|had|saved|logged)\s+)?"
    r"(?:about|of|with|where)\s+(?:the\s+|a\s+|an\s+|my\s+)?"
    r"(?P<named>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)(?:\s+again)?\s*(?:please)?[.!?]*\s*$",
    re.IGNORECASE,
)
# "when was that", right after a dream was shown (probed: "I'm not sure what to say to that")
_WHEN_WAS_IT = re.compile(
    r"^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*(?:when|how\s+long\s+ago|how\s+many\s+(?:days|weeks|months)\s+ago)\s+"
    r"(?:was|is|did\s+i\s+(?:have|dream))\s+(?:that|it|this)"
    # ("how long ago was that", after the latest dream of flying: probed, "I'm not sure what to
    # say to that")
    r"(?:\s+(?:one|dream|nightmare))?(?:\s+again)?\s*[?.!]*\s*$"
    r"|^\W*(?:(?:so|and|but|wait|hmm+|ok(?:ay)?)\W+)*how\s+long\s+(?:has\s+it\s+been|ago)(?:\s+since(?:\s+(?:that|then|"
    r"that\s+one|that\s+dream))?)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "show me the exam one", "pull up my lighthouse dream": a dream named by what it held
# (measured: "show me the exam one" was answered "I will provide the exam questions…")
_SHOW_NAMED = re.compile(
    _POLITE + r"(?:show|read|open|display|pull\s+up|bring\s+up|find|describe|go\s+over"
    # "tell me about the ocean dream again" (measured: the 1.5B made up an ocean "where creatures
    # swim freely and fish breathe")
    r"|(?:tell|remind)\s+me\s+(?:again\s+|more\s+)?(?:about|of))\s+(?:me\s+)?(?:again\s+)?"
    r"(?:the|my|that)\s+(?P<named>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,2}?)\s+(?:one|dream|nightmare)"
    r"(?:\s+again)?\s*(?:please)?[.!?]*\s*$",
    re.IGNORECASE,
)
# "what was the second one about", "what happened in the third one", after a list (probed:
# nothing read, the list shown again): that one, as "show me the second one" is
_WHAT_WAS_ONE = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|hmm+)\W+)*(?:what\s+(?:was|happened\s+in|happens\s+in)|what'?s)\s+"
    # (not "the first one", which the journal reads as the earliest by date: ``dream_ref``)
    r"(?P<named>the\s+(?:second|third|2nd|3rd)\s+(?:one|dream|nightmare))(?:\s+about)?"
    r"(?:\s+again)?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_NO = re.compile(
    r"^\s*(?:(?:wait|hold\s+on|actually|oh|um|hmm|sorry)[,!.]*\s+)*"
    r"(?:no|nope|nah|n|cancel|don'?t|do\s+not|keep\s+it|never\s*mind|stop|leave\s+it|wait)"
    r"(?:[,!.\s]+(?:thanks?|thank\s+you|keep\s+it|don'?t|leave\s+it|cancel|wait|actually|"
    r"don'?t\s+(?:delete|change|forget)\s+(?:it|that)|i\s+changed\s+my\s+mind))*\s*[.!]*\s*$",
    re.IGNORECASE,
)
_FOLLOW_UP = re.compile(
    # ("what day is it?" asks the date: it showed the dream just talked about)
    r"^\s*(?:and\s+|so\s+|but\s+)?(?!(?:what|which)\s+(?:day|date)\s+is\s+it\b)(?:"
    r"(?:when|where|how|what|why|who|which)\b(?![^?]*\bmean)[^.!?,]{0,60}\b(?:that|it|this|there|then|the\s+dream|that\s+one)\b"
    # "this month", "that week": a period, not the dream just talked about; "this journal":
    # the whole of it (measured: "how long have I been keeping this journal?" showed a dream)
    r"(?!\s+(?:week|weekend|month|year|morning|time|summer|winter|spring|autumn|fall|journal|app|"
    r"chat|conversation|program)\b)[^.!,]{0,40}\?"
    # (not "what else do you know about my dreams": the journal as a whole, probed)
    r"|what\s+else(?![^?.!]*\b(?:my\s+(?:dreams|nightmares|journal)|about\s+me|do\s+you\s+know)\b)"
    # (not "what else did i dream about flying": a search; probed, the latest flying dream shown)
    r"(?!\s+(?:did|have|do)\s+i\s+(?:ever\s+)?(?:dream|dreamt|dreamed)\s+(?:about|of)\b)"
    # alone, not as the start of more told or asked ("and then i woke up screaming", "tell me more
    # about boats": probed, the last dream shown)
    r"|anything\s+else(?=\s*(?:happen\w*|in\s+(?:it|that|there|the\s+dream))?\s*[?.!]*\s*$)"
    r"|and\s+then(?=\s*(?:what(?:\s+happened)?|happened)?\s*[?.!…]*\s*$)"
    r"|tell\s+me\s+more(?=\s*(?:please|pls|about\s+(?:it|that|this|the\s+dream|that\s+dream))?(?:\s+(?:please|pls))?\s*[?.!]*\s*$)"
    r"|more\s+about\s+(?:it|that)|"
    r"what\s+happened\s+(?:next|after|then)|what\s+was\s+(?:it|that)\s+about"
    # ("what happened in it", no "?", after a dream found: probed, the 1.5B's "When was the last
    # time you experienced a dream that felt deeply meaningful")
    r"|(?:what|who)\s+(?:happened|happens|was|were|did\s+i\s+(?:see|do))\s+in\s+"
    r"(?:it|that(?:\s+one|\s+dream)?|there|the\s+dream"
    # ("what happens in them", after a search found one: probed, the 1.5B made one up, "They watch
    # the figure closely and realize it is their sister…")
    r"|them|those(?:\s+dreams)?|these(?:\s+dreams)?|the\s+dreams)(?=\s*(?:again|exactly|please|pls)?\s*[?.!]*\s*$)"
    # ("who was teaching me", after "Someone taught me to fly…" was shown: probed, the model's
    # route, "You haven't asked me to remember anything about teaching yet.") who did what to them
    # in it
    r"|who\s+(?:was|were)\s+(?:\w+ing\s+(?:me|us)|with\s+me|there)(?=\s*(?:then|again|though)?\s*[?.!]*\s*$)"
    # (not "how did i feel mostly in october": the month's moods; probed, a dream shown)
    # (nor "how did i feel in those": the dreams just read, each shown with its mood)
    r"|how\s+did\s+i\s+feel(?![^?]*\b(?:mostly|usually|overall|in\s+general|most\s+of\s+the\s+time|"
    r"(?:in|about|during)\s+(?:them|those|these)|"
    rf"(?:last|this)\s+(?:week|month|year)|in\s+(?:{'|'.join(MONTH_NAMES)}))\b)|what\s+was\s+the\s+mood"
    # ("and what did i feel in it", after a dream shown: probed, their memories listed)
    # ("what was my mood in it", after a dream found: probed, the overview of all their moods)
    r"|what\s+(?:did\s+i\s+feel|was\s+i\s+feeling|mood\s+was\s+i\s+in|was\s+my\s+(?:mood|feeling)|"
    r"were\s+my\s+(?:feelings|emotions))(?=\s+(?:in|during|about|after|of)\s+"
    r"(?:it|that|this|the\s+dream|that\s+(?:dream|one)|this\s+one)\b)"
    # (not "what mood am i in most often": their moods taken together, measured: a dream shown)
    r"|what\s+mood(?![^?]*\b(?:most|usually|often|mostly|generally|overall|lately|am\s+i|last|latest|recent)\b)"
    r")[^.!?]{0,60}[?.!]*\s*$",
    re.IGNORECASE,
)
# "whats the title", "what is it called": the dream talked about, shown with its title or none
# (probed, after a dream saved: "title" searched, the 1.5B's "The title is "Dream Journal"")
_TITLE_ASKED = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|wait)\W+)*(?:(?:what'?s|whats|what\s+is|what\s+was)\s+(?:the|its)\s+(?:title|name)"
    r"(?:\s+of\s+(?:it|that|that\s+dream))?|what\s+(?:is|was)\s+it\s+called)\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def asks_its_title(text: str) -> bool:
    """Whether ``text`` asks the title of the dream talked about ("whats the title")."""
    return _TITLE_ASKED.match(text.strip()) is not None


# "Forget it" / "forget about it" means never mind, not "delete a memory".
_NEVER_MIND = re.compile(
    r"^(?:it|about\s+it|that|this|everything|all\s+(?:of\s+)?(?:it|that|this))$", re.IGNORECASE
)


# "the 8th", "on the 3rd": a day of a month said alone, which the dream's own night completes
_DAY_ONLY = re.compile(r"(?:on\s+)?(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)(?:\s+night)?", re.IGNORECASE)


def _night_fixed(said: str, today: date) -> dict[str, str] | None:
    """The edit that moves a dream to the night ``said`` names: ``date``, or ``day`` for a day
    of a month said alone; None when ``said`` names no night."""
    if (day := _DAY_ONLY.fullmatch(said.strip())) is not None:
        return {"day": day[1]} if 1 <= int(day[1]) <= 31 else None
    night = _night(said, today)
    return None if night is None else {"date": night}


def _night(said: str, today: date) -> str | None:
    """The night ``said`` names, as an ISO date ("yesterday", "october 12"), or None."""
    when = dream_date(said, today)
    return None if when is None else when.isoformat()


def dream_argument(target: str) -> str:
    """The ``dream`` argument for how the user pointed at a dream (its dream words read through
    their typos: "delet my last dreem" is the last dream; probed, "last dreem" looked for)."""
    ref = dream_ref(mend_dream_words(target))
    return ref.argument if ref.kind != "words" else dream_ref(target).argument


# A change taken back in the same message ("delete the high school one. actually no, keep it";
# probed: "high school one. actually no, keep it" searched for, and the dream asked about)
_TAKEN_BACK = re.compile(
    r"[.,;!]+\s*(?:(?:actually|wait|hmm+|oh|on\s+second\s+thought),?\s+)?(?:no|nah|nope|never\s*mind|nvm|"
    r"scratch\s+that|don'?t)\b(?:[,.!]*\s*(?:keep|leave)\s+(?:it|them|that)(?:\s+as\s+it\s+is)?)?[\s.!]*$",
    re.IGNORECASE,
)
# A second request after the one to change ("delete my last dream and show me the one before"):
# not part of what is changed (probed: "last dream and show me the one before" was looked for)
_POLITE_END = re.compile(
    # ("ok delete it then": probed, "it then" looked for)
    r"[\s,]+(?:please|pls|plz|thanks|thank\s+you|thx|ty|now|too|then|as\s+well|for\s+me)\W*$",
    re.IGNORECASE,
)
_THEN_ASKED = re.compile(
    r"\s*(?:,|\band\b|\bthen\b|,\s*and|\band\s+then\b)\s+(?:(?:can|could)\s+you\s+|please\s+)?"
    r"(?:show|tell|list|find|search|give|read|what|how|when|which|who|where|look)\b.*$",
    re.IGNORECASE,
)


# "actually i work day shifts now", "update: my sister's name is Ana, not Anna": a fact of theirs
# as it is now, said to correct one (probed: "That's great to hear! Working with shifts can be
# challenging…", and the night shifts kept). The journal finds the kept fact it corrects and
# asks; with none, nothing changes.
_CORRECTED = re.compile(
    r"^\W*(?:(?:oh|ok(?:ay)?|so|and|hey|also|just)\W+)*"
    r"(?:(?P<cue>actually|update|correction|small\s+correction|quick\s+update|just\s+so\s+you\s+know|"
    r"fyi|btw|by\s+the\s+way|heads\s+up)\b[\s:,.-]*)?"
    # ("she's 12 now", right after their cat's fact was shown: probed, "It could be a dream about a
    # cat or any other animal"; whose it is, the router reads from the messages before)
    r"(?P<fact>(?:i|i'?m|im|i\s+am|i'?ve|my|we|we'?re|our|she|he|she'?s|he'?s)\b[^?]{3,200}?)\s*[.!]*\s*$",
    re.IGNORECASE,
)
# ... said of now ("now", "anymore", "no longer", ", not Anna"), or after "update:"
_AS_NOW = re.compile(
    r"\b(?:now|anymore|any\s+more|no\s+longer|these\s+days|nowadays|instead)\b|,\s*not\s+\w+\s*$",
    re.IGNORECASE,
)
_STRONG_CUE = re.compile(r"update|correction", re.IGNORECASE)
# how worn down they are, no fact of their life ("i cant take this anymore", after a nightmare
# come again: probed, offered as a fact to keep)
_AT_AN_END = re.compile(
    r"\b(?:can'?t|cant|cannot|can\s+not)\s+(?:take|handle|do|stand|bear|deal\s+with|cope(?:\s+with)?|go\s+on|"
    r"keep\s+(?:going|doing|living)|live\s+like)\b"
    # ("i have no one anymore": alone, no fact to correct)
    r"|\bi\s+(?:have|got)\s+(?:no\s*one|nobody|nothing(?:\s+left)?|no\s+friends)\b",
    re.IGNORECASE,
)
# of Sandman itself, no fact of their life ("i dont want to use this anymore": probed, offered as
# a fact to keep)
_OF_SANDMAN = re.compile(
    rf"\b(?:use|using|talk\s+to|talking\s+to|need|open|opening)\s+(?:{SANDMAN_ITSELF}|it)\b",
    re.IGNORECASE,
)
# what a fact of theirs says: what is so, what they have or do ("i dont drink coffee anymore");
# not how things are between people ("we dont really talk anymore")
_FACT_VERB = re.compile(
    r"\b(?:is|are|am|'s|called|named|live|lives|living|work|works|working|have|has|own|study|studies|"
    r"drink|eat|smoke|take|use|go|goes|attend)\b",
    re.IGNORECASE,
)
_IS_SO = re.compile(r"\b(?:is|are|am|'s|called|named|live|lives|work|works)\b", re.IGNORECASE)
# a dream or a night told, not a fact of their life ("actually i was at my mom's house")
_TOLD_THEN = re.compile(
    r"\b(?:was|were|had|did|went|saw|felt|dreamt|dreamed|dreaming|dream|dreams|nightmare|woke|slept|"
    r"last\s+night|tonight|today|yesterday|feel|feeling|scared|sad|happy|tired|okay|ok|fine)\b",
    re.IGNORECASE,
)


# "my cat isnt called io, shes called ivy", "my sister's name isn't anna, it's ana": the fact as
# it is, said after what it is not (probed: the whole sentence offered as the new fact)
_NOT_BUT = re.compile(
    r"^(?P<subject>.+?)\s+(?:(?P<is>isn'?t|isnt|is\s+not)|aren'?t|arent|are\s+not)\s+(?P<verb>(?:called|named)\s+)?"
    r"(?P<old>[^,;]+?)\s*(?:[,;]|\s-)\s*(?:(?:but|rather)\s+)?(?:(?:she|he|it|they)(?:'s|s|\s+is|'re|re|\s+are)|"
    r"(?:shes|hes|its|theyre)|(?:her|his|its|their)\s+name(?:'s|s|\s+is))\s+(?P<verb2>(?:called|named)\s+)?"
    r"(?P<new>[^,;]+?)\s*$",
    re.IGNORECASE,
)


def _as_it_is(fact: str) -> str:
    """``fact`` without what it is not: "my cat isnt called io, shes called ivy" is "my cat is
    called ivy"."""
    if (m := _NOT_BUT.match(fact)) is None:
        return fact
    verb = (m["verb"] or m["verb2"] or "").lower()
    return f"{m['subject']} {'is' if m['is'] else 'are'} {verb}{m['new']}"


def corrected_fact(message: str) -> str | None:
    """The fact as it is now, when ``message`` corrects a fact of theirs ("actually i work day
    shifts now": "i work day shifts now"), else None."""
    m = _CORRECTED.match(message)
    if (
        m is None
        or _TOLD_THEN.search(m["fact"])
        or _OF_SANDMAN.search(m["fact"])
        or _AT_AN_END.search(m["fact"])
    ):
        return None
    if not (
        # ("we dont really talk anymore": probed, read as a kept fact to change; a fact says what
        # is so, where they live or work, what someone is called)
        (_AS_NOW.search(m["fact"]) and _FACT_VERB.search(m["fact"]))
        or (m["cue"] and _STRONG_CUE.match(m["cue"]))
        # "actually my cat is called miso": a fact said again, another way
        or (m["cue"] and _IS_SO.search(m["fact"]))
    ):
        return None
    return _as_it_is(m["fact"].strip())


def change_requests(message: str, today: date) -> list[tuple[str, dict[str, str]]]:
    """The (tool, args) calls ``message`` asks for in so many words (at most one)."""
    text = message.strip()
    if not text or asks_the_talk_away(text):
        # (this conversation asked away is no memory nor dream: Sandman's own line says how)
        return []
    if (back := _TAKEN_BACK.search(text)) is not None and (
        _DELETE.match(text[: back.start()]) or _FORGET.match(text[: back.start()])
    ):
        return [("decline_change", {})]
    if says_yes(text):
        return [("confirm_change", {})]
    if _NO.match(text):
        return [("decline_change", {})]
    if _ASKED_OF_IT.match(text):
        return [("show_dream", {"dream": "previous"})]
    if (fact := corrected_fact(text)) is not None:
        return [("update_memory", {"fact": fact})]
    if m := _SHOW.match(text):
        target = dream_argument(m["target"]) if m["target"] else m["title"].strip()
        return [("show_dream", {"dream": target})]
    if (m := _SHOW_NAMED.match(text)) and not _NOT_A_NAME.match(m["named"]):
        return [("show_dream", {"dream": dream_argument(m["named"])})]
    if (m := _WHAT_WAS_ONE.match(text)) is not None:
        return [("show_dream", {"dream": dream_argument(m["named"])})]
    if (m := _SHOW_ABOUT.match(text)) is not None:
        return [("show_dream", {"dream": m["named"].strip()})]
    if _WHEN_WAS_IT.match(text):
        return [("show_dream", {"dream": "previous"})]
    if _FORGET_ALL.match(text):
        return [("forget", {"memory": FORGET_EVERYTHING})]
    if (m := _FORGET_ALL_OF.match(text)) is not None:
        return [("forget", {"memory": f"{FORGET_EVERYTHING} about {m['target'][:180]}"})]
    if m := _DELETE.match(text):
        target = _THEN_ASKED.sub("", m["target"]).rstrip(" ,;") or m["target"]
        # ("delete that one pls": probed, "that one pls" looked for, and two dreams offered)
        target = _POLITE_END.sub("", target) or target
        if re.search(r"\b(?:memory|fact)\b", target, re.I):
            return [
                (
                    "forget",
                    {
                        # ("delete my memory about the night shifts": probed, "my memory
                        # about the night shifts" looked for)
                        "memory": re.sub(
                            r"^(?:(?:the|my|that|this)\s+)?(?:memory|fact|note)\s+(?:that\s+|about\s+|of\s+|on\s+)?",
                            "",
                            target,
                            flags=re.I,
                        )
                    },
                )
            ]
        return [("delete_dream", {"dream": dream_argument(target)})]
    if (m := _FORGET.match(text)) and not _NEVER_MIND.match(m["target"]):
        target = re.sub(r"^(?:memory|fact)\s*", "", m["target"], flags=re.I) or m["target"]
        return [("forget", {"memory": target[:200]})]
    if (m := _WITH_MOOD.match(text) or _MOOD_ALONE.match(text)) is not None:
        return [("edit_dream", {"dream": "previous", "mood": m["mood"].lower()})]
    if (m := _AS_A_KIND.match(text)) is not None and (
        (mood := mood_named(m["kind"] or m["called"])) is not None
    ):
        return [("edit_dream", {"dream": "previous", "mood": mood})]
    if (m := _MARK_ONE_AS.match(text)) is not None and (mood := mood_named(m["kind"])) is not None:
        return [("edit_dream", {"dream": dream_argument(m["target"]), "mood": mood})]
    if (m := _SET_ITS.match(text)) is not None:
        field = "title" if m["field"].lower() == "name" else m["field"].lower()
        value = m["value"].strip()
        if field == "date" and (value := _night(value, today)) is None:
            return []
        return [("edit_dream", {"dream": "previous", field: value})]
    if (m := _GIVE_TITLE.match(text)) is not None:
        dream = dream_argument(m["target"])
        if dream == "last" and "last" not in m["target"].lower():
            dream = "previous"
        return [("edit_dream", {"dream": dream, "title": (m["quoted"] or m["plain"]).strip()})]
    if (m := _NAME_IT.match(text)) is not None:
        dream = dream_argument(m["target"])
        if dream == "last" and "last" not in m["target"].lower():
            dream = "previous"  # "the dream": the one the conversation is about, as "it" is
        named = (m["quoted"] or m["plain"]).strip()
        saved_as = m["quoted"] is None and not re.search(
            r"\b(?:call|name|title)\s+(?:it|that|this|the|my)\b", text, re.I
        )
        if (
            saved_as
            and m["plain"]
            and (
                mood_named(named) is not None
                or re.match(r"(?:what|how|the\s+meaning)\b", named, re.I)
            )
        ):
            # "save this one as scary", "save that as a nightmare" (its mood), "save that as what
            # underwater means to me" (a meaning): the telling's and the meaning's to keep
            # (``sandman.routing._intents``)
            return []
        return [("edit_dream", {"dream": dream, "title": named})]
    if (
        (m := _WAS_ON.match(text)) is not None
        and (m["cue"] or m["not"])
        and (night := _night_fixed(m["when"], today)) is not None
    ):
        dream = dream_argument(m["target"])
        if dream == "last" and "last" not in m["target"].lower():
            dream = "previous"  # "the dream": the one the conversation is about
        return [("edit_dream", {"dream": dream, **night})]
    if (
        (m := _DATE_FIX.match(text)) is not None
        and (m["lead"] or m["wrong"])
        # (or a day of the calendar, which no dream is set on: "it was oct 10", after a dream
        # told: probed, added to its words)
        and (
            m["cue"]
            or m["wrong"]
            or m["not"]
            or m["after"]
            or calendar_days(m["when"])
            # ("it was on tuesday", after a dream told "last week": probed, added to its words)
            or (m["lead"] and _A_NIGHT_SAID.fullmatch(m["when"].strip()) is not None)
        )
        and (night := _night_fixed(m["when"], today)) is not None
        # a night said, not more told ("it was tuesday and i was at work")
        and len(m["when"].split()) <= 4
    ):
        return [("edit_dream", {"dream": "previous", **night})]
    # ("rename the underwater one to Fish school": measured, the model said it was renamed)
    if (m := _EDIT.match(text)) and re.search(
        rf"{_ID}|{_LAST}|{_THAT}|\bdream\b|^(?:the|my)\s+\w+(?:\s+\w+)?\s+one$", m["target"], re.I
    ):
        field = (m["field"] or "").lower()
        value = m["value"].strip()
        # ("can you rename my last dream to cliff flight and set the mood to happy": probed, its
        # text proposed as "cliff flight and set the mood to happy")
        mood_too = _AND_ITS_MOOD.search(value)
        if mood_too is not None:
            value = value[: mood_too.start()].strip()
        if re.search(r"\brename\b", text[: m.start("target")], re.I) or field == "name":
            field = "title"
        if not field:
            # "Edit my last dream: the wedding was my cousin's" corrects a detail: the words are
            # added to the dream; "change my last dream to …" gives the whole new text.
            field = "note" if m["colon"] else "text"
            if value.lower().strip(".!") in MOOD_WORDS:
                field = "mood"  # "change the scary one to calm": its mood, not its words
            elif field == "text" and _night(value, today) is not None and len(value.split()) <= 4:
                # ("whats the date of my teeth dream" / "change it to" a date in November: probed, its
                # words proposed as that date) a night, not the dream's words
                field = "date"
        args = {"dream": dream_argument(m["target"])}
        if field == "date" and (value := _night(value, today)) is None:
            return []
        args[field] = value[: {"text": 4000, "note": 200}.get(field, 80)]
        if mood_too is not None and field != "mood":
            args["mood"] = mood_too["mood"].lower()
        return [("edit_dream", args)]
    return []


# A dream named in a follow-up: "my lighthouse dream", "the dream about the lighthouse".
_NAMED = re.compile(
    r"\b(?:my|the|that|this)\s+(?P<before>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,3}?)\s+(?:dream|nightmare)\b"
    r"|\b(?:dream|nightmare)\s+(?:about|of|with|where|in\s+which)\s+(?P<after>[^?.!,]{1,50}?)\s*(?:[?.!,]|$)",
    re.IGNORECASE,
)
_NOT_A_NAME = re.compile(
    r"^(?:(?:last|latest|newest|previous|recent|most\s+recent|other|same|whole|first|strange|weird"
    r"|bad|good|scary|whole|entire|next|one|that|this|it"
    # "show me my saddest dream": a ranking, no name (measured: "I couldn't find that dream")
    r"|most\s+\w+|least\s+\w+|best|worst|saddest|happiest|scariest|weirdest|strangest|creepiest"
    r"|calmest|funniest|longest|shortest|oldest|darkest|nicest|sweetest|oddest|craziest|wildest"
    r"|loveliest|loneliest|angriest|silliest|worst)\s*)+$",
    re.IGNORECASE,
)


def _named_dream(text: str) -> str | None:
    """The words naming a dream in ``text`` ("lighthouse" in "in my lighthouse dream"), if any."""
    m = _NAMED.search(text)
    if m is None:
        return None
    words = (m["before"] or m["after"] or "").strip()
    if m["before"]:
        # "the mood of my last dream": the name is what stands right before "dream".
        words = re.split(r"\b(?:my|the|that|this|of|in|a|an|from|about)\b", words, flags=re.I)[
            -1
        ].strip()
    if re.fullmatch(r"(?:last|latest|newest|most\s+recent)", words, re.I):
        return "last"
    words = re.sub(r"^(?:(?:the|a|an|my|i|was|were|had|saw|met)\s+)+", "", words, flags=re.I)
    if not words or _NOT_A_NAME.match(words):
        return None
    return words[:200]


# "how long ago was", "when was", "what happened in", "how did i feel in": a question of one dream,
# before the words that point to it
_ASKED_OF_ONE = (
    r"(?:how\s+long\s+ago\s+was|when\s+was|what\s+was|what\s+happened\s+in|how\s+did\s+i\s+feel\s+in|"
    r"what\s+was\s+the\s+mood\s+of|what\s+did\s+i\s+feel\s+in)"
)
_BEFORE_IT = re.compile(
    # ("no the one before that", after the nearest to a night with none: probed, "Thank you for
    # telling me")
    r"^\s*(?:(?:no+|nope|nah|not\s+that\s+one|wait|actually|i\s+mean[t]?|ok(?:ay)?)\W+)*"
    r"(?:(?:and|so|but|what\s+about|how\s+about|show\s+me|tell\s+me\s+about|i\s+mean[t]?)\s+)*"
    # ("how long ago was the one before that", after their latest dream: probed, the model's
    # route, nothing read) a question of it before it
    rf"(?:{_ASKED_OF_ONE}\s+)?"
    r"(?:(?:(?:the\s+)?(?:one|dream|entry)\s+)?before\s+(?:it|that|this)(?:\s+one)?"
    # ("no the one before", after the nearest dream to a night with none: probed, the 1.5B's
    # words alone, nothing read)
    r"|the\s+(?:one|dream|entry|nightmare)\s+before|the\s+previous\s+(?:one|entry))"
    r"(?:\s+(?:about|again))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "and the one after it?", "what about the next one": the dream dated just after the one talked
# about (probed, after the first of November's dreams was shown: the 1.5B's "I need the specific
# message you were talking about")
_AFTER_IT = re.compile(
    r"^\s*(?:(?:no+|nope|wait|actually|ok(?:ay)?)\W+)*"
    r"(?:(?:and|so|but|what\s+about|how\s+about|show\s+me|tell\s+me\s+about|what\s+was|what'?s|whats)\s+)*"
    rf"(?:{_ASKED_OF_ONE}\s+)?"
    r"(?:(?:the\s+)?(?:one|dream|entry)\s+after\s+(?:it|that|this)(?:\s+one)?|the\s+next\s+(?:one|dream))"
    r"(?:\s+(?:about|then|please|pls))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "when was the first one?", "show me the older one" after a list of dreams: the earliest of them
# (measured: the 1.5B answered "when was the first one" with the first dream journal ever kept);
# "what was the last one", "and the newer one?": the latest of them (probed, after a search for
# their sister: the journal's latest dream, of teeth)
_AN_END_OF_THEM = re.compile(
    r"^\s*(?:(?:and|so|but|ok|okay)\W+)?(?:(?:when|where|what|how|which)\b[^.!?]{0,30}|show\s+me|"
    r"tell\s+me\s+about|(?:can|could)\s+you\s+show\s+me|read\s+me|open|what\s+about)?\s*"
    r"\bthe\s+(?:(?P<first>first|earliest|oldest|older|earlier)\s+(?:one|dream|of\s+(?:them|those|these))|"
    r"(?:last|latest|newest|most\s+recent|newer|later)\s+(?:one|of\s+(?:them|those|these)))\b"
    r"(?:\s+(?:again|please|pls|then|you\s+(?:showed|listed|found)(?:\s+me)?))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)

# "no not that one, the one with the whale", "i meant the one where i could fly", "show me the
# one about my sister": a dream pointed at by what it held (probed: the whale was talked around,
# "I understand you're looking for something specific about the ocean")
_ONE_MEANT = re.compile(
    r"^\W*(?:(?:no+|nope|nah|not\s+(?:that|this|the\s+\w+)(?:\s+one)?|wait|sorry|oops|actually|"
    r"i\s+mean[t]?|i\s+was\s+(?:asking|talking)\s+about|ok(?:ay)?|and|so)\W+)*"
    r"(?:(?:(?:can|could)\s+you\s+)?(?:show|tell|read|give)\s+me\s+(?:about\s+)?|open\s+|what\s+about\s+|"
    r"how\s+about\s+)?the\s+(?:one|dream|nightmare)\s+(?:with|about|where|of|in\s+which)\s+"
    r"(?:the\s+|a\s+|an\s+)?(?P<what>[^.!?,]{1,60}?)(?:\s+(?:in\s+it|please|pls|again))?\s*[?.!]*\s*$"
    # "i meant the whale one", "no, the whale one"
    r"|^\W*(?:(?:no+|nope|nah|not\s+(?:that|this)(?:\s+one)?|wait|sorry|actually)\W+)*"
    r"(?:i\s+mean[t]?\s+)the\s+(?P<named>[a-z]+(?:\s+[a-z]+)?)\s+one\s*[?.!]*\s*$"
    r"|^\W*(?:no+|nope|nah|not\s+(?:that|this)(?:\s+one)?)\W+(?:i\s+mean[t]?\s+)?the\s+"
    r"(?P<said>[a-z]+(?:\s+[a-z]+)?)\s+one\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "the second one", "and the third?", "show me the 2nd one", after a list of dreams: that one of
# the list (probed: the model's route, the journal's latest shown)
_NTH_OF_THEM = re.compile(
    r"^\W*(?:(?:and|ok(?:ay)?|so|what\s+about|how\s+about|show\s+me|tell\s+me\s+about|open|read\s+me|"
    rf"i\s+mean[t]?|no|wait)\W+)*(?:the\s+)?(?P<nth>{'|'.join(ORDINALS)})"
    r"(?:\s+(?:one|dream|nightmare|of\s+(?:them|those|these)))?(?:\s+(?:please|pls|again|then))?"
    # ("the third one, what was it about": probed, the model's route, the journal's latest shown,
    # and then offered for deletion as "that one") a question of it after it
    r"(?:\s*[,;:\-–—]?\s*(?:what\s+(?:was|is)\s+(?:it|that)\s+(?:about|again)|what\s+(?:happened|was)\s+in\s+(?:it|that)|"
    r"when\s+was\s+(?:it|that)|how\s+did\s+(?:it|i)\s+feel(?:\s+in\s+it)?|what\s+did\s+i\s+feel(?:\s+in\s+it)?|"
    r"(?:tell|show)\s+me\s+(?:about\s+it|more|it)|what'?s\s+it\s+about))?\s*[?.!]*\s*$"
    # "what was the third one about", "what happened in the second dream"
    r"|^\W*(?:(?:and|ok(?:ay)?|so)\W+)*(?:what\s+(?:was|is)|what\s+happened\s+in|how\s+did\s+i\s+feel\s+in|when\s+was)\s+"
    rf"the\s+(?P<nth2>{'|'.join(ORDINALS)})\s+(?:one|dream|nightmare)(?:\s+(?:about|again))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "oh nice", "wow,", "ooh ok": a word or two of reaction before the question ("oh nice what was it
# about", after the dream of their birthday was shown: probed, the 1.5B's "Oh, it was about the
# exciting day!")
_REACTION_FIRST = re.compile(
    r"^\W*(?:(?:oh+|ooh+|wow|cool|nice|neat|huh|hm+|ah+|aha|ok(?:ay)?|lol|haha+|omg|interesting|really|"
    r"great|aw+)\W+){1,3}(?=(?:and\s+)?(?:what|when|where|how|why|who|which)\b)",
    re.IGNORECASE,
)


# where a second request begins after a dream named ("the snake and tell me what snakes mean")
_SECOND_ASKED = re.compile(
    r"\s*(?:,\s*|\s+)(?:and|also|then)\s+(?:(?:can|could)\s+you\s+)?(?:tell|show|what|how|why|give|explain|"
    r"read|look\s+up|find|search)\b.*$",
    re.IGNORECASE | re.DOTALL,
)


def _named_alone(named: str) -> str:
    """The dream ``named`` names, a second request said after it left out ("show me the dream
    about the snake and tell me what snakes mean": probed, the dream asked for as "snake and tell
    me what snakes mean")."""
    return _SECOND_ASKED.sub("", named) or named


def follow_up(message: str) -> list[tuple[str, dict[str, str]]]:
    """``show_dream`` when ``message`` asks about one dream: the one it names ("how did I feel in
    my lighthouse dream?"), else the one the conversation was just about ("when was that?")."""
    text = _REACTION_FIRST.sub("", message.strip(), count=1)
    if _BEFORE_IT.match(text):
        return [("show_dream", {"dream": "before"})]
    if _AFTER_IT.match(text):
        return [("show_dream", {"dream": "after"})]
    if (nth := _NTH_OF_THEM.match(text)) is not None:
        return [("show_dream", {"dream": (nth["nth"] or nth["nth2"]).lower()})]
    if _TITLE_ASKED.match(text):
        return [("show_dream", {"dream": "previous"})]
    if (end := _AN_END_OF_THEM.match(text)) is not None:
        return [("show_dream", {"dream": "earliest" if end["first"] else "latest of them"})]
    if (meant := _ONE_MEANT.match(text)) is not None:
        what = _named_alone((meant["what"] or meant["named"] or meant["said"]).strip())
        if not _NOT_A_NAME.match(what):
            return [("show_dream", {"dream": what[:200]})]
    if not _FOLLOW_UP.match(text):
        return []
    named = _named_dream(text)
    if named is not None and len(text.split()) <= 14:
        return [("show_dream", {"dream": named})]
    if len(text.split()) <= 8:
        return [("show_dream", {"dream": "previous"})]
    return []
