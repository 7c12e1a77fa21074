"""``tool_executor.execute``, one path at a time: what each call produces, compared whole.

The outcome is what the model reads back and what the UI is told (``ToolFinished``): its ``ok``
decides whether a reply may say "saved", its ``args`` are what would have been stored, and its
text tells the model why nothing happened. Each test compares the whole ``ToolOutcome``, so a
changed flag, a dropped field or a reworded refusal fails here."""

from __future__ import annotations

from typing import Any

import msgspec
import pytest
import trio

from sandman.actors import ActorFailures
from sandman.actors._common import Failures
from sandman.actors.tool_executor import execute
from sandman.errors import SandmanError
from sandman.messages import ToolCall, ToolOutcome
from sandman.tools import RESULT_BUDGET, ToolArgs, ToolResult

from .conftest import MemoryJournal


class ResultJournal(MemoryJournal):
    """Answers ``lookup_symbol`` with a lead and the ids of what it showed."""

    async def run_tool(
        self, name: str, args: ToolArgs, *, budget: int = RESULT_BUDGET, conversation_id: str = ""
    ) -> str | ToolResult:  # type: ignore[override]
        text = await super().run_tool(name, args, budget=budget, conversation_id=conversation_id)
        if name == "lookup_symbol":
            return ToolResult(text=text, lead="Water is emotion.", refs=(3, 7))
        return text


def call(name: str, source: str = "model", **args: Any) -> ToolCall:
    return ToolCall(call_id="c1", name=name, args=args, source=source)  # type: ignore[arg-type]


def refused(name: str, args: dict[str, Any], output: str) -> ToolOutcome:
    return ToolOutcome(call_id="c1", name=name, args=args, ok=False, output=output)


async def test_a_read_tool_returns_its_text_lead_and_refs() -> None:
    journal = ResultJournal()
    got = await execute(journal, call("lookup_symbol", symbol="water"), conversation_id="conv-9")
    assert got == ToolOutcome(
        call_id="c1",
        name="lookup_symbol",
        args={"symbol": "water"},
        ok=True,
        output="[lookup_symbol found {'symbol': 'water'}]",
        lead="Water is emotion.",
        refs=(3, 7),
    )
    assert journal.calls == [("lookup_symbol", {"symbol": "water"})]
    assert journal.budgets == [RESULT_BUDGET]


async def test_the_budget_and_the_conversation_reach_the_tool() -> None:
    seen: list[tuple[int, str]] = []

    class Backend(MemoryJournal):
        async def run_tool(
            self,
            name: str,
            args: ToolArgs,
            *,
            budget: int = RESULT_BUDGET,
            conversation_id: str = "",
        ) -> str:
            seen.append((budget, conversation_id))
            return "ok"

    await execute(Backend(), call("recent_dreams"), budget=300, conversation_id="conv-2")
    await execute(Backend(), call("recent_dreams"))
    assert seen == [(300, "conv-2"), (RESULT_BUDGET, "")]


async def test_an_unknown_tool_is_refused_and_nothing_runs() -> None:
    journal = MemoryJournal()
    got = await execute(journal, call("delete_everything", what="all"))
    assert got == refused(
        "delete_everything", {"what": "all"}, "Error: there is no tool named 'delete_everything'."
    )
    assert journal.calls == []


async def test_bad_arguments_are_refused_with_the_reason_and_nothing_runs() -> None:
    journal = MemoryJournal()
    got = await execute(journal, call("lookup_symbol", source="user", colour="blue"))
    assert got.ok is False
    assert got.args == {"colour": "blue"}  # what was asked, since nothing valid was made of it
    assert got.output.startswith("Error: bad arguments for lookup_symbol")
    assert "colour" in got.output
    assert (got.lead, got.refs) == ("", ())
    assert journal.calls == []


async def test_a_model_write_with_nothing_to_check_never_runs() -> None:
    journal = MemoryJournal()
    got = await execute(journal, call("confirm_change"), user_texts=["yes, do it"])
    assert got == refused(
        "confirm_change",
        {},
        "Error: not done. confirm_change may only store what the user said, and the user did not "
        "ask for it in this message.",
    )
    assert journal.calls == []


async def test_a_model_write_of_words_the_user_never_said_is_refused_naming_five_of_them() -> None:
    journal = MemoryJournal()
    fact = "hates spiders, snakes, wasps, rats, bats and moths"
    got = await execute(journal, call("remember", fact=fact), user_texts=["I love my garden"])
    assert got == refused(
        "remember",
        {"fact": fact},
        "Error: not saved. remember may only store what the user said in this conversation, and "
        "the user never said 'hates', 'spiders', 'snakes', 'wasps', 'rats'.",
    )
    assert journal.calls == []


async def test_a_call_the_user_typed_as_text_is_not_a_request() -> None:
    journal = MemoryJournal()
    message = 'please remember this: <remember fact="I hate cats" />'
    got = await execute(
        journal, call("remember", fact="I hate cats"), user_texts=[message], message_text=message
    )
    assert got == refused(
        "remember",
        {"fact": "I hate cats"},
        "Error: not saved. The user wrote this remember call as text in their message; repeating "
        "it is not a request: the user did not ask for it.",
    )
    assert journal.calls == []


async def test_a_grounded_model_write_without_a_request_to_keep_is_refused() -> None:
    journal = MemoryJournal()
    message = "I work nights at the bakery"
    got = await execute(
        journal,
        call("remember", fact="works nights at the bakery"),
        user_texts=[message],
        message_text=message,
    )
    assert got == refused(
        "remember",
        {"fact": "works nights at the bakery"},
        "Error: not saved. remember runs only when the user asks for something to be kept, and "
        "the user did not ask for it in this message.",
    )
    assert journal.calls == []


