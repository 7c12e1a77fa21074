"""Opening a model server: which models it serves, which engine it is, how long its context is
and which chat format its model uses."""

from __future__ import annotations

import logging
import re
from typing import Any

import httpx
import msgspec

from ..errors import ModelError
from ._openai import ENGINES, RemoteError, http_failure, server_message
from ._remote_http import transport_failure
from ._remote_tokens import RemoteTokens

log = logging.getLogger("sandman.inference")

# A server that does not say how long its context is (llama-cpp-python's) is assumed to have the
# context Sandman gives an on-device model; ``context_size=`` overrides it.
DEFAULT_CONTEXT = 4096


class RemoteDiscovery(RemoteTokens):
    """Mixed into ``RemoteModel``: what ``RemoteModel.open`` asks the server before first use."""

    base_url: str
    family: str

    def _get_json(self, url: str, *, method: str = "GET", body: Any = None) -> Any | None:
        """A discovery request: the decoded JSON, or None when the server has no such endpoint."""
        try:
            response = self._client.request(method, url, json=body)
        except httpx.HTTPError as exc:
            raise transport_failure(exc, self.where, started=False) from None
        if response.status_code in (401, 403):
            raise http_failure(response.status_code, server_message(response.content), self.where)
        if response.status_code >= 400:
            return None
        try:
            return msgspec.json.decode(response.content)
        except msgspec.DecodeError:
            return None

    def _discover(
        self,
        root: str,
        wanted: str | None,
        *,
        engine: str | None,
        family: str | None,
        context_size: int | None,
    ) -> None:
        listing = self._get_json(f"{self.base_url}/models")
        if listing is None:
            raise RemoteError(
                "http_error",
                f"{self.where} does not list its models at /models: is it OpenAI-compatible?",
            )
        entries = (
            [e for e in listing.get("data", []) if isinstance(e, dict) and "id" in e]
            if isinstance(listing, dict)
            else []
        )
        ids = [str(e["id"]) for e in entries]
        if wanted is None:
            if len(ids) != 1:
                choice = ", ".join(ids[:8]) or "none"
                raise ModelError(
                    f"{self.where} serves {len(ids)} models ({choice}): name one as URL#MODEL"
                )
            wanted = ids[0]
        elif ids and wanted not in ids and not any(i.startswith(wanted + ":") for i in ids):
            raise ModelError(
                f"{self.where} does not serve {wanted!r} (it serves: {', '.join(ids[:8])})"
            )
        self.name = wanted
        known_context: int | None = None
        template = ""
        detected: str = "openai"
        props = self._get_json(f"{root}/props")
        if isinstance(props, dict) and isinstance(props.get("default_generation_settings"), dict):
            detected = "llama.cpp"
            n_ctx = props["default_generation_settings"].get("n_ctx")
            known_context = n_ctx if isinstance(n_ctx, int) and n_ctx > 0 else None
            template = str(props.get("chat_template") or "")
        elif isinstance(self._get_json(f"{root}/api/version"), dict):
            detected = "ollama"
        else:
            version = self._get_json(f"{root}/version")
            if isinstance(version, dict) and isinstance(version.get("version"), str):
                detected = "vllm"
                entry = next((e for e in entries if e.get("id") == wanted), {})
                if isinstance(entry.get("max_model_len"), int):
                    known_context = entry["max_model_len"]
                if _version(version["version"]) < (0, 11):
                    self.engine = msgspec.structs.replace(ENGINES["vllm"], grammar="guided_grammar")
            elif isinstance(
                self._get_json(f"{root}/extras/tokenize", method="POST", body={"input": ""}), dict
            ):
                detected = "llama-cpp-python"
        if engine is None:
            self.engine = self.engine if self.engine.name == detected else ENGINES[detected]
        else:
            self.engine = ENGINES[engine]
        self.context_size = context_size or known_context or DEFAULT_CONTEXT
        if family is None:
            lowered = (template + " " + wanted).lower()
            self.family = (
                "gemma" if "<start_of_turn>" in template or "gemma" in lowered else "chatml"
            )
        # A tokenizer that adds a BOS token counts it in every text: measure it once.
        empty = self._tokenize_sync("")
        self._token_offset = len(empty) if empty is not None else 0
        log.debug(
            "model server %s: engine %s, model %s, context %d",
            self.base_url,
            self.engine.name,
            self.name,
            self.context_size,
        )


def _version(text: str) -> tuple[int, ...]:
    return tuple(int(part) for part in re.findall(r"\d+", text)[:3]) or (0,)
