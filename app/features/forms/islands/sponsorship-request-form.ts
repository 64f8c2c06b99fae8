import { formIsland } from "../form-island";

/** Sponsorship request on the donations page: presets and "Anderer Betrag (ab 30€)". */
export const SponsorshipRequestForm = formIsland(() => import("../ui/sponsorship-form").then((module) => module.SponsorshipRequestForm));
