"""Questions about the journal as a whole, answered by ``recent_dreams`` with its arguments:
a night or a period ("what did I dream on October 12?", "summarize my dreams from October"),
counts ("how many dreams have I logged?"), what recurs ("is there anything that keeps coming
back?"), order ("my very first dream"), and moods ("in which dream did I feel anxious?").

These are read before the five routes are scored (``RouterPolicy.first_pass``): the route scores
know recency and content, not these, and a question like "how many dreams have I logged so far?"
otherwise becomes a search for "far". Only questions and requests qualify: "I'm feeling anxious
before bed lately." tells a feeling, it asks for no dreams.
"""

from __future__ import annotations

import functools
import itertools
import re
from datetime import date, timedelta
from typing import Any

from ..language import (
    DAY_WORDS,
    HAD_TOLD,
    MONTH_WORDS,
    QUESTION_WORDS,
    STOPWORDS,
    Speller,
    asks,
    dream_period,
    typo_speller,
)
from ._situation import asks_meaning, ranks_by_taste, term_asked, without_announcement
from ._told import tells_recurring

_ABOUT_DREAMS = re.compile(
    r"\b(dreams?|dreamt|dreamed|dreaming|nightmares?|journal|entries|entry|logged|log|recorded)\b",
    re.I,
)
# A question, or a request for dreams ("show me…", "summarize…").
_ASKS = re.compile(
    rf"\?\s*$|^\s*(?:so\s+|and\s+|ok\s+|okay\s+)?(?:(?!{HAD_TOLD})(?:{QUESTION_WORDS}|whats|hows|wheres|whens)\b|"
    r"show|list|tell|give|summari[sz]e|sum|remind|any|read|find)\b"
    # a request said as its noun: "dreams from last week", "my nightmares in October"
    r"|^\s*(?:all\s+)?(?:my\s+)?(?:dreams|nightmares|entries)\s+(?:from|in|of|during|over|since|this|last)\b",
    re.I,
)
_COUNT = re.compile(
    r"\bhow many\s+(?:dreams?|nightmares?|entries|times have i (?:logged|dreamt|dreamed|recorded))\b"
    # "how many nights have i logged" (probed: the 1.5B's words alone, nothing read)
    r"|\bhow many\s+nights\s+(?:have|did|do)\s+i\s+(?:logged|log|dreamt|dreamed|dream|recorded|record|"
    r"saved|save|written|write)\b"
    # "how many times did i feel anxious in my dreams": their dreams of that mood, counted
    r"|\bhow\s+(?:many\s+times|often)\s+(?:did|have|do)\s+i\s+(?:feel|felt|been|get|got)\b"
    r"(?!\s+(?:about|of|with|where|mentioning|that mention)\b)|\bnumber of (?:dreams|entries)\b"
    # ("how often do i have nightmares": probed, listed, not counted; "how often do i dream":
    # met with words) how often, of their dreams or a mood of them, counted by month
    r"|\bhow\s+often\s+(?:do|did|have)\s+i\s+(?:have|had|get|got)\s+(?:\w+\s+)?(?:dreams|nightmares)\b"
    r"(?!\s+(?:about|of|with|where|mentioning|that\s+mention)\b)"
    r"|\bhow\s+often\s+(?:do|did)\s+i\s+(?:dream|have\s+dreams|remember\s+(?:my\s+)?dreams)"
    # ("on average how often do i log a dream": probed, the 1.5B's words alone) how often they
    # write one down, or dream, on average
    r"(?:\s+(?:on\s+average|usually|normally|typically|these\s+days|lately|per\s+(?:week|month)|a\s+(?:week|month)))?"
    r"\s*[?.!]*\s*$"
    r"|\bhow\s+often\s+(?:do|did|have)\s+i\s+(?:log|logged|save|saved|record|recorded|write|wrote|written|add|added"
    r"|journal|journaled|track|tracked|note|noted|enter|entered|tell\s+you|told\s+you)(?:\s+(?:down|about))?\s+"
    r"(?:a\s+|my\s+|new\s+)?(?:dreams?|nightmares?|entry|entries|one)\b",
    re.I,
)
_MOOD_COUNT = re.compile(r"\bhow\s+many\s+([a-z]+)\s+(?:dreams?|nightmares?|ones)\b", re.I)
_RECURRING = re.compile(
    r"\b(?:keeps?|kept)\s+(?:coming|showing|popping|turning)\s+(?:back|up)\b|\brecurr(?:ing|ent|s)\b"
    r"|\bcomes?\s+up\s+(?:again|a lot|often|over and over)\b|\bagain and again\b|\bover and over\b"
    r"|\bcommon\s+(?:themes?|threads?|symbols?|elements?|patterns?)\b|\bin common\b"
    r"|\b(?:patterns?|themes?|motifs?)\b|\brepeat(?:s|ing)?\b|\bkeep dreaming\b",
    re.I,
)
# "What moods show up most?", "what do I dream about the most?": the overview's counts answer.
# "what was my happiest month", "my worst week": the overview, its moods by month
# "what else do you know about my dreams", "what have you noticed in my dreams", "whats been
# coming up the most in my dreams": the journal taken together (probed: memories recalled about
# "dreams", and a search for "coming")
_KNOWN_OF_DREAMS = re.compile(
    r"\bwhat\s+(?:else\s+)?(?:do\s+you|have\s+you|did\s+you)\s+(?:\w+\s+)?(?:know|learn(?:ed|t)?|notice[d]?|"
    r"see[n]?|found|find)\s+(?:out\s+)?(?:about|of|from|in)\s+(?:my|all\s+my|these)\s+(?:dreams|nightmares|journal)\b"
    r"|\b(?:coming|comes|come|showing|shows|show|popping|pops|turning|turns)\s+up\s+(?:the\s+)?most\b"
    # ("tell me something about my dreams": probed, the 1.5B's "They can show you different
    # things about yourself…", nothing read)
    r"|^\W*(?:(?:ok(?:ay)?|so|hey|and|then|please|pls)\W+)*(?:(?:can|could)\s+(?:you|u)\s+)?(?:tell|show)\s+me\s+"
    r"(?:something|anything|a\s+bit|a\s+little|more)\s+(?:interesting\s+|new\s+|cool\s+)?(?:about|of)\s+"
    r"(?:my|all\s+my)\s+(?:dreams|journal|dream\s+journal)\W*$"
    r"|^\W*(?:(?:ok(?:ay)?|so|hey|and|then)\W+)*what\s+can\s+you\s+tell\s+me\s+about\s+(?:my|all\s+my)\s+"
    r"(?:dreams|journal|dream\s+journal)\W*$"
    r"|^\W*(?:(?:ok(?:ay)?|so|hey|and)\W+)*(?:is\s+there\s+)?anything\s+(?:interesting|new|cool|worth\s+noticing)\s+"
    r"in\s+(?:my|the)\s+(?:dreams|journal|dream\s+journal)\W*$",
    re.I,
)
# "which month had the most", after a count (probed: the latest dreams listed): their dreams
# counted by month, the word "dreams" left out
_MONTH_MOST = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but)\W+)*(?:which|what)\s+(?:month|week|year)\s+(?:had|has|did\s+i\s+have|"
    # ("which month did i write the most": probed, the 1.5B's "I wrote most in November." of six
    # in October)
    r"did\s+i\s+(?:write|log|save|record|dream|journal|write\s+down)|do\s+i\s+(?:write|log|dream)|"
    r"was|were|got)\s+(?:the\s+)?(?:most|fewest|least|more|fewer|less)(?:\s+(?:of\s+them|ones|dreams|nightmares|often))?"
    r"(?:\s+(?:dreams|down|in))?\s*[?.!]*\s*$",
    re.I,
)
# "and the least", after "what month did i dream the most": the other end, of the counts the
# overview gives (probed: "Thank you for telling me", the 1.5B's "June" held back)
_THE_LEAST = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|but|what\s+about|how\s+about)\W+)*(?:the\s+)?(?:least|fewest)"
    r"(?:\s+(?:one|month|week|year|often|dreams))?\s*[?.!]*\s*$",
    re.I,
)


def asks_the_least(text: str) -> bool:
    """Whether ``text`` asks the other end of the counts ("and the least?")."""
    return _THE_LEAST.match(text) is not None


