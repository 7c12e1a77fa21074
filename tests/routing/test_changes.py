"""Requests about one record: show, delete, edit, forget, confirm, decline, follow-ups."""

from __future__ import annotations

from datetime import date

import pytest

from sandman.routing._changes import change_requests, follow_up
from sandman.routing._intents import write_intents

TODAY = date(2026, 12, 1)


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        ("delete my dream about the snake", ("delete_dream", {"dream": "snake"})),
        ("Please remove dream #3", ("delete_dream", {"dream": "3"})),
        ("delete dream 12 from my journal", ("delete_dream", {"dream": "12"})),
        ("delete my last dream", ("delete_dream", {"dream": "last"})),
        # typed fast (probed: "last dreem" looked for)
        ("delete my last dreem", ("delete_dream", {"dream": "last"})),
        # a mood given after it was saved (probed: the 1.5B on lucid dreams, nothing changed)
        ("save it with the mood excited", ("edit_dream", {"dream": "previous", "mood": "excited"})),
        # a title (or a mood) given after it was saved (probed: "can u save it as "crystal
        # cave"" changed nothing)
        (
            'can u save it as "crystal cave"',
            ("edit_dream", {"dream": "previous", "title": "crystal cave"}),
        ),
        ("call it scary", ("edit_dream", {"dream": "previous", "title": "scary"})),
        # a fact of theirs corrected (probed: "That's great to hear!…", the old fact kept)
        ("actually i work day shifts now", ("update_memory", {"fact": "i work day shifts now"})),
        (
            "update: my sister's name is Ana, not Anna",
            ("update_memory", {"fact": "my sister's name is Ana, not Anna"}),
        ),
        ("i don't work nights anymore", ("update_memory", {"fact": "i don't work nights anymore"})),
        ("actually my cat is called miso", ("update_memory", {"fact": "my cat is called miso"})),
        ("i dont drink coffee anymore", ("update_memory", {"fact": "i dont drink coffee anymore"})),
        # a name given after it was saved, however it opens (probed: "whatever, save it as …")
        (
            "whatever, save it as shopping cart chaos",
            ("edit_dream", {"dream": "previous", "title": "shopping cart chaos"}),
        ),
        # saved when it was told: its title is what is asked (probed: "I understand.")
        (
            'ok log it please, call it "the kitchen"',
            ("edit_dream", {"dream": "previous", "title": "the kitchen"}),
        ),
        (
            "save it and call it glass house",
            ("edit_dream", {"dream": "previous", "title": "glass house"}),
        ),
        # a question asked of the dream talked about: what they told of it (probed: "I'm not sure
        # what to say to that")
        ("what did she say in the dream", ("show_dream", {"dream": "previous"})),
        ("who was the man in that dream?", ("show_dream", {"dream": "previous"})),
        # the dream talked about, its field named alone (probed: "and set the mood to funny")
        ("and set the mood to funny", ("edit_dream", {"dream": "previous", "mood": "funny"})),
        (
            "change its title to potato panic",
            ("edit_dream", {"dream": "previous", "title": "potato panic"}),
        ),
        # a second request after it is no part of the dream (probed: "last dream and show me the
        # one before" looked for)
        ("delete my last dream and show me the one before", ("delete_dream", {"dream": "last"})),
        (
            "remove my dream about the forest, then tell me what lakes mean",
            ("delete_dream", {"dream": "forest"}),
        ),
        ("delete the dream about cats and dogs", ("delete_dream", {"dream": "cats and dogs"})),
        # taken back in the same message: a no (probed: "high school one. actually no, keep it"
        # looked for)
        ("delete the high school one. actually no, keep it", ("decline_change", {})),
        ("delete it. actually no keep it", ("decline_change", {})),
        ("forget my cat's name. nevermind", ("decline_change", {})),
        ("delete that dream", ("delete_dream", {"dream": "previous"})),
        ("delete it", ("delete_dream", {"dream": "previous"})),
        ("forget that my sister is Anna", ("forget", {"memory": "my sister is Anna"})),
        ("forget memory 2", ("forget", {"memory": "2"})),
        ("delete the memory about my job", ("forget", {"memory": "my job"})),
        # probed: the latest dream shown, nothing changed
        (
            "can you give my last dream a title? call it glass bridge",
            ("edit_dream", {"dream": "last", "title": "glass bridge"}),
        ),
        (
            "give it a title: the kitchen",
            ("edit_dream", {"dream": "previous", "title": "the kitchen"}),
        ),
        # probed: "what i told you about my cat" looked for
        ("forget what i told you about my cat", ("forget", {"memory": "my cat"})),
        # (every memory of it: "everything")
        (
            "please forget everything i said about my ex",
            ("forget", {"memory": "everything about my ex"}),
        ),
        ("forget the stuff about my job", ("forget", {"memory": "my job"})),
        # probed: "my memory about the night shifts" looked for, nothing forgotten
        ("delete my memory about the night shifts", ("forget", {"memory": "the night shifts"})),
        (
            "change the title of my last dream to Glass forest",
            ("edit_dream", {"dream": "last", "title": "Glass forest"}),
        ),
        ("set the mood of dream 3 to anxious", ("edit_dream", {"dream": "3", "mood": "anxious"})),
        (
            'rename dream 4 to "The red door"',
            ("edit_dream", {"dream": "4", "title": "The red door"}),
        ),
        (
            "change the date of that dream to yesterday",
            ("edit_dream", {"dream": "previous", "date": "2026-11-30"}),
        ),
        (
            "Edit my last dream: the wedding was my cousin's.",
            ("edit_dream", {"dream": "last", "note": "the wedding was my cousin's"}),
        ),
        (
            "fix dream #2: it was raining, not snowing",
            ("edit_dream", {"dream": "2", "note": "it was raining, not snowing"}),
        ),
        # "the X one" is a dream (measured: the model said it was renamed); a mood is a mood
        (
            "rename the underwater one to Fish school",
            ("edit_dream", {"dream": "underwater one", "title": "Fish school"}),
        ),
        ("change the scary one to calm", ("edit_dream", {"dream": "scary one", "mood": "calm"})),
        # a night, not its words (probed: "whats the date of my teeth dream" / "change it to
        # november 10" proposed "november 10" as the dream's whole text)
        ("change it to november 10", ("edit_dream", {"dream": "previous", "date": "2026-11-10"})),
        # a name given (probed: "Certainly! The dream "the door" can be a metaphor…", unchanged)
        (
            'can u call the dream "the door"',
            ("edit_dream", {"dream": "previous", "title": "the door"}),
        ),
        ("name it Glass house", ("edit_dream", {"dream": "previous", "title": "Glass house"})),
        # a dream named by what it is about, and when it was (probed: "read ocean" searched; "I'm
        # not sure what to say to that")
        ("read me my dream about the ocean", ("show_dream", {"dream": "ocean"})),
        ("when was that", ("show_dream", {"dream": "previous"})),
        # (probed: "I'm not sure what to say to that", after the latest dream of flying)
        ("how long ago was that", ("show_dream", {"dream": "previous"})),
        ("how long has it been since then?", ("show_dream", {"dream": "previous"})),
        ("show it to me", ("show_dream", {"dream": "previous"})),
        # a rename asked politely, with a mood beside it (probed: its text proposed as "cliff
        # flight and set the mood to happy")
        (
            "can you rename my last dream to cliff flight and set the mood to happy",
            ("edit_dream", {"dream": "last", "title": "cliff flight", "mood": "happy"}),
        ),
        # a dream named by a word of it (probed: read as a phone call Sandman cannot make)
        (
            "call the snake dream bracelet",
            ("edit_dream", {"dream": "snake dream", "title": "bracelet"}),
        ),
        ('call my last dream "Wedding"', ("edit_dream", {"dream": "last", "title": "Wedding"})),
        # a dream named by what it held (measured: "I will provide the exam questions…")
        ("show me the exam one", ("show_dream", {"dream": "exam"})),
        ("pull up my lighthouse dream", ("show_dream", {"dream": "lighthouse"})),
        ("show me my forest dream", ("show_dream", {"dream": "forest"})),  # no ranking
        # told about again (measured: the 1.5B made up an ocean "where creatures swim freely")
        ("tell me about the ocean dream again", ("show_dream", {"dream": "ocean"})),
        ("remind me of the teeth dream", ("show_dream", {"dream": "teeth"})),
        ("tell me about my last dream", ("show_dream", {"dream": "last"})),
        # a correction after a comma, as after a colon (measured: the latest dream shown, nothing
        # proposed)
        (
            "edit my last dream, the car was blue not red",
            ("edit_dream", {"dream": "last", "note": "the car was blue not red"}),
        ),
        # "to:" gives the new text (measured: the dream looked for was "last dream to")
        (
            "change my last dream to: I was on a blue boat",
            ("edit_dream", {"dream": "last", "text": "I was on a blue boat"}),
        ),
        (
            "change my last dream to I flew over Porto",
            ("edit_dream", {"dream": "last", "text": "I flew over Porto"}),
        ),
        ("forget everything you know about me", ("forget", {"memory": "everything"})),
        # (probed: "forget everything" alone went to the 1.5B, which may say it forgot)
        ("forget everything", ("forget", {"memory": "everything"})),
        ("delete all my memories", ("forget", {"memory": "everything"})),
        ("Please delete all the things I've told you.", ("forget", {"memory": "everything"})),
        ("wipe all memories you have on me", ("forget", {"memory": "everything"})),
        ("show me dream 3", ("show_dream", {"dream": "3"})),
        ("read me that dream again", ("show_dream", {"dream": "previous"})),
        ("yes", ("confirm_change", {})),
        ("Yes please, delete it", ("confirm_change", {})),
        ("go ahead", ("confirm_change", {})),
        ("no, keep it", ("decline_change", {})),
        ("never mind", ("decline_change", {})),
        # measured: "no wait, keep it" was kept as a fact ("Remembered: no wait")
        ("no wait, keep it", ("decline_change", {})),
        ("wait, don't delete it", ("decline_change", {})),
        ("actually keep it", ("decline_change", {})),
        # a kind of dream said is its mood (probed: "save that as a nightmare" proposed the title
        # "a nightmare")
        ("mark it as a bad dream", ("edit_dream", {"dream": "previous", "mood": "nightmare"})),
        ("tag that one as a happy one", ("edit_dream", {"dream": "previous", "mood": "happy"})),
        ("label it a nightmare", ("edit_dream", {"dream": "previous", "mood": "nightmare"})),
        ("call it a nightmare", ("edit_dream", {"dream": "previous", "mood": "nightmare"})),
        ("mark this as a good dream", ("edit_dream", {"dream": "previous", "mood": "good"})),
        (
            "call it a flying dream",
            ("edit_dream", {"dream": "previous", "title": "a flying dream"}),
        ),
        # asked anew after a no (probed: "actually yes delete it" after "wait no" asked nothing,
        # and the 1.5B said "Sure."); "ok delete it then" looked for "it then"
        ("actually yes delete it", ("delete_dream", {"dream": "previous"})),
        ("ok delete it then", ("delete_dream", {"dream": "previous"})),
    ],
)
def test_requests_are_recognised(message: str, expected: tuple[str, dict[str, str]]) -> None:
    assert change_requests(message, TODAY) == [expected]


