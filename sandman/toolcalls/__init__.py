"""Tool calls in model output: a forgiving parser and a streaming markup stripper (sans-IO).

``parse(text, tools)`` finds the calls in a whole reply; ``StreamParser(tools)`` does the same
chunk by chunk and returns, as it goes, only text that can no longer turn into markup. Both give
the same calls and the same visible text for the same input, however it is chunked.
"""

from ._stream import StreamParser, parse
from ._types import ParseResult, ParsedCall, Rejection

__all__ = ["ParseResult", "ParsedCall", "Rejection", "StreamParser", "parse"]
