"""The app behind Hypercorn's trio worker on a real socket (in this trio run, scripted model):
a random port, a stream over TCP, a client hanging up, a clean shutdown, a busy port."""

from __future__ import annotations

import functools
import json
import socket
import threading
from collections.abc import AsyncIterator
from contextlib import aclosing
from pathlib import Path
from typing import Any

import httpx
import pytest
import trio

import sandman
from sandman.actors import App
from sandman.cli import build_parser
from sandman.guard import MAX_SENTENCE
from sandman.messages import UIEvent
from sandman.storage import open_journal
from sandman.web import Server, ServerError, Site, bind_socket, create_app, run_app, serve

from .conftest import WebModel


class Gate:
    """Lets the scripted model decode ``free`` chunks, then holds its thread until opened."""

    def __init__(self, model: WebModel, free: int) -> None:
        self._open = threading.Event()
        self._free = free
        model.on_chunk = self._on_chunk

    def _on_chunk(self, produced: int) -> None:
        if produced > self._free:
            self._open.wait(timeout=30)

    def open(self) -> None:
        self._open.set()


class Watched:
    """The running app, telling the test when an HTTP turn's event stream is let go."""

    def __init__(self, app: App) -> None:
        self.app = app
        self.model = app.model
        self.let_go = trio.Event()

    async def chat(
        self, text: str, *, conversation_id: str | None = None, turn_id: str | None = None
    ) -> AsyncIterator[UIEvent]:
        try:
            # aclosing: leaving early must close the app's own generator now (that is what
            # cancels the turn), not whenever it is garbage-collected.
            async with aclosing(
                self.app.chat(text, conversation_id=conversation_id, turn_id=turn_id)
            ) as events:
                async for event in events:
                    yield event
        finally:
            self.let_go.set()

    def cancel(self, turn_id: str) -> bool:
        return self.app.cancel(turn_id)


