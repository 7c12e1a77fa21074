"""What running the model in a worker process costs: the same requests in-process
(``LlamaModel``) and through the worker (``ProcessModel``, what ``load_model`` gives).

    .venv/bin/python benchmarks/bench_worker.py [--models smollm2-135m qwen2.5-1.5b] [--samples 15] [--json]

Speed: both models are loaded in one process and sampled in alternation (in-process, worker,
in-process, …), so that whatever else runs on the machine weighs on both alike. Per sample, with
``--threads`` (2):
- ``ttft_ms``: a request to its first piece, its prompt already in the slot (one token to
  decode: the per-request cost of the worker shows here); ``ttft_cold_ms``: the same in a new
  slot (a context created, the ~40-token prompt read in full);
- ``decode_tok_s``: tokens per second after the first, over a reply of up to ``--tokens``;
- ``count_ms``: ``count_tokens`` of a ~1,000-token text (in the worker: a round trip).
Each is given as the median and the best sample: on a shared machine, two decode threads wait
for each other whenever a core is taken away (``sandman.inference._native.default_threads``), so
samples are bimodal, and the best is the figure of the code rather than of the neighbours.

Memory: each mode in a fresh process (so its memory is its own): load (``load_s``), a reply, a
scoring request; then ``rss_mb`` and
``peak_rss_mb`` (VmRSS, VmHWM) of Sandman's process plus the worker's, and ``pss_mb`` (pages the
two share, such as the Python and llama.cpp libraries, counted once). Also: what a
vocabulary-only load would add to Sandman's process (the alternative to counting in the worker).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from typing import Any

PROMPT_TEXT = "Count from one to three hundred in words, separated by commas."
COUNT_TEXT = "What does a snake mean in my dreams? I saw one by the river. " * 70
MODES = ["in-process", "worker"]


def _status(pid: int, key: str) -> float:
    with open(f"/proc/{pid}/status") as f:
        for line in f:
            if line.startswith(key + ":"):
                return int(line.split()[1]) / 1024
    return 0.0


def _pss(pid: int) -> float:
    with open(f"/proc/{pid}/smaps_rollup") as f:
        for line in f:
            if line.startswith("Pss:"):
                return int(line.split()[1]) / 1024
    return 0.0


def _load(mode: str, spec: str, threads: int) -> Any:
    from sandman.inference import PRESETS, LlamaModel, ProcessModel

    kind = LlamaModel if mode == "in-process" else ProcessModel
    return kind(PRESETS[spec].locate(None), name=spec, n_threads=threads, seed=1)


def _prompt(model: Any) -> str:
    from sandman.prompts import render_chat

    return render_chat(
        model.family, [("system", "You are a helpful assistant."), ("user", PROMPT_TEXT)]
    )


def _timed(model: Any, max_tokens: int, slot: str) -> tuple[float, float, int]:
    """(seconds to the first piece, seconds from it to the end, tokens made)."""
    from sandman.inference import Completion

    begun = time.perf_counter()
    stream = model.stream(
        Completion(prompt=_prompt(model), temperature=0, max_tokens=max_tokens, slot=slot)
    )
    first = 0.0
    while True:
        try:
            next(stream)
        except StopIteration as done:
            return first - begun, time.perf_counter() - first, done.value.completion_tokens
        if not first:
            first = time.perf_counter()


def speed(spec: str, threads: int, tokens: int, samples: int) -> dict[str, Any]:
    models = {mode: _load(mode, spec, threads) for mode in MODES}
    seen: dict[str, dict[str, list[float]]] = {
        m: {"ttft_ms": [], "ttft_cold_ms": [], "decode_tok_s": [], "count_ms": []} for m in MODES
    }
    for model in models.values():
        _timed(model, 1, "ttft")  # the prompt into the slots once
    for i in range(samples):
        for mode in MODES if i % 2 == 0 else MODES[::-1]:
            model, out = models[mode], seen[mode]
            out["ttft_ms"].append(_timed(model, 1, "ttft")[0] * 1000)
            out["ttft_cold_ms"].append(_timed(model, 1, f"cold-{i}")[0] * 1000)  # a new slot
            _, rest, made = _timed(model, tokens, "decode")
            out["decode_tok_s"].append((made - 1) / rest)
            begun = time.perf_counter()
            model.count_tokens(COUNT_TEXT)
            out["count_ms"].append((time.perf_counter() - begun) * 1000)
    for model in models.values():
        model.close()
    result: dict[str, Any] = {}
    for mode, out in seen.items():
        result[mode] = {
            "ttft_ms": round(statistics.median(out["ttft_ms"]), 2),
            "ttft_ms_best": round(min(out["ttft_ms"]), 2),
            "ttft_cold_ms": round(statistics.median(out["ttft_cold_ms"]), 1),
            "decode_tok_s": round(statistics.median(out["decode_tok_s"]), 1),
            "decode_tok_s_best": round(max(out["decode_tok_s"]), 1),
            "count_ms": round(statistics.median(out["count_ms"]), 3),
        }
    return result


def memory(mode: str, spec: str, threads: int) -> dict[str, Any]:
    start = time.perf_counter()
    model = _load(mode, spec, threads)
    load_s = time.perf_counter() - start
    _timed(model, 32, "reply")
    model.score(_prompt(model), [" One", " one, two"], slot="score")
    pids = [os.getpid()] + ([model.pid] if mode == "worker" else [])
    result = {
        "load_s": round(load_s, 3),
        "rss_mb": round(sum(_status(p, "VmRSS") for p in pids), 1),
        "peak_rss_mb": round(sum(_status(p, "VmHWM") for p in pids), 1),
        "pss_mb": round(sum(_pss(p) for p in pids), 1),
    }
    model.close()
    return result


def vocab_only(spec: str) -> dict[str, Any]:
    from sandman.inference import PRESETS
    from sandman.inference._native import native

    lib, _ = native()
    before = _status(os.getpid(), "VmRSS")
    start = time.perf_counter()
    params = lib.llama_model_default_params()
    params.vocab_only = True
    model = lib.llama_model_load_from_file(str(PRESETS[spec].locate(None)).encode(), params)
    took = time.perf_counter() - start
    added = _status(os.getpid(), "VmRSS") - before
    lib.llama_model_free(model)
    return {
        "model": spec,
        "vocab_only_load_s": round(took, 3),
        "vocab_only_rss_mb": round(added, 1),
    }


def _child(*args: object) -> dict[str, Any]:
    out = subprocess.run(
        [sys.executable, __file__, "--child", *map(str, args)],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    result: dict[str, Any] = json.loads(out.splitlines()[-1])
    return result


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--models", nargs="+", default=["smollm2-135m", "qwen2.5-1.5b"])
    parser.add_argument("--samples", type=int, default=15)
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--child", nargs="+", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        what, spec, *rest = args.child
        if what == "vocab":
            print(json.dumps(vocab_only(spec)))
        else:
            print(json.dumps(memory(what, spec, int(rest[0]))))
        return
    rows: list[dict[str, Any]] = []
    for spec in args.models:
        tokens = 64 if "135m" in spec else 24
        row: dict[str, Any] = {"model": spec, "threads": args.threads, "samples": args.samples}
        fast = speed(spec, args.threads, tokens, args.samples)
        # Memory twice each, alternating; the lower figures (the neighbours' noise is time).
        runs = [(mode, _child(mode, spec, args.threads)) for mode in MODES * 2]
        for mode in MODES:
            mine = [r for m, r in runs if m == mode]
            row[mode] = {**fast[mode], **{k: min(r[k] for r in mine) for k in mine[0]}}
        row.update(_child("vocab", spec))
        rows.append(row)
    if args.json:
        print(json.dumps(rows))
        return
    keys = ["ttft_ms", "ttft_ms_best", "ttft_cold_ms", "decode_tok_s", "decode_tok_s_best", "count_ms",
            "load_s", "rss_mb", "peak_rss_mb", "pss_mb"]  # fmt: skip
    for row in rows:
        print(f"{row['model']}, {row['threads']} threads, {row['samples']} samples each")
        print(f"  {'':18}{'in-process':>12}{'worker':>12}{'change':>9}")
        for key in keys:
            a, b = row["in-process"][key], row["worker"][key]
            change = f"{(b / a - 1) * 100:+.1f}%" if a else ""
            print(f"  {key:18}{a:>12}{b:>12}{change:>9}")
        print(
            f"  a vocabulary-only load in Sandman's process would add {row['vocab_only_rss_mb']} MB "
            f"and {row['vocab_only_load_s']} s"
        )


if __name__ == "__main__":
    main()
