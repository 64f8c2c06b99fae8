import { siteSettings } from "~/platform/settings/current";
import { ResidenciaMonikaPage } from "~/features/pages/shelters/residencia-monika-page";
import { shelterHead } from "~/features/pages/shelters/shelter-head.server";
import { loaderHead } from "~/features/seo/route-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/residencia-monika-route";
import { heroResidenciaMonikaImage, residenciaMonikaImages } from "~/features/pages/shared/images.server";

export { formAction as action } from "~/features/forms/route-action.server";
export { formClientAction as clientAction } from "~/features/forms/client-action";

export function loader({ context }: Route.LoaderArgs) {
  return {
    town: siteSettings().shelters.residenciaMonika.address.city,
    teamingUrl: siteSettings().externalRedirects.teamingResidencia,
    images: { hero: heroResidenciaMonikaImage, photos: residenciaMonikaImages },
    head: shelterHead(context, "residenciaMonika"),
    texts: textsFor(context.locale, "residenciaMonika", "sharedPage"),
  };
}

export const meta: Route.MetaFunction = loaderHead;

export default function ResidenciaMonikaRoute({ loaderData }: Route.ComponentProps) {
  return (
    <ResidenciaMonikaPage town={loaderData.town} teamingUrl={loaderData.teamingUrl} images={loaderData.images} texts={loaderData.texts} />
  );
}
