"""llama.cpp's shared library, imported once: its backend initialised and its log taken over."""

from __future__ import annotations

import ctypes
import functools
import importlib
import importlib.util
import logging
import os
import sys
import threading
import time
from collections import deque
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar

from ..errors import ModelError

if TYPE_CHECKING:
    # What ``_bindings`` loads, named statically so the import contracts see who uses llama.cpp.
    import llama_cpp.llama_cpp  # noqa: F401

# llama.cpp's log is routed here; like every Sandman logger it is quiet unless configured
# (``sandman._log``), so the CLI's output stays clean.
_log = logging.getLogger("sandman.llama")


class NativeLog:
    """Receives llama.cpp's process-wide log: forwards it to ``logging`` and keeps the last
    error lines, so a failed load or a bad grammar can be explained in one line."""

    # ggml_log_level -> logging level; llama.cpp's INFO is a firehose, its WARN mostly benign.
    _LEVELS: ClassVar[dict[int, int]] = {
        0: logging.DEBUG,
        1: logging.DEBUG,
        2: logging.INFO,
        3: logging.WARNING,
        4: logging.DEBUG,
    }

    def __init__(self, llama_cpp: ModuleType) -> None:
        self.errors: deque[str] = deque(maxlen=8)
        self._line = ""
        self._level = 0
        self._lock = threading.Lock()
        # The C side holds only a raw pointer: this object must outlive every native call.
        self.callback = llama_cpp.llama_log_callback(self._on_log)

    def _on_log(self, level: int, text: bytes | None, _user_data: Any) -> None:
        try:
            with self._lock:
                if level != 5:  # GGML_LOG_LEVEL_CONT continues the previous line's level
                    self._level = level
                self._line += (text or b"").decode("utf-8", errors="replace")
                while "\n" in self._line:
                    line, self._line = self._line.split("\n", 1)
                    if line.strip():
                        self._emit(line.strip())
        except Exception:  # an exception must never unwind into C
            pass

    def _emit(self, line: str) -> None:
        if self._level == 3:
            self.errors.append(line)
        _log.log(self._LEVELS.get(self._level, logging.DEBUG), "%s", line)

    def last_error(self) -> str:
        with self._lock:
            return self.errors[-1] if self.errors else ""

    def clear(self) -> None:
        with self._lock:
            self.errors.clear()


def _bindings() -> ModuleType:
    """llama-cpp-python's ctypes bindings (``llama_cpp.llama_cpp``), without its package.

    ``import llama_cpp`` also imports the high-level API (``Llama``, chat formats: numpy,
    jinja2, …), ~29 MB that Sandman, which drives the C API, never uses; in the model's worker
    process that was most of what a second interpreter costs. The bindings module needs only
    ``ctypes`` and its sibling ``_ctypes_extensions``, so the package is stood in for by an empty
    module of the same path while they import, then taken away: a later ``import llama_cpp``
    (a test, a script) runs the real ``__init__``, which reuses these bindings.
    """
    if "llama_cpp" in sys.modules:
        return importlib.import_module("llama_cpp.llama_cpp")
    spec = importlib.util.find_spec("llama_cpp")
    if spec is None or spec.submodule_search_locations is None:
        raise ImportError("no module named 'llama_cpp'")
    stand_in = importlib.util.module_from_spec(spec)  # not executed: no __init__ runs
    sys.modules["llama_cpp"] = stand_in
    try:
        return importlib.import_module("llama_cpp.llama_cpp")
    finally:
        if sys.modules.get("llama_cpp") is stand_in:
            del sys.modules["llama_cpp"]


