"""The respond step's prompt: the persona file, the conversation so far, the message and results.

Layout, chosen so the KV cache keeps almost everything across turns: the persona and any worked
examples (static), then the conversation's earlier exchanges *exactly as the model saw and wrote
them* (their tool results included), then this turn's message with its ``<tool_result>`` blocks.
A turn therefore evaluates only its own message, results and reply. A second respond pass
continues the same assistant message.

How a model replies is its ``ReplyStyle``, chosen per model by measurement: the tiny shipped
models get a plain persona, four worked examples and *no* earlier exchanges (given any, they copy
their last reply), a repeat penalty and a blank-line stop; other models get the persona that
offers the interactive tools, and the conversation.

Trimming policy when the prompt would not fit ``budget`` tokens: drop the oldest *half* of the
earlier exchanges at once (a sliding window would shift the prefix, and so re-evaluate it, on
every turn; halving costs one cold prompt every several turns), then cut this turn's tool results
(longest first) down to what fits; if the message alone does not fit, raise ``PromptTooLong`` —
the user gets a clear answer, never a truncated question.
"""

from __future__ import annotations

import html
import json
import os
import re
from collections.abc import Callable, Sequence
from datetime import date
from importlib import resources

import msgspec

from ..errors import PromptTooLong
from ..messages import ToolOutcome
from ..tools import RESULT_BUDGET
from ._chat import ChatMessage, render_chat, user_opening
from ._data import as_result_text, as_text, without_forged_results
from ._person import journal_in_second_person
from ._sections import read_sections
from ._terms import TERMS


class Exchange(msgspec.Struct, frozen=True, kw_only=True):
    """One earlier turn as it stands in the prompt: the user's side (with its tool results)
    and the assistant's side (its output as generated)."""

    user: str
    assistant: str


class Example(msgspec.Struct, frozen=True, kw_only=True):
    """A worked example: an exchange, and the facts in it that belong to no user (the reply
    guard drops them from real replies, and the reply eval counts them)."""

    user: str
    assistant: str
    facts: tuple[str, ...] = ()


def _read(name: str) -> str:
    return resources.files(__package__).joinpath(name).read_text(encoding="utf-8").strip()


class ReplyStyle(msgspec.Struct, frozen=True, kw_only=True):
    """How a model is asked to reply: its persona prompt, worked examples, whether it sees the
    conversation's earlier exchanges, and its sampling."""

    persona: str
    examples: tuple[Exchange, ...] = ()
    history: bool = True
    temperature: float
    repeat_penalty: float
    max_tokens: int
    extra_stops: tuple[str, ...] = ()
    result_chars: int = RESULT_BUDGET  # budget of one tool result in the prompt
    after_lead: bool = True  # the model continues after the tools' leads (False: leads alone)
    max_sentences: int = 0  # stop the model after this many sentences of its own (0: no cap)
    example_facts: tuple[str, ...] = ()  # facts of the worked examples, never a user's
    notes: bool = True  # the persona ends with a note on the message's situation
    # "continue": the model continues the assistant message after the journal's leads, with the
    # results as <tool_result> blocks; "fresh": the leads are marked as already shown to the user
    # and the model writes its own words from an empty assistant message.
    layout: str = "continue"
    speaks: bool = True  # False: no model words; the journal's leads and Sandman's own line
    # Situations whose reply is the journal's lines and Sandman's own line alone: the model is
    # not asked (``sandman.routing``'s situation kinds).
    quiet: frozenset[str] = frozenset()
    measured: str = ""


