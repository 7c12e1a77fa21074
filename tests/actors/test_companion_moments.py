"""Moments a person meets the companion in, each probed on the default model and met wrongly
before: a body still shaken, a loss told after its dream, something hard coming up, a dream asked
as a sign, a word of sleep lived, two requests in one message. Chatted through the real router
policy and a real journal; the model is scripted, so what is asserted is Sandman's own."""

from __future__ import annotations

from datetime import date, timedelta
from pathlib import Path

from sandman.inference import ScriptedModel
from sandman.prompts._respond import OWN_LINES
from sandman.prompts._terms import TERMS
from sandman.routing import situation_of
from sandman.routing._situation import valence
from sandman.storage import open_journal
from sandman.tools import UNDATED_ASKED

from .test_reply_styles import _calls_of, replies_with_a_journal


async def _replies(tmp_path: Path, *messages: str, words: tuple[str, ...] = ()) -> list[str]:
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue(*words)
    tmp_path.mkdir(parents=True, exist_ok=True)
    async with open_journal(tmp_path / "j.db") as journal:
        return await replies_with_a_journal(model, journal, *messages)


async def test_a_nightmare_announced_with_a_pounding_heart_is_met_in_the_body(
    tmp_path: Path,
) -> None:
    # probed: only the line that asks for the dream
    first, told = await _replies(
        tmp_path,
        "i just woke up from a nightmare and my heart is pounding",
        "it was about my dad yelling at me",
        words=("A hard one.",),
    )
    assert first == OWN_LINES["announced:shaken"]
    assert told.startswith("Saved your dream")


async def test_waking_up_sweating_after_a_dream_is_added_to_it_and_met(tmp_path: Path) -> None:
    # probed: the 1.5B's "You might feel a little chilly now."
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A forest.", "You might feel a little chilly now.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, woke = await replies_with_a_journal(
            model,
            journal,
            "i dreamt i was being chased through a forest and couldnt scream",
            "i woke up sweating",
        )
        [dream] = await journal.list_dreams()
    assert dream.text.endswith("i woke up sweating")
    assert woke.split("\n")[-1] == OWN_LINES["told_dream:shaken"]
    assert "chilly" not in woke


async def test_a_loss_told_after_its_dream_is_met_with_the_dream_and_more_of_it_added(
    tmp_path: Path,
) -> None:
    # probed: "…or about any dream it brings", right after the dream; then the 1.5B's "You are
    # smelling the soup." to more of it
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Her kitchen.", "You are smelling the soup.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, loss, more = await replies_with_a_journal(
            model,
            journal,
            "i dreamed my grandma was cooking in her old kitchen",
            "she died when i was 12",
            "i could smell the soup",
        )
        [dream] = await journal.list_dreams()
    assert loss == OWN_LINES["feeling:dreamt"]
    assert dream.text.endswith("i could smell the soup")
    assert more.split("\n")[-1] == OWN_LINES["told_dream:grief:again"]


async def test_something_hard_coming_up_and_the_bad_dreams_feared_of_it_are_met(
    tmp_path: Path,
) -> None:
    # probed: "Thank you for telling me…", "I'm not sure what to say to that.", and the 1.5B's
    # "Scared is a feeling. It can make you feel nervous or worried."
    told, dreams, scared = await _replies(
        tmp_path,
        "i have surgery tomorrow",
        "will i have nightmares",
        "im kind of scared",
        words=("Scared is a feeling.",) * 3,
    )
    assert told == OWN_LINES["feeling:ahead:told"]
    assert dreams == OWN_LINES["feeling:ahead:dreams"]
    assert scared == OWN_LINES["feeling:ahead:felt"]


async def test_dreams_asked_as_a_sign_of_their_mind_are_answered_not_looked_up(
    tmp_path: Path,
) -> None:
    # probed: "depressed" looked up as a symbol ("I don't know depressed as a symbol yet…")
    calls = await _calls_of("do my dreams mean im depressed")
    assert not any(name == "lookup_symbol" for name, _ in calls)
    low, lately = await _replies(
        tmp_path / "a", "do my dreams mean im depressed", "ive been feeling low lately"
    )
    assert low == OWN_LINES["wrong_with_me:low"]
    assert lately in (OWN_LINES["feeling:low"], OWN_LINES["feeling:low:again"])
    _, crazy = await _replies(
        tmp_path / "b",
        "i dreamt i was drowning",
        "does this mean im going crazy",
        words=("Water.",),
    )
    assert crazy == OWN_LINES["wrong_with_me:sign"]


