"""The labeled router messages shipped as package data, and reading any such ``.jsonl`` file."""

from __future__ import annotations

from datetime import date
from importlib import resources
from pathlib import Path
from typing import Any, Literal, TypeAlias

import msgspec

from ..errors import SandmanError
from ..messages import Route

# The day the labeled splits' relative periods ("this week", "last month") are dated from: the
# router eval and its tests route as of this day.
LABEL_TODAY = date(2026, 12, 2)

Split: TypeAlias = Literal["train", "dev", "test"]
SPLITS: tuple[Split, ...] = ("train", "dev", "test")


class Example(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One labeled message: the text, the route it should take and that route's arguments."""

    text: str
    route: Route
    args: dict[str, Any] = {}


_decoder = msgspec.json.Decoder(Example)


def _decode_lines(lines: list[str], origin: str) -> list[Example]:
    out: list[Example] = []
    for number, line in enumerate(lines, 1):
        if not line.strip():
            continue
        try:
            out.append(_decoder.decode(line))
        except msgspec.DecodeError as exc:
            raise SandmanError(f"{origin}:{number}: not a labeled message ({exc})") from None
    return out


def load_split(split: Split) -> list[Example]:
    """The shipped ``train``, ``dev`` or ``test`` split, in file order.

    The test split is for reporting only: nothing in the router is tuned on it (see RULES.md).
    """
    if split not in SPLITS:
        raise ValueError(f"unknown split {split!r} (known: {', '.join(SPLITS)})")
    text = (
        resources.files("sandman.routing")
        .joinpath("data")
        .joinpath(f"{split}.jsonl")
        .read_text("utf-8")
    )
    return _decode_lines(text.splitlines(), f"{split}.jsonl")


def load_examples(path: str | Path) -> list[Example]:
    """Labeled messages from a ``.jsonl`` file, one ``{"text", "route", "args"}`` object a line.

    A missing file or a malformed line raises ``SandmanError`` naming the file and line.
    """
    try:
        text = Path(path).read_text("utf-8")
    except OSError as exc:
        raise SandmanError(f"cannot read {path}: {exc.strerror}") from None
    return _decode_lines(text.splitlines(), str(path))
