import type { Plugin, Rollup } from "vite";

/*
 * The Vite plugins that rewrite what Vite and React Router generate for the browser (README.md in this folder: what
 * each saves, the versions it was checked against, how to switch it off). All work on the client build only.
 */

/** The list of stylesheets Vite puts before a chunk's code when one of its dynamic imports has any to load first. */
export const preloadList = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[[^\]]*\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;

/**
 * The stylesheets of `chunk` and of the chunks it imports statically: on the page whenever `chunk` runs. A route's
 * stylesheets are those of its module's static imports (React Router links them), and an island's chunk may only
 * need stylesheets its importer already has (plainDynamicImports).
 */
function linkedStylesheets(chunk: Rollup.OutputChunk, bundle: Rollup.OutputBundle, found = new Set<string>(), seen = new Set<string>()) {
  if (seen.has(chunk.fileName)) return found;
  seen.add(chunk.fileName);
  for (const file of chunk.viteMetadata?.importedCss ?? []) found.add(file);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === "chunk") linkedStylesheets(imported, bundle, found, seen);
  }
  return found;
}

/** The id of Vite's preload helper module, which wraps every dynamic import of the client. */
export const preloadHelperId = "\0vite/preload-helper.js";

/**
 * Vite wraps every dynamic import of the client in its preload helper (0.5 KB gzip in every page's first load),
 * which only does something when the imported chunk has stylesheets to load first that the page does not link
 * yet. None of ours has (our lazy code is styled by the stylesheets the page already links), so the helper becomes
 * a plain call. Vite lists an island's stylesheets even when the page has them already (e.g. the dog cards'
 * stylesheet for the alert form under the dog list, whose chunk imports the dog types from the cards' chunk): such
 * lists are dropped. The build fails if a chunk ever needs a stylesheet the page may not have, rather than
 * shipping an island without its styles.
 */
export function plainDynamicImports(): Plugin {
  return {
    name: "plain-dynamic-imports",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    load: (id) =>
      id === preloadHelperId ? { code: "export const __vitePreload = (load) => load();", moduleSideEffects: false } : undefined,
    generateBundle: {
      // After Vite has written its lists (vite:build-import-analysis).
      order: "post",
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          const list = chunk.type === "chunk" ? preloadList.exec(chunk.code) : null;
          if (chunk.type !== "chunk" || !list) continue;
          const onPage = linkedStylesheets(chunk, bundle);
          if (!(JSON.parse(list[1]!) as string[]).every((file) => onPage.has(file))) continue;
          chunk.code = chunk.code.slice(list[0].length).replace(/__vite__mapDeps\(\[[\d,]*\]\)/g, "[]");
          // The list was the code's first line.
          if (chunk.map) chunk.map.mappings = chunk.map.mappings.slice(chunk.map.mappings.indexOf(";") + 1);
        }
      },
    },
    writeBundle(_options, bundle) {
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk" && chunk.code.includes("__vite__mapDeps"))
          this.error(
            `${chunk.fileName} preloads stylesheets the page may not link with a dynamic import: plainDynamicImports cannot drop Vite's preload helper`,
          );
    },
  };
}

/**
 * React Router's package points every import at its development build (its `exports` have no production
 * condition: remix-run/react-router#14102), which keeps its development warnings and their texts. The browser's
 * bundle takes the production build it publishes beside it instead (0.6 KB gzip off every page):
 * docs/decisions/0030-react-router-production-build.md. Only the client's: the server loads React Router from
 * node_modules for our code and for @react-router/node alike, and two copies would not share their contexts.
 */
/** The file of React Router's production build each of its client imports takes instead of the development one. */
export const productionBuildFiles: Record<string, string> = { "react-router": "index.mjs", "react-router/dom": "dom-export.mjs" };

