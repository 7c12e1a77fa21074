"""The whole journal out and in: export (JSON for import, Markdown for reading) and import.

Import reads the export as a stream (``_import``) and writes it in bounded transactions through
the same statements as the single writes (``_rows``).
"""

from __future__ import annotations

import functools
import io
import os
from collections.abc import Iterator
from typing import BinaryIO

import msgspec
import trio

from . import _import
from ._db import Database, Session
from ._errors import JournalError
from ._records import (
    ExportedConversation,
    ExportedDream,
    ExportedMemory,
    ExportedSymbol,
    ExportedTurn,
    ExportFile,
    ImportSummary,
)
from ._rows import (
    ensure_conversations,
    insert_missing_dreams,
    store_meanings,
    store_memories,
    store_turns,
)

IMPORT_BATCH = 5_000  # records per import transaction
IMPORT_BATCH_CHARS = 4_000_000  # and at most about this much text
MAX_IMPORT_BYTES = _import.MAX_IMPORT_BYTES

_encoder = msgspec.json.Encoder()


class Transfer:
    """``Journal``'s export and import methods (a part of it: it sets the attributes below)."""

    _db: Database

    async def export(self) -> ExportFile:
        """Everything in the journal, read as one consistent snapshot."""
        async with self._db.read(snapshot=True) as s:
            dreams = await s.fetchall(
                "SELECT date, title, text, mood, created FROM dreams ORDER BY id"
            )
            symbols = await s.fetchall(
                "SELECT symbol, meaning, updated FROM symbols ORDER BY symbol"
            )
            memories = await s.fetchall("SELECT fact, created FROM memories ORDER BY id")
            conversations = await s.fetchall(
                "SELECT id, created FROM conversations ORDER BY created, id"
            )
            turns = await s.fetchall(
                "SELECT conversation_id, turn_id, user_text, reply_text, created "
                "FROM turns ORDER BY id"
            )
        by_conversation: dict[str, list[ExportedTurn]] = {str(c[0]): [] for c in conversations}
        for cid, tid, user_text, reply_text, created in turns:
            by_conversation[cid].append(
                ExportedTurn(
                    turn_id=tid, user_text=user_text, reply_text=reply_text, created=created
                )
            )
        return ExportFile(
            dreams=tuple(
                ExportedDream(date=d, title=t, text=x, mood=m, created=c)
                for d, t, x, m, c in dreams
            ),
            symbols=tuple(ExportedSymbol(symbol=a, meaning=b, updated=c) for a, b, c in symbols),
            memories=tuple(ExportedMemory(fact=f, created=c) for f, c in memories),
            conversations=tuple(
                ExportedConversation(id=cid, created=created, turns=tuple(by_conversation[cid]))
                for cid, created in conversations
            ),
        )

    async def export_json(self) -> bytes:
        """The journal as indented JSON; importing it into an empty journal and exporting again
        gives the same bytes."""
        return msgspec.json.format(_encoder.encode(await self.export()), indent=2) + b"\n"

    async def export_markdown(self) -> str:
        """The journal as a readable Markdown document (not meant to be imported)."""
        return markdown(await self.export())

    async def import_json(self, data: bytes | str) -> ImportSummary:
        """Add what an export holds (see ``import_stream``)."""
        raw = data.encode() if isinstance(data, str) else data
        return await self.import_stream(io.BytesIO(raw))

    async def import_stream(
        self, source: BinaryIO, *, max_bytes: int = MAX_IMPORT_BYTES
    ) -> ImportSummary:
        """Add what the export read from ``source`` holds; records already present are skipped,
        nothing is replaced (except an older saved meaning of the same symbol by a newer one).

        Streams: memory stays bounded whatever the size of the input, which may not exceed
        ``max_bytes``. Every field is checked as the app checks what a user types. When
        ``source`` is seekable (a file), the whole file is checked first and nothing is written
        unless all of it is valid; then records are written in transactions of a bounded size
        (``IMPORT_BATCH`` records), so an import that fails half-way (disk full) keeps what it
        committed, and importing the same file again adds the rest. Raises ``JournalError``
        naming the first problem.
        """

        def read(n: int) -> bytes:
            try:
                return source.read(n)
            except OSError as exc:
                raise JournalError(f"cannot read the import file: {exc.strerror or exc}") from None

        try:
            seekable = source.seekable()
            if seekable and source.seek(0, os.SEEK_END) > max_bytes:
                raise JournalError(
                    f"the file is too large to import (more than {max_bytes:,} bytes)"
                )
            if seekable:
                source.seek(0)
                await trio.to_thread.run_sync(_drain, _import.records(read, max_bytes=max_bytes))
                source.seek(0)
        except OSError as exc:
            raise JournalError(f"cannot read the import file: {exc.strerror or exc}") from None
        stream = _import.records(read, max_bytes=max_bytes)
        counts = {"dreams": 0, "symbols": 0, "memories": 0, "turns": 0, "skipped": 0}
        while True:
            records = await trio.to_thread.run_sync(
                functools.partial(
                    _import.batch, stream, max_records=IMPORT_BATCH, max_chars=IMPORT_BATCH_CHARS
                )
            )
            if not records:
                break
            # Counted apart until the batch's COMMIT succeeds: a batch rolled back added nothing.
            batch = dict.fromkeys(counts, 0)
            try:
                async with self._db.write() as s:
                    await _write_batch(s, records, batch)
            except JournalError as exc:
                done = counts["dreams"] + counts["symbols"] + counts["memories"] + counts["turns"]
                if not done:
                    raise
                raise JournalError(
                    f"{exc} (the import stopped after adding {done:,} records; importing the "
                    "same file again adds the rest)",
                    kind=exc.kind,
                ) from None
            for key, n in batch.items():
                counts[key] += n
        return ImportSummary(**counts)


