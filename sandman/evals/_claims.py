"""What a reply claims to have done, and markup that leaked into it. Pure functions, no I/O.

Claims of actions are found generically, from the reply text alone: "Saved: …", "I've noted
that", "I'll remember", "your dream has been deleted", "You've deleted your dream about …",
"Done, updated.". Each is one of three kinds:

- ``save``: saved, logged, recorded, noted, added, stored, remembered, "I'll remember", "made a note";
- ``remove``: deleted, removed, erased, forgotten;
- ``change``: changed, updated, edited, renamed, corrected, replaced.

Not claims: negations ("I haven't saved anything", "nothing was deleted"), questions ("Shall I
delete it?"), offers and conditions ("I'll delete it once you confirm"), "I remember …" (recalling,
not storing), and anything inside quotation marks (a dream's own words). Whether a claim is *false*
depends on what the turn did, which the runner knows (see ``kinds_satisfied``).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Literal, TypeAlias

import msgspec

ClaimKind: TypeAlias = Literal["save", "remove", "change"]
CLAIM_KINDS: tuple[ClaimKind, ...] = ("save", "remove", "change")


class Claim(msgspec.Struct, frozen=True, kw_only=True):
    kind: ClaimKind
    text: str  # the words that made the claim, as written


_PAST: dict[ClaimKind, str] = {
    "save": r"saved|logged|recorded|stored|noted|added|remembered|memori[sz]ed|filed"
    r"|jotted(?: (?:it|that|this))? down|written(?: (?:it|that|this))? down"
    r"|wrote(?: (?:it|that|this))? down|made a note|taken note|put (?:it|that|this) in",
    "remove": r"deleted|removed|erased|wiped|cleared|discarded|dropped"
    # "I forgot which one" is not knowing, not a deletion: forgetting needs what was forgotten.
    # ("Forgot all 5 things you had told me to remember.", the journal's own words)
    r"|(?:forgotten|forgot)(?= (?:that|it|this|your|the|all|these|both|about (?:it|that|this))\b|\s*:)",
    "change": r"changed|updated|edited|renamed|modified|corrected|replaced|rewritten|overwritten|fixed",
}
_BASE: dict[ClaimKind, str] = {
    "save": r"save|log|record|store|note|add|remember|memori[sz]e|file|jot (?:it|that|this) down"
    r"|write (?:it|that|this) down|make a note|keep (?:it|that|this) in mind|keep that|put (?:it|that|this) in",
    "remove": r"delete|remove|erase|forget|wipe|clear|discard",
    "change": r"change|update|edit|rename|modify|correct|replace|rewrite|overwrite|fix",
}
_ADVERB = (
    r"(?:(?:just|now|already|successfully|also|gone ahead and|went ahead and|definitely|happily"
    r"|made sure to)\s+)?"
)
_OBJECT = r"(?:your|the|this|that|it|these|those|them)\b"
_SUBJECT = r"(?:it|this|that|they|these|those|everything|(?:your|the|this|that|these|those)\s+[\w'-]+(?:\s+[\w'-]+)?)"
_COPULA = r"(?:(?:has|have|had)\s+been|was|were|is|are|'s|'re|'s been|'ve been|got)"
# Passives that describe the journal's past ("the dream was recorded on 3 March") are not claims.
_HISTORICAL = re.compile(r"\s+(?:on|in|back|last|since|before|earlier|over)\b", re.IGNORECASE)
_CONDITION = re.compile(
    r"\b(?:if|once|when|after|as soon as|unless|until|whether|confirm|want me to|would you like|"
    r"should i|shall i|do you want|let me know|say\s+(?:yes|so)"
    # ("tell me a dream and I'll save it with its night and mood": what a dream journal is, said
    # by Sandman's own line; an offer on a condition)
    r"|tell\s+me\s+(?:a|any|your|the)\b[^.!?]*\band\s+I(?:'ll|\s+will))\b",
    re.IGNORECASE,
)
_PASSIVE_ONLY: dict[ClaimKind, str] = {"remove": "|forgotten"}  # "it has been forgotten"
_OPENER = r"(?:(?:ok(?:ay)?|alright|all right|sure|great|perfect|done|got it|all set|there you go|yes)[\s,!.:;-]*)*"


def _patterns(kind: ClaimKind) -> tuple[tuple[re.Pattern[str], bool], ...]:
    past, base = _PAST[kind], _BASE[kind]
    flags = re.IGNORECASE
    return (
        # I saved / I've saved / I have just deleted / I had noted
        (re.compile(rf"\bI(?:'ve|'d|\s+have|\s+had)?\s+{_ADVERB}(?:{past})\b", flags), False),
        # I'll remember / I will save / I'm going to delete (an offer unless it is conditional)
        (
            re.compile(
                rf"\bI(?:'ll|\s+will|\s+shall|'m going to|\s+am going to)\s+{_ADVERB}(?:{base})\b",
                flags,
            ),
            True,
        ),
        # your dream has been saved / it's deleted / that's been noted
        (
            re.compile(
                rf"\b{_SUBJECT}\s*{_COPULA}\s+{_ADVERB}(?:been\s+)?(?:{past}{_PASSIVE_ONLY.get(kind, '')})\b",
                flags,
            ),
            False,
        ),
        # You've deleted your dream about the snake
        (re.compile(rf"\byou(?:'ve|\s+have)\s+{_ADVERB}(?:{past})\s+{_OBJECT}", flags), False),
        # Saved: … / Noted! / Done, deleted. / Deleted your dream …
        (
            re.compile(
                rf"^\s*{_OPENER}(?:{past})\b"
                # ("Deleted dream #3 (…)", the journal's own words: the dev split counted it as
                # a delete no reply confirmed)
                rf"(?=\s*(?:[:!.,;-]|$)|\s+{_OBJECT}|\s+(?:all|both)\b|\s+(?:to|in|into)\s+(?:your|the)\b"
                r"|\s+(?:dream|memory|fact|entry)\s+#?\d)",
                flags,
            ),
            False,
        ),
    )


_KIND_PATTERNS = {kind: _patterns(kind) for kind in CLAIM_KINDS}
_PASSIVE = 2  # index of the passive pattern above
# "I saved nothing", "deleted none of them": an action on nothing claims nothing.
_NOTHING = re.compile(r"\s+(?:nothing|none|no\b|not\b)", re.IGNORECASE)
_QUOTED = re.compile(r"\"[^\"\n]*\"|“[^”\n]*”|«[^»\n]*»|(?<!\w)'[^'\n]{3,}?'(?!\w)")
_SENTENCE = re.compile(r"[^.!?\n]+(?:[.!?]+|\n|$)")


def _sentences(text: str) -> list[str]:
    masked = _QUOTED.sub(lambda m: " " * len(m.group()), text.replace("’", "'"))
    return [s for s in _SENTENCE.findall(masked) if s.strip()]


def action_claims(text: str) -> list[Claim]:
    """Every claim of an action in ``text``, in order (at most one per kind and sentence)."""
    claims: list[Claim] = []
    for sentence in _sentences(text):
        if sentence.rstrip().endswith("?"):
            continue
        for kind in CLAIM_KINDS:
            for index, (pattern, offer) in enumerate(_KIND_PATTERNS[kind]):
                passive = index == _PASSIVE
                match = pattern.search(sentence)
                if match is None:
                    continue
                if offer and _CONDITION.search(sentence):
                    continue
                if passive and _HISTORICAL.match(sentence, match.end()):
                    continue
                if _NOTHING.match(sentence, match.end()):
                    continue
                claims.append(Claim(kind=kind, text=" ".join(match.group().split())))
                break
    return claims


# --- what a turn did ---------------------------------------------------------------------------

_READ_PREFIXES = (
    "search",
    "lookup",
    "recall",
    "recent",
    "show",
    "get",
    "list",
    "find",
    "read",
    "browse",
)


def tool_kind(name: str, read_only: Iterable[str]) -> ClaimKind | None:
    """The kind of write a tool does (None for a read-only tool), from its name."""
    key = name.lower()
    if key in set(read_only) or key.startswith(_READ_PREFIXES):
        return None
    if key.startswith(("confirm", "decline", "cancel", "offer")):
        return None  # what a confirmation did is read from the journal itself
    if any(word in key for word in ("delete", "remove", "forget", "erase")):
        return "remove"
    if any(word in key for word in ("edit", "update", "change", "rename", "fix", "correct")):
        return "change"
    return "save"


def kinds_satisfied(done: Iterable[ClaimKind]) -> set[ClaimKind]:
    """The claim kinds that are true after writes of the kinds ``done``: changing a record (a
    new meaning for a symbol) may be called saving it, not the other way round."""
    kinds = set(done)
    if "change" in kinds:
        kinds.add("save")
    return kinds


# --- markup --------------------------------------------------------------------------------------

_LEAKS = (
    re.compile(r"<\|[^|<>\n]{0,40}\|>"),  # special tokens: <|im_end|>, <|tool_call|>
    re.compile(
        r"</?[A-Za-z_][\w:-]*(?:\s[^<>\n]*)?/?>"
    ),  # tags: <remember fact="…" />, </tool_result>
    re.compile(
        r"<\s*/?\s*(?:tool|function|remember|save_|search_|lookup_|recall_|recent_)[\w=]*",
        re.IGNORECASE,
    ),
    re.compile(
        r"[{\[]\s*['\"](?:name|tool|function|arguments|parameters|args)['\"]\s*:"
    ),  # JSON calls
    re.compile(r"```"),  # code fences
    re.compile(r"\b(?:tool_result|tool_call|im_start|im_end|start_of_turn|end_of_turn)\b"),
    re.compile(r"\bcall:[a-z_]+\{"),  # FunctionGemma
)


def markup_leaks(text: str, tool_names: Iterable[str] = ()) -> list[str]:
    """Pieces of tool or chat markup visible in ``text`` (empty when it is clean).

    A tool's name written as an identifier (``save_symbol_meaning``, ``recall_memories(``) counts.
    """
    found: list[str] = []
    for pattern in _LEAKS:
        found += [m.group().strip() for m in pattern.finditer(text)]
    for name in tool_names:
        if "_" in name and re.search(rf"\b{re.escape(name)}\b", text):
            found.append(name)
    unique = list(dict.fromkeys(f for f in found if f))
    return [f for f in unique if not any(f != other and f in other for other in unique)]
