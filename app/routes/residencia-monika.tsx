import { PagePlaceholder } from "~/components/page-placeholder";
import { DonationForm } from "~/features/forms/components";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("residenciaMonika");
export { formAction as action } from "~/features/forms/route-action.server";

export default function ResidenciaMonikaPage() {
  return (
    <>
      <PagePlaceholder routeKey="residenciaMonika" />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <DonationForm purpose="Residencia Monika" />
      </section>
    </>
  );
}
