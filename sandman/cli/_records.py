"""One record at a time: ``show``, ``edit``, ``delete`` (dreams) and ``forget`` (memories).

None of them creates a journal: ``show`` reads, and the others change what is already there.
"""

from __future__ import annotations

import argparse
import sys

from ..storage import Dream, Journal, Memory
from ._common import (
    InputError,
    add_command,
    add_db_argument,
    change_journal,
    confirm,
    print_json,
    read_journal,
)
from ._format import dream_full, dream_heading, memory_line
from ._text import one_line


def dream_id(value: str) -> int:
    """``12`` or ``#12`` → 12 (argparse type: a bad id is a usage error naming the value)."""
    text = value.strip().removeprefix("#")
    if not (text.isascii() and text.isdigit()) or int(text) < 1:
        raise argparse.ArgumentTypeError(f"not a dream id: {value!r} (ids are numbers: 12 or #12)")
    return int(text)


async def forget(journal: Journal, what: str) -> Memory:
    """Forget the memory ``what`` means: ``#12`` / ``12`` by id, else by its words.

    Words that fit no memory, or several, are an ``InputError`` naming the candidates."""
    key = what.strip().removeprefix("#")
    if key.isascii() and key.isdigit():
        return await journal.forget_memory(int(key))
    if not what.strip():
        raise InputError("say which memory to forget: its id (see /forget or --help) or its words")
    found = await journal.find_memory(what)
    if found is not None:
        return await journal.forget_memory(found.id)
    candidates = await journal.memories(topic=what, limit=6)
    if not candidates:
        raise InputError(f"no memory matches {one_line(what, 60)!r}")
    listed = "; ".join(f"#{m.id} {one_line(m.fact, 50)!r}" for m in candidates[:5])
    more = " …" if len(candidates) > 5 else ""
    raise InputError(
        f"{one_line(what, 60)!r} fits {len(candidates)} memories: {listed}{more}; "
        "give the id of the one to forget"
    )


def _show(args: argparse.Namespace) -> int:
    dream = read_journal(args, lambda journal: journal.get_dream(args.id))
    if args.json:
        print_json(dream)
    else:
        print(dream_full(dream), flush=True)
    return 0


def _edit(args: argparse.Namespace) -> int:
    changes = {k: getattr(args, k) for k in ("text", "title", "mood", "date")}
    if all(v is None for v in changes.values()):
        raise InputError("nothing to change: give --text, --title, --mood or --date")

    async def update(journal: Journal) -> Dream:
        return await journal.update_dream(args.id, **changes)

    print(dream_full(change_journal(args, update)), flush=True)
    return 0


def _delete(args: argparse.Namespace) -> int:
    if not args.yes and not sys.stdin.isatty():
        raise InputError(f"not deleting dream #{args.id} without confirmation: add --yes")
    dream = change_journal(args, lambda journal: journal.get_dream(args.id))
    if not args.yes and not confirm(f"Delete {dream_heading(dream)}? [y/N]"):
        print("Nothing deleted.", flush=True)
        return 0
    deleted = change_journal(args, lambda journal: journal.delete_dream(args.id))
    print(f"Deleted dream #{deleted.id}.", flush=True)
    return 0


def _forget(args: argparse.Namespace) -> int:
    memory = change_journal(args, lambda journal: forget(journal, args.what))
    print(f"Forgot {memory_line(memory)}", flush=True)
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    show = add_command(
        sub, "show", "print one dream in full", "  sandman show 12\n  sandman show 12 --json\n"
    )
    show.add_argument(
        "id", type=dream_id, metavar="ID", help="the dream's id (as `dreams` lists it)"
    )
    show.add_argument("--json", action="store_true", help="print the dream as a JSON object")
    add_db_argument(show)
    show.set_defaults(func=_show)

    edit = add_command(
        sub,
        "edit",
        "change a dream's text, title, mood or date (an empty title or mood clears it)",
        '  sandman edit 12 --title "The glass forest" --mood calm\n'
        '  sandman edit 12 --date 2024-03-01\n  sandman edit 12 --mood ""\n',
    )
    edit.add_argument("id", type=dream_id, metavar="ID", help="the dream's id")
    edit.add_argument("--text", metavar="TEXT", help="the new text")
    edit.add_argument("--title", metavar="T", help="the new title")
    edit.add_argument("--mood", metavar="M", help="the new mood")
    edit.add_argument("--date", metavar="YYYY-MM-DD", help="the night of the dream")
    add_db_argument(edit)
    edit.set_defaults(func=_edit)

    delete = add_command(
        sub,
        "delete",
        "delete a dream (asks first; --yes skips the question)",
        "  sandman delete 12\n  sandman delete 12 --yes\n",
    )
    delete.add_argument("id", type=dream_id, metavar="ID", help="the dream's id")
    delete.add_argument(
        "--yes", action="store_true", help="do not ask (needed when stdin is not a terminal)"
    )
    add_db_argument(delete)
    delete.set_defaults(func=_delete)

    forget_cmd = add_command(
        sub,
        "forget",
        "forget something Sandman remembers about you, by its id or its words",
        '  sandman forget 3\n  sandman forget "my sister is Anna"\n',
    )
    forget_cmd.add_argument(
        "what", metavar="FACT_OR_ID", help="the memory's id (#3 or 3) or its words"
    )
    add_db_argument(forget_cmd)
    forget_cmd.set_defaults(func=_forget)
