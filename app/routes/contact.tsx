import { ContactPage } from "~/features/pages/contact/contact-page";
import { staticPageHead } from "~/features/seo/route-head";
import { contactPageJsonLd } from "~/features/seo/structured-data";
import { messages } from "~/i18n/messages";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = staticPageHead("contact", (ctx) => {
  const { title, description } = messages[ctx.locale].pages.contact;
  return { jsonLd: [contactPageJsonLd(ctx, { name: title, description })] };
});

export default function ContactRoute() {
  return <ContactPage />;
}
