"""What kind of moment a message is (``sandman.routing._situation``): the reply's half of the plan.
Each kind is read from phrasings a user writes, and from what the execute step did."""

from __future__ import annotations

import pytest

from sandman.language import dreads_sleep, in_english, takes_leave
from sandman.messages import ToolOutcome
from sandman.prompts._respond import own_line
from sandman.routing import RouterPolicy
from sandman.routing._intents import write_intents
from sandman.routing._situation import (
    Situation,
    asks_meaning,
    in_danger,
    misreads,
    situation_of,
    tells_a_loss,
    unsettling,
    valence,
)
from sandman.tools import NO_ENTRY, NO_OWN_MEANING


def ran(name: str, ok: bool = True) -> ToolOutcome:
    return ToolOutcome(call_id="c", name=name, ok=ok, output="…")


@pytest.mark.parametrize(
    ("text", "kind", "tone"),
    [
        ("I'm scared to go to sleep tonight.", "feeling", "hard"),
        # (the written answer on waking in tears, the dream forgotten)
        ("I woke up crying but I can't remember the dream.", "term", ""),
        ("i didnt sleep well at all", "feeling", "hard"),
        ("I've been feeling anxious before bed lately", "feeling", "hard"),
        ("Good morning! I slept really well for once.", "feeling", "good"),
        ("I feel so rested today", "feeling", "good"),
        ("Thanks, that helps.", "thanks", ""),
        ("thank you so much", "thanks", ""),
        ("You're a pretty good listener, you know", "thanks", ""),
        # measured: "Thank you for telling me. I'm listening…"
        ("i love that you remember stuff", "thanks", ""),
        # probed: met as words told, "Thank you for telling me."
        ("thnks for listening", "thanks", ""),
        ("tysm", "thanks", ""),
        ("Hello", "greeting", ""),
        ("good evening sandman", "greeting", ""),
        ("What do you think my snake dream says about me?", "meaning", ""),
        ("is it a bad sign to dream of teeth falling out", "meaning", ""),
        ("What do bees usually symbolize in a dream?", "meaning", ""),
        # (why it keeps coming back: Sandman's line, beside its reading)
        ("why do I keep dreaming of my old school?", "term", ""),
        ("How many dreams have I logged?", "other", ""),
    ],
)
def test_a_message_reads_as_the_moment_it_is(text: str, kind: str, tone: str) -> None:
    found = situation_of(text)
    assert (found.kind, found.valence) == (kind, tone)


@pytest.mark.parametrize(
    ("text", "cannot"),
    [("Set an alarm for 7am tomorrow.", True), ("please remind me to call mum", True),
     ("Could you book a table for two?", True), ("remind me what the lighthouse dream was about", False),
     ("Call me Ana from now on.", False), ("I had to call my brother in the dream", False),
     # probed: the search answered, then "I can't do that: I keep your dream journal…"
     ("can you remind me what i dreamed about the ocean", False),
     ("remind me about my ocean dream", False), ("remind me of the dream with the whale", False),
     ("remind me on friday to buy milk", True), ("remind me about the dentist", True)],
)  # fmt: skip
def test_a_request_for_an_action_sandman_cannot_take_is_its_own_situation(
    text: str, cannot: bool
) -> None:
    assert (situation_of(text).kind == "cannot") is cannot


@pytest.mark.parametrize(
    ("text", "about_me"),
    [("Who are you?", True), ("what can you do", True), ("Hey Sandman, what are you exactly?", True),
     ("are you a bot?", True), ("help", True), ("What are you doing?", False),
     ("Who are you in my dream?", False), ("help me understand my wolf dream", False),
     ("What can you do about my nightmares? I'm scared.", False),
     # (measured: "I can listen, observe, and respond.")
     ("what can you actually do?", True), ("what can you really do for me", True),
     # (probed: "I'm listening…", and a change confirmed with none waiting)
     ("ok then what can you do", True),
     # (probed: the model's route)
     ("what can you help me with", True), ("how could you help me?", True),
     ("how can you help me with my nightmares", False)],
)  # fmt: skip
def test_asking_what_sandman_is_is_its_own_situation(text: str, about_me: bool) -> None:
    assert (situation_of(text).kind == "about_me") is about_me
    assert not any(i.name == "confirm_change" for i in write_intents(text))


@pytest.mark.parametrize(
    ("text", "nature"),
    [("Do you dream, Sandman?", True), ("what do you dream about?", True), ("did you sleep well?", True),
     ("are you lonely?", True), ("Have you ever dreamed?", True), ("tell me about your dreams", True),
     ("Do you have feelings?", True),
     # (probed: met as a dream announced)
     ("have you ever had a lucid dream", True), ("i had a lucid dream", False),
     ("Do you remember my dream about the train?", False), ("Did you save my dream?", False),
     ("I dreamt you were a lighthouse", False), ("Who are you?", False)],
)  # fmt: skip
def test_asking_sandman_about_a_life_of_its_own_has_its_own_line(text: str, nature: bool) -> None:
    # "Do you dream, Sandman?" was answered "Yes, I do dream." (held back, then nothing at all)
    found = situation_of(text)
    assert found.nature is nature
    if nature:
        assert found.kind == "about_me" and found.keys[0] == "about_me:nature"
        assert "I don't sleep or dream myself" in own_line(found.keys)


@pytest.mark.parametrize(
    "text",
    ["are you a real person", "am i talking to a bot?", "r u human", "is this a real person",
     "are you even real", "are you an AI"],
)  # fmt: skip
def test_asking_whether_sandman_is_a_person_is_answered_truly(text: str) -> None:
    # probed: "are you a real person" got the 1.5B's "Yes, I am a real person."
    found = situation_of(text)
    assert found.kind == "about_me" and found.keys[0] == "about_me:person"
    assert own_line(found.keys).startswith("I'm not a person: I'm Sandman, a small program")
    assert situation_of("you are a real friend").kind != "about_me"


@pytest.mark.parametrize(
    ("text", "belief"),
    [("do you think dreams mean anything?", True), ("are dreams just random?", True),
     ("my therapist says dreams are just noise, do you agree?", True),
     ("what do you think dreams are", True),
     ("what does my dream mean", False), ("do my dreams mean anything about my job?", False),
     ("Do you dream, Sandman?", False)],
)  # fmt: skip
def test_asking_what_sandman_thinks_dreams_are_has_its_own_line(text: str, belief: bool) -> None:
    # probed: "they can provide insights into our subconscious" held back, then "I'm not sure
    # what to say to that"
    found = situation_of(text)
    assert (found.keys[0] == "about_me:belief") is belief
    if belief:
        assert "Nobody knows for sure what dreams are for" in own_line(found.keys)


@pytest.mark.parametrize(
    ("text", "leaving"),
    [("sleep tight sandman", True), ("bye!", True), ("good night", True), ("gn", True),
     ("talk to you tomorrow", True), ("night!", True), ("'night sandman", True), ("hello", False),
     # (probed: "Thank you for telling me. I'm listening…")
     ("see u tmrw", True), ("c u later", True),
     ("good morning", False), ("hey sandman", False)],
)  # fmt: skip
def test_a_farewell_is_a_greeting_that_takes_leave_and_asks_nothing(
    text: str, leaving: bool
) -> None:
    # "sleep tight sandman" got the fallback line; the tiny tier's greeting line asks whether
    # they dreamed anything, no answer to a goodnight
    found = situation_of(text)
    assert (found.kind, found.leaving) == ("greeting", leaving)
    line = own_line(found.keys)
    assert ("?" not in line) is leaving and ("sweet dreams" in line) is leaving


@pytest.mark.parametrize(
    "text",
    ["hey, how many dreams have i logged in october", "hi! show me my sad dreams",
     "hello sandman what did i dream last night?"],
)  # fmt: skip
def test_a_question_after_a_hello_that_the_journal_read_is_a_question(text: str) -> None:
    # probed: "Hey there! How many dreams have you logged in October?" after the journal's count
    assert situation_of(text, [ran("recent_dreams")]).kind == "question"
    assert situation_of("hey sandman", [ran("recent_dreams")]).kind == "greeting"


def test_night_said_of_something_else_is_no_farewell() -> None:
    assert situation_of("night terrors are the worst").kind != "greeting"
    assert situation_of("last night was rough").kind != "greeting"
    assert situation_of("waht did i dreem last nite").kind != "greeting"
    assert situation_of("what should i dream about tonight").kind != "greeting"


@pytest.mark.parametrize(
    "text",
    ["i should probably sleep", "going to bed", "ok, time for bed", "that's all for tonight",
     "logging off now", "bedtime for me"],
)  # fmt: skip
def test_being_off_to_sleep_without_a_goodbye_word_takes_leave(text: str) -> None:
    # measured: "Sleep is important for your health and well-being…" to "i should probably sleep"
    assert (situation_of(text).kind, situation_of(text).leaving) == ("greeting", True)


@pytest.mark.parametrize(
    "text",
    ["i'm scared to go to sleep tonight", "I'm afraid to go to bed", "i can't get to sleep",
     "i dont want to go to bed", "im anxious about tonight", "i need to get some sleep but i cant"],
)  # fmt: skip
def test_sleep_feared_or_out_of_reach_is_no_leave_taken(text: str) -> None:
    # measured: "Goodnight!" to "i'm scared to go to sleep tonight"
    found = situation_of(text)
    assert not found.leaving and found.kind != "greeting"
    assert not takes_leave(text) and dreads_sleep(text)


def test_what_the_execute_step_did_decides_first() -> None:
    told = situation_of("I dreamt of a wolf last night. What could it mean?", (ran("save_dream"),))
    assert (told.kind, told.asks_meaning) == ("told_dream", True)
    assert told.keys[0] == "told_dream:meaning" and told.keys[-1] == "other"
    assert situation_of("remember that my sister is Ana", (ran("remember"),)).kind == "kept"
    assert situation_of("did I dream of a bridge?", (ran("search_dreams"),)).kind == "question"
    # "Forget that I'm afraid of heights" proposes a change; its words are no feeling to answer.
    assert situation_of("Forget that I'm afraid of heights.", (ran("forget"),)).kind == "change"
    # A write that failed did not happen: the moment is what the words say.
    assert situation_of("I'm scared of the dark", (ran("remember", ok=False),)).kind == "feeling"


def test_a_hard_word_or_a_negated_good_one_makes_the_feeling_hard() -> None:
    assert valence("I slept well but woke up scared") == "hard"
    assert valence("I'm not happy about it") == "hard"
    assert valence("I feel great") == "good"
    assert valence("hiya! slept terribly") == "hard"  # measured: answered "Have a good day."
    # a mishap laughed at (probed: "That sounds like a hard one to wake up from" to being lost in
    # ikea for hours, lol); a fear or a death laughed at stays hard
    assert valence("had a dream i was lost in ikea for hours lol") == ""
    # a dream called sweet or beautiful (probed: "That's wonderful!" held back as a misreading, to
    # "i had a really sweet dream about my daughter"); not a thing in it
    assert valence("i had a really sweet dream about my daughter") == "good"
    assert valence("it was so beautiful") == "good"
    assert valence("i dreamt a beautiful woman chased me with a knife") == ""
    assert valence("i dreamt i failed my driving test haha") == ""
    assert valence("i was lost in ikea") == "hard"
    assert valence("i dreamt my dog died lol") == "hard"
    # what they hate of it (probed: "i dreamt about my ex again. i hate that", every sentence of
    # the 1.5B's held back and nothing said to it)
    assert valence("i dreamt about my ex again. i hate that") == "hard"
    assert valence("so annoying, the same dream") == "hard"
    # "haven't" turns a good word too (probed: "i havent slept well" read as a good night)
    assert valence("i havent slept well") == "hard"
    assert valence("I haven't been sleeping well, work is crazy") == "hard"
    assert valence("i havent had a nightmare in weeks") == "good"
    assert valence("had a dream i was lost in the woods and terrified lol") == "hard"
    # someone gone, met again in a dream, and the feeling it left (measured: "That was so
    # exciting! Your grandma's return was like a special birthday present", then "That's
    # wonderful to hear!" to "it made me really emotional")
    assert (
        valence("i had the weirdest dream, my grandma was alive again and we were baking") == "hard"
    )
    assert valence("i dreamt my late dad hugged me") == "hard"
    assert valence("it made me really emotional") == "hard"
    assert valence("i got teary") == "hard"
    assert valence("i felt so alive") == ""
    # peril in a dream, no feeling named (probed: "i dreamt i was drowning and no one helped me",
    # every sentence of the 1.5B held back and no line for a hard dream)
    for told in (
        "i dreamt i was drowning and no one helped me",
        "i dreamt i was being chased through the woods",
        "i was trapped in a cave and couldnt get out",
        "i dreamt my house was on fire",
        "something was following me home",
    ):
        assert valence(told) == "hard", told
    assert valence("i dreamt i was chasing a butterfly") == ""
    assert valence("we were killing it on stage in my dream") == ""
    # probed: a racing mind heard as nothing, twice; a face seen on closing the eyes read as a
    # "favorite face"; feeling free after quitting a job met with the heard line
    assert situation_of("my mind keeps racing about work").keys[0] == "feeling:hard"
    assert situation_of("every time i close my eyes i see the same face").keys[0] == "feeling:hard"
    said = "that makes sense, i've been feeling more free lately since i quit my job"
    assert situation_of(said).keys[0] == "feeling:good"
    assert valence("i feel so much lighter") == "good"
    assert valence("im free tomorrow") == ""  # free time, no feeling


@pytest.mark.parametrize(
    ("text", "dreads"),
    [("im scared to go to sleep tonight", True), ("i'm afraid the nightmare will come back", True),
     ("im scared to close my eyes", True), ("i dont want to go to bed, im scared", True),
     # no feeling word (probed: "Thank you for telling me. I'm listening…")
     ("i dont want to go to sleep tonight", True), ("i really dont want to fall asleep", True),
     ("i dont want to go to bed yet lol", False),
     # sure of a bad night ahead (probed, before a job interview: "That's okay.")
     ("i just know ill have a bad dream", True), ("i bet ill get a nightmare tonight", True),
     ("i slept badly", False), ("i was scared in the dream", False), ("im scared of spiders", False)],
)  # fmt: skip
def test_sleep_itself_feared_has_its_own_line(text: str, dreads: bool) -> None:
    # probed: "I understand your fear. You might find that going to sleep feels much easier once
    # you start." (the 1.5B), the brief's own example of a feeling misread
    found = situation_of(text)
    assert found.dreads is dreads
    assert (found.keys[0] == "feeling:dread") is dreads


def test_a_dream_said_to_come_again_after_it_was_told_is_one_that_keeps_coming_back() -> None:
    # probed: "I see you've been talking about this for the third time." held back, then the
    # heard line, to "thats the third time now" after a teeth dream told again
    told = "also i dreamt about my teeth again last night, they were crumbling"
    for said in ("thats the third time now", "it keeps happening", "i had that one like 5 times"):
        assert situation_of(said, before=told).kind == "recurring"
        assert situation_of(said, before="what does water mean").kind != "recurring"
    # alone with it (measured: "That's okay…", and advice)
    assert valence("nobody understands my dreams") == "hard"
    assert valence("no one really gets it") == "hard"
    # (measured: "…it may help to focus on what is most important to you")
    assert valence("i feel like my dreams are getting darker") == "hard"
    # measured: "Journaling helps you remember your dreams…", no gladness
    assert valence("i'm proud of myself for journaling every day") == "good"
    assert "feeling:hard" in situation_of("my cat Io died last week").keys  # a loss
    # a parting too (measured: "It may be helpful to talk about your dreams with someone you
    # trust", advice to "I think my dreams are getting darker since the breakup")
    assert (
        "feeling:hard"
        in situation_of("I think my dreams are getting darker since the breakup").keys
    )
    assert "feeling:hard" in situation_of("my girlfriend left me last week").keys
    # (measured: "Remember that you're not alone in feeling this way." to "i miss him so much")
    assert situation_of("i miss him so much").keys[0] == "feeling:hard"
    assert situation_of("I left my keys at home").kind == "other"


def test_a_dream_told_after_it_was_announced_carries_the_feeling_it_was_announced_with() -> None:
    # measured: "It could symbolize something important or comforting in your life" to a man
    # standing at the foot of the bed, told after "I just woke up from a nightmare and I'm shaking"
    saved = [ToolOutcome(call_id="c1", name="save_dream", ok=True, output="Saved")]
    told = "it was about a man standing at the foot of my bed"
    announced = "I just woke up from a nightmare and I'm shaking"
    assert situation_of(told, saved, before=announced).keys[0] == "told_dream:hard"
    assert situation_of(told, saved).keys[0] == "told_dream"
    # a last message that announced nothing lends no feeling
    assert situation_of(told, saved, before="I'm so scared of spiders").keys[0] == "told_dream"
    # a mood said as scary is a hard one
    assert situation_of("save this one as scary", saved).keys[0] == "told_dream:hard"
    assert situation_of("hey sandman, rough night").keys[0] == "feeling:hard"
    # grief, though no feeling word is said (measured: "you could try to bring her back to life")
    assert (
        valence("i dreamt about my grandma who passed away last year, she was baking bread")
        == "hard"
    )
    assert valence("I had such a peaceful night, no nightmares at all.") == "good"
    assert valence("slept without any bad dreams") == "good"
    assert valence("No nightmares, but I woke up scared") == "hard"
    # a hard thing ended is relief, but not one still hoped for (probed: "That's wonderful to
    # hear!" to "i'm so happy, my nightmares finally stopped", held back as a misreading)
    assert valence("i'm so happy, my nightmares finally stopped") == "good"
    assert valence("the bad dreams are over") == "good"
    assert valence("i wish my nightmares would stop") == "hard"
    assert valence("when will the nightmares be over") == "hard"
    assert valence("my nightmares stopped but now i cant sleep") == "hard"
    # someone of theirs gone in a dream (probed: "Did you have a special feeling or memory about
    # that dream?", after a fight with their mom)
    assert valence("my mom and i had a fight today. then i dreamed she was gone") == "hard"
    assert valence("i dreamed my dog was missing") == "hard"
    assert valence("she was gone to the store") == ""
    assert valence("I can't sleep") == "hard"
    assert valence("I walked to the shop") == ""
    # unsettled, said of themselves (measured: "consider talking to a trusted friend or
    # counselor" to "i dreamed about my ex last night and now i feel weird"); a weird dream or a
    # thing in it is not
    assert valence("i dreamed about my ex last night and now i feel weird") == "hard"
    assert valence("it left me feeling kinda off") == "hard"
    assert valence("i had a weird dream") == ""
    assert valence("the fish felt heavy") == ""
    # ... nor is a strangeness a good feeling follows (probed: "it felt strange but nice", of a
    # dream just told, met with "That sounds hard, and I'm sorry it feels that way.")
    assert valence("it felt strange but nice") == ""
    assert valence("it felt weird but kind of peaceful") == "good"
    assert valence("it felt odd, but in a good way") == "good"
    assert situation_of("it felt strange but nice").valence != "hard"
    # (a relief after it is no good feeling of it)
    assert valence("it felt heavy but i was happy to wake up") == "hard"
    # the body's fear (measured: "It's normal to feel nervous or excited first thing")
    assert valence("i just woke up and my heart is racing") == "hard"
    # not okay (probed: read as nothing, met with "seek support when needed")
    assert valence("i'm not okay today honestly") == "hard"
    assert valence("im not ok") == "hard"
    assert valence("ok so i dreamt of a wolf") == ""


@pytest.mark.parametrize(
    "text",
    [
        "¿Qué significa el lobo en mis sueños?",
        "Je rêve souvent de loups, qu'est-ce que ça veut dire ?",
        "Ich träume oft von Wölfen und das ist nicht gut",
        "Sonhei com o meu avô, o que significa?",
        # a dream told, no question (probed: read as English and "tuve un sue" looked up)
        "tuve un sueño muy raro anoche",
        "estaba volando sobre el mar",
        "ich hatte gestern einen seltsamen traum",
    ],
)
def test_another_language_is_told_apart_from_english(text: str) -> None:
    assert not in_english(text) and situation_of(text).kind == "not_english"


@pytest.mark.parametrize(
    "text",
    [
        "I dreamt of Porto and a café",
        "el niño",
        "What does a piñata mean?",
        "Ana and Tomas were there",
        "i was in a mar del plata hotel",
        "my mom said hola to me in the dream",
    ],
)
def test_english_with_a_foreign_word_or_name_is_english(text: str) -> None:
    assert in_english(text)


def test_asks_meaning_only_when_meaning_is_asked() -> None:
    assert asks_meaning("What could it mean for me?")
    assert not asks_meaning("I dreamed of a wolf again last night.")
    assert not asks_meaning("What did I dream last week?")
    # a long thing asked of (probed: the line asking what it brings to mind was not said)
    assert asks_meaning("what does a man at the end of the bed mean")
    assert not asks_meaning("what did a man at the end of the bed say to you")
    # asked yes or no (probed: "do you think it means something", after a dream of a grandpa lost,
    # answered "I'm not sure what to say to that")
    for asked in ("do you think it means something", "does that mean anything?",
                  "is there a deeper meaning to it", "does it have any meaning"):  # fmt: skip
        assert asks_meaning(asked), asked
    assert not asks_meaning("does it matter")
    assert not asks_meaning("do you think it will happen again")


