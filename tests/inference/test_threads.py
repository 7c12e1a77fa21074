"""How many threads a request decodes with: every physical core other processes leave free."""

from __future__ import annotations

import pytest

from sandman.inference import PRESETS, Completion, LlamaModel
from sandman.inference._native import ThreadShare, default_threads, physical_cores, threads_left


@pytest.mark.parametrize(
    ("others", "ceiling", "cores", "threads"),
    [(0.0, 2, 2, 2), (0.1, 2, 2, 2), (0.3, 2, 2, 1), (1.0, 2, 2, 1), (2.9, 2, 2, 1),
     (0.0, 4, 8, 4), (3.5, 4, 8, 4), (5.0, 4, 8, 3), (0.5, 1, 2, 1)],
)  # fmt: skip
def test_a_request_gets_the_cores_others_leave_free(
    others: float, ceiling: int, cores: int, threads: int
) -> None:
    assert threads_left(others, ceiling, cores) == threads


def test_the_share_follows_what_other_processes_use_not_its_own(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    share = ThreadShare(2)
    share.close()
    share.cores = 2
    share.others = 0.0
    share._last = (100.0, 10.0, 0.0)  # (machine's busy CPU s, ours, when)
    share._seen = True
    share.update((100.9, 10.9, 1.0))  # 0.9 s busy in 1 s, all of it ours: idle
    assert share.others == pytest.approx(0.0) and share.threads() == 2
    share.update((102.9, 11.0, 2.0))  # 2 s busy, 0.1 s ours: others kept ~2 cores busy
    assert share.others == pytest.approx(0.95) and share.threads() == 1
    share.update((102.9, 11.0, 3.0))
    share.update((102.9, 11.0, 4.0))
    share.update((102.9, 11.0, 5.0))  # they stopped: within a few samples, both cores again
    assert share.others < 0.2 and share.threads() == 2


def test_the_ceiling_is_the_physical_cores_or_sandman_threads(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SANDMAN_THREADS", raising=False)
    assert default_threads() == min(physical_cores(), 4)
    monkeypatch.setenv("SANDMAN_THREADS", "3")
    assert default_threads() == 3


@pytest.mark.model
def test_each_request_decodes_with_the_threads_chosen_when_it_starts(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.delenv("SANDMAN_THREADS", raising=False)
    workhorse_path = PRESETS["smollm2-135m"].locate(None)
    model = LlamaModel(workhorse_path)
    try:
        assert model._share is not None
        for chosen in (1, 2, 1):
            monkeypatch.setattr(model._share, "threads", lambda n=chosen: n)
            list(model.stream(Completion(prompt="Hello", max_tokens=2, slot="t")))
            slot = model._slots["t"]
            assert model._llama.llama_n_threads(slot.ctx) == chosen
    finally:
        model.close()
    fixed = LlamaModel(workhorse_path, n_threads=1)
    try:
        assert fixed._share is None and fixed.threads_now() == 1
    finally:
        fixed.close()


def test_a_request_right_after_loading_sees_what_others_did_while_it_loaded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    samples = iter([(100.0, 1.0, 0.0), (101.8, 1.1, 1.0)])  # made; asked 1 s later
    monkeypatch.setattr(ThreadShare, "_sample", lambda self: next(samples))
    monkeypatch.setattr(ThreadShare, "_watch", lambda self: None)  # no sample in the background
    share = ThreadShare(2)
    share.cores = 2
    # others kept 1.7 cores busy while the weights loaded: the first request gets one thread
    assert share.threads() == 1 and share.others == pytest.approx(1.7)
