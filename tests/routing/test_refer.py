"""A question that points back with a pronoun is asked about the last message's subject."""

from __future__ import annotations

from datetime import date

import pytest

from sandman.routing import RouterPolicy
from sandman.routing._args import dream_symbol
from sandman.routing._refer import (
    asked_again,
    leans_on_before,
    meaning_of_own_telling,
    meaning_of_told,
    points_back,
    reading_of_one_shown,
    refer_back,
    them_asked,
)

POLICY = RouterPolicy.for_model("smollm2-135m", "chatml")


def _read(text: str) -> dict[str, object]:
    return dict(POLICY.guess(text).args)


@pytest.mark.parametrize(
    ("previous", "message", "expected"),
    [
        (
            "What does a snake mean to me?",
            "Have I dreamed about one?",
            "Have I dreamed about snake?",
        ),
        (
            "What do wolves mean in dreams?",
            "Did I ever dream about them?",
            "Did I ever dream about wolf?",
        ),
        ("what does water mean", "do I dream of it often?", "do I dream of water often?"),
        # "like this" after a told dream: dreams about its first symbol (probed: a search for
        # "like")
        (
            "hey, rough night. I dreamt I was lost in an airport and missed every flight",
            "have I had dreams like this before?",
            "have I had dreams about lost before?",
        ),
        # the dream talked about, set beside the others (probed: "connect" searched)
        (
            "what do locked doors mean",
            "does that connect to any of my other dreams?",
            "have I had dreams about locked door before?",
        ),
        (
            "i had a weird dream, i was in my old school but all the doors were locked",
            "is this like any of my other dreams",
            "have I had dreams about school before?",
        ),
        # the dream just told, counted (probed: the latest dreams listed)
        (
            "had the falling dream again",
            "how many times have i had it",
            "how many times have I dreamed about falling?",
        ),
        (
            "what do snakes mean",
            "how often have i had this dream?",
            "how many times have I dreamed about snake?",
        ),
        # dreams of it, asked without a dream word (probed: the latest dreams listed)
        ("what does water mean", "any in my journal?", "have I dreamed about water before?"),
        (
            "what do dreams about being chased mean",
            "do i have any in my journal",
            "have I dreamed about chased before?",
        ),
        (
            "what do snakes mean",
            "have i logged any like that",
            "have I dreamed about snake before?",
        ),
        ("what do locked doors mean", "does that mean anything", None),
        # a name their last message was about (not a word of English) is whom "her" points at
        ("Any dreams about Lea?", "any nightmares with her?", "any nightmares with lea?"),
        ("Show me my last dream.", "Have I dreamed about one?", None),  # no subject to point at
        ("What does a snake mean to me?", "Did I dream about a wolf?", None),  # names its own
        ("What does a snake mean to me?", "When was that?", None),  # a dream, not a subject
    ],
)
def test_the_pronoun_takes_the_last_messages_subject(
    previous: str, message: str, expected: str | None
) -> None:
    assert refer_back(message, previous, _read) == expected


def test_her_and_him_are_the_person_of_theirs_named_last_in_the_last_messages() -> None:
    # probed: "have i dreamed about her before", five messages after "my mom passed away in
    # august" (her dream told between, as "she"), listed the latest dreams
    earlier = [
        "i didnt want to wake up",
        "she was humming and i just sat there watching her",
        "last night i dreamed she was making breakfast like nothing happened",
        "my mom passed away in august",
    ]
    previous = "is it normal to dream about someone who died"
    assert (
        refer_back("have i dreamed about her before", previous, _read, earlier)
        == "have i dreamed about my mom before"
    )
    said = "my grandpa used to take me fishing"
    assert refer_back("any dreams with him?", said, _read) == "any dreams with my grandpa?"
    # nobody of theirs named: nothing to point at
    assert (
        refer_back("have i dreamed about her before", "what is water", _read, earlier[:2]) is None
    )
    decision = POLICY.guess("have i dreamed about my mom before")
    assert (decision.route, decision.args) == ("search_dreams", {"query": "mom"})


def test_the_rewritten_question_searches_the_subject() -> None:
    rewritten = refer_back(
        "Have I ever dreamed about them before?", "what do bees symbolize", _read
    )
    assert rewritten is not None and points_back("Have I ever dreamed about them before?")
    decision = POLICY.guess(rewritten)
    assert (decision.route, decision.args) == ("search_dreams", {"query": "bee"})


