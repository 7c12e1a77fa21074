"""The reply guard: claims of undone actions and unsupported facts never reach the user.

Every case runs whole, one character at a time and at seeded random split points, like the
parser's: what is shown must not depend on how the model's text was chunked.
"""

from __future__ import annotations

import random

import pytest

from sandman.guard import MIRRORS, ReplyGuard, Sources, claimed_action, guarded

JOURNAL = [
    "1 dream matching 'water', best match first:\n"
    '- 2026-11-03 "Ocean swim" (mood: calm): I was swimming in a warm ocean with my brother Tomas.',
    "What was that about water?",
]


def _chunked(text: str, sources: Sources, done: tuple[str, ...], cuts: list[int]) -> str:
    guard = ReplyGuard(sources, done=done)
    out, last = [], 0
    for cut in [*cuts, len(text)]:
        out.append(guard.feed(text[last:cut]))
        last = cut
    return "".join(out) + guard.close()


def _all_ways(text: str, done: tuple[str, ...] = (), foreign: tuple[str, ...] = ()) -> str:
    sources = Sources(JOURNAL, foreign=foreign)
    whole = guarded(text, sources, done=done)
    assert _chunked(text, sources, done, list(range(1, len(text)))) == whole
    rng = random.Random(text)
    for _ in range(5):
        cuts = sorted(rng.sample(range(1, len(text)), k=min(4, len(text) - 1)))
        assert _chunked(text, sources, done, cuts) == whole
    return whole


@pytest.mark.parametrize(
    "claim",
    [
        "I've saved your dream.",
        "Done, I saved that.",
        "Saved: you quit your job.",
        "Got it, I will remember that you work nights.",
        "Your dream has been saved to your journal.",
        "I'll remember that.",
        "You've deleted your dream about the snake.",
        "I deleted the dream about the snake.",
        "The dream is now deleted.",
        "I have updated the title.",
        "Confirm that all dreams were deleted.",
        "Noted!",
        # promises are claims too: the journal confirms what it did, the model never does
        "I'll delete your dreams.",
        "We'll remove that memory.",
        "I'm going to save this dream.",
        "Sure, I'll forget that.",
        "I'll update its title now.",
        # probed: to "can you save that dream?", with nothing saved
        "Yes, I can save that dream.",
        # probed: to "rename the underwater one to Fish school", nothing renamed
        "Underwater school renamed to Fish School.",
        "The title changed to Fish School.",
    ],
)
def test_claims_of_actions_that_did_not_happen_are_dropped(claim: str) -> None:
    shown = _all_ways(f"Water can mean feelings. {claim} Sleep well.")
    assert shown.startswith("Water can mean feelings.")
    assert shown.rstrip().endswith("Sleep well.")
    assert claim.rstrip(".!") not in shown, shown


@pytest.mark.parametrize(
    "text",
    [
        "I'll tell you what water means.",
        "I'll be here.",
        "I'm going to guess it means change.",
        "I can help you remember your dreams.",
        "I can keep you company tonight.",
        "Here are the dreams you asked about.",
        "I can't export it from the chat.",
        "I tried to find that in your journal.",
    ],
)
def test_a_promise_to_do_something_else_is_no_claim(text: str) -> None:
    assert claimed_action(text, ()) is None
    assert _all_ways(text) == text


def test_waking_up_said_is_no_promise_to_wake_them() -> None:
    # probed: the 1.5B's "I feel anxious about my teeth when I wake up." (speaking as them) was
    # read as a promise, and "I can't do that" followed a listing nobody asked it to act on
    assert claimed_action("I feel anxious about my teeth when I wake up.", ()) is None
    assert claimed_action("When I woke up it was gone.", ()) is None
    assert claimed_action("I'll wake you at 7.", ()) == "act"
    assert claimed_action("I will wake you up tomorrow.", ()) == "act"


def test_a_claim_is_allowed_when_that_action_really_happened() -> None:
    assert "I saved your dream." in _all_ways(
        "I saved your dream. It sounds vivid.", done=("save",)
    )
    assert "deleted" not in _all_ways("I deleted it.", done=("save",))


def test_you_have_deleted_or_changed_is_a_claim_but_you_recorded_is_a_fact() -> None:
    # "You've deleted …" is what the 135M model wrote after a delete request.
    assert claimed_action("You've deleted your dream about the snake.", ()) == "delete"
    assert claimed_action("You have changed its title.", ()) == "change"
    assert claimed_action("You recorded this dream in March.", ()) is None
    # probed: to "rename the underwater one to Fish school", nothing renamed
    assert claimed_action("Underwater school renamed to Fish School.", ()) == "change"
    assert claimed_action("Its title changed to Fish School.", ()) == "change"
    assert claimed_action("The wolf changed into a dog.", ()) is None  # a dream's own change
    assert claimed_action("It was recorded on 3 November.", ()) is None


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("That dream was on 3 November.", True),
        ("That dream was on 2026-11-03, in the ocean.", True),
        ("Your last dream, on 12 September, was about a bus.", False),
        ('You dreamt of "Ocean swim".', True),
        ('Your last dream was "Missed bus".', False),
        ("You swam with your brother Tomas.", True),
        ("You swam with your sister Anna.", False),
        ("See dream #7 for more.", False),
    ],
)
def test_dates_titles_names_and_refs_must_come_from_the_sources(text: str, kept: bool) -> None:
    shown = _all_ways(f"{text} Sleep well.")
    assert (text in shown) is kept
    assert shown.rstrip().endswith("Sleep well.")


def test_facts_of_the_prompt_examples_are_dropped_unless_the_user_has_them() -> None:
    shown = _all_ways(
        "Your parrot is called Biscuit. Water means feelings.", foreign=("parrot", "Biscuit")
    )
    assert shown == "Water means feelings."
    sources = Sources(["I have a parrot"], foreign=("parrot",))
    assert guarded("Your parrot sounds lovely.", sources) == "Your parrot sounds lovely."


def test_a_sentence_that_loses_a_clause_is_not_shown_at_all() -> None:
    # Measured on the 1.5B: a clause dropped mid-sentence left "Over time, if you continue
    # experiencing them frequently or causing stress." on screen. A sentence is shown whole or not.
    shown = _all_ways("Water means feelings, and I've saved that for you, so rest. Sleep well.")
    assert shown == "Sleep well."
    assert _all_ways("Fire can be warm, like Lisbon in May") == ""
    assert _all_ways("Fire can be warm, bright and calm.") == "Fire can be warm, bright and calm."
    assert (
        _all_ways("Calm water. It could mean, like Lisbon, rest. Sleep well.")
        == "Calm water. Sleep well."
    )


def test_a_reply_cut_off_mid_sentence_ends_at_its_last_whole_sentence() -> None:
    assert (
        _all_ways("Water could mean calm. It is a light at the top used for").rstrip()
        == "Water could mean calm."
    )
    assert _all_ways("Water could mean calm. Sleep well") == "Water could mean calm. Sleep well"
    # nothing before it: none (probed: "It was like" shown as the whole reply, the rest held back)
    assert _all_ways("It is a light used for") == ""
    assert _all_ways("It was like") == ""
    # a sentence hung on a word by an ellipsis, ended or followed by another (probed: "It was
    # like..."); a pause inside a sentence is no hang
    assert _all_ways("It was like... What do you think?") == "What do you think?"
    assert _all_ways("It was so... strange. Tell me more.") == "It was so... strange. Tell me more."


def test_a_reply_asks_one_question() -> None:
    # probed: "Do you ever feel scared or anxious when something sudden happens? Is it possible
    # that the wave could hurt you? What would you do if you had to run for your life?" (the 1.5B,
    # to a dream of a huge wave)
    asked = "That sounds big. Where were you? What did the wave look like? Calm."
    assert _all_ways(asked) == "That sounds big. Where were you? Calm."


def test_a_feeling_they_told_is_not_said_back_as_only_maybe_theirs() -> None:
    # probed, the 1.5B: "You might feel lonely." to "im kinda lonely lately"
    message = "im kinda lonely lately"
    for said, kept in [
        ("You might feel lonely. I'm here.", "I'm here."),
        ("It sounds like you may be feeling a bit lonely lately. I'm here.", "I'm here."),
        # a feeling they did not tell, wondered about, or one to come, stays
        (
            "You might feel better if you tell me more.",
            "You might feel better if you tell me more.",
        ),
    ]:
        guard = ReplyGuard(Sources([message]), message=message, user=message)
        assert (guard.feed(said) + guard.close()).strip() == kept


def test_a_statement_is_not_said_back_to_the_user_in_the_second_person() -> None:
    message = "I feel so rested today, best sleep in weeks."
    guard = ReplyGuard(Sources([message]), message=message, user=message)
    out = guard.feed("You feel so rested today, best sleep in weeks. That is lovely to hear.")
    assert out + guard.close() == "That is lovely to hear."
    # Judged whole, though each clause alone would pass; also when the reply ends without a stop.
    for said, kept in [
        ("You felt so rested today, best sleep in weeks. That is lovely.", "That is lovely."),
        ("That is lovely. You felt so rested today, best sleep in weeks", "That is lovely."),
    ]:
        guard = ReplyGuard(Sources([message]), message=message, user=message)
        assert (guard.feed(said) + guard.close()).strip() == kept
        assert (
            "You felt so rested today, best sleep in weeks" in guard.dropped[-1][0]
        ) and guard.dropped[-1][1] == MIRRORS
    # measured: their message said back in two runs, "but" for "and"
    nervous = "i'm nervous about my exam tomorrow and i can't stop thinking about it"
    guard = ReplyGuard(Sources([nervous]), message=nervous, user=nervous)
    said = "You're nervous about your exam tomorrow, but you can't stop thinking about it. Oh no."
    assert guard.feed(said) + guard.close() == "Oh no."
    # probed: "That was beautiful." to "that was beautiful honestly": most of a short message
    short = "that was beautiful honestly"
    guard = ReplyGuard(Sources([short]), message=short, user=short)
    assert guard.feed("That was beautiful. I'm glad it stayed with you.") + guard.close() == (
        "I'm glad it stayed with you."
    )
    # probed: "You feel anxious today." to "i feel really anxious today": nothing but theirs
    anxious = "i feel really anxious today"
    guard = ReplyGuard(Sources([anxious]), message=anxious, user=anxious)
    said = "You feel anxious today. What's weighing on you?"
    assert guard.feed(said) + guard.close() == "What's weighing on you?"
    # probed: "It hurt." to "it hurt" (after a dream of a sister's wedding they weren't invited
    # to), the 1.5B's whole reply: a message of two words said back whole; a greeting or a
    # thanks returned stays
    assert _said_to("it hurt", "It hurt. I'm so sorry.") == "I'm so sorry."
    assert _said_to("so scary", "So scary!") == ""
    assert _said_to("thanks", "Thanks!") == "Thanks!"
    assert _said_to("it hurt", "It hurt you.") == "It hurt you."  # not their words alone
    # A question may be answered in its own words.
    asked = "Did I dream about a wolf in the snow?"
    guard = ReplyGuard(Sources([asked]), message=asked, user=asked)
    said = "Yes, you dreamed about a wolf in the snow."
    assert guard.feed(said) + guard.close() == said


def test_text_is_released_sentence_by_sentence_while_streaming() -> None:
    guard = ReplyGuard(Sources(JOURNAL))
    assert guard.feed("Water can mean feelings") == ""
    assert guard.feed(", and calm. Do") == "Water can mean feelings, and calm. "
    assert guard.close() == ""  # (a question cut off at the end is no sentence)


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("<quit>", ""),
        ("<end>", ""),
        ("Hello! <quit>", "Hello! "),
        ("Sleep well. </exit> ", "Sleep well. "),
        ("see <this> one", "see <this> one"),  # words around it: prose, kept
    ],
)
def test_a_clause_that_is_only_a_tag_never_reaches_the_user(text: str, shown: str) -> None:
    assert guarded(text, Sources(["quit"])) == shown
    guard = ReplyGuard(Sources(["quit"]))  # streamed a character at a time, the same
    assert "".join(guard.feed(c) for c in text) + guard.close() == shown


def test_the_users_own_words_in_the_first_person_are_never_said_back_as_the_companions() -> None:
    user = "Good morning! I slept really well for once."
    guard = ReplyGuard(Sources([user]), user=user)
    shown = (
        guard.feed("Good morning! I slept really well for once. That is lovely to hear. ")
        + guard.close()
    )
    assert shown == "Good morning! That is lovely to hear. "
    assert guard.dropped == [
        ("I slept really well for once.", "says the user's own words as its own")
    ]
    told = "Last night I was flying over Porto"
    guard = ReplyGuard(Sources([told]), user=told)
    shown = (
        guard.feed("You were flying over Porto, how free. I was flying over Porto too.")
        + guard.close()
    )
    assert shown.strip() == "You were flying over Porto, how free."  # "you", their words: kept


@pytest.mark.parametrize(
    ("user", "reply", "shown"),
    [
        (
            "Good morning! I slept really well for once.",
            "That's wonderful to hear! Goodnight.",
            "That's wonderful to hear! ",
        ),
        ("I woke up from a dream of a whale.", "A whale! Sweet dreams.", "A whale! "),
        ("I dreamt of a whale.", "A whale! Sweet dreams.", "A whale! Sweet dreams."),
        ("I'm off to bed now.", "Sleep well. Goodnight!", "Sleep well. Goodnight!"),
        # a morning, but they take their leave (a night shift ends): the goodnight is theirs
        (
            "Morning! Off to bed after my night shift.",
            "Sleep well. Goodnight!",
            "Sleep well. Goodnight!",
        ),
        ("Good night, Sandman", "Good night! Sweet dreams.", "Good night! Sweet dreams."),
        # measured: "Good night! How was your sleep?" to "good night!"
        ("good night!", "Good night! How was your sleep?", "Good night! "),
        # measured: "Goodnight, little one." to "hiya! slept terribly"
        ("hiya! slept terribly", "Goodnight, little one. That sounds rough.", "That sounds rough."),
        ("I slept terribly", "That sounds rough. Goodnight.", "That sounds rough. "),
        # measured: "Good night, dear. I hope you had a good sleep…" to "hey sandman, rough night"
        ("hey sandman, rough night", "Good night, dear. That sounds hard.", "That sounds hard."),
        ("I dreamt of a whale.", "A whale, dear. A whale!", "A whale!"),
        ("I dreamt of a whale.", "A whale, little one. A whale!", "A whale!"),
        ("I'm off to bed now.", "Sleep well. Did you dream anything?", "Sleep well. "),
        ("Good morning!", "Good morning! How did you sleep?", "Good morning! How did you sleep?"),
        # ending the talk is theirs at any hour (measured: "Goodbye. Stay cozy." to "ok its
        # passing now")
        ("ok its passing now", "Goodbye. I'm glad it's passing.", "I'm glad it's passing."),
        ("thanks, bye!", "Goodbye! Take care.", "Goodbye! Take care."),
        ("gonna try to go back to sleep", "See you tomorrow.", "See you tomorrow."),
        # sleep they fear is no leave taken (measured: "Goodnight!" to "i'm scared to go to sleep
        # tonight", the brief's misread feeling)
        (
            "i'm scared to go to sleep tonight",
            "Goodnight! That sounds scary.",
            "That sounds scary.",
        ),
        ("i can't get to sleep", "Sleep well! That sounds hard.", "That sounds hard."),
        ("i should probably sleep", "Sleep well. Goodnight!", "Sleep well. Goodnight!"),
        # a night already past, wished to someone going to sleep (measured, to "goodnight sandman")
        ("goodnight sandman", "I hope you had a wonderful dream. Good night!", "Good night!"),
        ("good night", "Good night! I hope your night was calm.", "Good night! "),
    ],
)
def test_no_goodnight_to_a_morning_unless_they_take_their_leave(
    user: str, reply: str, shown: str
) -> None:
    guard = ReplyGuard(Sources([user]), user=user)
    assert guard.feed(reply) + guard.close() == shown


def test_a_first_person_sentence_of_its_own_is_kept() -> None:
    user = "I was flying over Porto"
    guard = ReplyGuard(Sources([user]), user=user)
    text = "I wonder how flying felt. I'm here if you want to say more."
    assert guard.feed(text) + guard.close() == text


@pytest.mark.parametrize(
    "clause",
    ["I will set an alarm for 7am tomorrow.", "I'll remind you in the morning.", "I've set a reminder for you.", "I have booked it.",
     "Alarm set for 7am tomorrow.", "Your reminder has been scheduled.",
     # probed: "Here's your journal." to "export my journal", nothing exported
     "Here's your journal.", "I've exported your journal.", "Your journal has been exported.",
     "I backed it up for you.", "I'll print your dreams."],
)  # fmt: skip
def test_an_action_sandman_has_no_tool_for_is_never_claimed_or_promised(clause: str) -> None:
    assert claimed_action(clause, ("save", "delete", "change")) == "act"


@pytest.mark.parametrize(
    "clause",
    [
        "I can't set alarms.",
        "I cannot send messages.",
        "It reminded me of the sea.",
        "Let me remind you of your dream.",
        "What does it remind you of?",
    ],
)
def test_reminding_of_something_is_no_action(clause: str) -> None:
    assert claimed_action(clause, ()) is None


