"""``sandman chat`` from a pipe and ``sandman ask``, in-process on a scripted model: commands
never reach the model, conversations are kept and continued, output is escaped."""

from __future__ import annotations

import io
import json
import sys
from pathlib import Path

import pytest
import trio

import sandman._app
from sandman.inference import Completion, ScriptedModel
from sandman.storage import open_journal

from ._helpers import one_error_line, run

# The model's own words stream in every test here (the mechanism, whatever the shipped style).
pytestmark = pytest.mark.reply_style("small")

HOSTILE = "\x1b]0;pwned\x07\x1b[2J"


class Replies:
    """Stands in for ``load_model``: a scripted model (named like the default preset, so it is
    routed by the first pass) whose every reply is ``reply``; counts loads."""

    def __init__(self, reply: str = "A calm reply.") -> None:
        self.reply = reply
        self.loads = 0
        self.model: ScriptedModel | None = None

    def __call__(self, spec: object = None, **_: object) -> ScriptedModel:
        self.loads += 1
        self.model = ScriptedModel(name="smollm2-135m")
        self.model.enqueue(*[self._answer] * 40)
        return self.model

    def _answer(self, request: Completion) -> str:
        return self.reply

    @property
    def prompts(self) -> list[str]:
        """The prompts of the replies asked for (the start-up warm-up left out)."""
        assert self.model is not None
        return [r.prompt for r in self.model.history if r.max_tokens > 0]


@pytest.fixture
def replies(monkeypatch: pytest.MonkeyPatch) -> Replies:
    fake = Replies()
    monkeypatch.setattr(sandman._app, "load_model", fake)
    return fake


def chat(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    db: Path,
    stdin: bytes,
    *extra: str,
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin)))
    return run(capsys, "chat", "--db", str(db), *extra)


