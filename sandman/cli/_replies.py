"""``sandman eval replies``: the grounded-reply evaluation (the case-file format is in README)."""

from __future__ import annotations

import argparse
import sys

import msgspec
import trio

from ..errors import SandmanError
from ._common import add_model_argument, eval_targets

_EPILOG = """\
examples:
  sandman eval replies                                   the shipped cases, both splits
  sandman eval replies sandman/evals/replies.jsonl --split dev --json
  sandman eval replies my_cases.jsonl --model qwen.gguf --case search-hit-1
FILE holds JSON lines: {"type": "seed", "name", "export": {...}} journals to start from, and
{"type": "case", "id", "split", "category", "messages", "facts", "forbidden", "journal"} cases.
"""


def _status(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


def cmd_eval_replies(args: argparse.Namespace) -> int:
    from ..evals import (
        EVAL_SEED,
        CaseFileError,
        builtin_cases_path,
        evaluate_replies,
        format_report,
        load_cases,
    )

    path = args.file or str(builtin_cases_path())
    cases_file = load_cases(path)
    if args.case:
        unknown = sorted(set(args.case) - {c.id for c in cases_file.cases})
        if unknown:
            raise CaseFileError(f"{path}: no case {unknown[0]!r}")
        cases_file = msgspec.structs.replace(
            cases_file, cases=tuple(c for c in cases_file.cases if c.id in set(args.case))
        )
    if not cases_file.select(args.split):
        raise SandmanError(f"{path}: no {args.split} cases")

    from ..inference import load_model  # llama.cpp is imported only once the file is good

    seed = EVAL_SEED if args.seed is None else args.seed
    model = load_model(args.model, seed=seed, on_status=_status)

    def progress(done: int, total: int, result: object) -> None:
        from ..evals import CaseResult

        assert isinstance(result, CaseResult)
        verdict = "grounded" if result.grounded else result.problems[0]
        _status(f"[{done}/{total}] {result.id}: {verdict}")

    try:
        report = trio.run(
            lambda: evaluate_replies(
                model, cases_file, split=args.split, sampling_seed=seed, on_case=progress
            )
        )
    finally:
        model.close()
    if args.json:
        sys.stdout.write(msgspec.json.encode(report).decode() + "\n")
    else:
        print(format_report(report))
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    replies = eval_targets(sub).add_parser(
        "replies",
        help="grounded replies: facts carried, false claims of actions, copied example facts, "
        "markup leaks, latency",
        description="Play every case of FILE through the real app, each on a fresh journal "
        "seeded from the file, and score the replies.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    replies.add_argument(
        "file", nargs="?", metavar="FILE", help="a case file (default: the shipped cases)"
    )
    replies.add_argument("--json", action="store_true", help="print the report as one JSON object")
    replies.add_argument(
        "--split", choices=("dev", "test", "all"), default="all", help="which cases (default: all)"
    )
    replies.add_argument(
        "--case", action="append", metavar="ID", help="run only this case (repeatable)"
    )
    replies.add_argument(
        "--seed",
        type=int,
        metavar="N",
        help="sampling seed of the model (default: the eval's fixed seed, so runs repeat)",
    )
    add_model_argument(replies)
    replies.set_defaults(func=cmd_eval_replies)
