"""The vocabulary of tool markup: wrapper, result, reasoning and special-token names, closers, HTML names.

Names are recognised by shape where models vary them: a call wrapper is any tag named like
``tool_call`` (``<longcat_tool_call>``, ``<minimax:tool_call>``, ``<TOOLCALL>``), a namespace
prefix (``steptml:``, ``seed:``) is ignored, and special tokens may use ASCII or full-width bars and
``▁`` for ``_`` (``<｜tool▁call▁begin｜>``, as DeepSeek writes them).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from ._tags import STRICT_TAG_LIMIT, NeedMore, lex_attrs

# A special token's bars: ASCII or full-width (DeepSeek, Step3).
BAR = "[|\uff5c]"
_SEP = "[_\u2581]"  # "_" or DeepSeek's "▁"
_NS = r"(?:[A-Za-z_][\w\-]*:)?"
_CALL_NAME = r"(?:[A-Za-z][\w\-]*_)?(?:tool_?calls?|function_?calls?|tool_code|tools?)"

CALL_CLOSERS = re.compile(
    rf"</\s*{_NS}{_CALL_NAME}\s*>"
    rf"|<{BAR}/(?:tool_calls?|function_calls?|python_tag){BAR}>"
    rf"|<{BAR}[\w\u2581]*?(?:tool|function){_SEP}calls?(?:{_SEP}section)?{_SEP}end{BAR}>"
    rf"|<{BAR}end{_SEP}(?:tool|function){_SEP}calls?{BAR}>"
    r"|<end_function_call>|\[/TOOL_CALLS\]",
    re.I,
)
FUNCTION_CLOSERS = re.compile(rf"</\s*{_NS}(?:function|invoke)\s*>|" + CALL_CLOSERS.pattern, re.I)
RESULT_CLOSERS = re.compile(
    rf"</\s*{_NS}(?:tool_results?|tool_response|function_response|tool_output|function_results?)\s*>"
    rf"|<{BAR}/(?:tool_results?|tool_response|tool_output){BAR}>"
    rf"|<{BAR}(?:tool{_SEP}results?|tool{_SEP}response|tool{_SEP}outputs?){_SEP}end{BAR}>|<end_function_response>",
    re.I,
)
# Any closer of a reasoning block ends it.
THINK_CLOSERS = re.compile(
    rf"</\s*{_NS}(?:think|thinking|reasoning|thought)\s*>"
    rf"|<{BAR}(?:/think(?:ing)?|end{_SEP}?(?:of{_SEP})?(?:think(?:ing)?|thought|reasoning)|inner{_SEP}suffix){BAR}>",
    re.I,
)

CALL_TAGS = frozenset(
    {
        "tool_call",
        "tool_calls",
        "toolcall",
        "toolcalls",
        "function_call",
        "function_calls",
        "functioncall",
        "tool_code",
        "start_function_call",
        "tool_use",
        "tools",
        "tool",
    }
)
RESULT_TAGS = frozenset(
    {
        "tool_result",
        "tool_results",
        "tool_response",
        "function_response",
        "tool_output",
        "function_results",
        "function_result",
        "start_function_response",
    }
)
THINK_TAGS = frozenset({"think", "thinking", "reasoning", "thought"})
# Tags some templates put around the reply itself: the tags are hidden, their text is the reply.
REPLY_TAGS = frozenset({"response", "answer"})
STOP_TAGS = frozenset({"end_of_turn", "eos"})
TURN_TAGS = frozenset({"start_of_turn"})
TOKEN_TAGS = frozenset(
    {"end_function_call", "end_function_response", "escape", "bos", "pad", "parameter"}
)
STOP_TOKENS = frozenset(
    {
        "im_end",
        "endoftext",
        "end_of_text",
        "eot_id",
        "eom_id",
        "end",
        "start_header_id",
        "eos",
        "end_of_sentence",
    }
)
# Words a model writes right before a list of calls (Phi-4-mini, FireFunction: ``functools[…]``).
CALL_MARKERS = frozenset({"functools"})
HTML_TAGS = frozenset(
    "a abbr address article aside audio b bdi bdo big blockquote body br button caption center cite code col "
    "colgroup data dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form h1 "
    "h2 h3 h4 h5 h6 head header hr html i iframe img input ins kbd label legend li link main map mark menu meta "
    "meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp "
    "section select small source span strike strong style sub summary sup svg table tbody td template "
    "textarea tfoot th thead time title tr track tt u ul var video wbr".split()
)


# Tag names the scanner hides besides the tools' own: wrappers, results, reasoning, tokens.
MARKUP_TAGS = (
    CALL_TAGS
    | RESULT_TAGS
    | THINK_TAGS
    | REPLY_TAGS
    | STOP_TAGS
    | TURN_TAGS
    | TOKEN_TAGS
    | frozenset({"function", "invoke", "parameter"})
)
_SHAPED_CALL_TAGS = (
    "tool_call",
    "tool_calls",
    "function_call",
    "function_calls",
)  # "<longcat_tool_call>"
# A reply cut off inside a tag: shorter fragments ("<3", "<b", "<rem") are too often prose.
CUT_TAG_MIN = 5
_CUT_TAG = re.compile(r"</?(?:[A-Za-z_][\w\-]*:)?([A-Za-z_][\w\-]*)\Z")
_CUT_TOKEN = re.compile(rf"<{BAR}[^|\uff5c<>\s]{{1,40}}{BAR}?\Z")


def cut_tag(buf: str, i: int, starts_tool_name: Callable[[str], bool]) -> bool:
    """Whether ``buf[i:]``, the end of a reply, is tool markup cut off before its ``>``: at least
    ``CUT_TAG_MIN`` characters of a special token (every ``<|…|>`` is markup), or of a tag whose
    name begins a tool's name (``starts_tool_name``) or a name in ``MARKUP_TAGS`` and begins no
    HTML element's name (``</del`` may be ``</del>``, ``<param`` is ``<param>``)."""
    if len(buf) - i < CUT_TAG_MIN:
        return False
    if _CUT_TOKEN.match(buf, i) is not None:
        return True
    m = _CUT_TAG.match(buf, i)
    if m is None:
        return False
    base = m.group(1).lower()
    if any(tag.startswith(base) for tag in HTML_TAGS):
        return False
    # a wrapper named by its shape is cut off in or after its "tool_call" part
    parts = base.split("_")
    shaped = ("_".join(parts[k:]) for k in range(1, len(parts)))
    return (
        starts_tool_name(base)
        or any(tag.startswith(base) for tag in MARKUP_TAGS)
        or any(
            len(rest) >= 4 and tag.startswith(rest) for rest in shaped for tag in _SHAPED_CALL_TAGS
        )
    )


