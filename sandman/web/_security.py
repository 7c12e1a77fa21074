"""The guard in front of every request: one ASGI middleware, so no route can forget a rule.

In order: the ``Host`` must be the server's own (DNS rebinding), the access token must be present
when the server listens beyond loopback, a state-changing request must not come from another site
(``Origin`` / ``Sec-Fetch-Site``), the body must fit its size limit (413), and every response gets
the security headers. An exception that escapes the app becomes a JSON 500 whose message says
nothing about the code; the traceback goes to the server's log only.
"""

from __future__ import annotations

import hmac
import ipaddress
import logging
import socket
from collections.abc import Callable
from http.cookies import CookieError, SimpleCookie

import msgspec
import trio
from starlette.exceptions import HTTPException
from starlette.requests import ClientDisconnect

from ._types import ASGIApp, Message, Receive, Scope, Send

log = logging.getLogger("sandman.web")

TOKEN_COOKIE = "sandman_token"
MAX_BODY_BYTES = 1 << 20  # 1 MiB: a dream is at most 20,000 characters
MAX_IMPORT_BYTES = 64 << 20  # a whole journal export
_SAFE_METHODS = frozenset({"GET", "HEAD", "OPTIONS"})
_WILDCARDS = frozenset({"", "0.0.0.0", "::"})

# The page needs nothing but its own scripts, styles and API: no inline script or style at all,
# so a string the model or the user wrote can never run even if it reached the DOM as markup.
CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; manifest-src 'self'; form-action 'self'; base-uri 'none'; "
    "frame-ancestors 'none'"
)
SECURITY_HEADERS: tuple[tuple[bytes, bytes], ...] = (
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"x-frame-options", b"DENY"),
    (b"referrer-policy", b"no-referrer"),
    (b"cross-origin-opener-policy", b"same-origin"),
    (b"cross-origin-resource-policy", b"same-origin"),
    (b"permissions-policy", b"camera=(), microphone=(), geolocation=(), payment=(), usb=()"),
)


def is_loopback(host: str) -> bool:
    """True for ``localhost`` and loopback addresses: only this machine can connect there."""
    name = host.strip("[]").lower()
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def _is_ip(name: str) -> bool:
    try:
        ipaddress.ip_address(name)
    except ValueError:
        return False
    return True


BODY_TIMEOUT_S = 30.0
MAX_REQUESTS = 256


class Site(msgspec.Struct, frozen=True, kw_only=True):
    """Where the server listens and what it lets in.

    ``token`` is required (``Authorization: Bearer TOKEN`` or the ``sandman_token`` cookie) when
    set; ``serve`` sets one whenever ``host`` is not a loopback address.
    """

    host: str = "127.0.0.1"
    port: int = 8765
    token: str | None = None
    max_body_bytes: int = MAX_BODY_BYTES
    max_import_bytes: int = MAX_IMPORT_BYTES
    # A request body must arrive whole within this many seconds (an import's within ten times
    # as long): a client that starts a body and never finishes it is answered 408 and let go.
    body_timeout: float = BODY_TIMEOUT_S
    # Requests handled at once; more are answered 503 at once (keep-alive sockets between
    # requests do not count: Hypercorn closes them after its 5 s keep-alive timeout).
    max_requests: int = MAX_REQUESTS

    @property
    def url(self) -> str:
        """``http://HOST:PORT/`` as the server prints it."""
        name = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{name}:{self.port}/"


def host_names(site: Site) -> frozenset[str]:
    """The names a request's ``Host`` may use for ``site`` (a wildcard bind looks up this
    machine's names once, here, not per request)."""
    host = site.host.strip("[]").lower()
    if is_loopback(host):
        return frozenset({"localhost", "127.0.0.1", "::1", host})
    if host in _WILDCARDS:
        return frozenset({"localhost", socket.gethostname().lower(), socket.getfqdn().lower()})
    return frozenset({host})


