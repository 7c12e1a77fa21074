"""Import streams: bounded memory on any input, a size limit, every field checked, linear time."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import tracemalloc
from collections.abc import Iterator
from pathlib import Path

import msgspec
import pytest

from sandman.storage import ImportSummary, JournalError, _transfer, open_journal
from sandman.storage._import import records

CREATED = "2024-01-02T07:00:00.000001+00:00"


class Generated(io.RawIOBase):
    """A readable, non-seekable export of ``n`` dreams produced on the fly (never held whole)."""

    def __init__(self, n: int, *, size: int = 200, tail: bytes = b"]}") -> None:
        self._parts = self._make(n, size, tail)
        self._pending = b""
        self.produced = 0

    @staticmethod
    def _make(n: int, size: int, tail: bytes) -> Iterator[bytes]:
        yield b'{"format": "sandman-journal", "version": 1, "dreams": ['
        for i in range(n):
            dream = {
                "date": "2024-01-01",
                "text": f"dream {i} " + "x" * size,
                "created": f"2024-01-01T00:00:00.{i:06d}+00:00",
            }
            yield (b"," if i else b"") + json.dumps(dream).encode()
        yield tail

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: bytearray | memoryview) -> int:  # type: ignore[override]
        while len(self._pending) < len(buffer):
            part = next(self._parts, None)
            if part is None:
                break
            self._pending += part
        n = min(len(buffer), len(self._pending))
        buffer[:n] = self._pending[:n]
        self._pending = self._pending[n:]
        self.produced += n
        return n


def test_import_of_dev_zero_stops_at_once_with_one_line(tmp_path: Path) -> None:
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "sandman.cli",
            "import",
            "/dev/zero",
            "--db",
            str(tmp_path / "j.db"),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert out.returncode == 1
    assert (
        out.stderr.startswith("sandman: not a Sandman export: unexpected byte")
        and out.stderr.count("\n") == 1
    )


def test_an_endless_valid_looking_input_stops_at_the_size_limit() -> None:
    endless = Generated(10**9)
    with pytest.raises(JournalError, match=r"too large to import \(more than 1,000,000 bytes\)"):
        for _ in records(endless.read, max_bytes=1_000_000):
            pass
    assert endless.produced <= 1_000_000 + (1 << 16)


def test_reading_a_big_export_holds_one_record_at_a_time() -> None:
    source = Generated(2_500, size=4_000)  # ~10 MB of JSON
    tracemalloc.start()
    try:
        count = sum(1 for _ in records(source.read))
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert count == 2_500
    assert source.produced > 10_000_000
    assert peak < 1_000_000, peak  # a chunk and a record, not the file


@pytest.mark.parametrize(
    ("doc", "message"),
    [
        (
            {"dreams": [{"date": "2024-01-01", "text": "x", "created": "zzz"}]},
            "dream 1 in the export: invalid created 'zzz'",
        ),
        (
            {"dreams": [{"date": "2024-13-01", "text": "x", "created": CREATED}]},
            "dream 1 in the export: invalid date",
        ),
        (
            {"dreams": [{"date": "2024-01-01", "text": "  ", "created": CREATED}]},
            "dream 1 in the export: dream text is empty",
        ),
        (
            {"dreams": [{"date": "2024-01-01", "text": "x", "mood": "m" * 41, "created": CREATED}]},
            "mood is too long",
        ),
        (
            {"dreams": [{"date": "2024-01-01", "text": "x", "created": CREATED, "extra": 1}]},
            "dream 1 in the export",
        ),
        (
            {"symbols": [{"symbol": " ", "meaning": "m", "updated": CREATED}]},
            "symbol 1 in the export: symbol is empty",
        ),
        (
            {"symbols": [{"symbol": "sea", "meaning": "m", "updated": "yesterday"}]},
            "invalid updated 'yesterday'",
        ),
        ({"memories": [{"fact": "", "created": CREATED}]}, "memory 1 in the export: fact is empty"),
        (
            {"conversations": [{"id": "", "created": CREATED}]},
            "conversation 1 in the export: conversation id is empty",
        ),
        (
            {"conversations": [{"id": "c", "created": "zzz"}]},
            "conversation 1 in the export: invalid created 'zzz'",
        ),
        (
            {
                "conversations": [
                    {
                        "id": "c",
                        "created": CREATED,
                        "turns": [
                            {"turn_id": "", "user_text": "hi", "reply_text": "", "created": CREATED}
                        ],
                    }
                ]
            },
            "turn 1 of conversation 1 in the export: turn id is empty",
        ),
        ({"format": "sandman-journal", "version": 2}, "version is 2, expected 1"),
        ({"dreamz": []}, "unknown field 'dreamz'"),
    ],
)
async def test_every_field_is_checked_as_the_app_checks_it(
    db_path: Path, doc: dict[str, object], message: str
) -> None:
    async with open_journal(db_path) as journal:
        await journal.add_dream("already here")
        with pytest.raises(JournalError, match=message.replace("(", r"\(").replace(")", r"\)")):
            await journal.import_json(
                json.dumps(
                    {"dreams": [{"date": "2024-01-01", "text": "fine", "created": CREATED}], **doc}
                )
            )
        assert [d.text for d in await journal.list_dreams()] == ["already here"]  # all or nothing


async def test_import_finds_present_dreams_through_an_index_in_bounded_transactions(
    db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(_transfer, "IMPORT_BATCH", 1_000)
    source = Generated(3_500)
    data = b"".join(iter(lambda: source.read(1 << 16), b""))
    async with open_journal(db_path) as journal:
        commits = 0
        write = journal._db.write

        def counting_write():  # type: ignore[no-untyped-def]
            nonlocal commits
            commits += 1
            return write()

        monkeypatch.setattr(journal._db, "write", counting_write)
        assert await journal.import_json(data) == ImportSummary(dreams=3_500)
        assert commits == 4  # 3,500 records in transactions of at most 1,000
        assert await journal.import_json(data) == ImportSummary(skipped=3_500)
        async with journal._db.read() as s:
            plan = await s.fetchall(
                "EXPLAIN QUERY PLAN SELECT 1 FROM dreams WHERE created = ? AND date = ? "
                "AND text = ? AND title IS ? AND mood IS ?",
                (CREATED, "2024-01-01", "x", None, None),
            )
    assert any("USING INDEX dreams_by_created" in str(row[-1]) for row in plan), plan


async def test_a_pipe_is_imported_as_it_streams(db_path: Path) -> None:
    async with open_journal(db_path) as journal:
        summary = await journal.import_stream(io.BufferedReader(Generated(2_000)))
        assert summary == ImportSummary(dreams=2_000)
        assert len(await journal.list_dreams(limit=1_000)) == 1_000


async def test_export_import_export_still_round_trips_with_conversations(tmp_path: Path) -> None:
    async with open_journal(tmp_path / "a.db") as journal:
        await journal.add_dream("sea", title="Sea", mood="calm")
        await journal.remember("I have a cat")
        await journal.save_symbol_meaning("snake", "change")
        await journal.append_exchange("c1", "t1", "hello", "hi")
        await journal.append_exchange("c1", "t2", "again", "")
        first = await journal.export_json()
    async with open_journal(tmp_path / "b.db") as copy:
        summary = await copy.import_json(first)
        assert summary == ImportSummary(dreams=1, symbols=1, memories=1, turns=2)
        assert await copy.export_json() == first
    doc = msgspec.json.decode(first)
    assert [t["turn_id"] for t in doc["conversations"][0]["turns"]] == ["t1", "t2"]
