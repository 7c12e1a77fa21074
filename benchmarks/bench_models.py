"""Prompt-evaluation and decoding speed of each preset, on 1 and 2 CPU threads.

Run (one model at a time; on a shared machine, under the CPU lock):
    .venv/bin/python benchmarks/bench_models.py [--models smollm2-135m,qwen2.5-1.5b] [--threads 1,2] [--repack preset|on|off|on,off]

Prints one JSON object per preset and thread count: ``prompt_tokens_per_s`` (a ~300-token prompt
evaluated cold in a fresh slot), ``decode_tokens_per_s`` (greedy tokens after that prompt, which
stays warm; the first token's prompt pass is not counted), each the median of ``--rounds`` runs,
and the load time. A preset not pulled yet is reported as skipped.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time

from sandman.inference import PRESETS, Completion, ModelError, load_model
from sandman.prompts import render_chat

SYSTEM = (
    "You are Sandman, a warm companion for a dream journal. You help the user remember and "
    "understand their dreams, gently and briefly. "
) * 6
USER = (
    "Last night I dreamt I was walking through my grandmother's old house. The rooms kept "
    "changing, the stairs led to a beach, and a black cat followed me everywhere. Describe, "
    "step by step and at length, everything such a dream could bring to mind."
)


def bench(name: str, threads: int, rounds: int, repack: str) -> dict[str, object]:
    if repack == "preset":
        os.environ.pop("SANDMAN_REPACK", None)  # the preset's own choice (``Preset.repack``)
    else:
        os.environ["SANDMAN_REPACK"] = repack  # read by load_model: llama.cpp's CPU repack on/off
    started = time.perf_counter()
    model = load_model(name, n_threads=threads, seed=1)
    load_s = time.perf_counter() - started
    try:
        prompt = render_chat(model.family, [("system", SYSTEM), ("user", USER)])
        n_prompt = model.count_tokens(prompt)
        prompt_rates, decode_rates = [], []
        for r in range(rounds):
            slot = f"bench-{r}"
            t0 = time.perf_counter()
            list(model.stream(Completion(prompt=prompt, max_tokens=0, slot=slot)))
            prompt_rates.append(n_prompt / (time.perf_counter() - t0))
            # The prompt is now warm: only its last token is evaluated again before decoding.
            stream = model.stream(
                Completion(prompt=prompt, temperature=0, max_tokens=64, slot=slot)
            )
            next(stream)
            t1 = time.perf_counter()
            while True:
                try:
                    next(stream)
                except StopIteration as done:
                    n = done.value.completion_tokens - 1
                    break
            decode_rates.append(n / (time.perf_counter() - t1) if n > 0 else 0.0)
    finally:
        model.close()
    return {
        "model": name,
        "threads": threads,
        "repack": repack,
        "prompt_tokens": n_prompt,
        "prompt_tokens_per_s": round(statistics.median(prompt_rates), 1),
        "decode_tokens_per_s": round(statistics.median(decode_rates), 1),
        "load_s": round(load_s, 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--models", default=",".join(PRESETS), help="comma-separated presets")
    parser.add_argument("--threads", default="1,2", help="comma-separated thread counts")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument(
        "--repack",
        default="preset",
        help="llama.cpp's CPU repack: preset (each preset's own choice), on, off, or a list",
    )
    args = parser.parse_args()
    for name in args.models.split(","):
        for threads in (int(t) for t in args.threads.split(",")):
            for repack in args.repack.split(","):
                try:
                    result = bench(name.strip(), threads, args.rounds, repack.strip())
                except ModelError as exc:
                    result = {"model": name, "threads": threads, "skipped": str(exc)}
                print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main()