_BEST_PERIOD = re.compile(
    r"\b(?:happiest|saddest|scariest|calmest|best|worst|busiest|quietest|darkest|roughest|"
    r"most\s+\w+)\s+(?:month|week|year)\b"
    # "which month was happier", after two months were read (probed: the 1.5B's "It was happier
    # in March.", of October and November)
    r"|\b(?:which|what)\s+(?:month|week|year)\s+(?:was|were|had|felt|seemed)\s+(?:\w+\s+)?"
    r"(?:happier|sadder|scarier|calmer|better|worse|busier|quieter|darker|rougher|lighter|more\s+\w+|"
    r"less\s+\w+)\b",
    re.I,
)
_MOST = re.compile(
    r"\b(?:moods|feelings|emotions)\b(?!\s+(?:about|of|for|towards?)\b)"
    r"|\b(?:common|usual|main|overall|typical)\s+(?:mood|feeling|emotion)\b"
    r"|\bmost\s+(?:often|common|frequent|of\s+all)\b|\b(?:the\s+)?most\s*[?.!]*\s*$"
    # "what mood were most of my dreams", "what are my dreams usually like", "how do my dreams
    # feel overall": the dreams taken together (measured: the latest listed, one shown)
    r"|\bmost\s+of\s+(?:my|the|these|those)\s+(?:dreams|nightmares|entries)\b"
    # "which month did I have the most dreams?": the overview counts them by month
    # ("which month had more nightmares": probed, the 1.5B's "The month with more nightmares was
    # October", of a tie read nowhere)
    r"|\b(?:which|what)\s+(?:month|week|year)\b[^.?!]*\b(?:most|fewest|least|more|fewer|less)\b"
    r"|\b(?:my|these)\s+(?:dreams|nightmares)\s+(?:\w+\s+){0,2}(?:usually|generally|typically|mostly|"
    r"overall|on\s+the\s+whole)\b"
    r"|\bi\s+(?:usually|generally|typically|mostly)\s+dream\b"
    # ("what did i dream about most in October": probed, the month's dreams listed)
    r"|\bdream(?:t|ed)?\s+(?:about|of)\s+(?:the\s+)?most\b",
    re.I,
)
# "what was the most common mood", "which mood came up most": of their dreams, the word "dream"
# left out (probed: "what dreams did i have in october and what was the most common mood" listed
# the latest dreams beneath October's)
_MOST_COMMON_MOOD = (
    r"|\b(?:the|my)\s+(?:most\s+(?:common|usual|frequent)|commonest|usual|main|typical)\s+"
    r"(?:moods?|feelings?|emotions?)\b"
    r"|\b(?:what|which)\s+(?:moods?|feelings?|emotions?)\s+(?:was|is|were|came\s+up|comes\s+up|"
    r"showed\s+up|shows\s+up|did\s+i\s+(?:feel|have))\s+(?:the\s+)?most\b"
)
# "whats my most common mood": the moods of their dreams, the word "dream" left out (the model
# answered "I don't have a personal mood").
# (not of one dream: "what was my mood in it", after the dream was shown; probed, the overview)
_IN_ONE_DREAM = (
    r"(?!\s+(?:in|about|during|after|of)\s+(?:it|that|this|dream\s+\d+|"
    r"(?:my|the|that|this)\s+(?:\w+\s+){0,2}(?:dream|nightmare|one))\b)"
)
_THEIR_MOODS = re.compile(
    r"\bmy\s+(?:\w+\s+){0,3}(?:moods?|feelings?|emotions?)\b"
    + _IN_ONE_DREAM
    + r"|\b(?:what|which)\s+(?:moods?|feelings|emotions)\s+(?:have|did|do|was|were|am)\s+i\b"
    # ("how did i feel mostly in october": the month's moods)
    r"|\bhow\s+(?:did|do|have)\s+i\s+(?:been\s+)?(?:usually\s+|mostly\s+|generally\s+)?(?:feel|felt|feeling)\b"
    # (not of one dream: "how did i feel in it", after a search for Anna; probed, the overview)
    + _IN_ONE_DREAM
    # ("how was i feeling in November": the moods of that month)
    + r"|\b(?:how|what)\s+was\s+i\s+(?:usually\s+|mostly\s+|generally\s+)?feeling\b"
    + _MOST_COMMON_MOOD,
    re.I,
)
# "How long have I been keeping this journal?": the overview's span answers (it showed the
# dream just talked about).
_SINCE_WHEN = re.compile(
    r"\bhow\s+long\s+have\s+i\s+been\s+(?:keeping|writing|using|logging|recording|doing)\b"
    r"|\bsince\s+when\s+(?:have|do)\s+i\b|\bwhen\s+did\s+i\s+(?:start|begin)\s+"
    # ("when did i start my new job" is about their life: measured, the overview answered)
    r"(?:(?:this|the|my)\s+(?:dream\s+)?(?:journal|diary|log|app|entries)|keeping|writing|using|logging|"
    r"recording|telling\s+you)\b",
    re.I,
)
# "whats the longest gap between my dreams", "how many days between my dreams", "the longest i
# went without dreaming": the overview's time between dreams (probed: the 1.5B made a gap up,
# "typically a few hours to a day")
_GAP = re.compile(
    r"\b(?:gaps?|breaks?|stretch(?:es)?|pauses?|spells?|times?|days|nights|weeks|while)\s+"
    r"(?:\w+\s+){0,2}(?:between|without|with\s+no)\s+(?:\w+\s+){0,2}(?:dreams?|dreaming|"
    r"nightmares?|entries|entry|logging)\b"
    r"|\bhow\s+long\s+(?:\w+\s+){0,3}(?:between|without)\s+(?:\w+\s+){0,2}(?:dreams?|dreaming|"
    r"nightmares?|entries)\b"
    r"|\blongest\s+(?:\w+\s+){0,3}without\s+(?:a\s+)?(?:dream|dreaming|logging)",
    re.I,
)
# "how long has it been since i last dreamed", "how long since my last dream": the latest
# dream, whose lead says how long ago it was
_SINCE_LAST = re.compile(
    r"\bhow\s+long\s+(?:has\s+it\s+been\s+|is\s+it\s+|ago\s+)?since\s+(?:i\s+(?:last\s+)?"
    r"(?:dreamt|dreamed|had\s+a\s+dream|logged|wrote|saved|recorded|told\s+you)|my\s+(?:last|"
    r"latest|most\s+recent)\s+(?:dream|entry))\b",
    re.I,
)
_LATEST_ONE = re.compile(
    r"\b(?:last|latest|most\s+recent|newest)\s+(?:\w+\s+)?(?:dream|nightmare|one)\b(?!s)"
    r"|\b(?:last|latest|most\s+recent)\s+time\s+i\s+had\b"
    # "when did i last have a good dream"
    r"|\b(?:when|what\s+day)\s+did\s+i\s+last\s+have\b",
    re.I,
)
# "what do my dreams say about my personality": what the journal as a whole says of them
_SAY_ABOUT_THEM = re.compile(
    r"\b(?:my|all\s+(?:of\s+)?my|these)\s+(?:dreams|nightmares|journal)\s+(?:say|says|tell|tells|reveal|reveals"
    r"|show|shows)\s+(?:\w+\s+)?about\s+(?:me|myself|my\s+(?:personality|character|mind|life|self))\b"
    # ("what do you think of my dreams so far": probed, the 1.5B's "However, I can help analyze the
    # themes… if you provide them.")
    r"|^\W*(?:(?:so|and|ok(?:ay)?|hey)\W+)*what\s+do\s+(?:you|u)\s+(?:think|make)\s+(?:of|about)\s+(?:all\s+)?(?:of\s+)?"
    r"my\s+(?:dreams|nightmares|journal|dream\s+journal)(?:\s+(?:so\s+far|overall|lately))?\s*[?.!]*\s*$",
    re.I,
)
_SUMMARY = re.compile(
    r"\b(?:summari[sz]e|summary|overview|sum up)\b"
    # "what do my dreams say about me?", "what does my journal tell you about me": the journal as a
    # whole read for what it says (measured: the memories were recalled)
    r"|\b(?:my|all\s+(?:of\s+)?my|these)\s+(?:dreams|nightmares|journal)\s+(?:say|says|tell|tells|reveal|reveals"
    r"|show|shows)\s+(?:\w+\s+)?about\s+(?:me|myself|my\s+(?:personality|character|mind|life|self))\b"
    # "tell me about my dreams", "what are my dreams like" (probed: the 1.5B on dreams in general,
    # "They can be colorful and vivid…")
    r"|^\W*(?:(?:so|ok|okay|can\s+you|could\s+you|please)\W+)*tell\s+me\s+(?:a\s+bit\s+|more\s+)?about\s+"
    r"(?:all\s+)?(?:of\s+)?my\s+(?:dreams|nightmares|journal)\s*(?:so\s+far|please)?\s*[?.!]*\s*$"
    r"|^\W*what\s+are\s+my\s+dreams\s+(?:usually\s+|mostly\s+)?like\s*[?.!]*\s*$"
    # ("what do i dream about", "what kind of stuff do i dream about": probed, the 1.5B's words
    # alone, nothing read)
    r"|^\W*what(?:\s+(?:kind|kinds|sort|sorts)\s+of\s+(?:things|stuff|dreams))?\s+(?:do|have)\s+i\s+"
    r"(?:dream(?:t|ed)?|have\s+dreams|had\s+dreams)\s+(?:about|of)(?:\s+(?:so\s+far|in\s+general|overall))?\s*[?.!]*\s*$"
    # ("whats a typical dream for me": probed, the 1.5B's words alone)
    r"|^\W*what(?:'?s|\s+is|\s+are|\s+would\s+be)\s+(?:a\s+|my\s+)?(?:typical|usual|normal|average)\s+(?:dream|dreams|night)"
    r"(?:\s+(?:for\s+me|of\s+mine|like))?\s*[?.!]*\s*$"
    r"|^\W*what\s+(?:kinds?|sorts?|types?)\s+of\s+(?:dreams|nightmares)\s+(?:do|have)\s+i\s+(?:usually\s+|mostly\s+)?"
    r"(?:have|had|get|got)\s*[?.!]*\s*$",
    re.I,
)
_FIRST = re.compile(
    r"\b(?:very\s+)?(?:first|earliest|oldest)\b(?!\s+(?:week|half|part|days?)\b)", re.I
)
_MONTHS_SAID = "|".join(sorted(MONTH_WORDS, key=len, reverse=True))
# A day that says "first" ("on the first of November", "November first", "the twenty-first of
# October"): no first dream asked for (measured: the first dream of the month was shown).
_FIRST_DAY = re.compile(
    rf"\b(?:(?:twenty|thirty)[\s-]?)?first\s+of\s+(?:{_MONTHS_SAID})\b"
    rf"|\b(?:{_MONTHS_SAID})\s+(?:the\s+)?(?:(?:twenty|thirty)[\s-]?)?first\b",
    re.I,
)
_NUMBER = re.compile(r"\b(?:first|earliest|oldest)\s+(\d+|two|three|four|five)\b", re.I)
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
_LATEST_N = re.compile(
    r"\b(?:last|latest|most\s+recent|recent)\s+([2-9]|1\d|two|three|four|five)\b(?!\s*(?:days?|weeks?|months?|years?|nights?)\b)",
    re.I,
)
# "In which dream did I feel anxious?", "dreams where I was scared", "my happy dreams".
_MOODS = (
    "anxious|anxiety|nervous|worried|uneasy|tense|stressed|scared|afraid|frightened|fearful|"
    "terrified|happy|joyful|glad|elated|cheerful|sad|unhappy|melancholy|calm|peaceful|serene|"
    "relaxed|angry|furious|confused|lonely|excited|nostalgic|curious|ashamed|embarrassed|guilty|"
    "scary|frightening|stressful|upsetting|sad|spooky|creepy"
)
MOOD_WORDS: frozenset[str] = frozenset(_MOODS.split("|"))
_MOOD_FELT = re.compile(
    rf"\b(?:felt|feel|feeling|was|were|got|get|made\s+me(?:\s+feel)?|left\s+me)\s+(?:so\s+|very\s+|really\s+|a bit\s+|quite\s+)?(?P<mood>{_MOODS})\b",
    re.I,
)
_MOOD_DREAMS = re.compile(
    rf"\b(?P<mood>{_MOODS})\s+(?:dreams|nightmares|ones)\b|\b(?:dreams?|ones)\s+(?:that|which)\s+(?:were|was|felt)\s+(?P<mood2>{_MOODS})\b"
    # "which dream had the mood peaceful", "dreams with a sad mood" (measured: a search for "mood
    # peaceful")
    rf"|\bmood\s+(?:of\s+|was\s+|is\s+)?(?P<mood3>{_MOODS})\b|\b(?P<mood4>{_MOODS})\s+mood\b"
    # "were any of my dreams sad" (probed: "sad" searched for in their words)
    r"|\b(?:were|was|are|is|have\s+been)\s+(?:any|some|none|all|most|many)\s+of\s+(?:my|the)\s+"
    rf"(?:dreams|nightmares)\s+(?:so\s+|really\s+|very\s+)?(?P<mood5>{_MOODS})\b",
    re.I,
)
# "show me my happy or calm dreams", "dreams that were sad or lonely": two moods asked at once
# (measured: the calm ones alone were listed)
_TWO_MOODS = re.compile(
    rf"\b(?P<a>{_MOODS})\s*(?:,|or|and|&|/)\s*(?:or\s+|and\s+)?(?P<b>{_MOODS})\s+(?:dreams|nightmares|ones)\b"
    rf"|\b(?:dreams?|ones)\s+(?:that|which)\s+(?:were|was|felt)\s+(?P<c>{_MOODS})\s*(?:,|or|and|/)\s*"
    rf"(?:or\s+|and\s+)?(?P<d>{_MOODS})\b"
    # "dreams where i felt calm and also ones where i was scared" (measured: the calm ones alone)
    rf"|\b(?:dreams?|ones)\s+(?:where|when|in\s+which)\s+i\s+(?:felt|was|were)\s+(?P<e>{_MOODS})\s*,?\s*"
    r"(?:and|or|plus)\s+(?:also\s+)?(?:the\s+)?(?:dreams?|ones)\s+(?:where|when|in\s+which)\s+i\s+(?:felt|was|were)\s+"
    rf"(?P<f>{_MOODS})\b",
    re.I,
)


# "how did i feel", "what was the mood", "and my moods?": a question of feelings that names
# neither a dream nor a period (after one that names a period, it is of that period's dreams)
_FEELINGS_ALONE = re.compile(
    r"^\W*(?:and|also|plus|so)?\s*(?:(?:how\s+did\s+i\s+feel(?:\s+(?:mostly|overall|then))?"
    r"|how\s+was\s+i\s+feeling|what\s+(?:was|were)\s+(?:my|the)\s+(?:moods?|feelings?|emotions?)"
    r"|what\s+moods?\s+(?:was|were)\s+i\s+in|how\s+were\s+my\s+(?:moods?|feelings?)"
    # ("…and what was the most common mood": of the period the question before named)
    r"|what(?:'?s|\s+(?:was|were|is|are))\s+(?:my|the)\s+(?:most\s+(?:common|usual|frequent)|"
    r"commonest|usual|main)\s+(?:moods?|feelings?|emotions?)"
    r"|(?:what|which)\s+(?:moods?|feelings?|emotions?)\s+(?:was|were|came\s+up|did\s+i\s+feel)\s+"
    r"(?:the\s+)?most(?:\s+(?:often|common))?"
    r"|(?:my|the)\s+(?:moods?|feelings?))(?:\s+(?:like|mostly|overall))?)\s*[?.!]*\s*$",
    re.I,
)


# "which one was the happiest", "the scariest of them": one of the dreams the question before
# asked for, not of all of them
_ONE_OF_THOSE = re.compile(
    r"\b(?:which|what)\s+one\b|\b(?:of|among)\s+(?:them|those|these)\b|\b(?:which|what)\s+of\s+"
    r"(?:them|those|these)\b"
    # ("which was the worst one", after November summed up: probed, the whole journal's)
    r"|\bwhich\s+(?:was|is|were)\s+the\s+[a-z]+\s+one\b"
    # ("which was the scariest" / "and the happiest", after a search for flying or falling:
    # probed, the whole journal's scared dreams, then "Thank you for telling me…")
    r"|^\W*(?:(?:and|so|ok(?:ay)?|then)\W+)*(?:which\s+(?:was|is|were)\s+|what\s+about\s+)?the\s+"
    r"(?:most\s+[a-z]+|[a-z]{2,}est)(?:\s+(?:one|dream))?\s*[?.!]*\s*$",
    re.I,
)


# "do i dream about water more than flying", "do i dream more about cats or dogs", "which do i
# dream about more, water or fire": two things compared by how often they come (probed: one
# search for both words, "No dream has every word of water flying")
_TWO_TOPICS = re.compile(
    r"\b(?:dream|dreamt|dreamed|dreaming)\s+(?:more\s+)?(?:about|of)\s+(?P<a>[a-z]+(?:\s+[a-z]+)?)\s+"
    r"(?:more|less)\s+(?:often\s+)?than\s+(?:about\s+|of\s+)?(?P<b>[a-z]+(?:\s+[a-z]+)?)\s*[?.!]*\s*$"
    r"|\b(?:dream|dreamt|dreamed|dreaming)\s+more\s+(?:about|of)\s+(?P<c>[a-z]+(?:\s+[a-z]+)?)\s+or\s+"
    r"(?:about\s+|of\s+)?(?P<d>[a-z]+(?:\s+[a-z]+)?)\s*[?.!]*\s*$"
    r"|\babout\s+more\W+(?P<e>[a-z]+)\s+or\s+(?P<f>[a-z]+)\s*[?.!]*\s*$",
    re.I,
)


