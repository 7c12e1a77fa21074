"""More ways small models write calls, and prose that must survive: each checked whole, one
character at a time and at seeded random split points, with the same result every way."""

from __future__ import annotations

import random
from typing import Any, NamedTuple

import pytest

from sandman.toolcalls import ParseResult, StreamParser, parse


class Row(NamedTuple):
    id: str
    text: str
    calls: list[tuple[str, dict[str, Any]]]
    visible: str
    rejected: list[str | None] = []


CAT = ("remember", {"fact": "I have a cat"})
WATER = ("save_symbol_meaning", {"symbol": "water", "meaning": "calm"})
FLYING = ("search_dreams", {"query": "flying"})
TWO = ("recent_dreams", {"limit": 2})

ROWS = [
    Row("wrapper-as-call-tag", '<tool_call name="remember" fact="I have a cat"/> ok', [CAT], "ok"),
    Row("wrapper-name-then-json", '<tool_call>remember\n{"fact": "I have a cat"}</tool_call>', [CAT], ""),
    Row("wrapper-name-then-text", "<tool_call>remember I have a cat</tool_call>", [CAT], ""),
    Row("wrapper-bare-name", "<tool_call>recall_memories</tool_call> Let me look.", [("recall_memories", {})], "Let me look."),
    Row("wrapper-args-only", '<tool_call>{"fact": "I have a cat"}</tool_call>', [], "", [None]),
    Row("wrapper-unknown-function", "<tool_call>\n<function=fly>\n<parameter=to>moon</parameter>\n</function>\n</tool_call> ok", [], "ok", ["fly"]),
    Row("langchain-action", '{"action": "remember", "action_input": {"fact": "I have a cat"}}', [CAT], ""),
    Row("function-as-string", '{"function": "remember", "arguments": {"fact": "I have a cat"}}', [CAT], ""),
    Row("arguments-plain-string", '{"name": "remember", "arguments": "I have a cat"}', [CAT], ""),
    Row("openai-tool-calls", '{"tool_calls": [{"type": "function", "function": {"name": "remember", "arguments": "{\\"fact\\": \\"I have a cat\\"}"}}]}', [CAT], ""),
    Row("json-missing-final-brace", 'Ok. {"name": "remember", "arguments": {"fact": "I have a cat"}', [CAT], "Ok."),
    Row("json-null-optional", '{"name": "recall_memories", "arguments": {"topic": null}}', [("recall_memories", {})], ""),
    Row("json-args-case", '{"Name": "Remember", "Arguments": {"Fact": "I have a cat"}}', [CAT], ""),
    Row("pythonic-positional-list", '[remember("I have a cat")]', [CAT], ""),
    Row("pythonic-dict-arg", 'remember({"fact": "I have a cat"})', [CAT], ""),
    Row("pythonic-namespace-tools", 'tools.search_dreams(query="flying")', [FLYING], ""),
    Row("pythonic-end-of-sentence", 'Saving it: remember(fact="I have a cat").', [CAT], "Saving it:."),
    Row("pythonic-two-in-prose", 'A remember(fact="I have a cat") B search_dreams(query="flying") C', [CAT, FLYING], "A B C"),
    Row("tag-positional-quoted", '<remember "I have a cat" />', [CAT], ""),
    Row("tag-curly-quotes", "<remember fact=“I have a cat”/> ok", [CAT], "ok"),
    Row("tag-comma-separated", '<save_symbol_meaning symbol="water", meaning="calm"/>', [WATER], ""),
    Row("tag-gt-then-next-line", '<remember fact="I have a cat">\nAnything else?', [CAT], "Anything else?"),
    Row("tag-body-fills-missing", '<save_symbol_meaning symbol="water">calm</save_symbol_meaning>', [WATER], ""),
    Row("tag-upper-attr-single", "<REMEMBER FACT='I have a cat'>", [CAT], ""),
    Row("tag-entity-lt", '<remember fact="I &lt;3 cats"/>', [("remember", {"fact": "I <3 cats"})], ""),
    Row("tag-unicode-value", '<remember fact="Mon chat s\'appelle Éclair 🌙"/>', [("remember", {"fact": "Mon chat s'appelle Éclair 🌙"})], ""),
    Row("tag-cut-in-value", 'Sure. <remember fact="I ha', [], "Sure.", ["remember"]),
    Row("tag-cut-after-name", "Sure. <remember", [], "Sure.", ["remember"]),
    Row("tag-limit-words", '<recent_dreams limit="two"/>', [], "", ["recent_dreams"]),
    Row("tag-int-value", "<recent_dreams limit=2/>", [TWO], ""),
    Row("tag-typo-and-kebab", '<Search-Dream query="flying"/>', [FLYING], ""),
    Row("function-name-attr", '<function name="remember">{"fact": "I have a cat"}</function>', [CAT], ""),
    Row("function-arguments-attr", "<function name=\"remember\" arguments='{\"fact\": \"I have a cat\"}'/>", [CAT], ""),
    Row("gemma-bare-values", "call:remember{fact:I have a cat}", [CAT], ""),
    Row("gemma-cut", "call:remember{fact:<escape>I ha", [], "", ["remember"]),
    Row("special-header-echo", "<|im_start|>assistant\nHello there.", [], "Hello there."),
    Row("gemma-header-echo", "<start_of_turn>model\nHello there.", [], "Hello there."),
    Row("special-user-turn-ends-reply", "Bye.<|im_start|>user\nMore?", [], "Bye."),
    Row("lone-escape-token", "Hello <escape> there", [], "Hello there"),
    Row("stray-wrapper-close", "Done.</tool_call>", [], "Done."),
    Row("special-result-block", "A <|tool_result|>secret<|/tool_result|> B", [], "A B"),
    Row("paragraphs-around-json", 'Para one.\n\n{"name": "remember", "arguments": {"fact": "I have a cat"}}\n\nPara two.', [CAT], "Para one.\n\nPara two."),
    Row("call-then-comma", 'I saved it <remember fact="I have a cat"/>, and more.', [CAT], "I saved it, and more."),
    Row("three-syntaxes", '<remember fact="I have a cat"/>[search_dreams(query="flying")]call:recent_dreams{limit:2}', [CAT, FLYING, TWO], ""),
    Row("same-call-two-syntaxes", '<remember fact="I have a cat"/> {"name": "remember", "arguments": {"fact": "I have a cat"}}', [CAT], ""),
    Row("fence-two-calls", '```\nremember(fact="I have a cat")\nsearch_dreams(query="flying")\n```', [CAT, FLYING], ""),
    Row("fence-tilde-lang-json-list", '```json\n[{"name": "remember", "arguments": {"fact": "I have a cat"}}]\n```', [CAT], ""),
    Row("prose-arrows", "<-- here and -> there <=> both", [], "<-- here and -> there <=> both"),
    Row("prose-chain-lt", "1<2<3 and 3>2", [], "1<2<3 and 3>2"),
    Row("prose-checkbox", "- [ ] write the dream\n- [x] sleep", [], "- [ ] write the dream\n- [x] sleep"),
    Row("prose-empty-brackets", "{} and [] and ()", [], "{} and [] and ()"),
    Row("prose-inline-code-html", "Use `<b>` for bold", [], "Use `<b>` for bold"),
    Row("prose-fence-html", "```html\n<b>hi</b>\n```", [], "```html\n<b>hi</b>\n```"),
    Row("prose-near-names", "save(me) and search(query) and recall(topic)", [], "save(me) and search(query) and recall(topic)"),
    Row("prose-dotted-call", "Try os.remember(x) later", [], "Try os.remember(x) later"),
    Row("prose-re-colon", "re: your dream, call: me", [], "re: your dream, call: me"),
    Row("prose-json-array-of-objects", '[{"mood": "calm"}, {"mood": "tense"}]', [], '[{"mood": "calm"}, {"mood": "tense"}]'),
    Row("prose-json-with-name-and-age", 'Sure: {"name": "remember", "age": 3}', [], "Sure:", ["remember"]),
    Row("prose-tag-with-space", "< remember >", [], "< remember >"),
    Row("prose-only-whitespace", " \n ", [], " \n "),
    Row("prose-empty", "", [], ""),
]


def _stream(chunks: list[str]) -> tuple[str, ParseResult]:
    parser = StreamParser()
    out = "".join(parser.feed(c) for c in chunks)
    out += parser.close()
    return out, parser.result


def _random_chunks(text: str, rng: random.Random) -> list[str]:
    if len(text) < 2:
        return [text]
    cuts = sorted(rng.sample(range(1, len(text)), rng.randint(1, min(8, len(text) - 1))))
    return [text[a:b] for a, b in zip([0, *cuts], [*cuts, len(text)])]


def test_rows_are_distinct() -> None:
    assert len({r.id for r in ROWS}) == len({r.text for r in ROWS}) == len(ROWS)


@pytest.mark.parametrize("row", ROWS, ids=[r.id for r in ROWS])
def test_row_gives_the_same_calls_and_text_whole_and_streamed(row: Row) -> None:
    whole = parse(row.text)
    assert [(c.name, c.args) for c in whole.calls] == row.calls
    assert whole.text == row.visible
    assert [r.name for r in whole.rejected] == row.rejected
    assert _stream(list(row.text)) == (whole.text, whole)
    rng = random.Random(row.id)
    for _ in range(5):
        assert _stream(_random_chunks(row.text, rng)) == (whole.text, whole)
