ALTER TABLE "blog_posts" ADD COLUMN "image_alt_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_alt_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_focal_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "image_focal_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_alt_de" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_alt_es" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_focal_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "image_focal_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
-- A guide's gallery held plain paths; it now holds what a post's does (path, captions, descriptions).
UPDATE "guides" SET "gallery_images" = (
	SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(picture) = 'string' THEN jsonb_build_object('url', picture) ELSE picture END ORDER BY position), '[]'::jsonb)
	FROM jsonb_array_elements("gallery_images") WITH ORDINALITY AS gallery(picture, position)
);
