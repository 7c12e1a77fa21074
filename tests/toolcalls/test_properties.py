"""Property tests: random text and tag soup never raise, never yield an unknown tool, and the
streamed output equals the whole-text output for any chunking."""

from __future__ import annotations

import itertools
import random
from collections.abc import Mapping

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sandman.toolcalls import ParseResult, StreamParser, parse
from sandman.tools import TOOLS, ToolArgs, ToolSpec


class _NoArgs(ToolArgs, frozen=True, kw_only=True):
    pass


ROUTER_TOOLS: Mapping[str, ToolSpec] = {
    **TOOLS,
    "respond": ToolSpec(name="respond", args_type=_NoArgs, read_only=True, description="just talk"),
}

# Fragments small models produce; concatenated at random they make plausible and implausible markup.
ATOMS = [
    "<",
    ">",
    "/>",
    "</",
    "<|",
    "|>",
    "{",
    "}",
    "[",
    "]",
    "(",
    ")",
    '"',
    "'",
    "`",
    "```",
    "\n",
    "\n\n",
    " ",
    "=",
    ":",
    ",",
    "&amp;",
    "&quot;",
    "remember",
    "Remembr",
    "fact",
    "search_dreams",
    "query",
    "recent_dreams",
    "limit",
    "3",
    "respond",
    "tool_call",
    "tool_result",
    "function",
    "function=",
    "parameter",
    "call:",
    "<escape>",
    "name",
    "arguments",
    "args",
    "im_end",
    "python_tag",
    "[TOOL_CALLS]",
    "functions.",
    "json",
    "b",
    "x",
    "hello",
    "I have a cat",
    '<remember fact="a b"/>',
    '{"name": "remember", "arguments": {"fact": "x"}}',
    "<tool_call>",
    "</tool_call>",
    "<|tool_call|>",
    "<start_function_call>",
    "<end_function_call>",
    "<3",
    "<|im_start|>",
    "<start_of_turn>",
    "assistant\n",
    "model",
    "user",
    "\u201c",
    "functions.",
    "default_api",
    "<think>",
    "</think>",
    "<|START_THINKING|>",
    "<|END_THINKING|>",
    "<\uff5c",
    "\uff5c>",
    "\u2581",
    "tool\u2581calls",
    "functools[",
    "functools",
    "<steptml:invoke name=",
    "<parameter=fact>",
    "</parameter>",
    "<arg_key>",
    "<arg_value>",
    ";",
    "; ",
    "</s>",
    "<response>",
    "<json>",
    "<remember_fact=",
    "<longcat_tool_call>",
    "<|message_sep|>",
    "function call<|role_sep|>",
    "<function = ",
    "null",
    "true",
    ".call(",
    ":0",
]
soup = st.lists(st.sampled_from(ATOMS) | st.text(max_size=3), max_size=30).map("".join)
any_text = st.text(max_size=200)
texts = soup | any_text


def _stream(text: str, cuts: list[int], tools: Mapping[str, ToolSpec]) -> tuple[str, ParseResult]:
    points = sorted({c % (len(text) + 1) for c in cuts})
    bounds = [0, *points, len(text)]
    parser = StreamParser(tools)
    out = "".join(parser.feed(text[a:b]) for a, b in itertools.pairwise(bounds))
    out += parser.close()
    return out, parser.result


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(texts, st.lists(st.integers(min_value=0, max_value=10_000), max_size=12))
def test_stream_equals_whole_text_for_any_chunking(text: str, cuts: list[int]) -> None:
    whole = parse(text)
    assert _stream(text, cuts, TOOLS) == (whole.text, whole)


@settings(max_examples=150, deadline=None)
@given(texts)
def test_one_character_at_a_time_equals_whole_text(text: str) -> None:
    whole = parse(text, ROUTER_TOOLS)
    assert _stream(text, list(range(len(text))), ROUTER_TOOLS) == (whole.text, whole)


@settings(max_examples=300, deadline=None)
@given(texts)
def test_only_registered_tools_come_back_as_calls(text: str) -> None:
    for tools in (TOOLS, ROUTER_TOOLS):
        result = parse(text, tools)
        assert all(call.name in tools for call in result.calls)
        assert all(
            isinstance(r.reason, str) and r.reason and "\n" not in r.reason for r in result.rejected
        )


@settings(max_examples=200, deadline=None)
@given(st.text(alphabet=st.characters(blacklist_characters="<{[`(|&"), max_size=200))
def test_text_without_markup_characters_is_returned_unchanged(text: str) -> None:
    result = parse(text)
    assert result == ParseResult(calls=(), text=text, rejected=())


def test_seeded_tag_soup_streams_like_whole_text() -> None:
    # A fixed, broad sample on top of hypothesis's: long soups, every chunking style.
    rng = random.Random(20261129)
    for _ in range(300):
        text = "".join(rng.choice(ATOMS) for _ in range(rng.randint(1, 30)))
        whole = parse(text, ROUTER_TOOLS)
        assert all(call.name in ROUTER_TOOLS for call in whole.calls)
        assert _stream(text, list(range(len(text))), ROUTER_TOOLS) == (whole.text, whole)
        cuts = [rng.randrange(len(text) + 1) for _ in range(rng.randint(1, 6))]
        assert _stream(text, cuts, ROUTER_TOOLS) == (whole.text, whole)
