import type { Dog } from "./types";

/**
 * A picture on the pet-office host, as descriptions embed them:
 * `…/vermittlungstiere/{dogId}/images/{imageId}/{size}`. Only the path counts:
 * our image route fetches it from DOG_IMAGES_BASE_URL, never from the host the
 * description names.
 */
const petOfficePicture = /\/vermittlungstiere\/([A-Za-z0-9_-]{1,100})\/images\/([A-Za-z0-9_-]{1,100})\/\d{2,4}x\d{2,4}\/?(?:[?#].*)?$/;

export interface PetOfficePicture {
  dogId: string;
  imageId: string;
}

/** The pet-office picture a URL names, if it names one. */
export function petOfficePictureOf(url: string): PetOfficePicture | undefined {
  const match = petOfficePicture.exec(url.trim());
  return match ? { dogId: match[1]!, imageId: match[2]! } : undefined;
}

/** The pictures of a dog that our image route serves: its photos and the pictures its own description embeds. */
export function servedPictureIds(dog: Pick<Dog, "id" | "imageIds" | "description">): Set<string> {
  const embedded = [...dog.description.matchAll(/<img\b[^>]*\bsrc\s*=\s*["']?([^"'\s>]+)/gi)]
    .map((match) => petOfficePictureOf(match[1]!))
    .filter((picture) => picture?.dogId === dog.id)
    .map((picture) => picture!.imageId);
  return new Set([...dog.imageIds, ...embedded]);
}
