"""Choosing the next token: a llama.cpp sampler chain, optionally constrained by a GBNF grammar."""

from __future__ import annotations

import ctypes
import math
from collections import OrderedDict
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..errors import ModelError
from ._native import NativeLog

if TYPE_CHECKING:
    import numpy as np

TOP_K = 40
TOP_P = 0.95
PENALTY_LAST_N = 64
MIN_P = 0.05
GRAMMAR_CACHE_SIZE = 32


class GrammarCache:
    """Parsed grammars by their GBNF text (at most ``GRAMMAR_CACHE_SIZE``, least recently used
    dropped first); ``sampler()`` hands out a fresh clone, owned by the caller.

    llama-cpp-python's ``LlamaGrammar.from_string`` only stores the text: parsing happens in
    ``llama_sampler_init_grammar``, which returns NULL on a bad grammar (and llama-cpp-python
    would add that NULL to a chain). Parsing once and cloning skips the parse on every request.
    """

    def __init__(self, lib: ModuleType, vocab: Any, log: NativeLog) -> None:
        self._lib = lib
        self._vocab = vocab
        self._log = log
        self._parsed: OrderedDict[str, Any] = OrderedDict()

    def sampler(self, grammar: str) -> Any:
        """A new grammar sampler; raises ``ModelError`` naming the parse error when invalid."""
        parsed = self._parsed.get(grammar)
        if parsed is None:
            self._log.clear()
            parsed = self._lib.llama_sampler_init_grammar(
                self._vocab, grammar.encode("utf-8"), b"root"
            )
            if not parsed:
                detail = self._log.last_error()
                raise ModelError("invalid grammar" + (f": {detail}" if detail else ""))
            self._parsed[grammar] = parsed
            while len(self._parsed) > GRAMMAR_CACHE_SIZE:
                self._lib.llama_sampler_free(self._parsed.popitem(last=False)[1])
        else:
            self._parsed.move_to_end(grammar)
        return self._lib.llama_sampler_clone(parsed)

    def close(self) -> None:
        for parsed in self._parsed.values():
            self._lib.llama_sampler_free(parsed)
        self._parsed.clear()


class Sampler:
    """Picks tokens for one request: greedy at ``temperature <= 0``, else top-k, top-p, min-p,
    temperature and a seeded draw; a grammar, when given, is always obeyed.

    The grammar is checked against the token drawn without it and applied to the whole
    vocabulary only when it rejects that token, as llama.cpp's own common sampler does: checking
    every candidate costs milliseconds per token with a 49k-262k-token vocabulary, and a model
    following its prompt mostly draws a valid token anyway. Owns native samplers: ``close()``.
    """

    def __init__(
        self,
        lib: ModuleType,
        *,
        n_vocab: int,
        temperature: float,
        seed: int | None,
        grammar: Any = None,
        repeat_penalty: float = 1.0,
    ) -> None:
        self._lib = lib
        self._n_vocab = n_vocab
        self._grammar = grammar  # owned from here on, even if building the chain fails
        self._chain = lib.llama_sampler_chain_init(lib.llama_sampler_chain_default_params())
        if temperature <= 0:
            stages = [lib.llama_sampler_init_greedy()]
        else:
            stages = []
            if repeat_penalty != 1.0:
                # Declared (n_vocab, last_n, repeat, freq, present) by these bindings; a
                # llama.cpp built without the n_vocab argument reads n_vocab as last_n, which
                # then covers the whole reply: the same behaviour for replies this short.
                stages.append(
                    lib.llama_sampler_init_penalties(
                        n_vocab, PENALTY_LAST_N, repeat_penalty, 0.0, 0.0
                    )
                )
            stages += [
                lib.llama_sampler_init_top_k(TOP_K),
                lib.llama_sampler_init_top_p(TOP_P, 1),
                lib.llama_sampler_init_min_p(MIN_P, 1),
                lib.llama_sampler_init_temp(temperature),
                lib.llama_sampler_init_dist(
                    lib.LLAMA_DEFAULT_SEED if seed is None else seed & 0xFFFFFFFF
                ),
            ]
        for stage in stages:
            lib.llama_sampler_chain_add(self._chain, stage)
        self._one = (lib.llama_token_data * 1)()
        self._candidates: np.ndarray[Any, np.dtype[Any]] | None = None

    def sample(self, ctx: Any, index: int = -1) -> int:
        """The next token after the last evaluated one in ``ctx`` (or after the ``index``-th of
        the last batch evaluated, which computed its logits); the grammar advances past it."""
        lib = self._lib
        token = int(lib.llama_sampler_sample(self._chain, ctx, index))
        if self._grammar is None:
            return token
        if index != -1:
            raise ValueError("a grammar samples after the last token evaluated only")
        if not self._allowed(token):
            token = self._sample_constrained(ctx)
        lib.llama_sampler_accept(self._grammar, token)
        return token

    def _allowed(self, token: int) -> bool:
        one = self._one[0]
        one.id, one.logit, one.p = token, 0.0, 0.0
        array = self._lib.llama_token_data_array(
            data=ctypes.cast(self._one, self._lib.llama_token_data_p),
            size=1,
            selected=-1,
            sorted=False,
        )
        self._lib.llama_sampler_apply(self._grammar, ctypes.byref(array))
        return not math.isinf(self._one[0].logit)

    def _sample_constrained(self, ctx: Any) -> int:
        lib = self._lib
        # numpy only here, where a grammar turned a token down (~20 MB, in the worker too).
        import numpy as np

        if self._candidates is None:
            token_data = np.dtype(
                [("id", np.intc), ("logit", np.single), ("p", np.single)], align=True
            )
            self._candidates = np.zeros(self._n_vocab, dtype=token_data)
        candidates = self._candidates
        logits = lib.llama_get_logits_ith(ctx, -1)
        candidates["id"] = np.arange(self._n_vocab, dtype=np.intc)  # the last pass sorted them
        candidates["logit"] = np.ctypeslib.as_array(logits, shape=(self._n_vocab,))
        candidates["p"] = 0.0
        array = lib.llama_token_data_array(
            data=candidates.ctypes.data_as(lib.llama_token_data_p),
            size=self._n_vocab,
            selected=-1,
            sorted=False,
        )
        lib.llama_sampler_apply(self._grammar, ctypes.byref(array))
        lib.llama_sampler_apply(self._chain, ctypes.byref(array))
        if not 0 <= array.selected < array.size:
            raise ModelError("the grammar allows no token here")
        token = int(array.data[array.selected].id)
        lib.llama_sampler_accept(self._chain, token)
        return token

    def close(self) -> None:
        if self._chain is not None:
            self._lib.llama_sampler_free(self._chain)
            self._chain = None
        if self._grammar is not None:
            self._lib.llama_sampler_free(self._grammar)
            self._grammar = None
