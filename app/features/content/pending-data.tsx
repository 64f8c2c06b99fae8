import { type ReactNode, useEffect, useState } from "react";
import { type ClientLoaderFunctionArgs, type useLoaderData, useRevalidator } from "react-router";

/**
 * Loading skeletons during client-side navigation (CONTRACT: the first load
 * is server-rendered, later navigations show the spec's skeletons).
 *
 * A page's `clientLoader` returns the server data when it arrives quickly;
 * when it takes longer the page renders at once with `{ pending }` and shows
 * its skeleton. Once the data is there the route revalidates, and the
 * clientLoader hands the arrived data over as the route's real loader data,
 * so that page, meta tags and language switch all see it.
 */
export type MaybePending<T> = T | Pending<T>;

interface Pending<T> {
  pending: Promise<T>;
  /** Hands the arrived data to the revalidation that follows, while the page still waits for it. */
  keep(data: T): void;
}

/** The data of a server loader as the browser receives it. */
type LoaderData<Loader> = ReturnType<typeof useLoaderData<Loader>>;

/** Below this wait a skeleton would only flash. */
const SKELETON_AFTER_MS = 150;

/**
 * Server data that arrived behind a skeleton, by URL, until the revalidation
 * picks it up. Only a page still waiting for its data puts it here: data for a
 * page the visitor already left is dropped, never served on a later visit.
 */
const arrived = new Map<string, unknown>();
const SLOW = Symbol("slow");

export function isPending<T>(data: MaybePending<T>): data is Pending<T> {
  return typeof data === "object" && data !== null && "pending" in data && data.pending instanceof Promise;
}

/** A page's clientLoader: `export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);` */
export async function serverDataOrPending<Loader>({
  request,
  serverLoader,
}: ClientLoaderFunctionArgs): Promise<MaybePending<LoaderData<Loader>>> {
  type T = LoaderData<Loader>;
  if (arrived.has(request.url)) {
    const data = arrived.get(request.url) as T;
    arrived.delete(request.url);
    return data;
  }
  const load = serverLoader<Loader>();
  const slow = new Promise<typeof SLOW>((resolve) => setTimeout(resolve, SKELETON_AFTER_MS, SLOW));
  const first = await Promise.race([load, slow]);
  if (first !== SLOW) return first as T;
  return { pending: load as Promise<T>, keep: (data) => arrived.set(request.url, data) };
}

/**
 * Renders the page from its data, or its skeleton while the data is pending.
 * No Suspense boundary: React would stream a large boundary's content out of
 * place (revealed by script), and the page must work without JavaScript.
 */
export function AwaitServerData<T>({
  data,
  skeleton,
  children,
}: {
  data: MaybePending<T>;
  skeleton: ReactNode;
  children: (value: T) => ReactNode;
}) {
  const revalidator = useRevalidator();
  const [failure, setFailure] = useState<{ error: unknown }>();
  useEffect(() => {
    if (!isPending(data)) return;
    let current = true;
    const { pending, keep } = data;
    pending.then(
      (value) => {
        if (!current) return;
        keep(value);
        void revalidator.revalidate();
      },
      (error: unknown) => current && setFailure({ error }),
    );
    return () => {
      current = false;
    };
    // Only new loader data starts a wait (the revalidator changes identity on every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data]);
  // A failed load (e.g. 404 for an unknown slug) goes to the route's error boundary.
  if (failure) throw failure.error;
  return isPending(data) ? skeleton : children(data);
}
