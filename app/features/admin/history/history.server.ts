import { data, redirect } from "react-router";
import { db } from "~/db/db.server";
import { format } from "~/i18n/format";
import { changedFields, flattened } from "~/platform/history/changes";
import { type VersionKind, findVersion, listVersions } from "~/platform/history/versions.server";
import { shownMoment } from "../dates";
import { signedInEditor } from "../signed-in.server";
import { historyTexts } from "./texts";
import type { WorkspaceRouteArgs } from "../route-args";

export interface HistoryOf {
  kind: VersionKind;
  itemId: string;
  /** What the page is the history of (the item's title). */
  item: string;
  /** The item's editor, where the history page leads back to. */
  backPath: string;
  /** A field's name as the editor reads it (a changed field of `data`, flattened: `associations.de.email`). */
  fieldLabel: (field: string) => string;
}

/**
 * `…/history` of anything with versions (posts, guides, pages, FAQ entries, team members, the settings): every
 * version newest first, with who saved it, when, and what it changed against the version before it.
 */
export async function historyLoader(of: HistoryOf, { request, context }: WorkspaceRouteArgs) {
  const texts = historyTexts[context.locale];
  const versions = await listVersions(await db(), of.kind, of.itemId);
  const restored = new URL(request.url).searchParams.get("restored");
  return {
    texts,
    title: format(texts.title, { item: of.item }),
    backPath: of.backPath,
    restored: restored && /^\d+$/.test(restored) ? format(texts.restored, { version: restored }) : null,
    versions: versions.map((version, index) => {
      const earlier = versions[index + 1];
      const fields = changedFields(earlier && flattened(earlier.data), flattened(version.data));
      const restoredFrom = /^restore:(\d+)$/.exec(version.note ?? "")?.[1];
      return {
        version: version.version,
        saved: shownMoment(version.createdAt, context.locale),
        by: version.editorEmail
          ? format(texts.by, { editor: version.editorEmail })
          : version.note === "publish" || index === versions.length - 1
            ? texts.bySite
            : texts.byFormer,
        note: restoredFrom ? format(texts.restoredFrom, { version: restoredFrom }) : version.note === "publish" ? texts.published : null,
        changes: !earlier
          ? texts.firstVersion
          : fields.length === 0
            ? texts.unchanged
            : format(texts.changed, { fields: [...new Set(fields.map(of.fieldLabel))].join(", ") }),
        current: index === 0,
      };
    }),
  };
}

export type HistoryData = Awaited<ReturnType<typeof historyLoader>>;

/**
 * `intent=restore` with `version`: saves that version's data again as the item's newest version (`restore` does it
 * the item's own way, with its checks and its announcement to every instance), then back to the history. A version
 * whose data the item's checks refuse today (e.g. a slug taken since) is answered 409 with the reason.
 */
export async function historyAction(
  of: Pick<HistoryOf, "kind" | "itemId">,
  restore: (data: Record<string, unknown>, editorId: string, note: string) => Promise<{ ok: true } | { ok: false; reason: string }>,
  { request, context }: WorkspaceRouteArgs,
) {
  const editor = signedInEditor(context);
  const texts = historyTexts[context.locale];
  const form = await request.formData().catch(() => undefined);
  const version = Number(form?.get("version"));
  if (form?.get("intent") !== "restore" || !Number.isInteger(version)) throw data("Bad Request", { status: 400 });
  const found = await findVersion(await db(), of.kind, of.itemId, version);
  if (!found) return data({ error: texts.notFound }, { status: 404 });
  const restored = await restore(found.data, editor.id, `restore:${version}`);
  if (!restored.ok) return data({ error: format(texts.invalid, { reason: restored.reason }) }, { status: 409 });
  return redirect(`${new URL(request.url).pathname}?restored=${version}`, 303);
}
