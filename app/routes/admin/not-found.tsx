import { data } from "react-router";

/** Any other path under /admin: the workspace's not-found page (404), for signed-in editors only (the guard of signed-in.tsx). */
export function loader() {
  throw data(null, { status: 404 });
}
