import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("membership");

export default function MembershipPage() {
  return <PagePlaceholder routeKey="membership" />;
}
