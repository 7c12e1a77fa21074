"""Terminal text: control characters escaped, streamed text wrapped at word boundaries."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from sandman.cli._text import WordWrapper, display_width, escape_controls, one_line


@pytest.mark.parametrize(
    ("raw", "shown"),
    [
        ("\x1b]0;title\x07", "\\x1b]0;title\\x07"),
        ("\x1b[2J clear", "\\x1b[2J clear"),
        ("carriage\rreturn", "carriage\\x0dreturn"),
        ("c1 \x9b31m", "c1 \\x9b31m"),
        ("del\x7f", "del\\x7f"),
        ("lines\nand\ttabs stay", "lines\nand\ttabs stay"),
        ("ünïcode ✨ stays", "ünïcode ✨ stays"),
    ],
)
def test_control_characters_are_escaped_but_newlines_tabs_and_unicode_are_kept(
    raw: str, shown: str
) -> None:
    assert escape_controls(raw) == shown


def test_one_line_collapses_whitespace_escapes_and_cuts() -> None:
    assert one_line("a\n b\x1b[2J   c", 100) == "a b\\x1b[2J c"
    assert one_line("word " * 50, 20) == "word word word word…"


def _stream(wrapper: WordWrapper, pieces: list[str]) -> str:
    return "".join(wrapper.feed(p) for p in pieces) + wrapper.flush()


TEXT = (
    "A snake in a dream often stands for change, healing or a fear you have not named yet.\n"
    "In your dream of the glass forest, the snake appeared near water — supercalifragilistic "
    "expialidocious words stay whole when they fit. 夢の蛇は変化。"
)


@pytest.mark.parametrize("width", [12, 20, 37, 80])
def test_wrapped_lines_fit_and_words_are_never_split_when_they_fit(width: int) -> None:
    out = _stream(WordWrapper(width), [TEXT])
    for line in out.split("\n"):
        assert display_width(line) <= width, line
    # Joining the lines back gives the same words (only line breaks were added or moved).
    assert out.split() == TEXT.split() or width < len("supercalifragilistic")
    if width >= len("supercalifragilistic"):
        assert "supercalifragilistic" in out.split()


@given(st.lists(st.integers(min_value=1, max_value=7), min_size=1, max_size=60), st.integers(8, 60))
def test_streaming_in_any_pieces_gives_what_wrapping_the_whole_text_gives(
    cuts: list[int], width: int
) -> None:
    pieces, rest = [], TEXT
    for cut in cuts:
        pieces.append(rest[:cut])
        rest = rest[cut:]
    pieces.append(rest)
    assert _stream(WordWrapper(width), pieces) == _stream(WordWrapper(width), [TEXT])


def test_width_zero_passes_text_through_unchanged() -> None:
    wrapper = WordWrapper(0)
    pieces = [TEXT[i : i + 5] for i in range(0, len(TEXT), 5)]
    assert _stream(wrapper, pieces) == TEXT


def test_a_word_is_held_back_only_until_it_ends() -> None:
    wrapper = WordWrapper(80)
    assert wrapper.feed("Hello wor") == "Hello"
    assert wrapper.feed("ld, friend") == " world,"
    assert wrapper.flush() == " friend"


def test_wide_characters_count_two_columns() -> None:
    out = _stream(WordWrapper(10), ["夢夢夢 夢夢夢"])
    assert out == "夢夢夢\n夢夢夢"