@pytest.mark.parametrize(
    "message",
    [
        "forget it",
        "forget about it",
        "forget all of that",
        "What does a snake mean?",
        "Do I dream about water a lot?",
        "I dreamt I deleted all my files",
        "How are you today?",
        "Remember that I changed jobs",
        "don't forget that my sister is Anna",
        "show me my happy dreams",
        "show me the weird one",
        "tell me about it",  # no dream named
        "tell me about my dreams",
        # a ranking names no dream (measured: "show me my saddest dream" answered "I couldn't find
        # that dream in your journal")
        "show me my saddest dream",
        "show me the most vivid dream",
        "pull up my worst nightmare",
        # a name said, none given to a dream
        "i call it the door dream",
        "call me anna",
        "what should i call it",
        # a meaning asked, or a night named: no question of the dream talked about
        "what does a snake mean in the dream",
        "who was in my dream last night",
        # a mood or a meaning saved: the telling's and the meaning's, not a title
        "save this one as scary",
        "save that as a nightmare",
        "save that as what underwater means to me",
        # no fact corrected: a dream told on, a feeling, a fact with nothing said to be new
        "no actually he promoted me lol",
        "actually i was at my moms house",
        "actually i'm fine",
        "i'm not scared anymore",
        "i am a nurse",
        # how things are between people now: no fact to change (probed: update_memory ran)
        "we dont really talk anymore",
        "she doesnt call me anymore",
    ],
)
def test_other_messages_are_not_change_requests(message: str) -> None:
    assert change_requests(message, TODAY) == []


