"""Model outputs and expected results taken, as data, from other projects' tool-call parser tests.

Each case is one model output from a peer's own test suite with what that test expects: the calls
(name and arguments, with ``null`` arguments left out, as Sandman reports them) and the visible
content (None where the peer's test does not check the content; the runner then only checks that
no markup leaks). ``source`` names the project, file and commit it came from (``SOURCES``), and
``tools`` which registry of tool and argument names stands in for that test's tools (``REGISTRIES``).

Where Sandman deliberately differs from the peer, ``convention`` names the rule (``CONVENTIONS``,
listed in the README) and ``sandman`` holds what Sandman gives instead: (calls, content). A
``miss`` is a peer expectation Sandman does not meet yet, with the reason; the runner checks that
it still misses, so a fix shows up as a table change.

Adoption rules: every complete model output with a checked expectation in the files read, except
the peers' ``malformed_input`` lists (no expectation), partial-stream prefixes (``is_partial``: a
reply cut mid-call is Sandman's ``cut off`` rejection), llama.cpp's GPT-OSS tests (a channel
protocol of whole messages, not markup around a call) and the lexer-level event tests of Ollama's
``qwen3coder_test.go`` (no calls expected). When a peer runs one output under several reasoning
settings, the setting that separates the reasoning is adopted; when the peer's template opens a
``<think>`` block in the prompt, the case sets ``reasoning_open``. One long output (vLLM's older
hermes test, a page of reasoning) is represented by the shorter stream the same test feeds.
"""

from __future__ import annotations

from typing import Any, NamedTuple

Call = tuple[str, dict[str, Any]]


class Source(NamedTuple):
    project: str
    path: str
    commit: str


class PeerCase(NamedTuple):
    id: str
    source: str
    text: str
    calls: list[Call]
    content: str | None
    tools: str
    reasoning_open: bool = False
    convention: str = ""
    sandman: tuple[list[Call], str] | None = None
    miss: str = ""


V = "vllm-project/vllm"
L = "ggml-org/llama.cpp"
OLLAMA = "ollama/ollama"
SOURCES: dict[str, Source] = {
    "vllm-hermes": Source(
        V,
        "tests/tool_parsers/test_hermes_tool_parser.py",
        "df6d0216aa6fed0b310cbefb5b79f1d0ec5993dc",
    ),
    "vllm-hermes-old": Source(
        V,
        "tests/entrypoints/openai/tool_parsers/test_hermes_tool_parser.py",
        "06b888c80fff8f1903c5de5c0b9df9b575a4c698",
    ),
    "vllm-pythonic": Source(
        V,
        "tests/tool_parsers/test_pythonic_tool_parser.py",
        "dfa58d2b276954af58c069ebad06d811318e468b",
    ),
    "vllm-llama3-json": Source(
        V,
        "tests/tool_parsers/test_llama3_json_tool_parser.py",
        "e761a18556be6e7e80a81c8bc4b443ac52b2ba69",
    ),
    "vllm-llama4-pythonic": Source(
        V,
        "tests/tool_parsers/test_llama4_pythonic_tool_parser.py",
        "0f17ee061e413bf8ab7927f926f69cdff24dc63e",
    ),
    "vllm-granite": Source(
        V,
        "tests/tool_parsers/test_granite_tool_parser.py",
        "4ec476587fa43f8694c35bcffb864ff9d5ef2d1d",
    ),
    "vllm-internlm2": Source(
        V,
        "tests/tool_parsers/test_internlm2_tool_parser.py",
        "9066f23abd248e1922ba6bb002115033c479d066",
    ),
    "vllm-hunyuan": Source(
        V,
        "tests/tool_parsers/test_hunyuan_a13b_tool_parser.py",
        "3b12500c9761c8854350f1c096ac58def1834836",
    ),
    "vllm-olmo3": Source(
        V,
        "tests/tool_parsers/test_olmo3_tool_parser.py",
        "b8e2ae53118788825a047d2cd6fc2288266eeeaa",
    ),
    "vllm-qwen3xml": Source(
        V,
        "tests/tool_parsers/test_qwen3xml_tool_parser.py",
        "bb3137d45805ebf82bd54c78ac941fce8074d81a",
    ),
    # A later version of the same file (the character-level suite); the code index served it
    # without its commit.
    "vllm-qwen3xml-stream": Source(
        V, "tests/tool_parsers/test_qwen3xml_tool_parser.py", "unrecorded (index copy 54769428489)"
    ),
    "vllm-phi4mini": Source(
        V,
        "tests/tool_parsers/test_phi4mini_tool_parser.py",
        "dabb9d37ab4d41111237c2adb9d8936faf964b7c",
    ),
    "vllm-longcat": Source(
        V,
        "tests/tool_parsers/test_longcat_tool_parser.py",
        "b3f109b053248f92d006d113c666ef244dbd8966",
    ),
    "vllm-trinity": Source(
        V,
        "tests/entrypoints/openai/tool_parsers/test_trinity_tool_parser.py",
        "604020ab785285f97684b371904517ea3261a240",
    ),
    "vllm-gigachat3": Source(
        V,
        "tests/tool_parsers/test_gigachat3_tool_parser.py",
        "9188f3f45892f0b0ab73ce7abda9b32dd56dacaf",
    ),
    "vllm-step3": Source(
        V,
        "tests/tool_parsers/test_step3_tool_parser.py",
        "e91dfe12dbc611b88b337f12b3800859300205ef",
    ),
    "vllm-deepseekv3": Source(
        V,
        "tests/tool_parsers/test_deepseekv3_tool_parser.py",
        "0f17ee061e413bf8ab7927f926f69cdff24dc63e",
    ),
    "llamacpp-chat": Source(L, "tests/test-chat.cpp", "e7e21164bdf5434e3453777fd27e68cdc0ebfe94"),
    "ollama-tools": Source(
        OLLAMA, "tools/tools_test.go", "fb30760996871fa9460115c753afd2c60d4ab0f7"
    ),
    "ollama-qwen3": Source(
        OLLAMA, "model/parsers/qwen3_test.go", "fb30760996871fa9460115c753afd2c60d4ab0f7"
    ),
    "ollama-deepseek3": Source(
        OLLAMA, "model/parsers/deepseek3_test.go", "fb30760996871fa9460115c753afd2c60d4ab0f7"
    ),
}

CONVENTIONS: dict[str, str] = {
    "keeps-prose": "text around a call stays visible; the peer drops the content when a call is present",
    "reasoning-hidden": "reasoning is never shown as the reply; the peer returns it as content",
    "thought-calls": "a call inside a closed reasoning block is a thought, not an action",
    "broken-call-rejected": "a call whose arguments cannot be read is hidden and fed back as a rejection",
    "missing-last-brace": "JSON missing only its final closing brace is read",
    "known-tool-json": '{"name": <a registered tool>} is a call even without an arguments key',
    "unknown-tool-rejected": "a call-shaped JSON naming an unregistered tool is hidden and rejected, not shown",
    "calls-anywhere": "every call in the reply is read, also after JSON that is not a call",
    "results-hidden": "an echoed tool result is hidden with its content",
    "empty-wrapper-hidden": "an empty call wrapper, or one closed around text that is no call, is hidden and rejected",
    "json-shown": "JSON that is not a call is shown as written",
    "empty-is-absent": "an empty or null argument counts as not given",
    "typed-arguments": "arguments take the types the tool declares; a value that cannot is a rejection",
}

# Tool and argument names of each peer's tests: name -> {argument: type}. Types: str, int,
# float, bool, list, dict, any; a trailing "!" marks a required argument. The peers' own
# schemas are used where the test declares one.
REGISTRIES: dict[str, dict[str, dict[str, str]]] = {
    "vllm": {
        "final_answer": {"trigger": "bool"},
        "get_current_temperature": {"location": "str", "unit": "str"},
        "get_weather": {"city": "str", "metric": "str", "unit": "str", "location": "str"},
        "get_time": {"timezone": "str", "city": "str"},
        "search": {"q": "str", "query": "str"},
        "internet_search": {"question": "str"},
        "register_user": {
            "name": "str",
            "age": "int",
            "address": "dict",
            "role": "any",
            "passed_test": "bool",
            "aliases": "list",
        },
        "do_something_cool": {"additional_data": "dict", "steps": "list"},
        "getOpenIncidentsTool": {},
        "searchTool": {"query": "str", "limit": "int", "nested": "dict"},
        "invalidTool": {},
        "complexTool": {"level1": "dict", "config": "dict"},
        "simpleTool": {"value": "str"},
        "parserTool": {"text": "str"},
        "toolWithoutParams": {},
        "test_function": {
            "string_field": "str",
            "int_field": "int",
            "float_field": "float",
            "bool_field": "bool",
            "null_field": "any",
            "array_field": "list",
            "object_field": "dict",
            "empty_array": "list",
            "empty_object": "dict",
            "quoted": "str",
            "path": "str",
            "newline": "str",
            "unicode": "str",
        },
        "refresh": {},
        "complex_tool": {"level1": "dict"},
        "manage_user_memory": {"action": "str", "id": "str", "content": "dict"},
        "search_hotels": {"location": "str", "check_in": "str"},
        "get_current_time": {},
        "send_message": {"text": "str", "path": "str", "newline": "str"},
        # the character-level Qwen3-XML suite
        "f": {
            k: "str"
            for k in ("x", "h", "t", "c", "v", "expr", "j", "msg", "path", "text", "code", "city")
        },
        "my_func": {"a": "str"},
        "typed_fn": {
            "count": "int",
            "ratio": "float",
            "flag": "bool",
            "data": "dict",
            "items": "list",
            "label": "str",
        },
        "send_email": {"to": "str", "cc": "str", "subject": "str", "body": "str"},
        "f0": {"x": "str"},
        "f1": {"a": "str", "x": "str"},
        "f2": {"b": "str", "x": "str"},
        "calc": {"expr": "str"},
        "send": {"to": "str"},
        "bash": {"cmd": "str"},
        "read_file": {"path": "str"},
        "echo": {"msg": "str"},
        "noop": {},
        "quick": {"z": "str"},
        "good_fn": {"x": "str"},
    },
    "llamacpp": {
        "special_function": {"arg1": "int!"},
        "special_function_with_opt": {"arg1": "int!", "arg2": "int"},
        "python": {"code": "str!"},
        "code_interpreter": {"code": "str!"},
        "get_time": {"city": "str", "timezone": "str"},
        "get_weather": {"city": "str", "location": "str"},
        "calculate_sum": {"numbers": "list"},
        "process_data": {"input": "str", "format": "str"},
        "calculate": {"x": "int", "y": "int", "operation": "str"},
        "get_current_time": {"location": "str"},
        "complex_function": {"name": "str", "age": "int", "active": "bool", "score": "float"},
        "web_search": {"query": "str", "limit": "int", "type": "str"},
        "read_file": {"args": "list", "files": "list"},
        "emoji_function": {"message": "str"},
        "unicode_function": {"message": "str"},
        "code_function": {"code": "str"},
        "json_function": {"config": "dict"},
        "array_function": {"items": "list"},
        "empty_function": {"empty_param": "str"},
        "boolean_function": {"enabled": "bool", "debug": "bool"},
        "null_function": {"optional_param": "any"},
        "math_function": {
            "negative": "int",
            "decimal": "float",
            "scientific": "float",
            "formula": "str",
        },
        "xml_function": {"xml_content": "str"},
        "quote_function": {"message": "str"},
        "long_function": {"long_text": "str"},
        "search_function": {"query": "str"},
        "compact_function": {"param": "str"},
        "get_user_data_v2": {"user_id": "int"},
        "test_function": {"param_1": "str", "param_2_name": "str", "param3": "int"},
        "xml_parser": {"xml": "str"},
        "whitespace_function": {"spaces": "str"},
        "tab_function": {"content": "str"},
        "control_function": {"text": "str"},
        "sql_function": {"query": "str"},
        "html_function": {"content": "str"},
        "binary_function": {"data": "str"},
        "number_function": {"big_int": "float"},
    },
    # tools/tools_test.go registers these six; other names are not tools there
    "ollama-tools": {
        "get_temperature": {"format": "str", "city": "str!"},
        "get_conditions": {"location": "str"},
        "say_hello": {},
        "say_hello_world": {},
        "get_address": {"location": "str"},
        "add": {"a": "str", "b": "str"},
    },
    "ollama-parsers": {
        "get_weather": {"location": "str", "unit": "str"},
        "first": {"a": "str"},
        "second": {"b": "str"},
        "third": {"c": "str"},
        "process_data": {"items": "list", "config": "dict"},
        "search": {"query": "str", "language": "str"},
        "execute_command": {"command": "str", "path": "str"},
        "ping": {},
    },
}


def _v(
    src: str, name: str, text: str, calls: list[Call], content: str | None, **kw: Any
) -> PeerCase:
    return PeerCase(f"{src}-{name}", src, text, calls, content, "vllm", **kw)


def _l(name: str, text: str, calls: list[Call], content: str | None, **kw: Any) -> PeerCase:
    return PeerCase(f"llamacpp-{name}", "llamacpp-chat", text, calls, content, "llamacpp", **kw)


def _o(
    src: str, name: str, text: str, calls: list[Call], content: str | None, **kw: Any
) -> PeerCase:
    tools = "ollama-tools" if src == "ollama-tools" else "ollama-parsers"
    return PeerCase(f"{src}-{name}", src, text, calls, content, tools, **kw)


