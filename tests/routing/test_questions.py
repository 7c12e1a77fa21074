"""Questions about the journal as a whole become ``recent_dreams`` with the arguments they ask
for: a night, a period, a count, what recurs, the first dreams, a mood. Statements and questions
about something *in* the dreams are left to the routes."""

from __future__ import annotations

from datetime import date

import pytest

from sandman.language import dream_period
from sandman.routing import RouterPolicy
from sandman.routing._questions import journal_question, occasion_query, search_order

TODAY = date(2026, 12, 2)  # a Wednesday


@pytest.mark.parametrize(
    "text, args",
    [
        ("What did I dream on October 12?", {"since": "2026-10-12", "until": "2026-10-12"}),
        ("what did i dream on the 12th of october", {"since": "2026-10-12", "until": "2026-10-12"}),
        ("Show me the dream from 2026-11-03", {"since": "2026-11-03", "until": "2026-11-03"}),
        ("What did I dream on Tuesday?", {"since": "2026-12-01", "until": "2026-12-01"}),
        (
            "Summarize my dreams from October.",
            {"since": "2026-10-01", "until": "2026-10-31", "overview": True},
        ),
        ("what did i dream about in october?", {"since": "2026-10-01", "until": "2026-10-31"}),
        # nightmares: the dreams of fear and unease ("list my nightmares" listed the latest)
        ("list my nightmares", {"mood": "nightmare"}),
        (
            "Have I had any nightmares this month?",
            {"since": "2026-12-01", "until": "2026-12-02", "mood": "nightmare"},
        ),
        (
            "did I have a nightmare last night?",
            {"since": "2026-12-01", "until": "2026-12-02", "mood": "nightmare"},
        ),
        ("how many nightmares have I had?", {"mood": "nightmare", "overview": True}),
        ("List my dreams from last month", {"since": "2026-11-01", "until": "2026-11-30"}),
        ("What did I dream last week?", {"since": "2026-11-25", "until": "2026-12-02"}),
        ("any dreams this year?", {"since": "2026-01-01", "until": "2026-12-02"}),
        # A month ahead of today without a year is last year's: dreams are in the past.
        ("What were my dreams in December 2025?", {"since": "2025-12-01", "until": "2025-12-31"}),
        ("Show me my dreams from January", {"since": "2026-01-01", "until": "2026-01-31"}),
        ("How many dreams have I logged so far?", {"overview": True}),
        ("how many entries are in my journal", {"overview": True}),
        ("Is there anything that keeps coming back in my dreams?", {"overview": True}),
        # probed: a dream shown, the 1.5B's "several recurring themes" and "you've been sleeping
        # well lately", each with nothing read
        ("what mood am i in most often", {"overview": True}),
        # the two just told or talked about (probed: "two happier" searched)
        ("which of the two dreams was happier", {"limit": 2}),
        ("are my dreams getting better or worse", {"overview": True}),
        ("which one of these two dreams was nicer", {"limit": 2}),
        ("what mood am i usually in", {"overview": True}),
        # probed: the 1.5B's words alone, nothing read
        ("whats the average mood of my dreams", {"overview": True}),
        ("whats my overall mood", {"overview": True}),
        ("count my happy dreams vs sad dreams", {"overview": True}),
        ("how many good and bad dreams do i have", {"overview": True}),
        ("compare my happy and sad dreams", {"overview": True}),
        ("can you count my nightmares", {"overview": True, "mood": "nightmare"}),
        (
            "tally up my dreams from october",
            {"overview": True, "since": "2026-10-01", "until": "2026-10-31"},
        ),
        # probed: "time" searched for, and the latest dreams listed
        (
            "what was my mood most of the time last month",
            {"since": "2026-11-01", "until": "2026-11-30", "overview": True},
        ),
        # probed: the model asked, nothing read
        (
            "how did i feel mostly in october",
            {"since": "2026-10-01", "until": "2026-10-31", "overview": True},
        ),
        ("how have i been feeling overall", {"overview": True}),
        # probed: the month's dreams listed, no mood counted
        (
            "how was i feeling in my dreams in november",
            {"since": "2026-11-01", "until": "2026-11-30", "overview": True},
        ),
        (
            "what was i feeling in my dreams last month",
            {"since": "2026-11-01", "until": "2026-11-30", "overview": True},
        ),
        # probed: "Thank you for telling me…", nothing read; "good" searched
        ("i cant remember the last time i had a good dream", {"mood": "good", "limit": 1}),
        ("when was my last good dream", {"mood": "good", "limit": 1}),
        ("when did i last have a happy dream", {"mood": "happy", "limit": 1}),
        # probed: "coming" searched
        ("whats been coming up a lot in my dreams", {"overview": True}),
        # probed: listed, not counted; met with words
        ("how often do i have nightmares", {"mood": "nightmare", "overview": True}),
        ("how often do i dream", {"overview": True}),
        # probed: the 1.5B on dreams in general ("They can be colorful and vivid…")
        ("tell me about my dreams", {"overview": True}),
        ("what are my dreams like?", {"overview": True}),
        # probed: the 1.5B made a gap up ("typically a few hours to a day")
        ("whats the longest gap between my dreams", {"overview": True}),
        ("how many days between my dreams", {"overview": True}),
        ("what's the longest break between entries?", {"overview": True}),
        ("whats the longest ive gone without dreaming", {"overview": True}),
        ("how long did i go without dreaming", {"overview": True}),
        ("how long has it been since i last dreamed", {"limit": 1}),
        ("how long since my last dream?", {"limit": 1}),
        # probed: "bad" searched, nothing read
        ("how many of them were bad ones", {"mood": "nightmare", "overview": True}),
        ("how many of those were nightmares", {"mood": "nightmare", "overview": True}),
        # (the second of two questions, its period said after: "how many dreams did i have in
        # october and how many were bad")
        (
            "how many dreams were bad in october",
            {"mood": "nightmare", "overview": True, "since": "2026-10-01", "until": "2026-10-31"},
        ),
        (
            "how many were scary last month",
            {"mood": "scared", "overview": True, "since": "2026-11-01", "until": "2026-11-30"},
        ),
        ("and how many of them were good", {"mood": "good", "overview": True}),
        ("how many bad dreams have i had", {"mood": "nightmare", "overview": True}),
        ("any bad dreams lately", {"mood": "nightmare"}),
        ("when did i last have a bad dream", {"mood": "nightmare", "limit": 1}),
        # probed: the month's dreams listed
        (
            "what did i dream about most in october",
            {"since": "2026-10-01", "until": "2026-10-31", "overview": True},
        ),
        # probed: the latest dreams listed
        ("does anyone show up a lot in my dreams", {"overview": True}),
        ("is there anyone who keeps coming up in my dreams", {"overview": True}),
        ("what keeps showing up so much", {"overview": True}),
        # probed: the 1.5B's "I often feel calm and relaxed…", nothing read
        ("what moods come up most for me", {"overview": True}),
        ("which feelings keep coming back", {"overview": True}),
        # probed: the week's dreams listed, no mood said
        ("hows my mood been lately", {"overview": True}),
        # a mood ranked (probed: "happiest" searched)
        ("what were my happiest dreams", {"mood": "happy"}),
        ("show me my saddest dreams", {"mood": "sad"}),
        # the people they name (the overview says who)
        ("who is in my dreams the most", {"overview": True}),
        ("who shows up in my dreams", {"overview": True}),
        # probed: the latest dreams listed
        ("am i dreaming more lately or less", {"overview": True}),
        # probed: October's listed, three of six shown
        (
            "show me my dreams from october and tell me which was the scariest",
            {"since": "2026-10-01", "until": "2026-10-31", "mood": "scared"},
        ),
        ("have i been dreaming less", {"overview": True}),
        ("did anything come up more than once", {"overview": True}),
        # probed: "It could be the color blue.", nothing read
        ("whats the common thread", {"overview": True}),
        # probed: the latest dreams listed, after a count
        ("which month had the most", {"overview": True}),
        ("what keeps coming back", {"overview": True}),
        # probed: the 1.5B's "They can show you different things about yourself…"
        ("tell me something about my dreams", {"overview": True}),
        ("what can you tell me about my dreams", {"overview": True}),
        ("anything interesting in my journal?", {"overview": True}),
        # probed, after "what month did i dream the most": "Thank you for telling me"
        ("and the least", {"overview": True}),
        # a month said bare (probed: "I'm not sure what to say to that")
        (
            "can you summarize november",
            {"since": "2026-11-01", "until": "2026-11-30", "overview": True},
        ),
        ("sum up october", {"since": "2026-10-01", "until": "2026-10-31", "overview": True}),
        # probed: "common" looked up as a symbol
        ("ok whats my most common symbol", {"overview": True}),
        ("what are my top themes", {"overview": True}),
        ("whats the biggest theme in my dreams", {"overview": True}),
        # (of the dreams just shown: the whole journal's when none were)
        ("what do they have in common?", {"overview": True, "shown": True}),
        ("is there a pattern", {"overview": True}),
        ("whats the common theme in those", {"overview": True, "shown": True}),
        ("did anything repeat", {"overview": True}),
        ("how have i been sleeping lately", {"overview": True}),
        ("hows my sleep been", {"overview": True}),
        ("how many times did i feel anxious in my dreams", {"overview": True}),
        ("What do my dreams have in common?", {"overview": True}),
        ("Do I have recurring dreams?", {"overview": True}),
        ("Are there any patterns in my dreams?", {"overview": True}),
        # moods compared, and what comes back named as symbols (probed: the scared dreams alone;
        # "show" looked up as a symbol)
        ("do I have more happy or scared dreams?", {"overview": True}),
        ("are my dreams mostly calm or anxious?", {"overview": True}),
        ("which symbols show up the most?", {"overview": True}),
        # their moods, with no word for dreams (probed: "I don't have a personal mood")
        ("whats my most common mood", {"overview": True}),
        # measured: a search for "mood peaceful"
        ("which dream had the mood peaceful", {"mood": "peaceful"}),
        ("show me dreams with a sad mood", {"mood": "sad"}),
        ("any dreams with the mood calm?", {"mood": "calm"}),
        # the dreams taken together (measured: the latest listed and one shown)
        ("what mood were most of my dreams", {"overview": True}),
        ("what are my dreams usually like?", {"overview": True}),
        ("are my dreams mostly sad", {"overview": True}),
        ("what is my most common feeling", {"overview": True}),
        (
            "what moods have I had this month",
            {"since": "2026-12-01", "until": "2026-12-02", "overview": True},
        ),
        # a week of a month, a day "around", shorthands, the latest nightmare (probed: all of
        # November and the oldest dream; a search for "around halloween"; no period; every
        # dream, any mood)
        ("dreams from the first week of november", {"since": "2026-11-01", "until": "2026-11-07"}),
        (
            "what was i dreaming about around halloween",
            {"since": "2026-10-28", "until": "2026-11-03"},
        ),
        ("shw me my dreams frm last wk", {"since": "2026-11-25", "until": "2026-12-02"}),
        # probed: "halloween" searched for as a word
        (
            "what did i dream the week before halloween",
            {"since": "2026-10-24", "until": "2026-10-30"},
        ),
        ("whats the most recent nightmare", {"mood": "nightmare", "limit": 1}),
        # measured: the latest dreams, any mood
        ("whens the last time i had a nightmare", {"mood": "nightmare", "limit": 1}),
        # probed: the latest dreams listed, an uneasy one first
        ("when did i last have a good dream", {"mood": "good", "limit": 1}),
        ("when did i last have a nightmare", {"mood": "nightmare", "limit": 1}),
        ("any nice dreams lately?", {"mood": "good"}),
        # measured: their memories searched for "happiest month"
        ("what was my happiest month", {"overview": True}),
        ("what themes come up most often?", {"overview": True}),
        ("What was my very first dream in the journal?", {"order": "oldest", "limit": 1}),
        ("what were my first three dreams?", {"order": "oldest", "limit": 3}),
        ("In which dream did I feel anxious?", {"mood": "anxious"}),
        ("Which dreams was I scared in? When did I feel scared in a dream", {"mood": "scared"}),
        ("show me my happy dreams", {"mood": "happy"}),
        # asked as their noun alone (probed: "my last two happy dreams" listed the latest two,
        # any mood)
        ("my last two happy dreams", {"mood": "happy", "limit": 2}),
        ("the last 3 nightmares", {"mood": "nightmare", "limit": 3}),
        ("my sad dreams", {"mood": "sad"}),
        # something of a period asked for (probed: the latest dreams listed)
        ("ok show me something from october", {"since": "2026-10-01", "until": "2026-10-31"}),
        ("read me one from october", {"since": "2026-10-01", "until": "2026-10-31"}),
        # a day named from today; "last night" is also this morning (a dream told then, undated)
        ("What did I dream last night?", {"since": "2026-12-01", "until": "2026-12-02"}),
        ("what did I dream yesterday", {"since": "2026-12-01", "until": "2026-12-01"}),
        # probed: "about yesterday" read as a thing dreamt of, and the latest dream shown
        ("what did i dream about yesterday", {"since": "2026-12-01", "until": "2026-12-01"}),
        # probed: the 1.5B's "Yes, you may be experiencing more nightmares lately.", nothing read
        ("am i having more nightmares lately", {"mood": "nightmare", "overview": True}),
        ("have i been having more bad dreams recently", {"mood": "nightmare", "overview": True}),
        ("do i get a lot of good dreams", {"mood": "good", "overview": True}),
        ("what did i dream about on monday", {"since": "2026-11-30", "until": "2026-11-30"}),
        ("Did I dream anything two days ago?", {"since": "2026-11-30", "until": "2026-11-30"}),
        # the night before last and the morning after it, as "last night" reads (probed: its day
        # alone, where a dream told the next morning is kept under the next day)
        ("what did I dream the night before last?", {"since": "2026-11-30", "until": "2026-12-01"}),
        (
            "what did I dream the day before yesterday",
            {"since": "2026-11-30", "until": "2026-11-30"},
        ),
        # a year said with "from" (measured: no period, and the request saved as a dream)
        ("show me dreams from 2025", {"since": "2025-01-01", "until": "2025-12-31"}),
        # both nights (measured: yesterday alone)
        (
            "what did I dream yesterday and the day before?",
            {"since": "2026-11-30", "until": "2026-12-01"},
        ),
        (
            "what did I dream last night and the night before?",
            {"since": "2026-11-30", "until": "2026-12-02"},
        ),
        # how long the journal has been kept: its span (measured: the dream just talked about)
        ("how long have I been keeping this journal?", {"overview": True}),
        ("when did I start this journal?", {"overview": True}),
        # periods that meet, named with "and": their span (measured: this month alone)
        (
            "can u show me all my dreams from this month and last month",
            # (all of them: each listed, not the first few)
            {"since": "2026-11-01", "until": "2026-12-02", "limit": 50},
        ),
        ("dreams from october and november", {"since": "2026-10-01", "until": "2026-11-30"}),
        # two nights apart are no span (the first is read; the rest of the dreams between are not)
        (
            "what did i dream on october 2 and october 14",
            {"since": "2026-10-02", "until": "2026-10-02"},
        ),
        # a superlative: the dreams of that mood (measured: a search for "happiest"), or, for a
        # rank no record holds, the dreams themselves (measured: a dream made up)
        ("what was my happiest dream?", {"mood": "happy"}),
        ("what's my worst nightmare?", {"mood": "nightmare"}),
        ("which was my most frightening dream", {"mood": "frightened"}),
        ("what is the most scary dream I had?", {"mood": "scared"}),
        # ... said after the dreams (measured: a search for "scariest")
        ("which of my dreams was the scariest", {"mood": "scared"}),
        ("which dream was the happiest?", {"mood": "happy"}),
        # the journal as a whole read for what it says (measured: the memories were recalled)
        ("what do my dreams say about me", {"overview": True}),
        ("what does my journal tell you about me?", {"overview": True}),
        ("What's the weirdest dream I've told you?", {"limit": 5}),
        (
            "Have I had any calm dreams this month?",
            {"since": "2026-12-01", "until": "2026-12-02", "mood": "calm"},
        ),
        # the last of a weekday, a weekend, a season; a request said as its noun
        ("What did I dream last Tuesday?", {"since": "2026-12-01", "until": "2026-12-01"}),
        ("What did I dream over the weekend?", {"since": "2026-11-28", "until": "2026-11-29"}),
        ("what did I dream in the summer?", {"since": "2026-06-01", "until": "2026-08-31"}),
        ("dreams from last winter", {"since": "2025-12-01", "until": "2026-02-28"}),
        ("my dreams in October", {"since": "2026-10-01", "until": "2026-10-31"}),
        (
            "how many nightmares have i had this month?",
            # the nightmares counted, not every dream of the month
            {"since": "2026-12-01", "until": "2026-12-02", "overview": True, "mood": "nightmare"},
        ),
        # a mood asked of a part of the dreams ("which of my dreams…"): the dreams are no topic
        ("Which of my dreams were sad?", {"mood": "sad"}),
        ("which one of my nightmares felt scary?", {"mood": "scared"}),  # the mood it left
        ("Which of my dreams were scary?", {"mood": "scared"}),
        ("what of my dreams left me calm", {"mood": "calm"}),
        ("which of the dreams made me anxious?", {"mood": "anxious"}),
        # a part of a month, a span up to today, a day of the month alone, a typo'd opening
        (
            "what was I dreaming about in mid-October?",
            {"since": "2026-10-11", "until": "2026-10-20"},
        ),
        ("early november dreams?", {"since": "2026-11-01", "until": "2026-11-10"}),
        # a half of a month, a part of last month (probed: the whole month, and its first
        # dream), and a period asked to be shown (probed: the latest dreams listed)
        (
            "show me my dreams from the first half of october",
            {"since": "2026-10-01", "until": "2026-10-15"},
        ),
        ("dreams from the second half of october", {"since": "2026-10-16", "until": "2026-10-31"}),
        (
            "what did i dream at the end of last month",
            {"since": "2026-11-21", "until": "2026-11-30"},
        ),
        ("show me the first week of november", {"since": "2026-11-01", "until": "2026-11-07"}),
        ("show me early november", {"since": "2026-11-01", "until": "2026-11-10"}),
        (
            "can you tell me my dreams from 2 weeks ago until now",
            {"since": "2026-11-18", "until": "2026-12-02"},
        ),
        ("show me the dream from the 20th", {"since": "2026-11-20", "until": "2026-11-20"}),
        ("wht did i dream last nite", {"since": "2026-12-01", "until": "2026-12-02"}),
        # the moods and what comes most: the overview counts them
        ("what moods show up most in my dreams?", {"overview": True}),
        ("What do I dream about the most?", {"overview": True}),
        ("what do i dream about most often", {"overview": True}),
        ("which feelings come up in my dreams", {"overview": True}),
        ("what's the most common mood in my journal?", {"overview": True}),
        ("whats my most common dream", {"overview": True}),  # "whats", no apostrophe
        # the month with the most: the overview counts them by month (measured: the latest
        # dreams); a mood most of a period's dreams had (measured: the month's dreams listed)
        ("which month did i have the most dreams", {"overview": True}),
        ("what week had the fewest dreams?", {"overview": True}),
        # of a mood, compared by month (probed: the 1.5B's "The month with more nightmares was
        # October", of a tie read nowhere)
        ("which month had more nightmares", {"mood": "nightmare", "overview": True}),
        ("which month had the most bad dreams", {"mood": "nightmare", "overview": True}),
        (
            "was i mostly happy in my dreams in october?",
            {"since": "2026-10-01", "until": "2026-10-31", "overview": True},
        ),
        ("are my dreams mainly sad?", {"overview": True}),
        # their mood asked, or whether it changed (measured: the dreams listed, none counted)
        (
            "what was my mood in november",
            {"since": "2026-11-01", "until": "2026-11-30", "overview": True},
        ),
        ("am i dreaming happier lately?", {"overview": True}),
        # (probed: the latest listed, no moods)
        ("have my dreams been more positive lately?", {"overview": True}),
        ("have my dreams gotten better", {"overview": True}),
        # their mood over time, no dream word (probed: the 1.5B's "Yes, I've noticed an increase
        # in anxiety lately.", nothing read)
        ("am i more anxious lately", {"overview": True}),
        # which of the months was happier (probed: the 1.5B's "It was happier in March.")
        ("which month was happier", {"overview": True}),
        ("which month felt worse?", {"overview": True}),
        ("have i been less stressed recently?", {"overview": True}),
        ("are my dreams getting more anxious", {"overview": True}),
        # two periods compared: the first summed up here, the second its own read
        (
            "compare this month with last month",
            {"since": "2026-12-01", "until": "2026-12-02", "overview": True},
        ),
        # a span counted back from today (measured: "the last two weeks" was two dreams), with or
        # without a dream word
        (
            "show me everything from the last two weeks",
            {"since": "2026-11-18", "until": "2026-12-02"},
        ),
        (
            "what did i dream the past couple of nights",
            {"since": "2026-11-30", "until": "2026-12-02"},
        ),
        ("any dreams in the last 10 days?", {"since": "2026-11-22", "until": "2026-12-02"}),
        (
            "how many dreams in the past three months",
            {"since": "2026-09-02", "until": "2026-12-02", "overview": True},
        ),
    ],
)
def test_a_question_about_the_journal_gets_the_arguments_it_asks_for(
    text: str, args: dict[str, object] | None
) -> None:
    assert journal_question(text, TODAY) == args


