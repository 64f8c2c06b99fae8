import { PagePlaceholder } from "~/components/page-placeholder";
import { ContactForm } from "~/features/forms/components";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("adoption");
export { formAction as action } from "~/features/forms/route-action.server";

export default function AdoptionPage() {
  return (
    <>
      <PagePlaceholder routeKey="adoption" />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <ContactForm />
      </section>
    </>
  );
}
