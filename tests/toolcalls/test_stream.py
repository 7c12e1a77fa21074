"""The public surface: exports, registries, the streaming contract, latency and whitespace."""

from __future__ import annotations

import logging
import re
from typing import Any

import msgspec
import pytest

import sandman.toolcalls as toolcalls
from sandman.toolcalls import ParsedCall, ParseResult, Rejection, StreamParser, parse
from sandman.toolcalls._scan import Scanner
from sandman.tools import TOOLS, ToolArgs, ToolSpec


class _NoArgs(ToolArgs, frozen=True, kw_only=True):
    pass


ROUTER_TOOLS = {
    **TOOLS,
    "respond": ToolSpec(name="respond", args_type=_NoArgs, read_only=True, description="talk"),
}


def test_package_exports_exactly_the_public_api() -> None:
    assert sorted(toolcalls.__all__) == [
        "ParseResult",
        "ParsedCall",
        "Rejection",
        "StreamParser",
        "parse",
    ]
    assert toolcalls.parse is parse and toolcalls.StreamParser is StreamParser


def test_results_are_frozen_structs_that_round_trip_through_json() -> None:
    result = parse('<remember fact="My sister is Anna" /> Got it. <remember/>')
    assert result.calls == (ParsedCall("remember", {"fact": "My sister is Anna"}),)
    assert result.text == "Got it."
    assert result.rejected == (
        Rejection("<remember/>", "remember", "remember: missing required argument 'fact'"),
    )
    assert msgspec.json.decode(msgspec.json.encode(result), type=ParseResult) == result
    with pytest.raises(AttributeError):
        result.text = "x"  # type: ignore[misc]


def test_a_registry_with_a_no_argument_tool_is_honoured() -> None:
    assert parse("<respond/>", ROUTER_TOOLS).calls == (ParsedCall("respond", {}),)
    assert parse('{"name": "respond", "arguments": {}}', ROUTER_TOOLS).calls == (
        ParsedCall("respond", {}),
    )
    default = parse("<respond/>")
    assert default.calls == () and default.text == ""
    assert [r.name for r in default.rejected] == ["respond"]


def test_arguments_that_do_not_parse_never_run_even_a_tool_without_arguments() -> None:
    for text in [
        '{"name": "respond", "parameters": {invalid json}}',
        '{"name": "respond", "parameters": {invalid json}',
        '<tool_call>{"name": "respond", "arguments": {not json at all}}</tool_call>',
    ]:
        result = parse(text, ROUTER_TOOLS)
        assert result.calls == () and result.text == ""
        assert [(r.name, r.reason) for r in result.rejected] == [
            ("respond", "respond: the arguments could not be read")
        ]


def test_validated_args_are_plain_builtins_without_unset_optionals() -> None:
    result = parse('<recent_dreams limit="4"/><recall_memories/>')
    assert result.calls == (
        ParsedCall("recent_dreams", {"limit": 4}),
        ParsedCall("recall_memories", {}),
    )
    assert type(result.calls[0].args["limit"]) is int


def test_custom_registry_rejects_a_call_missing_its_argument() -> None:
    result = parse("<respond/> <lookup_symbol/>", ROUTER_TOOLS)
    assert result.calls == (ParsedCall("respond", {}),)
    assert result.rejected[0].name == "lookup_symbol"


def test_calls_are_available_before_close() -> None:
    parser = StreamParser()
    parser.feed('Saving. <remember fact="I have a cat"/> And')
    assert parser.result.calls == (ParsedCall("remember", {"fact": "I have a cat"}),)


def test_feed_after_close_raises_and_close_is_idempotent() -> None:
    parser = StreamParser()
    assert parser.feed("Hello ") == "Hello"
    assert parser.close() == " "
    assert parser.close() == ""
    with pytest.raises(RuntimeError, match=r"feed\(\) after close\(\)"):
        parser.feed("more")
    assert parser.result.text == "Hello "


def test_a_tag_split_across_chunks_never_leaks() -> None:
    parser = StreamParser()
    shown = [
        parser.feed(c)
        for c in [
            "Sure! <tool",
            "_call>",
            '{"name": "remember", ',
            '"arguments": {"fact": "x"}}',
            "</tool_call> Done",
        ]
    ]
    shown.append(parser.close())
    assert shown == ["Sure!", "", "", "", " Done", ""]
    assert parser.result.calls == (ParsedCall("remember", {"fact": "x"}),)


def test_end_of_turn_token_ends_the_visible_reply() -> None:
    parser = StreamParser()
    assert parser.feed("Goodnight.<|im_end|>") == "Goodnight."
    assert parser.feed('<|im_start|>user\n<remember fact="x"/>') == ""
    parser.close()
    assert parser.result == ParseResult(calls=(), text="Goodnight.", rejected=())


PROSE_TOKENS = [
    " The",
    " night",
    " was",
    " so",
    " quiet",
    " and",
    " warm",
    ".",
    " She",
    " went",
    " to",
    " the",
    " shore",
    " and",
    " a",
    " bird",
    " kept",
    " humming",
    " in",
    " the",
    " dark",
    "!",
    "\n",
]


