import type { FaqEntryData } from "~/features/faq/entry";
import type { FaqFieldErrors } from "./fields";

type Placed = Pick<FaqEntryData, "catalogue" | "anchorDe" | "anchorEs">;

/**
 * The anchors another entry of the same catalogue already has in that language: an anchor names one place on its
 * page (`/faq#kosten`). `others` are the other entries (not the one saved).
 */
export function anchorClashes(entry: Placed, others: readonly Placed[]): FaqFieldErrors {
  const neighbours = others.filter((other) => other.catalogue === entry.catalogue);
  const errors: FaqFieldErrors = {};
  if (entry.anchorDe && neighbours.some((other) => other.anchorDe === entry.anchorDe)) errors.anchorDe = "anchorTaken";
  if (entry.anchorEs && neighbours.some((other) => other.anchorEs === entry.anchorEs)) errors.anchorEs = "anchorTaken";
  return errors;
}
