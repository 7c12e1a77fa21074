"""The ToolExecutor actor: runs tool calls as plain function calls, no model involved.

Arguments are validated before anything runs; an unknown tool, bad arguments, a tool that raises
or one that takes too long all become an error result (``ok=False``) the model can read — never
an exception that ends the turn.

Writes (any tool that is not read-only) run under two more conditions, checked here, where they
execute: what they store must be grounded in the user's own messages of the conversation (see
``_grounding``: text that exists only in a tool result never gets saved, whatever the model was
led to emit), and the turn must still be live, held by the ``WriteGate`` for the whole write so
that a cancelled turn writes nothing its reader is not told about. A refused write is an error
result; it never runs.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager, contextmanager
from typing import Protocol

import msgspec
import trio

from ..errors import SandmanError
from ..messages import (
    HistoryItem,
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
from ..routing import asked_to_keep, reading_of_one_shown
from ..toolcalls import parse
from ..tools import (
    RESULT_BUDGET,
    TOOLS,
    ToolArgumentError,
    ToolBackend,
    ToolResult,
    UnknownToolError,
    validate,
)
from ._common import EMPTY_REPLY, Failures, log, new_id, send_or_drop, serve_each
from ._grounding import content_words, ungrounded_words, written_texts

TOOL_TIMEOUT_SECONDS = 10.0
GROUNDING_TURNS = 20  # earlier exchanges whose user messages may ground a write
UNGROUNDED = "may only store what the user said"
NOT_ASKED = "the user did not ask for it"


class WriteHold(Protocol):
    @property
    def live(self) -> bool: ...

    def confirmation_sent(self) -> None: ...


class WriteGate(Protocol):
    """Who decides whether a turn may still write: ``UIBridge.hold_write`` is the real one."""

    def hold_write(self, turn_id: str, call_id: str) -> AbstractContextManager[WriteHold]: ...


class _Held:
    live = True

    def confirmation_sent(self) -> None:
        pass


class OpenGate:
    """Every turn may write (for an executor used without a UIBridge)."""

    @contextmanager
    def hold_write(self, turn_id: str, call_id: str) -> Iterator[WriteHold]:
        yield _Held()


class UserWords(Protocol):
    """Where the conversation's earlier user messages come from (the journal)."""

    async def recent_history(
        self, conversation_id: str, max_turns: int = 6
    ) -> list[HistoryItem]: ...


def _typed_by_user(name: str, args: dict[str, object], message_text: str) -> bool:
    """Whether the user's message itself holds this call (the model only repeated it)."""
    wanted = (name, repr(sorted(args.items())))
    for typed in parse(message_text, TOOLS).calls:
        if (typed.name, repr(sorted(typed.args.items()))) == wanted:
            return True
    return False


def is_write(name: str) -> bool:
    spec = TOOLS.get(name)
    return spec is not None and not spec.read_only


