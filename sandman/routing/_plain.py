"""Phrasings whose route is plain before any scoring (``RouterPolicy.ruled``):

- thanks, a compliment or a greeting, short and asking for nothing ("You're really kind, thank
  you", "good night sandman") → ``respond``: their words ("kind", "thank") are no search;
- asking for advice ("how do I remember my dreams better?", "how can I sleep better") →
  ``respond``: "remember" there is no request to recall memories;
- a meaning of theirs told ("owls mean wisdom to me") → ``respond``: it is kept, not looked up;
- a question about Sandman itself ("who are you?", "do you dream?", "did you sleep well?") →
  ``respond``;
- an omen ("is dreaming of a snake a bad omen", "is it a bad sign to dream of teeth") →
  ``lookup_symbol``;
- "remind me what the lighthouse dream was about", "remind me of the dream with the piano", "what
  was the date of my snake dream?" → ``search_dreams``;
- a question about the user themselves ("what am I training for?", "where do I work?") →
  ``recall_memories``;
- the user's own meaning, asked back ("what do I usually say water stands for", "what did I tell
  you snakes mean") → ``lookup_symbol`` (its result holds the user's meaning first).

Each returns a route name; the arguments come from ``_args`` as for any route. None: score as
usual.
"""

from __future__ import annotations

import re

from .._edits import within_one_edit
from ..language import (
    MONTH_NAMES,
    QUESTION_WORDS,
    STOPWORDS,
    asks,
    is_english_word,
    requests,
    starts_as_question,
    tokens,
)
from ..messages import Route
from ..tools import CHANGE_TOOLS
from ._args import QUERY_FRAME
from ._changes import asks_its_title, follow_up
from ._intents import GOES_ON, fact_beside_request, write_intents
from ._questions import (
    LATEST_ABOUT,
    MOOD_WORDS,
    NO_THING,
    asks_the_least,
    compared_periods,
    summed_up,
)
from ._refer import leans_on_before, refer_back
from ._situation import (
    OWN_LINE_KINDS,
    asks_meaning,
    asks_of_the_last,
    asks_whether_to_save,
    dreams_all_night,
    fears_what_it_says_of_them,
    names_what_keeps_coming,
    others_dream,
    says_not_recalled,
    situation_of,
)
from ._told import likened_to, recurring_told, tells_recurring