def test_plain_prose_comes_out_in_the_feed_that_received_it() -> None:
    # None of these words is the start of a tool name, so nothing but whitespace waits.
    parser = StreamParser()
    fed = ""
    shown = ""
    for token in PROSE_TOKENS:
        fed += token
        shown += parser.feed(token)
        assert shown == fed.rstrip()
    shown += parser.close()
    assert shown == fed


def test_only_a_word_that_may_become_a_tool_name_is_held_back() -> None:
    parser = StreamParser()
    fed = shown = ""
    for token in ["I", " will", " remember", " that", " lovely", " rem", "ark", " forever", "."]:
        fed += token
        shown += parser.feed(token)
        held = fed[len(shown) :]
        assert fed.startswith(shown)
        assert re.fullmatch(r"\s*\w*", held), held  # at most the last word (and its leading space)
    assert shown + parser.close() == fed


def test_prose_after_a_tool_name_is_held_back_at_most_a_word() -> None:
    # "remember" may still become 'remember fact="…"', so it waits for the word after it, no longer.
    parser = StreamParser()
    fed = shown = ""
    for token in [
        "I",
        " remember",
        " the",
        " sea",
        " and",
        " I",
        " remember",
        " that",
        " fact",
        " well",
        ".",
        " Remember",
        ",",
        " forget",
        " it",
        ".",
    ]:
        fed += token
        shown += parser.feed(token)
        held = fed[len(shown) :]
        assert fed.startswith(shown)
        assert re.fullmatch(r"\s*\w*", held), held
    assert shown + parser.close() == fed


@pytest.mark.parametrize(
    "steps",
    [
        # (chunk, what that feed shows): held while it may still become a call, released once it cannot
        [
            ("Noted. remember", "Noted."),
            (" ", ""),
            ("fa", ""),
            ("ct", ""),
            (":", " remember fact:"),
            (" tea.", " tea."),
        ],
        [
            ("Noted. remember ", "Noted."),
            ("that", " remember that"),
            (" fact", " fact"),
            ('="x"', '="x"'),
        ],
        [("Ok. remember fact", "Ok."), ("=", ""), ("tea", " remember fact=tea")],
        [("Ok. remember fact=", "Ok."), ('"I like', ""), (' tea"', ""), (" Done.", " Done.")],
        [
            ("Sure. save_symbol_meaning symbol", "Sure."),
            ('="snake"', ""),
            (" meaning", ""),
            ('="change"', ""),
            ("!", "!"),
        ],
    ],
    ids=["prose", "another-word", "unquoted", "call", "two-attributes"],
)
def test_a_tool_name_and_its_parameter_are_held_only_until_they_cannot_become_a_call(
    steps: list[tuple[str, str]],
) -> None:
    parser = StreamParser()
    assert [parser.feed(chunk) for chunk, _ in steps] == [shown for _, shown in steps]
    parser.close()
    assert parser.result == parse("".join(chunk for chunk, _ in steps))


@pytest.mark.parametrize(
    ("bare", "tag"),
    [
        ('Noted. remember fact="I like tea"', 'Noted. <remember fact="I like tea" />'),
        (
            'Sure. save_symbol_meaning symbol="snake" meaning="change"',
            'Sure. <save_symbol_meaning symbol="snake" meaning="change" />',
        ),
        ('Ok. save_symbol_meaning symbol="snake"', 'Ok. <save_symbol_meaning symbol="snake" />'),
    ],
)
def test_a_bare_tool_name_with_attributes_reads_like_its_tag(bare: str, tag: str) -> None:
    whole, as_tag = parse(bare), parse(tag)
    assert (whole.calls, whole.text) == (as_tag.calls, as_tag.text)
    assert [(r.name, r.reason) for r in whole.rejected] == [
        (r.name, r.reason) for r in as_tag.rejected
    ]


@pytest.mark.parametrize(
    ("text", "visible"),
    [
        ('One. <remember fact="x"/> Two.', "One. Two."),
        ('One.<remember fact="x"/>\n\n\n\nTwo.', "One.\n\nTwo."),
        ('One.\n<remember fact="x"/>\n<remember fact="y"/>\nTwo.', "One.\nTwo."),
        ('  <remember fact="x"/>  Two.', "Two."),
        ('One.  <remember fact="x"/>  ', "One."),
        ('I noted it <remember fact="x"/>!', "I noted it!"),
        ("Keep  two  spaces.\n\n\n", "Keep  two  spaces.\n\n\n"),
    ],
)
def test_whitespace_around_removed_markup_collapses_the_same_way_streamed(
    text: str, visible: str
) -> None:
    assert parse(text).text == visible
    parser = StreamParser()
    assert "".join(parser.feed(c) for c in text) + parser.close() == visible


