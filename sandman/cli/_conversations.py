"""``sandman conversations`` (the talks kept in the journal), ``conversations show ID`` and
``conversations delete ID``."""

from __future__ import annotations

import argparse
import sys
from typing import Any

import msgspec

from ..storage import ConversationSummary, Journal, Turn
from ._common import (
    InputError,
    add_db_argument,
    change_journal,
    confirm,
    plural,
    print_json,
    read_journal,
)
from ._format import conversation_list, turn_lines


def _list(args: argparse.Namespace) -> int:
    async def fetch(journal: Journal) -> list[ConversationSummary]:
        return await journal.conversations(limit=args.limit)

    found = read_journal(args, fetch)
    if args.json:
        print_json(found)
    else:
        print(conversation_list(found), flush=True)
    return 0


def _show(args: argparse.Namespace) -> int:
    async def fetch(journal: Journal) -> list[Turn]:
        return await journal.conversation_turns(args.id)

    turns = read_journal(args, fetch)
    if args.json:
        doc: dict[str, Any] = {"id": args.id, "turns": msgspec.to_builtins(turns)}
        print_json(doc)
    else:
        print(turn_lines(turns), flush=True)
    return 0


def _delete(args: argparse.Namespace) -> int:
    if not args.yes and not sys.stdin.isatty():
        raise InputError(f"not deleting conversation {args.id!r} without confirmation: add --yes")

    async def turns(journal: Journal) -> list[Turn]:
        return await journal.conversation_turns(args.id)

    kept = change_journal(args, turns)
    if not args.yes and not confirm(
        f"Delete conversation {args.id!r} ({plural(len(kept), 'turn')})? [y/N]"
    ):
        print("Nothing deleted.", flush=True)
        return 0

    async def delete(journal: Journal) -> int:
        return await journal.delete_conversation(args.id)

    deleted = change_journal(args, delete)
    print(f"Deleted conversation {args.id!r} ({plural(deleted, 'turn')}).", flush=True)
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    conversations = sub.add_parser(
        "conversations",
        help="list the conversations kept in the journal, or show one",
        description="List the conversations kept in the journal (the latest first), or show one "
        "with `conversations show ID`. Continue one with `sandman chat --continue` (the latest) "
        "or `sandman chat --conversation ID`.",
        epilog="examples:\n  sandman conversations\n  sandman conversations --json\n"
        "  sandman conversations show 3f9a2b1c\n",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    conversations.add_argument("--json", action="store_true", help="print JSON")
    conversations.add_argument(
        "--limit", type=int, default=50, metavar="N", help="at most N conversations (default: 50)"
    )
    add_db_argument(conversations)
    conversations.set_defaults(func=_list)
    actions = conversations.add_subparsers(dest="action", metavar="ACTION")
    show = actions.add_parser(
        "show",
        help="every turn of one conversation",
        description="Print every turn of one conversation, oldest first.",
        epilog="examples:\n  sandman conversations show 3f9a2b1c\n"
        "  sandman conversations show 3f9a2b1c --json\n",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    show.add_argument("id", metavar="ID", help="the conversation's id (as the list shows it)")
    show.add_argument("--json", action="store_true", default=argparse.SUPPRESS, help="print JSON")
    add_db_argument(show, nested=True)
    show.set_defaults(func=_show)
    delete = actions.add_parser(
        "delete",
        help="delete one conversation (asks first; --yes skips the question)",
        description="Delete one conversation with every turn of it. The dreams, symbol meanings "
        "and memories saved during it stay in the journal.",
        epilog="examples:\n  sandman conversations delete 3f9a2b1c\n"
        "  sandman conversations delete 3f9a2b1c --yes\n",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    delete.add_argument("id", metavar="ID", help="the conversation's id (as the list shows it)")
    delete.add_argument(
        "--yes", action="store_true", help="do not ask (needed when stdin is not a terminal)"
    )
    add_db_argument(delete, nested=True)
    delete.set_defaults(func=_delete)
