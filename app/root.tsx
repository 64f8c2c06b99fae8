import { Links, type LinksFunction, Meta, Outlet, Scripts, ScrollRestoration, useRouteLoaderData } from "react-router";
import { frameDataFor } from "~/features/seo/head-context.server";
import { defaultLocale } from "~/i18n/locales";
import type { FrameData } from "~/features/seo/page-head";
import { useNonce } from "~/lib/nonce";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import "./context";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

/**
 * Locale and origins of this host, the frame's texts (only in this language),
 * the association facts the frame shows and the paths of this language by
 * route key: data, not script in every page's bundle. The page heads are
 * built by the loaders, from the whole head context (`headContextFor`).
 */
export type RootLoaderData = FrameData;

/** The variant of this host. Its data is there on every page: the pages' error boundary sits below the root (routes/layouts/site.tsx). */
export function loader({ context }: Route.LoaderArgs): RootLoaderData {
  return frameDataFor(context.locale, context.origins);
}

/** Never refetch: locale and origins are fixed for a host. */
export const shouldRevalidate = () => false;

/**
 * The body's contents are not laid out before the site's stylesheet has come (decision 75). Nothing is painted before
 * it (a stylesheet in the head blocks rendering), but an input meanwhile (the page getting the focus, a finger on it)
 * forces a style and layout of what has been parsed: every element in the browser's own style and serif face, 13–35 ms
 * of a phone's main thread thrown away when the stylesheet comes. In the lowest layer of all (named first), so that
 * app.css's base shows them again; should the stylesheet fail, an animation shows them unstyled after 3 s (the
 * browser shows nothing before the stylesheet has come or failed anyway).
 */
const unstyledBody =
  "@layer unstyled{body{content-visibility:hidden;animation:0s 3s forwards unstyled-body}}@keyframes unstyled-body{to{content-visibility:visible}}";

/** The document. The site frame (header, footer, consent) is the pathless layout routes/layouts/site.tsx. */
export function Layout({ children }: { children: React.ReactNode }) {
  const site = useRouteLoaderData<RootLoaderData>("root");
  const nonce = useNonce();
  return (
    <html lang={site?.locale ?? defaultLocale}>
      <head>
        {/* The server's only: what never changes needs no script, so none carries it (React's hydration passes over
            tags of the head it does not render). */}
        {import.meta.env.SSR ? (
          <>
            <meta charSet="utf-8" />
            <meta name="viewport" content="width=device-width, initial-scale=1" />
            <meta name="theme-color" content="#0f5d63" />
            <style>{unstyledBody}</style>
          </>
        ) : null}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/**
 * Last resort, only reached when the root itself fails (the pages' errors
 * are caught by the site layout): the router's own fallback text, without
 * loader data and without internals.
 */
export function ErrorBoundary() {
  return <h1 className="p-8 text-2xl font-bold">Unexpected Application Error!</h1>;
}
