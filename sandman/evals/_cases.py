"""The reply-eval case file: JSON Lines of seed journals and cases (the format is in README).

Each line is one object with a ``"type"``:

- ``"seed"``: ``{"type": "seed", "name": "mara", "export": {…}}`` — a journal to start from, in the
  format of ``sandman export`` (dreams with dates, titles and moods; memories; symbol meanings).
- ``"case"``: ``{"type": "case", "id", "split": "dev"|"test", "category", "messages": […],
  "facts": [[alternatives…], …], "forbidden": […], "journal": [checks…], "seed"?: name or export}``.

A case runs on a fresh journal seeded with its ``seed`` (default: the file's first seed; an empty
journal when the file has none), its messages in order in one conversation. The checks apply to
the *last* reply and to the journal afterwards.
"""

from __future__ import annotations

import datetime as dt
import os
from collections.abc import Sequence
from pathlib import Path
from typing import Literal, TypeAlias

import msgspec

from ..errors import SandmanError
from ..storage import ExportFile
from ._text import RELATIVE_DATES, resolve_date

Split: TypeAlias = Literal["dev", "test"]
SPLITS: tuple[Split, ...] = ("dev", "test")
CHECK_SUBJECTS = ("memory", "dream", "symbol", "dreams", "memories", "symbols")


class CaseFileError(SandmanError):
    """The case file cannot be used; the message names the file, the line and the problem."""


