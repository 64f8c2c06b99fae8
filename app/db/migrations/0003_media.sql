CREATE TABLE "media_objects" (
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" uuid,
	CONSTRAINT "media_objects_bucket_path_pk" PRIMARY KEY("bucket","path")
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_variants_bucket_path_width_format_pk" PRIMARY KEY("bucket","path","width","format")
);
--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_bucket_path_media_objects_bucket_path_fk" FOREIGN KEY ("bucket","path") REFERENCES "public"."media_objects"("bucket","path") ON DELETE cascade ON UPDATE no action;