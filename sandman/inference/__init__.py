"""Language models behind one protocol: the llama.cpp backend (``LlamaModel``; ``load_model``
runs it in a worker process of its own, ``ProcessModel``), a model server over HTTP
(``RemoteModel``), presets, and the scripted fake.

``PRESETS`` are the named models (their tier, sizes and measured figures are data there);
``pull`` installs and assembles one; ``model_tier``/``tier_of`` say whether a model is tiny.
"""

from ..errors import ModelError, PromptTooLong
from ._chunked import ChunkedFile, models_dir
from ._llama import LlamaModel, load_model
from ._model import (
    AsyncCompletionStream,
    AsyncModel,
    Completion,
    CompletionStats,
    CompletionStream,
    Model,
)
from ._native import amx_built, built_features, cpu_flags, cpu_name, default_threads
from ._presets import (
    DEFAULT_PRESET,
    EMBEDDED_PRESET,
    PRESETS,
    Measured,
    Preset,
    Tier,
    model_tier,
    preset_for,
    tier_of,
)
from ._process import ProcessModel, ProcessStatistics
from ._pull import PullResult, get_preset, preset_rows, pull
from ._remote import API_KEY_ENV, ENGINES, Engine, RemoteError, RemoteModel, is_remote
from ._scripted import ScriptedModel

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
    "ScriptedModel",
    "Tier",
    "amx_built",
    "built_features",
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
    "pull",
    "tier_of",
]
