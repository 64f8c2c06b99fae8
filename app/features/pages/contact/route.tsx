import { ContactPage } from "~/features/pages/contact/contact-page";
import { loaderHead } from "~/features/seo/route-head";
import { staticHeadFor } from "~/features/seo/route-head.server";
import { contactPageJsonLd } from "~/features/seo/structured-data";
import { textsFor } from "~/i18n/texts.server";
import { siteSettings } from "~/platform/settings/current";
import type { Route } from "./+types/route";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  return {
    // E-mail, phone and social links are the frame's facts (root loader); WhatsApp is this page's own.
    whatsapp: siteSettings().associations[context.locale].whatsapp,
    head: staticHeadFor(context, "contact", (ctx) => {
      const { title, description } = ctx.messages.pages.contact;
      return { jsonLd: [contactPageJsonLd(ctx, { name: title, description })] };
    }),
    texts: textsFor(context.locale, "contact"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function ContactRoute({ loaderData }: Route.ComponentProps) {
  return <ContactPage whatsapp={loaderData.whatsapp} texts={loaderData.texts} />;
}