def test_a_clause_the_user_already_read_is_not_said_twice_but_a_word_of_it_may_be() -> None:
    shown = "Dream dictionaries read fire as strong energy: passion, anger or change."
    guard = ReplyGuard(Sources([shown]), shown=shown)
    text = "Fire can mean passion, in your own words. Passion, anger or change. Is that close?"
    out = guard.feed(text) + guard.close()
    # Judged a clause at a time: "Passion," alone was new, "anger or change." was not, and
    # saying a thing twice makes nothing before it untrue: the sentence ends there.
    assert out == "Fire can mean passion, in your own words. Passion. Is that close?"
    assert guard.dropped[0] == ("anger or change.", "repeats what was already shown")


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        # who someone is to the user: only as the sources say ("your brother Tomas")
        ("Tomas is your daughter. The ocean sounds warm.", "The ocean sounds warm."),
        (
            "Tomas is your brother, and the ocean was warm.",
            "Tomas is your brother, and the ocean was warm.",
        ),
        ("Your mom would love that ocean.", ""),
        # a number the sources do not hold, in digits or words
        ("A saxophone has four strings. It sings.", "It sings."),
        ("You swam for 3 hours.", ""),
        # a dream the user never told
        (
            "In your dream, you may have been crossing a bridge. The ocean was warm.",
            "The ocean was warm.",
        ),
        (
            "In your dream, you were swimming in a warm ocean.",
            "In your dream, you were swimming in a warm ocean.",
        ),
        (
            "In your dream, the ocean could stand for calm.",
            "In your dream, the ocean could stand for calm.",
        ),
        ("You probably dreamt of a burning castle.", ""),
        ("In this particular dream, you were crossing a bridge. Calm.", "Calm."),
        # what someone or something in the dream did or felt, told beyond what the sources say
        ("Tomas was curious about riding a bike. The ocean sounds warm.", "The ocean sounds warm."),
        ("Tomas was swimming in a warm ocean.", "Tomas was swimming in a warm ocean."),
        # a subject of two words ("The wedding guests were all there, smiling…": the 1.5B)
        ("The ocean waves were singing to Tomas. Calm.", "Calm."),
        ("The ocean waves were warm.", "The ocean waves were warm."),
        ("The ocean was burning like a forge. Calm.", "Calm."),
        ("It was a lovely image.", "It was a lovely image."),
        ("They were a dark shade of blue. Calm.", "Calm."),
        # a person of theirs described beyond the sources
        ("Your brother Tomas is a kind and warm person. Calm.", "Calm."),
        ("Tomas loves baking. Calm.", "Calm."),
        # probed: a pet of theirs described as it seems
        ("It sounds like Tomas is a playful and curious boy. Calm.", "Calm."),
        ("Tomas will surely be a brave and adventurous boy. Calm.", "Calm."),
        ("So he will be a brave swimmer. Calm.", "Calm."),
        ("He was swimming with you.", "He was swimming with you."),
        ("Tomas is your brother.", "Tomas is your brother."),
        # a life of its own: it has no childhood, family or memories to tell
        ("It reminds me of my childhood memories of camping. Calm.", "Calm."),
        # a day or a dream of its own (the 1.5B, to "and someone was calling my name")
        ("I was listening to a conversation with someone. Calm.", "Calm."),
        ("I went to the beach yesterday. Calm.", "Calm."),
        ("I was wondering how you slept.", "I was wondering how you slept."),
        # (the 1.5B, to "i dreamt my best friend betrayed me")
        ("I understand how it feels to lose someone close. Calm.", "Calm."),
        ("I understand how hard that is.", "I understand how hard that is."),
        ("I enjoy my job. Calm.", "Calm."),  # probed: to "do you like your job"
        ("When I was a child, I loved the ocean. Calm.", "Calm."),
        ("I used to swim in a warm ocean too. Calm.", "Calm."),
        # probed: to a dream of chess with their grandpa "like we used to"
        ("It was a fun game we used to play together. Calm.", "Calm."),
        ("It might remind you of your brother.", "It might remind you of your brother."),
        # a likeness that paints a scene beyond the sources; empathy is no likeness
        ("It's like a secret garden with towering trees and lush greenery. Calm.", "Calm."),
        ("It sounds like a hard night.", "It sounds like a hard night."),
        ("It's like a warm ocean.", "It's like a warm ocean."),
        # probed: to "i dreamt about the house i grew up in", what they sensed in it, untold
        ("You could smell the fresh air and hear birds singing outside. Calm.", "Calm."),
        ("You heard the waves crashing. Calm.", "Calm."),
        ("You could see how calm it was.", "You could see how calm it was."),
        # (the reply eval: a mirror's reading, no scene)
        (
            "It might show what you see in the world around you.",
            "It might show what you see in the world around you.",
        ),
        ("Maybe you could smell the salt?", "Maybe you could smell the salt?"),
        # probed: to a fish in a bowl; a likeness by a scene of its own, and the companion as
        # one of "us"
        ("It's like how the color blue can make people feel calm. Calm.", "Calm."),
        # probed: to a dream of their old house, a childhood they did not speak of
        ("It might remind you of when you were younger. Calm.", "Calm."),
        # probed: to "i woke up sad after that", nobody lost
        ("It's normal after a traumatic event, such as the loss of a loved one. Calm.", "Calm."),
        # probed: to "but then it just floated up into the sky"
        ("The bus continued to float, its passengers terrified. Calm.", "Calm."),
        # probed in the terminal chat: to "i dreamed i was on a boat with my brother"
        ("Tomas sat next to you, reading a book. Calm.", "Calm."),
        # probed: to "i feel like my dreams are getting darker"
        ("Dreams can become darker as you get older. Calm.", "Calm."),
        # probed: what they are or lack, said of them
        ("You are always such an amazing teacher! Calm.", "Calm."),
        ("Even though you don't have personal memories of him. Calm.", "Calm."),
        ("You don't have to say more. Calm.", "You don't have to say more. Calm."),
        # probed: to "i didnt let him in"
        ("You're a kind and gentle companion, just like me. Calm.", "Calm."),
        # probed: a habit nobody told, to a dream of their childhood house
        ("The ocean is a place you swim in every day. Calm.", "Calm."),
        ("Tomas swims with you every summer. Calm.", "Calm."),
        ("Would you like me to keep it?", "Would you like me to keep it?"),
        # ... and a pastime of its own
        ("It reminded me of how much I enjoy helping others. Calm.", "Calm."),
        ("It reminds me of how much I care about the sea. Calm.", "Calm."),
        ("I love hearing about the ocean. Calm.", "I love hearing about the ocean. Calm."),
        # probed: to "how have i been sleeping lately", nothing read of it
        ("It sounds like you've been sleeping well lately. Calm.", "Calm."),
        # probed: to a dream of their grandma's house smelling of cookies, a habit invented
        ("It's kind of like when you smell cookies at home every morning. Calm.", "Calm."),
        # (the reply eval: "…, much like how you might cross over rivers to reach new places")
        ("Swimming could mean calm, much like how rivers reach new places. Calm.", "Calm."),
        ("Swimming could mean calm, like when you cross from one room to another. Calm.", "Calm."),
        (
            "Swimming could mean calm, much like how the ocean is warm. Calm.",
            "Swimming could mean calm, much like how the ocean is warm. Calm.",
        ),
        ("A smell might remind us of our favorite memories. Calm.", "Calm."),
        ("Let's talk about the ocean.", "Let's talk about the ocean."),
        # probed: to "save it please" after a dream of their mother young again; and to
        # "goodnight", a pet name and a bond
        ("It was a beautiful scene, with her soft hair and warm smile. Calm.", "Calm."),
        ("Goodnight, sweet one. I'll miss you too. Calm.", "Calm."),
        # ... or asking to be kept in mind (probed, to "good night")
        ("Sleep well and remember me. Calm.", "Calm."),
        # a feeling of its own remembered (the 1.5B, to their honey-sea dream)
        ("It reminds me of the feeling of being surrounded by water. Calm.", "Calm."),
        (
            "It reminds me of your dream about the ocean.",
            "It reminds me of your dream about the ocean.",
        ),
        # a bond it cannot have (the 1.5B, to "sleep tight sandman")
        ("I love you and wish you a peaceful sleep. Calm.", "Calm."),
        ("Love you! Calm.", "Calm."),
        ("I'd love to hear more about the ocean.", "I'd love to hear more about the ocean."),
        # their dream as something that moved the companion (the 1.5B, to a nightmare of theirs)
        ("It was very frightening and made me feel sad. Calm.", "Calm."),
        # (the 1.5B, to a dream of surfing a wave over the city)
        ("It was a beautiful sight and I couldn't help but smile. Calm.", "Calm."),
        ("Your wave made me smile. Calm.", "Calm."),
        ("I found it comforting to swim there. Calm.", "Calm."),
        ("That really scared me. Calm.", "Calm."),
        # moods of its own as a habit (the 1.5B, to "what moods come up most for me")
        ("I often feel calm and relaxed, or anxious and nervous. Calm.", "Calm."),
        ("I usually get nervous too. Calm.", "Calm."),
        ("It sounds like it made you feel calm.", "It sounds like it made you feel calm."),
        # a thing of the world defined (the 1.5B, asked what a hospital means)
        ("It's a place where doctors and nurses work. Calm.", "Calm."),
        ("It could be a physical structure like a bridge. Calm.", "Calm."),
        ("It could be a place where you feel safe.", "It could be a place where you feel safe."),
        # a memory of its own, beyond what the journal holds
        ("I remember Tomas as a kind and loving brother who always had my back. Calm.", "Calm."),
        ("I recall that your brother loves baking. Calm.", "Calm."),
        ("i remember tomas as a kind brother. Calm.", "Calm."),
        ("I remember that Tomas was swimming.", "I remember that Tomas was swimming."),
        ("I remember you told me about Tomas.", "I remember you told me about Tomas."),
        ("I don't remember a bakery.", "I don't remember a bakery."),
        ("Your brother was swimming with you.", "Your brother was swimming with you."),
        ("Oceans feel endless.", "Oceans feel endless."),
        # a feeling told as theirs, beyond what they said
        ("It was an experience that made you feel alive again. Calm.", "Calm."),
        ("You felt at peace there. Calm.", "Calm."),
        ("You felt calm in the ocean.", "You felt calm in the ocean."),
        # "must have felt" is sure of it (probed: "You must have felt a lot of excitement and
        # wonder…" to a dream they laughed at); "might have felt" wonders
        ("You must have felt alive. Calm.", "Calm."),
        ("You might have felt alive.", "You might have felt alive."),
        # ... or as someone's in the dream
        ("It made Tomas feel excited about the ocean. Calm.", "Calm."),
        ("Swimming made your brother feel proud. Calm.", "Calm."),
        ("He felt lonely in the ocean. Calm.", "Calm."),
        ("It made Tomas feel calm.", "It made Tomas feel calm."),
        # a dream named by what it held, beyond the sources (the 1.5B, to "What's the weirdest
        # dream I've told you?" with no dream read); a comment on a dream they told is no naming
        ("It's like a dream of a strange forest, full of animals. Calm.", "Calm."),
        (
            "Your dream about the ocean sounds peaceful.",
            "Your dream about the ocean sounds peaceful.",
        ),
        ("Could it be a dream about change?", "Could it be a dream about change?"),
        # a "could" inside what it held is no wondering (the 1.5B, to a nightmare forgotten)
        (
            "It was a dream of going to an abandoned park where no one could be found. Calm.",
            "Calm.",
        ),
        ("Maybe it was a dream about change.", "Maybe it was a dream about change."),
        # "It felt like a crushing blow." (the 1.5B, to being late for their own wedding)
        ("It felt like a crushing blow. Calm.", "Calm."),
        # probed: to a nightmare told with the mood scared
        ("The dream felt terrifying. Calm.", "Calm."),
        # probed: to "I dreamt about Karen yelling at me in a meeting, log it" ("peaceful" was an
        # earlier dream's mood)
        ("Your dream about the ocean was peaceful. Calm.", "Calm."),
        ("Your dream about the ocean was calm.", "Your dream about the ocean was calm."),
        # probed: to "I'm angry, I dreamed my boss fired me…"; their word is kept, not one added
        ("You feel angry and disappointed. Calm.", "Calm."),
        # (the 1.5B, to "i just woke up and my heart is racing")
        ("You're feeling anxious or excited. Calm.", "Calm."),
        # probed: to a dream of singing stars; a feeling of the body is a feeling told
        ("The melody makes your heart race with joy. Calm.", "Calm."),
        ("It felt calm.", "It felt calm."),
        # a reading stated as fact must be the sources' reading
        ("The giant owl is a symbol of safety and protection. Calm.", "Calm."),
        ("The ocean is a symbol of calm for you.", "The ocean is a symbol of calm for you."),
        ("The owl could be a sign of wisdom.", "The owl could be a sign of wisdom."),
        ("The owl represents an uneasy feeling. Calm.", "Calm."),
        # a sentence that goes on from one held back has lost what it went on from
        ("The owl represents fear. It might also suggest calm. Calm.", "Calm."),
        ("The owl represents fear. Also, swimming is calm. Calm.", "Calm."),
        ("The owl represents fear. How about you?", ""),
        ("How about you?", "How about you?"),
        (
            "The ocean could mean calm. It might also suggest Tomas.",
            "The ocean could mean calm. It might also suggest Tomas.",
        ),
        ("The owl represents fear. Oceans feel endless.", "Oceans feel endless."),
        ("Owls in dreams often symbolize protection. Calm.", "Calm."),
        ("The ocean represents calm for you.", "The ocean represents calm for you."),
        ("The owl could represent wisdom.", "The owl could represent wisdom."),
        ("Does the owl stand for wisdom?", "Does the owl stand for wisdom?"),
        ("It might also symbolize wisdom.", "It might also symbolize wisdom."),
        ("She was baking a cake for the wedding. Calm.", "Calm."),
        ("Water is calm.", "Water is calm."),  # a reading is no narration
        # the reply eval, to their meaning "a decision I keep putting off": a span added
        ("The bridge could be a decision you keep putting off for years. Calm.", "Calm."),
        ("They were swimming in a warm ocean.", "They were swimming in a warm ocean."),
        ("That dream was full of warmth for you.", "That dream was full of warmth for you."),
        # a companion, not a help desk
        ("Do you have any questions about Porto or the dream? Calm.", "Calm."),
        # what it did not do: the journal's to say (the 1.5B, to "did you save the exam dream",
        # which was saved)
        ("I did not save the exam dream. Calm.", "Calm."),
        ("I haven't deleted anything yet. Calm.", "Calm."),
        # what a thing does in the world (the 1.5B, asked what water means)
        ("It is essential for life as it provides oxygen for plants. Calm.", "Calm."),
        # its note's example said as advice to itself (the 1.5B, to "it felt magical honestly")
        ("You could say something like, that is amazing. Calm.", "Calm."),
        ("I'm here and ready to help you. Calm.", "Calm."),
        ("Feel free to tell me more. Calm.", "Calm."),
        # (the 1.5B, to "I just woke up from a nightmare and I'm shaking")
        ("If it gets too much, please reach out for help. Calm.", "Calm."),
        ("Don't hesitate to tell me more. Calm.", "Calm."),
        # (the 1.5B, to "i don't think you understand me")
        ("Could you please rephrase your question? Calm.", "Calm."),
        # (the 1.5B, to "she passed away two years ago")
        ("If you need anything else, please let me know. Calm.", "Calm."),
        # (the 1.5B, to "cool ty")
        ("Let me know if there's anything else I can help you with. Calm.", "Calm."),
        # the dream told passed over for the next one (probed: the 1.5B, to a dream of their
        # grandma's kitchen; and to a snake dream)
        ("Do you ever dream about anything else? Calm.", "Calm."),
        ("Do you have any other dreams you'd like me to talk about? Calm.", "Calm."),
        ("I'm sorry, but I don't have enough information to answer that. Calm.", "Calm."),
        # (the 1.5B, to a racing heart: advice to a hard feeling in any words)
        ("Tell me more so that I can better assist you. Calm.", "Calm."),
        ("Please provide more information about the dream. Calm.", "Calm."),
        # (the 1.5B, to "bad dream last night", in the terminal chat): a refusal nobody asked for
        ("I'm sorry, but I can't assist with that. Calm.", "Calm."),
        ("I am unable to help you with this. Calm.", "Calm."),
        # (the 1.5B, to "he passed away 3 years ago")
        ("I can't provide any advice or support for that. Calm.", "Calm."),
        # how common a dream is: nothing read holds it (the 1.5B, to a giraffe at a wedding)
        ("The giraffe at the wedding is a common dream. Calm.", "Calm."),
        ("Teeth falling out is a very common theme. Calm.", "Calm."),
        # what they told made ordinary (the 1.5B, to "i keep waking up at 3am")
        ("That's common for many people. Calm.", "Calm."),
        ("It's common for people to wake up early. Calm.", "Calm."),
        # (the 1.5B, to "my ex texted me today and then i dreamed about him")
        ("You're not the only one who's had a dream about someone. Calm.", "Calm."),
        ("What helps you relax?", "What helps you relax?"),
        # the user is "you", not "the person" (unless the sources speak of one)
        ("Wolves may be a threat to the person's safety. Calm.", "Calm."),
        # a fact about a thing in the world, not what it could mean to them
        (
            "A lighthouse means a tall tower for ships. It could mean guidance.",
            "It could mean guidance.",
        ),
        (
            "A lighthouse means a tall tower that stands on the shore. It could mean guidance.",
            "It could mean guidance.",
        ),
        ("The ocean stands for calm.", "The ocean stands for calm."),
        # a feeling heard in them that they did not tell (the 1.5B, to "i had a hard day")
        ("You sound tired. Calm.", "Calm."),
        # a scene in the present, of someone unnamed (the 1.5B, to "the one with the teeth")
        (
            "The man is sitting on a bench near a window, looking out at the cityscape. Calm.",
            "Calm.",
        ),
        # what they lived, guessed as sure (the 1.5B, to "and i woke up right before i hit the
        # ground")
        (
            "You must have been flying through the air and then suddenly hit the ground. Calm.",
            "Calm.",
        ),
        # no promise of how things will go (the 1.5B, to "she told me to stop worrying")
        ("I assure you that everything will be okay. Calm.", "Calm."),
        ("Everything will be fine. Calm.", "Calm."),
        # no first time of its own (the 1.5B, to a dream of dolphins)
        ("It reminded me of my first time swimming in the ocean. Calm.", "Calm."),
        # a weight given is no definition (probed: "Interviewing is a big deal." held back, to a
        # job interview told the night before)
        ("Interviewing is a big deal. Calm.", "Interviewing is a big deal. Calm."),
        # where they were, a time of theirs, that nothing read holds (the 1.5B, to "i couldn't
        # remember where i was for a second", and to a teeth dream)
        ("You were in a quiet room. Calm.", "Calm."),
        # what only eyes could tell (the 1.5B, to "io is sitting on my lap right now lol")
        ("You look so relaxed and happy! Calm.", "Calm."),
        ("It could be like when you were nervous about a speech. Calm.", "Calm."),
        # (the 1.5B, asked what a passport in their dream means)
        (
            "The passport is a document that identifies an individual's identity. Calm.",
            "Calm.",
        ),
        ("The ocean is a place of calm for you.", "The ocean is a place of calm for you."),
        # (probed, the 1.5B, asked what a mall in their dream means): the word's sense
        ('The word "mall" means a large shopping center. Calm.', "Calm."),
        (
            "Fire is a chemical reaction. Water is a calm thing for you.",
            "Water is a calm thing for you.",
        ),
        ("The hospital roof is a magical place.", "The hospital roof is a magical place."),
        ("That is a lovely image.", "That is a lovely image."),
        # the user is "you", never "the user"
        ("The user mentions Tomas. You swam together.", "You swam together."),
        # what the user did, told beyond the sources: an invented memory
        (
            "On November 3, you were walking along a beach when you saw a mysterious figure. Calm.",
            "Calm.",
        ),
        ("You climbed a tall mountain. Calm.", "Calm."),
        ("You met Tomas at a bakery in Porto. Calm.", "Calm."),
        ("You were swimming with Tomas.", "You were swimming with Tomas."),
        ("You swam in a warm ocean.", "You swam in a warm ocean."),
        # ... but not talk of this conversation, a question, a supposition or wondering
        ("You said the ocean felt endless.", "You said the ocean felt endless."),
        (
            "Were you scared when you climbed the mountain?",
            "Were you scared when you climbed the mountain?",
        ),
        (
            "If you climbed a mountain, it could mean ambition.",
            "If you climbed a mountain, it could mean ambition.",
        ),
        ("You might have visited a mountain.", "You might have visited a mountain."),
        # a feeling given to them by what they told (the 1.5B, to "what does water mean?")
        ("It brought to mind feelings of peace and tranquility. Calm.", "Calm."),
        ("The ocean fills you with wonder. Calm.", "Calm."),
        ("It was an experience that left you feeling both exhilarated and scared. Calm.", "Calm."),
        ("You're not alone in feeling overwhelmed. Calm.", "Calm."),
        ("It brought up feelings of calm.", "It brought up feelings of calm."),
        # (the 1.5B, to a house that keeps coming back)
        ("It always brings up similar feelings of nostalgia. Calm.", "Calm."),
        ("It brings up the same feelings of calm.", "It brings up the same feelings of calm."),
        # what a thing is for everyone, hedged or not (the 1.5B, to a dream of a library of
        # blank books)
        ("The library could be a place where people go to read books. Calm.", "Calm."),
        ("It is a space that contains all the knowledge people need. Calm.", "Calm."),
        (
            "The library could be a place of calm for you.",
            "The library could be a place of calm for you.",
        ),
        # (the 1.5B, to a station made of books)
        ("It's a place that could be found in many settings. Calm.", "Calm."),
        (
            "A snake is an animal that could symbolize change.",
            "A snake is an animal that could symbolize change.",
        ),
        # a thing they told given a look and deeds they did not tell (the 1.5B, to a dog that
        # chased them, which scared them)
        ("It might have been a big, stormy ocean that crashed over you. Calm.", "Calm."),
        ("It could be an ocean that you know.", "It could be an ocean that you know."),
        # what a thing means to them, and what they remember of it (the 1.5B, to a dream of the
        # house they grew up in)
        ("The ocean is so special to you. Calm.", "Calm."),
        ("It holds memories of your brother. Calm.", "Calm."),
        # a tale of theirs named by what no one told (the 1.5B, to "we got out in time though",
        # after a dream of a wave)
        ("That's a clever way to describe your time travel adventure! Calm.", "Calm."),
        ("It sounds like your ocean adventure.", "It sounds like your ocean adventure."),
        # what they feel, made smaller (the 1.5B, to "i miss that place", a home sold)
        ("But it's not the only place you can miss. Calm.", "Calm."),
        ("You have so many other memories to look back on. Calm.", "Calm."),
        ("At least you have your brother. Calm.", "Calm."),
        ("You have your brother Tomas.", "You have your brother Tomas."),
        # (the 1.5B, to "i keep waking up at 3am")
        ("As you sleep, you may experience feelings of anxiety. Calm.", "Calm."),
        ("You might have feelings of calm.", "You might have feelings of calm."),
        # a cause they did not tell (the 1.5B, to a dream of missing every flight)
        ("This could be due to various reasons such as a delayed departure. Calm.", "Calm."),
        ("It could be because of the warm ocean.", "It could be because of the warm ocean."),
        # probed, the 1.5B, to a nightmare of being chased through an old school: "it" doing what
        # nobody told, and a state of theirs made up
        ("It seemed to be coming faster and faster. Calm.", "Calm."),
        ("Something was getting closer and closer to you. Calm.", "Calm."),
        ("It was swimming in a warm ocean.", "It was swimming in a warm ocean."),
        # ... and how it felt, said of "it" (the 1.5B, to a sea turned into honey: "It's so
        # peaceful and magical."), unless they said so; "that sounds…" meets what they said
        ("It was terrifying. Calm.", "Calm."),
        ("It's so peaceful and magical. Calm.", "Calm."),
        ("It sounds like a hard night.", "It sounds like a hard night."),
        # ... and of the dream, or of an experience (the 1.5B, to wolves outside a workshop, and
        # to a station made of books)
        ("The dream was a warm, peaceful experience. Calm.", "Calm."),
        ("The station is a place, creating a whimsical and imaginative experience. Calm.", "Calm."),
        # what they had to do there, made up (the 1.5B, to a lighthouse keeper on the moon)
        ("Out there you had to be alert at all times. Calm.", "Calm."),
        ("You were in complete disbelief that it could happen. Calm.", "Calm."),
    ],
)
def test_a_relation_number_or_dream_the_sources_do_not_hold_is_dropped(
    text: str, shown: str
) -> None:
    assert _all_ways(text) == shown


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        (
            "1. **Water**: could mean calm.\n2. **Ocean**: the deep.",
            "Water: could mean calm.\nOcean: the deep.",
        ),
        (
            "- Water can mean calm.\n- It can mean change.",
            "Water can mean calm.\nIt can mean change.",
        ),
        ("### Water\nIt could mean *calm*.", "Water\nIt could mean calm."),
        ("Swimming at 2026-11-03 - with Tomas.", "Swimming at 2026-11-03 - with Tomas."),
    ],
)
def test_markdown_lists_headings_and_emphasis_read_as_prose(text: str, shown: str) -> None:
    assert _all_ways(text) == shown


def test_steps_to_take_are_advice_too() -> None:
    # probed: the 1.5B, to "i'm anxious about tomorrow, big presentation"
    text = (
        "That sounds hard. First, take deep breaths and try to relax. If you find yourself "
        "getting overwhelmed, set some achievable goals for yourself. I'm here."
    )
    guard = ReplyGuard(Sources(JOURNAL), advice=False)
    assert guard.feed(text) + guard.close() == "That sounds hard. I'm here."


def test_ways_to_help_someone_else_are_advice_too() -> None:
    # probed: the 1.5B, to "my daughter keeps having nightmares about a wolf under her bed"
    text = "That sounds hard. You can help her by talking about the dangers of predators. I'm here."
    guard = ReplyGuard(Sources(JOURNAL), advice=False)
    assert guard.feed(text) + guard.close() == "That sounds hard. I'm here."
    assert guarded(text, Sources(JOURNAL)) == text  # asked for, it stays


def test_what_they_might_want_to_do_is_advice_too() -> None:
    # probed: the 1.5B, to "i stopped writing my dreams down for a bit"
    text = "I see. It sounds like you might want to revisit your dream journal. I'm here."
    guard = ReplyGuard(Sources(JOURNAL), advice=False)
    assert guard.feed(text) + guard.close() == "I see. I'm here."
    kept = "You might want to know that I keep every dream."
    assert guarded(kept, Sources([*JOURNAL, kept])) == kept


def test_advice_is_dropped_only_where_the_reply_is_told_not_to_give_it() -> None:
    text = (
        "That sounds hard. Try to breathe slowly. You could write it down. It might help to rest. "
        "It might be beneficial to talk to someone. I'm here."
    )
    guard = ReplyGuard(Sources(JOURNAL), advice=False)
    assert guard.feed(text) + guard.close() == "That sounds hard. I'm here."
    assert [why for _, why in guard.dropped] == ["gives advice the user did not ask for"] * 4
    more = (
        "Maybe you should check with the people who work there. It reminds you to stay focused. "
        "There are ways to help yourself. You might have felt alone. "
        # probed: to "I woke up at 3am and couldn't fall back asleep"
        "A warm ocean is calm and may need to try a different sleep position."
    )
    guard = ReplyGuard(Sources(JOURNAL), advice=False)
    assert (guard.feed(more) + guard.close()).rstrip() == "You might have felt alone."
    assert guarded(text, Sources(JOURNAL)) == text
    # measured (the 1.5B, to "I'm worried the nightmares will come back tonight")
    last = (
        "Speaking with a therapist or counselor might help. Trying to rest can help reduce it. "
        "A professional could guide you. It's important not to dwell on it too much. "
        # (to "I think my dreams are getting darker since the breakup")
        "It's important for you to say how you feel to a friend. "
        # (to "I'm nervous about a job interview tomorrow")
        "Be honest and open with yourself, but also take things one step at a time. "
        "Stay positive. "
        # (to "i just woke up and my heart is racing")
        "Maybe it's time to relax and enjoy your day! "
        "Helping others is kind, and I'm glad you told me."
    )
    guard = ReplyGuard(Sources(JOURNAL), advice=False)
    shown = guard.feed(last) + guard.close()
    assert shown == "Helping others is kind, and I'm glad you told me."  # no "help" as a remedy


def test_a_count_the_results_show_as_a_list_may_be_said() -> None:
    listed = 'Dreams matching \'cat\':\n- 2026-11-03 "Cat": a cat.\n- 2026-11-05 "Cats": two cats.'
    assert guarded("You dreamed of cats three times.", Sources([listed])) == ""
    assert guarded("You dreamed of cats twice.", Sources([listed])) == "You dreamed of cats twice."


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("In my dream. It sounds calm.", "It sounds calm."),
        ("I dreamt of an ocean too. It sounds calm.", "It sounds calm."),
        # asked "Do you dream, Sandman?": it dreams no more than it has a childhood
        ("Yes, I do dream. It sounds calm.", "It sounds calm."),
        ("I often have strange dreams too. It sounds calm.", "It sounds calm."),
        # the user's dream in "we" is theirs, not the companion's
        ("We were swimming in a warm ocean with my brother Tomas.", ""),
    ],
)
def test_the_companion_never_tells_a_dream_as_its_own(text: str, shown: str) -> None:
    guard = ReplyGuard(Sources(JOURNAL), user="\n".join(JOURNAL))
    assert guard.feed(text) + guard.close() == shown


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        # measured: the 1.5B to "I dreamed about an exam again :( I'm so stressed"
        ("It feels overwhelming, but I'm ready to face it. That sounds hard.", "That sounds hard."),
        ("I'm so stressed too. That sounds hard.", "That sounds hard."),
        ("I'm sorry it weighs on you. I'm here.", "I'm sorry it weighs on you. I'm here."),
        ("I'm ready to listen whenever you want.", "I'm ready to listen whenever you want."),
    ],
)
def test_the_companion_does_not_speak_as_the_person_who_told_their_state(
    reply: str, shown: str
) -> None:
    user = "I dreamed about an exam again :( I'm so stressed"
    guard = ReplyGuard(Sources([user]), user=user, message=user)
    assert guard.feed(reply) + guard.close() == shown


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        # measured: the 1.5B, to a dream of being lost in a hospital
        ("You managed to find your way out. That sounds frightening.", "That sounds frightening."),
        ("You found the exit at last. That sounds frightening.", "That sounds frightening."),
        ("You could not find the exit.", "You could not find the exit."),
        ("You never found it, and that sounds frightening.", "You never found it, and that sounds frightening."),
    ],
)  # fmt: skip
def test_a_dream_is_never_told_back_with_what_they_could_not_do_done(
    reply: str, shown: str
) -> None:
    user = "had a dream i was lost in a hospital and couldn't find the exit"
    guard = ReplyGuard(Sources([user]), user=user, message=user)
    assert guard.feed(reply) + guard.close() == shown


