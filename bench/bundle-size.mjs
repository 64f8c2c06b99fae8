// Budget: gzip size of the JavaScript and CSS a first visit to each public page loads.
// Usage: node bench/bundle-size.mjs [--base-de URL --base-es URL]   (after `npx react-router build`)
// Loads every page of both sitemaps in a fresh Chromium context (empty cache, no interaction),
// records every script and stylesheet response until the network is idle, and gzips each body
// as the server's compression does (zlib level 6). Exits 1 when a page is over budget.
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
    page.on("response", (response) => {
      const type = response.request().resourceType();
      if (type !== "script" && type !== "stylesheet") return;
      pending.push(response.body().then((body) => ({ type, url: response.url(), gzip: gzipSync(body, { level: 6 }).length })));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    const files = await Promise.all(pending);
    const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
    results.push({ url, js: sum("script"), css: sum("stylesheet"), files });
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}

const over = (result) => result.js > BUDGET_KB.js * 1024 || result.css > BUDGET_KB.css * 1024;
printTable(
  ["page", "JS KB gzip", "CSS KB gzip", "budget"],
  results.map((result) => [result.url, kb(result.js), kb(result.css), over(result) ? "OVER" : "ok"]),
);
console.log(`\nBudget per page: JS ≤ ${BUDGET_KB.js} KB, CSS ≤ ${BUDGET_KB.css} KB (gzip level 6, 1 KB = 1024 bytes).`);
console.log(`Largest files of the heaviest page:`);
const heaviest = results.reduce((a, b) => (b.js > a.js ? b : a));
for (const file of [...heaviest.files].sort((a, b) => b.gzip - a.gzip).slice(0, 6)) console.log(`  ${kb(file.gzip).padStart(6)} KB  ${file.url}`);
console.log(`Results: ${writeResult("bundle-size.json", results)}`);
process.exit(results.some(over) ? 1 : 0);
