"""``sandman bench``: one fixed conversation, three ways, on the same model in one run.

1. **Through the actors** (the product): every turn timed from the user's message to the first
   visible token (TTFT) and to the final event; every model call recorded with its token counts.
2. **Raw**: the very same model calls (same prompts, grammars, limits, same order) straight into
   the backend on a freshly loaded model, with no actors, tools or parsing. Sampling is seeded, so
   both runs decode the same tokens: ``actor_ms / raw_ms`` is the cost of the architecture.
3. **Baseline**: the same conversation through a one-giant-prompt loop — all instructions, all six
   tools, the user's memories and the history in one prompt, as a single-prompt assistant does
   it; a tool call costs a second generation with the result appended. Its prompt is static and
   its history append-only, so it gets the same KV-cache reuse, and it sees the same journal.
"""

from __future__ import annotations

import resource
import statistics
import tempfile
import time
from collections.abc import Callable
from importlib import resources
from pathlib import Path

import msgspec
import trio

from .actors import Inference, open_app, style_of
from .inference import (
    Completion,
    Model,
    default_threads,
    load_model,
)
from .messages import (
    Generate,
    GenerationFailed,
    GenerationFinished,
    InferenceEvent,
    RouteDecided,
    TextDelta,
    ToolOutcome,
    TurnFailed,
)
from .prompts import (
    STYLES,
    ChatMessage,
    ReplyStyle,
    render_chat,
    render_result,
    stop_markers,
)
from .routing import RouterPolicy
from .storage import Journal, open_journal
from .toolcalls import StreamParser, parse
from .tools import RememberArgs, validate

BENCH_SEED = 1234

CONVERSATION: tuple[str, ...] = (
    "Hi Sandman, I'm Maya. I've been having really vivid dreams lately.",
    "What does water mean in dreams?",
    "Can you find my dreams about flying?",
    "Show me my last three dreams.",
    "What do you remember about my sister?",
    "Remember that my sister Anna is moving to Lisbon in May.",
    "What does a snake mean?",
    "Have I dreamed about the ocean before?",
    "Thanks, that helps a lot. Good night!",
)

_DREAMS: tuple[tuple[str, str, str, str], ...] = (
    (
        "2026-10-02",
        "Flooded kitchen",
        "Water rose through the kitchen floor and I calmly made tea while it reached my knees.",
        "calm",
    ),
    (
        "2026-10-05",
        "Over the rooftops",
        "I was flying over the rooftops of an old city at dusk, light as paper.",
        "joyful",
    ),
    (
        "2026-10-09",
        "Exam again",
        "I was back at school and had forgotten every answer to a test I never studied for.",
        "anxious",
    ),
    (
        "2026-10-14",
        "The green snake",
        "A green snake curled around my wrist and did not bite; it felt like a bracelet.",
        "curious",
    ),
    (
        "2026-10-20",
        "Ocean stairs",
        "Stairs led down into the ocean and I could breathe under the water.",
        "peaceful",
    ),
    (
        "2026-10-27",
        "Anna's train",
        "My sister Anna was leaving on a train and I could not find the platform.",
        "sad",
    ),
    (
        "2026-11-03",
        "Flying lesson",
        "Someone taught me to fly by jumping off a low wall, again and again.",
        "excited",
    ),
    ("2026-11-11", "Teeth", "My teeth were loose and I kept them in my pocket.", "uneasy"),
)
_MEMORIES: tuple[str, ...] = (
    "My sister's name is Anna.",
    "I work as a nurse on night shifts.",
    "I have a cat called Io.",
)


class BenchResult(msgspec.Struct, frozen=True, kw_only=True):
    model: str
    threads: int
    turns: int
    model_calls: int
    prompt_tokens: int
    evaluated_tokens: int
    evaluated_ratio: float
    ttft_ms_p50: float
    turn_ms_p50: float
    turn_ms_p95: float
    baseline_turn_ms_p50: float
    baseline_ttft_ms_p50: float
    baseline_prompt_tokens: int
    baseline_evaluated_tokens: int
    baseline_model_calls: int
    baseline_reply_tokens: int
    ms_per_reply_token: float
    baseline_ms_per_reply_token: float
    raw_ms: float
    raw_generated_tokens: int
    actor_generated_tokens: int
    actor_ms: float
    actor_overhead_pct: float
    reply_tokens: int
    model_turns: int = 0  # turns in which the model wrote words of its own
    # Before the first message, as while a person types: the prompts' heads read into the cache
    # (``open_app``'s warm-up), timed and counted apart from the turns.
    warmup_ms: float = 0.0
    warmup_evaluated_tokens: int = 0
    model_first_word_ms_p50: float = 0.0  # message -> the model's first visible word (leads aside)
    # The words of the model's own that reached the user (the actors: what the guard let through;
    # the giant prompt: its visible text), against tokens generated, which count words held back
    shown_model_words: int = 0
    baseline_shown_words: int = 0
    # prompt-lookup decoding ($SANDMAN_LOOKUP): the replies' tokens drafted from their prompts,
    # and those the model agreed with (0 and 0 with it off)
    drafted_tokens: int = 0
    accepted_tokens: int = 0
    peak_rss_mb: float
    failed_turns: int
    routes: dict[str, int]


