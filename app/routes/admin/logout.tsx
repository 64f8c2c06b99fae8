import { logoutAction, logoutLoader } from "~/features/admin/sign-in-routes.server";
import type { Route } from "./+types/logout";

/** `/admin/logout` takes a post (`intent=everywhere`: every browser of the editor); a GET goes to `/admin`. */
export const loader = () => logoutLoader();
export const action = (args: Route.ActionArgs) => logoutAction(args);
