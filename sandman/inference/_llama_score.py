"""Scoring on the llama.cpp backend: the log-probability of each of several continuations of a
prompt, evaluated side by side as sequences over one copy of the prompt."""

from __future__ import annotations

import threading
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from ..errors import ModelError, PromptTooLong
from ._llama_slots import N_BATCH, LlamaSlots, Slot
from ._llama_tokens import LlamaTokens
from ._model import CompletionStats

if TYPE_CHECKING:
    import numpy as np

# Continuations ``score`` evaluates side by side, each as its own sequence over the prompt.
SCORE_SEQUENCES = 32


class LlamaScoring(LlamaSlots, LlamaTokens):
    """Mixed into ``LlamaModel``: ``score``. ``LlamaModel.__init__`` sets the attributes."""

    last_stats: CompletionStats | None
    _lock: threading.RLock
    _current: object | None  # the latest request; an older one still running is abandoned
    _add_bos: bool
    _n_vocab: int

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
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
                    self._score_group(
                        target, len(prompt_tokens), [pieces[i] for i in group], group, scores
                    )
                    group, used = [], 0
                group.append(index)
                used += len(piece) - 1
            if group:
                self._score_group(
                    target, len(prompt_tokens), [pieces[i] for i in group], group, scores
                )
            self.last_stats = CompletionStats(
                prompt_tokens=len(prompt_tokens),
                evaluated_tokens=len(prompt_tokens) - reused + sum(len(p) - 1 for p in pieces),
                completion_tokens=0,
            )
            return scores

    def _score_group(
        self,
        slot: Slot,
        n_prompt: int,
        pieces: list[list[int]],
        indexes: list[int],
        scores: list[float],
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
                raise ModelError(
                    f"llama.cpp failed to evaluate the continuations (llama_decode returned {rc})"
                )
            for row, (index, following) in enumerate(rows):
                scores[index] += float(self._log_softmax(slot.ctx, row)[following])
        finally:
            for seq in range(1, len(pieces) + 1):
                lib.llama_memory_seq_rm(memory, seq, -1, -1)

    def _log_softmax(self, ctx: Any, row: int) -> np.ndarray[Any, np.dtype[np.float64]]:
        import numpy as np  # here: only scoring needs it (~20 MB in every process that imports it)

        logits = np.ctypeslib.as_array(
            self._llama.llama_get_logits_ith(ctx, row), shape=(self._n_vocab,)
        ).astype(np.float64)
        top = float(logits.max())
        result: np.ndarray[Any, np.dtype[np.float64]] = logits - (
            top + np.log(np.exp(logits - top).sum())
        )
        return result
