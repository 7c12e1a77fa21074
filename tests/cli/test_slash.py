"""The chat's commands and multi-line blocks, recognised in what the user typed."""

from __future__ import annotations

import pytest

from sandman.cli._slash import (
    COMMANDS,
    Command,
    Unknown,
    block_text,
    help_text,
    literal_message,
    opens_block,
    parse_command,
)


@pytest.mark.parametrize(
    ("typed", "name", "argument"),
    [
        ("/help", "/help", ""),
        ("/?", "/help", ""),
        ("/bye", "/bye", ""),
        ("exit", "/bye", ""),
        ("  Quit ", "/bye", ""),
        ("/exit", "/bye", ""),
        ("/new", "/new", ""),
        ("/dreams flying", "/dreams", "flying"),
        ("/show #12", "/show", "#12"),
        ("/LOG I was on a train", "/log", "I was on a train"),
        ("/forget my sister is Anna", "/forget", "my sister is Anna"),
        ("/model", "/model", ""),
        ("/conversations", "/conversations", ""),
    ],
)
def test_commands_are_recognised(typed: str, name: str, argument: str) -> None:
    assert parse_command(typed) == Command(name, argument)


@pytest.mark.parametrize(
    "typed", ["I quit my job", "what does exit mean in a dream?", "//help", "3/4 of the dream"]
)
def test_messages_are_not_commands(typed: str) -> None:
    assert parse_command(typed) is None


def test_an_unknown_slash_word_is_not_sent_to_the_model() -> None:
    assert parse_command("/frobnicate now") == Unknown("/frobnicate")


def test_a_double_slash_sends_a_leading_slash() -> None:
    assert literal_message("//help me") == "/help me"


def test_help_lists_every_command() -> None:
    text = help_text()
    for name, _, _ in COMMANDS:
        assert name in text


@pytest.mark.parametrize(
    ("text", "open_"),
    [
        ('"""', True),
        ('"""first line', True),
        ('"""a\nb', True),
        ('"""a\nb"""', False),
        ('""""""', False),
        ("plain", False),
    ],
)
def test_a_block_stays_open_until_its_closing_fence(text: str, open_: bool) -> None:
    assert opens_block(text) is open_


def test_block_text_removes_the_fences() -> None:
    assert (
        block_text('"""\nI was in a house.\nIt flooded.\n"""') == "I was in a house.\nIt flooded."
    )
    assert block_text('"""one line"""') == "one line"
    assert block_text("not a block") == "not a block"
