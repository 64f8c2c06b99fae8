// The main thread's work while a page starts its scripts, from Chromium's own trace (issue 38): what Lighthouse's
// simulated phone multiplies by 4 into its long tasks, measured here as observed, without the simulation's scatter.
// Usage: node bench/start-tasks.mjs [--runs N] [--only TEXT] [--against DIR]   (after `npx react-router build`)
// Each page is loaded N times (default 7) as a first visit (a new browser context, a phone's viewport), the builds
// taking turns when `--against DIR` runs another checkout's build beside this one (e.g. a worktree of main), and the
// median of each figure is printed per page and build:
//   evaluate  the longest module evaluation (the framework chunk's, with React DOM's set-up). Under Playwright's
//             connection it holds V8 parsing the whole chunk again, 20–25 ms, for the stacks of the five errors React DOM
//             makes as it loads; Lighthouse's run has no such parse (its evaluation 1.6–3.9 ms on 2026-12-03), so read
//             this column against another build, not against Lighthouse's tasks
//   compile   the main thread's compiling of functions (V8.CompileCode) from the first module script on: V8 compiles a
//             function at its first call, on the thread that calls it, unless the file asked otherwise (decision 70)
//   tasks>12  the tasks of 12.5 ms or more from the first module script on (50 ms and more at Lighthouse's 4x)
//   longest   the longest of those tasks
//   sum       their summed length
// A page's document, style and layout before its scripts are not counted: they do not depend on the scripts.
import { chromium } from "playwright-core";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { startProductionServer } from "../scripts/production-server.mjs";
import { commandLineOption, printTable } from "./server.mjs";

const runs = Number(commandLineOption("--runs") ?? 7);
const against = commandLineOption("--against");
const port = Number(process.env.BENCH_PORT ?? 3430);
const samplePaths = { de: ["/", "/hunde", "/adoption", "/faq"], es: ["/", "/perros", "/adopcion", "/preguntas-frecuentes"] };
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (microseconds) => microseconds / 1000;

const sites = [{ label: "this build", server: await startProductionServer({ port }) }];
if (against) sites.push({ label: against, server: await startProductionServer({ port: port + 1, cwd: against }) });
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });

/**
 * One first visit of `url`, traced: the figures above. A trace without the document's parse in it (now and then)
 * measured nothing: the visit is repeated, up to twice, as bench/first-style.mjs does.
 */
async function startOf(url) {
  for (let attempt = 1; attempt <= 3; attempt++) {
    const figures = await tracedStartOf(url);
    if (figures) return figures;
    console.error(`${url}: the trace lacks the document's parse, measuring again`);
  }
  throw new Error(`${url}: three traces without the document's parse`);
}

/** The figures of one traced first visit of `url`, or null when its trace lacks the document's parse. */
async function tracedStartOf(url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await browser.startTracing(page, { categories: ["devtools.timeline", "toplevel", "v8.execute", "disabled-by-default-v8.compile"] });
  await page.goto(url);
  // The scripts start after the load event and the first paint (decision 56); hydration and the font follow.
  await page.waitForFunction(() => "__reactRouterDataRouter" in window);
  await page.waitForTimeout(2500);
  const { traceEvents } = JSON.parse((await browser.stopTracing()).toString());
  await context.close();
  const parse = traceEvents.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url));
  if (!parse) return null;
  const main = traceEvents.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X");
  const evaluations = main.filter((event) => event.name === "v8.evaluateModule");
  const from = Math.min(
    ...main.filter((event) => event.name === "v8.compileModule" || event.name === "v8.evaluateModule").map((event) => event.ts),
  );
  const tasks = main.filter((event) => event.name === "ThreadControllerImpl::RunTask" && event.ts >= from && event.dur >= 12_500);
  return {
    evaluate: ms(Math.max(...evaluations.map((event) => event.dur))),
    compile: ms(main.filter((event) => event.name === "V8.CompileCode" && event.ts >= from).reduce((sum, event) => sum + event.dur, 0)),
    "tasks>12": tasks.length,
    longest: ms(Math.max(0, ...tasks.map((task) => task.dur))),
    sum: ms(tasks.reduce((sum, task) => sum + task.dur, 0)),
  };
}

try {
  const rows = [];
  for (const [locale, paths] of Object.entries(samplePaths))
    for (const path of paths) {
      if (commandLineOption("--only") && !path.includes(commandLineOption("--only"))) continue;
      const samples = sites.map(() => []);
      // A first load each, unmeasured: the server encodes the pictures on their first request.
      for (const site of sites) {
        const warmUp = await browser.newPage();
        await warmUp.goto(site.server.origins[locale] + path);
        await warmUp.close();
      }
      for (let run = 0; run < runs; run++)
        for (const [index, site] of sites.entries()) samples[index].push(await startOf(site.server.origins[locale] + path));
      for (const [index, site] of sites.entries()) {
        const figures = Object.keys(samples[index][0]).map((key) => median(samples[index].map((sample) => sample[key])));
        rows.push([`${locale} ${path}`, site.label, ...figures.map((figure) => figure.toFixed(0))]);
      }
    }
  console.log(`Medians of ${runs} first visits each, milliseconds observed on this machine (Lighthouse's phone: 4x)`);
  printTable(["page", "build", "evaluate", "compile", "tasks>12", "longest", "sum"], rows);
} finally {
  await browser.close();
  for (const site of sites) await site.server.stop();
}
