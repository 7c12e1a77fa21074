"""Language models behind one protocol: the llama.cpp backend, a model server over HTTP,
presets, and the scripted fake."""

from ._llama import LlamaModel, load_model
from ._model import (
    AsyncCompletionStream,
    AsyncModel,
    Completion,
    CompletionStats,
    CompletionStream,
    Model,
    ModelError,
    PromptTooLong,
)
from ._presets import DEFAULT_PRESET, PRESETS, Preset
from ._remote import API_KEY_ENV, ENGINES, Engine, RemoteError, RemoteModel, is_remote
from ._scripted import ScriptedModel

__all__ = [
    "API_KEY_ENV",
    "DEFAULT_PRESET",
    "ENGINES",
    "PRESETS",
    "AsyncCompletionStream",
    "AsyncModel",
    "Completion",
    "CompletionStats",
    "CompletionStream",
    "Engine",
    "LlamaModel",
    "Model",
    "ModelError",
    "Preset",
    "PromptTooLong",
    "RemoteError",
    "RemoteModel",
    "ScriptedModel",
    "is_remote",
    "load_model",
]
