import { AboutPage } from "~/features/pages/about/about-page";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("about");

export default function AboutRoute() {
  return <AboutPage />;
}
