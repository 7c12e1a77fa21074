from __future__ import annotations

import io
import json

import pytest

from sandman.cli import main


def _run(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], stdin: str, *args: str) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    code = main(["toolcalls", *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_plain_input_prints_calls_text_and_rejections(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = _run(monkeypatch, capsys, 'Sure. <remember fact="I have a cat" /> Noted! <fly_away x="1"/>')
    assert code == 0
    assert json.loads(out) == {
        "calls": [{"name": "remember", "args": {"fact": "I have a cat"}}],
        "text": "Sure. Noted!",
        "rejected": [{"raw": '<fly_away x="1"/>', "name": "fly_away", "reason": json.loads(out)["rejected"][0]["reason"]}],
    }
    assert "unknown tool" in json.loads(out)["rejected"][0]["reason"]


def test_jsonl_prints_one_result_per_input_line_in_order(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    lines = [
        {"input": '<recent_dreams limit="3"/> Here they are.'},
        {"input": "No calls here."},
        {"input": '{"name": "search_dreams", "arguments": {"query": "flying"}}'},
    ]
    code, out, _ = _run(monkeypatch, capsys, "".join(json.dumps(x) + "\n" for x in lines), "--jsonl")
    assert code == 0
    results = [json.loads(line) for line in out.splitlines()]
    assert [r["text"] for r in results] == ["Here they are.", "No calls here.", ""]
    assert [r["calls"] for r in results] == [
        [{"name": "recent_dreams", "args": {"limit": 3}}],
        [],
        [{"name": "search_dreams", "args": {"query": "flying"}}],
    ]


def test_chunked_output_matches_whole_output(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    text = 'One. <save_symbol_meaning symbol="water" meaning="calm"/> Two <|im_end|> three'
    _, whole, _ = _run(monkeypatch, capsys, text)
    for n in ("1", "3", "7"):
        code, chunked, _ = _run(monkeypatch, capsys, text, "--chunk", n)
        assert code == 0
        assert json.loads(chunked) == json.loads(whole)
    assert json.loads(whole)["text"] == "One. Two"


@pytest.mark.parametrize(
    ("stdin", "message"),
    [("not json\n", "line 1: not valid JSON"), ('{"input": 1}\n', 'line 1: expected a JSON object with a string "input"'),
     ('{"input": "ok"}\n[1]\n', "line 2:")],
)
def test_bad_jsonl_line_gives_one_error_line_and_nonzero_exit(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], stdin: str, message: str
) -> None:
    code, _, err = _run(monkeypatch, capsys, stdin, "--jsonl")
    assert code == 1
    assert err.startswith(f"sandman: {message}")
    assert err.count("\n") == 1


def test_chunk_must_be_positive(monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        _run(monkeypatch, capsys, "x", "--chunk", "0")
    assert exc.value.code == 2
