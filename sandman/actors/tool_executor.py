"""The ToolExecutor actor: runs tool calls as plain function calls, no model involved.

Arguments are validated before anything runs; an unknown tool, bad arguments, a tool that raises
or one that takes too long all become an error result (``ok=False``) the model can read — never
an exception that ends the turn.
"""

from __future__ import annotations

import msgspec
import trio

from ..messages import (
    Respond,
    RunTools,
    TextDelta,
    ToolCall,
    ToolFinished,
    ToolOutcome,
    ToolStarted,
    TurnFailed,
    TurnFinished,
    UIEvent,
)
from ..tools import ToolArgumentError, ToolBackend, ToolResult, UnknownToolError, validate
from ._common import send_or_drop, serve_each

TOOL_TIMEOUT_SECONDS = 10.0
RESULT_BUDGET = 1200  # characters of one tool result


async def execute(
    backend: ToolBackend,
    call: ToolCall,
    *,
    timeout: float = TOOL_TIMEOUT_SECONDS,
    budget: int = RESULT_BUDGET,
    conversation_id: str = "",
) -> ToolOutcome:
    """Validate and run one call; every failure is reported in the outcome, none is raised."""

    def outcome(
        ok: bool, output: str | ToolResult, args: dict[str, object] = call.args
    ) -> ToolOutcome:
        result = output if isinstance(output, ToolResult) else ToolResult(text=output)
        return ToolOutcome(
            call_id=call.call_id,
            name=call.name,
            args=args,
            ok=ok,
            output=result.text,
            lead=result.lead,
            refs=result.refs,
        )

    try:
        args = validate(call.name, call.args)
    except UnknownToolError:
        return outcome(False, f"Error: there is no tool named {call.name!r}.")
    except ToolArgumentError as exc:
        return outcome(False, f"Error: bad arguments for {exc}")
    checked = {k: v for k, v in msgspec.to_builtins(args).items() if v is not None}
    try:
        with trio.fail_after(timeout):
            output = await backend.run_tool(
                call.name, args, budget=budget, conversation_id=conversation_id
            )
    except trio.TooSlowError:
        return outcome(False, f"Error: {call.name} took longer than {timeout:g} s.", checked)
    except Exception as exc:  # any tool failure is the model's to read, not the turn's end
        return outcome(False, f"Error: {call.name} failed: {exc}", checked)
    return outcome(True, output, checked)


async def tool_executor(
    inbox: trio.MemoryReceiveChannel[RunTools],
    *,
    backend: ToolBackend,
    respond_out: trio.MemorySendChannel[Respond],
    ui_out: trio.MemorySendChannel[UIEvent],
    timeout: float = TOOL_TIMEOUT_SECONDS,
    result_budget: int = RESULT_BUDGET,
    task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED,
) -> None:
    """Handle each ``RunTools`` in its own task (``serve_each``), so a slow tool never holds up
    other turns."""

    async def handle(message: RunTools) -> None:
        try:
            outcomes: list[ToolOutcome] = []
            for call in message.calls:
                await send_or_drop(
                    ui_out,
                    ToolStarted(
                        turn_id=message.turn_id, call_id=call.call_id, name=call.name, args=call.args
                    ),
                )
                result = await execute(
                    backend,
                    call,
                    timeout=timeout,
                    budget=result_budget,
                    conversation_id=message.conversation_id,
                )
                outcomes.append(result)
                await send_or_drop(
                    ui_out,
                    ToolFinished(
                        turn_id=message.turn_id,
                        call_id=result.call_id,
                        name=result.name,
                        args=result.args,
                        ok=result.ok,
                        output=result.output,
                    ),
                )
            if message.then == "finish":
                # Writes the reply asked for: each one is confirmed in the journal's own words,
                # or reported as not done.
                confirmations = "".join(
                    "\n" + ((o.lead or o.output) if o.ok else f"Not done ({o.name}): {o.output}")
                    for o in outcomes
                )
                if confirmations and not message.reply_so_far.strip():
                    confirmations = confirmations.lstrip("\n")
                if confirmations:
                    await send_or_drop(
                        ui_out, TextDelta(turn_id=message.turn_id, text=confirmations)
                    )
                await send_or_drop(
                    ui_out,
                    TurnFinished(
                        turn_id=message.turn_id, text=message.reply_so_far + confirmations
                    ),
                )
                return
            await respond_out.send(
                Respond(
                    turn_id=message.turn_id,
                    conversation_id=message.conversation_id,
                    user_text=message.user_text,
                    results=message.earlier_results + tuple(outcomes),
                    new_from=len(message.earlier_results),
                    respond_pass=message.respond_pass,
                    reply_so_far=message.reply_so_far,
                )
            )
        except Exception as exc:
            await send_or_drop(
                ui_out,
                TurnFailed(turn_id=message.turn_id, error=f"tools failed: {exc}", kind="error"),
            )

    await serve_each(inbox, handle, respond_out, ui_out, task_status=task_status)
