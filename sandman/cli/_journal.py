"""Journal commands: ``log``, ``dreams``, ``export``, ``import``. Parse, call the library, print."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import TypeVar

import msgspec
import trio

from ..storage import Dream, Journal, JournalError, open_journal
from ._common import add_db_argument

T = TypeVar("T")


def _with_journal(db: str | None, action: Callable[[Journal], Awaitable[T]]) -> T:
    async def run() -> T:
        async with open_journal(db) as journal:
            return await action(journal)

    return trio.run(run)


def _log(args: argparse.Namespace) -> int:
    async def add(journal: Journal) -> int:
        return await journal.add_dream(args.text, date=args.date, title=args.title, mood=args.mood)

    dream_id = _with_journal(args.db, add)
    print(dream_id, flush=True)
    return 0


def _dream_text(d: Dream) -> str:
    title = f' "{d.title}"' if d.title else ""
    mood = f" (mood: {d.mood})" if d.mood else ""
    body = " ".join(d.text.split())
    if len(body) > 100:
        body = body[:99].rstrip() + "…"
    return f"#{d.id}  {d.date}{title}{mood}\n    {body}"


def _dreams(args: argparse.Namespace) -> int:
    async def fetch(journal: Journal) -> list[Dream]:
        if args.search is not None:
            return await journal.search_dreams(args.search, limit=args.limit)
        return await journal.list_dreams(limit=args.limit)

    found = _with_journal(args.db, fetch)
    if args.json:
        sys.stdout.buffer.write(msgspec.json.encode(found) + b"\n")
    elif found:
        print("\n".join(_dream_text(d) for d in found))
    elif args.search is not None:
        print(f"No dreams match {args.search!r}.")
    else:
        print('No dreams yet. Add one with: sandman log "I was flying over a city"')
    return 0


def _write_output(data: bytes, output: str | None) -> None:
    if output is None or output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    target = Path(output).expanduser()
    try:
        # Write beside the target and rename, so a failure never leaves half a file behind.
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
    except OSError as exc:
        raise JournalError(f"cannot write {output}: {exc.strerror or exc}") from None


def _export(args: argparse.Namespace) -> int:
    async def dump(journal: Journal) -> bytes:
        if args.format == "markdown":
            return (await journal.export_markdown()).encode()
        return await journal.export_json()

    _write_output(_with_journal(args.db, dump), args.output)
    return 0


def _import(args: argparse.Namespace) -> int:
    try:
        source = Path(args.file).expanduser().open("rb")
    except OSError as exc:
        raise JournalError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    with source:
        summary = _with_journal(args.db, lambda journal: journal.import_stream(source))
    print(
        f"Imported {summary.dreams} dreams, {summary.symbols} symbol meanings, "
        f"{summary.memories} memories and {summary.turns} conversation turns"
        + (f" ({summary.skipped} already present)." if summary.skipped else ".")
    )
    return 0


def _parser(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, help: str, examples: str
) -> argparse.ArgumentParser:
    return sub.add_parser(
        name,
        help=help,
        description=help[0].upper() + help[1:] + ".",
        epilog="examples:\n" + examples,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    log = _parser(
        sub,
        "log",
        "add a dream to the journal; prints its id once it is safely stored",
        '  sandman log "I was flying over a city" --mood calm\n'
        '  sandman log "The house was flooded" --date 2024-03-02 --title "Flooded house"\n',
    )
    log.add_argument("text", metavar="TEXT", help="what you dreamt (up to 20,000 characters)")
    log.add_argument("--date", metavar="YYYY-MM-DD", help="the night of the dream (default: today)")
    log.add_argument("--title", metavar="T", help="a short title")
    log.add_argument("--mood", metavar="M", help="how it felt, in a word or two")
    add_db_argument(log)
    log.set_defaults(func=_log)

    dreams = _parser(
        sub,
        "dreams",
        "list the latest dreams, or search them",
        '  sandman dreams --limit 5\n  sandman dreams --search "flooded house" --json\n',
    )
    dreams.add_argument("--search", metavar="Q", help="words to look for (best matches first)")
    dreams.add_argument(
        "--limit", metavar="N", type=int, default=20, help="at most N dreams (default: 20)"
    )
    dreams.add_argument("--json", action="store_true", help="print a JSON array of dreams")
    add_db_argument(dreams)
    dreams.set_defaults(func=_dreams)

    export = _parser(
        sub,
        "export",
        "write the whole journal as JSON (for import) or Markdown (for reading)",
        "  sandman export --output journal.json\n  sandman export --format markdown > journal.md\n",
    )
    export.add_argument("--format", choices=("json", "markdown"), default="json")
    export.add_argument("--output", metavar="FILE", help="write to FILE instead of standard output")
    add_db_argument(export)
    export.set_defaults(func=_export)

    imp = _parser(
        sub,
        "import",
        "add the dreams, symbol meanings, memories and conversations of a JSON export",
        "  sandman import journal.json --db new.db\n",
    )
    imp.add_argument("file", metavar="FILE", help="a file written by `sandman export`")
    add_db_argument(imp)
    imp.set_defaults(func=_import)
