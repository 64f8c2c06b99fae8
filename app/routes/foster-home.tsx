import { PagePlaceholder } from "~/components/page-placeholder";
import { FosterHomeForm } from "~/features/forms/components";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("fosterHome");
export { formAction as action } from "~/features/forms/route-action.server";

export default function FosterHomePage() {
  return (
    <>
      <PagePlaceholder routeKey="fosterHome" />
      <section className="mx-auto max-w-3xl px-4 pb-16">
        <FosterHomeForm />
      </section>
    </>
  );
}
