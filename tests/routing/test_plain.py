"""Phrasings whose route is plain before any scoring (``sandman.routing._plain``), each kind
with phrasings of its own, and the near misses that must still be scored."""

from __future__ import annotations

import pytest

from sandman.routing import RouterPolicy
from sandman.routing._plain import plain_reading


@pytest.mark.parametrize(
    "text",
    [
        "thank you so much",
        "Thanks a lot, that was lovely",
        "you're so kind",
        "You are a very good listener",
        "hello!",
        "good morning sandman",
        "how do I fall asleep faster?",
        "how can I stop waking up at 4am",
        "any tips for remembering dreams?",
        "How to keep a dream journal",
        # a loss or a hard night told, nothing asked (measured: the latest dreams listed back)
        "my cat Io died last week",
        "hey sandman, rough night",
        # ... with a dream of theirs told in passing (probed: a search for "sad dog died")
        "I'm kind of sad today, my dog died last month and I dreamed about him",
        # a meaning of theirs told: kept by the write intents, not looked up
        "owls mean wisdom to me",
        "to me, water means change",
        # a person of theirs named (probed: "You haven't asked me to remember anything about
        # boss yet.")
        "my boss's name is Karen btw",
        # ... and their life told (probed: "my grandma used to take me to the library every
        # saturday" recalled the memories about "grandma used")
        "my grandma used to take me to the library every saturday",
        "she passed away two years ago",
        "we went camping a lot when i was little",
        # a nightmare that stays with them (probed: "time" looked up)
        "every time i close my eyes i see the man from my nightmare",
        "i know its not real but i cant shake it",
        # dreams in general (probed: a lookup of "feel kind")
        "I feel kind of silly asking, but do dreams mean anything really?",
        "why do we dream at all?",
        # a few words going on from the last message (probed: "like every few days" listed the
        # latest dreams)
        "like every few days",
        "and my sister was watching from the shore",
        "it happens like every week",
        # someone lost, asked of: no symbol (probed: "death" looked up, its dictionary reading
        # "an ending that makes room for a beginning")
        "is it normal to dream about someone who died",
        "why do i keep dreaming about my late dad",
        "is it weird that i dream about people who passed away",
        "what does it mean when my dead grandma visits me",  # (probed: "dead" looked up)
        # about Sandman itself ("did you sleep well?" recalled their memories)
        "did you sleep well?",
        "Do you dream, Sandman?",
        "who are you?",
        # what it says of them, no dream in the message (probed: "person" looked up)
        "does that mean im a bad person",
        "does this make me a terrible friend?",
        # whether to keep a dream, asked (probed: the latest dreams listed)
        "should i save it in my journal?",
        # someone told by a clause, no symbol in it (probed: "seen" looked up)
        "what does it mean when you dream about someone you havent seen in years",
        "what does it mean when you dream of someone you used to know",
    ],
)
def test_small_talk_and_advice_are_answered_not_searched(text: str) -> None:
    assert plain_reading(text) == "respond"


@pytest.mark.parametrize(
    ("text", "route"),
    [
        ("is a black cat in a dream a bad omen?", "lookup_symbol"),
        ("dreaming of rain, good sign or not", "lookup_symbol"),
        ("remind me what my dream about the train was", "search_dreams"),
        ("can you remind me of the dream with the lighthouse", "search_dreams"),
        ("What am I training for?", "recall_memories"),
        ("where do I work again?", "recall_memories"),
        ("what do I usually say water stands for", "lookup_symbol"),
        # is it bad, normal, a good sign…: what it could mean (measured: a search for "bad death")
        ("Is it bad to dream about death?", "lookup_symbol"),
        ("is dreaming of teeth normal?", "lookup_symbol"),
        ("I keep dreaming about my ex, why?", "lookup_symbol"),
        ("why do I keep dreaming of water", "lookup_symbol"),
        # probed: the 1.5B's answer held back, then "I'm not sure what to say to that"
        ("why would someone have no face in a dream", "lookup_symbol"),
        ("why do i keep losing my shoes in dreams?", "lookup_symbol"),
        # when a dream was: the dream to find (measured: a symbol named "date")
        ("what was the date of my snake dream?", "search_dreams"),
        ("when was my dream with the piano?", "search_dreams"),
        ("what day was the snake dream?", "search_dreams"),
        ("which night did I dream about the train?", "search_dreams"),
        # whether a dream named is saved: the journal's dreams that say it (probed: "I did not save
        # the exam dream.", which it had)
        ("did you save the exam dream", "search_dreams"),
        ("is my snake dream saved?", "search_dreams"),
        # a dream saved when it was told, asked to be saved (probed: "I can help you remember
        # the drowning dream.", nothing read)
        ("can you save the drowning dream", "search_dreams"),
        ("please log my dream about the wolf", "search_dreams"),
        # counted by what they held (probed: "how many lucid dreams have i told you about" listed
        # their memories)
        ("how many lucid dreams have i told you about", "search_dreams"),
        # the latest that says it (probed: the latest dream listed, no water in it)
        ("whats the most recent one about water", "search_dreams"),
        # a dream named, then asked after (measured: met as going on from the last message)
        ("my teeth dream, when was that", "search_dreams"),
        ("the snake one - when did i have it", "search_dreams"),
        # measured: answered without a read ("Flying dreams can reveal a person's sense of…")
        ("What do you think my flying dreams say about me?", "search_dreams"),
        # dreams compared (probed: "difference" looked up)
        ("whats the difference between my two teeth dreams", "search_dreams"),
        ("compare my water dreams", "search_dreams"),
    ],
)
def test_omens_and_reminders_of_a_dream_have_their_route(text: str, route: str) -> None:
    assert plain_reading(text) == route


