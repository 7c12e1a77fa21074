"""Words of dreaming and sleep asked about ("whats a reality check", "how do i start lucid
dreaming") are answered with the written answer in ``prompts/terms.txt``, and read as nothing
else; other words that name one are not such a question."""

from __future__ import annotations

import pytest

from sandman.prompts import own_line
from sandman.prompts._terms import TERM_FORMS, TERMS
from sandman.routing import RouterPolicy, situation_of


@pytest.mark.parametrize(
    ("text", "term"),
    [
        ("whats a reality check", "reality check"),  # probed: the wrong sense of the words
        ("what is lucid dreaming", "lucid dream"),
        ("how do i start lucid dreaming", "lucid dream"),
        ("how can i have a lucid dream?", "lucid dream"),
        ("what does lucid mean", "lucid dream"),
        ("what is sleep paralysis", "sleep paralysis"),
        ("what are night terrors?", "night terrors"),
        ("what's a night terror", "night terrors"),  # probed: "I'm not sure what to say to that"
        # probed: the 1.5B's answer held back, then "I'm not sure what to say to that"
        ("what is a false awakening", "false awakening"),
        ("so what is REM sleep exactly", "REM sleep"),
        ("tell me about hypnic jerks", "hypnic jerk"),
        ("how do you do reality checks?", "reality check"),
        ("whats wbtb", "wake back to bed"),
        # probed: "because they often happen in a dream state, which can make them less clear and
        # easier to remember"
        ("why cant i remember my dreams", "dream recall"),
        ("how can i remember my dreams better", "dream recall"),
        ("i never remember my dreams", "dream recall"),
        # probed, after "i cant remember my dreams anymore": mindfulness and meditation
        ("how can i remember more", "dream recall"),
        ("how do i remember them better?", "dream recall"),
        # (probed: "The dream journal has helped you remember your dreams")
        ("i used to remember them every night", "dream recall"),
        ("is it normal to not remember dreams", "dream recall"),
        # (probed: "Dreams can be a wonderful way to explore your thoughts…")
        ("is it bad that i dont dream", "dream recall"),
        ("why dont i dream anymore", "dream recall"),
        # a wish to learn it (no question, so the model's tips would all be held back as advice)
        ("i want to start lucid dreaming", "lucid dream"),
        ("i wanna try reality checks", "reality check"),
        # (probed: "Dreams often reflect your thoughts, feelings, and emotions…")
        ("how do i know if im dreaming", "reality check"),
        ("how can you tell if youre in a dream", "reality check"),
        # (probed: the 1.5B's "Yes, you're experiencing a lucid dream.")
        ("i think im having a lucid dream right now", "reality check"),
        ("am i dreaming right now", "reality check"),
        # what they lived, asked by its name (probed: "Yes, the message suggests a false
        # awakening because they were still in their bed.")
        ("is that a false awakening?", "false awakening"),
        ("was it sleep paralysis", "sleep paralysis"),
        ("did i have a false awakening", "false awakening"),
        ("could that have been a night terror?", "night terrors"),
        # why a dream comes back (probed, after "had the falling dream again": "Maybe it's a
        # reminder that something important is waiting for you.")
        ("why do i keep having it", "recurring dream"),
        ("why does this dream keep coming back?", "recurring dream"),
        ("ugh why do i keep getting the same nightmare", "recurring dream"),
        ("why am i still having these dreams", "recurring dream"),
        # probed: the overview listed
        ("whats a recuring dreem", "recurring dream"),
        # probed: "…can be normal or a sign of certain types of dream interpretation"
        ("i dream in black and white sometimes, is that normal", "dreams in black and white"),
        ("do people dream in color", "dreams in black and white"),
        # probed: "Could there be something happening in your life…"
        ("i haven't dreamed in weeks. is something wrong", "dream recall"),
        ("i dont dream anymore", "dream recall"),
        # probed: "In some cases, therapy or medication may help."
        ("i can't remember my dreams anymore, they just vanish when i wake up", "dream recall"),
        ("my dreams just disappear the moment i wake up", "dream recall"),
        ("i always forget my dreams", "dream recall"),
        ("i stopped remembering my dreams", "dream recall"),  # probed: left to the model
        # probed: the 1.5B's "try meditating, setting intentions…"
        ("what should i do to have better dreams", "better dreams"),
        ("how can i have nicer dreams?", "better dreams"),
        # probed: the 1.5B's "Night terrors are intense, recurring dreams…"
        ("whats the difference between a nightmare and a night terror", "night terrors"),
        # probed: "dead people" searched, and nothing said of them
        ("do dreams about dead people mean anything", "dreams of the dead"),
        ("what does it mean when you dream about a dead relative", "dreams of the dead"),
        ("why do we dream about the dead", "dreams of the dead"),
    ],
)
def test_a_word_of_dreaming_asked_about_is_its_own_situation_and_routes_to_no_read(
    text: str, term: str
) -> None:
    found = situation_of(text)
    assert (found.kind, found.term) == ("term", term)
    assert found.keys[0] == f"term:{term}"
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
    assert decided is not None and decided.route == "respond"


