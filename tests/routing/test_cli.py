import io
import json

import pytest

from sandman.cli import _router, main
from sandman.inference import ScriptedModel


def _run(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    argv: list[str],
    stdin: str = "",
) -> tuple[int, str, str]:
    monkeypatch.setattr("sys.stdin", io.StringIO(stdin))
    monkeypatch.setenv("SANDMAN_MODEL", "smollm2-135m")
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_route_jsonl_prints_one_result_per_message_in_order(monkeypatch, capsys) -> None:
    lines = [
        {"text": "show me my last 3 dreams"},
        {"text": "what does a snake mean?", "id": 7},
        {"text": "hi!"},
        {"text": "have I dreamed about lighthouses"},
    ]
    stdin = "\n".join(json.dumps(x) for x in lines) + "\n\n"
    code, out, _ = _run(monkeypatch, capsys, ["route", "--jsonl"], stdin)
    assert code == 0
    results = [json.loads(line) for line in out.splitlines()]
    assert results == [
        {"route": "recent_dreams", "args": {"limit": 3}},
        {"route": "lookup_symbol", "args": {"symbol": "snake"}},
        {"route": "respond", "args": {}},
        {"route": "search_dreams", "args": {"query": "lighthouses"}},
    ]


def test_route_text_prints_one_json_line(monkeypatch, capsys) -> None:
    code, out, _ = _run(monkeypatch, capsys, ["route", "what did I tell you about my job?"])
    assert code == 0
    assert json.loads(out) == {"route": "recall_memories", "args": {"topic": "job"}}


def test_route_jsonl_rejects_a_line_without_text_with_one_line_error(monkeypatch, capsys) -> None:
    code, out, err = _run(monkeypatch, capsys, ["route", "--jsonl"], '{"text": "hi"}\n{"txt": 1}\n')
    assert code == 1
    assert json.loads(out) == {"route": "respond", "args": {}}
    assert err.strip() == 'sandman: stdin line 2: no "text" string'


def test_route_with_the_default_model_never_loads_it(monkeypatch, capsys) -> None:
    def refuse(spec: str | None) -> ScriptedModel:
        raise AssertionError("the first pass decides for the default model")

    monkeypatch.setattr(_router, "_load_model", refuse)
    code, _, _ = _run(monkeypatch, capsys, ["route", "hello"])
    assert code == 0


def test_route_with_model_strategy_asks_the_model_and_closes_it(monkeypatch, capsys) -> None:
    model = ScriptedModel()
    model.enqueue('<lookup_symbol symbol="owl" />')
    monkeypatch.setattr(_router, "_load_model", lambda spec: model)
    code, out, _ = _run(
        monkeypatch,
        capsys,
        ["route", "--strategy", "model", "--verbose", "an owl, what could it mean"],
    )
    assert code == 0
    assert json.loads(out) == {
        "route": "lookup_symbol",
        "args": {"symbol": "owl"},
        "source": "model",
        "confidence": 1.0,
    }
    assert model.closed and model.history[0].slot == "router"


def test_eval_router_reports_accuracy_per_route_confusion_and_latency(
    monkeypatch, capsys, tmp_path
) -> None:
    path = tmp_path / "mini.jsonl"
    rows = [
        {"text": "what does a snake mean?", "route": "lookup_symbol", "args": {"symbol": "snake"}},
        {"text": "show my last two dreams", "route": "recent_dreams", "args": {"limit": 2}},
        {"text": "good night", "route": "respond", "args": {}},
        {"text": "good morning", "route": "search_dreams", "args": {"query": "morning"}},
    ]
    path.write_text("".join(json.dumps(r) + "\n" for r in rows))
    code, out, _ = _run(monkeypatch, capsys, ["eval", "router", str(path), "--json"])
    assert code == 0
    report = json.loads(out)
    assert report["n"] == 4 and report["accuracy"] == 0.75
    assert report["arg_accuracy"] == 1.0
    assert report["confusion"]["search_dreams"]["respond"] == 1
    assert report["per_route"]["respond"] == {"precision": 0.5, "recall": 1.0, "support": 1}
    assert report["latency_ms_p50"] >= 0 and report["strategy"]["mode"] == "first_pass"
    assert [m["text"] for m in report["misses"]] == ["good morning"]

    code, out, _ = _run(monkeypatch, capsys, ["eval", "router", str(path)])
    assert code == 0 and "route accuracy 75.0% (3/4)" in out and "latency p50" in out


def test_eval_router_names_a_missing_file(monkeypatch, capsys, tmp_path) -> None:
    code, _, err = _run(monkeypatch, capsys, ["eval", "router", str(tmp_path / "nope.jsonl")])
    assert code == 1 and err.startswith("sandman: cannot read") and err.count("\n") == 1
