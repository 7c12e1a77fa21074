import pytest

from sandman.inference import ModelError, ScriptedModel
from sandman.routing import RouterPolicy, Strategy, read_tag, resolve_route, route_text

TEXT = "what does the water mean in my dreams?"


@pytest.fixture(scope="module")
def policy() -> RouterPolicy:
    return RouterPolicy(family="chatml", strategy=Strategy(mode="model"))


@pytest.mark.parametrize(
    "output",
    [
        '<lookup_symbol symbol="water" />',
        "<lookup_symbol symbol='water'/>",
        "<lookup_symbol symbol=water>",
        '<lookup_symbol symbol="water"',
        '<Lookup-Symbol SYMBOL="water" />',
        '<lookup_symbl symbol="water" />',
        '<lookup symbol="water" />',
        '```xml\n<lookup_symbol symbol="water" />\n```',
        'Sure! Here is the route: <lookup_symbol symbol="water" /> hope that helps',
        '{"route": "lookup_symbol", "args": {"symbol": "water"}}',
        '{"name": "lookup_symbol", "arguments": {"symbol": "water"}}',
        "lookup_symbol symbol=water",
        '<lookup_symbol symbol="waters" />',
    ],
)
def test_mangled_tags_are_read(policy: RouterPolicy, output: str) -> None:
    decision = policy.parse(output, TEXT)
    assert (decision.route, decision.args, decision.source) == (
        "lookup_symbol",
        {"symbol": "water"},
        "model",
    )
    assert decision.raw == output


@pytest.mark.parametrize(
    "output", ["", "I think you should rest.", "<dance move='x' />", "<<<", "{}"]
)
def test_unreadable_output_falls_back_to_respond(policy: RouterPolicy, output: str) -> None:
    decision = policy.parse(output, TEXT)
    assert (decision.route, decision.args, decision.source) == ("respond", {}, "fallback")


def test_an_invented_argument_is_replaced_by_one_from_the_text(policy: RouterPolicy) -> None:
    decision = policy.parse('<lookup_symbol symbol="ocean" />', TEXT)
    assert decision.args == {"symbol": "water"}


def test_a_missing_required_argument_is_taken_from_the_text(policy: RouterPolicy) -> None:
    decision = policy.parse("<search_dreams />", "have I dreamed about lighthouses")
    assert (decision.route, decision.args) == ("search_dreams", {"query": "lighthouses"})


def test_a_required_argument_the_text_lacks_falls_back_to_respond(policy: RouterPolicy) -> None:
    decision = policy.parse("<search_dreams />", "what about it?")
    assert (decision.route, decision.source) == ("respond", "fallback")


def test_limits_must_be_said_and_within_schema(policy: RouterPolicy) -> None:
    said = policy.parse('<recent_dreams limit="3" />', "show my last three dreams")
    invented = policy.parse('<recent_dreams limit="7" />', "show my recent dreams")
    absurd = policy.parse('<recent_dreams limit="900" />', "show my last 900 dreams")
    assert said.args == {"limit": 3}
    assert invented.args == {}
    assert (absurd.route, absurd.args) == ("recent_dreams", {})


def test_optional_topic_is_kept_only_when_the_user_said_it(policy: RouterPolicy) -> None:
    text = "what did I tell you about my sister?"
    assert policy.parse('<recall_memories topic="sister" />', text).args == {"topic": "sister"}
    assert policy.parse('<recall_memories topic="mother" />', text).args == {"topic": "sister"}
    assert policy.parse("<recall_memories />", "what do you know about me").args == {}


def test_route_names_resolve_through_case_hyphens_typos_and_prefixes() -> None:
    assert resolve_route("Recent-Dreams") == "recent_dreams"
    assert resolve_route("recal_memories") == "recall_memories"
    assert resolve_route("search") == "search_dreams"
    assert resolve_route("re") is None
    assert read_tag("<respond/>") == ("respond", {})


def test_route_text_asks_the_model_only_when_the_first_pass_does_not_decide() -> None:
    model = ScriptedModel()
    model.enqueue('<search_dreams query="lighthouses" />')
    policy = RouterPolicy(family="chatml", strategy=Strategy(mode="model"))
    decision = route_text(policy, model, "have I dreamed about lighthouses")
    assert (decision.route, decision.source) == ("search_dreams", "model")
    assert len(model.history) == 1 and model.history[0].slot == "router"

    first = RouterPolicy(family="chatml", strategy=Strategy(mode="first_pass"))
    assert route_text(first, model, "have I dreamed about lighthouses").source == "first_pass"
    assert len(model.history) == 1


def test_route_text_uses_the_first_pass_guess_when_the_model_writes_nonsense() -> None:
    model = ScriptedModel()
    model.enqueue("lorem ipsum")
    policy = RouterPolicy(family="chatml", strategy=Strategy(mode="model"))
    decision = route_text(policy, model, "show me my last two dreams")
    assert (decision.route, decision.args, decision.source) == (
        "recent_dreams",
        {"limit": 2},
        "fallback",
    )
    assert decision.raw == "lorem ipsum"


def test_route_text_lets_model_errors_propagate() -> None:
    model = ScriptedModel()
    model.enqueue(ModelError("boom"))
    policy = RouterPolicy(family="chatml", strategy=Strategy(mode="model"))
    with pytest.raises(ModelError, match="boom"):
        route_text(policy, model, "anything")