NO_CALLS = "This is a regular response without any tool calls."
TOKYO: Call = ("get_weather", {"city": "Tokyo"})
TIME_TOKYO: Call = ("get_time", {"timezone": "Asia/Tokyo"})
TYPES: Call = (
    "test_function",
    {
        "string_field": "hello",
        "int_field": 42,
        "float_field": 3.14,
        "bool_field": True,
        "array_field": ["a", "b", "c"],
        "object_field": {"nested": "value"},
        "empty_array": [],
        "empty_object": {},
    },
)
TYPES7: Call = (
    "test_function",
    {
        "string_field": "hello",
        "int_field": 42,
        "float_field": 3.14,
        "bool_field": True,
        "array_field": ["a", "b", "c"],
        "object_field": {"nested": "value"},
    },
)
ESCAPED: Call = (
    "test_function",
    {
        "quoted": 'He said "hello"',
        "path": "C:\\Users\\file.txt",
        "newline": "line1\nline2",
        "unicode": "emoji: 🎉",
    },
)
ESCAPED3: Call = (
    "test_function",
    {"quoted": 'He said "hello"', "path": "C:\\Users\\file.txt", "newline": "line1\nline2"},
)
REFRESH: Call = ("refresh", {})

# --- the common configuration of several vLLM parser tests: one JSON-in-wrapper family each ---
_JSON_TYPES_BODY = """{
  "name": "test_function",
  "arguments": {
    "string_field": "hello",
    "int_field": 42,
    "float_field": 3.14,
    "bool_field": true,
    "null_field": null,
    "array_field": ["a", "b", "c"],
    "object_field": {"nested": "value"},
    "empty_array": [],
    "empty_object": {}
  }
}"""
_JSON_ESCAPED_BODY = """{
  "name": "test_function",
  "arguments": {
    "quoted": "He said \\"hello\\"",
    "path": "C:\\\\Users\\\\file.txt",
    "newline": "line1\\nline2",
    "unicode": "emoji: 🎉"
  }
}"""

