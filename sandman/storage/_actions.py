"""The chat's own journal actions: save a told dream, show one, and changes that wait for a yes.

Destructive changes (deleting or rewriting a dream, forgetting a memory) are never done by the
message that asks for them: ``_propose`` resolves which record is meant and stores the change for
the conversation; only ``_confirm`` in the *next* turn of the same conversation carries it out.
Any other next message lets the proposal lapse (it records how many turns came before it).

Which dream a message means: an id (``12``, ``#12``, ``dream 12``), ``last`` (the latest entry),
``previous`` (what the conversation was just about), or words, searched for; several equally
good matches are listed back instead of guessing.
"""

from __future__ import annotations

import re
from datetime import date, timedelta

import msgspec

from ..language import (
    LIST_PLACES,
    ORDINALS,
    correction_of,
    correction_of_one,
    dated_fact,
    dream_period,
    dream_ref,
    latest_day,
    numbers,
    puts_one_right,
    singular,
    tokens,
)
from ..tools import (
    AWAITS_YES,
    FORGET_EVERYTHING,
    NO_DREAM_TALKED_ABOUT,
    PUT_RIGHT,
    WHICH_ASKED,
    DreamRefArgs,
    EditDreamArgs,
    ForgetArgs,
    RememberArgs,
    SaveDreamArgs,
    ToolArgs,
    ToolResult,
    UpdateMemoryArgs,
)
from ._db import Database, Row
from ._dreams import Dreams
from ._errors import JournalError
from ._leads import dream_label, dream_lead, human_date, saved_dream_lead
from ._links import Links
from ._memories import fact_as_kept
from ._overview import NAMING_WORDS, select_dreams
from ._records import MAX_FACT_CHARS, Dream, Memory, now_utc
from ._render import remembered_result
from ._rows import ensure_conversations
from ._words import SIMILAR, clip, fact_key

NOTHING_CHANGED = "Nothing was changed."

# The memory kept last, named so ("that last memory", "the last thing i told you", "what i just
# told you to remember")
_LAST_MEMORY = re.compile(
    r"^\W*(?:(?:that|the|my)\s+)?(?:last|latest|newest|most\s+recent)\s+(?:memory|fact|one|thing"
    r"(?:\s+i\s+(?:told|said\s+to|asked)\s+you(?:\s+to\s+remember)?)?)\W*$"
    r"|^\W*what\s+i\s+(?:just\s+)?(?:told|said\s+to|asked)\s+you(?:\s+to\s+remember)?(?:\s+just\s+now)?\W*$",
    re.IGNORECASE,
)


# "everything about my sister": every memory of one thing (``forget``)
_EVERYTHING_ABOUT = re.compile(rf"^{FORGET_EVERYTHING}\s+about\s+(?P<what>\S.*)$", re.IGNORECASE)
_ALL_OF_ONE = 20  # at most this many memories of one thing forgotten in one change


def _dreams_left(count: int) -> str:
    """How many dreams the journal holds after a delete, said."""
    if count == 0:
        return "Your journal has no dreams now."
    return f"{count} dream{'s are' if count != 1 else ' is'} left in your journal."


def _by_date(dream: Dream) -> tuple[str, int]:
    """A dream's place in the journal's order: its night, then its id."""
    return (dream.date, dream.id)


class _Context(msgspec.Struct, frozen=True, kw_only=True):
    """What a conversation was just about: ``dreams`` (the last turn's), and ``told``, the dream
    the user told in it (saved or added to) and ``told_turns``, how many turns came before that."""

    dreams: tuple[int, ...] = ()
    told: int | None = None
    told_turns: int = 0
    listed: tuple[int, ...] = ()
    """The last list of several dreams shown, kept while the turns after it show one of them
    ("when was the first one" and then "and the last one": the latest of the list, not of the
    one the first question showed; probed)."""


# "the elevator one was scary", "in the first one my mom was there": one of the dreams just told,
# named by a word of it or its order
_ONE_NAMED = re.compile(
    r"^\W*(?:(?:oh|and|but|also|ok(?:ay)?|so)\W+)*(?:in\s+)?(?:the|that)\s+(?P<what>[a-z]+)\s+(?:one|dream|nightmare)\b",
    re.IGNORECASE,
)


# How many turns after a dream was told (or added to) what they tell next still goes on with it:
# "then the tide came in" after a question about sandcastles in between.
TOLD_WITHIN_TURNS = 3


# "all my dreams", "every dream about snakes" (not "the dream where all the lights went out")
_EVERY = re.compile(
    r"^\s*(?:all|every|each)\s+(?:of\s+)?(?:my\s+|the\s+|your\s+)?(?:dreams?|entries|entry|nightmares?|them)\b"
    # ("delete everything": probed, "I couldn't find that dream in your journal")
    r"|^\W*(?:everything|all(?:\s+of\s+it)?|the\s+(?:whole|entire)\s+(?:thing|lot)|(?:(?:my|the)\s+)?(?:whole\s+|entire\s+)?(?:dream\s+)?(?:journal|diary))\W*$",
    re.IGNORECASE,
)
_VERB = {"delete_dream": "delete", "edit_dream": "change"}
# "the last two dreams", "my last 3 entries" (probed: "I couldn't find that dream"): the
# latest few, one at a time
_LATEST_FEW = re.compile(
    r"^\s*(?:the\s+|my\s+)?(?:last|latest|newest|most\s+recent)\s+"
    r"(?P<n>\d+|two|three|four|five|six|few|couple(?:\s+of)?)\s+(?:dreams|entries|nightmares|ones)\s*$",
    re.IGNORECASE,
)
_FEW = {"few": 3, "couple": 2}  # how many, said without a number
# "dream 3 and 4", "#3, #5 and #7": more than one dream by number
# Two dreams named in one change ("my dream about the exam and the one about teeth", "the teeth
# one and the exam one"): each found, the first proposed and the second named to ask for next
# (probed: "Which dream do you mean?" of the two, as if one were meant)
_AND_ANOTHER = re.compile(
    r"\s*(?:,\s*)?\b(?:and|&|\+)\s+(?:also\s+)?(?=(?:the|my|that)\s+(?:\w+\s+){0,3}?"
    r"(?:one|dream|nightmare)\b|the\s+one\b)",
    re.IGNORECASE,
)
_SEVERAL_IDS = re.compile(
    r"^\s*(?:(?:the\s+)?dreams?\s+)?(?:number\s+|no\.?\s*)?#?\d+(?:\s*(?:,|and|&|\+)\s*(?:dream\s+)?#?\d+)+\s*$",
    re.IGNORECASE,
)


