CREATE TABLE "submission_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "read_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "email" text GENERATED ALWAYS AS (lower(data->>'email')) STORED;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "dog_name" text GENERATED ALWAYS AS (coalesce(nullif(data->>'dog', ''), nullif(data->>'dogName', ''))) STORED;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(data->>'name', '') || ' ' || coalesce(data->>'yourName', '') || ' ' || coalesce(data->>'firstName', '') || ' ' || coalesce(data->>'lastName', '') || ' ' || coalesce(data->>'email', '') || ' ' || coalesce(data->>'phone', '') || ' ' || coalesce(data->>'mobile', '') || ' ' || coalesce(data->>'dog', '') || ' ' || coalesce(data->>'dogName', '') || ' ' || coalesce(data->>'purpose', '') || ' ' || coalesce(data->>'message', '') || ' ' || coalesce(data->>'livingSituation', '') || ' ' || coalesce(data->>'experience', '') || ' ' || coalesce(data->>'existingPets', '') || ' ' || coalesce(data->>'availability', ''))) STORED;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_notes" ADD CONSTRAINT "submission_notes_author_id_editors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."editors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_notes_submission_idx" ON "submission_notes" USING btree ("submission_id","created_at");--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_assignee_id_editors_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."editors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_status_created_idx" ON "form_submissions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_type_created_idx" ON "form_submissions" USING btree ("form_type","created_at");--> statement-breakpoint
CREATE INDEX "form_submissions_email_idx" ON "form_submissions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "form_submissions_dog_idx" ON "form_submissions" USING btree ("dog_name");--> statement-breakpoint
CREATE INDEX "outbox_messages_submission_idx" ON "outbox_messages" USING btree ("submission_id");