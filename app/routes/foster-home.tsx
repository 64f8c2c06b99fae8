import { FosterHomePage } from "~/features/pages/foster-home/foster-home-page";
import { staticPageHead } from "~/features/seo/route-head";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = staticPageHead("fosterHome");

export default function FosterHomeRoute() {
  return <FosterHomePage />;
}
