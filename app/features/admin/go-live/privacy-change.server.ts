import type { Database } from "~/db/client.server";
import { INSIGHTS_SECTION_HEADING, PRIVACY_POLICY_DATE, privacyTexts } from "~/features/pages/legal/privacy-texts";
import type { Locale } from "~/i18n/locales";
import { latestVersion } from "~/platform/history/versions.server";
import { instantOfLocalMinute } from "~/platform/time/association-time";

export interface PrivacyChange {
  /** The association saved its own privacy text before the change, without the new section. */
  missing: boolean;
  heading: string;
  /** The new section's paragraphs, to read (and to copy into a text of their own). */
  paragraphs: string[];
}

/**
 * The change of the privacy policy the association must read (the visit statistics without cookies, issue 37), for
 * the workspace's start page: there until a version of the privacy page is saved on or after the policy's date
 * (saving it, changed or not, says it was read). `missing`: the saved text is older and lacks the new section, so
 * the site shows the association's text without it.
 */
export async function privacyChange(database: Database, locale: Locale): Promise<PrivacyChange | undefined> {
  const latest = await latestVersion(database, "page", "privacy");
  const changedAt = instantOfLocalMinute(`${PRIVACY_POLICY_DATE}T00:00`)!;
  if (latest && latest.createdAt >= changedAt) return undefined;
  const saved = latest?.data as { contentDe?: string; contentEs?: string } | undefined;
  const missing =
    saved !== undefined &&
    !(saved.contentDe ?? "").includes(INSIGHTS_SECTION_HEADING.de) &&
    !(saved.contentEs ?? "").includes(INSIGHTS_SECTION_HEADING.es);
  const section = privacyTexts[locale].sections.find((found) => found.heading === INSIGHTS_SECTION_HEADING[locale]);
  const paragraphs = (section?.blocks ?? []).flatMap((block) => (block.kind === "paragraph" ? [block.text] : []));
  return { missing, heading: INSIGHTS_SECTION_HEADING[locale], paragraphs };
}
