"""Every way a model server can fail ends a turn with exactly one ``TurnFailed`` of a clear kind.

The misbehaving server here is real HTTP over a real socket on 127.0.0.1 (a few lines of trio),
scripted per request: refuse, drop the connection, answer 4xx/5xx, send broken or unfinished
event streams, go silent, or hang up mid-reply. The real llama-cpp-python server is used for
the rest (``test_remote.py``, ``tests/actors/test_remote_loop.py``).
"""

from __future__ import annotations

import json
import socket
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

import msgspec
import pytest
import trio

from sandman.actors import Inference, open_app
from sandman.inference import ENGINES, Completion, ModelError, RemoteModel
from sandman.messages import TextDelta, TurnFailed, TurnFinished, UIEvent

from ..actors.conftest import Decision, MemoryJournal

Action = Callable[[trio.SocketStream], Awaitable[None]]
HEAD = "HTTP/1.1 {status}\r\nContent-Type: {ctype}\r\n{extra}Connection: close\r\n\r\n"


def _chunk(data: bytes) -> bytes:
    return f"{len(data):x}\r\n".encode() + data + b"\r\n"


def event(text: str = "", finish: str | None = None) -> bytes:
    payload = {"choices": [{"index": 0, "text": text, "finish_reason": finish}]}
    return b"data: " + json.dumps(payload).encode() + b"\n\n"


def sse(*events: bytes, end: bool = True, then: str = "close") -> Action:
    """An event stream (chunked); ``end=False`` hangs up without the last chunk, ``then="hang"``
    stays silent after the events, ``then="wait_close"`` waits for the client to hang up."""

    async def act(stream: trio.SocketStream) -> None:
        await stream.send_all(
            HEAD.format(
                status="200 OK", ctype="text/event-stream", extra="Transfer-Encoding: chunked\r\n"
            ).encode()
        )
        for data in events:
            await stream.send_all(_chunk(data))
        if then == "hang":
            await trio.sleep_forever()
        if then == "wait_close":
            FakeServer.current.sent.set()
            try:
                while await stream.receive_some():
                    pass
            except trio.BrokenResourceError:
                pass  # a reset is a hang-up too
            FakeServer.current.closed_by_client.set()
            return
        if end:
            await stream.send_all(b"0\r\n\r\n")

    return act


def status(code: str, body: bytes, ctype: str = "application/json") -> Action:
    async def act(stream: trio.SocketStream) -> None:
        await stream.send_all(
            HEAD.format(status=code, ctype=ctype, extra=f"Content-Length: {len(body)}\r\n").encode()
            + body
        )

    return act


async def hang_up(stream: trio.SocketStream) -> None:
    """Accept the request, answer nothing, close."""


async def silence(stream: trio.SocketStream) -> None:
    await trio.sleep_forever()


OK_REPLY = sse(event("Hello"), event(" there."), event("", "stop"), b"data: [DONE]\n\n")


class FakeServer:
    current: FakeServer

    def __init__(self, actions: list[Action]) -> None:
        self.actions: deque[Action] = deque(actions)
        self.requests: list[dict[str, Any]] = []
        self.closed_by_client = trio.Event()
        self.sent = trio.Event()
        self.port = 0
        FakeServer.current = self

    async def handle(self, stream: trio.SocketStream) -> None:
        async with stream:
            data = b""
            while b"\r\n\r\n" not in data:
                more = await stream.receive_some()
                if not more:
                    return
                data += more
            head, _, body = data.partition(b"\r\n\r\n")
            length = next(
                (
                    int(line.split(b":")[1])
                    for line in head.split(b"\r\n")
                    if line.lower().startswith(b"content-length")
                ),
                0,
            )
            while len(body) < length:
                body += await stream.receive_some()
            self.requests.append(json.loads(body) if body else {})
            action = self.actions.popleft() if self.actions else hang_up
            try:
                await action(stream)
            except trio.BrokenResourceError:
                pass  # the client hung up: that is its right


@asynccontextmanager
async def fake_server(*actions: Action) -> AsyncIterator[FakeServer]:
    server = FakeServer(list(actions))
    listeners = await trio.open_tcp_listeners(0, host="127.0.0.1")
    server.port = listeners[0].socket.getsockname()[1]
    async with trio.open_nursery() as nursery:
        nursery.start_soon(trio.serve_listeners, server.handle, listeners)
        yield server
        nursery.cancel_scope.cancel()


