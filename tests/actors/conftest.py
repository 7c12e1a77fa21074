"""Deterministic harness for message-level tests: a scripted model and an in-memory journal."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass, field
from typing import Any

import msgspec
import pytest

from sandman.actors import App, Inference, open_app
from sandman.inference import Completion, ScriptedModel
from sandman.messages import HistoryItem, Route, TextDelta, TurnFailed, TurnFinished, UIEvent
from sandman.toolcalls import parse
from sandman.tools import RESULT_BUDGET, ToolArgs

_TAG = re.compile(r"<\s*(\w+)((?:\s+\w+=\"[^\"]*\")*)\s*/?>")
_ATTR = re.compile(r"(\w+)=\"([^\"]*)\"")


class Decision(msgspec.Struct, frozen=True, kw_only=True):
    route: Route
    args: dict[str, Any] = {}
    source: str = "model"
    raw: str = ""


class TagPolicy:
    """Always asks the model; reads the first route tag, anything else is ``respond``."""

    def first_pass(self, text: str) -> Decision | None:
        return None

    def request(self, text: str) -> Completion:
        return Completion(
            prompt=f"<|im_start|>user\nRoute: {text}<|im_end|>\n<|im_start|>assistant\n",
            grammar='root ::= "<respond />"',
            temperature=0.3,
            max_tokens=24,
            slot="router",
        )

    def parse(self, output: str, text: str) -> Decision:
        match = _TAG.search(output)
        routes = ("respond", "lookup_symbol", "search_dreams", "recall_memories", "recent_dreams")
        if match is None or match.group(1) not in routes:
            return Decision(route="respond", source="fallback", raw=output)
        return Decision(route=match.group(1), args=dict(_ATTR.findall(match.group(2))), raw=output)  # type: ignore[arg-type]


@dataclass
class MemoryJournal:
    """Tools and history in memory; ``failures`` makes a tool raise."""

    calls: list[tuple[str, dict[str, Any]]] = field(default_factory=list)
    exchanges: list[tuple[str, str, str]] = field(default_factory=list)
    failures: dict[str, BaseException] = field(default_factory=dict)
    budgets: list[int] = field(default_factory=list)
    outputs: dict[str, str] = field(default_factory=dict)  # a tool's output, by name
    turn_ids: list[str] = field(default_factory=list)  # each exchange's turn id

    async def run_tool(
        self, name: str, args: ToolArgs, *, budget: int = RESULT_BUDGET, conversation_id: str = ""
    ) -> str:
        self.calls.append((name, msgspec.to_builtins(args)))
        self.budgets.append(budget)
        if name in self.failures:
            raise self.failures[name]
        return self.outputs.get(name) or f"[{name} found {msgspec.to_builtins(args)}]"

    async def recent_history(self, conversation_id: str, max_turns: int = 6) -> list[HistoryItem]:
        items: list[HistoryItem] = []
        for conv, user, reply in self.exchanges[-max_turns:]:
            if conv == conversation_id:
                items += [
                    HistoryItem(role="user", text=user),
                    HistoryItem(role="assistant", text=reply),
                ]
        return items

    async def append_exchange(
        self, conversation_id: str, turn_id: str, user_text: str, reply_text: str
    ) -> None:
        self.exchanges.append((conversation_id, user_text, reply_text))
        self.turn_ids.append(turn_id)

    async def withdraw_exchange(self, conversation_id: str, turn_id: str) -> bool:
        for i, (conv, tid) in enumerate(zip((e[0] for e in self.exchanges), self.turn_ids)):
            if conv == conversation_id and tid == turn_id:
                del self.exchanges[i], self.turn_ids[i]
                return True
        return False


@dataclass
class Harness:
    app: App
    model: ScriptedModel
    journal: MemoryJournal

    async def turn(self, text: str, **kwargs: Any) -> list[UIEvent]:
        return [event async for event in self.app.chat(text, **kwargs)]


@pytest.fixture
def model() -> ScriptedModel:
    return ScriptedModel()


@pytest.fixture
def journal() -> MemoryJournal:
    return MemoryJournal()


@pytest.fixture
async def harness(model: ScriptedModel, journal: MemoryJournal) -> AsyncIterator[Harness]:
    async with open_app(
        inference=Inference(model), policy=TagPolicy(), tools=journal, history=journal
    ) as app:
        yield Harness(app=app, model=model, journal=journal)


def texts(events: Sequence[UIEvent]) -> str:
    return "".join(getattr(e, "text", "") for e in events if type(e).__name__ == "TextDelta")


# Markup that must never reach a user: tool tags, result blocks, special tokens.
TAG_MARKERS = (
    "<remember", "<save_symbol", "<lookup_symbol", "<search_dreams", "<recent_dreams",
    "<recall_memories", "<tool_", "tool_result", "<|", "/>",
)  # fmt: skip


def assert_clean_turn(events: list[UIEvent]) -> str:
    """The turn ended once, with ``TurnFinished``; its text is the concatenation of the deltas,
    holds something, and holds no markup. Returns the text."""
    finals = [e for e in events if isinstance(e, (TurnFinished, TurnFailed))]
    assert len(finals) == 1 and finals[0] is events[-1], events[-3:]
    assert isinstance(events[-1], TurnFinished), events[-1]
    text = "".join(e.text for e in events if isinstance(e, TextDelta))
    assert text == events[-1].text
    assert text.strip()
    assert not any(marker in text for marker in TAG_MARKERS), text
    assert parse(text).calls == ()
    return text
