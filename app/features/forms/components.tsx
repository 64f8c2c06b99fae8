/**
 * The visitor forms, as pages place them. CONTRACT between the pages and the
 * Forms issue: these names and props stay; the bodies are filled by the Forms
 * issue (until then each renders nothing).
 */

/** Adoption request on a dog page (spec 1 §3/§5). */
export function AdoptionForm(_props: { dogName: string }) {
  return null;
}

/** Monthly sponsorship on a dog page: presets 10/15/20/30, minimum 10 €. */
export function SponsorshipForm(_props: { dogName: string }) {
  return null;
}

/** Sponsorship request on the donations page: presets and "Anderer Betrag (ab 30€)". */
export function SponsorshipRequestForm() {
  return null;
}

/** Foster-home application (spec 2 §5). */
export function FosterHomeForm() {
  return null;
}

/** General enquiry; `dogName` preselected when the visitor comes from a dog page. */
export function ContactForm(_props: { dogName?: string }) {
  return null;
}

/** Donation pledge with a preset purpose (Hospiz/Hospicio, a shelter's name). */
export function DonationForm(_props: { purpose: string }) {
  return null;
}

/** Four-step membership application (spec 2 §4/§5). */
export function MembershipForm() {
  return null;
}
