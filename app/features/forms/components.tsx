/**
 * The visitor forms, as pages place them (CONTRACT between the pages and the
 * Forms issue: these names and props stay). Each form posts to its own page
 * without JavaScript, so a page placing one exports
 * `export { formAction as action } from "~/features/forms/route-action.server";`.
 */

/** Adoption request on a dog page (spec 1 §3/§5). */
export { AdoptionForm } from "./ui/adoption-form";
/** Monthly sponsorship on a dog page: presets 10/15/20/30, minimum 10 €. */
/** Sponsorship request on the donations page: presets and "Anderer Betrag (ab 30€)". */
export { SponsorshipForm, SponsorshipRequestForm } from "./ui/sponsorship-form";
/** Foster-home application (spec 2 §5). */
export { FosterHomeForm } from "./ui/foster-home-form";
/**
 * General enquiry; `dogName` preselected when the visitor comes from a dog page
 * (props, navigation state `{ dogName }`, or the query parameter `?dog=`; `dogEnquiryLink` builds such a link).
 */
export { ContactForm, DOG_QUERY_PARAMETER, dogEnquiryLink } from "./ui/contact-form";
/** Donation pledge with a preset purpose (Hospiz/Hospicio, a shelter's name). */
export { DonationForm } from "./ui/donation-form";
/** Four-step membership application (spec 2 §4/§5). */
export { MembershipForm } from "./ui/membership-form";
/**
 * The page action's answer if the last post without JavaScript was this form's
 * (e.g. the dog page's adoption/sponsorship chooser opens the form that was posted).
 */
export { useFormActionData } from "./ui/form-shell";
