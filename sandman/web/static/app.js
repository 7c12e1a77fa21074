// Sandman's page. No framework, no build step: every view is filled from the JSON API, and
// everything the user or the model wrote goes into the page as text (text nodes, textContent),
// never as markup. The Content-Security-Policy forbids inline scripts as a second fence.

import { moodChart } from "./chart.js";

const $ = (id) => document.getElementById(id);
const PAGE = 20;

// --- small helpers -------------------------------------------------------------------------

/** An element with attributes and children; string children become text nodes. */
function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === undefined || value === null || value === false) continue;
    if (key === "class") el.className = value;
    else if (key === "text") el.textContent = value;
    else if (key.startsWith("on")) el.addEventListener(key.slice(2), value);
    else el.setAttribute(key, value === true ? "" : String(value));
  }
  for (const child of children.flat()) {
    if (child === undefined || child === null || child === false) continue;
    el.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return el;
}

class ApiError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

/** Call the JSON API; a non-2xx answer throws ApiError carrying the server's one-line message. */
async function api(path, { method = "GET", body } = {}) {
  const init = { method, headers: { Accept: "application/json" } };
  if (body !== undefined) {
    init.headers["Content-Type"] = "application/json";
    init.body = typeof body === "string" ? body : JSON.stringify(body);
  }
  const res = await fetch(path, init);
  const data = await res.json().catch(() => null);
  if (!res.ok) throw new ApiError(res.status, (data && data.error) || `${res.status} ${res.statusText}`);
  return data;
}

let statusTimer = 0;
function say(message, { error = false } = {}) {
  const el = $("status");
  el.textContent = message;
  el.classList.toggle("error", error);
  el.hidden = !message;
  clearTimeout(statusTimer);
  if (message && !error) statusTimer = setTimeout(() => say(""), 5000);
}

const failed = (err) => say(err instanceof ApiError ? err.message : `Something went wrong: ${err.message}`, { error: true });

