"""Searching the journal for what people mean: word forms, related words, their ranking, and
what the search tool and the dream part of ``lookup_symbol`` say about it."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

import pytest

from sandman.cli import main
from sandman.storage import Journal
from sandman.storage._db import Params, Row, Session
from sandman.tools import ToolResult, validate


async def tool(journal: Journal, name: str, **args: Any) -> str:
    return (await journal.run_tool(name, validate(name, args))).text


async def found(journal: Journal, query: str) -> list[int]:
    return [d.id for d in await journal.search_dreams(query)]


@pytest.mark.parametrize(
    ("query", "text"),
    [
        ("flew", "I was flying over the harbour"),
        ("flying", "I flew over the roofs"),
        ("flight", "we flew home in the dark"),
        ("flown", "the birds had flown"),
        ("fly", "I flew and flew"),
        ("swam", "swimming in a cold lake"),
        ("swum", "I swam for hours"),
        ("ran", "I was running down a corridor"),
        ("run", "I ran from the dog"),
        ("fell", "I was falling for ages"),
        ("fallen", "I fell down the stairs"),
        ("falling", "I fell from a cliff"),
        ("teeth", "one tooth came loose"),
        ("tooth", "my teeth crumbled"),
        ("died", "the death of my cat"),
        ("wolf", "wolves around the cabin"),
        ("drove", "I was driving to work"),
        ("lost", "I kept losing my keys"),
    ],
)
async def test_irregular_forms_find_each_other(journal: Journal, query: str, text: str) -> None:
    target = await journal.add_dream(text)
    await journal.add_dream("A quiet afternoon in a garden")
    assert await found(journal, query) == [target]


@pytest.mark.parametrize(
    ("query", "text"),
    [
        ("water", "I was swimming in the ocean"),
        ("water", "rain came through the ceiling"),
        ("water", "the lake had frozen over"),
        ("water", "the river burst its banks"),
        ("house", "I found a new room in my home"),
        ("car", "I was driving too fast"),
        ("being chased", "something pursued me through the woods"),
        ("exam", "the teacher handed out a test"),
        ("snake", "a cobra rose up in the garden"),
        ("baby", "I was pregnant in the dream"),
        ("death", "we were at a funeral"),
        ("mother", "Mum was baking bread"),
        ("sea", "a wave knocked me over"),
    ],
)
async def test_related_words_find_dreams_that_never_say_the_word(
    journal: Journal, query: str, text: str
) -> None:
    target = await journal.add_dream(text)
    await journal.add_dream("A quiet afternoon with a stranger")
    assert await found(journal, query) == [target]


async def test_exact_words_rank_first_then_other_forms_then_same_meaning_then_related(
    journal: Journal,
) -> None:
    # bm25 alone would put the repeated, titled dreams first; the level of the match decides.
    related = await journal.add_dream("Wings, wings, I had wings and soared", title="Wings")
    form = await journal.add_dream("I flew, flew and flew again", title="Flew")
    exact = await journal.add_dream("Somewhere in the middle of a long dream I was flying")
    await journal.add_dream("Nothing to do with the air at all")
    assert await found(journal, "flying") == [exact, form, related]

    beach = await journal.add_dream("We sat on the beach, the tide out", title="Beach beach")
    sea = await journal.add_dream("A sea of faces, far off")
    ocean = await journal.add_dream("The ocean was loud")
    assert await found(journal, "ocean") == [ocean, sea, beach]


async def test_question_frame_is_not_searched_for(journal: Journal) -> None:
    water = await journal.add_dream("Water everywhere in the kitchen")
    await journal.add_dream("A parking lot at night, lots of cars, how strange")
    assert await found(journal, "Do I dream about water a lot?") == [water]
    assert await found(journal, "How often have I dreamt of water recently?") == [water]
    flying = await journal.add_dream("I was flying")
    assert await found(journal, "Did I ever have a dream where I was flying?") == [flying]


async def test_a_word_of_the_query_does_not_count_as_related_to_another(journal: Journal) -> None:
    # "water" is related to "flooded"; a dream with water alone must not match both words.
    both = await journal.add_dream("The house flooded and water came up the stairs")
    await journal.add_dream("A desert with no water at all")
    assert await found(journal, "flooded water") == [both]


async def test_search_tool_says_when_only_related_words_matched(journal: Journal) -> None:
    await journal.add_dream("I was swimming in the ocean at night", date="2024-06-01")
    text = await tool(journal, "search_dreams", query="Do I dream about water a lot?")
    assert text.splitlines() == [
        "No dream says 'water', but these mention related words (ocean, swim):",
        "- 2024-06-01: I was swimming in the ocean at night",
    ]


async def test_search_tool_lists_exact_matches_before_related_ones_under_their_own_line(
    journal: Journal,
) -> None:
    await journal.add_dream("A wave of sea water over the deck", date="2024-06-02")
    await journal.add_dream("Rain on the tent all night", date="2024-06-03")
    text = await tool(journal, "search_dreams", query="water")
    assert text.splitlines() == [
        "1 dream matching 'water', best match first:",
        "- 2024-06-02: A wave of sea water over the deck",
        "These do not say 'water' but mention related words (rain):",
        "- 2024-06-03: Rain on the tent all night",
    ]


async def test_search_lead_never_lists_a_related_dream_as_mentioning_the_word(
    journal: Journal,
) -> None:
    await journal.add_dream("A wave of sea water over the deck", date="2024-06-02")
    await journal.add_dream("Rain on the tent all night", date="2024-06-03")
    result = await journal.run_tool("search_dreams", validate("search_dreams", {"query": "water"}))
    assert result.lead.splitlines() == [
        "One dream in your journal mentions water:",
        "- 2 June 2024: A wave of sea water over the deck",
        "Others mention rain instead:",
        "- 3 June 2024: Rain on the tent all night",
    ]


async def test_a_search_kept_to_a_period_counts_that_period_and_shows_the_others_beside(
    journal: Journal,
) -> None:
    # measured: "how many times have i dreamt about water this month" answered with the two
    # October dreams, as if they were this month's
    await journal.add_dream("Water rose through the kitchen floor", date="2026-10-02")
    await journal.add_dream("Stairs led down into the ocean water", date="2026-10-20")
    await journal.add_dream("A glass of water on the moon", date="2026-12-02")

    async def search(**args: str) -> ToolResult:
        return await journal.run_tool("search_dreams", validate("search_dreams", args))

    december = await search(query="water", since="2026-12-01", until="2026-12-31")
    assert december.lead.splitlines() == [
        "One dream in December 2026 mentions water:",
        "- 2 December 2026: A glass of water on the moon",
    ]
    assert december.found is True and december.text.startswith("1 dream in December 2026 matching")
    november = await search(query="water", since="2026-11-01", until="2026-11-30")
    assert november.found is False
    assert november.lead.splitlines()[:2] == [
        "I found no dream in November 2026 that mentions water.",
        "3 dreams in your journal mention water:",
    ]
    assert november.text.startswith("No dreams in November 2026 match 'water'")
    assert "Outside that period: 3 dreams matching 'water'" in november.text
    october = await search(query="water", since="2026-10-01", until="2026-10-31", order="oldest")
    assert october.lead.splitlines() == [
        "2 dreams in October 2026 mention water, the earliest first:",
        "- 2 October 2026: Water rose through the kitchen floor",
        "- 20 October 2026: Stairs led down into the ocean water",
    ]
    nowhere = await search(query="zeppelin", since="2026-10-01", until="2026-10-31")
    assert nowhere.lead == "I found no dream in October 2026 that mentions zeppelin."


async def test_search_tool_with_nothing_found_says_so_plainly(journal: Journal) -> None:
    await journal.add_dream("A desert, dry as bone")
    assert await tool(journal, "search_dreams", query="water") == (
        "No dreams match 'water' (nor related words such as ocean, sea, lake)."
    )
    assert await tool(journal, "search_dreams", query="zeppelin") == ("No dreams match 'zeppelin'.")


async def test_search_tool_says_when_only_some_words_matched(journal: Journal) -> None:
    await journal.add_dream("A giraffe in the hallway", date="2024-06-04")
    text = await tool(journal, "search_dreams", query="giraffe zeppelin")
    assert text.splitlines() == [
        "No dream has every word of 'giraffe zeppelin'; these have some of them, best match first:",
        "- 2024-06-04: A giraffe in the hallway",
    ]


@pytest.mark.parametrize(
    "query", ['water" OR "x', "NEAR(sea, 2)", "ocean*", "sea NOT ocean", "title:ocean", "-ocean"]
)
async def test_fts_syntax_stays_inert_with_related_words(journal: Journal, query: str) -> None:
    ocean = await journal.add_dream("The ocean at night")
    await journal.add_dream("A quiet afternoon in the hills")
    assert await found(journal, query) == [ocean]
    assert len(await journal.list_dreams()) == 2


async def test_lookup_symbol_shows_dreams_with_related_words_and_says_so(journal: Journal) -> None:
    await journal.add_dream("Rain on the tent all night", date="2024-06-03")
    result = await journal.run_tool("lookup_symbol", validate("lookup_symbol", {"symbol": "water"}))
    assert result.text.splitlines()[2:] == [
        "No dreams mention 'water' itself; these mention related words (rain), latest entries "
        "first:",
        "- 2024-06-03: Rain on the tent all night",
    ]
    # what the user reads first says so too, never that no dream holds anything like it
    assert result.lead.splitlines()[-1] == (
        "No dream in your journal mentions water itself, but one mentions rain; the latest is "
        "from 3 June 2024."
    )
    # beside a dream of the thing itself, those of related words are left out, as the lead leaves
    # them out (probed: "i dreamt i could talk to animals" / "what does it mean" got the 1.5B's
    # "The animal may have been a snake…", of the journal's dream of a snake)
    await journal.add_dream("Water up to my knees", date="2024-06-05")
    text = await tool(journal, "lookup_symbol", symbol="water")
    assert text.splitlines()[2:] == [
        "Past dreams with water, latest entries first:",
        "- 2024-06-05: Water up to my knees",
    ]


async def test_lookup_symbol_finds_irregular_forms_among_the_dreams_with_the_symbol(
    journal: Journal,
) -> None:
    await journal.add_dream("I flew over the bay", date="2024-06-06")
    text = await tool(journal, "lookup_symbol", symbol="flying")
    assert text.splitlines()[2:] == [
        "Past dreams with flying, latest entries first:",
        "- 2024-06-06: I flew over the bay",
    ]


def test_dreams_search_on_the_command_line_finds_other_forms(
    capsys: pytest.CaptureFixture[str], db_path: Path
) -> None:
    assert main(["log", "I was flying over a lake", "--db", str(db_path)]) == 0
    assert main(["log", "A quiet garden", "--db", str(db_path)]) == 0
    capsys.readouterr()
    assert main(["dreams", "--search", "flew", "--db", str(db_path)]) == 0
    out = capsys.readouterr().out
    assert "I was flying over a lake" in out
    assert "garden" not in out


async def test_related_levels_are_read_only_when_closer_ones_leave_room(
    journal: Journal, monkeypatch: pytest.MonkeyPatch
) -> None:
    statements: list[str] = []
    fetchall = Session.fetchall

    async def counted(self: Session, sql: str, params: Params = ()) -> list[Row]:
        statements.append(sql)
        return await fetchall(self, sql, params)

    for i in range(3):
        await journal.add_dream(f"The ocean, night {i}")
    await journal.add_dream("The sea again")
    await journal.add_dream("Water on the deck")
    monkeypatch.setattr(Session, "fetchall", counted)
    assert len(await journal.search_dreams("ocean", limit=3)) == 3
    assert len(statements) == 1  # the word and its forms, in one trip
    statements.clear()
    assert len(await journal.search_dreams("ocean", limit=4)) == 4
    assert len(statements) == 2  # + words of the same meaning (sea), which filled it
    statements.clear()
    assert len(await journal.search_dreams("ocean", limit=5)) == 5
    assert len(statements) == 3  # + related words (water)


# --- typos, read against the journal's own words ------------------------------------------------


@pytest.mark.parametrize(
    "typed, read, title",
    [
        ("libary", "library", "The flooded library"),
        ("abut libary", "library", "The flooded library"),  # a typo of a frame word is left out
        ("granmother", "grandmother", "Glass bees"),
        ("gardn", "garden", "Glass bees"),
        ("lighthuose", "lighthouse", "Lighthouse"),
    ],
)
async def test_a_word_the_journal_lacks_is_read_as_its_closest_word(
    tmp_path: Path, typed: str, read: str, title: str
) -> None:
    from sandman.storage import open_journal
    from sandman.tools import validate

    async with open_journal(tmp_path / "typos.db") as j:
        await j.add_dream(
            "Water rose through the flooded library and the books floated.",
            title="The flooded library",
        )
        await j.add_dream("Glass bees hummed around my grandmother's garden.", title="Glass bees")
        await j.add_dream("I climbed a lighthouse while the sea crashed below.", title="Lighthouse")
        result = await j.run_tool("search_dreams", validate("search_dreams", {"query": typed}))
    first, *rest = result.lead.splitlines()
    assert first == f"I read {typed} as {read}."
    assert title in "\n".join(rest)
    assert f"'{read}'" in result.text  # the model is told too


@pytest.mark.parametrize("typed", ["xylophone", "bear", "lantern"])
async def test_a_word_with_no_close_word_in_the_journal_finds_nothing(
    tmp_path: Path, typed: str
) -> None:
    from sandman.storage import open_journal
    from sandman.tools import validate

    async with open_journal(tmp_path / "typos.db") as j:
        await j.add_dream("Water rose through the flooded library and the books floated.")
        await j.add_dream("A beer garden by the lake.")
        result = await j.run_tool("search_dreams", validate("search_dreams", {"query": typed}))
    assert result.lead == f"I found no dream in your journal that mentions {typed}."


@pytest.mark.parametrize(
    "typed, near",
    [
        ("staring", "stairs"),  # probed: "everyone is staring at me" read as stairs
        ("string", "stairs"),
        ("houses", "horses"),
    ],
)
async def test_a_common_word_is_meant_as_written_not_read_as_a_journal_word(
    tmp_path: Path, typed: str, near: str
) -> None:
    from sandman.storage import open_journal
    from sandman.tools import validate

    async with open_journal(tmp_path / "typos.db") as j:
        await j.add_dream("Stairs led down into the ocean.", title="Ocean stairs")
        await j.add_dream("A kitten ran with the horses over the roofs.", title="Kitten")
        result = await j.run_tool("search_dreams", validate("search_dreams", {"query": typed}))
    assert "I read" not in result.lead
    assert f"'{near}'" not in result.text  # nor is the model told so


# --- people: a relation no dream names, read as the name the memories give it -------------------


@pytest.mark.parametrize(
    "typed, fact, name",
    [
        ("brother", "My brother Tomas lives in Porto.", "Tomas"),
        ("bruther", "My brother Tomas lives in Porto.", "Tomas"),  # a typo of the relation
        ("mom", "My mother is called Rosa.", "Rosa"),  # another word for the same relation
        ("sister", "Ana is my older sister.", "Ana"),
    ],
)
async def test_a_relation_no_dream_names_is_searched_by_the_name_the_memories_give(
    tmp_path: Path, typed: str, fact: str, name: str
) -> None:
    from sandman.storage import open_journal
    from sandman.tools import validate

    async with open_journal(tmp_path / "people.db") as j:
        await j.add_dream(
            f"I flew over the river with {name} and we shared oranges.", title="Flying"
        )
        await j.add_dream("A beer garden by the lake.", title="Garden")
        await j.remember("I have a grey cat called Pixel.")
        await j.remember(fact)
        result = await j.run_tool("search_dreams", validate("search_dreams", {"query": typed}))
    first, *rest = result.lead.splitlines()
    kind = {"bruther": "brother", "mom": "mother"}.get(typed, typed)
    assert first == f"Your {kind} is {name}, as you told me."
    assert "Flying" in "\n".join(rest) and "Garden" not in "\n".join(rest)
    assert name in result.text


async def test_a_relation_the_memories_do_not_name_still_finds_nothing(tmp_path: Path) -> None:
    from sandman.storage import open_journal
    from sandman.tools import validate

    async with open_journal(tmp_path / "people.db") as j:
        await j.add_dream("I flew over the river with Tomas.", title="Flying")
        await j.remember("My brother lives in Porto.")
        result = await j.run_tool("search_dreams", validate("search_dreams", {"query": "brother"}))
    assert result.lead == "I found no dream in your journal that mentions brother."


async def test_a_prefix_finds_longer_words_only_from_a_word_the_stemmer_leaves_whole(
    tmp_path: Path,
) -> None:
    # The prefix applies to the indexed stem: "tomas*" was "toma*", and found "tomatoes".
    from sandman.storage import open_journal

    async with open_journal(tmp_path / "prefix.db") as j:
        await j.add_dream("I flew over the river with Tomas.", title="Flying")
        await j.add_dream("A greenhouse full of tomatoes.", title="Greenhouse")
        await j.add_dream("We sat on the rooftops at dawn.", title="Rooftops")
        assert [d.title for d in await j.search_dreams("Tomas")] == ["Flying"]
        assert [d.title for d in await j.search_dreams("roof")] == ["Rooftops"]


async def test_search_lead_says_how_many_dreams_say_it_beyond_those_it_lists(
    journal: Journal,
) -> None:
    # "how many times have I dreamt about flying?" was answered with a list and no number; past
    # the search's own limit (8), the count is read from the index, not from what was listed.
    for day in range(1, 11):
        await journal.add_dream(f"Flying over town number {day}", date=f"2024-05-{day:02d}")
    await journal.add_dream("A quiet walk by the river", date="2024-05-20")
    result = await journal.run_tool("search_dreams", validate("search_dreams", {"query": "flying"}))
    assert isinstance(result, ToolResult)
    assert result.lead.splitlines()[0] == "10 dreams in your journal mention flying:"
    assert result.lead.splitlines()[-1] == "(and 7 more)"
    assert result.text.splitlines()[0] == "10 dreams matching 'flying', 8 shown, best match first:"


async def test_a_related_word_the_index_stems_to_a_common_word_finds_nothing(
    journal: Journal,
) -> None:
    # probed: "did i dream about food before" listed "I was back at school…" and "…an old city
    # at dusk" as mentioning kitchen: "ate", a word related to food, is stemmed "at"
    await journal.add_dream("Water rose through the kitchen floor and I made tea")
    await journal.add_dream("I was back at school and had forgotten every answer")
    await journal.add_dream("I flew over the rooftops of an old city at dusk")
    result = await journal.run_tool("search_dreams", validate("search_dreams", {"query": "food"}))
    assert isinstance(result, ToolResult)
    assert result.lead.splitlines() == [
        "No dream in your journal says food, but these mention kitchen:",
        "- " + result.lead.splitlines()[1][2:],
    ]
    assert "kitchen floor" in result.lead and "school" not in result.text


async def test_search_newest_first_finds_the_latest_dream_that_says_it(journal: Journal) -> None:
    # probed: "whats the most recent one about water" listed the latest dream, with no water
    await journal.add_dream("Water everywhere, water water water", date="2024-02-01")
    await journal.add_dream("A drop of water on the glass", date="2025-03-05")
    for day in range(1, 10):
        await journal.add_dream(f"Water water water and water {day}", date=f"2024-06-{day:02d}")
    await journal.add_dream("A train through the desert", date="2025-06-01")
    args = validate("search_dreams", {"query": "water", "order": "newest"})
    result = await journal.run_tool("search_dreams", args)
    assert isinstance(result, ToolResult)
    lines = result.lead.splitlines()
    # how long ago the latest was ("when was the last time i dreamt about water": probed, no
    # answer but the dates)
    ago = (date.today() - date(2025, 3, 5)).days
    assert lines[0] == f"11 dreams in your journal mention water, the latest {ago} days ago:"
    assert lines[1].startswith("- 5 March 2025: A drop of water")
    assert lines[2].startswith("- 9 June 2024:")
    assert result.text.splitlines()[0].endswith("latest first:")


async def test_search_oldest_first_finds_the_first_dream_that_says_it_however_many_match(
    journal: Journal,
) -> None:
    # "When did I first dream about water?" was answered newest first; the earliest dream must
    # come first even when more dreams match than a search brings back by rank.
    await journal.add_dream("Water everywhere, water water water", date="2024-02-01")
    await journal.add_dream("A drop of water on the glass", date="2023-01-05")
    for day in range(1, 10):
        await journal.add_dream(f"Water water water and water {day}", date=f"2024-06-{day:02d}")
    await journal.add_dream("Sea spray on the pier", date="2022-01-01")  # related only
    args = validate("search_dreams", {"query": "water", "order": "oldest"})
    result = await journal.run_tool("search_dreams", args)
    assert isinstance(result, ToolResult)
    lines = result.lead.splitlines()
    assert lines[0] == "11 dreams in your journal mention water, the earliest first:"
    assert lines[1].startswith("- 5 January 2023: A drop of water")
    assert lines[2].startswith("- 1 February 2024: Water everywhere")
    assert lines[3].startswith("- 1 June 2024:")
    assert result.text.splitlines()[1].startswith("- 2023-01-05: A drop of water")


async def test_a_word_that_only_describes_is_no_partial_match(journal: Journal) -> None:
    # probed: "i keep dreaming about my old job" came closest to "an old city at dusk"
    await journal.add_dream("I was flying over the rooftops of an old city at dusk")
    assert await tool(journal, "search_dreams", query="old job") == (
        "No dreams match 'old job' (nor related words such as work, office, career)."
    )


async def test_a_word_that_only_describes_ranks_nothing_beside_a_word_found_by_relation(
    journal: Journal,
) -> None:
    # probed: "i keep dreaming about my old house" came closest to "an old city at dusk", the
    # house found only by a kitchen
    await journal.add_dream("I was flying over the rooftops of an old city at dusk")
    await journal.add_dream("Water rose through the kitchen floor")
    said = await tool(journal, "search_dreams", query="old house")
    assert "kitchen floor" in said
    assert "old city" not in said


async def test_a_word_spelled_right_found_misspelled_in_the_journal_says_how_it_spells_it(
    tmp_path: Path,
) -> None:
    # probed: "shw me all my dreams with spiders" after "i had a drem abt a spidr in my bed":
    # "I read spiders as spidr."
    from sandman.storage import open_journal
    from sandman.tools import validate

    async with open_journal(tmp_path / "typos.db") as j:
        await j.add_dream("i had a drem abt a spidr in my bed")
        result = await j.run_tool("search_dreams", validate("search_dreams", {"query": "spiders"}))
    first, *rest = result.lead.splitlines()
    assert first == "Your journal spells it spidr."
    assert "spidr in my bed" in "\n".join(rest)


async def test_two_words_asked_as_either_find_the_dreams_of_either(tmp_path: Path) -> None:
    # probed: "can you show me dreams with water or the ocean" listed only the dream with both
    from sandman.storage import open_journal
    from sandman.tools import validate

    async with open_journal(tmp_path / "either.db") as j:
        await j.add_dream("Stairs led down into the ocean, into the water.", date="2026-10-20")
        await j.add_dream("Water rose through the kitchen floor.", date="2026-10-02")
        await j.add_dream("A green snake on my wrist.", date="2026-10-14")
        either = await j.run_tool(
            "search_dreams", validate("search_dreams", {"query": "water or ocean"})
        )
        both = await j.run_tool(
            "search_dreams", validate("search_dreams", {"query": "water ocean"})
        )
    assert either.lead.startswith("2 dreams in your journal mention water or ocean:")
    assert "kitchen floor" in either.lead and "snake" not in either.lead
    assert both.lead.startswith("One dream in your journal mentions water ocean:")


async def test_a_name_searched_in_lower_case_is_said_as_the_dream_writes_it(
    journal: Journal,
) -> None:
    # probed: "which dreams had anna in them" got "One dream in your journal mentions anna:"
    await journal.add_dream("My sister Anna was leaving on a train.", date="2026-10-27")
    await journal.add_dream(
        "Water rose through the kitchen. Anna was not there.", date="2026-10-02"
    )
    await journal.add_dream("Water rose through the kitchen floor.", date="2026-10-03")

    async def head(query: str) -> str:
        result = await journal.run_tool(
            "search_dreams", validate("search_dreams", {"query": query})
        )
        return result.lead.splitlines()[0]

    assert await head("anna") == "2 dreams in your journal mention Anna:"
    # a word a sentence opens with is no name
    assert await head("water") == "2 dreams in your journal mention water:"
