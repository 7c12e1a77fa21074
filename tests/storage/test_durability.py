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
ROUNDS = 8


def _start(db: Path, tag: str, *, step: bool) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [sys.executable, str(WRITER), str(db), tag, *(["--step"] if step else [])],
        stdin=subprocess.PIPE if step else subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,  # a writer that dies on its own says why in the failure
        text=True,
    )


def _ack(line: str, acknowledged: dict[int, str]) -> None:
    dream_id, text = line.rstrip("\n").split(" ", 1)
    acknowledged[int(dream_id)] = text


async def test_every_acknowledged_dream_survives_sigkill_at_random_moments(tmp_path: Path) -> None:
    db = tmp_path / "journal.db"  # brand new: the writers of round 0 race to create it
    rng = random.Random(20240302)
    acknowledged: dict[int, str] = {}
    killed_right_after_an_ack = 0
    for round_ in range(ROUNDS):
        stepped = _start(db, f"r{round_}s", step=True)
        free = _start(db, f"r{round_}f", step=False)  # a second writer contending for the lock
        assert stepped.stdin is not None and stepped.stdout is not None
        for _ in range(rng.randint(1, 12)):
            stepped.stdin.write("\n")
            stepped.stdin.flush()
            line = stepped.stdout.readline()
            assert line, f"writer died on its own: {stepped.stderr.read() if stepped.stderr else ''}"
            _ack(line, acknowledged)
        if rng.random() < 0.5:
            # Killed right after acknowledging, while it waits: if the commit of that dream
            # were still pending (deferred to the next write), it would be lost here.
            killed_right_after_an_ack += 1
        else:
            # Fault injection, not synchronisation: killed somewhere inside its next write.
            stepped.stdin.write("\n")
            stepped.stdin.flush()
            time.sleep(rng.uniform(0.0, 0.01))
        for proc in (stepped, free):
            proc.send_signal(signal.SIGKILL)
        for proc in (stepped, free):
            out, err = proc.communicate()
            for line in out.splitlines():  # lines already in the pipe were acknowledged too
                _ack(line, acknowledged)
            assert proc.returncode == -signal.SIGKILL, err

    for _ in range(3):
        proc = subprocess.Popen(
            [sys.executable, "-m", "sandman.cli", "log", "from the command line", "--db", str(db)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        # Fault injection, not synchronisation: kill the command at a random point of its life.
        time.sleep(rng.uniform(0.0, 0.7))
        proc.send_signal(signal.SIGKILL)
        out, _ = proc.communicate()
        if out.strip():
            acknowledged[int(out)] = "from the command line"

    assert killed_right_after_an_ack >= 2
    assert len(acknowledged) >= ROUNDS
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA integrity_check").fetchall() == [("ok",)]
        conn.execute("INSERT INTO dreams_fts (dreams_fts) VALUES ('integrity-check')")
        stored: dict[int, str] = dict(conn.execute("SELECT id, text FROM dreams").fetchall())
    conn.close()
    lost = {i: t for i, t in acknowledged.items() if stored.get(i) != t}
    assert not lost, f"acknowledged but not stored: {lost}"
    async with open_journal(db) as journal:
        some_id, some_text = rng.choice(sorted(acknowledged.items()))
        assert some_id in [d.id for d in await journal.search_dreams(some_text, limit=50)]
