import { placeholderFacts } from "./placeholder-facts";

/** The policy's date: update it with every change of privacy-texts-de.ts or privacy-texts-es.ts. */
export const PRIVACY_POLICY_DATE = "2026-11-28";

/** The associations' facts: placeholders the page fills from the settings (placeholder-facts.ts). */
export const german = placeholderFacts("de");
export const spanish = placeholderFacts("es");
export const address = (a: typeof german) => [
  a.address.street,
  `${a.address.postalCode} ${a.address.city}`,
  `${a.address.region}, ${a.address.country}`,
];

/** The privacy policy's section on the visit statistics (insights), by its heading: the start page looks for it. */
export const INSIGHTS_SECTION_HEADING = { de: "Besuchsstatistik ohne Cookies", es: "Estadística de visitas sin cookies" } as const;

/** Years the insights' daily sums are kept (INSIGHTS_RETENTION_DAYS' default, 730 days). */
export const INSIGHTS_KEPT_YEARS = 2;

/** Days after which server log entries are deleted. */
export const LOG_RETENTION_DAYS = 14;
