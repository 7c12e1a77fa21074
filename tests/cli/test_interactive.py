"""The real interactive chat, driven in a pseudo-terminal with the real bundled model."""

from __future__ import annotations

import re
import signal
import subprocess
import sys
import termios
from pathlib import Path

import pexpect
import pytest
import trio

from sandman.storage import open_journal

from ._helpers import sandman_env

PROMPT = "Send a message"  # the empty prompt's placeholder: the chat waits for a message
INDICATOR = "\x1b[2m·"  # the activity indicator's first frame


async def _turns(db: Path) -> list[str]:
    async with open_journal(db) as journal:
        [conversation] = await journal.conversations()
        return [t.user_text for t in await journal.conversation_turns(conversation.id)]


@pytest.mark.reply_style("small")
def test_history_paste_help_ctrl_c_and_ctrl_d_at_a_terminal(tmp_path: Path) -> None:
    db = tmp_path / "journal.db"
    data = tmp_path / "data"
    env = sandman_env(
        XDG_DATA_HOME=str(data),
        TERM="xterm-256color",
        PROMPT_TOOLKIT_NO_CPR="1",  # pexpect answers no cursor-position requests
    )
    child = pexpect.spawn(
        sys.executable,
        ["-m", "sandman.cli", "chat", "--db", str(db)],
        env=env,
        dimensions=(40, 60),
        encoding="utf-8",
        timeout=120,
    )
    try:
        child.expect(PROMPT)
        assert child.before.count("Loading") == 1  # the loading line is printed once
        child.send("hello there\r")
        child.expect(PROMPT)

        child.send("/help\r")
        child.expect("Commands:")
        child.expect(PROMPT)

        child.send("\x1b[A\x1b[A\r")  # ↑ ↑ Enter: /help, then "hello there" again
        child.expect(PROMPT)

        # A bracketed paste with a line break, then Enter: one message.
        child.send("\x1b[200~I was in a house.\nIt flooded.\x1b[201~")
        child.send("\r")
        child.expect(PROMPT)

        # Ctrl-C once the reply's text is streaming: the reply stops, the session goes on. The
        # model's words must stream for that: a reply whose every sentence the guard drops ends
        # with Sandman's own line instead, so up to three stories are asked for.
        # A reply may also end before the Ctrl-C lands (a short one, on a fast machine): then the
        # Ctrl-C reaches the prompt, which says how to leave, and the next story is asked for.
        finished = []  # the stories whose turn ended without being stopped (kept as turns)
        for story in (
            "the sea and the ships on it",
            "a lighthouse keeper and his cat",
            "a city made of glass",
            "a train that never stops",
            "a garden under the snow",
        ):
            child.send(f"tell me a long story about {story}\r")
            child.expect_exact(INDICATOR)
            # the indicator erased and the model's first words printed, or the turn over without them
            if child.expect([r"\x1b\[K[A-Za-z]", PROMPT]) == 1:
                finished.append(f"tell me a long story about {story}")
                continue
            child.send("\x03")
            if child.expect_exact(["[stopped]", "To leave, press Ctrl-D or type /bye."]) == 0:
                child.expect(PROMPT)
                break
            child.expect(PROMPT)
            finished.append(f"tell me a long story about {story}")
        else:
            pytest.fail("no reply of the model's was stopped in five tries")

        # Ctrl-C at the prompt clears the line and says how to leave.
        child.send("half a line")
        child.send("\x03")
        child.expect("To leave, press Ctrl-D or type /bye.")
        child.expect(PROMPT)

        child.send("what does a key mean?\r")
        # The journal's lead (the dictionary's reading of "key") is printed in the journal's
        # colour, apart from the companion's own words.
        child.expect_exact("\x1b[36m")
        child.expect(r"[Kk]ey")
        child.expect(PROMPT)

        child.send("\x04")  # Ctrl-D on an empty line
        child.expect(pexpect.EOF)
        tail = child.before
    finally:
        child.close(force=True)
    assert child.exitstatus == 0, child.signalstatus
    assert tail.endswith("\r\n")  # Ctrl-D leaves the shell prompt on a line of its own
    assert trio.run(_turns, db) == [
        "hello there",
        "hello there",
        "I was in a house.\nIt flooded.",
        *finished,
        "what does a key mean?",
    ]
    history = (data / "sandman" / "chat_history").read_text()
    assert "+I was in a house.\n+It flooded.\n" in history
    assert (data / "sandman" / "chat_history").stat().st_mode & 0o077 == 0


def _read_then_close(argv: list[str], env: dict[str, str], *, line: bool) -> tuple[int, str]:
    proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    assert proc.stdout is not None and proc.stderr is not None
    if line:
        proc.stdout.readline()  # like `| head -1`
    else:
        proc.stdout.read(5)  # like `| head -c 5`
    proc.stdout.close()
    err = proc.stderr.read().decode()
    return proc.wait(timeout=300), err


