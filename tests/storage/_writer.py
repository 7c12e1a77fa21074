"""Adds dreams to a journal, printing "<id> <text>" after each commit. Killed by tests.

With ``--step``, it writes one dream for each line read from stdin (and stops at end of input),
so a test can kill it right after an acknowledgement, before anything else happens; without,
it writes as fast as it can, forever.
"""

from __future__ import annotations

import sys

import trio

from sandman.storage import open_journal


async def main(path: str, tag: str, step: bool) -> None:
    async with open_journal(path) as journal:
        i = 0
        while True:
            if step and not await trio.to_thread.run_sync(sys.stdin.readline):
                return
            i += 1
            text = f"{tag} entry {i}"
            dream_id = await journal.add_dream(text)
            print(dream_id, text, flush=True)


if __name__ == "__main__":
    trio.run(main, sys.argv[1], sys.argv[2], "--step" in sys.argv[3:])