@pytest.mark.parametrize(
    "text",
    [
        "I'm feeling anxious before bed lately.",  # a feeling told, no dreams asked for
        "I'm scared to go to sleep tonight.",
        "Why do people have recurring dreams?",  # a general question
        "Did I dream about water in October?",  # about something in the dreams: a search
        "Do I keep dreaming about water?",
        "Tell me about the first time I dreamt of the sea",
        "how many dreams about water do I have?",
        "What does a wolf mean?",
        "I dreamed of a wolf again last night. What could it mean for me?",
        "Last night I was flying over Porto and saw my brother waving from a rooftop.",
        "Thanks, that helps.",
        "what does my mood in the flying dream mean?",
        "Did I dream about the sea?",
        "Had the falling dream again. Third time this week.",  # told, not asked
        "I keep having nightmares, what can I do?",  # advice
        "I had a nightmare, what does it mean?",  # a meaning
        "what do my nightmares mean?",
        "I had a nightmare last night",
        # a count of the dreams that say something: the search counts them (measured: all dreams)
        "how many dreams have I told you about water",
        # a recurring dream of theirs told, its meaning asked (probed: the journal's overview)
        "i keep dreaming im back in school and i forgot my locker combo. what does it mean??",
        "I keep having the same dream about falling, what does that mean?",
        # a question about dreams in general (probed: the overview, and no word of the model's)
        "is it normal to have the same dream over and over?",
        "Is it normal to have recurring nightmares?",
        # about their life, not the journal (measured: the overview answered)
        "when did i start my new job",
        # one dream's mood, and dreams of a mood, are no overview
        "what was the mood of my last dream",
        "what was my mood in my last dream",
        # how one dream felt, after it was found (probed: the overview, and the latest shown)
        "how did i feel in it",
        "how did i feel in that one",
        "whats the difference between a snake and a worm",  # no periods compared
        "was the movie better than the book?",
        "is water better than fire",
    ],
)
def test_other_messages_are_left_to_the_routes(text: str) -> None:
    assert journal_question(text, TODAY) is None


