/** Species values of the dog source. */
export const species = {
  germany: "Hunde DE",
  spain: "Hunde ES",
  monika: "Hunde Residencia Monika",
  hospice: "Hunde Hospiz",
} as const;

/**
 * A dog as the source describes it, after normalising the field variants
 * the source sends. Missing text fields are empty strings: a dog without id or
 * title stays in the loaded list but gets no card, and is not counted (list.ts).
 */
export interface Dog {
  id: string;
  /** Display name: card, page heading, search. Without it the dog gets no card. */
  title: string;
  /** What the slug is built from; without it the dog links to "unknown-dog". */
  name: string;
  species: string;
  tags: readonly string[];
  reserved: boolean;
  mediated: boolean;
  inGermany: boolean;
  publicHeadline: string;
  /** HTML as the source sends it; sanitised before it is rendered. */
  description: string;
  /** Main image first. */
  imageIds: readonly string[];
}

/** What the source answered: the dogs and the time the list describes (ISO). */
export interface DogList {
  dogs: Dog[];
  cacheTimestamp: string;
}

export type DogType = "adoption" | "sponsorship" | "hospice";
export const dogTypes: readonly DogType[] = ["adoption", "sponsorship", "hospice"];

/** A dog can be adoptable and sponsorable at once; hospice excludes both. */
export type DogTypeFlags = Record<DogType, boolean>;

export type DogStatus = "hidden" | "reserved" | "available";

export type DogLocation = "germany" | "spain";
export const dogLocations: readonly DogLocation[] = ["germany", "spain"];

/** Where in a country a dog lives; none when only the country is known. */
export type DogDetail = "transport" | "foster" | "finca" | "monika" | "hospice" | "none";

/** Everything a card, a filter and the ordering need; small enough to send 1,000 of them to the browser. */
export interface DogSummary {
  id: string;
  slug: string;
  title: string;
  publicHeadline: string;
  species: string;
  types: DogTypeFlags;
  status: DogStatus;
  location: DogLocation;
  detail: DogDetail;
  /** Main image, null when the dog has none. */
  imageId: string | null;
}