_SMALL_TALK_MAX_WORDS = 8
_ABOUT_JOURNAL = re.compile(
    r"\b(?:dreams?|dreamt|dreamed|dreaming|nightmares?|journal|remember|remind|symbol|mean|means|meaning)\b",
    re.I,
)
# "…and I dreamed about him", "I had a dream about her": a dream of theirs told, no journal asked
_OWN_DREAM_TOLD = re.compile(
    r"\bi\s+(?:dreamt|dreamed|had\s+(?:a|the)\s+dream)(?:\s+(?:about|of)\s+(?:him|her|them|it))?\b"
    # ("… the man from my nightmare")
    r"|\b(?:from|in)\s+(?:my|that|the|last\s+night'?s)\s+(?:dream|nightmare)\b",
    re.I,
)
_DREAMS_ABOUT_ASKED = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|hey|then)\W+)*(?:what|which)\s+(?:dreams|nightmares)\s+(?:did|have|do)\s+i\s+"
    r"(?:ever\s+)?(?:have|had|get|got)\s+(?:about|with|of|where)\s+\S"
    # "list my dreams with anna in them", "which dreams have my dad in them", "dreams where anna
    # shows up" (probed: the model's route, or the latest dreams listed): those that say it
    r"|^\W*(?:(?:so|and|ok(?:ay)?|hey|then|can\s+you|could\s+you|please)\W+)*(?:(?:list|show|find|give|pull\s+up)"
    r"(?:\s+me)?\s+(?:all\s+)?(?:my\s+|the\s+)?|(?:which|what|any)\s+(?:of\s+my\s+)?)?(?:dreams|nightmares)\s+"
    r"(?:with|where|that\s+have|that\s+had|have|had)\s+(?!(?:a|the|my)?\s*(?:mood|feeling)\b)\S[^?.!]{0,40}?"
    r"\s+(?:in\s+(?:them|it)|shows?\s+up|showed\s+up|appears?|appeared|comes?\s+up|came\s+up)\s*[?.!]*\s*$"
    # "show me the flying ones", "which are the water ones", after what comes back was named
    # (probed: the latest dreams listed): those that say it
    r"|^\W*(?:(?:so|and|ok(?:ay)?|hey|then|can\s+you|could\s+you|please)\W+)*(?:(?:list|show|find|give|pull\s+up)"
    r"(?:\s+me)?\s+(?:all\s+)?|(?:which|what)\s+(?:are|were)\s+)the\s+"
    r"(?!(?:first|last|latest|newest|oldest|other|next|previous|recent|good|bad|best|worst|nice|old|new|"
    r"two|three|both|same|few|hard|happy|sad|scary|weird|strange|long|short|early|later|more|most)\b)"
    r"[a-z]{3,}(?:\s+[a-z]{3,})?\s+(?:ones|dreams)\s*[?.!]*\s*$",
    re.I,
)
_ADVICE = re.compile(
    r"^\W*(?:so\s+|and\s+|but\s+)?how\s+(?:do|can|could|should|would|might)\s+(?:i|we|one|people|you)\b"
    r"(?!\s+(?:find|see|look|read|get)\s+(?:my|the|a|an)?\s*(?:dream|entry|journal))|^\W*how\s+to\b"
    r"|^\W*(?:any\s+)?tips?\s+(?:for|on|to)\b|^\W*(?:what|which)\s+(?:helps?|can\s+help)\b",
    re.I,
)
_NAME_TOLD = re.compile(
    r"^\W*(?:(?:oh|and|also|so|btw|by\s+the\s+way)\W+)*my\s+\w+(?:'s|s)?\s+(?:\w+\s+)?"
    r"(?:name\s+is|is\s+called|is\s+named|goes\s+by)\s+[A-Za-z]",
    re.I,
)
# "my grandma used to take me to the library every saturday", "she passed away two years ago":
# their life told, in the first or the third person, nothing asked or asked for
_LIFE_TOLD = re.compile(
    r"^\W*(?:(?:oh|and|also|so|btw|well|honestly|actually|but|ok|okay)\W+)*"
    r"(?:my|our|i|i'?ve|i'?m|im|we|we'?re|he|she|they|he'?s|she'?s|they'?re)\b(?=(?:\W+\w+){2})",
    re.I,
)
_ASKS_INDIRECTLY = re.compile(
    r"\b(?:wonder|wondering|curious|know|knew|recall|find|search|look\s+up|show|tell|list|"
    r"forgot|forget|keep|save|note|write|log|entry|entries|recent|latest|memories|notes)\b",
    re.I,
)
_DREAMS_IN_GENERAL = re.compile(
    r"\b(?:do|can|does)\s+dreams?\s+(?:really\s+|actually\s+|even\s+)?(?:mean|matter|have\s+(?:a\s+)?meaning|"
    r"predict|tell\s+us|come\s+true)\b|\bwhy\s+do\s+(?:we|people|humans)\s+dream\b"
    r"|\b(?:are|is)\s+dreams?\s+(?:real|meaningful|random|important)\b|\bwhat\s+are\s+dreams\b",
    re.I,
)
# "what should i dream about tonight", "can you make me dream about the beach", "i want to
# dream about flying tonight": a dream wished for, still to come, is talked about, not searched
# for (probed: "im free tomorrow, what should i dream about lol" searched "free tomorrow")
_DREAM_TO_COME = re.compile(
    r"\bwhat\s+(?:should|could|can|shall|do\s+you\s+want|would\s+you\s+like)\s+(?:i|me\s+to)\s+dream\b"
    r"|\b(?:make|help|let)\s+me\s+dream\b"
    r"|\bi\s+(?:really\s+)?(?:want|wanna|hope|wish|would\s+love|'d\s+love|d\s+love|need)\s+"
    r"(?:to\s+|i\s+(?:could\s+|can\s+|would\s+)?|i'?d\s+)?(?:dream|have\s+a\s+dream)\s+(?:about|of)\b"
    r"|\bhow\s+(?:do|can|could)\s+i\s+(?:choose|pick|decide|control)\s+what\s+i\s+dream\b"
    # ... or feared ("…and now im scared ill dream about it": probed, "mom huge fight scared ill"
    # searched)
    r"|\b(?:scared|afraid|worried|terrified|anxious|nervous|frightened)\s+(?:that\s+)?(?:i'?ll|ill|i\s+will|"
    r"i'?m\s+(?:going\s+to|gonna)|im\s+(?:going\s+to|gonna)|i\s+might|i\s+could)\s+(?:dream|have\s+(?:a\s+)?"
    r"(?:bad\s+dreams?|nightmares?))\b",
    re.I,
)
_OWN_MEANING = re.compile(
    r"\bwhat\s+(?:do|did|would|have)\s+i\s+(?:\w+\s+){0,2}?(?:say|said|think|thought|feel|felt|believe|"
    r"write|wrote|tell\s+you|told\s+you|decide|decided)\s+(?:that\s+)?(?:a\s+|an\s+|the\s+|my\s+)?"
    r"[a-z][\w'-]*(?:\s+[a-z][\w'-]*)?\s+(?:stands?\s+for|means?|symboli[sz]es?|represents?|is\s+about)\b",
    re.I,
)
# "What am I training for?", "where do I work?": a question about the user that their memories
# answer (not about their dreams, not advice, not "what do I do if …").
_ABOUT_ME = re.compile(
    r"^\W*(?:so\s+|and\s+)?(?:what|where|who|which|when)\s+(?:am|do|did|was|have)\s+i\b"
    # (not what they say: "what do i say", after "my wife says i talk in my sleep": probed, "You
    # haven't asked me to remember anything about say yet.")
    r"(?!\s+(?:say|said|mumble|mumbled|talk\s+about|shout|scream|yell|tell\s+(?:her|him|them))\b)"
    r"(?![^?]*\b(?:if|when|whenever|to\s+do|should)\b)"
    # (not when a dream was last or first had: "when did i last have one like it", after a dream
    # of an exam again; probed, their memories listed)
    r"(?![^?]*\b(?:last|first|dream\w*|nightmares?|like\s+(?:it|that|this))\b)[^?]{0,40}\??\s*$",
    re.I,
)
_LAST_FACT_ASKED = re.compile(
    r"\b(?:the\s+)?(?:last|latest|most\s+recent|newest)\s+(?:thing|fact|memory)\s+(?:that\s+)?i\s+(?:told|asked|gave)\s+"
    r"you(?:\s+to\s+(?:remember|keep|note))?\b",
    re.I,
)
# A fact of theirs asked ("whats my exam date", "when is my interview", "how old is io"): what
# they asked to be remembered answers it (measured: "It's the 15th of next month." to "whats my
# exam date", after "remember that my exam is on friday")
_THEIR_FACT = re.compile(
    r"^\W*(?:(?:so|and|also|hey|wait|ok|okay|um+)\W+)?(?:what'?s|whats|what\s+(?:is|was)|when'?s|whens|"
    r"when\s+(?:is|was)|where'?s|wheres|where\s+(?:is|was)|who'?s|whos|who\s+(?:is|was)|"
    r"what\s+(?:day|time|date)\s+is)\s+(?:my\s+|(?=[a-z]+'s\s)|(?=[a-z]+s\s+(?:birthday|name|job|age|"
    r"address|number|surname|wedding|anniversary)\b))"
    r"(?!(?:mood|moods|feeling|feelings|latest|last|first|recent|favou?rite|most|usual|best|worst|"
    r"happiest|saddest|scariest|calmest|busiest|quietest|darkest|roughest|weirdest|strangest)\b)"
    r"[a-z]+(?:'s)?(?:\s+[a-z]+)?(?:\s+again)?\s*\??\s*$"
    r"|^\W*how\s+old\s+(?:is|was)\s+(?:my\s+)?[a-z]+(?:'s)?(?:\s+[a-z]+)?\s*\??\s*$"
    # "where does anna live?" (measured: "anna live" looked up as a symbol), "what does my sister
    # do", "where does tomas work"
    r"|^\W*(?:where|what)\s+does\s+(?:my\s+)?[a-z]+(?:'s)?(?:\s+[a-z]+)?\s+(?:live|work|do|study)"
    r"(?:\s+(?:now|again|these\s+days))?\s*\??\s*$"
    # their own life asked ("what shifts do i work", "what kind of car do i drive", "which days
    # do i go to the gym"; probed: "Shifts involve different hours…")
    r"|^\W*(?:(?:so|and|also|hey|wait|ok|okay)\W+)?(?:what|which|when|how\s+many|how\s+often)"
    r"(?:\s+[a-z]+){0,3}\s+do\s+i\s+(?:usually\s+)?(?:work|drive|live|study|teach|play|take|go|visit|"
    r"own|train|volunteer|commute)\b(?:\s+[a-z']+){0,5}\s*\??\s*$",
    re.I,
)
_A_DREAM_NAMED = (
    r"(?:the|my|that)\s+(?:(?:dream|nightmare)\s+(?:about|of|with)\s+[a-z' ]+?"
    r"|[a-z' ]+?\s+(?:dream|nightmare|one))"
)
_SAVED_ASKED = re.compile(
    r"^\W*(?:(?:wait|so|ok(?:ay)?|hey|and|sandman)\W+)*"
    rf"(?:did\s+you\s+(?:actually\s+|really\s+)?(?:save|keep|log|record)\s+{_A_DREAM_NAMED}"
    # "can you save the drowning dream", told earlier and saved then (probed: "I can help you
    # remember the drowning dream.", nothing read): whether the journal holds it
    r"|(?:(?:can|could|would|will)\s+(?:you|u)\s+|please\s+|pls\s+)(?:please\s+)?(?:save|keep|log|record)\s+"
    rf"{_A_DREAM_NAMED}(?:\s+(?:please|for\s+me))?"
    rf"|(?:is|was|has)\s+{_A_DREAM_NAMED}\s+(?:been\s+)?(?:saved|kept|logged|recorded|in\s+(?:my|the)\s+journal))"
    r"\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_OF_THE_LOST = re.compile(
    r"\b(?:dream\w*|nightmares?)\b[^.?!]{0,40}?\b(?:someone|somebody|people|a\s+person|(?:a\s+)?loved\s+ones?|"
    r"my\s+\w+|him|her|them)\s+(?:who|that)\s+(?:has\s+|have\s+|had\s+)?(?:died|passed(?:\s+away|\s+on)?|"
    r"(?:is|are|was|were)\s+dead)\b"
    r"|\b(?:dream\w*|nightmares?)\b[^.?!]{0,40}?\b(?:my|our)\s+(?:late|dead|deceased)\s+\w+"
    # "what does it mean when my dead grandma visits me" (probed: "dead" looked up)
    r"|\bmean\s+(?:when|if)\s+(?:my|our|your|a)\s+(?:late|dead|deceased)\s+\w+",
    re.I,
)
# "what does it mean when you dream about someone you havent seen in years", "…someone you miss":
# someone told by a clause, no symbol in it (probed: "seen" looked up, "I don't know seen as a
# symbol yet")
_SOMEONE_DESCRIBED = re.compile(
    r"\b(?:dream\w*|nightmares?)\s+(?:about|of)\s+(?:someone|somebody|a\s+person|people|a\s+guy|a\s+girl)\s+"
    r"(?:(?:who|that|whom)\s+)?(?:you|i|we|u)\s+(?:\w+\s+){0,2}?(?:seen|see|saw|know|knew|known|met|miss|missed|"
    r"used\s+to|talk|talked|spoken|lost|loved|love|like|liked|hate|hated|dated|haven'?t|havent|don'?t|dont|never)\b",
    re.I,
)
_COUNTING = re.compile(r"^\W*how\s+(?:many|much|often|long|far)\b", re.I)
_COUNTED_DREAMS = re.compile(
    r"^\W*how\s+(?:many|often)\b[^?]*\b(?:dreams?|dreamt|dreamed|nightmares?)\b[^?]*"
    r"\b(?:about|of|with|mentioning|mentions?)\s+(?!(?:it|that|this|them|me)\b)\w"
    # "how many lucid dreams have i told you about" (probed: their memories listed)
    r"|^\W*how\s+many\s+(?!(?:bad|good|happy|sad|scary|nice|weird|strange|other|more|of|times|dreams)\b)"
    r"[a-z]+\s+(?:dreams|nightmares)\b",
    re.I,
)
_OMEN = re.compile(
    r"\b(?:bad|good|ill)\s+(?:sign|omen)\b|\bomens?\b|\bportent\b"
    # "Is it bad to dream about death?", "is dreaming of teeth normal?"
    r"|\bis\s+it\s+(?:a\s+)?(?:bad|good|normal|ok(?:ay)?|unlucky|lucky|dangerous|weird|strange|"
    r"worrying)\s+(?:thing\s+|sign\s+)?(?:to|if|when|that)\s+(?:i\s+|you\s+|we\s+)?(?:dream|keep\s+dreaming)"
    # (not how often: "is it normal to dream every night" names no thing; probed, "night" looked up)
    r"(?!\s+(?:every|each|all|most|so\s+much|a\s+lot|this\s+much|that\s+much|so\s+often|often|"
    r"(?:\w+\s+)?times?|(?:\w+\s+)?dreams?\s+a)\b)"
    r"|\bis\s+(?:dreaming|a\s+dream|it)\s+(?:of|about)\s+[^?.!]{1,40}?\s+(?:bad|good|normal|unlucky|lucky|"
    r"dangerous)\b"
    # "I keep dreaming about my ex, why?": what it could mean
    r"|\bwhy\b[^.!]*\bkeep\s+dreaming\b|\bkeep\s+dreaming\b[^.!]*\bwhy\b"
    # ("why cant i stop dreaming about him": probed, "stop ex" searched)
    r"|\bwhy\s+(?:can'?t|cant|cannot)\s+i\s+stop\s+(?:dreaming|having\s+dreams)\b",
    re.I,
)
# "why spiders though", "but why a horse?": why that thing was in the dream, its meaning (the
# model told how spiders weave their webs).
_WHY_THING = re.compile(
    r"^\W*(?:(?:but|so|and|ok|okay|hmm+|wait)\W+)*why\s+(?:(?:a|an|the|my)\s+)?"
    r"(?!(?:not|me|now|so|though|that|this|it|then|is|are|do|does|did|would|should|could|"
    r"can|i|you|we|they|he|she|there|here|dreams?)\b)[a-z]{3,}"
    r"(?:\s+(?:though|tho|of\s+all\s+things|in\s+particular|exactly))?\s*[?!.]*\s*$",
    re.I,
)
# "why would someone have no face in a dream", "why do i keep losing my shoes in dreams": what a
# thing of a dream means, asked as why (measured: the 1.5B's answer held back, then "I'm not sure
# what to say to that")
_WHY_IN_A_DREAM = re.compile(
    r"^\W*(?:(?:but|so|and|ok|okay|hmm+|wait)\W+)*why\s+(?:would|do|does|did|might|could|can)\s+"
    r"[^?.!]{3,80}?\bin\s+(?:a|my|the|your|our|one's)?\s*(?:dreams?|nightmares?)\s*[?!.]*\s*$",
    re.I,
)
# "What do you think my flying dreams say about me?": the dreams to read, then what they say. (One
# dream of a thing, "my snake dream", is the thing's meaning to look up: the reply eval's own
# meaning of a snake was not read.)
_SAYS_ABOUT_ME = re.compile(
    r"\b(?:my|these|those|the)\s+(?:[a-z]+\s+){0,2}(?:dreams|nightmares)"
    r"(?:\s+(?:about|of|with)\s+[a-z]+(?:\s+[a-z]+)?)?\s+(?:say|says|tell|tells|reveal|reveals|show|shows)"
    r"\s+(?:\w+\s+)?about\s+me\b",
    re.I,
)
_SAYS_OF_THEM = re.compile(
    r"\b(?:does|do|did|could|might|would|can)\s+(?:that|it|this|they|those|these)\s+(?:\w+\s+)?"
    r"(?:say|tell|reveal|show|mean)\s+(?:\w+\s+)?about\s+me\b",
    re.I,
)
_ONE_DREAM_SAYS = re.compile(
    r"\b(?:my|that|the|this)\s+(?:[a-z]+\s+){1,2}(?:dream|nightmare)\s+(?:say|says|tell|tells|reveal|reveals|"
    r"show|shows)\s+(?:\w+\s+)?about\s+me\b",
    re.I,
)
# "What was the date of my snake dream?", "when was the dream with the piano?": a dream to find.
_WHEN_WAS = re.compile(
    r"\b(?:the\s+)?(?:date|day|night)\s+of\s+(?:my|the|that)\s+(?:\w+\s+){0,3}(?:dream|nightmare)"
    r"|\bwhen\s+(?:was|did\s+i\s+have)\s+(?:my|the|that)\s+(?:\w+\s+){0,3}(?:dream|nightmare)"
    # "what day was the snake dream?" (a symbol named "day" was looked up)
    r"|\b(?:what|which)\s+(?:day|date|night|month)(?:\s+of\s+the\s+(?:week|month))?\s+(?:was|did\s+i\s+(?:have|dream))\s+"
    r"(?:(?:my|the|that|about|of)\s+)?(?:\w+\s+){0,3}(?:dream|nightmare|\w+\s*\?)"
    # "my teeth dream, when was that" (measured: met as going on from the last message)
    r"|\b(?:my|the)\s+(?:\w+\s+){0,3}(?:dream|nightmare|one)\s*[,.;:-]+\s*when\s+(?:was|did)\b"
    # "that's the second time with teeth right?", "is this the third time i dreamt of water?": a
    # count the search gives (measured: the 1.5B asked "Have you had this before?")
    r"|\b(?:second|third|fourth|fifth|2nd|3rd|4th|5th|\d+th)\s+time\s+(?:with|about|of|i(?:'ve|\s+have)?\s+"
    r"(?:dreamt|dreamed|had|seen|dream)(?:\s+(?:of|about))?)\s+\w+",
    re.I,
)
_REMIND = re.compile(
    r"\bremind\s+me\s+(?:what|of|about|how|when|where)\b.*\b(?:dream|nightmare)\b"
    r"|\bremind\s+me\s+(?:of|about)\s+(?:the|my|that)\s+(?:\w+\s+){0,3}(?:dream|nightmare)",
    re.I,
)