@functools.cache
def native() -> tuple[ModuleType, NativeLog]:
    """Import llama.cpp once, initialise its backend and take over its log.

    Imported lazily so that commands which never load a model (``sandman toolcalls``, ``log``)
    do not pay for loading the shared library.
    """
    try:
        llama_cpp = _bindings()
    except ImportError as exc:  # pragma: no cover - the package is a hard dependency
        raise ModelError(f"llama-cpp-python is not installed ({exc}): run `make run`") from exc
    native_log = NativeLog(llama_cpp)
    # Importing llama_cpp installs its own callback, which prints to stderr; replace it.
    llama_cpp.llama_log_set(native_log.callback, ctypes.c_void_p(0))
    llama_cpp.llama_backend_init()
    return llama_cpp, native_log


def built_features() -> dict[str, str]:
    """The CPU features llama.cpp was compiled with, from ``llama_print_system_info``
    (``{"AVX2": "1", "AMX_INT8": "1", "REPACK": "1", …}``)."""
    lib, _ = native()
    return parse_system_info(lib.llama_print_system_info().decode("utf-8", errors="replace"))


def parse_system_info(info: str) -> dict[str, str]:
    """``"CPU : SSE3 = 1 | AVX2 = 1 | "`` -> ``{"SSE3": "1", "AVX2": "1"}`` (every backend's
    section; the part before " : " names the backend)."""
    features: dict[str, str] = {}
    for part in info.replace("\n", "|").split("|"):
        if " : " in part:
            part = part.split(" : ", 1)[1]
        key, sep, value = part.partition("=")
        if sep and key.strip():
            features[key.strip()] = value.strip()
    return features


def amx_built(features: dict[str, str]) -> bool:
    """True when llama.cpp was built with its AMX path, which segfaults at the first matrix
    multiply on some AMX CPUs (ggml-org/llama.cpp#20824). Sandman's Makefile builds without
    it; a llama-cpp-python built elsewhere may not, and is then loaded without the extra
    buffer types the AMX path needs (``use_extra_bufts = False``: no AMX, no CPU repack)."""
    return any(k.startswith("AMX") and v not in ("", "0") for k, v in features.items())


def cpu_flags() -> list[str]:
    """The CPU's own feature flags (``/proc/cpuinfo``; empty where there is none)."""
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith(("flags", "Features")):
                    return sorted(set(line.split(":", 1)[1].split()))
    except OSError:
        pass
    return []


def cpu_name() -> str:
    try:
        with open("/proc/cpuinfo", encoding="utf-8", errors="replace") as f:
            for line in f:
                if line.startswith(("model name", "Hardware", "Model")):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    import platform

    return platform.processor() or platform.machine()


def configured_threads() -> int | None:
    """``$SANDMAN_THREADS`` when it is a positive number, else None."""
    configured = os.environ.get("SANDMAN_THREADS", "").strip()
    return int(configured) if configured.isdigit() and int(configured) > 0 else None


