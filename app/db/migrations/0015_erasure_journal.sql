CREATE TABLE "erasures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hash_key" text NOT NULL,
	"address_hash" text NOT NULL,
	"erased_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "subscription_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_messages_subscription_idx" ON "outbox_messages" USING btree ("subscription_id");--> statement-breakpoint
-- Erasures so far kept the address in the activity log: each gets its journal entry (a random key of its own, 244
-- random bits of two version-4 UUIDs, and SHA-256 of key and address), and the hash replaces the address in the log.
WITH "keyed" AS (
  SELECT "address", "at", "key", encode(sha256(decode("key", 'hex') || convert_to("address", 'UTF8')), 'hex') AS "hash"
  FROM (
    SELECT "summary" AS "address", "at", replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') AS "key"
    FROM "activity_log" WHERE "subject_type" = 'person' AND "action" = 'erased'
  ) AS "erased"
), "journaled" AS (
  INSERT INTO "erasures" ("hash_key", "address_hash", "erased_at") SELECT "key", "hash", "at" FROM "keyed"
)
UPDATE "activity_log" SET "summary" = "keyed"."hash" FROM "keyed"
WHERE "activity_log"."subject_type" = 'person' AND "activity_log"."summary" = "keyed"."address";