VLLM: list[PeerCase] = [
    # hermes
    _v(
        "vllm-hermes",
        "forward-text",
        "This is some prior text that has nothing to do with tool calling.",
        [],
        "This is some prior text that has nothing to do with tool calling.",
    ),
    _v(
        "vllm-hermes",
        "bug-19056",
        '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}\n</tool_call>',
        [("final_answer", {"trigger": True})],
        None,
    ),
    _v(
        "vllm-hermes",
        "streaming",
        '<tool_call>{"name": "get_current_temperature","arguments": {"location":"San Francisco, California, United States", "unit": "celsius"}}</tool_call>',
        [
            (
                "get_current_temperature",
                {"location": "San Francisco, California, United States", "unit": "celsius"},
            )
        ],
        None,
    ),
    _v(
        "vllm-hermes",
        "interval",
        '<tool_call>{"name": "get_current_temperature", "arguments": {"location": "San Francisco", "unit": "celsius"}}</tool_call>',
        [("get_current_temperature", {"location": "San Francisco", "unit": "celsius"})],
        None,
    ),
    _v(
        "vllm-hermes",
        "content-then-call",
        'Sure, let me check the weather.<tool_call>{"name": "get_weather", "arguments": {"city": "NYC"}}</tool_call>',
        [("get_weather", {"city": "NYC"})],
        "Sure, let me check the weather.",
    ),
    _v(
        "vllm-hermes",
        "two-calls",
        '<tool_call>{"name": "search", "arguments": {"q": "cats"}}</tool_call><tool_call>{"name": "search", "arguments": {"q": "dogs"}}</tool_call>',
        [("search", {"q": "cats"}), ("search", {"q": "dogs"})],
        None,
    ),
    _v(
        "vllm-hermes",
        "plain-text",
        "This is plain text with no tool calling involved.",
        [],
        "This is plain text with no tool calling involved.",
    ),
    _v("vllm-hermes", "not-a-call", "This is not a tool call.", [], "This is not a tool call."),
    _v(
        "vllm-hermes",
        "until-eos",
        '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}',
        [("final_answer", {"trigger": True})],
        None,
    ),
    _v(
        "vllm-hermes",
        "invalid-json",
        '<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}',
        [],
        None,
        convention="missing-last-brace",
        sandman=([("final_answer", {"trigger": True})], ""),
    ),
    _v(
        "vllm-hermes-old",
        "simplified-stream",
        '<tool_call>\n{"name": "internet_search", "arguments": {"question": "5MW燃气轮机设计参数 空气流量 压气机压比 转速 燃烧室出口温度 压气机级数 支点布局"}}\n</tool_call>',
        [
            (
                "internet_search",
                {
                    "question": "5MW燃气轮机设计参数 空气流量 压气机压比 转速 燃烧室出口温度 压气机级数 支点布局"
                },
            )
        ],
        None,
    ),
    # pythonic
    _v("vllm-pythonic", "no-call", "How can I help you today?", [], "How can I help you today?"),
    _v(
        "vllm-pythonic",
        "simple",
        "[get_weather(city='San Francisco', metric='celsius')]",
        [("get_weather", {"city": "San Francisco", "metric": "celsius"})],
        "",
    ),
    _v(
        "vllm-pythonic",
        "more-types",
        "[register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])]",
        [
            (
                "register_user",
                {
                    "name": "John Doe",
                    "age": 37,
                    "address": {"city": "San Francisco", "state": "CA"},
                    "passed_test": True,
                    "aliases": ["John", "Johnny"],
                },
            )
        ],
        "",
    ),
    _v("vllm-pythonic", "parameterless", "[get_weather()]", [("get_weather", {})], ""),
    _v(
        "vllm-pythonic",
        "empty-dict",
        "[do_something_cool(additional_data={})]",
        [("do_something_cool", {"additional_data": {}})],
        "",
    ),
    _v(
        "vllm-pythonic",
        "empty-list",
        "[do_something_cool(steps=[])]",
        [("do_something_cool", {"steps": []})],
        "",
    ),
    _v(
        "vllm-pythonic",
        "escaped-string",
        r"""[get_weather(city='Martha\'s Vineyard', metric='\"cool units\"')]""",
        [("get_weather", {"city": "Martha's Vineyard", "metric": '"cool units"'})],
        "",
    ),
    _v(
        "vllm-pythonic",
        "parallel",
        "[get_weather(city='San Francisco', metric='celsius'), register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])]",
        [
            ("get_weather", {"city": "San Francisco", "metric": "celsius"}),
            (
                "register_user",
                {
                    "name": "John Doe",
                    "age": 37,
                    "address": {"city": "San Francisco", "state": "CA"},
                    "passed_test": True,
                    "aliases": ["John", "Johnny"],
                },
            ),
        ],
        "",
    ),
    _v(
        "vllm-pythonic",
        "large-steps",
        "[get_weather(city='San Francisco', metric='celsius'), get_weather(), do_something_cool(steps=[])]",
        [
            ("get_weather", {"city": "San Francisco", "metric": "celsius"}),
            ("get_weather", {}),
            ("do_something_cool", {"steps": []}),
        ],
        "",
    ),
    _v(
        "vllm-pythonic",
        "regex-timeout",
        "hello world[A(A=\t)A(A=,\t\t)A(A=,\t",
        [],
        "hello world[A(A=\t)A(A=,\t\t)A(A=,\t",
    ),
    # llama3_json
    _v(
        "vllm-llama3-json",
        "simple",
        'Here is the result: {"name": "getOpenIncidentsTool", "parameters": {}} Would you like to know more?',
        [("getOpenIncidentsTool", {})],
        "",
        convention="keeps-prose",
        sandman=(
            [("getOpenIncidentsTool", {})],
            "Here is the result: Would you like to know more?",
        ),
    ),
    _v(
        "vllm-llama3-json",
        "with-arguments",
        '{"name": "searchTool", "parameters": {"query": "test query", "limit": 10}}',
        [("searchTool", {"query": "test query", "limit": 10})],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "no-json",
        "This is just some text without any tool calls",
        [],
        "This is just some text without any tool calls",
    ),
    _v(
        "vllm-llama3-json",
        "invalid-json",
        '{"name": "invalidTool", "parameters": {invalid json}',
        [],
        '{"name": "invalidTool", "parameters": {invalid json}',
        convention="broken-call-rejected",
        sandman=([], ""),
    ),
    _v(
        "vllm-llama3-json",
        "arguments-key",
        '{"name": "searchTool", "arguments": {"query": "test"}}',
        [("searchTool", {"query": "test"})],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "multiple",
        '{"name": "searchTool", "parameters": {"query": "test1"}}; {"name": "getOpenIncidentsTool", "parameters": {}}; {"name": "searchTool", "parameters": {"query": "test2"}}',
        [
            ("searchTool", {"query": "test1"}),
            ("getOpenIncidentsTool", {}),
            ("searchTool", {"query": "test2"}),
        ],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "multiple-whitespace",
        '{"name": "searchTool", "parameters": {"query": "test1"}} ; {"name": "getOpenIncidentsTool", "parameters": {}} ; {"name": "searchTool", "parameters": {"query": "test2"}}',
        [
            ("searchTool", {"query": "test1"}),
            ("getOpenIncidentsTool", {}),
            ("searchTool", {"query": "test2"}),
        ],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "multiple-surrounding",
        'Here are the results: {"name": "searchTool", "parameters": {"query": "test1"}}; {"name": "getOpenIncidentsTool", "parameters": {}}; {"name": "searchTool", "parameters": {"query": "test2"}} Would you like to know more?',
        [
            ("searchTool", {"query": "test1"}),
            ("getOpenIncidentsTool", {}),
            ("searchTool", {"query": "test2"}),
        ],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "deeply-nested",
        '{"name": "complexTool", "parameters": {"level1": {"level2": {"level3": {"level4": {"value": "deep"}}}}}}',
        [("complexTool", {"level1": {"level2": {"level3": {"level4": {"value": "deep"}}}}})],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "multiple-deep",
        '{"name": "simpleTool", "parameters": {"value": "test"}}; {"name": "complexTool", "parameters": {"config": {"database": {"connection": {"pool": {"size": 10}}}}}}',
        [
            ("simpleTool", {"value": "test"}),
            ("complexTool", {"config": {"database": {"connection": {"pool": {"size": 10}}}}}),
        ],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "brackets-in-strings",
        '{"name": "searchTool", "parameters": {"query": "test {value} [complex]","nested": {"inner": "more {brackets}"}}}',
        [
            (
                "searchTool",
                {"query": "test {value} [complex]", "nested": {"inner": "more {brackets}"}},
            )
        ],
        None,
    ),
    _v(
        "vllm-llama3-json",
        "escaped-quotes",
        '{"name": "parserTool", "parameters": {"text": "He said \\"Hello {world}\\""}}',
        [("parserTool", {"text": 'He said "Hello {world}"'})],
        None,
    ),
    _v("vllm-llama3-json", "missing-name", '{"parameters": {}}', [], '{"parameters": {}}'),
    _v(
        "vllm-llama3-json",
        "missing-arguments",
        '{"name": "toolWithoutParams"}',
        [],
        '{"name": "toolWithoutParams"}',
        convention="known-tool-json",
        sandman=([("toolWithoutParams", {})], ""),
    ),
    _v(
        "vllm-llama3-json",
        "regex-timeout",
        "{hello world[A(A=\t)A(A=,\t\t)A(A=,\t",
        [],
        "{hello world[A(A=\t)A(A=,\t\t)A(A=,\t",
    ),
    # llama4_pythonic
    _v(
        "vllm-llama4-pythonic",
        "simple",
        "[get_weather(city='LA', metric='C')]",
        [("get_weather", {"city": "LA", "metric": "C"})],
        None,
    ),
    _v(
        "vllm-llama4-pythonic",
        "more-types",
        "[register_user(name='Doe', age=9, address={'city': 'LA', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])]",
        [
            (
                "register_user",
                {
                    "name": "Doe",
                    "age": 9,
                    "address": {"city": "LA", "state": "CA"},
                    "passed_test": True,
                    "aliases": ["John", "Johnny"],
                },
            )
        ],
        None,
    ),
    _v(
        "vllm-llama4-pythonic",
        "parallel-compact",
        "[get_weather(city='LA',metric='C'),register_user(name='Doe',age=9)]",
        [
            ("get_weather", {"city": "LA", "metric": "C"}),
            ("register_user", {"name": "Doe", "age": 9}),
        ],
        None,
    ),
    _v(
        "vllm-llama4-pythonic",
        "python-tag",
        "<|python_start|>[get_weather(city='LA', metric='C')]<|python_end|>",
        [("get_weather", {"city": "LA", "metric": "C"})],
        None,
    ),
    _v(
        "vllm-llama4-pythonic",
        "python-tag-parallel",
        "<|python_start|>[get_weather(city='LA', metric='C'),register_user(name='Doe', age=9)]",
        [
            ("get_weather", {"city": "LA", "metric": "C"}),
            ("register_user", {"name": "Doe", "age": 9}),
        ],
        None,
    ),
    _v(
        "vllm-llama4-pythonic",
        "python-tag-parallel-space",
        "<|python_start|>[get_weather(city='LA', metric='C'), register_user(name='Doe', age=9)]",
        [
            ("get_weather", {"city": "LA", "metric": "C"}),
            ("register_user", {"name": "Doe", "age": 9}),
        ],
        None,
    ),
    _v(
        "vllm-llama4-pythonic",
        "large-steps",
        "<|python_start|>[get_weather(city='LA', metric='C'), get_weather(), do_something_cool(steps=[])]<|python_end|>",
        [
            ("get_weather", {"city": "LA", "metric": "C"}),
            ("get_weather", {}),
            ("do_something_cool", {"steps": []}),
        ],
        "",
    ),
    # granite
    _v("vllm-granite", "no-calls", NO_CALLS, [], NO_CALLS),
    _v(
        "vllm-granite",
        "single",
        '<|tool_call|> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
        [TOKYO],
        "",
    ),
    _v(
        "vllm-granite",
        "parallel",
        '<|tool_call|> [\n  {"name": "get_weather", "arguments": {"city": "Tokyo"}},\n  {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}\n]',
        [TOKYO, TIME_TOKYO],
        None,
    ),
    _v("vllm-granite", "types", "<tool_call> [" + _JSON_TYPES_BODY + "]", [TYPES], None),
    _v(
        "vllm-granite",
        "empty-arguments",
        '<|tool_call|> [{"name": "refresh", "arguments": {}}]',
        [REFRESH],
        None,
    ),
    _v(
        "vllm-granite",
        "surrounding-text",
        'Let me check the weather for you.\n<|tool_call|> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\nI\'ll get that information.',
        [TOKYO],
        None,
    ),
    _v("vllm-granite", "escaped", "<tool_call> [" + _JSON_ESCAPED_BODY + "]", [ESCAPED], None),
    _v(
        "vllm-granite",
        "string-prefix",
        '<tool_call> [{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
        [TOKYO],
        None,
    ),
    # internlm2
    _v(
        "vllm-internlm2",
        "single",
        '<|action_start|><|plugin|>{"name": "get_weather", "parameters": {"city": "Tokyo"}}<|action_end|>',
        [TOKYO],
        "",
    ),
    _v(
        "vllm-internlm2",
        "types",
        "<|action_start|><|plugin|>"
        + _JSON_TYPES_BODY.replace('"arguments"', '"parameters"')
        + "<|action_end|>",
        [TYPES],
        None,
    ),
    _v(
        "vllm-internlm2",
        "empty-arguments",
        '<|action_start|><|plugin|>{"name": "refresh", "parameters": {}}<|action_end|>',
        [REFRESH],
        None,
    ),
    _v(
        "vllm-internlm2",
        "surrounding-text",
        'Let me check the weather for you. <|action_start|><|plugin|>{"name": "get_weather", "parameters": {"city": "Tokyo"}}<|action_end|>',
        [TOKYO],
        None,
    ),
    _v(
        "vllm-internlm2",
        "escaped",
        "<|action_start|><|plugin|>"
        + _JSON_ESCAPED_BODY.replace('"arguments"', '"parameters"')
        + "<|action_end|>",
        [ESCAPED],
        None,
    ),
    # hunyuan
    _v(
        "vllm-hunyuan",
        "single",
        '<tool_calls>[{"name": "get_weather", "arguments": {"city": "San Francisco", "metric": "celsius"}}]</tool_calls>',
        [("get_weather", {"city": "San Francisco", "metric": "celsius"})],
        "",
    ),
    _v(
        "vllm-hunyuan",
        "multiple",
        '<tool_calls>[{"name": "get_weather", "arguments": {"city": "San Francisco", "metric": "celsius"}}, {"name": "register_user", "arguments": {"name": "John Doe", "age": 37, "address": {"city": "San Francisco", "state": "CA"}, "role": null, "passed_test": true, "aliases": ["John", "Johnny"]}}]</tool_calls>',
        [
            ("get_weather", {"city": "San Francisco", "metric": "celsius"}),
            (
                "register_user",
                {
                    "name": "John Doe",
                    "age": 37,
                    "address": {"city": "San Francisco", "state": "CA"},
                    "passed_test": True,
                    "aliases": ["John", "Johnny"],
                },
            ),
        ],
        "",
    ),
    _v(
        "vllm-hunyuan",
        "content-before",
        'I will call the tool now. <tool_calls>[{"name": "get_weather", "arguments": {"city": "Boston"}}]</tool_calls>',
        [("get_weather", {"city": "Boston"})],
        "I will call the tool now. ",
    ),
    _v(
        "vllm-hunyuan",
        "content-after",
        '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Seattle"}}]</tool_calls>\nThank you!',
        [("get_weather", {"city": "Seattle"})],
        "",
        convention="keeps-prose",
        sandman=([("get_weather", {"city": "Seattle"})], "Thank you!"),
    ),
    _v(
        "vllm-hunyuan",
        "nested",
        '<tool_calls>[{"name": "complex_tool", "arguments": {"level1": {"level2": {"level3": {"value": 123}}}}}]</tool_calls>',
        [("complex_tool", {"level1": {"level2": {"level3": {"value": 123}}}})],
        "",
    ),
    _v(
        "vllm-hunyuan",
        "stream-boston",
        '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Boston"}}]</tool_calls>',
        [("get_weather", {"city": "Boston"})],
        None,
    ),
    _v(
        "vllm-hunyuan",
        "stream-answer-close",
        '<tool_calls>[{"name": "get_weather", "arguments": {"city": "Boston"}}]</tool_calls>\n</answer>',
        [("get_weather", {"city": "Boston"})],
        None,
    ),
    # olmo3
    _v(
        "vllm-olmo3",
        "simple",
        "<function_calls>get_weather(city='San Francisco', metric='celsius')</function_calls>",
        [("get_weather", {"city": "San Francisco", "metric": "celsius"})],
        "",
    ),
    _v(
        "vllm-olmo3",
        "more-types",
        "<function_calls>register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])</function_calls>",
        [
            (
                "register_user",
                {
                    "name": "John Doe",
                    "age": 37,
                    "address": {"city": "San Francisco", "state": "CA"},
                    "passed_test": True,
                    "aliases": ["John", "Johnny"],
                },
            )
        ],
        "",
    ),
    _v(
        "vllm-olmo3",
        "json-literals",
        "<function_calls>register_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=null, passed_test=true, aliases=['John', 'Johnny'])</function_calls>",
        [
            (
                "register_user",
                {
                    "name": "John Doe",
                    "age": 37,
                    "address": {"city": "San Francisco", "state": "CA"},
                    "passed_test": True,
                    "aliases": ["John", "Johnny"],
                },
            )
        ],
        "",
    ),
    _v(
        "vllm-olmo3",
        "parameterless",
        "<function_calls>get_weather()</function_calls>",
        [("get_weather", {})],
        "",
    ),
    _v(
        "vllm-olmo3",
        "empty-dict",
        "<function_calls>do_something_cool(additional_data={})</function_calls>",
        [("do_something_cool", {"additional_data": {}})],
        "",
    ),
    _v(
        "vllm-olmo3",
        "empty-list",
        "<function_calls>do_something_cool(steps=[])</function_calls>",
        [("do_something_cool", {"steps": []})],
        "",
    ),
    _v(
        "vllm-olmo3",
        "escaped",
        r"""<function_calls>get_weather(city='Martha\'s Vineyard', metric='\"cool units\"')</function_calls>""",
        [("get_weather", {"city": "Martha's Vineyard", "metric": '"cool units"'})],
        "",
    ),
    _v(
        "vllm-olmo3",
        "parallel",
        "<function_calls>get_weather(city='San Francisco', metric='celsius')\nregister_user(name='John Doe', age=37, address={'city': 'San Francisco', 'state': 'CA'}, role=None, passed_test=True, aliases=['John', 'Johnny'])</function_calls>",
        [
            ("get_weather", {"city": "San Francisco", "metric": "celsius"}),
            (
                "register_user",
                {
                    "name": "John Doe",
                    "age": 37,
                    "address": {"city": "San Francisco", "state": "CA"},
                    "passed_test": True,
                    "aliases": ["John", "Johnny"],
                },
            ),
        ],
        "",
    ),
    _v(
        "vllm-olmo3",
        "large-steps",
        "<function_calls>get_weather(city='San Francisco', metric='celsius')\nget_weather()\ndo_something_cool(steps=[])</function_calls>",
        [
            ("get_weather", {"city": "San Francisco", "metric": "celsius"}),
            ("get_weather", {}),
            ("do_something_cool", {"steps": []}),
        ],
        "",
    ),
    # qwen3_xml (common configuration)
    _v(
        "vllm-qwen3xml",
        "single",
        "<tool_call>\n<function=get_weather>\n<parameter=city>Tokyo</parameter>\n</function>\n</tool_call>",
        [TOKYO],
        None,
    ),
    _v(
        "vllm-qwen3xml",
        "parallel",
        "<tool_call>\n<function=get_weather>\n<parameter=city>Tokyo</parameter>\n</function>\n</tool_call><tool_call>\n<function=get_time>\n<parameter=timezone>Asia/Tokyo</parameter>\n</function>\n</tool_call>",
        [TOKYO, TIME_TOKYO],
        None,
    ),
    _v(
        "vllm-qwen3xml",
        "types",
        "<tool_call>\n<function=test_function>\n<parameter=string_field>hello</parameter>\n<parameter=int_field>42</parameter>\n"
        "<parameter=float_field>3.14</parameter>\n<parameter=bool_field>true</parameter>\n<parameter=null_field>null</parameter>\n"
        '<parameter=array_field>["a", "b", "c"]</parameter>\n<parameter=object_field>{"nested": "value"}</parameter>\n</function>\n</tool_call>',
        [TYPES7],
        None,
    ),
    _v(
        "vllm-qwen3xml",
        "empty-arguments",
        "<tool_call>\n<function=refresh>\n</function>\n</tool_call>",
        [REFRESH],
        None,
    ),
    _v(
        "vllm-qwen3xml",
        "surrounding-text",
        "Let me check the weather for you.\n\n<tool_call>\n<function=get_weather>\n<parameter=city>Tokyo</parameter>\n</function>\n</tool_call>\n\nI will get that information.",
        [TOKYO],
        None,
    ),
    _v(
        "vllm-qwen3xml",
        "escaped",
        '<tool_call>\n<function=test_function>\n<parameter=quoted>He said "hello"</parameter>\n<parameter=path>C:\\Users\\file.txt</parameter>\n<parameter=newline>line1\nline2</parameter>\n</function>\n</tool_call>',
        [ESCAPED3],
        None,
    ),
    # phi4_mini_json
    _v(
        "vllm-phi4mini",
        "single",
        'functools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]',
        [TOKYO],
        "",
    ),
    _v(
        "vllm-phi4mini",
        "parallel",
        'functools[\n  {"name": "get_weather", "arguments": {"city": "Tokyo"}},\n  {"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}\n]',
        [TOKYO, TIME_TOKYO],
        "",
    ),
    _v("vllm-phi4mini", "types", "functools[" + _JSON_TYPES_BODY + "]", [TYPES], None),
    _v(
        "vllm-phi4mini",
        "empty-arguments",
        'functools[{"name": "refresh", "arguments": {}}]',
        [REFRESH],
        None,
    ),
    _v(
        "vllm-phi4mini",
        "surrounding-text",
        'Let me check the weather for you.\nfunctools[{"name": "get_weather", "arguments": {"city": "Tokyo"}}]\nWould you like to know more?',
        [TOKYO],
        None,
    ),
    _v("vllm-phi4mini", "escaped", "functools[" + _JSON_ESCAPED_BODY + "]", [ESCAPED], None),
    # longcat
    _v(
        "vllm-longcat",
        "single",
        '<longcat_tool_call>{"name": "get_weather", "arguments": {"city": "Tokyo"}}</longcat_tool_call>',
        [TOKYO],
        "",
    ),
    _v(
        "vllm-longcat",
        "parallel",
        '<longcat_tool_call>{"name": "get_weather", "arguments": {"city": "Tokyo"}}</longcat_tool_call>\n<longcat_tool_call>{"name": "get_time", "arguments": {"timezone": "Asia/Tokyo"}}</longcat_tool_call>',
        [TOKYO, TIME_TOKYO],
        None,
    ),
    _v(
        "vllm-longcat",
        "types",
        "<longcat_tool_call>" + _JSON_TYPES_BODY + "</longcat_tool_call>",
        [TYPES],
        None,
    ),
    _v(
        "vllm-longcat",
        "empty-arguments",
        '<longcat_tool_call>{"name": "refresh", "arguments": {}}</longcat_tool_call>',
        [REFRESH],
        None,
    ),
    _v(
        "vllm-longcat",
        "surrounding-text",
        'Let me check the weather for you.\n<longcat_tool_call>{"name": "get_weather", "arguments": {"city": "Tokyo"}}</longcat_tool_call>\nHere is the result.',
        [TOKYO],
        None,
    ),
    _v(
        "vllm-longcat",
        "escaped",
        "<longcat_tool_call>" + _JSON_ESCAPED_BODY + "</longcat_tool_call>",
        [ESCAPED],
        None,
    ),
    # trinity
    _v(
        "vllm-trinity",
        "think-then-call",
        '<think>internal reasoning</think>\n<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}\n</tool_call>',
        [("final_answer", {"trigger": True})],
        "internal reasoning",
        convention="reasoning-hidden",
        sandman=([("final_answer", {"trigger": True})], ""),
    ),
    _v(
        "vllm-trinity",
        "call-inside-think",
        '<think>internal reasoning\n<tool_call>\n{"name": "final_answer", "arguments": {"trigger": true}}\n</tool_call>\nmore reasoning</think>',
        [("final_answer", {"trigger": True})],
        "internal reasoning",
        convention="thought-calls",
        sandman=([], ""),
    ),
    _v(
        "vllm-trinity",
        "think-no-call",
        "<think>internal reasoning</think> done",
        [],
        "internal reasoning done",
        convention="reasoning-hidden",
        sandman=([], "done"),
    ),
]

