"""``sandman route`` (the router alone) and ``sandman eval router`` (its accuracy on a labeled file)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import msgspec

from ..errors import SandmanError
from ..inference import DEFAULT_PRESET, PRESETS, Model, model_tier
from ..routing import (
    LABEL_TODAY,
    RouteDecision,
    RouterPolicy,
    evaluate,
    format_report,
    load_examples,
    route_text,
    strategy_for,
)
from ._common import add_model_argument, eval_targets, read_stdin, stdin_lines

_ROUTE_EPILOG = """\
examples:
  sandman route "what does a snake mean?"
      {"route":"lookup_symbol","args":{"symbol":"snake"}}
  printf '{"text":"show my last 3 dreams"}\\n{"text":"hi"}\\n' | sandman route --jsonl
      {"route":"recent_dreams","args":{"limit":3}}
      {"route":"respond","args":{}}
"""

_EVAL_EPILOG = """\
examples:
  sandman eval router sandman/routing/data/test.jsonl
  sandman eval router my_messages.jsonl --model gemma3-270m --json
  sandman eval router sandman/routing/data/dev.jsonl --strategy hybrid --threshold 0.7
each line of FILE is {"text": ..., "route": ..., "args": {...}}
"""


def _load_model(spec: str | None) -> Model:
    from ..inference import (
        load_model,  # llama.cpp is imported only when a model is needed
    )

    return load_model(spec)


class _ModelHandle:
    """The model named on the command line, loaded on first use (a policy that never asks the
    model never pays for loading it) and closed by ``close()``."""

    def __init__(self, spec: str | None) -> None:
        self.spec = spec
        self._model: Model | None = None

    def get(self) -> Model:
        if self._model is None:
            self._model = _load_model(self.spec)
        return self._model

    def close(self) -> None:
        if self._model is not None:
            self._model.close()
            self._model = None


def _preset_family(name: str) -> str | None:
    preset = PRESETS.get(name)
    return None if preset is None else preset.family


def _open_policy(args: argparse.Namespace, handle: _ModelHandle) -> RouterPolicy:
    spec = (args.model or "").strip() or DEFAULT_PRESET
    is_file = spec.lower().endswith(".gguf")
    name = Path(spec).stem if is_file else spec
    remote = spec.lower().startswith(("http://", "https://"))
    if remote:
        name = handle.get().name  # a server: the model it serves decides the strategy
    strategy = strategy_for(name, model_tier(name, spec if is_file else None))
    override: dict[str, Any] = {}
    if getattr(args, "strategy", None):
        override["mode"] = args.strategy
    if getattr(args, "threshold", None) is not None:
        override["threshold"] = args.threshold
    if getattr(args, "weight", None) is not None:
        override["weight"] = args.weight
    if override:
        strategy = msgspec.structs.replace(strategy, **override)
    family = handle.get().family if remote else _preset_family(spec)
    if family is None:
        # a .gguf file: only the loaded model knows its chat format
        family = "chatml" if strategy.mode == "first_pass" else handle.get().family
    return RouterPolicy(family=family, strategy=strategy, model_name=name)


def _decide(policy: RouterPolicy, handle: _ModelHandle, text: str) -> RouteDecision:
    decision = policy.first_pass(text)
    if decision is not None:
        return decision
    return route_text(policy, handle.get(), text)


_line_decoder = msgspec.json.Decoder(dict[str, Any])
_encoder = msgspec.json.Encoder()


def _texts_from_jsonl() -> Any:
    for number, line in stdin_lines():
        if not line.strip():
            continue
        try:
            obj = _line_decoder.decode(line)
        except msgspec.DecodeError as exc:
            raise SandmanError(f"stdin line {number}: not a JSON object ({exc})") from None
        text = obj.get("text")
        if not isinstance(text, str):
            raise SandmanError(f'stdin line {number}: no "text" string')
        yield text


def _emit(decision: RouteDecision, verbose: bool) -> None:
    out: dict[str, Any] = {"route": decision.route, "args": decision.args}
    if verbose:
        out.update(source=decision.source, confidence=round(decision.confidence, 3))
    sys.stdout.write(_encoder.encode(out).decode() + "\n")
    sys.stdout.flush()


def cmd_route(args: argparse.Namespace) -> int:
    if args.jsonl and args.text is not None:
        raise SandmanError("give TEXT or --jsonl (messages on stdin), not both")
    handle = _ModelHandle(args.model)
    try:
        policy = _open_policy(args, handle)
        if args.jsonl:
            for text in _texts_from_jsonl():
                _emit(_decide(policy, handle, text), args.verbose)
        else:
            text = args.text if args.text is not None else read_stdin()
            if not text.strip():
                raise SandmanError("nothing to route: give TEXT, or pipe a message on stdin")
            _emit(_decide(policy, handle, text), args.verbose)
    finally:
        handle.close()
    return 0


def cmd_eval_router(args: argparse.Namespace) -> int:
    examples = load_examples(args.file)
    if not examples:
        raise SandmanError(f"{args.file}: no labeled messages")
    handle = _ModelHandle(args.model)
    try:
        policy = _open_policy(args, handle)
        # Labels of relative periods ("this week") are dated as of one day (data/RULES.md).
        policy.today = lambda: LABEL_TODAY
        if policy.strategy.mode != "first_pass":
            handle.get()  # load before timing, so latency is routing alone
        report = evaluate(examples, lambda text: _decide(policy, handle, text))
    finally:
        handle.close()
    if args.json:
        out = msgspec.to_builtins(report)
        out["model"] = policy.model_name
        out["strategy"] = msgspec.to_builtins(policy.strategy)
        sys.stdout.write(_encoder.encode(out).decode() + "\n")
    else:
        s = policy.strategy
        title = f"{args.file}  model {policy.model_name}  strategy {s.mode}"
        if s.mode == "hybrid" or (s.mode == "combined" and s.threshold > 0):
            title += f" (threshold {s.threshold})"
        if s.mode == "combined":
            title += f" (weight {s.weight})"
        print(format_report(report, title=title))
    return 0


def _add_strategy_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--strategy",
        choices=("first_pass", "hybrid", "model", "logprob", "combined"),
        help="override the model's measured strategy (first_pass: no model; hybrid: the model "
        "decides when the first pass is unsure; model: the model always decides; logprob: the "
        "model's probabilities of each route and argument decide, scored instead of sampled; "
        "combined: the first pass's and the model's probabilities multiplied)",
    )
    parser.add_argument(
        "--threshold",
        type=float,
        metavar="P",
        help="hybrid, combined: the first pass decides alone when its probability is at least P",
    )
    parser.add_argument(
        "--weight",
        type=float,
        metavar="W",
        help="combined: the first pass's weight (exponent) against the model's 1-W",
    )


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    route = sub.add_parser(
        "route",
        help="route messages alone (prints the route and its arguments as JSON)",
        description='Run the router alone and print {"route": ..., "args": {...}} per message.',
        epilog=_ROUTE_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    route.add_argument("text", nargs="?", metavar="TEXT", help="the message (default: stdin)")
    route.add_argument(
        "--jsonl",
        action="store_true",
        help='read JSON objects with a "text" field from stdin, one a line; print one result a line',
    )
    route.add_argument(
        "--verbose", action="store_true", help="also print who decided and the confidence"
    )
    add_model_argument(route)
    _add_strategy_arguments(route)
    route.set_defaults(func=cmd_route)

    what = eval_targets(sub)
    router = what.add_parser(
        "router",
        help="router accuracy, per-route precision/recall, confusion, argument accuracy, latency",
        description="Route every message of FILE.jsonl and compare with its label.",
        epilog=_EVAL_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    router.add_argument("file", metavar="FILE.jsonl", help="labeled messages")
    router.add_argument("--json", action="store_true", help="print the report as one JSON object")
    add_model_argument(router)
    _add_strategy_arguments(router)
    router.set_defaults(func=cmd_eval_router)