def _peak_rss_mb() -> float:
    """Peak resident memory of this process plus that of its largest finished child (the
    model's worker process, once closed: call this after closing the model)."""
    own = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    worker = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return (own + worker) / 1024  # KiB on Linux


async def _seed(journal: Journal) -> None:
    for date, title, text, mood in _DREAMS:
        await journal.add_dream(text, date=date, title=title, mood=mood)
    for fact in _MEMORIES:
        await journal.run_tool("remember", RememberArgs(fact=fact))


class _ActorRun(msgspec.Struct, kw_only=True):
    calls: list[tuple[Generate, InferenceEvent]]
    ttft_ms: list[float]
    turn_ms: list[float]
    model_first_ms: list[float]
    shown_words: int
    warmup_ms: float
    actor_ms: float
    failed: int
    routes: dict[str, int]


async def _run_actors(model: Model, db: Path, conversation: tuple[str, ...]) -> _ActorRun:
    calls: list[tuple[Generate, InferenceEvent]] = []
    ttft: list[float] = []
    turns: list[float] = []
    own_first: list[float] = []
    shown_words = 0
    routes: dict[str, int] = {}
    failed = 0
    async with open_journal(db) as journal:
        await _seed(journal)

        def record(request: Generate, outcome: InferenceEvent) -> None:
            # A reply stopped at its cap of sentences ends as "cancelled" (its reader left):
            # counted with what the model had read and written by then, from the model's own
            # figures for the call just stopped.
            stats = getattr(model, "last_stats", None)
            if (
                isinstance(outcome, GenerationFailed)
                and outcome.kind == "cancelled"
                and stats is not None
                and stats.stop_reason == "cancelled"
            ):
                outcome = GenerationFinished(
                    turn_id=outcome.turn_id,
                    request_id=outcome.request_id,
                    text="",
                    prompt_tokens=stats.prompt_tokens,
                    evaluated_tokens=stats.evaluated_tokens,
                    completion_tokens=stats.completion_tokens,
                    stop_reason="cancelled",
                )
            calls.append((request, outcome))

        inference = Inference(model, on_outcome=record)
        policy = RouterPolicy.for_model(model.name, model.family)
        async with open_app(
            inference=inference, policy=policy, tools=journal, history=journal, warm_up=True
        ) as app:
            started_warm = time.perf_counter()
            await app.wait_warm()
            warmup_ms = (time.perf_counter() - started_warm) * 1000
            started_all = time.perf_counter()
            for text in conversation:
                start = time.perf_counter()
                first: float | None = None
                spoke: float | None = None
                said = ""  # the model's own words shown this turn
                async for event in app.chat(text):
                    if isinstance(event, TextDelta) and event.source == "model":
                        said += event.text
                        spoke = spoke or time.perf_counter()
                    if isinstance(event, TextDelta) and first is None:
                        first = time.perf_counter()
                    elif isinstance(event, RouteDecided):
                        routes[event.route] = routes.get(event.route, 0) + 1
                    elif isinstance(event, TurnFailed):
                        failed += 1
                end = time.perf_counter()
                turns.append((end - start) * 1000)
                ttft.append(((first or end) - start) * 1000)
                if spoke is not None:
                    own_first.append((spoke - start) * 1000)
                shown_words += len(said.split())
            actor_ms = (time.perf_counter() - started_all) * 1000
    return _ActorRun(
        calls=calls, ttft_ms=ttft, turn_ms=turns, model_first_ms=own_first,
        shown_words=shown_words, warmup_ms=warmup_ms, actor_ms=actor_ms, failed=failed,
        routes=routes,
    )  # fmt: skip


