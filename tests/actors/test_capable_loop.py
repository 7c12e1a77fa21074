"""The design's whole loop on the capable preset (Qwen2.5 1.5B), with seeded sampling: the model
routes from the router prompt at T=0.3 under its grammar; the respond step writes an interactive
call that runs, is confirmed and never shown; a read-only call in a reply is answered by exactly
one extra pass; a third pass is refused by Inference. (The tiny default never writes tags, so
only a capable model exercises this path for real.)"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from pathlib import Path

import msgspec
import pytest
import trio

from sandman.actors import Inference, open_app
from sandman.actors._common import run_generation
from sandman.inference import Completion, CompletionStats, CompletionStream, LlamaModel
from sandman.messages import (
    Generate,
    GenerationFailed,
    GenerationFinished,
    RouteDecided,
    TextDelta,
    ToolFinished,
    ToolStarted,
    UIEvent,
)
from sandman.routing import RouteDecision, RouterPolicy, Strategy
from sandman.routing._intents import write_intents
from sandman.storage import Journal, open_journal
from sandman.toolcalls import parse
from sandman.tools import TOOLS

from .conftest import assert_clean_turn

_INSTANCES = itertools.count()
# The read-only tools whose result can hold the seeded lighthouse dream.
DREAM_LOOKUPS = frozenset({"search_dreams", "recent_dreams", "lookup_symbol", "show_dream"})


class Recorded:
    """The capable model, keeping every completion it was asked for with what it wrote.

    Each instance evaluates in KV-cache slots of its own: the model is shared by the whole run,
    and a prompt evaluated after another test's cached prefix gives slightly different logits
    than one evaluated cold, enough to change a seeded sample. Cold slots make each test's
    outputs the same whatever ran before it (the tests run in random order)."""

    def __init__(self, model: LlamaModel) -> None:
        self.model = model
        self.name, self.family, self.context_size = model.name, model.family, model.context_size
        self.calls: list[tuple[Completion, str]] = []
        self._own = f"capable-{next(_INSTANCES)}"

    def _slot(self, slot: str) -> str:
        return f"{self._own}-{slot}"

    def tokenize(self, text: str) -> list[int]:
        return self.model.tokenize(text)

    def count_tokens(self, text: str) -> int:
        return self.model.count_tokens(text)

    def score(
        self, prompt: str, continuations: Sequence[str], *, slot: str = "score"
    ) -> list[float]:
        return self.model.score(prompt, continuations, slot=self._slot(slot))

    def close(self) -> None:
        pass

    def stream(self, request: Completion) -> CompletionStream:
        pieces: list[str] = []
        stream = self.model.stream(msgspec.structs.replace(request, slot=self._slot(request.slot)))
        try:
            while True:
                try:
                    piece = next(stream)
                except StopIteration as done:
                    self.calls.append((request, "".join(pieces)))
                    stats: CompletionStats = done.value
                    return stats
                pieces.append(piece)
                yield piece
        finally:
            stream.close()

    def of(self, slot: str) -> list[tuple[Completion, str]]:
        return [(c, out) for c, out in self.calls if c.slot == slot]


class AlwaysRespond:
    """A policy that routes every message to ``respond`` (no tool runs before the reply), so that
    whatever the journal holds reaches the reply only through the model's own calls."""

    def first_pass(self, text: str) -> RouteDecision:
        return RouteDecision(route="respond", source="first_pass", confidence=1.0)

    def request(self, text: str) -> Completion:
        raise AssertionError("the model is never asked to route")

    def parse(self, output: str, text: str) -> RouteDecision:
        raise AssertionError("the model is never asked to route")


async def _seed(journal: Journal) -> None:
    await journal.add_dream(
        "I stood in a lighthouse during a storm; the light kept going out and I felt calm.",
        date="2026-11-20", title="Lighthouse in the storm", mood="calm",
    )  # fmt: skip
    await journal.add_dream(
        "A snake slid across my grandmother's kitchen floor.",
        date="2026-11-25", title="Kitchen snake", mood="uneasy",
    )  # fmt: skip


