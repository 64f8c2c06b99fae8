import { useParams } from "react-router";
import { PagePlaceholder } from "~/components/page-placeholder";
import { routeHead } from "~/features/seo/route-head";

export const meta = routeHead(({ params }, { locale, messages }) => ({
  ...messages.pages.dogDetail,
  routeKey: "dogDetail",
  params: { [locale]: { slug: params.slug ?? "" } },
}));

export default function DogDetailPage() {
  const { slug } = useParams();
  return <PagePlaceholder routeKey="dogDetail" heading={slug} />;
}
