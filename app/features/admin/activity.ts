/**
 * What the activity log records: per kind of subject, the actions done to it. A part of the workspace that
 * changes something adds its subject (or action) here and the words for it in activity-texts.ts (`kinds`;
 * a missing text is a type error), then calls `recordActivity` (activity.server.ts) in the transaction of
 * its change. E.g. `post: "created" | "changed" | "published" | "unpublished" | "deleted"`.
 */
export interface ActivityKinds {
  editor: "added" | "removed" | "renamed";
  post: "created" | "changed" | "scheduled" | "published" | "unpublished" | "deleted" | "restored";
  guide: "created" | "changed" | "scheduled" | "published" | "unpublished" | "deleted" | "moved" | "restored";
  /** The association's settings (summary: none) and a fixed page's texts (summary: the page's route key). */
  settings: "changed" | "restored";
  page: "changed" | "restored";
  /** A member of the team on the about page (a restore from the history is a change). */
  team: "created" | "changed" | "deleted" | "moved";
  /** A visitor's request in the inbox: its status, assignee, a note, its mail sent again or its task closed. */
  request: "statusChanged" | "assigned" | "noted" | "mailResent" | "mailClosed";
  inbox: "exported";
  /** A person's data (by e-mail address, the one personal datum the log keeps, for the record of these two). */
  person: "exported" | "erased";
  /** A request of the spam folder (summary: its form, no personal data). */
  spam: "rescued" | "deleted";
  /** An FAQ entry (summary: its question). */
  faq: "created" | "changed" | "deleted" | "moved" | "restored";
}

export type ActivitySubject = keyof ActivityKinds;

/** The words of every kind: subject → action → text. */
export type ActivityKindTexts = { [S in ActivitySubject]: Record<ActivityKinds[S], string> };

/** One kind of entry: a subject with one of its actions. */
export type ActivityKind = { [S in ActivitySubject]: { subjectType: S; action: ActivityKinds[S] } }[ActivitySubject];
