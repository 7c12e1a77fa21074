"""``sandman toolcalls``: the tool-call parser alone, on model output read from stdin."""

from __future__ import annotations

import argparse
import sys
from typing import Any, TextIO

import msgspec

from ..errors import SandmanError
from ..toolcalls import ParseResult, StreamParser, parse
from ._common import read_stdin, stdin_lines

_EPILOG = """\
examples:
  echo '<remember fact="I have a cat" /> Noted!' | sandman toolcalls
      {"calls":[{"name":"remember","args":{"fact":"I have a cat"}}],"text":"Noted!","rejected":[]}
  printf '{"input":"<recent_dreams limit=\\\\"3\\\\"/> Here:"}\\n' | sandman toolcalls --jsonl
  sandman toolcalls --chunk 1 < reply.txt    text as the streaming stripper emits it, 1 char at a time
"""


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "toolcalls",
        help="parse tool calls out of model output read from stdin",
        description='Print {"calls": [{"name", "args"}], "text": visible text, "rejected": '
        '[{"raw", "name", "reason"}]} for model output read from stdin (one final newline '
        "of stdin is not part of the output).",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help='read JSON objects with an "input" field, one a line, and print one result a line',
    )
    parser.add_argument(
        "--chunk",
        type=_chunk_size,
        metavar="N",
        help="stream the input to the stripper in N-character chunks; the text is what it emits",
    )
    parser.set_defaults(func=run)


def _chunk_size(value: str) -> int:
    try:
        size = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a whole number, got {value!r}") from None
    if size < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return size


def run(args: argparse.Namespace) -> int:
    """Results go to stdout as they are made; a bad JSONL line raises ``SandmanError`` (exit 1)
    after the results of the lines before it were printed."""
    if not args.jsonl:
        text = read_stdin()
        # the newline that ends the last line of input (echo, files) is not model output
        _write(sys.stdout, _run_one(text[:-1] if text.endswith("\n") else text, args.chunk))
        return 0
    for number, line in stdin_lines():
        if not line.strip():
            continue
        _write(sys.stdout, _run_one(_input_of(line, number), args.chunk))
    return 0


def _input_of(line: str, number: int) -> str:
    try:
        record = msgspec.json.decode(line)
    except msgspec.DecodeError as exc:
        raise SandmanError(f"stdin line {number}: not JSON ({exc})") from None
    if not isinstance(record, dict) or not isinstance(record.get("input"), str):
        raise SandmanError(
            f'stdin line {number}: expected a JSON object with a string "input" field'
        )
    text: str = record["input"]
    return text


def _run_one(text: str, chunk: int | None) -> ParseResult:
    if chunk is None:
        return parse(text)
    parser = StreamParser()
    pieces = [parser.feed(text[i : i + chunk]) for i in range(0, len(text), chunk)]
    pieces.append(parser.close())
    result = parser.result
    return ParseResult(calls=result.calls, text="".join(pieces), rejected=result.rejected)


def _write(out: TextIO, result: ParseResult) -> None:
    record: dict[str, Any] = {
        "calls": [{"name": c.name, "args": c.args} for c in result.calls],
        "text": result.text,
        "rejected": [{"raw": r.raw, "name": r.name, "reason": r.reason} for r in result.rejected],
    }
    out.write(msgspec.json.encode(record).decode() + "\n")
    out.flush()
