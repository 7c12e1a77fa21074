"""The README stays true: its CLI table matches the parser, and its Python example runs."""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
from pathlib import Path

from sandman.cli import build_parser

README = (Path(__file__).parent.parent / "README.md").read_text(encoding="utf-8")


def _subcommands() -> dict[str, argparse.ArgumentParser]:
    parser = build_parser()
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return dict(action.choices)


def _sub_commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def test_every_command_is_in_the_readme_and_every_documented_flag_exists() -> None:
    commands = _subcommands()
    rows = re.findall(r"^\| `sandman (\w+)([^`]*)`", README, flags=re.MULTILINE)
    assert {name for name, _ in rows} == set(commands)
    for name, usage in rows:
        parser = commands[name]
        words = usage.split()
        # `eval router …`, `conversations show …`: the row documents the sub-subcommand
        while words and (sub := _sub_commands(parser)) and words[0] in sub:
            parser = sub[words.pop(0)]
        known = {opt for action in parser._actions for opt in action.option_strings}
        documented = set(re.findall(r"--[a-z][a-z-]*", usage))
        assert documented <= known, (name, documented - known)


def test_the_python_example_runs(tmp_path: Path) -> None:
    example = re.search(r"```python\n(.*?)```", README, flags=re.DOTALL)
    assert example is not None
    script = tmp_path / "example.py"
    script.write_text(example.group(1), encoding="utf-8")
    proc = subprocess.run(
        [sys.executable, str(script)],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=300,
        env=dict(os.environ),
    )
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip()
    assert (tmp_path / "dreams.db").exists()
