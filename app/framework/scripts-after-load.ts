const modulePreloadLink = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const routeModuleImport = /import \* as (\w+) from ("[^"]+");/g;
const sideEffectImport = /import ("[^"]+");/g;
const entryImport = /\bimport\(("[^"]+")\);\s*$/;
const streamCall = ">window.__reactRouterContext.streamController.";
const streamEnqueueOpening = `${streamCall}enqueue(`;
const streamEnqueueClosing = ");</script>";
const streamCloseScript = `${streamCall}close();</script>`;
const streamScripts = /(<script\b[^>]*)>window\.__reactRouterContext\.streamController\.(?:enqueue\(("[^<]*")\)|close\(\));<\/script>/g;
/** React Router's context script ends by making the stream its data scripts feed: run by the parser, before the first paint. */
const streamCreation =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const streamCreationEnd = `${streamCreation}</script>`;
/**
 * React Router's scroll restoration script (`<ScrollRestoration />`) gives a new history entry its key and then looks up
 * the entry's stored position in sessionStorage, before the first paint. A new entry has none; the module script gives
 * it its key when it starts, before React Router reads the history.
 */
const scrollKeyBlock =
  'if (!window.history.state || !window.history.state.key) {\n      let key = Math.random().toString(32).slice(2);\n      window.history.replaceState({ key }, "");\n    }';
const scrollKeyReturn = "if (!window.history.state || !window.history.state.key) return;";
/** The script's call without a key of the page's own (`getKey`): only then is nothing stored for a new entry. */
const scrollScriptCallEnd = /\}\)\("[^"<]*", null\)<\/script>$/;
/** What replaces a stream script's opening up to its data, and its end: the same data as JSON, not run by the parser. */
const inertStreamOpening = ' type="application/json" data-router-stream>';
const inertStreamEnd = ' type="application/json" data-router-stream-end></script>';

/**
 * The first paint before any script (docs/decisions/0010): React Router's `<Scripts />` writes a module preload
 * for every module of the page and a module script that imports the page's route modules, so a browser fetches
 * the scripts together with the stylesheet, the font and the first pictures, and a phone's slow line shares its
 * bandwidth among them. Our pages are complete and usable without JavaScript, so the scripts wait for the
 * document's load event and the frame that paints it: the preloads are removed from the document and added by the module script when it
 * starts, and its static imports become dynamic ones. What it does once the modules are there is React Router's
 * own code, unchanged. A document without that script (or in a form this does not know) is returned as it is.
 *
 * The page's loader data follows the module script as scripts that hand it to React Router's stream
 * (`streamController.enqueue("…")`, then `close()`). Run by the parser, they cost the phone the compiling of some
 * 20 KB of script before the first paint, for data only the hydration reads. They become JSON scripts the parser
 * only reads (the same JSON string, `<` already escaped by React Router), and the module script hands their data to
 * the stream when it starts, before React Router's code reads it. The stream itself is made there too (the context
 * script made it before the first paint), and so is a new history entry's key (the scroll restoration script gave it,
 * and looked in sessionStorage for a position a new entry cannot have): together 7–13 ms of a phone's parsing task
 * as Lighthouse traced it (issue 38). Each step of the module script runs in a task of its own: each module's
 * request, the key, the stream, each shared module's linking and running, then the route modules and the entry.
 */
export function withScriptsAfterLoad(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const deferred = deferredScript(
    script,
    [...html.matchAll(modulePreloadLink)].map(([, href]) => href!),
  );
  if (deferred === undefined) return html;
  const from = twoScriptsBefore(html, script.index);
  const before = html.slice(from, script.index);
  const scrollKey = movedBy(scrollKeyChange(before), from);
  const streamStart = movedBy(streamCreationChange(before), from);
  const moduleScriptChange = { from: script.index, to: script.index + script[0].length, text: deferred };
  const withInertData = applied(html, [...scrollKey, ...streamStart, moduleScriptChange])
    .replace(modulePreloadLink, "")
    .replace(streamScripts, (_, opening: string, data: string | undefined) =>
      data === undefined ? opening + inertStreamEnd : opening + inertStreamOpening + data + "</script>",
    );
  // All or none: the stream must get its parts in order, so a part in another form leaves every part (and the
  // stream's making) to the parser.
  if (!withInertData.includes(streamCall)) return withInertData;
  return applied(html, [...scrollKey, moduleScriptChange]).replace(modulePreloadLink, "");
}