# "what did I dream yesterday? also what does water mean?", "what does a fox mean and what does
# snow mean?": two questions in one message, each read on its own (measured: the second was lost).
# "show me the ocean stairs dream and tell me what stairs mean", "… dream. Also, what does it
# mean?": a request as well as a question (measured: the dream was not shown).
_ASKING = rf"(?:also\s+)?(?:then\s+)?(?:{QUESTION_WORDS}|whats|show|list|find|read|tell\s+me|give\s+me|remind\s+me|pull\s+up)\b"
# "show me my last dream and my first dream": the second request leaves out its verb
_ONE_MORE_DREAM = (
    r"(?:also\s+)?(?:my|the)\s+(?:[\w'-]+\s+){0,3}(?:dream|nightmare|one)s?(?:\s+too)?\W*$"
)
_QUESTION_CUT = re.compile(
    rf"(?<=\?)\s+|(?<=[.!])\s+(?={_ASKING})|\s*,?\s+and\s+(?={_ASKING}|{_ONE_MORE_DREAM})",
    re.IGNORECASE,
)
_ONE_MORE = re.compile(_ONE_MORE_DREAM, re.IGNORECASE)
_ASKED_VERB = re.compile(
    r"^\W*(?:(?:can|could|would|will)\s+you\s+(?:please\s+)?|please\s+)?"
    r"(show\s+me|list|find|read\s+me|give\s+me|pull\s+up|tell\s+me)\b",
    re.I,
)