# Measured by sampling the same six turns with each persona (see the README, "Prompts"): the
# 135M/270M models recite tag instructions back instead of using them, and ramble or loop without
# a repeat penalty; the explicit writes they cannot tag are done in the execute step instead.
# Tokens of tool results are most of what a turn evaluates before its first visible token.
RESULT_CHARS_SMALL = 600
_SMALL_EXAMPLES = msgspec.json.decode(_read("respond_small_examples.json"), type=list[Example])
SMALL_STYLE = ReplyStyle(
    persona=_read("respond_small.txt"),
    examples=tuple(Exchange(user=e.user, assistant=e.assistant) for e in _SMALL_EXAMPLES),
    example_facts=tuple(f for e in _SMALL_EXAMPLES for f in e.facts),
    history=False,
    notes=False,
    temperature=0.7,
    repeat_penalty=1.15,
    max_tokens=120,
    extra_stops=("\n\n",),
    result_chars=RESULT_CHARS_SMALL,
    max_sentences=2,
    measured="smollm2-135m on the bench conversation: with earlier exchanges in the prompt it "
    "copied its previous reply into every later turn (even one exchange was enough); with four "
    "worked examples and no history it answered each turn on its own terms. Tag instructions were "
    "recited back, never used.",
)
# Measured with `sandman eval replies` (README, "Replies"): the tiny models' own words invent
# people, dates and events or misread feelings on most turns that call for more than facts,
# whatever the persona, so the tiny tier's reply is the journal's lines and Sandman's own line.
LINES_STYLE = ReplyStyle(
    persona="",
    temperature=0.0,
    repeat_penalty=1.0,
    max_tokens=0,
    speaks=False,
    measured="smollm2-135m and gemma3-270m: invented or contradicted on most engaged turns",
)
# A model not known to be tiny: the persona ends with the situation's note, the journal's lines
# are marked as read, and the model writes its own one to three sentences.
DEFAULT_STYLE = ReplyStyle(
    persona=_read("respond.txt"),
    history=False,
    temperature=0.6,
    repeat_penalty=1.1,
    max_tokens=120,
    layout="fresh",
    max_sentences=3,
    quiet=frozenset({"question", "kept", "recurring"}),
    measured="recurring: qwen2.5-1.5b on five told recurring dreams (benchmarks/probe.py), two "
    "tied the dream to another the search found beside it ('…your teeth falling out was related "
    "to a curious green snake'); the rest: qwen2.5-1.5b, the reply eval's test split, its 44 turns where the journal answered "
    "a question or kept a fact (README, 'The companion'): the model's one sentence said the "
    "journal's answer again ('Yes, you did dream about Tomas.') on 17, was held back by the guard "
    "on 11, was wrong on 6 ('I did not have any dreams last week.', 'Thank you for your kind "
    "words!' to a meaning kept) and cost 1.1-6.0 s a turn after the answer was on screen",
)
# The conversation style: one persona for every situation that offers the interactive tools, the
# conversation's earlier exchanges kept in the prompt (and in the KV cache), the model continuing
# after the journal's lines. Measured against DEFAULT_STYLE on qwen2.5-1.5b (README, "Replies"):
# it spent its words on tags and wrote less of its own; kept to measure, and for a model that
# needs the conversation.
CONVERSATION_STYLE = ReplyStyle(
    persona=_read("respond_tools.txt"),
    notes=False,
    temperature=0.7,
    repeat_penalty=1.1,
    max_tokens=200,
)
# By name (a preset's ``reply_style`` names one when measurement found it better than its
# tier's; see README, "Replies"), and, to measure a style on any model: SANDMAN_REPLY_STYLE=small|lines|capable|conversation.
STYLES: dict[str, ReplyStyle] = {
    "small": SMALL_STYLE,
    "lines": LINES_STYLE,
    "capable": DEFAULT_STYLE,
    "conversation": CONVERSATION_STYLE,
}


def reply_style(name: str | None, tier: str) -> ReplyStyle:
    """The style for a model of ``tier`` whose preset names the style ``name`` (None: none
    measured for it): ``SANDMAN_REPLY_STYLE`` when set (for measuring), else the named one, else
    its tier's. The model's settings (``sandman.inference``'s ``PRESETS``: ``preset_style``,
    ``model_tier``) give both."""
    chosen = os.environ.get("SANDMAN_REPLY_STYLE", "").strip()
    if chosen:
        if chosen not in STYLES:
            raise ValueError(f"SANDMAN_REPLY_STYLE={chosen!r}: use one of {', '.join(STYLES)}")
        return STYLES[chosen]
    if name is not None:
        if name not in STYLES:
            raise ValueError(f"no reply style {name!r}: use one of {', '.join(STYLES)}")
        return STYLES[name]
    return LINES_STYLE if tier == "tiny" else DEFAULT_STYLE


_MIN_RESULT_CHARS = 160


SITUATION_NOTES = read_sections(_read("situations.txt"))
OWN_LINES = read_sections(_read("lines.txt"))
# a word of dreaming or sleep asked about ("term:lucid dream"): its written answer
OWN_LINES.update({f"term:{name}": answer for name, answer in TERMS.items()})