_MEMORY = '{"name": "manage_user_memory", "arguments": {"action": "create", "id": "preferences"}}'
_MEMORY0 = '{"name": "manage_user_memory", "arguments": {}}'
_MEMORY_COMPLEX = (
    '{"name": "manage_user_memory", "arguments": {"action": "create", "id": "preferences", "content": '
    '{"short_answers": true, "hate_emojis": true, "english_ui": false, "russian_math_explanations": true}}}'
)
MEMORY: Call = ("manage_user_memory", {"action": "create", "id": "preferences"})
MEMORY_COMPLEX: Call = (
    "manage_user_memory",
    {
        "action": "create",
        "id": "preferences",
        "content": {
            "short_answers": True,
            "hate_emojis": True,
            "english_ui": False,
            "russian_math_explanations": True,
        },
    },
)
_G3 = "<|message_sep|>\n\nfunction call<|role_sep|>\n"
_G31 = "<|function_call|>"
_CHECK = "I'll check that for you."
VLLM += [
    _v("vllm-gigachat3", "simple-3", _G3 + _MEMORY, [MEMORY], ""),
    _v("vllm-gigachat3", "parameterless-3", _G3 + _MEMORY0, [("manage_user_memory", {})], ""),
    _v("vllm-gigachat3", "complex-3", _G3 + _MEMORY_COMPLEX, [MEMORY_COMPLEX], ""),
    _v("vllm-gigachat3", "mixed-3", _CHECK + _G3 + _MEMORY, [MEMORY], _CHECK),
    _v("vllm-gigachat3", "mixed-eos-3", _CHECK + _G3 + _MEMORY + "</s>", [MEMORY], _CHECK),
    _v("vllm-gigachat3", "simple-31", _G31 + _MEMORY, [MEMORY], ""),
    _v("vllm-gigachat3", "parameterless-31", _G31 + _MEMORY0, [("manage_user_memory", {})], ""),
    _v("vllm-gigachat3", "complex-31", _G31 + _MEMORY_COMPLEX, [MEMORY_COMPLEX], ""),
    _v("vllm-gigachat3", "mixed-31", _CHECK + _G31 + _MEMORY, [MEMORY], _CHECK),
    _v("vllm-gigachat3", "mixed-eos-31", _CHECK + _G31 + _MEMORY + "</s>", [MEMORY], _CHECK),
]

_S_BEGIN = "<｜tool_calls_begin｜><｜tool_call_begin｜>"
_S_END = "<｜tool_call_end｜><｜tool_calls_end｜>"
VLLM += [
    _v(
        "vllm-step3",
        "single",
        _S_BEGIN
        + '<steptml:invoke name="get_weather"><steptml:parameter name="city">Tokyo</steptml:parameter></steptml:invoke>'
        + _S_END,
        [TOKYO],
        None,
    ),
    _v(
        "vllm-step3",
        "parallel",
        _S_BEGIN
        + '<steptml:invoke name="get_weather"><steptml:parameter name="city">Tokyo</steptml:parameter></steptml:invoke><｜tool_call_end｜><｜tool_sep｜>'
        '<｜tool_call_begin｜><steptml:invoke name="get_time"><steptml:parameter name="timezone">Asia/Tokyo</steptml:parameter></steptml:invoke>'
        + _S_END,
        [TOKYO, TIME_TOKYO],
        None,
    ),
    _v(
        "vllm-step3",
        "types",
        _S_BEGIN + '<steptml:invoke name="test_function">'
        '<steptml:parameter name="string_field">hello</steptml:parameter><steptml:parameter name="int_field">42</steptml:parameter>'
        '<steptml:parameter name="float_field">3.14</steptml:parameter><steptml:parameter name="bool_field">true</steptml:parameter>'
        '<steptml:parameter name="null_field">null</steptml:parameter><steptml:parameter name="array_field">["a", "b", "c"]</steptml:parameter>'
        '<steptml:parameter name="object_field">{"nested": "value"}</steptml:parameter></steptml:invoke>'
        + _S_END,
        [TYPES7],
        None,
    ),
    _v(
        "vllm-step3",
        "empty-arguments",
        _S_BEGIN + '<steptml:invoke name="refresh"></steptml:invoke>' + _S_END,
        [REFRESH],
        None,
    ),
    _v(
        "vllm-step3",
        "surrounding-text",
        "Let me check the weather for you.\n\n"
        + _S_BEGIN
        + '<steptml:invoke name="get_weather"><steptml:parameter name="city">Tokyo</steptml:parameter></steptml:invoke>'
        + _S_END
        + "\n\nI'll get that information.",
        [TOKYO],
        None,
    ),
    _v(
        "vllm-step3",
        "escaped",
        _S_BEGIN
        + '<steptml:invoke name="test_function"><steptml:parameter name="quoted">He said "hello"</steptml:parameter>'
        '<steptml:parameter name="path">C:\\Users\\file.txt</steptml:parameter><steptml:parameter name="newline">line1\nline2</steptml:parameter>'
        "</steptml:invoke>" + _S_END,
        [ESCAPED3],
        None,
    ),
]

_D_BEGIN = "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>"
_D_END = "\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
VLLM += [
    _v(
        "vllm-deepseekv3",
        "no-calls",
        "How can I help you today? I can check weather for you.",
        [],
        "How can I help you today? I can check weather for you.",
    ),
    _v(
        "vllm-deepseekv3",
        "single",
        _D_BEGIN + 'get_weather\n```json\n{"city": "Tokyo", "unit": "celsius"}' + _D_END,
        [("get_weather", {"city": "Tokyo", "unit": "celsius"})],
        "",
    ),
    _v(
        "vllm-deepseekv3",
        "parallel",
        _D_BEGIN
        + 'get_weather\n```json\n{"city": "Tokyo", "unit": "celsius"}\n```<｜tool▁call▁end｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>search_hotels\n```json\n{"location": "Tokyo", "check_in": "2025-01-15"}'
        + _D_END,
        [
            ("get_weather", {"city": "Tokyo", "unit": "celsius"}),
            ("search_hotels", {"location": "Tokyo", "check_in": "2025-01-15"}),
        ],
        None,
    ),
    _v(
        "vllm-deepseekv3",
        "types",
        _D_BEGIN
        + 'test_function\n```json\n{"string_field": "hello", "int_field": 42, "float_field": 3.14, "bool_field": true, "null_field": null, '
        '"array_field": ["a", "b", "c"], "object_field": {"nested": "value"}, "empty_array": [], "empty_object": {}}'
        + _D_END,
        [TYPES],
        None,
    ),
    _v(
        "vllm-deepseekv3",
        "empty-arguments",
        _D_BEGIN + "get_current_time\n```json\n{}" + _D_END,
        [("get_current_time", {})],
        None,
    ),
    _v(
        "vllm-deepseekv3",
        "surrounding-text",
        "Let me check the weather for you."
        + _D_BEGIN
        + 'get_weather\n```json\n{"city": "Paris"}'
        + _D_END,
        [("get_weather", {"city": "Paris"})],
        None,
    ),
    _v(
        "vllm-deepseekv3",
        "escaped",
        _D_BEGIN
        + 'send_message\n```json\n{"text": "He said \\"hello\\"", "path": "C:\\\\Users\\\\file", "newline": "line1\\nline2"}'
        + _D_END,
        [
            (
                "send_message",
                {"text": 'He said "hello"', "path": "C:\\Users\\file", "newline": "line1\nline2"},
            )
        ],
        None,
    ),
]

# The character-level Qwen3-XML suite: parameters in tags, literal markup inside values.
_X = "vllm-qwen3xml-stream"


def _xml(fn: str, param: str, value: str) -> str:
    return f"<tool_call>\n<function={fn}>\n<parameter={param}>\n{value}\n</parameter>\n</function>\n</tool_call>"


VLLM += [
    _v(
        _X,
        "basic",
        _xml("get_weather", "city", "London"),
        [("get_weather", {"city": "London"})],
        None,
    ),
    _v(
        _X,
        "implicit-no-wrapper",
        "<function=quick>\n<parameter=z>\nhello\n</parameter>\n</function>",
        [],
        None,
        miss="a bare <function=…> is read as a call (a peer ships the same fallback); this peer requires the wrapper",
    ),
    _v(
        _X,
        "no-parameters",
        "<tool_call>\n<function=noop>\n</function>\n</tool_call>",
        [("noop", {})],
        None,
    ),
    _v(
        _X,
        "frag-one",
        "<tool_call>\n<function=f>\n<parameter=x>\nv\n</parameter>\n</function>\n</tool_call>",
        [("f", {"x": "v"})],
        None,
    ),
    _v(
        _X,
        "frag-my-func",
        "<tool_call>\n<function=my_func>\n<parameter=a>\n1\n</parameter>\n</function>\n</tool_call>",
        [("my_func", {"a": "1"})],
        None,
    ),
    _v(_X, "frag-close-parameter", _xml("f", "x", "val"), [("f", {"x": "val"})], None),
    _v(_X, "html-simple", _xml("f", "h", "<b>bold</b>"), [("f", {"h": "<b>bold</b>"})], None),
    _v(
        _X,
        "html-nested",
        _xml("f", "h", "<div><p>Hello <em>world</em></p></div>"),
        [("f", {"h": "<div><p>Hello <em>world</em></p></div>"})],
        None,
    ),
    _v(
        _X,
        "html-lt-in-attribute",
        _xml("f", "h", '<img src="photo.jpg" alt="A < B">'),
        [("f", {"h": '<img src="photo.jpg" alt="A < B">'})],
        None,
    ),
    _v(
        _X,
        "html-self-closing",
        _xml("f", "t", "line1<br/>line2<br/>line3"),
        [("f", {"t": "line1<br/>line2<br/>line3"})],
        None,
    ),
    _v(
        _X,
        "html-comment",
        _xml("f", "c", "before<!-- comment -->after"),
        [("f", {"c": "before<!-- comment -->after"})],
        None,
    ),
]
for _tag in [
    "</param>",
    "</func>",
    "</tool>",
    "<parameter>",
    "<function>",
    "<tool_call_x>",
    "</tool_calls>",
    "<tool_call>",
    "<function=other>",
    "<parameter=nested>",
]:
    VLLM.append(
        _v(
            _X,
            "literal-" + _tag.strip("</>").replace("=", "-"),
            _xml("f", "v", _tag),
            [("f", {"v": _tag})],
            None,
        )
    )
