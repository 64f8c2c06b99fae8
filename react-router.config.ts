import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  /**
   * React Router v8's changes, each decided (a flag left unset prints a warning at every build and start; issue 33).
   * Taken where the build stays the same: with it the browser's files were byte for byte those without (2026-11-28).
   * Left off, for now, where it does not, or where code of ours must change first:
   */
  future: {
    // `/page/.data` → `/page/_.data` for a path with a trailing slash; ours redirect to the path without one.
    v8_trailingSlashAwareDataRequests: true,
    // Middleware (the workspace's one guard, routes/admin/signed-in.tsx): the loaders' `context` is a
    // RouterContextProvider, made by server/app.ts with the fields of app/context.ts.
    v8_middleware: true,
    // Splits each route module's client code: 127 of the browser's files change, the first-load budget to measure again.
    v8_splitRouteModules: false,
    // Builds through Vite's environments: the server build is chunked differently (vite.config.ts reads isSsrBuild).
    v8_viteEnvironmentApi: false,
    // Loaders get the request as sent (a `.data` address included): the page cache and loaders that read the URL first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
