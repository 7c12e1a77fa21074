"""An acknowledged write is never lost, however abruptly the writer dies."""

from __future__ import annotations

import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from sandman.storage import open_journal

WRITER = Path(__file__).with_name("_writer.py")
ROUNDS = 6


def _collect(proc: subprocess.Popen[str], acknowledged: dict[int, str]) -> None:
    assert proc.stdout is not None
    for line in proc.stdout:
        dream_id, text = line.rstrip("\n").split(" ", 1)
        acknowledged[int(dream_id)] = text


async def test_every_acknowledged_dream_survives_sigkill_at_random_moments(tmp_path: Path) -> None:
    db = tmp_path / "journal.db"
    rng = random.Random(20240302)
    acknowledged: dict[int, str] = {}
    for round_ in range(ROUNDS):
        writers = [
            subprocess.Popen(
                [sys.executable, str(WRITER), str(db), f"r{round_}w{w}"],
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                text=True,
            )
            for w in range(2)
        ]
        first = writers[0]
        assert first.stdout is not None
        # Let the first writer acknowledge a random number of entries, then kill both
        # wherever they happen to be (the second one is mid-stream at an unrelated point).
        for _ in range(rng.randint(1, 25)):
            line = first.stdout.readline()
            assert line, "writer died on its own"
            dream_id, text = line.rstrip("\n").split(" ", 1)
            acknowledged[int(dream_id)] = text
        for proc in writers:
            proc.send_signal(signal.SIGKILL)
        for proc in writers:
            _collect(proc, acknowledged)  # lines already in the pipe were acknowledged too
            proc.wait()
            assert proc.returncode == -signal.SIGKILL

    for _ in range(3):
        proc = subprocess.Popen(
            [sys.executable, "-m", "sandman.cli", "log", "from the command line", "--db", str(db)],
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        )
        # Fault injection, not synchronisation: kill the command at a random point of its life.
        time.sleep(rng.uniform(0.0, 0.7))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        if out.strip():
            acknowledged[int(out)] = "from the command line"

    assert len(acknowledged) >= ROUNDS
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.execute("INSERT INTO dreams_fts (dreams_fts) VALUES ('integrity-check')")
        stored: dict[int, str] = dict(conn.execute("SELECT id, text FROM dreams").fetchall())
    conn.close()
    for acked_id, acked_text in acknowledged.items():
        assert stored.get(acked_id) == acked_text, (acked_id, acked_text)
    async with open_journal(db) as journal:
        some_id, some_text = rng.choice(sorted(acknowledged.items()))
        assert some_id in [d.id for d in await journal.search_dreams(some_text, limit=50)]
