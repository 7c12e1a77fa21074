"""Loading a GGUF model file for the llama.cpp backend, and what its metadata says (its chat
format)."""

from __future__ import annotations

import ctypes
import os
from pathlib import Path
from typing import Any

from ..errors import ModelError
from ._llama_tokens import LlamaTokens
from ._native import NativeLog, amx_built, built_features


def repack_enabled(preferred: bool = True) -> bool:
    """Whether weights may be repacked into llama.cpp's extra CPU buffer types at load (its
    CPU repack for Q4_0/Q4_K/IQ4_NL, and AMX where built). Never when llama.cpp has its AMX path
    (see ``amx_built``); else ``$SANDMAN_REPACK`` when set (``1``/``on`` or ``0``/``off``: to
    measure it, or to step around a crash in a repacked kernel), else ``preferred`` (a preset's
    ``repack``, chosen by measurement)."""
    if amx_built(built_features()):
        return False
    setting = os.environ.get("SANDMAN_REPACK", "").strip().lower()
    if setting in ("0", "off", "no", "false"):
        return False
    if setting in ("1", "on", "yes", "true"):
        return True
    return preferred


class LlamaLoading(LlamaTokens):
    """Mixed into ``LlamaModel``: reading its weights and metadata. ``LlamaModel.__init__`` sets
    the attributes."""

    path: Path
    repack: bool  # what the caller prefers; ``repack_enabled`` has the last word
    _native_log: NativeLog

    def _load_weights(self) -> Any:
        path = self.path
        if not path.exists():
            raise ModelError(f"model file not found: {path}")
        if not path.is_file():
            raise ModelError(f"model path is not a file: {path}")
        try:
            with path.open("rb") as f:
                magic = f.read(4)
        except OSError as exc:
            raise ModelError(f"cannot read model file {path}: {exc.strerror or exc}") from exc
        if magic != b"GGUF":
            raise ModelError(
                f"not a GGUF model file: {path} (the file is corrupt or of another format)"
            )
        lib = self._llama
        params = lib.llama_model_default_params()
        params.n_gpu_layers = 0
        if not repack_enabled(self.repack):
            # Without extra buffer types the weights are used as the file has them: a llama.cpp
            # built with its AMX path (not by Sandman's Makefile) crashes on some AMX CPUs, and
            # for some presets the repack costs more than it gives (``Preset.repack``).
            params.use_extra_bufts = False
        self._native_log.clear()
        model = lib.llama_model_load_from_file(str(path).encode(), params)
        if not model:
            detail = self._native_log.last_error()
            raise ModelError(
                f"could not load model file {path}: it may be corrupt or truncated"
                + (f" ({detail})" if detail else "")
            )
        return model

    def _meta(self, key: str) -> str:
        buf = ctypes.create_string_buffer(256)
        n = self._llama.llama_model_meta_val_str(self._model, key.encode(), buf, len(buf))
        if n < 0:
            return ""
        if n >= len(buf):
            buf = ctypes.create_string_buffer(n + 1)
            self._llama.llama_model_meta_val_str(self._model, key.encode(), buf, len(buf))
        return buf.value.decode("utf-8", errors="replace")

    def _detect_family(self) -> str:
        """Chat format of a model given by path: its chat template, then its architecture, then
        which turn markers its vocabulary has as single tokens; ChatML when nothing tells."""
        template = self._meta("tokenizer.chat_template")
        if "<start_of_turn>" in template:
            return "gemma"
        if "<|im_start|>" in template:
            return "chatml"
        if self._meta("general.architecture").startswith("gemma"):
            return "gemma"
        special = self._tokenize_piece
        if (
            len(special("<start_of_turn>", False, True)) == 1
            and len(special("<|im_start|>", False, True)) > 1
        ):
            return "gemma"
        return "chatml"
