"""The HTTP side of a model server: what an httpx failure means, and the clients a ``RemoteModel``
talks through (one blocking client, and one per trio run that a system task closes)."""

from __future__ import annotations

import logging
from typing import Any

import httpx
import msgspec
import trio
from httpx_sse import SSEError

from ..errors import ModelError
from ._openai import RemoteError, one_line

log = logging.getLogger("sandman.inference")


def transport_failure(exc: Exception, where: str, *, started: bool) -> RemoteError:
    """The failure an httpx exception stands for, before (``started=False``) or during a reply."""
    if isinstance(exc, httpx.ConnectTimeout):
        return RemoteError("timeout", f"{where} did not accept a connection in time")
    if isinstance(exc, httpx.TimeoutException):
        what = "between two pieces of the reply" if started else "before answering"
        return RemoteError("timeout", f"{where} sent nothing for too long {what}")
    if isinstance(exc, httpx.ConnectError):
        reason = str(exc) or type(exc).__name__
        return RemoteError("unreachable", f"cannot reach {where}: {one_line(reason, 120)}")
    if isinstance(exc, SSEError):
        return RemoteError("bad_stream", f"{where} did not answer with an event stream: {exc}")
    if started:
        return RemoteError("disconnected", f"{where} closed the connection mid-reply")
    return RemoteError("unreachable", f"{where} closed the connection before answering")


class _AsyncClientHolder(msgspec.Struct, kw_only=True):
    token: Any
    client: httpx.AsyncClient
    scope: trio.CancelScope


class RemoteClients:
    """Mixed into ``RemoteModel``: its HTTP clients. ``RemoteModel.__init__`` sets the
    attributes."""

    name: str
    _headers: dict[str, str]
    _timeout: httpx.Timeout
    _client: httpx.Client  # discovery, token counts and blocking streams
    _async: _AsyncClientHolder | None  # the current trio run's client
    _closed: bool

    def _async_client(self) -> httpx.AsyncClient:
        """This trio run's client: created on first use in a run and closed when the run ends
        (or at ``close()``), by a system task that owns it."""
        if self._closed:
            raise ModelError(f"the model {self.name} is closed")
        token = trio.lowlevel.current_trio_token()
        held = self._async
        if held is not None and held.token is token:
            return held.client
        client = httpx.AsyncClient(headers=self._headers, timeout=self._timeout)
        scope = trio.CancelScope()
        self._async = _AsyncClientHolder(token=token, client=client, scope=scope)
        trio.lowlevel.spawn_system_task(_hold_client, client, scope, name="sandman-http-client")
        return client


async def _hold_client(client: httpx.AsyncClient, scope: trio.CancelScope) -> None:
    try:
        with scope:
            await trio.sleep_forever()
    finally:
        with trio.CancelScope(shield=True):
            try:
                await client.aclose()
            except Exception:  # a system task must not crash the run
                log.debug("closing the HTTP client failed", exc_info=True)
