"""The chat's journal actions: told dreams saved, one dream shown, changes that wait for a yes."""

from __future__ import annotations

from datetime import date

import pytest

from sandman.storage import Journal
from sandman.tools import ToolResult, validate


async def run(journal: Journal, name: str, conversation: str = "c1", **args: object) -> ToolResult:
    return await journal.run_tool(name, validate(name, args), conversation_id=conversation)


async def end_turn(journal: Journal, conversation: str, turn: str) -> None:
    await journal.append_exchange(conversation, turn, "message", "reply")


async def test_a_told_dream_is_saved_once_and_confirmed_with_its_date_and_id(
    journal: Journal,
) -> None:
    result = await run(
        journal, "save_dream", text="A forest of glass", date="2026-11-30", title="Glass"
    )
    [dream] = await journal.list_dreams()
    assert (dream.text, dream.date, dream.title) == ("A forest of glass", "2026-11-30", "Glass")
    assert (
        result.lead
        == f'Saved your dream as #{dream.id} "Glass" (30 November 2026): A forest of glass'
    )
    again = await run(journal, "save_dream", text="A forest of glass", date="2026-11-30")
    assert "already" in again.lead and len(await journal.list_dreams()) == 1


async def test_all_dreams_of_something_asked_away_are_those_that_hold_it(journal: Journal) -> None:
    # probed: "i want to delete all my dreams about my ex" listed the journal's latest three
    await journal.add_dream("Flying over the sea", date="2026-11-02")
    await journal.add_dream("A snake in the garden", date="2026-11-03")
    await journal.add_dream("Flying with my sister", date="2026-11-04")
    none = await run(journal, "delete_dream", dream="all my dreams about my ex")
    assert none.lead == "No dream in your journal mentions ex, so nothing was changed."
    flying = await run(journal, "delete_dream", dream="all my dreams about flying")
    assert "one dream at a time" in flying.lead and "snake" not in flying.lead.lower()
    assert len(flying.refs) == 2 and len(await journal.list_dreams()) == 3


async def test_the_latest_dream_added_to_since_is_not_saved_again(journal: Journal) -> None:
    # probed: "i dreamt biscuit could talk" / "he told me he loved me lol" (added to it) / "save
    # it": saved a second time
    told = await journal.add_dream("i dreamt biscuit could talk")
    await journal.add_to_dream(told, "he told me he loved me lol")
    again = await run(journal, "save_dream", text="i dreamt biscuit could talk")
    assert again.lead.startswith(f"That dream is already in your journal as #{told}")
    assert len(await journal.list_dreams()) == 1
    # ... the latest alone: an older dream that begins the same is a new telling
    await journal.add_dream("i dreamt of rain")
    await run(journal, "save_dream", text="i dreamt biscuit could talk")
    assert len(await journal.list_dreams()) == 3


async def test_a_dream_saved_again_with_a_mood_it_lacks_takes_it_and_keeps_the_rest(
    journal: Journal,
) -> None:
    # "save this one as scary" after the telling was saved: the mood was lost
    await run(journal, "save_dream", text="A man at the foot of my bed", date="2026-12-02")
    again = await run(journal, "save_dream", text="A man at the foot of my bed", mood="scary")
    [dream] = await journal.list_dreams()
    assert (dream.mood, dream.date, dream.title) == ("scary", "2026-12-02", None)
    assert again.lead.startswith("That dream is already in your journal") and "mood: scary" in (
        again.lead
    )
    # a mood or title it has is never overwritten by a save: a change is asked for and confirmed
    again = await run(
        journal, "save_dream", text="A man at the foot of my bed", mood="calm", title="Man"
    )
    [dream] = await journal.list_dreams()
    assert (dream.mood, dream.title) == ("scary", "Man")
    # ... and that change is proposed, for a yes (probed: "save it as joyful", after a dream
    # saved as terrified, said the dream was already kept and nothing of the mood asked for)
    assert again.lead.splitlines() == [
        f"That dream is already in your journal as #{dream.id}.",
        f'Shall I change dream #{dream.id} (2 December 2026, "Man", mood: scary): mood to calm? '
        "Nothing changes until you say yes.",
    ]
    await end_turn(journal, "c1", "t1")
    assert (await run(journal, "confirm_change")).lead.startswith(f"Updated dream #{dream.id}")
    [dream] = await journal.list_dreams()
    assert (dream.mood, dream.title) == ("calm", "Man")
    # the same mood again (any case) asks nothing
    same = await run(journal, "save_dream", text="A man at the foot of my bed", mood="Calm")
    assert "Shall I" not in same.lead


async def test_a_delete_request_only_proposes_and_the_next_yes_deletes(journal: Journal) -> None:
    snake = await journal.add_dream("A snake in the garden", date="2026-11-02", title="Snake")
    await journal.add_dream("Flying over the sea", date="2026-11-03")
    proposal = await run(journal, "delete_dream", dream="snake")
    assert proposal.lead.startswith(f"Shall I delete dream #{snake}")
    assert "until you say yes" in proposal.lead
    assert len(await journal.list_dreams()) == 2  # nothing deleted by the request itself
    await end_turn(journal, "c1", "t1")
    done = await run(journal, "confirm_change")
    assert done.lead.startswith(f"Deleted dream #{snake}")
    assert [d.text for d in await journal.list_dreams()] == ["Flying over the sea"]


async def test_a_dream_just_changed_is_the_one_talked_about_next(journal: Journal) -> None:
    # probed: "change the date of my last dream to tuesday" / "yes" / "actually call it "pocket
    # teeth"": "I couldn't find that dream", and "what was it about again" found none either
    await journal.add_dream("A snake in the garden", date="2026-11-02")
    teeth = await journal.add_dream("My teeth were loose", date="2026-11-11", title="Teeth")
    await run(journal, "edit_dream", dream="last", date="2026-12-01")
    await end_turn(journal, "c1", "t1")
    await run(journal, "confirm_change")
    await end_turn(journal, "c1", "t2")
    renamed = await run(journal, "edit_dream", dream="previous", title="pocket teeth")
    assert renamed.lead.startswith(f"Shall I change dream #{teeth}")
    shown = await run(journal, "show_dream", dream="previous")
    assert "My teeth were loose" in shown.lead


async def test_a_proposal_lapses_after_any_other_message(journal: Journal) -> None:
    await journal.add_dream("A snake in the garden", date="2026-11-02")
    await run(journal, "delete_dream", dream="snake")
    await end_turn(journal, "c1", "t1")
    await end_turn(journal, "c1", "t2")  # the user said something else in between
    late = await run(journal, "confirm_change")
    assert late.lead == "" and "Nothing was waiting" in late.text
    assert len(await journal.list_dreams()) == 1


async def test_a_yes_in_another_conversation_confirms_nothing(journal: Journal) -> None:
    await journal.add_dream("A snake in the garden", date="2026-11-02")
    await run(journal, "delete_dream", dream="snake", conversation="c1")
    await end_turn(journal, "c1", "t1")
    await end_turn(journal, "c2", "t1")
    assert "Nothing" in (await run(journal, "confirm_change", conversation="c2")).text
    assert len(await journal.list_dreams()) == 1


