"""The llama.cpp backend: one set of weights, one llama.cpp context (KV cache) per prompt slot.

``llama_cpp.Llama`` keeps a single KV cache, so alternating the router's and the responder's
prompts on it re-evaluates each prompt from scratch, and a second ``Llama`` would load the weights
again and allocate an ``n_batch x n_vocab`` float32 ``scores`` array (hundreds of MB for Gemma's
vocabulary). This backend drives llama.cpp's C API (through llama-cpp-python's bindings) directly:
the model is loaded once, each slot gets its own small context over the same weights, and the
decode loop keeps no logits of its own, so a slot costs roughly its KV cache.
"""

from __future__ import annotations

import codecs
import ctypes
import os
import re
import threading
from collections import OrderedDict
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ._model import (
    Completion,
    CompletionStats,
    CompletionStream,
    Model,
    ModelError,
    PromptTooLong,
)
from ._native import default_threads, native
from ._presets import DEFAULT_PRESET, PRESETS, StatusCallback
from ._remote import RemoteModel, is_remote
from ._sampling import GrammarCache, Sampler
from ._stops import StopScanner

# Tokens evaluated per llama_decode call while reading a prompt: bounds each context's compute
# buffer; longer prompts take several calls.
N_BATCH = 512
# Contexts kept alive at once; the least recently used slot is dropped beyond this.
MAX_SLOTS = 4
# The smallest context a slot starts with (tokens); it doubles as its prompts grow.
MIN_SLOT_CONTEXT = 1024
# Continuations ``score`` evaluates side by side, each as its own sequence over the prompt.
SCORE_SEQUENCES = 32


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
    """
    if is_remote(spec):
        assert spec is not None
        if on_status is not None:
            on_status(f"Connecting to {spec.strip().split('#')[0]}…")
        return RemoteModel.open(spec, context_size=context_size, seed=seed)
    spec = DEFAULT_PRESET if spec is None or not spec.strip() else spec.strip()
    preset = PRESETS.get(spec)
    if preset is not None:
        path = preset.locate(on_status)
        name, family = preset.name, preset.family
    else:
        path = Path(spec).expanduser()
        looks_like_path = path.suffix.lower() == ".gguf" or os.sep in spec or path.exists()
        if not looks_like_path:
            raise ModelError(
                f"unknown model {spec!r}: use a preset ({', '.join(PRESETS)}) or a path to a .gguf file"
            )
        name, family = path.stem, None
    if on_status is not None:
        on_status(f"Loading {name}…")
    return LlamaModel(
        path,
        name=name,
        family=family,
        n_threads=n_threads,
        context_size=context_size or 4096,
        seed=seed,
    )


class _Slot:
    """A llama.cpp context and the tokens its KV cache holds, in order from position 0."""

    def __init__(self, ctx: Any, n_ctx: int, n_seq: int = 1) -> None:
        self.ctx = ctx
        self.n_ctx = n_ctx
        self.n_seq = n_seq
        self.tokens: list[int] = []  # what sequence 0 holds; other sequences are scratch


class LlamaModel:
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
    ) -> None:
        from ..prompts._chat import FAMILIES, stop_markers

        self._llama, self._native_log = native()
        self.path = Path(path)
        self.name = name or self.path.stem
        self.n_threads = n_threads or default_threads()
        self.seed = seed
        self.last_stats: CompletionStats | None = None
        self._lock = threading.RLock()
        self._slots: OrderedDict[str, _Slot] = OrderedDict()
        self._grammars: GrammarCache | None = None
        self._pieces: dict[int, bytes] = {}
        self._current: object | None = None
        self._model: Any = None
        self._batch: Any = None
        self._model = self._load_weights()
        try:
            lib = self._llama
            self._vocab = lib.llama_model_get_vocab(self._model)
            self._add_bos = bool(lib.llama_vocab_get_add_bos(self._vocab))
            self._swa = lib.llama_model_n_swa(self._model) > 0
            self.context_size = min(context_size, int(lib.llama_model_n_ctx_train(self._model)))
            self.family = family or self._detect_family()
            if self.family not in FAMILIES:
                raise ModelError(f"unknown chat family {self.family!r} (known: {', '.join(FAMILIES)})")
            self._stop_markers = stop_markers(self.family)
            self._markers = re.compile("|".join(map(re.escape, self._stop_markers)))
            self._n_vocab = int(lib.llama_vocab_n_tokens(self._vocab))
            self._grammars = GrammarCache(lib, self._vocab, self._native_log)
            self._batch = lib.llama_batch_init(N_BATCH, 0, 1)
        except BaseException:
            self.close()
            raise

    # -- loading ---------------------------------------------------------------------------

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
            raise ModelError(f"not a GGUF model file: {path} (the file is corrupt or of another format)")
        lib = self._llama
        params = lib.llama_model_default_params()
        params.n_gpu_layers = 0
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
        if len(special("<start_of_turn>", False, True)) == 1 and len(special("<|im_start|>", False, True)) > 1:
            return "gemma"
        return "chatml"

    # -- tokens ----------------------------------------------------------------------------

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
                tokens += self._tokenize_piece(text[start : marker.start()], add_bos and first, False)
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
        n = self._llama.llama_tokenize(self._vocab, data, len(data), buf, capacity, add_bos, special)
        if n < 0:
            capacity = -n
            buf = (self._llama.llama_token * capacity)()
            n = self._llama.llama_tokenize(self._vocab, data, len(data), buf, capacity, add_bos, special)
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

    # -- slots, grammars -------------------------------------------------------------------

    def _slot(self, name: str, needed: int, *, sequences: int = 1) -> _Slot:
        """The slot called ``name`` with room for ``needed`` tokens, created or grown on demand.

        A context's KV cache is allocated in full when it is created (~23 KB a token for
        SmolLM2-135M, ~94 MB at 4096), so a slot starts at the smallest power of two from
        ``MIN_SLOT_CONTEXT`` that fits and doubles, up to ``context_size``, when a request
        needs more: a short router prompt never pays for the responder's long history. Growing
        recreates the context, so that one request evaluates its prompt cold.
        """
        slot = self._slots.get(name)
        if slot is not None and slot.n_ctx >= needed and slot.n_seq >= sequences:
            self._slots.move_to_end(name)
            return slot
        if slot is not None:
            del self._slots[name]
            self._llama.llama_free(slot.ctx)
        while len(self._slots) >= MAX_SLOTS:
            _, evicted = self._slots.popitem(last=False)
            self._llama.llama_free(evicted.ctx)
        n_ctx = min(MIN_SLOT_CONTEXT, self.context_size)
        while n_ctx < needed:
            n_ctx = min(n_ctx * 2, self.context_size)
        lib = self._llama
        params = lib.llama_context_default_params()
        params.n_ctx = n_ctx
        params.n_batch = N_BATCH
        params.n_ubatch = N_BATCH
        # A scoring slot evaluates each continuation as its own sequence over one shared copy of
        # the prompt: a unified cache lets them all attend to the same prompt cells.
        params.n_seq_max = sequences
        params.kv_unified = sequences > 1
        params.n_threads = self.n_threads
        params.n_threads_batch = self.n_threads
        # Gemma's sliding-window layers otherwise keep only the last window, and a cache that
        # cannot be cut at an arbitrary position forces the whole prompt to be evaluated again.
        params.swa_full = True
        params.no_perf = True
        ctx = lib.llama_init_from_model(self._model, params)
        if not ctx:
            detail = self._native_log.last_error()
            raise ModelError(
                f"could not create a {n_ctx}-token context for {self.name}"
                + (f" ({detail})" if detail else " (out of memory?)")
            )
        slot = self._slots[name] = _Slot(ctx, n_ctx, sequences)
        return slot

    @property
    def slots(self) -> dict[str, tuple[int, int]]:
        """Slot name -> (tokens its KV cache holds, its context size), least recently used first."""
        return {name: (len(slot.tokens), slot.n_ctx) for name, slot in self._slots.items()}

    # -- decoding --------------------------------------------------------------------------

    def _decode(self, slot: _Slot, tokens: list[int]) -> None:
        """Evaluate ``tokens`` after what ``slot`` holds, computing logits for the last one.

        On failure the slot is emptied (its cache may be half-written) and ``ModelError`` raised.
        """
        batch = self._batch
        start = len(slot.tokens)
        for i, token in enumerate(tokens):
            batch.token[i] = token
            batch.pos[i] = start + i
            batch.n_seq_id[i] = 1
            batch.seq_id[i][0] = 0
            batch.logits[i] = i == len(tokens) - 1
        batch.n_tokens = len(tokens)
        rc = self._llama.llama_decode(slot.ctx, batch)
        if rc != 0:
            self._reset_slot(slot)
            raise ModelError(f"llama.cpp failed to evaluate the prompt (llama_decode returned {rc})")
        slot.tokens.extend(tokens)

    def _reset_slot(self, slot: _Slot) -> None:
        self._llama.llama_memory_clear(self._llama.llama_get_memory(slot.ctx), True)
        slot.tokens.clear()

    def _prefill(self, slot: _Slot, prompt: list[int]) -> int:
        """Bring ``slot``'s cache to exactly ``prompt``; returns how many tokens were reused."""
        keep = 0
        for cached, wanted in zip(slot.tokens, prompt):
            if cached != wanted:
                break
            keep += 1
        # The last prompt token is always evaluated: its logits pick the first reply token.
        keep = min(keep, len(prompt) - 1)
        if keep < len(slot.tokens):
            memory = self._llama.llama_get_memory(slot.ctx)
            if self._llama.llama_memory_seq_rm(memory, 0, keep, -1):
                del slot.tokens[keep:]
            else:
                self._reset_slot(slot)
                keep = 0
        for i in range(keep, len(prompt), N_BATCH):
            self._decode(slot, prompt[i : i + N_BATCH])
        return keep

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
            slot = self._slot(request.slot, len(prompt) + max(request.max_tokens, 0))
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
        generated = 0
        stop_reason = "cancelled"
        stopped_by_string = False
        try:
            while True:
                if generated >= request.max_tokens:
                    stop_reason = "length"
                    break
                with self._lock:
                    self._check_current(me)
                    token = sampler.sample(slot.ctx)
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
                if generated < request.max_tokens:
                    with self._lock:
                        self._check_current(me)
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
            )
            if self._current is me:
                self.last_stats = stats
        return stats

    def score(self, prompt: str, continuations: Sequence[str], *, slot: str = "score") -> list[float]:
        """The log-probability of each continuation right after ``prompt`` (natural log, summed
        over the continuation's tokens), in order.

        The prompt is evaluated once, reusing the longest prefix the slot's cache holds (a static
        head stays warm across calls); then the continuations are evaluated together in one batch,
        each as its own sequence over that one copy of the prompt, and removed again, so the slot
        ends holding just the prompt. Each continuation is tokenized on its own (no BOS), so it
        should start at a token boundary (after a turn marker or a space). Raises
        ``PromptTooLong`` when the prompt and the longest batch of continuations do not fit,
        ``ModelError`` for an empty continuation. Abandons an unfinished ``stream``.
        """
        me = object()
        with self._lock:
            self._check_open()
            self._current = me
            lib = self._llama
            prompt_tokens = self._tokenize(prompt, add_bos=self._add_bos)
            if not prompt_tokens:
                raise ModelError("empty prompt")
            pieces = [self._tokenize(text, add_bos=False) for text in continuations]
            if any(not piece for piece in pieces):
                raise ModelError("cannot score an empty continuation")
            if not pieces:
                return []
            longest = max(len(piece) for piece in pieces)
            extra = min(sum(len(piece) - 1 for piece in pieces), N_BATCH)
            if longest > N_BATCH or len(prompt_tokens) + extra > self.context_size:
                raise PromptTooLong(
                    f"the prompt and continuations are too long to score on {self.name}: "
                    f"{len(prompt_tokens)} + {extra} tokens, {self.context_size}-token context"
                )
            target = self._slot(slot, len(prompt_tokens) + extra, sequences=SCORE_SEQUENCES + 1)
            reused = self._prefill(target, prompt_tokens)
            first = self._log_softmax(target.ctx, -1)
            scores = [float(first[piece[0]]) for piece in pieces]
            group: list[int] = []
            used = 0
            for index, piece in enumerate(pieces):
                if len(piece) < 2:
                    continue
                if group and (used + len(piece) - 1 > N_BATCH or len(group) >= SCORE_SEQUENCES):
                    self._score_group(target, len(prompt_tokens), [pieces[i] for i in group], group, scores)
                    group, used = [], 0
                group.append(index)
                used += len(piece) - 1
            if group:
                self._score_group(target, len(prompt_tokens), [pieces[i] for i in group], group, scores)
            self.last_stats = CompletionStats(
                prompt_tokens=len(prompt_tokens),
                evaluated_tokens=len(prompt_tokens) - reused + sum(len(p) - 1 for p in pieces),
                completion_tokens=0,
            )
            return scores

    def _score_group(
        self, slot: _Slot, n_prompt: int, pieces: list[list[int]], indexes: list[int], scores: list[float]
    ) -> None:
        """Evaluate ``pieces`` (all but each one's last token) as sequences 1… over the prompt in
        sequence 0, adding each next token's log-probability to ``scores[indexes[k]]``."""
        lib = self._llama
        memory = lib.llama_get_memory(slot.ctx)
        batch = self._batch
        rows: list[tuple[int, int]] = []
        try:
            for seq, piece in enumerate(pieces, 1):
                lib.llama_memory_seq_cp(memory, 0, seq, -1, -1)
                for j, token in enumerate(piece[:-1]):
                    i = len(rows)
                    batch.token[i] = token
                    batch.pos[i] = n_prompt + j
                    batch.n_seq_id[i] = 1
                    batch.seq_id[i][0] = seq
                    batch.logits[i] = True
                    rows.append((indexes[seq - 1], piece[j + 1]))
            batch.n_tokens = len(rows)
            rc = lib.llama_decode(slot.ctx, batch)
            if rc != 0:
                raise ModelError(f"llama.cpp failed to evaluate the continuations (llama_decode returned {rc})")
            for row, (index, following) in enumerate(rows):
                scores[index] += float(self._log_softmax(slot.ctx, row)[following])
        finally:
            for seq in range(1, len(pieces) + 1):
                lib.llama_memory_seq_rm(memory, seq, -1, -1)

    def _log_softmax(self, ctx: Any, row: int) -> np.ndarray[Any, np.dtype[np.float64]]:
        logits = np.ctypeslib.as_array(
            self._llama.llama_get_logits_ith(ctx, row), shape=(self._n_vocab,)
        ).astype(np.float64)
        top = float(logits.max())
        result: np.ndarray[Any, np.dtype[np.float64]] = logits - (top + np.log(np.exp(logits - top).sum()))
        return result

    def _check_current(self, me: object) -> None:
        self._check_open()
        if self._current is not me:
            raise ModelError("this completion was abandoned: a newer request started on the model")

    def _check_open(self) -> None:
        if self._model is None:
            raise ModelError(f"the model {self.name} is closed")

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

