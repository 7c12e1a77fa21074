"""Fixtures shared by every test package."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from sandman.inference import LlamaModel, load_model

REAL_MODEL_SEED = 20240601
# The capable preset the few bigger-model tests load (`make test` pulls it: TEST_MODELS).
CAPABLE_MODEL = "qwen2.5-1.5b"


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


@pytest.fixture(scope="session")
def capable_model() -> Iterator[LlamaModel]:
    """The capable preset (``CAPABLE_MODEL``), loaded once per test run, seeded like
    ``real_model``. Fails with one line saying `sandman models pull …` when it is not pulled."""
    model = load_model(CAPABLE_MODEL, seed=REAL_MODEL_SEED)
    try:
        yield model
    finally:
        model.close()
