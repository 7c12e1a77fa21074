"""The other projects' tool-call parser tests, as data (``peer_cases``), run through Sandman's parser.

Every case runs whole, one character at a time and at random split points (the three must give
the same result), then is compared with what the peer's test expects: the same calls in order
(arguments compared as values, ``null`` arguments left out) and, where the peer checks it, the
same visible content up to whitespace; where it does not, no markup may be visible. Cases where
Sandman deliberately differs carry the convention's name and Sandman's own expected result.

The agreement rate over the cases without a convention must stay at or above 95%, whole and
streamed. ``python -m tests.toolcalls.test_peers`` prints the rate and every disagreement.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from functools import cache
from typing import Any

import msgspec
import pytest

from sandman.toolcalls import ParseResult, StreamParser, parse
from sandman.tools import ToolArgs, ToolSpec

from .peer_cases import CASES, CONVENTIONS, REGISTRIES, SOURCES, PeerCase

REQUIRED_RATE = 0.95
_TYPES: dict[str, Any] = {
    "str": str,
    "int": int,
    "float": float,
    "bool": bool,
    "list": list,
    "dict": dict,
    "any": Any,
}
# What must never reach the user when a peer does not say what the visible text is.
_LEAKS = re.compile(
    r"<\|?\s*/?\s*(?:tool|function|parameter|invoke|arg_|steptml|minimax|seed|longcat|think)|<\||<｜|\"arguments\"|"
    r"\"parameters\"|functools\[|\[TOOL_CALLS\]|\{\s*\"name\"|\w+\([^)]*=",
    re.I,
)


@cache
def registry(name: str) -> Mapping[str, ToolSpec]:
    """The peer's tool and argument names as a Sandman registry (a test registry, not the product's)."""
    tools: dict[str, ToolSpec] = {}
    for tool, args in REGISTRIES[name].items():
        fields: list[tuple[str, Any] | tuple[str, Any, Any]] = []
        for arg, kind in args.items():
            t = _TYPES[kind.rstrip("!")]
            fields.append((arg, t) if kind.endswith("!") else (arg, t | None, None))
        fields.sort(key=len)  # required (2-tuples) first, as msgspec requires
        args_type = msgspec.defstruct(
            f"{tool}_args", fields, bases=(ToolArgs,), frozen=True, kw_only=True
        )
        tools[tool] = ToolSpec(name=tool, args_type=args_type, read_only=True, description=tool)
    return tools


def _stream(case: PeerCase, chunks: list[str]) -> tuple[str, ParseResult]:
    parser = StreamParser(registry(case.tools), reasoning_open=case.reasoning_open)
    out = "".join(parser.feed(c) for c in chunks) + parser.close()
    return out, parser.result


def _random_chunks(text: str, rng: random.Random) -> list[str]:
    if len(text) < 2:
        return [text]
    cuts = sorted(rng.sample(range(1, len(text)), min(len(text) - 1, rng.randint(1, 8))))
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)])]


def _norm_text(text: str) -> str:
    return " ".join(text.split())


def _calls(result: ParseResult) -> list[tuple[str, dict[str, Any]]]:
    return [(c.name, c.args) for c in result.calls]


def _expected_calls(calls: list[tuple[str, dict[str, Any]]]) -> list[tuple[str, dict[str, Any]]]:
    return [(name, {k: v for k, v in args.items() if v is not None}) for name, args in calls]


def agrees(case: PeerCase, result: ParseResult) -> bool:
    """Whether Sandman's result is what the peer's test expects."""
    if _calls(result) != _expected_calls(case.calls):
        return False
    if case.content is None:
        return _LEAKS.search(result.text) is None
    return _norm_text(result.text) == _norm_text(case.content)


def whole(case: PeerCase) -> ParseResult:
    return parse(case.text, registry(case.tools), reasoning_open=case.reasoning_open)


def rates() -> tuple[float, float, list[PeerCase]]:
    """Agreement over the cases without a convention: (whole, streamed one character at a time,
    the cases that disagree whole)."""
    measured = [c for c in CASES if not c.convention]
    missed = [c for c in measured if not agrees(c, whole(c))]
    streamed = sum(agrees(c, _stream(c, list(c.text))[1]) for c in measured)
    return 1 - len(missed) / len(measured), streamed / len(measured), missed


def test_the_adopted_cases_are_distinct_and_sourced() -> None:
    assert len(CASES) >= 300
    assert len({c.id for c in CASES}) == len(CASES)
    assert len({(c.text, c.reasoning_open) for c in CASES}) == len(CASES)
    for case in CASES:
        assert case.source in SOURCES and case.tools in REGISTRIES
        assert not case.convention or (case.convention in CONVENTIONS and case.sandman is not None)
        assert not (case.convention and case.miss)


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_peer_case(case: PeerCase) -> None:
    result = whole(case)
    assert _stream(case, list(case.text)) == (result.text, result)
    rng = random.Random(case.id)
    for _ in range(3):
        assert _stream(case, _random_chunks(case.text, rng)) == (result.text, result)
    assert all(r.reason and "\n" not in r.reason for r in result.rejected)
    if case.convention:
        assert case.sandman is not None
        calls, content = case.sandman
        assert (_calls(result), _norm_text(result.text)) == (
            _expected_calls(calls),
            _norm_text(content),
        )
        assert not agrees(case, result), (
            "the peer's expectation is met: the convention is not needed"
        )
    elif case.miss:
        assert not agrees(case, result), "fixed: remove the case's miss note"
    else:
        assert agrees(case, result), (_calls(result), result.text)


def test_agreement_with_the_peers_is_at_least_95_percent_whole_and_streamed() -> None:
    whole_rate, streamed_rate, _ = rates()
    assert whole_rate >= REQUIRED_RATE
    assert streamed_rate >= REQUIRED_RATE


def _report() -> None:
    whole_rate, streamed_rate, missed = rates()
    measured = sum(1 for c in CASES if not c.convention)
    print(
        f"{len(CASES)} peer cases; {len(CASES) - measured} under a documented convention; {measured} measured"
    )
    print(f"agreement: whole {whole_rate:.1%}, streamed per character {streamed_rate:.1%}")
    by_project: dict[str, list[int]] = {}
    for case in CASES:
        if not case.convention:
            tally = by_project.setdefault(SOURCES[case.source].project, [0, 0])
            tally[0] += agrees(case, whole(case))
            tally[1] += 1
    for project, (ok, n) in sorted(by_project.items()):
        print(f"  {project}: {ok}/{n}")
    for case in missed:
        result = whole(case)
        print(
            f"- {case.id}{' (known: ' + case.miss + ')' if case.miss else ''}\n    text: {case.text!r}\n"
            f"    got: {_calls(result)} {result.text!r}\n    want: {_expected_calls(case.calls)} {case.content!r}"
        )


if __name__ == "__main__":
    _report()
