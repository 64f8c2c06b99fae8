import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("imprint");

export default function ImprintPage() {
  return <PagePlaceholder routeKey="imprint" />;
}
