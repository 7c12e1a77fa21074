import sandman.cli._chat
import sandman.web
import sandman.wire
from sandman.cli import build_parser


def test_package_exports_exactly_the_public_api() -> None:
    assert set(sandman.web.__all__) == {
        "CONTENT_SECURITY_POLICY",
        "MAX_BODY_BYTES",
        "MAX_IMPORT_BYTES",
        "ChatBackend",
        "Server",
        "ServerError",
        "Site",
        "WebApp",
        "bind_socket",
        "create_app",
        "is_loopback",
        "run_app",
        "serve",
    }
    for name in sandman.web.__all__:
        assert getattr(sandman.web, name) is not None


def test_ask_json_and_the_chat_stream_share_one_event_encoder() -> None:
    assert sandman.cli._chat.event_json is sandman.wire.event_json


def test_serve_is_a_command_with_the_contract_options() -> None:
    args = build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.open) == ("127.0.0.1", 8765, False)
    args = build_parser().parse_args(
        ["serve", "--host", "0.0.0.0", "--port", "0", "--db", "x.db", "--model", "m", "--open"]
    )
    assert (args.host, args.port, args.db, args.model, args.open) == (
        "0.0.0.0",
        0,
        "x.db",
        "m",
        True,
    )
