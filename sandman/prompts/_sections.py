"""The prompt files of sections (``situations.txt``, ``lines.txt``, ``terms.txt``): a ``[key]``
line, then the section's text over any number of lines; blank lines and ``#`` comments skipped."""

from __future__ import annotations


def read_sections(text: str) -> dict[str, str]:
    """key → its text, the lines joined by single spaces."""
    sections: dict[str, str] = {}
    key = ""
    for line in text.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            key = line[1:-1]
            sections[key] = ""
        elif key:
            sections[key] = f"{sections[key]} {line}".strip()
    return sections
