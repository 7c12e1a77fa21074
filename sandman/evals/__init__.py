"""Evaluations of what the user reads: ``evaluate_replies`` plays a case file's conversations
through the real app and scores the replies (grounded rate, false claims of actions, facts copied
from the prompt's worked examples, markup leaks, latency). The case-file format is in README.
"""

from ._cases import (
    CHECK_SUBJECTS,
    SPLITS,
    Case,
    CaseFile,
    CaseFileError,
    JournalCheck,
    Seed,
    builtin_cases_path,
    categories,
    load_cases,
    parse_cases,
)
from ._claims import CLAIM_KINDS, Claim, action_claims, markup_leaks
from ._evaluate import evaluate_replies
from ._examples import ExampleFact, copied_facts, declared_facts, example_facts, responder_facts
from ._report import CategoryScore, Failure, ReplyReport, format_report
from ._run import EVAL_SEED, CaseResult, ToolRecord, TurnRecord, run_case
from ._text import invented_dates, invented_quotes, matches_any, normalize

__all__ = [
    "CHECK_SUBJECTS",
    "CLAIM_KINDS",
    "EVAL_SEED",
    "SPLITS",
    "Case",
    "CaseFile",
    "CaseFileError",
    "CaseResult",
    "CategoryScore",
    "Claim",
    "ExampleFact",
    "Failure",
    "JournalCheck",
    "ReplyReport",
    "Seed",
    "ToolRecord",
    "TurnRecord",
    "action_claims",
    "builtin_cases_path",
    "categories",
    "copied_facts",
    "declared_facts",
    "evaluate_replies",
    "example_facts",
    "format_report",
    "invented_dates",
    "invented_quotes",
    "load_cases",
    "markup_leaks",
    "matches_any",
    "normalize",
    "parse_cases",
    "responder_facts",
    "run_case",
]
