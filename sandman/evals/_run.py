"""Running reply-eval cases through the real app: ``sandman.open`` on a fresh seeded journal each.

Every case gets its own temporary journal, seeded with ``Journal.import_json``, and its own
conversation; its messages are played in order through ``app.chat`` and the UI events collected
(route, tool events, text, the final event). After each turn the journal is read again through a
second connection, so a turn's writes are known from the journal itself as well as from the
write tools that reported success. The model is the caller's, loaded once and reused.
"""

from __future__ import annotations

import datetime as dt
import functools
import tempfile
import time
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, TypeAlias

import msgspec

from ..inference import Model
from ..messages import RouteDecided, TextDelta, ToolFinished, TurnFailed, TurnFinished
from ..routing import situation_of
from ..storage import ExportFile, Journal, open_journal
from ..tools import READ_ONLY_TOOLS, TOOLS
from ._cases import Case, CaseFile
from ._claims import Claim, ClaimKind, action_claims, kinds_satisfied, markup_leaks, tool_kind
from ._companion import ENGAGING, contradicted, engaged, invented, outcomes
from ._examples import ExampleFact, copied_facts
from ._journal import JournalState, check_journal, state_of, writes_between
from ._text import contains, invented_dates, invented_quotes, matches_any, normalize

EVAL_SEED = 1234  # sampling seed the command line loads the model with


