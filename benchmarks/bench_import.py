"""Import time and memory for generated exports of N dreams (plus memories and a conversation).

    .venv/bin/python benchmarks/bench_import.py [--dreams 10000 100000] [--json]

Each size is written as an export file in a temporary folder, then imported into a fresh journal
with ``sandman import`` in a child process (so its peak RSS is its own), and imported a second time
(every record is then found already present: the dedupe path).
"""

from __future__ import annotations

import argparse
import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

WORDS = "sea door stairs forest moon train mother falling flying house storm light lost".split()


def write_export(path: Path, n: int, seed: int = 7) -> int:
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as f:
        f.write('{"format": "sandman-journal", "version": 1, "dreams": [')
        for i in range(n):
            text = " ".join(rng.choice(WORDS) for _ in range(rng.randint(20, 80)))
            dream = {
                "date": f"{2000 + i % 25}-{1 + i % 12:02d}-{1 + i % 28:02d}",
                "title": f"Dream {i}" if i % 3 else None,
                "text": text,
                "mood": rng.choice(["calm", "afraid", None]),
                "created": f"2024-01-01T00:00:{i // 1_000_000:02d}.{i % 1_000_000:06d}+00:00",
            }
            f.write(("," if i else "") + json.dumps(dream))
        f.write('], "memories": [')
        f.write(
            ",".join(
                json.dumps({"fact": f"fact {i}", "created": "2024-01-01T00:00:00+00:00"})
                for i in range(n // 100)
            )
        )
        f.write(
            '], "conversations": [{"id": "default", "created": "2024-01-01T00:00:00+00:00", "turns": ['
        )
        f.write(
            ",".join(
                json.dumps(
                    {
                        "turn_id": f"t{i}",
                        "user_text": f"hello {i}",
                        "reply_text": "hi",
                        "created": "2024-01-01T00:00:00+00:00",
                    }
                )
                for i in range(n // 100)
            )
        )
        f.write("]}]}\n")
    return path.stat().st_size


def timed_import(export: Path, db: Path) -> tuple[float, float]:
    code = (
        "import resource, sys; from sandman.cli import main; rc = main(sys.argv[1:]); "
        "print(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss, file=sys.stderr); sys.exit(rc)"
    )
    started = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", code, "import", str(export), "--db", str(db)],
        capture_output=True,
        text=True,
        check=True,
    )
    seconds = time.perf_counter() - started
    return seconds, int(out.stderr.strip().splitlines()[-1]) / 1024


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dreams", type=int, nargs="+", default=[10_000, 100_000])
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in args.dreams:
            export = Path(tmp) / f"export-{n}.json"
            size = write_export(export, n)
            db = Path(tmp) / f"journal-{n}.db"
            first, rss = timed_import(export, db)
            again, rss_again = timed_import(export, db)
            rows.append(
                {
                    "dreams": n,
                    "file_mb": round(size / 1e6, 1),
                    "import_s": round(first, 2),
                    "again_s": round(again, 2),
                    "peak_rss_mb": round(max(rss, rss_again)),
                }
            )
    if args.json:
        print(json.dumps(rows))
        return
    print(f"{'dreams':>8} {'file MB':>8} {'import s':>9} {'again s':>8} {'peak RSS MB':>12}")
    for r in rows:
        print(
            f"{r['dreams']:>8,} {r['file_mb']:>8} {r['import_s']:>9} {r['again_s']:>8} {r['peak_rss_mb']:>12}"
        )


if __name__ == "__main__":
    main()
