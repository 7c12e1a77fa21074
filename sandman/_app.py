"""``sandman.open``: the model, the journal and the actors, ready to chat."""

from __future__ import annotations

import functools
import os
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager
from typing import Any

import trio

from .actors import MAX_IN_FLIGHT, App, Inference, open_app
from .inference import Model, load_model, tier_of
from .routing import RouterPolicy
from .storage import open_journal


@asynccontextmanager
async def open(  # shadows the builtin: the public name is `sandman.open`, like `trio.open_file`
    *,
    model: Model | str | None = None,
    db: str | os.PathLike[str] | None = None,
    conversation_id: str = "default",
    on_status: Callable[[str], None] | None = None,
    max_in_flight: int = MAX_IN_FLIGHT,
    trace: Callable[[dict[str, Any]], None] | None = None,
    read_ahead: bool = True,
) -> AsyncIterator[App]:
    """Load the model (a preset, a .gguf path, a server's URL, a ``Model``; else
    ``$SANDMAN_MODEL``'s, else the default),
    open the journal (``db``, else ``$SANDMAN_DB``, else the user's data directory) and run the
    actors. ``max_in_flight`` bounds the requests a model server gets at once (an on-device
    model always runs one at a time). ``trace`` gets a record of every model call (its role,
    prompt, raw output, tokens, timings) and of what the reply's parser and guard kept and
    dropped (``sandman ask --trace``, ``$SANDMAN_TRACE``); it must not block. ``read_ahead``:
    while no turn runs, the model reads the first turn of each situation's reply prompt into
    its cache (~1,000 tokens on the Qwen presets, ~17 s on 2 cores for the 1.5B), so a turn reads
    only its message and the journal's results; off for one message and out.

    Raises ``SandmanError`` subclasses with one clear line when the model or the journal cannot
    be opened. Leaving the block stops every actor, closes the journal and frees the model.
    """
    # No model named: $SANDMAN_MODEL's, as every command reads it (it was read by the commands
    # alone, so a script run with it set got the default companion).
    if model is None:
        model = os.environ.get("SANDMAN_MODEL") or None
    # Anything but a spec is taken as a model object (a backend need not be a Model subclass).
    owned = model is None or isinstance(model, str)
    if model is None or isinstance(model, str):
        loaded: Model = await trio.to_thread.run_sync(
            functools.partial(load_model, model, on_status=on_status)
        )
    else:
        loaded = model
    try:
        # A damaged journal is refused up front, as `dreams`, `log` and `export` refuse it: a
        # conversation must not read from it (and invent around the gaps) or write into it.
        async with open_journal(
            db if db is not None else os.environ.get("SANDMAN_DB"), check_integrity=True
        ) as journal:
            policy = RouterPolicy.for_model(loaded.name, loaded.family, tier_of(loaded))
            async with open_app(
                inference=Inference(loaded, max_in_flight=max_in_flight, trace=trace),
                policy=policy,
                tools=journal,
                history=journal,
                conversation_id=conversation_id,
                warm_up=True,
                read_ahead=read_ahead,
            ) as app:
                yield app
    finally:
        if owned:
            loaded.close()
