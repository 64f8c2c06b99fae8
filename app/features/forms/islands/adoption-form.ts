import { formIsland } from "../form-island";

/** Adoption request on a dog page. */
export const AdoptionForm = formIsland(() => import("../ui/adoption-form").then((module) => module.AdoptionForm));
