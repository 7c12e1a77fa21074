"""The ``sandman`` command. Each subcommand lives in its own module with a ``register(sub)``.

Commands parse arguments, call the library and print; no business logic lives here.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from ..errors import SandmanError

_COMMAND_MODULES = ("_chat", "_journal", "_toolcalls", "_router", "_bench", "_serve")

_EPILOG = """\
examples:
  sandman chat                               talk to Sandman (streams the reply)
  sandman ask "what does water mean?" --json one turn, UI events as JSON lines
  sandman log "I was flying over a city" --mood calm
  sandman dreams --search flying
  echo '<remember fact="I have a cat" /> Noted!' | sandman toolcalls
"""


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="sandman",
        description="An on-device dream-journal companion running a small language model.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    sub = parser.add_subparsers(dest="command", required=True, metavar="COMMAND")
    for name in _COMMAND_MODULES:
        importlib.import_module(f"{__name__}.{name}").register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        result: int | None = args.func(args)
    except SandmanError as exc:
        print(f"sandman: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print("sandman: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0
    return result or 0
