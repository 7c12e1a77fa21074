"""The one storage error users see, and the translation of sqlite's messages into it."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal, TypeAlias

from ..errors import SandmanError

JournalErrorKind: TypeAlias = Literal[
    "invalid",  # bad input: the request, not the journal, is at fault
    "locked",  # another program holds the write lock past the busy timeout
    "no_space",  # the disk (or a quota) is full
    "damaged",  # the file is not a database, or its pages are corrupt
    "replaced",  # the file was removed, moved or replaced while Sandman had it open
    "read_only",  # the file or its mount cannot be written
    "unavailable",  # the file cannot be opened or created, or the connection is gone
]


class JournalError(SandmanError):
    """Any storage failure a user can hit (bad input, damaged or locked journal), as one line.

    ``kind`` says which, in one word (``JournalErrorKind``), so that a front end can answer
    with the right status (the web API: locked 503, no space 507, bad input 400) without
    reading the message.
    """

    def __init__(self, message: str, *, kind: JournalErrorKind = "invalid") -> None:
        super().__init__(message)
        self.kind: JournalErrorKind = kind


def describe(exc: sqlite3.Error, path: Path) -> str:
    """One line saying what went wrong with the journal at ``path`` and what the user can do."""
    return classify(exc, path)[1]


def classify(exc: sqlite3.Error, path: Path) -> tuple[JournalErrorKind, str]:
    """What kind of failure sqlite's ``exc`` is, and the one line for the user."""
    msg = str(exc).strip() or type(exc).__name__
    low = msg.lower()
    if "file is not a database" in low:
        return "damaged", f"{path} is not a Sandman journal (not an SQLite database)"
    if "disk is full" in low or "database or disk is full" in low:
        return "no_space", f"not enough free space on the disk of journal {path}"
    if "malformed" in low or "disk image" in low:
        return (
            "damaged",
            f"journal {path} is damaged ({msg}); restore it from a backup or an export",
        )
    if "locked" in low or "busy" in low:
        return "locked", f"journal {path} is locked by another program; try again when it is done"
    if "readonly" in low or "read-only" in low:
        return "read_only", f"journal {path} is read-only; Sandman cannot save to it"
    if "disk i/o error" in low and _disk_nearly_full(path):
        return "no_space", f"not enough free space on the disk of journal {path}"
    if "unable to open" in low:
        return "unavailable", _why_unopenable(path)
    if "vtable constructor failed" in low or "no such table" in low:
        return (
            "damaged",
            f"journal {path} is damaged (part of it is missing); restore it from a backup or an export",
        )
    if "disk i/o error" in low:
        return "unavailable", f"journal {path} could not be read or written (a disk I/O error)"
    return "unavailable", f"journal {path}: {msg}"


def _disk_nearly_full(path: Path) -> bool:
    """True when the journal's file system has almost no free space left: sqlite reports a
    read that needs room for its shared-memory index as a plain "disk I/O error"."""
    try:
        st = os.statvfs(path.parent)
    except OSError:
        return False
    return st.f_bavail * st.f_frsize < 1024 * 1024


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
        kind, message = classify(exc, path)
        raise JournalError(message, kind=kind) from exc
    except ValueError as exc:
        # aiosqlite raises a bare ValueError once its connection is gone.
        if "closed" in str(exc).lower() or "no active connection" in str(exc).lower():
            raise JournalError(f"journal {path} is closed", kind="unavailable") from exc
        raise
