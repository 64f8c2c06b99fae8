CREATE TABLE "blog_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug_de" text NOT NULL,
	"slug_es" text NOT NULL,
	"title_de" text NOT NULL,
	"title_es" text NOT NULL,
	"excerpt_de" text DEFAULT '' NOT NULL,
	"excerpt_es" text DEFAULT '' NOT NULL,
	"content_de" text DEFAULT '' NOT NULL,
	"content_es" text DEFAULT '' NOT NULL,
	"category_de" text,
	"category_es" text,
	"published_date" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_url" text,
	"gallery_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "blog_posts_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "blog_posts_slug_es_unique" UNIQUE("slug_es")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug_de" text NOT NULL,
	"slug_es" text NOT NULL,
	"title_de" text NOT NULL,
	"title_es" text NOT NULL,
	"excerpt_de" text DEFAULT '' NOT NULL,
	"excerpt_es" text DEFAULT '' NOT NULL,
	"meta_description_de" text,
	"meta_description_es" text,
	"category_de" text,
	"category_es" text,
	"image_url" text,
	"gallery_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"content_de" text DEFAULT '' NOT NULL,
	"content_es" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_slug_de_unique" UNIQUE("slug_de"),
	CONSTRAINT "guides_slug_es_unique" UNIQUE("slug_es")
);
--> statement-breakpoint
CREATE TABLE "dog_snapshots" (
	"source_key" text PRIMARY KEY NOT NULL,
	"dogs" jsonb NOT NULL,
	"source_timestamp" text NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_type" text NOT NULL,
	"locale" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid,
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_submission_id_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."form_submissions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_published_idx" ON "blog_posts" USING btree ("published_date");--> statement-breakpoint
CREATE INDEX "guides_order_idx" ON "guides" USING btree ("display_order");--> statement-breakpoint
CREATE INDEX "outbox_messages_due_idx" ON "outbox_messages" USING btree ("status","next_attempt_at");