def host_accepted(site: Site, names: frozenset[str], header: str | None) -> bool:
    """Whether a request's ``Host`` header names this server (one of ``names``) and its port.

    A wildcard bind (``0.0.0.0``) also accepts any IP literal: DNS rebinding needs a name.
    """
    if not header:
        return False
    header = header.strip().lower()
    if header.startswith("["):
        name, sep, rest = header[1:].partition("]")
        if not sep or (rest and not rest.startswith(":")):
            return False
        port = rest[1:]
    else:
        name, _, port = header.partition(":")
    if (port or "80") != str(site.port):
        return False
    name = name.rstrip(".")
    if name in names:
        return True
    return site.host.strip("[]") in _WILDCARDS and _is_ip(name)


def _header(scope: Scope, name: bytes) -> str | None:
    for key, value in scope.get("headers", ()):
        if key == name:
            return str(value.decode("latin-1"))
    return None


def _json_error(status: int, message: str) -> tuple[Message, Message]:
    body = msgspec.json.encode({"error": message})
    start: Message = {
        "type": "http.response.start",
        "status": status,
        "headers": [
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"cache-control", b"no-store"),
        ],
    }
    return start, {"type": "http.response.body", "body": body, "more_body": False}


class _BodyTooLarge(HTTPException):
    """Raised by ``receive`` once a body passes its limit; the app's HTTP error handler turns it
    into the 413 answer (and the middleware does, should it escape the app)."""

    def __init__(self, limit: int) -> None:
        super().__init__(status_code=413, detail=_too_large(limit))


class _BodyTimeout(HTTPException):
    def __init__(self, seconds: float) -> None:
        super().__init__(
            status_code=408, detail=f"the request body did not arrive within {seconds:g} s"
        )


