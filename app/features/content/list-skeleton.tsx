import { Card, CardContent } from "~/components/ui/card";
import { Skeleton } from "~/components/ui/skeleton";
import { useMessages } from "~/i18n/hooks";
import { cardGridClass } from "./article-card";
import { ListLayout, type ListSection } from "./list-page";

/** Stands in for a blog or guide list while it loads (its pending view): the page header and placeholder cards (three for the blog, six for the guides). */
export function ListSkeleton({ section, count, testId }: { section: ListSection; count: number; testId: string }) {
  const label = useMessages().contentSections[section].loadingList;
  return (
    <ListLayout section={section}>
      <div role="status" aria-live="polite" data-testid={testId}>
        <span className="sr-only">{label}</span>
        <div className={cardGridClass}>
          {Array.from({ length: count }, (_, index) => (
            <Card key={index} className="overflow-hidden">
              <Skeleton className="aspect-[1200/630] rounded-none" />
              <CardContent className="space-y-3 pt-6">
                <Skeleton className="h-4 w-24" />
                <Skeleton className="h-6 w-full" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3" />
              </CardContent>
            </Card>
          ))}
        </div>
      </div>
    </ListLayout>
  );
}
