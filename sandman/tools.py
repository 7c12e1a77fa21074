"""The tool registry: names, argument schemas and the read-only flag. No behaviour lives here.

Argument schemas are msgspec Structs; ``validate`` turns a loose ``dict`` from a parsed model
output into a checked Struct or raises ``ToolArgumentError`` with a one-line reason. The
implementations live with the data they touch (``sandman.storage``).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Any, Literal, Protocol

import msgspec

# Characters of one tool result's body, the one budget every tool result is cut to (a model's
# reply style may ask for less: ``ReplyStyle.result_chars``).
RESULT_BUDGET = 1200
# How lookup_symbol's result begins when nothing at all is known about the symbol (the responder
# reads it: then Sandman asks what the thing brings to mind, and the model does not guess).
NOTHING_KNOWN = "Nothing known about"
# ... and the two lines of a symbol that dreams mention but that no meaning is known for: no
# meaning of the user's, no dictionary entry (the reply has nothing to read it by).
NO_OWN_MEANING = "You have not saved a meaning for"
NO_ENTRY = "The dictionary has no entry for"
# save_dream's added line when a dream is told of a period, not a night ("i dreamt about my dad
# last week"): dated today until they say which night
#: How every proposed change ends: nothing is written until the user says yes.
AWAITS_YES = "Nothing changes until you say yes."
UNDATED_ASKED = "It's dated today for now: tell me which night it was, and I'll move it there."
# search_dreams' answer when a day of theirs is looked for ("what did i dream on my birthday") and
# no date of it is kept: the router reads a date given next as the fact to keep. (A promise said
# as a condition: "I'll remember it" alone counts as a claim it was kept.)
THEIR_DAY_ASKED = (
    "I don't know when your {day} is. If you tell me the date, I'll remember it, and then I can "
    "look at the dreams of that night."
)
# How continue_dream's answer begins when it put a word of the dream right ("wait it was my phone
# not my wallet"): the responder thanks them, and the model says nothing of it.
PUT_RIGHT = "Updated dream #"
# show_dream's answer for "the dream talked about" when the conversation has not been about one:
# the responder reads it when the message named a dream ("do you remember this dream")
NO_DREAM_TALKED_ABOUT = "This conversation has not been about a particular dream yet."
# A change's question when the words could mean several dreams: the router reads the numbers it
# lists back when the next message chooses one ("6", "the second one").
WHICH_ASKED = 'Which dream do you mean? {options}. Tell me its number, e.g. "dream {first}".'
# The topic of recall_memories that asks their own name ("whats my name"), in the message's own
# words: the journal reads the facts that say it ("my name is Sam"), not every fact with the word
# "name" in it.
OWN_NAME = "my name"

_Text = Annotated[str, msgspec.Meta(min_length=1, max_length=200)]
_LongText = Annotated[str, msgspec.Meta(min_length=1, max_length=1000)]
MAX_LIMIT = 50  # dreams one read brings back at most
_Limit = Annotated[int, msgspec.Meta(ge=1, le=MAX_LIMIT)]
_DreamText = Annotated[str, msgspec.Meta(min_length=1, max_length=4000)]
_Short = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]
_Date = Annotated[str, msgspec.Meta(pattern=r"^\d{4}-\d{2}-\d{2}$")]
_Day = Annotated[int, msgspec.Meta(ge=1, le=31)]


class ToolArgs(
    msgspec.Struct, frozen=True, kw_only=True, forbid_unknown_fields=True, omit_defaults=True
):
    """Base of every argument schema."""


class LookupSymbolArgs(ToolArgs, frozen=True, kw_only=True):
    symbol: _Text


class SearchDreamsArgs(ToolArgs, frozen=True, kw_only=True):
    """The dreams that say ``query``'s words, best match first; ``order="oldest"``: the
    earliest of them first ("when did I first dream about water?"), ``order="newest"`` the
    latest first ("the most recent one about water"); ``since``..``until``: of
    those dates only ("did I dream about water this month?"); ``others``: besides the dreams
    the conversation was just about ("any other dreams about flying?" after one was told)."""

    query: _Text
    order: Literal["newest", "oldest"] | None = None
    since: _Date | None = None
    until: _Date | None = None
    others: bool | None = None


class RecallMemoriesArgs(ToolArgs, frozen=True, kw_only=True):
    topic: _Text | None = None


class RecentDreamsArgs(ToolArgs, frozen=True, kw_only=True):
    """The latest dreams; or those dated ``since``..``until`` (a night: both the same), of a
    ``mood``, oldest first (``order="oldest"``), longest or shortest first (``"longest"``,
    ``"shortest"``: "whats the longest dream ive saved"); with ``overview``, how many there are,
    in which months, their moods and what comes back across them; with ``overview`` and
    ``shown``, what the dreams the conversation was just about have in common ("what do they
    have in common", after a search); with ``overview`` and ``weekdays``, on which days of the
    week they are dated ("what day of the week do i dream the most")."""

    limit: _Limit | None = None
    since: _Date | None = None
    until: _Date | None = None
    mood: _Short | None = None
    order: Literal["newest", "oldest", "longest", "shortest"] | None = None
    overview: bool | None = None
    shown: bool | None = None
    weekdays: bool | None = None


class SaveSymbolMeaningArgs(ToolArgs, frozen=True, kw_only=True):
    symbol: _Text
    meaning: _LongText


class RememberArgs(ToolArgs, frozen=True, kw_only=True):
    fact: _LongText


class SaveDreamArgs(ToolArgs, frozen=True, kw_only=True):
    text: _DreamText
    date: _Date | None = None
    title: _Short | None = None
    mood: _Short | None = None


class ContinueDreamArgs(ToolArgs, frozen=True, kw_only=True):
    """What the user told next of the dream they told just before in this conversation ("then the
    tide came in"), added to its text; ``mood``, how it felt, kept if the dream has none;
    ``dream``, the dream they named to add it to ("add to my last dream that…": ``"last"``, an
    id or words, as ``DreamRefArgs`` reads them) instead of the one just told."""

    text: _DreamText
    mood: _Short | None = None
    dream: _Text | None = None


class DreamRefArgs(ToolArgs, frozen=True, kw_only=True):
    """Which dream: ``"12"`` / ``"#12"`` (an id), ``"last"`` (the latest), ``"previous"`` (the one
    this conversation was just about), ``"earliest"`` / ``"latest of them"`` (of the ones it was
    just about), or words to search for."""

    dream: _Text


class EditDreamArgs(DreamRefArgs, frozen=True, kw_only=True):
    """``text`` replaces the dream's words; ``note`` is added after them (a correction such as
    "the wedding was my cousin's", which leaves the rest of the dream as it was)."""

    text: _DreamText | None = None
    note: _Text | None = None
    date: _Date | None = None
    #: A day of the dream's own month ("it was on the 8th, not the 9th"), when no date was said.
    day: _Day | None = None
    title: _Short | None = None
    mood: _Short | None = None


class ForgetArgs(ToolArgs, frozen=True, kw_only=True):
    """Which memory: an id (``"3"``, ``"#3"``) or its words; ``"everything"`` for every one
    (``FORGET_EVERYTHING``: "forget everything you know about me"); ``"everything about …"`` for
    every one of that thing ("delete everything i told you about my sister"), in one change."""

    memory: _Text


FORGET_EVERYTHING = "everything"


class UpdateMemoryArgs(ToolArgs, frozen=True, kw_only=True):
    """A fact as it is now, said to correct one kept before ("I work day shifts now"); the
    journal finds which kept fact it corrects."""

    fact: _LongText


class NoArgs(ToolArgs, frozen=True, kw_only=True):
    pass


class ToolResult(msgspec.Struct, frozen=True, kw_only=True):
    """A tool's output: ``text`` for the model; ``lead``, when set, the same facts in a sentence or
    two the user can read as the start of the reply; ``refs``, the ids of the dreams it showed;
    ``found``, for a read that answers "is there…", whether the journal holds what was asked
    (None when the question does not arise)."""

    text: str
    lead: str = ""
    refs: tuple[int, ...] = ()
    found: bool | None = None


class ToolSpec(msgspec.Struct, frozen=True, kw_only=True):
    name: str
    args_type: type[ToolArgs]
    read_only: bool
    description: str
    # Destructive tools only propose: the change happens when the user confirms in the next message.
    destructive: bool = False

    @property
    def arg_names(self) -> tuple[str, ...]:
        return self.args_type.__struct_fields__

    @property
    def required_args(self) -> tuple[str, ...]:
        info = msgspec.inspect.type_info(self.args_type)
        assert isinstance(info, msgspec.inspect.StructType)
        return tuple(f.name for f in info.fields if f.required)


class ToolArgumentError(ValueError):
    """A call's arguments do not fit the tool's schema (missing, unknown, wrong type, too long)."""


class UnknownToolError(KeyError):
    """No tool of that name."""


TOOLS: Mapping[str, ToolSpec] = {
    spec.name: spec
    for spec in (
        ToolSpec(
            name="lookup_symbol",
            args_type=LookupSymbolArgs,
            read_only=True,
            description="what a dream symbol means: the user's own meaning, the dictionary, past dreams with it",
        ),
        ToolSpec(
            name="search_dreams",
            args_type=SearchDreamsArgs,
            read_only=True,
            description="full-text search of the dream journal",
        ),
        ToolSpec(
            name="recall_memories",
            args_type=RecallMemoriesArgs,
            read_only=True,
            description="facts the user asked to remember, optionally about a topic",
        ),
        ToolSpec(
            name="recent_dreams",
            args_type=RecentDreamsArgs,
            read_only=True,
            description="journal entries: the latest, or of a night, a period or a mood, or the "
            "first ones; with overview, how many, when, which moods and what comes back",
        ),
        ToolSpec(
            name="save_symbol_meaning",
            args_type=SaveSymbolMeaningArgs,
            read_only=False,
            description="store what a symbol means to the user",
        ),
        ToolSpec(
            name="remember",
            args_type=RememberArgs,
            read_only=False,
            description="store a fact about the user",
        ),
        ToolSpec(
            name="show_dream",
            args_type=DreamRefArgs,
            read_only=True,
            description="one whole dream: by id, the latest, or the one just talked about",
        ),
        ToolSpec(
            name="save_dream",
            args_type=SaveDreamArgs,
            read_only=False,
            description="add a dream the user told to the journal",
        ),
        ToolSpec(
            name="continue_dream",
            args_type=ContinueDreamArgs,
            read_only=False,
            description="add what the user told next of the dream they just told to that dream",
        ),
        ToolSpec(
            name="offer_dream",
            args_type=SaveDreamArgs,
            read_only=False,
            destructive=True,
            description="ask whether a night the user told of was a dream (saved when they say yes)",
        ),
        ToolSpec(
            name="offer_memory",
            args_type=RememberArgs,
            read_only=False,
            destructive=True,
            description="ask whether to keep a lasting fact of their life they told in passing "
            "(kept when they say yes)",
        ),
        ToolSpec(
            name="delete_dream",
            args_type=DreamRefArgs,
            read_only=False,
            destructive=True,
            description="propose deleting a dream (done when the user confirms)",
        ),
        ToolSpec(
            name="edit_dream",
            args_type=EditDreamArgs,
            read_only=False,
            destructive=True,
            description="propose changing a dream's text, title, mood or date, or adding a note to its "
            "text (done when confirmed)",
        ),
        ToolSpec(
            name="forget",
            args_type=ForgetArgs,
            read_only=False,
            destructive=True,
            description="propose forgetting a memory, or every memory (done when the user confirms)",
        ),
        ToolSpec(
            name="update_memory",
            args_type=UpdateMemoryArgs,
            read_only=False,
            destructive=True,
            description="propose changing a kept fact the user corrected (done when the user confirms)",
        ),
        ToolSpec(
            name="confirm_change",
            args_type=NoArgs,
            read_only=False,
            description="carry out the change proposed in this conversation's previous turn",
        ),
        ToolSpec(
            name="decline_change",
            args_type=NoArgs,
            read_only=False,
            description="drop the change proposed in this conversation's previous turn",
        ),
    )
}
READ_ONLY_TOOLS: tuple[str, ...] = tuple(n for n, s in TOOLS.items() if s.read_only)
INTERACTIVE_TOOLS: tuple[str, ...] = tuple(n for n, s in TOOLS.items() if not s.read_only)
# A change to one record: proposed (the destructive tools, and the offer to save a dream),
# then confirmed or declined. The journal's own words answer such a turn.
CHANGE_TOOLS: frozenset[str] = frozenset(n for n, s in TOOLS.items() if s.destructive) | {
    "confirm_change",
    "decline_change",
}


def validate(name: str, args: Mapping[str, Any]) -> ToolArgs:
    """Check ``args`` against the schema of tool ``name``.

    Strings that hold numbers are accepted for numeric arguments (small models quote everything);
    anything else that does not fit raises ``ToolArgumentError`` naming the problem.
    """
    spec = TOOLS.get(name)
    if spec is None:
        raise UnknownToolError(name)
    try:
        return msgspec.convert(dict(args), spec.args_type, strict=False)
    except msgspec.ValidationError as exc:
        raise ToolArgumentError(f"{name}: {exc}") from None


class ToolBackend(Protocol):
    """What executes tools: ``sandman.storage.Journal`` is the real one.

    ``run_tool`` gets validated arguments and returns the result's body as plain text of at most
    ``budget`` characters (or a ``ToolResult`` that also carries a lead and the dreams it showed);
    ``conversation_id`` scopes what a conversation remembers (the dreams it was about, a change
    waiting for confirmation). It may raise, and the caller turns that into an error result.
    """

    async def run_tool(
        self, name: str, args: ToolArgs, *, budget: int = RESULT_BUDGET, conversation_id: str = ""
    ) -> str | ToolResult: ...