@pytest.mark.parametrize(
    ("opening", "shown_first"),
    [('Here is a brace {"key": "v', "Here is a brace"), ('Ok. remember fact="', "Ok.")],
    ids=["stray-brace", "unclosed-bare-attribute"],
)
def test_an_open_string_is_released_after_a_bounded_wait(opening: str, shown_first: str) -> None:
    # An open string keeps '{"key": "v…' (or 'remember fact="…') undecided; only the look-ahead
    # bound can release it, and no chunk holds a character ("}", "]", '"') that could decide it, so
    # the stream must rescan on its own once the bound is passed.
    parser = StreamParser()
    fed = opening
    shown = parser.feed(fed)
    assert shown == shown_first
    for _ in range(120):
        chunk = " lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod"[:50]
        fed += chunk
        shown += parser.feed(chunk)
    assert len(fed) > 6000
    assert fed.startswith(shown) and len(shown) >= len(fed) - 60  # all but the last word or two
    assert shown + parser.close() == fed


def test_reasoning_is_never_shown() -> None:
    text = "<think>The user likes cats.\nI will note it.</think>\n\nNoted!"
    parser = StreamParser()
    shown = [parser.feed(c) for c in text]
    shown.append(parser.close())
    assert "".join(shown) == "Noted!"
    assert all(s == "" for s in shown[: text.index("</think>") + len("</think>")])


def test_reasoning_opened_by_the_prompt_is_hidden_up_to_its_close() -> None:
    text = "I'm\nthinking about it</think>\nHello there."
    assert (
        parse(text).text == "I'm\nthinking about it\nHello there."
    )  # without the flag: only the tag goes
    assert parse(text, reasoning_open=True).text == "Hello there."
    parser = StreamParser(reasoning_open=True)
    shown = "".join(parser.feed(c) for c in text) + parser.close()
    assert shown == "Hello there."
    assert parse("Still thinking, never closed", reasoning_open=True).text == ""


def test_a_scanner_failure_is_logged_counted_and_hides_the_rest(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    def broken(*args: object) -> None:
        raise ValueError("bug")

    monkeypatch.setattr(Scanner, "_brace", broken)
    parser = StreamParser()
    shown = parser.feed('Hello {"a": 1} and <remember fact="x"/> more') + parser.close()
    assert shown == "Hello"
    assert parser.failures == 1
    assert parser.result.calls == ()
    records = [r for r in caplog.records if r.name == "sandman.toolcalls"]
    assert len(records) == 1 and records[0].levelno == logging.ERROR and records[0].exc_info
    caplog.clear()  # expected here; the package's autouse check fails any other test that logs one


def test_a_parser_failure_outside_the_scanner_hides_the_undecided_rest(
    monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    # "remem" may still become "remember(": it is undecided when the bug strikes, never shown.
    def broken(*args: object) -> int:
        raise ValueError("bug")

    parser = StreamParser()
    assert parser.feed("Good night, ") == "Good night,"
    monkeypatch.setattr(Scanner, "_tail_hold", broken)
    shown = parser.feed("sleep well remem") + parser.feed('ber(fact="x") and more') + parser.close()
    assert shown == "" and parser.result.text == "Good night,"
    assert parser.failures == 1 and parser.result.calls == ()
    records = [r for r in caplog.records if r.name == "sandman.toolcalls"]
    assert len(records) == 1 and records[0].levelno == logging.ERROR and records[0].exc_info
    caplog.clear()  # expected here; the package's autouse check fails any other test that logs one


def test_gt_instead_of_self_closing_does_not_hold_back_what_follows() -> None:
    parser = StreamParser()
    assert parser.feed('<remember fact="I have a cat">') == ""
    assert parser.feed(" Noted, I will keep it in mind") == "Noted, I will keep it in mind"
    assert parser.result.calls == (ParsedCall("remember", {"fact": "I have a cat"}),)


def test_open_tag_with_an_optional_argument_waits_only_for_the_end_of_its_line() -> None:
    parser = StreamParser()
    assert parser.feed("<recall_memories> Let me look") == ""
    assert parser.feed(".\nOne moment") == "Let me look.\nOne moment"
    assert parser.result.calls == (ParsedCall("recall_memories", {}),)


@pytest.mark.parametrize(
    "text",
    [
        'Here is a brace {"key": "v' + "lorem ipsum dolor sit amet " * 100,
        'Look <remember fact="a very long fact ' + "that goes on and on " * 100,
    ],
    ids=["open-json-string", "open-tag"],
)
def test_an_undecided_candidate_is_not_rescanned_for_every_chunk(
    text: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # Each scan reads the whole undecided buffer: rescanning it on every token would make a long
    # unfinished tag cost quadratic time. Only a chunk holding an awaited character, or passing
    # the look-ahead bound, may trigger a scan.
    scans = 0
    scan = Scanner.scan

    def counting(self: Scanner, *args: Any, **kwargs: Any) -> Any:
        nonlocal scans
        scans += 1
        return scan(self, *args, **kwargs)

    monkeypatch.setattr(Scanner, "scan", counting)
    parser = StreamParser()
    shown = "".join(parser.feed(c) for c in text) + parser.close()
    assert shown == parse(text).text
    assert scans < len(text) // 20, scans