def physical_cores() -> int:
    """The physical cores among the CPUs this process may use (hyperthreads of one core count
    once), at least 1."""
    try:
        cpus = sorted(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1
    cores = set()
    for cpu in cpus:
        topology = f"/sys/devices/system/cpu/cpu{cpu}/topology"
        try:
            with (
                open(f"{topology}/physical_package_id") as package,
                open(f"{topology}/core_id") as core,
            ):
                cores.add((package.read().strip(), core.read().strip()))
        except OSError:
            cores.add(("cpu", str(cpu)))
    return max(1, len(cores))


MAX_THREADS = 4


def default_threads() -> int:
    """CPU threads to decode with at most: ``$SANDMAN_THREADS`` if set, else the physical cores
    this process may use (at most ``MAX_THREADS``). How many of them a request gets is decided
    when it starts (``ThreadShare``)."""
    return configured_threads() or max(1, min(physical_cores(), MAX_THREADS))


def threads_left(others: float, ceiling: int, cores: int) -> int:
    """How many threads to decode with when other processes keep ``others`` cores busy (of
    ``cores``): every core they leave free, up to ``ceiling``, at least 1.

    ggml's worker threads spin-wait for each other at every layer, so a thread on a core
    another process wants waits for a descheduled peer. Measured with SmolLM2-135M on 2 cores
    (24 tokens, `benchmarks/bench_threads.py`): idle, 2 threads 0.33 s and 1 thread 0.60 s; with
    three busy processes, 2 threads 1.1-34 s and 1 thread 0.6-0.7 s. A core counts as busy from a
    fifth of it on: a small share already preempts a spinning thread now and then.
    """
    busy = int(others + 0.8)  # 0.2 of a core or more takes it
    return max(1, min(ceiling, cores - busy))


class ThreadShare:
    """The number of threads a request decodes with: ``threads_left`` of what other processes
    used over the last second or so, sampled from ``/proc/stat`` by a daemon thread every
    ``interval`` s (this process's own CPU time taken out). Where ``/proc/stat`` cannot be read,
    half the ceiling."""

    def __init__(
        self, ceiling: int, *, interval: float = 0.25, also_ours: int | None = None
    ) -> None:
        self.ceiling = ceiling
        self._also_ours = also_ours  # a process whose CPU time is ours too (the worker's parent)
        self.cores = physical_cores()
        self.others = 0.0  # cores other processes kept busy, recently (a moving average)
        self._seen = False  # a sample has been taken in
        self._updating = threading.Lock()  # the watcher and a first request may both update
        self._interval = interval
        self._clock_ticks = os.sysconf("SC_CLK_TCK") if hasattr(os, "sysconf") else 100
        self._last = self._sample()
        self._stop = threading.Event()
        if self._last is None:
            self.others = float("nan")
            return
        threading.Thread(target=self._watch, daemon=True, name="sandman-thread-share").start()

    def threads(self) -> int:
        if self.others != self.others:  # nan: unknown
            return max(1, self.ceiling // 2)
        if not self._seen:
            # Asked before the watcher's first sample (a request right after loading): what
            # others used since this share was made (while the weights loaded) decides.
            now = self._sample()
            if now is not None and self._last is not None and now[2] - self._last[2] >= 0.05:
                self.update(now)
        return threads_left(self.others, self.ceiling, self.cores)

    def close(self) -> None:
        self._stop.set()

    def _sample(self) -> tuple[float, float, float] | None:
        """(busy CPU seconds of the whole machine, this process's CPU seconds, when)."""
        try:
            with open("/proc/stat") as stat:
                fields = [int(x) for x in stat.readline().split()[1:]]
        except (OSError, ValueError):
            return None
        if len(fields) < 5:
            return None
        idle = fields[3] + fields[4]  # idle, iowait
        busy = (sum(fields[:8]) - idle) / self._clock_ticks  # guest time is in user already
        own = os.times()
        return busy, own.user + own.system + self._cpu_of(self._also_ours), time.monotonic()

    def _cpu_of(self, pid: int | None) -> float:
        """The CPU seconds process ``pid`` has used (0 when unknown)."""
        if pid is None:
            return 0.0
        try:
            with open(f"/proc/{pid}/stat") as stat:
                fields = stat.read().rsplit(")", 1)[1].split()
            return (int(fields[11]) + int(fields[12])) / self._clock_ticks  # utime, stime
        except (OSError, ValueError, IndexError):
            return 0.0

    def _watch(self) -> None:
        while not self._stop.wait(self._interval):
            now = self._sample()
            if now is not None:
                self.update(now)

    def update(self, now: tuple[float, float, float]) -> None:
        """Take in a sample (``_sample``'s): the cores other processes used since the last one,
        weighed with what came before (a process that starts is seen within ~0.5 s)."""
        with self._updating:
            if self._last is None:
                self._last = now
                return
            busy, own, when = (a - b for a, b in zip(now, self._last, strict=True))
            self._last = now
            if when > 0:
                others = max(0.0, (busy - own) / when)
                # the first sample stands alone; later ones are averaged in
                self.others = 0.5 * self.others + 0.5 * others if self._seen else others
                self._seen = True
