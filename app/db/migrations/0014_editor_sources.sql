ALTER TABLE "editors" ADD COLUMN "source" text;--> statement-breakpoint
-- Where the editors so far came from: an editor's adder names the workspace; the command line's additions are in
-- the activity log (by nobody); the rest got their row at a sign-in through EDITOR_EMAILS.
UPDATE "editors" SET "source" = CASE
  WHEN "added_by" IS NOT NULL THEN 'workspace'
  WHEN EXISTS (
    SELECT 1 FROM "activity_log" a
    WHERE a."subject_type" = 'editor' AND a."action" = 'added' AND a."subject_id" = "editors"."id"::text AND a."editor_id" IS NULL
  ) THEN 'command'
  ELSE 'settings'
END;--> statement-breakpoint
ALTER TABLE "editors" ALTER COLUMN "source" SET NOT NULL;
