"""Language models behind one protocol: the llama.cpp backend, presets, and the scripted fake."""

from ._llama import LlamaModel, load_model
from ._model import (
    Completion,
    CompletionStats,
    CompletionStream,
    Model,
    ModelError,
    PromptTooLong,
)
from ._presets import DEFAULT_PRESET, PRESETS, Preset
from ._scripted import ScriptedModel

__all__ = [
    "DEFAULT_PRESET",
    "PRESETS",
    "Completion",
    "CompletionStats",
    "CompletionStream",
    "LlamaModel",
    "Model",
    "ModelError",
    "Preset",
    "PromptTooLong",
    "ScriptedModel",
    "load_model",
]
