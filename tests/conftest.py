"""Fixtures shared by every test package."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from sandman.inference import LlamaModel, load_model


@pytest.fixture(scope="session")
def real_model() -> Iterator[LlamaModel]:
    """The default preset (the bundled SmolLM2-135M), loaded once per test run.

    Shared by every test that asks for it: tests should use their own ``Completion.slot`` names
    when they assert on KV-cache reuse. Closed when the session ends.
    """
    model = load_model()
    try:
        yield model
    finally:
        model.close()
