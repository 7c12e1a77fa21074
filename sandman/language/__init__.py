"""English as Sandman reads it: the word lists and rules that the router, the reply guard and
the evals share, in one place.

- ``_words``: tokens, stopwords, singular forms, one-typo repair.
- ``_questions``: whether a message asks something, and the question words.
- ``_people``: relation words ("your sister") and numbers ("four", "twice").
- ``_english``: whether a text is English at all.
- ``_refs``: which dream a person points at ("#12", "my last dream", "that one").
- ``_dates``: calendar days, the night a dream happened, the nights a question means.

Everything here is pure and deterministic: no files, no state between calls.
"""

from ._dates import (
    MONTH_NAMES,
    MONTH_WORDS,
    CalendarDay,
    calendar_days,
    date_forms,
    dream_date,
    dream_period,
    real_date,
    spoken_date,
    without_dates,
)
from ._english import in_english, reads_as_english
from ._refs import SAID_ID, SAID_LAST, SAID_THAT, DreamRef, dream_ref
from ._people import RELATIONS, claimed_relations, numbers, relations
from ._questions import QUESTION_WORDS, asks, asks_for_advice, starts_as_question
from ._words import (
    DANGLING,
    DREAM_WORDS,
    IRREGULAR_PLURALS,
    SEARCH_FRAME,
    STOPWORDS,
    Speller,
    mend_dream_words,
    normalize,
    one_typo_apart,
    porter_stem,
    singular,
    stem,
    tokens,
    word_set,
)

__all__ = [
    "MONTH_NAMES",
    "MONTH_WORDS",
    "spoken_date",
    "CalendarDay",
    "real_date",
    "calendar_days",
    "date_forms",
    "dream_date",
    "dream_period",
    "without_dates",
    "QUESTION_WORDS",
    "RELATIONS",
    "DANGLING",
    "DREAM_WORDS",
    "mend_dream_words",
    "stem",
    "IRREGULAR_PLURALS",
    "SEARCH_FRAME",
    "STOPWORDS",
    "SAID_ID",
    "SAID_LAST",
    "SAID_THAT",
    "DreamRef",
    "dream_ref",
    "Speller",
    "asks",
    "in_english",
    "reads_as_english",
    "asks_for_advice",
    "claimed_relations",
    "normalize",
    "numbers",
    "one_typo_apart",
    "porter_stem",
    "relations",
    "singular",
    "starts_as_question",
    "tokens",
    "word_set",
]
