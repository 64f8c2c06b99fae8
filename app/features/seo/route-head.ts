import type { MetaDescriptor } from "react-router";

/**
 * A route's meta function: the head its loader built (`head`, from
 * route-head.server.ts). On an error the boundary renders its own head.
 */
export function loaderHead({ loaderData, error }: { loaderData?: { head: MetaDescriptor[] } | undefined; error?: unknown }) {
  return error || !loaderData ? [] : loaderData.head;
}
