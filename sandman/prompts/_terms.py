"""Words of dreaming and sleep people ask about, and Sandman's answer for each (``terms.txt``):
"whats a reality check", "what is sleep paralysis". The answers are written, not generated: a
small model's definitions of these were wrong more often than right (see the file's head)."""

from __future__ import annotations

from importlib import resources


def _read_terms(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """(name → answer, every way to say it, lowercased → name) from ``terms.txt``'s sections
    (``[name | other ways to say it]`` and the answer's lines)."""
    answers: dict[str, str] = {}
    forms: dict[str, str] = {}
    name = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            said = [s.strip() for s in line[1:-1].split("|") if s.strip()]
            name = said[0]
            answers[name] = ""
            forms.update({s.lower(): name for s in said})
        elif name:
            answers[name] = f"{answers[name]} {line}".strip()
    return answers, forms


TERMS, TERM_FORMS = _read_terms(
    resources.files(__package__).joinpath("terms.txt").read_text(encoding="utf-8")
)
