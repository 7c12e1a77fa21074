"""The reply-eval report: figures per model, per category, and the failures with their replies."""

from __future__ import annotations

from collections.abc import Sequence

import msgspec

from ..prompts import own_lines_in
from ._run import CaseResult, TurnRecord


class CategoryScore(msgspec.Struct, frozen=True, kw_only=True):
    cases: int
    grounded: int
    rate: float


class Failure(msgspec.Struct, frozen=True, kw_only=True):
    """A case whose last reply or journal fell short, or with a problem on an earlier turn:
    every message, every reply, and why."""

    id: str
    split: str
    category: str
    messages: list[str]
    replies: list[str]
    routes: list[str]
    tools: list[list[str]]  # per turn: the tools that ran, "name" or "name (failed)"
    problems: list[str]


class CompanionNote(msgspec.Struct, frozen=True, kw_only=True):
    """A turn whose model words invented, contradicted, or did not engage when asked to."""

    id: str
    split: str
    situation: str
    message: str
    journal: str  # what the journal's lines said (the reply without the model's words)
    model_text: str
    problems: list[str]


class ReplyReport(msgspec.Struct, frozen=True, kw_only=True):
    """What ``sandman eval replies`` measured for one model.

    A case is *grounded* when its last turn finished and its reply carries every fact, makes no
    forbidden claim, no false claim of an action, shows no markup, copies no example fact and
    invents no date or quoted title, and every journal check holds. The counts of claims, facts,
    dates and quotes are over every turn of every case, one by one; ``markup_leaks`` counts replies
    showing any; ``unconfirmed_writes`` counts writes no reply mentioned.

    The companion's figures judge the model's own words only (``sandman.evals._companion``):
    ``invented`` and ``contradicted`` count turns, ``engaged_rate`` is over the turns that ask for
    more than facts (``engaging_turns``), ``answered_rate`` over the cases that name facts
    (``answerable``), ``model_words`` counts the words the model wrote in all.

    ``written_turns`` counts the turns whose reply says one of Sandman's written lines (its own
    line for a situation, or a written answer), and ``written_again`` those that say one the case
    said before: how much of the companion is written words, and where they wear thin.
    """

    file: str
    model: str
    split: str
    sampling_seed: int | None
    cases: int
    turns: int
    grounded: int
    grounded_rate: float
    false_action_claims: int
    false_claim_cases: int
    copied_example_facts: int
    invented_dates: int
    invented_quotes: int
    markup_leaks: int
    unconfirmed_writes: int
    failed_turns: int
    missing_facts: int  # cases whose last reply lacks a fact
    forbidden_claims: int  # cases whose last reply says something forbidden
    journal_failures: int  # cases whose journal checks do not all hold
    ttft_ms_p50: float
    turn_ms_p50: float
    turn_ms_p95: float
    invented: int = 0
    contradicted: int = 0
    engaging_turns: int = 0
    engaged: int = 0
    engaged_rate: float = 0.0
    answerable: int = 0
    answered: int = 0
    answered_rate: float = 0.0
    model_words: int = 0
    written_turns: int = 0
    written_again: int = 0
    companion: list[CompanionNote] = []  # the turns that fell short
    engaging_replies: list[CompanionNote] = []  # every turn that asked for more than facts, to read
    categories: dict[str, CategoryScore]
    example_facts: list[str]
    example_note: str = ""
    failures: list[Failure]


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def _rate(part: int, whole: int) -> float:
    return round(part / whole, 4) if whole else 0.0


