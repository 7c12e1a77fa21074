"""Which dream a person points at (``sandman.language._refs``): one reader for routing, which
writes a tool's ``dream`` argument, and storage, which finds the dream it means."""

from __future__ import annotations

import pytest

from sandman.language import correction_of, dream_ref


@pytest.mark.parametrize(
    ("said", "kind", "argument"),
    [
        ("12", "id", "12"), ("#12", "id", "12"), ("dream 12", "id", "12"), ("entry no. 7", "id", "7"),
        ("last", "last", "last"), ("my last dream", "last", "last"), ("the most recent entry", "last", "last"),
        ("the one", "last", "last"), ("", "last", "last"),
        ("that dream", "previous", "previous"), ("this one", "previous", "previous"), ("it", "previous", "previous"),
        ("the same one", "previous", "previous"), ("the whole dream", "previous", "previous"),
        ("before", "before", "before"),
        ("my dream about the glass forest", "words", "glass forest"), ("the wolf dream", "words", "wolf dream"),
    ],
)  # fmt: skip
def test_a_dream_is_pointed_at_by_id_recency_the_conversation_or_its_words(
    said: str, kind: str, argument: str
) -> None:
    ref = dream_ref(said)
    assert (ref.kind, ref.argument) == (kind, argument)


@pytest.mark.parametrize(
    ("said", "fix"),
    [
        ("wait it was my phone not my wallet", ("phone", "wallet")),
        ("it wasnt a dog, it was a wolf", ("wolf", "dog")),
        ("i meant red not blue", ("red", "blue")),
        ("no it was my brother not my dad", ("brother", "dad")),
        ("not a wallet, a phone", ("phone", "wallet")),
        # more of it told, or a feeling, puts nothing right
        ("and it was a bus station", None),
        ("it was not my fault", None),
        ("it was my phone, my phone", None),
    ],
)
def test_the_words_put_right_in_a_dream_told_are_read(
    said: str, fix: tuple[str, str] | None
) -> None:
    assert correction_of(said) == fix