@pytest.mark.parametrize(
    "text",
    [
        "thanks, what does a snake mean?",  # a question after the thanks
        "hi, did I ever dream about my brother?",
        "how many dreams have I logged?",  # a count, not advice
        "how do I find my dream about the sea?",  # a search, not advice
        "remind me of the things I asked you to remember",  # memories, not a dream
        "I dreamt of a wolf",
        "what have I been dreaming about lately",  # dreams, not memories
        "What do I do if I can't sleep?",  # advice, not memories
        # their life told beside something asked for, or of the journal
        "my recent entries",
        "my sister's name?",
        "i wonder what my sister's name was",
        "my sister was in my dream again",
    ],
)
def test_what_asks_for_more_is_scored_as_usual(text: str) -> None:
    assert plain_reading(text) is None


def test_the_policy_decides_plain_readings_with_their_arguments() -> None:
    policy = RouterPolicy.for_model("smollm2-135m", "chatml")
    decided = policy.first_pass("is dreaming of a spider a bad omen")
    assert decided is not None and (decided.route, decided.args) == (
        "lookup_symbol",
        {"symbol": "spider"},
    )
    for text, route, args in (
        ("is dreaming of teeth normal?", "lookup_symbol", {"symbol": "tooth"}),
        # a recurring dream told, its meaning asked: the first thing in it the dictionary reads
        # (probed: the overview; then "back", "keep falling")
        ("i keep dreaming im back in school and i forgot my locker combo. what does it mean??",
         "lookup_symbol", {"symbol": "school"}),
        ("I keep having the same dream about falling, what does that mean?", "lookup_symbol",
         {"symbol": "falling"}),
        ("I keep dreaming about my ex, why?", "lookup_symbol", {"symbol": "ex"}),
        # why that thing was in the dream (probed: how spiders weave their webs)
        ("why spiders though", "lookup_symbol", {"symbol": "spider"}),
        ("but why a horse?", "lookup_symbol", {"symbol": "horse"}),
        ("what was the date of my snake dream?", "search_dreams", {"query": "snake"}),
        # a dream of theirs likened: read first (probed: "Yes, the message and your ocean dream
        # are about drowning in water", nothing read)
        ("is that the same as my ocean dream", "search_dreams", {"query": "ocean"}),
        ("does that remind you of my flying dream?", "search_dreams", {"query": "flying"}),
        ("is it connected to my teeth dream", "search_dreams", {"query": "teeth"}),
        # how one dream felt, which it holds (probed: the 1.5B's "It was a good dream.")
        ("was the snake dream a good or bad dream", "search_dreams", {"query": "snake"}),
        ("what mood was my teeth dream", "search_dreams", {"query": "teeth"}),
        ("was my last dream a good one", "recent_dreams", {"limit": 1}),
        # their own name (probed: every memory listed, none saying it)
        ("whats my name", "recall_memories", {"topic": "my name"}),
        # the journal's latest, to read (probed: "Tell me about it", as if none were told)
        ("can you help me interpret my last dream", "recent_dreams", {"limit": 1}),
        # how often names no thing (probed: "night" looked up)
        ("is it normal to dream every night", "respond", {}),
        ("whats my sisters name", "recall_memories", {"topic": "sisters"}),
        ("what day was the snake dream?", "search_dreams", {"query": "snake"}),
        ("what day of the week was my teeth dream", "search_dreams", {"query": "teeth"}),
        ("how many dreams have I told you about water", "search_dreams", {"query": "water"}),
        ("how many dreams mention a fish?", "search_dreams", {"query": "fish"}),
        # dreams asked for, ending on a pronoun (probed: "in them" read as going on from the last
        # message: "Thank you for telling me…")
        ("any dreams with anna in them", "search_dreams", {"query": "anna"}),
        ("What do you think my flying dreams say about me?", "search_dreams", {"query": "flying"}),
        ("whats the difference between my two teeth dreams", "search_dreams", {"query": "teeth"}),
        # a common word is no typo (probed: "man" read as "mean", "end" looked up)
        ("what does a man at the end of the bed mean", "lookup_symbol", {"symbol": "man"}),
        # dreams named by a thing in them (measured: the latest dreams listed); a mood or an
        # order is no thing
        ("show me my flying dreams", "search_dreams", {"query": "flying"}),
        # how many times, asked as "the second time" (measured: "Have you had this before?")
        ("that's the second time with teeth right?", "search_dreams", {"query": "teeth"}),
        ("is this the third time i dreamt of water?", "search_dreams", {"query": "water"}),
        ("can you list my water dreams", "search_dreams", {"query": "water"}),
        # ... or one (probed: "find my exam dream, the one from last week" listed the week's)
        ("find my exam dream, the one from last week", "search_dreams", {"query": "exam"}),
        ("show me the flying dream", "search_dreams", {"query": "flying"}),
        ("pull up my snake nightmare", "search_dreams", {"query": "snake"}),
        ("show me my last dream", "recent_dreams", {"limit": 1}),
        # (an order typed with a typo is no thing: the reply eval, "shwo me my lst dreem" searched
        # "lst"; a word English knows is as typed)
        ("shwo me my lst dreem", "recent_dreams", {}),
        ("show me my bat dreams", "search_dreams", {"query": "bat"}),
        # an earlier one by likeness (probed: added to the dream told before; "like" searched)
        ("like the kitchen one i had before", "search_dreams", {"query": "kitchen"}),
        ("it was just like my flying dream", "search_dreams", {"query": "flying"}),
        ("like the flooded street one", "search_dreams", {"query": "flooded street"}),
        ("find dreams with water like", "search_dreams", {"query": "water"}),
        # ... asked, the period left to the search (measured: the week's dreams listed, flying
        # or not)
        ("any flying dreams last week?", "search_dreams", {"query": "flying"}),
        ("did i have teeth dreams again this month?", "search_dreams", {"query": "teeth"}),
        ("how many work dreams did i have", "search_dreams", {"query": "work"}),
        # a dream come again, named by its thing (measured: the latest dreams listed)
        ("ugh, work dreams again. the whole shift repeated over and over", "search_dreams",
         {"query": "work"}),
        ("another falling dream last night", "search_dreams", {"query": "falling"}),
        ("the teeth dream is back", "search_dreams", {"query": "teeth"}),
        # what they last asked to be kept (probed: the latest dream shown)
        ("what was the last thing i told you to remember", "recall_memories", {}),
        # how they felt is their moods, no word to search (probed: "water feel" searched)
        ("did i dream about water, how did it feel", "search_dreams", {"query": "water"}),
        ("show me my calm dreams", "recent_dreams", {"mood": "calm"}),
        ("show me my recent dreams", "recent_dreams", {}),
        # their own last one is a dream; being able is no thing (probed: "last", "able" looked up)
        ("ok interpret my last one", "recent_dreams", {"limit": 1}),
        ("are you able to interpret dreams", "respond", {}),
    ):  # fmt: skip
        found = policy.first_pass(text)
        assert found is not None and (found.route, found.args) == (route, args)
    thanks = policy.first_pass("You're really kind, thank you")
    assert thanks is not None and (thanks.route, thanks.args) == ("respond", {})


