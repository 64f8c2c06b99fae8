import { PagePlaceholder } from "~/components/page-placeholder";
import { DonationForm } from "~/features/forms/components";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("fincaChaos");
export { formAction as action } from "~/features/forms/route-action.server";

export default function FincaChaosPage() {
  return (
    <>
      <PagePlaceholder routeKey="fincaChaos" />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <DonationForm purpose="Finca Chaos" />
      </section>
    </>
  );
}
