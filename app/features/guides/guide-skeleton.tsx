import { Skeleton } from "~/components/ui/skeleton";
import { useMessages } from "~/i18n/hooks";

/** Stands in for a guide while it loads (its pending view): the texts are the frame's, the page's are not there yet. */
export function GuideSkeleton() {
  const label = useMessages().contentSections.guides.loadingItem;
  return (
    <div role="status" aria-live="polite" data-testid="guide-skeleton">
      <span className="sr-only">{label}</span>
      <Skeleton className="h-[400px] w-full rounded-none md:h-[500px]" />
      <div className="mx-auto max-w-3xl space-y-3 px-4 py-10">
        {Array.from({ length: 8 }, (_, index) => (
          <Skeleton key={index} className="h-4 w-full" />
        ))}
      </div>
    </div>
  );
}