def test_a_destructive_request_is_a_single_call_never_a_deletion_by_itself() -> None:
    [intent] = write_intents("delete my dream about the snake", TODAY)
    assert intent.name == "delete_dream"  # the journal only proposes it (tests/storage)


@pytest.mark.parametrize(
    "message",
    [
        "When was that?",
        "How did I feel in it?",
        "What else happened?",
        "and then?",
        "what was it about?",
        "Where was that?",
        "tell me more",
        "tell me more about it please",
        "and then what happened",
        "anything else?",
        # no "?" (probed, after a dream found: the 1.5B's question about meaningful dreams)
        "what happened in it",
        "who was in that dream",
        "what did i see in it again",
        # of the dreams found (probed: the 1.5B made one up)
        "what happens in them",
        "what happened in those dreams?",
        # its title asked (probed: the 1.5B's "The title is "Dream Journal"")
        "whats the title",
        "what is it called?",
    ],
)
def test_follow_ups_ask_for_the_dream_the_conversation_was_about(message: str) -> None:
    assert follow_up(message) == [("show_dream", {"dream": "previous"})]
    [intent] = write_intents(message, TODAY)
    assert (intent.name, intent.args) == ("show_dream", {"dream": "previous"})


@pytest.mark.parametrize(
    ("message", "dream"),
    [
        ("How did I feel in my lighthouse dream?", "lighthouse"),
        ("When was the dream about the lighthouse?", "lighthouse"),
        ("what mood was the kitchen snake dream?", "kitchen snake"),
        ("What happened next in the dream about the glass forest?", "glass forest"),
        ("Where was I in the dream where I met my grandmother?", "grandmother"),
        ("What was the mood of my last dream?", "last"),
        ("How did I feel in that dream?", "previous"),
        ("How did I feel in the first dream?", "earliest"),
    ],
)
def test_a_follow_up_that_names_its_dream_asks_for_that_dream(message: str, dream: str) -> None:
    # Not "the dream the conversation was about": the one the words name (a search of the journal).
    assert follow_up(message) == [("show_dream", {"dream": dream})]


