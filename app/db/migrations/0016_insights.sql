CREATE TABLE "insights_daily" (
	"day" date NOT NULL,
	"host" text NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "insights_daily_day_host_kind_key_pk" PRIMARY KEY("day","host","kind","key")
);
--> statement-breakpoint
CREATE TABLE "insights_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insights_visitors" (
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "insights_visitors_day_scope_visitor_pk" PRIMARY KEY("day","scope","visitor")
);
--> statement-breakpoint
CREATE INDEX "insights_daily_kind_day_idx" ON "insights_daily" USING btree ("kind","day");