async def test_the_model_routes_from_the_router_prompt_at_t03_with_its_grammar(
    capable_model: LlamaModel, tmp_path: Path
) -> None:
    model = Recorded(capable_model)
    policy = RouterPolicy(family=model.family, strategy=Strategy(mode="model"))
    async with open_journal(tmp_path / "j.db") as journal:
        await _seed(journal)
        async with open_app(
            inference=Inference(model), policy=policy, tools=journal, history=journal
        ) as app:
            events = [e async for e in app.chat("What does a snake mean in my dreams?")]
    [route] = [e for e in events if isinstance(e, RouteDecided)]
    assert (route.route, route.args, route.source) == (
        "lookup_symbol",
        {"symbol": "snake"},
        "model",
    )
    [(asked, wrote)] = model.of("router")
    assert asked.temperature == 0.3 and asked.grammar and "lookup_symbol" in asked.grammar
    assert wrote.strip() == route.raw.strip() and route.raw.strip().startswith("<lookup_symbol")
    [done] = [e for e in events if isinstance(e, ToolFinished)]
    assert (done.name, done.ok) == ("lookup_symbol", True) and "Kitchen snake" in done.output
    assert "Kitchen snake" in assert_clean_turn(events)


@pytest.mark.reply_style("conversation")
async def test_the_respond_step_writes_a_memory_that_runs_is_confirmed_and_is_never_shown(
    capable_model: LlamaModel, tmp_path: Path
) -> None:
    message = "My brother Tomas lives in Porto, note that down for later, thanks."
    assert write_intents(message) == []  # no rule saves it: only the model's own call can
    model = Recorded(capable_model)
    policy = RouterPolicy.for_model(model.name, model.family)
    async with open_journal(tmp_path / "j.db") as journal:
        async with open_app(
            inference=Inference(model), policy=policy, tools=journal, history=journal
        ) as app:
            events = [e async for e in app.chat(message)]
        memories = [m.fact for m in await journal.memories()]
    [(_, wrote)] = model.of("responder")
    assert "<remember" in wrote  # the model wrote the call…
    [started] = [e for e in events if isinstance(e, ToolStarted)]
    assert started.name == "remember" and "Tomas" in started.args["fact"]
    assert memories == [started.args["fact"]]  # …it ran…
    text = assert_clean_turn(events)  # …and what the user reads holds no markup…
    assert f"Remembered: {started.args['fact']}" in text  # …only the journal's confirmation


@pytest.mark.reply_style("conversation")
async def test_a_read_only_call_in_a_reply_gets_exactly_one_extra_pass_that_continues_it(
    capable_model: LlamaModel, tmp_path: Path
) -> None:
    model = Recorded(capable_model)
    inference = Inference(model)
    async with open_journal(tmp_path / "j.db") as journal:
        await _seed(journal)
        async with open_app(
            inference=inference, policy=AlwaysRespond(), tools=journal, history=journal
        ) as app:
            # The route is forced to respond, so only the model's own lookup can find the dream.
            # (Asked "Have I ever dreamed about a lighthouse?" from a cold cache, the 1.5B forges
            # a <tool_result> instead, which is hidden: see README, "Models".)
            events = [e async for e in app.chat("Can you look up my lighthouse dream?")]
    passes = model.of("responder")
    assert len(passes) == 2, [out for _, out in passes]  # the reply, then exactly one more
    (first, wrote), (second, _) = passes
    # Which lookup the model picks is its choice (a search, the latest dreams, the symbol): the
    # loop's behaviour is the same for any read-only call that can show the dream.
    [call] = parse(wrote).calls
    assert call.name in DREAM_LOOKUPS and TOOLS[call.name].read_only, wrote
    [started] = [e for e in events if isinstance(e, ToolStarted)]
    assert started.name == call.name
    if call.name == "search_dreams":
        assert "lighthouse" in started.args["query"].lower()
    # The second pass has the lookup's result, and continues the assistant message the user is
    # reading: its prompt ends with everything shown so far (pass 1's text, then the result's lead).
    assert f'<tool_result name="{call.name}"' in second.prompt
    assert f'<tool_result name="{call.name}"' not in first.prompt
    finished = next(i for i, e in enumerate(events) if isinstance(e, ToolFinished))
    lead = next(e for e in events[finished:] if isinstance(e, TextDelta))
    shown = "".join(e.text for e in events[:finished] if isinstance(e, TextDelta)) + lead.text
    assert second.prompt.endswith(shown.strip()), (second.prompt[-300:], shown)
    text = assert_clean_turn(events)
    assert text.startswith(shown)  # the reply only grew: nothing shown was taken back
    assert "Lighthouse in the storm" in text and "20 November 2026" in text
    assert inference.statistics().refused == 0


