import { SignInLinkPage } from "~/features/admin/components/sign-in-page";
import { loginLinkAction, loginLinkLoader } from "~/features/admin/sign-in-routes.server";
import type { Route } from "./+types/login-link";

/** `/admin/login/<token>`, a sign-in mail's link: opening it uses nothing, its button's post signs in and lands on `/admin`. */
export const loader = (args: Route.LoaderArgs) => loginLinkLoader(args.params.token, args);
export const action = (args: Route.ActionArgs) => loginLinkAction(args.params.token, args);

export default function LoginLinkRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <SignInLinkPage page={actionData ?? loaderData} />;
}