def build_report(
    results: Sequence[CaseResult],
    *,
    file: str,
    model: str,
    split: str,
    sampling_seed: int | None,
    example_facts: Sequence[str] = (),
    example_note: str = "",
) -> ReplyReport:
    turns = [t for r in results for t in r.turns]
    grounded = sum(r.grounded for r in results)
    categories: dict[str, CategoryScore] = {}
    for name in dict.fromkeys(r.category for r in results):
        members = [r for r in results if r.category == name]
        ok = sum(r.grounded for r in members)
        categories[name] = CategoryScore(
            cases=len(members), grounded=ok, rate=_rate(ok, len(members))
        )

    def cases_with(prefix: str) -> int:
        return sum(any(p.startswith(prefix) for p in r.problems) for r in results)

    engaging = [t for t in turns if t.engaged is not None]
    written = again = 0
    for r in results:
        said: set[str] = set()
        for t in r.turns:
            lines = own_lines_in(t.reply)
            written += bool(lines)
            again += any(line in said for line in lines)
            said.update(lines)
    answerable = [r for r in results if r.facts]
    answered = sum(not any(p.startswith("missing fact") for p in r.problems) for r in answerable)

    def note(r: CaseResult, t: TurnRecord) -> CompanionNote:
        return CompanionNote(
            id=r.id,
            split=r.split,
            situation=t.situation,
            message=t.message,
            journal=t.reply.replace(t.model_text, "").strip() if t.model_text else t.reply,
            model_text=t.model_text,
            problems=[f"invented {x}" for x in t.invented]
            + [f"contradicted: {x}" for x in t.contradicted]
            + (
                ["not engaged"] if t.engaged is False and not (t.invented or t.contradicted) else []
            ),
        )

    notes = [
        note(r, t)
        for r in results
        for t in r.turns
        if t.invented or t.contradicted or t.engaged is False
    ]

    return ReplyReport(
        file=file,
        model=model,
        split=split,
        sampling_seed=sampling_seed,
        cases=len(results),
        turns=len(turns),
        grounded=grounded,
        grounded_rate=_rate(grounded, len(results)),
        false_action_claims=sum(len(t.false_claims) for t in turns),
        false_claim_cases=sum(any(t.false_claims for t in r.turns) for r in results),
        copied_example_facts=sum(len(t.copied) for t in turns),
        invented_dates=sum(len(t.invented_dates) for t in turns),
        invented_quotes=sum(len(t.invented_quotes) for t in turns),
        markup_leaks=sum(bool(t.leaks) for t in turns),
        unconfirmed_writes=sum(len(t.unconfirmed) for t in turns),
        failed_turns=sum(bool(t.failed) for t in turns),
        missing_facts=cases_with("missing fact"),
        forbidden_claims=cases_with("forbidden"),
        journal_failures=cases_with("journal"),
        ttft_ms_p50=round(percentile([t.ttft_ms for t in turns if t.ttft_ms is not None], 0.5), 1),
        turn_ms_p50=round(percentile([t.turn_ms for t in turns], 0.5), 1),
        turn_ms_p95=round(percentile([t.turn_ms for t in turns], 0.95), 1),
        invented=sum(bool(t.invented) for t in turns),
        contradicted=sum(bool(t.contradicted) for t in turns),
        engaging_turns=len(engaging),
        engaged=sum(bool(t.engaged) for t in engaging),
        engaged_rate=_rate(sum(bool(t.engaged) for t in engaging), len(engaging)),
        answerable=len(answerable),
        answered=answered,
        answered_rate=_rate(answered, len(answerable)),
        model_words=sum(len(t.model_text.split()) for t in turns),
        written_turns=written,
        written_again=again,
        companion=notes,
        engaging_replies=[note(r, t) for r in results for t in r.turns if t.engaged is not None],
        categories=categories,
        example_facts=list(example_facts),
        example_note=example_note,
        failures=[
            Failure(
                id=r.id,
                split=r.split,
                category=r.category,
                messages=[t.message for t in r.turns],
                replies=[t.reply for t in r.turns],
                routes=[t.route for t in r.turns],
                tools=[
                    [t.name + ("" if t.ok else " (failed)") for t in turn.tools] for turn in r.turns
                ],
                problems=[
                    *r.problems,
                    *r.notes,
                    *(
                        f"a write the reply does not confirm: {k}"
                        for t in r.turns
                        for k in t.unconfirmed
                    ),
                ],
            )
            for r in results
            # a problem on an earlier turn is shown too, and a write no reply mentioned
            if not r.grounded or r.notes or any(t.unconfirmed for t in r.turns)
        ],
    )


def _pct(rate: float) -> str:
    return f"{rate * 100:.1f}%"


def format_report(report: ReplyReport) -> str:
    """The report as text for a terminal."""
    lines = [
        f"{report.file}  model {report.model}  split {report.split}  "
        f"({report.cases} cases, {report.turns} turns, sampling seed {report.sampling_seed})",
        f"grounded {_pct(report.grounded_rate)} ({report.grounded}/{report.cases})   "
        f"false action claims {report.false_action_claims} (in {report.false_claim_cases} cases)   "
        f"copied example facts {report.copied_example_facts}   markup leaks {report.markup_leaks}",
        f"invented dates {report.invented_dates}   invented quotes {report.invented_quotes}",
        f"TTFT p50 {report.ttft_ms_p50:,.0f} ms   turn p50 {report.turn_ms_p50:,.0f} ms   "
        f"p95 {report.turn_ms_p95:,.0f} ms   failed turns {report.failed_turns}   "
        f"unconfirmed writes {report.unconfirmed_writes}",
        f"cases with a missing fact {report.missing_facts}   a forbidden claim "
        f"{report.forbidden_claims}   a failed journal check {report.journal_failures}",
        f"companion (the model's own words, {report.model_words} in all): invented "
        f"{report.invented} turns   contradicted {report.contradicted} turns   engaged "
        f"{_pct(report.engaged_rate)} ({report.engaged}/{report.engaging_turns})   answered "
        f"{_pct(report.answered_rate)} ({report.answered}/{report.answerable})",
        f"written lines (Sandman's own): in {report.written_turns} of {report.turns} turns, "
        f"{report.written_again} said again within a case",
        "",
        f"{'category':<20}{'grounded':>10}{'n':>5}",
    ]
    for name, score in report.categories.items():
        lines.append(f"{name:<20}{_pct(score.rate):>10}{score.cases:>5}")
    facts = ", ".join(repr(f) for f in report.example_facts) or "none"
    lines += ["", f"example facts looked for: {facts}"]
    if report.example_note:
        lines.append(f"  ({report.example_note})")
    if report.companion:
        lines += ["", "companion turns that fell short:"]
    for note in report.companion:
        lines.append(f"  [{note.split}] {note.id} ({note.situation}): {'; '.join(note.problems)}")
        lines.append(f"      you: {note.message}")
        lines.append(f"      journal: {' '.join(note.journal.split()) or '(nothing)'}")
        lines.append(f"      model: {' '.join(note.model_text.split()) or '(nothing)'}")
    if report.failures:
        lines += ["", "failures:"]
    for failure in report.failures:
        lines.append(f"  [{failure.split}] {failure.id} ({failure.category})")
        for problem in failure.problems:
            lines.append(f"      - {problem}")
        for message, reply, route, tools in zip(
            failure.messages, failure.replies, failure.routes, failure.tools
        ):
            how = route or "no route"
            if tools:
                how += "; ran " + ", ".join(tools)
            lines.append(f"      you: {message}")
            lines.append(f"      sandman ({how}): {' '.join(reply.split())}")
    return "\n".join(lines)
