"""``recent_dreams`` with arguments: dreams of a night, a period or a mood, the first ones, and
an overview of the journal; each lead says exactly what was asked, and plainly when nothing
matches."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import date
from pathlib import Path
from unittest.mock import ANY

import pytest

from sandman.storage import Dream, Journal, open_journal
from sandman.storage._leads import days_ago
from sandman.storage._overview import period_words, recurring, shown_of_a_mood_lead
from sandman.tools import validate

SEED = [
    (
        "2026-09-14",
        "The flooded library",
        "Water rose through the library and the books floated.",
        "anxious",
    ),
    (
        "2026-10-02",
        "Wolf in the snow",
        "A grey wolf followed me through the snowy forest.",
        "scared",
    ),
    (
        "2026-10-12",
        "Lighthouse",
        "I climbed a lighthouse while the sea crashed below, water everywhere.",
        "nervous",
    ),
    ("2026-10-25", "Glass bees", "Glass bees hummed around my grandmother's garden.", "calm"),
    ("2026-11-03", "My brother in Porto", "My brother waved from a rooftop in Porto.", "happy"),
    ("2026-11-20", "Another wolf", "Two wolves came back and sat by the water.", "Calm"),
]


@pytest.fixture
async def seeded(tmp_path: Path) -> AsyncIterator[Journal]:
    async with open_journal(tmp_path / "j.db") as journal:
        for day, title, text, mood in SEED:
            await journal.add_dream(text, date=day, title=title, mood=mood)
        yield journal


async def ask(journal: Journal, **args: object) -> tuple[str, str]:
    result = await journal.run_tool("recent_dreams", validate("recent_dreams", args))
    return result.lead, result.text


async def test_a_night_is_that_nights_dreams(seeded: Journal) -> None:
    lead, text = await ask(seeded, since="2026-10-12", until="2026-10-12")
    assert lead.startswith("1 dream on 12 October 2026:")
    assert "Lighthouse" in lead and "Wolf" not in lead and "Glass bees" not in lead
    assert "Lighthouse" in text
    # a night with none: the nearest dream on either side (measured: "what did i dream 2 days
    # ago" answered only that there was none)
    lead, _ = await ask(seeded, since="2026-10-13", until="2026-10-13")
    assert lead.splitlines() == [
        "Your journal has no dream on 13 October 2026.",
        "The nearest ones:",
        '- 12 October 2026, "Lighthouse" (mood: nervous): I climbed a lighthouse while the sea '
        "crashed below, water everywhere.",
        '- 25 October 2026, "Glass bees" (mood: calm): Glass bees hummed around my grandmother\'s '
        "garden.",
    ]
    lead, _ = await ask(seeded, since="2026-12-01", until="2026-12-02")
    assert lead.splitlines()[1:3] == [
        "The nearest dream in your journal:",
        '- 20 November 2026, "Another wolf" (mood: Calm): Two wolves came back and sat by the water.',
    ]


async def test_a_month_is_that_months_dreams_and_nothing_else(seeded: Journal) -> None:
    lead, _ = await ask(seeded, since="2026-10-01", until="2026-10-31")
    assert lead.startswith("3 dreams in October 2026:")
    assert all(t in lead for t in ("Glass bees", "Lighthouse", "Wolf in the snow"))
    assert "Porto" not in lead and "library" not in lead
    lead, _ = await ask(seeded, since="2026-08-01", until="2026-08-31")
    assert lead.startswith("Your journal has no dream in August 2026.\nThe nearest dream")


async def test_an_overview_of_a_period_with_none_shows_the_nearest_dreams(seeded: Journal) -> None:
    # probed: "can you sum up my dreams from this month", a week into a month with none yet, got
    # the empty month and nothing else
    result = await seeded.run_tool(
        "recent_dreams",
        validate("recent_dreams", {"since": "2026-12-01", "until": "2026-12-07", "overview": True}),
    )
    assert result.lead.splitlines() == [
        "Your journal has no dreams from 1 to 7 December 2026 yet.",
        "The nearest dream in your journal:",
        '- 20 November 2026, "Another wolf" (mood: Calm): Two wolves came back and sat by the water.',
    ]
    assert not result.found and len(result.refs) == 1  # the one shown is the one talked about
    lead, _ = await ask(seeded, since="2026-12-01", until="2026-12-07", overview=True, mood="calm")
    assert lead == "Your journal has no dreams from 1 to 7 December 2026 with the mood calm yet."


async def test_the_overview_counts_months_moods_and_what_comes_back(seeded: Journal) -> None:
    lead, text = await ask(seeded, overview=True)
    # how they felt, in all (probed: "was i happier in my dreams in october or november" left
    # the sum of each month's moods to the model)
    assert lead.splitlines()[0] == (
        "You have logged 6 dreams (3 felt good, 3 hard), from 14 September to 20 November 2026."
    )
    # each month with how its dreams felt ("which month was happier": probed, the 1.5B's "It was
    # happier in March.", of October and November)
    assert (
        "By month: September 2026: 1 (1 hard), October 2026: 3 (1 felt good, 2 hard), "
        "November 2026: 2 (2 felt good)." in lead
    )
    assert "calm (2)" in lead  # "calm" and "Calm" are one mood
    assert "water (3 dreams)" in lead and "wolf (2 dreams)" in lead  # "wolves" counts as wolf
    assert "'water' is in dreams #1, #3, #6" in text
    # "whats the longest gap between my dreams" (probed: the 1.5B made one up): 67 days over
    # five gaps, the longest the first
    assert (
        "Between dreams: about 13 days on average, at most 18 days (from 14 September to 2 "
        "October 2026)." in lead
    )
    lead, _ = await ask(seeded, overview=True, since="2026-10-01", until="2026-10-31")
    # (its three dreams listed with their dates: no span said beside the month)
    assert lead.startswith("You have logged 3 dreams in October 2026 (1 felt good, 2 hard).\n")
    assert lead.count("- ") == 3
    assert "Porto" not in lead and "library" not in lead  # a month, its dreams alone
    assert "at most 13 days (from 12 to 25 October 2026)" in lead  # the month's own gaps
    lead, _ = await ask(seeded, overview=True, since="2026-11-01", until="2026-11-30")
    assert "Between dreams" not in lead  # two nights: the span says it


async def test_the_overview_says_who_is_in_the_dreams(seeded: Journal) -> None:
    # probed: "who is in my dreams the most" answered with words and moods, no one named
    lead, _ = await ask(seeded, overview=True)
    assert "Who is in them: your brother (1 dream), your grandmother (1 dream)." in lead
    await seeded.remember("My brother Tomas lives in Porto")
    await seeded.add_dream("Tomas and my mom were baking bread.", date="2026-11-25")
    lead, _ = await ask(seeded, overview=True)
    # (the name said with whose it is, as the memory gives it)
    assert (
        "Who is in them: your brother (1 dream), your brother Tomas (1 dream), your grandmother "
        "(1 dream), your mother (1 dream)." in lead
    )  # a place ("Porto") is no one
    await seeded.add_dream("My brother called from the station.", date="2026-11-26")
    lead, _ = await ask(seeded, overview=True)
    assert "Who is in them: your brother (2 dreams)," in lead
    # a dream that names both counts them once (probed: "Who is in them: Anna (1 dream), your
    # sister (1 dream)", of "My sister Anna was leaving on a train")
    await seeded.add_dream("My brother Tomas was driving a bus.", date="2026-11-27")
    lead, _ = await ask(seeded, overview=True)
    assert "your brother (2 dreams), your brother Tomas (2 dreams)," in lead


async def test_an_overview_of_a_few_dreams_shows_them(seeded: Journal) -> None:
    # probed: "can u summarize my dreams this month" was answered with a count and a day alone
    lead, _ = await ask(seeded, overview=True, since="2026-10-01", until="2026-10-31")
    assert all(t in lead for t in ("Glass bees", "Lighthouse", "Wolf in the snow"))
    lead, _ = await ask(seeded, overview=True)  # six: the figures alone
    assert "Glass bees" not in lead and "Lighthouse" not in lead


async def test_as_many_dreams_as_asked_for_are_listed(seeded: Journal) -> None:
    # probed: "show me my last 5 dreams" listed three and "(and 2 more)"; "show me the rest"
    # (a limit of the tool's most) lists all of them
    def listed(lead: str) -> int:
        return sum(line.startswith("- ") for line in lead.splitlines())

    lead, _ = await ask(seeded, limit=5)
    assert listed(lead) == 5 and "more)" not in lead
    # none asked: the first three, and how many more the journal holds (probed: "(and 2 more)",
    # of the five read, said the journal held five; "how many are there" then went unanswered)
    lead, _ = await ask(seeded)
    total = len(await seeded.list_dreams(100))
    assert total > 5 and listed(lead) == 3 and f"(and {total - 3} more)" in lead
    lead, _ = await ask(seeded, since="2026-09-01", until="2026-11-30", limit=50)
    assert lead.startswith("6 dreams from 1 September to 30 November 2026:")
    assert listed(lead) == 6 and "more)" not in lead


async def test_an_empty_journal_says_so(tmp_path: Path) -> None:
    async with open_journal(tmp_path / "empty.db") as journal:
        assert (await ask(journal, overview=True))[0] == "Your journal has no dreams yet."
        assert (await ask(journal, order="oldest"))[0] == "Your journal has no dreams yet."


async def test_the_first_dreams_are_the_oldest(seeded: Journal) -> None:
    lead, _ = await ask(seeded, order="oldest", limit=1)
    assert lead.splitlines()[0] == "Your first dream in the journal:"
    assert "The flooded library" in lead and "more" not in lead
    lead, _ = await ask(seeded, order="oldest", limit=2)
    assert lead.startswith("Your first 2 dreams in the journal:\n- 14 September 2026")


async def test_the_longest_and_shortest_dreams_are_read_by_their_words(seeded: Journal) -> None:
    # probed: "whats the longest dream ive saved" / "and the shortest?" listed the latest dreams
    lead, text = await ask(seeded, order="longest", limit=1)
    assert lead.splitlines()[0] == "Your longest dream, of 6:"
    assert "Lighthouse" in lead and "11 words" in lead and len(lead.splitlines()) == 2
    assert "climbed a lighthouse" in text
    lead, _ = await ask(seeded, order="shortest", limit=2)
    # (by words, not letters: the 8 words of Porto are fewer letters than the 7 of the bees)
    assert lead.startswith('Your 2 shortest dreams, of 6:\n- 25 October 2026, "Glass bees"')
    assert "7 words" in lead and "My brother in Porto" in lead and "8 words" in lead
    lead, _ = await ask(seeded, order="longest", since="2026-11-01", until="2026-11-30")
    assert lead.splitlines()[0] == "Your longest dream in November 2026, of 2:"
    assert "Another wolf" in lead
    async with open_journal(seeded.path.parent / "empty.db") as journal:
        assert (await ask(journal, order="longest"))[0] == "Your journal has no dreams yet."


async def test_the_days_of_the_week_are_counted_when_asked(seeded: Journal) -> None:
    # probed: "what day of the week do i usually dream on" got the whole overview, which keeps
    # no weekdays (the seed: two Mondays, two Fridays, a Sunday and a Tuesday)
    lead, text = await ask(seeded, overview=True, weekdays=True)
    assert lead.splitlines() == [
        "By the day of the week they're dated, your 6 dreams: Monday 2, Tuesday 1, Friday 2, "
        "Sunday 1.",
        "Most often a Monday or a Friday (2 each, of 6).",
        "On a weekend (Saturday or Sunday): 1 of 6.",
    ]
    assert text == lead
    lead, _ = await ask(
        seeded, overview=True, weekdays=True, since="2026-10-01", until="2026-10-31"
    )
    assert lead.splitlines()[:2] == [
        "By the day of the week they're dated, your 3 dreams in October 2026: Monday 1, "
        "Friday 1, Sunday 1.",
        "No day comes up more often than another yet.",
    ]
    lead, _ = await ask(seeded, overview=True, weekdays=True, mood="calm")
    assert "Most often a Friday or a Sunday" not in lead and "2 dreams with the mood calm" in lead
    lead, _ = await ask(seeded, overview=True, weekdays=True, since="2026-12-01")
    assert lead.startswith("Your journal has no dreams")
    # every day as often as the others: none stands out
    async with open_journal(seeded.path.parent / "even.db") as journal:
        for day in ("2026-11-02", "2026-11-09", "2026-11-06", "2026-11-13"):  # Mon, Mon, Fri, Fri
            await journal.add_dream("A dream", date=day)
        lead, _ = await ask(journal, overview=True, weekdays=True)
    assert lead.splitlines()[1] == "No day comes up more often than another yet."


async def test_a_mood_finds_its_kin_and_says_which(seeded: Journal) -> None:
    lead, _ = await ask(seeded, mood="anxious")
    assert lead.startswith("2 dreams with the mood anxious or close to it (nervous):")
    assert "The flooded library" in lead and "Lighthouse" in lead
    lead, _ = await ask(seeded, mood="sad")
    assert lead == "Your journal has no dream with the mood sad."
    lead, _ = await ask(seeded, mood="calm", since="2026-11-01", until="2026-11-30")
    assert lead.startswith("1 dream in November 2026 with the mood calm:")


async def test_no_dream_of_a_fear_asked_for_shows_those_of_fear_or_unease(seeded: Journal) -> None:
    # probed: "which of my dreams were scary" answered only that none had the mood scared
    lead, _ = await ask(seeded, mood="scared", since="2026-09-01", until="2026-09-30")
    head, near, item = lead.splitlines()
    assert head == "Your journal has no dream in September 2026 with the mood scared."
    assert near == "Dreams of fear or unease in other words:"
    assert "The flooded library" in item  # (anxious)
    # ... not for a good mood, nor within a period that has none of them
    assert await ask(seeded, mood="excited") == (
        "Your journal has no dream with the mood excited.",
        ANY,
    )
    lead, _ = await ask(seeded, mood="scared", since="2026-11-01", until="2026-11-30")
    assert lead == "Your journal has no dream in November 2026 with the mood scared."


async def test_nightmares_are_the_dreams_of_fear_and_unease_whatever_their_word(
    seeded: Journal,
) -> None:
    # "list my nightmares" listed the latest dreams, calm and happy ones among them.
    lead, _ = await ask(seeded, mood="nightmare")
    assert lead.startswith("3 dreams with a nightmare's mood (anxious, nervous, scared):")
    assert all(t in lead for t in ("The flooded library", "Wolf in the snow", "Lighthouse"))
    assert "Glass bees" not in lead and "Porto" not in lead
    lead, _ = await ask(seeded, mood="nightmare", overview=True)
    assert lead.startswith("You have logged 3 dreams with a nightmare's mood.\n")
    assert "- 14 September 2026" in lead  # (listed, each with its date)
    lead, _ = await ask(seeded, mood="nightmare", since="2026-11-01", until="2026-11-30")
    assert lead == "Your journal has no dream in November 2026 with a nightmare's mood."


async def test_good_dreams_are_the_dreams_of_a_good_mood_whatever_their_word(
    seeded: Journal,
) -> None:
    # probed: "when did i last have a good dream" listed the latest dreams, an uneasy one first
    lead, _ = await ask(seeded, mood="good")
    assert lead.startswith("3 dreams with a good mood (calm, happy):")
    assert all(t in lead for t in ("Glass bees", "Porto", "Another wolf"))
    assert "Lighthouse" not in lead and "Wolf in the snow" not in lead
    # the latest alone, how long ago it was and how many there are (it said "and 1 more" of
    # three; "how many days since my last nightmare" was answered with the listing alone)
    lead, _ = await ask(seeded, mood="good", limit=1)
    ago = (date.today() - date(2026, 11, 20)).days
    assert lead.splitlines() == [
        f"Your latest dream with a good mood, {ago} days ago:",
        '- 20 November 2026, "Another wolf" (mood: Calm): Two wolves came back and sat by the water.',
        "(3 in all)",
    ]


async def test_the_overview_names_every_mood_or_says_how_many_it_left_out(
    tmp_path: Path,
) -> None:
    moods = "calm sad angry lonely happy curious confused excited nostalgic guilty".split()
    async with open_journal(tmp_path / "moods.db") as journal:
        for n, mood in enumerate(moods[:8]):
            await journal.add_dream(f"Dream number {n}", date=f"2026-10-{n + 1:02d}", mood=mood)
        lead, _ = await ask(journal, overview=True)
        assert all(f"{m} (1)" in lead for m in moods[:8]) and "other" not in lead
        for n, mood in enumerate(moods[8:]):
            await journal.add_dream(f"Dream number {n}", date=f"2026-11-{n + 1:02d}", mood=mood)
        lead, _ = await ask(journal, overview=True)
        assert next(line for line in lead.splitlines() if line.startswith("Moods:")).endswith(
            ", and 2 others."
        )


async def test_the_overview_sets_the_latest_moods_beside_those_before(tmp_path: Path) -> None:
    # probed: "have my dreams been more positive lately?" got the latest listed, their moods left
    # to guess
    moods = ["scared", "sad", "anxious", "curious", "happy", "calm", "peaceful"]
    async with open_journal(tmp_path / "lately.db") as journal:
        for n, mood in enumerate(moods):
            await journal.add_dream(f"Dream number {n}", date=f"2026-10-{n + 1:02d}", mood=mood)
        lead, _ = await ask(journal, overview=True)
        assert (
            "Lately: of your 3 latest dreams with a mood, 3 felt good and 0 hard; "
            "of the 4 before them, 0 good and 3 hard."
        ) in lead.splitlines()
        # ... and nothing to set apart with few moods, or the dreams of one mood
        assert "Lately" not in (await ask(journal, overview=True, mood="happy"))[0]
    async with open_journal(tmp_path / "few.db") as journal:
        for n, mood in enumerate(moods[:4]):
            await journal.add_dream(f"Dream number {n}", date=f"2026-10-{n + 1:02d}", mood=mood)
        assert "Lately" not in (await ask(journal, overview=True))[0]


def test_periods_are_said_as_people_say_them() -> None:
    assert period_words("2026-10-12", "2026-10-12") == "on 12 October 2026"
    assert period_words("2026-10-01", "2026-10-31") == "in October 2026"
    assert period_words("2025-01-01", "2025-12-31") == "in 2025"
    assert period_words("2026-11-25", "2026-12-02") == "from 25 November to 2 December 2026"
    assert period_words("2026-11-23", "2026-11-30") == "from 23 to 30 November 2026"
    assert period_words("2025-12-30", "2026-01-02") == "from 30 December 2025 to 2 January 2026"


def test_narration_words_never_count_as_coming_back() -> None:
    from sandman.storage import Dream

    dreams = [
        Dream(id=i, date="2026-01-0" + str(i), title=None, text=t, mood=None, created="")
        for i, t in enumerate(
            ["I was walking and then I saw a cat.", "I was there and saw a dog."], 1
        )
    ]
    assert recurring(dreams) == ()


def test_how_long_ago_a_night_was_is_said_in_days() -> None:
    today = date(2026, 12, 5)
    assert days_ago("2026-11-11", today) == "24 days ago"
    assert days_ago("2026-12-04", today) == "yesterday"
    assert days_ago("2026-12-05", today) == "today"
    assert days_ago("2026-12-09", today) == "" and days_ago("someday", today) == ""


def test_a_dream_shown_says_how_long_ago_it_was_beside_its_date() -> None:
    # probed: "how long ago was that" showed the date alone, the sum left to the user
    from sandman.storage._leads import dream_lead
    from sandman.storage._records import Dream

    today = date(2026, 12, 6)
    titled = Dream(
        id=7, date="2026-11-03", title="Flying lesson", text="x", mood="excited", created=""
    )
    assert dream_lead(titled, today=today).startswith(
        'Dream #7, 3 November 2026 (33 days ago), "Flying lesson" (mood: excited):'
    )
    plain = Dream(id=9, date="2026-12-06", title=None, text="x", mood="calm", created="")
    assert dream_lead(plain, today=today).startswith(
        "Dream #9, 6 December 2026 (today, mood: calm):"
    )
    bare = Dream(id=2, date="2026-12-05", title=None, text="x", mood=None, created="")
    assert dream_lead(bare, today=today).startswith("Dream #2, 5 December 2026 (yesterday):")


def test_a_mood_among_the_dreams_just_shown_is_read_from_their_moods() -> None:
    def dream(i: int, mood: str | None) -> Dream:
        return Dream(
            id=i, date=f"2026-10-0{i}", title=None, text=f"dream {i}", mood=mood, created=""
        )

    calm, peaceful, joyful, untold = (
        dream(1, "calm"),
        dream(2, "Peaceful"),
        dream(3, "joyful"),
        dream(4, None),
    )
    assert shown_of_a_mood_lead([calm, peaceful], "calm").startswith(
        "Both of the dreams just shown felt calm or close to it:"
    )
    assert shown_of_a_mood_lead([calm, peaceful, joyful], "calm").startswith(
        "Of the 3 dreams just shown, 2 felt calm or close to it:"
    )
    assert shown_of_a_mood_lead([calm, joyful, untold], "scared") == (
        "None of the 3 dreams just shown with a mood saved felt scared or close to it: their "
        "moods are calm and joyful (1 has no mood saved)."
    )
    # (none of them with a mood: nothing is said of how they felt)
    assert shown_of_a_mood_lead([untold, dream(5, None)], "hard") == (
        "Neither of the two dreams just shown has a mood saved, so I can't tell which felt that way."
    )
