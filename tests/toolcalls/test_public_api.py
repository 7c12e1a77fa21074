from __future__ import annotations

import msgspec
import pytest

import sandman.toolcalls as toolcalls
from sandman.tools import ToolArgs, ToolSpec, TOOLS
from sandman.toolcalls import ParsedCall, ParseResult, Rejection, StreamParser, parse


def test_package_exports_exactly_the_public_api() -> None:
    assert sorted(toolcalls.__all__) == ["ParseResult", "ParsedCall", "Rejection", "StreamParser", "parse"]
    for name in toolcalls.__all__:
        assert getattr(toolcalls, name).__module__.startswith("sandman.toolcalls")


def test_canonical_call_is_parsed_and_hidden() -> None:
    result = parse('Got it. <remember fact="My sister is Anna" /> Anything else?')
    assert result == ParseResult(
        calls=(ParsedCall(name="remember", args={"fact": "My sister is Anna"}),),
        text="Got it. Anything else?",
        rejected=(),
    )


def test_stream_parser_text_equals_concatenated_outputs() -> None:
    sp = StreamParser(TOOLS)
    pieces = [sp.feed(c) for c in ["Sure. <save_symbol", '_meaning symbol="snake" meaning="chan', 'ge" /> Done']]
    pieces.append(sp.close())
    assert "".join(pieces) == sp.result.text == "Sure. Done"
    assert sp.result.calls == (ParsedCall("save_symbol_meaning", {"symbol": "snake", "meaning": "change"}),)


def test_result_before_close_is_an_error() -> None:
    sp = StreamParser()
    sp.feed("hi")
    with pytest.raises(RuntimeError):
        _ = sp.result


def test_feed_after_close_is_an_error_and_close_is_idempotent() -> None:
    sp = StreamParser()
    assert sp.feed("Hello ") == "Hello"  # trailing whitespace waits for what follows
    assert sp.close() == " "
    assert sp.close() == ""
    with pytest.raises(RuntimeError):
        sp.feed("more")


class _NoArgs(ToolArgs, frozen=True, kw_only=True):
    pass


def test_any_registry_works_including_a_no_argument_tool() -> None:
    registry = {**TOOLS, "respond": ToolSpec(name="respond", args_type=_NoArgs, read_only=True, description="talk")}
    assert parse("<respond />", registry).calls == (ParsedCall("respond", {}),)
    assert parse("<respond/>", TOOLS).calls == ()  # not in the default registry
    assert parse("<respond/>", TOOLS).rejected[0].name == "respond"  # as written: unknown here


def test_none_valued_optional_arguments_are_omitted() -> None:
    assert parse("<recall_memories />").calls == (ParsedCall("recall_memories", {}),)


def test_rejection_is_a_frozen_struct_with_one_line_reason() -> None:
    result = parse("<remember />")
    assert result.calls == ()
    (rejection,) = result.rejected
    assert isinstance(rejection, Rejection)
    assert rejection.name == "remember" and "fact" in rejection.reason and "\n" not in rejection.reason
    with pytest.raises(AttributeError):
        rejection.reason = "x"  # type: ignore[misc]
    assert msgspec.json.decode(msgspec.json.encode(result), type=ParseResult) == result
