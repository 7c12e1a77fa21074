from collections import Counter

import pytest

from sandman.errors import SandmanError
from sandman.routing import SPLITS, load_examples, load_split
from sandman.tools import validate


def test_labeled_set_has_over_300_distinct_messages_split_about_60_20_20() -> None:
    sizes = {split: len(load_split(split)) for split in SPLITS}
    total = sum(sizes.values())
    assert total >= 300
    assert 0.55 <= sizes["train"] / total <= 0.65
    assert 0.15 <= sizes["dev"] / total <= 0.25
    assert 0.15 <= sizes["test"] / total <= 0.25
    texts = [ex.text.lower() for split in SPLITS for ex in load_split(split)]
    assert len(set(texts)) == len(texts)


def test_every_split_covers_every_route_and_labels_are_valid_tool_calls() -> None:
    for split in SPLITS:
        examples = load_split(split)
        assert len(Counter(ex.route for ex in examples)) == 5
        for ex in examples:
            if ex.route == "respond":
                assert ex.args == {}
            else:
                validate(ex.route, ex.args)


def test_a_malformed_labeled_file_names_the_line(tmp_path) -> None:
    path = tmp_path / "bad.jsonl"
    path.write_text('{"text": "hi", "route": "respond"}\n{"text": "x", "route": "dance"}\n')
    with pytest.raises(SandmanError, match=r"bad\.jsonl:2"):
        load_examples(path)
