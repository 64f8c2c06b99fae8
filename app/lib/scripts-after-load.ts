const modulePreloadLink = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/;
const routeModuleImport = /import \* as (\w+) from ("[^"]+");/g;
const sideEffectImport = /import ("[^"]+");/g;

/**
 * The first paint before any script (docs/decisions/0010): React Router's `<Scripts />` writes a module preload
 * for every module of the page and a module script that imports the page's route modules, so a browser fetches
 * the scripts together with the stylesheet, the font and the first pictures, and a phone's slow line shares its
 * bandwidth among them. Our pages are complete and usable without JavaScript, so the scripts wait for the
 * document's load event: the preloads are removed from the document and added by the module script when it
 * starts, and its static imports become dynamic ones. What it does once the modules are there is React Router's
 * own code, unchanged. A document without that script (or in a form this does not know) is returned as it is.
 */
export function withScriptsAfterLoad(html: string): string {
  const script = moduleScript.exec(html);
  if (!script) return html;
  const [whole, openingTag = "", body = "", closingTag = ""] = script;
  const routeModules = [...body.matchAll(routeModuleImport)].map(([, name, url]) => ({ name: name!, url: url! }));
  const sideEffects = [...body.matchAll(sideEffectImport)].map(([, url]) => url!);
  // React Router's script always imports the page's route modules; without them it is not the script this knows.
  if (routeModules.length === 0) return html;
  const preloads = [...html.matchAll(modulePreloadLink)].map(([, href]) => href!);
  const rest = body
    .replace(routeModuleImport, "")
    .replace(sideEffectImport, "")
    .replace(/^[\s;]+/, "");
  const deferred =
    `const start = async () => {\n` +
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n` +
    sideEffects.map((url) => `await import(${url});\n`).join("") +
    `const [${routeModules.map((module) => module.name).join(", ")}] = await Promise.all([${routeModules.map((module) => `import(${module.url})`).join(", ")}]);\n` +
    `${rest}\n};\n` +
    `if (document.readyState === "complete") start(); else addEventListener("load", start, { once: true });`;
  return html.replace(whole, () => openingTag + deferred + closingTag).replace(modulePreloadLink, "");
}

/**
 * The same for the document as the server renders it, UTF-8 bytes: read as Latin-1 (one character per byte), the
 * document is neither decoded nor encoded again, and as the patterns above are ASCII, every byte they do not match
 * passes unchanged.
 */
export function withScriptsAfterLoadInBytes(html: Buffer): Buffer<ArrayBuffer> {
  return Buffer.from(withScriptsAfterLoad(html.toString("latin1")), "latin1");
}
