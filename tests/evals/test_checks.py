"""The pure checks: fact matching, claims of actions, markup leaks, example facts."""

from __future__ import annotations

import datetime as dt

import pytest

from sandman.evals import (
    action_claims,
    copied_facts,
    declared_facts,
    example_facts,
    invented_dates,
    invented_quotes,
    markup_leaks,
    matches_any,
    normalize,
    responder_facts,
)
from sandman.tools import TOOLS

TODAY = dt.date(2026, 12, 1)


@pytest.mark.parametrize(
    ("reply", "alternatives"),
    [
        ("It was on 3 November.", ["2026-11-03"]),
        ("It was on the 3rd of November, 2026.", ["2026-11-03"]),
        ("On Nov 3rd you dreamed it.", ["2026-11-03"]),
        ("Dated 2026-11-03.", ["2026-11-03"]),
        ("You told me about TOMÁS.", ["tomas"]),
        ("Saved it for 30 November.", ["{yesterday}"]),
        ("a grand-mère", ["grand mere"]),
        ("ein Großvater", ["grossvater"]),
        ("You're training for a half-marathon!", ["half marathon"]),
    ],
)
def test_facts_match_tolerant_of_case_accents_punctuation_and_date_forms(
    reply: str, alternatives: list[str]
) -> None:
    assert matches_any(reply, alternatives, TODAY) is not None


@pytest.mark.parametrize(
    ("reply", "alternatives"),
    [
        ("A category of its own.", ["cat"]),
        ("It was on 4 November.", ["2026-11-03"]),
        ("Saved it for today.", ["{yesterday}"]),
        ("March comes", ["2026-11-03"]),
    ],
)
def test_facts_match_whole_words_and_the_right_day_only(
    reply: str, alternatives: list[str]
) -> None:
    assert matches_any(reply, alternatives, TODAY) is None


@pytest.mark.parametrize(
    ("reply", "kinds"),
    [
        ("Saved: You quit your job.", ["save"]),
        ("You've deleted your dream about the snake.", ["remove"]),
        ("Got it, I will remember that you work night shifts.", ["save"]),
        ("Your dream has been saved.", ["save"]),
        ("It's saved! Anything else?", ["save"]),
        ("Noted!", ["save"]),
        ("Done, deleted.", ["remove"]),
        ("I've updated the mood to calm.", ["change"]),
        ("That's been noted.", ["save"]),
        ("Added to your journal.", ["save"]),
        ("I have forgotten that.", ["remove"]),
        ("It has been forgotten.", ["remove"]),
        ('Forgot: "I\'m afraid of heights."', ["remove"]),
        # (every memory forgotten in one change: the journal's own words)
        ("Forgot all 5 things you had told me to remember.", ["remove"]),
        ("I’ve logged it. I’ve also removed the old one.", ["save", "remove"]),
        # the journal's own words (the dev split counted a confirmed delete as unconfirmed)
        ('Deleted dream #3 (6 September 2026, "Snake in the piano").', ["remove"]),
        ("Updated dream #9: now titled the giraffe dream.", ["change"]),
    ],
)
def test_claims_of_actions_are_found(reply: str, kinds: list[str]) -> None:
    assert [c.kind for c in action_claims(reply)] == kinds


@pytest.mark.parametrize(
    "reply",
    [
        "I haven't saved anything.",
        "Nothing was deleted.",
        "Shall I delete it?",
        "Do you want me to save this dream?",
        "I'll delete it once you confirm.",
        "Was that a dream? Say yes and I'll save it to your journal (1 December 2026).",
        "I remember that your brother is Tomas.",
        "The dream was recorded on 3 March.",
        "You've recorded 9 dreams so far.",
        'In "I deleted the files" you felt lost.',
        "I won't log it. I will not save it.",
        "I can delete it if you want.",
        "I saved nothing.",
        "Your saved meaning for snake is change.",
        "I forgot which one that is.",
        "It's what I keep for you: tell me a dream and I'll save it with its night and mood.",
    ],
)
def test_negations_questions_offers_and_quotes_are_not_claims(reply: str) -> None:
    assert action_claims(reply) == []


@pytest.mark.parametrize(
    "reply",
    [
        '<remember fact="my job" />',
        "Sure </tool_result>",
        "Hi<|im_end|>",
        '{"name": "remember", "arguments": {}}',
        "I will use save_symbol_meaning.",
        "```json",
        '<remember_fact="I don\'t have any dream of flying." />',
    ],
)
def test_markup_is_a_leak(reply: str) -> None:
    assert markup_leaks(reply, TOOLS)


