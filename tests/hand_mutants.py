"""Mutants mutmut cannot make, applied by hand; `make mutate` runs this after mutmut.

mutmut 3 mutates only the bodies of undecorated functions and methods. Several guarantees live
elsewhere: in context managers (``UIBridge.hold_write``, ``Database.read``/``write``,
``Inference.generate``) and in module-level schemas (``sandman/tools.py``). Each mutant below is
one small bug; this script applies it to a copy of the project and runs the listed tests, which
must fail. It prints one line per mutant and exits 1 if any survives.

    .venv/bin/python tests/hand_mutants.py            # all of them
    .venv/bin/python tests/hand_mutants.py db-begin   # those whose name starts with db-begin
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
BRIDGE = "sandman/actors/ui_bridge.py"
DB = "sandman/storage/_db.py"
INFERENCE = "sandman/actors/inference.py"
TOOLS = "sandman/tools.py"
ACTOR_TESTS = (
    "tests/actors/test_ui_bridge.py",
    "tests/actors/test_bridge_and_writes.py",
    "tests/actors/test_loop.py",
    "tests/actors/test_lifecycle.py",
)
INFERENCE_TESTS = (*ACTOR_TESTS, "tests/actors/test_inference_events.py")
DB_TESTS = (
    "tests/storage/test_db_mutants.py",
    "tests/storage/test_concurrency.py",
    "tests/storage/test_migrations.py",
)
DURABILITY_TESTS = ("tests/storage/test_killed_writers.py",)
COMMIT_TESTS = ("tests/storage/test_commit_failure.py",)
FILE_TESTS = ("tests/storage/test_file_identity.py",)
IMPORT = "sandman/storage/_import.py"
IMPORT_TESTS = ("tests/storage/test_import.py",)
TOOL_TESTS = (
    "tests/test_tools.py",
    "tests/storage/test_tools.py",
    "tests/toolcalls",
    "tests/actors/test_bridge_and_writes.py",
)


class Mutant(NamedTuple):
    name: str
    path: str
    old: str
    new: str
    tests: tuple[str, ...]
    also: tuple[str, str] | None = (
        None  # a second replacement in the same file, when one bug needs two
    )


MUTANTS = [
    # --- UIBridge.hold_write: a cancelled turn writes nothing its reader is not told about ---
    Mutant(
        "hold-runs-after-cancel", BRIDGE,
        "if turn is None or turn.done or turn.ending is not None:\n            yield WriteHold(False)",
        "if turn is None or turn.done:\n            yield WriteHold(False)",
        ACTOR_TESTS,
    ),
    Mutant("hold-not-counted", BRIDGE, "turn.open_holds += 1", "turn.open_holds += 0", ACTOR_TESTS),
    Mutant("hold-not-held", BRIDGE, "        turn.held.add(call_id)\n", "", ACTOR_TESTS),
    Mutant("hold-not-awaited", BRIDGE, "        turn.awaited.add(call_id)\n", "", ACTOR_TESTS),
    Mutant(
        "hold-unsent-still-awaited", BRIDGE,
        "            if not hold.sent:\n", "            if False:\n", ACTOR_TESTS,
    ),
    Mutant(
        "hold-end-not-rechecked", BRIDGE,
        "                turn.awaited.discard(call_id)  # no confirmation is coming\n            self._maybe_end(turn)",
        "                turn.awaited.discard(call_id)  # no confirmation is coming",
        ACTOR_TESTS,
    ),
    # --- Database.write / read: one locked, immediate, all-or-nothing transaction ------------
    Mutant(
        "db-begin-deferred", DB,
        'await self._session.execute("BEGIN IMMEDIATE")', 'await self._session.execute("BEGIN")',
        DB_TESTS,
        # The stamp rewritten first thing would take the write lock anyway: without it, BEGIN
        # alone is the bug (a busy journal fails half-way through a write).
        also=("                if self.stamp:\n", "                if False:\n"),
    ),
    Mutant(
        "db-no-rollback", DB,
        "            except BaseException:\n                await self._end(commit=False)\n                raise\n            await self._end(commit=True)",
        "            except BaseException:\n                raise\n            await self._end(commit=True)",
        DB_TESTS,
    ),
    Mutant(
        "db-no-commit", DB,
        "                raise\n            await self._end(commit=True)",
        "                raise",
        DB_TESTS,
    ),
    Mutant(
        # COMMIT deferred to the next write: every write but the last is durable, and the last
        # was acknowledged (its id printed) before it was committed.
        "db-commit-after-ack", DB,
        '                await self._session.execute("BEGIN IMMEDIATE")\n',
        '                if getattr(self, "_owed", False):\n'
        '                    await self._session.execute("COMMIT")\n'
        '                await self._session.execute("BEGIN IMMEDIATE")\n',
        DURABILITY_TESTS,
        also=("            await self._end(commit=True)\n", "            self._owed = True\n"),
    ),
    Mutant(
        "db-write-unlocked", DB,
        '        async with self._lock:\n            self.check_file()\n            try:\n                await self._session.execute("BEGIN IMMEDIATE")',
        '        async with contextlib.AsyncExitStack():\n            self.check_file()\n            try:\n                await self._session.execute("BEGIN IMMEDIATE")',
        DB_TESTS,
    ),
    Mutant(
        "db-snapshot-not-one-state", DB,
        'await self._session.execute("BEGIN DEFERRED")', 'await self._session.execute("SELECT 1")',
        DB_TESTS,
    ),
    Mutant(
        # A failed COMMIT (disk full, I/O error) rolled back but not raised: the write's caller
        # would acknowledge a row that is not stored.
        "db-commit-failure-swallowed", DB,
        "open.\n                    await self._end(commit=False)\n                    raise",
        "open.\n                    await self._end(commit=False)\n                    return",
        COMMIT_TESTS,
    ),
    Mutant(
        # The journal's file is never checked: writes into a removed or replaced file are acknowledged.
        "db-file-never-checked", DB,
        "        if self._file is None:\n            return\n        path = self.path",
        "        if True:\n            return\n        path = self.path",
        FILE_TESTS,
    ),
    Mutant(
        # A WAL left by another file is replayed into the journal now at the path.
        "db-stale-wal-replayed", DB,
        '    suffix = f".from-another-file-{int(time.time())}"\n',
        '    return\n    suffix = f".from-another-file-{int(time.time())}"\n',
        FILE_TESTS,
    ),
    # --- bounds whose loss used to hang the suite: each must now fail a named test ------------
    Mutant(
        "inference-queue-unbounded", INFERENCE,
        "self._send, self._receive = trio.open_memory_channel[Job](queue_size)",
        "self._send, self._receive = trio.open_memory_channel[Job](float('inf'))",
        INFERENCE_TESTS,
    ),
    Mutant(
        "import-limit-counts-last-chunk", IMPORT,
        "        self._total += len(chunk)\n",
        "        self._total = len(chunk)\n",
        IMPORT_TESTS,
    ),
    # --- Inference.generate: leaving the block early stops the decode ------------------------
    Mutant(
        "generate-left-keeps-decoding", INFERENCE,
        "        finally:\n            job.stop.set()\n            if job.delivery",
        "        finally:\n            if job.delivery",
        INFERENCE_TESTS,
    ),
    Mutant("generate-refusal-uncounted", INFERENCE, "self._refused += 1", "self._refused += 0", INFERENCE_TESTS),
    # --- tools.py: the argument schemas -----------------------------------------------------
    Mutant(
        "tools-unknown-fields-allowed", TOOLS,
        "class ToolArgs(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, omit_defaults=True):",
        "class ToolArgs(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=False, omit_defaults=True):",
        TOOL_TESTS,
    ),
    Mutant(
        "tools-text-cap-201", TOOLS,
        "_Text = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]",
        "_Text = Annotated[str, msgspec.Meta(min_length=1, max_length=201)]",
        TOOL_TESTS,
    ),
    Mutant(
        "tools-text-may-be-empty", TOOLS,
        "_Text = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]",
        "_Text = Annotated[str, msgspec.Meta(min_length=0, max_length=200)]",
        TOOL_TESTS,
    ),
    Mutant(
        "tools-long-text-may-be-empty", TOOLS,
        "_LongText = Annotated[str, msgspec.Meta(min_length=1, max_length=1000)]",
        "_LongText = Annotated[str, msgspec.Meta(min_length=0, max_length=1000)]",
        TOOL_TESTS,
    ),
]  # fmt: skip


# A mutant that makes a test wait forever is stopped after this many times the clean run's time
# (and at least HANG_FLOOR seconds), as mutmut does (its timeout_multiplier).
HANG_FACTOR = 5
HANG_FLOOR = 60.0
# Each test's own time limit in the mutants' runs (tests/conftest.py): these tests take well under
# a second, so a mutant that makes one wait forever fails it by name within this, long before the
# run is stopped as hung. A mutant that is stopped anyway is reported as HUNG, apart from kills.
MUTANT_TEST_LIMIT_S = "15"
MUTANT_SYNC_LIMIT_S = 30  # pytest-timeout's, for sync tests (the durability test takes ~3 s)


def _pytest(
    where: Path, tests: tuple[str, ...], timeout: float = 900
) -> subprocess.CompletedProcess[str]:
    command = [
        sys.executable, "-m", "pytest", "-q", "-x", "-p", "no:cacheprovider", "-p", "no:randomly",
        f"--timeout={MUTANT_SYNC_LIMIT_S}", *tests,
    ]  # fmt: skip
    # Subprocesses the tests start (the durability test's writers) import the copy too.
    env = {
        **os.environ,
        "PYTHONPATH": os.pathsep.join(filter(None, [str(where), os.environ.get("PYTHONPATH")])),
        "SANDMAN_TEST_TRIO_LIMIT_S": MUTANT_TEST_LIMIT_S,
    }
    return subprocess.run(
        command, cwd=where, env=env, capture_output=True, text=True, timeout=timeout
    )


def main(prefixes: list[str]) -> int:
    chosen = [m for m in MUTANTS if not prefixes or any(m.name.startswith(p) for p in prefixes)]
    if not chosen:
        print(f"no mutant named {' or '.join(prefixes)}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="sandman-mutants-") as tmp:
        copy = Path(tmp)
        for part in ("sandman", "tests", "benchmarks"):
            shutil.copytree(ROOT / part, copy / part, ignore=shutil.ignore_patterns("__pycache__"))
        shutil.copy2(ROOT / "pyproject.toml", copy / "pyproject.toml")
        found = subprocess.run(
            [sys.executable, "-c", "import sandman; print(sandman.__file__)"],
            cwd=copy, capture_output=True, text=True, check=True,
        ).stdout.strip()  # fmt: skip
        if not found.startswith(str(copy)):
            print(f"the copy's tests would import {found}, not the copy", file=sys.stderr)
            return 2
        limit: dict[tuple[str, ...], float] = {}
        for tests in sorted({m.tests for m in chosen}):
            started = time.monotonic()
            clean = _pytest(copy, tests)
            limit[tests] = max(HANG_FLOOR, HANG_FACTOR * (time.monotonic() - started))
            if clean.returncode != 0:
                print(f"the tests fail without a mutant: {' '.join(tests)}\n{clean.stdout[-2000:]}")
                return 2
        survived = hung = 0
        for mutant in chosen:
            target = copy / mutant.path
            source = target.read_text("utf-8")
            replacements = [(mutant.old, mutant.new), *([mutant.also] if mutant.also else [])]
            if any(source.count(old) != 1 for old, _ in replacements):
                print(f"{mutant.name}: its code is no longer in {mutant.path}; update the mutant")
                return 2
            mutated = source
            for old, new in replacements:
                mutated = mutated.replace(old, new)
            target.write_text(mutated, "utf-8")
            started = time.monotonic()
            try:
                outcome = _pytest(copy, mutant.tests, limit[mutant.tests])
            except subprocess.TimeoutExpired:
                outcome = None  # a hang counts as caught, but say so
            finally:
                target.write_text(source, "utf-8")
            took = time.monotonic() - started
            if outcome is None:
                hung += 1
                print(f"HUNG      {mutant.name:32} (no test failed; stopped after {took:.0f} s)")
            elif outcome.returncode == 0:
                survived += 1
                print(f"SURVIVED  {mutant.name:32} ({mutant.path}; {' '.join(mutant.tests)})")
            else:
                failed = [
                    line.split(" ", 1)[1].split(" - ")[0]
                    for line in outcome.stdout.splitlines()
                    if line.startswith("FAILED ")
                ]
                print(
                    f"killed    {mutant.name:32} {failed[0] if failed else '(error)'} ({took:.0f} s)"
                )
        killed = len(chosen) - survived - hung
        print(
            f"{killed} of {len(chosen)} hand mutants killed by a named test, {hung} hung, "
            f"{survived} survived"
        )
        return 1 if survived or hung else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