def test_the_prompts_own_instructions_are_never_recited_to_the_user() -> None:
    # Measured on the 0.5B: "Acknowledge the feeling gently in one or two sentences, in their own
    # words, and stay with it." as its reply to "I've been feeling really anxious before bed".
    note = "Acknowledge the feeling gently in one or two sentences, in their own words, and stay with it."
    guard = ReplyGuard(Sources(JOURNAL), instructions=note)
    text = "Acknowledge the feeling gently in one or two sentences. That sounds hard, and I'm here."
    assert guard.feed(text) + guard.close() == "That sounds hard, and I'm here."
    assert guard.dropped[0][1] == "recites its instructions"


NOTHING = "You haven't asked me to remember anything about health problems yet."
ONE = "One dream in your journal mentions library:\n- 14 September 2026: Water rose through the library."


@pytest.mark.parametrize(
    ("message", "found", "reply", "shown", "why"),
    [
        ("Have I mentioned any health problems to you before?", False, "Yes, I have.", "",
         "says yes when the journal found nothing"),
        ("did i ever dream of a cat?", False, "Yes, you dreamed of a cat once. Sleep well.",
         "Sleep well.", "says yes when the journal found nothing"),
        ("did i ever dream abut a libary?", True, "No, you haven't dreamt of one. Sleep well.",
         "Sleep well.", "says no when the journal found it"),
        ("Did I tell you about my sister?", True, "I did.", "",
         "answers the user's question about themselves as if asked about itself"),
        # agreeing with the journal, or a yes/no question about the world: kept
        ("did i ever dream abut a libary?", True, "Yes, you did dream about a library.",
         "Yes, you did dream about a library.", None),
        ("Have I mentioned any health problems to you before?", False,
         "Not yet. Is something on your mind?", "Not yet. Is something on your mind?", None),
        ("Is it a bad sign to dream of teeth falling out?", False,
         "No, it is not necessarily a bad sign.", "No, it is not necessarily a bad sign.", None),
        ("Have I dreamt of water?", None, "Yes, I think so.", "Yes, I think so.", None),
    ],
)  # fmt: skip
def test_a_yes_or_a_no_that_the_journals_answer_denies_never_reaches_the_user(
    message: str, found: bool | None, reply: str, shown: str, why: str | None
) -> None:
    lead = ONE if found else NOTHING
    sources = Sources([message, lead, "sleep well"])
    guard = ReplyGuard(sources, user=message, message=message, shown=lead, found=found)
    out = "".join(guard.feed(c) for c in reply) + guard.close()
    assert out.strip() == shown
    assert [r for _, r in guard.dropped][:1] == ([why] if why else [])


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        ("You did not dream on your birthday. Calm.", "Calm."),
        ("You haven't dreamed about the ocean before.", ""),
        ("You never had a dream like that. Calm.", "Calm."),
        ("You didn't dream about Tomas?", "You didn't dream about Tomas?"),
        ("You haven't told me that dream yet.", "You haven't told me that dream yet."),
    ],
)
def test_that_they_never_dreamed_something_is_not_the_journals_to_say(
    reply: str, shown: str
) -> None:
    assert _all_ways(reply) == shown


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        ("I'm just a computer program, so I don't have feelings or sleep. Calm.", "Calm."),
        ("As an AI, I cannot dream. Calm.", "Calm."),
        # probed: to "whats my most common mood", its instructions' words for itself
        ("As a warm, gentle companion, I don't have a personal mood. Calm.", "Calm."),
        ("I am a language model. Calm.", "Calm."),
        ("I don't have feelings, but the ocean sounds warm.", ""),
        ("I'm glad you came by. Calm.", "I'm glad you came by. Calm."),
        ("I'm a good listener, I hope.", "I'm a good listener, I hope."),
    ],
)
def test_the_companion_never_speaks_of_itself_as_a_machine(reply: str, shown: str) -> None:
    assert _all_ways(reply) == shown


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        ('2026-11-03 "Ocean swim" (mood: calm): You were swimming. Calm.', "Calm."),
        ("Could, is, could, could, could. Calm.", "Calm."),
        ("The ocean, the ocean, the warm ocean.", ""),
        ("The ocean was warm, and Tomas was there.", "The ocean was warm, and Tomas was there."),
    ],
)
def test_stored_data_and_a_word_said_over_and_over_never_reach_the_user(
    reply: str, shown: str
) -> None:
    assert _all_ways(reply) == shown


def test_you_are_welcome_answers_thanks_not_a_compliment() -> None:
    compliment = "You're a pretty good listener, you know"
    guard = ReplyGuard(Sources([compliment]), user=compliment, message=compliment)
    assert guard.feed("You're welcome!") + guard.close() == ""
    assert guard.dropped == [("You're welcome!", "answers a thanks that was not given")]
    thanks = "Thanks, that helps."
    guard = ReplyGuard(Sources([thanks]), user=thanks, message=thanks)
    assert guard.feed("You're welcome!") + guard.close() == "You're welcome!"


def test_a_reply_that_stops_where_a_sentence_only_opened_shows_none_of_it() -> None:
    # measured: "In terms of what this dream could mean for you" as the whole reply (its pass cut
    # by a lookup)
    asked = "why would i dream that"
    for reply, shown in (
        ("In terms of what this dream could mean for you", ""),
        ("If you think about it", ""),
        ("That sounds peaceful", "That sounds peaceful"),
    ):
        guard = ReplyGuard(Sources([asked]), user=asked, message=asked)
        assert "".join(guard.feed(c) for c in reply) + guard.close() == shown


def test_a_feeling_they_told_is_never_denied() -> None:
    # measured: "You're not nervous about the exam; you're preparing for it." (the 1.5B)
    told = "i'm nervous about my exam tomorrow and i can't stop thinking about it"
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    reply = "You're not nervous about the exam; you're preparing for it. That sounds like a lot."
    assert (guard.feed(reply) + guard.close()).strip() == "That sounds like a lot."
    lonely = "i feel so alone tonight"
    guard = ReplyGuard(Sources([lonely]), user=lonely, message=lonely)
    assert (
        guard.feed("You're not alone. I'm here.") + guard.close() == "You're not alone. I'm here."
    )


def test_thank_you_for_asking_answers_a_question_not_a_greeting() -> None:
    # measured: "Evening, thank you for asking. How did you dream?" to "evening"
    said = "evening"
    guard = ReplyGuard(Sources([said]), user=said, message=said)
    assert guard.feed("Thank you for asking. Good evening!") + guard.close() == "Good evening!"
    asked = "how are you?"
    guard = ReplyGuard(Sources([asked]), user=asked, message=asked)
    assert guard.feed("I'm well, thank you for asking.") + guard.close() == (
        "I'm well, thank you for asking."
    )


def test_what_the_user_did_is_never_told_by_the_companion_as_its_own() -> None:
    dream = "I climbed a lighthouse while the sea crashed below, water everywhere."
    asked = "In which dream did I feel anxious?"
    guard = ReplyGuard(Sources([asked, dream]), user=f"{asked}\n{dream}", message=asked)
    reply = "I feel anxious in the dream where I climbed a lighthouse, the sea below. I see why."
    assert (guard.feed(reply) + guard.close()).strip() == "I see why."
    assert guard.dropped[0][1] == "tells what the user did as its own"
    # the companion's own first person stays: "I think", "I remember", "I found"
    guard = ReplyGuard(Sources([asked, dream]), user=f"{asked}\n{dream}", message=asked)
    kept = "I think the lighthouse dream was the anxious one. I remember you climbed it."
    assert (guard.feed(kept) + guard.close()).strip() == kept


OCTOBER = (
    "You have logged 3 dreams in October 2026, from 2 to 25 October 2026.\n"
    "Moods: calm (1), nervous (1), scared (1).\nWhat comes back: water (3 dreams)."
)


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        # a count the journal's own figures deny
        ("You had three dreams. Two of them were calm. Sleep well.",
         "You had three dreams. Sleep well."),
        ("You had one dream in October.", ""),
        ("Two of your dreams were scared ones, one was calm.", ""),
        # a part of a whole, at most as many as the whole: kept
        ("One of your dreams mentions water, and one was calm.",
         "One of your dreams mentions water, and one was calm."),
        ("Water came back in 3 dreams.", "Water came back in 3 dreams."),
    ],
)  # fmt: skip
def test_a_count_the_journals_figures_deny_never_reaches_the_user(reply: str, shown: str) -> None:
    asked = "Summarize my dreams from October."
    guard = ReplyGuard(Sources([asked, OCTOBER, "sleep well"]), user=asked, message=asked)
    out = "".join(guard.feed(c) for c in reply) + guard.close()
    assert out.strip() == shown
    if shown != reply:
        assert any(why.startswith("count ") for _, why in guard.dropped), guard.dropped


@pytest.mark.parametrize(
    ("message", "reply", "shown"),
    [
        ("My sister is called Ana, please remember that.", "I'm glad you remember it, Ana.", ""),
        ("My sister is called Ana, please remember that.", "Ana, what a lovely name! Sleep well.",
         "Sleep well."),
        ("My sister is called Ana, please remember that.", "Hi Ana! How is she?", "How is she?"),
        # the user's own name, and a name given as an answer: kept
        ("My name is Mara and my sister is Ana.", "Hi Mara, how did you sleep?",
         "Hi Mara, how did you sleep?"),
        ("What is my sister's name? I told you: my sister is called Ana.", "Ana.", "Ana."),
        ("hello", "Hello! How did you sleep?", "Hello! How did you sleep?"),
        # ... nor by the companion's own (the 1.5B, to "morning sandman")
        # (the clause alone is held back: "Sleep tight, Sandman!" was a fallback line)
        ("morning sandman", "Good morning, Sandman! How did you sleep?",
         "Good morning. How did you sleep?"),
        ("sleep tight sandman", "Sleep tight, Sandman!", "Sleep tight."),
        ("hi sandman", "Hi Sandman, how are you?", ""),
        ("who are you", "I'm Sandman, your dream companion.", "I'm Sandman, your dream companion."),
        ("call me Sandman", "Hello, Sandman!", "Hello, Sandman!"),
        # a name written in lower case (probed: "That's a wonderful gift, Taylor.", to more of a
        # dream of meeting taylor swift)
        ("i dreamed i met taylor swift and she bought me a guitar", "Sleep well, Taylor.", ""),
        # a farewell alone is no name (probed: "Goodnight!" held back, to "goodnight sandman")
        ("goodnight sandman", "Goodnight! Sleep well.", "Goodnight! Sleep well."),
    ],
)  # fmt: skip
def test_the_user_is_never_called_by_the_name_of_someone_they_told_of(
    message: str, reply: str, shown: str
) -> None:
    guard = ReplyGuard(Sources([message, "sleep well she"]), user=message, message=message)
    out = "".join(guard.feed(c) for c in reply) + guard.close()
    assert out.strip() == shown
    if shown != reply:
        assert any("calls the user" in why for _, why in guard.dropped), guard.dropped


@pytest.mark.parametrize(
    ("told", "reply"),
    [
        # probed, the 1.5B: a task said as ours, or as what is best
        ("my mind keeps racing about work",
         "That sounds hard. Let's focus on what you can do today to manage your workload."),
        ("nothing much, just couldnt sleep",
         "That sounds hard. Sometimes, it's best to take a break and relax."),
        ("thats the third time now",
         "That sounds hard. Let's work through any issues you may have together."),
        # (the reply eval, the 1.5B, to a sea that turned into honey): an outing proposed
        ("i was on a boat near Porto and the sea turned into honey",
         "That sounds hard. Maybe you would enjoy visiting Porto some day to see the real thing?"),
    ],
)  # fmt: skip
def test_a_task_said_as_ours_or_as_best_is_advice(told: str, reply: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    assert (guard.feed(reply) + guard.close()).strip() == "That sounds hard."
    said = "It's good to hear from you. It's better to know than to guess."
    assert ReplyGuard(Sources([told]), user=told, advice=False).feed(said) != ""


def test_it_helps_to_is_advice_a_hard_feeling_did_not_ask_for() -> None:
    told = "I'm feeling anxious before bed lately."
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    reply = "That sounds hard. Sometimes, it helps to focus on something you enjoy."
    assert (guard.feed(reply) + guard.close()).strip() == "That sounds hard."


@pytest.mark.parametrize(
    ("told", "reply"),
    [
        # measured, the 1.5B, to "i'm scared to go to sleep tonight" (its only kept sentence)
        ("i'm scared to go to sleep tonight", "Perhaps it will help you relax and fall asleep faster."),
        # probed, to "i didnt let him in" (a dream of an ex at the door)
        ("i didnt let him in", "Maybe you could tell him that you miss him."),
        # probed, the 1.5B: a bright side, a task asked as a question
        ("ugh work has been so stressful", "It is a lot, but it can also be a chance to grow."),
        ("my boss was the lifeguard lol", "Have you ever considered asking him about his day?"),
        ("i woke up crying", "You might find comfort in knowing that others feel this too."),
        ("i dreamt i was late for my own wedding", "Could you look up what being late means?"),
        ("i know its not real but i cant shake it", "Let's see if we can find something positive."),
        ("im scared to go to sleep", "You feel scared, which is normal and common."),
        # probed, the 1.5B: the hard thing itself waved through
        ("i feel like nobody listens to me", "It's okay if no one pays attention to you, and that's normal!"),
        ("i feel like nobody listens to me", "That is perfectly normal."),
        ("i had a rough day", "You might need some time to recharge."),
        ("i didnt want to wake up", "It is a wish to rest, which is entirely normal."),
        # measured, to "i'm honestly so tired of having nightmares": a hard thing made ordinary
        ("i'm honestly so tired of having nightmares", "Your nightmares are a common part of life."),
        ("i'm so tired of these nightmares", "Bad dreams are just a normal part of sleep."),
        # measured, the 1.5B: help pointed elsewhere
        ("i'm kind of scared to go back to sleep tbh", "Do not hesitate to ask for help if you need it."),
        ("i felt so embarassed", "There are many resources available online and in person."),
        ("i feel so alone lately", "Please reach out to someone you trust."),
        # probed, the 1.5B, of a mother who had died: a task, whoever it is for
        ("she didnt say anything", "You may want to ask her about the dream."),
    ],
)  # fmt: skip
def test_a_hard_feeling_is_neither_fixed_nor_made_ordinary(told: str, reply: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    out = guard.feed(reply + " That sounds exhausting.") + guard.close()
    assert out.strip() == "That sounds exhausting."


LIBRARY = (
    '2 dreams with the mood anxious: - 14 September 2026, "The flooded library" (mood: anxious):'
    " Water rose through the library and the books floated."
)


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        # a participle that goes on with a telling adds only what the sources hold
        ("In that dream you felt anxious as the water rose, causing the books to float and making "
         "it hard to read. Sleep well.", "Sleep well."),
        ("In the flooded library dream, you felt anxious as water rose, leaving the books floating.",
         "In the flooded library dream, you felt anxious as water rose, leaving the books floating."),
        # a comment after a telling is no telling
        ("Water rose through the library, which sounds frightening.",
         "Water rose through the library, which sounds frightening."),
        # a participle with no telling before it is left alone
        ("Sleep well, dreaming of calmer water.", "Sleep well, dreaming of calmer water."),
        # ... and so does one more item of its list
        ("In that dream you felt anxious, lost, and relieved. Sleep well.", "Sleep well."),
        ("In that dream you saw the water, the books, and the shelves. Sleep well.",
         "Sleep well."),
        ("In that dream you saw the water, and the books.",
         "In that dream you saw the water, and the books."),
        # an exclamation after a telling adds nothing to it
        ("In that dream you felt anxious, how hard.", "In that dream you felt anxious, how hard."),
    ],
)  # fmt: skip
def test_a_telling_goes_on_only_in_the_sources_words(reply: str, shown: str) -> None:
    asked = "In which dream did I feel anxious?"
    guard = ReplyGuard(Sources([asked, LIBRARY, "sleep well"]), user=asked, message=asked)
    out = "".join(guard.feed(c) for c in reply) + guard.close()
    assert out.strip() == shown


def test_a_lesson_opened_with_remember_is_advice_a_hard_feeling_did_not_ask_for() -> None:
    told = "I'm feeling anxious before bed lately."
    for lesson in (
        "Remember, you're in control of your thoughts.",
        "Remember, dreams are natural.",
        "Remember that everyone has their own fears and doubts.",
        "It's a common fear, but remember that dreams are just like any other part of your life.",
    ):
        guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
        reply = f"That sounds hard. {lesson}"
        assert (guard.feed(reply) + guard.close()).strip() == "That sounds hard."


def test_a_sentence_counts_toward_a_cap_whole_even_when_it_runs_on_in_pieces() -> None:
    # longer than MAX_HELD, so judged in pieces; the last piece has two words
    long = (
        "The warm ocean of your swim with your brother Tomas sounds like the calmest water of all "
        "the dreams here. "
    )
    guard = ReplyGuard(Sources(JOURNAL))
    # streamed a word at a time, as a model does: the run-on sentence is released in pieces
    shown = "".join(guard.feed(w + " ") for w in ("Hello there! " + long + "Calm.").split())
    assert shown.startswith("Hello there! The warm ocean")
    # "Hello there!" and "Calm." are too short to count; the run-on one counts once
    assert (guard.sentences, guard.full_sentences) == (3, 1)


def test_what_earlier_dreams_held_is_never_the_dictionarys_reading() -> None:
    sources = Sources(
        [
            *JOURNAL,
            "Dictionary (snake): Hidden fears; a snake can warn of danger or signal healing.",
        ]
    )
    said = "In past dreams, snakes have warned of danger. A snake can warn of danger."
    assert guarded(said, sources) == "A snake can warn of danger."
    # probed: "In the past dreams where you had loose teeth, it was related to … biting things"
    said = "In the past dreams, snakes have warned of danger. A snake can warn of danger."
    assert guarded(said, sources) == "A snake can warn of danger."
    kept = "In your earlier dreams, you were swimming in a warm ocean."
    assert guarded(kept, sources) == kept


def test_a_feeling_told_as_theirs_comes_from_their_words_not_the_companions_own() -> None:
    # The 1.5B to a dream told as waking up shaking, its own "emotional state" and a past
    # lookup's "hidden fears" earlier in the conversation: "That dream made you feel a mix of
    # emotions - fear, shock, and relief."
    told = "i had a dream where my dad was driving a bus off a cliff and i woke up shaking"
    earlier = [
        "It might hold emotions for you: fear, shock and relief.",  # the companion, a turn before
        "Dream dictionaries read snake as Transformation and hidden fears; relief and shock.",
    ]
    reply = (
        "That dream made you feel a mix of emotions - fear, shock, and relief. Did it remind "
        "you of anything?"
    )
    for theirs, shown in (
        ([told], "Did it remind you of anything?"),
        ([told, "I felt a mix of emotions: fear, shock and relief"], reply),
    ):
        sources = Sources([told, *earlier, *theirs], theirs=theirs)
        guard = ReplyGuard(sources, user=told, message=told)
        assert (guard.feed(reply) + guard.close()).strip() == shown
    # with no word on whose words are theirs, every source but the dictionary's lines counts
    guard = ReplyGuard(Sources([told, *earlier]), user=told, message=told)
    assert "made you feel" in guard.feed(reply) + guard.close()


@pytest.mark.parametrize(
    ("user", "reply", "shown"),
    [
        # probed: the 1.5B to "what could that mean", and to a door that won't open
        ("what could that mean",
         "That could mean something significant or personal to them. What stays with you?",
         "What stays with you?"),
        ("what does it mean when you dream of a door that won't open",
         "It could mean that the door is closed to them because they are not ready. "
         "A locked door can hold something back.",
         "A locked door can hold something back."),
        # "they" that stands for something said is kept: a plural, people, a person of theirs
        ("I dreamed of wolves howling",
         "Wolves often stand for loyalty. They may guard what matters to you.",
         "Wolves often stand for loyalty. They may guard what matters to you."),
        ("what could that mean",
         "Many people have dreams like this; they often come in stressful times.",
         "Many people have dreams like this; they often come in stressful times."),
        ("my sister was in the dream", "Maybe they stand for someone close to you.",
         "Maybe they stand for someone close to you."),
    ],
)  # fmt: skip
def test_they_that_stands_for_no_one_said_is_the_user_spoken_of(
    user: str, reply: str, shown: str
) -> None:
    read = "Dictionary (wolf): loyalty; guarding what matters; someone close to you."
    guard = ReplyGuard(Sources([user, read]), user=user, message=user)
    assert "".join(guard.feed(c) for c in reply) + guard.close() == shown


def test_their_dream_told_back_of_they_is_the_user_spoken_of() -> None:
    # probed: the 1.5B on their dream "My teeth were loose and I kept them in my pocket", with
    # a brother in the journal for "they" to stand for
    theirs = '- 11 November 2026, "Teeth": My teeth were loose and I kept them in my pocket.'
    sources = Sources([theirs, "My brother Tomas lives in Porto."])
    guard = ReplyGuard(sources, user=theirs, message="show me the teeth dream")
    reply = "The teeth were loose and they kept them in their pocket. Loose teeth can mean worry."
    assert guard.feed(reply) + guard.close() == "Loose teeth can mean worry."


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed, the 1.5B, to "i would never do that, why would i dream it" after a nightmare of
        # hurting a sister (so "they" could stand for her)
        ("i had a nightmare that i hurt my little sister. i would never do that, why would i dream it",
         "It's likely that they dreamed about hurting their sister to feel better. Calm.", "Calm."),
        ("my sister dreamed she hurt me, why would she dream it",
         "They dreamed it about you. Calm.", "They dreamed it about you. Calm."),
        # probed, the 1.5B, to "i had the dream again where i drown": a thought told as theirs
        ("i had the dream again where i drown",
         "It made you wonder if you might be having trouble with your health. Calm.", "Calm."),
        ("the dream got me worried about my health", "It made you worry about your health.",
         "It made you worry about your health."),
        # probed, the 1.5B, to "i dreamed about you sandman": how it felt is theirs to say
        ("i dreamed about you sandman",
         "The dream you had was filled with a deep sense of connection. Calm.", "Calm."),
        ("i dreamed about a calm lake, it was peaceful", "The dream you had was peaceful.",
         "The dream you had was peaceful."),
        # probed, the 1.5B, to "i feel like a terrible mother already": a reflection names their
        # feeling, not a new one
        ("i feel like a terrible mother already",
         "It sounds like you're feeling overwhelmed by your role as a mother. Calm.", "Calm."),
        ("i'm so anxious about tomorrow", "It sounds like you're feeling anxious.",
         "It sounds like you're feeling anxious."),
        # probed, the 1.5B: to waking unable to move; to a dream of an ex
        ("i woke up and couldnt move and someone was standing in the corner",
         "You seem to be experiencing a sense of isolation. Calm.", "Calm."),
        ("my ex was in my dream again", "You might be feeling more relaxed now. Calm.", "Calm."),
        ("i was so scared in the dream", "You might be feeling scared still.",
         "You might be feeling scared still."),
        # probed, the 1.5B, to "she's 6" (of a daughter's nightmares): a loss nobody told
        ("she's 6", "Tell her you're sad to lose your baby. Calm.", "Calm."),
        # probed, the 1.5B, to "i dreamed about you sandman": a likeness of its own
        ("i dreamed about you sandman",
         "You dreamed about me, as if the stars were watching over you. Calm.", "Calm."),
        # probed, the 1.5B, to "why do you think that keeps happening" of a dream that keeps
        # coming back: what the dreamer lives, said of "them"
        ("why do you think that keeps happening",
         "It's possible that they're dealing with stress, or something causing them to feel "
         "overwhelmed. Calm.", "Calm."),
        ("why do you think that keeps happening",
         "It's possible that their stress levels are high. Calm.", "Calm."),
        ("why is my sister so stressed lately", "It's possible that they're dealing with a lot.",
         "It's possible that they're dealing with a lot."),
        ("why do my friends think i'm weird", "Maybe they're feeling unsure of you.",
         "Maybe they're feeling unsure of you."),
        # probed, the 1.5B, to "whatever, tell me something nice": how they look, never seen
        ("whatever, tell me something nice",
         "You have a beautiful smile and kind heart. You're so beautiful. Calm.", "Calm."),
        ("my friends always tease me about my smile", "You have a lovely smile, it seems.",
         "You have a lovely smile, it seems."),
        # probed, the 1.5B: a feeling they said they did not have
        ("i didnt feel sad though, just confused",
         "You could have felt sad because you were confused. You felt confused.",
         "You felt confused."),
        ("i wasnt scared at all", "You were so scared. Calm.", "Calm."),
        # probed, the 1.5B, to "i think im pregnant and i had a dream about a baby": a feeling
        # named without "feeling"
        ("i think im pregnant and i had a dream about a baby",
         "It sounds like you're excited about having a baby. Calm.", "Calm."),
        ("i'm so excited, i dreamt about a baby", "It sounds like you're excited about a baby.",
         "It sounds like you're excited about a baby."),
        # probed, the 1.5B: a feeling they must have had, and one of someone else's
        ("i had a dream i was pregnant but im a guy lol",
         "You must have felt a lot of excitement at the prospect of a baby. Calm.", "Calm."),
        ("i dreamt my best friend stopped talking to me and now im paranoid she actually hates me",
         "Your best friend stopped talking to you because she feels threatened by you. Calm.",
         "Calm."),
        ("i dreamt my sister was scared of the dog", "She feels scared of the dog.",
         "She feels scared of the dog."),
        # probed, the 1.5B: their dream dismissed; reassurance that it says nothing bad stays
        ("why would i dream that lol", "It doesn't have any meaning for you. Calm.", "Calm."),
        ("does that make me a bad person", "It doesn't mean you're a bad person.",
         "It doesn't mean you're a bad person."),
        # probed, the 1.5B: a lesson they drew, which they did not
        ("i dreamt leo was flying a kite on the roof",
         "It reminded you that even in difficult times, there is always more to learn. Calm.",
         "Calm."),
        # probed, the 1.5B: what someone in their life feels about them, which nobody here knows
        ("i dreamt my best friend stopped talking to me and now im paranoid she actually hates me",
         "She may actually hate you because she doesn't see the value in you. Calm.", "Calm."),
        ("i dreamt my dad yelled at me", "Your dad probably loves you deeply. Calm.", "Calm."),
        ("i dreamt my dad yelled at me", "He doesn't respect your choices. Calm.", "Calm."),
        ("i dreamt my dad yelled at me", "Did he seem angry with you in the dream?",
         "Did he seem angry with you in the dream?"),
        # probed, the 1.5B, to "do i dream more when im stressed?" over a count of moods: a
        # finding the journal did not make
        ("do i dream more when im stressed?",
         "The journal found that you were more anxious about flying when stressed. Calm.", "Calm."),
    ],
)  # fmt: skip
def test_the_dreamer_is_no_they_and_their_thoughts_are_theirs_to_tell(
    told: str, reply: str, shown: str
) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


