"""A question that points back with a pronoun is asked about the last message's subject."""

from __future__ import annotations

import pytest

from sandman.routing import RouterPolicy
from sandman.routing._refer import points_back, refer_back

POLICY = RouterPolicy.for_model("smollm2-135m", "chatml")


def _read(text: str) -> dict[str, object]:
    return dict(POLICY.guess(text).args)


@pytest.mark.parametrize(
    ("previous", "message", "expected"),
    [
        (
            "What does a snake mean to me?",
            "Have I dreamed about one?",
            "Have I dreamed about snake?",
        ),
        (
            "What do wolves mean in dreams?",
            "Did I ever dream about them?",
            "Did I ever dream about wolf?",
        ),
        ("what does water mean", "do I dream of it often?", "do I dream of water often?"),
        ("Any dreams about Lea?", "any nightmares with her?", None),  # not a pronoun it reads
        ("Show me my last dream.", "Have I dreamed about one?", None),  # no subject to point at
        ("What does a snake mean to me?", "Did I dream about a wolf?", None),  # names its own
        ("What does a snake mean to me?", "When was that?", None),  # a dream, not a subject
    ],
)
def test_the_pronoun_takes_the_last_messages_subject(
    previous: str, message: str, expected: str | None
) -> None:
    assert refer_back(message, previous, _read) == expected


def test_the_rewritten_question_searches_the_subject() -> None:
    rewritten = refer_back(
        "Have I ever dreamed about them before?", "what do bees symbolize", _read
    )
    assert rewritten is not None and points_back("Have I ever dreamed about them before?")
    decision = POLICY.guess(rewritten)
    assert (decision.route, decision.args) == ("search_dreams", {"query": "bee"})


@pytest.mark.parametrize(
    ("message", "symbol"),
    [
        ("what do I usually say water stands for", "water"),
        ("What did I tell you snakes mean?", "snake"),
        ("what did I say the wolf means to me", "wolf"),
    ],
)
def test_the_users_own_meaning_asked_back_is_a_symbol_lookup(message: str, symbol: str) -> None:
    decision = POLICY.first_pass(message)
    assert decision is not None and (decision.route, decision.args) == (
        "lookup_symbol",
        {"symbol": symbol},
    )