async def test_declining_keeps_everything(journal: Journal) -> None:
    await journal.remember("My sister is Anna")
    proposal = await run(journal, "forget", memory="my sister is anna")
    assert 'forget "My sister is Anna"' in proposal.lead
    await end_turn(journal, "c1", "t1")
    assert (await run(journal, "decline_change")).lead == "OK, I left it as it was."
    assert [m.fact for m in await journal.memories()] == ["My sister is Anna"]


async def test_forget_by_words_then_yes(journal: Journal) -> None:
    await journal.remember("My sister is Anna")
    await journal.remember("I work nights")
    await run(journal, "forget", memory="sister")
    await end_turn(journal, "c1", "t1")
    assert (await run(journal, "confirm_change")).lead == 'Forgot: "My sister is Anna".'
    assert [m.fact for m in await journal.memories()] == ["I work nights"]
    # a fact that ends a sentence of its own gets no second stop
    await journal.remember("I'm afraid of heights.")
    await run(journal, "forget", memory="heights")
    await end_turn(journal, "c1", "t2")
    assert (await run(journal, "confirm_change")).lead == 'Forgot: "I\'m afraid of heights."'


async def test_forgetting_words_that_two_memories_share_asks_which(journal: Journal) -> None:
    # probed: "forget about the cat", two cats remembered, answered "No memory matches 'the cat'"
    await journal.remember("my cat is called miso")
    await journal.remember("I have a cat called Io.")
    await journal.remember("I work nights")
    asked = await run(journal, "forget", memory="the cat")
    assert asked.lead == (
        'Which should I forget: "my cat is called Miso" or "I have a cat called Io."? '
        "Tell me a few of its words. Nothing was forgotten."
    )
    assert len(await journal.memories()) == 3
    # a few of its words: the one meant
    proposal = await run(journal, "forget", memory="the one about miso")
    assert (
        proposal.lead
        == 'Shall I forget "my cat is called Miso"? Nothing changes until you say yes.'
    )


async def test_a_memory_called_a_thing_is_found_by_what_it_is_about(journal: Journal) -> None:
    # probed: "forget the cat thing" answered "No memory matches 'the cat thing'"
    await journal.remember("I have a cat called Io.")
    await journal.remember("I work nights")
    for said in ("the cat thing", "that stuff about work"):
        proposal = await run(journal, "forget", memory=said)
        assert proposal.lead.startswith("Shall I forget"), said
    assert (await run(journal, "forget", memory="the dog thing")).lead.startswith(
        "No memory matches"
    )


async def test_three_dreams_by_number_are_changed_one_at_a_time(journal: Journal) -> None:
    # probed: "delete dream 3 and 4" answered "I couldn't find that dream in your journal"
    for n in range(4):
        await journal.add_dream(f"Dream number {n + 1}", date=f"2026-10-0{n + 1}")
    asked = await run(journal, "delete_dream", dream="dream 2, 3 and 4")
    assert asked.lead.startswith("I can only delete one dream at a time, after you confirm it.")
    assert "#3 (" in asked.lead and "#4 (" in asked.lead and asked.refs == (2, 3, 4)
    await end_turn(journal, "c1", "t1")
    assert "Nothing" in (await run(journal, "confirm_change")).text
    assert len(await journal.list_dreams()) == 4


async def test_naming_it_after_a_read_of_several_dreams_names_the_one_they_told(
    journal: Journal,
) -> None:
    # probed: "whatever, save it as shopping cart chaos" after "what does flying mean" showed
    # three dreams got "Which dream do you mean?"
    await journal.add_dream("I was flying over the rooftops", date="2026-10-05")
    await journal.add_dream("Someone taught me flying off a wall", date="2026-11-03")
    told = await run(journal, "save_dream", text="i was flying on a shopping cart")
    await end_turn(journal, "c1", "t1")
    read = await run(journal, "search_dreams", query="flying")
    assert len(read.refs) == 3
    await end_turn(journal, "c1", "t2")
    # deleting "it" after such a read asks which
    asked = await run(journal, "delete_dream", dream="previous")
    assert asked.lead.startswith("Which dream do you mean?")
    await end_turn(journal, "c1", "t3")
    named = await run(journal, "edit_dream", dream="previous", title="shopping cart chaos")
    assert named.lead.startswith(f"Shall I change dream #{told.refs[0]} ")
    # ... and the dream a change was asked of is then the one talked about ("wait no" /
    # "actually yes delete it": probed, "I couldn't find that dream")
    await end_turn(journal, "c1", "t4")
    await run(journal, "decline_change")
    await end_turn(journal, "c1", "t5")
    again = await run(journal, "delete_dream", dream="previous")
    assert again.lead.startswith(f"Shall I delete dream #{told.refs[0]} ")


async def test_a_fact_corrected_changes_the_kept_fact_it_shares_most_words_with(
    journal: Journal,
) -> None:
    # probed: "actually i work day shifts now" got "That's great to hear!…", the night shifts kept
    await journal.remember("My sister's name is Anna.")
    await journal.remember("I work as a nurse on night shifts.")
    await journal.remember("I work from home on Fridays.")
    proposal = await run(journal, "update_memory", fact="i work day shifts now")
    assert proposal.lead == (
        'Shall I change "I work as a nurse on night shifts." to "i work day shifts now"? '
        "Nothing changes until you say yes."
    )
    assert len(await journal.memories()) == 3  # nothing yet
    await end_turn(journal, "c1", "t1")
    done = await run(journal, "confirm_change")
    assert (
        done.lead
        == 'Updated: "i work day shifts now" (it was "I work as a nurse on night shifts.").'
    )
    assert sorted(m.fact for m in await journal.memories()) == [
        "I work from home on Fridays.",
        "My sister's name is Anna.",
        "i work day shifts now",
    ]
    assert [m.fact for m in await journal.memories("shifts")] == ["i work day shifts now"]


async def test_a_fact_corrected_with_nothing_kept_like_it_changes_nothing(journal: Journal) -> None:
    await journal.remember("My sister's name is Anna.")
    await journal.remember("I drink tea every morning.")  # one word shared is not enough
    result = await run(journal, "update_memory", fact="i don't drink coffee anymore")
    # nothing to correct: it is offered to keep as told (probed: "btw my brothers name is
    # tomas", nothing kept of him, got nothing said and nothing kept)
    told = "i don't drink coffee anymore"
    assert result.lead == f'Shall I remember that? Say yes and I\'ll keep it: "{told}".'
    assert len(await journal.memories()) == 2
    await end_turn(journal, "c1", "t1")
    assert (await run(journal, "confirm_change")).lead == f"Remembered: {told}"
    assert [m.fact for m in await journal.memories()] == [
        told,
        "I drink tea every morning.",
        "My sister's name is Anna.",
    ]


async def test_a_fact_corrected_that_two_kept_facts_fit_asks_which(journal: Journal) -> None:
    await journal.remember("my brother Tom lives in Porto")
    await journal.remember("my brother Sam lives in Porto")
    asked = await run(journal, "update_memory", fact="my brother Tom lives in Lisbon now")
    assert asked.lead.startswith('Shall I change "my brother Tom lives in Porto"')
    asked = await run(journal, "update_memory", fact="my brother lives in Lisbon now")
    assert asked.lead == (
        'Which should I change to "my brother lives in Lisbon now": "my brother Tom lives in '
        'Porto" or "my brother Sam lives in Porto"? Tell me a few of its words. Nothing was '
        "changed."
    )