# "how many dreams did I log in October and how many in November": the second question leaves
# out what the first counts (measured: October's count alone)
_COUNTED = re.compile(r"^(how\s+many|how\s+often)\s+(dreams|nightmares|times)\b", re.IGNORECASE)
_LEFT_OUT = re.compile(
    r"^(how\s+many|how\s+often)\s+(?!dreams\b|nightmares\b|times\b)", re.IGNORECASE
)


# "in october", "last week", "this month": the period a question is asked of
_PERIOD_SAID = re.compile(
    rf"\b(?:(?:in|during|over|from)\s+(?:the\s+month\s+of\s+)?(?:{'|'.join(MONTH_NAMES)})(?:\s+\d{{4}})?"
    r"|(?:in|during|over)\s+(?:the\s+)?(?:last|past)\s+(?:\w+\s+)?(?:days|weeks|months)"
    r"|(?:last|this|past)\s+(?:week|month|year)|in\s+\d{4})\b",
    re.IGNORECASE,
)
# "how many were bad", "how many were nightmares", "which ones were scary": a count or a choice
# that names no period of its own
_OF_THE_SAME_SPAN = re.compile(
    r"^\W*(?:how\s+many(?:\s+of\s+(?:them|those|these))?|which\s+(?:ones?|of\s+(?:them|those|these)))\s+"
    r"(?:dreams\s+|nightmares\s+)?(?:were|was|are|felt|had)\b",
    re.IGNORECASE,
)
_LEAD_IN_COLON = re.compile(r"^[^:?.!\n]{1,30}:\s+(?=\S)")


