import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("privacy");

export default function PrivacyPage() {
  return <PagePlaceholder routeKey="privacy" />;
}