@pytest.mark.parametrize(
    ("message", "symbol"),
    [
        ("what do I usually say water stands for", "water"),
        ("What did I tell you snakes mean?", "snake"),
        ("what did I say the wolf means to me", "wolf"),
    ],
)
def test_the_users_own_meaning_asked_back_is_a_symbol_lookup(message: str, symbol: str) -> None:
    decision = POLICY.first_pass(message)
    assert decision is not None and (decision.route, decision.args) == (
        "lookup_symbol",
        {"symbol": symbol},
    )


@pytest.mark.parametrize(
    ("previous", "symbol"),
    [
        ("I had a dream that I was pregnant but I'm a man lol", "pregnant"),
        # nothing the dictionary reads after "dreamed about": the first thing in the message
        ("I'm kind of sad today, my dog died last month and I dreamed about him", "dog"),
        ("i dreamt of a tiger chasing me through a market, then it turned into my boss", "tiger"),
        # "last night" is when, not what
        ("I had a dream last night that I was at a wedding", "wedding"),
        ("I keep dreaming im back in school and forgot my locker combo", "school"),
        ("I dreamed about my boss yelling at a printer", "boss"),
        ("I dreamed about a man yelling at a printer", None),
        # a place beside a thing is not the thing (was "foot")
        ("I dreamt a man was standing at the foot of my bed", "bed"),
        ("I dreamt I stood on the edge of a cliff", "cliff"),
        ("I dreamt my feet were bleeding", "foot"),
    ],
)
def test_a_told_dreams_symbol_is_the_first_thing_in_it_the_dictionary_reads(
    previous: str, symbol: str | None
) -> None:
    assert dream_symbol(previous) == symbol


@pytest.mark.parametrize(
    "message",
    [
        "what could that mean",
        "so what does it say about me?",
        "meaning?",
        "hmm what's that about",
        # (measured: "lol" was looked up as a symbol)
        "lol what would that even mean",
        "what does that actually mean",
    ],
)
def test_what_a_dream_just_told_means_is_asked_of_its_symbol(message: str) -> None:
    # probed: "what could that mean" after the dream got "That could mean something significant
    # or personal to them." (nothing read)
    told = "I had a dream that I was pregnant but I'm a man lol"
    assert meaning_of_told(message, told) == "what does pregnant mean in my dream?"
    assert POLICY.guess(meaning_of_told(message, told) or "").args == {"symbol": "pregnant"}


@pytest.mark.parametrize(
    ("message", "asked"),
    [
        # probed: "mom showed" looked up, and the part told lost
        ("then my mom showed up, what does that mean?", "what does mom mean in my dream?"),
        ("and a black dog was chasing me. what could that mean", "what does dog mean in my dream?"),
        ("i dreamt a snake was in my bed, what does it mean", "what does snake mean in my dream?"),
        # probed: "white tiger last" looked up
        (
            "i dreamt about a white tiger last night and i want to know what it means",
            "what does tiger mean in my dream?",
        ),
        ("i dreamed of a red door, i wonder what that means", "what does door mean in my dream?"),
        # nothing told before the question, or no meaning asked
        ("what does that mean?", None),
        ("then my mom showed up, is that normal?", None),
    ],
)
def test_what_a_dream_told_in_the_same_message_means_is_asked_of_its_symbol(
    message: str, asked: str | None
) -> None:
    assert meaning_of_own_telling(message) == asked


def test_an_interjection_is_never_a_symbol() -> None:
    for word in ("lol", "haha", "ugh", "omg", "hmm"):
        assert POLICY.guess(f"{word} what would that even mean").route != "lookup_symbol"
        assert POLICY.guess(f"what does {word} mean").args.get("symbol") != word


