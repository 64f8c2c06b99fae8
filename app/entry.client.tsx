import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/**
 * React Router's default browser entry, kept in app/ so that the client build is the same from any checkout:
 * Rollup orders its entries by path, and the default one lives in node_modules, so whether it came first
 * depended on where the project sat. Its coming first orders React before the pages' modules in the framework
 * chunk, which gzips 0.75 KB smaller (bench/bundle-size.mjs): the budget must not depend on the directory.
 *
 * What React recovered from, a hydration that did not match the server's HTML above all: it renders that part again
 * in the browser, which replaces the server's controls with new ones, and a visitor's tick or text given meanwhile is
 * lost. Logged with a prefix the end-to-end tests look for (tests/support/test.ts; issue 33).
 */
const onRecoverableError = (error: unknown, info: { componentStack?: string }) =>
  console.error("Recoverable React error:", error, info.componentStack);

// StrictMode's checks run in development only: in the production build the wrapper does nothing, and its bytes would
// count on every page (decision 70).
const router = <HydratedRouter />;
startTransition(() => {
  hydrateRoot(document, import.meta.env.DEV ? <StrictMode>{router}</StrictMode> : router, { onRecoverableError });
});

// Inter comes after the page's first paint (app.css, class `fonts`; decision 67): a task after the hydration has begun,
// so that its new layout is not part of the hydration's tasks. Set in a timer's task, not an animation frame's: the
// frame's own style and layout ran in the same task as a frame callback, which made that task 50 ms and more on a
// phone (issue 38); now they run in the browser's own frame task. The file is fetched first and the class set once it
// is there (or has failed): the page is laid out once, in Inter, not once in the fallback face while the file comes and
// again when it has come (decision 72).
setTimeout(() => {
  const setInter = () => document.documentElement.classList.add("fonts");
  document.fonts.load('1em "Inter Variable"').then(setInter, setInter);
});
