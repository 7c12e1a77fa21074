import re

import pytest

from sandman.routing import STRATEGIES, RouterPolicy, evaluate, load_split, strategy_for
from sandman.routing._firstpass import _CUES, FirstPass


@pytest.fixture(scope="module")
def policy() -> RouterPolicy:
    from sandman.routing import LABEL_TODAY

    routing = RouterPolicy.for_model("smollm2-135m", "chatml")
    routing.today = lambda: LABEL_TODAY  # the day the splits' relative periods are dated from
    return routing


@pytest.mark.parametrize(
    ("text", "route", "args"),
    [
        ("what does a lighthouse mean in a dream?", "lookup_symbol", {"symbol": "lighthouse"}),
        ("Meaning of earthquakes??", "lookup_symbol", {"symbol": "earthquake"}),
        ("have I ever dreamed about volcanoes", "search_dreams", {"query": "volcanoes"}),
        ("find the dream with the yellow balloon", "search_dreams", {"query": "yellow balloon"}),
        ("what did I tell you about my cousin?", "recall_memories", {"topic": "cousin"}),
        ("what do you know about me", "recall_memories", {}),
        (
            "Have I mentioned any health problems to you before?",
            "recall_memories",
            {"topic": "health problems"},
        ),
        (
            "did I ever share anything about my mother with you?",
            "recall_memories",
            {"topic": "mother"},
        ),
        ("show me my last four dreams", "recent_dreams", {"limit": 4}),
        (
            "what did I dream last night?",
            "recent_dreams",
            {"since": "2026-12-01", "until": "2026-12-02"},
        ),
        ("I was riding a giraffe through a library, it was lovely", "respond", {}),
        ("what does my dream mean?", "respond", {}),
        ("remember that my brother lives in Oslo", "respond", {}),
    ],
)
def test_first_pass_routes_unseen_messages_with_their_arguments(
    policy: RouterPolicy, text: str, route: str, args: dict[str, object]
) -> None:
    decision = policy.guess(text)
    assert (decision.route, decision.args) == (route, args)
    assert decision.source == "first_pass"


def test_a_word_of_the_talk_after_a_request_is_not_read_as_its_content(
    policy: RouterPolicy,
) -> None:
    # probed: "ok tell me about my dreams instead" (after a joke) was the model's to route, and
    # the 1.5B asked them what they had dreamt
    for text in (
        "ok tell me about my dreams instead",
        "tell me about my dreams then",
        "can you tell me about my dreams now",
    ):
        decided = policy.first_pass(text)
        assert decided is not None, text
        assert (decided.route, decided.args) == ("recent_dreams", {"overview": True}), text
    # (a "now" that is the question's stays: test_terms.py's "am i dreaming right now")
    for model in ("smollm2-135m", "qwen2.5-1.5b"):
        asked = RouterPolicy.for_model(model, "chatml").first_pass("am i dreaming right now")
        assert asked is not None and asked.route == "respond", model


def test_typos_of_cue_words_do_not_derail_the_first_pass(policy: RouterPolicy) -> None:
    assert policy.guess("whta dose a fox meen").args == {"symbol": "fox"}
    assert policy.guess("seach my dreams for lanterns").args == {"query": "lanterns"}


def test_confidence_is_a_probability_and_lower_for_vague_messages(policy: RouterPolicy) -> None:
    clear = policy.guess("what does a snake symbolize in dreams?")
    vague = policy.guess("hmm, the dream thing again")
    assert 0.0 < vague.confidence < clear.confidence <= 1.0
    assert abs(sum(policy.scores("anything at all").values()) - 1.0) < 1e-9


def test_default_model_routes_by_the_first_pass_without_asking_the_model() -> None:
    assert strategy_for("smollm2-135m").mode == "first_pass"
    assert strategy_for("SmolLM2-135M-Instruct.Q4_1") is STRATEGIES["smollm2-135m"]
    assert RouterPolicy.for_model("smollm2-135m", "chatml").first_pass("hi") is not None


def test_an_unknown_bigger_model_asks_the_model_when_the_first_pass_is_unsure() -> None:
    policy = RouterPolicy.for_model("qwen2.5-3b-instruct", "chatml")
    assert policy.strategy.mode == "hybrid"
    assert policy.first_pass("hmm, the dream thing again") is None
    assert policy.first_pass("show me my last four dreams") is not None


