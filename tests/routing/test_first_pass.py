import pytest

from sandman.routing import STRATEGIES, RouterPolicy, evaluate, load_split, strategy_for


@pytest.fixture(scope="module")
def policy() -> RouterPolicy:
    return RouterPolicy.for_model("smollm2-135m", "chatml")


@pytest.mark.parametrize(
    ("text", "route", "args"),
    [
        ("what does a lighthouse mean in a dream?", "lookup_symbol", {"symbol": "lighthouse"}),
        ("Meaning of earthquakes??", "lookup_symbol", {"symbol": "earthquake"}),
        ("have I ever dreamed about volcanoes", "search_dreams", {"query": "volcanoes"}),
        ("find the dream with the yellow balloon", "search_dreams", {"query": "yellow balloon"}),
        ("what did I tell you about my cousin?", "recall_memories", {"topic": "cousin"}),
        ("what do you know about me", "recall_memories", {}),
        ("show me my last four dreams", "recent_dreams", {"limit": 4}),
        ("what did I dream last night?", "recent_dreams", {"limit": 1}),
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


@pytest.mark.parametrize("split", ["dev", "test"])
def test_first_pass_alone_reaches_90_percent_on_held_out_splits(
    policy: RouterPolicy, split: str
) -> None:
    report = evaluate(load_split(split), policy.guess)
    assert report.accuracy >= 0.90, report.misses
    assert report.arg_accuracy >= 0.85, report.misses
    assert report.latency_ms_p50 < 150
