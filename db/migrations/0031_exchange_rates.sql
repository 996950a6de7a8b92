CREATE TABLE "currency_settings" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"currencies" text[] DEFAULT '{}'::text[] NOT NULL,
	"margin_percent" numeric(5, 2) DEFAULT 2 NOT NULL,
	"rounding" text DEFAULT 'exact' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_settings_single_row" CHECK ("currency_settings"."id" = 'store'),
	CONSTRAINT "currency_settings_rounding" CHECK ("currency_settings"."rounding" in ('exact', '99', '95', 'whole'))
);
--> statement-breakpoint
CREATE TABLE "exchange_rates" (
	"currency" text PRIMARY KEY NOT NULL,
	"per_euro" numeric(20, 10),
	"feed_date" text,
	"fetched_at" timestamp with time zone,
	"pinned" numeric(20, 10),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