/** React Router's module script as it starts after the load event and its paint, adding the preloads then; undefined for another script. */
function deferredScript([, openingTag = "", body = "", closingTag = ""]: RegExpExecArray, preloads: string[]): string | undefined {
  const routeModules = [...body.matchAll(routeModuleImport)].map(([, name, url]) => ({ name: name!, url: url! }));
  const sideEffects = [...body.matchAll(sideEffectImport)].map(([, url]) => url!);
  // React Router's script always imports the page's route modules; without them it is not the script this knows.
  if (routeModules.length === 0) return undefined;
  const unquoted = (url: string) => url.slice(1, -1);
  const imports = body
    .replace(routeModuleImport, "")
    .replace(sideEffectImport, "")
    .replace(/^[\s;]+/, "");
  const manifest = inertManifest(imports);
  const rest = manifest ? imports.replace(manifest.assignment, () => manifestFromJson) : imports;
  const scriptImports = [...sideEffects, ...routeModules.map((module) => module.url)].map(unquoted);
  // React Router's script ends by importing its browser entry, which starts the hydration.
  const entry = entryImport.exec(rest)?.[1];
  // Without it, the entry would be taken for a shared module and run before the route modules are known.
  if (!entry) return undefined;
  // The modules the page shares with others (React, the frame, the cards…), each loaded and run on its own before the
  // route modules: linked and run with them, the whole page's modules were one task.
  const shared = preloads.filter((href) => !scriptImports.includes(href) && href !== unquoted(entry));
  const deferred =
    // A request the page's script starts costs the main thread a few ms (more while DevTools records the network), and
    // an animation frame's callback shares its task with the frame's style and layout: every module's request (the
    // preloads and the modules the script imports itself, which then start none) in a task of its own, then each
    // step of the start, the tasks posted as messages, which no test clock holds (issue 38).
    `const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });\n` +
    `const start = async () => {\n` +
    `for (const href of ${JSON.stringify([...new Set([...preloads, ...scriptImports])])}) { await nextTask(); document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); }\n` +
    `await nextTask();\n` +
    `if (!window.history.state?.key) window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, "");\n` +
    `await nextTask();\n` +
    `if (!window.__reactRouterContext.streamController) ${streamCreation}\n` +
    `const stream = window.__reactRouterContext.streamController;\n` +
    `for (const data of document.querySelectorAll("script[data-router-stream]")) stream.enqueue(JSON.parse(data.text));\n` +
    `if (document.querySelector("script[data-router-stream-end]")) stream.close();\n` +
    (shared.length > 0 ? `for (const href of ${JSON.stringify(shared)}) { await nextTask(); await import(href); }\n` : "") +
    `await nextTask();\n` +
    sideEffects.map((url) => `await import(${url});\n`).join("") +
    `const [${routeModules.map((module) => module.name).join(", ")}] = await Promise.all([${routeModules.map((module) => `import(${module.url})`).join(", ")}]);\n` +
    `${rest}\n};\n` +
    // After the load event and the first contentful paint as reported (on screen, not only drawn), two more
    // frames: the first paints what the load brought (the pictures, the font), the second begins once that is
    // drawn. A hidden document paints nothing; a browser without paint timing waits for the frames only; one that
    // never reports the paint (e.g. one that hides performance entries) starts 3 s after the load event.
    `let started = false;\n` +
    `const startOnce = () => { if (!started) { started = true; start(); } };\n` +
    `const afterPaint = () => {\n` +
    `if (document.visibilityState === "hidden") return startOnce();\n` +
    `setTimeout(startOnce, 3000);\n` +
    `const frames = () => requestAnimationFrame(() => requestAnimationFrame(startOnce));\n` +
    `if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return frames();\n` +
    `const painted = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { painted.disconnect(); frames(); } });\n` +
    `painted.observe({ type: "paint", buffered: true });\n` +
    `};\n` +
    `if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });`;
  // A data block runs nothing; it carries the script's nonce as every script of the page does.
  const nonce = / nonce="[^"]*"/.exec(openingTag)?.[0] ?? "";
  const manifestScript = manifest ? `<script type="application/json" data-router-manifest${nonce}>${manifest.json}</script>` : "";
  return manifestScript + openingTag + deferred + closingTag;
}

