#include "phones/phone_page.h"

#include <string_view>
#include <utility>

namespace sh::phones {

namespace {

// The page's words: the template's name and the catalog's message id.
constexpr std::pair<const char*, const char*> kWords[] = {
    {"title", "phones.page.title"},
    {"code_label", "phones.page.code_label"},
    {"join", "phones.page.join"},
    {"hand", "phones.page.hand"},
    {"actions", "phones.page.actions"},
    {"table", "phones.page.table"},
    {"said", "phones.page.said"},
    {"waiting", "phones.page.waiting"},
    {"wrong_code", "phones.page.wrong_code"},
    {"no_actions", "phones.page.no_actions"},
    {"connecting", "phones.page.connecting"},
    {"lost", "phones.page.lost"},
    {"gone", "phones.page.gone"},
    {"idle", "phones.page.idle"},
    {"your_turn", "phones.page.your_turn"},
    {"sent", "phones.page.sent"},
    {"note", "phones.page.note"},
    {"players", "phones.page.players"},
};

// {{name}} is replaced by the word (HTML-escaped); {{lang}} by the language code;
// {{wrong}} by "1" or "0".
constexpr std::string_view kTemplate = R"HTML(<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{{title}}</title>
<style>
:root { color-scheme: light dark; --bg: #ffffff; --fg: #111111; --accent: #0b57d0; --box: #f1f1f1; }
@media (prefers-color-scheme: dark) { :root { --bg: #000000; --fg: #ffffff; --accent: #ffd400; --box: #1c1c1c; } }
body { background: var(--bg); color: var(--fg); font: 1.5rem/1.5 system-ui, sans-serif; margin: 0.5rem; }
h1 { font-size: 1.9rem; margin: 0.3rem 0; }
h2 { font-size: 1.6rem; margin: 1rem 0 0.3rem; }
section { background: var(--box); border-radius: 0.5rem; padding: 0.3rem 0.8rem; margin-bottom: 0.8rem; }
button, input { font: inherit; min-height: 3rem; }
button { min-width: 3.5rem; margin: 0.25rem; padding: 0.3rem 1rem; border: 3px solid var(--accent);
         border-radius: 0.5rem; background: var(--bg); color: var(--fg); }
button:focus, input:focus { outline: 4px solid var(--accent); outline-offset: 2px; }
ul { padding-left: 1.2rem; margin: 0.2rem 0; }
#turn { font-weight: bold; }
.hidden { display: none; }
</style>
</head>
<body>
<main>
<h1 id="heading">{{title}}</h1>
<div id="live" role="status" aria-live="polite" aria-atomic="true"></div>
<form id="join" class="hidden">
<p id="wrong" class="hidden">{{wrong_code}}</p>
<label for="code">{{code_label}}</label>
<input id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false">
<button type="submit">{{join}}</button>
</form>
<div id="seat" class="hidden">
<p id="state">{{connecting}}</p>
<p id="turn"></p>
<section aria-labelledby="h-hand"><h2 id="h-hand">{{hand}}</h2><ul id="hand"></ul></section>
<section aria-labelledby="h-actions"><h2 id="h-actions" tabindex="-1">{{actions}}</h2><p id="note"></p><div id="buttons"></div></section>
<section aria-labelledby="h-table"><h2 id="h-table">{{table}}</h2><ul id="table"></ul><ul id="players"></ul></section>
<section aria-labelledby="h-said"><h2 id="h-said">{{said}}</h2><ul id="said"></ul></section>
</div>
</main>
<script type="application/json" id="words">{{words_json}}</script>
<script>
"use strict";
const W = JSON.parse(document.getElementById("words").textContent);
const $ = (id) => document.getElementById(id);
const m = location.pathname.match(/^\/s\/([A-Za-z0-9]+)$/);
function device() {
  let d = null;
  try { d = localStorage.getItem("spoluhrac-device"); } catch (e) {}
  if (!d || !/^[0-9a-f]{16}$/.test(d)) {
    const b = new Uint8Array(8);
    crypto.getRandomValues(b);
    d = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
    try { localStorage.setItem("spoluhrac-device", d); } catch (e) {}
  }
  return d;
}
function say(text) { $("live").textContent = text; }
function list(el, lines) {
  const key = JSON.stringify(lines);
  if (el.dataset.key === key) return;
  el.dataset.key = key;
  el.replaceChildren(...lines.map((t) => { const li = document.createElement("li"); li.textContent = t; return li; }));
}
if (!m || {{wrong}}) {
  $("join").classList.remove("hidden");
  if ({{wrong}}) $("wrong").classList.remove("hidden");
  $("join").addEventListener("submit", (e) => {
    e.preventDefault();
    const code = $("code").value.replace(/[\s-]/g, "").toUpperCase();
    if (/^[A-Z0-9]{1,32}$/.test(code)) location.href = "/s/" + code;
  });
  $("code").focus();
} else {
  const token = m[1];
  const dev = device();
  let seq = 0;
  let lastSaid = 0;
  let lastNote = 0;
  let myTurn = false;
  $("seat").classList.remove("hidden");
  function act(a) {
    let last = 0;
    try { last = Number(localStorage.getItem("spoluhrac-seq")) || 0; } catch (e) {}
    seq = Math.max(seq + 1, last + 1, Date.now());
    try { localStorage.setItem("spoluhrac-seq", String(seq)); } catch (e) {}
    let body = "device=" + dev + "&seq=" + seq + "&act=" + a.act;
    if (a.value !== undefined && a.value !== null) body += "&value=" + a.value;
    fetch("/s/" + token + "/act", { method: "POST", body: body, headers: { "Content-Type": "text/plain" } })
      .then((r) => { if (!r.ok) say(W.lost); }).catch(() => say(W.lost));
  }
  function render(v) {
    $("state").textContent = v.game || W.idle;
    $("heading").textContent = v.name ? W.title + ": " + v.name : W.title;
    $("turn").textContent = v.turn || "";
    list($("hand"), v.hand || []);
    list($("table"), v.table || []);
    list($("players"), v.players || []);
    const said = v.said || [];
    list($("said"), said.map((s) => s.text).slice(-8));
    const actions = v.actions || [];
    const box = $("buttons");
    const key = JSON.stringify(actions);
    if (box.dataset.key !== key) {
      box.dataset.key = key;
      // A tapped button goes away with the card: the focus stays here, not at the page's top.
      const hadFocus = box.contains(document.activeElement);
      if (actions.length === 0) {
        const p = document.createElement("p");
        p.textContent = W.no_actions;
        box.replaceChildren(p);
      } else {
        box.replaceChildren(...actions.map((a) => {
          const b = document.createElement("button");
          b.type = "button";
          b.textContent = a.label;
          b.addEventListener("click", () => act(a));
          return b;
        }));
      }
      if (hadFocus) $("h-actions").focus();
    }
    const fresh = said.filter((s) => s.id > lastSaid).map((s) => s.text);
    if (said.length) lastSaid = said[said.length - 1].id;
    // A reason for this seat only (a refusal naming its cards): shown and announced here.
    if (v.note && v.note.id !== lastNote) {
      lastNote = v.note.id;
      $("note").textContent = W.note + ": " + v.note.text;
      fresh.push(v.note.text);
    }
    if (v.my_turn && !myTurn) fresh.push(W.your_turn);
    myTurn = !!v.my_turn;
    if (fresh.length) say(fresh.join(" "));
  }
  const es = new EventSource("/s/" + token + "/events?device=" + dev);
  es.addEventListener("view", (e) => render(JSON.parse(e.data)));
  es.addEventListener("idle", () => { $("state").textContent = W.idle; });
  es.addEventListener("waiting", () => { $("state").textContent = W.waiting; say(W.waiting); });
  es.addEventListener("gone", () => {
    es.close();
    $("seat").classList.add("hidden");
    $("join").classList.remove("hidden");
    $("wrong").textContent = W.gone;
    $("wrong").classList.remove("hidden");
    say(W.gone);
  });
  es.onerror = () => { if (es.readyState !== EventSource.CLOSED) $("state").textContent = W.lost; };
}
</script>
</body>
</html>
)HTML";

std::string escape_html(std::string_view text) {
  std::string out;
  for (char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out.push_back(c);
    }
  }
  return out;
}

// JSON for a <script> element: "<" is escaped so no "</script>" can close it.
std::string words_json(const PageWords& words) {
  std::string out = "{";
  bool first = true;
  for (const auto& [k, v] : words.words) {
    if (!first) out += ',';
    first = false;
    out += '"' + k + "\":\"";
    for (unsigned char c : v) {
      if (c == '"' || c == '\\') { out += '\\'; out += static_cast<char>(c); }
      else if (c == '<') out += "\\u003c";
      else if (c < 0x20) { out += "\\u00"; out += "0123456789abcdef"[c >> 4]; out += "0123456789abcdef"[c & 15]; }
      else out += static_cast<char>(c);
    }
    out += '"';
  }
  return out + "}";
}

}  // namespace

PageWords page_words(const Voice& voice) {
  PageWords w;
  w.lang = voice.language().code();
  for (const auto& [key, id] : kWords) w.words[key] = voice.render(Message(id));
  return w;
}

std::string phone_page(const PageWords& words, bool wrong_code) {
  std::string out;
  std::string_view t = kTemplate;
  while (!t.empty()) {
    const auto open = t.find("{{");
    if (open == std::string_view::npos) {
      out += t;
      break;
    }
    out += t.substr(0, open);
    const auto close = t.find("}}", open);
    const std::string name(t.substr(open + 2, close - open - 2));
    if (name == "lang") out += escape_html(words.lang);
    else if (name == "wrong") out += wrong_code ? "true" : "false";
    else if (name == "words_json") out += words_json(words);
    else if (auto it = words.words.find(name); it != words.words.end()) out += escape_html(it->second);
    t = t.substr(close + 2);
  }
  return out;
}

}  // namespace sh::phones