VLLM += [
    _v(_X, "lt-space", _xml("f", "expr", "a < b"), [("f", {"expr": "a < b"})], None),
    _v(_X, "double-lt", _xml("f", "v", "a<<b"), [("f", {"v": "a<<b"})], None),
    _v(
        _X,
        "json-with-angles",
        _xml("f", "j", '{"key": "<value>", "other": 1}'),
        [("f", {"j": '{"key": "<value>", "other": 1}'})],
        None,
    ),
    _v(_X, "type-integer", _xml("typed_fn", "count", "42"), [("typed_fn", {"count": 42})], None),
    _v(_X, "type-float", _xml("typed_fn", "ratio", "3.14"), [("typed_fn", {"ratio": 3.14})], None),
    _v(
        _X,
        "type-float-whole",
        _xml("typed_fn", "ratio", "2.0"),
        [("typed_fn", {"ratio": 2.0})],
        None,
    ),
    _v(_X, "type-true", _xml("typed_fn", "flag", "true"), [("typed_fn", {"flag": True})], None),
    _v(_X, "type-false", _xml("typed_fn", "flag", "false"), [("typed_fn", {"flag": False})], None),
    _v(
        _X,
        "type-true-capital",
        _xml("typed_fn", "flag", "True"),
        [("typed_fn", {"flag": True})],
        None,
    ),
    _v(_X, "type-null", _xml("typed_fn", "label", "null"), [("typed_fn", {})], None),
    _v(
        _X,
        "type-object-json",
        _xml("typed_fn", "data", '{"key": "val", "n": 1}'),
        [("typed_fn", {"data": {"key": "val", "n": 1}})],
        None,
    ),
    _v(
        _X,
        "type-object-python",
        _xml("typed_fn", "data", "{'key': 'val', 'n': 1}"),
        [("typed_fn", {"data": {"key": "val", "n": 1}})],
        None,
    ),
    _v(
        _X,
        "type-array-json",
        _xml("typed_fn", "items", '[1, "two", true]'),
        [("typed_fn", {"items": [1, "two", True]})],
        None,
    ),
    _v(
        _X,
        "type-array-python",
        _xml("typed_fn", "items", "['a', 'b', 'c']"),
        [("typed_fn", {"items": ["a", "b", "c"]})],
        None,
    ),
    _v(
        _X,
        "type-object-angles",
        _xml("typed_fn", "data", '{"url": "https://example.com?a=1&b=<2>"}'),
        [("typed_fn", {"data": {"url": "https://example.com?a=1&b=<2>"}})],
        None,
    ),
    _v(
        _X,
        "string-quotes",
        _xml("f", "msg", 'She said "hello"'),
        [("f", {"msg": 'She said "hello"'})],
        None,
    ),
    _v(
        _X,
        "string-backslash",
        _xml("f", "path", "C:\\Users\\alice\\file.txt"),
        [("f", {"path": "C:\\Users\\alice\\file.txt"})],
        None,
    ),
    _v(
        _X,
        "string-unicode",
        _xml("f", "text", "日本語テスト 🎉"),
        [("f", {"text": "日本語テスト 🎉"})],
        None,
    ),
    _v(
        _X,
        "string-multiline",
        _xml("f", "text", "first line\nsecond line\nthird line"),
        [("f", {"text": "first line\nsecond line\nthird line"})],
        None,
    ),
    _v(
        _X,
        "many-parameters",
        "<tool_call>\n<function=send_email>\n<parameter=to>\nalice@example.com\n</parameter>\n<parameter=cc>\nbob@example.com\n</parameter>\n"
        "<parameter=subject>\nHello!\n</parameter>\n<parameter=body>\nDear Alice,\nThis is a test.\n</parameter>\n</function>\n</tool_call>",
        [
            (
                "send_email",
                {
                    "to": "alice@example.com",
                    "cc": "bob@example.com",
                    "subject": "Hello!",
                    "body": "Dear Alice,\nThis is a test.",
                },
            )
        ],
        None,
    ),
    _v(
        _X,
        "two-calls",
        "<tool_call>\n<function=f1>\n<parameter=a>\nfoo\n</parameter>\n</function>\n</tool_call>\n<tool_call>\n<function=f2>\n<parameter=b>\nbar\n</parameter>\n</function>\n</tool_call>",
        [("f1", {"a": "foo"}), ("f2", {"b": "bar"})],
        None,
    ),
    _v(
        _X,
        "three-calls",
        "".join(_xml(f"f{i}", "x", str(i)) + "\n" for i in range(3)),
        [("f0", {"x": "0"}), ("f1", {"x": "1"}), ("f2", {"x": "2"})],
        None,
    ),
    _v(
        _X,
        "text-before",
        "I'll check the weather for you.\n<tool_call>\n<function=get_weather>\n<parameter=city>\nTokyo\n</parameter>\n</function>\n</tool_call>",
        [TOKYO],
        "I'll check the weather for you.",
    ),
    _v(
        _X,
        "attr-syntax",
        '<tool_call>\n<function name="send">\n<parameter name="to">\nalice\n</parameter>\n</function>\n</tool_call>',
        [("send", {"to": "alice"})],
        None,
    ),
    _v(
        _X,
        "calc",
        "<tool_call>\n<function=calc>\n<parameter=expr>\n2 + 2\n</parameter>\n</function>\n</tool_call>",
        [("calc", {"expr": "2 + 2"})],
        None,
    ),
    _v(
        _X,
        "text-before-search",
        "Let me search.\n<tool_call>\n<function=search>\n<parameter=q>\ntest\n</parameter>\n</function>\n</tool_call>",
        [("search", {"q": "test"})],
        "Let me search.",
    ),
    _v(
        _X,
        "abort-after-function-tag",
        "<tool_call>\n<function=get_weather>\n",
        [("get_weather", {})],
        None,
    ),
    _v(
        _X, "abort-mid-parameter-tag", "<tool_call>\n<function=f>\n<parameter=ci", [("f", {})], None
    ),
    _v(
        _X,
        "abort-mid-value",
        "<tool_call>\n<function=f>\n<parameter=city>\nLon",
        [("f", {"city": "Lon"})],
        None,
    ),
    _v(
        _X,
        "abort-no-close",
        "<tool_call>\n<function=f>\n<parameter=x>\nval\n</parameter>\n</function>",
        [("f", {"x": "val"})],
        None,
    ),
    _v(
        _X,
        "resync-missing-close",
        "<tool_call>\n<function=f1>\n<parameter=a>\nA\n</parameter>\n</function>\n<tool_call>\n<function=f2>\n<parameter=b>\nB\n</parameter>\n</function>\n</tool_call>",
        [("f1", {"a": "A"}), ("f2", {"b": "B"})],
        None,
    ),
    _v(
        _X,
        "attr-single-quotes",
        "<tool_call>\n<function name='send'>\n<parameter name='to'>\nalice\n</parameter>\n</function>\n</tool_call>",
        [("send", {"to": "alice"})],
        None,
    ),
    _v(
        _X,
        "attr-space-before-gt",
        '<tool_call>\n<function name="send" >\n<parameter name="to" >\nalice\n</parameter>\n</function>\n</tool_call>',
        [("send", {"to": "alice"})],
        None,
    ),
    _v(
        _X,
        "attr-spaces-around-eq",
        '<tool_call>\n<function name = "send">\n<parameter name = "to">\nalice\n</parameter>\n</function>\n</tool_call>',
        [("send", {"to": "alice"})],
        None,
    ),
    _v(
        _X,
        "eq-spaces-around-eq",
        "<tool_call>\n<function = send>\n<parameter = to>\nalice\n</parameter>\n</function>\n</tool_call>",
        [("send", {"to": "alice"})],
        None,
    ),
    _v(
        _X,
        "mention-then-text",
        "Use the <tool_call> syntax to call tools.",
        [],
        "Use the <tool_call> syntax to call tools.",
    ),
    _v(
        _X,
        "mention-closed",
        "<tool_call>some text</tool_call>",
        [],
        "<tool_call>some text</tool_call>",
        convention="empty-wrapper-hidden",
        sandman=([], ""),
    ),
    _v(
        _X,
        "mention-nested-then-real",
        "You can nest <tool_call>\n<tool_call>\n<function=bash>\n<parameter=cmd>\nls\n</parameter>\n</function>\n</tool_call>",
        [("bash", {"cmd": "ls"})],
        "You can nest <tool_call>\n",
    ),
    _v(
        _X,
        "mention-then-real",
        "Thinking: use <tool_call> here.\n<tool_call>\n<function=read_file>\n<parameter=path>\n/etc/hosts\n</parameter>\n</function>\n</tool_call>",
        [("read_file", {"path": "/etc/hosts"})],
        "Thinking: use <tool_call> here.\n",
    ),
    _v(
        _X,
        "pending-boundary",
        "<tool_call>\n<function=bash>\n<parameter=cmd>\necho hi\n</parameter>\n</function>\n</tool_call>",
        [("bash", {"cmd": "echo hi"})],
        "",
    ),
    _v(
        _X,
        "pending-rollback",
        "<tool_call>\n</tool_call> and more text",
        [],
        "<tool_call>\n</tool_call> and more text",
        convention="empty-wrapper-hidden",
        sandman=([], "and more text"),
    ),
    _v(
        _X,
        "mentions-rolled-back",
        "Step 1: <tool_call>\nStep 2: <tool_call>\nStep 3: <tool_call>\nDone.",
        [],
        "Step 1: <tool_call>\nStep 2: <tool_call>\nStep 3: <tool_call>\nDone.",
    ),
    _v(
        _X,
        "pending-truncated",
        "<tool_call>\n",
        [],
        "<tool_call>\n",
        convention="empty-wrapper-hidden",
        sandman=([], ""),
    ),
    _v(
        _X,
        "content-before",
        "Sure, let me do that.\n<tool_call>\n<function=echo>\n<parameter=msg>\nhello\n</parameter>\n</function>\n</tool_call>",
        [("echo", {"msg": "hello"})],
        "Sure, let me do that.\n",
    ),
]

