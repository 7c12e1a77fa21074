"""How many threads a reply decodes with, idle and with other processes busy: fixed 1, fixed at
every physical core, and Sandman's default (the cores other processes leave free, chosen when
each request starts: ``sandman.inference._native.ThreadShare``).

    .venv/bin/python benchmarks/bench_threads.py [--model smollm2-135m] [--busy 0 3] [--rounds 5]

For each load (``--busy N``: N processes spinning on the CPU, started before the model loads),
each mode loads the model in this process and decodes ``--tokens`` tokens ``--rounds`` times,
each in a fresh slot (a ~30-token prompt read, then the reply); printed: the median and the
slowest round in seconds, and for the default the threads each round got.
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sandman.inference import Completion, LlamaModel, get_preset
from sandman.inference._native import physical_cores
from sandman.prompts import render_chat


def _spin() -> None:
    while True:
        pass


def run(path: Path, threads: int | None, tokens: int, rounds: int) -> tuple[list[float], list[int]]:
    model = LlamaModel(path, n_threads=threads, seed=1)
    prompt = render_chat(
        model.family,
        [("system", "You are a storyteller."), ("user", "Tell me a story about a lighthouse.")],
    )
    times, used = [], []
    try:
        for i in range(rounds):
            used.append(model.threads_now())
            start = time.perf_counter()
            for _ in model.stream(
                Completion(prompt=prompt, temperature=0, max_tokens=tokens, slot=f"r{i}")
            ):
                pass
            times.append(time.perf_counter() - start)
    finally:
        model.close()
    return times, used


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="smollm2-135m")
    parser.add_argument("--busy", type=int, nargs="+", default=[0, 3])
    parser.add_argument("--rounds", type=int, default=5)
    parser.add_argument("--tokens", type=int, default=24)
    args = parser.parse_args()
    os.environ.pop("SANDMAN_THREADS", None)
    path = get_preset(args.model).locate(None)
    cores = physical_cores()
    print(f"{args.model}, {cores} physical cores, {args.tokens} tokens a round")
    for busy in args.busy:
        spinners = [multiprocessing.Process(target=_spin, daemon=True) for _ in range(busy)]
        for p in spinners:
            p.start()
        time.sleep(1.0 if busy else 0.0)  # let the load show before the model is made
        try:
            for label, threads in (("1 thread", 1), (f"{cores} threads", cores), ("default", None)):
                times, used = run(path, threads, args.tokens, args.rounds)
                chosen = f"  threads chosen {used}" if threads is None else ""
                print(
                    f"busy {busy}  {label:>10}: median {statistics.median(times):6.2f} s  "
                    f"slowest {max(times):6.2f} s{chosen}",
                    flush=True,
                )
        finally:
            for p in spinners:
                p.terminate()
                p.join()


if __name__ == "__main__":
    main()
