"""The web app in-process: a scripted model, a journal in a temporary file, an httpx client
speaking ASGI to the app (no port, no sleep)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import httpx
import pytest

import sandman
from sandman.actors import App
from sandman.inference import Completion, CompletionStats, CompletionStream, ScriptedModel
from sandman.storage import Journal, open_journal
from sandman.web import Site, WebApp, create_app

PORT = 8765
BASE = f"http://127.0.0.1:{PORT}"


class WebModel(ScriptedModel):
    """A scripted model that answers the start-up warm-up (``max_tokens=0``) without using up
    a scripted reply. Named like the default preset so the router decides without the model."""

    def __init__(self) -> None:
        super().__init__(name="smollm2-135m")

    def stream(self, request: Completion) -> CompletionStream:
        if request.max_tokens == 0:
            return self._warm(request)
        return super().stream(request)

    def _warm(self, request: Completion) -> CompletionStream:
        n = self.count_tokens(request.prompt)
        return CompletionStats(
            prompt_tokens=n, evaluated_tokens=n, completion_tokens=0, stop_reason="length"
        )
        yield  # a generator that yields nothing


@dataclass
class Web:
    app: App
    web: WebApp
    journal: Journal
    model: WebModel
    client: httpx.AsyncClient

    def client_for(self, site: Site, *, journal: Any = None, **kwargs: Any) -> httpx.AsyncClient:
        """A client of another app (``site``, ``journal``: by default this one's) on this chat."""
        other = create_app(chat=self.app, journal=journal or self.journal, site=site)
        base = f"http://127.0.0.1:{site.port}"
        return httpx.AsyncClient(transport=httpx.ASGITransport(app=other), base_url=base, **kwargs)


@pytest.fixture
async def web(tmp_path: Path) -> AsyncIterator[Web]:
    model = WebModel()
    db = tmp_path / "journal.db"
    async with sandman.open(model=model, db=db) as app, open_journal(db) as journal:
        web = create_app(chat=app, journal=journal, site=Site(port=PORT))
        async with httpx.AsyncClient(
            transport=httpx.ASGITransport(app=web), base_url=BASE
        ) as client:
            yield Web(app=app, web=web, journal=journal, model=model, client=client)


def sse_events(body: str) -> list[dict[str, Any]]:
    """The JSON objects of a Server-Sent Events body, checking its framing on the way."""
    assert body.endswith("\n\n"), body[-80:]
    events = []
    for block in body.split("\n\n")[:-1]:
        lines = block.split("\n")
        assert len(lines) == 1 and lines[0].startswith("data: "), block
        events.append(json.loads(lines[0][len("data: ") :]))
    return events


def assert_one_line_error(response: httpx.Response, status: int) -> str:
    assert response.status_code == status, (response.status_code, response.text)
    assert response.headers["content-type"] == "application/json"
    body = response.json()
    assert list(body) == ["error"] and isinstance(body["error"], str)
    message: str = body["error"]
    assert message and "\n" not in message and "Traceback" not in message
    return message


@pytest.fixture
def artifacts() -> Iterator[Path]:
    path = Path(__file__).resolve().parents[2] / "test-artifacts"
    path.mkdir(exist_ok=True)
    yield path
