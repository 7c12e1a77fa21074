"""The whole protocol between actors, as frozen, tagged msgspec Structs.

Commands are named as imperatives (``Generate``, ``RunTools``, ``CancelTurn``), events in the
past tense (``RouteDecided``, ``ToolFinished``, ``TurnFinished``). Every message carries the
``turn_id`` it belongs to, so any stream of them can be logged, filtered and replayed as JSON.
"""

from __future__ import annotations

from typing import Any, Literal, TypeAlias, get_args

import msgspec

Route: TypeAlias = Literal[
    "respond", "lookup_symbol", "search_dreams", "recall_memories", "recent_dreams"
]
ROUTES: tuple[Route, ...] = (
    "respond",
    "lookup_symbol",
    "search_dreams",
    "recall_memories",
    "recent_dreams",
)

Purpose: TypeAlias = Literal["route", "respond", "warmup"]

# Why a completion did not happen, in one word. ``model_crashed``: the on-device model's worker
# process died under it (a signal, or it stopped answering; it restarts). The last six come from
# a model server: it could not be reached, sent nothing in time, answered with an HTTP error,
# dropped the connection mid-reply, ended its stream without saying why, or sent something
# unreadable.
FailureKind: TypeAlias = Literal[
    "busy",
    "loop_cap",
    "cancelled",
    "too_long",
    "model_error",
    "model_crashed",
    "unreachable",
    "timeout",
    "http_error",
    "disconnected",
    "incomplete",
    "bad_stream",
]


class Message(msgspec.Struct, frozen=True, kw_only=True, tag=True, forbid_unknown_fields=True):
    """Base of every message: immutable, tagged with its class name, strict on decode."""

    turn_id: str


