"""``sandman toolcalls``: plain, --jsonl and --chunk, through ``sandman.cli.main``."""

from __future__ import annotations

import io
import json
from typing import Any

import pytest

from sandman.cli import main

CALL = '<remember fact="I have a cat" /> Noted!'


def _run(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], stdin: str, *argv: str
) -> tuple[int, list[dict[str, Any]], str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    status = main(["toolcalls", *argv])
    captured = capsys.readouterr()
    return status, [json.loads(line) for line in captured.out.splitlines()], captured.err


def test_plain_input_prints_calls_text_and_rejections(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    status, lines, err = _run(monkeypatch, capsys, CALL + ' <fly_away speed="9"/>\n')
    assert status == 0 and err == ""
    assert lines == [
        {
            "calls": [{"name": "remember", "args": {"fact": "I have a cat"}}],
            "text": "Noted!",
            "rejected": [
                {
                    "raw": '<fly_away speed="9"/>',
                    "name": "fly_away",
                    "reason": lines[0]["rejected"][0]["reason"],
                }
            ],
        }
    ]
    assert "unknown tool 'fly_away'" in lines[0]["rejected"][0]["reason"]


def test_jsonl_prints_one_result_per_input_line_in_order(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    stdin = "\n".join(
        json.dumps({"input": text})
        for text in [CALL, "Just prose <3", '<recent_dreams limit="2"/>Here they are.']
    )
    status, lines, _ = _run(monkeypatch, capsys, stdin + "\n\n", "--jsonl")
    assert status == 0
    assert [line["text"] for line in lines] == ["Noted!", "Just prose <3", "Here they are."]
    assert [line["calls"] for line in lines] == [
        [{"name": "remember", "args": {"fact": "I have a cat"}}],
        [],
        [{"name": "recent_dreams", "args": {"limit": 2}}],
    ]


@pytest.mark.parametrize(
    "bad", ['{"text": "no input field"}', "not json", '["input"]', '{"input": 3}']
)
def test_bad_jsonl_line_is_one_error_line_and_exit_1(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], bad: str
) -> None:
    stdin = (
        json.dumps({"input": CALL}) + "\n" + bad + "\n" + json.dumps({"input": "never read"}) + "\n"
    )
    status, lines, err = _run(monkeypatch, capsys, stdin, "--jsonl")
    assert status == 1
    assert [line["text"] for line in lines] == ["Noted!"]  # lines before the bad one were answered
    assert err.startswith("sandman: stdin line 2: ") and err.count("\n") == 1


@pytest.mark.parametrize("size", ["1", "3", "1000"])
def test_chunk_streams_the_input_and_gives_the_same_result(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], size: str
) -> None:
    text = 'Sure. <tool_call>{"name": "search_dreams", "arguments": {"query": "flying"}}</tool_call> Looking.'
    _, whole, _ = _run(monkeypatch, capsys, text)
    status, chunked, _ = _run(monkeypatch, capsys, text, "--chunk", size)
    assert status == 0
    assert chunked == whole
    assert chunked[0]["text"] == "Sure. Looking."


def test_chunk_must_be_positive(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO("hi"))
    with pytest.raises(SystemExit) as exit_info:
        main(["toolcalls", "--chunk", "0"])
    assert exit_info.value.code == 2
    assert "must be 1 or more" in capsys.readouterr().err