def asked_questions(text: str) -> list[str]:
    """The questions ``text`` asks, each on its own, when it asks more than one; else []. A
    question that leaves out what the first one counts ("… and how many in November") is
    asked of it; two periods compared are each summed up."""
    if (compared := compared_periods(text)) is not None:
        return [summed_up(period) for period in compared]
    # ("hey, quick one: show me my last dream and also what does water mean": what comes
    # before the colon asks nothing; probed, neither question was read)
    said = _LEAD_IN_COLON.sub("", text.strip(), count=1)
    parts = [GOES_ON.sub("", p).strip() for p in _QUESTION_CUT.split(said)]
    verb = _ASKED_VERB.match(parts[0]) if parts else None
    if verb is not None:  # "… and my first dream": asked as the first was
        parts = [f"{verb[1]} {p}" if i and _ONE_MORE.match(p) else p for i, p in enumerate(parts)]
    asked = [p for p in parts if p and (starts_as_question(p) or requests(p))]
    counted = _COUNTED.match(asked[0]) if asked else None
    if counted is not None:
        asked = [
            _LEFT_OUT.sub(rf"\g<1> {counted[2]} ", p, count=1) if i else p
            for i, p in enumerate(asked)
        ]
    span = _PERIOD_SAID.search(asked[0]) if asked else None
    if span is not None:
        # ("how many dreams did i have in october and how many were bad": probed, the bad ones
        # of the whole journal counted) a later count that names no period is of the first's
        asked = [
            f"{p.rstrip(' ?.!')} {span[0]}"
            if i and _OF_THE_SAME_SPAN.match(p) and not _PERIOD_SAID.search(p)
            else p
            for i, p in enumerate(asked)
        ]
    return asked if len(asked) > 1 else []


