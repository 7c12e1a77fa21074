"""The dream journal: SQLite (aiosqlite under trio, via trio-asyncio) behind a trio-only API.

``open_journal`` is the way in; the returned ``Journal`` stores dreams, the user's own symbol
meanings, memories and conversation turns, and implements the six tools (``run_tool``).
Every failure a user can hit is a ``JournalError`` carrying one line.
"""

from ._dictionary import builtin_dictionary
from ._errors import JournalError
from ._journal import DEFAULT_BUSY_TIMEOUT, Journal, default_db_path, open_journal
from ._records import (
    MAX_DREAM_CHARS,
    MAX_MOOD_CHARS,
    MAX_TITLE_CHARS,
    ConversationSummary,
    Dream,
    ExportFile,
    ImportSummary,
    Memory,
    SymbolMeaning,
    Turn,
)

__all__ = [
    "DEFAULT_BUSY_TIMEOUT",
    "MAX_DREAM_CHARS",
    "MAX_MOOD_CHARS",
    "MAX_TITLE_CHARS",
    "ConversationSummary",
    "Dream",
    "ExportFile",
    "ImportSummary",
    "Journal",
    "JournalError",
    "Memory",
    "SymbolMeaning",
    "Turn",
    "builtin_dictionary",
    "default_db_path",
    "open_journal",
]
