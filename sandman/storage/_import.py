"""Reading an export file as a stream: bounded memory on any input, every field checked.

``records(read)`` walks the JSON of an export with a small tokenizer and yields one checked
record at a time (a dream, a symbol meaning, a memory, a conversation, a turn). It holds at most
one record's bytes plus one read chunk, so a file of any size — or ``/dev/zero`` — costs the
same memory; the input stops at ``max_bytes`` with a clear error. Each record is decoded with
msgspec against the export's schema and then checked as the app checks what a user types (empty
texts, real dates, timestamps, lengths); the first problem is a ``JournalError`` naming it.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from datetime import datetime
from typing import TypeAlias, TypeVar

import msgspec

from ._errors import JournalError
from ._records import (
    MAX_DREAM_CHARS,
    MAX_FACT_CHARS,
    MAX_ID_CHARS,
    MAX_MEANING_CHARS,
    MAX_MOOD_CHARS,
    MAX_SYMBOL_CHARS,
    MAX_TITLE_CHARS,
    MAX_TURN_CHARS,
    ExportedDream,
    ExportedMemory,
    ExportedSymbol,
    ExportedTurn,
    check_date,
    check_optional,
    check_reply,
    check_text,
)
from ._words import symbol_key

MAX_IMPORT_BYTES = 1 << 30  # 1 GiB: an export of 100,000 dreams is about 50 MB
MAX_RECORD_BYTES = 1 << 20  # one record (the largest, a turn, is at most ~500 KB of JSON)
CHUNK_BYTES = 1 << 16

Reader: TypeAlias = Callable[[int], bytes]
T = TypeVar("T")


class Conversation(msgspec.Struct, frozen=True, kw_only=True):
    id: str
    created: str


class TurnRow(msgspec.Struct, frozen=True, kw_only=True):
    conversation_id: str
    turn_id: str
    user_text: str
    reply_text: str
    created: str


# Dreams, symbol meanings and memories come as the export's own records, checked.
Record: TypeAlias = ExportedDream | ExportedSymbol | ExportedMemory | Conversation | TurnRow

# One JSON token after optional whitespace: a structural character, a string, or a literal.
_TOKEN = re.compile(rb'[ \t\r\n]*(?:([{}\[\],:])|("[^"\\]*(?:\\.[^"\\]*)*")|([-+.0-9A-Za-z]+))')
_SPACE = re.compile(rb"[ \t\r\n]*")


class _Tokens:
    """JSON tokens from ``read``; keeps only what is not yet consumed (and, while ``keep`` is
    set, everything from that absolute offset on, to slice a whole record out)."""

    def __init__(self, read: Reader, max_bytes: int) -> None:
        self._read = read
        self._max = max_bytes
        self._buf = b""
        self._pos = 0
        self._base = 0  # absolute offset of _buf[0]
        self._total = 0
        self._eof = False
        self.keep: int | None = None

    def _fill(self) -> None:
        drop = self._pos if self.keep is None else min(self._pos, self.keep - self._base)
        if drop:
            self._buf = self._buf[drop:]
            self._pos -= drop
            self._base += drop
        if len(self._buf) - (0 if self.keep is not None else self._pos) > MAX_RECORD_BYTES:
            raise JournalError(
                f"not a Sandman export: an entry near byte {self._base:,} is larger than "
                f"{MAX_RECORD_BYTES:,} bytes"
            )
        chunk = self._read(CHUNK_BYTES)
        if not chunk:
            self._eof = True
            return
        self._total += len(chunk)
        if self._total > self._max:
            raise JournalError(f"the file is too large to import (more than {self._max:,} bytes)")
        self._buf += chunk

    def next(self) -> tuple[bytes, int, int]:
        """The next token and its absolute start and end offsets."""
        while True:
            match = _TOKEN.match(self._buf, self._pos)
            if match is not None and (match.end() < len(self._buf) or self._eof):
                self._pos = match.end()
                start = match.start(match.lastindex or 0)
                return (
                    match.group(match.lastindex or 0),
                    self._base + start,
                    self._base + match.end(),
                )
            if match is None:
                at = _SPACE.match(self._buf, self._pos)
                assert at is not None
                i = at.end()
                if i < len(self._buf) and self._buf[i : i + 1] != b'"':
                    raise JournalError(
                        f"not a Sandman export: unexpected byte {self._buf[i : i + 1]!r} "
                        f"at offset {self._base + i:,}"
                    )
                if self._eof:
                    raise JournalError("not a Sandman export: the file ends too early")
            self._fill()

    def span(self, start: int, end: int) -> bytes:
        return self._buf[start - self._base : end - self._base]

    def at_end(self) -> bool:
        """True when only whitespace is left."""
        while True:
            at = _SPACE.match(self._buf, self._pos)
            assert at is not None
            self._pos = at.end()
            if self._pos < len(self._buf):
                return False
            if self._eof:
                return True
            self._fill()


def _expect(tokens: _Tokens, want: bytes, where: str) -> None:
    token, start, _ = tokens.next()
    if token != want:
        raise JournalError(
            f"not a Sandman export: expected {want.decode()!r} {where}, found "
            f"{token[:20].decode(errors='replace')!r} at offset {start:,}"
        )


def _string(token: bytes, where: str) -> str:
    try:
        return msgspec.json.decode(token, type=str)
    except msgspec.DecodeError as exc:
        raise JournalError(f"not a Sandman export: {where}: {exc}") from None


def _value(tokens: _Tokens, first: tuple[bytes, int, int]) -> bytes:
    """The raw bytes of the value starting with token ``first`` (a whole object or array)."""
    token, start, end = first
    if token not in (b"{", b"["):
        return token
    tokens.keep = start
    depth = 1
    while depth:
        token, _, end = tokens.next()
        if token in (b"{", b"["):
            depth += 1
        elif token in (b"}", b"]"):
            depth -= 1
    value = tokens.span(start, end)
    tokens.keep = None
    return value


def _members(tokens: _Tokens, where: str, *, opened: bool = False) -> Iterator[str]:
    """The keys of an object whose ``{`` comes next (or was just read, with ``opened``); the
    caller reads each value."""
    if not opened:
        _expect(tokens, b"{", where)
    first = True
    while True:
        token, start, _ = tokens.next()
        if token == b"}":
            return
        if not first:
            if token != b",":
                raise JournalError(
                    f"not a Sandman export: expected ',' in {where} at offset {start:,}"
                )
            token, start, _ = tokens.next()
        first = False
        key = _string(token, where)
        _expect(tokens, b":", f"after {key!r} in {where}")
        yield key


def _items(tokens: _Tokens, where: str) -> Iterator[tuple[bytes, int, int]]:
    """The first token of each element of an array whose ``[`` comes next."""
    _expect(tokens, b"[", where)
    first = True
    while True:
        token = tokens.next()
        if token[0] == b"]":
            return
        if not first:
            if token[0] != b",":
                raise JournalError(
                    f"not a Sandman export: expected ',' in {where} at offset {token[1]:,}"
                )
            token = tokens.next()
        first = False
        yield token


def _decode(raw: bytes, type_: type[T], what: str) -> T:
    try:
        return msgspec.json.decode(raw, type=type_)
    except msgspec.DecodeError as exc:  # ValidationError is a DecodeError
        raise JournalError(f"{what} in the export: {exc}") from None


def check_timestamp(value: str, what: str) -> str:
    """An ISO 8601 timestamp as the app writes them (``created``, ``updated``)."""
    try:
        datetime.fromisoformat(value)
    except ValueError:
        raise JournalError(f"invalid {what} {value[:40]!r}: not an ISO 8601 timestamp") from None
    return value


def _dream(raw: bytes, i: int) -> ExportedDream:
    what = f"dream {i}"
    d = _decode(raw, ExportedDream, what)
    try:
        return ExportedDream(
            date=check_date(d.date),
            title=check_optional(d.title, "title", MAX_TITLE_CHARS),
            text=check_text(d.text, "dream text", MAX_DREAM_CHARS),
            mood=check_optional(d.mood, "mood", MAX_MOOD_CHARS),
            created=check_timestamp(d.created, "created"),
        )
    except JournalError as exc:
        raise JournalError(f"{what} in the export: {exc}") from None


def _symbol(raw: bytes, i: int) -> ExportedSymbol:
    what = f"symbol {i}"
    s = _decode(raw, ExportedSymbol, what)
    try:
        name = symbol_key(check_text(s.symbol, "symbol", MAX_SYMBOL_CHARS))
        if not name:
            raise JournalError(f"{s.symbol!r} is not a symbol name")
        return ExportedSymbol(
            symbol=name,
            meaning=check_text(s.meaning, "meaning", MAX_MEANING_CHARS),
            updated=check_timestamp(s.updated, "updated"),
        )
    except JournalError as exc:
        raise JournalError(f"{what} in the export: {exc}") from None


def _memory(raw: bytes, i: int) -> ExportedMemory:
    what = f"memory {i}"
    m = _decode(raw, ExportedMemory, what)
    try:
        fact = check_text(m.fact, "fact", MAX_FACT_CHARS)
        return ExportedMemory(fact=fact, created=check_timestamp(m.created, "created"))
    except JournalError as exc:
        raise JournalError(f"{what} in the export: {exc}") from None


def _turn(raw: bytes, conversation_id: str, what: str) -> TurnRow:
    t = _decode(raw, ExportedTurn, what)
    try:
        return TurnRow(
            conversation_id=conversation_id,
            turn_id=check_text(t.turn_id, "turn id", MAX_ID_CHARS),
            user_text=check_text(t.user_text, "message", MAX_TURN_CHARS),
            reply_text=check_reply(t.reply_text),
            created=check_timestamp(t.created, "created"),
        )
    except JournalError as exc:
        raise JournalError(f"{what} in the export: {exc}") from None


def _conversation(tokens: _Tokens, i: int) -> Iterator[Conversation | TurnRow]:
    """A conversation whose ``{`` was just read: its header, then each of its turns."""
    what = f"conversation {i}"
    fields: dict[str, str] = {}
    header: Conversation | None = None

    def checked() -> Conversation:
        if "id" not in fields or "created" not in fields:
            missing = "id" if "id" not in fields else "created"
            raise JournalError(f"{what} in the export: missing {missing!r} before its turns")
        try:
            return Conversation(
                id=check_text(fields["id"], "conversation id", MAX_ID_CHARS),
                created=check_timestamp(fields["created"], "created"),
            )
        except JournalError as exc:
            raise JournalError(f"{what} in the export: {exc}") from None

    for key in _members(tokens, what, opened=True):
        if key in ("id", "created"):
            fields[key] = _decode(_value(tokens, tokens.next()), str, f"{what} {key!r}")
        elif key == "turns":
            header = checked()
            yield header
            for j, first in enumerate(_items(tokens, f"{what} turns"), 1):
                yield _turn(_value(tokens, first), header.id, f"turn {j} of {what}")
        else:
            raise JournalError(f"{what} in the export: unknown field {key!r}")
    if header is None:
        yield checked()


def records(read: Reader, *, max_bytes: int = MAX_IMPORT_BYTES) -> Iterator[Record]:
    """The checked records of the export that ``read(n)`` returns, in file order.

    Raises ``JournalError`` at the first problem: not JSON, not an export, a field that does not
    fit (with the record's number), or more than ``max_bytes`` of input.
    """
    tokens = _Tokens(read, max_bytes)
    readers: dict[str, Callable[[bytes, int], Record]] = {
        "dreams": _dream,
        "symbols": _symbol,
        "memories": _memory,
    }
    for key in _members(tokens, "the file"):
        if key in ("format", "version"):
            value = _decode(_value(tokens, tokens.next()), str if key == "format" else int, key)
            expected: object = "sandman-journal" if key == "format" else 1
            if value != expected:
                raise JournalError(
                    f"not a Sandman export: {key} is {value!r}, expected {expected!r}"
                )
        elif key in readers:
            read_one = readers[key]
            for i, first in enumerate(_items(tokens, key), 1):
                yield read_one(_value(tokens, first), i)
        elif key == "conversations":
            for i, first in enumerate(_items(tokens, key), 1):
                if first[0] != b"{":
                    raise JournalError(f"conversation {i} in the export: expected an object")
                yield from _conversation(tokens, i)
        else:
            raise JournalError(f"not a Sandman export: unknown field {key!r}")
    if not tokens.at_end():
        raise JournalError("not a Sandman export: text after the end of the JSON object")


def _size(record: Record) -> int:
    match record:
        case ExportedDream():
            return len(record.text)
        case TurnRow():
            return len(record.user_text) + len(record.reply_text)
        case _:
            return 100


def batch(it: Iterator[Record], *, max_records: int, max_chars: int) -> list[Record]:
    """The next records of ``it``: up to ``max_records`` of them holding up to about
    ``max_chars`` of text (fewer only at its end)."""
    out: list[Record] = []
    chars = 0
    for record in it:
        out.append(record)
        chars += _size(record)
        if len(out) >= max_records or chars >= max_chars:
            break
    return out
