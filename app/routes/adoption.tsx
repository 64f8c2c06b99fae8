import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("adoption");

export default function AdoptionPage() {
  return <PagePlaceholder routeKey="adoption" />;
}
