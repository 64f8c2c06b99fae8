import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("residenciaMonika");

export default function ResidenciaMonikaPage() {
  return <PagePlaceholder routeKey="residenciaMonika" />;
}
