"""The scanner: finds tool markup in a buffer and decides, per candidate, prose or markup.

Every decision is *prefix-stable*: with ``eof=False`` a matcher answers ``More`` unless the text it
has seen already fixes the outcome for every possible continuation. That single rule is what makes
streamed output identical to whole-text output; the stream only re-runs the scanner on the
undecided tail. Bounded look-aheads (the ``*_LIMIT`` constants) keep a stray ``{`` or ``<`` from
holding text back for long.

Rule separating an unknown tool call from HTML: a tag whose name is a known tool (after
normalization and typo matching) is a call; a tag whose name is an HTML element is prose; any
other well-formed tag is an unknown tool's call (hidden, rejected) when its name contains ``_``,
or it carries ``key=value`` attributes, or it is self-closing. ``<dream>`` stays visible,
``<fly_to x="moon"/>`` is hidden. JSON in prose is a call when it has a name key together with an
arguments key, a ``function`` object, or names a known tool; ``{"mood": "calm"}`` stays visible.
Bare and pythonic calls (``remember(fact="x")``, ``[remember(fact="x")]``) count only for known
tools, and bare ones only when named without typos; inside an explicit wrapper (``<tool_call>``,
``<|python_tag|>``, FunctionGemma's ``call:``…) every call counts, and unknown names are rejected.
A known tool named bare with its parameters as attributes, without brackets, reads as its tag
(``remember fact="x"`` as ``<remember fact="x" />``) when it has the exact name, one to four
spaces or tabs, one of that tool's own parameters (case and separators aside), ``=`` and a quote:
"I remember the sea", "remember fact: tea" and ``remember that fact="x"`` stay prose. Further
``key="value"`` attributes and a stray ``/>`` belong to it; a quote followed by a letter is an
apostrophe, not the value's end, and a value still open after ``CALL_LIMIT`` characters is prose.
Streamed, a tool's name followed by whitespace is held only while what follows may still become
one of its parameters and ``="``.

A wrapper tag is a word in prose, shown as written, when what follows it does not begin like a
call (markup, JSON, a code fence, a known tool's name, a name with arguments) and no closer ends
that line: "Use the <tool_call> syntax" swallows nothing. An unknown tag such as ``<json>`` around
nothing but calls is part of them. Reasoning blocks (``<think>…</think>`` and their variants) are
hidden; calls inside a closed one are thoughts, calls inside one the reply ends in are read.

Always hidden: special tokens (``<|…|>``, ``<｜…｜>``), echoed tool results (``<tool_result>…</tool_result>``
with their content, to the end of the reply when unclosed), closing tags of tools and wrappers,
and the model echoing its own turn header (``<|im_start|>assistant``). An end-of-turn token
(``<|im_end|>``, ``<end_of_turn>``…) or the header of another role's turn ends the reply: what
follows is dropped, calls included. A call still open when the reply ends is rejected as cut off
when it stopped inside a value, and read when it only lacks its closing brackets or tag. A reply
cut off inside a tag (max tokens) ends in a fragment of one, hidden when it can only be tool
markup (``_vocab.cut_tag``): at least five characters from a final ``<`` with no ``>`` after it,
being the start of a special token (``<|im_``; every ``<|…|>`` is hidden) or of a tag whose name
begins a known tool's name, case and separators aside (``<remem``, ``</search_dr``), or the name of
a wrapper, result, reasoning block or token tag (``</tool``, ``<tool_c``, ``<thin``), and no HTML
element's name (``</del``, ``<param`` stay). Shorter ones stay visible (``<3``, ``<b``, ``<rem``, a
lone ``<``), and so does ``<dream``, which begins no known name. An unknown tool's tag cut off there
(``_vocab.cut_unknown``) is hidden and rejected as cut off when it would have been a call had it
closed: a name that is no HTML element's, with a ``_`` and at least four characters (``<open_door``)
or followed by a ``key=`` attribute whose value has begun (``<fly_to x="mo``, ``<dream about="the``),
and after the name only whole ``key=value`` attributes, then at most one key, ``=``, a value begun
or ``/``, within ``STRICT_TAG_LIMIT`` characters. ``<dream about``, ``<a_b``, ``<b class="x"`` and
``<open_door and it failed`` stay visible, as does any such tag before the end of the reply.
A code fence that holds calls is hidden; one that holds none is shown verbatim.

``Scanner`` finds where markup may start and hands each candidate to its rules: ``_scan_tags``
(``<…>``), on top of ``_scan_tokens`` (special tokens, turn headers, reasoning blocks, echoed
results), and ``_scan_brackets`` (JSON, Python-style and ``call:`` calls, backticks), all built on
``_scan_payload`` (what a wrapper holds, read into calls and rejections).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Mapping

from .._edits import normalize
from ..tools import ToolSpec
from ._names import Names
from ._scan_brackets import BARE_ATTRS, BARE_ATTRS_SPAN, BARE_ATTRS_TAIL, BracketRules
from ._scan_payload import CUT_OFF, MAX_DEPTH
from ._scan_tags import TagRules
from ._scan_types import Cut, Decision, Event, Failed, Found, Markup, More, Prose, Text
from ._types import Rejection
from ._vocab import CALL_MARKERS, cut_tag, cut_unknown

log = logging.getLogger("sandman.toolcalls")

# Where markup may start: "<", "{", "[", a backtick, "call:", an identifier touching "(", a call
# marker word touching "[" ("functools["), or a name and a key="value" attribute ('remember fact="').
_MARKERS = "|".join(sorted(CALL_MARKERS))
_TRIGGER = re.compile(
    rf"[<{{\[`]|(?<![\w.\-])(?:call:|(?:{_MARKERS})\[|[A-Za-z_][\w.\-]*\(|{BARE_ATTRS})"
)
_WORD_CHAR = re.compile(r"[\w.\-]")  # exactly the characters _TRIGGER treats as part of a name
_TAIL_WORD = re.compile(r"[\w.\-]*\Z")
_TAIL_WINDOW = 80  # a final word longer than this cannot become a tool name
_CALL_PREFIXES = frozenset("call"[:k] for k in range(1, 5))  # may become "call:"
_MARKER_PREFIXES = frozenset(m[:k] for m in CALL_MARKERS for k in range(1, len(m) + 1))


class Scanner(TagRules, BracketRules):
    """Stateless over calls: ``scan(buf, eof)`` decides as much of ``buf`` as it can. Never raises."""

    def __init__(self, tools: Mapping[str, ToolSpec]) -> None:
        self.tools = tools
        self.names = Names(tools)
        self.params = {
            name: frozenset(normalize(a) for a in spec.arg_names) for name, spec in tools.items()
        }
        self._known = ", ".join(tools)

    # -- driver ---------------------------------------------------------------------------------

    def scan(self, buf: str, eof: bool, depth: int = 0) -> tuple[list[Event], int, More | None]:
        """Scan ``buf[1:]`` (``buf[0]`` is the character before it, kept as context).

        Returns the events, the index up to which ``buf`` is decided, and the hint of the
        undecided candidate, if any.
        """
        events: list[Event] = []
        pos, n = 1, len(buf)
        while pos < n:
            m = _TRIGGER.search(buf, pos)
            if m is None:
                hold = n if eof else self._tail_hold(buf, pos)
                if hold > pos:
                    events.append(Text(buf[pos:hold]))
                return events, hold, None
            t = m.start()
            if t > pos:
                events.append(Text(buf[pos:t]))
            try:
                d = self._dispatch(buf, t, m.group(), eof, depth)
            except Exception:  # a bug must not show markup: hide what is left, say so in the log
                if depth:
                    raise
                log.exception(
                    "tool-call scanner failed on %r; the rest of the reply is hidden",
                    buf[t : t + 80],
                )
                events.append(Failed())
                return events, n, None
            if isinstance(d, More):
                return events, t, d
            if isinstance(d, Prose):
                events.append(Text(buf[t : d.end]))
            elif isinstance(d, Markup):
                events.append(Cut(d.found))
                if d.text:
                    events.append(Text(d.text))
            else:
                events.append(d)
                return events, n, None
            pos = d.end
        return events, pos, None

    def scan_all(self, text: str, depth: int) -> tuple[str, list[Found]]:
        """Whole-text scan of a nested region: its raw visible text and what it holds."""
        if depth > MAX_DEPTH:
            return text, []
        events, _, _ = self.scan("\n" + text, True, depth + 1)
        visible: list[str] = []
        found: list[Found] = []
        for e in events:
            if isinstance(e, Text):
                visible.append(e.text)
            elif isinstance(e, Cut):
                found.extend(e.found)
        return "".join(visible), found

    def _tail_hold(self, buf: str, pos: int) -> int:
        """Where undecided trailing text starts: a final word that may still become ``name(``, or a
        tool's name and the start of one of its parameters, which may still become ``name key="``."""
        n = len(buf)
        bare = self._bare_attrs_hold(buf, pos)
        if bare < n:
            return bare
        if not buf or not (
            buf[-1].isalnum() or buf[-1] in "_.-"
        ):  # _WORD_CHAR, as re's \w is isalnum()
            return n
        window = n - _TAIL_WINDOW if n > _TAIL_WINDOW else 0
        m = _TAIL_WORD.search(buf, window)
        assert m is not None
        i = m.start()
        if i == window and window > 0 and _WORD_CHAR.match(buf, window - 1):
            return n  # longer than any name
        if i < pos or not ("a" <= buf[i].lower() <= "z" or buf[i] == "_"):
            return n
        word = buf[i:]
        if (
            word in _CALL_PREFIXES
            or word.lower() in _MARKER_PREFIXES
            or self.names.could_become_call(word)
        ):
            return i
        return n

    def _bare_attrs_hold(self, buf: str, pos: int) -> int:
        """Where ``name key="`` may be starting: a tool's exact name, whitespace, then nothing more,
        the start of one of its parameters, or a whole one and ``=``; ``len(buf)`` if not."""
        n = len(buf)
        if not buf or not (buf[-1].isalnum() or buf[-1] in " \t=_-"):
            return n
        m = BARE_ATTRS_TAIL.search(buf, max(pos, n - BARE_ATTRS_SPAN))
        tool = self.names.resolve_exact(m.group(1)) if m else None
        if m is None or tool is None:
            return n
        key, eq = m.group(2), m.group(3)
        if key is not None:
            k = normalize(key)
            params = self.params[tool]
            if (k not in params) if eq else not any(p.startswith(k) for p in params):
                return n
        return m.start()

    def _dispatch(self, buf: str, i: int, trigger: str, eof: bool, depth: int) -> Decision:
        c = trigger[0]
        if c == "<":
            d = self._angle(buf, i, eof, depth)
            if (
                eof and not depth and isinstance(d, Prose)
            ):  # the reply was cut off (max tokens) inside a tag?
                if cut_tag(buf, i, self.names.starts_name):
                    return Markup(len(buf))
                unknown = cut_unknown(buf, i)
                if unknown is not None:
                    return Markup(len(buf), (Rejection(buf[i:], unknown, CUT_OFF),))
            return d
        if c == "{":
            return self._brace(buf, i, eof, depth)
        if c == "[":
            return self._bracket(buf, i, eof, depth)
        if c == "`":
            return self._backtick(buf, i, eof, depth)
        if trigger == "call:":
            return self._gemma(buf, i, eof)
        if trigger.endswith("["):
            return self._marker(buf, i, i + len(trigger) - 1, eof, depth)
        if trigger.endswith("("):
            return self._bare_call(buf, i, i + len(trigger) - 1, eof)
        return self._bare_attrs(buf, i, eof)