# "why do i always dream about water", "why do i keep dreaming of my ex": why something comes back
# in their dreams (probed: the dreams that say it listed, nothing said of why)
_WHY_IT_COMES_BACK = re.compile(
    r"^\W*(?:(?:so|but|and|ok(?:ay)?|hmm+|ugh+|seriously|honestly)\W+)*why\s+(?:do|does|am|have)\s+i\s+"
    r"(?:always|keep|often|still|constantly|so\s+often|been|usually)\s+"
    r"(?:dream(?:ing|t|ed)?|having\s+dreams|have\s+dreams|getting\s+dreams)\s+(?:about|of)\b",
    re.IGNORECASE,
)


def asks_why_it_comes_back(text: str) -> bool:
    """Whether ``text`` asks why something keeps coming back in their dreams ("why do i always
    dream about water"): its dreams, and what the dictionary reads in it."""
    return _WHY_IT_COMES_BACK.match(text) is not None


def compared_topics(text: str) -> tuple[str, str] | None:
    """The two things ``text`` compares by how often they come in the dreams, or None."""
    m = _TWO_TOPICS.search(text)
    if m is None:
        return None
    pair = (m["a"] or m["c"] or m["e"], m["b"] or m["d"] or m["f"])
    words = [w for w in pair if w.lower() not in STOPWORDS]
    return (pair[0].lower(), pair[1].lower()) if len(words) == 2 else None


def asks_one_of_those(text: str) -> bool:
    """Whether ``text`` asks for one of the dreams the question before it named."""
    return _ONE_OF_THOSE.search(text) is not None


def asks_feelings_alone(text: str) -> bool:
    """Whether ``text`` asks how they felt, of no dream or period it names ("how did i feel")."""
    return _FEELINGS_ALONE.match(text) is not None


def asked_moods(text: str) -> list[str]:
    """The two moods ``text`` asks the dreams of ("my happy or calm dreams" → happy, calm), each
    as the mood read takes it; [] when it asks one or none. "do I have more happy or scared
    dreams?" compares them (the overview), and asks no list of each."""
    if (two := _TWO_SUPERLATIVES.search(text)) is not None:
        # ("show me my happiest and saddest dreams": probed, the sad ones alone)
        pair = [_SUPERLATIVE_MOODS[two[k].lower()] for k in ("a", "b")]
        return pair if pair[0] != pair[1] else []
    m = _TWO_MOODS.search(text)
    if m is None or (_MOODS_COMPARED.search(text) and _COMPARING.search(text)):
        return []
    words = [(m["a"] or m["c"] or m["e"]).lower(), (m["b"] or m["d"] or m["f"]).lower()]
    moods = [_MOOD_NOUNS.get(w, w) for w in words]
    return moods if moods[0] != moods[1] else []


# "do I have more happy or scared dreams?", "am I calmer than anxious in my dreams": moods
# compared, which the overview's count of each answers (the scared ones alone were listed).
_MOODS_COMPARED = re.compile(
    rf"\b(?:{_MOODS}|happier|sadder|calmer|scarier)\b[^.?!]*?\b(?:or|than|vs\.?|versus)\s+(?:more\s+|less\s+)?"
    rf"(?:{_MOODS}|nightmares?)\b",
    re.I,
)
# "was I mostly happy in my dreams in October?", "were my dreams mainly sad": how their moods
# went, which the overview counts (measured: the month's dreams were listed, no mood counted)
_MOSTLY_MOOD = re.compile(
    rf"\b(?:mostly|mainly|largely|usually|generally|more\s+often)\s+(?:{_MOODS})\b", re.I
)
# "am I dreaming happier lately?", "are my dreams getting more anxious": how their moods went
_COMPARATIVE_MOOD = re.compile(
    # ("have my dreams been more positive lately?": probed, the latest listed, no moods)
    rf"\b(?:happier|sadder|calmer|scarier|darker|lighter|better|worse|more\s+(?:{_MOODS}|positive|negative|intense)|"
    rf"less\s+(?:{_MOODS}|positive|negative|intense))\b"
    r"(?=[^.?!]*\b(?:lately|recently|these\s+days|now|than|over\s+time|anymore)\b)"
    r"|\b(?:getting|becoming|grown|gotten|got)\s+(?:\w+\s+)?(?:happier|sadder|calmer|scarier|darker|lighter|better|worse|more|less)\b",
    re.I,
)
# "am i more anxious lately", "have i been less stressed recently": their mood over time, which
# only their dreams' moods tell (probed: the 1.5B's "Yes, I've noticed an increase in anxiety
# lately.", nothing read)
_THEIR_MOOD_LATELY = re.compile(
    r"\b(?:am\s+i|have\s+i\s+been|i'?ve\s+been|was\s+i|do\s+i\s+(?:seem|feel))\s+(?:getting\s+|feeling\s+)?"
    rf"(?:more|less)\s+(?:{_MOODS}|stressed|positive|negative|down|worried|nervous)\b"
    r"(?=[^.?!]*\b(?:lately|recently|these\s+days|now|than|over\s+time|anymore)\b)",
    re.I,
)
# "what was my mood in November?", "how have my feelings been": the moods counted
_MOOD_ASKED = re.compile(
    r"\b(?:what|how)\s+(?:was|were|is|are|have\s+been|has\s+been)\s+my\s+(?:\w+\s+)?"
    r"(?:moods?|feelings?|emotions?)\b"
    + _IN_ONE_DREAM
    # "whats my mood been like this week" (probed: the week's dreams listed, no mood said)
    + r"|\b(?:what'?s|whats|how'?s|hows)\s+my\s+(?:\w+\s+)?(?:moods?|feelings?|emotions?)\s+been\b"
    # "how have i been sleeping lately", "hows my sleep been": nothing but their dreams tells it
    # (measured: the 1.5B, "It sounds like you've been sleeping well lately", nothing read)
    r"|\bhow\s+have\s+i\s+been\s+(?:sleeping|feeling|dreaming)\b"
    # "how are my dreams going", "what have my dreams been like", "what kind of dreams have i been
    # having" (probed: the model's words alone, nothing read): their dreams taken together
    # (not "lately": the latest dreams, as the test split has it)
    r"|\bhow\s+(?:have|are|were)\s+my\s+dreams\s+(?:been\s+)?(?:going|overall|in\s+general)\b"
    r"|\bwhat\s+(?:have|were)\s+my\s+dreams\s+(?:been\s+)?like\b"
    r"|\bwhat\s+(?:kinds?|sorts?|types?)\s+of\s+dreams\s+(?:have\s+i\s+been|am\s+i|do\s+i|have\s+i)\s+"
    r"(?:having|getting|dreaming|usually\s+have|have|had|got)\b"
    r"|\bhow(?:'?s|\s+is|\s+has|\s+was)\s+my\s+sleep(?:ing)?\b(?:\s+been)?"
    # "are my dreams getting better or worse" (measured: the 1.5B, "It sounds like you're
    # enjoying your dreams more", nothing read): their moods month by month
    r"|\bdreams\s+(?:are\s+|been\s+)?(?:getting|becoming|turning)\s+(?:any\s+)?(?:better|worse|darker|"
    r"happier|sadder|calmer|scarier|lighter)\b"
    # "am i dreaming more lately or less" (measured: the latest dreams listed): months compared
    r"|\b(?:am\s+i|have\s+i\s+been|do\s+i|i'?m)\s+(?:\w+\s+)?(?:dreaming|dream)\s+(?:\w+\s+)?(?:more|less)\b"
    # "what mood am i usually in": their moods taken together
    r"|\b(?:moods?|feelings?)\b[^.?!]*\b(?:usually|mostly|generally|typically|most\s+often|overall)\b"
    # "whats the average mood of my dreams", "my overall mood" (probed: the 1.5B's words alone)
    r"|\b(?:average|overall|typical|usual|general|main)\s+(?:moods?|feelings?|emotions?|vibe)\b"
    # "what moods come up most for me" (measured: the 1.5B, "I often feel calm and relaxed, or
    # anxious and nervous", nothing read)
    r"|\b(?:what|which)\s+(?:moods?|feelings|emotions)\b[^.?!]*\b(?:come|comes|coming|show|shows|showing)\s+"
    r"(?:up|back)\b"
    # "how did i feel mostly in october" (probed: the model asked): their moods of a time
    # ("how was i feeling in my dreams in November": probed, the month's dreams listed)
    r"|\b(?:how\s+(?:did|do|have)\s+i\s+(?:been\s+)?|(?:how|what)\s+was\s+i\s+)"
    r"(?:usually\s+|mostly\s+|generally\s+)?(?:feel|felt|feeling)\s+"
    r"(?:mostly|usually|overall|in\s+general|most\s+of\s+the\s+time|"
    # (not "in it", "in that one": one dream, shown)
    r"(?:in|during|last|this)\s+(?!(?:the|that|my|a|this)\s+(?:\w+\s+)?(?:dream|nightmare|one)\b)"
    r"(?!(?:it|that|this|there)\b))",
    re.I,
)
# "show me everything from the last two weeks": what was logged in a period, no dream word said
_ALL_OF_IT = re.compile(
    r"\b(?:everything|anything|all\s+of\s+it|what\s+i\s+(?:logged|saved|wrote|told\s+you))\b"
    # "ok show me something from october", "read me one from last week" (probed: the latest
    # dreams listed)
    r"|^\W*(?:(?:ok(?:ay)?|so|and|hey|then)\W+)*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?"
    r"(?:show|read|give|tell|pick|find|pull\s+up)(?:\s+me)?\s+(?:something|one|a\s+(?:random\s+)?one|"
    r"some|a\s+few|a\s+couple)\s+(?:from|in|during|of)\b"
    # "show me the first week of November": a period asked to be shown is its dreams (probed:
    # the latest dreams listed)
    r"|^\W*(?:(?:can|could|would)\s+you\s+)?(?:please\s+)?(?:show|list|give|read|pull\s+up|bring\s+up)"
    r"(?:\s+me)?\s+(?:the\s+|from\s+(?:the\s+)?)?(?=(?:first|second|third|fourth|last|early|mid|late|end|"
    r"beginning|start|past|previous|this)\b)",
    re.I,
)
_COMPARING = re.compile(
    r"\b(?:more|less|fewer|than|vs\.?|versus|mostly|mainly|majority|happier|sadder|calmer|scarier)\b",
    re.I,
)
# "which symbols show up the most?", "what themes come up most often?": what comes back in the
# journal, which the overview counts (the word "show" was looked up as a symbol).
_WHAT_RECURS = re.compile(
    r"\b(?:which|what)\s+(?:\w+\s+)?(?:symbols?|themes?|things|images|motifs|places|people|animals|"
    r"words|topics)\b[^.?!]*\b(?:most|often|a\s+lot|keeps?|again|recurr?\w*|common)\b"
    # ("ok whats my most common symbol": probed, "common" looked up as a symbol)
    r"|\b(?:(?:my|the)\s+(?:commonest|top|biggest|main|recurring)|most\s+(?:common|frequent|repeated|recurring|"
    r"usual))\s+(?:dream\s+)?(?:symbols?|themes?|motifs|images|topics|subjects?)\b"
    # "did anything come up more than once?" (measured: the 1.5B, "Yes, there were several
    # recurring themes", nothing read)
    # ("whats been coming up a lot in my dreams": probed, "coming" searched)
    r"|\b(?:anything|something|what|what'?s|whats)\b[^.?!]*\b(?:come|came|coming|show|showed|shown|showing|turn|turned|"
    r"turning|pop|popped|popping)\s+up\s+(?:more\s+than\s+once|twice|again|a\s+lot|often|so\s+much)\b"
    r"|\b(?:anything|something)\s+(?:repeat|repeated|recur|recurred|come\s+back|came\s+back)\b"
    # ("does anyone show up a lot in my dreams": probed, the latest dreams listed) someone who
    # comes back
    r"|\b(?:anyone|anybody|someone|somebody|any\s+(?:one\s+)?(?:person|people))\s+(?:who\s+)?(?:shows?|"
    r"showing|comes?|coming|keeps?\s+(?:showing|coming)|pops?|appears?)\s+(?:up\s+)?(?:a\s+lot|often|"
    r"again|more\s+than\s+once|the\s+most|in\s+(?:a\s+lot\s+of|many\s+of|several\s+of|most\s+of)\s+my)\b"
    # "who is in my dreams the most", "who shows up in my dreams": the people they name
    r"|^\W*(?:so\s+|and\s+|ok\s+)?who\s+(?:is|'?s|are|shows?\s+up|appears?|comes?\s+up|keeps\s+"
    r"(?:showing|coming)\s+up|do\s+i\s+(?:see|dream\s+(?:about|of)))\s+(?:the\s+most\s+|most\s+(?:often\s+)?)?"
    r"(?:in\s+)?(?:my\s+|all\s+my\s+)?(?:dreams|nightmares)\b"
    # "what keeps coming back", "whats the common thread", "what do they have in common", after
    # their dreams were listed or with nothing named (probed: "It could be the color blue.")
    r"|^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+)\W+)*(?:what|which\s+\w+)\s+(?:keeps?|kept)\s+(?:coming|showing|"
    r"popping|turning)\s+(?:back|up)(?:\s+(?:in\s+(?:them|those|these)|again|the\s+most|most|a\s+lot))*\s*[?.!]*\s*$"
    r"|^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+)\W+)*(?:what'?s|whats|what\s+is|what\s+are|is\s+there|are\s+there|"
    r"do\s+you\s+see|can\s+you\s+see|any)\s+(?:a\s+|the\s+|any\s+)?(?:common\s+)?(?:thread|theme|pattern|link|"
    r"connection)s?(?:\s+(?:here|in\s+(?:them|those|these|all\s+of\s+(?:them|those))|between\s+(?:them|those|these)))?"
    r"\s*[?.!]*\s*$"
    r"|^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+)\W+)*what\s+do\s+(?:they|those|these|all\s+of\s+them)"
    r"(?:\s+dreams)?\s+have\s+in\s+common\s*[?.!]*\s*$",
    re.I,
)
_WHICH_DREAM = re.compile(
    # ("what's a dream I had in october that was peaceful": a dream asked for by its mood)
    r"\b(?:which|what|any|the|a)\s+(?:dreams?|nightmares?|ones?|night)\b|\bdreams?\s+(?:where|when|in which)\b"
    r"|\b(?:which|what|how\s+many|any)\s+(?:one\s+)?of\s+(?:my|the|these|those)\s+(?:dreams|nightmares)\b"
    r"|\bwhen did i\b",
    re.I,
)
# "list my nightmares", "any nightmares last week?", "how many nightmares have I had?": the
# dreams whose mood is one of fear or unease (they listed the latest dreams, happy ones too);
# "I keep having nightmares" tells, it asks for none.
_NIGHTMARES = re.compile(
    r"\b(?:(?:my|any|the|all|which|what|how\s+many|list|show(?:\s+me)?)\s+|"
    r"(?:did\s+i\s+(?:last\s+|ever\s+)?have|have\s+i\s+(?:had|been\s+having)|had\s+i|do\s+i\s+(?:ever\s+)?have|"
    # "whens the last time i had a nightmare" (measured: the latest dreams, any mood)
    r"(?:last|latest|most\s+recent)\s+time\s+i\s+had"
    # ("which month had more nightmares": probed, answered with nothing read)
    r"|(?:more|fewer|less|the\s+most|most|the\s+fewest|fewest))\s+(?:(?:a|any|an)\s+)?)"
    r"(?:of\s+my\s+)?(?:(?:\w+\s+){0,2}nightmares?|(?:really\s+|very\s+)?(?:bad|horrible|awful|terrible|"
    # ("how many bad dreams have i had": probed, "bad" searched)
    r"disturbing|upsetting|scary)\s+(?:dreams?|ones)(?!\s+(?:about|of|with|where)\b))\b",
    re.I,
)
# "when did i last have a good dream", "any nice dreams lately?": the dreams of a good mood, any
# of them (probed: the latest dreams listed, an uneasy one first)
_GOOD_DREAMS = re.compile(
    r"\b(?:(?:my|any|the|all|which|what|how\s+many|list|show(?:\s+me)?)\s+|"
    r"(?:did\s+i\s+(?:last\s+|ever\s+)?have|have\s+i\s+(?:had|been\s+having)|had\s+i|do\s+i\s+(?:ever\s+)?have|"
    r"(?:last|latest|most\s+recent)\s+time\s+i\s+had)\s+(?:(?:a|any|an)\s+)?)"
    r"(?:of\s+my\s+)?(?:really\s+|actually\s+|truly\s+)?(?:good|nice|pleasant|positive|sweet|lovely)\s+"
    r"(?:dreams?|ones?)\b",
    re.I,
)
# "show me my hard dreams", "any rough dreams lately": those of the moods the overview counts
# as hard
_HARD_DREAMS = re.compile(
    r"\b(?:(?:my|any|the|all|which|what|how\s+many|list|show(?:\s+me)?)\s+|"
    r"(?:did\s+i\s+(?:last\s+|ever\s+)?have|have\s+i\s+(?:had|been\s+having)|had\s+i|do\s+i\s+(?:ever\s+)?have)"
    r"\s+(?:(?:a|any|an)\s+)?)(?:of\s+my\s+)?(?:really\s+)?(?:hard|difficult|rough|tough|heavy|painful|upsetting|"
    r"distressing)\s+(?:dreams?|ones?|nights?)\b",
    re.I,
)
# "What was my happiest dream?", "my most frightening nightmare", "my worst dream": the dreams
# of that mood (a search for "happiest" found nothing).
_SUPERLATIVE_MOODS = {
    "happiest": "happy",
    "saddest": "sad",
    "scariest": "scared",
    "calmest": "calm",
    "loneliest": "lonely",
    "angriest": "angry",
    "worst": "nightmare",
}
_TWO_SUPERLATIVES = re.compile(
    rf"\b(?P<a>{'|'.join(_SUPERLATIVE_MOODS)})\s*(?:,|and|or|&|/)\s*(?:the\s+|my\s+)?(?P<b>{'|'.join(_SUPERLATIVE_MOODS)})\s+"
    r"(?:\w+\s+)?(?:dreams?|nightmares?|ones?)\b",
    re.I,
)
_SUPERLATIVE = re.compile(
    rf"\b(?:(?P<sup>{'|'.join(_SUPERLATIVE_MOODS)})|most\s+(?P<most>{_MOODS}))\s+"
    r"(?:\w+\s+)?(?:dreams?|nightmares?|ones?)\b"
    # "which of my dreams was the scariest?" (measured: a search for "scariest")
    r"|\b(?:dreams?|nightmares?|ones?)\s+(?:was|were|is|felt)\s+(?:the\s+)?"
    rf"(?:(?P<sup2>{'|'.join(_SUPERLATIVE_MOODS)})|most\s+(?P<most2>{_MOODS}))\b"
    # "show me my dreams from october and tell me which was the scariest" (measured: October's
    # listed, three of six shown)
    rf"|\bwhich\s+(?:one\s+)?(?:was|is|were)\s+(?:the\s+)?(?P<sup3>{'|'.join(_SUPERLATIVE_MOODS)})\b",
    re.I,
)
# ... and a rank no mood holds ("the weirdest dream I've told you")
_RANKED = re.compile(
    r"\b(?:weirdest|strangest|oddest|craziest|funniest|wildest|best|nicest|darkest|favou?rite|"
    r"most\s+(?:vivid|memorable|interesting|beautiful|bizarre|unusual|intense|important))\s+"
    r"(?:dreams?|nightmares?|ones?)\b",
    re.I,
)
RANKED_SHOWN = 5
_THE_TWO = re.compile(
    r"\b(?:which|what)\s+(?:one\s+)?of\s+(?:the|these|those|my|both)\s+(?:last\s+|latest\s+)?"
    r"(?:two|2)\s+(?:dreams|ones|nightmares)\b|\b(?:which|what)\s+of\s+(?:the|these|those)\s+two\b",
    re.I,
)
# a word for the dream said as the mood it left ("which dreams were scary?" -> scared)
_MOOD_NOUNS = {
    "anxiety": "anxious",
    "scary": "scared",
    "spooky": "scared",
    "creepy": "scared",
    "frightening": "frightened",
    "stressful": "stressed",
    "upsetting": "upset",
}
# "Why do people have recurring dreams?", "why do I dream of…": asking for an explanation.
_GENERAL = re.compile(
    r"^\s*why\b|\b(?:people|everyone|we|humans|animals)\s+(?:have|get|dream)\b"
    r"|\bhow (?:do|can|could|should) i (?:stop|avoid|prevent|deal|cope|get rid)\b|\bhow to\b"
    r"|\bwhat (?:can|should|could) i do\b"
    # "is it normal to have the same dream over and over?" (the overview answered it)
    r"|\b(?:is|isn'?t)\s+it\s+(?:\w+\s+)?(?:normal|common|usual|ok(?:ay)?|weird|strange|bad|healthy|"
    r"unusual|possible)\s+(?:to|that|if|for)\b",
    re.I,
)


