/**
 * The first free form of a slug that was proposed from a title: the slug itself, else `-2`, `-3` … appended.
 * Two posts may well share a title ("Tag der offenen Tür"); the editor, who left the address empty, should not
 * have to invent one. `taken`: the slugs other items of the kind have in that language.
 */
export function freeSlug(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  let number = 2;
  while (taken.has(`${slug}-${number}`)) number++;
  return `${slug}-${number}`;
}