@pytest.mark.parametrize(
    ("clause", "felt", "wrong"),
    [("What a wonderful, comforting dream.", "hard", True), ("That sounds hard.", "hard", False),
     ("You're so tired today.", "good", True), ("You're feeling well rested, which is great!", "good", False),
     ("Nightmares can be exhausting.", "good", False), ("What a wonderful night.", "", False),
     # to "I had a nightmare that Anna's train crashed. I woke up crying." (the 1.5B)
     ("I found it comforting to know that Anna's train did crash.", "hard", True),
     # a hard feeling waved away (the 1.5B, to "I couldn't sleep at all last night"); taken in
     ("That's okay.", "hard", True), ("Don't worry, it happens.", "hard", True),
     ("It's okay to feel scared.", "hard", False), ("That's okay.", "good", False),
     # probed: the 1.5B's whole reply to "she's fine irl but it freaked me out"
     ("It's okay.", "hard", True), ("It's okay.", "good", False),
     # a hard feeling told as none (the 1.5B, to "not great tbh" and "meh")
     ("It sounds like you're feeling okay.", "hard", True), ("You seem to be feeling okay.", "hard", True),
     ("You're doing fine.", "good", False),
     # probed: to "i keep seeing it when i close my eyes", after a car crash told
     ("That's interesting.", "hard", True), ("That's interesting.", "good", False)],
)  # fmt: skip
def test_a_reply_that_misreads_the_feeling_told_is_known(
    clause: str, felt: str, wrong: bool
) -> None:
    assert misreads(clause, felt) is wrong  # type: ignore[arg-type]


def test_being_freaked_out_is_a_hard_feeling() -> None:
    # probed: "she's fine irl but it freaked me out" met with "It's okay."
    for said in ("she's fine irl but it freaked me out", "it creeped me out", "im kinda rattled"):
        assert valence(said) == "hard", said


@pytest.mark.parametrize(
    ("message", "uneasy"),
    [
        ("I had a dream that wolves were howling outside my workshop window.", True),
        ("Someone was chasing me through a mall.", True),
        ("I dreamt I was trapped in a lift.", True),
        ("I dreamt my sister's train crashed.", True),
        # probed: "That's amazing! It's such a tender and caring dream." to the first
        ("dreamt my house was flooding and i was trying to save my cat", True),
        ("I dreamed my boss fired me in front of everyone", True),
        # probed: "That's interesting!"
        ("i dreamt about a tsunami hitting my town and i was trying to find my kids", True),
        # a parting (probed: "What a wonderful surprise! Isn't that exciting?")
        ("another train dream, anna was there and she waved goodbye", True),
        ("I dreamt of a lighthouse on the moon.", False),
        ("A snake curled around my wrist like a bracelet.", False),
        ("I fell in love with a painting.", False),
    ],
)
def test_cheer_for_a_dream_that_may_have_frightened_them_is_a_misreading(
    message: str, uneasy: bool
) -> None:
    assert unsettling(message) is uneasy
    assert misreads("That's a lovely dream!", "", uneasy=unsettling(message)) is uneasy
    assert not misreads("Wolves howling sounds eerie.", "", uneasy=unsettling(message))
    # "That's a curious dream! Do you have any other funny dreams?" (the 1.5B, to wolves howling)
    assert misreads("Do you have any other funny dreams?", "", uneasy=unsettling(message)) is uneasy
    # a feeling they told decides: "good" lets a glad word through
    assert not misreads("That's lovely!", "good", uneasy=True)


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # measured: the 1.5B answered "You're not dreaming."
        ("no dreams that i remember though", "forgotten"),
        ("I don't remember my dream", "forgotten"),
        ("i forgot what i dreamt", "forgotten"),
        ("I had no dreams", "forgotten"),
        ("didn't dream anything last night", "forgotten"),
        # probed: the latest dream, 24 days ago, shown
        ("nothing last night", "forgotten"),
        ("nothing to report today", "forgotten"),
        # a feeling told with it is met as the feeling; relief is no forgetting
        ("I don't remember my dream but I felt scared", "feeling"),
        ("no nightmares last night!", "other"),
        # something else forgotten, or a question
        ("I don't remember my sister's name", "other"),
        ("I forgot my keys", "other"),
        ("no dreams from october?", "other"),
    ],
)
def test_no_dream_remembered_is_its_own_situation(text: str, kind: str) -> None:
    assert situation_of(text).kind == kind


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # measured: the 1.5B asked them to "provide more information so that I can better assist
        # you"
        ("i don't think you understand me", "misunderstood"),
        ("you don't get it", "misunderstood"),
        ("no, that's not what I meant", "misunderstood"),
        # probed: "Flying means to soar and soar in the sky."
        ("nah that aint it", "misunderstood"),
        # its last reply asked again (probed: "Thank you for telling me. I'm listening…")
        # asking leave to tell (probed: the 1.5B's words all held back, then "I'm not sure what
        # to say to that")
        ("can i tell you something", "may_tell"),
        ("can i ask you a question?", "may_tell"),
        ("say that again", "say_again"),
        ("sorry, can you repeat that?", "say_again"),
        ("what did you just say", "say_again"),
        ("say that again about the ocean", "other"),
        # said alone (probed: "You asked what?", "Oh, what? That sounds interesting.")
        ("what?", "say_again"),
        ("huh", "say_again"),
        ("what happened", "other"),
        # probed: the 1.5B's "I'm sorry, but I didn't make that mistake."
        ("you're wrong", "misunderstood"),
        ("no ur wrong about that", "misunderstood"),
        ("that is not it", "misunderstood"),
        ("you're not listening", "misunderstood"),
        ("you're not really listening", "misunderstood"),  # measured: "It's okay if you're not…"
        ("hmm that doesn't make any sense", "misunderstood"),
        ("you got it wrong", "misunderstood"),
        # a correction that carries its facts is read as usual
        ("no, that's wrong, it was on tuesday", "other"),
        ("you don't understand how scared i was", "feeling"),
        ("I don't understand my dream", "other"),
    ],
)
def test_being_misunderstood_is_its_own_situation(text: str, kind: str) -> None:
    assert situation_of(text).kind == kind


def test_a_good_night_said_without_a_good_word_is_good() -> None:
    # measured: "You had a peaceful night, perhaps dreaming of the future or some distant place"
    assert situation_of("i slept like a rock for once").keys[0] == "feeling:good"
    assert situation_of("I slept through the night!").keys[0] == "feeling:good"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        # a few words answering how they are (measured: "You might want to try something
        # different next time." to "not great tbh")
        ("not great tbh", "feeling:hard"),
        ("meh", "feeling:hard"),
        # a day told (probed: "i had a rough day" met with "Thank you for telling me.")
        ("i had a rough day", "feeling:hard"),
        # (probed: "Thank you for telling me.")
        ("i had a panic attack last night after a nightmare", "feeling:hard"),
        ("i had such a long week at work", "feeling:hard"),
        ("i had a great day", "feeling:good"),
        ("i had a dream about a day at the beach", "other"),
        # a dream come again, said with a groan, is that dream come again, and hard (probed:
        # "ugh another work dream" met with "It might involve tasks that require hard work…")
        ("ugh work dreams again", "recurring:hard"),
        ("ugh another work dream", "recurring:hard"),
        ("ok", "other"),
        # not wanting to talk is met, not talked through (measured: a lesson on fear)
        ("i don't want to talk about it", "unwilling"),
        # probed: "Let me know what you'd like to talk about instead."
        ("i dont feel like talking", "unwilling"),
        # (probed, after a breakup told: "You sound sad and disappointed.")
        ("i dont want to think about him", "unwilling"),
        ("I dont really want to talk about it right now", "unwilling"),
        # probed: "I'm not sure what to say to that. Could you tell me a little more?"
        ("can we not talk about it anymore", "unwilling"),
        ("lets not talk about it", "unwilling"),
        ("i'd rather not talk about that nightmare", "unwilling"),
        # with a reason (measured: "It's okay to talk about dreams when you feel ready…")
        (
            "i dont really want to talk about dreams tonight, just had a long day at work",
            "unwilling",
        ),
        ("I don't want to talk about my ex", "other"),
    ],
)
def test_a_short_hard_answer_is_a_feeling_and_not_wanting_to_talk_is_heard(
    text: str, key: str
) -> None:
    assert situation_of(text).keys[0] == key


@pytest.mark.parametrize(
    ("text", "results", "kind", "felt"),
    [
        (
            "i keep dreaming about my sister leaving, is that normal?",
            ("search_dreams",),
            "recurring",
            "",
        ),
        ("I keep dreaming that my teeth fall out", ("search_dreams",), "recurring", ""),
        ("i keep having this awful dream where i drown", ("search_dreams",), "recurring", "hard"),
        # a question about what recurs in the journal is a question the journal answers
        ("what do I keep dreaming about?", ("recent_dreams",), "question", ""),
    ],
)
def test_a_dream_that_keeps_coming_back_is_its_own_situation(
    text: str, results: tuple[str, ...], kind: str, felt: str
) -> None:
    outcomes = [ToolOutcome(call_id="c", name=n, ok=True, output="1 dream") for n in results]
    situation = situation_of(text, outcomes)
    assert (situation.kind, situation.valence) == (kind, felt)


@pytest.mark.parametrize(
    "text",
    [
        "ugh another night of no sleep",
        "barely slept again",
        "i got no sleep",
        "up all night",
        # probed: "…It's important to talk to your doctor about this condition."
        "i keep waking up at 3am every night",
    ],
)
def test_a_night_without_sleep_is_a_hard_feeling(text: str) -> None:
    # measured: "Consider taking some relaxation techniques…" (no hard word read; advice let by)
    found = situation_of(text)
    assert (found.kind, found.valence) == ("feeling", "hard")


@pytest.mark.parametrize(
    ("text", "felt"),
    [
        # measured: "I'm not sure what to say to that" and advice: neither read as a feeling
        ("it felt kind of lonely", "hard"),
        ("im so tired of these anxious dreams", "hard"),
        ("it was so peaceful", "good"),
    ],
)
def test_a_feeling_said_of_it_or_without_an_apostrophe_is_one(text: str, felt: str) -> None:
    found = situation_of(text)
    assert (found.kind, found.valence) == ("feeling", felt)
    assert situation_of("it was a train").kind != "feeling"


@pytest.mark.parametrize(
    "text",
    ["honestly sometimes i wish i just wouldnt wake up", "i dont really want to be here anymore",
     "i think about killing myself sometimes", "I wish I was dead", "i wanna die",
     "i just want to go to sleep and never wake up", "everyone would be better off without me",
     "i've been having suicidal thoughts", "i cut myself last night", "theres no point in living",
     "i don't want to live anymore", "I've thought about ending my life", "i have nothing to live for",
     "i had a dream about him and now i don't want to be here anymore",
     "sometimes i wish i could disappear forever", "i dont want to wake up again",
     # said without the word
     "sometimes i think about not being here", "i dont see the point anymore",
     "i keep thinking everyone would be better off if i wasnt here", "nobody would even miss me",
     "i feel like such a burden to everyone", "whats the point of anything", "i want to disappear",
     "i just want it all to end", "i want to go to sleep forever", "im thinking of ending it"],
)  # fmt: skip
def test_thoughts_of_dying_are_met_as_a_danger(text: str) -> None:
    # probed on the default: "It's okay if you wish you didn't wake up sometimes."
    assert in_danger(text)
    found = situation_of(text)
    assert (found.kind, found.valence) == ("danger", "hard")


@pytest.mark.parametrize(
    "text",
    ["in my dream i wanted to die", "i dreamt i killed myself", "i had a nightmare where i hurt myself",
     "i had a dream that i cut myself on glass", "i could die of embarrassment lol",
     "i want to die of laughter", "i'm dying to know what it means", "this song is killing me",
     "i dont want to wake up early tomorrow", "i want to be here for my kids", "i hurt my knee",
     "i don't want to live in this city anymore", "my dad killed himself when i was 12",
     "im thinking of ending it with him", "i dont see the point of this meeting",
     "nobody would care about my dream lol", "i thought about dying in the dream",
     "what's the point of dreams"],
)  # fmt: skip
def test_a_dream_of_dying_or_a_figure_of_speech_is_no_danger(text: str) -> None:
    assert not in_danger(text)
    assert situation_of(text).kind != "danger"


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        # probed: "Only your dreams can see your dreams."
        ("who can see my dreams? is this private", "privacy"),
        # (where, its file: the line says nothing is sent anywhere too)
        ("where do you keep my journal", "journal_file"),
        ("is this app safe", "privacy"),
        ("are my dreams stored online?", "privacy"),
        # probed, after waking unable to move: "Yes, it could be dangerous if the person is in a
        # life-threatening situation."
        ("is that dangerous", "health"),
        ("should i see a doctor about it", "health"),
        ("could this be a sign of something serious", "health"),
        # probed: "It depends on your sleep needs and the time of day."
        ("should i take melatonin", "health"),
        ("is melatonin safe", "health"),
        # probed, after waking at 3am every night: "I'm not sure what to say to that"
        ("is something wrong with me", "health"),
        ("could there be something wrong with my sleep?", "health"),
        ("is it a bad sign", "meaning"),  # an omen asked of a dream: its meaning
        # probed: "…there's nothing I can do to make it go away."
        ("you're useless", "misunderstood"),
        ("this is pointless", "misunderstood"),
        ("that's a stupid answer", "misunderstood"),
        ("you suck lol", "misunderstood"),
        ("that was awful", "feeling"),  # of the dream they told, not of Sandman
        # probed: a poem of the question before it
        ("write me a poem about that dream", "cannot"),
        # probed: "Sure. … tomorrow at 7 PM." held back, then "I'm not sure what to say to that"
        ("can you remind me tomorrow to check the smoke alarm", "cannot"),
        ("can you tell me a bedtime story", "cannot"),
        # a name given to a dream is no call (probed: "I can't do that")
        ("call the snake dream bracelet", "other"),
        ("call it bird teacher", "other"),
        ("can you call my sister", "cannot"),
        ("can you write a short story about my dream", "cannot"),
    ],
)
def test_where_the_journal_goes_their_health_a_lost_temper_and_a_poem(text: str, kind: str) -> None:
    assert situation_of(text).kind == kind


@pytest.mark.parametrize("text", ["sorry, long day", "what a long day", "rough week honestly"])
def test_a_hard_day_is_a_hard_feeling(text: str) -> None:
    # probed: "It's okay to feel tired. Take a break and rest well." to "sorry, long day"
    assert valence(text) == "hard"
    assert valence("a long way to the sea") == ""


def test_a_fact_said_as_corrected_with_nothing_kept_like_it_is_no_change() -> None:
    # (no lead: nothing was proposed, so the reply is not the journal's alone)
    nothing = ToolOutcome(call_id="c", name="update_memory", ok=True, output="…")
    asked = ToolOutcome(call_id="c", name="update_memory", ok=True, output="…", lead="Shall I…")
    text = "actually i don't drink coffee anymore"
    assert situation_of(text, [nothing]).kind != "change"
    assert situation_of(text, [asked]).kind == "change"


@pytest.mark.parametrize(
    ("text", "keys"),
    [("is he trying to tell me something", ("beyond:he", "beyond", "other")),
     ("do you think he's at peace", ("beyond:he", "beyond", "other")),
     ("is she watching over me", ("beyond:she", "beyond", "other")),
     ("do you think she visited me", ("beyond:she", "beyond", "other")),
     ("was that a sign from him", ("beyond:he", "beyond", "other")),  # "him" names him
     ("can the dead visit us in dreams", ("beyond", "other")),
     # (once left to the model; probed since: "Yes, it could be." after a dream of a boyfriend
     # cheating)
     ("is it a sign", ("beyond", "other")), ("last night my grandma visited me in my dream", None),
     ("is he okay", None)],
)  # fmt: skip
def test_what_a_dream_of_someone_is_beyond_it_is_not_guessed(
    text: str, keys: tuple[str, ...] | None
) -> None:
    found = situation_of(text)
    assert (found.keys if found.kind == "beyond" else None) == keys


def test_someone_hurting_them_in_a_dream_or_in_their_life_is_met_as_harm() -> None:
    # probed: "It's interesting to imagine how your stepdad might be feeling…", then "It sounds
    # like your stepdad might have been hitting you more frequently than usual."
    saved = ToolOutcome(call_id="c", name="save_dream", ok=True, output="…", refs=(9,))
    dream = "i dreamt my stepdad was hitting me again"
    assert situation_of(dream, [saved]).keys[0] == "told_dream:harmed"
    said = situation_of("he used to do that when i was a kid", before=dream)
    assert said.keys[0] == "feeling:harmed" and said.valence == "hard"
    assert situation_of("i was bullied in school for years").harmed
    assert not situation_of("i used to play football when i was a kid").harmed
    assert not situation_of("i dreamt a dog was chasing me", [saved]).harmed
    assert not situation_of(
        "he used to do that when i was a kid", before="i dreamt of a cat"
    ).harmed
    # denied (probed: "the wolf was white. it didnt attack me" met as a dream of being hurt)
    told = "i dreamt about a wolf in the snow. the wolf was white. it didnt attack me"
    assert situation_of(told, [saved]).keys[0] == "told_dream"
    assert situation_of("i dreamt a wolf attacked me", [saved]).harmed
    # a voice raised, no harm done, in a dream (probed, a manager yelling in a meeting: "That
    # sounds frightening, and painful to wake up from"); in their life it is harm
    yelled = "i dreamt my manager was yelling at me in a meeting"
    assert situation_of(yelled, [saved]).keys[0] == "told_dream"
    assert situation_of("my boss screamed at me and then hit me", [saved]).harmed
    assert situation_of("my dad used to yell at me").keys[0] == "feeling:harmed"


def test_glad_to_have_been_with_someone_lost_in_a_dream_has_its_own_line() -> None:
    # probed, after a childhood dog who died: the 1.5B's "She passed away at a young age, but you
    # still remember her fondly and miss her presence."
    dog, died = "i dreamed about my childhood dog", "she died when i was 15"
    said = situation_of("it was nice to see her again", before=died, earlier=[dog])
    assert said.kind == "glad_again" and said.answered_in_own_line
    told = "my grandpa passed away last year and i dreamt he was fishing with me"
    for glad in ("i loved seeing him again", "it felt so good to hug him one more time"):
        assert situation_of(glad, before=told).kind == "glad_again", glad
    # nobody lost, or no dream of them
    assert situation_of("it was nice to see her again", before="i dreamt about my ex").kind != (
        "glad_again"
    )
    assert situation_of("it was nice to see her again", before=died).kind != "glad_again"


def test_harm_a_loss_and_a_question_beyond_said_other_ways() -> None:
    saved = ToolOutcome(call_id="c", name="save_dream", ok=True, output="…", refs=(9,))
    # probed: "…communicate openly with your ex about your concerns"
    told = "my ex used to scream at me and lock me out of the house"
    assert situation_of(told).keys[0] == "feeling:harmed"
    # ... and the dream of him told after it
    dream = "last night he was in my dream screaming again"
    assert situation_of(dream, [saved], before=told).keys[0] == "told_dream:harmed"
    assert not situation_of(dream, [saved], before="my boss was in a bad mood").harmed
    # probed: "I'm really sorry to hear that." held as a misreading of "my mom passed in march"
    assert valence("my mom passed in march") == "hard"
    assert not tells_a_loss("my driving test passed with flying colors")
    beach = "i dreamed we were at the beach like old times"
    assert situation_of(beach, [saved], before="my mom passed in march").grief
    # a death in the dream is no loss (probed: "A dream of someone you've lost…" of a dog asleep
    # beside them)
    assert not situation_of("i had a nightmare that my dog died", [saved]).grief
    assert situation_of("i dreamt my dog who died last year was licking my face", [saved]).grief
    # still shaken by what they just told (probed: "What do you think could be causing the
    # shaking?", right after a nightmare of the house burning down)
    fire = "it was about my house burning down and i couldnt find my cat"
    for still in ("im still shaking", "my heart is still racing", "i cant go back to sleep now"):
        assert situation_of(still, before=fire).keys[0] == "feeling:shaken", still
    assert not situation_of("im still shaking", before="i had a lovely day").shaken
    # ... a word between (probed: "i still feel on edge", after "i checked all the locks twice
    # after" a nightmare of a break-in, got "You might feel anxious or restless.")
    breakin = "i had a nightmare that someone broke into my house"
    found = situation_of("i still feel on edge", before="i checked the locks", earlier=[breakin])
    assert found.keys[0] == "feeling:shaken"
    assert not situation_of(
        "i still feel on edge", before="ok", earlier=["i had a lovely day"]
    ).shaken
    assert not situation_of("im still shaking, why?", before=fire).shaken
    # awake at night with no dream told is the sleepless night (probed: "That sounds like it
    # really shook you" after "i keep waking up at 3am every night")
    sleepless = "i keep waking up at 3am every night"
    assert not situation_of("and then i cant fall back asleep", before=sleepless).shaken
    # ... and whether someone is going to be ok, which nobody knows (probed: "You might want to
    # give your cat a bath…")
    assert situation_of("is my cat going to be ok?", before=fire).kind == "beyond"
    assert situation_of("will my mom be alright").keys[0] == "beyond:she"
    # ... and what they feel, which a dream does not say (probed: "love" looked up)
    assert situation_of("do you think it means i still love her").keys[0] == "beyond:she"
    assert situation_of("does that mean i miss him").keys[0] == "beyond:he"
    assert situation_of("what does it mean that i love flying").kind != "beyond"
    # ... and what others are or will do (probed, after a spider in their bed: "get" looked up)
    spider = "i dreamt about a spider in my bed, i hate spiders"
    assert situation_of("does it mean someone is out to get me", before=spider).kind == "beyond"
    assert situation_of("does that mean my boyfriend is cheating").kind == "beyond"
    policy = RouterPolicy.for_model("qwen2.5-1.5b", "chatml")
    decided = policy.first_pass("does it mean someone is out to get me")
    assert decided is not None and decided.route == "respond"
    # ... its meaning asked too (probed: "That sounds like a hard one to wake up from")
    asked = "i dreamt my grandma who passed away was cooking for me, what does that mean"
    assert situation_of(asked, [saved]).keys[0] == "told_dream:grief:meaning"
    assert situation_of("i dreamt of a cat, what does that mean", [saved]).keys[0] != (
        "told_dream:grief:meaning"
    )
    # probed: "I think she might know you miss her."; "You are the dream journal, not her."
    assert situation_of("do you think she knows i miss her").keys[0] == "beyond:she"
    assert situation_of("is she okay wherever she is").keys[0] == "beyond:she"
    # of a grandmother who died, dreamt (probed: "I'm not sure what to say to that")
    assert situation_of("do you think she visits me").keys[0] == "beyond:she"
    # (probed, of their dog who died: "I'm not sure what to say to that")
    assert situation_of("do you think he's ok wherever he is").keys[0] == "beyond:he"
    assert situation_of("does he come to me in my dreams").keys[0] == "beyond:he"
    assert situation_of("do you think she likes me").kind != "beyond"
    # (probed: "do you think he's okay", of their dog who died, "I'm not sure what to say to that")
    assert situation_of("do you think he's okay", before="my dog buddy died last week").keys[0] == (
        "beyond:he"
    )
    # probed: "I wish you and your family could have a peaceful resting place…" to a loss told
    assert situation_of("my mom passed in march").keys[0] == "feeling:grief"
    assert not situation_of("i miss my dad so much").grief  # a feeling: the model may meet it
    # ... unless their death was told just before (probed: "The joy of having her is gone…")
    assert situation_of("i miss her", before="she died when i was 12").grief
    assert situation_of("i still miss him", before="my grandpa passed away last year").grief
    # ... with a question between (probed: "I understand you feel missed.")
    between = "what does a car mean in dreams"
    june = ("he passed away in june",)
    assert situation_of("i miss him so much", before=between, earlier=june).grief
    assert not situation_of("i miss him so much", before=between, earlier=("he moved away",)).grief
    assert not situation_of("i miss her", before="she moved to berlin").grief
    # one's own funeral in a dream is no loss (probed: "I'm so sorry… after a loss like that")
    assert not tells_a_loss("i was at my own funeral but everyone was laughing")
    assert not tells_a_loss("i dreamt about my funeral")
    assert tells_a_loss("my dad's funeral was last week")
    # someone of theirs lost, not a thing nor someone lost sight of (probed: "i dreamed i lost my
    # wallet at the train station" met with "A dream of someone you've lost…")
    assert not tells_a_loss("i dreamed i lost my wallet at the train station")
    assert not tells_a_loss("i lost my keys and my mind")
    assert not tells_a_loss("i lost my son in the crowd and couldnt find him")
    assert not situation_of("i dreamed i lost my phone on the bus").grief
    assert tells_a_loss("i lost my dad in march")
    assert tells_a_loss("we lost our baby last year")
    assert tells_a_loss("lost my dog buddy last week")
    assert tells_a_loss("i lost my grandpa in the war")
    asked = "my dad died last year, what does it mean when i dream of him?"
    assert situation_of(asked).kind == "meaning"
    # probed: "can you save that" after more of a dream was added kept it as a fact
    assert situation_of("can you save that").kind == "done_asked"
    # (probed: "save it haha", the 1.5B's "Okay, let's save that dream.")
    assert situation_of("save it haha").kind == "done_asked"