def test_periods_are_read_against_today() -> None:
    assert dream_period("in March", date(2026, 2, 10)) == (date(2025, 3, 1), date(2025, 3, 31))
    assert dream_period("in February", date(2024, 3, 1)) == (date(2024, 2, 1), date(2024, 2, 29))
    assert dream_period("this week", TODAY) == (date(2026, 11, 30), TODAY)
    assert dream_period("the past 3 days", TODAY) == (date(2026, 11, 29), TODAY)
    assert dream_period("the last few days", TODAY) == (date(2026, 11, 29), TODAY)
    assert dream_period("these past few nights", TODAY) == (date(2026, 11, 29), TODAY)
    assert dream_period("the past fortnight", TODAY) == (date(2026, 11, 18), TODAY)
    assert dream_period("the last couple of weeks", TODAY) == (date(2026, 11, 18), TODAY)
    assert dream_period("the last 2 wks", TODAY) == (date(2026, 11, 18), TODAY)
    # months back keep the day, or the month's last one
    assert dream_period("the last two months", TODAY) == (date(2026, 10, 2), TODAY)
    assert dream_period("the past month", date(2026, 3, 31)) == (
        date(2026, 2, 1),
        date(2026, 2, 28),
    )
    assert dream_period("the past 1 months", date(2026, 3, 31)) == (
        date(2026, 2, 28),
        date(2026, 3, 31),
    )
    assert dream_period("last night", TODAY) == (date(2026, 12, 1), TODAY)
    # weeks ago: that week, Monday to Sunday (probed: "which dreams did I have two weeks ago" was
    # the one day fourteen days back); days ago: that day
    assert dream_period("a week ago", TODAY) == (date(2026, 11, 23), date(2026, 11, 29))
    assert dream_period("two weeks ago", TODAY) == (date(2026, 11, 16), date(2026, 11, 22))
    assert dream_period("3 days ago", TODAY) == (date(2026, 11, 29), date(2026, 11, 29))
    # months ago: the week around that day (probed: "and a month ago" read nothing, and the model
    # made up a trip)
    assert dream_period("a month ago", TODAY) == (date(2026, 11, 2), date(2026, 11, 8))
    assert dream_period("2 months ago", TODAY) == (date(2026, 9, 28), date(2026, 10, 4))
    # a season is the latest one begun (northern months), never one ahead; winter spans the year
    assert dream_period("in the summer", date(2026, 7, 10)) == (date(2026, 6, 1), date(2026, 7, 10))
    assert dream_period("last summer", date(2026, 7, 10)) == (date(2025, 6, 1), date(2025, 8, 31))
    assert dream_period("this winter", date(2026, 1, 10)) == (date(2025, 12, 1), date(2026, 1, 10))
    assert dream_period("in the spring of 2025", TODAY) == (date(2025, 3, 1), date(2025, 5, 31))
    assert dream_period("over the weekend", date(2026, 11, 29)) == (
        date(2026, 11, 28),
        date(2026, 11, 29),
    )


