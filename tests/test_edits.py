"""One set of typo rules for names: the router's route names and the parser's tool names."""

from __future__ import annotations

import pytest

from sandman._edits import NameIndex
from sandman.routing import resolve_route
from sandman.toolcalls._names import Names
from sandman.tools import TOOLS


@pytest.mark.parametrize(
    ("written", "meant"),
    [
        ("search_dreams", "search_dreams"),
        ("Lookup-Symbol", "lookup_symbol"),
        ("lookupSymbol", "lookup_symbol"),
        ("recall memories", "recall_memories"),
        ("serach_dreams", "search_dreams"),  # two neighbours swapped
        ("recal_memories", "recall_memories"),  # one letter missing
        ("recent_dreamz", "recent_dreams"),  # one letter wrong
        ("xecent_dreams", None),  # the first letter must be right
        ("recnet_drems", None),  # two edits
        ("fly_away", None),
    ],
)
def test_routes_and_tools_forgive_the_same_typos(written: str, meant: str | None) -> None:
    # The four read-only routes are also tools: both lookups must agree on every spelling.
    assert resolve_route(written) == meant
    assert Names(TOOLS).resolve(written) == meant


def test_only_the_router_takes_a_unique_prefix() -> None:
    assert resolve_route("lookup") == "lookup_symbol" and resolve_route("recent") == "recent_dreams"
    assert resolve_route("rec") is None  # too short, and recall/recent share it
    assert Names(TOOLS).resolve("lookup") is None  # in prose "lookup" is a word, not a call


def test_a_name_spelled_exactly_wins_over_a_normalized_twin() -> None:
    index = NameIndex(["complexTool", "complex_tool"])
    assert (
        index.resolve("complexTool") == "complexTool"
        and index.resolve("complex_tool") == "complex_tool"
    )
