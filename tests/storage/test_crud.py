"""Reading, changing and deleting single records: dreams, memories, symbol meanings, conversations."""

from __future__ import annotations

import pytest

from sandman.storage import Journal, JournalError


async def test_get_update_delete_dream(journal: Journal) -> None:
    dream_id = await journal.add_dream("I swam in a warm sea", date="2026-11-02", title="Sea")
    got = await journal.get_dream(dream_id)
    assert (got.text, got.date, got.title, got.mood) == (
        "I swam in a warm sea",
        "2026-11-02",
        "Sea",
        None,
    )
    changed = await journal.update_dream(dream_id, mood="calm", title="")
    assert (changed.mood, changed.title, changed.text) == ("calm", None, "I swam in a warm sea")
    assert [d.id for d in await journal.search_dreams("sea")] == [dream_id]
    await journal.update_dream(dream_id, text="I climbed a mountain")
    assert await journal.search_dreams("sea") == []
    assert [d.id for d in await journal.search_dreams("mountain")] == [dream_id]
    deleted = await journal.delete_dream(dream_id)
    assert deleted.text == "I climbed a mountain"
    with pytest.raises(JournalError, match=f"no dream #{dream_id}"):
        await journal.get_dream(dream_id)
    with pytest.raises(JournalError, match="no dream"):
        await journal.delete_dream(dream_id)
    assert await journal.search_dreams("mountain") == []


async def test_update_of_a_missing_dream_fails_and_bad_fields_change_nothing(
    journal: Journal,
) -> None:
    with pytest.raises(JournalError, match="no dream #99"):
        await journal.update_dream(99, text="x")
    dream_id = await journal.add_dream("a quiet forest", date="2026-01-01")
    with pytest.raises(JournalError, match="invalid date"):
        await journal.update_dream(dream_id, text="changed", date="yesterday")
    assert (await journal.get_dream(dream_id)).text == "a quiet forest"


async def test_browse_pages_filters_by_mood_and_counts(journal: Journal) -> None:
    for day in range(1, 8):
        await journal.add_dream(
            f"dream {day} of the river",
            date=f"2026-03-0{day}",
            mood="calm" if day % 2 else "anxious",
        )
    page, total = await journal.browse_dreams(limit=3, offset=0)
    assert total == 7 and [d.date for d in page] == ["2026-03-07", "2026-03-06", "2026-03-05"]
    page, total = await journal.browse_dreams(limit=3, offset=6)
    assert total == 7 and [d.date for d in page] == ["2026-03-01"]
    page, total = await journal.browse_dreams(limit=10, mood="CALM")
    assert total == 4 and {d.mood for d in page} == {"calm"}
    page, total = await journal.browse_dreams(limit=2, search="river", mood="anxious")
    assert total == 3 and len(page) == 2


async def test_forget_memory_by_id_and_find_by_words(journal: Journal) -> None:
    await journal.remember("My sister is called Anna")
    await journal.remember("I work night shifts")
    found = await journal.find_memory("my sister is called anna.")
    assert found is not None and found.fact == "My sister is called Anna"
    assert (await journal.find_memory("night shifts")) is not None
    assert await journal.find_memory("a cat") is None
    gone = await journal.forget_memory(found.id)
    assert gone.fact == "My sister is called Anna"
    assert [m.fact for m in await journal.memories()] == ["I work night shifts"]
    with pytest.raises(JournalError, match="no memory"):
        await journal.forget_memory(found.id)


async def test_memories_of_a_topic_by_its_words_then_alike_then_related(journal: Journal) -> None:
    for fact in ("My sister is called Anna", "I work as a nurse", "My boss is Tom", "Io is my cat"):
        await journal.remember(fact)

    async def about(topic: str) -> set[str]:
        return {m.fact for m in await journal.memories(topic)}

    # A word of the same meaning answers when no fact says the word itself...
    assert await about("job") == {"I work as a nurse"}
    assert await about("career") == {"I work as a nurse"}
    assert await about("kitty") == {"Io is my cat"}
    # ...but not beside a fact that does: "boss" is related to work, read only when none is alike.
    assert await about("boss") == {"My boss is Tom"}
    assert await about("siblings") == {"My sister is called Anna"}
    assert await about("pets") == {"Io is my cat"}
    assert await about("dragons") == set()


async def test_memories_of_a_topic_bring_those_about_the_name_it_was_given(
    journal: Journal,
) -> None:
    # probed: "how old is my cat" recalled "I have a cat called Io." and not "io is 7 years old"
    for fact in ("I have a cat called Io.", "io is 7 years old", "My sister's name is Anna.",
                 "Anna lives in Lisbon.", "Tom likes chess"):  # fmt: skip
        await journal.remember(fact)
    facts = [m.fact for m in await journal.memories("cat")]
    assert facts == ["I have a cat called Io.", "io is 7 years old"]
    assert {m.fact for m in await journal.memories("sister")} == {
        "My sister's name is Anna.",
        "Anna lives in Lisbon.",
    }
    assert len(await journal.memories("cat", limit=1)) == 1


async def test_symbol_meanings_list_and_delete_any_spelling(journal: Journal) -> None:
    await journal.save_symbol_meaning("snakes", "change")
    assert [(m.symbol, m.meaning) for m in await journal.symbol_meanings()] == [("snake", "change")]
    gone = await journal.delete_symbol_meaning("The Snake")
    assert gone.meaning == "change"
    assert await journal.symbol_meanings() == []
    with pytest.raises(JournalError, match="not saved a meaning"):
        await journal.delete_symbol_meaning("snake")


async def test_conversations_listing_and_turns(journal: Journal) -> None:
    await journal.append_exchange("c1", "t1", "hello", "hi")
    await journal.append_exchange("c2", "t1", "what is water", "calm")
    await journal.append_exchange("c1", "t2", "again", "yes")
    listed = await journal.conversations()
    assert [(c.id, c.turns, c.last_user_text) for c in listed] == [
        ("c1", 2, "again"),
        ("c2", 1, "what is water"),
    ]
    turns = await journal.conversation_turns("c1")
    assert [(t.turn_id, t.user_text, t.reply_text) for t in turns] == [
        ("t1", "hello", "hi"),
        ("t2", "again", "yes"),
    ]
    with pytest.raises(JournalError, match="no conversation"):
        await journal.conversation_turns("nope")
