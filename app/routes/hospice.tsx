import { type ClientLoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { serverDataOrPending } from "~/features/content/pending-data";
import { DogNavigationSpinner } from "~/features/dogs/components/dog-navigation-spinner";
import { listedDogs } from "~/features/dogs/list";
import { loadDogList } from "~/features/dogs/source.server";
import { HospicePage } from "~/features/pages/hospice/hospice-page";
import { staticPageHead } from "~/features/seo/route-head";
import { textsFor } from "~/i18n/texts.server";
import type { Route } from "./+types/hospice";

export { formAction as action } from "~/features/forms/route-action.server";

export async function loader({ context }: Route.LoaderArgs) {
  const { dogs, failed } = await loadDogList();
  // Spec 2 §4: a failed load is only logged; the page says there are no hospice dogs.
  if (failed) context.logger.error("hospice page: no dog list to show");
  return { dogs: listedDogs(dogs).filter((dog) => dog.types.hospice), texts: textsFor(context.locale, "dogs") };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

/** Sending the donation form changes no dog: the list is not loaded again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

export const meta = staticPageHead("hospice");

export default function HospiceRoute() {
  const dogs = useLoaderData<typeof clientLoader>();
  return (
    <>
      <DogNavigationSpinner />
      <HospicePage dogs={dogs} />
    </>
  );
}
