import { PageHeader } from "~/components/page-header";
import { Spinner } from "~/components/ui/skeleton";
import { useMessages } from "~/i18n/hooks";

/**
 * Stands in for the dog list while it loads (its pending view): the hero with a placeholder
 * for the count, and a spinner. The texts are the frame's: the page's are not there yet.
 */
export function DogListLoading() {
  const t = useMessages().contentSections.dogs;
  return (
    <>
      <PageHeader title={t.heading} lead={t.intro}>
        <span aria-hidden="true" className="mx-auto mt-4 block h-7 w-40 animate-pulse rounded-full bg-muted" />
      </PageHeader>
      <div className="flex justify-center py-24">
        <Spinner className="size-10 text-primary" label={t.loadingList} />
      </div>
    </>
  );
}

/** Stands in for a dog's page while it loads (its pending view): a spinner. */
export function DogPageLoading() {
  const label = useMessages().contentSections.dogs.loadingItem;
  return (
    <div className="flex justify-center py-24">
      <div className="flex items-center gap-2 rounded-full border bg-card px-4 py-2 shadow-lg">
        <Spinner className="text-primary" />
        <span role="status">{label}</span>
      </div>
    </div>
  );
}
