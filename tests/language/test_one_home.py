"""One home for each English rule: the word lists that read English live in ``sandman.language``,
and code elsewhere builds on them instead of keeping a copy that drifts."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from sandman.language import STOPWORDS, stem

SANDMAN = Path(__file__).resolve().parents[2] / "sandman"


def _word_lists(source: str) -> list[tuple[int, list[str]]]:
    """The string constants of a module that are lists of words (not docstrings or messages)."""
    tree = ast.parse(source)
    docstrings = {
        id(node.body[0].value)
        for node in ast.walk(tree)
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
        and node.body
        and isinstance(node.body[0], ast.Expr)
    }
    return [
        (node.lineno, node.value.split())
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and id(node) not in docstrings
    ]


def stopword_lists(path: Path) -> list[int]:
    """Lines where ``path`` spells out a list of function words: twenty or more words, nearly all of
    them stopwords (prose is about half)."""
    return [
        line
        for line, words in _word_lists(path.read_text())
        if len(words) >= 20 and sum(w in STOPWORDS for w in words) >= 0.65 * len(words)
    ]


def test_no_module_outside_the_language_package_keeps_its_own_stopword_list() -> None:
    offenders = {
        str(path.relative_to(SANDMAN)): lines
        for path in SANDMAN.rglob("*.py")
        if "language" not in path.parts and (lines := stopword_lists(path))
    }
    assert offenders == {}


def test_the_check_finds_a_stopword_list(tmp_path: Path) -> None:
    copy = tmp_path / "copy.py"
    copy.write_text('_MINE = frozenset("""' + " ".join(sorted(STOPWORDS)[:40]) + '""".split())\n')
    assert stopword_lists(copy) == [1]
    prose = tmp_path / "prose.py"
    prose.write_text(
        'NOTE = "The journal keeps what you tell it, and the guard drops any sentence that a source does not hold."\n'
    )
    assert stopword_lists(prose) == []


@pytest.mark.parametrize(
    ("words", "common"),
    [
        (["wolves", "wolf"], "wolf"),
        (["teeth", "tooth"], "tooth"),
        (["crossing", "crossed", "cross"], "cross"),
        (["rested", "restful", "rest"], "rest"),
        (["like", "likes", "liked", "liking"], "like"),
        (["Horses", "horse"], "hors"),
        (["works", "working", "work"], "work"),
    ],
)
def test_every_reader_compares_words_by_one_stem(words: list[str], common: str) -> None:
    assert {stem(w) for w in words} == {common}


def test_no_module_outside_the_language_package_keeps_its_own_stemmer() -> None:
    offenders = [
        str(path.relative_to(SANDMAN))
        for path in SANDMAN.rglob("*.py")
        if "language" not in path.parts
        and any(
            isinstance(node, ast.FunctionDef) and node.name.lstrip("_") in ("stem", "stemmed")
            for node in ast.walk(ast.parse(path.read_text()))
        )
    ]
    assert offenders == []
