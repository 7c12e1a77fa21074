"""Sandman: an on-device dream-journal companion for small language models.

    async with sandman.open() as app:
        async for event in app.chat("What does water mean in dreams?"):
            ...

``sandman.open`` is imported lazily so that light commands (``sandman toolcalls``, ``sandman log``)
do not pay for loading the inference stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import _log  # noqa: F401 - the package logger's NullHandler: quiet unless configured
from .errors import SandmanError

if TYPE_CHECKING:
    from ._app import open
    from .actors import App

__version__ = "0.1.0"

__all__ = ["App", "SandmanError", "__version__", "open"]


def __getattr__(name: str) -> Any:
    if name == "open":
        from ._app import open

        return open
    if name == "App":
        from .actors import App

        return App
    raise AttributeError(f"module 'sandman' has no attribute {name!r}")
