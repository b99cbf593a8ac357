// Measured by hand (not a test): four people's pages of a Quist match (two deals) in headless
// chromium on loopback, each tap on the seat on turn timed in the pages themselves (the
// click, then a MutationObserver's time in each page, one clock): tap -> the tapping page's
// own hand updated, and tap -> the sentence it caused shown on every page; p50, p99, and the
// program's memory. With --idle N, N more event streams stay open the whole time (the
// pages' own devices, from other loopback addresses, never read: "idle" streams) — the
// load that held every thread of the old thread-per-connection server.
// Usage: node phones_latency.mjs <spoluhrac binary> <source dir> [--idle N]
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [binary, sourceDir, ...rest] = process.argv.slice(2);
const idle = rest[0] === "--idle" ? Number(rest[1]) : 0;
const { chromium } = createRequire(import.meta.url)("playwright-core");
const home = mkdtempSync(join(tmpdir(), "spoluhrac-latency-"));
const names = ["Eva", "Petr", "Jana", "Karel"];
const program = spawn(binary, [
  "--input", "stdin", "--speech", "text", "--audio", "none", "--no-window", "--no-braille",
  "--phones=1,2,3,4", "--phones-host", "127.0.0.1", "--phones-port", "0", "--data-dir", sourceDir,
  "--game", "quist", "--mode", "dealer", "--set", "computers=none", "--set", "games=2",
  "--set", "seating=chosen", "--names", names.join(","), "--seed", "5",
], { env: { ...process.env, XDG_DATA_HOME: join(home, "d"), XDG_CONFIG_HOME: join(home, "c"), HOME: home } });
let err = "";
program.stderr.on("data", (d) => { err += d; });
program.stdout.resume();
const rss = () => Number(readFileSync(`/proc/${program.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
while (!names.every((n) => err.includes(`phone page for ${n}: `))) await sleep(20);
const rssBefore = rss();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });

// In each page: the time of a click, and of every change of the hand and of what was said.
const marks = () => {
  window.__marks = { tap: 0, hand: 0, said: 0 };
  document.addEventListener("click", () => { window.__marks = { tap: Date.now(), hand: 0, said: 0 }; }, true);
  document.addEventListener("DOMContentLoaded", () => {
    const watch = (id, key) => new MutationObserver(() => {
      if (!window.__marks[key]) window.__marks[key] = Date.now();
    }).observe(document.getElementById(id), { childList: true, subtree: true, characterData: true });
    watch("hand", "hand");
    watch("said", "said");
  });
};
const pages = [], urls = [];
for (const n of names) {
  const url = err.match(new RegExp(`phone page for ${n}: (\\S+)`))[1];
  const page = await (await browser.newContext()).newPage();
  await page.addInitScript(marks);
  await page.goto(url);
  await page.waitForSelector("#hand li");
  pages.push(page);
  urls.push(url);
}

// The idle streams: each page's own device again (a second tab of the same phone), from
// 127.0.0.2 to .5, paused (never read).
const streams = [];
for (let i = 0; i < idle; i++) {
  const seat = i % 4;
  const dev = await pages[seat].evaluate(() => localStorage.getItem("spoluhrac-device"));
  const url = new URL(urls[seat] + "/events?device=" + dev);
  const req = http.get({ host: url.hostname, port: url.port, path: url.pathname + url.search,
                         localAddress: "127.0.0." + (2 + (i % 4)), agent: false }, (res) => res.pause());
  req.on("error", () => {});
  streams.push(req);
}
await sleep(500);
const rssJoined = rss();

const own = [], sentence = [];
let failed = 0;
for (let tap = 0; tap < 72; tap++) {
  let turn = -1;
  for (let i = 0; turn < 0 && i < 500; i++) {
    for (let p = 0; p < 4; p++)
      if ((await pages[p].locator('#buttons button:not([aria-disabled="true"])').count()) > 0) turn = p;
    if (turn < 0) await sleep(10);
  }
  if (turn < 0) break;
  await Promise.all(pages.map((pg) => pg.evaluate(() => { window.__marks = { tap: 0, hand: 0, said: 0 }; })));
  await pages[turn].locator("#buttons button").first().click();
  try {
    const tapAt = await pages[turn].evaluate(() => window.__marks.tap);
    await pages[turn].waitForFunction(() => window.__marks.hand > 0, null, { timeout: 10000 });
    own.push((await pages[turn].evaluate(() => window.__marks.hand)) - tapAt);
    const said = await Promise.all(pages.map(async (pg) => {
      await pg.waitForFunction(() => window.__marks.said > 0, null, { timeout: 10000 });
      return pg.evaluate(() => window.__marks.said);
    }));
    sentence.push(Math.max(...said) - tapAt);
  } catch (e) {
    failed++;
    if (failed > 2) break;
  }
}
const stats = (times) => {
  const t = [...times].sort((a, b) => a - b);
  const q = (f) => t[Math.min(t.length - 1, Math.floor(f * t.length))];
  return t.length ? `p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${t.at(-1)} ms` : "none";
};
console.log(`idle streams: ${idle}; taps ${own.length} (${failed} not answered within 10 s)`);
console.log(`tap -> own page updated: ${stats(own)}`);
console.log(`tap -> the sentence on all four pages: ${stats(sentence)}`);
console.log(`program RSS: ${rssBefore} KiB before the pages, ${rssJoined} KiB with the pages joined, ${rss()} KiB at the end`);
for (const s of streams) s.destroy();
await browser.close();
program.stdin.end();
program.kill();
rmSync(home, { recursive: true, force: true });
