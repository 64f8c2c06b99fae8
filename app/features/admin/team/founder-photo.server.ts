import type { Database } from "~/db/client.server";
import type { PreparedPicture } from "~/features/media/picture.server";
import { insertUpload } from "~/features/media/store.server";
import { photoBucket } from "~/features/team/photo";
import { siteSettings } from "~/platform/settings/current";
import { firstSettings } from "~/platform/settings/first-version";
import { saveSettings } from "~/platform/settings/store.server";

/** The portrait the site brings along, which stands in for none: what removing the photo goes back to. */
export const founderPlaceholder = firstSettings.hospiceFounder.photo;

/**
 * Saves the hospice founder's photo (`photo`: a new upload; null: none, the placeholder again) as the URL in the
 * settings' `hospiceFounder.photo`, their next version: who and when are in the settings' history. The upload is
 * stored in the transaction of the settings' save, so a failed save stores no photo.
 */
export async function saveFounderPhoto(db: Database, photo: PreparedPicture | null, editorId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const url = photo ? (await insertUpload(tx, photoBucket, photo, editorId)).url : founderPlaceholder;
    const settings = siteSettings();
    await saveSettings(tx, { ...settings, hospiceFounder: { ...settings.hospiceFounder, photo: url } }, editorId);
  });
}