async def test_a_fact_corrected_to_one_kept_already_leaves_one(journal: Journal) -> None:
    await journal.remember("I live in a flat in Porto")
    await journal.remember("I live in a flat in Lisbon now")
    await run(journal, "update_memory", fact="i live in a flat in lisbon now")
    await end_turn(journal, "c1", "t1")
    await run(journal, "confirm_change")
    assert [m.fact for m in await journal.memories()] == ["I live in a flat in Lisbon now"]


@pytest.mark.parametrize(
    "said",
    ["that last memory", "my last memory", "the last thing i told you", "what i just told you"],
)
async def test_the_last_memory_named_so_is_the_one_kept_last(journal: Journal, said: str) -> None:
    # measured: "delete that last memory" answered "No memory matches 'that last memory'"
    await journal.remember("My sister is Anna")
    await journal.remember("My therapist is called Dr Lee")
    proposal = await run(journal, "forget", memory=said)
    assert "Dr Lee" in proposal.lead and "Anna" not in proposal.lead
    await end_turn(journal, "c1", "t1")
    assert (await run(journal, "confirm_change")).lead == 'Forgot: "My therapist is called Dr Lee".'
    assert [m.fact for m in await journal.memories()] == ["My sister is Anna"]


async def test_an_edit_is_proposed_with_what_changes_then_applied(journal: Journal) -> None:
    dream = await journal.add_dream("A red door", date="2026-11-02")
    proposal = await run(journal, "edit_dream", dream="last", title="The red door", mood="uneasy")
    assert 'title to "The red door"' in proposal.lead and "mood to uneasy" in proposal.lead
    assert (await journal.get_dream(dream)).title is None
    await end_turn(journal, "c1", "t1")
    done = await run(journal, "confirm_change")
    assert done.lead.startswith(f"Updated dream #{dream}")
    got = await journal.get_dream(dream)
    assert (got.title, got.mood, got.text) == ("The red door", "uneasy", "A red door")


async def test_a_second_edit_of_the_dream_waiting_for_a_yes_joins_the_first(
    journal: Journal,
) -> None:
    # probed: "call it "potato panic"" then "and set the mood to funny": the second was lost
    dream = await journal.add_dream("I was a talking potato in a kitchen", date="2026-12-03")
    first = await run(journal, "edit_dream", dream=str(dream), title="potato panic")
    assert 'title to "potato panic"' in first.lead
    await end_turn(journal, "c1", "t1")
    both = await run(journal, "edit_dream", dream=str(dream), mood="funny")
    assert both.lead == (
        f'Shall I change dream #{dream} (3 December 2026): title to "potato panic", mood to funny?'
        " Nothing changes until you say yes."
    )
    await end_turn(journal, "c1", "t2")
    assert (await run(journal, "confirm_change")).lead.startswith(f"Updated dream #{dream}")
    got = await journal.get_dream(dream)
    assert (got.title, got.mood) == ("potato panic", "funny")
    # a change waiting for another dream, or from an earlier turn, is not joined
    other = await journal.add_dream("A red door", date="2026-12-02")
    await run(journal, "edit_dream", dream=str(dream), title="Spud")
    await end_turn(journal, "c1", "t3")
    alone = await run(journal, "edit_dream", dream=str(other), mood="calm")
    assert "Spud" not in alone.lead and "mood to calm" in alone.lead


async def test_a_yes_or_no_after_a_change_that_was_not_proposed_is_told_nothing_changed(
    journal: Journal,
) -> None:
    # measured: "delete it" asked which dream; "yes" then got the model's "You have already
    # confirmed that no changes were made."
    await journal.add_dream("A train to the sea", date="2026-11-02")
    await journal.add_dream("An exam in a train", date="2026-11-03")
    which = await run(journal, "delete_dream", dream="train")
    assert which.lead.startswith("Which dream do you mean?")
    await journal.append_exchange("c1", "t1", "delete the train one", which.lead)
    yes = await run(journal, "confirm_change")
    assert yes.lead == "No change is waiting for a yes. Nothing was changed."
    await journal.append_exchange("c1", "t2", "yes", yes.lead)
    no = await run(journal, "decline_change")
    assert no.lead == "OK. Nothing was changed."
    assert len(await journal.list_dreams()) == 2
    # a yes after anything else answers the companion's own question: the model's to meet
    await journal.append_exchange("c1", "t3", "I had a dream", "Would you like to tell me?")
    assert (await run(journal, "confirm_change")).lead == ""


async def test_a_proposal_names_the_dream_in_one_pair_of_parentheses(journal: Journal) -> None:
    # measured: "Shall I change dream #11 (3 December 2026 (mood: scary)): mood to anxious?"
    dream = await journal.add_dream("A man at the foot of my bed", date="2026-12-03", mood="scary")
    proposal = await run(journal, "edit_dream", dream="last", mood="anxious")
    assert proposal.lead.startswith(
        f"Shall I change dream #{dream} (3 December 2026, mood: scary): mood to anxious?"
    )
    assert "))" not in (await run(journal, "delete_dream", dream="last")).lead


async def test_a_note_is_added_after_the_dreams_words_once_confirmed(journal: Journal) -> None:
    dream = await journal.add_dream("A wedding in the rain", date="2026-11-02")
    proposal = await run(journal, "edit_dream", dream="last", note="the wedding was my cousin's")
    assert proposal.lead.startswith(f"Shall I change dream #{dream}")
    assert 'add "the wedding was my cousin\'s" to its text' in proposal.lead
    assert (await journal.get_dream(dream)).text == "A wedding in the rain"
    await end_turn(journal, "c1", "t1")
    await run(journal, "confirm_change")
    assert (
        await journal.get_dream(dream)
    ).text == "A wedding in the rain\n\nThe wedding was my cousin's."


async def test_forgetting_everything_waits_for_a_yes_then_forgets_what_was_proposed(
    journal: Journal,
) -> None:
    await journal.remember("My sister is Anna")
    await journal.remember("I work nights")
    proposal = await run(journal, "forget", memory="everything")
    assert (
        proposal.lead
        == "Shall I forget all 2 things you told me to remember? Nothing changes until you say yes."
    )
    assert len(await journal.memories()) == 2
    await end_turn(journal, "c1", "t1")
    await journal.remember("I moved to Lisbon")  # told after the proposal: not part of it
    done = await run(journal, "confirm_change")
    assert done.lead == "Forgot all 2 things you had told me to remember."
    assert [m.fact for m in await journal.memories()] == ["I moved to Lisbon"]


async def test_forgetting_everything_with_nothing_remembered_proposes_nothing(
    journal: Journal,
) -> None:
    result = await run(journal, "forget", memory="everything")
    assert "nothing to forget" in result.lead
    await end_turn(journal, "c1", "t1")
    assert "Nothing" in (await run(journal, "confirm_change")).text


