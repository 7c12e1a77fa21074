"""The llama.cpp backend's prompt slots: one llama.cpp context (KV cache) per slot, created and
grown on demand, the least recently used dropped beyond ``MAX_SLOTS``; bringing a slot's cache to
a prompt (reusing the prefix it holds) and evaluating tokens after it.

A generating slot also keeps the first turns (the system text) of its last ``STASHES`` different
prompts as extra sequences of the same cache: a prompt that starts like one of them starts from
it instead of evaluating it again. So a respond prompt whose system text ends with a note for the
message's situation reads that note once per situation, not once per turn, at the cost of those
few hundred cells of one cache (not of a context per situation)."""

from __future__ import annotations

import ctypes
from collections import OrderedDict
from types import ModuleType
from typing import Any

from ..errors import ModelError
from ._native import NativeLog, ThreadShare

# Tokens evaluated per llama_decode call while reading a prompt: bounds each context's compute
# buffer; longer prompts take several calls.
N_BATCH = 512
# Contexts kept alive at once; the least recently used slot is dropped beyond this.
MAX_SLOTS = 4
# The smallest context a slot starts with (tokens); it doubles as its prompts grow.
MIN_SLOT_CONTEXT = 1024
# First turns a generating slot keeps besides its prompt (sequences 1…STASHES of its cache): room
# for the respond prompt's first turn of every situation (``sandman.prompts.note_heads``, read
# ahead by the warm-up) and a few more.
STASHES = 16
# The smallest context of a slot that keeps first turns: those of every situation (~1,000 tokens
# on the Qwen presets) and a turn's own prompt and reply fit without letting them go.
MIN_STASH_CONTEXT = 2048


class Slot:
    """A llama.cpp context and the tokens its KV cache holds, in order from position 0."""

    def __init__(self, ctx: Any, n_ctx: int, n_seq: int = 1, stashes: int = 0) -> None:
        self.ctx = ctx
        self.n_ctx = n_ctx
        self.n_seq = n_seq
        self.tokens: list[int] = []  # what sequence 0 holds; other sequences are scratch
        self.threads = 0  # the threads its context decodes with (0: not set yet)
        # What sequences 1…stashes hold (first turns of earlier prompts), least recently used first
        # by ``stash_order``; empty lists are free.
        self.stash: list[list[int]] = [[] for _ in range(stashes)]
        self.stash_order: list[int] = list(range(stashes))


