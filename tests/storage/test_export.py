"""Export and import through the library: every kind of record round-trips exactly."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sandman.storage import ImportSummary, JournalError, open_journal


async def test_everything_round_trips_byte_for_byte_through_an_empty_journal(
    tmp_path: Path,
) -> None:
    async with open_journal(tmp_path / "a.db") as source:
        await source.add_dream('Flood ✨ "quoted"', date="2024-03-02", title="T", mood="m")
        await source.add_dream("untitled dream")
        await source.save_symbol_meaning("Teeth", "getting older")
        await source.save_symbol_meaning("kite", "childhood")
        await source.remember("My sister is Anna")
        await source.append_exchange("c1", "t1", "hi", "hello")
        await source.append_exchange("c1", "t2", "water?", "")
        await source.append_exchange("c2", "t1", "again", "yes")
        first = await source.export_json()
    async with open_journal(tmp_path / "b.db") as copy:
        summary = await copy.import_json(first)
        assert summary == ImportSummary(dreams=2, symbols=2, memories=1, turns=3, skipped=0)
        assert await copy.export_json() == first
        assert await copy.import_json(first) == ImportSummary(skipped=8)
        assert await copy.export_json() == first
        assert [h.text for h in await copy.recent_history("c1")] == ["hi", "hello", "water?"]
    doc = json.loads(first)
    assert [s["symbol"] for s in doc["symbols"]] == ["kite", "tooth"]
    assert "id" not in doc["dreams"][0]


async def test_import_is_all_or_nothing(tmp_path: Path) -> None:
    doc = {
        "format": "sandman-journal",
        "version": 1,
        "dreams": [{"date": "2024-01-01", "text": "fine", "created": "2024-01-02T07:00:00+00:00"}],
        "memories": [{"fact": "   ", "created": "2024-01-02T07:00:00+00:00"}],
    }
    async with open_journal(tmp_path / "a.db") as journal:
        with pytest.raises(JournalError, match="fact is empty"):
            await journal.import_json(json.dumps(doc))
        assert await journal.list_dreams() == []


async def test_a_newer_saved_meaning_wins_on_import(tmp_path: Path) -> None:
    async with open_journal(tmp_path / "a.db") as journal:
        await journal.save_symbol_meaning("kite", "old meaning")
        newer = {"symbols": [{"symbol": "kite", "meaning": "new", "updated": "9999-01-01"}]}
        older = {"symbols": [{"symbol": "kite", "meaning": "ancient", "updated": "1999-01-01"}]}
        assert (await journal.import_json(json.dumps(older))).skipped == 1
        assert (await journal.import_json(json.dumps(newer))).symbols == 1
        assert (await journal.export()).symbols[0].meaning == "new"