async def test_several_matching_dreams_are_listed_back_instead_of_guessed(journal: Journal) -> None:
    a = await journal.add_dream("A snake in the garden", date="2026-11-02")
    b = await journal.add_dream("A snake on the stairs", date="2026-11-04")
    which = await run(journal, "delete_dream", dream="snake")
    assert which.lead.startswith("Which dream do you mean?")
    assert f"#{a}" in which.lead and f"#{b}" in which.lead and "Nothing was changed" in which.lead
    await end_turn(journal, "c1", "t1")
    assert "Nothing" in (await run(journal, "confirm_change")).text
    assert len(await journal.list_dreams()) == 2


async def test_a_request_to_delete_every_dream_says_it_is_one_at_a_time(journal: Journal) -> None:
    await journal.add_dream("A snake in the garden", date="2026-11-02")
    await journal.add_dream("A wolf on the stairs", date="2026-11-04")
    answer = await run(journal, "delete_dream", dream="all my dreams")
    assert answer.lead.startswith(
        "I can only delete one dream at a time, after you confirm it. Which dream"
    )
    assert "Nothing was changed" in answer.lead
    assert len(await journal.list_dreams()) == 2
    # (probed: "delete everything" got "I couldn't find that dream in your journal")
    for everything in ("everything", "all of it", "my whole journal", "whole journal", "journal"):
        said = await run(journal, "delete_dream", dream=everything)
        assert said.lead.startswith("I can only delete one dream at a time"), everything
    await journal.add_dream("All the lights went out in the garden", date="2026-11-05")
    one = await run(
        journal, "delete_dream", dream="all the lights went out"
    )  # as the router passes it
    assert "one dream at a time" not in one.lead and "Shall I delete" in one.lead


async def test_every_dream_of_a_period_lists_that_periods_dreams(journal: Journal) -> None:
    # probed: "i want to delete all my dreams from october" (no request read; then the latest
    # three of the whole journal would have been listed, none of them October's)
    october = await journal.add_dream("A snake in the garden", date="2026-10-02")
    await journal.add_dream("A wolf on the stairs", date="2026-11-04")
    await journal.add_dream("A boat of paper", date="2026-11-06")
    answer = await run(journal, "delete_dream", dream="all my dreams from october 2026")
    assert answer.lead.startswith("I can only delete one dream at a time")
    assert answer.refs == (october,) and f"#{october} (2 October 2026)" in answer.lead
    assert len(await journal.list_dreams()) == 3


async def test_the_last_few_dreams_are_changed_one_at_a_time(journal: Journal) -> None:
    # probed: "delete the last two dreams" got "I couldn't find that dream in your journal"
    await journal.add_dream("A snake in the garden", date="2026-11-02")
    await journal.add_dream("A wolf on the stairs", date="2026-11-04")
    await journal.add_dream("A boat of paper", date="2026-11-06")
    for said in ("last two dreams", "the last 2 dreams", "my latest three entries"):
        answer = await run(journal, "delete_dream", dream=said)
        assert answer.lead.startswith("I can only delete one dream at a time"), said
        assert "#3 (6 November 2026)" in answer.lead and "Nothing was changed" in answer.lead
    assert "#2 (4 November" in (await run(journal, "delete_dream", dream="last two dreams")).lead
    assert len(await journal.list_dreams()) == 3


async def test_nothing_to_delete_says_so(journal: Journal) -> None:
    await journal.add_dream("A boat of paper", date="2026-11-06")
    result = await run(journal, "delete_dream", dream="volcano")
    assert result.lead == "I couldn't find that dream in your journal, so nothing was changed."


async def test_follow_ups_show_the_dream_the_conversation_was_about(journal: Journal) -> None:
    await journal.add_dream("Flying over the sea", date="2026-11-03", mood="free")
    swim = await journal.add_dream(
        "Swimming in the ocean with my brother", date="2026-11-05", mood="calm"
    )
    found = await run(journal, "search_dreams", query="ocean")
    assert found.refs == (swim,)
    assert "5 November 2026" in found.lead and "(mood: calm)" in found.lead
    follow = await run(journal, "show_dream", dream="previous")
    assert follow.lead.startswith(f"Dream #{swim}, 5 November 2026") and "brother" in follow.lead
    other = await run(journal, "show_dream", dream="previous", conversation="c2")
    assert other.lead == ""  # that conversation was about nothing yet


async def test_the_one_before_it_steps_back_through_the_journal_by_date(journal: Journal) -> None:
    first = await journal.add_dream("A train through snow", date="2026-11-01")
    second = await journal.add_dream("A lighthouse made of candles", date="2026-11-20")
    await journal.add_dream("Flying over the sea", date="2026-11-28")
    before = await run(journal, "show_dream", dream="before")  # nothing talked about yet
    assert before.refs == (second,)  # the second latest
    await run(journal, "recent_dreams", limit=1)  # now about the latest
    assert (await run(journal, "show_dream", dream="before")).refs == (second,)
    back = await run(journal, "show_dream", dream="before")  # and the one before that
    assert back.refs == (first,) and "train" in back.lead
    earliest = await run(journal, "show_dream", dream="before")
    assert earliest.refs == () and earliest.lead == "That is the earliest dream in your journal."


async def test_the_first_one_is_the_earliest_of_the_dreams_just_talked_about(
    journal: Journal,
) -> None:
    first = await journal.add_dream("A train through snow", date="2026-11-01")
    teeth = await journal.add_dream("My teeth were loose", date="2026-11-11")
    later = await journal.add_dream("Teeth, teeth: my teeth crumbled", date="2026-12-04")
    # nothing talked about yet: the journal's first
    assert (await run(journal, "show_dream", dream="earliest")).refs == (first,)
    listed = await run(journal, "search_dreams", query="teeth")
    assert listed.refs == (later, teeth)  # the best match first, not the earliest
    shown = await run(journal, "show_dream", dream="the first one")
    assert shown.refs == (teeth,) and shown.lead.startswith(f"Dream #{teeth}, 11 November 2026")


async def test_the_last_one_is_the_latest_of_the_dreams_just_talked_about(journal: Journal) -> None:
    # probed: "what was the last one" after a search for their sister showed the journal's latest
    # dream, of teeth
    early = await journal.add_dream("My sister waved from a train", date="2026-10-27")
    later = await journal.add_dream("My sister and I swam in a lake", date="2026-11-02")
    teeth = await journal.add_dream("My teeth were loose", date="2026-11-11")
    # nothing talked about yet: the journal's latest
    assert (await run(journal, "show_dream", dream="latest of them")).refs == (teeth,)
    await run(journal, "search_dreams", query="sister")
    shown = await run(journal, "show_dream", dream="latest of them")
    assert shown.refs == (later,) and early != later


