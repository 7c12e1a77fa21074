"""A scripted model that answers by the user's latest message, for message-level eval tests."""

from __future__ import annotations

from collections.abc import Mapping

from sandman.inference import Completion, ScriptedModel

SCRIPTED_REQUESTS = 200


def last_user_message(prompt: str) -> str:
    """The user's message of a ChatML respond prompt, without its tool results."""
    turn = prompt.rsplit("<|im_start|>user\n", 1)[-1]
    return turn.split("<|im_end|>", 1)[0].split("\n\n<tool_result", 1)[0].strip()


def replying_model(
    replies: Mapping[str, str], *, name: str = "smollm2-135m", default: str = "I see."
) -> ScriptedModel:
    """A ``ScriptedModel`` (named like the default preset, so it gets that reply style and the
    first-pass router) whose every reply is ``replies[key]`` for the first key contained in the
    user's latest message, else ``default``."""
    model = ScriptedModel(name=name)

    def reply(request: Completion) -> str:
        if request.max_tokens == 0:  # the responder's warm-up
            return ""
        text = last_user_message(request.prompt)
        return next((value for key, value in replies.items() if key in text), default)

    model.enqueue(*([reply] * SCRIPTED_REQUESTS))
    return model
