import { faqItems, faqItemsAsText } from "~/features/faq/store.server";
import { FaqPage } from "~/features/pages/faq/faq-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { faqPageJsonLd } from "~/features/seo/structured-data";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/route";

export function loader({ context }: Route.LoaderArgs) {
  return {
    head: staticHeadFor(context, "faq", (ctx) => ({ jsonLd: [faqPageJsonLd(ctx, "faq", faqItemsAsText("faq", ctx.locale))] })),
    items: faqItems("faq", context.locale),
    texts: textsFor(context.locale, "faq"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function FaqRoute({ loaderData }: Route.ComponentProps) {
  return <FaqPage items={loaderData.items} texts={loaderData.texts} />;
}
