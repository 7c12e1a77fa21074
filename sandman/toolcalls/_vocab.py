"""The vocabulary of tool markup: wrapper, result and special-token names, closers, HTML names."""

from __future__ import annotations

import re

CALL_CLOSERS = re.compile(
    r"</\s*(?:tool_calls?|function_calls?|tool_code|toolcall|functioncall)\s*>"
    r"|<\|/(?:tool_calls?|function_calls?|python_tag)\|>"
    r"|<\|(?:tool_calls?|function_calls?|tool_calls_section)_end\|>"
    r"|<\|end_(?:tool_calls?|function_calls?)\|>"
    r"|<end_function_call>|\[/TOOL_CALLS\]",
    re.I,
)
FUNCTION_CLOSERS = re.compile(r"</\s*(?:function|invoke)\s*>|" + CALL_CLOSERS.pattern, re.I)
RESULT_CLOSERS = re.compile(
    r"</\s*(?:tool_results?|tool_response|function_response|tool_output|function_results?)\s*>"
    r"|<\|/(?:tool_results?|tool_response|tool_output)\|>"
    r"|<\|(?:tool_results?|tool_response|tool_output)_end\|>|<end_function_response>",
    re.I,
)

CALL_TAGS = frozenset(
    {"tool_call", "tool_calls", "toolcall", "function_call", "function_calls", "functioncall", "tool_code",
     "start_function_call", "tool_use", "tools"}
)
RESULT_TAGS = frozenset(
    {"tool_result", "tool_results", "tool_response", "function_response", "tool_output", "function_results",
     "function_result", "start_function_response"}
)
STOP_TAGS = frozenset({"end_of_turn", "eos"})
TURN_TAGS = frozenset({"start_of_turn"})
TOKEN_TAGS = frozenset({"end_function_call", "end_function_response", "escape", "bos", "pad", "parameter"})
STOP_TOKENS = frozenset(
    {"im_end", "endoftext", "end_of_text", "eot_id", "eom_id", "end", "start_header_id", "eos"}
)
HTML_TAGS = frozenset(
    "a abbr address article aside audio b bdi bdo big blockquote body br button caption center cite code col "
    "colgroup data dd del details dfn dialog div dl dt em embed fieldset figcaption figure font footer form h1 "
    "h2 h3 h4 h5 h6 head header hr html i iframe img input ins kbd label legend li link main map mark menu meta "
    "meter nav noscript object ol optgroup option output p param picture pre progress q rp rt ruby s samp "
    "section select small source span strike strong style sub summary sup svg table tbody td template "
    "textarea tfoot th thead time title tr track tt u ul var video wbr".split()
)
