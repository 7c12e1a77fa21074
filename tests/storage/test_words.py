"""Pure helpers: symbol keys, word forms, FTS5 query building, excerpts, the dictionary."""

from __future__ import annotations

import re
import sqlite3

from hypothesis import given, settings
from hypothesis import strategies as st

from sandman.storage._dictionary import builtin_dictionary
from sandman.storage._vocabulary import builtin_vocabulary
from sandman.storage._words import (
    EXACT,
    all_of,
    any_of,
    apart,
    excerpt,
    fact_key,
    match_terms,
    mentioned,
    search_words,
    symbol_key,
    tiered_queries,
    word_forms,
    words,
)


def test_symbol_key_folds_case_spacing_punctuation_and_articles() -> None:
    assert symbol_key("  The  Snakes! ") == "snakes"
    assert symbol_key("a Wedding   Dress") == "wedding dress"
    assert symbol_key("a") == "a"


def test_word_forms_cover_regular_and_irregular_plurals_both_ways() -> None:
    assert {"tooth"} <= set(word_forms("teeth"))
    assert {"wolf"} <= set(word_forms("wolves"))
    assert {"wolves"} <= set(word_forms("wolf"))
    assert {"baby"} <= set(word_forms("babies"))
    assert {"babies"} <= set(word_forms("baby"))
    assert {"box"} <= set(word_forms("boxes"))
    assert {"being chased"} <= set(word_forms("being chased"))
    assert word_forms("glass")[0] == "glass"


def test_fact_key_ignores_case_spacing_and_final_punctuation() -> None:
    assert fact_key(" My sister  is Anna. ") == fact_key("my sister is anna")


def test_dictionary_has_at_least_100_symbols_with_short_unique_entries() -> None:
    dictionary = builtin_dictionary()
    assert len(dictionary) >= 100
    seen: set[str] = set()
    for entry in dictionary.entries:
        assert 20 <= len(entry.meaning) <= 200, entry.name
        for form in (entry.name, *entry.forms):
            assert form not in seen, form
            seen.add(form)


def test_every_dictionary_meaning_opens_as_what_the_symbol_is_read_as() -> None:
    # The lead says "Dream dictionaries read tooth as …": an entry that opened with a sentence
    # ("Losing teeth often links to worries…") read "read tooth as Losing teeth often links…".
    sentence = re.compile(
        r"^\w+(?:\s+(?!you\b|that\b|which\b)\w+)?\s+"
        r"(?:is|are|was|links?|means?|shows?|suggests?|often|usually|can|may)\b",
        re.I,
    )
    for entry in builtin_dictionary().entries:
        assert not sentence.search(entry.meaning), (entry.name, entry.meaning)


def test_every_dictionary_symbol_is_found_by_name_in_capitals_and_in_plural() -> None:
    dictionary = builtin_dictionary()
    for entry in dictionary.entries:
        assert dictionary.find(entry.name.upper()) is entry
        if " " not in entry.name and not entry.name.endswith("s"):
            assert dictionary.find(entry.name + "s") is entry, entry.name


def _table(*docs: str) -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    # The journal's own tokenizer settings (m001_dreams).
    conn.execute(
        "CREATE VIRTUAL TABLE t USING fts5(title, text, "
        "tokenize='porter unicode61 remove_diacritics 2')"
    )
    conn.executemany("INSERT INTO t (rowid, title, text) VALUES (?, '', ?)", enumerate(docs, 1))
    return conn


def _rows(conn: sqlite3.Connection, query: str) -> set[int]:
    return {r[0] for r in conn.execute("SELECT rowid FROM t WHERE t MATCH ?", (query,))}


# What people type in European Latin scripts: letters with and without diacritics (composed or
# not), digits, spaces, punctuation and symbols. (Beyond them SQLite's tokenizer and Python differ
# on a few characters: letters with two diacritics, symbols newer than SQLite's Unicode tables.)
_LATIN = st.text(
    st.characters(
        max_codepoint=0x17F, categories=("L", "M", "N", "P", "S", "Zs"), exclude_characters="\x00"
    ),
    max_size=60,
)


_UNRELATED = "zz unrelated zz"


def _shares_a_word_with_unrelated(wanted: list[str]) -> bool:
    """Whether a word of ``wanted`` is indexed as a word of ``_UNRELATED`` is ("zzs" is "zz")."""
    return bool(_rows(_table(*wanted), '"zz" OR "unrelated"'))


@settings(max_examples=200, deadline=None)
@given(_LATIN)
def test_typed_text_is_found_by_the_queries_built_from_it(text: str) -> None:
    conn = _table(text, _UNRELATED)
    terms = match_terms(text)
    wanted = search_words(text)
    levels = tiered_queries(apart([builtin_vocabulary().expand(w) for w in wanted]))
    if not terms:
        assert not wanted and not words(text)
        return
    assert 1 in _rows(conn, all_of(terms))
    assert 1 in _rows(conn, any_of(terms))
    assert 1 in _rows(conn, levels[EXACT])
    if not _shares_a_word_with_unrelated(wanted):
        assert 2 not in _rows(conn, levels[EXACT])


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_text_gives_valid_queries_that_find_its_words_and_skip_other_dreams(
    text: str,
) -> None:
    wanted = search_words(text)
    # A dream made of the words Sandman read from the text, whatever the script.
    conn = _table(" ".join(wanted), _UNRELATED)
    levels = tiered_queries(apart([builtin_vocabulary().expand(w) for w in wanted]))
    found = {q: _rows(conn, q) for q in (all_of(match_terms(text)), *levels) if q}
    if not wanted:
        assert match_terms(text) == [] and levels[EXACT] == ""
        return
    assert 1 in found[all_of(match_terms(text))]
    assert 1 in found[levels[EXACT]]
    if not _shares_a_word_with_unrelated(wanted):
        assert 2 not in found[levels[EXACT]]


