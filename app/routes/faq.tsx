import { faqContent } from "~/features/pages/faq/content";
import { FaqPage } from "~/features/pages/faq/faq-page";
import { staticPageHead } from "~/features/seo/route-head";
import { faqPageJsonLd } from "~/features/seo/structured-data";

export const meta = staticPageHead("faq", (ctx) => ({ jsonLd: [faqPageJsonLd(ctx, "faq", faqContent[ctx.locale].items)] }));

export default function FaqRoute() {
  return <FaqPage />;
}
