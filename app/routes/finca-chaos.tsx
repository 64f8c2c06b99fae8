import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("fincaChaos");

export default function FincaChaosPage() {
  return <PagePlaceholder routeKey="fincaChaos" />;
}
