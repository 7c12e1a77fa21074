"""What HTTP adds to a streamed reply, and 8 chat streams at once, on a real server.

    .venv/bin/python benchmarks/bench_web.py [--turns 6] [--clients 8] [--model PRESET] [--json]

One trio run holds the model and the actors (``sandman.open``), the web app served by
Hypercorn's trio worker on a random 127.0.0.1 port, and the HTTP clients (httpx, each stream on
its own connection). The chat backend is wrapped to stamp each ``TextDelta`` as the app hands it
to the web layer; each client stamps the matching ``text`` event as it arrives. The difference is
the latency HTTP adds (JSON encoding, SSE framing, Hypercorn, the socket, httpx's parsing).
Then ``--clients`` clients each send one message at the same moment; every stream must end with
exactly one final event.
"""

from __future__ import annotations

import argparse
import json
import statistics
import tempfile
import time
from collections.abc import AsyncIterator
from contextlib import aclosing
from pathlib import Path
from typing import Any

import httpx
import trio

import sandman
from sandman.actors import App
from sandman.messages import TextDelta, UIEvent
from sandman.storage import open_journal
from sandman.web import Site, bind_socket, create_app, run_app

MESSAGES = [
    "Tell me a bedtime story about the moon.",
    "What does a snake mean?",
    "Write me a poem about sleep.",
    "I dreamt I was flying over the sea, what could it mean?",
    "Find my dreams about water",
    "Can you tell me a story?",
]


class Stamped:
    """The running app; every ``TextDelta`` is stamped as it leaves for the web layer."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.model = app.model
        self.stamps: dict[str, list[float]] = {}

    async def chat(
        self, text: str, *, conversation_id: str | None = None, turn_id: str | None = None
    ) -> AsyncIterator[UIEvent]:
        assert turn_id is not None
        stamps = self.stamps.setdefault(turn_id, [])
        # aclosing: a client leaving early must cancel the turn at once, not at garbage collection.
        async with aclosing(
            self.app.chat(text, conversation_id=conversation_id, turn_id=turn_id)
        ) as events:
            async for event in events:
                if isinstance(event, TextDelta):
                    stamps.append(time.perf_counter())
                yield event

    def cancel(self, turn_id: str) -> bool:
        return self.app.cancel(turn_id)


async def _stream(
    client: httpx.AsyncClient, text: str, conversation: str
) -> tuple[list[dict[str, Any]], list[float]]:
    events: list[dict[str, Any]] = []
    arrivals: list[float] = []
    async with client.stream(
        "POST", "/api/chat", json={"text": text, "conversation_id": conversation}
    ) as response:
        response.raise_for_status()
        async for line in response.aiter_lines():
            if line.startswith("data: "):
                event = json.loads(line[6:])
                if event["type"] == "text":
                    arrivals.append(time.perf_counter())
                events.append(event)
    return events, arrivals


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


async def bench(turns: int, clients: int, model: str | None) -> dict[str, Any]:
    with tempfile.TemporaryDirectory() as tmp:
        db = Path(tmp) / "bench.db"
        async with sandman.open(model=model, db=db) as app, open_journal(db) as journal:
            stamped = Stamped(app)
            sock = bind_socket("127.0.0.1", 0)
            site = Site(port=sock.getsockname()[1])
            web = create_app(chat=stamped, journal=journal, site=site)
            stop = trio.Event()
            async with trio.open_nursery() as nursery:
                listening = trio.Event()
                nursery.start_soon(
                    lambda: run_app(web, sock, stop=stop.wait, on_listening=listening.set)
                )
                await listening.wait()
                # 1. Latency, one stream at a time (the first turn also warms the model up).
                added_ms: list[float] = []
                deltas = 0
                async with httpx.AsyncClient(base_url=site.url, timeout=300) as client:
                    await _stream(client, "Hello!", "warm-up")
                    for i in range(turns):
                        before = set(stamped.stamps)
                        _events, arrivals = await _stream(
                            client, MESSAGES[i % len(MESSAGES)], f"latency-{i}"
                        )
                        (turn_id,) = set(stamped.stamps) - before
                        sent = stamped.stamps[turn_id]
                        assert len(sent) == len(arrivals), (len(sent), len(arrivals))
                        added_ms += [(a - s) * 1000 for s, a in zip(sent, arrivals, strict=True)]
                        deltas += len(sent)
                # 2. Concurrency: every client sends at the same moment, on its own connection.
                results: list[tuple[list[dict[str, Any]], float]] = []

                async def one(i: int, go: trio.Event) -> None:
                    async with httpx.AsyncClient(base_url=site.url, timeout=600) as client:
                        await go.wait()
                        start = time.perf_counter()
                        events, _ = await _stream(
                            client, MESSAGES[i % len(MESSAGES)], f"client-{i}"
                        )
                        results.append((events, time.perf_counter() - start))

                go = trio.Event()
                start = time.perf_counter()
                async with trio.open_nursery() as crowd:
                    for i in range(clients):
                        crowd.start_soon(one, i, go)
                    go.set()
                wall = time.perf_counter() - start
                stop.set()
    finals = [
        [e for e in events if e["type"] in ("turn_finished", "turn_failed")]
        for events, _ in results
    ]
    kinds: dict[str, int] = {}
    for f in finals:
        for e in f:
            key = e["type"] if e["type"] == "turn_finished" else f"turn_failed:{e['kind']}"
            kinds[key] = kinds.get(key, 0) + 1
    return {
        "model": app.model.name,
        "latency_turns": turns,
        "text_events": deltas,
        "added_ms_p50": round(statistics.median(added_ms), 3),
        "added_ms_p95": round(_pct(added_ms, 0.95), 3),
        "added_ms_max": round(max(added_ms), 3),
        "clients": clients,
        "streams_with_exactly_one_final_event": sum(
            len(f) == 1 and f[0] is events[-1]
            for f, (events, _) in zip(finals, results, strict=True)
        ),
        "final_events": kinds,
        "concurrent_wall_s": round(wall, 2),
        "stream_s_p50": round(statistics.median(t for _, t in results), 2),
        "stream_s_max": round(max(t for _, t in results), 2),
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--clients", type=int, default=8)
    parser.add_argument("--model", default=None)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = trio.run(bench, args.turns, args.clients, args.model)
    if args.json:
        print(json.dumps(result))
        return
    print(f"model {result['model']}")
    print(
        f"added latency, TextDelta in the app -> text event at the HTTP client "
        f"({result['text_events']} events in {result['latency_turns']} turns): "
        f"p50 {result['added_ms_p50']} ms, p95 {result['added_ms_p95']} ms, max {result['added_ms_max']} ms"
    )
    print(
        f"{result['clients']} concurrent streams: {result['streams_with_exactly_one_final_event']} ended "
        f"with exactly one final event {result['final_events']}; wall {result['concurrent_wall_s']} s, "
        f"per stream p50 {result['stream_s_p50']} s, max {result['stream_s_max']} s"
    )


if __name__ == "__main__":
    main()
