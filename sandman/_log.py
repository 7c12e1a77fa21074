"""Logging: one standard ``logging`` logger per package, quiet unless asked.

Each package logs to its own logger (``sandman.actors``, ``sandman.toolcalls``,
``sandman.inference``, ``sandman.routing``, ``sandman.storage``, ``sandman.web``; llama.cpp's own
log is ``sandman.llama``). The library adds only a ``NullHandler`` to ``sandman``, so an
application embedding it configures ``logging`` as it likes and nothing is printed otherwise.

The ``sandman`` command shows records on stderr when asked: ``SANDMAN_LOG=debug|info|warning|error``
or ``--verbose`` (debug). Without either it prints none, except ``sandman serve``, whose stderr is
the server's log (warnings and errors).
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager

from .errors import SandmanError

ENV = "SANDMAN_LOG"
LEVELS = {
    "debug": logging.DEBUG,
    "info": logging.INFO,
    "warning": logging.WARNING,
    "error": logging.ERROR,
}
FORMAT = "sandman %(levelname)s %(name)s: %(message)s"

root = logging.getLogger("sandman")
root.addHandler(logging.NullHandler())


def env_level() -> int | None:
    """The level ``$SANDMAN_LOG`` asks for (None when unset); a value that is not a level is an
    error, not ignored."""
    value = os.environ.get(ENV, "").strip().lower()
    if not value:
        return None
    if value not in LEVELS:
        raise SandmanError(f"{ENV} must be one of {', '.join(LEVELS)} (it is {value!r})")
    return LEVELS[value]


class _Stderr(logging.StreamHandler):  # type: ignore[type-arg]
    """Writes to whatever ``sys.stderr`` is when a record arrives (tests swap it)."""

    def emit(self, record: logging.LogRecord) -> None:
        self.stream = sys.stderr
        super().emit(record)


@contextmanager
def logging_to_stderr(level: int | None) -> Iterator[None]:
    """Show records of ``level`` and above from every ``sandman`` logger on stderr while the
    block runs (nothing when ``level`` is None); the handler is removed afterwards."""
    if level is None:
        yield
        return
    handler = _Stderr()
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.setLevel(level)
    previous = root.level
    root.addHandler(handler)
    root.setLevel(min(level, previous) if previous else level)
    try:
        yield
    finally:
        root.removeHandler(handler)
        root.setLevel(previous)
