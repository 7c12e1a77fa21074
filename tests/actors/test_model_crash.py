"""A crash of the model in the chat (``sandman.open`` … ``app.chat``): the real bundled model in
its worker process, killed by the test mid-reply with each signal a native crash ends in."""

from __future__ import annotations

import os
import signal
from pathlib import Path

import pytest
import trio

import sandman
from sandman.inference import ProcessModel
from sandman.messages import TextDelta, TurnFailed, TurnFinished, UIEvent
from sandman.storage import open_journal

from .conftest import assert_clean_turn

# The conversation style: the model's own words run over several sentences, so its first words
# arrive while it is still decoding.
pytestmark = [pytest.mark.model, pytest.mark.reply_style("conversation")]

TOLD = "Last night I dreamed of a ship with red sails."
STORY = "Tell me at length what you love about the sea and the ships on it."


@pytest.mark.parametrize(
    "sig", [signal.SIGSEGV, signal.SIGILL, signal.SIGABRT, signal.SIGKILL], ids=lambda s: s.name
)
async def test_a_crash_mid_reply_fails_that_turn_once_and_the_next_turn_works(
    crashable_model: ProcessModel, tmp_path: Path, sig: signal.Signals
) -> None:
    model = crashable_model
    db = tmp_path / "j.db"
    async with sandman.open(model=model, db=db) as app:
        with trio.fail_after(120):
            told = [e async for e in app.chat(TOLD)]  # saved, and the turn kept: acknowledged
        assert_clean_turn(told)
        pid = model.pid
        assert pid is not None
        events: list[UIEvent] = []
        with trio.fail_after(120):
            async for event in app.chat(STORY):
                events.append(event)
                if isinstance(event, TextDelta) and event.source == "model" and model.pid == pid:
                    os.kill(pid, sig)
        finals = [e for e in events if isinstance(e, (TurnFinished, TurnFailed))]
        assert finals == [events[-1]]
        assert isinstance(events[-1], TurnFailed)
        assert (events[-1].kind, events[-1].error) == (
            "model_crashed", f"the model process crashed ({sig.name}); it is restarting"
        )  # fmt: skip
        with trio.fail_after(120):
            after = [e async for e in app.chat("Hello, good morning!")]
        assert_clean_turn(after)
        assert model.statistics().restarts == 1 and model.statistics().last_crash == sig.name
    async with open_journal(db) as journal:
        assert [d.text for d in await journal.list_dreams(5)] == [TOLD]
        [conversation] = await journal.conversations()
        turns = await journal.conversation_turns(conversation.id)
    assert [t.user_text for t in turns] == [
        TOLD,
        "Hello, good morning!",
    ]  # the failed one is not kept
