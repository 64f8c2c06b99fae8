import path from "node:path";
import { type AppLoadContext, data, redirect } from "react-router";
import { db } from "~/db/db.server";
import { type PictureRefusal, acceptedPictureTypes } from "~/features/media/picture-acceptance";
import { preparePicture } from "~/features/media/picture.server";
import { pictureLimits, pictureRefusalText } from "~/features/media/texts";
import { type PictureForm, pictureField, pictureRefusalStatus, withPictureForm } from "~/features/media/upload.server";
import { thumbnailUrl } from "~/features/media/variant-url";
import { teamPhotoUrl } from "~/features/team/photo";
import { readTeam } from "~/features/team/store.server";
import { format } from "~/i18n/format";
import { siteSettings } from "~/platform/settings/current";
import { historyAction, historyLoader } from "../history/history.server";
import { teamMemberPath, workspacePaths } from "../paths";
import { postedMove } from "../posted-move.server";
import { signedInEditor } from "../signed-in.server";
import { type TeamFieldErrors, parseTeamMember, teamFieldNames } from "./fields";
import { founderPlaceholder, saveFounderPhoto } from "./founder-photo.server";
import { type PhotoChange, deleteTeamMember, findTeamMember, moveTeamMember, saveTeamMember } from "./team.server";
import { teamTexts } from "./texts";
import type { WorkspaceRouteArgs } from "../route-args";

/**
 * The loaders and actions of the team section (app/routes/admin/team*.tsx): the list with its order, a member's
 * editor, its history, and the hospice founder's photo. Photos come through the picture pipeline (decision 0033):
 * streamed to a temporary file, checked, cleaned, and stored in the transaction of the save.
 */

/** The section's words in the host's language, the picture limits filled in. */
function sectionTexts(context: AppLoadContext) {
  const texts = teamTexts[context.locale];
  return { ...texts, fields: { ...texts.fields, imageHint: format(texts.fields.imageHint, pictureLimits) } };
}

/** `?saved=1`: the page after a save says so. */
const savedAnswer = (request: Request) => new URL(request.url).searchParams.get("saved") === "1";

/** The list in the about page's order. */
export async function teamListLoader({ request, context }: WorkspaceRouteArgs) {
  const team = await readTeam(await db());
  return {
    texts: sectionTexts(context),
    deleted: new URL(request.url).searchParams.get("deleted"),
    members: team.map(({ id, name, positionDe, positionEs, image }) => ({
      id,
      name,
      positionDe,
      positionEs,
      photo: thumbnailUrl(teamPhotoUrl(image)),
    })),
  };
}

export type TeamListData = Awaited<ReturnType<typeof teamListLoader>>;

