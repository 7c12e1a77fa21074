"""The ``sandman`` command. Each subcommand lives in its own module with a ``register(sub)``.

Commands parse arguments, call the library and print; no business logic lives here. ``main``
turns every failure a user can cause into one line on stderr and a non-zero status: a
``SandmanError``, invalid UTF-8 in the arguments or on stdin, an environment variable that does
not parse. A closed pipe (``sandman dreams | head -1``) ends the command quietly with status 0.
Logging is quiet unless ``--verbose`` or ``$SANDMAN_LOG`` asks for it (see ``sandman._log``).
"""

from __future__ import annotations

import argparse
import errno
import importlib
import logging
import os
import sys
from collections.abc import Sequence

from .._log import env_level, logging_to_stderr
from ..errors import SandmanError
from ._common import check_arguments, check_environment

_COMMAND_MODULES = (
    "_chat",
    "_journal",
    "_records",
    "_conversations",
    "_toolcalls",
    "_router",
    "_replies",
    "_bench",
    "_models",
    "_serve",
    "_doctor",
)

_EPILOG = """\
examples:
  sandman chat                               talk to Sandman (streams the reply)
  sandman chat --continue                    go on with the latest conversation
  sandman ask "what does water mean?" --json one turn, UI events as JSON lines
  sandman log "I was flying over a city" --mood calm
  sandman dreams --search flying
  sandman show 3
  echo '<remember fact="I have a cat" /> Noted!' | sandman toolcalls
"""


def build_parser() -> argparse.ArgumentParser:
    from .. import __version__

    parser = argparse.ArgumentParser(
        prog="sandman",
        description="An on-device dream-journal companion running a small language model.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"sandman {__version__}")
    parser.add_argument(
        "--verbose",
        dest="log_verbose",
        action="store_true",
        help="show Sandman's log on stderr (as SANDMAN_LOG=debug does); give it before the command",
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in _COMMAND_MODULES:
        importlib.import_module(f"{__name__}.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args_list = list(sys.argv[1:] if argv is None else argv)
    try:
        check_arguments(args_list)
        check_environment()
        level = env_level()
    except SandmanError as exc:
        print(f"sandman: {exc}", file=sys.stderr)
        return 2
    parser = build_parser()
    if not args_list:  # a bare `sandman`: what it can do, rather than a usage error
        parser.print_help()
        return 0
    args = parser.parse_args(args_list)
    if args.log_verbose:
        level = logging.DEBUG
    elif level is None:
        level = getattr(args, "log_level", None)  # `serve`: its stderr is the server's log
    try:
        with logging_to_stderr(level):
            result: int | None = args.func(args)
    except BaseException as exc:  # sorted below; anything else is re-raised
        return _failure(exc)
    return result or 0


def _leaves(exc: BaseException) -> list[BaseException]:
    if isinstance(exc, BaseExceptionGroup):
        return [leaf for inner in exc.exceptions for leaf in _leaves(inner)]
    return [exc]


def _failure(exc: BaseException) -> int:
    """The exit status for ``exc`` (which trio may have wrapped in exception groups), after
    printing its one line; re-raises what is not the user's to act on (a bug)."""
    leaves = _leaves(exc)
    if any(isinstance(leaf, BrokenPipeError) for leaf in leaves):
        _silence_stdout()
        return 0
    if any(isinstance(leaf, KeyboardInterrupt) for leaf in leaves):
        print("sandman: interrupted", file=sys.stderr)
        return 130
    user_errors = [leaf for leaf in leaves if isinstance(leaf, SandmanError)]
    if user_errors:
        _silence_stdout()  # what could not be written must not fail again at exit
        _say(f"sandman: {user_errors[0]}")
        return int(getattr(user_errors[0], "exit_status", 1))
    unwritable = [
        leaf for leaf in leaves if isinstance(leaf, OSError) and leaf.errno in _OUTPUT_ERRNOS
    ]
    if unwritable:
        # Printing failed (a full disk or device, an I/O error): one line, not a traceback.
        _silence_stdout()
        _say(f"sandman: cannot write the output: {unwritable[0].strerror or unwritable[0]}")
        return 1
    undecodable = [leaf for leaf in leaves if isinstance(leaf, UnicodeDecodeError)]
    if undecodable:
        bad = undecodable[0]
        byte = bad.object[bad.start : bad.start + 1].hex()
        print(f"sandman: text that is not valid UTF-8 (byte 0x{byte})", file=sys.stderr)
        return 1
    if isinstance(exc, SystemExit):
        raise exc
    raise exc


_OUTPUT_ERRNOS = {errno.ENOSPC, errno.EIO, errno.EDQUOT, errno.EFBIG}


def _say(line: str) -> None:
    """``line`` on stderr, if stderr can take it (it may be full too; the status still tells)."""
    try:
        print(line, file=sys.stderr, flush=True)
    except (OSError, ValueError):
        pass


def _silence_stdout() -> None:
    """After the reader of stdout went away: point stdout at /dev/null so that flushing it at
    exit does not raise again (Python's documented way to leave quietly on EPIPE)."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout is not a real file (tests)
        pass