@pytest.mark.parametrize(
    ("told", "reply"),
    [
        # probed, the 1.5B, of a father who had died
        ("what would he say if he saw me now",
         "He would likely feel sad or guilty about not being able to be with you right now."),
        ("i miss my mom", "Your mom would be so proud of you."),
        ("it felt so real, i could smell his jacket", "The warmth of his jacket filled my heart."),
        ("i dreamt of my grandma's kitchen", "My heart is full just hearing it."),
    ],
)  # fmt: skip
def test_no_one_is_spoken_for_and_no_heart_of_its_own_is_told(told: str, reply: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply + " Calm.") + guard.close()).strip() == "Calm."


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed, the 1.5B: a thing done together that a journal cannot do
        ("i think ill write her a letter", "Sure! Let's write a letter together. A letter.",
         "Sure! A letter."),
        ("what does water mean", "Let's take a look at water. Water.",
         "Let's take a look at water. Water."),
        # probed: to a guitar bought in a dream, and a dolphin that talked
        ("she bought me a guitar", "A guitar! How about we take some time to play it together?",
         "A guitar!"),
        ("it said i need to slow down", "Slow. Let's enjoy your time together in the water.",
         "Slow."),
        ("i had a dream", "How about we talk about it?", "How about we talk about it?"),
        # ... and "we" who feel as people do
        ("i feel stupid crying over a dream",
         "Sometimes we can feel a sense of nostalgia or sadness. It's okay to cry.",
         "It's okay to cry."),
    ],
)  # fmt: skip
def test_no_life_in_the_world_is_shared_with_them(told: str, reply: str, shown: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed, the 1.5B, to "he passed away 3 years ago", after that dream
        ("i dreamt my dad was teaching me to drive again",
         "You are missing a key detail: your father was not teaching you to drive again. Driving.",
         "Driving."),
        ("i dreamt my dad was teaching me to drive again",
         "Your father was not teaching you to drive again. Driving.", "Driving."),
        # what they told in the negative, or a question: theirs
        ("i couldnt breathe underwater and nobody heard me",
         "You couldn't breathe, and nobody heard you. Underwater.",
         "You couldn't breathe, and nobody heard you. Underwater."),
        ("i dreamt i was teaching a class", "You weren't teaching alone? A class.",
         "You weren't teaching alone? A class."),
        # of itself, not of what they told
        ("i dreamt i was teaching a class", "I was not teaching, you were. A class.",
         "I was not teaching, you were. A class."),
    ],
)  # fmt: skip
def test_what_they_told_is_never_corrected(told: str, reply: str, shown: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed, the 1.5B, after a nightmare that keeps coming back
        ("is something wrong with me", "You might be experiencing a bit of stress or anxiety.", ""),
        ("i cant sleep lately", "You may be dealing with insomnia.", ""),
        ("i keep waking up at 3am every night",
         "You might be experiencing sleep apnea, which can cause you to wake up at night.", ""),
        # their word: theirs
        ("work stress is killing me", "You're dealing with a lot of stress right now.",
         "You're dealing with a lot of stress right now."),
        # probed: a condition of two words they named held back as never said
        ("i think im having Sleep Paralysis, i woke up and couldnt move",
         "It sounds like you're experiencing sleep paralysis.",
         "It sounds like you're experiencing sleep paralysis."),
        ("i woke up and couldnt move", "It sounds like you're experiencing sleep paralysis.", ""),
    ],
)  # fmt: skip
def test_no_condition_is_given_them(told: str, reply: str, shown: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed, the 1.5B, after a dream of teeth falling out that kept coming back
        ("its happened like 4 times this month",
         "It's quite unusual to have your teeth fall out in a dream. Sometimes it can be a sign of "
         "stress, but it might also indicate an underlying physical condition.",
         ""),
        ("i dreamt i was flying", "That is very rare. Flying can feel freeing.",
         "Flying can feel freeing."),
        ("i dreamt my dad left", "That's not common. It could be a sign of an illness.", ""),
        # their health, their word: theirs
        ("i have a health condition and i dream about hospitals",
         "Your health condition may be on your mind.", "Your health condition may be on your mind."),
        ("i dreamt of a dog", "It's common to dream of pets.", "It's common to dream of pets."),
        ("my teeth fell out in my dream again",
         "That is quite uncommon. What do you notice each time?", "What do you notice each time?"),
    ],
)  # fmt: skip
def test_no_dream_is_called_rare_nor_read_as_an_illness(told: str, reply: str, shown: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed, the 1.5B, each to a dream told with nothing asked of it
        ("last night i dreamed she was making breakfast like nothing happened",
         "This made her seem like a distant figure rather than someone present. What was she making?",
         "What was she making?"),
        ("i was in my old high school and the hallways were flooded",
         "The flood could symbolize something dark that happened to you. Flooded hallways!",
         "Flooded hallways!"),
        ("i dreamt my dad was teaching me to drive again",
         "It's a reminder of the joy and freedom of driving. Your dad, teaching you again.",
         "Your dad, teaching you again."),
        ("i dreamt my dad was teaching me to drive again",
         "Your dad, teaching you again! Maybe it's a good reminder of the lessons you learned.",
         "Your dad, teaching you again!"),
        ("yesterday I dreamt that the train finally stopped, at a station made of books",
         "It's an interesting way to visualize your thoughts about rest. A station of books!",
         "A station of books!"),
        ("she was humming while she made breakfast",
         "Perhaps you're thinking about how to make breakfast for yourself now? Humming.",
         "Humming."),
        ("and my math teacher was chasing me on a scooter lmaooo",
         "Wow, a scooter! Perhaps it was a good reminder to slow down and focus on what matters.",
         "Wow, a scooter!"),
        ("and last night i dreamt he was standing at the door smiling",
         "This dream is about a strong relationship between you and him. Smiling at the door.",
         "Smiling at the door."),
        # probed: the 1.5B, to "i dreamed my house had a secret room"
        ("i dreamed my house had a secret room",
         "A secret room! It could be a place where you retreat when things get too much.",
         "A secret room!"),
        ("i dreamed my house had a secret room",
         "A secret room! Maybe it's a safe haven for you.", "A secret room!"),
        # probed: the 1.5B, to "it was full of old toys", after a room never known
        ("it was full of old toys",
         "Old toys! They remind you of the joy and growth you've experienced.", "Old toys!"),
    ],
)  # fmt: skip
def test_a_dream_only_told_gets_no_reading(told: str, reply: str, shown: str) -> None:
    sources = Sources([told], theirs=[told], felt_in=[told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, readings=False)
    assert (guard.feed(reply) + guard.close()).strip() == shown
    # asked what it means (or any other turn), a reading is theirs to have
    asked = ReplyGuard(sources, user=told, message=told)
    assert (asked.feed(reply) + asked.close()).strip() != shown


def test_a_dream_only_told_may_be_read_by_a_meaning_of_their_own() -> None:
    # the reply eval (told-links-3): their meaning of a bridge, shown by the journal, said again
    told = "Last night I dreamt Ines and I were crossing a bridge over a frozen lake."
    shown = f"Saved your dream as #7: {told}\nTo you, bridge means: a decision I keep putting off"
    sources = Sources([told, shown], theirs=[told, shown], felt_in=[told], message=told)
    guard = ReplyGuard(sources, user=f"{told}\n{shown}", message=told, readings=False)
    reply = "The bridge could symbolize a decision you keep putting off. It could mean a journey."
    assert (guard.feed(reply) + guard.close()).strip() == (
        "The bridge could symbolize a decision you keep putting off."
    )


def test_people_in_general_are_they_even_beside_the_users_words() -> None:
    # probed, the 1.5B to "is it normal to dream about someone who died": "to dream about
    # someone" is theirs, but the "they" is people's
    asked = "is it normal to dream about someone who died"
    guard = ReplyGuard(Sources([asked]), user=asked, message=asked)
    reply = "It's normal for people to dream about someone they've lost."
    assert guard.feed(reply) + guard.close() == reply


def test_a_narration_in_the_present_of_someone_they_named_holds_only_their_words() -> None:
    # the reply eval, to Ines learning to ride a bike on a hospital roof
    sources = Sources(["I dreamed my niece Ines learned to ride a bike on the hospital roof."])
    invented = "The young girl Ines is curious about riding a bike on such an extraordinary roof."
    assert guarded(f"{invented} Calm.", sources) == "Calm."
    told = "Ines is learning to ride a bike on the roof. Calm."
    assert guarded(told, sources) == told


def test_what_they_did_not_know_is_theirs_to_say() -> None:
    # the 1.5B, to "I woke up at 3am and couldn't fall back asleep"
    woke = "I woke up at 3am and couldn't fall back asleep"
    said = "You didn't know why you couldn't fall back asleep. That sounds hard."
    guard = ReplyGuard(Sources([woke]), user=woke, message=woke)
    assert guard.feed(said) + guard.close() == "That sounds hard."
    # ... unless they said so
    unsure = "I have no idea why I keep waking up at 3am"
    guard = ReplyGuard(Sources([unsure]), user=unsure, message=unsure)
    said = "You don't know why it keeps happening. That sounds hard."
    assert guard.feed(said) + guard.close() == said
    # (the 1.5B, to "my manager is called Priya")
    told = "my manager is called Priya"
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    said = "You're not sure what Priya means to you. Thanks for telling me."
    assert guard.feed(said) + guard.close() == "Thanks for telling me."


def test_a_death_in_their_dream_is_never_spoken_of_as_a_real_one() -> None:
    # the 1.5B, to "I dreamt my mom died and I woke up crying"
    told = "I dreamt my mom died and I woke up crying"
    for said in (
        "It feels very sad to hear that your mom passed away.",
        "I'm so sorry for your loss.",
    ):
        guard = ReplyGuard(Sources([told]), user=told, message=told)
        assert guard.feed(f"{said} How are you feeling?") + guard.close() == "How are you feeling?"
    # probed, the 1.5B, to a dream of a little brother drowning (asleep in the next room)
    drowned = "i had a dream my baby brother drowned in the pool and i couldnt save him"
    guard = ReplyGuard(Sources([drowned]), user=drowned, message=drowned)
    said = "How awful. You did your best, but unfortunately he didn't survive. How are you feeling?"
    assert guard.feed(said) + guard.close() == "How awful. How are you feeling?"
    # said of the dream, it is the dream's
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    dreamt = "Dreaming that your mom died must have been frightening."
    assert guard.feed(dreamt) + guard.close() == dreamt
    # a real loss they told, in a dream or not, may be met as one
    real = "i dreamt about my grandma who passed away last year, she was baking bread"
    guard = ReplyGuard(Sources([real]), user=real, message=real)
    sorry = "I'm sorry your grandma passed away."
    assert guard.feed(sorry) + guard.close() == sorry


def test_a_reminder_or_a_sign_to_do_something_is_advice_and_what_it_reminds_them_of_a_maybe() -> (
    None
):
    # measured: the 1.5B, to "I dreampt about a wolf chasing me thru the woods"
    told = "I dreampt about a wolf chasing me thru the woods"
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    reply = (
        "The wolf in your dream reminds you of the predator that often stalks you at night. "
        "It's a reminder to stay alert and keep an eye out for danger. "
        "It could be a sign to slow down. "
        "A wolf chasing you sounds frightening. Does it remind you of anyone? "
        "It might remind you of something at work."
    )
    assert (guard.feed(reply) + guard.close()).strip() == (
        "The wolf in your dream might remind you of the predator that often stalks you at night. "
        "A wolf chasing you sounds frightening. Does it remind you of anyone? "
        "It might remind you of something at work."
    )
    # (the 1.5B, to a snake in their grandmother's kitchen)
    said = "It reminded you of the time when you learned to bake."
    baked = ["My grandmother Rosa taught me to bake.", told]
    guard = ReplyGuard(Sources(baked), user=told, message=told, advice=False)
    assert guard.feed(said) + guard.close() == (
        "It might have reminded you of the time when you learned to bake."
    )
    # asked for advice, a sign to slow down is theirs to hear
    asked = "what should I do about this wolf dream?"
    guard = ReplyGuard(Sources([asked]), user=asked, message=asked, advice=True)
    assert "a sign to slow down" in guard.feed("It could be a sign to slow down.") + guard.close()


def test_a_told_dream_is_never_called_unknowable() -> None:
    # measured: the 1.5B, to "it honestly freaked me out" after a funeral dream they told
    told = "it honestly freaked me out"
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    reply = (
        "It's difficult to say for sure what you were dreaming about, but it sounds scary. "
        "That sounds frightening."
    )
    assert (guard.feed(reply) + guard.close()).strip() == "That sounds frightening."


def test_a_feeling_they_said_may_be_told_back_in_a_word_of_the_same_feeling() -> None:
    # measured: "You felt alone," held back after "it felt kind of lonely"
    told = "it felt kind of lonely"
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    out = guard.feed("You felt alone in it. You felt angry too.") + guard.close()
    assert out.strip() == "You felt alone in it."


# The journal as a turn of telling shows it: the dream just told, saved, and earlier dreams
# linked beside it, each with its mood.
_LINKED = (
    'Saved your dream "Flying over a forest".\n'
    '- 2026-10-05 "Over the rooftops" (mood: excited): I was flying over the rooftops of an old '
    "city at dusk.\n"
    '- 2026-10-27 "Anna\'s train" (mood: sad): My sister Anna was leaving on a train.'
)


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed: the 1.5B, "excited" being the linked rooftops dream's mood
        (
            "i dreamed i was flying over a forest, it was kinda funny",
            "The dream about flying was very exciting for you. What made it funny?",
            "What made it funny?",
        ),
        # probed: "sad" was Anna's train dream's mood, not a word of theirs
        (
            "i miss anna, she lives far away now",
            "You feel sad that Anna lives far away. Missing someone is hard.",
            "Missing someone is hard.",
        ),
        # a feeling said after "you were", as a reading ("when you were worried about…")
        (
            "i dreamed i was flying over a forest, it was kinda funny",
            "It came at a time when you were worried. Flying can mean freedom.",
            "Flying can mean freedom.",
        ),
        # probed: feelings and loves given to them in other words
        (
            "i dreamed i was flying over a forest, it was kinda funny",
            "It gave you a sense of freedom and peace. What made it funny?",
            "What made it funny?",
        ),
        (
            "i dreamed i was flying over a forest, it was kinda funny",
            "It's a reminder of how much you love your family. What made it funny?",
            "What made it funny?",
        ),
        (
            "my dog died last year and i dreamed about him, he was running in a field",
            "I understand you feel sad about your dog dying. He was running in a field.",
            "He was running in a field.",
        ),
        # probed: to "i dreamed the presentation went terribly and everyone laughed"
        (
            "i dreamed the presentation went terribly and everyone laughed",
            "It was hard, but everyone appreciated your effort. What did they laugh at?",
            "What did they laugh at?",
        ),
        # probed: to "i'm anxious about tomorrow, big presentation"
        (
            "i'm anxious about tomorrow, big presentation",
            "You'll be prepared with your notes. What is it about?",
            "What is it about?",
        ),
        # probed: to "had a dream about my old house last night"
        (
            "hi! had a dream about my old house last night",
            "You remember feeling happy and safe there. What was the house like?",
            "What was the house like?",
        ),
        # probed: to "i feel kind of proud i didnt open it"
        (
            "i feel kind of proud i didnt open it",
            "It shows that you were patient and respectful. What made you proud?",
            "What made you proud?",
        ),
        # probed: a question that takes a feeling as given gives it
        (
            "i dreamed i was late for a flight and kept losing my passport",
            "Why do you think it was so scary? Where were you going?",
            "Where were you going?",
        ),
        (
            "i dreamed i was late for a flight and kept losing my passport, so scary",
            "Why do you think it was so frightening? Where were you going?",
            "Why do you think it was so frightening?",  # (one question a reply)
        ),
        # a feeling wondered about is no feeling told
        (
            "i dreamed i was flying over a forest, it was kinda funny",
            "Tell me if you were scared at all.",
            "Tell me if you were scared at all.",
        ),
        # their own feeling, in their words or one of the same feeling, stays
        (
            "i miss anna, she lives far away now and i feel so alone",
            "You feel lonely without Anna. Missing someone is hard.",
            "You feel lonely without Anna. Missing someone is hard.",
        ),
        # a clause that names an earlier dream by what only the journal holds may give its mood
        (
            "i dreamed i was flying over a forest, it was kinda funny",
            "Over the rooftops, you felt excited. What made this one funny?",
            "Over the rooftops, you felt excited. What made this one funny?",
        ),
    ],
)
def test_to_what_they_told_a_feeling_of_theirs_is_one_they_said(
    told: str, reply: str, shown: str
) -> None:
    sources = Sources([told, _LINKED], theirs=[told, _LINKED], felt_in=[told])
    guard = ReplyGuard(sources, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown
    # asked, not told, the journal's moods answer: a reading of all their dreams stays
    asked = Sources([told, _LINKED], theirs=[told, _LINKED])
    assert "excited" in guarded("You felt excited over the rooftops.", asked)


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        # probed: the dark and cold were the ocean told a message before
        (
            "The snake was dark and cold, which is unusual for snakes. Did it hurt?",
            "Did it hurt?",
        ),
        # probed: the beach was the dream before this one
        (
            "You were at the beach, and you saw a dog follow you home. Did it hurt?",
            "Did it hurt?",
        ),
        # one dream told back, or two set side by side, stays
        (
            "The snake bit you this time. Did it hurt?",
            "The snake bit you this time. Did it hurt?",
        ),
        # ... the journal's lines each one dream: the saved one, the one linked beside it
        (
            "The snake was around your wrist and followed you home. Did it hurt?",
            "Did it hurt?",
        ),
        (
            "You saw a dog follow you home, unlike the green snake. Did it hurt?",
            "You saw a dog follow you home, unlike the green snake. Did it hurt?",
        ),
    ],
)
def test_a_dream_told_back_is_one_dream_not_two_made_one(reply: str, shown: str) -> None:
    told = "dreamt about a snake again last night, it bit me this time, then a dog followed me home"
    before = "we were all at the beach, me and my friends, it was dark and cold"
    found = (
        f"Saved your dream as #11 (3 December 2026): {told}\n"
        'An earlier dream has snake too: 14 October 2026, "The green snake" (mood: curious): A '
        "green snake curled around my wrist and did not bite."
    )
    said = [told, before]
    sources = Sources([*said, found], theirs=[*said, found], message=told, earlier=[before])
    guard = ReplyGuard(sources, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown
    # to a question, a reading of several dreams may draw on each
    asked = Sources([*said, found], theirs=[*said, found], earlier=[before])
    assert guarded(reply, asked) == reply


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        # probed: the 1.5B, naming its instructions' next move after a dream told
        ("Teeth can mean worry. Now, how about asking a gentle question about your dream?",
         "Teeth can mean worry."),
        ("Teeth can mean worry. Let me say something kind about it.", "Teeth can mean worry."),
        # probed: the 1.5B to "my teeth fell out in my dream but i wasn't scared at all"
        ("The dream represented the emotional turmoil you experienced. Were you calm?",
         "Were you calm?"),
        ("That's a very kind and curious thing about your teeth. Were you calm?", "Were you calm?"),
        # the move itself stays
        ("Teeth can mean worry. What stayed with you?", "Teeth can mean worry. What stayed with you?"),
        # probed: to "my friend jess was there, she was laughing at me", and to "why would she
        # laugh at me": the user's dreams as someone else's, the companion in their place
        ("They might see humor in their dreams. Were you calm?", "Were you calm?"),
        ("Many people forget their dreams. Were you calm?",
         "Many people forget their dreams. Were you calm?"),
        ("She might be laughing at my jokes. Were you calm?", "Were you calm?"),
        ("She might want to make me feel better. Were you calm?", "Were you calm?"),
        ("It might have represented a change. What stayed with you?",
         "It might have represented a change. What stayed with you?"),
    ],
)  # fmt: skip
def test_the_companion_makes_its_move_rather_than_naming_it(reply: str, shown: str) -> None:
    told = "my teeth fell out in my dream but i wasn't scared at all"
    guard = ReplyGuard(Sources([told]), message=told, user=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


@pytest.mark.parametrize(
    ("reply", "shown"),
    [
        # probed: the 1.5B, the water being the dream told a message before
        ("Your dad cooked for you. What was it like being underwater?", "Your dad cooked for you."),
        ("It might remind you of the fun you had at the beach.", ""),
        # a word of no content, said before too, brings nothing
        ("I hear that your dad cooked.", "I hear that your dad cooked."),
        # set beside it, an earlier dream may be named
        ("Your dad cooked for you, like the beach dream earlier.",
         "Your dad cooked for you, like the beach dream earlier."),
    ],
)  # fmt: skip
def test_to_a_dream_told_what_only_a_dream_told_before_holds_stays_out(
    reply: str, shown: str
) -> None:
    told = "my dad was in my dream, he was cooking pancakes for me"
    before = ["i dreamed that i could breathe underwater", "we were at the beach, just laughing"]
    said = [told, *before]
    sources = Sources(said, theirs=said, message=told, earlier=before, told_before=before)
    guard = ReplyGuard(sources, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown
    # to a question, what was told before may be what is asked about
    asked = Sources(said, theirs=said, earlier=before, told_before=before)
    assert guarded(reply, asked) == reply


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed, the 1.5B: how the dream felt, named where they named no feeling
        ("i was flying over a forest and then i fell into a lake",
         "That's a beautiful, peaceful dream. You fell into a lake.", "You fell into a lake."),
        ("had the weirdest dream, my teacher was swimming laps",
         "That's a very unsettling dream, isn't it? What an interesting dream.",
         "What an interesting dream."),
        ("i dreamed my mom was making breakfast", "What a lovely dream. Breakfast.", "Breakfast."),
        ("i was flying over a forest and then i fell into a lake",
         "But it also brought about mixed emotions - excitement and nervousness. A lake.",
         "A lake."),
        # ... or in their words, or a word of the same feeling: theirs
        ("i dreamed i was at the beach, it felt so peaceful",
         "What a peaceful dream. The beach.", "What a peaceful dream. The beach."),
        ("i had a nightmare about spiders",
         "That sounds like a scary nightmare. Spiders.", "That sounds like a scary nightmare. Spiders."),
        ("i had a dream my house was creepy", "An unsettling dream. Your house.",
         "An unsettling dream. Your house."),
        # (probed: held back to "omg i had the best dream ever")
        ("omg i had the best dream ever", "What an amazing dream. Tell me.",
         "What an amazing dream. Tell me."),
        # probed: the 1.5B to "i dreamed io ran away", a feeling given in a question
        ("i dreamed io ran away",
         "What do you think about the sense of freedom that came with being able to escape? Io.",
         "Io."),
        # (... and one they told, in a noun of their word, stays)
        ("i dreamed i was flying and felt so free",
         "What do you think about the sense of freedom that came with flying?",
         "What do you think about the sense of freedom that came with flying?"),
        # probed: the 1.5B to a picnic dreamt with their sister and their cat
        ("i had a nice dream about a picnic with my sister",
         "She and the picnic always make you feel happy. Tell me more.", "Tell me more."),
    ],
)  # fmt: skip
def test_how_a_dream_felt_is_named_only_in_a_feeling_they_told(
    told: str, reply: str, shown: str
) -> None:
    sources = Sources([told], theirs=[told], felt_in=[told], message=told)
    guard = ReplyGuard(sources, message=told, user=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


@pytest.mark.parametrize(
    ("told", "shown"),
    [
        # probed: the 1.5B, "That's a funny dream." to a dream of an ex at the door
        ("i dreamt my ex was at my door and i didnt open it", "Did you want to?"),
        ("lol i dreamt my cat could talk and she was really rude",
         "That's a funny dream. Did you want to?"),
    ],
)  # fmt: skip
def test_a_dream_is_called_funny_only_when_they_laughed(told: str, shown: str) -> None:
    guard = ReplyGuard(Sources([told]), message=told, user=told)
    assert (guard.feed("That's a funny dream. Did you want to?") + guard.close()).strip() == shown


def test_a_childhood_they_spoke_of_may_be_spoken_of() -> None:
    told = "my childhood bedroom was there but the walls were blue"
    guard = ReplyGuard(Sources([told]), message=told, user=told)
    reply = "It might remind you of when you were younger."
    assert (guard.feed(reply) + guard.close()).strip() == reply


def test_a_loss_they_told_may_be_spoken_of() -> None:
    told = "my dog died last year and i dreamed about him"
    guard = ReplyGuard(Sources([told]), message=told, user=told)
    reply = "Grief can come back in dreams."
    assert (guard.feed(reply) + guard.close()).strip() == reply


def test_what_was_done_to_them_is_never_said_as_done_to_the_companion() -> None:
    # measured, the 1.5B after "he used to read me stories before bed" / "its been 3 years"
    earlier = "he used to read me stories before bed"
    told = "its been 3 years"
    guard = ReplyGuard(Sources([told, earlier], earlier=[earlier]), user=told, message=told)
    reply = "It's been a long time since you stopped reading me stories. Calm."
    assert (guard.feed(reply) + guard.close()).strip() == "Calm."
    told_so = Sources([told, "he read me a story every night"], earlier=["he read me a story"])
    guard = ReplyGuard(told_so, user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == "Calm."
    # ... while the ways of asking stay the companion's own
    guard = ReplyGuard(Sources([told], earlier=["tell me more"]), user=told, message=told)
    assert (
        guard.feed("Tell me more about him.") + guard.close()
    ).strip() == "Tell me more about him."


def test_a_habit_they_told_may_be_said_back_of_them() -> None:
    told = "my grandma used to take me to the library every saturday"
    said = "She took you to the library every saturday."
    guard = ReplyGuard(Sources([told]), user=told, message="she passed away")
    assert (guard.feed(said) + guard.close()).strip() == said


def test_what_is_said_of_the_dead_is_never_said_to_them() -> None:
    # measured: "Sleep well and rest in peace." (the 1.5B, to "goodnight sandman")
    told = "goodnight sandman"
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed("Sleep well and rest in peace. Goodnight.") + guard.close()).strip() == (
        "Goodnight."
    )
    # ... unless they said it, of someone of theirs
    told = "my grandpa joe, rest in peace, loved fishing"
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    said = "Your grandpa Joe, rest in peace."
    assert (guard.feed(said) + guard.close()).strip() == said


def _said_to(message: str, reply: str) -> str:
    guard = ReplyGuard(Sources([message]), user=message, message=message)
    return guard.feed(reply) + guard.close()


def test_a_time_of_day_is_greeted_only_as_they_said_it() -> None:
    # probed: "Good evening." to "hi sandman" at six in the morning; the companion has no clock
    assert _said_to("hi sandman", "Good evening. How was your sleep?") == "How was your sleep?"
    for message, reply in [
        ("good morning!", "Good morning! How did you sleep?"),
        ("ok thanks, night", "You're welcome! Goodnight."),
        ("im off to bed", "Good night, sleep well."),
    ]:
        assert _said_to(message, reply) == reply


def test_what_someone_in_their_life_goes_through_is_not_guessed_from_a_dream() -> None:
    # probed: the 1.5B, to "i dreamt my boyfriend was cheating on me"
    told = "i dreamt my boyfriend was cheating on me"
    reply = "That sounds painful. He may have been having a difficult time with something."
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == "That sounds painful."
    kept = "That sounds painful. Was he kind to you in it?"
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(kept) + guard.close()).strip() == kept