def asked_part(text: str) -> str:
    """What of ``text`` is asked, when it also asks for a fact to be kept ("Remember that my dad
    is Pedro. Also, what does a dad mean in a dream?" → "what does a dad mean in a dream?"): the
    route is that part's (the write intents keep the fact); else ``text`` itself."""
    found = fact_beside_request(text)
    if found is None:
        return text
    # ("remember that my brother is called tomas and show me dreams about him": probed, the
    # latest dreams listed) "him" is whom the fact beside it names
    return refer_back(found[1], found[0], lambda _: {}) or found[1]


_DREAMS_DESCRIBED = re.compile(
    r"^\W*(?:(?:ugh+|so|honestly|lately|recently|man|wow|god|omg|ok|okay)\W+)*"
    r"(?:(?:my|the|these|all\s+my)\s+(?:dreams|nightmares)\s+(?:\w+\s+){0,2}?(?:have\s+been|are|were|feel|"
    r"felt|seem|seemed|keep\s+getting|got|get)\b(?!\s+(?:\w+\s+)?(?:about|of|with|full)\b)"
    r"|i(?:'ve|\s+have)\s+been\s+having\s+(?:\w+\s+){0,3}?(?:dreams|nightmares)\b(?!\s+(?:about|of|where|that)\b)"
    # "the last one was really violent" (probed, after "im scared to go to sleep tonight": the
    # latest dream shown): how a dream was, told
    r"|(?:the\s+)?(?:last|latest|other|previous)\s+(?:one|dream|nightmare)\s+(?:was|felt|got)\s+"
    r"(?:so\s+|really\s+|very\s+|super\s+|pretty\s+|kinda\s+|kind\s+of\s+|just\s+|too\s+)*[a-z]+\W*$)",
    re.IGNORECASE,
)


def _recurs_searchable(text: str) -> bool:
    """Whether ``text`` tells a dream that keeps coming back by something the journal can be
    searched for ("my sister leaving"; not "I keep having nightmares", which names none)."""
    # ("i keep having the weirdest dreams": probed, "weirdest" searched) how they are is no thing
    return any(
        w not in STOPWORDS
        and w not in QUERY_FRAME
        and w not in NO_THING
        and w not in _HOW_DREAMS_ARE
        for w in tokens(recurring_told(text))
    )


_HOW_DREAMS_ARE = frozenset(
    """crazy craziest wild wildest intense realistic bizarre random odd oddest creepy creepiest
    disturbing awful terrible horrible dark darkest really so very""".split()
)


# "show me my flying dreams", "list my school nightmares": dreams named by a thing in them, so a
# search for it (measured: the latest dreams were listed). A mood, an order or a kind of dream
# is no thing in them ("my calm dreams", "my recent dreams", "my weird dreams").
_THEIR_THING_DREAMS = re.compile(
    r"^\W*(?:(?:ok|okay|so|and|also|hey|now)\W+)?(?:please\s+|pls\s+|(?:can|could|would)\s+you\s+(?:please\s+)?)?"
    r"(?:show|list|find|give|read|pull\s+up|bring\s+up)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?(?:my|the)\s+"
    # ("find my exam dream, the one from last week": probed, the week's dreams listed) or one
    r"(?P<thing>[a-z]{3,})\s+(?:dreams?|nightmares?)\b"
    # "any flying dreams last week?", "did i have teeth dreams again this month?", "how many work
    # dreams in october": asked, with the period the search keeps to
    r"|^\W*(?:(?:ok|okay|so|and|also|hey|now)\W+)?(?:any|(?:did|do)\s+i\s+(?:have|get)\s+(?:any\s+)?(?:more\s+)?|"
    r"(?:have|had)\s+i\s+(?:had|got)\s+(?:any\s+)?(?:more\s+)?|how\s+many)\s*"
    r"(?P<asked>[a-z]{3,})\s+(?:dreams|nightmares)\b"
    # "whats the difference between my two teeth dreams" (measured: "difference" looked up)
    r"|^\W*(?:\w+\W+){0,6}?(?:difference|differences|differ|compare|similar|similarities|alike)\b[^?]{0,30}?"
    r"\b(?:my|the|both)\s+(?:two\s+|both\s+)?(?P<compared>[a-z]{3,})\s+(?:dreams|nightmares)\b",
    re.IGNORECASE,
)


# The words before "dreams" that name no thing in them: an order, a kind, a mood
_NOT_A_THING: frozenset[str] = NO_THING | MOOD_WORDS


def _a_thing_in_them(word: str) -> bool:
    """Whether ``word``, said before "dreams", names a thing in them ("flying", "exam"), not a
    mood, an order or a kind of dream, however typed ("shwo me my lst dreem": the reply eval,
    "lst" searched)."""
    if word in _NOT_A_THING:
        return False
    # (short words too: "lst", "lsat"; a word English knows is as typed)
    return is_english_word(word) or not any(within_one_edit(word, w) for w in NO_THING)


def like_an_earlier(text: str) -> bool:
    """Whether ``text`` points at an earlier dream by likeness and by a thing in it ("like the
    kitchen one i had before": a search for it), not by when ("like the last one")."""
    like = likened_to(text)
    return like is not None and not any(w in _NOT_A_THING for w in like.lower().split())


# "any dreams with anna in them", "nightmares about the house?": dreams asked for in a few words,
# whatever pronoun they end on (probed: "in them" read as going on from the last message, and met
# with "Thank you for telling me…")
_DREAMS_ASKED_FOR = re.compile(
    r"^\W*(?:(?:so|and|ok|okay|hmm+)\W+)?(?:(?:got\s+|are\s+there\s+|were\s+there\s+|have\s+i\s+(?:had|got)\s+)?any\s+)?"
    r"(?:dreams?|nightmares?)\s+(?:with|about|of|where|that\s+(?:have|mention|had))\b",
    re.IGNORECASE,
)


