// Budget: Lighthouse (mobile settings, simulated throttling) over a list of pages of both hosts.
// Usage: node bench/lighthouse.mjs [--all] [--runs N] [--only TEXT] [--against DIR] [--base-de URL --base-es URL]
//   (after `npx react-router build`)
// Default pages (issue "fast under a crowd"): home, dog list, a dog page, adoption, membership, FAQ, blog list and a
// post, in both languages; --all: every sitemap page.
// --only TEXT keeps the pages whose address contains TEXT (e.g. --only /hunde).
// --runs N (default 3) runs each page N times and reports the median of each score: on a busy
// machine single Performance scores scatter by several points.
// Each page is loaded once unmeasured first: the server encodes a dog picture on its first request
// and keeps it (image cache in DATA_DIR), which is the state visitors meet.
// Prints the machine's BenchmarkIndex as Lighthouse measured it (its CPU slowdown of 4x is meant for a host of 1,500
// or more; docs/throttling.md of Lighthouse), so that figures from different machines can be told apart.
// Uses the system Chromium. Targets: Performance ≥ 99, the largest paint ≤ 1.5 s and total blocking time ≤ 150 ms
// (medians), no long task of the page's own code (the document, its scripts) in the median run (issue 38: Lighthouse
// lists tasks of 50 ms and more, in its simulated phone's time); Accessibility, Best Practices, SEO = 100.
// --against DIR starts another checkout's build (e.g. a worktree of main, built) on BENCH_PORT + 20 and takes turns with
// it, run by run, so that both are measured in the same state of the machine; its rows say which build they are.
// Exits 1 when a page of this build misses a target; the full reports go to bench/results/lighthouse/.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { startProductionServer } from "../scripts/production-server.mjs";
import {
  commandLineOption,
  lighthouseSamplePaths,
  printTable,
  resultsDir,
  sampleUrl,
  siteUnderTest,
  sitemapPages,
  writeResult,
} from "./server.mjs";

const TARGETS = { performance: 99, accessibility: 100, "best-practices": 100, seo: 100 };
const LCP_TARGET_MS = 1500;
const TBT_TARGET_MS = 150;
const runs = Number(commandLineOption("--runs") ?? 3);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * One Lighthouse run. Lighthouse's default configuration is the mobile one (Moto G Power, slow 4G,
 * simulated throttling). A run whose trace recording failed (e.g. NO_NAVSTART, seen about once in
 * 130 runs) measured nothing: it is repeated, up to twice.
 */
async function measure(url, port) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!lhr.runtimeError || attempt === 3) return lhr;
    console.error(`${url}: ${lhr.runtimeError.code}, measuring again`);
  }
}

const against = commandLineOption("--against");
/** The medians of one page's reports, and the audits any of them failed. */
function summary(url, reports) {
  const scores = Object.fromEntries(
    Object.keys(TARGETS).map((id) => [id, median(reports.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)))]),
  );
  const failedAudits = [
    ...new Set(
      reports.flatMap((lhr) =>
        Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      ),
    ),
  ];
  const lcpMs = median(reports.map((lhr) => lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.POSITIVE_INFINITY));
  const tbtMs = median(reports.map((lhr) => lhr.audits["total-blocking-time"]?.numericValue ?? Number.POSITIVE_INFINITY));
  // The page's own long tasks: those Lighthouse attributes to the site's origin (the document, its scripts).
  const ownTasks = reports.map((lhr) =>
    (lhr.audits["long-tasks"]?.details?.items ?? []).filter((task) => task.url?.startsWith(new URL(url).origin)),
  );
  const ownLongestMs = median(ownTasks.map((tasks) => Math.max(0, ...tasks.map((task) => task.duration))));
  const ownLongTasks = median(ownTasks.map((tasks) => tasks.length));
  return { url, ...scores, lcpMs, tbtMs, ownLongestMs, ownLongTasks, failedAudits };
}

