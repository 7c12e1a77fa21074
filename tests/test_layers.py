"""Sandman's import layers and boundaries hold: ``lint-imports`` keeps every contract in
pyproject.toml (``[tool.importlinter]``: the layers, no import cycle, another package only through
its ``__init__``, the sans-IO parser, each outside library in its one package), and an import
that breaks one makes it fail, naming it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

pytestmark = pytest.mark.timeout(120)

ROOT = Path(__file__).parent.parent
LINT_IMPORTS = str(Path(sys.executable).with_name("lint-imports"))
CONTRACTS = {
    c["id"]: c["name"]
    for c in tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["importlinter"][
        "contracts"
    ]
}


def lint_imports(root: Path) -> subprocess.CompletedProcess[str]:
    """``lint-imports`` on the ``sandman`` package and the contracts under ``root`` (the cache
    is off: a run leaves nothing behind)."""
    return subprocess.run(
        [LINT_IMPORTS, "--no-cache", "--no-logo", "pyproject.toml"],
        cwd=root,
        env={**os.environ, "PYTHONPATH": str(root)},
        capture_output=True,
        text=True,
        timeout=100,
    )


def test_every_import_contract_is_kept() -> None:
    done = lint_imports(ROOT)
    assert done.returncode == 0, done.stdout + done.stderr
    assert f"{len(CONTRACTS)} kept, 0 broken" in done.stdout, done.stdout


# An import each contract forbids, and the module it is put in.
BREAKS = {
    "layers": ("sandman/messages/_protocol.py", "from ..tools import RESULT_BUDGET"),
    # An import inside a function counts: _chat.py imports _turns.py at its top.
    "acyclic": ("sandman/cli/_turns.py", "def _late() -> None:\n    from ._chat import register"),
    "private": ("sandman/actors/router.py", "from ..routing._told import not_wanted"),
    "sans-io": ("sandman/toolcalls/_stream.py", "import trio"),
    "storage-bridge": ("sandman/cli/_common.py", "import aiosqlite"),
    "llama-cpp": ("sandman/routing/_policy.py", "import llama_cpp"),
    "web-server": ("sandman/cli/_serve.py", "import starlette"),
    "terminal": ("sandman/web/_api.py", "import prompt_toolkit"),
    "word-list": ("sandman/routing/_args.py", "import spellchecker"),
}


def test_each_contract_has_an_import_that_breaks_it() -> None:
    assert set(BREAKS) == set(CONTRACTS)


@pytest.mark.parametrize("contract", sorted(BREAKS))
def test_a_forbidden_import_breaks_its_contract(tmp_path: Path, contract: str) -> None:
    shutil.copytree(
        ROOT / "sandman", tmp_path / "sandman", ignore=shutil.ignore_patterns("__pycache__")
    )
    shutil.copy(ROOT / "pyproject.toml", tmp_path / "pyproject.toml")
    module, line = BREAKS[contract]
    with open(tmp_path / module, "a", encoding="utf-8") as f:
        f.write(f"\n{line}  # noqa\n")
    done = lint_imports(tmp_path)
    assert done.returncode != 0, done.stdout + done.stderr
    assert f"{len(CONTRACTS) - 1} kept, 1 broken" in done.stdout, done.stdout
    assert f"{CONTRACTS[contract]} BROKEN" in " ".join(done.stdout.split()), done.stdout
    report = done.stdout.partition("Broken contracts")[2]
    assert Path(module).stem in report, done.stdout  # the importer is named
