import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("donations");

export default function DonationsPage() {
  return <PagePlaceholder routeKey="donations" />;
}