@pytest.mark.parametrize(
    ("text", "day"),
    [("what did i dream on the first of november", date(2026, 11, 1)),
     ("on november first?", date(2026, 11, 1)), ("the twenty-first of october", date(2026, 10, 21)),
     ("October the fifth", date(2026, 10, 5)), ("october the 5th", date(2026, 10, 5)),
     ("the thirty first of october", date(2026, 10, 31)), ("the twentieth of nov", date(2026, 11, 20))],
)  # fmt: skip
def test_a_day_said_in_ordinal_words_is_that_day_and_no_first_dream(text: str, day: date) -> None:
    # measured: "what did i dream on the first of november" showed the month's first dream (3
    # November), read as November and "first"
    assert dream_period(text, TODAY) == (day, day)
    asked = journal_question(text if "dream" in text else f"what did i dream {text}", TODAY)
    assert asked == {"since": day.isoformat(), "until": day.isoformat()}


@pytest.mark.parametrize(
    ("text", "more"),
    [("what day of the week do i usually dream on", {}),
     ("do i dream more on weekends", {}),
     ("which weekday do i have the most nightmares", {"mood": "nightmare"}),
     ("what days of the week did i dream on in october",
      {"since": "2026-10-01", "until": "2026-10-31"})],
)  # fmt: skip
def test_the_days_of_the_week_asked_read_the_weekdays(text: str, more: dict[str, str]) -> None:
    # probed: "what day of the week do i usually dream on" read the whole overview
    assert journal_question(text, TODAY) == {"overview": True, "weekdays": True, **more}


