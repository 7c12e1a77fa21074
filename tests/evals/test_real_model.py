"""``sandman eval replies`` on the bundled SmolLM2, on three shipped cases (a few seconds)."""

from __future__ import annotations

import json

import pytest

from sandman.cli import main

CASES = ("remember-1", "recent-5", "chat-5")


def test_eval_replies_runs_the_real_model_through_the_app(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["eval", "replies", "--json"] + [arg for case in CASES for arg in ("--case", case)]
    assert main(argv) == 0
    out, err = capsys.readouterr()
    report = json.loads(out)
    assert report["model"] == "smollm2-135m" and report["sampling_seed"] is not None
    assert (report["cases"], report["turns"], report["failed_turns"]) == (3, 3, 0)
    assert 0 < report["ttft_ms_p50"] <= report["turn_ms_p50"]
    assert set(report["categories"]) == {"write_memory", "recent_dreams", "chit_chat"}
    assert report["grounded"] == sum(c["grounded"] for c in report["categories"].values())
    # "Remember that …" is saved without the model's help: its journal checks hold whatever it says.
    remember = [f for f in report["failures"] if f["id"] == "remember-1"]
    assert not any(p.startswith("journal") for f in remember for p in f["problems"])
    assert [line.split("]")[0] for line in err.splitlines() if line.startswith("[")] == [
        "[1/3",
        "[2/3",
        "[3/3",
    ]
