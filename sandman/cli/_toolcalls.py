"""``sandman toolcalls``: run the tool-call parser alone on model output read from stdin."""

from __future__ import annotations

import argparse
import sys
from typing import Any

import msgspec

from ..errors import SandmanError
from ..toolcalls import ParseResult, StreamParser, parse

_EPILOG = """\
examples:
  echo '<remember fact="I have a cat" /> Noted!' | sandman toolcalls
  echo '{"input": "Sure! <recent_dreams limit=\\"3\\" />"}' | sandman toolcalls --jsonl
  sandman toolcalls --chunk 4 < reply.txt     visible text as the streaming stripper emits it
"""


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser(
        "toolcalls",
        help="parse tool calls out of model output (stdin)",
        description="Run the tool-call parser on model output read from stdin and print "
        '{"calls": [...], "text": "visible text", "rejected": [...]} as JSON.',
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument(
        "--jsonl",
        action="store_true",
        help='read JSON objects with an "input" field, one a line; print one result a line',
    )
    parser.add_argument(
        "--chunk",
        type=_positive,
        metavar="N",
        help="feed the streaming stripper N characters at a time and print what it emits",
    )
    parser.set_defaults(func=run)


def _positive(value: str) -> int:
    try:
        number = int(value)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {value!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return number


def run(args: argparse.Namespace) -> int:
    if not args.jsonl:
        _print(_parse(sys.stdin.read(), args.chunk))
        return 0
    for number, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        try:
            record = msgspec.json.decode(line)
        except msgspec.DecodeError as exc:
            raise SandmanError(f"line {number}: not valid JSON ({exc})") from None
        if not isinstance(record, dict) or not isinstance(record.get("input"), str):
            raise SandmanError(f'line {number}: expected a JSON object with a string "input" field')
        _print(_parse(record["input"], args.chunk))
    return 0


def _parse(text: str, chunk: int | None) -> ParseResult:
    if chunk is None:
        return parse(text)
    parser = StreamParser()
    visible = "".join(parser.feed(text[i : i + chunk]) for i in range(0, len(text), chunk))
    visible += parser.close()
    result = parser.result
    return ParseResult(calls=result.calls, text=visible, rejected=result.rejected)


def _print(result: ParseResult) -> None:
    out: dict[str, Any] = {
        "calls": [{"name": c.name, "args": c.args} for c in result.calls],
        "text": result.text,
        "rejected": [{"raw": r.raw, "name": r.name, "reason": r.reason} for r in result.rejected],
    }
    sys.stdout.write(msgspec.json.encode(out).decode() + "\n")
    sys.stdout.flush()
