"""The journal in the second person, for the companion's eyes: "a change I am afraid of" → "a
change you are afraid of".

What the journal holds is in the user's own words, in the first person (their dreams, their
meanings of symbols, what they asked Sandman to remember). Shown that way, a small model takes
the words over as its own ("The bridge was a decision I kept putting off"). The capable reply
style shows tool results to the model in the second person; the user reads the journal's lines
as they were written. Only "I", "me", "my", "mine", "myself" and their contractions change, with
the verb "am"/"was" after "I"; nothing else is touched.
"""

from __future__ import annotations

import re

_FORMS = {
    "i am": "you are",
    "i'm": "you're",
    "i was": "you were",
    "i've": "you've",
    "i'd": "you'd",
    "i'll": "you'll",
    "i": "you",
    "me": "you",
    "my": "your",
    "mine": "yours",
    "myself": "yourself",
}
_WORD = re.compile(r"\b(?:I\s+am|I\s+was|I['’](?:m|ve|d|ll)|I|me|my|mine|myself)\b", re.IGNORECASE)


def _swap(match: re.Match[str]) -> str:
    said = match[0]
    key = re.sub(r"\s+", " ", said.replace("’", "'")).lower()
    # "I" is a pronoun only as a capital (a lone lowercase "i" in typed text too).
    if key == "i" and said not in ("I", "i"):
        return said
    out = _FORMS[key]
    start = match.start()
    before = match.string[:start].rstrip()
    sentence_start = not before or before[-1] in '.!?:\n-–—"“('
    return out[0].upper() + out[1:] if sentence_start and said[0].isupper() else out


def second_person(text: str) -> str:
    """``text`` with the first person singular turned into the second."""
    return _WORD.sub(_swap, text)


# Where the user's own words start in a line of a tool's output: after the label of a list item
# (a dream or a memory), of their meaning of a symbol, or of a confirmation. Sandman's own words
# around them ("Things you asked me to remember:", "I found no dream…") stay as they are.
_THEIRS = re.compile(
    r"^(?:-\s+(?:[^\n]*?[)\"”\d]:\s+|(?=[^:\n]*$))"
    r"|(?:Your meaning for|To you,|You told me|Remembered|Saved your dream|That dream is already|"
    r"Dream #\d+|Your own meaning)[^:\n]*:\s+)"
)


def journal_in_second_person(text: str) -> str:
    """A tool's output with the user's own words in it (and only those) in the second person."""
    lines = []
    for line in text.split("\n"):
        found = _THEIRS.match(line)
        lines.append(
            line if found is None else line[: found.end()] + second_person(line[found.end() :])
        )
    return "\n".join(lines)
