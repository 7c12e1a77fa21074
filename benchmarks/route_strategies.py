"""Route accuracy of every routing strategy for one model, to choose its strategy on dev.

Run (on a shared machine, under the CPU lock):
    .venv/bin/python benchmarks/route_strategies.py --model qwen2.5-1.5b [--split dev]

Each message's model calls are made once and cached (sampling is seeded, scoring deterministic),
so the grid — first pass, model, hybrid at several thresholds, log-probability, and the
combination of the first pass's and the model's probabilities at several weights — costs one
pass over the split. Prints one line per strategy (route accuracy, route+args, how many messages
the model was asked about) and, for the combination's point, where the first pass and the model
err on different messages. Use the test split only for the strategy finally chosen, with
``sandman eval router sandman/routing/data/test.jsonl --model …``.
"""

from __future__ import annotations

import argparse
import functools
import json
import time
from collections.abc import Sequence
from typing import Any

import msgspec

from sandman.inference import Completion, CompletionStream, LlamaModel, load_model
from sandman.routing import RouterPolicy, Strategy, evaluate, load_split, route_text
from sandman.routing._logprob import model_scores


class CachedModel:
    """The model with each distinct request answered once (what a re-run would compute again)."""

    def __init__(self, model: LlamaModel) -> None:
        self.model = model
        self.name, self.family, self.context_size = model.name, model.family, model.context_size
        self._streams: dict[bytes, str] = {}
        self._scores: dict[tuple[str, tuple[str, ...]], list[float]] = {}
        self.seconds = 0.0

    def tokenize(self, text: str) -> list[int]:
        return self.model.tokenize(text)

    def count_tokens(self, text: str) -> int:
        return self.model.count_tokens(text)

    def stream(self, request: Completion) -> CompletionStream:
        key = msgspec.json.encode(request)
        if key not in self._streams:
            started = time.perf_counter()
            self._streams[key] = "".join(self.model.stream(request))
            self.seconds += time.perf_counter() - started
        yield self._streams[key]
        assert self.model.last_stats is not None
        return self.model.last_stats

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
        key = (prompt, tuple(continuations))
        if key not in self._scores:
            started = time.perf_counter()
            self._scores[key] = self.model.score(prompt, continuations, slot=slot)
            self.seconds += time.perf_counter() - started
        return self._scores[key]

    def close(self) -> None:
        self.model.close()


def grid() -> list[Strategy]:
    out = [Strategy(mode="first_pass"), Strategy(mode="model"), Strategy(mode="logprob")]
    out += [Strategy(mode="hybrid", threshold=t) for t in (0.5, 0.6, 0.7, 0.8, 0.9)]
    out += [
        Strategy(mode="combined", weight=w, threshold=t)
        for t in (0.0, 0.5, 0.6, 0.7, 0.8, 0.9)
        for w in (0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9)
    ]
    return out


def label(s: Strategy) -> str:
    if s.mode == "hybrid":
        return f"hybrid@{s.threshold}"
    if s.mode == "combined":
        return f"combined w={s.weight}" + (f" @{s.threshold}" if s.threshold else "")
    return s.mode


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--model", required=True)
    parser.add_argument("--split", default="dev")
    parser.add_argument("--json", action="store_true", help="one JSON object per strategy")
    args = parser.parse_args()
    examples = load_split(args.split)
    model = CachedModel(load_model(args.model, seed=20240601))
    try:
        rows: list[dict[str, Any]] = []
        for strategy in grid():
            policy = RouterPolicy(family=model.family, strategy=strategy, model_name=model.name)
            report = evaluate(examples, functools.partial(route_text, policy, model))
            asked = report.n - report.sources.get("first_pass", 0)
            rows.append(
                {
                    "strategy": label(strategy),
                    "accuracy": round(report.accuracy, 4),
                    "exact": round(report.exact, 4),
                    "model_asked": asked,
                    "misses": [m.text for m in report.misses],
                }
            )
            if args.json:
                print(json.dumps(rows[-1]), flush=True)
            else:
                print(
                    f"{label(strategy):<24} route {report.accuracy:6.1%}  route+args {report.exact:6.1%}  "
                    f"model asked {asked:3d}/{report.n}",
                    flush=True,
                )
        # Where the two err: the first pass alone vs. the model's probabilities alone.
        first = RouterPolicy(family=model.family, strategy=Strategy(mode="first_pass"))
        fp_wrong = {e.text for e in examples if first.guess(e.text).route != e.route}
        lp_wrong = {
            e.text
            for e in examples
            if model_scores(model, model.family, e.text, first._first.words(e.text)).route
            != e.route  # type: ignore[arg-type]
        }
        print(
            f"first pass wrong on {len(fp_wrong)}, log-prob wrong on {len(lp_wrong)}, both on "
            f"{len(fp_wrong & lp_wrong)}; model time {model.seconds:.0f} s",
            flush=True,
        )
    finally:
        model.close()


if __name__ == "__main__":
    main()
