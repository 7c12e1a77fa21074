"""Play messages through the real app, one conversation, and print what each turn did: the
route, the journal's words (J:) and the model's own (M:), so a person can read every reply.

    .venv/bin/python benchmarks/probe.py MESSAGES.txt [--model qwen2.5-1.5b] [--fresh] [--dropped]

MESSAGES.txt holds one message per line (blank lines and lines starting with ``#`` are
skipped). The journal is a new file seeded with the bench's dreams and memories (``--fresh``:
empty), opened as ``sandman.open`` opens it (warm-up included; no heads read ahead: its turns follow each other). ``--dropped`` also prints what
the reply guard held back of the model's words, and why. Unseen messages read this way
are how the router's and the guard's categories were found; a probe is a reading aid, not a
test.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

import trio

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import sandman
from sandman.bench import _seed
from sandman.messages import RouteDecided, TextDelta, ToolFinished, TurnFailed
from sandman.storage import open_journal


async def main(messages: list[str], model: str, db: Path, fresh: bool, dropped: bool) -> None:
    if not fresh:
        async with open_journal(db) as journal:
            await _seed(journal)
    held: list[dict[str, Any]] = []
    trace = held.append if dropped else None
    async with sandman.open(model=model, db=db, trace=trace, read_ahead=False) as app:
        for text in messages:
            print(f"\n>>> {text}")
            words: list[tuple[str, str]] = []
            async for event in app.chat(text):
                if isinstance(event, RouteDecided):
                    print(f"  route {event.route} {event.args or ''} ({event.source})")
                elif isinstance(event, ToolFinished):
                    print(f"  tool {event.name} {event.args} ok={event.ok}")
                elif isinstance(event, TextDelta):
                    if words and words[-1][0] == event.source:
                        words[-1] = (event.source, words[-1][1] + event.text)
                    else:
                        words.append((event.source, event.text))
                elif isinstance(event, TurnFailed):
                    print(f"  FAILED {event.kind}: {event.error}")
            for source, said in words:
                print(f"  {'J' if source == 'journal' else 'M'}: {said.strip()}")
            for record in held:
                for drop in record.get("guard_dropped", ()):
                    print(f"  held back: {drop['text']!r} ({drop['why']})")
            held.clear()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("messages", type=Path)
    parser.add_argument("--model", default="qwen2.5-1.5b")
    parser.add_argument("--fresh", action="store_true", help="start from an empty journal")
    parser.add_argument("--dropped", action="store_true", help="print what the guard held back")
    args = parser.parse_args()
    lines = args.messages.read_text(encoding="utf-8").splitlines()
    messages = [m.strip() for m in lines if m.strip() and not m.lstrip().startswith("#")]
    with tempfile.TemporaryDirectory() as tmp:
        trio.run(main, messages, args.model, Path(tmp) / "probe.db", args.fresh, args.dropped)
