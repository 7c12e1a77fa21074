"""The page in headless Chromium against a real ``sandman serve`` (the real default model, a
random port): streaming, Stop, the journal's add/search/edit/delete, XSS, phone width.

One server and one browser for the module: ``browser_driver.py`` plays every scenario in its own
process and reports what the page showed; the tests below judge it. Screenshots of the journal
and of a chat are written to ``test-artifacts/``.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import threading
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

DRIVER = Path(__file__).with_name("browser_driver.py")
ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
START_TIMEOUT = 180
XSS_TEXT = '<img src=x onerror="window.__pwned=1"> and <script>window.__pwned=2</script>'
XSS_TITLE = '<b>bold</b> <iframe src="/"></iframe>'
XSS_MOOD = "<i>odd</i>"


class Served:
    def __init__(self, tmp: Path) -> None:
        # The real workhorse model; its own words stream (the page's streaming and Stop are what
        # these tests watch, whatever the shipped reply style of the model).
        env = {
            **os.environ,
            "SANDMAN_DB": str(tmp / "journal.db"),
            "SANDMAN_REPLY_STYLE": "small",
            "SANDMAN_MODEL": "smollm2-135m",  # the suite's workhorse
        }
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "sandman.cli", "serve", "--port", "0"],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        self.stderr: list[str] = []
        threading.Thread(target=self._drain_stderr, daemon=True).start()
        self.url = self._wait_for_url()

    def _drain_stderr(self) -> None:
        assert self.proc.stderr is not None
        for line in self.proc.stderr:
            self.stderr.append(line)

    def _wait_for_url(self) -> str:
        found: list[str] = []

        def read() -> None:
            assert self.proc.stdout is not None
            for line in self.proc.stdout:
                if "http://" in line:
                    found.append(line)
                    return

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(START_TIMEOUT)
        if not found:
            self.proc.kill()
            pytest.fail(f"sandman serve printed no URL: {''.join(self.stderr)}")
        line = found[0]
        url = line[line.index("http://") :].split()[0]
        assert url.startswith("http://127.0.0.1:") and url.endswith("/"), line
        return url

    def post(self, path: str, body: dict[str, Any], method: str = "POST") -> Any:
        request = urllib.request.Request(
            self.url + path.lstrip("/"),
            data=json.dumps(body).encode(),
            method=method,
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read())

    def get(self, path: str) -> Any:
        with urllib.request.urlopen(self.url + path.lstrip("/"), timeout=30) as response:
            return json.loads(response.read())

    def stop(self) -> tuple[int, str]:
        self.proc.send_signal(signal.SIGINT)  # Ctrl-C
        code = self.proc.wait(timeout=60)
        return code, "".join(self.stderr)


def _seed(served: Served) -> None:
    """Dreams across a year (for the chart), and the XSS dreams."""
    moods = ["calm", "uneasy", "joyful", "calm", "anxious", "calm", "uneasy", "", "calm"]
    texts = [
        "Flying over the sea at dawn",
        "A snake in the garden of my old house",
        "Dancing at a wedding with everyone I know",
        "Swimming with whales in warm water",
        "Late for an exam I never studied for",
        "A quiet library in the clouds",
        "The house was flooded with water",
        "Lost keys in a city of glass",
        "Walking my dog on the moon",
    ]
    for i, (text, mood) in enumerate(zip(texts, moods, strict=True)):
        served.post(
            "/api/dreams", {"text": text, "date": f"2024-{i + 2:02d}-1{i}", "mood": mood or None}
        )
    served.post(
        "/api/dreams",
        {"text": XSS_TEXT, "title": XSS_TITLE, "mood": XSS_MOOD, "date": "2024-11-20"},
    )
    served.post(
        "/api/memories", {"fact": '<img src=x onerror="window.__pwned=3"> is my favourite tag'}
    )
    served.post(
        "/api/symbols/%3Cscript%3E", {"meaning": "<script>window.__pwned=4</script>"}, method="PUT"
    )


@pytest.fixture(scope="module")
def served(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Served]:
    """One real ``sandman serve`` for the module, with dreams in it; stopped with Ctrl-C."""
    served = Served(tmp_path_factory.mktemp("serve"))
    try:
        _seed(served)
        yield served
    finally:
        code, stderr = served.stop()
    # Ctrl-C stops the server cleanly: exit 0, no traceback.
    assert code == 0, stderr
    assert "Stopped." in stderr and "Traceback" not in stderr, stderr


@pytest.fixture(scope="module")
def seen(served: Served) -> dict[str, dict[str, Any]]:
    """Runs every scenario once in one browser; each scenario's report by name."""
    ARTIFACTS.mkdir(exist_ok=True)
    driver = subprocess.run(
        [
            sys.executable,
            str(DRIVER),
            served.url,
            str(ARTIFACTS),
            "journal_crud",
            "xss_inert",
            "notes_edit",
            "phone",
            "chat_streams",
            "chat_stop",
            # (last, and it deletes the dream it saved: the others count the journal's dreams)
            "conversation_delete",
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    reports = {}
    for line in driver.stdout.splitlines():
        report = json.loads(line)
        reports[report["scenario"]] = report
    if "*" in reports or not reports:
        pytest.fail(f"the browser did not run: {reports.get('*')} {driver.stderr[-2000:]}")
    return reports


def _report(seen: dict[str, dict[str, Any]], name: str) -> dict[str, Any]:
    report = seen[name]
    assert report["ok"], report.get("error")
    page: dict[str, Any] = report["seen"]
    assert page.get("errors", []) == [] and page.get("dialogs", []) == [], page
    assert page.get("violations", []) == [], page["violations"]
    assert page.get("console_errors", []) == [], page["console_errors"]
    return page


def test_a_reply_streams_in_while_it_is_written(seen: dict[str, dict[str, Any]]) -> None:
    page = _report(seen, "chat_streams")
    reply = page["reply"]
    assert reply["state"] == "done", reply
    assert reply["text"].strip()
    assert page["user_bubble"].endswith("What does a snake mean?")
    tool_reply = page["tool_reply"]
    assert tool_reply["state"] == "done" and tool_reply["text"].strip()
    assert any("Looking up “snake” — done" in t for t in tool_reply["tools"]), tool_reply["tools"]
    # The journal's lead is shown apart, as a quoted fact; the companion's words as plain speech.
    segments = tool_reply["segments"]
    assert segments and segments[0][0] == "journal" and "snake" in segments[0][1].lower(), segments
    assert segments[0][2] == "solid"  # the quote's bar
    assert all(source in ("journal", "model") for source, _, _ in segments)
    assert all(style == "none" for source, _, style in segments if source == "model")
    # The plain reply was on screen while it was still streaming, and a reply of more than one
    # sentence of the model's own grew from there, a sentence at a time (the guard shows a
    # sentence once it ends; how many sentences is the model's choice). Sandman's own line, shown
    # when the guard held back all the model wrote, comes whole, in one piece.
    growing = sorted(
        {length for length, state in page["steps"] if state == "streaming" and length > 0}
    )
    assert growing and growing[0] > 0, page["steps"]
    own = "".join(text for source, text, _ in reply["segments"] if source == "model")
    if len(re.findall(r"[.!?](?=\s)", own.strip() + " ")) >= 2:
        assert len(growing) >= 2, page["steps"]
        assert growing[0] < len(reply["text"]), page["steps"]
    assert growing[-1] <= len(reply["text"]) + 1
    assert page["send_enabled_after"] and not page["stop_enabled_after"]
    assert (ARTIFACTS / "chat.png").stat().st_size > 10_000


def test_stop_cancels_the_reply_and_the_next_message_works(seen: dict[str, dict[str, Any]]) -> None:
    page = _report(seen, "chat_stop")
    stopped = page["stopped"]
    assert stopped["state"] == "stopped" and stopped["note"] == "Stopped."
    assert stopped["text"], "Stop came after the reply had begun"
    # Nothing more arrived after Stop, the server did not keep the cancelled turn, and the next
    # message got a whole reply in the same conversation.
    assert page["stopped_text_later"] == stopped["text"]
    assert page["after"]["state"] == "done" and page["after"]["text"].strip()
    assert page["saved_turns"] == ["Hello again"]


def test_a_conversation_is_deleted_from_the_chat_after_confirming_and_its_dream_stays(
    seen: dict[str, dict[str, Any]],
) -> None:
    page = _report(seen, "conversation_delete")
    assert page["button_before"] is False and page["button_after_a_turn"] is True
    assert "for good" in page["dialog_text"] and "stay in your journal" in page["dialog_text"]
    assert page["kept"] is True  # "Keep it" kept it
    assert page["deleted"] is False and "deleted" in page["status"]
    assert page["log_after"] == 0 and page["button_after_delete"] is False
    assert page["new_conversation"] != page["old_conversation"]
    assert "lantern" in page["dream_kept"]
    assert not page["violations"]


def test_a_dream_is_added_found_edited_and_deleted_after_confirming(
    seen: dict[str, dict[str, Any]], served: Served
) -> None:
    page = _report(seen, "journal_crud")
    assert page["created_title"] == "Silver bicycle"
    assert page["search_summary"].startswith("1 dream matching “bicycle”")
    assert len(page["search_cards"]) == 1 and "Silver bicycle" in page["search_cards"][0]
    assert "golden bicycle" in page["edited_text"] and page["edited_mood"] == "delighted"
    assert "Silver bicycle" in page["dialog_text"] and "for good" in page["dialog_text"]
    assert page["kept"] == 200  # "Keep it" kept it
    with pytest.raises(urllib.error.HTTPError) as gone:
        served.get(f"/api/dreams/{page['dream_id']}")
    assert gone.value.code == 404
    assert page["search_after_delete"].startswith("No dreams matching “bicycle”")
    # The picture: moods by month, with a legend naming them.
    assert page["chart_label"].startswith("Moods by month")
    assert any(item.startswith("calm (") for item in page["legend"])
    assert (ARTIFACTS / "journal.png").stat().st_size > 10_000


def test_html_in_dreams_memories_and_symbols_renders_as_inert_text(
    seen: dict[str, dict[str, Any]],
) -> None:
    page = _report(seen, "xss_inert")
    assert page["pwned"] is None
    assert page["markup_in_list"] == page["markup_in_dream"] == page["markup_in_notes"] == 0
    assert page["markup_in_chart"] == 0
    assert XSS_TEXT in page["card_text"] and XSS_TITLE in page["card_text"]
    assert page["dream_title"] == XSS_TITLE
    assert page["dream_text"] == XSS_TEXT
    assert page["dream_mood"] == XSS_MOOD
    assert XSS_MOOD in page["legend"]
    assert '<img src=x onerror="window.__pwned=3">' in page["memory_text"]
    assert (
        "<script>" in page["symbol_text"]
        and "<script>window.__pwned=4</script>" in page["symbol_text"]
    )


def test_memories_and_symbol_meanings_are_edited_on_the_page(
    seen: dict[str, dict[str, Any]],
) -> None:
    page = _report(seen, "notes_edit")
    assert page["form_after_edit_click"] == ["lighthouse", "a safe way home"]
    assert any("lighthouse — hope in the dark" in s for s in page["symbols"])
    assert "My brother is called Tom" not in page["api_memories"]
    assert "lighthouse" not in page["api_symbols"]


def test_the_page_fits_a_phone_and_every_control_has_a_name(
    seen: dict[str, dict[str, Any]],
) -> None:
    page = _report(seen, "phone")
    assert page["overflow"] == {"journal": 0, "chat": 0, "notes": 0, "new": 0}
    assert page["first_tabs"] == ["Skip to content", "Sandman", "Journal"]
    assert page["unlabelled"] == []