async def test_inference_refuses_a_third_respond_pass_before_it_reaches_the_model(
    capable_model: LlamaModel,
) -> None:
    model = Recorded(capable_model)
    inference = Inference(model)
    prompt = "<|im_start|>user\nSay hi.<|im_end|>\n<|im_start|>assistant\n"
    outcomes = []
    async with trio.open_nursery() as nursery:
        await nursery.start(inference.run)
        for n in range(3):
            request = Generate(
                turn_id="turn-cap",
                request_id=f"r{n}",
                purpose="respond",
                completion=Completion(prompt=prompt, max_tokens=2),
            )
            outcomes.append(await run_generation(inference, request))
        nursery.cancel_scope.cancel()
    assert [type(o) for o in outcomes] == [GenerationFinished, GenerationFinished, GenerationFailed]
    assert isinstance(outcomes[2], GenerationFailed) and outcomes[2].kind == "loop_cap"
    assert len(model.calls) == 2  # the refused pass never reached the model


# --- the default companion's own words (the shipped capable style) ------------------------------


async def _companion_turn(
    capable_model: LlamaModel, tmp_path: Path, message: str
) -> tuple[list[UIEvent], str, list[ToolFinished]]:
    model = Recorded(capable_model)
    policy = RouterPolicy.for_model(model.name, model.family)
    async with open_journal(tmp_path / "j.db") as journal:
        await _seed(journal)
        await journal.remember("My grandmother Rosa taught me to bake.")
        async with open_app(
            inference=Inference(model), policy=policy, tools=journal, history=journal
        ) as app:
            events = [e async for e in app.chat(message)]
    assert_clean_turn(events)
    own = "".join(
        e.text for e in events if isinstance(e, TextDelta) and e.source == "model"
    ).strip()
    return events, own, [e for e in events if isinstance(e, ToolFinished)]


async def test_the_default_companion_stays_with_a_hard_feeling(
    capable_model: LlamaModel, tmp_path: Path
) -> None:
    from sandman.evals._companion import contradicted, engaged, invented
    from sandman.routing._situation import situation_of

    # (sleep itself feared has Sandman's own line: ``Situation.dreads``)
    message = "I've been so anxious about my exams that I can't sleep."
    _events, own, tools = await _companion_turn(capable_model, tmp_path, message)
    situation = situation_of(message)
    assert tools == [] and own  # no lookup; words of its own
    assert contradicted(own, message, (), situation) == []  # no cheer, no echo
    assert invented(own, [message.lower()]) == []
    assert engaged(own, message, (), situation, []), own


async def test_the_default_companion_takes_up_a_told_dream_and_its_link(
    capable_model: LlamaModel, tmp_path: Path
) -> None:
    from sandman.evals._companion import contradicted, engaged, outcomes
    from sandman.routing._situation import situation_of

    message = "I dreamt a snake was sleeping in my grandmother's kitchen again."
    _events, own, tools = await _companion_turn(capable_model, tmp_path, message)
    [saved] = tools
    assert (
        saved.name == "save_dream"
        and "An earlier dream has" in saved.output
        and "Kitchen snake" in saved.output
    )
    results = outcomes([(saved.name, saved.ok, saved.output)])
    situation = situation_of(message, results)
    assert situation.kind == "told_dream" and own
    assert contradicted(own, message, results, situation) == []  # not its own dream, no denial
    assert engaged(own, message, results, situation, [])
