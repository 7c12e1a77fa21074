// "Moods by month": a stacked bar per month of the journal's last year, one colour per mood.
// Built as SVG elements with text nodes only (mood names are the user's words), styled by
// classes from app.css (the Content-Security-Policy allows no inline style).

const SVG = "http://www.w3.org/2000/svg";
const TOP_MOODS = 6;
const H = 220;
const PAD = { left: 34, right: 8, top: 12, bottom: 34 };

function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, String(v));
  for (const c of children) el.append(typeof c === "string" ? document.createTextNode(c) : c);
  return el;
}

function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "class") e.className = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else e.setAttribute(k, String(v));
  }
  for (const c of children) if (c !== null) e.append(typeof c === "string" ? document.createTextNode(c) : c);
  return e;
}

function monthLabel(key, withYear) {
  const d = new Date(`${key}-01T00:00:00`);
  return d.toLocaleDateString(undefined, withYear ? { month: "short", year: "numeric" } : { month: "short" });
}

function previousMonth(key) {
  let [y, m] = key.split("-").map(Number);
  m -= 1;
  if (m === 0) { m = 12; y -= 1; }
  return `${y}-${String(m).padStart(2, "0")}`;
}

/**
 * The chart for `dreams` ({date, mood}), `width` pixels wide: returns {svg, legend (li
 * elements), table (rows), range (text)}. `onPick(mood)` is called when a mood in the legend
 * is chosen.
 */
export function moodChart(dreams, { onPick, width = 640 } = {}) {
  // Drawn at the width it is shown at, so its text keeps its size; a phone shows half a year.
  const W = Math.round(Math.min(900, Math.max(300, width)));
  const MONTHS = W < 480 ? 6 : 12;
  if (!dreams.length) {
    const svg = s("svg", { viewBox: `0 0 ${W} 60`, role: "img", "aria-label": "No dreams yet, so no moods to show.", class: "mood-chart empty-chart" },
      s("text", { x: W / 2, y: 34, "text-anchor": "middle", class: "axis-label" }, W < 480 ? "Your moods will show here." : "Your moods will show here once you have logged a few dreams."));
    return { svg, legend: [], table: [], range: "" };
  }
  const dated = dreams.filter((d) => /^\d{4}-\d{2}/.test(d.date));
  const last = dated.map((d) => d.date.slice(0, 7)).sort().at(-1);
  const months = [last];
  while (months.length < MONTHS) months.unshift(previousMonth(months[0]));
  const inRange = dated.filter((d) => d.date.slice(0, 7) >= months[0]);

  // The most frequent moods get their own colour; the rest are "other", none is "no mood".
  const counts = new Map();
  for (const d of inRange) {
    const mood = (d.mood || "").trim().toLowerCase();
    if (mood) counts.set(mood, (counts.get(mood) || 0) + 1);
  }
  const top = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).slice(0, TOP_MOODS).map(([m]) => m);
  const series = [...top.map((m, i) => ({ key: m, label: m, cls: `m${i}`, pick: m }))];
  const others = inRange.some((d) => d.mood && !top.includes(d.mood.trim().toLowerCase()));
  if (others) series.push({ key: "\u0000other", label: "other moods", cls: "m-other" });
  if (inRange.some((d) => !(d.mood || "").trim())) series.push({ key: "\u0000none", label: "no mood noted", cls: "m-none" });

  const grid = new Map(months.map((m) => [m, new Map(series.map((x) => [x.key, 0]))]));
  for (const d of inRange) {
    const mood = (d.mood || "").trim().toLowerCase();
    const key = !mood ? "\u0000none" : top.includes(mood) ? mood : "\u0000other";
    const row = grid.get(d.date.slice(0, 7));
    if (row) row.set(key, row.get(key) + 1);
  }
  const totals = months.map((m) => [...grid.get(m).values()].reduce((a, b) => a + b, 0));
  const max = Math.max(1, ...totals);

  const range = `${monthLabel(months[0], true)} – ${monthLabel(months.at(-1), true)}`;
  const summary = series.map((x) => `${x.label}: ${[...grid.values()].reduce((a, row) => a + row.get(x.key), 0)}`).join(", ");
  const svg = s("svg", { viewBox: `0 0 ${W} ${H}`, role: "img", class: "mood-chart", "aria-label": `Moods by month, ${range}. ${summary}.` });
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const slot = plotW / months.length;
  const barW = Math.min(36, slot * 0.7);
  // A few horizontal guides with their counts.
  const step = Math.max(1, Math.ceil(max / 4));
  for (let v = 0; v <= max; v += step) {
    const y = PAD.top + plotH - (v / max) * plotH;
    svg.append(s("line", { x1: PAD.left, x2: W - PAD.right, y1: y, y2: y, class: v === 0 ? "axis" : "guide" }));
    svg.append(s("text", { x: PAD.left - 6, y: y + 4, "text-anchor": "end", class: "axis-label" }, String(v)));
  }
  months.forEach((m, i) => {
    const x = PAD.left + i * slot + (slot - barW) / 2;
    let y = PAD.top + plotH;
    for (const x0 of series) {
      const n = grid.get(m).get(x0.key);
      if (!n) continue;
      const hgt = (n / max) * plotH;
      y -= hgt;
      svg.append(s("rect", { x, y, width: barW, height: Math.max(hgt - 1, 1), rx: 2, class: `seg ${x0.cls}` },
        s("title", {}, `${monthLabel(m, true)}: ${n} ${x0.label}`)));
    }
    const withYear = i === 0 || m.endsWith("-01");
    svg.append(s("text", { x: x + barW / 2, y: H - PAD.bottom + 16, "text-anchor": "middle", class: "axis-label" }, monthLabel(m, false)));
    if (withYear) svg.append(s("text", { x: x + barW / 2, y: H - PAD.bottom + 30, "text-anchor": "middle", class: "axis-label year" }, m.slice(0, 4)));
  });

  const legend = series.map((x) => {
    const total = [...grid.values()].reduce((a, row) => a + row.get(x.key), 0);
    const label = [el("span", { class: `swatch ${x.cls}`, "aria-hidden": "true" }), `${x.label} (${total})`];
    return el("li", {}, x.pick && onPick
      ? el("button", { type: "button", class: "legend-item", onclick: () => onPick(x.pick) }, ...label)
      : el("span", { class: "legend-item" }, ...label));
  });

  const head = el("tr", {}, el("th", { scope: "col" }, "Month"), ...series.map((x) => el("th", { scope: "col" }, x.label)), el("th", { scope: "col" }, "All"));
  const rows = months.map((m, i) => el("tr", {}, el("th", { scope: "row" }, monthLabel(m, true)),
    ...series.map((x) => el("td", {}, String(grid.get(m).get(x.key)))), el("td", {}, String(totals[i]))));
  const table = [el("thead", {}, head), el("tbody", {}, ...rows)];
  return { svg, legend, table, range };
}
