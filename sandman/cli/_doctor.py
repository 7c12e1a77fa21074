"""``sandman doctor``: what a bug report needs to know about this machine and this build."""

from __future__ import annotations

import argparse
import hashlib
import os
import platform
import sys
from importlib import metadata
from pathlib import Path
from typing import Any

from ._common import add_command, print_json

# The CPU features that decide which llama.cpp kernels run (and which can crash or be missing).
_CPU_FEATURES = (
    "sse4_2",
    "avx",
    "avx2",
    "fma",
    "f16c",
    "avx_vnni",
    "avx512f",
    "avx512bw",
    "avx512vl",
    "avx512_vnni",
    "avx512_bf16",
    "avx512vbmi",
    "amx_tile",
    "amx_int8",
    "amx_bf16",
    "asimd",
    "sve",
    "i8mm",
    "dotprod",
)


def _version(package: str) -> str:
    try:
        return metadata.version(package)
    except metadata.PackageNotFoundError:
        return "not installed"


def _sha256(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def report(model: str | None, *, checksum: bool = True) -> dict[str, Any]:
    """The facts, as plain data (``--json`` prints them as they are)."""
    from .. import __version__
    from ..inference import (
        DEFAULT_PRESET,
        ModelError,
        amx_built,
        built_features,
        cpu_flags,
        cpu_name,
        default_threads,
        get_preset,
        repack_enabled,
    )

    facts: dict[str, Any] = {
        "sandman": __version__,
        "python": platform.python_version(),
        "platform": platform.platform(),
        "llama_cpp_python": _version("llama-cpp-python"),
    }
    try:
        built = built_features()
    except ModelError as exc:
        built = {}
        facts["llama_cpp_error"] = str(exc)
    have = set(cpu_flags())
    facts["cpu"] = {
        "name": cpu_name(),
        "cores": len(os.sched_getaffinity(0))
        if hasattr(os, "sched_getaffinity")
        else os.cpu_count(),
        "features": [f for f in _CPU_FEATURES if f in have],
    }
    facts["llama_cpp_built_with"] = sorted(k for k, v in built.items() if v not in ("", "0"))
    facts["amx"] = (
        "built: loaded without extra buffer types (no AMX, no CPU repack)"
        if amx_built(built)
        else "not built (the AMX path that crashes on some CPUs is left out)"
    )
    facts["threads"] = default_threads()
    name = model or DEFAULT_PRESET
    entry: dict[str, Any] = {"name": name}
    path: Path | None = Path(name).expanduser() if name.endswith(".gguf") else None
    preferred = True  # a file's: llama.cpp's own default
    if path is None:
        try:
            preset = get_preset(name)
            preferred = preset.repack
            if preset.installed():
                path = preset.locate(None)
            else:
                entry["status"] = f"not installed (sandman models pull {name})"
        except ModelError as exc:
            entry["status"] = str(exc)
    if path is not None:
        entry["path"] = str(path)
        if path.is_file():
            entry["bytes"] = path.stat().st_size
            if checksum:
                entry["sha256"] = _sha256(path)
        else:
            entry["status"] = "file not found"
    if built:
        # What the load does with llama.cpp's CPU repack (the build, $SANDMAN_REPACK, the preset).
        entry["repack"] = repack_enabled(preferred)
    facts["model"] = entry
    return facts


def _doctor(args: argparse.Namespace) -> int:
    facts = report(args.model, checksum=not args.no_checksum)
    if args.json:
        print_json(facts)
        return 0
    cpu = facts["cpu"]
    model = facts["model"]
    lines = [
        f"Sandman           {facts['sandman']}",
        f"Python            {facts['python']} ({facts['platform']})",
        f"llama-cpp-python  {facts['llama_cpp_python']}",
        f"CPU               {cpu['name']}, {cpu['cores']} cores",
        f"CPU features      {' '.join(cpu['features']) or '-'}",
        f"llama.cpp built   {' '.join(facts['llama_cpp_built_with']) or '-'}",
        f"AMX               {facts['amx']}",
        f"threads           at most {facts['threads']}, as many as other processes leave free "
        "(SANDMAN_THREADS fixes it)",
        f"model             {model['name']}"
        + (f": {model['path']}" if "path" in model else "")
        + (f" ({model['status']})" if "status" in model else ""),
    ]
    if "repack" in model:
        lines.append(
            f"CPU repack        {'on' if model['repack'] else 'off'} for this model "
            "(SANDMAN_REPACK=1 or 0 sets it)"
        )
    if "sha256" in model:
        lines.append(f"model sha256      {model['sha256']} ({model['bytes']:,} bytes)")
    if "llama_cpp_error" in facts:
        lines.append(f"llama.cpp error   {facts['llama_cpp_error']}")
    sys.stdout.write("\n".join(lines) + "\n")
    sys.stdout.flush()
    return 0


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    doctor = add_command(
        sub,
        "doctor",
        "print what a bug report needs: versions, the CPU's features and llama.cpp's, the model file and its checksum",
        "  sandman doctor\n  sandman doctor --model qwen2.5-1.5b --json\n",
    )
    doctor.add_argument(
        "--model", metavar="NAME", help="a preset or a .gguf path (default: the default preset)"
    )
    doctor.add_argument("--json", action="store_true", help="print the facts as one JSON object")
    doctor.add_argument("--no-checksum", action="store_true", help="skip the model file's SHA-256")
    doctor.set_defaults(func=_doctor)
