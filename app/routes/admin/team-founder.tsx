import { FounderPhotoPage } from "~/features/admin/team/components/founder-photo-page";
import { founderPhotoAction, founderPhotoLoader } from "~/features/admin/team/team-routes.server";
import type { Route } from "./+types/team-founder";

/** `/admin/team/founder`: the hospice founder's photo, saved into the settings (a version of theirs). */
export const loader = (args: Route.LoaderArgs) => founderPhotoLoader(args);
export const action = (args: Route.ActionArgs) => founderPhotoAction(args);

export default function TeamFounderRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <FounderPhotoPage {...loaderData} refusal={actionData} />;
}
