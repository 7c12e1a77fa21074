"""``sandman serve``: the web app. Parse arguments, start the server, print where it is."""

from __future__ import annotations

import argparse
import functools
import logging
import signal
import sys
import webbrowser

import trio

from ..errors import SandmanError
from ..inference import check_model_spec
from ._common import (
    add_db_argument,
    add_max_in_flight_argument,
    add_model_argument,
    journal_path,
    prepare_default_folder,
)
from ._trace import trace_from_env


def _status(line: str) -> None:
    print(line, file=sys.stderr, flush=True)


async def _serve(args: argparse.Namespace) -> int:
    from ..web import Server, serve

    db = journal_path(args)
    check_model_spec(args.model)  # (before a journal is created for it)
    prepare_default_folder(db)
    _status("Loading the model…")
    with trio.open_signal_receiver(signal.SIGINT, signal.SIGTERM) as signals:
        try:
            async with trio.open_nursery() as nursery:

                async def run(*, task_status: trio.TaskStatus[Server]) -> None:
                    with trace_from_env() as trace:
                        await serve(
                            model=args.model,
                            db=db,
                            host=args.host,
                            port=args.port,
                            on_status=_status,
                            max_in_flight=args.max_in_flight,
                            trace=trace,
                            task_status=task_status,
                        )
                    nursery.cancel_scope.cancel()  # served and shut down: stop watching signals

                server: Server = await nursery.start(run)
                print(f"Sandman is ready at {server.url}", flush=True)
                _status(
                    f"Model {server.model_name}, journal {server.journal_path}. Ctrl-C stops it."
                )
                if server.login_url is not None:
                    print(f"Access token: {server.site.token}", flush=True)
                    print(
                        f"Open {server.login_url} in a browser; scripts send "
                        "'Authorization: Bearer TOKEN'.",
                        flush=True,
                    )
                if args.open:
                    url = server.login_url or server.url
                    nursery.start_soon(
                        functools.partial(trio.to_thread.run_sync, webbrowser.open, url)
                    )
                stopping = False
                async for _ in signals:
                    if stopping:
                        nursery.cancel_scope.cancel()  # a second Ctrl-C: stop now
                        break
                    stopping = True
                    _status("Stopping: ending the replies in flight…")
                    server.shutdown()
        except BaseExceptionGroup as group:
            raise _single(group) from None
    _status("Stopped.")
    return 0


def _single(group: BaseExceptionGroup[BaseException]) -> BaseException:
    """The one error a user should see from a nursery's group (its only leaf), else the group."""
    leaves: list[BaseException] = []

    def walk(exc: BaseException) -> None:
        if isinstance(exc, BaseExceptionGroup):
            for inner in exc.exceptions:
                walk(inner)
        else:
            leaves.append(exc)

    walk(group)
    errors = [e for e in leaves if isinstance(e, SandmanError)]
    return errors[0] if len(leaves) == 1 and errors else group


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    serve = sub.add_parser(
        "serve",
        help="the journal and the chat in your browser, and a JSON API",
        description=(
            "Serve the web page and the HTTP API. Prints the URL once it accepts connections; "
            "Ctrl-C stops it (replies in flight end first). Listens on 127.0.0.1 only unless "
            "--host says otherwise; any other host requires the access token it prints."
        ),
        epilog=(
            "examples:\n"
            "  sandman serve --open                 the page in your browser\n"
            "  sandman serve --port 9000 --db dreams.db\n"
            "  curl -N http://127.0.0.1:8765/api/chat -H 'Content-Type: application/json' \\\n"
            '       -d \'{"text": "what does a snake mean?"}\''
        ),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    serve.add_argument(
        "--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)"
    )
    serve.add_argument(
        "--port", type=int, default=8765, help="port to listen on (default: 8765; 0: any free port)"
    )
    add_db_argument(serve)
    add_model_argument(serve)
    add_max_in_flight_argument(serve)
    serve.add_argument("--open", action="store_true", help="open the page in a web browser")
    serve.set_defaults(func=lambda args: trio.run(_serve, args), log_level=logging.WARNING)