def test_ask_into_a_closed_pipe_exits_quietly(tmp_path: Path) -> None:
    env = sandman_env(XDG_DATA_HOME=str(tmp_path / "data"))
    db = str(tmp_path / "journal.db")
    ask = [sys.executable, "-m", "sandman.cli", "ask", "--db", db]
    status, err = _read_then_close(
        [*ask, "Tell me about the sea and the moon and the stars"], env, line=False
    )
    assert status in (0, 141) and "Traceback" not in err and "Error" not in err, err
    status, err = _read_then_close([*ask, "--json", "what does a snake mean?"], env, line=True)
    assert status in (0, 141) and err == "", err


def test_terminated_at_the_prompt_the_terminal_is_given_back(tmp_path: Path) -> None:
    env = sandman_env(
        XDG_DATA_HOME=str(tmp_path / "data"), TERM="xterm-256color", PROMPT_TOOLKIT_NO_CPR="1"
    )
    child = pexpect.spawn(
        sys.executable,
        ["-m", "sandman.cli", "chat", "--db", str(tmp_path / "journal.db")],
        env=env,
        encoding="utf-8",
        timeout=120,
    )
    try:
        child.expect(PROMPT)
        lflags = termios.tcgetattr(child.child_fd)[3]
        assert not lflags & termios.ISIG  # Ctrl-C is a key during the session
        child.kill(signal.SIGTERM)
        child.expect(pexpect.EOF)
        lflags = termios.tcgetattr(child.child_fd)[3]
    finally:
        child.close(force=True)
    assert child.signalstatus == signal.SIGTERM
    assert lflags & termios.ISIG and lflags & termios.ICANON and lflags & termios.ECHO


@pytest.mark.reply_style("small")
def test_ask_trace_on_the_real_model_shows_the_prompt_and_its_raw_output(tmp_path: Path) -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "sandman.cli",
            "ask",
            "what does a key mean?",
            "--trace",
            "--json",
            "--db",
            str(tmp_path / "j.db"),
        ],
        capture_output=True,
        text=True,
        timeout=300,
        env=sandman_env(XDG_DATA_HOME=str(tmp_path)),
    )
    assert done.returncode == 0, done.stderr
    import json

    records = [json.loads(line) for line in done.stderr.splitlines() if line.startswith("{")]
    calls = [r for r in records if r["trace"] == "model_call" and r["role"] == "respond"]
    assert calls, done.stderr
    call = calls[0]
    assert "what does a key mean?" in call["prompt"] and "<|im_start|>" in call["prompt"]
    assert 0 < call["evaluated_tokens"] <= call["prompt_tokens"]
    assert call["completion_tokens"] > 0 and isinstance(call["output"], str)
    assert call["first_token_ms"] is not None and call["total_ms"] >= call["first_token_ms"]
    events = [json.loads(line) for line in done.stdout.splitlines()]
    shown = "".join(e["text"] for e in events if e["type"] == "text" and e["source"] == "model")
    # Each reply pass says what it showed (two when the guard dropped all of the first and the
    # turn's extra pass asked again); together they are the model's words on screen.
    passes = [r for r in records if r["trace"] == "respond_pass"]
    assert 1 <= len(passes) <= 2
    assert " ".join("".join(r["shown"] for r in passes).split()) == " ".join(shown.split())


def _seeded() -> list[tuple[str, str, str, str]]:
    """Four dreams dated back from today, so the questions read the same whatever the day."""
    from datetime import date, timedelta

    today = date.today()
    days = [today - timedelta(days=n) for n in (79, 61, 51, 12)]
    return [
        (
            days[0].isoformat(),
            "The flooded library",
            "Water rose through the library and the books floated.",
            "anxious",
        ),
        (
            days[1].isoformat(),
            "Wolf in the snow",
            "A grey wolf followed me through the snowy forest.",
            "scared",
        ),
        (
            days[2].isoformat(),
            "Lighthouse",
            "I climbed a lighthouse while the sea crashed below, water everywhere.",
            "nervous",
        ),
        (days[3].isoformat(), "Another wolf", "The wolf came back and sat by the water.", "calm"),
    ]


async def _seed(db: Path, seeded: list[tuple[str, str, str, str]]) -> None:
    async with open_journal(db) as journal:
        for day, title, text, mood in seeded:
            await journal.add_dream(text, date=day, title=title, mood=mood)


