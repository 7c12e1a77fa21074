"""Read commands never create a journal, writes say when they do, stored control characters
never reach a terminal raw, bad input is one line, a closed pipe is quiet."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest
import trio

from sandman.storage import open_journal

from ._helpers import SANDMAN, one_error_line, run, sandman_env

HOSTILE = "Title \x1b]0;pwned\x07 and \x1b[2J clear"
HOSTILE_SHOWN = "Title \\x1b]0;pwned\\x07 and \\x1b[2J clear"


@pytest.mark.parametrize(
    "argv",
    [
        ["dreams"],
        ["show", "1"],
        ["export"],
        ["conversations"],
        ["conversations", "show", "x"],
        ["conversations", "delete", "x", "--yes"],
        ["edit", "1", "--title", "t"],
        ["delete", "1", "--yes"],
        ["forget", "cat"],
    ],
)
def test_a_missing_journal_is_an_error_naming_it_and_is_not_created(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, argv: list[str]
) -> None:
    typo = tmp_path / "typo.db"
    code, out, err = run(capsys, *argv, "--db", str(typo))
    assert (code, out) == (1, "")
    assert f"no journal at {typo}" in one_error_line(err)
    assert list(tmp_path.iterdir()) == [tmp_path / "data"] or not (tmp_path / "typo.db").exists()
    assert not typo.exists()


def test_a_missing_journal_from_the_environment_is_an_error_too(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SANDMAN_DB", str(tmp_path / "typo.db"))
    code, _, err = run(capsys, "dreams")
    assert code == 1 and "no journal at" in one_error_line(err)
    assert not (tmp_path / "typo.db").exists()


@pytest.mark.parametrize("argv", [["dreams"], ["log", "x"], ["conversations"], ["show", "1"]])
def test_an_empty_db_option_is_an_error(
    capsys: pytest.CaptureFixture[str], argv: list[str]
) -> None:
    code, out, err = run(capsys, *argv, "--db", "")
    assert (code, out) == (1, "")
    assert one_error_line(err) == "sandman: --db needs a path (it was empty)"


def test_the_default_journal_is_not_created_by_reading_it(
    capsys: pytest.CaptureFixture[str], private_home: Path
) -> None:
    code, out, err = run(capsys, "dreams")
    assert (code, err) == (0, "")
    assert out.startswith("No dreams yet.")
    assert run(capsys, "dreams", "--json")[1] == "[]\n"
    assert run(capsys, "conversations")[1].startswith("No conversations yet.")
    assert not (private_home / "sandman").exists() or not any((private_home / "sandman").iterdir())
    code, out, err = run(capsys, "log", "the first dream")
    journal = private_home / "sandman" / "sandman.db"
    assert (code, out, err) == (0, "1\n", f"Created a new journal at {journal}\n")
    assert run(capsys, "log", "the second dream")[2] == ""  # only the first time


@pytest.mark.parametrize("command", [["ask", "hi"], ["chat"], ["serve", "--port", "0"]])
@pytest.mark.parametrize(
    ("model", "said"),
    [
        ("nope", "sandman: unknown model 'nope': use a preset ("),
        ("/no/such/model.gguf", "sandman: model file not found: /no/such/model.gguf"),
    ],
)
def test_a_bad_model_is_one_line_and_creates_no_journal(
    capsys: pytest.CaptureFixture[str],
    private_home: Path,
    command: list[str],
    model: str,
    said: str,
) -> None:
    # (probed: "sandman ask hi --model nope" created the default journal, then failed on the model)
    code, out, err = run(capsys, *command, "--model", model)
    assert (code, out) == (1, "")
    assert one_error_line(err).startswith(said)
    assert not (private_home / "sandman" / "sandman.db").exists()


def test_writes_create_the_journal_and_say_so_once(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    assert run(capsys, "log", "a dream", "--db", str(db)) == (
        0,
        "1\n",
        f"Created a new journal at {db}\n",
    )
    assert run(capsys, "log", "another", "--db", str(db)) == (0, "2\n", "")


def _seed_hostile(db: Path) -> None:
    async def seed() -> None:
        async with open_journal(db) as journal:
            await journal.add_dream(HOSTILE, title=HOSTILE, mood="\x1b[31mred")
            await journal.append_exchange("conv\x1b[2J", "turn-1", HOSTILE, "reply \x1b[2J")

    trio.run(seed)


@pytest.mark.parametrize(
    "argv",
    [
        ["dreams"],
        ["dreams", "--search", "clear"],
        ["show", "1"],
        ["export", "--format", "markdown"],
        ["conversations"],
        ["conversations", "show", "conv\x1b[2J"],
    ],
)
def test_stored_control_characters_are_printed_escaped(
    capsys: pytest.CaptureFixture[str], db: Path, argv: list[str]
) -> None:
    _seed_hostile(db)
    code, out, err = run(capsys, *argv, "--db", str(db))
    assert (code, err) == (0, "")
    assert "\x1b" not in out and "\x07" not in out
    assert "\\x1b" in out


def test_stored_text_keeps_what_the_user_wrote(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    _seed_hostile(db)
    [dream] = json.loads(run(capsys, "dreams", "--json", "--db", str(db))[1])
    assert dream["text"] == HOSTILE
    exported = json.loads(run(capsys, "export", "--db", str(db))[1])
    assert exported["dreams"][0]["text"] == HOSTILE


def test_a_failed_export_leaves_no_file_behind(
    capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    run(capsys, "log", "a dream", "--db", str(db))
    out_dir = tmp_path / "out"
    out_dir.mkdir()

    def fail(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr("sandman.cli._journal.os.fsync", fail)
    code, out, err = run(capsys, "export", "--output", str(out_dir / "j.json"), "--db", str(db))
    assert (code, out) == (1, "")
    assert "No space left on device" in one_error_line(err)
    assert list(out_dir.iterdir()) == []


def test_import_counts_read_in_good_english(
    capsys: pytest.CaptureFixture[str], db: Path, tmp_path: Path
) -> None:
    async def seed() -> None:
        async with open_journal(db) as journal:
            await journal.add_dream("one dream")
            await journal.save_symbol_meaning("snake", "change")
            await journal.remember("I have a cat")

    trio.run(seed)
    export = tmp_path / "j.json"
    run(capsys, "export", "--output", str(export), "--db", str(db))
    _code, out, _ = run(capsys, "import", str(export), "--db", str(tmp_path / "copy.db"))
    assert out == ("Imported 1 dream, 1 symbol meaning, 1 memory and 0 conversation turns.\n")


def test_conversations_list_and_show(capsys: pytest.CaptureFixture[str], db: Path) -> None:
    async def seed() -> None:
        async with open_journal(db) as journal:
            await journal.append_exchange("first", "t1", "hello", "Hi there.")
            await journal.append_exchange("second", "t2", "what does water mean?", "Feelings.")
            await journal.append_exchange("second", "t3", "and fire?", "Passion.")

    trio.run(seed)
    code, out, _ = run(capsys, "conversations", "--db", str(db))
    lines = out.splitlines()
    assert code == 0 and len(lines) == 2
    assert lines[0].split()[0] == "second" and "2 turns" in lines[0] and "and fire?" in lines[0]
    assert "1 turn " in lines[1]
    listed = json.loads(run(capsys, "conversations", "--json", "--db", str(db))[1])
    assert [c["id"] for c in listed] == ["second", "first"] and listed[0]["turns"] == 2
    code, out, _ = run(capsys, "conversations", "show", "second", "--db", str(db))
    assert "you: what does water mean?\nsandman: Feelings." in out
    assert out.index("water") < out.index("fire")
    shown = json.loads(run(capsys, "conversations", "--db", str(db), "show", "second", "--json")[1])
    assert [t["user_text"] for t in shown["turns"]] == ["what does water mean?", "and fire?"]
    code, _, err = run(capsys, "conversations", "show", "nope", "--db", str(db))
    assert code == 1 and "no conversation 'nope'" in one_error_line(err)


def test_deleting_a_conversation_keeps_what_it_saved(
    capsys: pytest.CaptureFixture[str], db: Path
) -> None:
    async def seed() -> None:
        async with open_journal(db) as journal:
            await journal.append_exchange("talk", "t1", "save my dream: a red door", "Saved.")
            await journal.append_exchange("talk", "t2", "thanks", "You're welcome.")
            await journal.append_exchange("other", "t3", "hello", "Hi.")
            await journal.add_dream("a red door")

    async def kept() -> tuple[list[str], int]:
        async with open_journal(db) as journal:
            talks = [c.id for c in await journal.conversations()]
            return talks, len(await journal.list_dreams(limit=10))

    trio.run(seed)
    code, out, err = run(capsys, "conversations", "delete", "talk", "--db", str(db))
    assert (code, out) == (1, "")
    assert "without confirmation: add --yes" in one_error_line(err)
    assert trio.run(kept) == (["other", "talk"], 1)
    code, out, _ = run(capsys, "conversations", "delete", "talk", "--yes", "--db", str(db))
    assert (code, out) == (0, "Deleted conversation 'talk' (2 turns).\n")
    assert trio.run(kept) == (["other"], 1)
    code, _, err = run(capsys, "conversations", "show", "talk", "--db", str(db))
    assert code == 1 and "no conversation 'talk'" in one_error_line(err)
    code, _, err = run(capsys, "conversations", "delete", "talk", "--yes", "--db", str(db))
    assert code == 1 and "no conversation 'talk'" in one_error_line(err)


def test_version(capsys: pytest.CaptureFixture[str]) -> None:
    import sandman

    with pytest.raises(SystemExit) as exit_:
        run(capsys, "--version")
    assert exit_.value.code == 0
    assert capsys.readouterr().out == f"sandman {sandman.__version__}\n"


@pytest.mark.parametrize("value", ["abc", "0", "-2", "1.5"])
def test_an_environment_variable_that_does_not_parse_is_an_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, value: str
) -> None:
    monkeypatch.setenv("SANDMAN_THREADS", value)
    code, out, err = run(capsys, "dreams")
    assert (code, out) == (2, "")
    assert one_error_line(err) == (
        f"sandman: SANDMAN_THREADS must be a whole number of 1 or more (it is {value!r})"
    )


# --- the installed command, in a subprocess: bytes on the command line and on stdin, pipes ----


def _sandman(
    args: list[bytes | str], stdin: bytes = b"", **env: str
) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(
        [*SANDMAN, *args], input=stdin, capture_output=True, timeout=60, env=sandman_env(**env)
    )


def test_invalid_utf8_on_the_command_line_is_one_line(db: Path) -> None:
    proc = _sandman(["log", b"\xff\xfe", "--db", str(db)])
    assert (proc.returncode, proc.stdout) == (2, b"")
    assert one_error_line(proc.stderr.decode()) == (
        "sandman: argument 2 is not valid UTF-8 (byte 0xff); "
        "check your terminal's or your script's encoding"
    )
    assert not db.exists()


@pytest.mark.parametrize(
    ("argv", "stdin", "printed_before"),
    [
        (["toolcalls"], b"\xff", 0),
        (["toolcalls", "--jsonl"], b'{"input": "ok"}\n\xff\n', 1),
        (["route", "--jsonl"], b'{"text": "hello"}\n{"text": "\xff"}\n', 1),
        (["route"], b"caf\xe9", 0),
    ],
)
def test_invalid_utf8_on_stdin_is_one_line_after_the_good_lines(
    argv: list[str], stdin: bytes, printed_before: int
) -> None:
    proc = _sandman(argv, stdin)
    assert proc.returncode == 1
    assert len(proc.stdout.splitlines()) == printed_before
    line = one_error_line(proc.stderr.decode())
    assert "is not valid UTF-8 (byte 0x" in line


def test_a_closed_pipe_ends_a_command_quietly(db: Path) -> None:
    dreams = [
        {
            "date": "2024-01-01",
            "text": f"dream {i} " + "words " * 30,
            "created": f"2024-01-01T00:00:{i % 60:02d}+00:00",
        }
        for i in range(1500)
    ]
    export = db.parent / "many.json"
    export.write_text(json.dumps({"format": "sandman-journal", "version": 1, "dreams": dreams}))
    assert _sandman(["import", str(export), "--db", str(db)]).returncode == 0, "seeded"
    for argv in (["dreams", "--limit", "1000"], ["export", "--format", "markdown"]):
        proc = subprocess.Popen(
            [*SANDMAN, *argv, "--db", str(db)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            env=sandman_env(),
        )
        assert proc.stdout is not None and proc.stderr is not None
        proc.stdout.read(20)
        proc.stdout.close()  # like `| head -c 20`
        err = proc.stderr.read().decode()
        assert proc.wait(timeout=60) in (0, 141)
        assert err == "", err


def test_a_bare_sandman_prints_the_help(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys)
    assert (code, err) == (0, "")
    assert out.startswith("usage: sandman") and "sandman chat" in out


def _full_stdout(*argv: str) -> subprocess.CompletedProcess[str]:
    """Run sandman with its standard output on /dev/full (every write fails: no space)."""
    with open("/dev/full", "w") as full:
        return subprocess.run(
            [*SANDMAN, *argv],
            stdout=full,
            stderr=subprocess.PIPE,
            text=True,
            env=sandman_env(),
            timeout=120,
        )


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs Linux's /dev/full")
def test_log_on_a_full_stdout_says_the_dream_was_saved_and_exits_3(tmp_path: Path) -> None:
    """The dream is committed before its id is printed: when the id cannot be printed, the
    status (3) and one line say it was saved, and as which id, so a script does not retry it
    into a duplicate."""
    db = tmp_path / "j.db"
    done = _full_stdout("log", "a dream of a full disk", "--db", str(db))
    assert done.returncode == 3, done.stderr
    assert "Traceback" not in done.stderr
    assert "the dream was saved as #1" in done.stderr and "do not repeat" in done.stderr

    async def texts() -> list[str]:
        async with open_journal(db) as j:
            return [d.text for d in await j.list_dreams()]

    assert trio.run(texts) == ["a dream of a full disk"]


@pytest.mark.skipif(not Path("/dev/full").exists(), reason="needs Linux's /dev/full")
@pytest.mark.parametrize("argv", [["export"], ["dreams"], ["export", "--format", "markdown"]])
def test_a_read_command_on_a_full_stdout_is_one_line_not_a_traceback(
    tmp_path: Path, argv: list[str]
) -> None:
    db = tmp_path / "j.db"
    subprocess.run(
        [*SANDMAN, "log", "x", "--db", str(db)],
        capture_output=True,
        env=sandman_env(),
        timeout=120,
        check=True,
    )
    done = _full_stdout(*argv, "--db", str(db))
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == [
        "sandman: cannot write the output: No space left on device"
    ]
