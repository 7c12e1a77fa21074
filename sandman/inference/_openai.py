"""The OpenAI-compatible wire protocol, sans-IO: which engine takes what, the request body of one
streamed completion, and reading the server-sent events that come back (no sockets, no clock).
``_remote.RemoteModel`` does the I/O."""

from __future__ import annotations

import re
import urllib.parse
from typing import Any, Literal, TypeAlias

import msgspec

from ..errors import ModelError
from ..messages import FailureKind
from ._model import Completion, CompletionStats
from ._stops import StopScanner

API_KEY_ENV = "SANDMAN_API_KEY"

EngineName: TypeAlias = Literal["llama.cpp", "llama-cpp-python", "vllm", "ollama", "openai"]
GrammarField: TypeAlias = Literal["grammar", "structured_outputs", "guided_grammar", "json_schema"]


class Engine(msgspec.Struct, frozen=True, kw_only=True):
    """What a server engine accepts. ``api``: which endpoint gets the prompt; ``grammar``: how a
    routing grammar is passed (None: not at all, the router's forgiving parser reads free text);
    ``tokenize``: its tokenizer endpoint, if any; ``repeat_penalty``: the field's name, if any."""

    name: EngineName
    api: Literal["completions", "chat"] = "completions"
    grammar: GrammarField | None = None
    tokenize: Literal["llama.cpp", "llama-cpp-python", "vllm"] | None = None
    repeat_penalty: str | None = None
    seed: bool = True


ENGINES: dict[str, Engine] = {
    "llama.cpp": Engine(
        name="llama.cpp", grammar="grammar", tokenize="llama.cpp", repeat_penalty="repeat_penalty"
    ),
    "llama-cpp-python": Engine(
        name="llama-cpp-python",
        grammar="grammar",
        tokenize="llama-cpp-python",
        repeat_penalty="repeat_penalty",
    ),
    "vllm": Engine(
        name="vllm",
        grammar="structured_outputs",
        tokenize="vllm",
        repeat_penalty="repetition_penalty",
    ),
    "ollama": Engine(name="ollama", api="chat", grammar="json_schema"),
    "openai": Engine(name="openai"),
}


class RemoteError(ModelError):
    """A model server failed; ``kind`` is one of the server failure kinds (see the module doc)."""

    def __init__(self, kind: FailureKind, message: str) -> None:
        super().__init__(message, kind=kind)


# --- the URL ----------------------------------------------------------------------------------


def is_remote(spec: str | None) -> bool:
    """Whether a ``--model`` value names a server rather than a preset or a file."""
    return spec is not None and spec.strip().lower().startswith(("http://", "https://"))


def parse_url(spec: str) -> tuple[str, str, str | None]:
    """``http://HOST:PORT/v1#MODEL`` -> (the API base, the server's root, the model or None).

    Raises ``ModelError`` for anything that is not an http(s) URL with a host, and for a URL
    carrying credentials: the key belongs in ``$SANDMAN_API_KEY``, where it is never shown.
    """
    parts = urllib.parse.urlsplit(spec.strip())
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ModelError(f"not a model server URL: {spec!r} (expected http://HOST:PORT/v1)")
    if parts.username or parts.password:
        raise ModelError(
            f"put the API key in ${API_KEY_ENV}, not in the model URL (it would be shown)"
        )
    try:
        _ = parts.port  # raises ValueError for a port that is not a number in range
    except ValueError:
        raise ModelError(f"bad port in the model URL: {parts.netloc!r}") from None
    path = parts.path.rstrip("/")
    root_path = path[: -len("/v1")] if path.endswith("/v1") else path
    root = urllib.parse.urlunsplit((parts.scheme, parts.netloc, root_path, "", ""))
    base = urllib.parse.urlunsplit((parts.scheme, parts.netloc, path or "/v1", "", ""))
    model = urllib.parse.unquote(parts.fragment).strip() or None
    return base, root, model


# --- what is sent and what comes back (no I/O) --------------------------------------------------


_CHATML = re.compile(
    r"<\|im_start\|>(system|user|assistant)\n(.*?)(?:<\|im_end\|>\n?|$)", re.DOTALL
)
_GEMMA = re.compile(r"<start_of_turn>(user|model)\n(.*?)(?:<end_of_turn>\n?|$)", re.DOTALL)