_FIRST_WORD = re.compile(r"^\W*([A-Za-z]+)")
_ASKING_WORDS = ("what", "when", "which", "show", "how", "list")
# Real words one typo from those, as a message may open with them ("Last night I was back at
# my old school…" was read as "list night…" once every message was mended).
_REAL_OPENINGS = (
    "last lost lest lift lint lust shot shop shoe shoes snow slow stow sow shown hot hoe hop hog "
    "howl who whom wham whit wait that chat whet wren witch whim whip whiz hew hoy lisa lista".split()
)
_QUESTION_SPELLER = Speller(_ASKING_WORDS, _REAL_OPENINGS, same_start=True)


# (what a question or a request opens with, read after what leads in to it)
_ASKED_NEXT = rf"(?=(?:how\s+(?:many|often|long|much)|{QUESTION_WORDS}|whats|show|list|tell|remind|find|give)\b)"
# "hey, how many dreams have i logged in october", "ok so what did i dream last night": a hello or
# a filler before a question (probed: the month's count not read, the latest dreams listed and
# "You have logged in 2 dreams in October" said of six)
_HELLO_OPENING = re.compile(
    r"^\W*(?:(?:hey|hi|hiya|hello|yo|oh|ok|okay|so|um+|hmm+|well|right|alright|btw|also|wait|"
    r"actually|sandman|on\s+average|in\s+general|generally|roughly|just\s+curious|out\s+of\s+curiosity|"
    r"quick\s+question)\b[\s,.!:;-]*)+" + _ASKED_NEXT,
    re.IGNORECASE,
)
# "lol ok good. what else do you know about my dreams": a remark of a few words before the
# question (probed: memories about "dreams" recalled)
_SHORT_REMARK = re.compile(
    r"^\W*(?:[a-z']+[\s,]+){0,2}[a-z']+\s*[.!]+\s+" + _ASKED_NEXT, re.IGNORECASE
)
# "how long ago was the teeth dream": when it was, which the journal's date answers (probed: a
# search for "long teeth")
_HOW_LONG_AGO = re.compile(r"\bhow\s+long\s+ago\s+(?=(?:was|were|did|is)\b)", re.IGNORECASE)


# "how do i find all my nightmares", "how can i see my dreams from october": asked as how, meant
# as a request (probed: the 1.5B's words alone, nothing read)
_HOW_DO_I_SEE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|then|ok\s+then|well)\W+)*how\s+(?:do|can|could|would)\s+i\s+"
    r"(?:find|see|look\s+up|look\s+at|view|search\s+for|get\s+to|pull\s+up|read)\s+"
    r"(?=(?:all\s+(?:of\s+)?)?(?:my|the)\s+(?:\w+\s+)?(?:dreams|nightmares|entries|dream|nightmare)\b)",
    re.IGNORECASE,
)


def without_opening_aside(text: str) -> str:
    """``text`` without an opening that only asks leave to ask ("wait one more thing, …") or
    says hello before the question ("hey, how many dreams…"); "how long ago was …" asked as
    "when was …", "how do i find my …" as "show me my …"."""
    text = without_announcement(text)
    text = _SHORT_REMARK.sub("", text, count=1)
    text = _HELLO_OPENING.sub("", text, count=1)
    text = _HOW_DO_I_SEE.sub("show me ", text, count=1)
    return _HOW_LONG_AGO.sub("when ", text, count=1)


def mended_opening(text: str) -> str:
    """``text`` with a typo of a question word as its first word mended ("wht did i dream last
    nite" -> "what did i …")."""
    m = _FIRST_WORD.match(text)
    if m is None:
        return text
    fixed = _QUESTION_SPELLER.fix(m[1].lower())
    return text if fixed == m[1].lower() else text[: m.start(1)] + fixed + text[m.end(1) :]


_COUNTED_AGAIN = re.compile(rf"^\W*(?:how\s+(?:many|often|about)|{QUESTION_WORDS}|whats)\b", re.I)
_AND = re.compile(r"\s+(?:and|&|or|plus)\s+|\s*,\s*", re.I)