export function reactRouterProductionBuild(): Plugin {
  return {
    name: "react-router-production-build",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    async resolveId(source, importer) {
      const file = productionBuildFiles[source];
      if (!file) return null;
      const resolved = await this.resolve(source, importer, { skipSelf: true });
      if (!resolved?.id.includes("/react-router/dist/development/"))
        this.error(`${source} no longer resolves to React Router's development build`);
      return { ...resolved, id: resolved.id.replace(/\/dist\/development\/[^/]+$/, `/dist/production/${file}`) };
    },
  };
}

/** V8's per-file compile hint (the first line of a chunk; WICG explicit-javascript-compile-hints-file-based). */
export const compileHint = "//# allFunctionsCalledOnLoad";

/**
 * The framework chunk (React, React DOM, React Router) tells the browser that its functions run while the page
 * starts: Chromium then compiles them on the thread that streams the file in, instead of each on the main thread
 * the first time it is called, in the middle of the hydration's tasks (decision 70). After the minifier (which would
 * drop the comment) and before the file's name is hashed, so that the name changes with the bytes.
 */
export function frameworkCompiledEagerly(chunkName: string): Plugin {
  return {
    name: "framework-compiled-eagerly",
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    renderChunk: {
      order: "post",
      handler: (code, chunk) => (chunk.name === chunkName ? { code: `${compileHint}\n${code}`, map: null } : null),
    },
  };
}

/** A change of a framework's code: `find`, exactly once in it, becomes `replace`. */
interface CodeChange {
  find: string;
  replace: string;
}

/**
 * React Router's code that opens sessionStorage as the page starts, and what it becomes (sessionStorageWhenNeeded).
 * The router restores the view transitions it applied (`restoreAppliedTransitions`) as it is created,
 * `<ScrollRestoration />` reads the stored scroll positions as it mounts, and route discovery removes its guard's key
 * each time a manifest it asked for has come; a page's first use of sessionStorage waits for the browser (14–63 ms
 * in Lighthouse's run on a 2-core machine, issue 38). The removal waits until the page is hidden, the reads move to
 * when they are needed:
 * the view transitions before the first navigation that uses them (a step back or forward, or one with a view
 * transition; the router counts a revalidation as a step too, which then restores them as well), and the positions are not read at all in a document that was loaded as a new history entry (no step
 * back or forward within it can reach an entry of an earlier document), and merged into what is written when the page
 * is hidden, so that the positions earlier documents of the tab stored are kept.
 */
export const sessionStorageChanges: CodeChange[] = [
  {
    find: "let appliedViewTransitions = /* @__PURE__ */ new Map();",
    replace: "let appliedViewTransitions = /* @__PURE__ */ new Map();\n  let appliedViewTransitionsRestored = false;",
  },
  { find: "restoreAppliedTransitions(routerWindow, appliedViewTransitions);", replace: "" },
  {
    find: "let viewTransitionOpts;",
    replace:
      'if (isBrowser3 && !appliedViewTransitionsRestored && (pendingAction === "POP" || pendingViewTransitionEnabled)) {\n' +
      "      appliedViewTransitionsRestored = true;\n" +
      "      restoreAppliedTransitions(routerWindow, appliedViewTransitions);\n" +
      "    }\n" +
      "    let viewTransitionOpts;",
  },
  {
    find: "var savedScrollPositions = {};",
    replace:
      "var savedScrollPositions = {};\n" +
      "var manifestGuardCleared = false;\n" +
      "var reloadingForManifest = false;\n" +
      "var storedScrollPositionsUnread = false;\n" +
      "function mergeStoredScrollPositions(key) {\n" +
      "  if (!storedScrollPositionsUnread) return;\n" +
      "  storedScrollPositionsUnread = false;\n" +
      "  try {\n" +
      '    for (const [entry, y] of Object.entries(JSON.parse(sessionStorage.getItem(key) || "{}")))\n' +
      "      if (!(entry in savedScrollPositions)) savedScrollPositions[entry] = y;\n" +
      "  } catch {\n" +
      "  }\n" +
      "}",
  },
  {
    find: "let sessionPositions = sessionStorage.getItem(",
    replace:
      'let sessionPositions = performance.getEntriesByType?.("navigation")[0]?.type === "navigate" ? (storedScrollPositionsUnread = true, null) : sessionStorage.getItem(',
  },
  {
    // Route discovery clears its guard against reloading for ever after every manifest it fetched: once, as the page is
    // hidden, unless it is being left for a reload of its own. Until then its check counts the guard as cleared once a
    // manifest has come, as it was.
    find: "if (sessionStorage.getItem(MANIFEST_VERSION_STORAGE_KEY) === manifest.version) {",
    replace: "if (!manifestGuardCleared && sessionStorage.getItem(MANIFEST_VERSION_STORAGE_KEY) === manifest.version) {",
  },
  {
    find: "sessionStorage.setItem(MANIFEST_VERSION_STORAGE_KEY, manifest.version);",
    replace: "reloadingForManifest = true;\n        sessionStorage.setItem(MANIFEST_VERSION_STORAGE_KEY, manifest.version);",
  },
  {
    find: "try {\n      sessionStorage.removeItem(MANIFEST_VERSION_STORAGE_KEY);\n    } catch {\n    }",
    replace:
      "if (!manifestGuardCleared) {\n" +
      "      manifestGuardCleared = true;\n" +
      '      window.addEventListener("pagehide", () => {\n' +
      "        if (reloadingForManifest) return;\n" +
      "        try {\n" +
      "          sessionStorage.removeItem(MANIFEST_VERSION_STORAGE_KEY);\n" +
      "        } catch {\n" +
      "        }\n" +
      "      });\n" +
      "    }",
  },
  {
    find: "JSON.stringify(savedScrollPositions)",
    replace: "(mergeStoredScrollPositions(storageKey || SCROLL_RESTORATION_STORAGE_KEY), JSON.stringify(savedScrollPositions))",
  },
];