/** React Router's manifest, which its module script assigns as an object in its code (pretty-printed JSON). */
const manifestAssignment = /window\.__reactRouterManifest = (\{[\s\S]*?\});\n\s*window\.__reactRouterRouteModules/;
/** What assigns it instead: the same JSON, read from a script the parser does not run. */
const manifestFromJson =
  'window.__reactRouterManifest = JSON.parse(document.querySelector("script[data-router-manifest]").text);\n  window.__reactRouterRouteModules';

/**
 * The manifest as JSON for a script of its own, written without its indentation and with `<` escaped; undefined when the
 * script assigns none, or one that is not JSON. As code in the module script, its some 5 KB were compiled with the script
 * in the parser's task that met it: 5–7 ms of a phone's parsing task as Lighthouse traced it (issue 38).
 */
function inertManifest(code: string): { assignment: string; json: string } | undefined {
  const found = manifestAssignment.exec(code);
  if (!found) return undefined;
  try {
    return { assignment: found[0], json: JSON.stringify(JSON.parse(found[1]!)).replaceAll("<", "\\u003c") };
  } catch {
    return undefined;
  }
}

/**
 * The same for the document as the server renders it, UTF-8 bytes, reading only the parts the patterns above
 * match: the run of module preloads (React Router writes them in the head) and the module script (after the page's
 * content), a few KB of a 100 KB list page. They are read as Latin-1 (one character per byte): the patterns are
 * ASCII, so every byte they do not match passes unchanged, and the rest of the document is copied as it is. Where
 * the two overlap (not in a document React Router writes), the whole document is read. Of the stream scripts only
 * their openings and ends are rewritten; the data between them is copied as it is.
 */
export function withScriptsAfterLoadInBytes(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const found = firstModuleScript(html);
  if (!found) return html;
  const preloadsFrom = html.indexOf(preloadStart);
  const lastPreloadEnd = html.indexOf(">", html.lastIndexOf(preloadStart));
  const preloadsTo = preloadsFrom === -1 ? 0 : lastPreloadEnd === -1 ? html.length : lastPreloadEnd + 1;
  if (preloadsFrom !== -1 && preloadsTo > found.start && preloadsFrom < found.end) {
    return Buffer.from(withScriptsAfterLoad(html.toString("latin1")), "latin1");
  }
  const preloadRun = preloadsFrom === -1 ? "" : html.toString("latin1", preloadsFrom, preloadsTo);
  const script = moduleScript.exec(html.toString("latin1", found.start, found.end))!;
  const deferred = deferredScript(
    script,
    [...preloadRun.matchAll(modulePreloadLink)].map(([, href]) => href!),
  );
  if (deferred === undefined) return html;
  const from = twoScriptsBefore(html, found.start);
  const before = html.toString("latin1", from, found.start);
  const streamParts = streamScriptChanges(html, found.end);
  const changes = [
    { from: found.start, to: found.end, text: deferred },
    ...movedBy(scrollKeyChange(before), from),
    ...(streamParts ? [...movedBy(streamCreationChange(before), from), ...streamParts] : []),
  ];
  if (preloadsFrom !== -1) changes.push({ from: preloadsFrom, to: preloadsTo, text: preloadRun.replace(modulePreloadLink, "") });
  changes.sort((a, b) => a.from - b.from);
  if (changes.some((change, index) => index > 0 && change.from < changes[index - 1]!.to)) {
    return Buffer.from(withScriptsAfterLoad(html.toString("latin1")), "latin1");
  }
  const pieces: Buffer[] = [];
  let copied = 0;
  for (const { from, to, text } of changes) {
    pieces.push(html.subarray(copied, from), Buffer.from(text, "latin1"));
    copied = to;
  }
  pieces.push(html.subarray(copied));
  return Buffer.concat(pieces);
}

/**
 * The stream scripts after the module script, as the text version rewrites them: for each enqueue script its
 * opening's end and its end, for the close script its opening's end to its end. All or none, as there: a part in
 * another form leaves every part as it is (undefined).
 */
