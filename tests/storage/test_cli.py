"""The journal commands, run in-process through ``sandman.cli.main``, and their failures."""

from __future__ import annotations

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
import trio

import sandman.storage._journal as journal_module
from sandman.cli import main
from sandman.storage import open_journal

Rows = Callable[[Path], dict[str, list[tuple[object, ...]]]]


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def one_error_line(err: str) -> str:
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("sandman: ")
    assert "Traceback" not in err
    return lines[0]


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_log_prints_only_the_new_id_and_dreams_lists_it(
    capsys: pytest.CaptureFixture[str], db_path: Path
) -> None:
    assert run(
        capsys, "log", "I was flying over a city", "--mood", "calm", "--db", str(db_path)
    ) == (0, "1\n", f"Created a new journal at {db_path}\n")
    code, out, _ = run(
        capsys, "log", "Flooded", "--date", "2024-03-02", "--title", "House", "--db", str(db_path)
    )
    assert (code, out) == (0, "2\n")
    code, out, _ = run(capsys, "dreams", "--db", str(db_path))
    assert code == 0
    assert out.splitlines()[0].startswith("#1  ")
    assert '#2  2024-03-02 "House"' in out
    code, out, _ = run(capsys, "dreams", "--search", "flooded", "--json", "--db", str(db_path))
    assert code == 0
    [found] = json.loads(out)
    assert found["id"] == 2 and found["title"] == "House" and found["mood"] is None


def test_db_defaults_to_the_sandman_db_environment_variable(
    capsys: pytest.CaptureFixture[str], db_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SANDMAN_DB", str(db_path))
    assert run(capsys, "log", "from the environment")[1] == "1\n"
    assert "from the environment" in run(capsys, "dreams")[1]


def _create_empty(path: Path) -> None:
    async def create() -> None:
        async with open_journal(path):
            pass

    trio.run(create)


def test_empty_journal_and_empty_search_say_so(
    capsys: pytest.CaptureFixture[str], db_path: Path
) -> None:
    _create_empty(db_path)
    assert run(capsys, "dreams", "--db", str(db_path))[1].startswith("No dreams yet.")
    assert run(capsys, "dreams", "--search", "NEAR(", "--db", str(db_path))[1] == (
        "No dreams match 'NEAR('.\n"
    )
    assert run(capsys, "dreams", "--json", "--db", str(db_path))[1] == "[]\n"


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["log", ""], "dream text is empty"),
        (["log", "x" * 20_001], "the limit is 20,000"),
        (["log", "ok", "--date", "2025-02-30"], "invalid date '2025-02-30'"),
        (["dreams", "--search", '"'], "has no words"),
        (["dreams", "--search", "*-:"], "has no words"),
        (["dreams", "--limit", "0"], "between 1 and"),
    ],
)
def test_bad_input_is_one_line_exit_1_and_the_journal_is_unchanged(
    capsys: pytest.CaptureFixture[str], db_path: Path, rows: Rows, argv: list[str], message: str
) -> None:
    run(capsys, "log", "an existing dream", "--db", str(db_path))
    before = rows(db_path)
    code, out, err = run(capsys, *argv, "--db", str(db_path))
    assert code == 1 and out == ""
    assert message in one_error_line(err)
    assert rows(db_path) == before


@pytest.mark.parametrize(
    "query", ["AND", "NEAR(", "col:", "water -b", '"water', "water*", "a OR b"]
)
def test_fts_syntax_in_a_search_is_never_an_error_if_it_has_words(
    capsys: pytest.CaptureFixture[str], db_path: Path, query: str
) -> None:
    run(capsys, "log", "water near a col AND a b", "--db", str(db_path))
    code, out, err = run(capsys, "dreams", "--search", query, "--db", str(db_path))
    assert (code, err) == (0, "")
    assert out.startswith(("#1", "No dreams match"))


def test_a_text_file_is_not_taken_for_a_journal_and_is_left_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    notes = tmp_path / "notes.txt"
    notes.write_text("my shopping list\n" * 50)
    before = digest(notes)
    for argv in (["log", "a dream"], ["dreams"], ["export"]):
        code, _, err = run(capsys, *argv, "--db", str(notes))
        assert code == 1
        assert (
            one_error_line(err)
            == f"sandman: {notes} is not a Sandman journal (not an SQLite database)"
        )
    assert digest(notes) == before


def test_a_corrupt_journal_is_reported_as_damaged_and_not_written_to(
    capsys: pytest.CaptureFixture[str], db_path: Path
) -> None:
    run(capsys, "log", "the first dream", "--db", str(db_path))
    with sqlite3.connect(db_path) as conn:
        conn.executemany(
            "INSERT INTO dreams (date, text, created) VALUES ('2024-01-01', ?, 'now')",
            [(f"dream {i} " + "words " * 200,) for i in range(60)],
        )
    conn.close()
    data = bytearray(db_path.read_bytes())
    page = 4096
    assert len(data) > 6 * page
    data[2 * page :] = b"\xa5" * (len(data) - 2 * page)
    db_path.write_bytes(bytes(data))
    before = digest(db_path)
    for argv in (["dreams"], ["log", "one more"], ["dreams", "--search", "words"]):
        code, _, err = run(capsys, *argv, "--db", str(db_path))
        assert code == 1
        line = one_error_line(err)
        assert "is damaged" in line or "not a Sandman journal" in line, line
    assert digest(db_path) == before


