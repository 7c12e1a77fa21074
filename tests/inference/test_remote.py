"""``RemoteModel`` against a real OpenAI-compatible server: llama-cpp-python's, serving the bundled
SmolLM2 file on 127.0.0.1 (one server for this module, see ``tests/conftest.py``)."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest

import sandman.inference
from sandman.inference import (
    ENGINES,
    Completion,
    LlamaModel,
    Model,
    ModelError,
    RemoteModel,
    load_model,
)
from sandman.inference._openai import parse_url, request_body, schema_for_grammar, split_prompt
from sandman.prompts import render_chat, stop_markers
from sandman.routing import RouterPolicy, Strategy
from sandman.routing._parse import read_tag
from sandman.routing._prompt import message_words, route_grammar

from ..conftest import LlamaServer

ROUTE_TAG = re.compile(
    r'<(respond|lookup_symbol|search_dreams|recall_memories|recent_dreams)( \w+="[^"]*")? />'
)


def prompt(text: str) -> str:
    return render_chat("chatml", [("system", "You are a helpful assistant."), ("user", text)])


def test_the_package_exports_the_remote_backend() -> None:
    assert {"RemoteModel", "RemoteError", "AsyncModel", "ENGINES", "is_remote"} <= set(
        sandman.inference.__all__
    )


# --- pure parts ----------------------------------------------------------------------------------


def test_urls_name_the_api_the_server_root_and_the_model() -> None:
    assert parse_url("http://127.0.0.1:8080/v1") == (
        "http://127.0.0.1:8080/v1",
        "http://127.0.0.1:8080",
        None,
    )
    assert parse_url("https://gpu.example:443/v1/#llama3.2:1b") == (
        "https://gpu.example:443/v1",
        "https://gpu.example:443",
        "llama3.2:1b",
    )
    for bad, said in [
        ("http://user:secret@host:1/v1", "SANDMAN_API_KEY"),
        ("ftp://host/v1", "not a model server URL"),
        ("http://host:99999/v1", "bad port"),
    ]:
        with pytest.raises(ModelError, match=said) as caught:
            parse_url(bad)
        assert "secret" not in str(caught.value)


def test_a_rendered_prompt_splits_back_into_messages_for_a_chat_endpoint() -> None:
    messages = [
        ("system", "Be kind."),
        ("user", "Hi"),
        ("assistant", "Hello!"),
        ("user", "What now?"),
    ]
    assert split_prompt("chatml", render_chat("chatml", messages)) == [
        {"role": role, "content": text} for role, text in messages
    ]
    continued = split_prompt("gemma", render_chat("gemma", messages, assistant_prefix="Well,"))
    assert continued[-1] == {"role": "assistant", "content": "Well,"}
    assert split_prompt("chatml", "plain text") == [{"role": "user", "content": "plain text"}]


def test_each_engine_gets_the_grammar_in_its_own_field() -> None:
    grammar = route_grammar(("lookup_symbol", "respond"), ["snake"])
    request = Completion(prompt=prompt("snake?"), grammar=grammar, repeat_penalty=1.15)
    fields = {
        name: request_body(engine, "m", "chatml", request, seed=1)[1]
        for name, engine in ENGINES.items()
    }
    assert (
        fields["llama.cpp"]["grammar"] == grammar and fields["llama.cpp"]["repeat_penalty"] == 1.15
    )
    assert fields["llama-cpp-python"]["grammar"] == grammar
    assert fields["vllm"]["structured_outputs"] == {"grammar": grammar}
    assert fields["vllm"]["repetition_penalty"] == 1.15
    assert fields["ollama"]["response_format"]["json_schema"]["schema"]["properties"]["route"] == {
        "enum": ["lookup_symbol", "respond"]
    }
    assert "messages" in fields["ollama"] and "prompt" not in fields["ollama"]
    assert not {"grammar", "structured_outputs", "response_format", "repeat_penalty"} & set(
        fields["openai"]
    )
    assert all(body["seed"] == 1 for body in fields.values())


def test_the_route_schema_admits_only_the_grammars_routes_and_words() -> None:
    schema = schema_for_grammar(
        route_grammar(("search_dreams", "recent_dreams"), ["flying", "city"])
    )
    assert schema is not None
    assert schema["properties"]["route"] == {"enum": ["search_dreams", "recent_dreams", "respond"]}
    pattern = re.compile(schema["properties"]["query"]["pattern"])
    assert pattern.match("flying city") and not pattern.match("flying dragons")
    assert schema["properties"]["limit"]["maximum"] == 50
    assert schema_for_grammar('root ::= "yes" | "no"') is None


# --- against the real server ---------------------------------------------------------------------


@pytest.fixture(scope="module")
def served(llama_server: LlamaServer) -> LlamaServer:
    return llama_server


@pytest.fixture
def remote(served: LlamaServer, api_key: str) -> Iterator[RemoteModel]:
    model = load_model(served.url, seed=11)
    assert isinstance(model, RemoteModel)
    try:
        yield model
    finally:
        model.close()


def test_opening_learns_the_engine_model_family_and_tokenizer(
    remote: RemoteModel, real_model: LlamaModel
) -> None:
    assert isinstance(remote, Model)
    assert (remote.engine.name, remote.name, remote.family) == (
        "llama-cpp-python",
        "smollm2-135m",
        "chatml",
    )
    assert remote.context_size == 4096  # not advertised by this server: the on-device default
    text = prompt("I dreamt of a lighthouse in the fog.")
    assert remote.tokenize(text) == real_model.tokenize(text)
    assert remote.count_tokens(text) == real_model.count_tokens(text)


def test_the_grammar_constrains_the_reply(remote: RemoteModel) -> None:
    policy = RouterPolicy.for_model("unknown-bigger-model", "chatml")
    request = policy.request("what does a snake mean in my dream")
    output = "".join(remote.stream(request))
    assert ROUTE_TAG.fullmatch(output), output
    found = read_tag(output)
    assert found is not None and found[0] in policy.candidates("what does a snake mean in my dream")


def test_stop_strings_end_the_reply_and_never_show(remote: RemoteModel) -> None:
    request = Completion(
        prompt=prompt("Tell me about the sea in three sentences."),
        max_tokens=60,
        temperature=0.2,
        stop=(".", *stop_markers("chatml")),
    )
    stream = remote.stream(request)
    pieces = []
    while True:
        try:
            pieces.append(next(stream))
        except StopIteration as done:
            stats = done.value
            break
    text = "".join(pieces)
    assert text.strip() and "." not in text and "<|im_end|>" not in text
    assert stats.stop_reason == "stop" and 0 < stats.completion_tokens < 60
    assert stats.prompt_tokens == remote.count_tokens(request.prompt)


async def test_a_prompt_longer_than_the_context_is_refused_before_sending(
    remote: RemoteModel,
) -> None:
    request = Completion(prompt=prompt("dream " * 4200), max_tokens=16)
    with pytest.raises(ModelError) as caught:
        async with remote.open_stream(request) as stream:
            [piece async for piece in stream]
    assert caught.value.kind == "too_long" and "4096-token context" in str(caught.value)


async def test_the_chat_endpoint_streams_a_reply_from_the_split_prompt(
    served: LlamaServer, api_key: str
) -> None:
    """Ollama's way (the rendered prompt split back into messages, the server's own template),
    tried on this server, which has a chat endpoint too."""
    model = RemoteModel.open(served.url, engine="ollama")
    try:
        assert model.engine.api == "chat" and model.engine.tokenize is None
        request = Completion(
            prompt=prompt("Say hello in five words."), max_tokens=16, temperature=0.2
        )
        async with model.open_stream(request) as stream:
            pieces = [piece async for piece in stream]
        assert len(pieces) > 1 and "".join(pieces).strip()
        assert stream.stats is not None and stream.stats.completion_tokens > 1
        # No tokenizer endpoint for this engine: prompt tokens are the documented estimate.
        assert stream.stats.prompt_tokens == RemoteModel.estimate_tokens(request.prompt)
    finally:
        model.close()


def test_without_a_grammar_free_text_is_parsed_forgivingly_and_arguments_stay_grounded(
    served: LlamaServer, api_key: str
) -> None:
    model = RemoteModel.open(served.url, engine="openai")  # an engine that takes no grammar
    policy = RouterPolicy(family="chatml", strategy=Strategy(mode="model"), model_name=model.name)
    try:
        for text in ("find my dreams about flying trains",):
            request = policy.request(text)
            assert request.grammar  # the router still asks for one; this engine is not sent it
            output = "".join(model.stream(request))
            decision = policy.parse(output, text)
            words = set(message_words(text))
            for value in decision.args.values():
                assert set(str(value).split()) <= words, (output, decision)
    finally:
        model.close()


def test_a_wrong_api_key_is_one_clear_line_that_never_shows_the_key(
    served: LlamaServer, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SANDMAN_API_KEY", "sk-wrong-secret-123")
    with pytest.raises(ModelError) as caught:
        load_model(served.url)
    message = str(caught.value)
    assert caught.value.kind == "http_error" and "401" in message and "SANDMAN_API_KEY" in message
    assert "sk-wrong-secret-123" not in message and "\n" not in message


def test_an_unknown_model_name_is_refused(served: LlamaServer, api_key: str) -> None:
    with pytest.raises(ModelError, match=r"does not serve 'gpt-9'.*smollm2-135m"):
        load_model(served.url + "#gpt-9")
    model = load_model(served.url + "#smollm2-135m")
    assert repr(model).startswith("RemoteModel(") and api_key not in repr(model)
    model.close()