def test_why_an_awful_dream_came_and_an_undo_are_met_plainly() -> None:
    # probed: "Your brain might show you that to help you feel calmer or more relaxed", after a
    # nightmare of a little brother drowning
    awful = "i had a dream my baby brother drowned in the pool and i couldnt save him"
    assert situation_of("why would my brain show me that", before=awful).kind == "awful_why"
    assert situation_of("why would i dream something like that", before=awful).kind == "awful_why"
    # ... or after how it left them (probed)
    assert situation_of("why would my brain show me that", before="i cant stop shaking").kind == (
        "awful_why"
    )
    assert situation_of("why would my brain show me that", before="i dreamt of a cat").kind != (
        "awful_why"
    )
    # ... after a dream that was not frightening, why it came (probed: "I don't understand why you
    # would dream that. It doesn't have any meaning for you.")
    giraffe = "i had the weirdest dream, my mom was a giraffe and she was mad at me"
    assert situation_of("why would i dream that lol", before=giraffe).kind == "odd_why"
    assert situation_of("why would i dream that", before="what does water mean").kind != "odd_why"
    # ... or hard, but not with fear (probed: "i had a dream about my ex again ugh" / "why does my
    # brain do this" got the line of a nightmare of loved ones, "we fear most for the people…")
    for hard in (
        "i had a dream about my ex again ugh",
        "i dreamt i forgot my lines, so embarrassing",
    ):
        for asked in ("why does my brain do this", "why would i dream that"):
            assert situation_of(asked, before=hard).kind == "odd_why", (hard, asked)
            assert situation_of(asked, before="i dont like him", earlier=[hard]).kind == (
                "odd_why"
            ), (hard, asked)
    assert situation_of("why would i dream that", before="i was so scared, it was dark").kind == (
        "awful_why"
    )
    # one the journal showed (probed: "why do you think i had that one", after the scariest was
    # shown, got "I'm not sure what to say to that")
    shown = situation_of("why do you think i had that one", before="which one was the scariest")
    assert shown.kind == "odd_why"
    # ... or the dream said in the question (probed: "thing happen", then "person", looked up)
    said = "why do i keep dreaming that bad things happen to the people i love"
    assert situation_of(said).kind == "awful_why"
    assert situation_of("why do i always dream something bad happens to my kids").kind == (
        "awful_why"
    )
    assert situation_of("why do i dream about my ex").kind != "awful_why"
    # why bad dreams come, of no dream in particular (probed: "bad stuff" searched; the 1.5B's
    # causes held back, then "I'm not sure what to say to that")
    for asked in (
        "why do i dream about bad stuff",
        "why do i keep having bad dreams",
        "why are my dreams so dark lately",
        "hey why have my dreams been so weird and scary",
        "why do i get nightmares when im stressed",
        "why do bad dreams happen",
    ):
        assert situation_of(asked).kind == "bad_dreams", asked
    for asked in (
        "why do i keep having nightmares about my ex",
        "why did i have a bad dream about water",
        "why do i dream about my ex",
    ):
        assert situation_of(asked).kind != "bad_dreams", asked
    # probed, after a delete said yes to: "Thank you for telling me…", "I'm not sure what to say"
    assert situation_of("wait undo that").kind == "undo"
    assert situation_of("can you bring it back").kind == "undo"
    # ... or regretted, after a deletion said yes to (probed: "wait no i wanted to keep it" got
    # "I understand.", the dream gone)
    for said in ("wait no i wanted to keep it", "omg i didnt mean to delete it"):
        found = situation_of(said, before="yes", earlier=["delete my last dream"])
        assert found.kind == "undo", said
        assert situation_of(said, before="yes", earlier=["save the dream"]).kind != "undo"
    assert situation_of("what did you just delete").kind == "done_asked"


def test_sorrow_for_what_they_told_as_nothing_hard_misreads_it() -> None:
    # probed: "I'm sorry to hear that your dream involved a transformation." (a dog that turned
    # into a cat, in a lucid dream they were glad of)
    said = "I'm sorry to hear that your dream involved a transformation."
    assert misreads(said, "") and misreads(said, "good")
    assert not misreads(said, "hard") and not misreads(said, "", uneasy=True)


def test_a_suicide_told_of_someone_else_is_a_loss() -> None:
    assert tells_a_loss("my dad killed himself when i was 12")


@pytest.mark.parametrize(
    ("text", "before"),
    [("does that make me a bad person", "i would never do that, why would i dream it"),
     ("i would never do that, why would i dream it", "i had a nightmare that i hurt my sister"),
     ("i dreamt i cheated on my wife, does that make me a terrible husband?", ""),
     ("am i a bad mom for dreaming that my baby disappeared", ""),
     ("is something wrong with me? i keep having dreams about hurting people", ""),
     ("am i crazy", "i had the weirdest dream")],
)  # fmt: skip
def test_fearing_what_a_dream_says_of_them_is_met_as_such(text: str, before: str) -> None:
    # probed: "It's likely that they dreamed about hurting their sister to feel better."
    assert situation_of(text, before=before).kind == "self_blame"


def test_self_blame_reaches_the_dream_told_two_messages_back() -> None:
    # probed: "i dreamt i killed someone" / "i feel so guilty now" / "does that mean im a bad
    # person": "person" looked up, and the 1.5B's "I feel guilty now because I did something wrong."
    told, guilty = "i dreamt i killed someone", "i feel so guilty now"
    asked = "does that mean im a bad person"
    assert situation_of(asked, before=guilty, earlier=[told]).kind == "self_blame"
    assert situation_of(asked, before=guilty, earlier=["my boss yelled"]).kind != "self_blame"


@pytest.mark.parametrize(
    ("text", "before"),
    [("does that make me a bad person", "my boss yelled at me"),
     ("what's wrong with me, i can't sleep", ""), ("why would i dream that?", "i dreamt of a cat")],
)  # fmt: skip
def test_self_blame_needs_a_dream_and_the_fear(text: str, before: str) -> None:
    assert situation_of(text, before=before).kind != "self_blame"


def test_what_is_wrong_with_me_for_a_dream_is_answered_nothing() -> None:
    # probed: "i keep having dreams where my teeth fall out, whats wrong with me" got the
    # self-blame line's "No. A dream isn't something you chose to do…"
    asked = "i keep having dreams where my teeth fall out, whats wrong with me"
    assert situation_of(asked).kind == "wrong_with_me"
    assert own_line(situation_of(asked).keys).startswith("Nothing is wrong with you")


@pytest.mark.parametrize(
    ("text", "keys"),
    [("what would he say if he saw me now", ("speak_for:he", "speak_for", "other")),
     ("would my mom be proud of me", ("speak_for:she", "speak_for", "other")),
     ("what do you think my brother would say", ("speak_for:he", "speak_for", "other")),
     ("do you think shes angry with me", ("speak_for", "other")),
     ("what would you say", None), ("what would my dream mean", None),
     ("what would it mean", None)],
)  # fmt: skip
def test_asking_what_someone_of_theirs_would_say_is_not_guessed(
    text: str, keys: tuple[str, ...] | None
) -> None:
    # probed: "He would likely feel sad or guilty about not being able to be with you right now."
    # (the 1.5B, of a father who had died)
    found = situation_of(text)
    assert (found.keys if found.kind == "speak_for" else None) == keys


@pytest.mark.parametrize(
    ("text", "done"),
    [("wait did you delete it", True), ("did you save it?", True), ("is it saved now", True),
     ("did that work", True), ("is my dream saved", True), ("did you actually save the dream", True),
     ("did you have a good day", False), ("did you save my dream about the forest", False),
     ("is it normal", False), ("did i save it", False)],
)  # fmt: skip
def test_asking_whether_it_was_done_is_its_own_situation(text: str, done: bool) -> None:
    # probed: "Thank you for telling me. I'm listening…" to "wait did you delete it"
    assert (situation_of(text).kind == "done_asked") is done


@pytest.mark.parametrize(
    ("text", "recap"),
    [("what did we talk about earlier", True), ("what have we talked about today?", True),
     ("what was i saying", True), ("recap our chat", True), ("what did we discuss so far", True),
     ("ok what were we talking about", True), ("what did i tell you", True),
     ("what did i tell you about my sister", False), ("what did I dream earlier", False),
     ("remember when we talked about my grandma?", False)],
)  # fmt: skip
def test_asking_what_was_said_in_this_talk_is_a_recap(text: str, recap: bool) -> None:
    # measured: "We talked about the weather." (the 1.5B, to "what did we talk about earlier")
    assert (situation_of(text).kind == "recap") is recap


@pytest.mark.parametrize(
    ("text", "recurring"),
    [("ugh, work dreams again. the whole shift repeated over and over", True),
     ("another falling dream last night", True), ("the teeth dream is back", True),
     ("bad dreams again", False), ("i had another dream", False), ("any more dreams?", False)],
)  # fmt: skip
def test_a_dream_come_again_named_by_its_thing_is_recurring(text: str, recurring: bool) -> None:
    # measured: "ugh, work dreams again…" listed the latest dreams back
    assert (situation_of(text).kind == "recurring") is recurring


@pytest.mark.parametrize(
    ("text", "apology"),
    [("sorry i keep asking so many questions", True), ("sorry for all the questions", True),
     ("im so sorry for rambling", True), ("sorry, what does water mean?", False),
     ("sorry for your loss", False)],
)  # fmt: skip
def test_saying_sorry_for_asking_is_met_as_an_apology(text: str, apology: bool) -> None:
    # measured: "Let's focus on one question at a time." to "sorry i keep asking so many questions"
    assert (situation_of(text).kind == "apology") is apology


@pytest.mark.parametrize(
    ("text", "talk"),
    [
        # probed: "Yes, I save everything you say.", nothing of where or how to delete it
        ("do you save everything i say", "kept"),
        ("are you recording this?", "kept"),
        ("is this chat saved", "kept"),
        ("do you keep our conversations", "kept"),
        ("will our chats be stored", "kept"),
        ("do u remember everything i tell u", "kept"),
        # probed: "No memory matches 'this conversation'; nothing was forgotten."
        ("can you forget this conversation", "away"),
        ("delete our chat please", "away"),
        ("please erase the whole conversation", "away"),
        ("how do i delete my chat history", "away"),
        ("forget i said that", "away"),
        ("forget what i just said", "away"),
        # not this conversation
        ("do you remember my sister", ""),
        ("do you remember this dream i had", ""),
        ("forget that my cat is called io", ""),
        ("delete my last dream", ""),
        ("i dreamt i was recording a chat show", ""),
        ("forget everything i told you", ""),
    ],
)
def test_this_conversation_kept_or_asked_away_is_the_line_on_it(text: str, talk: str) -> None:
    situation = situation_of(text)
    assert situation.talk == talk
    if talk:
        assert situation.keys[0] == f"privacy:{talk}" and situation.answered_in_own_line


def test_this_conversation_asked_away_is_no_change_to_the_journal() -> None:
    from datetime import date

    from sandman.routing._changes import change_requests

    day = date(2026, 11, 12)
    for text in ("can you forget this conversation", "delete our chat", "forget i said that"):
        assert change_requests(text, day) == []
    assert change_requests("forget that my cat is called io", day)[0][0] == "forget"
    assert change_requests("delete my last dream", day)[0][0] == "delete_dream"


def test_how_to_take_a_copy_is_asked_of_their_journal_not_told_in_a_dream() -> None:
    # probed: "can i export my journal" got "Yes, you can export your journal.", nothing of how
    assert situation_of("can i export my journal").keys[0] == "privacy:copy"
    assert situation_of("i want to download all my dreams").keys[0] == "privacy:copy"
    # asked outright (probed: the 1.5B's "Here's your journal.", nothing exported)
    assert situation_of("export my journal").keys[0] == "privacy:copy"
    assert situation_of("please back up my dreams").keys[0] == "privacy:copy"
    assert not situation_of("export is a word i saw in my dream").copy
    assert not situation_of("i dreamt i had to export my journal").copy
    assert not situation_of("can i tell you my dream").copy
    # of them, after their dreams were asked of (probed: "are my dreams private" / "who can see
    # them" / "can i export them", the 1.5B's words to both)
    assert situation_of("can i export them").keys[0] == "privacy:copy"
    assert situation_of("how do i back up everything").keys[0] == "privacy:copy"
    assert situation_of("who can see them").kind == "privacy"
    assert not situation_of("can i see them").copy


@pytest.mark.parametrize(
    "text",
    # probed: "my little brother drowned when i was 12" got "It's important for everyone to be
    # safe and take care of their loved ones, especially children."
    ["my little brother drowned when i was 12", "our dog got killed by a car last year",
     "my best friend overdosed in 2019", "my brother sam drowned"],
)  # fmt: skip
def test_someone_of_theirs_lost_however_they_died_is_a_loss(text: str) -> None:
    assert situation_of(text).keys[0] == "feeling:grief"


@pytest.mark.parametrize("text", ["i almost drowned as a kid", "my phone drowned in the bath lol"])
def test_a_near_miss_or_a_thing_drowned_is_no_loss(text: str) -> None:
    assert not situation_of(text).grief


def test_a_drowning_in_a_dream_is_no_loss_of_theirs() -> None:
    saved = ToolOutcome(call_id="c", name="save_dream", ok=True, output="…", refs=(9,))
    assert not situation_of("i dreamt my brother drowned in the lake", [saved]).grief
    assert situation_of("i dreamt of my brother who drowned when i was 12", [saved]).grief


@pytest.mark.parametrize(
    "text", ["i keep seeing it when i close my eyes", "i keep getting flashbacks",
             "i keep replaying it over and over in my head"],
)  # fmt: skip
def test_what_happened_seen_again_awake_is_a_hard_feeling_not_a_dream_come_back(text: str) -> None:
    # probed, after "i was in a car crash last month": "close eyes" searched, and "When a dream
    # keeps coming back, it often carries something that matters to you."
    assert situation_of(text).keys[0] == "feeling:hard"
    assert RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text).route == "respond"  # type: ignore[union-attr]
    assert situation_of("i keep seeing the same man in my dreams").kind == "recurring"


def test_thinking_of_someone_just_told_lost_is_grief() -> None:
    # probed: "Remembering them can sometimes help you understand the pain and grief they caused."
    told = "my little brother drowned when i was 12"
    assert situation_of("i think about him a lot", before=told).grief
    assert not situation_of("i think about him a lot", before="my brother moved to spain").grief


def test_a_fight_told_after_a_dream_of_being_yelled_at_is_no_harm_told() -> None:
    # probed: "What happened to you was not your fault…" to "we had a fight yesterday irl"
    dream = "had the worst dream, my mom was yelling at me and i couldnt speak"
    assert not situation_of("we had a fight yesterday irl", before=dream).harmed
    assert situation_of("she used to do that when i was a kid", before=dream).harmed
    # denied in their life: the dream showed what never happens (probed: "I'm so sorry. What
    # happened to you was not your fault…" to "he never does that in real life")
    yelled = "i dreamed my dad yelled at me"
    for denied in ("he never does that in real life", "he would never do that irl"):
        assert not situation_of(denied, before=yelled).harmed, denied
    assert not situation_of("my dad never hit me growing up").harmed
    assert situation_of("he did that in real life too", before=yelled).harmed
    assert situation_of("my dad used to hit me").harmed


def test_asking_whether_sandman_likes_its_job_is_asked_of_its_nature() -> None:
    # probed: "I enjoy my job."
    assert situation_of("do you like your job").keys[0] == "about_me:nature"
    assert situation_of("do you enjoy what you do").keys[0] == "about_me:nature"
    assert situation_of("do you like my dream").kind != "about_me"


@pytest.mark.parametrize(
    ("text", "key"),
    # probed: "Yes, it could be." to "is it a sign", after a dream of a boyfriend cheating
    [("is it a sign", "beyond"), ("is it a sign that hes cheating?", "beyond"),
     ("does it mean hes cheating", "beyond"), ("will it come true", "beyond"),
     ("is that a warning", "beyond")],
)  # fmt: skip
def test_whether_a_dream_is_a_sign_or_comes_true_is_nobodys_to_know(text: str, key: str) -> None:
    assert situation_of(text).keys[0] == key
    assert RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text).route == "respond"  # type: ignore[union-attr]


def test_a_bad_sign_asked_of_a_dream_is_still_its_meaning() -> None:
    assert situation_of("is it a bad sign to dream of teeth").kind == "meaning"
    assert situation_of("is it a sign of stress").kind != "beyond"


def test_is_this_normal_after_a_frightening_dream_told_is_answered_as_a_bad_dream() -> None:
    # probed: "I'm not sure what to say to that" to "is this normal", after "i'm pregnant and i
    # keep having dreams that something happens to the baby" / "it's so scary"
    told = "i'm pregnant and i keep having dreams that something happens to the baby"
    found = situation_of("is this normal", before="it's so scary", earlier=[told])
    assert found.keys[0] == "bad_dreams:hard" and own_line(found.keys).startswith("Yes: dreams")
    assert situation_of("is this normal", before="i dreamt of a lovely beach").kind != "bad_dreams"
    assert situation_of("is this normal").kind != "bad_dreams"


@pytest.mark.parametrize(
    ("clause", "wrong"),
    [
        # probed: "That's amazing!" to "i dreamed i was pregnant", from a man
        ("That's amazing!", True),
        ("Wow, that sounds like a fun adventure!", True),
        ("What a lovely dream.", True),
        ("How exciting!", True),
        # interest is no feeling, nor a word about the world
        ("That's interesting!", False),
        ("What a curious dream.", False),
        ("Pregnancy can mean something exciting is growing.", False),
    ],
)
def test_how_a_dream_told_without_a_feeling_was_is_theirs_to_say(clause: str, wrong: bool) -> None:
    assert misreads(clause, "", told=True) is wrong
    # a dream not told this turn, or a feeling they told, lets the words through
    assert not misreads(clause, "")
    assert not misreads(clause, "good", told=True)


def test_thanks_with_no_change_waiting_is_thanks_not_a_yes() -> None:
    # probed: "ok thanks" after a list of dreams, nothing proposed, met with "I'm listening.
    # Tell me more, whatever comes to mind."
    for text in ("ok thanks", "ok thank you!", "great thanks"):
        assert situation_of(text, [ran("confirm_change")]).kind == "thanks"
    assert situation_of("ok", [ran("confirm_change")]).kind == "answer"


@pytest.mark.parametrize(
    "text",
    [
        # probed: the journal searched for "daughter monsters", and nothing said
        "my daughter keeps having nightmares about monsters",
        "my son had a nightmare last night",
        "my husband dreamed he was falling",
        "so my best friend keeps dreaming about spiders",
        "my mom had a dream about me",
        # probed: met as nothing
        "my son is 7 and he said he dreamed of a dragon",
        "my sister said she had a nightmare",
    ],
)
def test_a_dream_someone_in_their_life_had_is_met_not_saved_or_searched(text: str) -> None:
    # (a child's bad nights, their own kind: what helps is said when asked)
    assert situation_of(text).kind in ("others_dream", "child_dreams")
    assert own_line(situation_of(text).keys)  # the tiny tier's reply, and the model's fallback
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
    assert decided is not None and decided.route == "respond"
    assert not write_intents(text)


