"""Properties over arbitrary input: never raises, never returns an unknown tool, and the streamed
output equals the whole-text output for every chunking."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandman.tools import TOOLS, validate
from sandman.toolcalls import ParseResult, StreamParser, parse

_SOUP = [
    "<", ">", "/>", "</", "/", "=", '"', "'", " ", "\n", "\n\n", "x", "Anna", ".", ",", ":", "(", ")",
    "{", "}", "[", "]", "`", "```", "```json\n", "|", "<|", "|>", "<3", "a < b",
    "remember", "Remember", "remembr", "save_symbol_meaning", "search_dreams", "recent_dreams", "fly_away",
    "fact", "fact=", 'fact="', "symbol", "meaning", "query", "limit", "3", "topic", "name", "arguments",
    '"name"', '"arguments"', '"remember"', '"fact"', "tool_call", "<tool_call>", "</tool_call>",
    "<|tool_call|>", "<|/tool_call|>", "<|im_end|>", "<|im_start|>", "assistant", "<|python_tag|>",
    "<tool_result>", "</tool_result>", "<function=", "</function>", "<parameter=", "</parameter>",
    "call:", "<escape>", "<start_function_call>", "<end_of_turn>", "[TOOL_CALLS]", "<b>", "</b>",
    "functions.", "&quot;", "&amp;", "\\", "I'm", " ok", "Noted!",
]
_soup = st.lists(st.sampled_from(_SOUP), max_size=40).map("".join)
_text = st.one_of(st.text(max_size=200), _soup)
_cuts = st.lists(st.integers(min_value=0, max_value=400), max_size=12)


def _chunked(text: str, cuts: list[int]) -> list[str]:
    points = sorted({c % (len(text) + 1) for c in cuts} | {0, len(text)})
    return [text[a:b] for a, b in zip(points, points[1:])]


def _stream(chunks: list[str]) -> tuple[str, ParseResult]:
    parser = StreamParser()
    out = "".join(parser.feed(c) for c in chunks)
    out += parser.close()
    return out, parser.result


_settings = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow])


@_settings
@given(_text, _cuts)
def test_streaming_equals_whole_text_for_any_chunking(text: str, cuts: list[int]) -> None:
    whole = parse(text)
    out, result = _stream(_chunked(text, cuts))
    assert out == whole.text == result.text
    assert result == whole


@_settings
@given(_text)
def test_one_character_at_a_time_equals_whole_text(text: str) -> None:
    whole = parse(text)
    assert _stream(list(text)) == (whole.text, whole)


@_settings
@given(_text)
def test_only_registry_tools_with_valid_arguments_come_out(text: str) -> None:
    result = parse(text)
    for call in result.calls:
        assert call.name in TOOLS
        validate(call.name, call.args)  # raises if the arguments do not fit
    for rejection in result.rejected:
        assert rejection.reason and "\n" not in rejection.reason


@_settings
@given(st.text(alphabet=st.characters(blacklist_characters="<{[`("), max_size=200))
def test_text_without_trigger_characters_passes_through_unchanged(text: str) -> None:
    assert parse(text).text == text


_prose = st.text(alphabet=st.characters(blacklist_characters="<{[`(", blacklist_categories=["Cs"]), max_size=80)
_facts = st.text(alphabet=st.characters(whitelist_categories=["L", "N", "Zs"]), min_size=1, max_size=40).filter(str.strip)


@_settings
@given(_prose, _facts, _prose, _cuts)
def test_a_canonical_call_in_any_prose_is_found_and_never_shown(before: str, fact: str, after: str, cuts: list[int]) -> None:
    text = f'{before} <remember fact="{fact}" /> {after}'
    out, result = _stream(_chunked(text, cuts))
    assert [(c.name, c.args) for c in result.calls] == [("remember", {"fact": fact.strip()})]
    assert "<" not in out  # the prose has none, so any "<" would be leaked markup
    assert out == parse(text).text
