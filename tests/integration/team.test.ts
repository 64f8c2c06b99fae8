import { eq } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database } from "~/db/client.server";
import { activityLog, editors, mediaObjects, teamMembers } from "~/db/schema";
import {
  founderPhotoAction,
  teamHistoryAction,
  teamHistoryLoader,
  teamListAction,
  teamMemberAction,
  teamMemberLoader,
} from "~/features/admin/team/team-routes.server";
import { findTeamMember } from "~/features/admin/team/team.server";
import { firstTeam } from "~/features/team/first-team";
import { seedFirstTeam } from "~/features/team/seed.server";
import { currentTeam, loadTeam, readTeam } from "~/features/team/store.server";
import { listVersions } from "~/platform/history/versions.server";
import { siteSettings } from "~/platform/settings/current";
import { loadSettings } from "~/platform/settings/store.server";
import { type TestDatabase, asSecondInstance, backends } from "../support/databases";
import { heicPhoto, picture, pictureForm } from "../support/pictures";

describe.each(backends)("the example team on $name", ({ skip, create }) => {
  let database: TestDatabase;
  beforeAll(async () => {
    if (!skip) database = await create();
  });
  afterAll(async () => {
    await database?.destroy();
  });

  it.skipIf(skip)("is stored once, even when instances start together, each member with a first version by the site", async () => {
    const stored = await asSecondInstance(database, (second) =>
      Promise.all([seedFirstTeam(database.db), seedFirstTeam(second), seedFirstTeam(database.db)]),
    );
    expect(stored.sort()).toEqual([0, 0, 4]);
    const team = await readTeam(database.db);
    expect(team.map((member) => [member.name, member.displayOrder])).toEqual(firstTeam.map((member, order) => [member.name, order]));
    for (const member of team) {
      const versions = await listVersions(database.db, "team", member.id);
      expect(versions).toMatchObject([{ version: 1, editorEmail: null, note: null }]);
      expect(versions[0]!.data).toEqual({
        name: member.name,
        positionDe: member.positionDe,
        positionEs: member.positionEs,
        image: member.image,
        displayOrder: member.displayOrder,
      });
    }
  });

  it.skipIf(skip)("never comes back once its members are deleted", async () => {
    await database.db.delete(teamMembers);
    expect(await seedFirstTeam(database.db)).toBe(0);
    await loadTeam(database.db);
    expect(currentTeam()).toEqual([]);
  });
});

/** The database the workspace's loaders and actions use (~/db/db.server): each backend's test database in turn. */
const current = vi.hoisted(() => ({ db: undefined as unknown as Database }));
vi.mock("~/db/db.server", () => ({ db: async () => current.db }));