/** A module of React Router a patch changes: its file in either of React Router's builds, and what the build's error calls it. */
interface ReactRouterModule {
  file: RegExp;
  name: string;
}
/** React Router's module with its router, `<ScrollRestoration />` and route discovery. */
const routerModule: ReactRouterModule = {
  file: /\/react-router\/dist\/(production|development)\/chunk-[^/]+\.mjs$/,
  name: "React Router router",
};
/** React Router's browser module (`react-router/dom`: `<HydratedRouter />`). */
const browserModule: ReactRouterModule = {
  file: /\/react-router\/dist\/(production|development)\/dom-export\.mjs$/,
  name: "React Router browser module",
};

/** `code` with `changes` made; undefined when one of them is not found exactly once. */
function withChanges(code: string, changes: CodeChange[]): string | undefined {
  let changed = code;
  for (const { find, replace } of changes) {
    if (changed.split(find).length !== 2) return undefined;
    changed = changed.replace(find, () => replace);
  }
  return changed;
}

/** `code` (React Router's module) with sessionStorageChanges made; undefined when one of them is not found exactly once. */
export const withSessionStorageWhenNeeded = (code: string) => withChanges(code, sessionStorageChanges);

/** A patch of one of React Router's modules, as its client build's plugin makes it (reactRouterPatch). */
interface ReactRouterPatch {
  /** The patch's name: its function's, in the build's errors; kebab case, the plugin's. */
  name: string;
  /** The module to change: the router's (the default) or the browser module. */
  module?: ReactRouterModule;
  /** A text only the module to change has. */
  marker: string;
  changes: CodeChange[];
  /** What the build says the patch no longer finds when the module no longer has the code the changes know. */
  knownCode: string;
}

/**
 * A client build's plugin making a patch's changes in React Router's module (the one whose code has its marker); the
 * build fails when that module is no longer the one the changes know, or when the build has no such module.
 */
function reactRouterPatch({ name, module = routerModule, marker, changes, knownCode }: ReactRouterPatch): Plugin {
  let changed = false;
  return {
    name: name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
    apply: "build",
    applyToEnvironment: (environment) => environment.config.consumer === "client",
    transform(code, id) {
      if (!module.file.test(id) || !code.includes(marker)) return null;
      const patched = withChanges(code, changes);
      if (patched === undefined) this.error(`${name} no longer finds ${knownCode}`);
      changed = true;
      return { code: patched, map: null };
    },
    buildEnd(error) {
      if (!error && !changed) this.error(`${name} found no ${module.name} in the client build`);
    },
  };
}

