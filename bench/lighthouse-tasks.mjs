// What a page's long tasks are made of, in Lighthouse's own run (issue 38): its simulated phone multiplies what the
// machine observed of a task by 4 (its CPU slowdown), or by 2 for a task with a layout in it (Lantern's layout task
// multiplier of 0.5), and lists those of 50 ms or more; this script finds them in the trace of Lighthouse's mobile run,
// with V8's sampler in it.
// Usage: node bench/lighthouse-tasks.mjs [--runs N] [--only TEXT] [--against DIR] [--no-sampler] [--slowdown N]
//   [--without-scripts]
//   (after `npx react-router build`)
// Each sampled page (bench/lighthouse.mjs's 8 kinds of both hosts, a first of its kind standing for the rest) is
// measured N times (default 3); with `--against DIR` another checkout's build (e.g. a worktree of main, built) is
// started beside this one and the two take turns. Per page and build it prints the median number of the page's own
// long tasks (attributed to the document or a script of the site by Lighthouse's own code, as its
// long-tasks audit does), the median of its longest own task (long or not: how near the line it is), the median
// number of the browser's long tasks, and the kinds the page's own ones were of over all runs:
//   parse      the parser's work on the document (with what ran in the same task: inline scripts, style, layout)
//   evaluate   a module's evaluation (the framework chunk's, with React DOM's set-up)
//   render     a function of a script: React's work, React Router's, the page's (the function that took longest named)
//   frame      style, layout and paint of the document (Lighthouse attributes them to the frame they lay out)
//   compile    compiling a script or module on the main thread
//   other      none of these (the longest event inside named)
// DEBUG_TASKS=1 prints each of the page's own tasks on stderr: its sampled functions (named as in the sources when its
// build was made with BENCH_SOURCE_MAPS=1, this checkout's or the other's) and the events inside it.
// --no-sampler leaves V8's sampler out: its own cost lengthens the tasks it samples (a dog page's first frame 63 ms with
// it, 29–49 ms without), so the tasks are measured as Lighthouse's own run has them, their functions unnamed.
// --slowdown N multiplies the observed tasks by N instead of Lighthouse's 4 (layout tasks by N / 2): a machine faster
// than the rig (BenchmarkIndex about 2,000–2,400) stands for it with 4 × its index / 2,200, so that a change is
// measured where the tasks are near the line. The figures of issue 38 are those of the default.
// --without-scripts measures each page a second time, taking turns, as this build's document with its scripts taken out
// (all but JSON-LD: the module script, React Router's inline scripts, the loader data and the manifest), through a
// proxy on the next port but one: what is left is the browser's own work on the page's markup, stylesheets, pictures
// and font, the floor no change to the scripts can go below.
// Uses the system Chromium; the builds' servers on BENCH_PORT (default 3440) and the next port.
import { existsSync, readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { startProductionServer } from "../scripts/production-server.mjs";
import { commandLineOption, lighthouseSamplePaths, printTable, sampleUrl, sitemapPages } from "./server.mjs";

const runs = Number(commandLineOption("--runs") ?? 3);
const against = commandLineOption("--against");
const sampled = !process.argv.includes("--no-sampler");
const port = Number(process.env.BENCH_PORT ?? 3440);
const LONG_TASK_MS = 50;
const slowdown = Number(commandLineOption("--slowdown") ?? 4);
/** A task's length in Lighthouse's simulated phone (Lantern's Simulator: its duration times the CPU slowdown, halved for a task with a layout). */
const simulatedMs = (durationMs, inside) => Math.round((durationMs * slowdown) / (inside.some((event) => event.name === "Layout") ? 2 : 1));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A proxy on `proxyPort` in front of `server`, sending its HTML documents without their scripts but JSON-LD (for
 * --without-scripts). Requests keep their path and go to the server with its own host, so that it picks the language
 * by the host as it does.
 */
async function scriptlessProxy(server, proxyPort) {
  const serverPort = new URL(server.origins.de).port;
  const proxy = http.createServer((request, response) => {
    const headers = { ...request.headers, host: request.headers.host.replace(/:\d+$/, `:${serverPort}`) };
    const forwarded = http.request(
      { host: "127.0.0.1", port: serverPort, path: request.url, method: request.method, headers },
      (answer) => {
        if (!answer.headers["content-type"]?.startsWith("text/html")) {
          response.writeHead(answer.statusCode, answer.headers);
          answer.pipe(response);
          return;
        }
        const decoded = { gzip: zlib.createGunzip, br: zlib.createBrotliDecompress }[answer.headers["content-encoding"]]?.();
        const chunks = [];
        (decoded ? answer.pipe(decoded) : answer)
          .on("data", (chunk) => chunks.push(chunk))
          .on("end", () => {
            const html = Buffer.concat(chunks)
              .toString("utf8")
              .replace(/<script(?![^>]*application\/ld\+json)[^>]*>[\s\S]*?<\/script>/g, "");
            const kept = { ...answer.headers };
            delete kept["content-encoding"];
            delete kept["content-length"];
            response.writeHead(answer.statusCode, kept);
            response.end(html);
          });
      },
    );
    // A failed connection to the server fails the browser's request, instead of stopping the script with an unhandled error.
    forwarded.on("error", () => response.destroy());
    request.pipe(forwarded);
  });
  await new Promise((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));
  return {
    origins: { de: `http://localhost:${proxyPort}`, es: `http://es.localhost:${proxyPort}` },
    stop: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

/**
 * The sites measured, taking turns: what to stop at the end, the origins of the build's server (whose sitemap names
 * its pages) and the origins Lighthouse loads the pages from.
 */
const thisBuild = await startProductionServer({ port });
const sites = [{ label: "this build", server: thisBuild, build: thisBuild.origins, origins: thisBuild.origins }];
if (against) {
  const other = await startProductionServer({ port: port + 1, cwd: against });
  sites.push({ label: against, server: other, build: other.origins, origins: other.origins });
}
if (process.argv.includes("--without-scripts")) {
  const proxy = await scriptlessProxy(thisBuild, port + 2);
  sites.push({ label: "without scripts", server: proxy, build: thisBuild.origins, origins: proxy.origins });
}

/**
 * The folder of the browser's files of the build that sent `url`: the other checkout's for its server's port, else this
 * checkout's (also behind the scriptless proxy).
 */
const assetsFolder = (url) =>
  against && new URL(url).port === String(port + 1) ? path.join(against, "build/client/assets") : "build/client/assets";
/**
 * Source maps of the measured builds, where they were built with them (`BENCH_SOURCE_MAPS=1 npx react-router build`), by
 * file. The framework patches' changes of React Router's module come without a map of their own: below a line they add,
 * a position in that module (its line, and so the name found there) may be a few lines off.
 */
const sourceMaps = new Map();
/** A sampled function's name in the sources (its file and name there) when its build has a source map, else as sampled. */
function sourceName({ functionName, url, lineNumber, columnNumber }) {
  const file = new URL(url).pathname.split("/").pop();
  const builtFile = path.join(assetsFolder(url), file);
  if (!sourceMaps.has(builtFile))
    sourceMaps.set(
      builtFile,
      existsSync(`${builtFile}.map`)
        ? {
            map: new TraceMap(readFileSync(`${builtFile}.map`, "utf8")),
            // A line written before the file's name was hashed (the framework chunk's compile hint) is not in its map.
            linesBefore: readFileSync(builtFile, "utf8").startsWith("//# ") ? 1 : 0,
          }
        : null,
    );
  const found = sourceMaps.get(builtFile);
  const original =
    found && lineNumber >= found.linesBefore
      ? originalPositionFor(found.map, { line: lineNumber + 1 - found.linesBefore, column: columnNumber })
      : null;
  if (!original?.source) return `${functionName || "(top level)"} in ${file}`;
  return `${original.name || functionName || "(top level)"} in ${original.source.split("/").slice(-2).join("/")}:${original.line}`;
}

/** The functions V8's sampler found running a task (the top of each sample's stack), by their number of samples. */
function selfFunctionsOf(task, samples, nodes) {
  const time = new Map();
  for (const sample of samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur)) {
    const node = nodes.get(sample.id);
    const name = node?.callFrame.url?.startsWith("http") ? sourceName(node.callFrame) : (node?.callFrame.functionName ?? "?");
    time.set(name, (time.get(name) ?? 0) + 1);
  }
  return [...time].sort((a, b) => b[1] - a[1]).map(([name, count]) => `${name} ×${count}`);
}

/** The sampled functions of a task, by the time V8's sampler found each on the stack (the longest first). */
function functionsOf(task, samples, nodes) {
  const within = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur);
  const time = new Map();
  for (const sample of within) {
    const seen = new Set();
    for (let node = nodes.get(sample.id); node; node = nodes.get(node.parent)) {
      // Lighthouse's own scripts in the page have names, not addresses.
      if (!node.callFrame.url?.startsWith("http")) continue;
      const name = sourceName(node.callFrame);
      if (seen.has(name)) continue;
      seen.add(name);
      time.set(name, (time.get(name) ?? 0) + 1);
    }
  }
  return [...time].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/** The kind of one of the page's own tasks, from the trace events inside it. */
function kindOf(inside, functions) {
  const names = new Set(inside.map((event) => event.name));
  if (names.has("ParseHTML")) return "parse";
  if (names.has("v8.evaluateModule")) return "evaluate";
  const time = (...eventNames) => inside.filter((event) => eventNames.includes(event.name)).reduce((sum, event) => sum + event.dur, 0);
  const script = time("FunctionCall", "RunMicrotasks");
  if (time("Layout", "UpdateLayoutTree") > script) return "frame";
  if (time("v8.compileModule", "v8.compile") > script) return "compile";
  if (script === 0) return `other (${inside.sort((a, b) => b.dur - a.dur)[0]?.name ?? "nothing traced"})`;
  return `render (${functions.find((name) => !name.startsWith("(top level)")) ?? functions[0] ?? "no function sampled"})`;
}

/**
 * One Lighthouse run of `url`: the long tasks, the page's own (with their kinds) and the browser's. A run
 * whose trace recording failed (NO_NAVSTART, about once in 130 runs) is repeated, up to twice, as bench/lighthouse.mjs does.
 */
async function tasksOf(url, chromePort) {
  let run;
  for (let attempt = 1; !run || (run.lhr.runtimeError && attempt <= 3); attempt++)
    run = await lighthouse(
      url,
      { port: chromePort, output: "json", logLevel: "error", onlyCategories: ["performance"] },
      { extends: "lighthouse:default", settings: sampled ? { additionalTraceCategories: "disabled-by-default-v8.cpu_profiler" } : {} },
    );
  const { artifacts } = run;
  const events = artifacts.Trace.traceEvents;
  const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url));
  const main = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid && event.ph === "X");
  const nodes = new Map();
  const samples = [];
  // The main thread's profile: its chunks come from the sampler's thread, under the profile's id.
  const profile = events.find((event) => event.name === "Profile" && event.pid === parse.pid && event.tid === parse.tid);
  let ts = profile?.args.data.startTime ?? 0;
  for (const event of events.filter((event) => event.name === "ProfileChunk" && event.pid === parse.pid && event.id === profile?.id)) {
    const { cpuProfile = {}, timeDeltas = [] } = event.args.data;
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((id, index) => samples.push({ id, ts: (ts += timeDeltas[index]) }));
  }
  // The tasks and their attribution as Lighthouse computes them (its long-tasks audit: a script's address the task
  // ran, else the first address it names, else the browser's).
  const processed = TraceProcessor.processTrace(artifacts.Trace);
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, processed.timestamps.traceEnd);
  const origin = new URL(url).origin;
  const own = [];
  let browser = 0;
  // The page's own longest task, long or not (of a quarter of the line and more): how near the line the page is.
  let longest = 0;
  for (const task of tasks.filter((task) => !task.parent && task.duration >= LONG_TASK_MS / slowdown / 4)) {
    const inside = main.filter(
      (event) => event !== task.event && event.ts >= task.event.ts && event.ts + event.dur <= task.event.ts + task.event.dur,
    );
    const simulated = simulatedMs(task.duration, inside);
    const address = task.attributableURLs.find((candidate) => candidate.endsWith(".js")) ?? task.attributableURLs[0] ?? "";
    const ownTask = address.startsWith(origin);
    if (ownTask) longest = Math.max(longest, simulated);
    if (simulated < LONG_TASK_MS) continue;
    if (!ownTask) {
      browser++;
      continue;
    }
    const functions = functionsOf(task.event, samples, nodes);
    own.push(kindOf(inside, functions));
    if (process.env.DEBUG_TASKS) {
      const events = inside.filter((event) => event.dur >= 300).map((event) => `${event.name} ${(event.dur / 1000).toFixed(1)}`);
      // When the task ran, after the navigation's start: a frame before the first paint or one after the scripts.
      console.error(
        `${url}: ${own.at(-1)}, ${task.duration.toFixed(1)} ms (${simulated} simulated) at ${((task.event.ts - processed.timeOriginEvt.ts) / 1000).toFixed(0)} ms, ${address}\n  functions: ${functions.slice(0, 24).join(", ")}`,
      );
      console.error(`  events: ${events.slice(0, 16).join(", ")}`);
      // Every traced event inside, summed by name: also what Lighthouse's trace categories have no child events for.
      const byName = new Map();
      for (const event of inside) {
        const [count, dur] = byName.get(event.name) ?? [0, 0];
        byName.set(event.name, [count + 1, dur + event.dur]);
      }
      console.error(
        `  all events: ${[...byName]
          .sort((a, b) => b[1][1] - a[1][1])
          .slice(0, 20)
          .map(([name, [count, dur]]) => `${name} ×${count} ${(dur / 1000).toFixed(1)}`)
          .join(", ")}`,
      );
      console.error(`  running: ${selfFunctionsOf(task.event, samples, nodes).slice(0, 10).join(", ")}`);
      // The page's own marks (performance.mark) in the task: which of its steps it was.
      const marks = artifacts.Trace.traceEvents.filter(
        (event) => event.cat === "blink.user_timing" && event.ts >= task.event.ts && event.ts <= task.event.ts + task.event.dur,
      );
      if (marks.length > 0)
        console.error(`  marks: ${marks.map((mark) => `${mark.name} at ${((mark.ts - task.event.ts) / 1000).toFixed(1)}`).join(", ")}`);
    }
  }
  return { own, browser, longest };
}

