import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("faq");

export default function FaqPage() {
  return <PagePlaceholder routeKey="faq" />;
}
