"""What the model process and Sandman say to each other over its pipes: tagged msgspec Structs,
msgpack-encoded, each in a frame of a 4-byte big-endian length and the payload.

Sans-IO: ``encode`` gives a frame's bytes; ``FrameReader`` takes bytes as they arrive (any
split) and gives back the whole messages; neither touches a pipe, a thread or a clock.

To the worker (``ToWorker``): ``Load`` once first, then requests (``Stream``, ``Score``,
``Tokenize``, ``ListSlots``) and a stream's flow control (``More``: one more piece may be sent;
``Stop``: stop between two tokens). From the worker (``FromWorker``): ``Ready`` (or ``Failed``
with id 0) once loaded, then per request ``Piece``… and one final ``End`` / ``Failed``, or
``Scored``, ``Tokens``, ``Slots``. Every request carries an ``id``; every answer names it.
"""

from __future__ import annotations

import struct
from typing import Any, Generic, TypeAlias, TypeVar

import msgspec

from ._model import Completion, CompletionStats

# A frame longer than this is not one of ours (a prompt is a few tens of KB): the stream is
# corrupt, and reading on would only allocate whatever the bogus length says.
MAX_FRAME = 64 * 1024 * 1024
_LENGTH = struct.Struct(">I")


class Frame(msgspec.Struct, frozen=True, kw_only=True, tag=True, forbid_unknown_fields=True):
    """Base of every frame: immutable, tagged with its class name, strict on decode."""


# --- to the worker ----------------------------------------------------------------------------


class Load(Frame, frozen=True, kw_only=True):
    path: str
    name: str
    family: str | None
    n_threads: int | None
    context_size: int
    seed: int | None
    repack: bool = True  # llama.cpp's CPU repack at load, if the build and $SANDMAN_REPACK allow


class Stream(Frame, frozen=True, kw_only=True):
    """Decode ``completion``; at most ``window`` pieces may be unanswered by ``More``."""

    id: int
    completion: Completion
    window: int


class More(Frame, frozen=True, kw_only=True):
    id: int


class Stop(Frame, frozen=True, kw_only=True):
    id: int


class Score(Frame, frozen=True, kw_only=True):
    id: int
    prompt: str
    continuations: tuple[str, ...]
    slot: str


class Tokenize(Frame, frozen=True, kw_only=True):
    id: int
    text: str


class ListSlots(Frame, frozen=True, kw_only=True):
    id: int


# --- from the worker --------------------------------------------------------------------------


class Ready(Frame, frozen=True, kw_only=True):
    pid: int
    family: str
    context_size: int


class Piece(Frame, frozen=True, kw_only=True):
    id: int
    text: str


class End(Frame, frozen=True, kw_only=True):
    id: int
    stats: CompletionStats


class Failed(Frame, frozen=True, kw_only=True):
    """A request failed with a ``ModelError`` of ``kind``; ``bug`` when it was anything else
    (the worker logged its traceback)."""

    id: int
    kind: str
    message: str
    bug: bool = False


class Scored(Frame, frozen=True, kw_only=True):
    id: int
    scores: tuple[float, ...]
    stats: CompletionStats | None


class Tokens(Frame, frozen=True, kw_only=True):
    id: int
    tokens: tuple[int, ...]


class Slots(Frame, frozen=True, kw_only=True):
    id: int
    slots: dict[str, tuple[int, int]]


ToWorker: TypeAlias = Load | Stream | More | Stop | Score | Tokenize | ListSlots
FromWorker: TypeAlias = Ready | Piece | End | Failed | Scored | Tokens | Slots

_encoder = msgspec.msgpack.Encoder()


def encode(message: ToWorker | FromWorker) -> bytes:
    """One frame: the payload's length, then the payload."""
    payload = _encoder.encode(message)
    return _LENGTH.pack(len(payload)) + payload


class FrameError(Exception):
    """The bytes are not frames of this protocol (corrupt, or from something else)."""


M = TypeVar("M", bound=Frame)


class FrameReader(Generic[M]):
    """Whole messages out of bytes fed in pieces of any size. ``feed`` returns the messages its
    bytes completed, in order; a partial frame waits for the next ``feed``. Raises
    ``FrameError`` for a frame too long to be ours or a payload that is not a message of
    the reader's kind; ``pending`` says whether bytes of an unfinished frame are held (at the end of
    the stream, a cut-off frame)."""

    def __init__(self, kind: Any) -> None:
        # ``kind`` is the union ``M`` stands for (``FrameReader[FromWorker](FromWorker)``).
        self._decoder: msgspec.msgpack.Decoder[M] = msgspec.msgpack.Decoder(kind)
        self._buffer = bytearray()

    @property
    def pending(self) -> bool:
        return bool(self._buffer)

    def feed(self, data: bytes) -> list[M]:
        self._buffer += data
        messages: list[M] = []
        start = 0
        while len(self._buffer) - start >= _LENGTH.size:
            (size,) = _LENGTH.unpack_from(self._buffer, start)
            if size > MAX_FRAME:
                raise FrameError(f"a frame of {size:,} bytes (at most {MAX_FRAME:,})")
            end = start + _LENGTH.size + size
            if len(self._buffer) < end:
                break
            try:
                messages.append(self._decoder.decode(self._buffer[start + _LENGTH.size : end]))
            except msgspec.DecodeError as exc:
                raise FrameError(f"an unreadable frame: {exc}") from None
            start = end
        del self._buffer[:start]
        return messages