@pytest.mark.parametrize("model", ["smollm2-135m", "qwen2.5-1.5b"])
def test_a_dream_announced_in_a_few_words_reads_nothing(model: str) -> None:
    # measured: "bad dream last night" listed the latest dream and got "You feel uneasy about your
    # teeth."
    policy = RouterPolicy.for_model(model, "chatml")
    for text in ("bad dream last night", "weird dream last night", "nightmare again"):
        found = policy.first_pass(text)
        assert found is not None and found.route == "respond"


@pytest.mark.parametrize("model", ["smollm2-135m", "qwen2.5-1.5b"])
def test_a_fact_of_theirs_asked_reads_what_they_asked_to_be_remembered(model: str) -> None:
    # measured: "It's the 15th of next month." (the 1.5B routed it to respond) to "whats my exam
    # date", after "remember that my exam is on friday"
    policy = RouterPolicy.for_model(model, "chatml")
    for text, args in (
        ("whats my exam date", {"topic": "exam date"}),
        ("when is my interview?", {"topic": "interview"}),
        ("what is my sister called", {"topic": "sister"}),
        ("what day is my exam", {"topic": "exam"}),
    ):
        found = policy.first_pass(text)
        assert found is not None and (found.route, found.args) == ("recall_memories", args)
    # someone's, named (measured: "Anna's birthday is on March 23rd." held back, then "I'm not
    # sure what to say to that")
    for text, topic in (
        ("when is annas birthday", "annas birthday"),
        ("When is Lea's birthday?", "lea birthday"),
        ("how old is io", "io"),
        # (probed: "anna live" looked up as a symbol)
        ("where does anna live?", "anna live"),
        ("what does tomas do", "tomas"),
        # (probed: every memory listed)
        ("also whats io's age again", "io age"),
        ("what's anna's birthday", "anna birthday"),
        # their own life (probed: "Shifts involve different hours…", routed to respond)
        ("what shifts do i work", "shifts work"),
        ("what kind of car do i drive", "car drive"),
        ("which days do i go to the gym?", "days go gym"),
    ):
        found = policy.first_pass(text)
        assert found is not None and (found.route, found.args) == (
            "recall_memories",
            {"topic": topic},
        )
    for text in (
        "whats my mood lately",
        "what was my dream about",
        "what was my happiest month",
        "what do i dream about most",
        "how often do i go to work in my dreams",
    ):
        found = policy.first_pass(text)
        assert found is None or found.route != "recall_memories"