def test_a_day_asked_of_one_dream_or_of_today_is_no_weekday_count() -> None:
    for text in ("what day was my last dream", "what day is it", "what day did i save it"):
        assert not (journal_question(text, TODAY) or {}).get("weekdays"), text


def test_the_longest_or_shortest_dreams_are_asked_by_their_length() -> None:
    # probed: "whats the longest dream ive saved" / "and the shortest?" listed the latest dreams
    assert journal_question("whats the longest dream ive saved", TODAY) == {
        "order": "longest",
        "limit": 1,
    }
    assert journal_question("and the shortest?", TODAY) == {"order": "shortest", "limit": 1}
    assert journal_question("show me my 3 longest dreams", TODAY) == {
        "order": "longest",
        "limit": 3,
    }
    assert journal_question("whats my longest nightmare", TODAY) == {
        "order": "longest",
        "limit": 1,
        "mood": "nightmare",
    }
    # its length asked (probed: "how long was my longest dream" left to the 1.5B, nothing read)
    assert journal_question("how long was my longest dream", TODAY) == {
        "order": "longest",
        "limit": 1,
    }
    assert journal_question("how many words is the shortest one", TODAY) == {
        "order": "shortest",
        "limit": 1,
    }
    # (how long dreams last is no question of the journal's)
    assert journal_question("how long do dreams last", TODAY) is None
    # asked "which" (probed: "which dream was the longest" searched for "longest")
    assert journal_question("which dream was the longest", TODAY) == {
        "order": "longest",
        "limit": 1,
    }
    assert journal_question("which of my dreams is the shortest?", TODAY) == {
        "order": "shortest",
        "limit": 1,
    }
    # a dream told is no question
    assert journal_question("the longest dream i ever had was about a train", TODAY) is None


