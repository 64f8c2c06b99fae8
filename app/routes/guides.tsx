import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("guides");

export default function GuidesPage() {
  return <PagePlaceholder routeKey="guides" />;
}
