"""The first pass: route scores without a language model, in well under a millisecond.

Two signals are added per route and turned into probabilities with a softmax:
- hand-written cues (phrases that say what the user wants, matched after typo repair), and
- a nearest-neighbour vote over the train split (TF-IDF of word and character n-grams, cosine),
  which carries phrasings the cues do not know.
Then the arguments decide what the cues cannot: a meaning question that names no symbol is
conversation, a "dreams about…" question with nothing to search for is about recency.
Weights and the temperature were chosen on the dev split (never on test).
"""

from __future__ import annotations

import itertools
import math
import re
from collections import Counter
from collections.abc import Iterable, Sequence

import msgspec

from ..language import STOPWORDS, Speller, common_english_words, tokens
from ..messages import ROUTES, Route
from ._args import Words, explicit_query, extract_query, extract_symbol
from ._data import Example

_CUE_WORDS = (
    "what does mean means meaning symbolize symbolise symbol represent search find dream dreams "
    "dreamt dreamed remember rememeber know recall memories recent recently latest last lately "
    "journal entries entry show list told tell said about ever".split()
)


class Weights(msgspec.Struct, frozen=True, kw_only=True):
    """The first pass's knobs (chosen on dev; see ``RouterPolicy`` for the table per model)."""

    knn: float = 5.0
    k: int = 5
    temperature: float = 1.5
    respond_prior: float = 0.8


# (pattern over the repaired, space-joined tokens, route, weight)
_CUES: tuple[tuple[re.Pattern[str], Route, float], ...] = tuple(
    (re.compile(p), r, w)  # type: ignore[misc]
    for p, r, w in (
        # lookup_symbol: a question about what something means
        (
            r"\b(mean|means|meaning|symboli[sz]es?|symbolism|represents?|signif(y|ies|icance)|interpret)\b",
            "lookup_symbol",
            3.0,
        ),
        (r"\b(bad|good) sign\b|\blook up\b|\bsymbol\b", "lookup_symbol", 1.5),
        # "tell me everything about water and wolves in dreams": dreams in general, so symbols
        (
            r"\b(tell me|talk|what) (everything |more |all )?about\b.*\bin (dreams|a dream)\b",
            "lookup_symbol",
            2.0,
        ),
        # search_dreams: content of past entries
        (r"\b(find|search|look for|look through|pull up|get me)\b", "search_dreams", 1.5),
        (
            r"\b(have|did|do) i (ever |often )?(had |have )?(any )?(dream|dreamt|dreamed|dreams|nightmares?)\b",
            "search_dreams",
            1.5,
        ),
        (
            r"\b(dreams?|entries|nightmares?) (about|with|where|mentioning|that mention|in the)\b",
            "search_dreams",
            1.5,
        ),
        (
            r"\b(dream|dreamt|dreamed|dreaming|dreams) (of|about) (?!last\b|this\b|lately\b|recently\b)\w",
            "search_dreams",
            2.0,
        ),
        (
            r"\bhow (often|many times|many dreams)\b|\bthe last time\b|\b(have|did) i ever\b",
            "search_dreams",
            1.5,
        ),
        (
            r"\b(which|any|were there|is there)\b.*\b(dreams?|entries|journal)\b",
            "search_dreams",
            1.0,
        ),
        (
            r"\bmy dream (about|with|where)\b|\b(that|the) dream (with|where|about)\b",
            "search_dreams",
            2.0,
        ),
        (
            r"\b(tell me|talk) (everything |more |all )?about\b.*\bin my (dreams|dream|journal)\b",
            "search_dreams",
            2.0,
        ),
        # recent_dreams: recency, not content
        (
            r"\b(last|latest|recent|newest|previous)( \w+)? (dreams?|entries|entry|thing|nightmares?)\b(?! (about|of|with|where) (?!last\b|this\b|lately\b|recently\b)\w)",
            "recent_dreams",
            2.5,
        ),
        (
            r"\bwhat (did|have) i (been )?(dream|dreamt|dreamed|dreaming|log|logged|record|recorded)\b",
            "recent_dreams",
            1.5,
        ),
        (
            r"\b(last|latest|recent|recently|newest|lately|previous|yesterday)\b",
            "recent_dreams",
            1.0,
        ),
        (
            r"\bthis (week|weekend|month|morning)\b|\blast (night|few|week)\b|\bpast (few|week)\b|\bnew in\b",
            "recent_dreams",
            0.5,
        ),
        (
            r"\b(list|show|read|open|give|summarize)\b.*\b(dreams|entries|journal|entry|dream)\b",
            "recent_dreams",
            1.0,
        ),
        (r"\b(journal|entries|logged|log|record)\b", "recent_dreams", 0.5),
        # recall_memories: what Sandman knows about the user
        (r"\byou (know|remember|recall|have|stored|saved)\b", "recall_memories", 1.5),
        (
            r"\b(what|anything) (did|have) i (tell|told|say|said|share|shared|ask)\b|\bi (told|said|shared|asked) you\b|\bwhat i (told|said|shared)\b",
            "recall_memories",
            2.0,
        ),
        (r"\bmemories\b|\babout me\b|\babout myself\b|\bsaved about\b", "recall_memories", 2.0),
        (
            r"\b(have|did) i (ever )?(mention|mentioned|tell|told|say|said|share|shared)\b.*\b(you|to you)\b",
            "recall_memories",
            2.5,
        ),
        (
            r"\bwho (is|'s|was)\b|\b(what|whats)( 's)? (my|the name)\b|\b(what|when|where|who) is my\b|\bmy \w+( 's|s)? name\b",
            "recall_memories",
            1.5,
        ),
        (r"\b(where do i|what am i|how old is my|what i do)\b", "recall_memories", 1.5),
        # respond: storing, general questions (narrations are handled in ``scores``)
        (
            r"\b(remember that|note that|keep that in mind|save that|please remember i)\b",
            "respond",
            3.0,
        ),
        (r"^(to|for) me\b", "respond", 3.0),
        (
            r"\blet me tell you\b|\bi want to (log|tell|write|record)\b|\bwhy (do|does|did|am|is) i\b",
            "respond",
            2.0,
        ),
        (
            r"\b(lucid|paralysis|rem|scientifically|recurring|night terror|why do we|do animals|tips|normal)\b",
            "respond",
            2.0,
        ),
    )
)