def test_a_first_dream_is_still_asked_beside_a_month() -> None:
    assert journal_question("what was my first dream in october", TODAY) == {
        "since": "2026-10-01",
        "until": "2026-10-31",
        "order": "oldest",
        "limit": 1,
    }


@pytest.mark.parametrize(
    ("text", "day"),
    [
        ("What did I dream on Christmas?", date(2025, 12, 25)),
        ("what did i dream on christmas eve", date(2025, 12, 24)),
        ("Any dreams on New Year's Eve?", date(2025, 12, 31)),
        ("what did I dream on new year’s day", date(2026, 1, 1)),
        ("What did I dream on Halloween?", date(2026, 10, 31)),
        ("Show me my dream from Christmas 2024", date(2024, 12, 25)),
    ],
)
def test_a_holiday_is_its_latest_day(text: str, day: date) -> None:
    assert dream_period(text, TODAY) == (day, day)
    assert journal_question(text, TODAY) == {"since": day.isoformat(), "until": day.isoformat()}


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("What did I dream on my birthday?", "birthday"),
        ("what did I dream the night before my exam?", "exam"),
        ("Did I have any dreams after our wedding?", "wedding"),
        ("what did I dream on my first day at work?", None),  # "at work": no occasion of theirs
        ("What did I dream on my sister's wedding day?", "sister's wedding day"),
        ("What did I dream on Christmas?", None),  # a holiday is a day
        ("what did I dream during the week?", None),  # a period
        # told, not asked: a search for it would answer a question nobody asked
        ("I dreamt of a cake on my birthday.", None),
        ("I dreamt I was at my old school. Also, what does teeth mean?", None),
        ("I dreamt of a cake on my birthday. What did I dream on my birthday?", "birthday"),
    ],
)
def test_a_night_named_by_their_own_occasion_is_a_search_for_it(
    text: str, query: str | None
) -> None:
    assert occasion_query(text, TODAY) == query
    if query is not None and text.endswith("?"):
        policy = RouterPolicy.for_model("smollm2-135m", "chatml")
        policy.today = lambda: TODAY
        decision = policy.first_pass(text)
        assert decision is not None
        assert (decision.route, decision.args) == ("search_dreams", {"query": query})