def split_prompt(family: str, prompt: str) -> list[dict[str, str]]:
    """A prompt rendered in ``family``'s format, back as chat messages (for a server that
    applies its own template). A trailing assistant message is the reply begun so far. Text
    in no recognisable format becomes one user message."""
    pattern = _GEMMA if family == "gemma" else _CHATML
    messages: list[dict[str, str]] = []
    for match in pattern.finditer(prompt):
        role = "assistant" if match.group(1) in ("assistant", "model") else match.group(1)
        messages.append({"role": role, "content": match.group(2)})
    if not messages:
        return [{"role": "user", "content": prompt}]
    if messages[-1]["role"] == "assistant" and not messages[-1]["content"]:
        messages.pop()  # the open assistant turn: the server's template adds it
    return messages


_RULE = re.compile(r"^(\w+) ::= (.*)$", re.MULTILINE)
_TAG = re.compile(r'"<(\w+)')
_ARGUMENT = re.compile(r'(\w+)=\\"" (phrase|num)')
_ROUTE_NAMES = ("respond", "lookup_symbol", "search_dreams", "recall_memories", "recent_dreams")


def schema_for_grammar(grammar: str) -> dict[str, Any] | None:
    """The JSON schema equivalent of a routing grammar (``sandman.routing``'s route tags), for
    an engine that takes only schemas: an object with the ``route`` and its arguments, text
    arguments limited to the grammar's words. None for any other grammar (then the output is
    not constrained and the router's forgiving parser reads it)."""
    rules = dict(_RULE.findall(grammar))
    routes = _TAG.findall(rules.get("root", ""))
    if not routes or any(route not in _ROUTE_NAMES for route in routes):
        return None
    properties: dict[str, Any] = {"route": {"enum": list(dict.fromkeys(routes))}}
    words = re.findall(r'"((?:[^"\\]|\\.)*)"', rules.get("word", ""))
    for name, kind in _ARGUMENT.findall(rules["root"]):
        if kind == "num":
            properties[name] = {"type": "integer", "minimum": 1, "maximum": 50}
        elif words:
            word = "(" + "|".join(re.escape(w) for w in words) + ")"
            properties[name] = {"type": "string", "pattern": f"^{word}( {word}){{0,2}}$"}
    return {
        "type": "object",
        "properties": properties,
        "required": ["route"],
        "additionalProperties": False,
    }


def request_body(
    engine: Engine, model: str, family: str, request: Completion, *, seed: int | None
) -> tuple[str, dict[str, Any]]:
    """(path under the API base, JSON body) of one streamed completion."""
    body: dict[str, Any] = {
        "model": model,
        "max_tokens": request.max_tokens,
        "temperature": request.temperature,
        "stream": True,
        "stream_options": {"include_usage": True},
    }
    if request.stop:
        body["stop"] = list(request.stop)
    if seed is not None and engine.seed:
        body["seed"] = seed
    if engine.repeat_penalty and request.repeat_penalty != 1.0:
        body[engine.repeat_penalty] = request.repeat_penalty
    if request.grammar:
        if engine.grammar == "grammar":
            body["grammar"] = request.grammar
        elif engine.grammar == "structured_outputs":
            body["structured_outputs"] = {"grammar": request.grammar}
        elif engine.grammar == "guided_grammar":
            body["guided_grammar"] = request.grammar
        elif engine.grammar == "json_schema":
            schema = schema_for_grammar(request.grammar)
            if schema is not None:
                body["response_format"] = {
                    "type": "json_schema",
                    "json_schema": {"name": "route", "schema": schema, "strict": True},
                }
    if engine.api == "chat":
        body["messages"] = split_prompt(family, request.prompt)
        return "/chat/completions", body
    body["prompt"] = request.prompt
    return "/completions", body


_OVERFLOW = re.compile(
    r"context (length|window|size)|maximum context|exceed_context|context_length_exceeded"
    r"|too many tokens|prompt is too long",
    re.IGNORECASE,
)


def one_line(text: str, limit: int = 300) -> str:
    line = " ".join(text.split())
    return line if len(line) <= limit else line[: limit - 1] + "…"


def server_message(body: bytes) -> str:
    """The server's own error message from an error response body (OpenAI's
    ``{"error": {"message": …}}``, FastAPI's ``{"detail": …}``, Ollama's ``{"error": "…"}``,
    or the text itself)."""
    try:
        data = msgspec.json.decode(body)
    except msgspec.DecodeError:
        return one_line(body.decode("utf-8", errors="replace")) or "(no message)"
    if isinstance(data, dict):
        error = data.get("error", data.get("detail", data.get("message")))
        if isinstance(error, dict):
            error = error.get("message", error)
        if error is not None:
            return one_line(
                error if isinstance(error, str) else msgspec.json.encode(error).decode()
            )
    return one_line(body.decode("utf-8", errors="replace"))