async def _events(response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    async for line in response.aiter_lines():
        if line.startswith("data: "):
            yield json.loads(line[len("data: ") :])


def _run_on(pieces: int) -> list[str]:
    """A reply of one sentence that never ends, in long clauses: the reply guard shows a run-on
    sentence once it passes ``MAX_SENTENCE``, so text reaches the reader within a few tokens."""
    return [f"w{i} " + "x" * (MAX_SENTENCE // 2) + ", " for i in range(pieces)]


@pytest.mark.reply_style("small")
async def test_hanging_up_a_tcp_stream_cancels_the_turn(tmp_path: Path) -> None:
    model = WebModel()
    model.enqueue(_run_on(500))
    gate = Gate(model, free=4)
    db = tmp_path / "j.db"
    async with sandman.open(model=model, db=db) as app, open_journal(db) as journal:
        watched = Watched(app)
        sock = bind_socket("127.0.0.1", 0)
        site = Site(port=sock.getsockname()[1])
        web = create_app(chat=watched, journal=journal, site=site)
        stop = trio.Event()
        async with trio.open_nursery() as nursery:
            await nursery.start(_run, web, sock, stop)
            async with httpx.AsyncClient(base_url=site.url, timeout=30) as client:
                async with client.stream(
                    "POST",
                    "/api/chat",
                    json={"text": "let's talk about the sea", "conversation_id": "tcp"},
                ) as response:
                    assert response.status_code == 200
                    async for event in _events(response):
                        if event["type"] == "text":
                            break
                # Leaving the block before the end closes the connection.
                at_hang_up = model.produced
                with trio.fail_after(20):
                    await watched.let_go.wait()
                gate.open()
                await app.inference.wait_idle()
                assert model.produced - at_hang_up <= 2, (at_hang_up, model.produced)
                assert app.statistics().bridge.active_turns == 0
                assert (
                    await client.get("/api/conversations/tcp")
                ).status_code == 404  # never finished
            stop.set()


async def _run(
    web: Any, sock: socket.socket, stop: trio.Event, *, task_status: trio.TaskStatus[None]
) -> None:
    await run_app(
        web, sock, stop=stop.wait, on_listening=functools.partial(task_status.started, None)
    )


@pytest.mark.reply_style("small")
async def test_serve_answers_on_a_random_port_and_shuts_down_with_final_events(
    tmp_path: Path,
) -> None:
    model = WebModel()
    model.enqueue(_run_on(500))
    gate = Gate(model, free=4)
    async with trio.open_nursery() as nursery:
        server: Server = await nursery.start(
            functools.partial(serve, model=model, db=tmp_path / "j.db", host="127.0.0.1", port=0)
        )
        assert server.url.startswith("http://127.0.0.1:") and server.site.port != 0
        assert server.login_url is None and server.site.token is None
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as client:
            health = await client.get("/api/health")
            assert health.json()["model"] == "smollm2-135m"
            assert health.headers["content-security-policy"]
            seen: list[dict[str, Any]] = []
            async with client.stream(
                "POST", "/api/chat", json={"text": "a long story please"}
            ) as response:
                async for event in _events(response):
                    seen.append(event)
                    if event["type"] == "text" and len(seen) < 100:
                        server.shutdown()  # like Ctrl-C while a reply streams
                        gate.open()
            # The stream ended by itself, with exactly one final event: the turn was cancelled.
            assert seen[-1]["type"] == "turn_failed" and seen[-1]["kind"] == "cancelled"
            assert sum(e["type"] in ("turn_finished", "turn_failed") for e in seen) == 1
    # serve() returned (the nursery closed): the port is free again.
    again = bind_socket("127.0.0.1", server.site.port)
    again.close()


async def test_a_busy_port_is_one_clear_line(tmp_path: Path) -> None:
    taken = socket.socket()
    taken.bind(("127.0.0.1", 0))
    taken.listen()
    try:
        with pytest.raises(
            ServerError,
            match=r"^port \d+ on 127.0.0.1 is already in use; choose another with --port$",
        ):
            await serve(model=WebModel(), db=tmp_path / "j.db", port=taken.getsockname()[1])
        with pytest.raises(ServerError, match="cannot listen on"):
            bind_socket("no-such-host.invalid", 0)
    finally:
        taken.close()
    assert not (tmp_path / "j.db").exists()  # a busy port fails before anything is opened


async def test_a_host_beyond_loopback_gets_a_fresh_token(tmp_path: Path) -> None:
    async with trio.open_nursery() as nursery:
        server: Server = await nursery.start(
            functools.partial(serve, model=WebModel(), db=tmp_path / "j.db", host="0.0.0.0", port=0)
        )
        token = server.site.token
        assert token is not None and len(token) >= 32
        assert server.login_url == f"http://0.0.0.0:{server.site.port}/?token={token}"
        base = f"http://127.0.0.1:{server.site.port}"
        async with httpx.AsyncClient(base_url=base, timeout=30) as client:
            assert (await client.get("/api/health")).status_code == 401
            ok = await client.get("/api/health", headers={"authorization": f"Bearer {token}"})
            assert ok.status_code == 200
        server.shutdown()


async def test_serve_hands_max_in_flight_to_the_app(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # `sandman serve --max-in-flight N` reaches the Inference actor (it matters for a model server).
    opened: list[dict[str, Any]] = []
    real_open = sandman.open

    def spy(**kwargs: Any) -> Any:
        opened.append(kwargs)
        return real_open(**kwargs)

    monkeypatch.setattr(sandman, "open", spy)
    async with trio.open_nursery() as nursery:
        server: Server = await nursery.start(
            functools.partial(
                serve,
                model=WebModel(),
                db=tmp_path / "j.db",
                host="127.0.0.1",
                port=0,
                max_in_flight=3,
            )
        )
        server.shutdown()
    assert [o["max_in_flight"] for o in opened] == [3]
    args = build_parser().parse_args(["serve", "--max-in-flight", "2"])
    assert args.max_in_flight == 2
    assert build_parser().parse_args(["serve"]).max_in_flight == 4


def _restore_backup(db: Path, backup: Path) -> None:
    import os

    os.replace(backup, db)  # a backup restored with `mv`, as sync tools replace files


def _remove(db: Path, backup: Path) -> None:
    db.unlink()


def _overwrite(db: Path, backup: Path) -> None:
    with open(db, "r+b") as f:  # in place: the same file, other bytes
        f.write(b"not a database any more\n" * 200)


@pytest.mark.parametrize(
    "change", [_remove, _restore_backup, _overwrite], ids=["rm", "mv backup", "overwrite"]
)
async def test_a_journal_file_replaced_under_serve_refuses_writes_and_says_so(
    tmp_path: Path, change: Any
) -> None:
    """`sandman serve --db j.db`, then j.db removed, replaced or overwritten: no write is
    acknowledged (the API answers 503 with the reason, a chat turn ends `journal_replaced`),
    health says why, and after a restart the journal holds what it held, nothing acknowledged
    is missing."""
    db, backup = tmp_path / "j.db", tmp_path / "backup.db"
    async with open_journal(backup) as j:
        await j.add_dream("the backup's own dream")
    model = WebModel()
    model.enqueue(["Sweet dreams."] * 4)
    acknowledged: list[int] = []
    async with trio.open_nursery() as nursery:
        server: Server = await nursery.start(
            functools.partial(serve, model=model, db=db, host="127.0.0.1", port=0)
        )
        async with httpx.AsyncClient(base_url=server.url, timeout=30) as client:
            first = await client.post("/api/dreams", json={"text": "a dream before"})
            assert first.status_code == 201
            acknowledged.append(first.json()["id"])
            assert (await client.get("/api/health")).status_code == 200
            change(db, backup)
            health = await client.get("/api/health")
            assert health.status_code == 503 and health.json()["status"] == "journal_replaced"
            refused = await client.post("/api/dreams", json={"text": "a dream after"})
            assert refused.status_code == 503, refused.text
            assert "while Sandman was running" in refused.json()["error"]
            remembered = await client.post("/api/memories", json={"fact": "I work nights"})
            assert remembered.status_code == 503
            seen: list[dict[str, Any]] = []
            async with client.stream("POST", "/api/chat", json={"text": "good night"}) as response:
                assert response.status_code == 200
                async for event in _events(response):
                    seen.append(event)
            assert seen[-1]["type"] == "turn_failed", seen
            assert seen[-1]["kind"] == "journal_replaced"
        server.shutdown()
    if change is _restore_backup:
        async with open_journal(db) as j:
            texts = [d.text for d in await j.list_dreams(limit=10)]
        assert texts == ["the backup's own dream"]  # the restored file, unmixed
    assert acknowledged == [1]


# --- slow and vanished clients ------------------------------------------------------------------


async def _raw_request(port: int, head: bytes, body: bytes) -> trio.SocketStream:
    stream = await trio.open_tcp_stream("127.0.0.1", port)
    await stream.send_all(head + body)
    return stream


async def _read_all(stream: trio.SocketStream) -> bytes:
    data = b""
    while chunk := await stream.receive_some(65536):
        data += chunk
    return data


def _half_sent(port: int, length: int = 100) -> bytes:
    return (
        f"POST /api/dreams HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n"
        f"Content-Type: application/json\r\nContent-Length: {length}\r\n\r\n"
    ).encode()


async def test_a_body_that_never_finishes_is_answered_408_and_closed_while_others_are_served(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
) -> None:
    """Half-sent bodies hold nothing for ever: each gets 408 once the body deadline passes and
    its connection is closed; meanwhile health is answered; a client that hangs up mid-body is
    one debug line, not an error with a traceback; past the request bound, 503 at once."""
    model = WebModel()
    model.enqueue(["slow, ", "but ", "whole."])
    gate = Gate(model, free=1)
    db = tmp_path / "j.db"
    caplog.set_level("DEBUG")
    async with sandman.open(model=model, db=db) as app, open_journal(db) as journal:
        sock = bind_socket("127.0.0.1", 0)
        port = sock.getsockname()[1]
        site = Site(port=port, body_timeout=0.5, max_requests=3)
        web = create_app(chat=Watched(app), journal=journal, site=site)
        stop = trio.Event()
        async with trio.open_nursery() as nursery:
            await nursery.start(_run, web, sock, stop)
            stalled = [await _raw_request(port, _half_sent(port), b'{"text": "a') for _ in range(2)]
            async with httpx.AsyncClient(base_url=site.url, timeout=30) as client:
                assert (await client.get("/api/health")).status_code == 200  # served meanwhile
                # The bound (3): three stalled bodies fill it; a fourth request is refused at
                # once, while health is still answered.
                third = await _raw_request(port, _half_sent(port), b"{")
                assert (await client.get("/api/dreams")).status_code == 503
                assert (await client.get("/api/health")).status_code == 200
                with trio.fail_after(10):
                    for stream in [*stalled, third]:
                        answer = await _read_all(stream)  # the server closes the connection
                        assert answer.startswith(b"HTTP/1.1 408"), answer[:80]
                        assert b"did not arrive within 0.5 s" in answer
                assert (await client.get("/api/health")).status_code == 200
                # A streamed reply outlives the body deadline: only the body is timed.
                async with client.stream(
                    "POST", "/api/chat", json={"text": "a story please"}
                ) as response:
                    events = []
                    async for event in _events(response):
                        events.append(event)
                        if len(events) == 1:
                            # Hold the reply past the body deadline (a real wait, not a sync).
                            await trio.sleep(0.8)
                            gate.open()
                assert events[-1]["type"] == "turn_finished", events
                # A client that hangs up mid-body.
                gone = await _raw_request(port, _half_sent(port), b'{"te')
                await gone.aclose()
                assert (await client.get("/api/health")).status_code == 200
            stop.set()
    errors = [r for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")]
    assert errors == [], [r.getMessage() for r in errors]
    assert not any(r.exc_info for r in caplog.records if r.name.startswith("sandman"))