def _questions() -> list[tuple[str, str]]:
    from datetime import date

    from sandman.storage._leads import human_date
    from sandman.storage._overview import period_words

    seeded = _seeded()
    first, third, last = seeded[0][0], seeded[2][0], seeded[3][0]
    day = date.fromisoformat(third)
    return [
        (
            "How many dreams have I logged so far?",
            f"You have logged 4 dreams (1 felt good, 3 hard), {period_words(first, last)}.",
        ),
        (
            f"What did I dream on {day:%B} {day.day}?",
            f'1 dream on {human_date(third)}:\n- {human_date(third)}, "Lighthouse"',
        ),
        (
            "In which dream did I feel anxious?",
            "2 dreams with the mood anxious or close to it (nervous):",
        ),
        (
            "What was my very first dream in the journal?",
            f'Your first dream in the journal:\n- {human_date(first)}, "The flooded library"',
        ),
        (
            "Is there anything that keeps coming back in my dreams?",
            "What comes back: water (3 dreams), wolf (2 dreams).",
        ),
    ]


@pytest.mark.parametrize("index", range(5))
def test_questions_about_the_whole_journal_are_answered_from_it_on_the_real_model(
    tmp_path: Path, index: int
) -> None:
    question, lead = _questions()[index]
    db = tmp_path / "j.db"
    trio.run(_seed, db, _seeded())
    done = subprocess.run(
        [sys.executable, "-m", "sandman.cli", "ask", question, "--json", "--db", str(db)],
        capture_output=True,
        text=True,
        timeout=300,
        env=sandman_env(XDG_DATA_HOME=str(tmp_path)),
    )
    assert done.returncode == 0, done.stderr
    import json

    events = [json.loads(line) for line in done.stdout.splitlines()]
    route = events[0]
    assert route["type"] == "route" and route["route"] == "recent_dreams", (question, route)
    journal = "".join(e["text"] for e in events if e["type"] == "text" and e["source"] == "journal")
    assert lead in journal, (question, journal)
    assert events[-1]["type"] == "turn_finished"


_ASKED = [
    # a typo in both words of a search
    (["did i ever dream abut a libary?"], "search_dreams", '"The flooded library"'),
    # several symbols in one question: each looked up
    (
        ["Tell me everything about water, wolves and lighthouses in dreams"],
        "lookup_symbol",
        "Dream dictionaries read wolf as",
    ),
    # a fact told with a request to keep it, then asked back
    (
        ["My sister is called Ana, please remember that.", "What is my sister's name?"],
        "recall_memories",
        "My sister is called Ana",
    ),
    (
        [
            "My sister is called Ana, please remember that.",
            "Have I mentioned my sister to you before?",
        ],
        "recall_memories",
        "My sister is called Ana",
    ),
    # a yes/no question the journal answers "no": the model's words may not say yes
    (
        ["Have I mentioned any health problems to you before?"],
        "recall_memories",
        "You haven't asked me to remember anything about health problems yet.",
    ),
]


@pytest.mark.parametrize("index", range(len(_ASKED)))
def test_what_people_ask_is_understood_through_ask_on_the_real_model(
    tmp_path: Path, index: int
) -> None:
    """The understanding issue's kinds, each through ``sandman ask`` on the real model: the turn's
    route and the journal's words it answers with."""
    import json

    messages, route, said = _ASKED[index]
    db = tmp_path / "j.db"
    trio.run(_seed, db, _seeded())
    for message in messages:
        done = subprocess.run(
            [sys.executable, "-m", "sandman.cli", "ask", message, "--json", "--db", str(db)],
            capture_output=True,
            text=True,
            timeout=300,
            env=sandman_env(XDG_DATA_HOME=str(tmp_path)),
        )
        assert done.returncode == 0, done.stderr
    events = [json.loads(line) for line in done.stdout.splitlines()]
    assert events[0]["type"] == "route" and events[0]["route"] == route, (messages, events[0])
    journal = "".join(e["text"] for e in events if e["type"] == "text" and e["source"] == "journal")
    assert said in journal, (messages, journal)
    assert events[-1]["type"] == "turn_finished"
    finished = [e for e in events if e["type"] == "tool_finished"]
    # what each read found: the library, nothing a meaning could say, Ana (twice), no health
    expected = [True, None, True, True, False][index]
    assert finished and all(e["found"] is expected for e in finished), finished
    if index == 4:
        own = "".join(e["text"] for e in events if e["type"] == "text" and e["source"] == "model")
        assert not re.match(r"\W*(?:yes|yeah|of course|i have)\b", own, re.IGNORECASE), own
    if index == 1:
        looked_up = [
            e["args"]["symbol"]
            for e in events
            if e["type"] == "tool_started" and e["name"] == "lookup_symbol"
        ]
        assert looked_up == ["water", "wolf", "lighthouse"], events
