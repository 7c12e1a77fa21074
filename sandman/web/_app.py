"""``create_app``: the whole web face as one ASGI object, runnable in-process (tests call it
through an ASGI client; ``serve`` puts it behind Hypercorn)."""

from __future__ import annotations

import logging
from importlib import resources

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response
from starlette.routing import Route

from ..storage import Journal, JournalError
from ._api import Api, error_response, journal_api_error, routes
from ._security import SecurityMiddleware, Site
from ._stream import ChatBackend, ChatStreams
from ._types import Receive, Scope, Send

log = logging.getLogger("sandman.web")

# The page's files: no build step, read once from the package.
_STATIC: dict[str, tuple[str, str]] = {
    "/": ("static/index.html", "text/html; charset=utf-8"),
    "/static/app.js": ("static/app.js", "text/javascript; charset=utf-8"),
    "/static/chart.js": ("static/chart.js", "text/javascript; charset=utf-8"),
    "/static/app.css": ("static/app.css", "text/css; charset=utf-8"),
    "/static/icon.svg": ("static/icon.svg", "image/svg+xml"),
    "/api/openapi.json": ("openapi.json", "application/json"),
}


def _read(name: str) -> bytes:
    return resources.files(__package__).joinpath(name).read_bytes()


def _static_route(path: str, name: str, media_type: str) -> Route:
    body = _read(name)
    # The page may be cached briefly; the API never is (the middleware adds no-store to the rest).
    headers = {"cache-control": "no-cache"}

    async def endpoint(request: Request) -> Response:
        return Response(body, media_type=media_type, headers=headers)

    return Route(path, endpoint, methods=["GET"])


async def _http_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    message = exc.detail
    if exc.status_code == 404 and message == "Not Found":
        message = f"nothing at {request.url.path}"
    elif exc.status_code == 405 and message == "Method Not Allowed":
        message = f"{request.method} is not allowed on {request.url.path}"
    response = error_response(exc.status_code, str(message))
    if exc.headers:
        response.headers.update(exc.headers)
    return response


async def _journal_error(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, JournalError)
    return await _http_error(request, journal_api_error(exc))


async def _client_left(request: Request, exc: Exception) -> Response:
    # The client hung up before its request was read: one debug line, no traceback (a
    # thousand dropped connections must not be seventy thousand lines of log).
    log.debug("client left during %s %s", request.method, request.url.path)
    return Response(status_code=400)  # nobody is there to read it


async def _server_error(request: Request, exc: Exception) -> Response:
    log.error("error while answering %s %s", request.method, request.url.path, exc_info=exc)
    return error_response(500, "internal error (details are in the server's log)")


class WebApp:
    """The ASGI app: the security middleware in front of the page and the JSON API.

    ``chat`` is a running Sandman (``sandman.App``), ``journal`` an open journal on the same file;
    both stay the caller's. ``close_chats()`` is for shutdown: no new turns, and each turn in
    flight ends with its final event.
    """

    def __init__(self, *, chat: ChatBackend, journal: Journal, site: Site | None = None) -> None:
        self.site = site or Site()
        self.chats = ChatStreams(chat)
        api = Api(journal, self.chats, chat.model.name)
        static = [_static_route(path, name, media) for path, (name, media) in _STATIC.items()]
        self._starlette = Starlette(
            routes=[*static, *routes(api)],
            exception_handlers={
                HTTPException: _http_error,
                JournalError: _journal_error,
                ClientDisconnect: _client_left,
                Exception: _server_error,
            },
        )
        self._asgi = SecurityMiddleware(self._starlette, self.site)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        await self._asgi(scope, receive, send)

    def close_chats(self) -> int:
        """Refuse new turns (503) and cancel those in flight; returns how many were running."""
        return self.chats.cancel_all()


def create_app(*, chat: ChatBackend, journal: Journal, site: Site | None = None) -> WebApp:
    """The web app for a running Sandman and its journal (see ``WebApp``)."""
    return WebApp(chat=chat, journal=journal, site=site)
