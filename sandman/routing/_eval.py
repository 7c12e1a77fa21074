"""Scoring a router against labeled messages: accuracy, per-route figures, confusion, latency."""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

import msgspec

from ..language import word_set
from ..messages import ROUTES
from ._data import Example
from ._decision import RouteDecision


class RouteScore(msgspec.Struct, frozen=True, kw_only=True):
    precision: float
    recall: float
    support: int


class Miss(msgspec.Struct, frozen=True, kw_only=True):
    text: str
    expected: str
    expected_args: dict[str, Any]
    got: str
    got_args: dict[str, Any]
    source: str


class EvalReport(msgspec.Struct, frozen=True, kw_only=True):
    """What ``evaluate`` measured.

    ``arg_accuracy`` is over the messages whose route was right and takes arguments (text
    arguments compared as sets of singular words, see RULES.md); ``exact`` counts route and
    arguments both right over all messages. ``confusion[expected][got]`` counts messages.
    """

    n: int
    accuracy: float
    arg_accuracy: float
    arg_n: int
    exact: float
    per_route: dict[str, RouteScore]
    confusion: dict[str, dict[str, int]]
    sources: dict[str, int]
    latency_ms_p50: float
    latency_ms_p95: float
    misses: list[Miss]


def args_match(got: dict[str, Any], expected: dict[str, Any]) -> bool:
    """True when the arguments name the same things (text compared as singular word sets)."""
    if set(got) != set(expected):
        return False
    for key, want in expected.items():
        have = got[key]
        if isinstance(want, str) and isinstance(have, str):
            if word_set(have) != word_set(want):
                return False
        elif have != want:
            return False
    return True


def _percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[index]


def evaluate(examples: Iterable[Example], route: Callable[[str], RouteDecision]) -> EvalReport:
    """Route every example with ``route`` (timed one by one) and score the decisions.

    Exceptions from ``route`` propagate; nothing is retried.
    """
    items = list(examples)
    confusion: dict[str, dict[str, int]] = {r: {g: 0 for g in ROUTES} for r in ROUTES}
    sources: Counter[str] = Counter()
    latencies: list[float] = []
    misses: list[Miss] = []
    right = arg_right = arg_n = exact = 0
    for ex in items:
        start = time.perf_counter()
        decision = route(ex.text)
        latencies.append((time.perf_counter() - start) * 1000)
        sources[decision.source] += 1
        confusion[ex.route][decision.route] += 1
        ok_route = decision.route == ex.route
        ok_args = args_match(decision.args, ex.args)
        right += ok_route
        if ok_route and ex.route != "respond":
            arg_n += 1
            arg_right += ok_args
        exact += ok_route and ok_args
        if not (ok_route and ok_args):
            misses.append(
                Miss(
                    text=ex.text,
                    expected=ex.route,
                    expected_args=ex.args,
                    got=decision.route,
                    got_args=decision.args,
                    source=decision.source,
                )
            )
    per_route: dict[str, RouteScore] = {}
    for r in ROUTES:
        predicted = sum(confusion[g][r] for g in ROUTES)
        support = sum(confusion[r].values())
        per_route[r] = RouteScore(
            precision=confusion[r][r] / predicted if predicted else 0.0,
            recall=confusion[r][r] / support if support else 0.0,
            support=support,
        )
    n = len(items) or 1
    return EvalReport(
        n=len(items),
        accuracy=right / n,
        arg_accuracy=arg_right / arg_n if arg_n else 1.0,
        arg_n=arg_n,
        exact=exact / n,
        per_route=per_route,
        confusion=confusion,
        sources=dict(sources),
        latency_ms_p50=_percentile(latencies, 0.5),
        latency_ms_p95=_percentile(latencies, 0.95),
        misses=misses,
    )


_SHORT = {
    "respond": "respond",
    "lookup_symbol": "symbol",
    "search_dreams": "search",
    "recall_memories": "memories",
    "recent_dreams": "recent",
}


def format_report(report: EvalReport, *, title: str = "") -> str:
    """The report as a few aligned lines of text (misses included, one a line)."""
    lines = [title] if title else []
    lines.append(
        f"route accuracy {report.accuracy:.1%} ({round(report.accuracy * report.n)}/{report.n})"
        f"   argument accuracy {report.arg_accuracy:.1%} (of {report.arg_n} with arguments)"
        f"   route+args {report.exact:.1%}"
    )
    lines.append(
        f"latency p50 {report.latency_ms_p50:.2f} ms   p95 {report.latency_ms_p95:.2f} ms   "
        + "decided by: "
        + ", ".join(f"{k} {v}" for k, v in sorted(report.sources.items()))
    )
    lines.append("")
    lines.append(f"{'route':<16}{'precision':>10}{'recall':>8}{'n':>5}")
    for r, s in report.per_route.items():
        lines.append(f"{r:<16}{s.precision:>10.1%}{s.recall:>8.1%}{s.support:>5}")
    lines.append("")
    lines.append("confusion (rows: expected, columns: got)")
    lines.append(" " * 16 + "".join(f"{_SHORT[r]:>10}" for r in ROUTES))
    for r in ROUTES:
        lines.append(f"{r:<16}" + "".join(f"{report.confusion[r][g]:>10}" for g in ROUTES))
    if report.misses:
        lines.append("")
        lines.append("misses:")
        for m in report.misses:
            lines.append(
                f"  {m.text!r}: expected {m.expected} {m.expected_args}, got {m.got} {m.got_args} ({m.source})"
            )
    return "\n".join(lines)