def situation_note(keys: Sequence[str]) -> str:
    """The note for a situation: the first of its ``keys`` (``Situation.keys``, the most
    specific first) that ``situations.txt`` has."""
    return next((SITUATION_NOTES[k] for k in keys if k in SITUATION_NOTES), "")


def own_line(keys: Sequence[str], today: date | None = None) -> str:
    """Sandman's own line for a situation when the model does not speak: the first of its
    ``keys`` that ``lines.txt`` has (an empty section: the journal's lines are the reply).
    ``{today}`` in a line is the date (``today``, else the machine's)."""
    line = next((OWN_LINES[k] for k in keys if k in OWN_LINES), "")
    return line.replace("{today}", f"{(today or date.today()):%A, %-d %B %Y}")


# The marks of a feeling whose lines are said once of a moment, a dream told with it too: "I'm so
# sorry. There's no right way to feel…" to "i miss him", right after "A dream of someone you've
# lost can be a lot…" and its second words (probed: three condolences in three turns). Not harm:
# harm told of their life after a dream of it is more than the dream ("What happened to you was
# not your fault…"); nor a dream told after a feeling (a dream is news)
_KIN_MARKS = frozenset({"grief", "hard"})


def kin_lines(keys: Sequence[str]) -> tuple[str, ...]:
    """Sandman's lines of the same mark as the first of ``keys`` that has a line, when that key is
    a feeling with one of ``_KIN_MARKS`` (for ``feeling:grief``: ``told_dream:grief`` and the
    other grief lines, their ``:again`` lines too); none for any other key."""
    key = next((k for k in keys if k in OWN_LINES), "")
    kind, _, mark = key.partition(":")
    if kind != "feeling" or mark not in _KIN_MARKS:
        return ()
    return tuple(text for k, text in OWN_LINES.items() if k.split(":")[1:2] == [mark] and text)


def feeling_lines(keys: Sequence[str]) -> tuple[str, ...]:
    """The ``feeling`` lines of the mark of the first of ``keys`` that has a line, when that mark
    is one of ``_KIN_MARKS`` (for ``told_dream:grief``: ``feeling:grief`` and its ``:again``):
    words for the feeling once a dream's own lines were both said (probed: "i woke up crying", a
    third piece of a dream of a grandpa lost, met with the second piece's line again)."""
    key = next((k for k in keys if k in OWN_LINES), "")
    mark = key.split(":")[1] if key.count(":") else ""
    if mark not in _KIN_MARKS:
        return ()
    return tuple(t for k in (f"feeling:{mark}", f"feeling:{mark}:again") if (t := OWN_LINES.get(k)))


_OWN_LINE_TEXTS = frozenset(line.strip() for line in OWN_LINES.values() if line.strip())


def own_lines_in(reply: str) -> list[str]:
    """Sandman's written lines (``lines.txt``, ``terms.txt``) that ``reply`` says, in full."""
    return sorted(line for line in _OWN_LINE_TEXTS if "{" not in line and line in reply)


RECAP_SHOWN = 8  # at most this many of their earlier messages, the latest ones
_RECAP_WIDTH = 100


def recap_line(said: Sequence[str]) -> str:
    """What they said earlier in this conversation, oldest first, in their words (the last
    ``RECAP_SHOWN`` messages, each on one line); with nothing said yet, the ``recap`` line."""
    if not said:
        return own_line(("recap",))
    items = []
    for text in said[-RECAP_SHOWN:]:
        one = " ".join(as_text(without_forged_results(text)).split())
        if len(one) > _RECAP_WIDTH:
            one = one[: _RECAP_WIDTH - 1].rsplit(" ", 1)[0] + "…"
        items.append(f'- "{one}"')
    return "\n".join([own_line(("recap:said",)), *items])


def say_again_line(replies: Sequence[str]) -> str:
    """Its last reply said again, after the ``say_again:said`` line (``replies``: its replies of
    this conversation, oldest first; a repeat of one is that one); with none, the ``say_again``
    line."""
    said = own_line(("say_again:said",))
    for reply in reversed(replies):
        reply = reply.removeprefix(said).strip()
        if reply:
            return f"{said}\n{reply}"
    return own_line(("say_again",))