async def test_the_first_and_the_last_one_pick_from_the_list_not_from_the_one_picked(
    journal: Journal,
) -> None:
    # probed: "how many dreams did i have about flying", "when was the first one", "and the last
    # one" showed the first again (the conversation was, by then, about the first alone)
    first = await journal.add_dream("Flying over the sea", date="2026-10-02")
    middle = await journal.add_dream("Flying above my old school", date="2026-10-20")
    last = await journal.add_dream("Flying over mountains at dawn", date="2026-11-28")
    await journal.add_dream("My teeth were loose", date="2026-11-30")
    listed = (await run(journal, "search_dreams", query="flying")).refs
    assert set(listed) == {first, middle, last}
    assert (await run(journal, "show_dream", dream="earliest")).refs == (first,)
    assert (await run(journal, "show_dream", dream="latest of them")).refs == (last,)
    assert (await run(journal, "show_dream", dream="the second one")).refs == (listed[1],)
    assert (await run(journal, "show_dream", dream="third")).refs == (listed[2],)
    assert (await run(journal, "show_dream", dream="fourth")).refs == ()  # the list holds three
    assert (await run(journal, "show_dream", dream="earliest")).refs == (first,)
    # a dream shown on its own, not of the list, ends it: its "last one" is that dream
    await run(journal, "show_dream", dream="teeth")
    assert (await run(journal, "show_dream", dream="earliest")).refs != (first,)


async def test_the_nearest_dream_shown_for_a_night_with_none_is_the_one_talked_about(
    journal: Journal,
) -> None:
    # probed: "wat did i dreem last nite" (none; the nearest, of teeth, shown), then "what was the
    # mood" read nothing, and "no the one before that" stepped back from nothing
    train = await journal.add_dream("A train through snow", date="2026-11-01")
    teeth = await journal.add_dream("My teeth were loose", date="2026-11-11", mood="uneasy")
    none = await run(journal, "recent_dreams", since="2026-11-20", until="2026-11-20")
    assert "The nearest dream in your journal:" in none.lead and none.refs == (teeth,)
    assert (await run(journal, "show_dream", dream="previous")).refs == (teeth,)
    assert (await run(journal, "show_dream", dream="before")).refs == (train,)


async def test_other_dreams_asked_for_leave_out_the_ones_just_talked_about(
    journal: Journal,
) -> None:
    # probed: "can you find other flying dreams" after one was told listed that one among them
    await journal.add_dream("I was flying over the sea", date="2026-10-02")
    await journal.add_dream("Flying above my old school", date="2026-10-20")
    told = await run(journal, "save_dream", text="I was flying over mountains", date="2026-12-04")
    (told_id,) = told.refs
    others = await run(journal, "search_dreams", query="flying", others=True)
    assert told_id not in others.refs and len(others.refs) == 2
    assert others.lead.startswith("2 dreams besides the one we just talked about mention flying")
    assert "mountains" not in others.lead and "mountains" not in others.text
    # those two are the ones talked about now: none besides them but the one told
    again = await run(journal, "search_dreams", query="flying", others=True)
    assert again.refs == (told_id,)
    assert again.lead.startswith("One dream besides the 2 we just talked about mentions flying")
    # asked plainly, every one
    assert len((await run(journal, "search_dreams", query="flying")).refs) == 3


async def test_their_own_name_asked_is_read_from_the_facts_that_say_it(journal: Journal) -> None:
    # probed: "whats my name" listed every memory, none of them saying it
    await journal.remember("My sister's name is Anna.")
    await journal.remember("I work as a nurse.")
    asked = await run(journal, "recall_memories", topic="my name")
    assert asked.lead == "You haven't asked me to remember anything about your name yet."
    await journal.remember("my name is Sam")
    asked = await run(journal, "recall_memories", topic="my name")
    assert asked.lead == "What you asked me to remember about your name:\n- my name is Sam"


async def test_the_conversation_context_survives_reopening(db_path: object) -> None:
    from sandman.storage import open_journal

    async with open_journal(db_path) as journal:  # type: ignore[arg-type]
        swim = await journal.add_dream("Swimming in the ocean", date="2026-11-05")
        await run(journal, "recent_dreams")
    async with open_journal(db_path) as journal:  # type: ignore[arg-type]
        follow = await run(journal, "show_dream", dream="previous")
    assert f"#{swim}" in follow.lead


@pytest.mark.parametrize(
    ("name", "args", "lead"),
    [
        (
            "search_dreams",
            {"query": "volcano"},
            "I found no dream in your journal that mentions volcano.",
        ),
        ("recent_dreams", {}, "Your journal has no dreams yet."),
        (
            "recall_memories",
            {"topic": "sister"},
            "You haven't asked me to remember anything about sister yet.",
        ),
        ("recall_memories", {}, "You haven't asked me to remember anything yet."),
    ],
)
async def test_an_empty_journal_is_said_plainly(
    journal: Journal, name: str, args: dict[str, object], lead: str
) -> None:
    assert (await run(journal, name, **args)).lead == lead


async def test_a_memory_that_says_only_part_of_what_was_asked_is_shown_as_such(
    journal: Journal,
) -> None:
    # measured: "When is Lea's birthday?" listed "My partner is called Lea." as if it answered
    await journal.remember("My partner is called Lea.")
    await journal.remember("my exam is on the 15th")
    await journal.remember("I have a cat called Io.")
    lead = (await run(journal, "recall_memories", topic="lea birthday")).lead
    assert lead.splitlines() == [
        "Nothing you asked me to remember says birthday. About lea, you told me:",
        "- My partner is called Lea.",
    ]
    # what is asked of a thing, answered by another word, is said: the day, the name
    for topic, fact in (("exam date", "my exam is on the 15th"), ("my cat's name", "Io")):
        lead = (await run(journal, "recall_memories", topic=topic)).lead
        assert lead.startswith("What you asked me to remember about") and fact in lead


async def test_a_night_told_without_the_word_dream_is_offered_and_saved_only_on_yes(
    journal: Journal,
) -> None:
    told = "Last night I was flying over Porto and saw my brother waving."
    offer = await run(journal, "offer_dream", text=told, date="2026-12-01")
    assert (
        offer.lead
        == "Was that a dream? Say yes and I'll save it to your journal (1 December 2026)."
    )
    assert await journal.list_dreams() == []  # nothing saved by the offer itself
    await end_turn(journal, "c1", "t1")
    done = await run(journal, "confirm_change")
    [dream] = await journal.list_dreams()
    assert (dream.text, dream.date) == (told, "2026-12-01")
    assert done.lead.startswith(f"Saved your dream as #{dream.id} (1 December 2026)")


async def test_an_offer_declined_saves_nothing(journal: Journal) -> None:
    await run(journal, "offer_dream", text="Last night I went to a party with my friends.")
    await end_turn(journal, "c1", "t1")
    declined = await run(journal, "decline_change")
    assert declined.lead == "OK, I left it as it was." and await journal.list_dreams() == []


