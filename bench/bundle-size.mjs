// Budget: gzip size of the JavaScript and CSS a first visit to each public page loads.
// Usage: node bench/bundle-size.mjs [--base-de URL --base-es URL]   (after `npx react-router build`)
// Loads every page of both sitemaps in a fresh Chromium context (empty cache, no interaction),
// records every script and stylesheet response until the network is idle, and gzips each body
// as the server's compression does (zlib level 6). Exits 1 when a page is over budget, or when it
// could not be measured alone: it loaded its document again (a reload counts its files twice) or
// navigated on to another address.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { printTable, siteUnderTest, sitemapPages, writeResult } from "./server.mjs";

const BUDGET_KB = { js: 120, css: 25 };
const kb = (bytes) => (bytes / 1024).toFixed(1);

const site = await siteUnderTest();
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
const results = [];
try {
  for (const url of await sitemapPages(site.origins)) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const pending = [];
    let documentLoads = 0;
    page.on("request", (request) => {
      // A redirect's next hop is the same load; anything else is a new document (a reload, a navigation).
      if (request.isNavigationRequest() && request.frame() === page.mainFrame() && !request.redirectedFrom()) documentLoads++;
    });
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(
        response.body().then(
          (body) => ({ type, url: response.url(), gzip: gzipSync(body, { level: 6 }).length }),
          // After a reload the first document's bodies are gone: judged below, with the reload.
          (error) => ({ error }),
        ),
      );
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const files = await Promise.all(pending);
    // A page that loaded again, or went elsewhere (its next page's scripts would count as its own), is not measured.
    const refused =
      documentLoads !== 1 ? `${documentLoads} document loads` : page.url() !== url ? `it went on to ${page.url()}` : undefined;
    if (refused) {
      results.push({ url, refused, js: 0, css: 0, files: [] });
    } else {
      const unread = files.find((file) => file.error);
      if (unread) throw unread.error;
      const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
      results.push({ url, js: sum("script"), css: sum("stylesheet"), files });
    }
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const over = (result) => result.js > BUDGET_KB.js * 1024 || result.css > BUDGET_KB.css * 1024;
const failed = (result) => result.refused || over(result);
printTable(
  ["page", "JS KB gzip", "CSS KB gzip", "budget"],
  results.map((result) =>
    result.refused
      ? [result.url, "–", "–", `NOT MEASURED: ${result.refused}`]
      : [result.url, kb(result.js), kb(result.css), over(result) ? "OVER" : "ok"],
  ),
);
console.log(`\nBudget per page: JS ≤ ${BUDGET_KB.js} KB, CSS ≤ ${BUDGET_KB.css} KB (gzip level 6, 1 KB = 1024 bytes).`);
console.log(`Largest files of the heaviest page:`);
const heaviest = results.reduce((a, b) => (b.js > a.js ? b : a));
for (const file of [...heaviest.files].sort((a, b) => b.gzip - a.gzip).slice(0, 6))
  console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
console.log(`Results: ${writeResult("bundle-size.json", results)}`);
process.exit(results.some(failed) ? 1 : 0);
