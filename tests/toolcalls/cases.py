"""Malformation table: (input, expected calls, expected visible text, expected rejected tool names).

Each row is one way a small model writes (or breaks) a tool call, or prose that must survive.
Rejected names: the ``name`` of each expected Rejection, in order (None when unreadable).
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Case(NamedTuple):
    id: str
    text: str
    calls: list[tuple[str, dict[str, Any]]]
    visible: str
    rejected: list[str | None] = []  # noqa: RUF012 - a NamedTuple field's default, never changed


R = ("remember", {"fact": "I have a cat"})
SYM = ("save_symbol_meaning", {"symbol": "water", "meaning": "calm"})
SEARCH = ("search_dreams", {"query": "flying"})
LOOKUP = ("lookup_symbol", {"symbol": "snake"})
RECENT3 = ("recent_dreams", {"limit": 3})
RECALL: tuple[str, dict[str, Any]] = ("recall_memories", {})
RECALL_CATS = ("recall_memories", {"topic": "cats"})

CASES: list[Case] = [
    # --- canonical tag and its attribute-level variants ---
    Case("canonical", '<remember fact="I have a cat" /> Noted!', [R], "Noted!"),
    Case("canonical-no-space", '<remember fact="I have a cat"/>Noted!', [R], "Noted!"),
    Case("between-sentences", 'Sure. <remember fact="I have a cat" /> Noted.', [R], "Sure. Noted."),
    Case(
        "before-period",
        'I will keep that <remember fact="I have a cat" />.',
        [R],
        "I will keep that.",
    ),
    Case("at-end", 'Noted! <remember fact="I have a cat" />', [R], "Noted!"),
    Case(
        "own-line",
        'Noted!\n<remember fact="I have a cat" />\nAnything else?',
        [R],
        "Noted!\nAnything else?",
    ),
    Case(
        "blank-lines",
        'Noted!\n\n<remember fact="I have a cat" />\n\nAnything else?',
        [R],
        "Noted!\n\nAnything else?",
    ),
    Case("single-quotes", "<remember fact='I have a cat' /> ok", [R], "ok"),
    Case(
        "apostrophe-in-single",
        "<remember fact='I'm a cat person' /> ok",
        [("remember", {"fact": "I'm a cat person"})],
        "ok",
    ),
    Case("missing-quotes", "<remember fact=I have a cat /> ok", [R], "ok"),
    Case("missing-quotes-two", "<save_symbol_meaning symbol=water meaning=calm /> ok", [SYM], "ok"),
    Case("attr-order", '<save_symbol_meaning meaning="calm" symbol="water"/> ok', [SYM], "ok"),
    Case("gt-not-selfclose", '<remember fact="I have a cat"> ok', [R], "ok"),
    Case("unclosed-at-end", 'Noted. <remember fact="I have a cat"', [R], "Noted."),
    Case(
        "entities",
        '<remember fact="I love &quot;Dune&quot; &amp; tea" /> ok',
        [("remember", {"fact": 'I love "Dune" & tea'})],
        "ok",
    ),
    Case(
        "entity-apos", "<remember fact='I&#39;m tall' />", [("remember", {"fact": "I'm tall"})], ""
    ),
    Case("spaces-around-eq", '<remember fact = "I have a cat" /> ok', [R], "ok"),
    Case(
        "newline-attrs",
        '<save_symbol_meaning\n  symbol="water"\n  meaning="calm"\n/> ok',
        [SYM],
        "ok",
    ),
    Case(
        "gt-in-value",
        '<remember fact="a > b is true" /> ok',
        [("remember", {"fact": "a > b is true"})],
        "ok",
    ),
    # --- names ---
    Case(
        "name-kebab-title", '<Save-Symbol-Meaning symbol="water" meaning="calm" /> ok', [SYM], "ok"
    ),
    Case("name-camel", '<saveSymbolMeaning symbol="water" meaning="calm" /> ok', [SYM], "ok"),
    Case("name-upper", '<REMEMBER fact="I have a cat"/> ok', [R], "ok"),
    Case("typo-missing-letter", '<remembr fact="I have a cat"/> ok', [R], "ok"),
    Case("typo-swap", '<rememebr fact="I have a cat"/> ok', [R], "ok"),
    Case("typo-extra", '<search_dreamss query="flying"/>', [SEARCH], ""),
    Case("typo-substitution", '<lookup_symbel symbol="snake"/>', [LOOKUP], ""),
    Case("namespace", 'functions.remember(fact="I have a cat") ok', [R], "ok"),
    # --- arguments ---
    Case("arg-case", '<remember Fact="I have a cat"/>', [R], ""),
    Case("arg-synonym-single", '<remember text="I have a cat"/>', [R], ""),
    Case("arg-extra-dropped", '<remember fact="I have a cat" importance="high"/>', [R], ""),
    Case("int-as-string", '<recent_dreams limit="3"/> Here:', [RECENT3], "Here:"),
    Case("optional-omitted", "<recall_memories/> Let me check.", [RECALL], "Let me check."),
    Case("optional-empty", '<recall_memories topic=""/>', [RECALL], ""),
    Case("missing-required", "<remember/> Noted!", [], "Noted!", ["remember"]),
    Case(
        "missing-one-of-two",
        '<save_symbol_meaning symbol="water"/> ok',
        [],
        "ok",
        ["save_symbol_meaning"],
    ),
    Case("limit-out-of-range", '<recent_dreams limit="500"/>', [], "", ["recent_dreams"]),
    Case("limit-not-number", '<recent_dreams limit="many"/>', [], "", ["recent_dreams"]),
    Case("too-long", '<remember fact="' + "x" * 1200 + '"/>', [], "", ["remember"]),
    # --- paired tags and bodies ---
    Case("body", "<remember>I have a cat</remember> ok", [R], "ok"),
    Case("body-optional", "<recall_memories>cats</recall_memories>", [RECALL_CATS], ""),
    Case("body-json", '<remember>{"fact": "I have a cat"}</remember>', [R], ""),
    Case("body-children", "<search_dreams>\n<query>flying</query>\n</search_dreams>", [SEARCH], ""),
    Case(
        "body-attr-and-child",
        '<save_symbol_meaning symbol="water"><meaning>calm</meaning></save_symbol_meaning>',
        [SYM],
        "",
    ),
    Case("body-mixed-case-close", "<Remember>I have a cat</REMEMBER>", [R], ""),
    Case("body-unclosed-at-end", "Noted. <remember>I have a cat", [R], "Noted."),
    Case("attr-then-close", '<remember fact="I have a cat"></remember> ok', [R], "ok"),
    Case("stray-close", "ok </remember> done", [], "ok done"),
    # --- <tool_call> wrappers ---
    Case(
        "hermes",
        '<tool_call>\n{"name": "remember", "arguments": {"fact": "I have a cat"}}\n</tool_call>',
        [R],
        "",
    ),
    Case(
        "hermes-unclosed",
        '<tool_call>{"name": "remember", "arguments": {"fact": "I have a cat"}}',
        [R],
        "",
    ),
    Case(
        "hermes-unclosed-prose",
        '<tool_call>{"name": "remember", "arguments": {"fact": "I have a cat"}}\nNoted!',
        [R],
        "Noted!",
    ),
    Case(
        "hermes-two",
        '<tool_call>{"name": "remember", "arguments": {"fact": "I have a cat"}}</tool_call>\n<tool_call>{"name": "search_dreams", "arguments": {"query": "flying"}}</tool_call>',
        [R, SEARCH],
        "",
    ),
    Case(
        "hermes-list",
        '<tool_call>[{"name": "remember", "arguments": {"fact": "I have a cat"}}, {"name": "search_dreams", "arguments": {"query": "flying"}}]</tool_call>',
        [R, SEARCH],
        "",
    ),
    Case("hermes-unknown", '<tool_call>{"name":"fly"}</tool_call> ok', [], "ok", ["fly"]),
    Case(
        "hermes-missing-brace",
        '<tool_call>{"name": "remember", "arguments": {"fact": "I have a cat"}</tool_call> ok',
        [R],
        "ok",
    ),
    Case("hermes-tag-inside", '<tool_call><remember fact="I have a cat"/></tool_call>', [R], ""),
    Case("hermes-pythonic-inside", '<tool_call>remember(fact="I have a cat")</tool_call>', [R], ""),
    Case("hermes-garbage", "<tool_call>please remember the cat</tool_call> ok", [], "ok", [None]),
    Case("hermes-empty-at-end", "Let me save that. <tool_call>", [], "Let me save that.", [None]),
    Case(
        "hermes-cut-json",
        'Saving. <tool_call>{"name": "remember", "arguments": {"fact": "I ha',
        [],
        "Saving.",
        ["remember"],
    ),
    Case(
        "function-call-tag",
        '<function_call>{"name": "remember", "arguments": {"fact": "I have a cat"}}</function_call>',
        [R],
        "",
    ),
    Case(
        "tool-call-name-attr",
        '<tool_call name="remember">{"fact": "I have a cat"}</tool_call>',
        [R],
        "",
    ),
    # --- JSON shapes ---
    Case(
        "json-name-arguments",
        '{"name": "remember", "arguments": {"fact": "I have a cat"}}',
        [R],
        "",
    ),
    Case(
        "json-tool-args",
        'Ok {"tool": "remember", "args": {"fact": "I have a cat"}} done',
        [R],
        "Ok done",
    ),
    Case(
        "json-parameters", '{"name": "remember", "parameters": {"fact": "I have a cat"}}', [R], ""
    ),
    Case(
        "json-function-object",
        '{"type": "function", "function": {"name": "remember", "arguments": "{\\"fact\\": \\"I have a cat\\"}"}}',
        [R],
        "",
    ),
    Case(
        "json-double-encoded",
        '{"name": "remember", "arguments": "{\\"fact\\": \\"I have a cat\\"}"}',
        [R],
        "",
    ),
    Case(
        "json-python-quotes", "{'name': 'remember', 'arguments': {'fact': 'I have a cat'}}", [R], ""
    ),
    Case(
        "json-trailing-commas",
        '{"name": "remember", "arguments": {"fact": "I have a cat",},}',
        [R],
        "",
    ),
    Case("json-unquoted-keys", '{name: "remember", arguments: {fact: "I have a cat"}}', [R], ""),
    Case("json-flat", '{"name": "remember", "fact": "I have a cat"}', [R], ""),
    Case("json-tool-key", '{"remember": {"fact": "I have a cat"}}', [R], ""),
    Case(
        "json-tool-calls-list",
        '{"tool_calls": [{"function": {"name": "search_dreams", "arguments": {"query": "flying"}}}]}',
        [SEARCH],
        "",
    ),
    Case("json-list", '[{"name": "remember", "arguments": {"fact": "I have a cat"}}]', [R], ""),
    Case(
        "json-unknown", 'Hmm {"name": "fly", "arguments": {"height": 3}} ok', [], "Hmm ok", ["fly"]
    ),
    Case(
        "json-cut-off",
        'Saving {"name": "remember", "arguments": {"fact": "I',
        [],
        "Saving",
        ["remember"],
    ),
    Case("json-typo-name", '{"name": "remembr", "arguments": {"fact": "I have a cat"}}', [R], ""),
    # --- code fences ---
    Case(
        "fence-json",
        'Sure!\n```json\n{"name": "remember", "arguments": {"fact": "I have a cat"}}\n```\nDone.',
        [R],
        "Sure!\nDone.",
    ),
    Case("fence-xml", '```xml\n<remember fact="I have a cat" />\n```', [R], ""),
    Case(
        "fence-plain",
        '```\n<tool_call>{"name": "remember", "arguments": {"fact": "I have a cat"}}</tool_call>\n```\nok',
        [R],
        "ok",
    ),
    Case("fence-python", '```python\nremember(fact="I have a cat")\n```', [R], ""),
    Case("fence-tool-code", '```tool_code\nsearch_dreams(query="flying")\n```', [SEARCH], ""),
    Case(
        "fence-unclosed",
        '```json\n{"name": "remember", "arguments": {"fact": "I have a cat"}}',
        [R],
        "",
    ),
    Case("inline-code-call", 'Saving `remember(fact="I have a cat")` now', [R], "Saving now"),
    # --- <function=…>, <invoke> ---
    Case(
        "function-eq-json", '<function=search_dreams>{"query": "flying"}</function>', [SEARCH], ""
    ),
    Case(
        "function-eq-params",
        "<function=save_symbol_meaning>\n<parameter=symbol>water</parameter>\n<parameter=meaning>calm</parameter>\n</function>",
        [SYM],
        "",
    ),
    Case(
        "function-eq-in-tool-call",
        "<tool_call>\n<function=search_dreams>\n<parameter=query>\nflying\n</parameter>\n</function>\n</tool_call>",
        [SEARCH],
        "",
    ),
    Case("function-eq-unclosed", '<function=search_dreams>{"query": "flying"}', [SEARCH], ""),
    Case("function-eq-unknown", '<function=fly>{"to": "moon"}</function> ok', [], "ok", ["fly"]),
    Case(
        "invoke",
        '<invoke name="search_dreams"><parameter name="query">flying</parameter></invoke>',
        [SEARCH],
        "",
    ),
    # --- pythonic ---
    Case("pythonic-list", '[remember(fact="I have a cat")]', [R], ""),
    Case(
        "pythonic-list-two",
        '[remember(fact="I have a cat"), search_dreams(query="flying")]',
        [R, SEARCH],
        "",
    ),
    Case("pythonic-bare", 'Sure, remember(fact="I have a cat") done.', [R], "Sure, done."),
    Case("pythonic-positional", 'lookup_symbol("snake")', [LOOKUP], ""),
    Case(
        "pythonic-single-quote-apostrophe",
        "remember(fact='I'm tall')",
        [("remember", {"fact": "I'm tall"})],
        "",
    ),
    Case("pythonic-unquoted", "remember(fact=I have a cat)", [R], ""),
    Case("pythonic-int", "recent_dreams(limit=3)", [RECENT3], ""),
    Case("pythonic-empty-args", "recall_memories()", [RECALL], ""),
    Case("pythonic-missing", "remember() ok", [], "ok", ["remember"]),
    Case("pythonic-cut-off", 'Ok. remember(fact="I ha', [], "Ok.", ["remember"]),
    # --- FunctionGemma ---
    Case("gemma-escape", "call:remember{fact:<escape>I have a cat<escape>}", [R], ""),
    Case(
        "gemma-wrapped",
        "<start_function_call>call:search_dreams{query:<escape>flying<escape>}<end_function_call>",
        [SEARCH],
        "",
    ),
    Case(
        "gemma-two-args",
        "call:save_symbol_meaning{symbol:<escape>water<escape>,meaning:<escape>calm<escape>}",
        [SYM],
        "",
    ),
    Case("gemma-number", "call:recent_dreams{limit:3}", [RECENT3], ""),
    Case("gemma-unknown", "call:fly{to:<escape>moon<escape>} ok", [], "ok", ["fly"]),
    # --- special-token wrappers ---
    Case(
        "special-tool-call",
        '<|tool_call|>{"name": "remember", "arguments": {"fact": "I have a cat"}}<|/tool_call|>',
        [R],
        "",
    ),
    Case(
        "special-python-tag",
        '<|python_tag|>{"name": "remember", "parameters": {"fact": "I have a cat"}}',
        [R],
        "",
    ),
    Case(
        "special-python-tag-eom",
        '<|python_tag|>{"name": "remember", "parameters": {"fact": "I have a cat"}}<|eom_id|>',
        [R],
        "",
    ),
    Case(
        "special-tool-call-pythonic", '<|tool_call|>[search_dreams(query="flying")]', [SEARCH], ""
    ),
    Case(
        "mistral",
        '[TOOL_CALLS][{"name": "remember", "arguments": {"fact": "I have a cat"}}]',
        [R],
        "",
    ),
    Case("special-im-end", "Goodnight!<|im_end|>", [], "Goodnight!"),
    Case(
        "special-im-end-then-turn",
        "Goodnight!<|im_end|>\n<|im_start|>user\nthanks",
        [],
        "Goodnight!",
    ),
    Case("gemma-end-of-turn", "Goodnight!<end_of_turn>\n<start_of_turn>user", [], "Goodnight!"),
    Case("special-unknown-token", "Hi<|reserved_special_token_3|> there", [], "Hi there"),
    # --- tool results echoed ---
    Case(
        "result-echo",
        'You said <tool_result name="recall_memories">cats, tea</tool_result> that.',
        [],
        "You said that.",
    ),
    Case("result-unclosed", 'Here: <tool_result name="search_dreams">1. flying', [], "Here:"),
    Case("result-response", '<tool_response>{"ok": true}</tool_response>Done', [], "Done"),
    Case(
        "result-gemma",
        "<start_function_response>response:x{}<end_function_response>Done",
        [],
        "Done",
    ),
    # --- several calls, loops ---
    Case(
        "two-tags",
        '<remember fact="I have a cat"/> <search_dreams query="flying"/> Both done.',
        [R, SEARCH],
        "Both done.",
    ),
    Case(
        "repeat-loop",
        '<remember fact="I have a cat"/>\n<remember fact="I have a cat"/>\n<remember fact="I have a cat"/>',
        [R],
        "",
    ),
    Case(
        "mixed-syntaxes",
        'A <remember fact="I have a cat"/> B {"name": "search_dreams", "arguments": {"query": "flying"}} C',
        [R, SEARCH],
        "A B C",
    ),
    # --- unknown tools in tag form ---
    Case("unknown-selfclose", '<unknown_tool x="1"/> ok', [], "ok", ["unknown_tool"]),
    Case("unknown-attrs", '<Fly height="3"> ok', [], "ok", ["Fly"]),
    Case("unknown-paired", "<fly_high>up</fly_high> ok", [], "ok", ["fly_high"]),
    # --- wrappers naming the tool, headers, odd attribute syntax ---
    Case(
        "wrapper-name-attr-selfclose",
        '<tool_call name="remember" fact="I have a cat"/> ok',
        [R],
        "ok",
    ),
    Case(
        "wrapper-name-then-json",
        '<tool_call>remember\n{"fact": "I have a cat"}</tool_call>',
        [R],
        "",
    ),
    Case(
        "wrapper-name-colon-json",
        '<tool_call>remember: {"fact": "I have a cat"}</tool_call>',
        [R],
        "",
    ),
    Case("wrapper-name-then-text", "<tool_call>remember I have a cat</tool_call>", [R], ""),
    Case(
        "wrapper-bare-name",
        "<tool_call>recall_memories</tool_call> Let me look.",
        [RECALL],
        "Let me look.",
    ),
    Case("wrapper-args-only", '<tool_call>{"fact": "I have a cat"}</tool_call>', [], "", [None]),
    Case(
        "json-missing-final-brace",
        'Ok. {"name": "remember", "arguments": {"fact": "I have a cat"}',
        [R],
        "Ok.",
    ),
    Case(
        "json-known-name-odd-key", 'Sure: {"name": "remember", "age": 3}', [], "Sure:", ["remember"]
    ),
    Case("namespace-default-api", 'default_api.search_dreams(query="flying")', [SEARCH], ""),
    Case("curly-quotes", "<remember fact=\u201cI have a cat\u201d/> ok", [R], "ok"),
    Case(
        "comma-separated-attrs", '<save_symbol_meaning symbol="water", meaning="calm"/>', [SYM], ""
    ),
    Case(
        "function-arguments-attr",
        '<function name="remember" arguments=\'{"fact": "I have a cat"}\'/>',
        [R],
        "",
    ),
    Case("gemma-bare-value", "call:remember{fact:I have a cat}", [R], ""),
    Case("gemma-cut-in-escape", "call:remember{fact:<escape>I ha", [], "", ["remember"]),
    Case("chatml-header-echo", "<|im_start|>assistant\nHello there.", [], "Hello there."),
    Case("gemma-header-echo", "<start_of_turn>model\nHello there.", [], "Hello there."),
    Case("next-user-turn-ends-reply", 'Bye.<|im_start|>user\n<remember fact="x"/>', [], "Bye."),
    Case("lone-escape-token", "Hello <escape> there", [], "Hello there"),
    Case(
        "bare-call-typo-is-prose",
        'Ok remembér(fact="I have a cat") done',
        [],
        'Ok remembér(fact="I have a cat") done',
    ),
    Case("pythonic-list-typo", '[remembr(fact="I have a cat")]', [R], ""),
    Case("pythonic-missing-paren-at-end", 'Saving. remember(fact="I have a cat"', [R], "Saving."),
    Case("pythonic-list-missing-bracket", '[remember(fact="I have a cat")', [R], ""),
    Case("gemma-missing-brace-at-end", "call:remember{fact:<escape>I have a cat<escape>", [R], ""),
    Case(
        "prose-json-cut-not-a-call",
        'Here: {"name": "Anna", "age": ',
        [],
        'Here: {"name": "Anna", "age": ',
    ),
    # --- a reply cut off (max tokens) inside a tag at its very end ---
    Case("cut-in-closer", "Okay.</tool_call", [], "Okay."),
    Case("cut-in-closer-name", "The date was 1987.</tool", [], "The date was 1987."),
    Case("cut-in-closer-partial", "Done. </tool_ca", [], "Done."),
    Case("cut-in-wrapper-name", "Let me check. <tool_c", [], "Let me check."),
    Case("cut-in-tool-name", "Noted. <remem", [], "Noted."),
    Case("cut-in-tool-closer", "Noted.</search_dr", [], "Noted."),
    Case("cut-in-special-token", "Goodnight!<|im_", [], "Goodnight!"),
    Case("cut-in-special-token-bar", "Goodnight!<|im_end|", [], "Goodnight!"),
    Case("cut-in-full-width-token", "Done.<\uff5ctool\u2581calls", [], "Done."),
    Case("cut-in-shaped-wrapper", "Done.<longcat_tool_ca", [], "Done."),
    Case("cut-in-namespaced-closer", "Done.</minimax:tool_ca", [], "Done."),
    Case("cut-in-think-tag", "Hmm.<thin", [], "Hmm."),
    # an unknown tool's tag (a name with "_", or a key= attribute with its value begun), never closed
    Case("cut-unknown-after-attr", 'Sure. <fly_to x="moon"', [], "Sure.", ["fly_to"]),
    Case("cut-unknown-in-value", 'Sure. <fly_to x="mo', [], "Sure.", ["fly_to"]),
    Case("cut-unknown-name", "Sure. <open_door", [], "Sure.", ["open_door"]),
    Case("cut-unknown-plain-name-attr", 'I see. <dream about="the se', [], "I see.", ["dream"]),
    Case("cut-unknown-unquoted-value", "Up we go. <fly height=3", [], "Up we go.", ["fly"]),
    Case("cut-unknown-in-next-key", 'Sure. <fly_to x="moon" spe', [], "Sure.", ["fly_to"]),
    Case("cut-unknown-before-slash", "Sure. <fly_to x='moon' /", [], "Sure.", ["fly_to"]),
    Case("cut-unknown-name-then-key", "Sure.\n<open_door key=", [], "Sure.", ["open_door"]),
    # --- a known tool named bare, with its own parameters as key="value" attributes ---
    Case(
        "bare-attrs",
        'Noted. remember fact="I like tea"',
        [("remember", {"fact": "I like tea"})],
        "Noted.",
    ),
    Case(
        "bare-attrs-two",
        'Sure. save_symbol_meaning symbol="snake" meaning="change"',
        [("save_symbol_meaning", {"symbol": "snake", "meaning": "change"})],
        "Sure.",
    ),
    Case(
        "bare-attrs-then-prose",
        'remember fact="I have a cat" Anything else?',
        [R],
        "Anything else?",
    ),
    Case(
        "bare-attrs-before-period",
        'I will keep that: remember fact="I have a cat".',
        [R],
        "I will keep that:.",
    ),
    Case(
        "bare-attrs-own-line",
        'Noted!\nremember fact="I have a cat"\nAnything else?',
        [R],
        "Noted!\nAnything else?",
    ),
    Case(
        "bare-attrs-single-quotes",
        "Ok. remember fact='I'm a cat person' done",
        [("remember", {"fact": "I'm a cat person"})],
        "Ok. done",
    ),
    Case("bare-attrs-comma", 'save_symbol_meaning symbol="water", meaning="calm" ok', [SYM], "ok"),
    Case("bare-attrs-self-closing", 'Noted. remember fact="I have a cat" />', [R], "Noted."),
    Case("bare-attrs-case", 'Ok. Remember Fact="I have a cat"', [R], "Ok."),
    Case(
        "bare-attrs-missing-one",
        'Ok. save_symbol_meaning symbol="water"',
        [],
        "Ok.",
        ["save_symbol_meaning"],
    ),
    Case("bare-attrs-cut-off", 'Ok. remember fact="I ha', [], "Ok.", ["remember"]),
    # --- prose that must stay visible ---
    Case("prose-lt", "a < b and b > c", [], "a < b and b > c"),
    Case("prose-heart", "I love you <3", [], "I love you <3"),
    Case("prose-xlty", "if x<y then", [], "if x<y then"),
    Case(
        "prose-html",
        "This is <b>bold</b> and<br>that <i>too</i>.",
        [],
        "This is <b>bold</b> and<br>that <i>too</i>.",
    ),
    Case("prose-html-attr", '<span class="calm">blue</span>', [], '<span class="calm">blue</span>'),
    Case(
        "prose-pseudo-tag",
        "I dreamt of a <dream> inside a dream",
        [],
        "I dreamt of a <dream> inside a dream",
    ),
    Case("prose-json", 'Here you go: {"mood": "calm"}', [], 'Here you go: {"mood": "calm"}'),
    Case("prose-json-name", '{"name": "Anna", "age": 7}', [], '{"name": "Anna", "age": 7}'),
    Case("prose-json-list", "[1, 2, 3]", [], "[1, 2, 3]"),
    Case("prose-braces", "Use {curly} braces {", [], "Use {curly} braces {"),
    Case("prose-code-fence", "```python\nprint('hi')\n```", [], "```python\nprint('hi')\n```"),
    Case(
        "prose-fence-json", '```json\n{"mood": "calm"}\n```', [], '```json\n{"mood": "calm"}\n```'
    ),
    Case("prose-inline-code", "Run `ls -la` now", [], "Run `ls -la` now"),
    Case(
        "prose-markdown-link",
        "See [the docs](http://x) and [remember](x).",
        [],
        "See [the docs](http://x) and [remember](x).",
    ),
    Case(
        "prose-remember-word", "I remember (vaguely) the sea.", [], "I remember (vaguely) the sea."
    ),
    Case("prose-remember-paren-word", "You remember(ed) it.", [], "You remember(ed) it."),
    Case(
        "prose-unknown-call",
        "Try print(x) or fly(to='moon').",
        [],
        "Try print(x) or fly(to='moon').",
    ),
    Case("prose-unknown-pythonic-list", "[fly(to='moon')]", [], "[fly(to='moon')]"),
    Case("prose-call-word", "I will call: tomorrow", [], "I will call: tomorrow"),
    Case("prose-pipe", "a <| b", [], "a <| b"),
    Case("prose-strikethrough", "<s>old</s> new", [], "<s>old</s> new"),
    Case("prose-comment", "<!-- note --> hi", [], "<!-- note --> hi"),
    Case(
        "prose-whitespace-kept",
        "  Two  spaces.\n\n\nThree newlines.  ",
        [],
        "  Two  spaces.\n\n\nThree newlines.  ",
    ),
    Case("prose-math", "3 <= 4 and 5 >= 2, {x | x < 3}", [], "3 <= 4 and 5 >= 2, {x | x < 3}"),
    Case("prose-email", "Write to <anna@example.com> soon", [], "Write to <anna@example.com> soon"),
    Case("prose-emoji", "Sweet dreams 🌙 <3 {", [], "Sweet dreams 🌙 <3 {"),
    Case("prose-lt-at-end", "Is 3 <", [], "Is 3 <"),
    Case("prose-lt-space-at-end", "so a < b", [], "so a < b"),
    Case("prose-pseudo-tag-at-end", "I dreamt of a <dream", [], "I dreamt of a <dream"),
    Case("prose-html-at-end", "This is <b", [], "This is <b"),
    Case("prose-html-name-at-end", "Set it in a <param", [], "Set it in a <param"),
    Case("prose-html-closer-at-end", "old text</del", [], "old text</del"),
    Case("prose-short-fragment-at-end", "Try <rem", [], "Try <rem"),
    Case("prose-lt-word-at-end", "if x <y", [], "if x <y"),
    Case("prose-heart-mid", "I <3 you", [], "I <3 you"),
    Case(
        "prose-pseudo-tag-word-at-end",
        "I dreamt of a <dream about",
        [],
        "I dreamt of a <dream about",
    ),
    Case(
        "prose-pseudo-tag-key-at-end",
        "I dreamt of a <dream about=",
        [],
        "I dreamt of a <dream about=",
    ),
    Case("prose-short-underscore-at-end", "Try <a_b", [], "Try <a_b"),
    Case("prose-html-attr-at-end", 'This is <b class="x"', [], 'This is <b class="x"'),
    Case("prose-html-value-at-end", 'See <span class="cal', [], 'See <span class="cal'),
    Case(
        "prose-unknown-tag-then-words",
        "I typed <open_door and it failed",
        [],
        "I typed <open_door and it failed",
    ),
    Case(
        "prose-unknown-attr-then-words",
        'So <fly_to x="moon" and then we flew',
        [],
        'So <fly_to x="moon" and then we flew',
    ),
    Case(
        "prose-unknown-attr-then-word",
        'So <fly_to x="moon" twice.',
        [],
        'So <fly_to x="moon" twice.',
    ),
    Case(
        "prose-unknown-tag-mid-reply",
        'I typed <open_door, then <fly_to x="moon" twice, sorry.',
        [],
        'I typed <open_door, then <fly_to x="moon" twice, sorry.',
    ),
    Case(
        "prose-unknown-value-too-long",
        'Hm <fly_to x="' + "so long " * 40,
        [],
        'Hm <fly_to x="' + "so long " * 40,
    ),
    Case("prose-remember-the-sea", "I remember the sea", [], "I remember the sea"),
    Case("prose-remember-fact-colon", "remember fact: tea", [], "remember fact: tea"),
    Case("prose-remember-that-fact", 'remember that fact="x"', [], 'remember that fact="x"'),
    Case(
        "prose-bare-attrs-typo",
        'Ok remembr fact="I have a cat"',
        [],
        'Ok remembr fact="I have a cat"',
    ),
    Case("prose-bare-attrs-other-param", 'remember query="flying"', [], 'remember query="flying"'),
    Case("prose-bare-attrs-unquoted", "remember fact=tea", [], "remember fact=tea"),
    Case("prose-bare-attrs-newline", 'I remember\nfact="tea"', [], 'I remember\nfact="tea"'),
    # --- seen in other projects' parser tests and from small models (see peer_cases.py) ---
    Case(
        "mention-of-wrapper",
        "Use the <tool_call> syntax to call tools.",
        [],
        "Use the <tool_call> syntax to call tools.",
    ),
    Case(
        "mention-then-call",
        'Thinking: use <tool_call> here.\n<tool_call>{"name": "search_dreams", "arguments": {"query": "flying"}}</tool_call>',
        [SEARCH],
        "Thinking: use <tool_call> here.",
    ),
    Case(
        "mentions-only",
        "Step 1: <tool_call>\nStep 2: <tool_call>\nDone.",
        [],
        "Step 1: <tool_call>\nStep 2: <tool_call>\nDone.",
    ),
    Case(
        "pythonic-json-literals",
        "[recall_memories(topic=null), remember(fact='I have a cat', pinned=true)]",
        [RECALL, R],
        "",
    ),
    Case(
        "json-python-literals",
        '{"name": "recall_memories", "arguments": {"topic": None, "all": True}}',
        [RECALL],
        "",
    ),
    Case(
        "json-unreadable-arguments",
        '{"name": "remember", "parameters": {invalid json}',
        [],
        "",
        ["remember"],
    ),
    Case(
        "wrapper-unreadable-arguments",
        '<tool_call>{"name": "remember", "arguments": {I have a cat}}</tool_call> ok',
        [],
        "ok",
        ["remember"],
    ),
    Case(
        "functools-marker",
        'functools[{"name": "remember", "arguments": {"fact": "I have a cat"}}]',
        [R],
        "",
    ),
    Case("functools-word", "Python's functools module", [], "Python's functools module"),
    Case(
        "gigachat-header",
        'Noted.<|message_sep|>\n\nfunction call<|role_sep|>\n{"name": "remember", "arguments": {"fact": "I have a cat"}}',
        [R],
        "Noted.",
    ),
    Case(
        "json-calls-semicolons",
        '{"name": "remember", "arguments": {"fact": "I have a cat"}}; {"name": "search_dreams", "arguments": {"query": "flying"}}',
        [R, SEARCH],
        "",
    ),
    Case(
        "prose-semicolon-after-call",
        'Saved <remember fact="I have a cat"/>; anything else?',
        [R],
        "Saved; anything else?",
    ),
    Case(
        "wrapper-by-shape",
        '<longcat_tool_call>{"name": "remember", "arguments": {"fact": "I have a cat"}}</longcat_tool_call>',
        [R],
        "",
    ),
    Case(
        "wrapper-namespaced",
        '<minimax:tool_call><invoke name="remember"><parameter name="fact">I have a cat</parameter></invoke></minimax:tool_call>',
        [R],
        "",
    ),
    Case(
        "deepseek-full-width",
        "<\uff5ctool\u2581calls\u2581begin\uff5c><\uff5ctool\u2581call\u2581begin\uff5c>function<\uff5ctool\u2581sep\uff5c>remember\n```json\n"
        '{"fact": "I have a cat"}\n```<\uff5ctool\u2581call\u2581end\uff5c><\uff5ctool\u2581calls\u2581end\uff5c>',
        [R],
        "",
    ),
    Case(
        "kimi-separated",
        "<|tool_calls_section_begin|><|tool_call_begin|>functions.remember:0<|tool_call_argument_begin|>"
        '{"fact": "I have a cat"}<|tool_call_end|><|tool_calls_section_end|>',
        [R],
        "",
    ),
    Case(
        "step3-invoke",
        '<steptml:invoke name="remember"><steptml:parameter name="fact">I have a cat</steptml:parameter></steptml:invoke>',
        [R],
        "",
    ),
    Case(
        "function-eq-spaces",
        "<tool_call>\n<function = remember>\n<parameter = fact>\nI have a cat\n</parameter>\n</function>\n</tool_call>",
        [R],
        "",
    ),
    Case(
        "parameter-quotes-closer",
        "<tool_call>\n<function=remember>\n<parameter=fact>\nI typed </tool_calls> twice\n</parameter>\n</function>\n</tool_call>",
        [("remember", {"fact": "I typed </tool_calls> twice"})],
        "",
    ),
    Case(
        "glm-key-value",
        "<tool_call>remember\n<arg_key>fact</arg_key>\n<arg_value>I have a cat</arg_value>\n</tool_call>",
        [R],
        "",
    ),
    Case(
        "fused-name-attr",
        '<remember_fact="I don\'t have any dream of flying." />',
        [("remember", {"fact": "I don't have any dream of flying."})],
        "",
    ),
    Case(
        "json-tag-wrapper",
        '<json>\n{"name": "remember", "arguments": {"fact": "I have a cat"}}\n</json>',
        [R],
        "",
    ),
    Case("prose-tag-with-brace", "<note>{curly}</note> stays", [], "<note>{curly}</note> stays"),
    Case(
        "stray-closing-brackets",
        '[{"name": "remember", "arguments": {"fact": "I have a cat"}}]] ok',
        [R],
        "ok",
    ),
    Case("eos-slash-s", "Good night.</s>", [], "Good night."),
    Case("think-hidden", "<think>The user wants me to note it.</think>Noted!", [], "Noted!"),
    Case("think-unclosed", "Sure.<think>Maybe I should ask", [], "Sure."),
    Case(
        "think-call-is-a-thought",
        '<think>I could <remember fact="I have a cat"/> later</think>Ok.',
        [],
        "Ok.",
    ),
    Case("think-unclosed-call-acts", '<think>Saving it <remember fact="I have a cat"/>', [R], ""),
    Case("think-special-tokens", "<|START_THINKING|>hmm<|END_THINKING|>Hi.", [], "Hi."),
    Case("think-stray-close", "Hello</think> there", [], "Hello there"),
    Case("reply-tags", "<response>Hi.</response>", [], "Hi."),
]
