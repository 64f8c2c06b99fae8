CREATE TABLE "content_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"editor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_versions_item_version" UNIQUE("kind","item_id","version")
);
--> statement-breakpoint
CREATE TABLE "faq_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"catalogue" text DEFAULT 'faq' NOT NULL,
	"question_de" text DEFAULT '' NOT NULL,
	"question_es" text DEFAULT '' NOT NULL,
	"answer_de" text DEFAULT '' NOT NULL,
	"answer_es" text DEFAULT '' NOT NULL,
	"anchor_de" text DEFAULT '' NOT NULL,
	"anchor_es" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"position_de" text DEFAULT '' NOT NULL,
	"position_es" text DEFAULT '' NOT NULL,
	"image" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "faq_entries_order_idx" ON "faq_entries" USING btree ("catalogue","display_order");