_SOUP = [
    '"',
    "AND",
    "OR",
    "NOT",
    "NEAR(",
    "*",
    "-",
    "col:",
    "^",
    "(",
    ")",
    "water",
    "text:",
    "{",
    "}",
    "+",
    "near",
    "2",
    ",",
]
_DOCS = ("the water AND a col: of text", "near NOT or 2", "nothing here", "text and water, near")


@settings(max_examples=150, deadline=None)
@given(st.lists(st.sampled_from(_SOUP), max_size=8))
def test_fts_operator_soup_finds_exactly_the_dreams_with_those_words(parts: list[str]) -> None:
    conn = _table(*_DOCS)
    text = " ".join(parts)
    wanted = search_words(text)
    if not wanted:
        assert match_terms(text) == []
        return

    def has(doc: str, w: str) -> bool:
        # As the index sees it: the word itself, or as a prefix when 3+ letters long.
        return any(t == w or (len(w) >= 3 and t.startswith(w)) for t in words(doc))

    expected = {i for i, doc in enumerate(_DOCS, 1) if all(has(doc, w) for w in wanted)}
    assert _rows(conn, all_of(match_terms(text))) == expected
    exact = {i for i, doc in enumerate(_DOCS, 1) if set(wanted) <= set(words(doc))}
    levels = tiered_queries([builtin_vocabulary().expand(w) for w in wanted])
    assert _rows(conn, levels[EXACT]) == exact


def test_search_words_drop_the_frame_of_a_question() -> None:
    assert search_words("Do I dream about water a lot?") == ["water"]
    assert search_words("How often have I dreamt of flying recently?") == ["flying"]
    assert search_words("show me dreams that mention my grandmother's house") == [
        "grandmother",
        "house",
    ]
    # Only frame words: searched as they are rather than not at all.
    assert search_words("a lot") == ["a", "lot"]


def test_vocabulary_maps_irregular_and_regular_forms_to_one_word() -> None:
    vocabulary = builtin_vocabulary()
    for word, lemma in [
        ("flew", "fly"),
        ("flight", "fly"),
        ("swum", "swim"),
        ("teeth", "tooth"),
        ("fallen", "fall"),
        ("chasing", "chase"),
        ("flooded", "flood"),
        ("dead", "die"),
        ("zeppelin", "zeppelin"),
    ]:
        assert vocabulary.lemma(word) == lemma, word
    assert {"fly", "flying", "flight", "flown"} <= set(vocabulary.expand("flew").forms)


def test_vocabulary_related_words_are_curated_not_symmetric() -> None:
    vocabulary = builtin_vocabulary()
    water = vocabulary.expand("water")
    assert {"ocean", "sea", "lake", "river", "rain", "flood", "swim"} <= {
        g[0] for g in water.related
    }
    assert ("swim", "swims", "swam", "swum", "swimming", "swimmer") in water.related
    assert {"sea"} <= {g[0] for g in vocabulary.expand("ocean").similar}
    assert {"mum", "mom"} <= {g[0] for g in vocabulary.expand("mother").similar}
    assert "kitchen" in {g[0] for g in vocabulary.expand("house").related}
    assert vocabulary.expand("kitchen").related == ()
    # "do I often dream about family?" (measured: no dream mentions family, though one had a
    # sister and another a grandmother)
    assert {"sister", "grandma", "father"} <= {g[0] for g in vocabulary.expand("family").related}
    assert {"wolf", "snake"} <= {g[0] for g in vocabulary.expand("animals").related}


def test_vocabulary_file_is_consistent() -> None:
    from importlib import resources

    import msgspec

    data = msgspec.json.decode(
        resources.files("sandman.storage").joinpath("vocabulary.json").read_bytes()
    )
    seen: set[str] = set()
    for group in data["forms"]:
        assert len(group) >= 2, group
        for w in group:
            assert w == w.lower().strip() and w not in seen, w
            seen.add(w)
    for topic in data["topics"]:
        ws, related = topic["words"], topic.get("related", [])
        assert ws and not set(ws) & set(related), topic
        assert len(set(ws)) == len(ws) and len(set(related)) == len(related), topic
        assert all(w == w.lower().strip() and w for w in ws + related), topic


def test_mentioned_names_the_groups_a_text_holds_in_any_regular_form() -> None:
    groups = [("ocean",), ("swim", "swam", "swimming"), ("drop",), ("chase",), ("lake",)]
    text = "We swam out past the waves; the ocean dropped away and something was chasing us."
    assert mentioned(text, groups) == ["ocean", "swim", "drop", "chase"]
    assert mentioned("An oceanographer", groups) == []


def test_excerpt_shows_the_text_around_the_first_hit() -> None:
    text = "Nothing much happened for a long while. " * 10 + "Then the flood came into the house."
    shown = excerpt(text, ["flooded"], width=80)
    assert shown.startswith("…")
    assert "flood came" in shown
    assert len(shown) <= 80
    assert excerpt("short", ["x"]) == "short"
