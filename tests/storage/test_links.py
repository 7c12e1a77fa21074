"""A told dream is tied to the journal in the journal's own words (``storage/_links.py``): the
earlier dream sharing its words, the user's own meaning of a symbol in it, a memory sharing its
words; nothing when nothing links, and never a word every dream has."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from sandman.storage import Journal, open_journal
from sandman.tools import validate


@pytest.fixture
async def journal(tmp_path: Path) -> AsyncIterator[Journal]:
    async with open_journal(tmp_path / "j.db") as j:
        await j.add_dream(
            "I flew over the river in Porto with Tomas.",
            date="2026-10-03",
            title="Flying over Porto",
        )
        await j.add_dream(
            "A black snake was coiled inside my piano.",
            date="2026-09-06",
            title="Snake in the piano",
        )
        await j.add_dream(
            "Rain flooded the street outside my flat.", date="2026-11-12", title="Flooded street"
        )
        await j.save_symbol_meaning("snake", "a change I am afraid of")
        await j.remember("My brother Tomas lives in Porto.")
        await j.remember("I have a grey cat called Pixel.")
        yield j


async def save(journal: Journal, text: str) -> str:
    result = await journal.run_tool("save_dream", validate("save_dream", {"text": text}))
    assert result.lead == result.text
    return result.lead


async def test_a_told_dream_is_tied_to_the_earlier_dream_and_the_memory_it_shares_words_with(
    journal: Journal,
) -> None:
    lead = await save(journal, "I was flying over Porto and saw my brother waving from a rooftop.")
    first, *links = lead.splitlines()
    assert first.startswith("Saved your dream as #4")
    assert links == [
        'An earlier dream has flying and porto too: 3 October 2026, "Flying over Porto".',
        "You told me: My brother Tomas lives in Porto.",
    ]


async def test_the_users_own_meaning_of_a_symbol_in_it_is_said(journal: Journal) -> None:
    lead = await save(journal, "Snakes were sleeping in my kitchen.")
    assert "To you, snake means: a change I am afraid of" in lead.splitlines()
    assert 'An earlier dream has snakes too: 6 September 2026, "Snake in the piano".' in lead


async def test_nothing_is_added_when_nothing_links(journal: Journal) -> None:
    lead = await save(journal, "A violin played itself in an empty theatre.")
    assert len(lead.splitlines()) == 1
    # how a fact is put is no link (measured: "my passport kept changing names" showed "My
    # sister's name is Anna")
    lead = await save(journal, "My passport kept changing names, and everyone called me Sam.")
    assert len(lead.splitlines()) == 1
    # a verb of the telling is no link (probed: "An earlier dream has reach too", of a hallway
    # whose end they couldn't reach and a flood that reached someone's knees)
    await save(journal, "Water reached my knees in the cellar and I found nothing.")
    lead = await save(
        journal, "The hallway kept stretching and I couldnt reach the end, found no door."
    )
    assert len(lead.splitlines()) == 1
    # ... nor a verb said as not done (probed: "the brakes didnt work" showed "I work as a nurse
    # on night shifts", and the 1.5B asked about their job)
    await journal.remember("I work as a nurse on night shifts.")
    lead = await save(journal, "i was in a car and the brakes didnt work. then i woke up")
    assert len(lead.splitlines()) == 1
    lead = await save(journal, "I was late for work and the ward was empty.")
    assert "You told me: I work as a nurse on night shifts." in lead.splitlines()
    # ... nor one said to stop (probed: "my baby stopped breathing" linked to a peaceful dream
    # where they could breathe under the water)
    await save(journal, "Stairs led into the ocean and I could breathe under the water.")
    lead = await save(journal, "i had a nightmare my baby stopped breathing")
    assert len(lead.splitlines()) == 1
    lead = await save(journal, "i was breathing fire like a dragon")
    assert "An earlier dream has breath" in lead


async def test_a_dream_already_saved_is_not_linked_again(journal: Journal) -> None:
    await save(journal, "I was flying over Porto again.")
    again = await save(journal, "I was flying over Porto again.")
    assert (
        again.startswith("That dream is already in your journal") and len(again.splitlines()) == 1
    )


async def test_a_word_most_dreams_have_is_no_link(tmp_path: Path) -> None:
    async with open_journal(tmp_path / "many.db") as j:
        for n in range(6):
            await j.add_dream(
                f"A house with {n} doors and a garden number {n}.", date=f"2026-10-0{n + 1}"
            )
        lead = await save(j, "A quiet house by the sea.")
    assert len(lead.splitlines()) == 1  # "house" is in every dream: it ties nothing


async def test_a_thing_and_a_doing_of_one_stem_are_no_link(journal: Journal) -> None:
    # probed: "i was on a train" showed "You told me: I'm training for a half marathon in March."
    await journal.remember("I'm training for a half marathon in March.")
    lead = await save(journal, "I was on a train and it would not stop.")
    assert "half marathon" not in lead
    lead = await save(journal, "I was training on a track that never ended.")
    assert "You told me: I'm training for a half marathon in March." in lead.splitlines()
