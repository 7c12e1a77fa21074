"""The Responder actor: writes the reply, streams it without markup, and acts on its tool calls.

What the UI sees when a reply asks for more reading: the reply *continues*. Pass 1's visible
text has already streamed; the read-only calls run (``ToolStarted``/``ToolFinished`` events), and
pass 2 is asked to continue the same assistant message, so its deltas simply append. No reset
event, no text shown twice: the final ``TurnFinished.text`` is exactly the concatenation of the
turn's ``TextDelta`` events.

Write calls (``remember``, ``save_symbol_meaning``) always run. Read-only calls trigger one more
pass only from pass 1; later ones are dropped (and Inference would refuse a third pass anyway).
"""

from __future__ import annotations

from typing import Protocol

import trio

from ..inference import PromptTooLong
from ..messages import (
    Generate,
    GenerationFailed,
    HistoryItem,
    Respond,
    RunTools,
    TextDelta,
    TokenGenerated,
    ToolCall,
    ToolOutcome,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from ..prompts import stop_markers
from ..prompts._respond import render_respond
from ..tools import TOOLS
from ..toolcalls import ParseResult, StreamParser
from ._common import failure_event, new_id, run_generation, send_or_drop
from .inference import Inference

REPLY_MAX_TOKENS = 160
HISTORY_TURNS = 6
EMPTY_REPLY = "I'm not sure what to say to that. Could you tell me a little more?"
SAVED_REPLY = "Done, I saved that."


class HistoryStore(Protocol):
    """Where conversations live: ``sandman.storage.Journal`` is the real one."""

    async def recent_history(self, conversation_id: str, max_turns: int = 6) -> list[HistoryItem]: ...

    async def append_exchange(
        self, conversation_id: str, turn_id: str, user_text: str, reply_text: str
    ) -> None: ...


def _call_key(name: str, args: dict[str, object]) -> tuple[str, str]:
    return name, repr(sorted(args.items()))


def _plan_calls(
    result: ParseResult, respond_pass: int, done: tuple[ToolOutcome, ...] = ()
) -> tuple[list[ToolCall], list[ToolCall]]:
    """Split the reply's calls into (write, read-only), dropping repeats of the same call and
    calls that already ran this turn (their results are in ``done``)."""
    seen = {_call_key(outcome.name, outcome.args) for outcome in done}
    writes: list[ToolCall] = []
    reads: list[ToolCall] = []
    for parsed in result.calls:
        key = _call_key(parsed.name, parsed.args)
        if key in seen:
            continue
        seen.add(key)
        call = ToolCall(call_id=new_id("call"), name=parsed.name, args=dict(parsed.args))
        if TOOLS[parsed.name].read_only:
            if respond_pass == 1:
                reads.append(call)
        else:
            writes.append(call)
    return writes, reads


def _rejections(result: ParseResult) -> tuple[ToolOutcome, ...]:
    return tuple(
        ToolOutcome(
            call_id=new_id("call"),
            name=rejection.name or "unknown",
            ok=False,
            output=f"Error: {rejection.reason}",
        )
        for rejection in result.rejected
    )


async def respond_once(
    message: Respond,
    *,
    inference: Inference,
    history: HistoryStore,
    ui_out: trio.MemorySendChannel[UIEvent],
    context_budget: int | None = None,
) -> tuple[str, ParseResult] | TurnFailed:
    """One respond pass: render, stream visible deltas to the UI, return (visible text, calls)."""
    model = inference.model
    budget = context_budget or (model.context_size - REPLY_MAX_TOKENS - 8)
    past = await history.recent_history(message.conversation_id, max_turns=HISTORY_TURNS)
    try:
        prompt = render_respond(
            model.family,
            user_text=message.user_text,
            results=message.results,
            history=past,
            reply_so_far=message.reply_so_far,
            count_tokens=inference.count_tokens,
            budget=budget,
        )
    except PromptTooLong as exc:
        return TurnFailed(turn_id=message.turn_id, error=str(exc), kind="too_long")

    parser = StreamParser(TOOLS)

    async def on_token(event: TokenGenerated) -> None:
        visible = parser.feed(event.text)
        if visible:
            await send_or_drop(ui_out, TextDelta(turn_id=message.turn_id, text=visible))

    outcome = await run_generation(
        inference,
        Generate(
            turn_id=message.turn_id,
            request_id=new_id("respond"),
            purpose="respond",
            prompt=prompt,
            temperature=0.7,
            max_tokens=REPLY_MAX_TOKENS,
            stop=stop_markers(model.family),
            slot="responder",
        ),
        on_token,
    )
    if isinstance(outcome, GenerationFailed):
        return failure_event(message.turn_id, outcome)
    rest = parser.close()
    if rest:
        await send_or_drop(ui_out, TextDelta(turn_id=message.turn_id, text=rest))
    return parser.result.text, parser.result


async def responder(
    inbox: trio.MemoryReceiveChannel[Respond],
    *,
    inference: Inference,
    history: HistoryStore,
    tools_out: trio.MemorySendChannel[RunTools],
    ui_out: trio.MemorySendChannel[UIEvent],
    context_budget: int | None = None,
    task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED,
) -> None:
    """Handle each ``Respond`` in its own task; Inference does the serializing."""

    async def handle(message: Respond) -> None:
        try:
            done = await respond_once(
                message,
                inference=inference,
                history=history,
                ui_out=ui_out,
                context_budget=context_budget,
            )
            if isinstance(done, TurnFailed):
                await send_or_drop(ui_out, done)
                return
            visible, result = done
            reply = message.reply_so_far + visible
            writes, reads = _plan_calls(result, message.respond_pass, message.results)
            if reads:
                await tools_out.send(
                    RunTools(
                        turn_id=message.turn_id,
                        conversation_id=message.conversation_id,
                        user_text=message.user_text,
                        calls=tuple(writes + reads),
                        respond_pass=message.respond_pass + 1,
                        reply_so_far=reply,
                        earlier_results=message.results + _rejections(result),
                    )
                )
                return
            if not reply.strip():
                reply = SAVED_REPLY if writes else EMPTY_REPLY
                await send_or_drop(ui_out, TextDelta(turn_id=message.turn_id, text=reply))
            if writes:
                await tools_out.send(
                    RunTools(
                        turn_id=message.turn_id,
                        conversation_id=message.conversation_id,
                        user_text=message.user_text,
                        calls=tuple(writes),
                        respond_pass=message.respond_pass,
                        reply_so_far=reply,
                        then="finish",
                    )
                )
                return
            await send_or_drop(ui_out, TurnFinished(turn_id=message.turn_id, text=reply))
        except Exception as exc:
            await send_or_drop(
                ui_out,
                TurnFailed(turn_id=message.turn_id, error=f"the reply failed: {exc}", kind="error"),
            )

    async with inbox, tools_out, ui_out:
        async with trio.open_nursery() as nursery:
            task_status.started()
            async for message in inbox:
                nursery.start_soon(handle, message)
