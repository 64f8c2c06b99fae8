import { type ComponentType, useEffect } from "react";
import { useActionData } from "react-router";
import { deferredIsland, startIslands } from "~/components/deferred-island";

/**
 * The visitor forms, as pages place them. Each form posts to its own page
 * (answer.ts), so a page placing one exports
 * `export { formAction as action } from "~/features/forms/route-action.server";` and
 * `export { formClientAction as clientAction } from "~/features/forms/client-action";`.
 *
 * The server renders a form completely; its browser code (validation,
 * sending, toasts: zod and sonner) loads at the visitor's first interaction
 * (components/deferred-island.tsx), or at once when the page shows a form's
 * answer or its address points at a form.
 */
function formIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const Island = deferredIsland(load);
  return function FormIsland(props: Props) {
    const answered = useActionData() !== undefined;
    useEffect(() => {
      if (answered || hashPointsAtForm()) startIslands();
    }, [answered]);
    return <Island {...props} />;
  };
}

/** The address's fragment names a form box or an element around one (e.g. `#contact-form`, `#dog-form`). */
function hashPointsAtForm() {
  const target = window.location.hash && document.getElementById(decodeURIComponent(window.location.hash.slice(1)));
  return Boolean(target && (target.closest("[data-form-type]") ?? target.querySelector("[data-form-type]")));
}

/** Adoption request on a dog page. */
export const AdoptionForm = formIsland(() => import("./ui/adoption-form").then((module) => module.AdoptionForm));
/** Monthly sponsorship on a dog page: presets 10/15/20/30, minimum 10 €. */
export const SponsorshipForm = formIsland(() => import("./ui/sponsorship-form").then((module) => module.SponsorshipForm));
/** Sponsorship request on the donations page: presets and "Anderer Betrag (ab 30€)". */
export const SponsorshipRequestForm = formIsland(() => import("./ui/sponsorship-form").then((module) => module.SponsorshipRequestForm));
/** Foster-home application. */
export const FosterHomeForm = formIsland(() => import("./ui/foster-home-form").then((module) => module.FosterHomeForm));
/**
 * General enquiry; `dogName` preselected when the visitor comes from a dog page
 * (props, navigation state `{ dogName }`, or the query parameter `?dog=`; `dogEnquiryLink` builds such a link).
 */
export const ContactForm = formIsland(() => import("./ui/contact-form").then((module) => module.ContactForm));
export { DOG_QUERY_PARAMETER, dogEnquiryLink } from "./dog-enquiry";
/** Donation pledge with a preset purpose (Hospiz/Hospicio, a shelter's name). */
export const DonationForm = formIsland(() => import("./ui/donation-form").then((module) => module.DonationForm));
/** Four-step membership application. */
export const MembershipForm = formIsland(() => import("./ui/membership-form").then((module) => module.MembershipForm));
