"""The grounding rule that keeps a write from storing words the user never wrote
(``sandman/actors/_grounding.py``), pinned case by case: which words carry content, which endings
are ignored, how loose a match may be, and that a fact in other words is refused."""

from __future__ import annotations

import pytest

from sandman.actors._grounding import content_words, ungrounded_words, written_texts


def test_content_words_keep_two_letter_words_and_numbers_and_drop_function_words() -> None:
    assert content_words("I saw an ox on TV at 7, plan x") == ["saw", "ox", "tv", "7", "plan"]


@pytest.mark.parametrize(
    ("fact", "user", "missing"),
    [
        ("The user works nights", "I work nights", []),  # a paraphrase in the user's words
        ("likes rain", "I like rain", []),  # "likes" and "like" are one word
        (
            "dreams of rainbows",
            "I dream of rain",
            [],
        ),  # a four-letter stem is a prefix of the other
        ("loves to swim", "I love swimming", []),  # the fact's own four-letter stem, too
        ("hates spiders", "I love dogs and cats", ["hates", "spiders"]),  # other words entirely
        ("fears rats", "I fear cats", ["rats"]),  # one word of two is the user's
        ("brother", "my brohter", []),  # one typo apart
        ("the user hates cats", "", ["hates", "cats"]),  # nothing the user wrote
    ],
)
def test_a_write_is_grounded_only_by_the_users_own_words(
    fact: str, user: str, missing: list[str]
) -> None:
    assert ungrounded_words([fact], [user]) == missing


def test_a_three_letter_stem_is_not_a_prefix_of_anything() -> None:
    # "car" must not ground "cartoon", nor "cartoon" ground "car": short stems match exactly.
    assert ungrounded_words(["cartoon"], ["a car"]) == ["cartoon"]
    assert ungrounded_words(["car"], ["a cartoon"]) == ["car"]


def test_each_missing_word_is_named_once() -> None:
    assert ungrounded_words(["snakes snakes", "snakes"], ["I saw a dog"]) == ["snakes"]


def test_selectors_and_dates_store_no_words() -> None:
    args = {"dream": "previous", "memory": "3", "date": "2026-11-30", "title": "Flood", "count": 2}
    assert written_texts(args) == ["Flood"]
