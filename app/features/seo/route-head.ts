import type { MetaArgs, MetaDescriptor } from "react-router";
import type { RootLoaderData } from "~/root";
import type { StaticRouteKey } from "~/i18n/route-table";
import { type HeadContext, type PageHeadInput, pageHead } from "./page-head";

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
 * A route's meta function from its page-head input. On an error the boundary
 * renders its own head (not-found page), so nothing is emitted here.
 */
export function routeHead<Args extends HeadArgs>(input: (args: Args, ctx: HeadContext) => PageHeadInput | undefined) {
  return (args: Args): MetaDescriptor[] => {
    const ctx = headContext(args);
    if (!ctx || args.error) return [];
    const head = input(args, ctx);
    return head ? pageHead(ctx, head) : [];
  };
}

/** Meta of a page whose title and description are the frame's defaults; `extra` may use the meta args (loader data). */
export function staticPageHead<Args extends HeadArgs = MetaArgs>(
  routeKey: StaticRouteKey,
  extra?: (ctx: HeadContext, args: Args) => Partial<PageHeadInput>,
) {
  return routeHead<Args>((args, ctx) => ({ ...ctx.messages.pages[routeKey], routeKey, ...extra?.(ctx, args) }));
}

/**
 * A route's meta function: the head its loader built (`head`, from
 * route-head.server.ts). On an error the boundary renders its own head.
 */
export function loaderHead({ loaderData, error }: { loaderData?: { head: MetaDescriptor[] } | undefined; error?: unknown }) {
  return error || !loaderData ? [] : loaderData.head;
}