def _replay(
    model: Model,
    calls: list[tuple[Generate, InferenceEvent]],
    clock: Callable[[], float] = time.perf_counter,
) -> tuple[float, int]:
    """The recorded calls straight into the backend: (total wall time in ms, tokens generated).

    Each generation stops where the actors' did: a reply stopped at its cap of sentences (or by
    a client) is replayed to the same length, so both runs decode the same tokens. The warm-up's
    calls are replayed too (the turns find the same cache) but not timed, as ``actor_ms`` times
    the turns after the warm-up."""
    generated = 0
    elapsed = 0.0
    for request, outcome in calls:
        start = clock()
        if request.continuations:  # a route decided by scoring
            model.score(
                request.completion.prompt, request.continuations, slot=request.completion.slot
            )
        else:
            completion = request.completion
            if isinstance(outcome, GenerationFinished):
                completion = msgspec.structs.replace(
                    completion, max_tokens=min(completion.max_tokens, outcome.completion_tokens)
                )
            stream = model.stream(completion)
            while True:
                try:
                    next(stream)
                except StopIteration as done:
                    generated += done.value.completion_tokens
                    break
        if request.purpose != "warmup":
            elapsed += clock() - start
    return elapsed * 1000, generated


_BASELINE_PROMPT = (
    resources.files("sandman.prompts").joinpath("baseline.txt").read_text(encoding="utf-8").strip()
)


def _baseline_style(model: Model) -> ReplyStyle:
    """The reply settings of the giant-prompt loop: the Responder's, so both loops do equal work
    per reply; for a model whose replies are the journal's lines alone (no model words), those
    its tier's persona was measured with, since the giant prompt has no lines of its own."""
    style = style_of(model.name)
    return style if style.speaks else STYLES["small"]


def _complete(model: Model, prompt: str, totals: list[int], first_visible: list[float]) -> str:
    style = _baseline_style(model)
    stream = model.stream(
        Completion(
            prompt=prompt,
            temperature=style.temperature,
            repeat_penalty=style.repeat_penalty,
            max_tokens=style.max_tokens,
            stop=stop_markers(model.family) + style.extra_stops,
            slot="baseline",
        )
    )
    pieces: list[str] = []
    stripper = StreamParser()
    while True:
        try:
            pieces.append(next(stream))
            if not first_visible and stripper.feed(pieces[-1]):
                first_visible.append(time.perf_counter())
        except StopIteration as done:
            totals[0] += done.value.prompt_tokens
            totals[1] += done.value.evaluated_tokens
            totals[2] += 1
            totals[3] += done.value.completion_tokens
            return "".join(pieces)


async def _baseline_system(journal: Journal) -> str:
    """The giant prompt's system text: every instruction, and the user's memories as they are."""
    memories = await journal.memories(limit=20)
    return _BASELINE_PROMPT.replace(
        "{memories}", "\n".join(f"- {m.fact}" for m in memories) or "(none yet)"
    )


def _complete_silently(model: Model, request: Completion) -> None:
    for _ in model.stream(request):
        pass


async def _run_baseline(
    model: Model, db: Path, conversation: tuple[str, ...]
) -> tuple[list[float], list[float], list[int]]:
    """One giant prompt a turn; a tool call means a second generation with the result.
    Returns (turn ms, time-to-first-visible-token ms, totals)."""
    # prompt tokens, evaluated tokens, model calls, reply tokens, words of the replies shown
    totals = [0, 0, 0, 0, 0]
    history: list[ChatMessage] = []
    turn_ms: list[float] = []
    ttft_ms: list[float] = []
    async with open_journal(db) as journal:
        await _seed(journal)
        style = _baseline_style(model)
        # Its system text read before the first message, untimed and uncounted, as the actors'
        # warm-up reads theirs.
        head = await _baseline_system(journal)
        warm = render_chat(model.family, [("system", head)], open_assistant_turn=False)
        if warm:
            await trio.to_thread.run_sync(
                _complete_silently, model, Completion(prompt=warm, max_tokens=0, slot="baseline")
            )
        for text in conversation:
            start = time.perf_counter()
            first: list[float] = []
            system = await _baseline_system(journal)
            messages: list[ChatMessage] = [("system", system), *history, ("user", text)]
            output = await trio.to_thread.run_sync(
                _complete, model, render_chat(model.family, messages), totals, first
            )
            result = parse(output)
            reply = result.text
            if result.calls:
                outcomes = []
                for call in result.calls:
                    try:
                        body = (
                            await journal.run_tool(
                                call.name, validate(call.name, call.args), budget=style.result_chars
                            )
                        ).text
                        outcomes.append(
                            ToolOutcome(call_id="b", name=call.name, ok=True, output=body)
                        )
                    except Exception as exc:
                        outcomes.append(
                            ToolOutcome(call_id="b", name=call.name, ok=False, output=str(exc))
                        )
                follow: list[ChatMessage] = [
                    *messages,
                    ("assistant", output),
                    ("user", "\n".join(render_result(o) for o in outcomes)),
                ]
                second = await trio.to_thread.run_sync(
                    _complete, model, render_chat(model.family, follow), totals, first
                )
                reply = (reply + " " + parse(second).text).strip()
            history += [("user", text), ("assistant", reply)]
            totals[4] += len(reply.split())
            end = time.perf_counter()
            turn_ms.append((end - start) * 1000)
            ttft_ms.append(((first[0] if first else end) - start) * 1000)
    return turn_ms, ttft_ms, totals