@pytest.mark.parametrize(
    "message",
    [
        "When I dream of water, it means I am anxious",
        "How are you?",
        "What does a snake mean?",
        "what is that symbol about in general, and in my dreams and in myths and in stories too?",
        "how many nightmares have i had this month?",
        "what did I dream that week?",
        "how long have I been keeping this journal?",
        # their moods taken together (probed: the dream talked about was shown)
        "what mood am i in most often",
        "what mood am i usually in",
        "what happened in it was that my mom left",
        # a search (probed: the latest flying dream shown)
        "what else did i dream about flying",
        "what else have i dreamed of?",
    ],
)
def test_statements_and_new_questions_are_not_follow_ups(message: str) -> None:
    assert follow_up(message) == []


def test_a_dream_can_be_shown_by_its_title() -> None:
    assert change_requests("Show me the dream called The locked door.", TODAY) == [
        ("show_dream", {"dream": "The locked door"})
    ]


def test_a_question_about_what_something_means_is_not_a_follow_up() -> None:
    assert follow_up("What does it mean to dream about teeth falling out?") == []


@pytest.mark.parametrize(
    ("message", "nth"),
    [
        # probed, after "can you read my last 3 dreams back to me": the journal's latest shown
        ("the second one", "second"),
        ("and the third?", "third"),
        ("show me the 2nd one", "2nd"),
        ("what about the fourth one", "fourth"),
        # ... with a question of it (probed, after "list all my dreams": the latest shown)
        ("the third one, what was it about", "third"),
        ("the second dream - how did i feel in it?", "second"),
        ("what was the second one about", "second"),
        ("what happened in the 3rd dream", "3rd"),
    ],
)
def test_a_place_in_the_list_alone_asks_for_that_dream(message: str, nth: str) -> None:
    assert follow_up(message) == [("show_dream", {"dream": nth})]