def test_a_meaning_asked_after_anything_but_a_told_dream_is_left_as_it_is() -> None:
    assert meaning_of_told("what could that mean", "what does water mean?") is None
    assert meaning_of_told("what could that mean", "hello there") is None
    # a question that names its own subject, or is no meaning question
    told = "I dreamt of a wolf in the snow"
    assert meaning_of_told("what does a wolf mean?", told) is None
    assert meaning_of_told("what do you think about my job", told) is None
    # what they think of it, asked right after it, is asked of the dream (probed: "lol what do you
    # think" after a cat that talked got "Could you please give me more context or details about
    # what the dream is?")
    assert (
        meaning_of_told("what do you think about that", told) == "what does wolf mean in my dream?"
    )
    assert meaning_of_told("lol what do you think", told) == "what does wolf mean in my dream?"
    assert meaning_of_told("any thoughts?", told) == "what does wolf mean in my dream?"
    # the telling of a dream announced before it (probed: nothing looked up, and the 1.5B's "It
    # could mean that you are driving on a road where the brakes do not work")
    told = "im in a car and the brakes dont work"
    announced = "i had the same dream 3 nights in a row"
    assert meaning_of_told("what does it mean", told, earlier=[announced]) == (
        "what does car mean in my dream?"
    )
    assert meaning_of_told("what does it mean", told, earlier=["hi"]) is None
    cat = "last night i dreamed my cat io was talking to me"
    asked = meaning_of_told("lol what do you think", "she said i should quit my job", earlier=[cat])
    assert asked == "what does cat mean in my dream?"


@pytest.mark.parametrize(
    ("previous", "message", "route", "args"),
    [
        # probed: "and the cat?" after a flood's meaning recalled their memories
        ("what does a flood mean", "and the cat?", "lookup_symbol", {"symbol": "cat"}),
        ("what do teeth mean in dreams", "what about snakes?", "lookup_symbol", {"symbol": "snake"}),
        ("have I dreamed about water?", "and fire?", "search_dreams", {"query": "fire"}),
        ("what do you know about tomas?", "and anna?", "recall_memories", {"topic": "anna"}),
        # probed: "and what if its your childhood home" recalled every memory
        ("what does a snake mean", "and what if its a black snake", "lookup_symbol",
         {"symbol": "black snake"}),
        # another mood (probed: "and happy ones" after a count of nightmares, nothing read)
        ("how many nightmares have i had", "and happy ones", "recent_dreams",
         {"mood": "happy", "overview": True}),
        ("show me my sad dreams", "what about happy ones", "recent_dreams", {"mood": "happy"}),
        # "how many" said again (probed: nothing read, the 1.5B's "4 nightmares" held back)
        ("how many nightmares have i had", "and how many happy ones", "recent_dreams",
         {"mood": "happy", "overview": True}),
        ("how many dreams about water do i have", "and how many flying dreams?", "search_dreams",
         {"query": "flying"}),
    ],
)  # fmt: skip
def test_and_the_cat_asks_the_last_question_of_the_cat(
    previous: str, message: str, route: str, args: dict[str, str]
) -> None:
    again = asked_again(message, previous, _read)
    assert again is not None
    decided = POLICY.guess(again)
    assert (decided.route, decided.args) == (route, args)


def test_and_you_or_thanks_asks_nothing_again() -> None:
    for message in ("and you?", "also thanks", "and then?", "what about it?"):
        assert asked_again(message, "what does a flood mean", _read) is None
    # a last message with no subject: nothing to put the new one in place of
    assert asked_again("and the cat?", "hello there", _read) is None


@pytest.mark.parametrize(
    ("message", "leans"),
    [
        ("it happens like every week", True),
        ("that was beautiful honestly", True),
        ("and he was crying too", True),
        ("ok its passing now", True),  # "it's" without its apostrophe
        ("what does water mean?", False),
        ("I dreamed I was flying over the ocean at night and the stars were singing", False),
        ("hello", False),
    ],
)
def test_a_few_words_that_go_on_from_the_last_message_lean_on_it(message: str, leans: bool) -> None:
    assert leans_on_before(message) is leans