function today() {
  const d = new Date();
  const pad = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function night(date, style = "long") {
  const d = new Date(`${date}T00:00:00`);
  if (Number.isNaN(d.getTime())) return date;
  const opts = style === "long"
    ? { weekday: "long", day: "numeric", month: "long", year: "numeric" }
    : { weekday: "short", day: "numeric", month: "short" };
  return d.toLocaleDateString(undefined, opts);
}

function monthName(date) {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00`);
  return Number.isNaN(d.getTime()) ? date.slice(0, 7) : d.toLocaleDateString(undefined, { month: "long", year: "numeric" });
}

function excerpt(text, n = 180) {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > n ? `${flat.slice(0, n - 1).trimEnd()}…` : flat;
}

const dreamTitle = (d) => d.title || excerpt(d.text, 60);

// --- views and navigation --------------------------------------------------------------------

const VIEWS = ["journal", "dream", "new", "chat", "notes"];

function show(view) {
  for (const name of VIEWS) $(`view-${name}`).hidden = name !== view;
  for (const link of document.querySelectorAll("[data-nav]")) {
    if (link.dataset.nav === view) link.setAttribute("aria-current", "page");
    else link.removeAttribute("aria-current");
  }
}

function focusHeading(view) {
  const heading = $(`view-${view}`).querySelector("h1");
  if (heading) heading.focus({ preventScroll: false });
}

async function route() {
  const hash = location.hash || "#/journal";
  const [, view, arg] = hash.match(/^#\/(\w+)(?:\/(.+))?$/) || [];
  try {
    if (view === "dream" && arg) {
      show("dream");
      await openDream(Number(arg));
    } else if (view === "new") {
      show("new");
      if (!$("new-date").value) $("new-date").value = today();
    } else if (view === "chat") {
      show("chat");
      await openChat();
    } else if (view === "notes") {
      show("notes");
      await loadNotes();
    } else {
      show("journal");
      await loadJournal({ reset: true });
    }
  } catch (err) {
    failed(err);
  }
  if (navigated) focusHeading(VIEWS.includes(view) ? view : "journal");
  navigated = true;
}
let navigated = false; // the first view keeps the page's natural focus

// --- the journal -----------------------------------------------------------------------------

const journal = { search: "", mood: "", offset: 0, shown: [] };
let journalLoads = 0; // the latest load wins: an older answer arriving late is dropped

async function loadJournal({ reset }) {
  const load = ++journalLoads;
  if (reset) loadChart().catch(failed);
  const offset = reset ? 0 : journal.offset;
  const params = new URLSearchParams({ limit: String(PAGE), offset: String(offset) });
  if (journal.search) params.set("search", journal.search);
  if (journal.mood) params.set("mood", journal.mood);
  const { dreams, total } = await api(`/api/dreams?${params}`);
  // Two loads in flight (a search sent while the view was still loading) would otherwise both
  // append to the list, and every dream would be shown twice.
  if (load !== journalLoads) return;
  journal.shown = reset ? dreams : [...journal.shown, ...dreams];
  journal.offset = offset + dreams.length;
  renderDreams(total);
}

function renderDreams(total) {
  const list = $("dream-list");
  const filtered = Boolean(journal.search || journal.mood);
  list.replaceChildren();
  $("journal-empty").hidden = total > 0 || filtered;
  $("more-dreams").hidden = journal.shown.length >= total;
  const what = [journal.search && `matching “${journal.search}”`, journal.mood && `with mood “${journal.mood}”`].filter(Boolean).join(" ");
  $("journal-summary").textContent = filtered
    ? (total ? `${total} ${total === 1 ? "dream" : "dreams"} ${what}${journal.search ? ", best match first" : ""}.` : `No dreams ${what}.`)
    : (total ? `${total} ${total === 1 ? "dream" : "dreams"}, the latest night first.` : "");
  if (!journal.shown.length) return;
  if (journal.search) {
    list.append(h("ul", { class: "dreams" }, journal.shown.map(dreamCard)));
    return;
  }
  // Dreams by date: one group per month, newest first.
  let group = null;
  let month = "";
  for (const d of journal.shown) {
    if (d.date.slice(0, 7) !== month) {
      month = d.date.slice(0, 7);
      group = h("ul", { class: "dreams" });
      list.append(h("section", { class: "month", "aria-label": monthName(d.date) }, h("h2", { class: "month-title" }, monthName(d.date)), group));
    }
    group.append(dreamCard(d));
  }
}

function dreamCard(d) {
  return h("li", {},
    h("a", { class: "dream-card", href: `#/dream/${d.id}` },
      h("span", { class: "card-head" },
        h("time", { datetime: d.date }, night(d.date, "short")),
        d.mood ? h("span", { class: "mood" }, d.mood) : null),
      h("strong", { class: "card-title" }, dreamTitle(d)),
      d.title ? h("span", { class: "card-text" }, excerpt(d.text)) : null));
}

async function loadChart() {
  const { dreams, total } = await api("/api/dreams?limit=1000");
  const chart = moodChart(dreams, { onPick: pickMood, width: $("chart-body").clientWidth });
  $("chart-body").replaceChildren(chart.svg);
  $("chart-legend").replaceChildren(...chart.legend);
  $("chart-table").replaceChildren(...chart.table);
  $("chart-range").textContent = chart.range ? ` · ${chart.range}${total > dreams.length ? ` (the latest ${dreams.length} dreams)` : ""}` : "";
  $("chart-details").hidden = !dreams.length;
  // The moods a user has used, for the filter and for the forms' suggestions.
  const moods = [...new Set(dreams.map((d) => (d.mood || "").trim().toLowerCase()).filter(Boolean))].sort();
  const select = $("mood-filter");
  select.replaceChildren(h("option", { value: "" }, "All moods"), ...moods.map((m) => h("option", { value: m }, m)));
  select.value = moods.includes(journal.mood) ? journal.mood : "";
  $("mood-options").replaceChildren(...moods.map((m) => h("option", { value: m })));
}

function pickMood(mood) {
  journal.mood = mood;
  journal.search = "";
  journal.offset = 0;
  journal.shown = [];
  $("search-input").value = "";
  $("mood-filter").value = mood;
  loadJournal({ reset: false }).catch(failed);
}

