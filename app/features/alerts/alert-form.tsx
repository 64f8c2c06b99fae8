import { useId } from "react";
import { Link, useActionData, useFetcher, useLocation, useSearchParams } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import type { DogTexts } from "~/features/dogs/texts";
import { useLocalizedPath } from "~/i18n/hooks";
import { alertFilterLabel, alertFilterOf } from "./filter";
import type { AlertFormAnswer } from "./form-answer";
import type { AlertFormTexts } from "./texts";

/**
 * "Tell me about new dogs" under the dog list: the address and the consent, for the list's current type
 * and location filters (shown in words, sent as hidden fields). It posts to the dog list's action: through
 * the router with JavaScript (the list is not loaded again), natively without, to the same URL, so the page
 * comes back with its filters and the answer.
 */
export function AlertForm({ texts: t, dogTexts }: { texts: AlertFormTexts; dogTexts: Pick<DogTexts, "types" | "locations"> }) {
  const fetcher = useFetcher<AlertFormAnswer>();
  const posted = useActionData<AlertFormAnswer>();
  const answer = fetcher.data ?? posted;
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const path = useLocalizedPath();
  const id = useId();
  // The list's own parameters: a value it does not know (e.g. type=all) counts as no filter here as there.
  const filter = alertFilterOf(searchParams.get("type"), searchParams.get("location"));
  const errors = answer?.errors ?? {};
  const emailId = `${id}-email`;
  const consentId = `${id}-consent`;
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-3xl px-4 pb-12">
      <div className="rounded-xl border bg-card p-6 shadow-sm">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {t.title}
        </h2>
        <p className="mt-2 text-muted-foreground">{t.intro}</p>
        {answer?.status === "success" ? (
          <p role="status" className="mt-4 font-medium text-primary">
            {t.success}
          </p>
        ) : (
          <fetcher.Form method="post" action={location.pathname + location.search} className="relative mt-4 flex flex-col gap-4">
            <p>
              <span className="font-medium">{t.filterLabel}:</span> {alertFilterLabel(filter, dogTexts, t.allDogs)}
            </p>
            <input type="hidden" name="type" value={filter.dogType} />
            <input type="hidden" name="location" value={filter.location} />
            <div className="flex flex-col gap-2">
              <label htmlFor={emailId} className="font-medium">
                {t.email}
              </label>
              <Input
                id={emailId}
                type="email"
                name="email"
                required
                autoComplete="email"
                defaultValue={answer?.email}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? `${emailId}-error` : undefined}
              />
              {errors.email ? (
                <p id={`${emailId}-error`} className="text-sm font-medium text-destructive">
                  {errors.email}
                </p>
              ) : null}
            </div>
            <div className="flex flex-col gap-2">
              <div className="flex items-start gap-3">
                <input
                  id={consentId}
                  type="checkbox"
                  name="privacyAccepted"
                  value="true"
                  required
                  aria-invalid={errors.privacyAccepted ? true : undefined}
                  aria-describedby={errors.privacyAccepted ? `${consentId}-error` : undefined}
                  className="mt-0.5 size-5 shrink-0 accent-primary"
                />
                <label htmlFor={consentId} className="text-sm leading-snug">
                  {t.consent.before}
                  <Link
                    to={path("privacy")}
                    target="_blank"
                    rel="noopener"
                    className="font-medium text-primary underline underline-offset-4"
                  >
                    {t.consent.link}
                  </Link>
                  {t.consent.after}
                </label>
              </div>
              {errors.privacyAccepted ? (
                <p id={`${consentId}-error`} className="text-sm font-medium text-destructive">
                  {errors.privacyAccepted}
                </p>
              ) : null}
            </div>
            {/* The anti-spam field: off screen and out of the tab order; people never fill it. */}
            <div aria-hidden="true" className="absolute -left-[10000px] top-0 h-px w-px overflow-hidden">
              <label>
                {t.website}
                <input type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
              </label>
            </div>
            {answer?.status === "error" ? (
              <p role="alert" className="font-medium text-destructive">
                {t.error}
              </p>
            ) : null}
            <div>
              <Button type="submit" disabled={fetcher.state !== "idle"}>
                {t.submit}
              </Button>
            </div>
          </fetcher.Form>
        )}
      </div>
    </section>
  );
}
