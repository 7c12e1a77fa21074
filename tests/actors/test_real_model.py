"""The whole loop on the real bundled model and the real journal (no scripted parts)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import trio

import sandman
import sandman.guard
from sandman.actors import Inference, open_app, style_of
from sandman.inference import LlamaModel
from sandman.messages import (
    RouteDecided,
    TextDelta,
    ToolFinished,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from sandman.prompts._respond import static_prefix
from sandman.routing import RouterPolicy
from sandman.storage import open_journal

from .conftest import assert_clean_turn

# Every test here runs a real model, in this process, a subprocess or behind a server.
# The model's own words stream in every test here (the mechanism, whatever the shipped style).
pytestmark = [pytest.mark.model, pytest.mark.reply_style("small")]


async def test_a_symbol_question_runs_the_tool_and_streams_a_reply(
    real_model: LlamaModel, tmp_path: Path
) -> None:
    async with sandman.open(model=real_model, db=tmp_path / "j.db") as app:
        events = [e async for e in app.chat("What does a snake mean in dreams?")]
    assert_clean_turn(events)
    routes = [e for e in events if isinstance(e, RouteDecided)]
    assert [(r.route, r.args) for r in routes] == [("lookup_symbol", {"symbol": "snake"})]
    finished = [e for e in events if isinstance(e, ToolFinished)]
    assert len(finished) == 1 and finished[0].ok
    assert sum(isinstance(e, TextDelta) for e in events) > 1  # it streamed, not one block


async def test_conversation_history_survives_a_restart(
    real_model: LlamaModel, tmp_path: Path
) -> None:
    db = tmp_path / "j.db"
    async with sandman.open(model=real_model, db=db) as app:
        first = [e async for e in app.chat("Hello! I had a dream about a lighthouse.")]
    reply = assert_clean_turn(first)
    async with open_journal(db) as journal:
        history = await journal.recent_history("default")
    assert [(h.role, h.text) for h in history] == [
        ("user", "Hello! I had a dream about a lighthouse."),
        ("assistant", reply),
    ]


class CountingModel:
    """The real model, counting the pieces it has decoded so far (read from another thread)."""

    def __init__(self, model: LlamaModel) -> None:
        self.model = model
        self.name, self.family, self.context_size = model.name, model.family, model.context_size
        self.decoded = 0

    def tokenize(self, text: str) -> list[int]:
        return self.model.tokenize(text)

    def count_tokens(self, text: str) -> int:
        return self.model.count_tokens(text)

    def close(self) -> None:
        pass

    def stream(self, request):  # type: ignore[no-untyped-def]
        stream = self.model.stream(request)
        try:
            while True:
                try:
                    piece = next(stream)
                except StopIteration as done:
                    return done.value
                self.decoded += 1
                yield piece
        finally:
            stream.close()


async def test_cancelling_stops_decoding_within_a_couple_of_tokens(
    real_model: LlamaModel, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # The guard shows a sentence once it ends, judging a run-on in pieces of MAX_HELD characters:
    # a short reply may be shown only once it is done. Released in small pieces here, the model's
    # first words arrive while it still decodes (this test is about cancelling, not the guard).
    monkeypatch.setattr(sandman.guard, "MAX_SENTENCE", 0)
    monkeypatch.setattr(sandman.guard, "MAX_HELD", 8)
    model = CountingModel(real_model)
    async with open_journal(tmp_path / "j.db") as journal:
        inference = Inference(model)
        policy = RouterPolicy.for_model(real_model.name, real_model.family)
        async with open_app(
            inference=inference, policy=policy, tools=journal, history=journal
        ) as app:
            seen = 0
            at_cancel = -1
            events: list[UIEvent] = []
            async for event in app.chat("Tell me a long story about a dream of a city of glass."):
                events.append(event)
                # Cancel at the first text the model wrote (a lead from the journal may come
                # first).
                if isinstance(event, TextDelta) and model.decoded > 0 and at_cancel < 0:
                    seen += 1
                    at_cancel = model.decoded
                    app.cancel(event.turn_id)
            await inference.wait_idle()
    assert isinstance(events[-1], TurnFailed) and events[-1].kind == "cancelled"
    assert sum(isinstance(e, (TurnFinished, TurnFailed)) for e in events) == 1
    stats = real_model.last_stats
    assert stats is not None and stats.stop_reason == "cancelled"
    assert at_cancel >= 1
    # The piece being decoded when the cancel came may finish; nothing after it starts.
    assert model.decoded - at_cancel <= 2, (at_cancel, model.decoded)


async def test_a_prompt_too_long_for_the_context_ends_the_turn_with_a_clear_error(
    real_model: LlamaModel, tmp_path: Path
) -> None:
    async with open_journal(tmp_path / "j.db") as journal:
        policy = RouterPolicy.for_model(real_model.name, real_model.family)
        async with open_app(
            inference=Inference(real_model),
            policy=policy,
            tools=journal,
            history=journal,
            # As if the model had a tiny context window: the static head and a short message fit.
            context_budget=real_model.count_tokens(
                static_prefix(
                    real_model.family,
                    style_of(real_model.name),
                )
            )
            + 80,
        ) as app:
            events = [e async for e in app.chat("I dreamt of a garden. " * 60)]
            after = [e async for e in app.chat("Hi again")]
    assert isinstance(events[-1], TurnFailed) and events[-1].kind == "too_long"
    assert "too long" in events[-1].error
    assert isinstance(after[-1], TurnFinished)  # the next turn is unaffected


def test_ask_json_prints_the_contract_events(tmp_path: Path) -> None:
    env = dict(os.environ, SANDMAN_DB=str(tmp_path / "j.db"))
    proc = subprocess.run(
        [sys.executable, "-m", "sandman.cli", "ask", "Show me my last two dreams", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=300,
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ""  # llama.cpp's logging stays out of the way
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    types = [line["type"] for line in lines]
    assert types[0] == "route" and lines[0]["route"] == "recent_dreams"
    assert types[1:3] == ["tool_started", "tool_finished"]
    assert types[-1] == "turn_finished" and types.count("turn_finished") == 1
    assert "turn_failed" not in types
    assert "".join(line["text"] for line in lines if line["type"] == "text") == lines[-1]["text"]


async def test_chat_reads_piped_lines(tmp_path: Path) -> None:
    # Each line is one turn, and each turn must really be answered: a failed turn also prints a
    # line (``[the reply failed: …]``), so the journal is what says the replies were real.
    db = tmp_path / "j.db"
    lines = ["Hello there", "What does a key mean?"]
    with trio.fail_after(300):
        proc = await trio.run_process(
            [sys.executable, "-m", "sandman.cli", "chat"],
            stdin="".join(line + "\n" for line in lines).encode(),
            capture_stdout=True,
            capture_stderr=True,
            check=False,
            env=dict(os.environ, SANDMAN_DB=str(db)),
        )
    out, err = proc.stdout.decode(), proc.stderr.decode()
    assert proc.returncode == 0, err
    assert "Ready" in err
    assert "lookup_symbol(symbol='key')" in err  # the second message ran its tool
    async with open_journal(db) as journal:
        (conversation,) = await journal.conversations()
        turns = await journal.conversation_turns(conversation.id)
    assert [t.user_text for t in turns] == lines  # only a finished turn is kept
    assert all(t.reply_text.strip() for t in turns)
    assert out == "".join(t.reply_text.rstrip("\n") + "\n" for t in turns)  # replies, nothing else


async def test_every_route_is_reachable_on_the_real_model(
    real_model: LlamaModel, tmp_path: Path
) -> None:
    messages = {
        "respond": "Good morning!",
        "lookup_symbol": "what does a bridge mean",
        "search_dreams": "find my dreams about trains",
        "recall_memories": "what do you remember about my brother?",
        "recent_dreams": "show my latest dreams",
    }
    seen: dict[str, str] = {}
    async with sandman.open(model=real_model, db=tmp_path / "j.db") as app:
        for expected, text in messages.items():
            with trio.fail_after(120):
                events = [e async for e in app.chat(text)]
            assert_clean_turn(events)
            seen[expected] = next(e.route for e in events if isinstance(e, RouteDecided))
    assert seen == {route: route for route in messages}
