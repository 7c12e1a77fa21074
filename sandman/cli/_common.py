"""Arguments shared by several subcommands."""

from __future__ import annotations

import argparse
import os


def add_db_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db",
        default=os.environ.get("SANDMAN_DB"),
        metavar="PATH",
        help="journal database (default: $SANDMAN_DB, else sandman.db in your data directory)",
    )


def add_model_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--model",
        default=os.environ.get("SANDMAN_MODEL"),
        metavar="PRESET_OR_GGUF",
        help="a preset (see `sandman models`) or a path to a .gguf file "
        "(default: $SANDMAN_MODEL, else the embedded default)",
    )


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
