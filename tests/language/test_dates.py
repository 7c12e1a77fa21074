"""Dates as people write them (``sandman.language._dates``): the one reader of dates that routing,
the reply guard, the journal's lines and the evals share."""

from __future__ import annotations

import re
from datetime import date
from pathlib import Path

import pytest

from sandman.language import calendar_days, date_forms, real_date, spoken_date, without_dates

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
