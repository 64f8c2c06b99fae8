import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("hospice");

export default function HospicePage() {
  return <PagePlaceholder routeKey="hospice" />;
}