def test_a_follow_up_of_only_a_period_names_it() -> None:
    from datetime import date

    from sandman.routing import period_asked_again
    from sandman.routing._refer import period_beside

    today = date(2026, 12, 4)
    assert period_asked_again("and in november?", today) == (date(2026, 11, 1), date(2026, 11, 30))
    assert period_asked_again("and november", today) == (date(2026, 11, 1), date(2026, 11, 30))
    assert period_asked_again("what about yesterday?", today) == (date(2026, 12, 3),) * 2
    # a day of the week (probed: the latest dreams listed)
    assert period_asked_again("what about last monday", today) == (date(2026, 11, 30),) * 2
    # a holiday, the day and not its year (probed: the latest dreams listed)
    assert period_asked_again("what about christmas last year", today) == (date(2025, 12, 25),) * 2
    assert period_asked_again("and on new years eve?", today) == (date(2025, 12, 31),) * 2
    assert period_asked_again("and last year", today) == (date(2025, 1, 1), date(2025, 12, 31))
    # set beside it (probed: "The fall season is often associated with various emotions")
    assert period_asked_again("what about compared to october", today) == (
        date(2026, 10, 1),
        date(2026, 10, 31),
    )
    # "i mean" after it (probed: "compared" looked up)
    assert period_asked_again("compared to october i mean", today) == (
        date(2026, 10, 1),
        date(2026, 10, 31),
    )
    # a day of the month alone, of the month just asked of (probed: "what did i dream on october
    # 14" / "and the 20th?" read the 20th of November)
    october = (date(2026, 10, 14), date(2026, 10, 14))
    assert period_asked_again("and the 20th?", today, october) == (date(2026, 10, 20),) * 2
    assert period_asked_again("what about the 2nd", today, october) == (date(2026, 10, 2),) * 2
    assert period_asked_again("and the 31st", today, (date(2026, 11, 1),) * 2) is None
    assert period_asked_again("and the 20th?", today) == (date(2026, 11, 20),) * 2
    assert period_asked_again("and the cat?", today) is None
    assert period_asked_again("and my dreams about water in october?", today) is None
    assert period_asked_again("in november?", today) is None  # no follow-up word
    # "the weekend" with no "on" (probed: "what did i dream about last tuesday" / "what about the
    # weekend", nothing read), and the one before it
    weekend = (date(2026, 11, 28), date(2026, 11, 29))
    assert period_asked_again("what about the weekend", today) == weekend
    assert period_beside("and the weekend before", weekend) == (
        date(2026, 11, 21),
        date(2026, 11, 22),
    )
    assert period_beside("what about the next weekend", weekend) == (
        date(2026, 12, 5),
        date(2026, 12, 6),
    )


def test_what_that_means_after_more_of_a_dream_asks_of_the_dream_told_before_it() -> None:
    # probed: "whats that supposed to mean" after the telling went on was answered of the
    # embarrassment alone, nothing read
    told = "rough night. i dreamt my teeth were crumbling and i couldnt stop it"
    more = ["i felt so embarassed", "and everyone at the table just kept eating", told]
    asked = "whats that supposed to mean"
    assert meaning_of_told(asked, more[0], earlier=more[1:]) == "what does tooth mean in my dream?"
    # a message that is no more of it ends the look back
    assert meaning_of_told(asked, "i think i miss her", earlier=[told]) is None


def test_whether_the_dream_just_told_came_before_asks_of_the_others() -> None:
    # probed: "do i have that one a lot?" and "has that happened before in my journal?" listed
    # the latest dreams
    told = "i had a dream about an exam i never studied for"
    for asked in ("do i have that one a lot?", "has that happened before in my journal?"):
        rewritten = refer_back(asked, told, _read)
        assert rewritten is not None and rewritten.startswith("have I had other dreams about")
    # a telling after its announcement: its own first symbol
    assert (
        refer_back(
            "has that happened before?",
            "like the hallways and i cant find my classroom",
            _read,
            ["i keep dreaming about my old school"],
        )
        == "have I had other dreams about classroom before?"
    )
    assert refer_back("do i have that one a lot?", "my back hurts", _read) is None
    # ... or came back after it (probed: the 1.5B's "It has come back, but the details are
    # different.")
    assert (
        refer_back("has it come back since", "what was my dream about the teeth", _read)
        == "have I had other dreams about teeth before?"
    )


def test_the_meaning_of_a_dream_that_keeps_coming_told_after_it_is_of_the_telling() -> None:
    # probed: "ive had the same dream since i was a kid" ("kid" searched) / "im on a staircase
    # that never ends" (not saved) / "what could it mean" ("kid" looked up)
    from sandman.routing._told import continued_dream, tells_recurring

    since = "ive had the same dream since i was a kid"
    stairs = "im on a staircase that never ends"
    assert tells_recurring(since)
    assert continued_dream(since, stairs, date(2026, 12, 6)) == {"text": stairs}
    assert meaning_of_told("what could it mean", stairs, earlier=[since]) == (
        "what does staircase mean in my dream?"
    )


