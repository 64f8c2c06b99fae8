CREATE TABLE "content_seeding" (
	"key" text PRIMARY KEY NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
-- A database that already holds posts or guides was seeded by an earlier version: never seed it again.
INSERT INTO "content_seeding" ("key") SELECT 'samples' WHERE EXISTS (SELECT 1 FROM "blog_posts") OR EXISTS (SELECT 1 FROM "guides");