_NARRATION = re.compile(
    r"^(i|so i|in my dream|last night i|my dream last night|had a|dreamed|dreamt|weird dream|the dream)\b"
)


def _features(words: Sequence[str]) -> Counter[str]:
    feats: Counter[str] = Counter()
    for w in words:
        if w == "'s":
            continue
        feats["w:" + w] += 1
        padded = f" {w} "
        for n in (3, 4):
            for i in range(len(padded) - n + 1):
                feats["c:" + padded[i : i + n]] += 1
    content = [w for w in words if w not in STOPWORDS or w in ("what", "about", "me", "my")]
    for a, b in itertools.pairwise(content):
        feats[f"b:{a} {b}"] += 1
    return feats


class Index:
    """What the first pass learns from its examples: the speller of their words and each
    example's TF-IDF vector. The same for every ``Weights``: built once for the train split and
    shared by every policy (it takes ~80 ms to build; each chat and each conversation of the tests
    built it again)."""

    def __init__(self, examples: Iterable[Example]) -> None:
        self.examples = list(examples)
        known = {w for ex in self.examples for w in tokens(ex.text)}
        # (a common English word is no typo: "a man at the end of the bed" read "man" as "mean")
        self.speller = Speller(_CUE_WORDS, (known | common_english_words()) - set(_CUE_WORDS))
        raw = [_features(self.speller.fix_all(tokens(ex.text))) for ex in self.examples]
        df: Counter[str] = Counter(f for feats in raw for f in feats)
        n = len(raw)
        self.idf = {f: math.log((1 + n) / (1 + c)) + 1.0 for f, c in df.items()}
        self.vectors = [_vector(feats, self.idf) for feats in raw]


def _vector(feats: Counter[str], idf: dict[str, float]) -> dict[str, float]:
    vec = {f: (1 + math.log(c)) * idf[f] for f, c in feats.items() if f in idf}
    norm = math.sqrt(sum(v * v for v in vec.values())) or 1.0
    return {f: v / norm for f, v in vec.items()}


class FirstPass:
    """Scores the five routes for a message from cues and the nearest labeled neighbours.

    Built from labeled examples (the train split); scoring is pure and thread-safe.
    """

    def __init__(self, examples: Iterable[Example] | Index, weights: Weights = Weights()) -> None:
        index = examples if isinstance(examples, Index) else Index(examples)
        self.examples = index.examples
        self.weights = weights
        self.speller = index.speller
        self._idf = index.idf
        self._vectors = index.vectors

    def words(self, text: str) -> Words:
        return Words(text, self.speller)

    def neighbours(self, words: Words) -> list[tuple[float, Example]]:
        """The ``k`` most similar train examples, most similar first."""
        vec = _vector(_features(words.fixed), self._idf)
        sims = [
            (sum(v * other.get(f, 0.0) for f, v in vec.items()), ex)
            for other, ex in zip(self._vectors, self.examples)
        ]
        sims.sort(key=lambda pair: pair[0], reverse=True)
        return sims[: self.weights.k]

    def scores(self, text: str, words: Words | None = None) -> dict[Route, float]:
        """Probabilities of the five routes for ``text`` (they sum to 1)."""
        words = words or self.words(text)
        w = self.weights
        total: dict[Route, float] = {r: 0.0 for r in ROUTES}
        total["respond"] += w.respond_prior
        joined = " ".join(words.fixed)
        for pattern, route, weight in _CUES:
            if pattern.search(joined):
                total[route] += weight
        if "?" not in text and _NARRATION.match(joined):
            # "I was flying over a city…": a dream told, not a request.
            total["respond"] += 1.5
        # Similarity-weighted, not normalized: weak neighbours should carry little weight.
        for sim, ex in self.neighbours(words):
            total[ex.route] += w.knn * max(sim, 0.0) / w.k
        if extract_symbol(text, words) is None:
            # "what does my dream mean?": a meaning question without a symbol is conversation.
            total["respond"] += max(total["lookup_symbol"] - 1.0, 0.0)
            total["lookup_symbol"] = min(total["lookup_symbol"], 1.0)
        if explicit_query(text) is None and extract_query(words) is None:
            # "what did I dream about last night?": nothing to search for, so it is recency.
            total["recent_dreams"] += max(total["search_dreams"] - 1.0, 0.0) * 0.5
            total["search_dreams"] = min(total["search_dreams"], 0.5)
        top = max(total.values())
        exp = {r: math.exp((v - top) / w.temperature) for r, v in total.items()}
        z = sum(exp.values())
        return {r: e / z for r, e in exp.items()}
