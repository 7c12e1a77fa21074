"""The tool registry's argument schemas: what ``validate`` lets through to a tool, and what not."""

from __future__ import annotations

import pytest

from sandman.toolcalls import parse
from sandman.tools import TOOLS, ToolArgumentError, UnknownToolError, validate

# Every text argument and its cap in characters.
CAPS = [
    ("lookup_symbol", "symbol", 200),
    ("search_dreams", "query", 200),
    ("recall_memories", "topic", 200),
    ("show_dream", "dream", 200),
    ("delete_dream", "dream", 200),
    ("edit_dream", "dream", 200),
    ("forget", "memory", 200),
    ("save_symbol_meaning", "symbol", 200),
    ("save_symbol_meaning", "meaning", 1000),
    ("remember", "fact", 1000),
    ("update_memory", "fact", 1000),
    ("recent_dreams", "mood", 80),
    ("save_dream", "text", 4000),
    ("save_dream", "title", 80),
    ("save_dream", "mood", 80),
    ("continue_dream", "text", 4000),
    ("continue_dream", "mood", 80),
    ("continue_dream", "dream", 200),
    ("offer_dream", "text", 4000),
    ("offer_dream", "title", 80),
    ("offer_dream", "mood", 80),
    ("offer_memory", "fact", 1000),
    ("edit_dream", "text", 4000),
    ("edit_dream", "note", 200),
    ("edit_dream", "title", 80),
    ("edit_dream", "mood", 80),
]


def _minimal(name: str) -> dict[str, object]:
    return {field: "x" for field in TOOLS[name].required_args}


def test_every_text_argument_is_listed_with_its_cap() -> None:
    texts = {
        (name, field)
        for name, spec in TOOLS.items()
        for field in spec.arg_names
        if field
        not in (
            "date",
            "day",
            "limit",
            "since",
            "until",
            "order",
            "overview",
            "others",
            "shown",
            "weekdays",
        )
    }
    assert texts == {(name, field) for name, field, _ in CAPS}


def test_a_day_of_the_month_is_one_a_month_can_have() -> None:
    assert validate("edit_dream", {"dream": "previous", "day": "8"}) is not None
    for day in ("0", "32", "eighth"):
        with pytest.raises(ToolArgumentError, match=r"^edit_dream: "):
            validate("edit_dream", {"dream": "previous", "day": day})


@pytest.mark.parametrize("name", sorted(TOOLS))
def test_an_argument_the_tool_does_not_take_is_refused(name: str) -> None:
    assert validate(name, _minimal(name)) is not None
    with pytest.raises(ToolArgumentError, match=f"^{name}: Object contains unknown field `colour`"):
        validate(name, {**_minimal(name), "colour": "blue"})


@pytest.mark.parametrize(("name", "field", "cap"), CAPS)
def test_a_text_argument_is_refused_past_its_cap(name: str, field: str, cap: int) -> None:
    at_cap = validate(name, {**_minimal(name), field: "y" * cap})
    assert getattr(at_cap, field) == "y" * cap
    with pytest.raises(ToolArgumentError, match=rf"length <= {cap} - at `\$\.{field}`"):
        validate(name, {**_minimal(name), field: "y" * (cap + 1)})


@pytest.mark.parametrize(("name", "field", "cap"), CAPS)
def test_an_empty_text_argument_is_refused(name: str, field: str, cap: int) -> None:
    with pytest.raises(ToolArgumentError, match=rf"length >= 1 - at `\$\.{field}`"):
        validate(name, {**_minimal(name), field: ""})


def test_a_blank_fact_in_markup_is_refused_not_stored_as_an_empty_one() -> None:
    result = parse('<remember fact="  "/> Noted.', TOOLS)
    assert result.calls == ()
    assert result.text == "Noted."
    assert [r.reason for r in result.rejected] == [
        "remember: Expected `str` of length >= 1 - at `$.fact`"
    ]


def test_an_unknown_tool_is_its_own_error() -> None:
    with pytest.raises(UnknownToolError, match="delete_everything"):
        validate("delete_everything", {})