const site = await siteUnderTest();
/** The builds measured: this one, and with `--against DIR` another checkout's beside it (on the next port), taking turns. */
const builds = [{ label: "this build", origins: site.origins, stop: site.stop }];
if (against) {
  // Not the next port: 3306 is MySQL's and MariaDB's.
  const other = await startProductionServer({ port: Number(process.env.BENCH_PORT ?? 3305) + 20, cwd: against });
  builds.push({ label: against, origins: other.origins, stop: other.stop });
}
/** `url` of this build's site on `build` (its origin swapped). */
const onBuild = (url, build) => {
  const locale = url.startsWith(site.origins.es) ? "es" : "de";
  return build.origins[locale] + url.slice(site.origins[locale].length);
};
const sitemaps = await Promise.all(builds.map(async (build) => (await sitemapPages(build.origins)).filter((url) => !url.endsWith("/404"))));
const only = commandLineOption("--only");
/** Each page as the list of its addresses on the builds. */
const pages = (
  process.argv.includes("--all")
    ? sitemaps[0].map((url) => builds.map((build) => onBuild(url, build)))
    : Object.entries(lighthouseSamplePaths).flatMap(([locale, paths]) =>
        paths.map((samplePath) => builds.map((build, index) => sampleUrl(build.origins[locale], samplePath, sitemaps[index]))),
      )
).filter((urls) => only === undefined || urls[0].includes(only));

const chrome = await chromeLauncher.launch({
  chromePath: requireChromium(),
  chromeFlags: ["--headless=new", ...chromiumArgs],
});
const reportsDir = path.join(resultsDir, "lighthouse");
mkdirSync(reportsDir, { recursive: true });
const results = [];
try {
  for (const urls of pages) {
    const warmUps = [];
    for (const url of urls)
      warmUps.push((await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] })).lhr);
    const reports = urls.map(() => []);
    for (let run = 0; run < runs; run++) for (const [index, url] of urls.entries()) reports[index].push(await measure(url, chrome.port));
    for (const [index, url] of urls.entries()) {
      results.push({
        build: builds[index].label,
        ...summary(url, reports[index]),
        benchmarkIndex: warmUps[index].environment.benchmarkIndex,
      });
      const name = `${index > 0 ? "against_" : ""}${new URL(url).host}${new URL(url).pathname.replaceAll("/", "_")}.json`;
      writeFileSync(path.join(reportsDir, name), JSON.stringify(reports[index].at(-1)));
    }
  }
} finally {
  chrome.kill();
  for (const build of builds) await build.stop();
}

const misses = (result) =>
  result.lcpMs > LCP_TARGET_MS ||
  result.tbtMs > TBT_TARGET_MS ||
  result.ownLongTasks > 0 ||
  Object.entries(TARGETS).some(([id, target]) => result[id] < target);
printTable(
  [
    ...(against ? ["build"] : []),
    "page",
    "Performance",
    "LCP s",
    "TBT ms",
    "own long tasks",
    "longest ms",
    "Accessibility",
    "Best Practices",
    "SEO",
    "targets",
  ],
  results.map((r) => [
    ...(against ? [r.build] : []),
    r.url,
    r.performance,
    (r.lcpMs / 1000).toFixed(2),
    Math.round(r.tbtMs),
    r.ownLongTasks,
    Math.round(r.ownLongestMs),
    r.accessibility,
    r["best-practices"],
    r.seo,
    misses(r) ? "MISSED" : "ok",
  ]),
);
console.log(`BenchmarkIndex of this machine: ${Math.round(median(results.map((r) => r.benchmarkIndex)))} (median of ${results.length})`);
for (const result of results.filter((r) => r.failedAudits.length > 0))
  console.log(`${result.url}: failed audits ${result.failedAudits.join(", ")}`);
console.log(`Results: ${writeResult("lighthouse.json", results)}`);
process.exit(results.filter((r) => r.build === builds[0].label).some(misses) ? 1 : 0);