# One dream of theirs named by what it held ("my ocean dream", "the snake one")
_TOPIC_OF_A_DREAM = (
    r"(?:my|the|that)\s+(?P<topic>(?!(?:last|latest|other|first|previous|earlier|old|older|one|most|"
    r"recent|newest)\b)[a-z][a-z' ]{1,28}?)\s+(?:dream|nightmare|one)\b"
)
_ONE_DREAM_ASKED_OF = tuple(
    re.compile(pattern + _TOPIC_OF_A_DREAM, re.IGNORECASE)
    for pattern in (
        # "is that the same as my ocean dream", "is this like my snake dream", "does it remind you
        # of my flying dream": read before it is compared (probed: the 1.5B's "Yes, the message
        # and your ocean dream are about drowning in water", nothing read)
        r"\b(?:same\s+as|like|similar\s+to|related\s+to|connected\s+to|linked\s+to|different\s+from|"
        r"remind\s+(?:you|me)\s+of|compare\s+(?:to|with))\s+",
        # "was the snake dream a good or bad dream", "how did i feel in the exam dream", "what mood
        # was my teeth dream": how one dream felt, which the journal holds (probed: the 1.5B's "It
        # was a good dream.", nothing read)
        r"\b(?:was|is)\s+(?=(?:my|the|that)\s+[a-z' ]{2,29}?\s+(?:dream|nightmare|one)\s+(?:a\s+)?(?:good|bad|"
        r"happy|sad|scary|nice|positive|negative|nightmare)\b)",
        r"\bhow\s+did\s+i\s+feel\s+(?:in|about|after)\s+",
        r"\bwhat\s+(?:was\s+the\s+)?mood\s+(?:was|of|did)\s+",
    )
)


def dream_asked_of(text: str) -> str:
    """The words that name the one dream of theirs ``text`` asks of, to read before it is
    answered ("ocean dream" of "is that the same as my ocean dream", "snake dream" of "was the
    snake dream a good or bad dream"), or ""."""
    if "?" not in text and not asks(text):
        return ""
    m = next(
        (m for pattern in _ONE_DREAM_ASKED_OF if (m := pattern.search(text)) is not None), None
    )
    return f"{m['topic']} dream" if m else ""


