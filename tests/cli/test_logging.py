"""Logging is quiet unless asked: ``SANDMAN_LOG=LEVEL`` or ``sandman --verbose`` shows Sandman's
log on stderr; a bug the parser survives is then visible, and without them nothing is printed."""

from __future__ import annotations

import io
import json
import logging
import subprocess
import sys

import pytest

from sandman.cli import main
from sandman.toolcalls._scan import Scanner

from ._helpers import one_error_line, sandman_env

REPLY = 'Noted. {"name": "remember", "arguments": {"fact": "I have a cat"}} Goodnight.\n'


@pytest.fixture
def broken_scanner(monkeypatch: pytest.MonkeyPatch) -> None:
    def broken(*args: object) -> None:
        raise ValueError("scanner bug")

    monkeypatch.setattr(Scanner, "_brace", broken)
    monkeypatch.setattr("sys.stdin", io.StringIO(REPLY))
    monkeypatch.delenv("SANDMAN_LOG", raising=False)


def _toolcalls(capsys: pytest.CaptureFixture[str], *before: str) -> tuple[dict[str, object], str]:
    assert main([*before, "toolcalls"]) == 0
    out, err = capsys.readouterr()
    return json.loads(out), err


@pytest.mark.usefixtures("broken_scanner")
def test_a_survived_failure_prints_nothing_unless_asked(capsys: pytest.CaptureFixture[str]) -> None:
    result, err = _toolcalls(capsys)
    assert result["text"] == "Noted." and result["calls"] == []  # the rest is hidden, not shown
    assert err == ""


@pytest.mark.usefixtures("broken_scanner")
@pytest.mark.parametrize("how", ["--verbose", "SANDMAN_LOG=debug", "SANDMAN_LOG=ERROR"])
def test_verbose_or_sandman_log_shows_the_failure_on_stderr(
    how: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    before: tuple[str, ...] = ()
    if how.startswith("--"):
        before = (how,)
    else:
        monkeypatch.setenv("SANDMAN_LOG", how.split("=")[1])
    result, err = _toolcalls(capsys, *before)
    assert result["text"] == "Noted."
    assert err.startswith("sandman ERROR sandman.toolcalls: tool-call scanner failed")
    assert "ValueError: scanner bug" in err  # the traceback comes with it
    # The handler is the command's alone: nothing is left attached after it returns.
    assert not [
        h for h in logging.getLogger("sandman").handlers if not isinstance(h, logging.NullHandler)
    ]


@pytest.mark.parametrize(("level", "shown"), [("error", False), ("warning", True)])
def test_records_below_the_level_asked_for_stay_quiet(
    level: str, shown: bool, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def warns_then_breaks(*args: object) -> None:
        logging.getLogger("sandman.toolcalls").warning("a warning first")
        raise ValueError("scanner bug")

    monkeypatch.setattr(Scanner, "_brace", warns_then_breaks)
    monkeypatch.setattr("sys.stdin", io.StringIO(REPLY))
    monkeypatch.setenv("SANDMAN_LOG", level)
    _, err = _toolcalls(capsys)
    assert "sandman ERROR sandman.toolcalls" in err
    assert ("sandman WARNING sandman.toolcalls: a warning first" in err) is shown


def test_a_sandman_log_that_is_not_a_level_is_a_one_line_error(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SANDMAN_LOG", "loud")
    assert main(["dreams"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert (
        one_error_line(err)
        == "sandman: SANDMAN_LOG must be one of debug, info, warning, error (it is 'loud')"
    )


def test_the_library_logs_nothing_unless_the_application_configures_logging() -> None:
    # Without a handler on "sandman", Python's last-resort handler would print this warning.
    script = "import sandman, logging; logging.getLogger('sandman.actors').error('boom')"
    proc = subprocess.run(
        [sys.executable, "-c", script],
        capture_output=True,
        text=True,
        env=sandman_env(),
        timeout=60,
    )
    assert proc.returncode == 0 and proc.stderr == ""


def test_serve_shows_warnings_by_default_as_a_server_log() -> None:
    # A server's stderr is its log: an internal error's traceback goes there, never to a client.
    from sandman.cli import build_parser

    assert build_parser().parse_args(["serve"]).log_level == logging.WARNING
    assert getattr(build_parser().parse_args(["dreams"]), "log_level", None) is None