def test_the_router_decides_them_before_the_routes_on_every_strategy() -> None:
    for model in ("smollm2-135m", "qwen2.5-1.5b"):
        policy = RouterPolicy.for_model(model, "chatml")
        policy.today = lambda: TODAY
        decision = policy.first_pass("How many dreams have I logged so far?")
        assert decision is not None
        assert (decision.route, decision.args) == ("recent_dreams", {"overview": True})
        plain = policy.first_pass("What does a wolf mean?")
        assert plain is None or plain.route == "lookup_symbol"


@pytest.mark.parametrize(
    "text, route, args",
    [
        # a hello or a filler before the question (probed: the latest dreams listed, and "You
        # have logged in 2 dreams in October" said of six)
        (
            "hey, how many dreams have i logged in october",
            "recent_dreams",
            {"since": "2026-10-01", "until": "2026-10-31", "overview": True},
        ),
        ("hi! show me my sad dreams", "recent_dreams", {"mood": "sad"}),
        (
            "ok so how many nightmares have i had",
            "recent_dreams",
            {"mood": "nightmare", "overview": True},
        ),
        # "which one" after dreams were read is a dream (probed: the model asked, a guess held)
        ("which one was the scariest", "recent_dreams", {"mood": "scared"}),
        ("and which one was the happiest?", "recent_dreams", {"mood": "happy"}),
        # (probed: "saddest" searched; the latest dreams listed, anxious or not)
        ("which was the saddest one", "recent_dreams", {"mood": "sad"}),
        # a dream at one end of the journal, no dream word said (probed: the latest shown for the
        # oldest)
        ("whats the oldest one", "recent_dreams", {"order": "oldest", "limit": 1}),
        ("and the newest", "recent_dreams", {"limit": 1}),
        # dreams of a mood counted, no dream word said (probed: "peaceful" searched)
        ("how many were peaceful", "recent_dreams", {"mood": "peaceful", "overview": True}),
        # a month summed up, said as theirs (probed: a month of a life made up)
        (
            "can you summarize my october",
            "recent_dreams",
            {"since": "2026-10-01", "until": "2026-10-31", "overview": True},
        ),
        # the latest of a mood (probed: "anxious" searched)
        (
            "what did i dream the last time i was anxious",
            "recent_dreams",
            {"mood": "anxious", "limit": 1},
        ),
        # something good from their own journal (probed: "Thank you for telling me…")
        ("tell me something nice", "recent_dreams", {"mood": "good", "limit": 1}),
        ("how many of them felt scary?", "recent_dreams", {"mood": "scared", "overview": True}),
        ("show me the anxious ones", "recent_dreams", {"mood": "anxious"}),
        ("any calm ones?", "recent_dreams", {"mood": "calm"}),
        # how long ago a dream was is when it was (probed: a search for "long teeth")
        ("how long ago was the teeth dream", "search_dreams", {"query": "teeth"}),
        ("how long ago did i have the snake dream?", "search_dreams", {"query": "snake"}),
        # a dream that keeps coming back, typed fast (probed: met with "…could symbolize a sense
        # of familiarity", nothing read)
        ("i keep seing the same hallway in my dreams", "search_dreams", {"query": "hallway"}),
        # the journal as a whole, asked after a remark of a few words (probed: memories about
        # "dreams" recalled; a search for "coming")
        ("lol ok good. what else do you know about my dreams", "recent_dreams", {"overview": True}),
        ("whats been coming up the most in my dreams", "recent_dreams", {"overview": True}),
        ("what have you noticed about my dreams", "recent_dreams", {"overview": True}),
        # a happening asked about is no thing to look up (probed: "thing happen" looked up)
        ("why do i keep dreaming that bad things happen to the people i love", "respond", {}),
        # why bad dreams come: no search (probed: "bad stuff" searched)
        ("why do i dream about bad stuff", "respond", {}),
        # what one dream of a thing says about them: the thing's meaning, theirs first (the reply
        # eval's dev split: the dream searched, their meaning of a snake never read)
        ("What do you think my snake dream says about me?", "lookup_symbol", {"symbol": "snake"}),
        ("What do you think my flying dreams say about me?", "search_dreams", {"query": "flying"}),
        # a dream wished for, still to come: talked about (probed: "free tomorrow" searched)
        ("im free tomorrow, what should i dream about lol", "respond", {}),
        ("can you make me dream about the beach", "respond", {}),
        ("i want to dream about flying tonight", "respond", {}),
        ("my mom and i had a huge fight today and now im scared ill dream about it", "respond", {}),
        # (probed: "messing" searched)
        ("what if i dream about messing it up", "respond", {}),
        ("im afraid ill have nightmares about the crash", "respond", {}),
        ("why are my dreams so dark lately", "respond", {}),
        # a greeting alone is still one
        ("hi how are you", "respond", {}),
    ],
)
def test_a_question_after_a_hello_or_of_which_one_or_how_long_ago_is_read(
    text: str, route: str, args: dict[str, object]
) -> None:
    for model in ("smollm2-135m", "qwen2.5-1.5b"):
        policy = RouterPolicy.for_model(model, "chatml")
        policy.today = lambda: TODAY
        decision = policy.first_pass(text)
        assert decision is not None, (model, text)
        assert (decision.route, decision.args) == (route, args), model


