"""The JSON form of UI events: one object per event, as ``sandman ask --json`` prints them and as
``POST /api/chat`` streams them (a contract: see README.md, "Command line" for ``ask --json`` and
"Web app" for the stream).

Both front ends call ``event_json`` so that they can never drift apart.
"""

from __future__ import annotations

from typing import Any

from .messages import (
    RouteDecided,
    TextDelta,
    ToolFinished,
    ToolStarted,
    TurnFailed,
    TurnFinished,
    UIEvent,
)


def event_json(event: UIEvent) -> dict[str, Any]:
    """A UI event as one line of ``sandman ask --json`` (the command-line contract)."""
    match event:
        case RouteDecided():
            return {
                "type": "route",
                "route": event.route,
                "args": event.args,
                "source": event.source,
            }
        case ToolStarted():
            return {"type": "tool_started", "name": event.name, "args": event.args}
        case ToolFinished():
            return {
                "type": "tool_finished",
                "name": event.name,
                "args": event.args,
                "ok": event.ok,
                "result": event.output,
                "found": event.found,
            }
        case TextDelta():
            return {"type": "text", "text": event.text, "source": event.source}
        case TurnFinished():
            return {"type": "turn_finished", "text": event.text}
        case TurnFailed():
            return {"type": "turn_failed", "error": event.error, "kind": event.kind}
    raise TypeError(f"not a UI event: {event!r}")


__all__ = ["event_json"]
