"""The harness: what it counts and what fails a case.

Counting is checked with a stand-in app that shows exactly the scripted reply and makes exactly
the scripted writes (the real app's reply guard rightly drops false claims before the user sees
them). The same harness then runs the real app on ``ScriptedModel``: routes, tools, replies,
journal writes and the checks, as the user would see them.
"""

from __future__ import annotations

import json
import os
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from contextlib import asynccontextmanager
from typing import Any

import msgspec
import pytest

from sandman.evals import (
    CaseFile,
    CaseResult,
    evaluate_replies,
    example_facts,
    format_report,
    parse_cases,
    run_case,
)
from sandman.inference import ScriptedModel
from sandman.messages import (
    RouteDecided,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnFinished,
    UIEvent,
)
from sandman.storage import Journal, open_journal

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
        "memories": [
            {"fact": "I work night shifts at the bakery.", "created": "2026-08-01T00:00:00+00:00"}
        ],
    },
}
EXAMPLES = (
    {
        "user": 'Show me my last dream.\n\n<tool_result name="recent_dreams">\n2026-09-12 "Missed bus"'
        " (anxious): I ran after a bus.\n</tool_result>",
        "assistant": 'Your last dream, on 12 September, was "Missed bus".',
    },
    {"user": "Remember that I work night shifts.", "assistant": "Got it."},
    {"user": "I dreamt of a copper lantern in the attic.", "assistant": "What a sight."},
)
FACTS = example_facts(EXAMPLES)


def cases(*lines: Mapping[str, object]) -> CaseFile:
    base = {"split": "dev", "category": "c", "type": "case"}
    return parse_cases("\n".join(json.dumps(x) for x in (SEED, *({**base, **c} for c in lines))))


# --- a stand-in app: the scripted reply, exactly, and the scripted writes -------------------------

Write = Callable[[Journal], Awaitable[object]]


class Scripted(msgspec.Struct, kw_only=True):
    reply: str
    route: str = "respond"
    tools: tuple[tuple[str, bool, str], ...] = ()  # (name, ok, output)
    write: Write | None = None


def stand_in(script: Mapping[str, Scripted]) -> Callable[..., Any]:
    """An ``open_app`` whose chat answers the first script entry whose key is in the message."""

    @asynccontextmanager
    async def open_app(
        *, model: object, db: os.PathLike[str], conversation_id: str
    ) -> AsyncIterator[Any]:
        class App:
            async def chat(self, text: str) -> AsyncIterator[UIEvent]:
                turn = "t"
                entry = next((v for k, v in script.items() if k in text), Scripted(reply="Hm."))
                yield RouteDecided(turn_id=turn, route=entry.route)  # type: ignore[arg-type]
                for n, (name, ok, output) in enumerate(entry.tools):
                    yield ToolStarted(turn_id=turn, call_id=str(n), name=name)
                    if entry.write is not None:
                        async with open_journal(db) as journal:
                            await entry.write(journal)
                    yield ToolFinished(
                        turn_id=turn, call_id=str(n), name=name, ok=ok, output=output
                    )
                for word in entry.reply.split(" "):
                    yield TextDelta(turn_id=turn, text=word + " ")
                yield TurnFinished(turn_id=turn, text=entry.reply)

        yield App()

    return open_app


async def judge(case: Mapping[str, object], script: Mapping[str, Scripted]) -> CaseResult:
    file = cases({"id": "x", **case})
    return await run_case(
        ScriptedModel(),
        file.cases[0],
        file.seed_of(file.cases[0]),
        example_facts=FACTS,
        open_app=stand_in(script),
    )


GRANDMOTHER = {
    "messages": ["Have I ever dreamed about my grandmother?"],
    "facts": [["kitchen", "bread"], ["2026-08-14"]],
    "journal": [{"dreams": 2}],
}
SEARCH = (
    "search_dreams",
    True,
    "2026-08-14 \"Grandmother's kitchen\": I was in my grandmother's kitchen",
)


