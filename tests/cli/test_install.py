"""``make install`` leaves a ``sandman`` command that works in a new shell."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import sandman

ROOT = Path(__file__).resolve().parents[2]


def test_make_install_links_a_working_command(tmp_path: Path) -> None:
    prefix = tmp_path / "prefix"
    venv_bin = Path(sys.executable).parent  # the environment these tests run in
    made = subprocess.run(
        # -o: take the set-up as done (this environment is the one being linked).
        ["make", "-s", "-o", ".venv/.installed", "install", f"PREFIX={prefix}", f"BIN={venv_bin}"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        env={**os.environ, "PATH": "/usr/bin:/bin"},
    )
    assert made.returncode == 0, made.stderr
    assert f"{prefix}/bin is not on your PATH" in made.stdout  # and it says how to add it
    # A new login shell with a bare environment, the prefix on its PATH.
    shell = subprocess.run(
        ["sh", "-c", "sandman --version && sandman dreams --help"],
        capture_output=True,
        text=True,
        timeout=60,
        env={"HOME": str(tmp_path), "PATH": f"{prefix}/bin:/usr/bin:/bin", "LANG": "C.UTF-8"},
    )
    assert shell.returncode == 0, shell.stderr
    assert shell.stdout.startswith(f"sandman {sandman.__version__}\n")
    assert "sandman dreams --search" in shell.stdout
    uninstalled = subprocess.run(
        ["make", "-s", "uninstall", f"PREFIX={prefix}"], cwd=ROOT, capture_output=True, timeout=60
    )
    assert uninstalled.returncode == 0 and not (prefix / "bin" / "sandman").exists()
