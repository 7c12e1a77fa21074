"""A crash of the model under ``sandman serve``: a real server on 127.0.0.1 (a free port), a real
HTTP client, the real bundled model in its worker process, killed mid-reply by the test."""

from __future__ import annotations

import functools
import json
import os
import signal
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import httpx
import pytest
import trio

from sandman.inference import ProcessModel
from sandman.web import Server, serve

# The conversation style: the model's own words run over several sentences, so its first words
# reach the client while it is still decoding.
pytestmark = [pytest.mark.model, pytest.mark.reply_style("conversation")]

STORY = "Tell me a long story about the sea and the ships on it."


async def _events(response: httpx.Response) -> AsyncIterator[dict[str, Any]]:
    async for line in response.aiter_lines():
        if line.startswith("data: "):
            yield json.loads(line[len("data: ") :])


def _finals(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in events if e["type"] in ("turn_finished", "turn_failed")]


async def test_a_model_crash_fails_the_turn_in_flight_once_and_the_server_serves_on(
    crashable_model: ProcessModel, tmp_path: Path
) -> None:
    model = crashable_model
    async with trio.open_nursery() as nursery:
        server: Server = await nursery.start(
            functools.partial(serve, model=model, db=tmp_path / "j.db", host="127.0.0.1", port=0)
        )
        async with httpx.AsyncClient(base_url=server.url, timeout=120) as client:
            # A write acknowledged before the crash.
            saved = await client.post(
                "/api/dreams", json={"text": "A ship with red sails came into the harbour."}
            )
            assert saved.status_code == 201
            pid = model.pid
            assert pid is not None
            crashed: list[dict[str, Any]] = []
            other: list[dict[str, Any]] = []
            async with client.stream("POST", "/api/chat", json={"text": STORY}) as first:
                assert first.status_code == 200
                replies = _events(first)
                async for event in replies:
                    crashed.append(event)
                    if event["type"] == "text" and event["source"] == "model":
                        break  # the model is decoding this reply
                # Another conversation's turn is in flight too (the on-device model takes one
                # request at a time: its reply waits for the model).
                async with client.stream(
                    "POST", "/api/chat", json={"text": "What does a key mean?"}
                ) as second:
                    assert second.status_code == 200
                    waiting = _events(second)
                    other.append(await waiting.__anext__())
                    os.kill(pid, signal.SIGSEGV)
                    crashed += [event async for event in replies]
                    other += [event async for event in waiting]

            assert (
                _finals(crashed)
                == [crashed[-1]]
                == [
                    {
                        "type": "turn_failed",
                        "kind": "model_crashed",
                        "error": "the model process crashed (SIGSEGV); it is restarting",
                    }
                ]
            )
            # The other turn went on, on the restarted model.
            assert _finals(other) == [other[-1]] and other[-1]["type"] == "turn_finished", other
            assert any(e["type"] == "text" and e["source"] == "model" for e in other)

            health = await client.get("/api/health")
            assert health.status_code == 200
            assert health.json() | {"active_turns": 0} == {
                "status": "ok", "model": "smollm2-135m", "active_turns": 0,
                "model_restarts": 1, "model_last_crash": "SIGSEGV",
            }  # fmt: skip
            assert model.pid not in (None, pid)
            dreams = (await client.get("/api/dreams")).json()
            assert [d["text"] for d in dreams["dreams"]] == [
                "A ship with red sails came into the harbour."
            ]

            async with client.stream(
                "POST", "/api/chat", json={"text": "Hello, good morning!"}
            ) as after:
                again = [event async for event in _events(after)]
            assert _finals(again) == [again[-1]] and again[-1]["type"] == "turn_finished", again
        server.shutdown()
