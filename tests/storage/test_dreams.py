"""Adding, listing and searching dreams, and what bad input does (nothing)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sandman.storage import MAX_DREAM_CHARS, Journal, JournalError, open_journal


async def test_added_dream_comes_back_with_its_fields(journal: Journal) -> None:
    dream_id = await journal.add_dream(
        "  I was flying over a city  ", date="2024-03-02", title="City", mood="calm"
    )
    [dream] = await journal.list_dreams()
    assert dream.id == dream_id
    assert (dream.date, dream.title, dream.text, dream.mood) == (
        "2024-03-02",
        "City",
        "I was flying over a city",
        "calm",
    )
    assert dream.created.endswith("+00:00")


async def test_dream_without_date_is_dated_today(journal: Journal) -> None:
    import datetime

    await journal.add_dream("a quiet dream")
    [dream] = await journal.list_dreams()
    assert dream.date == datetime.date.today().isoformat()


async def test_list_is_newest_dream_date_first_and_limited(journal: Journal) -> None:
    for day in ("2024-01-05", "2024-03-01", "2023-12-31", "2024-03-01"):
        await journal.add_dream(f"dream of {day}", date=day)
    listed = await journal.list_dreams(limit=3)
    assert [d.date for d in listed] == ["2024-03-01", "2024-03-01", "2024-01-05"]
    assert listed[0].id > listed[1].id


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"text": ""}, "dream text is empty"),
        ({"text": "   \n "}, "dream text is empty"),
        (
            {"text": "x" * (MAX_DREAM_CHARS + 1)},
            "too long (20,001 characters; the limit is 20,000)",
        ),
        ({"text": "ok", "date": "2025-02-30"}, "invalid date '2025-02-30'"),
        ({"text": "ok", "date": "2024-13-01"}, "invalid date '2024-13-01'"),
        ({"text": "ok", "date": "02/03/2024"}, "use YYYY-MM-DD"),
        ({"text": "ok", "date": "20240302"}, "use YYYY-MM-DD"),
        ({"text": "ok", "title": "t" * 201}, "title is too long"),
        ({"text": "ok", "mood": "m" * 41}, "mood is too long"),
    ],
)
async def test_bad_dream_is_refused_with_one_line_and_nothing_is_stored(
    db_path: Path,
    rows: Callable[[Path], dict[str, list[tuple[object, ...]]]],
    kwargs: dict[str, str],
    message: str,
) -> None:
    async with open_journal(db_path) as journal:
        await journal.add_dream("an earlier dream")
        before = rows(db_path)
        with pytest.raises(JournalError, match=None) as info:
            rest = {k: v for k, v in kwargs.items() if k != "text"}  # the case is shared: no pop
            await journal.add_dream(kwargs["text"], **rest)
        assert message in str(info.value)
        assert "\n" not in str(info.value)
        assert rows(db_path) == before


async def test_dream_of_exactly_the_size_limit_is_accepted(journal: Journal) -> None:
    dream_id = await journal.add_dream("y" * MAX_DREAM_CHARS)
    assert (await journal.list_dreams())[0].id == dream_id


async def test_search_ranks_title_and_frequent_matches_first(journal: Journal) -> None:
    await journal.add_dream("I walked past some water on the way to school", date="2024-01-01")
    best = await journal.add_dream(
        "Water everywhere, water rising", title="Water", date="2023-01-01"
    )
    await journal.add_dream("A dream about a red balloon", date="2024-02-01")
    found = await journal.search_dreams("water")
    assert next(d.id for d in found) == best
    assert len(found) == 2


async def test_search_matches_word_prefixes_and_stems(journal: Journal) -> None:
    flying = await journal.add_dream("I was flying above the rooftops")
    await journal.add_dream("A calm walk")
    assert [d.id for d in await journal.search_dreams("fly")] == [flying]
    assert [d.id for d in await journal.search_dreams("roof")] == [flying]


async def test_search_prefers_dreams_with_every_word_then_falls_back_to_any(
    journal: Journal,
) -> None:
    both = await journal.add_dream("a flooded house by the sea")
    await journal.add_dream("a house on a hill")
    assert [d.id for d in await journal.search_dreams("flooded house")] == [both]
    assert len(await journal.search_dreams("house giraffe")) == 2


@pytest.mark.parametrize(
    "query",
    [
        '"',
        '"water',
        "water AND",
        "AND",
        "OR water",
        "NEAR(water",
        "water*",
        "-water",
        "^water",
        "text:water",
        "title:water",
        "col:water",
        "(water",
        "water)",
        "'; DROP TABLE dreams; --",
        "NOT water",
        "w*a*t",
        "{title text}: water",
        "\\",
        "%",
        "_",
    ],
)
async def test_search_treats_fts_operators_and_quotes_as_plain_words(
    journal: Journal, query: str
) -> None:
    near = await journal.add_dream("near the water there was a col of text and a title, not AND")
    try:
        found = await journal.search_dreams(query)
    except JournalError as exc:
        # Only a query with no word in it at all is refused, and it says so.
        assert "has no words" in str(exc)
        return
    assert all(d.id == near for d in found)
    assert len(await journal.list_dreams()) == 1


async def test_search_finds_the_literal_words_of_operator_like_queries(journal: Journal) -> None:
    target = await journal.add_dream("We met NEAR the old mill and walked AND talked")
    await journal.add_dream("nothing relevant")
    assert [d.id for d in await journal.search_dreams("NEAR(")] == [target]
    assert [d.id for d in await journal.search_dreams('"mill" AND')] == [target]


async def test_search_without_words_says_so(journal: Journal) -> None:
    with pytest.raises(JournalError, match="no words"):
        await journal.search_dreams('"*-:()')


async def test_limits_out_of_range_are_refused(journal: Journal) -> None:
    with pytest.raises(JournalError, match="between 1 and"):
        await journal.list_dreams(limit=0)
    with pytest.raises(JournalError, match="between 1 and"):
        await journal.search_dreams("water", limit=100_000)


async def test_without_a_path_the_journal_is_created_in_the_data_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import sandman.storage._journal as journal_module

    target = tmp_path / "data" / "sandman" / "sandman.db"
    monkeypatch.setattr(journal_module, "default_db_path", lambda: target)
    async with open_journal() as journal:
        await journal.add_dream("stored in the default place")
    assert target.is_file()
