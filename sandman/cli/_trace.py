"""A turn's trace: each model call (role, prompt as sent, raw output, tokens, timings) and what the
reply's parser and guard kept and dropped. Prompts are the product; this is how they are seen.

``sandman ask --trace`` prints it on stderr (JSON lines with ``--json``); ``$SANDMAN_TRACE=FILE``
appends JSON lines to FILE for ``chat`` and ``serve``.
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any, TextIO

from ._common import InputError
from ._text import escape_controls

Trace = Callable[[dict[str, Any]], None]

TRACE_ENV = "SANDMAN_TRACE"


class TracePrinter:
    """Writes each trace record to ``stream``: readable blocks, or one JSON object a line."""

    def __init__(self, stream: TextIO, *, as_json: bool = False) -> None:
        self.stream = stream
        self.as_json = as_json

    def __call__(self, record: dict[str, Any]) -> None:
        if record.get("role") == "warmup":
            return  # evaluating the static prompt head at start-up belongs to no turn
        if self.as_json:
            text = json.dumps(record, ensure_ascii=False) + "\n"
        elif record.get("trace") == "model_call":
            text = "\n" + _model_call(record)  # the reply may have left stdout mid-line
        else:
            text = "\n" + _respond_pass(record)
        try:
            self.stream.write(text)
            self.stream.flush()
        except (OSError, ValueError):
            pass  # a trace that cannot be written must not end the turn


def _block(label: str, text: str) -> str:
    lines = escape_controls(text).split("\n") if text else []
    body = "".join(f"  | {line}\n" for line in lines) or "  (empty)\n"
    return f"{label}:\n{body}"


def _model_call(r: dict[str, Any]) -> str:
    head = f"── model call: {r['role']} (slot {r['slot']}, temperature {r['temperature']:g}"
    head += ", grammar)" if r.get("grammar") else ")"
    if "failed" in r:
        head += f" · failed ({r['failed']}): {r['error']}"
    else:
        head += (
            f" · {r['prompt_tokens']} prompt tokens: {r['evaluated_tokens']} evaluated, "
            f"{r['reused_tokens']} reused from the cache · {r['completion_tokens']} out "
            f"({r['stop_reason']})"
        )
    first = r.get("first_token_ms")
    head += f" · queued {r['queued_ms']:g} ms"
    head += f", first token {first:g} ms" if first is not None else ""
    head += f", total {r['total_ms']:g} ms\n"
    out = head + _block("prompt", r["prompt"])
    if "continuations" in r:
        scored = ", ".join(f"{c!r}: {p:.2f}" for c, p in zip(r["continuations"], r["logprobs"]))
        return out + f"scored: {scored}\n"
    return out + _block("output", r.get("output", ""))


def _respond_pass(r: dict[str, Any]) -> str:
    lines = [f"── reply pass {r['pass']}"]
    if r["lead"].strip():
        lines.append(_block("journal's lead (shown first)", r["lead"].strip("\n")).rstrip("\n"))
    calls = ", ".join(
        f"{c['name']}({json.dumps(c['args'], ensure_ascii=False)})" for c in r["calls"]
    )
    lines.append(f"parser: {len(r['calls'])} call(s){': ' + calls if calls else ''}")
    for rejection in r["rejected"]:
        lines.append(
            f"  rejected {escape_controls(str(rejection.get('raw', '')))!r}: {rejection.get('reason')}"
        )
    if r["guard_dropped"]:
        lines.append(f"guard dropped {len(r['guard_dropped'])} clause(s):")
        lines += [f"  {escape_controls(d['text'])!r}: {d['why']}" for d in r["guard_dropped"]]
    else:
        lines.append("guard dropped nothing")
    lines.append(_block("shown (the model's words)", r["shown"].strip("\n")).rstrip("\n"))
    return "\n".join(lines) + "\n"


@contextmanager
def trace_from_env() -> Iterator[Trace | None]:
    """``$SANDMAN_TRACE=FILE``: a trace appending JSON lines to FILE (created 0600), else None."""
    path = os.environ.get(TRACE_ENV, "").strip()
    if not path:
        yield None
        return
    try:
        fd = os.open(os.path.expanduser(path), os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    except OSError as exc:
        raise InputError(f"{TRACE_ENV}: cannot write {path}: {exc.strerror or exc}") from None
    with os.fdopen(fd, "w", encoding="utf-8", buffering=1) as stream:
        yield TracePrinter(stream, as_json=True)


def stderr_trace(as_json: bool) -> Trace:
    return TracePrinter(sys.stderr, as_json=as_json)
