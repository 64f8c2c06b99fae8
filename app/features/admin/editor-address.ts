import * as z from "zod/mini";

/**
 * An editor's e-mail address as the workspace keeps and compares it: trimmed and in lowercase (two
 * spellings of one mailbox are one editor). The schema runs in the browser and on the server; its one
 * error code is turned into words by `addressErrorTexts` (editors-texts.ts).
 */
export type AddressErrorCode = "emailInvalid";

const invalid: AddressErrorCode = "emailInvalid";

export const editorAddressSchema = z
  .string({ error: () => invalid })
  .check(z.trim(), z.toLowerCase(), z.maxLength(254, invalid), z.regex(z.regexes.email, invalid));

/** The address in its kept form, or undefined when it is none. */
export function editorAddress(value: unknown): string | undefined {
  const result = editorAddressSchema.safeParse(value);
  return result.success ? result.data : undefined;
}

/** EDITOR_EMAILS: comma-separated addresses, kept form, each once; what is no address is left out. */
export function addressList(value: string | undefined): string[] {
  const addresses = (value ?? "").split(",").map(editorAddress);
  return [...new Set(addresses.filter((address): address is string => address !== undefined))];
}
