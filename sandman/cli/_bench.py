"""``sandman bench``: the fixed conversation through the actors, raw, and a giant-prompt baseline."""

from __future__ import annotations

import argparse
import json
import sys

import msgspec

from ._common import add_model_argument


def _run(args: argparse.Namespace) -> int:
    from ..bench import run_bench

    result = run_bench(args.model, threads=args.threads, on_status=lambda line: print(line, file=sys.stderr, flush=True))
    data = msgspec.to_builtins(result)
    if args.json:
        print(json.dumps(data))
    else:
        width = max(len(key) for key in data)
        for key, value in data.items():
            print(f"{key:<{width}}  {value}")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    bench = sub.add_parser(
        "bench",
        help="measure a fixed multi-turn conversation on the real model",
        description="Plays a fixed 9-turn conversation through the actors, replays the same model "
        "calls straight into llama.cpp, and plays it through a one-giant-prompt loop.",
        epilog="example:  sandman bench --json",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    bench.add_argument("--json", action="store_true", help="print one JSON object")
    bench.add_argument(
        "--threads", type=int, metavar="N", help="CPU threads for every run (default: the backend's)"
    )
    add_model_argument(bench)
    bench.set_defaults(func=_run)