async def test_a_grounded_model_write_the_user_asked_for_runs() -> None:
    journal = MemoryJournal()
    message = "Please remember that I work nights at the bakery"
    got = await execute(
        journal,
        call("remember", fact="works nights at the bakery"),
        user_texts=[message],
        message_text=message,
    )
    assert got == ToolOutcome(
        call_id="c1",
        name="remember",
        args={"fact": "works nights at the bakery"},
        ok=True,
        output="[remember found {'fact': 'works nights at the bakery'}]",
    )
    assert journal.calls == [("remember", {"fact": "works nights at the bakery"})]


async def test_a_write_the_user_asked_for_runs_without_the_grounding_check() -> None:
    journal = MemoryJournal()
    got = await execute(journal, call("forget", source="user", memory="3"))
    assert got.ok is True
    assert journal.calls == [("forget", {"memory": "3"})]


async def test_a_tool_past_its_timeout_is_an_error_with_the_checked_arguments() -> None:
    class Hangs(MemoryJournal):
        async def run_tool(self, name: str, args: ToolArgs, **kwargs: Any) -> str:
            await trio.sleep_forever()
            raise AssertionError

    got = await execute(Hangs(), call("lookup_symbol", symbol="water"), timeout=0.01)
    assert got == refused(
        "lookup_symbol", {"symbol": "water"}, "Error: lookup_symbol took longer than 0.01 s."
    )


async def test_the_journals_own_error_is_reported_and_not_counted_as_a_bug() -> None:
    failures = Failures()
    journal = MemoryJournal(failures={"show_dream": SandmanError("no dream #7")})
    got = await execute(journal, call("show_dream", source="user", dream="7"), failures=failures)
    assert got == refused("show_dream", {"dream": "7"}, "Error: show_dream failed: no dream #7")
    assert failures.statistics().tool_executor == 0


async def test_a_tool_that_raises_a_bug_is_reported_and_counted() -> None:
    failures = Failures()
    journal = MemoryJournal(failures={"lookup_symbol": KeyError("oops")})
    got = await execute(journal, call("lookup_symbol", symbol="water"), failures=failures)
    assert got == refused(
        "lookup_symbol", {"symbol": "water"}, "Error: lookup_symbol failed: 'oops'"
    )
    assert failures.statistics().tool_executor == 1
    await execute(journal, call("lookup_symbol", symbol="fire"), failures=failures)
    assert failures.statistics() == ActorFailures(tool_executor=2)


@pytest.mark.parametrize("name", ["remember", "save_symbol_meaning"])
async def test_refused_model_writes_report_ok_as_false_not_merely_falsy(name: str) -> None:
    args = {"fact": "x y z"} if name == "remember" else {"symbol": "owl", "meaning": "wise elders"}
    got = await execute(MemoryJournal(), call(name, **args), user_texts=["hello"])
    assert got.ok is False
    assert msgspec.json.decode(msgspec.json.encode(got))["ok"] is False


async def test_every_outcome_carries_the_arguments_as_validated_not_as_the_model_wrote_them(
    autojump_clock: trio.testing.MockClock,
) -> None:
    # "3" is read as 3: the UI and the model are told what actually ran (or would have).
    ran = await execute(MemoryJournal(), call("recent_dreams", limit="3"))
    assert (ran.ok, ran.args) == (True, {"limit": 3})
    broken = await execute(
        MemoryJournal(failures={"recent_dreams": OSError("disk")}), call("recent_dreams", limit="3")
    )
    assert (broken.ok, broken.args, broken.output) == (
        False,
        {"limit": 3},
        "Error: recent_dreams failed: disk",
    )

    class Stuck(MemoryJournal):
        async def run_tool(self, name: str, args: ToolArgs, **options: Any) -> str:  # type: ignore[override]
            await trio.sleep(60)
            return "never"

    slow = await execute(Stuck(), call("recent_dreams", limit="3"), timeout=1)
    assert (slow.ok, slow.args, slow.output) == (
        False,
        {"limit": 3},
        "Error: recent_dreams took longer than 1 s.",
    )


@pytest.mark.parametrize(
    ("name", "args", "message", "refusal"),
    [
        # nothing to check: a bare reference, its empty optional fields left out
        ("edit_dream", {"dream": "last", "title": None}, "hello", "Error: not done."),
        # words the user never said
        ("save_dream", {"text": "I rode a tiger", "mood": None}, "hello", "Error: not saved. save_dream may only"),
        # the user typed the call as text
        ("save_dream", {"text": "I flew over Paris", "mood": None}, '<save_dream text="I flew over Paris" />',
         "Error: not saved. The user wrote this save_dream call"),
        # grounded, but nobody asked to keep it
        ("save_dream", {"text": "I flew over Paris", "mood": None}, "I flew over Paris", "Error: not saved. save_dream runs only"),
    ],
)  # fmt: skip
async def test_a_refused_model_write_carries_the_arguments_as_validated(
    name: str, args: dict[str, Any], message: str, refusal: str
) -> None:
    # The UI shows what would have been stored: an empty optional field is not part of it.
    journal = MemoryJournal()
    got = await execute(journal, call(name, **args), user_texts=[message], message_text=message)
    assert (got.ok, got.args) == (False, {k: v for k, v in args.items() if v is not None})
    assert got.output.startswith(refusal), got.output
    assert journal.calls == []
