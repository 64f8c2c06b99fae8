const transliterations: Record<string, string> = { ä: "ae", ö: "oe", ü: "ue", ß: "ss", ñ: "n" };

/**
 * Lowercase, German letters transliterated, other accents stripped, every run
 * of other characters one hyphen, no hyphen at either end. The German letters
 * go first: stripping accents first would turn ä into a.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/[äöüßñ]/g, (letter) => transliterations[letter] ?? letter)
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
