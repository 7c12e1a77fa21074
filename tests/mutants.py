"""The tally of a mutmut run (`make mutate`), checked against the survivors we accept.

mutmut leaves its results in ``mutants/`` (one ``.meta`` file of exit codes per mutated module,
one ``.spans`` file saying where each mutant's code is). This script prints, per module, how many
mutants were killed, survived, reached by no test or timed out; then every survivor as the line it
changed. A survivor is accepted when ``tests/mutants_accepted.txt`` lists it (its function and
its changed line, with the reason it is harmless); any other survivor makes the script exit 1.
An accepted entry that no longer matches a survivor is reported, so the list cannot rot.

    .venv/bin/python tests/mutants.py             # the tally, the survivors, exit 1 on a new one
    .venv/bin/python tests/mutants.py --all       # also list the accepted survivors
    .venv/bin/python tests/mutants.py --names     # only the survivors' mutmut names, to re-test
                                                  # them after a test was added:
    .venv/bin/mutmut run $(.venv/bin/python tests/mutants.py --names)
"""

from __future__ import annotations

import difflib
import json
import re
import sys
from collections import Counter
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]
MUTANTS = ROOT / "mutants"
ACCEPTED = ROOT / "tests" / "mutants_accepted.txt"

# mutmut's exit codes (mutmut.__main__.status_by_exit_code); anything else is "suspicious".
STATUS = {
    1: "killed", 3: "killed", -24: "timeout", 0: "survived", 5: "no tests", 33: "no tests",
    34: "skipped", 35: "suspicious", 36: "timeout", 24: "timeout", 152: "timeout", 255: "timeout",
    -11: "segfault", -9: "segfault", None: "not checked",
}  # fmt: skip
COLUMNS = ("killed", "survived", "no tests", "timeout", "not checked")


class Survivor(NamedTuple):
    name: str  # mutmut's name: sandman.actors.ui_bridge.xǁUIBridgeǁcancel__mutmut_3
    module: str  # sandman/actors/ui_bridge.py
    function: str  # UIBridge.cancel
    line: int  # where the changed line is in the module's source
    before: str  # the line as written, stripped
    after: str  # the line as mutated, stripped ("" when the line is gone)

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.function, self.before, self.after)

    def __str__(self) -> str:
        return f"{self.module}:{self.line} {self.function}: {self.before!r} -> {self.after!r}"


def readable(mangled: str) -> str:
    """``xǁUIBridgeǁcancel`` → ``UIBridge.cancel``; ``x_parse`` → ``parse``."""
    if mangled.startswith("xǁ"):
        return ".".join(part for part in mangled[2:].split("ǁ") if part)
    return mangled.removeprefix("x_")


def _body(lines: list[str]) -> tuple[str, list[str]]:
    """A mutant function's signature (its mangled name dropped) and the lines after it."""
    at = next(n for n, line in enumerate(lines) if line.lstrip().startswith(("def ", "async def ")))
    signature = lines[at].strip()
    signature = signature[: signature.index("x")] + signature[signature.index("(") :]
    return signature, lines[at + 1 :]


def _changed_line(original: list[str], mutant: list[str]) -> tuple[str, str]:
    """The first line the mutant changes, as written and as mutated ("" when it is gone)."""
    (sig_a, body_a), (sig_b, body_b) = _body(original), _body(mutant)
    if sig_a != sig_b:  # a default argument
        return sig_a, sig_b
    matcher = difflib.SequenceMatcher(a=body_a, b=body_b, autojunk=False)
    for tag, a0, a1, b0, b1 in matcher.get_opcodes():
        if tag != "equal":
            return (body_a[a0].strip() if a0 < a1 else ""), (body_b[b0].strip() if b0 < b1 else "")
    return "", ""


def _source_line(source: list[str], text: str) -> int:
    """The 1-based line of ``text`` in the real module (its first occurrence), or 0."""
    text = text.removeprefix("def ").removeprefix("async def ")
    return next((n + 1 for n, line in enumerate(source) if line.strip().endswith(text)), 0)