class ToolRecord(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    args: dict[str, Any] = {}
    ok: bool
    output: str
    found: bool | None = None


class TurnRecord(msgspec.Struct, frozen=True, kw_only=True):
    """One message and what came back, with what the eval made of it."""

    message: str
    reply: str
    route: str = ""
    route_args: dict[str, Any] = {}
    tools: tuple[ToolRecord, ...] = ()
    failed: str = ""  # "kind: error" when the turn ended with TurnFailed
    ttft_ms: float | None = None  # to the first visible text; None when nothing was shown
    turn_ms: float
    writes: tuple[ClaimKind, ...] = ()  # kinds of writes this turn made (journal and tools)
    claims: tuple[Claim, ...] = ()
    false_claims: tuple[Claim, ...] = ()
    unconfirmed: tuple[ClaimKind, ...] = ()  # writes the reply does not mention
    leaks: tuple[str, ...] = ()
    copied: tuple[str, ...] = ()
    invented_dates: tuple[str, ...] = ()  # dates no journal entry, message or tool result gave
    invented_quotes: tuple[str, ...] = ()  # quoted titles or words no one said
    model_text: str = ""  # the model's own words (text events with source "model")
    situation: str = ""  # sandman.routing._situation: its kind, and ":valence" when it has one
    invented: tuple[
        str, ...
    ] = ()  # in the model's words: names, numbers, dates, titles no one gave
    contradicted: tuple[str, ...] = ()  # in the model's words: what the turn's events deny
    engaged: bool | None = None  # None: the turn asks for facts only


class CaseResult(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    split: str
    category: str
    turns: tuple[TurnRecord, ...]
    problems: tuple[str, ...]  # empty when grounded
    notes: tuple[str, ...] = ()  # problems of earlier turns (counted, but not in ``grounded``)
    facts: int = 0  # how many facts the case asks of its last reply

    @property
    def grounded(self) -> bool:
        return not self.problems


async def _snapshot(journal: Journal) -> JournalState:
    return state_of(await journal.export())


def _turn_problems(turn: TurnRecord) -> list[str]:
    out: list[str] = []
    if turn.failed:
        out.append(f"turn failed ({turn.failed})")
    out += [f"false claim ({c.kind}): {c.text!r}" for c in turn.false_claims]
    out += [f"markup leak: {leak!r}" for leak in turn.leaks]
    out += [f"copied example fact: {fact!r}" for fact in turn.copied]
    out += [f"invented date: {date!r}" for date in turn.invented_dates]
    out += [f"invented quote: {quote!r}" for quote in turn.invented_quotes]
    return out


def judge(
    case: Case, turns: Sequence[TurnRecord], final: JournalState, today: dt.date
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """(problems of the last reply and the journal, problems of earlier turns)."""
    last = turns[-1]
    problems = _turn_problems(last)
    for alternatives in case.facts:
        if matches_any(last.reply, alternatives, today) is None:
            problems.append(f"missing fact: one of {list(alternatives)}")
    reply = normalize(last.reply)
    problems += [f"forbidden: {f!r}" for f in case.forbidden if contains(reply, normalize(f))]
    for check in case.journal:
        wrong = check_journal(check, final, today)
        if wrong:
            problems.append(f"journal: {wrong}")
    notes = [f"turn {n}: {p}" for n, turn in enumerate(turns[:-1], 1) for p in _turn_problems(turn)]
    return tuple(problems), tuple(notes)


async def _play(app: Any, text: str) -> TurnRecord:
    started = time.perf_counter()
    first: float | None = None
    parts: list[str] = []
    own: list[str] = []
    tools: list[ToolRecord] = []
    route, route_args, failed, final = "", {}, "", None
    async for event in app.chat(text):
        match event:
            case RouteDecided():
                route, route_args = event.route, dict(event.args)
            case ToolFinished():
                tools.append(
                    ToolRecord(
                        name=event.name,
                        args=dict(event.args),
                        ok=event.ok,
                        output=event.output,
                        found=event.found,
                    )
                )
            case TextDelta():
                if first is None and event.text:
                    first = time.perf_counter()
                parts.append(event.text)
                if event.source == "model":
                    own.append(event.text)
            case TurnFinished():
                final = event.text
            case TurnFailed():
                failed = f"{event.kind}: {event.error}"
    ended = time.perf_counter()
    return TurnRecord(
        message=text,
        reply=final if final is not None else "".join(parts),
        route=route,
        route_args=route_args,
        tools=tuple(tools),
        failed=failed,
        ttft_ms=None if first is None else (first - started) * 1000,
        turn_ms=(ended - started) * 1000,
        model_text="".join(own).strip(),
    )


def _companion(turn: TurnRecord, said_before: Sequence[str], today: dt.date) -> dict[str, Any]:
    """The companion measures of one turn (``_companion``): what its own words invent or
    contradict, given what was said before it and this turn's tool results."""
    results = outcomes([(t.name, t.ok, t.output, t.found) for t in turn.tools])
    situation = situation_of(turn.message, results)
    held = [*said_before, normalize(turn.message), *(normalize(t.output) for t in turn.tools)]
    made_up = tuple(invented(turn.model_text, held, today)) if turn.model_text else ()
    denied = (
        tuple(contradicted(turn.model_text, turn.message, results, situation))
        if turn.model_text
        else ()
    )
    asks = situation.kind in ENGAGING
    return {
        "situation": situation.kind + (f":{situation.valence}" if situation.valence else ""),
        "invented": made_up,
        "contradicted": denied,
        "engaged": (
            engaged(turn.model_text, turn.message, results, situation, made_up + denied)
            if asks
            else None
        ),
    }


def _assess(
    turn: TurnRecord,
    journal_writes: set[ClaimKind],
    grounding: Sequence[str],
    facts: Sequence[ExampleFact],
    today: dt.date,
    said_before: Sequence[str] = (),
) -> TurnRecord:
    tool_writes = {
        kind
        for t in turn.tools
        if t.ok and (kind := tool_kind(t.name, READ_ONLY_TOOLS)) is not None
    }
    writes = journal_writes | tool_writes
    satisfied = kinds_satisfied(writes)
    claims = action_claims(turn.reply)
    claimed = {c.kind for c in claims}
    return msgspec.structs.replace(
        turn,
        writes=tuple(sorted(writes)),
        claims=tuple(claims),
        false_claims=tuple(c for c in claims if c.kind not in satisfied),
        unconfirmed=tuple(
            sorted(k for k in journal_writes if not (kinds_satisfied({k}) & claimed))
        ),
        leaks=tuple(markup_leaks(turn.reply, TOOLS)),
        copied=tuple(copied_facts(turn.reply, facts, grounding)),
        invented_dates=tuple(invented_dates(turn.reply, grounding, today)),
        invented_quotes=tuple(invented_quotes(turn.reply, grounding)),
        **_companion(turn, said_before, today),
    )


AppOpener: TypeAlias = Callable[..., AbstractAsyncContextManager[Any]]


async def run_case(
    model: Model,
    case: Case,
    seed: ExportFile,
    *,
    example_facts: Sequence[ExampleFact] = (),
    today: dt.date | None = None,
    open_app: AppOpener | None = None,
) -> CaseResult:
    """Play ``case`` on ``model`` (left open) in a fresh journal seeded with ``seed``.

    ``open_app(model=, db=, conversation_id=)`` opens the app to talk to: ``sandman.open`` unless
    given (a test may pass a stand-in with the same ``chat``).
    """
    if open_app is None:
        import sandman  # the app, imported when a case runs (it loads the inference stack)

        # (no heads read ahead: a case's turns follow each other with no one typing between)
        open_app = functools.partial(sandman.open, read_ahead=False)
    day = today or dt.date.today()
    with tempfile.TemporaryDirectory(prefix="sandman-eval-") as tmp:
        db = Path(tmp) / "journal.db"
        async with open_journal(db) as probe:
            await probe.import_json(msgspec.json.encode(seed))
            state = await _snapshot(probe)
            grounding = state.corpus()
            turns: list[TurnRecord] = []
            said: list[str] = []  # the conversation so far: messages, replies, tool results
            async with open_app(model=model, db=db, conversation_id=f"eval-{case.id}") as app:
                for text in case.messages:
                    grounding.append(normalize(text))
                    turn = await _play(app, text)
                    after = await _snapshot(probe)
                    grounding += [normalize(t.output) for t in turn.tools]
                    turns.append(
                        _assess(
                            turn, writes_between(state, after), grounding, example_facts, day, said
                        )
                    )
                    said += [normalize(text), normalize(turn.reply)]
                    said += [normalize(t.output) for t in turn.tools]
                    state = after
    problems, notes = judge(case, turns, state, day)
    return CaseResult(
        id=case.id,
        split=case.split,
        category=case.category,
        turns=tuple(turns),
        problems=problems,
        notes=notes,
        facts=len(case.facts),
    )


async def run_cases(
    model: Model,
    cases_file: CaseFile,
    cases: Sequence[Case],
    *,
    example_facts: Sequence[ExampleFact] = (),
    today: dt.date | None = None,
    on_case: Callable[[int, CaseResult], None] | None = None,
    open_app: AppOpener | None = None,
) -> list[CaseResult]:
    """Every case in order on one loaded model; ``on_case(index, result)`` after each."""
    results: list[CaseResult] = []
    for index, case in enumerate(cases):
        result = await run_case(
            model,
            case,
            cases_file.seed_of(case),
            example_facts=example_facts,
            today=today,
            open_app=open_app,
        )
        results.append(result)
        if on_case is not None:
            on_case(index, result)
    return results
