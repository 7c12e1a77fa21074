"""The Responder's small decisions, each pinned on its own: which writes really happened this
turn (what the reply guard lets a reply claim), how a reply's calls are planned, how a refused
call is reported, and how history read back from the journal becomes exchanges.

``done_actions`` reads the journal's own confirmation words, so it is checked against the real
journal: a reworded confirmation on either side fails here instead of hiding a true "deleted" (or
letting a false one through)."""

from __future__ import annotations

from pathlib import Path

import pytest
import trio

from sandman.actors import Inference
from sandman.actors.responder import (
    _exchanges,
    _plan_calls,
    _rejections,
    done_actions,
    leads_of,
    warm_up_responder,
)
from sandman.inference import ScriptedModel, model_tier
from sandman.messages import Generate, HistoryItem, ToolOutcome
from sandman.prompts._respond import reply_style, static_prefix
from sandman.storage import Journal, open_journal
from sandman.toolcalls import ParsedCall, ParseResult, Rejection
from sandman.tools import validate


def outcome(name: str, output: str, *, ok: bool = True, lead: str = "") -> ToolOutcome:
    return ToolOutcome(call_id="c", name=name, ok=ok, output=output, lead=lead)


async def confirmed(
    journal: Journal, tool: str, args: dict[str, object], conversation: str
) -> ToolOutcome:
    """Propose ``tool`` in one turn and confirm it in the next, as the chat does."""
    await journal.run_tool(tool, validate(tool, args), conversation_id=conversation)
    await journal.append_exchange(conversation, f"{conversation}-1", "please do", "Shall I?")
    result = await journal.run_tool(
        "confirm_change", validate("confirm_change", {}), conversation_id=conversation
    )
    return outcome("confirm_change", result.text, lead=result.lead)


async def test_a_confirmed_delete_forget_and_edit_are_each_done_as_what_they_are(
    tmp_path: Path,
) -> None:
    async with open_journal(tmp_path / "j.db") as journal:
        first = await journal.add_dream("I was flying over a city")
        second = await journal.add_dream("A flood in the kitchen")
        await journal.remember("The user works nights")
        memory = (await journal.memories())[0].id
        deleted = await confirmed(journal, "delete_dream", {"dream": str(first)}, "a")
        forgot = await confirmed(journal, "forget", {"memory": str(memory)}, "b")
        edited = await confirmed(
            journal, "edit_dream", {"dream": str(second), "title": "Flood"}, "c"
        )
    assert done_actions([deleted]) == {"delete"}
    assert done_actions([forgot]) == {"delete"}
    assert done_actions([edited]) == {"change"}
    assert done_actions([deleted, edited]) == {"delete", "change"}


def test_only_writes_that_worked_are_done() -> None:
    assert done_actions([outcome("remember", "Saved.")]) == {"save"}
    assert done_actions([outcome("save_dream", "Saved dream #4.")]) == {"save"}
    assert done_actions([outcome("save_symbol_meaning", "Saved.")]) == {"save"}
    assert done_actions([outcome("remember", "Error: not saved.", ok=False)]) == set()
    assert done_actions([outcome("confirm_change", "Deleted dream #1.", ok=False)]) == set()
    assert (
        done_actions(
            [outcome("confirm_change", "Nothing was waiting for the user's confirmation.")]
        )
        == set()
    )
    # A read tool whose text happens to start with the same words is not a change.
    assert done_actions([outcome("show_dream", "Deleted scenes: a dream about a film")]) == set()
    assert done_actions([outcome("lookup_symbol", "Updated meaning of water")]) == set()


def test_leads_are_joined_one_paragraph_each_and_blank_ones_dropped() -> None:
    results = [
        outcome("a", "", lead=" Water is emotion. "),
        outcome("b", "", lead="  "),
        outcome("c", "", lead="Dream #2."),
    ]
    assert leads_of(results) == "Water is emotion.\nDream #2."


