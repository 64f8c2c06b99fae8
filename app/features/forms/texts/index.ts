/**
 * Every text of the visitor forms, in German and Spanish (`es` is typed by
 * `de`: a missing text fails the type check). The forms' code loads at the
 * visitor's first interaction and brings these texts with it (decision 0008),
 * so they cost a first visit nothing; the server uses the same catalogue for
 * the page actions, the JSON endpoints and the association's mail.
 * Schemas report error codes (the keys of `errors`); only this module turns
 * them into words. `{name}` placeholders are filled with `format()`.
 */
import { commonFormTexts } from "./common";
import { requestsFormTexts } from "./requests";
import { supportFormTexts } from "./support";

// One file per section keeps each under 400 lines; the catalogue is their sections side by side.
export const formTexts = {
  de: { ...commonFormTexts.de, ...requestsFormTexts.de, ...supportFormTexts.de },
  es: { ...commonFormTexts.es, ...requestsFormTexts.es, ...supportFormTexts.es },
};
export type FormTexts = (typeof formTexts)["de"];

/** What a schema reports for a field: the key of its text in `errors`. */
export type FormErrorCode = keyof FormTexts["errors"];
