import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("home");

export default function HomePage() {
  return <PagePlaceholder routeKey="home" />;
}
