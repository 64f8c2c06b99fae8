// Budget: gzip size of the JavaScript and CSS a first visit to each public page loads.
// Usage: node bench/bundle-size.mjs [--base-de URL --base-es URL]   (after `npx react-router build`)
// Loads every page of both sitemaps as a first visit (bench/first-load.mjs). Exits 1 when a page is
// over budget, or when it could not be measured alone.
import { chromium } from "@playwright/test";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { BUDGET_KB, measureFirstLoad } from "./first-load.mjs";
import { printTable, siteUnderTest, sitemapPages, writeResult } from "./server.mjs";

const kb = (bytes) => (bytes / 1024).toFixed(1);

const site = await siteUnderTest();
const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
const results = [];
try {
  for (const url of await sitemapPages(site.origins)) results.push(await measureFirstLoad(browser, url));
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
