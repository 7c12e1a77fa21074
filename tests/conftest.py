"""Fixtures shared by every test package."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from sandman.inference import LlamaModel, load_model

REAL_MODEL_SEED = 20240601


@pytest.fixture(scope="session")
def real_model() -> Iterator[LlamaModel]:
    """The default preset (the bundled SmolLM2-135M), loaded once per test run.

    Shared by every test that asks for it: tests should use their own ``Completion.slot`` names
    when they assert on KV-cache reuse. Seeded, so a sampled reply depends only on its request,
    not on the run. Closed when the session ends.
    """
    model = load_model(seed=REAL_MODEL_SEED)
    try:
        yield model
    finally:
        model.close()
