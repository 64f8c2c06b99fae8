import { FincaChaosPage } from "~/features/pages/shelters/finca-chaos-page";
import { shelterPageHead } from "~/features/pages/shelters/shelter-head";

export { formAction as action } from "~/features/forms/route-action.server";

export const meta = shelterPageHead("fincaChaos");

export default function FincaChaosRoute() {
  return <FincaChaosPage />;
}
