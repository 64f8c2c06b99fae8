CREATE TABLE "alert_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"locale" text NOT NULL,
	"origin" text NOT NULL,
	"dog_type" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"consent_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"announced_until" timestamp with time zone,
	"last_mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "alert_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_dogs" (
	"dog_id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp with time zone NOT NULL,
	"announce" boolean NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "alert_tokens" ADD CONSTRAINT "alert_tokens_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_subscriptions_filter_idx" ON "alert_subscriptions" USING btree ("email","dog_type","location");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_created_idx" ON "alert_subscriptions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "alert_tokens_subscription_idx" ON "alert_tokens" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "known_dogs_first_seen_idx" ON "known_dogs" USING btree ("first_seen_at");