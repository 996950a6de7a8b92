CREATE TABLE "store_settings" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"shop_name" text NOT NULL,
	"tagline" text NOT NULL,
	"seo_title_suffix" text NOT NULL,
	"seo_description" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK ("store_settings"."id" = 'store')
);
