"""``load_model``: a model by preset name, path or server URL, each on its backend.

A model on the device runs in a worker process (``ProcessModel``), a server's through HTTP
(``RemoteModel``). Neither backend imports the other, so the worker process, which needs only
``LlamaModel``, loads neither httpx nor the worker's client side.
"""

from __future__ import annotations

import os
from pathlib import Path

from ..errors import ModelError
from ._model import Model
from ._presets import DEFAULT_PRESET, EMBEDDED_PRESET, PRESETS, StatusCallback
from ._process import ProcessModel
from ._remote import RemoteModel, is_remote


def check_model_spec(spec: str | None) -> None:
    """Raise ``ModelError`` when ``spec`` (as ``load_model`` takes it) names no model at all: not a
    preset, a server's URL or the default, and no path, or a path to no file. Cheap (nothing is
    loaded), so a command checks it before it touches anything (the journal it would create)."""
    if spec is None or not spec.strip() or is_remote(spec) or spec.strip() in PRESETS:
        return
    spec = spec.strip()
    path = Path(spec).expanduser()
    if not (path.suffix.lower() == ".gguf" or os.sep in spec or path.exists()):
        raise ModelError(
            f"unknown model {spec!r}: use a preset ({', '.join(PRESETS)}) or a path to a .gguf file"
        )
    if not path.exists():
        raise ModelError(f"model file not found: {path}")


def load_model(
    spec: str | None = None,
    *,
    n_threads: int | None = None,
    context_size: int | None = None,
    on_status: StatusCallback | None = None,
    seed: int | None = None,
) -> Model:
    """Load a model by preset name, by path to a ``.gguf`` file, by the URL of an
    OpenAI-compatible server (``http://HOST:PORT/v1``, optionally ``#MODEL_NAME``; see
    ``RemoteModel``), or the default preset (None).

    ``on_status`` receives short progress lines ("Loading smollm2-135m…"). ``seed`` makes
    sampling reproducible: every request starts its random sampler from it, so the same request
    gets the same reply (None: a fresh random seed per request; a server gets it where it takes
    one). ``context_size`` caps prompt plus reply tokens (default 4096 on the device; a server's
    own, when it says). Raises ``ModelError`` with one line saying what to do when the spec is
    unknown, the file is missing or not a valid model, the preset's package is not installed,
    or the server cannot be reached. Nothing is left open on failure.

    A model on the device runs in a worker process of its own (``ProcessModel``): if llama.cpp
    crashes, the request in flight fails with ``kind="model_crashed"`` and the worker restarts.
    """
    if is_remote(spec):
        assert spec is not None
        if on_status is not None:
            on_status(f"Connecting to {spec.strip().split('#')[0]}…")
        return RemoteModel.open(spec, context_size=context_size, seed=seed)
    if spec is None or not spec.strip():
        spec = DEFAULT_PRESET
        if not PRESETS[DEFAULT_PRESET].installed():
            # Every install has the embedded model; the companion is one pull away.
            spec = EMBEDDED_PRESET
            if on_status is not None:
                on_status(
                    f"{DEFAULT_PRESET} is not installed (sandman models pull {DEFAULT_PRESET}): "
                    f"using {EMBEDDED_PRESET}, which shows what your journal holds but does not "
                    "talk with you."
                )
    spec = spec.strip()
    check_model_spec(spec)
    preset = PRESETS.get(spec)
    if preset is not None:
        path = preset.locate(on_status)
        name, family, repack = preset.name, preset.family, preset.repack
    else:
        path = Path(spec).expanduser()
        name, family, repack = path.stem, None, True
    if on_status is not None:
        on_status(f"Loading {name}…")
    # In a worker process: a crash in llama.cpp costs the request in flight, not Sandman.
    # ``LlamaModel(path, …)`` is the same model in this process.
    return ProcessModel(
        path,
        name=name,
        family=family,
        n_threads=n_threads,
        context_size=context_size or 4096,
        seed=seed,
        repack=repack,
    )
