import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { promisify } from "node:util";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import { type Plugin, type Rollup, defineConfig } from "vite";
import tsconfigPaths from "vite-tsconfig-paths";
import {
  FRAMEWORK_COMPILED_EAGERLY,
  LOADER_DATA_DECODED_APART,
  PLAIN_DYNAMIC_IMPORTS,
  REACT_ROUTER_PRODUCTION_BUILD,
  ROUTE_DISCOVERY_AFTER_START,
  SESSION_STORAGE_WHEN_NEEDED,
} from "./app/framework/switches";
import {
  frameworkCompiledEagerly,
  loaderDataDecodedApart,
  plainDynamicImports,
  reactRouterProductionBuild,
  routeDiscoveryAfterStart,
  sessionStorageWhenNeeded,
} from "./app/framework/vite-plugins";

/** React and React Router: needed by every page, in the chunk of this name. */
const frameworkChunk = "framework";
const frameworkModule = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

/**
 * Needed by every page: the site frame of the pages' layout (routes/layouts/site.tsx, site-frame.tsx: header,
 * footer, consent, notifications, status pages, the pending view's hook) and the small pieces nearly every page
 * imports (head, path and format helpers, section, cards, button, badge…): docs/decisions/0007-first-load-budget.md. Not the frame's
 * parts that load later, each in its own chunk (decision 28): the footer (an island) and the cookie banner's view.
 */
const frameModule = new RegExp(
  "/app/(" +
    [
      "components/layout/(?!site-footer\\.)",
      "routes/layouts/site-frame\\.",
      "features/pending/pending-view\\.",
      "components/icons/",
      "components/(deferred-island|section|cards|button-link|page-header|ui/(button|toaster|card|badge))\\.",
      "features/consent/(?!cookie-banner-view\\.)",
      "features/seo/(page|route)-head\\.",
      "i18n/(hooks|path-pattern|locales|language-switch|format)\\.",
      "lib/(cn|nonce|full-title)\\.",
      "framework/(links-in-app|switches)\\.",
    ].join("|") +
    ")",
);

/**
 * Rollup's messages that every build prints and that need nothing done, so that a build (and a first `npm start`)
 * shows only what means something (issue 33). Everything else is passed on as before.
 */
const expectedLogs: { why: string; matches: (log: Rollup.RollupLog) => boolean }[] = [
  {
    // zod's own comments next to its `@__PURE__` annotations, which Rollup drops and says so, twice per build.
    why: "zod's comments at its annotations",
    matches: (log) => log.code === "INVALID_ANNOTATION" && /node_modules\/zod\//.test(log.id ?? log.message),
  },
  {
    // Resource routes (feeds, sitemaps, robots, the inbox's CSV, the language layouts' guards) have no browser code:
    // their client chunks are empty by design, and React Router loads none of them.
    why: "resource routes' empty client chunks",
    matches: (log) => log.code === "EMPTY_BUNDLE",
  },
  {
    // An island's module in the server build is imported both ways (its page renders it at once, the island's loader
    // imports it): on the server that changes nothing, as the message says.
    why: "islands imported statically and dynamically on the server",
    matches: (log) => log.plugin === "vite:reporter" && log.message.includes("dynamic import will not move module into another chunk"),
  },
];

/**
 * The browser's scripts, stylesheets and sprite, compressed once as the server sends them (brotli at its best and gzip
 * beside each file of 1 KB or more: server/app.ts) instead of for every request (decision 72). From the files as
 * written, after every plugin has changed them: vite-plugin-compression2 compressed the chunks before
 * plainDynamicImports had dropped their preload lists, and so sent other code than the file's to every browser.
 */
function precompressedAssets(): Plugin {
  const brotli = promisify(brotliCompress);
  const gzipped = promisify(gzip);
  return {
    name: "precompressed-assets",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    writeBundle: {
      order: "post",
      sequential: true,
      async handler(options, bundle) {
        const files = Object.values(bundle).filter((file) => /^assets\/.*\.(js|css|svg|json)$/.test(file.fileName));
        await Promise.all(
          files.map(async (file) => {
            const bytes = Buffer.from(file.type === "chunk" ? file.code : file.source);
            if (bytes.length < 1024) return;
            const target = path.join(options.dir!, file.fileName);
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length },
              }),
              gzipped(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${target}.br`, br), writeFile(`${target}.gz`, gz)]);
          }),
        );
      },
    },
  };
}

const onLog: Rollup.InputOptions["onLog"] = (level, log, handler) => {
  if (level === "warn" && expectedLogs.some((expected) => expected.matches(log))) return;
  handler(level, log);
};

export default defineConfig(({ isSsrBuild }) => ({
  build: isSsrBuild
    ? // The server build's entry is our Express app, which wraps the React Router handler.
      { rollupOptions: { input: "./server/app.ts", onLog } }
    : {
        assetsInlineLimit: 0,
        // BENCH_SOURCE_MAPS=1 writes source maps beside the browser's files (referenced by no file, so the code is the
        // same), for bench/lighthouse-tasks.mjs to name the functions of a page's long tasks as in the sources.
        sourcemap: process.env.BENCH_SOURCE_MAPS === "1" ? "hidden" : false,
        // No preload lists for dynamic imports: the islands (decision 8) fetch their own imports when they load.
        modulePreload: false,
        // The JavaScript budget of a first visit is 120 KB gzip (bench/bundle-size.mjs). Terser packs
        // React and React Router 3.5 KB smaller than esbuild, and the modules every page loads
        // compress better as two chunks than as many small ones. Vite turns on terser's workarounds for Safari 10 and
        // 11 (names never reused within a loop); its build targets Safari 16 and later, and without them the framework
        // chunk is 0.26 KB gzip smaller (decision 72).
        minify: "terser",
        terserOptions: { module: true, safari10: false, compress: { passes: 2 } },
        rollupOptions: {
          onLog,
          output: {
            // The namespace objects Rollup builds for CommonJS modules (React's) neither frozen nor tagged "Module":
            // nothing reads either, and the bytes pay for the framework chunk's compile hint (decision 70).
            freeze: false,
            generatedCode: { preset: "es2015", symbols: false },
            manualChunks: (id: string) => (frameworkModule.test(id) ? frameworkChunk : frameModule.test(id) ? "frame" : undefined),
          },
        },
      },
  plugins: [
    // The patches of React Router's and Vite's generated code: app/framework/README.md.
    ...(REACT_ROUTER_PRODUCTION_BUILD ? [reactRouterProductionBuild()] : []),
    ...(PLAIN_DYNAMIC_IMPORTS ? [plainDynamicImports()] : []),
    ...(FRAMEWORK_COMPILED_EAGERLY ? [frameworkCompiledEagerly(frameworkChunk)] : []),
    ...(SESSION_STORAGE_WHEN_NEEDED ? [sessionStorageWhenNeeded()] : []),
    ...(ROUTE_DISCOVERY_AFTER_START ? [routeDiscoveryAfterStart()] : []),
    ...(LOADER_DATA_DECODED_APART ? [loaderDataDecodedApart()] : []),
    precompressedAssets(),
    tailwindcss(),
    reactRouter(),
    tsconfigPaths(),
  ],
  ssr: {
    // Native or CommonJS-heavy server dependencies stay external to the server bundle.
    external: ["sharp", "@electric-sql/pglite", "pg", "nodemailer", "pino", "pino-http"],
  },
}));
