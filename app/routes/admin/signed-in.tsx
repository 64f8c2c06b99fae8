import { requireSignedInEditor } from "~/features/admin/signed-in.server";
import type { Route } from "./+types/signed-in";

/** Every workspace page but the sign-in pages: one guard for all (a signed-in editor, or to the sign-in page). */
export const middleware: Route.MiddlewareFunction[] = [requireSignedInEditor];