# Measured (`sandman eval router sandman/routing/data/{dev,test}.jsonl`, default model, first pass
# alone, deterministic): dev 100.0% routes (68/68) and 100.0% arguments (49/49); test 97.1% (66/68)
# and 100.0% (48/48) (relative periods dated as of LABEL_TODAY; five labels gained their period or
# overview when ``recent_dreams`` took those arguments). The bounds allow one more miss than measured, no more: one cue removed
# (the narration cue costs dev two messages) must fail here.
@pytest.mark.parametrize(
    ("split", "routes", "arguments"), [("dev", 67 / 68, 48 / 49), ("test", 65 / 68, 47 / 48)]
)
def test_first_pass_alone_holds_its_measured_accuracy_on_held_out_splits(
    policy: RouterPolicy, split: str, routes: float, arguments: float
) -> None:
    report = evaluate(load_split(split), policy.guess)
    assert report.accuracy >= routes - 1e-9, report.misses
    assert report.arg_accuracy >= arguments - 1e-9, report.misses
    assert report.latency_ms_p50 < 150


def _alternatives(pattern: str) -> list[str]:
    """The top-level ``|`` branches of a regular expression."""
    branches, depth, current, i = [], 0, "", 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            current += pattern[i : i + 2]
            i += 2
            continue
        depth += (c == "(") - (c == ")")
        if c == "|" and depth == 0:
            branches.append(current)
            current = ""
        else:
            current += c
        i += 1
    return [*branches, current]


def test_every_cue_phrase_is_grounded_in_the_tuning_splits() -> None:
    # The data rules keep the test split out of tuning (sandman/routing/data/RULES.md): a cue
    # phrase that no train or dev message uses can only have come from elsewhere.
    first = FirstPass(load_split("train"))
    tuning = [
        " ".join(first.words(ex.text).fixed) for ex in [*load_split("train"), *load_split("dev")]
    ]
    unused = [
        branch
        for pattern, _, _ in _CUES
        for branch in _alternatives(pattern.pattern)
        if not any(re.search(branch, text) for text in tuning)
    ]
    assert unused == []


@pytest.mark.parametrize(
    ("text", "query"),
    [
        # measured: met with "It's normal to dream about leaving someone", nothing read
        ("i keep dreaming about my sister leaving, is that normal?", "sister leaving"),
        ("I keep dreaming that my teeth fall out", "teeth fall"),
        ("i keep seeing this old house in my dreams", "old house"),
        ("lately I keep getting this dream where I'm drowning and it's exhausting", "drowning"),
        ("i keep dreaming my dad is dying and it scares me", "dad dying"),
        # probed: "late exams though graduated 10" searched
        (
            "i keep dreaming about being late for exams even though i graduated 10 years ago",
            "late exams",
        ),
        ("i keep dreaming about my old school although i left it ages ago", "old school"),
    ],
)
def test_a_dream_that_keeps_coming_back_is_searched_for_what_it_tells(
    policy: RouterPolicy, text: str, query: str
) -> None:
    decision = policy.ruled(text)
    assert decision is not None
    assert (decision.route, decision.args) == ("search_dreams", {"query": query})


@pytest.mark.parametrize(
    "text",
    [
        "I keep having nightmares and I'm exhausted.",  # nothing named to search for
        "i keep having the same dream",
    ],
)
def test_a_dream_that_keeps_coming_back_naming_nothing_is_no_search(
    policy: RouterPolicy, text: str
) -> None:
    decision = policy.ruled(text)
    assert decision is None or decision.route != "search_dreams"


def test_every_policy_shares_one_index_of_the_train_split() -> None:
    # Each policy built it again (~80 ms: once per chat, once per conversation of the tests);
    # policies of other strategies read the same vectors, and other examples get their own.
    tiny = RouterPolicy.for_model("smollm2-135m", "chatml")
    default = RouterPolicy.for_model("qwen2.5-1.5b", "chatml")
    assert tiny._first._vectors is default._first._vectors
    own = RouterPolicy(family="chatml", strategy=tiny.strategy, examples=load_split("dev"))
    assert own._first._vectors is not tiny._first._vectors
