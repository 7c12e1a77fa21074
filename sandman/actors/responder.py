"""The Responder actor: writes the reply, streams it without markup, and acts on its tool calls.

What the UI sees when a reply asks for more reading: the reply *continues*. Pass 1's visible
text has already streamed; the read-only calls run (``ToolStarted``/``ToolFinished`` events), and
pass 2 is asked to continue the same assistant message, so its deltas simply append. No reset
event, no text shown twice: the final ``TurnFinished.text`` is exactly the concatenation of the
turn's ``TextDelta`` events.

Write calls (``remember``, ``save_symbol_meaning``) always run. Read-only calls trigger one more
pass only from pass 1; later ones are dropped (and Inference would refuse a third pass anyway).

What the user reads is trustworthy whatever the model: each tool result's *lead* (the facts it
found, or that nothing was found, in the journal's own words) is shown first and becomes the
start of the assistant's message, so the model continues after it; the model's text then goes
through the ``ReplyGuard``, which drops any clause claiming an action that did not happen this
turn or a date, title, name or example fact the sources do not hold. Turns that only propose,
confirm or decline a change are answered by their leads alone: no model call.
"""

from __future__ import annotations

import functools
from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol

import msgspec
import trio

from .._bounded import BoundedDict
from ..guard import CANNOT_ACT, ReplyGuard, Sources
from ..inference import AsyncModel, Completion, ModelError
from ..language import asks, asks_for_advice
from ..messages import (
    GenerationFailed,
    GenerationFinished,
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
from ..prompts import (
    Exchange,
    RenderedPrompt,
    as_text,
    done_line_of,
    feeling_lines,
    kin_lines,
    note_heads,
    own_line,
    persona_for,
    recap_line,
    render_respond,
    saved_a_dream,
    say_again_line,
    static_prefix,
    stop_markers,
    without_forged_results,
)
from ..routing import (
    ENGAGING,
    Situation,
    in_danger,
    leans_on_before,
    misreads,
    not_wanted,
    nothing_read,
    proposed_nothing,
    recaps_the_last,
    situation_of,
    speaks_of_harm,
    tells_a_loss,
    tells_of_a_dream,
    unsettling,
    valence,
)
from ..toolcalls import ParseResult, StreamParser
from ..tools import AWAITS_YES, CHANGE_TOOLS, TOOLS
from ._common import (
    ADVICE_HELD_REPLY,
    CANNOT_REPLY,
    EMPTY_REPLY,
    HEARD_REPLY,
    SAID_AGAIN,
    Failures,
    failure_event,
    new_id,
    request_for,
    run_generation,
    send_or_drop,
    serve_each,
    style_of,
)
from .inference import Inference

HISTORY_TURNS = 6


class HistoryStore(Protocol):
    """Where conversations live: ``sandman.storage.Journal`` is the real one."""

    async def recent_history(
        self, conversation_id: str, max_turns: int = 6
    ) -> list[HistoryItem]: ...

    async def append_exchange(
        self, conversation_id: str, turn_id: str, user_text: str, reply_text: str
    ) -> None: ...

    async def withdraw_exchange(self, conversation_id: str, turn_id: str) -> bool: ...


class Transcripts:
    """Each conversation's earlier exchanges exactly as the model saw and wrote them, so that the
    next respond prompt extends the last one and the KV cache keeps it (see ``_respond``).

    Memory only, for the last ``max_conversations`` conversations; a conversation not held here
    (a restart) starts from the journal's visible history, which costs one cold prompt.
    """

    def __init__(self, *, max_conversations: int = 16) -> None:
        self._items = BoundedDict[str, tuple[Exchange, ...]](max_conversations)

    def get(self, conversation_id: str) -> tuple[Exchange, ...] | None:
        return self._items.get(conversation_id)

    def record(self, conversation_id: str, earlier: Sequence[Exchange], new: Exchange) -> None:
        self._items[conversation_id] = (*earlier, new)

    def forget(self, conversation_id: str) -> None:
        """Drop a conversation's transcript (a turn of it was withdrawn): its next prompt is
        rendered from the journal's history again."""
        self._items.pop(conversation_id)


def _exchanges(items: Sequence[HistoryItem]) -> tuple[Exchange, ...]:
    """Earlier exchanges read back from the journal (after a restart), as text: a turn marker
    stored in a message never becomes a real turn boundary in the prompt."""
    pairs: list[Exchange] = []
    for user, assistant in zip(items[::2], items[1::2]):
        if user.role == "user" and assistant.role == "assistant":
            pairs.append(Exchange(user=as_text(user.text), assistant=as_text(assistant.text)))
    return tuple(pairs)


class _Enough(Exception):
    """The reply has as many sentences as its style allows."""


class _PassResult(msgspec.Struct, frozen=True, kw_only=True):
    visible: str  # everything this pass showed: its leads and the model's guarded text
    model_text: str = ""  # the model's guarded text alone
    parsed: ParseResult
    rendered: RenderedPrompt | None  # None when no model call was needed
    earlier: tuple[Exchange, ...]
    raw: str
    lead: str = ""
    cannot: bool = False  # the guard dropped a promise of an action Sandman cannot take
    spoke: bool = False  # the model wrote words of its own (whether or not the guard kept them)
    situation: Situation  # what the message is, read with the conversation's last messages


def _fallback_keys(situation: Situation, results: Sequence[ToolOutcome]) -> tuple[str, ...]:
    """The keys of Sandman's own line when the model's words were all held back: a meaning
    asked of what nothing reads is asked of them first ("save this dream: a fox… and what does a
    fox mean": probed, every reading of the 1.5B's held back, and the meaning left unanswered)."""
    if situation.asks_meaning and nothing_read(results):
        return ("meaning:unknown", *situation.keys)
    return situation.keys


def _call_key(name: str, args: dict[str, object]) -> tuple[str, str]:
    return name, repr(sorted(args.items()))


def _plan_calls(
    result: ParseResult, respond_pass: int, done: tuple[ToolOutcome, ...] = ()
) -> tuple[list[ToolCall], list[ToolCall]]:
    """Split the reply's calls into (write, read-only), dropping repeats of the same call and
    calls that already ran this turn (their results are in ``done``)."""
    seen = {_call_key(outcome.name, outcome.args) for outcome in done}
    # A write the user asked for in so many words already ran this turn: the model's own version
    # of it ("My brother Tomas…" for "my brohter tomas…") would keep the same thing twice.
    written = {o.name for o in done if o.ok and o.name in TOOLS and not TOOLS[o.name].read_only}
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
        elif parsed.name not in written:
            writes.append(call)
    return writes, reads


_SAVES = ("save_dream", "remember", "save_symbol_meaning")
# Turns about a proposed change are answered by the journal's own words, not by the model.
_ACTION_ONLY = CHANGE_TOOLS
RECAP_TURNS = 12  # the earlier turns a recap reads


def _worth_another_try(
    message: Respond, done: _PassResult, writes: list[ToolCall], reads: list[ToolCall]
) -> bool:
    """Whether the reply pass just run deserves the turn's one extra pass: it was the first, it
    asked for nothing, the model wrote something and the guard kept none of it, and the moment
    is one where the companion's own words matter."""
    return (
        message.respond_pass == 1
        and not writes
        and not reads
        and done.rendered is not None
        and done.spoke
        and not done.model_text.strip()
        and not done.cannot
        and situation_of(message.user_text, message.results).kind in ENGAGING
    )


def done_actions(results: Sequence[ToolOutcome]) -> set[str]:
    """The kinds of write (``save``, ``delete``, ``change``) that really happened in a turn."""
    done: set[str] = set()
    for outcome in results:
        if not outcome.ok:
            continue
        if outcome.name in _SAVES or (outcome.name == "continue_dream" and outcome.refs):
            done.add("save")
        elif outcome.name == "confirm_change":
            if outcome.output.startswith(("Deleted", "Forgot")):
                done.add("delete")
            elif outcome.output.startswith("Updated"):
                done.add("change")
    return done


def leads_of(results: Sequence[ToolOutcome]) -> str:
    """The leads of ``results``, one paragraph each; a line one of them already said (two
    lookups that both found the user's meaning of a symbol) is said once."""
    lines = [line for o in results for line in o.lead.strip().splitlines() if line.strip()]
    return "\n".join(dict.fromkeys(lines))


def _journal_found(results: Sequence[ToolOutcome]) -> bool | None:
    """Whether the turn's reads found what was asked (any of them), None if none could tell."""
    told = [r.found for r in results if r.ok and r.found is not None]
    return any(told) if told else None


def _action_only(results: Sequence[ToolOutcome]) -> bool:
    # (a change proposed by another tool too: "save it as joyful", of a dream kept as terrified)
    return any((o.name in _ACTION_ONLY or AWAITS_YES in o.lead) and o.lead for o in results)


def _last_said(past: Sequence[HistoryItem]) -> str:
    """Their last message before this one ("" when there is none)."""
    return next((item.text for item in reversed(past) if item.role == "user"), "")


# how many of their last messages a hard feeling holds advice back for
_HARD_WITHIN = 3


def _their_last(past: Sequence[HistoryItem], count: int) -> list[str]:
    """Their last ``count`` messages of ``past``, the latest last."""
    return [i.text for i in past if i.role == "user"][-count:]


def _told_a_dream_before(past: Sequence[HistoryItem]) -> bool:
    """Whether their last message told a dream: the reply to it saved one, or added to one."""
    last = max((n for n, item in enumerate(past) if item.role == "user"), default=None)
    return last is not None and last + 1 < len(past) and saved_a_dream(past[last + 1].text)


def _before(text: str, past: Sequence[HistoryItem]) -> str:
    """Their last message, when ``text`` goes on from it in a few words ("it happens like every
    week"): a style that keeps no earlier exchange reads it with ``text``; else ""."""
    return _last_said(past) if leans_on_before(text) else ""


# How many turns back a line of Sandman's counts as just said (probed: "That sounds like a hard one
# to wake up from…" to a dream of a mother sick, and again two turns later to "but it scared me")
_SAID_WITHIN = 3


def _not_again(line: str, keys: Sequence[str], said: Sequence[HistoryItem]) -> str:
    """``line``, or its second words when a reply in ``said`` said it already: the situation's
    ``:again`` line for Sandman's own line, else ``SAID_AGAIN``'s (probed: "That sounds like a
    hard one to wake up from…" twice in a row; "Thank you for telling me…" twice)."""
    replies = [i.text for i in said if i.role == "assistant"]

    def said_before(words: str) -> bool:
        return any(words in reply for reply in replies)

    if not any(map(said_before, (line, *kin_lines(keys)))):
        return line
    second = own_line(tuple(f"{k}:again" for k in keys)) if line == own_line(keys) else ""
    if second and line in SAID_AGAIN and said_before(second):
        second = ""  # (said too, and other words wait: the second words twice are no answer)
    if second and said_before(second):
        # (both said: the feeling's own words, when they were not; else the next second words
        # of a less particular key: "term:again" after a word's own lines, probed: the second
        # words on dream recall twice in a row)
        later = (own_line((f"{k}:again",)) for k in keys)
        second = next(
            (w for w in (*feeling_lines(keys), *later) if w and not said_before(w)), second
        )
    return second or SAID_AGAIN.get(line, line)


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
    transcripts: Transcripts,
    ui_out: trio.MemorySendChannel[UIEvent],
    context_budget: int | None = None,
    failures: Failures | None = None,
) -> _PassResult | TurnFailed:
    """One respond pass: show this pass's leads, render, stream the guarded model text to the
    UI, and return what it produced. A tool-call parser failure (logged by the parser) hides the
    rest of the reply and is counted in ``failures``."""
    model = inference.model
    style = style_of(model.name)
    budget = context_budget or (model.context_size - style.max_tokens - 8)
    past = await history.recent_history(message.conversation_id, max_turns=HISTORY_TURNS)
    earlier = transcripts.get(message.conversation_id) if style.history else ()
    if earlier is None:
        earlier = _exchanges(past)
    new_results = message.results[message.new_from :]
    lead = leads_of(new_results)
    reply_so_far = message.reply_so_far
    said = [item.text for item in reversed(past) if item.role == "user"]
    situation = situation_of(
        message.user_text, message.results, before=said[0] if said else "", earlier=said[1:]
    )
    shown = ""
    # the news met before the offer to remember it ("she has dementia now": probed, only "Shall
    # I remember that?"), and a time long past said against a dream ("im 45 lol", after a dream
    # of a test: probed, only the offer), an old pet's age ("he is 14 now", after a dream of his
    # death: probed, only the offer), and a word of sleep lived in a scene offered as a dream
    # (a change's own key has no line: the news's)
    first: tuple[str, ...] = (
        ("feeling:ill",)
        if situation.ill
        else situation.keys
        if situation.follow in ("past", "absent", "aging", "lived")
        or situation.kind == "not_a_wish"
        else ()
    )
    if first and _action_only(new_results) and message.respond_pass == 1:
        keys: tuple[str, ...] = first
        shown = _not_again(own_line(keys), keys, past) + "\n"
        await send_or_drop(ui_out, TextDelta(turn_id=message.turn_id, text=shown, source="journal"))
    if lead:
        lead = ("\n" if reply_so_far.strip() and not shown else "") + lead
        await send_or_drop(ui_out, TextDelta(turn_id=message.turn_id, text=lead, source="journal"))
        shown += lead
        reply_so_far += shown
    if _action_only(new_results) or (lead and not style.after_lead):
        return _PassResult(
            visible=shown,
            parsed=ParseResult((), "", ()),
            rendered=None,
            earlier=(),
            raw="",
            situation=situation,
        )
    if (
        not style.speaks
        or situation.answered_in_own_line
        # (when the journal's lines were shown, on the first pass: a second one reads what the
        # model itself asked for)
        or (situation.kind in style.quiet and lead and message.respond_pass == 1)
        or situation.nothing_known
    ):
        # The journal's lines, and Sandman's own line for the situation: no model words. A
        # message in another language is answered from the journal alone, its lines in English
        # (a capable model translated it for routing). Measured on qwen2.5-1.5b: untranslated,
        # "Was bedeutet Wasser für mich?" got a numbered list about hydration; translated, its
        # German reply said the dictionary's reading as its own ("Wasser … schützt mich vor
        # Schmerzen"), and German's capitalised nouns pass no name check.
        keys = situation.keys
        if situation.kind == "not_english" and new_results:
            keys = ("not_english:found", *keys)
        line = own_line(keys) if message.respond_pass == 1 else ""
        # said before in this conversation: its second line, where it has one (probed: the whole
        # crisis line twice in a row, to "i wish i wouldnt wake up" and "i dont really want to be
        # here anymore")
        line = _not_again(line, keys, past) if line else line
        if situation.kind == "recap" and message.respond_pass == 1:
            earlier_turns = await history.recent_history(
                message.conversation_id, max_turns=RECAP_TURNS
            )
            said = [i.text for i in earlier_turns if i.role == "user"]
            # ("what did i just tell you": the last thing said, not all of it)
            line = recap_line(said[-1:] if recaps_the_last(message.user_text) else said)
        if situation.kind == "say_again" and message.respond_pass == 1:
            # (its last reply, as stored; asked twice, the reply before the first repeat)
            last_turns = await history.recent_history(message.conversation_id, max_turns=4)
            line = say_again_line([i.text for i in last_turns if i.role == "assistant"])
        if situation.kind == "done_asked" and message.respond_pass == 1:
            # (a few back: Sandman's own lines between say nothing of it; probed, "ok save it
            # please" after a dream saved, then two own lines, got "Nothing was saved…")
            last_turns = await history.recent_history(message.conversation_id, max_turns=4)
            line = done_line_of([i.text for i in reversed(last_turns) if i.role == "assistant"])
        if line:
            line = ("\n" if reply_so_far.strip() else "") + line
            await send_or_drop(
                ui_out, TextDelta(turn_id=message.turn_id, text=line, source="journal")
            )
        return _PassResult(
            visible=shown + line,
            parsed=ParseResult((), "", ()),
            rendered=None,
            earlier=(),
            raw="",
            situation=situation,
        )
    fresh = style.layout == "fresh"
    persona = persona_for(style, situation.keys)  # the system text: rendered, and never recited
    parser = StreamParser(TOOLS)
    try:
        # In a worker thread: counting tokens may ask a model server (an HTTP round trip).
        rendered = await trio.to_thread.run_sync(
            functools.partial(
                render_respond,
                model.family,
                user_text=message.user_text,
                results=[o for o in message.results if not proposed_nothing(o)],
                history=earlier,
                # fresh: the model writes its own words after the journal's, which it is told
                # the user has read; continue: it goes on from the journal's lines.
                reply_so_far=message.model_text if fresh else reply_so_far,
                count_tokens=inference.count_tokens,
                budget=budget,
                persona=persona,
                examples=style.examples,
                shown=fresh,
                before=_before(message.user_text, past) if not style.history else "",
                before_dream=_told_a_dream_before(past),
            )
        )
    except ModelError as exc:  # too long (PromptTooLong), or a model that could not count
        return TurnFailed(turn_id=message.turn_id, error=str(exc), kind=exc.kind)

    their_words = [i.text for i in past if i.role == "user"]
    asked = asks(message.user_text)
    # (more of the dream told before is no new dream: it goes on with their last message)
    told_further = any(o.ok and o.name == "continue_dream" and o.refs for o in message.results)
    new_dream = not asked and not told_further and tells_of_a_dream(message.user_text)
    sources = Sources(
        [without_forged_results(message.user_text), reply_so_far, *(i.text for i in past)]
        + [o.output for o in message.results],
        foreign=style.example_facts,
        # what they felt is told only in their words and the journal's, never the companion's
        theirs=[
            message.user_text,
            reply_so_far,
            *their_words,
            *(o.output for o in message.results),
        ],
        # to what they told (not asked), a feeling of theirs is one they said: of the dream told
        # now, or of the one their message goes on with; a dream told back is one dream
        felt_in=None if asked else [message.user_text, *([] if new_dream else their_words[-1:])],
        message=message.user_text if new_dream else None,
        earlier=their_words,
        told_before=[t for t in their_words if tells_of_a_dream(t)],
        # (probed: "It could symbolize innocence, playfulness, or even guidance." of a fox that
        # neither they nor the dictionary read)
        unread=nothing_read(message.results),
    )
    # The user's own words: the message, and what the journal holds in their words (dreams,
    # meanings, memories), which the companion never says in the first person as its own.
    theirs = "\n".join([message.user_text, *(o.output for o in message.results)])
    guard = ReplyGuard(
        sources,
        dream_told=new_dream or told_further or any(map(tells_of_a_dream, their_words[-1:])),
        done=done_actions(message.results),
        shown=reply_so_far,
        user=theirs,
        message=without_forged_results(message.user_text),
        # A hard feeling is met, not fixed: no "try to relax" unless they asked what to do; nor
        # is a dream told (measured: "You might want to ask if you can talk to someone who knows
        # more about libraries", "It's always important to listen and respond thoughtfully").
        advice=asks_for_advice(message.user_text)
        or not (
            situation.kind == "told_dream"
            or any(k.endswith(":hard") for k in situation.keys)
            # ("another night of no sleep…": a hard word in any situation)
            or valence(message.user_text) == "hard"
            # ("i miss my dad so much" / … / "its been 3 years": measured, "Maybe it's time to
            # start again.")
            or valence(_before(message.user_text, past)) == "hard"
            # (a message going on from a dream told: probed, "Perhaps it could be helpful to talk
            # to someone you trust…" to "its been like 4 times this month", of a dream of being
            # late and stared at that keeps coming back)
            or tells_of_a_dream(_before(message.user_text, past))
            # (a loss told earlier in the conversation: measured, "You may want to ask her about
            # the dream." of a mother who had died, four messages after "my mom passed away")
            or any(
                tells_a_loss(i.text) or in_danger(i.text) or speaks_of_harm(i.text)
                for i in past
                if i.role == "user"
            )
            # (a hard feeling in the last few messages: probed, "It's important to try your best
            # and take risks." to "i dont want to fail", two messages after "i'm really stressed")
            or any(valence(t) == "hard" for t in _their_last(past, _HARD_WITHIN))
            # (something of their life said, nothing asked: probed, "You should try to balance
            # your work and sleep schedule better." to "i work night shifts so i sleep during
            # the day")
            or not asks(message.user_text)
        ),
        # a dream told and nothing asked of it: no reading of it (measured: "This made her seem
        # like a distant figure…", of a mother who had died, seen making breakfast)
        readings=not (situation.kind == "told_dream" and not situation.asks_meaning),
        misreads=functools.partial(
            misreads,
            # (a hard feeling told just before, nothing felt now: "my friends are all busy", after
            # "im feeling kinda lonely tonight", probed: "It's great to hear that your friends are
            # busy.")
            felt=situation.valence
            or (
                "hard"
                if valence(_last_said(past)) == "hard" and not asks(message.user_text)
                else ""
            ),
            uneasy=unsettling(message.user_text),
            told=situation.kind == "told_dream",
        ),
        instructions=persona,
        found=_journal_found(message.results),
    )
    after_text = bool(reply_so_far.strip())
    pieces: list[str] = []
    held = ""  # trailing whitespace is shown only once text follows it

    async def show(text: str) -> None:
        nonlocal held
        held += text
        if not held.strip():
            return
        text = held.rstrip()
        held = held[len(text) :]
        if not pieces and after_text:
            text = text.lstrip(" ")
            if not text[0].isspace():
                text = "\n" + text
        pieces.append(text)
        await send_or_drop(ui_out, TextDelta(turn_id=message.turn_id, text=text))

    async def on_token(event: TokenGenerated) -> None:
        await show(guard.feed(parser.feed(event.text)))
        if style.max_sentences and guard.full_sentences >= style.max_sentences:
            raise _Enough  # leaving the generation stops the decode between two tokens

    completion = Completion(
        prompt=rendered.prompt,
        temperature=style.temperature,
        repeat_penalty=style.repeat_penalty,
        max_tokens=style.max_tokens,
        stop=stop_markers(model.family) + style.extra_stops,
        slot="responder",
    )
    request = request_for(completion, turn_id=message.turn_id, purpose="respond")
    try:
        outcome = await run_generation(inference, request, on_token)
    except _Enough:
        outcome = GenerationFinished(
            turn_id=message.turn_id, request_id=request.request_id, text=parser.result.text
        )
        guard.close()  # whatever is held beyond the cap is not shown
    else:
        if isinstance(outcome, GenerationFailed):
            return failure_event(message.turn_id, outcome)
        # (at the length cap, a sentence still open was cut off: not shown)
        await show(guard.feed(parser.close()) + guard.close(cut=outcome.stop_reason == "length"))
    finally:
        if parser.failures and failures is not None:
            failures.count("parser", parser.failures)
    if inference.trace is not None:
        inference.trace(
            {
                "trace": "respond_pass",
                "turn_id": message.turn_id,
                "pass": message.respond_pass,
                "lead": shown,
                "calls": [{"name": c.name, "args": c.args} for c in parser.result.calls],
                "rejected": [msgspec.to_builtins(r) for r in parser.result.rejected],
                "guard_dropped": [{"text": t, "why": why} for t, why in guard.dropped],
                "shown": "".join(pieces),
            }
        )
    return _PassResult(
        visible=shown + "".join(pieces),
        model_text="".join(pieces),
        parsed=parser.result,
        rendered=rendered,
        earlier=tuple(earlier[len(earlier) - rendered.kept :]),
        # What the next turn's prompt holds of this one: the model's own tokens (its KV cache
        # survives) unless the guard dropped some, so no dropped claim is seen again as history.
        raw=outcome.text if not guard.dropped and outcome.text else "".join(pieces),
        lead=shown,
        cannot=any(why == CANNOT_ACT for _, why in guard.dropped),
        spoke=bool(outcome.text.strip()),
        situation=situation,
    )


