"""The llama.cpp backend: one set of weights, one llama.cpp context (KV cache) per prompt slot.

``llama_cpp.Llama`` keeps a single KV cache, so alternating the router's and the responder's
prompts on it re-evaluates each prompt from scratch, and a second ``Llama`` would load the weights
again and allocate an ``n_batch x n_vocab`` float32 ``scores`` array (hundreds of MB for Gemma's
vocabulary). This backend drives llama.cpp's C API (through llama-cpp-python's bindings) directly:
the model is loaded once, each slot gets its own small context over the same weights, and the
decode loop keeps no logits of its own, so a slot costs roughly its KV cache.

Here: ``LlamaModel``'s construction, streaming and lifetime. The rest of the
model comes from mixins, one concern each: ``_llama_load`` (the weights and their metadata),
``_llama_tokens`` (tokenization), ``_llama_slots`` (the per-slot contexts, their KV caches and
evaluating prompts into them) and ``_llama_score`` (scoring).
"""

from __future__ import annotations

import codecs
import os
import re
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any

from ..errors import ModelError, PromptTooLong
from ._llama_load import LlamaLoading
from ._llama_lookup import Drafter, configured_lookup
from ._llama_score import LlamaScoring
from ._llama_slots import N_BATCH, Slot
from ._model import Completion, CompletionStats, CompletionStream
from ._native import ThreadShare, configured_threads, default_threads, native
from ._sampling import GrammarCache, Sampler
from ._stops import StopScanner


