"""The actors of one turn and their supervisor: Router, ToolExecutor, Responder, UIBridge, Inference."""

from ._common import ActorFailures, style_of
from .inference import MAX_IN_FLIGHT, MAX_RESPOND_PASSES, Inference, InferenceStatistics
from .responder import HistoryStore, responder
from .router import RoutePolicy, decide_route, router
from .supervisor import App, AppStatistics, open_app
from .tool_executor import execute, tool_executor
from .ui_bridge import MAX_MESSAGE_CHARS, UIBridge

__all__ = [
    "MAX_IN_FLIGHT",
    "MAX_MESSAGE_CHARS",
    "MAX_RESPOND_PASSES",
    "ActorFailures",
    "App",
    "AppStatistics",
    "HistoryStore",
    "Inference",
    "InferenceStatistics",
    "RoutePolicy",
    "UIBridge",
    "decide_route",
    "execute",
    "open_app",
    "responder",
    "router",
    "style_of",
    "tool_executor",
]
