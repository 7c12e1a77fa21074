"""Records read from the journal, the export file format, and input checks with one-line errors."""

from __future__ import annotations

import re
from datetime import UTC, date, datetime
from typing import Literal

import msgspec

from ._errors import JournalError

MAX_DREAM_CHARS = 20_000
MAX_TITLE_CHARS = 200
MAX_MOOD_CHARS = 40
MAX_QUERY_CHARS = 500
MAX_SYMBOL_CHARS = 200
MAX_MEANING_CHARS = 1_000
MAX_FACT_CHARS = 1_000
MAX_TURN_CHARS = 20_000
MAX_ID_CHARS = 200
MAX_LIMIT = 1_000

_ISO_DATE = re.compile(r"\d{4}-\d{2}-\d{2}")


class Dream(msgspec.Struct, frozen=True, kw_only=True):
    """One journal entry: ``date`` is the night of the dream (YYYY-MM-DD), ``created`` UTC."""

    id: int
    date: str
    title: str | None
    text: str
    mood: str | None
    created: str


class Memory(msgspec.Struct, frozen=True, kw_only=True):
    id: int
    fact: str
    created: str


class SymbolMeaning(msgspec.Struct, frozen=True, kw_only=True):
    """What a symbol means to the user (their own words, not the dictionary's)."""

    symbol: str
    meaning: str
    updated: str


class Turn(msgspec.Struct, frozen=True, kw_only=True):
    """One exchange of a conversation, as the user saw it."""

    turn_id: str
    user_text: str
    reply_text: str
    created: str


class ConversationSummary(msgspec.Struct, frozen=True, kw_only=True):
    """A conversation in a listing: when it started, how many turns, and its latest message."""

    id: str
    created: str
    updated: str
    turns: int
    last_user_text: str


class ImportSummary(msgspec.Struct, frozen=True, kw_only=True):
    """How many records an import added; records already in the journal are counted as skipped."""

    dreams: int = 0
    symbols: int = 0
    memories: int = 0
    turns: int = 0
    skipped: int = 0


# --- export file format: no local ids, so that export → import → export is byte-identical ------


class _Strict(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    pass


class ExportedDream(_Strict, frozen=True, kw_only=True):
    date: str
    title: str | None = None
    text: str
    mood: str | None = None
    created: str


class ExportedSymbol(_Strict, frozen=True, kw_only=True):
    symbol: str
    meaning: str
    updated: str


class ExportedMemory(_Strict, frozen=True, kw_only=True):
    fact: str
    created: str


class ExportedTurn(_Strict, frozen=True, kw_only=True):
    turn_id: str
    user_text: str
    reply_text: str
    created: str


class ExportedConversation(_Strict, frozen=True, kw_only=True):
    id: str
    created: str
    turns: tuple[ExportedTurn, ...] = ()


class ExportFile(_Strict, frozen=True, kw_only=True):
    format: Literal["sandman-journal"] = "sandman-journal"
    version: Literal[1] = 1
    dreams: tuple[ExportedDream, ...] = ()
    symbols: tuple[ExportedSymbol, ...] = ()
    memories: tuple[ExportedMemory, ...] = ()
    conversations: tuple[ExportedConversation, ...] = ()


# --- input checks ------------------------------------------------------------------------------


def now_utc() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def check_date(value: str | None) -> str:
    """A real calendar date as YYYY-MM-DD; None means today (local time)."""
    if value is None:
        return date.today().isoformat()
    value = value.strip()
    if not _ISO_DATE.fullmatch(value):
        raise JournalError(f"invalid date {value!r}: use YYYY-MM-DD, e.g. 2024-03-02")
    try:
        return date.fromisoformat(value).isoformat()
    except ValueError as exc:
        raise JournalError(f"invalid date {value!r}: {exc}") from None


def check_text(value: str, what: str, limit: int) -> str:
    """``value`` stripped; empty or longer than ``limit`` characters is a ``JournalError``."""
    text = value.strip()
    if not text:
        raise JournalError(f"{what} is empty")
    if len(text) > limit:
        raise JournalError(f"{what} is too long ({len(text):,} characters; the limit is {limit:,})")
    return text


def check_reply(value: str) -> str:
    """A reply as stored: it may be empty (a turn that failed), never longer than a message."""
    if len(value) > MAX_TURN_CHARS:
        raise JournalError(f"reply is too long (the limit is {MAX_TURN_CHARS:,} characters)")
    return value


def check_optional(value: str | None, what: str, limit: int) -> str | None:
    """Like ``check_text``, but blank means "not given" (None)."""
    if value is None or not value.strip():
        return None
    return check_text(value, what, limit)


def check_limit(value: int, what: str = "limit") -> int:
    if not 1 <= value <= MAX_LIMIT:
        raise JournalError(f"{what} must be between 1 and {MAX_LIMIT:,} (got {value})")
    return value
