import { SignInPage } from "~/features/admin/components/sign-in-page";
import { loginAction, loginLoader } from "~/features/admin/sign-in-routes.server";
import type { Route } from "./+types/login";

/** `/admin/login`: the sign-in form; posting `email` mails a sign-in link when it is an editor's (the same answer for all). */
export const loader = (args: Route.LoaderArgs) => loginLoader(args);
export const action = (args: Route.ActionArgs) => loginAction(args);

export default function LoginRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInPage page={loaderData} actionData={actionData} />;
}