function streamScriptChanges(html: Buffer, from: number): Change[] | undefined {
  const changes: Change[] = [];
  for (let at = html.indexOf(streamCall, from); at !== -1; at = html.indexOf(streamCall, at + 1)) {
    if (!isScriptOpening(html, at)) return undefined;
    if (html.toString("latin1", at, at + streamCloseScript.length) === streamCloseScript) {
      changes.push({ from: at, to: at + streamCloseScript.length, text: inertStreamEnd });
      continue;
    }
    const dataStart = at + streamEnqueueOpening.length;
    const end = html.indexOf(streamEnqueueClosing, dataStart);
    const isEnqueue = html.toString("latin1", at, dataStart) === streamEnqueueOpening && html[dataStart] === 0x22;
    // The data is one JSON string with `<` escaped: the first `<` after it is its script's end tag.
    if (!isEnqueue || end === -1 || html[end - 1] !== 0x22 || html.indexOf("<", dataStart) !== end + 2) return undefined;
    changes.push(
      { from: at, to: dataStart, text: inertStreamOpening },
      { from: end, to: end + streamEnqueueClosing.length, text: "</script>" },
    );
  }
  return changes;
}

/** Whether the `>` at `at` ends a `<script …` tag (the opening `streamScripts` matches). */
function isScriptOpening(html: Buffer, at: number): boolean {
  const tagStart = html.lastIndexOf("<", at);
  return tagStart !== -1 && /^<script\b[^>]*$/.test(html.toString("latin1", tagStart, at));
}

const preloadStart = '<link rel="modulepreload"';
const scriptStart = "<script";
const scriptEnd = "</script>";
const moduleScriptTag = /^<script\b[^>]*\btype="module"[^>]*>$/;

/**
 * Where `moduleScript` matches first in the document: the first `<script` whose tag (up to its first `>`) is a module
 * script's, to the first `</script>` after it; undefined where it would not match.
 */
function firstModuleScript(html: Buffer): { start: number; end: number } | undefined {
  for (let start = html.indexOf(scriptStart); start !== -1; start = html.indexOf(scriptStart, start + 1)) {
    const tagEnd = html.indexOf(">", start);
    if (tagEnd === -1) return undefined;
    if (!moduleScriptTag.test(html.toString("latin1", start, tagEnd + 1))) continue;
    const close = html.indexOf(scriptEnd, tagEnd + 1);
    return close === -1 ? undefined : { start, end: close + scriptEnd.length };
  }
  return undefined;
}

type Change = { from: number; to: number; text: string };

/**
 * Where the two scripts before the module script begin (React Router writes the scroll restoration script and its
 * context script there), or the module script's start: the text the two rewrites below read.
 */
function twoScriptsBefore(html: { lastIndexOf(value: string, from: number): number }, moduleStart: number): number {
  const previous = moduleStart > 0 ? html.lastIndexOf(scriptStart, moduleStart - 1) : -1;
  if (previous === -1) return moduleStart;
  const beforePrevious = previous > 0 ? html.lastIndexOf(scriptStart, previous - 1) : -1;
  return beforePrevious === -1 ? previous : beforePrevious;
}

/** A change found in a part of the document as one of the whole document, in a list (empty when nothing was found). */
function movedBy(change: Change | undefined, offset: number): Change[] {
  return change ? [{ ...change, from: change.from + offset, to: change.to + offset }] : [];
}

/** `text` with `changes` (not overlapping) made. */
function applied(text: string, changes: Change[]): string {
  let result = "";
  let copied = 0;
  for (const { from, to, text: replacement } of [...changes].sort((a, b) => a.from - b.from)) {
    result += text.slice(copied, from) + replacement;
    copied = to;
  }
  return result + text.slice(copied);
}

/** The scroll restoration script's key block in the text before the module script, when the script is in the form this knows. */
function scrollKeyChange(before: string): Change | undefined {
  const at = before.lastIndexOf(scrollKeyBlock);
  if (at === -1) return undefined;
  const end = before.indexOf(scriptEnd, at);
  if (end === -1 || !scrollScriptCallEnd.test(before.slice(at, end + scriptEnd.length))) return undefined;
  return { from: at, to: at + scrollKeyBlock.length, text: scrollKeyReturn };
}

/** The stream's creation at the end of React Router's context script, in the text before the module script. */
function streamCreationChange(before: string): Change | undefined {
  const at = before.lastIndexOf(streamCreationEnd);
  return at === -1 ? undefined : { from: at, to: at + streamCreation.length, text: "" };
}
