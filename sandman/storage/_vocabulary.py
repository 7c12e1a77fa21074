"""Word forms and related words for dream searches, shipped as package data (``vocabulary.json``).

Two curated lists, in the journal's own choice of words:

- ``forms``: groups of words that are one word for a search: irregular forms the FTS5 porter
  stemmer cannot join (fly / flew / flown / flight, tooth / teeth, die / died / dead / death).
- ``topics``: ``words`` that mean much the same (mother, mom, mum) and ``related`` words a
  dreamer may have used for the same thing (water: ocean, sea, lake, rain, flood, swim …). A word
  of a topic is related to the topic's other words and to its ``related`` ones, not the other
  way round: a search for "house" finds a dream set in a kitchen, a search for "kitchen" does not
  find every dream set in a house.

Regular endings (-s, -ed, -ing) need no entries: the index stems them, and ``lemma`` strips them
before looking a word up.
"""

from __future__ import annotations

import functools
from importlib import resources

import msgspec

from ._words import Expanded, singulars, word_forms


class Topic(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    words: tuple[str, ...]
    related: tuple[str, ...] = ()


class _File(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    format: str
    version: int
    forms: tuple[tuple[str, ...], ...]
    topics: tuple[Topic, ...]


def _stripped(word: str) -> list[str]:
    """Spellings ``word`` may come from once a regular ending is taken off, likeliest first."""
    out = singulars(word)
    if word.endswith("ing") and len(word) > 5:
        stem = word[:-3]
        out += [stem, stem + "e"]
        if len(stem) > 2 and stem[-1] == stem[-2]:
            out.append(stem[:-1])
    if word.endswith("ed") and len(word) > 4:
        stem = word[:-2]
        out += [stem, word[:-1]]
        if len(stem) > 2 and stem[-1] == stem[-2]:
            out.append(stem[:-1])
        if stem.endswith("i"):
            out.append(stem[:-1] + "y")
    return out


class Vocabulary:
    """Look-ups over the curated lists; every method takes a lower-case word or phrase."""

    def __init__(self, forms: tuple[tuple[str, ...], ...], topics: tuple[Topic, ...]):
        self._group: dict[str, tuple[str, ...]] = {}
        for group in forms:
            for w in group:
                self._group.setdefault(w, group)
        self._similar: dict[str, list[str]] = {}
        self._related: dict[str, list[str]] = {}
        for topic in topics:
            for w in topic.words:
                key = self.lemma(w)
                for table, others in ((self._similar, topic.words), (self._related, topic.related)):
                    found = table.setdefault(key, [])
                    found += [o for o in others if o != w and o not in found]

    def _known(self, word: str) -> bool:
        return word in self._group or word in self._similar

    def lemma(self, word: str) -> str:
        """The head of ``word``'s form group ("flew" → "fly", "chasing" → "chase"), or ``word``."""
        for candidate in (word, *_stripped(word)):
            if self._known(candidate):
                group = self._group.get(candidate)
                return group[0] if group else candidate
        return word

    def forms(self, word: str) -> tuple[str, ...]:
        """The other words of ``word``'s form group ("fell" → fall, falls, fallen, falling)."""
        group = self._group.get(self.lemma(word), ())
        return tuple(w for w in group if w != word)

    def similar(self, word: str) -> tuple[str, ...]:
        """Words of much the same meaning as ``word`` (not its forms), as listed."""
        own = {word, *self.forms(word)}
        return tuple(w for w in self._similar.get(self.lemma(word), ()) if w not in own)

    def related(self, word: str) -> tuple[str, ...]:
        """Words related to ``word`` (neither its forms nor ``similar``), as listed."""
        own = {word, *self.forms(word), *self.similar(word)}
        return tuple(w for w in self._related.get(self.lemma(word), ()) if w not in own)

    # Cached on the instance: a Vocabulary never changes (one per process, see below), so the
    # cache keeping it alive is no leak.
    @functools.lru_cache(maxsize=4096)  # noqa: B019
    def expand(self, word: str) -> Expanded:
        """``word`` with its other spellings (plurals, irregular forms), the words of much the same
        meaning, and its related words."""
        own = self.forms(word)
        # A word with a form group has its plurals there; the spelling rules would only add
        # non-words ("flews").
        forms: list[str] = []
        for f in own or word_forms(word)[1:]:
            if f != word and f not in forms:
                forms.append(f)
        return Expanded(
            word,
            tuple(forms),
            tuple((w, *self.forms(w)) for w in self.similar(word)),
            tuple((w, *self.forms(w)) for w in self.related(word)),
        )


@functools.cache
def builtin_vocabulary() -> Vocabulary:
    """The vocabulary from package data, parsed once per process (it is immutable)."""
    data = resources.files(__package__).joinpath("vocabulary.json").read_bytes()
    file = msgspec.json.decode(data, type=_File)
    return Vocabulary(file.forms, file.topics)
