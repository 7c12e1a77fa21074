"""The guard in front of the app: Host (DNS rebinding), cross-site refusal, the access token off
loopback, body size limits, and the security headers on every answer."""

from __future__ import annotations

from collections.abc import AsyncIterator

from sandman.web import CONTENT_SECURITY_POLICY, Site, is_loopback

from .conftest import PORT, Web, assert_one_line_error

STATE_CHANGING = [
    ("POST", "/api/dreams", {"text": "x"}),
    ("PATCH", "/api/dreams/1", {"mood": "x"}),
    ("DELETE", "/api/dreams/1", None),
    ("POST", "/api/memories", {"fact": "x"}),
    ("DELETE", "/api/memories/1", None),
    ("PUT", "/api/symbols/water", {"meaning": "x"}),
    ("DELETE", "/api/symbols/water", None),
    ("POST", "/api/import", {}),
    ("POST", "/api/chat", {"text": "hi"}),
]


async def test_a_foreign_host_is_refused_whatever_the_path(web: Web) -> None:
    for host in [
        "evil.example",
        "attacker.test:8765",
        f"127.0.0.1:{PORT + 1}",
        f"localhost.evil.example:{PORT}",
        "127.0.0.1",
    ]:
        for path in ["/", "/api/health", "/api/dreams", "/static/app.js"]:
            response = await web.client.get(path, headers={"host": host})
            assert "does not answer" in assert_one_line_error(response, 421), (host, path)
    for host in [f"127.0.0.1:{PORT}", f"localhost:{PORT}", f"LOCALHOST:{PORT}", f"[::1]:{PORT}"]:
        assert (await web.client.get("/api/health", headers={"host": host})).status_code == 200, (
            host
        )
    # Nothing was written by the refused requests.
    assert (
        await web.client.post("/api/dreams", json={"text": "x"}, headers={"host": "evil.example"})
    ).status_code == 421
    assert (await web.client.get("/api/dreams")).json()["total"] == 0


async def test_state_changing_requests_from_another_site_are_refused(web: Web) -> None:
    hostile = [
        {"origin": "http://evil.example"},
        {"origin": f"http://localhost:{PORT + 1}"},  # same site, another origin
        {"origin": "null"},
        {"sec-fetch-site": "cross-site"},
        {"sec-fetch-site": "cross-site", "origin": f"http://127.0.0.1:{PORT}"},
    ]
    for method, path, body in STATE_CHANGING:
        for headers in hostile:
            response = await web.client.request(method, path, json=body, headers=headers)
            assert "refused" in assert_one_line_error(response, 403), (method, path, headers)
    assert (await web.client.get("/api/dreams")).json()["total"] == 0
    assert web.model.history == []  # the chat never reached the model
    # The page's own requests (same origin) and local scripts (no Origin at all) get through.
    own = {"origin": f"http://127.0.0.1:{PORT}", "sec-fetch-site": "same-origin"}
    assert (
        await web.client.post("/api/dreams", json={"text": "mine"}, headers=own)
    ).status_code == 201
    assert (await web.client.post("/api/dreams", json={"text": "a script"})).status_code == 201
    # Reads are not state-changing; without CORS headers a foreign page still cannot read them.
    read = await web.client.get("/api/dreams", headers={"origin": "http://evil.example"})
    assert read.status_code == 200 and "access-control-allow-origin" not in read.headers


