"""Journal commands: ``log``, ``dreams``, ``export``, ``import``. Parse, call the library, print.

Read-only commands (``dreams``, ``export``) never create a journal; ``log`` and ``import`` do,
and say so on stderr the first time."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

from ..storage import Dream, Journal, JournalError
from ._common import (
    InputError,
    add_command,
    add_db_argument,
    plural,
    print_after_commit,
    print_json,
    read_journal,
    read_stdin,
    write_journal,
)
from ._format import dream_list
from ._text import escape_controls


def _dream_from(args: argparse.Namespace) -> str:
    """The dream's text: TEXT, standard input for ``-``, or what the user wrote in $EDITOR."""
    if args.edit:
        if args.text is not None:
            raise InputError("give the dream as TEXT or write it with --edit, not both")
        from ._editor import edit_text

        text = edit_text("")
        if not text.strip():
            raise InputError("nothing saved: the editor left the dream empty")
        return text
    if args.text is None:
        raise InputError('give the dream: sandman log "TEXT", `-` to read it from stdin, or --edit')
    if args.text == "-":
        piped = read_stdin()
        return piped[:-1] if piped.endswith("\n") else piped
    given: str = args.text
    return given


def _log(args: argparse.Namespace) -> int:
    text = _dream_from(args)

    async def add(journal: Journal) -> int:
        return await journal.add_dream(text, date=args.date, title=args.title, mood=args.mood)

    dream_id = write_journal(args, add)
    print_after_commit(str(dream_id), f"the dream was saved as #{dream_id}")
    return 0


def _dreams(args: argparse.Namespace) -> int:
    async def fetch(journal: Journal) -> list[Dream]:
        if args.search is not None:
            return await journal.search_dreams(args.search, limit=args.limit)
        return await journal.list_dreams(limit=args.limit)

    found = read_journal(args, fetch)
    if args.json:
        print_json(found)
    else:
        print(dream_list(found, args.search), flush=True)
    return 0


def _write_output(data: bytes, output: str | None) -> None:
    if output is None or output == "-":
        sys.stdout.buffer.write(data)
        sys.stdout.flush()
        return
    if not output.strip():
        raise InputError("--output needs a file name (it was empty)")
    target = Path(output).expanduser()
    tmp: str | None = None
    try:
        # Write beside the target and rename, so a failure never leaves half a file behind,
        # and remove the temporary file whatever went wrong (disk full, interrupted…).
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.")
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, target)
        tmp = None
    except OSError as exc:
        raise JournalError(f"cannot write {output}: {exc.strerror or exc}") from None
    finally:
        if tmp is not None:
            Path(tmp).unlink(missing_ok=True)


def _export(args: argparse.Namespace) -> int:
    async def dump(journal: Journal) -> bytes:
        if args.format == "markdown":
            # Markdown is read in terminals and viewers: no raw control characters in it.
            return escape_controls(await journal.export_markdown()).encode()
        return await journal.export_json()

    _write_output(read_journal(args, dump), args.output)
    return 0


def _import(args: argparse.Namespace) -> int:
    try:
        source = Path(args.file).expanduser().open("rb")
    except OSError as exc:
        raise JournalError(f"cannot read {args.file}: {exc.strerror or exc}") from None
    with source:
        summary = write_journal(args, lambda journal: journal.import_stream(source))
    print_after_commit(
        f"Imported {plural(summary.dreams, 'dream')}, "
        f"{plural(summary.symbols, 'symbol meaning')}, "
        f"{plural(summary.memories, 'memory', 'memories')} and "
        f"{plural(summary.turns, 'conversation turn')}"
        + (f" ({summary.skipped:,} already present)." if summary.skipped else "."),
        "the import was saved",
    )
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    log = add_command(
        sub,
        "log",
        "add a dream to the journal; prints its id once it is safely stored",
        '  sandman log "I was flying over a city" --mood calm\n'
        '  sandman log "The house was flooded" --date 2024-03-02 --title "Flooded house"\n'
        "  sandman log - < dream.txt\n"
        "  sandman log --edit --mood uneasy\n",
    )
    log.add_argument(
        "text",
        nargs="?",
        metavar="TEXT",
        help="what you dreamt (up to 20,000 characters); - reads it from standard input",
    )
    log.add_argument(
        "--edit", action="store_true", help="write the dream in your editor ($VISUAL or $EDITOR)"
    )
    log.add_argument("--date", metavar="YYYY-MM-DD", help="the night of the dream (default: today)")
    log.add_argument("--title", metavar="T", help="a short title")
    log.add_argument("--mood", metavar="M", help="how it felt, in a word or two")
    add_db_argument(log)
    log.set_defaults(func=_log)

    dreams = add_command(
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

    export = add_command(
        sub,
        "export",
        "write the whole journal as JSON (for import) or Markdown (for reading)",
        "  sandman export --output journal.json\n  sandman export --format markdown > journal.md\n",
    )
    export.add_argument("--format", choices=("json", "markdown"), default="json")
    export.add_argument("--output", metavar="FILE", help="write to FILE instead of standard output")
    add_db_argument(export)
    export.set_defaults(func=_export)

    imp = add_command(
        sub,
        "import",
        "add the dreams, symbol meanings, memories and conversations of a JSON export",
        "  sandman import journal.json --db new.db\n",
    )
    imp.add_argument("file", metavar="FILE", help="a file written by `sandman export`")
    add_db_argument(imp)
    imp.set_defaults(func=_import)
