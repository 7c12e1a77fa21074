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
        help="a preset (smollm2-135m, gemma3-270m), a path to a .gguf file, or an "
        "OpenAI-compatible server, http://HOST:PORT/v1[#MODEL_NAME] (its API key, if any, from "
        "$SANDMAN_API_KEY) (default: $SANDMAN_MODEL, else the embedded default)",
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
