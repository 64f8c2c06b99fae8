/** How many of a dog's id's last characters name it in its slug and in a shared favourites list. */
export const slugSuffixLength = 8;

/** The characters that name a dog: the id's last 8 (a shorter id whole). Its own module: the hearts need only this. */
export function dogSuffix(id: string): string {
  return id.slice(-slugSuffixLength);
}