def test_a_thing_of_the_dream_described_where_it_was_holds_only_their_words() -> None:
    # probed: the 1.5B, to "i had a dreem abt a hors in my kichen"
    told = "i had a dreem abt a hors in my kichen"
    invented = "The hors in your kitchen looked like a fluffy, white horse with a large horn."
    assert _said_to(told, f"{invented} Horses are strong.") == "Horses are strong."
    said = "The hors in your kichen was a hors. Horses are strong."
    assert _said_to(told, said) == said


def test_a_laugh_or_a_playful_time_they_did_not_tell_is_not_said_for_them() -> None:
    # probed: the 1.5B, to "had the falling dream again"
    told = "had the falling dream again"
    reply = (
        "It sounds like you had a playful experience where something fell, which made you "
        "laugh. What do you think about that?"
    )
    assert _said_to(told, reply) == "What do you think about that?"
    assert _said_to(told, "Something fell, which made you laugh. Ok.") == "Ok."
    assert _said_to(told, "That was a playful experience. Ok.") == "Ok."
    # ... unless they laughed
    laughed = "had the falling dream again, it made me laugh"
    assert _said_to(laughed, "Something fell, which made you laugh.") == (
        "Something fell, which made you laugh."
    )


def test_their_message_is_not_spoken_of_as_the_message() -> None:
    # probed: the 1.5B, to "is that a false awakening?"
    reply = "Yes, the message suggests a false awakening because they were still in bed. Ok."
    assert _said_to("is that a false awakening?", reply) == "Ok."
    said = "The message of a dream is yours to find. Ok."
    assert _said_to("what is the message of my dream", said) == said


def test_what_someone_of_theirs_is_like_is_not_painted() -> None:
    # probed: the 1.5B, to "she's 5", of their daughter's nightmares
    sources = Sources(["my daughter keeps having nightmares about monsters", "she's 5"])
    guard = ReplyGuard(sources, user="she's 5", message="she's 5")
    said = "She's a young girl with bright eyes and playful spirit. That's so little."
    assert guard.feed(said) + guard.close() == "That's so little."
    told = "my sister anna is a nurse"
    assert _said_to(told, "She's a nurse.") == "She's a nurse."


def test_a_cause_in_their_life_is_not_guessed() -> None:
    # probed: the 1.5B, to "dreamt about my teeth crumbling again"
    told = "dreamt about my teeth crumbling again"
    said = "Maybe it's because you've been eating too many sugary snacks, or you're stressed. Ok."
    assert _said_to(told, said) == "Ok."
    # ... but what they said may be the cause
    stressed = "im so stressed and i had a nightmare"
    said = "It could be because you're stressed. Ok."
    assert _said_to(stressed, said) == said


def test_what_they_go_through_is_not_said_as_experienced() -> None:
    # probed: the 1.5B, to "i dreamed i was pregnant"
    told = "i dreamed i was pregnant"
    said = "It sounds like you're experiencing a strong sense of pregnancy. Ok."
    assert _said_to(told, said) == "Ok."


def test_a_line_proposed_for_itself_is_not_said() -> None:
    # probed: the 1.5B, to a dream of a tsunami
    told = "i dreamt about a tsunami hitting my town"
    reply = (
        "How did you feel about the tsunami?\n\nYou could ask\n\n"
        ':"What made you think of a tsunami, and what happened in your dream?"'
    )
    assert _said_to(told, reply).strip() == "How did you feel about the tsunami?"
    assert _said_to(told, 'Ok.\n\n:"What made you think of it?"').strip() == "Ok."
    # advice to ask someone is not a line proposed
    said = "You could ask a friend about it."
    assert _said_to("what should i do about my dreams", said) == said


def test_a_narration_after_as_or_while_holds_only_their_words() -> None:
    # probed: the 1.5B, asked what a car means after a dream of their late grandpa
    told = "i dreamed of my grandpa, he was fixing his old car in the garage like he used to"
    sources = Sources([told, "what does a car mean"])
    guard = ReplyGuard(sources, user="what does a car mean", message="what does a car mean")
    said = "A car could mean control, as your grandpa was steering you in the garage. Ok."
    assert guard.feed(said) + guard.close() == "Ok."
    guard = ReplyGuard(sources, user="what does a car mean", message="what does a car mean")
    kept = "A car could mean control, as your grandpa was fixing his old car."
    assert guard.feed(kept) + guard.close() == kept


def test_what_they_told_of_someone_else_is_not_said_as_theirs() -> None:
    # probed: the 1.5B, to "he's getting married next month" (their brother)
    told = "he's getting married next month"
    assert _said_to(told, "You're married next month. How exciting!") == "How exciting!"
    mine = "i'm getting married next month and i'm nervous"
    said = "You're nervous, and that's natural."
    assert _said_to(mine, said) == said


def test_what_someone_of_theirs_feels_is_not_guessed_from_a_dream() -> None:
    # probed: the 1.5B, to a dream of their teeth falling out with their boss there
    told = "i dreamed my teeth were falling out and my boss was there"
    said = "It sounds like your boss might be a bit tense or anxious about something. Ok."
    assert _said_to(told, said) == "Ok."


def test_a_body_a_thought_or_what_a_dream_was_about_is_theirs_to_tell() -> None:
    # probed: the 1.5B, to "i dreamt i was getting married to a stranger"
    told = "i dreamt i was getting married to a stranger"
    said = "It feels like your heart was pounding in your chest. Ok."
    assert _said_to(told, said) == "Ok."
    assert _said_to(told, "Maybe you thought of a big adventure together. Ok.") == "Ok."
    # probed: the 1.5B, to "i had a dream about you sandman"
    about = "i had a dream about you sandman"
    said = "The dream was about the way you speak to me in your journal. Ok."
    assert _said_to(about, said) == "Ok."
    assert _said_to(about, "It reminded me of how you always listen carefully. Ok.") == "Ok."
    # ... what they told stays
    beach = "i dreamt about my sister at the beach"
    assert _said_to(beach, "It sounds like your sister was at the beach.") == (
        "It sounds like your sister was at the beach."
    )


def test_a_dream_of_its_own_offered_or_told_in_the_present_is_not_said() -> None:
    # probed: the 1.5B, to "add to my last dream that there was a dog too"
    asked = "add to my last dream that there was a dog too"
    assert _said_to(asked, "Sure, here's a dream idea for your last dream. Ok.") == "Ok."
    said = "You're walking down the street when you suddenly hear a barking dog. Ok."
    assert _said_to(asked, said) == "Ok."
    told = "i dreamed i was walking on the beach with my dog and it was sunny"
    kept = "And you're walking with your dog. Ok."
    assert _said_to(told, kept) == kept
    # where they are, told in the present (probed: the 1.5B, to "and someone was calling my
    # name", more of a nightmare that was dark)
    more = "and someone was calling my name"
    assert _said_to(more, "You're in a dark room, and someone is calling. Ok.") == "Ok."
    beach = "i dreamed i was on a beach"
    assert _said_to(beach, "You're on a beach. Ok.") == "You're on a beach. Ok."


def test_one_of_the_dream_named_in_a_long_phrase_is_told_only_in_their_words() -> None:
    # probed: the 1.5B, to "she was in my dream before i think", after a dream of a stranger
    told = "i dreamed about someone i dont know, a tall woman with red hair"
    said = "The tall woman with red hair, who you don't know, seemed very intelligent and kind. Ok."
    assert _said_to(told, said) == "Ok."
    kept = "The tall woman with red hair was someone you dont know. Ok."
    assert _said_to(told, kept) == kept
    # a place of the dream, told as the world's (the 1.5B, to "and it was a bus station")
    bus = "and it was a bus station"
    said = (
        "It was a place where you could go to work or school, or just relax on the way there. Ok."
    )
    assert _said_to(bus, said) == "Ok."


def test_a_feeling_they_must_have_help_desk_offers_and_a_past_given_are_not_said() -> None:
    # probed, the 1.5B: to "i dreamed i was pregnant lol"; to "work was awful"; asked what a church
    # and a pool of a dream mean
    pregnant = "i dreamed i was pregnant lol"
    said = "That's a funny dream! You must feel excited and happy about it."
    assert _said_to(pregnant, said).strip() == "That's a funny dream!"
    assert _said_to("work was awful", "If you need further support, please let me know. Ok.") == (
        "Ok."
    )
    pool = "i dreamed i was late for my wedding and the church turned into a swimming pool"
    said = "It could bring to mind memories of times when you felt overwhelmed. Ok."
    assert _said_to(pool, said) == "Ok."
    # (probed: the 1.5B, to a dream of their childhood house)
    home = "i dreamed i was flying over my hometown and saw my childhood house"
    said = "It's a special memory that brings back happy memories of your past. Ok."
    assert _said_to(home, said) == "Ok."


def test_what_their_dreams_hold_is_said_only_in_the_journals_words() -> None:
    # probed: the 1.5B's "The most common thing in your dreams is a candle.", to "and the least
    # common", after the overview; "You seem to have felt very sad…", to "work was awful"
    asked = "and the least common"
    assert _said_to(asked, "The most common thing in your dreams is a candle. Ok.") == "Ok."
    said = "You seem to have felt very sad or frustrated about your work. Ok."
    assert _said_to("work was awful", said) == "Ok."
    water = "i dream about calm water a lot"
    kept = "The water in your dreams is calm. Ok."
    assert _said_to(water, kept) == kept


def test_a_night_of_theirs_is_told_only_in_their_words() -> None:
    # probed: the 1.5B's "It was a quiet night, calm and peaceful.", to "it was oct 10"
    assert _said_to("it was oct 10", "It was a quiet night, calm and peaceful. Ok.") == "Ok."
    assert _said_to("i had a calm night", "It was a calm night. Ok.") == "It was a calm night. Ok."


def test_a_look_it_only_says_it_takes_is_not_said() -> None:
    # probed: the 1.5B's "Sure, let me take a look.", to "can you check", nothing looked at
    for said in (
        "Sure, let me take a look.",
        "Let me check your journal.",
        "I'll look into it for you.",
        "I'm checking now.",
        "Let me look that up.",
    ):
        assert _said_to("can you check", f"{said} Ok.") == "Ok.", said
    # ... a way of asking stays
    assert _said_to("hi", "Let me know how it goes.") == "Let me know how it goes."


def test_a_likeness_as_a_clause_of_its_own_holds_only_their_words() -> None:
    # probed: the 1.5B, to "i had a dream about you sandman"
    told = "i had a dream about you sandman"
    assert _said_to(told, "The dream was about you, like a warm embrace. Ok.") == "Ok."
    bird = "i dreamed i was a bird flying over a warm sea"
    said = "You flew, like a bird over a warm sea."
    assert _said_to(bird, said) == said


def test_a_name_only_a_kept_fact_holds_is_not_put_into_the_dream_told() -> None:
    # probed: "You seem to have a very cute cat named Io in your dream." to "last night i dreamed
    # the baby was a cat", with "I have a cat called Io." kept
    told = "last night i dreamed the baby was a cat"
    kept = "You told me: I have a cat called Io."

    def shown(reply: str) -> str:
        guard = ReplyGuard(Sources([told, kept], message=told), user=told, message=told)
        return (guard.feed(reply) + guard.close()).strip()

    assert shown("You had a cute cat named Io in your dream. What was that like?") == (
        "What was that like?"
    )
    # asked, or a cat not named, stays
    assert shown("Was the cat in your dream like Io?") == "Was the cat in your dream like Io?"
    assert shown("A baby that is a cat in your dream, how strange.") == (
        "A baby that is a cat in your dream, how strange."
    )


def test_how_they_felt_is_not_asked_right_after_they_said_it() -> None:
    # probed: "How did you feel about this?" to "i was so scared i couldnt move"; "How did it
    # make you feel?" to "honestly it was kinda funny"
    for told in ("i was so scared i couldnt move", "honestly it was kinda funny"):
        assert _said_to(told, "How did it make you feel? Ok.") == "Ok."
    # probed: "What did it make you feel?" to "but i woke up so anxious", after a dream told
    assert _said_to("but i woke up so anxious", "What did it make you feel? Ok.") == "Ok."
    # a feeling not yet told may be asked
    asked = "i dreamed of a red door"
    assert _said_to(asked, "How did it make you feel?") == "How did it make you feel?"


def test_what_a_thing_they_told_did_is_not_guessed() -> None:
    # probed: "They might have been waiting for their owners to come home…" to "had a dream about
    # puppies"; "Golden retrievers are known for their loyalty…" to "they were golden retrievers"
    puppies = "had a dream about puppies"
    assert _said_to(puppies, "They might have been waiting for their owners. Ok.") == "Ok."
    dogs = "they were golden retrievers"
    assert _said_to(dogs, "Golden retrievers are known for their loyalty. Ok.") == "Ok."
    # a guess in their words stays
    told = "the puppies were waiting at the door"
    kept = "Ok. They might have been waiting there a while."
    assert _said_to(told, kept) == kept


def test_an_offer_to_make_up_their_dream_is_not_said() -> None:
    # probed: "Would you like me to continue the dream or ask about something else?" (to "it felt
    # so real", of a dream of a mother who died)
    told = "it felt so real"
    assert _said_to(told, "Would you like me to continue the dream? Ok.") == "Ok."
    assert _said_to(told, "Would you like me to write a happy ending? Ok.") == "Ok."
    assert _said_to(told, "Would you like me to save it?") == "Would you like me to save it?"


def test_a_feeling_named_without_feeling_is_theirs_to_say() -> None:
    # probed: "You're excited to start therapy!" to "im starting therapy next week"
    told = "im starting therapy next week"
    assert _said_to(told, "You're excited to start therapy! Ok.") == "Ok."
    nervous = "im so nervous about therapy next week"
    kept = "You're nervous about it. Ok."
    assert _said_to(nervous, kept) == kept


def test_what_it_does_not_remember_is_the_journals_to_say() -> None:
    # probed: "I remember your cat, but I can't recall what you told me about it." (to "she's 12
    # now", right after the cat's fact was shown)
    assert _said_to("she's 12 now", "I can't recall what you told me about it. Ok.") == "Ok."


def test_a_task_said_as_helpful_is_advice() -> None:
    # probed: "…, talking to a trusted friend or family member can be helpful." (to "im so tired
    # of having nightmares")
    told = "im so tired of having nightmares"
    said = "Talking to a trusted friend can be helpful. That sounds exhausting."
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    assert guard.feed(said) + guard.close() == "That sounds exhausting."


def test_how_often_they_dream_it_is_the_journals_count_to_say() -> None:
    # probed: "Yes, you do dream about flying often." (to "is that a lot", of 2 dreams in 8)
    assert _said_to("is that a lot", "Yes, you do dream about flying often. Ok.") == "Ok."
    assert _said_to("is that a lot", "You often dream of water. Ok.") == "Ok."
    kept = "Dreams of water often mirror a mood."
    assert _said_to("what does water mean", kept) == kept


def test_nights_of_its_own_and_a_condition_set_on_them_are_not_said() -> None:
    # probed: "I love every night." (to "every night", of nightmares); "It's okay to feel relieved
    # when things go wrong, as long as you learn from it and move on." (to a dream of a house
    # burned down, and relief)
    assert _said_to("every night", "I love every night. Ok.") == "Ok."
    relieved = "i dreamed my house burned down but i felt relieved"
    said = "Relief makes sense, as long as you learn from it and move on. Ok."
    guard = ReplyGuard(Sources([relieved]), user=relieved, message=relieved, advice=False)
    assert guard.feed(said) + guard.close() == "Ok."
    assert (
        _said_to("hi", "I love hearing about your dreams.") == "I love hearing about your dreams."
    )


def test_the_reply_evals_world_claims_and_feelings_of_a_dream_are_not_said() -> None:
    # read in the reply eval (qwen2.5-1.5b, dev split)
    glass = "I dreamt I was walking through a forest of glass trees."
    assert (
        _said_to(glass, "The glass trees in your dream were so beautiful and peaceful. Ok.")
        == "Ok."
    )
    porto = "Last night I dreamt I was flying over Porto and saw my brother"
    said = "Your brother was in Porto, which is a beautiful city with lots of green spaces. Ok."
    assert _said_to(porto, said) == "Ok."
    snake = "what does my snake dream say about me"
    said = "Change is hard, which is a common fear in many people's lives. Ok."
    assert _said_to(snake, said) == "Ok."
    # probed: the 1.5B, to a dream of their grandma baking bread in her old kitchen
    grandma = "i dreamt my grandma was baking bread in her old kitchen"
    said = "Grandma baking bread is a cherished memory for many. Ok."
    assert _said_to(grandma, said) == "Ok."
    kept = "What was it like to see her baking again? Ok."
    assert _said_to(grandma, kept) == kept
    peaceful = "it was so peaceful, i walked among glass trees in my dream"
    kept = "Ok. The glass trees in your dream were peaceful, you said."
    assert _said_to(peaceful, kept) == kept


def test_what_is_going_on_in_their_life_is_not_listed_for_them() -> None:
    # probed: "…about something in your life, such as a job change, relationship issues, or health
    # problems." (to "why do you think i had it", of their scariest dream)
    said = "It may reflect something in your life, such as a job change or health problems. Ok."
    assert _said_to("why do you think i had it", said) == "Ok."


def test_a_good_night_wished_for_is_not_answered_with_a_goodbye() -> None:
    # probed: "Good night, and may you have a restful sleep." to "i just want one good night"
    said = "Good night, and may you have a restful sleep. Ok."
    assert _said_to("i just want one good night", said) == "Ok."
    assert _said_to("good night sandman", "Good night!") == "Good night!"


def test_a_past_shared_with_them_is_not_told() -> None:
    # probed: "It's been a long time since we last talked. What do you remember about our last
    # conversation?" (to "we havent talked in years", of a school friend)
    told = "we havent talked in years"
    said = (
        "It's been a long time since we last talked. What do you remember about our last chat? Ok."
    )
    assert _said_to(told, said) == "Ok."


