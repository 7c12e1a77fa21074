"""The one storage error users see, and the translation of sqlite's messages into it."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from ..errors import SandmanError


class JournalError(SandmanError):
    """Any storage failure a user can hit (bad input, damaged or locked journal), as one line."""


def describe(exc: sqlite3.Error, path: Path) -> str:
    """One line saying what went wrong with the journal at ``path`` and what the user can do."""
    msg = str(exc).strip() or type(exc).__name__
    low = msg.lower()
    if "file is not a database" in low:
        return f"{path} is not a Sandman journal (not an SQLite database)"
    if "malformed" in low or "disk image" in low:
        return f"journal {path} is damaged ({msg}); restore it from a backup or an export"
    if "locked" in low or "busy" in low:
        return f"journal {path} is locked by another program; try again when it is done"
    if "readonly" in low or "read-only" in low:
        return f"journal {path} is read-only; Sandman cannot save to it"
    if "disk is full" in low or "database or disk is full" in low:
        return f"no space left to save to journal {path}"
    if "unable to open" in low:
        return _why_unopenable(path)
    return f"journal {path}: {msg}"


def _why_unopenable(path: Path) -> str:
    parent = path.parent
    if path.is_dir():
        return f"{path} is a directory, not a journal file"
    if not parent.is_dir():
        return f"cannot open journal {path}: folder {parent} does not exist"
    if not os.access(parent, os.W_OK):
        return f"cannot create journal {path}: folder {parent} is read-only"
    return f"cannot open or create journal {path}: is its folder writable?"


@contextmanager
def translated(path: Path) -> Iterator[None]:
    """Turn sqlite and closed-connection errors raised inside into ``JournalError``.

    Everything else (cancellation, bugs) passes through untouched.
    """
    try:
        yield
    except sqlite3.Error as exc:
        raise JournalError(describe(exc, path)) from exc
    except ValueError as exc:
        # aiosqlite raises a bare ValueError once its connection is gone.
        if "closed" in str(exc).lower() or "no active connection" in str(exc).lower():
            raise JournalError(f"journal {path} is closed") from exc
        raise
