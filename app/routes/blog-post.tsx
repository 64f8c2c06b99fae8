import { useParams } from "react-router";
import { PagePlaceholder } from "~/components/page-placeholder";
import { routeHead } from "~/features/seo/route-head";

export const meta = routeHead(({ params }, { locale, messages }) => ({
  ...messages.pages.blogPost,
  routeKey: "blogPost",
  params: { [locale]: { slug: params.slug ?? "" } },
}));

export default function BlogPostPage() {
  const { slug } = useParams();
  return <PagePlaceholder routeKey="blogPost" heading={slug} />;
}
