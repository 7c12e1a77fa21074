"""The whole loop through a real model server: llama-cpp-python's OpenAI-compatible server
serving the bundled SmolLM2 file on 127.0.0.1 (one server for this module; the test that kills
a server mid-reply starts its own)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path

import msgspec
import pytest
import trio

import sandman
from sandman.actors import Inference, open_app
from sandman.actors._common import run_generation
from sandman.inference import (
    AsyncCompletionStream,
    Completion,
    CompletionStats,
    CompletionStream,
    RemoteModel,
)
from sandman.messages import (
    Generate,
    GenerationFailed,
    GenerationFinished,
    RouteDecided,
    TextDelta,
    ToolFinished,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from sandman.prompts import render_chat
from sandman.routing import RouterPolicy
from sandman.storage import open_journal

from ..conftest import LlamaServer

# Every test here runs a real model, in this process, a subprocess or behind a server.
# The model's own words stream in every test here (the mechanism, whatever the shipped style).
pytestmark = [pytest.mark.model, pytest.mark.reply_style("small")]


def assert_clean_turn(events: list[UIEvent]) -> str:
    finals = [e for e in events if isinstance(e, (TurnFinished, TurnFailed))]
    assert len(finals) == 1 and finals[0] is events[-1], events[-3:]
    assert isinstance(events[-1], TurnFinished), events[-1]
    text = "".join(e.text for e in events if isinstance(e, TextDelta))
    assert text == events[-1].text and text.strip()
    assert "<|im_" not in text and "<tool_result" not in text
    return text


STREAMING = '"POST /v1/completions HTTP/1.1" 200'


def posts(server: LlamaServer) -> int:
    return sum('"POST /v1/completions' in line for line in server.lines)


async def test_every_route_runs_through_the_server_and_the_reply_streams(
    llama_server: LlamaServer, api_key: str, tmp_path: Path
) -> None:
    messages = {
        "respond": "Good morning!",
        "lookup_symbol": "what does a bridge mean",
        "search_dreams": "find my dreams about trains",
        "recall_memories": "what do you remember about my brother?",
        "recent_dreams": "show my latest dreams",
    }
    seen: dict[str, str] = {}
    deltas = 0
    before = posts(llama_server)
    model = Watched(RemoteModel.open(llama_server.url))
    async with sandman.open(model=model, db=tmp_path / "j.db") as app:
        for expected, text in messages.items():
            with trio.fail_after(120):
                events = [e async for e in app.chat(text)]
            assert_clean_turn(events)
            seen[expected] = next(e.route for e in events if isinstance(e, RouteDecided))
            if expected != "respond":
                assert [e.ok for e in events if isinstance(e, ToolFinished)] == [True]
            deltas = max(deltas, sum(isinstance(e, TextDelta) for e in events))
    model.close()
    assert seen == {route: route for route in messages}
    assert deltas > 1  # streamed piece by piece, not in one block
    # Every reply came from the server: one request a turn, two where the guard dropped all
    # of a reply and the turn's one extra pass asked again.
    assert len(messages) <= posts(llama_server) - before <= 2 * len(messages)


async def test_cancelling_a_turn_closes_its_stream_on_the_server(
    llama_server: LlamaServer, api_key: str, tmp_path: Path
) -> None:
    already = len(llama_server.lines)
    async with sandman.open(model=llama_server.url, db=tmp_path / "j.db") as app:
        events: list[UIEvent] = []

        async def read() -> None:
            async for event in app.chat(
                "Tell me a long story about a city of glass.", turn_id="t-c"
            ):
                events.append(event)

        with trio.fail_after(60):
            async with trio.open_nursery() as nursery:
                nursery.start_soon(read)
                # The reply has started streaming: the server logged the request's response.
                await trio.to_thread.run_sync(
                    lambda: llama_server.wait_for(STREAMING, timeout=60, since=already)
                )
                app.cancel("t-c")
        assert isinstance(events[-1], TurnFailed) and events[-1].kind == "cancelled"
        assert sum(isinstance(e, (TurnFinished, TurnFailed)) for e in events) == 1
        # The server saw the client hang up: it stops generating for a reader that is gone.
        await trio.to_thread.run_sync(
            lambda: llama_server.wait_for("Disconnected from client", timeout=30, since=already)
        )
        with trio.fail_after(60):
            after = [e async for e in app.chat("Hello again")]
        assert_clean_turn(after)


async def test_inference_refuses_the_third_respond_pass_of_a_turn(
    llama_server: LlamaServer, api_key: str
) -> None:
    model = RemoteModel.open(llama_server.url)
    prompt = render_chat("chatml", [("user", "Say hi.")])
    before = posts(llama_server)
    try:
        inference = Inference(model)
        async with trio.open_nursery() as nursery:
            await nursery.start(inference.run)
            outcomes = []
            for n in range(3):
                request = Generate(
                    turn_id="turn-cap",
                    request_id=f"r{n}",
                    purpose="respond",
                    completion=Completion(prompt=prompt, max_tokens=4),
                )
                with trio.fail_after(60):
                    outcomes.append(await run_generation(inference, request))
            nursery.cancel_scope.cancel()
    finally:
        model.close()
    assert [type(o) for o in outcomes] == [GenerationFinished, GenerationFinished, GenerationFailed]
    assert isinstance(outcomes[2], GenerationFailed) and outcomes[2].kind == "loop_cap"
    assert posts(llama_server) - before == 2  # the refused pass never reached the server


class Watched:
    """A ``RemoteModel`` whose replies are capped at ``max_tokens`` (to keep the tests short) and
    which counts how many of its streams are open at once."""

    def __init__(self, model: RemoteModel, *, max_tokens: int = 32) -> None:
        self.model = model
        self.name, self.family, self.context_size = model.name, model.family, model.context_size
        self.max_tokens = max_tokens
        self.open = 0
        self.peak = 0
        self.first_piece = trio.Event()  # set when a reply's first piece arrives from the server

    def tokenize(self, text: str) -> list[int]:
        return self.model.tokenize(text)

    def count_tokens(self, text: str) -> int:
        return self.model.count_tokens(text)

    def stream(self, request: Completion) -> CompletionStream:
        return self.model.stream(request)

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
        return self.model.score(prompt, continuations, slot=slot)

    def close(self) -> None:
        self.model.close()

    @asynccontextmanager
    async def open_stream(self, request: Completion) -> AsyncIterator[AsyncCompletionStream]:
        request = msgspec.structs.replace(
            request, max_tokens=min(request.max_tokens, self.max_tokens)
        )
        self.open += 1
        self.peak = max(self.peak, self.open)
        try:
            async with self.model.open_stream(request) as stream:
                yield Noting(stream, self.first_piece)
        finally:
            self.open -= 1


class Noting:
    """A stream that sets ``event`` when its first piece arrives."""

    def __init__(self, stream: AsyncCompletionStream, event: trio.Event) -> None:
        self._stream = stream
        self._pieces = stream.__aiter__()
        self._event = event

    @property
    def stats(self) -> CompletionStats | None:
        return self._stream.stats

    def __aiter__(self) -> Noting:
        return self

    async def __anext__(self) -> str:
        piece = await self._pieces.__anext__()
        self._event.set()
        return piece


async def test_eight_conversations_at_once_share_four_requests_in_flight(
    llama_server: LlamaServer, api_key: str, tmp_path: Path
) -> None:
    model = Watched(RemoteModel.open(llama_server.url), max_tokens=16)
    texts = [
        "What does water mean in dreams?", "Find my dreams about flying.", "Show me my last dreams.",
        "Hello there!", "What does a snake mean?", "What do you remember about my sister?",
        "Have I dreamed about the ocean?", "Good night, Sandman.",
    ]  # fmt: skip
    results: dict[str, list[UIEvent]] = {}
    try:
        async with open_journal(tmp_path / "j.db") as journal:
            policy = RouterPolicy.for_model(model.name, model.family)
            async with open_app(
                inference=Inference(model, max_in_flight=4),
                policy=policy,
                tools=journal,
                history=journal,
            ) as app:

                async def converse(n: int, text: str) -> None:
                    results[f"c{n}"] = [e async for e in app.chat(text, conversation_id=f"c{n}")]

                with trio.fail_after(240):
                    async with trio.open_nursery() as nursery:
                        for n, text in enumerate(texts):
                            nursery.start_soon(converse, n, text)
            saved = {f"c{n}": await journal.recent_history(f"c{n}") for n in range(len(texts))}
    finally:
        model.close()
    for conversation, events in results.items():
        reply = assert_clean_turn(events)
        assert [h.text for h in saved[conversation]][-1] == reply
    assert model.peak == 4  # several conversations progressed at once, never more than four


async def test_stopping_the_server_mid_reply_fails_the_turn_once_and_then_it_is_unreachable(
    api_key: str, tmp_path: Path
) -> None:
    server = await trio.to_thread.run_sync(LlamaServer)
    try:
        model = Watched(RemoteModel.open(server.url, backoff=0.01, retries=2), max_tokens=200)
        async with sandman.open(model=model, db=tmp_path / "j.db") as app:
            events: list[UIEvent] = []

            async def read() -> None:
                async for event in app.chat("Tell me a long story about a city of glass."):
                    events.append(event)

            with trio.fail_after(60):
                async with trio.open_nursery() as nursery:
                    nursery.start_soon(read)
                    await model.first_piece.wait()
                    await trio.to_thread.run_sync(server.stop)  # SIGKILL, mid-reply
            with trio.fail_after(30):
                down = [e async for e in app.chat("Are you there?")]
        model.close()
    finally:
        server.stop()
    finals = [e for e in events if isinstance(e, (TurnFinished, TurnFailed))]
    assert len(finals) == 1 and isinstance(events[-1], TurnFailed), events[-3:]
    assert events[-1].kind == "disconnected", events[-1]
    assert sum(isinstance(e, (TurnFinished, TurnFailed)) for e in down) == 1
    assert isinstance(down[-1], TurnFailed) and down[-1].kind == "unreachable", down[-1]
    assert "(3 tries)" in down[-1].error


def test_chat_and_ask_work_against_the_server_and_never_print_the_key(
    llama_server: LlamaServer, api_key: str, tmp_path: Path
) -> None:
    env = dict(os.environ, SANDMAN_DB=str(tmp_path / "j.db"), SANDMAN_MODEL=llama_server.url)
    chat = subprocess.run(
        [sys.executable, "-m", "sandman.cli", "chat", "--max-in-flight", "2"],
        input="Hello there\nWhat does a key mean?\n", capture_output=True, text=True, env=env, timeout=300,
    )  # fmt: skip
    assert chat.returncode == 0, chat.stderr
    assert "Ready (smollm2-135m)" in chat.stderr
    assert len([line for line in chat.stdout.splitlines() if line.strip()]) >= 2
    ask = subprocess.run(
        [sys.executable, "-m", "sandman.cli", "ask", "Show me my last two dreams", "--json",
         "--model", llama_server.url + "#smollm2-135m"],
        capture_output=True, text=True, env=env, timeout=300,
    )  # fmt: skip
    assert ask.returncode == 0, ask.stderr
    lines = [json.loads(line) for line in ask.stdout.splitlines()]
    assert lines[0]["type"] == "route" and lines[0]["route"] == "recent_dreams"
    assert lines[-1]["type"] == "turn_finished"
    for output in (chat.stdout, chat.stderr, ask.stdout, ask.stderr):
        assert api_key not in output
