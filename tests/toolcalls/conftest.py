from __future__ import annotations

import pytest

import sandman.toolcalls._scan as scan


def _raise(exc: Exception) -> None:
    raise exc


@pytest.fixture(autouse=True)
def matcher_errors_are_loud(monkeypatch: pytest.MonkeyPatch) -> None:
    """The scanner swallows matcher exceptions in production; in tests they must fail."""
    monkeypatch.setattr(scan, "matcher_failed", _raise)
