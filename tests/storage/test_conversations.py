"""Conversation turns: bounded recent history that survives a restart."""

from __future__ import annotations

from pathlib import Path

import pytest

from sandman.messages import HistoryItem
from sandman.storage import Journal, JournalError, open_journal


async def test_history_picks_up_where_it_left_off_after_reopening(db_path: Path) -> None:
    async with open_journal(db_path) as journal:
        await journal.append_exchange("c1", "t1", "I dreamt of water", "Tell me more.")
        await journal.append_exchange("other", "t1", "unrelated", "reply")
    async with open_journal(db_path) as journal:
        await journal.append_exchange("c1", "t2", "It was a flood", "That sounds intense.")
        assert await journal.recent_history("c1") == [
            HistoryItem(role="user", text="I dreamt of water"),
            HistoryItem(role="assistant", text="Tell me more."),
            HistoryItem(role="user", text="It was a flood"),
            HistoryItem(role="assistant", text="That sounds intense."),
        ]


async def test_history_keeps_only_the_latest_turns_oldest_first(journal: Journal) -> None:
    for i in range(10):
        await journal.append_exchange("c", f"t{i}", f"user {i}", f"reply {i}")
    history = await journal.recent_history("c", max_turns=3)
    assert [h.text for h in history] == [
        "user 7",
        "reply 7",
        "user 8",
        "reply 8",
        "user 9",
        "reply 9",
    ]


async def test_history_drops_older_turns_to_stay_within_the_character_budget(
    journal: Journal,
) -> None:
    await journal.append_exchange("c", "t1", "a" * 500, "b" * 500)
    await journal.append_exchange("c", "t2", "c" * 100, "d" * 100)
    history = await journal.recent_history("c", max_chars=600)
    assert [h.text[0] for h in history] == ["c", "d"]
    cut = await journal.recent_history("c", max_turns=1, max_chars=50)
    assert sum(len(h.text) for h in cut) <= 50


async def test_recording_a_turn_again_replaces_it_and_an_empty_reply_is_left_out(
    journal: Journal,
) -> None:
    await journal.append_exchange("c", "t1", "hello", "")
    assert await journal.recent_history("c") == [HistoryItem(role="user", text="hello")]
    await journal.append_exchange("c", "t1", "hello", "hi there")
    assert [h.text for h in await journal.recent_history("c")] == ["hello", "hi there"]


async def test_unknown_conversation_has_no_history(journal: Journal) -> None:
    assert await journal.recent_history("never-seen") == []


async def test_empty_user_text_is_refused(journal: Journal) -> None:
    with pytest.raises(JournalError, match="message is empty"):
        await journal.append_exchange("c", "t1", "  ", "reply")
