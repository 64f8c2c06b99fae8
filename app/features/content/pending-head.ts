import type { MetaDescriptor } from "react-router";
import { fullTitle } from "~/features/seo/page-head";
import { type HeadArgs, headContext, loaderHead } from "~/features/seo/route-head";
import type { Messages } from "~/i18n/messages";
import { type MaybePending, isPending } from "./pending-data";

/**
 * A page's meta function: the head its loader built (`head`); while the data
 * is pending only the page's default title from the root loader data (the
 * head's code and texts stay on the server).
 */
export function loaderHeadOrTitle(routeKey: keyof Messages["pages"]) {
  return (args: HeadArgs & { loaderData?: MaybePending<{ head: MetaDescriptor[] }> }): MetaDescriptor[] => {
    const { loaderData, error } = args;
    if (!loaderData || !isPending(loaderData)) return loaderHead({ loaderData, error });
    const ctx = headContext(args);
    return ctx && !error ? [{ title: fullTitle(ctx.messages.siteName, ctx.messages.pages[routeKey].title) }] : [];
  };
}
