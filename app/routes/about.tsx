import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("about");

export default function AboutPage() {
  return <PagePlaceholder routeKey="about" />;
}
