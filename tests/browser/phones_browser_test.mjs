// The phones' seat pages in a real browser: Debian's chromium, headless, driven by
// playwright-core (npm, installed by tools/deps.sh with SPOLUHRAC_TEST_DEPS=1), on loopback.
// Two pages for two people of a Quist deal each see their own hand and never the other's
// (in the DOM and in every message the page received); a card laid from a page acts in the
// game; a wrong code sees nothing; a reloaded page gets its seat back; axe-core reports no
// violation. Then Numberfloor: two people's pages each see their own hand only, a card laid
// from a page acts in the game, and a night-card take-over is claimed from a page. Exits 77 (skipped) without chromium or the npm packages; nothing is
// downloaded here.
// Usage: node phones_browser_test.mjs <path of the spoluhrac binary> <source dir>
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const SKIP = 77;
const [binary, sourceDir] = process.argv.slice(2);
const chromiumPath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
if (!chromiumPath) {
  console.log("SKIP: no chromium (apt-get install chromium, or SPOLUHRAC_TEST_DEPS=1 bash tools/deps.sh)");
  process.exit(SKIP);
}
if (Number(process.versions.node.split(".")[0]) < 20) {
  console.log("SKIP: playwright-core needs node 20 or newer");
  process.exit(SKIP);
}
const require = createRequire(import.meta.url);
let chromium, axeSource;
try {
  ({ chromium } = require("playwright-core"));
  axeSource = readFileSync(require.resolve("axe-core/axe.min.js"), "utf8");
} catch (e) {
  console.log("SKIP: npm packages missing (cd tests/browser && npm ci)");
  process.exit(SKIP);
}

let failures = 0;
function check(ok, what) {
  console.log((ok ? "ok   " : "FAIL ") + what);
  if (!ok) failures++;
}

const home = mkdtempSync(join(tmpdir(), "spoluhrac-browser-"));
const program = spawn(binary, [
  "--input", "stdin", "--speech", "text", "--audio", "none", "--no-window", "--no-braille",
  "--phones=1,2", "--phones-host", "127.0.0.1", "--phones-port", "0",
  "--data-dir", sourceDir,
  "--game", "quist", "--mode", "dealer", "--set", "computers=3,4", "--set", "games=1",
  "--set", "seating=chosen", "--set", "level=easy", "--names", "Eva,Petr,Jana,Karel", "--seed", "3",
], { env: { ...process.env, XDG_DATA_HOME: join(home, "data"), XDG_CONFIG_HOME: join(home, "config") } });
let out = "", err = "";
program.stdout.on("data", (d) => { out += d; });
program.stderr.on("data", (d) => { err += d; });

async function until(what, test, ms = 10000) {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    const v = await test();
    if (v) return v;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error("timed out waiting for " + what + "\nstdout:\n" + out + "\nstderr:\n" + err);
}

// A second program for Numberfloor (two people, the deal of a seed where a take-over
// comes within a few turns), started now so it is ready when the Quist part is done.
const NF_SEED = process.env.SPOLUHRAC_NF_SEED || "1";
const nf = spawn(binary, [
  "--input", "stdin", "--speech", "text", "--audio", "none", "--no-window", "--no-braille",
  "--phones=1,2", "--phones-host", "127.0.0.1", "--phones-port", "0",
  "--data-dir", sourceDir,
  "--game", "numberfloor", "--mode", "dealer", "--variant", "full", "--players", "2", "--set", "computers=none",
  "--set", "starts=1",
  "--names", "Eva,Petr", "--seed", NF_SEED,
], { env: { ...process.env, XDG_DATA_HOME: join(home, "nfdata"), XDG_CONFIG_HOME: join(home, "nfconfig") } });
let nfOut = "", nfErr = "";
nf.stdout.on("data", (d) => { nfOut += d; });
nf.stderr.on("data", (d) => { nfErr += d; });

// Every server-sent event a page receives is kept in window.__received.
const recordEvents = () => {
  window.__received = [];
  const Original = window.EventSource;
  window.EventSource = class extends Original {
    constructor(...args) {
      super(...args);
      for (const type of ["view", "idle", "waiting", "gone", "message"])
        this.addEventListener(type, (e) => window.__received.push(e.data));
    }
  };
};

