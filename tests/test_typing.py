"""The package type-checks under ``mypy --strict``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path


def test_sandman_passes_mypy_strict(tmp_path: Path) -> None:
    root = Path(__file__).parent.parent
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path), "sandman"],
        cwd=root,
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