# --- llama.cpp: tests/test-chat.cpp (the assistant messages it expects) ---
SPECIAL: Call = ("special_function", {"arg1": 1})
HELLO = "Hello, world!\nWhat's up?"
PY_HELLO: Call = ("python", {"code": "print('hello')"})
_DS = '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>function<｜tool▁sep｜>special_function\n```json\n{"arg1": 1}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>'
_KIMI = '<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>{"arg1": 1}<|tool_call_end|><|tool_calls_section_end|>'
_MINIMAX = '<minimax:tool_call><invoke name="special_function"><parameter name="arg1">1</parameter></invoke></minimax:tool_call>'
_GLM = (
    "<tool_call>special_function\n<arg_key>arg1</arg_key>\n<arg_value>1</arg_value>\n</tool_call>"
)
_TOOLCALL = '<TOOLCALL>[{"name": "special_function", "arguments": {"arg1": 1}}]</TOOLCALL>'
_APERTUS = '<|tools_prefix|>[{"special_function": {"arg1": 1}}]<|tools_suffix|>'
_V31 = '<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"city": "Tokyo"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>'
THINK = "<think>I'm\nthinking</think>"
LLAMACPP: list[PeerCase] = [
    _l(
        "generic-response",
        '{\n  "response": "Hello, world!\\nWhat\'s up?"\n}',
        [],
        HELLO,
        convention="json-shown",
        sandman=([], '{\n  "response": "Hello, world!\\nWhat\'s up?"\n}'),
    ),
    _l("r7b-content", HELLO, [], HELLO),
    _l("r7b-response", "<|START_RESPONSE|>" + HELLO + "<|END_RESPONSE|>", [], HELLO),
    _l(
        "r7b-thinking",
        "<|START_THINKING|>I'm\nthinking<|END_THINKING|><|START_RESPONSE|>"
        + HELLO
        + "<|END_RESPONSE|>",
        [],
        HELLO,
    ),
    _l(
        "r7b-action",
        '<|START_THINKING|>I\'m\nthinking<|END_THINKING|><|START_ACTION|>[\n    {"tool_call_id": "0", "tool_name": "special_function", "parameters": {"arg1": 1}}\n]<|END_ACTION|>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-forced-open",
        'I\'m\nthinking</think>\n<tool_call>{"name": "special_function", "arguments": {"arg1": 1}}</tool_call>',
        [SPECIAL],
        "",
        reasoning_open=True,
    ),
    _l(
        "hermes-call",
        '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-content-call",
        HELLO + '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>',
        [SPECIAL],
        HELLO,
    ),
    _l("hermes-function-eq", '<function=special_function>{"arg1": 1}</function>', [SPECIAL], ""),
    _l(
        "hermes-function-name",
        '<function name="special_function">\n{"arg1": 1}\n</function>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-tool-tag",
        '<tool>\n  {"name": "special_function", "arguments": {"arg1": 1}}\n</tool>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-tools-tag",
        '<tools>\n  {"name": "special_function", "arguments": {"arg1": 1}}\n</tools>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-response-tag",
        '<response>\n  {"name": "special_function", "arguments": {"arg1": 1}}\n</response>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-fence-xml-response",
        '```xml\n<response>\n    {"name": "special_function", "arguments": {"arg1": 1}}\n</response>\n```',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-fence-xml",
        '```xml\n  {"name": "special_function", "arguments": {"arg1": 1}}\n```',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-fence-indented",
        '```\n  {"name": "special_function", "arguments": {"arg1": 1}}\n```',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-fence",
        '```\n{"name": "special_function", "arguments": {"arg1": 1}}\n```',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-fence-json",
        '```json\n  {"name": "special_function", "arguments": {"arg1": 1}}\n```',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-fence-function-call",
        '```json\n\n                    <function_call> {"name": "special_function", "arguments": {"arg1": 1}} \n                    </function_call> \n``` ',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-json-tag",
        '<json>\n  {"name": "special_function", "arguments": {"arg1": 1}}\n</json>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-xml-tag",
        '<xml>\n  {\n    "name": "special_function", "arguments": {"arg1": 1}\n  }\n</xml>',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-json-upper-tag",
        '<JSON>\n  {"name": "special_function", "arguments": {"arg1": 1}}\n</JSON>',
        [SPECIAL],
        "",
    ),
    _l("hermes-bare-json", '{"name": "special_function", "arguments": {"arg1": 1}}', [SPECIAL], ""),
    _l(
        "hermes-bare-json-newline",
        '{\n  "name": "special_function", "arguments": {"arg1": 1}}',
        [SPECIAL],
        "",
    ),
    _l(
        "hermes-two-calls",
        '<tool_call>\n{"name": "special_function", "arguments": {"arg1": 1}}\n</tool_call>\n<tool_call>\n{"name": "python", "arguments": {"code":"print(\'hello\')"}}\n</tool_call>',
        [SPECIAL, PY_HELLO],
        "",
    ),
    _l(
        "hermes-two-functions",
        '<function=special_function>{"arg1": 1}</function>\n<function=python>{"code":"print(\'hello\')"}</function>',
        [SPECIAL, PY_HELLO],
        "",
    ),
    _l(
        "hermes-not-a-call-prose",
        'This is not a tool call:\n{"name": "special_function", "arguments": {"arg1": 1}}',
        [SPECIAL],
        "This is not a tool call:",
    ),
    _l("hermes-think", THINK + HELLO, [], HELLO),
    _l("hermes-think-forced-open", "I'm\nthinking</think>" + HELLO, [], HELLO, reasoning_open=True),
    _l("hermes-think-unclosed-call", "<think><tool_call>nah uhg</tool_call>", [], ""),
    _l(
        "llama3-parameters",
        '{"name": "special_function", "parameters": {"arg1": 1}}',
        [SPECIAL],
        "",
    ),
    _l(
        "llama3-python-tag-builtin",
        "<|python_tag|>code_interpreter.call(code=\"print('hey')\")",
        [("code_interpreter", {"code": "print('hey')"})],
        "",
    ),
    _l(
        "llama3-python-tag-python",
        "<|python_tag|>python.call(code=\"print('hey')\")",
        [("python", {"code": "print('hey')"})],
        "",
    ),
    _l(
        "functionary32-all-and-call",
        'all\nHello, world!\nnono\nWhat\'s up?>>>special_function\n{"arg1": 1}\n',
        [SPECIAL],
        "Hello, world!\nnono\nWhat's up?",
        miss="Functionary v3.2 marks content with a bare 'all' line and calls with '>>>name'; without its template this is prose",
    ),
    _l(
        "functionary32-python",
        "python\n# This is a program:\nprint('hey')",
        [("python", {"code": "# This is a program:\nprint('hey')"})],
        "",
        miss="Functionary v3.2's bare 'python' line opening code cannot be told from prose without its template",
    ),
    _l(
        "functionary32-call",
        'special_function\n{"arg1": 1} \n                    ',
        [SPECIAL],
        "",
        miss="Functionary v3.2's bare name line before JSON arguments cannot be told from prose without its template",
    ),
    _l(
        "functionary32-all",
        "all\nHello, world!\nWhat's up?",
        [],
        HELLO,
        miss="Functionary v3.2's 'all' header line cannot be told from prose without its template",
    ),
    _l(
        "firefunction",
        ' functools[{"name": "special_function", "arguments": {"arg1": 1}}]',
        [SPECIAL],
        "",
    ),
    _l("r1-forced-open-with-opener", THINK + HELLO, [], HELLO, reasoning_open=True),
    _l("r1-call-after-think", THINK + "\n\n" + _DS, [SPECIAL], ""),
    _l(
        "r1-tool-calls-token",
        '<｜tool▁calls｜>function<｜tool▁sep｜>special_function\n```json\n{"arg1": 1}\n```<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
        [SPECIAL],
        "",
    ),
    _l("r1-call", _DS, [SPECIAL], ""),
    _l("granite-response", THINK + "<response>" + HELLO + "</response>", [], HELLO),
    _l(
        "granite-call",
        '<|tool_call|>[{"name": "special_function", "arguments": {"arg1": 1}}]',
        [SPECIAL],
        "",
    ),
    _l(
        "seed-think",
        "<seed:think>I'm thinking about the answer</seed:think>Hello, world!",
        [],
        "Hello, world!",
    ),
    _l(
        "seed-budget-reflect",
        "<seed:think>Token usage: 45/1000\nI should continue thinking to find the best solution.</seed:think>"
        "<seed:cot_budget_reflect>Token usage: 45/1000\nI should continue thinking to find the best solution.</seed:cot_budget_reflect>"
        "I need to calculate this step by step.",
        [],
        "<seed:cot_budget_reflect>Token usage: 45/1000\nI should continue thinking to find the best solution.</seed:cot_budget_reflect>I need to calculate this step by step.",
        miss="an unknown tag with an underscore is taken for an unknown tool's call",
    ),
    _l(
        "seed-call",
        "<seed:tool_call>\n<function=calculate_sum>\n<parameter=numbers>[1, 2, 3]</parameter>\n</function>\n</seed:tool_call>",
        [("calculate_sum", {"numbers": [1, 2, 3]})],
        "",
    ),
    _l(
        "seed-think-call",
        "<seed:think>I need to calculate the sum of these numbers</seed:think><seed:tool_call>\n<function=calculate_sum>\n<parameter=numbers>[1, 2, 3]</parameter>\n</function>\n</seed:tool_call>",
        [("calculate_sum", {"numbers": [1, 2, 3]})],
        "",
    ),
    _l(
        "seed-two-parameters",
        "<seed:tool_call>\n<function=process_data>\n<parameter=input>test</parameter>\n<parameter=format>json</parameter>\n</function>\n</seed:tool_call>",
        [("process_data", {"input": "test", "format": "json"})],
        "",
    ),
    _l(
        "seed-content",
        "This is a simple response without reasoning.",
        [],
        "This is a simple response without reasoning.",
    ),
    _l("nemotron-call", _TOOLCALL, [SPECIAL], ""),
    _l("nemotron-think-call", THINK + _TOOLCALL, [SPECIAL], ""),
    _l("nemotron-call-content", _TOOLCALL + HELLO, [SPECIAL], HELLO),
    _l("nemotron-think-call-content", THINK + _TOOLCALL + HELLO, [SPECIAL], HELLO),
    _l("v31-call", _V31, [("get_time", {"city": "Tokyo"})], ""),
    _l(
        "v31-forced-open-call",
        "REASONING</think>" + _V31,
        [("get_time", {"city": "Tokyo"})],
        "",
        reasoning_open=True,
    ),
    _l(
        "v31-two-calls",
        'CONTENT<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time<｜tool▁sep｜>{"city": "Paris"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"city": "Paris"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>',
        [("get_time", {"city": "Paris"}), ("get_weather", {"city": "Paris"})],
        "CONTENT",
    ),
    _l(
        "v31-call-in-reasoning",
        'REASONING<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>get_time2<｜tool▁sep｜>{"city": "Tokyo2"}<｜tool▁call▁end｜><｜tool▁calls▁end｜>REASONING</think>'
        + _V31,
        [("get_time", {"city": "Tokyo"})],
        "",
        reasoning_open=True,
    ),
    _l(
        "v31-call-in-unclosed-reasoning",
        "REASONING" + _V31,
        [("get_time", {"city": "Tokyo"})],
        "REASONING",
        reasoning_open=True,
        convention="reasoning-hidden",
        sandman=([("get_time", {"city": "Tokyo"})], ""),
    ),
    _l("v31-content", "CONTENT", [], "CONTENT"),
    _l("apertus-think", "<|inner_prefix|>I'm\nthinking<|inner_suffix|>" + HELLO, [], HELLO),
    _l("apertus-call", _APERTUS, [SPECIAL], ""),
    _l(
        "apertus-think-call",
        "<|inner_prefix|>I'm\nthinking<|inner_suffix|>" + _APERTUS,
        [SPECIAL],
        "",
    ),
    _l("apertus-call-content", _APERTUS + HELLO, [SPECIAL], HELLO),
    _l(
        "apertus-think-call-content",
        "<|inner_prefix|>I'm\nthinking<|inner_suffix|>" + _APERTUS + HELLO,
        [SPECIAL],
        HELLO,
    ),
    _l(
        "lfm2-call",
        '<|tool_call_start|>[{"name": "special_function", "arguments": {"arg1": 1}}]<|tool_call_end|>',
        [SPECIAL],
        "",
    ),
    _l(
        "lfm2-string-argument",
        '<|tool_call_start|>[{"name": "get_weather", "arguments": {"location": "Paris"}}]<|tool_call_end|>',
        [("get_weather", {"location": "Paris"})],
        "",
    ),
    _l(
        "lfm2-three-arguments",
        '<|tool_call_start|>[{"name": "calculate", "arguments": {"x": 10, "y": 20, "operation": "add"}}]<|tool_call_end|>',
        [("calculate", {"x": 10, "y": 20, "operation": "add"})],
        "",
    ),
    _l(
        "lfm2-two-calls",
        '<|tool_call_start|>[{"name": "get_weather", "arguments": {"location": "Paris"}}, {"name": "get_time", "arguments": {"timezone": "UTC"}}]<|tool_call_end|>',
        [("get_weather", {"location": "Paris"}), ("get_time", {"timezone": "UTC"})],
        "",
    ),
    _l(
        "lfm2-content-before",
        'Let me check the weather for you.<|tool_call_start|>[{"name": "get_weather", "arguments": {"location": "Paris"}}]<|tool_call_end|>',
        [("get_weather", {"location": "Paris"})],
        "Let me check the weather for you.",
    ),
    _l(
        "lfm2-content-after",
        '<|tool_call_start|>[{"name": "get_weather", "arguments": {"location": "Paris"}}]<|tool_call_end|>Here\'s the result.',
        [("get_weather", {"location": "Paris"})],
        "Here's the result.",
    ),
    _l(
        "lfm2-newlines",
        '<|tool_call_start|>[{\n    "name": "get_current_time",\n    "arguments": {\n        "location": "Paris"\n    }\n}]<|tool_call_end|>',
        [("get_current_time", {"location": "Paris"})],
        "",
    ),
    _l("minimax-call", _MINIMAX, [SPECIAL], ""),
    _l("minimax-think-call", THINK + _MINIMAX, [SPECIAL], ""),
    _l("minimax-call-content", _MINIMAX + HELLO, [SPECIAL], HELLO),
    _l("minimax-think-call-content", THINK + _MINIMAX + HELLO, [SPECIAL], HELLO),
    _l(
        "minimax-stream-think-content-call",
        "<think>I'm\nthinking\n</think>" + HELLO + "\n" + _MINIMAX,
        [SPECIAL],
        HELLO,
    ),
    _l(
        "minimax-stream-spaced",
        "<think>I'm\nthinking\n</think>\n\n"
        + HELLO
        + '\n\n<minimax:tool_call>\n<invoke name="special_function">\n<parameter name="arg1">1</parameter>\n</invoke>\n</minimax:tool_call>\n',
        [SPECIAL],
        HELLO,
    ),
    _l(
        "minimax-stream-optional",
        '<minimax:tool_call>\n<invoke name="special_function_with_opt">\n<parameter name="arg1">1</parameter>\n<parameter name="arg2">2</parameter>\n</invoke>\n</minimax:tool_call>',
        [("special_function_with_opt", {"arg1": 1, "arg2": 2})],
        "",
    ),
    _l("glm-think", "\n" + THINK + "\n" + HELLO, [], HELLO),
    _l("glm-call", "\n" + _GLM, [SPECIAL], ""),
    _l("glm-think-call", "\n" + THINK + "\n" + _GLM, [SPECIAL], ""),
    _l("glm-call-content", "\n" + _GLM + HELLO, [SPECIAL], HELLO),
    _l("glm-think-content-call", "\n" + THINK + HELLO + "\n" + _GLM, [SPECIAL], HELLO),
    _l(
        "glm-stream-optional",
        "\n<think></think>\n<tool_call>special_function_with_opt\n<arg_key>arg1</arg_key>\n<arg_value>1</arg_value>\n<arg_key>arg2</arg_key>\n<arg_value>2</arg_value>\n</tool_call>\n",
        [("special_function_with_opt", {"arg1": 1, "arg2": 2})],
        "",
    ),
    _l(
        "glm-stream-complex",
        "<tool_call>complex_function\n<arg_key>name</arg_key>\n<arg_value>John Doe</arg_value>\n<arg_key>age</arg_key>\n<arg_value>30</arg_value>\n"
        "<arg_key>active</arg_key>\n<arg_value>true</arg_value>\n<arg_key>score</arg_key>\n<arg_value>95.5</arg_value>\n</tool_call>",
        [("complex_function", {"name": "John Doe", "age": 30, "active": True, "score": 95.5})],
        "",
    ),
    _l(
        "glm-stream-quotes",
        '<tool_call>web_search\n<arg_key>query</arg_key>\n<arg_value>"From Zero" Linkin Park album tracklist complete songs</arg_value>\n'
        "<arg_key>limit</arg_key>\n<arg_value>3</arg_value>\n<arg_key>type</arg_key>\n<arg_value>text</arg_value>\n</tool_call>",
        [
            (
                "web_search",
                {
                    "query": '"From Zero" Linkin Park album tracklist complete songs',
                    "limit": 3,
                    "type": "text",
                },
            )
        ],
        "",
    ),
    _l(
        "glm-interleaved-thinking",
        "\n" + THINK + "Hello, world!\n<think>Thinking2</think>What's up?\n" + _GLM,
        [SPECIAL],
        "Hello, world!\n\nWhat's up?",
    ),
    _l("kimi-call", _KIMI, [SPECIAL], ""),
    _l("kimi-think-call", THINK + _KIMI, [SPECIAL], ""),
    _l("kimi-call-content", _KIMI + HELLO, [SPECIAL], HELLO),
    _l("kimi-think-call-content", THINK + _KIMI + HELLO, [SPECIAL], HELLO),
    _l(
        "kimi-stream-read-file",
        "<|tool_calls_section_begin|><|tool_call_begin|>functions.read_file:0<|tool_call_argument_begin|>"
        '{"args": [{"path": "src/providers/ThemeProvider.tsx"}, {"path": "src/components/Header.tsx"}, {"path": "src/components/ThemeToggle.tsx"}, '
        '{"path": "src/app/globals.css"}, {"path": "src/app/layout.tsx"}]}<|tool_call_end|><|tool_calls_section_end|>',
        [
            (
                "read_file",
                {
                    "args": [
                        {"path": "src/providers/ThemeProvider.tsx"},
                        {"path": "src/components/Header.tsx"},
                        {"path": "src/components/ThemeToggle.tsx"},
                        {"path": "src/app/globals.css"},
                        {"path": "src/app/layout.tsx"},
                    ]
                },
            )
        ],
        "",
    ),
    _l(
        "kimi-stream-string-argument",
        THINK
        + HELLO
        + "\n<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>"
        '{"arg1": "123456"}<|tool_call_end|><|tool_calls_section_end|>',
        [("special_function", {"arg1": "123456"})],
        HELLO,
        convention="typed-arguments",
        sandman=([("special_function", {"arg1": 123456})], HELLO),
    ),
    _l(
        "kimi-stream-list-argument",
        THINK
        + HELLO
        + "\n<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>"
        '{"arg1": [1, 2, "345", 6]}<|tool_call_end|><|tool_calls_section_end|>',
        [("special_function", {"arg1": [1, 2, "345", 6]})],
        HELLO,
        convention="typed-arguments",
        sandman=([], HELLO),
    ),
    _l(
        "kimi-stream-object-argument",
        THINK
        + HELLO
        + "\n<|tool_calls_section_begin|><|tool_call_begin|>functions.special_function:0<|tool_call_argument_begin|>"
        '{"arg1": {"12": 34, "5": [67, 8], "9": "10"}}<|tool_call_end|><|tool_calls_section_end|>',
        [("special_function", {"arg1": {"12": 34, "5": [67, 8], "9": "10"}})],
        HELLO,
        convention="typed-arguments",
        sandman=([], HELLO),
    ),
    _l(
        "kimi-stream-complex",
        "<|tool_calls_section_begin|><|tool_call_begin|>functions.complex_function:0<|tool_call_argument_begin|>"
        '{"name": "John Doe", "age": 30, "active": true, "score": 95.5}<|tool_call_end|><|tool_calls_section_end|>',
        [("complex_function", {"name": "John Doe", "age": 30, "active": True, "score": 95.5})],
        "",
    ),
    _l(
        "kimi-stream-web-search",
        "<|tool_calls_section_begin|><|tool_call_begin|>functions.web_search:0<|tool_call_argument_begin|>"
        '{"query":"\\"From Zero\\" Linkin Park album tracklist complete songs","limit":3,"type":"text"}<|tool_call_end|><|tool_calls_section_end|>',
        [
            (
                "web_search",
                {
                    "query": '"From Zero" Linkin Park album tracklist complete songs',
                    "limit": 3,
                    "type": "text",
                },
            )
        ],
        "",
    ),
    _l(
        "kimi-stream-four-calls",
        "<think>I'm thinking.</think>Let me call multiple tools.<|tool_calls_section_begin|>"
        '<|tool_call_begin|>functions.read_file:0<|tool_call_argument_begin|>{"files":[{"path":"src/app/Partners.tsx","line_ranges":["1-100"]}]}<|tool_call_end|>'
        '<|tool_call_begin|>functions.web_search:1<|tool_call_argument_begin|>{"query":"\\"From Zero\\" Linkin Park album tracklist complete songs","limit":3,"type":"text"}<|tool_call_end|>'
        '<|tool_call_begin|>functions.complex_function:2<|tool_call_argument_begin|>{"name": "John Doe", "age": 30, "active": true, "score": 95.5}<|tool_call_end|>'
        '<|tool_call_begin|>functions.emoji_function:3<|tool_call_argument_begin|>{"message":"Hello! 👋 🌟 🚀 Testing emojis: 😀😃😄😁 and symbols: ∑∏∆∇"}<|tool_call_end|>'
        "<|tool_calls_section_end|>",
        [
            ("read_file", {"files": [{"path": "src/app/Partners.tsx", "line_ranges": ["1-100"]}]}),
            (
                "web_search",
                {
                    "query": '"From Zero" Linkin Park album tracklist complete songs',
                    "limit": 3,
                    "type": "text",
                },
            ),
            ("complex_function", {"name": "John Doe", "age": 30, "active": True, "score": 95.5}),
            (
                "emoji_function",
                {"message": "Hello! 👋 🌟 🚀 Testing emojis: 😀😃😄😁 and symbols: ∑∏∆∇"},
            ),
        ],
        "Let me call multiple tools.",
    ),
    _l(
        "kimi-stream-content-call",
        "Let me start by examining the relevant files to understand the current implementation.<|tool_calls_section_begin|><|tool_call_begin|>functions.read_file:0<|tool_call_argument_begin|>"
        '{"files":[{"path":"src/app/Partners.tsx","line_ranges":["1-100"]}]}<|tool_call_end|><|tool_calls_section_end|>',
        [("read_file", {"files": [{"path": "src/app/Partners.tsx", "line_ranges": ["1-100"]}]})],
        "Let me start by examining the relevant files to understand the current implementation.",
    ),
    _l(
        "kimi-stream-call-in-think",
        "<think>I'm thinking<|tool_calls_section_begin|><|tool_call_begin|>functions.complex_function:0<|tool_call_argument_begin|>"
        '{"name": "John Doe", "age": 30, "active": true, "score": 95.5}<|tool_call_end|><|tool_calls_section_end|>',
        [("complex_function", {"name": "John Doe", "age": 30, "active": True, "score": 95.5})],
        "",
    ),
    _l(
        "kimi-stream-call-in-closed-think",
        "<think>I'm thinking<|tool_calls_section_begin|><|tool_call_begin|>functions.complex_function:0<|tool_call_argument_begin|>"
        '{"name": "John Doe", "age": 30, "active": true, "score": 95.5}<|tool_call_end|><|tool_calls_section_end|>I\'m still thinking</think>Hello',
        [("complex_function", {"name": "John Doe", "age": 30, "active": True, "score": 95.5})],
        "Hello",
        convention="thought-calls",
        sandman=([], "Hello"),
    ),
]


