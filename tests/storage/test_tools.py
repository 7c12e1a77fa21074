"""The six tools through ``run_tool``: what a small model reads back."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from sandman.storage import Journal, JournalError
from sandman.tools import TOOLS, ToolArgs, validate

# The route tools and the two interactive writes: their bodies are what budgets are about.
RESULT_TOOLS = (
    "lookup_symbol",
    "search_dreams",
    "recall_memories",
    "recent_dreams",
    "save_symbol_meaning",
    "remember",
)


async def tool(journal: Journal, name: str, **args: Any) -> str:
    return (await journal.run_tool(name, validate(name, args))).text


@pytest.mark.parametrize("spelling", ["snake", "Snakes", "SNAKE", "a snake", "  snakes. "])
async def test_lookup_symbol_tolerates_case_plural_and_articles(
    journal: Journal, spelling: str
) -> None:
    await journal.add_dream("A snake was coiled on my bed", date="2024-03-02", title="Coils")
    text = await tool(journal, "lookup_symbol", symbol=spelling)
    assert "Dictionary (snake): Transformation" in text
    assert '2024-03-02 "Coils"' in text


@pytest.mark.parametrize(
    ("asked", "entry", "dream"),
    [
        ("teeth", "tooth", "my tooth came loose"),
        ("tooth", "tooth", "all my teeth fell out"),
        ("wolves", "wolf", "a wolf followed me"),
        ("wolf", "wolf", "wolves were howling"),
        ("mice", "mouse", "a mouse in the kitchen"),
        ("Spiders", "spider", "spiders on the ceiling"),
    ],
)
async def test_lookup_symbol_matches_irregular_plurals_in_dictionary_and_dreams(
    journal: Journal, asked: str, entry: str, dream: str
) -> None:
    await journal.add_dream(dream, date="2024-05-06")
    text = await tool(journal, "lookup_symbol", symbol=asked)
    assert f"Dictionary ({entry}):" in text
    assert "2024-05-06" in text, text


async def test_own_symbol_meaning_comes_first_and_replaces_older_one(journal: Journal) -> None:
    first = await tool(journal, "save_symbol_meaning", symbol="Teeth", meaning="my dentist fear")
    assert first == "Saved: to you, tooth means: my dentist fear"
    second = await tool(journal, "save_symbol_meaning", symbol="tooth", meaning="getting older")
    assert second.startswith("Updated: to you, tooth now means: getting older")
    assert "before: my dentist fear" in second
    text = await tool(journal, "lookup_symbol", symbol="teeth")
    lines = text.splitlines()
    assert lines[0] == "Your meaning for tooth: getting older"
    assert lines[1].startswith("Dictionary (tooth):")
    assert "No dreams mention 'tooth' yet." in text


async def test_a_meaning_of_theirs_for_a_near_word_stays_that_words_own(journal: Journal) -> None:
    # The dictionary reads a tiger as it reads a lion (and an owl as a bird); "tiger means power
    # to me" was saved as "to you, lion means: power", and then answered for lions.
    saved = await tool(journal, "save_symbol_meaning", symbol="tigers", meaning="power")
    assert saved == "Saved: to you, tiger means: power"
    text = await tool(journal, "lookup_symbol", symbol="tiger")
    assert text.splitlines()[:2] == [
        "Your meaning for tiger: power",
        "Dictionary (no entry for tiger; lion, the nearest): Courage, pride and leadership; "
        "facing a lion can mean confronting your own power.",
    ]
    lion = await journal.run_tool("lookup_symbol", validate("lookup_symbol", {"symbol": "lion"}))
    assert "power" not in lion.text.splitlines()[0] and "To you" not in lion.lead
    assert lion.lead.startswith("Dream dictionaries read lion as courage, pride and leadership")
    # an entry opening with "A" reads on in lower case (probed: "read train as A set course")
    train = await journal.run_tool("lookup_symbol", validate("lookup_symbol", {"symbol": "train"}))
    assert train.lead.startswith("Dream dictionaries read train as a set course or routine")
    tiger = await journal.run_tool("lookup_symbol", validate("lookup_symbol", {"symbol": "tiger"}))
    assert tiger.lead.splitlines()[:2] == [
        "To you, tiger means: power",
        "Dream dictionaries have no entry for tiger; they read lion, the nearest, as courage, "
        "pride and leadership; facing a lion can mean confronting your own power.",
    ]
    # a word for the same thing is still that thing: "mum" is the mother's entry
    await tool(journal, "save_symbol_meaning", symbol="mum", meaning="home")
    assert (await tool(journal, "lookup_symbol", symbol="mother")).startswith(
        "Your meaning for mother: home"
    )


async def test_own_meaning_for_a_word_outside_the_dictionary_is_found_in_other_forms(
    journal: Journal,
) -> None:
    await tool(journal, "save_symbol_meaning", symbol="Unicorns", meaning="hope")
    text = await tool(journal, "lookup_symbol", symbol="unicorn")
    assert text.splitlines()[0] == "Your meaning for unicorn: hope"
    assert "The dictionary has no entry for unicorn." in text


async def test_unknown_symbol_says_nothing_is_known_in_words(journal: Journal) -> None:
    text = await tool(journal, "lookup_symbol", symbol="zeppelin")
    assert text == (
        "Nothing known about 'zeppelin' yet: you have not saved a meaning for it, the dictionary "
        "has no entry, and no dreams mention it."
    )


async def test_a_symbol_only_dreams_mention_says_first_that_nothing_reads_it(
    journal: Journal,
) -> None:
    # probed: "what does a mall mean", right after a dream of a mall was saved, got only "One
    # dream in your journal mentions mall; the latest is from" today, as if that were its meaning
    await journal.add_dream("i was lost in a mall and my phone was dead", date="2026-12-07")
    result = await journal.run_tool("lookup_symbol", validate("lookup_symbol", {"symbol": "mall"}))
    assert result.lead.splitlines() == [
        "I don't know mall as a symbol yet: you haven't saved a meaning for it, and my dictionary "
        "has no entry.",
        "One dream in your journal mentions it; the latest is from 7 December 2026.",
    ]
    # a reading of theirs or the dictionary's is said as before, with no such line
    await tool(journal, "save_symbol_meaning", symbol="mall", meaning="feeling lost")
    result = await journal.run_tool("lookup_symbol", validate("lookup_symbol", {"symbol": "mall"}))
    assert result.lead.splitlines()[0] == "To you, mall means: feeling lost"


async def test_search_tool_lists_best_matches_with_dates(journal: Journal) -> None:
    await journal.add_dream(
        "The house flooded and water came up the stairs", title="Flooded house", date="2024-03-02"
    )
    await journal.add_dream("A desert with no water at all", date="2024-04-01")
    text = await tool(journal, "search_dreams", query="flooded water")
    assert text.splitlines()[0] == "1 dream matching 'flooded water', best match first:"
    assert text.splitlines()[1].startswith('- 2024-03-02 "Flooded house":')
    assert len(text.splitlines()) == 2


async def test_search_tool_with_no_match_says_so(journal: Journal) -> None:
    await journal.add_dream("A desert")
    assert await tool(journal, "search_dreams", query="zeppelin") == "No dreams match 'zeppelin'."
    assert await tool(journal, "search_dreams", query="Do I dream about water a lot?") == (
        "No dreams match 'water' (nor related words such as ocean, sea, lake)."
    )
    assert await tool(journal, "search_dreams", query='"*') == "'\"*' has no words to search for."


async def test_remember_dedupes_identical_facts_and_recall_filters_by_topic(
    journal: Journal, db_path: Path, rows: Callable[[Path], dict[str, list[tuple[object, ...]]]]
) -> None:
    assert (
        await tool(journal, "remember", fact="My sister is Anna") == "Remembered: My sister is Anna"
    )
    again = await tool(journal, "remember", fact="  my sister is   ANNA. ")
    assert again.startswith("Already remembered")
    await tool(journal, "remember", fact="I work night shifts")
    assert len(rows(db_path)["memories"]) == 2
    about = await tool(journal, "recall_memories", topic="sisters")
    assert about == "Things you asked me to remember about 'sisters':\n- My sister is Anna"
    everything = await tool(journal, "recall_memories")
    assert everything.splitlines()[1:] == ["- I work night shifts", "- My sister is Anna"]
    assert await tool(journal, "recall_memories", topic="cars") == "No memories about 'cars' yet."


async def test_recall_with_nothing_saved_says_so(journal: Journal) -> None:
    assert await tool(journal, "recall_memories") == "No memories saved yet."


async def test_recent_dreams_newest_first_with_default_and_given_limit(journal: Journal) -> None:
    assert await tool(journal, "recent_dreams") == "The journal has no dreams yet."
    for i in range(1, 8):
        await journal.add_dream(f"dream {i}", date=f"2024-01-0{i}", mood="odd" if i == 7 else None)
    default = (await tool(journal, "recent_dreams")).splitlines()
    assert default[0] == "Latest dreams, newest first:"
    assert default[1] == "- 2024-01-07 (mood: odd): dream 7"
    assert len(default) == 1 + 5
    assert len((await tool(journal, "recent_dreams", limit="2")).splitlines()) == 3


@pytest.mark.parametrize("name", sorted(n for n in TOOLS if n in RESULT_TOOLS))
async def test_every_result_fits_the_budget_and_says_when_items_were_left_out(
    journal: Journal, name: str
) -> None:
    long_text = "water " * 2000
    for i in range(12):
        await journal.add_dream(f"{long_text} {i}", title="Water " * 30, date="2024-02-02")
        await journal.remember(f"fact about water number {i} " + "x" * 400)
    every: dict[str, dict[str, Any]] = {
        "lookup_symbol": {"symbol": "water"},
        "search_dreams": {"query": "water"},
        "recall_memories": {"topic": "water"},
        "recent_dreams": {"limit": 50},
        "save_symbol_meaning": {"symbol": "water", "meaning": "m" * 1000},
        "remember": {"fact": "f" * 1000},
    }
    args = every[name]
    text = (await journal.run_tool(name, validate(name, args))).text
    assert 0 < len(text) <= 1200
    if name in ("search_dreams", "recent_dreams", "recall_memories"):
        assert text.splitlines()[-1].endswith("more not shown)")
    small = (await journal.run_tool(name, validate(name, args), budget=300)).text
    assert len(small) <= 300


async def test_wrong_arguments_for_a_tool_are_refused(journal: Journal) -> None:
    with pytest.raises(JournalError, match="no tool 'remember' takes LookupSymbolArgs"):
        await journal.run_tool("remember", validate("lookup_symbol", {"symbol": "x"}))
    with pytest.raises(JournalError):
        await journal.run_tool("nope", ToolArgs())


async def test_a_symbol_typed_with_a_typo_is_read_as_the_one_symbol_it_is_close_to(
    journal: Journal,
) -> None:
    await tool(journal, "save_symbol_meaning", symbol="zeppelin", meaning="my father's stories")
    result = await journal.run_tool(
        "lookup_symbol", validate("lookup_symbol", {"symbol": "zepelin"})
    )
    assert result.lead.startswith("I read 'zepelin' as 'zeppelin'.")
    assert "Your meaning for zeppelin: my father's stories" in result.text
    # the dictionary's symbols too ("snaek" is one swap from "snake")
    assert (await tool(journal, "lookup_symbol", symbol="snaek")).startswith(
        "I read 'snaek' as 'snake'."
    )
    # a four-letter word with a letter dropped ("wat does a snak mean")
    assert (await tool(journal, "lookup_symbol", symbol="snak")).startswith(
        "I read 'snak' as 'snake'."
    )
    # but no other four-letter typo: too many words are one edit from one of four letters
    assert "I read" not in await tool(journal, "lookup_symbol", symbol="snkae"[:4])


async def test_a_symbol_the_journal_knows_as_typed_is_never_read_as_another(
    journal: Journal,
) -> None:
    await journal.add_dream("A cable ran under the sea", date="2024-05-06")
    text = await tool(journal, "lookup_symbol", symbol="cable")  # not "table"
    assert "I read" not in text and "2024-05-06" in text
    phrase = await tool(journal, "lookup_symbol", symbol="glittering tooth")
    assert (
        phrase.startswith("I read 'glittering tooth' as 'tooth'.")
        and "Dictionary (tooth):" in phrase
    )
    head_first = await tool(journal, "lookup_symbol", symbol="dark house")
    assert head_first.startswith("I read 'dark house' as 'house'.")
    unknown = await tool(journal, "lookup_symbol", symbol="qwertyuiop")
    assert "I read" not in unknown


async def test_a_read_says_whether_the_journal_holds_what_was_asked(journal: Journal) -> None:
    """``found``: what a "Have I…?" is answered by, so that no reply says yes to nothing."""

    async def found(name: str, **args: Any) -> bool | None:
        return (await journal.run_tool(name, validate(name, args))).found

    assert await found("recent_dreams") is False
    assert await found("recent_dreams", overview=True) is False
    await journal.add_dream("A lighthouse in the storm", date="2026-10-12", mood="anxious")
    await journal.remember("My sister is called Ana")
    assert await found("search_dreams", query="lighthouse") is True
    assert await found("search_dreams", query="cathedral") is False
    # only related words ("ocean", "swimming" for "water"): neither a yes nor a no
    await journal.add_dream("I was swimming in the ocean at night", date="2024-06-01")
    assert await found("search_dreams", query="water") is None
    assert await found("recall_memories", topic="sister") is True
    assert await found("recall_memories", topic="health problems") is False
    assert await found("recent_dreams") is True
    assert await found("recent_dreams", overview=True) is True
    assert await found("recent_dreams", mood="anxious") is True
    assert await found("recent_dreams", since="2026-10-13", until="2026-10-13") is False
    assert await found("lookup_symbol", symbol="lighthouse") is None  # a meaning: no yes or no
