import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("contact");

export default function ContactPage() {
  return <PagePlaceholder routeKey="contact" />;
}
