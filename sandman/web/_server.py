"""Serving the web app: Hypercorn's trio worker, in the same trio run as the actors.

``serve`` opens everything (the socket first, so a busy port fails before the model loads; then
the model, the actors and the journal), reports a ``Server`` through ``task_status`` once the
socket accepts connections, and returns after ``Server.shutdown()``: new turns are refused, each
turn in flight ends with its final event, Hypercorn finishes the open responses (at most
``GRACEFUL_SECONDS``), and then the actors, the journal and the model are closed in order.
"""

from __future__ import annotations

import errno
import functools
import os
import secrets
import socket
from collections.abc import Awaitable, Callable
from typing import Any

import trio
from hypercorn.config import Config
from hypercorn.trio import serve as hypercorn_serve

from ..errors import SandmanError
from ..inference import Model
from ..storage import open_journal
from ._app import WebApp, create_app
from ._security import Site, is_loopback

GRACEFUL_SECONDS = 5.0


class ServerError(SandmanError):
    """The server cannot start (the address is taken, the host is unknown …)."""


class Server:
    """A running server, as ``serve`` reports it."""

    def __init__(self, web: WebApp, model_name: str, journal_path: str) -> None:
        self.web = web
        self.site = web.site
        self.url = web.site.url
        self.model_name = model_name
        self.journal_path = journal_path
        self._stop = trio.Event()

    @property
    def login_url(self) -> str | None:
        """The URL that hands the browser its access token (None on loopback: no token)."""
        return None if self.site.token is None else f"{self.url}?token={self.site.token}"

    def shutdown(self) -> None:
        """Stop: refuse new turns, end those in flight, then let ``serve`` return."""
        self.web.close_chats()
        self._stop.set()

    async def wait_shutdown(self) -> None:
        await self._stop.wait()


def bind_socket(host: str, port: int) -> socket.socket:
    """A TCP socket bound to (host, port) (port 0: any free port), not yet listening."""
    try:
        family, kind, proto, _, address = socket.getaddrinfo(
            host or None, port, type=socket.SOCK_STREAM, flags=socket.AI_PASSIVE
        )[0]
    except socket.gaierror as exc:
        raise ServerError(f"cannot listen on {host!r}: {exc.strerror}") from None
    sock = socket.socket(family, kind, proto)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind(address)
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise ServerError(
                f"port {port} on {host} is already in use; choose another with --port"
            ) from None
        raise ServerError(f"cannot listen on {host}:{port}: {exc.strerror or exc}") from None
    return sock


def hypercorn_config(sock: socket.socket) -> Config:
    config = Config()
    # Hypercorn takes over the bound socket by its file descriptor; we knew the port before
    # building the app (its Host check needs it), even with port 0.
    config.bind = [f"fd://{sock.detach()}"]
    config.accesslog = None
    config.loglevel = "WARNING"  # our own start-up line, not Hypercorn's "Running on …"
    config.include_server_header = False
    config.graceful_timeout = GRACEFUL_SECONDS
    return config


async def run_app(
    web: WebApp,
    sock: socket.socket,
    *,
    stop: Callable[[], Awaitable[None]],
    on_listening: Callable[[], None] = lambda: None,
) -> None:
    """Serve ``web`` on ``sock`` until ``stop()`` returns; ``on_listening()`` is called once the
    socket accepts connections."""
    config = hypercorn_config(sock)
    async with trio.open_nursery() as nursery:
        await nursery.start(
            functools.partial(hypercorn_serve, web, config, shutdown_trigger=stop, mode="asgi")  # type: ignore[arg-type]
        )
        on_listening()


async def serve(
    *,
    model: Model | str | None = None,
    db: str | os.PathLike[str] | None = None,
    host: str = "127.0.0.1",
    port: int = 8765,
    on_status: Callable[[str], None] | None = None,
    max_in_flight: int = 4,
    trace: Callable[[dict[str, Any]], None] | None = None,
    task_status: trio.TaskStatus[Server] = trio.TASK_STATUS_IGNORED,
) -> None:
    """Run ``sandman serve`` until ``Server.shutdown()`` (see the module docstring).

    ``max_in_flight`` bounds the requests a model server works on at once (an on-device model
    always runs one at a time).

    A host that is not a loopback address gets a fresh access token (``Server.site.token``).
    Raises ``SandmanError`` with one line when the address, the model or the journal fails.
    """
    import sandman

    sock = bind_socket(host, port)
    try:
        bound_port = int(sock.getsockname()[1])
        token = None if is_loopback(host) else secrets.token_urlsafe(24)
        site = Site(host=host, port=bound_port, token=token)
        path = db if db is not None else os.environ.get("SANDMAN_DB")
        async with (
            sandman.open(
                model=model, db=path, on_status=on_status, max_in_flight=max_in_flight, trace=trace
            ) as app,
            open_journal(path) as journal,
        ):
            web = create_app(chat=app, journal=journal, site=site)
            server = Server(web, app.model.name, str(journal.path))
            await run_app(
                web,
                sock,
                stop=server.wait_shutdown,
                on_listening=lambda: task_status.started(server),
            )
    finally:
        if sock.fileno() != -1:
            sock.close()