describe.each(backends)("the team in the workspace on $name", ({ skip, create }) => {
  let database: TestDatabase;
  let context: AppLoadContext;

  beforeAll(async () => {
    if (skip) return;
    database = await create();
    current.db = database.db;
    await seedFirstTeam(database.db);
    await loadSettings(database.db);
    const [editor] = await database.db.insert(editors).values({ email: "team@example.org", source: "workspace" }).returning();
    context = { locale: "de", editor: { id: editor!.id, email: editor!.email, sessionId: "test" } } as AppLoadContext;
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const args = (path: string, body?: FormData | URLSearchParams) => ({
    request: new Request(`http://localhost${path}`, body ? { method: "POST", body } : {}),
    context,
  });
  const memberForm = (fields: Record<string, string>, photo: Buffer | null = null, fileName = "portrait.jpg") =>
    pictureForm(photo, { name: "Clara Neu", positionDe: "Beisitzerin", positionEs: "Vocal", displayOrder: "9", ...fields }, fileName);
  /** What an action answered: a redirect's status and target, or a refusal's status and data. */
  async function answer(action: unknown) {
    const result = await Promise.resolve(action).catch((thrown: unknown) => thrown);
    if (result instanceof Response) return { status: result.status, location: result.headers.get("location") };
    const { data, init } = result as { data: unknown; init: { status: number } };
    return { status: init.status, data };
  }
  const uploads = async () =>
    (await database.db.select({ path: mediaObjects.path }).from(mediaObjects).where(eq(mediaObjects.bucket, "site-images"))).map(
      (row) => row.path,
    );

  it.skipIf(skip)(
    "saves a member with a photo, keeps every save as a version with who and when, and restores one as a new version",
    async () => {
      const created = await answer(teamMemberAction(undefined, args("/admin/team/new", memberForm({}, await picture("jpeg", 900, 1200)))));
      expect(created).toMatchObject({ status: 303, location: expect.stringMatching(/^\/admin\/team\/[0-9a-f-]{36}\?saved=1$/) });
      const id = created.location!.split("/")[3]!.split("?")[0]!;
      const member = await findTeamMember(database.db, id);
      expect(member).toMatchObject({ name: "Clara Neu", positionDe: "Beisitzerin", positionEs: "Vocal", displayOrder: 9 });
      expect(member!.image).toMatch(/^uploads\/[0-9a-f-]{36}\.jpg$/);
      expect(await uploads()).toContain(member!.image);
      // On the about page at once (this process read the team anew), after the four examples.
      expect(currentTeam().map((shown) => shown.name)).toEqual([...firstTeam.map((example) => example.name), "Clara Neu"]);

      // Changed without a new photo: the photo stays.
      expect(await answer(teamMemberAction(id, args(`/admin/team/${id}`, memberForm({ positionDe: "Kassenprüferin" }))))).toMatchObject({
        status: 303,
      });
      expect(await findTeamMember(database.db, id)).toMatchObject({ positionDe: "Kassenprüferin", image: member!.image });

      const history = await teamHistoryLoader(id, args(`/admin/team/${id}/history`));
      expect(history.title).toBe("Verlauf: Clara Neu");
      expect(history.versions.map(({ version, by, changes, current }) => ({ version, by, changes, current }))).toEqual([
        { version: 2, by: "von team@example.org", changes: "Geändert: Aufgabe im Verein (Deutsch)", current: true },
        { version: 1, by: "von team@example.org", changes: "Erste Fassung", current: false },
      ]);

      const restore = new URLSearchParams({ intent: "restore", version: "1" });
      expect(await answer(teamHistoryAction(id, args(`/admin/team/${id}/history`, restore)))).toEqual({
        status: 303,
        location: `/admin/team/${id}/history?restored=1`,
      });
      expect(await findTeamMember(database.db, id)).toMatchObject({ positionDe: "Beisitzerin", image: member!.image });
      const versions = await listVersions(database.db, "team", id);
      expect(versions.map(({ version, note, editorEmail }) => ({ version, note, editorEmail }))).toEqual([
        { version: 3, note: "restore:1", editorEmail: "team@example.org" },
        { version: 2, note: null, editorEmail: "team@example.org" },
        { version: 1, note: null, editorEmail: "team@example.org" },
      ]);
      expect(currentTeam().find((shown) => shown.id === id)?.positionDe).toBe("Beisitzerin");

      // Removing the photo; restoring the version before brings it back.
      await answer(teamMemberAction(id, args(`/admin/team/${id}`, memberForm({ removeImage: "on" }))));
      expect((await findTeamMember(database.db, id))!.image).toBeNull();
      await answer(teamHistoryAction(id, args(`/admin/team/${id}/history`, new URLSearchParams({ intent: "restore", version: "3" }))));
      expect((await findTeamMember(database.db, id))!.image).toBe(member!.image);
    },
  );

  it.skipIf(skip)("refuses wrong fields and photos the pipeline does not take, storing nothing", async () => {
    const before = { team: await readTeam(database.db), uploads: await uploads() };
    const wrong = await answer(
      teamMemberAction(undefined, args("/admin/team/new", memberForm({ name: " ", displayOrder: "zwei" }, await picture("jpeg")))),
    );
    expect(wrong).toMatchObject({
      status: 400,
      data: {
        errors: { name: "required", displayOrder: "orderInvalid" },
        chooseAgain: "Das gewählte Foto wurde nicht gespeichert: Bitte wähle es noch einmal aus.",
        values: { name: " ", displayOrder: "zwei" },
      },
    });
    expect(await answer(teamMemberAction(undefined, args("/admin/team/new", memberForm({}, heicPhoto(), "IMG_0001.HEIC"))))).toMatchObject({
      status: 415,
      data: { message: expect.stringMatching(/^Das Foto „IMG_0001\.HEIC“ wurde nicht übernommen: Das ist ein iPhone-Foto im HEIC-Format/) },
    });
    expect(await answer(teamMemberAction(undefined, args("/admin/team/new", memberForm({}, await picture("gif"), "a.gif"))))).toMatchObject(
      {
        status: 415,
      },
    );
    expect(
      await answer(teamMemberAction(undefined, args("/admin/team/new", memberForm({}, Buffer.from("kein Bild"), "a.jpg")))),
    ).toMatchObject({
      status: 415,
    });
    expect({ team: await readTeam(database.db), uploads: await uploads() }).toEqual(before);
    await expect(teamMemberLoader("not-an-id", args("/admin/team/not-an-id"))).rejects.toMatchObject({ init: { status: 404 } });
  });

  it.skipIf(skip)("moves a member a place, each member whose place changed with a new version", async () => {
    const [first, second] = await readTeam(database.db);
    const moved = await answer(teamListAction(args("/admin/team", new URLSearchParams({ intent: "up", id: second!.id }))));
    expect(moved).toEqual({ status: 303, location: "/admin/team" });
    const team = await readTeam(database.db);
    expect(team.slice(0, 2).map((member) => [member.name, member.displayOrder])).toEqual([
      [second!.name, 0],
      [first!.name, 1],
    ]);
    expect(
      currentTeam()
        .slice(0, 2)
        .map((member) => member.name),
    ).toEqual([second!.name, first!.name]);
    for (const member of [first!, second!]) {
      const [latest] = await listVersions(database.db, "team", member.id);
      expect(latest).toMatchObject({ version: 2, editorEmail: "team@example.org" });
      expect(latest!.data.displayOrder).toBe(member === first ? 1 : 0);
    }
  });

  it.skipIf(skip)("deletes a member with its history, logged", async () => {
    const [member] = await readTeam(database.db);
    const deleted = await answer(
      teamMemberAction(member!.id, args(`/admin/team/${member!.id}`, new URLSearchParams({ intent: "delete" }))),
    );
    expect(deleted).toEqual({ status: 303, location: `/admin/team?deleted=${encodeURIComponent(member!.name)}` });
    expect(await findTeamMember(database.db, member!.id)).toBeNull();
    expect(await listVersions(database.db, "team", member!.id)).toEqual([]);
    expect(currentTeam().map((shown) => shown.id)).not.toContain(member!.id);
    const log = await database.db.select().from(activityLog).where(eq(activityLog.subjectId, member!.id));
    expect(log.map((entry) => entry.action).sort()).toEqual(["deleted", "moved"]);
  });

  it.skipIf(skip)("saves the hospice founder's photo into the settings as their next version, and removes it again", async () => {
    const saved = await answer(
      founderPhotoAction(args("/admin/team/founder", pictureForm(await picture("png", 600, 600), {}, "gruenderin.png"))),
    );
    expect(saved).toEqual({ status: 303, location: "/admin/team/founder?saved=1" });
    const photo = siteSettings().hospiceFounder.photo;
    expect(photo).toMatch(/^\/media\/site-images\/uploads\/[0-9a-f-]{36}\.png$/);
    expect(await uploads()).toContain(photo.replace("/media/site-images/", ""));
    const [latest] = await listVersions(database.db, "settings", "site");
    expect(latest).toMatchObject({ version: 2, editorEmail: "team@example.org" });
    expect((latest!.data.hospiceFounder as { photo: string }).photo).toBe(photo);

    expect(await answer(founderPhotoAction(args("/admin/team/founder", pictureForm(null))))).toMatchObject({
      status: 400,
      data: { message: "Bitte wähle ein Bild aus." },
    });
    await answer(founderPhotoAction(args("/admin/team/founder", pictureForm(null, { removeImage: "on" }))));
    expect(siteSettings().hospiceFounder.photo).toBe("/images/placeholders/hospice-founder.svg");
    expect((await listVersions(database.db, "settings", "site"))[0]!.version).toBe(3);
  });
});
