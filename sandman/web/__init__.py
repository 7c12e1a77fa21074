"""``sandman serve``: the journal and the streaming chat in a browser, over a JSON API.

``create_app(chat=app, journal=journal, site=Site(...))`` is the whole web face as one ASGI
object (the page, the API, the security guard), runnable in-process; ``serve(...)`` opens the
model, the actors and the journal and serves that app with Hypercorn's trio worker in the same
trio run, until ``Server.shutdown()``.
"""

from ._app import WebApp, create_app
from ._security import CONTENT_SECURITY_POLICY, MAX_BODY_BYTES, MAX_IMPORT_BYTES, Site, is_loopback
from ._server import Server, ServerError, bind_socket, run_app, serve
from ._stream import ChatBackend

__all__ = [
    "CONTENT_SECURITY_POLICY",
    "MAX_BODY_BYTES",
    "MAX_IMPORT_BYTES",
    "ChatBackend",
    "Server",
    "ServerError",
    "Site",
    "WebApp",
    "bind_socket",
    "create_app",
    "is_loopback",
    "run_app",
    "serve",
]
