"""Errors a user can act on. Each carries one clear line; the CLI prints it and exits non-zero."""

from __future__ import annotations

from .messages import FailureKind


class SandmanError(Exception):
    """Base of every error whose message is meant for the user, as one line."""


class ModelError(SandmanError):
    """The model could not be loaded or failed while generating; the message is one clear line
    and ``kind`` names the failure in one word (it becomes ``GenerationFailed.kind``)."""

    kind: FailureKind = "model_error"

    def __init__(self, message: str, *, kind: FailureKind | None = None) -> None:
        super().__init__(message)
        if kind is not None:
            self.kind = kind


class PromptTooLong(ModelError):
    """The rendered prompt does not fit the model's context window."""

    kind: FailureKind = "too_long"