let browser;
try {
  const pages = await until("the seats' addresses", () => {
    const eva = err.match(/phone page for Eva: (\S+)/);
    const petr = err.match(/phone page for Petr: (\S+)/);
    return eva && petr ? { eva: eva[1], petr: petr[1] } : null;
  });
  check(!/phone page for Jana/.test(err), "a computer's seat gets no code");
  browser = await chromium.launch({ executablePath: chromiumPath, headless: true, args: ["--no-sandbox"] });
  const open = async (url) => {
    const context = await browser.newContext({ bypassCSP: true });  // axe is injected below
    const page = await context.newPage();
    await page.addInitScript(recordEvents);
    const response = await page.goto(url);
    return { page, response };
  };
  const handOf = (page) => until("a hand", async () => (await page.locator("#hand li").allTextContents())[0]);
  const eva = await open(pages.eva);
  const petr = await open(pages.petr);
  const evaHand = await handOf(eva.page);
  const petrHand = await handOf(petr.page);
  const cardsOf = (line) => line.slice(line.indexOf(":") + 1).trim();
  check(evaHand.startsWith("Eva") && petrHand.startsWith("Petr"), "each page shows its own hand: " + evaHand + " | " + petrHand);
  check((await eva.page.getAttribute("html", "lang")) === "cs", "the page declares its language (cs)");
  const evaText = await eva.page.locator("body").innerText();
  const petrText = await petr.page.locator("body").innerText();
  check(!evaText.includes(petrHand) && !petrText.includes(evaHand), "neither DOM holds the other's hand");
  await until("Eva joined, heard at the table", () => out.includes("SAY Eva: telefon připojen."));
  check(out.includes("SAY Petr: telefon připojen."), "the table hears who joined");

  // The hand of a seat on a phone is not read aloud: a keypad key at its turn gets the one
  // neutral sentence instead.
  program.stdin.write("next\n");
  await until("the keypad's neutral answer", () => out.includes("SAY Petr hraje na telefonu."));
  check(!out.includes(cardsOf(petrHand)), "Petr's cards were never said aloud");

  // Petr leads: a button lays a card through the keypad's own path.
  const buttons = petr.page.locator("#buttons button");
  check((await buttons.count()) > 0, "the player on turn has buttons");
  check((await eva.page.locator("#buttons button").count()) === 0, "the other player has none");
  const label = await buttons.first().textContent();
  const laid = Number(label.replace(/\D/g, ""));
  const before = cardsOf(petrHand).split(",").length;
  // A quick double tap: the page takes the first tap only (its buttons wait for the next
  // view, and the server would refuse a second action chosen on the same view).
  await buttons.first().dblclick();
  const after = await until("Petr's hand one card shorter", async () => {
    const h = await handOf(petr.page);
    return cardsOf(h).split(",").length === before - 1 ? h : null;
  });
  check(after !== petrHand, `a card laid from the page (${laid}) acted in the game`);
  await until("Eva's turn after the computers", async () => (await eva.page.locator("#buttons button").count()) > 0);
  check(cardsOf(await handOf(petr.page)).split(",").length === before - 1, "a double tap laid one card");
  check(!out.includes("SAY Petr, teď nejsi na tahu."), "and no second action reached the table");
  check((await petr.page.evaluate(() => document.activeElement && document.activeElement.id)) === "h-actions",
        "the focus stays in the move's section when its buttons change");
  await until("the laid card in Eva's messages", async () =>
    (await eva.page.locator("#said li").allTextContents()).some((t) => t.includes("Petr") && t.includes(String(laid))));
  check(true, "the other page heard it in its messages");

  // A wrong code: the code page, no seat's information.
  const wrong = await open(pages.eva.replace(/\/s\/\w+$/, "/s/ABCDEFGHJKMNP"));
  check(wrong.response.status() === 404, "a wrong code is answered 404");
  const wrongText = await wrong.page.locator("body").innerText();
  check(!wrongText.includes(cardsOf(evaHand)) && !wrongText.includes(cardsOf(after)), "a wrong code sees no hand");
  check(await wrong.page.locator("#code").isVisible(), "it asks for the code");
  check((await wrong.page.evaluate(() => window.__received.length)) === 0, "and receives nothing");
  const root = await open(pages.eva.replace(/\/s\/\w+$/, "/"));
  check(await root.page.locator("#code").isVisible(), "the address alone asks for the code");

  // The code page for a screen reader: a wrong code's message is announced (a live region)
  // and tied to the field (its description in chromium's accessibility tree); the focus is
  // in the field.
  const pageWords = await wrong.page.evaluate(() => JSON.parse(document.getElementById("words").textContent));
  await until("the wrong code's message", async () => (await wrong.page.locator("#wrong").textContent()) === pageWords.wrong_code);
  check((await wrong.page.getAttribute("#wrong", "role")) === "alert", "the message is in a live region (alert)");
  check((await wrong.page.evaluate(() => document.activeElement.id)) === "code", "the focus is in the code field");
  const fieldOf = async (page) => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const field = nodes.find((n) => n.role && n.role.value === "textbox");
    const alert = nodes.find((n) => n.role && n.role.value === "alert");
    const texts = nodes.filter((n) => n.role && n.role.value === "StaticText").map((n) => n.name && n.name.value);
    return {
      name: field && field.name && field.name.value,
      description: field && field.description && field.description.value,
      invalid: !!(field && (field.properties || []).some((p) => p.name === "invalid" && p.value.value !== "false")),
      alert: !!alert,
      texts,
    };
  };
  const tree = await fieldOf(wrong.page);
  check(tree.name === pageWords.code_label && tree.description === pageWords.wrong_code && tree.invalid,
        `the accessibility tree: the field "${tree.name}" is described by "${tree.description}", invalid ${tree.invalid}`);
  check(tree.alert && tree.texts.includes(pageWords.wrong_code), "and the alert with the message is in the tree");
  // A code of the wrong shape typed on the code page: the same message, the focus stays.
  await root.page.fill("#code", "abc");
  await root.page.press("#code", "Enter");
  await until("the typed code refused", async () => (await root.page.locator("#wrong").textContent()) === pageWords.wrong_code);
  check(root.page.url().endsWith("/") && (await root.page.evaluate(() => document.activeElement.id)) === "code",
        "a code of the wrong shape is refused on the page, the focus stays in the field");
  check((await fieldOf(root.page)).description === pageWords.wrong_code, "and its message describes the field");

  // A reload gets the seat back with the current state.
  await eva.page.reload();
  const again = await handOf(eva.page);
  check(again === evaHand, "a reloaded page has its seat and hand again");

  // Every message each page received: never the other's hand.
  const evaReceived = (await eva.page.evaluate(() => window.__received)).join("\n");
  const petrReceived = (await petr.page.evaluate(() => window.__received)).join("\n");
  check(evaReceived.length > 0 && petrReceived.length > 0, "both pages received views");
  check(!evaReceived.includes(cardsOf(petrHand)) && !evaReceived.includes(cardsOf(after)),
        "Eva's messages never hold Petr's hand");
  check(!petrReceived.includes(cardsOf(evaHand)), "Petr's messages never hold Eva's hand");
  check(!/kód:/.test(evaReceived + petrReceived), "no page received the seats' spoken codes");

  // The code typed as it is spoken ("y q b 5, n h j w, y e q c 9") joins: Eva's phone
  // opens the code page and types her seat's code so.
  const evaToken = pages.eva.match(/\/s\/(\w+)$/)[1];
  const spoken = [...evaToken.toLowerCase()].map((c, i) => (i === 4 || i === 8 ? ", " : i ? " " : "") + c).join("");
  await eva.page.goto(pages.eva.replace(/\/s\/\w+$/, "/"));
  await eva.page.fill("#code", spoken);
  await eva.page.press("#code", "Enter");
  check((await handOf(eva.page)) === evaHand && eva.page.url() === pages.eva, `the code typed as spoken ("${spoken}") joins`);

  // Accessibility: axe-core on the seat page and the code pages (empty, and a wrong code).
  for (const [name, page] of [["seat page", petr.page], ["code page", root.page], ["wrong code page", wrong.page]]) {
    await page.addScriptTag({ content: axeSource });
    const result = await page.evaluate(async () => await window.axe.run(document));
    check(result.violations.length === 0,
          `axe: no violation on the ${name}` +
          result.violations.map((v) => `\n  ${v.id}: ${v.help} (${v.nodes.length})`).join(""));
  }

  // ---- The seat page itself, fed views by a stand-in stream (the program's own page, its
  // words; the stream and the answers to taps are the test's): at a phone's size the table
  // comes first and the cards are large buttons; joining says the situation, not the old
  // sentences; lists change in place and "what was said" grows at its end; a tap is
  // confirmed ("Odesláno") and the buttons wait for the next view; a refused stale tap says
  // so; at the end no empty hand box; a seat's page that is let go puts the focus in the
  // code field.
  {
    const origin = new URL(pages.eva).origin;
    const html = await (await fetch(origin + "/")).text();
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, bypassCSP: true });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__streams = [];
      window.__fetches = 0;
      const realFetch = window.fetch;
      window.fetch = (...args) => { window.__fetches++; return realFetch(...args); };
      window.EventSource = class {
        constructor(url) { this.url = url; this.readyState = 1; this.handlers = {}; window.__streams.push(this); }
        addEventListener(type, f) { (this.handlers[type] = this.handlers[type] || []).push(f); }
        close() { this.readyState = 2; }
        emit(type, data, id) { for (const f of this.handlers[type] || []) f({ data: JSON.stringify(data), lastEventId: id ? String(id) : "" }); }
      };
      window.EventSource.CLOSED = 2;
    });
    const fake = "/s/" + "Q".repeat(13);
    let answer = 204;
    const posted = [];
    await page.route("**" + fake, (r) => r.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }));
    await page.route("**" + fake + "/act", (r) => { posted.push(r.request().postData()); r.fulfill({ status: answer, body: "" }); });
    await page.goto(origin + fake);
    const W = await page.evaluate(() => JSON.parse(document.getElementById("words").textContent));
    check(W.stale === "Obrazovka se mezitím změnila, vyber znovu." && W.sent === "Odesláno.", "the page's words for a tap");
    const live = () => page.locator("#live").textContent();
    const emit = (type, data, id) => page.evaluate(([t, d, i]) => window.__streams[0].emit(t, d, i), [type, data, id]);
    const backlog = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, text: `Stará věta ${i + 1}.` }));
    const view = {
      name: "Eva", game: "Numeramis Quist", my_turn: true, turn: "Na tahu je Eva.",
      hand: ["Eva, tvoje karty: 1, 4, 7, 8, 8, 9"], table: ["Štych: Petr 3, Jana 5, Karel 2"],
      players: ["Petr: 6 karet", "Jana: 6 karet", "Karel: 6 karet"],
      actions: [1, 4, 7, 8, 9].map((c) => ({ act: "lay", label: `Vyložit ${c}`, value: c })),
      said: backlog, player: 0, lang: "cs",
    };
    await emit("view", view, 5);
    await until("the joining announcement", async () => (await live()) !== "");
    check((await live()) === "Na tahu je Eva. " + W.your_turn, "joining says the situation only: " + await live());
    check((await page.locator("#said li").count()) === 12, "the old sentences are listed, not announced");
    const box = (sel) => page.locator(sel).first().boundingBox();
    const turnBox = await box("#turn"), tableBox = await box("#table"), buttonBox = await box("#buttons button"), handBox = await box("#hand");
    check(turnBox.y < tableBox.y && tableBox.y < buttonBox.y && buttonBox.y < handBox.y,
          "at 360×740: whose turn, then the table, then the cards, then the hand");
    check(tableBox.y + tableBox.height < 740 && buttonBox.y + buttonBox.height < 740,
          `the table and the first card are on the first screen (table ends at ${Math.round(tableBox.y + tableBox.height)}, ` +
          `the card at ${Math.round(buttonBox.y + buttonBox.height)})`);
    const bigValue = await page.evaluate(() => {
      const b = document.querySelector("#buttons button");
      const v = b.querySelector(".v");
      return { text: b.textContent, height: b.getBoundingClientRect().height,
               value: v && v.textContent, size: v && parseFloat(getComputedStyle(v).fontSize),
               body: parseFloat(getComputedStyle(document.body).fontSize) };
    });
    check(bigValue.text === "Vyložit 1" && bigValue.value === "1" && bigValue.size > bigValue.body * 1.4 && bigValue.height >= 48,
          `a card is a large button with its value large (${JSON.stringify(bigValue)})`);
    await page.addScriptTag({ content: axeSource });
    const fakeAxe = await page.evaluate(async () => await window.axe.run(document));
    check(fakeAxe.violations.length === 0,
          "axe: no violation on a seat page with its cards" + fakeAxe.violations.map((v) => `\n  ${v.id}: ${v.help}`).join(""));

    // A tap: "Odesláno", the buttons wait; a second tap sends nothing.
    await page.evaluate(() => document.querySelectorAll("#said li, #table li").forEach((li) => { li.__kept = true; }));
    await page.locator("#buttons button", { hasText: "Vyložit 4" }).click();
    await until("the tap confirmed", async () => (await live()) === W.sent);
    check(posted.length === 1 && /(^|&)view=5(&|$)/.test(posted[0]) && /value=4/.test(posted[0]),
          "the tap names the view it was chosen from: " + posted[0]);
    const disabled = await page.locator('#buttons button[aria-disabled="true"]').count();
    check(disabled === 5, "the buttons wait for the next view");
    await page.locator("#buttons button", { hasText: "Vyložit 7" }).click({ force: true });  // it looks disabled
    check((await page.evaluate(() => window.__fetches)) === 1, "a second tap on the same view sends nothing");
    // The next view: the lists change in place, one new sentence is appended and said.
    const next = { ...view, my_turn: false, turn: "Na tahu je Petr.", hand: ["Eva, tvoje karty: 1, 7, 8, 8, 9"],
                   table: ["Štych: Petr 3, Jana 5, Karel 2, Eva 4"], actions: [],
                   said: [...backlog.slice(1), { id: 13, text: "Eva vynáší 4." }] };
    await emit("view", next, 6);
    await until("the new sentence said", async () => (await live()) === "Eva vynáší 4.");
    const kept = await page.evaluate(() => ({
      said: [...document.querySelectorAll("#said li")].map((li) => [li.__kept === true, li.textContent]),
      table: [...document.querySelectorAll("#table li")].map((li) => [li.__kept === true, li.textContent]),
    }));
    check(kept.said.length === 13 && kept.said.slice(0, 12).every(([k]) => k) && kept.said[12][0] === false &&
          kept.said[12][1] === "Eva vynáší 4.", "what was said: the same items, the new sentence appended");
    check(kept.table.length === 1 && kept.table[0][0] && kept.table[0][1].endsWith("Eva 4"), "the table's line changed in place");
    // A stale tap (the screen changed before it arrived): said so, and the buttons wait.
    await emit("view", { ...next, my_turn: true, actions: view.actions.slice(0, 2) }, 7);
    check((await page.locator('#buttons button[aria-disabled="true"]').count()) === 0, "a new view gives the buttons back");
    answer = 412;
    await page.locator("#buttons button").first().click();
    await until("the stale tap refused", async () => (await live()) === W.stale);
    check((await page.locator('#buttons button[aria-disabled="true"]').count()) === 2, "after a stale tap the buttons wait");
    await emit("view", { ...next, my_turn: true, actions: view.actions.slice(0, 1) }, 8);
    check((await page.locator('#buttons button[aria-disabled="true"]').count()) === 0, "until the next view");
    // The end: no hand, the ranking on the table; no empty "your cards" box.
    await emit("view", { ...next, hand: [], actions: [], turn: "", table: ["1. Eva a Jana: 5 her", "2. Petr a Karel: 4 hry"] }, 9);
    check(!(await page.locator("#s-hand").isVisible()), "at the end no empty hand box");
    check((await page.locator("#table li").allTextContents()).join("|") === "1. Eva a Jana: 5 her|2. Petr a Karel: 4 hry",
          "the table shows the ranking");
    // Let go (revoked, a new game): the code page, the reason said, the focus in the field.
    await emit("gone", { why: "code" });
    await until("the reason shown", async () => (await page.locator("#wrong").textContent()) === W.gone);
    check(await page.locator("#code").isVisible() && (await page.evaluate(() => document.activeElement.id)) === "code",
          "a page let go asks for the code with the focus in the field");
    await context.close();
  }

  // ---- Numberfloor: two people, each page its own hand only; a card laid from a page; a
  // night-card take-over claimed from a page.
  const nfPages = await until("Numberfloor's seats' addresses", () => {
    const e = nfErr.match(/phone page for Eva: (\S+)/);
    const p = nfErr.match(/phone page for Petr: (\S+)/);
    return e && p ? [e[1], p[1]] : null;
  });
  const seats = [await open(nfPages[0]), await open(nfPages[1])];
  const state = async (page) => ({
    hand: (await page.locator("#hand li").allTextContents()).join(" "),
    buttons: await page.locator("#buttons button").allTextContents(),
  });
  const nfHands = [];
  for (const seat of seats) nfHands.push((await until("a Numberfloor hand", async () => (await state(seat.page)).hand)));
  check(/^\d+ kar[et]/.test(nfHands[0]) && /^\d+ kar[et]/.test(nfHands[1]) && nfHands[0] !== nfHands[1],
        "each Numberfloor page shows its own hand: " + nfHands.join(" | "));
  const seen = new Set(nfHands);
  const nfFailures = failures;
  // Plays by the pages' buttons: each turn a floor card, a balloon, then the end of the turn
  // (or draw two / PAS), until the other page offers a take-over; then claims it.
  let laidFromPage = false, claimed = false, turnOf = -1, floor = false, balloon = false;
  for (let step = 0; step < 80 && !claimed; step++) {
    const now = [await state(seats[0].page), await state(seats[1].page)];
    for (let i = 0; i < 2; i++) {
      seen.add(now[i].hand);
      if (now[1 - i].hand !== now[i].hand && (await seats[i].page.locator("body").innerText()).includes(now[1 - i].hand))
        check(false, `Numberfloor page ${i} shows the other's hand`);
    }
    const t = now.findIndex((n) => n.buttons.some((b) => !b.startsWith("Převzít")));
    if (t < 0) throw new Error("nobody has a move: " + JSON.stringify(now));
    const claim = now[1 - t].buttons.find((b) => b.startsWith("Převzít tah"));
    if (claim) {
      await seats[1 - t].page.locator("#buttons button", { hasText: claim }).first().click();
      await until("the take-over", async () => (await state(seats[1 - t].page)).buttons.some((b) => b === "Ukončit tah"));
      check(nfOut.includes("SAY " + ["Eva", "Petr"][1 - t]), "the take-over was heard at the table");
      claimed = true;
      break;
    }
    if (t !== turnOf) { turnOf = t; floor = false; balloon = false; }
    const b = now[t].buttons;
    let choice;
    if (!floor) choice = b.find((x) => /^Vyložit: (noční )?poschodí/.test(x)) || b.find((x) => x === "Líznout dvě karty" || x === "Pas");
    else if (!balloon) choice = b.find((x) => x.startsWith("Vyložit: balón")) || "Ukončit tah";
    else choice = "Ukončit tah";
    if (!b.includes(choice)) choice = b.find((x) => !x.startsWith("Převzít"));
    if (/^Vyložit: (noční )?poschodí/.test(choice)) floor = true;
    if (choice.startsWith("Vyložit: balón")) balloon = true;
    const before = JSON.stringify(now[t]);
    await seats[t].page.locator("#buttons button", { hasText: choice }).first().click();
    await until("the page's move acted", async () => JSON.stringify(await state(seats[t].page)) !== before);
    if (choice.startsWith("Vyložit") && !laidFromPage) {
      laidFromPage = true;
      check(true, `a card laid from a Numberfloor page acted in the game (${choice})`);
    }
  }
  check(laidFromPage, "a Numberfloor card was laid from a page");
  check(claimed, "a night-card take-over was claimed from a page");
  check(failures === nfFailures, "no Numberfloor page ever showed the other's hand");
  const nfReceived = [];
  for (const seat of seats) nfReceived.push((await seat.page.evaluate(() => window.__received)).join("\n"));
  let leaks = 0;
  for (const hand of seen)
    for (let i = 0; i < 2; i++)
      if (nfReceived[i].includes(hand) && !nfReceived[1 - i].includes(hand)) continue;  // its own
      else if (nfReceived[i].includes(hand) && nfReceived[1 - i].includes(hand)) leaks++;
  check(leaks === 0, "no hand is in both pages' messages");
  check(!seen.size || ![...seen].some((h) => nfOut.includes(h)), "no Numberfloor hand was said aloud");
  await seats[0].page.addScriptTag({ content: axeSource });
  const nfAxe = await seats[0].page.evaluate(async () => await window.axe.run(document));
  check(nfAxe.violations.length === 0,
        "axe: no violation on a Numberfloor seat page" + nfAxe.violations.map((v) => `\n  ${v.id}: ${v.help}`).join(""));
} catch (e) {
  console.log("FAIL " + e.message);
  failures++;
} finally {
  if (browser) await browser.close();
  program.stdin.end();
  await new Promise((r) => { program.on("exit", r); setTimeout(r, 5000); });
  program.kill();
  nf.stdin.end();
  await new Promise((r) => { nf.on("exit", r); setTimeout(r, 5000); });
  nf.kill();
  rmSync(home, { recursive: true, force: true });
}
console.log(failures ? `${failures} failed` : "all passed");
process.exit(failures ? 1 : 0);
