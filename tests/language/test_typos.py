"""One-typo misspellings of the words the readers key on are mended; real words are not."""

from __future__ import annotations

import pytest

from sandman.language import is_english_word, mend_typos
from sandman.routing import RouterPolicy

POLICY = RouterPolicy.for_model("qwen2.5-1.5b", "chatml")


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        ("how mnay dreams do i have", "how many dreams do i have"),
        ("shwo me my dreams from last weke", "show me my dreams from last week"),
        ("whta did i dream yesterdy", "what did i dream yesterday"),
        ("any dreams abot water?", "any dreams about water?"),
        ("i had a dreem on Wednesdy", "i had a dream on wednesday"),
        # three letters typed for four, when one word only is meant (probed: "mny" searched)
        ("how mny dreams about flyng", "how many dreams about flyng"),
        ("wht did i dream", "what did i dream"),
        # "lst": last before a time or a dream (probed: the latest dreams listed, not the last
        # one), else list or last, kept
        ("shw me my lst dream", "show me my last dream"),
        ("can u make a lst of my dreams", "can u make a lst of my dreams"),
        # (probed: "wat was the frist dream i told u" read nothing)
        ("wat was the frist dream i told u", "what was the first dream i told u"),
        # short forms too short for a typo's rule (probed: "wat dremz did i hav last wek" listed
        # the latest dreams)
        ("wat dremz did i hav last wek", "what dreams did i have last week"),
        # (probed: the latest dreams listed, not the last one)
        ("shwo me my lst drem", "show me my last dream"),
        ("wat abt the wek befor", "what about the week before"),
        ("any nitemares yday", "any nightmares yesterday"),
        # real words, names and short words stay as written
        ("I feel weak", "I feel weak"),
        ("my manager is called Priya", "my manager is called Priya"),
        # a word capitalised inside a sentence is a name, whatever it is one typo from
        ("what did I dream about Frida?", "what did I dream about Frida?"),
        ("did I dream of Frida on Wednesdy", "did I dream of Frida on wednesday"),
        ("I dread mondays", "I dread mondays"),
        ("a cat sat", "a cat sat"),
        # two typos in a longer word, one word that near (probed: "i drempt of one last nite in
        # my bed" was no dream told); a shorter one, or one two words are that near, stays
        # ("nite" is a short form of night: "and the nite before" was read as nothing asked)
        ("i drempt of one last nite", "i dreamt of one last night"),
        ("i had a nitemere", "i had a nightmare"),
        ("i dreampt about my mom", "i dreamt about my mom"),
        ("remmebr that", "remember that"),
        ("i dreamt about Priyanka", "i dreamt about Priyanka"),
        ("the spaghettti was cold", "the spaghettti was cold"),
        ("mnth", "month"),
        ("wat does a snek mean", "what does a snake mean"),
        # (probed: "wat keeps comming back in my dreems" read "common", and the 1.5B answered
        # alone)
        ("wat keeps comming back", "what keeps coming back"),
        ("whats the avrage mood", "whats the average mood"),
        # a contraction typed without its apostrophe is no typo (probed: "i havent remembered any
        # dreams for two weeks" read "having", and the message then routed by the model alone)
        ("i havent remembered any dreams", "i havent remembered any dreams"),
    ],
)
def test_a_typo_of_a_word_the_readers_key_on_is_mended_and_a_word_is_not(
    typed: str, read: str
) -> None:
    assert mend_typos(typed) == read


def test_english_knows_its_words() -> None:
    assert is_english_word("weak") and is_english_word("Week") and not is_english_word("weke")
    # (the list lacks it; two edits make it "dread", a feeling: "i dreamt i failed my test haha"
    # read as dread)
    assert is_english_word("dreamt")


def test_a_told_dream_with_two_typos_in_its_verb_is_saved() -> None:
    from sandman.routing import write_intents

    [told] = write_intents("i drempt of one last nite in my bed")
    assert told.name == "save_dream" and told.args["text"] == "i drempt of one last nite in my bed"


@pytest.mark.parametrize(
    ("text", "route", "args"),
    [
        # measured: a search for "mnay"; the latest dreams instead of yesterday's; nothing read
        ("how mnay dreams do i have", "recent_dreams", {"overview": True}),
        ("whta did i dream yesterdy", "recent_dreams", None),
        ("list my nightmars", "recent_dreams", {"mood": "nightmare"}),
        # "nite" said for "night" (measured: the latest dreams)
        ("shw me my nitemares", "recent_dreams", {"mood": "nightmare"}),
        # a dictionary word mistyped is looked up as the dictionary spells it (measured: "snkae")
        ("waht does a snkae mean", "lookup_symbol", {"symbol": "snake"}),
        ("what does weddin mean", "lookup_symbol", {"symbol": "wedding"}),
        ("what does a weddding mean", "lookup_symbol", {"symbol": "wedding"}),
        # (probed: "snek" looked up, and nothing known of it)
        ("wat does a snek mean in dreams", "lookup_symbol", {"symbol": "snake"}),
        # dreams that come back, however spelled (probed: "recuring" searched for)
        ("do i have any recuring dreams", "recent_dreams", {"overview": True}),
        ("any reccuring dreams?", "recent_dreams", {"overview": True}),
        ("do i have reoccurring dreams", "recent_dreams", {"overview": True}),
        ("do i have any repeating dreams", "recent_dreams", {"overview": True}),
    ],
)
def test_typos_route_as_the_words_they_mistype(
    text: str, route: str, args: dict[str, object] | None
) -> None:
    decided = POLICY.guess(text)
    assert decided.route == route
    if args is not None:
        assert decided.args == args
    else:
        assert decided.args["since"] == decided.args["until"]  # one night: yesterday


def test_a_mistyped_request_word_asks_the_change_and_a_told_dream_keeps_its_words() -> None:
    from sandman.routing import write_intents

    [delete] = write_intents("delte my last dream")
    assert (delete.name, delete.args) == ("delete_dream", {"dream": "last"})
    # the night is read through its typo; the dream is saved as they wrote it
    [told] = write_intents("yesterdy I dreamt of a weke house")
    assert told.name == "save_dream" and told.args["text"] == "yesterdy I dreamt of a weke house"
    assert "date" in told.args