class ToolCall(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """One call of a tool by name; ``args`` are validated against the tool's schema before it runs.

    ``source`` says who asked: ``"user"`` for a call recognised in the user's own message (the
    router's write intents), ``"model"`` for one the model emitted. A write from the model runs
    only when grounded in the user's words (see ``sandman.actors.tool_executor``).
    """

    call_id: str
    name: str
    args: dict[str, Any] = {}
    source: Literal["user", "model"] = "model"


class ToolOutcome(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    """What one tool call produced: the text block the model will read, and whether it worked.

    ``lead`` is what the user reads of it first (the facts, from the journal, before the model
    writes a word); ``refs`` are the ids of the dreams it showed; ``found``, for a read, whether
    the journal holds what was asked (None when that question does not arise).
    """

    call_id: str
    name: str
    args: dict[str, Any] = {}
    ok: bool
    output: str
    lead: str = ""
    refs: tuple[int, ...] = ()
    found: bool | None = None


class HistoryItem(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    role: Literal["user", "assistant"]
    text: str


# --- user side -------------------------------------------------------------------------------


class UserMessage(Message, frozen=True, kw_only=True):
    """The user said something; starts a turn."""

    conversation_id: str
    text: str


class CancelTurn(Message, frozen=True, kw_only=True):
    """Stop a turn wherever it is; it ends with ``TurnFailed(error="cancelled")``."""


# --- routing and tools -----------------------------------------------------------------------


class RouteDecided(Message, frozen=True, kw_only=True):
    route: Route
    args: dict[str, Any] = {}
    source: str = "model"
    raw: str = ""


class RunTools(Message, frozen=True, kw_only=True):
    """Run these read-only or write calls, then hand the results to the Responder.

    ``respond_pass`` is the pass the results are for: 1 after routing, 2 after the reply asked
    for more reading. ``reply_so_far`` carries the visible text already shown to the user.
    """

    conversation_id: str
    user_text: str
    calls: tuple[ToolCall, ...] = ()
    respond_pass: int = 1
    reply_so_far: str = ""
    model_text: str = ""  # the model's own words in reply_so_far (a second pass continues them)
    earlier_results: tuple[ToolOutcome, ...] = ()
    then: Literal["respond", "finish"] = "respond"


class ToolStarted(Message, frozen=True, kw_only=True):
    call_id: str
    name: str
    args: dict[str, Any] = {}


class ToolFinished(Message, frozen=True, kw_only=True):
    call_id: str
    name: str
    args: dict[str, Any] = {}
    ok: bool
    output: str
    found: bool | None = None  # as ``ToolOutcome.found``


class Respond(Message, frozen=True, kw_only=True):
    """Write the reply (pass ``respond_pass``) with these tool results in view."""

    conversation_id: str
    user_text: str
    results: tuple[ToolOutcome, ...] = ()
    respond_pass: int = 1
    reply_so_far: str = ""
    model_text: str = ""  # the model's own words in reply_so_far
    new_from: int = 0  # results[new_from:] are this pass's own (their leads are shown first)


# --- inference -------------------------------------------------------------------------------


class Completion(msgspec.Struct, frozen=True, kw_only=True):
    """One completion request, already rendered to the model's chat format: what a ``Model``
    runs (``sandman.inference``) and what a ``Generate`` message carries.

    ``slot`` names the KV cache to evaluate in: a backend may keep one context per slot so that
    the static prefix of each prompt role (router, responder) stays warm across turns.
    """

    prompt: str
    grammar: str | None = None
    temperature: float = 0.7
    max_tokens: int = 256
    stop: tuple[str, ...] = ()
    slot: str = "default"
    repeat_penalty: float = 1.0  # > 1 discourages repeating recent tokens (1.0: off)


class Generate(Message, frozen=True, kw_only=True):
    """Ask the Inference actor for one completion.

    ``completion.slot`` names the KV cache the prompt is evaluated in ("router", "responder", …),
    so that the static prefix of each prompt role stays warm across turns. With ``continuations``,
    nothing is generated: the model scores each continuation after the prompt
    (``Model.score``) and ``GenerationFinished.logprobs`` holds their log-probabilities.
    """

    request_id: str
    purpose: Purpose
    completion: Completion
    continuations: tuple[str, ...] = ()


class TokenGenerated(Message, frozen=True, kw_only=True):
    request_id: str
    text: str


class GenerationFinished(Message, frozen=True, kw_only=True):
    request_id: str
    text: str
    prompt_tokens: int = 0
    evaluated_tokens: int = 0
    completion_tokens: int = 0
    stop_reason: str = "stop"
    logprobs: tuple[float, ...] = ()  # one per continuation of a scoring request
    # of the completion tokens, drafted from the prompt and checked in a batch; and agreed with
    drafted_tokens: int = 0
    accepted_tokens: int = 0


class GenerationFailed(Message, frozen=True, kw_only=True):
    """A completion did not happen or stopped early; ``kind`` says why in one word."""

    request_id: str
    kind: FailureKind
    error: str


# --- the end of a turn -----------------------------------------------------------------------


TextSource: TypeAlias = Literal["journal", "model"]


class TextDelta(Message, frozen=True, kw_only=True):
    """Visible reply text, markup already stripped. Deltas of a turn concatenate to its reply.

    ``source`` says whose words they are: ``"journal"`` for what Sandman wrote from the journal
    (leads, confirmations, proposals, its own fallbacks), ``"model"`` for the companion's own
    words — so a front end can always show what the journal holds apart from what was said.
    """

    text: str
    source: TextSource = "model"


class TurnFinished(Message, frozen=True, kw_only=True):
    text: str


class TurnFailed(Message, frozen=True, kw_only=True):
    error: str
    kind: str = "error"


AnyMessage: TypeAlias = (
    UserMessage
    | CancelTurn
    | RouteDecided
    | RunTools
    | ToolStarted
    | ToolFinished
    | Respond
    | Generate
    | TokenGenerated
    | GenerationFinished
    | GenerationFailed
    | TextDelta
    | TurnFinished
    | TurnFailed
)
InferenceEvent: TypeAlias = TokenGenerated | GenerationFinished | GenerationFailed
UIEvent: TypeAlias = (
    RouteDecided | ToolStarted | ToolFinished | TextDelta | TurnFinished | TurnFailed
)
FinalEvent: TypeAlias = TurnFinished | TurnFailed

MESSAGE_TYPES: tuple[type[Message], ...] = get_args(AnyMessage)

_encoder = msgspec.json.Encoder()
_decoder = msgspec.json.Decoder(AnyMessage)


def encode(message: Message) -> bytes:
    """One message as JSON (with its ``"type"`` tag)."""
    return _encoder.encode(message)


def decode(data: bytes | str) -> AnyMessage:
    """Any message from its JSON; raises ``msgspec.ValidationError`` on anything else."""
    return _decoder.decode(data)
