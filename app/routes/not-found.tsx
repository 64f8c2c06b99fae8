import type { Route } from "./+types/not-found";
import { data } from "react-router";
import { NotFoundPage } from "~/components/layout/status-pages";

/** Any path no other route claims: the not-found page with status 404. */
export function loader({ request, context }: Route.LoaderArgs) {
  context.logger.warn({ path: new URL(request.url).pathname }, "page not found");
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
