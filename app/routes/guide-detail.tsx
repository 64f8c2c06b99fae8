import { useParams } from "react-router";
import { PagePlaceholder } from "~/components/page-placeholder";
import { routeHead } from "~/features/seo/route-head";

export const meta = routeHead(({ params }, { locale, messages }) => ({
  ...messages.pages.guideDetail,
  routeKey: "guideDetail",
  params: { [locale]: { slug: params.slug ?? "" } },
}));

export default function GuideDetailPage() {
  const { slug } = useParams();
  return <PagePlaceholder routeKey="guideDetail" heading={slug} />;
}
