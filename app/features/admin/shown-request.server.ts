import { requestFields } from "~/features/forms/mail";
import { isFormType } from "~/features/forms/schemas/form-types";
import type { Locale } from "~/i18n/locales";
import { type ShownMoment, shownMoment } from "./dates";
import { formTypeTexts } from "./inbox/texts";

/** A stored request as a workspace page shows it: its form, when it came, every field as the association's mail lists it. */
export interface ShownRequest {
  id: string;
  form: string;
  received: ShownMoment;
  fields: { label: string; value: string }[];
}

export function shownRequest(row: { id: string; formType: string; createdAt: Date; data: unknown }, locale: Locale): ShownRequest {
  const data = typeof row.data === "object" && row.data !== null ? (row.data as Record<string, unknown>) : {};
  return {
    id: row.id,
    form: isFormType(row.formType) ? formTypeTexts[locale][row.formType] : row.formType,
    received: shownMoment(row.createdAt, locale),
    // A request of a form the site no longer has keeps its raw fields rather than disappearing.
    fields: isFormType(row.formType)
      ? requestFields({ formType: row.formType, locale, data }).map(({ label, value }) => ({
          label,
          value: value.trim() === "" ? "–" : value,
        }))
      : Object.entries(data).map(([label, value]) => ({ label, value: String(value) })),
  };
}
