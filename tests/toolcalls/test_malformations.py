"""Table-driven: every malformation, run whole, one character at a time and at random split points."""

from __future__ import annotations

import random

import pytest

from sandman.toolcalls import ParseResult, StreamParser, parse

from .cases import CASES, Case


def _stream(text: str, chunks: list[str]) -> tuple[str, ParseResult]:
    parser = StreamParser()
    out = "".join(parser.feed(c) for c in chunks) + parser.close()
    return out, parser.result


def _random_chunks(text: str, rng: random.Random) -> list[str]:
    if len(text) < 2:
        return [text]
    cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randint(1, 8))))
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)])]


def test_the_table_has_at_least_a_hundred_distinct_cases() -> None:
    assert len(CASES) >= 100
    assert len({c.id for c in CASES}) == len(CASES)
    assert len({c.text for c in CASES}) == len(CASES)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_case_gives_the_same_calls_and_text_whole_and_streamed(case: Case) -> None:
    whole = parse(case.text)
    assert [(c.name, c.args) for c in whole.calls] == case.calls
    assert whole.text == case.visible
    assert [r.name for r in whole.rejected] == case.rejected
    assert all(r.reason and "\n" not in r.reason for r in whole.rejected)

    by_char = _stream(case.text, list(case.text))
    assert by_char == (whole.text, whole)
    rng = random.Random(case.id)
    for _ in range(5):
        assert _stream(case.text, _random_chunks(case.text, rng)) == (whole.text, whole)