# Qwen3-Coder XML parameters (llama.cpp's own cases, the expected values typed by its tools)
def _qx(fn: str, params: list[tuple[str, str]], before: str = "") -> str:
    body = "".join(f"    <parameter={k}>\n{v}\n    </parameter>\n" for k, v in params)
    return f"{before}<tool_call>\n  <function={fn}>\n{body}  </function>\n</tool_call>"


LLAMACPP += [
    _l("qwen3coder-basic", _qx("special_function", [("arg1", "      1")]), [SPECIAL], ""),
    _l(
        "qwen3coder-types",
        _qx(
            "complex_function",
            [
                ("name", "      John Doe"),
                ("age", "      30"),
                ("active", "      true"),
                ("score", "      95.5"),
            ],
        ),
        [("complex_function", {"name": "John Doe", "age": 30, "active": True, "score": 95.5})],
        "",
    ),
    _l(
        "qwen3coder-unicode",
        _qx("unicode_function", [("message", "      Hello 世界! 🌍 Special chars: @#$%^&*()")]),
        [("unicode_function", {"message": "Hello 世界! 🌍 Special chars: @#$%^&*()"})],
        "",
    ),
    _l(
        "qwen3coder-multiline",
        _qx(
            "code_function", [("code", 'def hello():\n    print("Hello, World!")\n    return True')]
        ),
        [("code_function", {"code": 'def hello():\n    print("Hello, World!")\n    return True'})],
        "",
    ),
    _l(
        "qwen3coder-json-object",
        _qx(
            "json_function", [("config", '      {"host": "localhost", "port": 8080, "ssl": false}')]
        ),
        [("json_function", {"config": {"host": "localhost", "port": 8080, "ssl": False}})],
        "",
    ),
    _l(
        "qwen3coder-array",
        _qx("array_function", [("items", '      ["apple", "banana", "cherry"]')]),
        [("array_function", {"items": ["apple", "banana", "cherry"]})],
        "",
    ),
    _l(
        "qwen3coder-empty",
        "<tool_call>\n  <function=empty_function>\n    <parameter=empty_param>\n    </parameter>\n  </function>\n</tool_call>",
        [("empty_function", {"empty_param": ""})],
        "",
        convention="empty-is-absent",
        sandman=([("empty_function", {})], ""),
    ),
    _l(
        "qwen3coder-booleans",
        _qx("boolean_function", [("enabled", "      true"), ("debug", "      false")]),
        [("boolean_function", {"enabled": True, "debug": False})],
        "",
    ),
    _l(
        "qwen3coder-null",
        _qx("null_function", [("optional_param", "      null")]),
        [("null_function", {})],
        "",
    ),
    _l(
        "qwen3coder-numbers",
        _qx(
            "math_function",
            [
                ("negative", "      -42"),
                ("decimal", "      -3.14"),
                ("scientific", "      1.23e-4"),
            ],
        ),
        [("math_function", {"negative": -42, "decimal": -3.14, "scientific": 1.23e-4})],
        "",
    ),
    _l(
        "qwen3coder-xml-content",
        _qx("xml_function", [("xml_content", "      <root><item>value</item></root>")]),
        [("xml_function", {"xml_content": "<root><item>value</item></root>"})],
        "",
    ),
    _l(
        "qwen3coder-quotes",
        _qx("quote_function", [("message", '      She said "Hello!" and left.')]),
        [("quote_function", {"message": 'She said "Hello!" and left.'})],
        "",
    ),
    _l(
        "qwen3coder-long",
        _qx(
            "long_function",
            [
                (
                    "long_text",
                    "      This is a long text parameter that should test the parser's ability to handle larger amounts of text data.",
                )
            ],
        ),
        [
            (
                "long_function",
                {
                    "long_text": "This is a long text parameter that should test the parser's ability to handle larger amounts of text data."
                },
            )
        ],
        "",
    ),
    _l(
        "qwen3coder-mixed",
        _qx(
            "search_function",
            [("query", "      laptops")],
            before="I'll help you search for products. ",
        ),
        [("search_function", {"query": "laptops"})],
        "I'll help you search for products. ",
    ),
    _l(
        "qwen3coder-compact",
        "<tool_call><function=compact_function><parameter=param>value</parameter></function></tool_call>",
        [("compact_function", {"param": "value"})],
        "",
    ),
    _l(
        "qwen3coder-name-digits",
        _qx("get_user_data_v2", [("user_id", "      12345")]),
        [("get_user_data_v2", {"user_id": 12345})],
        "",
    ),
    _l(
        "qwen3coder-param-names",
        _qx(
            "test_function",
            [
                ("param_1", "      value1"),
                ("param_2_name", "      value2"),
                ("param3", "      123"),
            ],
        ),
        [("test_function", {"param_1": "value1", "param_2_name": "value2", "param3": 123})],
        "",
    ),
    _l(
        "qwen3coder-deep-xml",
        _qx(
            "xml_parser",
            [
                (
                    "xml",
                    "      <root><level1><level2><level3>deep content</level3></level2></level1></root>",
                )
            ],
        ),
        [
            (
                "xml_parser",
                {
                    "xml": "<root><level1><level2><level3>deep content</level3></level2></level1></root>"
                },
            )
        ],
        "",
    ),
    _l(
        "qwen3coder-whitespace-only",
        _qx("whitespace_function", [("spaces", "      ")]),
        [("whitespace_function", {"spaces": ""})],
        "",
        convention="empty-is-absent",
        sandman=([("whitespace_function", {})], ""),
    ),
    _l(
        "qwen3coder-tabs",
        _qx("tab_function", [("content", "line1\n\tindented line\n    spaces")]),
        [("tab_function", {"content": "line1\n\tindented line\n    spaces"})],
        "",
    ),
    _l(
        "qwen3coder-control",
        _qx("control_function", [("text", "Line1\nLine2\tTabbed\rCarriage return")]),
        [("control_function", {"text": "Line1\nLine2\tTabbed\rCarriage return"})],
        "",
    ),
    _l(
        "qwen3coder-emoji",
        _qx(
            "emoji_function",
            [("message", "      Hello! 👋 🌟 🚀 Testing emojis: 😀😃😄😁 and symbols: ∑∏∆∇")],
        ),
        [
            (
                "emoji_function",
                {"message": "Hello! 👋 🌟 🚀 Testing emojis: 😀😃😄😁 and symbols: ∑∏∆∇"},
            )
        ],
        "",
    ),
    _l(
        "qwen3coder-math",
        _qx("math_function", [("formula", "      E = mc² and ∫f(x)dx = F(x) + C")]),
        [("math_function", {"formula": "E = mc² and ∫f(x)dx = F(x) + C"})],
        "",
    ),
    _l(
        "qwen3coder-sql",
        _qx(
            "sql_function",
            [("query", "      SELECT * FROM users WHERE id = 1; DROP TABLE users; --")],
        ),
        [("sql_function", {"query": "SELECT * FROM users WHERE id = 1; DROP TABLE users; --"})],
        "",
    ),
    _l(
        "qwen3coder-html",
        _qx(
            "html_function",
            [("content", "      <script>alert('xss')</script><img src=x onerror=alert(1)>")],
        ),
        [
            (
                "html_function",
                {"content": "<script>alert('xss')</script><img src=x onerror=alert(1)>"},
            )
        ],
        "",
    ),
    _l(
        "qwen3coder-base64",
        _qx(
            "binary_function",
            [("data", "      SGVsbG8gV29ybGQhIFRoaXMgaXMgYmFzZTY0IGVuY29kZWQgdGV4dC4=")],
        ),
        [("binary_function", {"data": "SGVsbG8gV29ybGQhIFRoaXMgaXMgYmFzZTY0IGVuY29kZWQgdGV4dC4="})],
        "",
    ),
    _l(
        "qwen3coder-big-number",
        _qx("number_function", [("big_int", "      " + "9" * 60)]),
        [("number_function", {"big_int": 1e60})],
        "",
    ),
]

