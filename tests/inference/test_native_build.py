"""llama.cpp is built and loaded so that no CPU crashes: the Makefile leaves out the AMX path
(which segfaults at the first matrix multiply on some AMX CPUs), and a build that has it anyway
is loaded without the extra buffer types that path needs."""

from __future__ import annotations

import dataclasses
import json
import shlex
import shutil
import subprocess
import sys
from pathlib import Path

import llama_cpp
import pytest

from sandman.inference import PRESETS, LlamaModel, _llama_load, _open, load_model
from sandman.inference._native import amx_built, built_features, native, parse_system_info

ROOT = Path(__file__).resolve().parents[2]


def _make_flags() -> dict[str, str]:
    out = subprocess.run(
        ["make", "-s", "--no-print-directory", "llama-flags"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    return dict(line.split("=", 1) for line in out.splitlines() if "=" in line)


def _c_flags(cmake_args: str) -> list[str]:
    for arg in shlex.split(cmake_args):
        if arg.startswith("-DCMAKE_CXX_FLAGS="):
            return arg.split("=", 1)[1].split()
    return []


@pytest.mark.skipif(shutil.which("make") is None, reason="needs make")
@pytest.mark.skipif(
    subprocess.run(["uname", "-m"], capture_output=True, text=True).stdout.strip()
    not in ("x86_64", "amd64"),
    reason="AMX is an x86 instruction set",
)
def test_the_build_flags_keep_the_native_instruction_set_but_never_amx() -> None:
    """Compiled for an AMX CPU (Sapphire Rapids) with the Makefile's flags, the preprocessor
    defines AVX-512 but none of the AMX macros that switch llama.cpp's AMX path on."""
    flags = _c_flags(_make_flags()["CMAKE_ARGS"])
    assert flags, "the Makefile passes no compiler flags for llama-cpp-python"
    cc = shutil.which("c++") or shutil.which("g++") or shutil.which("clang++")
    assert cc, "a C++ compiler is required to build llama-cpp-python"

    def macros(*extra: str) -> str:
        return subprocess.run(
            [cc, "-march=sapphirerapids", *extra, "-dM", "-E", "-x", "c++", "-"],
            input="",
            capture_output=True,
            text=True,
            timeout=60,
            check=True,
        ).stdout

    assert "__AMX_INT8__" in macros()  # the target does have AMX ...
    built = macros(*flags)
    assert "__AMX_INT8__" not in built and "__AMX_TILE__" not in built  # ... the build does not
    assert "__AVX512F__" in built and "__AVX512VNNI__" in built


def test_the_wheel_key_changes_with_the_build_flags() -> None:
    """pip's wheel cache keys a source build on the package only; Sandman's key includes the
    flags, so a wheel built with other flags is never reused."""
    ours = _make_flags()
    other = subprocess.run(
        ["make", "-s", "--no-print-directory", "llama-flags", "LLAMA_CMAKE_ARGS=-DGGML_NATIVE=OFF"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    assert f"KEY={ours['KEY']}" not in other
    assert ours["KEY"] in ours["WHEELS"]


def test_the_installed_llama_cpp_has_no_amx_path() -> None:
    assert not amx_built(built_features()), built_features()
    assert built_features().get("REPACK") == "1"  # the fast CPU repack stays


@pytest.mark.parametrize(
    "info, amx",
    [
        ("CPU : SSE3 = 1 | AVX2 = 1 | AVX512 = 1 | REPACK = 1 | ", False),
        ("CPU : SSE3 = 1 | AVX512 = 1 | AMX_INT8 = 1 | REPACK = 1 | ", True),
        ("AMX_INT8 = 0 | AVX2 = 1", False),
        ("", False),
    ],
)
def test_amx_is_read_from_llama_cpps_system_info(info: str, amx: bool) -> None:
    assert amx_built(parse_system_info(info)) is amx


@pytest.mark.model
@pytest.mark.parametrize("amx", [True, False])
def test_a_build_with_amx_loads_without_extra_buffer_types(
    monkeypatch: pytest.MonkeyPatch, amx: bool
) -> None:
    """The load parameters follow the build: extra buffer types off only where AMX is built
    (elsewhere they stay on, and with them the CPU repack's speed)."""
    seen: list[bool] = []
    bindings, _ = native()  # the module Sandman calls (llama_cpp.llama_cpp)
    real_load = bindings.llama_model_load_from_file

    def load(path: bytes, params: llama_cpp.llama_model_params) -> object:
        seen.append(bool(params.use_extra_bufts))
        return real_load(path, params)

    monkeypatch.setattr(bindings, "llama_model_load_from_file", load)
    features = {"AVX2": "1", "REPACK": "1", **({"AMX_INT8": "1"} if amx else {})}
    monkeypatch.setattr(_llama_load, "built_features", lambda: features)
    # In this process, where the patches are (load_model's worker process takes the same path).
    model = LlamaModel(PRESETS["smollm2-135m"].locate(None))
    try:
        assert seen == [not amx]
    finally:
        model.close()


@pytest.mark.parametrize(
    ("amx", "env", "preferred", "expected"),
    [
        (False, "", True, True),
        (False, "", False, False),  # a preset that measured the repack a loss
        (False, "0", True, False),
        (False, "off", True, False),
        (False, "1", False, True),  # measuring a preset with it on
        (False, "on", False, True),
        (True, "1", True, False),  # never on a build with the AMX path
        (True, "", True, False),
    ],
)
def test_the_repack_follows_the_build_then_the_environment_then_the_preset(
    monkeypatch: pytest.MonkeyPatch, amx: bool, env: str, preferred: bool, expected: bool
) -> None:
    features = {"AVX2": "1", "REPACK": "1", **({"AMX_INT8": "1"} if amx else {})}
    monkeypatch.setattr(_llama_load, "built_features", lambda: features)
    monkeypatch.setenv("SANDMAN_REPACK", env)
    assert _llama_load.repack_enabled(preferred) is expected


@pytest.mark.model
def test_a_preset_without_repack_loads_its_worker_without_extra_buffer_types(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``Preset.repack`` reaches the load, in the worker process as in this one."""
    monkeypatch.delenv("SANDMAN_REPACK", raising=False)
    preset = dataclasses.replace(PRESETS["smollm2-135m"], repack=False)
    monkeypatch.setattr(_open, "PRESETS", {preset.name: preset})
    model = load_model(preset.name)
    try:
        assert model._load.repack is False  # what the worker is told
    finally:
        model.close()
    seen: list[bool] = []
    bindings, _ = native()
    real_load = bindings.llama_model_load_from_file

    def load(path: bytes, params: llama_cpp.llama_model_params) -> object:
        seen.append(bool(params.use_extra_bufts))
        return real_load(path, params)

    monkeypatch.setattr(bindings, "llama_model_load_from_file", load)
    for repack in (False, True):
        LlamaModel(preset.locate(None), repack=repack).close()  # what the worker does with it
    assert seen == [False, not amx_built(built_features())]


def test_doctor_prints_what_a_bug_report_needs() -> None:
    out = subprocess.run(
        [sys.executable, "-m", "sandman.cli", "doctor", "--json"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    ).stdout
    facts = json.loads(out)
    assert facts["llama_cpp_python"] == llama_cpp.__version__
    assert "REPACK" in facts["llama_cpp_built_with"]
    assert facts["amx"].startswith("not built")
    assert facts["threads"] >= 1 and facts["cpu"]["cores"] >= 1
    model = facts["model"]
    assert model["repack"] is PRESETS[model["name"]].repack  # the build has no AMX (above)
    assert len(model["sha256"]) == 64 and Path(model["path"]).stat().st_size == model["bytes"]


_WORKER_IMPORTS = """
import json, sys
from sandman.inference._llama import LlamaModel
from sandman.inference._model import Completion
import sandman.inference._process_worker
model = LlamaModel(sys.argv[1])
assert "".join(model.stream(Completion(prompt="Hello", max_tokens=4, temperature=0.0)))
print(json.dumps(sorted(sys.modules)))
"""


@pytest.mark.model
def test_the_model_worker_loads_llama_cpps_bindings_and_nothing_of_the_client_side() -> None:
    """The worker process is a second interpreter: what it imports is memory Sandman pays twice.
    Loading and running a model needs llama.cpp's ctypes bindings, not llama-cpp-python's
    high-level API (numpy, jinja2), trio or httpx."""
    path = str(PRESETS["smollm2-135m"].locate(None))
    done = subprocess.run(
        [sys.executable, "-c", _WORKER_IMPORTS, path],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    modules = set(json.loads(done.stdout.splitlines()[-1]))
    assert "llama_cpp.llama_cpp" in modules
    assert not modules & {"numpy", "jinja2", "llama_cpp.llama", "trio", "httpx"}


def test_after_the_bindings_the_whole_package_still_imports() -> None:
    """The package's stand-in is gone once the bindings are loaded: ``import llama_cpp``
    afterwards is llama-cpp-python itself, over the same bindings."""
    done = subprocess.run(
        [
            sys.executable,
            "-c",
            "from sandman.inference._native import native; lib, _ = native()\n"
            "import llama_cpp; print(llama_cpp.Llama.__name__, llama_cpp.llama_cpp is lib)",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.stdout.split() == ["Llama", "True"], done.stderr
