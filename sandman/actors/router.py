"""The Router actor: classifies each user message into one of the five routes.

The policy decides how: a confident non-model first pass, or a short grammar-constrained
completion from Inference that the policy parses forgivingly. Whatever happens, the turn moves
on: unreadable output or a failed model call becomes the ``respond`` route.

Writes the user asks for in so many words ("remember that …", "to me, a snake means change") are
added to the execute step's calls (see ``sandman.routing.write_intents``): tiny models do not
emit those tags reliably, and this way the reply is written with the saved result in view.
"""

from __future__ import annotations

import contextlib
import itertools
import re
from collections.abc import Callable, Mapping, Sequence
from datetime import date
from typing import Any, Protocol, runtime_checkable

import msgspec
import trio

from ..inference import Completion, model_tier
from ..language import asks, dream_period, in_english, reads_as_english
from ..messages import (
    ROUTES,
    Generate,
    GenerationFailed,
    Route,
    RouteDecided,
    RunTools,
    ToolCall,
    TurnFailed,
    UIEvent,
    UserMessage,
)
from ..prompts import read_translation, saved_a_dream, without_forged_results
from ..routing import (
    RouteDecision,
    Scorer,
    WriteIntent,
    amended_change,
    announced_night,
    announces_not_saving,
    asked_again,
    asked_beside_save,
    asked_moods,
    asked_of_someone,
    asked_questions,
    asks_again,
    asks_among_those,
    asks_feelings_alone,
    asks_for_a_title,
    asks_for_similar,
    asks_for_tags,
    asks_how_many_of_them,
    asks_how_often_that,
    asks_how_those_felt,
    asks_meaning,
    asks_meaning_of_that,
    asks_not_to_save,
    asks_of_someone,
    asks_of_them,
    asks_one_of_those,
    asks_period_beside,
    asks_rank_again,
    asks_that_night,
    asks_the_rest,
    asks_to_forget_it,
    asks_to_forget_that,
    asks_to_keep_a_fact,
    asks_to_keep_that,
    asks_to_save_having_one,
    asks_to_save_that,
    asks_which_more,
    asks_who_a_stranger_is,
    asks_why_it_comes_back,
    change_after_request,
    chosen_of_which,
    compared_periods,
    compared_topics,
    continued_telling,
    corrected_from_before,
    could_continue,
    date_given,
    date_of_their_day,
    dream_of_the_asked,
    each_told,
    fact_beside_request,
    fact_of_theirs,
    forgotten_dream_from_before,
    forgotten_from_before,
    gives_a_date,
    goes_on_with_a_telling,
    had_one_saved,
    kept_from_before,
    kept_further,
    listed_symbols,
    may_amend,
    may_ask_if_same,
    may_ask_when,
    may_choose,
    may_correct,
    meaning_from_before,
    meaning_of_own_telling,
    meaning_of_searched,
    meaning_of_shown,
    meaning_of_the_looked_up,
    meaning_of_told,
    mood_among_those,
    mood_of_that,
    named_again,
    names_more_in_it,
    names_the_one,
    night_of_a_date,
    night_pointed_at,
    not_wanted,
    opens_with_a_pronoun,
    order_asked,
    order_of_those,
    others_asked,
    period_asked_again,
    period_beside,
    points_back,
    rank_asked_again,
    ranks_by_taste,
    read_after_change,
    recurring_then_told,
    refer_back,
    same_as_before_query,
    save_that_first,
    saved_from_before,
    says_a_meaning_of_theirs,
    says_had_that,
    search_order,
    search_period,
    similar_query,
    sleep_lived_told,
    superlative_mood,
    telling_again,
    telling_that_saved,
    tells_someone_comes_back,
    them_asked,
    thing_asked_among,
    those_of_a_period,
    title_for_the_last_dream,
    told_before_waking_up,
    told_further,
    trailing_question,
    translate_request,
    unsaved_from_before,
    wakes_up,
    when_in_what_was_shown,
    which_more,
    write_intents,
)
from ..tools import CHANGE_TOOLS, MAX_LIMIT, ToolArgumentError, validate
from ._common import (
    Failures,
    failure_event,
    log,
    new_id,
    request_for,
    run_generation,
    send_or_drop,
    style_of,
)
from .inference import Inference

_SELF_CONTAINED = frozenset(
    {
        "save_dream",
        "continue_dream",
        "offer_dream",
        "offer_memory",
        "show_dream",
        "delete_dream",
        "edit_dream",
        "forget",
        "update_memory",
        "confirm_change",
        "decline_change",
    }
)


_KEEPS = frozenset({"remember", "save_symbol_meaning"})


class Decision(Protocol):
    @property
    def route(self) -> Route: ...
    @property
    def args(self) -> dict[str, Any]: ...
    @property
    def source(self) -> str: ...
    @property
    def raw(self) -> str: ...


class RoutePolicy(Protocol):
    """How to route: ``sandman.routing.RouterPolicy`` is the real one."""

    def first_pass(self, text: str) -> Decision | None: ...
    def request(self, text: str) -> Completion: ...
    def parse(self, output: str, text: str) -> Decision: ...


@runtime_checkable
class ScoringPolicy(RoutePolicy, Protocol):
    """A policy that may decide by the model's probabilities (``RouterPolicy`` with the
    ``logprob`` or ``combined`` strategy) instead of a sampled answer."""

    @property
    def scores_with_model(self) -> bool: ...
    def score_route(self, model: Scorer, text: str) -> Decision: ...


class ScoringFailed(Exception):
    def __init__(self, failure: GenerationFailed) -> None:
        super().__init__(failure.error)
        self.failure = failure


class ModelCrashed(Exception):
    """The model's process died under a routing request: the turn ends with that failure, as
    it would had the crash come during the reply (a fallback route would hide it)."""

    def __init__(self, failure: GenerationFailed) -> None:
        super().__init__(failure.error)
        self.failure = failure


def _fatal(failure: GenerationFailed) -> None:
    if failure.kind == "model_crashed":
        raise ModelCrashed(failure)


class InferenceScorer:
    """``Model.score`` through the Inference actor, for a policy running in a worker thread:
    each call is one queued request of the turn (so cancelling the turn stops it)."""

    def __init__(self, inference: Inference, turn_id: str) -> None:
        self._inference = inference
        self._turn_id = turn_id

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
        if not continuations:
            return []
        request = Generate(
            turn_id=self._turn_id,
            request_id=new_id("score"),
            purpose="route",
            completion=Completion(prompt=prompt, max_tokens=0, slot=slot),
            continuations=tuple(continuations),
        )
        outcome = trio.from_thread.run(run_generation, self._inference, request)
        if isinstance(outcome, GenerationFailed):
            raise ScoringFailed(outcome)
        return list(outcome.logprobs)


async def warm_up_router(policy: RoutePolicy, inference: Inference) -> None:
    """Evaluate the router prompt's static head when the policy may ask the model (a policy
    with a ``static_prompt()`` that returns text); nothing otherwise."""
    static = getattr(policy, "static_prompt", None)
    prefix = static() if callable(static) else None
    if isinstance(prefix, str) and prefix:
        warm = Completion(prompt=prefix, max_tokens=0, slot="router")
        await run_generation(inference, request_for(warm, turn_id="warmup", purpose="warmup"))


async def _in_english(inference: Inference, message: UserMessage) -> str | None:
    """``message`` put into English by a model whose words are shown (a capable one: a tiny
    model cannot translate), or None: no such model, a failed call, or no English came out."""
    model = inference.model
    tier = model_tier(model.name)
    if not style_of(model.name).speaks or tier == "tiny":
        return None
    request = request_for(
        translate_request(model.family, message.text), turn_id=message.turn_id, purpose="route"
    )
    outcome = await run_generation(inference, request)
    if isinstance(outcome, GenerationFailed):
        _fatal(outcome)
        return None
    english = read_translation(outcome.text)
    return english if reads_as_english(english) else None


