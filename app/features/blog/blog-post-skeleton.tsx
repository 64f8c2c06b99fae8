import { Skeleton } from "~/components/ui/skeleton";
import { useMessages } from "~/i18n/hooks";

/** Stands in for a blog post while it loads (its pending view): the texts are the frame's, the page's are not there yet. */
export function BlogPostSkeleton() {
  const label = useMessages().contentSections.blog.loadingItem;
  return (
    <div role="status" aria-live="polite" className="mx-auto max-w-3xl px-4 py-8 sm:py-12" data-testid="blog-post-skeleton">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-4 w-64" />
      <Skeleton className="mt-8 h-5 w-40" />
      <Skeleton className="mt-4 h-10 w-full" />
      <Skeleton className="mt-8 aspect-[1200/630] w-full" />
      <div className="mt-8 space-y-3">
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}
