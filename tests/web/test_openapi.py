"""The OpenAPI file describes exactly the routes the app serves, and the contract's paths."""

from __future__ import annotations

import json
import re
from importlib import resources

from starlette.routing import Route

from sandman.web._api import Api, routes

from .conftest import Web

SPEC = json.loads(
    resources.files("sandman.web").joinpath("openapi.json").read_text(encoding="utf-8")
)
_METHODS = {"get", "post", "put", "patch", "delete"}


def _documented() -> set[tuple[str, str]]:
    return {
        (m.upper(), path) for path, item in SPEC["paths"].items() for m in item if m in _METHODS
    }


async def test_the_openapi_file_lists_every_route_and_no_other(web: Web) -> None:
    api = Api(web.journal, web.web.chats, "m")
    served = {
        (method, re.sub(r"\{(\w+):\w+\}", r"{\1}", route.path))
        for route in routes(api)
        if isinstance(route, Route)
        for method in route.methods or ()
        if method != "HEAD"
    }
    served |= {("GET", "/"), ("GET", "/api/openapi.json")}
    assert _documented() == served


def test_the_openapi_file_is_well_formed_and_covers_the_contract() -> None:
    assert SPEC["openapi"].startswith("3.1")
    contract = {
        ("GET", "/"),
        ("GET", "/api/health"),
        ("POST", "/api/chat"),
        ("GET", "/api/dreams"),
        ("POST", "/api/dreams"),
        ("GET", "/api/dreams/{id}"),
        ("PATCH", "/api/dreams/{id}"),
        ("DELETE", "/api/dreams/{id}"),
        ("GET", "/api/memories"),
        ("DELETE", "/api/memories/{id}"),
        ("GET", "/api/symbols"),
        ("PUT", "/api/symbols/{symbol}"),
        ("DELETE", "/api/symbols/{symbol}"),
        ("GET", "/api/conversations"),
        ("GET", "/api/conversations/{id}"),
        ("DELETE", "/api/conversations/{id}"),
        ("GET", "/api/export"),
        ("POST", "/api/import"),
    }
    assert contract <= _documented()
    schemas = SPEC["components"]["schemas"]
    text = json.dumps(SPEC)
    for name in re.findall(r'"#/components/schemas/(\w+)"', text):
        assert name in schemas, name
    for path, item in SPEC["paths"].items():
        for method, op in item.items():
            if method in _METHODS:
                assert op["summary"] and op["responses"], (method, path)
    events = {v["properties"]["type"]["const"] for v in schemas["ChatEvent"]["oneOf"]}
    assert events == {
        "route",
        "tool_started",
        "tool_finished",
        "text",
        "turn_finished",
        "turn_failed",
    }
