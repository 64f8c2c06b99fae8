import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("fosterHome");

export default function FosterHomePage() {
  return <PagePlaceholder routeKey="fosterHome" />;
}
