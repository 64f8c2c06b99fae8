import type { MetaDescriptor } from "react-router";
import type { RootLoaderData } from "~/root";
import type { HeadContext } from "./page-head";

/**
 * What a meta function needs of its arguments: react-router's `MetaArgs` and a
 * route's generated `Route.MetaArgs` (whose matches may hold undefined) both fit.
 */
export interface HeadArgs {
  matches: readonly ({ id: string; data?: unknown } | undefined)[];
  error?: unknown;
}

/** Locale, origins, frame messages and facts from the root loader, as every meta function needs them. */
export function headContext(args: HeadArgs): HeadContext | undefined {
  return args.matches.find((match) => match?.id === "root")?.data as RootLoaderData | undefined;
}

/**
 * A route's meta function: the head its loader built (`head`, from
 * route-head.server.ts). On an error the boundary renders its own head.
 */
export function loaderHead({ loaderData, error }: { loaderData?: { head: MetaDescriptor[] } | undefined; error?: unknown }) {
  return error || !loaderData ? [] : loaderData.head;
}
