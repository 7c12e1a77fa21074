"""The router prompt (``sandman/prompts/router.txt``) and the grammar of its answer.

The prompt file is a static system text plus a few example turns; the user's message is the
only thing appended, so the rendered prefix is byte-identical on every call and llama.cpp keeps
its KV cache warm. The grammar is built per message: it allows only the candidate routes, and
only words that occur in the message as arguments, so the model cannot invent a symbol.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from functools import cache
from importlib import resources

from ..language import STOPWORDS, singular, tokens
from ..messages import Route
from ..prompts import ChatMessage, as_text, render_chat

_SECTION = re.compile(r"^\[(system|user|assistant)\]\s*$", re.MULTILINE)
_ARG_ROUTES: dict[str, tuple[str, bool]] = {
    # route -> (argument, required)
    "lookup_symbol": ("symbol", True),
    "search_dreams": ("query", True),
    "recall_memories": ("topic", False),
}


def parse_prompt_file(text: str) -> tuple[ChatMessage, ...]:
    """Split a prompt file into chat messages at its ``[system]``/``[user]``/``[assistant]``
    lines. Raises ``ValueError`` when there is text before the first section marker."""
    parts = _SECTION.split(text)
    if parts[0].strip():
        raise ValueError("prompt file: text before the first [role] line")
    messages: list[ChatMessage] = []
    for role, body in zip(parts[1::2], parts[2::2]):
        messages.append((role, body.strip()))  # type: ignore[arg-type]
    return tuple(messages)


@cache
def router_messages() -> tuple[ChatMessage, ...]:
    """The static head of the router prompt, read once from the package."""
    text = resources.files("sandman.prompts").joinpath("router.txt").read_text("utf-8")
    return parse_prompt_file(text)


def render_router_prompt(family: str, text: str) -> str:
    """The whole router prompt for ``text`` in ``family``'s chat format."""
    return render_chat(family, (*router_messages(), ("user", as_text(text.strip()))))


def message_words(text: str) -> list[str]:
    """The words a grammar may use as an argument: the message's content words as typed, and
    their singular forms (lowercase, letters and digits only, so they need no escaping)."""
    out: dict[str, None] = {}
    for tok in tokens(text):
        if tok == "'s" or tok in STOPWORDS or len(tok) < 2:
            continue
        out[tok] = None
        out[singular(tok)] = None
    return list(out)


def _alternatives(words: Iterable[str]) -> str:
    return " | ".join(f'"{w}"' for w in words)


def route_grammar(routes: Sequence[Route], words: Sequence[str]) -> str:
    """A GBNF grammar for exactly one route tag among ``routes``.

    Text arguments are one to three of ``words``; without words, routes that need an argument
    are left out (and optional arguments are simply not offered). ``respond`` is always allowed,
    so the grammar is never empty.
    """
    rules: list[str] = []
    choices: list[str] = []
    for route in dict.fromkeys((*routes, "respond")):
        arg = _ARG_ROUTES.get(route)
        if route == "respond":
            choices.append('"<respond />"')
        elif route == "recent_dreams":
            choices.append('"<recent_dreams" (" limit=\\"" num "\\"")? " />"')
        elif arg is not None:
            name, required = arg
            if words:
                value = f'" {name}=\\"" phrase "\\""'
                choices.append(f'"<{route}" ' + (value if required else f"({value})?") + ' " />"')
            elif not required:
                choices.append(f'"<{route} />"')
    rules.append("root ::= " + " | ".join(choices))
    if words:
        rules.append('phrase ::= word (" " word)? (" " word)?')
        rules.append("word ::= " + _alternatives(words))
    rules.append('num ::= [1-9] | [1-4] [0-9] | "50"')
    return "\n".join(rules) + "\n"