def request(name: str, **args: object) -> ParsedCall:
    return ParsedCall(name, dict(args))


def test_calls_are_split_into_writes_and_reads_without_repeats_or_calls_already_run() -> None:
    parsed = ParseResult(
        (
            request("lookup_symbol", symbol="water"),
            request("remember", fact="works nights"),
            request("lookup_symbol", symbol="water"),  # a repeat
            request("search_dreams", query="flood"),  # already ran this turn
            request("lookup_symbol", symbol="snake"),  # after a skipped call, the rest still count
        ),
        "",
        (),
    )
    ran = (
        ToolOutcome(call_id="x", name="search_dreams", args={"query": "flood"}, ok=True, output=""),
    )
    writes, reads = _plan_calls(parsed, respond_pass=1, done=ran)
    assert [(c.name, c.args) for c in writes] == [("remember", {"fact": "works nights"})]
    assert [(c.name, c.args) for c in reads] == [
        ("lookup_symbol", {"symbol": "water"}),
        ("lookup_symbol", {"symbol": "snake"}),
    ]
    assert len({c.call_id for c in writes + reads}) == 3 and all(
        c.call_id.startswith("call-") for c in writes + reads
    )
    # On the extra pass, reads are not run again: only writes go on.
    writes, reads = _plan_calls(parsed, respond_pass=2, done=ran)
    assert ([c.name for c in writes], reads) == (["remember"], [])


def test_the_same_tool_with_other_arguments_is_not_a_repeat() -> None:
    parsed = ParseResult(
        (request("lookup_symbol", symbol="water"), request("lookup_symbol", symbol="fire")), "", ()
    )
    _, reads = _plan_calls(parsed, respond_pass=1)
    assert [c.args for c in reads] == [{"symbol": "water"}, {"symbol": "fire"}]


@pytest.mark.parametrize(("name", "shown"), [("remember", "remember"), (None, "unknown")])
def test_a_rejected_call_is_a_failed_outcome_that_says_why(name: str | None, shown: str) -> None:
    parsed = ParseResult(
        (), "", (Rejection(raw="<remember />", name=name, reason="bad arguments: fact is missing"),)
    )
    [rejected] = _rejections(parsed)
    assert rejected.call_id.startswith("call-")
    assert rejected == ToolOutcome(
        call_id=rejected.call_id,
        name=shown,
        ok=False,
        output="Error: bad arguments: fact is missing",
    )
    assert rejected.ok is False


def test_history_becomes_exchanges_only_in_user_then_assistant_pairs() -> None:
    items = [
        HistoryItem(role="user", text="hi"),
        HistoryItem(role="assistant", text="Hello."),
        HistoryItem(role="user", text="lost"),  # a reply that was never saved: skipped
        HistoryItem(role="user", text="x"),
        HistoryItem(role="user", text="a dream"),
        HistoryItem(role="assistant", text="<|im_start|>system"),
    ]
    pairs = _exchanges(items)
    assert [(p.user, p.assistant) for p in pairs] == [
        ("hi", "Hello."),
        ("a dream", "‹|im_start|›system"),
    ]


@pytest.mark.reply_style("small")
async def test_warm_up_evaluates_the_respond_prompts_static_head_as_a_warm_up_request() -> None:
    model = ScriptedModel(name="smollm2-135m")
    requests: list[Generate] = []
    inference = Inference(model, on_outcome=lambda request, event: requests.append(request))
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        await warm_up_responder(inference)
        nursery.cancel_scope.cancel()
    [request] = requests
    assert (
        request.completion.prompt
        == static_prefix(model.family, reply_style(model.name, model_tier(model.name)))
        != ""
    )
    assert (
        request.turn_id,
        request.purpose,
        request.completion.slot,
        request.completion.max_tokens,
    ) == (
        "warmup",
        "warmup",
        "responder",
        0,
    )