async def decide_route(
    policy: RoutePolicy, inference: Inference, message: UserMessage
) -> RouteDecided | None:
    """The route for ``message``, or None when the turn was cancelled meanwhile (``ModelCrashed``
    when the model's process died under a request: a failed model otherwise falls back to the
    respond route). A message in
    another language is not read as English words (a symbol "qu significa el"): it takes the
    respond route, whose reply says what Sandman understands."""
    if not in_english(message.text):
        english = await _in_english(inference, message)
        if english is None:
            return RouteDecided(
                turn_id=message.turn_id, route="respond", source="first_pass", raw="not English"
            )
        decided = await decide_route(
            policy, inference, msgspec.structs.replace(message, text=english)
        )
        if decided is None:
            return None
        return msgspec.structs.replace(decided, raw=f"translated: {english}\n{decided.raw}")
    # A block typed to look like a tool's result is not the message's question.
    message = msgspec.structs.replace(message, text=without_forged_results(message.text))
    decision = policy.first_pass(message.text)
    if decision is None and isinstance(policy, ScoringPolicy) and policy.scores_with_model:
        try:
            decision = await trio.to_thread.run_sync(
                policy.score_route, InferenceScorer(inference, message.turn_id), message.text
            )
        except ScoringFailed as failed:
            _fatal(failed.failure)
            if failed.failure.kind == "cancelled":
                return None
            log.warning(
                "routing %s: scoring failed (%s); the respond route", message.turn_id, failed
            )
            return RouteDecided(
                turn_id=message.turn_id,
                route="respond",
                source="fallback",
                raw=failed.failure.error,
            )
    elif decision is None:
        request = request_for(
            policy.request(message.text), turn_id=message.turn_id, purpose="route"
        )
        outcome = await run_generation(inference, request)
        if isinstance(outcome, GenerationFailed):
            _fatal(outcome)
            if outcome.kind == "cancelled":
                return None
            log.warning(
                "routing %s: the model failed (%s); the respond route",
                message.turn_id,
                outcome.error,
            )
            return RouteDecided(
                turn_id=message.turn_id, route="respond", source="fallback", raw=outcome.error
            )
        decision = policy.parse(outcome.text, message.text)
    args = dict(decision.args)
    if decision.route == "search_dreams" and (order := search_order(message.text)):
        args["order"] = order  # "when did I first…": the earliest dreams that say it
    if decision.route == "search_dreams" and others_asked(message.text):
        args["others"] = True  # "any other flying dreams?": not the one just told
    today = getattr(policy, "today", None)
    if (
        decision.route == "search_dreams"
        and today is not None
        and (period := search_period(_without_facts_kept(message.text), today())) is not None
    ):
        args["since"], args["until"] = period  # "…about water this month?": those dreams
    return RouteDecided(
        turn_id=message.turn_id,
        route=decision.route,
        args=args,
        source=decision.source,
        raw=decision.raw,
    )


_READS = frozenset(ROUTES) - {"respond"}  # the routes that read the journal
MAX_OTHER_QUESTIONS = 2


def _other_questions(
    policy: RoutePolicy, questions: Sequence[str], calls: Sequence[ToolCall]
) -> list[ToolCall]:
    """The reads of a message's ``questions`` (``routing.asked_questions``) that the calls so
    far do not make; a question that points back is read of the question before it ("whats my
    sisters name and when did i last dream about her"), else not ("…and have I dreamed about
    one?": the route read it with its subject); none for a policy that cannot guess."""
    guess = getattr(policy, "guess", None)
    if guess is None:
        return []
    made = [(c.name, c.args) for c in calls]
    # (a search put in the order a later question asked is still the first question's read)
    made += [
        (c.name, {k: v for k, v in c.args.items() if k != "order"})
        for c in calls
        if c.name == "search_dreams" and "order" in c.args
    ]
    more: list[ToolCall] = []
    for i, question in enumerate(questions):
        if _of_the_search(i, question, calls):
            continue
        if points_back(question):
            # ("whats my sisters name and when did i last dream about her": the question before
            # names whom; probed, the second question was never read)
            said = refer_back(question, questions[i - 1], lambda q: guess(q).args) if i else None
            if said is None:
                continue
            question = said
        # "show me the ocean stairs dream and tell me what stairs mean": a dream asked for by
        # name is shown (the first pass's guess listed the latest dreams)
        shown = [i for i in write_intents(question) if i.name == "show_dream"]
        # the period the question before named, for one that asks of its dreams
        within = (
            {k: v for k, v in guess(questions[i - 1]).args.items() if k in ("since", "until")}
            if i
            and (
                asks_feelings_alone(question)
                or asks_one_of_those(question)
                # ("what did i dream in october and how many were happy": probed, the happy
                # dreams of the whole journal counted)
                or mood_among_those(question)
            )
            else {}
        )
        if "since" in within and asks_feelings_alone(question):
            # ("what did i dream in october and how did i feel": probed, the latest dreams shown
            # again) the moods of the period the question before named
            name, args = "recent_dreams", {**within, "overview": True}
        elif shown:
            name, args = "show_dream", dict(shown[0].args)
        else:
            decided = guess(question)
            name, args = decided.route, decided.args
            if "since" in within and name == "recent_dreams" and "since" not in args:
                # ("what were my dreams from last week about and which one was the happiest":
                # probed, the happiest of all dreams shown) the one of that period's dreams
                args = {**args, **within}
        if (name in _READS or name == "show_dream") and (name, args) not in made:
            made.append((name, args))
            more.append(ToolCall(call_id=new_id("call"), name=name, args=args))
    return more[:MAX_OTHER_QUESTIONS]


def _of_the_search(i: int, question: str, calls: Sequence[ToolCall]) -> bool:
    """Whether ``question``, the ``i``-th of a message, asks of the dreams a search in ``calls``
    finds, which that search answers: their order ("… and which is the newest":
    ``_in_the_order_asked``) or the one of a mood ("show me my dreams about water and which one
    was the happiest": probed, the happiest of all dreams read; the ones found are listed with
    their moods)."""
    return (
        i > 0
        and any(c.name == "search_dreams" for c in calls)
        and bool(
            order_of_those(question) or (asks_one_of_those(question) and superlative_mood(question))
        )
    )


def _in_the_order_asked(questions: Sequence[str], calls: Sequence[ToolCall]) -> list[ToolCall]:
    """``calls`` with the search in the order a later one of a message's ``questions`` asks of
    the dreams it finds ("how many dreams mention water and which is the newest": the latest
    first, said with how long ago it was)."""
    orders = [o for q in questions[1:] if (o := order_of_those(q))]
    if not orders:
        return list(calls)
    return [
        msgspec.structs.replace(c, args={**c.args, "order": orders[0]})
        if c.name == "search_dreams" and "order" not in c.args
        else c
        for c in calls
    ]


def _asked_after_telling(
    policy: RoutePolicy, text: str, intents: Sequence[WriteIntent], calls: Sequence[ToolCall]
) -> list[ToolCall]:
    """The read of a question of the journal asked after a dream told in the same message ("i
    dreamt i was late for an exam … and also whats my most common mood": probed, the question
    was saved in the dream and the model made up the mood); none for a question of the dream
    itself ("…, what does that mean?": the reply's) or one the calls already read."""
    if not any(i.name == "save_dream" for i in intents):
        return []
    if (both := recurring_then_told(text, date.today())) is not None:
        # ("i keep dreaming my teeth fall out and also last night i dreamt about a spider": the
        # one that keeps coming back, searched beside the new one saved)
        return _read_of(policy, both[0], calls)
    asked = trailing_question(text) or asked_beside_save(text)
    if asked is None:
        return []
    # ("… what does that mean and how many times has that happened": each question its own, and
    # none asked of the dream just told; probed, "many time" looked up)
    reads: list[ToolCall] = []
    for part in asked_questions(asked) or [asked]:
        if not points_back(part) and not asks_meaning_of_that(part):
            reads += _read_of(policy, part, [*calls, *reads])
    return reads


def _asked_after_change(
    policy: RoutePolicy, text: str, intents: Sequence[WriteIntent], calls: Sequence[ToolCall]
) -> list[ToolCall]:
    """The read asked after a change in the same message ("delete my last dream and show me the
    ones about water": probed, the delete proposed and the water dreams never read); none when
    the calls already read it."""
    if not any(i.name in CHANGE_TOOLS for i in intents):
        return []
    asked = read_after_change(text)
    return [] if asked is None else _read_of(policy, asked, calls)


def _without_count_before_delete(
    text: str, intents: Sequence[WriteIntent], calls: list[ToolCall]
) -> list[ToolCall]:
    """``calls`` without the count of the whole journal when ``text`` asks how many are left
    after a delete it asks for ("delete the teeth dream and tell me how many dreams i have left":
    probed, counted before the delete was confirmed); the delete, once confirmed, says it."""
    if not any(i.name == "delete_dream" for i in intents) or not _LEFT_AFTER.search(text):
        return calls
    return [c for c in calls if not (c.name == "recent_dreams" and set(c.args) <= {"overview"})]


_LEFT_AFTER = re.compile(
    r"\bhow\s+many\b[^?.!]*\b(?:left|remain|remaining|now|after(?:\s+that|\s+it)?)\b", re.IGNORECASE
)


def _read_of(policy: RoutePolicy, asked: str, calls: Sequence[ToolCall]) -> list[ToolCall]:
    """The read the policy's first pass gives the part ``asked`` of a message; none when it is no
    read, the calls already read it, or the policy has no first pass."""
    guess = getattr(policy, "guess", None)
    if guess is None:
        return []
    decided = guess(asked)
    if decided.route not in _READS or any(
        (c.name, c.args) == (decided.route, decided.args) for c in calls
    ):
        return []
    return [ToolCall(call_id=new_id("call"), name=decided.route, args=decided.args)]


