"""``sandman bench``: the fixed conversation through the actors, raw, and a giant-prompt baseline."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

import msgspec

from ._common import add_model_argument, plural


def _run(args: argparse.Namespace) -> int:
    from ..bench import run_bench

    result = run_bench(
        args.model,
        threads=args.threads,
        on_status=lambda line: print(line, file=sys.stderr, flush=True),
    )
    data = msgspec.to_builtins(result)
    if args.json:
        print(json.dumps(data))
    else:
        print(format_bench(data))
    return 0


def _n(value: object, unit: str = "") -> str:
    if isinstance(value, bool) or not isinstance(value, int | float):
        return "—" if value is None else str(value)
    text = f"{value:,.0f}" if isinstance(value, int) or abs(value) >= 100 else f"{value:,.1f}"
    return text + unit


# (label, Sandman's key, the baseline's key, unit)
_COMPARED = (
    ("turn, p50", "turn_ms_p50", "baseline_turn_ms_p50", " ms"),
    ("turn, p95", "turn_ms_p95", None, " ms"),
    ("first visible token, p50", "ttft_ms_p50", "baseline_ttft_ms_p50", " ms"),
    ("model's first word, p50", "model_first_word_ms_p50", "baseline_ttft_ms_p50", " ms"),
    ("model calls", "model_calls", "baseline_model_calls", ""),
    ("prompt tokens", "prompt_tokens", "baseline_prompt_tokens", ""),
    ("evaluated tokens", "evaluated_tokens", "baseline_evaluated_tokens", ""),
    ("reply tokens", "reply_tokens", "baseline_reply_tokens", ""),
    ("model words shown", "shown_model_words", "baseline_shown_words", ""),
    ("ms per reply token", "ms_per_reply_token", "baseline_ms_per_reply_token", ""),
)


def format_bench(data: dict[str, Any]) -> str:
    """The bench result as a table for people (``--json`` gives every field to programs)."""
    shown: set[str] = set()

    def get(key: str | None) -> object:
        if key is None:
            return None
        shown.add(key)
        return data.get(key)

    threads = get("threads")
    lines = [
        f"model {get('model')}, {plural(int(threads), 'thread') if isinstance(threads, int) else threads}, "
        f"{plural(int(data.get('turns', 0)), 'turn')} ({plural(int(data.get('failed_turns', 0)), 'failed turn')})",
        "",
        f"{'':<28}{'Sandman':>14}{'giant prompt':>16}",
    ]
    shown.update({"turns", "failed_turns"})
    for label, ours, theirs, unit in _COMPARED:
        lines.append(f"{label:<28}{_n(get(ours), unit):>14}{_n(get(theirs), unit):>16}")
    ratio = get("evaluated_ratio")
    if isinstance(ratio, int | float):
        lines.append(f"{'share of prompt evaluated':<28}{ratio:>14.1%}")
    lines += [
        "",
        f"same model calls straight into llama.cpp: {_n(get('raw_ms'), ' ms')} "
        f"({_n(get('raw_generated_tokens'))} tokens)",
        f"through the actors:                       {_n(get('actor_ms'), ' ms')} "
        f"({_n(get('actor_generated_tokens'))} tokens, {_n(get('actor_overhead_pct'))}% overhead)",
        f"peak RSS: {_n(get('peak_rss_mb'), ' MB')}",
    ]
    routes = get("routes")
    if isinstance(routes, dict) and routes:
        lines.append("routes: " + ", ".join(f"{k} {v}" for k, v in routes.items()))
    rest = {k: v for k, v in data.items() if k not in shown}
    if rest:
        width = max(len(k) for k in rest)
        lines.append("")
        lines += [f"{k:<{width}}  {v}" for k, v in rest.items()]
    return "\n".join(lines)


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
        "--threads",
        type=int,
        metavar="N",
        help="CPU threads for every run (default: the backend's)",
    )
    add_model_argument(bench)
    bench.set_defaults(func=_run)
