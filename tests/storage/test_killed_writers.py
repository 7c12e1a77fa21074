"""An acknowledged write is never lost, however abruptly its writer dies.

A writer subprocess (``_writer.py``) prints a dream's id once ``add_dream`` has returned; the
tests SIGKILL writers at random moments and then check that every id they printed is stored
with its text, in a journal that passes sqlite's integrity checks.
"""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from sandman.storage import open_journal

WRITER = Path(__file__).with_name("_writer.py")
# A writer that stops answering (a hang, not a death) is killed after this long, so the test
# fails with its stderr instead of hanging.
HANG_GUARD = 60.0


class _Writer:
    """One writer process and the ids it acknowledged."""

    def __init__(self, db: Path, tag: str, *, step: bool = False):
        self.tag = tag
        self.acknowledged: list[tuple[int, str]] = []
        self.proc = subprocess.Popen(
            [sys.executable, str(WRITER), str(db), tag, *(["--step"] if step else [])],
            stdin=subprocess.PIPE if step else subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        self._guard = threading.Timer(HANG_GUARD, self.proc.kill)
        self._guard.daemon = True
        self._guard.start()

    def ask(self, dreams: int) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(f"{dreams}\n")
        self.proc.stdin.flush()

    def wait_for_acks(self, count: int) -> None:
        assert self.proc.stdout is not None
        for _ in range(count):
            line = self.proc.stdout.readline()
            if not line.endswith("\n"):
                self._stopped(f"stopped after {len(self.acknowledged)} acknowledgements")
            self._ack(line)

    def kill(self) -> None:
        """SIGKILL it wherever it is, then collect the acknowledgements still in the pipe."""
        self.proc.send_signal(signal.SIGKILL)
        out, err = self.proc.communicate()
        self._guard.cancel()
        for line in out.splitlines(keepends=True):
            if line.endswith("\n"):  # a line cut short was never fully printed
                self._ack(line)
        if self.proc.returncode != -signal.SIGKILL:
            pytest.fail(f"writer {self.tag} ended on its own ({self.proc.returncode}):\n{err}")

    def _ack(self, line: str) -> None:
        dream_id, text = line.rstrip("\n").split(" ", 1)
        self.acknowledged.append((int(dream_id), text))

    def _stopped(self, what: str) -> None:
        self.proc.kill()
        _, err = self.proc.communicate()
        self._guard.cancel()
        pytest.fail(f"writer {self.tag} {what} (exit {self.proc.returncode}):\n{err}")


async def _check_every_acknowledged_dream_is_stored(
    db: Path, acknowledged: list[tuple[int, str]], rng: random.Random
) -> None:
    # A list, not a dict: an id acknowledged, lost, and then given to a later dream must count.
    conn = sqlite3.connect(db)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.execute("INSERT INTO dreams_fts (dreams_fts) VALUES ('integrity-check')")
        stored: dict[int, str] = dict(conn.execute("SELECT id, text FROM dreams").fetchall())
    finally:
        conn.close()
    lost = [(i, t) for i, t in acknowledged if stored.get(i) != t]
    assert not lost, f"acknowledged but not stored ({len(lost)} of {len(acknowledged)}): {lost}"
    async with open_journal(db) as journal:  # and Sandman itself opens it and finds them
        some_id, some_text = rng.choice(acknowledged)
        assert some_id in [d.id for d in await journal.search_dreams(some_text, limit=50)]


async def test_every_dream_a_lone_writer_acknowledged_survives_sigkill_at_random_moments(
    tmp_path: Path,
) -> None:
    db = tmp_path / "journal.db"
    rng = random.Random(20240302)
    acknowledged: list[tuple[int, str]] = []
    # Fault injection, not synchronisation: the first writer is killed somewhere in its start
    # (importing, creating the brand-new journal, migrating it, or writing).
    first = _Writer(db, "start")
    time.sleep(rng.uniform(0.0, 0.6))
    first.kill()
    acknowledged += first.acknowledged
    for round_ in range(5):
        # It writes as fast as it can, and is killed as soon as we have read some of its
        # acknowledgements: wherever it is by then (mostly inside its next write). A commit
        # deferred past the acknowledgement is lost here nearly every round.
        writer = _Writer(db, f"r{round_}")
        writer.wait_for_acks(rng.randint(1, 30))
        writer.kill()
        acknowledged += writer.acknowledged
    assert len(acknowledged) >= 5
    await _check_every_acknowledged_dream_is_stored(db, acknowledged, rng)


async def test_two_writers_contending_for_the_lock_lose_nothing_when_killed(
    tmp_path: Path,
) -> None:
    db = tmp_path / "journal.db"  # brand new: the two writers race to create it
    rng = random.Random(20240303)
    acknowledged: list[tuple[int, str]] = []
    for round_ in range(2):
        # Stepped, so neither can keep the lock from the other for long: each asks for a few
        # dreams at a time, both at once, and waits its turn for the lock (the busy timeout).
        pair = [_Writer(db, f"r{round_}{name}", step=True) for name in "ab"]
        for _ in range(rng.randint(1, 4)):
            batch = rng.randint(1, 6)
            for writer in pair:
                writer.ask(batch)
            for writer in pair:
                writer.wait_for_acks(batch)
        # Killed in the middle of their next batch.
        for writer in pair:
            writer.ask(6)
        pair[0].wait_for_acks(rng.randint(0, 3))
        for writer in pair:
            writer.kill()
        acknowledged += pair[0].acknowledged + pair[1].acknowledged
    await _check_every_acknowledged_dream_is_stored(db, acknowledged, rng)
