"""The chat's own commands (``/help``, ``/bye``, …) and multi-line input, recognised in the text
the user typed. Pure: no I/O; the chat decides what each command does."""

from __future__ import annotations

from dataclasses import dataclass

# (command, arguments, what it does): the order of /help.
COMMANDS: tuple[tuple[str, str, str], ...] = (
    ("/help", "", "this list (also /?)"),
    ("/bye", "", "leave (also /exit, /quit, exit, quit, Ctrl-D)"),
    ("/new", "", "start a new conversation"),
    ("/conversations", "", "list earlier conversations"),
    ("/dreams", "[WORDS]", "your latest dreams, or those matching WORDS"),
    ("/show", "ID", "one dream in full"),
    ("/log", "[TEXT]", "save TEXT as a dream; alone, your next message is saved as one"),
    ("/forget", "FACT_OR_ID", "forget a memory (alone: list what Sandman remembers)"),
    ("/model", "", "the model in use"),
)

_ALIASES = {
    "/?": "/help",
    "/exit": "/bye",
    "/quit": "/bye",
    "/memories": "/forget",
    "/conversation": "/conversations",
}
_BARE_WORDS = {"exit": "/bye", "quit": "/bye", "bye": "/bye"}  # typed alone, like llm chat
_NAMES = {name for name, _, _ in COMMANDS}

MULTILINE_FENCE = '"""'


@dataclass(frozen=True)
class Command:
    name: str  # canonical, e.g. "/bye"
    argument: str  # the rest of the line, stripped


@dataclass(frozen=True)
class Unknown:
    name: str


def parse_command(text: str) -> Command | Unknown | None:
    """The command ``text`` is, or None when it is a message for Sandman.

    A message starting with ``//`` is sent as a message (without the first slash)."""
    stripped = text.strip()
    if stripped.lower() in _BARE_WORDS:
        return Command(_BARE_WORDS[stripped.lower()], "")
    if not stripped.startswith("/") or stripped.startswith("//") or "\n" in stripped:
        return None
    head, _, rest = stripped.partition(" ")
    name = _ALIASES.get(head.lower(), head.lower())
    if name not in _NAMES:
        return Unknown(head)
    return Command(name, rest.strip())


def literal_message(text: str) -> str:
    """A message as sent to Sandman: ``//text`` stands for ``/text``."""
    stripped = text.strip()
    return stripped[1:] if stripped.startswith("//") else stripped


def help_text() -> str:
    width = max(len(f"{name} {args}".strip()) for name, args, _ in COMMANDS)
    lines = ["Commands:"]
    for name, args, what in COMMANDS:
        lines.append(f"  {f'{name} {args}'.strip():<{width}}  {what}")
    lines += [
        "",
        f"Multi-line: start with {MULTILINE_FENCE}, end with {MULTILINE_FENCE} (a pasted text is one"
        " message anyway).",
        "Keys: ↑/↓ history, Ctrl-C stops a reply (or clears the line), Ctrl-D leaves.",
        "Anything else is a message for Sandman; start it with // to send a leading /.",
        "On a terminal, what your journal holds (what was found, saved or changed) is shown in"
        " cyan; the rest is Sandman's own words.",
    ]
    return "\n".join(lines)


def opens_block(text: str) -> bool:
    """True when ``text`` starts a ``\"\"\"`` block that is not closed yet (more lines needed)."""
    stripped = text.lstrip()
    if not stripped.startswith(MULTILINE_FENCE):
        return False
    body = stripped[len(MULTILINE_FENCE) :]
    return not body.rstrip().endswith(MULTILINE_FENCE)


def block_text(text: str) -> str:
    """The message inside a ``\"\"\"`` block (fences removed); other text unchanged."""
    stripped = text.strip()
    if not stripped.startswith(MULTILINE_FENCE):
        return text
    body = stripped[len(MULTILINE_FENCE) :]
    if body.endswith(MULTILINE_FENCE):
        body = body[: -len(MULTILINE_FENCE)]
    return body.strip("\n").strip()