class _Strict(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    pass


class JournalCheck(_Strict, frozen=True, kw_only=True):
    """One fact about the journal after the case. Exactly one subject:

    - ``memory``: a memory containing this text is saved (``present`` false: none is);
    - ``dream``: a dream whose title or text contains this exists (or, ``present`` false, none
      does), optionally with this ``date`` (YYYY-MM-DD, ``today``, ``yesterday``), ``title``,
      ``mood`` (each contained, case-insensitively);
    - ``symbol``: the user's own meaning for this symbol is saved, containing ``meaning`` when
      given (``present`` false: no own meaning is saved);
    - ``dreams`` / ``memories`` / ``symbols``: exactly this many records.
    """

    memory: str | None = None
    dream: str | None = None
    symbol: str | None = None
    dreams: int | None = None
    memories: int | None = None
    symbols: int | None = None
    present: bool = True
    meaning: str | None = None
    date: str | None = None
    title: str | None = None
    mood: str | None = None

    def subject(self) -> str:
        return next((n for n in CHECK_SUBJECTS if getattr(self, n) is not None), "")


class Seed(_Strict, frozen=True, kw_only=True, tag="seed", tag_field="type"):
    name: str
    export: ExportFile


class Case(_Strict, frozen=True, kw_only=True, tag="case", tag_field="type"):
    id: str
    split: Split
    category: str
    messages: tuple[str, ...]
    facts: tuple[tuple[str, ...], ...] = ()
    forbidden: tuple[str, ...] = ()
    journal: tuple[JournalCheck, ...] = ()
    seed: str | ExportFile | None = None
    note: str = ""


Line: TypeAlias = Seed | Case
_line_decoder = msgspec.json.Decoder(Line)


class CaseFile(msgspec.Struct, frozen=True, kw_only=True):
    """A loaded case file: named seed journals (in file order) and its cases (in file order)."""

    path: str
    seeds: dict[str, ExportFile]
    cases: tuple[Case, ...]

    def seed_of(self, case: Case) -> ExportFile:
        """The journal ``case`` starts from."""
        if isinstance(case.seed, ExportFile):
            return case.seed
        if case.seed is not None:
            return self.seeds[case.seed]
        return next(iter(self.seeds.values()), ExportFile())

    def select(self, split: str = "all") -> tuple[Case, ...]:
        """The cases of ``split`` (``dev``, ``test`` or ``all``), in file order."""
        if split == "all":
            return self.cases
        if split not in SPLITS:
            raise CaseFileError(f"unknown split {split!r}: use dev, test or all")
        return tuple(c for c in self.cases if c.split == split)


def _check_case(case: Case) -> str | None:
    """What is wrong with a decoded case, or None."""
    if not case.id.strip():
        return "the case has an empty id"
    if not case.category.strip():
        return f"case {case.id!r} has an empty category"
    if not case.messages or any(not m.strip() for m in case.messages):
        return f"case {case.id!r} needs one or more non-empty messages"
    for alternatives in case.facts:
        if not alternatives or any(not a.strip() for a in alternatives):
            return f"case {case.id!r}: every fact is a non-empty list of non-empty alternatives"
        for alternative in alternatives:
            if "{" in alternative and alternative.strip() not in RELATIVE_DATES:
                return f"case {case.id!r}: unknown placeholder in {alternative!r} (use {{today}} or {{yesterday}})"
    if any(not f.strip() for f in case.forbidden):
        return f"case {case.id!r} has an empty forbidden claim"
    for check in case.journal:
        subjects = [n for n in CHECK_SUBJECTS if getattr(check, n) is not None]
        if len(subjects) != 1:
            return f"case {case.id!r}: a journal check names exactly one of {', '.join(CHECK_SUBJECTS)}"
        subject = subjects[0]
        if subject in ("dreams", "memories", "symbols") and (
            getattr(check, subject) < 0 or not check.present
        ):
            return f"case {case.id!r}: a count check is a number of records, 0 or more"
        if (check.date or check.title or check.mood) and subject != "dream":
            return f"case {case.id!r}: date, title and mood belong to a dream check"
        if check.meaning is not None and subject != "symbol":
            return f"case {case.id!r}: meaning belongs to a symbol check"
        if not check.present and (check.date or check.title or check.mood or check.meaning):
            return f"case {case.id!r}: an absence check takes no details"
        if check.date is not None and resolve_date(check.date, _ANY_DAY) is None:
            return f"case {case.id!r}: journal date {check.date!r} is not YYYY-MM-DD, today or yesterday"
    return None


_ANY_DAY = dt.date(2000, 1, 1)


def parse_cases(text: str, path: str = "<cases>") -> CaseFile:
    """Read a case file's text; ``CaseFileError`` names the first bad line and why."""
    seeds: dict[str, ExportFile] = {}
    cases: list[Case] = []
    seen: set[str] = set()
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("//"):
            continue
        where = f"{path}:{number}"
        try:
            item = _line_decoder.decode(line)
        except msgspec.DecodeError as exc:
            raise CaseFileError(f"{where}: {exc}") from None
        if isinstance(item, Seed):
            if item.name in seeds:
                raise CaseFileError(f"{where}: seed {item.name!r} is defined twice")
            seeds[item.name] = item.export
            continue
        problem = _check_case(item)
        if problem:
            raise CaseFileError(f"{where}: {problem}")
        if item.id in seen:
            raise CaseFileError(f"{where}: case id {item.id!r} is used twice")
        if isinstance(item.seed, str) and item.seed not in seeds:
            raise CaseFileError(
                f"{where}: case {item.id!r} names seed {item.seed!r}, not defined above it"
            )
        seen.add(item.id)
        cases.append(item)
    if not cases:
        raise CaseFileError(f"{path}: no cases")
    return CaseFile(path=path, seeds=seeds, cases=tuple(cases))


def load_cases(path: str | os.PathLike[str]) -> CaseFile:
    """Read and check a case file; ``CaseFileError`` (one line) when it is missing or invalid."""
    target = Path(path)
    try:
        text = target.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise CaseFileError(f"{target}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise CaseFileError(f"{target}: cannot read it ({exc})") from None
    return parse_cases(text, str(path))


def builtin_cases_path() -> Path:
    """The case set that ships with Sandman (``sandman/evals/replies.jsonl``)."""
    return Path(__file__).with_name("replies.jsonl")


def categories(cases: Sequence[Case]) -> list[str]:
    """The categories of ``cases``, in order of first appearance."""
    return list(dict.fromkeys(c.category for c in cases))
