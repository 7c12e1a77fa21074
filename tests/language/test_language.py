"""The language rules the router, the guard and the evals share."""

from __future__ import annotations

import pytest

from sandman.language import (
    asks,
    asks_for_advice,
    claimed_relations,
    mend_dream_words,
    numbers,
    relations,
    starts_as_question,
)


@pytest.mark.parametrize(
    "text",
    ["did I dream of water", "What does a wolf mean", "Is it bad to dream of teeth", "how are you",
     "When did I last dream of my brother", "Have I told you about Ana", "Had I ever dreamt of it"],
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
     ("I'm scared to go to sleep.", False), ("How are you?", False)],
)  # fmt: skip
def test_advice_is_asked_for_in_so_many_words(text: str, wanted: bool) -> None:
    assert asks_for_advice(text) is wanted


def test_relations_are_read_by_kind_and_claimed_only_when_given_to_someone() -> None:
    assert relations("My mom and my brother Tomas") == {"mother", "brother"}
    assert claimed_relations("Ines is your daughter") == {"daughter"}
    assert claimed_relations("Ana's older sister") == {"sister"}
    assert claimed_relations("A mother bird feeds its young; a friend in need.") == set()


def test_numbers_in_digits_and_words() -> None:
    assert numbers("four strings, 3 times, twice, 1,200 steps") == {4.0, 3.0, 2.0, 1200.0}
    assert numbers("no count here") == set()


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
