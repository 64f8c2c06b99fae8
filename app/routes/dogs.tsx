import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("dogs");

export default function DogsPage() {
  return <PagePlaceholder routeKey="dogs" />;
}
