CREATE TABLE "tax_rates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"country" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"rate" numeric(7, 4) NOT NULL,
	"tax_shipping" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate_check" CHECK ("tax_rates"."rate" >= 0 and "tax_rates"."rate" <= 100)
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"id" text PRIMARY KEY DEFAULT 'store' NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_settings_single_row" CHECK ("tax_settings"."id" = 'store')
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_rate" numeric(7, 4);--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "tax_jurisdiction" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_tax_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_label" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_calculation_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_transaction_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rates_country_region_idx" ON "tax_rates" USING btree ("country","region");