def http_failure(status: int, message: str, where: str) -> RemoteError:
    if status in (400, 413) and _OVERFLOW.search(message):
        return RemoteError(
            "too_long", f"the prompt does not fit the model's context ({where}: {message})"
        )
    if status in (401, 403):
        hint = f" (is ${API_KEY_ENV} set right?)"
        return RemoteError(
            "http_error", f"{where} refused the request with {status}: {message}{hint}"
        )
    return RemoteError("http_error", f"{where} answered {status}: {message}")


class StreamReader:
    """Reads a completion's server-sent events (sans-IO: ``feed`` each event's data, ``finish``
    at the end of the stream) and applies the request's stop strings on this side too, so that
    no part of a stop marker is ever shown, whatever the server does with them."""

    def __init__(
        self, api: Literal["completions", "chat"], stops: tuple[str, ...], where: str
    ) -> None:
        self._api = api
        self._where = where
        self._scanner = StopScanner(stops)
        self.finish_reason: str | None = None
        self.stopped = False  # a stop string seen here
        self.done = False  # "[DONE]" seen
        self.pieces = 0
        self.usage: dict[str, Any] | None = None
        self.evaluated: int | None = None

    def feed(self, data: str) -> str:
        """The visible text one event adds; raises ``RemoteError`` on an unreadable event or
        an error the server reports in the stream."""
        if self.done or self.stopped:
            return ""
        if data.strip() == "[DONE]":
            self.done = True
            return ""
        try:
            chunk = msgspec.json.decode(data)
        except msgspec.DecodeError:
            raise RemoteError(
                "bad_stream",
                f"{self._where} sent an event that is not JSON: {one_line(data, 80)!r}",
            ) from None
        if not isinstance(chunk, dict):
            raise RemoteError("bad_stream", f"{self._where} sent an event that is not an object")
        if "error" in chunk:
            message = server_message(msgspec.json.encode(chunk))
            if _OVERFLOW.search(message):
                raise RemoteError(
                    "too_long", f"the prompt does not fit the model's context ({message})"
                )
            raise RemoteError("model_error", f"{self._where} failed mid-reply: {message}")
        if isinstance(chunk.get("usage"), dict):
            self.usage = chunk["usage"]
        timings = chunk.get("timings")
        if isinstance(timings, dict) and isinstance(timings.get("prompt_n"), int):
            self.evaluated = timings[
                "prompt_n"
            ]  # llama.cpp: prompt tokens not served from its cache
        choices = chunk.get("choices")
        if not isinstance(choices, list):
            raise RemoteError("bad_stream", f"{self._where} sent an event without choices")
        text = ""
        for choice in choices:
            if not isinstance(choice, dict) or choice.get("index", 0) != 0:
                continue
            piece = (
                choice.get("text")
                if self._api == "completions"
                else (choice.get("delta") or {}).get("content")
            )
            if piece is not None and not isinstance(piece, str):
                raise RemoteError(
                    "bad_stream", f"{self._where} sent a piece of text that is not text"
                )
            if piece:
                text += piece
                self.pieces += 1
            if choice.get("finish_reason"):
                self.finish_reason = str(choice["finish_reason"])
        visible, stopped = self._scanner.feed(text)
        if stopped:
            self.stopped = True
        return visible

    def finish(self, *, prompt_tokens: int) -> tuple[str, CompletionStats]:
        """(held-back text that turned out visible, the statistics) once the stream ended.
        Raises ``RemoteError("incomplete")`` when it ended without a finish reason."""
        if self.finish_reason is None and not self.stopped:
            # llama-cpp-python's server ends a stream this way, before any text, when the
            # prompt does not fit its context.
            hint = " (the prompt may not fit the server's context)" if not self.pieces else ""
            raise RemoteError(
                "incomplete",
                f"{self._where} ended the reply without a finish reason after {self.pieces} pieces"
                + ("" if self.done else ", without [DONE]")
                + hint,
            )
        tail = "" if self.stopped else self._scanner.flush()
        usage = self.usage or {}
        reported = usage.get("prompt_tokens")
        prompt: int = reported if isinstance(reported, int) else prompt_tokens
        evaluated: int = prompt if self.evaluated is None else self.evaluated
        details = usage.get("prompt_tokens_details")
        if (
            self.evaluated is None
            and isinstance(details, dict)
            and isinstance(details.get("cached_tokens"), int)
        ):
            evaluated = max(0, prompt - details["cached_tokens"])
        completion = usage.get("completion_tokens")
        reason = "stop" if self.stopped else (self.finish_reason or "stop")
        return tail, CompletionStats(
            prompt_tokens=prompt,
            evaluated_tokens=evaluated,
            completion_tokens=completion if isinstance(completion, int) else self.pieces,
            stop_reason="length" if reason == "length" else "stop",
        )
