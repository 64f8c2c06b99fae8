ALTER TABLE "job_runs" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "finished_at" timestamp with time zone;--> statement-breakpoint
-- The daily backups' claims move into the one claims table as the job "daily-backup": the day, who claimed it and
-- when, and when it was written (a claim under way stays one, with its lease).
INSERT INTO "job_runs" ("job", "day", "started_at", "claimed_by", "finished_at")
SELECT 'daily-backup', "day", "claimed_at", "claimed_by", "finished_at" FROM "scheduled_backups"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "scheduled_backups" CASCADE;