async def test_a_reply_carrying_every_fact_is_grounded_and_one_missing_a_fact_is_not() -> None:
    good = await judge(
        GRANDMOTHER,
        {"grandmother": Scripted(reply="Yes: on 14 August, in her kitchen.", tools=(SEARCH,))},
    )
    assert good.grounded, good.problems
    (turn,) = good.turns
    assert turn.route == "respond" and [t.name for t in turn.tools] == ["search_dreams"]
    assert turn.ttft_ms is not None and turn.turn_ms >= turn.ttft_ms >= 0
    bad = await judge(
        GRANDMOTHER, {"grandmother": Scripted(reply="Yes, in her kitchen.", tools=(SEARCH,))}
    )
    assert bad.problems == ("missing fact: one of ['2026-08-14']",)


async def test_a_claimed_save_with_no_write_is_a_false_claim() -> None:
    result = await judge(
        {"messages": ["quit"]}, {"quit": Scripted(reply="Saved: You quit your job.")}
    )
    (turn,) = result.turns
    assert [c.kind for c in turn.false_claims] == ["save"] and turn.writes == ()
    assert result.problems == ("false claim (save): 'Saved'",)


async def remember_anna(journal: Journal) -> object:
    return await journal.remember("My sister is Anna.")


async def test_a_claim_backed_by_a_write_is_true_and_a_silent_write_is_unconfirmed() -> None:
    message = {"messages": ["Remember that my sister is Anna."], "journal": [{"memory": "Anna"}]}
    tool = ("remember", True, "Saved: My sister is Anna.")
    said = await judge(
        message,
        {"Anna": Scripted(reply="Saved: your sister is Anna.", tools=(tool,), write=remember_anna)},
    )
    assert said.grounded, said.problems
    assert said.turns[0].writes == ("save",) and said.turns[0].unconfirmed == ()
    silent = await judge(
        message, {"Anna": Scripted(reply="What a lovely name.", tools=(tool,), write=remember_anna)}
    )
    assert silent.grounded and silent.turns[0].unconfirmed == ("save",)
    # A write tool that succeeded without changing the journal (a fact already known) backs it too.
    known = await judge(message, {"Anna": Scripted(reply="I've noted that.", tools=(tool,))})
    assert known.turns[0].false_claims == () and known.problems == (
        "journal: memory 'Anna' not saved",
    )


async def test_the_report_names_the_case_whose_write_no_reply_confirmed() -> None:
    file = cases(
        {
            "id": "silent-save",
            "messages": ["Remember that my sister is Anna."],
            "journal": [{"memory": "Anna"}],
        }
    )
    tool = ("remember", True, "Saved: My sister is Anna.")
    script = {"Anna": Scripted(reply="What a lovely name.", tools=(tool,), write=remember_anna)}
    report = await evaluate_replies(ScriptedModel(), file, open_app=stand_in(script))
    assert report.unconfirmed_writes == 1 and report.grounded == 1
    (failure,) = report.failures
    assert failure.id == "silent-save"
    assert failure.problems == ["a write the reply does not confirm: save"]


async def test_the_report_counts_sandmans_written_lines_and_those_said_again() -> None:
    from sandman.prompts import own_line

    line = own_line(("company",))
    file = cases(
        {"id": "night", "messages": ["talk to me", "talk to me again", "thanks"]},
        {"id": "other", "messages": ["talk to me"]},
    )
    script = {
        "again": Scripted(reply=f"Hm.\n{line}"),
        "talk": Scripted(reply=line),
        "thanks": Scripted(reply="Glad it helped, truly."),
    }
    report = await evaluate_replies(ScriptedModel(), file, open_app=stand_in(script))
    # three turns say it; one of them said it before in its case (another case's doesn't count)
    assert (report.written_turns, report.written_again) == (3, 1)
    assert "written lines (Sandman's own): in 3 of 4 turns, 1 said again" in format_report(report)


