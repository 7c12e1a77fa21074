"""``sandman.open`` picks its model as the commands do (no model loaded: a spec that cannot load
says which one it was)."""

from __future__ import annotations

from pathlib import Path

import pytest

import sandman
from sandman.errors import SandmanError


async def test_open_without_a_model_loads_the_one_sandman_model_names(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # It loaded the default companion whatever $SANDMAN_MODEL said (the commands read it): the
    # README's example ran the 1.5B under the suite's workhorse.
    missing = tmp_path / "not-here.gguf"
    monkeypatch.setenv("SANDMAN_MODEL", str(missing))
    with pytest.raises(SandmanError, match=r"not-here\.gguf"):
        async with sandman.open(db=tmp_path / "j.db"):
            pass
