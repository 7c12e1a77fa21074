"""Tokens on the llama.cpp backend: text to tokens (only the chat format's turn markers become
special tokens) and tokens back to the bytes they stand for."""

from __future__ import annotations

import ctypes
import re
from types import ModuleType
from typing import Any

from ..errors import ModelError


class LlamaTokens:
    """Mixed into ``LlamaModel``: its tokenizer. ``LlamaModel.__init__`` sets the attributes;
    ``_model`` is None once the model is closed."""

    name: str
    _llama: ModuleType
    _model: Any
    _vocab: Any
    _markers: re.Pattern[str]  # the family's turn markers, the only text read as special tokens
    _pieces: dict[int, bytes]  # each token's bytes, kept from its first use

    def tokenize(self, text: str) -> list[int]:
        """Tokens of ``text`` without a BOS token (a prompt's ``prompt_tokens`` count includes BOS
        when the model adds one).

        Only the chat format's own turn markers (``<|im_start|>``, ``<|im_end|>``, … — the
        family's stop markers) become special tokens; every other piece of text is read with
        special-token parsing off, so no other special token (``<repo_name>``, ``<|endofprompt|>``
        …) can be spelled by text. Data must not contain the turn markers themselves: prompt
        rendering breaks them (``sandman.prompts._data``). For text without special-token
        strings, the tokens are exactly what llama.cpp gives with special parsing on.
        """
        return self._tokenize(text, add_bos=False)

    def count_tokens(self, text: str) -> int:
        return len(self.tokenize(text))

    def _tokenize(self, text: str, *, add_bos: bool) -> list[int]:
        self._check_open()
        tokens: list[int] = []
        start = 0
        first = True
        for marker in self._markers.finditer(text):
            if marker.start() > start:
                tokens += self._tokenize_piece(
                    text[start : marker.start()], add_bos and first, False
                )
                first = False
            tokens += self._tokenize_piece(marker.group(), add_bos and first, True)
            first = False
            start = marker.end()
        if start < len(text) or first:
            tokens += self._tokenize_piece(text[start:], add_bos and first, False)
        return tokens

    def _tokenize_piece(self, text: str, add_bos: bool, special: bool) -> list[int]:
        data = text.encode("utf-8")
        capacity = len(data) + 2
        buf = (self._llama.llama_token * capacity)()
        n = self._llama.llama_tokenize(
            self._vocab, data, len(data), buf, capacity, add_bos, special
        )
        if n < 0:
            capacity = -n
            buf = (self._llama.llama_token * capacity)()
            n = self._llama.llama_tokenize(
                self._vocab, data, len(data), buf, capacity, add_bos, special
            )
            if n < 0:
                raise ModelError(f"could not tokenize the prompt ({len(data)} bytes)")
        return list(buf[:n])

    def _piece(self, token: int) -> bytes:
        piece = self._pieces.get(token)
        if piece is None:
            buf = ctypes.create_string_buffer(64)
            n = self._llama.llama_token_to_piece(self._vocab, token, buf, len(buf), 0, True)
            if n < 0:
                buf = ctypes.create_string_buffer(-n)
                n = self._llama.llama_token_to_piece(self._vocab, token, buf, len(buf), 0, True)
            piece = self._pieces[token] = buf.raw[: max(n, 0)]
        return piece

    def _check_open(self) -> None:
        if self._model is None:
            raise ModelError(f"the model {self.name} is closed")
