"""The distinctive facts of the respond prompt's worked examples, to catch them in replies.

A worked example is a made-up exchange ("Show me my last dream." → a result about "Missed bus" on
12 September). A reply that repeats one of its facts — a quoted title, a date, a proper noun, a
specific phrase of the made-up user's — while neither the journal, the user nor a tool said it,
copied the example. Facts are taken from the examples the responder really uses for the model
(``reply_style(style, tier).examples``); phrases come from the made-up *user's* side (their message and
tool results), where the facts are, not from the assistant's wording.
"""

from __future__ import annotations

import datetime as dt
import re
from collections.abc import Iterable, Sequence
from typing import Any

import msgspec

from ..language import MONTH_NAMES, STOPWORDS, calendar_days, date_forms, real_date
from ._text import contains, normalize

_QUOTED = re.compile(r"\"([^\"\n]{2,80})\"|“([^”\n]{2,80})”")
_ISO = re.compile(r"\b(\d{4})-(\d{2})-(\d{2})\b")
_CAPITALIZED = re.compile(r"\b([A-Z][a-z]{2,})\b")
_SEGMENT = re.compile(r"[^.,;:!?()\[\]\"“”'\n<>/=]+")
_TAG = re.compile(r"<[^<>]*>")
_RESULT_HEAD = re.compile(r"<tool_result[^>]*>")
_NOT_NAMES = frozenset(
    """sandman dictionary monday tuesday wednesday thursday friday saturday sunday
    got saved updated your you the this that what when where which how why who""".split()
) | frozenset(MONTH_NAMES)
_STOPWORDS = STOPWORDS | frozenset(
    """dream dreams dreamt dreamed dreaming remember remembered show tell told like ever hi hello
    thanks feel felt get got called named mean means meaning last latest note saved two three""".split()
)


class ExampleFact(msgspec.Struct, frozen=True, kw_only=True):
    """One fact of a worked example: how it is written there, and its normalized forms."""

    text: str
    forms: tuple[str, ...]


def _sides(example: Any) -> tuple[str, str]:
    """(user side, assistant side) of one example, whatever shape it has."""
    if isinstance(example, dict):
        return str(example.get("user", "")), str(example.get("assistant", ""))
    if isinstance(example, (tuple, list)) and len(example) == 2:
        return str(example[0]), str(example[1])
    return str(getattr(example, "user", "")), str(getattr(example, "assistant", ""))


def _dates(text: str) -> list[ExampleFact]:
    out: list[ExampleFact] = []
    for day in calendar_days(text):
        when = real_date(day)
        if when is None:
            continue
        if day.year is not None:
            out.append(
                ExampleFact(
                    text=when.isoformat(), forms=tuple(normalize(f) for f in date_forms(when))
                )
            )
        else:  # no ISO form: the year is unknown
            out.append(
                ExampleFact(text=day.text, forms=tuple(normalize(f) for f in date_forms(when)[1:]))
            )
    return out


def _phrases(text: str) -> list[str]:
    """The last two words of each stretch of content words ("I work night shifts" → "night
    shifts"): in English the head of a noun phrase comes last."""
    out: list[str] = []
    sentences = re.split(r"(?<=[.!?])\s+|\n", _TAG.sub(" ", text))
    long_enough = " . ".join(t for t in sentences if len(t.split()) >= 4)  # not "Good morning!"
    for segment in _SEGMENT.findall(long_enough):
        run: list[str] = []
        for word in [*re.findall(r"[A-Za-z][A-Za-z'-]*", segment), ""]:
            key = word.lower()
            if key and key not in _STOPWORDS and len(key) > 2:
                run.append(word)
                continue
            if len(run) >= 2:
                out.append(f"{run[-2]} {run[-1]}")
            run = []
    return out


def _names(text: str) -> list[str]:
    names: list[str] = []
    for line in _TAG.sub(" ", text).splitlines():
        for match in _CAPITALIZED.finditer(line):
            before = line[: match.start()].rstrip()
            if not before or before.endswith((".", "!", "?", ":", '"', "“", "'", "(")):
                continue
            if match[1].lower() not in _NOT_NAMES:
                names.append(match[1])
    return names


def example_facts(examples: Iterable[Any]) -> tuple[ExampleFact, ...]:
    """The distinctive facts of ``examples`` (objects with ``user``/``assistant``, dicts or pairs)."""
    facts: dict[tuple[str, ...], ExampleFact] = {}

    def add(fact: ExampleFact) -> None:
        if fact.forms and all(fact.forms):
            facts.setdefault(fact.forms, fact)

    for example in examples:
        user, assistant = _sides(example)
        whole = f"{user}\n{assistant}"
        for match in _QUOTED.finditer(whole):
            quoted = (match[1] or match[2]).strip()
            if len(quoted.split()) >= 2 and not _RESULT_HEAD.search(match.group()):
                add(ExampleFact(text=quoted, forms=(normalize(quoted),)))
        for fact in _dates(whole):
            add(fact)
        for name in _names(whole):
            add(ExampleFact(text=name, forms=(normalize(name),)))
        for phrase in _phrases(_RESULT_HEAD.sub(" ", user)):
            add(ExampleFact(text=phrase, forms=(normalize(phrase),)))
    # A spoken date already covered by an ISO one of the same day adds nothing.
    kept = [f for f in facts.values()]
    return tuple(
        f for f in kept if not any(o is not f and set(f.forms) < set(o.forms) for o in kept)
    )


def declared_facts(texts: Iterable[str]) -> tuple[ExampleFact, ...]:
    """Facts named as such next to the examples (``ReplyStyle.example_facts``), as ExampleFacts."""
    out: list[ExampleFact] = []
    for text in texts:
        forms = tuple(f for f in (normalize(t) for t in _date_or_text(str(text))) if f)
        if forms:
            out.append(ExampleFact(text=str(text), forms=forms))
    return tuple(out)


def _date_or_text(text: str) -> tuple[str, ...]:
    match = _ISO.fullmatch(text.strip())
    if match is None:
        return (text,)
    try:
        return date_forms(dt.date(int(match[1]), int(match[2]), int(match[3])))
    except ValueError:
        return (text,)


def responder_facts(model_name: str) -> tuple[tuple[ExampleFact, ...], str]:
    """The facts of the worked examples the responder uses for ``model_name`` — those the style
    declares (``example_facts``) and those found in its ``examples`` — and a note when they could
    not be read (the prompt module changed shape): then none are looked for."""
    try:
        from ..inference import model_tier, preset_style
        from ..prompts import reply_style

        style = reply_style(preset_style(model_name), model_tier(model_name))
        examples = tuple(getattr(style, "examples", ()) or ())
        declared = tuple(getattr(style, "example_facts", ()) or ())
        found = example_facts(examples) + declared_facts(declared)
    except Exception as exc:  # the eval must survive a change of the prompt module's API
        return (), f"the responder's examples could not be read ({type(exc).__name__}: {exc})"
    unique: dict[tuple[str, ...], ExampleFact] = {}
    for fact in found:
        unique.setdefault(fact.forms, fact)
    return tuple(unique.values()), ""


def copied_facts(reply: str, facts: Sequence[ExampleFact], grounding: Sequence[str]) -> list[str]:
    """The example facts ``reply`` carries that no grounding text (normalized) holds."""
    text = normalize(reply)
    out: list[str] = []
    for fact in facts:
        if any(contains(text, f) for f in fact.forms) and not any(
            contains(g, f) for g in grounding for f in fact.forms
        ):
            out.append(fact.text)
    return out