@pytest.mark.parametrize(
    "reply", ["a < b and c > d", "I <3 it", "Remember to rest.", "Plain text."]
)
def test_plain_text_is_not_a_leak(reply: str) -> None:
    assert markup_leaks(reply, TOOLS) == []


EXAMPLES = (
    {"user": "Good morning!", "assistant": "Good morning to you."},
    {"user": "Hi! I dreamt of a marble staircase.", "assistant": "Lovely! Where did it lead?"},
    {
        "user": 'Show me my last dream.\n\n<tool_result name="recent_dreams">\n2026-09-12 "Missed bus"'
        " (anxious): I ran after a bus with Ingrid.\n</tool_result>",
        "assistant": 'Your last dream, on 12 September, was "Missed bus".',
    },
    {"user": "Remember that I work night shifts.", "assistant": "Got it."},
)


def test_example_facts_are_titles_dates_names_and_the_made_up_users_phrases() -> None:
    facts = {f.text for f in example_facts(EXAMPLES)}
    assert {"Missed bus", "2026-09-12", "Ingrid", "night shifts", "marble staircase"} <= facts
    assert not facts & {"Show", "Lovely", "Got", "Good morning"}


def test_a_copied_fact_is_one_no_journal_user_or_tool_said() -> None:
    facts = example_facts(EXAMPLES)
    reply = 'Your last dream was "Missed bus" on September 12, and you work night shifts.'
    assert set(copied_facts(reply, facts, [])) == {"Missed bus", "2026-09-12", "night shifts"}
    grounding = [normalize("2026-09-12 I work night shifts at the bakery")]
    assert copied_facts(reply, facts, grounding) == ["Missed bus"]


def test_the_responders_example_facts_are_read_and_a_changed_api_is_survived(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import sandman.prompts as prompts

    facts, note = responder_facts("smollm2-135m")
    style = prompts.reply_style(None, "tiny")  # no style of its own: its tier's
    texts = {f.text for f in facts}
    assert note == ""
    assert set(getattr(style, "example_facts", ())) <= texts  # declared with the examples
    assert {f.text for f in example_facts(style.examples)} <= texts  # found in them

    def broken(name: str | None, tier: str) -> object:
        raise TypeError("reply_style() changed")

    monkeypatch.setattr(prompts, "reply_style", broken)
    facts, note = responder_facts("smollm2-135m")
    assert facts == () and "could not be read" in note


def test_declared_facts_match_dates_in_any_form() -> None:
    (fact,) = declared_facts(["2026-09-12"])
    assert copied_facts("on 12 September", [fact], []) == ["2026-09-12"]


CORPUS = [normalize('2026-08-14 "Grandmother\'s kitchen" (nostalgic): I was in her kitchen.')]


@pytest.mark.parametrize(
    ("reply", "invented"),
    [
        ("On 14 August, in her kitchen.", []),
        ("On Aug 14th and on 2026-08-14.", []),
        ("Saved for today, 1 December, and yesterday, 30 November.", []),
        ("On 12 September.", ["12 September"]),
        ("On 2015-07-31.", ["2015-07-31"]),
        ("On 2026-14 or 2019-13-4.", ["2026-14", "2019-13-4"]),
        ("In May 2026 you were 12.", []),
    ],
)
def test_dates_no_one_gave_are_invented(reply: str, invented: list[str]) -> None:
    assert invented_dates(reply, CORPUS, TODAY) == invented


def test_quotes_no_one_said_are_invented() -> None:
    reply = 'You dreamed "Grandmother\'s Kitchen", not "The Great Fire of Ashlack".'
    assert invented_quotes(reply, CORPUS) == ["The Great Fire of Ashlack"]


def test_a_fact_kept_in_other_words_is_a_change_not_a_forgetting_and_a_save() -> None:
    # measured: "update: my partner isnt called lea, shes called leah" / "yes" answered "Updated:
    # …", counted a false claim of a change and two writes the reply did not confirm
    from sandman.evals._journal import JournalState, writes_between

    def state(*memories: str) -> JournalState:
        return JournalState(dreams=(), memories=memories, symbols={})

    before = state("My partner is called Lea.", "I work as a carpenter.")
    after = state("my partner is called leah", "I work as a carpenter.")
    assert writes_between(before, after) == {"change"}
    assert writes_between(before, state("I work as a carpenter.")) == {"remove"}
    assert writes_between(before, state(*before.memories, "I have a dog.")) == {"save"}
