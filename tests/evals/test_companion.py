"""The companion's figures (``sandman.evals._companion``): each catches what it names in the
model's own words, and a silent or echoing reply never counts as engaged."""

from __future__ import annotations

import datetime as dt

from sandman.evals._companion import contradicted, engaged, invented, outcomes
from sandman.evals._text import normalize
from sandman.routing._situation import situation_of

TODAY = dt.date(2026, 12, 2)


def held(*texts: str) -> list[str]:
    return [normalize(t) for t in texts]


def test_invented_names_numbers_dates_and_titles_no_one_gave() -> None:
    grounding = held(
        "Did I have a dream about my grandmother?", 'One dream: "Grandmother\'s kitchen"'
    )
    said = 'You walked to the bakery with Rosa in September 1973, like in "The red bakery".'
    found = invented(said, grounding, TODAY)
    assert "name Rosa" in found and "number 1973" in found
    assert any(f.startswith("quote") for f in found)
    assert invented("Your grandmother's kitchen sounds warm.", grounding, TODAY) == []


def test_contradicted_a_save_that_happened() -> None:
    saved = outcomes([("save_dream", True, "Saved your dream as #1")])
    text = "I dreamt of whales."
    situation = situation_of(text, saved)
    assert contradicted("You haven't saved your dream yet.", text, saved, situation) == [
        "denies a save that happened"
    ]
    assert contradicted("What a journey with the whales.", text, saved, situation) == []


def test_contradicted_no_dream_when_the_journal_found_one() -> None:
    found = outcomes([("search_dreams", True, '- 2026-09-06 "Glass bees": bees everywhere')])
    text = "did I dream of bees?"
    situation = situation_of(text, found)
    assert contradicted("There are no dreams about bees.", text, found, situation)
    assert not contradicted("The glass bees sound strange.", text, found, situation)


def test_contradicted_an_echo_cheer_for_a_hard_feeling_and_the_users_dream_as_its_own() -> None:
    scared = "I'm scared to go to sleep tonight."
    feeling = situation_of(scared)
    assert "echoes the user's message" in contradicted(
        "I'm scared to go to sleep tonight!", scared, (), feeling
    )
    assert "meets a hard feeling with cheer" in contradicted(
        "What a wonderful, comforting dream.", scared, (), feeling
    )
    assert contradicted("That sounds hard. What worries you?", scared, (), feeling) == []
    rested = "I feel so rested today, best sleep in weeks."
    good = situation_of(rested)
    mirror = "You felt so rested today, best sleep in weeks. That's lovely."
    assert "echoes the user's message" in contradicted(mirror, rested, (), good)
    assert (
        contradicted("Best sleep in weeks: that is good to hear. What helped?", rested, (), good)
        == []
    )
    hello = situation_of("hello")
    assert (
        contradicted("Hello! How was your sleep? Did you dream anything?", "hello", (), hello) == []
    )
    assert "echoes the user's message" in contradicted(
        "Thanks, that helps.", "Thanks, that helps.", (), hello
    )
    told = "I dreamt a whale sang to me under the frozen sea."
    saved = outcomes([("save_dream", True, "Saved")])
    assert "tells the user's dream as its own" in contradicted(
        "The moon was shining, and I floated in front of it.",
        told,
        saved,
        situation_of(told, saved),
    )
    # (not what it asks them to share with it: the reply eval, "Do you have any other dreams or
    # thoughts to share with me?" to a dream of wolves, counted as its own)
    situation = situation_of(told, saved)
    assert contradicted("Any other dreams to share with me?", told, saved, situation) == []
    assert "tells the user's dream as its own" in contradicted(
        "You were swimming with me under the sea.", told, saved, situation
    )


def test_engaged_needs_sentences_of_its_own_that_take_the_message_up() -> None:
    told = "I dreamt a whale sang to me under the frozen sea."
    saved = outcomes([("save_dream", True, "Saved your dream as #3")])
    situation = situation_of(told, saved)
    assert engaged(
        "A singing whale under ice sounds haunting. What did the song feel like?",
        told,
        saved,
        situation,
        [],
    )
    assert not engaged("", told, saved, situation, [])  # silence
    assert not engaged(
        "That is interesting. Tell me more.", told, saved, situation, []
    )  # takes nothing up
    assert not engaged("A whale sang", told, saved, situation, [])  # no complete sentence
    assert not engaged("The whale is lovely. " * 4, told, saved, situation, [])  # more than three
    assert not engaged(
        "A whale under ice sounds haunting.", told, saved, situation, ["invented name Rosa"]
    )
    rested = "I feel so rested today, best sleep in weeks."
    good = situation_of(rested)
    assert engaged(
        "That's wonderful to hear! Restful nights matter.", rested, (), good, []
    )  # rested
    assert not engaged("That's wonderful to hear!", rested, (), good, [])  # takes nothing up
    thanks = situation_of("Thanks, that helps.")
    assert engaged("You're welcome.", "Thanks, that helps.", (), thanks, [])


def test_contradicted_a_yes_or_a_no_that_the_journals_answer_denies() -> None:
    asked = "Have I mentioned any health problems to you before?"
    nothing = outcomes([("recall_memories", True, "No memories about health problems.", False)])
    some = outcomes([("recall_memories", True, "- I have asthma", True)])
    unknown = outcomes([("recall_memories", True, "- I have asthma")])  # found not told
    situation = situation_of(asked, nothing)
    assert contradicted("Yes, I have.", asked, nothing, situation) == [
        "says yes when the journal found nothing"
    ]
    assert contradicted("No, you haven't. How are you feeling?", asked, some, situation) == [
        "says no when the journal found it"
    ]
    assert contradicted("Not yet. Is something on your mind?", asked, nothing, situation) == []
    assert contradicted("Yes: you told me about your asthma.", asked, some, situation) == []
    assert contradicted("Yes, I have.", asked, unknown, situation) == []
    # a yes/no question about the world is not the journal's to answer
    world = "Is it a bad sign to dream of teeth falling out?"
    assert contradicted("No, it is common.", world, some, situation_of(world, some)) == []
