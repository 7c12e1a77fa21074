"""``show``, ``edit``, ``delete``, ``forget``, ``log -`` and ``log --edit``, in-process."""

from __future__ import annotations

import io
import json
import stat
import sys
from pathlib import Path

import pytest

from ._helpers import one_error_line, run


def _log(capsys: pytest.CaptureFixture[str], db: Path, *argv: str) -> int:
    code, out, _ = run(capsys, "log", *argv, "--db", str(db))
    assert code == 0
    return int(out)


def test_show_prints_the_whole_dream(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    text = "I was in a glass forest.\nA snake spoke to me.\n\nThen I woke up."
    dream = _log(capsys, db, text, "--title", "Glass", "--mood", "calm", "--date", "2024-03-02")
    code, out, err = run(capsys, "show", str(dream), "--db", str(db))
    assert (code, err) == (0, "")
    assert out == f'#{dream}  2024-03-02 "Glass" (mood: calm)\n\n{text}\n'
    code, out, _ = run(capsys, "show", f"#{dream}", "--json", "--db", str(db))
    assert json.loads(out)["text"] == text


def test_show_of_a_missing_or_malformed_id_is_one_line(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    _log(capsys, db, "a dream")
    code, out, err = run(capsys, "show", "99", "--db", str(db))
    assert (code, out) == (1, "")
    assert "no dream #99" in one_error_line(err)
    with pytest.raises(SystemExit) as exit_:
        run(capsys, "show", "twelve", "--db", str(db))
    assert exit_.value.code == 2
    assert "not a dream id: 'twelve'" in capsys.readouterr().err


def test_edit_changes_only_the_given_fields(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    dream = _log(capsys, db, "Flooded house", "--title", "House", "--mood", "uneasy")
    code, out, _ = run(
        capsys, "edit", str(dream), "--title", "The flood", "--mood", "", "--db", str(db)
    )
    assert code == 0
    assert out.startswith(f"#{dream}  ") and '"The flood"' in out and "mood" not in out
    assert out.rstrip().endswith("Flooded house")
    code, out, err = run(capsys, "edit", str(dream), "--db", str(db))
    assert code == 1 and "nothing to change" in one_error_line(err)
    code, _, err = run(capsys, "edit", str(dream), "--date", "2025-02-30", "--db", str(db))
    assert code == 1 and "invalid date" in one_error_line(err)


def test_delete_without_a_terminal_needs_yes(
    capsys: pytest.CaptureFixture[str], db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    dream = _log(capsys, db, "to be deleted")
    monkeypatch.setattr(sys, "stdin", io.StringIO("y\n"))  # not a terminal: never read
    code, out, err = run(capsys, "delete", str(dream), "--db", str(db))
    assert (code, out) == (1, "")
    assert "without confirmation: add --yes" in one_error_line(err)
    assert run(capsys, "show", str(dream), "--db", str(db))[0] == 0
    assert run(capsys, "delete", str(dream), "--yes", "--db", str(db))[:2] == (
        0,
        f"Deleted dream #{dream}.\n",
    )
    code, _, err = run(capsys, "show", str(dream), "--db", str(db))
    assert code == 1 and f"no dream #{dream}" in err


class _Terminal(io.StringIO):
    def isatty(self) -> bool:
        return True


@pytest.mark.parametrize(
    ("answer", "deleted"), [("y\n", True), ("yes\n", True), ("n\n", False), ("", False)]
)
def test_delete_at_a_terminal_asks_first(
    capsys: pytest.CaptureFixture[str],
    db: Path,
    monkeypatch: pytest.MonkeyPatch,
    answer: str,
    deleted: bool,
) -> None:
    dream = _log(capsys, db, "maybe deleted", "--title", "Maybe")
    monkeypatch.setattr(sys, "stdin", _Terminal(answer))
    code, out, err = run(capsys, "delete", str(dream), "--db", str(db))
    assert code == 0
    assert f"Delete #{dream}" in err and '"Maybe"' in err and "[y/N]" in err
    assert out == (f"Deleted dream #{dream}.\n" if deleted else "Nothing deleted.\n")
    assert (run(capsys, "show", str(dream), "--db", str(db))[0] == 1) is deleted


async def _remember(db: Path, *facts: str) -> None:
    from sandman.storage import open_journal

    async with open_journal(db) as journal:
        for fact in facts:
            await journal.remember(fact)


def test_forget_by_id_by_words_and_ambiguity(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    import trio

    trio.run(_remember, db, "My sister is Anna", "I have a cat named Tom", "My cat sleeps a lot")
    code, out, _ = run(capsys, "forget", "my sister is anna", "--db", str(db))
    assert (code, out) == (0, "Forgot #1  My sister is Anna\n")
    code, out, err = run(capsys, "forget", "cat", "--db", str(db))
    assert (code, out) == (1, "")
    line = one_error_line(err)
    assert "fits 2 memories" in line and "#2 'I have a cat named Tom'" in line and "#3" in line
    assert run(capsys, "forget", "#3", "--db", str(db))[1] == "Forgot #3  My cat sleeps a lot\n"
    code, _, err = run(capsys, "forget", "3", "--db", str(db))
    assert code == 1 and "no memory #3" in one_error_line(err)
    code, _, err = run(capsys, "forget", "dragons", "--db", str(db))
    assert code == 1 and "no memory matches 'dragons'" in one_error_line(err)


def test_log_dash_reads_the_dream_from_stdin(
    capsys: pytest.CaptureFixture[str], db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text = "First line of the dream.\nSecond line, ünïcode ✨."
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO((text + "\n").encode())))
    dream = _log(capsys, db, "-", "--mood", "odd")
    assert run(capsys, "show", str(dream), "--db", str(db))[1].endswith(f"\n\n{text}\n")


def test_log_dash_refuses_invalid_utf8(
    capsys: pytest.CaptureFixture[str], db: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"ok \xff\xfe bad")))
    code, out, err = run(capsys, "log", "-", "--db", str(db))
    assert (code, out) == (1, "")
    assert one_error_line(err) == (
        "sandman: standard input is not valid UTF-8 (byte 0xff at offset 3)"
    )
    assert not db.exists()


def _editor(tmp_path: Path, body: str, status: int = 0) -> str:
    script = tmp_path / "fake-editor"
    script.write_text(f'#!/bin/sh\nprintf %s "{body}" > "$1"\nexit {status}\n')
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return str(script)


def test_log_edit_saves_what_the_editor_wrote(
    capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("EDITOR", _editor(tmp_path, "Written in the editor"))
    dream = _log(capsys, db, "--edit", "--title", "Edited")
    assert "Written in the editor" in run(capsys, "show", str(dream), "--db", str(db))[1]


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [("", 0, "left the dream empty"), ("x", 3, "failed (exit status 3)")],
)
def test_log_edit_saves_nothing_when_the_editor_fails_or_leaves_it_empty(
    capsys: pytest.CaptureFixture[str],
    db: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    body: str,
    status: int,
    message: str,
) -> None:
    monkeypatch.setenv("VISUAL", _editor(tmp_path, body, status))
    code, out, err = run(capsys, "log", "--edit", "--db", str(db))
    assert (code, out) == (1, "")
    assert message in one_error_line(err)
    assert not db.exists()


def test_log_needs_a_text(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    code, _, err = run(capsys, "log", "--db", str(db))
    assert code == 1 and "give the dream" in one_error_line(err)
