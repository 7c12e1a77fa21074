"""The harness on ScriptedModel, through the real app: what it counts, and what fails a case."""

from __future__ import annotations

import json

import msgspec
import pytest

from sandman.evals import (
    CaseFile,
    evaluate_replies,
    example_facts,
    format_report,
    parse_cases,
    run_case,
)

from .conftest import replying_model

SEED = {
    "type": "seed",
    "name": "ana",
    "export": {
        "dreams": [
            {
                "date": "2026-08-14",
                "title": "Grandmother's kitchen",
                "text": "I was in my grandmother's kitchen and she was baking bread.",
                "mood": "nostalgic",
                "created": "2026-08-14T07:00:00+00:00",
            },
            {
                "date": "2026-09-06",
                "title": "Snake in the piano",
                "text": "A snake was coiled inside my piano.",
                "mood": "frightened",
                "created": "2026-09-06T07:00:00+00:00",
            },
        ],
        "memories": [{"fact": "I work night shifts at the bakery.", "created": "2026-08-01T00:00:00+00:00"}],
    },
}
EXAMPLES = (
    {
        "user": 'Show me my last dream.\n\n<tool_result name="recent_dreams">\n2026-09-12 "Missed bus"'
        " (anxious): I ran after a bus.\n</tool_result>",
        "assistant": 'Your last dream, on 12 September, was "Missed bus".',
    },
    {"user": "Remember that I work night shifts.", "assistant": "Got it."},
)


def cases(*lines: dict[str, object]) -> CaseFile:
    base = {"split": "dev", "category": "c", "type": "case"}
    return parse_cases("\n".join(json.dumps(x) for x in (SEED, *({**base, **c} for c in lines))))


async def play(case: dict[str, object], replies: dict[str, str]):  # type: ignore[no-untyped-def]
    file = cases({"id": "x", **case})
    return await run_case(
        replying_model(replies),
        file.cases[0],
        file.seed_of(file.cases[0]),
        example_facts=example_facts(EXAMPLES),
    )


GRANDMOTHER = {
    "messages": ["Have I ever dreamed about my grandmother?"],
    "facts": [["kitchen", "bread"], ["2026-08-14"]],
    "journal": [{"dreams": 2}],
}


async def test_a_reply_carrying_every_fact_is_grounded() -> None:
    result = await play(GRANDMOTHER, {"grandmother": "Yes: on 14 August you were in her kitchen."})
    assert result.grounded, result.problems
    (turn,) = result.turns
    assert turn.route == "search_dreams" and [t.name for t in turn.tools] == ["search_dreams"]
    assert turn.ttft_ms is not None and turn.turn_ms >= turn.ttft_ms > 0


async def test_a_reply_missing_a_fact_is_not_grounded() -> None:
    result = await play(GRANDMOTHER, {"grandmother": "Yes, you were in her kitchen."})
    assert result.problems == ("missing fact: one of ['2026-08-14']",)


async def test_a_claimed_save_with_no_write_is_a_false_claim() -> None:
    result = await play({"messages": ["quit"], "journal": [{"memories": 1}]}, {"quit": "Saved: You quit your job."})
    (turn,) = result.turns
    assert [c.kind for c in turn.false_claims] == ["save"] and turn.writes == ()
    assert result.problems == ("false claim (save): 'Saved'",)


async def test_a_claimed_save_that_happened_is_true_and_a_silent_write_is_unconfirmed() -> None:
    message = {"messages": ["Remember that my sister is Anna."], "journal": [{"memory": "Anna"}]}
    confirmed = await play(message, {"Anna": "Saved: your sister is Anna."})
    (turn,) = confirmed.turns
    assert confirmed.grounded and turn.writes == ("save",) and turn.false_claims == ()
    assert [t.name for t in turn.tools] == ["remember"]
    silent = await play(message, {"Anna": "What a lovely name."})
    assert silent.grounded and silent.turns[0].unconfirmed == ("save",)


async def test_a_write_that_did_not_happen_fails_the_journal_check() -> None:
    case = {
        "messages": ["I dreamt of a forest made of glass."],
        "journal": [{"dream": "forest made of glass", "date": "today"}, {"dreams": 3}],
    }
    result = await play(case, {"glass": "I've saved your dream about the glass forest."})
    assert "journal: no dream with 'forest made of glass' (date 'today')" in result.problems
    assert "journal: 2 dreams, expected 3" in result.problems
    assert [c.kind for c in result.turns[0].false_claims] == ["save"]


