/*
 * The off switches of the framework patches (README.md in this folder), in one place. Each is a constant: the
 * client build drops the code a switched-off patch no longer reaches, and the bytes with every switch on are those
 * of the patches alone. Switched off, the site works as React Router and Vite make it; only what the patch saves is
 * lost. The page cache has its operator's switch instead: PAGE_CACHE_MB=0.
 */

/** React Router's module script starts after the load event and the first paint; no module preloads in the document. */
export const SCRIPTS_AFTER_LOAD: boolean = true;

/** The frame follows plain links inside `data-links-in-app` in the app, as a router link would. */
export const LINKS_IN_APP: boolean = true;

/** Vite's preload helper becomes a plain call in the client build. */
export const PLAIN_DYNAMIC_IMPORTS: boolean = true;

/** The client build takes React Router's production build instead of its development build. */
export const REACT_ROUTER_PRODUCTION_BUILD: boolean = true;

/** The framework chunk's first line asks the browser to compile all its functions as it loads the file (decision 70). */
export const FRAMEWORK_COMPILED_EAGERLY: boolean = true;

/** React Router opens sessionStorage only when it needs it, not as the page starts (decision 72). */
export const SESSION_STORAGE_WHEN_NEEDED: boolean = true;

/** React Router's route discovery looks at the page's links in a task of its own, not among the hydration's effects (decision 77). */
export const ROUTE_DISCOVERY_AFTER_START: boolean = true;

/** The page's loader data is decoded in a task of its own, not in that of React's first slice of the hydration (decision 78). */
export const LOADER_DATA_DECODED_APART: boolean = true;

/**
 * The versions the patches were last checked against (README.md in this folder names them too). The upgrade test
 * fails when an installed version differs, so that an upgrade is read against the README.
 */
export const checkedAgainst = { "react-router": "7.18.4", "@react-router/dev": "7.18.4", vite: "7.3.8" } as const;