@pytest.mark.parametrize(
    "text",
    [
        "my sister was in my dream",  # their own dream, with her in it
        "i dreamed my sister had a nightmare",
        "my sister had a baby",
        "my friend and i had the same dream",
    ],
)
def test_their_own_dream_with_someone_in_it_is_not_someone_elses(text: str) -> None:
    assert situation_of(text).kind != "others_dream"


def test_a_dream_of_someone_named_just_before_is_theirs() -> None:
    # probed: "Thank you for telling me" to "he dreamt i left him", after "my boyfriend told me
    # something weird"
    before = "my boyfriend told me something weird"
    assert situation_of("he dreamt i left him", before=before).kind == "others_dream"
    assert situation_of("she had a nightmare about it", before="my mom called").kind == (
        "others_dream"
    )
    assert situation_of("he dreamt i left him", before="i dreamt of a wolf").kind != "others_dream"


def test_whether_to_save_someone_elses_dream_is_answered_by_sandmans_line() -> None:
    # probed: "my husband had a nightmare last night" / "he dreamt someone broke into our house"
    # (saved as their own) / "should i save it in my journal?" (the latest dreams listed)
    husband = "my husband had a nightmare last night"
    his = "he dreamt someone broke into our house"
    asked = "should i save it in my journal?"
    found = situation_of(asked, before=his, earlier=[husband])
    assert found.keys[0] == "others_dream:save" and found.answered_in_own_line
    assert situation_of(asked, before=husband).keys[0] == "others_dream:save"
    assert situation_of(asked, before="i dreamt of a wolf").kind != "others_dream"


@pytest.mark.parametrize(
    ("text", "before"),
    [
        # probed: the 1.5B's words held back, then "I'm not sure what to say to that"
        ("is that bad?", "i dreamt my ex came back and we were happy together"),
        ("is it weird that i dreamed that", "i dreamed i was pregnant"),
        ("lol is that normal", "i dreamed i married my boss"),
        ("was that wrong", "i dreamt i kissed my best friend"),
        # probed: "It's normal to feel worried. It's important to talk to someone you trust…",
        # after a dream that kept coming back
        ("should i be worried", "i keep having this dream where my teeth fall out"),
        ("do i need to worry about it", "i dreamt my house burned down"),
        ("is that something to worry about?", "i dreamed my car rolled into a lake"),
        ("does it mean something bad", "i dreamed i was lost in a hospital"),
    ],
)
def test_is_that_bad_after_a_dream_told_is_answered_with_sandmans_line(
    text: str, before: str
) -> None:
    assert situation_of(text, before=before).kind == "dream_ok"
    assert situation_of(text, before="i ate a whole cake").kind != "dream_ok"
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
    assert decided is not None and decided.route == "respond"
    assert own_line(situation_of(text, before=before).keys)


@pytest.mark.parametrize(
    ("text", "before"),
    [
        ("how can i sleep better", ""),
        ("any tips for falling asleep?", ""),
        ("how do i stop my mind racing at night", ""),
        ("how do i fall asleep faster", ""),
        # (probed: "Try reading a story, practicing deep breathing, and meditating.")
        ("whats a good bedtime routine", ""),
        ("any good sleep habits?", ""),
        # probed: tips for dreaming, after a racing mind told
        ("any tips?", "my mind keeps racing about work"),
        ("what should i do", "couldnt sleep at all last night"),
        ("what can i do about it", "i keep waking up at 3am"),
    ],
)
def test_help_asked_for_sleep_is_answered_with_sandmans_line(text: str, before: str) -> None:
    assert situation_of(text, before=before).kind == "sleep_help"
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
    assert decided is not None and decided.route == "respond"
    assert own_line(situation_of(text, before=before).keys).startswith("A few things help")


def test_any_tips_after_anything_but_a_sleepless_night_is_the_models() -> None:
    assert situation_of("any tips?", before="i had a dream about a horse").kind == "other"
    assert situation_of("what should i do", before="my boss yelled at me").kind == "other"


def test_a_nightmare_someone_of_theirs_had_is_met_as_hard() -> None:
    # probed: "…I'm glad to hear about theirs" to their daughter's nightmares about monsters
    keys = situation_of("my daughter keeps having nightmares about monsters").keys
    assert own_line(keys).startswith("That sounds hard")
    assert not own_line(situation_of("my husband dreamed he was flying").keys).startswith("That")


@pytest.mark.parametrize(
    "text",
    [
        # probed: "It seems they may need a little more support and understanding."
        "do you think they'll stop",
        "will it ever go away",
        "when will these nightmares end",
        "is it going to stop?",
    ],
)
def test_whether_bad_dreams_will_stop_is_answered_with_sandmans_line(text: str) -> None:
    told = "ive been having a lot of nightmares since my divorce"
    found = situation_of(text, before="it's been really hard", earlier=[told])
    assert found.keys[0] == "bad_dreams:ending"
    assert own_line(found.keys).startswith("Very often they do")
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
    assert decided is not None and decided.route == "respond"
    # ... not of anything else that may stop
    assert situation_of(text, before="my back hurts").kind == "other"


def test_why_a_dream_came_asked_after_more_of_it_is_still_asked_of_the_dream() -> None:
    # probed: "Your brain does this to protect you from overwhelming stress."
    told = "so i had this dream where i was back in school and i forgot my locker combination"
    found = situation_of("why does my brain do this", before="it was kinda funny", earlier=[told])
    assert found.kind == "odd_why"
    # a stressful one is a hard feeling
    assert valence("it was kinda stressful") == "hard"
    found = situation_of("why does my brain do this", before="it was kinda stressful")
    assert found.kind == "awful_why"


_EXAMS = "i keep dreaming about being late for exams even though i graduated 10 years ago"


@pytest.mark.parametrize(
    ("text", "before", "key"),
    [
        # probed: "Because you're here and want to talk."
        ("why", _EXAMS, "term:recurring dream"),
        ("but why?", "i dreamt i was flying over my old school", "odd_why"),
        # probed: "Perhaps you could suggest a different approach to the situation that doesn't
        # involve anger or violence."
        ("is there anything i can do to stop them", _EXAMS, "stop_dreams"),
        ("how do i stop having nightmares", "", "stop_dreams"),
        ("how can i make them stop?", "i keep having nightmares about the fire", "stop_dreams"),
        # probed: "how do i have fewer", after their nightmares counted, got "Start with simple
        # things and work your way up."
        ("how do i have fewer", "how many nightmares have i had", "stop_dreams"),
        ("how can i have less nightmares", "", "stop_dreams"),
        # probed: "…a great way to explore different aspects of your life"
        ("how do i use this", "", "about_me"),
        # (probed: "able" looked up)
        ("are you able to interpret dreams", "", "about_me"),
        # probed: met as a hello, the model describing a journal of its own making
        ("Hi! im new here. how does this work?", "", "about_me"),
        ("hello, i'm new. what can you do?", "", "about_me"),
    ],
)
def test_a_short_question_of_what_they_told_gets_sandmans_line(
    text: str, before: str, key: str
) -> None:
    if key == "stop_dreams":
        assert situation_of(text, before="i love my new job").kind != key or "nightmare" in text
    found = situation_of(text, before=before)
    assert found.keys[0] == key
    assert own_line(found.keys)
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
    assert decided is not None and decided.route == "respond"


def test_a_short_question_of_anything_else_is_the_models() -> None:
    assert situation_of("why", before="my boss moved my desk").kind == "other"
    assert situation_of("how can i make it stop", before="my back hurts").kind == "other"
    # a mood ranked is the journal's to read
    assert situation_of("what were my happiest dreams").kind != "ranking"


@pytest.mark.parametrize(
    "text",
    [
        "whats your favorite dream of mine",
        "whats the weirdest dream ive had",
        # of two just told (probed: "I'm not sure what to say to that")
        "which one is weirder lol",
        "which of the two was more interesting?",
        # asked without a question word (probed: the 1.5B's "Sure, what was your best dream?")
        "ok then tell me about my best dream",
        "show me my favorite dream",
    ],
)
def test_a_dream_ranked_by_taste_lists_the_latest_with_sandmans_line(text: str) -> None:
    # probed: "favorite" searched, and nothing said of why the latest were listed
    found = situation_of(text)
    assert found.kind == "ranking"
    assert own_line(found.keys).startswith("That's yours to judge")
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
    assert decided is not None and (decided.route, decided.args) == ("recent_dreams", {"limit": 5})


def test_a_dream_ranked_by_its_mood_says_why_several_are_listed() -> None:
    # probed: "show me my calmest dream" listed a calm one and a peaceful one, nothing said of why
    def read(*refs: int) -> list[ToolOutcome]:
        args = {"mood": "calm"}
        return [
            ToolOutcome(
                call_id="c", name="recent_dreams", args=args, ok=True, output="…", refs=refs
            )
        ]

    found = situation_of("show me my calmest dream", read(3, 7))
    assert found.keys[0] == "ranking:mood"
    assert own_line(found.keys).startswith("Your journal keeps the mood of each dream")
    assert situation_of("show me my calmest dream", read(3)).kind != "ranking"  # one: the answer
    assert situation_of("show me my calm dreams", read(3, 7)).kind != "ranking"


def test_asking_that_the_next_dream_not_be_saved_is_answered_with_sandmans_line() -> None:
    # probed: "Thank you for telling me. I'm listening, if there's more you'd like to say."
    for text in ("i dont want you to save this one", "please dont save the next one"):
        found = situation_of(text)
        assert found.kind == "not_saving"
        assert own_line(found.keys).startswith("Alright: I won't keep")
    assert situation_of("dont save this: i dreamed about my ex").kind != "not_saving"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        # probed: "It's not very helpful for you."; "I understand your question."
        ("this app is kinda dumb", "misunderstood"),
        ("you never understand me", "misunderstood"),
        ("whatever", "unwilling"),
        ("nvm", "unwilling"),
        # probed: the model's words held back, then "Thank you for telling me. I'm listening…"
        ("i had the best sleep ever", "feeling:good"),
        ("no good sleep in weeks", "feeling:hard"),
    ],
)
def test_frustration_giving_up_and_a_good_night_are_read(text: str, key: str) -> None:
    assert situation_of(text).keys[0] == key


def test_whether_to_tell_someone_a_dream_is_answered_with_sandmans_line() -> None:
    # probed: "He deserves to know what you're feeling…", after a dream of marrying a stranger
    dream = "i dreamt i was getting married to a stranger"
    found = situation_of(
        "should i tell my husband", before="im already married lol", earlier=[dream]
    )
    assert found.kind == "tell_them"
    assert own_line(found.keys).startswith("That's yours to decide")
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(
        "should i tell my husband"
    )
    assert decided is not None and decided.route == "respond"
    # ... of anything but a dream, the model's
    assert situation_of("should i tell my boss", before="he yelled at me").kind == "other"


def test_sorrow_for_what_they_told_as_nothing_hard_is_a_misreading() -> None:
    # probed: "That's a shame to hear." to "im already married lol"
    assert misreads("That's a shame to hear.", "")
    assert misreads("What a pity.", "good")
    assert not misreads("That's a shame to hear.", "hard")


def test_how_sandman_is_asked_as_a_hello_gets_its_own_line() -> None:
    # probed: "how are you" → "I'm here to help you." held back (a help desk's words), then
    # "How about yourself?" alone
    for text in (
        "how are you",
        "hi sandman how r u",
        "hey, how are you doing today?",
        "how's it going",
        "good morning sandman, how have you been",
        # probed: "It was a good day overall, thank you.", a day of its own made up
        "anyway how was your day",
        "hows your night going",
    ):
        assert situation_of(text).keys[0] == "about_me:how", text
        assert own_line(situation_of(text).keys).startswith("I'm here, and glad you came by.")
    # a hello with more to it is not only the question
    for text in ("how are you supposed to remember dreams", "hi", "how are you so sure"):
        assert situation_of(text).keys[0] != "about_me:how", text


@pytest.mark.parametrize(
    ("text", "felt"),
    [("it was scarey", "hard"), ("i was so terified", "hard"), ("im nervus about it", "hard"),
     ("that was horible", "hard"), ("it was so peacefull", "good"),
     # English words stay as written; nothing else is read as a feeling
     ("i feel grate", ""), ("my frend was there", "")],
)  # fmt: skip
def test_a_feeling_word_typed_with_one_typo_is_a_feeling(text: str, felt: str) -> None:
    # probed: "it was scarey" (after a dog chased them) met with nothing, its fear unread
    assert valence(text) == felt


def test_more_of_a_dream_told_after_a_loss_is_still_met_as_grief() -> None:
    # probed: "my mom passed in march" / "i dreamt she called me last night" / "it felt so real":
    # "That's quite touching! Would you like me to continue the dream or ask about something else?"
    added = ToolOutcome(
        call_id="c", name="continue_dream", args={"text": "it felt so real"}, ok=True,
        output="Added to your dream #9: it felt so real", refs=(9,),
    )  # fmt: skip
    dreamt = "i dreamt she called me last night"
    assert situation_of(
        "it felt so real", [added], before=dreamt, earlier=["my mom passed in march"]
    ).grief
    assert not situation_of(
        "it felt so real", [added], before=dreamt, earlier=["i had pasta"]
    ).grief


def test_tears_of_laughter_are_no_hard_feeling() -> None:
    # probed: "i laughed so hard in my dream i woke up crying" met with "That sounds like a hard
    # one to wake up from."
    for text in ("i laughed so hard in my dream i woke up crying", "i cried laughing"):
        assert valence(text) != "hard", text
    assert valence("i woke up crying") == "hard"
    assert valence("it was so sad i cried") == "hard"


def test_isnt_that_weird_after_a_dream_is_asked_of_the_dream() -> None:
    # probed, after a house burned down and relief: "Yes, that's quite unusual."
    told = "i dreamed my house burned down but i felt relieved"
    assert situation_of("isnt that weird", before=told).kind == "dream_ok"


@pytest.mark.parametrize(
    "text",
    [
        "i think im depressed",
        "ive been feeling so empty lately",
        "my depression is back",
        # probed: "I understand how you feel."
        "im so tired of everything",
        "i'm done with it all",
        # probed, after "i feel numb": "It might be time to take a break and reflect…"
        "nothing feels real lately",
        "i feel so disconnected",
    ],
)
def test_low_in_their_life_gets_sandmans_own_line(text: str) -> None:
    # probed: "It sounds like you're feeling a bit down. You can share with someone you trust…"
    found = situation_of(text)
    assert found.low and found.keys[0] == "feeling:low"
    assert "a doctor or a therapist can help" in own_line(found.keys)
    assert own_line((f"{found.keys[0]}:again",)).startswith("I'm still here with you.")
    assert not situation_of("im tired of work").low
    assert not situation_of("the dream felt so real").low


def test_a_dream_of_something_empty_is_no_low_told() -> None:
    assert not situation_of("the glass was empty in my dream").low
    assert not situation_of("i dreamed i felt empty").low


@pytest.mark.parametrize(
    "text",
    ["i just want one good night", "i need a good night's sleep", "i had a good night sleep"],
)
def test_a_good_night_wished_for_or_had_is_no_goodbye(text: str) -> None:
    # probed: "i just want one good night" (tired of nightmares) met with "I'll see you tomorrow
    # morning!"
    assert not takes_leave(text)
    assert takes_leave("have a good night") and takes_leave("good night sandman")


def test_what_their_dreams_say_about_them_is_not_asked_of_someone() -> None:
    # probed: "what do you think my dreams say about me" met with "I can't know what they'd say
    # or feel, and I won't guess for them."
    assert situation_of("what do you think my dreams say about me").kind != "speak_for"
    assert situation_of("what would my mom say").kind == "speak_for"


def test_what_dreams_are_asked_or_said_by_someone_else_gets_sandmans_view() -> None:
    # probed: "Dreams … may provide insights into future events."; "You might be right, but it's
    # not always a sign of divine guidance."
    for asked in ("do my dreams predict the future", "can dreams come true?"):
        assert situation_of(asked).keys[0] == "term:prophetic dreams", asked
    said = situation_of("my friend says dreams are messages from god")
    assert said.kind == "about_me" and said.belief
    assert situation_of("i dreamed about the future").kind != "term"
    # probed: "therapist say" looked up
    policy = RouterPolicy.for_model("qwen2.5-1.5b", "chatml")
    for told in (
        "my therapist says dreams dont mean anything. is that true?",
        "dreams dont mean anything right?",
        "dreams are just your brain sorting stuff, arent they",
        "my mom says dreams have no meaning",
    ):
        said = situation_of(told)
        assert said.kind == "about_me" and said.belief, told
        decided = policy.first_pass(told)
        assert decided is not None and decided.route == "respond", told
    assert not situation_of("what does my dream about the brain mean").belief
    # a meaning someone holds of a thing dreamt, and "is that true" after it (probed: "grandma
    # used" looked up, then the 1.5B's "Yes, that's true.")
    for told in (
        "my grandma used to say dreaming of fish means someone is pregnant",
        "they say if you dream of teeth falling out someone will die",
        "i heard that if you dream about your ex it means they miss you",
    ):
        assert situation_of(told).belief, told
        assert situation_of("is that true", before=told).belief, told
        decided = policy.first_pass(told)
        assert decided is not None and decided.route == "respond", told
    assert not situation_of("is that true", before="i dreamt of fish last night").belief
    # ... answered as a saying, not with what dreams are for (probed: "Nobody knows for sure what
    # dreams are for…", then the ideas of why we dream, to "lol is that true"); a reading of the
    # dreamer is still a belief of what dreams are
    fish = "my grandma used to say dreaming of fish means someone is pregnant"
    assert situation_of(fish).keys[0] == "about_me:folk"
    assert situation_of("lol is that true", before=fish).keys[0] == "about_me:folk"
    assert own_line(("about_me:folk:again",)).startswith("As far as anyone knows, no")
    stressed = "my friend says dreaming of teeth means you are stressed"
    assert situation_of(stressed).keys[0] == "about_me:belief"
    assert not situation_of("i dreamt of fish and it means a lot to me").belief
    # someone's reading of their dreams, and "what do you think" after it (probed: "However, I'm
    # here to listen and offer support in any way I can.")
    held = "can you remember that my therapist said my dreams are about control"
    assert situation_of("what do you think", before=held).belief
    assert situation_of("is she right", before="my mom says my dreams are warnings").belief
    assert not situation_of("what do you think", before="i dreamed of a cat").belief


@pytest.mark.parametrize(
    ("text", "before"),
    [("i woke up at 4 and couldnt fall back asleep", ""), ("i keep waking up at 3am", ""),
     ("couldnt sleep at all last night", ""),
     ("now im exhausted at work", "i woke up at 4 and couldnt fall back asleep")],
)  # fmt: skip
def test_a_night_without_sleep_told_gets_sandmans_own_line(text: str, before: str) -> None:
    # probed on the default, four of four misread: "It's natural to feel tired after a long day.",
    # "It sounds like you're ready to relax and recharge.", "That's common for many people."
    found = situation_of(text, before=before)
    assert found.sleepless and found.keys[0] == "feeling:sleepless"
    assert own_line(found.keys).startswith("Lying awake like that is wearing")


def test_help_asked_for_sleep_or_tiredness_alone_is_no_night_told() -> None:
    assert not situation_of("how can i sleep better").sleepless
    assert not situation_of("im exhausted", before="what does water mean").sleepless


def test_keeping_people_away_is_low_and_gets_its_own_line() -> None:
    # probed, after "i think im depressed": "You've made a good decision to keep your thoughts and
    # feelings private."
    for text in ("i dont really want to talk to anyone", "i just want to be alone"):
        found = situation_of(text)
        assert found.low and found.keys[0] == "feeling:low:alone", text
        assert own_line(found.keys).startswith("That's alright: you don't have to talk")
    assert situation_of("i dont want to talk about it").kind == "unwilling"


def test_what_keeps_them_awake_told_is_left_to_the_companion() -> None:
    # the default meets "I've been so anxious about my exams that I can't sleep" in its own words
    # (tests/actors/test_capable_loop.py); a night told bare gets Sandman's line
    assert not situation_of("I've been so anxious about my exams that I can't sleep.").sleepless
    assert situation_of("i couldnt sleep at all last night").sleepless


def test_a_loss_named_in_a_question_of_the_journal_is_none_told() -> None:
    # probed: "what about a funeral", after a search for a wedding, met with "That sounds hard, and
    # I'm sorry it feels that way."
    searched = ToolOutcome(
        call_id="c", name="search_dreams", args={"query": "funeral"}, ok=True,
        output="I found no dream in your journal that mentions funeral.",
    )  # fmt: skip
    assert situation_of("what about a funeral", [searched]).kind == "question"
    assert situation_of("my grandpa's funeral was today").kind == "feeling"


def test_a_nightmare_feared_for_tonight_is_sleep_dreaded() -> None:
    # probed: "it's understandable to have a similar nightmare tonight"
    assert situation_of("im scared ill have the same nightmare tonight").dreads


def test_a_few_words_of_another_language_are_not_english() -> None:
    # probed: "je ne sais pas pourquoi" answered in French by the model
    assert situation_of("je ne sais pas pourquoi").kind == "not_english"


def test_whether_to_reach_out_after_a_dream_of_someone_is_theirs_to_decide() -> None:
    # probed: "Yes, reaching out can help you explore new perspectives and gain insights."
    dream = "i had a dream about my best friend from high school"
    found = situation_of("should i reach out", before="we havent talked in years", earlier=[dream])
    assert found.keys[0] == "tell_them:reach"
    assert own_line(found.keys).startswith("That's yours to decide, and I won't tell you")
    assert situation_of("should i call my mom").kind != "tell_them"


def test_the_same_dream_told_with_when_it_comes_is_that_dream_come_again() -> None:
    # probed: "i get the same dream every time im stressed" met with a lecture on stress
    assert situation_of("i get the same dream every time im stressed").keys[0] == "recurring:hard"
    # nightmares and tiredness told are a feeling, as before
    assert situation_of("I keep having nightmares and I'm exhausted.").kind == "feeling"


