"""The JSON API: a plain table of paths to small functions (``routes``), each calling the journal
or the chat and answering JSON. Errors are ``{"error": "one line"}`` with a 4xx/5xx status.

The paths and shapes are a contract (the JSON API table in README.md, "Web app"); ``openapi.json``
describes them and a test keeps the two in step.
"""

from __future__ import annotations

import re
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import msgspec
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute, Route

from ..inference import ProcessModel
from ..storage import Journal, JournalError
from ._stream import ChatStreams

T = TypeVar("T")

DEFAULT_PAGE = 20
MAX_PAGE = 1_000
_MAX_ID = 2**63 - 1
MAX_ID_CHARS = 200  # the journal's limit for a conversation id
_CONVERSATION_ID = re.compile(r"[\w.:-]+")


# --- request bodies ---------------------------------------------------------------------------


class _Body(msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True):
    pass


class ChatIn(_Body, frozen=True, kw_only=True):
    text: str
    conversation_id: str | None = None


class DreamIn(_Body, frozen=True, kw_only=True):
    text: str
    date: str | None = None
    title: str | None = None
    mood: str | None = None


class DreamPatch(_Body, frozen=True, kw_only=True):
    """Fields to change; absent or null leaves a field as it is, "" clears a title or mood."""

    text: str | None = None
    date: str | None = None
    title: str | None = None
    mood: str | None = None


class MemoryIn(_Body, frozen=True, kw_only=True):
    fact: str


class MeaningIn(_Body, frozen=True, kw_only=True):
    meaning: str


# --- helpers ----------------------------------------------------------------------------------


class ApiError(HTTPException):
    """An answer of ``status`` with ``{"error": message}``."""

    def __init__(self, status: int, message: str, headers: dict[str, str] | None = None) -> None:
        super().__init__(status_code=status, detail=message, headers=headers)


# What a journal failure answers, by its kind, when it is not the request's fault: a locked
# journal is worth retrying soon, a full disk is the server's storage (507), and a damaged,
# replaced, read-only or unreachable journal makes the service unavailable until someone acts.
_JOURNAL_STATUS: dict[str, tuple[int, dict[str, str] | None]] = {
    "locked": (503, {"retry-after": "2"}),
    "no_space": (507, None),
    "damaged": (503, None),
    "replaced": (503, None),
    "read_only": (503, None),
    "unavailable": (503, None),
}


def journal_api_error(exc: JournalError, status: int = 400) -> ApiError:
    """The answer for ``exc``: ``status`` (400 bad input, 404 no such record) when the request
    is at fault, else the status its kind calls for (``_JOURNAL_STATUS``)."""
    code, headers = _JOURNAL_STATUS.get(exc.kind, (status, None))
    return ApiError(code, str(exc), headers)