# --- Ollama ---
_TEMP_LONDON: Call = ("get_temperature", {"city": "London", "format": "fahrenheit"})
_COND_TOKYO: Call = ("get_conditions", {"location": "Tokyo"})
_OT = "ollama-tools"
OLLAMA: list[PeerCase] = [
    _o(_OT, "text", "Hello, how can I help you today?", [], "Hello, how can I help you today?"),
    _o(
        _OT,
        "tool-call",
        '<tool_call>{"name": "get_conditions", "arguments": {"location": "San Francisco"}}</tool_call>',
        [("get_conditions", {"location": "San Francisco"})],
        "",
    ),
    _o(
        _OT,
        "empty-args",
        '<tool_call>{"name": "get_conditions", "arguments": {}}</tool_call>',
        [("get_conditions", {})],
        "",
    ),
    _o(
        _OT,
        "text-before",
        'Let me check the weather. <tool_call>{"name": "get_temperature", "arguments": {"city": "New York"}}</tool_call>',
        [("get_temperature", {"city": "New York"})],
        "Let me check the weather. ",
    ),
    _o(
        _OT,
        "tool-name-in-prose",
        "Let me say hello to the user. I'll use the say_hello tool. ",
        [],
        "Let me say hello to the user. I'll use the say_hello tool. ",
    ),
    _o(
        _OT,
        "mistral-list",
        '[TOOL_CALLS] [{"name": "get_temperature", "arguments": {"city": "London", "format": "fahrenheit"}}, {"name": "get_conditions", "arguments": {"location": "Tokyo"}}][/TOOL_CALLS]',
        [_TEMP_LONDON, _COND_TOKYO],
        "",
    ),
    _o(
        _OT,
        "qwen-two",
        'Okay, let\'s call both tools! <tool_call>{"name": "get_temperature", "arguments": {"city": "London", "format": "fahrenheit"}}</tool_call><tool_call>{"name": "get_conditions", "arguments": {"location": "Tokyo"}}</tool_call>',
        [_TEMP_LONDON, _COND_TOKYO],
        "Okay, let's call both tools! ",
    ),
    _o(
        _OT,
        "empty-then-args",
        'Let me say hello and check the weather. <tool_call>{"name": "say_hello", "arguments": {}}</tool_call><tool_call>{"name": "get_temperature", "arguments": {"city": "London", "format": "fahrenheit"}}</tool_call>',
        [("say_hello", {}), _TEMP_LONDON],
        "Let me say hello and check the weather. ",
    ),
    _o(
        _OT,
        "empty-then-args-unclosed",
        'Let me check the weather. <tool_call>{"name": "get_conditions", "arguments": {}}</tool_call><tool_call>{"name": "get_conditions", "arguments": {"location": "Tokyo"}}',
        [("get_conditions", {}), _COND_TOKYO],
        "Let me check the weather. ",
    ),
    _o(
        _OT,
        "deepseek",
        '<think>Wait, I need to call a tool</think><|tool▁calls▁begin|><|tool▁call▁begin|>function<|tool▁sep|>get_temperature\n```json\n{"city": "Tokyo"}\n```<|tool▁call▁end|><|tool▁calls▁end|><|end▁of▁sentence|>',
        [("get_temperature", {"city": "Tokyo"})],
        "<think>Wait, I need to call a tool</think>",
        convention="reasoning-hidden",
        sandman=([("get_temperature", {"city": "Tokyo"})], ""),
    ),
    _o(
        _OT,
        "json",
        '{"name": "get_temperature","arguments": {"city": "Tokyo"}}',
        [("get_temperature", {"city": "Tokyo"})],
        "",
    ),
    _o(_OT, "json-maybe-a-call", '{"name": "get_temperature","arguments": {', [], ""),
    _o(
        _OT,
        "json-not-a-call",
        '{"name": "search", "arguments": {"query": "What is the capital of Canada?"}}',
        [],
        '{"name": "search", "arguments": {"query": "What is the capital of Canada?"}}',
        convention="unknown-tool-rejected",
        sandman=([], ""),
    ),
    _o(
        _OT,
        "json-then-call",
        '{"name": "jeff"}{"name": "get_conditions", "arguments": {"location": "San Francisco"}}',
        [],
        '{"name": "jeff"}{"name": "get_conditions", "arguments": {"location": "San Francisco"}}',
        convention="calls-anywhere",
        sandman=([("get_conditions", {"location": "San Francisco"})], '{"name": "jeff"}'),
    ),
    _o(
        _OT,
        "json-then-call-space",
        '{"name": "jeff"} {"name": "get_conditions", "arguments": {"location": "San Francisco"}}',
        [],
        '{"name": "jeff"} {"name": "get_conditions", "arguments": {"location": "San Francisco"}}',
        convention="calls-anywhere",
        sandman=([("get_conditions", {"location": "San Francisco"})], '{"name": "jeff"}'),
    ),
    _o(_OT, "json-code", 'for { fmt.Println("hello") }', [], 'for { fmt.Println("hello") }'),
    _o(
        _OT,
        "list-multiple",
        '[{"name": "get_temperature", "arguments": {"city": "London"}},{"name": "get_conditions", "arguments": {"location": "Tokyo"}}]',
        [("get_temperature", {"city": "London"}), _COND_TOKYO],
        "",
    ),
    _o(
        _OT,
        "list-partial",
        '[{"name": "get_conditions", "arguments": {"location": "Tokyo"}}',
        [_COND_TOKYO],
        "",
    ),
    _o(
        _OT,
        "list-invalid",
        '[{"name": "search", "arguments": {"query": "What is the capital of Canada?"}}',
        [],
        "",
    ),
    _o(
        _OT,
        "list-trailing-bracket",
        '[{"name": "get_conditions", "arguments": {"location": "Tokyo"}}]]',
        [_COND_TOKYO],
        "",
    ),
    _o(_OT, "list-not-a-call", "[special delivery]", [], "[special delivery]"),
    _o(
        _OT,
        "name-collision",
        '<tool_call>{"name": "say_hello_world","arguments": {}}}',
        [("say_hello_world", {})],
        "",
    ),
    _o(
        _OT,
        "name-collision-two",
        '<tool_call>{"name": "say_hello_world","arguments": {}}</tool_call><tool_call>{"name": "say_hello","arguments": {}}</tool_call>',
        [("say_hello_world", {}), ("say_hello", {})],
        "",
    ),
    _o(_OT, "name-cut-off", '<tool_call>{"name": "say_hello', [], ""),
    _o(
        _OT,
        "name-collision-unclosed",
        '<tool_call>{"name": "say_hello", "arguments": {}}</tool_call><tool_call>{"name": "say_hello_world", "arguments": {}}',
        [("say_hello", {}), ("say_hello_world", {})],
        "",
    ),
    _o(
        _OT,
        "name-shorter",
        '<tool_call>{"name": "say_hello", "arguments": {}}</tool_call>',
        [("say_hello", {})],
        "",
    ),
    _o(
        _OT,
        "name-longer",
        '<tool_call>{"name": "say_hello_world", "arguments": {}}</tool_call>',
        [("say_hello_world", {})],
        "",
    ),
    _o(
        _OT,
        "substring-json",
        '{"name": "get_address","arguments": {"location": "London"}}',
        [("get_address", {"location": "London"})],
        "",
    ),
    _o(
        _OT,
        "substring-qwen",
        '<tool_call>{"name": "get_address", "arguments": {"location": "London"}}</tool_call>',
        [("get_address", {"location": "London"})],
        "",
    ),
    _o(
        _OT,
        "args-before-name",
        '<tool_call>{"arguments": {"a": "5", "b": "10"}, "name": "add"}</tool_call>',
        [("add", {"a": "5", "b": "10"})],
        "",
    ),
]
_WEATHER_SF: Call = ("get_weather", {"location": "San Francisco", "unit": "celsius"})
OLLAMA += [
    _o(
        "ollama-qwen3",
        "thinking",
        "Let me think...</think>Answer.",
        [],
        "Answer.",
        reasoning_open=True,
    ),
    _o(
        "ollama-qwen3",
        "thinking-explicit-open",
        "<think>\nLet me think...</think>Answer.",
        [],
        "Answer.",
        reasoning_open=True,
    ),
    _o("ollama-qwen3", "direct", "Direct answer", [], "Direct answer"),
    _o(
        "ollama-qwen3",
        "tool-call",
        '<tool_call>{"name":"get_weather","arguments":{"location":"San Francisco","unit":"celsius"}}</tool_call>',
        [_WEATHER_SF],
        "",
    ),
    _o(
        "ollama-qwen3",
        "call-before-think-close",
        'Let me think<tool_call>{"name":"get_weather","arguments":{"location":"San Francisco","unit":"celsius"}}</tool_call>',
        [_WEATHER_SF],
        "",
        reasoning_open=True,
    ),
    _o(
        "ollama-qwen3",
        "qwen35-content",
        "Hello! How can I help you today?",
        [],
        "Hello! How can I help you today?",
    ),
    _o(
        "ollama-qwen3",
        "three-calls",
        '<tool_call>{"name":"first","arguments":{"a":"1"}}</tool_call>\n<tool_call>{"name":"second","arguments":{"b":"2"}}</tool_call>\n<tool_call>{"name":"third","arguments":{"c":"3"}}</tool_call>',
        [("first", {"a": "1"}), ("second", {"b": "2"}), ("third", {"c": "3"})],
        None,
    ),
]
_DSB = "<｜tool▁calls▁begin｜><｜tool▁call▁begin｜>"
_DSE = "<｜tool▁call▁end｜><｜tool▁calls▁end｜>"
_OD = "ollama-deepseek3"
OLLAMA += [
    _o(_OD, "simple", "Hello, how are you?", [], "Hello, how are you?"),
    _o(
        _OD,
        "thinking",
        "I need to think about this...</think>The answer is 42.",
        [],
        "The answer is 42.",
        reasoning_open=True,
    ),
    _o(_OD, "no-thinking", "Just a regular response.", [], "Just a regular response."),
    _o(
        _OD,
        "thinking-newlines",
        "Let me think:\n- Point 1\n- Point 2</think>\n\nHere's my answer.",
        [],
        "Here's my answer.",
        reasoning_open=True,
    ),
    _o(
        _OD,
        "tool-call",
        "I'll check the weather." + _DSB + 'get_weather<｜tool▁sep｜>{"location":"Paris"}' + _DSE,
        [("get_weather", {"location": "Paris"})],
        "I'll check the weather.",
    ),
    _o(
        _OD,
        "two-calls",
        "Getting weather for both cities."
        + _DSB
        + 'get_weather<｜tool▁sep｜>{"location":"Paris"}<｜tool▁call▁end｜><｜tool▁call▁begin｜>get_weather<｜tool▁sep｜>{"location":"London"}'
        + _DSE,
        [("get_weather", {"location": "Paris"}), ("get_weather", {"location": "London"})],
        "Getting weather for both cities.",
    ),
    _o(
        _OD,
        "tool-output",
        "Here's the weather: <｜tool▁output▁begin｜>Temperature: 22°C, Sunny<｜tool▁output▁end｜> Hope that helps!",
        [],
        "Here's the weather: Temperature: 22°C, Sunny Hope that helps!",
        convention="results-hidden",
        sandman=([], "Here's the weather: Hope that helps!"),
    ),
    _o(
        _OD,
        "complex-arguments",
        "Processing data."
        + _DSB
        + 'process_data<｜tool▁sep｜>{"items":["item1","item2"],"config":{"enabled":true,"threshold":0.95}}'
        + _DSE,
        [
            (
                "process_data",
                {"items": ["item1", "item2"], "config": {"enabled": True, "threshold": 0.95}},
            )
        ],
        "Processing data.",
    ),
    _o(
        _OD,
        "thinking-then-call",
        "Let me check the weather...</think>I'll get that for you."
        + _DSB
        + 'get_weather<｜tool▁sep｜>{"location":"Paris"}'
        + _DSE,
        [("get_weather", {"location": "Paris"})],
        "I'll get that for you.",
        reasoning_open=True,
    ),
    _o(_OD, "only-thinking", "Just thinking content</think>", [], "", reasoning_open=True),
    _o(
        _OD,
        "two-tool-outputs",
        "Results: <｜tool▁output▁begin｜>Paris: 22°C<｜tool▁output▁end｜> and <｜tool▁output▁begin｜>London: 18°C<｜tool▁output▁end｜>",
        [],
        "Results: Paris: 22°C and London: 18°C",
        convention="results-hidden",
        sandman=([], "Results: and"),
    ),
    _o(_OD, "unicode", "مرحبا بالعالم! 你好世界! 🌍", [], "مرحبا بالعالم! 你好世界! 🌍"),
    _o(_OD, "emoji", "Task completed ✅ 🎉", [], "Task completed ✅ 🎉"),
    _o(
        _OD,
        "emoji-after-call",
        "I'll help you."
        + _DSB
        + 'get_weather<｜tool▁sep｜>{"location":"Tokyo"}'
        + _DSE
        + "完成 ✅",
        [("get_weather", {"location": "Tokyo"})],
        "I'll help you.完成 ✅",
    ),
    _o(
        _OD,
        "whitespace",
        "Line 1\n\nLine 3\t\tTabbed content",
        [],
        "Line 1\n\nLine 3\t\tTabbed content",
    ),
    _o(
        _OD,
        "thinking-unicode",
        "我在思考这个问题...</think>答案是42。",
        [],
        "答案是42。",
        reasoning_open=True,
    ),
    _o(
        _OD,
        "unicode-arguments",
        "Searching for information."
        + _DSB
        + 'search<｜tool▁sep｜>{"query":"北京天气","language":"中文"}'
        + _DSE,
        [("search", {"query": "北京天气", "language": "中文"})],
        "Searching for information.",
    ),
    _o(
        _OD,
        "tool-output-unicode",
        "天气信息: <｜tool▁output▁begin｜>北京: 25°C, 晴天<｜tool▁output▁end｜> 希望对您有帮助!",
        [],
        "天气信息: 北京: 25°C, 晴天 希望对您有帮助!",
        convention="results-hidden",
        sandman=([], "天气信息: 希望对您有帮助!"),
    ),
    _o(
        _OD,
        "tool-output-special-chars",
        "Price: $100 & tax @ 10% = $110 <｜tool▁output▁begin｜>Total: $110<｜tool▁output▁end｜> (final)",
        [],
        "Price: $100 & tax @ 10% = $110 Total: $110 (final)",
        convention="results-hidden",
        sandman=([], "Price: $100 & tax @ 10% = $110 (final)"),
    ),
    _o(
        _OD,
        "call-special-chars",
        "Processing data."
        + _DSB
        + 'execute_command<｜tool▁sep｜>{"command":"ls && echo \\"done\\"","path":"/home/user"}'
        + _DSE,
        [("execute_command", {"command": 'ls && echo "done"', "path": "/home/user"})],
        "Processing data.",
    ),
    _o(
        _OD,
        "thinking-special-chars",
        "Let me calculate: 2+2=4 & 3*3=9...</think>The results are correct!",
        [],
        "The results are correct!",
        reasoning_open=True,
    ),
    _o(
        _OD,
        "empty-call-args",
        "Pinging server." + _DSB + "ping<｜tool▁sep｜>{}" + _DSE,
        [("ping", {})],
        "Pinging server.",
    ),
    _o(
        _OD,
        "empty-tool-output",
        "Checking status: <｜tool▁output▁begin｜><｜tool▁output▁end｜> No output received.",
        [],
        "Checking status:  No output received.",
    ),
]

CASES: list[PeerCase] = VLLM + LLAMACPP + OLLAMA
