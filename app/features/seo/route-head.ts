import type { MetaArgs, MetaDescriptor } from "react-router";
import type { RootLoaderData } from "~/root";
import { messages } from "~/i18n/messages";
import type { StaticRouteKey } from "~/i18n/route-table";
import { type HeadContext, type PageHeadInput, pageHead } from "./page-head";

/** The locale and origins from the root loader, as every meta function needs them. */
export function headContext(args: Pick<MetaArgs, "matches">): HeadContext | undefined {
  const root = args.matches.find((match) => match?.id === "root")?.data as RootLoaderData | undefined;
  return root ? { locale: root.locale, origins: root.origins } : undefined;
}

/**
 * A route's meta function from its page-head input. On an error the boundary
 * renders its own head (not-found page), so nothing is emitted here.
 */
export function routeHead<Args extends MetaArgs>(input: (args: Args, ctx: HeadContext) => PageHeadInput | undefined) {
  return (args: Args): MetaDescriptor[] => {
    const ctx = headContext(args);
    if (!ctx || args.error) return [];
    const head = input(args, ctx);
    return head ? pageHead(ctx, head) : [];
  };
}

/** Meta of a page whose title and description are the frame's defaults; `extra` may use the meta args (loader data). */
export function staticPageHead<Args extends MetaArgs = MetaArgs>(
  routeKey: StaticRouteKey,
  extra?: (ctx: HeadContext, args: Args) => Partial<PageHeadInput>,
) {
  return routeHead<Args>((args, ctx) => ({ ...messages[ctx.locale].pages[routeKey], routeKey, ...extra?.(ctx, args) }));
}
