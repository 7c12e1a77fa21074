"""Where a bracketed value ends, by the string rules small models write.

Brackets inside strings do not count: double-quoted strings, single-quoted ones where a value can
start, and FunctionGemma's ``<escape>…<escape>``. Works on complete strings and never raises.
"""

from __future__ import annotations

MAX_NESTING = 16
# An apostrophe opens a string only after one of these, where a value can start ("I'm" is text);
# ``_payload_json`` counts structure by the same rule.
QUOTE_OPENERS = frozenset("{[(,:=")

_CLOSERS = {"{": "}", "[": "]", "(": ")"}


def _scan_brackets(
    text: str, start: int, stop: int, final: bool
) -> tuple[int | None, list[str], str]:
    """(end just past the bracket closing the first one, or None; brackets still open; the
    string being read at the stop, or "")."""
    stack: list[str] = []
    i = start
    quote = ""
    last_sig = ""
    end = min(stop, len(text))
    while i < end:
        c = text[i]
        if quote:
            if quote == "<escape>":
                if text.startswith("<escape>", i):
                    quote = ""
                    i += 8
                    continue
            elif c == "\\":
                i += 2
                continue
            elif c == quote:
                if quote == "'":
                    if i + 1 >= end and not final:
                        return None, stack, quote
                    if i + 1 < end and text[i + 1].isalpha():
                        i += 1
                        continue
                quote = ""
                last_sig = c
            i += 1
            continue
        if c == '"' or (c == "'" and last_sig in QUOTE_OPENERS):
            quote = c
        elif c == "<" and text.startswith("<escape>", i):
            quote = "<escape>"
            i += 8
            continue
        elif c in "{[(":
            stack.append(c)
            if len(stack) > MAX_NESTING:
                return i + 1, stack, ""
        elif c in "}])":
            if stack:
                stack.pop()
            if not stack:
                return i + 1, stack, ""
        if not c.isspace():
            last_sig = c
        i += 1
    return None, stack, quote


def balanced_end(text: str, start: int, stop: int) -> int | None:
    """Index just past the bracket matching ``text[start]`` (one of ``{[(``), searching below ``stop``.

    Strings in double or single quotes are skipped (an apostrophe only opens a string where a
    value can start, and only closes one before a non-letter, so "I'm" survives); FunctionGemma's
    ``<escape>…<escape>`` counts as a string. Returns None when ``stop`` comes first. Nesting
    deeper than any call (``MAX_NESTING``) ends the value right there: it is then read as a
    malformed value, which keeps degenerate input such as ``{a:{a:{a:…`` linear.
    """
    return _scan_brackets(text, start, stop, final=False)[0]


def missing_closers(text: str) -> str | None:
    """For an expression the reply ended in: the brackets that would close it, or None when it
    stopped inside a string (a call cut off mid-value, not one merely missing its last brackets)."""
    end, stack, quote = _scan_brackets(text, 0, len(text), final=True)
    if end is not None or quote:
        return None
    return "".join(_CLOSERS[c] for c in reversed(stack))


def ends_in_string(text: str) -> bool:
    """Whether the expression ``text`` stops inside a string or an ``<escape>`` value."""
    return bool(_scan_brackets(text, 0, len(text), final=True)[2])