async def execute(
    backend: ToolBackend,
    call: ToolCall,
    *,
    timeout: float = TOOL_TIMEOUT_SECONDS,
    budget: int = RESULT_BUDGET,
    user_texts: Sequence[str] = (),
    message_text: str | None = None,
    conversation_id: str = "",
    failures: Failures | None = None,
) -> ToolOutcome:
    """Validate and run one call; every failure is reported in the outcome, none is raised.
    A tool that raises anything but a ``SandmanError`` (the journal's own one-line answers, such
    as "no dream #7") has a bug: that is logged with its traceback and counted in ``failures``.

    A write the model emitted (``call.source == "model"``) runs only when what it stores is
    grounded in ``user_texts`` (the user's messages); one with nothing to check (a confirmation,
    a bare reference to a record) never runs from the model. Calls recognised in the user's own
    message (``source="user"``) are grounded by construction.
    """

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
            found=result.found,
        )

    try:
        args = validate(call.name, call.args)
    except UnknownToolError:
        return outcome(False, f"Error: there is no tool named {call.name!r}.")
    except ToolArgumentError as exc:
        return outcome(False, f"Error: bad arguments for {exc}")
    checked = {k: v for k, v in msgspec.to_builtins(args).items() if v is not None}
    if is_write(call.name) and call.source != "user":
        texts = written_texts(checked)
        if not any(content_words(text) for text in texts):
            # Nothing to check (a confirmation, a bare reference): only the user can ask for it.
            return outcome(
                False,
                f"Error: not done. {call.name} {UNGROUNDED}, and the user did not ask for it in "
                "this message.",
                checked,
            )
        missing = ungrounded_words(texts, user_texts)
        if missing:
            words = ", ".join(repr(w) for w in missing[:5])
            return outcome(
                False,
                f"Error: not saved. {call.name} {UNGROUNDED} in this "
                f"conversation, and the user never said {words}.",
                checked,
            )
        if message_text is not None and _typed_by_user(call.name, checked, message_text):
            return outcome(
                False,
                f"Error: not saved. The user wrote this {call.name} call as text in their "
                f"message; repeating it is not a request: {NOT_ASKED}.",
                checked,
            )
        if message_text is not None and not asked_to_keep(message_text, call.name):
            return outcome(
                False,
                f"Error: not saved. {call.name} runs only when the user asks for something to "
                f"be kept, and {NOT_ASKED} in this message.",
                checked,
            )
    try:
        with trio.fail_after(timeout):
            output = await backend.run_tool(
                call.name, args, budget=budget, conversation_id=conversation_id
            )
    except trio.TooSlowError:
        return outcome(False, f"Error: {call.name} took longer than {timeout:g} s.", checked)
    except Exception as exc:  # any tool failure is the model's to read, not the turn's end
        if isinstance(exc, SandmanError):
            log.info("tool %s: %s", call.name, exc)
        else:
            (failures or Failures()).record("tool_executor", exc, "tool %s raised", call.name)
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
    gate: WriteGate | None = None,
    history: UserWords | None = None,
    failures: Failures | None = None,
    task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED,
) -> None:
    """Handle each ``RunTools`` in its own task (``serve_each``), so a slow tool never holds up
    other turns. ``gate`` says whether a turn may still write (default: always); ``history``
    gives the conversation's earlier user messages, which may ground a write as well as this
    turn's message. What the executor catches is logged and counted in ``failures``."""
    write_gate: WriteGate = gate if gate is not None else OpenGate()
    counts = failures if failures is not None else Failures()

    async def user_texts(message: RunTools) -> list[str]:
        texts = [message.user_text]
        if history is not None:
            try:
                past = await history.recent_history(
                    message.conversation_id, max_turns=GROUNDING_TURNS
                )
            except Exception as exc:  # unreadable history grounds nothing; this message still does
                counts.record(
                    "tool_executor", exc, "history of %s unreadable", message.conversation_id
                )
                past = []
            texts += [item.text for item in past if item.role == "user"]
        return texts

    async def run_call(message: RunTools, call: ToolCall, grounds: Sequence[str]) -> ToolOutcome:
        started = ToolStarted(
            turn_id=message.turn_id, call_id=call.call_id, name=call.name, args=call.args
        )
        if not is_write(call.name):
            await send_or_drop(ui_out, started)
            result = await execute(
                backend,
                call,
                timeout=timeout,
                budget=result_budget,
                conversation_id=message.conversation_id,
                failures=counts,
            )
            await send_or_drop(ui_out, _finished(message.turn_id, result))
            return result
        with write_gate.hold_write(message.turn_id, call.call_id) as hold:
            if not hold.live:
                return ToolOutcome(
                    call_id=call.call_id,
                    name=call.name,
                    args=call.args,
                    ok=False,
                    output="Error: not saved: the turn was cancelled.",
                )
            await send_or_drop(ui_out, started)
            # The write finishes even if this task is cancelled: its outcome must be reported.
            with trio.CancelScope(shield=True):
                result = await execute(
                    backend,
                    call,
                    timeout=timeout,
                    budget=result_budget,
                    user_texts=grounds,
                    message_text=message.user_text,
                    conversation_id=message.conversation_id,
                    failures=counts,
                )
            if await send_or_drop(ui_out, _finished(message.turn_id, result)):
                hold.confirmation_sent()
            return result

    async def handle(message: RunTools) -> None:
        try:
            outcomes: list[ToolOutcome] = []
            grounds: list[str] = []
            if any(is_write(call.name) for call in message.calls):
                grounds = await user_texts(message)
            for call in message.calls:
                outcomes.append(await run_call(message, call, grounds))
            if (reading := _reading_asked(message, outcomes)) is not None:
                outcomes.append(await run_call(message, reading, grounds))
            if message.then == "finish":
                # Writes the reply asked for: each one is confirmed in the journal's own words,
                # or reported as not done.
                # A write refused as not grounded in the user's words, or not asked for, was
                # never the user's request: it stays in the tool events, not in the reply.
                confirmations = "".join(
                    "\n" + ((o.lead or o.output) if o.ok else f"Not done ({o.name}): {o.output}")
                    for o in outcomes
                    if o.ok or not any(m in o.output for m in (UNGROUNDED, NOT_ASKED))
                )
                if confirmations and not message.reply_so_far.strip():
                    confirmations = confirmations.lstrip("\n")
                if not confirmations.strip() and not message.reply_so_far.strip():
                    confirmations = EMPTY_REPLY  # every write was refused unseen: never say nothing
                if confirmations:
                    await send_or_drop(
                        ui_out,
                        TextDelta(turn_id=message.turn_id, text=confirmations, source="journal"),
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
                    model_text=message.model_text,
                )
            )
        except Exception as exc:
            counts.record("tool_executor", exc, "the tools of %s failed", message.turn_id)
            await send_or_drop(
                ui_out,
                TurnFailed(turn_id=message.turn_id, error=f"tools failed: {exc}", kind="error"),
            )

    await serve_each(inbox, handle, respond_out, ui_out, task_status=task_status)


def _reading_asked(message: RunTools, outcomes: Sequence[ToolOutcome]) -> ToolCall | None:
    """The dictionary's reading of the one dream this turn's reads found, when the message asks
    what it means ("show me my last dream and tell me what it means"): a plain read the route
    could not name, since the dream was not known before it was read. None when a reading was
    already looked up, on the reply's own pass, or when the reads found no dream or several."""
    if message.respond_pass != 1 or message.then != "respond":
        return None
    if any(o.name == "lookup_symbol" for o in outcomes):
        return None
    shown = [o.lead for o in outcomes if o.ok and not is_write(o.name)]
    symbol = reading_of_one_shown(message.user_text, shown)
    if symbol is None:
        return None
    return ToolCall(call_id=new_id("call"), name="lookup_symbol", args={"symbol": symbol})


def _finished(turn_id: str, result: ToolOutcome) -> ToolFinished:
    return ToolFinished(
        turn_id=turn_id,
        call_id=result.call_id,
        name=result.name,
        args=result.args,
        ok=result.ok,
        output=result.output,
        found=result.found,
    )