@pytest.fixture
def read_only_dir(tmp_path: Path) -> Path:
    if os.geteuid() == 0:
        # Permission bits do not stop root; sysfs refuses new files to everyone.
        return Path("/sys")
    folder = tmp_path / "locked"
    folder.mkdir()
    folder.chmod(0o555)
    return folder


def test_a_read_only_location_is_a_clear_error(
    capsys: pytest.CaptureFixture[str], read_only_dir: Path
) -> None:
    target = read_only_dir / "sandman-test.db"
    code, _, err = run(capsys, "log", "a dream", "--db", str(target))
    assert code == 1
    line = one_error_line(err)
    assert str(target) in line and ("read-only" in line or "writable" in line), line
    assert not target.exists()


def test_a_missing_folder_is_named_in_the_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, _, err = run(capsys, "log", "x", "--db", str(tmp_path / "nope" / "j.db"))
    assert code == 1
    assert f"folder {tmp_path / 'nope'} does not exist" in one_error_line(err)


def test_a_locked_journal_fails_clearly_instead_of_hanging(
    capsys: pytest.CaptureFixture[str], db_path: Path, rows: Rows, monkeypatch: pytest.MonkeyPatch
) -> None:
    run(capsys, "log", "existing", "--db", str(db_path))
    before = rows(db_path)
    monkeypatch.setattr(journal_module, "DEFAULT_BUSY_TIMEOUT", 0.2)
    other = sqlite3.connect(db_path, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        code, out, err = run(capsys, "log", "blocked", "--db", str(db_path))
    finally:
        other.rollback()
        other.close()
    assert (code, out) == (1, "")
    assert one_error_line(err) == (
        f"sandman: journal {db_path} is locked by another program; try again when it is done"
    )
    assert rows(db_path) == before


def test_export_import_export_gives_identical_json(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    source, copy = tmp_path / "a.db", tmp_path / "b.db"
    run(
        capsys,
        "log",
        "Flooded house, ünïcode ✨",
        "--date",
        "2024-03-02",
        "--title",
        "Flood",
        "--mood",
        "uneasy",
        "--db",
        str(source),
    )
    run(capsys, "log", "untitled", "--db", str(source))
    first = tmp_path / "first.json"
    assert run(capsys, "export", "--output", str(first), "--db", str(source))[0] == 0
    code, out, _ = run(capsys, "import", str(first), "--db", str(copy))
    assert (code, out) == (
        0,
        "Imported 2 dreams, 0 symbol meanings, 0 memories and 0 conversation turns.\n",
    )
    code, second, _ = run(capsys, "export", "--db", str(copy))
    assert second == first.read_text()
    code, out, _ = run(capsys, "import", str(first), "--db", str(copy))
    assert out.endswith("(2 already present).\n")
    markdown = run(capsys, "export", "--format", "markdown", "--db", str(copy))[1]
    assert "## 2024-03-02 — Flood\n*Mood: uneasy*\n\nFlooded house, ünïcode ✨" in markdown


def test_importing_a_bad_file_changes_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, db_path: Path, rows: Rows
) -> None:
    run(capsys, "log", "existing", "--db", str(db_path))
    before = rows(db_path)
    bad = tmp_path / "bad.json"
    for content, message in (
        ("not json", "not a Sandman export"),
        ('{"format": "something-else"}', "not a Sandman export"),
        (
            json.dumps(
                {
                    "dreams": [
                        {
                            "date": "2024-01-01",
                            "text": "fine",
                            "created": "2024-01-02T07:00:00+00:00",
                        },
                        {
                            "date": "2025-02-30",
                            "text": "bad",
                            "created": "2024-01-02T07:00:00+00:00",
                        },
                    ]
                }
            ),
            "dream 2 in the export: invalid date '2025-02-30'",
        ),
    ):
        bad.write_text(content)
        code, _, err = run(capsys, "import", str(bad), "--db", str(db_path))
        assert code == 1
        assert message in one_error_line(err)
    code, _, err = run(capsys, "import", str(tmp_path / "missing.json"), "--db", str(db_path))
    assert "cannot read" in one_error_line(err)
    assert rows(db_path) == before


@pytest.mark.parametrize(
    ("argv", "message"),
    [(["log", ""], "dream text is empty"), (["dreams", "--search", '"'], "has no words")],
)
def test_the_installed_command_prints_one_line_and_no_traceback(
    db_path: Path, argv: list[str], message: str
) -> None:
    _create_empty(db_path)
    result = subprocess.run(
        [sys.executable, "-m", "sandman.cli", *argv, "--db", str(db_path)],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert message in one_error_line(result.stderr)
