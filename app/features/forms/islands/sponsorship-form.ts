import { formIsland } from "../form-island";

/** Monthly sponsorship on a dog page: presets 10/15/20/30, minimum 10 €. */
export const SponsorshipForm = formIsland(() => import("../ui/sponsorship-form").then((module) => module.SponsorshipForm));