function wireJournal() {
  $("search-form").addEventListener("submit", (e) => {
    e.preventDefault();
    journal.search = $("search-input").value.trim();
    journal.mood = $("mood-filter").value;
    journal.offset = 0;
    journal.shown = [];
    loadJournal({ reset: false }).catch(failed);
  });
  $("mood-filter").addEventListener("change", () => $("search-form").requestSubmit());
  $("clear-search").addEventListener("click", () => {
    $("search-input").value = "";
    $("mood-filter").value = "";
    $("search-form").requestSubmit();
  });
  $("more-dreams").addEventListener("click", () => loadJournal({ reset: false }).catch(failed));
}

// --- one dream -------------------------------------------------------------------------------

let current = null; // the dream on its page

async function openDream(id) {
  $("edit-form").hidden = true;
  $("dream-read").hidden = false;
  try {
    current = await api(`/api/dreams/${id}`);
  } catch (err) {
    current = null;
    $("dream-title").textContent = "Dream not found";
    $("dream-date").textContent = "";
    $("dream-mood").textContent = "";
    $("dream-text").replaceChildren(h("p", {}, err.message));
    $("edit-dream").hidden = $("delete-dream").hidden = true;
    return;
  }
  renderDream(current);
}

function renderDream(d) {
  $("edit-dream").hidden = $("delete-dream").hidden = false;
  $("dream-title").textContent = dreamTitle(d);
  const date = $("dream-date");
  date.textContent = night(d.date);
  date.setAttribute("datetime", d.date);
  $("dream-mood").textContent = d.mood || "";
  $("dream-mood").hidden = !d.mood;
  // Paragraphs as the user wrote them, as text.
  $("dream-text").replaceChildren(...d.text.split(/\n\s*\n/).map((p) => h("p", {}, p)));
}

function wireDream() {
  $("edit-dream").addEventListener("click", () => {
    if (!current) return;
    $("edit-text").value = current.text;
    $("edit-date").value = current.date;
    $("edit-mood").value = current.mood || "";
    $("edit-title-input").value = current.title || "";
    $("dream-read").hidden = true;
    $("edit-form").hidden = false;
    $("edit-text").focus();
  });
  $("cancel-edit").addEventListener("click", () => {
    $("edit-form").hidden = true;
    $("dream-read").hidden = false;
    $("edit-dream").focus();
  });
  $("edit-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    try {
      current = await api(`/api/dreams/${current.id}`, {
        method: "PATCH",
        body: { text: $("edit-text").value, date: $("edit-date").value, mood: $("edit-mood").value, title: $("edit-title-input").value },
      });
      renderDream(current);
      $("edit-form").hidden = true;
      $("dream-read").hidden = false;
      $("dream-title").focus();
      say("Saved.");
    } catch (err) {
      failed(err);
    }
  });
  const dialog = $("confirm-dialog");
  $("delete-dream").addEventListener("click", () => {
    if (!current) return;
    $("confirm-text").textContent = `“${dreamTitle(current)}” will be gone from your journal for good.`;
    dialog.showModal();
  });
  $("confirm-keep").addEventListener("click", () => dialog.close("keep"));
  $("confirm-delete").addEventListener("click", () => dialog.close("delete"));
  dialog.addEventListener("close", async () => {
    if (dialog.returnValue !== "delete" || !current) {
      $("delete-dream").focus();
      return;
    }
    dialog.returnValue = "";
    try {
      await api(`/api/dreams/${current.id}`, { method: "DELETE" });
      current = null;
      say("The dream was deleted.");
      location.hash = "#/journal";
    } catch (err) {
      failed(err);
    }
  });
}

function wireNew() {
  $("new-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    try {
      const dream = await api("/api/dreams", {
        method: "POST",
        body: { text: $("new-text").value, date: $("new-date").value || null, mood: $("new-mood").value || null, title: $("new-title-input").value || null },
      });
      e.target.reset();
      say("Saved to your journal.");
      location.hash = `#/dream/${dream.id}`;
    } catch (err) {
      failed(err);
    }
  });
}

// --- the chat --------------------------------------------------------------------------------

const chat = { id: "", controller: null, bubble: null, turn: null };

