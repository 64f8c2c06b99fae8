import { PagePlaceholder } from "~/components/page-placeholder";
import { MembershipForm } from "~/features/forms/components";
import { staticPageHead } from "~/features/seo/route-head";

export const meta = staticPageHead("membership");
export { formAction as action } from "~/features/forms/route-action.server";

export default function MembershipPage() {
  return (
    <>
      <PagePlaceholder routeKey="membership" />
      <section id="contact" className="mx-auto max-w-3xl px-4 pb-16">
        <MembershipForm />
      </section>
    </>
  );
}
