import { formIsland } from "../form-island";

/** Four-step membership application. */
export const MembershipForm = formIsland(() => import("../ui/membership-form").then((module) => module.MembershipForm));
