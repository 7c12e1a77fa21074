import re

from sandman.inference import LlamaModel
from sandman.language import singular, tokens
from sandman.prompts import stop_markers
from sandman.routing import (
    RouterPolicy,
    Strategy,
    render_router_prompt,
    route_grammar,
    route_text,
)

ROUTER_TOKEN_BUDGET = 320  # the original design's router prompt was ~300 tokens
_POLICY = RouterPolicy(family="chatml", strategy=Strategy(mode="model"))


def _words_in_grammar(grammar: str) -> set[str]:
    word_rule = next(line for line in grammar.splitlines() if line.startswith("word ::="))
    return set(re.findall(r'"([^"]*)"', word_rule))


def test_static_prefix_is_identical_across_messages_and_only_the_message_changes() -> None:
    for family in ("chatml", "gemma"):
        a = render_router_prompt(family, "what does a snake mean?")
        b = render_router_prompt(family, "show my last two dreams")
        cut = a.index("what does a snake mean?")
        assert a[:cut] == b[:cut]
        assert "show my last two dreams" not in b[:cut]


def test_request_is_grammar_constrained_at_low_temperature_in_the_router_slot() -> None:
    request = _POLICY.request("what does a snake mean?")
    assert request.temperature == 0.3
    assert request.slot == "router"
    assert request.max_tokens <= 32
    assert request.stop == stop_markers("chatml")
    assert request.grammar is not None and request.grammar.startswith("root ::=")


def test_grammar_arguments_are_limited_to_words_of_the_message() -> None:
    grammar = _POLICY.request("Have I dreamed of Wolves in the snow?").grammar
    assert grammar is not None
    assert _words_in_grammar(grammar) == {"dreamed", "wolves", "wolf", "snow"}


def test_grammar_without_content_words_offers_only_routes_that_need_none() -> None:
    grammar = route_grammar(
        ("lookup_symbol", "search_dreams", "recall_memories", "recent_dreams"), []
    )
    assert "lookup_symbol" not in grammar and "search_dreams" not in grammar
    assert '"<respond />"' in grammar and "<recall_memories />" in grammar


def test_hybrid_grammar_offers_only_the_plausible_routes() -> None:
    policy = RouterPolicy(family="chatml", strategy=Strategy(mode="hybrid", threshold=1.1))
    grammar = policy.request("show me my last four dreams").grammar
    assert grammar is not None
    assert "<recent_dreams" in grammar and "<respond />" in grammar
    assert "<lookup_symbol" not in grammar


def test_router_prompt_fits_its_token_budget_with_the_real_tokenizer(
    real_model: LlamaModel,
) -> None:
    prompt = render_router_prompt(real_model.family, "what does a snake mean in my dreams?")
    assert real_model.count_tokens(prompt) <= ROUTER_TOKEN_BUDGET


def test_real_model_gives_a_valid_route_for_every_message(real_model: LlamaModel) -> None:
    policy = RouterPolicy(family=real_model.family, strategy=Strategy(mode="model"))
    messages = [
        "what does a snake mean?",
        "have I ever dreamed about my dad?",
        "show me my last two dreams",
    ]
    for text in messages:
        decision = route_text(policy, real_model, text)
        assert decision.source == "model", (text, decision.raw)
        # the grammar and the parser guarantee a usable decision, whatever route was chosen
        said = {w for t in tokens(text) for w in (t, singular(t))}
        for value in decision.args.values():
            assert isinstance(value, int) or set(tokens(value)) <= said
