// Dog list at scale: 1,000 dogs from a local fake source, served by the production build.
// 1. Server render: times N requests of the list page (median, p95, size).
// 2. Input responsiveness in Chromium: types into the search box and records event timing
//    (how long each key press took to its next paint) and long tasks.
// Usage: npx react-router build && node bench/dogs-list.mjs [requests]   (BENCH_PORT, default 3406)
import { chromium } from "@playwright/test";
import { chromiumArgs, findChromium } from "../scripts/chromium.mjs";
import { startProductionServer } from "../scripts/production-server.mjs";
import { percentile, startManyDogsSource } from "./many-dogs.mjs";
import { waitForHydration } from "./first-load.mjs";

const requests = Number(process.argv[2] ?? 100);
const port = Number(process.env.BENCH_PORT ?? 3406);
const dogCount = 1000;

const source = await startManyDogsSource(dogCount);
const sourceUrl = source.url;

let server;
try {
  // The page cache off: this measures the render itself.
  server = await startProductionServer({ port, env: { DOGS_SOURCE_URL: sourceUrl, PAGE_CACHE_MB: "0" }, stdout: "inherit" });
  const listUrl = `${server.origins.de}/hunde`;
  for (let i = 0; i < 10; i++) await (await fetch(listUrl)).text();

  const times = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const started = performance.now();
    const response = await fetch(listUrl, { headers: { "accept-encoding": "identity" } });
    const body = await response.text();
    times.push(performance.now() - started);
    bytes = body.length;
    if (!body.includes("1.000 Schützlinge")) throw new Error("the list page does not show 1,000 dogs");
  }
  const gzipped = (await fetch(listUrl, { headers: { "accept-encoding": "gzip" } })).headers.get("content-encoding");
  console.log(`Server render of ${listUrl} with ${dogCount} dogs, ${requests} requests:`);
  console.log(
    `  median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms; HTML ${(bytes / 1024).toFixed(0)} KB (${gzipped ?? "uncompressed"} on the wire)`,
  );

  await measureTyping(listUrl);
} finally {
  await server?.stop();
  source.close();
}

async function measureTyping(url) {
  const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
  try {
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction(() => document.querySelectorAll("article").length === 48);
    // The list is a deferred island (docs/decisions/0028): its code loads at the visitor's first interaction once
    // the page's own code is there.
    await waitForHydration(page);
    await page.mouse.move(10, 10);
    await waitForHydration(page, 'input[type="search"]');
    await page.evaluate(() => {
      window.__events = [];
      window.__longTasks = [];
      new PerformanceObserver((list) =>
        window.__events.push(
          ...list.getEntries().map((e) => ({ name: e.name, duration: e.duration, processing: e.processingEnd - e.processingStart })),
        ),
      ).observe({ type: "event", durationThreshold: 16, buffered: false });
      new PerformanceObserver((list) => window.__longTasks.push(...list.getEntries().map((e) => e.duration))).observe({ type: "longtask" });
    });
    const search = page.getByRole("searchbox");
    await search.click();
    const text = "luna 1";
    const keyLatencies = [];
    for (const pass of [0, 1]) {
      for (const char of text) {
        const started = Date.now();
        await page.keyboard.type(char);
        // The typed character is in the box (input never waits for the grid).
        await page.waitForFunction((expected) => document.querySelector('input[type="search"]').value.endsWith(expected), char);
        keyLatencies.push(Date.now() - started);
        await page.waitForTimeout(60);
      }
      for (let i = 0; i < text.length; i++) {
        await page.keyboard.press("Backspace");
        await page.waitForTimeout(60);
      }
      if (pass === 0) await page.waitForTimeout(500);
    }
    await page.waitForFunction(() => document.querySelectorAll("article").length === 48, undefined, { timeout: 10_000 });
    await page.waitForTimeout(500);
    const { events, longTasks } = await page.evaluate(() => ({ events: window.__events, longTasks: window.__longTasks }));
    const keyEvents = events.filter((e) => ["keydown", "keypress", "keyup", "input", "beforeinput"].includes(e.name));
    const worstEvent = keyEvents.reduce((max, e) => Math.max(max, e.duration), 0);
    const worstProcessing = keyEvents.reduce((max, e) => Math.max(max, e.processing), 0);
    console.log(`Typing "${text}" and deleting it twice in the search box (1,000 dogs, 48 cards shown, Chromium):`);
    console.log(
      `  key events slower than 16 ms to next paint: ${keyEvents.length}; worst ${worstEvent.toFixed(0)} ms (handler time ${worstProcessing.toFixed(0)} ms)`,
    );
    console.log(
      `  key press → character in the box: median ${percentile(keyLatencies, 50)} ms, max ${Math.max(...keyLatencies)} ms (includes Playwright round trips)`,
    );
    console.log(
      `  long tasks while typing: ${longTasks.length}, longest ${Math.max(0, ...longTasks).toFixed(0)} ms, total ${longTasks.reduce((a, b) => a + b, 0).toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
  }
}