async def test_a_question_of_how_they_feel_after_they_said_it_is_held_back(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "How did you feel?" to "i had a rough day"
    [reply] = await _replies(tmp_path, "i had a rough day", words=("How did you feel?",) * 2)
    assert "How did you feel" not in reply and reply


async def test_a_dream_and_a_request_in_one_message_are_both_done(tmp_path: Path) -> None:
    # probed: both requests kept in the dream's text, the fact not kept, and the dream dated by
    # the friday of the appointment
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Teeth.", "Flying.")
    async with open_journal(tmp_path / "j.db") as journal:
        await replies_with_a_journal(
            model,
            journal,
            "i had a dream my teeth were crumbling, remember that i have a dentist appointment friday",
            "save this dream: i was flying over a city made of glass and also what does flying mean",
        )
        dreams = sorted(await journal.list_dreams(), key=lambda d: d.id)
        facts = [m.fact for m in await journal.memories()]
    assert [d.text for d in dreams] == [
        "i had a dream my teeth were crumbling",
        "i was flying over a city made of glass",
    ]
    assert dreams[0].date == dreams[1].date  # today, not the friday
    assert any("dentist appointment friday" in f for f in facts)
    calls = await _calls_of(
        "save this dream: i was flying over a city made of glass and also what does flying mean"
    )
    assert ("lookup_symbol", {"symbol": "flying"}) in calls


async def test_a_dream_announced_as_the_best_ever_waits_for_its_telling_and_grows(
    tmp_path: Path,
) -> None:
    # probed: "i had the best dream ever" saved as the dream; "even my brother who lives abroad"
    # read as a question of their memories ("You haven't asked me to remember anything about
    # brother yet.")
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A beach.", "Your brother.")
    async with open_journal(tmp_path / "j.db") as journal:
        first, _, more = await replies_with_a_journal(
            model,
            journal,
            "i had the best dream ever",
            "i was on a beach with my whole family",
            "even my brother who lives abroad",
        )
        [dream] = await journal.list_dreams()
    assert first == OWN_LINES["announced"]
    assert dream.text.startswith("i was on a beach with my whole family")
    assert dream.text.endswith("even my brother who lives abroad")
    assert more.startswith("Added to your dream")


async def test_what_they_lived_on_waking_gets_its_written_answer_and_its_cause(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "It might be a dream.", then "I'm not sure what to say to that." to
    # "what could cause that" after waking in tears; "scream" looked up
    lost, often, why = await _replies(
        tmp_path / "a",
        "sometimes i wake up and dont know where i am",
        "it happened twice this week",
        "why does that happen",
    )
    assert lost == TERMS["waking up confused"]
    assert often == OWN_LINES["term:often"]
    assert why == OWN_LINES["term:why:waking up confused"]
    tears, cause = await _replies(
        tmp_path / "b", "i dont remember my dream but i woke up crying", "what could cause that"
    )
    assert tears == TERMS["waking up crying"]
    assert cause == OWN_LINES["term:why:waking up crying"]
    [scream] = await _replies(tmp_path / "c", "what does it mean when you cant scream")
    assert scream == TERMS["not being able to scream in dreams"]


async def test_a_dream_come_again_that_wears_them_down_is_met_and_what_helps_given(
    tmp_path: Path,
) -> None:
    # probed: "this is getting annoying" got the 1.5B's "I understand how you feel.", and "how do
    # i make it stop" its "Try talking less and being more relaxed."
    _, worn, stop = await _replies(
        tmp_path,
        "i had a dream about my ex again",
        "this is getting annoying",
        "how do i make it stop",
        words=("Your ex.", "I understand how you feel.", "Try talking less."),
    )
    assert worn == OWN_LINES["recurring:worn"]
    assert stop == OWN_LINES["stop_dreams"]


async def test_a_betrayal_told_and_the_dream_after_it_are_met(tmp_path: Path) -> None:
    # probed: the 1.5B's "If you feel betrayed, it can be difficult to process your feelings.",
    # then "What do you think about how you're feeling right now?" to the dream of him; a dream
    # after a break-up was met as one of someone who died
    told, dream = await _replies(
        tmp_path / "a",
        "my boyfriend cheated on me last week",
        "and last night i dreamt he came back and said sorry",
        words=("Betrayed.", "How are you feeling?"),
    )
    assert told == OWN_LINES["feeling:cheated"]
    assert dream.split("\n")[-1] == OWN_LINES["told_dream:parted"]
    _, back = await _replies(
        tmp_path / "b", "we broke up last month", "i dreamt we were back together", words=("Us.",)
    )
    assert back.split("\n")[-1] == OWN_LINES["told_dream:parted"]


async def test_a_name_corrected_after_its_fact_was_proposed_to_forget_is_changed(
    tmp_path: Path,
) -> None:
    # probed: "actually her name is hannah", after "can you forget that my sister is named anna"
    # was proposed, changed nothing
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("<respond />", "Hannah.", "<respond />", "Done.")
    async with open_journal(tmp_path / "j.db") as journal:
        await journal.remember("My sister's name is Anna.")
        _, proposed, done = await replies_with_a_journal(
            model,
            journal,
            "can you forget that my sister is named anna",
            "actually her name is hannah",
            "yes",
        )
        facts = [m.fact for m in await journal.memories()]
    assert proposed.startswith('Shall I change "My sister\'s name is Anna."')
    assert done.startswith("Updated")
    assert facts == ["My sister's name is Hannah."]


async def test_an_age_said_against_a_dream_of_school_is_met_before_the_offer(
    tmp_path: Path,
) -> None:
    # probed: "im 45 lol", after a dream of a math test, only offered to keep; "i havent been in
    # school for decades" got "Thank you for telling me."
    _, age, decades = await _replies(
        tmp_path,
        "i dreamt i failed my math test",
        "im 45 lol",
        "i havent been in school for decades",
        words=("A test.",),
    )
    line, offer = age.split("\n")
    assert line == OWN_LINES["recurring:past"]
    assert offer.startswith("Shall I remember that?")
    assert decades == OWN_LINES["recurring:past:again"]


async def test_someone_by_the_bed_and_no_way_to_move_is_met_as_it_may_be(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "You could not move freely or stand up without help."
    *_, frozen = await _replies(
        tmp_path / "a",
        "i dreamed about a man with no face",
        "he was standing at the end of my bed",
        "i couldnt move",
        words=("A face.", "A man.", "You could not move freely or stand up without help."),
    )
    assert frozen.split("\n")[-1] == OWN_LINES["told_dream:frozen"]
    [chest] = await _replies(
        tmp_path / "b",
        "i dreamt a woman was sitting on my chest and i couldnt breathe",
        words=("A woman.",),
    )
    assert chest.split("\n")[-1] == OWN_LINES["told_dream:frozen"]
    # frozen in a dream with nobody by the bed: not this line
    [stuck] = await _replies(
        tmp_path / "c", "i dreamt i was stuck in mud and couldnt move", words=("Mud.",) * 2
    )
    assert OWN_LINES["told_dream:frozen"] not in stuck


async def test_a_dream_of_being_pregnant_said_against_by_who_they_are_is_met_first(
    tmp_path: Path,
) -> None:
    # probed: "im a guy lol", after "i dreamed i was pregnant", only offered to keep
    _, guy = await _replies(
        tmp_path, "i dreamed i was pregnant", "im a guy lol", words=("A baby.",)
    )
    line, offer = guy.split("\n")
    assert line == OWN_LINES["dream_logic:absent"]
    assert offer.startswith("Shall I remember that?")
    # ... or by their age, and how it strikes them (probed: "im 52 so thats funny", the 1.5B's
    # "It's a fun number.")
    _, age = await _replies(
        tmp_path / "age", "i dreamt i was pregnant", "im 52 so thats funny", words=("A baby.",)
    )
    assert age.split("\n")[0] == OWN_LINES["dream_logic:absent"]


async def test_a_friend_not_talked_to_in_a_while_after_a_dream_of_them_is_met(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "You've been gone for a while."
    _, apart = await _replies(
        tmp_path,
        "i had a dream my best friend stopped talking to me",
        "we havent talked in a while irl",
        words=("A friend.", "You've been gone for a while."),
    )
    assert apart == OWN_LINES["feeling:estranged"]


async def test_a_second_field_asked_after_a_change_was_proposed_joins_it(tmp_path: Path) -> None:
    # probed: "and make the mood peaceful", after a new title was proposed, changed nothing
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("<respond />", "Done.", "<respond />", "Done.")
    async with open_journal(tmp_path / "j.db") as journal:
        dream_id = await journal.add_dream("My teeth were loose", title="Teeth", mood="uneasy")
        _, both, _ = await replies_with_a_journal(
            model,
            journal,
            "change the title of my last dream to the lighthouse",
            "and make the mood peaceful",
            "yes",
        )
        dream = await journal.get_dream(dream_id)
    assert 'title to "the lighthouse", mood to peaceful?' in both
    assert (dream.title, dream.mood) == ("the lighthouse", "peaceful")


async def test_a_dream_told_in_a_few_words_after_its_announcement_is_saved(
    tmp_path: Path,
) -> None:
    # probed: "i was a fish", after "i had a weird dream", added to no dream (none was told), and
    # "and my boss was a shark" after it: nothing kept of either
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A fish.", "A shark.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, fish, shark = await replies_with_a_journal(
            model, journal, "i had a weird dream", "i was a fish", "and my boss was a shark"
        )
        [dream] = await journal.list_dreams()
    assert fish.startswith("Saved your dream") and shark.startswith("Added to your dream")
    assert dream.text.startswith("i was a fish") and dream.text.endswith("my boss was a shark")
    # how it felt, in a few words, is no telling
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Scary.", "Scary.")
    async with open_journal(tmp_path / "k.db") as journal:
        await replies_with_a_journal(model, journal, "i had a weird dream", "it was scary")
        assert await journal.list_dreams() == []


async def test_more_of_a_day_and_a_count_and_a_meaning_asked_of_what_was_just_read(
    tmp_path: Path,
) -> None:
    # probed: "what did i dream on my last birthday", its date kept in the same message, searched
    # the words "last birthday"; "how many times now", after a dream of water again, got "I'm not
    # sure what to say to that."; "what does it mean", after the overview named what comes back,
    # got the 1.5B on clouds and butterflies
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Water.", "Flying.")
    async with open_journal(tmp_path / "j.db") as journal:
        await journal.add_dream("Flying over rooftops", date="2026-04-03")
        await journal.add_dream("Flying lesson off a wall", date="2026-04-20")
        await journal.add_dream(
            "The sea came into the kitchen, water everywhere", date="2026-05-02"
        )
        birthday, _, count, _, meaning = await replies_with_a_journal(
            model,
            journal,
            "remember that my birthday is april 3rd and what did i dream on my last birthday",
            "i dreamt about water again",
            "how many times now",
            "whats the most common symbol in my dreams",
            "what does it mean",
        )
    assert "Flying over rooftops" in birthday and "mentions last birthday" not in birthday
    assert count.startswith("2 dreams in your journal mention water")
    assert meaning.startswith("Dream dictionaries read flying")


async def test_a_habit_of_the_night_a_face_from_the_past_and_a_big_day_ahead_are_met(
    tmp_path: Path,
) -> None:
    # probed: "my husband says i scream in my sleep" got "Thank you for telling me…"; "what does
    # it mean if you dream about someone you havent seen in years" the 1.5B's "The dream could be
    # about a person you haven't seen in years"; "im getting married in may" its "May is a great
    # time to celebrate the joy of your upcoming marriage."
    scream, past, _, wedding = await _replies(
        tmp_path,
        "my husband says i scream in my sleep",
        "what does it mean if you dream about someone you havent seen in years",
        "i dreamed i was late for my own wedding",
        "im getting married in may",
        words=("A wedding.", "May is a great time."),
    )
    assert scream == TERMS["screaming in sleep"]
    assert past == TERMS["dreams of people from the past"]
    assert wedding == OWN_LINES["feeling:ahead:dreamt"]


async def test_a_dream_told_of_a_period_is_dated_today_asking_which_night_and_moved_there(
    tmp_path: Path,
) -> None:
    # probed: "i dreamt about my dad last week" dated today without a word, and "it was on
    # tuesday" after it added to its words
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("<respond />", "Your dad.", "<respond />", "Done.")
    async with open_journal(tmp_path / "j.db") as journal:
        saved, moved, _ = await replies_with_a_journal(
            model, journal, "i dreamt about my dad last week", "it was on tuesday", "yes"
        )
        [dream] = await journal.list_dreams()
    assert UNDATED_ASKED in saved
    assert moved.startswith("Shall I change dream")
    assert dream.text == "i dreamt about my dad last week"
    assert date.fromisoformat(dream.date).weekday() == 1  # a tuesday
    assert date.fromisoformat(dream.date) < date.today()


async def test_a_time_said_of_their_life_beside_a_dream_does_not_date_it(tmp_path: Path) -> None:
    # probed: "had the best dream ever, i was on a beach with my grandpa who passed last year"
    # was asked which night it was ("last year" read as the dream's); "i dreamt of my grandpa
    # who died on monday" was dated Monday (and "yesterday" so)
    (told,) = await _replies(
        tmp_path,
        "had the best dream ever, i was on a beach with my grandpa who passed last year",
        words=("A beach.",),
    )
    assert told.startswith("Saved your dream") and UNDATED_ASKED not in told
    async with open_journal(tmp_path / "j.db") as journal:
        [dream] = await journal.list_dreams()
    assert dream.date == date.today().isoformat()
    (grandpa,) = await _replies(
        tmp_path / "b", "i dreamt of my grandpa who died yesterday", words=("Grandpa.",)
    )
    async with open_journal(tmp_path / "b" / "j.db") as journal:
        [dream] = await journal.list_dreams()
    assert dream.date == date.today().isoformat() and grandpa.startswith("Saved your dream")
    # (the dream's own day still dates it)
    (dad,) = await _replies(tmp_path / "c", "i dreamt about my dad last week", words=("Dad.",))
    assert UNDATED_ASKED in dad


async def test_good_news_a_name_with_its_title_and_a_loss_still_felt_are_met(
    tmp_path: Path,
) -> None:
    # probed: "i got the job!!!" got "Thank you for telling me…"; "my therapist's name is dr kim"
    # was not offered (the 1.5B's "You might be thinking about Dr."); "i keep expecting her to
    # jump on my bed", the morning their cat died, the 1.5B's "I'm sorry to hear that your cat
    # died."
    job, kim, _, expecting = await _replies(
        tmp_path,
        "i got the job!!!",
        "my therapist's name is dr kim",
        "my cat died this morning",
        "i keep expecting her to jump on my bed",
        words=("Great!",) * 4,
    )
    assert job == OWN_LINES["feeling:news"]
    assert kim.startswith("Shall I remember that?") and "dr kim" in kim
    assert expecting == OWN_LINES["feeling:grief:again"]
    [passed] = await _replies(tmp_path / "b", "i passed my driving test", words=("Great!",) * 2)
    assert passed == OWN_LINES["feeling:news"]


async def test_a_childs_sleepwalking_its_age_and_whether_to_wake_them_are_answered(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "Sleepwalking is … normal or indicate a deeper issue.", then "I don't
    # have good advice for that" to "should i wake him up"
    told, age, wake = await _replies(
        tmp_path,
        "my son sleepwalks",
        "hes 9",
        "should i wake him up",
        words=("He's nine.",) * 3,
    )
    assert told == TERMS["sleepwalking"]
    assert age == OWN_LINES["term:age:sleepwalking"]
    assert wake == OWN_LINES["term:wake:sleepwalking"]


async def test_a_feeling_said_of_their_anxiety_and_dreams_of_late_in_pregnancy_are_met(
    tmp_path: Path,
) -> None:
    # probed: "my anxiety is through the roof" got "Thank you for telling me…"; "and i keep
    # having the weirdest dreams", after "i'm pregnant!", searched "weirdest"
    _, weird = await _replies(
        tmp_path, "i'm pregnant!", "and i keep having the weirdest dreams", words=("Oh.",) * 3
    )
    assert weird == TERMS["pregnancy dreams"]
    calls = await _calls_of("and i keep having the weirdest dreams")
    assert not any(name == "search_dreams" for name, _ in calls)
    # their anxiety said, a hard feeling; said better, none
    assert situation_of("my anxiety is through the roof").keys[0] == "feeling:hard"
    assert situation_of("my anxiety is a lot better today").valence != "hard"


async def test_a_romantic_dream_said_against_by_their_marriage_and_the_guilt_after_are_met(
    tmp_path: Path,
) -> None:
    # probed: "im married", after "i dreamt i was kissing my coworker", only offered to keep; "i
    # feel so guilty" then got the 1.5B's "It's okay to feel guilty. You're not alone…"
    _, married, guilty = await _replies(
        tmp_path,
        "i dreamt i was kissing my coworker",
        "im married",
        "i feel so guilty",
        words=("A kiss.", "Guilty."),
    )
    line, offer = married.split("\n")
    assert line == OWN_LINES["not_a_wish:married"]
    assert offer.startswith("Shall I remember that?")
    assert guilty == OWN_LINES["self_blame:another"]


async def test_a_scene_said_in_a_few_words_is_added_and_patterns_asked_alone_are_read(
    tmp_path: Path,
) -> None:
    # probed: "fire everywhere", after "i dreamed the world was ending", not added; "any patterns
    # lately?" listed the latest dreams by the model's route
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("The end.", "Chaos.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, fire = await replies_with_a_journal(
            model, journal, "i dreamed the world was ending", "fire everywhere"
        )
        [dream] = await journal.list_dreams()
    assert fire.startswith("Added to your dream") and dream.text.endswith("fire everywhere")
    calls = await _calls_of("any patterns lately?")
    assert calls == [("recent_dreams", {"overview": True})]


async def test_the_meaning_of_a_dream_a_read_finds_is_read_in_the_same_turn(
    tmp_path: Path,
) -> None:
    # probed: "show me my last dream and tell me what it means" showed the dream, nothing read
    _, shown_read, oldest_read, only_shown = await _replies(
        tmp_path,
        "i dreamt a green snake was sleeping in my garden",
        "show me my last dream and tell me what it means",
        "whats my oldest dream, and what does it mean?",
        "show me my last dream",
        words=("A garden.", "A snake.", "A snake.", "A snake."),
    )
    for reply in (shown_read, oldest_read):
        assert "green snake was sleeping" in reply
        assert "Dream dictionaries read snake" in reply
    assert "green snake was sleeping" in only_shown
    assert "Dream dictionaries" not in only_shown


async def test_a_part_of_the_dream_that_slipped_away_is_met_and_added_when_it_comes_back(
    tmp_path: Path,
) -> None:
    # probed: "Thank you for telling me." to the wish, and the loss after it met as if no dream
    # of him had been told
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("His garden.", "Roses.", "Roses.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, wished, recalled, loss = await replies_with_a_journal(
            model,
            journal,
            "i dreamt about my grandpa in his garden, he was telling me something",
            "i wish i could remember what he said",
            "oh wait, he said i should plant more roses",
            "he passed two years ago",
        )
        [dream] = await journal.list_dreams()
    assert wished == OWN_LINES["forgotten:part"]
    assert recalled.startswith("Added to your dream")
    assert dream.text.endswith("he said i should plant more roses")
    assert loss == OWN_LINES["feeling:dreamt"]


async def test_a_time_missed_after_its_dream_is_met_without_a_word_of_their_life_made_up(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "You remember the beach house and the warm memories you had there with
    # your family. Even though you haven't been to the beach in years…"
    _, missed = await _replies(
        tmp_path,
        "i had a dream about the beach house we used to rent as kids",
        "i miss those summers",
        words=("A beach house.", "You haven't been to the beach in years."),
    )
    assert missed == OWN_LINES["feeling:nostalgic"]


async def test_a_dream_shared_with_someone_is_announced_then_saved_as_told(tmp_path: Path) -> None:
    # probed: "i think i had the same dream as my sister last night" saved as the dream, and "we
    # both dreamt about our old house burning" searched for
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A fire.", "A mall.")
    async with open_journal(tmp_path / "j.db") as journal:
        announced, told, shared = await replies_with_a_journal(
            model,
            journal,
            "i think i had the same dream as my sister last night",
            "we both dreamt about our old house burning",
            "my sister and i had the same dream, we were lost in a mall",
        )
        dreams = await journal.list_dreams()
    assert not announced.startswith("Saved")
    assert told.startswith("Saved your dream") and shared.startswith("Saved your dream")
    assert sorted(d.text for d in dreams) == [
        "my sister and i had the same dream, we were lost in a mall",
        "we both dreamt about our old house burning",
    ]


async def test_what_a_dream_come_again_says_about_them_is_its_reading(tmp_path: Path) -> None:
    # probed: "what does that say about me", after "i dreamt of water again" / "its always water",
    # recalled their memories, and the 1.5B made their sister "often called Io"
    _, _, said = await _replies(
        tmp_path,
        "i dreamt of water again",
        "its always water",
        "what does that say about me",
        words=("Water.", "Water.", "Water."),
    )
    assert "Dream dictionaries read water" in said


async def test_a_word_taken_in_is_met_quietly_and_not_cheered(tmp_path: Path) -> None:
    # probed: "hm ok", after a dream shown and its reading, met with the 1.5B's "That's great!"
    _, heard, again = await _replies(
        tmp_path,
        "what does a snake mean",
        "hm ok",
        "i see",
        words=("A snake.", "That's great!", "That's great!"),
    )
    assert heard == OWN_LINES["answer:heard"]
    assert again == OWN_LINES["answer:heard:again"]


async def test_a_dream_typed_without_its_article_is_saved(tmp_path: Path) -> None:
    # probed: "i had sex dream about my coworker" searched for, nothing saved
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A coworker.")
    async with open_journal(tmp_path / "j.db") as journal:
        [told] = await replies_with_a_journal(model, journal, "i had sex dream about my coworker")
        [dream] = await journal.list_dreams()
    assert told.startswith("Saved your dream")
    assert dream.text == "i had sex dream about my coworker"


async def test_a_dream_of_someone_of_theirs_dying_is_met_as_such(tmp_path: Path) -> None:
    # probed: the 1.5B's "What did you think about that dream?" to "i had a nightmare that io
    # died"; their own death or a stranger's is another dream
    for told, met in [
        ("i had a nightmare that io died", True),
        ("i dreamt my mom died in a car crash", True),
        ("i dreamt i died", False),
        ("i dreamt a stranger died in front of me", False),
    ]:
        [reply] = await _replies(tmp_path / told.replace(" ", "-"), told, words=("A dream.",))
        assert (OWN_LINES["told_dream:death"] in reply) is met, told
    # told after it was announced (probed: the 1.5B's words alone)
    _, reply = await _replies(
        tmp_path / "announced",
        "i had a really bad dream",
        "it was about my mom dying",
        words=("A dream.", "A dream."),
    )
    assert OWN_LINES["told_dream:death"] in reply


async def test_more_of_a_dream_told_in_an_irregular_past_is_added(tmp_path: Path) -> None:
    # probed: "every door led to another hallway" added to no dream, and the 1.5B's "You've
    # expressed a desire for more exploration."
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Rooms.", "Doors.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, more = await replies_with_a_journal(
            model,
            journal,
            "i dreamt about a house with endless rooms",
            "every door led to another hallway",
        )
        [dream] = await journal.list_dreams()
    assert more.startswith("Added to your dream")
    assert dream.text.endswith("every door led to another hallway")


async def test_a_period_asked_again_past_a_remark_between_is_read(tmp_path: Path) -> None:
    # probed: "what did i dream on halloween" / "oh right nothing" / "what about the week after":
    # the 1.5B's "The week after is usually a time of rest…"
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A dream.", "Ok.", "Ok.", "Ok.")
    asked = date.today() - timedelta(days=30)
    async with open_journal(tmp_path / "j.db") as journal:
        after_it = (asked + timedelta(days=3)).isoformat()
        await journal.add_dream("I was flying over the sea", date=after_it)
        *_, after = await replies_with_a_journal(
            model,
            journal,
            f"what did i dream on {asked:%B} {asked.day}",
            "oh right nothing",
            "what about the week after",
        )
    assert "flying over the sea" in after


async def test_what_a_dream_means_asked_past_a_laughing_remark_is_its_reading(
    tmp_path: Path,
) -> None:
    # probed: "im 52 lol" / "what does that mean", after a dream of being pregnant with twins:
    # the 1.5B's "You could mean that you are 52 years old and laughing."
    *_, asked = await _replies(
        tmp_path,
        "i had a dream i was pregnant with twins",
        "im 52 lol",
        "what does that mean",
        words=("Twins.", "Ok.", "Ok.", "Ok."),
    )
    assert "Dream dictionaries read pregnancy" in asked


async def test_everything_told_about_one_thing_is_all_that_is_forgotten(tmp_path: Path) -> None:
    # probed: "can you delete everything i told you about my sister" proposed forgetting all three
    # of their memories, and "yes" forgot them all
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue(*(["Ok."] * 8))
    async with open_journal(tmp_path / "j.db") as journal:
        for fact in (
            "My sister's name is Anna.",
            "My sister lives in Lyon.",
            "I have a cat called Io.",
        ):
            await journal.remember(fact)
        asked, done = await replies_with_a_journal(
            model, journal, "can you delete everything i told you about my sister", "yes"
        )
        kept = [m.fact for m in await journal.memories(None)]
    assert "these 2 things" in asked and "cat" not in asked
    assert done.startswith("Forgot these 2 things")
    assert kept == ["I have a cat called Io."]


async def test_a_dream_that_keeps_coming_back_and_a_new_one_told_together_are_both_met(
    tmp_path: Path,
) -> None:
    # probed: "i keep dreaming my teeth fall out and also last night i dreamt about a spider": one
    # search for "teeth fall spider" in last night's dates, the spider not saved
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A spider.")
    async with open_journal(tmp_path / "j.db") as journal:
        await journal.add_dream(
            "My teeth were loose and I kept them in my pocket", date="2026-11-11"
        )
        [reply] = await replies_with_a_journal(
            model,
            journal,
            "i keep dreaming my teeth fall out and also last night i dreamt about a spider",
        )
        dreams = await journal.list_dreams()
    assert reply.startswith("Saved your dream")
    assert "teeth were loose" in reply  # the one that comes back, found
    assert dreams[0].text == "last night i dreamt about a spider"


async def test_nightmares_since_something_that_happened_are_met_as_such(tmp_path: Path) -> None:
    # probed: "That sounds hard…", then "i keep seeing the headlights" met as a dream that keeps
    # coming back ("What do you notice each time it returns?")
    since, _, seeing = await _replies(
        tmp_path,
        "i've been having nightmares since my accident",
        "it was a car crash in august",
        "i keep seeing the headlights",
        words=("Ok.", "A crash.", "Ok."),
    )
    assert since == OWN_LINES["bad_dreams:after"]
    assert seeing.endswith(OWN_LINES["bad_dreams:after:again"])
    assert "each time it returns" not in seeing


async def test_a_hard_dream_said_to_keep_happening_gets_sandman_s_line(tmp_path: Path) -> None:
    # probed: "this keeps happening", after drowning and waking up gasping: the 1.5B's "It sounds
    # like they're having trouble breathing."
    *_, happening = await _replies(
        tmp_path,
        "i dreamt i was drowning and couldnt breathe",
        "i woke up gasping",
        "this keeps happening",
        words=("Water.", "Gasping.", "It sounds like they're having trouble breathing."),
    )
    assert happening == OWN_LINES["recurring:hard"]


async def test_how_to_start_lucid_dreaming_and_stay_in_one_are_written_answers(
    tmp_path: Path,
) -> None:
    # probed: "how do i start" after the answer on lucid dreams met with "That's what I know about
    # it, from just now."; "how do i stay in it longer" after one told, the 1.5B's tips
    _, start = await _replies(
        tmp_path / "start", "i want to start lucid dreaming", "how do i start", words=("Ok.", "Ok.")
    )
    assert start == OWN_LINES["term:how:lucid dream"]
    _, stay = await _replies(
        tmp_path / "stay",
        "i had a lucid dream last night!! i realised i was dreaming and flew",
        "how do i stay in it longer",
        words=("Flying!", "Try meditation."),
    )
    assert stay == OWN_LINES["term:stay:lucid dream"]


async def test_someone_in_the_dream_described_in_a_few_words_is_added_and_what_they_did(
    tmp_path: Path,
) -> None:
    # probed: "a woman with red hair", after "i dreamt about someone i dont know", searched for,
    # and "she kept calling my name" added to no dream
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Who?", "Red hair.", "Your name.")
    async with open_journal(tmp_path / "j.db") as journal:
        await replies_with_a_journal(
            model,
            journal,
            "i dreamt about someone i dont know",
            "a woman with red hair",
            "she kept calling my name",
        )
        [dream] = await journal.list_dreams()
    assert "a woman with red hair" in dream.text
    assert dream.text.endswith("she kept calling my name")


async def test_waking_with_a_jolt_after_falling_dreams_is_its_written_answer(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "That's a jolt of what you were dreaming about!"
    *_, jolt = await _replies(
        tmp_path,
        "i keep dreaming about falling",
        "like every night this week",
        "and i wake up with a jolt",
        words=("Falling.", "Ok.", "That's a jolt of what you were dreaming about!"),
    )
    assert jolt == TERMS["hypnic jerk"]


async def test_someone_safe_on_waking_is_relief_not_more_of_the_dream(tmp_path: Path) -> None:
    # probed: "io was fine when i woke up" added to a dream of losing their cat in a flood, and
    # the 1.5B's "Wow, that's great!"
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A flood.", "Wow, that's great!")
    async with open_journal(tmp_path / "j.db") as journal:
        _, safe = await replies_with_a_journal(
            model,
            journal,
            "i dreamt my house was flooding and i couldnt find my cat",
            "io was fine when i woke up",
        )
        [dream] = await journal.list_dreams()
    assert "fine" not in dream.text
    assert "great" not in safe


async def test_a_parent_not_spoken_to_after_a_dream_of_them_and_calling_her(tmp_path: Path) -> None:
    # probed: "we havent spoken in a year" met with "Thank you for telling me…", then "maybe i
    # should call her" with "I hear you. Go on…"
    _, estranged, call = await _replies(
        tmp_path,
        "i had a dream my mom was mad at me",
        "we havent spoken in a year",
        "maybe i should call her",
        words=("Your mom.", "Ok.", "You might want to call her."),
    )
    assert estranged == OWN_LINES["feeling:estranged"]
    assert call == OWN_LINES["tell_them:reach"]


async def test_a_dream_asked_to_be_saved_then_told_is_saved(tmp_path: Path) -> None:
    # probed: "ok save a dream for me" met with "Thank you for telling me…", and "i was a
    # lighthouse keeper on the moon" next not saved
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Ok.", "The moon.")
    async with open_journal(tmp_path / "j.db") as journal:
        asked, told = await replies_with_a_journal(
            model, journal, "ok save a dream for me", "i was a lighthouse keeper on the moon"
        )
        [dream] = await journal.list_dreams()
    assert asked == OWN_LINES["announced"]
    assert (
        told.startswith("Saved your dream")
        and dream.text == "i was a lighthouse keeper on the moon"
    )


async def test_a_war_dream_s_scene_in_fragments_is_added_and_never_having_been_near_one_met(
    tmp_path: Path,
) -> None:
    # probed: "soldiers everywhere, explosions" said back by the 1.5B and not added; "i have
    # never been near a war" met with "Thank you for telling me…"
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A war.", "Soldiers.", "Ok.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, _, never = await replies_with_a_journal(
            model,
            journal,
            "i dreamt i was in a war",
            "soldiers everywhere, explosions",
            "i have never been near a war",
        )
        [dream] = await journal.list_dreams()
    assert dream.text.endswith("soldiers everywhere, explosions")
    assert never == OWN_LINES["dream_logic:absent"]


async def test_never_having_been_where_a_recurring_dream_goes_is_no_telling_of_it(
    tmp_path: Path,
) -> None:
    # probed: "i keep dreaming about the ocean" / "ive never even been to the beach" saved the
    # second as a dream, and the 1.5B's "That's interesting!"
    for never in ("ive never even been to the beach", "i have never seen the sea"):
        model = ScriptedModel(name="qwen2.5-1.5b")
        model.enqueue("The ocean.", "Interesting!")
        async with open_journal(tmp_path / f"{len(never)}.db") as journal:
            _, met = await replies_with_a_journal(
                model, journal, "i keep dreaming about the ocean", never
            )
            assert await journal.list_dreams() == [], never
        if "been" in never:
            assert met == OWN_LINES["dream_logic:absent"]


async def test_is_that_normal_lol_after_the_pregnancy_answer_is_answered(tmp_path: Path) -> None:
    # probed: the 1.5B's "Cats are often associated with fertility and growth in dreams"
    _, normal = await _replies(
        tmp_path,
        "i'm pregnant and keep dreaming the baby is a cat",
        "is that normal lol",
        words=("Ok.", "Cats are often associated with fertility."),
    )
    assert normal == OWN_LINES["term:common:again"]


async def test_a_dream_coming_back_of_a_pet_told_unwell_is_met_as_the_worry_it_carries(
    tmp_path: Path,
) -> None:
    # probed: "Thank you for telling me" to the illness, then "shes lost" searched and the hard
    # line alone
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A cat.", "A cat.")
    async with open_journal(tmp_path / "j.db") as journal:
        sick, lost = await replies_with_a_journal(
            model, journal, "my cat io has been sick lately", "i keep dreaming shes lost"
        )
    assert sick == OWN_LINES["feeling:ill"]
    assert lost.split("\n")[-1] == OWN_LINES["recurring:ill"]
    assert "shes" not in lost


async def test_one_of_two_named_by_a_difference_asked_is_met_as_that_one(tmp_path: Path) -> None:
    # probed: "i think my son has the second one" met by the 1.5B's words saying it back
    first, told, helped = await _replies(
        tmp_path,
        "whats the difference between a nightmare and a night terror",
        "i think my son has the second one",
        "what should i do when it happens",
        words=("A son.", "A son.", "A son."),
    )
    assert TERMS["night terrors"] in first
    assert told == OWN_LINES["child_dreams:terrors"]
    assert helped == OWN_LINES["child_dreams:terrors:help"]


async def test_the_best_dream_ever_last_night_is_announced_and_a_skill_lacked_awake_is_met(
    tmp_path: Path,
) -> None:
    # probed: "i had the best dream ever last night" saved as the dream itself, and "i cant even
    # sing lol" met by the 1.5B's "It's okay not to sing."
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A stage.", "It's okay not to sing.")
    async with open_journal(tmp_path / "j.db") as journal:
        announced, _, unable, sleepless = await replies_with_a_journal(
            model,
            journal,
            "i had the best dream ever last night",
            "i was on stage singing and the whole crowd was cheering",
            "i cant even sing lol",
            "i cant sleep now",
        )
        [dream] = await journal.list_dreams()
    assert announced == OWN_LINES["announced"]
    assert dream.text == "i was on stage singing and the whole crowd was cheering"
    assert unable == OWN_LINES["dream_logic:unable"]
    assert sleepless != OWN_LINES["dream_logic:unable"]  # a verb the dream did not have


async def test_a_skill_lacked_awake_that_a_nightmare_called_for_is_met_as_what_made_it_hard(
    tmp_path: Path,
) -> None:
    # probed: "i dreamed i was drowning" / "i cant swim in real life" got "I'm still here with
    # you. Take your time…" (the dream did not have them swim: the line of a skill a dream lent
    # them would be wrong)
    for told, said in (
        ("i dreamed i was drowning", "i cant swim in real life"),
        ("i had a nightmare i was being chased through a forest", "and i cant even run fast lol"),
    ):
        model = ScriptedModel(name="qwen2.5-1.5b")
        model.enqueue("That sounds frightening.", "Okay.")
        async with open_journal(tmp_path / f"{len(said)}.db") as journal:
            _, unable, sleepless = await replies_with_a_journal(
                model, journal, told, said, "i cant sleep now"
            )
        assert unable == OWN_LINES["dream_logic:unable:hard"], said
        assert sleepless != unable
    # (a dream that was no nightmare is not met so)
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A beach.", "Okay.", "Okay.")
    async with open_journal(tmp_path / "beach.db") as journal:
        _, said = await replies_with_a_journal(
            model, journal, "i had a lovely dream i was at the beach", "i cant swim though"
        )
    assert said != OWN_LINES["dream_logic:unable:hard"]


async def test_a_mood_asked_with_a_cue_after_a_title_proposed_joins_it_and_alone_after_changes_it(
    tmp_path: Path,
) -> None:
    # probed: "actually make its mood scary too" proposed as the title, and "make its mood scary
    # too" after the change was made answered by the model, nothing changed
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue(*["Done."] * 6)
    async with open_journal(tmp_path / "j.db") as journal:
        dream_id = await journal.add_dream("My teeth were loose", title="Teeth", mood="uneasy")
        _, both, _, _, _, calm = await replies_with_a_journal(
            model,
            journal,
            "change the title of my last dream to the dentist",
            "actually make its mood scary too",
            "yes",
            "change the title of my last dream to teeth again",
            "yes",
            "make its mood calm",
        )
        dream = await journal.get_dream(dream_id)
    assert 'title to "the dentist", mood to scary?' in both
    assert "make its" not in both
    assert (dream.title, dream.mood) == ("teeth again", "scary")
    assert calm.startswith(f"Shall I change dream #{dream_id}") and "mood to calm?" in calm


async def test_a_lucid_moment_told_in_their_words_is_named_and_its_waking_met(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "It can be fun to dream about different things", "Thank you for telling
    # me" to waking at once, and breathing tips to staying in it
    had, woke, stay = await _replies(
        tmp_path,
        "i realized i was dreaming last night!",
        "but then i woke up right away",
        "how do i stay in it longer",
        words=("Fun.", "Fun.", "Take deep breaths."),
    )
    assert had == OWN_LINES["term:had:lucid dream"]
    assert woke == OWN_LINES["term:woke:lucid dream"]
    assert stay == OWN_LINES["term:stay:lucid dream"]


async def test_who_died_in_a_dream_and_holding_them_on_waking_are_met(tmp_path: Path) -> None:
    # probed: "she's my cat" after "i had a nightmare that io died" met by the 1.5B's "You had a
    # nightmare that you died", and "i hugged her so tight when i woke up" by "Thank you for
    # telling me"
    _, cat, held = await _replies(
        tmp_path,
        "i had a nightmare that io died",
        "she's my cat",
        "i hugged her so tight when i woke up",
        words=("A cat.", "You had a nightmare that you died.", "She was a gentle cat."),
    )
    assert cat == OWN_LINES["feeling:death:pet"]
    assert held == OWN_LINES["feeling:held"]
    _, brother = await _replies(
        tmp_path / "b", "i dreamt my brother drowned", "hes my little brother", words=("A lake.",)
    )
    assert brother == OWN_LINES["feeling:death:who"]
    # (not after their own death in a dream, nor someone held after a dream of no death)
    _, own = await _replies(
        tmp_path / "c", "i dreamt i died", "she's my cat", words=("A cat.", "A cat.")
    )
    assert own not in (OWN_LINES["feeling:death:pet"], OWN_LINES["feeling:death:who"])
    # (one maybe lost in waking life too, "she was my cat", met by words for either, and not
    # added to the dream; probed, added)
    was = situation_of("she was my cat", before="i had a nightmare that io died")
    assert was.follow == "death:was"
    assert [n for n, _ in await _calls_of("i had a nightmare that io died", "she was my cat")] == [
        "save_dream"
    ]
    # (who a stranger in it was is more of it: "he was my grandpa")
    stranger = await _calls_of("i dreamt a man died in front of me", "he was my grandpa")
    assert [n for n, _ in stranger] == ["save_dream", "continue_dream"]
    hugged = situation_of(
        "i hugged her so tight when i woke up", before="i dreamt my mom and i went to the beach"
    )
    assert hugged.follow != "held"


async def test_a_symbol_asked_again_with_typos_and_twice_over_is_looked_up() -> None:
    # probed: "and wat about teeth falling out", after "wat does a snak mean in a dreem", answered
    # by the model's words, nothing looked up; and "and what about falling" after it
    calls = await _calls_of(
        "wat does a snak mean in a dreem",
        "and wat about teeth falling out",
        "and what about falling",
    )
    looked_up = [args["symbol"] for name, args in calls if name == "lookup_symbol"]
    assert looked_up == ["snake", "tooth", "falling"]


async def test_a_dream_coming_back_with_the_real_thing_ahead_is_searched_undated_and_met(
    tmp_path: Path,
) -> None:
    # probed: "i keep having the exam dream and i have a real exam on friday" looked for the dream
    # on last Friday alone ("I found no dream on 4 December…"), then only the recurring line
    model = ScriptedModel(name="qwen2.5-1.5b")
    async with open_journal(tmp_path / "j.db") as journal:
        await journal.add_dream("I was back at school and forgot every answer", title="Exam")
        [reply] = await replies_with_a_journal(
            model, journal, "i keep having the exam dream and i have a real exam on friday"
        )
    assert "I found no dream" not in reply
    assert '"Exam"' in reply
    assert reply.split("\n")[-1] == OWN_LINES["recurring:ahead:told"]
    # (a day said of the dream is still its day)
    [(name, args)] = await _calls_of("did i dream about the exam on friday")
    assert name == "search_dreams" and args["since"] == args["until"]
    [(name, args)] = await _calls_of("did i dream about water, like last week")
    assert name == "search_dreams" and "since" in args


async def test_a_life_not_had_and_how_real_it_felt_after_a_dream_of_someone_lost_are_met(
    tmp_path: Path,
) -> None:
    # probed: "im not even married yet" met by the 1.5B's "It sounds like you're still exploring
    # your life and relationships.", then "it felt so real" by "Thank you for telling me"
    _, unmarried, real = await _replies(
        tmp_path,
        "my dad passed in march and last night i dreamed he was at my wedding",
        "im not even married yet",
        "it felt so real",
        words=("A wedding.", "You're exploring.", "You felt emotions."),
    )
    assert unmarried == OWN_LINES["dream_logic:absent:grief"]
    assert real == OWN_LINES["dream_logic:real:grief"]
    _, flying = await _replies(
        tmp_path / "f", "i dreamt i was flying over a city", "it felt so real", words=("A city.",)
    )
    assert flying.split("\n")[-1] == OWN_LINES["dream_logic:real"]


async def test_in_total_after_a_count_counts_the_whole_journal() -> None:
    # probed: "and in total?" after "how many dreams did i have about anna": "I'm not sure what to
    # say to that", the 1.5B's "You had 23 dreams about Anna." held back
    calls = await _calls_of("how many dreams did i have about anna", "and in total?")
    assert calls[-1] == ("recent_dreams", {"overview": True})
    # (not after what was no count)
    calls = await _calls_of("what does a snake mean", "overall?")
    assert ("recent_dreams", {"overview": True}) not in calls


async def test_the_one_after_a_dream_shown_is_the_next_by_date(tmp_path: Path) -> None:
    # probed: "and the one after it?", after the first of November's dreams was shown: the
    # 1.5B's "I'm sorry, but I need the specific message you were talking about."
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue(*["A dream."] * 4)
    today = date.today()
    async with open_journal(tmp_path / "j.db") as journal:
        for n, title in enumerate(("Stairs", "Lesson", "Teeth", "Ocean")):
            day = today - timedelta(days=30 - 8 * n)
            await journal.add_dream(f"dream {title}", title=title, date=day.isoformat())
        _, after, next_one, last = await replies_with_a_journal(
            model,
            journal,
            "show me the dream called lesson",
            "and the one after it?",
            "and the next one?",
            "and the one after that?",
        )
    assert '"Teeth"' in after and '"Lesson"' not in after
    assert '"Ocean"' in next_one
    assert last == "That is the latest dream in your journal."


async def test_how_often_a_night_is_lost_is_met_as_the_run_of_nights_it_is(tmp_path: Path) -> None:
    # probed: "every night this week", after "i keep waking up at 3am": "I'm still here with
    # you. Take your time…"
    first, often = await _replies(
        tmp_path, "i keep waking up at 3am", "every night this week", words=("Late.", "Late.")
    )
    assert first == OWN_LINES["feeling:sleepless"]
    assert often == OWN_LINES["feeling:sleepless:often"]


async def test_a_bad_night_said_in_two_words_is_asked_what_made_it_so(tmp_path: Path) -> None:
    # probed: the 1.5B's "It's okay to feel sad, scared, or confused. What you're experiencing is
    # part of your life and not something you can control."
    [bad] = await _replies(tmp_path, "bad night", words=("It's okay to feel sad.",))
    [rough] = await _replies(tmp_path / "r", "ugh rough night again", words=("Okay.",))
    assert bad == rough == OWN_LINES["feeling:night"]


async def test_a_pet_getting_old_after_a_dream_of_losing_it_and_the_fear_said_are_met(
    tmp_path: Path,
) -> None:
    # probed: "That's a very special dream." to "i dreamt my dog ran away" (held as a misreading
    # now that running away is hard), "You might find yourself feeling a bit older than you are."
    # to "hes 14 and getting old", and "You can always talk to someone you trust…" to the fear
    _, old, fear = await _replies(
        tmp_path,
        "i dreamt my dog ran away",
        "hes 14 and getting old",
        "i guess im scared of losing him",
        words=("A dog.", "You might feel older.", "Talk to someone."),
    )
    assert old == OWN_LINES["feeling:aging"]
    assert fear == OWN_LINES["feeling:losing"]
    assert valence("i dreamt my dog ran away") == "hard"
    # (not after a dream that was no hard one)
    assert situation_of("hes 14 and getting old", before="i dreamt my dog won a prize").follow != (
        "aging"
    )


async def test_what_to_do_after_the_same_dream_nights_running_or_a_childs_night_terrors(
    tmp_path: Path,
) -> None:
    # probed: "what should i do", after "ive had the same dream 3 nights in a row" and its telling:
    # the 1.5B's "Take a warm bath and meditate."; tried: after "my son keeps having night
    # terrors", imagery rehearsal offered, which is for nightmares
    _, _, todo = await _replies(
        tmp_path,
        "ive had the same dream 3 nights in a row",
        "a man standing in my doorway",
        "what should i do",
        words=("A man.", "Take a warm bath and meditate."),
    )
    assert todo == OWN_LINES["stop_dreams"]
    _, child = await _replies(
        tmp_path / "c", "my son keeps having night terrors", "what should i do", words=("A son.",)
    )
    assert child == OWN_LINES["child_dreams:terrors:help"]


async def test_ew_after_a_dream_is_met_and_its_meaning_asked_past_it(tmp_path: Path) -> None:
    # probed: "ew" met by the 1.5B's "I'm sorry if you're feeling upset or frustrated", then "what
    # does it mean" read the "ew": "It could mean something unpleasant, like being disgusted"
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A baby.", "A baby.", "Something developing.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, ew, meaning = await replies_with_a_journal(
            model,
            journal,
            "i had a dream i was pregnant and my ex was the dad",
            "ew",
            "what does it mean",
        )
    assert ew == OWN_LINES["dream_logic:ew"]
    assert meaning.startswith("Dream dictionaries read pregnancy")


async def test_a_place_dreamt_just_as_it_was_is_met(tmp_path: Path) -> None:
    # probed: "it was exactly how i remember it", after a dream of a childhood home: the 1.5B's
    # "You were so close! The dream seems to be about your childhood home."
    _, same = await _replies(
        tmp_path,
        "i dreamt about my childhood home",
        "it was exactly how i remember it",
        words=("A home.", "You were so close!"),
    )
    assert same == OWN_LINES["dream_logic:as_it_was"]


async def test_help_asked_to_remember_dreams_better_gets_the_written_answer(
    tmp_path: Path,
) -> None:
    # probed: the 1.5B's "…listen to something familiar before waking up and then try to remember
    # the lyrics if they come back to you."
    [helped] = await _replies(
        tmp_path, "can you help me remember my dreams better", words=("Listen to music.",)
    )
    assert helped == TERMS["dream recall"]


async def test_what_sandman_thinks_asked_after_a_belief_about_dreams_is_its_own_view(
    tmp_path: Path,
) -> None:
    # probed: "what do you think", after "my therapist says dreams dont mean anything": the meaning
    # line, "What does it bring to mind for you? If you tell me what it means to you…"
    first, second = await _replies(
        tmp_path,
        "my therapist says dreams dont mean anything",
        "what do you think",
        words=("As an AI language model.", "As an AI language model."),
    )
    assert first == OWN_LINES["about_me:belief"]
    assert second == OWN_LINES["about_me:belief:again"]


async def test_a_cause_of_their_nightmares_someone_holds_asked_of_is_never_denied(
    tmp_path: Path,
) -> None:
    # probed: "my therapist thinks my nightmares come from stress at work" / "do you think thats
    # right" got the 1.5B's "I don't think that's right."
    _, asked = await _replies(
        tmp_path,
        "my therapist thinks my nightmares come from stress at work",
        "do you think thats right",
        words=("Stress can do that.", "I don't think that's right."),
    )
    assert asked == OWN_LINES["about_me:cause"]
    assert asked.startswith("It could well be")
    # who holds it, and how it is asked, in other words
    for held, question in (
        ("my mom says my bad dreams are because i watch too much tv", "is she right"),
        ("my doctor thinks my nightmares are caused by my new meds", "could that be true"),
    ):
        assert situation_of(question, before=held).keys[0] == "about_me:cause", held
    # a belief of what dreams are is still its own answer
    assert situation_of("is she right", before="my therapist says dreams dont mean anything").keys[
        0
    ] == ("about_me:belief")


async def test_the_myth_of_dying_in_a_dream_is_answered_and_never_confirmed(tmp_path: Path) -> None:
    # probed: "my friend says if you die in a dream you die in real life" met by the 1.5B's
    # "That's a fascinating statement…", then "is that true" by "Yes, that's true."
    told, true = await _replies(
        tmp_path,
        "my friend says if you die in a dream you die in real life",
        "is that true",
        words=("That's a fascinating statement.", "Yes, that's true."),
    )
    assert told == TERMS["dying in a dream"]
    assert true == OWN_LINES["term:true:dying in a dream"]
    [asked] = await _replies(
        tmp_path / "a", "can you really die if you die in your dream?", words=("Yes.",)
    )
    assert asked == TERMS["dying in a dream"]


async def test_the_meaning_of_a_number_that_keeps_coming_is_looked_up_not_guessed() -> None:
    # probed: "what does it mean", after "i keep seeing the number 11 in dreams": the symbol reader
    # raised (the dream word ended the message), the route fell back, and the 1.5B guessed "a goal
    # or a milestone"
    calls = await _calls_of("i keep seeing the number 11 in dreams", "what does it mean")
    assert [name for name, _ in calls] == ["search_dreams", "lookup_symbol"]


async def test_how_many_times_a_dream_came_said_alone_is_met_and_its_meaning_asked_past_it(
    tmp_path: Path,
) -> None:
    # probed: "third time this month", after "i dreamt i was flying again": "Thank you for telling
    # me"; then "does it mean something" got the 1.5B's "you're repeating yourself"
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Flying.", "Flying.", "Freedom.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, third, meaning = await replies_with_a_journal(
            model,
            journal,
            "i dreamt i was flying again",
            "third time this month",
            "does it mean something",
        )
    assert third == OWN_LINES["recurring:often"]
    assert meaning.startswith("Dream dictionaries read flying")


async def test_a_fact_asked_of_she_or_her_is_asked_of_whom_they_named_last() -> None:
    # probed: "how old is she", after "do you remember my cats name": every memory listed
    calls = await _calls_of("do you remember my cats name", "how old is she")
    assert calls[-1] == ("recall_memories", {"topic": "cat"})
    calls = await _calls_of("what do you know about my sister", "whats her name")
    assert calls[-1] == ("recall_memories", {"topic": "sister"})


async def test_what_they_did_on_waking_is_not_added_to_the_dream_and_is_met(
    tmp_path: Path,
) -> None:
    # probed: "i hugged my mom when i woke up", after a dream of her lost in a city, added to the
    # dream as its words
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A big city.", "Hugs are nice.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, held = await replies_with_a_journal(
            model,
            journal,
            "i dreamt my mom was lost in a big city",
            "i hugged my mom when i woke up",
        )
        [dream] = await journal.list_dreams()
    assert held == OWN_LINES["feeling:held"]
    assert "hugged" not in dream.text
    # (someone of theirs hurt, or named, in it; not a dream of their own peril)
    for dream_told, done in (
        ("i dreamt my cat pixel fell from the balcony", "i checked on her as soon as i woke up"),
        ("i dreamt ines was lost and i couldnt find her", "i hugged her so tight when i woke up"),
        ("i dreamt my dog got hit by a car", "i hugged him when i woke up"),
    ):
        assert situation_of(done, before=dream_told).follow == "held", dream_told
    chased = situation_of(
        "i hugged my husband when i woke up", before="i dreamt i was being chased"
    )
    assert chased.follow != "held"
    # (done on waking in other words, not added; how it left them, and waking, still are)
    before = ["i dreamt my son was drowning and i couldnt reach him"]
    for done in (
        "i woke up and called my sister",
        "i checked on my kids as soon as i woke up",
        "then i woke up and hugged my dog",
    ):
        assert [name for name, _ in await _calls_of(*before, done)] == ["save_dream"], done
    for told in (
        "when i woke up i was crying",
        "then i woke up",
        "he hugged me and then i woke up",
        "then i woke up and hugged my mom but i was still in the dream",
    ):
        names = [name for name, _ in await _calls_of(*before, told)]
        assert names == ["save_dream", "continue_dream"], told


async def test_waking_at_once_from_a_lucid_dream_announced_is_no_dream_told(
    tmp_path: Path,
) -> None:
    # probed: "i had a lucid dream last night" / "but then i woke up right away", saved as the
    # dream (the announced telling)
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("Fun.", "Fun.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, woke = await replies_with_a_journal(
            model, journal, "i had a lucid dream last night", "but then i woke up right away"
        )
        assert await journal.list_dreams() == []
    assert woke == OWN_LINES["term:woke:lucid dream"]


async def test_guilt_after_a_dream_of_an_ex_or_someone_else_is_met_as_such(
    tmp_path: Path,
) -> None:
    # probed: "i feel guilty now, im married", after "i had a dream about my ex and it was really
    # nice", added to the dream ("im married" its words) and met by the line for a hard dream
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A nice one.", "Guilty.")
    async with open_journal(tmp_path / "j.db") as journal:
        _, guilty = await replies_with_a_journal(
            model,
            journal,
            "i had a dream about my ex and it was really nice",
            "i feel guilty now, im married",
        )
        [dream] = await journal.list_dreams()
    assert guilty == OWN_LINES["self_blame:another"]
    assert "married" not in dream.text
    for dream_told, said in (
        ("i dreamt my ex and i got back together", "is it bad that i liked it? i have a boyfriend"),
        ("i dreamt about my crush from school", "i feel so guilty, i have a girlfriend"),
        ("i dreamt i cheated on my husband", "i feel so ashamed"),
    ):
        assert situation_of(said, before=dream_told).who == "another", said
    # (not guilt after a dream of harm done, nor after a dream of no one else)
    assert situation_of("i feel so guilty", before="i dreamt i killed someone").who == "guilt"
    assert situation_of("i feel so guilty", before="i dreamt i failed my exam").who != "another"


async def test_something_ahead_of_the_dreams_kind_is_met_as_where_it_may_come_from(
    tmp_path: Path,
) -> None:
    # probed: "i have a dentist appointment tomorrow lol", after a dream of teeth falling out, the
    # 1.5B's "Oh, that's a great day!"
    _, dentist = await _replies(
        tmp_path,
        "i dreamt all my teeth fell out",
        "i have a dentist appointment tomorrow lol",
        words=("Teeth.", "Oh, that's a great day!"),
    )
    assert dentist == OWN_LINES["feeling:ahead:dreamt"]
    for dream, ahead in (
        ("i dreamt the plane i was on crashed", "i have a flight next week"),
        ("i dreamt i was late to my wedding", "im getting married in may"),
        ("i dreamt i showed up to my exam unprepared", "my finals are next week"),
    ):
        assert situation_of(ahead, before=dream).ahead == "dreamt", ahead
    # (not of another kind, not asked, and with fear said, the fear met)
    assert (
        situation_of("i have a flight tomorrow", before="i dreamt all my teeth fell out").ahead
        != "dreamt"
    )
    assert (
        situation_of("do i have an exam tomorrow?", before="i dreamt i failed my exam").ahead
        != "dreamt"
    )
    scared = situation_of(
        "i have surgery tomorrow and im scared", before="i had a nightmare about surgery"
    )
    assert scared.ahead == "felt"


async def test_one_dream_named_by_its_thing_with_a_period_is_searched_in_that_period() -> None:
    # probed: "find my exam dream, the one from last week" listed the week's dreams, the exam
    # lost
    [(name, args)] = await _calls_of("find my exam dream from last month")
    first = date.today().replace(day=1)
    last_month = (first - timedelta(days=1)).replace(day=1)
    assert (name, args["query"]) == ("search_dreams", "exam")
    assert (args["since"], args["until"]) == (
        last_month.isoformat(),
        (first - timedelta(days=1)).isoformat(),
    )


async def test_an_age_asked_and_not_among_their_memories_is_said_unknown(tmp_path: Path) -> None:
    # probed: "how old is she", after "whats my cats name", listed her memories, none of them
    # her age, and left the 1.5B to say one
    *_, unknown, _, known = await _replies(
        tmp_path,
        "remember that i have a cat called io",
        "whats my cats name",
        "how old is she",
        "remember that she turns 6 in march",
        "how old is she",
        words=("Io.", "She is 3 years old.", "Six.", "She is 6."),
    )
    assert unknown.endswith("\n" + OWN_LINES["question:unknown:age"])
    assert "have a cat called io" in unknown.lower()
    assert OWN_LINES["question:unknown:age"] not in known and "turns 6 in march" in known
    # (someone asked about by name, and another's age among the memories: probed, every memory
    # listed, a daughter's age among them)
    *_, lea = await _replies(
        tmp_path / "b",
        "remember that my partner is called lea",
        "remember that my daughter ines is six years old",
        "what do you know about lea",
        "how old is she",
        words=("Lea.", "Ines.", "Lea.", "She is 34."),
    )
    assert lea.endswith("\n" + OWN_LINES["question:unknown:age"]) and "six" not in lea


async def test_an_earlier_dream_pointed_at_by_likeness_is_found_not_added(tmp_path: Path) -> None:
    # probed: "like the kitchen one i had before", after a dream of a house full of water, added
    # to it as its words, and the 1.5B's "imagining your house as a big, messy kitchen"
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A kitchen.", "Water.", "Both had water.", "Yes.")
    async with open_journal(tmp_path / "j.db") as journal:
        *_, like, last = await replies_with_a_journal(
            model,
            journal,
            "i dreamt water came up through my kitchen floor",
            "i dreamt my house was full of water",
            "like the kitchen one i had before",
            "it was kind of like the last one",
        )
        texts = {d.text for d in await journal.list_dreams()}
    assert like.startswith("One dream in your journal mentions kitchen:")
    assert texts == {
        "i dreamt water came up through my kitchen floor",
        "i dreamt my house was full of water",
    }
    assert not last.startswith("Added to your dream")
    # (pointed at by when, it is no search for "last")
    calls = await _calls_of(
        "i dreamt my house was full of water", "it was kind of like the last one"
    )
    assert "search_dreams" not in [name for name, _ in calls]


async def test_a_fact_kept_beside_a_search_lends_it_no_period() -> None:
    # probed: "remember my sister anna is getting married in june, and show me dreams about her"
    # searched the dreams of June
    calls = dict(
        await _calls_of(
            "remember my sister anna is getting married in june, and show me dreams about her"
        )
    )
    assert calls["remember"] == {"fact": "my sister anna is getting married in june"}
    assert calls["search_dreams"] == {"query": "sister"}
    # (a period of the search's own stays)
    asked = dict(
        await _calls_of("remember that i love the sea and show me my flying dreams from october")
    )
    assert asked["search_dreams"]["since"].endswith("-10-01")


async def test_dreams_asked_of_nights_woken_and_why_themes_recur_are_met(tmp_path: Path) -> None:
    # probed: "is that a dream thing", after "i keep waking up at 3am every night", the 1.5B's
    # "Yes, it is a dream thing."; "why do you think that is", after what comes up most in their
    # dreams, "I'm not sure what to say to that"
    _, dreams = await _replies(
        tmp_path,
        "i keep waking up at 3am every night",
        "is that a dream thing",
        words=("Hard.", "Yes, it is a dream thing."),
    )
    assert dreams == OWN_LINES["feeling:sleepless:dreams"]
    _, why = await _replies(
        tmp_path / "b",
        "whats been coming up the most in my dreams",
        "why do you think that is",
        words=("Water.", "Because of stress."),
    )
    assert why == OWN_LINES["term:why:recurring dream"]
    # (not asked of a night told, nor after another question)
    assert situation_of("is that a dream thing", before="i had a great day").follow != (
        "sleepless:dreams"
    )
    assert situation_of("why is that", before="i dreamt of a red door").follow != "why"


async def test_a_pets_death_in_a_dream_its_old_age_and_the_time_left_are_met(
    tmp_path: Path,
) -> None:
    # probed: "my dog died in my dream last night and i cried when i woke up" met as a dog lost in
    # life ("A dream of someone you've lost…"); "he is 14 now" only offered to keep; "i dont know
    # how much time we have left" got the 1.5B's "…Remember, every moment counts!"
    died, old, left = await _replies(
        tmp_path,
        "my dog died in my dream last night and i cried when i woke up",
        "he is 14 now",
        "i dont know how much time we have left",
        words=("Sad.", "Old.", "Remember, every moment counts!"),
    )
    assert "someone you've lost" not in died and "Dreaming that someone you love has died" in died
    assert old.startswith(OWN_LINES["feeling:aging"] + "\nShall I remember that?")
    assert left == OWN_LINES["feeling:losing:time"]
    # ... told as dying in it (probed: "i dreamt about my cat io dying" read as no feeling, and
    # "shes 16" met by the 1.5B alone)
    assert valence("i dreamt about my cat io dying") == "hard"
    assert situation_of("shes 16", before="i dreamt about my cat io dying").follow == "aging"
    # (a child's age is no old age, nor a young pet's)
    assert situation_of("he is 14 now", before="my son died in my dream").follow != "aging"
    assert situation_of("he is 3", before="my dog died in my dream").follow != "aging"


async def test_someone_ill_seen_as_before_and_a_fight_before_reaching_out_are_met(
    tmp_path: Path,
) -> None:
    # probed: "it was nice to see her like before", after a dream of a grandma and "she has
    # alzheimers now and doesnt recognize me", met by "I'm still here with you. Take your time…";
    # "should i text her", after "we had a fight yesterday irl", by "A dream can bring someone
    # back to mind after years"
    *_, before = await _replies(
        tmp_path,
        "i dreamt my grandma was cooking for me in her kitchen",
        "she has alzheimers now and doesnt recognize me",
        "it was nice to see her like before",
        words=("Soup.", "Sad.", "The journal noted a peaceful interaction."),
    )
    assert before == OWN_LINES["feeling:ill:before"]
    fought = situation_of(
        "should i text her",
        before="we had a fight yesterday irl",
        earlier=["i dreamed my best friend stopped talking to me"],
    )
    assert fought.keys[0] == "tell_them:reach:fight"
    years = situation_of("should i reach out", before="i dreamt about an old friend from school")
    assert years.keys[0] == "tell_them:reach"
    # (seen as before, with no illness told, is no such moment)
    assert situation_of("she was herself again", before="i dreamt of my mom").follow != "ill:before"


async def test_a_scene_woken_from_with_no_night_said_is_offered_as_a_dream(tmp_path: Path) -> None:
    # probed: "i was flying but then i started falling and woke up with a jolt" met as a hypnic
    # jerk, the dream neither saved nor offered
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("A jolt.", "Flying.", "Saved.")
    async with open_journal(tmp_path / "j.db") as journal:
        jolt, city, yes = await replies_with_a_journal(
            model,
            journal,
            "i was flying but then i started falling and woke up with a jolt",
            "i was walking through a city made of glass and then i woke up",
            "yes",
        )
        [dream] = await journal.list_dreams()
    assert jolt.startswith(TERMS["hypnic jerk"] + "\nWas that a dream?")
    assert city.startswith("Was that a dream? Say yes")
    assert yes.startswith("Saved your dream") and dream.text.startswith("i was walking through")
    # (a night of sleep itself is no scene)
    assert await _calls_of("i was sleeping and woke up at 3") == []


async def test_which_of_two_months_just_asked_of_had_more_counts_them_side_by_side() -> None:
    # probed: "which month had more", after "how many nightmares did i have in october" / "and in
    # november?", summed up the whole journal (all moods, every month)
    calls = await _calls_of(
        "how many nightmares did i have in october", "and in november?", "which month had more"
    )
    name, args = calls[-1]
    assert name == "recent_dreams" and args["overview"] and args["mood"] == "nightmare"
    assert args["since"].endswith("-10-01") and args["until"].endswith("-11-30")
    # (asked alone, it is the journal's own question)
    [(_, alone_args)] = await _calls_of("which month had more")
    assert "mood" not in alone_args


async def test_the_first_time_asked_after_a_count_of_the_dream_told_is_its_earliest() -> None:
    # probed: "when was the first", after "i dreamt about the ocean again" / "how many times is
    # that now" (the ocean searched), got "I'm not sure what to say to that"
    calls = await _calls_of(
        "i dreamt about the ocean again", "how many times is that now", "when was the first"
    )
    assert calls[-1] == ("search_dreams", {"query": "ocean", "order": "oldest"})


async def test_a_dream_of_someone_lost_that_felt_like_they_were_there_is_met(
    tmp_path: Path,
) -> None:
    # probed: "it felt like he was really there", after "i had a dream my dad came back" / "he
    # passed last spring", met by "It sounds like it stayed with you…"
    *_, there = await _replies(
        tmp_path,
        "i had a dream my dad came back",
        "he passed last spring",
        "it felt like he was really there",
        words=("Dad.", "Sorry.", "It felt real."),
    )
    assert there == OWN_LINES["dream_logic:real:grief"]


async def test_a_friend_gone_silent_a_fight_after_it_and_a_jolt_that_comes_often_are_met(
    tmp_path: Path,
) -> None:
    # probed: "i dreamed my best friend stopped talking to me" read as a good dream (a "best"
    # friend); "we had a fight yesterday irl" met by "Thank you for telling me"; "that happens a
    # lot", after a jolt on waking, by "That's a lot of times to meet the same dream"
    assert valence("i dreamed my best friend stopped talking to me") == "hard"
    assert valence("i had the best dream ever") == "good"
    assert valence("i dreamt about my best friend from school") == ""  # (no feeling told)
    _, fight = await _replies(
        tmp_path,
        "i dreamed my best friend stopped talking to me",
        "we had a fight yesterday irl",
        words=("Friends.", "Thank you for telling me."),
    )
    assert fight == OWN_LINES["feeling:fight"]
    *_, often = await _replies(
        tmp_path / "b",
        "i was flying but then i started falling and woke up with a jolt",
        "that happens a lot",
        words=("A jolt.", "A lot."),
    )
    assert often == OWN_LINES["term:often:hypnic jerk"]
    # (a dream come again, said to come a lot, is the dream's)
    assert situation_of("that happens a lot", before="i keep dreaming about falling").kind == (
        "recurring"
    )


async def test_a_dislike_of_what_a_nightmare_held_is_met(tmp_path: Path) -> None:
    # probed: "i hate spiders", after "i had a nightmare about a spider", got the 1.5B on people
    # who enjoy watching them "in their natural habitat", and "it's up to each person to decide"
    _, hate = await _replies(
        tmp_path,
        "i had a nightmare about a spider",
        "i hate spiders",
        words=("A spider.", "Some people enjoy watching them."),
    )
    assert hate == OWN_LINES["feeling:disliked"]
    scared = situation_of("im terrified of snakes", before="i had a nightmare about a snake")
    assert scared.follow == "disliked"
    # (not of what the dream did not hold, nor of a dream with nothing hard in it)
    assert situation_of("i hate mondays", before="i had a nightmare about a spider").follow != (
        "disliked"
    )
    assert situation_of("i hate cats", before="i dreamt of a cat").follow != "disliked"


async def test_a_dream_that_made_them_feel_small_a_hurt_growing_up_and_why_they_came_are_met(
    tmp_path: Path,
) -> None:
    # probed: "i dreamt my teacher yelled at me in front of everyone and i felt so small" met with
    # a lesson ("it also shows the importance of standing up for yourself"); "i used to get yelled
    # at a lot as a kid" and "my therapist said to keep a dream journal" by "Thank you for telling
    # me"
    small = "i dreamt my teacher yelled at me in front of everyone and i felt so small"
    assert valence(small) == "hard"
    _, past = await _replies(
        tmp_path, small, "i used to get yelled at a lot as a kid", words=("Small.", "Thank you.")
    )
    assert past == OWN_LINES["feeling:hurt:past"]
    [came] = await _replies(
        tmp_path / "b", "my therapist said to keep a dream journal", words=("Thank you.",)
    )
    assert came == OWN_LINES["feeling:suggested"]
    # (a childhood told after a dream with nothing hard in it is no hurt)
    assert situation_of("i used to go there as a kid", before="i dreamt of a beach").follow == ""


async def test_a_weight_of_their_days_told_after_a_dream_of_it_is_met_as_where_it_comes_from(
    tmp_path: Path,
) -> None:
    # probed: "my job is really stressful rn", after "i keep dreaming im late for work" / "like 3
    # times this week", met by the 1.5B's "It sounds like you are feeling stressed"
    *_, stress = await _replies(
        tmp_path,
        "i keep dreaming im late for work",
        "like 3 times this week",
        "my job is really stressful rn",
        words=("Late.", "Often.", "It sounds like you are feeling stressed."),
    )
    assert stress == OWN_LINES["feeling:stress:dreamt"]
    school = situation_of("im so stressed about school", before="i dreamt i failed my exam")
    assert school.follow == "stress:dreamt"
    # (not after a dream of something else)
    beach = situation_of("my job is really stressful rn", before="i dreamt of a beach")
    assert beach.follow != "stress:dreamt"


async def test_the_second_of_an_order_read_and_a_sign_asked_of_a_count_are_answered(
    tmp_path: Path,
) -> None:
    # probed: "and the second?", after "what was the first dream i ever told you", got "I couldn't
    # find that dream in your journal"; "is that a good sign", after how often they dream of
    # flying was read, the 1.5B's "…you should listen to what they tell you"
    calls = await _calls_of("what was the first dream i ever told you", "and the second?")
    assert calls[-1] == ("recent_dreams", {"order": "oldest", "limit": 2})
    assert "show_dream" not in [name for name, _ in calls]
    # (the second of a list shown stays that list's: "show me my flying dreams" / "the second one")
    shown = await _calls_of("show me my flying dreams", "the second one")
    assert shown[-1][0] == "show_dream"
    [sign] = await _replies(tmp_path, "is that a good sign", words=("Maybe.",))
    assert sign != OWN_LINES["good_sign:asked"]  # (asked of nothing read: not this line)
    asked = situation_of("is that a good sign", before="how often do i dream about flying")
    assert asked.keys[0] == "good_sign:asked"


async def test_a_job_that_ended_told_after_a_dream_of_it_is_met(tmp_path: Path) -> None:
    # probed: "i got fired from there last year", after "i dreamt i was back at my old job and
    # everyone ignored me", met by the 1.5B's "…because you weren't doing a good job"
    _, fired = await _replies(
        tmp_path,
        "i dreamt i was back at my old job and everyone ignored me",
        "i got fired from there last year",
        words=("Work.", "You were fired because you weren't doing a good job."),
    )
    assert fired == OWN_LINES["feeling:job:ended"]
    beach = situation_of("i got fired from there last year", before="i dreamt of a beach")
    assert beach.follow != "job:ended"


async def test_dreaming_all_night_asked_of_as_normal_is_met_as_broken_sleep(tmp_path: Path) -> None:
    # probed: "is that normal", after "im so tired, i keep having dreams all night and never feel
    # rested", got the line for a bad dream ("It makes sense that it frightened you")
    _, normal = await _replies(
        tmp_path,
        "im so tired, i keep having dreams all night and never feel rested",
        "is that normal",
        words=("Tired.", "Yes."),
    )
    assert normal == OWN_LINES["feeling:sleepless:dreamy"]
    nightmares = situation_of("is that normal", before="i keep having nightmares about my ex")
    assert nightmares.keys[0] == "bad_dreams:hard"


async def test_a_day_ahead_told_after_a_dream_of_its_kind_is_where_it_came_from(
    tmp_path: Path,
) -> None:
    # probed: "i dreamt i was late for my own wedding. im getting married in june!" saved whole,
    # asked its night for "june", and met by the 1.5B's words of the dream alone
    async with open_journal(tmp_path / "j.db") as journal:
        [reply] = await replies_with_a_journal(
            ScriptedModel(name="qwen2.5-1.5b"),
            journal,
            "i dreamt i was late for my own wedding. im getting married in june!",
        )
        [dream] = await journal.list_dreams()
    assert dream.text == "i dreamt i was late for my own wedding."
    assert reply.endswith(OWN_LINES["told_dream:ahead"])
    assert "which night" not in reply


async def test_how_often_sleep_paralysis_comes_and_waking_at_lucidity_are_met(
    tmp_path: Path,
) -> None:
    # probed: "it happens like once a month", after sleep paralysis told, had every word of the
    # 1.5B held back; "why does that happen", after "i realized i was dreaming but woke up right
    # away", got "That's what I know about it, from just now."
    _, often = await _replies(
        tmp_path / "paralysis",
        "i woke up and couldnt move and there was something in the room",
        "it happens like once a month",
        words=("A hard night.", "It could be claustrophobia."),
    )
    assert often == OWN_LINES["term:often:sleep paralysis"]
    *_, why = await _replies(
        tmp_path / "lucid",
        "last night i realized i was dreaming but woke up right away",
        "why does that happen",
        words=("Wow.", "It happens."),
    )
    assert why == OWN_LINES["term:woke:lucid dream"]


async def test_a_stranger_who_comes_back_in_dreams_is_met_and_not_looked_up(
    tmp_path: Path,
) -> None:
    # probed: "ive seen her in 3 dreams now", after a dream of a woman with red hair they did not
    # know, got "Thank you for telling me…" (every word of the 1.5B held back); "who is she" had
    # their memories listed, none of her
    _, again, who = await _replies(
        tmp_path,
        "i dreamt about someone i dont know. a woman with red hair",
        "ive seen her in 3 dreams now",
        "who is she",
        words=("Red hair.", "She is your friend.", "She is your sister."),
    )
    assert again == OWN_LINES["recurring:someone"]
    assert who == OWN_LINES["recurring:stranger"]
    calls = await _calls_of("i dreamt about someone i dont know", "who is she")
    assert [name for name, _ in calls] == ["save_dream"]
    # (someone they know is theirs to ask of: not met as a stranger)
    known = situation_of("who is she", before="i dreamt about my sister anna")
    assert known.keys[0] != "recurring:stranger"


async def test_a_child_named_by_age_alone_is_met_as_a_childs_nightmares(tmp_path: Path) -> None:
    # probed: "my 5 year old keeps having nightmares about monsters what should i do" read as
    # someone else's dream, and the 1.5B guessed "scary stories or movies" as the cause
    [reply] = await _replies(
        tmp_path,
        "my 5 year old keeps having nightmares about monsters what should i do",
        words=("It could be scary movies.",),
    )
    assert reply == OWN_LINES["child_dreams:help"]
    assert situation_of("my 3yo has bad dreams").kind == "child_dreams"


async def test_how_to_know_they_are_awake_is_a_reality_check_tried_now(tmp_path: Path) -> None:
    # probed: "how do i know im awake", after the reality check's answer, got the 1.5B's "You wake
    # when you feel your body move or notice that time has passed."
    first, awake = await _replies(
        tmp_path,
        "i think im dreaming right now",
        "how do i know im awake",
        words=("Maybe.", "You wake when you feel your body move."),
    )
    assert first == TERMS["reality check"]
    assert awake == OWN_LINES["term:reality check:again"]


async def test_how_long_dreams_last_is_answered_not_read_from_the_journal(tmp_path: Path) -> None:
    # probed: "how long do dreams actually last" listed their latest dreams
    assert await _calls_of("how long do dreams actually last") == []
    [said] = await _replies(tmp_path, "how long does a dream last", words=("Hours.",))
    assert said == TERMS["how long dreams last"]


async def test_why_they_felt_that_way_in_a_dream_shown_is_met(tmp_path: Path) -> None:
    # probed: "why do you think i felt that way", after their saddest dream was shown, got "I'm
    # not sure what to say to that."
    assert situation_of(
        "why do you think i felt that way", before="what was my saddest dream"
    ).keys[0] == ("why_felt")


async def test_a_dream_in_the_language_they_learn_is_met_as_common(tmp_path: Path) -> None:
    # probed: "i had a dream in spanish" / "is that weird? im learning spanish" got the 1.5B's
    # "Yes, it's interesting how you're learning Spanish."
    _, weird = await _replies(
        tmp_path,
        "i had a dream in spanish",
        "is that weird? im learning spanish",
        words=("Spanish.", "Yes, it's interesting how you're learning Spanish."),
    )
    assert weird == TERMS["dreaming in another language"]


async def test_saying_they_are_not_violent_after_a_dream_of_harm_is_believed(
    tmp_path: Path,
) -> None:
    # probed: "im not a violent person i swear", after "i dreamt i killed someone", read as a good
    # feeling, and the 1.5B's "Violence can be a very difficult thing to overcome…"
    _, denied = await _replies(
        tmp_path,
        "i dreamt i killed someone",
        "im not a violent person i swear",
        words=("Oh no.", "Violence can be a very difficult thing to overcome."),
    )
    assert denied == OWN_LINES["self_blame:denied"]
    assert situation_of("i would never hurt him", before="i dreamt i hit my brother").keys[0] == (
        "self_blame:denied"
    )


async def test_a_number_seen_everywhere_awake_is_no_dream_coming_back() -> None:
    # probed: "i keep seeing 23 everywhere", after a dream of the number, got the line for a dream
    # that keeps coming back
    seen = situation_of("i keep seeing 23 everywhere", before="i dreamt about the number 23")
    assert seen.kind != "recurring"
    assert situation_of("i keep seeing my dad in my dreams").kind == "recurring"


async def test_a_dream_that_felt_like_years_is_met_with_how_long_dreams_last(
    tmp_path: Path,
) -> None:
    # probed: "my dream last night felt like it lasted for years" got "Thank you for telling
    # me…", the 1.5B's "It was like a long, winding road" held back
    [said] = await _replies(
        tmp_path, "my dream last night felt like it lasted for years", words=("A long road.",)
    )
    assert said == TERMS["how long dreams last"]
    # (a dream told with it is met as the dream it is)
    [told] = await _replies(
        tmp_path / "ship",
        "i dreamt i was on a ship and it felt like it lasted for hours",
        words=("A long voyage.",),
    )
    assert TERMS["how long dreams last"] not in told


async def test_a_childs_nights_told_with_an_age_are_a_childs_and_tips_are_for_them(
    tmp_path: Path,
) -> None:
    # probed: "my daughter is 4 and she keeps waking up from bad dreams" met as their own night
    # lost; "any tips" after it got tips for their own sleep
    told, tips = await _replies(
        tmp_path,
        "my daughter is 4 and she keeps waking up from bad dreams",
        "any tips",
        words=("Poor thing.", "Sleep more."),
    )
    assert told == OWN_LINES["child_dreams:age"]
    assert tips == OWN_LINES["child_dreams:help"]
    son = situation_of("my son is 6 and lately he keeps getting nightmares")
    assert son.keys[0] == "child_dreams:age"


async def test_a_faceless_figure_coming_back_is_a_stranger_of_their_dreams(tmp_path: Path) -> None:
    # probed: "hes been in like 5 of my dreams" and "who could he be", after "i keep dreaming
    # about a man with no face", went to the 1.5B
    *_, again, who = await _replies(
        tmp_path,
        "i keep dreaming about a man with no face",
        "hes been in like 5 of my dreams",
        "who could he be",
        words=("A face.", "He is your father.", "He is your father."),
    )
    assert again == OWN_LINES["recurring:someone"]
    assert who == OWN_LINES["recurring:stranger"]
    # (nothing is read for it, whatever the model's route: probed, the latest five listed)
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.scorer = lambda prompt, text: -1.0 if "recent" in text else -3.0
    model.enqueue("A tall woman.", "She is back.")
    async with open_journal(tmp_path / "scored.db") as journal:
        await journal.add_dream("I was on a train", date="2026-11-02")
        _, back = await replies_with_a_journal(
            model, journal, "i dreamt about a tall woman", "shes been in like 5 of my dreams"
        )
    assert back == OWN_LINES["recurring:someone"]
    # (the length of a dream told of as going on with it is that dream's, not a lecture)
    ex = situation_of("it felt like it lasted all night", before="i dreamed about my ex")
    assert ex.keys[0] != "term:how long dreams last"


async def test_sleep_feared_for_the_nightmare_and_dark_dreams_asked_of_are_met() -> None:
    # probed: "i cant sleep because im scared of having the nightmare again" and "am i ok", after
    # "i feel like my dreams are getting darker", went to the 1.5B's words; so did "why would i
    # dream about her now" after "i havent seen her in 20 years"
    feared = situation_of("i cant sleep because im scared of having the nightmare again")
    assert feared.keys[0] == "feeling:dread"
    ok = situation_of("am i ok", before="i feel like my dreams are getting darker")
    assert ok.keys[0] == "wrong_with_me:low"
    now = situation_of(
        "why would i dream about her now",
        before="i havent seen her in 20 years",
        earlier=["i had a dream about my teacher from 3rd grade"],
    )
    assert now.keys[0] == "term:dreams of people from the past"


async def test_a_dream_of_someone_dead_in_life_is_no_dream_of_their_dying(tmp_path: Path) -> None:
    # probed: "i dreamt about my dead grandma hugging me" got "Dreaming that someone you love has
    # died is one of the most upsetting dreams there is…"
    [told] = await _replies(
        tmp_path, "i dreamt about my dead grandma hugging me", words=("A hug.",)
    )
    assert told.split("\n")[-1] == OWN_LINES["told_dream:grief"]
    [dying] = await _replies(tmp_path / "dying", "i dreamt my grandma died", words=("Oh.",))
    assert OWN_LINES["told_dream:grief"] not in dying


async def test_a_parting_dated_after_a_dream_is_their_life_not_more_of_it(tmp_path: Path) -> None:
    # probed: "we broke up in march", after "i had a dream about my ex's new girlfriend", was
    # added to the dream
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("An ex.", "A breakup.")
    async with open_journal(tmp_path / "j.db") as journal:
        await replies_with_a_journal(
            model, journal, "i had a dream about my ex's new girlfriend", "we broke up in march"
        )
        [dream] = await journal.list_dreams()
    assert "march" not in dream.text


async def test_a_dream_forgotten_a_kick_seen_and_why_an_old_place_comes_are_met() -> None:
    # probed: "nvm i forgot it", after "i had a weird dream"; "my boyfriend says i kicked him last
    # night"; "why", after "i keep dreaming im back in high school" / "ive been out for 10 years";
    # "how do i do it again", after a lucid dream told: the 1.5B's words, or what a recurring or a
    # lucid dream is
    assert situation_of("nvm i forgot it", before="i had a weird dream").kind == "forgotten"
    kicked = situation_of("my boyfriend says i kicked him last night")
    assert kicked.keys[0] == "term:moving in sleep"
    why = situation_of(
        "why",
        before="ive been out for 10 years",
        earlier=["i keep dreaming im back in high school"],
    )
    assert why.keys[0] == "recurring:past"
    again = situation_of("how do i do it again", before="i had a lucid dream and flew!")
    assert again.keys[0] == "term:how:lucid dream"


async def test_whether_their_dreams_mean_anything_and_a_dream_asked_of_sandman_are_met() -> None:
    # probed: "do my dreams mean anything" got "I'm not sure what to say to that"; "tell me a
    # dream" the 1.5B's "If you're curious about what your dream is about, just let me know!"
    assert situation_of("do my dreams mean anything").keys[0] == "about_me:belief"
    assert situation_of("tell me a dream").keys[0] == "about_me:nature"
    assert situation_of("tell me about my dream").kind != "about_me"


async def test_a_dream_of_their_own_funeral_is_not_met_as_someone_they_love_dying(
    tmp_path: Path,
) -> None:
    # probed: "i dreamt i was at a wedding but it was my own funeral" got "Dreaming that someone
    # you love has died is one of the most upsetting dreams there is…"
    (told,) = await _replies(
        tmp_path,
        "i dreamt i was at a wedding but it was my own funeral at the same time",
        words=("A strange mix of a day.",),
    )
    assert told.startswith("Saved your dream") and "someone you love has died" not in told
    (theirs,) = await _replies(
        tmp_path / "b", "i dreamt we were at my moms funeral", words=("Sad.",)
    )
    assert "Dreaming that someone you love has died" in theirs


async def test_tired_of_a_dream_that_keeps_coming_is_met_and_its_end_asked_is_answered(
    tmp_path: Path,
) -> None:
    # probed: "im so tired of dreaming about exams. i finished school 10 years ago" searched
    # "tired exams" and was met as a hard feeling ("It's understandable that you might feel
    # tired about exams."); "how do i make it stop" then got "Try taking a break…"
    worn, stop = await _replies(
        tmp_path,
        "im so tired of dreaming about exams. i finished school 10 years ago",
        "how do i make it stop",
        words=("It's understandable that you might feel tired about exams.", "Take a break."),
    )
    assert worn.endswith(OWN_LINES["recurring:worn"]) and "tired about exams" not in worn
    assert stop == OWN_LINES["stop_dreams"]
    assert situation_of("i keep dreaming about exams and im sick of it").follow == "worn"
    assert situation_of("im so tired of work").follow != "worn"


async def test_the_joy_of_a_lucid_dream_said_without_a_good_word_is_read_as_joy(
    tmp_path: Path,
) -> None:
    # probed: "I HAD A LUCID DREAM!!! i could fly wherever i wanted" read as no feeling, and each
    # of the 1.5B's "That's amazing!", "that's really exciting!" held back as a misreading
    (told,) = await _replies(
        tmp_path,
        "I HAD A LUCID DREAM!!! i could fly wherever i wanted",
        words=("That's amazing!",),
    )
    assert told.startswith("Saved your dream") and told.endswith("That's amazing!")
    assert valence("i finally had a lucid dream") == "good"
    assert valence("i could go anywhere i wanted but i was scared") == "hard"


async def test_why_now_after_a_dream_of_a_place_long_gone_is_met(tmp_path: Path) -> None:
    # probed: "i had a dream about my old school" / "i havent been there in 20 years" / "why now"
    # met by the 1.5B alone
    _, gone, why = await _replies(
        tmp_path,
        "i had a dream about my old school",
        "i havent been there in 20 years",
        "why now",
        words=("School.", "A long time.", "Your brain is processing memories."),
    )
    assert gone == OWN_LINES["recurring:past"]
    assert why == OWN_LINES["recurring:past:again"]
    assert situation_of("why now", before="i had pasta in 20 minutes").follow != "past"


async def test_freaked_out_after_a_frightening_dream_is_met_as_shaken(tmp_path: Path) -> None:
    # probed: "i had a dream about a man with no face" / "he just stood at the end of my bed" /
    # "im kind of freaked out" got the 1.5B's "I understand how you feel. It's normal to feel a
    # mix of emotions…"
    *_, freaked = await _replies(
        tmp_path,
        "i had a dream about a man with no face",
        "he just stood at the end of my bed",
        "im kind of freaked out",
        words=("A man.", "A bed.", "I understand how you feel."),
    )
    assert freaked == OWN_LINES["feeling:shaken"]
    assert situation_of("im kind of freaked out").keys[0] != "feeling:shaken"


async def test_dreams_said_to_be_too_much_after_sleep_dreaded_are_met(tmp_path: Path) -> None:
    # probed: "i dont want to sleep tonight" / "the dreams are too much": every word of the 1.5B's
    # held back, and "Thank you for telling me. I'm listening…"
    _, much = await _replies(
        tmp_path,
        "i dont want to sleep tonight",
        "the dreams are too much",
        words=("Take a break.",),
    )
    assert much == OWN_LINES["feeling:dread:again"]
    assert situation_of("the nightmares are too much").valence == "hard"


async def test_a_death_told_next_in_a_dream_is_added_to_it_and_met_as_one_dreamt(
    tmp_path: Path,
) -> None:
    # probed: "i dreamt my cat ran away" / "then she died in my arms" was met as someone lost in
    # their life ("A dream of someone you've lost…"), and not added to the dream
    _, died = await _replies(
        tmp_path,
        "i dreamt my cat ran away",
        "then she died in my arms",
        words=("A cat.", "So sad."),
    )
    assert died.startswith("Added to your dream #1: then she died in my arms")
    assert "Dreaming that someone you love has died" in died and "someone you've lost" not in died
    # (dated, it is their life)
    assert situation_of("then he died 3 years ago", before="i dreamt of my grandpa").kind != (
        "told_dream"
    )


async def test_their_life_now_said_after_a_dream_is_neither_saved_nor_added_to_it(
    tmp_path: Path,
) -> None:
    # probed: "ugh another exam dream" / "i have a real exam next week" saved the second as a
    # dream; "i had a dream that anna got married" / "shes actually engaged" added it to the dream
    model = ScriptedModel(name="qwen2.5-1.5b")
    model.enqueue("An exam.", "Good luck.", "A wedding.", "Congratulations to her!")
    async with open_journal(tmp_path / "j.db") as journal:
        _, exam, _, engaged = await replies_with_a_journal(
            model,
            journal,
            "ugh another exam dream",
            "i have a real exam next week",
            "i had a dream that anna got married",
            "shes actually engaged",
        )
        dreams = await journal.list_dreams()
    assert not exam.startswith("Saved") and not engaged.startswith("Added"), (exam, engaged)
    assert [d.text for d in dreams] == ["i had a dream that anna got married"]


async def test_worn_out_by_a_dream_said_to_come_every_night_is_met_as_such(
    tmp_path: Path,
) -> None:
    # probed: "i dreamt i was being chased by a shadow" / "it happens every night" / "im
    # exhausted" met as any hard feeling; "i had the dream about my ex again" / "im exhausted" too
    *_, worn = await _replies(
        tmp_path / "a",
        "i dreamt i was being chased by a shadow",
        "it happens every night",
        "im exhausted",
        words=("A shadow.", "Every night.", "Rest."),
    )
    assert worn == OWN_LINES["recurring:worn"]
    _, again = await _replies(
        tmp_path / "b", "i had the dream about my ex again", "im exhausted", words=("Again.",) * 2
    )
    assert again == OWN_LINES["recurring:worn"]
    # (tired after a day, no dream said to come back: not a dream worn of)
    _, day = await _replies(
        tmp_path / "c", "i had a long day at work", "im exhausted", words=("Rest.",) * 2
    )
    assert day != OWN_LINES["recurring:worn"]


async def test_whether_waking_in_the_night_is_normal_is_met(tmp_path: Path) -> None:
    # probed: "i keep waking up at 3am every night" / "is that normal": the 1.5B's "It's quite
    # common for people to wake up at 3 AM sometimes." held back, and "I'm not sure what to say"
    _, normal = await _replies(
        tmp_path,
        "i keep waking up at 3am every night",
        "is that normal",
        words=("Hard.", "Yes, it is normal."),
    )
    assert normal == OWN_LINES["feeling:sleepless:normal"]
    # (not of a dream told, nor of a good night)
    for before in ("i dreamed i was falling and woke up at 3am", "i slept so well last night"):
        assert situation_of("is that normal", before=before).follow != "sleepless:normal"


async def test_whether_a_dream_come_again_will_ever_stop_is_met(tmp_path: Path) -> None:
    # probed: "i dreamed i was late for an exam again. i hate these" / … / "do you think ill ever
    # stop having them": the 1.5B's "it's possible that you'll never stop having them" held back,
    # and "I'm not sure what to say to that"
    *_, will, how = await _replies(
        tmp_path,
        "i dreamed i was late for an exam again. i hate these",
        "do you think ill ever stop having them",
        "ok tell me",
        words=("Hard.", "You may never stop.", "Sure."),
    )
    assert will == OWN_LINES["stop_dreams:will"]
    assert how == OWN_LINES["stop_dreams"]
    # (not of something else that will stop)
    assert situation_of("will they ever stop", before="my neighbours are so loud").kind != (
        "stop_dreams"
    )