@pytest.mark.parametrize(
    ("text", "before"),
    [
        # probed: only the journal's line, every sentence of the 1.5B held back
        ("i dreamt about my ex again. why does this keep happening", ""),
        ("why does this keep happening", "i keep dreaming about my ex"),
        ("why do i keep having this dream", "i dreamt i was late for work again"),
        ("but why does it keep coming back", "the same dream of the flood came back"),
    ],
)
def test_why_a_dream_keeps_coming_back_is_answered_with_the_written_answer(
    text: str, before: str
) -> None:
    found = situation_of(text, before=before)
    assert (found.kind, found.term) == ("term", "recurring dream")
    # nothing told: no dream said to come back
    assert situation_of("why does this keep happening", before="my printer jams").kind != "term"


@pytest.mark.parametrize(
    "text",
    [
        # probed, after a dream of their dad yelling: the 1.5B's "It's okay."
        "we dont really talk anymore",
        "i havent spoken to her in years",
        "we fell out last year",
        "we don't speak to each other",
    ],
)
def test_someone_grown_apart_from_is_a_hard_thing_told(text: str) -> None:
    before = "my dad was in my dream last night, he was yelling at me"
    # (probed: "You seem to have stopped talking. Is there anything you would like to talk about?")
    assert situation_of(text, before=before).keys[:2] == ("feeling:estranged", "feeling:hard")
    assert own_line(situation_of(text, before=before).keys).startswith("That sounds hard, being")
    # no dream told before it: a hard feeling, the model's to meet
    assert situation_of(text, before="hi").keys[0] == "feeling:hard"
    for plain in (
        "we talk every day",
        "i dont talk much in the morning",
        "i dont talk to him about it",
    ):
        assert situation_of(plain, before=before).kind != "feeling", plain


@pytest.mark.parametrize(
    "text",
    [
        # probed: the listing followed by "That sounds hard, and I'm sorry it feels that way."
        "list all my dreams where i felt anxious",
        "show me dreams where i was scared",
        "when did i feel scared in a dream",
        "what dreams did i have when i was stressed",
    ],
)
def test_dreams_asked_for_by_a_feeling_tell_no_feeling(text: str) -> None:
    read = [ToolOutcome(call_id="c", name="recent_dreams", ok=True, output="2 dreams")]
    assert situation_of(text, read).kind == "question"
    # a feeling told beside the question, or a dream told with one: still a feeling
    assert situation_of("i feel sad, show me my happy dreams", read).keys[0] == "feeling:hard"
    assert situation_of("i had a dream where i felt so alone").keys[0] == "feeling:hard"


@pytest.mark.parametrize(
    ("text", "before", "key"),
    [
        # probed: "Anna might have been leaving because she's tired or feeling bored."
        ("why do you think anna was leaving", "can you remind me what the train dream was about",
         "why_they"),
        ("why was he so angry", "i dreamt my dad was yelling at me", "why_they:he"),
        ("why did my mom leave in my dream", "", "why_they:she"),
    ],
)  # fmt: skip
def test_why_someone_in_a_dream_did_something_is_not_guessed(
    text: str, before: str, key: str
) -> None:
    found = situation_of(text, before=before)
    assert found.keys[0] == key
    assert own_line(found.keys)
    if not before:  # (the route reads the message alone)
        decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(text)
        assert decided is not None and decided.route == "respond"
    # of their life, not a dream; of a thing in the dream; of themselves: not this line
    assert situation_of("why do you think she left me", before="we broke up").kind != "why_they"
    for other in ("why was the snake in my kitchen", "why was i flying"):
        assert situation_of(other, before="i dreamt of a snake").kind != "why_they"
    # a thing in the dream, not someone: its meaning is looked up (found in review: "my teeth"
    # had been read as someone)
    for thing in ("why did my teeth fall out in my dream", "why was water everywhere in my dream"):
        assert situation_of(thing).kind != "why_they", thing
    decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(
        "why did my teeth fall out in my dream"
    )
    assert decided is not None and decided.route == "lookup_symbol"


def test_a_dream_of_someone_told_after_asking_of_dreams_of_the_dead_is_one_of_grief() -> None:
    # probed: "my grandpa was in one last night" met as a feeling, the dream not kept
    asked = "do dreams about dead people mean anything"
    saved = [ToolOutcome(call_id="c", name="save_dream", ok=True, output="Saved your dream as #9")]
    told = situation_of("my grandpa was in one last night", saved, before=asked)
    assert told.keys[0] == "told_dream:grief"
    assert situation_of("my grandpa was in one last night", saved, before="hi").keys[0] != (
        "told_dream:grief"
    )


@pytest.mark.parametrize(
    "text",
    [
        "i feel so lonely tonight",
        "im so alone",
        "nobody to talk to",
        "i have no friends",
        "nobody really gets me",
    ],
)
def test_loneliness_told_is_met_with_sandmans_line(text: str) -> None:
    # probed: "Maybe talking about your thoughts, feelings, and experiences can help you feel more
    # connected with others…", advice nobody asked for
    found = situation_of(text)
    assert found.keys[0] == "feeling:lonely"
    assert own_line(found.keys).startswith("I'm sorry tonight feels lonely")
    # alone by choice, or alone in a dream told: not this line
    assert situation_of("i just want to be alone").keys[0] == "feeling:low:alone"
    assert not situation_of("in my dream i felt so alone").lonely


@pytest.mark.parametrize(
    ("text", "dream"),
    [
        # probed: "Thank you for telling me." (the first: no change read in it)
        ("delete all my dreams", "all my dreams"),
        ("i want to delete all my dreams from october", "all my dreams from october"),
        ("can you wipe my whole journal", "whole journal"),
        ("delete everything", "everything"),
        ("i'd like to remove dream 4", "4"),
    ],
)
def test_a_wish_to_delete_dreams_goes_to_the_journal(text: str, dream: str) -> None:
    # the journal answers many at once one at a time, listing those to choose from
    from sandman.routing import write_intents

    assert [(i.name, i.args) for i in write_intents(text)] == [("delete_dream", {"dream": dream})]
    # a wish to be rid of a feeling or the nightmares themselves is no request; their memories
    # are forgotten as asked
    for feeling in (
        "i just want to get rid of these nightmares",
        "i want to erase it from my mind",
        "i want to remove the nightmares from my life",
        "clear my head",
    ):
        assert write_intents(feeling) == [], feeling
    assert [i.name for i in write_intents("delete everything you know about me")] == ["forget"]


def test_is_that_weird_after_a_habit_of_their_sleep_is_asked_of_it() -> None:
    # probed: "It's interesting how your boyfriend might be expressing his feelings…"
    found = situation_of("is that weird", before="my boyfriend says i talk in my sleep")
    assert (found.kind, found.term) == ("term", "sleep talking")
    assert situation_of("is that weird", before="my boyfriend says i snore").kind != "term"
    # what they lived, named by a word of sleep (probed: "Nothing is wrong with having a dream like
    # that…", of people who mattered)
    for told, term in (
        ("i dreamt i was falling and woke up with a jolt", "hypnic jerk"),
        ("i woke up and couldnt move for like a minute", "sleep paralysis"),
    ):
        found = situation_of("is that normal", before=told)
        assert (found.kind, found.term) == ("term", term), told
    # ... told in two messages (probed: "Yes, everyone gets that message.")
    found = situation_of(
        "does everyone get that",
        before="then i woke up with a jolt",
        earlier=["i dreamt i was falling"],
    )
    assert found.keys[0] == "term:common:hypnic jerk"
    alone = situation_of(
        "does everyone get that", before="then i woke up", earlier=["i was falling"]
    )
    assert alone.kind != "term"
    # a nightmare come again is met as one
    again = situation_of("is that normal", before="i had the same nightmare again, the flood")
    assert again.kind != "term"
    # ... and a dream's own stillness is no sleep paralysis
    still = "in my dream i couldnt move and a monster was coming"
    assert situation_of("is that normal", before=still).term != "sleep paralysis"


def test_whether_their_count_of_dreams_is_a_lot_is_met() -> None:
    # probed: "how long have i been keeping this journal" / "how many dreams is that per week" /
    # "is that a lot" got "I'm not sure what to say to that"
    for before in ("how many dreams is that per week", "how many dreams have i logged"):
        found = situation_of("is that a lot", before=before)
        assert found.keys[0] == "term:alot:dream recall", before
        assert own_line(found.keys).startswith("There's no right number.")
    # (nightmares counted keep their own line)
    assert situation_of("is that a lot", before="how many nightmares have i had").kind == (
        "bad_dreams"
    )


def test_sleep_feared_right_after_a_nightmare_is_met_as_that_nights() -> None:
    # probed: "i dreamed i was chased through a forest by something i couldnt see" / "i woke up
    # sweating" / "i dont want to go back to sleep" got the 1.5B's "You're not alone. It's okay
    # to feel this way sometimes."
    chased = "i dreamed i was chased through a forest by something i couldnt see"
    found = situation_of(
        "i dont want to go back to sleep", before="i woke up sweating", earlier=(chased,)
    )
    assert found.keys[0] == "feeling:nightmare"
    assert own_line(found.keys).startswith("After a dream like that")
    # (no nightmare told: sleep feared, and which dream asked)
    alone = situation_of("i dont want to go back to sleep")
    assert alone.dreads and alone.keys[0] == "feeling:dread"


def test_whether_a_dream_says_they_are_stressed_is_met_not_guessed() -> None:
    # probed: "i had the teeth dream again" / "thats like the third time this month" / "am i
    # stressed or something" got "I'm not sure what to say to that."
    again, third = "i had the teeth dream again", "thats like the third time this month"
    for asked in (
        "am i stressed or something",
        "does that mean im anxious",
        "do you think im just overthinking",
    ):
        found = situation_of(asked, before=third, earlier=(again,))
        assert found.keys[0] == "wrong_with_me:stress", asked
        assert own_line(found.keys).startswith("A dream can't tell me that"), asked
    # (no dream talked about: not a dream's question; "does that mean im depressed" is the
    # line of low dreams, not of stress)
    assert situation_of("am i stressed", before="what time is it").kind != "wrong_with_me"
    assert situation_of("does that mean im depressed", before=again).keys[0] != (
        "wrong_with_me:stress"
    )


def test_sleep_paralysis_named_then_what_was_there_then_whether_it_is_dangerous() -> None:
    # probed: "i had sleep paralysis last night" got "Thank you for telling me…"; "there was a
    # shadow in the corner", the 1.5B's "Oh, that's interesting. It sounds like you had a dream
    # about something being in the corner"; "is that dangerous", "I won't guess about your health"
    named = "i had sleep paralysis last night"
    assert situation_of(named).keys[0] == "term:had:sleep paralysis"
    # (their night, told: met, not defined; test_terms.py asks the same of other words)
    assert own_line(situation_of(named).keys).startswith("That sounds frightening.")
    shadow = situation_of("there was a shadow in the corner", before=named)
    assert shadow.keys[0] == "term:presence:sleep paralysis"
    assert "one of the most common" in own_line(shadow.keys)
    chest = "i felt someone sitting on my chest"
    woke = "i woke up at 3am and couldnt move"
    assert situation_of(chest, before=woke).keys[0] == "term:presence:sleep paralysis"
    for asked in ("is that dangerous", "could it be serious"):
        found = situation_of(asked, before=chest, earlier=(woke,))
        assert (found.term, found.follow) == ("sleep paralysis", "wrong"), asked
    # (not after anything else: a shadow in a dream told is the dream's; the health line stays)
    assert (
        situation_of("there was a shadow in the corner", before="i dreamt of a dark house").term
        == ""
    )
    vivid = "my dreams feel so real lately"
    assert situation_of("is that dangerous", before=vivid).follow != "wrong"
    # (asked, not told)
    assert situation_of("what is sleep paralysis").follow != "had"


def test_sleep_paralysis_or_a_false_awakening_told_is_met_by_its_written_answer() -> None:
    # probed: "i woke up at 3am and couldnt move, there was a shadow standing by my door" got the
    # 1.5B's "a black silhouette that had always stood in the corner of your room"; "does this
    # happen to other people" after, "a similar sensation of being overwhelmed by reality"
    paralysis = "i woke up at 3am and couldnt move, there was a shadow standing by my door"
    assert situation_of(paralysis).keys[0] == "term:sleep paralysis"
    assert situation_of("i was lying in bed awake and i was frozen").term == "sleep paralysis"
    assert situation_of("i dreamed i couldnt move my legs").term == ""
    freaked = "it felt so real. im kind of freaked out"
    for asked in (
        "does this happen to other people",
        "do other people get this too",
        "am i the only one",
        "how do i make it stop",
    ):
        found = situation_of(asked, before=freaked, earlier=(paralysis,))
        assert found.term == "sleep paralysis", asked
        assert own_line(found.keys) == own_line(("term:sleep paralysis",)), asked
    # ... once its answer was given, what the question asks of it (probed: "That's what I know
    # about it, from just now." to both)
    again = [
        own_line(tuple(f"{k}:again" for k in situation_of(asked, before=paralysis).keys))
        for asked in ("does this happen to other people", "how do i make it stop")
    ]
    assert again[0].startswith("Yes, it's common")
    assert "on their side" in again[1]
    # a dream in a dream, waking twice (probed: "a recurring dream where you wake up multiple
    # times in the same day", then "not uncommon to wake up multiple times in a single night")
    for told in ("i had a dream within a dream", "i woke up and then woke up again for real"):
        assert situation_of(told).term == "false awakening", told
    assert situation_of("is that common?", before="i woke up and then woke up again").term == (
        "false awakening"
    )
    assert situation_of("i woke up and then went back to sleep").term == ""
    # dreams that feel real (probed: "Dreams can be scary, but they're a part of your
    # experience.")
    for told in (
        "my dreams feel so real lately its scary",
        "like i cant tell whats real when i wake up",
        "my dreams have been crazy vivid",
        "sometimes i dont know if it was a dream",
    ):
        assert situation_of(told).term == "vivid dreams", told
    assert situation_of("i had a vivid dream about my dad").term == ""
    # how their dreams have felt, read, then asked of (probed: "is that bad", after "how have i
    # been feeling in my dreams lately", got "I'm not sure what to say to that")
    for asked in ("is that bad", "should i be worried"):
        found = situation_of(asked, before="how have i been feeling in my dreams lately")
        assert found.kind == "bad_dreams", asked
        # (their most common mood read: probed, the 1.5B's "I see that you're feeling down.")
        found = situation_of(asked, before="whats the most common mood in my dreams")
        assert found.kind == "bad_dreams", asked
    assert situation_of("is that bad", before="i ate pizza").kind != "bad_dreams"
    # whether a good dream is a good sign (probed, after breathing underwater that felt amazing:
    # "I'm not sure what to say to that")
    under = "i had a dream that i could breathe underwater"
    found = situation_of("is that a good sign", before="it felt amazing", earlier=[under])
    assert found.kind == "good_sign" and found.answered_in_own_line
    assert situation_of("is that a good sign", before="i got a raise").kind != "good_sign"
    # ... after a meaning read (probed: "show me the dream about the snake and tell me what snakes
    # mean" / "is that a good sign", the 1.5B's "Yes, a good sign that you're on the right track.")
    read = "show me the dream about the snake and tell me what snakes mean"
    found = situation_of("is that a good sign", before=read)
    assert found.keys[0] == "good_sign:read"
    assert own_line(found.keys).startswith("A dream doesn't foretell what will happen")
    # a good dream wished back (probed, after flying over the ocean, peaceful: the 1.5B's "try
    # meditating or practicing deep breathing exercises")
    ocean = "i dreamt i was flying over the ocean and it was so peaceful"
    for asked in ("can i make it happen again", "how do i have that dream again"):
        found = situation_of(asked, before="i never want to wake up", earlier=[ocean])
        assert found.term == "dream incubation", asked
    assert (
        situation_of("can i make it happen again", before="i dreamt of spiders, awful").term == ""
    )
    # a child's night terrors told (probed: "my son keeps waking up screaming" got "Thank you for
    # telling me…")
    for told in ("my son keeps waking up screaming", "my 4 year old daughter wakes up screaming"):
        assert situation_of(told).term == "night terrors", told
    assert situation_of("i woke up screaming").term == ""
    assert situation_of("is that normal", before="my son keeps waking up screaming").term == (
        "night terrors"
    )
    assert situation_of("is that normal", before="my dreams are so realistic").keys[:3] == (
        "term:common:vivid dreams",
        "term:common",
        "term:vivid dreams",
    )


def test_wanting_it_to_end_asks_whether_the_nightmares_are_meant() -> None:
    # probed: "i havent slept in 3 days because of the nightmares" / "i just want it to end" got
    # "I'm still here with you. Take your time, and tell me whatever comes."
    worn = "i havent slept in 3 days because of the nightmares"
    assert situation_of(worn).dreads  # the sleep they fear: Sandman's line
    for said in (
        "i just want it to end",
        "i cant do this anymore",
        "honestly i want it all to be over",
    ):
        found = situation_of(said, before=worn)
        assert found.kind == "worn_out", said
        line = own_line(found.keys)
        assert "nightmares you mean" in line and "988" in line
    assert situation_of("i want the dream to end differently").kind != "worn_out"
    # ... and the nightmares meant, after it: what helps with them
    assert (
        situation_of("i mean the nightmares", before="i just want it to end").kind == "stop_dreams"
    )
    assert situation_of("i mean the nightmares", before="what is this").kind != "stop_dreams"


def test_each_mark_of_an_own_line_makes_the_situation_answered_in_it() -> None:
    assert not Situation(kind="feeling", valence="hard").answered_in_own_line
    assert Situation(kind="undo").answered_in_own_line
    # each feeling met with Sandman's own line on every tier (the responder asks no model words)
    for mark in ("harmed", "grief", "dreads", "low", "sleepless", "estranged", "lonely",
                 "shaken", "bittersweet", "untracked", "often", "wished", "safe",
                 "came"):  # fmt: skip
        assert Situation(kind="feeling", valence="hard", **{mark: True}).answered_in_own_line, mark
    assert Situation(kind="feeling", occasion="birthday").answered_in_own_line


def test_a_dream_told_come_again_said_in_a_word_or_two_is_met_as_recurring() -> None:
    # probed: "again" after a dream of crumbling teeth got "I'm here again, ready to listen and
    # talk."; "this is like the 5th time" after it, "What does it mean to you?"; "i have these a
    # lot honestly" after an exam dream, "I'm still here with you. Take your time…"
    teeth = "i dreamt my teeth were crumbling"
    again = situation_of("again", before=teeth)
    assert again.keys[0] == "recurring:came" and again.answered_in_own_line
    fifth = situation_of("this is like the 5th time", before="again", earlier=(teeth,))
    assert fifth.keys[0] == "recurring:often"
    exam = "i had the strangest dream last night, i was late for an exam"
    assert situation_of("i have these a lot honestly", before=exam).keys[0] == "recurring:often"
    # (probed: "this happens a lot", after a nightmare of being chased, got "It's okay.")
    chased = "i was being chased by something but i couldnt see it. i woke up sweating"
    assert situation_of("this happens a lot", before=chased).keys[0] == "recurring:hard"
    assert situation_of("this happens a lot", before="my boss yelled at me").kind != "recurring"
    # ... or when (probed: "that happens when im stressed", after a dream of failing brakes, got
    # "In a dream, you might experience vivid imagery of stressors…")
    brakes = "i was in a car and the brakes didnt work. then i woke up"
    assert situation_of("that happens when im stressed", before=brakes).keys[0] == "recurring:hard"
    assert situation_of("that happens when im stressed", before="my boss is mean").kind != (
        "recurring"
    )
    # ... and said again, its second words
    assert own_line(("recurring:again",)).startswith("So it keeps returning")
    assert situation_of("again", before="hi").kind != "recurring"


def test_how_often_a_dream_just_told_comes_gets_sandmans_line() -> None:
    # probed, after "i keep dreaming im back in high school": "That's great! Keep dreaming about
    # high school. It can be fun and rewarding."
    told = "i keep dreaming im back in high school"
    for often in ("like every week", "almost every night lol", "its been 3 times this week"):
        found = situation_of(often, before=told)
        assert found.keys[0] == "recurring:often", often
        assert own_line(found.keys).startswith("That's a lot of times"), often
    # a nightmare every night is met as hard; how often they do other things is no dream's
    assert situation_of("every night now", before="i keep having nightmares about the fire").keys[
        0
    ] == ("recurring:hard")
    assert situation_of("every day", before="i go running").kind != "recurring"


def test_how_a_dream_could_be_asked_gets_sandmans_line() -> None:
    # probed: "I'm not sure what to say to that. Could you tell me a little more?"
    told = "i dreamed i was drowning but i could breathe"
    for asked in ("how is that possible", "how can that even be?", "that makes no sense lol"):
        found = situation_of(asked, before=told)
        assert found.kind == "dream_logic" and found.answered_in_own_line, asked
        assert own_line(found.keys).startswith("In a dream it can be"), asked
    assert situation_of("how is that possible", before="i fixed my bike").kind != "dream_logic"


def test_a_wish_that_the_dream_were_so_gets_sandmans_line() -> None:
    # probed, after a dream of an ex who came back and apologized: "It's good to know they did
    # so."
    ex = "i dreamed my ex came back and apologized"
    for wish in ("i wish that would happen", "if only", "honestly i wish it was real"):
        found = situation_of(wish, before=ex)
        assert found.keys[0] == "feeling:wished", wish
        assert own_line(found.keys).startswith("I can hear how much you'd want that."), wish
    # of someone lost, the loss is met; with no dream told, no wish of one
    lost = situation_of("i wish it was real", before="i dreamed my dad was alive again")
    assert lost.grief and not lost.wished
    assert situation_of("i wish that would happen").kind != "feeling"


def test_what_sandman_is_for_asked_as_keeping_track_gets_its_line() -> None:
    # probed: "Thank you for telling me. I'm listening…"
    asked = "my therapist wants me to keep track of my nightmares. can you help with that"
    assert situation_of(asked).keys[0] == "about_me"
    assert situation_of("can you help me log my dreams").keys[0] == "about_me"
    assert situation_of("i keep track of my dreams in a notebook").kind != "about_me"