class SecurityMiddleware:
    """Wraps the app; see the module docstring for the rules, in the order they apply."""

    def __init__(self, app: ASGIApp, site: Site) -> None:
        self._app = app
        self._site = site
        self._names = host_names(site)
        self.active = 0  # requests being handled now

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] == "lifespan":
            await self._app(scope, receive, send)
            return
        if scope["type"] != "http":
            return  # no websockets here: closing without accepting refuses them
        started = False

        async def send_with_headers(message: Message) -> None:
            nonlocal started
            if message["type"] == "http.response.start":
                started = True
                headers = [(k, v) for k, v in message.get("headers", ()) if k not in _OURS]
                headers += SECURITY_HEADERS
                if not any(k == b"cache-control" for k, _ in headers):
                    headers.append((b"cache-control", b"no-store"))
                message = {**message, "headers": headers}
            await send(message)

        refusal = self._refusal(scope)
        # Health is never shed: it is how a supervisor sees the server is alive under load.
        if (
            refusal is None
            and self.active >= self._site.max_requests
            and scope.get("path") != "/api/health"
        ):
            refusal = (503, f"too many requests at once (at most {self._site.max_requests})")
        if refusal is not None:
            for message in _json_error(*refusal):
                await send_with_headers(message)
            return
        self.active += 1
        try:
            await self._handle(scope, receive, send_with_headers, lambda: started)
        finally:
            self.active -= 1

    async def _handle(
        self, scope: Scope, receive: Receive, send_with_headers: Send, started: Callable[[], bool]
    ) -> None:
        if self._site.token is not None and scope.get("path") == "/" and scope["method"] == "GET":
            login = self._login(scope)
            if login is not None:
                for message in login:
                    await send_with_headers(message)
                return
        limit = (
            self._site.max_import_bytes
            if scope.get("path") == "/api/import"
            else self._site.max_body_bytes
        )
        received = 0
        seconds = self._site.body_timeout * (10 if scope.get("path") == "/api/import" else 1)
        deadline = trio.current_time() + seconds
        body_done = False

        async def limited_receive() -> Message:
            nonlocal received, body_done
            if body_done:
                return await receive()  # after the body: only a hang-up, whenever it comes
            try:
                with trio.fail_at(deadline):
                    message = await receive()
            except trio.TooSlowError:
                raise _BodyTimeout(seconds) from None
            if message["type"] == "http.request":
                received += len(message.get("body", b""))
                if received > limit:
                    raise _BodyTooLarge(limit)
                body_done = not message.get("more_body", False)
            else:
                body_done = True
            return message

        try:
            await self._app(scope, limited_receive, send_with_headers)
        except (_BodyTooLarge, _BodyTimeout) as exc:
            if not started():
                for message in _json_error(exc.status_code, str(exc.detail)):
                    await send_with_headers(message)
        except ClientDisconnect:
            # The client hung up before its request was read: nobody to answer, nothing wrong.
            log.debug("client left during %s %s", scope["method"], scope.get("path"))
        except Exception:
            log.exception("error while answering %s %s", scope["method"], scope.get("path"))
            if not started():
                for message in _json_error(500, "internal error (details are in the server's log)"):
                    await send_with_headers(message)

    def _refusal(self, scope: Scope) -> tuple[int, str] | None:
        """(status, message) when the request must be refused before the app sees it."""
        host = _header(scope, b"host")
        if not host_accepted(self._site, self._names, host):
            return 421, f"this server does not answer for host {host or '(none)'!r}"
        if self._site.token is not None and not self._authorized(scope):
            return 401, "an access token is required: open the URL printed when the server started"
        method = scope["method"]
        if method not in _SAFE_METHODS:
            if (_header(scope, b"sec-fetch-site") or "").lower() == "cross-site":
                return 403, "cross-site requests are refused"
            origin = _header(scope, b"origin")
            if origin is not None and origin.lower() != f"{scope['scheme']}://{host}".lower():
                return 403, f"requests from origin {origin!r} are refused"
        length = _header(scope, b"content-length")
        if length is not None:
            if not length.strip().isdigit():
                return 400, "invalid Content-Length"
            limit = (
                self._site.max_import_bytes
                if scope.get("path") == "/api/import"
                else self._site.max_body_bytes
            )
            if int(length) > limit:
                return 413, _too_large(limit)
        return None

    def _authorized(self, scope: Scope) -> bool:
        token = self._site.token
        assert token is not None
        auth = _header(scope, b"authorization") or ""
        scheme, _, value = auth.partition(" ")
        if scheme.lower() == "bearer" and hmac.compare_digest(
            value.strip().encode(), token.encode()
        ):
            return True
        cookie = _cookie(scope, TOKEN_COOKIE)
        if cookie is not None and hmac.compare_digest(cookie.encode(), token.encode()):
            return True
        return self._login(scope) is not None

    def _login(self, scope: Scope) -> tuple[Message, Message] | None:
        """``GET /?token=TOKEN`` (the URL printed at start): set the cookie, go to ``/``."""
        token = self._site.token
        if token is None or scope.get("path") != "/" or scope["method"] != "GET":
            return None
        query = scope.get("query_string", b"").decode("latin-1")
        given = next(
            (v for k, _, v in (p.partition("=") for p in query.split("&")) if k == "token"), None
        )
        if given is None or not hmac.compare_digest(given.encode(), token.encode()):
            return None
        cookie = f"{TOKEN_COOKIE}={token}; Path=/; HttpOnly; SameSite=Strict"
        start: Message = {
            "type": "http.response.start",
            "status": 303,
            "headers": [
                (b"location", b"/"),
                (b"set-cookie", cookie.encode()),
                (b"content-length", b"0"),
            ],
        }
        return start, {"type": "http.response.body", "body": b"", "more_body": False}


_OURS = frozenset(name for name, _ in SECURITY_HEADERS)


def _too_large(limit: int) -> str:
    return f"the request body is too large (the limit is {limit:,} bytes)"


def _cookie(scope: Scope, name: str) -> str | None:
    raw = _header(scope, b"cookie")
    if not raw:
        return None
    jar: SimpleCookie = SimpleCookie()
    try:
        jar.load(raw)
    except CookieError:
        return None
    morsel = jar.get(name)
    return None if morsel is None else str(morsel.value)