def remote(port: int, **kwargs: Any) -> RemoteModel:
    options: dict[str, Any] = {
        "retries": 2,
        "backoff": 0.01,
        "read_timeout": 0.5,
        "connect_timeout": 2.0,
    }
    options.update(kwargs)
    return RemoteModel(
        f"http://127.0.0.1:{port}/v1", model="fake", engine=ENGINES["openai"], **options
    )


class RespondPolicy:
    """Every message goes to the respond step (one model request per turn)."""

    def first_pass(self, text: str) -> Decision:
        return Decision(route="respond", source="first_pass")

    def request(self, text: str) -> Completion:
        raise AssertionError("not asked")

    def parse(self, output: str, text: str) -> Decision:
        raise AssertionError("not asked")


async def one_turn(model: RemoteModel, text: str = "hi") -> list[UIEvent]:
    journal = MemoryJournal()
    async with open_app(
        inference=Inference(model), policy=RespondPolicy(), tools=journal, history=journal
    ) as app:
        with trio.fail_after(20):
            return [e async for e in app.chat(text)]


def failure(events: list[UIEvent]) -> TurnFailed:
    finals = [e for e in events if isinstance(e, (TurnFinished, TurnFailed))]
    assert len(finals) == 1 and finals[0] is events[-1], events
    assert isinstance(events[-1], TurnFailed), events[-1]
    assert "\n" not in events[-1].error
    return events[-1]


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


async def test_a_refused_connection_is_retried_then_fails_as_unreachable() -> None:
    failed = failure(await one_turn(remote(free_port())))
    assert failed.kind == "unreachable"
    assert (
        "cannot reach the model server at http://127.0.0.1:" in failed.error
        and "(3 tries)" in failed.error
    )


async def test_a_connection_dropped_before_the_answer_is_retried_and_the_reply_comes() -> None:
    async with fake_server(
        hang_up, status("503 Service Unavailable", b'{"error": "loading"}'), OK_REPLY
    ) as server:
        events = await one_turn(remote(server.port))
    assert isinstance(events[-1], TurnFinished) and events[-1].text == "Hello there."
    assert len(server.requests) == 3


async def test_retries_are_bounded() -> None:
    async with fake_server(hang_up, hang_up, hang_up, OK_REPLY) as server:
        failed = failure(await one_turn(remote(server.port, retries=2)))
    assert failed.kind == "unreachable" and "closed the connection before answering" in failed.error
    assert len(server.requests) == 3


async def test_an_http_error_carries_the_servers_own_message() -> None:
    body = b'{"error": {"message": "out of memory while loading the KV cache", "type": "server_error"}}'
    async with fake_server(status("500 Internal Server Error", body)) as server:
        failed = failure(await one_turn(remote(server.port)))
    assert failed.kind == "http_error"
    assert failed.error.endswith("answered 500: out of memory while loading the KV cache")
    assert len(server.requests) == 1  # a 500 is an answer, not a connection problem: no retry


async def test_a_context_overflow_is_too_long() -> None:
    body = (
        b'{"object": "error", "message": "This model\'s maximum context length is 2048 tokens. '
        b'However, you requested 3100 tokens (2900 in the messages, 200 in the completion).", "code": 400}'
    )
    async with fake_server(status("400 Bad Request", body)) as server:
        failed = failure(await one_turn(remote(server.port)))
    assert failed.kind == "too_long" and "maximum context length is 2048" in failed.error


async def test_a_stream_that_ends_without_a_finish_reason_is_incomplete() -> None:
    async with fake_server(sse(event("Hello"), event(" the"), b"data: [DONE]\n\n")) as server:
        events = await one_turn(remote(server.port))
    failed = failure(events)
    assert failed.kind == "incomplete" and "without a finish reason after 2 pieces" in failed.error


@pytest.mark.parametrize(
    "action, detail",
    [
        (sse(event("Hi"), b"data: {not json\n\n"), "not JSON"),
        (sse(b'data: {"id": 1}\n\n'), "without choices"),
        (status("200 OK", b'{"choices": []}'), "did not answer with an event stream"),
    ],
)
async def test_malformed_events_are_a_bad_stream(action: Action, detail: str) -> None:
    async with fake_server(action) as server:
        failed = failure(await one_turn(remote(server.port)))
    assert failed.kind == "bad_stream" and detail in failed.error


