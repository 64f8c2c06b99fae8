import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import {
  type EntryContext,
  Links,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ServerBuild,
  ServerRouter,
  createRequestHandler,
} from "react-router";
import { type Plugin, type Rollup, build, parseAst } from "vite";
import { afterAll, describe, expect, it } from "vitest";
import { withScriptsAfterLoad, withScriptsAfterLoadInBytes } from "./scripts-after-load";
import { checkedAgainst } from "./switches";
import {
  compileHint,
  frameworkCompiledEagerly,
  loaderDataDecodedApart,
  plainDynamicImports,
  preloadList,
  productionBuildFiles,
  reactRouterProductionBuild,
  routeDiscoveryAfterStart,
  sessionStorageChanges,
  sessionStorageWhenNeeded,
  withLoaderDataDecodedApart,
  withRouteDiscoveryAfterStart,
  withSessionStorageWhenNeeded,
} from "./vite-plugins";

/*
 * The upgrade test: what each patch of this folder relies on in React Router and Vite, checked against the installed
 * versions (README.md in this folder). A failure names the patch and what to do; none of these checks depends on
 * this site's pages.
 */

const require = createRequire(import.meta.url);
const installedVersion = (name: string) =>
  (JSON.parse(readFileSync(require.resolve(`${name}/package.json`), "utf8")) as { version: string }).version;

describe("the framework versions", () => {
  it.each(Object.entries(checkedAgainst))("%s is the version the patches were checked against", (name, version) => {
    const installed = installedVersion(name);
    expect(
      installed,
      `${name} is ${installed}, the patches were checked against ${version}: read app/framework/README.md, ` +
        "check each patch it lists against the new version (this test checks what it can), then write the new version in checkedAgainst (app/framework/switches.ts) and in the README",
    ).toBe(version);
    expect(readFileSync(new URL("README.md", import.meta.url), "utf8"), "app/framework/README.md names the version checked").toContain(
      `${name} ${version}`,
    );
  });
});