async def delete_snake(journal: Journal) -> object:
    (snake,) = await journal.search_dreams("snake")
    return await journal.delete_dream(snake.id)


async def test_a_claimed_delete_needs_a_deletion_and_a_save_does_not_back_it() -> None:
    case = {
        "messages": ["delete my dream about the snake"],
        "journal": [{"dream": "coiled inside my piano"}, {"dreams": 2}],
    }
    claimed = await judge(
        case, {"snake": Scripted(reply="You've deleted your dream about the snake.")}
    )
    assert claimed.problems == ('false claim (remove): "You\'ve deleted your"',)
    wrong_kind = await judge(
        case,
        {
            "snake": Scripted(
                reply="Done, deleted.", tools=(("remember", True, "Saved"),), write=remember_anna
            )
        },
    )
    assert [c.kind for c in wrong_kind.turns[0].false_claims] == ["remove"]
    deleted = await judge(
        {**case, "journal": [{"dream": "coiled inside my piano", "present": False}]},
        {
            "snake": Scripted(
                reply="Done, deleted.",
                tools=(("confirm_change", True, "Deleted"),),
                write=delete_snake,
            )
        },
    )
    assert deleted.grounded, deleted.problems
    assert deleted.turns[0].writes == ("remove",)


async def test_a_write_that_did_not_happen_fails_the_journal_check() -> None:
    case = {
        "messages": ["I dreamt of a forest made of glass."],
        "journal": [{"dream": "forest made of glass", "date": "today"}, {"dreams": 3}],
    }
    result = await judge(case, {"glass": Scripted(reply="What a forest!")})
    assert result.problems == (
        "journal: no dream with 'forest made of glass' (date 'today')",
        "journal: 2 dreams, expected 3",
    )


async def test_leaks_copied_example_facts_and_made_up_dates_and_titles_are_counted() -> None:
    reply = 'Your last dream was "Missed bus" on 12 September; you work night shifts. <b>Bye</b>'
    result = await judge(
        {"messages": ["What was my last dream?"]}, {"last dream": Scripted(reply=reply)}
    )
    (turn,) = result.turns
    assert turn.leaks == ("<b>", "</b>")
    assert turn.copied == ("Missed bus", "2026-09-12")  # night shifts: in the journal
    assert turn.invented_dates == ("12 September",) and turn.invented_quotes == ("Missed bus",)
    said = await judge(
        {"messages": ["Did I dream of a missed bus on 12 September?"]},
        {"bus": Scripted(reply='No "missed bus" on 12 September.')},
    )
    assert said.grounded, said.problems


async def test_follow_ups_play_in_order_and_the_last_reply_is_judged() -> None:
    case = {
        **GRANDMOTHER,
        "messages": ["Have I ever dreamed about my grandmother?", "When was that?"],
    }
    first, later = "Yes, you dreamed of her kitchen.", "On 14 August, in her kitchen."
    result = await judge(
        case, {"grandmother": Scripted(reply=first, tools=(SEARCH,)), "When": Scripted(reply=later)}
    )
    assert [t.message for t in result.turns] == case["messages"]
    assert [t.reply for t in result.turns] == [first, later]
    assert result.grounded, result.problems
    swapped = await judge(
        case, {"grandmother": Scripted(reply=later, tools=(SEARCH,)), "When": Scripted(reply=first)}
    )
    assert not swapped.grounded