async def test_a_lasting_fact_told_in_passing_is_kept_only_on_yes(journal: Journal) -> None:
    # probed: "my birthday is on march 3rd" got "It's a great day!", and nothing was kept
    fact = "my birthday is on march 3rd"
    offer = await run(journal, "offer_memory", fact=fact)
    assert offer.lead == f'Shall I remember that? Say yes and I\'ll keep it: "{fact}".'
    assert await journal.memories() == []  # nothing kept by the offer itself
    await end_turn(journal, "c1", "t1")
    done = await run(journal, "confirm_change")
    assert done.lead == f"Remembered: {fact}"
    assert [m.fact for m in await journal.memories()] == [fact]
    await end_turn(journal, "c1", "t2")
    # offered again once kept: said, nothing waits for a yes
    again = await run(journal, "offer_memory", fact="My birthday is on March 3rd.")
    assert again.lead.startswith("I remember that already")
    await end_turn(journal, "c1", "t3")
    assert (await run(journal, "confirm_change")).lead != f"Remembered: {fact}"
    # an offer said no to keeps nothing
    await run(journal, "offer_memory", fact="i have a cat called miso")
    await end_turn(journal, "c1", "t4")
    declined = await run(journal, "decline_change")
    assert declined.lead == "OK, I won't keep it."
    assert [m.fact for m in await journal.memories()] == [fact]


async def test_more_of_a_told_dream_is_added_to_it_with_its_mood_if_it_had_none(
    journal: Journal,
) -> None:
    # a dream told over several messages: the journal held its first sentence only
    saved = await run(journal, "save_dream", text="i was building sandcastles with anna")
    await end_turn(journal, "c1", "t1")
    felt = await run(journal, "continue_dream", text="it felt so peaceful", mood="peaceful")
    await end_turn(journal, "c1", "t2")
    await run(journal, "lookup_symbol", symbol="sandcastle")  # a question in between
    await end_turn(journal, "c1", "t3")
    then = await run(journal, "continue_dream", text="then the tide came in", mood="sad")
    [dream] = await journal.list_dreams()
    assert dream.text == (
        "i was building sandcastles with anna. it felt so peaceful. then the tide came in"
    )
    assert dream.mood == "peaceful"  # the first told; a mood it has is never overwritten
    assert felt.lead == f"Added to your dream #{dream.id} (mood: peaceful): it felt so peaceful"
    assert then.lead == f"Added to your dream #{dream.id}: then the tide came in"
    assert saved.refs == felt.refs == then.refs == (dream.id,)
    assert [h.id for h in await journal.search_dreams("tide")] == [dream.id]


async def test_a_word_of_a_told_dream_put_right_is_changed_where_it_says_it(
    journal: Journal,
) -> None:
    # probed: "wait it was my phone not my wallet" was added to the dream as more of it
    await run(journal, "save_dream", text="i dreamed i lost my Wallet at the train station")
    await end_turn(journal, "c1", "t1")
    fixed = await run(journal, "continue_dream", text="wait it was my phone not my wallet")
    [dream] = await journal.list_dreams()
    assert dream.text == "i dreamed i lost my phone at the train station"
    assert fixed.lead == (f'Updated dream #{dream.id}: "phone" in place of "wallet": {dream.text}')
    assert [h.id for h in await journal.search_dreams("phone")] == [dream.id]
    # a word it does not say is more of it, added
    await end_turn(journal, "c1", "t2")
    await run(journal, "continue_dream", text="it was raining, not snowing")
    [dream] = await journal.list_dreams()
    assert dream.text.endswith("station. it was raining, not snowing")


async def test_more_told_adds_nothing_without_a_dream_told_just_before_in_that_conversation(
    journal: Journal,
) -> None:
    told = ToolResult(text="No dream was told just before this in the conversation.")
    assert await run(journal, "continue_dream", text="then the tide came in") == told
    await run(journal, "save_dream", text="a bus through a city of candy")
    # another conversation told none
    assert await run(journal, "continue_dream", "c2", text="then it floated up") == told
    # a show of the latest dream is no telling, though it names one
    await run(journal, "show_dream", "c3", dream="last")
    assert await run(journal, "continue_dream", "c3", text="then it floated up") == told
    for turn in range(4):  # told too long ago
        await end_turn(journal, "c1", f"t{turn}")
    assert await run(journal, "continue_dream", text="then it floated up") == told
    [dream] = await journal.list_dreams()
    assert (dream.text, dream.mood) == ("a bus through a city of candy", None)


async def test_more_told_of_a_dream_deleted_since_adds_nothing(journal: Journal) -> None:
    saved = await run(journal, "save_dream", text="a bus through a city of candy")
    await journal.delete_dream(saved.refs[0])
    result = await run(journal, "continue_dream", text="then it floated up")
    assert result.refs == () and not result.lead and await journal.list_dreams() == []


async def test_a_dream_named_by_words_no_dream_holds_together_is_asked_not_guessed(
    journal: Journal,
) -> None:
    # measured: "can you show me the kitchen snake one" showed the flooded kitchen
    kitchen = await journal.add_dream("Water rose through the kitchen floor", date="2026-10-02")
    snake = await journal.add_dream("A green snake curled around my wrist", date="2026-10-05")
    asked = await run(journal, "show_dream", dream="kitchen snake")
    assert asked.lead.startswith("No dream has every word of 'kitchen snake'. Which dream do you")
    assert set(asked.refs) == {kitchen, snake}
    both = await journal.add_dream("A snake slept in my kitchen sink", date="2026-10-09")
    shown = await run(journal, "show_dream", dream="kitchen snake")
    assert shown.refs == (both,) and shown.lead.startswith(f"Dream #{both},")


async def test_more_asked_to_be_added_to_a_named_dream_goes_to_that_dream(
    journal: Journal,
) -> None:
    # probed: "add to my last dream that there was a dog too" added to no dream, and the model
    # made one up
    empty = await run(journal, "continue_dream", "c9", text="there was a dog too", dream="last")
    assert empty.lead.startswith("Your journal has no dreams yet, so I added nothing.")
    snake = await journal.add_dream("a green snake on my wrist", date="2026-10-14")
    last = await journal.add_dream("a bus through a city of candy", date="2026-11-02")
    added = await run(journal, "continue_dream", "c9", text="there was a dog too", dream="last")
    assert added.lead == f"Added to your dream #{last}: there was a dog too"
    assert added.refs == (last,)
    named = await run(journal, "continue_dream", "c9", text="it was green", dream="snake dream")
    assert named.refs == (snake,)
    texts = {d.id: d.text for d in await journal.list_dreams()}
    assert texts == {
        snake: "a green snake on my wrist. it was green",
        last: "a bus through a city of candy. there was a dog too",
    }
    # a name that finds none adds nothing, and says so
    missed = await run(journal, "continue_dream", "c9", text="x y z", dream="zebra")
    assert missed.lead.startswith("I couldn't tell which dream you mean") and not missed.refs
    assert {d.id: d.text for d in await journal.list_dreams()} == texts


async def test_a_fact_offered_and_left_unanswered_is_offered_again_when_asked_about(
    journal: Journal,
) -> None:
    # probed: "my brother's name is tomas" (offered) / "whats my brother called": "You haven't
    # asked me to remember anything about brother yet."
    await run(journal, "offer_memory", fact="my brother's name is tomas")
    await end_turn(journal, "c1", "t1")
    asked = await run(journal, "recall_memories", topic="brother")
    # one sentence: the offer, not "You haven't asked me to remember…" before it
    assert asked.lead == (
        "I haven't kept it yet: you told me earlier \"my brother's name is tomas\". Shall I "
        "remember it? Say yes and I will."
    )
    await end_turn(journal, "c1", "t2")
    kept = await run(journal, "confirm_change")
    assert kept.lead.startswith("Remembered")
    # (the name kept as a name)
    assert [m.fact for m in await journal.memories()] == ["my brother's name is Tomas"]
    # another topic, or another conversation, is not offered it
    await run(journal, "offer_memory", "c2", fact="my cat is called miso")
    await end_turn(journal, "c2", "t1")
    assert "miso" not in (await run(journal, "recall_memories", "c2", topic="dog")).lead
    assert "miso" not in (await run(journal, "recall_memories", "c3")).lead


