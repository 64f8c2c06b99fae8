import type { AppLoadContext, MetaDescriptor } from "react-router";
import type { StaticRouteKey } from "~/i18n/route-table";
import { headContextFor } from "./head-context.server";
import { type HeadContext, type PageHeadInput, pageHead } from "./page-head";

/**
 * A page's head tags, built by its loader on the server: the page-head
 * helper, the structured data and their texts never ship to the browser.
 * The route's meta function returns them as they are (`loaderHead`).
 */
export function headFor(context: AppLoadContext, input: (ctx: HeadContext) => PageHeadInput): MetaDescriptor[] {
  const ctx = headContextFor(context.locale, context.origins);
  return pageHead(ctx, input(ctx));
}

/** Head of a page whose title and description are the frame's defaults for its route key; `extra` adds or overrides. */
export function staticHeadFor(
  context: AppLoadContext,
  routeKey: StaticRouteKey,
  extra?: (ctx: HeadContext) => Partial<PageHeadInput>,
): MetaDescriptor[] {
  return headFor(context, (ctx) => ({ ...ctx.messages.pages[routeKey], routeKey, ...extra?.(ctx) }));
}
