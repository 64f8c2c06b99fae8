/**
 * The monthly sponsorship amount. On a dog page the visitor picks a preset
 * (10, 15, 20, 30 €) or types an amount, which overrides the preset once it
 * is 10 € or more; the amount is 10 € to 10,000 € in whole euros. The
 * sponsorship request on the donations page offers the presets and "another
 * amount" from 30 €; an amount typed there is the amount. No preset is chosen
 * for the visitor: without one, a typed amount below the minimum is refused.
 */
export const SPONSORSHIP_PRESETS = [10, 15, 20, 30] as const;
export const SPONSORSHIP_MIN = 10;
export const SPONSORSHIP_REQUEST_CUSTOM_MIN = 30;
export const SPONSORSHIP_MAX = 10000;

/** Which sponsorship form: on a dog page, or the request form of the donations page. */
export type SponsorshipSource = "dogPage" | "donationsPage";

/** Which sponsorship form a submission claims to come from (anything else: the dog page). */
export function sponsorshipSource(data: unknown): SponsorshipSource {
  return typeof data === "object" && data !== null && (data as { source?: unknown }).source === "donationsPage"
    ? "donationsPage"
    : "dogPage";
}

/** A euro amount as typed ("15", "15,5"); anything else stays a string so that validation names it. */
export function parseEuroAmount(typed: string | undefined): number | string | undefined {
  const trimmed = typed?.trim() ?? "";
  if (trimmed === "") return undefined;
  return /^\d{1,9}([.,]\d+)?$/.test(trimmed) ? Number(trimmed.replace(",", ".")) : trimmed;
}

/** True when the typed amount is the amount (the presets step back). */
export function customAmountCounts(source: SponsorshipSource, custom: number | string | undefined): boolean {
  if (custom === undefined) return false;
  return source === "donationsPage" || (typeof custom === "number" && custom >= SPONSORSHIP_MIN);
}

/**
 * The amount a sponsorship form stands for, from the chosen preset and the
 * typed amount (each as parsed by `parseEuroAmount`). Without a preset the
 * typed amount is the answer, so that validation can say what is wrong with it.
 */
export function chosenSponsorshipAmount(
  source: SponsorshipSource,
  preset: number | string | undefined,
  custom: number | string | undefined,
): number | string | undefined {
  if (customAmountCounts(source, custom) || preset === undefined) return custom;
  return preset;
}

/** The donations page takes a preset, or any amount from 30 €. */
export function isRequestAmount(amount: number): boolean {
  return (SPONSORSHIP_PRESETS as readonly number[]).includes(amount) || amount >= SPONSORSHIP_REQUEST_CUSTOM_MIN;
}
