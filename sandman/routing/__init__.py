"""Routing a user message to one of the five routes, reliably on tiny models.

``RouterPolicy.for_model(name, family)`` picks a strategy measured for that model: a non-model
first pass (cues plus nearest labeled neighbours), the model choosing among plausible routes
under a grammar, or the model alone. ``route_text`` runs the whole loop; ``evaluate`` scores it
against labeled messages (``load_split`` ships train/dev/test; the rules are in data/RULES.md).
"""

from ._args import extract_args, listed_symbols
from ._data import LABEL_TODAY, SPLITS, Example, load_examples, load_split
from ._decision import RouteDecision
from ._eval import EvalReport, Miss, RouteScore, args_match, evaluate, format_report
from ._firstpass import Weights
from ._intents import (
    WriteIntent,
    asks_to_forget_that,
    asks_to_keep_a_fact,
    asks_to_keep_that,
    change_after_request,
    continued_telling,
    fact_beside_request,
    fact_of_theirs,
    forgotten_from_before,
    kept_from_before,
    kept_further,
    meaning_from_before,
    saved_from_before,
    telling_again,
    told_further,
    write_intents,
)
from ._logprob import Scorer
from ._parse import read_tag, resolve_route
from ._plain import asked_questions
from ._policy import (
    DEFAULT_STRATEGY,
    STRATEGIES,
    RouterPolicy,
    Strategy,
    route_text,
    strategy_for,
)
from ._prompt import render_router_prompt, route_grammar
from ._questions import asked_moods, search_order, search_period, superlative_mood
from ._refer import (
    asked_again,
    asks_again,
    asks_among_those,
    asks_meaning_of_that,
    asks_period_beside,
    leans_on_before,
    meaning_of_own_telling,
    meaning_of_told,
    period_asked_again,
    period_beside,
    points_back,
    refer_back,
)
from ._situation import (
    ENGAGING,
    OWN_LINE_KINDS,
    Situation,
    asks_meaning,
    in_danger,
    misreads,
    proposed_nothing,
    recaps_the_last,
    situation_of,
    speaks_of_harm,
    tells_a_loss,
    unsettling,
    valence,
)
from ._told import (
    asked_to_keep,
    asks_to_save_that,
    could_continue,
    goes_on_with_a_telling,
    not_wanted,
    tells_of_a_dream,
)
from ._translate import translate_request

__all__ = [
    "DEFAULT_STRATEGY",
    "ENGAGING",
    "LABEL_TODAY",
    "OWN_LINE_KINDS",
    "SPLITS",
    "STRATEGIES",
    "EvalReport",
    "Example",
    "Miss",
    "RouteDecision",
    "RouteScore",
    "RouterPolicy",
    "Scorer",
    "Situation",
    "Strategy",
    "Weights",
    "WriteIntent",
    "args_match",
    "asked_again",
    "asked_moods",
    "asked_questions",
    "asked_to_keep",
    "asks_again",
    "asks_among_those",
    "asks_meaning",
    "asks_meaning_of_that",
    "asks_period_beside",
    "asks_to_forget_that",
    "asks_to_keep_a_fact",
    "asks_to_keep_that",
    "asks_to_save_that",
    "change_after_request",
    "continued_telling",
    "could_continue",
    "evaluate",
    "extract_args",
    "fact_beside_request",
    "fact_of_theirs",
    "forgotten_from_before",
    "format_report",
    "goes_on_with_a_telling",
    "in_danger",
    "kept_from_before",
    "kept_further",
    "leans_on_before",
    "listed_symbols",
    "load_examples",
    "load_split",
    "meaning_from_before",
    "meaning_of_own_telling",
    "meaning_of_told",
    "misreads",
    "not_wanted",
    "period_asked_again",
    "period_beside",
    "points_back",
    "proposed_nothing",
    "read_tag",
    "recaps_the_last",
    "refer_back",
    "render_router_prompt",
    "resolve_route",
    "route_grammar",
    "route_text",
    "saved_from_before",
    "search_order",
    "search_period",
    "situation_of",
    "speaks_of_harm",
    "strategy_for",
    "superlative_mood",
    "telling_again",
    "tells_a_loss",
    "tells_of_a_dream",
    "told_further",
    "translate_request",
    "unsettling",
    "valence",
    "write_intents",
]
