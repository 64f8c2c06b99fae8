CREATE TABLE "scheduled_backups" (
	"day" date PRIMARY KEY NOT NULL,
	"claimed_by" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