async def test_the_report_counts_per_category_and_lists_failures_with_replies(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr("sandman.evals._evaluate.responder_facts", lambda name: (FACTS, ""))
    file = cases(
        {"id": "good", "category": "search", **GRANDMOTHER},
        {"id": "bad", "category": "chat", "split": "test", "messages": ["quit"]},
        {
            "id": "copy",
            "category": "chat",
            "split": "test",
            "messages": ["What was my last dream?"],
        },
    )
    script = {
        "grandmother": Scripted(
            reply="On 14 August you were in her kitchen.", route="search_dreams", tools=(SEARCH,)
        ),
        "quit": Scripted(reply="Saved! <b>Bye</b>"),
        "last dream": Scripted(reply="You dreamed of a copper lantern."),
    }
    seen: list[tuple[int, int, str]] = []
    report = await evaluate_replies(
        ScriptedModel(),
        file,
        sampling_seed=7,
        on_case=lambda done, total, r: seen.append((done, total, r.id)),
        open_app=stand_in(script),
    )
    assert seen == [(1, 3, "good"), (2, 3, "bad"), (3, 3, "copy")]
    assert (report.cases, report.turns, report.grounded) == (3, 3, 1)
    assert report.grounded_rate == pytest.approx(1 / 3, abs=1e-3)
    assert (report.false_action_claims, report.markup_leaks, report.copied_example_facts) == (
        1,
        1,
        1,
    )
    assert report.categories["search"].rate == 1.0 and report.categories["chat"].grounded == 0
    assert [f.id for f in report.failures] == ["bad", "copy"]
    assert report.failures[0].replies == ["Saved! <b>Bye</b>"]
    assert report.failures[0].problems[0] == "false claim (save): 'Saved'"
    assert report.failures[0].routes == ["respond"] and report.failures[0].tools == [[]]
    assert report.ttft_ms_p50 >= 0 and report.turn_ms_p50 >= 0 and report.sampling_seed == 7
    assert "copper lantern" in report.example_facts
    msgspec.json.decode(msgspec.json.encode(report))
    text = format_report(report)
    assert "grounded 33.3% (1/3)" in text and "You dreamed of a copper lantern." in text

    test_only = await evaluate_replies(
        ScriptedModel(), file, split="test", open_app=stand_in(script)
    )
    assert test_only.cases == 2 and test_only.split == "test"


# --- the real app, on ScriptedModel ----------------------------------------------------------------


async def through_the_app(case: Mapping[str, object], replies: Mapping[str, str]) -> CaseResult:
    file = cases({"id": "x", **case})
    return await run_case(
        replying_model(replies), file.cases[0], file.seed_of(file.cases[0]), example_facts=FACTS
    )


async def test_through_the_app_routes_tools_and_what_the_user_reads_are_recorded() -> None:
    result = await through_the_app(
        GRANDMOTHER, {"grandmother": "She was baking bread, you were in her kitchen."}
    )
    (turn,) = result.turns
    assert turn.route == "search_dreams" and [t.name for t in turn.tools] == ["search_dreams"]
    assert (
        "baking bread" in turn.reply and turn.ttft_ms is not None and turn.turn_ms >= turn.ttft_ms
    )
    assert result.grounded, result.problems


async def test_through_the_app_a_write_is_seen_in_the_journal_and_a_missing_one_fails() -> None:
    saved = await through_the_app(
        {
            "messages": ["Remember that my sister is Anna."],
            "journal": [{"memory": "sister is Anna"}],
        },
        {"Anna": "A lovely name."},
    )
    assert saved.turns[0].writes == ("save",) and "remember" in [
        t.name for t in saved.turns[0].tools
    ]
    assert not any(p.startswith("journal") for p in saved.problems)
    missing = await through_the_app(
        {"messages": ["I like zebras."], "journal": [{"memory": "zebras"}, {"memories": 1}]},
        {"zebras": "Zebras are striking."},
    )
    assert missing.turns[0].writes == ()
    assert "journal: memory 'zebras' not saved" in missing.problems


@pytest.mark.reply_style("small")
async def test_through_the_app_leaks_and_copied_example_facts_that_reach_the_user_count() -> None:
    result = await through_the_app(
        {"messages": ["hello there"]}, {"hello": "Hi <b>there</b>, saw a copper lantern lately?"}
    )
    (turn,) = result.turns
    assert turn.leaks == ("<b>", "</b>") and turn.copied == ("copper lantern",)
