"""How early the stripper lets text out, and the whitespace rule on both paths."""

from __future__ import annotations

import re

import pytest

from sandman.toolcalls import StreamParser, parse

_PROSE = (
    "Your dream about the quiet house by the water feels calm to me. You wrote about the same "
    "bridge last week, and both times the river was still. What did the house look like inside?"
)


def _tokens(text: str) -> list[str]:
    return re.findall(r"\s*\S{1,4}|\s+", text)


def test_prose_chunk_without_markup_characters_comes_out_in_the_same_feed() -> None:
    parser = StreamParser()
    for chunk in ["Your dream", " about water", " feels calm", " to me."]:
        assert parser.feed(chunk) == chunk
    assert parser.close() == ""


def test_streamed_prose_is_held_back_by_at_most_one_short_word() -> None:
    parser = StreamParser()
    fed = shown = 0
    worst = 0
    for token in _tokens(_PROSE):
        fed += len(token)
        shown += len(parser.feed(token))
        worst = max(worst, fed - shown)
    shown += len(parser.close())
    assert shown == fed
    # Only a trailing word that could still grow into a tool name (``re…``, ``s…``) waits.
    assert worst <= 8


def test_text_before_a_tag_is_released_before_the_tag_completes() -> None:
    parser = StreamParser()
    assert parser.feed("Noted, thanks. <reme") == "Noted, thanks."
    assert parser.feed('mber fact="I have a cat"') == ""
    assert parser.feed(" /> Sleep well.") == " Sleep well."
    assert parser.close() == ""
    assert [c.name for c in parser.result.calls] == ["remember"]


def test_tag_split_across_chunks_never_leaks() -> None:
    parser = StreamParser()
    out = parser.feed("Sure <tool") + parser.feed("_call>") + parser.feed('{"name": "recent_dreams", "arguments": {}}')
    out += parser.feed("</tool_call> Here.") + parser.close()
    assert out == "Sure Here."


def test_plain_text_word_that_could_become_a_call_waits_for_the_next_chunk() -> None:
    parser = StreamParser()
    assert parser.feed("I will rem") == "I will"
    assert parser.feed("ember that.") == " remember that."


@pytest.mark.parametrize(
    ("text", "visible"),
    [
        ('A. <remember fact="x"/> B.', "A. B."),
        ('A.\n<remember fact="x"/>\nB.', "A.\nB."),
        ('A.\n\n\n<remember fact="x"/>\n\n\nB.', "A.\n\nB."),
        ('A. <remember fact="x"/>\n\n<remember fact="y"/> B.', "A.\n\nB."),
        ('<remember fact="x"/>   \n A.', "A."),
        ('A.  <remember fact="x"/>  ', "A."),
        ('A <remember fact="x"/>!', "A!"),
        ("A.   B.\n\n\nC.", "A.   B.\n\n\nC."),  # untouched where nothing was removed
    ],
)
def test_whitespace_around_removed_markup_collapses_the_same_way_streamed(text: str, visible: str) -> None:
    assert parse(text).text == visible
    parser = StreamParser()
    assert "".join(parser.feed(c) for c in text) + parser.close() == visible
