"""Words of dreaming and sleep people ask about, and Sandman's answer for each (``terms.txt``):
"whats a reality check", "what is sleep paralysis". The answers are written, not generated: a
small model's definitions of these were wrong more often than right (see the file's head)."""

from __future__ import annotations

from importlib import resources

from ._sections import read_sections


def _read_terms(text: str) -> tuple[dict[str, str], dict[str, str]]:
    """(name → answer, every way to say it, lowercased → name) from ``terms.txt``'s sections
    (``[name | other ways to say it]`` and the answer)."""
    answers: dict[str, str] = {}
    forms: dict[str, str] = {}
    for key, answer in read_sections(text).items():
        said = [s.strip() for s in key.split("|") if s.strip()]
        answers[said[0]] = answer
        forms.update({s.lower(): said[0] for s in said})
    return answers, forms


TERMS, TERM_FORMS = _read_terms(
    resources.files(__package__).joinpath("terms.txt").read_text(encoding="utf-8")
)
