import { ImprintPage } from "~/features/pages/legal/imprint-page";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("imprint");

export default function ImprintRoute() {
  return <ImprintPage />;
}
