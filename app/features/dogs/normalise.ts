import * as z from "zod";
import type { Dog, DogList } from "./types";

/** Text or number ids and names both occur; null means absent. */
const text = z.union([z.string(), z.number()]).nullish();
const flag = z.boolean().nullish();
const imageRef = z.union([z.string(), z.number(), z.object({ id: text, _id: text, imageId: text }).loose()]);

/** One dog as sources send it; unknown fields are ignored. */
const rawDogSchema = z
  .object({
    id: text,
    _id: text,
    title: text,
    name: text,
    species: text,
    tags: z.array(z.union([z.string(), z.number()])).nullish(),
    reserved: flag,
    mediated: flag,
    inGermany: flag,
    publicHeadline: text,
    publicDescription: text,
    description: text,
    imageId: text,
    imageIds: z.array(imageRef).nullish(),
    images: z.array(imageRef).nullish(),
  })
  .loose();

type RawDog = z.infer<typeof rawDogSchema>;
type ImageRef = z.infer<typeof imageRef>;

const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value).trim());

function imageIdOf(ref: ImageRef): string {
  if (typeof ref === "string" || typeof ref === "number") return asText(ref);
  return asText(ref.id ?? ref._id ?? ref.imageId);
}

function toDog(raw: RawDog): Dog {
  const imageIds = [raw.imageId, ...(raw.imageIds ?? []), ...(raw.images ?? [])]
    .map((ref) => (ref === null || ref === undefined ? "" : imageIdOf(ref)))
    .filter(Boolean);
  return {
    id: asText(raw.id) || asText(raw._id),
    // Two fields with two jobs: the title is shown, the name makes the slug. Neither stands in for the other.
    title: asText(raw.title),
    name: asText(raw.name),
    species: asText(raw.species),
    tags: (raw.tags ?? []).map(asText).filter(Boolean),
    reserved: raw.reserved === true,
    mediated: raw.mediated === true,
    inGermany: raw.inGermany === true,
    publicHeadline: asText(raw.publicHeadline),
    description: asText(raw.publicDescription) || asText(raw.description),
    imageIds: [...new Set(imageIds)],
  };
}

interface SkippedEntry {
  index: number;
  reason: string;
}

export interface NormalisedDogList extends DogList {
  /** Entries that could not be read as a dog (logged, never fatal). */
  skipped: SkippedEntry[];
}

export class DogSourceFormatError extends Error {}

function timestampOf(value: unknown, fallback: Date): string {
  if (typeof value === "number" && Number.isFinite(value)) return new Date(value).toISOString();
  if (typeof value === "string" && !Number.isNaN(Date.parse(value))) return new Date(value).toISOString();
  return fallback.toISOString();
}

/**
 * The source's answer as a dog list: an array, or an object with
 * `dogs` or `pets` and `cacheTimestamp` (the fetch time when absent). An answer
 * of any other shape is an error; a malformed entry is skipped.
 */
export function normaliseDogList(payload: unknown, fetchedAt: Date): NormalisedDogList {
  let entries: unknown;
  let cacheTimestamp: unknown;
  if (Array.isArray(payload)) {
    entries = payload;
  } else if (payload && typeof payload === "object") {
    const body = payload as Record<string, unknown>;
    entries = body.dogs ?? body.pets;
    cacheTimestamp = body.cacheTimestamp;
  }
  if (!Array.isArray(entries)) throw new DogSourceFormatError("dog source answered neither a list nor an object with dogs or pets");

  const dogs: Dog[] = [];
  const skipped: SkippedEntry[] = [];
  entries.forEach((entry, index) => {
    const parsed = rawDogSchema.safeParse(entry);
    if (parsed.success) dogs.push(toDog(parsed.data));
    else
      skipped.push({
        index,
        reason: parsed.error.issues.map((issue) => `${issue.path.join(".") || "entry"}: ${issue.message}`).join("; "),
      });
  });
  return { dogs, cacheTimestamp: timestampOf(cacheTimestamp, fetchedAt), skipped };
}