class LlamaModel(LlamaLoading, LlamaScoring):
    """A GGUF model run by llama.cpp, satisfying ``sandman.inference.Model``.

    The weights are loaded once (mmap'd); each ``Completion.slot`` gets its own context, created
    on first use and sized to its prompts (see ``_slot``), so each prompt role keeps its prefix
    in its own KV cache (at most ``MAX_SLOTS`` contexts; the least recently used is freed beyond
    that). A request reuses the longest token prefix its slot already holds and evaluates only
    the rest. ``context_size`` caps prompt plus reply tokens for any one request.

    Calls must not overlap, but may come from different threads; a lock keeps llama.cpp safe if
    they do. ``stream()`` is a generator: errors (``PromptTooLong``, ``ModelError``) are raised
    on the first ``next()``. Closing it between pieces stops decoding at once and leaves the
    model ready; starting a new request abandons an unfinished one (resuming it raises
    ``ModelError``). ``last_stats`` holds the statistics of the latest request, including a
    cancelled one. ``close()`` frees every context and the weights; it is idempotent.

    ``n_threads`` (else ``$SANDMAN_THREADS``) fixes the threads it decodes with; without either,
    each request gets the physical cores other processes leave free (``ThreadShare``; the CPU
    time of the process ``shares_cores_with``, the worker's Sandman, counts as its own).
    """

    def __init__(
        self,
        path: str | os.PathLike[str],
        *,
        name: str | None = None,
        family: str | None = None,
        n_threads: int | None = None,
        context_size: int = 4096,
        seed: int | None = None,
        shares_cores_with: int | None = None,
        repack: bool = True,
        lookup: int | None = None,
    ) -> None:
        from ..prompts import FAMILIES, stop_markers, user_opening

        self._llama, self._native_log = native()
        self.path = Path(path)
        self.name = name or self.path.stem
        # At most this many threads; each request gets those other processes leave free, unless
        # the number is given (here or in $SANDMAN_THREADS).
        self.n_threads = n_threads or default_threads()
        self._share: ThreadShare | None = None
        if not (n_threads or configured_threads()):
            self._share = ThreadShare(self.n_threads, also_ours=shares_cores_with)
        self.seed = seed
        self.last_stats: CompletionStats | None = None
        self._lock = threading.RLock()
        self._slots: OrderedDict[str, Slot] = OrderedDict()
        self._grammars: GrammarCache | None = None
        self._pieces: dict[int, bytes] = {}
        self._current: object | None = None
        self._model: Any = None
        self._batch: Any = None
        self._turn_end: int | None = None
        self._user_opening: list[int] = []
        self.repack = repack
        # At most this many tokens drafted from the prompt per step (0: plain decoding); else
        # $SANDMAN_LOOKUP, else ``LOOKUP_DEFAULT``.
        self.lookup = configured_lookup() if lookup is None else max(0, lookup)
        self._model = self._load_weights()
        try:
            lib = self._llama
            self._vocab = lib.llama_model_get_vocab(self._model)
            self._add_bos = bool(lib.llama_vocab_get_add_bos(self._vocab))
            self._swa = lib.llama_model_n_swa(self._model) > 0
            self.context_size = min(context_size, int(lib.llama_model_n_ctx_train(self._model)))
            self.family = family or self._detect_family()
            if self.family not in FAMILIES:
                raise ModelError(
                    f"unknown chat family {self.family!r} (known: {', '.join(FAMILIES)})"
                )
            self._stop_markers = stop_markers(self.family)
            ends = self._tokenize_piece(self._stop_markers[0], False, True)
            self._turn_end = ends[0] if len(ends) == 1 else None
            self._user_opening = self._tokenize_piece(user_opening(self.family), False, True)
            self._markers = re.compile("|".join(map(re.escape, self._stop_markers)))
            self._n_vocab = int(lib.llama_vocab_n_tokens(self._vocab))
            self._grammars = GrammarCache(lib, self._vocab, self._native_log)
            self._batch = lib.llama_batch_init(N_BATCH, 0, 1)
        except BaseException:
            self.close()
            raise

    def stream(self, request: Completion) -> CompletionStream:
        """Yield the reply to ``request`` in pieces of text; return its ``CompletionStats``.

        Decoding ends at an end-of-generation token, at a stop string (``request.stop`` and the
        family's turn markers, never emitted), or after ``max_tokens`` tokens. With
        ``max_tokens=0`` the prompt is only evaluated: a cheap way to warm a slot's cache.
        """
        me = object()
        with self._lock:
            self._check_open()
            self._current = me
            prompt = self._tokenize(request.prompt, add_bos=self._add_bos)
            if not prompt:
                raise ModelError("empty prompt")
            if len(prompt) + request.max_tokens > self.context_size:
                raise PromptTooLong(
                    f"the prompt is too long for {self.name}: {len(prompt)} prompt tokens + "
                    f"{request.max_tokens} reply tokens exceed its {self.context_size}-token context"
                )
            slot = self._slot(request.slot, len(prompt) + max(request.max_tokens, 0), stash=True)
            # The grammar first, so that a bad one fails before any work.
            grammar = None
            if request.grammar and self._grammars is not None:
                grammar = self._grammars.sampler(request.grammar)
            sampler = Sampler(
                self._llama,
                n_vocab=self._n_vocab,
                temperature=request.temperature,
                seed=self.seed,
                grammar=grammar,
                repeat_penalty=request.repeat_penalty,
            )
            try:
                reused = self._prefill(slot, prompt)
            except BaseException:
                sampler.close()
                raise
        scanner = StopScanner(tuple(request.stop) + self._stop_markers)
        decoder = codecs.getincrementaldecoder("utf-8")(errors="replace")
        generated = drafted = accepted = 0
        stop_reason = "cancelled"
        stopped_by_string = False
        # Drafts from the prompt and the reply so far (a grammar's replies are routes: not drafted)
        # (nor a sliding-window model's: its cache may not drop a rejected draft's tail alone)
        drafter = Drafter(prompt) if self.lookup > 0 and grammar is None and not self._swa else None
        ahead: list[int] = []  # tokens sampled already; all but the last are evaluated too
        try:
            while True:
                if generated >= request.max_tokens:
                    stop_reason = "length"
                    break
                if not ahead:
                    with self._lock:
                        self._check_current(me)
                        ahead.append(sampler.sample(slot.ctx))
                token = ahead.pop(0)
                if self._llama.llama_vocab_is_eog(self._vocab, token):
                    stop_reason = "stop"
                    break
                generated += 1
                visible, stopped = scanner.feed(decoder.decode(self._piece(token)))
                if visible:
                    yield visible
                if stopped:
                    stop_reason, stopped_by_string = "stop", True
                    break
                if drafter is not None:
                    drafter.add(token)
                if not ahead and generated < request.max_tokens:
                    draft = (
                        drafter.draft(min(self.lookup, request.max_tokens - generated - 1))
                        if drafter is not None
                        else []
                    )
                    with self._lock:
                        self._check_current(me)
                        if draft:
                            ahead = self._check_draft(slot, sampler, token, draft)
                            drafted += len(draft)
                            accepted += len(ahead) - 1
                        else:
                            self._decode(slot, [token])
            if not stopped_by_string:
                # Text held back as a possible stop-marker prefix turned out not to be one.
                tail, stopped = scanner.feed(decoder.decode(b"", final=True))
                tail += "" if stopped else scanner.flush()
                if tail:
                    yield tail
        finally:
            sampler.close()
            stats = CompletionStats(
                prompt_tokens=len(prompt),
                evaluated_tokens=len(prompt) - reused,
                completion_tokens=generated,
                stop_reason=stop_reason,
                drafted_tokens=drafted,
                accepted_tokens=accepted,
            )
            if self._current is me:
                self.last_stats = stats
        return stats

    def _check_draft(self, slot: Slot, sampler: Sampler, token: int, draft: list[int]) -> list[int]:
        """Evaluate ``token`` (just sampled) and ``draft`` (a guess at what follows it) in one
        batch, and sample after each of them as plain decoding would, one after the other: the
        tokens sampled while they agree with the draft, and the first that does not (or the one
        after the whole draft). What plain decoding gives, token for token, at the cost of one
        batch; ``slot`` keeps the draft's agreed part."""
        start = len(slot.tokens)
        self._decode(slot, [token, *draft], every_logit=True)
        sampled: list[int] = []
        for i in range(len(draft) + 1):
            sampled.append(sampler.sample(slot.ctx, i))
            if i == len(draft) or sampled[-1] != draft[i]:
                break
        self._forget_after(slot, start + len(sampled))
        return sampled

    def _check_current(self, me: object) -> None:
        self._check_open()
        if self._current is not me:
            raise ModelError("this completion was abandoned: a newer request started on the model")

    # -- lifetime --------------------------------------------------------------------------

    def close(self) -> None:
        """Free every slot's context, the cached grammars and the weights. Idempotent."""
        with self._lock:
            lib = self._llama
            for slot in self._slots.values():
                lib.llama_free(slot.ctx)
            self._slots.clear()
            if self._grammars is not None:
                self._grammars.close()
            if self._share is not None:
                self._share.close()
            if self._batch is not None:
                lib.llama_batch_free(self._batch)
                self._batch = None
            if self._model is not None:
                lib.llama_model_free(self._model)
                self._model = None

    def __del__(self) -> None:
        # A model dropped without close() would otherwise hold its contexts until exit.
        if getattr(self, "_model", None) is not None:
            try:
                self.close()
            except Exception:
                pass

    def __enter__(self) -> LlamaModel:
        return self

    def __exit__(self, *_exc: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"LlamaModel(name={self.name!r}, family={self.family!r}, path={str(self.path)!r})"
