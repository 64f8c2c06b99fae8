// The floor of the JavaScript budget: what a first visit loads from a React Router app that has nothing of its
// own. Usage: node bench/js-floor.mjs
// Builds a minimal framework-mode app (one document with the router's Meta, Links, Scripts and
// ScrollRestoration, one page with a heading) with this project's installed React and React Router and this
// project's client build settings (vite.config.ts: terser, chunks, no preload lists, React Router's production
// build), serves it with @react-router/express, and measures its first visit as bench/bundle-size.mjs measures a
// page.
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { chromiumArgs, requireChromium } from "../scripts/chromium.mjs";
import { BUDGET_KB, measureFirstLoad } from "./first-load.mjs";
import { writeResult } from "./server.mjs";

const project = path.resolve(".");
const app = mkdtempSync(path.join(tmpdir(), "js-floor-"));
const files = {
  // The router reads its server runtime from the dependencies.
  "package.json": JSON.stringify({ type: "module", private: true, dependencies: { "@react-router/node": "*", isbot: "*" } }),
  "react-router.config.ts": `export default { appDirectory: "app", ssr: true };`,
  // The project's own client build settings; its server build input (the Express app) does not apply here.
  "vite.config.ts": `
import { reactRouter } from "@react-router/dev/vite";
import projectConfig from ${JSON.stringify(path.join(project, "vite.config.ts"))};
import { reactRouterProductionBuild } from ${JSON.stringify(path.join(project, "app/framework/vite-plugins.ts"))};
export default (env) => ({
  build: env.isSsrBuild ? {} : projectConfig(env).build,
  plugins: [reactRouterProductionBuild(), reactRouter()],
});`,
  "app/routes.ts": `import { index } from "@react-router/dev/routes";
export default [index("routes/home.tsx")];`,
  "app/root.tsx": `import { Links, Meta, Outlet, Scripts, ScrollRestoration } from "react-router";
export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}
export default function App() {
  return <Outlet />;
}`,
  "app/routes/home.tsx": `export default function Home() {
  return <h1>Hallo</h1>;
}`,
};

let result;
try {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(app, name)), { recursive: true });
    writeFileSync(path.join(app, name), text);
  }
  symlinkSync(path.join(project, "node_modules"), path.join(app, "node_modules"));
  execFileSync(path.join(project, "node_modules/.bin/react-router"), ["build"], { cwd: app, stdio: ["ignore", "ignore", "inherit"] });

  const build = await import(pathToFileURL(path.join(app, "build/server/index.js")).href);
  const handleRequest = createRequestHandler({ build, mode: "production" });
  const server = express()
    .use(express.static(path.join(app, "build/client")))
    .get("/favicon.ico", (_request, response) => response.status(204).end())
    // Express 4 drops the promise an async handler returns; React Router's handler catches its own failures.
    .all("*", (request, response, next) => void handleRequest(request, response, next))
    .listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const browser = await chromium.launch({ executablePath: requireChromium(), args: chromiumArgs });
  try {
    result = await measureFirstLoad(browser, `http://127.0.0.1:${server.address().port}/`);
  } finally {
    await browser.close();
    server.close();
  }
} finally {
  rmSync(app, { recursive: true, force: true });
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
if (result.refused) throw new Error(`The floor app could not be measured: ${result.refused}`);
for (const file of [...result.files].sort((a, b) => b.gzip - a.gzip))
  console.log(`  ${kb(file.gzip).padStart(6)} KB  ${path.basename(file.url)}`);
console.log(`\nFloor: ${kb(result.js)} KB gzip of JavaScript on a first visit (React and React Router alone).`);
console.log(`Page budget (bench/first-load.mjs): ${BUDGET_KB.js} KB = floor + ${kb(BUDGET_KB.js * 1024 - result.js)} KB.`);
console.log(`Results: ${writeResult("js-floor.json", result)}`);