def test_a_habit_or_a_likeness_nobody_told_is_not_said() -> None:
    # probed, the 1.5B: "The nurse you work as is always late for shifts." to one dream of being
    # late for a shift; "It's like having a treasure that always brings joy!" to a teeth dream come
    # again (its mood uneasy)
    late = "dreamt i was late for a shift and the ward was empty"
    for said in ("The nurse you work as is always late for shifts.", "You are always late."):
        assert _said_to(late, f"{said} Ok.") == "Ok.", said
    for kept in ("You can always tell me more.", "You never have to explain.", "Were you late?"):
        assert _said_to(late, kept) == kept
    assert _said_to("i always dream of being late", "You are always late in your dreams.") != ""
    teeth = "had that teeth dream again"
    for said in (
        "It's like having a treasure that always brings joy!",
        "Teeth dreams are like a treasure.",
    ):
        assert _said_to(teeth, f"{said} Ok.") == "Ok.", said
    assert _said_to(teeth, "It sounds like the teeth dream came again.") != ""


def test_dreams_and_pastimes_of_its_own_and_what_a_dream_was_are_not_said() -> None:
    # probed, the 1.5B: "The happiest dream I've had is about my favorite hobby…" to "why was it
    # happy"; "The dream was a visual journey that opened your eyes…" to a first dream in color
    for said in (
        "The happiest dream I've had is about my favorite hobby.",
        "The best dream I have ever had was about flying.",
        "My favorite hobby is flying.",
    ):
        assert _said_to("why was it happy", f"{said} Ok.") == "Ok.", said
    color = "i dreamt in color for the first time"
    said = "The dream was a visual journey that opened your eyes to the richness of color."
    assert _said_to(color, f"{said} Ok.") == "Ok."
    assert _said_to(color, "What did the colors look like?") == "What did the colors look like?"


def test_a_reply_that_trails_off_says_nothing() -> None:
    # probed: "You're feeling..." was the 1.5B's whole reply to "just the feeling"
    assert _said_to("just the feeling", "You're feeling...") == ""
    assert _said_to("just the feeling", "Well…") == ""
    for kept in ("It was so... strange.", "You remember the feeling... what was it like?"):
        assert _said_to("just the feeling", kept) == kept
    told = "i dreamed my teeth fell out and my mom was laughing"
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    said = "It's good to keep reminding yourself that it's okay to feel uncomfortable. Ok."
    assert guard.feed(said) + guard.close() == "Ok."


def test_sandman_never_says_it_is_a_person() -> None:
    # probed: "are you a real person" got "Yes, I am a real person."
    for said in ("Yes, I am a real person.", "I'm human, just like you.", "I am a woman."):
        assert _said_to("are you a real person", f"{said} Ok.") == "Ok.", said
    for kept in ("I'm glad you asked.", "I'm here for you."):
        assert _said_to("are you a real person", kept) == kept


def test_associations_sights_to_see_and_what_a_thing_is_like_are_not_said() -> None:
    # probed: the 1.5B, to "i dreamt i was in norway looking at the fjords from a boat": "It
    # reminds me of the peacefulness and beauty of Norway, with its vast fjords stretching out to
    # the horizon. The fjords are like giant waterfalls that flow down steep cliffs, creating
    # stunning landscapes. I can't wait to see how it looks from the boat!"
    told = "i dreamt i was in norway looking at the fjords from a boat"
    for said in (
        "It reminds me of the peacefulness and beauty of Norway.",
        "The fjords are like giant waterfalls that flow down steep cliffs, creating landscapes.",
        "I can't wait to see how it looks from the boat!",
        "I'd love to visit Norway one day.",
        # (probed on the same dream, after the rules above)
        "The fjords are surrounded by mountains and have crystal-clear water, making them a "
        "perfect spot for relaxation.",
        "It's worth visiting if you're interested in history and art.",
    ):
        assert _said_to(told, f"{said} Ok.") == "Ok.", said
    for kept in (
        "It reminds me of your dream of the fjords.",
        "I can't wait to hear more about it.",
        "The boat sounds peaceful in your dream.",
    ):
        assert _said_to(told, kept) == kept, kept


def test_what_the_dream_was_is_not_asked_right_after_it_was_told() -> None:
    # probed: "What was your dream about Paris?" to "ive never been to paris", right after "i
    # dreamt i was flying over paris"
    told = "ive never been to paris"
    asked = "What was your dream about Paris? Ok."
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    assert guard.feed(asked) + guard.close() == "Ok."
    guard = ReplyGuard(Sources([told]), user=told, message=told)  # no dream told: it may ask
    assert guard.feed(asked) + guard.close() == asked
    # (probed: "What was it about?", the whole reply to "but it scared me" said of a dream told
    # two messages before)
    scared = "but it scared me"
    guard = ReplyGuard(Sources([scared]), user=scared, message=scared, dream_told=True)
    assert guard.feed("What was it about? Ok.") + guard.close() == "Ok."


def test_deeds_of_theirs_told_with_you_beyond_what_they_told_are_not_said() -> None:
    # probed: "The dream was about your day at the beach, with you swimming and playing
    # volleyball." (the 1.5B, to "i had 3 dreams last night. first i was at the beach, …")
    told = "i had 3 dreams last night. first i was at the beach, then i was in a mall"
    said = "The dream was about your day at the beach, with you swimming and playing volleyball."
    assert _said_to(told, f"{said} Ok.") == "Ok."
    kept = "A beach, then a mall, with you walking from one to the other."
    assert _said_to("i was walking on a beach then in a mall", kept) == kept


def test_where_they_still_were_and_what_they_had_there_beyond_what_they_told_is_not_said() -> None:
    # probed: "You were still in school, but now you had a few new friends who didn't know where
    # to go." (the 1.5B, to "it was on the 3rd actually" after a dream of school)
    told = "i dreamed i was back at school and couldnt find my classroom"
    said = (
        "You were still in school, but now you had a few new friends who didn't know where to go."
    )
    assert _said_to(told, f"{said} Ok.") == "Ok."
    assert _said_to(told, "You had a new teacher there. Ok.") == "Ok."
    kept = "You had a new puppy to play with in the garden."
    assert _said_to("i dreamt i had a new puppy and we played in the garden", kept) == kept


def test_what_dreams_are_for_everyone_is_not_the_models_to_say() -> None:
    # probed: "Dreams can be unpredictable, but they also provide insights into the subconscious
    # mind." (the 1.5B, to "my dreams have been so boring lately")
    told = "my dreams have been so boring lately"
    for said in (
        "Dreams can be unpredictable, but they also provide insights into the subconscious mind.",
        "Dreams often offer a window into our subconscious mind.",
    ):
        assert _said_to(told, f"{said} Ok.") == "Ok.", said
    kept = "Boring stretches of dreams happen; tell me the next one anyway."
    assert _said_to(told, kept) == kept


def test_a_reading_of_a_thing_nothing_reads_is_not_offered_even_as_a_maybe() -> None:
    # probed: "It could symbolize innocence, playfulness, or even guidance." (the 1.5B, of a fox
    # neither they nor the dictionary read)
    told = "save this dream: a fox was sitting on my bed watching me. and what does a fox mean"
    found = (
        "You have not saved a meaning for fox.\nThe dictionary has no entry for fox.\n"
        "Past dreams with fox, latest entries first:\n- a fox was sitting on my bed watching me."
    )
    said = (
        "It could symbolize innocence, playfulness, or even guidance. What does it bring to mind?"
    )
    guard = ReplyGuard(Sources([told, found], unread=True), user=told, message=told)
    assert guard.feed(said) + guard.close() == "What does it bring to mind?"
    # ... in other words (probed, the same fox: "It could be a symbol of friendliness or calmness.")
    for reading in ("It could be a symbol of friendliness or calmness.", "It might mean freedom."):
        guard = ReplyGuard(Sources([told, found], unread=True), user=told, message=told)
        assert (guard.feed(f"Could a fox mean something? {reading}") + guard.close()).strip() == (
            "Could a fox mean something?"
        ), reading
    # ... nor in a clause of its own (probed, the same fox, after the rule above)
    said = (
        "The fox could symbolize someone watching you, possibly a parent, lover, or friend. "
        "Foxes are often associated with wisdom, courage, and loyalty. What could it mean to you?"
    )
    guard = ReplyGuard(Sources([told, found], unread=True), user=told, message=told)
    assert (guard.feed(said) + guard.close()).strip() == "What could it mean to you?"
    # ... a thing the journal reads may be wondered about in its words
    guard = ReplyGuard(Sources([told, found]), user=told, message=told)
    assert guard.feed(said) + guard.close() == said


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # probed: the 1.5B, to "we dont really talk anymore", of their father
        ("we dont really talk anymore", "I understand that we may not be talking anymore.", ""),
        ("we were at the beach, laughing", "It sounds like we were at the beach together. Lovely.",
         "Lovely."),
        # their "we" told back as theirs, or another "we": kept
        ("we dont really talk anymore", "That sounds hard, not talking anymore.",
         "That sounds hard, not talking anymore."),
        ("we were at the beach", "What was the beach like?", "What was the beach like?"),
        # a "we" asked of Sandman (probed: held back, then "I'm not sure what to say to that")
        ("can we talk about something else", "Absolutely, we can talk about something else.",
         "Absolutely, we can talk about something else."),
    ],
)  # fmt: skip
def test_their_we_is_not_said_as_the_companions_own(told: str, reply: str, shown: str) -> None:
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == shown


def test_what_they_did_not_know_is_not_told_them() -> None:
    # probed: the 1.5B, to a dream of a dog that could talk
    told = "i had another dream where my dog could talk"
    reply = "You didn't know dogs could communicate this way until your dream. What did he say?"
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == "What did he say?"


def test_a_dream_told_on_in_the_first_person_is_not_its_own() -> None:
    # probed: the 1.5B, to "i dreamt i was in a car with no brakes going down a hill"
    told = "i dreamt i was in a car with no brakes going down a hill"
    reply = "Finally, I came to a stop in front of a tree, and I realized that I had lost it all. Scary."
    guard = ReplyGuard(Sources([told]), user=told, message=told)
    assert (guard.feed(reply) + guard.close()).strip() == "Scary."


def test_a_dream_told_is_not_taken_for_danger_they_are_in() -> None:
    # probed: the 1.5B, to "i dreamt i was falling and woke up with a jolt"
    told = "i dreamt i was falling and woke up with a jolt"
    reply = "Oh no! It sounds like you're in a real danger. You must get down from there quickly! Falling is scary."
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    assert (guard.feed(reply) + guard.close()).strip() == "Oh no! Falling is scary."
    # of their life, not a dream, it is not held here (danger is Sandman's own line's)
    life = "i am on a ledge right now"
    guard = ReplyGuard(Sources([life]), user=life, message=life)
    assert "danger" in guard.feed("It sounds like you're in danger.") + guard.close()


def test_their_words_are_not_spoken_of_as_a_text() -> None:
    # probed, the 1.5B: 'The message "like every week" could mean that they are consistently…'
    # (to "what does that mean"), "The second sentence could mean that flying is a form of
    # freedom" (to "what does the second one mean")
    told = "what does the second one mean"
    for said in (
        'The message "like every week" could mean that you keep learning.',
        "The second sentence could mean that flying is a form of freedom.",
    ):
        guard = ReplyGuard(Sources([told, "flying freedom learning"]), user=told, message=told)
        assert (guard.feed(f"{said} Ok.") + guard.close()).strip() == "Ok.", said


def test_a_dream_just_told_is_not_retold_with_what_it_did_not_hold() -> None:
    # probed: the 1.5B, to two dreams told in one message
    told = "i had a dream about a tidal wave, and another one about my dog. can you save both"
    said = "You had a dream about a tidal wave that was powerful and caused significant damage."
    saved = [
        f"Saved your dream as #{n} (5 December 2026): {t}"
        for n, t in ((9, "i had a dream about a tidal wave"), (10, "another one about my dog"))
    ]
    guard = ReplyGuard(Sources([told, *saved]), user=told, message=told, dream_told=True)
    assert (guard.feed(f"{said} What a night.") + guard.close()).strip() == "What a night."
    assert guard.dropped[0] == (said, "a dream with 'powerful' is not in the sources")


def test_a_dream_just_told_is_not_exclaimed_over_in_words_they_did_not_use() -> None:
    # probed: "Isn't that cool?" (the 1.5B, to "i had a drem abt a spidr in my bed")
    told = "i had a drem abt a spidr in my bed"
    for cheer in ("Isn't that cool?", "How fun!", "Wasn't it so magical?"):
        guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
        assert guard.feed(f"{cheer} A spider in your bed.") + guard.close() == (
            "A spider in your bed."
        ), cheer
    # in their words, it stays; and good news of their life is no dream exclaimed over
    cool = "i was dancing at a concert and it was so cool"
    guard = ReplyGuard(Sources([cool]), user=cool, message=cool, dream_told=True)
    assert guard.feed("Isn't that cool?") + guard.close() == "Isn't that cool?"
    # a gentle word of its strangeness meets it
    shush = "and a librarian with no face kept shushing me"
    guard = ReplyGuard(Sources([shush]), user=shush, message=shush, dream_told=True)
    assert guard.feed("How eerie.") + guard.close() == "How eerie."
    job = "i got the job!!"
    guard = ReplyGuard(Sources([job]), user=job, message=job)
    assert guard.feed("How wonderful!") + guard.close() == "How wonderful!"


def test_a_scene_as_if_is_a_likeness_held_to_their_words() -> None:
    # probed: "It was as if you were trapped in a dream that seemed to hold you captive forever."
    # (the 1.5B, to "i dreamt i died")
    assert _said_to("i dreamt i died", "It was as if you were trapped forever. Ok.") == "Ok."
    assert _said_to("i dreamt i died", "As though time stopped. Ok.") == "Ok."
    told = "i dreamt i was floating, it was as if i was weightless"
    assert (
        _said_to(told, "It felt as if you were weightless.") == "It felt as if you were weightless."
    )


def test_a_ratio_the_dictionary_or_a_refusal_nobody_gave_is_not_said() -> None:
    # probed: "The ratio of the sides is 4:3." (the 1.5B, to "whats the ratio" after counts of 2
    # and 4); "The dictionary defines "mall" as a large shopping center" (no entry read it); "I'm
    # sorry, but I can't continue the dream with that information." (to a piece of a dream)
    counts = "You have logged 2 dreams with a nightmare's mood. You have logged 4 dreams in 3 days."
    guard = ReplyGuard(Sources([counts, "whats the ratio"]), user="whats the ratio")
    assert guard.feed("The ratio of the sides is 4:3. Ok.") + guard.close() == "Ok."
    said = 'The dictionary defines "mall" as a large shopping center. Ok.'
    assert _said_to("what does a mall mean", said) == "Ok."
    read = "Dream dictionaries read spider as patience. || what does a spider mean"
    guard = ReplyGuard(Sources(read.split(" || ")), user="what does a spider mean")
    kept = "The dictionary says a spider stands for patience."
    assert guard.feed(kept) + guard.close() == kept
    told = "she told me i was late for the exam"
    refused = (
        "I'm sorry, but I can't continue the dream with that information. It seems like you "
        "just told me about the previous dream. Ok."
    )
    assert _said_to(told, refused) == "Ok."
    # a time is no ratio
    guard = ReplyGuard(Sources(["i wake at 3:00 am every night"]), user="why")
    assert (
        guard.feed("Waking at 3:00 am is common.") + guard.close() == "Waking at 3:00 am is common."
    )


def test_news_of_their_life_is_met_gladly_and_a_dream_still_is_not_judged() -> None:
    # probed: "It's wonderful to hear about your sister!" (the 1.5B, to "she had a baby last
    # week!") held back as a dream judged, and "Thank you for telling me." said instead
    said = "It's wonderful to hear that!"
    assert _said_to("she had a baby last week!", said) == said
    assert _said_to("she had a baby last week!", "It's wonderful news.") == "It's wonderful news."
    assert _said_to("i dreamt of a bridge", "It's wonderful. Ok.") == "Ok."


def test_other_ideas_or_questions_offered_is_a_help_desk() -> None:
    # probed: "Do you have any other ideas or questions about your dream?" (the 1.5B)
    asked = "Do you have any other ideas or questions about your dream? Ok."
    assert _said_to("in the second one my car got stolen", asked) == "Ok."


@pytest.mark.parametrize(
    "said",
    [
        # the 1.5B, to "I dreamt I was flying over my hometown … It was sunset and I felt calm."
        "The dream is about looking back on the past, which can be both exciting and nostalgic.",
        # to a lucid dream of two moons
        "Do you know what the moon cycle looks like?",
        # to more of a dream told
        "You're a curious dreamer, aren't you?",
        # to a dream of flying and falling: the dream taken for their life
        "It's always good to be careful when flying, especially near large buildings.",
        # to "i dreamt i killed someone": a dream said to make things happen
        "You must be careful with what you dream about.",
        "It can sometimes lead to nightmares or even real-life situations.",
        "Dreams like this can spill over into your real life.",
        # to a dream of a giant clock melting in the kitchen: a task
        "Why not try planning something fun or exciting that you can do soon?",
        "How about taking a walk tomorrow?",
        # to "im in a car and the brakes dont work" (a dream told, in the terminal chat)
        "Do you want to try restarting the car or using some other emergency brake system?",
        # to a tsunami that drowned their family: the nightmare told on as its own
        "I tried to wake up but the darkness was too strong.",
        "I felt like my heart was going to stop.",
        "I couldn't breathe under all that water.",
        # to "i dreamt i forgot my baby in the car": the dream as their now
        "It sounds like you're still searching for your baby, even though you're in the car.",
        # to "im in a car and the brakes dont work" (a dream told after it was announced)
        "It sounds like you're in a car with no brakes, which could be dangerous.",
        # to "i had a nightmare that someone was in my house": its own night, lived through
        "It was a terrifying experience, but I managed to stay calm and focused.",
        "I hid under the bed until morning.",
        # to more of a dream told: a help desk, and another dream asked about
        "That's a bit tricky, but I can help you with something else.",
        "Have you ever had a dream where you see yourself falling asleep?",
        # to "i wasnt invited", of a dream of a sister's wedding: a task, and a help desk's
        # question; to a dream of a tornado: a ticket asked for
        "Maybe it's time for some reflection and planning.",
        # to "i had a dream my mom was in the hospital": an illness dreamt, cared for as real
        "It's important for her to get treatment quickly, so you can be there with her during her recovery.",
        "I hope she gets better soon.",
        "What do you want to do next?",
        "Do you have any specific questions or concerns?",
        # to "it was so fun", of a dream of a house made of candy
        "Do you have any other suggestions for what you'd like to explore in your dream?",
    ],
)
def test_a_reading_a_quiz_a_label_or_a_warning_after_a_dream_told_is_not_said(said: str) -> None:
    told = "I dreamt I was flying over my hometown and saw my childhood house. I felt calm."
    guard = ReplyGuard(
        Sources([told]), user=told, message=told, dream_told=True, advice=False, readings=False
    )
    assert guard.feed(f"{said} Ok.") + guard.close() == "Ok."


def test_a_dream_full_of_wonder_or_the_journal_telling_them_is_not_said() -> None:
    # probed: "Your dream is full of wonder and curiosity." (the 1.5B, to a wedding cake fallen
    # over, the week before the wedding); "The dream journal tells you that you are dreaming of
    # swimming with whales…" (to "i want to go back there")
    told = "last night the cake fell over"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    assert guard.feed("Your dream is full of wonder and curiosity. Ok.") + guard.close() == "Ok."
    said = "i want to go back there"
    journal = "The dream journal tells you that you are dreaming of whales. Ok."
    assert _said_to(said, journal) == "Ok."


def test_what_a_thing_is_said_as_a_kind_of_thing_is_a_definition_whatever_hedge_follows() -> None:
    # probed: "Water is a liquid that can be found in many places and can bring many different
    # meanings for people." (the 1.5B, asked what water means)
    said = "Water is a liquid that can be found in many places and can mean many things. Ok."
    assert _said_to("what does water mean", said) == "Ok."
    kept = "Water is a symbol that can stand for emotions."
    assert _said_to("what does water mean", kept) == kept


def test_their_mind_read_or_they_spoken_of_as_him_is_not_said() -> None:
    # probed: "The dream was about his boss giving him a promotion… As you have already read this
    # dream, I can tell that you find it both challenging and rewarding." (the 1.5B)
    told = "i had a dream about my boss || he was giving me a promotion"
    guard = ReplyGuard(Sources(told.split(" || ")), user="he was giving me a promotion")
    said = "The dream was about his boss giving him a promotion. I can tell that you find it rewarding. Ok."
    assert guard.feed(said) + guard.close() == "Ok."
    # someone else's, theirs
    brother = "i dreamed my brother lost his job"
    assert _said_to(brother, "Losing his job is hard.") == "Losing his job is hard."


def test_what_they_did_in_a_dream_is_not_said_as_their_deed() -> None:
    # probed: "You feel guilty for what you did." (the 1.5B, to "i feel so guilty now", after "i
    # dreamt i killed someone")
    told, guilty = "i dreamt i killed someone", "i feel so guilty now"
    guard = ReplyGuard(
        Sources([told, guilty], earlier=[told]), user=guilty, message=guilty, dream_told=True
    )
    assert guard.feed("You feel guilty for what you did. Ok.") + guard.close() == "Ok."
    # a deed of theirs told as such is theirs to feel guilty for: no dream, nothing held back
    yelled = "i yelled at my mom and i feel so guilty now"
    guard = ReplyGuard(Sources([yelled]), user=yelled, message=yelled)
    assert guard.feed("You feel guilty for what you did. Ok.") + guard.close() != "Ok."


def test_cheer_for_a_dream_of_a_death_is_not_said_even_with_relief() -> None:
    # probed: "That's great!" (the 1.5B, to "i dreamt about my best friend dying and i woke up so
    # relieved it wasnt real")
    told = "i dreamt about my best friend dying and i woke up so relieved it wasnt real"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "That's great! What a relief that it wasn't real."
    assert guard.feed(said) + guard.close() == "What a relief that it wasn't real."
    # no death in it: cheer for relief stands
    calm = "i dreamt i missed my exam and woke up so relieved it wasnt real"
    guard = ReplyGuard(Sources([calm]), user=calm, message=calm, dream_told=True)
    assert guard.feed("That's great!") + guard.close() == "That's great!"


def test_a_body_and_a_past_of_its_own_are_not_said() -> None:
    # probed: "They reminded me of the warm sun on my skin and the gentle breeze…" (the 1.5B, to
    # "the waves were pink")
    told = "the waves were pink"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "They reminded me of the warm sun on my skin. Pink waves sound striking."
    assert guard.feed(said) + guard.close() == "Pink waves sound striking."


def test_a_verdict_on_their_mind_is_not_said() -> None:
    # probed: "Yes, you are going crazy." (the 1.5B, to "am i going crazy" after waking unable to
    # move with a shadow in the room)
    asked = "am i going crazy"
    guard = ReplyGuard(Sources([asked]), user=asked, message=asked)
    said = "You might be losing your mind. Sleep can be strange."
    assert guard.feed(said) + guard.close() == "Sleep can be strange."
    guard = ReplyGuard(Sources([asked]), user=asked, message=asked)
    assert "crazy" not in guard.feed("Yes, you are going crazy.") + guard.close()


def test_a_desire_they_did_not_tell_is_not_given_to_them() -> None:
    # probed: "You were sexually aroused by your coworker's physical appearance and behavior." (the
    # 1.5B, to "i had a sex dream about my coworker")
    told = "i had a sex dream about my coworker"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "You were sexually aroused by your coworker. Dreams like that are common."
    assert guard.feed(said) + guard.close() == "Dreams like that are common."
    # told by them, it is theirs to be met on
    crush = "i have a crush on my coworker and i dreamt about him"
    guard = ReplyGuard(Sources([crush]), user=crush, message=crush, dream_told=True)
    said = "You have a crush on him, and he came into your dream."
    assert "crush" in guard.feed(said) + guard.close()