def _forgot(fact: str) -> str:
    """``Forgot: "My sister is Anna".``, without a second stop after one the fact ends with."""
    quoted = clip(fact, 160)
    return f'Forgot: "{quoted}"' + ("" if quoted[-1:] in ".!?…" else ".")


def _which(found: list[Dream]) -> str:
    options = "; ".join(f"#{d.id} ({dream_label(d, within=True)})" for d in found[:3])
    return WHICH_ASKED.format(options=options, first=found[0].id)


def _day_of(dream: Dream, day: int) -> str | None:
    """``day`` of the month of ``dream``'s night ("on the 8th, not the 9th"), as an ISO date; of
    the month before when that day is still to come (a dream is of a night past), or None when
    neither month has it."""
    night = date.fromisoformat(dream.date)
    month_end = (night.replace(day=28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)
    found = latest_day(day, min(month_end, max(date.today(), night)), months=2)
    return None if found is None else found.isoformat()


# "all my dreams about my ex", "every dream with my boss in it": what the dreams held
_EVERY_ABOUT = re.compile(
    r"\b(?:about|with|of|where|mentioning)\s+(?:my\s+|the\s+|a\s+|an\s+)?(?P<what>[a-z][\w' -]{1,60}?)"
    r"(?:\s+in\s+(?:it|them))?\s*$",
    re.IGNORECASE,
)


def _one_at_a_time(name: str, dreams: list[Dream]) -> ToolResult:
    """The answer to a change asked of several dreams at once ("delete all my dreams", "delete
    dream 3 and 4"): one at a time, each confirmed; ``dreams`` listed to choose from."""
    text = f"I can only {_VERB.get(name, 'change')} one dream at a time, after you confirm it."
    text = " ".join([text, *([_which(dreams)] if dreams else []), NOTHING_CHANGED])
    return ToolResult(text=text, lead=text, refs=tuple(d.id for d in dreams))


def _listed(memories: list[Memory]) -> str:
    """Kept facts to choose from: ``"my cat is called miso" or "I have a cat called Io."``."""
    return " or ".join(f'"{clip(m.fact, 80)}"' for m in memories)


def _all_listed(memories: list[Memory]) -> str:
    """Kept facts, every one: ``"My sister's name is Anna." and "She lives in Lyon."``."""
    quoted = [f'"{clip(m.fact, 80)}"' for m in memories]
    return quoted[0] if len(quoted) == 1 else f"{', '.join(quoted[:-1])} and {quoted[-1]}"


def _changes_nothing(d: Dream, args: EditDreamArgs) -> bool:
    """Whether ``args`` only sets the title, mood or date ``d`` has already."""
    if args.text is not None or args.note is not None:
        return False
    return all(
        getattr(args, field) in (None, getattr(d, field)) for field in ("title", "mood", "date")
    )


def _edit_summary(d: Dream, args: EditDreamArgs) -> str:
    changes = []
    if args.title is not None:
        changes.append(f'title to "{clip(args.title, 60)}"')
    if args.mood is not None:
        changes.append(f"mood to {args.mood}")
    if args.date is not None:
        changes.append(f"date to {human_date(args.date)}")
    if args.text is not None:
        changes.append(f'text to "{clip(args.text, 120)}"')
    if args.note is not None:
        changes.append(f'add "{clip(args.note, 120)}" to its text')
    return f"change dream #{d.id} ({dream_label(d, within=True)}): {', '.join(changes)}"


_PENDING = "SELECT tool, args, summary, turns_before FROM pending_changes WHERE conversation_id = ?"


def _from_last_turn(row: Row | None, turns: int) -> tuple[str, dict[str, object], str] | None:
    """The change a ``_PENDING`` row holds (tool, args, summary), when it was proposed in the
    turn before this one (``turns`` so far); else None."""
    if row is None or int(row[3]) != turns - 1:
        return None
    return _decoded(row)


def _added(dream: Dream, text: str, mood: str | None) -> ToolResult:
    """What adding ``text`` (and ``mood``) to ``dream`` says: the dream, and the mood when it
    took it."""
    mood_said = f" (mood: {dream.mood})" if mood and dream.mood == mood else ""
    lead = f"Added to your dream #{dream.id}{mood_said}: {clip(text.strip(), 100)}"
    return ToolResult(text=lead, lead=lead, refs=(dream.id,))


def _kept_list(shown: tuple[int, ...], before: tuple[int, ...]) -> tuple[int, ...]:
    """The list a turn's ``shown`` dreams leave for "the first one" and "the last one": ``shown``
    when it holds several, else the list ``before`` while ``shown`` is one of it."""
    if len(shown) > 1:
        return shown
    return before if set(shown) <= set(before) else ()


def _decoded(row: Row) -> tuple[str, dict[str, object], str]:
    """The change a ``_PENDING`` row holds: its tool, arguments and summary."""
    return str(row[0]), msgspec.json.decode(str(row[1]), type=dict[str, object]), str(row[2])


def _noted(text: str, note: str) -> str:
    """A dream's text with a correction added after it, as its own paragraph."""
    note = note.strip()
    if note and note[-1] not in ".!?…":
        note += "."
    return f"{text.rstrip()}\n\n{note[:1].upper()}{note[1:]}"


class Actions(Dreams, Links):
    """``Journal``'s chat actions (a part of it: it sets ``_db``; the dream and link parts are its
    bases)."""

    _db: Database

    async def _set_context(
        self, conversation_id: str, dream_ids: tuple[int, ...], *, told: bool = False
    ) -> None:
        """Remember which dreams ``conversation_id`` was just about (for follow-ups); ``told``:
        the first of them is the dream the user told in this turn."""
        if not conversation_id or not dream_ids:
            return
        before = await self._context(conversation_id)
        turns = await self._turns(conversation_id) if told else 0
        # (two dreams told in one message, saved one after the other: both were just told, the
        # latest first, for "the elevator one was scary" to find its own)
        same_turn = told and before.told is not None and before.told_turns == turns
        now = (
            _Context(
                dreams=(*dream_ids, *(before.dreams if same_turn else ()))[:8],
                told=dream_ids[0],
                told_turns=turns,
            )
            if told
            else _Context(
                dreams=dream_ids[:8],
                told=before.told,
                told_turns=before.told_turns,
                listed=_kept_list(dream_ids[:8], before.listed),
            )
        )
        context = msgspec.json.encode(now).decode()
        async with self._db.write() as s:
            await ensure_conversations(s, [(conversation_id, now_utc())])
            await s.execute(
                "UPDATE conversations SET context = ? WHERE id = ?", (context, conversation_id)
            )

    async def _context(self, conversation_id: str) -> _Context:
        async with self._db.read() as s:
            row = await s.fetchone(
                "SELECT context FROM conversations WHERE id = ?", (conversation_id,)
            )
        if row is None or not row[0]:
            return _Context()
        try:
            return msgspec.json.decode(str(row[0]), type=_Context)
        except msgspec.DecodeError:
            return _Context()

    async def _context_dreams(self, conversation_id: str) -> tuple[int, ...]:
        return (await self._context(conversation_id)).dreams

    async def _add_to_dream(self, text: str, mood: str | None, conversation_id: str) -> ToolResult:
        """Add what the user told next to the dream they told in this conversation a turn or a
        few before; without one (none told, or told too long ago) nothing changes and the model
        answers the message on its own."""
        context = await self._context(conversation_id) if conversation_id else _Context()
        turns = await self._turns(conversation_id) if context.told is not None else 0
        if context.told is None or turns - context.told_turns > TOLD_WITHIN_TURNS:
            return ToolResult(text="No dream was told just before this in the conversation.")
        try:
            # a word of it put right ("wait it was my phone not my wallet"), where it says it
            fix = correction_of(text)
            if fix is None and puts_one_right(text):
                # ("wait no it was my keys": the word it replaces, read from the dream)
                fix = correction_of_one(text, (await self.get_dream(context.told)).text)
            if fix is not None and (fixed := await self.put_right(context.told, *fix)) is not None:
                lead = f'{PUT_RIGHT}{fixed.id}: "{fix[0]}" in place of "{fix[1]}": {clip(fixed.text, 160)}'
                return ToolResult(text=lead, lead=lead, refs=(fixed.id,))
            told = await self._told_one_named(text, context)
            dream = await self.add_to_dream(told, text.strip(), mood=mood)
        except JournalError:  # deleted since, or grown to the limit
            return ToolResult(text="No dream was told just before this in the conversation.")
        return _added(dream, text, mood)

    async def _told_one_named(self, text: str, context: _Context) -> int:
        """The dream of those just told that ``text`` names ("the elevator one was scary", "in
        the first one…", after two told in one message), else the one told last."""
        assert context.told is not None
        named = _ONE_NAMED.match(text)
        if named is None or len(context.dreams) < 2 or context.dreams[0] != context.told:
            return context.told
        what = named["what"].lower()
        told = context.dreams
        if what in LIST_PLACES:  # in the order told: the first told is the context's last
            at = LIST_PLACES[what]
            return told[::-1][at] if -len(told) <= at < len(told) else context.told
        found = []
        for dream_id in told:
            try:
                dream = await self.get_dream(dream_id)
            except JournalError:
                continue
            if re.search(rf"\b{re.escape(what)}", f"{dream.title} {dream.text}", re.IGNORECASE):
                found.append(dream_id)
        return found[0] if len(found) == 1 else context.told

    async def _add_to_named(
        self, text: str, mood: str | None, target: str, conversation_id: str
    ) -> ToolResult:
        """Add ``text`` to the dream they named ("add to my last dream that there was a dog too":
        probed, added to none, and the model made a dream up); the one it means must be clear."""
        found = await self._find_dreams(target, conversation_id)
        if not found and not await self.list_dreams(limit=1):
            lead = "Your journal has no dreams yet, so I added nothing. Tell me the dream, and I'll save it."
            return ToolResult(text=lead, lead=lead)
        if len(found) != 1:
            lead = (
                f"I couldn't tell which dream you mean by {target!r}, so I added nothing. "
                "Tell me its title or its date, and I'll add it there."
            )
            return ToolResult(text=lead, lead=lead)
        try:
            dream = await self.add_to_dream(found[0].id, text.strip(), mood=mood)
        except JournalError as exc:
            lead = f"I couldn't add that to dream #{found[0].id}: {exc}"
            return ToolResult(text=lead, lead=lead)
        return _added(dream, text, mood)

    async def _find_dreams(self, target: str, conversation_id: str) -> list[Dream]:
        """The dreams ``target`` may mean, best first (one when it is unambiguous)."""
        return (await self._named(target, conversation_id))[0]

    async def _named(self, target: str, conversation_id: str) -> tuple[list[Dream], bool]:
        """``_find_dreams``, and whether the words of ``target`` found only dreams that hold some
        of them ("the kitchen snake one": a kitchen in one dream, a snake in another)."""
        ref = dream_ref(target)
        if ref.kind == "id":
            try:
                return [await self.get_dream(int(ref.value))], False
            except JournalError:
                return [], False
        if ref.kind == "last":
            return await self.list_dreams(1), False
        if ref.kind == "before":
            return await self._dream_before(conversation_id), False
        if ref.kind == "after":
            return await self._dream_after(conversation_id), False
        if ref.kind == "previous":
            return await self._talked_about(conversation_id), False
        if ref.kind in ("earliest", "latest-of-them"):
            latest = ref.kind == "latest-of-them"
            return await self._end_of_talked_about(conversation_id, latest=latest), False
        if ref.kind == "nth":
            shown = await self._talked_about(conversation_id, listed=True)
            place = ORDINALS[ref.value] - 1
            return shown[place : place + 1], False
        try:
            searched = await self._search(target, 3)
        except JournalError:
            return [], False
        return [h.dream for h in searched.hits if h.level < SIMILAR], searched.partial

    async def _latest_of(self, said: str) -> list[Dream]:
        """The latest three dreams of the period ``said`` names ("all my dreams from october"),
        or of the journal when it names none."""
        period = dream_period(said, date.today())
        if period is None:
            return await self.list_dreams(limit=3)
        dreams, _ = await select_dreams(
            self._db, since=period[0].isoformat(), until=period[1].isoformat(), limit=3
        )
        return dreams

    async def _talked_about(self, conversation_id: str, *, listed: bool = False) -> list[Dream]:
        """The dreams the conversation was just about that are still in the journal; ``listed``:
        the list of several shown last, when the turns since showed one of it (the one picked)."""
        context = await self._context(conversation_id)
        found: list[Dream] = []
        for dream_id in (context.listed or context.dreams) if listed else context.dreams:
            try:
                found.append(await self.get_dream(dream_id))
            except JournalError:
                continue
        return found

    async def _end_of_talked_about(self, conversation_id: str, *, latest: bool) -> list[Dream]:
        """The earliest by date of the dreams the conversation was just about ("when was the
        first one?" after a list of them), or the latest (``latest``: "what was the last one");
        without any, the journal's first or latest dream."""
        talked_about = await self._talked_about(conversation_id, listed=True)
        if talked_about:
            end = max if latest else min
            return [end(talked_about, key=lambda d: (d.date, d.id))]
        if latest:
            return await self.list_dreams(1)
        async with self._db.read() as s:
            row = await s.fetchone("SELECT id FROM dreams ORDER BY date, id LIMIT 1")
        return [] if row is None else [await self.get_dream(int(row[0]))]

    async def _dream_before(self, conversation_id: str) -> list[Dream]:
        """The dream dated just before the earliest one the conversation was about (without one:
        the second latest), as "and the one before it?" means."""
        talked_about = await self._talked_about(conversation_id)
        if not talked_about:
            return (await self.list_dreams(2))[1:]
        return await self._dated_next_to(min(talked_about, key=_by_date), after=False)

    async def _dream_after(self, conversation_id: str) -> list[Dream]:
        """The dream dated just after the latest one the conversation was about, as "and the one
        after it?" means (without one: none, as the latest has none after it)."""
        talked_about = await self._talked_about(conversation_id)
        if not talked_about:
            return []
        return await self._dated_next_to(max(talked_about, key=_by_date), after=True)

    async def _dated_next_to(self, anchor: Dream, *, after: bool) -> list[Dream]:
        """The dream dated just after ``anchor`` (or just before it), the same night's by id."""
        side, order = (">", "ASC") if after else ("<", "DESC")
        async with self._db.read() as s:
            row = await s.fetchone(
                f"SELECT id FROM dreams WHERE date {side} ? OR (date = ? AND id {side} ?) "
                f"ORDER BY date {order}, id {order} LIMIT 1",
                (anchor.date, anchor.date, anchor.id),
            )
        return [] if row is None else [await self.get_dream(int(row[0]))]

    async def _save_dream(
        self,
        text: str,
        *,
        date: str | None,
        title: str | None,
        mood: str | None,
        conversation_id: str = "",
    ) -> ToolResult:
        """Add a told dream; the same text for the same night is saved only once. Saved again
        with a mood or title the stored one lacks ("save this one as scary" after it was
        saved), it takes them: filling an empty field changes nothing the user told. With a
        ``conversation_id``, a mood or title other than the one kept is proposed as a change
        there, for a yes ("save it as joyful", of a dream saved as terrified: probed, "That dream
        is already in your journal as #9 (…mood: terrified)", the mood asked for said nowhere)."""
        day = date
        told = text.strip()
        async with self._db.read() as s:
            row = await s.fetchone(
                "SELECT id FROM dreams WHERE text = ? AND (? IS NULL OR date = ?) ORDER BY id DESC LIMIT 1",
                (told, day, day),
            )
            if row is None:
                # ... or the latest dream, told so and added to since ("i dreamt biscuit could
                # talk" / "he told me he loved me lol" / "save it": probed, saved twice)
                # (as ``add_to_dream`` joins them)
                start = f"{told}{'' if told[-1:] in '.!?…' else '.'} "
                row = await s.fetchone(
                    "SELECT id FROM dreams WHERE id = (SELECT max(id) FROM dreams) "
                    "AND substr(text, 1, ?) = ? AND (? IS NULL OR date = ?)",
                    (len(start), start, day, day),
                )
        if row is not None:
            dream = await self.get_dream(int(row[0]))
            new = False
            added = {
                "mood": mood if mood and not dream.mood else None,
                "title": title if title and not dream.title else None,
            }
            if any(added.values()):
                dream = await self.update_dream(dream.id, **added)
            other_mood = (
                mood if mood and dream.mood and dream.mood.casefold() != mood.casefold() else None
            )
            other_title = (
                title
                if title and dream.title and dream.title.casefold() != title.casefold()
                else None
            )
            if conversation_id and (other_mood or other_title):
                change = await self._propose(
                    "edit_dream",
                    EditDreamArgs(dream=str(dream.id), mood=other_mood, title=other_title),
                    conversation_id,
                )
                kept_as = f"That dream is already in your journal as #{dream.id}."
                return msgspec.structs.replace(
                    change,
                    text=f"{kept_as}\n{change.text}",
                    lead=f"{kept_as}\n{change.lead or change.text}",
                )
        else:
            dream = await self.get_dream(
                await self.add_dream(text, date=date, title=title, mood=mood)
            )
            new = True
        lead = saved_dream_lead(dream, new)
        if new:
            lead = "\n".join([lead, *await self._links(dream)])
        return ToolResult(text=lead, lead=lead, refs=(dream.id,))

    async def _show_dream(self, args: DreamRefArgs, conversation_id: str) -> ToolResult:
        found, partly = await self._named(args.dream, conversation_id)
        if not found and dream_ref(args.dream).kind == "previous":
            # A question that only sounded like a follow-up: the model answers it on its own.
            return ToolResult(text=NO_DREAM_TALKED_ABOUT)
        if not found and dream_ref(args.dream).kind == "before":
            text = "No dream in the journal is dated before that one."
            return ToolResult(text=text, lead="That is the earliest dream in your journal.")
        if not found and dream_ref(args.dream).kind == "after":
            text = "No dream in the journal is dated after that one."
            return ToolResult(text=text, lead="That is the latest dream in your journal.")
        if not found:
            text = f"No dream in the journal matches '{clip(args.dream, 60)}'."
            return ToolResult(text=text, lead="I couldn't find that dream in your journal.")
        if partly and len(found) > 1:
            # none has all its words: which one is meant is asked, not guessed (measured: "the
            # kitchen snake one" showed the flooded kitchen)
            text = f"No dream has every word of '{clip(args.dream, 60)}'. {_which(found)}"
            return ToolResult(text=text, lead=text, refs=tuple(d.id for d in found[:3]))
        shown = found[:2] if dream_ref(args.dream).kind == "previous" else found[:1]
        body = "\n\n".join(dream_lead(d) for d in shown)
        if dream_ref(args.dream).kind == "words" and len(found) > 1:
            # others hold its words too: said, not hidden (probed: "show me the dream where i was
            # flying" showed "Flying lesson", though "Over the rooftops" says "I was flying")
            others = "; ".join(f"#{d.id} ({dream_label(d, within=True)})" for d in found[1:3])
            more = f" and {len(found) - 3} more" if len(found) > 3 else ""
            ask = f"show dream {found[1].id}"
            body += f'\n\nOthers match it too: {others}{more}. Say "{ask}" if you meant that one.'
        return ToolResult(text=body, lead=body, refs=tuple(d.id for d in shown))

    async def _turns(self, conversation_id: str) -> int:
        async with self._db.read() as s:
            row = await s.fetchone(
                "SELECT count(*) FROM turns WHERE conversation_id = ?", (conversation_id,)
            )
        return int(row[0]) if row else 0

    async def _asked_nothing_changed(self, conversation_id: str) -> bool:
        """Whether the conversation's last reply said a change was asked and not proposed
        ("Which dream do you mean? … Nothing was changed."): a yes or no after it answers that."""
        async with self._db.read() as s:
            row = await s.fetchone(
                "SELECT reply_text FROM turns WHERE conversation_id = ? ORDER BY id DESC LIMIT 1",
                (conversation_id,),
            )
        return row is not None and str(row[0]).rstrip().lower().endswith(NOTHING_CHANGED.lower())

    async def _nothing_waiting(self, conversation_id: str, answer: str) -> ToolResult:
        """A yes or a no with no change waiting for it. After a change that was not proposed, the
        journal says so (measured: "yes" after "Which dream do you mean? … Nothing was changed."
        got the model's "You have already confirmed that no changes were made."); else the
        model answers it (a yes to the companion's own question)."""
        text = "Nothing was waiting for the user's confirmation."
        if conversation_id and await self._asked_nothing_changed(conversation_id):
            return ToolResult(text=text, lead=f"{answer} {NOTHING_CHANGED}")
        return ToolResult(text=text)

    async def _store_change(
        self, conversation_id: str, tool: str, args: dict[str, object], summary: str
    ) -> None:
        turns = await self._turns(conversation_id)
        async with self._db.write() as s:
            await ensure_conversations(s, [(conversation_id, now_utc())])
            await s.execute(
                """INSERT INTO pending_changes (conversation_id, tool, args, summary, turns_before, created)
                   VALUES (?, ?, ?, ?, ?, ?)
                   ON CONFLICT (conversation_id) DO UPDATE SET tool = excluded.tool,
                       args = excluded.args, summary = excluded.summary,
                       turns_before = excluded.turns_before, created = excluded.created""",
                (
                    conversation_id,
                    tool,
                    msgspec.json.encode(args).decode(),
                    summary,
                    turns,
                    now_utc(),
                ),
            )

    async def _propose(self, name: str, args: ToolArgs, conversation_id: str) -> ToolResult:
        """Resolve what a destructive request means and store it until the user says yes."""
        if not conversation_id:
            raise JournalError("a change needs a conversation to be confirmed in")
        refs: tuple[int, ...] = ()  # the dream a change is proposed of
        then_asked = ""  # a second dream named in the same change, to be asked for next
        if isinstance(args, ForgetArgs) and args.memory.strip().lower() == FORGET_EVERYTHING:
            ids = await self.memory_ids()
            if not ids:
                text = "You haven't told me anything to remember, so there is nothing to forget."
                return ToolResult(text=text, lead=text)
            count = "the one thing" if len(ids) == 1 else f"all {len(ids)} things"
            summary = f"forget {count} you told me to remember"
            await self._store_change(conversation_id, name, {"ids": ids}, summary)
        elif isinstance(args, ForgetArgs) and (
            every := _EVERYTHING_ABOUT.match(args.memory.strip())
        ):
            # ("delete everything i told you about my sister": probed, all three memories
            # proposed) every memory of that one thing, in one change
            meant = await self.memories_meant(every["what"], limit=_ALL_OF_ONE)
            if not meant:
                text = f"No memory matches '{clip(every['what'], 60)}'; nothing was forgotten."
                return ToolResult(text=text, lead=text)
            if len(meant) == 1:
                summary = f'forget "{clip(meant[0].fact, 160)}"'
            else:
                summary = f"forget these {len(meant)} things: {_all_listed(meant)}"
            ids = [m.id for m in meant]
            await self._store_change(conversation_id, name, {"ids": ids, "some": True}, summary)
        elif isinstance(args, ForgetArgs):
            meant = await self._memories_meant(args.memory)
            if not meant:
                text = f"No memory matches '{clip(args.memory, 60)}'; nothing was forgotten."
                return ToolResult(text=text, lead=text)
            if len(meant) > 1:
                # "forget about the cat" with two cats remembered (measured: "No memory matches
                # 'the cat'"): which one, in their words
                text = (
                    f"Which should I forget: {_listed(meant)}? Tell me a few of its words. "
                    "Nothing was forgotten."
                )
                return ToolResult(text=text, lead=text)
            memory = meant[0]
            summary = f'forget "{clip(memory.fact, 160)}"'
            await self._store_change(conversation_id, name, {"id": memory.id}, summary)
        else:
            assert isinstance(args, DreamRefArgs)
            # a change that rewrites a dream's words is of one dream; others chain to a second
            rewrites = isinstance(args, EditDreamArgs) and (
                args.text is not None or args.note is not None
            )
            if (several := _SEVERAL_IDS.match(args.dream)) is not None:
                # "delete dream 3 and 4" (probed: "I couldn't find that dream"): two are proposed
                # one after the other (below); more, or a rewrite of two, are listed to choose from
                numbered: list[Dream] = []
                for dream_id in dict.fromkeys(int(n) for n in re.findall(r"\d+", several[0])):
                    try:
                        numbered.append(await self.get_dream(dream_id))
                    except JournalError:
                        continue
                if len(numbered) != 2 or rewrites:
                    return _one_at_a_time(name, numbered)
            if (few := _LATEST_FEW.match(args.dream)) is not None:
                said = few["n"].lower().split()[0]
                n = _FEW.get(said) or int(min(numbers(said), default=1))
                return _one_at_a_time(name, await self.list_dreams(limit=min(max(n, 1), 3)))
            if _EVERY.search(args.dream) and dream_ref(args.dream).kind != "id":
                # "delete all my dreams": a change is one dream at a time, each confirmed; those
                # of a period said ("all my dreams from october") are the ones listed, and those
                # of what they held ("all my dreams about my ex": probed, the latest listed)
                of = _EVERY_ABOUT.search(args.dream)
                if of is not None and dream_period(args.dream, date.today()) is None:
                    held = await self._find_dreams(of["what"], conversation_id)
                    if not held:
                        text = (
                            f"No dream in your journal mentions {clip(of['what'], 60)}, "
                            f"so nothing was changed."
                        )
                        return ToolResult(text=text, lead=text)
                    return _one_at_a_time(name, held)
                return _one_at_a_time(name, await self._latest_of(args.dream))
            # two dreams named: the first proposed, the second after it
            second: Dream | None = None
            if several is not None:
                found, second = numbered[:1], numbered[1]
            elif not rewrites and (two := await self._two_named(args.dream, conversation_id)):
                found, second = [two[0]], two[1]
            if second is not None:
                then_asked = (
                    f" I change one dream at a time: after this one, I'll ask about dream"
                    f" #{second.id} ({dream_label(second, within=True)})."
                )
            else:
                found = await self._find_dreams(args.dream, conversation_id)
            if (
                len(found) > 1
                and isinstance(args, EditDreamArgs)
                and dream_ref(args.dream).kind == "previous"
            ):
                # "whatever, save it as shopping cart chaos" after a meaning read showed three
                # dreams (probed: "Which dream do you mean?"): the dream they told among them
                told = (await self._context(conversation_id)).told
                found = [d for d in found if d.id == told] or found
            if not found:
                text = "I couldn't find that dream in your journal, so nothing was changed."
                if not (await self.browse_dreams(limit=1))[1]:
                    # ("mark my last dream as a nightmare", on a journal with none: tried, "I
                    # couldn't find that dream")
                    text = "Your journal has no dreams yet, so nothing was changed."
                return ToolResult(text=text, lead=text)
            if len(found) > 1 and dream_ref(args.dream).kind not in ("id", "last"):
                text = f"{_which(found)} {NOTHING_CHANGED}"
                return ToolResult(text=text, lead=text, refs=tuple(d.id for d in found[:3]))
            dream = found[0]
            if isinstance(args, EditDreamArgs):
                args = await self._with_edit_waiting(args, dream.id, conversation_id)
                if args.day is not None:
                    args = msgspec.structs.replace(
                        args, date=args.date or _day_of(dream, args.day), day=None
                    )
                if all(v is None for v in (args.text, args.note, args.title, args.mood, args.date)):
                    text = f"What should I change in dream #{dream.id}? {NOTHING_CHANGED}"
                    return ToolResult(text=text, lead=text, refs=(dream.id,))
                if _changes_nothing(dream, args):
                    # ("actually i dreamed it last night" of a dream saved as last night's)
                    said = dream_label(dream, within=True)
                    text = f"Dream #{dream.id} ({said}) has that already. {NOTHING_CHANGED}"
                    return ToolResult(text=text, lead=text, refs=(dream.id,))
                summary = _edit_summary(dream, args)
                stored = {k: v for k, v in msgspec.to_builtins(args).items() if v is not None}
                stored["id"] = dream.id
                if second is not None:
                    stored["then"] = second.id
                if args.note is not None:  # the text as it will be, made from the text seen now
                    stored["text"] = _noted(args.text or dream.text, args.note)
                    del stored["note"]
                await self._store_change(conversation_id, name, stored, summary)
            else:
                summary = f"delete dream #{dream.id} ({dream_label(dream, within=True)})"
                doomed: dict[str, object] = {"id": dream.id}
                if second is not None:
                    doomed["then"] = second.id
                await self._store_change(conversation_id, name, doomed, summary)
            # the dream asked about is the one talked about ("wait no" / "actually yes delete
            # it": probed, "I couldn't find that dream")
            refs = (dream.id,)
        text = f"Shall I {summary}? {AWAITS_YES}{then_asked}"
        return ToolResult(text=f"Waiting for the user's yes: {summary}.", lead=text, refs=refs)

    async def _two_named(self, said: str, conversation_id: str) -> tuple[Dream, Dream] | None:
        """The two dreams ``said`` names one after the other ("the exam one and the one about
        teeth"), each found alone and not the same; None when it names fewer or either is unsure."""
        parts = _AND_ANOTHER.split(said, maxsplit=1)
        if len(parts) != 2 or not all(p.strip() for p in parts):
            return None
        found = [await self._find_dreams(p.strip(), conversation_id) for p in parts]
        if any(len(f) != 1 for f in found) or found[0][0].id == found[1][0].id:
            return None
        return found[0][0], found[1][0]

    async def _propose_update(self, args: UpdateMemoryArgs, conversation_id: str) -> ToolResult:
        """Find the kept fact that ``args.fact`` corrects and store the change until the user
        says yes; with none, it is offered to keep as it is told ("btw my brother's name is
        tomas", nothing kept of him: probed, nothing said and nothing kept)."""
        if not conversation_id:
            raise JournalError("a change needs a conversation to be confirmed in")
        meant = await self.memories_corrected(args.fact)
        if not meant:
            return await self._offer_memory(RememberArgs(fact=args.fact), conversation_id)
        # (its words of time as the dates they mean, as a fact kept is: "actually i started
        # yesterday")
        fact = dated_fact(args.fact.strip(), date.today())
        new = clip(fact, 160)
        if len(meant) > 1:
            text = (
                f'Which should I change to "{new}": {_listed(meant)}? Tell me a few of its words. '
                f"{NOTHING_CHANGED}"
            )
            return ToolResult(text=text, lead=text)
        old = meant[0]
        # (a name as the kept fact wrote it: "my cat is called Ivy", of "I have a cat called Io.";
        # probed, "my cat is called ivy" kept)
        fact = _named_as_kept(fact, old.fact)
        new = clip(fact, 160)
        summary = f'change "{clip(old.fact, 160)}" to "{new}"'
        await self._store_change(
            conversation_id, "update_memory", {"id": old.id, "fact": fact}, summary
        )
        text = f"Shall I {summary}? {AWAITS_YES}"
        return ToolResult(text=f"Waiting for the user's yes: {summary}.", lead=text)

    async def _with_edit_waiting(
        self, args: EditDreamArgs, dream_id: int, conversation_id: str
    ) -> EditDreamArgs:
        """``args``, with what the change proposed in the conversation's last turn would set in
        the same dream and ``args`` does not ("call it "potato panic"" / "and set the mood to
        funny": one change, both asked; the second alone replaced the first)."""
        turns = await self._turns(conversation_id)
        async with self._db.read() as s:
            change = _from_last_turn(await s.fetchone(_PENDING, (conversation_id,)), turns)
        if change is None or change[0] != "edit_dream" or change[1].get("id") != dream_id:
            return args
        waiting = change[1]
        kept = {
            field: value
            for field in ("title", "mood", "date", "text")
            if getattr(args, field) is None
            and field in waiting
            and not (field == "text" and args.note is not None)
            and isinstance(value := waiting[field], str)
        }
        return msgspec.structs.replace(args, **kept) if kept else args

    async def _offer_dream(self, args: SaveDreamArgs, conversation_id: str) -> ToolResult:
        """Ask whether a night the user told of was a dream; saved if the next message says yes."""
        if not conversation_id:
            raise JournalError("an offer needs a conversation to be confirmed in")
        stored = {k: v for k, v in msgspec.to_builtins(args).items() if v is not None}
        day = human_date(args.date) if args.date else "today"
        summary = f"save it as a dream ({day})"
        await self._store_change(conversation_id, "save_dream", stored, summary)
        lead = f"Was that a dream? Say yes and I'll save it to your journal ({day})."
        return ToolResult(text=f"Waiting for the user's yes: {summary}.", lead=lead)

    async def _kept(self, fact: str, budget: int) -> ToolResult:
        """Keep ``fact`` (asked, or said yes to), its confirmation the lead."""
        # (as kept: its words of time that hold only today, as dates)
        fact = fact_as_kept(fact)
        added = await self.remember(fact)
        text = remembered_result(fact, added, budget)
        return ToolResult(text=text, lead=text)

    async def _offer_memory(self, args: RememberArgs, conversation_id: str) -> ToolResult:
        """Ask whether to keep a lasting fact of their life they told in passing ("my birthday is
        on march 3rd"); kept if the next message says yes, and said so if it is kept already."""
        if not conversation_id:
            raise JournalError("an offer needs a conversation to be confirmed in")
        # (dated as it is told, so that a yes tomorrow keeps the day it meant)
        fact = dated_fact(args.fact.strip(), date.today())
        kept = await self.memories_meant(fact, limit=3)
        if any(fact_key(m.fact) == fact_key(fact) for m in kept):
            lead = f'I remember that already: "{clip(fact, 160)}".'
            return ToolResult(text=lead, lead=lead)
        lead = f'Shall I remember that? Say yes and I\'ll keep it: "{clip(fact, 160)}".'
        return await self._offer_fact(fact, lead, conversation_id)

    async def _offer_fact(self, fact: str, lead: str, conversation_id: str) -> ToolResult:
        """Keep ``fact`` waiting for the user's yes in this conversation, asked with ``lead``."""
        summary = f'remember "{clip(fact, 160)}"'
        await self._store_change(conversation_id, "remember", {"fact": fact}, summary)
        return ToolResult(text=f"Waiting for the user's yes: {summary}.", lead=lead)

    async def _offered_again(self, topic: str | None, conversation_id: str) -> ToolResult | None:
        """A fact this conversation offered to keep and that was not kept (the offer went by
        unanswered), when it is about ``topic`` (any, with none): offered again; else None."""
        if not conversation_id:
            return None
        async with self._db.read() as s:
            row = await s.fetchone(_PENDING, (conversation_id,))
        if row is None:
            return None
        tool, args, _ = _decoded(row)
        fact = str(args.get("fact", "")) if tool == "remember" else ""
        words = {singular(w) for w in tokens(fact)}
        if not fact or (topic and not {singular(w) for w in tokens(topic)} & words):
            return None
        lead = (
            f'I haven\'t kept it yet: you told me earlier "{clip(fact, 160)}". Shall I remember it? '
            "Say yes and I will."
        )
        return await self._offer_fact(fact, lead, conversation_id)

    async def _memories_meant(self, target: str) -> list[Memory]:
        if (ref := dream_ref(target)).kind == "id":
            try:
                return [await self.get_memory(int(ref.value))]
            except JournalError:
                return []
        if _LAST_MEMORY.match(target):
            # "delete that last memory" (measured: "No memory matches 'that last memory'")
            return await self.memories(None, limit=1)
        return await self.memories_meant(target, limit=3)

    async def _take_change(self, conversation_id: str) -> tuple[str, dict[str, object], str] | None:
        """The change proposed in this conversation's previous turn (removed), or None."""
        turns = await self._turns(conversation_id)
        async with self._db.write() as s:
            row = await s.fetchone(_PENDING, (conversation_id,))
            await s.execute(
                "DELETE FROM pending_changes WHERE conversation_id = ?", (conversation_id,)
            )
        return _from_last_turn(row, turns)

    async def _confirm(self, conversation_id: str) -> ToolResult:
        taken = await self._take_change(conversation_id) if conversation_id else None
        if taken is None:
            return await self._nothing_waiting(conversation_id, "No change is waiting for a yes.")
        tool, args, _ = taken
        if tool == "save_dream":
            day, title, mood = (
                str(args[k]) if k in args else None for k in ("date", "title", "mood")
            )
            return await self._save_dream(str(args["text"]), date=day, title=title, mood=mood)
        if tool == "remember":
            return await self._kept(str(args["fact"]), MAX_FACT_CHARS + 40)
        if tool == "forget" and "ids" in args:
            ids = args["ids"]
            forgotten = await self.forget_memories(
                [int(str(i)) for i in ids] if isinstance(ids, list) else []
            )
            if not forgotten:
                lead = "There was nothing left to forget."
            elif len(forgotten) == 1:
                lead = _forgot(forgotten[0].fact)
            elif args.get("some"):
                lead = f"Forgot these {len(forgotten)} things: {_all_listed(forgotten)}."
            else:
                lead = f"Forgot all {len(forgotten)} things you had told me to remember."
            return ToolResult(text=f"Forgot {len(forgotten)} memories.", lead=lead)
        target = int(str(args["id"]))
        if tool == "update_memory":
            fact = str(args["fact"])
            old = await self.replace_memory(target, fact)
            lead = f'Updated: "{clip(fact, 160)}" (it was "{clip(old.fact, 160)}").'
            return ToolResult(text=lead, lead=lead)
        edits = {k: str(v) for k, v in args.items() if k in {"text", "title", "mood", "date"}}
        if tool == "delete_dream":
            gone = await self.delete_dream(target)
            lead = f"Deleted dream #{gone.id} ({dream_label(gone, within=True)})."
        elif tool == "forget":
            memory = await self.forget_memory(target)
            lead = _forgot(memory.fact)
        else:
            dream = await self.update_dream(target, **edits)
            lead = f"Updated dream #{dream.id}: now {dream_label(dream)}."
        if "then" in args and (asked := await self._then(tool, int(str(args["then"])), edits)):
            # the second dream named in the same change, proposed in turn
            await self._store_change(conversation_id, tool, asked[0], asked[1])
            lead += f" Shall I {asked[1]} too? {AWAITS_YES}"
        elif tool == "delete_dream":
            # (how many are left, once the last of the dreams asked is gone: "delete the teeth
            # dream and tell me how many dreams i have left", probed, counted before the yes)
            _, left = await self.browse_dreams(limit=1)
            lead += f" {_dreams_left(left)}"
        return ToolResult(text=lead, lead=lead, refs=() if tool != "edit_dream" else (target,))

    async def _then(
        self, tool: str, dream_id: int, edits: dict[str, str]
    ) -> tuple[dict[str, object], str] | None:
        """The change to propose of ``dream_id`` after the first was made (its stored args and
        summary), or None when that dream is gone or would not change."""
        try:
            dream = await self.get_dream(dream_id)
        except JournalError:
            return None
        if tool == "delete_dream":
            return {"id": dream.id}, f"delete dream #{dream.id} ({dream_label(dream, within=True)})"
        edit = EditDreamArgs(
            dream=str(dream.id),
            title=edits.get("title"),
            mood=edits.get("mood"),
            date=edits.get("date"),
        )
        if _changes_nothing(dream, edit):
            return None
        return {"id": dream.id, **edits}, _edit_summary(dream, edit)

    async def _decline(self, conversation_id: str) -> ToolResult:
        taken = await self._take_change(conversation_id) if conversation_id else None
        if taken is None:
            return await self._nothing_waiting(conversation_id, "OK.")
        # (an offer to keep a fact said no to: nothing was there to leave as it was)
        lead = "OK, I won't keep it." if taken[0] == "remember" else "OK, I left it as it was."
        return ToolResult(text=f"The user declined: {taken[2]}. {NOTHING_CHANGED}", lead=lead)


# "called Io", "named Anna", "name is Ana": a name, after the words that give it
_NAMED_CUE = re.compile(rf"\b({NAMING_WORDS})\s+([a-z][\w'-]*)", re.IGNORECASE)


def _named_as_kept(fact: str, kept: str) -> str:
    """``fact`` with the names it gives capitalized when ``kept``, the fact it corrects, wrote
    its name so ("my cat is called ivy", of "I have a cat called Io.": "… called Ivy")."""
    if not any(m[2][:1].isupper() for m in _NAMED_CUE.finditer(kept)):
        return fact
    return _NAMED_CUE.sub(lambda m: f"{m[1]} {m[2][:1].upper()}{m[2][1:]}", fact)
