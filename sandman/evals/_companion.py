"""What the companion's own words do, per turn: invented, contradicted, engaged.

Only the model's words are judged (the ``text`` events whose ``source`` is ``"model"``): the
journal's lines are right by construction, and a reply made of them alone is not a companion
speaking, so it can never count as engaged.

- *invented*: the model names a person or place (a capitalised word in mid-sentence), a number,
  a date or a quoted title that neither the user's messages, the conversation so far nor the
  turn's tool results hold. (Things named in lower case, "your grandmother's bakery", are not
  caught: there is no list of what a user may have said in other words.)
- *contradicted*: it says what the turn's own events deny: a write that happened did not ("you
  haven't saved it yet"), the journal found no dream when a lookup listed some, a yes (or a no)
  to "Have I…?" that the journal's answer denies ("Yes, I have." when nothing was found), the
  user's own message said back as its reply, cheer for a hard feeling ("what a wonderful dream"
  to "I'm scared to go to sleep"), or the user's dream told as its own ("I floated in front of
  it").
- *engaged*: on a turn that asks for more than facts (a told dream, a feeling, small talk or
  thanks, "what could it mean"), one to three complete sentences of its own that take up what the
  user said or what the journal found, neither invented nor contradicted.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Sequence

from ..language import (
    MONTH_NAMES,
    SEARCH_FRAME,
    STOPWORDS,
    asks_yes_or_no_about_them,
    porter_stem,
)
from ..messages import ToolOutcome
from ..routing import ENGAGING as SITUATIONS_THAT_ENGAGE
from ..routing import Situation
from ._text import invented_dates, invented_quotes, normalize

# Situations that ask the companion for more than the journal's facts.
ENGAGING = SITUATIONS_THAT_ENGAGE

_NAME = re.compile(r"(?<=[a-z,;] )([A-Z][a-z]{2,})\b")
_COMMON = frozenset(
    """I Sandman Monday Tuesday Wednesday Thursday Friday Saturday Sunday God English Jung Freud
    Dream Dreams""".split()
) | {m.capitalize() for m in MONTH_NAMES}
_NUMBER = re.compile(r"\b\d[\d,.]*\b")
_CONTENT = re.compile(r"[a-z]{3,}")
_FILLER = (
    STOPWORDS
    | SEARCH_FRAME
    | frozenset("feel feeling sounds seems know think let maybe perhaps".split())
)
_DENIED_SAVE = re.compile(
    r"\b(?:haven'?t|have\s+not|hasn'?t|has\s+not|didn'?t|did\s+not|wasn'?t|was\s+not|not|never)\s+"
    r"(?:yet\s+|been\s+|actually\s+)*(?:saved|logged|recorded|stored|kept|remembered|written)\b",
    re.IGNORECASE,
)
_DENIED_FIND = re.compile(
    r"\bno\s+(?:dreams?|entries|entry)\b|\b(?:haven'?t|have\s+not|never)\s+(?:\w+\s+)?"
    r"(?:dreamt|dreamed|had\s+(?:a|any)\s+dreams?)\b|\bnothing\s+(?:in|about)\b",
    re.IGNORECASE,
)
_CHEER = re.compile(
    r"\b(?:wonderful|lovely|amazing|fantastic|delightful|exciting|comforting|fun|great\s+news|"
    r"how\s+nice|so\s+nice|glad\s+to\s+hear|happy\s+to\s+hear|that'?s\s+great)\b",
    re.IGNORECASE,
)
_OWN_DREAM = re.compile(
    r"\b(?:I|we)\s+(?:was|were|saw|swam|flew|floated|ran|walked|dreamt|dreamed|found|heard|climbed|"
    r"fell|landed|woke)\b|\bmy\s+(?:dream|nightmare)\b|\b(?:alongside|beside)\s+me\b"
    # (there with them: "you were flying with me"; not "anything to share with me", the reply eval)
    r"|\b(?:was|were|there|flying|swimming|walking|running|dancing|sitting|standing)\s+with\s+me\b",
)
_ANSWER = re.compile(r"\W*(?:yes|no|yeah|nope)\b")
_YES = re.compile(
    r"\W*(?:yes|yeah|yep|of\s+course|indeed)\b|\W*(?:yes\W+)?i\s+(?:have|did)\W*$", re.I
)
_NO = re.compile(r"\W*(?:no|nope|not\s+yet)\b(?!\s+(?:worries|problem))", re.I)
_SENTENCE = re.compile(r"[^.!?]*\w[^.!?]*[.!?]+")


def sentences(text: str) -> list[str]:
    return [s.strip() for s in _SENTENCE.findall(text) if s.strip()]


def invented(model_text: str, grounding: Sequence[str], today: object = None) -> list[str]:
    """What the model's words name that the grounding (normalised texts) does not hold."""
    held = " ".join(grounding)
    words = set(re.findall(r"\w+", held))
    out = [
        f"name {n}"
        for n in _NAME.findall(model_text)
        if n not in _COMMON and n.lower() not in words
    ]
    out += [f"number {n}" for n in _NUMBER.findall(model_text) if n.strip(",.") not in held]
    if today is not None:
        out += [f"date {d}" for d in invented_dates(model_text, grounding, today)]  # type: ignore[arg-type]
    out += [f"quote {q}" for q in invented_quotes(model_text, grounding)]
    return out


