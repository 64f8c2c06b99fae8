// What a page's first style pass costs (decision 73): the browser's style and layout tree work before the first paint,
// in the trace of a phone's first visit (Lighthouse's screen: 412×823 at 1.75, no throttling, so the figures are this
// machine's own; Lighthouse's simulated phone counts a task with a layout in it twice).
// Usage: node bench/first-style.mjs [--runs N] [--only TEXT] [--against DIR]   (after `npx react-router build`)
// Each sampled page (bench/lighthouse.mjs's 8 kinds of both hosts) is loaded N times (default 5), each time in a new
// browser context; with `--against DIR` another checkout's build (e.g. a worktree of main, built) is started beside
// this one and the two take turns. Per page and build, the medians of:
//   style ms      the style passes of the page's document before its first contentful paint (UpdateLayoutTree)
//   elements      the elements they styled
//   µs/element    their style recalculation (Document::recalcStyle) per element
//   font lookups  the local font faces they looked for (on Linux a round trip to the browser's font service each)
//   restyle ms    after the load, a style pass over every element, as the switch to Inter makes (a variable of the
//                 document element changed; median of 9, timed in the page, no trace running)
// Uses the system Chromium; the builds' servers on BENCH_PORT (default 3460) and the next port.
import { chromium } from "@playwright/test";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { commandLineOption, printTable, sampledPagesInTurns } from "./server.mjs";

const runs = Number(commandLineOption("--runs") ?? 5);
const against = commandLineOption("--against");
const only = commandLineOption("--only");
const port = Number(process.env.BENCH_PORT ?? 3460);
/** Blink's own events inside the style pass, beside the timeline's. */
const categories = ["devtools.timeline", "blink", "blink_style", "fonts", "loading", "disabled-by-default-devtools.timeline"].join(",");

/**
 * One first visit of `url`: the figures of the style passes of its document before its first contentful paint. A
 * trace without the document's parse or its paint in it (about once in 100 loads) measured nothing: the visit is
 * repeated, up to twice.
 */
async function firstStyleOf(browser, url) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const figures = await traceFirstVisit(browser, url);
    if (figures) return figures;
    console.error(`${url}: the trace lacks the document's parse or first paint, measuring again`);
  }
  throw new Error(`${url}: three traces without the document's parse or first paint`);
}

/** The figures of one first visit of `url`, or null when its trace lacks the document's parse or first paint. */
async function traceFirstVisit(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories, transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "load" });
    // The load event can come before the first paint (the document and its stylesheet came at once).
    await page.evaluate(() => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: "paint", buffered: true })));
    await cdp.send("Tracing.end");
    await complete;
    const restyleMs = await page.evaluate(fullRestyleMs);
    // The page's own document (not the icon sprite's, nor the blank one its frame had in another process before), up
    // to its first contentful paint.
    const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
    const frame = parse?.args.beginData.frame;
    const firstPaint = events.find((event) => event.name === "firstContentfulPaint" && event.args?.frame === frame);
    if (!parse || !firstPaint) return null;
    const passes = events.filter(
      (event) =>
        event.name === "UpdateLayoutTree" &&
        event.ph === "X" &&
        event.pid === parse.pid &&
        event.args?.beginData?.frame === frame &&
        event.ts < firstPaint.ts,
    );
    const inPasses = (name) =>
      events
        .filter(
          (event) =>
            event.name === name &&
            event.ph === "X" &&
            passes.some(
              (pass) =>
                event.pid === pass.pid && event.tid === pass.tid && event.ts >= pass.ts && event.ts + event.dur <= pass.ts + pass.dur,
            ),
        )
        .reduce((sum, event) => sum + event.dur / 1000, 0);
    const elements = passes.reduce((sum, pass) => sum + pass.args.elementCount, 0);
    return {
      styleMs: passes.reduce((sum, pass) => sum + pass.dur / 1000, 0),
      elements,
      perElementUs: (inPasses("Document::recalcStyle") * 1000) / elements,
      fontLookupMs: inPasses("WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName"),
      restyleMs,
    };
  } finally {
    await context.close();
  }
}

/**
 * In the page: the median time of 9 style passes over the whole document, each forced by a new value of a variable on
 * the document element (which every element inherits, as the font switch's `--font-sans`), a frame apart.
 */
async function fullRestyleMs() {
  const times = [];
  for (let pass = 0; pass < 9; pass++) {
    await new Promise(requestAnimationFrame);
    const start = performance.now();
    document.documentElement.style.setProperty("--bench-restyle", String(pass));
    // Reading a computed value makes the browser bring the document's style up to date, now.
    void getComputedStyle(document.body).color;
    times.push(performance.now() - start);
  }
  document.documentElement.style.removeProperty("--bench-restyle");
  return times.sort((a, b) => a - b)[4];
}

const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
try {
  const rows = await sampledPagesInTurns({ port, against, only, runs }, (url) => firstStyleOf(browser, url));
  console.log(`Style before the first paint of a phone's first visit, medians of ${runs} loads`);
  printTable(
    ["page", "build", "style ms", "elements", "µs/element", "font lookups ms", "restyle ms"],
    rows.map(({ page, build, median }) => [
      page,
      build,
      median("styleMs").toFixed(1),
      median("elements"),
      median("perElementUs").toFixed(0),
      median("fontLookupMs").toFixed(1),
      median("restyleMs").toFixed(1),
    ]),
  );
} finally {
  await browser.close();
}