_MY_MONTH = re.compile(rf"\b(?:my|the)\s+({_MONTHS_SAID})\b(?!\s+\d)", re.IGNORECASE)
# "can you summarize November", "sum up October": the month summed up, said bare (probed: "I'm not
# sure what to say to that", the 1.5B's "November is a month filled with change…" held back)
_MONTH_SUMMED = re.compile(
    rf"\b(?:summari[sz]e|sum\s+up|recap|review|go\s+over|look\s+back\s+(?:on|at)|a\s+summary\s+of|an\s+overview\s+of)\s+"
    rf"({_MONTHS_SAID})\b(?!\s+\d)",
    re.IGNORECASE,
)


# A clause of a message, and one that tells of something that is so or to come ("i have a real
# exam on friday", "my exam is on friday"), not of a dream had
_CLAUSE = re.compile(r"\s*(?:[,;]|\band\b|\bbut\b|\bbecause\b|\bcuz\b|\bso\b)\s*", re.IGNORECASE)
_SO_OR_AHEAD = re.compile(
    r"^(?!.*\b(?:had|was|were|did|went|got|dreamt|dreamed)\b).*\b(?:i\s+have|i'?ve\s+got|i\s+got|there'?s|"
    r"there\s+is|is|are|'s|i'?m|im|i\s+am|i'?ll|will|gonna|going\s+to)\b",
    re.IGNORECASE,
)


_A_DAY_AHEAD = re.compile(
    r"\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|\btomorrow\b|\bnext\s+\w+|\bthis\s+(?:week|weekend)\b",
    re.IGNORECASE,
)
_THAT_DAY = re.compile(r"\b(?:birthday|anniversary|that\s+(?:day|night)|then)\b", re.IGNORECASE)


def _dated_elsewhere(text: str, today: date) -> bool:
    """Whether the day ``text`` names is that of something else than its dream, in a clause of
    its own that tells of now or ahead ("i keep having the exam dream and i have a real exam on
    friday": probed, the dream looked for on last Friday alone)."""
    clauses = [c for c in _CLAUSE.split(text) if c and c.strip()]
    dated = [c for c in clauses if dream_period(c, today) is not None]
    dreamt = [c for c in clauses if _ABOUT_DREAMS.search(c)]
    return (
        bool(dated and dreamt)
        and not set(dated) & set(dreamt)
        and all(_SO_OR_AHEAD.search(c) and _A_DAY_AHEAD.search(c) for c in dated)
        # (not a day the dream is asked of by another name: "remember that my birthday is april
        # 3rd and what did i dream on my last birthday")
        and not any(_THAT_DAY.search(c) for c in dreamt)
    )


def _periods(text: str, today: date) -> tuple[date, date] | None:
    """The period ``text`` names, or the span of the periods it names with "and" ("my dreams
    from this month and last month": 1 November to today; measured, this month alone)."""
    if _dated_elsewhere(text, today):
        return None
    found = dream_period(text, today)
    if found is None and (mine := _MY_MONTH.search(text) or _MONTH_SUMMED.search(text)) is not None:
        # "summarize my october": the month, said as theirs
        found = dream_period(f"in {mine[1]}", today)
    if found is None:
        return None
    parts = [p for p in _AND.split(text) if p.strip()]
    if any(_COUNTED_AGAIN.match(p) for p in parts[1:]):
        return found  # "… in October and how many in November": two questions, read each
    more = sorted(
        {
            p
            for p in (
                dream_period(part, today) or dream_period(f"in {part}", today) for part in parts
            )
            if p is not None
        }
    )
    # periods that meet ("October and November"); two nights apart are not one span
    if len(more) < 2 or any(b[0] > a[1] + timedelta(days=1) for a, b in itertools.pairwise(more)):
        return found
    return more[0][0], max(p[1] for p in more)


# "what's the difference between my October and November dreams?", "compare this month with last
# month", "October vs November": two periods, each summed up (measured: November's dreams alone)
_SIDE = r"(?:my\s+)?(?:dreams\s+(?:in|from|of|during)\s+)?(?P<{}>[a-z][a-z' ]{{2,30}}?)(?:'s)?(?:\s+(?:dreams|nightmares|ones))?"
_PERIOD_SAID = (
    rf"(?:(?:this|last|the\s+past|the\s+last|previous)\s+(?:week|month|year)|{_MONTHS_SAID})"
)
_BETTER = (
    r"(?:better|worse|happier|sadder|calmer|scarier|darker|nicer|different|rougher|easier|harder|"
    # ("did i dream more last month or this month": probed, "more last" read as the comparison)
    r"(?:more|less)\s+(?!(?:last|this|the|in|during|on|over)\b)\w+|more|less)"
)
_COMPARED = re.compile(
    r"\b(?:difference|differences|compare|comparing|comparison|contrast)\b(?:\s+(?:between|of))?\s+"
    + _SIDE.format("a")
    + r"\s+(?:and|with|to|vs\.?|versus)\s+"
    + _SIDE.format("b")
    + r"\s*[?.!]*\s*$"
    + r"|^\W*"
    + _SIDE.format("c")
    + r"\s+(?:vs\.?|versus)\s+"
    + _SIDE.format("d")
    + r"\s*[?.!]*\s*$"
    # "was last month better than this month?" (measured: the latest dreams were listed)
    + r"|^\W*(?:(?:so|and|hey|ok)\W+)?(?:was|were|is|are|did|have)\s+(?:i\s+(?:sleeping|dreaming|sleep|dream)\s+)?"
    + _SIDE.format("e")
    + r"\s+(?:(?:any|much|a\s+lot|a\s+bit)\s+)?"
    + _BETTER
    + r"\s+(?:than|from)\s+"
    + _SIDE.format("f")
    + r"\s*[?.!]*\s*$"
    # "were my dreams calmer in October or November?" (measured: both months listed as one)
    + r"|^\W*(?:(?:so|and|hey|ok)\W+)?(?:was|were|is|are|did|have)\s+(?:my\s+)?(?:dreams|nightmares|i)\s+"
    r"(?:\w+\s+)?"
    + _BETTER
    + r"\s+(?:(?:in|during)\s+)?"
    + _SIDE.format("g")
    + r"\s+or\s+(?:in\s+|during\s+)?"
    + _SIDE.format("h")
    + r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "how many dreams did i log last month compared to this month" (measured: November alone), also
# where a side above took in more than the period ("how many dreams in Oct vs Nov", the months:
# probed, October alone)
_PERIODS_VS = re.compile(
    rf"\b(?P<i>{_PERIOD_SAID})\s+(?:compared\s+(?:to|with)|vs\.?|versus|against)\s+(?P<j>{_PERIOD_SAID})\b",
    re.IGNORECASE,
)
_SIDE_WORDS = MONTH_WORDS | frozenset(
    "this last past previous week month year the summer winter spring autumn fall".split()
)


def compared_periods(text: str) -> tuple[str, str] | None:
    """The two periods ``text`` asks to compare ("my October and November dreams" -> ("October",
    "November")), or None."""
    m = _COMPARED.search(text.strip())
    if m is not None:
        a = (m["a"] or m["c"] or m["e"] or m["g"]).strip()
        b = (m["b"] or m["d"] or m["f"] or m["h"]).strip()
        sides = (a.lower().split(), b.lower().split())
        if all(ws and all(w in _SIDE_WORDS for w in ws) and ws != ["the"] for ws in sides):
            return _this_and_the_one_before((a, b))
    vs = _PERIODS_VS.search(text)
    return None if vs is None else _this_and_the_one_before((vs["i"].strip(), vs["j"].strip()))


_LAST_WEEK_SIDE = re.compile(r"^(?:the\s+)?(?:last|past|previous)\s+week$", re.IGNORECASE)


def _this_and_the_one_before(sides: tuple[str, str]) -> tuple[str, str]:
    """``sides``, with "last week" set against "this week" read as the calendar week before it
    (alone, "last week" is the past seven days, which overlap this week: probed, "how many dreams
    did i log this week vs last week" counted today's in both)."""
    if not any(" ".join(side.lower().split()) == "this week" for side in sides):
        return sides
    a, b = (_LAST_WEEK_SIDE.sub("the week before this one", side) for side in sides)
    return a, b


def summed_up(period: str) -> str:
    """The question that sums up one period's dreams, as the overview reads it."""
    return f"summarize my dreams in {period}"


# "tell me something nice": something good from their own journal, the latest dream that felt good
# (probed: "Thank you for telling me. I'm listening…", a compliment held back)
_SOMETHING_NICE = re.compile(
    r"^\W*(?:(?:hey|ok(?:ay)?|so|sandman|please|pls)\W+)*(?:(?:can|could|would|will)\s+(?:you|u)\s+)?(?:please\s+)?"
    r"(?:tell|say|show|give)\s+me\s+(?:something|anything)\s+(?:nice|good|happy|positive|kind|comforting|sweet|"
    r"cheerful|uplifting|lovely|hopeful)(?:\s+(?:please|pls|sandman))*\W*$",
    re.IGNORECASE,
)
# "my last two happy dreams", "the last 3 nightmares", "my sad ones": dreams of a mood asked for
# as their noun alone, no question word (probed: the latest two listed, any mood)
_MOOD_ONES_SAID = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|now|then)\W+)*(?:all\s+)?(?:my|the)\s+"
    r"(?:(?:last|latest|most\s+recent|recent)\s+)?(?:(?:[2-9]|1\d|two|three|four|five|few)\s+)?"
    rf"(?:(?:{_MOODS}|good|bad|nice|hard)\s+(?:dreams|ones|nightmares)|nightmares)"
    r"(?:\s+(?:please|pls))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "what did i dream the last time i was anxious": the latest dream of that mood (probed: "anxious"
# searched, and none found)
_LAST_TIME_FELT = re.compile(
    rf"\b(?:the\s+)?(?:last|latest|most\s+recent)\s+time\s+i\s+(?:was|felt|got|woke\s+up)\s+"
    rf"(?:so\s+|really\s+|very\s+)?(?P<mood>{_MOODS})\b",
    re.IGNORECASE,
)
# "i cant remember the last time i had a good dream", "when was my last happy dream": the latest
# dream of that mood (probed: "Thank you for telling me…", and "good" searched)
_LAST_OF_A_MOOD = re.compile(
    r"\b(?:(?:the\s+)?(?:last|latest|most\s+recent)\s+time\s+i\s+(?:had|dreamt|dreamed|got)\s+(?:a|an|any)\s+"
    r"|(?:my|the)\s+(?:last|latest|most\s+recent)\s+"
    r"|when\s+did\s+i\s+last\s+(?:have|dream)\s+(?:a\s+|an\s+|any\s+|of\s+a\s+)?)"
    rf"(?:really\s+|truly\s+)?(?P<mood>good|nice|positive|pleasant|{_MOODS})\s+(?:dream|one)\b",
    re.IGNORECASE,
)
_GOOD_SAID = frozenset({"good", "nice", "positive", "pleasant"})
# "which ones were hard", "how many were rough": the moods the overview counts as hard
_HARD_SAID = r"hard|difficult|rough|tough|heavy|painful|upsetting|dark|distressing|disturbing"
# "how many were peaceful", "how many of them felt sad": dreams of a mood counted, no dream word
# said (probed: "peaceful" searched, and none found)
# ("how many of them were bad ones", "how many of those were nightmares": probed, "bad" searched
# and nothing read) a good or a bad one said so
_HOW_MANY_FELT = re.compile(
    rf"\bhow\s+many\s+(?:of\s+(?:them|those|these|my\s+dreams)\s+|(?:of\s+)?(?:my\s+)?dreams\s+)?"
    rf"(?:were|was|felt|are|have\s+been)\s+"
    rf"(?:so\s+|really\s+|very\s+)?(?:(?P<mood>{_MOODS})\b|(?:a\s+)?(?P<said>good|nice|pleasant|positive|"
    rf"bad|negative|nightmares?|horrible|awful|terrible|{_HARD_SAID})(?:\s+(?:ones?|dreams?))?"
    # ("how many dreams were bad in october", the second of two questions: the period said)
    r"(?:\s+(?:in|during|over|from|last|this|past)\b[^?.!]{1,30}?)?\s*[?.!]*\s*$)",
    re.IGNORECASE,
)
_BAD_SAID = frozenset(
    {"bad", "negative", "nightmare", "nightmares", "horrible", "awful", "terrible"}
)
# "am i having more nightmares lately", "have i been having more bad dreams recently": how many of
# a mood, counted (probed: the 1.5B's "Yes, you may be experiencing more nightmares lately.",
# nothing read)
_MORE_OF_A_MOOD = re.compile(
    r"\b(?:am|have|do)\s+i\s+(?:been\s+)?(?:having|getting|had|have|get)\s+(?:more|fewer|less|a\s+lot\s+of|"
    r"lots\s+of|so\s+many|many|too\s+many)\s+(?:(?P<said>good|nice|pleasant|positive|bad|negative|horrible|"
    r"awful|terrible)\s+(?:dreams|ones)|(?P<nightmares>nightmares))\b",
    re.IGNORECASE,
)
# "whats the oldest one", "and the newest": a dream at one end of the journal, no dream word said
# (probed, after "how many dreams have i saved in total": the latest shown for the oldest)
_AN_END_ONE = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|also|then|what'?s|whats|what\s+(?:is|was|about)|show\s+me|which\s+(?:is|was))\W+)*"
    # (not "the first one", "the last one": of a list just shown, perhaps)
    r"(?:the|my)\s+(?:very\s+)?(?P<which>oldest|earliest|newest|latest|most\s+recent)"
    r"(?:\s+(?:one|entry))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


