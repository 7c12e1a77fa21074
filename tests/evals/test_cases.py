"""The case file: the shipped set is valid and balanced; a bad file is one clear error."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from sandman.cli import main
from sandman.evals import CaseFileError, builtin_cases_path, load_cases, parse_cases

CASES = load_cases(builtin_cases_path())

# What the set must cover: every route, the writes, follow-ups, no-answer questions, chit-chat,
# what the tools cannot do, injections, other languages and typos.
REQUIRED_CATEGORIES = {
    # the companion's situations (README, "The companion")
    "feeling",
    "thanks",
    "told_links",
    "told_meaning",
    "meaning_own",
    "not_english",
    "offer_dream",
    "symbol_own",
    "symbol_dictionary",
    "symbol_unknown",
    "search_hit",
    "search_related",
    "recent_dreams",
    "memories",
    "write_memory",
    "write_symbol",
    "log_dream",
    "no_log",
    "follow_up",
    "no_answer",
    "chit_chat",
    "unsupported",
    "injection",
    "language",
}


def test_the_shipped_set_is_large_and_covers_every_category_in_both_splits() -> None:
    assert len(CASES.cases) >= 80
    per_split = Counter((c.category, c.split) for c in CASES.cases)
    categories = {c.category for c in CASES.cases}
    assert categories == REQUIRED_CATEGORIES
    for category in categories:
        dev, test = per_split[(category, "dev")], per_split[(category, "test")]
        assert dev >= 1 and test >= 1, category
        assert abs(dev - test) <= 1, (category, dev, test)


def test_the_shipped_set_uses_every_seed_and_has_follow_ups_and_checks() -> None:
    used = {c.seed or next(iter(CASES.seeds)) for c in CASES.cases}
    assert used == set(CASES.seeds) and len(CASES.seeds) >= 3
    assert sum(len(c.messages) > 1 for c in CASES.cases) >= 12
    assert all(c.facts or c.forbidden or c.journal for c in CASES.cases)
    seeded = [s for s in CASES.seeds.values() if s.dreams]
    assert all(d.title and d.mood for s in seeded for d in s.dreams)


def test_no_answer_cases_cover_every_route() -> None:
    notes = " ".join(c.note for c in CASES.cases if c.category == "no_answer")
    for route in ("recent_dreams", "search_dreams", "recall_memories", "lookup_symbol", "respond"):
        assert route in notes, route


def _line(**fields: object) -> str:
    case = {"type": "case", "id": "a", "split": "dev", "category": "c", "messages": ["hi"]}
    case.update(fields)
    return json.dumps(case)


SEED = json.dumps({"type": "seed", "name": "s", "export": {"dreams": []}})


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (_line() + "\n" + _line(), "case id 'a' is used twice"),
        (_line(split="train"), "invalid enum value 'train'"),
        (_line(messages=[]), "one or more non-empty messages"),
        (_line(seed="nobody"), "names seed 'nobody'"),
        (_line(facts=[[]]), "non-empty list"),
        (_line(facts=[["{tomorrow}"]]), "unknown placeholder"),
        (_line(journal=[{"memory": "x", "dream": "y"}]), "exactly one of"),
        (_line(journal=[{"memory": "x", "date": "today"}]), "belong to a dream check"),
        (_line(journal=[{"dream": "x", "date": "soon"}]), "not YYYY-MM-DD"),
        (_line(colour="blue"), "unknown field"),
        (SEED + "\n" + SEED + "\n" + _line(), "seed 's' is defined twice"),
        ("not json", "malformed"),
        ("", "no cases"),
    ],
)
def test_a_bad_case_file_is_one_error_naming_the_line(text: str, problem: str) -> None:
    with pytest.raises(CaseFileError) as caught:
        parse_cases(text, "cases.jsonl")
    message = str(caught.value)
    assert problem.lower() in message.lower()
    assert message.startswith("cases.jsonl") and "\n" not in message


def test_seeds_default_to_the_first_and_a_case_may_bring_its_own_journal() -> None:
    own = {"dreams": [{"date": "2026-01-02", "text": "x", "created": "2026-01-02T00:00:00+00:00"}]}
    parsed = parse_cases(
        "\n".join(
            [
                SEED,
                json.dumps({"type": "seed", "name": "t", "export": {"memories": []}}),
                _line(id="a"),
                _line(id="b", seed="t", split="test"),
                _line(id="c", seed=own),
            ]
        )
    )
    a, b, c = parsed.cases
    assert parsed.seed_of(a) is parsed.seeds["s"] and parsed.seed_of(b) is parsed.seeds["t"]
    assert [d.text for d in parsed.seed_of(c).dreams] == ["x"]
    assert [x.id for x in parsed.select("test")] == ["b"]


def test_the_command_rejects_a_bad_file_in_one_line_before_loading_a_model(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "cases.jsonl"
    bad.write_text(_line(journal=[{"dreams": -1}]), encoding="utf-8")
    assert main(["eval", "replies", str(bad), "--model", "no-such-model"]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "a count check" in err
    assert main(["eval", "replies", str(tmp_path / "missing.jsonl")]) == 1
    assert "no such file" in capsys.readouterr().err
    assert main(["eval", "replies", "--case", "nope", "--model", "no-such-model"]) == 1
    assert "no case 'nope'" in capsys.readouterr().err


def test_eval_router_is_still_there() -> None:
    from sandman.cli import build_parser

    args = build_parser().parse_args(["eval", "router", "x.jsonl"])
    assert args.target == "router" and args.file == "x.jsonl"
    args = build_parser().parse_args(["eval", "replies", "--split", "dev"])
    assert args.target == "replies" and args.file is None and args.split == "dev"
