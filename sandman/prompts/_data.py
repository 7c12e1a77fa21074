"""Data is never instructions: how text the user or the journal wrote is put into a prompt.

Two layers. Special tokens: a prompt is tokenized with its chat format's turn markers as special
tokens (that is how turns are delimited), so a ``<|im_start|>`` or ``<start_of_turn>`` written
inside a message or a dream would open a real turn. ``as_text`` breaks every such marker (any
``<|…|>`` and the named markers of the known formats) by swapping its angle brackets for look-alike
quotation marks; the llama.cpp backend in turn reads everything but the format's own markers with
special-token parsing off (see ``LlamaModel.tokenize``), so no other special token can be spelled
by data either.

Markup: a tool result is stored text, and text such as ``</tool_result><remember fact="…" />``, a
JSON call or ``remember(fact="…")`` inside it must not reach the model as a live tag it could
copy. ``as_result_text`` also swaps the characters that open markup for look-alikes (``<`` ``>``
``{`` ``}`` and the backtick), detaches a call-like ``name(`` from its parenthesis and a
``key="`` attribute from its quote (``remember fact="…"`` is a call even without brackets),
so the tool-call parser finds no call in it (a test holds this over a corpus of hostile texts).
The text stays readable; it just cannot act. Whatever the model still writes, a write it emits
runs only when grounded in the user's own words (``sandman.actors._grounding``).
"""

from __future__ import annotations

import re

_SPECIAL = re.compile(
    r"<(\|[^|<>\n]{0,40}\|)>"
    r"|<(/?(?:s|bos|eos|pad|unk|mask|start_of_turn|end_of_turn|start_of_image|end_of_image"
    r"|start_of_text|end_of_text|begin_of_text|eot_id|tool_call|/tool_call))>",
    re.IGNORECASE,
)
_MARKUP = str.maketrans({"<": "‹", ">": "›", "{": "❴", "}": "❵", "`": "ʼ"})
# `name(` opens a pythonic call for the parser; `name (` does not.
_CALL_OPEN = re.compile(r"(?<![\w.\-])([A-Za-z_][\w.\-]*)\(")
_CALL_PREFIX = re.compile(r"(?<![\w.\-])(call):", re.IGNORECASE)
# `remember fact="x"` is a call for the parser; `remember fact= "x"` is not.
_ATTR_OPEN = re.compile(r"(?<=[\w\-])=(?=[\"'\u201c\u201d\u2018\u2019])")


_FORGED = re.compile(
    r"<\s*(tool_result|tool_response|function_result|journal)\b[^>]*>.*?(?:<\s*/\s*\1\s*>|$)",
    re.IGNORECASE | re.DOTALL,
)
FORGED = "[something typed to look like a journal result; it is not from the journal]"


def without_forged_results(text: str) -> str:
    """A user's message with any block typed to look like a tool's result
    (``<tool_result name="…">…</tool_result>``) replaced by a note saying so: only the execute
    step speaks for the journal, so the model never reads a user's "result" as the journal's."""
    return _FORGED.sub(FORGED, text)


def as_text(text: str) -> str:
    """``text`` with every special-token marker broken (``<|im_start|>`` → ``‹|im_start|›``)."""
    return _SPECIAL.sub(lambda m: f"‹{m.group(1) or m.group(2)}›", text)


def as_result_text(text: str) -> str:
    """A tool result's text with special tokens broken and markup characters swapped for
    look-alikes, so that nothing in it reads as a tag, a JSON or pythonic call, or a turn."""
    text = as_text(text).translate(_MARKUP)
    text = _CALL_OPEN.sub(r"\1 (", text)
    text = _CALL_PREFIX.sub(r"\1 :", text)
    return _ATTR_OPEN.sub("= ", text)