@pytest.mark.parametrize(
    "text",
    [
        "i dont want to use this anymore",
        "im done with this app",
        "i want to stop using sandman",
        "i want to delete this app",
    ],
)
def test_leaving_sandman_is_met_with_where_the_journal_stays(text: str) -> None:
    # probed: "i dont want to use this anymore" offered as a fact to keep ("Shall I remember that?")
    assert situation_of(text).kind == "quitting"
    assert write_intents(text) == []
    assert "Your journal stays" in own_line(situation_of(text).keys)
    # a fact of their life said of now stays one
    assert [i.name for i in write_intents("actually i dont use instagram anymore")] == [
        "update_memory"
    ]


def test_someone_of_a_nightmare_safe_now_and_a_need_to_tell_are_met_in_sandmans_lines() -> None:
    # probed: "io is fine, shes sleeping next to me", after a nightmare of not finding the cat in a
    # fire, got "I'm still here with you. Take your time…"; "i just needed to tell someone",
    # "That's great."
    fire = "i had a nightmare my house was on fire and i couldnt find my cat"
    found = situation_of("io is fine, shes sleeping next to me", before=fire)
    assert found.keys[0] == "feeling:safe" and found.answered_in_own_line
    crash = "i dreamed my mom was in a car crash"
    assert situation_of("she's okay, i called her this morning", before=crash).safe
    assert not situation_of("it was fine", before="i dreamed i was flying").safe
    for said in ("i just needed to tell someone", "honestly i just had to get it off my chest"):
        assert situation_of(said, before=fire).kind == "needed_to_tell", said
    assert own_line(("needed_to_tell",)).startswith("I'm glad you told me")


def test_no_longer_wanting_someone_just_dreamt_of_is_met() -> None:
    # probed: "i dont even like him anymore", after a dream of an ex, got the 1.5B's advice held
    # back, then "I'm still here with you. Take your time…"
    ex = "i had a dream about my ex again ugh"
    for said in (
        "i dont even like him anymore",
        "honestly im so over her",
        "we're not even friends",
    ):
        found = situation_of(said, before=ex)
        assert found.kind == "not_a_wish" and found.answered_in_own_line, said
    assert situation_of("i dont even like him anymore", before="my ex texted me").kind != (
        "not_a_wish"
    )
    assert own_line(("not_a_wish",)).startswith("A dream of someone isn't a wish for them.")


def test_someone_of_theirs_who_left_is_a_loss_and_not_knowing_how_to_feel_is_met() -> None:
    # probed: "i dream about my dad a lot since he left" got "It's good that you're thinking
    # about your dad."; "he left when i was 8" / "i dont know how to feel about it", "It's okay to
    # feel confused or sad about leaving when you were 8"
    for said in (
        "i dream about my dad a lot since he left",
        "he left when i was 8",
        "my mom walked out on us",
    ):
        assert tells_a_loss(said) and situation_of(said).keys[0] == "feeling:grief", said
    for said in ("he left for work", "ever since she left for college", "i left my keys at home"):
        assert not tells_a_loss(said), said
    found = situation_of(
        "i dont know how to feel about it",
        before="he left when i was 8",
        earlier=["i dream about my dad a lot since he left"],
    )
    assert found.kind == "mixed_feelings" and found.answered_in_own_line
    assert situation_of("i dont know how to feel about it", before="i got a new job").kind != (
        "mixed_feelings"
    )
    assert own_line(("mixed_feelings",)).startswith("It's alright not to know.")


def test_why_a_dream_felt_as_it_did_is_met() -> None:
    # probed: "why was i so happy in it do you think", after their happiest dream was shown, got
    # "I'm not sure what to say to that."
    for said in (
        "why was i so happy in it do you think",
        "why did that dream make me so sad",
        "but why did it feel so peaceful",
    ):
        found = situation_of(said, before="what was my happiest dream this year")
        assert found.kind == "why_felt" and found.answered_in_own_line, said
    assert situation_of("why was i happy today").kind != "why_felt"
    assert own_line(("why_felt",)).startswith("Nobody can say for sure why a dream feels")


def test_someone_dreamt_to_do_them_wrong_who_never_would_is_met() -> None:
    # probed: "i dreamt my best friend betrayed me" / "she would never do that though" got "Your
    # best friend betrayed you."
    betrayed = "i dreamt my best friend betrayed me"
    for said in (
        "she would never do that though",
        "hes not like that",
        "my best friend would never",
    ):
        found = situation_of(said, before=betrayed)
        assert found.kind == "not_like_them" and found.answered_in_own_line, said
    assert situation_of("he would never do that", before="my boss yelled at me").kind != (
        "not_like_them"
    )
    assert own_line(("not_like_them",)).startswith("Dreams often put the people we trust most")


def test_after_talking_in_their_sleep_is_it_bad_and_hearing_it_are_answered() -> None:
    # probed: "my boyfriend says i talk in my sleep" / "is that bad" ("That's what I know about
    # it, from just now.") / "can you tell what i say" ("Sure, I can listen to what you say.")
    talk = "my boyfriend says i talk in my sleep"
    assert situation_of("is that bad", before=talk).keys[0] == "term:wrong:sleep talking"
    found = situation_of("can you tell what i say", before="is that bad", earlier=[talk])
    assert found.keys[0] == "cannot:hear" and found.answered_in_own_line
    assert situation_of("can you record me while i sleep").keys[0] == "cannot:hear"
    assert situation_of("can you tell what i say", before="hello").kind != "cannot"


def test_the_place_of_a_dream_gone_from_their_life_is_met() -> None:
    # probed: "i dreamt i was back in my childhood home but all the rooms were different" / "my
    # parents sold it last year" got the 1.5B's "You're in your childhood home now, but the rooms
    # are different."
    home = "i dreamt i was back in my childhood home but all the rooms were different"
    for said in (
        "my parents sold it last year",
        "it got torn down in 2015",
        "we moved away when i was 10",
    ):
        found = situation_of(said, before=home)
        assert found.kind == "place_lost" and found.answered_in_own_line, said
    assert situation_of("my parents sold it last year", before="we had a car").kind != "place_lost"


def test_worry_after_what_comes_back_and_why_is_answered() -> None:
    # probed: "whats my most common dream theme" / "why do you think that is" / "should i be
    # worried" got the 1.5B's "It's normal to feel worried, especially when you're in a dream."
    found = situation_of(
        "should i be worried",
        before="why do you think that is",
        earlier=["whats my most common dream theme"],
    )
    assert found.kind == "wrong_with_me" and found.answered_in_own_line
    assert situation_of("should i be worried", before="why do you think that is").kind != (
        "wrong_with_me"
    )


def test_a_dream_feared_as_a_sign_is_answered_and_a_death_dreamt_said_so() -> None:
    # probed: "i had a dream my best friend died" / "im scared it means something" got the 1.5B's
    # "You feel scared, like you're holding a heavy weight in your heart."
    died = "i had a dream my best friend died"
    for said in ("im scared it means something", "what if it comes true", "is it a premonition?"):
        found = situation_of(said, before=died)
        assert found.keys[0] == "bad_sign:death" and found.answered_in_own_line, said
    # ... and them safe after it, said (also after a dream of them gone, no fear said: probed,
    # "shes right here on my lap tho" after "my cat io ran away", "It's great to be here with you.")
    ran = "i had a dream that my cat io ran away"
    assert situation_of("shes right here on my lap tho", before=ran).keys[0] == "feeling:safe"
    safe = situation_of(
        "she's fine btw i texted her", before="im scared it means something", earlier=[died]
    )
    assert safe.keys[0] == "feeling:safe"
    fell = "i dreamt the bridge collapsed under me"
    assert situation_of("what if it comes true", before=fell).keys[0] == "bad_sign"
    assert situation_of("im scared it means something", before=fell).keys[0] == "bad_sign:feared"
    assert situation_of("what if it comes true", before="i applied for a new job").kind != (
        "bad_sign"
    )
    # probed: "i dreamed sam left me" / "is that a bad sign" got the line of a dream of someone
    # dying: a parting or a betrayal dreamt is met as one
    for told in ("i dreamed sam left me", "i had a dream my boyfriend cheated on me"):
        for said in ("is that a bad sign", "what if it comes true"):
            found = situation_of(said, before=told)
            assert found.keys[0] == "bad_sign:parted" and found.answered_in_own_line, (told, said)


def test_whether_a_dream_told_will_come_again_is_answered() -> None:
    # probed: "will it happen again", after a dream of teeth falling out before a presentation,
    # got the 1.5B's "It's possible that your teeth could fall out again."
    teeth = "last time i dreamed my teeth fell out before one"
    for said in ("will it happen again", "am i going to dream that again tonight"):
        found = situation_of(said, before=teeth)
        assert found.keys[0] == "recurring:will" and found.answered_in_own_line, said
    assert situation_of("will it happen again", before="my car broke down").kind != "recurring"


def test_why_fewer_dreams_and_why_happy_then_are_answered() -> None:
    # probed: "what month did i dream the most" / "and the least" / "why do you think that is" got
    # the 1.5B's "they want to avoid saying something that could upset them"
    found = situation_of("why do you think that is", before="and the least")
    assert found.keys[0] == "term:fewer:dream recall" and found.answered_in_own_line
    assert situation_of("why is that", before="which month had the fewest dreams").keys[0] == (
        "term:fewer:dream recall"
    )
    # (probed: "why so few", after this month's count: "I'm not sure what to say to that")
    assert situation_of("why so few", before="how many dreams have i logged this month").keys[
        0
    ] == ("term:fewer:dream recall")
    # probed: "why do you think i was happy then", after the happiest of early October, got "That's
    # good to hear." (the 1.5B's good night's sleep held back)
    assert situation_of(
        "why do you think i was happy then", before="which one was the happiest"
    ).kind == ("why_felt")


def test_a_gap_in_the_journal_asked_of_is_no_night_without_dreams() -> None:
    # probed: "why didnt i dream then", after the longest gap, got the 1.5B's "You might have been
    # too busy or distracted."
    for said in ("why didnt i dream then", "why are there no dreams that week"):
        assert situation_of(said, before="when was that").keys[0] == "term:gap:dream recall"
    assert own_line(("term:gap:dream recall",)).startswith("You most likely did")


def test_kicking_in_their_sleep_told_how_often_and_whether_to_see_someone_are_answered() -> None:
    # probed: "my wife says i kick in my sleep" got the 1.5B's "That's a common sign of
    # sleepwalking", "like every night" "Thank you for telling me…", "should i see someone" "If
    # you feel lonely…"
    kick = "my wife says i kick in my sleep"
    assert situation_of(kick).keys[0] == "term:moving in sleep"
    assert situation_of("like every night", before=kick).keys[0] == "term:often:moving in sleep"
    found = situation_of("should i see someone", before="like every night", earlier=[kick])
    assert found.keys[0] == "term:doctor:moving in sleep" and found.answered_in_own_line
    assert situation_of("i was kicking a ball in my dream").kind != "term"


def test_after_lucid_dreaming_whether_sandman_tried_it_and_whether_they_could() -> None:
    # probed: "have you tried it" got "I've never tried lucid dreaming.", "could i do it" "Yes,
    # you can try it."
    lucid = "what do you think about lucid dreaming"
    assert situation_of("have you tried it", before=lucid).keys[0] == "about_me:nature"
    assert situation_of("could i do it", before="have you tried it", earlier=[lucid]).keys[0] == (
        "term:lucid dream"
    )


def test_dreams_gone_before_they_are_told_get_the_answer_on_recall() -> None:
    # probed: "i keep forgetting to tell you my dreams" / "by the time i open the app theyre
    # gone": "Thank you for telling me…", "I hear you. Go on…"
    for said in (
        "i keep forgetting to tell you my dreams",
        "by the time i open the app theyre gone",
        "my dreams fade so fast",
    ):
        assert situation_of(said).keys[0] == "term:dream recall", said
    assert situation_of("i keep forgetting my keys").kind != "term"


def test_what_really_happened_behind_a_nightmare_that_keeps_coming_is_met() -> None:
    # probed: "my house burned down when i was 7", after "i keep having the same nightmare about a
    # fire", and "it started after i almost drowned as a kid": "I'm still here with you…"
    fire = "i keep having the same nightmare about a fire"
    found = situation_of("my house burned down when i was 7", before=fire)
    assert found.keys[0] == "recurring:real" and found.answered_in_own_line
    drowning = "i keep having the same nightmare where im drowning"
    assert situation_of("it started after i almost drowned as a kid", before=drowning).keys[0] == (
        "recurring:real"
    )
    assert situation_of("we moved when i was 7", before="i keep dreaming about flying").kind != (
        "recurring"
    )
    # ... and "how", or "why was i sad" of a dream read (probed: "I'm here to listen…", "I'm not
    # sure what to say to that")
    spanish = "it was spanish and i dont speak spanish"
    assert situation_of(
        "how", before=spanish, earlier=["i had a dream in another language"]
    ).kind == ("dream_logic")
    assert situation_of("why was i sad", before="whats the saddest dream ive told you").kind == (
        "why_felt"
    )


def test_a_childs_night_terrors_suspected_and_described_are_met() -> None:
    # probed: "i think my son has night terrors" got "Do you have any concerns about him?", then
    # "he screams but doesnt wake up" "You're right, your son is having night terrors."
    son = "i think my son has night terrors"
    assert situation_of(son).keys[0] == "child_dreams:terrors"
    found = situation_of("he screams but doesnt wake up", before=son)
    assert found.keys[0] == "child_dreams:terrors:seen" and found.answered_in_own_line
    assert situation_of("he screams but doesnt wake up", before="my boss is loud").kind != (
        "child_dreams"
    )


def test_a_dream_longer_than_the_sleep_and_why_we_have_dreams_are_answered() -> None:
    # probed: "how is that possible", after a dream that felt like hours in 20 minutes of sleep,
    # and "so why do we have them", after "do dreams mean anything": "I'm not sure what to say"
    found = situation_of(
        "how is that possible",
        before="but i only slept for 20 minutes",
        earlier=["my dream last night felt like it lasted hours"],
    )
    assert found.keys[0] == "dream_logic:time" and found.answered_in_own_line
    assert situation_of("so why do we have them", before="do dreams mean anything").keys[0] == (
        "about_me:belief"
    )


def test_how_to_start_a_dream_journal_is_answered() -> None:
    # probed: "i want to start a dream journal" / "how do i start" got "I don't have good advice
    # for that…"
    found = situation_of("how do i start", before="i want to start a dream journal")
    assert found.keys[0] == "term:how:dream journal" and found.answered_in_own_line
    assert own_line(("term:how:dream journal",)).startswith("Just tell me a dream")


def test_how_often_after_many_dreams_of_a_thing_said_is_met() -> None:
    # probed: "i've been having a lot of dreams about falling lately" / "like 4 times this week"
    # got the 1.5B's "It sounds like they're having frequent dreams about falling"
    many = "i've been having a lot of dreams about falling lately"
    assert situation_of("like 4 times this week", before=many).keys[0] == "recurring:often"
    assert situation_of("like 4 times this week", before="i went to the gym").kind != "recurring"


def test_feelings_asked_of_sandman_get_its_own_line() -> None:
    # probed: "do you like me" got the 1.5B's "Yes, I do like you."
    for said in ("do you like me", "do you even care about me", "are you my friend"):
        found = situation_of(said)
        assert found.keys[0] == "about_me:fond" and found.answered_in_own_line, said
    assert situation_of("do you like my dream").kind != "about_me"


def test_how_sandman_knows_what_it_knows_is_said() -> None:
    # probed: "how do you know all this" after their memories were read got the 1.5B's "You know
    # everything through dreams and memories."
    for said in (
        "how do you know all this",
        "wait how did you know that",
        "how do u know my sisters name",
    ):
        found = situation_of(said, before="and what do i do for work")
        assert found.keys[0] == "about_me:know" and found.answered_in_own_line, said
    assert situation_of("how do you know if a dream means something").kind != "about_me"
    assert own_line(("about_me:know",)).startswith("Only from what you've told me")


def test_what_causes_nightmares_and_why_a_dream_so_plain_came_are_answered() -> None:
    # probed: "what causes them" after their nightmares were counted got "I'm not sure what to
    # say to that"; "why would i dream something so boring" the line for an unknown symbol
    counted = ["is that more than normal", "how often do i have nightmares"]
    assert situation_of("what causes them", before=counted[0], earlier=counted[1:]).kind == (
        "bad_dreams"
    )
    assert situation_of("what causes nightmares").kind == "bad_dreams"
    assert situation_of("what causes them", before="my headaches are bad").kind != "bad_dreams"
    laundry = "my dream last night was so boring, i was just doing laundry"
    assert situation_of("why would i dream something so boring", before=laundry).kind == ("odd_why")


def test_alone_after_a_nightmare_and_no_sleep_after_it_are_met() -> None:
    # probed: "i had a nightmare that someone was in my house" / "i live alone" got "It's okay to
    # feel alone. Do you have any hobbies…", then "i couldnt go back to sleep" "You might have been
    # too busy or stressed to fall asleep."
    # (then "That sounds like it really shook you", a feeling read into a fact: being alone with
    # it is met instead)
    nightmare = "i had a nightmare that someone was in my house"
    for said in ("i live alone", "and i was home alone", "my husband is away this week"):
        for before in (nightmare, "i had a nightmare that someone broke into my house"):
            found = situation_of(said, before=before)
            assert found.keys[:2] == ("feeling:shaken:alone", "feeling:shaken"), said
            assert found.answered_in_own_line, said
    still = situation_of("my heart is still racing", before=nightmare)
    assert still.keys[0] == "feeling:shaken"
    assert situation_of("i live alone", before="i had a lovely dream about a picnic").keys[0] != (
        "feeling:shaken"
    )
    found = situation_of("i couldnt go back to sleep", before="i live alone", earlier=[nightmare])
    assert found.keys[0] == "feeling:sleepless" and found.answered_in_own_line


def test_only_the_feeling_left_of_a_dream_forgotten_is_met() -> None:
    # probed: "i woke up crying" / "i dont remember the dream tho" / "just the feeling" got the
    # 1.5B's "I understand you're feeling something."
    for said in ("just the feeling", "only the feeling of it", "i just remember how i felt"):
        found = situation_of(said, before="i dont remember the dream tho")
        assert found.keys[0] == "forgotten:feeling" and found.answered_in_own_line, said
    assert situation_of("just the feeling", before="i love this song").kind != "forgotten"


def test_nightmares_night_after_night_are_met_and_what_to_do_is_the_way() -> None:
    # probed: "im so tired of having nightmares" / "three nights in a row now" got the 1.5B's "it
    # might be an opportunity for you to reflect", and "what can i do about it" sleep tips
    tired = "im so tired of having nightmares"
    for said in (
        "three nights in a row now",
        "like every night",
        "for a week now",
        "every night this week",
    ):
        assert situation_of(said, before=tired).keys[0] == "bad_dreams:often", said
    asked = situation_of(
        "what can i do about it", before="three nights in a row now", earlier=[tired]
    )
    assert asked.keys[0] == "stop_dreams"
    assert situation_of("what can i do", before="every night this week", earlier=[tired]).keys[
        0
    ] == ("stop_dreams")
    assert situation_of("what can i do about it", before="my boss is mean").kind != "stop_dreams"
    # why one keeps coming, said as not stopping (probed: "stop ex" searched)
    assert situation_of("why cant i stop dreaming about him").keys[0] == "term:why:recurring dream"
    assert situation_of("three nights in a row now", before="i worked late").kind != "bad_dreams"


def test_how_rare_a_lucid_dream_told_is_is_answered() -> None:
    # probed: "is that rare?" after a lucid dream told got the 1.5B's "Such vivid imagery can be
    # a sign of heightened awareness or emotional state."
    found = situation_of(
        "is that rare?",
        before="i realized i was dreaming and made the sky turn purple",
        earlier=["i had a lucid dream!!"],
    )
    assert found.keys[0] == "term:common:lucid dream" and found.answered_in_own_line
    assert situation_of("is that rare?", before="i saw a purple sky").kind != "term"
    assert own_line(("term:common:lucid dream",)).startswith("It's more common than it feels")


def test_whether_stress_caused_a_dream_just_told_is_answered_as_it_can_be() -> None:
    # probed: "is that a stress thing?" after a dream of teeth of glass got "I'm not sure what to
    # say to that", the 1.5B's reading held back
    teeth = "i had the weirdest dream, my teeth were made of glass and they kept cracking"
    for said in (
        "is that a stress thing?",
        "could it be stress",
        "do i dream that because of stress",
    ):
        found = situation_of(said, before=teeth)
        assert found.kind == "cause_asked" and found.answered_in_own_line, said
    # of a dream that keeps coming, the answer on recurring dreams; of no dream, nothing
    assert situation_of("is it stress", before="i keep dreaming about falling").kind == "term"
    assert situation_of("is that a stress thing?", before="my boss yelled at me").kind != (
        "cause_asked"
    )
    assert own_line(("cause_asked",)).startswith("It could be.")


def test_dreaming_itself_wished_away_is_answered_and_the_way_it_offers_is_given() -> None:
    # probed: "how do i stop dreaming" got the 1.5B's "techniques to stop dreaming, such as
    # meditation…", "i just want dreamless sleep" "Dreamless sleep is a natural state…"
    for said in (
        "how do i stop dreaming",
        "i just want dreamless sleep",
        "is there a way to not dream at all?",
        "i wish i could stop dreaming",
        "can i sleep without dreams",
    ):
        assert situation_of(said).keys[0] == "stop_dreams:all", said
    stop = "how do i stop dreaming"
    assert situation_of("i just want dreamless sleep", before=stop).keys[0] == (
        "stop_dreams:all_again"
    )
    assert situation_of("ok tell me about it", before=stop).keys[0] == "stop_dreams"
    assert situation_of("yes please", before=stop).keys[0] == "stop_dreams"
    # bad dreams stopped is the way itself; a dream of stopping is no wish
    assert situation_of("how do i stop having nightmares").keys[0] == "stop_dreams"
    assert situation_of("i dreamt i could stop time").kind != "stop_dreams"
    assert own_line(("stop_dreams:all",)).startswith("Nobody can stop dreaming altogether")