@pytest.mark.parametrize(
    "text",
    [
        "why does it keep happening",  # waking at 3am as much as a dream
        "is that bad",
        "what is my recurring dream about",  # their journal, asked
        "how do i stop having recurring nightmares",  # advice, asked
        "have you ever had a lucid dream",  # asked of Sandman
        "i want to start a new job",
        "what does my lucid dream about the sea mean",
        "i dont remember my dream from last night",  # one dream forgotten: its own line
        "why cant i remember my dream about the sea",
    ],
)
def test_a_word_of_dreaming_said_otherwise_is_not_asked_about(text: str) -> None:
    assert situation_of(text).kind != "term"


def test_every_word_has_a_written_answer_and_every_way_to_say_it_names_one() -> None:
    assert len(TERMS) >= 10
    for name, answer in TERMS.items():
        assert 60 <= len(answer) <= 500 and answer.endswith("."), name
    assert set(TERM_FORMS.values()) == set(TERMS)
    assert all(form == form.lower() for form in TERM_FORMS)


def test_how_to_live_again_a_word_of_dreaming_just_told_gets_its_answer() -> None:
    # probed: "To repeat the dream, simply describe it again in your journal."
    found = situation_of(
        "how do i do it again",
        before="i flew over the city and it was amazing",
        earlier=["i finally had a lucid dream!!"],
    )
    # (how to begin, the three habits: "how do i do it again" asks it as "how do i start")
    assert found.keys[0] == "term:how:lucid dream"
    assert situation_of("how do i do it again", before="i baked a cake").kind != "term"
    # more of them (probed: "Try new things, read more books, exercise regularly.")
    found = situation_of(
        "how can i have more",
        before="it felt amazing",
        earlier=["i had a lucid dream!! i could fly wherever i wanted"],
    )
    assert found.keys[0] == "term:lucid dream"
    for asked in ("how do i have more lucid dreams", "how can i get more lucid dreams"):
        assert situation_of(asked).keys[0] == "term:lucid dream", asked
    assert situation_of("how can i have more", before="i dreamt of a cat").kind != "term"


def test_dreams_not_remembered_feared_as_something_wrong_get_the_answer_of_recall() -> None:
    # probed: "No. A dream isn't something you chose to do…", the line for fearing what a dream
    # says of them
    for said in (
        "i dont remember my dreams anymore, is something wrong with me",
        "i never remember my dreams, whats wrong with me",
    ):
        found = situation_of(said)
        assert found.keys[0] == "term:feared:dream recall", said
        assert own_line(found.keys).startswith("Nothing is wrong with you."), said
    # a dream that troubles them is still what they fear of themselves
    assert situation_of("i keep dreaming my teeth fall out, whats wrong with me").kind == (
        "wrong_with_me"
    )