@pytest.mark.parametrize(
    ("text", "args"),
    [
        ("what do wolves usually symbolize?", {"symbol": "wolf"}),
        ("what does fire typically mean in a dream", {"symbol": "fire"}),
    ],
)
def test_how_often_is_not_part_of_the_symbol(text: str, args: dict[str, str]) -> None:
    decided = RouterPolicy.for_model("smollm2-135m", "chatml").first_pass(text)
    assert decided is not None and (decided.route, decided.args) == ("lookup_symbol", args)


def test_a_month_is_not_part_of_a_search() -> None:
    decided = RouterPolicy.for_model("smollm2-135m", "chatml").first_pass(
        "did I dream of horses in March?"
    )
    assert decided is not None and (decided.route, decided.args) == (
        "search_dreams",
        {"query": "horses"},
    )


@pytest.mark.parametrize(
    ("text", "route", "args"),
    [
        ("remember that my dad is called Pedro. also what does a dad mean in a dream?",
         "lookup_symbol", {"symbol": "dad"}),
        ("Remember I'm allergic to cats. And what does a cat mean?", "lookup_symbol", {"symbol": "cat"}),
        ("Remember my sister is Anna. Have I dreamt about her train?", "search_dreams", {"query": "train"}),
        # a request after the fact, or before it
        ("my partner is Lee, remember that. also show me my last dream", "recent_dreams", {"limit": 1}),
        ("show me my dreams about water and remember that I sleep badly", "search_dreams", {"query": "water"}),
        # "save that" with a fact (measured: nothing kept, "on monday" read as the night asked)
        ("can you save that i'm starting a new job on monday and also show me my flying dreams",
         "search_dreams", {"query": "flying"}),
    ],
)  # fmt: skip
def test_a_fact_to_keep_beside_a_request_is_routed_by_the_request(
    text: str, route: str, args: dict[str, str]
) -> None:
    # holdout4: "…also what does a dad mean in a dream?" was answered without the lookup
    decided = RouterPolicy.for_model("smollm2-135m", "chatml").guess(text)
    assert (decided.route, decided.args) == (route, args)


