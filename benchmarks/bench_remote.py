"""Several conversations at once against a model server: total time with 1 and with 4 requests
in flight.

    .venv/bin/python benchmarks/bench_remote.py --model http://127.0.0.1:8080/v1 [--turns 3] [--json]

After one untimed conversation (so that every run finds the server's caches warm), for each
``--max-in-flight`` (1, then 4) and each number of conversations (1, then 4), plays the
first ``--turns`` messages of the bench conversation (``sandman.bench.CONVERSATION``) in every
conversation at the same time, each conversation on its own seeded journal, and reports the wall
time until the last turn ends, the number of turns and of failed turns. The API key, if the server
wants one, comes from ``$SANDMAN_API_KEY``.
"""

from __future__ import annotations

import argparse
import functools
import json
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import trio

from sandman.actors import Inference, open_app
from sandman.bench import BENCH_SEED, CONVERSATION, _seed
from sandman.inference import RemoteModel
from sandman.messages import TurnFailed
from sandman.routing import RouterPolicy
from sandman.storage import open_journal


async def play(
    model: RemoteModel, root: Path, *, conversations: int, turns: int, max_in_flight: int
) -> dict[str, Any]:
    failed = 0
    async with open_journal(
        root / f"c{conversations}-m{max_in_flight}-{time.monotonic_ns()}.db"
    ) as journal:
        await _seed(journal)
        policy = RouterPolicy.for_model(model.name, model.family)
        inference = Inference(model, max_in_flight=max_in_flight)
        async with open_app(
            inference=inference, policy=policy, tools=journal, history=journal
        ) as app:

            async def converse(n: int) -> None:
                nonlocal failed
                for text in CONVERSATION[:turns]:
                    async for event in app.chat(text, conversation_id=f"c{n}"):
                        failed += isinstance(event, TurnFailed)

            start = time.perf_counter()
            async with trio.open_nursery() as nursery:
                for n in range(conversations):
                    nursery.start_soon(converse, n)
            elapsed = time.perf_counter() - start
    return {
        "max_in_flight": max_in_flight,
        "conversations": conversations,
        "turns": conversations * turns,
        "failed_turns": failed,
        "total_s": round(elapsed, 2),
    }


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--model", required=True, help="http://HOST:PORT/v1[#MODEL]")
    parser.add_argument("--turns", type=int, default=3, help="turns per conversation (default 3)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    model = RemoteModel.open(args.model, seed=BENCH_SEED)
    runs = []
    try:
        with tempfile.TemporaryDirectory(prefix="sandman-remote-") as tmp:
            # One untimed conversation first: the server's caches start warm for every run.
            trio.run(
                lambda: play(model, Path(tmp), conversations=1, turns=args.turns, max_in_flight=1)
            )
            for max_in_flight in (1, 4):
                for conversations in (1, 4):
                    print(
                        f"max_in_flight={max_in_flight} conversations={conversations}…",
                        file=sys.stderr,
                    )
                    runs.append(
                        trio.run(
                            functools.partial(
                                play,
                                model,
                                Path(tmp),
                                conversations=conversations,
                                turns=args.turns,
                                max_in_flight=max_in_flight,
                            )
                        )
                    )
    finally:
        model.close()
    if args.json:
        print(json.dumps({"model": model.name, "engine": model.engine.name, "runs": runs}))
    else:
        print(f"{model.name} on {model.engine.name}, {args.turns} turns per conversation")
        print("max_in_flight  conversations  turns  failed  total_s")
        for run in runs:
            print(
                f"{run['max_in_flight']:>13}  {run['conversations']:>13}  {run['turns']:>5}  {run['failed_turns']:>6}  {run['total_s']:>7}"
            )
    return 0


if __name__ == "__main__":
    sys.exit(main())
