"""Errors a user can act on. Each carries one clear line; the CLI prints it and exits non-zero."""


class SandmanError(Exception):
    """Base of every error whose message is meant for the user, as one line."""
