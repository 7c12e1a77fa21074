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