def test_and_what_about_someone_asks_the_search_again_of_them() -> None:
    # probed: "what dreams did i have about my sister anna" / "what about my mom" recalled their
    # memories of their mom; then "mom anna" searched
    previous = "what dreams did i have about my sister anna"
    assert _read(previous) == {"query": "sister anna"}
    asked = asked_again("what about my mom", previous, _read)
    assert asked == "what dreams did i have about my mom"
    assert _read(asked) == {"query": "mom"}


def test_any_after_a_word_of_dreaming_asks_for_that_kind_of_dream() -> None:
    # probed: "what is a recurring dream" / "do i have any" got "Yes, you do have some dreams."
    assert (
        refer_back("do i have any", "what is a recurring dream", _read)
        == "do i have any recurring dreams"
    )
    assert _read("do i have any recurring dreams") == {"overview": True}


def test_someone_named_by_name_is_whom_she_or_he_points_at() -> None:
    # probed: "tell me about the dream with anna" / "what did i feel in it" / "has she been in
    # others" searched for "others"
    earlier = ["tell me about the dream with anna"]
    assert (
        refer_back("has she been in others", "what did i feel in it", _read, earlier)
        == "have I dreamed about anna before?"
    )
    assert points_back("is he in any of my other dreams?")
    # a thing is no "her"
    assert refer_back("have i dreamed about her before", "what does water mean", _read) is None


def test_a_pronoun_after_a_message_that_named_nothing_points_at_the_one_before() -> None:
    # probed: "had the falling dream again" / "why do i keep having it" / "how many times have i
    # had it" listed the latest dreams
    earlier = ["had the falling dream again"]
    assert (
        refer_back("how many times have i had it", "why do i keep having it", _read, earlier)
        == "how many times have I dreamed about falling?"
    )
    # a subject of the last message wins over an older one
    assert (
        refer_back("did i dream about it before?", "what do snakes mean", _read, earlier)
        == "did i dream about snake before?"
    )
    # ... only through a message that itself pointed back
    assert refer_back("how many times have i had it", "my back hurts", _read, earlier) is None
    # three messages back is too far
    assert refer_back("have I dreamed about one?", "ok", _read, ["hmm", "cool", *earlier]) is None
    # said of their dreams, and counted (probed: "i dream about them a lot" / "how many times?",
    # after what snakes mean, read nothing)
    assert refer_back("i dream about them a lot", "what do snakes mean", _read) == (
        "i dream about snake a lot"
    )
    assert refer_back(
        "how many times?", "i dream about them a lot", _read, ["what do snakes mean"]
    ) == ("how many times have I dreamed about snake?")
    assert refer_back("how many times?", "hi", _read) is None


def test_the_dreams_found_asked_of_a_period_name_it() -> None:
    from datetime import date

    from sandman.routing import those_of_a_period

    today = date(2026, 12, 4)
    assert those_of_a_period("which ones were in october", today) == (
        date(2026, 10, 1),
        date(2026, 10, 31),
    )
    assert those_of_a_period("only the ones from november", today) == (
        date(2026, 11, 1),
        date(2026, 11, 30),
    )
    assert those_of_a_period("which ones were good", today) is None


def test_what_a_dream_means_asked_after_a_word_on_their_life_is_asked_of_the_dream() -> None:
    # probed: "i dreamed i forgot my baby at the supermarket" / "i dont even have kids" / "what
    # does that mean": a reading of "the absence of children", nothing looked up
    from sandman.routing._refer import meaning_of_told

    dream = "i dreamed i forgot my baby at the supermarket"
    asked = meaning_of_told("what does that mean", "i dont even have kids", earlier=[dream])
    assert asked == "what does baby mean in my dream?"
    # probed: "i had a dream i was pregnant" / "im a guy btw" / "what could it mean": "Could it
    # mean that you are a man?", nothing looked up
    pregnant = "i had a dream i was pregnant"
    asked = meaning_of_told("what could it mean", "im a guy btw", earlier=[pregnant])
    assert asked == "what does pregnant mean in my dream?"
    # a question between is no word on their life
    assert meaning_of_told("what does that mean", "what does a snake mean", earlier=[dream]) is None


