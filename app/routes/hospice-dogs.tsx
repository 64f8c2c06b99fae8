import { type ClientLoaderFunctionArgs, type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { serverDataOrPending } from "~/features/content/pending-data";
import { DogNavigationSpinner } from "~/features/dogs/components/dog-navigation-spinner";
import { listedDogs } from "~/features/dogs/list";
import { loadDogList } from "~/features/dogs/source.server";
import { type HospiceDogsData, HospiceDogs } from "~/features/pages/hospice/hospice-dogs";
import type { Route } from "./+types/hospice-dogs";

/** The hospice page's dogs: a part of the page (routes.ts), so a slow dog list only holds up this section. */
export async function loader({ context }: Route.LoaderArgs): Promise<HospiceDogsData> {
  const { dogs, failed } = await loadDogList();
  // Spec 2 §4: a failed load is only logged; the page says there are no hospice dogs.
  if (failed) context.logger.error("hospice page: no dog list to show");
  return { dogs: listedDogs(dogs).filter((dog) => dog.types.hospice) };
}

export const clientLoader = (args: ClientLoaderFunctionArgs) => serverDataOrPending<typeof loader>(args);

/** Sending the donation form changes no dog: the list is not loaded again. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod ? false : defaultShouldRevalidate;
}

/** The dogs' cards open dog pages: the spinner towards a dog page sits with them. */
export default function HospiceDogsRoute() {
  return (
    <>
      <DogNavigationSpinner />
      <HospiceDogs data={useLoaderData<typeof clientLoader>()} />
    </>
  );
}
