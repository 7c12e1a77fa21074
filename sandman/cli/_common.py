"""What several subcommands share: arguments, the journal's path, input checks, running a journal
action, plurals. Everything here raises ``SandmanError`` with one line for the user."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import TypeVar

import msgspec
import trio

from ..errors import SandmanError
from ..storage import Journal, default_db_path, open_journal

T = TypeVar("T")

# Environment variables that must parse when set (an empty value counts as unset).
_POSITIVE_INTEGER_VARIABLES = ("SANDMAN_THREADS",)


class InputError(SandmanError):
    """The command line, the environment or standard input cannot be used as given."""


# `sandman log` and `import` exit with this status when the journal was written but what they
# print could not be (a full disk, a closed pipe): the change is kept, so do not repeat it.
EXIT_SAVED_UNTOLD = 3


class SavedButUntold(SandmanError):
    """The write was committed, but telling so on standard output failed."""

    exit_status = EXIT_SAVED_UNTOLD


def print_after_commit(text: str, saved: str) -> None:
    """Print ``text`` (the answer to a committed write); if standard output cannot take it,
    raise ``SavedButUntold`` saying ``saved`` happened, so that a script does not retry it."""
    try:
        print(text, flush=True)
    except OSError as exc:
        raise SavedButUntold(
            f"{saved}, but standard output could not take the answer "
            f"({exc.strerror or exc}); do not repeat the command"
        ) from None


def add_db_argument(parser: argparse.ArgumentParser, *, nested: bool = False) -> None:
    """``--db PATH``. ``nested``: on a sub-subcommand, so that a ``--db`` given before it is kept
    (argparse would otherwise reset it to the sub-subcommand's default)."""
    parser.add_argument(
        "--db",
        default=argparse.SUPPRESS if nested else None,
        metavar="PATH",
        help="journal database (default: $SANDMAN_DB, else sandman.db in your data directory)",
    )


def add_model_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--model",
        default=os.environ.get("SANDMAN_MODEL") or None,
        metavar="PRESET_OR_GGUF",
        help="a preset (see `sandman models`), a path to a .gguf file, or an OpenAI-compatible "
        "server, http://HOST:PORT/v1[#MODEL_NAME] (its API key, if any, from $SANDMAN_API_KEY) "
        "(default: $SANDMAN_MODEL, else the default companion qwen2.5-1.5b, or the embedded smollm2-135m when it is not pulled)",
    )


def _positive(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1 (got {value})")
    return value


def add_max_in_flight_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--max-in-flight",
        type=_positive,
        default=4,
        metavar="N",
        help="requests a model server may work on at once, so that several conversations "
        "progress together (default: 4; an on-device model always runs one at a time)",
    )


def add_command(
    sub: argparse._SubParsersAction[argparse.ArgumentParser], name: str, help: str, examples: str
) -> argparse.ArgumentParser:
    """A subcommand whose description is its ``help`` as a sentence, with ``examples`` below."""
    return sub.add_parser(
        name,
        help=help,
        description=help[0].upper() + help[1:] + ".",
        epilog="examples:\n" + examples,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )


def confirm(question: str) -> bool:
    """Ask a yes/no question at the terminal (on stderr); only "y" or "yes" is a yes."""
    print(question, end=" ", file=sys.stderr, flush=True)
    try:
        answer = sys.stdin.readline()
    except KeyboardInterrupt:
        print(file=sys.stderr)
        return False
    return answer.strip().lower() in {"y", "yes"}


def print_json(value: object) -> None:
    """``value`` (records, lists of them, plain data) as one line of JSON on standard output."""
    sys.stdout.buffer.write(msgspec.json.encode(value) + b"\n")
    sys.stdout.flush()


def plural(count: int, singular: str, plural_form: str | None = None) -> str:
    """``1 dream``, ``2 dreams``, ``1 memory``, ``3 memories`` (counts with thousands separators)."""
    if count == 1:
        return f"1 {singular}"
    return f"{count:,} {plural_form or singular + 's'}"


# --- the environment and the command line -------------------------------------------------


def check_environment() -> None:
    """Refuse environment variables that are set but do not parse, instead of ignoring them."""
    for name in _POSITIVE_INTEGER_VARIABLES:
        value = os.environ.get(name, "").strip()
        if value and not (value.isascii() and value.isdigit() and int(value) > 0):
            raise InputError(f"{name} must be a whole number of 1 or more (it is {value!r})")


def check_arguments(argv: list[str]) -> None:
    """Command-line arguments must be valid UTF-8 (Python keeps undecodable bytes as surrogates,
    which would fail later, deep inside a write)."""
    for position, arg in enumerate(argv, start=1):
        try:
            arg.encode("utf-8")
        except UnicodeEncodeError as exc:
            raw = arg.encode("utf-8", "surrogateescape")[exc.start : exc.start + 1]
            raise InputError(
                f"argument {position} is not valid UTF-8 (byte 0x{raw.hex()}); "
                "check your terminal's or your script's encoding"
            ) from None