async def test_a_server_beyond_loopback_requires_the_access_token(web: Web) -> None:
    site = Site(host="0.0.0.0", port=PORT, token="s3cret-token")
    async with web.client_for(site) as client:
        for path in ["/", "/api/health", "/api/dreams", "/static/app.js"]:
            assert "token" in assert_one_line_error(await client.get(path), 401), path
        wrong = await client.get("/api/health", headers={"authorization": "Bearer guess"})
        assert_one_line_error(wrong, 401)
        assert_one_line_error(await client.get("/?token=guess"), 401)
        bearer = {"authorization": "Bearer s3cret-token"}
        assert (await client.get("/api/health", headers=bearer)).status_code == 200
        created = await client.post("/api/dreams", json={"text": "over the LAN"}, headers=bearer)
        assert created.status_code == 201
        # The printed URL hands the browser a cookie it sends back with every request.
        login = await client.get("/?token=s3cret-token")
        assert login.status_code == 303 and login.headers["location"] == "/"
        cookie = login.headers["set-cookie"]
        assert cookie.startswith("sandman_token=s3cret-token;")
        assert "HttpOnly" in cookie and "SameSite=Strict" in cookie
        client.cookies.set("sandman_token", "s3cret-token")
        assert (await client.get("/api/dreams")).json()["total"] == 1
        # A wildcard bind answers for IP literals, never for some other name.
        lan = await client.get("/api/health", headers={"host": f"192.168.1.20:{PORT}"})
        assert lan.status_code == 200
        assert_one_line_error(
            await client.get("/api/health", headers={"host": f"rebound.example:{PORT}"}), 421
        )
        # The token does not excuse a cross-site request.
        forged = await client.post(
            "/api/dreams", json={"text": "x"}, headers={"origin": "http://evil.example"}
        )
        assert_one_line_error(forged, 403)


def test_only_loopback_addresses_go_without_a_token() -> None:
    assert all(is_loopback(h) for h in ["127.0.0.1", "127.0.0.2", "::1", "[::1]", "localhost"])
    assert not any(is_loopback(h) for h in ["0.0.0.0", "::", "192.168.1.2", "example.com", ""])


async def test_bodies_over_the_limit_get_413(web: Web) -> None:
    site = Site(port=PORT, max_body_bytes=1_000, max_import_bytes=5_000)
    async with web.client_for(site) as client:
        big = {"text": "x" * 2_000}
        assert "too large" in assert_one_line_error(await client.post("/api/dreams", json=big), 413)

        async def chunked() -> AsyncIterator[bytes]:  # no Content-Length: counted as it arrives
            yield b'{"text": "'
            for _ in range(20):
                yield b"y" * 100
            yield b'"}'

        response = await client.post(
            "/api/dreams", content=chunked(), headers={"content-type": "application/json"}
        )
        assert_one_line_error(response, 413)
        assert_one_line_error(await client.post("/api/chat", json={"text": "z" * 2_000}), 413)
        # The import has its own, larger limit.
        padded = await web.journal.export_json() + b" " * 3_000  # over 1,000, under 5,000 bytes
        imported = await client.post(
            "/api/import", content=padded, headers={"content-type": "application/json"}
        )
        assert imported.status_code == 200, imported.text
        assert_one_line_error(
            await client.post(
                "/api/import", content=b" " * 6_000, headers={"content-type": "application/json"}
            ),
            413,
        )
        assert (await client.get("/api/dreams")).json()["total"] == 0
    assert_one_line_error(
        await web.client.post(
            "/api/dreams",
            content=b"{}",
            headers={"content-type": "application/json", "content-length": "abc"},
        ),
        400,
    )


async def test_every_answer_carries_the_security_headers(web: Web) -> None:
    answers = [
        await web.client.get("/"),
        await web.client.get("/api/health"),
        await web.client.get("/api/nothing"),
        await web.client.get("/", headers={"host": "evil.example"}),
        await web.client.post("/api/dreams", json={}, headers={"origin": "http://evil.example"}),
    ]
    for response in answers:
        headers = response.headers
        assert headers["content-security-policy"] == CONTENT_SECURITY_POLICY
        assert headers["x-content-type-options"] == "nosniff"
        assert headers["x-frame-options"] == "DENY"
        assert headers["referrer-policy"] == "no-referrer"
        assert headers["cross-origin-opener-policy"] == "same-origin"
        assert "server" not in headers or "python" not in headers["server"].lower()
    csp = CONTENT_SECURITY_POLICY
    assert (
        "default-src 'none'" in csp and "script-src 'self';" in csp and "'unsafe-inline'" not in csp
    )
    assert "frame-ancestors 'none'" in csp and "'unsafe-eval'" not in csp
    assert (await web.client.get("/api/health")).headers["cache-control"] == "no-store"