class LlamaSlots:
    """Mixed into ``LlamaModel``: its slots and evaluating tokens into them. ``LlamaModel.__init__``
    sets the attributes."""

    name: str
    context_size: int
    n_threads: int
    _share: ThreadShare | None  # None: always ``n_threads``
    _llama: ModuleType
    _native_log: NativeLog
    _model: Any
    _slots: OrderedDict[str, Slot]  # least recently used first
    _batch: Any  # one llama_batch of N_BATCH tokens, reused by every decode
    _turn_end: int | None  # the token that ends a chat turn (None: not a single token)
    _user_opening: list[int]  # the tokens after a turn's end that open the user's turn

    def _slot(self, name: str, needed: int, *, sequences: int = 1, stash: bool = False) -> Slot:
        """The slot called ``name`` with room for ``needed`` tokens, created or grown on demand.

        A context's KV cache is allocated in full when it is created (~23 KB a token for
        SmolLM2-135M, ~94 MB at 4096), so a slot starts at the smallest power of two from
        ``MIN_SLOT_CONTEXT`` that fits and doubles, up to ``context_size``, when a request
        needs more: a short router prompt never pays for the responder's long history. Growing
        recreates the context and copies the old one's cache into it, so the prompt stays warm.
        ``stash``: a new slot keeps the first turns of earlier prompts (see the module's text).
        """
        slot = self._slots.get(name)
        if slot is not None and slot.n_ctx >= needed and slot.n_seq >= sequences:
            self._slots.move_to_end(name)
            self._use_threads(slot)
            return slot
        kept: tuple[list[int], Any, int] | None = None
        if slot is not None:
            del self._slots[name]
            kept = self._copy_out(slot)
            self._llama.llama_free(slot.ctx)
        while len(self._slots) >= MAX_SLOTS:
            _, evicted = self._slots.popitem(last=False)
            self._llama.llama_free(evicted.ctx)
        # A scoring slot evaluates each continuation as its own sequence over one shared copy of
        # the prompt: a unified cache lets them all attend to the same prompt cells.
        stashes = STASHES if stash and sequences == 1 and self._turn_end is not None else 0
        n_ctx = min(MIN_STASH_CONTEXT if stashes else MIN_SLOT_CONTEXT, self.context_size)
        while n_ctx < needed:
            n_ctx = min(n_ctx * 2, self.context_size)
        lib = self._llama
        params = lib.llama_context_default_params()
        params.n_ctx = n_ctx
        params.n_batch = N_BATCH
        params.n_ubatch = N_BATCH
        params.n_seq_max = sequences + stashes
        params.kv_unified = sequences + stashes > 1
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
        slot = self._slots[name] = Slot(ctx, n_ctx, sequences + stashes, stashes)
        self._use_threads(slot)
        if kept is not None:
            tokens, data, size = kept
            if lib.llama_state_seq_set_data(ctx, data, size, 0) == size:
                slot.tokens = tokens
            else:
                self._reset_slot(slot)
        return slot

    def threads_now(self) -> int:
        """The threads a request starting now decodes with (see ``ThreadShare``)."""
        return self._share.threads() if self._share is not None else self.n_threads

    def _use_threads(self, slot: Slot) -> None:
        n = self.threads_now()
        if n != slot.threads:
            self._llama.llama_set_n_threads(slot.ctx, n, n)
            slot.threads = n

    def _copy_out(self, slot: Slot) -> tuple[list[int], Any, int] | None:
        """The KV cache of ``slot``'s sequence 0 as bytes (with its tokens), so that a grown
        context starts where the old one was instead of evaluating the prompt again."""
        if not slot.tokens:
            return None
        lib = self._llama
        size = int(lib.llama_state_seq_get_size(slot.ctx, 0))
        data = (ctypes.c_uint8 * size)()
        if size <= 0 or lib.llama_state_seq_get_data(slot.ctx, data, size, 0) != size:
            return None
        return list(slot.tokens), data, size

    @property
    def slots(self) -> dict[str, tuple[int, int]]:
        """Slot name -> (tokens its KV cache holds, its context size), least recently used first."""
        return {name: (len(slot.tokens), slot.n_ctx) for name, slot in self._slots.items()}

    def _decode(self, slot: Slot, tokens: list[int], *, every_logit: bool = False) -> None:
        """Evaluate ``tokens`` after what ``slot`` holds, computing logits for the last one (for
        each of them with ``every_logit``: a draft checked).

        On failure the slot is emptied (its cache may be half-written) and ``ModelError`` raised.
        """
        batch = self._batch
        start = len(slot.tokens)
        for i, token in enumerate(tokens):
            batch.token[i] = token
            batch.pos[i] = start + i
            batch.n_seq_id[i] = 1
            batch.seq_id[i][0] = 0
            batch.logits[i] = every_logit or i == len(tokens) - 1
        batch.n_tokens = len(tokens)
        rc = self._llama.llama_decode(slot.ctx, batch)
        if rc == 1 and any(slot.stash):
            # No room left in the cache (llama.cpp changed nothing): the kept first turns go.
            self._drop_stashes(slot)
            rc = self._llama.llama_decode(slot.ctx, batch)
        if rc != 0:
            self._reset_slot(slot)
            raise ModelError(
                f"llama.cpp failed to evaluate the prompt (llama_decode returned {rc})"
            )
        slot.tokens.extend(tokens)

    def _forget_after(self, slot: Slot, keep: int) -> None:
        """Drop what ``slot`` holds past its first ``keep`` tokens (a draft's rejected tail)."""
        if keep >= len(slot.tokens):
            return
        memory = self._llama.llama_get_memory(slot.ctx)
        if self._llama.llama_memory_seq_rm(memory, 0, keep, -1):
            del slot.tokens[keep:]
        else:
            self._reset_slot(slot)

    def _reset_slot(self, slot: Slot) -> None:
        self._llama.llama_memory_clear(self._llama.llama_get_memory(slot.ctx), True)
        slot.tokens.clear()
        slot.stash = [[] for _ in slot.stash]

    def _drop_stashes(self, slot: Slot) -> None:
        memory = self._llama.llama_get_memory(slot.ctx)
        for k, held in enumerate(slot.stash):
            if held:
                self._llama.llama_memory_seq_rm(memory, k + 1, -1, -1)
                held.clear()

    def _head(self, tokens: list[int]) -> list[int]:
        """``tokens`` up to and including the end of their first turn ([] if it does not end),
        and the user's turn's opening right after it when they go on with one (every respond
        prompt does: kept, a turn reads from its message on)."""
        if self._turn_end is None or self._turn_end not in tokens:
            return []
        end = tokens.index(self._turn_end) + 1
        opening = self._user_opening
        if opening and tokens[end : end + len(opening)] == opening:
            end += len(opening)
        return tokens[:end]

    def _stash_head(self, slot: Slot, avoid: int = -1) -> None:
        """Keep the first turn of what sequence 0 holds, in the least recently used stash
        (never ``avoid``), unless a stash holds it already."""
        head = self._head(slot.tokens)
        if not head:
            return
        for k, held in enumerate(slot.stash):
            if held[: len(head)] == head:
                self._touch(slot, k)
                return
        k = next((k for k in slot.stash_order if k != avoid), -1)
        if k < 0:
            return
        memory = self._llama.llama_get_memory(slot.ctx)
        self._llama.llama_memory_seq_rm(memory, k + 1, -1, -1)
        self._llama.llama_memory_seq_cp(memory, 0, k + 1, 0, len(head))
        slot.stash[k] = head
        self._touch(slot, k)

    @staticmethod
    def _touch(slot: Slot, k: int) -> None:
        slot.stash_order.remove(k)
        slot.stash_order.append(k)

    def _from_stash(self, slot: Slot, prompt: list[int], keep: int) -> int:
        """Start sequence 0 from the stash that shares more of ``prompt`` than ``keep`` tokens
        (what sequence 0 shares), keeping sequence 0's own first turn first; returns the tokens
        now shared."""
        best, held = -1, keep
        for k, tokens in enumerate(slot.stash):
            n = _shared(tokens, prompt)
            if n > held:
                best, held = k, n
        if keep < len(slot.tokens):  # sequence 0 is about to lose its first turn, maybe
            self._stash_head(slot, avoid=best)
        if best < 0:
            return keep
        memory = self._llama.llama_get_memory(slot.ctx)
        self._llama.llama_memory_seq_rm(memory, 0, -1, -1)
        self._llama.llama_memory_seq_cp(memory, best + 1, 0, 0, held)
        slot.tokens = slot.stash[best][:held]
        self._touch(slot, best)
        return held

    def _prefill(self, slot: Slot, prompt: list[int]) -> int:
        """Bring ``slot``'s cache to exactly ``prompt``; returns how many tokens were reused."""
        # The last prompt token is always evaluated: its logits pick the first reply token.
        keep = min(_shared(slot.tokens, prompt), len(prompt) - 1)
        if slot.stash:
            keep = min(self._from_stash(slot, prompt, keep), len(prompt) - 1)
        self._forget_after(slot, keep)
        keep = min(keep, len(slot.tokens))  # (0 when the cache could not drop its tail alone)
        for i in range(keep, len(prompt), N_BATCH):
            self._decode(slot, prompt[i : i + N_BATCH])
        return keep


def _shared(cached: list[int], prompt: list[int]) -> int:
    """How many tokens ``cached`` and ``prompt`` share from the start."""
    n = 0
    for a, b in zip(cached, prompt):
        if a != b:
            break
        n += 1
    return n
