// Resident memory of the production server with the embedded database (PGlite) on the sample data, under
// load: 7,000 distinct list queries (a crawler varying the query string), every page of both sitemaps, and
// every picture the pages show (dog photos and the posts' and guides' pictures, each width and format, each
// converted once and then read back). Prints the resident memory when ready, its peak under load and where it
// settles afterwards, with the heap and the memory outside it (WASM, sharp, buffers) from GET /metrics.
// Usage: npx react-router build && node bench/memory.mjs   (BENCH_PORT, default 3430; more env passes through to the server)
import { lookup } from "node:dns";
import { readFileSync } from "node:fs";
import { Agent, get as httpGet } from "node:http";
import { startProductionServer } from "../scripts/production-server.mjs";

const port = Number(process.env.BENCH_PORT ?? 3430);
const listQueries = Number(process.env.BENCH_LIST_QUERIES ?? 7_000);
const concurrency = 8;
const budgetMb = 350;

const rssMb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

/** Runs `work` over `items` with `concurrency` at a time. */
async function each(items, work) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

// *.localhost is this machine (Node's resolver does not know it); connections are kept alive as a browser's.
const agent = new Agent({
  keepAlive: true,
  lookup: (hostname, options, callback) =>
    hostname.endsWith(".localhost") ? callback(null, [{ address: "127.0.0.1", family: 4 }]) : lookup(hostname, options, callback),
});

/** GET a URL as a browser would (compressed), resolving with the body as text. */
function get(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent, headers: { "accept-encoding": "gzip, deflate, br" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        response.statusCode === 200 ? resolve(Buffer.concat(chunks)) : reject(new Error(`${url} answered ${response.statusCode}`)),
      );
    }).on("error", reject);
  });
}

/** GET a page uncompressed, as text. */
function page(url) {
  return new Promise((resolve, reject) => {
    httpGet(url, { agent }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve(body));
    }).on("error", reject);
  });
}

/** Every picture URL in a page: src and srcset of img and source elements, on the page's origin. */
function pictureUrls(origin, html) {
  const urls = new Set();
  for (const [, attribute, value] of html.matchAll(/\s(src|srcset)="([^"]+)"/g)) {
    const candidates = attribute === "srcset" ? value.split(",").map((part) => part.trim().split(/\s+/)[0]) : [value];
    for (const candidate of candidates) {
      const url = candidate.replaceAll("&amp;", "&");
      if (url.startsWith("/images/dogs/") || url.startsWith("/media/")) urls.add(origin + url);
    }
  }
  return urls;
}

const progress = (step) =>
  console.error(`  … ${step} (${((performance.now() - started) / 1000).toFixed(0)} s, ${rssMb(pid).toFixed(0)} MB)`);
const metric = (text, name) => Number(new RegExp(`^${name} (\\S+)$`, "m").exec(text)?.[1] ?? NaN) / 1024 / 1024;

const server = await startProductionServer({ port, env: { ...process.env, LOG_LEVEL: "error" } });
const pid = server.child.pid;
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
const started = performance.now();
try {
  const { de, es } = server.origins;
  await get(`${de}/hunde`);
  const ready = rssMb(pid);

  const sitemapPages = [];
  for (const origin of [de, es]) {
    const xml = await page(`${origin}/sitemap.xml`);
    sitemapPages.push(...[...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1].replaceAll("&amp;", "&")));
  }
  progress(`${sitemapPages.length} sitemap pages`);
  const pictures = new Set();
  await each(sitemapPages, async (url) => {
    const origin = new URL(url).origin;
    for (const picture of pictureUrls(origin, await page(url))) pictures.add(picture);
  });
  progress(`${pictures.size} pictures`);
  // Each picture twice: converted (or read from the database) once, then answered from the copy.
  await each([...pictures, ...pictures], get);
  const afterPictures = rssMb(pid);
  progress("pictures done");
  const external = metric(await page(`${de}/metrics`), "nodejs_external_memory_bytes");
  console.error(`  … external memory after the pictures: ${external.toFixed(0)} MB`);

  const queries = Array.from({ length: listQueries }, (_, i) => (i % 2 ? `${de}/hunde?q=luna+${i}` : `${es}/perros?q=bello+${i}`));
  await each(queries, get);
  const afterLists = rssMb(pid);

  // Settled: ten seconds without requests.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const steady = rssMb(pid);
  const metrics = await page(`${de}/metrics`);

  const mb = (value) => `${value.toFixed(0)} MB`;
  console.log(
    `Resident memory of the production server, embedded database, sample data (${((performance.now() - started) / 1000).toFixed(0)} s):`,
  );
  console.log(`  ready (first list page answered):                            ${mb(ready)}`);
  console.log(`  after ${pictures.size} pictures twice (${sitemapPages.length} sitemap pages read):           ${mb(afterPictures)}`);
  console.log(`  after ${listQueries.toLocaleString("en")} distinct list queries:                         ${mb(afterLists)}`);
  console.log(`  peak under load:                                             ${mb(peak)}`);
  console.log(`  steady, 10 s after the load:                                 ${mb(steady)}`);
  console.log(
    `  of which V8 heap ${mb(metric(metrics, "nodejs_heap_size_used_bytes"))} used, external ${mb(metric(metrics, "nodejs_external_memory_bytes"))}; page cache ${mb(metric(metrics, "site_page_cache_bytes"))}`,
  );
  console.log(`  budget ${budgetMb} MB: ${peak <= budgetMb ? "kept" : "EXCEEDED"}`);
} finally {
  clearInterval(sampler);
  await server.stop();
}