def run_bench(
    spec: str | None,
    *,
    threads: int | None = None,
    conversation: tuple[str, ...] = CONVERSATION,
    on_status: Callable[[str], None] | None = None,
) -> BenchResult:
    """Play the conversation three ways (see the module docstring) and measure.

    All three runs use the same number of threads (``threads``, else the backend's default,
    decided once), so that the machine's load at each start cannot make them differ."""
    say = on_status or (lambda _line: None)
    threads = threads or default_threads()
    with tempfile.TemporaryDirectory(prefix="sandman-bench-") as tmp:
        root = Path(tmp)
        say("Through the actors…")
        model = load_model(spec, seed=BENCH_SEED, n_threads=threads)
        try:
            actors = trio.run(_run_actors, model, root / "actors.db", conversation)
            name = model.name
        finally:
            model.close()
        peak = _peak_rss_mb()  # the worker is gone now: its peak is counted

        say("The same model calls, straight into llama.cpp…")
        model = load_model(spec, seed=BENCH_SEED, n_threads=threads)
        try:
            raw_ms, raw_tokens = _replay(model, actors.calls)
        finally:
            model.close()

        say("The one-giant-prompt baseline…")
        model = load_model(spec, seed=BENCH_SEED, n_threads=threads)
        try:
            baseline_ms, baseline_ttft, baseline_totals = trio.run(
                _run_baseline, model, root / "baseline.db", conversation
            )
        finally:
            model.close()

    finished = [
        o for r, o in actors.calls if isinstance(o, GenerationFinished) and r.purpose != "warmup"
    ]
    warmed = [
        o for r, o in actors.calls if isinstance(o, GenerationFinished) and r.purpose == "warmup"
    ]
    prompt_tokens = sum(o.prompt_tokens for o in finished)
    evaluated = sum(o.evaluated_tokens for o in finished)
    reply_tokens = sum(o.completion_tokens for o in finished if o.request_id.startswith("respond"))
    return BenchResult(
        model=name,
        threads=threads,
        turns=len(conversation),
        model_calls=len(actors.calls),
        prompt_tokens=prompt_tokens,
        evaluated_tokens=evaluated,
        evaluated_ratio=round(evaluated / prompt_tokens, 3) if prompt_tokens else 0.0,
        ttft_ms_p50=round(statistics.median(actors.ttft_ms), 1),
        turn_ms_p50=round(statistics.median(actors.turn_ms), 1),
        turn_ms_p95=round(sorted(actors.turn_ms)[int(0.95 * (len(actors.turn_ms) - 1))], 1),
        baseline_turn_ms_p50=round(statistics.median(baseline_ms), 1),
        baseline_ttft_ms_p50=round(statistics.median(baseline_ttft), 1),
        baseline_prompt_tokens=baseline_totals[0],
        baseline_evaluated_tokens=baseline_totals[1],
        baseline_model_calls=baseline_totals[2],
        baseline_reply_tokens=baseline_totals[3],
        ms_per_reply_token=round(sum(actors.turn_ms) / max(1, reply_tokens), 1),
        baseline_ms_per_reply_token=round(sum(baseline_ms) / max(1, baseline_totals[3]), 1),
        raw_ms=round(raw_ms, 1),
        raw_generated_tokens=raw_tokens,
        actor_generated_tokens=sum(o.completion_tokens for o in finished),
        actor_ms=round(actors.actor_ms, 1),
        actor_overhead_pct=round((actors.actor_ms / raw_ms - 1) * 100, 1) if raw_ms else 0.0,
        reply_tokens=reply_tokens,
        model_turns=len(actors.model_first_ms),
        warmup_ms=round(actors.warmup_ms, 1),
        warmup_evaluated_tokens=sum(o.evaluated_tokens for o in warmed),
        model_first_word_ms_p50=(
            round(statistics.median(actors.model_first_ms), 1) if actors.model_first_ms else 0.0
        ),
        shown_model_words=actors.shown_words,
        baseline_shown_words=baseline_totals[4],
        drafted_tokens=sum(o.drafted_tokens for o in finished),
        accepted_tokens=sum(o.accepted_tokens for o in finished),
        peak_rss_mb=round(peak, 1),
        failed_turns=actors.failed,
        routes=actors.routes,
    )
