"""The capable preset (Qwen2.5 1.5B, assembled from its part packages) on the real file: it loads
offline from the cache, speaks ChatML, and routes by scoring. Few and short: SmolLM2 stays the
workhorse of the suite."""

from __future__ import annotations

import ctypes
from pathlib import Path

import pytest

from sandman.inference import PRESETS, Completion, LlamaModel, model_tier
from sandman.inference._native import native
from sandman.prompts import render_chat
from sandman.routing import RouterPolicy, Strategy, route_text

from ..conftest import CAPABLE_MODEL


def gguf_meta(path: Path, key: str) -> str:
    """A metadata value of a GGUF file, read here (the model itself runs in its own process)
    from a vocabulary-only load: no weights."""
    lib, _ = native()
    params = lib.llama_model_default_params()
    params.vocab_only = True
    model = lib.llama_model_load_from_file(str(path).encode(), params)
    assert model
    try:
        buf = ctypes.create_string_buffer(1 << 16)
        assert lib.llama_model_meta_val_str(model, key.encode(), buf, len(buf)) >= 0
        return buf.value.decode()
    finally:
        lib.llama_model_free(model)


def test_the_capable_preset_is_the_verified_file_in_the_cache(capable_model: LlamaModel) -> None:
    preset = PRESETS[CAPABLE_MODEL]
    assert preset.chunks is not None and preset.installed()
    assert capable_model.path == preset.chunks.target
    assert capable_model.path.stat().st_size == preset.size_bytes
    assert model_tier(capable_model.name) == "capable"
    # The preset says ChatML; so does the file's own chat template.
    assert capable_model.family == "chatml"
    assert "<|im_start|>" in gguf_meta(capable_model.path, "tokenizer.chat_template")


def test_the_capable_model_answers_in_chatml_and_stops_at_its_turn_end(
    capable_model: LlamaModel,
) -> None:
    prompt = render_chat(
        "chatml",
        [("system", "You are a helpful assistant."), ("user", "Reply with the single word: moon")],
    )
    stream = capable_model.stream(
        Completion(prompt=prompt, temperature=0, max_tokens=8, slot="t-capable")
    )
    pieces: list[str] = []
    while True:
        try:
            pieces.append(next(stream))
        except StopIteration as done:
            stats = done.value
            break
    reply = "".join(pieces)
    assert reply.strip().strip(".").lower() == "moon"
    assert stats.stop_reason == "stop" and stats.completion_tokens < 8
    assert "<|im_end|>" not in reply and "<|im_start|>" not in reply


@pytest.mark.parametrize(
    ("text", "route", "args"),
    [
        ("what does a snake mean in my dream?", "lookup_symbol", {"symbol": "snake"}),
        ("show me my last two dreams", "recent_dreams", {"limit": 2}),
        ("have I ever dreamed about my dad or the sea before?", "search_dreams", None),
    ],
)
def test_the_capable_model_routes_by_its_probabilities(
    capable_model: LlamaModel, text: str, route: str, args: dict[str, object] | None
) -> None:
    policy = RouterPolicy(family="chatml", strategy=Strategy(mode="logprob"))
    decision = route_text(policy, capable_model, text)
    assert (decision.route, decision.source) == (route, "model")
    if args is not None:
        assert decision.args == args
    else:
        assert decision.args["query"] in ("dad", "sea", "dad sea")
    assert decision.confidence > 0.5
