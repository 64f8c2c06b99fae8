CREATE TABLE "media_chunks" (
	"bucket" text NOT NULL,
	"path" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "media_chunks_bucket_path_seq_pk" PRIMARY KEY("bucket","path","seq")
);
--> statement-breakpoint
ALTER TABLE "media_chunks" ADD CONSTRAINT "media_chunks_bucket_path_media_objects_bucket_path_fk" FOREIGN KEY ("bucket","path") REFERENCES "public"."media_objects"("bucket","path") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Every original stored so far moves into pieces of 256 KB (mediaChunkBytes), in order.
INSERT INTO "media_chunks" ("bucket", "path", "seq", "bytes")
SELECT o."bucket", o."path", piece.seq, substring(o."bytes" from piece.seq * 262144 + 1 for 262144)
FROM "media_objects" o, generate_series(0, greatest(0, (length(o."bytes") - 1) / 262144)) AS piece(seq);--> statement-breakpoint
ALTER TABLE "media_objects" DROP COLUMN "bytes";