/** A two-route app as React Router's framework build describes it: a root with a layout and a page with loader data. */
function minimalBuild(): ServerBuild {
  const Root = () => (
    <html lang="de">
      <head>
        <Links />
      </head>
      <body>
        <Outlet />
        <ScrollRestoration nonce="n" />
        <Scripts nonce="n" />
      </body>
    </html>
  );
  const Page = () => <main>Hund</main>;
  const handleDocument = (request: Request, status: number, headers: Headers, context: EntryContext) =>
    new Promise<Response>((resolve, reject) => {
      const chunks: Buffer[] = [];
      const body = new PassThrough();
      body.on("data", (chunk: Buffer) => chunks.push(chunk));
      body.on("end", () => resolve(new Response(Buffer.concat(chunks), { status, headers })));
      const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} nonce="n" />, {
        nonce: "n",
        onAllReady: () => pipe(body),
        onShellError: reject,
      });
    });
  const entryRoute = {
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasClientMiddleware: false,
    hasErrorBoundary: false,
  };
  const clientModules = {
    clientActionModule: undefined,
    clientLoaderModule: undefined,
    clientMiddlewareModule: undefined,
    hydrateFallbackModule: undefined,
  };
  return {
    entry: { module: { default: handleDocument } },
    routes: {
      root: { id: "root", path: "", module: { default: Root } },
      page: { id: "page", parentId: "root", index: true, module: { default: Page, loader: () => ({ name: "Jürgen <b>" }) } },
    },
    assets: {
      entry: { module: "/assets/entry.client-A.js", imports: ["/assets/framework-B.js"] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/assets/root-C.js",
          imports: ["/assets/frame-D.js"],
          hasLoader: false,
          ...entryRoute,
          ...clientModules,
        },
        page: { id: "page", parentId: "root", index: true, module: "/assets/page-E.js", hasLoader: true, ...entryRoute, ...clientModules },
      },
      url: "/assets/manifest-F.js",
      version: "F",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: { unstable_subResourceIntegrity: false, unstable_trailingSlashAwareDataRequests: false, v8_middleware: false },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

describe("scripts after load: React Router's document as the patch knows it", () => {
  it("rewrites a document the installed React Router renders: preloads, module script, loader data, stream and key", async () => {
    const response = await createRequestHandler(minimalBuild(), "production")(new Request("http://localhost/"));
    const document = await response.text();
    const what =
      "scripts after load (app/framework/scripts-after-load.ts) no longer knows React Router's document: read how <Scripts /> " +
      "writes its module preloads, its module script and the loader data's stream scripts now (and <ScrollRestoration /> its " +
      "script and the context script the stream), and fix the patterns there, " +
      "or switch it off (SCRIPTS_AFTER_LOAD in app/framework/switches.ts); README.md in this folder";
    expect(document, what).toContain('<link rel="modulepreload"');
    expect(document, what).toContain("streamController.enqueue(");
    const rewritten = withScriptsAfterLoad(document);
    expect(rewritten, what).not.toBe(document);
    expect(rewritten, what).not.toContain('<link rel="modulepreload"');
    expect(rewritten, what).not.toContain("window.__reactRouterContext.streamController.");
    expect(rewritten, what).toContain('import("/assets/page-E.js")');
    expect(rewritten, what).toContain("data-router-stream-end");
    // The manifest is JSON the parser does not run, read when the module script starts.
    expect(document, what).toContain("window.__reactRouterManifest = {");
    expect(rewritten, what).not.toContain("window.__reactRouterManifest = {");
    expect(rewritten, what).toMatch(/<script type="application\/json" data-router-manifest( nonce="[^"]+")?>\{"entry":/);
    // The stream and a new entry's key are made by the module script, not before it.
    const moduleScriptAt = rewritten.indexOf('type="module"');
    expect(document.indexOf(".pipeThrough(new TextEncoderStream())"), what).toBeLessThan(document.indexOf('type="module"'));
    expect(rewritten.indexOf(".pipeThrough(new TextEncoderStream())"), what).toBeGreaterThan(moduleScriptAt);
    expect(document, what).toContain("window.history.replaceState({ key }");
    expect(rewritten, what).not.toContain("window.history.replaceState({ key }");
    expect(rewritten.indexOf("if (!window.history.state || !window.history.state.key) return;"), what).toBeLessThan(moduleScriptAt);
    expect(rewritten.indexOf("if (!window.history.state || !window.history.state.key) return;"), what).toBeGreaterThan(-1);
    expect(withScriptsAfterLoadInBytes(Buffer.from(document)).toString(), what).toBe(rewritten);
  });
});

/**
 * Builds `files` for the browser with `plugins`, in a directory of their own below node_modules (so that the
 * project's packages resolve from there); answers the chunks' code by name.
 */
async function clientBuild(
  files: Record<string, string>,
  input: Record<string, string>,
  plugins: Plugin[],
  minify: "terser" | false = false,
) {
  const cache = path.resolve("node_modules/.cache");
  mkdirSync(cache, { recursive: true });
  const root = mkdtempSync(path.join(cache, "framework-upgrade-"));
  builds.push(root);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, name), text);
  const output = (await build({
    root,
    configFile: false,
    logLevel: "silent",
    plugins,
    build: {
      write: false,
      minify,
      modulePreload: false,
      rollupOptions: { input: Object.fromEntries(Object.entries(input).map(([name, file]) => [name, path.join(root, file)])) },
    },
  })) as Rollup.RollupOutput;
  return Object.fromEntries(
    output.output.flatMap((chunk) =>
      chunk.type === "chunk"
        ? [
            [chunk.name, chunk.code],
            [`${chunk.name} file`, chunk.fileName],
          ]
        : [],
    ),
  );
}
const builds: string[] = [];
afterAll(() => builds.forEach((root) => rmSync(root, { recursive: true, force: true })));

