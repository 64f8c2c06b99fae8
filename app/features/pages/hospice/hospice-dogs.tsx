import { Section } from "~/components/section";
import { Spinner } from "~/components/ui/skeleton";
import { type MaybePending, AwaitServerData } from "~/features/content/pending-data";
import { DogGrid } from "~/features/dogs/components/dog-grid";
import type { DogSummary } from "~/features/dogs/types";
import { plural } from "~/i18n/format";
import { useLocale } from "~/i18n/hooks";
import { intlLocale } from "~/i18n/locales";
import { useTexts } from "~/i18n/texts";

/** The loader data of the hospice page's dog part: the dogs of the list that the hospice rule selects. */
export interface HospiceDogsData {
  dogs: readonly DogSummary[];
}

/**
 * Spec 2 §2/§4: the hospice dogs as dog-list cards with their count in the
 * intro, the empty text when there are none, a spinner while they load
 * during client-side navigation.
 */
export function HospiceDogs({ data }: { data: MaybePending<HospiceDogsData> }) {
  const t = useTexts("hospice").dogs;
  const locale = useLocale();
  return (
    <AwaitServerData
      data={data}
      skeleton={
        <Section title={t.title}>
          <div className="flex justify-center py-12">
            <Spinner className="size-10 text-primary" label={t.loading} />
          </div>
        </Section>
      }
    >
      {({ dogs }) => (
        <Section title={t.title} intro={dogs.length > 0 ? plural(intlLocale[locale], dogs.length, t.count) : undefined}>
          {dogs.length === 0 ? <p className="text-center text-lg text-muted-foreground">{t.empty}</p> : <DogGrid dogs={dogs} />}
        </Section>
      )}
    </AwaitServerData>
  );
}