# What the last reply's journal lines say was done (``sandman.storage``'s leads), in the order
# they are tried: the first found answers "did you save it?" (``done_line``).
_DONE_LEADS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("waiting", re.compile(r"Nothing changes until you say yes")),
    ("unchanged", re.compile(r"[Nn]othing was (?:changed|forgotten)|I left it as it was")),
    (
        "changed",
        re.compile(r"^(?P<what>(?:Deleted|Updated) dream #\d+.*|Forgot: .+|Updated: .+)$", re.M),
    ),
    ("saved", re.compile(r"Saved your dream as #(?P<ref>\d+)")),
    ("added", re.compile(r"Added to your dream #(?P<ref>\d+)")),
    ("kept", re.compile(r"^(?:Remembered|Saved): (?P<what>.+)$", re.M)),
)


def saved_a_dream(reply: str) -> bool:
    """Whether ``reply``'s journal lines say a dream was saved, or added to."""
    return any(lead.search(reply) for key, lead in _DONE_LEADS if key in ("saved", "added"))


def done_line_of(replies: Sequence[str]) -> str:
    """``done_line`` of the latest of ``replies`` (newest first) that did something: a reply that
    was only Sandman's own line (to "wait undo that") did nothing, so "what did you just delete"
    after it reads the one before it; nor did a read ("ok save it" after what the dream means,
    the dream saved before it: probed, "Nothing was saved or changed just before this.")."""
    for reply in replies:
        if reply.strip() not in _OWN_LINE_TEXTS and any(
            lead.search(reply) for _, lead in _DONE_LEADS
        ):
            return done_line(reply)
    return own_line(("done_asked",))


def done_line(last_reply: str) -> str:
    """Sandman's answer to "did you save it?" from ``last_reply``, the reply before it: what its
    journal lines say was done, waits for a yes, or was left unchanged; else that nothing was."""
    for key, lead in _DONE_LEADS:
        if (found := lead.search(last_reply)) is not None:
            named = found.groupdict()
            line = own_line((f"done_asked:{key}",))
            return line.replace("{ref}", named.get("ref") or "").replace(
                "{what}", (named.get("what") or "").strip()
            )
    return own_line(("done_asked",))


class RenderedPrompt(msgspec.Struct, frozen=True, kw_only=True):
    prompt: str
    user_turn: str  # this turn's user side as rendered (to keep for the next turn)
    kept: int  # how many earlier exchanges fit


def persona_for(style: ReplyStyle, keys: Sequence[str] = ("other",)) -> str:
    """The system text of a respond prompt: the persona, and the situation's note after it."""
    if not style.notes:
        return style.persona
    return f"{style.persona}\n{situation_note(keys)}"


def static_prefix(family: str, style: ReplyStyle) -> str:
    """The part of every respond prompt that never changes: worth evaluating once, up front
    (empty for a style that does not speak). With situation notes, the persona alone: the
    system block goes on with the note."""
    if not style.speaks:
        return ""
    if style.notes:
        marker = "\x00"
        text = render_chat(
            family, [("system", f"{style.persona}\n{marker}")], open_assistant_turn=True
        )
        return text[: text.index(marker)] if marker in text else ""
    messages: list[ChatMessage] = [("system", style.persona)]
    for exchange in style.examples:
        messages += [("user", exchange.user), ("assistant", exchange.assistant)]
    return render_chat(family, messages, open_assistant_turn=False)


def note_heads(family: str, style: ReplyStyle) -> tuple[str, ...]:
    """The first turn (the system text: the persona and a situation's note) of a respond prompt
    and the opening of the user's turn after it, for each different note of ``situations.txt``,
    in its order. Read into the cache before the turns that need them (``warm_up_responder``),
    a turn then evaluates its message and results, not its note. Empty for a style without
    notes, and for a family that folds the system text into the user's turn (its prompts have no
    first turn of their own to keep)."""
    if not style.speaks or not style.notes:
        return ()
    heads: list[str] = []
    for key in SITUATION_NOTES:
        system: list[ChatMessage] = [("system", persona_for(style, (key,)))]
        head = render_chat(family, system, open_assistant_turn=False)
        whole = render_chat(family, [*system, ("user", "hello")])
        if head and whole.startswith(head):
            head = head.removesuffix("\n") + user_opening(family)
            if whole.startswith(head) and head not in heads:
                heads.append(head)
    return tuple(heads)