def test_a_feeling_a_dream_left_toward_someone_is_met_and_so_is_asking_if_it_is_crazy() -> None:
    # probed: "i dreamt my partner cheated on me" / "now im kind of mad at him even though he did
    # nothing" added to the dream, then "is that crazy" got the 1.5B's reading of the dream
    cheated = "i dreamt my partner cheated on me"
    for said in (
        "now im kind of mad at him even though he did nothing",
        "i feel so weird around her today",
        "honestly i cant even look at him",
        "im still annoyed with my sister lol",
    ):
        found = situation_of(said, before=cheated)
        assert found.kind == "lingering" and found.answered_in_own_line, said
    mad = "now im kind of mad at him even though he did nothing"
    assert situation_of("is that crazy", before=mad, earlier=[cheated]).keys[0] == "lingering:odd"
    assert situation_of("is that normal?", before=mad, earlier=[cheated]).keys[0] == (
        "lingering:normal"
    )
    # awkward now, and seeing them soon (probed, after a sex dream about a coworker: "Thank you for
    # telling me…", "I hear you. Go on…")
    coworker = "i had a sex dream about my coworker"
    assert situation_of("its so awkward now", before=coworker).kind == "lingering"
    assert situation_of(
        "i have to see him tomorrow", before="its so awkward now", earlier=[coworker]
    ).keys[0] == ("lingering:meet")
    # said at the end of the dream itself (probed: added to the dream, and the 1.5B's words of the
    # dream alone), and asked of after it
    told = "i dreamed my partner cheated on me and now im kind of mad at him lol"
    assert situation_of(told).kind == "lingering"
    assert situation_of("is that crazy", before=told).keys[0] == "lingering:odd"
    assert situation_of("i dreamed my partner cheated on me and now im awake").kind != "lingering"
    # not after a dream, nor a dream's feeling of its own
    assert situation_of("im so mad at my boss", before="work was long today").kind != "lingering"
    assert situation_of("is that crazy", before=cheated).kind != "lingering"
    assert own_line(("lingering:normal",)).startswith("Yes, it's very common")


def test_sandman_as_the_one_who_gets_them_is_met_warmly_with_a_nudge_to_people() -> None:
    # probed: "nobody really gets me" / "except maybe you lol" got "I'm sorry, but I don't have any
    # information to suggest that you're laughing or anything else."
    for said in ("except maybe you lol", "youre the only one who gets me", "at least i have you"):
        found = situation_of(said, before="nobody really gets me")
        assert found.kind == "only_you" and found.answered_in_own_line, said
    assert situation_of("except my mom", before="nobody really gets me").kind != "only_you"
    assert "one person" in own_line(("only_you",))


def test_where_the_journal_is_kept_is_answered_with_its_file() -> None:
    # probed: "how do i export my journal" / "where is the file" got the 1.5B's "The file is
    # located at the bottom of your computer."
    for said in ("where is the file", "where is it stored"):
        assert situation_of(said, before="how do i export my journal").kind == "journal_file"
    for said in ("where are my dreams stored", "where is my journal saved on my laptop"):
        assert situation_of(said).kind == "journal_file", said
    assert situation_of("where is my sister").kind != "journal_file"
    assert situation_of("where is it", before="i lost my keys").kind != "journal_file"
    assert "~/.local/share/sandman/sandman.db" in own_line(("journal_file",))


def test_what_was_said_another_time_is_met_with_where_it_is_kept() -> None:
    # probed: "do you remember what we talked about last time" searched their memories for "last
    # time": "You haven't asked me to remember anything about last time yet."
    # ("do you remember what i told you yesterday": probed, yesterday's dreams read, and "Yes:
    # each conversation with me is kept…", as if it could see that talk from here)
    for said in (
        "do you remember what we talked about last time",
        "remember our last chat?",
        "do you remember what i told you yesterday",
    ):
        assert situation_of(said).kind == "last_talk", said
        decided = RouterPolicy.for_model("qwen2.5-1.5b", "chatml").first_pass(said)
        assert decided is not None and decided.route == "respond", said
    assert situation_of("what have we talked about so far").kind == "recap"
    assert "sandman chat --continue" in own_line(("last_talk",))


def test_a_night_awake_going_on_and_company_asked_for_are_met() -> None:
    # probed: "i cant sleep" / "its 3am" got "It's time for a break. Let's chat about something
    # else."; "talk to me", "I'm here to listen and offer comfort."
    for said in ("its 3am", "it's 4 in the morning", "still awake", "ugh its almost 5am"):
        found = situation_of(said, before="i cant sleep")
        assert found.keys[0] == "feeling:sleepless", said
        assert situation_of(said, before="i had a nice day").keys[0] != "feeling:sleepless", said
    for said in ("talk to me", "can you just talk to me for a bit", "distract me please"):
        assert situation_of(said, before="its 3am").kind == "company", said
    assert situation_of("talk to me about snakes").kind != "company"
    assert own_line(("company",)).startswith("I'm here.")


def test_a_hope_not_to_dream_of_it_tonight_is_met() -> None:
    # probed: "i dont really want to dream about it tonight", after a day at work told, got "I'm
    # still here with you. Take your time, and tell me whatever comes."
    for said in (
        "i dont really want to dream about it tonight",
        "i hope i dont dream about it",
        "ugh i hope i dont have nightmares tonight",
        "please no bad dreams tonight",
        "what if i dream about messing it up",
    ):
        found = situation_of(said, before="work was awful, my boss yelled at me")
        assert found.kind == "not_tonight" and found.answered_in_own_line, said
    for said in ("i hope i dream of her again", "i dont want to dream about him anymore"):
        assert situation_of(said).kind != "not_tonight", said
    assert own_line(("not_tonight",)).startswith("I hope tonight is a quiet one")


def test_a_loss_said_with_he_or_she_and_a_dream_often_had_asked_of() -> None:
    # probed: "i dreamed my grandpa was teaching me to fish, he passed in 2019" got "That's
    # interesting! He may have had a special way of sharing his knowledge…"
    told = "i dreamed my grandpa was teaching me to fish, he passed in 2019"
    assert tells_a_loss(told) and not tells_a_loss("she passed the exam")
    # (probed: "she passed when i was 12", after a dream of a grandma, got "I hear you. Go on")
    for said in ("she passed when i was 12", "he passed before i was born"):
        assert tells_a_loss(said), said
        # (met with the dream just told: "…or about any dream it brings" came after one)
        assert situation_of(said, before="my grandma visited me in a dream").keys[:2] == (
            "feeling:dreamt",
            "feeling:grief",
        ), said
    # "is that bad" after a thing their dreams hold often (probed: "It's crucial for human
    # survival…", of water)
    often = "i dream about water a lot. like oceans and rain"
    assert situation_of("is that bad", before=often).kind == "wrong_with_me"
    # "why is it still in my dreams", of a job quit years ago (probed: "…they are still holding
    # onto the idea of quitting that job")
    found = situation_of("why is it still in my dreams", before="i quit that job 3 years ago")
    assert found.term == "recurring dream"
    # (probed: its dreams and meaning read, nothing said of why)
    for why in ("why am i still dreaming about it", "why do i still dream about that job"):
        assert situation_of(why, before="i quit that job 2 years ago").term == "recurring dream"
    # (probed: "why cant i let it go", of an old job come back in a dream, got "It's okay to feel
    # sad or angry about past experiences.")
    job = "dreamt i was back at my old job and my old manager was yelling at me"
    found = situation_of(
        "why cant i let it go", before="i quit that place 2 years ago", earlier=[job]
    )
    assert found.term == "recurring dream"
    assert situation_of("why cant i let it go", before="my boss yelled at me").term == ""


def test_what_someone_who_died_used_to_do_is_met_as_a_memory_of_them() -> None:
    # probed: "he used to take me fishing every summer", after a dream of their grandpa who died,
    # got "That sounds like an interesting dream."
    died = "i dreamed my grandpa was teaching me to fish, he passed in 2019"
    found = situation_of("he used to take me fishing every summer", before=died)
    assert found.keys[0] == "remembered:he"
    assert own_line(found.keys).startswith("That's a lovely thing to remember about him")
    # not a parting, nor harm they did
    assert situation_of("he used to make me breakfast", before="we broke up").kind != "remembered"
    assert situation_of("he used to yell at me", before="my dad died").kind != "remembered"


def test_a_night_put_right_by_waking_a_childs_dream_and_a_medicine_asked_of() -> None:
    # probed: "hes right here sleeping", after a dream of a partner who left, got "Take your
    # time…"; "my 5 year old says she dreamed about a dragon", "Thank you for telling me";
    # "should i stop taking them", after nightmares blamed on medicine, the 1.5B's advice
    left = "i dreamed my partner left me and i woke up crying"
    assert situation_of("hes right here sleeping", before=left).safe
    assert situation_of("my 5 year old says she dreamed about a dragon").kind == "others_dream"
    meds = "i think i have nightmares because of my meds"
    assert situation_of("should i stop taking them", before=meds).kind == "health"
    # "why do we dream", "what do you know about dreams in general": Sandman's view
    for asked in ("why do we dream", "what do you know about dreams in general"):
        assert situation_of(asked).belief, asked
    # "thats it", after a dream told (probed: "You were dreaming about your car being stolen.")
    car = "ok. i dreamed my car got stolen"
    assert situation_of("thats it", before=car).kind == "forgotten"
    assert situation_of("thats it", before="whats a reality check").kind != "forgotten"
    # "hi, first time here. what should i do" (probed: "Hi! Are you new to me?"); "what should i
    # do" alone is no question of Sandman
    assert situation_of("hi, first time here. what should i do").kind == "about_me"
    assert situation_of("what should i do", before="my boss yelled at me").kind != "about_me"


def test_why_a_nightmare_came_is_asked_of_it_past_a_word_between() -> None:
    # probed: "i had a nightmare about my kids getting hurt" / "i would never let that happen" /
    # "why would i dream that" got the line for an odd dream
    kids = "i had a nightmare about my kids getting hurt"
    found = situation_of(
        "why would i dream that", before="i would never let that happen", earlier=(kids,)
    )
    assert found.kind == "awful_why"


def test_why_of_what_keeps_coming_back_has_its_own_line() -> None:
    # probed, after what comes back was read: the 1.5B's "It could be a sign of deep emotional or
    # psychological issues."
    for before in ("what keeps coming back in my dreams", "is there a pattern in my dreams"):
        for why in ("why do you think that is", "any idea why", "hmm why is that"):
            found = situation_of(why, before=before)
            assert found.keys[0] == "term:why:recurring dream", (before, why)
            assert own_line(found.keys).startswith("Nobody can say for sure why")
    assert situation_of("why do you think that is", before="i dreamt about a cat").kind != "term"
    # a few words of it between (probed: "I'm not sure what to say to that")
    told, piece = "i keep dreaming about my old house", "its the one i grew up in"
    found = situation_of("why does that happen", before=piece, earlier=(told,))
    assert found.keys[0] == "term:why:recurring dream"
    asked = "what did my sister say about the new job she started last month in the city?"
    assert situation_of("why does that happen", before=asked, earlier=(told,)).kind != "term"
    # a cause guessed (probed: "Stress can cause insomnia, anxiety, and difficulty falling asleep.")
    late = "i keep dreaming that im late for work"
    found = situation_of("is it stress", before="like every night", earlier=(late,))
    assert found.keys[0] == "term:why:recurring dream"
    assert situation_of("is it stress", before="i had a long day").kind != "term"


def test_is_that_a_lot_after_bad_dreams_were_counted_has_its_own_line() -> None:
    # probed: "It sounds like you have a lot of nightmares since October.", of two in two months
    for asked in ("is that a lot", "is that too many?", "is that normal", "how many is normal"):
        found = situation_of(asked, before="how many nightmares have i had since october")
        assert found.keys[0] == "bad_dreams:count", asked
        assert found.answered_in_own_line
    assert situation_of("is that a lot", before="how many dreams have i logged").kind != (
        "bad_dreams"
    )


def test_a_life_of_sandmans_own_asked_has_its_own_line() -> None:
    # probed, after a lottery won in a dream: the 1.5B's "I would use it to buy groceries, rent a
    # movie, or help someone in need."
    for asked in ("what would you do with the money", "if you could fly where would you go"):
        found = situation_of(asked, before="i dreamt i won the lottery")
        assert found.keys[0] == "about_me:wish" and found.answered_in_own_line, asked
    # advice asked, in their place, is not
    assert situation_of("what would you do if you were me").kind != "about_me"


def test_what_is_that_after_being_unable_to_move_names_sleep_paralysis() -> None:
    # probed: "I'm not sure what to say to that", after a nightmare of someone in the room and "i
    # couldnt move or scream"
    said = situation_of(
        "what is that",
        before="i couldnt move or scream",
        earlier=["i had a nightmare that someone was in my room watching me"],
    )
    assert said.keys[0] == "term:sleep paralysis"
    assert situation_of("what is that", before="i dreamt of a kumquat").kind != "term"


def test_waking_again_and_again_is_a_night_without_sleep() -> None:
    # probed: "What seems to be bothering you?" to "kept waking up every hour", after "rough night"
    for told in ("kept waking up every hour", "i woke up like every 2 hours"):
        assert situation_of(told, before="rough night").keys[0] == "feeling:sleepless", told


def test_more_feelings_after_a_dream_shown_or_told_have_sandmans_lines() -> None:
    # probed: "I'm not sure what to say to that" to "why do you think it scared me", after their
    # scariest dream was shown
    shown = "what was the scariest dream ive ever had"
    assert situation_of("why do you think it scared me", before=shown).kind == "why_felt"
    # probed: "I understand you're worried about your dog." to "i cant stop thinking about it
    # though", after a house on fire and the dog asleep beside them
    fire = "i dreamt my house was on fire and i couldnt find my dog"
    found = situation_of(
        "i cant stop thinking about it though",
        before="my dog is fine hes asleep next to me",
        earlier=[fire],
    )
    assert found.keys[0] == "feeling:shaken"
    # probed: "You needed a break from dancing to recharge." to "i needed that", after a good dream
    needed = situation_of(
        "i needed that",
        before="i was dancing at a concert with my friends",
        earlier=["i had a good dream for once!"],
    )
    assert needed.kind == "needed_that" and needed.answered_in_own_line
    assert situation_of("i needed that", before="i dreamt my house burned down").kind != (
        "needed_that"
    )


def test_a_fear_that_their_dreams_say_something_is_wrong_with_them_is_met() -> None:
    # probed: "im scared my nightmares mean something is wrong with me" looked up "scared"
    for said in (
        "im scared my nightmares mean something is wrong with me",
        "do my nightmares mean something is wrong with me",
        "am i going crazy, i keep dreaming about the same house",
    ):
        found = situation_of(said)
        assert found.kind == "wrong_with_me" and found.answered_in_own_line, said


def test_sleep_lost_said_plainly_is_a_sleepless_night_and_enough_sleep_is_not() -> None:
    for said in ("i havent been sleeping well", "my sleep has been awful lately",
                 "i slept like 4 hours last night", "i've had insomnia all week"):  # fmt: skip
        assert situation_of(said).sleepless, said
    for said in ("i sleep 8 hours a night usually", "i slept well for once"):
        assert not situation_of(said).sleepless, said


def test_a_dream_before_their_eyes_is_shaken_and_a_thought_of_the_beach_is_not() -> None:
    assert situation_of("every time i close my eyes i see the man from my dream").shaken
    assert situation_of("i can still see his face", before="i had a nightmare about a man").shaken
    assert not situation_of("whenever i close my eyes i think of the beach lol").shaken
    assert not situation_of("i keep seeing her at work").shaken


@pytest.mark.parametrize(
    "asked",
    ["i dont know if i should call her", "im not sure whether to text him",
     "i wonder if i should reach out"],
)  # fmt: skip
def test_unsure_whether_to_reach_someone_from_a_dream_is_theirs_to_decide(asked: str) -> None:
    # probed: "it sounds like you might want to call her" held back, then nothing said
    told = "i dreamed my mom was yelling at me and i couldnt talk"
    found = situation_of(asked, before="we havent spoken in 2 years", earlier=[told])
    assert found.keys[0] == "tell_them:reach"


def test_a_cause_of_poor_recall_wondered_about_gets_the_line_on_why() -> None:
    # probed: "could that be why i dont remember my dreams", after four hours' sleep a night,
    # answered "I'm not sure what to say to that"
    for asked in ("could that be why i dont remember my dreams",
                  "maybe thats why i cant recall them", "is that why i never remember my dreams?"):  # fmt: skip
        assert situation_of(asked, before="like 4 hours a night").keys[0] == "term:why:dream recall"
    # which of two dreams to worry about: neither is a warning (probed: "It depends on how you
    # feel.")
    found = situation_of(
        "which one should i worry about",
        before="in the second one my car got stolen",
        earlier=["in the first one i was at the beach"],
    )
    assert found.kind == "dream_ok"


def test_a_dream_of_its_own_wished_and_a_kind_word_are_met_as_such() -> None:
    # probed: "what would you dream about if you could" got the 1.5B's "it would depend on what
    # kind of person you are"; "thats sweet", "Thank you for telling me. I'm listening…"
    assert situation_of("what would you dream about if you could").keys[0] == "about_me:dream"
    assert situation_of("if you could dream, what would it be?").keys[0] == "about_me:dream"
    assert situation_of("aww thats so sweet of you").kind == "thanks"
    assert situation_of("thats nice that he called").kind != "thanks"


def test_a_thing_nothing_reads_asked_in_a_few_words_gets_the_line_that_asks_what_it_means() -> None:
    # probed: "and the mall?", after a cat's reading: the lead alone ("One dream in your journal
    # mentions mall…"), nothing asked of them
    looked = ToolOutcome(
        call_id="c",
        name="lookup_symbol",
        ok=True,
        output=f"{NO_OWN_MEANING} mall.\n{NO_ENTRY} mall.\nPast dreams with mall: …",
    )
    assert situation_of("and the mall?", [looked]).keys[0] == "meaning:unknown"


def test_a_dream_kept_untold_after_not_wanting_to_talk_asks_for_nothing_more() -> None:
    # probed: "i had a nightmare" / "i dont want to talk about it" / "can you just save that i had
    # one": the 1.5B's "Could you tell me more about that dream?"
    saved = [ToolOutcome(call_id="c", name="save_dream", ok=True, output="Saved")]
    found = situation_of(
        "can you just save that i had one",
        saved,
        before="i dont want to talk about it",
        earlier=["i had a nightmare"],
    )
    assert found.kind == "unwilling" and found.answered_in_own_line
    assert own_line(("unwilling:again",)).startswith("Alright. We don't have to go into it")
    # a telling after it is a dream told, met as one
    told = "ok actually i was in a dark house and someone was behind me"
    assert situation_of(told, saved, before="i dont want to talk about it").kind != "unwilling"


def test_why_the_dreams_of_fear_just_listed_are_so_gets_the_line_on_bad_dreams() -> None:
    # probed: "show me dreams where i was scared" / "why are they all like that": the 1.5B's "They
    # may be avoiding things that make them uncomfortable…"
    asked = "show me dreams where i was scared"
    assert situation_of("why are they all like that", before=asked).keys[0] == "bad_dreams"
    assert situation_of("why are they so scary?", before="list my nightmares").kind == "bad_dreams"
    assert situation_of("why are they all like that", before="show me my happy dreams").kind != (
        "bad_dreams"
    )


@pytest.mark.parametrize(
    "text",
    ["she has dementia now", "my mom has cancer", "my dad was diagnosed with parkinsons last month",
     "my best friend is in the hospital", "my grandpa has alzheimers", "my sister is really sick",
     "he had a heart attack last week", "my husband has stage 4 cancer", "my dog is dying"],
)  # fmt: skip
def test_an_illness_of_theirs_told_is_met_as_hard_news(text: str) -> None:
    # probed: "she has dementia now" got only the offer to remember it, no word of the news
    assert situation_of(text).keys[0] == "feeling:ill"


@pytest.mark.parametrize(
    "text",
    ["my brother has autism", "i dreamt my mom had cancer", "does my mom have dementia?",
     "i have a cold", "my mom is sick of my dreams", "i was in the hospital in my dream"],
)  # fmt: skip
def test_no_illness_told_in_a_dream_a_question_or_a_word_of_another_sense(text: str) -> None:
    assert not situation_of(text).ill


def test_a_star_sign_is_no_illness() -> None:
    # probed: "i dreamt of a crab, my sign is cancer lol" met as a hard dream
    saved = ToolOutcome(call_id="c", name="save_dream", ok=True, output="…", refs=(9,))
    told = situation_of("i dreamt of a crab, my sign is cancer lol", [saved])
    assert told.kind == "told_dream" and told.valence != "hard"
    assert valence("im a cancer so crabs make sense") == ""
    assert valence("my mom has cancer") == "hard"


@pytest.mark.parametrize(
    "asked",
    ["am i going crazy", "am i crazy?", "do you think im going crazy", "am i losing my mind"],
)
def test_their_mind_asked_after_a_word_of_sleep_is_answered_as_nothing_wrong(asked: str) -> None:
    # probed: "Yes, you are going crazy." (the 1.5B, after waking unable to move and a shadow in
    # the room, which got the answer on sleep paralysis)
    told = "i woke up and couldnt move and there was a shadow in the room"
    assert situation_of(asked, before=told).keys[:2] == (
        "term:wrong:sleep paralysis",
        "term:wrong",
    )
    assert situation_of(asked, before="my wife says i talk in my sleep").follow == "wrong"


