"""What reading every situation's first turn ahead saves a turn: the same respond prompts (a told
dream, a meaning with the journal's results, another told dream), greedy, on a slot that read
only the persona before and on one that read every situation's first turn (``note_heads``) too.

    .venv/bin/python benchmarks/bench_read_ahead.py [--model qwen2.5-1.5b] [--rounds 2]

Printed per round and prompt: tokens evaluated of the prompt's, milliseconds to the first token,
and milliseconds per decoded token after it.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from sandman.inference import Completion, Model, load_model
from sandman.prompts import note_heads, render_chat
from sandman.prompts._respond import DEFAULT_STYLE, persona_for, static_prefix

_RESULT = (
    '<tool_result name="lookup_symbol">\nDictionary (bridge): a crossing, a change from one stage '
    "of life to another.\n</tool_result>"
)
TURNS = (
    (
        "told_dream",
        "I dreamt I was walking through a forest of glass trees, and my grandmother hummed.",
    ),
    ("meaning", f"What does a bridge mean in dreams?\n\n{_RESULT}"),
    ("told_dream", "Last night I dreamt about a red door at the end of a long hallway."),
)


def _round(model: Model, slot: str, ahead: bool) -> list[tuple[str, int, int, float, float]]:
    def read(prompt: str) -> None:
        for _ in model.stream(Completion(prompt=prompt, max_tokens=0, slot=slot)):
            pass

    read(static_prefix(model.family, DEFAULT_STYLE))
    for head in note_heads(model.family, DEFAULT_STYLE) if ahead else ():
        read(head)
    rows = []
    for key, message in TURNS:
        system = persona_for(DEFAULT_STYLE, (key,))
        prompt = render_chat(model.family, [("system", system), ("user", message)])
        start = time.perf_counter()
        first = 0.0
        for _ in model.stream(Completion(prompt=prompt, max_tokens=40, temperature=0, slot=slot)):
            first = first or time.perf_counter()
        end = time.perf_counter()
        stats = model.last_stats  # type: ignore[attr-defined]
        per_token = (end - first) * 1000 / max(1, stats.completion_tokens - 1)
        rows.append(
            (key, stats.evaluated_tokens, stats.prompt_tokens, (first - start) * 1000, per_token)
        )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", default="qwen2.5-1.5b")
    parser.add_argument("--rounds", type=int, default=2)
    args = parser.parse_args()
    model = load_model(args.model)
    try:
        for ahead in (False, True):
            for r in range(args.rounds):
                label = "read ahead" if ahead else "persona only"
                for key, evaluated, prompt, first, per in _round(model, f"b{ahead}{r}", ahead):
                    print(
                        f"{label:12}  round {r + 1}  {key:10}  evaluated {evaluated:3} of "
                        f"{prompt:3}  first token {first:6.0f} ms  {per:5.1f} ms/token",
                        flush=True,
                    )
    finally:
        model.close()


if __name__ == "__main__":
    main()
