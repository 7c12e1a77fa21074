"""Cost of the tool-call stripper per streamed token, and whole-reply parse throughput.

    .venv/bin/python benchmarks/bench_toolcalls.py [--repeat 200] [--json]

The mix is what the respond step produces: mostly prose, a call in one of the common syntaxes in
about half the replies, now and then HTML, user-requested JSON or an echoed tool result. Replies
are cut into model-like tokens (a leading space plus up to four characters) and fed one token at
a time, as the Responder does. The model itself takes ~10 ms per token on this machine, so the
stripper's cost per token should stay in the microseconds.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import time

from sandman.toolcalls import StreamParser, parse

_PROSE = (
    "Flying over water often shows up when something in your life feels lighter than before. "
    "You wrote about the same bridge last week, and both times the river was calm."
)
_REPLIES = [
    _PROSE,
    f'Got it, I will remember that. <remember fact="My sister is called Anna" /> {_PROSE}',
    f'Let me look. <search_dreams query="flying" />\n\n{_PROSE}',
    f'<tool_call>\n{{"name": "save_symbol_meaning", "arguments": {{"symbol": "water", "meaning": "calm"}}}}\n</tool_call>\nSaved. {_PROSE}',
    f'{_PROSE}\n```json\n{{"name": "recent_dreams", "arguments": {{"limit": 3}}}}\n```',
    f'[lookup_symbol(symbol="snake")] {_PROSE}',
    f"call:recall_memories{{topic:<escape>family<escape>}} {_PROSE}",
    f"Here is your summary as JSON: {{\"mood\": \"calm\", \"symbols\": [\"water\", \"bridge\"]}} {_PROSE}",
    f"That sounds <b>really</b> vivid, and 3 < 5 dreams this week is a lot. I <3 it. {_PROSE}",
    f'You said <tool_result name="recall_memories">sister: Anna</tool_result> before. {_PROSE}',
    f'<Remember fact=\'I sleep badly in summer\'> {_PROSE}<|im_end|>',
    f"{_PROSE} {_PROSE}",
]
_TOKEN = re.compile(r"\s*[^\s]{1,4}|\s+")


def tokens(text: str) -> list[str]:
    return _TOKEN.findall(text)


def bench_stream(repeat: int) -> dict[str, float]:
    streams = [tokens(r) for r in _REPLIES]
    per_token_ns: list[int] = []
    clock = time.perf_counter_ns
    for _ in range(repeat):
        for toks in streams:
            parser = StreamParser()
            for tok in toks:
                t0 = clock()
                parser.feed(tok)
                per_token_ns.append(clock() - t0)
            t0 = clock()
            parser.close()
            per_token_ns.append(clock() - t0)
    per_token_ns.sort()
    return {
        "tokens": len(per_token_ns),
        "us_per_token_mean": statistics.fmean(per_token_ns) / 1000,
        "us_per_token_p50": per_token_ns[len(per_token_ns) // 2] / 1000,
        "us_per_token_p99": per_token_ns[int(len(per_token_ns) * 0.99)] / 1000,
        "us_per_token_max": per_token_ns[-1] / 1000,
    }


def bench_parse(repeat: int) -> dict[str, float]:
    size = sum(len(r.encode()) for r in _REPLIES)
    calls = 0
    t0 = time.perf_counter()
    for _ in range(repeat):
        for reply in _REPLIES:
            calls += len(parse(reply).calls)
    elapsed = time.perf_counter() - t0
    return {
        "replies_per_s": repeat * len(_REPLIES) / elapsed,
        "calls_per_s": calls / elapsed,
        "mb_per_s": repeat * size / elapsed / 1e6,
        "calls_in_mix": calls / repeat,
        "replies_in_mix": len(_REPLIES),
        "bytes_in_mix": size,
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeat", type=int, default=200, help="passes over the reply mix (default 200)")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args()
    bench_parse(5)  # warm the registry cache and the regex engine
    result = {"stream": bench_stream(args.repeat), "parse": bench_parse(args.repeat)}
    if args.json:
        print(json.dumps(result))
        return
    s, p = result["stream"], result["parse"]
    print(f"stripper: {s['us_per_token_mean']:.1f} us/token mean, p50 {s['us_per_token_p50']:.1f}, "
          f"p99 {s['us_per_token_p99']:.1f}, max {s['us_per_token_max']:.0f} ({s['tokens']:.0f} tokens)")
    print(f"parse:    {p['calls_per_s']:,.0f} calls/s, {p['replies_per_s']:,.0f} replies/s, {p['mb_per_s']:.2f} MB/s "
          f"({p['replies_in_mix']:.0f} replies, {p['calls_in_mix']:.0f} calls, {p['bytes_in_mix']:.0f} bytes per pass)")


if __name__ == "__main__":
    main()
