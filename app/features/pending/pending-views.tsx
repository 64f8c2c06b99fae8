import { type ReactElement, type ReactNode, useLayoutEffect } from "react";
import { BlogPostSkeleton } from "~/features/blog/blog-post-skeleton";
import { ListSkeleton } from "~/features/content/list-skeleton";
import { DogListLoading, DogPageLoading } from "~/features/dogs/components/dog-loading";
import { GuideSkeleton } from "~/features/guides/guide-skeleton";
import type { LocalePaths, RouteKey } from "~/i18n/route-table";
import { routeKeyOfPath } from "./target-route";

/**
 * What a page shows in its place while it loads during client-side navigation and revalidation (the first
 * load is server-rendered, complete): the frame shows it once the navigation takes a
 * moment (pending-view.ts, decision 0014). A page without one leaves the previous page on
 * screen until its data is there. Its texts are the frame's (root loader data): the page's come with its data.
 */
const pendingViews: Partial<Record<RouteKey, ReactElement>> = {
  dogs: <DogListLoading />,
  dogDetail: <DogPageLoading />,
  blog: <ListSkeleton section="blog" count={3} testId="blog-skeleton" />,
  blogPost: <BlogPostSkeleton />,
  guides: <ListSkeleton section="guides" count={6} testId="guide-skeleton" />,
  guideDetail: <GuideSkeleton />,
};

/** The pending view of the page at `pathname` (found among the paths of the page's language), if it has one. */
export function pendingViewAt(pathname: string, paths: LocalePaths): ReactElement | undefined {
  const key = routeKeyOfPath(pathname, paths);
  const view = key && pendingViews[key];
  return view && <FromTheTop>{view}</FromTheTop>;
}

/** A view stands in for the new page: it is shown from the top, as the page will be. */
function FromTheTop({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);
  return children;
}