async def warm_up_responder(
    inference: Inference, quiet: Callable[[], Awaitable[None]] | None = None
) -> None:
    """Evaluate the static head of the respond prompt (no tokens generated); then, given
    ``quiet`` and a model on this machine, the first turn of each situation's prompt
    (``note_heads``), one at a time, each once ``quiet`` returns (no turn running): the model's
    cache keeps them, so a turn reads its message and results but not its note, and a turn never
    waits for more than one of them."""
    model = inference.model
    style = style_of(model.name)
    prefix = static_prefix(model.family, style)
    if prefix:
        warm = Completion(prompt=prefix, max_tokens=0, slot="responder")
        await run_generation(inference, request_for(warm, turn_id="warmup", purpose="warmup"))
    if quiet is None or isinstance(model, AsyncModel):  # a server caches its own prompts
        return
    for head in note_heads(model.family, style):
        await quiet()
        warm = Completion(prompt=head, max_tokens=0, slot="responder")
        outcome = await run_generation(
            inference, request_for(warm, turn_id="warmup", purpose="warmup")
        )
        if isinstance(outcome, GenerationFailed):
            return  # the model stopped or failed: the turns read their notes themselves


async def responder(
    inbox: trio.MemoryReceiveChannel[Respond],
    *,
    inference: Inference,
    history: HistoryStore,
    tools_out: trio.MemorySendChannel[RunTools],
    ui_out: trio.MemorySendChannel[UIEvent],
    context_budget: int | None = None,
    failures: Failures | None = None,
    transcripts: Transcripts | None = None,
    task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED,
) -> None:
    """Handle each ``Respond`` in its own task; Inference does the serializing. An exception
    ends its turn as ``TurnFailed(kind="error")``, logged and counted in ``failures``.
    ``transcripts`` is shared with the bridge, which forgets a conversation's on a withdrawal."""
    transcripts = transcripts if transcripts is not None else Transcripts()
    counts = failures if failures is not None else Failures()

    one_pass = functools.partial(
        respond_once,
        inference=inference,
        history=history,
        transcripts=transcripts,
        ui_out=ui_out,
        context_budget=context_budget,
        failures=counts,
    )

    async def handle(message: Respond) -> None:
        try:
            done = await one_pass(message)
            if isinstance(done, TurnFailed):
                await send_or_drop(ui_out, done)
                return
            result = done.parsed
            reply = message.reply_so_far + done.visible
            writes, reads = _plan_calls(result, message.respond_pass, message.results)
            if _worth_another_try(message, done, writes, reads):
                # The model spoke, and the guard dropped every word of it (an invented detail, a
                # misread feeling): the turn's one extra pass asks once more, from the same
                # prompt (its cache is warm), rather than leave the moment to a fixed line.
                again = msgspec.structs.replace(
                    message, respond_pass=message.respond_pass + 1, reply_so_far=reply,
                    new_from=len(message.results),
                )  # fmt: skip
                retried = await one_pass(again)
                if isinstance(retried, TurnFailed):
                    await send_or_drop(ui_out, retried)
                    return
                done = msgspec.structs.replace(retried, lead=done.lead + retried.lead)
                result = done.parsed
                reply = reply + done.visible
                writes, reads = _plan_calls(result, again.respond_pass, message.results)
            if not_wanted(message.user_text):
                writes = []  # "don't save it, I just want to talk": the model may not either
            if reads:
                await tools_out.send(
                    RunTools(
                        turn_id=message.turn_id,
                        conversation_id=message.conversation_id,
                        user_text=message.user_text,
                        calls=tuple(writes + reads),
                        respond_pass=message.respond_pass + 1,
                        reply_so_far=reply,
                        model_text=message.model_text + done.model_text,
                        earlier_results=message.results + _rejections(result),
                    )
                )
                return
            if done.rendered is not None:
                transcripts.record(
                    message.conversation_id,
                    done.earlier,
                    Exchange(
                        user=done.rendered.user_turn,
                        assistant=(
                            (message.model_text + done.raw).strip()
                            if style_of(inference.model.name).layout == "fresh"
                            else (message.reply_so_far + done.lead).rstrip() + done.raw
                        ),
                    ),
                )
            if done.cannot and not writes:
                # The model promised what Sandman cannot do (the promise was dropped): say so.
                line = ("\n" if reply.strip() else "") + CANNOT_REPLY
                reply += line
                await send_or_drop(
                    ui_out, TextDelta(turn_id=message.turn_id, text=line, source="journal")
                )
            elif not reply.strip() and not writes:
                # (With writes, their confirmations will be the reply: nothing is claimed early.)
                # Nothing the model wrote survived: Sandman's own line for the situation ("That's
                # good to hear." for a good night), else that it does not know what to say.
                # (read with their last messages: "thats the third time this month", after a
                # dream told, is one that keeps coming back; probed, read alone, "Thank you for
                # telling me…")
                situation = done.situation
                # a meaning asked and nothing said of it: what it brings to mind for them
                # (measured: "I'm not sure what to say to that" to "lol what would that even
                # mean" after a giraffe at a wedding)
                keys = ("meaning:unknown",) if situation.asks_meaning else situation.keys
                reply = (
                    own_line(keys)
                    or own_line(situation.keys)
                    # (told, not asked: measured, "I'm not sure what to say to that" to "my mom
                    # called today, she wants me to visit for christmas")
                    or (
                        ADVICE_HELD_REPLY
                        if asks_for_advice(message.user_text)
                        else EMPTY_REPLY
                        if asks(message.user_text)
                        else HEARD_REPLY
                    )
                )
                # the same words as the last reply: their second line (probed: "Thank you for
                # telling me. I'm listening…" to "my mind keeps racing about work" and again
                # to "yeah i have a big presentation tomorrow")
                just_said = await history.recent_history(
                    message.conversation_id, max_turns=_SAID_WITHIN
                )
                their_last = [i.text for i in just_said if i.role == "user"]
                if reply == HEARD_REPLY and their_last and valence(their_last[-1]) == "hard":
                    # going on from something hard (probed: "its a man in a black coat, he just
                    # stands there", after "every time i close my eyes i see the same face")
                    reply = own_line(("feeling:hard:again",)) or reply
                reply = _not_again(reply, keys, just_said)
                await send_or_drop(
                    ui_out, TextDelta(turn_id=message.turn_id, text=reply, source="journal")
                )
            elif (
                not writes
                and done.rendered is not None
                and not (message.model_text + done.model_text).strip()
                and (line := own_line(keys := _fallback_keys(done.situation, message.results)))
            ):
                # The journal's lines alone, the model's words all held back: Sandman's own line
                # when the moment has one (measured: "I had a nightmare that I was drowning in a
                # lake" got its saved line and nothing more, both of the 1.5B's tries held back)
                just_said = await history.recent_history(
                    message.conversation_id, max_turns=_SAID_WITHIN
                )
                line = "\n" + _not_again(line, keys, just_said)
                reply += line
                await send_or_drop(
                    ui_out, TextDelta(turn_id=message.turn_id, text=line, source="journal")
                )
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
            counts.record("responder", exc, "the reply of %s failed", message.turn_id)
            await send_or_drop(
                ui_out,
                TurnFailed(turn_id=message.turn_id, error=f"the reply failed: {exc}", kind="error"),
            )

    await serve_each(inbox, handle, tools_out, ui_out, task_status=task_status)