@pytest.mark.parametrize(
    ("night", "day", "moved_to"),
    [
        ("2026-10-09", 8, "8 October 2026"),  # the dream's own month
        ("2026-10-02", 31, "31 October 2026"),
        ("2026-11-30", 31, "31 October 2026"),  # November has no 31st: the month before
    ],
)
async def test_a_day_said_alone_moves_a_dream_within_its_own_month(
    journal: Journal, night: str, day: int, moved_to: str
) -> None:
    # probed: "actually the exam dream was on the 8th not the 9th" (a dream of 9 October): no
    # change; the router cannot know the month, the dream's night does
    dream = await journal.add_dream("An exam I had not studied for", date=night)
    proposal = await run(journal, "edit_dream", dream=str(dream), day=day)
    assert proposal.lead.startswith(f"Shall I change dream #{dream}")
    assert f"date to {moved_to}" in proposal.lead
    await end_turn(journal, "c1", "t1")
    await run(journal, "confirm_change")
    [moved] = await journal.list_dreams()
    assert date.fromisoformat(moved.date).strftime("%-d %B %Y") == moved_to


async def test_a_change_to_what_a_dream_has_already_changes_nothing(journal: Journal) -> None:
    dream = await journal.add_dream("Falling", date="2026-11-30", title="Falling", mood="scared")
    same = await run(journal, "edit_dream", dream=str(dream), date="2026-11-30", mood="scared")
    assert (
        same.lead
        == f'Dream #{dream} (30 November 2026, "Falling", mood: scared) has that already. Nothing was changed.'
    )
    await end_turn(journal, "c1", "t1")
    assert "Nothing was waiting" in (await run(journal, "confirm_change")).text
    other = await run(journal, "edit_dream", dream=str(dream), date="2026-11-29", mood="scared")
    assert other.lead.startswith(f"Shall I change dream #{dream}")


async def test_the_latest_two_dreams_say_how_far_apart_they_were(journal: Journal) -> None:
    # probed: "whats the gap between my last two dreams" listed both, their dates, and no gap
    await journal.add_dream("A lighthouse with no door", date="2026-10-20")
    await journal.add_dream("Snow in the kitchen", date="2026-11-03")
    two = await run(journal, "recent_dreams", limit=2)
    assert two.lead.splitlines()[0] == "Your latest two dreams, 14 days apart:"
    await journal.add_dream("Snow again, on the stairs", date="2026-11-04")
    assert (await run(journal, "recent_dreams", limit=2)).lead.startswith(
        "Your latest two dreams, a night apart:"
    )
    await journal.add_dream("A third snow dream", date="2026-11-04")
    assert (await run(journal, "recent_dreams", limit=2)).lead.startswith(
        "Your latest two dreams, from the same night:"
    )
    assert (await run(journal, "recent_dreams", limit=3)).lead.startswith("Your latest dreams:")


async def test_the_one_dream_a_reply_showed_is_what_that_means_asks_of(journal: Journal) -> None:
    # probed: "what was my dream on October 20 about" / "what does that mean": the 1.5B's "…was
    # likely about a period of change", nothing looked up. The journal's own lines, read back.
    from sandman.routing import meaning_of_shown

    dream = await journal.add_dream(
        "Stairs led down into the ocean", date="2026-10-20", title="Ocean stairs", mood="calm"
    )
    await journal.add_dream("A green snake curled around my wrist", date="2026-10-14")
    night = await run(journal, "recent_dreams", since="2026-10-20", until="2026-10-20")
    assert (
        meaning_of_shown("what does that mean", night.lead) == "what does stair mean in my dream?"
    )
    shown = await run(journal, "show_dream", dream=str(dream))
    assert meaning_of_shown("what could that mean?", shown.lead) is not None
    both = await run(journal, "recent_dreams", limit=2)
    assert meaning_of_shown("what does that mean", both.lead) is None  # which one: not guessed
    # one of them named as listed (probed: "show me my last 3 dreams" / "what does the second one
    # mean", "second" looked up)
    assert meaning_of_shown("what does the second one mean", both.lead) == (
        "what does snake mean in my dream?"
    )
    assert meaning_of_shown("what could the 1st one mean?", both.lead) == (
        "what does stair mean in my dream?"
    )
    assert meaning_of_shown("what does the third one mean", both.lead) is None  # two listed
    assert meaning_of_shown("show me more", night.lead) is None


async def test_the_night_of_their_birthday_is_the_one_they_told(journal: Journal) -> None:
    # probed: "what did i dream about on my birthday" searched the word "birthday"
    from sandman.language import dream_date

    unknown = await run(journal, "search_dreams", query="birthday")
    assert unknown.lead.startswith("I don't know when your birthday is. If you tell me the date")
    await run(journal, "remember", fact="My birthday is March 3.")
    night = dream_date("March 3", date.today())
    assert night is not None
    await journal.add_dream("A cake taller than the house", date=night.isoformat())
    await journal.add_dream("A boat of paper", date=(night.replace(day=4)).isoformat())
    found = await run(journal, "search_dreams", query="birthday")
    assert found.lead.startswith(
        'Your birthday is 3 March, as you told me ("My birthday is March 3.").'
    )
    assert "cake" in found.lead and "boat" not in found.lead


async def test_a_birthday_dreamt_of_is_searched_for_when_none_is_known(journal: Journal) -> None:
    await journal.add_dream("A birthday party on a roof", date="2026-11-02")
    found = await run(journal, "search_dreams", query="birthday")
    assert "party on a roof" in found.lead and "I don't know" not in found.lead


async def test_a_dream_shown_by_words_others_hold_too_says_so(journal: Journal) -> None:
    # probed: "show me the dream where i was flying" showed one of two dreams of flying, saying
    # nothing of the other
    rooftops = await journal.add_dream("I was flying over the rooftops", date="2026-10-05")
    await journal.add_dream("Someone taught me to fly", date="2026-11-03", title="Flying lesson")
    shown = await run(journal, "show_dream", dream="flying")
    assert shown.lead.count("Dream #") == 1
    assert "Others match it too:" in shown.lead and f'"show dream {rooftops}"' in shown.lead
    one = await run(journal, "show_dream", dream="rooftops")
    assert "Others match" not in one.lead


