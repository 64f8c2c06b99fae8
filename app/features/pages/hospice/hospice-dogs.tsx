import { Suspense, use } from "react";
import { Section } from "~/components/section";
import { Spinner } from "~/components/ui/skeleton";
import { DogGridIsland } from "~/features/dogs/components/dog-grid-island";
import type { DogTexts } from "~/features/dogs/texts";
import type { DogSummary } from "~/features/dogs/types";
import { plural } from "~/i18n/format";
import { useLocale } from "~/i18n/hooks";
import { intlLocale } from "~/i18n/locales";
import type { HospiceTexts } from "./texts";

/**
 * The hospice dogs as dog-list cards with their count in the
 * intro, the empty text when there are none, a spinner while they load
 * during client-side navigation. The page's loader streams them (not
 * awaited); the server's document waits for them, so it is complete without
 * JavaScript.
 */
export function HospiceDogs({
  dogs,
  texts: t,
  dogTexts,
}: {
  dogs: Promise<readonly DogSummary[]>;
  texts: HospiceTexts["dogs"];
  /** The cards' texts. */
  dogTexts: DogTexts;
}) {
  return (
    <Suspense
      fallback={
        <Section title={t.title}>
          <div className="flex justify-center py-12">
            <Spinner className="size-10 text-primary" label={t.loading} />
          </div>
        </Section>
      }
    >
      <HospiceDogList dogs={dogs} texts={t} dogTexts={dogTexts} />
    </Suspense>
  );
}

/** The dogs once they are there (React's `use`: React Router's `<Await>` would add its code to every page's bundle). */
function HospiceDogList({
  dogs,
  texts: t,
  dogTexts,
}: {
  dogs: Promise<readonly DogSummary[]>;
  texts: HospiceTexts["dogs"];
  dogTexts: DogTexts;
}) {
  const locale = useLocale();
  const loaded = use(dogs);
  return (
    <Section title={t.title} intro={loaded.length > 0 ? plural(intlLocale[locale], loaded.length, t.count) : undefined}>
      {loaded.length === 0 ? (
        <p className="text-center text-lg text-muted-foreground">{t.empty}</p>
      ) : (
        <DogGridIsland dogs={loaded} texts={dogTexts} />
      )}
    </Section>
  );
}