def test_two_questions_in_one_message_are_read_each_on_its_own() -> None:
    from sandman.routing import asked_questions

    # probed: a few words and a colon before them, and neither was read (the message was saved as
    # a dream)
    assert asked_questions(
        "hey, quick one: show me my last dream and also what does water mean"
    ) == ["show me my last dream", "what does water mean"]
    # measured: the second question was lost
    assert asked_questions("what did I dream yesterday? also what does water mean?") == [
        "what did I dream yesterday?",
        "what does water mean?",
    ]
    assert asked_questions("what does a fox mean and what does snow mean?") == [
        "what does a fox mean",
        "what does snow mean?",
    ]
    assert asked_questions("show me the snake dream and tell me what snakes mean") == [
        "show me the snake dream",
        "tell me what snakes mean",
    ]
    assert asked_questions("show me my last dream and my first dream") == [
        "show me my last dream",
        "show me my first dream",
    ]
    assert asked_questions("can you show me my calm dreams and my sad ones") == [
        "can you show me my calm dreams",
        "show me my sad ones",
    ]
    # one request, two things in it
    assert asked_questions("show me dreams about my mom and my dad") == []
    assert asked_questions("what does water mean?") == []
    assert asked_questions("I dreamt of a fox. what does it mean?") == []  # one question
    # the second leaves out what the first counts (measured: October's count alone)
    assert asked_questions("how many dreams did i log in october and how many in november") == [
        "how many dreams did i log in october",
        "how many dreams in november",
    ]
    # ... or the period it counts of (probed: "… in october and how many were bad" counted the
    # bad ones of the whole journal)
    assert asked_questions("how many dreams did i have in october and how many were bad") == [
        "how many dreams did i have in october",
        "how many dreams were bad in october",
    ]
    assert asked_questions("how many dreams did i log last month and which ones were scary") == [
        "how many dreams did i log last month",
        "which ones were scary last month",
    ]
    assert asked_questions("how many dreams did i have and how many were bad") == [
        "how many dreams did i have",
        "how many dreams were bad",
    ]


@pytest.mark.parametrize("text", ["whats the date today", "what day is it?", "what's today's date"])
def test_the_date_asked_of_sandman_reads_nothing(text: str) -> None:
    assert plain_reading(text) == "respond"
    # a date asked of a dream is a read
    assert plain_reading("what was the date of my snake dream?") != "respond"


@pytest.mark.parametrize(
    ("text", "route"),
    [
        # measured: the latest dreams listed back
        ("my dreams lately have been so vivid", "respond"),
        # how a dream was, told (probed: the latest dream shown)
        ("the last one was really violent", "respond"),
        ("I've been having really weird dreams", "respond"),
        ("ugh my nightmares are getting worse", "respond"),
        # a topic named, or a question: not this
        ("my dreams have been about water a lot", None),
        ("are my dreams getting darker?", None),
    ],
)
def test_how_their_dreams_have_been_told_is_met(text: str, route: str | None) -> None:
    found = plain_reading(text)
    assert found == route if route else found != "respond"


def test_the_last_thing_they_asked_to_be_kept_is_read_from_what_was_kept() -> None:
    # probed on the default: "what was the last thing i told you to remember" showed the latest
    # dream
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(
        "what was the last thing i told you to remember"
    )
    assert decided is not None and decided.route == "recall_memories"


@pytest.mark.parametrize(
    "text",
    ["can i see all my dreams", "could i look at my journal please?", "can I read my entries"],
)
def test_leave_to_see_their_dreams_lists_them(text: str) -> None:
    # probed: the model's route, which on the 1.5B listed them and on a scripted one read nothing
    assert plain_reading(text) == "recent_dreams"


def test_dreaming_all_night_is_met_not_searched() -> None:
    # probed: "im so tired, i keep having dreams all night and never feel rested" searched "never
    # rested"
    policy = RouterPolicy.for_model("qwen2.5-1.5b", "chatml")
    for said in (
        "im so tired, i keep having dreams all night and never feel rested",
        "i keep dreaming all night and wake up exhausted",
    ):
        decided = policy.first_pass(said)
        assert decided is not None and decided.route == "respond", said
    decided = policy.first_pass("i keep dreaming about my sister leaving")
    assert decided is not None and decided.route == "search_dreams"


def test_how_often_a_dream_came_is_no_word_of_it_to_search() -> None:
    # probed: "ive had the same nightmare 3 nights in a row. a man standing at the foot of my bed"
    # searched "row man standing foot bed"
    from sandman.routing._args import extract_args

    policy = RouterPolicy.for_model("qwen2.5-1.5b", "chatml")
    told = "ive had the same nightmare 3 nights in a row. a man standing at the foot of my bed"
    assert extract_args("search_dreams", told, policy._first.words(told)) == {
        "query": "man standing foot bed"
    }