async def test_two_dreams_named_in_one_change_are_proposed_one_after_the_other(
    journal: Journal,
) -> None:
    # probed: "can you delete my dream about the exam and the one about teeth" answered "Which
    # dream do you mean?" of the two, as if one were meant
    await journal.add_dream("I was back at school for an exam", date="2026-10-09")
    await journal.add_dream("My teeth were loose", date="2026-11-11")
    await journal.add_dream("A boat of paper", date="2026-11-12")
    asked = await run(journal, "delete_dream", dream="exam and the one about teeth")
    assert asked.lead.startswith("Shall I delete dream #1 (9 October 2026)?")
    assert "after this one, I'll ask about dream #2 (11 November 2026)" in asked.lead
    await end_turn(journal, "c1", "t1")
    first = await run(journal, "confirm_change")
    assert first.lead == (
        "Deleted dream #1 (9 October 2026). Shall I delete dream #2 (11 November 2026) too? "
        "Nothing changes until you say yes."
    )
    await end_turn(journal, "c1", "t2")
    assert (await run(journal, "confirm_change")).lead == (
        "Deleted dream #2 (11 November 2026). 1 dream is left in your journal."
    )
    assert [d.text for d in await journal.list_dreams()] == ["A boat of paper"]


async def test_two_dreams_by_number_chain_and_a_new_title_goes_to_both(journal: Journal) -> None:
    for n in range(3):
        await journal.add_dream(f"Dream number {n + 1}", date=f"2026-10-0{n + 1}")
    await run(journal, "edit_dream", dream="dream 1 and 3", title="Night")
    await end_turn(journal, "c1", "t1")
    assert "Shall I change dream #3" in (await run(journal, "confirm_change")).lead
    await end_turn(journal, "c1", "t2")
    await run(journal, "confirm_change")
    assert [d.title for d in await journal.list_dreams()] == ["Night", None, "Night"]
    # said no to the first: neither changes, and nothing more is asked
    await run(journal, "delete_dream", dream="dream 1 and 2")
    await end_turn(journal, "c1", "t3")
    assert (await run(journal, "decline_change")).lead == "OK, I left it as it was."
    await end_turn(journal, "c1", "t4")
    assert "Nothing" in (await run(journal, "confirm_change")).text
    assert len(await journal.list_dreams()) == 3


async def test_what_the_dreams_just_shown_have_in_common_is_read_from_them(
    journal: Journal,
) -> None:
    # probed: "what do they have in common", after a search found two dreams of water, got the
    # whole journal's overview (its flying, its sister)
    await journal.add_dream("Flying over rooftops with my sister", date="2026-10-05", mood="joyful")
    await journal.add_dream("Flying lesson off a low wall, my sister laughing", date="2026-10-09")
    await journal.add_dream(
        "Stairs led down into the ocean and I could breathe under the water",
        title="Ocean stairs",
        date="2026-10-20",
        mood="peaceful",
    )
    await journal.add_dream(
        "Water rose through the kitchen floor and I made tea",
        title="Flooded kitchen",
        date="2026-10-02",
        mood="calm",
    )
    await run(journal, "search_dreams", query="water")
    shared = await run(journal, "recent_dreams", overview=True, shown=True)
    first, *rest = shared.lead.splitlines()
    # (in the order the search showed them)
    assert first in (
        'What "Ocean stairs" and "Flooded kitchen" have in common:',
        'What "Flooded kitchen" and "Ocean stairs" have in common:',
    )
    assert rest[0] == "In both: water."
    assert rest[1] in (
        "Moods: peaceful, calm, both felt good.",
        "Moods: calm, peaceful, both felt good.",
    )
    assert len(rest) == 2
    assert "sister" not in shared.lead and "flying" not in shared.lead.lower()
    # the two flying dreams: their words, the person in both, no mood for one of them
    await run(journal, "search_dreams", query="flying")
    flying = await run(journal, "recent_dreams", overview=True, shown=True)
    assert flying.lead.startswith("What the 2 dreams we just talked about have in common:")
    assert "In both: " in flying.lead and "flying" in flying.lead.lower()
    assert "Who is in them: your sister (2 of 2)." in flying.lead
    assert "Moods: joyful." in flying.lead
    # nothing shown in this conversation: the whole journal's overview
    whole = await run(journal, "recent_dreams", "c2", overview=True, shown=True)
    assert whole.lead.startswith("You have logged 4 dreams")


async def test_a_fact_kept_with_words_of_time_keeps_the_dates_they_mean(journal: Journal) -> None:
    # probed: "remember that i started a new job last week" kept as said, wrong a week later
    from datetime import timedelta

    from sandman.language import spoken_date

    today = date.today()
    monday = today - timedelta(days=today.weekday())
    kept = await run(journal, "remember", fact="i started a new job last week")
    said = f"i started a new job in the week of {spoken_date(monday - timedelta(weeks=1))}"
    assert kept.lead == f"Remembered: {said}"
    await journal.remember("my dog was at the vet yesterday")
    facts = [m.fact for m in await journal.memories(None)]
    assert facts == [f"my dog was at the vet on {spoken_date(today - timedelta(days=1))}", said]


async def test_a_fact_corrected_or_offered_keeps_the_dates_its_words_of_time_mean(
    journal: Journal,
) -> None:
    # the review: a fact corrected ("update: i start my new job next week") was kept as said, and
    # an offer compared its undated words with the dated ones kept
    from datetime import timedelta

    from sandman.language import spoken_date

    today = date.today()
    next_monday = today - timedelta(days=today.weekday()) + timedelta(weeks=1)
    dated = f"i start my new job in the week of {spoken_date(next_monday)}"
    await journal.remember("i start my new job in january")
    proposal = await run(journal, "update_memory", fact="i start my new job next week")
    assert f'to "{dated}"?' in proposal.lead
    await end_turn(journal, "c1", "t1")
    await run(journal, "confirm_change")
    assert [m.fact for m in await journal.memories()] == [dated]
    # (said again in passing: kept already, not offered)
    again = await run(journal, "offer_memory", fact="i start my new job next week")
    assert again.lead == f'I remember that already: "{dated}".'
    # (the journal's own method too)
    [kept] = await journal.memories()
    await journal.replace_memory(kept.id, "i started my new job yesterday")
    yesterday = spoken_date(today - timedelta(days=1))
    assert [m.fact for m in await journal.memories()] == [f"i started my new job on {yesterday}"]


async def test_a_name_given_in_lower_case_is_kept_as_a_name(journal: Journal) -> None:
    # probed: "remember that my dog's name is biscuit" kept as said, and the 1.5B then read
    # biscuits as food ("…associated with memories and nostalgia")
    kept = await run(journal, "remember", fact="my dog's name is biscuit")
    assert kept.lead == "Remembered: my dog's name is Biscuit"
    await run(journal, "remember", fact="my therapist is called dr lee")
    await run(journal, "remember", fact="the condition is called narcolepsy")
    facts = [m.fact for m in await journal.memories()]
    assert "my therapist is called Dr Lee" in facts
    assert "the condition is called narcolepsy" in facts  # (no one's name)


async def test_a_change_asked_of_an_empty_journal_says_it_has_no_dreams(journal: Journal) -> None:
    # tried: "mark my last dream as a nightmare" on a new journal said "I couldn't find that dream"
    asked = await run(journal, "edit_dream", dream="last", mood="nightmare")
    assert asked.lead == "Your journal has no dreams yet, so nothing was changed."
    await journal.add_dream("A boat of paper", date="2026-11-12")
    missing = await run(journal, "delete_dream", dream="the one about whales")
    assert missing.lead.startswith("I couldn't find that dream")