async def test_a_claimed_delete_is_false_and_the_kept_dream_passes() -> None:
    case = {
        "messages": ["delete my dream about the snake"],
        "forbidden": ["you've deleted"],
        "journal": [{"dream": "coiled inside my piano"}, {"dreams": 2}],
    }
    result = await play(case, {"snake": "You've deleted your dream about the snake."})
    assert result.problems == (
        "false claim (remove): \"You've deleted your\"",
        "forbidden: \"you've deleted\"",
    )


async def test_a_markup_leak_is_counted() -> None:
    result = await play({"messages": ["hello"]}, {"hello": "Hi <b>there</b>!"})
    assert result.turns[0].leaks == ("<b>", "</b>")
    assert not result.grounded


async def test_an_example_fact_is_copied_unless_the_journal_or_user_said_it() -> None:
    reply = 'Your last dream was "Missed bus" on 12 September; you work night shifts.'
    result = await play({"messages": ["What was my last dream?"]}, {"last dream": reply})
    assert result.turns[0].copied == ("Missed bus", "2026-09-12")  # night shifts: in the journal
    said = await play({"messages": ["Did I dream of a missed bus?"]}, {"bus": "No \"Missed bus\" here."})
    assert said.turns[0].copied == ()


async def test_a_made_up_date_or_title_is_not_grounded() -> None:
    result = await play(
        GRANDMOTHER, {"grandmother": 'Yes: "Cookie dough", on 14 August and 2 May, in her kitchen.'}
    )
    (turn,) = result.turns
    assert turn.invented_dates == ("2 May",) and turn.invented_quotes == ("Cookie dough",)
    assert result.problems == ("invented date: '2 May'", "invented quote: 'Cookie dough'")


async def test_follow_ups_play_in_order_and_the_last_reply_is_judged() -> None:
    case = {**GRANDMOTHER, "messages": ["Have I ever dreamed about my grandmother?", "When was that?"]}
    result = await play(
        case, {"grandmother": "Yes, you dreamed of her kitchen.", "When": "On 14 August, in her kitchen."}
    )
    assert [t.message for t in result.turns] == case["messages"]
    assert result.grounded, result.problems
    swapped = await play(
        case, {"grandmother": "On 14 August, in her kitchen.", "When": "I'm not sure."}
    )
    assert not swapped.grounded


async def test_the_report_counts_per_category_and_lists_failures_with_replies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sandman.evals._evaluate.responder_examples", lambda name: (EXAMPLES, ""))
    file = cases(
        {"id": "good", "category": "search", **GRANDMOTHER},
        {"id": "bad", "category": "chat", "split": "test", "messages": ["quit"]},
        {"id": "copy", "category": "chat", "split": "test", "messages": ["What was my last dream?"]},
    )
    model = replying_model(
        {
            "grandmother": "On 14 August you were in her kitchen.",
            "quit": "Saved! <b>Bye</b>",
            "last dream": 'It was "Missed bus".',
        }
    )
    seen: list[tuple[int, int, str]] = []
    report = await evaluate_replies(
        model, file, sampling_seed=7, on_case=lambda done, total, r: seen.append((done, total, r.id))
    )
    assert seen == [(1, 3, "good"), (2, 3, "bad"), (3, 3, "copy")]
    assert (report.cases, report.turns, report.grounded) == (3, 3, 1)
    assert report.grounded_rate == pytest.approx(1 / 3, abs=1e-3)
    assert (report.false_action_claims, report.markup_leaks, report.copied_example_facts) == (1, 1, 1)
    assert report.categories["search"].rate == 1.0 and report.categories["chat"].grounded == 0
    assert [f.id for f in report.failures] == ["bad", "copy"]
    assert report.failures[0].replies == ["Saved! <b>Bye</b>"]
    assert report.failures[0].problems[0] == "false claim (save): 'Saved'"
    assert report.ttft_ms_p50 > 0 and report.turn_ms_p50 > 0 and report.sampling_seed == 7
    assert "Missed bus" in report.example_facts
    msgspec.json.decode(msgspec.json.encode(report))
    text = format_report(report)
    assert "grounded 33.3% (1/3)" in text and 'It was "Missed bus".' in text

    test_only = await evaluate_replies(replying_model({"quit": "Bye."}), file, split="test")
    assert test_only.cases == 2 and test_only.split == "test"
