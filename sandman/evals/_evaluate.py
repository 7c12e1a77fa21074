"""``evaluate_replies``: a case file's cases on one model, scored into a ``ReplyReport``."""

from __future__ import annotations

import datetime as dt
from collections.abc import Callable

from ..inference import Model
from ._cases import CaseFile
from ._examples import responder_facts
from ._report import ReplyReport, build_report
from ._run import AppOpener, CaseResult, run_cases


async def evaluate_replies(
    model: Model,
    cases_file: CaseFile,
    *,
    split: str = "all",
    sampling_seed: int | None = None,
    today: dt.date | None = None,
    on_case: Callable[[int, int, CaseResult], None] | None = None,
    open_app: AppOpener | None = None,
) -> ReplyReport:
    """Play the cases of ``split`` through the real app on ``model`` (loaded by the caller, left
    open) and score them. ``on_case(done, total, result)`` reports progress.

    The example facts looked for are those of the worked examples the responder uses for this
    model (declared with them, and found in them); when they cannot be read, none are looked for
    and the report says why.
    """
    cases = cases_file.select(split)
    facts, note = responder_facts(model.name)

    def progress(index: int, result: CaseResult) -> None:
        if on_case is not None:
            on_case(index + 1, len(cases), result)

    results = await run_cases(
        model,
        cases_file,
        cases,
        example_facts=facts,
        today=today,
        on_case=progress,
        open_app=open_app,
    )
    return build_report(
        results,
        file=cases_file.path,
        model=model.name,
        split=split,
        sampling_seed=sampling_seed,
        example_facts=[f.text for f in facts],
        example_note=note,
    )