# An unknown tool's tag cut off before its ">": a name, whole key=value attributes, then at most one
# key (a word ending in "." or "," is prose), "=", a value begun, or "/".
_CUT_NAME = re.compile(r"<((?:[A-Za-z_][\w\-]*:)?([A-Za-z_][\w\-]*))")
_CUT_KEY = r"[A-Za-z_][\w\-]*"
_CUT_VALUE = r"""(?:"[^"]*"|'[^']*'|[^\s"'=<>`/]+)"""
_CUT_ATTRS = re.compile(
    rf"""(?P<whole>(?:\s+{_CUT_KEY}\s*=\s*{_CUT_VALUE})*)"""
    rf"""(?:\s+{_CUT_KEY}(?:\s*=\s*(?P<begun>"[^"]*|'[^']*|[^\s"'=<>`/]+)?)?|\s*/)?\s*\Z"""
)
CUT_UNKNOWN_MIN = 4  # "<a_b" is too often prose


def cut_unknown(buf: str, i: int) -> str | None:
    """The name of the unknown tool whose tag ``buf[i:]``, the end of a reply, was cut off before
    its ``>``, or None. It is one when it would have been an unknown tool's call had it closed (the
    scanner's rules already found no known tool or wrapper in it): a name that is no HTML element's,
    and either at least ``CUT_UNKNOWN_MIN`` characters with a ``_`` in them or followed by a
    ``key=`` attribute whose value has begun; what may follow the name is whole ``key=value``
    attributes then at most one key, ``=``, a value begun or ``/``, all within
    ``STRICT_TAG_LIMIT`` characters. ``<open_door``, ``<fly_to x="mo``, ``<dream about="the`` are
    tags; ``<dream about``, ``<b class="x"``, ``<open_door and it failed`` are prose."""
    if len(buf) - i > STRICT_TAG_LIMIT:
        return None
    m = _CUT_NAME.match(buf, i)
    if m is None:
        return None
    name, base = m.group(1), m.group(2).lower()
    if base in HTML_TAGS:
        return None
    attrs = _CUT_ATTRS.match(buf, m.end())
    if attrs is None:
        return None
    valued = bool(attrs.group("whole")) or attrs.group("begun") is not None
    if not valued and not ("_" in base and len(base) >= CUT_UNKNOWN_MIN):
        return None
    # prefix-stable: with more text to come the tag was undecided, so eof alone decides it
    return name if isinstance(lex_attrs(buf, m.end(), False, False), NeedMore) else None


def base_name(name: str) -> str:
    """A tag name without its namespace, lower-cased: ``steptml:invoke`` -> ``invoke``."""
    return name.rpartition(":")[2].lower()


def is_call_tag(base: str) -> bool:
    """Whether a (namespace-free, lower-case) tag name wraps calls: ``tool_call``, ``longcat_tool_call``…"""
    return base in CALL_TAGS or base.endswith(
        ("_tool_call", "_tool_calls", "_function_call", "_function_calls")
    )


def token_name(raw: str) -> str:
    """A special token's name as one key: ``tool▁calls▁begin`` -> ``tool_calls_begin``."""
    return raw.replace("\u2581", "_").lower()


def is_call_token(token: str) -> bool:
    return "tool_call" in token or "function_call" in token or token == "python_tag"


def is_result_token(token: str) -> bool:
    return "tool_result" in token or "tool_response" in token or "tool_output" in token


def is_think_token(token: str) -> bool:
    """A special token opening a reasoning block (``<|START_THINKING|>``, Apertus' ``<|inner_prefix|>``)."""
    return token == "inner_prefix" or (
        ("think" in token or "thought" in token or "reasoning" in token) and not is_end_token(token)
    )


def is_end_token(token: str) -> bool:
    return (
        token.startswith(("/", "end_"))
        or token.endswith("end")
        or "_end_" in token
        or token == "inner_suffix"
    )