@pytest.mark.parametrize(
    "text, order",
    [
        ("When did I first dream about water?", "oldest"),
        ("wen did i first dream about a snake", "oldest"),
        ("What was my first dream about a snake?", "oldest"),
        ("show me my oldest dream with water", "oldest"),
        ("the first time I dreamt of the sea, when was it?", "oldest"),
        ("What's the earliest dream where I was flying?", "oldest"),
        # told, not asked; "first" as what the dream holds; no "first" at all
        ("I dreamt about flying for the first time", None),
        ("find dreams about my first day at school", None),
        ("how many times have I dreamt about flying?", None),
        # the latest of them (probed: the latest dream listed, whatever it held)
        ("whats the most recent one about water", "newest"),
        ("when did i last dream about my sister", "newest"),
        ("show me my latest dream about snakes", "newest"),
        ("what was my last dream", None),
    ],
)
def test_a_search_for_the_first_dreams_that_say_something_is_read_oldest_first(
    text: str, order: str | None
) -> None:
    assert search_order(text) == order


def test_a_typo_of_a_question_word_opening_a_message_is_read_as_it_and_a_real_word_is_not() -> None:
    policy = RouterPolicy.for_model("smollm2-135m", "chatml")
    # probed: "wat does a snak mean" was no question
    assert policy.guess("wat does a snak mean").route == "lookup_symbol"
    # "Last" is no "list": a night told (read once as "list night…", a search)
    told = "Last night I was back at my old school and couldn't find my classroom."
    assert policy.guess(told).route == "respond"


@pytest.mark.parametrize(
    ("text", "moods"),
    [
        # measured: the calm ones alone were listed
        ("show me my happy or calm dreams", ["happy", "calm"]),
        ("any dreams that were sad or lonely?", ["sad", "lonely"]),
        ("list my sad and scary dreams", ["sad", "scared"]),
        ("show me my happy dreams", []),
        # compared, not listed: the overview answers it
        ("do I have more happy or scared dreams?", []),
    ],
)
def test_two_moods_asked_at_once_are_each_read(text: str, moods: list[str]) -> None:
    from sandman.routing import asked_moods

    assert asked_moods(text) == moods


def test_a_mood_question_typed_fast_reads_the_overview() -> None:
    # probed: "Most common mood is calmness." (the 1.5B, nothing read; each mood had one dream)
    from sandman.routing import RouterPolicy

    decided = RouterPolicy.for_model("smollm2-135m", "chatml").first_pass(
        "whats my most comon mood"
    )
    assert decided is not None and (decided.route, decided.args) == (
        "recent_dreams",
        {"overview": True},
    )


def test_a_mood_said_of_others_is_not_the_dreams() -> None:
    # probed: "everyone was calm except me" kept the dream as calm
    from sandman.routing._questions import told_mood

    assert told_mood("everyone was calm except me") is None
    assert told_mood("everyone else was calm but i was scared") == "scared"
    assert told_mood("i was calm") == "calm"


@pytest.mark.parametrize(
    ("text", "since", "until"),
    [
        # (their week: the last seven days, so that on a Monday it is more than today; the reply
        # eval, "Your journal has no dreams on 7 December 2026 yet."; their month the last thirty,
        # so that on the 2nd it is more than two days)
        ("tell me about my week", "2026-11-25", "2026-12-02"),
        ("how has my month been", "2026-11-02", "2026-12-02"),
        ("how was my month", "2026-11-02", "2026-12-02"),
        ("what about last month", "2026-11-01", "2026-11-30"),
        ("and what about this week?", "2026-11-30", "2026-12-02"),
    ],
)
def test_a_period_of_theirs_asked_about_is_its_dreams_summed_up(
    text: str, since: str, until: str
) -> None:
    # probed: "tell me about my week" got the 1.5B's "what were the highlights of your week?",
    # and "what about this month", "This month has been quite exciting, with many new
    # experiences and adventures."
    assert journal_question(text, TODAY) == {"since": since, "until": until, "overview": True}


def test_which_month_they_wrote_most_in_is_the_journal_by_month() -> None:
    # probed: "which month did i write the most" got the 1.5B's "I wrote most in November." (six
    # dreams were October's)
    for asked in ("which month did i write the most", "what month did i dream the most?"):
        assert journal_question(asked, TODAY) == {"overview": True}, asked


@pytest.mark.parametrize(
    "text", ["whats the longest dream i've written down", "what's the longest one i wrote down"]
)
def test_the_longest_dream_asked_as_written_down_is_asked_by_its_length(text: str) -> None:
    # probed: "whats the longest dream i've written down" got "I'm not sure what to say to that"
    assert journal_question(text, TODAY) == {"order": "longest", "limit": 1}


@pytest.mark.parametrize(
    "text",
    ["what do they have in common", "so what do those dreams have in common?", "how are they alike",
     "is there a link between them", "what connects them", "are those two related",
     "do they have anything in common"],
)  # fmt: skip
def test_what_the_dreams_shown_share_is_asked_of_them(text: str) -> None:
    # probed: "what do they have in common", after a search, got the whole journal's overview
    assert journal_question(text, date(2026, 12, 6)) == {"overview": True, "shown": True}


def test_what_keeps_coming_back_is_still_asked_of_the_whole_journal() -> None:
    asked = journal_question("what keeps coming back in my dreams", date(2026, 12, 6))
    assert asked == {"overview": True}


@pytest.mark.parametrize(
    "text",
    [
        "can you tell me what my dreams say about my stress levels",
        "whats on my mind lately based on my dreams",
        "what do my dreams say about my mental health",
    ],
)
def test_what_their_dreams_say_of_their_mind_is_the_overview(text: str) -> None:
    # probed: "stress levels" searched; the latest dreams listed
    assert journal_question(text, date(2026, 12, 6)) == {"overview": True}
