"""Writing a text in the user's editor ($VISUAL, else $EDITOR, else vi), like ``git commit``."""

from __future__ import annotations

import os
import shlex
import subprocess
import tempfile
from pathlib import Path

from ._common import InputError, decode_input


def editor_command() -> list[str]:
    command = os.environ.get("VISUAL", "").strip() or os.environ.get("EDITOR", "").strip() or "vi"
    try:
        words = shlex.split(command)
    except ValueError as exc:
        raise InputError(f"cannot read the editor command {command!r}: {exc}") from None
    if not words:
        raise InputError("the editor command is empty; set $EDITOR")
    return words


def edit_text(initial: str, suffix: str = ".txt") -> str:
    """Open the editor on a private temporary file holding ``initial`` and return what it holds
    when the editor exits. The file is removed afterwards, whatever happens. A failing editor is
    a one-line ``InputError``."""
    command = editor_command()
    with tempfile.TemporaryDirectory(prefix="sandman-edit-") as folder:
        path = Path(folder) / f"dream{suffix}"
        path.write_text(initial, encoding="utf-8")
        try:
            status = subprocess.call([*command, str(path)])
        except OSError as exc:
            raise InputError(f"cannot start the editor {command[0]!r}: {exc.strerror}") from None
        if status != 0:
            raise InputError(
                f"the editor {command[0]!r} failed (exit status {status}); nothing saved"
            )
        return decode_input(path.read_bytes(), "the edited text").rstrip("\n")
