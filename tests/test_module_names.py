"""No module of Sandman binds one top-level name twice: a pattern defined again further down a
long module replaces the first for every reader below it, silently (it happened twice: a new
``_THEIR_MIND`` in ``guard.py`` took the place of the rule of that name, and the guard stopped
holding back "You didn't know why…")."""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

import pytest

pytestmark = pytest.mark.timeout(60)

PACKAGE = Path(__file__).parent.parent / "sandman"


def bound_twice(source: str) -> list[str]:
    """The names ``source``'s top level binds more than once (assignments, functions, classes)."""
    names: Counter[str] = Counter()
    for node in ast.parse(source).body:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = node.targets
        elif isinstance(node, ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names[node.name] += 1
        names.update(t.id for t in targets if isinstance(t, ast.Name))
    return sorted(name for name, n in names.items() if n > 1)


def test_no_module_binds_a_top_level_name_twice() -> None:
    twice = {
        str(path.relative_to(PACKAGE)): names
        for path in sorted(PACKAGE.rglob("*.py"))
        if (names := bound_twice(path.read_text(encoding="utf-8")))
    }
    assert twice == {}


def test_a_name_bound_twice_is_found() -> None:
    assert bound_twice("import re\n_A = re.compile('a')\ndef f(): pass\n_A = 1\n") == ["_A"]
    assert bound_twice("def f(): pass\nclass f: pass\n") == ["f"]
    assert bound_twice("_A = 1\n_B: int = 2\n") == []
