CREATE TABLE "dog_refresh_leases" (
	"source_key" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
