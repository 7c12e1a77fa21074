"""Small pieces the actors share."""

from __future__ import annotations

import contextlib
import itertools
import logging
import os
from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Literal, TypeVar

import msgspec
import trio

from ..errors import SandmanError
from ..inference import Completion, model_tier, preset_style
from ..messages import (
    Generate,
    GenerationFailed,
    GenerationFinished,
    Purpose,
    TokenGenerated,
    TurnFailed,
    UIEvent,
)
from ..prompts import ReplyStyle, own_line, reply_style
from .inference import Inference


def style_of(model_name: str) -> ReplyStyle:
    """How the model called ``model_name`` is asked to reply: its preset's style, else its
    tier's (both from the model's settings, ``sandman.inference.PRESETS``)."""
    return reply_style(preset_style(model_name), model_tier(model_name))


T = TypeVar("T")

log = logging.getLogger("sandman.actors")

Actor = Literal["router", "tool_executor", "responder", "parser", "bridge"]


class ActorFailures(msgspec.Struct, frozen=True, kw_only=True):
    """Exceptions each actor caught and survived (each one is in the log): a turn may have
    ended as ``TurnFailed`` or fallen back (``respond`` route, hidden text), but the actor lives.
    ``parser`` counts replies whose rest was hidden because the tool-call parser failed;
    ``inference`` counts model calls that raised something other than a ``ModelError``."""

    router: int = 0
    tool_executor: int = 0
    responder: int = 0
    parser: int = 0
    bridge: int = 0
    inference: int = 0


class Failures:
    """Counts what the actors' catch-alls caught, per actor, and logs each one: a
    ``SandmanError`` (a locked journal, a full disk) as one warning line, anything else (a bug)
    as an error with its traceback. Call ``record`` inside the ``except`` block."""

    def __init__(self) -> None:
        self._counts: Counter[Actor] = Counter()

    def record(self, actor: Actor, exc: BaseException, what: str, *args: object) -> None:
        self._counts[actor] += 1
        if isinstance(exc, SandmanError):
            log.warning(f"{actor}: {what}: %s", *args, exc)
        else:
            log.error(f"{actor}: {what}", *args, exc_info=exc)

    def count(self, actor: Actor, n: int) -> None:
        """Count failures that were logged where they happened (the parser logs its own)."""
        self._counts[actor] += n

    def statistics(self, inference: int = 0) -> ActorFailures:
        return ActorFailures(
            router=self._counts["router"],
            tool_executor=self._counts["tool_executor"],
            responder=self._counts["responder"],
            parser=self._counts["parser"],
            bridge=self._counts["bridge"],
            inference=inference,
        )


_counter = itertools.count(1)
_PREFIX = os.urandom(3).hex()


def new_id(kind: str) -> str:
    """A process-unique id such as ``turn-3fa9c1-12``: short, sortable, readable in logs."""
    return f"{kind}-{_PREFIX}-{next(_counter)}"


async def run_generation(
    inference: Inference,
    request: Generate,
    on_token: Callable[[TokenGenerated], Awaitable[None]] | None = None,
) -> GenerationFinished | GenerationFailed:
    """Send ``request`` to Inference and wait for its outcome, passing each token to ``on_token``.

    A channel that ends without a final event (Inference shut down) counts as cancelled.
    """
    async with inference.generate(request) as events:
        async for event in events:
            if isinstance(event, TokenGenerated):
                if on_token is not None:
                    await on_token(event)
            else:
                return event
    return GenerationFailed(
        turn_id=request.turn_id,
        request_id=request.request_id,
        kind="cancelled",
        error="the model stopped before finishing",
    )


async def serve_each(
    inbox: trio.MemoryReceiveChannel[T],
    handle: Callable[[T], Awaitable[None]],
    *owned: trio.abc.AsyncResource,
    task_status: trio.TaskStatus[None],
) -> None:
    """Run ``handle`` for every message of ``inbox``, each in its own task.

    The inbox is always drained promptly, whatever a handler waits on: this is what keeps the
    Responder → ToolExecutor → Responder cycle free of deadlock with bounded channels. ``inbox``
    and the ``owned`` channels are closed once the inbox ends and every handler has returned.
    """
    async with inbox, contextlib.AsyncExitStack() as stack:
        for resource in owned:
            await stack.enter_async_context(resource)
        async with trio.open_nursery() as nursery:
            task_status.started()
            async for message in inbox:
                nursery.start_soon(handle, message)


def request_for(completion: Completion, *, turn_id: str, purpose: Purpose) -> Generate:
    """The ``Generate`` message asking Inference for ``completion``, with a fresh request id."""
    return Generate(
        turn_id=turn_id, request_id=new_id(purpose), purpose=purpose, completion=completion
    )


def failure_event(turn_id: str, failure: GenerationFailed) -> TurnFailed:
    return TurnFailed(turn_id=turn_id, error=failure.error, kind=failure.kind)


async def send_or_drop(channel: trio.MemorySendChannel[UIEvent], event: UIEvent) -> bool:
    """Send to the UI; a UI that has gone away is not an error for the actor (False)."""
    try:
        await channel.send(event)
    except (trio.BrokenResourceError, trio.ClosedResourceError):
        return False
    return True


# What a turn says when nothing else would be shown (the model wrote nothing visible, and no write
# of its ran): never an empty reply.
EMPTY_REPLY = "I'm not sure what to say to that. Could you tell me a little more?"
# ... to something told, not asked ("my mom called today, she wants me to visit for christmas"):
# heard, without claiming to be at a loss for words.
HEARD_REPLY = "Thank you for telling me. I'm listening, if there's more you'd like to say."
# ... to advice asked, every word of it held back ("what can i do about it", after sleep
# paralysis told: probed, "I'm not sure what to say to that. Could you tell me a little more?")
ADVICE_HELD_REPLY = (
    "I don't have good advice for that, and I'd rather not guess. I'm here to listen, though; "
    "tell me more about it if you like."
)
# ... said in other words when the last reply said it already
SAID_AGAIN = {
    HEARD_REPLY: "I hear you. Go on, if you like; I'm here.",
    EMPTY_REPLY: "I'm not sure I follow yet. Could you put it another way?",
    ADVICE_HELD_REPLY: "I still don't have good advice for that. I'm here, though, whenever you want to talk it through.",
}
# When all the model said was a promise of something Sandman has no tool for (an alarm, a
# reminder, a message): say so, instead of not knowing what to say.
CANNOT_REPLY = own_line(("cannot",))