def load() -> tuple[dict[str, Counter[str]], list[Survivor]]:
    if not MUTANTS.is_dir():
        raise SystemExit("no mutants/ here: run `make mutate` (or `.venv/bin/mutmut run`) first")
    tally: dict[str, Counter[str]] = {}
    survivors: list[Survivor] = []
    for meta_path in sorted(MUTANTS.rglob("*.py.meta")):
        results: dict[str, int | None] = json.loads(meta_path.read_text("utf-8"))[
            "exit_code_by_key"
        ]
        if not results:
            continue
        mutated = meta_path.with_suffix("")  # mutants/sandman/actors/ui_bridge.py
        module = str(mutated.relative_to(MUTANTS))
        counts: Counter[str] = Counter(STATUS.get(code, "suspicious") for code in results.values())
        tally[module] = counts
        spans: dict[str, list[int]] = json.loads(
            mutated.with_suffix(".py.spans").read_text("utf-8")
        )["spans"]
        lines = mutated.read_text("utf-8").splitlines()
        source = (ROOT / module).read_text("utf-8").splitlines()
        for key, code in results.items():
            if STATUS.get(code, "suspicious") != "survived":
                continue
            mangled, _, _number = key.rsplit(".", 1)[1].rpartition("__mutmut_")
            start, end = spans[key.rsplit(".", 1)[1]]
            o_start, o_end = spans[f"{mangled}__mutmut_orig"]
            original = lines[o_start : o_end + 1]
            mutant = lines[start : end + 1]
            before, after = _changed_line(original, mutant)
            where = _source_line(source, before) if before else 0
            survivors.append(Survivor(key, module, readable(mangled), where, before, after))
    return tally, survivors


def accepted() -> dict[tuple[str, str, str], str]:
    """``function | line as written | line as mutated | why`` per line; ``#`` starts a comment.
    In a field, ``*`` matches any run of characters (``*`` alone: anything, every mutant of
    that line, say); everything else must be equal."""
    entries: dict[tuple[str, str, str], str] = {}
    for number, raw in enumerate(ACCEPTED.read_text("utf-8").splitlines(), 1):
        if not raw.strip() or raw.lstrip().startswith("#"):
            continue
        parts = [part.strip() for part in raw.split(" | ")]
        if len(parts) != 4 or not parts[3]:
            raise SystemExit(f"{ACCEPTED.name}:{number}: want `function | before | after | why`")
        entries[(parts[0], parts[1], parts[2])] = parts[3]
    return entries


def matches(entry: tuple[str, str, str], survivor: Survivor) -> bool:
    return all(_field_matches(want, got) for want, got in zip(entry, survivor.key))


def _field_matches(want: str, got: str) -> bool:
    # Only "*" is special (any run of characters): code is full of "[" and "?".
    if "*" not in want:
        return want == got
    return re.fullmatch(".*".join(map(re.escape, want.split("*"))), got, re.DOTALL) is not None


def why(survivor: Survivor, known: dict[tuple[str, str, str], str]) -> str | None:
    return next((reason for entry, reason in known.items() if matches(entry, survivor)), None)


def main(argv: list[str]) -> int:
    tally, survivors = load()
    if "--names" in argv:
        print(" ".join(s.name for s in survivors))
        return 0
    known = accepted()
    width = max(len(module) for module in tally)
    print(f"{'module':{width}}  " + "  ".join(f"{c:>11}" for c in ("mutants", *COLUMNS)))
    total: Counter[str] = Counter()
    for module, counts in tally.items():
        total.update(counts)
        print(
            f"{module:{width}}  {sum(counts.values()):>11}  "
            + "  ".join(f"{counts[c]:>11}" for c in COLUMNS)
        )
    print(
        f"{'all':{width}}  {sum(total.values()):>11}  "
        + "  ".join(f"{total[c]:>11}" for c in COLUMNS)
    )
    reason = {s: why(s, known) for s in survivors}
    new = [s for s in survivors if reason[s] is None]
    used = {entry for s in survivors for entry in known if matches(entry, s)}
    stale = [entry for entry in known if entry not in used]
    print(
        f"\n{len(survivors)} survived: {len(survivors) - len(new)} accepted (tests/mutants_accepted.txt), {len(new)} not"
    )
    if "--all" in argv:
        for s in survivors:
            if reason[s] is not None:
                print(f"  accepted  {s}  # {reason[s]}")
    for s in new:
        print(f"  SURVIVED  {s}")
    for key in stale:
        print(f"  stale entry (no such survivor now): {' | '.join(key)}")
    return 1 if new or total["not checked"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
