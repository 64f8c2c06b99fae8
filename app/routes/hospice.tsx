import type { HospiceDog } from "~/features/pages/hospice/hospice-dogs";
import { HospicePage } from "~/features/pages/hospice/hospice-page";
import { staticPageHead } from "~/features/seo/route-head";
import type { Route } from "./+types/hospice";

export { formAction as action } from "~/features/forms/route-action.server";

export function loader() {
  // The hospice dogs come from the dog list once the Dogs feature lands (spec 2 §4: a load failure leaves the list empty).
  const dogs: HospiceDog[] = [];
  return { dogs };
}

export const meta = staticPageHead("hospice");

export default function HospiceRoute({ loaderData }: Route.ComponentProps) {
  return <HospicePage dogs={loaderData.dogs} />;
}