/**
 * React Router opens sessionStorage only when it needs it (sessionStorageChanges): a page's start waits for no
 * storage of the browser. The build fails when React Router's code is no longer the one these changes know.
 */
export const sessionStorageWhenNeeded = () =>
  reactRouterPatch({
    name: "sessionStorageWhenNeeded",
    marker: "function restoreAppliedTransitions(",
    changes: sessionStorageChanges,
    knownCode: "React Router's code that opens sessionStorage",
  });

/**
 * Route discovery's first look at the page's links (decision 77): React Router's effect ran it at once, among the
 * hydration's effects, and made their task one of a phone's long ones; now it goes through the effect's own debounce
 * as every later look does: in a timer's task of its own, 100 ms after the effects or after the page's last change, so
 * that links the page gains meanwhile are asked for in the same request. A click before it on a link whose route is
 * not yet known loads that route's manifest first, as for any link the page gained since its last look.
 */
export const routeDiscoveryChanges: CodeChange[] = [
  {
    find: "let debouncedFetchPatches = debounce(fetchPatches, 100);\n    fetchPatches();",
    replace: "let debouncedFetchPatches = debounce(fetchPatches, 100);\n    debouncedFetchPatches();",
  },
];

/** `code` (React Router's module) with routeDiscoveryChanges made; undefined when the change is not found exactly once. */
export const withRouteDiscoveryAfterStart = (code: string) => withChanges(code, routeDiscoveryChanges);

/** React Router's route discovery looks at the page's links in a task of its own (routeDiscoveryChanges). */
export const routeDiscoveryAfterStart = () =>
  reactRouterPatch({
    name: "routeDiscoveryAfterStart",
    marker: "function useFogOFWarDiscovery(",
    changes: routeDiscoveryChanges,
    knownCode: "React Router's first look for the page's links",
  });

/**
 * The page's loader data decoded in a task of its own (decision 78): `<HydratedRouter />`'s first render starts the
 * decoding of the data the module script handed to React Router's stream and suspends until it is done. The decoding
 * ran in the microtasks of that render's task, after React's first slice of work, which made that task one of a
 * phone's long ones (a dog page's 15.6 ms observed, 12.8 of them the decoding: 63 ms in Lighthouse's phone). Now it
 * starts in the next task (a message, which no test clock holds: the module script's `nextTask` and the cookie banner
 * use the same, but this code is React Router's and imports nothing of ours), and React's retry, which creates the
 * router, in the one after it, as before.
 */
export const loaderDataDecodingChanges: CodeChange[] = [
  {
    find: "ssrInfo.stateDecodingPromise = decodeViaTurboStream(stream, window).then(",
    replace:
      "ssrInfo.stateDecodingPromise = new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); }).then(() => decodeViaTurboStream(stream, window)).then(",
  },
  // What pays for the message's bytes (issue 38: first-load JavaScript does not grow): the hook for Vite's hot module
  // replacement, which only the development server's runtime reads; the client build has none.
  {
    find: "router2.createRoutesForHMR = /* spacer so ts-ignore does not affect the right hand of the assignment */\n  createClientRoutesWithHMRRevalidationOptOut;\n",
    replace: "",
  },
];

/** `code` (React Router's browser module) with loaderDataDecodingChanges made; undefined when one of them is not found exactly once. */
export const withLoaderDataDecodedApart = (code: string) => withChanges(code, loaderDataDecodingChanges);

/** The page's loader data is decoded in a task of its own (loaderDataDecodingChanges). */
export const loaderDataDecodedApart = () =>
  reactRouterPatch({
    name: "loaderDataDecodedApart",
    module: browserModule,
    marker: "function createHydratedRouter(",
    changes: loaderDataDecodingChanges,
    knownCode: "React Router's decoding of the page's loader data and its hook for hot module replacement",
  });