def test_a_good_or_bad_meaning_asked_of_that_and_the_last_question_of_someone_else() -> None:
    # probed: "does that mean something good" got "Yes, it means something good." (nothing looked
    # up); "and with my sister" got counts made up, nothing read
    from sandman.routing import RouterPolicy
    from sandman.routing._refer import asked_again, asks_meaning_of_that

    assert asks_meaning_of_that("does that mean something good")
    assert asks_meaning_of_that("does it mean anything bad?")
    policy = RouterPolicy.for_model("qwen2.5-1.5b", "chatml")
    again = asked_again(
        "and with my sister", "how many dreams do i have with anna", lambda t: policy.guess(t).args
    )
    assert again == "how many dreams do i have with sister"


def test_how_many_times_that_happened_points_back_to_the_dream_told() -> None:
    # probed: "i dreamt my teeth fell out again. what does that mean and how many times has
    # that happened" looked up "many time" as a symbol
    for asked in ("how many times has that happened", "how often has it come up"):
        assert points_back(asked), asked
    assert not points_back("how many times did i dream of water")
    rewritten = refer_back("how many times has that happened", "i dreamt my teeth fell out", _read)
    assert rewritten == "how many times have I dreamed about tooth?"


def test_the_first_or_the_last_time_asked_after_a_search_is_its_order() -> None:
    # probed: "when was the first time" after "how many times have i dreamed about flying" read
    # nothing (the 1.5B: "The first time I remember dreaming was when I was very young")
    from sandman.routing import order_asked

    assert order_asked("when was the first time") == "oldest"
    assert order_asked("and the last time?") == "newest"
    assert order_asked("when was the most recent time i had it") == "newest"
    assert order_asked("the first time i went to paris was fun") is None


@pytest.mark.parametrize(
    ("previous", "message", "asked"),
    [
        # probed: "which ones" after a search listed the journal's latest dreams
        ("how many dreams about water do i have", "which ones", None),
        ("do i dream about work a lot", "which ones?", None),
        ("what did i dream in october", "ok what are they", None),
        ("what did i dream in october", "how many is that", None),
        # probed: "I can see multiple dreams a night, but I can't count them all."
        ("can i see all my dreams", "how many are there", "how many dreams do i have in my journal"),
        ("show me my dreams", "how many in total?", "how many dreams do i have in my journal"),
        # after a dream deleted (probed: "I'm not sure what to say to that.")
        ("yes", "how many are left", "how many dreams do i have in my journal"),
        ("ok delete it", "so how many do i have left now?", "how many dreams do i have in my journal"),
    ],
)  # fmt: skip
def test_which_ones_and_how_many_ask_the_last_read_again(
    previous: str, message: str, asked: str | None
) -> None:
    assert them_asked(message, previous, POLICY.guess) == (asked or previous)


def test_what_they_say_of_me_after_dreams_read_asks_of_their_dreams() -> None:
    # probed: "what do they say about me" after their dreams were read recalled their memories
    asked = "what do my dreams say about me"
    for previous in (
        "show me my dreams from october",
        "what is a recurring dream",
        "do i have any",
    ):
        assert them_asked("what do they say about me", previous, POLICY.guess) == asked, previous
    assert them_asked("what do they say about me", "my parents visited", POLICY.guess) is None


def test_which_ones_after_no_read_of_dreams_asks_nothing_again() -> None:
    assert them_asked("which ones", "what does a snake mean", POLICY.guess) is None
    assert them_asked("which ones", "", POLICY.guess) is None
    assert them_asked("which ones do you like", "show me my dreams", POLICY.guess) is None


def test_whether_a_dream_with_no_symbol_came_before_asks_by_its_words() -> None:
    # probed: "i dreamed i could breathe underwater" / "have i had that before": nothing read,
    # and the model's words
    rewritten = refer_back("have i had that before", "i dreamed i could breathe underwater", _read)
    assert rewritten == "have I had other dreams about breathe underwater before?"


def test_a_reading_is_asked_of_one_dream_shown_only() -> None:
    whole = (
        'Dream #4, 14 October 2026, "The green snake" (mood: uneasy):\nA green snake in the garden.'
    )
    item = '- 20 October 2026, "Ocean stairs" (mood: peaceful): Stairs led down into the ocean.'
    assert (
        reading_of_one_shown("show me my last dream and tell me what it means", [whole]) == "snake"
    )
    assert reading_of_one_shown("what did my dream on october 20 mean", [item]) == "stair"
    assert reading_of_one_shown("show me my last dream", [whole]) is None
    assert reading_of_one_shown("what do they mean", [f"{item}\n{item}"]) is None
    assert reading_of_one_shown("what does it mean", ["No dreams on that day."]) is None
