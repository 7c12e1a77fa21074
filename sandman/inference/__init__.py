"""Language models behind one protocol: the llama.cpp backend, presets, and the scripted fake."""

from ._model import (
    Completion,
    CompletionStats,
    CompletionStream,
    Model,
    ModelError,
    PromptTooLong,
)
from ._scripted import ScriptedModel

__all__ = [
    "Completion",
    "CompletionStats",
    "CompletionStream",
    "Model",
    "ModelError",
    "PromptTooLong",
    "ScriptedModel",
]