# "whats the longest dream ive saved", "and the shortest?", "my 3 longest dreams" (probed: the
# latest dreams listed, twice)
_BY_LENGTH = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|also|then|hmm+|what'?s|whats|what\s+(?:is|was|are|were|about)|"
    r"show\s+me|tell\s+me|which\s+(?:is|was)|can\s+(?:you|u)\s+show\s+me)\W+)*"
    r"(?:the|my)\s+(?:(?P<count>\d|two|three|four|five)\s+)?(?:very\s+)?(?P<which>longest|shortest)"
    r"(?:\s+(?:ones?|entry|entries|dreams?|nightmares?))?"
    # ("whats the longest dream i've written down": probed, "I'm not sure what to say to that")
    r"(?:\s+(?:(?:i'?ve|ive|i\s+have|i)\s+(?:ever\s+)?(?:saved|logged|had|written(?:\s+down)?|wrote(?:\s+down)?|"
    r"told\s+you|recorded|put\s+in|typed(?:\s+up)?|journaled|kept)|"
    r"in\s+(?:my|the)\s+journal|so\s+far|ever))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# "which dream was the longest", "which of my dreams is the shortest" (probed: "longest" searched
# for, and nothing found)
_WHICH_BY_LENGTH = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|also|hmm+)\W+)*which\s+(?:(?:dream|one|entry|nightmare)\s+|"
    r"of\s+my\s+(?:dreams|entries|nightmares)\s+)(?:is|was|has\s+been)\s+(?:the\s+)?(?:very\s+)?"
    r"(?P<which>longest|shortest)(?:\s+(?:one|so\s+far|ever))?\s*[?.!]*\s*$"
    # ("how long was my longest dream": probed, the 1.5B's words alone, nothing read) its length
    # asked: the one dream, with its words counted
    r"|^\W*(?:(?:and|so|ok(?:ay)?|also|hmm+)\W+)*how\s+(?:long|short|many\s+words)\s+(?:is|was|were|are)\s+"
    r"(?:my|the)\s+(?:very\s+)?(?P<which2>longest|shortest)(?:\s+(?:one|entry|dream|nightmare))?"
    r"(?:\s+(?:so\s+far|ever|in\s+(?:my|the)\s+journal))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_COUNTS = {"two": 2, "three": 3, "four": 4, "five": 5}
# "tell me about my week", "how was my month", "what about this month": a period of theirs, of
# which the journal knows its dreams (probed: the 1.5B's "This month has been quite exciting, with
# many new experiences and adventures.")
# "what do they have in common", "how are those alike", "is there a link between them", "what
# connects them": asked of the dreams just shown (probed: the whole journal's overview)
_IN_COMMON_OF_THEM = re.compile(
    r"^\W*(?:(?:so|and|but|ok(?:ay)?|hmm+|interesting)\W+)*(?:"
    r"what\s+do\s+(?:they|those|these|both|the\s+two|all\s+of\s+them|those\s+dreams|these\s+dreams|the\s+two\s+dreams|"
    r"both\s+(?:dreams|of\s+them))\s+have\s+in\s+common"
    r"|(?:do|did)\s+(?:they|those|these|both\s+of\s+them|the\s+two)\s+have\s+(?:anything|something)\s+in\s+common"
    r"|how\s+are\s+(?:they|those|these|the\s+two|both)\s+(?:\w+\s+)?(?:alike|similar|connected|related|linked)"
    r"|(?:are|were)\s+(?:they|those|these|the\s+two)\s+(?:\w+\s+)?(?:connected|related|linked|similar|alike)"
    r"|what\s+(?:connects|links|ties)\s+(?:them|those|these|the\s+two)(?:\s+together)?"
    r"|(?:is|what'?s|whats|what\s+is)\s+(?:there\s+)?(?:a|the|any)\s+(?:common\s+)?(?:link|connection|thread|theme|pattern)\s+"
    r"(?:between|in|across)\s+(?:them|those|these|the\s+two|both)"
    r"|what'?s\s+the\s+same\s+(?:in|about)\s+(?:them|those|these|both)"
    r")(?:\s+(?:dreams|ones))?(?:\s+(?:then|though|tho|do\s+you\s+think))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_PATTERNS_ALONE = re.compile(
    r"^\W*(?:(?:so|and|hmm+|ok(?:ay)?)\W+)*(?:any|are\s+there\s+(?:any\s+)?|do\s+you\s+(?:see|notice)\s+(?:any\s+)?|"
    r"(?:have\s+you\s+)?noticed\s+any|what)\s+(?:patterns?|themes?|trends?)(?:\s+(?:lately|recently|so\s+far|yet|here|at\s+all))*"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# what the journal's dreams say of their mind ("can you tell me what my dreams say about my stress
# levels", "whats on my mind lately based on my dreams": probed, "stress levels" searched and the
# latest dreams listed): how they have felt, summed up
_MIND_FROM_DREAMS = re.compile(
    r"^\W*(?:(?:so|and|hey|hmm+|ok(?:ay)?)\W+)*(?:(?:can|could)\s+(?:you|u)\s+)?(?:tell\s+me\s+)?(?:"
    r"what\s+(?:(?:do|does|can|could|would)\s+)?(?:all\s+)?my\s+dreams\s+(?:say|tell\s+(?:you|me)|show|reveal|suggest)\s+about\s+"
    r"(?:my\s+)?(?:stress(?:\s+levels?)?|anxiety|mood|moods|mental\s+health|state\s+of\s+mind|mind|life|how\s+i'?m\s+(?:doing|feeling))"
    r"|what'?s\s+(?:been\s+)?on\s+my\s+mind(?:\s+lately|\s+recently)?,?\s+(?:based\s+on|from|judging\s+by)\s+my\s+dreams"
    r")(?:\s+(?:lately|recently|these\s+days))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_PERIOD_SUMMED = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|and|hey|hmm+)\W+)*(?:(?:can|could)\s+(?:you|u)\s+)?(?:"
    r"(?:tell\s+me\s+about|sum\s+up|how\s+(?:was|has\s+been|has|is|did)|what\s+about)\s+(?P<my>my)\s+(?P<unit>week|month|year)"
    r"|(?:what|how)\s+about\s+(?:this|last|the\s+past|the\s+last)\s+(?:week|month|year)"
    r")(?:\s+(?:been|go|going|so\s+far|in\s+dreams))*\s*[?.!]*\s*$",
    re.IGNORECASE,
)


_THEIR_SPAN = {"week": "the past 7 days", "month": "the past 30 days"}


# "do you remember what i told you yesterday", "what did we talk about last week": the talk, not
# the dreams of that day (probed: yesterday's dreams read, none, beside the line on the talk kept)
_THE_TALK_ASKED = re.compile(
    r"\bwhat\s+(?:i|we)\s+(?:told\s+(?:you|u)|said|talked\s+about|chatted\s+about|spoke\s+about)\b"
    r"|\bwhat\s+did\s+(?:i|we)\s+(?:tell\s+(?:you|u)|say|talk\s+about|chat\s+about)\b",
    re.IGNORECASE,
)


# "every dream", "all of my dreams": each of a period's dreams listed, not the first few
_EVERY_ONE = re.compile(
    r"\b(?:every|each)\s+(?:single\s+)?(?:dream|nightmare|one|entry)\b|\ball\s+(?:of\s+)?(?:my\s+|the\s+)?(?:dreams|nightmares|entries)\b",
    re.I,
)
_EVERY_LIMIT = 50  # (a read's most: ``sandman.tools.MAX_LIMIT``)
# "in order", "in chronological order", "oldest first", "from the first": as they came
_IN_ORDER = re.compile(
    r"\bin\s+(?:chronological\s+|date\s+|the\s+)?order\b|\b(?:oldest|earliest)\s+(?:first|to\s+newest)\b"
    r"|\bchronologically\b",
    re.I,
)
# "how did i feel in my last three dreams", "the moods of my last 5 dreams": those dreams, each with
# its mood (probed: the overview of the whole journal)
_LAST_FEW = re.compile(
    r"\b(?:my|the)\s+(?:last|latest|most\s+recent|past)\s+(?P<n>\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|few|couple(?:\s+of)?)\s+"
    r"(?:dreams|nightmares|entries|ones)\b",
    re.I,
)
# "what percent of my dreams are nightmares", "what share of my dreams are happy": the whole
# journal's count beside each feeling's
_SHARE_ASKED = re.compile(
    r"\b(?:what|which)\s+(?:percent(?:age)?|%|proportion|fraction|share|part)\s+of\s+(?:my\s+|all\s+my\s+)?(?:dreams|nightmares)\b"
    r"|\bhow\s+much\s+of\s+(?:my\s+)?(?:dreams|journal)\b|\b(?:percent(?:age)?|%)\s+of\s+(?:my\s+)?dreams\b",
    re.I,
)
# "what day of the week do i dream the most", "which weekday do i log dreams on", "do i dream more
# on weekends": the days of the week the journal's dreams are dated (probed: the whole overview,
# which keeps no weekdays)
_WEEKDAYS_ASKED = re.compile(
    r"\b(?:what|which)\s+(?:(?:(?:week\s?)?days?\s+of\s+the\s+week|week\s?days?|days)\b"
    r"|day\b(?=.*\b(?:most|mostly|usually|often|more|tend|normally|typically)\b))"
    r"(?=.*\b(?:dream|dreams|dreamt|dreamed|nightmares?|log|logged|save|saved|write|journal)\b)"
    # (not of one dream: "what day of the week was my teeth dream")
    r"(?!.*\b(?:was|is|did)\s+(?:it|that|this|my\s+(?:last|first|latest))\b)(?!.*\bwas\s+(?:the|my)\b)"
    r"|\b(?:dream|nightmares?|log\s+(?:dreams|more))\w*\s+(?:more|most|less)\s+(?:often\s+)?on\s+"
    r"(?:weekends?|weekdays?|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)\b"
    r"|\bon\s+(?:weekends?|weekdays?)\s+or\s+(?:weekends?|weekdays?)\b"
    # "do i dream more in the week or on weekends", "more on the weekend than during the week"
    # (probed: the overview, no day counted)
    r"|\b(?:dream|dreams|nightmares?|log)\w*\s+(?:more|less)\b[^?.!]*\b(?:(?:in|during)\s+the\s+week|"
    r"on\s+(?:the\s+)?weekends?|at\s+(?:the\s+)?weekends?|on\s+week\s?days)\b[^?.!]*\b(?:or|than)\b",
    re.I,
)
_WEEK_SIDES = re.compile(
    r"\b(?:(?:in|during|on|at|over)\s+)?(?:the\s+)?(?:weekends?|week\s?days)\b|\b(?:in|during)\s+the\s+week\b",
    re.I,
)
# "count my happy dreams vs sad dreams", "can you count my nightmares", "tally up my dreams from
# october": a count asked for as a request
_COUNT_ASKED = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|so|and|also|hey)\W+)*(?:(?:can|could|would)\s+(?:you|u)\s+|please\s+|pls\s+)?"
    r"(?:count|tally|add|(?P<compare>compare))\s+(?:up\s+)?(?:all\s+)?(?:of\s+)?(?:my|the)\b[^.?!]*\b(?:dreams|nightmares|ones)\b",
    re.I,
)
_MOODS_COUNTED_TOGETHER = re.compile(
    # ("do i have more bad dreams than good ones": probed, the nightmares alone counted)
    r"\b(?:happy|good|sad|bad|scary|calm|nice|nightmares)\s+(?:dreams|ones)?\s*"
    r"(?:vs\.?|versus|compared\s+to|against|and|or|to|than)\s+"
    r"(?:how\s+many\s+)?(?:my\s+)?(?:happy|good|sad|bad|scary|calm|nice|nightmares)\b",
    re.I,
)
_FEW_WORDS = {
    "few": 3,
    "couple": 2,
    "couple of": 2,
    **{w: n for n, w in enumerate("two three four five six seven eight nine ten".split(), start=2)},
}


