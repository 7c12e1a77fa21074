"""The model process's frames, sans-IO: whatever way the bytes are split, the same messages."""

from __future__ import annotations

import random
import struct

import pytest

from sandman.inference import Completion, CompletionStats
from sandman.inference._process_frames import (
    MAX_FRAME,
    End,
    Failed,
    FrameError,
    FrameReader,
    FromWorker,
    Load,
    Piece,
    Stream,
    ToWorker,
    encode,
)

ANSWERS: list[FromWorker] = [
    Piece(id=1, text="Hel"),
    Piece(id=1, text="lo — ünïcode ✓"),
    Piece(id=1, text=""),
    End(
        id=1,
        stats=CompletionStats(
            prompt_tokens=9, evaluated_tokens=1, completion_tokens=3, stop_reason="stop"
        ),
    ),
    Failed(id=2, kind="too_long", message="the prompt is too long"),
]


def split(data: bytes, how: str, rng: random.Random) -> list[bytes]:
    if how == "whole":
        return [data]
    if how == "bytes":
        return [data[i : i + 1] for i in range(len(data))]
    cuts = sorted(rng.sample(range(1, len(data)), 12))
    return [data[a:b] for a, b in zip([0, *cuts], [*cuts, len(data)])]


@pytest.mark.parametrize("how", ["whole", "bytes", "random"])
def test_the_same_messages_come_out_however_the_bytes_arrive(how: str) -> None:
    data = b"".join(encode(message) for message in ANSWERS)
    for seed in range(5 if how == "random" else 1):
        reader = FrameReader[FromWorker](FromWorker)
        out: list[FromWorker] = []
        for chunk in split(data, how, random.Random(seed)):
            out += reader.feed(chunk)
        assert out == ANSWERS
        assert not reader.pending


def test_a_request_round_trips_with_its_completion() -> None:
    requests: list[ToWorker] = [
        Load(path="/m.gguf", name="m", family=None, n_threads=2, context_size=4096, seed=None),
        Stream(
            id=7,
            completion=Completion(
                prompt="<|im_start|>", grammar='root ::= "a"', stop=("\n",), slot="router"
            ),
            window=1,
        ),
    ]
    reader = FrameReader[ToWorker](ToWorker)
    assert reader.feed(b"".join(encode(r) for r in requests)) == requests


def test_a_cut_off_frame_is_held_not_returned() -> None:
    data = encode(ANSWERS[0])
    reader = FrameReader[FromWorker](FromWorker)
    assert reader.feed(data[:-1]) == []
    assert reader.pending
    assert reader.feed(data[-1:]) == [ANSWERS[0]]


def test_a_frame_too_long_or_unreadable_is_an_error_not_an_allocation() -> None:
    with pytest.raises(FrameError, match="at most"):
        FrameReader[FromWorker](FromWorker).feed(struct.pack(">I", MAX_FRAME + 1))
    with pytest.raises(FrameError, match="unreadable"):
        FrameReader[FromWorker](FromWorker).feed(struct.pack(">I", 3) + b"abc")
    # A request is not an answer: each side reads only what the other may send.
    with pytest.raises(FrameError):
        FrameReader[FromWorker](FromWorker).feed(
            encode(Load(path="p", name="n", family=None, n_threads=1, context_size=8, seed=None))
        )
