"""Adds dreams to a journal forever, printing "<id> <text>" after each commit. Killed by tests."""

from __future__ import annotations

import sys

import trio

from sandman.storage import open_journal


async def main(path: str, tag: str) -> None:
    async with open_journal(path) as journal:
        i = 0
        while True:
            i += 1
            text = f"{tag} entry {i}"
            dream_id = await journal.add_dream(text)
            print(dream_id, text, flush=True)


if __name__ == "__main__":
    trio.run(main, sys.argv[1], sys.argv[2])
