"""The language rules the router, the guard and the evals share."""

from __future__ import annotations

import pytest

from sandman.language import (
    asks,
    asks_for_advice,
    asks_yes_or_no_about_them,
    claimed_relations,
    count_claims,
    counts,
    dreamt_a_death,
    gives_thanks,
    mend_dream_words,
    numbers,
    relations,
    starts_as_question,
)


@pytest.mark.parametrize(
    "text",
    ["did I dream of water", "What does a wolf mean", "Is it bad to dream of teeth", "how are you",
     "When did I last dream of my brother", "Have I told you about Ana", "Had I ever dreamt of it",
     # typed fast, "is" in it (probed: "whats my most common mood" read as a statement)
     "whats my most common mood", "wheres my last dream",
     # after a word that turns the talk (probed, after a dream told: added to it)
     "anyway how was your day", "lol what does it mean"],
)  # fmt: skip
def test_a_question_is_read_by_its_first_word(text: str) -> None:
    assert starts_as_question(text) and asks(text)


@pytest.mark.parametrize(
    "text",
    ["When I woke up I was scared", "What I saw was a wolf", "I dreamt of a wolf", "how I wish it stayed",
     "Where we lived there was a river", "Had a weird dream last night", "had another nightmare"],
)  # fmt: skip
def test_a_wh_word_that_opens_a_statement_is_no_question(text: str) -> None:
    assert not starts_as_question(text) and not asks(text)


def test_a_question_mark_anywhere_asks() -> None:
    assert asks("I saw a wolf. What could it mean?")


@pytest.mark.parametrize(
    ("text", "wanted"),
    [("How can I sleep better?", True), ("any tips for nightmares", True), ("What should I do?", True),
     ("I'm scared to go to sleep.", False), ("How are you?", False),
     # (probed: every word held back as advice not asked for)
     ("do you think i should be worried", True),
     # (probed: "give her a call" held back as advice not asked, to a question asking it)
     ("do you think i should call her", True), ("should i text him back?", True),
     ("i should call her", False), ("should i save this", False)],
)  # fmt: skip
def test_advice_is_asked_for_in_so_many_words(text: str, wanted: bool) -> None:
    assert asks_for_advice(text) is wanted


def test_relations_are_read_by_kind_and_claimed_only_when_given_to_someone() -> None:
    assert relations("My mom and my brother Tomas") == {"mother", "brother"}
    # a possessive, its apostrophe left out or not (measured: "Your grandmother's pancakes" held
    # back after "my grandmas house")
    assert relations("back at my grandmas house") == {"grandmother"}
    assert relations("my dad's car and my sisters bike") == {"father", "sister"}
    assert claimed_relations("Ines is your daughter") == {"daughter"}
    assert claimed_relations("Ana's older sister") == {"sister"}
    assert claimed_relations("A mother bird feeds its young; a friend in need.") == set()


def test_numbers_in_digits_and_words() -> None:
    assert numbers("four strings, 3 times, twice, 1,200 steps") == {4.0, 3.0, 2.0, 1200.0}
    assert numbers("no count here") == set()
    # a number with its unit joined on (probed: "wake up at 3 AM" held back as a number not in
    # the sources, after "i keep waking up at 3am every night")
    assert numbers("waking up at 3am, home by 6pm, the 2nd time") == {3.0, 6.0, 2.0}
    assert numbers("abc3def") == set()


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("i dremt of a fox", "i dreamt of a fox"),
        ("a weird dreem", "a weird dream"),
        ("another nightmre", "another nightmare"),
        ("I dreamd again", "I dreamt again"),
        # real words one edit away stay as typed: a first letter is not mistyped, nor a lookalike
        ("the cream was sour", "the cream was sour"),
        ("I dread the night", "I dread the night"),
        ("a dreamy evening", "a dreamy evening"),
        ("my dreams", "my dreams"),
    ],
)
def test_the_dream_words_are_mended_and_real_words_kept(typed: str, read: str) -> None:
    assert mend_dream_words(typed) == read


@pytest.mark.parametrize(
    ("text", "about_them"),
    [("Have I mentioned any health problems to you before?", True), ("did i ever dream abut a libary?", True),
     ("Is there a dream with my brother?", True), ("Do you remember my sister's name?", True),
     ("I saw a wolf. Did I dream of it before?", True), ("Has my brother been in a dream?", True),
     ("Is it a bad sign to dream of teeth?", False), ("Do dreams mean anything?", False),
     ("What is my sister's name?", False), ("I have a sister called Ana.", False)],
)  # fmt: skip
def test_a_yes_or_no_question_about_the_user_is_told_from_one_about_the_world(
    text: str, about_them: bool
) -> None:
    assert asks_yes_or_no_about_them(text) is about_them


@pytest.mark.parametrize(
    ("text", "thanks"),
    [("thanks!", True), ("Thank you, that helps", True), ("I really appreciate it", True),
     ("You're a pretty good listener, you know", False), ("That's a strange dream", False)],
)  # fmt: skip
def test_thanks_are_given_in_so_many_words(text: str, thanks: bool) -> None:
    assert gives_thanks(text) is thanks


def test_what_a_text_counts_and_what_a_reply_claims_to_count() -> None:
    journal = (
        "You have logged 3 dreams in October 2026.\nMoods: calm (1), nervous (2).\nwater (3 dreams)"
    )
    assert counts(journal) == {"dream": {3.0}, "calm": {1.0}, "nervous": {2.0}, "water": {3.0}}
    assert count_claims("Two of them were calm, one was nervous") == [
        (2.0, ("calm",), True),
        (1.0, ("nervous",), False),
    ]
    # "of your dreams" is the whole a part is taken from: not what is counted
    assert count_claims("two of your dreams were calm") == [(2.0, ("calm",), True)]
    assert count_claims("You had three dreams") == [(3.0, ("dream",), False)]


@pytest.mark.parametrize(
    ("text", "dreamt"),
    [
        # a death told of their life, by when it was (probed: "she died in march", a grandmother
        # cooking in her kitchen again, met with "How did it make you feel?")
        ("i dreamt my grandma was cooking in her kitchen again, she died in march", False),
        ("i dreamt of my uncle laughing, he passed away over the summer", False),
        ("i dreamt my grandpa was fishing, he died last year", False),
        # a death in the dream, last night being when it was dreamt
        ("in my dream the king died last night", True),
        ("i had a nightmare that my dog died", True),
        # a parting in the dream (probed: "i dreamt my partner left me and i woke up crying. hes
        # asleep next to me", met as someone lost)
        ("i dreamt my partner left me and i woke up crying. hes asleep next to me", True),
        ("my wife left me last year and i dreamt about her", False),
        # a thing's end, no one's (probed: "… my phone was dead" met as someone loved dying)
        (
            "save this dream: i was lost in a mall and my phone was dead. and what does a mall mean",
            False,
        ),
        ("i dreamt my car battery died on the highway", False),
        ("i had a dream i hit a dead end in a maze and i was dead tired", False),
        ("i dreamt my phone was dead and my brother died", True),
    ],
)
def test_a_death_told_with_when_it_was_is_one_of_their_life(text: str, dreamt: bool) -> None:
    assert dreamt_a_death(text) is dreamt


def test_a_things_end_is_no_loss_of_someone() -> None:
    # the reply eval: "i had a dream my car battery died on the highway" met with "A dream of
    # someone you've lost…"
    from sandman.routing import situation_of, tells_a_loss

    assert not tells_a_loss("i had a dream my car battery died on the highway")
    assert situation_of("i had a dream my car battery died on the highway").kind != "feeling"
    assert tells_a_loss("my dog died last week")
