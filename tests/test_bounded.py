"""``BoundedDict``, the one bounded mapping (turn ids, transcripts, token counts)."""

from __future__ import annotations

import pytest

from sandman._bounded import BoundedDict


def test_the_oldest_set_key_is_forgotten_past_the_size() -> None:
    d = BoundedDict[str, int](2)
    d["a"], d["b"] = 1, 2
    assert d.get("a") == 1  # reading does not refresh
    d["c"] = 3
    assert list(d) == ["b", "c"] and "a" not in d and d.get("a") is None and len(d) == 2


def test_setting_a_key_again_makes_it_the_newest() -> None:
    d = BoundedDict[str, int](2)
    d["a"], d["b"] = 1, 2
    d["a"] = 10
    d["c"] = 3
    assert list(d) == ["a", "c"] and d.get("a") == 10


def test_pop_forgets_and_default_is_returned_for_a_missing_key() -> None:
    d = BoundedDict[str, int](3)
    d["a"] = 1
    assert d.pop("a") == 1 and d.pop("a") is None
    assert d.get("a", 0) == 0


def test_a_size_below_one_is_refused() -> None:
    with pytest.raises(ValueError, match="at least 1"):
        BoundedDict[str, int](0)
