// Shared by the bench scripts: the production server to measure, and the pages to measure on it.
import { lookup } from "node:dns";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { get } from "node:http";
import path from "node:path";
import { startProductionServer } from "../scripts/production-server.mjs";

export const resultsDir = path.resolve("bench/results");

/**
 * `--base-de URL --base-es URL` measure a running site; otherwise the
 * production build is started on BENCH_PORT (default 3305) with a fresh data
 * directory and stopped afterwards.
 */
export async function siteUnderTest(argv = process.argv.slice(2)) {
  const baseDe = commandLineOption("--base-de", argv);
  const baseEs = commandLineOption("--base-es", argv);
  if (baseDe && baseEs) return { origins: { de: baseDe.replace(/\/$/, ""), es: baseEs.replace(/\/$/, "") }, stop: async () => {} };

  if (!existsSync("build/server/index.js")) throw new Error("No production build: run `npx react-router build` first.");
  const server = await startProductionServer({ port: Number(process.env.BENCH_PORT ?? 3305) });
  return { origins: server.origins, stop: server.stop };
}

/** The value given after `name` on the command line (`--runs 5`), or undefined. */
export function commandLineOption(name, argv = process.argv) {
  const index = argv.indexOf(name);
  return index === -1 ? undefined : argv[index + 1];
}

/** The pages the Lighthouse scripts sample: every page kind of both hosts. A path ending in "/" stands for the first page below it. */
export const lighthouseSamplePaths = {
  de: ["/", "/hunde", "/hunde/", "/adoption", "/mitgliedschaft", "/faq", "/blog", "/blog/"],
  es: ["/", "/perros", "/perros/", "/adopcion", "/hacerse-socio", "/preguntas-frecuentes", "/blog", "/blog/"],
};

/** A sampled path's address on `origin`; one ending in "/" (but the home page) is the first page below it in `sitemap`. */
export function sampleUrl(origin, samplePath, sitemap) {
  if (!samplePath.endsWith("/") || samplePath === "/") return origin + samplePath;
  const below = sitemap.find((url) => url.startsWith(origin + samplePath) && url.length > (origin + samplePath).length);
  if (!below) throw new Error(`the sitemap of ${origin} has no page below ${samplePath}`);
  return below;
}

/**
 * The sampled pages (lighthouseSamplePaths) of this build and, with `against`, of another checkout's build started beside
 * it on the next port: each page loaded once unmeasured (the server encodes the pictures on their first request), then
 * `runs` times per build, the builds taking turns, so that both are measured in the same state of the machine.
 * `measure(url)` gives one load's figures; the result is a row per page and build with its figures' medians (`median`
 * of a key), the servers stopped. `only` keeps the pages whose address contains it.
 */
export async function sampledPagesInTurns({ port, against, only, runs }, measure) {
  const sites = [{ label: "this build", server: await startProductionServer({ port }) }];
  if (against) sites.push({ label: against, server: await startProductionServer({ port: port + 1, cwd: against }) });
  try {
    const sitemaps = await Promise.all(sites.map((site) => sitemapPages(site.server.origins)));
    const rows = [];
    for (const [locale, paths] of Object.entries(lighthouseSamplePaths))
      for (const samplePath of paths) {
        const urls = sites.map((site, index) => sampleUrl(site.server.origins[locale], samplePath, sitemaps[index]));
        if (only && !urls[0].includes(only)) continue;
        for (const url of urls) await measure(url);
        const figures = sites.map(() => []);
        for (let run = 0; run < runs; run++) for (const [index, url] of urls.entries()) figures[index].push(await measure(url));
        for (const [index, site] of sites.entries()) {
          const median = (key) => figures[index].map((figure) => figure[key]).sort((a, b) => a - b)[Math.floor(runs / 2)];
          rows.push({ page: `${locale} ${new URL(urls[index]).pathname}`, build: site.label, median });
        }
      }
    return rows;
  } finally {
    for (const site of sites) await site.server.stop();
  }
}

/** Every page of both sitemaps (the public pages), plus the not-found page of each host. */
export async function sitemapPages(origins) {
  const pages = [];
  for (const origin of Object.values(origins)) {
    const xml = await getText(`${origin}/sitemap.xml`);
    pages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll("&amp;", "&")));
    pages.push(`${origin}/404`);
  }
  return pages;
}

export function writeResult(name, value) {
  mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, name);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function printTable(header, rows) {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) =>
    cells.map((cell, column) => (column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]))).join("  ");
  console.log(line(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(line(row));
}

/** GET a text over http; *.localhost resolves to this machine (Node's resolver does not know it). */
function getText(url) {
  const loopbackLookup = (hostname, options, callback) =>
    hostname.endsWith(".localhost") ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : lookup(hostname, options, callback);
  return new Promise((resolve, reject) => {
    get(url, { lookup: loopbackLookup }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    }).on("error", reject);
  });
}
