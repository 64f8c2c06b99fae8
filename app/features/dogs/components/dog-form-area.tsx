import { useSearchParams } from "react-router";
import { AdoptionForm } from "~/features/forms/ui/adoption-form";
import { SponsorshipForm } from "~/features/forms/ui/sponsorship-form";
import { format } from "~/i18n/format";
import { cn } from "~/lib/cn";
import type { DogDetailTexts } from "../texts";
import type { DogTypeFlags } from "../types";

type DogFormKind = "adoption" | "sponsorship";

/**
 * The forms of a non-hospice dog: both adoptable and sponsorable →
 * a chooser (adoption first); only sponsorable → sponsorship; otherwise adoption.
 */
function dogForms(types: DogTypeFlags): DogFormKind[] {
  if (types.adoption && types.sponsorship) return ["adoption", "sponsorship"];
  return [!types.adoption && types.sponsorship ? "sponsorship" : "adoption"];
}

/**
 * The chosen form lives in `?form=`, so the chooser also works without JavaScript (or before its code): the page
 * loads again with the choice, at the form (a GET form keeps its action's fragment).
 */
export function DogFormArea({ name, types, texts: t }: { name: string; types: DogTypeFlags; texts: DogDetailTexts }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const forms = dogForms(types);
  const asked = searchParams.get("form");
  const chosen = forms.find((form) => form === asked) ?? forms[0]!;
  const labels: Record<DogFormKind, string> = { adoption: t.chooseAdoption, sponsorship: t.chooseSponsorship };

  return (
    <section id="dog-form" aria-labelledby="dog-form-title" className="mx-auto mt-12 max-w-3xl scroll-mt-24">
      <h2 id="dog-form-title" className="text-2xl font-bold">
        {format(t.formTitle, { name })}
      </h2>
      {forms.length > 1 ? (
        <form method="get" action="#dog-form" className="mt-4">
          <p id="dog-form-chooser" className="mb-2 text-sm font-semibold text-muted-foreground">
            {t.chooserLabel}
          </p>
          <div role="tablist" aria-labelledby="dog-form-chooser" className="inline-flex rounded-lg border bg-muted p-1">
            {forms.map((form) => (
              <button
                key={form}
                type="submit"
                name="form"
                value={form}
                role="tab"
                id={`dog-form-tab-${form}`}
                aria-selected={form === chosen}
                aria-controls="dog-form-panel"
                onClick={(event) => {
                  event.preventDefault();
                  const next = new URLSearchParams(searchParams);
                  next.set("form", form);
                  // The chooser changes only the form shown: the dog's data is not loaded again.
                  setSearchParams(next, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
                }}
                className={cn(
                  "rounded-md px-5 py-2 text-sm font-semibold transition-colors cursor-pointer",
                  form === chosen ? "bg-card text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {labels[form]}
              </button>
            ))}
          </div>
        </form>
      ) : null}
      <div
        id="dog-form-panel"
        role={forms.length > 1 ? "tabpanel" : undefined}
        aria-labelledby={forms.length > 1 ? `dog-form-tab-${chosen}` : undefined}
        data-form={chosen}
        className="mt-6"
      >
        {chosen === "adoption" ? <AdoptionForm dogName={name} /> : <SponsorshipForm dogName={name} />}
      </div>
    </section>
  );
}