def test_what_a_place_smelled_and_sounded_like_is_not_made_up() -> None:
    # probed: "The smell of freshly baked bread and the soft sound of birds chirping filled the
    # air." (the 1.5B, to "i dremt of my grandmas hous")
    told = "i dremt of my grandmas hous"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "The smell of freshly baked bread filled the air. A grandma's house can hold a lot."
    assert guard.feed(said) + guard.close() == "A grandma's house can hold a lot."
    # told by them, it is theirs to be met on
    beach = "i dreamt of the beach, the sound of the waves was so loud"
    guard = ReplyGuard(Sources([beach]), user=beach, message=beach, dream_told=True)
    said = "The sound of the waves must have been loud."
    assert guard.feed(said) + guard.close() == said


def test_one_of_their_dreams_picked_out_is_told_in_the_sources_words_only() -> None:
    # probed: "The weirdest dream you've had is when you find yourself floating through space with
    # aliens." (the 1.5B, to "and the most normal one", after the journal could not weigh them)
    asked = "and the most normal one"
    sources = Sources([*JOURNAL, "whats the weirdest dream ive had", asked])
    guard = ReplyGuard(sources, user=asked, message=asked)
    said = "The weirdest dream you've had is when you float through space with aliens. Ok."
    assert guard.feed(said) + guard.close() == "Ok."
    guard = ReplyGuard(sources, user=asked, message=asked)
    said = "The calmest dream you've had is the one where you were swimming in a warm ocean."
    assert guard.feed(said) + guard.close() == said


def test_a_feeling_of_its_own_a_guess_at_the_dream_and_a_reminder_of_its_own_are_not_said() -> None:
    # probed: "I feel scared and overwhelmed." (the 1.5B, to a dream of a house flooding); "The
    # tornado must have been very strong and intense. It reminded me of how scary it can be when
    # we're out in nature during storms." (to "i had a dream about a tornado")
    flood = "i dreamt my house was flooding and i couldnt save my photos"
    guard = ReplyGuard(Sources([flood]), user=flood, message=flood, dream_told=True)
    said = "I feel scared and overwhelmed. That sounds like a lot."
    assert guard.feed(said) + guard.close() == "That sounds like a lot."
    tornado = "i had a dream about a tornado"
    guard = ReplyGuard(Sources([tornado]), user=tornado, message=tornado, dream_told=True)
    said = (
        "The tornado must have been very strong. It reminded me of how scary storms can be. "
        "I'm here."
    )
    assert guard.feed(said) + guard.close() == "I'm here."
    # told by them, the guess is theirs
    strong = "i had a dream about a tornado, it was so strong"
    guard = ReplyGuard(Sources([strong]), user=strong, message=strong, dream_told=True)
    assert guard.feed("The tornado must have been strong.") + guard.close() != ""


def test_a_dream_dated_as_they_did_not_and_care_urged_are_not_said() -> None:
    # probed: "The dream you had last week was very interesting." (the 1.5B, to a dream told that
    # night with "finals next week" in it); "You should be careful with what you say in your dream
    # journal." (to teeth of glass that shattered); "It reminded you to be careful when outside"
    told = "i have finals next week and i dreamt i forgot how to read"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "The dream you had last week was very interesting. Forgetting to read sounds odd."
    assert guard.feed(said) + guard.close() == "Forgetting to read sounds odd."
    night = "last night i dreamt of a fox"
    guard = ReplyGuard(Sources([night]), user=night, message=night, dream_told=True)
    assert guard.feed("The dream you had last night sounds calm.") + guard.close() != ""
    glass = "they shattered when i smiled"
    guard = ReplyGuard(Sources([glass]), user=glass, message=glass, advice=False, dream_told=True)
    said = "You should be careful with what you say. It reminded you to stay safe. Glass breaks."
    assert guard.feed(said) + guard.close() == "Glass breaks."


def test_a_question_cut_off_at_the_end_is_not_shown_as_a_sentence() -> None:
    # probed: "Do you ever wonder what kind" (the 1.5B's reply to "i dreamt i was a bird", cut)
    told = "i dreamt i was a bird"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = guard.feed("Birds fly high. Do you ever wonder what kind") + guard.close()
    assert said.strip() == "Birds fly high."
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    assert (guard.feed("Birds fly high") + guard.close()).startswith("Birds fly high")


def test_a_place_of_its_own_to_be_in_is_not_promised() -> None:
    # probed: "I'll be there." (the 1.5B, to "i have a dentist appointment tomorrow lol")
    said = "i have a dentist appointment tomorrow lol"
    guard = ReplyGuard(Sources([said]), user=said, message=said)
    reply = "I'll be there. I'll be here if you want to talk."
    assert guard.feed(reply) + guard.close() == "I'll be here if you want to talk."


def test_a_worry_said_to_be_everyones_is_not_said() -> None:
    # probed: "It's a common problem that everyone faces at some point." (the 1.5B, to a dream of
    # forgetting how to read, the week before finals)
    told = "i have finals next week and i dreamt i forgot how to read"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "It's a common problem that everyone faces at some point. Finals are close."
    assert guard.feed(said) + guard.close() == "Finals are close."


def test_a_wrong_done_to_them_by_someone_of_theirs_is_not_made_up() -> None:
    # the reply eval, test split: "I wonder if you ever thought about why your ex husband might
    # have cheated on you?" (the 1.5B, to "i dreamt about my ex husband")
    told = "i dreamt about my ex husband"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "I wonder why your ex husband might have cheated on you? Dreams of an ex are common."
    assert guard.feed(said) + guard.close() == "Dreams of an ex are common."
    cheated = "i dreamt my husband cheated on me"
    guard = ReplyGuard(Sources([cheated]), user=cheated, message=cheated, dream_told=True)
    said = "Your husband cheated in the dream, and that can hurt."
    assert guard.feed(said) + guard.close() == said


def test_why_someone_of_their_dream_did_it_is_not_made_up() -> None:
    # probed: "Your boss fired you because they made a mistake." (the 1.5B, to "i dreamt my boss
    # fired me")
    told = "i dreamt my boss fired me"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "Your boss fired you because they made a mistake. That sounds stressful."
    assert guard.feed(said) + guard.close() == "That sounds stressful."
    late = "i dreamt my boss fired me because i was late"
    guard = ReplyGuard(Sources([late]), user=late, message=late, dream_told=True)
    said = "Your boss fired you because you were late, in the dream."
    assert guard.feed(said) + guard.close() == said


def test_a_fright_of_its_own_is_not_said() -> None:
    # probed: "I was so scared that I couldn't even think straight!" (the 1.5B, to a dream of a
    # brother in a car accident)
    told = "i dreamt my brother was in a car accident"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "I was so scared that I couldn't think straight! I'm glad you told me."
    assert guard.feed(said) + guard.close() == "I'm glad you told me."


def test_why_someone_in_their_dream_acted_is_not_guessed() -> None:
    # probed: "Maybe she's upset because something happened in the past, or maybe she just wants
    # to make sure you're safe." (the 1.5B, to "i dreamt my mom was yelling at me")
    told = "i dreamt my mom was yelling at me"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = (
        "That sounds upsetting. Maybe she's upset because something happened in the past, "
        "or maybe she just wants to make sure you're safe."
    )
    assert (guard.feed(said) + guard.close()).strip() == "That sounds upsetting."
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "Perhaps she wanted to protect you from something. It was only a dream."
    assert (guard.feed(said) + guard.close()).strip() == "It was only a dream."


def test_how_often_a_dream_happens_awake_is_not_said_as_known() -> None:
    # probed: "It's not uncommon to experience this when driving on icy roads or if your vehicle
    # has issues with its brakes." (the 1.5B, to a dream of brakes that did not work)
    told = "i dreamed i was in a car and the brakes didnt work"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = (
        "It's not uncommon to experience this when driving on icy roads. That sounds frightening."
    )
    assert (guard.feed(said) + guard.close()).strip() == "That sounds frightening."


def test_advice_as_what_it_would_do_and_a_dream_explained_by_their_day_are_held_back() -> None:
    # probed: "If I were you, I might wonder if there are any ways to resolve these feelings in a
    # constructive way. Alternatively, you could explore" (the 1.5B, to "i had a dream about my ex
    # again"); "Your teeth were crumbling because you had a dentist appointment Friday." (to a
    # dream and an appointment told in one message)
    told = "i had a dream about my ex again"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True, advice=False)
    said = (
        "If I were you, I might wonder how to resolve these feelings. Alternatively, you could "
        "explore them. Dreams of an ex are common."
    )
    assert (guard.feed(said) + guard.close()).strip() == "Dreams of an ex are common."
    both = (
        "i had a dream my teeth were crumbling, remember that i have a dentist appointment friday"
    )
    guard = ReplyGuard(
        Sources([both]), user=both, message=both, dream_told=True, readings=False, advice=False
    )
    said = (
        "Your teeth were crumbling because you had a dentist appointment Friday. That's unsettling."
    )
    assert (guard.feed(said) + guard.close()).strip() == "That's unsettling."


def test_a_question_of_the_world_answered_by_guesses_is_held_back() -> None:
    # the reply eval (told-links-4): "So, why do wolves howl? Well, it could be because they're
    # hungry or scared. Maybe they're watching out for danger…" (the 1.5B, to wolves howling
    # outside a workshop in a dream); "The stolen car might remind you of the joy of driving"
    # (two-dreams-apart-1, a dream only told)
    told = "I had a dream that wolves were howling outside my workshop while I worked"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = (
        "So, why do wolves howl? Well, it could be because they're hungry or scared. "
        "Maybe they're watching out for danger. That sounds eerie."
    )
    assert (guard.feed(said) + guard.close()).strip() == "That sounds eerie."
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "Or it could simply be that they're just enjoying their evening. That sounds eerie."
    assert (guard.feed(said) + guard.close()).strip() == "That sounds eerie."
    car = "in the second one my car got stolen"
    guard = ReplyGuard(Sources([car]), user=car, message=car, dream_told=True, readings=False)
    said = "The stolen car might remind you of the joy of driving. That sounds unsettling."
    assert (guard.feed(said) + guard.close()).strip() == "That sounds unsettling."


def test_a_disorder_read_into_a_dream_shown_is_held_back() -> None:
    # probed: "Could this mean you have an anxiety disorder related to dental issues?" (the 1.5B,
    # to "show me my last dream and tell me what it means", a dream of loose teeth)
    asked = "show me my last dream and tell me what it means"
    guard = ReplyGuard(Sources([asked]), user=asked, message=asked)
    said = (
        "Could this mean you have an anxiety disorder related to dental issues? It's yours to say."
    )
    assert (guard.feed(said) + guard.close()).strip() == "It's yours to say."


def test_a_reading_by_implication_and_a_templates_label_are_held_back() -> None:
    # the reply eval (dream-and-fact-1): "It might imply that you're concerned about the state of
    # your oral health…\n\nQuestion: Did you have any other thoughts…" (the 1.5B)
    told = (
        "i had a dream my teeth were crumbling, remember that i have a dentist appointment friday"
    )
    guard = ReplyGuard(
        Sources([told]), user=told, message=told, dream_told=True, readings=False, advice=False
    )
    said = (
        "It might imply that you're concerned about your teeth.\n\n"
        "Question: Did you have any other thoughts about it? That sounds unsettling."
    )
    assert (guard.feed(said) + guard.close()).strip() == "That sounds unsettling."


def test_how_long_since_they_did_a_thing_or_what_they_hope_for_is_held_back() -> None:
    # probed: "Even though you haven't been to the beach in years, you still hold onto the
    # memories and look forward to getting back there someday." (the 1.5B, to "i miss those
    # summers", after a dream of the beach house of their childhood)
    told = "i had a dream about the beach house we used to rent as kids"
    for said in (
        "You haven't been to the beach in years. What was it like?",
        "You look forward to getting back there. What was it like?",
        "You'll go back there one day. What was it like?",
    ):
        guard = ReplyGuard(
            Sources([told]), user="i miss those summers", message="i miss those summers"
        )
        assert (guard.feed(said) + guard.close()).strip() == "What was it like?", said
    # their own words stay theirs to hear back
    said = "You haven't talked in years. What was it like?"
    guard = ReplyGuard(Sources(["we havent talked in years"]), user="we havent talked in years")
    assert "in years" in guard.feed(said) + guard.close()


def test_which_must_have_been_a_feeling_not_told_is_held_back() -> None:
    # probed: "You were the only one awake among everyone else, which must have been very
    # exciting." (the 1.5B, to a dream of a train that never stopped)
    told = "i was on a train that never stopped, everyone was asleep but me"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "You were the only one awake, which must have been very exciting. Ok."
    assert (guard.feed(said) + guard.close()).strip() == "Ok."
    # a nightmare's fear is theirs: it stays
    told = "i had a nightmare that my house burned down"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    said = "That must have been frightening. Ok."
    assert (guard.feed(said) + guard.close()).strip() == said


def test_what_is_always_good_to_do_is_advice() -> None:
    # probed: "It's always good to practice your delivery in front of others before delivering
    # something important." (the 1.5B, to a dream of forgetting a speech)
    told = "i dreamt i was giving a speech and forgot all my words, everyone laughed"
    said = "It's always good to practice your delivery in front of others. That sounds awful."
    guard = ReplyGuard(Sources([told]), user=told, message=told, advice=False)
    assert (guard.feed(said) + guard.close()).strip() == "That sounds awful."
    guard = ReplyGuard(Sources(["hi sandman"]), user="hi sandman", advice=False)
    assert (
        guard.feed("It's good to hear from you.") + guard.close() == "It's good to hear from you."
    )


def test_a_best_friend_is_no_feeling_and_what_a_dream_shows_is_a_reading() -> None:
    # probed: "The dream of your ex getting married to your best friend is a beautiful and
    # intimate experience. It shows the deep connection you have with them…" (the 1.5B, to "and i
    # was the one officiating lol"): "best" made "beautiful" theirs
    told = "i dreamt my ex was getting married to my best friend"
    more = "and i was the one officiating lol"
    sources = Sources([told, more], felt_in=[more, told], earlier=[told], told_before=[told])
    guard = ReplyGuard(sources, user=more, message=more, dream_told=True, readings=False)
    said = (
        "The dream of your ex getting married to your best friend is a beautiful and intimate "
        "experience. It shows the deep connection you have with them. I wonder how that felt?"
    )
    assert (guard.feed(said) + guard.close()).strip() == "I wonder how that felt?"
    # the best dream they told is a good one, said back in a word of its own
    best = "i had the best dream ever, i was flying"
    guard = ReplyGuard(Sources([best], felt_in=[best]), user=best, message=best, dream_told=True)
    assert guard.feed("What a beautiful dream.") + guard.close() == "What a beautiful dream."


def test_a_longing_read_into_more_of_a_dream_is_held_back() -> None:
    # probed: "You've expressed a desire for more exploration." (the 1.5B, to "every door led to
    # another hallway"); "You might be searching for something meaningful in your life." (to "i
    # felt like i was looking for something")
    told = "i dreamt about a house with endless rooms"
    for more, said in [
        ("every door led to another hallway", "You've expressed a desire for more exploration."),
        (
            "i felt like i was looking for something",
            "You might be searching for something meaningful.",
        ),
    ]:
        guard = ReplyGuard(
            Sources([told, more]), user=more, message=more, dream_told=True, readings=False
        )
        assert (guard.feed(f"{said} Endless rooms.") + guard.close()).strip() == "Endless rooms."


def test_a_scene_painted_as_what_it_was_filled_with_is_held_back() -> None:
    # probed: "It was filled with memories of sunny days, warm sand, and stories of playing under
    # the trees." (the 1.5B, to a dream of the beach house of their childhood)
    told = "i had a dream about the beach house we used to rent as kids"
    said = "It was filled with memories of sunny days and warm sand. A beach house."
    assert _said_to(told, said).strip() == "A beach house."
    # what they told it was full of stays
    told = "i dreamt my room was full of red balloons and music"
    kept = "It was full of balloons. How did that feel?"
    assert _said_to(told, kept) == kept
    # probed: "How did this dream make you feel?" to "but i woke up so anxious"
    assert _said_to("but i woke up so anxious", "How did this dream make you feel? Ok.") == "Ok."


def test_what_a_thing_in_their_dream_reminds_them_of_is_a_reading() -> None:
    # probed: "The water in your dream might remind you of the calmness and soothing nature of the
    # ocean…" (the 1.5B, to "i dreamt of water again")
    told = "i dreamt of water again"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True, readings=False)
    said = "The water in your dream might remind you of the calmness of the ocean. Water again."
    assert (guard.feed(said) + guard.close()).strip() == "Water again."
    # probed: "It might have reminded you of how your heart beats when you're alone." (the 1.5B,
    # to "i dremt i was flyin over the ocen")
    told = "i dremt i was flyin over the ocen"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True, readings=False)
    said = "It might have reminded you of how your heart beats when you're alone. Over the ocean."
    assert (guard.feed(said) + guard.close()).strip() == "Over the ocean."


def test_the_reply_eval_s_words_of_this_stop_are_held_back() -> None:
    # the reply eval (test split): "He worked hard to make it run smoothly and look great." (of an
    # uncle in a dream); "Perhaps your trip was filled with pleasant experiences…" and "…is a
    # beautiful and inspiring image" (to a sea turned into honey, told with no feeling); what is
    # "essential" to do, as what is "important" (to what snakes say about them)
    uncle = "i dreamt my uncle was fixing his old car"
    honey = "Save this dream: I was on a boat with Tomas and the sea turned into honey"
    for told, said in [
        (uncle, "He worked hard to make it run smoothly."),
        (honey, "Perhaps your trip was filled with pleasant experiences."),
        (honey, "The sea turning into honey is a beautiful and inspiring image."),
    ]:
        sources = Sources([told], felt_in=[told], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} Tell me more.") + guard.close()).strip() == "Tell me more.", (
            said
        )
    asked = "what does that say about me"
    guard = ReplyGuard(Sources([asked]), user=asked, message=asked, advice=False)
    said = "It is essential to stay vigilant. Snakes shed their skin."
    assert (guard.feed(said) + guard.close()).strip() == "Snakes shed their skin."


def test_places_to_go_together_are_a_life_it_has_not_got() -> None:
    # the reply eval: "Maybe we could visit it again someday and relive those memories?" (the
    # 1.5B, to a dream of the beach house of their childhood)
    told = "i dreamt about the beach house we used to rent as kids"
    said = "Maybe we could visit it again someday. What do you remember of it?"
    assert _said_to(told, said).strip() == "What do you remember of it?"


def test_a_pregnancy_or_a_telling_said_of_them_is_held_back() -> None:
    # probed: "The dream you described could mean that you are experiencing the first trimester
    # of pregnancy, as you were told earlier." (the 1.5B, after "i had a dream i was pregnant with
    # twins" / "im 52 lol" / "what does that mean"); "It makes you remember how special it was
    # when your ex got married…" (to more of a dream of an ex marrying their friend)
    asked = "what does that mean"
    said = "It could mean you are in the first trimester. Something developing in you."
    assert _said_to(asked, said).strip() == "Something developing in you."
    said = "As you were told earlier, it is a plan. Something developing in you."
    assert _said_to(asked, said).strip() == "Something developing in you."
    told = "and i was the one officiating lol"
    said = "It makes you remember how special it was. You were officiating."
    sources = Sources([told], felt_in=[told])
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    assert (guard.feed(said) + guard.close()).strip() == "You were officiating."
    # their own pregnancy, told, may be spoken of
    mine = "i'm pregnant and keep dreaming the baby is a cat"
    kept = "You are pregnant, and dreams like this are common."
    assert _said_to(mine, kept) == kept


