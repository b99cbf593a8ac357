// Measured by hand (not a test): four people's pages of a Quist deal in headless chromium
// on loopback; each tap on the seat on turn is timed until every page shows the sentence
// it caused (the tap -> every page updated); p50, p99 and the program's memory with the
// four pages joined. Usage: node phones_latency.mjs <spoluhrac binary> <source dir>
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";

const [binary, sourceDir] = process.argv.slice(2);
const { chromium } = createRequire(import.meta.url)("playwright-core");
const home = mkdtempSync(join(tmpdir(), "spoluhrac-latency-"));
const names = ["Eva", "Petr", "Jana", "Karel"];
const program = spawn(binary, [
  "--input", "stdin", "--speech", "text", "--audio", "none", "--no-window", "--no-braille",
  "--phones", "--phones-host", "127.0.0.1", "--phones-port", "0", "--data-dir", sourceDir,
  "--game", "quist", "--mode", "dealer", "--set", "computers=none", "--set", "games=1",
  "--set", "seating=chosen", "--names", names.join(","), "--seed", "5",
], { env: { ...process.env, XDG_DATA_HOME: join(home, "d"), XDG_CONFIG_HOME: join(home, "c") } });
let err = "";
program.stderr.on("data", (d) => { err += d; });
program.stdout.resume();
const rss = () => Number(readFileSync(`/proc/${program.pid}/status`, "utf8").match(/VmRSS:\s+(\d+)/)[1]);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
while (!names.every((n) => err.includes(`phone page for ${n}: `))) await sleep(20);
const rssBefore = rss();
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const pages = [];
for (const n of names) {
  const url = err.match(new RegExp(`phone page for ${n}: (\\S+)`))[1];
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  await page.waitForSelector("#hand li");
  pages.push(page);
}
await sleep(500);
const rssJoined = rss();
const times = [];
for (let tap = 0; tap < 36; tap++) {
  let turn = -1;
  for (let i = 0; turn < 0 && i < 200; i++) {
    for (let p = 0; p < 4; p++) if ((await pages[p].locator("#buttons button").count()) > 0) turn = p;
    if (turn < 0) await sleep(10);
  }
  if (turn < 0) break;
  const counts = await Promise.all(pages.map((pg) => pg.evaluate(() => document.querySelectorAll("#said li").length +
    ":" + (document.querySelector("#said li:last-child")?.textContent ?? ""))));
  const start = performance.now();
  await pages[turn].locator("#buttons button").first().click();
  await Promise.all(pages.map((pg, i) => pg.waitForFunction((before) => document.querySelectorAll("#said li").length +
    ":" + (document.querySelector("#said li:last-child")?.textContent ?? "") !== before, counts[i], { polling: "raf" })));
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const q = (f) => times[Math.min(times.length - 1, Math.floor(f * times.length))].toFixed(1);
console.log(`taps ${times.length}: tap -> all four pages updated p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${times.at(-1).toFixed(1)} ms`);
console.log(`program RSS: ${rssBefore} KiB before the pages, ${rssJoined} KiB with four pages joined`);
await browser.close();
program.stdin.end();
program.kill();
rmSync(home, { recursive: true, force: true });