def _span_of(period: tuple[date, date] | None) -> dict[str, str]:
    """The ``since`` and ``until`` arguments of ``period`` (none without one)."""
    return {"since": period[0].isoformat(), "until": period[1].isoformat()} if period else {}


def journal_question(text: str, today: date) -> dict[str, Any] | None:
    """The ``recent_dreams`` arguments ``text`` asks for as a question about the journal as a
    whole, or None when it is not one (then the routes are scored as usual)."""
    if _THE_TALK_ASKED.search(text) and not re.search(r"\b(?:dream|nightmare)", text, re.I):
        return None
    if (periods := compared_periods(text)) is not None:
        # each period is its own read (``_plain.asked_questions``): the first one here
        return journal_question(summed_up(periods[0]), today)
    text = mended_opening(text)
    if (theirs := _PERIOD_SUMMED.match(text)) is not None:
        said = f"this {theirs['unit']}" if theirs["my"] else text
        if theirs["my"] and theirs["unit"].lower() in _THEIR_SPAN:
            # (their week is the last seven days: on a Monday "this week" is today alone; the
            # reply eval, "Your journal has no dreams on 7 December 2026 yet."; their month, on
            # the 1st, as well)
            said = _THEIR_SPAN[theirs["unit"].lower()]
        if (period := dream_period(said, today)) is not None:
            return {
                "since": period[0].isoformat(),
                "until": period[1].isoformat(),
                "overview": True,
            }
    if (few := _LAST_FEW.search(text)) is not None and re.search(
        r"\b(?:moods?|feel|felt|feeling|feelings)\b", text, re.I
    ):
        said = few["n"].lower()
        many = int(said) if said.isdigit() else _FEW_WORDS[re.sub(r"\s+", " ", said)]
        nightmare = {"mood": "nightmare"} if "nightmare" in few[0].lower() else {}
        return {"limit": max(1, many), **nightmare}
    if _WEEKDAYS_ASKED.search(text):
        nightmare = {"mood": "nightmare"} if re.search(r"\bnightmares?\b", text, re.I) else {}
        return {
            "overview": True,
            "weekdays": True,
            **nightmare,
            # (the weekend set against the week is no period: "more on the weekend than during
            # the week" read the last weekend's)
            **_span_of(dream_period(_WEEK_SIDES.sub(" ", text), today)),
        }
    if _SHARE_ASKED.search(text):
        # ("what percent of my dreams are nightmares": probed, the nightmares listed, no total)
        return {"overview": True}
    if _THE_LEAST.match(text):
        return {"overview": True}
    if _MIND_FROM_DREAMS.match(text):
        return {"overview": True}
    if _PATTERNS_ALONE.match(text):
        # ("any patterns lately?": probed, the latest dreams listed by the model's route)
        return {"overview": True}
    if _IN_COMMON_OF_THEM.match(text):
        # ("what do they have in common", after a search: the dreams shown, not the journal)
        return {"overview": True, "shown": True}
    if term_asked(text) is not None:
        return None  # ("whats a recurring dream": a word of dreaming, asked; probed, the overview)
    if _SOMETHING_NICE.match(text):
        return {"mood": "good", "limit": 1}
    if (felt := _LAST_OF_A_MOOD.search(text)) is not None:
        word = felt["mood"].lower()
        return {"mood": "good" if word in _GOOD_SAID else _MOOD_NOUNS.get(word, word), "limit": 1}
    if (felt := _LAST_TIME_FELT.search(text)) is not None:
        word = felt["mood"].lower()
        return {"mood": _MOOD_NOUNS.get(word, word), "limit": 1}
    if (felt := _HOW_MANY_FELT.search(text)) is not None:
        word = (felt["mood"] or felt["said"]).lower()
        # (the period said with the count: "how many were bad in october"; one said before it,
        # of another question, is that question's)
        span = _span_of(dream_period(text[felt.start() :], today))
        if re.fullmatch(_HARD_SAID, word):
            return {"mood": "hard", "overview": True, **span}
        if word in _GOOD_SAID or word in _BAD_SAID:
            return {"mood": "good" if word in _GOOD_SAID else "nightmare", "overview": True, **span}
        return {"mood": _MOOD_NOUNS.get(word, word), "overview": True, **span}
    if (more := _MORE_OF_A_MOOD.search(text)) is not None and not _MOODS_COUNTED_TOGETHER.search(
        text
    ):
        word = (more["said"] or "nightmare").lower()
        return {"mood": "good" if word in _GOOD_SAID else "nightmare", "overview": True}
    if (length := _BY_LENGTH.match(text) or _WHICH_BY_LENGTH.match(text)) is not None:
        count = length.groupdict().get("count")
        limit = int(count) if count and count.isdigit() else _COUNTS.get((count or "").lower(), 1)
        nightmare = {"mood": "nightmare"} if "nightmare" in length[0].lower() else {}
        which = length["which"] or length.groupdict().get("which2") or "longest"
        return {"order": which.lower(), "limit": max(1, limit), **nightmare}
    if (end := _AN_END_ONE.match(text)) is not None:
        oldest = end["which"].lower() in ("oldest", "earliest")
        return {"order": "oldest", "limit": 1} if oldest else {"limit": 1}
    if ranks_by_taste(text) and not _ASKS.search(text):
        # ("tell me about my best dream": asked without a question word; their latest, as below)
        return {"limit": 5}
    if (count := _COUNT_ASKED.match(text)) is not None and (
        not count["compare"] or _MOODS_COUNTED_TOGETHER.search(text)
    ):
        # ("count my happy dreams vs sad dreams": probed, the 1.5B's words alone) asked without
        # a question word: the overview (of the one mood named, when one is)
        mood = None if _MOODS_COUNTED_TOGETHER.search(text) else _mood(text)
        return {
            "overview": True,
            **_span_of(_periods(text, today)),
            **({"mood": mood} if mood else {}),
        }
    if (
        not (_ASKS.search(text) or _MOOD_ONES_SAID.match(text))
        or _GENERAL.search(text)
        or tells_recurring(text)
    ):
        return None
    if _SINCE_LAST.search(text):
        return {"limit": 1}
    if ranks_by_taste(text):
        # ("whats the weirdest dream ive had": their latest, which they judge; Sandman's own line
        # says so)
        return {"limit": 5}
    if _THE_TWO.search(text):
        # "which of the two dreams was happier": the two just told or talked about, the latest
        # (measured: "two happier" searched)
        return {"limit": 2}
    # ("how many happy dreams have i had": a mood's dreams counted)
    mood_counted = _MOOD_COUNT.search(text)
    count = bool(_COUNT.search(text)) or (
        mood_counted is not None and _mood(mood_counted[0]) is not None
    )
    # "how many dreams have I told you about water": a count of the dreams that say it, which
    # the search's lead gives (it counted every dream)
    if _SAY_ABOUT_THEM.search(text):
        # ("can you tell me what my dreams say about my personality": probed, "personality" read
        # as a topic, and "You haven't asked me to remember anything about personality yet.")
        return {"overview": True}
    if _names_a_topic(text):
        # "did I dream about water in October?", "do I keep dreaming about water?", "the first
        # time I dreamt of the sea": about something in the dreams, so a search.
        return None
    compared = (
        bool(_MOODS_COMPARED.search(text) and _COMPARING.search(text))
        or bool(_MOSTLY_MOOD.search(text) or _COMPARATIVE_MOOD.search(text))
    ) and bool(_ABOUT_DREAMS.search(text) or _THEIR_MOOD_LATELY.search(text))
    summed_period = _SUMMARY.search(text) is not None and _periods(text, today) is not None
    together = bool(
        _MOODS_COUNTED_TOGETHER.search(text)
        and re.search(r"\bhow\s+many\b|\bcompare\b|\bmore\b|\bfewer\b|\bless\b", text, re.I)
    )
    overview = (
        summed_period
        or count
        or compared
        or bool(_BEST_PERIOD.search(text))
        or bool(_MONTH_MOST.match(text))
        or bool(_MOOD_ASKED.search(text))
        # ("how many good and bad dreams do i have": the good and the hard counted; "do i have
        # more good dreams or bad dreams": probed, the good ones alone counted)
        or together
        or bool(_WHAT_RECURS.search(text))
        or bool(_SINCE_WHEN.search(text))
        or bool(_GAP.search(text))
        or bool(_KNOWN_OF_DREAMS.search(text))
        or (
            bool(_ABOUT_DREAMS.search(text) or _THEIR_MOODS.search(text))
            and bool(_RECURRING.search(text) or _SUMMARY.search(text) or _MOST.search(text))
        )
    )
    args: dict[str, Any] = {}
    period = _periods(text, today)
    # ("can you summarize my october": probed, the model summed up a month of a life it made up)
    summed = _SUMMARY.search(text) is not None and period is not None
    if period is not None and (
        _ABOUT_DREAMS.search(text) or _THEIR_MOODS.search(text) or _ALL_OF_IT.search(text) or summed
    ):
        args["since"], args["until"] = period[0].isoformat(), period[1].isoformat()
        if not overview and _EVERY_ONE.search(text):
            # ("list every dream i had in october in order": probed, three and "(and 3 more)",
            # the latest first)
            args["limit"] = _EVERY_LIMIT
        if not overview and _IN_ORDER.search(text):
            args["order"] = "oldest"
    mood = None if compared or together else _mood(text)
    if mood is not None:
        args["mood"] = mood
    if _FIRST.search(_FIRST_DAY.sub(" ", text)) and _ABOUT_DREAMS.search(text) and not overview:
        args["order"] = "oldest"
        m = _NUMBER.search(text)
        args["limit"] = (int(m[1]) if m[1].isdigit() else _NUMBERS[m[1].lower()]) if m else 1
    if mood is not None and not overview and "order" not in args and _LATEST_ONE.search(text):
        args["limit"] = 1  # "whats the most recent nightmare": one, the latest
    elif mood is not None and not overview and (latest := _LATEST_N.search(text)) is not None:
        # ("show me the last 3 nightmares": probed, every nightmare listed)
        n = latest[1]
        args["limit"] = int(n) if n.isdigit() else _NUMBERS[n.lower()]
    if overview:
        args["overview"] = True
    if not args and _RANKED.search(text):
        # "what's the weirdest dream I've told you?": no record ranks weirdness; the dreams
        # themselves, for the reply to answer from (with none read, the 1.5B made one up)
        args["limit"] = RANKED_SHOWN
    return args or None


# "When did I first dream about water?", "my earliest dream with a snake", "the first time I
# dreamt of the sea": the dreams that say it, the earliest first (searched newest first, the
# answer was the latest one).
_FIRST_TIME = re.compile(
    r"\bwhen\s+did\s+i\s+(?:very\s+)?first\b|\b(?:the|my)\s+(?:very\s+)?first\s+time\b"
    r"|\b(?:my|the)\s+(?:very\s+)?(?:first|earliest|oldest)\s+(?:dream|nightmare|one|entry)\b"
    r"|\b(?:first|earliest|oldest)\s+(?:dream|nightmare|time|entry)s?\s+(?:about|of|with|where|that)\b",
    re.I,
)


def search_period(text: str, today: date) -> tuple[str, str] | None:
    """The first and last date (ISO) of the period a search keeps to ("how many times have I
    dreamt about water this month?": this month; measured: every dream that says it was counted),
    or None: no period, or a night named by an occasion of theirs (that is searched for)."""
    if occasion_query(text, today) is not None:
        return None
    found = _periods(text, today)
    return None if found is None else (found[0].isoformat(), found[1].isoformat())


# "whats the most recent one about water", "when did i last dream about my sister": the dreams
# that say it, the latest first (probed: the latest dream listed, whatever it held)
LATEST_ABOUT = re.compile(
    r"\b(?:the|my)\s+(?:most\s+recent|latest|last|newest)\s+(?:dream|nightmare|one|entry|time)s?\s+"
    r"(?:about|of|with|where|mentioning|i\s+(?:dreamt|dreamed|had\s+a\s+dream)\s+(?:about|of))\s+\w"
    r"|\bwhen\s+did\s+i\s+last\s+(?:dream|have\s+a\s+(?:dream|nightmare))\s+(?:about|of|with)\s+\w",
    re.I,
)


