import { describe, expect, it } from "vitest";
import { withScriptsAfterLoad, withScriptsAfterLoadInBytes } from "./scripts-after-load";

// React Router 7's document, as `<Scripts />` writes it (shortened manifest).
const document =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n"/><link rel="preload" as="image" href="/x.avif"/></head>' +
  '<body><script nonce="n">window.__reactRouterContext = {};</script>' +
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");</script></body>';

describe("withScriptsAfterLoad", () => {
  it("removes the module preloads and starts the route modules, the preloads and the entry after the load event", () => {
    expect(withScriptsAfterLoad(document)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/x.avif"/></head>' +
        '<body><script nonce="n">window.__reactRouterContext = {};</script>' +
        '<script nonce="n" type="module" async="">const start = async () => {\n' +
        'for (const href of ["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js"]) ' +
        'document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));\n' +
        'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);\n' +
        'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
        '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");\n};\n' +
        'if (document.readyState === "complete") start(); else addEventListener("load", start, { once: true });</script></body>',
    );
  });

  it("imports a module imported for its effects (the development server's runtime) first", () => {
    const withRuntime = document.replace(";\nimport * as route0", 'import "/@hmr/runtime.js";;\nimport * as route0');
    expect(withScriptsAfterLoad(withRuntime)).toContain('await import("/@hmr/runtime.js");\nconst [route0, route1] = await Promise.all(');
  });

  it("leaves a document without React Router's module script as it is", () => {
    expect(withScriptsAfterLoad('<link rel="modulepreload" href="/a.js"/><p>import * as x from "y";</p>')).toBe(
      '<link rel="modulepreload" href="/a.js"/><p>import * as x from "y";</p>',
    );
    const otherModule = '<script type="module">console.log("import")</script>';
    expect(withScriptsAfterLoad(otherModule)).toBe(otherModule);
  });

  it("gives the same bytes for the document as UTF-8 bytes, text beyond ASCII included", () => {
    const text = "<p>Jürgen, Niño, Chloé und Strauß – 🐕</p>";
    const withText = document.replace("<body>", `<body>${text}`);
    const answer = withScriptsAfterLoadInBytes(Buffer.from(withText));
    expect(answer.equals(Buffer.from(withScriptsAfterLoad(withText)))).toBe(true);
    expect(answer.toString("utf8")).toContain(text);
  });
});
