/** The forms of the site, as the form endpoint's `formType` names them (membership has its own endpoint). */
export const FORM_TYPES = ["adoption", "sponsorship", "foster_home", "contact", "donation", "membership"] as const;
export type FormType = (typeof FORM_TYPES)[number];

/** What `POST /api/send-form-email` accepts. */
export const EMAIL_FORM_TYPES = ["adoption", "sponsorship", "foster_home", "contact", "donation"] as const satisfies readonly FormType[];

export function isFormType(value: unknown): value is FormType {
  return (FORM_TYPES as readonly unknown[]).includes(value);
}
