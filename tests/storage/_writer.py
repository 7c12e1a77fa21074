"""Adds dreams to a journal, printing "<id> <text>" once each ``add_dream`` has returned.
Killed by ``test_killed_writers.py``.

Without ``--step`` it writes as fast as it can, forever. With ``--step``, each line read from
stdin (a number, 1 when blank) asks for that many dreams; it stops at the end of its input.
Anything that goes wrong is reported on stderr, which the tests show when they fail.
"""

from __future__ import annotations

import os
import sys

import trio

from sandman.storage import open_journal


async def main(path: str, tag: str, step: bool) -> None:
    async with open_journal(path) as journal:
        written = 0
        while True:
            wanted = 1
            if step:
                line = await trio.to_thread.run_sync(sys.stdin.readline)
                if not line:
                    return
                wanted = int(line.strip() or 1)
            for _ in range(wanted):
                written += 1
                text = f"{tag} entry {written}"
                dream_id = await journal.add_dream(text)
                # One write(2) of one line: a kill cannot leave half of it (print() may write
                # the id, the space and the text separately when Python runs unbuffered).
                os.write(sys.stdout.fileno(), f"{dream_id} {text}\n".encode())


if __name__ == "__main__":
    trio.run(main, sys.argv[1], sys.argv[2], "--step" in sys.argv[3:])