# "which is the newest", "and which one was the first": the order of the dreams the question
# before it found ("how many dreams mention water and which is the newest": probed, the latest
# dream of all shown beside the two of water)
_WHICH_IN_ORDER = re.compile(
    r"^\W*(?:(?:and|also|so|but)\W+)*(?:(?:which|what)\s+(?:one\s+|dream\s+)?(?:is|was|were|are|'s|s)|"
    # ("how many times have i dreamt about flying and when was the last time": probed, the latest
    # dreams of all listed)
    r"when\s+(?:was|is|'s|s))\s+the\s+"
    r"(?:(?P<newest>newest|latest|most\s+recent|last|recent\s+one)|(?P<oldest>oldest|earliest|first))"
    r"(?:\s+(?:one|dream|time|of\s+(?:them|those|these)))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def order_of_those(text: str) -> str | None:
    """``"newest"`` or ``"oldest"`` when ``text`` asks which of the dreams the question before it
    found is the latest or the first ("which is the newest"), else None."""
    if (m := _WHICH_IN_ORDER.match(text)) is None:
        return None
    return "newest" if m["newest"] else "oldest"


def search_order(text: str) -> str | None:
    """``"oldest"`` when ``text`` asks for the first dreams that say something, ``"newest"``
    for the latest ones, else None."""
    if not _ASKS.search(mended_opening(text)):
        return None
    if _FIRST_TIME.search(text):
        return "oldest"
    return "newest" if LATEST_ABOUT.search(text) else None


# Dreams asked for besides the ones just talked about: "can you find other flying dreams",
# "any other dreams about water?", "have i had others like it", "dreams like that besides this
# one" (probed: the flying dream just told was listed among the "other" ones).
_OTHERS = re.compile(
    r"\bothers?(?:\s+[a-z'-]+){0,2}?\s+(?:dreams?|ones?|nightmares?|times?)\b"
    r"|\bany\s+others\b|\bothers\s+like\s+(?:it|this|that)\b"
    r"|\b(?:dreams?|ones?|nightmares?)\b[^?.!]*\b(?:besides|other\s+than|apart\s+from)\s+"
    r"(?:this|that|the\s+one|it)\b"
    r"|\b(?:dreams?|ones?|nightmares?)\s+(?:like\s+(?:it|this|that)\s+)?before\s+(?:this|that)\b",
    re.I,
)


def others_asked(text: str) -> bool:
    """Whether ``text`` asks for dreams besides the ones the conversation was just about."""
    return bool(_OTHERS.search(text))


# A night named by an occasion of theirs ("What did I dream on my birthday?", "the night before
# my exam"): no calendar has it, so what the journal can do is look for dreams that mention it.
_OCCASION = re.compile(
    r"\b(?:dream|dreamt|dreamed|dreams|nightmares?)\b[^?.!]*?\b(?:on|at|during|before|after|around|"
    r"the\s+night\s+(?:before|of|after))\s+(?:my|our|the|his|her|their)\s+"
    r"(?P<what>(?:[a-z'-]+\s+){0,2}?[a-z'-]{3,})\s*(?:[?.!,]|$)",
    re.I,
)


def occasion_query(text: str, today: date) -> str | None:
    """What to search the dreams for when ``text`` asks about the night of an occasion no
    calendar has ("my birthday" -> "birthday"), or None (a date, a holiday, a period, or none)."""
    # "I dreamt … at my old school. Also, what does teeth mean?": told, not asked; only an
    # occasion in a question is one to search for.
    m = next(
        (m for m in _OCCASION.finditer(text) if asks(_sentence_at(text, m.start("what")))), None
    )
    if m is None or dream_period(text, today) is not None:
        return None
    words = m["what"].lower().split()
    if any(w in _PERIOD_WORDS or w in _NOT_TOPICS for w in words):
        return None  # "on the night", "during the week": a time, not an occasion
    return " ".join(words)


def _sentence_at(text: str, at: int) -> str:
    """The sentence of ``text`` that holds the character at ``at``."""
    start = max(text.rfind(c, 0, at) for c in ".!?\n") + 1
    ends = [i for i in (text.find(c, at) for c in ".!?\n") if i >= 0]
    return text[start : (min(ends) + 1 if ends else len(text))].strip()


# "show me my sad ones" (after "my calm dreams and…"): dreams, the word left out
_MY_MOOD_ONES = re.compile(
    # ("show me the anxious ones": probed, the latest dreams listed, anxious or not)
    rf"\b(?:my|the|those|these|any)\s+(?:more\s+)?(?:{_MOODS})\s+ones\b"
    # "which one was the scariest" (probed after October's dreams were listed: the model asked,
    # and a guess held back): "one" is a dream
    # ("which was the saddest one": probed, "saddest" searched)
    rf"|\bwhich\s+(?:one\s+)?(?:was|is|were)\s+(?:the\s+)?(?:{'|'.join(_SUPERLATIVE_MOODS)})\b"
    # ("read me the scariest one", after October's dreams were counted: probed, the latest read)
    rf"|\b(?:my|the)\s+(?:very\s+)?(?:{'|'.join(_SUPERLATIVE_MOODS)})\s+ones?\b",
    re.I,
)


# How a dream felt, told: "it felt so peaceful", "i was scared", "i woke up sad", "it was so scary".
_MOOD_TOLD = re.compile(
    r"\b(?:felt|feel|feeling|was|were|got|made\s+me(?:\s+feel)?|left\s+me|woke\s+up(?:\s+feeling)?)\s+"
    r"(?:(?:so|very|really|a\s+bit|a\s+little|quite|kind\s+of|kinda|pretty|super|totally|just)\s+)*"
    rf"(?P<mood>{_MOODS})\b",
    re.I,
)


@functools.cache
def _mood_speller() -> Speller:
    return typo_speller(MOOD_WORDS)


_SUPERLATIVE_SAID = re.compile(
    rf"\b(?:(?P<sup>{'|'.join(_SUPERLATIVE_MOODS)})|most\s+(?P<most>{_MOODS}))\b", re.I
)


def superlative_mood(text: str) -> str | None:
    """The mood of the dreams a superlative asks for ("which of those was the happiest": happy,
    "the most anxious one": anxious), or None."""
    m = _SUPERLATIVE_SAID.search(text)
    if m is None:
        return None
    word = (m["sup"] or m["most"]).lower()
    return _SUPERLATIVE_MOODS.get(word, _MOOD_NOUNS.get(word, word))


# "i woke up crying", "i was sobbing": sad, though no mood word is said
_CRIED = re.compile(
    r"\b(?:woke\s+up|was|were|started|kept)\s+(?:crying|sobbing|in\s+tears)\b|\bi\s+cried\b"
    # "it made me cry a bit when i woke up" (probed: added with no mood)
    r"|\b(?:made|makes)\s+me\s+(?:cry|sob|tear\s+up)\b(?!\s+(?:laughing|from\s+laughing|with\s+laughter))",
    re.I,
)


def told_mood(text: str) -> str | None:
    """The mood of a dream as ``text`` tells how it felt ("it felt so peaceful": peaceful, "it was
    so scary": scared, "i woke up crying": sad), or None."""
    mended = _mood_speller().mend(text)  # "i felt so embarassed"
    # a mood said not to be felt is none ("i didnt feel sad though, just confused": probed, kept
    # as sad)
    # ... nor one said of others ("everyone was calm except me": probed, kept as calm)
    m = next(
        (
            f
            for f in _MOOD_TOLD.finditer(mended)
            if not _NOT_BEFORE.search(mended[: f.start()])
            and not _OTHERS_BEFORE.search(mended[: f.start()])
            and not _EXCEPT_ME.match(mended[f.end() :])
        ),
        None,
    )
    if m is None:
        if (last := _TRAILING_MOOD.search(text)) is not None:
            # ("save dream: walking through a forest, calm": probed, saved with no mood)
            word = _MOOD_NOUNS.get(last[1].lower(), last[1].lower())
            if word in MOOD_WORDS:
                return word
        return "sad" if _CRIED.search(text) else None
    word = m["mood"].lower()
    return _MOOD_NOUNS.get(word, word)


# a mood word alone at the end of a telling, set apart ("…through a forest, calm", "… - scary")
_TRAILING_MOOD = re.compile(
    r"\w[\w')]*\s*[,;:\-–—]\s*(?:(?:mood|feeling|felt)\s*:?\s*)?([a-z]+)\s*[.!]*\s*$", re.IGNORECASE
)


_OTHERS_BEFORE = re.compile(
    r"\b(?:everyone|everybody|they|others|people|the\s+others|all\s+of\s+them|nobody\s+else|he|she)"
    r"(?:\s+else)?\s*$",
    re.I,
)
_EXCEPT_ME = re.compile(r"\s*,?\s*(?:except|but|apart\s+from|other\s+than)\s+(?:for\s+)?me\b", re.I)
_NOT_BEFORE = re.compile(
    r"\b(?:didn'?t|did\s+not|don'?t|do\s+not|wasn'?t|was\s+not|not|never|no\s+longer)\s*$", re.I
)


def _mood(text: str) -> str | None:
    if not _ABOUT_DREAMS.search(text) and not _MY_MOOD_ONES.search(text):
        return None
    m = _MOOD_DREAMS.search(text)
    if m:
        word = (m["mood"] or m["mood2"] or m["mood3"] or m["mood4"] or m["mood5"]).lower()
        return _MOOD_NOUNS.get(word, word)
    m = _MOOD_FELT.search(text)
    if m and _WHICH_DREAM.search(text):
        word = m["mood"].lower()
        return _MOOD_NOUNS.get(word, word)
    # "what do my nightmares mean?" asks for a meaning, not for the dreams
    if (m := _SUPERLATIVE.search(text)) is not None:
        word = (m["sup"] or m["most"] or m["sup2"] or m["most2"] or m["sup3"]).lower()
        return _SUPERLATIVE_MOODS.get(word, _MOOD_NOUNS.get(word, word))
    if _GOOD_DREAMS.search(text) and not asks_meaning(text):
        return "good"
    if _HARD_DREAMS.search(text) and not asks_meaning(text):
        return "hard"
    return "nightmare" if _NIGHTMARES.search(text) and not asks_meaning(text) else None


_TOPIC = re.compile(
    r"\b(?:about|of|with|where|involving|featuring|mentioning|mentions?)\s+(?:(?:a|an|the|my|any)\s+)?"
    r"(?!(?:it|that|this|them|anything|something|last|this|lately|recently|in|on|during|from|around|near|most|often|the|an?|my|any|me|us|so|to|up|at|by|or|of|as|is|be|do|go|no|we|he)\b)"
    r"([a-z]{3,}|[a-z]{2}\b)",  # "about my ex"
    re.I,
)
_PERIOD_WORDS = (
    MONTH_WORDS
    | DAY_WORDS
    | frozenset("days week weeks month months year years night nights fortnight".split())
)
# "which of my dreams were sad?": the dreams themselves are no topic within them
_NOT_TOPICS = _PERIOD_WORDS | frozenset(
    # ("whats the date of my first dream": probed, "first" searched for)
    "dream dreams nightmare nightmares journal entries mood moods first earliest oldest latest newest"
    " previous stuff things thing kind kinds sort sorts type types".split()
)


# Words before "dreams" that say which dreams but name no thing in them ("my recent dreams")
NO_THING = frozenset(
    """recent latest last first earliest oldest old older newest new previous past other saved own
    favorite favourite best worst bad good weird weirdest strange strangest vivid lucid recurring
    recurrent repeating repeated
    scary scariest funny happy sad nice short long any many more all those these some the your our
    hard difficult rough tough heavy painful upsetting distressing
    his her their such most least fewest""".split()
)
# "any flying dreams last week?", "did i have teeth dreams again this month?": dreams named by a
# thing in them (measured: the week's dreams were listed, flying or not)
# ("find my exam dream, the one from last week": probed, the week's dreams listed, and "the
# exam dream from october") one of them
_THING_DREAMS = re.compile(
    r"\b(?:any|my|had|have|the|that)\s+(?:more\s+)?(?P<thing>[a-z]{3,})\s+(?:dreams?|nightmares?)\b",
    re.I,
)


# "most of the time", "all the time": how often, no thing in the dreams ("what was my mood most
# of the time last month": probed, "time" searched for and the latest dreams listed)
_HOW_OFTEN_SAID = re.compile(
    r"\b(?:most|all|some|half|much|a\s+lot)\s+(?:of\s+)?the\s+time\b|\bat\s+the\s+time\b", re.I
)


def _names_a_topic(text: str) -> bool:
    """True when ``text`` asks about something in the dreams ("about water", "flying dreams"),
    not only when."""
    text = _HOW_OFTEN_SAID.sub(" ", text)
    # ("dreams with a sad mood", "with the mood calm": a mood, not a thing in them)
    return any(
        m[1].lower() not in _NOT_TOPICS and not _A_MOOD.match(text, m.end())
        for m in _TOPIC.finditer(text)
    ) or any(
        # ("what were my happiest dreams": a mood ranked, no thing in them; probed, "happiest"
        # searched)
        m["thing"].lower() not in NO_THING | MOOD_WORDS | _NOT_TOPICS | _SUPERLATIVE_MOODS.keys()
        for m in _THING_DREAMS.finditer(text)
    )


_A_MOOD = re.compile(r"\s+moods?\b", re.I)
