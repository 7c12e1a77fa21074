"""Search quality as measured by ``benchmarks/bench_search_recall.py``: it must not fall back.

The benchmark's generated journal (300 dreams) and its 61 queries: the search found 0.618 of the
relevant dreams in its top 5 before word forms and related words (0.507 on the held-out queries,
4 queries finding nothing); see README, "The journal".
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

BENCH = Path(__file__).parents[2] / "benchmarks" / "bench_search_recall.py"


def _bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("bench_search_recall", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules.setdefault(spec.name, module)
    spec.loader.exec_module(module)
    return module


async def test_recall_at_5_on_the_generated_journal_stays_at_its_measured_level() -> None:
    report = await _bench().evaluate(300, 11)
    assert report["queries"] >= 40
    assert report["nothing_found"] == 0
    assert report["recall_at_5"] >= 0.9, report["by_kind"]
    assert report["recall_at_5_held_out"] >= 0.85
    # Exact words, irregular forms and related words each carry their share.
    assert report["by_kind"]["exact"] == 1.0
    assert report["by_kind"]["form"] >= 0.8
    assert report["by_kind"]["related"] >= 0.9
