"""Slow clients against a real `sandman serve`: N connections each send a request head and a
piece of its body, then nothing. Prints, as one JSON object: the server's RSS before, with all of
them open, and after; how long until the server had closed every one (its body deadline is
30 s); and /api/health's latency while they were open.

Run: .venv/bin/python benchmarks/bench_slow_clients.py [--clients 1000]
"""

from __future__ import annotations

import argparse
import json
import os
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

import httpx
import trio


def rss_mb(pid: int) -> float:
    with open(f"/proc/{pid}/status") as f:
        kb = int(re.search(r"VmRSS:\s+(\d+)", f.read()).group(1))  # type: ignore[union-attr]
    return round(kb / 1024, 1)


async def main(clients: int, waves_n: int) -> dict[str, object]:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(hard, max(soft, clients * 2 + 100)), hard))
    db = os.path.join(tempfile.mkdtemp(), "j.db")
    server = subprocess.Popen(
        [sys.executable, "-m", "sandman.cli", "serve", "--port", "0", "--db", db],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    try:
        assert server.stdout is not None
        line = server.stdout.readline()
        url = re.search(r"http://[\d.]+:(\d+)/", line)
        assert url, line
        port = int(url.group(1))
        base = rss_mb(server.pid)
        waves = []
        for _ in range(waves_n):
            waves.append(await wave(port, clients, server.pid))
        return {"clients": clients, "rss_mb_before": base, "waves": waves}
    finally:
        server.terminate()
        server.wait(timeout=30)


async def wave(port: int, clients: int, pid: int) -> dict[str, object]:
    head = (
        f"POST /api/dreams HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nContent-Type: application/json\r\n"
        'Content-Length: 1000\r\n\r\n{"text": "a'
    ).encode()
    streams = []
    for _ in range(clients):
        s = await trio.open_tcp_stream("127.0.0.1", port)
        await s.send_all(head)
        streams.append(s)
    opened = time.monotonic()
    health_ms: list[float] = []
    closed = 0
    peak = rss_mb(pid)

    async def wait_closed(s: trio.SocketStream) -> None:
        nonlocal closed
        while await s.receive_some(65536):
            pass
        closed += 1

    async with (
        httpx.AsyncClient(base_url=f"http://127.0.0.1:{port}", timeout=10) as client,
        trio.open_nursery() as nursery,
    ):
        for s in streams:
            nursery.start_soon(wait_closed, s)
        while closed < clients and time.monotonic() - opened < 120:
            t = time.perf_counter()
            ok = (await client.get("/api/health")).status_code == 200
            health_ms.append((time.perf_counter() - t) * 1000 if ok else float("inf"))
            peak = max(peak, rss_mb(pid))
            await trio.sleep(0.5)
    all_closed_s = time.monotonic() - opened
    await trio.sleep(1)
    return {
        "closed": closed,
        "all_closed_after_s": round(all_closed_s, 1),
        "rss_mb_peak": peak,
        "rss_mb_after": rss_mb(pid),
        "health_ms_p50": round(statistics.median(health_ms), 1),
        "health_ms_max": round(max(health_ms), 1),
        "health_failures": sum(1 for h in health_ms if h == float("inf")),
    }


if __name__ == "__main__":
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--clients", type=int, default=1000)
    parser.add_argument("--waves", type=int, default=2, help="rounds of clients, one after another")
    args = parser.parse_args()
    print(json.dumps(trio.run(main, args.clients, args.waves)))
