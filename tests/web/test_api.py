"""The JSON API in-process (httpx's ASGI transport under trio): every endpoint, its errors, and the
chat stream's events, cancellation and shutdown."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import httpx
import msgspec
import pytest
import trio

from sandman.actors.inference import TOKENS_IN_FLIGHT
from sandman.inference import ModelError
from sandman.storage import open_journal
from sandman.web import Site
from sandman.wire import event_json

from .conftest import PORT, Web, WebModel, assert_one_line_error, sse_events

# --- the page and health ---------------------------------------------------------------------


async def test_health_names_the_model(web: Web) -> None:
    response = await web.client.get("/api/health")
    assert response.status_code == 200
    # A model with no worker process of its own (here, scripted) has never been restarted.
    assert response.json() == {
        "status": "ok", "model": "smollm2-135m", "active_turns": 0, "model_restarts": 0, "model_last_crash": None,
    }  # fmt: skip


async def test_the_page_and_its_files_are_served_without_a_build_step(web: Web) -> None:
    expected = {
        "/": "text/html; charset=utf-8",
        "/static/app.js": "text/javascript; charset=utf-8",
        "/static/chart.js": "text/javascript; charset=utf-8",
        "/static/app.css": "text/css; charset=utf-8",
        "/static/icon.svg": "image/svg+xml",
        "/api/openapi.json": "application/json",
    }
    for path, media in expected.items():
        response = await web.client.get(path)
        assert response.status_code == 200, path
        assert response.headers["content-type"] == media, path
    page = (await web.client.get("/")).text
    # No inline script or style anywhere: the CSP could not allow them anyway.
    assert '<script type="module" src="/static/app.js"></script>' in page
    assert "<style" not in page and " style=" not in page and "onclick" not in page
    script = (await web.client.get("/static/app.js")).text
    assert "innerHTML" not in script and "insertAdjacentHTML" not in script


# --- dreams ----------------------------------------------------------------------------------


async def test_a_dream_is_created_read_changed_and_deleted(web: Web) -> None:
    created = await web.client.post(
        "/api/dreams",
        json={
            "text": "I was flying over a city of glass",
            "date": "2024-03-02",
            "title": "Glass city",
            "mood": "calm",
        },
    )
    assert created.status_code == 201
    dream = created.json()
    assert created.headers["location"] == f"/api/dreams/{dream['id']}"
    assert {k: dream[k] for k in ("date", "title", "text", "mood")} == {
        "date": "2024-03-02",
        "title": "Glass city",
        "text": "I was flying over a city of glass",
        "mood": "calm",
    }
    assert set(dream) == {"id", "date", "title", "text", "mood", "created"}

    got = await web.client.get(f"/api/dreams/{dream['id']}")
    assert got.status_code == 200 and got.json() == dream

    changed = await web.client.patch(
        f"/api/dreams/{dream['id']}", json={"mood": "uneasy", "title": ""}
    )
    assert changed.status_code == 200
    assert changed.json() == {**dream, "mood": "uneasy", "title": None}

    deleted = await web.client.delete(f"/api/dreams/{dream['id']}")
    assert deleted.status_code == 200 and deleted.json()["mood"] == "uneasy"
    for method in ("GET", "PATCH", "DELETE"):
        gone = await web.client.request(method, f"/api/dreams/{dream['id']}", json={"mood": "x"})
        assert "no dream" in assert_one_line_error(gone, 404)


async def test_dreams_are_listed_by_night_paged_filtered_by_mood_and_searched(web: Web) -> None:
    nights = [
        ("2024-01-05", "A snake in the garden", "uneasy"),
        ("2024-02-11", "Flying over the sea", "Calm"),
        ("2024-03-20", "The house was flooded with water", "uneasy"),
        ("2024-03-21", "Water everywhere, I was swimming in the sea", "calm"),
    ]
    for date, text, mood in nights:
        assert (
            await web.client.post("/api/dreams", json={"text": text, "date": date, "mood": mood})
        ).status_code == 201

    page = (await web.client.get("/api/dreams", params={"limit": 2})).json()
    assert page["total"] == 4 and [d["date"] for d in page["dreams"]] == [
        "2024-03-21",
        "2024-03-20",
    ]
    rest = (await web.client.get("/api/dreams", params={"limit": 2, "offset": 2})).json()
    assert [d["date"] for d in rest["dreams"]] == ["2024-02-11", "2024-01-05"]

    calm = (await web.client.get("/api/dreams", params={"mood": "CALM"})).json()
    assert calm["total"] == 2 and {d["date"] for d in calm["dreams"]} == {
        "2024-03-21",
        "2024-02-11",
    }

    sea = (await web.client.get("/api/dreams", params={"search": "sea"})).json()
    # The two that say "sea" first, then the one with a related word (water).
    assert sea["total"] == 3
    assert {d["date"] for d in sea["dreams"][:2]} == {"2024-02-11", "2024-03-21"}
    both = (
        await web.client.get("/api/dreams", params={"search": "water", "mood": "uneasy"})
    ).json()
    assert [d["date"] for d in both["dreams"]] == ["2024-03-20"]
    none = (await web.client.get("/api/dreams", params={"search": "volcano"})).json()
    assert none == {"dreams": [], "total": 0}


async def test_bad_dream_requests_get_one_line_errors(web: Web) -> None:
    post = web.client.post
    cases = [
        (await post("/api/dreams", json={}), 400, "text"),
        (await post("/api/dreams", json={"text": "x", "colour": "red"}), 400, "colour"),
        (await post("/api/dreams", json={"text": 5}), 400, "str"),
        (await post("/api/dreams", json={"text": "   "}), 400, "empty"),
        (await post("/api/dreams", json={"text": "x", "date": "yesterday"}), 400, "YYYY-MM-DD"),
        (await post("/api/dreams", json={"text": "x", "date": "2024-02-30"}), 400, "2024-02-30"),
        (await post("/api/dreams", json={"text": "x" * 20_001}), 400, "too long"),
        (
            await post(
                "/api/dreams", content=b"{not json", headers={"content-type": "application/json"}
            ),
            400,
            "JSON",
        ),
        (
            await post(
                "/api/dreams", content=b'{"text": "x"}', headers={"content-type": "text/plain"}
            ),
            415,
            "Content-Type",
        ),
        (await post("/api/dreams", data={"text": "a form"}), 415, "JSON"),
        (await web.client.get("/api/dreams", params={"limit": 0}), 400, "limit"),
        (await web.client.get("/api/dreams", params={"limit": "ten"}), 400, "whole number"),
        (await web.client.get("/api/dreams", params={"offset": -1}), 400, "offset"),
        (await web.client.get("/api/dreams/99999999999999999999999"), 404, "no"),
        (await web.client.get("/api/nothing-here"), 404, "/api/nothing-here"),
        (await web.client.put("/api/dreams"), 405, "PUT"),
    ]
    for response, status, word in cases:
        assert word in assert_one_line_error(response, status), response.text
    assert (await web.client.get("/api/dreams")).json()["total"] == 0


# --- memories, symbols, conversations ---------------------------------------------------------


async def test_memories_are_listed_added_and_forgotten(web: Web) -> None:
    assert (await web.client.get("/api/memories")).json() == {"memories": []}
    added = await web.client.post("/api/memories", json={"fact": "My sister is Anna"})
    assert added.status_code == 201
    again = await web.client.post("/api/memories", json={"fact": "my sister is anna."})
    assert again.status_code == 200 and again.json() == added.json()
    await web.journal.remember("I have a cat called Miso")
    listed = (await web.client.get("/api/memories")).json()["memories"]
    assert [m["fact"] for m in listed] == ["I have a cat called Miso", "My sister is Anna"]
    about_cats = (await web.client.get("/api/memories", params={"topic": "cat"})).json()["memories"]
    assert [m["fact"] for m in about_cats] == ["I have a cat called Miso"]

    forgotten = await web.client.delete(f"/api/memories/{added.json()['id']}")
    assert forgotten.status_code == 200 and forgotten.json()["fact"] == "My sister is Anna"
    assert [m["fact"] for m in (await web.client.get("/api/memories")).json()["memories"]] == [
        "I have a cat called Miso"
    ]
    assert_one_line_error(await web.client.delete(f"/api/memories/{added.json()['id']}"), 404)
    assert_one_line_error(await web.client.post("/api/memories", json={"fact": ""}), 400)


async def test_symbol_meanings_are_set_listed_replaced_and_deleted(web: Web) -> None:
    saved = await web.client.put("/api/symbols/teeth", json={"meaning": "worry about money"})
    assert saved.status_code == 200
    body = saved.json()
    assert (
        body["symbol"] == "tooth"
        and body["meaning"] == "worry about money"
        and body["previous"] is None
    )
    replaced = (
        await web.client.put("/api/symbols/tooth", json={"meaning": "getting older"})
    ).json()
    assert replaced["previous"] == "worry about money"
    spaced = await web.client.put("/api/symbols/old%20house", json={"meaning": "my childhood"})
    assert spaced.status_code == 200
    listed = (await web.client.get("/api/symbols")).json()["symbols"]
    assert [(s["symbol"], s["meaning"]) for s in listed] == [
        ("old house", "my childhood"),
        ("tooth", "getting older"),
    ]
    deleted = await web.client.delete("/api/symbols/teeth")
    assert deleted.status_code == 200 and deleted.json()["symbol"] == "tooth"
    assert "not saved" in assert_one_line_error(await web.client.delete("/api/symbols/tooth"), 404)
    assert_one_line_error(await web.client.put("/api/symbols/water", json={"meaning": " "}), 400)
    assert_one_line_error(await web.client.put("/api/symbols/water", json={"means": "x"}), 400)


@pytest.mark.reply_style("small")
async def test_conversations_list_their_turns_after_a_chat(web: Web) -> None:
    web.model.enqueue("Water could stand for feelings.")
    stream = await web.client.post(
        "/api/chat",
        json={"text": "Hello there, how are you tonight?", "conversation_id": "web-test.1"},
    )
    assert sse_events(stream.text)[-1]["type"] == "turn_finished"
    listed = (await web.client.get("/api/conversations")).json()["conversations"]
    assert [(c["id"], c["turns"], c["last_user_text"]) for c in listed] == [
        ("web-test.1", 1, "Hello there, how are you tonight?")
    ]
    got = (await web.client.get("/api/conversations/web-test.1")).json()
    assert got["id"] == "web-test.1"
    assert [(t["user_text"], t["reply_text"]) for t in got["turns"]] == [
        ("Hello there, how are you tonight?", "Water could stand for feelings.")
    ]
    assert_one_line_error(await web.client.get("/api/conversations/nobody"), 404)


async def test_a_conversation_is_deleted_and_what_it_saved_stays(web: Web) -> None:
    # (the web app's way to what `sandman conversations delete` does)
    web.model.enqueue("That sounds lovely.")
    stream = await web.client.post(
        "/api/chat",
        json={"text": "I dreamt I was flying over a quiet town.", "conversation_id": "gone.1"},
    )
    assert sse_events(stream.text)[-1]["type"] == "turn_finished"
    dreams_before = (await web.client.get("/api/dreams")).json()
    assert "flying over a quiet town" in str(dreams_before)  # saved during it
    deleted = await web.client.delete("/api/conversations/gone.1")
    assert deleted.status_code == 200 and deleted.json() == {"id": "gone.1", "turns": 1}
    assert_one_line_error(await web.client.get("/api/conversations/gone.1"), 404)
    listed = (await web.client.get("/api/conversations")).json()["conversations"]
    assert "gone.1" not in [c["id"] for c in listed]
    assert (await web.client.get("/api/dreams")).json() == dreams_before
    assert_one_line_error(await web.client.delete("/api/conversations/gone.1"), 404)


async def test_a_turn_stopped_as_it_finished_is_withdrawn_by_its_id(web: Web) -> None:
    # The page's Stop can come just after the server kept the turn: it withdraws it by the id
    # the stream's X-Turn-Id header gave, and only that turn goes.
    turn_ids = []
    for text, reply in (
        ("First, hello.", "Hello to you."),
        ("Tell me a story.", "Once upon a time."),
    ):
        web.model.enqueue(reply)
        stream = await web.client.post(
            "/api/chat", json={"text": text, "conversation_id": "stop.1"}
        )
        assert sse_events(stream.text)[-1]["type"] == "turn_finished"
        turn_ids.append(stream.headers["x-turn-id"])
    assert turn_ids[0] != turn_ids[1]
    path = f"/api/conversations/stop.1/turns/{turn_ids[1]}"
    assert (await web.client.delete(path)).status_code == 204
    assert (await web.client.delete(path)).status_code == 204  # idempotent
    assert (
        await web.client.delete(f"/api/conversations/other/turns/{turn_ids[0]}")
    ).status_code == 204
    got = (await web.client.get("/api/conversations/stop.1")).json()
    assert [(t["turn_id"], t["user_text"]) for t in got["turns"]] == [
        (turn_ids[0], "First, hello.")
    ]


# --- the journal file -------------------------------------------------------------------------


async def test_export_downloads_json_and_markdown_and_import_adds_what_is_missing(
    web: Web, tmp_path: Path
) -> None:
    await web.client.post(
        "/api/dreams", json={"text": "A <b>bold</b> snake", "date": "2024-01-05", "mood": "uneasy"}
    )
    await web.client.put("/api/symbols/snake", json={"meaning": "change"})
    exported = await web.client.get("/api/export")
    assert exported.status_code == 200
    assert exported.headers["content-type"] == "application/json"
    assert exported.headers["content-disposition"] == 'attachment; filename="sandman-journal.json"'
    assert exported.content == await web.journal.export_json()
    markdown = await web.client.get("/api/export", params={"format": "markdown"})
    assert markdown.headers["content-type"] == "text/markdown; charset=utf-8"
    assert "A <b>bold</b> snake" in markdown.text and "**snake**: change" in markdown.text
    assert "csv" in assert_one_line_error(
        await web.client.get("/api/export", params={"format": "csv"}), 400
    )

    # Into a fresh journal through another app on it: everything arrives, byte for byte.
    async with (
        open_journal(tmp_path / "other.db") as other,
        web.client_for(Site(port=PORT), journal=other) as client,
    ):
        summary = await client.post(
            "/api/import", content=exported.content, headers={"content-type": "application/json"}
        )
        assert summary.status_code == 200
        assert summary.json() == {
            "dreams": 1,
            "symbols": 1,
            "memories": 0,
            "turns": 0,
            "skipped": 0,
        }
        assert (await client.get("/api/export")).content == exported.content
        again = (
            await client.post(
                "/api/import",
                content=exported.content,
                headers={"content-type": "application/json"},
            )
        ).json()
        assert again["skipped"] == 2 and again["dreams"] == 0
        bad = await client.post("/api/import", json={"format": "something else"})
        assert "not a Sandman export" in assert_one_line_error(bad, 400)
        assert_one_line_error(
            await client.post("/api/import", content=b"{}", headers={"content-type": "text/plain"}),
            415,
        )


# --- the chat stream --------------------------------------------------------------------------


@pytest.mark.reply_style("small")
async def test_chat_streams_exactly_the_events_ask_json_prints(web: Web) -> None:
    reply = ["The ", "snake ", "could ", "mean ", "change. ", "It ", "sheds."]  # two sentences
    web.model.enqueue(reply, reply)
    response = await web.client.post("/api/chat", json={"text": "what does a snake mean?"})
    assert response.status_code == 200
    assert response.headers["content-type"] == "text/event-stream; charset=utf-8"
    assert response.headers["cache-control"] == "no-store"
    over_http = sse_events(response.text)
    # Sent without a conversation id, the turn got a conversation of its own, named on the
    # first event (and in a header); the rest is exactly what `ask --json` prints.
    cid = response.headers["x-conversation-id"]
    assert cid.startswith("web-") and over_http[0].pop("conversation_id") == cid
    # The same turn through the Python API, turned into JSON by the function `ask --json` uses.
    direct = [event_json(e) async for e in web.app.chat("what does a snake mean?")]
    assert over_http == direct
    types = [e["type"] for e in over_http]
    assert types[:3] == ["route", "tool_started", "tool_finished"]
    assert over_http[0] == {
        "type": "route",
        "route": "lookup_symbol",
        "args": {"symbol": "snake"},
        "source": "first_pass",
    }
    assert types.count("text") >= 3 and types[-1] == "turn_finished" and "turn_failed" not in types
    assert "".join(e["text"] for e in over_http if e["type"] == "text") == over_http[-1]["text"]


@pytest.mark.reply_style("small")
async def test_a_failing_model_still_ends_the_stream_with_one_final_event(web: Web) -> None:
    web.model.enqueue(ModelError("the model fell over"))
    events = sse_events((await web.client.post("/api/chat", json={"text": "hello there"})).text)
    finals = [e for e in events if e["type"] in ("turn_finished", "turn_failed")]
    assert finals == [events[-1]] and events[-1]["type"] == "turn_failed"


async def test_chat_input_errors(web: Web) -> None:
    post = web.client.post
    assert "text" in assert_one_line_error(await post("/api/chat", json={}), 400)
    assert "str" in assert_one_line_error(await post("/api/chat", json={"text": ["a"]}), 400)
    bad_id = await post("/api/chat", json={"text": "hi", "conversation_id": "../../etc"})
    assert "conversation_id" in assert_one_line_error(bad_id, 400)
    # What the bridge refuses comes as the turn's final event, exactly as `ask --json` shows it.
    empty = sse_events((await post("/api/chat", json={"text": "   "})).text)
    assert empty == [{"type": "turn_failed", "error": "the message is empty", "kind": "bad_input"}]
    long = sse_events((await post("/api/chat", json={"text": "x" * 4001})).text)
    assert [e["kind"] for e in long] == ["too_long"]


class RawChat:
    """Drives ``POST /api/chat`` at the ASGI level, so a test can hang up mid-stream."""

    def __init__(self, payload: dict[str, Any]) -> None:
        self.body = json.dumps(payload).encode()
        self.events: list[dict[str, Any]] = []
        self.ended = False
        self.first_text = trio.Event()
        self.hang_up = trio.Event()
        self._sent_body = False

    async def receive(self) -> dict[str, Any]:
        if not self._sent_body:
            self._sent_body = True
            return {"type": "http.request", "body": self.body, "more_body": False}
        await self.hang_up.wait()
        return {"type": "http.disconnect"}

    async def send(self, message: Any) -> None:
        if message["type"] == "http.response.body":
            chunk = message.get("body", b"")
            if chunk:
                self.events += sse_events(chunk.decode())
                if self.events[-1]["type"] == "text":
                    self.first_text.set()
            if not message.get("more_body", False):
                self.ended = True

    async def run(self, app: Any) -> None:
        scope = {
            "type": "http",
            "asgi": {"version": "3.0"},
            "http_version": "1.1",
            "method": "POST",
            "scheme": "http",
            "path": "/api/chat",
            "raw_path": b"/api/chat",
            "query_string": b"",
            "root_path": "",
            "client": ("127.0.0.1", 50000),
            "server": ("127.0.0.1", PORT),
            "headers": [
                (b"host", f"127.0.0.1:{PORT}".encode()),
                (b"content-type", b"application/json"),
                (b"content-length", str(len(self.body)).encode()),
            ],
        }
        await app(scope, self.receive, self.send)


@pytest.mark.reply_style("small")
async def test_closing_the_stream_cancels_the_turn_within_the_tokens_in_flight(web: Web) -> None:
    web.model.enqueue([f"w{i} " for i in range(500)])
    raw = RawChat({"text": "tell me a long story", "conversation_id": "hang-up"})
    async with trio.open_nursery() as nursery:
        nursery.start_soon(raw.run, web.web)
        await raw.first_text.wait()
        at_hang_up = web.model.produced
        raw.hang_up.set()
    # The handler returned: it noticed the disconnect and let go of the turn. The decode thread
    # runs at most TOKENS_IN_FLIGHT tokens ahead of the reader, plus the one it is decoding.
    await web.app.inference.wait_idle()
    assert web.model.produced - at_hang_up <= TOKENS_IN_FLIGHT + 1, (at_hang_up, web.model.produced)
    assert web.model.streaming == 0
    assert web.app.statistics().bridge.active_turns == 0 and web.web.chats.active == 0
    assert not any(e["type"] in ("turn_finished", "turn_failed") for e in raw.events)
    # A cancelled turn is not saved, and the next turn works.
    assert_one_line_error(await web.client.get("/api/conversations/hang-up"), 404)
    web.model.enqueue("I am free again.")
    after = sse_events((await web.client.post("/api/chat", json={"text": "hello?"})).text)
    assert after[-1] == {"type": "turn_finished", "text": "I am free again."}


@pytest.mark.reply_style("small")
async def test_shutting_down_ends_each_turn_in_flight_with_its_final_event(web: Web) -> None:
    web.model.enqueue([f"w{i} " for i in range(500)])
    raw = RawChat({"text": "tell me a long story"})
    async with trio.open_nursery() as nursery:
        nursery.start_soon(raw.run, web.web)
        await raw.first_text.wait()
        assert web.web.close_chats() == 1
    assert raw.ended
    assert raw.events[-1]["type"] == "turn_failed" and raw.events[-1]["kind"] == "cancelled"
    assert sum(e["type"] in ("turn_finished", "turn_failed") for e in raw.events) == 1
    refused = await web.client.post("/api/chat", json={"text": "one more?"})
    assert "shutting down" in assert_one_line_error(refused, 503)


async def test_an_unexpected_failure_is_a_json_500_without_a_traceback(web: Web) -> None:
    class Broken:
        def __getattr__(self, name: str) -> Any:
            async def fail(*args: Any, **kwargs: Any) -> Any:
                raise RuntimeError("secret internals at /home/me/.cache")

            return fail

    async with web.client_for(Site(port=PORT), journal=Broken()) as client:
        for method, path in [
            ("GET", "/api/dreams"),
            ("GET", "/api/dreams/1"),
            ("GET", "/api/symbols"),
        ]:
            response = await client.request(method, path)
            message = assert_one_line_error(response, 500)
            assert "secret" not in message and "RuntimeError" not in message
            assert "content-security-policy" in response.headers


async def test_records_are_encoded_as_the_contract_says(web: Web) -> None:
    # msgspec Structs, not Python reprs: nested records come out as plain JSON objects.
    await web.journal.add_dream("A dream", date="2024-05-01")
    body = (await web.client.get("/api/dreams")).content
    decoded = msgspec.json.decode(body)
    assert decoded["dreams"][0]["text"] == "A dream" and decoded["total"] == 1


# --- journal failures answer with the status their cause calls for ------------------------------


async def test_a_failed_commit_is_never_acknowledged_and_answers_by_its_cause(
    web: Web, monkeypatch: Any
) -> None:
    """A COMMIT that fails (disk full; locked) answers 507 / 503 + Retry-After, nothing is
    stored, and a chat turn whose exchange cannot be kept ends `not_saved`."""
    import sqlite3

    from sandman.storage import _db

    failing: list[str] = []
    real = _db.Session.execute

    async def execute(session: Any, sql: str, params: Any = ()) -> Any:
        if sql == "COMMIT" and failing:
            with _db.translated(session._path):
                raise sqlite3.OperationalError(failing[0])
        return await real(session, sql, params)

    monkeypatch.setattr(_db.Session, "execute", execute)
    failing.append("database or disk is full")
    full = await web.client.post("/api/dreams", json={"text": "a dream on a full disk"})
    assert_one_line_error(full, 507)
    assert "free space" in full.json()["error"]
    assert_one_line_error(
        await web.client.post("/api/memories", json={"fact": "I work nights"}), 507
    )
    web.model.enqueue("Good night.")
    chat = await web.client.post(
        "/api/chat", json={"text": "good night", "conversation_id": "full"}
    )
    last = sse_events(chat.text)[-1]
    assert (last["type"], last["kind"]) == ("turn_failed", "not_saved")
    failing[0] = "database is locked"
    locked = await web.client.post("/api/dreams", json={"text": "a dream on a locked journal"})
    assert_one_line_error(locked, 503)
    assert locked.headers["retry-after"].isdigit()
    failing.clear()
    assert (await web.client.get("/api/dreams")).json()["total"] == 0
    assert (await web.client.post("/api/dreams", json={"text": "now it fits"})).status_code == 201


async def test_health_is_ok_while_the_journal_file_is_the_one_opened(web: Web) -> None:
    health = await web.client.get("/api/health")
    assert health.status_code == 200 and health.json()["status"] == "ok"


async def test_chats_without_a_conversation_id_each_get_their_own(web: Web) -> None:
    ids = []
    for text in ("Hello there, how are you tonight?", "Good evening to you."):
        web.model.enqueue("Hello.")
        response = await web.client.post("/api/chat", json={"text": text})
        events = sse_events(response.text)
        assert events[-1]["type"] == "turn_finished"
        ids.append(events[0]["conversation_id"])
    assert ids[0] != ids[1]
    for cid in ids:
        turns = (await web.client.get(f"/api/conversations/{cid}")).json()["turns"]
        assert len(turns) == 1  # never one history shared by every client
    given = await web.client.post("/api/chat", json={"text": "hi", "conversation_id": "mine"})
    assert "x-conversation-id" not in given.headers
    assert "conversation_id" not in sse_events(given.text)[0]


async def test_a_busy_server_answers_503_with_retry_after_before_any_stream() -> None:
    """The bridge refuses a turn as busy (its first and only event): the client gets a status
    it can retry on, not a 200 stream holding a failure."""
    from sandman.messages import TextDelta, TurnFailed, TurnFinished
    from sandman.web import create_app

    class Backend:
        model = WebModel()

        def __init__(self) -> None:
            self.busy = True

        async def chat(
            self, text: str, *, conversation_id: str | None = None, turn_id: str | None = None
        ) -> Any:
            if self.busy:
                yield TurnFailed(
                    turn_id=turn_id or "", error="too many turns at once (at most 8)", kind="busy"
                )
                return
            yield TextDelta(turn_id=turn_id or "", text="Hello.")
            yield TurnFinished(turn_id=turn_id or "", text="Hello.")

        def cancel(self, turn_id: str) -> bool:
            return False

    backend = Backend()
    async with open_journal(Path(tempfile.mkdtemp()) / "j.db") as journal:
        app = create_app(chat=backend, journal=journal, site=Site(port=PORT))
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=app), base_url=f"http://127.0.0.1:{PORT}"
        ) as client:
            busy = await client.post("/api/chat", json={"text": "hello"})
            assert "too many turns" in assert_one_line_error(busy, 503)
            assert busy.headers["retry-after"] == "2"
            backend.busy = False
            ok = await client.post("/api/chat", json={"text": "hello"})
            assert ok.status_code == 200 and sse_events(ok.text)[-1]["type"] == "turn_finished"