describe("plain dynamic imports: Vite's preload helper as the patch knows it", () => {
  // Two pages that share a chunk with a stylesheet; one of them imports an island that needs the same chunk, so Vite
  // lists the stylesheet the page links already (as for the alert form under the dog list).
  const files = {
    "shared.css": ".card { color: red }",
    "shared.js": 'import "./shared.css";\nexport const card = "card";',
    "page.js":
      'import { card } from "./shared.js";\ndocument.addEventListener("click", () => import("./island.js").then((island) => console.log(card, island.default)));',
    "other.js": 'import { card } from "./shared.js";\nconsole.log(card);',
    "island.js": 'import { card } from "./shared.js";\nexport default card;',
  };
  const input = { page: "page.js", other: "other.js" };
  const what =
    "plain dynamic imports (app/framework/vite-plugins.ts) no longer knows how Vite preloads a dynamic import's stylesheets: " +
    "read Vite's build-import-analysis plugin (__vite__mapDeps, vite/preload-helper) and fix preloadList and preloadHelperId there, " +
    "or switch it off (PLAIN_DYNAMIC_IMPORTS in app/framework/switches.ts); README.md in this folder";

  it("finds Vite's list of stylesheets where Vite writes one, and the build without it has neither the list nor the helper", async () => {
    const plain = await clientBuild(files, input, []);
    expect(preloadList.exec(plain.page ?? ""), what).not.toBeNull();
    expect(plain.page, what).toContain("__vitePreload");
    const patched = await clientBuild(files, input, [plainDynamicImports()]);
    expect(patched.page, what).not.toContain("__vite__mapDeps");
    expect(patched.page, what).not.toContain("modulepreload");
  });
});

describe("React Router's production build: the package as the patch knows it", () => {
  it("resolves react-router and react-router/dom for the browser to its development build, with the production build beside it", async () => {
    const resolved: string[] = [];
    const recorder: Plugin = {
      name: "record-react-router",
      load: (id) => (id.includes("/node_modules/react-router/") ? (resolved.push(id), "export {};") : undefined),
    };
    const what =
      "React Router's production build (app/framework/vite-plugins.ts) no longer finds the package's builds where it expects them: " +
      "look at react-router's package.json exports and dist/ (perhaps the production build is now used without the patch), " +
      "then fix productionBuildFiles or switch it off (REACT_ROUTER_PRODUCTION_BUILD in app/framework/switches.ts); README.md in this folder";
    await clientBuild({ "entry.js": 'import "react-router";\nimport "react-router/dom";' }, { entry: "entry.js" }, [
      reactRouterProductionBuild(),
      recorder,
    ]).catch((error: unknown) => expect.fail(`${what}: ${String(error)}`));
    expect(resolved.map((id) => path.relative(path.dirname(require.resolve("react-router/package.json")), id)).sort(), what).toEqual(
      Object.values(productionBuildFiles)
        .map((file) => `dist/production/${file}`)
        .sort(),
    );
    for (const id of resolved) expect(existsSync(id), what).toBe(true);
  });
});

