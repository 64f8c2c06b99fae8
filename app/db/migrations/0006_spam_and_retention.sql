CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_runs_job_day_pk" PRIMARY KEY("job","day")
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "spam_reason" text;--> statement-breakpoint
CREATE INDEX "form_submissions_spam_idx" ON "form_submissions" USING btree ("created_at") WHERE "form_submissions"."spam_reason" is not null;