def json_response(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> Response:
    return Response(
        msgspec.json.encode(data),
        status_code=status,
        media_type="application/json",
        headers=headers,
    )


def error_response(status: int, message: str) -> Response:
    return json_response({"error": message}, status)


async def _body(request: Request, kind: type[T]) -> T:
    content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if content_type != "application/json":
        raise ApiError(415, "send a JSON body with Content-Type: application/json")
    raw = await request.body()
    try:
        return msgspec.json.decode(raw, type=kind)
    except msgspec.ValidationError as exc:
        raise ApiError(400, f"invalid request: {exc}") from None
    except msgspec.DecodeError as exc:
        raise ApiError(400, f"the body is not valid JSON: {exc}") from None


def _int_param(request: Request, name: str, default: int, low: int, high: int) -> int:
    raw = request.query_params.get(name)
    if raw is None or raw == "":
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ApiError(400, f"{name} must be a whole number (got {raw!r})") from None
    if not low <= value <= high:
        raise ApiError(400, f"{name} must be between {low:,} and {high:,} (got {value:,})")
    return value


def _id(request: Request, name: str = "id") -> int:
    value = int(request.path_params[name])
    if not 1 <= value <= _MAX_ID:
        raise ApiError(404, f"no record #{value}")
    return value


async def _journal_call(action: Awaitable[T], *, status: int = 400) -> T:
    """Run a journal call; its ``JournalError`` (one line for the user) becomes ``status``."""
    try:
        return await action
    except JournalError as exc:
        raise journal_api_error(exc, status) from None


# --- the handlers -----------------------------------------------------------------------------


class Api:
    """The handlers, bound to one journal and one running chat."""

    def __init__(self, journal: Journal, chats: ChatStreams, model_name: str) -> None:
        self.journal = journal
        self.chats = chats
        self.model_name = model_name

    async def health(self, request: Request) -> Response:
        """200 while Sandman can serve; 503 with the reason when its journal file was removed
        or replaced under it (every write is refused until it is restarted). A model whose
        process crashed and was restarted is still serving: 200, with the count of restarts
        and what ended the last crashed one (``"SIGSEGV"``)."""
        model = self.chats.backend.model
        process = model.statistics() if isinstance(model, ProcessModel) else None
        facts = {
            "model": self.model_name,
            "active_turns": self.chats.active,
            "model_restarts": process.restarts if process is not None else 0,
            "model_last_crash": process.last_crash if process is not None else None,
        }
        try:
            self.journal.check_file()
        except JournalError as exc:
            return json_response(
                {
                    "status": "journal_replaced"
                    if exc.kind == "replaced"
                    else "journal_unavailable",
                    "error": str(exc),
                    **facts,
                },
                503,
            )
        return json_response({"status": "ok", **facts})

    async def chat(self, request: Request) -> Response:
        body = await _body(request, ChatIn)
        cid = body.conversation_id
        if cid is not None and not (len(cid) <= MAX_ID_CHARS and _CONVERSATION_ID.fullmatch(cid)):
            raise ApiError(
                400,
                f"conversation_id must be 1-{MAX_ID_CHARS} letters, digits or . _ : - characters",
            )
        if self.chats.closing:
            raise ApiError(503, "Sandman is shutting down")
        return self.chats.stream(body.text, cid)

    # dreams

    async def list_dreams(self, request: Request) -> Response:
        q = request.query_params
        dreams, total = await _journal_call(
            self.journal.browse_dreams(
                limit=_int_param(request, "limit", DEFAULT_PAGE, 1, MAX_PAGE),
                offset=_int_param(request, "offset", 0, 0, _MAX_ID),
                mood=q.get("mood") or None,
                search=q.get("search") or None,
            )
        )
        return json_response({"dreams": dreams, "total": total})

    async def add_dream(self, request: Request) -> Response:
        body = await _body(request, DreamIn)
        dream_id = await _journal_call(
            self.journal.add_dream(body.text, date=body.date, title=body.title, mood=body.mood)
        )
        dream = await _journal_call(self.journal.get_dream(dream_id), status=500)
        return json_response(dream, 201, headers={"location": f"/api/dreams/{dream_id}"})

    async def get_dream(self, request: Request) -> Response:
        return json_response(await _journal_call(self.journal.get_dream(_id(request)), status=404))

    async def update_dream(self, request: Request) -> Response:
        dream_id = _id(request)
        body = await _body(request, DreamPatch)
        await _journal_call(self.journal.get_dream(dream_id), status=404)
        dream = await _journal_call(
            self.journal.update_dream(
                dream_id, text=body.text, date=body.date, title=body.title, mood=body.mood
            )
        )
        return json_response(dream)

    async def delete_dream(self, request: Request) -> Response:
        return json_response(
            await _journal_call(self.journal.delete_dream(_id(request)), status=404)
        )

    # memories

    async def list_memories(self, request: Request) -> Response:
        found = await _journal_call(
            self.journal.memories(
                request.query_params.get("topic") or None,
                limit=_int_param(request, "limit", MAX_PAGE, 1, MAX_PAGE),
            )
        )
        return json_response({"memories": found})

    async def add_memory(self, request: Request) -> Response:
        body = await _body(request, MemoryIn)
        added = await _journal_call(self.journal.remember(body.fact))
        memory = await _journal_call(self.journal.find_memory(body.fact), status=500)
        if memory is None:
            raise ApiError(500, "the memory was saved but cannot be read back")
        return json_response(memory, 201 if added else 200)

    async def forget_memory(self, request: Request) -> Response:
        return json_response(
            await _journal_call(self.journal.forget_memory(_id(request)), status=404)
        )

    # symbols

    async def list_symbols(self, request: Request) -> Response:
        return json_response({"symbols": await _journal_call(self.journal.symbol_meanings())})

    async def set_symbol(self, request: Request) -> Response:
        body = await _body(request, MeaningIn)
        name, previous = await _journal_call(
            self.journal.save_symbol_meaning(request.path_params["symbol"], body.meaning)
        )
        saved = next(
            (s for s in await _journal_call(self.journal.symbol_meanings()) if s.symbol == name),
            None,
        )
        if saved is None:
            raise ApiError(500, "the meaning was saved but cannot be read back")
        return json_response({**msgspec.structs.asdict(saved), "previous": previous})

    async def delete_symbol(self, request: Request) -> Response:
        return json_response(
            await _journal_call(
                self.journal.delete_symbol_meaning(request.path_params["symbol"]), status=404
            )
        )

    # conversations

    async def list_conversations(self, request: Request) -> Response:
        found = await _journal_call(
            self.journal.conversations(limit=_int_param(request, "limit", 50, 1, MAX_PAGE))
        )
        return json_response({"conversations": found})

    async def get_conversation(self, request: Request) -> Response:
        cid = request.path_params["id"]
        turns = await _journal_call(self.journal.conversation_turns(cid), status=404)
        return json_response({"id": cid, "turns": turns})

    async def delete_conversation(self, request: Request) -> Response:
        """The conversation and every turn of it, deleted; the dreams, meanings and memories its
        turns saved stay (they are the journal's). 404 when there is no such conversation."""
        cid = request.path_params["id"]
        turns = await _journal_call(self.journal.delete_conversation(cid), status=404)
        return json_response({"id": cid, "turns": turns})

    async def withdraw_turn(self, request: Request) -> Response:
        """The page's Stop: the turn is cancelled if it runs and not kept even if it had just
        finished. Idempotent: 204 whether or not there was anything to withdraw."""
        cid, turn_id = request.path_params["id"], request.path_params["turn_id"]
        await _journal_call(self.chats.withdraw(cid, turn_id))
        return Response(status_code=204)

    # the journal file

    async def export(self, request: Request) -> Response:
        fmt = request.query_params.get("format", "json")
        if fmt == "json":
            data = await _journal_call(self.journal.export_json(), status=500)
            media, name = "application/json", "sandman-journal.json"
        elif fmt == "markdown":
            data = (await _journal_call(self.journal.export_markdown(), status=500)).encode()
            media, name = "text/markdown; charset=utf-8", "sandman-journal.md"
        else:
            raise ApiError(400, f"format must be json or markdown (got {fmt!r})")
        return Response(
            data,
            media_type=media,
            headers={"content-disposition": f'attachment; filename="{name}"'},
        )

    async def import_(self, request: Request) -> Response:
        content_type = request.headers.get("content-type", "").split(";")[0].strip().lower()
        if content_type != "application/json":
            raise ApiError(
                415, "send the export file as the body with Content-Type: application/json"
            )
        summary = await _journal_call(self.journal.import_json(await request.body()))
        return json_response(summary)


Handler = Callable[[Request], Awaitable[Response]]


def routes(api: Api) -> list[BaseRoute]:
    """The API's routing table (the page's own files are added by ``create_app``)."""
    table: list[tuple[str, str, Handler]] = [
        ("GET", "/api/health", api.health),
        ("POST", "/api/chat", api.chat),
        ("GET", "/api/dreams", api.list_dreams),
        ("POST", "/api/dreams", api.add_dream),
        ("GET", "/api/dreams/{id:int}", api.get_dream),
        ("PATCH", "/api/dreams/{id:int}", api.update_dream),
        ("DELETE", "/api/dreams/{id:int}", api.delete_dream),
        ("GET", "/api/memories", api.list_memories),
        ("POST", "/api/memories", api.add_memory),
        ("DELETE", "/api/memories/{id:int}", api.forget_memory),
        ("GET", "/api/symbols", api.list_symbols),
        ("PUT", "/api/symbols/{symbol}", api.set_symbol),
        ("DELETE", "/api/symbols/{symbol}", api.delete_symbol),
        ("GET", "/api/conversations", api.list_conversations),
        ("GET", "/api/conversations/{id}", api.get_conversation),
        ("DELETE", "/api/conversations/{id}", api.delete_conversation),
        ("DELETE", "/api/conversations/{id}/turns/{turn_id}", api.withdraw_turn),
        ("GET", "/api/export", api.export),
        ("POST", "/api/import", api.import_),
    ]
    # Starlette tries the routes in order and answers 405 only when no route takes the method.
    return [Route(path, handler, methods=[method]) for method, path, handler in table]