def decode_input(data: bytes, where: str) -> str:
    """``data`` read from standard input as text; invalid UTF-8 is a one-line error."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise InputError(
            f"{where} is not valid UTF-8 (byte 0x{data[exc.start]:02x} at offset {exc.start})"
        ) from None


def read_stdin() -> str:
    """All of standard input as text (one-line error if it is not UTF-8). The bytes are decoded
    here, strictly, whatever the locale (a stdin that is already text is read as it is)."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is None:
        return sys.stdin.read()
    return decode_input(buffer.read(), "standard input")


def stdin_lines() -> Iterator[tuple[int, str]]:
    """Standard input, one ``(line number, text)`` at a time, as the lines arrive."""
    buffer = getattr(sys.stdin, "buffer", None)
    if buffer is None:
        yield from enumerate(sys.stdin, start=1)
        return
    for number, raw in enumerate(iter(buffer.readline, b""), start=1):
        yield number, decode_input(raw, f"line {number} of standard input")


# --- the journal ----------------------------------------------------------------------------


def journal_path(args: argparse.Namespace) -> Path:
    """The journal this command means: ``--db``, else ``$SANDMAN_DB``, else the default.

    ``--db ""`` is an error (it never silently means the default journal).
    """
    given: str | None = getattr(args, "db", None)
    if given is not None:
        if not given.strip():
            raise InputError("--db needs a path (it was empty)")
        return Path(given).expanduser()
    from_env = os.environ.get("SANDMAN_DB", "")
    if from_env.strip():
        return Path(from_env).expanduser()
    return default_db_path()


def _is_default(path: Path) -> bool:
    return path == default_db_path()


def read_journal(args: argparse.Namespace, action: Callable[[Journal], Awaitable[T]]) -> T:
    """Run a read-only ``action`` on the journal without ever creating one.

    A journal named on the command line or in ``$SANDMAN_DB`` that does not exist is an error
    naming the path. The default journal not existing yet just means it is empty: the action
    then runs on a throwaway empty journal, deleted afterwards.
    """
    path = journal_path(args)
    if path.exists():
        return trio.run(_run_on, path, action)
    if not _is_default(path):
        raise InputError(f"no journal at {path} (check the path; `sandman log` creates one)")
    with tempfile.TemporaryDirectory(prefix="sandman-empty-") as folder:
        return trio.run(_run_on, Path(folder) / "empty.db", action)


def change_journal(args: argparse.Namespace, action: Callable[[Journal], Awaitable[T]]) -> T:
    """Run ``action`` on a journal that must exist already (edits, deletions)."""
    path = journal_path(args)
    if not path.exists():
        if _is_default(path):
            raise InputError("the journal is empty (nothing has been saved yet)")
        raise InputError(f"no journal at {path} (check the path; `sandman log` creates one)")
    return trio.run(_run_on, path, action)


def write_journal(
    args: argparse.Namespace, action: Callable[[Journal], Awaitable[T]], *, quiet: bool = False
) -> T:
    """Run ``action`` on the journal, creating it if needed (and saying so on stderr)."""
    path = journal_path(args)
    with announce_new_journal(path, quiet=quiet):
        return trio.run(_run_on, path, action)


def prepare_default_folder(path: Path) -> None:
    """Create the data folder of the default journal (a path given by the user is used as is:
    a missing folder there is the user's typo, reported by the journal)."""
    if not _is_default(path):
        return
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise InputError(
            f"cannot create the journal folder {path.parent}: {exc.strerror}"
        ) from None


@contextmanager
def announce_new_journal(path: Path, *, quiet: bool = False) -> Iterator[None]:
    """Say on stderr that the journal at ``path`` was created, if the block created it."""
    prepare_default_folder(path)
    existed = path.exists()
    yield
    if not existed and path.exists() and not quiet:
        print(f"Created a new journal at {path}", file=sys.stderr, flush=True)


async def _run_on(path: Path, action: Callable[[Journal], Awaitable[T]]) -> T:
    async with open_journal(path) as journal:
        return await action(journal)


def eval_targets(
    sub: argparse._SubParsersAction[argparse.ArgumentParser],
) -> argparse._SubParsersAction[argparse.ArgumentParser]:
    """The targets of ``sandman eval`` (router, replies, …): the ``eval`` command is made by the
    first module that asks, and each module adds its own target to it."""
    parser = sub.choices.get("eval")
    if parser is None:
        parser = sub.add_parser(
            "eval", help="measure a component on labeled data (router accuracy, grounded replies)"
        )
        parser.add_subparsers(dest="target", required=True, metavar="TARGET")
    return next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