def test_commands_are_not_sent_to_the_model(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    lines = [
        "/help",
        "/?",
        "/log I flew over a glass city",
        "/dreams",
        "/dreams glass",
        "/show 1",
        "/forget",
        "/model",
        "/frobnicate",
        "/conversations",
        "hello there",
        "exit",
        "never sent",
    ]
    code, out, err = chat(capsys, monkeypatch, db, "\n".join(lines).encode() + b"\n")
    assert code == 0, err
    assert len(replies.prompts) == 1 and "hello there" in replies.prompts[0]
    assert all("never sent" not in p and "/help" not in p for p in replies.prompts)
    assert out.count("Commands:") == 2
    assert "Saved dream #1 (" in out
    assert out.count("I flew over a glass city") == 3  # /dreams, /dreams glass, /show 1
    assert "Sandman remembers nothing about you yet." in out
    assert "Model: smollm2-135m" in out
    assert "Unknown command /frobnicate; /help lists them." in out
    assert "No conversations yet." in out
    assert out.rstrip().endswith("A calm reply.")


def test_log_alone_saves_the_next_message_even_over_several_lines(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    stdin = b'/log\n"""\nI was in a house.\nIt flooded.\n"""\n/show 1\n'
    code, out, _ = chat(capsys, monkeypatch, db, stdin)
    assert code == 0
    assert replies.prompts == []
    assert out.endswith("\n\nI was in a house.\nIt flooded.\n")


def test_a_multiline_block_is_one_message(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    code, out, _ = chat(capsys, monkeypatch, db, b'"""\nfirst line\nsecond line\n"""\nnext\n')
    assert code == 0
    assert len(replies.prompts) == 2
    assert "first line\nsecond line" in replies.prompts[0]
    assert out == "A calm reply.\nA calm reply.\n"  # one line per reply when piped


def test_an_invalid_utf8_line_is_reported_and_skipped(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    code, _out, err = chat(capsys, monkeypatch, db, b"hello\n\xff\xfe broken\nafter\n")
    assert code == 1
    assert (
        "sandman: line 2 of standard input is not valid UTF-8 (byte 0xff at offset 0) (skipped)"
        in err
    )
    assert "Traceback" not in err
    assert len(replies.prompts) == 2 and "after" in replies.prompts[1]


async def _conversations(db: Path) -> list[tuple[str, int]]:
    async with open_journal(db) as journal:
        return [(c.id, c.turns) for c in await journal.conversations()]


def test_each_chat_is_a_new_conversation_unless_continued(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    chat(capsys, monkeypatch, db, b"first talk\n")
    chat(capsys, monkeypatch, db, b"second talk\nmore\n")
    kept = trio.run(_conversations, db)
    assert [turns for _, turns in kept] == [2, 1]
    latest, first = kept[0][0], kept[1][0]
    code, _, err = chat(capsys, monkeypatch, db, b"and again\n", "--continue")
    assert code == 0 and f"Continuing conversation {latest} (2 turns)." in err
    code, _, err = chat(capsys, monkeypatch, db, b"back to the first\n", "--conversation", first)
    assert code == 0 and f"Continuing conversation {first} (1 turn)." in err
    assert dict(trio.run(_conversations, db)) == {latest: 3, first: 2}


def test_an_unknown_conversation_is_an_error_before_the_model_loads(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    chat(capsys, monkeypatch, db, b"hello\n")
    loads = replies.loads
    code, out, err = chat(capsys, monkeypatch, db, b"hello\n", "--conversation", "nope")
    assert (code, out) == (1, "")
    assert "no conversation 'nope'" in one_error_line(err)
    assert replies.loads == loads


def test_new_and_conversations_in_the_chat(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    code, out, _ = chat(capsys, monkeypatch, db, b"one\n/new\ntwo\n/conversations\n")
    assert code == 0
    listing = out.split("New conversation ")[1].splitlines()[2:]
    assert len(listing) == 2
    assert listing[0].startswith("*") and "two" in listing[0]
    assert listing[1].startswith(" ") and "one" in listing[1]


def test_replies_and_tool_results_are_printed_escaped(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, db: Path, replies: Replies
) -> None:
    replies.reply = f"Here {HOSTILE} it is."
    run(capsys, "log", f"A dream {HOSTILE} of trains", "--db", str(db))
    code, out, err = chat(capsys, monkeypatch, db, b"show my latest dreams\n")
    assert code == 0
    assert "\x1b" not in out + err and "\x07" not in out + err
    assert "Here \\x1b]0;pwned\\x07\\x1b[2J it is." in out
    assert "A dream \\x1b]0;pwned\\x07\\x1b[2J of trains" in out  # the reply's lead
    assert "recent_dreams" in err


def test_ask_prints_the_reply_on_stdout_and_tool_activity_on_stderr(
    capsys: pytest.CaptureFixture[str], db: Path, replies: Replies
) -> None:
    run(capsys, "log", "A dream of trains", "--db", str(db))
    code, out, err = run(capsys, "ask", "show my latest dreams", "--db", str(db))
    assert code == 0
    assert out.endswith("A calm reply.\n") and "A dream of trains" in out and "·" not in out
    assert err.startswith("  · recent_dreams(")


def test_ask_json_follows_the_contract_and_each_ask_is_its_own_conversation(
    capsys: pytest.CaptureFixture[str], db: Path, replies: Replies
) -> None:
    run(capsys, "log", "A dream of trains", "--db", str(db))
    code, out, err = run(capsys, "ask", "show my latest dreams", "--json", "--db", str(db))
    assert (code, err) == (0, "")
    events = [json.loads(line) for line in out.splitlines()]
    finished = next(e for e in events if e["type"] == "tool_finished")
    assert finished["name"] == "recent_dreams" and "A dream of trains" in finished["result"]
    assert finished["found"] is True  # the journal holds dreams: no reply may say it has none
    assert events[-1]["type"] == "turn_finished"
    assert events[-1]["text"].endswith("A calm reply.")
    assert "".join(e["text"] for e in events if e["type"] == "text") == events[-1]["text"]
    run(capsys, "ask", "hello", "--db", str(db))
    run(capsys, "ask", "-c", "hello again", "--db", str(db))
    assert sorted(turns for _, turns in trio.run(_conversations, db)) == [1, 2]


def test_ask_creates_a_journal_and_says_so(
    capsys: pytest.CaptureFixture[str], db: Path, replies: Replies
) -> None:
    code, out, err = run(capsys, "ask", "hello", "--db", str(db))
    assert (code, out) == (0, "A calm reply.\n")
    assert err == f"Created a new journal at {db}\n"


# --- the trace of a turn ---------------------------------------------------------------------------


def test_ask_trace_shows_each_model_call_and_what_the_guard_dropped(
    capsys: pytest.CaptureFixture[str], db: Path, replies: Replies
) -> None:
    """`ask --trace --json`: on stderr, the respond call's prompt as sent and raw output, its
    tokens, and the pass's record of what the guard dropped and why; stdout is unchanged."""
    replies.reply = "Saved: you quit your job. Sleep well tonight."
    run(capsys, "log", "A dream of trains", "--db", str(db))
    code, out, err = run(
        capsys, "ask", "show my latest dreams", "--json", "--trace", "--db", str(db)
    )
    assert code == 0
    events = [json.loads(line) for line in out.splitlines()]
    assert all("type" in e and "trace" not in e for e in events)
    records = [json.loads(line) for line in err.splitlines()]
    [call] = [r for r in records if r["trace"] == "model_call" and r["role"] == "respond"]
    assert "show my latest dreams" in call["prompt"] and "A dream of trains" in call["prompt"]
    assert call["output"] == "Saved: you quit your job. Sleep well tonight."
    assert call["reused_tokens"] + call["evaluated_tokens"] == call["prompt_tokens"] > 0
    assert call["total_ms"] >= 0 and call["stop_reason"]
    [pass_] = [r for r in records if r["trace"] == "respond_pass"]
    assert "A dream of trains" in pass_["lead"]
    dropped = pass_["guard_dropped"]
    assert "did not happen" in dropped[0]["why"]
    assert "quit your job" in " ".join(d["text"] for d in dropped)
    assert pass_["shown"].strip() == "Sleep well tonight."
    assert not any(r.get("role") == "warmup" for r in records)


def test_ask_trace_is_readable_without_json(
    capsys: pytest.CaptureFixture[str], db: Path, replies: Replies
) -> None:
    code, out, err = run(capsys, "ask", "hello", "--trace", "--db", str(db))
    assert code == 0 and out.strip() == "A calm reply."
    assert (
        "── model call: respond" in err
        and "prompt:\n  | " in err
        and "output:\n  | A calm reply." in err
    )
    assert "── reply pass" in err and "guard dropped nothing" in err


def test_sandman_trace_appends_json_lines_for_the_chat(
    capsys: pytest.CaptureFixture[str],
    db: Path,
    replies: Replies,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    trace = tmp_path / "trace.jsonl"
    monkeypatch.setenv("SANDMAN_TRACE", str(trace))
    # ("how are you?" has Sandman's own line, no model call: a thanks has the model's words)
    code, _out, _ = chat(capsys, monkeypatch, db, b"hello\nthank you so much\n")
    assert code == 0
    records = [json.loads(line) for line in trace.read_text().splitlines()]
    prompts = [
        r["prompt"] for r in records if r["trace"] == "model_call" and r["role"] == "respond"
    ]
    assert len(prompts) == 2 and "thank you so much" in prompts[1]
    assert (trace.stat().st_mode & 0o777) == 0o600
