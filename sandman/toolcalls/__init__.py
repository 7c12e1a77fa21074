"""Forgiving tool-call parsing and streaming markup stripping (sans-IO: no I/O, no clock, no trio).

``parse(text, tools)`` reads every call a small model plausibly meant, validates it against the
tool registry and returns the text with all tool markup removed; ``StreamParser(tools)`` does the
same on streamed chunks and gives identical results for any chunking. The rules for what counts
as a call are documented in ``_scan`` (markup vs prose) and ``_args`` (arguments).
"""

from ._stream import StreamParser, parse
from ._types import ParsedCall, ParseResult, Rejection

__all__ = ["ParseResult", "ParsedCall", "Rejection", "StreamParser", "parse"]