def markdown(doc: ExportFile) -> str:
    """``doc`` as a Markdown document: the dreams, then the user's symbols and memories."""
    out = ["# Dream journal", ""]
    for d in doc.dreams:
        out.append(f"## {d.date}" + (f" — {d.title}" if d.title else ""))
        if d.mood:
            out.append(f"*Mood: {d.mood}*")
        out += ["", d.text, ""]
    if doc.symbols:
        out += ["# My symbols", ""]
        out += [f"- **{s.symbol}**: {s.meaning}" for s in doc.symbols]
        out.append("")
    if doc.memories:
        out += ["# Things to remember", ""]
        out += [f"- {m.fact}" for m in doc.memories]
        out.append("")
    return "\n".join(out)


def _drain(records: Iterator[object]) -> None:
    for _ in records:
        pass


async def _write_batch(s: Session, records: list[_import.Record], counts: dict[str, int]) -> None:
    dreams = [r for r in records if isinstance(r, ExportedDream)]
    symbols = [r for r in records if isinstance(r, ExportedSymbol)]
    memories = [r for r in records if isinstance(r, ExportedMemory)]
    conversations = [r for r in records if isinstance(r, _import.Conversation)]
    turns = [r for r in records if isinstance(r, _import.TurnRow)]
    written = {
        "dreams": await insert_missing_dreams(
            s, [(d.date, d.title, d.text, d.mood, d.created) for d in dreams]
        ),
        "symbols": await store_meanings(
            s, [(y.symbol, y.meaning, y.updated) for y in symbols], only_newer=True
        ),
        "memories": await store_memories(s, [(m.fact, m.created) for m in memories]),
    }
    await ensure_conversations(s, [(c.id, c.created) for c in conversations])
    written["turns"] = await store_turns(
        s,
        [(t.conversation_id, t.turn_id, t.user_text, t.reply_text, t.created) for t in turns],
        replace=False,
    )
    offered = {
        "dreams": len(dreams),
        "symbols": len(symbols),
        "memories": len(memories),
        "turns": len(turns),
    }
    for kind, added in written.items():
        counts[kind] += added
        counts["skipped"] += offered[kind] - added
