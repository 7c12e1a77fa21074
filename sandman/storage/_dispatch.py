"""Running one validated tool call against the journal: which method answers which tool, and the
result body (for the model), lead (for the user) and dream references each gives back."""

from __future__ import annotations

import re
from datetime import date

import msgspec

from ..language import dream_date, dream_period, without_life_events
from ..tools import (
    AWAITS_YES,
    OWN_NAME,
    THEIR_DAY_ASKED,
    TOOLS,
    UNDATED_ASKED,
    ContinueDreamArgs,
    DreamRefArgs,
    ForgetArgs,
    LookupSymbolArgs,
    NoArgs,
    RecallMemoriesArgs,
    RecentDreamsArgs,
    RememberArgs,
    SaveDreamArgs,
    SaveSymbolMeaningArgs,
    SearchDreamsArgs,
    ToolArgs,
    ToolResult,
    UpdateMemoryArgs,
)
from . import _leads, _overview, _render
from ._actions import Actions
from ._db import Database
from ._errors import JournalError
from ._render import Found
from ._search import closest
from ._words import SIMILAR, search_words

RECENT_DREAMS_DEFAULT = 5
# A fact that says their own name ("my name is Sam", "I'm called Sam", "call me Sam")
_OWN_NAME_SAID = re.compile(
    r"\b(?:my\s+name(?:'s|\s+is|s\s+is|s)|i'?m\s+called|i\s+am\s+called|call\s+me|i\s+go\s+by)\s+\w",
    re.IGNORECASE,
)
# A day of their own, looked for as a word ("what did i dream on my birthday": probed, "birthday"
# searched): the night they told Sandman it is
_THEIR_DAY = re.compile(
    # ("my last birthday", with its date read from the same message: probed, "I found no dream on
    # 3 April 2026 that mentions last birthday.")
    r"(?:(?:my|last|this|this\s+year'?s|last\s+year'?s|the)\s+)*(?P<day>birthday|bday|anniversary|wedding\s+anniversary)",
    re.IGNORECASE,
)
# The tools that tell a dream: what the user says next may go on with it (``continue_dream``).
_TELLS = frozenset({"save_dream", "continue_dream"})
_PROPOSES = frozenset({"edit_dream", "delete_dream"})  # a change of one dream, proposed