def render_result(
    outcome: ToolOutcome, *, max_chars: int | None = None, second_person: bool = False
) -> str:
    """One ``<tool_result>`` block. Its body is data: no tag, call or special token in it is live
    (``_data.as_result_text``). ``second_person``: the user's own words in it are turned to
    "you" (``_person``), so that the model does not take them over as its own."""
    body = outcome.output if max_chars is None else _cut(outcome.output, max_chars)
    if second_person:
        body = _DATED_ITEM.sub("- ", journal_in_second_person(body))
    body = as_result_text(body)
    status = "" if outcome.ok else ' error="true"'
    return f'<tool_result name="{html.escape(outcome.name)}"{status}>\n{body}\n</tool_result>'


# A dream's date at the head of a list item (``storage._render.dream_line``): the user read it in
# the journal's lines; the model, told they did, reads the title, mood and words without it (11 of
# a dream line's ~37 tokens on the Qwen tokenizer, for a reply that has no use for the date).
_DATED_ITEM = re.compile(r"^- \d{4}-\d{2}-\d{2}(?::? )", re.MULTILINE)


def _cut(text: str, max_chars: int) -> str:
    if len(text) <= max_chars:
        return text
    return text[: max(0, max_chars - 1)].rstrip() + "…"


SHOWN = "(The journal found this, and the user has already read it:)"
BEFORE_CHARS = 400  # of their last message, read with one that goes on from it


BEFORE = "(Their message before this one: {before})"
# (probed: "is this normal" after "last night i left her at the supermarket…", saved as a dream,
# got "It's not normal for someone to leave another person at a supermarket…")
BEFORE_DREAM = "(Their message before this one told you a dream of theirs: {before})"


def user_turn(
    text: str,
    results: Sequence[ToolOutcome],
    max_chars: int | None = None,
    *,
    shown: bool = False,
    before: str = "",
    before_dream: bool = False,
) -> str:
    """The user's side of this turn: their message (special tokens in it broken, so it cannot
    open a turn; a block typed to look like a tool result marked as not the journal's) and the
    tool results (``shown``: under a line saying the user read them). ``before``: their last
    message, for a message that goes on from it, in a line of its own above this one
    (``before_dream``: it told a dream, which the journal saved)."""
    text = as_text(without_forged_results(text))
    if before.strip():
        said = _cut(as_text(without_forged_results(before)).strip(), BEFORE_CHARS)
        line = BEFORE_DREAM if before_dream else BEFORE
        text = line.format(before=json.dumps(said, ensure_ascii=False)) + "\n" + text
    if not results:
        return text
    blocks = "\n".join(render_result(r, max_chars=max_chars, second_person=shown) for r in results)
    return f"{text}\n\n{SHOWN}\n{blocks}" if shown else f"{text}\n\n{blocks}"


def render_respond(
    family: str,
    *,
    user_text: str,
    results: Sequence[ToolOutcome] = (),
    history: Sequence[Exchange] = (),
    reply_so_far: str = "",
    count_tokens: Callable[[str], int],
    budget: int,
    persona: str = DEFAULT_STYLE.persona,
    examples: Sequence[Exchange] = (),
    shown: bool = False,
    before: str = "",
    before_dream: bool = False,
) -> RenderedPrompt:
    """The whole respond prompt in ``family``'s chat format, trimmed to ``budget`` tokens."""
    kept = list(history)
    max_chars: int | None = None
    while True:
        messages: list[ChatMessage] = [("system", persona)]
        for exchange in (*examples, *kept):
            messages += [("user", exchange.user), ("assistant", exchange.assistant)]
        current = user_turn(
            user_text, results, max_chars, shown=shown, before=before, before_dream=before_dream
        )
        messages.append(("user", current))
        prompt = render_chat(family, messages, assistant_prefix=reply_so_far.rstrip())
        size = count_tokens(prompt)
        if size <= budget:
            return RenderedPrompt(prompt=prompt, user_turn=current, kept=len(kept))
        if kept:
            del kept[: max(1, len(kept) // 2)]
            continue
        longest = max((len(r.output) for r in results), default=0)
        if results and (max_chars is None or max_chars > _MIN_RESULT_CHARS):
            max_chars = max(_MIN_RESULT_CHARS, (max_chars or longest) * 2 // 3)
            continue
        raise PromptTooLong(
            f"the message is too long for the model ({size} tokens with the instructions; "
            f"at most {budget} fit): please shorten it"
        )
