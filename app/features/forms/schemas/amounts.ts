/**
 * Sponsorship amount rules (spec 1 §4, §5, §9), apart from the form texts so
 * that reading a posted form does not pull every form's texts into a page.
 */

export const SPONSORSHIP_PRESETS = [10, 15, 20, 30] as const;
export const SPONSORSHIP_MIN = 10;
export const SPONSORSHIP_REQUEST_CUSTOM_MIN = 30;
export const SPONSORSHIP_MAX = 10000;

/** Dog page: a custom amount overrides the chosen preset once it reaches the minimum (spec 1 §4). */
export function effectiveSponsorshipAmount(preset: number | undefined, custom: number | undefined): number | undefined {
  return custom !== undefined && custom >= SPONSORSHIP_MIN ? custom : preset;
}