def _without_joined_search(calls: list[ToolCall], more: list[ToolCall]) -> list[ToolCall]:
    """``calls`` and ``more``, the first read left out when the reads of the message's questions,
    each its own, say all of it together: a search's every word ("how many dreams mention water
    and how many mention flying": measured, "water flying" searched first and found neither, then
    each), another read's every argument."""
    first = calls[0] if calls else None
    if first is None:
        return [*calls, *more]
    alike = [c for c in more if c.name == first.name]
    if first.name != "search_dreams":
        # ("what moods do i have the most and which dreams were calm": probed, the overview of
        # the calm ones read first, then each) a read whose arguments are the others' together
        joined = len(alike) >= 2 and all(
            any(c.args.get(k) == v for c in alike) for k, v in first.args.items()
        )
    else:
        words = set(str(first.args.get("query", "")).split())
        covered = {w for c in alike for w in str(c.args.get("query", "")).split()}
        # ("show me all my dreams with water and tell me which one was scariest": probed, "water
        # scariest" searched before "water" and the scared ones) a mood asked by its superlative
        # is the mood's read
        moods = [c for c in more if c.name == "recent_dreams" and c.args.get("mood")]
        if moods:
            covered |= {w for w in words if superlative_mood(f"the {w} one")}
        joined = len(alike) + len(moods) >= 2 and words <= covered
    return [*calls[1:], *more] if joined else [*calls, *more]


def _shown_once(calls: list[ToolCall]) -> list[ToolCall]:
    """``calls`` without the list of the latest dream when the latest dream is shown whole ("show
    me my last dream and tell me what it means": measured, listed, then shown)."""
    if any(c.name == "show_dream" and c.args == {"dream": "last"} for c in calls):
        return [c for c in calls if not (c.name == "recent_dreams" and c.args == {"limit": 1})]
    return calls


def _each_mood(text: str, calls: list[ToolCall]) -> list[ToolCall]:
    """``calls`` with the read of one mood's dreams made for each of two moods asked ("show me
    my happy or calm dreams": measured, the calm ones alone), in the order asked."""
    moods = asked_moods(text)
    for i, call in enumerate(calls):
        if call.name == "recent_dreams" and call.args.get("mood") in moods:
            each = [
                call
                if mood == call.args["mood"]
                else ToolCall(
                    call_id=new_id("call"), name=call.name, args={**call.args, "mood": mood}
                )
                for mood in moods
            ]
            return [*calls[:i], *each, *calls[i + 1 :]]
    return calls


class EarlierMessages(Protocol):
    """Where the conversation's earlier messages are read (``sandman.storage.Journal``)."""

    async def recent_history(self, conversation_id: str, max_turns: int = 6) -> list[Any]: ...


def _said_by(items: Sequence[Any], role: str) -> list[str]:
    """What ``role`` said in ``items`` (the conversation, oldest first), the latest first."""
    return [item.text for item in reversed(items) if item.role == role]


async def _last_messages(history: EarlierMessages, conversation_id: str, count: int) -> list[str]:
    """The conversation's last ``count`` messages of the user's, the latest first."""
    return _said_by(await history.recent_history(conversation_id, max_turns=count), "user")[:count]


async def _last_turns(
    message: UserMessage, history: EarlierMessages, turns: int
) -> list[Any] | None:
    """The conversation's last ``turns`` exchanges, oldest first, or None (logged) when they
    cannot be read: a history that cannot be read leaves the turn as it is (the responder, which
    needs it too, reports the failure)."""
    try:
        return await history.recent_history(message.conversation_id, max_turns=turns)
    except Exception:
        log.warning("routing %s: the conversation could not be read", message.turn_id)
        return None


async def _read_last_messages(
    message: UserMessage, history: EarlierMessages, count: int
) -> list[str] | None:
    """``_last_messages`` of ``message``'s conversation, or None (logged) when it cannot be
    read."""
    last = await _last_turns(message, history, count)
    return None if last is None else _said_by(last, "user")[:count]


async def _last_message(history: EarlierMessages, conversation_id: str) -> str:
    """The conversation's last message of the user's ("" when there is none)."""
    return next(iter(await _last_messages(history, conversation_id, 1)), "")


async def _saved_with_the_last_message(
    message: UserMessage, text: str, history: EarlierMessages
) -> list[WriteIntent]:
    """The save of a dream told in ``text`` when the last message announced it ("I had the
    strangest dream"), or of the dream the last message told when ``text`` asks to save it ("can
    you save that dream?"); the fact or the meaning the last message told when ``text`` asks to
    keep it ("remember it", "save that as what water means to me"); else nothing."""
    if wakes_up(text):
        # ("i was being chased by something but i couldnt see it" / "i woke up sweating": the
        # scene before, a dream; probed, neither saved nor offered)
        turns = await _last_turns(message, history, 2) or []
        said, replies = _said_by(turns, "user"), _said_by(turns, "assistant")
        woke = told_before_waking_up(said[0], text) if said else None
        # (a scene already kept goes on: "and then I woke up in my own bed", after a telling saved,
        # as the journal's reply says, or as a dream announced before it would have it)
        if not (
            woke is None
            or (replies and saved_a_dream(replies[0]))
            or (len(said) > 1 and continued_telling(said[1], said[0]) is not None)
        ):
            return [woke]
    # ("save it and tell me what water means": the save, and the meaning read beside it)
    text = first[0] if (first := save_that_first(text)) is not None else text
    keeps = asks_to_save_that(text) or asks_to_keep_that(text)
    # ("save this one as scary" is no telling, whatever came before it)
    continues = could_continue(text) and not keeps
    if not continues and not keeps:
        return []  # no telling in any case: a question, a few words, "I forgot it"
    last = await _read_last_messages(message, history, 3)
    if last is None:
        return []
    previous, earlier, *_ = [*last, "", ""]
    if not previous or (continues and (not_wanted(previous) or not_wanted(earlier))):
        return []  # ("i had a weird dream but i dont want to save it" / its telling: not kept)
    intent = (
        (
            continued_telling(previous, text)
            or telling_again(last, text)
            or kept_further(previous, text)
        )
        if continues
        else saved_from_before(previous, text, earlier=earlier)
        or meaning_from_before(previous, text)
        or kept_from_before(previous, text, earlier=earlier)
        or mood_of_that(text)
    )
    # (a telling of two dreams, each saved apart)
    return each_told(intent) if intent is not None else []


def _asked_after_saving_that(text: str) -> str | None:
    """What else ``text`` asks after asking to save the dream told before it ("save it and tell me
    what water means"), or None: no such save, or a dream told in it ("save this dream and tell
    me how many i have: i was in a forest…")."""
    first = save_that_first(text)
    if first is None or any(i.name == "save_dream" for i in write_intents(text)):
        return None
    return first[1]


async def _told_further(
    message: UserMessage, text: str, history: EarlierMessages
) -> list[WriteIntent]:
    """The addition of ``text`` to the dream the conversation just told, when it tells more of it
    ("then the tide came in and washed everything away"); else nothing."""
    if not (goes_on_with_a_telling(text) or names_more_in_it(text)) or sleep_lived_told(text):
        return []  # most messages: no history read (a night lived awake is no dream's)
    earlier = await _read_last_messages(message, history, 3)
    if earlier is None or (earlier and sleep_lived_told(earlier[0])):
        # ("i dreamed i could breathe underwater" / … / "i had sleep paralysis last night" /
        # "there was a shadow in the corner": tried in the web page, the shadow added to the
        # underwater dream) what comes after a night lived awake is that night's
        return []
    intent = told_further(text, earlier)
    return [intent] if intent is not None else []


async def _dated_by_the_announcement(
    message: UserMessage, intents: list[WriteIntent], history: EarlierMessages
) -> list[WriteIntent]:
    """``intents``, a dream saved with no night of its own dated by the night the last message
    announced it on ("i had 2 dreams last night" / "in the first one i was at the beach")."""
    if not any(i.name == "save_dream" and "date" not in i.args for i in intents):
        return intents  # most turns: no history read
    last = await _read_last_messages(message, history, 1)
    night = announced_night(last[0], date.today()) if last else None
    if night is None:
        return intents
    return [
        msgspec.structs.replace(i, args={**i.args, "date": night})
        if i.name == "save_dream" and "date" not in i.args
        else i
        for i in intents
    ]


async def _whose(
    message: UserMessage, intents: list[WriteIntent], history: EarlierMessages
) -> list[WriteIntent]:
    """``intents``, a fact to keep that opens with "her", "his", "she" or "he" said of the person
    of theirs the last messages named ("can you remember her name was rosa" after "my grandma
    used to…")."""
    if not any(i.name in _FACTS and opens_with_a_pronoun(str(i.args["fact"])) for i in intents):
        return intents  # most turns: no history read
    earlier = await _read_last_messages(message, history, 2)
    if earlier is None:
        return intents
    out = []
    for i in intents:
        if i.name not in _FACTS:
            out.append(i)
            continue
        fact = fact_of_theirs(str(i.args["fact"]), earlier)
        if i.name != "remember" and opens_with_a_pronoun(fact):
            continue  # ("she's 12 now" of nobody named: nothing to keep, unasked)
        out.append(msgspec.structs.replace(i, args={**i.args, "fact": fact}))
    return out


_FACTS = frozenset({"remember", "update_memory", "offer_memory"})


