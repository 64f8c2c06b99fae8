import { describe, expect, it } from "vitest";
import { withScriptsAfterLoad, withScriptsAfterLoadInBytes } from "./scripts-after-load";

// React Router 7's scripts with the loader data (two parts, as a streamed answer has), HTML escaped in the JSON.
const streamScripts =
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("[{\\"_1\\":2},\\"Jürgen \\\\u003cb\\\\u003e\\"]\\n");</script>' +
  '<script nonce="n">window.__reactRouterContext.streamController.enqueue("P3:[4]\\n");</script>' +
  '<script nonce="n">window.__reactRouterContext.streamController.close();</script>';
const inertStreamScripts =
  '<script nonce="n" type="application/json" data-router-stream>"[{\\"_1\\":2},\\"Jürgen \\\\u003cb\\\\u003e\\"]\\n"</script>' +
  '<script nonce="n" type="application/json" data-router-stream>"P3:[4]\\n"</script>' +
  '<script nonce="n" type="application/json" data-router-stream-end></script>';

// React Router 7's scroll restoration script (`<ScrollRestoration />` without a key of the page's own) and context script.
const scrollScript = (key: string, restoreKey = "null") =>
  '<script nonce="n">((storageKey2, restoreKey) => {\n' +
  `    if (!window.history.state || !window.history.state.key) ${key}\n` +
  "    try {\n" +
  '      let positions = JSON.parse(sessionStorage.getItem(storageKey2) || "{}");\n' +
  "      let storedY = positions[restoreKey || window.history.state.key];\n" +
  '      if (typeof storedY === "number") {\n' +
  "        window.scrollTo(0, storedY);\n" +
  "      }\n" +
  "    } catch (error) {\n" +
  "      console.error(error);\n" +
  "      sessionStorage.removeItem(storageKey2);\n" +
  "    }\n" +
  `  })("react-router-scroll-positions", ${restoreKey})</script>`;
const newEntryKey = '{\n      let key = Math.random().toString(32).slice(2);\n      window.history.replaceState({ key }, "");\n    }';
const streamCreation =
  "window.__reactRouterContext.stream = new ReadableStream({start(controller){window.__reactRouterContext.streamController = controller;}}).pipeThrough(new TextEncoderStream());";
const contextScript = `<script nonce="n">window.__reactRouterContext = {};${streamCreation}</script>`;

// React Router 7's document, as `<Scripts />` writes it (shortened manifest).
const document =
  '<head><link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/><link rel="modulepreload" href="/assets/framework-B.js" nonce="n"/>' +
  '<link rel="modulepreload" href="/assets/root-C.js" nonce="n"/><link rel="preload" as="image" href="/x.avif"/></head>' +
  "<body>" +
  scrollScript(newEntryKey) +
  contextScript +
  '<script nonce="n" type="module" async="">;\nimport * as route0 from "/assets/root-C.js";\nimport * as route1 from "/assets/home-D.js";\n' +
  '  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-A.js"}};\n' +
  '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");</script>' +
  streamScripts +
  "</body>";