@pytest.mark.parametrize(
    "message",
    [
        "And the one before it?",
        "and before that?",
        "What about the one before that?",
        "the dream before that one",
        # probed, after the nearest to a night with none: "Thank you for telling me"
        "no the one before that",
        "nope, i meant the one before it",
        "wait, the one before that one",
        # probed, after their latest dream: the model's route, nothing read
        "how long ago was the one before that",
        "what was the one before that about",
        "what happened in the one before it",
        # probed, after the nearest to a night with none: the 1.5B's words alone, nothing read
        "no the one before",
        "the dream before?",
        "ok the previous one",
    ],
)
def test_the_one_before_it_asks_for_the_dream_before(message: str) -> None:
    assert follow_up(message) == [("show_dream", {"dream": "before"})]


def test_a_question_of_the_one_after_it_asks_for_the_dream_after() -> None:
    for message in ("and the one after that", "how did i feel in the one after that"):
        assert follow_up(message) == [("show_dream", {"dream": "after"})], message


@pytest.mark.parametrize(
    "message",
    [
        # probed: the 1.5B's first dream journal ever kept, after a list of teeth dreams
        "when was the first one",
        "and the earliest of them?",
        "what happened in the first one?",
        "show me the older one",
        "when was the first one you showed me",
    ],
)
def test_the_first_one_asks_for_the_earliest_dream_just_talked_about(message: str) -> None:
    assert follow_up(message) == [("show_dream", {"dream": "earliest"})]


@pytest.mark.parametrize(
    "message",
    ["the first one was scarier", "when was the first time i dreamed of water", "my first dream"],
)
def test_the_first_one_in_a_statement_or_the_first_time_is_no_follow_up(message: str) -> None:
    assert ("show_dream", {"dream": "earliest"}) not in follow_up(message)


def test_before_in_a_sentence_is_not_a_follow_up() -> None:
    assert follow_up("I went to bed before it got dark") == []


@pytest.mark.parametrize(
    "message",
    # probed: each showed the last dream ("and then i cant fall back asleep", of waking at 3am)
    ["and then i cant fall back asleep", "and then i woke up screaming", "tell me more about boats",
     "anything else you can tell me about sleep"],
)  # fmt: skip
def test_more_told_or_asked_after_a_follow_up_word_is_no_follow_up(message: str) -> None:
    assert follow_up(message) == []
    assert all(i.name != "show_dream" for i in write_intents(message, TODAY))


@pytest.mark.parametrize(
    ("message", "dream"),
    # probed: after the ocean dreams were listed, the whale was talked around ("I understand
    # you're looking for something specific about the ocean")
    [("no not that one, the one with the whale", "whale"), ("i meant the whale one", "whale"),
     ("show me the one about my sister please", "my sister"), ("not that one, the teeth one", "teeth"),
     ("i meant the one where i could fly", "i could fly")],
)  # fmt: skip
def test_a_dream_pointed_at_by_what_it_held_is_shown(message: str, dream: str) -> None:
    assert follow_up(message) == [("show_dream", {"dream": dream})]


@pytest.mark.parametrize("message", ["no, the scary one", "no the other one", "the one i told you"])
def test_the_one_pointed_at_by_no_name_is_not_looked_for_by_name(message: str) -> None:
    assert all(args.get("dream") not in ("scary", "other") for _, args in follow_up(message))


@pytest.mark.parametrize(
    ("message", "args"),
    # probed: "actually the exam dream was on the 8th not the 9th" searched "exam 8th 9th"
    [("actually the exam dream was on october 8", {"dream": "exam dream", "date": "2026-10-08"}),
     ("oh my lighthouse dream was on the 3rd of october not the 4th",
      {"dream": "lighthouse dream", "date": "2026-10-03"})],
)  # fmt: skip
def test_a_dreams_night_said_as_corrected_is_changed(message: str, args: dict[str, str]) -> None:
    assert change_requests(message, TODAY) == [("edit_dream", args)]


@pytest.mark.parametrize(
    "message",
    [
        "my last dream was on a boat",  # what it held
        "the exam dream was on my mind all day",
        "the exam dream was on october 8",  # said, not corrected
        "it was tuesday and i was at work",  # more told
        "actually it was on the beach",
        "no, it was scary not funny",
        "it was last night",  # said, not corrected
        "it was on the 3rd time",
    ],
)
def test_a_dream_said_to_be_on_something_is_no_change_of_its_night(message: str) -> None:
    assert all(
        args.get("date") is None and args.get("day") is None
        for _, args in change_requests(message, TODAY)
    )


