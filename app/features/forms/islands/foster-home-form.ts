import { formIsland } from "../form-island";

/** Foster-home application. */
export const FosterHomeForm = formIsland(() => import("../ui/foster-home-form").then((module) => module.FosterHomeForm));