def test_dreams_not_remembered_for_a_while_and_feared_next_get_the_answer_of_recall() -> None:
    # probed: "i havent remembered any dreams for two weeks" left to the 1.5B alone, then "is
    # something wrong with me" met by "No. A dream isn't something you chose to do…"
    for said in (
        "i havent remembered any dreams for two weeks",
        "i haven't been able to remember a single dream for the past 3 weeks",
        "i havent remembered a dream in days",
    ):
        assert situation_of(said).keys[0] == "term:dream recall", said
        found = situation_of("is something wrong with me", before=said)
        assert found.keys[0] == "term:feared:dream recall", said
    assert (
        situation_of("whats wrong with me", before="i cant remember my dreams lately").keys[0]
        == "term:feared:dream recall"
    )
    # after a dream told, the fear is of what the dream says of them
    assert situation_of("is something wrong with me", before="i dreamt i hit my friend").follow != (
        "feared"
    )


@pytest.mark.parametrize(
    ("said", "term"),
    [("my partner says i talk in my sleep", "sleep talking"),
     ("my wife told me i was talking loudly in my sleep", "sleep talking"),
     ("i sleepwalk sometimes", "sleepwalking"), ("apparently i walked in my sleep last night", "sleepwalking")],
)  # fmt: skip
def test_a_habit_of_their_sleep_told_gets_its_written_answer_and_so_does_is_that_normal(
    said: str, term: str
) -> None:
    # probed: "It sounds like your partner might be experiencing dream talk…" (the habit given to
    # the partner), then "It can be a sign of stress or anxiety" to "is that normal"
    assert situation_of(said).keys[0] == f"term:{term}"
    asked = situation_of("is that normal?", before=said)
    assert asked.term == term and asked.follow == "common"
    assert term in TERMS
    # walking or talking awake, or in a dream, is no habit of sleep
    for text in ("i walked to the store", "i dreamed i was talking to my dad"):
        assert situation_of(text).kind != "term", text


@pytest.mark.parametrize(
    ("asked", "before", "term"),
    [("what is that called", "i had a dream i was falling and then i woke up with a jerk", "hypnic jerk"),
     ("is there a name for that", "i woke up and couldnt move, there was a shadow", "sleep paralysis"),
     ("what do you call that", "i dreamt i woke up and got dressed but i was still dreaming",
      "false awakening"),
     ("whats it called when you know youre dreaming", "", "lucid dream"),
     ("whats it called when you fall and jolt awake", "", "hypnic jerk"),
     ("does that have a name?", "my partner says i talk in my sleep", "sleep talking")],
)  # fmt: skip
def test_the_name_of_what_they_lived_asked_is_its_word_and_written_answer(
    asked: str, before: str, term: str
) -> None:
    # probed, after a fall and a jolt awake: "The dream you're describing is called a "falling"
    # dream."
    assert situation_of(asked, before=before).keys[0] == f"term:{term}"


def test_the_name_asked_of_a_dream_that_no_word_names_is_no_term() -> None:
    assert situation_of("what is that called", before="i dreamed about a big red barn").kind != (
        "term"
    )


def test_dreams_in_their_pregnancy_get_its_written_answer() -> None:
    # probed: "im pregnant and i keep having weird dreams" searched "weird" and got the line for
    # a dream that keeps coming back; "is this common" after a dream of the baby as a cat got
    # "Yes, it's common for people to dream about their babies as cats."
    told = "im pregnant and i keep having weird dreams"
    assert situation_of(told).keys[0] == "term:pregnancy dreams"
    assert RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(told).route == "respond"  # type: ignore[union-attr]
    after = situation_of("is this common", before="i dreamed the baby was a cat", earlier=[told])
    assert after.term == "pregnancy dreams"
    assert own_line(after.keys) == own_line(("term:pregnancy dreams",))
    # ... and once answered, whether it is normal there gets whether it is common (probed: "is
    # this normal in pregnancy", after the answer, was the model's)
    again = situation_of("is this normal in pregnancy", before=told)
    assert again.term == "pregnancy dreams" and again.follow == "common"
    assert situation_of(
        "is that normal for a 4 year old", before="my son keeps waking up screaming"
    ).follow == ("common")
    # a dream of being pregnant is no pregnancy of theirs
    assert situation_of("is this common", before="i dreamed i was pregnant").kind != "term"
    # dreams of a kind are no dream that keeps coming back
    assert situation_of("i keep having weird dreams").kind != "recurring"