/** The list's action: `intent=up|down` with `id` moves a member one place (works without JavaScript). */
export async function teamListAction({ request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const { id, direction } = await postedMove(request);
  if (!(await moveTeamMember(await db(), id, direction, editor.id))) throw data("Not Found", { status: 404 });
  return redirect(workspacePaths.team, 303);
}

type Values = Record<string, string>;

/** A member's editor (`id` undefined: a new one, placed after the last). */
export async function teamMemberLoader(id: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const database = await db();
  const member = id === undefined ? null : await findTeamMember(database, id);
  if (id !== undefined && !member) throw data("Not Found", { status: 404 });
  const last = member ? undefined : (await readTeam(database)).at(-1);
  const values: Values = member
    ? Object.fromEntries(teamFieldNames.map((name) => [name, String(member[name])]))
    : { name: "", positionDe: "", positionEs: "", displayOrder: String(last ? last.displayOrder + 1 : 0) };
  return {
    texts: sectionTexts(context),
    accept: acceptedPictureTypes,
    id: member?.id ?? null,
    name: member?.name ?? null,
    values,
    photo: member?.image ? thumbnailUrl(teamPhotoUrl(member.image)) : null,
    saved: savedAnswer(request),
  };
}

export type TeamMemberData = Awaited<ReturnType<typeof teamMemberLoader>>;

/** A refused save: the field errors (or the photo's refusal) and what was posted, to show again. */
export interface TeamRefusal {
  errors: TeamFieldErrors;
  message: string;
  /** A photo was chosen and not kept: the editor chooses it again (a page sent without JavaScript). */
  chooseAgain?: string;
  values: Values;
}

/** A photo the pipeline did not take, with its status (413, 415, 422, 503…) and the text naming the file. */
function refusedPhoto(context: AppLoadContext, refusal: PictureRefusal, name?: string, values: Values = {}) {
  const reason = pictureRefusalText(context.locale, refusal);
  const message = name ? format(teamTexts[context.locale].pictureRefused, { name, reason }) : reason;
  return data<TeamRefusal>({ errors: {}, message, values }, { status: pictureRefusalStatus[refusal] });
}

/**
 * Saving a member (new: to its new page; changed: back to its page) with its photo: a new one, `removeImage`, or the
 * one it has; or `intent=delete`. Wrong fields answer 400 with the form as posted and every field's error, a photo
 * the pipeline refuses its status with the reason; either way nothing is stored.
 */
export function teamMemberAction(id: string | undefined, { request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const texts = sectionTexts(context);
  return withPictureForm(request, [pictureField], save, ({ refusal, picture }) => refusedPhoto(context, refusal, picture?.name));

  async function save({ fields, pictures: [chosen], directory }: PictureForm) {
    const database = await db();
    if (fields.get("intent") === "delete") {
      const name = id === undefined ? null : await deleteTeamMember(database, id, editor.id);
      if (name === null) throw data("Not Found", { status: 404 });
      return redirect(`${workspacePaths.team}?deleted=${encodeURIComponent(name)}`, 303);
    }
    const values: Values = Object.fromEntries(teamFieldNames.map((name) => [name, String((fields.get(name) as string | null) ?? "")]));
    const parsed = parseTeamMember(values);
    if (!parsed.ok) {
      const chooseAgain = chosen ? texts.chooseAgain : undefined;
      return data<TeamRefusal>({ errors: parsed.errors, message: texts.invalid, chooseAgain, values }, { status: 400 });
    }
    let photo: PhotoChange = fields.get("removeImage") === "on" ? { image: null } : { keep: true };
    if (chosen) {
      const preparation = await preparePicture(chosen.file, path.join(directory, "stored"));
      if ("refusal" in preparation) return refusedPhoto(context, preparation.refusal, chosen.name, values);
      photo = { upload: preparation.picture };
    }
    const result = await saveTeamMember(database, { id, fields: parsed.fields, photo, editorId: editor.id });
    if (result.outcome === "notFound") throw data("Not Found", { status: 404 });
    return redirect(`${teamMemberPath(result.id)}?saved=1`, 303);
  }
}

/** The member's history (the generic history page), for editors only, and only of a member there is. */
async function historyOf(id: string, { context }: WorkspaceRouteArgs) {
  const member = await findTeamMember(await db(), id);
  if (!member) throw data("Not Found", { status: 404 });
  const { fields } = teamTexts[context.locale];
  return {
    kind: "team" as const,
    itemId: member.id,
    item: member.name,
    backPath: teamMemberPath(member.id),
    fieldLabel: (field: string) => fields[field as keyof typeof fields] ?? field,
  };
}

/** `/admin/team/{id}/history`: the member's versions, newest first. */
export async function teamHistoryLoader(id: string, args: WorkspaceRouteArgs) {
  return historyLoader(await historyOf(id, args), args);
}

/**
 * Restores a version (`intent=restore`, `version`) as the member's newest: its fields checked by today's rules, its
 * photo as it was then (stored pictures are never deleted).
 */
export async function teamHistoryAction(id: string, args: WorkspaceRouteArgs) {
  const of = await historyOf(id, args);
  const { errors } = teamTexts[args.context.locale];
  return historyAction(
    of,
    async (version, editorId, note) => {
      const parsed = parseTeamMember(version);
      if (!parsed.ok) {
        return {
          ok: false,
          reason: Object.entries(parsed.errors)
            .map(([field, code]) => `${of.fieldLabel(field)}: ${errors[code]}`)
            .join(" "),
        };
      }
      const image = typeof version.image === "string" ? version.image : null;
      const saved = await saveTeamMember(await db(), { id: of.itemId, fields: parsed.fields, photo: { image }, editorId, note });
      if (saved.outcome === "notFound") throw data("Not Found", { status: 404 });
      return { ok: true };
    },
    args,
  );
}

/** `/admin/team/founder`: the hospice founder's photo (the settings' `hospiceFounder`). */
export function founderPhotoLoader({ request, context }: WorkspaceRouteArgs) {
  const { name, photo } = siteSettings().hospiceFounder;
  return {
    texts: sectionTexts(context),
    accept: acceptedPictureTypes,
    name,
    photo: thumbnailUrl(photo),
    /** The placeholder stands in for none: there is nothing to remove. */
    uploaded: photo !== founderPlaceholder,
    saved: savedAnswer(request),
  };
}

export type FounderPhotoData = ReturnType<typeof founderPhotoLoader>;

/** Saves a new photo of the founder, or none with `removeImage`; a post with neither is answered 400. */
export function founderPhotoAction({ request, context }: WorkspaceRouteArgs) {
  const editor = signedInEditor(context);
  const saved = () => redirect(`${workspacePaths.teamFounder}?saved=1`, 303);
  return withPictureForm(
    request,
    [pictureField],
    async ({ fields, pictures: [chosen], directory }) => {
      if (!chosen) {
        if (fields.get("removeImage") !== "on") return refusedPhoto(context, "missing");
        await saveFounderPhoto(await db(), null, editor.id);
        return saved();
      }
      const preparation = await preparePicture(chosen.file, path.join(directory, "stored"));
      if ("refusal" in preparation) return refusedPhoto(context, preparation.refusal, chosen.name);
      await saveFounderPhoto(await db(), preparation.picture, editor.id);
      return saved();
    },
    ({ refusal, picture }) => refusedPhoto(context, refusal, picture?.name),
  );
}
