"""Stop strings in streamed text (sans-IO: feed text in, take visible text out)."""

from __future__ import annotations


class StopScanner:
    """Finds stop strings in streamed text, holding back any tail that may begin one, so that
    no part of a stop marker split across tokens is ever emitted."""

    def __init__(self, stops: tuple[str, ...]) -> None:
        self._stops = tuple(dict.fromkeys(stop for stop in stops if stop))
        self._pending = ""

    def feed(self, text: str) -> tuple[str, bool]:
        """Returns (text safe to emit, whether a stop string was reached)."""
        self._pending += text
        found = [i for i in (self._pending.find(stop) for stop in self._stops) if i >= 0]
        if found:
            visible, self._pending = self._pending[: min(found)], ""
            return visible, True
        hold = 0
        for k in range(
            min(len(self._pending), max((len(s) for s in self._stops), default=1) - 1), 0, -1
        ):
            tail = self._pending[-k:]
            if any(stop.startswith(tail) for stop in self._stops):
                hold = k
                break
        cut = len(self._pending) - hold
        visible, self._pending = self._pending[:cut], self._pending[cut:]
        return visible, False

    def flush(self) -> str:
        visible, self._pending = self._pending, ""
        return visible