function conversationId() {
  let id = localStorage.getItem("sandman.conversation");
  if (!id || !/^[\w.:-]{1,200}$/.test(id)) {
    id = `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
    localStorage.setItem("sandman.conversation", id);
  }
  return id;
}

async function openChat() {
  const id = conversationId();
  if (chat.id !== id || !$("chat-log").children.length) {
    chat.id = id;
    $("chat-log").replaceChildren();
    const conversations = await loadConversations();
    // A conversation is listed once it has a turn; a new one has nothing to fetch yet.
    if (conversations.some((c) => c.id === id)) {
      const { turns } = await api(`/api/conversations/${encodeURIComponent(id)}`);
      for (const t of turns) {
        addMessage("user", t.user_text);
        const bubble = addMessage("bot", "");
        bubble.reply.textContent = t.reply_text;
        bubble.li.dataset.state = "done";
      }
    }
  } else {
    loadConversations().catch(failed);
  }
  updateChatEmpty();
  scrollChat();
}

async function loadConversations() {
  const { conversations } = await api("/api/conversations");
  const others = conversations.filter((c) => c.id !== chat.id);
  // (a conversation is listed once it has a turn: only then is there anything to delete)
  $("delete-conversation").hidden = !conversations.some((c) => c.id === chat.id);
  $("past-conversations").hidden = !others.length;
  $("conversation-list").replaceChildren(...others.map((c) =>
    h("li", {}, h("button", { type: "button", class: "link", onclick: () => switchConversation(c.id) },
      `${night(c.updated.slice(0, 10), "short")} · ${c.turns} ${c.turns === 1 ? "message" : "messages"} · “${excerpt(c.last_user_text, 60)}”`))));
  return conversations;
}

async function switchConversation(id) {
  if (chat.controller) return;
  localStorage.setItem("sandman.conversation", id);
  chat.id = "";
  $("past-conversations").open = false;
  await openChat().catch(failed);
  $("chat-input").focus();
}

function updateChatEmpty() {
  $("chat-empty").hidden = $("chat-log").children.length > 0;
}

function scrollChat() {
  const log = $("chat-log");
  log.scrollTop = log.scrollHeight;
}

function addMessage(who, text) {
  const reply = h("div", { class: "body" }, text);
  const tools = h("ul", { class: "tools", "aria-label": "What Sandman looked up" });
  const note = h("p", { class: "note" });
  const li = h("li", { class: `msg ${who}` },
    h("p", { class: "who" }, who === "user" ? "You" : "Sandman"),
    who === "bot" ? tools : null, reply, who === "bot" ? note : null);
  $("chat-log").append(li);
  updateChatEmpty();
  return { li, reply, tools, note };
}

const TOOL_WORDS = {
  lookup_symbol: (a) => `Looking up “${a.symbol ?? ""}”`,
  search_dreams: (a) => `Searching your dreams for “${a.query ?? ""}”`,
  recall_memories: (a) => (a.topic ? `Recalling what you told me about “${a.topic}”` : "Recalling what you told me"),
  recent_dreams: () => "Reading your latest dreams",
  save_symbol_meaning: (a) => `Saving what “${a.symbol ?? ""}” means to you`,
  remember: (a) => `Remembering “${a.fact ?? ""}”`,
};

function describeTool(name, args) {
  const words = TOOL_WORDS[name];
  return words ? words(args || {}) : name;
}

function setStreaming(on) {
  $("send").disabled = on;
  $("stop").disabled = !on;
  $("chat-input").setAttribute("aria-busy", on ? "true" : "false");
}

function finish(bubble, state, note) {
  bubble.li.dataset.state = state;
  bubble.li.removeAttribute("aria-busy");
  if (note) bubble.note.textContent = note;
  for (const t of bubble.tools.querySelectorAll("li.running")) {
    t.classList.replace("running", "stopped");
  }
}

function handleEvent(bubble, event) {
  switch (event.type) {
    case "route":
      bubble.li.dataset.route = event.route;
      break;
    case "tool_started":
      bubble.tools.append(h("li", { class: "running", "data-tool": event.name }, `${describeTool(event.name, event.args)}…`));
      break;
    case "tool_finished": {
      const item = [...bubble.tools.querySelectorAll("li.running")].find((li) => li.dataset.tool === event.name);
      const line = `${describeTool(event.name, event.args)} — ${event.ok ? "done" : "failed"}`;
      const done = h("li", { class: event.ok ? "ok" : "failed", "data-tool": event.name }, line,
        event.result ? h("details", {}, h("summary", {}, "What it found"), h("pre", {}, event.result)) : null);
      if (item) item.replaceWith(done);
      else bubble.tools.append(done);
      break;
    }
    case "text": {
      // The journal's lines (leads, confirmations) are shown as quoted facts, apart from the
      // companion's own words, so what the journal holds is never mistaken for what was said.
      const source = event.source === "journal" ? "journal" : "model";
      let text = event.text;
      if (!bubble.segment || bubble.segment.dataset.source !== source) {
        bubble.segment = h("span", { class: `from-${source}`, "data-source": source });
        if (source === "journal") bubble.segment.title = "From your journal";
        bubble.reply.append(bubble.segment);
        text = text.replace(/^\n/, ""); // a block of its own already starts on a new line
      }
      bubble.segment.append(text);
      bubble.shown = (bubble.shown || "") + event.text;
      break;
    }
    case "turn_finished":
      // The deltas add up to the final text; only a reply that came some other way replaces them.
      if ((bubble.shown || "") !== event.text) bubble.reply.textContent = event.text;
      finish(bubble, "done");
      return true;
    case "turn_failed":
      finish(bubble, event.kind === "cancelled" ? "stopped" : "failed", event.kind === "cancelled" ? "Stopped." : event.error);
      return true;
    default:
      break;
  }
  scrollChat();
  return false;
}

async function send(text) {
  if (chat.controller) return;
  addMessage("user", text);
  const bubble = addMessage("bot", "");
  bubble.li.dataset.state = "streaming";
  bubble.li.setAttribute("aria-busy", "true");
  scrollChat();
  const controller = new AbortController();
  chat.controller = controller;
  chat.bubble = bubble;
  setStreaming(true);
  let ended = false;
  try {
    const res = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "text/event-stream" },
      body: JSON.stringify({ text, conversation_id: chat.id }),
      signal: controller.signal,
    });
    chat.turn = { id: res.headers.get("X-Turn-Id"), conversation: res.headers.get("X-Conversation-Id") || chat.id };
    if (!res.ok) {
      const data = await res.json().catch(() => null);
      throw new ApiError(res.status, (data && data.error) || `${res.status} ${res.statusText}`);
    }
    // Server-Sent Events over a POST: read the stream, split it into events at blank lines.
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = "";
    while (!ended) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut;
      while (!ended && (cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const data = block.split("\n").filter((l) => l.startsWith("data:")).map((l) => l.slice(5).trimStart()).join("\n");
        if (data) ended = handleEvent(bubble, JSON.parse(data));
      }
    }
    if (!ended) finish(bubble, "failed", "The connection ended before the reply did.");
  } catch (err) {
    if (err.name === "AbortError") {
      // Stop keeps nothing of the turn, even if the server had finished it as Stop was pressed.
      await withdraw(chat.turn);
      finish(bubble, "stopped", "Stopped.");
    }
    else finish(bubble, "failed", err instanceof ApiError ? err.message : `The reply failed: ${err.message}`);
  } finally {
    chat.controller = null;
    chat.bubble = null;
    chat.turn = null;
    setStreaming(false);
    scrollChat();
    loadConversations().catch(() => null);
  }
}

async function withdraw(turn) {
  if (!turn || !turn.id || !turn.conversation) return;
  const path = `/api/conversations/${encodeURIComponent(turn.conversation)}/turns/${encodeURIComponent(turn.id)}`;
  await fetch(path, { method: "DELETE" }).catch(() => null);
}

function stop() {
  if (chat.controller) chat.controller.abort();
}

function wireChat() {
  const input = $("chat-input");
  $("chat-form").addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text || chat.controller) return;
    input.value = "";
    send(text).then(() => input.focus());
  });
  input.addEventListener("keydown", (e) => {
    if (e.key === "Enter" && !e.shiftKey && !e.isComposing) {
      e.preventDefault();
      $("chat-form").requestSubmit();
    } else if (e.key === "Escape") {
      stop();
    }
  });
  $("stop").addEventListener("click", () => {
    stop();
    input.focus();
  });
  $("new-conversation").addEventListener("click", () => {
    if (chat.controller) return;
    localStorage.removeItem("sandman.conversation");
    chat.id = "";
    openChat().catch(failed);
    input.focus();
  });
  const dialog = $("conversation-dialog");
  $("delete-conversation").addEventListener("click", () => {
    if (!chat.controller) dialog.showModal();
  });
  $("conversation-keep").addEventListener("click", () => dialog.close("keep"));
  $("conversation-delete").addEventListener("click", () => dialog.close("delete"));
  dialog.addEventListener("close", async () => {
    if (dialog.returnValue !== "delete" || chat.controller) {
      $("delete-conversation").focus();
      return;
    }
    dialog.returnValue = "";
    try {
      await api(`/api/conversations/${encodeURIComponent(chat.id)}`, { method: "DELETE" });
      // a new, empty conversation takes its place
      localStorage.removeItem("sandman.conversation");
      chat.id = "";
      await openChat();
      say("The conversation was deleted. The dreams and memories saved in it are still in your journal.");
      input.focus();
    } catch (err) {
      failed(err);
    }
  });
}

// --- memories, symbols, the journal file ---------------------------------------------------------

async function loadNotes() {
  const [{ memories }, { symbols }] = await Promise.all([api("/api/memories"), api("/api/symbols")]);
  $("memory-empty").hidden = memories.length > 0;
  $("memory-list").replaceChildren(...memories.map((m) =>
    h("li", {}, h("span", { class: "item-text" }, m.fact),
      h("button", { type: "button", class: "quiet small", "aria-label": `Forget: ${m.fact}`, onclick: () => forget(m) }, "Forget"))));
  $("symbol-empty").hidden = symbols.length > 0;
  $("symbol-list").replaceChildren(...symbols.map((s) =>
    h("li", {},
      h("span", { class: "item-text" }, h("strong", {}, s.symbol), " — ", s.meaning),
      h("span", { class: "item-actions" },
        h("button", { type: "button", class: "quiet small", "aria-label": `Edit the meaning of ${s.symbol}`, onclick: () => editSymbol(s) }, "Edit"),
        h("button", { type: "button", class: "quiet small", "aria-label": `Delete the meaning of ${s.symbol}`, onclick: () => deleteSymbol(s) }, "Delete")))));
}

async function forget(memory) {
  try {
    await api(`/api/memories/${memory.id}`, { method: "DELETE" });
    say("Forgotten.");
    await loadNotes();
    $("memory-input").focus();
  } catch (err) {
    failed(err);
  }
}

function editSymbol(s) {
  $("symbol-name").value = s.symbol;
  $("symbol-meaning").value = s.meaning;
  $("symbol-meaning").focus();
}

async function deleteSymbol(s) {
  try {
    await api(`/api/symbols/${encodeURIComponent(s.symbol)}`, { method: "DELETE" });
    say(`Your meaning of “${s.symbol}” was deleted.`);
    await loadNotes();
    $("symbol-name").focus();
  } catch (err) {
    failed(err);
  }
}

function wireNotes() {
  $("memory-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    try {
      await api("/api/memories", { method: "POST", body: { fact: $("memory-input").value } });
      e.target.reset();
      say("Remembered.");
      await loadNotes();
    } catch (err) {
      failed(err);
    }
  });
  $("symbol-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const symbol = $("symbol-name").value.trim();
    try {
      const saved = await api(`/api/symbols/${encodeURIComponent(symbol)}`, { method: "PUT", body: { meaning: $("symbol-meaning").value } });
      e.target.reset();
      say(`Saved what “${saved.symbol}” means to you.`);
      await loadNotes();
    } catch (err) {
      failed(err);
    }
  });
  $("import-form").addEventListener("submit", async (e) => {
    e.preventDefault();
    const file = $("import-file").files[0];
    if (!file) return;
    try {
      const s = await api("/api/import", { method: "POST", body: await file.text() });
      e.target.reset();
      say(`Imported ${s.dreams} dreams, ${s.symbols} symbol meanings, ${s.memories} memories and ${s.turns} conversation turns${s.skipped ? ` (${s.skipped} already there)` : ""}.`);
      await loadNotes();
    } catch (err) {
      failed(err);
    }
  });
}

// --- start -----------------------------------------------------------------------------------

wireJournal();
wireDream();
wireNew();
wireChat();
wireNotes();
say("");
window.addEventListener("hashchange", route);
route();
