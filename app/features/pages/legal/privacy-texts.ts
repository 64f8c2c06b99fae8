import { privacyDe } from "./privacy-texts-de";
import { privacyEs } from "./privacy-texts-es";

export { INSIGHTS_SECTION_HEADING, PRIVACY_POLICY_DATE } from "./privacy-facts";
export type { PrivacyTexts } from "./privacy-texts-de";

/**
 * Privacy policies (DSGVO for the German site, RGPD/LOPDGDD for the Spanish
 * one), one file per language to stay readable. They name every processing this site really does: server logs, form
 * submissions with their mail outbox, the consent record in the browser, the
 * dog-photo proxy, the click-to-load videos and the visit statistics without cookies (insights). Update the date
 * (privacy-facts.ts) with every change; a change the association must read is announced on the workspace's start page
 * (privacy-change.ts).
 */
export const privacyTexts = { de: privacyDe, es: privacyEs };
