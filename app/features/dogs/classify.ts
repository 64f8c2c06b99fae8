import { type Dog, type DogDetail, type DogLocation, type DogStatus, type DogSummary, type DogTypeFlags, species } from "./types";
import { dogSlug } from "./slug";

type Classified = Pick<Dog, "species" | "tags" | "mediated">;

const someTagContains = (tags: readonly string[], part: string) => tags.some((tag) => tag.toLowerCase().includes(part));

/** Hospice: species "Hunde Hospiz" (any case) or a tag containing "hospiz". */
export function isHospice(dog: Pick<Dog, "species" | "tags">): boolean {
  return dog.species.toLowerCase() === species.hospice.toLowerCase() || someTagContains(dog.tags, "hospiz");
}

/** The sponsorship tag: a tag containing "patenschaften", any case. */
export function hasSponsorshipTag(dog: Pick<Dog, "tags">): boolean {
  return someTagContains(dog.tags, "patenschaften");
}

/**
 * Types: a hospice dog is only that; adoption for species "Hunde DE", and for "Hunde ES" and Residencia
 * Monika dogs not yet mediated; sponsorship for the sponsorship tag.
 */
export function classifyDog(dog: Classified): DogTypeFlags {
  const hospice = isHospice(dog);
  const adoption =
    !hospice && (dog.species === species.germany || ((dog.species === species.spain || dog.species === species.monika) && !dog.mediated));
  return { adoption, sponsorship: !hospice && hasSponsorshipTag(dog), hospice };
}

/** Hidden for hospice dogs and mediated sponsorship dogs; otherwise reserved or available. */
export function dogStatus(dog: Classified & Pick<Dog, "reserved">): DogStatus {
  if (isHospice(dog) || (dog.mediated && hasSponsorshipTag(dog))) return "hidden";
  return dog.reserved ? "reserved" : "available";
}

/** Location and place: the first of these rules that matches; a dog of no known species goes by `inGermany`. */
export function dogLocation(dog: Classified & Pick<Dog, "inGermany">): { location: DogLocation; detail: DogDetail } {
  if (dog.species === species.germany) return { location: "germany", detail: dog.mediated ? "foster" : "transport" };
  if (dog.species === species.monika) return { location: "spain", detail: "monika" };
  if (isHospice(dog)) return { location: "spain", detail: "hospice" };
  if (dog.species === species.spain) return { location: "spain", detail: dog.mediated ? "foster" : "finca" };
  return { location: dog.inGermany ? "germany" : "spain", detail: "none" };
}

/** A dog card is shown only when the dog has an id and a title. */
export function hasCard(dog: Pick<Dog, "id" | "title">): boolean {
  return dog.id !== "" && dog.title.trim() !== "";
}

/** The derived facts of a dog that lists, cards and filters use. */
export function summarizeDog(dog: Dog): DogSummary {
  return {
    id: dog.id,
    slug: dogSlug(dog.name, dog.id),
    title: dog.title,
    publicHeadline: dog.publicHeadline,
    species: dog.species,
    types: classifyDog(dog),
    status: dogStatus(dog),
    ...dogLocation(dog),
    imageId: dog.imageIds[0] ?? null,
  };
}
