"""Language models behind one protocol: the llama.cpp backend (``LlamaModel``; ``load_model``
runs it in a worker process of its own, ``ProcessModel``), a model server over HTTP
(``RemoteModel``), presets, and the scripted fake.

``PRESETS`` are the named models (their tier, sizes and measured figures are data there);
``pull`` installs and assembles one; ``model_tier``/``tier_of`` say whether a model is tiny.

Its names are imported when first used (PEP 562), so that the model's worker process, which needs
only ``LlamaModel``, does not load the client side (trio, httpx, numpy): a second interpreter
costs Sandman's memory once per model.
"""

import importlib
from typing import TYPE_CHECKING, Any

from ..errors import ModelError, PromptTooLong

if TYPE_CHECKING:
    from ._chunked import ChunkedFile, models_dir
    from ._llama import LlamaModel
    from ._llama_load import repack_enabled
    from ._model import (
        AsyncCompletionStream,
        AsyncModel,
        Completion,
        CompletionStats,
        CompletionStream,
        Model,
    )
    from ._native import amx_built, built_features, cpu_flags, cpu_name, default_threads
    from ._open import check_model_spec, load_model
    from ._presets import (
        DEFAULT_PRESET,
        EMBEDDED_PRESET,
        PRESETS,
        Measured,
        Preset,
        RouteMode,
        Routing,
        Tier,
        model_tier,
        preset_for,
        preset_style,
        test_presets,
        tier_of,
    )
    from ._process import ProcessModel, ProcessStatistics
    from ._pull import PullResult, get_preset, preset_rows, pull
    from ._remote import API_KEY_ENV, ENGINES, Engine, RemoteError, RemoteModel, is_remote
    from ._scripted import ScriptedModel

# name -> the module of this package that defines it
_HOMES = {
    "ChunkedFile": "._chunked",
    "models_dir": "._chunked",
    "LlamaModel": "._llama",
    "repack_enabled": "._llama_load",
    "AsyncCompletionStream": "._model",
    "AsyncModel": "._model",
    "Completion": "._model",
    "CompletionStats": "._model",
    "CompletionStream": "._model",
    "Model": "._model",
    "amx_built": "._native",
    "built_features": "._native",
    "cpu_flags": "._native",
    "cpu_name": "._native",
    "default_threads": "._native",
    "check_model_spec": "._open",
    "load_model": "._open",
    "DEFAULT_PRESET": "._presets",
    "EMBEDDED_PRESET": "._presets",
    "Measured": "._presets",
    "PRESETS": "._presets",
    "Preset": "._presets",
    "RouteMode": "._presets",
    "Routing": "._presets",
    "Tier": "._presets",
    "model_tier": "._presets",
    "preset_for": "._presets",
    "preset_style": "._presets",
    "test_presets": "._presets",
    "tier_of": "._presets",
    "ProcessModel": "._process",
    "ProcessStatistics": "._process",
    "PullResult": "._pull",
    "get_preset": "._pull",
    "preset_rows": "._pull",
    "pull": "._pull",
    "API_KEY_ENV": "._remote",
    "ENGINES": "._remote",
    "Engine": "._remote",
    "RemoteError": "._remote",
    "RemoteModel": "._remote",
    "is_remote": "._remote",
    "ScriptedModel": "._scripted",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(home, __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)


__all__ = [
    "API_KEY_ENV",
    "DEFAULT_PRESET",
    "EMBEDDED_PRESET",
    "ENGINES",
    "PRESETS",
    "AsyncCompletionStream",
    "AsyncModel",
    "ChunkedFile",
    "Completion",
    "CompletionStats",
    "CompletionStream",
    "Engine",
    "LlamaModel",
    "Measured",
    "Model",
    "ModelError",
    "Preset",
    "ProcessModel",
    "ProcessStatistics",
    "PromptTooLong",
    "PullResult",
    "RemoteError",
    "RemoteModel",
    "RouteMode",
    "Routing",
    "ScriptedModel",
    "Tier",
    "amx_built",
    "built_features",
    "check_model_spec",
    "cpu_flags",
    "cpu_name",
    "default_threads",
    "get_preset",
    "is_remote",
    "load_model",
    "model_tier",
    "models_dir",
    "preset_for",
    "preset_rows",
    "preset_style",
    "pull",
    "repack_enabled",
    "test_presets",
    "tier_of",
]