async def _last_replies(
    message: UserMessage, history: EarlierMessages, turns: int
) -> list[str] | None:
    """The conversation's last ``turns`` replies, the latest first, or None (logged) when it
    cannot be read."""
    last = await _last_turns(message, history, turns)
    return None if last is None else _said_by(last, "assistant")


async def _last_exchange(message: UserMessage, history: EarlierMessages) -> dict[str, str] | None:
    """The conversation's last exchange by role ("user", "assistant"), or None (logged) when it
    cannot be read."""
    last = await _last_turns(message, history, 1)
    return None if last is None else {item.role: item.text for item in last}


async def _telling_that_saved(
    message: UserMessage, history: EarlierMessages, reply: str
) -> dict[str, str] | None:
    """The exchange of the last few whose reply saved the dream ``reply`` added to, or None."""
    last = await _last_turns(message, history, _UNSAVE_WITHIN + 1)
    if last is None:
        return None
    exchanges = [
        (told.text, said.text)
        for told, said in itertools.pairwise(last)
        if told.role == "user" and said.role == "assistant"
    ]
    found = telling_that_saved(reply, exchanges)
    return None if found is None else {"user": found[0], "assistant": found[1]}


# How many exchanges back a dream saved is still the one "dont save it" means
_UNSAVE_WITHIN = 3


async def _unsaved_from_recent_replies(
    message: UserMessage, text: str, history: EarlierMessages
) -> WriteIntent | None:
    """The delete of the dream one of the last few replies saved, when ``text`` says not to save
    it ("please dont save it": probed, "I understand.", and the dream stayed)."""
    replies = await _last_replies(message, history, _UNSAVE_WITHIN)
    return None if replies is None else unsaved_from_before(replies, text)


async def _forgotten_dream_from_the_last_reply(
    message: UserMessage, text: str, history: EarlierMessages
) -> WriteIntent | None:
    """The delete of the dream the last reply saved, when ``text`` asks to forget it ("forget
    it", "scratch that": probed, the model's words alone, and the dream stayed)."""
    if not asks_to_forget_it(text):
        return None  # most turns: no history read
    replies = await _last_replies(message, history, 1)
    return None if not replies else forgotten_dream_from_before(replies[0], text)


async def _amended_from_the_last_exchange(
    message: UserMessage, text: str, history: EarlierMessages
) -> list[WriteIntent]:
    """The change the last reply proposed, to what ``text`` says now ("no, to hopeful": probed,
    "I understand. I'm here to listen…", and the "yes" after it confirmed nothing); or the fact
    it showed, with the name as ``text`` says it ("actually its dr li"); or the dream it listed
    that ``text`` asks when of ("when did she leave on the train"); or a title, in their words,
    for the dream it saved ("what should i call that dream"); or the change it asked which dream
    of, of the one chosen ("6", "the second one"); or the date it asked of their birthday, to
    keep ("march 3rd")."""
    said = await _last_exchange(message, history)
    reply = "" if said is None else said.get("assistant", "")
    if said is not None and asks_for_a_title(text):
        # (told in pieces: "i had a dream where i could breathe underwater" / "and there were
        # whales singing" / "it was so peaceful" / "can you give it a title", probed, "I'm not
        # sure what to say to that") titled by the telling that saved it
        said = await _telling_that_saved(message, history, reply) or said
    amended = (
        amended_change(reply, text)
        or chosen_of_which(said.get("user", "") if said else "", reply, text)
        or date_of_their_day(reply, text)
        or corrected_from_before(reply, text)
        or when_in_what_was_shown(reply, text)
        or title_for_the_last_dream(said.get("user", "") if said else "", reply, text)
    )
    return [amended] if amended is not None else []


_SAVES = frozenset({"save_dream", "offer_dream", "continue_dream"})


def _without_facts_kept(text: str) -> str:
    """``text`` without the facts it asks to be kept, whose words of time are no search's period
    ("remember my sister anna is getting married in june, and show me dreams about her": probed,
    the dreams of June searched)."""
    rest = text
    for intent in write_intents(text):
        fact = str(intent.args.get("fact", "")) if intent.name == "remember" else ""
        if fact:
            rest = re.sub(re.escape(fact), " ", rest, flags=re.IGNORECASE)
    # (unless the search asks of the day the fact dates: "remember that my birthday is april 3rd
    # and what did i dream on my last birthday")
    return text if _AN_OCCASION.search(rest) else rest


_AN_OCCASION = re.compile(r"\b(?:birthday|anniversary|wedding|graduation)\b", re.IGNORECASE)


async def _not_saved_as_asked(
    message: UserMessage, intents: list[WriteIntent], history: EarlierMessages
) -> list[WriteIntent]:
    """``intents`` without a save, when one of their last two messages asked that what comes not
    be saved ("i dont want you to save this one" / "i dreamed about my ex": probed, saved)."""
    if not any(i.name in _SAVES for i in intents):
        return intents  # most turns: no history read
    earlier = await _read_last_messages(message, history, 2)
    if earlier is None or not any(announces_not_saving(said) for said in earlier):
        return intents
    return [i for i in intents if i.name not in _SAVES]


async def _forgotten_from_the_last_exchange(
    message: UserMessage, text: str, history: EarlierMessages
) -> WriteIntent | None:
    """The fact the last exchange kept or showed, when ``text`` asks to forget "that"."""
    if not asks_to_forget_that(text):
        return None
    said = await _last_exchange(message, history)
    if said is None:
        return None
    return forgotten_from_before(said.get("user", ""), said.get("assistant", ""), text)


