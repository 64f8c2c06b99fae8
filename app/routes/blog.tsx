import { PagePlaceholder } from "~/components/page-placeholder";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("blog");

export default function BlogPage() {
  return <PagePlaceholder routeKey="blog" />;
}
