"""Pure helpers: symbol keys, word forms, FTS5 query building, excerpts, the dictionary."""

from __future__ import annotations

import functools
import sqlite3

from hypothesis import given, settings
from hypothesis import strategies as st

from sandman.storage._dictionary import builtin_dictionary
from sandman.storage._words import (
    all_of,
    any_of,
    excerpt,
    fact_key,
    match_terms,
    symbol_key,
    word_forms,
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


def test_every_dictionary_symbol_is_found_by_name_in_capitals_and_in_plural() -> None:
    dictionary = builtin_dictionary()
    for entry in dictionary.entries:
        assert dictionary.find(entry.name.upper()) is entry
        if " " not in entry.name and not entry.name.endswith("s"):
            assert dictionary.find(entry.name + "s") is entry, entry.name


@functools.cache
def _fts() -> sqlite3.Connection:
    conn = sqlite3.connect(":memory:")
    conn.execute("CREATE VIRTUAL TABLE t USING fts5(title, text, tokenize='porter unicode61')")
    conn.execute("INSERT INTO t VALUES ('near', 'the water AND a col: of text')")
    return conn


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=80))
def test_any_user_text_becomes_a_valid_fts5_query(text: str) -> None:
    conn = _fts()
    terms = match_terms(text)
    for query in (all_of(terms), any_of(terms)):
        if query:
            conn.execute("SELECT rowid FROM t WHERE t MATCH ?", (query,)).fetchall()


@settings(max_examples=100, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
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
            ]
        ),
        max_size=8,
    )
)
def test_fts_operator_soup_is_searched_as_words(parts: list[str]) -> None:
    conn = _fts()
    terms = match_terms(" ".join(parts))
    if terms:
        conn.execute("SELECT rowid FROM t WHERE t MATCH ?", (any_of(terms),)).fetchall()


def test_excerpt_shows_the_text_around_the_first_hit() -> None:
    text = "Nothing much happened for a long while. " * 10 + "Then the flood came into the house."
    shown = excerpt(text, ["flooded"], width=80)
    assert shown.startswith("…")
    assert "flood came" in shown
    assert len(shown) <= 80
    assert excerpt("short", ["x"]) == "short"
