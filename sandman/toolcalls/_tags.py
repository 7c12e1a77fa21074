"""Lexing the attributes of a tag: strict for unknown names, lenient for tools and wrappers."""

from __future__ import annotations

import html
import re
from typing import NamedTuple

STRICT_TAG_LIMIT = 300  # an unknown tag must close within this many characters
CURLY_QUOTES = {"\u201c": "\u201d", "\u2018": "\u2019", "\u201d": "\u201d", "\u2019": "\u2019"}
_NEXT_KEY = re.compile(r"\s+[A-Za-z_][\w\-]*\s*=|/>|>")
_ATTR_KEY = re.compile(r"[^\s=/>\"']+")
_STRICT_KEY = re.compile(r"[A-Za-z_:][\w:.\-]*")
_STRICT_VALUE = re.compile(r"[^\s\"'=<>`/]+")


class Lexed(NamedTuple):
    attrs: list[tuple[str, str | None]]  # (key, value or None for a bare word), in order
    bare: list[str]
    end: int
    self_closing: bool
    closed: bool  # False: the text ended before the tag did
    cut: bool  # the text ended inside a quoted value


class NeedMore(NamedTuple):
    wait: str  # only these characters can decide the tag ("" = any)


def lex_attrs(buf: str, k: int, eof: bool, lenient: bool) -> Lexed | NeedMore | None:
    """Attributes from ``k`` to the tag's end.

    Returns (attrs, bare words, end, self-closing, closed, cut inside a value), More, or None
    when a strict (non-tool) tag is malformed. Lenient lexing accepts single, missing and
    mismatched quotes and ends at eof when the tag never closes.
    """
    n = len(buf)
    attrs: list[tuple[str, str | None]] = []
    bare: list[str] = []
    limit = n if lenient else min(n, k + STRICT_TAG_LIMIT)
    wait = NeedMore(">" if lenient else "")
    while True:
        while k < limit and (buf[k].isspace() or (lenient and buf[k] == ",")):
            k += 1
        if k >= limit:
            if lenient:
                return Lexed(attrs, bare, n, False, False, False) if eof else wait
            return None if eof or limit < n else wait
        c = buf[k]
        if c == ">":
            return Lexed(attrs, bare, k + 1, False, True, False)
        if c == "/":
            if k + 1 >= n:
                return (
                    None
                    if eof and not lenient
                    else (wait if not eof else Lexed(attrs, bare, n, False, False, False))
                )
            if buf[k + 1] == ">":
                return Lexed(attrs, bare, k + 2, True, True, False)
            if not lenient:
                return None
            k += 1
            continue
        km = _ATTR_KEY.match(buf, k)
        if km is None:
            if not lenient:
                return None
            k += 1  # a stray quote
            continue
        key, k = km.group(), km.end()
        if k >= n and not eof:
            return wait
        j = k
        while j < n and buf[j].isspace():
            j += 1
        if j >= n and not eof:
            return wait
        if j >= n or buf[j] != "=":
            if not lenient and not _STRICT_KEY.fullmatch(key):
                return None
            bare.append(key)
            attrs.append((key, None))
            continue
        j += 1
        while j < n and buf[j].isspace():
            j += 1
        if j >= n:
            if not eof:
                return wait
            return Lexed(attrs, bare, n, False, False, True) if lenient else None
        q = buf[j]
        if q in "\"'" or (lenient and q in CURLY_QUOTES):
            q = CURLY_QUOTES.get(q, q)
            v = j + 1
            while True:
                e = buf.find(q, v)
                if e < 0:
                    if not eof:
                        return wait
                    if not lenient:
                        return None
                    attrs.append((key, html.unescape(buf[j + 1 :])))
                    return Lexed(attrs, bare, n, False, False, True)
                if not lenient:
                    break
                if e + 1 >= n:
                    if not eof:
                        return wait
                    break
                if buf[e + 1].isspace() or buf[e + 1] in "/>,":
                    break
                v = e + 1
            attrs.append((key, html.unescape(buf[j + 1 : e])))
            k = e + 1
            continue
        if not lenient:
            vm = _STRICT_VALUE.match(buf, j)
            if vm is None:
                return None
            attrs.append((key, html.unescape(vm.group())))
            k = vm.end()
            continue
        stop = _NEXT_KEY.search(buf, j)
        if stop is None:
            if not eof:
                return wait
            attrs.append((key, html.unescape(buf[j:].strip())))
            return Lexed(attrs, bare, n, False, False, False)
        attrs.append((key, html.unescape(buf[j : stop.start()].strip())))
        k = stop.start()