async def _with_subject(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> UserMessage:
    """``message``, its pronoun replaced by the last message's subject when it points back; a
    question of what the dream just told means ("what could that mean") asked of that dream's
    first symbol; "and the cat?" as the last question asked of the cat."""
    if (own := meaning_of_own_telling(message.text)) is not None:
        return msgspec.structs.replace(message, text=own)
    guess = getattr(policy, "guess", None)
    if history is None or guess is None:
        return message
    if not (
        points_back(message.text)
        or asks_meaning_of_that(message.text)
        or asks_again(message.text)
        or asks_of_them(message.text)
        or asks_how_those_felt(message.text)
        or asks_which_more(message.text)
        or asks_rank_again(message.text)
        or asks_of_someone(message.text)
    ):
        return message
    # ("her" and "him": whom the last six messages named last)
    previous, *earlier = [*await _last_messages(history, message.conversation_id, 6), ""]
    rewritten = (
        # ("which ones" / "how many are there", after a read of dreams: that read again; after
        # one asked again itself, "were there others", the read it asked again)
        them_asked(
            message.text,
            earlier[0] if earlier and earlier[0] and asks_of_them(previous) else previous,
            guess,
        )
        # ("which is more common", after water and fire searched in two turns)
        or which_more(message.text, [previous, *earlier], lambda text: guess(text).args)
        or refer_back(message.text, previous, lambda text: guess(text).args, earlier)
        or meaning_of_told(message.text, previous, earlier=earlier[:3])
        # (the question before may itself have been one asked again: "what does a snake mean" /
        # "and what about teeth" / "and what about falling": probed, the model's words)
        or asked_again(
            message.text,
            _in_full(previous, earlier[0] if earlier else "", lambda text: guess(text).args),
            lambda text: guess(text).args,
        )
        # ("and the happiest", after the weirdest dream was asked for)
        or rank_asked_again(message.text, previous)
        # ("how old is she", after "do you remember my cats name")
        or asked_of_someone(message.text, [previous, *earlier])
        # ("what could that be about", after their dreams of their mom were looked for)
        or meaning_of_searched(message.text, [previous, *earlier[:1]], guess)
    )
    if rewritten is None and asks_meaning_of_that(message.text):
        # the one dream the journal showed last ("what was my dream on October 20 about" /
        # "what does that mean")
        said = await _last_exchange(message, history)
        rewritten = meaning_of_shown(message.text, said.get("assistant", "")) if said else None
    return message if rewritten is None else msgspec.structs.replace(message, text=rewritten)


_FOLLOW_UPS = 3  # follow-ups of one question read back past


def _in_full(said: str, before: str, read: Callable[[str], Mapping[str, Any]]) -> str:
    """``said`` as the whole question it asks when it is the one ``before`` asked again of
    something else ("and what about teeth", after "what does a snake mean"); else as said."""
    if not before or not asks_again(said):
        return said
    return asked_again(said, before, read) or said


async def _last_read(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None, route: Route
) -> dict[str, Any] | None:
    """The arguments the first pass gives the conversation's last message, when it routes it to
    ``route``; else None (no history, a policy that cannot guess, another route)."""
    decided = await _last_decision(message, policy, history)
    return dict(decided.args) if decided is not None and decided.route == route else None


async def _last_decision(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> RouteDecision | None:
    """The first pass's reading of the conversation's last message (asked in full, or the
    subject it points back at), or None (no history, a policy that cannot guess)."""
    guess = getattr(policy, "guess", None)
    if history is None or guess is None:
        return None
    last, before, *earlier = [*await _last_messages(history, message.conversation_id, 3), "", ""]
    # (itself the question before asked again: "how many dreams have i saved about water" / "and
    # about flying?" / "which was first": probed, "I'm not sure what to say to that")
    said = _in_full(last, before, lambda text: guess(text).args)
    # (or pointing back at what was told before it: "i dreamt about the ocean again" / "how many
    # times is that now" / "when was the first": probed, "I'm not sure what to say to that")
    if points_back(said) and (
        meant := refer_back(said, before, lambda text: guess(text).args, [e for e in earlier if e])
    ):
        said = meant
    decided: RouteDecision = guess(said)
    return decided


async def _how_often_of_the_read(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> tuple[Route, dict[str, Any]] | None:
    """How often what the last reads showed comes ("whats my most recent nightmare" / "what did
    i feel in it" / "does that happen often"): the dreams of that mood counted, or the search
    again (its lead counts them); else None."""
    guess = getattr(policy, "guess", None)
    if history is None or guess is None or not asks_how_often_that(message.text):
        return None
    for text in await _last_messages(history, message.conversation_id, _FOLLOW_UPS):
        asked = guess(text)
        if asked.route == "recent_dreams" and "mood" in asked.args:
            return "recent_dreams", {"mood": asked.args["mood"], "overview": True}
        if asked.route == "search_dreams" and "query" in asked.args:
            return "search_dreams", {"query": asked.args["query"]}
    return None


async def _search_of_a_period(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The last message's search, of the period ``message`` asks its dreams of ("any dreams
    where i was flying?" / "which ones were in october": probed, the latest dreams listed); else
    None."""
    today = getattr(policy, "today", None)
    period = those_of_a_period(message.text, today()) if today is not None else None
    if period is None:
        return None
    searched = await _last_read(message, policy, history, "search_dreams")
    if searched is None:
        return None
    return {**searched, "since": period[0].isoformat(), "until": period[1].isoformat()}


async def _searched_among_those_read(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """A search of the period the last message read, for the thing ``message`` asks of its
    dreams ("summarize my dreams this week" / "anything about work?"); else None."""
    what = thing_asked_among(message.text)
    if what is None:
        return None
    listed = await _last_read(message, policy, history, "recent_dreams")
    if listed is None or not listed.get("since"):
        return None
    return {"query": what, "since": listed["since"], "until": listed["until"]}


async def _search_in_order(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The last message's search, its earliest or latest dream first, when ``message`` asks
    when the first or the last time was ("how many times have i dreamed about flying" / "when
    was the first time": probed, nothing read); else None."""
    order = order_asked(message.text)
    if order is None:
        return None
    searched = await _last_read(message, policy, history, "search_dreams")
    return None if searched is None else {**searched, "order": order}


async def _night_dated(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The dreams of the night the last message asked of, when ``message`` gives its day ("what
    did i dream the night before my exam" / "it was oct 10": probed, "Thank you for telling
    me."); else None."""
    clock = getattr(policy, "today", None)
    if history is None or clock is None:
        return None
    today = clock()
    if (day := date_given(message.text, today)) is None:
        return None  # (most messages: no history read)
    previous = await _last_message(history, message.conversation_id)
    period = night_of_a_date(day, previous, today) if previous else None
    if period is None:
        return None
    return {"since": period[0].isoformat(), "until": period[1].isoformat()}


async def _stranger_asked(message: UserMessage, history: EarlierMessages | None) -> bool:
    """Whether ``message`` asks who someone in a dream just told is, whom they did not know ("i
    dreamt about someone i dont know" / "who is she": probed, their memories listed); nothing
    is read for it."""
    if history is None or not _WHO.match(message.text):
        return False  # (most messages: no history read)
    said = await _last_messages(history, message.conversation_id, 2)
    return asks_who_a_stranger_is(message.text, said)


_WHO = re.compile(r"^\W*(?:\w+\W+)?(?:who|any\s+idea\s+who)\b", re.IGNORECASE)


# "and how many since", "how many have i had since then", after one dream was shown (probed, after
# "when did i log my very first dream": the 1.5B's words alone)
_HOW_MANY_SINCE = re.compile(
    r"^\W*(?:(?:and|so|ok(?:ay)?|then|wow|hmm+)\W+)*how\s+many(?:\s+(?:dreams|nightmares|more|others?))?"
    r"(?:\s+(?:have|did)\s+i\s+(?:had|have|logged|log|saved|save|told\s+you))?\s+since(?:\s+(?:then|that(?:\s+one|\s+dream)?|"
    r"it|the\s+first(?:\s+one)?))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
# the night of one dream the journal showed: a listed dream ("- 2 October 2026, …") or one whole
_SHOWN_NIGHT = re.compile(r"^(?:- |Dream #\d+, )(\d{1,2} [A-Z][a-z]+ \d{4})", re.MULTILINE)


async def _count_since_the_one_shown(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The overview from the night of the one dream the last reply showed on, when ``message``
    asks how many came since; else None."""
    if history is None or not _HOW_MANY_SINCE.match(message.text):
        return None  # (most messages: no history read)
    replies = await _last_replies(message, history, 1)
    shown = _SHOWN_NIGHT.findall(replies[0]) if replies else []
    # (read by the one home for dates, whatever the machine's locale)
    today = getattr(policy, "today", date.today)()
    night = dream_period(shown[0], today) if len(shown) == 1 else None
    return None if night is None else {"since": night[0].isoformat(), "overview": True}


# "is that more than usual", "is that a lot for me", after a period's dreams of a mood were counted
# (probed, after "how many nightmares did i have last month": Sandman's line on bad dreams, and
# nothing of theirs to set the month beside)
_MORE_THAN_USUAL = re.compile(
    r"^\W*(?:(?:so|and|but|hmm+|ok(?:ay)?|wait)\W+)*(?:(?:is|was|are)\s+(?:that|it|this|those)\s+"
    r"(?:(?:a\s+lot\s+|way\s+|much\s+)?(?:more|less|fewer)\s+than\s+(?:usual|normal|before|average|other\s+months|"
    r"the\s+other\s+months|last\s+month|i\s+usually\s+(?:have|get))|(?:a\s+lot|normal|usual|a\s+lot\s+more)\s+for\s+me)"
    r"|how\s+does\s+(?:that|it)\s+compare(?:\s+(?:to|with)\s+(?:usual|before|other\s+months|the\s+rest))?"
    r"|(?:do|did)\s+i\s+(?:usually|normally)\s+(?:have|get)\s+(?:that\s+many|more|fewer|less))\s*[?.!]*\s*$",
    re.IGNORECASE,
)


async def _the_usual_beside(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The dreams of the mood the last message counted in a period, over the whole journal by
    month, when ``message`` asks whether that is more than usual; else None."""
    if not _MORE_THAN_USUAL.match(message.text):
        return None  # (most messages: no history read)
    last = await _last_read(message, policy, history, "recent_dreams")
    if last is None or "since" not in last:
        return None
    return {
        **{k: v for k, v in last.items() if k not in ("since", "until", "limit")},
        "overview": True,
    }


async def _night_pointed_at(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The dreams of the night a message before dated, when ``message`` asks of "that night"
    ("my birthday is october 20" / "what did i dream that night": probed, the latest dreams
    listed); else None."""
    clock = getattr(policy, "today", None)
    if history is None or clock is None or not asks_that_night(message.text):
        return None  # (most messages: no history read)
    said = await _last_messages(history, message.conversation_id, 2)
    period = night_pointed_at(message.text, said, clock())
    if period is None:
        return None
    return {"since": period[0].isoformat(), "until": period[1].isoformat()}


# "and the second?", "the next one": one further along an order just read
_NTH_ALONE = re.compile(
    # ("what was my first dream" / "and my second": probed, "Thank you for telling me…")
    r"^\W*(?:(?:and|ok(?:ay)?|so|what\s+about|how\s+about)\W+)*(?:the\s+|my\s+)?(?P<nth>second|third|fourth|fifth|next)"
    r"(?:\s+(?:one|dream))?(?:\s+(?:then|after\s+that))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)
_NTH = {"second": 2, "third": 3, "fourth": 4, "fifth": 5}


async def _the_next_in_order(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The dreams of the order the last message read, as far as the one ``message`` asks for
    ("what was the first dream i ever told you" / "and the second?": probed, "I couldn't find
    that dream in your journal"); else None."""
    asked = _NTH_ALONE.match(message.text.strip())
    if asked is None:
        return None
    last = await _last_read(message, policy, history, "recent_dreams")
    if last is None or last.get("order") not in ("oldest", "newest") or "limit" not in last:
        return None
    nth = asked["nth"].lower()
    limit = int(last["limit"]) + 1 if nth == "next" else _NTH[nth]
    return {**last, "limit": limit} if limit > int(last["limit"]) else None


async def _the_rest(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> tuple[Route, dict[str, Any]] | None:
    """The last message's listing of dreams in full (as many as one read brings back: the lead
    lists up to ``storage._leads.LEAD_MAX``), when ``message`` asks for the rest of it ("show me
    the rest", after October's dreams: probed, the latest dreams listed instead), or its search
    again ("show me all of them", after one: probed, the 1.5B's words alone); else None."""
    if not asks_the_rest(message.text):
        return None
    last = await _last_decision(message, policy, history)
    listed = dict(last.args) if last is not None and last.route == "recent_dreams" else None
    if listed is None:
        searched = dict(last.args) if last is not None and last.route == "search_dreams" else None
        if searched is None and history is not None and (guess := getattr(policy, "guess", None)):
            # (past a message that read nothing: "i keep dreaming about my old house" / "we moved
            # out when i was 10" / "show me all of them", probed: their memories listed)
            said = await _last_messages(history, message.conversation_id, 2)
            if len(said) == 2 and guess(said[0]).route not in _READS:
                before = guess(said[1])
                searched = dict(before.args) if before.route == "search_dreams" else None
        return None if searched is None else ("search_dreams", searched)
    if listed.get("overview"):
        return None
    return ("recent_dreams", {**listed, "limit": MAX_LIMIT})


async def _set_beside_before(
    message: UserMessage, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The search that sets the dream the last message told beside the earlier ones, when
    ``message`` asks whether it is the same ("is it the same as last time": probed, "Yes, the
    dream is the same.", of another); else None."""
    if history is None or not may_ask_if_same(message.text):
        return None
    query = same_as_before_query(
        message.text, await _last_message(history, message.conversation_id)
    )
    return None if query is None else {"query": query}


async def _like_the_one_shown(
    message: UserMessage, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The search for dreams like the one the last reply showed, when ``message`` asks for them
    ("can you find similar ones": probed, the 1.5B's "Sure, I can help you find similar
    dreams.", nothing read); else None."""
    if history is None or not asks_for_similar(message.text):
        return None
    # (the latest reply that showed one: "why was it happy" may be asked between, probed)
    turns = await _last_turns(message, history, 3)
    replies = _said_by(turns or [], "assistant")
    query = next((q for r in replies if (q := similar_query(r)) is not None), None)
    # (besides the one shown)
    return None if query is None else {"query": query, "others": True}


async def _one_of_the_search(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The last message's search again, when ``message`` asks which of the dreams it found
    ranks first by taste ("show me my dreams about water" / "which one was the weirdest"); its
    listing shows each, for them to judge. Else None. (A mood
    asked so is answered from the dreams' moods first: ``_mood_among_the_search``.)"""
    guess = getattr(policy, "guess", None)
    text = message.text
    if (
        history is None
        or guess is None
        or not (asks_among_those(text) or asks_one_of_those(text))
        or not (superlative_mood(text) or ranks_by_taste(text))
    ):
        return None
    last = await _last_messages(history, message.conversation_id, 1)
    if not last:
        return None
    asked = guess(last[0])
    return dict(asked.args) if asked.route == "search_dreams" else None


async def _mood_among_the_search(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The dreams just listed of the mood ``message`` asks which of them had ("what dreams have
    i had about flying or falling" / "which was the scariest" / "and the happiest": probed, the
    search again and the model left to pick, then the whole journal's happy dreams), when the
    list was a search's (or a mood asked among it just before); else None."""
    guess = getattr(policy, "guess", None)
    text = message.text
    mood = superlative_mood(text) if asks_one_of_those(text) or asks_among_those(text) else None
    if history is None or guess is None or mood is None:
        return None
    for said in await _last_messages(history, message.conversation_id, _FOLLOW_UPS):
        if guess(said).route == "search_dreams" and not (
            asks_one_of_those(said) or asks_among_those(said)
        ):
            return {"mood": mood, "shown": True}
        if not ((asks_one_of_those(said) or asks_among_those(said)) and superlative_mood(said)):
            return None
    return None


async def _asked_again_of_a_period(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The last question's read, of the period ``message`` names instead ("how many dreams did I
    have in October?" / "and in November?" / "what about the month before?"), when the last
    question read a period of the journal; else None."""
    guess = getattr(policy, "guess", None)
    today = getattr(policy, "today", None)
    if history is None or guess is None or today is None:
        return None

    # "which of those was the happiest" after "how many dreams did I have in October?": the happy
    # dreams of that period (measured: answered with nothing read); "and how many were
    # nightmares" after "how many dreams did i log in November": that period's of the mood
    # (probed: the whole journal's nightmares counted)
    # ("which one was the happiest", after early October's: probed, the whole journal's)
    among = asks_among_those(message.text) or asks_one_of_those(message.text)
    mood = superlative_mood(message.text) if among else None
    if mood is None and (said := mood_among_those(message.text)) is not None:
        mood = guess(f"how many of my dreams were {said}").args.get("mood")
    # "which one was the weirdest" after November's dreams: those again, for them to judge
    # (probed: the latest five listed, October's among them)
    ranked = ranks_by_taste(message.text) and asks_one_of_those(message.text)
    # ("was it a good week for dreams", "how did i feel in those", after the week after halloween
    # was read: probed, the 1.5B's "It was a good week for dreams…", then the whole journal's)
    felt = asks_how_those_felt(message.text)

    # ("which one was the longest", after October's dreams: probed, the whole journal's longest)
    # ("… / and the shortest": of the same period, past the question before)
    def ordered_of_those(text: str) -> bool:
        return asks_one_of_those(text) and guess(text).args.get("order") in ("longest", "shortest")

    ordered = ordered_of_those(message.text)
    # ("how many was that", after "what did i dream around halloween" / "and in the first week of
    # November": probed, the model's "I don't have access to the specific message…")
    counted = asks_how_many_of_them(message.text)
    if mood is not None or ranked or felt or ordered or counted:
        last = await _last_messages(history, message.conversation_id, _FOLLOW_UPS + 2)
        # (the last message a period asked again itself: "what did i dream on halloween" / "and
        # the week after?" / "which of those was scariest": probed, "I'm not sure what to say")
        # (past the questions among those asked since: "… / was it a good week for dreams / how
        # did i feel in those", the whole journal's read)
        chained = list(
            itertools.dropwhile(
                lambda t: bool(
                    asks_among_those(t) or mood_among_those(t) or asks_how_those_felt(t)
                ),
                last,
            )
        )
        read = _period_chain(chained, guess, today()) if chained else None
        # (else the last read of a period, past the questions among those asked since: "and
        # which of them were nightmares" / "read me the scariest one": probed, the whole journal)
        latest = None  # the last message's read, guessed once
        for text in last if read is None else ():
            asked = guess(text)
            latest = latest or asked
            if asked.route == "recent_dreams" and "since" in asked.args:
                read = dict(asked.args)
                break
            if not (
                asks_among_those(text)
                or mood_among_those(text)
                or asks_how_those_felt(text)
                or ordered_of_those(text)
            ):
                break
        count = {"overview": True} if "how many" in message.text.lower() else {}
        if read is None and mood is not None and latest and latest.route == "recent_dreams":
            # (of the whole journal read just before: "how many dreams do i have" / "which ones
            # were hard", probed, "I'm not sure what to say to that")
            return {"mood": mood, **count}
        if read is None:
            return None
        of_period = {k: v for k, v in read.items() if k in ("since", "until")}
        if ordered and mood is None:
            return of_period | {
                k: v for k, v in guess(message.text).args.items() if k in ("order", "limit")
            }
        if (felt or counted) and mood is None:
            return of_period | {"overview": True}
        return of_period if mood is None else of_period | {"mood": mood, **count}
    return _period_chain(
        [message.text, *await _last_messages(history, message.conversation_id, _FOLLOW_UPS + 1)],
        guess,
        today(),
    )


# "which month had more", "which one had the most": the periods just asked of, compared
_WHICH_HAD_MORE = re.compile(
    r"^\W*(?:(?:so|and|ok(?:ay)?|hmm+)\W+)*which\s+(?:month|one)?\s*(?:had|has|was|got)\s+"
    r"(?:more|most|fewer|less|the\s+most|the\s+fewest)(?:\s+(?:of\s+them|then|dreams|nightmares))?\s*[?.!]*\s*$"
    # ("which were happier", after "compare my October dreams with my November ones": probed,
    # the 1.5B's "It's not clear … if there were happier people than others.")
    r"|^\W*(?:(?:so|and|ok(?:ay)?|hmm+)\W+)*which\s+(?:month|one|ones|of\s+(?:them|the\s+two))?\s*(?:was|were|felt|seemed)\s+"
    r"(?:happier|sadder|better|worse|calmer|scarier|darker|lighter|nicer|rougher|more\s+\w+)"
    r"(?:\s+(?:then|overall|of\s+the\s+two))?\s*[?.!]*\s*$",
    re.IGNORECASE,
)


async def _periods_compared(
    message: UserMessage, policy: RoutePolicy, history: EarlierMessages | None
) -> dict[str, Any] | None:
    """The read of the two months just asked of, one after the other, together ("how many
    nightmares did i have in October" / "and in November?" / "which month had more": probed, the
    whole journal summed up), their mood kept: its overview counts them by month."""
    guess = getattr(policy, "guess", None)
    today = getattr(policy, "today", None)
    if history is None or guess is None or today is None or not _WHICH_HAD_MORE.match(message.text):
        return None
    last = await _last_messages(history, message.conversation_id, 2)
    pair = compared_periods(last[0]) if last else None
    spans = [dream_period(p, today()) or dream_period(f"in {p}", today()) for p in pair or ()]
    if pair is not None and all(spans):
        # (the two periods asked in one message: "compare my October dreams with my November
        # ones")
        return {
            "since": min(s[0] for s in spans if s).isoformat(),
            "until": max(s[1] for s in spans if s).isoformat(),
            "overview": True,
        }
    if len(last) < 2:
        return None
    first = guess(last[1])
    second = _period_chain(last, guess, today())
    if first.route != "recent_dreams" or second is None or "since" not in first.args:
        return None
    if first.args.get("mood") != second.get("mood"):
        return None
    since = min(str(first.args["since"]), str(second["since"]))
    until = max(str(first.args["until"]), str(second["until"]))
    mood = {"mood": first.args["mood"]} if first.args.get("mood") else {}
    return {"since": since, "until": until, "overview": True, **mood}


_REMARK_WORDS = 5
_DAY_OR_NTH = re.compile(r"^\d{1,2}(?:st|nd|rd|th)$", re.IGNORECASE)


def _a_remark_between(text: str, guess: Callable[[str], Any]) -> bool:
    """Whether ``text`` is a few words that ask nothing and route nowhere ("oh right nothing")."""
    return (
        len(text.split()) <= _REMARK_WORDS
        and "?" not in text
        and guess(text).route == "respond"
        # ("and happy ones": the question before asked again, of a mood)
        and not asks_again(text)
    )


def _period_chain(
    texts: Sequence[str], guess: Callable[[str], Any], today: date
) -> dict[str, Any] | None:
    """The read that ``texts[0]`` asks when it asks the question before of another period, with
    the follow-ups between (``texts``, the latest first: "and in November?", "how many dreams
    did I have in October?"); else None."""

    def follows_up(text: str) -> bool:
        return period_asked_again(text, today) is not None or asks_period_beside(text)

    if not follows_up(texts[0]):
        return None
    # the question itself, then each follow-up of it in turn, then this one
    follow_ups = [texts[0]]
    passed_over = False
    for at in range(1, len(texts)):
        text = texts[at]
        if follows_up(text):
            follow_ups.append(text)
        elif not passed_over and _a_remark_between(text, guess):
            # (a few words between that ask nothing: "what did i dream on halloween" / "oh right
            # nothing" / "what about the week after", probed: the 1.5B's "The week after is
            # usually a time of rest…")
            passed_over = True
        else:
            break
    else:
        return None
    asked = guess(text)
    if asked.route != "recent_dreams" and at + 1 < len(texts):
        # ("how many nightmares have i had" / "and happy ones" / "what about just November":
        # probed, "I'm not sure what to say to that") the question before asked again of the
        # mood asked last
        again = asked_again(text, texts[at + 1], lambda t: guess(t).args)
        asked = guess(again) if again is not None else asked
    if asked.route != "recent_dreams":
        return None
    if "since" not in asked.args:
        # the whole journal summed up, then a period named ("am i dreaming more than usual" /
        # "what about compared to october": probed, "October is a month of autumn…"): that period
        # summed up; "the month before" has nothing to be before
        named = period_asked_again(texts[0], today)
        if not asked.args.get("overview") or named is None:
            return None
        since, until = named
        return {**asked.args, "since": since.isoformat(), "until": until.isoformat()}
    period = (
        date.fromisoformat(str(asked.args["since"])),
        date.fromisoformat(str(asked.args.get("until", asked.args["since"]))),
    )
    for follow_up in reversed(follow_ups):
        found = period_asked_again(follow_up, today, period) or period_beside(follow_up, period)
        if found is None:
            return None
        period = found
    return {**asked.args, "since": period[0].isoformat(), "until": period[1].isoformat()}


async def router(
    inbox: trio.MemoryReceiveChannel[UserMessage],
    *,
    policy: RoutePolicy,
    inference: Inference,
    tools_out: trio.MemorySendChannel[RunTools],
    ui_out: trio.MemorySendChannel[UIEvent],
    failures: Failures | None = None,
    history: EarlierMessages | None = None,
    task_status: trio.TaskStatus[None] = trio.TASK_STATUS_IGNORED,
) -> None:
    """Route each message in turn (the model serializes anyway), then hand it to the ToolExecutor.
    A policy that raises is logged and counted in ``failures``; the turn takes the respond route.
    A model that crashed under the routing request ends the turn (``model_crashed``).
    With ``history``, a question that points back ("have I dreamed about one?") is routed with
    the conversation's last message's subject in place of its pronoun (``routing._refer``)."""
    failures = failures if failures is not None else Failures()
    async with inbox, tools_out, ui_out:
        task_status.started()
        async for message in inbox:
            try:
                # the last question or search, of another period: read without routing
                read: tuple[Route, dict[str, Any]] | None = None
                dated = False  # the read is of a night asked of, its day given after
                nth: dict[str, Any] | None = None  # the read is further along an order read
                subject = message
                if (compared := await _periods_compared(message, policy, history)) is not None:
                    read = ("recent_dreams", compared)
                elif (usual := await _the_usual_beside(message, policy, history)) is not None:
                    read = ("recent_dreams", usual)
                elif (
                    since := await _count_since_the_one_shown(message, policy, history)
                ) is not None:
                    read = ("recent_dreams", since)
                elif (felt := await _mood_among_the_search(message, policy, history)) is not None:
                    read = ("recent_dreams", felt)
                elif (found := await _one_of_the_search(message, policy, history)) is not None:
                    read = ("search_dreams", found)
                elif (
                    again := await _asked_again_of_a_period(message, policy, history)
                ) is not None:
                    read = ("recent_dreams", again)
                elif (searched := await _search_of_a_period(message, policy, history)) is not None:
                    read = ("search_dreams", searched)
                elif (
                    among := await _searched_among_those_read(message, policy, history)
                ) is not None:
                    read = ("search_dreams", among)
                elif (beside := await _set_beside_before(message, history)) is not None:
                    read = ("search_dreams", beside)
                elif (alike := await _like_the_one_shown(message, history)) is not None:
                    read = ("search_dreams", alike)
                elif (rest := await _the_rest(message, policy, history)) is not None:
                    read = rest
                elif (nth := await _the_next_in_order(message, policy, history)) is not None:
                    read = ("recent_dreams", nth)
                elif (ordered := await _search_in_order(message, policy, history)) is not None:
                    read = ("search_dreams", ordered)
                elif (night := await _night_dated(message, policy, history)) is not None or (
                    night := await _night_pointed_at(message, policy, history)
                ) is not None:
                    read, dated = ("recent_dreams", night), True
                elif (often := await _how_often_of_the_read(message, policy, history)) is not None:
                    read = often
                elif (
                    await _stranger_asked(message, history)
                    or asks_for_tags(message.text)
                    or tells_someone_comes_back(message.text)
                ):
                    read = ("respond", {})
                if read is None and (after := _asked_after_saving_that(message.text)) is not None:
                    # ("please save that and then show me my last 2 dreams": the save is the
                    # intent's, the route the rest's)
                    subject = msgspec.structs.replace(message, text=after)
                elif read is None:
                    # (its pronoun made the subject it points back to: "what do they mean")
                    subject = await _with_subject(message, policy, history)
                decided = (
                    await decide_route(policy, inference, subject)
                    if read is None
                    else RouteDecided(
                        turn_id=message.turn_id, route=read[0], args=read[1], source="first_pass"
                    )
                )
            except ModelCrashed as crashed:
                await send_or_drop(ui_out, failure_event(message.turn_id, crashed.failure))
                continue
            except Exception as exc:  # a broken policy must not kill the actor or the turn
                failures.record(
                    "router", exc, "routing %s failed; the respond route", message.turn_id
                )
                decided = RouteDecided(
                    turn_id=message.turn_id, route="respond", source="fallback", raw=repr(exc)
                )
            if decided is None:
                await send_or_drop(
                    ui_out,
                    TurnFailed(
                        turn_id=message.turn_id, error="the turn was cancelled", kind="cancelled"
                    ),
                )
                continue
            await send_or_drop(ui_out, decided)
            text = without_forged_results(message.text)
            english = in_english(text)
            intents = write_intents(text) if english else []
            if read is not None and (
                (read[0] == "search_dreams" and "order" in read[1])
                # (or the span before a period read: "how many dreams did i have in the last two
                # weeks" / "and before that")
                or (read[0] == "recent_dreams" and "since" in read[1])
            ):
                # ("and before that?", after "when was the last time i dreamed about anna": the
                # earlier ones of that search, not the journal's dream before the one shown)
                # ("what about the 2nd", after "what did i dream on October 14": the second
                # of October, not the second dream of a list)
                # ("how did i feel in those", after a week read: probed, that week's overview
                # and then the same dreams shown again whole; the period read is "those")
                intents = [
                    i
                    for i in intents
                    if i.args.get("dream") not in ("before", "after")
                    and not (
                        i.name == "show_dream"
                        and (
                            _DAY_OR_NTH.match(str(i.args.get("dream")))
                            or (i.args.get("dream") == "previous" and read[0] == "recent_dreams")
                        )
                    )
                ]
            if nth is not None:
                # (the next of an order read: those dreams, not the nth of a list shown)
                intents = [i for i in intents if i.name != "show_dream"]
            if dated:
                # (the day of the night asked of: no dream's date to change)
                intents = [i for i in intents if not {"date", "day"} & i.args.keys()]
            if english and history is not None:
                forgotten = await _forgotten_from_the_last_exchange(message, text, history)
                if forgotten is None:
                    forgotten = await _forgotten_dream_from_the_last_reply(message, text, history)
                intents = [forgotten] if forgotten is not None else intents
            if english and history is not None and asks_not_to_save(text):
                unsaved = await _unsaved_from_recent_replies(message, text, history)
                intents = [unsaved] if unsaved is not None else intents
            if english and history is not None and asks_to_save_having_one(text):
                # ("i had a nightmare" / "i dont want to talk about it" / "can you just save that i
                # had one": probed, "I'm not sure what to say to that"; not a fact to keep: "save
                # that i had one" with no dream announced keeps nothing)
                had = had_one_saved(text, await _read_last_messages(message, history, 3) or [])
                intents = [had] if had is not None else []
            elif english and history is not None and all(i.name == "offer_dream" for i in intents):
                # (a telling only offered as maybe a dream is one after a dream announced)
                intents = await _saved_with_the_last_message(message, text, history) or intents
            elif (
                english
                and history is not None
                and [(i.name, sorted(i.args)) for i in intents]
                == [("edit_dream", ["dream", "title"])]
                and intents[0].args["dream"] == "previous"
                and asks_to_save_that(text)
            ):
                # ("i dreamed i was flying over my town at night…" / "save it as night flight":
                # probed, "Shall I change dream #9: title to "night flight"?", a title the dream
                # just told never had) the save, titled: the journal gives it a title it lacks
                intents = await _saved_with_the_last_message(message, text, history) or intents
            # ("the second one", when the journal asked which dream a change meant: the change,
            # not that dream of the last list shown)
            picked = [i.name for i in intents] == ["show_dream"] and may_choose(text)
            if (
                (not intents or picked)
                and english
                and history is not None
                and (
                    may_amend(text)
                    or may_choose(text)
                    or gives_a_date(text)
                    or may_correct(text)
                    or may_ask_when(text)
                    or asks_for_a_title(text)
                )
            ):
                amended = await _amended_from_the_last_exchange(message, text, history)
                intents = amended or intents
            if not intents and english and history is not None:
                intents = await _told_further(message, text, history)
            if english and history is not None and says_had_that(text):
                # ("wats the meaning of dreaming about ur teeth falling out" / "i had that last
                # nite": that dream, in their words)
                last = await _read_last_messages(message, history, 1)
                had_it = dream_of_the_asked(text, last[0]) if last else None
                intents = [had_it] if had_it is not None else intents
            if (
                english
                and history is not None
                and [i.name for i in intents] in (["show_dream"], [])
                and names_the_one(text)  # (most messages: no history read)
                and (last := await _read_last_messages(message, history, 1))
                and (came_again := named_again(text, last[0])) is not None
            ):
                intents = [came_again]
            if (
                english
                and history is not None
                and says_a_meaning_of_theirs(text)  # (most messages: no history read)
                and (turns := await _last_turns(message, history, 1))
                and (replies := _said_by(turns, "assistant"))
                and (meant := meaning_of_the_looked_up(replies[0], text)) is not None
            ):
                # ("what does a spider mean" / "for me it means feeling trapped": the spider's)
                intents = [meant]
            held_back = False  # a dream told after asking that it not be kept: met, not read
            if english and history is not None:
                intents = await _dated_by_the_announcement(message, intents, history)
                intents = await _whose(message, intents, history)
                kept = await _not_saved_as_asked(message, intents, history)
                held_back, intents = len(kept) < len(intents), kept
            calls: list[ToolCall] = []
            # A message that tells a dream, or asks about one record, is answered by that action
            # alone: its words ("delete my dream about the glass forest") are not a search. Two
            # requests in one message: a told dream that asks what it means gets both.
            # A fact to keep, said with no question or request beside it ("Remember my brother's
            # name is Tomas"), is answered by keeping it: no read of what was kept before.
            # ("show me my dreams from october and delete the teeth one": the read, and the change
            # proposed after it)
            # (not when the read asked shows one dream, the one changed: "show me the snake dream
            # and delete it" is that dream, not the latest listed)
            read_then_change = change_after_request(text) is not None and not any(
                i.name == "show_dream" for i in intents
            )
            both = (
                (decided.route == "lookup_symbol" and asks_meaning(message.text))
                or read_then_change
                # ("what did i dream on my birthday" / "its october 14": probed, the day kept and
                # its night never read)
                or dated
                or _asked_after_saving_that(text) is not None
            )
            if (
                decided.route != "respond"
                and not held_back
                and (
                    both
                    or not any(
                        (i.name in _SELF_CONTAINED and i.args.get("dream") != "previous")
                        # ("change the date of that dream to december 3": probed, "change" was
                        # searched for beside the change proposed: a search's words are the
                        # request's own)
                        or (
                            i.name in ("edit_dream", "delete_dream")
                            and decided.route == "search_dreams"
                        )
                        # ("show me that dream", after one told: probed, the latest listed
                        # above it)
                        or (
                            i.name == "show_dream"
                            and decided.route == "recent_dreams"
                            and not decided.args
                        )
                        # ("what did i say it felt like", after a dream asked for: probed, their
                        # memories listed above it) a dream is no memory of theirs
                        or (i.name == "show_dream" and decided.route == "recall_memories")
                        or (
                            i.name in _KEEPS
                            and (not asks(text) or asks_to_keep_a_fact(text))
                            and fact_beside_request(text) is None
                        )
                        for i in intents
                    )
                )
            ):
                # "water, oceans, rivers and rain": one lookup for each symbol listed.
                symbols = (
                    listed_symbols(subject.text, str(decided.args.get("symbol", "")))
                    if decided.route == "lookup_symbol"
                    else [None]
                )
                for symbol in symbols:
                    args = decided.args if symbol is None else {**decided.args, "symbol": symbol}
                    calls.append(ToolCall(call_id=new_id("call"), name=decided.route, args=args))
            # "why do i always dream about water": its dreams, and what the dictionary reads in it
            if decided.route == "search_dreams" and asks_why_it_comes_back(text):
                with contextlib.suppress(ToolArgumentError):
                    asked = {"symbol": str(decided.args.get("query", ""))}
                    validate("lookup_symbol", asked)
                    calls.append(ToolCall(call_id=new_id("call"), name="lookup_symbol", args=asked))
            # "do i dream about water more than flying": each thing counted by its own search
            # (asked after the two were searched in turn: "which is more common", the comparison
            # its pronoun was read as)
            if decided.route == "search_dreams" and (
                (pair := compared_topics(text)) is not None
                or (pair := compared_topics(subject.text)) is not None
            ):
                calls = [c for c in calls if c.name != "search_dreams"] + [
                    ToolCall(call_id=new_id("call"), name="search_dreams", args={"query": topic})
                    for topic in pair
                ]
            # "what did I dream yesterday? also what does water mean?": each question of a
            # message that asks two gets its own read (the second was lost)
            if (
                english
                and not held_back
                and (read_then_change or not any(i.name in _SELF_CONTAINED for i in intents))
            ):
                questions = asked_questions(text)
                calls = _in_the_order_asked(questions, calls)
                more = _other_questions(policy, questions, calls)
                each = len(more) + sum(_of_the_search(i, q, calls) for i, q in enumerate(questions))
                if each >= 2 and each == len(questions):
                    # ("what my dreams from last week were about and which one was the
                    # happiest": probed, the read of the whole message, the latest dream, shown
                    # first) every question read on its own: the read of the whole answers none
                    calls = [c for c in calls if c.name != decided.route]
                calls = _shown_once(_without_joined_search(calls, more))
                calls = _each_mood(text, calls)
            if english:
                calls = [*calls, *_asked_after_telling(policy, text, intents, calls)]
                calls = [*calls, *_asked_after_change(policy, text, intents, calls)]
                calls = _without_count_before_delete(text, intents, calls)
            # A told dream is saved before any read (the read may find it); after a change asked
            # first ("delete my last dream and save this one instead: …"), in the order asked, so
            # "my last dream" is the one before it.
            changes_first = any(i.name in CHANGE_TOOLS for i in intents)
            saves = 0  # (several dreams told: saved in the order told)
            for intent in intents:
                first = intent.name == "save_dream" and not changes_first
                calls.insert(
                    saves if first else len(calls),
                    ToolCall(
                        call_id=new_id("call"),
                        name=intent.name,
                        args=dict(intent.args),
                        source="user",
                    ),
                )
                saves += first
            await tools_out.send(
                RunTools(
                    turn_id=message.turn_id,
                    conversation_id=message.conversation_id,
                    user_text=message.text,
                    calls=tuple(calls),
                )
            )
