"""Dates as people write them (``sandman.language._dates``): the one reader of dates that routing,
the reply guard, the journal's lines and the evals share."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from sandman.language import (
    calendar_days,
    date_forms,
    dream_period,
    real_date,
    spoken_date,
    without_dates,
)

SANDMAN = Path(__file__).resolve().parents[2] / "sandman"


@pytest.mark.parametrize(
    ("text", "days"),
    [
        (
            "On 2026-11-03 and on 3 November",
            [(11, 3, 2026, "2026-11-03"), (11, 3, None, "3 November")],
        ),
        ("the 3rd of Nov, 2025.", [(11, 3, 2025, "3rd of Nov, 2025")]),
        ("Sept. 12th was odd", [(9, 12, None, "Sept. 12th")]),
        ("In May you were 12.", []),
        ("February 31", [(2, 31, None, "February 31")]),
    ],
)
def test_calendar_days_are_read_in_digits_and_words_in_order(
    text: str, days: list[tuple[object, ...]]
) -> None:
    assert [tuple(d) for d in calendar_days(text)] == days


def test_a_day_no_calendar_has_is_no_date() -> None:
    assert real_date(calendar_days("February 29")[0]) == date(2000, 2, 29)  # a leap year fits any
    assert real_date(calendar_days("February 31")[0]) is None
    assert real_date(calendar_days("2026-13-01")[0]) is None


def test_dates_are_taken_out_so_their_days_count_nothing_and_written_every_way() -> None:
    assert "12" not in without_dates("On 12 September and 2026-09-12 you dreamed twice.")
    assert set(date_forms(date(2026, 9, 3))) >= {
        "2026-09-03",
        "3 september",
        "september 3",
        "sep 3",
        "03 sep",
    }
    assert spoken_date(date(2026, 11, 3)) == "3 November 2026"


def test_dates_are_read_only_in_the_language_package() -> None:
    """One home for each English rule: a month's name in code outside ``sandman/language`` means a
    second date reader (docstrings write "3 November", capitalised; code lists are lower case)."""
    offenders = [
        str(path.relative_to(SANDMAN))
        for path in SANDMAN.rglob("*.py")
        if "language" not in path.parts
        and re.search(r"\b(?:september|november)\b", path.read_text())
    ]
    assert offenders == []


def test_nights_counted_from_a_day_named_are_that_span() -> None:
    # probed: "what did i dream the week before halloween" searched "halloween" as a word
    today = date(2026, 12, 5)
    assert dream_period("what did i dream the week before halloween", today) == (
        date(2026, 10, 24),
        date(2026, 10, 30),
    )
    assert dream_period("the day after october 12", today) == (date(2026, 10, 13),) * 2
    assert dream_period("a few days before halloween", today) == (
        date(2026, 10, 28),
        date(2026, 10, 30),
    )
    # Halloween 2026 is a Saturday: the weekend before it is the one a week earlier
    assert dream_period("the weekend before halloween", today) == (
        date(2026, 10, 24),
        date(2026, 10, 25),
    )
    assert dream_period("the day before yesterday", today) == (date(2026, 12, 3),) * 2
    # after a day still to come, or a day not known: none
    assert dream_period("the week after my exam", today) is None
    assert dream_period("the day after tomorrow", today) is None


@pytest.mark.parametrize(
    "text",
    [
        "any dreams between nov 1 and nov 5",
        "from november 1 to november 5",
        "nov 1-5",
        "between the 1st and the 5th of november",
        "from the first to the fifth of november",
        "between 1 and 5 november",
    ],
)
def test_a_span_of_calendar_days_is_all_of_it(text: str) -> None:
    # probed: "any dreams between nov 1 and nov 5" read the 1st alone
    assert dream_period(text, date(2026, 12, 6)) == (date(2026, 11, 1), date(2026, 11, 5))


def test_a_span_across_new_year_and_words_between_that_are_no_span() -> None:
    today = date(2026, 12, 6)
    assert dream_period("from december 28 to january 3", today) == (
        date(2025, 12, 28),
        date(2026, 1, 3),
    )
    assert dream_period("whats the longest gap between my dreams", today) is None
    assert dream_period("from 2 weeks ago until now", today) == (date(2026, 11, 22), today)


@pytest.mark.parametrize(
    ("fact", "dated"),
    [
        ("i started a new job last week", "i started a new job in the week of {mon_before}"),
        ("my exam is next week", "my exam is in the week of {mon_after}"),
        ("we moved 2 months ago", "we moved around {two_months_ago}"),
        ("my grandpa died three days ago", "my grandpa died on {three_days_ago}"),
        ("i quit smoking a year ago", "i quit smoking in 2025"),
        ("this morning i ran", "on {today} i ran"),
        ("i started my job last year", "i started my job in 2025"),
        ("my sister lives in lyon", "my sister lives in lyon"),  # no word of time: as written
        ("my birthday is on the 3rd", "my birthday is on the 3rd"),
        ("today's my birthday", "today's my birthday"),  # (no date can be run into a "'s")
        # a weekday near: the last one, or one ahead in a fact of now or ahead
        ("i started last monday", "i started on {last_monday}"),
        ("my exam is on friday", "my exam is on {friday_ahead}"),
        ("the dentist is this coming sunday", "the dentist is on {sunday_ahead}"),
        ("i got fired on friday", "i got fired on friday"),  # (told in the past: which, unsure)
        ("i work on mondays", "i work on mondays"),
    ],
)
def test_a_facts_words_of_time_become_the_dates_they_mean(fact: str, dated: str) -> None:
    from sandman.language import dated_fact, spoken_date

    today = date(2026, 12, 6)  # a Sunday
    days = {
        "mon_before": spoken_date(date(2026, 11, 23)),
        "mon_after": spoken_date(date(2026, 12, 7)),
        "two_months_ago": f"{date(2026, 10, 1):%B} 2026",
        "three_days_ago": spoken_date(date(2026, 12, 3)),
        "today": spoken_date(today),
        "last_monday": spoken_date(date(2026, 11, 30)),
        "friday_ahead": spoken_date(date(2026, 12, 11)),
        "sunday_ahead": spoken_date(date(2026, 12, 13)),  # (a Sunday's "this coming sunday")
    }
    assert dated_fact(fact, today) == dated.format(**days)


def test_a_period_and_the_one_before_it_are_one_span() -> None:
    # probed: "show me dreams from last week and the week before" read last week alone
    today = date(2026, 12, 7)
    assert dream_period("show me dreams from last week and the week before", today) == (
        date(2026, 11, 23),
        date(2026, 12, 7),
    )
    assert dream_period("my dreams from october and the month before", today) == (
        date(2026, 9, 1),
        date(2026, 10, 31),
    )
    # (the day before yesterday, with it, is read as before)
    assert dream_period("what did i dream yesterday and the day before", today) == (
        date(2026, 12, 5),
        date(2026, 12, 6),
    )


def test_the_week_before_this_one_is_the_calendar_week_before_it() -> None:
    # "last week" set against "this week" is read so (probed: the past seven days, which
    # overlapped this week)
    for today in (date(2026, 12, 7), date(2026, 12, 10), date(2026, 12, 13)):
        assert dream_period("summarize my dreams in the week before this one", today) == (
            date(2026, 11, 30),
            date(2026, 12, 6),
        )
    # alone, "last week" is still the past seven days
    assert dream_period("what did i dream last week", date(2026, 12, 10)) == (
        date(2026, 12, 3),
        date(2026, 12, 10),
    )