class Dispatch(Actions):
    """``Journal``'s tools: which of its methods answers which tool (a part of it: it sets
    ``_db``; the action part, and through it the others, are its bases)."""

    _db: Database

    async def _run_tool(
        self, name: str, args: ToolArgs, budget: int, conversation_id: str
    ) -> ToolResult:
        """See ``Journal.run_tool``."""
        result = await self._tool_result(name, args, budget, conversation_id)
        # (a dream just changed is the one talked about: "actually call it "pocket teeth"" after
        # its date was changed found no dream, probed)
        if result.refs and (
            TOOLS[name].read_only or name in _TELLS or name in _PROPOSES or name == "confirm_change"
        ):
            await self._set_context(conversation_id, result.refs, told=name in _TELLS)
        return result

    async def _besides_talked_about(self, found: Found, conversation_id: str) -> Found:
        """``found`` without the dreams the conversation was just about, saying so."""
        talked_about = {d.id for d in await self._talked_about(conversation_id)}
        kept = [h for h in found.hits if h.dream.id not in talked_about]
        left_out = [h for h in found.hits if h.dream.id in talked_about and h.level < SIMILAR]
        if len(kept) == len(found.hits):
            return found
        which = "the one" if len(talked_about) == 1 else f"the {len(talked_about)}"
        besides = f"besides {which} we just talked about"
        return found._replace(
            hits=kept,
            total=max(found.total - len(left_out), 0),
            within=f"{found.within}, {besides}" if found.within else besides,
        )

    async def _on_their_day(self, day: str, budget: int, conversation_id: str) -> ToolResult | None:
        """The dreams of the night of their ``day`` ("what did i dream on my birthday"), dated by
        what they told Sandman to remember of it; None when no date of it is kept."""
        told = next(
            (
                (m.fact, when)
                for m in await self.memories(day, limit=20)
                if (when := dream_date(m.fact, date.today())) is not None
            ),
            None,
        )
        if told is None:
            return None
        fact, when = told
        said = f'Your {day} is {when.day} {when:%B}, as you told me ("{fact}").'
        night = await self._tool_result(
            "recent_dreams",
            RecentDreamsArgs(since=when.isoformat(), until=when.isoformat()),
            budget - len(said) - 1,
            conversation_id,
        )
        return msgspec.structs.replace(
            night, text=f"{said} {night.text}", lead=f"{said}\n{night.lead}"
        )

    async def _tool_result(
        self, name: str, args: ToolArgs, budget: int, conversation_id: str
    ) -> ToolResult:
        match name, args:
            case "lookup_symbol", LookupSymbolArgs(symbol=symbol):
                return await self._lookup_symbol(symbol, budget)
            case "search_dreams", SearchDreamsArgs(
                query=query, order=order, since=since, until=until, others=others
            ):
                if not search_words(query):
                    text = f"'{query}' has no words to search for."[:budget]
                    return ToolResult(text=text, lead=text)
                period = (since or "0001-01-01", until or "9999-12-31") if since or until else None
                day = _THEIR_DAY.fullmatch(query.strip())
                their_day = day["day"].lower() if day else None
                if period is not None and their_day is not None:
                    # the night of that day, dated already: its dreams, whatever they say
                    return await self._tool_result(
                        "recent_dreams",
                        RecentDreamsArgs(since=since, until=until),
                        budget,
                        conversation_id,
                    )
                if period is None and their_day is not None:
                    night = await self._on_their_day(their_day, budget, conversation_id)
                    if night is not None:
                        return night
                found = await self._search(query, 8, counted=True, order=order, period=period)
                if period is None and their_day is not None and not found.hits:
                    # no date of it kept, and no dream that says the word: the date asked for
                    text = THEIR_DAY_ASKED.format(day=their_day)
                    return ToolResult(text=text[:budget], lead=text, found=False)
                if period is not None:
                    found = found._replace(within=_overview.period_words(since, until))
                if others:  # ("any other dreams about flying?" after one was told)
                    found = await self._besides_talked_about(found, conversation_id)
                text, lead, listed = "", "", found
                if period is not None and not found.hits:
                    # none in that period: the dreams that say it, whenever they were (the count
                    # asked of the period is its answer, none)
                    everywhere = await self._search(query, 8, counted=True, order=order)
                    if everywhere.hits:
                        text = _render.search_result(found, budget) + " Outside that period: "
                        lead = _leads.search_lead(found) + "\n"
                        listed = everywhere
                return ToolResult(
                    text=text + _render.search_result(listed, budget - len(text)),
                    lead=lead + _leads.search_lead(listed),
                    refs=tuple(h.dream.id for h in closest(listed.hits)[:3]),
                    # dreams that only mention related words: neither a yes nor a no
                    found=(
                        True
                        if any(h.level < SIMILAR for h in found.hits)
                        else None
                        if found.hits
                        else False
                    ),
                )
            case "recall_memories", RecallMemoriesArgs(topic=topic):
                if topic is not None and topic.casefold() == OWN_NAME:
                    # ("whats my name": every memory listed, none of them saying it)
                    every = await self.memories(None, limit=200)
                    facts = [m for m in every if _OWN_NAME_SAID.search(m.fact)]
                    topic = "your name"
                else:
                    facts = await self.memories(topic, limit=20)
                text = _render.memories_result(topic, facts, budget)
                lead = _leads.memories_lead(topic, facts)
                # a fact of this topic offered a moment ago and not kept: offered again, so a yes
                # keeps it (probed: "my brother's name is tomas" / "whats my brother called" got
                # "You haven't asked me to remember anything about brother yet.")
                offered = await self._offered_again(topic, conversation_id) if not facts else None
                if offered is not None:  # its one sentence, not "You haven't asked me…" first
                    text, lead = f"{text}\n{offered.text}", offered.lead
                return ToolResult(text=text, lead=lead, found=bool(facts))
            case "recent_dreams", RecentDreamsArgs(overview=True, shown=True) if (
                len(shown := await self._talked_about(conversation_id, listed=True)) >= 2
            ):
                # ("what do they have in common", after a search: probed, the whole journal's
                # overview)
                kept = [m.fact for m in await self.memories(None, limit=200)]
                lead = _overview.shared_lead(
                    shown, _overview.known_names(kept), _overview.kin_of_names(kept)
                )
                return ToolResult(
                    text=_overview.shared_result(shown, lead, budget),
                    lead=lead,
                    refs=tuple(d.id for d in shown[:3]),
                    found=True,
                )
            case "recent_dreams", RecentDreamsArgs(
                overview=None, shown=True, mood=str() as mood
            ) if len(shown := await self._talked_about(conversation_id, listed=True)) >= 2:
                # ("which was the scariest", after a search for flying or falling: probed, the
                # whole journal's scared dreams; their own moods answer it)
                lead = _overview.shown_of_a_mood_lead(shown, mood)
                of_mood = _overview.of_mood(shown, mood)
                return ToolResult(
                    text=lead,
                    lead=lead,
                    refs=tuple(d.id for d in of_mood[:3]),
                    found=bool(of_mood),
                )
            case "recent_dreams", RecentDreamsArgs(overview=True, weekdays=True) as a:
                _, dreams = await _overview.overview(
                    self._db, since=a.since, until=a.until, mood=a.mood
                )
                lead = _overview.weekdays_lead(dreams, _overview.asked(a.since, a.until, a.mood))
                return ToolResult(text=lead, lead=lead, found=bool(dreams))
            case "recent_dreams", RecentDreamsArgs(overview=True) as a:
                summary, dreams = await _overview.overview(
                    self._db, since=a.since, until=a.until, mood=a.mood
                )
                shown = dreams[::-1][: a.limit or 12]  # the newest, as the listing shows them
                nearest = (
                    await _overview.nearest_dreams(self._db, since=a.since, until=a.until)
                    if not dreams and (a.since or a.until) and not a.mood
                    else []
                )
                lead = _overview.overview_lead(
                    summary,
                    since=a.since,
                    until=a.until,
                    mood=a.mood,
                    dreams=shown,
                    nearest=nearest,
                )
                return ToolResult(
                    text=_overview.overview_result(summary, shown, lead, budget),
                    lead=lead,
                    refs=tuple(d.id for d in (shown or nearest)[:3]),
                    found=bool(dreams),
                )
            case "recent_dreams", RecentDreamsArgs(
                since=since, until=until, mood=mood, order="longest" | "shortest" as length
            ):
                found_dreams, total = await _overview.select_dreams(
                    self._db,
                    since=since,
                    until=until,
                    mood=mood,
                    length=length,
                    limit=args.limit or 1,
                )
                what = _overview.asked(since, until, mood)
                return ToolResult(
                    text=_overview.dreams_result(found_dreams, total, what, budget),
                    lead=_overview.length_lead(found_dreams, total, what, length),
                    refs=tuple(d.id for d in found_dreams[:3]),
                    found=total > 0,
                )
            case "recent_dreams", RecentDreamsArgs(
                since=since, until=until, mood=mood, order=order, limit=limit
            ) if since or until or mood or order == "oldest":
                oldest = order == "oldest"
                found_dreams, total = await _overview.select_dreams(
                    self._db,
                    since=since,
                    until=until,
                    mood=mood,
                    oldest_first=oldest,
                    limit=limit or RECENT_DREAMS_DEFAULT,
                )
                what = _overview.asked(since, until, mood)
                # no dream that night or in that period: the nearest on either side ("what did I
                # dream 2 days ago" answered only that there was none)
                nearest = (
                    await _overview.nearest_dreams(self._db, since=since, until=until)
                    if not total and (since or until) and not mood
                    else []
                )
                if not total and mood and _overview.widens_to_nightmares(mood):
                    # "which of my dreams were scary": none says scared, but the anxious and
                    # uneasy ones are what was asked for in other words
                    nearest, _ = await _overview.select_dreams(
                        self._db,
                        since=since,
                        until=until,
                        mood=_overview.NIGHTMARE,
                        oldest_first=oldest,
                        limit=limit or RECENT_DREAMS_DEFAULT,
                    )
                return ToolResult(
                    text=_overview.dreams_result(found_dreams, total, what, budget),
                    lead=_overview.dreams_lead(
                        found_dreams,
                        total,
                        since=since,
                        until=until,
                        mood=mood,
                        oldest_first=oldest,
                        nearest=nearest,
                        latest=limit == 1,
                        shown=_leads.lead_items(limit),
                    ),
                    # (none found: the nearest shown instead are the ones talked about; probed,
                    # "what was the mood" after last night's none and the nearest read nothing)
                    refs=tuple(d.id for d in (found_dreams or nearest)[:3]),
                    found=total > 0,
                )
            case "recent_dreams", RecentDreamsArgs(limit=limit):
                # (how many there are in all: "(and 2 more)" under the latest three said the
                # journal held five, of eight; probed, "how many are there" then went unanswered)
                found_dreams, total = await self.browse_dreams(limit=limit or RECENT_DREAMS_DEFAULT)
                return ToolResult(
                    text=_render.recent_result(found_dreams, budget),
                    lead=_leads.recent_lead(
                        found_dreams, _leads.lead_items(limit), total=None if limit else total
                    ),
                    refs=tuple(d.id for d in found_dreams[:3]),
                    found=bool(found_dreams),
                )
            case "save_symbol_meaning", SaveSymbolMeaningArgs(symbol=symbol, meaning=meaning):
                stored, previous = await self.save_symbol_meaning(symbol, meaning)
                text = _render.saved_symbol_result(stored, meaning.strip(), previous, budget)
                return ToolResult(text=text, lead=text)
            case "remember", RememberArgs(fact=fact):
                return await self._kept(fact, budget)
            case "save_dream", SaveDreamArgs(text=text, date=day, title=title, mood=mood):
                saved = await self._save_dream(
                    text, date=day, title=title, mood=mood, conversation_id=conversation_id
                )
                # (a period said of their life is not the dream's: "… my grandpa who passed
                # last year")
                told_of = (
                    dream_period(without_life_events(text), date.today()) if day is None else None
                )
                if (
                    saved.refs
                    and told_of is not None
                    and told_of[0] != told_of[1]
                    # (not below a change proposed of a dream kept already)
                    and AWAITS_YES not in saved.lead
                ):
                    # ("i dreamt about my dad last week": probed, dated today, and "it was on
                    # tuesday" after it added to its words) a night said only as a period
                    ask = f"\n{UNDATED_ASKED}"
                    saved = msgspec.structs.replace(
                        saved, text=saved.text + ask, lead=saved.lead + ask
                    )
                return saved
            case "continue_dream", ContinueDreamArgs(text=text, mood=mood, dream=None):
                return await self._add_to_dream(text, mood, conversation_id)
            case "continue_dream", ContinueDreamArgs(text=text, mood=mood, dream=str(named)):
                return await self._add_to_named(text, mood, named, conversation_id)
            case "offer_dream", SaveDreamArgs():
                return await self._offer_dream(args, conversation_id)
            case "offer_memory", RememberArgs():
                return await self._offer_memory(args, conversation_id)
            case "show_dream", DreamRefArgs():
                return await self._show_dream(args, conversation_id)
            case "delete_dream" | "edit_dream" | "forget", DreamRefArgs() | ForgetArgs():
                return await self._propose(name, args, conversation_id)
            case "update_memory", UpdateMemoryArgs():
                return await self._propose_update(args, conversation_id)
            case "confirm_change", NoArgs():
                return await self._confirm(conversation_id)
            case "decline_change", NoArgs():
                return await self._decline(conversation_id)
            case _:
                raise JournalError(f"no tool {name!r} takes {type(args).__name__}")