async def test_an_error_reported_inside_the_stream_ends_the_turn() -> None:
    error = b'data: {"error": {"code": 500, "message": "slot unavailable"}}\n\n'
    async with fake_server(sse(event("Hi"), error)) as server:
        failed = failure(await one_turn(remote(server.port)))
    assert failed.kind == "model_error" and "slot unavailable" in failed.error


async def test_silence_before_the_answer_times_out() -> None:
    async with fake_server(silence) as server:
        failed = failure(await one_turn(remote(server.port, read_timeout=0.3)))
    assert failed.kind == "timeout" and "before answering" in failed.error
    assert len(server.requests) == 1


async def test_silence_between_two_pieces_times_out_and_nothing_is_shown_twice() -> None:
    async with fake_server(sse(event("Once"), event(" upon"), then="hang"), OK_REPLY) as server:
        events = await one_turn(remote(server.port, read_timeout=0.3))
    failed = failure(events)
    assert failed.kind == "timeout" and "between two pieces of the reply" in failed.error
    # What was shown (the reply guard may hold an unfinished clause back) is shown once.
    assert "Once upon".startswith("".join(e.text for e in events if isinstance(e, TextDelta)))
    assert len(server.requests) == 1  # never retried after the first piece


async def test_a_connection_lost_mid_reply_is_disconnected_and_not_retried() -> None:
    async with fake_server(sse(event("Once"), event(" upon"), end=False), OK_REPLY) as server:
        events = await one_turn(remote(server.port))
    failed = failure(events)
    assert failed.kind == "disconnected" and "mid-reply" in failed.error
    assert "Once upon".startswith("".join(e.text for e in events if isinstance(e, TextDelta)))
    assert len(server.requests) == 1


async def test_cancelling_a_turn_closes_its_http_stream_at_once() -> None:
    async with fake_server(sse(event("Once"), event(" upon"), then="wait_close")) as server:
        journal = MemoryJournal()
        model = remote(server.port, read_timeout=30)
        async with open_app(
            inference=Inference(model), policy=RespondPolicy(), tools=journal, history=journal
        ) as app:
            events: list[UIEvent] = []

            async def read() -> None:
                async for e in app.chat("let's talk about the sea", turn_id="t-cancel"):
                    events.append(e)

            with trio.fail_after(10):
                async with trio.open_nursery() as nursery:
                    nursery.start_soon(read)
                    await server.sent.wait()  # the reply is streaming
                    app.cancel("t-cancel")
                    # The server sees the client hang up, with no read timeout involved.
                    await server.closed_by_client.wait()
    assert failure(events).kind == "cancelled"


def test_the_blocking_stream_reports_the_same_failures() -> None:
    async def main() -> None:
        async with fake_server(sse(event("Hello"), b"data: [DONE]\n\n")) as server:
            model = remote(server.port)
            with pytest.raises(ModelError) as caught:
                await trio.to_thread.run_sync(
                    lambda: "".join(model.stream(Completion(prompt="hi")))
                )
            model.close()
        assert caught.value.kind == "incomplete"

    trio.run(main)


async def test_the_request_carries_the_completion_settings() -> None:
    async with fake_server(OK_REPLY) as server:
        model = remote(server.port, seed=7)
        async with model.open_stream(
            Completion(
                prompt="<|im_start|>user\nhi<|im_end|>\n<|im_start|>assistant\n",
                max_tokens=12,
                temperature=0.2,
                stop=("\n\n",),
                grammar='root ::= "x"',
                repeat_penalty=1.1,
            )
        ) as stream:
            text = "".join([piece async for piece in stream])
        model.close()
    assert text == "Hello there."
    sent = server.requests[0]
    assert (
        sent["prompt"].startswith("<|im_start|>user")
        and sent["model"] == "fake"
        and sent["stream"] is True
    )
    assert (sent["max_tokens"], sent["temperature"], sent["stop"], sent["seed"]) == (
        12,
        0.2,
        ["\n\n"],
        7,
    )
    # A server of unknown make gets no grammar and no repeat penalty field it may not know.
    assert "grammar" not in sent and "repeat_penalty" not in sent
    assert stream.stats is not None and stream.stats.completion_tokens == 2
    assert msgspec.to_builtins(stream.stats)["stop_reason"] == "stop"
