#include "phones/phone_page.h"

#include <string_view>
#include <utility>

#include "phones/seat_tokens.h"

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
    {"refused", "phones.page.refused"},
    {"replaced", "phones.page.replaced"},
    {"busy", "phones.page.busy"},
    {"idle", "phones.page.idle"},
    {"your_turn", "phones.page.your_turn"},
    {"sent", "phones.page.sent"},
    {"stale", "phones.page.stale"},
    {"not_sent", "phones.page.not_sent"},
    {"note", "phones.page.note"},
    {"players", "phones.page.players"},
};

// {{name}} is replaced by the word (HTML-escaped); {{lang}} by the language code;
// {{wrong}} by "true" or "false"; {{alphabet}} and {{length}} by the codes' alphabet and
// length (the code field checks what was typed before asking the server).
// At a phone's width the table comes first (whose turn, the trick or the piles), then the
// move as large buttons (the cards to lay, each with its value large), then the hand, the
// players and what was said. Lists change in place (a screen reader keeps its place in
// them); "what was said" only grows at its end.
constexpr std::string_view kTemplate = R"HTML(<!DOCTYPE html>
<html lang="{{lang}}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{{title}}</title>
<style>
:root { color-scheme: light dark; --bg: #ffffff; --fg: #111111; --accent: #0b57d0; --box: #f1f1f1; --error: #b3261e; }
@media (prefers-color-scheme: dark) { :root { --bg: #000000; --fg: #ffffff; --accent: #ffd400; --box: #1c1c1c; --error: #ffb4ab; } }
body { background: var(--bg); color: var(--fg); font: 1.25rem/1.4 system-ui, sans-serif; margin: 0.4rem; }
h1 { font-size: 1.4rem; margin: 0.2rem 0; }
h2 { font-size: 1.25rem; margin: 0.4rem 0 0.2rem; }
p { margin: 0.2rem 0; }
section { background: var(--box); border-radius: 0.5rem; padding: 0.2rem 0.7rem 0.4rem; margin-bottom: 0.6rem; }
button, input { font: inherit; min-height: 3rem; }
button { border: 3px solid var(--accent); border-radius: 0.5rem; background: var(--bg); color: var(--fg); padding: 0.3rem 0.8rem; }
button:focus, input:focus { outline: 4px solid var(--accent); outline-offset: 2px; }
button[aria-disabled="true"] { opacity: 0.45; }
#buttons { display: grid; grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr)); gap: 0.5rem; margin: 0.3rem 0; }
#buttons button { min-height: 4.5rem; font-weight: bold; }
#buttons .v { display: block; font-size: 2rem; line-height: 1.1; }
ul { padding-left: 1.2rem; margin: 0.2rem 0; }
#turn { font-weight: bold; font-size: 1.35rem; }
#table li { font-size: 1.35rem; }
#live { min-height: 1.4em; font-style: italic; }
#wrong { color: var(--error); font-weight: bold; }
#code { width: 100%; box-sizing: border-box; letter-spacing: 0.1em; }
.hidden { display: none; }
</style>
</head>
<body>
<main>
<h1 id="heading">{{title}}</h1>
<form id="join" class="hidden" novalidate>
<label for="code">{{code_label}}</label>
<input id="code" name="code" autocomplete="off" autocapitalize="characters" spellcheck="false" aria-describedby="wrong">
<p id="wrong" role="alert" aria-atomic="true"></p>
<button type="submit">{{join}}</button>
</form>
<div id="seat" class="hidden">
<p id="state">{{connecting}}</p>
<p id="turn"></p>
<div id="live" role="status" aria-live="polite" aria-atomic="true"></div>
<section aria-labelledby="h-table"><h2 id="h-table">{{table}}</h2><ul id="table"></ul></section>
<section aria-labelledby="h-actions"><h2 id="h-actions" tabindex="-1">{{actions}}</h2><p id="note"></p><div id="buttons"></div></section>
<section id="s-hand" aria-labelledby="h-hand"><h2 id="h-hand">{{hand}}</h2><ul id="hand"></ul></section>
<section id="s-players" aria-labelledby="h-players"><h2 id="h-players">{{players}}</h2><ul id="players"></ul></section>
<section aria-labelledby="h-said"><h2 id="h-said">{{said}}</h2><ul id="said"></ul></section>
</div>
</main>
<script type="application/json" id="words">{{words_json}}</script>
<script>
"use strict";
const W = JSON.parse(document.getElementById("words").textContent);
const $ = (id) => document.getElementById(id);
const m = location.pathname.match(/^\/s\/([A-Za-z0-9]+)$/);
const WRONG = {{wrong}};
const CODE = new RegExp("^[{{alphabet}}]{" + {{length}} + "}$");
const SAID_KEPT = 40;
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
function say(text) {
  // The same words again are announced again: the region changes twice.
  const live = $("live");
  if (live.textContent === text) live.textContent = "";
  setTimeout(() => { live.textContent = text; }, 30);
}
// A list changed in place: items that stay are the same elements, a changed line only
// changes its text, new lines come at the end.
function list(el, lines) {
  for (let i = 0; i < lines.length; i++) {
    const li = el.children[i];
    if (!li) {
      const item = document.createElement("li");
      item.textContent = lines[i];
      el.appendChild(item);
    } else if (li.textContent !== lines[i]) {
      li.textContent = lines[i];
    }
  }
  while (el.children.length > lines.length) el.lastElementChild.remove();
}
// The code field: the message is tied to the field and said by its live region; the focus
// goes to the field.
function wrongCode(message) {
  const code = $("code");
  const wrong = $("wrong");
  code.setAttribute("aria-invalid", "true");
  wrong.textContent = "";
  code.focus();
  setTimeout(() => { wrong.textContent = message; }, 50);
}
function showJoin(message) {
  $("seat").classList.add("hidden");
  $("join").classList.remove("hidden");
  if (message) wrongCode(message);
  else $("code").focus();
}
if (!m || WRONG) {
  showJoin(WRONG ? W.wrong_code : "");
  $("join").addEventListener("submit", (e) => {
    e.preventDefault();
    // As spoken and typed: "y q b 5, n h j w, y e q c 9" is the code YQB5NHJWYEQC9.
    const code = $("code").value.replace(/[\s,.;:_\/\u2010-\u2015-]/g, "").toUpperCase();
    if (CODE.test(code)) location.href = "/s/" + code;
    else wrongCode(W.wrong_code);
  });
  $("code").addEventListener("input", () => $("code").removeAttribute("aria-invalid"));
} else {
  const token = m[1];
  const dev = device();
  let seq = 0;
  let lastSaid = 0;
  let lastNote = 0;
  let myTurn = false;
  let joined = false;
  let viewId = 0;
  let actions = [];
  let busy = false;
  let unlock = 0;
  $("seat").classList.remove("hidden");
  // After a tap the buttons wait for the next view (a second tap would land on a card that
  // moved); a view that does not come in time gives them back.
  function setBusy(on, ms) {
    busy = on;
    clearTimeout(unlock);
    if (on && ms) unlock = setTimeout(() => setBusy(false), ms);
    for (const b of $("buttons").children) if (b.tagName === "BUTTON") b.setAttribute("aria-disabled", on ? "true" : "false");
  }
  function act(a) {
    if (busy) return;
    setBusy(true, 5000);
    let last = 0;
    try { last = Number(localStorage.getItem("spoluhrac-seq")) || 0; } catch (e) {}
    seq = Math.max(seq + 1, last + 1, Date.now());
    try { localStorage.setItem("spoluhrac-seq", String(seq)); } catch (e) {}
    let body = "device=" + dev + "&seq=" + seq + "&act=" + a.act;
    if (viewId > 0) body += "&view=" + viewId;
    if (a.value !== undefined && a.value !== null) body += "&value=" + a.value;
    // When the tap's new view came before the answer, its sentences confirm the tap.
    const tapView = viewId;
    fetch("/s/" + token + "/act", { method: "POST", body: body, headers: { "Content-Type": "text/plain" } })
      .then((r) => {
        if (r.ok) { if (viewId === tapView) say(W.sent); }
        else if (r.status === 412) { say(W.stale); if (viewId === tapView) setBusy(true, 2000); }
        else { say(W.not_sent); setBusy(false); }
      })
      .catch(() => { say(W.lost); setBusy(false); });
  }
  // The move's buttons, changed in place like the lists; a card's value is shown large.
  function buttons(list) {
    actions = list;
    const box = $("buttons");
    const hadFocus = box.contains(document.activeElement);
    if (list.length === 0) {
      if (!(box.children.length === 1 && box.firstElementChild.tagName === "P")) {
        while (box.firstChild) box.firstChild.remove();
        const p = document.createElement("p");
        p.textContent = W.no_actions;
        box.appendChild(p);
      }
    } else {
      if (box.firstElementChild && box.firstElementChild.tagName === "P") box.firstElementChild.remove();
      list.forEach((a, i) => {
        let b = box.children[i];
        if (!b) {
          b = document.createElement("button");
          b.type = "button";
          b.addEventListener("click", () => { const n = Number(b.dataset.i); if (actions[n]) act(actions[n]); });
          box.appendChild(b);
        }
        b.dataset.i = String(i);
        if (b.dataset.label !== a.label) {
          b.dataset.label = a.label;
          const parts = a.label.match(/^(.*?)(\d+)$/);
          while (b.firstChild) b.firstChild.remove();
          if (parts) {
            const v = document.createElement("span");
            v.className = "v";
            v.textContent = parts[2];
            b.append(parts[1], v);
          } else {
            b.textContent = a.label;
          }
        }
      });
      while (box.children.length > list.length) box.lastElementChild.remove();
    }
    // A tapped button that went away with its card: the focus stays in the move's section.
    if (hadFocus && !box.contains(document.activeElement)) $("h-actions").focus();
  }
  function render(v, id) {
    viewId = id;
    $("state").textContent = v.game || W.idle;
    $("heading").textContent = v.name ? W.title + ": " + v.name : W.title;
    $("turn").textContent = v.turn || "";
    list($("table"), v.table || []);
    const hand = v.hand || [];
    list($("hand"), hand);
    $("s-hand").classList.toggle("hidden", hand.length === 0);
    const players = v.players || [];
    list($("players"), players);
    $("s-players").classList.toggle("hidden", players.length === 0);
    buttons(v.actions || []);
    setBusy(false);
    // What was said: new sentences at the end, the oldest dropped from the top.
    const said = v.said || [];
    const box = $("said");
    if (said.length && said[said.length - 1].id < lastSaid) {  // a new server: its own numbering
      while (box.firstChild) box.firstChild.remove();
      lastSaid = 0;
    }
    const fresh = [];
    for (const s of said) {
      if (s.id <= lastSaid) continue;
      lastSaid = s.id;
      const li = document.createElement("li");
      li.textContent = s.text;
      box.appendChild(li);
      fresh.push(s.text);
    }
    while (box.children.length > SAID_KEPT) box.firstElementChild.remove();
    // A reason for this seat only (a refusal naming its cards): shown and announced here.
    if (v.note && v.note.id !== lastNote) {
      lastNote = v.note.id;
      $("note").textContent = W.note + ": " + v.note.text;
      fresh.push(v.note.text);
    }
    if (!joined) {
      // Joining: the situation now, not the sentences said before.
      joined = true;
      myTurn = !!v.my_turn;
      say([v.turn || "", myTurn ? W.your_turn : ""].filter((t) => t).join(" "));
      return;
    }
    if (v.my_turn && !myTurn) fresh.push(W.your_turn);
    myTurn = !!v.my_turn;
    if (fresh.length) say(fresh.slice(-4).join(" "));
  }
  const es = new EventSource("/s/" + token + "/events?device=" + dev);
  es.addEventListener("view", (e) => render(JSON.parse(e.data), Number(e.lastEventId) || 0));
  es.addEventListener("idle", () => { $("state").textContent = W.idle; });
  es.addEventListener("waiting", () => { $("state").textContent = W.waiting; say(W.waiting); });
  es.addEventListener("gone", (e) => {
    es.close();
    let why = "";
    try { why = JSON.parse(e.data).why || ""; } catch (x) {}
    showJoin(W[why] || W.gone);
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
    else if (name == "alphabet") out += kTokenAlphabet;
    else if (name == "length") out += std::to_string(kTokenLength);
    else if (name == "words_json") out += words_json(words);
    else if (auto it = words.words.find(name); it != words.words.end()) out += escape_html(it->second);
    t = t.substr(close + 2);
  }
  return out;
}

}  // namespace sh::phones