def _found_dreams(results: Sequence[ToolOutcome]) -> bool:
    reads = ("search_dreams", "recent_dreams", "lookup_symbol", "show_dream")
    for r in results:
        if (
            r.ok
            and r.name in reads
            and re.search(r"\b\d{4}-\d{2}-\d{2}\b|mentions? it|Dream #", r.output)
        ):
            return True
    return False


def contradicted(
    model_text: str, message: str, results: Sequence[ToolOutcome], situation: Situation
) -> list[str]:
    """What the model's words say that the turn's own events deny."""
    out: list[str] = []
    saved = any(
        r.ok
        and (
            r.name in ("save_dream", "remember", "save_symbol_meaning")
            or (r.name == "continue_dream" and r.refs)
        )
        for r in results
    )
    if saved and _DENIED_SAVE.search(model_text):
        out.append("denies a save that happened")
    if _found_dreams(results) and _DENIED_FIND.search(model_text):
        out.append("says no dream was found when the journal found some")
    found = [r.found for r in results if r.ok and r.found is not None]
    said = sentences(model_text)
    if found and said and asks_yes_or_no_about_them(message):
        if not any(found) and _YES.match(said[0]):
            out.append("says yes when the journal found nothing")
        elif any(found) and _NO.match(said[0]):
            out.append("says no when the journal found it")
    if _echoes(model_text, message):
        out.append("echoes the user's message")
    if situation.valence == "hard" and _CHEER.search(model_text):
        out.append("meets a hard feeling with cheer")
    if situation.kind in ("told_dream", "meaning") and _OWN_DREAM.search(model_text):
        out.append("tells the user's dream as its own")
    return out


_AS_THEIRS = {
    "you": "i",
    "your": "my",
    "yours": "mine",
    "youre": "im",
    "youve": "ive",
    "yourself": "myself",
}


def _echoes(model_text: str, message: str) -> bool:
    """Whether the reply, or one of its sentences, is the user's message said back ("Thanks, that
    helps." for "Thanks, that helps."; "You felt so rested today, best sleep in weeks." for "I feel
    so rested today, best sleep in weeks."); not "Yes, you have dreamt about wolves." (an answer),
    and not a greeting of a word or two returned ("Hello! How did you sleep?" to "hello")."""
    theirs = normalize(message)
    for said in [model_text, *sentences(model_text)]:
        said = " ".join(_AS_THEIRS.get(w, w) for w in normalize(said).split())
        if len(said.split()) < _MIN_ECHO_WORDS or _ANSWER.match(said):
            continue
        if difflib.SequenceMatcher(None, said, theirs, autojunk=False).ratio() >= 0.85:
            return True
    return False


# "Hello!" for "hello", "Thank you!" for "thank you": a courtesy returned, not words taken over.
_MIN_ECHO_WORDS = 3


def _takes_up(model_text: str, message: str, results: Sequence[ToolOutcome]) -> bool:
    mine = {w for w in _CONTENT.findall(model_text.lower()) if w not in _FILLER}
    theirs = {
        w for w in _CONTENT.findall((message + " " + " ".join(r.output for r in results)).lower())
    }
    # One word of theirs in another form: "crossing" for "crossed" (the first five letters),
    # "restful" for "rested" (the same Porter stem).
    prefixes = {w[:5] for w in theirs if w not in _FILLER}
    stems = {porter_stem(w) for w in theirs if w not in _FILLER}
    return any(w[:5] in prefixes or porter_stem(w) in stems for w in mine)


def engaged(
    model_text: str,
    message: str,
    results: Sequence[ToolOutcome],
    situation: Situation,
    problems: Sequence[str],
) -> bool:
    """Whether the model's words engage on a turn that asks for it (see the module's doc)."""
    if problems:
        return False
    said = sentences(model_text)
    if not 1 <= len(said) <= 3:
        return False
    if situation.kind in ("thanks", "greeting"):
        return True  # one warm line is the whole task
    return _takes_up(model_text, message, results)


def outcomes(
    tools: Sequence[tuple[str, bool, str] | tuple[str, bool, str, bool | None]],
) -> tuple[ToolOutcome, ...]:
    """Tool outcomes from (name, ok, output[, found]) as a turn's events tell them."""
    return tuple(
        ToolOutcome(
            call_id=f"eval-{i}",
            name=tool[0],
            ok=tool[1],
            output=tool[2],
            found=tool[3] if len(tool) > 3 else None,
        )
        for i, tool in enumerate(tools)
    )
