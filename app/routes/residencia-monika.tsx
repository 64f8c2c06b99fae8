import { ResidenciaMonikaPage } from "~/features/pages/shelters/residencia-monika-page";
import { shelterPageHead } from "~/features/pages/shelters/shelter-head";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = shelterPageHead("residenciaMonika");

export default function ResidenciaMonikaRoute() {
  return <ResidenciaMonikaPage />;
}
