"""The journal in the second person for the companion's eyes (``sandman.prompts._person``): the
user's own words turn to "you", Sandman's own words around them do not."""

from __future__ import annotations

import pytest

from sandman.messages import ToolOutcome
from sandman.prompts._person import journal_in_second_person, second_person
from sandman.prompts._respond import SHOWN, user_turn


@pytest.mark.parametrize(
    ("mine", "yours"),
    [
        ("a decision I keep putting off", "a decision you keep putting off"),
        ("I was back in my grandmother's kitchen", "You were back in your grandmother's kitchen"),
        ("I'm training for a half marathon", "You're training for a half marathon"),
        ("I am afraid of heights, it is mine", "You are afraid of heights, it is yours"),
        ("she asked me why", "she asked you why"),
        ("Island time", "Island time"),  # only whole words
    ],
)
def test_the_first_person_becomes_the_second(mine: str, yours: str) -> None:
    assert second_person(mine) == yours


def test_only_the_users_words_in_a_tool_output_change() -> None:
    output = "\n".join(
        [
            "Your meaning for snake: a change I am afraid of",
            "Past dreams with snake, latest entries first:",
            '- 2026-09-06 "Snake in the piano" (mood: frightened): A snake was inside my piano.',
            "Things you asked me to remember about cat:",
            "- I have a grey cat called Pixel.",
            "I found no dream in your journal that mentions volcano.",
        ]
    )
    assert journal_in_second_person(output).split("\n") == [
        "Your meaning for snake: a change you are afraid of",
        "Past dreams with snake, latest entries first:",
        '- 2026-09-06 "Snake in the piano" (mood: frightened): A snake was inside your piano.',
        "Things you asked me to remember about cat:",
        "- You have a grey cat called Pixel.",
        "I found no dream in your journal that mentions volcano.",
    ]


def test_the_capable_prompt_shows_the_journal_in_the_second_person_and_the_message_as_written() -> (
    None
):
    result = ToolOutcome(
        call_id="c", name="recall_memories", ok=True, output="- My brother Tomas lives in Porto."
    )
    turn = user_turn("where does my brother live?", [result], shown=True)
    assert turn.startswith("where does my brother live?\n\n" + SHOWN)
    assert "- Your brother Tomas lives in Porto." in turn
    assert "My brother" in user_turn(
        "where does my brother live?", [result]
    )  # other styles: as stored


def test_the_capable_prompt_reads_listed_dreams_without_the_dates_the_user_already_read() -> None:
    from sandman.storage._records import Dream
    from sandman.storage._render import dream_line

    def dream(title: str | None, mood: str | None) -> Dream:
        return Dream(
            id=3, date="2026-10-20", title=title, mood=mood, text="I fell", created="2026-10-21"
        )

    lines = [
        dream_line(dream(t, m), "I fell into the sea.", 200)
        for t, m in [("Sea", "calm"), (None, None), (None, "calm"), ("Sea", None)]
    ]
    result = ToolOutcome(call_id="c", name="search_dreams", ok=True, output="\n".join(lines))
    turn = user_turn("the sea?", [result], shown=True)
    assert "2026" not in turn
    assert '- "Sea" (mood: calm): You fell into the sea.' in turn
    assert "- You fell into the sea." in turn
    assert "- (mood: calm): You fell into the sea." in turn
    assert '- "Sea": You fell into the sea.' in turn
    # other styles, which do not tell the model the user read them: as the journal wrote them
    assert '- 2026-10-20 "Sea" (mood: calm): I fell' in user_turn("the sea?", [result])