def test_why_a_thing_named_keeps_coming_back_is_answered_beside_its_reading() -> None:
    # probed: the school's reading, then the 1.5B's "…you were still trying to process the
    # emotions of the experience": why it comes back is Sandman's line, the thing still read
    for text in ("why am i still dreaming of my old school", "why do i keep dreaming about work"):
        assert situation_of(text).keys[0] == "term:why:recurring dream"
    # of an ex, its own answer (probed: what a recurring dream is, to "we broke up 3 years ago why
    # does this keep happening")
    for text in (
        "why do i keep dreaming about my ex",
        "why do i keep seeing my ex in my dreams",  # (probed: "seeing my ex" looked up)
    ):
        assert situation_of(text).keys[0] == "term:ex:recurring dream"
    found = situation_of(
        "we broke up 3 years ago why does this keep happening", before="i dreamt about my ex again"
    )
    assert found.keys[0] == "term:ex:recurring dream"
    assert own_line(found.keys).startswith("Dreams of an ex can keep coming back for years")
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(
        "why do i keep dreaming about my ex"
    )
    assert decided is not None and decided.route == "lookup_symbol"


def test_why_they_woke_before_landing_from_a_fall_gets_the_answer_of_falling_dreams() -> None:
    # probed: "i dreamt i was falling and woke up right before i hit the ground" / "why does that
    # happen" got the 1.5B's "Dreams can often reflect underlying feelings or desires…"
    fell = "i dreamt i was falling and woke up right before i hit the ground"
    for asked in ("why does that happen", "is that normal"):
        found = situation_of(asked, before=fell)
        assert found.term == "falling dreams", asked
        assert own_line(found.keys).startswith("Dreams of falling are among the most common"), asked
    assert situation_of("what are falling dreams").keys[0] == "term:falling dreams"
    # a jolt as they drift off is still its own word
    jolt = situation_of("why does that happen", before="i was falling and woke up with a jolt")
    assert jolt.term == "hypnic jerk"


def test_not_knowing_whether_it_was_a_dream_gets_the_answer_of_vivid_dreams() -> None:
    # probed: "im not sure if it was a dream or if it really happened" got the 1.5B's "It could be
    # a dream or it might have been real, just not sure."
    for said in (
        "im not sure if it was a dream or if it really happened",
        "was it just a dream or did it really happen",
    ):
        found = situation_of(said)
        assert found.keys[0] == "term:vivid dreams", said
        assert "whether something really happened" in own_line(found.keys), said
    assert situation_of("i think it was a dream about my dog").kind != "term"


def test_how_a_dream_journal_is_kept_and_why_a_dream_keeps_coming_get_their_answers() -> None:
    # probed: "my therapist says i should keep a dream journal. how does this work" got the
    # 1.5B's "A dream journal is a safe place to express your thoughts…"; "what could be behind
    # it", after a door that keeps coming back, every word of the 1.5B's held back
    for said in (
        "my therapist says i should keep a dream journal. how does this work",
        "how do i start a dream diary",
    ):
        assert situation_of(said).keys[0] == "term:dream journal", said
    assert situation_of("how does this work").kind != "term"
    found = situation_of(
        "what could be behind it",
        before="third time this week",
        earlier=["i keep dreaming of a door i cant open"],
    )
    assert found.keys[0] == "term:why:recurring dream"
    assert situation_of("whats behind it", before="i dreamt of a door").kind != "term"
