import { ContactPage } from "~/features/pages/contact/contact-page";
import { staticPageHead } from "~/features/seo/route-head";
import { contactPageJsonLd } from "~/features/seo/structured-data";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = staticPageHead("contact", (ctx) => {
  const { title, description } = ctx.messages.pages.contact;
  return { jsonLd: [contactPageJsonLd(ctx, { name: title, description })] };
});

export default function ContactRoute() {
  return <ContactPage />;
}