const sitemaps = await Promise.all(sites.map((site) => sitemapPages(site.build)));
const chrome = await chromeLauncher.launch({ chromePath: requireChromium(), chromeFlags: ["--headless=new", ...chromiumArgs] });
try {
  const rows = [];
  for (const [locale, paths] of Object.entries(lighthouseSamplePaths))
    for (const samplePath of paths) {
      const urls = sites.map((site, index) =>
        sampleUrl(site.build[locale], samplePath, sitemaps[index]).replace(site.build[locale], site.origins[locale]),
      );
      // As bench/server.mjs does: the page's address, so that a dog's name picks its page.
      if (commandLineOption("--only") && !urls[0].includes(commandLineOption("--only"))) continue;
      // A first load each, unmeasured: the server encodes the pictures on their first request.
      for (const url of urls) await lighthouse(url, { port: chrome.port, logLevel: "error", onlyCategories: ["performance"] });
      const measured = sites.map(() => []);
      for (let run = 0; run < runs; run++) for (const [index, url] of urls.entries()) measured[index].push(await tasksOf(url, chrome.port));
      for (const [index, site] of sites.entries()) {
        const kinds = new Map();
        for (const kind of measured[index].flatMap((run) => run.own)) kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
        rows.push([
          `${locale} ${new URL(urls[index]).pathname}`,
          site.label,
          median(measured[index].map((run) => run.own.length)),
          median(measured[index].map((run) => run.longest)),
          median(measured[index].map((run) => run.browser)),
          [...kinds].map(([kind, count]) => `${count}× ${kind}`).join(", ") || "–",
        ]);
      }
    }
  console.log(`Long tasks (50 ms and more in Lighthouse's simulated phone, ${slowdown}× slower), medians of ${runs} runs`);
  printTable(["page", "build", "own", "own longest ms", "browser's", `the own ones' kinds in all ${runs} runs`], rows);
} finally {
  chrome.kill();
  for (const site of sites) await site.server.stop();
}
