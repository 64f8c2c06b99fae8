import { PagePlaceholder } from "~/components/page-placeholder";
import { DonationForm } from "~/features/forms/components";
import { useLocale } from "~/i18n/hooks";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("hospice");
export { formAction as action } from "~/features/forms/route-action.server";

export default function HospicePage() {
  return (
    <>
      <PagePlaceholder routeKey="hospice" />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <DonationForm purpose={useLocale() === "de" ? "Hospiz" : "Hospicio"} />
      </section>
    </>
  );
}
