// What a layout forced before the stylesheet costs (decision 75): a page's stylesheet comes one round trip after its
// document on a phone's network, and meanwhile an input forces a style and layout of what the parser has read (the
// page getting the focus, in Lighthouse's runs; a finger or pointer moving over it): before the stylesheet, every
// element in the browser's own style, thrown away when the stylesheet comes.
// Usage: node bench/layout-before-style.mjs [--runs N] [--only TEXT] [--against DIR]   (after `npx react-router build`)
// Each sampled page (bench/lighthouse.mjs's 8 kinds of both hosts) is loaded N times (default 5), each a first visit in
// a phone's screen (412×823 at 1.75) with its stylesheets held for 150 ms (Lighthouse's simulated round trip) and the
// pointer moved over it 100 ms in (the stand-in that comes when asked: the focus comes when the browser sends it), the
// builds taking turns with `--against DIR`. Per page and build, the medians of:
//   before ms     the document's style and layout before its stylesheet came (UpdateLayoutTree and Layout)
//   elements      the elements that style styled
//   first frame   its style and layout from the stylesheet's coming to the first contentful paint
// Uses the system Chromium; the builds' servers on BENCH_PORT (default 3470) and the next port.
import { chromium } from "@playwright/test";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { commandLineOption, printTable, sampledPagesInTurns } from "./server.mjs";

const runs = Number(commandLineOption("--runs") ?? 5);
const against = commandLineOption("--against");
const only = commandLineOption("--only");
const port = Number(process.env.BENCH_PORT ?? 3470);
const ROUND_TRIP_MS = 150;
const INPUT_AFTER_MS = 100;

/** One first visit of `url` with its stylesheets held and an input meanwhile: the figures above. */
async function visit(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await page.route(/\.css$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, ROUND_TRIP_MS));
      await route.continue();
    });
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on("Tracing.dataCollected", ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
    await cdp.send("Tracing.start", { categories: "devtools.timeline,blink,loading", transferMode: "ReportEvents" });
    await page.goto(url, { waitUntil: "commit" });
    await page.waitForTimeout(INPUT_AFTER_MS);
    await page.mouse.move(100, 200);
    await page.waitForLoadState("load");
    await page.evaluate(() => new Promise((resolve) => new PerformanceObserver(resolve).observe({ type: "paint", buffered: true })));
    await cdp.send("Tracing.end");
    await complete;
    const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url === url);
    const frame = parse?.args.beginData.frame;
    const firstPaint = events.find((event) => event.name === "firstContentfulPaint" && event.args?.frame === frame);
    const stylesheet = events.find((event) => event.name === "ParseAuthorStyleSheet" && event.pid === parse?.pid);
    if (!parse || !firstPaint || !stylesheet) return null;
    const ofDocument = events.filter(
      (event) =>
        ["UpdateLayoutTree", "Layout"].includes(event.name) &&
        event.ph === "X" &&
        event.pid === parse.pid &&
        event.tid === parse.tid &&
        event.ts > parse.ts &&
        event.ts < firstPaint.ts &&
        // The document's own (not an SVG picture's, which is a document of its own).
        (event.args?.beginData?.frame ?? event.args?.endData?.frame ?? frame) === frame,
    );
    const sum = (list) => list.reduce((total, event) => total + event.dur / 1000, 0);
    const before = ofDocument.filter((event) => event.ts < stylesheet.ts);
    return {
      beforeMs: sum(before),
      elements: before
        .filter((event) => event.name === "UpdateLayoutTree")
        .reduce((total, event) => total + (event.args?.elementCount ?? 0), 0),
      firstFrameMs: sum(ofDocument.filter((event) => event.ts >= stylesheet.ts)),
    };
  } finally {
    await context.close();
  }
}

/** A visit's figures; a trace without the document's parse, stylesheet or first paint is measured again, up to twice. */
async function measured(browser, url) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const figures = await visit(browser, url);
    if (figures) return figures;
  }
  throw new Error(`${url}: three traces without the document's parse, stylesheet or first paint`);
}

const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
try {
  const rows = await sampledPagesInTurns({ port, against, only, runs }, (url) => measured(browser, url));
  console.log(`Style and layout of a first visit whose stylesheet came ${ROUND_TRIP_MS} ms late, an input meanwhile, medians of ${runs}`);
  printTable(
    ["page", "build", "before ms", "elements", "first frame ms"],
    rows.map(({ page, build, median }) => [
      page,
      build,
      median("beforeMs").toFixed(1),
      median("elements"),
      median("firstFrameMs").toFixed(1),
    ]),
  );
} finally {
  await browser.close();
}