describe("withScriptsAfterLoad", () => {
  it("removes the module preloads and starts every module's request, the shared modules, the route modules and the entry after the load event and its paint", () => {
    expect(withScriptsAfterLoad(document)).toBe(
      '<head><link rel="stylesheet" href="/assets/app.css"/><link rel="preload" as="image" href="/x.avif"/></head>' +
        "<body>" +
        scrollScript("return;") +
        '<script nonce="n">window.__reactRouterContext = {};</script>' +
        '<script type="application/json" data-router-manifest nonce="n">{"entry":{"module":"/assets/entry.client-A.js"}}</script>' +
        '<script nonce="n" type="module" async="">' +
        "const nextTask = () => new Promise((resolve) => { const channel = new MessageChannel(); channel.port1.onmessage = resolve; channel.port2.postMessage(0); });\n" +
        "const start = async () => {\n" +
        'for (const href of ["/assets/entry.client-A.js","/assets/framework-B.js","/assets/root-C.js","/assets/home-D.js"]) ' +
        '{ await nextTask(); document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href })); }\n' +
        "await nextTask();\n" +
        'if (!window.history.state?.key) window.history.replaceState({ key: Math.random().toString(32).slice(2), idx: 0 }, "");\n' +
        "await nextTask();\n" +
        `if (!window.__reactRouterContext.streamController) ${streamCreation}\n` +
        "const stream = window.__reactRouterContext.streamController;\n" +
        'for (const data of document.querySelectorAll("script[data-router-stream]")) stream.enqueue(JSON.parse(data.text));\n' +
        'if (document.querySelector("script[data-router-stream-end]")) stream.close();\n' +
        'for (const href of ["/assets/framework-B.js"]) { await nextTask(); await import(href); }\n' +
        "await nextTask();\n" +
        'const [route0, route1] = await Promise.all([import("/assets/root-C.js"), import("/assets/home-D.js")]);\n' +
        'window.__reactRouterManifest = JSON.parse(document.querySelector("script[data-router-manifest]").text);\n' +
        '  window.__reactRouterRouteModules = {"root":route0,"home":route1};\n\nimport("/assets/entry.client-A.js");\n};\n' +
        "let started = false;\n" +
        "const startOnce = () => { if (!started) { started = true; start(); } };\n" +
        "const afterPaint = () => {\n" +
        'if (document.visibilityState === "hidden") return startOnce();\n' +
        "setTimeout(startOnce, 3000);\n" +
        "const frames = () => requestAnimationFrame(() => requestAnimationFrame(startOnce));\n" +
        'if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) return frames();\n' +
        'const painted = new PerformanceObserver((list) => { if (list.getEntriesByName("first-contentful-paint").length > 0) { painted.disconnect(); frames(); } });\n' +
        'painted.observe({ type: "paint", buffered: true });\n' +
        "};\n" +
        'if (document.readyState === "complete") afterPaint(); else addEventListener("load", afterPaint, { once: true });</script>' +
        inertStreamScripts +
        "</body>",
    );
  });

  it("turns the loader data's scripts into JSON the parser does not run, holding the same string for the stream", () => {
    const answer = withScriptsAfterLoad(document);
    const data = [...answer.matchAll(/<script [^>]*data-router-stream>([^<]*)<\/script>/g)].map((match) => JSON.parse(match[1]!) as string);
    const sent = [...document.matchAll(/enqueue\(("[^<]*")\);/g)].map((match) => JSON.parse(match[1]!) as string);
    expect(data).toEqual(sent);
    expect(data[0]).toBe('[{"_1":2},"Jürgen \\u003cb\\u003e"]\n');
    expect(answer).not.toContain("streamController.enqueue(");
    expect(answer).not.toContain("streamController.close()");
  });

  it("moves the manifest into JSON the parser does not run, without its indentation and with < escaped, or leaves one that is not JSON", () => {
    const pretty = document.replace(
      '{"entry":{"module":"/assets/entry.client-A.js"}}',
      '{\n  "entry": {\n    "module": "/assets/entry.client-A.js"\n  },\n  "note": "<b>"\n}',
    );
    const answer = withScriptsAfterLoad(pretty);
    expect(answer).toContain(
      '<script type="application/json" data-router-manifest nonce="n">{"entry":{"module":"/assets/entry.client-A.js"},"note":"\\u003cb>"}</script>',
    );
    const json = /data-router-manifest nonce="n">([^<]*)<\/script>/.exec(answer)![1]!;
    expect(JSON.parse(json)).toEqual({ entry: { module: "/assets/entry.client-A.js" }, note: "<b>" });
    expect(answer).not.toContain('"note": "<b>"');
    const code = document.replace('{"entry":{"module":"/assets/entry.client-A.js"}}', "{ entry: { module: '/assets/entry.client-A.js' } }");
    expect(withScriptsAfterLoad(code)).toContain("window.__reactRouterManifest = { entry: { module: '/assets/entry.client-A.js' } };");
    expect(withScriptsAfterLoad(code)).not.toContain("data-router-manifest");
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

  it("gives the same bytes for the document as UTF-8 bytes, reading only the preloads and the script", () => {
    const sameAsText = (html: string) => {
      const answer = withScriptsAfterLoadInBytes(Buffer.from(html));
      expect(answer.toString("utf8")).toBe(withScriptsAfterLoad(html));
      return answer.toString("utf8");
    };
    const text = "<p>Jürgen, Niño, Chloé und Strauß – 🐕</p>";
    expect(sameAsText(document.replace("<body>", `<body>${text}`))).toContain(text);
    // Text after the script, a preload after it, scripts before it (one naming a module script in its text).
    sameAsText(document.replace("</body>", `${text}<link rel="modulepreload" href="/assets/late-E.js"/></body>`));
    sameAsText(document.replace("<body>", '<body><script type="application/ld+json">{"a":"<script type=\\"module\\">"}</script>'));
    sameAsText(document.replace("<body>", '<body><script data-type="module">1</script><script>2</script>'));
    // A preload's text inside the module script: the preloads and the script overlap.
    sameAsText(
      document.replace(
        'import("/assets/entry',
        'console.log(\'<link rel="modulepreload" href="/assets/odd-F.js">\');import("/assets/entry',
      ),
    );
    // Without a module script, without preloads, with a module script that is not React Router's, unterminated.
    sameAsText(document.replace(' type="module"', ""));
    sameAsText(document.replace(/<link rel="modulepreload"[^>]*>/g, ""));
    sameAsText(`${text}<script type="module">console.log("import")</script>`);
    sameAsText(document.replace("</script></body>", "</body>"));
    // Loader data with a part in another form (all parts left to run as they are, the stream made by the parser), and
    // no loader data at all.
    const dataLeft = sameAsText(document.replace('("P3:[4]\\n");</script>', '("P3:[4]\\n"), 1;</script>'));
    expect(dataLeft).toContain('<script nonce="n">window.__reactRouterContext.streamController.enqueue("[{');
    expect(dataLeft).toContain(contextScript);
    // The two scripts in the other order: both rewritten all the same.
    const reordered = sameAsText(document.replace(scrollScript(newEntryKey) + contextScript, contextScript + scrollScript(newEntryKey)));
    expect(reordered).toContain('<script nonce="n">window.__reactRouterContext = {};</script>' + scrollScript("return;"));
    // A scroll restoration script with a key of the page's own: a new entry may have a stored position, so it stays.
    const ownKey = document.replace('"react-router-scroll-positions", null', '"react-router-scroll-positions", "page"');
    expect(sameAsText(ownKey)).toContain(scrollScript(newEntryKey, '"page"'));
    sameAsText(document.replace(streamScripts, ""));
  });
});