describe("the framework compiled eagerly: Vite's minified chunks as the patch knows them", () => {
  it("writes the compile hint as the first line of the named chunk after the minifier, and the chunk's name hashes it", async () => {
    const files = {
      "page.js": 'import { shared } from "./shared.js";\nconsole.log(shared());',
      "shared.js": "export const shared = () => 42;",
    };
    const input = { page: "page.js" };
    const manualChunks = (id: string) => (id.endsWith("shared.js") ? "framework" : undefined);
    const what =
      "the framework compiled eagerly (app/framework/vite-plugins.ts) no longer finds its comment at the top of the minified " +
      "framework chunk, or the chunk's hashed name no longer changes with it: read Vite's renderChunk order (vite:terser) and fix the " +
      "plugin, or switch it off (FRAMEWORK_COMPILED_EAGERLY in app/framework/switches.ts); README.md in this folder";
    const chunked: Plugin = { name: "framework-chunk", config: () => ({ build: { rollupOptions: { output: { manualChunks } } } }) };
    const plain = await clientBuild(files, input, [chunked], "terser");
    const hinted = await clientBuild(files, input, [chunked, frameworkCompiledEagerly("framework")], "terser");
    expect(plain.framework, what).not.toContain(compileHint);
    expect(hinted.framework?.startsWith(`${compileHint}\n`), what).toBe(true);
    expect(hinted.page, what).not.toContain(compileHint);
    expect(hinted["framework file"], what).not.toBe(plain["framework file"]);
    expect(hinted.page, what).toContain(hinted["framework file"]!.replace(/^.*\//, ""));
  });
});

/** The modules of React Router's `build` whose code has `marker` (the one a patch of its code changes). */
const routerModulesWith = (marker: string, build: "production" | "development") => {
  const folder = path.join(path.dirname(require.resolve("react-router/package.json")), "dist", build);
  return readdirSync(folder)
    .filter((file) => /^chunk-.*\.mjs$/.test(file))
    .map((file) => readFileSync(path.join(folder, file), "utf8"))
    .filter((code) => code.includes(marker));
};

describe("sessionStorage when needed: React Router's router and scroll restoration as the patch knows them", () => {
  const what =
    "sessionStorage when needed (app/framework/vite-plugins.ts) no longer finds React Router's code that opens sessionStorage as " +
    "the page starts: read createRouter's restoreAppliedTransitions and useScrollRestoration in the installed React Router and fix " +
    "sessionStorageChanges, or switch it off (SESSION_STORAGE_WHEN_NEEDED in app/framework/switches.ts); README.md in this folder";

  it.each(["production", "development"] as const)("finds each change once in React Router's %s build, which then still parses", (build) => {
    const modules = routerModulesWith("function restoreAppliedTransitions(", build);
    expect(modules, what).toHaveLength(1);
    const changed = withSessionStorageWhenNeeded(modules[0]!);
    expect(changed, what).toBeDefined();
    expect(() => parseAst(changed!), what).not.toThrow();
    for (const { replace } of sessionStorageChanges) expect(changed, what).toContain(replace);
    // The router no longer restores its view transitions as it is created: only the lazy call is left.
    expect(changed!.split("restoreAppliedTransitions(routerWindow, appliedViewTransitions)").length, what).toBe(2);
  });

  it("leaves code it does not know as it is found: undefined, and the build fails", async () => {
    expect(withSessionStorageWhenNeeded("function restoreAppliedTransitions(_window, transitions) {}")).toBeUndefined();
    const routerOnly = {
      "entry.js":
        'import { createBrowserRouter, ScrollRestoration } from "react-router";\nconsole.log(createBrowserRouter, ScrollRestoration);',
    };
    const built = await clientBuild(routerOnly, { entry: "entry.js" }, [reactRouterProductionBuild(), sessionStorageWhenNeeded()]);
    expect(built.entry, what).toContain("storedScrollPositionsUnread");
    expect(built.entry, what).toContain("appliedViewTransitionsRestored");
    await expect(clientBuild({ "entry.js": "console.log(1);" }, { entry: "entry.js" }, [sessionStorageWhenNeeded()])).rejects.toThrow(
      "sessionStorageWhenNeeded found no React Router router in the client build",
    );
  });
});

describe("route discovery after the start: React Router's discovery effect as the patch knows it", () => {
  const what =
    "route discovery after the start (app/framework/vite-plugins.ts) no longer finds React Router's first look for the page's " +
    "links: read useFogOFWarDiscovery in the installed React Router and fix routeDiscoveryChanges, or switch it off " +
    "(ROUTE_DISCOVERY_AFTER_START in app/framework/switches.ts); README.md in this folder";

  it.each(["production", "development"] as const)("finds the change once in React Router's %s build, which then still parses", (build) => {
    const modules = routerModulesWith("function useFogOFWarDiscovery(", build);
    expect(modules, what).toHaveLength(1);
    // The build makes sessionStorage when needed's changes in the same module first.
    expect(routerModulesWith("function restoreAppliedTransitions(", build), what).toEqual(modules);
    const changed = withRouteDiscoveryAfterStart(withSessionStorageWhenNeeded(modules[0]!)!);
    expect(changed, what).toBeDefined();
    expect(() => parseAst(changed!), what).not.toThrow();
    // The effect calls its look at the links only through the debounce now: once at its start, once per change.
    expect(changed!.split("fetchPatches();").length, what).toBe(1);
    expect(changed!.split("debouncedFetchPatches()").length, what).toBe(3);
  });

  it("leaves code it does not know as it is found: undefined, and the build fails", async () => {
    expect(withRouteDiscoveryAfterStart("function useFogOFWarDiscovery() { fetchPatches(); }")).toBeUndefined();
    const routerOnly = { "entry.js": 'import { HydratedRouter } from "react-router/dom";\nconsole.log(HydratedRouter);' };
    const built = await clientBuild(routerOnly, { entry: "entry.js" }, [reactRouterProductionBuild(), routeDiscoveryAfterStart()]);
    expect(built.entry, what).toMatch(/debouncedFetchPatches\(\);\s*let observer = new MutationObserver/);
    expect(built.entry, what).not.toMatch(/\sfetchPatches\(\);/);
    await expect(clientBuild({ "entry.js": "console.log(1);" }, { entry: "entry.js" }, [routeDiscoveryAfterStart()])).rejects.toThrow(
      "routeDiscoveryAfterStart found no React Router router in the client build",
    );
  });
});

describe("loader data decoded apart: React Router's hydrated router as the patch knows it", () => {
  const what =
    "loader data decoded apart (app/framework/vite-plugins.ts) no longer finds React Router's decoding of the page's " +
    "loader data and its hook for hot module replacement: read createHydratedRouter in the installed React Router and " +
    "fix loaderDataDecodingChanges, or switch it off (LOADER_DATA_DECODED_APART in app/framework/switches.ts); README.md " +
    "in this folder";
  const browserModuleOf = (build: "production" | "development") =>
    readFileSync(path.join(path.dirname(require.resolve("react-router/package.json")), "dist", build, "dom-export.mjs"), "utf8");

  it.each(["production", "development"] as const)("finds each change once in React Router's %s build, which then still parses", (build) => {
    const changed = withLoaderDataDecodedApart(browserModuleOf(build));
    expect(changed, what).toBeDefined();
    expect(() => parseAst(changed!), what).not.toThrow();
    // The decoding starts only in the message's task: no call of it is left outside that promise.
    expect(changed!.split("decodeViaTurboStream(stream, window)").length, what).toBe(2);
    expect(changed, what).toContain("channel.port2.postMessage(0); }).then(() => decodeViaTurboStream(stream, window))");
    // The router no longer gets the development server's hook, which paid for the message's bytes; the tests' and the
    // benches' handle on the router stays.
    expect(changed, what).not.toContain("createRoutesForHMR");
    expect(changed, what).toContain("window.__reactRouterDataRouter = router2;");
  });

  it("leaves code it does not know as it is found: undefined, and the build fails", async () => {
    expect(withLoaderDataDecodedApart("function createHydratedRouter() { decodeViaTurboStream(stream); }")).toBeUndefined();
    const routerOnly = { "entry.js": 'import { HydratedRouter } from "react-router/dom";\nconsole.log(HydratedRouter);' };
    const built = await clientBuild(routerOnly, { entry: "entry.js" }, [reactRouterProductionBuild(), loaderDataDecodedApart()]);
    expect(built.entry, what).toMatch(
      /stateDecodingPromise = new Promise\(\(resolve\) => \{\s*const channel = new MessageChannel\(\);\s*channel\.port1\.onmessage = resolve;\s*channel\.port2\.postMessage\(0\);\s*\}\)\.then\(\(\) => decodeViaTurboStream\(stream, window\)\)/,
    );
    // Without the hook, the function it named is not in the chunk either: what pays for the message.
    expect(built.entry, what).not.toContain("createRoutesForHMR");
    expect(built.entry, what).not.toContain("createClientRoutesWithHMRRevalidationOptOut");
    await expect(clientBuild({ "entry.js": "console.log(1);" }, { entry: "entry.js" }, [loaderDataDecodedApart()])).rejects.toThrow(
      "loaderDataDecodedApart found no React Router browser module in the client build",
    );
  });
});
