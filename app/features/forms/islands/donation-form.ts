import { formIsland } from "../form-island";

/** Donation pledge with a preset purpose (Hospiz/Hospicio, a shelter's name). */
export const DonationForm = formIsland(() => import("../ui/donation-form").then((module) => module.DonationForm));