# "can i see all my dreams", "could i look at my journal": their dreams asked for as leave to see
# them (probed: the model's route, "respond" on the scripted one)
_SEE_THEIR_DREAMS = re.compile(
    r"^\W*(?:(?:so|ok(?:ay)?|hey|and|um+)\W+)*(?:can|could|may)\s+i\s+(?:please\s+)?(?:see|view|look\s+at|read|"
    r"have\s+a\s+look\s+at|go\s+through)\s+(?:all\s+)?(?:of\s+)?my\s+(?:dreams|journal|entries|dream\s+journal)"
    r"(?:\s+(?:please|pls|so\s+far|again))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


def plain_reading(text: str) -> Route | None:
    """The route ``text`` plainly asks for (see the module's doc), or None."""
    words = re.findall(r"\w+", text)
    if _SEE_THEIR_DREAMS.match(text):
        return "recent_dreams"
    if _DREAMS_ABOUT_ASKED.match(text):
        # ("what dreams did i have about my sister anna": probed, the model's search, and "what
        # about my mom" after it then read as their memories of her)
        return "search_dreams"
    if asks_its_title(text):
        # ("whats the title", after a dream saved: probed, "title" searched) the dream shown
        return "respond"
    situation = situation_of(text)
    if dream_asked_of(text):
        return "search_dreams"
    # "owls mean wisdom to me": a meaning of theirs to keep, no lookup (the write intents keep it)
    intents = write_intents(text)
    if not asks(text) and any(i.name == "save_symbol_meaning" for i in intents):
        return "respond"
    # "change the title to stairs into the sea": a change asked and nothing else, which the
    # write intents make (probed: the 1.5B's route looked up "change" beside it)
    if intents and all(i.name in CHANGE_TOOLS for i in intents):
        return "respond"
    # "i keep dreaming about my sister leaving, is that normal?", "I keep dreaming that my teeth
    # fall out": a dream that comes back, told; the journal's earlier dreams of it are what the
    # companion can speak from (measured: met with "It's normal to dream about leaving someone",
    # nothing read). Its meaning asked is a lookup (below).
    # ("im so tired, i keep having dreams all night and never feel rested": probed, "never rested"
    # searched) broken sleep names no dream
    all_night = dreams_all_night(text)
    if all_night and not requests(text) and not asks_meaning(text):
        return "respond"
    if (
        _recurs_searchable(text)
        and not asks_meaning(text)
        and not _OMEN.search(text)
        and not all_night
    ):
        return "search_dreams"
    # "like every few days", "and my sister was watching from the shore": a few words going on
    # from the last message, asking nothing, are met, not looked up (measured: "like every few
    # days" listed the latest dreams)
    if like_an_earlier(text):
        return "search_dreams"
    if (
        leans_on_before(text)
        and not asks_the_least(text)
        and not requests(text)
        and not asks_meaning(text)
        and not _DREAMS_ASKED_FOR.match(text)
        # ("my teeth dream, when was that": a question after a comma)
        and not any(starts_as_question(part) for part in re.split(r"[,;:]\s*|\s[-–]+\s", text))
    ):
        return "respond"
    if (
        situation.kind in ("thanks", "greeting")
        and len(words) <= _SMALL_TALK_MAX_WORDS
        and not _ABOUT_JOURNAL.search(text)
        and not asks_meaning(text)
    ):
        return "respond"
    if _ADVICE.search(text) and not _COUNTING.search(text):
        return "respond"
    # "my boss's name is Karen btw": a person of theirs named, nothing asked, is met (measured:
    # "You haven't asked me to remember anything about boss yet.")
    if _NAME_TOLD.match(text) and not requests(text):
        return "respond"
    # ... and so is the rest of their life told (measured: "my grandma used to take me to the
    # library every saturday" recalled the memories about "grandma used", found none)
    # ... and a dream someone of theirs had (probed: "my daughter keeps having nightmares about
    # monsters" searched the journal for "daughter monsters")
    if others_dream(text) and not requests(text):
        return "respond"
    # "is that bad?", "any tips?": of what they just told (probed, after a dream of an ex: the
    # model's route; "is it weird that i dreamed about my boss" looked up "boss")
    if asks_of_the_last(text):
        return "respond"
    if (
        _LIFE_TOLD.match(text)
        and not requests(text)
        and not _ASKS_INDIRECTLY.search(text)
        and not _ABOUT_JOURNAL.search(text)
    ):
        return "respond"
    # "do dreams mean anything really?", "why do we dream?": about dreams in general, which the
    # companion answers (measured: "I feel kind of silly asking, but do dreams mean anything
    # really?" looked up "feel kind")
    if _DREAMS_IN_GENERAL.search(text) or _DREAM_TO_COME.search(text):
        return "respond"
    # "my dreams lately have been so vivid", "I've been having really weird dreams": how their
    # dreams have been, told, nothing asked (measured: the latest dreams were listed back)
    if _DREAMS_DESCRIBED.search(text) and not requests(text):
        return "respond"
    # "did you sleep well?", "who are you?", "what day is it?": asked of Sandman, so nothing of
    # the journal is read ("did you sleep well?" recalled their memories)
    # (the own-line moments but another language, read in English by then, and an action Sandman
    # has no tool for; and a dream announced, whose telling is still to come)
    if says_not_recalled(text):
        return "respond"
    # ("does that mean im a bad person", a dream two messages back: probed, "person" looked up)
    # ("should i save it in my journal?": asked, nothing to read; probed, the latest listed)
    if fears_what_it_says_of_them(text) or asks_whether_to_save(text):
        return "respond"
    # ("what does that say about me", after a meaning read: probed, their memories listed) what
    # the thing talked about says of them, which the conversation holds, is no memory asked
    if _SAYS_OF_THEM.search(text):
        return "respond"
    if situation.kind in (OWN_LINE_KINDS - {"not_english", "cannot"}) | {"announced"} and not (
        # (why a thing named keeps coming back: the thing is read too)
        names_what_keeps_coming(text)
    ):
        return "respond"
    # "my cat Io died last week": a hard feeling or a loss told, nothing asked, no dream named but
    # their own — met, not searched (measured: the latest dreams were listed back; "I'm kind of
    # sad today, my dog died last month and I dreamed about him" searched "sad dog died")
    # ("i have surgery tomorrow", "will i have nightmares?": met, nothing read)
    if situation.ahead == "dreams" or (situation.ahead and not requests(text)):
        return "respond"
    if (
        situation.kind == "feeling"
        and situation.valence == "hard"
        and not requests(text)
        and not _ABOUT_JOURNAL.search(_OWN_DREAM_TOLD.sub(" ", text))
    ):
        return "respond"
    # "I keep having the same dream about falling, what does that mean?": the meaning of what
    # keeps coming back (it was searched, "keep falling")
    # "is it normal to dream about someone who died", "why do i keep dreaming about my late dad":
    # someone lost, not a symbol (probed: "death" looked up, "an ending that makes room for a
    # beginning", and "No dream in your journal mentions death yet" after their mother's dream)
    if _OF_THE_LOST.search(text) or _SOMEONE_DESCRIBED.search(text):
        return "respond"
    if (
        _OMEN.search(text)
        or _OWN_MEANING.search(text)
        or _WHY_THING.match(text)
        or _WHY_IN_A_DREAM.match(text)
        or _ONE_DREAM_SAYS.search(text)
        or (tells_recurring(text) and asks_meaning(text))
    ):
        return "lookup_symbol"
    if (
        _REMIND.search(text)
        or _WHEN_WAS.search(text)
        or _SAYS_ABOUT_ME.search(text)
        or LATEST_ABOUT.search(text)
        # "did you save the exam dream": whether the journal holds it, by what it held (probed:
        # the 1.5B's "I did not save the exam dream.", which it had)
        or _SAVED_ASKED.match(text)
    ):
        return "search_dreams"
    thing = _THEIR_THING_DREAMS.match(text)
    if thing and _a_thing_in_them((thing["thing"] or thing["asked"] or thing["compared"]).lower()):
        return "search_dreams"
    # "how many dreams have I told you about water": the dreams that say it, counted by the
    # search (its "told you" read as a question about memories)
    if _COUNTING.search(text) and _COUNTED_DREAMS.search(text):
        return "search_dreams"
    if _LAST_FACT_ASKED.search(text):
        # "what was the last thing i told you to remember" (probed: the latest dream shown); what
        # they asked to be remembered is listed newest first
        return "recall_memories"
    if (
        (_ABOUT_ME.search(text) or _THEIR_FACT.match(text))
        and not _ABOUT_JOURNAL.search(text)
        # ("and what did i feel in it": asked of the dream talked about, which the journal shows;
        # probed, their memories listed)
        and not any(name == "show_dream" for name, _ in follow_up(text))
    ):
        return "recall_memories"
    return None
