import { PagePlaceholder } from "~/components/page-placeholder";
import { SponsorshipRequestForm } from "~/features/forms/components";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("donations");
export { formAction as action } from "~/features/forms/route-action.server";

export default function DonationsPage() {
  return (
    <>
      <PagePlaceholder routeKey="donations" />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <SponsorshipRequestForm />
      </section>
    </>
  );
}