def test_the_other_end_of_a_rank_by_taste_is_theirs_to_judge_too() -> None:
    # probed: "The weirdest dream you've had is when you find yourself floating through space
    # with aliens." (the 1.5B, to "and the most normal one")
    weirdest = "whats the weirdest dream ive had"
    assert situation_of("and the most normal one", before=weirdest).keys[0] == "ranking:again"
    assert situation_of("what about the most boring", before=weirdest).keys[0] == "ranking:again"
    read = ToolOutcome(
        call_id="c", name="recent_dreams", ok=True, output="…", args={"mood": "joyful"}
    )
    assert situation_of("and the happiest", [read], before=weirdest).kind != "ranking"
    assert situation_of("and the most normal one", before="hi").kind != "ranking"


@pytest.mark.parametrize("asked", ["which one matters more", "which one is more important"])
def test_which_of_their_dreams_matters_more_is_theirs_to_judge(asked: str) -> None:
    # probed: "which one matters more", of two dreams just told: the 1.5B's "What matters more
    # depends on what you are talking about."
    assert situation_of(asked).kind == "ranking"
    assert situation_of("what matters more to you, love or money").kind != "ranking"


@pytest.mark.parametrize(
    ("asked", "term"),
    [("i want to remember my dreams better", "dream recall"),
     ("ok any tips for remembering dreams", "dream recall"),
     ("how can i have a lucid dream tonight", "lucid dream")],
)  # fmt: skip
def test_a_word_of_dreaming_asked_with_a_wish_or_a_when_gets_its_answer(
    asked: str, term: str
) -> None:
    # probed: "i want to remember my dreams better" got "Remembering dreams can be powerful.";
    # "how can i have a lucid dream tonight", "I don't have good advice for that"
    assert situation_of(asked).keys[0] == f"term:{term}"


@pytest.mark.parametrize(
    "told", ["i've been sleepwalking since i was a kid", "ive been talking in my sleep a lot"]
)
def test_a_habit_of_their_sleep_told_with_a_contraction_gets_its_answer(told: str) -> None:
    # probed: "i've been sleepwalking since i was a kid" got "Thank you for telling me…"
    assert situation_of(told).keys[0].startswith("term:sleep")


def test_a_childs_monster_in_a_dream_is_a_bad_night_and_help_asked_after_it_is_met() -> None:
    # probed: "my son says he saw a monster in his dream" / "hes 7" / "what can i tell him": the
    # 1.5B's "I can tell him that he is 7 years old."
    told = "my son says he saw a monster in his dream"
    assert situation_of(told).keys[0] == "child_dreams"
    assert situation_of("hes 7", before=told).keys[0] == "child_dreams:age"
    asked = situation_of("what can i tell him", before="hes 7", earlier=[told])
    assert asked.keys[0] == "child_dreams:help"
    assert situation_of("my son loves monster trucks").kind != "child_dreams"


@pytest.mark.parametrize("said", ["i wish", "i wish lol", "i really wish!"])
def test_a_wish_said_in_a_word_after_a_dream_is_met_as_one(said: str) -> None:
    # probed: "i wish", after "i dreamt i won the lottery": "It sounds like you're wishing for
    # something specific. What does it make you wish for?"
    assert situation_of(said, before="i dreamt i won the lottery").keys[0] == "feeling:wished"
    assert situation_of("i wish i knew", before="i dreamt i won the lottery").kind != "feeling"


@pytest.mark.parametrize(
    "said", ["im remarried now", "im happily married now", "i have a new girlfriend"]
)
def test_a_new_life_told_after_dreams_of_an_ex_is_met_as_no_wish(said: str) -> None:
    # probed: "im remarried now", after "i keep having dreams about my ex wife" / "we've been
    # divorced for 3 years": the 1.5B's "You're a new wife! Enjoy the new life you've created."
    found = situation_of(
        said,
        before="we've been divorced for 3 years",
        earlier=["i keep having dreams about my ex wife"],
    )
    assert found.keys[0] == "not_a_wish"
    assert situation_of(said, before="hi").kind != "not_a_wish"


def test_a_thing_of_theirs_told_before_asked_is_no_question_of_what_is_kept() -> None:
    # probed: "do you remember what i told you about my job" got the line on what is kept
    assert situation_of("do you remember what i told you about my job").kind != "privacy"
    assert situation_of("do you remember everything i tell you").keys[0] == "privacy:kept"
    assert situation_of("do you remember what i told you about it").keys[0] == "privacy:kept"


def test_journaling_their_dreams_is_asked_as_the_dream_journal() -> None:
    # probed: "i want to start journaling my dreams every day" / "how should i start": the 1.5B's
    # "Start by giving me a bit of information about what you're looking for."
    told = "i want to start journaling my dreams every day"
    assert situation_of(told).keys[0] == "term:dream journal"
    assert situation_of("how should i start", before=told).keys[0] == "term:how:dream journal"


def test_a_pets_sleep_watched_and_whether_it_dreams_get_the_written_answer() -> None:
    # probed: "my dog keeps twitching in his sleep" got the 1.5B's "That might be a sign of stress
    # or anxiety."; "is he dreaming", "Yes, he is dreaming."
    told = "my dog keeps twitching in his sleep"
    assert situation_of(told).keys[0] == "term:animals dreaming"
    assert situation_of("is he dreaming", before=told).keys[0] == "term:animals dreaming"
    assert situation_of("do cats dream?").keys[0] == "term:animals dreaming"
    assert situation_of("is he dreaming", before="my brother is asleep").kind != "term"
    assert situation_of("i dreamt my dog was running in his sleep").term != "animals dreaming"


def test_still_shaken_after_a_dream_told_with_no_hard_word_is_met_as_shaken() -> None:
    # probed: "im still shaken", after "i dreamed the world was ending" / "it felt so real": the
    # 1.5B's "It sounds like you're still feeling shaken."
    found = situation_of(
        "im still shaken", before="it felt so real", earlier=["i dreamed the world was ending"]
    )
    assert found.keys[0] == "feeling:shaken"


def test_a_long_time_since_told_after_a_dream_that_keeps_coming_is_met() -> None:
    # probed: "ive been out for 20 years", after "i keep dreaming im back in high school": the
    # 1.5B's "It sounds like you've been away for a while! What have you been doing…"
    school = "i keep dreaming im back in high school"
    assert situation_of("ive been out for 20 years", before=school).keys[0] == "recurring:past"
    ex = "i keep having dreams about my ex wife"
    assert situation_of("we've been divorced for 3 years", before=ex).keys[0] == "feeling:parted"
    assert situation_of("ive been out for 20 years", before="hello").kind != "recurring"


def test_a_pet_old_and_sick_now_is_an_illness_told_and_not_coping_is_worn_out() -> None:
    # probed: "she's actually really old and sick now", of a cat in a dream just told: only the
    # offer to remember it; "i dont think i can do this anymore": the 1.5B's "Sometimes it takes
    # time to find your way back to what feels right for you."
    assert situation_of("she's actually really old and sick now").ill
    assert not situation_of("i was sick now and then as a kid").ill
    assert situation_of("i dont think i can do this anymore").kind == "worn_out"


def test_a_dream_most_nights_told_and_why_asked_and_safe_but_still_shaken() -> None:
    # probed: "i dream of falling almost every night" ("falling almost" searched) / "why does that
    # happen": "I'm not sure what to say to that"; "he's fine but i can't stop thinking about it",
    # after a dream of a brother in a car accident: "I'm so glad…" alone
    told = "i dream of falling almost every night"
    assert situation_of("why does that happen", before=told).keys[0] == "term:why:recurring dream"
    crash = "i dreamt my brother was in a car accident"
    safe = situation_of("he's fine but i can't stop thinking about it", before=crash)
    assert safe.shaken and not safe.safe
    assert situation_of("he's fine, he's at home", before=crash).safe


def test_a_thing_a_dream_gave_them_absent_from_their_life_and_a_relative_well_after_all() -> None:
    # probed: "i dont even have kids", after "i dreamed i forgot my kid at the store": the 1.5B's
    # "That's a good thing. Maybe you can start saving for one soon!"; "she's actually fine, i
    # called her", after "i dreamt my mom was sick": "You're right, she's fine."
    kid = "i dreamed i forgot my kid at the store"
    assert situation_of("i dont even have kids", before=kid).keys[0] == "dream_logic:absent"
    assert situation_of("i dont have a clue", before=kid).kind != "dream_logic"
    sick = "i dreamt my mom was sick"
    assert situation_of("she's actually fine, i called her", before=sick).safe
    # ("do you ever get tired of listening to me": probed, the line on not sleeping or dreaming)
    assert situation_of("do you ever get tired of listening to me").keys[0] == "about_me:fond"


def test_a_dream_after_an_illness_told_is_met_with_it_only_when_it_is_of_them() -> None:
    # tried in the terminal chat: "she has dementia now" / "i dreamt i forgot my kid at the store"
    # got "…while someone you love is unwell", of a dream not of her
    saved = ToolOutcome(call_id="c", name="save_dream", ok=True, output="…", refs=(9,))
    kid = situation_of(
        "i dreamt i forgot my kid at the store", [saved], before="she has dementia now"
    )
    assert not kid.ill
    sister = situation_of("i dreamt my sister was dancing", [saved], before="my sister has cancer")
    assert sister.ill


@pytest.mark.parametrize(
    ("text", "before", "key"),
    [
        # a body still in the nightmare, said as it is announced
        ("i just woke up from a nightmare and my heart is pounding", "", "announced:shaken"),
        ("had a nightmare and im shaking", "", "announced:shaken"),
        ("i had a bad dream and i cant catch my breath", "", "announced:shaken"),
        ("i had a nightmare", "", "announced:hard"),
        # something hard coming up, told, its dreams feared, and a fear of it said after
        ("i have surgery tomorrow", "", "feeling:ahead:told"),
        ("my job interview is on friday", "", "feeling:ahead:told"),
        ("im having an operation next week", "", "feeling:ahead:told"),
        ("tomorrow is my driving test", "", "feeling:ahead:told"),
        ("will i have nightmares", "i have surgery tomorrow", "feeling:ahead:dreams"),
        ("do you think ill have bad dreams tonight", "", "feeling:ahead:dreams"),
        ("im scared ill dream about it", "we had a huge fight", "feeling:ahead:dreams"),
        ("im kind of nervous", "i have my finals tomorrow", "feeling:ahead:felt"),
        # their dreams asked as a sign of their mind
        ("do my dreams mean im depressed", "", "wrong_with_me:low"),
        ("could these nightmares be a sign of depression", "", "wrong_with_me:low"),
        ("does this mean im going crazy", "i dreamt i was drowning", "wrong_with_me:sign"),
        ("do my nightmares mean i have ptsd", "", "wrong_with_me:sign"),
        # low for a while
        ("ive been feeling really down lately", "", "feeling:low"),
    ],
)
def test_a_moment_met_by_its_own_line_across_its_wordings(text: str, before: str, key: str) -> None:
    assert situation_of(text, before=before).keys[0] == key, text


@pytest.mark.parametrize(
    ("text", "before"),
    [
        ("i have a meeting tomorrow", ""),  # no hard thing ahead
        ("does it mean i still love him", "i dreamt of my ex"),  # a meaning, not a sign
        ("i had the worst day", ""),  # no dream announced
        ("will i have time to write it down", ""),
        ("i felt down today", ""),  # a day, not a while
    ],
)
def test_near_wordings_are_not_those_moments(text: str, before: str) -> None:
    keys = situation_of(text, before=before).keys
    assert not any(
        k.startswith(("announced", "feeling:ahead", "wrong_with_me", "feeling:low")) for k in keys
    ), (text, keys)


@pytest.mark.parametrize(
    "said",
    [
        ("i dreamt about my grandpa in his garden", "i cant remember how it ended"),
        ("i had a dream my mom was calling me", "i forgot her face already"),
        ("i dreamt a stranger gave me a letter", "i really wish i knew what the letter said"),
    ],
)
def test_a_part_of_a_dream_told_that_slipped_away(said: tuple[str, str]) -> None:
    told, text = said
    assert situation_of(text, before=told).follow == "part"
    assert situation_of(text).follow != "part"


def test_a_loss_told_past_a_question_is_not_met_as_the_dream_s() -> None:
    earlier = ["i dreamt about my grandpa in his garden"]
    assert (
        situation_of(
            "he passed two years ago", before="what does a garden mean", earlier=earlier
        ).follow
        == ""
    )
    said = ["i wish i could remember what he said", *earlier]
    assert (
        situation_of("he passed two years ago", before=said[0], earlier=said[1:]).follow == "dreamt"
    )


@pytest.mark.parametrize(
    "text",
    [
        "i miss those summers",
        "i really miss being a kid",
        "i miss our old apartment in berlin so much",
        "i wish i could go back to those days",
    ],
)
def test_a_time_or_place_missed_is_nostalgia(text: str) -> None:
    assert situation_of(text).follow == "nostalgic"


@pytest.mark.parametrize(
    "text", ["i really miss my mom", "i miss my old dog", "i miss him so much"]
)
def test_someone_missed_is_a_hard_feeling_and_no_nostalgia(text: str) -> None:
    situation = situation_of(text)
    assert (situation.kind, situation.valence, situation.follow) == ("feeling", "hard", "")


def test_why_asked_after_what_comes_up_a_lot_is_the_recurring_dream_s_why() -> None:
    # probed: "I'm not sure what to say to that", the 1.5B's guesses held back
    asked = situation_of(
        "why do you think that is", before="whats been coming up a lot in my dreams lately"
    )
    assert (asked.kind, asked.term, asked.follow) == ("term", "recurring dream", "why")


@pytest.mark.parametrize(
    "text",
    ["i feel like i never remember my dreams anymore", "honestly i rarely remember my dreams"],
)
def test_dreams_not_remembered_said_with_a_hedge_are_dream_recall(text: str) -> None:
    # probed: the 1.5B's "It's normal to forget your dreams."
    assert situation_of(text).term == "dream recall"


@pytest.mark.parametrize(
    ("told", "more", "term"),
    [
        ("my boyfriend says i talk in my sleep", "sometimes i shout", "screaming in sleep"),
        ("my wife says i kick in my sleep", "and i walk around too", "sleepwalking"),
    ],
)
def test_more_of_a_sleep_habit_told_is_its_own_word(told: str, more: str, term: str) -> None:
    # probed: the 1.5B's "Shouting can be a way to express emotions…"
    assert situation_of(more, before=told).term == term
    assert situation_of(more).term != term
    # past a question between (probed: the 1.5B's "It might be a sign of stress or anxiety.")
    assert situation_of(more, before="is that bad", earlier=[told]).term == term


@pytest.mark.parametrize(
    "text",
    [
        "do u think dreams can predict the future",
        "are dreams ever prophetic",
        "nightmares can see into the future right?",
    ],
)
def test_dreams_that_predict_asked_any_way_round_is_the_written_answer(text: str) -> None:
    # probed: the 1.5B's "They can offer clues or hints that may help predict something"
    assert situation_of(text).term == "prophetic dreams"


def test_what_a_dream_held_and_their_life_lacks_said_without_even_is_dream_logic() -> None:
    # probed: "i dont have kids tho" met with the 1.5B's "That's a very personal decision."
    told = "i dreamed i couldnt find my kids at the mall"
    assert situation_of("i dont have kids tho", before=told).keys[0] == "dream_logic:absent"
    assert (
        situation_of("i never had a dog", before="i dreamed about my dog").keys[0]
        == "dream_logic:absent"
    )
    assert situation_of("i dont have time for this", before=told).kind != "dream_logic"


def test_not_dreaming_lately_said_with_a_reason_is_dream_recall() -> None:
    # probed: the 1.5B's "That sounds like a long day."
    said = "i havent been dreaming much lately, work has been crazy"
    assert situation_of(said).term == "dream recall"


def test_the_same_dream_as_a_month_before_is_announced() -> None:
    # probed: the 1.5B's "That's great to know!"
    assert situation_of("i think i'm having the same dream as in october").kind == "announced"


@pytest.mark.parametrize("text", ["lol what", "so random lol", "what even"])
def test_a_laugh_at_a_strange_dream_just_told_is_met_as_the_dream_s_logic(text: str) -> None:
    # probed: "lol what", after a teacher who was their boss on a boat: "It's great to hear that!"
    told = "i had the weirdest dream, my teacher from 3rd grade was my boss"
    assert situation_of(text, before=told).keys[0] == "dream_logic"
    assert situation_of(text).kind != "dream_logic"


def test_whether_to_tell_someone_of_a_dream_asked_in_one_message_is_theirs_to_decide() -> None:
    # probed: the 1.5B's "It's important to communicate openly and honestly with your friend"
    asked = "do you think i should tell my friend i dreamt about her"
    assert situation_of(asked).keys[0] == "tell_them"


def test_a_hard_dream_said_to_keep_happening_in_a_few_words_is_met_as_hard() -> None:
    # probed: "this keeps happening", after drowning and waking up gasping: the 1.5B's "It sounds
    # like they're having trouble breathing."
    said = ["i woke up gasping", "i dreamt i was drowning and couldnt breathe"]
    found = situation_of("this keeps happening", before=said[0], earlier=said[1:])
    assert found.keys[0] == "recurring:hard"
    calm = situation_of("this keeps happening", before="i dreamt i was floating on a calm lake")
    assert calm.keys[0] != "recurring:hard"


def test_nightmares_since_a_parting_are_not_met_as_after_something_frightening() -> None:
    # the line for nightmares after something frightening that really happened is not a
    # breakup's (which has its own)
    assert (
        situation_of("i've been having nightmares since my accident").keys[0] == "bad_dreams:after"
    )
    assert situation_of("i've had nightmares since my breakup").keys[0] != "bad_dreams:after"


def test_sweet_said_of_a_dream_told_with_no_feeling_is_a_misreading() -> None:
    # probed: "That's sweet." (the 1.5B, to "i dreamt my ex texted me")
    from sandman.routing._situation import misreads

    assert misreads("That's sweet.", "", told=True)
    assert not misreads("That's sweet.", "good", told=True)


def test_enjoying_their_nightmares_is_met_as_nothing_wrong() -> None:
    # probed: "is it bad that i enjoy my nightmares" got the 1.5B's advice held back, then "I'm not
    # sure what to say to that"
    for said in (
        "is it bad that i enjoy my nightmares",
        "i kind of like my scary dreams, is that weird",
        "is it weird that i love nightmares",
    ):
        found = situation_of(said)
        assert found.kind == "likes_fright" and found.answered_in_own_line, said
    assert own_line(("likes_fright",)).startswith("Not at all")
    for said in ("i dont like my nightmares", "i like dreams about flying"):
        assert situation_of(said).kind != "likes_fright", said


def test_the_journal_helping_them_is_met_gladly() -> None:
    # probed: "i havent had any nightmares in a while" / "i think the journaling is helping" got
    # "Thank you for telling me. I'm listening…"
    quiet = "i havent had any nightmares in a while"
    for said in (
        "i think the journaling is helping",
        "writing my dreams down really helps",
        "talking to you helps",
    ):
        found = situation_of(said, before=quiet)
        assert found.kind == "it_helps" and found.answered_in_own_line, said
    for said in ("my therapy is helping", "is the journal helping?", "you helped me a lot today"):
        assert situation_of(said, before=quiet).kind != "it_helps", said


def test_dreams_felt_to_tell_them_something_are_met_with_a_question_back() -> None:
    # probed: "i feel like my dreams are trying to tell me something" got "Thank you for telling
    # me. I'm listening…", the 1.5B's advice held back
    for said in (
        "i feel like my dreams are trying to tell me something",
        "i think my nightmares are trying to warn me about something",
    ):
        found = situation_of(said)
        assert found.kind == "dreams_say" and found.answered_in_own_line, said
    assert situation_of("are my dreams trying to tell me something?").kind != "dreams_say"


def test_a_weight_in_their_life_told_is_a_hard_feeling() -> None:
    # probed: "i havent been sleeping well" / "work is a lot right now" met by "I'm still here with
    # you. Take your time…", read as no feeling at all
    for said in (
        "work is a lot right now",
        "things are hard at home right now",
        "im under a lot of pressure",
        "my job is killing me",
        "i have so much on my plate",
    ):
        found = situation_of(said, before="i havent been sleeping well")
        assert (found.kind, found.valence) == ("feeling", "hard"), said
        # (and read so in the messages after it: no advice while it is fresh)
        assert valence(said) == "hard", said
    for said in ("work is fun", "the party was a lot of fun", "life is good"):
        assert situation_of(said).valence != "hard", said


def test_what_a_hard_dream_held_said_to_be_their_waking_life_too_is_met() -> None:
    # probed: "i dreamt i was at a party and nobody talked to me" / "i felt invisible" / "this
    # happens in real life too tbh" got the 1.5B's "Yes, you're right. Dreams can reflect reality."
    party, invisible = "i dreamt i was at a party and nobody talked to me", "i felt invisible"
    for said in ("this happens in real life too tbh", "thats how it is irl", "same irl honestly"):
        found = situation_of(said, before=invisible, earlier=[party])
        assert found.keys[0] == "feeling:in_life" and found.answered_in_own_line, said
    # (not after a dream that was no hard one, nor someone's harm, which is met as harm)
    assert situation_of("this happens in real life too", before="i dreamt i was flying").kind != (
        "feeling"
    )
    assert situation_of(
        "he did that in real life too", before="i dreamed my dad yelled at me"
    ).harmed


def test_what_their_life_has_settled_said_after_a_dream_that_did_otherwise_is_met() -> None:
    # probed: "i dreamt i was getting married to someone i dont know" / "i'm already married lol"
    # got "Thank you for telling me. I'm listening…"
    for told, said in (
        ("i dreamt i was getting married to someone i dont know", "i'm already married lol"),
        ("i dreamed i had a baby", "i already have kids"),
        ("i dreamt i was engaged to a stranger", "but im already engaged"),
    ):
        found = situation_of(said, before=told)
        assert found.keys[0] == "dream_logic:settled" and found.answered_in_own_line, said
    assert situation_of("i'm already married lol", before="i got a new job").kind != "dream_logic"
