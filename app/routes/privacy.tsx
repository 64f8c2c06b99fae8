import { PrivacyPage } from "~/features/pages/legal/privacy-page";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("privacy");

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
