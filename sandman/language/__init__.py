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
    DAY_WORDS,
    HOLIDAY_WORDS,
    MONTH_NAMES,
    MONTH_WORDS,
    CalendarDay,
    calendar_days,
    date_forms,
    dream_date,
    dream_period,
    latest_day,
    real_date,
    spoken_date,
    without_dates,
)
from ._english import in_english, reads_as_english
from ._people import (
    RELATIONS,
    claimed_relations,
    count_claims,
    counts,
    dreamt_a_death,
    numbers,
    relations,
)
from ._questions import (
    HAD_TOLD,
    QUESTION_WORDS,
    QUESTION_WORDS_TYPED,
    WH_WORDS,
    asks,
    asks_for_advice,
    asks_yes_or_no_about_them,
    dreads_sleep,
    folk_meaning,
    gives_thanks,
    requests,
    says_goodbye,
    starts_as_question,
    takes_leave,
)
from ._refs import ORDINALS, SAID_ID, SAID_LAST, SAID_THAT, DreamRef, dream_ref
from ._typos import (
    ROUTING_WORDS,
    common_english_words,
    is_english_word,
    mend_typos,
    typo_speller,
)
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
    without_aside,
    word_set,
)

__all__ = [
    "DANGLING",
    "DAY_WORDS",
    "DREAM_WORDS",
    "HAD_TOLD",
    "HOLIDAY_WORDS",
    "IRREGULAR_PLURALS",
    "MONTH_NAMES",
    "MONTH_WORDS",
    "ORDINALS",
    "QUESTION_WORDS",
    "QUESTION_WORDS_TYPED",
    "RELATIONS",
    "ROUTING_WORDS",
    "SAID_ID",
    "SAID_LAST",
    "SAID_THAT",
    "SEARCH_FRAME",
    "STOPWORDS",
    "WH_WORDS",
    "CalendarDay",
    "DreamRef",
    "Speller",
    "asks",
    "asks_for_advice",
    "asks_yes_or_no_about_them",
    "calendar_days",
    "claimed_relations",
    "common_english_words",
    "count_claims",
    "counts",
    "date_forms",
    "dreads_sleep",
    "dream_date",
    "dream_period",
    "dream_ref",
    "dreamt_a_death",
    "folk_meaning",
    "gives_thanks",
    "in_english",
    "is_english_word",
    "latest_day",
    "mend_dream_words",
    "mend_typos",
    "normalize",
    "numbers",
    "one_typo_apart",
    "porter_stem",
    "reads_as_english",
    "real_date",
    "relations",
    "requests",
    "says_goodbye",
    "singular",
    "spoken_date",
    "starts_as_question",
    "stem",
    "takes_leave",
    "tokens",
    "typo_speller",
    "without_aside",
    "without_dates",
    "word_set",
]
