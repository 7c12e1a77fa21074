"""The raw replay's clock (no model: a scripted one whose calls take known times)."""

from __future__ import annotations

from sandman.bench import _replay
from sandman.inference import Completion, ScriptedModel
from sandman.messages import Generate, GenerationFinished, InferenceEvent


class _Timed(ScriptedModel):
    """A scripted model on a fake clock: a warm-up (nothing generated) takes 1,000 ms, a reply
    10 ms."""

    def __init__(self) -> None:
        super().__init__(name="smollm2-135m")
        self.now = 0.0

    def stream(self, request: Completion):  # type: ignore[no-untyped-def]
        self.now += 1.0 if request.max_tokens == 0 else 0.010
        return super().stream(request)


def _call(purpose: str, max_tokens: int) -> tuple[Generate, InferenceEvent]:
    request = Generate(
        turn_id=purpose,
        request_id=f"{purpose}-{max_tokens}",
        purpose=purpose,  # type: ignore[arg-type]
        completion=Completion(
            prompt=f"a {purpose} prompt", max_tokens=max_tokens, slot="responder"
        ),
    )
    done = GenerationFinished(
        turn_id=purpose, request_id=request.request_id, text="Hi.", completion_tokens=2
    )
    return request, done


def test_the_replay_times_the_turns_and_not_the_warm_up_it_replays() -> None:
    # `actor_ms` is timed after the warm-up; the replay read the warm-up's calls into its time
    # too, and the architecture's cost came out negative (-55 % on the 135M).
    model = _Timed()
    model.enqueue("Hi.", "Hi.")
    calls = [_call("warmup", 0), _call("warmup", 0), _call("respond", 64), _call("respond", 64)]
    ms, generated = _replay(model, calls, clock=lambda: model.now)
    assert [c.max_tokens for c in model.history] == [0, 0, 2, 2]  # every call replayed
    assert generated > 0
    assert round(ms) == 20
