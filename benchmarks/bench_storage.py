"""Journal read latency on a generated 10,000-dream journal: search_dreams and lookup_symbol.

    .venv/bin/python benchmarks/bench_storage.py [--dreams 10000] [--repeat 200] [--json]

The journal is built once in a temporary folder (schema through ``open_journal``; rows with
plain sqlite3 in one transaction, the FTS triggers indexing them as usual). Each operation is
then timed through the public trio API, which includes the aiosqlite/trio-asyncio round trips.
"""

from __future__ import annotations

import argparse
import json
import random
import sqlite3
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import trio

from sandman.storage import Journal, open_journal
from sandman.tools import validate

_SYMBOLS = (
    "water ocean flood rain river fire falling flying teeth house door stairs bridge car train "
    "school exam phone money baby wedding ghost snake spider dog cat horse bird wolves bear "
    "forest mountain cave beach moon storm snow mirror mother father sister friend stranger "
    "monster prison maze clock letter shoes mask city hotel party dancing crying basement"
).split()
_COMMON = (
    "I was and then it the a we were walking running looking for someone somewhere dark light "
    "old new strange familiar quiet loud suddenly slowly again inside outside near far away "
    "could not find remember felt afraid happy lost calm tried to open close under over"
).split()
_SYLLABLES = "ka lo mi ren tu sa vel or an dri po th en lu mar is ob cre fen gal".split()
_QUERIES = (
    "water",
    "flying over the city",
    "lost keys",
    "teeth falling",
    "mother house",
    "NEAR( storm",
    "spider web",
    "wedding dress",
    "exam late",
    "wolves",
)
# Words the journal holds only in another form or through related words ("sea": ocean, water,
# beach…; "flew": flying), and a whole question: the searches that read past the exact matches.
_INDIRECT = (
    "sea",
    "flew",
    "Do I dream about water a lot?",
    "swam",
    "home",
    "driving",
    "died",
    "tooth",
    "zeppelin",
    "lake",
)
_LOOKUPS = ("water", "Snakes", "teeth", "wolves", "flying", "being chased", "mirror", "zeppelin")


def _vocabulary(rng: random.Random) -> tuple[list[str], list[float]]:
    """Common words plus 3,000 made-up ones, with Zipf-like frequencies as in real prose."""
    rare = {"".join(rng.choice(_SYLLABLES) for _ in range(rng.randint(2, 4))) for _ in range(3000)}
    words = _COMMON + sorted(rare - set(_COMMON))
    return words, [1.0 / (rank + 1) for rank in range(len(words))]


def _generate(path: Path, count: int, rng: random.Random) -> None:
    vocabulary, weights = _vocabulary(rng)
    rows = []
    for i in range(count):
        words = rng.choices(vocabulary, weights, k=rng.randint(40, 120))
        for _ in range(rng.randint(1, 4)):
            words.insert(rng.randrange(len(words)), rng.choice(_SYMBOLS))
        day = f"20{rng.randint(15, 25):02d}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}"
        title = " ".join(rng.sample(_SYMBOLS, 2)).title() if rng.random() < 0.5 else None
        rows.append((day, title, " ".join(words).capitalize() + ".", None, f"created-{i:06d}"))
    with sqlite3.connect(path) as conn:
        conn.executemany(
            "INSERT INTO dreams (date, title, text, mood, created) VALUES (?, ?, ?, ?, ?)", rows
        )
    conn.close()


async def _time(op: Callable[[], Awaitable[object]], repeat: int) -> dict[str, float]:
    for _ in range(3):
        await op()
    samples = []
    for _ in range(repeat):
        start = time.perf_counter()
        await op()
        samples.append((time.perf_counter() - start) * 1000)
    samples.sort()
    return {
        "p50_ms": round(statistics.median(samples), 3),
        "p95_ms": round(samples[int(0.95 * (len(samples) - 1))], 3),
        "max_ms": round(samples[-1], 3),
    }


async def _bench(count: int, repeat: int) -> dict[str, Any]:
    rng = random.Random(7)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        async with open_journal(path):
            pass
        build = time.perf_counter()
        _generate(path, count, rng)
        build_s = time.perf_counter() - build
        async with open_journal(path) as journal:
            queries = iter(_QUERIES * repeat)
            indirect = iter(_INDIRECT * repeat)
            lookups = iter(_LOOKUPS * repeat)

            def cycle(j: Journal) -> dict[str, Callable[[], Awaitable[object]]]:
                return {
                    "search_dreams (method)": lambda: j.search_dreams(next(queries)),
                    "search_dreams (tool)": lambda: j.run_tool(
                        "search_dreams", validate("search_dreams", {"query": next(queries)})
                    ),
                    "search_dreams (tool, other forms/related)": lambda: j.run_tool(
                        "search_dreams", validate("search_dreams", {"query": next(indirect)})
                    ),
                    "lookup_symbol (tool)": lambda: j.run_tool(
                        "lookup_symbol", validate("lookup_symbol", {"symbol": next(lookups)})
                    ),
                    "recent_dreams (tool)": lambda: j.run_tool(
                        "recent_dreams", validate("recent_dreams", {})
                    ),
                    "small query (bridge round trip)": j.applied_migrations,
                }

            results = {name: await _time(op, repeat) for name, op in cycle(journal).items()}
    return {"dreams": count, "repeat": repeat, "build_s": round(build_s, 2), "results": results}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dreams", type=int, default=10_000)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    report = trio.run(_bench, args.dreams, args.repeat)
    if args.json:
        print(json.dumps(report))
        return
    print(
        f"{report['dreams']:,} dreams (generated in {report['build_s']} s), "
        f"{report['repeat']} calls each"
    )
    print(f"{'operation':42} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8}")
    for name, r in report["results"].items():
        print(f"{name:42} {r['p50_ms']:8.2f} {r['p95_ms']:8.2f} {r['max_ms']:8.2f}")


if __name__ == "__main__":
    main()