@pytest.mark.parametrize(
    ("message", "night"),
    # probed: "it was on the 8th not the 9th", "oops the date is wrong, it was the 8th" after a
    # dream saved: met with words, nothing changed
    [
        ("it was on the 8th not the 9th", {"day": "8"}),
        ("oops the date is wrong, it was the 8th", {"day": "8"}),
        ("wrong date, it was the 21st", {"day": "21"}),
        ("the date should be october 3", {"date": "2026-10-03"}),
        ("actually that was on tuesday not wednesday", {"date": "2026-11-24"}),
        ("that was 2 nights ago not last night", {"date": "2026-11-29"}),
        ("i had it on friday, not saturday", {"date": "2026-11-27"}),
        ("sorry it was the night before last", {"date": "2026-11-29"}),
        ("actually i dreamed it last night", {"date": "2026-11-30"}),
        ("it was on the 3rd actually", {"day": "3"}),
        ("it was tuesday i think", {"date": "2026-11-24"}),
    ],
)
def test_the_night_of_the_dream_talked_about_corrected_is_changed(
    message: str, night: dict[str, str]
) -> None:
    assert change_requests(message, TODAY) == [("edit_dream", {"dream": "previous", **night})]


def test_a_day_said_alone_is_of_the_named_dreams_own_month() -> None:
    # (the month is the dream's: the journal completes it, ``test_actions``)
    assert change_requests("actually the exam dream was on the 8th not the 9th", TODAY) == [
        ("edit_dream", {"dream": "exam dream", "day": "8"})
    ]


@pytest.mark.parametrize(
    ("message", "mood"), [("mood: peaceful", "peaceful"), ("the mood was scary", "scary")]
)
def test_a_mood_said_on_its_own_after_a_dream_is_the_dreams(message: str, mood: str) -> None:
    # probed: "mood: peaceful" after a dream saved changed nothing
    assert change_requests(message, TODAY) == [("edit_dream", {"dream": "previous", "mood": mood})]
    assert change_requests("my mood is bad today", TODAY) == []


@pytest.mark.parametrize("message", ["delete that one pls", "delete that one thanks"])
def test_a_polite_word_after_the_dream_pointed_at_is_no_part_of_it(message: str) -> None:
    # probed: "that one pls" looked for, and two dreams offered to choose from
    assert change_requests(message, TODAY) == [("delete_dream", {"dream": "previous"})]


@pytest.mark.parametrize(
    "said", ["i cant take this anymore", "i have no one anymore", "i cant deal with it anymore"]
)
def test_how_worn_down_they_are_is_no_fact_to_correct(said: str) -> None:
    # probed: "i cant take this anymore", after a nightmare come again, got "Shall I remember
    # that? Say yes and I'll keep it: "i cant take this anymore"."
    from sandman.routing._changes import corrected_fact

    assert corrected_fact(said) is None
    assert corrected_fact("i work day shifts now") == "i work day shifts now"


@pytest.mark.parametrize(
    "message",
    [
        "do you remember this dream",
        "remember the dream i told you about",
        "can you recall that dream?",
    ],
)
def test_a_dream_asked_remembered_is_the_one_the_conversation_was_about(message: str) -> None:
    # probed: "do you remember this dream" recalled their memories
    assert change_requests(message, TODAY) == [("show_dream", {"dream": "previous"})]
    shown = [("show_dream", {"dream": "previous"})]
    assert change_requests("do you remember my sister", TODAY) != shown


def test_a_wish_to_change_a_dream_is_the_change_asked() -> None:
    # probed: "i want to change the title of my last dream to teeth again" listed the latest dream
    # and changed nothing
    for said, target, title in (
        ("i want to change the title of my last dream to teeth again", "last", "teeth again"),
        ("can i rename my last dream to teeth again", "last", "teeth again"),
        ("id like to rename the teeth dream to loose teeth", "teeth dream", "loose teeth"),
    ):
        assert change_requests(said, TODAY) == [
            ("edit_dream", {"dream": target, "title": title})
        ], said
    # a wish to change their life is none
    for said in ("i want to change my job to teaching", "can i make it to the party"):
        assert change_requests(said, TODAY) == [], said
