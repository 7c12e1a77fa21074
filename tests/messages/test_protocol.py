"""Every message survives a JSON round trip, and the decoder is strict."""

from __future__ import annotations

import msgspec
import pytest

import sandman.messages as m

CALL = m.ToolCall(call_id="c1", name="lookup_symbol", args={"symbol": "water"})
OUTCOME = m.ToolOutcome(
    call_id="c1", name="lookup_symbol", args={"symbol": "water"}, ok=True, output="…"
)

SAMPLES: list[m.Message] = [
    m.UserMessage(turn_id="t", conversation_id="c", text="I dreamt of water"),
    m.CancelTurn(turn_id="t"),
    m.RouteDecided(
        turn_id="t", route="lookup_symbol", args={"symbol": "water"}, source="model", raw="<x/>"
    ),
    m.RunTools(
        turn_id="t",
        conversation_id="c",
        user_text="u",
        calls=(CALL,),
        respond_pass=2,
        reply_so_far="so far",
        earlier_results=(OUTCOME,),
        then="finish",
    ),
    m.ToolStarted(turn_id="t", call_id="c1", name="lookup_symbol", args={"symbol": "water"}),
    m.ToolFinished(
        turn_id="t", call_id="c1", name="lookup_symbol", args={}, ok=False, output="Error"
    ),
    m.Respond(
        turn_id="t",
        conversation_id="c",
        user_text="u",
        results=(OUTCOME,),
        respond_pass=2,
        reply_so_far="x",
    ),
    m.Generate(
        turn_id="t",
        request_id="r",
        purpose="route",
        completion=m.Completion(
            prompt="p",
            grammar='root ::= "a"',
            temperature=0.3,
            max_tokens=8,
            stop=("</s>",),
            slot="router",
        ),
    ),
    m.TokenGenerated(turn_id="t", request_id="r", text="tok"),
    m.GenerationFinished(
        turn_id="t",
        request_id="r",
        text="all",
        prompt_tokens=10,
        evaluated_tokens=3,
        completion_tokens=1,
        stop_reason="length",
    ),
    m.GenerationFailed(turn_id="t", request_id="r", kind="loop_cap", error="LoopCapExceeded"),
    m.TextDelta(turn_id="t", text="Hello"),
    m.TurnFinished(turn_id="t", text="Hello"),
    m.TurnFailed(turn_id="t", error="cancelled", kind="cancelled"),
]


def test_samples_cover_every_message_type() -> None:
    assert {type(s) for s in SAMPLES} == set(m.MESSAGE_TYPES)


@pytest.mark.parametrize("message", SAMPLES, ids=lambda s: type(s).__name__)
def test_every_message_round_trips_through_json(message: m.Message) -> None:
    data = m.encode(message)
    assert msgspec.json.decode(data)["type"] == type(message).__name__
    assert m.decode(data) == message


def test_messages_are_frozen() -> None:
    with pytest.raises(AttributeError):
        SAMPLES[0].text = "changed"  # type: ignore[misc]


@pytest.mark.parametrize(
    "raw",
    [
        b'{"type": "Nope", "turn_id": "t"}',
        b'{"type": "TextDelta", "turn_id": "t"}',
        b'{"type": "TextDelta", "turn_id": "t", "text": "x", "extra": 1}',
        b'{"type": "RouteDecided", "turn_id": "t", "route": "fly"}',
        b"not json",
    ],
)
def test_decoder_rejects_unknown_incomplete_or_invalid_messages(raw: bytes) -> None:
    with pytest.raises((msgspec.ValidationError, msgspec.DecodeError)):
        m.decode(raw)


def test_public_surface_is_exported_explicitly() -> None:
    assert set(m.__all__) == {name for name in dir(m) if not name.startswith("_")} - {"annotations"}