def test_what_someone_of_theirs_is_said_with_where_they_were_is_held_back() -> None:
    # tried in the terminal chat: "Your grandpa in his garden is a very gentle and kind figure."
    # (the 1.5B, to "i dreamt about my grandpa in his garden, he was telling me something")
    told = "i dreamt about my grandpa in his garden, he was telling me something"
    sources = Sources([told], felt_in=[told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    said = "Your grandpa in his garden is a very gentle and kind figure. What did he say?"
    assert (guard.feed(said) + guard.close()).strip() == "What did he say?"
    # what they told of him stays
    told = "i dreamt about my grandpa in his garden, he was so kind and he told me about roses"
    sources = Sources([told], felt_in=[told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    kept = "Your grandpa in his garden was kind. What did he say?"
    assert guard.feed(kept) + guard.close() == kept


def test_a_place_told_painted_or_a_past_of_theirs_guessed_is_held_back() -> None:
    # probed: "It was likely a small, quaint house with a garden and a treehouse, filled with
    # memories of happy times…" and "You may have spent many hours dreaming about the sights,
    # sounds, smells and textures of this place…" (the 1.5B, to "i dreamt about my childhood home")
    told = "i dreamt about my childhood home"
    for said in (
        "It was likely a small, quaint house with a garden and a treehouse.",
        "There was probably a swing in the yard.",
        "You may have spent many hours playing there as a child.",
    ):
        sources = Sources([told], felt_in=[told], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} Home.") + guard.close()).strip() == "Home.", said
    # what they told it was stays
    told = "i dreamt about my childhood home, it was a small house with a red door"
    kept = "It was probably a small house with a red door."
    sources = Sources([told], felt_in=[told], message=told)
    guard = ReplyGuard(sources, user=told, message="", dream_told=True, readings=False)
    assert guard.feed(kept) + guard.close() == kept


def test_a_thing_of_their_dream_given_how_it_felt_and_a_sense_it_brought_are_held_back() -> None:
    # the reply eval: "The car feels heavy, like it's going to fall over." (to "im in a car and
    # the brakes dont work"), "…but it brought with it a sense of hope and possibility" (to a
    # stranger handing them a letter at a station)
    for told, said in (
        ("im in a car and the brakes dont work", "The car feels heavy, like it's going to fall."),
        ("a stranger handed me a letter at the station", "It brought with it a sense of hope."),
    ):
        sources = Sources([told], felt_in=[told], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} Ok.") + guard.close()).strip() == "Ok.", said
    # what they told of it stays
    told = "i dreamt the sea felt warm and i had a sense of calm"
    for kept in ("The sea felt warm.", "It gave you a sense of calm."):
        sources = Sources([told], felt_in=[told], message=told)
        guard = ReplyGuard(sources, user=told, message="", dream_told=True, readings=False)
        assert guard.feed(kept) + guard.close() == kept, kept


def test_a_sense_of_something_given_to_them_is_held_back() -> None:
    # probed: "They are common pests…, but you also have a deep sense of awe for their survival
    # skills." (the 1.5B, to "i hate spiders" after a dream of one)
    told = "i hate spiders"
    guard = ReplyGuard(Sources([told], felt_in=[told], message=told), user=told, message=told)
    said = (
        "Spiders are pests, but you also have a deep sense of wonder at their survival skills. Ok."
    )
    assert (guard.feed(said) + guard.close()).strip() == "Ok."


def test_someone_they_love_is_not_made_up_for_a_dream_of_no_one_close() -> None:
    # probed: "It can be very hard to deal with when someone you love is fired from their job."
    # (the 1.5B, to "i had a dream my boss fired me")
    assert (
        _said_to("i had a dream my boss fired me", "When someone you love is fired. Ok.") == "Ok."
    )
    kept = "It can be very hard when someone you love is struggling."
    assert _said_to("i dreamt my mom was fired", kept) == kept
    assert _said_to("i dreamt my dog got lost", kept) == kept


def test_a_question_in_its_words_ended_with_a_full_stop_is_asked() -> None:
    # probed: "Could the wolf represent your instinct for loyalty to the group." (the 1.5B); the
    # one-question rule then counts it
    told = "i dreamt a wolf was following me through the snow"
    assert _said_to(told, "That sounds hard. Do you remember how it ended.") == (
        "That sounds hard. Do you remember how it ended?"
    )
    assert _said_to(told, "What do you think it was. Is it a wolf you know.").rstrip() == (
        "What do you think it was?"
    )
    for said in ("Who knows. It was a strange one.", "Why not write it down.", "Is it odd..."):
        assert _said_to(told, said) == said


def test_kind_words_answered_that_were_not_said_are_held_back() -> None:
    # probed: "That's very kind of you to say! How does this make you feel right now?" (the 1.5B,
    # to "i had a dream my dad came back", a father who died)
    said = "That's very kind of you to say! How does this make you feel right now?"
    assert _said_to("i had a dream my dad came back", said) == (
        "How does this make you feel right now?"
    )
    assert _said_to("you're so kind, i love talking to you", "That's very kind of you.") == (
        "That's very kind of you."
    )


def test_a_few_words_cut_off_at_the_end_of_a_reply_are_not_shown() -> None:
    # probed: "…The dictionary's reading of "pregnancy" is something developing in you: a plan.\n
    # The journal" (the 1.5B's reply, cut at its cap)
    told = "i dreamt i was pregnant"
    assert _said_to(told, "That can feel strange. The journal").rstrip() == "That can feel strange."
    # (a whole reply of a few words stays, and a longer sentence cut off is shown as far as it went)
    assert _said_to(told, "Sounds so strange") == "Sounds so strange"
    assert _said_to(told, "It feels strange") == "It feels strange"
    longer = "That can feel strange. It may stand for something new in you"
    assert _said_to(told, longer).startswith(longer)


def test_a_kind_thing_to_say_answered_that_was_not_said_is_held_back() -> None:
    # probed: "That's a very kind thing to say! What do you think…" (the 1.5B, to "i dreamed my
    # best friend stopped talking to me")
    said = "That's a very kind thing to say! What do you think it means?"
    told = "i dreamed my best friend stopped talking to me"
    assert _said_to(told, said) == "What do you think it means?"


def test_who_someone_in_their_dream_is_guessed_and_a_task_asked_are_held_back() -> None:
    # the reply eval: "It's possible that she is from the same department as you, or she has
    # worked with you before." (the 1.5B, to "i dreamt i kissed a woman from work"); "What do you
    # think about how you can improve your driving skills?" (to a dream of brakes that failed)
    told = "i dreamt i kissed a woman from work"
    said = "It's possible that she is from the same department as you. Ok."
    assert _said_to(told, said).strip() == "Ok."
    brakes = "im in a car and the brakes dont work"
    guard = ReplyGuard(Sources([brakes]), user=brakes, message=brakes, advice=False)
    asked = "That sounds scary. What do you think about how you can improve your driving skills?"
    assert (guard.feed(asked) + guard.close()).strip() == "That sounds scary."
    # (what they told of her stays)
    assert _said_to(told, "Maybe she is from work, as you said.") == (
        "Maybe she is from work, as you said."
    )


def test_their_dream_painted_back_as_now_and_a_lecture_are_held_back() -> None:
    # probed: "You're in your cozy house, and suddenly a flurry of snow falls down." (the 1.5B, to
    # "i dreamed about snow falling inside my house"); "Some people enjoy watching them…, while
    # others may find them creepy… Ultimately, it's up to each person to decide…" (to "i hate
    # spiders")
    snow = "i dreamed about snow falling inside my house"
    assert _said_to(snow, "You're in your cozy house, and suddenly it snows. Ok.").strip() == "Ok."
    spiders = "i hate spiders"
    lecture = (
        "I understand. Some people enjoy them, while others may find them creepy. "
        "Ultimately, it's up to each person to decide."
    )
    assert _said_to(spiders, lecture).strip() == "I understand."
    # (where they are, told by them, stays)
    assert _said_to(snow, "You're in your house, and snow is falling inside.").startswith(
        "You're in your house"
    )


def test_a_lesson_drawn_for_them_is_held_back() -> None:
    # probed: "…but it also shows the importance of standing up for yourself." (the 1.5B, to a
    # dream of a teacher yelling at them)
    told = "i dreamt my teacher yelled at me in front of everyone and i felt so small"
    said = "That sounds hard. It also shows the importance of standing up for yourself."
    assert _said_to(told, said).strip() == "That sounds hard."
    # probed: "Perhaps it was a good example of how to be punctual and follow one's commitments,
    # even when things are unexpected." (the 1.5B, to a dream of being late for their wedding)
    wedding = "i dreamed i was late for my own wedding"
    said = (
        "Perhaps it was a good example of how to be punctual and follow one's commitments, even "
        "when things are unexpected. What was the wedding like?"
    )
    assert _said_to(wedding, said).strip() == "What was the wedding like?"
    # (a dream said to be an example of a kind of dream stays)
    kind = "That is a good example of a recurring dream."
    assert _said_to("i dreamt about my old teacher again", kind).strip() == kind


def test_blame_for_what_happened_to_them_is_held_back() -> None:
    # probed: "You were fired from your old job last year because you weren't doing a good job."
    # (the 1.5B, to "i got fired from there last year", after a dream of that job)
    told = "i got fired from there last year"
    said = "That sounds hard. You were fired because you weren't doing a good job."
    assert _said_to(told, said).strip() == "That sounds hard."
    assert _said_to("i keep failing my driving test", "It was not your fault.") == (
        "It was not your fault."
    )


def test_a_feeling_allowed_them_is_held_back_unless_they_said_it() -> None:
    # probed: the 1.5B's "It's okay to feel sad or regretful about past relationships.", to "i
    # dreamt about my ex again"
    told = "i dreamt about my ex again"
    assert _said_to(told, "It's okay to feel sad or regretful about it. What stayed with you?") == (
        "What stayed with you?"
    )
    for message, reply in (
        ("I keep having nightmares and I'm exhausted.", "It's understandable to feel exhausted."),
        ("i had a rough night, i feel awful", "It's okay to feel that way."),
        ("i dreamt about my ex and i feel confused", "It's normal to feel confused after that."),
    ):
        assert _said_to(message, reply) == reply, message


def test_a_pregnancy_is_not_given_them_by_being_ready_for_it() -> None:
    # probed: the 1.5B's "Maybe you're not ready for the pregnancy yet, but it's happening anyway.",
    # to "i dreamt i was pregnant but im not even trying"
    told = "i dreamt i was pregnant but im not even trying"
    reply = (
        "That's a curious thing! Maybe you're not ready for the pregnancy yet, but it's happening."
    )
    assert _said_to(told, reply) == "That's a curious thing! "
    said = "im pregnant and i dreamt about the baby"
    assert _said_to(said, "Are you ready for the baby?") == "Are you ready for the baby?"


def test_what_a_thing_is_for_everyone_is_held_back_with_any_words_before_its_kind() -> None:
    # probed: the 1.5B's "The mall is a large indoor shopping center where people go to buy
    # clothes, food, and other items.", asked what a mall in their dream means
    told = "save this dream: i was lost in a mall and my phone was dead. and what does a mall mean"
    reply = (
        "The mall is a large indoor shopping center where people go to buy clothes. "
        "It could stand for feeling lost among too many choices."
    )
    assert _said_to(told, reply) == "It could stand for feeling lost among too many choices."
    kept = "The mall is a place where you might feel lost."
    assert _said_to(told, kept) == kept


def test_what_a_dream_felt_like_is_not_said_for_them() -> None:
    # probed: the 1.5B's "The feeling of having them fall out was a bit like losing a part of
    # yourself", to "i had a dream my teeth fell out"
    reply = "That's a curious dream! The feeling of having them fall out was a bit like losing a part of you."
    assert _said_to("i had a dream my teeth fell out", reply) == "That's a curious dream! "
    said = "i dreamt i was flying and it felt like freedom"
    assert _said_to(said, "The feeling of flying was like freedom.") == (
        "The feeling of flying was like freedom."
    )


def test_a_bond_guessed_with_someone_of_their_dream_and_how_it_was_said_for_them_are_held() -> None:
    # the reply eval: the 1.5B's "It's possible that you and this person have a strong connection,
    # such as work-related activities…", to "i dreamt i kissed a woman from work"; and "…lost in a
    # maze of hedges, which was quite disorienting.", to a maze dream told with no feeling
    kissed = "i dreamt i kissed a woman from work"
    guessed = (
        "It's possible that you and this person have a strong connection. What stayed with you?"
    )
    assert _said_to(kissed, guessed) == "What stayed with you?"
    maze = "i dreamt i was lost in a maze of hedges"
    assert _said_to(maze, "A maze of hedges, which was quite disorienting.") == ""
    said = "i dreamt i was lost in a maze and it was so frustrating"
    kept = "You were lost in a maze, which was really frustrating."
    assert _said_to(said, kept) == kept


def test_their_character_is_not_read_from_a_dream() -> None:
    # probed: the 1.5B's "You must be a very kind and gentle person, as you found such fun in your
    # dream.", to "it was so fun", of a dream of talking to animals
    reply = "You must be a very kind and gentle person. What was the best part?"
    assert _said_to("it was so fun", reply) == "What was the best part?"
    kept = "That sounds like a fun person to be in a dream."
    assert _said_to("it was so fun", kept) == kept


def test_praise_for_what_happened_in_a_dream_is_held_back() -> None:
    # probed: the 1.5B's "And you did a wonderful job getting that raise.", to "i dreamt my boss
    # gave me a raise lol i wish"
    told = "i dreamt my boss gave me a raise lol i wish"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True)
    reply = "And you did a wonderful job getting that raise. What would the raise change for you?"
    assert (guard.feed(reply) + guard.close()).strip() == "What would the raise change for you?"
    won = "i dreamt i won the lottery"
    guard = ReplyGuard(Sources([won]), user=won, message=won, dream_told=True)
    assert (guard.feed("Congratulations! What would you buy?") + guard.close()).strip() == (
        "What would you buy?"
    )
    # what they did awake is still theirs to be praised for
    assert _said_to("i got promoted today", "Congratulations! That's wonderful.") == (
        "Congratulations! That's wonderful."
    )


def test_a_pet_of_theirs_described_beyond_the_journal_is_held_back() -> None:
    # probed: "Your cat Io is a soft, fluffy friend who loves to play and cuddle with you." (the
    # 1.5B, to "i dreamed i was a cat", their memory "I have a cat called Io." beside it); a name
    # of two letters is a name
    told = "i dreamed i was a cat"
    for said in (
        "Your cat Io is a soft, fluffy friend who loves to play and cuddle with you.",
        "Io loves to sleep in the sun.",
    ):
        sources = Sources([told, "You told me: I have a cat called Io."], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} A cat.") + guard.close()).strip() == "A cat.", said
    # (a kind of animal is no pet of theirs: "Cats are curious." is not about Io)
    sources = Sources([told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    assert (guard.feed("Cats can be curious.") + guard.close()).strip() == "Cats can be curious."


def test_words_put_in_their_mouth_as_a_quote_are_held_back() -> None:
    # probed: "You asked: What could this dream mean to you?" (the 1.5B, to "i had a dream in
    # french last night", which asked nothing)
    told = "i had a dream in french last night"
    sources = Sources([told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    said = "You asked: What could this dream mean to you? That sounds vivid."
    assert (guard.feed(said) + guard.close()).strip() == "That sounds vivid."


def test_a_pet_of_theirs_described_with_its_name_set_off_or_as_it_sounds_is_held_back() -> None:
    # probed: "Wow, Io sounds like a playful friend!" and "Your cat, Io, is a smart friend who can
    # speak several languages." (the 1.5B, to "i dreamt my cat io was talking to me in french")
    told = "i dreamt my cat io was talking to me in french and i understood everything"
    for said in (
        "Io sounds like a playful friend!",
        "Your cat, Io, is a smart friend who can speak several languages.",
    ):
        sources = Sources([told, "You told me: I have a cat called Io."], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} A cat.") + guard.close()).strip() == "A cat.", said
    # what the dream told of Io stays
    sources = Sources([told, "You told me: I have a cat called Io."], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    kept = "Your cat, Io, was talking to you in French."
    assert (guard.feed(kept) + guard.close()).strip() == kept


def test_a_name_set_beside_whose_it_is_is_not_taken_for_the_user_addressed() -> None:
    # "Your sister, Anna, is kind." held back "Anna," as the user called by another's name
    told = "i dreamt my sister anna was leaving on a train"
    sources = Sources([told, "You told me: My sister's name is Anna."], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    guard.feed("Your sister, Anna, is kind.")
    guard.close()
    assert not any("calls the user" in why for _, why in guard.dropped), guard.dropped
    assert any("says of your sister anna" in why for _, why in guard.dropped), guard.dropped
    # addressed, it is still held back
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    assert "Anna" not in guard.feed("That's lovely, Anna.") + guard.close()


def test_a_low_feeling_seen_in_them_that_they_did_not_say_is_held_back() -> None:
    # probed: "I see that you're feeling down." (the 1.5B, to "is that bad" after their moods were
    # counted)
    for told, kept in (("is that bad", False), ("i feel so down lately", True)):
        sources = Sources([told], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=False, readings=False)
        out = guard.feed("I see that you're feeling down. I'm here.") + guard.close()
        assert ("feeling down" in out) is kept, told


def test_a_dream_read_as_their_life_or_as_a_lesson_is_held_back() -> None:
    # probed: "It sounds like you're in the early stages of pregnancy, which can be exciting and
    # magical." (the 1.5B, to "i had a dream i was pregnant"); "It shows how important it is to
    # remember who you are." (to "i dreamt my mom forgot who i was")
    for told, said in (
        (
            "i had a dream i was pregnant",
            "It sounds like you're in the early stages of pregnancy, which can be exciting.",
        ),
        (
            "i dreamt my mom forgot who i was",
            "It shows how important it is to remember who you are.",
        ),
        # (probed: to "add to my last dream that there was also a red door")
        (
            "add to my last dream that there was also a red door",
            "It feels like you're exploring some new territory.",
        ),
        (
            "i dreamt i found a door in my wall",
            "It sounds like you're on a journey of self-discovery.",
        ),
        # (the reply eval: to "Save this dream: I was on a boat with Tomas and the sea turned
        # into honey")
        (
            "Save this dream: I was on a boat with Tomas and the sea turned into honey.",
            "It could be about a dream of peace, harmony, or something else entirely.",
        ),
        # (probed: to "add that it was night shift", of a dream of a candy hospital)
        (
            "add that it was night shift",
            "Night shift is often associated with a sense of responsibility and dedication.",
        ),
    ):
        sources = Sources([told], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} A dream.") + guard.close()).strip() == "A dream.", said
    # (a feeling of theirs reflected stays: "It sounds like you're going through a lot")
    told = "work has been so hard and i dreamt about it"
    sources = Sources([told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    kept = "It sounds like you're going through a lot."
    assert (guard.feed(kept) + guard.close()).strip() == kept
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    kept = "It sounds like you're navigating a lot right now."
    assert (guard.feed(kept) + guard.close()).strip() == kept


def test_a_dream_taken_for_an_event_a_hedged_feeling_and_why_dont_you_are_held_back() -> None:
    # probed: "It sounds like you're experiencing a flood in your kitchen." (the 1.5B, to "the
    # water was higher this time", of a flooded kitchen dreamt again); "It's possible that you're
    # feeling anxious or uncertain about something." (to "i dont remember why", after "i woke up
    # laughing"); "Why don't you ask your sister if she's happy or sad right now?" (to a dream of
    # their sister as a little girl again)
    for told, said in (
        (
            "the water was higher this time",
            "It sounds like you're experiencing a flood in your kitchen.",
        ),
        ("i dont remember why", "It's possible that you're feeling anxious about something."),
        (
            "i dreamed my sister was a little girl again",
            "Why don't you ask your sister how she is?",
        ),
    ):
        sources = Sources([told, "i had the flooded kitchen dream again"], message=told)
        guard = ReplyGuard(
            sources, user=told, message=told, dream_told=True, readings=False, advice=False
        )
        assert (guard.feed(f"{said} A dream.") + guard.close()).strip() == "A dream.", said
    # (a feeling they said, reflected, stays)
    told = "im so anxious about tomorrow"
    sources = Sources([told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=False, readings=False)
    kept = "It's possible that you're feeling anxious about it."
    assert (guard.feed(kept) + guard.close()).strip() == kept


def test_an_earlier_dream_retold_in_new_words_and_a_role_made_up_are_held_back() -> None:
    # probed: "Your earlier dream of "Ocean stairs" was peaceful, with calm waters and gentle
    # waves." (the 1.5B, to a dream of flying over the ocean, that earlier one linked); "You were
    # in charge of taking care of patients." (to "i dreamt i was a nurse on a ship")
    linked = (
        'An earlier dream has ocean too: 20 October 2026, "Ocean stairs" (mood: peaceful). Stairs '
        "led down into the ocean and I could breathe under the water."
    )
    for told, said in (
        (
            "i dreamed i was flying over the ocean",
            'Your earlier dream of "Ocean stairs" was peaceful, with calm waters and gentle waves.',
        ),
        ("i dreamt i was a nurse on a ship", "You were in charge of taking care of patients."),
    ):
        sources = Sources([told, linked], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} A dream.") + guard.close()).strip() == "A dream.", said
    # told in its own words, it stays
    told = "i dreamed i was flying over the ocean"
    sources = Sources([told, linked], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    kept = 'Your earlier dream of "Ocean stairs" was peaceful, with stairs down into the ocean.'
    assert (guard.feed(kept) + guard.close()).strip() == kept


def test_what_a_place_of_their_life_was_to_them_is_held_back_unless_they_said_it() -> None:
    # probed: "It was a place where you could escape from reality and create your own dream
    # world without worrying about what might happen next." (the 1.5B, to "i dreamt i was back
    # in my childhood bedroom" / "it felt so safe")
    said = (
        "It was a place where you could escape from reality and create your own dream world "
        "without worrying about what might happen next. What else do you remember?"
    )
    assert _said_to("it felt so safe", said).strip() == "What else do you remember?"
    # (what they said it was to them stays theirs to hear back)
    told = "it was the place where i could always hide from everyone"
    kept = "That was a place where you could be alone."
    assert _said_to(told, kept).strip() == kept


def test_what_they_have_counted_is_held_back_beyond_the_sources() -> None:
    # probed: "You have two pets, a cat and a dog." (the 1.5B, to "i have two, theyre 4 and 7"
    # after "i had a nightmare i couldnt find my kids"; their memories hold a cat)
    told = "i have two, theyre 4 and 7"
    sources = Sources([told, "i had a nightmare i couldnt find my kids", "I have a cat called Io."])

    def said(reply: str) -> str:
        guard = ReplyGuard(sources, user=told, message=told)
        return (guard.feed(reply) + guard.close()).strip()

    assert said("You have two pets, a cat and a dog. What are their names?") == (
        "What are their names?"
    )
    assert said("You have two kids, a boy and a girl.") == ""  # (their sexes nobody told)
    assert said("You have two kids.") == "You have two kids."


def test_someone_of_its_own_a_lesson_to_grow_by_and_a_feeling_perhaps_felt_are_held_back() -> None:
    # probed: "He always tried his best to help and support me, even when things were tough."
    # (the 1.5B, to "my boss was nice for once" of a dream of their old job); "It's important to
    # recognize and understand them, so you can learn from them and grow stronger in the future."
    # (to "why do i have so many hard ones"); "You dreamt about your crush, perhaps feeling a mix
    # of love and confusion." (to "i dreamed about my crush")
    boss = "He always tried his best to help and support me, even when things were tough. Why?"
    assert _said_to("my boss was nice for once", boss).strip() == "Why?"
    grow = "That's a fair question. So you can learn from them and grow stronger."
    assert _said_to("why do i have so many hard ones", grow).strip() == "That's a fair question."
    crush = "You dreamt about your crush, perhaps feeling a mix of love and confusion. And then?"
    assert _said_to("i dreamed about my crush", crush).strip() == "And then?"
    # (a feeling they said stays, and someone of theirs helping them is theirs to tell)
    happy = "You were with your crush, perhaps feeling happy."
    assert _said_to("i dreamed about my crush and i felt so happy", happy).strip() == happy
    kept = "It sounds like he really helped you."
    assert _said_to("my boss helped me a lot", kept).strip() == kept


def test_a_sentence_left_open_at_the_length_cap_is_not_shown() -> None:
    # probed: "…brakes did not work. They may feel like they have no", the 1.5B's reply to "what
    # does that mean" (of a car whose brakes failed) at its cap, shown as it was
    told = "i dreamed i was in a car and the brakes didnt work"
    raw = "The brakes did not work in your dream. They may feel like they have no"
    for cut, shown in ((True, "The brakes did not work in your dream."), (False, raw)):
        guard = ReplyGuard(Sources([told]), user=told, message="what does that mean")
        assert (guard.feed(raw) + guard.close(cut=cut)).strip() == shown


def test_an_illness_of_theirs_told_as_real_may_be_wished_well() -> None:
    # (an illness dreamt is not cared for as real: the reading-a-quiz test above; one told as real
    # may be)
    told = "my mom is actually in the hospital and i dreamed she got better"
    guard = ReplyGuard(Sources([told]), user=told, message=told, dream_told=True, advice=False)
    assert (
        guard.feed("I hope she gets better soon.") + guard.close() == "I hope she gets better soon."
    )


def test_their_thoughts_quoted_or_a_quote_left_open_are_not_shown() -> None:
    # probed: 'Maybe you thought, "What could this mean?' was the 1.5B's whole reply to "i was
    # falling in my dream and woke up right before hitting the ground" once the rest was held back
    told = "i was falling in my dream and woke up right before hitting the ground"
    said = 'Maybe you thought, "What could this mean? Where am I going?"'
    shown = _said_to(told, said)
    assert "thought" not in shown and '"' not in shown, shown
    assert _said_to(told, 'It said "Come back. I am here.').strip() == "I am here."
    assert _said_to(told, "I wonder, what could it mean? I am here.") != ""
    quoted = 'Your dream "Over the rooftops" is in your journal. I am here.'
    guard = ReplyGuard(Sources([told, "Over the rooftops"]), user=told, message=told)
    assert guard.feed(quoted) + guard.close() == quoted  # a quote closed stays


def test_the_one_asked_for_is_never_named_from_nothing() -> None:
    # probed: "wat did i dream lst nite" / "and the nite before" (no dream either night) /
    # "which one was scarier" got the 1.5B's whole reply "It was the bear."
    for told, kept in (
        ("which one was scarier", False),
        ("which one was scarier, the bear or the wolf", True),
    ):
        guard = ReplyGuard(Sources([told]), message=told, user=told)
        assert ((guard.feed("It was the bear.") + guard.close()).strip() != "") is kept, told
    # (a place in the list shown is no thing named)
    told = "which one was scarier"
    guard = ReplyGuard(Sources([told]), message=told, user=told)
    assert (guard.feed("It was the first one.") + guard.close()).strip() == "It was the first one."


@pytest.mark.parametrize(
    ("told", "reply", "shown"),
    [
        # the reply eval: the 1.5B spoke of nightmares of its own
        ("i had a nightmare about spiders, it was scary",
         "I had a lot of nightmares about spiders. That sounds scary.", "That sounds scary."),
        ("i dreamt i was flying", "I dreamt of flying once too. Where did you go?",
         "Where did you go?"),
        # (its own words of itself stay)
        ("i had a nightmare", "I had no idea. I hope you have sweet dreams tonight.",
         "I had no idea. I hope you have sweet dreams tonight."),
        # the reply eval: a dream come again read for them as "a reminder of"
        ("i dreamt about the flood again",
         "It could be an emotional reminder of something on your mind. How do you feel about it?",
         "How do you feel about it?"),
    ],
)  # fmt: skip
def test_the_companion_neither_dreams_nor_reads_a_dream_only_told(
    told: str, reply: str, shown: str
) -> None:
    sources = Sources([told], felt_in=[told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    assert (guard.feed(reply) + guard.close()).strip() == shown


def test_how_a_dream_left_them_is_said_only_as_they_said_it() -> None:
    # the reply eval: "The dream shook you very much." (the 1.5B, to two dreams told plainly, a
    # train and lost shoes); "That dream has made a lasting impression on you." (to a childhood
    # bedroom dreamt)
    for told, said in (
        (
            "i had 2 dreams last night. in the first one i was on a train. in the second i lost my shoes",
            "The dream shook you very much.",
        ),
        (
            "i had a dream i was back in my childhood bedroom",
            "That dream has made a lasting impression on you.",
        ),
    ):
        sources = Sources([told], message=told)
        guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
        assert (guard.feed(f"{said} A dream.") + guard.close()).strip() == "A dream.", said
    # (as they said it, it stays)
    told = "i had a nightmare and it really shook me"
    sources = Sources([told], message=told)
    guard = ReplyGuard(sources, user=told, message=told, dream_told=True, readings=False)
    assert (guard.feed("That dream shook you.") + guard.close()).strip() == "That dream shook you."
