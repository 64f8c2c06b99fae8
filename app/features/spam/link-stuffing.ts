import type { SpamReason } from "./spam-reason";

/**
 * Free text stuffed with links: from this many links in a request's texts together it is spam. A person who
 * writes to the association adds a link now and then (a Facebook profile, a photo album); two are still fine.
 */
export const MAX_LINKS = 2;

/** Fields that hold a person's name: nobody's name contains a link. */
const nameFields = new Set(["name", "yourName", "firstName", "lastName"]);

/** Fields whose value is an address, not text someone wrote: never counted as links. */
const addressFields = new Set(["email"]);

/** A web address as people and bots write it: with a scheme, or starting with `www.`. */
const linkPattern = /\b(?:https?:\/\/|www\.)[^\s]+/giu;

const linksIn = (text: string) => text.match(linkPattern)?.length ?? 0;

/** The spam reason of a request's fields (name → value), or undefined when its links are those of a person. */
export function linkStuffingReason(data: Record<string, unknown>): Extract<SpamReason, "links" | "linkInName"> | undefined {
  let links = 0;
  for (const [field, value] of Object.entries(data)) {
    if (typeof value !== "string" || addressFields.has(field)) continue;
    const found = linksIn(value);
    if (found > 0 && nameFields.has(field)) return "linkInName";
    links += found;
  }
  return links > MAX_LINKS ? "links" : undefined;
}
