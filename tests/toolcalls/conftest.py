from __future__ import annotations

import logging
from collections.abc import Iterator

import pytest


@pytest.fixture(autouse=True)
def scanner_failures_are_loud(caplog: pytest.LogCaptureFixture) -> Iterator[None]:
    """The scanner logs and hides what it fails on; in tests such a failure must fail the test."""
    with caplog.at_level(logging.ERROR, logger="sandman.toolcalls"):
        yield
    failures = [
        r for r in caplog.records if r.name == "sandman.toolcalls" and r.levelno >= logging.ERROR
    ]
    assert not failures, failures[0].getMessage() + "\n" + (failures[0].exc_text or "")
