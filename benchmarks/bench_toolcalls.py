"""Cost of the tool-call parser and markup stripper on a realistic mix of replies.

Run: .venv/bin/python benchmarks/bench_toolcalls.py [--rounds N]

Prints the stripper's cost per streamed token (µs; the model spends ~10,000 µs per token) and
whole-text parse throughput (calls/s, MB/s). Tokens are approximated by splitting replies before
spaces and punctuation, which is how small-model tokenizers mostly stream English.
"""

from __future__ import annotations

import argparse
import re
import statistics
import time

from sandman.toolcalls import StreamParser, parse

PROSE = (
    "Flying dreams often come when you feel a new sense of freedom in waking life. "
    "You mentioned the ocean again, which in your journal tends to show up before big changes. "
)
REPLIES = [
    PROSE * 2,
    'Got it! <remember fact="My sister is Anna" /> I\'ll keep that in mind. ' + PROSE,
    'Let me look that up. <lookup_symbol symbol="snake" />',
    '<tool_call>\n{"name": "search_dreams", "arguments": {"query": "flying over a city"}}\n</tool_call>',
    PROSE
    + '```json\n{"name": "save_symbol_meaning", "arguments": {"symbol": "water", "meaning": "calm"}}\n```\nSaved.',
    'Here is your mood as JSON: {"mood": "calm", "energy": 3}. ' + PROSE,
    "I <3 that dream, it is <b>so</b> vivid. If a < b then " + PROSE,
    "[recent_dreams(limit=3)] " + PROSE,
    "call:recall_memories{topic:<escape>cats<escape>} " + PROSE,
    "<Save-Symbol-Meaning symbol='moon' meaning='a quiet goodbye'> Noted.",
    PROSE + '<tool_result name="recall_memories">cats, tea, Anna</tool_result> ' + PROSE,
    'Sure. remember(fact="I dream in colour") Anything else?<|im_end|>',
    '{"tool": "remember", "args": {"fact": "I wake at 5",},} ' + PROSE,
    '<tool_call>{"name": "fly", "arguments": {"to": "the moon"}}</tool_call> ' + PROSE,
]
_TOKEN = re.compile(r"\s*[\w']+|\s*[^\w\s]|\s+")


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def bench_stream(rounds: int) -> list[float]:
    """µs per token for each round of streaming every reply token by token."""
    streams = [tokens(r) for r in REPLIES]
    assert all("".join(s) == r for s, r in zip(streams, REPLIES))
    n_tokens = sum(map(len, streams))
    results = []
    for _ in range(rounds):
        start = time.perf_counter()
        for stream in streams:
            parser = StreamParser()
            for tok in stream:
                parser.feed(tok)
            parser.close()
        results.append((time.perf_counter() - start) / n_tokens * 1e6)
    return results


def bench_parse(rounds: int) -> list[float]:
    """Seconds per round of parsing every reply whole."""
    results = []
    for _ in range(rounds):
        start = time.perf_counter()
        for reply in REPLIES:
            parse(reply)
        results.append(time.perf_counter() - start)
    return results


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument(
        "--rounds", type=int, default=200, help="rounds of each measurement (default 200)"
    )
    args = ap.parse_args()
    n_tokens = sum(len(tokens(r)) for r in REPLIES)
    n_calls = sum(len(parse(r).calls) + len(parse(r).rejected) for r in REPLIES)
    size = sum(len(r.encode()) for r in REPLIES)
    per_token = bench_stream(args.rounds)
    per_round = bench_parse(args.rounds)
    # Median and best of rounds: the machine is shared, so the mean mostly measures neighbours.
    med, best = statistics.median(per_token), min(per_token)
    print(
        f"mix: {len(REPLIES)} replies, {n_tokens} tokens, {size} bytes, {n_calls} calls/rejections"
    )
    print(
        f"stream: {med:.1f} us/token median of {args.rounds} rounds (best {best:.1f}) "
        f"= {med / 10_000:.2%} of a 10 ms model token"
    )
    sec = statistics.median(per_round)
    print(
        f"parse:  {n_calls / sec:,.0f} calls/s, {size / sec / 1e6:.2f} MB/s "
        f"(median round {sec * 1e3:.2f} ms; best {n_calls / min(per_round):,.0f} calls/s)"
    )


if __name__ == "__main__":
    main()
