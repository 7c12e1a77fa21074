"""A browser robot for the page's tests, run in its own process:

    python browser_driver.py URL ARTIFACTS_DIR SCENARIO...

It drives the distribution's headless Chromium through Playwright (sync API; it never downloads
a browser), acts as a user would in each scenario, and prints one JSON line per scenario:
``{"scenario": …, "ok": true, "seen": {…what the page showed…}}`` or ``{"ok": false, "error": …}``.
The tests judge what was seen. It runs apart from the test process because trio-asyncio (loaded
there by the journal) takes over asyncio's event loop policy, which Playwright's sync API needs.
"""

from __future__ import annotations

import json
import os
import shutil
import sys
import traceback
from collections.abc import Callable
from pathlib import Path
from typing import Any

from playwright.sync_api import Browser, Page, sync_playwright

CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
MODEL_TIMEOUT_MS = 120_000


def chromium_path() -> str | None:
    return (
        os.environ.get("SANDMAN_CHROMIUM")
        or shutil.which("chromium")
        or ("/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None)
    )


class Run:
    def __init__(self, browser: Browser, url: str, artifacts: Path) -> None:
        self.browser = browser
        self.url = url
        self.artifacts = artifacts

    def page(self, width: int = 1100, height: int = 900) -> tuple[Page, dict[str, list[str]]]:
        """A fresh page; what it reports (dialogs, script errors, CSP violations) is collected."""
        context = self.browser.new_context(viewport={"width": width, "height": height})
        page = context.new_page()
        log: dict[str, list[str]] = {"dialogs": [], "errors": [], "console_errors": []}

        def on_dialog(dialog: Any) -> None:
            log["dialogs"].append(dialog.message)
            dialog.dismiss()

        page.on("dialog", on_dialog)
        page.on("pageerror", lambda exc: log["errors"].append(str(exc)))
        page.on(
            "console", lambda m: log["console_errors"].append(m.text) if m.type == "error" else None
        )
        # Any blocked inline script or style would show up here.
        page.add_init_script(
            "window.__violations = [];"
            "document.addEventListener('securitypolicyviolation',"
            " e => window.__violations.push(e.violatedDirective + ' ' + e.blockedURI));"
        )
        return page, log


def _watch_reply(page: Page) -> None:
    """Record every state the latest reply bubble goes through (length of its text, state)."""
    page.evaluate(
        """() => {
        window.__steps = [];
        const log = document.getElementById('chat-log');
        new MutationObserver(() => {
            const bubbles = log.querySelectorAll('.msg.bot');
            const last = bubbles[bubbles.length - 1];
            if (!last) return;
            const body = last.querySelector('.body');
            window.__steps.push([body.textContent.length, last.dataset.state || '']);
        }).observe(log, {subtree: true, childList: true, characterData: true, attributes: true});
    }"""
    )


def _settled(page: Page) -> None:
    page.wait_for_selector(
        "#chat-log .msg.bot:last-child:is([data-state=done],[data-state=failed],[data-state=stopped])",
        timeout=MODEL_TIMEOUT_MS,
    )


def _last_bot(page: Page) -> dict[str, Any]:
    result: dict[str, Any] = page.evaluate(
        """() => {
        const all = document.querySelectorAll('#chat-log .msg.bot');
        const b = all[all.length - 1];
        return {state: b.dataset.state, text: b.querySelector('.body').textContent,
                note: b.querySelector('.note').textContent,
                segments: [...b.querySelectorAll('.body [data-source]')].map(
                    s => [s.dataset.source, s.textContent, getComputedStyle(s).borderLeftStyle]),
                tools: [...b.querySelectorAll('.tools li')].map(li => li.textContent)};
    }"""
    )
    return result


def chat_streams(run: Run) -> dict[str, Any]:
    page, log = run.page()
    page.goto(run.url + "#/chat")
    page.get_by_role("heading", name="Chat").wait_for()
    box = page.get_by_label("Message")
    # A question a tool answers: its activity shows as it happens.
    box.fill("What does a snake mean?")
    box.press("Enter")  # the keyboard sends
    _settled(page)
    seen: dict[str, Any] = {"tool_reply": _last_bot(page)}
    seen["user_bubble"] = page.locator("#chat-log .msg.user").last.text_content()
    # Plain conversation: the model's reply, streamed.
    _watch_reply(page)
    box.fill("Let's talk about the moon tonight.")
    box.press("Enter")
    _settled(page)
    seen["steps"] = page.evaluate("window.__steps")
    seen["reply"] = _last_bot(page)
    page.screenshot(path=str(run.artifacts / "chat.png"), full_page=True)
    seen["stop_enabled_after"] = page.get_by_role("button", name="Stop").is_enabled()
    seen["send_enabled_after"] = page.get_by_role("button", name="Send").is_enabled()
    seen.update(log)
    seen["violations"] = page.evaluate("window.__violations")
    return seen


def chat_stop(run: Run) -> dict[str, Any]:
    page, log = run.page()
    page.goto(run.url + "#/chat")
    page.get_by_role("button", name="New conversation").click()
    _watch_reply(page)
    box = page.get_by_label("Message")
    box.fill("Let's talk about the moon tonight.")
    page.get_by_role("button", name="Send").click()
    # As soon as the reply has begun to show, the user presses Stop: clicked in the page, in the
    # same turn of its event loop as the first text (a round trip from here could come after a
    # short reply had already ended, with Stop disabled again).
    page.evaluate(
        """() => new Promise(resolve => {
          const tryStop = () => {
            const body = document.querySelector('#chat-log .msg.bot:last-child .body');
            if (!body || body.textContent.length === 0) return false;
            document.querySelector('#stop').click();
            resolve(true);
            return true;
          };
          if (tryStop()) return;
          const watch = new MutationObserver(() => { if (tryStop()) watch.disconnect(); });
          watch.observe(document.querySelector('#chat-log'),
                        {subtree: true, childList: true, characterData: true});
        })"""
    )
    page.wait_for_selector("#chat-log .msg.bot:last-child[data-state=stopped]", timeout=10_000)
    stopped = _last_bot(page)
    conversation = page.evaluate("localStorage.getItem('sandman.conversation')")
    # The next message gets a whole reply.
    box.fill("Hello again")
    box.press("Enter")
    _settled(page)
    after = _last_bot(page)
    stopped_later = page.evaluate(
        "() => { const b = document.querySelectorAll('#chat-log .msg.bot');"
        " return b[b.length - 2].querySelector('.body').textContent; }"
    )
    turns = page.evaluate(
        "async id => (await (await fetch('/api/conversations/' + encodeURIComponent(id))).json()).turns"
        ".map(t => t.user_text)",
        conversation,
    )
    return {
        "stopped": stopped,
        "stopped_text_later": stopped_later,
        "after": after,
        "saved_turns": turns,
        "steps": page.evaluate("window.__steps"),
        **log,
    }


def conversation_delete(run: Run) -> dict[str, Any]:
    """A conversation with a dream told in it, deleted from the chat after changing their mind
    once; the dream stays."""
    page, log = run.page()
    page.goto(run.url + "#/chat")
    page.get_by_role("button", name="New conversation").click()
    seen: dict[str, Any] = {
        "button_before": page.locator("#delete-conversation").is_visible(),
    }
    box = page.get_by_label("Message")
    box.fill("I dreamt of a lantern floating over a dark lake.")
    box.press("Enter")
    _settled(page)
    conversation = page.evaluate("localStorage.getItem('sandman.conversation')")
    page.get_by_role("button", name="Delete conversation…").wait_for()
    seen["button_after_a_turn"] = page.locator("#delete-conversation").is_visible()
    page.get_by_role("button", name="Delete conversation…").click()
    dialog = page.get_by_role("dialog")
    seen["dialog_text"] = dialog.text_content()
    page.get_by_role("button", name="Keep it").click()
    listed = (
        "async id => (await (await fetch('/api/conversations')).json())"
        ".conversations.some(c => c.id === id)"
    )
    seen["kept"] = page.evaluate(listed, conversation)
    page.get_by_role("button", name="Delete conversation…").click()
    page.get_by_role("dialog").get_by_role("button", name="Delete", exact=True).click()
    page.wait_for_function(
        "() => document.getElementById('status').textContent.includes('deleted')"
    )
    seen["status"] = page.locator("#status").text_content()
    seen["deleted"] = page.evaluate(listed, conversation)
    seen["log_after"] = page.locator("#chat-log > *").count()
    seen["new_conversation"] = page.evaluate("localStorage.getItem('sandman.conversation')")
    seen["old_conversation"] = conversation
    seen["button_after_delete"] = page.locator("#delete-conversation").is_visible()
    seen["dream_kept"] = page.evaluate(
        "async () => JSON.stringify(await (await fetch('/api/dreams?search=lantern')).json())"
    )
    # (the journal as the other scenarios left it: the dream told here goes)
    page.evaluate(
        "async () => { for (const d of (await (await fetch('/api/dreams?search=lantern')).json())"
        ".dreams) await fetch('/api/dreams/' + d.id, {method: 'DELETE'}); }"
    )
    seen["violations"] = page.evaluate("window.__violations")
    seen.update(log)
    return seen


def journal_crud(run: Run) -> dict[str, Any]:
    page, log = run.page()
    seen: dict[str, Any] = {}
    page.goto(run.url + "#/journal")
    page.locator(".dream-card").first.wait_for()
    page.locator("#chart-body svg rect").first.wait_for()
    seen["chart_label"] = page.locator("#chart-body svg").get_attribute("aria-label")
    seen["legend"] = page.locator("#chart-legend li").all_text_contents()
    page.screenshot(path=str(run.artifacts / "journal.png"), full_page=True)

    page.get_by_role("link", name="Add a dream").click()
    form = page.locator("#view-new")  # labels are looked up inside the view that is showing
    form.get_by_label("What did you dream?").fill("I rode a silver bicycle across a frozen lake.")
    form.get_by_label("Night of").fill("2024-02-03")
    form.get_by_label("Mood").fill("curious")
    form.get_by_label("Title").fill("Silver bicycle")
    page.get_by_role("button", name="Save dream").click()
    page.wait_for_url("**#/dream/*")
    page.wait_for_function("() => document.getElementById('dream-title').textContent.length > 0")
    seen["created_title"] = page.locator("#dream-title").text_content()
    dream_url = page.url

    page.get_by_role("link", name="Journal").click()
    search = page.locator("#view-journal").get_by_label("Search")
    search.fill("bicycle")
    search.press("Enter")
    page.wait_for_function(
        "() => document.getElementById('journal-summary').textContent.includes('bicycle')"
    )
    seen["search_summary"] = page.locator("#journal-summary").text_content()
    seen["search_cards"] = page.locator(".dream-card").all_text_contents()
    page.locator(".dream-card", has_text="Silver bicycle").click()
    page.wait_for_url(dream_url)

    page.get_by_role("button", name="Edit").click()
    edit = page.locator("#edit-form")
    edit.get_by_label("What you dreamt").fill("I rode a golden bicycle across a frozen lake.")
    edit.get_by_label("Mood").fill("delighted")
    page.get_by_role("button", name="Save changes").click()
    page.wait_for_function(
        "() => document.getElementById('dream-text').textContent.includes('golden')"
    )
    seen["edited_text"] = page.locator("#dream-text").text_content()
    seen["edited_mood"] = page.locator("#dream-mood").text_content()

    # Delete: the first time the user changes their mind, the second time confirms.
    page.get_by_role("button", name="Delete…").click()
    dialog = page.get_by_role("dialog")
    seen["dialog_text"] = dialog.text_content()
    page.get_by_role("button", name="Keep it").click()
    seen["kept"] = page.evaluate(
        "async u => (await fetch(u)).status", dream_url.replace("#/dream/", "api/dreams/")
    )
    page.get_by_role("button", name="Delete…").click()
    page.get_by_role("dialog").get_by_role("button", name="Delete", exact=True).click()
    page.wait_for_url("**#/journal")
    seen["dream_id"] = int(dream_url.rsplit("/", 1)[1])
    search.fill("bicycle")
    search.press("Enter")
    page.wait_for_function(
        "() => document.getElementById('journal-summary').textContent.startsWith('No dreams')"
    )
    seen["search_after_delete"] = page.locator("#journal-summary").text_content()
    seen["violations"] = page.evaluate("window.__violations")
    seen.update(log)
    return seen


XSS_MARKUP = "img, script, iframe, b, i, svg image, object, embed"


def xss_inert(run: Run) -> dict[str, Any]:
    page, log = run.page()
    seen: dict[str, Any] = {}
    page.goto(run.url + "#/journal")
    page.locator(".dream-card").first.wait_for()
    search = page.locator("#view-journal").get_by_label("Search")
    search.fill("onerror")
    search.press("Enter")
    page.wait_for_function(
        "() => document.getElementById('journal-summary').textContent.includes('onerror')"
    )
    card = page.locator(".dream-card").first
    seen["card_text"] = card.text_content()
    seen["markup_in_list"] = page.locator(f"#dream-list :is({XSS_MARKUP})").count()
    seen["markup_in_chart"] = page.locator("#mood-chart :is(img, script, iframe, b, i)").count()
    seen["legend"] = page.locator("#chart-legend").text_content()
    card.click()
    page.wait_for_url("**#/dream/*")
    page.wait_for_function("() => document.getElementById('dream-text').textContent.length > 0")
    seen["dream_title"] = page.locator("#dream-title").text_content()
    seen["dream_text"] = page.locator("#dream-text").text_content()
    seen["dream_mood"] = page.locator("#dream-mood").text_content()
    seen["markup_in_dream"] = page.locator(f"#dream-read :is({XSS_MARKUP})").count()
    page.goto(run.url + "#/notes")
    page.locator("#memory-list li").first.wait_for()
    seen["memory_text"] = page.locator("#memory-list").text_content()
    seen["symbol_text"] = page.locator("#symbol-list").text_content()
    seen["markup_in_notes"] = page.locator(f"#view-notes :is({XSS_MARKUP})").count()
    seen["pwned"] = page.evaluate("window.__pwned === undefined ? null : window.__pwned")
    seen["violations"] = page.evaluate("window.__violations")
    seen.update(log)
    return seen


def notes_edit(run: Run) -> dict[str, Any]:
    page, log = run.page()
    seen: dict[str, Any] = {}
    page.goto(run.url + "#/notes")
    page.get_by_role("heading", name="Memories & symbols").wait_for()
    notes = page.locator("#view-notes")
    notes.get_by_label("Something to remember").fill("My brother is called Tom")
    page.get_by_role("button", name="Remember").click()
    page.locator("#memory-list li", has_text="Tom").wait_for()
    notes.get_by_label("Symbol", exact=True).fill("lighthouse")
    notes.get_by_label("What it means to you").fill("a safe way home")
    page.get_by_role("button", name="Save meaning").click()
    page.locator("#symbol-list li", has_text="lighthouse").wait_for()
    page.get_by_role("button", name="Edit the meaning of lighthouse").click()
    seen["form_after_edit_click"] = [
        notes.get_by_label("Symbol", exact=True).input_value(),
        notes.get_by_label("What it means to you").input_value(),
    ]
    notes.get_by_label("What it means to you").fill("hope in the dark")
    page.get_by_role("button", name="Save meaning").click()
    page.locator("#symbol-list li", has_text="hope in the dark").wait_for()
    seen["symbols"] = page.locator("#symbol-list li").all_text_contents()
    page.get_by_role("button", name="Forget: My brother is called Tom").click()
    page.locator("#memory-list li", has_text="Tom").wait_for(state="detached")
    page.get_by_role("button", name="Delete the meaning of lighthouse").click()
    page.locator("#symbol-list li", has_text="lighthouse").wait_for(state="detached")
    seen["api_memories"] = page.evaluate(
        "async () => (await (await fetch('/api/memories')).json()).memories.map(m => m.fact)"
    )
    seen["api_symbols"] = page.evaluate(
        "async () => (await (await fetch('/api/symbols')).json()).symbols.map(s => s.symbol)"
    )
    seen.update(log)
    return seen


def phone(run: Run) -> dict[str, Any]:
    page, log = run.page(width=390, height=844)
    seen: dict[str, Any] = {"overflow": {}}
    for view in ("journal", "chat", "notes", "new"):
        page.goto(run.url + f"#/{view}")
        page.locator(f"#view-{view}:not([hidden])").wait_for()
        if view == "journal":
            page.locator(".dream-card").first.wait_for()
            page.screenshot(path=str(run.artifacts / "journal-phone.png"), full_page=True)
        seen["overflow"][view] = page.evaluate(
            "document.documentElement.scrollWidth - window.innerWidth"
        )
    # Keyboard: on a fresh load the first Tab reaches the skip link, then the sections.
    fresh, fresh_log = run.page(width=390, height=844)
    fresh.goto(run.url)
    fresh.locator(".dream-card").first.wait_for()
    tabs = []
    for _ in range(3):
        fresh.keyboard.press("Tab")
        tabs.append(fresh.evaluate("document.activeElement.textContent.trim()"))
    seen["first_tabs"] = tabs
    for key, values in fresh_log.items():
        log[key] += values
    # Every control has a name (a label, an aria-label or its text).
    page.goto(run.url + "#/journal")
    seen["unlabelled"] = page.evaluate(
        """() => [...document.querySelectorAll('input, select, textarea, button')]
             .filter(el => !(el.labels && el.labels.length) && !el.getAttribute('aria-label')
                           && !el.textContent.trim())
             .map(el => el.outerHTML.slice(0, 80))"""
    )
    seen.update(log)
    return seen


SCENARIOS: dict[str, Callable[[Run], dict[str, Any]]] = {
    f.__name__: f
    for f in (
        chat_streams,
        chat_stop,
        conversation_delete,
        journal_crud,
        xss_inert,
        notes_edit,
        phone,
    )
}


def main(argv: list[str]) -> int:
    url, artifacts, names = argv[1], Path(argv[2]), argv[3:]
    executable = chromium_path()
    if executable is None:
        print(
            json.dumps({"scenario": "*", "ok": False, "error": "Chromium is not installed"}),
            flush=True,
        )
        return 1
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=executable, args=CHROMIUM_ARGS, headless=True)
        run = Run(browser, url, artifacts)
        for name in names:
            try:
                seen = SCENARIOS[name](run)
                print(json.dumps({"scenario": name, "ok": True, "seen": seen}), flush=True)
            except Exception as exc:
                detail = "".join(traceback.format_exception_only(type(exc), exc)).strip()
                print(json.dumps({"scenario": name, "ok": False, "error": detail}), flush=True)
                traceback.print_exc()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
